"""The base rulebook (shared/rulebooks/keyflower-base.en.md), rule by rule: each test quotes the
sentence it follows and checks exact outcomes."""

from __future__ import annotations

from rules.keyflower import scoring
from rules.keyflower.effects import edges_of
from rules.keyflower.engine import public_view, to_decide
from rules.keyflower.seasons import end_season
from rules.keyflower.setup import load_boats
from rules.keyflower.state import Tile
from rules.keyflower.village import DIRECTIONS, HOME, neighbour, road_loop_tiles

from .scenario import ENGINE, act, beside_home, finish_boats, game, hand, on_offer, put, refused, set_home, workers

# Production


def test_each_use_takes_one_more_worker_than_the_previous_and_six_at_most() -> None:
    """ "Each use of a tile requires at least one more worker than the previous use. Therefore if
    the initial usage is with 2 workers, not 1 worker, then the next usage will cost a minimum of
    three workers, a total of 5 workers. In this instance the tile cannot be used for a third time
    in that season as the maximum number of workers allowed on a tile in one season is 6.\""""
    g = game()
    a, b = g.current, 1 - g.current
    on_offer(g, "Woodcutter")
    hand(g, a, yellow=6)
    hand(g, b, yellow=6)
    g = act(g, "use Woodcutter with 2 yellow")  # a first use of 2: players do it to block a tile
    assert g.players[a].village[(0, 0)].resources == {"wood": 2} and workers(g, a) == {"yellow": 4}
    refused(g, "use Woodcutter with 2 yellow", "kf-use-needs-more", tile="Woodcutter", needed=3)
    g = act(g, "use Woodcutter with 3 yellow")
    assert g.players[b].village[(0, 0)].resources == {"wood": 2} and workers(g, b) == {"yellow": 3}
    refused(g, "use Woodcutter with 4 yellow", "kf-tile-full", tile="Woodcutter")


def test_a_first_use_of_three_leaves_no_further_use() -> None:
    """ "If the initial usage is 3 or more workers, then no further use can be made of the tile that
    season.\""""
    g = game()
    on_offer(g, "Keywood")
    hand(g, g.current, red=3)
    hand(g, 1 - g.current, red=4)
    g = act(g, "use Keywood with 3 red")
    refused(g, "use Keywood with 4 red", "kf-tile-full", tile="Keywood")


def test_one_two_three_fill_a_tile() -> None:
    """ "A player may usually use a tile for a third time by placing three workers [...] No more
    than six workers may be placed on a tile in one season.\""""
    g = game()
    a, b = g.current, 1 - g.current
    on_offer(g, "Keywood")
    hand(g, a, red=4)
    hand(g, b, red=4)
    g = act(g, "use Keywood with 1 red")
    g = act(g, "use Keywood with 2 red")
    refused(g, "use Keywood with 7 red", "kf-six-on-a-tile", tile="Keywood", room=3)
    g = act(g, "use Keywood with 3 red")
    assert [grp.count for grp in g.offer[0].uses()] == [1, 2, 3]
    refused(g, "use Keywood with 4 red", "kf-tile-full", seat=b)


def test_uses_follow_the_colour_of_the_bids_around_the_tile() -> None:
    """ "If the tile is a tile from the current season and is therefore also being bid for, then the
    worker placed on the tile must be the same colour as any worker that has already been used to
    bid for the tile.\""""
    g = game()
    on_offer(g, "Keywood")
    hand(g, g.current, red=1)
    hand(g, 1 - g.current, blue=1, red=1)
    g = act(g, "bid 1 red on Keywood")
    refused(g, "use Keywood with 1 blue", "kf-wrong-colour", tile="Keywood", colour="red")
    g = act(g, "use Keywood with 1 red")
    assert g.players[1 - g.current].village[(0, 0)].resources == {"wood": 1}


def test_resources_made_in_your_own_village_stay_on_the_tile() -> None:
    """ "Any resources generated in a player's own village are placed on the tile generating the
    resources. Any resources generated in another player's village or from a tile being bid for
    are placed on the player's home tile.\""""
    g = game()
    a, b = g.current, 1 - g.current
    g.players[a].village[(0, -1)] = Tile("Key Mine", "village")
    hand(g, a, blue=1)
    hand(g, b, blue=2)
    g = act(g, "use Key Mine with 1 blue")
    assert g.players[a].village[(0, -1)].resources == {"iron": 1}
    g = act(g, "use Key Mine with 2 blue")
    assert g.players[b].village[(0, 0)].resources == {"iron": 1}  # used in a's village: onto b's home


def test_tiles_without_an_action_take_no_workers() -> None:
    """ "The player does not need to place a worker on the tile in order to have the ability, indeed
    no workers may be placed on the summer boat tiles." Sawmill and the like "only generate points
    at the end of the game.\""""
    g = game()
    on_offer(g, "Summer Boat 2", "Sawmill", side="a")
    hand(g, g.current, red=1)
    refused(g, "use Summer Boat 2 with 1 red", "kf-tile-has-no-action", tile="Summer Boat 2")
    refused(g, "use Sawmill with 1 red", "kf-tile-has-no-action", tile="Sawmill")
    refused(g, "use Order 1 with 1 red", "kf-order-tiles-are-bid-on", tile="Order 1")
    assert g.offer[0].side == "a"


