"""One adapter per game: what the game-agnostic host needs to know beyond the engine contract."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from rules.core import GameEngine, RuleError


@dataclass
class ImportedGame:
    """A recorded game read for the host: how to set it up and the moves, seat by seat."""

    options: dict[str, Any]
    seats: int
    seed: str
    seat_names: list[str]
    moves: list[tuple[int, str]]
    final_vp: dict[str, int] = field(default_factory=dict)


@dataclass
class Decision:
    """A question a seat must answer, offered as buttons (few answers) or a select menu.

    `kind` names the question in the game's catalogue: `<prefix>-decision-<kind>` says what the
    seat must do ("to take a favor tile"), its `.prompt` is a menu's placeholder; `actions` are the
    answers in notation, best first.
    """

    seat: int
    kind: str
    actions: list[str]
    menu: bool = False


class GameAdapter(Protocol):
    name: str  # the engine's name, e.g. "terra_mystica"
    prefix: str  # its slash-command group and the prefix of its catalogue ids, e.g. "tm"
    title: str
    min_seats: int
    max_seats: int

    @property
    def engine(self) -> GameEngine[Any]: ...

    def choose_faction(self, faction: str) -> str:
        """The action text that picks a faction during the game's faction choice."""
        ...

    def factions(self) -> list[str]: ...

    def faction_conflict(self, taken: list[str], faction: str, options: Mapping[str, Any]) -> RuleError | None:
        """Why `faction` can't join the ones `taken` in a game with these options (None if it can)."""
        ...

    def choosing_faction(self, state: Any) -> bool:
        """Whether the game is at its faction choice."""
        ...

    def standing_decision(self, state: Any, seat: int, settings: dict[str, Any]) -> str | None:
        """The action a seat's standing settings take for it now, if any (e.g. accepting 1 power)."""
        ...

    def decisions(self, state: Any) -> list[Decision]:
        """The questions seats must answer now besides playing their turn."""
        ...

    def describe(self, text: str, locale: str) -> str:
        """An action told in words ('built a dwelling on E5'), without its subject."""
        ...

    def seat_label(self, state: Any, seat: int, locale: str) -> str:
        """A seat's name in a language (its faction's, once chosen)."""
        ...

    def status(self, state: Any, seat: int, locale: str) -> str:
        """A seat's own position in a language, for a private reply."""
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

    def render(self, state: Any, previous: Any | None = None, locale: str = "en") -> bytes:
        """The board as a PNG, its words in `locale`."""
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
