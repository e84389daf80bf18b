"""Where a faction may build or transform, and what transforming a hex costs."""

from __future__ import annotations

from collections.abc import Mapping

from ..core import RuleError
from . import merchants
from .board import TERRAIN_WHEEL, WHEEL_INDEX, wheel_step
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
        self.cost: Cost = dict(cost or {})
        self.gain: Cost = dict(gain or {})
        self.teleport = teleport


def check_reachable(ctx: Ctx, f: Faction, hex_id: str) -> Reach:
    g = ctx.g
    if g.round == 0:
        return Reach()
    spec = f.spec
    locations = f.locations
    adjacent = ctx.adjacent(hex_id)
    for loc in locations:
        if loc in adjacent:
            return Reach()
    if f.boats and merchants.boat_reach(ctx, f, hex_id):
        return Reach()  # BUILD-1, FD-16 (and FD-18: no tunnel or carpet then)
    reach = f.ship
    if spec.can_ship and f.bonus == "BON4" and not f.passed:
        reach += 1  # the bonus card's shipping counts only while playing the round
    if reach:
        distance = ctx.board.river_distance[hex_id]
        for loc in locations:
            d = distance.get(loc)
            if d is not None and d <= reach:
                return Reach()
    if f.teleport_to:
        if f.teleport_to == hex_id:
            return Reach()
        kind = "tunnel" if spec.teleport and spec.teleport.kind == "tunnel" else "carpet"
        raise RuleError("tm-one-teleport-per-turn", kind=kind, hex=f.teleport_to)
    if spec.teleport and not f.passed:
        rng = merchants.teleport_skip(ctx, f) if merchants.on(ctx) else f.teleport_range()
        distance = ctx.board.skip_distance[hex_id]
        for loc in locations:
            d = distance.get(loc)
            if d is not None and d <= rng:
                t = spec.teleport
                return Reach(t.cost[f.teleport], t.gain[f.teleport], True)
    raise _out_of_reach(f, hex_id)


def _out_of_reach(f: Faction, hex_id: str) -> RuleError:
    """The refusal names how the faction reaches hexes: shipping, a tunnel or a carpet flight."""
    spec = f.spec
    if spec.teleport:
        kind = "tunnel" if spec.teleport.kind == "tunnel" else "carpet"
        return RuleError("tm-out-of-reach", hex=hex_id, reach=kind, range=f.teleport_range())
    return RuleError("tm-out-of-reach", hex=hex_id, reach="ship" if f.ship else "none", range=f.ship)


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
    """The terrain `transform X` (without a target) aims at: home, or as close to it as spades go."""
    if f.FREE_TF or f.name == "giants":
        return f.terrain
    if not f.SPADE:
        return f.terrain
    return wheel_colors(current, f.terrain, f.SPADE)[0]


def spades_needed(f: Faction, current: str, target: str) -> int:
    """Spades to turn `current` into `target`: the short way, unless the home terrain lies between."""
    home = f.terrain
    step = wheel_step(current, target)
    diff = abs(step)
    if target == home or current == home:
        other_way = 7 - diff
        if f.SPADE and other_way == f.SPADE:
            diff = other_way
    else:
        home_step = wheel_step(current, home)
        if (home_step < 0) == (step < 0) and abs(home_step) <= abs(step):
            # The home terrain intervenes: the long way round.
            diff = 7 - diff
    if f.name == "giants" and diff:
        diff = 2
    return diff


def transform_cost(ctx: Ctx, f: Faction, hex_id: str, target: str) -> tuple[Reach, Cost, int]:
    """What transforming `hex_id` into `target` takes: (reach, cost, spades)."""
    reach = check_reachable(ctx, f, hex_id)
    current = ctx.g.terrain[hex_id]
    diff = spades_needed(f, current, target)
    cost = dict(reach.cost)
    if f.FREE_TF:
        cost["FREE_TF"] = cost.get("FREE_TF", 0) + 1
    else:
        cost["SPADE"] = cost.get("SPADE", 0) + diff
    if f.TF_NEED_HEX_ADJACENCY:
        cost["TF_NEED_HEX_ADJACENCY"] = cost.get("TF_NEED_HEX_ADJACENCY", 0) + 1
        bridged = ctx.g.bridge_adjacent.get(hex_id, ())
        base = ctx.board.adjacent[hex_id]
        if not any(loc in base and loc not in bridged for loc in f.locations):
            if not (merchants.on(ctx) and merchants.boat_reach(ctx, f, hex_id)):
                raise RuleError("tm-sandstorm-not-adjacent", hex=hex_id)
            # Section 14: next to a boat, only to build there by returning that boat.
            reach.gain["SANDSTORM_BY_BOAT"] = 1
    return reach, cost, diff