def test_a_short_supply_gives_what_is_left() -> None:
    """ "In the unlikely scenario that there are insufficient resources, workers or skill tiles of
    the type being generated, then the player only receives the number that is available.\""""
    g = game()
    on_offer(g, "Woodcutter")
    hand(g, g.current, red=1)
    g.supply["wood"] = 1
    g = act(g, "use Woodcutter with 1 red")
    assert g.players[1 - g.current].village[(0, 0)].resources == {"wood": 1} and g.supply.get("wood", 0) == 0


# Bidding


def test_a_bid_must_beat_the_previous_one_and_follow_its_colour() -> None:
    """ "All workers used in bidding for a tile must be of the same colour as any other workers
    surrounding the tile [...] the bid must be with a greater number of workers than the previous
    bid.\""""
    g = game(3)
    a = g.current
    b = (a + 1) % 3
    hand(g, a, red=3)
    hand(g, b, red=3, blue=3)
    tile = g.offer[0].name
    g = act(g, f"bid 2 red on {tile}")
    refused(g, f"bid 3 blue on {tile}", "kf-wrong-colour", tile=tile, colour="red")
    refused(g, f"bid 2 red on {tile}", "kf-bid-too-low", tile=tile, highest=2)
    refused(g, f"bid 4 red on {tile}", "kf-too-few-workers", colour="red", needed=4, have=3)
    g = act(g, f"bid 3 red on {tile}")
    assert g.offer[0].best_bid().seat == b and workers(g, b) == {"blue": 3}


def test_adding_to_a_losing_bid_must_make_it_win() -> None:
    """ "A player's turn may consist of adding more workers to a winning bid." The Merchants'
    clarification: "Mais trabalhadores podem ser adicionados independentemente se a oferta for
    uma oferta vencedora ou perdedora. No entanto, o novo número total de trabalhadores deve criar,
    ou ainda ser, uma oferta vencedora.\""""
    g = game()
    a, b = g.current, 1 - g.current
    hand(g, a, red=5)
    hand(g, b, red=5)
    tile = g.offer[0].name
    g = act(g, f"bid 1 red on {tile}")
    g = act(g, f"bid 3 red on {tile}")
    refused(g, f"bid 2 red on {tile}", "kf-bid-too-low", highest=3)  # 1 + 2 does not beat 3
    g = act(g, f"bid 3 red on {tile}")
    assert g.offer[0].best_bid().seat == a and g.offer[0].best_bid().count == 4


def test_outbid_workers_move_together_and_may_be_topped_up() -> None:
    """ "If workers are outbid, they can be moved elsewhere but must remain together. When moving
    outbid workers, a player may supplement these workers with other losing workers or with
    workers from behind their screen.\""""
    g = game()
    a, b = g.current, 1 - g.current
    x, y, z = (t.name for t in g.offer[:3])
    hand(g, a, red=6)
    hand(g, b, red=6)
    g = act(g, f"bid 2 red on {x}")
    g = act(g, f"bid 3 red on {x}")
    g = act(g, f"bid 1 red on {z}")
    g = act(g, f"bid 2 red on {z}")
    assert workers(g, a) == {"red": 3}
    refused(g, f"bid 1 red on {y} from {x}", "kf-outbid-group-whole", tile=x, count=2, colour="red")
    refused(g, f"bid 3 red on {y} from {x}, {x}", "kf-group-named-twice")
    # both losing groups (2 + 1) and 1 more from behind the screen
    g = act(g, f"bid 4 red on {y} from {x}, {z}")
    assert [grp.seat for grp in g.offer[0].bids()] == [b] and [grp.seat for grp in g.offer[2].bids()] == [b]
    assert g.offer[1].best_bid().seat == a and g.offer[1].best_bid().count == 4
    assert workers(g, a) == {"red": 2}


def test_an_outbid_group_may_be_used_on_a_tile_with_more_workers() -> None:
    """ "A player may use more workers than are required, for example if they are reallocating
    workers from a losing bid which cannot be split.\""""
    g = game()
    a, b = g.current, 1 - g.current
    on_offer(g, "Keywood", "Woodcutter")
    hand(g, a, red=4)
    hand(g, b, red=3)
    g = act(g, "bid 2 red on Keywood")
    g = act(g, "bid 3 red on Keywood")
    g = act(g, "use Woodcutter with 3 red from Keywood")  # the pair, and one from the screen
    assert g.offer[1].uses()[0].count == 3 and workers(g, a) == {"red": 1}
    assert g.players[a].village[(0, 0)].resources == {"wood": 2}


