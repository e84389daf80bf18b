"""Merchants of the Seas: harbours, boats and merchants, the move action, trades and the shipyard.

Rule ids are those of the specification (`reference/terra-mystica/merchants-of-the-seas.md`).
Fakirs and Dwarves keep their merchants in the same `boats` list as other factions' boats, as land
hexes instead of river hexes (GEN-1).
"""

from __future__ import annotations

from ..core import RuleError
from . import boats, economy, scoring
from .boats import has_merchants, on, piece, rivers_next_to, sites
from .context import Ctx
from .data.buildings import DWELLING, SANCTUARY, SHIPYARD, STRONGHOLD, TEMPLE
from .data.factions import BUILDING_NAMES
from .data.merchants import (
    CANALS,
    MERCHANT_FACTIONS,
    MOVE_ACTION,
    NB1_TRADE_VP,
    NF3_VP,
    PAID_STEPS,
    REACH_MAX,
    REACH_MERCHANT_RANGE,
    TRADE_BONUS,
    TRADE_SPADE_INSTEAD,
    shipyard_bonus,
    shipyard_cost,
    teleport_skip_at,
)
from .data.tiles import CULT_SPACES, CULTS
from .state import Faction, GameState, LeechOffer, without


def canal_ends(ctx: Ctx, river: str) -> list[str]:
    out = []
    for a, b in CANALS.get(ctx.g.board, ()):
        if a == river:
            out.append(b)
        elif b == river:
            out.append(a)
    return out


def place_boat(ctx: Ctx, f: Faction, hex_id: str) -> None:
    """Put a received boat (merchant) on the board: the shipyard's own first, then the rest."""
    kind = next((k for k in ("SY_BOAT", "BOAT", "MAY_BOAT") if f.owes(k)), None)
    if kind is None:
        raise RuleError("tm-no-boat-to-place", piece=piece(f))
    allowed = sites(ctx, f, only_shipyard=kind == "SY_BOAT")
    if hex_id not in allowed:
        where = "shipyard" if kind == "SY_BOAT" else "depot" if has_merchants(f) else "harbour"
        raise RuleError("tm-boat-site", piece=piece(f), where=where, hexes=", ".join(allowed))
    f.owe(kind, -1)
    f.boats += (hex_id,)
    f.boats_placed += 1
    ctx.emit("boat", f, f"{f.display} place a {piece(f)} at {hex_id}", hex=hex_id)


# --- the harbour token and the depot (SET-11, HAR-1..6, FD-2) --------------------------------


def setup_step(g: GameState, name: str, what: str) -> str:
    """A setup step as told to players: the Fakirs' and Dwarves' harbour token is their depot."""
    return "depot" if what == "harbour" and name in MERCHANT_FACTIONS else what


def harbour_options(ctx: Ctx, f: Faction) -> list[str]:
    """Hexes the harbour token (depot) may go on: a structure next to a river (any dwelling)."""
    if has_merchants(f):
        return sorted(h for h in f.locations if ctx.g.buildings[h][1] == DWELLING)
    return sorted(h for h in f.locations if rivers_next_to(ctx, h))


def place_harbour(ctx: Ctx, f: Faction, hex_id: str) -> None:
    g = ctx.g
    if g.setup_order and g.setup_order[0][1] == "harbour" and g.setup_order[0][0] != f.name:
        other = g.factions[g.setup_order[0][0]]
        raise RuleError("tm-setup-turn-of", faction=other.name, step=setup_step(g, other.name, "harbour"))
    if not g.setup_order or g.setup_order[0] != (f.name, "harbour"):
        raise RuleError("tm-harbour-in-setup")
    options = harbour_options(ctx, f)
    if hex_id not in options:
        raise RuleError("tm-harbour-site", token=_token(f), hexes=", ".join(options) or "-")
    f.harbour = hex_id
    g.setup_order = g.setup_order[1:]
    ctx.emit("harbour", f, f"{f.display} place their {_token(f)} at {hex_id}", hex=hex_id)


def _token(f: Faction) -> str:
    return "depot" if has_merchants(f) else "harbour token"


