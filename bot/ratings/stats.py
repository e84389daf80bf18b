"""Statistics of finished games: a player's games, wins, mean VP and factions; each faction's win
rate and mean VP on each board and at each number of players. Every finished game that counts
(any table: 2 players, AI seats and all); a win is a first place, shared places included.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .results import GameResult


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    vp: int = 0

    def add(self, vp: int, won: bool) -> None:
        self.games += 1
        self.wins += won
        self.vp += vp

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_vp(self) -> float:
        return self.vp / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    name: str
    overall: Tally = field(default_factory=Tally)
    factions: dict[str, Tally] = field(default_factory=dict)  # faction -> its results in the player's hands


def player_stats(results: Iterable[GameResult], player: str) -> PlayerStats | None:
    """A player's statistics (None: no finished game)."""
    found: PlayerStats | None = None
    for r in results:
        if not r.counted:
            continue
        for s in r.seats:
            if s.player != player:
                continue
            if found is None:
                found = PlayerStats(s.name)
            found.name = s.name  # the name of their last game
            found.overall.add(s.vp, s.place == 1)
            if s.faction is not None:
                found.factions.setdefault(s.faction, Tally()).add(s.vp, s.place == 1)
    return found


@dataclass(frozen=True)
class Setting:
    """Where factions are compared: a board and a number of players."""

    board: str | None
    players: int


@dataclass
class SettingStats:
    games: int = 0
    factions: dict[str, Tally] = field(default_factory=dict)


def faction_stats(results: Iterable[GameResult]) -> dict[Setting, SettingStats]:
    """Each faction's results on each board at each number of players."""
    found: dict[Setting, SettingStats] = {}
    for r in results:
        if not r.counted:
            continue
        setting = found.setdefault(Setting(r.board, r.players), SettingStats())
        setting.games += 1
        for s in r.seats:
            if s.faction is not None:
                setting.factions.setdefault(s.faction, Tally()).add(s.vp, s.place == 1)
    return found