def test_winning_workers_stay() -> None:
    """ "A player cannot remove workers if they are winning a bid.\""""
    g = game()
    a, b = g.current, 1 - g.current
    x, y = g.offer[0].name, g.offer[1].name
    hand(g, a, red=2)
    hand(g, b, red=1)
    g = act(g, f"bid 2 red on {x}")
    g = act(g, "pass")
    refused(g, f"bid 2 red on {y} from {x}", "kf-winning-bid-stays", tile=x)
    refused(g, f"bid 2 red on {y} from {g.offer[2].name}", "kf-no-bid-to-move", tile=g.offer[2].name)


def test_one_location_a_turn() -> None:
    """ "On their turn a player places one or more workers into a single location.\""""
    g = game()
    hand(g, g.current, red=2)
    x, y = g.offer[0].name, g.offer[1].name
    refused(g, f"bid 1 red on {x}. bid 1 red on {y}", "kf-one-action")


def test_a_season_ends_when_all_pass_in_succession() -> None:
    """ "In each season play proceeds clockwise until all players have passed in succession.
    Therefore a player who has passed may take further actions as long as all the other players
    did not also pass.\""""
    g = game(3)
    a, c = g.current, (g.current + 2) % 3
    hand(g, a, red=1)
    hand(g, c, red=1)
    g = act(g, "pass")
    g = act(g, "pass")
    g = act(g, f"bid 1 red on {g.offer[0].name}")
    g = act(g, f"bid 1 red on {g.offer[1].name}")  # a passed before, and acts again
    g = act(g, "pass")
    g = act(g, "pass")
    assert g.phase == "main" and g.current == a
    g = act(g, "pass")
    assert g.phase == "boats"


# Transport and upgrading


def test_upgrades_pay_with_the_resources_on_the_tile_gold_only_with_boat_3a() -> None:
    """ "Resources required for the upgrade must be on the village tile when the upgrade is
    performed." Only Summer Boat 3a lets one resource stand for another: "When upgrading any type
    of resource: gold, iron, stone and wood can be used in substitution for any other type.\""""
    g = game()
    me = g.current
    hand(g, me, blue=2)
    p = g.players[me]
    p.village[(0, -1)] = put(g, Tile("Gold Mine", "village"), stone=1, gold=1)  # costs stone + iron
    refused(g, "use Home with 1 blue: upgrade Gold Mine", "kf-tile-lacks", tile="Gold Mine", resource="iron")
    refused(g, "use Home with 1 blue: upgrade Gold Mine paying stone+gold", "kf-payment-does-not-fit")
    p.village[(1, -1)] = Tile("Summer Boat 3", "village", side="a")
    g2 = act(g, "use Home with 1 blue: upgrade Gold Mine")
    mine = g2.players[me].village[(0, -1)]
    assert mine.upgraded and mine.resources == {} and g2.supply["gold"] == g.supply["gold"] + 1


def test_an_any_cost_is_paid_as_the_player_names_it() -> None:
    """The Well costs 3 resources of any type: the player says which (the engine's pick, when
    none is named: what the tile has most of, gold last)."""
    g = game()
    me = g.current
    hand(g, me, blue=2)
    g.players[me].village[(0, -1)] = put(g, Tile("Well", "village"), wood=2, stone=1, gold=2)
    g2 = act(g, "use Home with 1 blue: upgrade Well paying wood+gold+gold")
    assert g2.players[me].village[(0, -1)].resources == {"wood": 1, "stone": 1}
    g3 = act(g, "use Home with 1 blue: upgrade Well")
    assert g3.players[me].village[(0, -1)].resources == {"gold": 2}
    refused(g, "use Home with 1 blue: upgrade Well paying stone+stone+wood", "kf-tile-lacks", resource="stone")
    assert "use Home with 1 blue: upgrade Well paying wood+stone+gold" in ENGINE.legal_actions(g, me)


def test_transport_moves_along_roads_one_step_per_resource() -> None:
    """ "The transportation of resources must be along roads. [...] if the transport capacity is
    two, then two resources can be moved to an adjacent tile(s) or one resource can be moved two
    tiles.\""""
    g = game()
    me = g.current
    hand(g, me, red=2)
    p = g.players[me]
    # Key Mine and Keywood in a line from the home, joined by roads (their N and S sides)
    edge = next(e for e in (0, 3) if edges_of(p.village[HOME])[e] == "R")
    mine_pos = neighbour(HOME, edge)
    p.village[mine_pos] = put(g, Tile("Key Mine", "village"), iron=2)
    p.village[neighbour(mine_pos, edge)] = put(g, Tile("Keywood", "village"), wood=1)
    p.village[(5, 5)] = Tile("Stable", "village")  # transport 2, wherever it lies
    g2 = act(g, "use Home with 1 red: move 1 iron Key Mine>Home")
    assert g2.players[me].village[HOME].resources == {"iron": 1}
    assert g2.players[me].village[mine_pos].resources == {"iron": 1}
    refused(g, "use Home with 1 red: move 2 iron Key Mine>Home", "kf-too-far", cost=2, left=1)
    refused(g, "use Home with 1 red: move 1 wood Keywood>Home", "kf-too-far", cost=2, left=1)
    g3 = act(g, "use Stable with 1 red: move 1 wood Keywood>Home")
    assert g3.players[me].village[HOME].resources == {"wood": 1}
    g4 = act(g, "use Stable with 1 red: move 2 iron Key Mine>Home")
    assert g4.players[me].village[HOME].resources == {"iron": 2}