def settle_harbour_steps(ctx: Ctx) -> None:
    """SET-11 in turn order: nothing to choose with no structure by a river (HAR-3) or only one."""
    g = ctx.g
    while g.setup_order and g.setup_order[0][1] == "harbour":
        f = g.factions[g.setup_order[0][0]]
        options = harbour_options(ctx, f)
        if len(options) > 1 and not f.dropped:
            return
        g.setup_order = g.setup_order[1:]
        if options and not f.dropped:
            f.harbour = options[0]
            ctx.emit("harbour", f, f"{f.display} place their {_token(f)} at {options[0]}", hex=options[0])


def harbour_on_first_river_dwelling(ctx: Ctx, f: Faction, hex_id: str) -> None:
    """HAR-3: a faction without its token places it on its first dwelling next to a river."""
    if f.harbour is None and not has_merchants(f) and rivers_next_to(ctx, hex_id):
        f.harbour = hex_id
        ctx.emit("harbour", f, f"{f.display} place their harbour token at {hex_id}", hex=hex_id)


# --- moving boats and merchants (MOVE-1..9, FD-13..15) ---------------------------------------


def move_range(f: Faction) -> int:
    """MOVE-3 (shipping, +1 with the bonus card while playing the round) and FD-13 (reach)."""
    bonus = f.bonus == "BON4" and not f.passed
    if has_merchants(f):
        return REACH_MERCHANT_RANGE[min(REACH_MAX, f.reach + bonus) - 1]
    return f.ship + bonus


def teleport_skip(ctx: Ctx, f: Faction) -> int:
    """FD-6, FD-11: hexes a tunnel or carpet may skip, with the shipping card's next level."""
    bonus = f.bonus == "BON4" and not f.passed
    return teleport_skip_at(f.reach + bonus)


def _unmoved_at(f: Faction, hex_id: str) -> int:
    return f.boats.count(hex_id) - f.sailed.count(hex_id)


def unmoved_starts(f: Faction) -> list[str]:
    """Where a boat (merchant) stands that has not moved in this action yet (MOVE-2)."""
    return sorted(h for h in set(f.boats) if _unmoved_at(f, h) > 0)


def sail(ctx: Ctx, f: Faction, path: tuple[str, ...]) -> None:
    """Move one boat (merchant) along `path`, its first hex where it stands."""
    g, b = ctx.g, ctx.board
    if not f.sailing:
        raise RuleError("tm-sail-in-move-action")
    if len(path) < 2:
        raise RuleError("tm-sail-path")
    for h in path:
        if h not in b.position:
            raise RuleError("tm-not-a-hex", hex=h)
    if _unmoved_at(f, path[0]) < 1:
        raise RuleError("tm-no-unmoved-boat", piece=piece(f), hex=path[0])
    steps = len(path) - 1
    limit = move_range(f)
    extra = steps - limit
    paid = PAID_STEPS.get(f.name, 1)
    if extra > paid:  # MOVE-4: one paid step per boat (the Riverwalkers: up to 3, Appendix VII)
        raise RuleError("tm-sail-too-far", piece=piece(f), limit=limit, paid=limit + paid, steps=steps)
    end = path[-1]
    if has_merchants(f):
        _check_merchant_path(ctx, f, path)
    else:
        _check_boat_path(ctx, f, path)
    trade = end in g.buildings and g.buildings[end][0] != f.name and f.name not in g.trade_markers.get(end, ())
    if trade:
        if end in f.trading:
            raise RuleError("tm-sail-same-target", piece=piece(f), hex=end)
        if len(f.trading) >= f.markers:
            raise RuleError("tm-no-trade-marker")
    if extra > 0:
        _pay_extra_step(ctx, f)
    f.boats = without(f.boats, path[0])
    if trade:
        f.trading += (end,)
    else:
        f.boats += (end,)
        f.sailed += (end,)
    f.paths += (tuple(path),)
    ctx.emit("sail", f, f"{f.display} move a {piece(f)} {' → '.join(path)}", path=list(path))


def _pay_extra_step(ctx: Ctx, f: Faction) -> None:
    # Swarmlings may pay from bowl II (section 14); they do when it has power.
    if f.name == "swarmlings" and f.P2:
        f.P2 -= 1
        f.P1 += 1
        return
    if not f.P3:
        raise RuleError("tm-extra-step-power")
    economy.adjust(ctx, f, "PW", -1)


