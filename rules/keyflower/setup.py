"""A new game: homes, screens, winter hands, boats, turn-order tiles, the first season's tiles.

As the base rulebook says, the homes are dealt at random and the lowest number starts. Variant C's
extra green worker goes to the seats named in the options (the rulebook leaves whom to the table).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import RuleError
from .data import components as kc
from .data.tiles import TILES, season_tiles
from .state import Boat, GameState, Player, Tile, add

VARIANTS = ("A", "B", "C")


def new_state(players: int, seed: int | str, options: Mapping[str, Any] | None = None) -> GameState:
    options = dict(options or {})
    if not kc.MIN_PLAYERS <= players <= kc.MAX_PLAYERS:
        raise RuleError("kf-player-count", low=kc.MIN_PLAYERS, high=kc.MAX_PLAYERS, players=players)
    merchants = bool(options.get("merchants", False))
    variants = [str(v).upper() for v in options.get("variants", [])]
    unknown = [v for v in variants if v not in VARIANTS]
    if unknown:
        raise RuleError("kf-unknown-variant", variants=", ".join(unknown))
    if variants and not merchants:
        raise RuleError("kf-variants-are-merchants")
    g = GameState(str(seed), merchants, variants, [])
    g.bag = dict(kc.BAG)
    g.green = kc.GREEN_SUPPLY
    g.skill_pool = dict(kc.SKILL_POOL)
    g.supply = dict(kc.RESOURCE_SUPPLY)
    g.cabins = kc.CABINS if merchants else 0
    g.extensions = list(range(len(kc.EXTENSIONS))) if merchants else []

    homes = g.rng_shuffle(range(1, 7))[:players]
    for seat, home in enumerate(homes):
        p = Player(seat, home)
        p.village[(0, 0)] = Tile(f"Home {home}", "home")
        p.workers = g.draw_workers(kc.START_WORKERS)
        g.players.append(p)
    for seat in options.get("green_for", []):  # Variant C
        if "C" not in variants or not 0 <= int(seat) < players:
            raise RuleError("kf-variant-c-seat")
        add(g.players[int(seat)].workers, "green")
        g.green -= 1
    g.start_player = min(range(players), key=lambda s: g.players[s].home)
    g.current = g.start_player

    _deal_tiles(g, players, "A" in variants)
    _choose_boats(g, players, "A" in variants)
    if merchants:
        g.contract_deck = g.rng_shuffle(range(len(kc.CONTRACTS)))
        refill_contracts(g)
    start_season(g)
    return g


def _deal_tiles(g: GameState, players: int, merchant_variant: bool) -> None:
    count = kc.season_tile_count(players)
    for season in ("spring", "summer", "autumn"):
        g.decks[season] = _pool(g, season, count, merchant_variant)
    per_player = kc.winter_tiles_dealt(players, g.merchants)
    winter = _pool(g, "winter", per_player * players, merchant_variant)
    for p in g.players:
        p.winter_hand = sorted(winter[:per_player])
        winter = winter[per_player:]


def _pool(g: GameState, season: str, count: int, merchant_variant: bool) -> list[str]:
    """`count` tiles of a season: shuffled together, or (Variant A) all of The Merchants' with
    base tiles to make up the number."""
    if merchant_variant:
        ours = [n for n in season_tiles(season, True) if TILES[n].merchants]
        base = g.rng_shuffle(season_tiles(season, False))
        return g.rng_shuffle(ours + base[: count - len(ours)])
    return g.rng_shuffle(season_tiles(season, g.merchants))[:count]


def _choose_boats(g: GameState, players: int, merchant_variant: bool) -> None:
    for slot in kc.boat_slots(players):
        versions = [b.name for b in kc.BOATS.values() if b.slot == slot]
        if not g.merchants:
            chosen = slot
        elif merchant_variant:
            chosen = f"{slot} II"
        else:
            chosen = g.rng_shuffle(versions)[0]
        g.boats.append(Boat(chosen))
    in_play = {b.name for b in g.boats}
    g.spare_boats = [b for b, spec in kc.BOATS.items() if b not in in_play and (g.merchants or not spec.merchants)]


def refill_contracts(g: GameState) -> None:
    while len(g.face_up) < 3:
        drawn = g.draw_contract()
        if drawn is None:
            return
        g.face_up.append(drawn)


def start_season(g: GameState) -> None:
    """Draw the season's tiles, put out the turn-order tiles, load the boats."""
    season = g.season_name
    g.phase = "winter-offer" if season == "winter" else "main"
    g.passes = 0
    g.current = g.start_player
    g.orders = [Tile(f"Order {t.position}", "order") for t in kc.order_tiles(len(g.players))]
    if season != "winter":
        g.offer = []
        for name in g.decks.pop(season, []):
            side = ""
            if name.startswith("Summer Boat"):
                side = g.rng_shuffle(["a", "b"])[0]
            g.offer.append(Tile(name, "village", side=side))
        load_boats(g, season)
    for _, tile in g.all_tiles_in_play():
        tile.groups = ()


def load_boats(g: GameState, season: str) -> None:
    """Workers from the bag one at a time to each boat in turn, up to its number (so, if the bag
    runs short, the boats are filled "in order with one worker at a time"), then each boat's
    skills and The Merchants' items."""
    loads = [kc.BOATS[boat.name].loads[season] for boat in g.boats]
    for boat in g.boats:
        boat.workers = {}
    for round_ in range(max(load.workers for load in loads)):
        for boat, load in zip(g.boats, loads, strict=True):
            if round_ < load.workers:
                for colour, n in g.draw_workers(1).items():
                    add(boat.workers, colour, n)
    for boat, load in zip(g.boats, loads, strict=True):
        load_extras(g, boat, load)


def load_boat(g: GameState, boat: Boat, season: str) -> None:
    """One boat's load (for tests and setups of a single boat)."""
    load = kc.BOATS[boat.name].loads[season]
    boat.workers = g.draw_workers(load.workers)
    load_extras(g, boat, load)


def load_extras(g: GameState, boat: Boat, load: kc.Load) -> None:
    if load.green and g.green:
        add(boat.workers, "green")
        g.green -= 1
    boat.skills = g.draw_skills(load.skills)
    boat.gold = min(load.gold, g.supply.get("gold", 0))
    add(g.supply, "gold", -boat.gold)
    boat.cabins = min(load.cabins, g.cabins)
    g.cabins -= boat.cabins
    boat.contracts = [c for c in (g.draw_contract() for _ in range(load.contracts)) if c is not None]
    boat.taken_by = None


def seats_clockwise(g: GameState, start: int) -> Sequence[int]:
    n = len(g.players)
    return [(start + i) % n for i in range(n)]
