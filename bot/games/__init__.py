"""One adapter per game: what the game-agnostic host needs to know beyond the engine contract."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from rules.core import GameEngine


@dataclass
class ImportedGame:
    """A recorded game read for the host: how to set it up and the moves, seat by seat."""

    options: dict[str, Any]
    seats: int
    seed: str
    seat_names: list[str]
    moves: list[tuple[int, str]]
    final_vp: dict[str, int] = field(default_factory=dict)


class GameAdapter(Protocol):
    name: str  # the engine's name, e.g. "terra_mystica"
    title: str
    min_seats: int
    max_seats: int

    @property
    def engine(self) -> GameEngine[Any]: ...

    def choose_faction(self, faction: str) -> str:
        """The action text that picks a faction during the game's faction choice."""
        ...

    def factions(self) -> list[str]: ...

    def faction_conflict(self, taken: list[str], faction: str) -> str | None:
        """Why `faction` can't join the ones `taken` (None if it can)."""
        ...

    def resign_action(self) -> str:
        """The action text with which a seat leaves a game under way."""
        ...

    def seat_name(self, state: Any, seat: int) -> str:
        """How the game names a seat (its faction, once chosen)."""
        ...

    def vp(self, state: Any) -> dict[str, int]:
        """Victory points by the names the game gives its seats."""
        ...

    def summary(self, state: Any) -> str:
        """A few lines of text describing the position (for the terminal and for logs)."""
        ...

    def render(self, state: Any, previous: Any | None = None) -> bytes:
        """The board as a PNG."""
        ...

    def import_record(self, text: str, name: str) -> ImportedGame:
        """A recorded game (any format the game's replay reads); raises ValueError if unreadable."""
        ...

    def export_log(
        self, options: dict[str, Any], seed: str, seat_names: list[str], moves: list[tuple[int, str]]
    ) -> str:
        """The move log in the game's community notation."""
        ...


def adapters() -> dict[str, GameAdapter]:
    from .terra_mystica import TerraMysticaAdapter

    found: list[GameAdapter] = [TerraMysticaAdapter()]
    return {a.name: a for a in found}
