"""The end of a season, step by step as the rulebooks list it, the boats, the village expansion,
winter's secret offer, and what comes before the final scoring.

1. Outbid workers go back to their owners.
2. Tiles nobody bid on leave the game; workers used on them (green too) go into the bag.
3. From the start player clockwise, won tiles go to their winners with the workers used on them;
   the winning bids (green too) go into the bag.
4. Workers used in a village go behind its owner's screen.
5. Turn-order tiles: the winners of tiles 1, 2, 3, 4 take a boat in that order (one boat each),
   then the others clockwise from the new start player (the existing one if nobody won the
   start-player tile, who then passes the purple keyple to the left once every boat is taken);
   the bids go into the bag. In winter the turn-order tiles and the boats join the villages.
6. Summer Boat 1's owner draws 2 workers from the bag (1a) or takes a green worker (1b).
8. Villages expand with the tiles won.   9. Three new face-up contracts (spring to autumn).
"""

from __future__ import annotations

from ..core import RuleError
from .actions import ChooseBoat, OfferWinter, Place, SwapBoat
from .data.components import order_tiles
from .data.items import RANDOM_WORKER
from .effects import edges_of, give_items, summer_boat, village_edges
from .scoring import before_scoring
from .setup import refill_contracts, seats_clockwise, start_season
from .state import GameState, Player, Tile, add, without
from .village import fits, free_places, neighbour, places_for


def _return_workers(g: GameState, seat: int, colour: str, count: int) -> None:
    """Workers back to a player: behind the screen, or in front of it in Variant B."""
    p = g.players[seat]
    add(p.shown_workers if "B" in g.variants else p.workers, colour, count)


def end_season(g: GameState) -> None:
    # 1. outbid workers go home
    for tile in [*g.offer, *g.orders]:
        best = tile.best_bid()
        for group in tile.bids():
            if group is not best:
                _return_workers(g, group.seat, group.colour, group.count)
                tile.groups = without(tile.groups, group)
    # 2. tiles nobody bid on leave; workers used on them go into the bag
    for tile in list(g.offer):
        if tile.best_bid() is None:
            for group in tile.uses():
                g.to_bag(group.colour, group.count)
            g.offer.remove(tile)
    # 3. won tiles to their winners, from the start player clockwise
    for seat in seats_clockwise(g, g.start_player):
        for tile in list(g.offer):
            best = tile.best_bid()
            if best is None or best.seat != seat:
                continue
            g.to_bag(best.colour, best.count)
            for group in tile.uses():
                _return_workers(g, seat, group.colour, group.count)
            tile.groups = ()
            g.offer.remove(tile)
            g.players[seat].won.append(tile)
    # 4. workers in villages go to the village's owner
    for p in g.players:
        for tile in p.village.values():
            for group in tile.groups:
                _return_workers(g, p.seat, group.colour, group.count)
            tile.groups = ()
    # 5. turn-order tiles, in their order
    start_tile = next(t.position for t in order_tiles(len(g.players)) if t.start_player)
    winners: list[int] = []
    g.purple_winner = None
    for order in g.orders:
        best = order.best_bid()
        if best is None:
            continue
        g.to_bag(best.colour, best.count)
        order.groups = ()
        winners.append(best.seat)
        if order.name == f"Order {start_tile}":
            g.purple_winner = g.start_player = best.seat
        if g.season_name == "winter":
            g.players[best.seat].won.append(order)
    queue = list(dict.fromkeys(winners))
    queue += [s for s in seats_clockwise(g, g.start_player) if s not in queue]
    g.orders = []
    g.boat_queue = queue
    g.phase = "boats"
    for boat in g.boats:
        boat.taken_by = None


def choose_boat(g: GameState, seat: int, a: ChooseBoat) -> None:
    boat = next((b for b in g.boats if b.name == a.boat), None)
    if boat is None:
        raise RuleError("kf-not-a-boat-here", boat=a.boat, boats=", ".join(b.name for b in g.boats))
    if boat.taken_by is not None:
        raise RuleError("kf-boat-taken", boat=a.boat)
    p = g.players[seat]
    boat.taken_by = seat
    g.boat_queue.pop(0)
    if g.season_name == "winter":
        p.boat_rank = sum(1 for other in g.players if other.boat_rank is not None)
        p.won.append(Tile(boat.name, "boat"))
    else:
        shown = "B" in g.variants  # boats' workers and (face-up) skills go in front of the screen
        for colour, n in boat.workers.items():
            add(p.shown_workers if shown else p.workers, colour, n)
        for skill, n in boat.skills.items():
            add(p.shown_skills if shown else p.skills, skill, n)
        home = p.village[(0, 0)]
        home.add("gold", boat.gold)
        home.cabins += boat.cabins
        p.contracts += boat.contracts  # face down
        boat.workers, boat.skills, boat.gold, boat.cabins, boat.contracts = {}, {}, 0, 0, []
        if boat.name == "Sea Bastion II" and g.season_name == "autumn":
            g.phase = "swap"
            g.boat_queue.insert(0, seat)
            return
    _after_boats(g)


