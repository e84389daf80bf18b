"""How a faction reaches a hex: `find_reach` (every build and transformation) and `reached` (the
hexes in reach at once, for legal moves) both answer from per-board tables; both are checked here
against the definition, distance by distance from each building."""

from __future__ import annotations

from rules.terra_mystica import merchants, reach
from rules.terra_mystica.context import Ctx
from rules.terra_mystica.state import Faction

from .test_legal import positions


def plain_reach(ctx: Ctx, f: Faction, hex_id: str) -> tuple[dict[str, int], dict[str, int], bool] | None:
    """The definition: next to a building (bridges too), by a boat, within shipping range, or by
    one tunnel or carpet flight (the one of the turn, when made)."""
    if ctx.g.round == 0:
        return {}, {}, False
    spec, b = f.spec, ctx.board
    if spec.direct_adjacency and any(loc in ctx.adjacent(hex_id) for loc in f.locations):
        return {}, {}, False
    if f.boats and merchants.boat_reach(ctx, f, hex_id):
        return {}, {}, False
    ship = reach.ship_range(f)
    if ship and any(b.river_distance[hex_id].get(loc, 99) <= ship for loc in f.locations):
        return {}, {}, False
    if f.teleport_to:
        return ({}, {}, False) if f.teleport_to == hex_id else None
    if spec.teleport and not f.passed:
        rng = reach.teleport_range(ctx, f)
        if any(b.skip_distance[hex_id].get(loc, 99) <= rng for loc in f.locations):
            t = spec.teleport
            return dict(t.cost[f.teleport]), dict(t.gain[f.teleport]), True
    return None


def test_find_reach_and_reached_are_the_definition_for_every_hex() -> None:
    compared = 0
    for g in positions():
        ctx = Ctx(g)
        for f in g.factions.values():
            near = reach.reached(ctx, f)
            for h in ctx.board.land:
                expected = plain_reach(ctx, f, h)
                how = reach.find_reach(ctx, f, h)
                assert (how and (how.cost, how.gain, how.teleport)) == expected, (f.name, h)
                assert (expected is not None) == (near is None or h in near), (f.name, h)
                compared += near is not None
    assert compared > 10_000
