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


def test_bids_must_beat_the_highest_and_keep_the_tile_colour() -> None:
    g = new(3)
    first = g.current
    second = (first + 1) % 3
    give(g, first, red=3, blue=2)
    give(g, second, red=3, blue=2)
    tile = g.offer[0].name
    g = act(g, first, f"bid 1 red on {tile}")
    with pytest.raises(RuleError, match="takes red workers"):
        act(g, second, f"bid 2 blue on {tile}")
    with pytest.raises(RuleError, match="must beat"):
        act(g, second, f"bid 1 red on {tile}")
    g = act(g, second, f"bid 2 red on {tile}")
    assert g.offer[0].best_bid().seat == second
    with pytest.raises(RuleError, match="not your turn"):
        act(g, second, "pass")


def test_an_outbid_group_moves_whole() -> None:
    g = new(2)
    a, b = g.current, 1 - g.current
    give(g, a, red=4)
    give(g, b, red=4)
    x, y = g.offer[0].name, g.offer[1].name
    g = act(g, a, f"bid 1 red on {x}")
    g = act(g, b, f"bid 2 red on {x}")
    with pytest.raises(RuleError, match="moves whole"):
        act(g, a, f"bid 2 red on {y} from {x}")
    g = act(g, a, f"bid 1 red on {y} from {x}")
    assert [grp.seat for grp in g.offer[0].bids()] == [b]
    assert g.players[a].workers["red"] == 3


def test_uses_take_one_two_three_workers_and_produce() -> None:
    g = new(2)
    a, b = g.current, 1 - g.current
    g.offer[0] = Tile("Woodcutter", "village")
    give(g, a, yellow=5)
    give(g, b, yellow=5)
    g = act(g, a, "use Woodcutter with 1 yellow")
    home = g.players[a].village[(0, 0)]
    assert home.resources == {"wood": 2}  # gains outside your village land on your home tile
    with pytest.raises(RuleError, match="takes 2 workers"):
        act(g, b, "use Woodcutter with 1 yellow")
    g = act(g, b, "use Woodcutter with 2 yellow")
    g = act(g, a, "use Woodcutter with 3 yellow")
    with pytest.raises(RuleError, match="used 3 times"):
        act(g, b, "use Woodcutter with 4 yellow")


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
    mine = public_view(g, 1)
    assert mine["players"][1]["workers"] == g.players[1].workers
    assert mine["players"][0]["workers"] == "hidden"


def test_notation_round_trip() -> None:
    for text in [
        "bid 3 red on Keywood",
        "bid 2 red on Keystone Quarry from Woodcutter",
        "use Workshop with 2 red: stone",
        "use Tavern with 1 blue paying red",
        "use Assayer with 1 red: contract random",
        "use Stable with 1 red: move 2 wood Keywood>Home, upgrade Keywood, extension 7 on Keywood",
        "trade contract 14 for pickaxe. pass",
        "offer Keythedral, Craftsmen's Guild",
        "boat Sea Breese II",
        "place Keywood N of Home",
        "upgrade Stable",
        "allocate Watermill: stone",
        "allocate contract 14: skip",
    ]:
        assert format_turn(parse_turn(text)) == text


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("merchants", [False, True])
def test_random_games_finish_with_the_invariants_kept(players: int, merchants: bool) -> None:
    actions, finished = play_one(players, f"test-{players}", merchants, random.Random(players))
    assert finished and actions > 20
