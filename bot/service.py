"""The game host, the same for every game: lobbies, turns, undo, imports, reminders, over the store.

Every change goes through one per-game lock and the store's version check, so a late or repeated
action is refused and never applied twice. Rules are the engines' business: the host asks them.
"""

from __future__ import annotations

from .ai.hints import Hint, Hints
from .host.announcements import Announcements
from .host.core import (
    ANNOUNCE_LEASE,
    CROSS_PROCESS_TRIES,
    MAX_MOVE,
    STATE_CACHE_GAMES,
    ActResult,
    AlreadyStored,
    GameDamaged,
    Loaded,
    LogLine,
    Planned,
    Reminder,
    ServiceError,
    UndoOutcome,
)
from .host.lobby import Lobby
from .host.play import Play
from .host.records import Records
from .host.reminders import Reminders
from .host.seats import SeatChange, Seats
from .host.undo import Undo

__all__ = [
    "ANNOUNCE_LEASE",
    "CROSS_PROCESS_TRIES",
    "MAX_MOVE",
    "STATE_CACHE_GAMES",
    "ActResult",
    "AlreadyStored",
    "GameDamaged",
    "GameService",
    "Hint",
    "Loaded",
    "LogLine",
    "Planned",
    "Reminder",
    "SeatChange",
    "ServiceError",
    "UndoOutcome",
]


class GameService(Lobby, Seats, Play, Undo, Records, Reminders, Announcements, Hints):
    """The game host: its parts, each in bot/host/, over one shared ground (bot/host/core.py)."""
