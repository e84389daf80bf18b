"""The games database: games, seats, the append-only move log, state snapshots, announcements,
reminders; on SQLite (one file, one process: the embedded default) or PostgreSQL (several bot
processes sharing it), chosen by its URL.

A move is stored together with the state it leads to, in one transaction: after a crash the
database holds every acknowledged move and no half-written one. Undone moves stay in the log,
marked, so the log only grows. The logic is written once, in SQL both databases read; each
database's own part (connecting, its schema's migrations, transactions, its errors) is in
bot/sqlite_db.py and bot/postgres_db.py.
"""

from __future__ import annotations

import contextlib
import json
import re
import secrets
import time
import zlib
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit

SNAPSHOT_EVERY = 25  # a snapshot every so many moves keeps undo and rebuilds short


def pack(state: dict[str, Any]) -> bytes:
    return zlib.compress(json.dumps(state, separators=(",", ":")).encode(), 1)


def unpack(blob: bytes) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(zlib.decompress(blob))
    return result


class StoreError(Exception):
    pass


class StaleVersion(StoreError):
    """The game changed since the caller looked: the action is refused rather than misapplied."""


class DuplicateRequest(StoreError):
    """The same request arrived twice: it was applied once already."""


class Damaged(StoreError):
    """What the database holds can't be read: a damaged page, or a state that doesn't decode."""


class Conflict(StoreError):
    """A unique key is taken already (the databases' integrity error, told alike)."""


@contextlib.contextmanager
def _reading(what: str) -> Iterator[None]:
    """Reads that meet a damaged page raise Damaged, saying what could not be read."""
    try:
        yield
    except Damaged as e:
        raise Damaged(f"{what} can't be read: {e}") from e


@dataclass
class GameRow:
    id: int
    game_type: str
    options: dict[str, Any]
    seed: str
    seat_count: int
    guild_id: str | None
    channel_id: str | None
    host_user: str
    status: str
    version: int
    moves: int
    created_at: float
    updated_at: float
    last_move_at: float | None
    state: dict[str, Any] | None = None
    hints: bool | None = None  # whether players may ask the AI for hints (None: the default)


@dataclass
class SeatRow:
    seat: int
    user_id: str
    user_name: str
    preference: str | None  # what the player asked for in the lobby (stored in the column `faction`)
    kind: str = "human"  # "human" or "ai" (bot/ratings/results.py is_ai reads it)
    level: str | None = None  # an AI's level ("easy", "normal", "hard")
    ai_played: bool = False  # an AI played this seat at some time (also when a person has it back)
    previous_user: str | None = None  # whom an AI took the seat over from (they may take it back)
    previous_name: str | None = None


@dataclass
class MoveRow:
    seq: int
    seat: int
    user_id: str | None
    text: str
    at: float
    undone: bool
    announced_at: float | None = None


@dataclass
class UndoRequest:
    seq: int
    requested_by: str
    waiting_for: list[str] = field(default_factory=list)
    created_at: float = 0.0


# A new wait starts the deadline's schedule (bot/deadlines.py): its first event, the reminder at half
# the time, is due then; one parameter, the wait's start (NULL: nobody waited for).
_DEADLINE_STARTS = "deadline_step = 0, deadline_due = ? + deadline_hours * 1800"

_MOVE_COLUMNS = "seq, seat, user_id, text, at, undone, announced_at"


def _move(row: Sequence[Any]) -> MoveRow:
    return MoveRow(row[0], row[1], row[2], row[3], row[4], bool(row[5]), row[6])


_GAME_COLUMNS = (
    "id, game_type, options, seed, seat_count, guild_id, channel_id, host_user, status, version, moves, "
    "created_at, updated_at, last_move_at, hints"
)


def _game(row: Sequence[Any], state: bytes | None = None) -> GameRow:
    if state:
        try:
            decoded: dict[str, Any] | None = unpack(state)
        except (zlib.error, ValueError) as e:  # ValueError: bad JSON or text
            raise Damaged(f"The stored state of game {row[0]} can't be read: {e}") from e
    else:
        decoded = None
    return GameRow(
        id=row[0],
        game_type=row[1],
        options=json.loads(row[2]),
        seed=row[3],
        seat_count=row[4],
        guild_id=row[5],
        channel_id=row[6],
        host_user=row[7],
        status=row[8],
        version=row[9],
        moves=row[10],
        created_at=row[11],
        updated_at=row[12],
        last_move_at=row[13],
        hints=None if row[14] is None else bool(row[14]),
        state=decoded,
    )


