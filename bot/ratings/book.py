"""The ratings of the games a host holds: every finished game's result noted (records.py), each
game's tables rated from them (Terra Mystica as the reference site, Keyflower with openskill),
for one server or all of them.

Ratings are always made from all the finished games of their table, in the order they finished:
Terra Mystica's go through every game three times, so a game finishing moves them all. A game
that finished is noted the first time anyone looks (a leaderboard, the statistics, the command
line), and nothing else is stored: `recompute` forgets the notes and reads every game again,
with the same ratings as a result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..service import GameService, Loaded
from . import keyflower, records, terra_mystica
from .results import GameResult, game_result, places

MAIN, TWO_PLAYERS, WITH_AI = "main", "two", "ai"
TABLES: dict[str, tuple[str, ...]] = {
    "terra_mystica": terra_mystica.TABLES,
    "keyflower": keyflower.TABLES,
}
HISTORY_POINTS = 10  # the rating after each of a player's last games, at most this many


@dataclass(frozen=True)
class Standing:
    player: str
    name: str
    rating: float
    games: int


@dataclass
class Board:
    """One table's ratings: the players listed (best first), those not listed yet (their games so
    far), and the factions' ratings on each board (Terra Mystica)."""

    game_type: str
    table: str
    players: list[Standing] = field(default_factory=list)
    unlisted: dict[str, int] = field(default_factory=dict)
    factions: list[Standing] = field(default_factory=list)
    games: int = 0

    def place_of(self, player: str) -> int | None:
        return next((i for i, s in enumerate(self.players, start=1) if s.player == player), None)


def read(loaded: Loaded) -> GameResult:
    """A finished game's result, as its game tells it."""
    row, seats = loaded.row, loaded.seats
    if row.game_type == "terra_mystica":
        return terra_mystica.read(row, seats, loaded.state)
    if row.game_type == "keyflower":
        return keyflower.read(row, seats, loaded.view())
    scores = loaded.adapter.engine.scores(loaded.state)  # any other game: places by score alone
    order = sorted(scores)
    place = places([scores[s] for s in order])
    per_seat = [{"seat": s, "vp": scores[s], "place": p} for s, p in zip(order, place, strict=True)]
    return game_result(row, seats, None, True, per_seat)


def table_of(result: GameResult) -> str | None:
    """Which of its game's tables rates a game (None: none)."""
    if result.game_type == "terra_mystica":
        return terra_mystica.table_of(result)
    return keyflower.table_of(result)


def names(results: Sequence[GameResult]) -> dict[str, str]:
    """Each player's name in their last game."""
    found: dict[str, str] = {}
    for r in results:
        for s in r.seats:
            found[s.player] = s.name
    return found


def board(game_type: str, table: str, results: Sequence[GameResult]) -> Board:
    """A table's ratings from the results of its game (in the order they finished)."""
    called = names(results)
    out = Board(game_type, table, games=sum(1 for r in results if table_of(r) == table))
    if game_type == "terra_mystica":
        rated = terra_mystica.ratings(results, table)
        shown = rated.shown_players()
        out.players = _best_first(Standing(p, called.get(p, p), r.score, r.games) for p, r in shown.items())
        out.unlisted = {p: r.games for p, r in rated.players.items() if p not in shown}
        out.factions = _best_first(Standing(f, f, r.score, r.games) for f, r in rated.factions.items())
    else:
        skills = keyflower.ratings(results, table)
        out.players = _best_first(Standing(p, called.get(p, p), s.rating, s.games) for p, s in skills.players.items())
    return out


def _best_first(standings: Any) -> list[Standing]:
    return sorted(standings, key=lambda s: (-s.rating, s.name, s.player))


def history(
    game_type: str, table: str, results: Sequence[GameResult], player: str, points: int = HISTORY_POINTS
) -> list[tuple[GameResult, float]]:
    """The player's rating right after each of their last `points` games of the table (the
    ratings of the games finished until then)."""
    counted = [r for r in results if table_of(r) == table]
    theirs = [i for i, r in enumerate(counted) if any(s.player == player for s in r.seats)][-points:]
    if game_type == "terra_mystica":
        out = []
        for i in theirs:
            rating = terra_mystica.ratings(counted[: i + 1], table).players.get(player)
            if rating is not None:
                out.append((counted[i], rating.score))
        return out
    after = keyflower.ratings(counted, table).after
    return [(counted[i], after[(counted[i].game_id, player)]) for i in theirs if (counted[i].game_id, player) in after]


class RatingBook:
    """The ratings and statistics of the games `service` hosts."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._boards: dict[tuple[str, str, str | None], tuple[tuple[Any, ...], Board]] = {}

    async def note(self, game_type: str | None = None) -> int:
        """Note the results of the finished games not noted yet (or changed since); how many."""
        stale = await records.stale(self.service.store, game_type)
        for game_id in stale:
            loaded = await self.service.view(game_id)
            await records.save(self.service.store, read(loaded))
        return len(stale)

    async def recompute(self) -> int:
        """Forget every noted result and read every finished game again; how many."""
        await records.clear(self.service.store)
        self._boards.clear()
        return await self.note()

    async def results(self, game_type: str, guild_id: str | None = None) -> list[GameResult]:
        """The results of a game's finished games (of one server, if given), in the order they finished."""
        await self.note(game_type)
        return await records.load(self.service.store, game_type, guild_id)

    async def board(self, game_type: str, table: str = MAIN, guild_id: str | None = None) -> Board:
        """A table's ratings, made again only when its games changed."""
        await self.note(game_type)
        key = (game_type, table, guild_id)
        mark = await records.fingerprint(self.service.store, game_type, guild_id)
        kept = self._boards.get(key)
        if kept is not None and kept[0] == mark:
            return kept[1]
        made = board(game_type, table, await records.load(self.service.store, game_type, guild_id))
        self._boards[key] = (mark, made)
        return made
