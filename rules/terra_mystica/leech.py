"""Leeching: power offered to neighbours when a faction builds, their decisions, and the Cultists."""

from __future__ import annotations

from ..core import RuleError
from . import economy
from .context import Ctx
from .state import Faction, LeechOffer


def neighbour_power(ctx: Ctx, source: Faction, hex_id: str) -> dict[str, int]:
    """Power each other faction may take from a building at `hex_id` (their adjacent buildings)."""
    g = ctx.g
    if g.round == 0:
        return {}
    out: dict[str, int] = {}
    buildings = g.buildings
    name = source.name
    # ctx.adjacent's hexes holding a building (sums: their order doesn't matter).
    for near in (buildings.keys() & ctx.board.adjacent[hex_id], g.bridge_adjacent.get(hex_id) or ()):
        for a in near:
            b = buildings.get(a)
            if b is not None and b[0] != name:
                # The power is the neighbour's own building's (the Yetis' stronghold counts 4).
                out[b[0]] = out.get(b[0], 0) + g.factions[b[0]].spec.power[b[1]]
    return out


def offer_power(ctx: Ctx, source: Faction, hex_id: str) -> dict[str, int]:
    """Record the offers a building at `hex_id` makes; returns the power per neighbouring faction."""
    amounts = neighbour_power(ctx, source, hex_id)
    if not amounts:
        return amounts
    g = ctx.g
    g.leech_id += 1
    leech_id = g.leech_id
    order = g.order
    i = order.index(source.name)
    for name in order[i + 1 :] + order[: i + 1]:  # ctx.factions_from(source), without a list of factions
        amount = amounts.get(name)
        if not amount:
            continue
        f = g.factions[name]
        if f.dropped:
            continue
        actual = min(amount, f.power_capacity())
        g.leech_offers.append(LeechOffer(name, source.name, amount, actual, leech_id))
        if actual:
            source.leech_not_rejected = {
                **source.leech_not_rejected,
                leech_id: source.leech_not_rejected.get(leech_id, 0) + 1,
            }
            source.leech_rejected = {**source.leech_rejected, leech_id: 0}
    return amounts


def offers_for(ctx: Ctx, f: Faction) -> list[LeechOffer]:
    return [o for o in ctx.g.leech_offers if o.recipient == f.name]


def accept(ctx: Ctx, f: Faction, power: int, source: str | None) -> None:
    g = ctx.g
    wanted = power
    if wanted > f.VP:
        wanted = f.VP + 1  # a player can't pay more VP than they have
    got = economy.gain_power(f, wanted)
    match: LeechOffer | None = None
    for i, offer in enumerate(g.leech_offers):
        if offer.recipient != f.name:
            continue
        if (offer.amount != power and offer.amount != got) or (source and source != offer.source):
            g.leech_offers[i] = offer._replace(tainted=f"leech {power} from {source}")
            continue
        src = g.factions[offer.source]
        # TRADE-13: the Cultists' reaction is to building, not to trades.
        taken = src.spec.leech_taken
        if taken and not offer.trade and offer.actual > 0 and offer.leech_id not in src.leech_cult_gained:
            src.leech_cult_gained += (offer.leech_id,)
            economy.gain(ctx, src, taken)
            what = "a cult step" if "CULT" in taken else "a power token on offer"  # Cultists, Shapeshifters
            ctx.emit("leech-effect", src, f"{src.display} gain {what}: {f.display} took power", effect="taken")
        if offer.tainted and ctx.option("strict-leech"):
            raise RuleError("tm-leech-out-of-order", faction=offer.source, move=offer.tainted)
        match = offer
        break
    if match is None:
        if source or ctx.option("strict-leech"):
            raise _no_offer(ctx, f, power, source)
    else:
        g.leech_offers.remove(match)
    if got > 0:
        economy.adjust(ctx, f, "VP", -(got - 1))
    capacity = f.power_capacity()
    for i, offer in enumerate(g.leech_offers):
        if offer.recipient == f.name:
            if not capacity and offer.actual:
                _count_rejection(ctx, offer)
            if offer.actual > capacity:
                g.leech_offers[i] = offer._replace(actual=capacity)


def _no_offer(ctx: Ctx, f: Faction, power: int, source: str | None) -> RuleError:
    offers = offers_for(ctx, f)
    if not offers:
        return RuleError("tm-no-power-offer")
    listed = ", ".join(f"leech {o.amount} from {o.source}" for o in offers)
    if source:
        return RuleError("tm-no-such-power-offer", power=power, faction=source, offers=listed)
    return RuleError("tm-no-such-power-offer-any", power=power, offers=listed)


def decline(ctx: Ctx, f: Faction, power: int | None, source: str | None) -> int:
    """Decline one offer (or every offer when `power` is None); returns how many were declined."""
    g = ctx.g
    if power is None:
        if not g.leech_offers:
            return 0
        mine = [offer for offer in g.leech_offers if offer.recipient == f.name]
        return sum(decline(ctx, f, offer.amount, offer.source) for offer in mine)
    for offer in g.leech_offers:
        if offer.recipient == f.name and offer.amount == power and (source is None or offer.source == source):
            src = g.factions[offer.source]
            src.leech_rejected = {**src.leech_rejected, offer.leech_id: src.leech_rejected.get(offer.leech_id, 0) + 1}
            _count_rejection(ctx, offer)
            g.leech_offers.remove(offer)
            return 1
    raise _no_offer(ctx, f, power, source)


def _count_rejection(ctx: Ctx, offer: LeechOffer) -> None:
    """Cultists (with the errata) gain 1 power when every neighbour declined their offer."""
    src = ctx.g.factions[offer.source]
    if not offer.actual or offer.trade:
        return
    left = src.leech_not_rejected.get(offer.leech_id, 0) - 1
    src.leech_not_rejected = {**src.leech_not_rejected, offer.leech_id: left}
    if left > 0:
        return
    if not src.leech_rejected.get(offer.leech_id, 0):
        return
    if not src.spec.leech_declined or not ctx.option("errata-cultist-power"):
        return
    economy.gain(ctx, src, src.spec.leech_declined)
    ctx.emit("leech-effect", src, f"{src.display} gain 1 power: every neighbour declined", effect="declined")


def taint_for_conversion(ctx: Ctx, f: Faction) -> None:
    """Converting resources first means later taking these offers breaks the strict order."""
    offers = ctx.g.leech_offers
    for i, offer in enumerate(offers):
        if offer.recipient == f.name:
            offers[i] = offer._replace(tainted="convert")
