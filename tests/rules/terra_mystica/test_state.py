"""The state's declarations: what a faction's turn owes, and copies that share nothing changed in place."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from rules.terra_mystica.context import Ctx
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, new_state, play
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import OWED, OWED_IN_TURN, PENDING, Faction
from rules.terra_mystica.turns import detect_incomplete


def _owing(name: str, amount: int) -> tuple[Ctx, Faction]:
    g = new_state(2, "owed")
    f = Faction.new("witches", 0)
    g.factions = {f.name: f}
    f.set_owed(name, amount)
    return Ctx(g), f


@pytest.mark.parametrize("name", list(PENDING))
def test_a_turn_is_incomplete_exactly_while_it_owes_a_counter_owed_in_the_turn(name: str) -> None:
    ctx, f = _owing(name, 1)
    # The Darklings' exchange is owed, now or never, with strict-darkling-sh (a default).
    strict = name == "CONVERT_W_TO_P" and "strict-darkling-sh" in ctx.g.options
    assert detect_incomplete(ctx, f) == (name in OWED_IN_TURN or strict)
    f.dropped = True
    assert not detect_incomplete(ctx, f)


def test_what_a_faction_owes_is_kept_apart_from_what_it_holds() -> None:
    assert list(PENDING) == list(OWED)
    assert OWED_IN_TURN == {name for name, owing in OWED.items() if owing.until == "turn"}
    assert {name for name, owing in OWED.items() if owing.until != "turn"} == {
        "TF_NEED_HEX_ADJACENCY", "TELEPORT_NO_TF", "CULTS_ON_SAME_TRACK", "CONVERT_W_TO_P", "GAIN_P3_FOR_VP"
    }  # fmt: skip
    assert not {f.name for f in fields(Faction)} & set(OWED)
    f = Faction.new("witches", 0)
    f.owe("SPADE", 2)
    f.owe("FREE_TF", 1)
    f.owe("FREE_TF", -1)
    assert f.owed == {"SPADE": 2} and f.owes("SPADE") == 2 and f.owes("FREE_TF") == 0
    with pytest.raises(ValueError):
        f.owe("SPADE", -3)
    with pytest.raises(ValueError):
        f.owe("VP", 1)  # held, not owed
    assert f.owed == {"SPADE": 2}


def test_a_faction_stored_with_a_field_for_each_thing_owed_loads_them_into_owed() -> None:
    f = Faction.new("darklings", 1)
    f.owe("CONVERT_W_TO_P", 3)
    f.owe("SPADE", 1)
    stored = f.to_json()
    assert stored["owed"] == {"CONVERT_W_TO_P": 3, "SPADE": 1} and "SPADE" not in stored
    old = {k: v for k, v in stored.items() if k != "owed"} | dict.fromkeys(OWED, 0) | {"CONVERT_W_TO_P": 3, "SPADE": 1}
    assert Faction.from_json(old).to_json() == stored


@pytest.mark.parametrize(("players", "merchants", "fire_ice"), [(4, False, False), (5, True, False), (3, False, True)])
def test_playing_on_a_copy_leaves_the_original_as_it_was(players: int, merchants: bool, fire_ice: bool) -> None:
    """A copy shares only values (numbers, words, tuples, frozensets, mappings replaced on
    change): the rest of a game played on copies of a position changes nothing of it."""
    seed = f"copies-{players}-{merchants}-{fire_ice}"
    game = play_random_game(seed, players, merchants=merchants, fire_ice=fire_ice)
    assert game.finished
    options = [*DEFAULT_OPTIONS, *([MERCHANTS] if merchants else []), *(FIRE_AND_ICE_PUBLISHED if fire_ice else [])]
    g = new_state(players, seed, options=options)
    kept = []
    for i, (seat, text) in enumerate(game.history):
        if i % 10 == 0:
            kept.append((g, json.dumps(g.to_json())))
            g = g.copy()
        play(g, seat, parse_turn(text))
    assert g.finished
    for position, stored in kept:
        assert json.dumps(position.to_json()) == stored