def test_summer_boat_2a_crosses_fields() -> None:
    """ "When transporting resources the resources may be transported across fields (where there
    are no roads) as well as along roads.\""""
    g = game()
    me = g.current
    hand(g, me, red=2)
    p = g.players[me]
    beside_home(g, me, put(g, Tile("Keythedral", "village"), wood=1), "R", "G")  # no road between
    refused(g, "use Home with 1 red: move 1 wood Keythedral>Home", "kf-no-road", source="Keythedral")
    p.village[(5, 5)] = Tile("Summer Boat 2", "village", side="a")
    g = act(g, "use Home with 1 red: move 1 wood Keythedral>Home")
    assert g.players[me].village[HOME].resources == {"wood": 1}


# The end of a season


def test_the_end_of_a_season_puts_green_workers_into_the_bag() -> None:
    """ "Any workers (including green workers) on those tiles are placed in the bag." "Places the
    workers used in the successful bids into the bag (including green workers)." "Place the
    workers used in the bids for the turn order tiles into the bag (including green workers).\""""
    g = game()
    a = g.current
    on_offer(g, "Keywood", "Woodcutter")
    hand(g, a, green=4)
    green_supply = g.green
    g = act(g, "bid 2 green on Keywood")
    g = act(g, "pass")
    g = act(g, "use Woodcutter with 1 green")  # nobody bids on it
    g = act(g, "pass")
    g = act(g, "bid 1 green on Order 1")
    g = act(g, "pass")
    g = act(g, "pass")
    assert g.phase == "boats"
    assert g.bag.get("green", 0) == 2 + 1 + 1 and g.green == green_supply
    assert [t.name for t in g.players[a].won] == ["Keywood"] and workers(g, a) == {}


def test_green_workers_in_the_bag_are_drawn_like_any_other() -> None:
    """Green workers in the bag are drawn from it like the others (Alehouse: "draws the indicated
    number of workers from the bag")."""
    g = game()
    on_offer(g, "Alehouse")
    me = g.current
    hand(g, me, red=1)
    g.players[1 - me].workers, g.bag = g.bag, {}
    g.green -= 1
    g.to_bag("green", 1)
    g = act(g, "use Alehouse with 1 red")
    assert workers(g, me) == {"green": 1} and g.bag == {}


def test_won_tiles_come_with_the_workers_used_on_them() -> None:
    """ "Takes any village tile they successfully bid for and any workers placed on them. Places the
    workers used in the successful bids into the bag." "All players collect workers that they
    played and which form part of an unsuccessful bid." "Any village tiles that were not bid for
    are removed and placed in the game box.\""""
    g = game(3)
    a, b, c = g.current, (g.current + 1) % 3, (g.current + 2) % 3
    on_offer(g, "Keywood", "Woodcutter")
    hand(g, a, red=3)
    hand(g, b, red=3)
    hand(g, c, red=1)
    g = act(g, "bid 1 red on Keywood")
    g = act(g, "bid 2 red on Keywood")
    g = act(g, "use Keywood with 1 red")
    g = act(g, "bid 2 red on Keywood")  # a: 1 + 2 beats 2
    bag_red = g.bag["red"]
    end_season(g)
    assert [t.name for t in g.players[a].won] == ["Keywood"] and g.players[a].won[0].groups == ()
    assert workers(g, a) == {"red": 1}  # c's worker used on Keywood goes with the tile
    assert workers(g, b) == {"red": 3}  # the outbid pair came back
    assert workers(g, c) == {}
    assert g.bag["red"] == bag_red + 3  # the winning bid went into the bag
    assert not g.offer


def test_workers_in_a_village_go_to_its_owner() -> None:
    """ "Any workers used on tiles in the player's home village are retained and placed behind the
    player's screen.\""""
    g = game()
    a, b = g.current, 1 - g.current
    hand(g, b, blue=1)
    g = act(g, "pass")
    g = act(g, f"use Home {g.players[a].home} with 1 blue")
    g = act(g, "pass")
    g = act(g, "pass")
    assert workers(g, a) == {"blue": 1} and workers(g, b) == {}


