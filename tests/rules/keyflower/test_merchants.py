"""The Merchants' rulebook, paragraph by paragraph (setup, boats, cabins, contracts, extensions,
the end of a season and of the game, the variants)."""

from __future__ import annotations

from rules.keyflower import scoring
from rules.keyflower.data.components import BOATS, winter_tiles_dealt
from rules.keyflower.data.tiles import TILES
from rules.keyflower.engine import KeyflowerEngine, to_decide
from rules.keyflower.seasons import end_season
from rules.keyflower.setup import start_season
from rules.keyflower.state import Boat, GameState, Tile

from .scenario import refused

ENGINE = KeyflowerEngine()


def game(players: int = 3, **options: object) -> GameState:
    return ENGINE.new_game({"merchants": True, **options}, players, "merchants")


def test_setup_one_boat_of_each_pair_and_four_winter_tiles_for_three() -> None:
    g = game(3)
    assert [BOATS[b.name].slot for b in g.boats] == ["Keyflower", "Sea Bastion", "Sea Breese"]
    assert all(len(p.winter_hand) == winter_tiles_dealt(3, True) == 4 for p in g.players)
    assert len(g.face_up) == 3 and len(g.extensions) == 18 and g.cabins + sum(b.cabins for b in g.boats) == 6


def test_variant_a_uses_the_second_boats_and_every_merchants_tile() -> None:
    g = game(4, variants=["A"])
    assert all(b.name.endswith(" II") for b in g.boats)
    drawn = [t.name for t in g.offer] + [n for season in g.decks.values() for n in season]
    assert {"Assayer", "Bookkeeper", "Merchant"} <= set(drawn)
    winter = [n for p in g.players for n in p.winter_hand]
    assert {"Artisan", "Builder", "Muleteer"} <= set(winter)


def test_boats_bring_cabins_and_gold_to_the_home_and_contracts_behind_the_screen() -> None:
    g = game(2)
    g.boats = [Boat("Sea Bastion II"), Boat("Keyflower II")]
    for boat in g.boats:
        from rules.keyflower.setup import load_boat

        load_boat(g, boat, "spring")
    end_season(g)
    first = g.boat_queue[0]
    g = ENGINE.apply(g, first, "boat Sea Bastion II").state
    assert g.players[first].village[(0, 0)].cabins == 1
    second = g.boat_queue[0]
    g = ENGINE.apply(g, second, "boat Keyflower II").state
    assert g.players[second].village[(0, 0)].resources.get("gold", 0) == 1


def test_a_cabin_is_an_extra_upgrade_on_the_home_for_whoever_uses_it() -> None:
    g = game(2)
    me = g.current
    p = g.players[me]
    p.workers = {"red": 2}
    p.village[(0, 0)].cabins = 1
    p.village[(0, -1)] = Tile("Keywood", "village")
    p.village[(1, 0)] = Tile("Key Mine", "village")
    p.skills = {"saw": 1, "anvil": 1}
    g = ENGINE.apply(g, me, "use Home with 1 red: upgrade Keywood, upgrade Key Mine").state
    assert g.players[me].village[(0, -1)].upgraded and g.players[me].village[(1, 0)].upgraded


def test_sea_bastion_ii_is_swapped_for_winter() -> None:
    g = game(2)
    g.season = 2  # autumn
    g.boats = [Boat("Sea Bastion II"), Boat("Keyflower")]
    g.spare_boats = ["Sea Bastion", "Keyflower II"]
    end_season(g)
    first = g.boat_queue[0]
    g = ENGINE.apply(g, first, "boat Sea Bastion II").state
    assert g.phase == "swap" and to_decide(g) == [first]
    refused(g, "swap Keyflower", "kf-swap-for-a-spare-boat", seat=first, boats="Sea Bastion, Keyflower II")
    g = ENGINE.apply(g, first, "swap Keyflower II").state
    assert [b.name for b in g.boats] == ["Keyflower II", "Keyflower"] and "Sea Bastion II" in g.spare_boats


def test_face_up_contracts_are_replaced_at_the_end_of_each_season() -> None:
    g = game(2)
    before = list(g.face_up)
    g.players[0].won = g.players[1].won = []
    end_season(g)
    while g.phase == "boats":
        g = ENGINE.apply(g, g.boat_queue[0], f"boat {next(b.name for b in g.boats if b.taken_by is None)}").state
    while g.phase == "placement":
        seat = to_decide(g)[0]
        g = ENGINE.apply(g, seat, ENGINE.legal_actions(g, seat)[0]).state
    assert g.season == 1 and set(g.face_up).isdisjoint(before) and set(before) <= set(g.discarded)


def test_the_contract_piles_are_reshuffled_when_empty() -> None:
    g = game(2)
    g.discarded = g.contract_deck
    g.contract_deck = []
    assert g.draw_contract() is not None and not g.discarded


