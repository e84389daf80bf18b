"""The hexes a faction reaches, found at once from its buildings outwards (legal moves), are the
hexes `find_reach` finds a way to one by one (the engine)."""

from __future__ import annotations

from rules.terra_mystica import reach
from rules.terra_mystica.context import Ctx

from .test_trial import positions


def test_reached_is_find_reach_for_every_hex() -> None:
    compared = 0
    for g in positions():
        ctx = Ctx(g)
        for f in g.factions.values():
            near = reach.reached(ctx, f)
            for h in ctx.board.land:
                found = reach.find_reach(ctx, f, h) is not None
                assert found == (near is None or h in near), (f.name, h)
                compared += near is not None
    assert compared > 10_000
