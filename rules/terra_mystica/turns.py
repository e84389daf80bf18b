"""Whose turn it is, what a turn allows, and the march through setup, income, rounds and the end."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import RuleError
from . import economy, leech, scoring
from .context import Ctx
from .state import OWED_IN_TURN, Faction, GameState

INCOME_CULT = 1  # the round's scoring tile reward
INCOME_OTHER = 14  # bonus card, buildings, favor tiles
INCOME_ALL = 15  # both at once (option merge-income-phases)


def start_full_move(ctx: Ctx, f: Faction) -> None:
    ctx.g.active = f.name
    f.allowed_actions = 1
    f.allowed_sub = {}
    f.allowed_build_locations = frozenset()
    f.require_home_terrain_tf = False
    f.teleport_to = None
    f.cult_blocked = ()
    f.disable_spade_decline = False
    f.sailing = 0
    f.move_dwellings = -1
    f.no_wasteland = 0


def require_subaction(ctx: Ctx, f: Faction, kind: str, followup: dict[str, int] | None) -> None:
    """Spend what `kind` needs: a step allowed by the action in progress, or the turn's action.
    `followup`, a dict made for this call (kept, not copied), becomes the steps allowed next."""
    if f.allowed_sub.get(kind, 0) > 0:
        f.allowed_sub = {**f.allowed_sub, kind: f.allowed_sub[kind] - 1}
        if followup is not None:
            f.allowed_sub = followup
        return
    if f.allowed_actions > 0:
        f.allowed_actions -= 1
        # A new action: the last move action's limits are over.
        f.move_dwellings = -1
        f.no_wasteland = 0
        if followup is not None:
            f.allowed_sub = followup
        # Acting without deciding on power offers declines them.
        if ctx.g.leech_offers:
            leech.decline(ctx, f, None, None)
        return
    if ctx.g.round == 0:
        raise RuleError("tm-setup-only")
    unpassed = [x for x in ctx.factions_in_order() if not x.passed and not x.dropped]
    if len(unpassed) == 1 and unpassed[0] is f:
        # The last player still in the round takes turn after turn, once the last action owes
        # nothing the site could never clear: there a new action records the Acolytes' owed
        # cult steps (or the Shapeshifters' colour) as pending, and giving them later leaves that
        # record behind for good, so the round never ends.
        if f.owes("LOSE_CULT"):
            raise RuleError("tm-lose-cult-first", steps=f.owes("LOSE_CULT"))
        if f.owes("VOLCANO_TF"):
            raise RuleError("tm-volcano-first")
        if f.owes("PICK_COLOR"):
            raise RuleError("tm-selection-pending", faction=f.name, choice="color")
        end_turn_if_complete(ctx, f)
        start_full_move(ctx, f)
        require_subaction(ctx, f, kind, followup)
        return
    if ctx.g.active != f.name:
        active = ctx.g.active
        raise RuleError("tm-not-your-turn", faction=active) if active else RuleError("tm-not-your-turn-now")
    raise RuleError("tm-second-action", action=kind)


def detect_incomplete(ctx: Ctx, f: Faction) -> bool:
    """True while the faction owes something: a counter the turn may not end with
    (state.OWED_IN_TURN), trades to resolve, a key to place, or (with strict-darkling-sh) the
    Darklings' stronghold exchange, now or never (`convert 3W to 3P`, or `-CONVERT_W_TO_P`)."""
    return not f.dropped and bool(
        (f.owed and not OWED_IN_TURN.isdisjoint(f.owed))
        or f.trading
        or (f.cult_blocked and economy.key_choice(f))  # which track at 9 a key takes to 10
        or ("CONVERT_W_TO_P" in f.owed and "strict-darkling-sh" in ctx.g.options)
    )


def end_turn_if_complete(ctx: Ctx, f: Faction) -> bool:
    """After a faction's commands: hand the turn on if its action is spent and nothing is owed."""
    g = ctx.g
    if g.round == 0:
        return False
    ended = False
    if g.phase == "play" and g.active == f.name and not f.allowed_actions and not detect_incomplete(ctx, f):
        f.sailing = 0  # a move action ends with the turn
        nxt = next_in_turn(ctx, f)
        g.active = None
        if nxt is not None:
            if _turn_position(g.order, g, f.name) >= _turn_position(g.order, g, nxt.name):
                g.turn += 1
            start_full_move(ctx, nxt)
        ended = True
    if g.new_order is not None:
        g.order = g.new_order
        g.new_order = None
    return ended