def test_boats_are_chosen_in_turn_order_then_clockwise_from_the_start_player() -> None:
    """ "The player(s) who won the number two, three and four turn order tiles [...] then do the
    same, followed in clockwise order from the new start player by any of the players who did not
    win a turn order tile. [...] A player may only take contents of one boat even if they win the
    bids for more than one turn order tile." "When that tile is resolved the start player will
    change to that player immediately.\""""
    g = game(5)
    s = g.start_player
    s0, s1, s2, s3, s4 = ((s + i) % 5 for i in range(5))
    for seat in (s1, s2, s4):
        hand(g, seat, red=2)
    for text in ("pass", "bid 1 red on Order 2", "bid 1 red on Order 1", "pass", "bid 1 red on Order 4",
                 "pass", "pass", "bid 1 red on Order 3", "pass", "pass", "pass", "pass", "pass"):  # fmt: skip
        g = act(g, text)
    assert g.phase == "boats" and g.start_player == s4 and g.purple_winner == s4
    assert g.boat_queue == [s2, s1, s4, s0, s3]
    g = finish_boats(g)
    assert g.start_player == s4


def test_nobody_on_the_start_player_tile_keeps_the_start_player_for_the_boats_then_moves_left() -> None:
    """ "If no player bid for the new start player tile, the existing start player remains the
    start player for the purposes of collecting the boat contents." "If no player bid for the turn
    order tile with the start player icon then, after all of the players have taken their workers
    and skill tile(s), the player to the start player's left becomes the new start player.\""""
    g = game(3)
    s = g.start_player
    left, right = (s + 1) % 3, (s + 2) % 3
    hand(g, left, red=1)
    g = act(g, "pass")
    g = act(g, "bid 1 red on Order 1")  # left wins Order 1; nobody bids on Order 2 (start player)
    for _ in range(3):
        g = act(g, "pass")
    assert g.boat_queue == [left, s, right] and g.start_player == s
    g = finish_boats(g)
    assert g.start_player == left
    g2 = g
    while g2.phase == "placement":
        seat = to_decide(g2)[0]
        g2 = act(g2, ENGINE.legal_actions(g2, seat)[0], seat)
    assert g2.season_name == "summer" and g2.current == left


def test_boats_are_filled_one_worker_at_a_time_when_the_bag_runs_short() -> None:
    """ "In the unlikely scenario that there are insufficient workers in the bag, fill boats in
    order with one worker at a time, but not with more workers than are stated on the tile.\""""
    g = game(2)
    g.bag = {"red": 3}
    load_boats(g, "summer")  # Keyflower 7 workers, Sea Bastion 6
    assert [sum(b.workers.values()) for b in g.boats] == [2, 1] and g.bag == {}


# Summer boats


def test_boat_1a_draws_after_the_winning_bids_are_in_the_bag_even_the_summer_it_was_won() -> None:
    """ "When taking workers from the boats at the end of summer and autumn, the player takes two
    additional workers from the bag if available. [...] The workers are drawn from the bag after
    all of the workers (including green workers) used in winning bids in that round have been
    placed in the bag.\""""
    g = game()
    g.season = 1
    a, b = g.current, 1 - g.current
    on_offer(g, "Summer Boat 1", side="a")
    hand(g, a, green=2)
    for boat in g.boats:  # empty boats and an empty bag: only the winning greens will be drawn
        boat.workers, boat.skills = {}, {}
    g.players[b].workers = dict(g.bag)
    g.bag = {}
    g = act(g, "bid 2 green on Summer Boat 1")
    g = act(g, "pass")
    g = act(g, "pass")
    g = finish_boats(g)
    assert workers(g, a) == {"green": 2} and g.bag == {}
    assert [t.name for t in g.players[a].won] == ["Summer Boat 1"]  # placed only after this


def test_boat_1b_takes_a_green_worker_with_each_boat_and_in_winter() -> None:
    """ "When taking workers from the boats at the end of summer and autumn, the player additionally
    takes one green worker from the supply if available. When taking a boat tile at the end of
    winter, the player also takes one green worker from the supply if available.\""""
    g = game()
    g.season = 3
    g.offer = []
    a = g.current
    g.players[a].village[(0, -1)] = Tile("Summer Boat 1", "village", side="b")
    green = g.green
    g = act(g, "pass")
    g = act(g, "pass")
    g = finish_boats(g)
    assert workers(g, a) == {"green": 1} and g.green == green - 1
    assert workers(g, 1 - a) == {}


def test_boat_4a_counter_bids_in_another_colour_lying_then_stands_up() -> None:
    """ "If another player has bid for a village tile using blue, red or yellow (but not green)
    workers, then the owner of this boat may counter bid using a different colour (including
    green). [...] If all of the other players' workers [...] are moved elsewhere because they have
    been outbid and there are no workers using the tile being bid for, then the workers that are
    lying horizontal are stood up and their colour becomes the new bid and usage colour.\""""
    g = game(3)
    a, b, c = g.current, (g.current + 1) % 3, (g.current + 2) % 3
    g.players[b].village[(0, -1)] = Tile("Summer Boat 4", "village", side="a")
    on_offer(g, "Keywood", "Woodcutter")
    hand(g, a, red=3)
    hand(g, b, green=2, blue=3)
    hand(g, c, red=3, green=3)
    g = act(g, "bid 1 red on Keywood")
    g = act(g, "bid 2 green on Keywood")  # b's counter-bid, lying
    assert [(grp.colour, grp.lying) for grp in g.offer[0].bids()] == [("red", False), ("green", True)]
    assert g.offer[0].colour() == "red"
    refused(g, "bid 3 green on Keywood", "kf-wrong-colour", colour="red")  # c has no boat 4a
    g = act(g, "pass")
    g = act(g, "bid 1 red on Woodcutter from Keywood")  # the only standing workers leave
    assert [(grp.colour, grp.lying) for grp in g.offer[0].bids()] == [("green", False)]
    assert g.offer[0].colour() == "green"
    g = act(g, "pass")
    refused(g, "bid 3 red on Keywood", "kf-wrong-colour", colour="green")
    g = act(g, "bid 3 green on Keywood")
    assert g.offer[0].best_bid().seat == c


