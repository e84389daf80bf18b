"""Keyflower's engine: setup, the main phase's rules, the end of a season, views, random games."""

from __future__ import annotations

import random

import pytest

from rules.core import RuleError
from rules.keyflower.engine import KeyflowerEngine, public_view, to_decide
from rules.keyflower.notation import format_turn, parse_turn
from rules.keyflower.simulate import check_invariants, play_one
from rules.keyflower.state import GameState, Tile

ENGINE = KeyflowerEngine()


def new(players: int = 3, merchants: bool = False, seed: str = "t") -> GameState:
    return ENGINE.new_game({"merchants": merchants}, players, seed)


def act(g: GameState, seat: int, text: str) -> GameState:
    return ENGINE.apply(g, seat, text).state


def give(g: GameState, seat: int, **workers: int) -> None:
    for colour, n in workers.items():
        g.players[seat].workers[colour] = n


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup(players: int) -> None:
    g = new(players)
    assert len(g.offer) == players + 4 and all(t.kind == "village" for t in g.offer)
    assert len(g.orders) == min(players - 1, 4) and len(g.boats) == players
    homes = [p.home for p in g.players]
    assert g.start_player == homes.index(min(homes)) and to_decide(g) == [g.start_player]
    assert all(sum(p.workers.values()) == 8 for p in g.players)
    assert all(len(p.winter_hand) == (3 if players <= 4 else 2) for p in g.players)
    assert all(sum(b.workers.values()) > 0 for b in g.boats)
    check_invariants(g, ENGINE)
    assert new(players).to_json() == g.to_json()  # the seed decides everything


def test_transport_and_upgrade_in_your_own_village() -> None:
    g = new(2)
    a = g.current
    give(g, a, blue=3)
    p = g.players[a]
    p.village[(0, -1)] = Tile("Keywood", "village", resources={"wood": 1})
    p.skills = {"saw": 1}
    g2 = act(g, a, "use Home with 1 blue: upgrade Keywood")
    kw = g2.players[a].village[(0, -1)]
    assert kw.upgraded and g2.players[a].skills == {}
    assert g2.skill_pool["saw"] == g.skill_pool["saw"] + 1


def test_a_season_ends_when_everybody_passes_in_a_row() -> None:
    g = new(2)
    a, b = g.current, 1 - g.current
    give(g, a, red=2)
    tile = g.offer[0].name
    g = act(g, a, f"bid 1 red on {tile}")
    g = act(g, b, "pass")
    g = act(g, a, "pass")
    assert g.phase == "boats"
    assert [t.name for t in g.players[a].won] == [tile]
    assert g.bag["red"] >= 1  # the winning bid went into the bag


def test_views_hide_screens_and_the_seed() -> None:
    g = new(3, merchants=True)
    public = public_view(g, None)
    assert "seed" not in public and all(p["workers"] == "hidden" for p in public["players"])
    assert all(p["skills"] == "hidden" and p["contracts"] == "hidden" for p in public["players"])
    mine = public_view(g, 1)
    assert mine["players"][1]["workers"] == g.players[1].workers
    assert mine["players"][1]["winter_hand"] == g.players[1].winter_hand
    assert mine["players"][0]["workers"] == "hidden" and mine["players"][0]["winter_hand"] == 4
    check_invariants(g, ENGINE)