def settled(ctx: Ctx, f: Faction) -> bool:
    """After `f`'s commands: whether what is left of the turn (end_turn_if_complete, what_next)
    keeps the game within the play phase's turns, where nothing can be refused: only when the
    last faction passes does the game move on by itself (income, a new round, the end)."""
    g = ctx.g
    if g.phase != "play" or g.active is None:
        return False
    if g.active != f.name or f.allowed_actions or detect_incomplete(ctx, f):
        return True  # someone else's turn, or this one goes on
    # next_in_turn(ctx, f) is not None: `f` comes last there, and is asked first here (while `f`
    # plays on, as after most tries, the others needn't be walked).
    return (not f.passed and not f.dropped) or next_in_turn(ctx, f) is not None


def _turn_position(order: Sequence[str], g: GameState, name: str) -> int:
    """Position in this round's turn order (table order from the start player)."""
    start = 0
    for i, n in enumerate(order):
        if g.factions[n].start_player:
            start = i
            break
    return (order.index(name) - start) % len(order)


def next_in_turn(ctx: Ctx, f: Faction) -> Faction | None:
    """The next faction in table order after `f` (`f` itself last) still playing the round."""
    order = ctx.g.order
    factions = ctx.g.factions
    i = order.index(f.name)
    for n in order[i + 1 :] + order[: i + 1]:
        x = factions[n]
        if not x.passed and not x.dropped:
            return x
    return None


def blocking(ctx: Ctx) -> bool:
    """Decisions that keep the round from ending (power offers, owed tiles and steps, and the
    Shapeshifters' power token on offer, which doesn't hold up their own turns)."""
    if ctx.g.leech_offers:
        return True
    return any(
        not f.dropped and (detect_incomplete(ctx, f) or "GAIN_P3_FOR_VP" in f.owed) for f in ctx.g.factions.values()
    )


def what_next(ctx: Ctx) -> None:
    """Move the game on: setup to income, round end to income, income to the next round or the end."""
    g = ctx.g
    if g.phase == "play" and g.active is not None:
        return  # a turn is being played
    while True:
        if g.phase == "initial-dwellings":
            if g.setup_order and g.setup_order[0][1] == "harbour":
                from .merchants import settle_harbour_steps

                settle_harbour_steps(ctx)
            if g.setup_order and g.setup_order[0][1] == "bonus":
                g.phase = "initial-bonus"
            elif not g.setup_order:
                g.phase = "income"
            else:
                return
        if g.phase == "initial-bonus":
            if g.setup_order:
                return
            g.phase = "income"
            g.income_state = "other"
        if g.phase == "play":
            if g.active is not None or blocking(ctx):
                return
            if not all(f.passed or f.dropped for f in g.factions.values()):
                return
            if g.round == 6:
                finish(ctx)
                return
            g.phase = "income"
            g.income_state = "all" if ctx.option("merge-income-phases") else "cult"
        if g.phase == "income":
            if blocking(ctx):
                return
            mask = {"cult": INCOME_CULT, "other": INCOME_OTHER}.get(g.income_state, INCOME_ALL)
            if not any(f.income_taken & mask for f in g.factions.values()):
                kind = "cult-income" if mask == INCOME_CULT else "income"
                for f in ctx.turn_order():
                    economy.take_income(ctx, f, mask)
                    ctx.emit(kind, f, f"{f.display} take {'cult ' if mask == INCOME_CULT else ''}income")
            g.phase = "income-spades"
        if g.phase == "income-spades":
            if blocking(ctx):
                return
            if g.income_state == "cult":
                g.income_state = "other"
                g.phase = "income"
                continue
            g.phase = "play"
            start_round(ctx)
            return
        return


def start_round(ctx: Ctx) -> None:
    g = ctx.g
    g.round += 1
    g.turn = 1
    for f in g.factions.values():
        if not f.income_taken and not f.dropped:
            raise RuleError("tm-income-not-taken", round=g.round, faction=f.name)
        f.income_taken = 0
        f.passed = False
    g.used_actions = []
    for card, n in g.pool.items():
        if card.startswith("BON") and n:
            g.bonus_coins = {**g.bonus_coins, card: g.bonus_coins.get(card, 0) + 1}
    for f in ctx.turn_order():
        if not f.dropped:
            start_full_move(ctx, f)
            break
    ctx.emit("round", None, f"Round {g.round} begins", round=g.round)


def finish(ctx: Ctx) -> None:
    g = ctx.g
    g.finished = True
    g.phase = "finished"
    g.active = None
    scoring.final_scoring(ctx)
    for f in g.factions.values():
        f.passed = False
    ctx.emit("game-over", None, "The game is over", vp={f.name: f.VP for f in g.factions.values()})
