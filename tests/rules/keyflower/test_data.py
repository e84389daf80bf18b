"""Keyflower's tables against the reference (../shared/reference/keyflower/tiles.md)."""

from __future__ import annotations

import pytest

from rules.keyflower.data import components as kc
from rules.keyflower.data.items import WILDCARDS
from rules.keyflower.data.tiles import HOMES, TILES, Exchange, Produce, Scoring, Transport, season_tiles


@pytest.mark.parametrize(("season", "new"), [("spring", 1), ("summer", 1), ("autumn", 1), ("winter", 3)])
def test_twelve_tiles_a_season_and_the_merchants_six(season: str, new: int) -> None:
    assert len(season_tiles(season, merchants=False)) == 12
    assert len(season_tiles(season, merchants=True)) == 12 + new


def test_edges_are_six_roads_fields_or_rivers() -> None:
    for tile in [*TILES.values(), *HOMES.values()]:
        assert len(tile.edges) == 6 and set(tile.edges) <= set("RGW"), tile.name
    assert all(t.edges.count("W") == 2 for n, t in TILES.items() if n.startswith("Summer Boat"))
    assert [h.edges.index("W") for h in HOMES.values()] == [0, 1, 3, 2, 4, 5]


def test_some_tiles_as_printed() -> None:
    keywood = TILES["Keywood"]
    assert keywood.cost == {"saw": 1} and keywood.vp == (0, 3) and keywood.edges == "RRGRRG"
    assert keywood.a == Produce({"wood": 1}) and keywood.b == Produce({"wood": 3})
    assert TILES["Workshop"].a == Produce({"wood": 1, "stone": 1, "iron": 1}, choose_one=True)
    assert TILES["Stable"].b == Transport(4, 2)
    assert TILES["Wainwright"].b == Transport(6, 2)
    assert TILES["Tavern"].a == Exchange({"any_worker": 1}, {"worker": 2})
    assert TILES["Mason"].b == Exchange({"pickaxe": 1}, {"gold": 3})
    assert TILES["Sawmill"].vp == (3, 10) and TILES["Well"].vp == (3, 7) and TILES["Goldsmith"].vp == (0, 7)
    assert TILES["Barn"].b == Scoring("on_tile", 2, {"any_res": 1})
    assert TILES["Keythedral"].a == Scoring("flat", 12)
    assert TILES["Scribes"].a == Scoring("per_set", 10, {"saw": 1, "pickaxe": 1, "anvil": 1})
    assert TILES["Muleteer"].merchants and TILES["Muleteer"].a == Scoring("incomplete", 3)
    assert all(not t.upgradable for t in TILES.values() if t.season == "winter")
    assert all(h.a == Transport(1, 1) and h.b == Transport(2, 1) and h.vp == (0, 5) for h in HOMES.values())


def test_costs_and_gains_use_known_items() -> None:
    known = {"wood", "stone", "iron", "gold", "saw", "pickaxe", "anvil", "blue", "red", "yellow", "green"}
    known |= set(WILDCARDS) | {"skill", "worker", "contract"}
    for tile in TILES.values():
        for part in (tile.cost or {}, *(getattr(e, "gain", {}) for e in (tile.a, tile.b))):
            assert set(part) <= known, tile.name


@pytest.mark.parametrize(
    ("players", "tiles", "winter", "winter_merchants", "boats", "orders"),
    [(2, 6, 3, 4, 2, 1), (3, 7, 3, 4, 3, 2), (4, 8, 3, 3, 4, 3), (5, 9, 2, 3, 5, 4), (6, 10, 2, 2, 6, 4)],
)
def test_setup_by_player_count(players, tiles, winter, winter_merchants, boats, orders) -> None:
    assert kc.season_tile_count(players) == tiles
    assert kc.winter_tiles_dealt(players, merchants=False) == winter
    assert kc.winter_tiles_dealt(players, merchants=True) == winter_merchants
    assert len(kc.boat_slots(players)) == boats
    in_play = kc.order_tiles(players)
    assert [t.position for t in in_play] == list(range(1, orders + 1))
    assert [t.start_player for t in in_play] == [False] * (orders - 1) + [True]


def test_boats_and_their_second_versions() -> None:
    assert {b.slot for b in kc.BOATS.values()} == set(kc.BOAT_SLOTS)
    for slot in kc.BOAT_SLOTS:
        versions = [b for b in kc.BOATS.values() if b.slot == slot]
        assert len(versions) == 2 and versions[0].min_players == versions[1].min_players
    assert kc.BOATS["Keyflower"].loads["autumn"] == kc.Load(3, 2)
    assert kc.BOATS["Flipper II"].loads["spring"] == kc.Load(4, 2, green=1)
    assert kc.BOATS["White Wind II"].contract_vp == 10


def test_the_merchants_components() -> None:
    assert len(kc.CONTRACTS) == 36 and len(kc.EXTENSIONS) == 18
    assert [e.colour for e in kc.EXTENSIONS].count("green") == 3
    assert kc.EXTENSIONS[0].cost == {"blue": 1} and kc.EXTENSIONS[9].cost == {"saw": 1}
    assert kc.EXTENSIONS[13].cost == {"stone": 1, "any_res": 1} and kc.EXTENSIONS[17].cost == {"gold": 1, "any_res": 1}
    assert kc.CONTRACTS[12] == {"purple": 1} and kc.CONTRACTS[35] == {"gold": 1, "any_skill": 1}
    assert sum(kc.BAG.values()) == 120 and sum(kc.SKILL_POOL.values()) == 48