@dataclass
class IdleGame:
    """An active game waiting for someone long enough that a reminder may be due."""

    id: int
    channel_id: str | None
    idle_since: float
    reminded_step: int
    waiting: list[tuple[str, int]] | None  # (user, seat) who must decide; None: not known yet


class Database(Protocol):
    """What the store needs of a database: SQL with `?` parameters, transactions, its nature."""

    name: str
    shared: bool  # several bot processes may use it at once
    lock_rows: str  # what to append to a SELECT to lock the rows read until the transaction ends

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]: ...

    async def execute(self, sql: str, *args: Any) -> int: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    def transaction(self) -> contextlib.AbstractAsyncContextManager[Any]: ...
    async def alone(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """One statement that changes rows, as a transaction of its own; the rows it returns."""
        ...

    async def close(self) -> None: ...

    async def schema_version(self) -> int: ...

    async def size_bytes(self) -> int: ...

    async def after_copy(self, tx: Any, tables: Sequence[str]) -> None: ...


POSTGRES_SCHEMES = ("postgresql", "postgres")

_SEAT_COLUMNS = "seat, user_id, user_name, faction, kind, level, ai_played, previous_user, previous_name"


def _seat(row: Sequence[Any]) -> SeatRow:
    return SeatRow(row[0], row[1], row[2], row[3], row[4], row[5], bool(row[6]), row[7], row[8])


def _seat_values(s: SeatRow) -> tuple[Any, ...]:
    return (
        s.seat, s.user_id, s.user_name, s.preference, s.kind, s.level, int(s.ai_played), s.previous_user,
        s.previous_name,
    )  # fmt: skip


# The tables in the order a copy fills them (what a row refers to comes first), with their columns.
TABLES: dict[str, str] = {
    "games": "id, game_type, options, seed, seat_count, guild_id, channel_id, host_user, status, version, "
    "state, moves, created_at, updated_at, last_move_at, idle_since, reminded_step, waiting, hints, "
    "deadline_hours, on_deadline, vacation_days, deadline_due, deadline_step",
    "seats": f"game_id, {_SEAT_COLUMNS}",
    "moves": "game_id, seq, seat, user_id, text, at, request_id, undone, announced_at, announce_owner, announce_lease",
    "snapshots": "game_id, seq, state",
    "reminders": "game_id, user_id, since, step, sent_at",
    "undo_requests": "game_id, seq, requested_by, waiting_for, created_at",
    "users": "user_id, settings, updated_at",
    "requests": "request_id, game_id, kind, at",
    "vacations": "game_id, user_id, start, until",
}


_PASSWORD = re.compile(r"(://[^:/@]*:)[^@/]*@")


def describe(url: str) -> str:
    """A database URL fit for a message: the password left out."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (raises on a port that isn't one)
    except ValueError:  # a URL that doesn't parse: still never its password
        return _PASSWORD.sub(r"\1***@", url)
    if parts.password:
        host = parts.hostname or ""
        netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
        return parts._replace(netloc=netloc).geturl()
    return url


def sqlite_path(url: str) -> Path | None:
    """The file a `sqlite:///relative/path` or `sqlite:////absolute/path` URL names (a plain path
    is taken as it is); None for a URL of another database."""
    if "://" not in url:
        return Path(url)
    scheme, rest = url.split("://", 1)
    if scheme != "sqlite":
        return None
    if not rest.startswith("/") or rest == "/":
        raise StoreError(f"A SQLite URL is sqlite:///relative/path or sqlite:////absolute/path, not {url}")
    return Path(unquote(rest[1:]))


def check_url(url: str) -> None:
    """Refuse, before anything is opened, a database URL this bot can't use."""
    scheme = url.split("://", 1)[0] if "://" in url else ""
    if scheme and scheme not in ("sqlite", *POSTGRES_SCHEMES):
        raise StoreError(
            f"Unknown database URL scheme '{scheme}://' in {describe(url)}: "
            "use sqlite:///path/to/games.sqlite3 or postgresql://user:password@host:port/database"
        )
    if scheme in POSTGRES_SCHEMES:
        try:
            urlsplit(url).port  # noqa: B018  (raises on a port that isn't one)
        except ValueError as e:
            raise StoreError(f"Can't read the database URL {describe(url)}: {e}") from e
    sqlite_path(url)


class Store:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self.db = db
        self.clock = clock
        # This process, as the holder of moves it announces (a bot names itself after its shards).
        self.owner = secrets.token_hex(8)

    @property
    def shared(self) -> bool:
        """Whether several bot processes may use the database at once (PostgreSQL)."""
        return self.db.shared

    @property
    def path(self) -> Path | None:
        return getattr(self.db, "path", None)

    @classmethod
    async def open(
        cls,
        url: str | Path,
        clock: Callable[[], float] = time.time,
        create: bool = False,
        timeout: float = 5.0,
        existing: bool = False,
    ) -> Store:
        """Open the games database at `url`: a SQLite file (a path, or `sqlite:///path`) or a
        PostgreSQL database (`postgresql://...`), its schema brought up to date. Any failure is
        one StoreError saying what is wrong, and leaves nothing open. `create`: make the games
        database in an existing empty file; `timeout`: how long to wait for a database held by
        another program, or to reach a server; `existing`: only a games database made before
        (a copy's source: a mistyped name is refused, not made into a new, empty database)."""
        text = str(url)
        check_url(text)
        database: Database
        path = sqlite_path(text)
        if path is not None:
            from .sqlite_db import SQLiteDatabase

            if existing and str(path) != ":memory:" and not path.exists():
                raise StoreError(f"No games database at {path}: there is no such file")
            database = await SQLiteDatabase.open(path, create and not existing, timeout)
        else:
            from .postgres_db import PostgresDatabase

            database = await PostgresDatabase.open(text, timeout, existing)
        return cls(database, clock)

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        return await self.db.schema_version()

    async def size_bytes(self) -> int:
        return await self.db.size_bytes()

    # Games and seats

    async def create_game(
        self,
        game_type: str,
        options: dict[str, Any],
        seed: str,
        seat_count: int,
        host_user: str,
        guild_id: str | None = None,
        channel_id: str | None = None,
        request_id: str | None = None,
        deadline_hours: float | None = None,
        on_deadline: str = "drop",
        vacation_days: float = 7,
    ) -> int:
        now = self.clock()
        async with self._transaction() as tx:
            await self._claim(tx, request_id, None, "new")
            try:
                rows = await tx.fetch(
                    "INSERT INTO games (game_type, options, seed, seat_count, guild_id, channel_id, host_user, "
                    "status, created_at, updated_at, deadline_hours, on_deadline, vacation_days) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?) RETURNING id",
                    game_type,
                    json.dumps(options),
                    seed,
                    seat_count,
                    guild_id,
                    channel_id,
                    host_user,
                    now,
                    now,
                    deadline_hours,
                    on_deadline,
                    vacation_days,
                )
            except Conflict as e:
                raise StoreError("This channel already has a game in progress") from e
            return int(rows[0][0])

    async def game(self, game_id: int, with_state: bool = True) -> GameRow | None:
        columns = _GAME_COLUMNS + (", state" if with_state else "")
        with _reading(f"Game {game_id}"):
            rows = await self.db.fetch(f"SELECT {columns} FROM games WHERE id = ?", game_id)
        if not rows:
            return None
        return _game(rows[0], rows[0][15] if with_state else None)

    async def open_game_in_channel(self, channel_id: str) -> GameRow | None:
        with _reading("This channel's game"):
            rows = await self.db.fetch(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
                channel_id,
            )
        return _game(rows[0]) if rows else None

    async def games(
        self, guild_id: str | None = None, statuses: Sequence[str] | None = None, user_id: str | None = None
    ) -> list[GameRow]:
        """Games, of one server and with one of `statuses` if given, where `user_id` sits if given."""
        query = f"SELECT {_GAME_COLUMNS} FROM games WHERE 1=1"
        args: list[Any] = []
        if guild_id is not None:
            query += " AND guild_id = ?"
            args.append(guild_id)
        if user_id is not None:
            query += " AND EXISTS (SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.user_id = ?)"
            args.append(user_id)
        if statuses:
            query += f" AND status IN ({', '.join('?' for _ in statuses)})"
            args += list(statuses)
        with _reading("The list of games"):
            rows = await self.db.fetch(query + " ORDER BY id", *args)
        return [_game(r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        with _reading(f"The seats of game {game_id}"):
            rows = await self.db.fetch(f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = ? ORDER BY seat", game_id)
        return [_seat(r) for r in rows]

    async def update_lobby(
        self,
        game_id: int,
        version: int,
        seats: Sequence[SeatRow],
        seat_count: int | None = None,
        request_id: str | None = None,
    ) -> int:
        """Replace the seats of a game not yet started; returns the new version."""
        async with self._transaction() as tx:
            await self._claim(tx, request_id, game_id, "lobby")
            await self._check_version(tx, game_id, version)
            await tx.execute("DELETE FROM seats WHERE game_id = ?", game_id)
            for s in seats:
                await tx.execute(
                    f"INSERT INTO seats (game_id, {_SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    game_id,
                    *_seat_values(s),
                )
            if seat_count is not None:
                await tx.execute("UPDATE games SET seat_count = ? WHERE id = ?", seat_count, game_id)
            return await self._bump(tx, game_id)

    async def replace_seat(
        self, game_id: int, version: int, seat: int, user_id: str, user_name: str, request_id: str | None = None
    ) -> int:
        async with self._transaction() as tx:
            await self._claim(tx, request_id, game_id, "replace")
            await self._check_version(tx, game_id, version)
            await tx.execute(
                "UPDATE seats SET user_id = ?, user_name = ?, kind = 'human', level = NULL, previous_user = NULL, "
                "previous_name = NULL WHERE game_id = ? AND seat = ?",
                user_id,
                user_name,
                game_id,
                seat,
            )
            # whoever is waited for may have changed: the sweep reads it from the state again
            await tx.execute("UPDATE games SET waiting = NULL WHERE id = ?", game_id)
            return await self._bump(tx, game_id)

    async def set_seat(self, game_id: int, version: int, seat: SeatRow, request_id: str | None = None) -> int:
        """Change who plays a seat of a game under way (a person, or an AI and whom it took over
        from); returns the new version."""
        async with self._transaction() as tx:
            await self._claim(tx, request_id, game_id, "seat")
            await self._check_version(tx, game_id, version)
            values = _seat_values(seat)
            await tx.execute(
                "UPDATE seats SET user_id = ?, user_name = ?, faction = ?, kind = ?, level = ?, ai_played = ?, "
                "previous_user = ?, previous_name = ? WHERE game_id = ? AND seat = ?",
                *values[1:],
                game_id,
                seat.seat,
            )
            await tx.execute("UPDATE games SET waiting = NULL WHERE id = ?", game_id)
            return await self._bump(tx, game_id)

    async def set_hints(self, game_id: int, hints: bool | None) -> None:
        """Whether a game's players may ask for hints (None: the default)."""
        await self.db.execute("UPDATE games SET hints = ? WHERE id = ?", None if hints is None else int(hints), game_id)

    async def games_with_ai(self) -> list[int]:
        """The games under way with a seat an AI plays."""
        rows = await self.db.fetch(
            "SELECT id FROM games WHERE status = 'active' AND EXISTS "
            "(SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.kind = 'ai') ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def delete_lobby(self, game_id: int) -> None:
        """Remove a game that never started (no move, no state) with its seats."""
        async with self._transaction() as tx:
            rows = await tx.fetch(f"SELECT status, moves FROM games WHERE id = ?{self.db.lock_rows}", game_id)
            if not rows or tuple(rows[0]) != ("lobby", 0):
                raise StoreError(f"Game {game_id} is not an empty lobby")
            await tx.execute("DELETE FROM seats WHERE game_id = ?", game_id)
            await tx.execute("DELETE FROM games WHERE id = ?", game_id)

    async def set_status(self, game_id: int, version: int, status: str, request_id: str | None = None) -> int:
        async with self._transaction() as tx:
            await self._claim(tx, request_id, game_id, status)
            await self._check_version(tx, game_id, version)
            await tx.execute(
                "UPDATE games SET status = ?, idle_since = CASE WHEN ? = 'active' THEN idle_since END, "
                "deadline_due = CASE WHEN ? = 'active' THEN deadline_due END WHERE id = ?",
                status,
                status,
                status,
                game_id,
            )
            return await self._bump(tx, game_id)

    # Moves

    async def append_moves(
        self,
        game_id: int,
        version: int,
        moves: Sequence[tuple[int, str | None, str]],
        state: dict[str, Any],
        status: str,
        request_id: str | None = None,
        announced: bool = False,
        lease_seconds: float = 0.0,
        waiting: Sequence[tuple[str, int]] | None = None,
    ) -> tuple[int, int]:
        """Append moves (seat, user, text) with the state they lead to, in one transaction.

        Refused (StaleVersion) when the game's version is not `version`, (DuplicateRequest) when
        `request_id` was seen before. The moves are to be announced, unless `announced` (an
        imported game's); with `lease_seconds`, by this process, which holds them that long (no
        other takes them meanwhile). `waiting`: the (user, seat) who must decide now, whose wait
        starts (for the reminders). Returns (new version, last move number).
        """
        now = self.clock()
        blob = pack(state)
        async with self._transaction() as tx:
            # The game's row, locked until the end: another process's move of this game waits here.
            # One round trip reads the version, whether the request stored a move already, the last
            # move number. On PostgreSQL the two counts come from the snapshot taken before waiting
            # for the lock (only the locked row is read fresh), so they don't guard a race: what
            # does is `_claim` (the requests' key refuses a request twice) and the version check (an
            # unchanged version means nobody added a move since, so `last` is right).
            rows = await tx.fetch(
                "SELECT version, moves, "
                "(SELECT COUNT(*) FROM moves WHERE game_id = ? AND request_id = ?), "
                "(SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?) "
                f"FROM games WHERE id = ?{self.db.lock_rows}",
                game_id,
                request_id,
                game_id,
                game_id,
            )
            if not rows:
                raise StoreError(f"No game {game_id}")
            current, count, seen, last = rows[0]
            if seen:
                raise DuplicateRequest("This action was already applied")
            await self._claim(tx, request_id, game_id, "move")
            if current != version:
                raise StaleVersion("The game changed meanwhile; look again and retry")
            held = bool(lease_seconds) and not announced
            for k, (seat, user, text) in enumerate(moves):
                await tx.execute(
                    "INSERT INTO moves (game_id, seq, seat, user_id, text, at, request_id, announced_at, "
                    "announce_owner, announce_lease) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    game_id,
                    last + k + 1,
                    seat,
                    user,
                    text,
                    now,
                    request_id if k == len(moves) - 1 else None,
                    now if announced else None,
                    self.owner if held else None,
                    now + lease_seconds if held else None,
                )
            new_count = count + len(moves)
            await tx.execute(
                "UPDATE games SET state = ?, moves = ?, status = ?, last_move_at = ?, updated_at = ?, "
                "version = version + 1, idle_since = ?, reminded_step = 0, waiting = ?, "
                f"{_DEADLINE_STARTS} WHERE id = ?",
                blob,
                new_count,
                status,
                now,
                now,
                now if status == "active" else None,
                _waiting(waiting),
                now if status == "active" else None,
                game_id,
            )
            if new_count // SNAPSHOT_EVERY != count // SNAPSHOT_EVERY:
                await tx.execute(
                    "INSERT INTO snapshots VALUES (?, ?, ?) "
                    "ON CONFLICT (game_id, seq) DO UPDATE SET state = excluded.state",
                    game_id,
                    last + len(moves),
                    blob,
                )
            return current + 1, last + len(moves)

    async def moves(self, game_id: int, include_undone: bool = False) -> list[MoveRow]:
        query = f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ?"
        if not include_undone:
            query += " AND undone = 0"
        with _reading(f"The moves of game {game_id}"):
            rows = await self.db.fetch(query + " ORDER BY seq", game_id)
        return [_move(r) for r in rows]

    # Announcing moves: each stored move is told in its game's channel once, by the process that
    # claims it. A claim is one UPDATE ... RETURNING (atomic on either database: on PostgreSQL the
    # second of two concurrent claims waits for the first, reads the row again and skips it)
    # holding a lease: a process that dies while posting lets the moves go when the lease ends.

    async def claim_announcement(
        self, game_id: int, first_seq: int, last_seq: int, lease_seconds: float
    ) -> list[MoveRow]:
        """Claim (or, held by this process already, renew) the unannounced moves `first_seq`..
        `last_seq` of a game; the moves claimed, in order (none if another process holds them or
        they were announced)."""
        now = self.clock()
        rows = await self.db.alone(
            "UPDATE moves SET announce_owner = ?, announce_lease = ? "
            "WHERE game_id = ? AND seq BETWEEN ? AND ? AND undone = 0 AND announced_at IS NULL "
            "AND (announce_lease IS NULL OR announce_lease < ? OR announce_owner = ?) "
            f"RETURNING {_MOVE_COLUMNS}",
            self.owner,
            now + lease_seconds,
            game_id,
            first_seq,
            last_seq,
            now,
            self.owner,
        )
        return sorted((_move(r) for r in rows), key=lambda m: m.seq)

    async def mark_announced(self, game_id: int, seqs: Sequence[int]) -> None:
        if not seqs:
            return
        marks = ",".join("?" * len(seqs))
        await self.db.alone(
            f"UPDATE moves SET announced_at = ?, announce_owner = NULL, announce_lease = NULL "
            f"WHERE game_id = ? AND seq IN ({marks})",
            self.clock(),
            game_id,
            *seqs,
        )

    async def release_announcement(self, game_id: int, seqs: Sequence[int]) -> None:
        """Give back a claim whose posting failed, for the next attempt to take at once. Only this
        process's own claims: a lease that ran out while it tried may be another process's now."""
        if not seqs:
            return
        marks = ",".join("?" * len(seqs))
        async with self._transaction() as tx:
            await tx.execute(
                f"UPDATE moves SET announce_owner = NULL, announce_lease = NULL "
                f"WHERE game_id = ? AND seq IN ({marks}) AND announced_at IS NULL AND announce_owner = ?",
                game_id,
                *seqs,
                self.owner,
            )

    async def forget_claims(self) -> None:
        """At the start of a bot: the claims a stopped process left. A SQLite database is served by
        one process, so every claim left is a stopped one's; on a shared database other processes
        are alive, and only this process's own name's claims (its predecessor's, serving the same
        shards) are given back; the others' run out their lease."""
        async with self._transaction() as tx:
            query = (
                "UPDATE moves SET announce_owner = NULL, announce_lease = NULL "
                "WHERE announced_at IS NULL AND announce_lease IS NOT NULL"
            )
            if self.shared:
                await tx.execute(query + " AND announce_owner = ?", self.owner)
            else:
                await tx.execute(query)

    async def unannounced(self) -> dict[int, list[MoveRow]]:
        """The moves of games played in a channel that were never announced and that nobody holds
        now, by game."""
        rows = await self.db.fetch(
            f"SELECT game_id, {_MOVE_COLUMNS} FROM moves WHERE announced_at IS NULL AND undone = 0 "
            "AND (announce_lease IS NULL OR announce_lease < ?) "
            "AND game_id IN (SELECT id FROM games WHERE channel_id IS NOT NULL) ORDER BY game_id, seq",
            self.clock(),
        )
        found: dict[int, list[MoveRow]] = {}
        for r in rows:
            found.setdefault(r[0], []).append(_move(r[1:]))
        return found

    async def next_lease_end(self) -> float | None:
        """When the first claim another process holds on an unannounced move runs out (None: none held)."""
        rows = await self.db.fetch(
            "SELECT MIN(announce_lease) FROM moves WHERE announced_at IS NULL AND announce_lease IS NOT NULL"
        )
        return float(rows[0][0]) if rows and rows[0][0] is not None else None

    async def last_unannounced(self, game_id: int) -> list[MoveRow]:
        """The moves at the end of a game's log that were not announced (nothing announced after)."""
        rows = await self.db.fetch(
            f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? AND undone = 0 AND announced_at IS NULL "
            "AND seq > (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ? AND undone = 0 "
            "AND announced_at IS NOT NULL) ORDER BY seq",
            game_id,
            game_id,
        )
        return [_move(r) for r in rows]

    async def latest_snapshot(self, game_id: int, before_seq: int) -> tuple[int, dict[str, Any]] | None:
        with _reading(f"A snapshot of game {game_id}"):
            rows = await self.db.fetch(
                "SELECT seq, state FROM snapshots WHERE game_id = ? AND seq < ? ORDER BY seq DESC LIMIT 1",
                game_id,
                before_seq,
            )
            try:
                return (rows[0][0], unpack(rows[0][1])) if rows else None
            except (zlib.error, ValueError) as e:
                raise Damaged(f"A snapshot of game {game_id} can't be read: {e}") from e

    async def repair_state(self, game_id: int, version: int, state: dict[str, Any]) -> bool:
        """Put back a state rebuilt from the move log (the version stays: the game is unchanged).
        False if the game moved on meanwhile."""
        async with self._transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET state = ? WHERE id = ? AND version = ?", pack(state), game_id, version
            )
            return changed == 1

    async def undo_last(
        self,
        game_id: int,
        version: int,
        seq: int,
        state: dict[str, Any],
        status: str,
        request_id: str | None = None,
        waiting: Sequence[tuple[str, int]] | None = None,
        count: int = 1,
    ) -> int:
        """Mark move `seq` undone, and the moves after it (`count` in all: an AI seat's replies),
        and store the state before it; returns the new version."""
        now = self.clock()
        async with self._transaction() as tx:
            await self._claim(tx, request_id, game_id, "undo")
            await self._check_version(tx, game_id, version)
            await tx.execute("UPDATE moves SET undone = 1 WHERE game_id = ? AND seq >= ? AND undone = 0", game_id, seq)
            await tx.execute("DELETE FROM snapshots WHERE game_id = ? AND seq >= ?", game_id, seq)
            await tx.execute("DELETE FROM undo_requests WHERE game_id = ?", game_id)
            await tx.execute(
                "UPDATE games SET state = ?, moves = moves - ?, status = ?, updated_at = ?, idle_since = ?, "
                f"reminded_step = 0, waiting = ?, {_DEADLINE_STARTS} WHERE id = ?",
                pack(state),
                count,
                status,
                now,
                now if status == "active" else None,
                _waiting(waiting),
                now if status == "active" else None,
                game_id,
            )
            return await self._bump(tx, game_id)

    # Undo requests

    async def undo_request(self, game_id: int) -> UndoRequest | None:
        rows = await self.db.fetch(
            "SELECT seq, requested_by, waiting_for, created_at FROM undo_requests WHERE game_id = ?", game_id
        )
        if not rows:
            return None
        seq, by, waiting, at = rows[0]
        return UndoRequest(seq, by, json.loads(waiting), at)

    async def save_undo_request(self, game_id: int, request: UndoRequest | None, request_id: str | None = None) -> None:
        async with self._transaction() as tx:
            await self._claim(tx, request_id, game_id, "undo-request")
            await tx.execute("DELETE FROM undo_requests WHERE game_id = ?", game_id)
            if request is not None:
                await tx.execute(
                    "INSERT INTO undo_requests VALUES (?, ?, ?, ?, ?)",
                    game_id,
                    request.seq,
                    request.requested_by,
                    json.dumps(request.waiting_for),
                    request.created_at,
                )

    async def request_seen(self, game_id: int | None, request_id: str) -> bool:
        """Whether the request `request_id` changed something already (moves stored before the
        requests table existed are found by their own column)."""
        if game_id is None:
            return bool(await self.db.fetch("SELECT 1 FROM requests WHERE request_id = ?", request_id))
        rows = await self.db.fetch(
            "SELECT (SELECT COUNT(*) FROM requests WHERE request_id = ?) "
            "+ (SELECT COUNT(*) FROM moves WHERE game_id = ? AND request_id = ?)",
            request_id,
            game_id,
            request_id,
        )
        return bool(rows[0][0])

    # Reminders: the sweep asks for the games whose wait passed a step of the schedule, through the
    # index on (reminded_step, idle_since), and claims each step with one conditional UPDATE: of
    # several processes sweeping at once, one sends it.

    async def idle_games(self, now: float, hours: Sequence[float]) -> list[IdleGame]:
        """Active games whose wait passed the next step of the schedule `hours` (sorted) not yet sent."""
        if not hours:
            return []
        where = " OR ".join("(reminded_step = ? AND idle_since <= ?)" for _ in hours)
        args: list[Any] = []
        for step, h in enumerate(hours):
            args += [step, now - h * 3600]
        with _reading("The idle games"):
            rows = await self.db.fetch(
                f"SELECT id, channel_id, idle_since, reminded_step, waiting FROM games WHERE {where} ORDER BY id", *args
            )
        return [
            IdleGame(r[0], r[1], r[2], r[3], [(u, s) for u, s in json.loads(r[4])] if r[4] is not None else None)
            for r in rows
        ]

    async def claim_reminder(self, game: IdleGame, step: int) -> bool:
        """Take the sending of reminder `step` of this wait; False if another process took it (or
        the game moved meanwhile)."""
        async with self._transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET reminded_step = ? WHERE id = ? AND reminded_step = ? AND idle_since = ?",
                step,
                game.id,
                game.reminded_step,
                game.idle_since,
            )
        return changed == 1

    async def set_waiting(self, game_id: int, idle_since: float, waiting: Sequence[tuple[str, int]]) -> None:
        """Note who the current wait is for (read from the state), unless the game moved since."""
        async with self._transaction() as tx:
            await tx.execute(
                "UPDATE games SET waiting = ? WHERE id = ? AND idle_since = ?", _waiting(waiting), game_id, idle_since
            )

    async def record_reminder(self, game_id: int, user_id: str, since: float, step: int, at: float) -> None:
        """What was sent, kept as a record."""
        async with self._transaction() as tx:
            await tx.execute(
                "INSERT INTO reminders VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING", game_id, user_id, since, step, at
            )

    async def reminder_sent(self, game_id: int, user_id: str, since: float, step: int) -> bool:
        rows = await self.db.fetch(
            "SELECT 1 FROM reminders WHERE game_id = ? AND user_id = ? AND since = ? AND step = ?",
            game_id,
            user_id,
            since,
            step,
        )
        return bool(rows)

    # Players' standing preferences (decisions taken for them, their language)

    async def user_settings(self, user_ids: Sequence[str]) -> dict[str, dict[str, Any]]:
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self.db.fetch(f"SELECT user_id, settings FROM users WHERE user_id IN ({marks})", *user_ids)
        return {user: json.loads(settings) for user, settings in rows}

    async def save_user_settings(self, user_id: str, settings: dict[str, Any], request_id: str | None = None) -> None:
        async with self._transaction() as tx:
            await self._claim(tx, request_id, None, "settings")
            await tx.execute(
                "INSERT INTO users VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
                "settings = excluded.settings, updated_at = excluded.updated_at",
                user_id,
                json.dumps(settings, sort_keys=True),
                self.clock(),
            )

    # Copying a whole database (python -m bot.migrate)

    async def counts(self) -> dict[str, int]:
        """How many rows each table holds."""
        return {table: int((await self.db.fetch(f"SELECT COUNT(*) FROM {table}"))[0][0]) for table in TABLES}

    async def rows(self, table: str, batch: int = 1000) -> AsyncIterator[list[tuple[Any, ...]]]:
        """Every row of a table, in its key's order, a batch at a time (each batch found by the
        key, through its index)."""
        key = _KEYS[table]
        width = len(key.split(", "))
        after: tuple[Any, ...] | None = None
        while True:
            query = f"SELECT {TABLES[table]} FROM {table}"
            args: list[Any] = []
            if after is not None:
                query += f" WHERE ({key}) > ({', '.join('?' * width)})"
                args += list(after)
            found = await self.db.fetch(query + f" ORDER BY {key} LIMIT ?", *args, batch)
            if not found:
                return
            yield found
            after = tuple(found[-1][_KEY_AT[table][i]] for i in range(width))

    async def copy_from(self, source: Store) -> dict[str, int]:
        """Fill this empty database with every row of `source`, in one transaction; the rows
        copied by table. Refused if this database holds anything."""
        held = {t: n for t, n in (await self.counts()).items() if n}
        if held:
            listed = ", ".join(f"{n} {t}" for t, n in held.items())
            raise StoreError(f"The target {describe(self.db.name)} is not empty ({listed}); copy into an empty one")
        copied: dict[str, int] = {}
        async with self._transaction() as tx:
            for table, columns in TABLES.items():
                marks = ", ".join("?" for _ in columns.split(", "))
                copied[table] = 0
                async for batch in source.rows(table):
                    await tx.executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})", batch)
                    copied[table] += len(batch)
            await self.db.after_copy(tx, list(TABLES))
        return copied

    # Helpers

    def _transaction(self) -> contextlib.AbstractAsyncContextManager[Any]:
        return self.db.transaction()

    async def _claim(self, tx: Any, request_id: str | None, game_id: int | None, kind: str) -> None:
        """Record `request_id` in the current transaction; DuplicateRequest (and no change) if it
        was recorded before."""
        if request_id is None:
            return
        try:
            await tx.execute(
                "INSERT INTO requests (request_id, game_id, kind, at) VALUES (?, ?, ?, ?)",
                request_id,
                game_id,
                kind,
                self.clock(),
            )
        except Conflict as e:
            raise DuplicateRequest("This request was already applied") from e

    async def _check_version(self, tx: Any, game_id: int, version: int) -> None:
        rows = await tx.fetch(f"SELECT version FROM games WHERE id = ?{self.db.lock_rows}", game_id)
        if not rows:
            raise StoreError(f"No game {game_id}")
        if rows[0][0] != version:
            raise StaleVersion("The game changed meanwhile; look again and retry")

    async def _bump(self, tx: Any, game_id: int) -> int:
        rows = await tx.fetch(
            "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ? RETURNING version",
            self.clock(),
            game_id,
        )
        return int(rows[0][0])


_KEYS = {
    "games": "id",
    "seats": "game_id, seat",
    "moves": "game_id, seq",
    "snapshots": "game_id, seq",
    "reminders": "game_id, user_id, since, step",
    "undo_requests": "game_id",
    "users": "user_id",
    "requests": "request_id",
    "vacations": "game_id, user_id, start",
}


_KEY_AT = {t: [TABLES[t].split(", ").index(c) for c in key.split(", ")] for t, key in _KEYS.items()}


def _waiting(waiting: Sequence[tuple[str, int]] | None) -> str | None:
    return json.dumps([[user, seat] for user, seat in waiting]) if waiting is not None else None