def _check_boat_path(ctx: Ctx, f: Faction, path: tuple[str, ...]) -> None:
    g, b = ctx.g, ctx.board
    if path[0] in b.land:
        raise RuleError("tm-boat-on-land", hex=path[0])
    for i in range(1, len(path)):
        a, nxt = path[i - 1], path[i]
        if nxt in b.land:
            if i != len(path) - 1:
                raise RuleError("tm-boat-land-last", hex=nxt)
            if nxt not in b.adjacent[a]:
                raise RuleError("tm-not-adjacent", hex=nxt, to=a)
            owner = g.buildings.get(nxt)
            if owner is None:
                raise RuleError("tm-boat-land-empty", hex=nxt)
            if owner[0] == f.name:
                raise RuleError("tm-boat-own-structure")
            if f.name in g.trade_markers.get(nxt, ()):
                raise RuleError("tm-already-traded", hex=nxt)
        elif nxt not in b.adjacent[a] and nxt not in canal_ends(ctx, a):
            raise RuleError("tm-boat-step", hex=a, to=nxt)


def _check_merchant_path(ctx: Ctx, f: Faction, path: tuple[str, ...]) -> None:
    b = ctx.board
    if path[0] not in b.land:
        raise RuleError("tm-merchant-on-river", hex=path[0])
    for i in range(1, len(path)):
        if path[i] not in b.adjacent[path[i - 1]]:
            raise RuleError("tm-merchant-step", hex=path[i - 1], to=path[i])
    if path[-1] not in b.land:
        raise RuleError("tm-merchant-ends-on-river")


# --- trades (TRADE-1..13) --------------------------------------------------------------------


def trade_choices(ctx: Ctx, f: Faction, hex_id: str) -> list[str | None]:
    """What may follow `trade HEX`: None when the structure gives no choice."""
    btype = ctx.g.buildings[hex_id][1]
    if btype == TEMPLE:
        return ["PW", *CULTS]
    if btype == SANCTUARY:
        return [*CULTS, "P"]
    if btype == SHIPYARD:
        again: list[str | None] = ["MOVE"]
        if has_merchants(f):
            return [*sites(ctx, f), *again]
        return [*rivers_next_to(ctx, hex_id), *again]
    return [None]


def trade(ctx: Ctx, f: Faction, hex_id: str, choice: str | None) -> None:
    g = ctx.g
    if hex_id not in f.trading:
        if f.trading:
            raise RuleError("tm-no-trade-here", hex=hex_id, trades=", ".join(f.trading))
        raise RuleError("tm-no-trade")
    if f.owes("SPADE"):
        raise RuleError("tm-trade-spade-first")
    owner_name, btype = g.buildings[hex_id]
    choices = trade_choices(ctx, f, hex_id)
    if choice not in choices:
        listed = ", ".join(c for c in choices if c)
        raise RuleError("tm-trade-choice", building=btype, choices=listed, example=f"trade {hex_id} {choices[0]}")
    f.sailing = 0  # MOVE-9: trades come after every move of the action
    f.trading = without(f.trading, hex_id)
    economy.gain(ctx, f, TRADE_BONUS[btype])
    _trade_choice(ctx, f, hex_id, btype, choice, owner_name)
    owner = g.factions[owner_name]
    _complete_trade(ctx, f, owner, hex_id, btype)
    ctx.emit("trade", f, f"{f.display} trade with the {owner.display}' {BUILDING_NAMES[btype]} at {hex_id}", hex=hex_id)


def _trade_choice(ctx: Ctx, f: Faction, hex_id: str, btype: str, choice: str | None, owner: str) -> None:
    g = ctx.g
    if btype == TEMPLE:
        economy.gain(ctx, f, {"PW": 3} if choice == "PW" else {str(choice): 1})
    elif btype == SANCTUARY:
        economy.gain(ctx, f, {"P": 1} if choice == "P" else {str(choice): 2})
    elif btype == SHIPYARD:
        if choice == "MOVE":
            key = f"{MOVE_ACTION}/{f.name}"
            if key in g.used_actions:
                g.used_actions.remove(key)
        else:
            # TRADE-11 (a): the boat stays on the board; it can't move again this action.
            f.boats += (str(choice),)
            f.sailed += (str(choice),)
    elif btype == STRONGHOLD:
        spades = 2 if f.name == "giants" else 1
        if owner == "giants":
            f.no_wasteland = 1
        # TRADE-9: a Transform and Build action at once, missing spades dug at the usual cost.
        f.allowed_sub = {"dig": 1, "transform": 1, "build": 0 if built_in_move(f) else 1}
        instead = TRADE_SPADE_INSTEAD.get(f.name)
        if instead is not None:
            economy.gain(ctx, f, instead)  # Appendix VII: the volcano factions get no spade
        else:
            economy.adjust(ctx, f, "SPADE", spades)