def test_boat_4a_not_against_green_nor_without_a_bid() -> None:
    """ "If another player has bid [...] using blue, red or yellow (but not green) workers.\""""
    g = game()
    a, b = g.current, 1 - g.current
    g.players[b].village[(0, -1)] = Tile("Summer Boat 4", "village", side="a")
    on_offer(g, "Keywood", "Woodcutter")
    hand(g, a, green=1, red=1)
    hand(g, b, red=2, blue=2)
    g = act(g, "bid 1 green on Keywood")
    refused(g, "bid 2 red on Keywood", "kf-wrong-colour", colour="green")
    g = act(g, "pass")
    g = act(g, "use Woodcutter with 1 red")  # a use, not a bid
    refused(g, "bid 1 blue on Woodcutter", "kf-wrong-colour", colour="red")


def test_boat_4a_on_a_turn_order_tile() -> None:
    """Turn-order tiles are bid for as village tiles are ("A player chooses which village tile or a
    turn order tile they want to bid for"), so Boat 4a counter-bids there too."""
    g = game()
    a, b = g.current, 1 - g.current
    g.players[b].village[(0, -1)] = Tile("Summer Boat 4", "village", side="a")
    hand(g, a, red=1)
    hand(g, b, blue=2)
    g = act(g, "bid 1 red on Order 1")
    g = act(g, "bid 2 blue on Order 1")
    assert g.orders[0].best_bid().lying and g.orders[0].best_bid().seat == b


def test_boat_4b_uses_any_colours_lying_within_six() -> None:
    """ "If a tile has already been bid for, or has previously been used for production, the owner
    of boat 4b does not have to follow the same colour rule [...] including more than one
    different colour at the same time. [...] The horizontal workers still count toward the six
    worker limit [...] Other players must continue to use the colour of the standing up workers.
    [...] If a tile has not previously been used or bid for [...] they must be of the same colour
    as each other.\""""
    g = game()
    a, b = g.current, 1 - g.current
    g.players[b].village[(0, -1)] = Tile("Summer Boat 4", "village", side="b")
    on_offer(g, "Keywood", "Woodcutter")
    hand(g, a, red=5, blue=1)
    hand(g, b, blue=3, yellow=2, red=1)
    g = act(g, "bid 1 red on Keywood")
    g = act(g, "use Keywood with 1 red + 1 blue")
    assert [(grp.colour, grp.count, grp.lying) for grp in g.offer[0].uses()] == [("red", 1, False), ("blue", 1, True)]
    assert g.players[b].village[(0, 0)].resources == {"wood": 1}
    refused(g, "use Keywood with 3 blue", "kf-wrong-colour", colour="red")  # a has no boat 4b
    g = act(g, "use Keywood with 3 red")
    refused(g, "use Woodcutter with 1 yellow + 1 blue", "kf-one-colour", tile="Woodcutter")
    refused(g, "use Keywood with 4 blue", "kf-tile-full")  # 2 + 3 on it: no third use


# Winter


def test_winter_tiles_are_shuffled_so_nobody_knows_who_offered_which() -> None:
    """ "The tiles are then shuffled [...] so that players do not know which tiles were selected by
    which player." "The numbers of tiles selected are then revealed simultaneously.\""""

    def table(hands: list[list[str]], offers: list[str]) -> dict[str, object]:
        g = game(3)
        g.season, g.phase, g.offer = 3, "winter-offer", []
        for p, tiles in zip(g.players, hands, strict=True):
            p.winter_hand = tiles
        g = act(g, f"offer {offers[0]}", 0)
        view = public_view(g, 1)
        assert view["players"][0]["winter_offer"] == "chosen" and view["players"][0]["winter_hand"] == 2
        assert g.phase == "winter-offer" and sorted(to_decide(g)) == [1, 2]
        g = act(g, f"offer {offers[1]}", 1)
        g = act(g, f"offer {offers[2]}", 2)
        assert g.phase == "main" and [p.winter_offered for p in g.players] == [1, 1, 2]
        return public_view(g, None)

    one = table([["Keythedral", "Scholar"], ["Windmill", "Jeweller"], ["Apothecary", "Key Guild"]],
                ["Keythedral", "Windmill", "Apothecary, Key Guild"])  # fmt: skip
    two = table([["Windmill", "Scholar"], ["Keythedral", "Jeweller"], ["Key Guild", "Apothecary"]],
                ["Windmill", "Keythedral", "Key Guild, Apothecary"])  # fmt: skip
    assert sorted(t["name"] for t in one["offer"]) == ["Apothecary", "Key Guild", "Keythedral", "Windmill"]
    assert one == two  # the same tiles from other hands: nothing on the table tells them apart


