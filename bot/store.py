"""Persistence on SQLite (aiosqlite, WAL): games, seats, the append-only move log, state snapshots.

A move is stored together with the state it leads to, in one transaction: after a crash the
database holds every acknowledged move and no half-written one. Undone moves stay in the log,
marked, so the log only grows.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import sqlite3
import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

# Numbered migrations: each runs once, in order, in its own transaction.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_type TEXT NOT NULL,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        seat_count INTEGER NOT NULL,
        guild_id TEXT,
        channel_id TEXT,
        host_user TEXT NOT NULL,
        status TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        state BLOB,
        moves INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        last_move_at REAL
    );
    CREATE UNIQUE INDEX one_open_game_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'active') AND channel_id IS NOT NULL;
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        user_name TEXT NOT NULL,
        faction TEXT,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        user_id TEXT,
        text TEXT NOT NULL,
        at REAL NOT NULL,
        request_id TEXT,
        undone INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seq)
    );
    CREATE UNIQUE INDEX move_requests ON moves(game_id, request_id) WHERE request_id IS NOT NULL;
    CREATE TABLE snapshots (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        state BLOB NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    """,
    """
    CREATE TABLE reminders (
        game_id INTEGER NOT NULL REFERENCES games(id),
        user_id TEXT NOT NULL,
        since REAL NOT NULL,
        step INTEGER NOT NULL,
        sent_at REAL NOT NULL,
        PRIMARY KEY (game_id, user_id, since, step)
    );
    CREATE TABLE undo_requests (
        game_id INTEGER PRIMARY KEY REFERENCES games(id),
        seq INTEGER NOT NULL,
        requested_by TEXT NOT NULL,
        waiting_for TEXT NOT NULL,
        created_at REAL NOT NULL
    );
    """,
    """
    CREATE TABLE users (
        user_id TEXT PRIMARY KEY,
        settings TEXT NOT NULL,
        updated_at REAL NOT NULL
    );
    """,
    # Every request that changes something (a Discord interaction id), claimed in the transaction
    # of its change: delivered twice, it is applied once.
    """
    CREATE TABLE requests (
        request_id TEXT PRIMARY KEY,
        game_id INTEGER,
        kind TEXT NOT NULL,
        at REAL NOT NULL
    );
    """,
    # Whether each move was announced in its game's channel (NULL: not yet), which process holds
    # the announcing of it and until when (a lease, so that a process that dies while posting does
    # not keep it forever). Moves stored before this count as announced.
    """
    ALTER TABLE moves ADD COLUMN announced_at REAL;
    ALTER TABLE moves ADD COLUMN announce_owner TEXT;
    ALTER TABLE moves ADD COLUMN announce_lease REAL;
    UPDATE moves SET announced_at = at;
    CREATE INDEX unannounced_moves ON moves(game_id) WHERE announced_at IS NULL;
    """,
]

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


def _corrupt(error: sqlite3.DatabaseError) -> bool:
    name = getattr(error, "sqlite_errorname", "")
    return name in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or "malformed" in str(error)


@contextlib.contextmanager
def _reading(what: str) -> Iterator[None]:
    """Reads that meet a damaged page raise Damaged, saying what could not be read."""
    try:
        yield
    except sqlite3.DatabaseError as e:
        if _corrupt(e):
            raise Damaged(f"{what} can't be read: {e}") from e
        raise


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


@dataclass
class SeatRow:
    seat: int
    user_id: str
    user_name: str
    preference: str | None  # what the player asked for in the lobby (stored in the column `faction`)


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


_MOVE_COLUMNS = "seq, seat, user_id, text, at, undone, announced_at"


def _move(row: Sequence[Any]) -> MoveRow:
    return MoveRow(row[0], row[1], row[2], row[3], row[4], bool(row[5]), row[6])


_GAME_COLUMNS = (
    "id, game_type, options, seed, seat_count, guild_id, channel_id, host_user, status, version, moves, "
    "created_at, updated_at, last_move_at"
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
        state=decoded,
    )


