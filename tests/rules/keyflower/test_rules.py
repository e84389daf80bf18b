"""Scenarios for Keyflower's rules and The Merchants' paragraphs."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.keyflower import scoring
from rules.keyflower.data.components import EXTENSIONS
from rules.keyflower.engine import public_view
from rules.keyflower.seasons import end_season
from rules.keyflower.state import GameState, Group, Tile

from .scenario import ENGINE, act, game, hand, refused, set_home


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
    refused(g, "use Tavern with 1 blue", "kf-say-which-worker", tile="Tavern")
    refused(g, "use Tavern with 1 blue paying saw", "kf-pay-a-worker", tile="Tavern")
    refused(g, "use Tavern with 1 blue paying yellow", "kf-too-few-workers", colour="yellow", needed=1, have=0)
    g = act(g, "use Tavern with 1 blue paying red")
    assert sum(g.players[me].workers.values()) == 2  # two drawn from the bag


def test_workshop_gives_one_of_three() -> None:
    g = game()
    offer(g, "Workshop")
    me = g.current
    hand(g, me, red=1)
    refused(g, "use Workshop with 1 red", "kf-choose-one", tile="Workshop", options="wood, stone, iron")
    refused(g, "use Workshop with 1 red: gold", "kf-choose-one", tile="Workshop")
    refused(g, "use Workshop with 1 red: wood, stone", "kf-choose-one", tile="Workshop")
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


def test_upgrades_pay_from_the_tile_and_skills_from_the_screen() -> None:
    g = game()
    me = g.current
    hand(g, me, blue=1, saw=1)
    p = g.players[me]
    p.village[(0, -1)] = Tile("Gold Mine", "village", resources={"stone": 1, "iron": 1, "wood": 1})
    p.village[(1, -1)] = Tile("Keywood", "village")
    g.supply["stone"] -= 1
    g.supply["iron"] -= 1
    g.supply["wood"] -= 1
    g2 = act(g, "use Home with 1 blue: upgrade Gold Mine")
    mine = g2.players[me].village[(0, -1)]
    assert mine.upgraded and mine.resources == {"wood": 1}
    g3 = act(g, "use Home with 1 blue: upgrade Keywood")
    assert g3.players[me].skills == {} and g3.skill_pool["saw"] == g.skill_pool["saw"] + 1
    refused(g, "use Home with 1 blue: upgrade Keywood, upgrade Gold Mine", "kf-no-upgrade-left")
    refused(g, "use Home with 1 blue: upgrade Keywood paying pickaxe", "kf-payment-does-not-fit")
    refused(g, "use Home with 1 blue: upgrade Order 1", "kf-not-in-your-village", tile="Order 1")
    refused(g, "use Home with 1 blue: upgrade Home", "kf-tile-lacks")


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
    assert keywood.extension == red_wood and keywood.colour() == "red" and red_wood not in g2.extensions
    # a tile with blue workers this season takes only a blue extension
    g.players[me].village[(0, -1)].groups = (Group(1 - me, "blue", 1, "use", use=1),)
    g.bag["blue"] -= 1
    refused(g, f"use Home with 1 blue: extension {red_wood} on Keywood", "kf-extension-colour", colour="blue")
    # the fixed VP count twice
    keywood_vp = scoring.score_player(g2, g2.players[me])["fixed VP"]
    assert keywood_vp == 3 * 2


def test_contracts_trade_for_a_specific_item_only() -> None:
    g = game(merchants=True)
    me = g.current
    g.players[me].contracts = [13]  # 1 saw + 1 wood
    g.contract_deck.remove(13) if 13 in g.contract_deck else g.face_up.remove(13)
    refused(g, "trade contract 13 for stone. pass", "kf-not-on-contract", contract=13, items="saw, wood")
    refused(g, "trade contract 14 for stone", "kf-no-such-contract", contract=14)
    g2 = act(g, "trade contract 13 for saw. pass")
    assert g2.players[me].skills == {"saw": 1} and 13 in g2.discarded and g2.current != me
    g3 = act(g, "trade contract 13 for wood")  # a free action: the turn goes on
    assert g3.players[me].village[(0, 0)].resources == {"wood": 1} and g3.current == me
    g.supply["wood"] = 0
    refused(g, "trade contract 13 for wood", "kf-none-left", item="wood")


# The end of a season


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
    set_home(g, me, 1)  # roads all round but its bottom side
    g.players[me].won = [Tile("Keythedral", "village")]  # fields all round but one road (edge 5)
    g.phase = "placement"
    g.boat_queue = []
    refused(g, "place Keythedral N of Home", "kf-does-not-fit", seat=me, tile="Keythedral")
    refused(g, "place Scholar N of Home", "kf-nothing-to-place", seat=me, tile="Scholar")
    refused(g, "place Keythedral N of Keywood", "kf-not-in-your-village", seat=me, tile="Keywood")
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


def test_variant_c_gives_an_extra_green_worker() -> None:
    g = ENGINE.new_game({"merchants": True, "variants": ["C"], "green_for": [1]}, 3, "c")
    assert g.players[1].workers.get("green", 0) >= 1 and sum(g.players[1].workers.values()) == 9
    for options, seats, code in [
        ({"merchants": True, "green_for": [1]}, 3, "kf-variant-c-seat"),
        ({"merchants": True, "variants": ["C"], "green_for": [5]}, 3, "kf-variant-c-seat"),
        ({"merchants": True, "variants": ["D"]}, 3, "kf-unknown-variant"),
        ({"variants": ["A"]}, 3, "kf-variants-are-merchants"),
        ({}, 7, "kf-player-count"),
    ]:
        with pytest.raises(RuleError) as info:
            ENGINE.new_game(options, seats, "c")
        assert info.value.code == code
