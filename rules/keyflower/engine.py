"""Keyflower for the host and for a search: the rules.core contracts (GameEngine's text methods,
SearchEngine's typed ones) over the modules that hold the rules. A move goes: notation.parse (the
text's actions), moves.play (each applied by its phase's module: turns, seasons, scoring), and
views.public_view (what each seat may see of the result); legal.py finds the legal moves."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import Event, Outcome
from .actions import Turn
from .legal import legal_actions, legal_moves
from .moves import default_move, play, to_decide
from .notation import format_turn, notation, parse, parse_turn, public_move
from .setup import new_state
from .state import GameState
from .views import public_view

__all__ = ["KeyflowerEngine", "default_move", "play", "public_view", "to_decide"]


class KeyflowerEngine:
    """rules.core.GameEngine for Keyflower (with The Merchants as the option `merchants`), and the
    typed methods a search uses: legal_moves, play, copy, notation and parse (the host keeps to
    the text methods, apply and legal_actions)."""

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
        return legal_actions(state, seat)

    def legal_moves(self, state: GameState, seat: int) -> list[Turn]:
        """The turns `seat` may play now (each of one action), in the order of legal_actions."""
        return legal_moves(state, seat)

    def play(self, state: GameState, seat: int, move: Turn) -> None:
        """Play `move` for `seat` on `state` itself (as python-chess's push): callers `copy` first
        when they still need the position. On a RuleError `state` is left part way: drop it."""
        play(state, seat, move)

    def copy(self, state: GameState) -> GameState:
        """A state that shares nothing that `play` changes with `state`."""
        return state.copy()

    def notation(self, move: Turn) -> str:
        return notation(move)

    def parse(self, text: str) -> Turn:
        return parse(text)

    def default_action(self, state: GameState, seat: int) -> str | None:
        move = default_move(state, seat)
        return None if move is None else notation(move)

    def public_move(self, action: str) -> str:
        return public_move(action)

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