def test_flipper_ii_adds_a_free_extension_before_the_scoring() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, -1)] = Tile("Keywood", "village", upgraded=True)
    p.village[(1, -1)] = Tile("Flipper II", "boat")
    g.season, g.phase = 3, "final"
    assert scoring.pending_free_actions(g) == [(0, "free_extension")]
    refused(g, "extension 4 on Keywood paying saw", "kf-free-costs-nothing", seat=0)
    g = ENGINE.apply(g, 0, "extension 4 on Keywood").state
    assert g.players[0].village[(0, -1)].extension == 4 and g.phase == "allocation"
    g = ENGINE.apply(g, 0, "allocate done").state
    g = ENGINE.apply(g, 1, "allocate done").state
    assert g.phase == "finished" and g.players[0].score["fixed VP"] == 3 * 2


def test_flipper_upgrades_one_tile_for_free() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, -1)] = Tile("Sawmill", "village")
    p.village[(1, -1)] = Tile("Flipper", "boat")
    g.season, g.phase = 3, "final"
    g = ENGINE.apply(g, 0, "upgrade Sawmill").state
    assert g.phase == "allocation" and to_decide(g) == [0, 1]
    g = ENGINE.apply(g, 1, "allocate done").state
    assert to_decide(g) == [0]
    g = ENGINE.apply(g, 0, "allocate done").state
    assert g.players[0].score["fixed VP"] == 10 and g.players[0].score["Flipper"] == 2


def test_sea_breese_ii_scores_winter_tiles_and_artisan_builder_muleteer() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, -1)] = Tile("Sea Breese II", "boat")
    p.village[(1, -1)] = Tile("Artisan", "village")
    p.village[(1, 0)] = Tile("Muleteer", "village")
    p.contracts = [0, 1]
    lines = scoring.score_player(g, p)
    assert lines["Sea Breese II"] == 2 * 2 and lines["Artisan"] == 0
    assert lines["contract 0"] == 3 and lines["contract 1"] == 3
    assert TILES["Builder"].a is not None


def test_the_start_player_contract_needs_the_purple_keyple() -> None:
    g = game(2)
    p = g.players[0]
    p.contracts = [12]
    g.phase = "finished"
    g.start_player = 0  # holding the keyple is not enough: it must have been won in winter
    assert "contract 12" not in scoring.score_player(g, p)
    g.purple_winner = 0
    assert scoring.score_player(g, p)["contract 12"] == 7


def test_start_season_keeps_an_extensions_colour() -> None:
    g = game(2)
    g.players[0].village[(0, -1)] = Tile("Keywood", "village", upgraded=True, extension=5)
    start_season(g)
    assert g.players[0].village[(0, -1)].colour() == "red"


def test_a_player_may_override_the_allocation() -> None:
    g = game(2)
    me = g.current
    p = g.players[me]
    p.village[(0, -1)] = Tile("Watermill", "village")
    p.village[(0, 0)].resources = {"wood": 3, "stone": 1}
    assert scoring.score_player(g, p)["Watermill"] == 3  # the engine's choice: wood
    g = ENGINE.apply(g, me, "allocate Watermill: stone. pass").state
    p = g.players[me]
    assert p.pins == {"Watermill": "stone"} and scoring.score_player(g, p)["Watermill"] == 1
    refused(g, "allocate Watermill: saw", "kf-counts-one-of", use="Watermill")
    p.contracts = [23]
    p.pins["contract 23"] = "skip"
    assert "contract 23" not in scoring.score_player(g, p)


def test_outbid_workers_may_pay_an_extension_or_an_exchange() -> None:
    g = game(2)
    me, other = g.current, 1 - g.current
    p = g.players[me]
    p.workers = {"red": 3, "yellow": 2}
    g.players[other].workers = {"red": 5}
    p.village[(0, -1)] = Tile("Keywood", "village", upgraded=True)
    target = g.offer[1].name
    g = ENGINE.apply(g, me, f"bid 2 red on {target}").state
    g = ENGINE.apply(g, other, f"bid 3 red on {target}").state
    red_worker = 5  # the red extension paid with a red worker
    g2 = ENGINE.apply(g, me, f"use Home with 1 red: extension {red_worker} on Keywood from {target}").state
    assert g2.players[me].village[(0, -1)].extension == red_worker
    assert g2.players[me].workers == {"yellow": 2}
    assert not [grp for grp in g2.offer[1].bids() if grp.seat == me]  # the whole group paid
    g.offer[0] = Tile("Fair", "village")
    refused(g, f"use Fair with 1 yellow paying red from {g.offer[0].name}", "kf-no-bid-to-move", seat=me, tile="Fair")
    g3 = ENGINE.apply(g, me, f"use Fair with 1 yellow paying red from {target}").state
    assert g3.players[me].workers.get("green", 0) == 1


def test_variant_b_shows_what_did_not_come_from_the_bag() -> None:
    g = game(2, variants=["B"])
    assert all(not p.shown_workers for p in g.players)  # the start workers are drawn: hidden
    end_season(g)
    first = g.boat_queue[0]
    boat = next(b for b in g.boats if b.taken_by is None)
    load = dict(boat.workers)
    g = ENGINE.apply(g, first, f"boat {boat.name}").state
    from rules.keyflower.engine import public_view

    seen = public_view(g, 1 - first)["players"][first]
    assert seen["workers"] == "hidden" and seen["shown_workers"] == load


def test_gold_left_over_scores_one_each() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, 0)].resources = {"gold": 4, "wood": 2}
    assert scoring.score_player(g, p)["gold"] == 4