def test_winter_offer_needs_one_of_your_tiles() -> None:
    """ "In winter each player selects one or more of the winter tiles that they received.\""""
    g = game()
    g.season, g.phase, g.offer = 3, "winter-offer", []
    hand_ = g.players[0].winter_hand
    refused(g, "offer Keythedral, Keythedral", "kf-not-your-winter-tiles", seat=0)
    refused(g, f"offer {hand_[0]}. offer {hand_[1]}", "kf-one-action", seat=0)
    g = act(g, f"offer {hand_[0]}", 0)
    refused(g, f"offer {hand_[1]}", "kf-not-your-turn", seat=0)


# Final scoring


def test_mercers_guild_takes_gold_for_a_missing_resource() -> None:
    """Mercer's Guild: "5 points for each set of three different resources [...] gold can be used
    in substitution of any of the other types of resource, but if it is used in this way the gold
    does not then also score 1 point for being gold.\""""
    g = game()
    p = g.players[0]
    p.village[(0, -1)] = Tile("Mercer's Guild", "village")
    p.village[(0, 0)].resources = {"wood": 2, "stone": 1, "gold": 3}
    lines = scoring.score_player(g, p)
    assert lines["Mercer's Guild"] == 10 and "gold" not in lines  # wood+stone+gold, wood+gold+gold
    p.village[(0, 0)].resources = {"wood": 2, "stone": 1, "gold": 2}
    assert scoring.score_player(g, p) == {"Mercer's Guild": 5, "gold": 1}
    p.village[(0, 0)].resources = {"wood": 1, "stone": 1, "iron": 1, "gold": 1}
    lines = scoring.score_player(g, p)
    assert lines["Mercer's Guild"] == 5 and lines["gold"] == 1


def test_the_purple_keyple_scores_for_who_won_the_start_player_tile_in_winter() -> None:
    """ "For scoring purposes, the purple start player marker may be declared by the player who
    successfully bid for it as a resource, skill or worker of any colour and, if applicable,
    placed on the barn, blacksmith, stone yard or timber yard.\""""
    g = game()
    g.phase = "allocation"
    p = g.players[0]
    p.village[(0, -1)] = Tile("Timber Yard", "village", resources={"wood": 3})
    g.start_player = 0
    g.purple_winner = None  # nobody bid for it in winter: it merely passed to this player
    assert scoring.score_player(g, p)["Timber Yard"] == 3 * 2
    g.purple_winner = 0
    assert scoring.score_player(g, p)["Timber Yard"] == 4 * 2
    assert scoring.score_player(g, g.players[1]) == {}


def test_gold_scores_one_unless_used_elsewhere() -> None:
    """ "Gold counters are worth one point each if they have not been allocated to any of the
    scoring tiles. For example, if a gold counter is allocated to the jeweller for two points it
    does not score an additional one point.\""""
    g = game()
    p = g.players[0]
    p.village[(0, 0)].resources = {"gold": 3}
    assert scoring.score_player(g, p) == {"gold": 3}
    p.village[(0, -1)] = Tile("Jeweller", "village")
    assert scoring.score_player(g, p) == {"Jeweller": 6}


def test_a_tie_is_a_tie_in_the_base_game() -> None:
    """ "If players have an equal number of points the players are tied and should play again in
    order to determine the winner.\""""
    g = game(3)
    for p, vp, rank in zip(g.players, (30, 30, 20), (1, 0, 2), strict=True):
        p.vp, p.boat_rank = vp, rank
    assert scoring.places(g) == [1, 1, 3]
    g.merchants = True  # The Merchants: "o jogador que escolheu seu hexagono de barco primeiro"
    assert scoring.places(g) == [2, 1, 3] and scoring.ranking(g) == [1, 0, 2]


# Expanding the villages


def test_boats_need_not_join_their_rivers() -> None:
    """ "The sides of any tiles that are placed adjacent to each other: road and water, must match."
    "Note that boat tiles (including the four summer boats) do not have to be placed so that the
    water sides connect.\""""
    g = game()
    me = 0
    p = g.players[me]
    g.phase = "placement"
    river = edges_of(p.village[HOME]).index("W")
    beside = DIRECTIONS[river]
    # the boat's sides from edge 0: river, field, field, river, field, field
    p.won = [Tile("Summer Boat 3", "village", side="a")]
    assert f"place Summer Boat 3 {beside} of Home" in ENGINE.legal_actions(g, me)
    g2 = act(g, f"place Summer Boat 3 {beside} of Home", me)
    assert g2.players[me].village[neighbour(HOME, river)].name == "Summer Boat 3"
    p.won = [Tile("Scholar", "village")]  # fields, and one road: it may not face the home's river
    refused(g, f"place Scholar {beside} of Home", "kf-does-not-fit", seat=me, tile="Scholar")


