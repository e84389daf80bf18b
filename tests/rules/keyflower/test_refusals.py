"""Every refusal of Keyflower's rules is a code whose message, in every language, uses exactly the
parameters the rules give it; and bad moves of each kind are refused with the state unchanged."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from locales import LOCALES, catalogue
from rules.keyflower.state import Tile

from .scenario import act, game, hand, on_offer, refused

RULES = Path(__file__).resolve().parents[3] / "rules" / "keyflower"
SAMPLES = {"colour": "red", "skill": "saw", "resource": "wood", "item": "iron"}


@cache
def _raises() -> dict[str, set[str]]:
    """Each code the rules raise, with the names of the parameters given with it."""
    found: dict[str, set[str]] = {}
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError" and node.args:
                code = node.args[0]
                assert isinstance(code, ast.Constant) and str(code.value).startswith("kf-"), ast.dump(node)
                found.setdefault(str(code.value), set()).update(k.arg for k in node.keywords if k.arg)
    return found


def test_the_rules_raise_many_codes() -> None:
    assert len(_raises()) > 90


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("code", sorted(_raises()))
def test_each_message_takes_the_parameters_given(locale: str, code: str) -> None:
    params = {name: SAMPLES.get(name, 2 if name in _NUMBERS else "Keywood") for name in _raises()[code]}
    text, errors = catalogue(locale).check(code, **params)
    assert not errors, errors
    for name, value in params.items():
        if name not in SAMPLES:  # nouns are worded by terms
            assert str(value) in text, (name, text)


_NUMBERS = {"count", "needed", "have", "highest", "room", "cost", "left", "contracts", "contract", "extension",
            "seat", "players", "low", "high"}  # fmt: skip


# Bad moves of each kind: the reason is named and nothing changes.


def test_a_tile_not_in_play() -> None:
    g = game()
    hand(g, g.current, red=1)
    refused(g, "bid 1 red on Keythedral", "kf-tile-not-in-play", tile="Keythedral")
    refused(g, "use Sawmill with 1 red", "kf-tile-not-in-play", tile="Sawmill")


def test_an_item_you_do_not_have() -> None:
    g = game(merchants=True)
    hand(g, g.current, red=1)
    on_offer(g, "Tavern", "Hiring Fair")
    refused(g, "bid 2 red on Tavern", "kf-too-few-workers", colour="red", needed=2, have=1)
    refused(g, "use Hiring Fair with 1 red paying saw", "kf-too-few-skills", skill="saw", needed=1, have=0)
    refused(g, "trade contract 3 for green", "kf-no-such-contract", contract=3)


def test_a_bid_on_a_village_tile() -> None:
    g = game()
    hand(g, g.current, red=1)
    refused(g, "bid 1 red on Home", "kf-bid-on-offer-only")


def test_decisions_out_of_their_phase() -> None:
    g = game()
    refused(g, "boat Keyflower", "kf-now-main")
    refused(g, "offer Keythedral", "kf-now-main")
    refused(g, "upgrade Home", "kf-upgrades-in-transport")
    refused(g, "allocate done", "kf-now-main")
    refused(g, "contract random", "kf-no-contract-to-choose")
    g = act(g, "pass")
    g = act(g, "pass")
    assert g.phase == "boats"
    refused(g, "pass", "kf-now-boats", seat=g.boat_queue[0])
    refused(g, "pass", "kf-not-your-turn", seat=g.boat_queue[1], seats=str(g.boat_queue[0] + 1))
    refused(g, "boat Flipper", "kf-not-a-boat-here", seat=g.boat_queue[0])


def test_an_extension_without_the_merchants_or_on_a_bad_tile() -> None:
    g = game()
    hand(g, g.current, red=1)
    g.players[g.current].village[(0, -1)] = Tile("Keywood", "village", upgraded=True)
    refused(g, "use Home with 1 red: extension 7 on Keywood", "kf-extensions-are-merchants")
    m = game(merchants=True)
    hand(m, m.current, red=2)
    m.players[m.current].village[(0, -1)] = Tile("Keywood", "village")
    refused(m, "use Home with 1 red: extension 7 on Keywood", "kf-extension-needs-upgraded-tile", tile="Keywood")
    m.players[m.current].village[(0, -1)].upgraded = True
    refused(m, "use Home with 1 red: extension 7 on Keywood", "kf-tile-lacks", resource="wood", needed=1, have=0)
    m.players[m.current].village[(0, -1)].extension = 9
    m.extensions.remove(9)
    refused(m, "use Home with 1 red: extension 7 on Keywood", "kf-extension-there-already", tile="Keywood")
    refused(m, "use Home with 1 red: extension 9 on Home", "kf-extension-not-available", extension=9)


def test_numbers_are_ascii_digits_of_a_sensible_size() -> None:
    """Other scripts' digits ('²', '٣') and numbers longer than Python reads are not understood:
    a refusal in words, never a crash."""
    g = game(merchants=True)
    hand(g, g.current, red=1)
    huge = "9" * 5000
    for text in (
        "bid ² red on Keywood", "bid ٣ red on Keywood", f"bid {huge} red on Keywood", "contract ²",
        f"contract {huge}", "trade contract ² for stone", f"trade contract {huge} for stone",
        "use Home with ² red", "use Home with 1 red: extension ² on Home", "allocate contract ²: skip",
    ):  # fmt: skip
        refused(g, text, "kf-not-understood")


def test_an_allocation_choice_is_one_the_allocation_can_take() -> None:
    g = game()
    p = g.players[g.current]
    p.village[(0, -1)] = Tile("Key Market", "village")
    for choice in ("²", "٣", "2²", "9" * 5000):
        refused(g, f"allocate Key Market: {choice}", "kf-say-how-many", use="Key Market")
    refused(g, "allocate Watermill: stone", "kf-not-in-your-village", tile="Watermill")
    g = act(g, "allocate Key Market: 02")
    assert g.players[g.current].pins == {"Key Market": "2"}


def test_a_long_input_is_quoted_short() -> None:
    g = game()
    hand(g, g.current, red=1)
    long = "x" * 5000
    for text, code in ((long, "kf-not-understood"), (f"bid 1 {long} on Keywood", "kf-not-one-of"),
                       (f"bid 1 red on {long}", "kf-not-a-tile"), (f"boat {long}", "kf-not-a-tile")):  # fmt: skip
        error = refused(g, text, code)
        assert all(len(str(v)) <= 200 for v in error.params.values()), error.params