ROUND_TRIP = [
    "bid 3 red on Keywood",
    "bid 2 red on Keystone Quarry from Woodcutter",
    "bid 5 green on Order 2 from Woodcutter, Keystone Quarry",
    "use Workshop with 2 red: stone",
    "use Keywood with 2 red + 1 blue",
    "use Keywood with 3 red from Woodcutter",
    "use Keywood with 1 red + 2 green from Woodcutter, Miner",
    "use Tavern with 1 blue paying red",
    "use Fair with 1 yellow paying red from Keywood",
    "use Hiring Fair with 1 blue paying anvil",
    "use Bookkeeper with 1 red: skill",
    "use Bookkeeper with 1 red",
    "use Assayer with 1 red: contract random",
    "use Merchant with 1 red: contract 4, contract random",
    "contract 17",
    "contract random",
    "use Stable with 1 red: move 2 wood Keywood>Home, upgrade Keywood, extension 7 on Keywood",
    "use Home with 1 red: upgrade Well paying wood+stone+gold, extension 8 on Stable paying wood+iron",
    "use Home with 1 red: extension 6 on Stable from Miner",
    "use Home with 1 red: extension 1 on Stable paying green",
    "trade contract 14 for pickaxe. pass",
    "use Assayer with 1 red: contract 3. trade contract 3 for stone",
    "trade contract 12 for green. bid 1 red on Order 1. trade contract 5 for red",
    "offer Keythedral, Craftsmen's Guild",
    "boat Sea Breese II",
    "swap Flipper",
    "place Keywood N of Home",
    "upgrade Stable",
    "extension 3 on Stable",
    "allocate Watermill: stone",
    "allocate Key Market: 2",
    "allocate contract 14: skip",
    "allocate done",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_notation_round_trip(text: str) -> None:
    actions = parse_turn(text)
    assert format_turn(actions) == text and parse_turn(format_turn(actions)) == actions


def test_notation_reads_loosely_written_moves() -> None:
    assert format_turn(parse_turn("BID 3 Red on keywood from woodcutter,miner")) == (
        "bid 3 red on Keywood from Woodcutter, Miner"
    )
    assert format_turn(parse_turn("use keywood with 2 red+1 blue")) == "use Keywood with 2 red + 1 blue"


def test_notation_reads_the_names_as_the_rulebooks_spell_them() -> None:
    """The base rulebook's "Craftsman's guild", The Merchants' "ale house" and "Invincible II"."""
    assert format_turn(parse_turn("offer Craftsman's Guild, Keythedral")) == "offer Craftsmen's Guild, Keythedral"
    assert format_turn(parse_turn("use ale house with 1 red")) == "use Alehouse with 1 red"
    assert format_turn(parse_turn("boat Invincible II")) == "boat Ianvincible II"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "kf-nothing-to-do"),
        ("bid three red on Keywood", "kf-not-understood"),
        ("bid 3 purple on Keywood", "kf-not-one-of"),
        ("bid 3 red on Nowhere", "kf-not-a-tile"),
        ("use Keywood with 1 red paying", "kf-not-understood"),
        ("use Home with 1 red: upgrade Well paying wood+", "kf-not-understood"),
        ("boat Keywood", "kf-not-a-boat"),
        ("place Keywood UP of Home", "kf-not-understood"),
    ],
)
def test_notation_refusals_have_codes(text: str, code: str) -> None:
    with pytest.raises(RuleError) as info:
        parse_turn(text)
    assert info.value.code == code


def test_public_move_hides_the_winter_offer_and_allocation_choices() -> None:
    assert ENGINE.public_move("offer Keythedral, Scholar") == "offer ?"
    assert ENGINE.public_move("allocate contract 14: skip") == "allocate ?"
    assert ENGINE.public_move("allocate done") == "allocate done"
    assert ENGINE.public_move("bid 3 red on Keywood") == "bid 3 red on Keywood"


@pytest.mark.parametrize(
    ("players", "merchants", "variants"),
    [(2, True, ()), (3, False, ()), (4, True, ("B",)), (5, False, ()), (6, True, ("A", "C"))],
)
def test_random_games_finish_with_the_invariants_kept(players: int, merchants: bool, variants: tuple[str, ...]) -> None:
    """A few random games here (the simulate command plays hundreds)."""
    actions, finished = play_one(players, f"test-{players}", merchants, random.Random(players), variants=variants)
    assert finished and actions > 20


def test_an_outbid_group_is_offered_topped_up_and_with_every_choice_of_a_tile() -> None:
    """Base rulebook: outbid workers may move to another tile, topped up with more of their
    colour ("Outbid workers" in issue 11's words); a use by them chooses what the tile gives like
    any other use. The legal moves (what /kf move and /kf outbid offer) list both."""
    g = new(3, seed="ob3")  # Workshop on offer
    first = to_decide(g)[0]
    second, third = (first + 1) % 3, (first + 2) % 3
    give(g, first, yellow=3)
    give(g, second, yellow=3)
    g = act(g, first, "bid 1 yellow on Order 1")
    g = act(g, second, "bid 2 yellow on Order 1")
    g = act(g, third, "pass")
    legal = ENGINE.legal_actions(g, first)
    assert "bid 1 yellow on Keywood from Order 1" not in legal  # Keywood is not in play
    assert {"bid 1 yellow on Stable from Order 1", "bid 2 yellow on Stable from Order 1"} <= set(legal)
    assert {f"use Workshop with 1 yellow from Order 1: {r}" for r in ("wood", "stone", "iron")} <= set(legal)
    assert "use Workshop with 2 yellow from Order 1: stone" in legal
    for move in legal:
        ENGINE.apply(g, first, move)  # each of them is played