def test_a_boat_beside_the_homes_river_scores_for_sea_breese() -> None:
    """Sea Breese: "Points as indicated for each boat (including the summer boats) that connects by
    river to the home tile." "Boat tiles do not have to be placed so that the water sides are
    connected, but will not score points for the Sea Breese if they are not.\""""
    g = game(3)
    set_home(g, 0, 1)  # its river is its bottom side
    p = g.players[0]
    p.village[neighbour(HOME, 0)] = Tile("Sea Breese", "boat")  # its river runs bottom to top
    p.village[neighbour(neighbour(HOME, 0), 0)] = Tile("Summer Boat 1", "village", side="a")
    assert scoring.score_player(g, p)["Sea Breese"] == 4  # two boats joined by river
    set_home(g, 1, 2)  # its river is its bottom-left side: a boat there shows it a field
    q = g.players[1]
    q.village[neighbour(HOME, 1)] = Tile("Sea Breese", "boat")
    assert scoring.score_player(g, q)["Sea Breese"] == 0


def test_tavern_and_hiring_fair_pay_after_the_draw() -> None:
    """Tavern: "After the workers have been drawn, the discarded worker is placed in the bag. The
    discarded worker cannot be used to make up any shortfall of workers in the bag.\""""
    g = game()
    on_offer(g, "Tavern", "Hiring Fair")
    me = g.current
    hand(g, me, yellow=2, blue=1, anvil=1)
    g.players[1 - me].workers = {k: v for k, v in g.bag.items()}
    g.bag = {"red": 1}
    g2 = act(g, "use Tavern with 1 yellow paying blue")
    assert workers(g2, me) == {"yellow": 1, "red": 1} and g2.bag == {"blue": 1}
    # Hiring Fair: "The skill tile they played is then mixed in with the remaining skill tiles."
    g.skill_pool = {"saw": 1}
    g3 = act(g, "use Hiring Fair with 1 yellow paying anvil")
    assert g3.players[me].skills == {"saw": 1} and g3.skill_pool == {"anvil": 1}


def test_public_view_shows_numbers_not_contents_of_the_bag_and_the_skill_pile() -> None:
    """ "players are permitted to feel the contents of the bag to determine how many workers
    remain"; the skill tiles lie "face down into a pile"."""
    g = game()
    view = public_view(g, None)
    assert view["bag"] == sum(g.bag.values()) and view["skill_pool"] == sum(g.skill_pool.values())
    assert view["green"] == g.green and view["supply"] == g.supply


def test_sea_bastion_counts_the_tiles_on_road_loops() -> None:
    """Sea Bastion: "1 point for each tile which is connected by roads as part of a loop which
    connects back to the starting point without the traveler having to travel along the same route
    twice."""
    sides: dict[tuple[int, int], list[str]] = {}

    def road(a: tuple[int, int], b: tuple[int, int]) -> None:
        edge = next(e for e in range(6) if neighbour(a, e) == b)
        sides.setdefault(a, list("GGGGGG"))[edge] = "R"
        sides.setdefault(b, list("GGGGGG"))[(edge + 3) % 6] = "R"

    def tiles_on_loops() -> int:
        return road_loop_tiles({pos: "".join(s) for pos, s in sides.items()})

    home, a, b = HOME, neighbour(HOME, 0), neighbour(HOME, 1)
    road(home, a)
    road(a, b)
    assert tiles_on_loops() == 0  # a road there and back is no loop
    road(b, home)
    assert tiles_on_loops() == 3
    road(a, neighbour(a, 0))  # a road out of the loop
    assert tiles_on_loops() == 3
    c, d = neighbour(HOME, 3), neighbour(HOME, 4)  # a second loop through the home
    road(home, c)
    road(c, d)
    road(d, home)
    assert tiles_on_loops() == 5


def test_boat_4a_lying_bid_stays_down_while_workers_use_the_tile() -> None:
    """Boat 4a: the lying workers stand up only if the others "are moved elsewhere [...] and there
    are no workers using the tile being bid for"."""
    g = game()
    a, b = g.current, 1 - g.current
    g.players[b].village[(0, -1)] = Tile("Summer Boat 4", "village", side="a")
    on_offer(g, "Keywood")
    hand(g, a, red=2)
    hand(g, b, blue=3)
    g = act(g, "bid 2 red on Keywood")
    g = act(g, "bid 3 blue on Keywood")
    g = act(g, "use Keywood with 2 red from Keywood")  # a's outbid pair goes onto the tile it surrounded
    assert [(grp.colour, grp.kind, grp.lying) for grp in g.offer[0].groups] == [
        ("blue", "bid", True),
        ("red", "use", False),
    ]
    assert g.offer[0].colour() == "red" and g.players[a].village[(0, 0)].resources == {"wood": 1}
