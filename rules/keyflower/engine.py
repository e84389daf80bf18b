"""Keyflower for the host: the rules.core contract (new game, apply, who decides, legal actions,
per-seat views, JSON)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import Event, Outcome, RuleError
from . import effects, scoring, seasons, turns
from .actions import (
    Action,
    Allocate,
    Bid,
    ChooseBoat,
    Extend,
    OfferWinter,
    Pass,
    Place,
    SwapBoat,
    TradeContract,
    Upgrade,
    Use,
)
from .notation import format_turn, parse_turn
from .setup import new_state
from .state import GameState

MAIN_ACTIONS = (Bid, Use, Pass)


def to_decide(g: GameState) -> list[int]:
    if g.phase == "main":
        return [g.current]
    if g.phase == "winter-offer":
        return [p.seat for p in g.players if p.winter_offer is None]
    if g.phase in ("boats", "swap"):
        return g.boat_queue[:1]
    if g.phase == "placement":
        return [p.seat for p in g.players if p.won]
    if g.phase == "final":
        return list(dict.fromkeys(seat for seat, _ in scoring.pending_free_actions(g)))
    return []


def play(g: GameState, seat: int, actions: list[Action], events: list[Event] | None = None) -> None:
    """Apply a turn's actions to `g` (a copy the caller owns)."""
    if g.phase == "finished":
        raise RuleError("The game is over")
    if not 0 <= seat < len(g.players):
        raise RuleError(f"There is no seat {seat + 1} in this game")
    deciding = to_decide(g)
    if seat not in deciding:
        who = ", ".join(f"seat {s + 1}" for s in deciding)
        raise RuleError(f"It's not your turn ({who} to act)")
    main_done = False
    for action in actions:
        if main_done:
            raise RuleError("One action a turn: bid, use a tile or pass (contract trades may come before)")
        _apply(g, seat, action)
        if isinstance(action, MAIN_ACTIONS):
            main_done = True
        if events is not None and g.phase == "finished":
            events.append(Event("final-score", None, "Final scores", {str(p.seat): p.vp for p in g.players}))


def _apply(g: GameState, seat: int, action: Action) -> None:  # noqa: C901 - one branch per action
    phase = g.phase
    p = g.players[seat]
    if isinstance(action, Allocate):
        scoring.pin(g, p, action.use, action.choice)
    elif isinstance(action, TradeContract):
        if phase != "main":
            raise RuleError("Contracts are traded on your turn")
        turns.trade_contract(g, seat, action)
    elif isinstance(action, Bid | Use | Pass):
        if phase != "main":
            raise RuleError(_phase_hint(g))
        if isinstance(action, Bid):
            turns.bid(g, seat, action)
        elif isinstance(action, Use):
            turns.use(g, seat, action)
        elif turns.pass_turn(g, seat, action):
            seasons.end_season(g)
    elif isinstance(action, OfferWinter):
        if phase != "winter-offer":
            raise RuleError(_phase_hint(g))
        seasons.offer_winter(g, seat, action)
    elif isinstance(action, ChooseBoat):
        if phase != "boats":
            raise RuleError(_phase_hint(g))
        seasons.choose_boat(g, seat, action)
    elif isinstance(action, SwapBoat):
        if phase != "swap":
            raise RuleError(_phase_hint(g))
        seasons.swap_boat(g, seat, action)
    elif isinstance(action, Place):
        if phase != "placement":
            raise RuleError(_phase_hint(g))
        seasons.place(g, seat, action)
    elif isinstance(action, Upgrade | Extend):
        wanted = "free_upgrade" if isinstance(action, Upgrade) else "free_extension"
        if phase != "final" or (seat, wanted) not in scoring.pending_free_actions(g):
            raise RuleError("Upgrades and extensions are part of a transport action (e.g. 'use Home with 1 red: ...')")
        if isinstance(action, Upgrade):
            effects.upgrade_tile(g, p, action.tile, free=True)
        else:
            effects.build_extension(g, p, action.extension, action.tile, free=True)
        scoring.free_action_done(g, p, wanted)
    else:  # pragma: no cover - every action is handled above
        raise RuleError(f"Unknown action {action!r}")


def _phase_hint(g: GameState) -> str:
    return {
        "main": "Now bid, use a tile or pass",
        "winter-offer": "Now choose the winter tiles you put up for auction (e.g. 'offer Keythedral')",
        "boats": "Now choose a boat (e.g. 'boat Keyflower')",
        "swap": "Now choose the boat that replaces Sea Bastion II for winter (e.g. 'swap Flipper')",
        "placement": "Now place the tiles you won (e.g. 'place Keywood N of Home')",
        "final": "Now take your free upgrade or extension before the scoring",
    }.get(g.phase, "The game is over")


def public_view(g: GameState, seat: int | None) -> dict[str, Any]:
    """The state as `seat` may see it (None: everyone): screens, face-down contracts, winter hands
    and choices of others, the seed and the order of what is still to be drawn are left out."""
    data = g.to_json()
    for key in ("seed", "contract_deck", "draws"):
        data.pop(key)
    data["decks"] = {season: len(tiles) for season, tiles in g.decks.items()}
    if g.phase == "finished":
        data["ranking"] = scoring.ranking(g)
    data["contract_deck"] = len(g.contract_deck)
    for boat in data["boats"]:
        boat["contracts"] = len(boat["contracts"])
    for pdata in data["players"]:
        if pdata["seat"] == seat:
            continue
        pdata["workers"] = "hidden"
        pdata["skills"] = "hidden"
        pdata["contracts"] = len(pdata["contracts"])
        pdata["winter_hand"] = len(pdata["winter_hand"])
        pdata["winter_offer"] = None if pdata["winter_offer"] is None else "chosen"
    return data


class KeyflowerEngine:
    """rules.core.GameEngine for Keyflower (with The Merchants as the option `merchants`)."""

    name = "keyflower"

    def new_game(self, options: Mapping[str, Any], seats: int, seed: int | str) -> GameState:
        return new_state(seats, seed, options)

    def apply(self, state: GameState, seat: int, action: str) -> Outcome[GameState]:
        actions = parse_turn(action)
        g = state.copy()
        events: list[Event] = []
        play(g, seat, actions, events)
        return Outcome(g, events, format_turn(actions))

    def to_decide(self, state: GameState) -> list[int]:
        return to_decide(state)

    def legal_actions(self, state: GameState, seat: int) -> list[str]:
        from .legal import legal_actions

        return legal_actions(state, seat)

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        return public_view(state, seat)

    def is_finished(self, state: GameState) -> bool:
        return state.phase == "finished"

    def scores(self, state: GameState) -> dict[int, int]:
        return {p.seat: p.vp for p in state.players}

    def to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: Mapping[str, Any]) -> GameState:
        return GameState.from_json(data)
