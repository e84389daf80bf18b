"""Where a faction may build or transform, and what transforming a hex costs."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from ..core import RuleError
from . import boats, merchants
from .board import ICE, MAX_SHIP_RANGE, MAX_SKIP_RANGE, TERRAIN_WHEEL, VOLCANO, WHEEL_INDEX, Board, board, wheel_step
from .context import Ctx
from .state import Faction

Cost = dict[str, int]


class Reach:
    """How a hex is reached: the extra cost and gain (a tunnel or carpet flight) and whether it jumps."""

    __slots__ = ("cost", "gain", "teleport")

    def __init__(
        self,
        cost: Mapping[str, int] | None = None,
        gain: Mapping[str, int] | None = None,
        teleport: bool = False,
    ) -> None:
        self.cost: Cost = dict(cost) if cost else {}
        self.gain: Cost = dict(gain) if gain else {}
        self.teleport = teleport


def check_reachable(ctx: Ctx, f: Faction, hex_id: str) -> Reach:
    """How the faction reaches `hex_id`, or the refusal saying why it can't."""
    how = find_reach(ctx, f, hex_id)
    if how is not None:
        return how
    if f.teleport_to:
        spec = f.spec.teleport
        kind = "tunnel" if spec and spec.kind == "tunnel" else "carpet"
        raise RuleError("tm-one-teleport-per-turn", kind=kind, hex=f.teleport_to)
    raise _out_of_reach(ctx, f, hex_id)


def find_reach(ctx: Ctx, f: Faction, hex_id: str) -> Reach | None:
    """How the faction reaches `hex_id`: next to its buildings, by a boat, by shipping, or by one
    tunnel or carpet flight a turn; None when it can't (every build and transformation asks)."""
    g = ctx.g
    if g.round == 0:
        return Reach()
    spec = f.spec
    locations = f.locations
    tables = _tables(g.board)
    if spec.direct_adjacency:  # the Riverwalkers reach land by river only
        if not ctx.board.adjacent[hex_id].isdisjoint(locations):
            return Reach()
        bridged = g.bridge_adjacent.get(hex_id)
        if bridged and any(h in bridged for h in locations):
            return Reach()
    if f.boats and merchants.boat_reach(ctx, f, hex_id):
        return Reach()  # BUILD-1, FD-16 (and FD-18: no tunnel or carpet then)
    reach = ship_range(f)
    if reach > 0:
        within = tables.shipping[hex_id]
        if not within[min(reach, len(within) - 1)].isdisjoint(locations):
            return Reach()
    if f.teleport_to:
        return Reach() if f.teleport_to == hex_id else None
    if spec.teleport and not f.passed:
        rng = teleport_range(ctx, f)
        within = tables.skipping[hex_id]
        if rng >= 0 and not within[min(rng, len(within) - 1)].isdisjoint(locations):
            t = spec.teleport
            return Reach(t.cost[f.teleport], t.gain[f.teleport], True)
    return None


def reached(ctx: Ctx, f: Faction) -> set[str] | None:
    """The land hexes `find_reach` finds a way to, all at once (None: every hex, during setup).
    Found from the faction's buildings outwards, each way's distances being the same both ways
    (the board's adjacency, bridges, river and skip distances are symmetric): legal moves ask
    this once, not hex by hex."""
    g = ctx.g
    if g.round == 0:
        return None
    spec = f.spec
    locations = f.locations
    out: set[str] = set()
    tables = _tables(g.board)
    if spec.direct_adjacency:
        near, bridged = tables.adjacent_land, g.bridge_adjacent
        for loc in locations:
            out |= near[loc]
            extra = bridged.get(loc)
            if extra:
                out.update(extra)  # bridges join land to land
    if f.boats:  # merchants.boat_reach: a merchant's hex, or land next to a boat's river
        land = ctx.board.land
        if boats.has_merchants(f):
            out.update(h for h in f.boats if h in land)
        else:
            near = tables.adjacent_land
            for r in f.boats:
                if r not in land:
                    out |= near[r]
    ship = ship_range(f)
    if ship > 0:
        ships = tables.shipping
        for loc in locations:
            out |= ships[loc][min(ship, len(ships[loc]) - 1)]
    if f.teleport_to:
        out.add(f.teleport_to)
    elif spec.teleport and not f.passed:
        rng = teleport_range(ctx, f)
        skips = tables.skipping
        for loc in locations if rng >= 0 else ():
            out |= skips[loc][min(rng, len(skips[loc]) - 1)]
    return out