class Store:
    def __init__(self, db: aiosqlite.Connection, path: Path, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self.path = path
        self.clock = clock
        # One connection: transactions must not interleave.
        self._lock = asyncio.Lock()
        self._closed = False
        self.owner = secrets.token_hex(8)  # this process, as the holder of moves it announces

    @classmethod
    async def open(
        cls, path: str | Path, clock: Callable[[], float] = time.time, create: bool = False, timeout: float = 5.0
    ) -> Store:
        """Open the games database at `path`, created (with its folder) if there is no file yet.

        A file that exists but holds no games database (an empty file, another program's database)
        is refused unless `create` asks for the games database to be made in it. Any failure is one
        StoreError saying what is wrong, and leaves no connection open. `timeout`: how long to wait
        for a database another process holds locked."""
        path = Path(path)
        memory = str(path) == ":memory:"
        if memory:
            create = True
        else:
            if path.is_dir():
                raise StoreError(f"{path} is a folder, not a database file")
            if not path.exists():
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                except OSError as e:
                    raise StoreError(f"Can't create the folder for {path}: {e.strerror or e}") from e
                create = True  # a new file: naming it asks for it
        try:
            db = await aiosqlite.connect(str(path), isolation_level=None, timeout=timeout)
        except sqlite3.Error as e:
            raise StoreError(f"Can't open the database {path}: {e}") from e
        try:
            await db.execute(f"PRAGMA busy_timeout={int(timeout * 1000)}")
            store = cls(db, path, clock)
            await store._check_schema(create)  # before anything is written to the file
            await db.execute("PRAGMA journal_mode=WAL")
            # NORMAL: a commit survives the process being killed (not a power cut) without an fsync each.
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await store._migrate()
        except BaseException as e:
            with contextlib.suppress(Exception):
                await db.close()
            if isinstance(e, sqlite3.Error):
                raise StoreError(f"Can't use the database {path}: {e}") from e
            raise
        return store

    async def close(self) -> None:
        """Close the database, first folding the write-ahead log into the file (so that a copy of
        the file alone holds every move)."""
        async with self._lock:
            if self._closed:
                return
            self._closed = True
            with contextlib.suppress(sqlite3.Error):
                await self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            await self._db.close()

    async def _check_schema(self, create: bool) -> None:
        tables = {r[0] for r in await self._db.execute_fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "schema_version" in tables:
            version = await self.schema_version()
            if version > len(MIGRATIONS):
                raise StoreError(
                    f"{self.path} was written by a newer version of the bot (schema {version}, "
                    f"this one knows {len(MIGRATIONS)}); run that version"
                )
            return
        if tables:
            raise StoreError(f"{self.path} is another program's database, not a games database")
        if not create:
            raise StoreError(
                f"{self.path} exists but holds no games database (an empty file?); "
                "start with --init-db to create one in it, or point to another file"
            )

    async def _migrate(self) -> None:
        async with self._lock:
            await self._db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            rows = list(await self._db.execute_fetchall("SELECT version FROM schema_version"))
            current = rows[0][0] if rows else 0
            if not rows:
                await self._db.execute("INSERT INTO schema_version VALUES (0)")
            for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    for statement in _statements(script):
                        await self._db.execute(statement)
                    await self._db.execute("UPDATE schema_version SET version = ?", (number,))
                    await self._db.execute("COMMIT")
                except BaseException:
                    await self._db.execute("ROLLBACK")
                    raise

    async def schema_version(self) -> int:
        rows = list(await self._db.execute_fetchall("SELECT version FROM schema_version"))
        return int(rows[0][0])

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
    ) -> int:
        now = self.clock()
        async with self._lock, self._transaction():
            await self._claim(request_id, None, "new")
            try:
                cursor = await self._db.execute(
                    "INSERT INTO games (game_type, options, seed, seat_count, guild_id, channel_id, host_user, "
                    "status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?)",
                    (game_type, json.dumps(options), seed, seat_count, guild_id, channel_id, host_user, now, now),
                )
            except aiosqlite.IntegrityError as e:
                raise StoreError("This channel already has a game in progress") from e
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    async def game(self, game_id: int, with_state: bool = True) -> GameRow | None:
        columns = _GAME_COLUMNS + (", state" if with_state else "")
        with _reading(f"Game {game_id}"):
            rows = list(await self._db.execute_fetchall(f"SELECT {columns} FROM games WHERE id = ?", (game_id,)))
        if not rows:
            return None
        return _game(rows[0], rows[0][14] if with_state else None)

    async def open_game_in_channel(self, channel_id: str) -> GameRow | None:
        with _reading("This channel's game"):
            rows = list(
                await self._db.execute_fetchall(
                    f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
                    (channel_id,),
                )
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
            rows = await self._db.execute_fetchall(query + " ORDER BY id", args)
        return [_game(r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        with _reading(f"The seats of game {game_id}"):
            rows = await self._db.execute_fetchall(
                "SELECT seat, user_id, user_name, faction FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
        return [SeatRow(*r) for r in rows]

    async def update_lobby(
        self,
        game_id: int,
        version: int,
        seats: Sequence[SeatRow],
        seat_count: int | None = None,
        request_id: str | None = None,
    ) -> int:
        """Replace the seats of a game not yet started; returns the new version."""
        async with self._lock, self._transaction():
            await self._claim(request_id, game_id, "lobby")
            await self._check_version(game_id, version)
            await self._db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await self._db.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.user_name, s.preference) for s in seats],
            )
            if seat_count is not None:
                await self._db.execute("UPDATE games SET seat_count = ? WHERE id = ?", (seat_count, game_id))
            return await self._bump(game_id)

    async def replace_seat(
        self, game_id: int, version: int, seat: int, user_id: str, user_name: str, request_id: str | None = None
    ) -> int:
        async with self._lock, self._transaction():
            await self._claim(request_id, game_id, "replace")
            await self._check_version(game_id, version)
            await self._db.execute(
                "UPDATE seats SET user_id = ?, user_name = ? WHERE game_id = ? AND seat = ?",
                (user_id, user_name, game_id, seat),
            )
            return await self._bump(game_id)

    async def delete_lobby(self, game_id: int) -> None:
        """Remove a game that never started (no move, no state) with its seats."""
        async with self._lock, self._transaction():
            rows = list(await self._db.execute_fetchall("SELECT status, moves FROM games WHERE id = ?", (game_id,)))
            if not rows or rows[0] != ("lobby", 0):
                raise StoreError(f"Game {game_id} is not an empty lobby")
            await self._db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await self._db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    async def set_status(self, game_id: int, version: int, status: str, request_id: str | None = None) -> int:
        async with self._lock, self._transaction():
            await self._claim(request_id, game_id, status)
            await self._check_version(game_id, version)
            await self._db.execute("UPDATE games SET status = ? WHERE id = ?", (status, game_id))
            return await self._bump(game_id)

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
    ) -> tuple[int, int]:
        """Append moves (seat, user, text) with the state they lead to, in one transaction.

        Refused (StaleVersion) when the game's version is not `version`, (DuplicateRequest) when
        `request_id` was seen before. The moves are to be announced, unless `announced` (an
        imported game's); with `lease_seconds`, by this process, which holds them that long (no
        other takes them meanwhile). Returns (new version, last move number).
        """
        now = self.clock()
        blob = pack(state)
        async with self._lock, self._transaction():
            rows = list(await self._db.execute_fetchall("SELECT version, moves FROM games WHERE id = ?", (game_id,)))
            if not rows:
                raise StoreError(f"No game {game_id}")
            current, count = rows[0]
            if request_id is not None:
                seen = list(
                    await self._db.execute_fetchall(
                        "SELECT 1 FROM moves WHERE game_id = ? AND request_id = ?", (game_id, request_id)
                    )
                )
                if seen:
                    raise DuplicateRequest("This action was already applied")
            await self._claim(request_id, game_id, "move")
            if current != version:
                raise StaleVersion("The game changed meanwhile; look again and retry")
            last = await self._last_seq(game_id)
            for k, (seat, user, text) in enumerate(moves):
                await self._db.execute(
                    "INSERT INTO moves (game_id, seq, seat, user_id, text, at, request_id, announced_at, "
                    "announce_owner, announce_lease) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        last + k + 1,
                        seat,
                        user,
                        text,
                        now,
                        request_id if k == len(moves) - 1 else None,
                        now if announced else None,
                        self.owner if lease_seconds and not announced else None,
                        now + lease_seconds if lease_seconds and not announced else None,
                    ),
                )
            new_count = count + len(moves)
            await self._db.execute(
                "UPDATE games SET state = ?, moves = ?, status = ?, last_move_at = ?, updated_at = ?, "
                "version = version + 1 WHERE id = ?",
                (blob, new_count, status, now, now, game_id),
            )
            if new_count // SNAPSHOT_EVERY != count // SNAPSHOT_EVERY:
                await self._db.execute(
                    "INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?)", (game_id, last + len(moves), blob)
                )
            return current + 1, last + len(moves)

    async def set_state(self, game_id: int, version: int, state: dict[str, Any], status: str) -> int:
        async with self._lock, self._transaction():
            await self._check_version(game_id, version)
            await self._db.execute(
                "UPDATE games SET state = ?, status = ?, updated_at = ? WHERE id = ?",
                (pack(state), status, self.clock(), game_id),
            )
            return await self._bump(game_id)

    async def moves(self, game_id: int, include_undone: bool = False) -> list[MoveRow]:
        query = f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ?"
        if not include_undone:
            query += " AND undone = 0"
        with _reading(f"The moves of game {game_id}"):
            rows = await self._db.execute_fetchall(query + " ORDER BY seq", (game_id,))
        return [_move(r) for r in rows]

    # Announcing moves: each stored move is told in its game's channel once, by the process that
    # claims it. A claim is one UPDATE ... RETURNING (atomic on any SQL database) holding a lease:
    # a process that dies while posting lets the moves go when the lease ends.

    async def claim_announcement(
        self, game_id: int, first_seq: int, last_seq: int, lease_seconds: float
    ) -> list[MoveRow]:
        """Claim (or, held by this process already, renew) the unannounced moves `first_seq`..
        `last_seq` of a game; the moves claimed, in order (none if another process holds them or
        they were announced)."""
        now = self.clock()
        async with self._lock, self._transaction():
            rows = await self._db.execute_fetchall(
                "UPDATE moves SET announce_owner = ?, announce_lease = ? "
                "WHERE game_id = ? AND seq BETWEEN ? AND ? AND undone = 0 AND announced_at IS NULL "
                "AND (announce_lease IS NULL OR announce_lease < ? OR announce_owner = ?) "
                f"RETURNING {_MOVE_COLUMNS}",
                (self.owner, now + lease_seconds, game_id, first_seq, last_seq, now, self.owner),
            )
        return sorted((_move(r) for r in rows), key=lambda m: m.seq)

    async def mark_announced(self, game_id: int, seqs: Sequence[int]) -> None:
        if not seqs:
            return
        marks = ",".join("?" * len(seqs))
        async with self._lock, self._transaction():
            await self._db.execute(
                f"UPDATE moves SET announced_at = ?, announce_owner = NULL, announce_lease = NULL "
                f"WHERE game_id = ? AND seq IN ({marks})",
                (self.clock(), game_id, *seqs),
            )

    async def release_announcement(self, game_id: int, seqs: Sequence[int]) -> None:
        """Give back a claim whose posting failed, for the next attempt to take at once."""
        if not seqs:
            return
        marks = ",".join("?" * len(seqs))
        async with self._lock, self._transaction():
            await self._db.execute(
                f"UPDATE moves SET announce_owner = NULL, announce_lease = NULL "
                f"WHERE game_id = ? AND seq IN ({marks}) AND announced_at IS NULL",
                (game_id, *seqs),
            )

    async def forget_claims(self) -> None:
        """At the start of the bot: a SQLite database is served by one bot process, so the claims
        left are a stopped process's (they need not run out their lease)."""
        async with self._lock, self._transaction():
            await self._db.execute(
                "UPDATE moves SET announce_owner = NULL, announce_lease = NULL "
                "WHERE announced_at IS NULL AND announce_lease IS NOT NULL"
            )

    async def unannounced(self) -> dict[int, list[MoveRow]]:
        """The moves of games played in a channel that were never announced and that nobody holds
        now, by game."""
        rows = await self._db.execute_fetchall(
            f"SELECT game_id, {_MOVE_COLUMNS} FROM moves WHERE announced_at IS NULL AND undone = 0 "
            "AND (announce_lease IS NULL OR announce_lease < ?) "
            "AND game_id IN (SELECT id FROM games WHERE channel_id IS NOT NULL) ORDER BY game_id, seq",
            (self.clock(),),
        )
        found: dict[int, list[MoveRow]] = {}
        for r in rows:
            found.setdefault(r[0], []).append(_move(r[1:]))
        return found

    async def last_unannounced(self, game_id: int) -> list[MoveRow]:
        """The moves at the end of a game's log that were not announced (nothing announced after)."""
        rows = await self._db.execute_fetchall(
            f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? AND undone = 0 AND announced_at IS NULL "
            "AND seq > (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ? AND undone = 0 "
            "AND announced_at IS NOT NULL) ORDER BY seq",
            (game_id, game_id),
        )
        return [_move(r) for r in rows]

    async def latest_snapshot(self, game_id: int, before_seq: int) -> tuple[int, dict[str, Any]] | None:
        with _reading(f"A snapshot of game {game_id}"):
            rows = list(
                await self._db.execute_fetchall(
                    "SELECT seq, state FROM snapshots WHERE game_id = ? AND seq < ? ORDER BY seq DESC LIMIT 1",
                    (game_id, before_seq),
                )
            )
            try:
                return (rows[0][0], unpack(rows[0][1])) if rows else None
            except (zlib.error, ValueError) as e:
                raise Damaged(f"A snapshot of game {game_id} can't be read: {e}") from e

    async def repair_state(self, game_id: int, version: int, state: dict[str, Any]) -> bool:
        """Put back a state rebuilt from the move log (the version stays: the game is unchanged).
        False if the game moved on meanwhile."""
        async with self._lock, self._transaction():
            cursor = await self._db.execute(
                "UPDATE games SET state = ? WHERE id = ? AND version = ?", (pack(state), game_id, version)
            )
            return cursor.rowcount == 1

    async def undo_last(
        self, game_id: int, version: int, seq: int, state: dict[str, Any], status: str, request_id: str | None = None
    ) -> int:
        """Mark move `seq` undone and store the state before it; returns the new version."""
        async with self._lock, self._transaction():
            await self._claim(request_id, game_id, "undo")
            await self._check_version(game_id, version)
            await self._db.execute("UPDATE moves SET undone = 1 WHERE game_id = ? AND seq = ?", (game_id, seq))
            await self._db.execute("DELETE FROM snapshots WHERE game_id = ? AND seq >= ?", (game_id, seq))
            await self._db.execute("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))
            await self._db.execute(
                "UPDATE games SET state = ?, moves = moves - 1, status = ?, updated_at = ? WHERE id = ?",
                (pack(state), status, self.clock(), game_id),
            )
            return await self._bump(game_id)

    # Undo requests and reminders

    async def undo_request(self, game_id: int) -> UndoRequest | None:
        rows = list(
            await self._db.execute_fetchall(
                "SELECT seq, requested_by, waiting_for, created_at FROM undo_requests WHERE game_id = ?", (game_id,)
            )
        )
        if not rows:
            return None
        seq, by, waiting, at = rows[0]
        return UndoRequest(seq, by, json.loads(waiting), at)

    async def save_undo_request(self, game_id: int, request: UndoRequest | None, request_id: str | None = None) -> None:
        async with self._lock, self._transaction():
            await self._claim(request_id, game_id, "undo-request")
            await self._db.execute("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))
            if request is not None:
                await self._db.execute(
                    "INSERT INTO undo_requests VALUES (?, ?, ?, ?, ?)",
                    (game_id, request.seq, request.requested_by, json.dumps(request.waiting_for), request.created_at),
                )

    async def request_seen(self, game_id: int | None, request_id: str) -> bool:
        """Whether the request `request_id` changed something already (moves stored before the
        requests table existed are found by their own column)."""
        rows = list(await self._db.execute_fetchall("SELECT 1 FROM requests WHERE request_id = ?", (request_id,)))
        if not rows and game_id is not None:
            rows = list(
                await self._db.execute_fetchall(
                    "SELECT 1 FROM moves WHERE game_id = ? AND request_id = ?", (game_id, request_id)
                )
            )
        return bool(rows)

    async def reminder_sent(self, game_id: int, user_id: str, since: float, step: int) -> bool:
        rows = list(
            await self._db.execute_fetchall(
                "SELECT 1 FROM reminders WHERE game_id = ? AND user_id = ? AND since = ? AND step = ?",
                (game_id, user_id, since, step),
            )
        )
        return bool(rows)

    async def record_reminder(self, game_id: int, user_id: str, since: float, step: int, at: float) -> None:
        async with self._lock:
            await self._db.execute(
                "INSERT OR IGNORE INTO reminders VALUES (?, ?, ?, ?, ?)", (game_id, user_id, since, step, at)
            )

    # Players' standing preferences (decisions taken for them, their language)

    async def user_settings(self, user_ids: Sequence[str]) -> dict[str, dict[str, Any]]:
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self._db.execute_fetchall(
            f"SELECT user_id, settings FROM users WHERE user_id IN ({marks})", tuple(user_ids)
        )
        return {user: json.loads(settings) for user, settings in rows}

    async def save_user_settings(self, user_id: str, settings: dict[str, Any], request_id: str | None = None) -> None:
        async with self._lock, self._transaction():
            await self._claim(request_id, None, "settings")
            await self._db.execute(
                "INSERT INTO users VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET "
                "settings = excluded.settings, updated_at = excluded.updated_at",
                (user_id, json.dumps(settings, sort_keys=True), self.clock()),
            )

    # Helpers

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)

    async def _claim(self, request_id: str | None, game_id: int | None, kind: str) -> None:
        """Record `request_id` in the current transaction; DuplicateRequest (and no change) if it
        was recorded before."""
        if request_id is None:
            return
        try:
            await self._db.execute(
                "INSERT INTO requests (request_id, game_id, kind, at) VALUES (?, ?, ?, ?)",
                (request_id, game_id, kind, self.clock()),
            )
        except sqlite3.IntegrityError as e:
            raise DuplicateRequest("This request was already applied") from e

    async def _check_version(self, game_id: int, version: int) -> None:
        rows = list(await self._db.execute_fetchall("SELECT version FROM games WHERE id = ?", (game_id,)))
        if not rows:
            raise StoreError(f"No game {game_id}")
        if rows[0][0] != version:
            raise StaleVersion("The game changed meanwhile; look again and retry")

    async def _bump(self, game_id: int) -> int:
        await self._db.execute(
            "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ?", (self.clock(), game_id)
        )
        rows = list(await self._db.execute_fetchall("SELECT version FROM games WHERE id = ?", (game_id,)))
        return int(rows[0][0])

    async def _last_seq(self, game_id: int) -> int:
        rows = list(await self._db.execute_fetchall("SELECT MAX(seq) FROM moves WHERE game_id = ?", (game_id,)))
        return int(rows[0][0] or 0)

    async def size_bytes(self) -> int:
        rows = list(await self._db.execute_fetchall("PRAGMA page_count"))
        size = list(await self._db.execute_fetchall("PRAGMA page_size"))
        return int(rows[0][0]) * int(size[0][0])


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def __aenter__(self) -> None:
        try:
            await self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as e:  # busy past the timeout: another program holds the database
            raise StoreError(f"The database is locked by another program; nothing was changed ({e})") from e

    async def __aexit__(self, kind: object, error: object, tb: object) -> None:
        if kind is None:
            await self._db.execute("COMMIT")
            return
        with contextlib.suppress(sqlite3.Error):
            await self._db.execute("ROLLBACK")
        if isinstance(error, sqlite3.DatabaseError) and _corrupt(error):
            raise Damaged(f"A change can't be written: {error}") from error


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
