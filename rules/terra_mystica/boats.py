"""Merchants of the Seas: the boats (merchants) a faction has, receives and may place, and its reach
marker; what a gain of them does (economy.adjust). merchants.py builds the actions on this.

Rule ids are those of the specification (`reference/terra-mystica/merchants-of-the-seas.md`).
"""

from __future__ import annotations

from . import scoring
from .context import Ctx
from .data.buildings import DWELLING, SHIPYARD
from .data.merchants import BOATS, MERCHANT_FACTIONS, OPTION, REACH_MAX
from .state import Faction


def on(ctx: Ctx) -> bool:
    return OPTION in ctx.g.options


def has_merchants(f: Faction) -> bool:
    return f.name in MERCHANT_FACTIONS


def piece(f: Faction) -> str:
    return "merchant" if has_merchants(f) else "boat"


def shipyard_hex(ctx: Ctx, f: Faction) -> str | None:
    for h in f.locations:
        if ctx.g.buildings[h][1] == SHIPYARD:
            return h
    return None


def rivers_next_to(ctx: Ctx, hex_id: str) -> tuple[str, ...]:
    """River hexes next to a hex, in number order (adjacency is a set: its order varies by run)."""
    return ctx.board.rivers_next_to[hex_id]


def in_supply(f: Faction) -> int:
    """BOAT-2: a boat is on the board (on a river, or at a structure while trading) or in supply."""
    return BOATS - len(f.boats) - len(f.trading)


def sites(ctx: Ctx, f: Faction, only_shipyard: bool = False) -> list[str]:
    """Where a received boat may go (BOAT-5, BOAT-6): a river hex next to the harbour or shipyard;
    a merchant goes on the depot's or market's own hex (FD-4)."""
    anchors = [] if only_shipyard or f.harbour is None else [f.harbour]
    yard = shipyard_hex(ctx, f)
    if yard:
        anchors.append(yard)
    if has_merchants(f):
        return anchors
    out: list[str] = []
    for h in anchors:
        out += [r for r in rivers_next_to(ctx, h) if r not in out]
    return sorted(out, key=lambda r: int(r[1:]))


def room(f: Faction) -> int:
    """Boats in the supply not already owed to the board (BOAT-3)."""
    return in_supply(f) - f.owes("BOAT") - f.owes("MAY_BOAT") - f.owes("SY_BOAT")


def grant(ctx: Ctx, f: Faction, kind: str, count: int) -> None:
    """Receive (BOAT, SY_BOAT) or be allowed to place (MAY_BOAT) boats: BOAT-3 gives none once all
    three are on the board, and HAR-5 none without a harbour or shipyard."""
    left = room(f)
    if not sites(ctx, f, only_shipyard=kind == "SY_BOAT"):
        left = 0
    elif kind != "MAY_BOAT" and left < count and f.owes("MAY_BOAT"):
        # A boat that must be received (the shipyard's, SY-6) takes the place of one that may be
        # placed (NB3, NF2), whichever came first in the income.
        freed = min(f.owes("MAY_BOAT"), count - left)
        f.owe("MAY_BOAT", -freed)
        left += freed
    f.owe(kind, max(0, min(count, left)))


def start_move(ctx: Ctx, f: Faction) -> None:
    f.sailing = 1
    f.sailed = ()
    f.paths = ()
    f.move_dwellings = f.levels[DWELLING]


def reach_advance(ctx: Ctx, f: Faction) -> None:
    """FD-9: every shipping advance moves the reach marker instead; it scores no VP."""
    if f.reach < REACH_MAX:
        f.reach += 1
        scoring.score_tile_gain(ctx, f, "ADVANCE")