def swap_boat(g: GameState, seat: int, a: SwapBoat) -> None:
    """Sea Bastion II: at the end of autumn its taker picks the boat not in the game that replaces
    it for winter."""
    if a.boat not in g.spare_boats or a.boat == "Sea Bastion II":
        raise RuleError("kf-swap-for-a-spare-boat", boats=", ".join(b for b in g.spare_boats if b != "Sea Bastion II"))
    g.spare_boats.remove(a.boat)
    g.spare_boats.append("Sea Bastion II")
    for boat in g.boats:
        if boat.name == "Sea Bastion II":
            boat.name = a.boat
    g.boat_queue.pop(0)
    g.phase = "boats"
    _after_boats(g)


def _after_boats(g: GameState) -> None:
    if g.boat_queue:
        return
    # 6. Summer Boat 1, once every boat is taken and every bid is in the bag
    for p in g.players:
        if summer_boat(g, p, "1a"):
            give_items(g, p, None, {RANDOM_WORKER: 2})
        if summer_boat(g, p, "1b"):
            give_items(g, p, None, {"green": 1})
    if g.purple_winner is None:  # nobody won the start-player tile: the keyple passes left
        g.start_player = (g.start_player + 1) % len(g.players)
    g.phase = "placement"
    _after_placement(g)


def placements(g: GameState, p: Player, tile: Tile) -> list[tuple[int, str]]:
    """(edge, anchor tile) pairs where a won tile may go."""
    edges = village_edges(p)
    match = not summer_boat(g, p, "2a")
    wanted = edges_of(tile)
    spots = places_for(edges, wanted, match) or free_places(edges)
    out = []
    names = {pos: t.name for pos, t in p.village.items()}
    for spot in spots:
        for edge in range(6):
            anchor = neighbour(spot, (edge + 3) % 6)
            if anchor in names:
                out.append((edge, names[anchor]))
                break
    return out


def place(g: GameState, seat: int, a: Place) -> None:
    p = g.players[seat]
    tile = next((t for t in p.won if t.name == a.tile), None)
    if tile is None:
        raise RuleError("kf-nothing-to-place", tile=a.tile, tiles=", ".join(t.name for t in p.won) or "-")
    anchor = "Home " + str(p.home) if a.anchor == "Home" else a.anchor
    found = p.tile(anchor)
    if found is None:
        raise RuleError("kf-not-in-your-village", tile=anchor)
    pos = neighbour(found[0], a.direction)
    edges = village_edges(p)
    if pos in edges:
        raise RuleError("kf-place-taken", tile=p.village[pos].name)
    wanted = edges_of(tile)
    match = not summer_boat(g, p, "2a")
    anywhere = not places_for(edges, wanted, match)
    if not anywhere and not fits(edges, pos, wanted, match):
        raise RuleError("kf-does-not-fit", tile=tile.name)
    p.won.remove(tile)
    p.village[pos] = tile
    _after_placement(g)


def _after_placement(g: GameState) -> None:
    if any(p.won for p in g.players):
        return
    if g.season_name == "winter":
        before_scoring(g)
        return
    if g.merchants:
        g.discarded += g.face_up
        g.face_up = []
        refill_contracts(g)
    g.season += 1
    start_season(g)


def offer_winter(g: GameState, seat: int, a: OfferWinter) -> None:
    """Each player secretly chooses one or more winter tiles; once all have chosen, the tiles are
    shuffled face down and laid out, so nobody knows who offered which."""
    p = g.players[seat]
    if p.winter_offer is not None:
        raise RuleError("kf-winter-chosen-already")
    if not a.tiles:
        raise RuleError("kf-offer-one-at-least")
    missing = [t for t in a.tiles if t not in p.winter_hand]
    if missing or len(set(a.tiles)) != len(a.tiles):
        raise RuleError("kf-not-your-winter-tiles", tiles=", ".join(p.winter_hand))
    p.winter_offer = list(a.tiles)
    if all(q.winter_offer is not None for q in g.players):
        offered: list[str] = []
        for q in g.players:
            offered += q.winter_offer or []
            q.winter_offered = len(q.winter_offer or [])
            q.winter_hand = []
            q.winter_offer = None
        # In a fixed order first: the table depends on which tiles were offered, not on who offered them.
        g.offer = [Tile(name, "village") for name in g.rng_shuffle(sorted(offered))]
        g.phase = "main"


def boat_names(g: GameState) -> list[str]:
    return [b.name for b in g.boats if b.taken_by is None]