def _complete_trade(ctx: Ctx, f: Faction, owner: Faction, hex_id: str, btype: str) -> None:
    """What every trade adds (TRADE-12: NF3, NB1, the round tile), its marker (TRADE-6), and the
    owner's offer (TRADE-5)."""
    if "FAV15" in f.favors:
        economy.adjust(ctx, f, "VP", NF3_VP[btype])
    if f.bonus == "BON11":
        economy.adjust(ctx, f, "VP", NB1_TRADE_VP)
    scoring.score_tile_gain(ctx, f, "TRADE")
    ctx.g.trade_markers = {**ctx.g.trade_markers, hex_id: (*ctx.g.trade_markers.get(hex_id, ()), f.name)}
    f.markers -= 1
    _offer(ctx, owner, f, owner.power_of(btype))


def built_in_move(f: Faction) -> bool:
    """TRADE-10 (i): whether a dwelling was built in this move action's trades already."""
    return f.move_dwellings >= 0 and f.levels[DWELLING] > f.move_dwellings


def _offer(ctx: Ctx, owner: Faction, trader: Faction, power: int) -> None:
    """TRADE-5: the owner may gain the structure's power for (gained - 1) VP, or decline."""
    if owner.dropped:
        return
    g = ctx.g
    g.leech_id += 1
    actual = min(power, owner.power_capacity())
    g.leech_offers.append(LeechOffer(owner.name, trader.name, power, actual, g.leech_id, trade=True))


def automatic_trades(ctx: Ctx, builder: Faction, hex_id: str) -> None:
    """FD-19: a dwelling built on another faction's merchant starts a trade with it."""
    for f in ctx.factions_from(builder, skip_dropped=True):
        if f is builder or hex_id not in f.boats or not has_merchants(f):
            continue
        f.boats = without(f.boats, hex_id)
        if not f.markers:
            continue  # no marker left: no trade, the merchant goes back (section 17)
        economy.gain(ctx, f, TRADE_BONUS[DWELLING])
        _complete_trade(ctx, f, builder, hex_id, DWELLING)
        text = f"{f.display}' merchant trades with the {builder.display}' new dwelling at {hex_id}"
        ctx.emit("trade", f, text, hex=hex_id)


# --- building with boats (BUILD-1..6, FD-16..18) ----------------------------------------------


def boat_reach(ctx: Ctx, f: Faction, hex_id: str) -> bool:
    """BUILD-1 / FD-16: the hex is next to a river hex with one of the faction's boats (or holds
    one of its merchants)."""
    if not f.boats:
        return False
    if has_merchants(f):
        return hex_id in f.boats
    return any(r in f.boats for r in rivers_next_to(ctx, hex_id))


def boat_rivers(ctx: Ctx, f: Faction, hex_id: str) -> list[str]:
    """The rivers next to a hex where the faction has a boat."""
    return [r for r in rivers_next_to(ctx, hex_id) if r in f.boats]


def use_boat_for_dwelling(ctx: Ctx, f: Faction, hex_id: str, river: str | None = None) -> None:
    """BUILD-3 / FD-17: return a boat next to (a merchant on) the hex instead of paying; `river`
    says which boat (else the one on the lowest-numbered river)."""
    if has_merchants(f):
        if river is not None:
            raise RuleError("tm-merchant-build", hex=hex_id)
        if hex_id not in f.boats:
            raise RuleError("tm-no-merchant-here", hex=hex_id)
        f.boats = without(f.boats, hex_id)
    else:
        rivers = boat_rivers(ctx, f, hex_id)
        if river is not None and river not in rivers:
            raise RuleError("tm-no-boat-at", river=river, hex=hex_id)
        river = river or next(iter(rivers), None)
        if river is None:
            raise RuleError("tm-no-boat-next-to", hex=hex_id)
        f.boats = without(f.boats, river)
        if river in f.sailed:
            f.sailed = without(f.sailed, river)
    if f.name == "halflings":
        economy.adjust(ctx, f, "W", 1)  # section 14
    f.set_owed("SANDSTORM_BY_BOAT", 0)


