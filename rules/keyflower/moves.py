"""A move played: who is to decide now, a turn's actions applied in order (each by the module of
its phase: turns, seasons, scoring), and the engine's own default of a decision."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Event, RuleError
from . import effects, scoring, seasons, turns
from .actions import (
    FREE_ACTIONS,
    Action,
    Allocate,
    Bid,
    ChooseBoat,
    ConfirmAllocation,
    Extend,
    OfferWinter,
    Pass,
    PickContract,
    Place,
    Resign,
    SwapBoat,
    TradeContract,
    Turn,
    Upgrade,
    Use,
)
from .state import GameState


def to_decide(g: GameState) -> list[int]:
    if g.phase == "main":
        return [g.pending.seat] if g.pending is not None else [g.current]
    if g.phase == "winter-offer":
        return [p.seat for p in g.players if p.winter_offer is None]
    if g.phase in ("boats", "swap"):
        return g.boat_queue[:1]
    if g.phase == "placement":
        return [p.seat for p in g.players if p.won]
    if g.phase == "final":
        return list(dict.fromkeys(seat for seat, _ in scoring.pending_free_actions(g)))
    if g.phase == "allocation":
        return [p.seat for p in g.players if not p.allocated]
    return []


def play(g: GameState, seat: int, actions: Sequence[Action], events: list[Event] | None = None) -> None:
    """Apply one text's actions to `g` (a copy the caller owns): free actions (contract trades,
    allocation choices) before or after at most one action or decision. On a RuleError `g` is
    left part way (an action may have been applied before the one refused): callers drop it."""
    if g.phase == "finished":
        raise RuleError("kf-game-over")
    if not 0 <= seat < len(g.players):
        raise RuleError("kf-no-such-seat", seat=seat + 1)
    if len(actions) == 1 and isinstance(actions[0], Resign):  # at any moment, whoever is to decide
        g.players[seat].resigned = True
        return
    deciding = to_decide(g)
    if seat not in deciding:
        raise RuleError("kf-not-your-turn", seats=", ".join(str(s + 1) for s in deciding))
    decided = season_over = False
    for action in actions:
        if not isinstance(action, FREE_ACTIONS):
            if decided:
                raise RuleError("kf-one-action")
            decided = True
        season_over |= _apply(g, seat, action)
    if season_over:  # after the trades written behind the pass
        seasons.end_season(g)
    if events is not None and g.phase == "finished":
        events.append(Event("final-score", None, "Final scores", {str(p.seat): p.vp for p in g.players}))


def _apply(g: GameState, seat: int, action: Action) -> bool:  # noqa: C901 - one branch per action
    """Apply one action; True when it was the last pass of the season."""
    phase = g.phase
    p = g.players[seat]
    if isinstance(action, Allocate):
        scoring.pin(g, p, action.use, action.choice)
    elif isinstance(action, TradeContract):
        if phase != "main":
            raise RuleError("kf-trade-on-your-turn")
        turns.trade_contract(g, seat, action)
    elif isinstance(action, PickContract):
        if phase != "main":
            raise _wrong_phase(g)
        turns.pick_contract(g, seat, action)
    elif isinstance(action, Bid | Use | Pass):
        if phase != "main":
            raise _wrong_phase(g)
        if g.pending is not None:
            raise RuleError("kf-choose-contract-first", tile=g.pending.tile, contracts=g.pending.contracts)
        if isinstance(action, Bid):
            turns.bid(g, seat, action)
        elif isinstance(action, Use):
            turns.use(g, seat, action)
        else:
            return turns.pass_turn(g, seat)
    elif isinstance(action, OfferWinter):
        if phase != "winter-offer":
            raise _wrong_phase(g)
        seasons.offer_winter(g, seat, action)
    elif isinstance(action, ChooseBoat):
        if phase != "boats":
            raise _wrong_phase(g)
        seasons.choose_boat(g, seat, action)
    elif isinstance(action, SwapBoat):
        if phase != "swap":
            raise _wrong_phase(g)
        seasons.swap_boat(g, seat, action)
    elif isinstance(action, Place):
        if phase != "placement":
            raise _wrong_phase(g)
        seasons.place(g, seat, action)
    elif isinstance(action, Upgrade | Extend):
        wanted = "free_upgrade" if isinstance(action, Upgrade) else "free_extension"
        if phase != "final" or (seat, wanted) not in scoring.pending_free_actions(g):
            raise RuleError("kf-upgrades-in-transport")
        if isinstance(action, Upgrade):
            effects.upgrade_tile(g, p, action.tile, free=True, paying=action.paying)
        else:
            effects.build_extension(g, p, action.extension, action.tile, True, action.source, action.paying)
        scoring.free_action_done(g, p, wanted)
    elif isinstance(action, ConfirmAllocation):
        if phase != "allocation":
            raise _wrong_phase(g)
        scoring.confirm(g, p)
    elif isinstance(action, Resign):
        raise RuleError("kf-resign-alone")
    else:  # pragma: no cover - every action is handled above
        raise AssertionError(action)
    return False


def _wrong_phase(g: GameState) -> RuleError:
    """The refusal of an action out of its phase: what is to be decided now."""
    if g.phase == "main":
        return RuleError("kf-now-main")
    if g.phase == "winter-offer":
        return RuleError("kf-now-winter-offer")
    if g.phase == "boats":
        return RuleError("kf-now-boats")
    if g.phase == "swap":
        return RuleError("kf-now-swap")
    if g.phase == "placement":
        return RuleError("kf-now-placement")
    if g.phase == "final":
        return RuleError("kf-now-final")
    if g.phase == "allocation":
        return RuleError("kf-now-allocation")
    return RuleError("kf-game-over")


def default_move(g: GameState, seat: int) -> Turn | None:
    """The engine's own pick for a decision the player may simply accept: the contract still owed
    (drawn face down, or the first face-up one when none is left to draw) and the final allocation
    as proposed. None where there is no default."""
    if seat not in to_decide(g):
        return None
    if g.phase == "main" and g.pending is not None:
        return (PickContract(None if g.contract_deck or g.discarded else g.face_up[0]),)
    if g.phase == "allocation":
        return (ConfirmAllocation(),)
    return None