class _Tables:
    """Per board: the land next to each hex (land or river), and the land within each shipping
    range and tunnel or carpet range of each land hex (index: the range)."""

    __slots__ = ("adjacent_land", "shipping", "skipping")

    def __init__(self, b: Board) -> None:
        land = b.land
        self.adjacent_land = {h: frozenset(b.adjacent[h] & land) for h in b.hexes}
        self.shipping = {h: _within(b.river_distance[h], land, MAX_SHIP_RANGE) for h in land}
        self.skipping = {h: _within(b.skip_distance[h], land, MAX_SKIP_RANGE) for h in land}


def _within(distance: dict[str, int], land: frozenset[str], most: int) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(h for h, d in distance.items() if d <= r and h in land) for r in range(most + 1))


@cache
def _tables(board_id: str) -> _Tables:
    return _Tables(board(board_id))


def _out_of_reach(ctx: Ctx, f: Faction, hex_id: str) -> RuleError:
    """The refusal names how the faction reaches hexes and how far, as check_reachable counted:
    shipping (with the shipping card's +1 while playing the round), a tunnel or a carpet flight
    (the reach track's range with Merchants of the Seas)."""
    spec = f.spec
    ship = ship_range(f)
    if not spec.direct_adjacency:
        return RuleError("tm-out-of-river-reach", hex=hex_id, range=ship)
    if spec.teleport:
        kind = "tunnel" if spec.teleport.kind == "tunnel" else "carpet"
        return RuleError("tm-out-of-reach", hex=hex_id, reach=kind, range=teleport_range(ctx, f))
    return RuleError("tm-out-of-reach", hex=hex_id, reach="ship" if ship else "none", range=ship)


def teleport_range(ctx: Ctx, f: Faction) -> int:
    """Hexes a tunnel or carpet flight may skip now (with Merchants of the Seas, as far as the
    reach track says, FD-6)."""
    return merchants.teleport_skip(ctx, f) if boats.on(ctx) else f.teleport_range()


def ship_range(f: Faction) -> int:
    """How many rivers the faction's shipping crosses now (the shipping card adds one while the
    faction plays the round)."""
    return f.ship + (f.bonus == "BON4" and not f.passed and f.spec.can_ship)


def wheel_colors(current: str, home: str, spades: int) -> list[str]:
    """The two terrains `spades` steps away in each direction, stopping at the home terrain;
    the one closer to home first."""
    i = WHEEL_INDEX[current]
    cw = ccw = current
    for step in range(1, spades + 1):
        if cw != home:
            cw = TERRAIN_WHEEL[(i + step) % 7]
        if ccw != home:
            ccw = TERRAIN_WHEEL[(i - step) % 7]
    if abs(wheel_step(home, cw)) < abs(wheel_step(home, ccw)):
        return [cw, ccw]
    return [ccw, cw]


def default_color(f: Faction, current: str) -> str:
    """The terrain `transform X` (without a target) aims at: home, or as close to it as spades go
    (ice factions: ice in place of the colour they picked)."""
    if f.owes("FREE_TF") or f.name == "giants" or f.terrain == VOLCANO:
        return f.terrain
    if not f.owes("SPADE"):
        return f.terrain
    home = f.home_color()
    if current == home:
        return f.terrain
    best = wheel_colors(current, home, f.owes("SPADE"))[0]
    return f.terrain if best == home else best