# --- the shipyard (SY-1..10) and the reach track (FD-5..12) ------------------------------------


def check_shipyard(ctx: Ctx, f: Faction, hex_id: str) -> None:
    if not on(ctx):
        raise RuleError("tm-shipyard-merchants-only")
    if f.levels.get(SHIPYARD, 0):
        raise RuleError("tm-shipyard-built")
    if not has_merchants(f) and not rivers_next_to(ctx, hex_id):
        raise RuleError("tm-shipyard-river", hex=hex_id)


def build_shipyard(ctx: Ctx, f: Faction) -> None:
    economy.pay(ctx, f, shipyard_cost(f.name))
    f.levels = {**f.levels, SHIPYARD: 1}
    economy.gain(ctx, f, shipyard_bonus(f.name))


def boat_income(ctx: Ctx, f: Faction) -> None:
    """SY-6: a shipyard built in an earlier round gives a boat in every income phase."""
    if f.levels.get(SHIPYARD):
        boats.grant(ctx, f, "BOAT", 1)


def choose_nf1(ctx: Ctx, f: Faction, what: str, cult: str | None) -> None:
    """NF1: (a) a priest from the supply onto a cult track (or 1 step) and 4 C, or (b) a free
    shipping (reach) advance and 1 W (FAV-5)."""
    if not f.owes("NF1"):
        raise RuleError("tm-no-nf1")
    if what == "SHIP":
        f.owe("NF1", -1)
        economy.adjust(ctx, f, "GAIN_SHIP", 1)
        economy.adjust(ctx, f, "W", 1)
        return
    if cult not in CULTS:
        raise RuleError("tm-nf1-choices")
    if what == "PRIEST":
        if f.MAX_P - f.P < 1:
            raise RuleError("tm-no-priest-in-supply")
        spaces = ctx.g.cult_spaces[cult]
        free = next((i for i, s in enumerate(spaces) if s is None), None)
        if free is None:
            raise RuleError("tm-nf1-no-priest-space", cult=cult)
        ctx.g.cult_spaces = {**ctx.g.cult_spaces, cult: (*spaces[:free], f.name, *spaces[free + 1 :])}
        f.MAX_P -= 1
        f.CULT_P += 1
        f.owe("NF1", -1)
        economy.gain(ctx, f, {cult: CULT_SPACES[free], "C": 4})
        return
    f.owe("NF1", -1)
    economy.gain(ctx, f, {cult: 1, "C": 4})


def destinations(ctx: Ctx, f: Faction, start: str) -> dict[str, tuple[str, ...]]:
    """Where a boat (merchant) at `start` can go in this action, with a shortest path to each
    (paths longer than the range need the paid step)."""
    g, b = ctx.g, ctx.board
    limit = move_range(f) + PAID_STEPS.get(f.name, 1)
    merchant = has_merchants(f)
    paths: dict[str, tuple[str, ...]] = {start: (start,)}
    frontier = [start]
    for _ in range(limit):
        nxt: list[str] = []
        for h in frontier:
            if h in g.buildings and not merchant and h != start:
                continue  # a boat stops at a structure (MOVE-5 c)
            # Sorted: the same paths on every run (adjacency is a set).
            steps = sorted(b.adjacent[h]) if merchant else [*sorted(b.adjacent[h]), *canal_ends(ctx, h)]
            for a in steps:
                if a in paths:
                    continue
                if not merchant and a in b.land:
                    owner = g.buildings.get(a)
                    if owner is None or owner[0] == f.name or f.name in g.trade_markers.get(a, ()):
                        continue
                paths[a] = (*paths[h], a)
                nxt.append(a)
        frontier = nxt
    del paths[start]
    if merchant:
        return {h: p for h, p in paths.items() if h in b.land}
    return paths
