"""The results of finished games in the database (tables `results` and `result_seats`), the same
SQL on SQLite and PostgreSQL.

They are derived data: a game's rows are written from its final state when it is first looked at
finished, again whenever its version changed since (a seat handed to someone else, an undo that
reopened it and a new last move), and all of them may be thrown away and read again from the
games (`python -m bot.ratings recompute`). A game that is no longer finished keeps its rows but
no longer counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import Any

from ..store import Store
from .results import GameResult, SeatResult

_SEAT_COLUMNS = "game_id, seat, player, name, faction, vp, place, dropped, ai"


async def stale(store: Store, game_type: str | None = None) -> list[int]:
    """The finished games whose results are not noted, or were noted at another version."""
    query = (
        "SELECT g.id FROM games g LEFT JOIN results r ON r.game_id = g.id "
        "WHERE g.status = 'finished' AND (r.game_id IS NULL OR r.version <> g.version)"
    )
    args: list[Any] = []
    if game_type is not None:
        query += " AND g.game_type = ?"
        args.append(game_type)
    return [int(r[0]) for r in await store.db.fetch(query + " ORDER BY g.id", *args)]


async def save(store: Store, result: GameResult) -> None:
    """Note a game's result, replacing what was noted of it before."""
    seats = [
        (result.game_id, s.seat, s.player, s.name, s.faction, s.vp, s.place, int(s.dropped), int(s.ai))
        for s in result.seats
    ]
    async with store.db.transaction() as tx:
        await tx.execute("DELETE FROM result_seats WHERE game_id = ?", result.game_id)
        await tx.execute("DELETE FROM results WHERE game_id = ?", result.game_id)
        # Another process noting the same game meanwhile notes the same rows: either one stands.
        await tx.execute(
            "INSERT INTO results (game_id, version, finished_at, board, counted) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id) DO NOTHING",
            result.game_id,
            result.version,
            result.finished_at,
            result.board,
            int(result.counted),
        )
        if seats:
            await tx.executemany(
                f"INSERT INTO result_seats ({_SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (game_id, seat) DO NOTHING",
                seats,
            )


async def clear(store: Store) -> None:
    """Forget every noted result (they are read again from the games)."""
    async with store.db.transaction() as tx:
        await tx.execute("DELETE FROM result_seats")
        await tx.execute("DELETE FROM results")


# A noted result counts while its game is finished and unchanged since it was noted.
_COUNTING = "JOIN games g ON g.id = r.game_id AND g.status = 'finished' AND g.version = r.version WHERE g.game_type = ?"


def _scope(game_type: str, guild_id: str | None) -> tuple[str, list[Any]]:
    if guild_id is None:
        return _COUNTING, [game_type]
    return _COUNTING + " AND g.guild_id = ?", [game_type, guild_id]


async def load(store: Store, game_type: str, guild_id: str | None = None) -> list[GameResult]:
    """The noted results of a game's finished games (of one server, if given), in the order they
    finished."""
    counting, args = _scope(game_type, guild_id)
    rows = await store.db.fetch(
        "SELECT r.game_id, g.guild_id, r.finished_at, r.version, r.board, r.counted, "
        "s.seat, s.player, s.name, s.faction, s.vp, s.place, s.dropped, s.ai "
        f"FROM results r JOIN result_seats s ON s.game_id = r.game_id {counting} "
        "ORDER BY r.finished_at, r.game_id, s.seat",
        *args,
    )
    return [_result(game_type, list(group)) for _, group in groupby(rows, key=lambda r: r[0])]


async def fingerprint(store: Store, game_type: str, guild_id: str | None = None) -> tuple[Any, ...]:
    """What changes whenever the results `load` gives change."""
    counting, args = _scope(game_type, guild_id)
    rows = await store.db.fetch(
        f"SELECT COUNT(*), SUM(r.version), SUM(r.game_id), MAX(r.finished_at) FROM results r {counting}", *args
    )
    return tuple(rows[0])


def _result(game_type: str, rows: Sequence[tuple[Any, ...]]) -> GameResult:
    first = rows[0]
    return GameResult(
        game_id=int(first[0]),
        game_type=game_type,
        guild_id=first[1],
        finished_at=float(first[2]),
        version=int(first[3]),
        board=first[4],
        counted=bool(first[5]),
        seats=tuple(
            SeatResult(
                seat=int(r[6]),
                player=r[7],
                name=r[8],
                faction=r[9],
                vp=int(r[10]),
                place=int(r[11]),
                dropped=bool(r[12]),
                ai=bool(r[13]),
            )
            for r in rows
        ),
    )
