"""Scenarios for Keyflower's rules and The Merchants' paragraphs."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.keyflower import scoring
from rules.keyflower.data.components import EXTENSIONS
from rules.keyflower.engine import KeyflowerEngine, public_view
from rules.keyflower.seasons import end_season
from rules.keyflower.state import GameState, Group, Tile

ENGINE = KeyflowerEngine()


def game(players: int = 2, merchants: bool = False, **options: object) -> GameState:
    g = ENGINE.new_game({"merchants": merchants, **options}, players, "rules")
    for p in g.players:  # known hands make the scenarios readable
        for colour in ("blue", "red", "yellow", "green"):
            g.bag[colour] = (
                g.bag.get(colour, 0) + p.workers.get(colour, 0) if colour != "green" else g.bag.get(colour, 0)
            )
        g.green += p.workers.get("green", 0)
        p.workers = {}
    g.bag = {k: v for k, v in g.bag.items() if k != "green"}
    return g


def hand(g: GameState, seat: int, **workers: int) -> None:
    for colour, n in workers.items():
        if colour == "green":
            g.green -= n
        else:
            g.bag[colour] -= n
        g.players[seat].workers[colour] = g.players[seat].workers.get(colour, 0) + n


def act(g: GameState, text: str, seat: int | None = None) -> GameState:
    return ENGINE.apply(g, g.current if seat is None else seat, text).state


def offer(g: GameState, name: str, side: str = "") -> None:
    g.offer[0] = Tile(name, "village", side=side)


# Using tiles


def test_an_exchange_takes_its_extra_worker_to_the_bag() -> None:
    g = game()
    offer(g, "Peddler")
    me = g.current
    hand(g, me, yellow=2)
    bag = g.bag["yellow"]
    g = act(g, "use Peddler with 1 yellow")
    assert g.players[me].workers == {"green": 1}
    assert g.bag["yellow"] == bag + 1  # the paid yellow; the activating one stays on the tile


def test_tavern_asks_which_worker_is_given() -> None:
    g = game()
    offer(g, "Tavern")
    me = g.current
    hand(g, me, blue=1, red=1)
    with pytest.raises(RuleError, match="Say which worker"):
        act(g, "use Tavern with 1 blue")
    g = act(g, "use Tavern with 1 blue paying red")
    assert sum(g.players[me].workers.values()) == 2  # two drawn from the bag


def test_workshop_gives_one_of_three() -> None:
    g = game()
    offer(g, "Workshop")
    me = g.current
    hand(g, me, red=1)
    with pytest.raises(RuleError, match="Choose one of"):
        act(g, "use Workshop with 1 red")
    g = act(g, "use Workshop with 1 red: iron")
    assert g.players[me].village[(0, 0)].resources == {"iron": 1}


def test_taking_a_face_up_contract_refills_the_row() -> None:
    g = game(merchants=True)
    offer(g, "Assayer")
    me = g.current
    hand(g, me, red=1)
    chosen = g.face_up[0]
    g = act(g, f"use Assayer with 1 red: contract {chosen}")
    assert g.players[me].contracts == [chosen] and len(g.face_up) == 3 and chosen not in g.face_up


def test_upgrades_pay_from_the_tile_with_gold_for_what_is_missing() -> None:
    g = game()
    me = g.current
    hand(g, me, blue=1)
    p = g.players[me]
    p.village[(0, -1)] = Tile("Gold Mine", "village", resources={"stone": 1, "gold": 1})
    g.supply["stone"] -= 1
    g.supply["gold"] -= 1
    g = act(g, "use Home with 1 blue: upgrade Gold Mine")
    mine = g.players[me].village[(0, -1)]
    assert mine.upgraded and mine.resources == {}


def test_extensions_on_upgraded_tiles_match_the_workers_and_double_fixed_vp() -> None:
    g = game(merchants=True)
    me = g.current
    hand(g, me, blue=2)
    p = g.players[me]
    p.village[(0, -1)] = Tile("Keywood", "village", upgraded=True, resources={"wood": 1})
    g.supply["wood"] -= 1
    red_wood = next(i for i, e in enumerate(EXTENSIONS) if e.colour == "red" and dict(e.cost) == {"wood": 1})
    g2 = act(g, f"use Home with 1 blue: extension {red_wood} on Keywood")
    keywood = g2.players[me].village[(0, -1)]
    assert keywood.extension == red_wood and keywood.colour == "red" and red_wood not in g2.extensions
    # a tile with blue workers this season takes only a blue extension
    g.players[me].village[(0, -1)].groups = [Group(1 - me, "blue", 1, "use")]
    g.players[me].village[(0, -1)].colour = "blue"
    with pytest.raises(RuleError, match="must be blue"):
        act(g, f"use Home with 1 blue: extension {red_wood} on Keywood")
    # the fixed VP count twice
    keywood_vp = scoring.score_player(g2, g2.players[me])["fixed VP"]
    assert keywood_vp == 3 * 2


def test_contracts_trade_for_a_specific_item_only() -> None:
    g = game(merchants=True)
    me = g.current
    g.players[me].contracts = [13]  # 1 saw + 1 wood
    g.contract_deck.remove(13) if 13 in g.contract_deck else g.face_up.remove(13)
    with pytest.raises(RuleError, match="can be traded for"):
        act(g, "trade contract 13 for stone. pass")
    g2 = act(g, "trade contract 13 for saw. pass")
    assert g2.players[me].skills == {"saw": 1} and 13 in g2.discarded and g2.current != me


# The end of a season


def test_the_end_of_a_season_step_by_step() -> None:
    g = game(players=3)
    a, b, c = g.current, (g.current + 1) % 3, (g.current + 2) % 3
    hand(g, a, red=3)
    hand(g, b, red=3)
    hand(g, c, red=1)
    won, lost, unused = g.offer[0].name, g.offer[1].name, g.offer[2].name
    g = act(g, f"bid 1 red on {won}")
    g = act(g, f"bid 2 red on {won}")
    g = act(g, f"use {won} with 1 red")  # used while on offer: that worker goes to the winner
    g = act(g, f"bid 2 red on {won}")  # a outbids b: 1 + 2 added makes 3
    bag_red = g.bag["red"]
    end_season(g)
    assert [t.name for t in g.players[a].won] == [won]
    assert g.players[b].workers.get("red", 0) == 3  # b's outbid bid came back
    assert g.players[a].workers.get("red", 0) == 1  # the worker used on the won tile
    assert g.bag["red"] == bag_red + 3  # the winning bid went into the bag
    assert all(t.name not in (lost, unused) or t.bids() for t in g.offer) and not g.offer
    # nobody bid on the start-player tile: the purple keyple moved to the left
    assert g.start_player == (a + 1) % 3
    assert g.phase == "boats" and g.boat_queue[0] == g.start_player


def test_boats_load_workers_skills_and_the_merchants_items() -> None:
    g = game(players=2, merchants=True)
    end_season(g)
    first = g.boat_queue[0]
    boat = g.boats[0]
    workers, skills = dict(boat.workers), dict(boat.skills)
    g = act(g, f"boat {boat.name}", seat=first)
    p = g.players[first]
    for colour, n in workers.items():
        assert p.workers.get(colour, 0) >= n
    for skill, n in skills.items():
        assert p.skills.get(skill, 0) >= n


def test_won_tiles_must_match_every_shared_edge() -> None:
    g = game()
    me = g.current
    g.players[me].won = [Tile("Keythedral", "village")]  # fields all round but one road (edge 5)
    g.phase = "placement"
    g.boat_queue = []
    with pytest.raises(RuleError, match="does not fit"):
        act(g, "place Keythedral N of Home", seat=me)
    options = ENGINE.legal_actions(g, me)
    assert options and all(o.startswith("place Keythedral") for o in options)
    g = act(g, options[0], seat=me)
    assert any(t.name == "Keythedral" for t in g.players[me].village.values())


def test_winter_choices_are_secret_until_everybody_chose() -> None:
    g = game()
    g.season = 3
    g.phase = "winter-offer"
    g.offer = []
    a, b = 0, 1
    g = act(g, f"offer {g.players[a].winter_hand[0]}", seat=a)
    view = public_view(g, b)
    assert view["players"][a]["winter_offer"] == "chosen" and isinstance(view["players"][a]["winter_hand"], int)
    assert g.phase == "winter-offer"
    g = act(g, f"offer {', '.join(g.players[b].winter_hand)}", seat=b)
    assert g.phase == "main" and len(g.offer) == 1 + 3


# The final scoring


def test_yards_count_gold_as_their_resource() -> None:
    g = game()
    p = g.players[0]
    p.village[(0, -1)] = Tile("Timber Yard", "village", resources={"wood": 2, "gold": 1, "stone": 1})
    assert scoring.score_player(g, p)["Timber Yard"] == 2 * 3


def test_turn_order_tiles_score_their_neighbours() -> None:
    g = game()
    p = g.players[0]
    p.village[(0, -1)] = Tile("Order 1", "order")
    p.village[(1, -1)] = Tile("Keywood", "village")
    assert scoring.score_player(g, p)["Order 1"] == 2  # the home and Keywood


def test_contracts_score_seven_or_ten_and_muleteer_pays_for_the_rest() -> None:
    g = game(merchants=True)
    p = g.players[0]
    p.contracts = [23, 0]  # 3 wood (done), 4 blue (not done)
    p.village[(0, 0)].resources = {"wood": 3}
    lines = scoring.score_player(g, p)
    assert lines["contract 23"] == 7 and "contract 0" not in lines
    p.village[(0, 1)] = Tile("Muleteer", "village")
    p.village[(1, 0)] = Tile("White Wind II", "boat")
    lines = scoring.score_player(g, p)
    assert lines["contract 23"] == 10 and lines["contract 0"] == 3


def test_the_tie_goes_to_who_chose_a_winter_boat_first() -> None:
    g = game()
    g.players[0].vp = g.players[1].vp = 30
    g.players[0].boat_rank, g.players[1].boat_rank = 1, 0
    assert scoring.ranking(g) == [1, 0]


def test_variant_c_gives_an_extra_green_worker() -> None:
    g = ENGINE.new_game({"merchants": True, "variants": ["C"], "green_for": [1]}, 3, "c")
    assert g.players[1].workers.get("green", 0) >= 1 and sum(g.players[1].workers.values()) == 9
    with pytest.raises(RuleError, match="Variant C"):
        ENGINE.new_game({"merchants": True, "green_for": [1]}, 3, "c")
