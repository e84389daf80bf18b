"""The working context of one engine call: the state being changed, its board, and the events."""

from __future__ import annotations

from typing import Any

from ..core import Event, RuleError
from .board import Board, board
from .state import Faction, GameState


class Ctx:
    __slots__ = ("g", "board", "events")

    def __init__(self, g: GameState, events: list[Event] | None = None) -> None:
        self.g = g
        self.board: Board = board(g.board)
        self.events = events  # None: nobody reads them (a search's play, a legal move's try)

    def emit(self, kind: str, f: Faction | None, text: str, **data: Any) -> None:
        if self.events is None:
            return
        if f is not None:
            data.setdefault("faction", f.name)
            data.setdefault("resources", f.resources())
        self.events.append(Event(kind, f.seat if f is not None else None, text, data))

    def faction(self, name: str) -> Faction:
        f = self.g.factions.get(name)
        if f is None:
            raise RuleError("tm-faction-not-playing", faction=name)
        return f

    def option(self, name: str) -> bool:
        return name in self.g.options

    def adjacent(self, hex_id: str) -> list[str] | frozenset[str]:
        """Neighbouring hexes, bridges included."""
        extra = self.g.bridge_adjacent.get(hex_id)
        base = self.board.adjacent[hex_id]
        return base if not extra else [*base, *extra]

    def owns(self, f: Faction, hex_id: str) -> bool:
        """Whether the hex holds one of the faction's buildings."""
        b = self.g.buildings.get(hex_id)
        return b is not None and b[0] == f.name

    def factions_in_order(self, skip_dropped: bool = False) -> list[Faction]:
        fs = [self.g.factions[n] for n in self.g.order]
        return [f for f in fs if not f.dropped] if skip_dropped else fs

    def factions_from(self, f: Faction, skip_dropped: bool = False) -> list[Faction]:
        """Table order starting after `f` and ending with `f`."""
        order = self.g.order
        factions = self.g.factions
        i = order.index(f.name)
        out = []
        for n in order[i + 1 :] + order[: i + 1]:
            x = factions[n]
            if not (skip_dropped and x.dropped):
                out.append(x)
        return out

    def turn_order(self) -> list[Faction]:
        """Table order starting with the start player."""
        fs = self.factions_in_order()
        for i, f in enumerate(fs):
            if f.start_player:
                return fs[i:] + fs[:i]
        return fs