def spades_needed(f: Faction, current: str, target: str) -> int:
    """Spades to turn `current` into `target`: the short way, unless the home terrain lies between.
    Ice costs what the colour picked costs (1 from that colour itself); volcano costs no spades."""
    return _spades(current, target, f.home_color(), f.owes("SPADE"), f.name == "giants")


@cache
def _spades(current: str, target: str, home: str, spade: int, giants: bool) -> int:
    if target == VOLCANO:
        return 7  # only not nothing: the cost is the faction's volcano cost
    if target == ICE:
        return 1 if current == home else abs(wheel_step(current, home))
    step = wheel_step(current, target)
    diff = abs(step)
    if target == home or current == home:
        other_way = 7 - diff
        if spade and other_way == spade:
            diff = other_way
    else:
        home_step = wheel_step(current, home)
        if (home_step < 0) == (step < 0) and abs(home_step) <= abs(step):
            # The home terrain intervenes: the long way round.
            diff = 7 - diff
    if giants and diff:
        diff = 2
    return diff


def transform_cost(ctx: Ctx, f: Faction, hex_id: str, target: str) -> tuple[Reach, Cost, int]:
    """What transforming `hex_id` into `target` takes: (reach, cost, spades)."""
    current = ctx.g.terrain[hex_id]
    if current in (ICE, VOLCANO):
        raise RuleError("tm-ice-volcano-fixed", hex=hex_id, terrain=current)
    if target == ICE and f.terrain != ICE:
        raise RuleError("tm-ice-factions-only")
    reach = check_reachable(ctx, f, hex_id)
    diff = spades_needed(f, current, target)
    cost = dict(reach.cost)
    if target == VOLCANO:
        cost["VOLCANO_TF"] = cost.get("VOLCANO_TF", 0) + 1
        for res, amount in volcano_cost(ctx, f, current).items():
            cost[res] = cost.get(res, 0) + amount
    elif f.owes("FREE_TF"):
        cost["FREE_TF"] = cost.get("FREE_TF", 0) + 1
    else:
        cost["SPADE"] = cost.get("SPADE", 0) + diff
    if f.owes("TF_NEED_HEX_ADJACENCY"):
        cost["TF_NEED_HEX_ADJACENCY"] = cost.get("TF_NEED_HEX_ADJACENCY", 0) + 1
        bridged = ctx.g.bridge_adjacent.get(hex_id, ())
        base = ctx.board.adjacent[hex_id]
        if not any(loc in base and loc not in bridged for loc in f.locations):
            if not (boats.on(ctx) and merchants.boat_reach(ctx, f, hex_id)):
                raise RuleError("tm-sandstorm-not-adjacent", hex=hex_id)
            # Section 14: next to a boat, only to build there by returning that boat.
            reach.gain["SANDSTORM_BY_BOAT"] = 1
    return reach, cost, diff


def home_status(ctx: Ctx, terrain: str) -> str:
    """ "home" if `terrain` is some faction's home (Riverwalkers' colour not counted), else "not_home"."""
    for other in ctx.g.factions.values():
        if other.terrain == terrain and other.spec.unlock is None:
            return "home"
    return "not_home"


def volcano_cost(ctx: Ctx, f: Faction, current: str) -> dict[str, int]:
    """What a volcano on `current` terrain costs beyond the transformation: power tokens
    (Dragonlords) or cult steps on one track (Acolytes); refused when the faction hasn't them."""
    spec = f.spec.volcano
    if spec is None:
        raise RuleError("tm-volcano-factions-only")
    cost = dict(spec.home if home_status(ctx, current) == "home" else spec.not_home)
    tokens = cost.get("PW_TOKEN", 0)
    if tokens > f.tokens():
        raise RuleError("tm-volcano-tokens", terrain=current, need=tokens, have=f.tokens())
    steps = cost.get("LOSE_CULT", 0)
    if steps and max(f.cult) < steps:
        raise RuleError("tm-volcano-steps", terrain=current, steps=steps)
    return cost
