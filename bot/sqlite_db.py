"""The games database on SQLite (aiosqlite, WAL): one file, one bot process.

The store's logic (bot/store.py) is written once for both databases; this is SQLite's part:
opening the file, its schema's numbered migrations, transactions (BEGIN IMMEDIATE: one writer
at a time), and its errors told as the store's.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from .store import Conflict, Damaged, StoreError

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
    # The reminder sweep asks for idle games by time instead of decoding every active game: since
    # when each game waits (NULL: nobody is waited for), the last reminder step sent for that wait,
    # and who must decide (JSON [[user, seat], ...]; NULL: not known yet, read from the state once).
    """
    ALTER TABLE games ADD COLUMN idle_since REAL;
    ALTER TABLE games ADD COLUMN reminded_step INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN waiting TEXT;
    UPDATE games SET idle_since = COALESCE(last_move_at, updated_at) WHERE status = 'active';
    UPDATE games SET reminded_step = COALESCE((SELECT MAX(step) FROM reminders r WHERE r.game_id = games.id
        AND r.since = games.idle_since), 0) WHERE idle_since IS NOT NULL;
    CREATE INDEX idle_games ON games(reminded_step, idle_since) WHERE idle_since IS NOT NULL;
    """,
    # What each finished game left for the ratings (bot/ratings/records.py): read from its final
    # state, again when the game's version changes; derived data, rebuilt from the games at will.
    """
    CREATE TABLE results (
        game_id INTEGER PRIMARY KEY REFERENCES games(id),
        version INTEGER NOT NULL,
        finished_at REAL NOT NULL,
        board TEXT,
        counted INTEGER NOT NULL
    );
    CREATE TABLE result_seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        faction TEXT,
        vp INTEGER NOT NULL,
        place INTEGER NOT NULL,
        dropped INTEGER NOT NULL,
        ai INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    """,
    # Who plays each seat: a person or an AI (bot/ai) at a level; whether an AI ever played it (a
    # seat handed back to a person still counts its game as played with an AI, for the ratings);
    # the person an AI took the seat over from, who may take it back. Whether a game gives hints
    # (NULL: the default, bot/ai/seats.py hints_by_default).
    """
    ALTER TABLE seats ADD COLUMN kind TEXT NOT NULL DEFAULT 'human';
    ALTER TABLE seats ADD COLUMN level TEXT;
    ALTER TABLE seats ADD COLUMN ai_played INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN previous_user TEXT;
    ALTER TABLE seats ADD COLUMN previous_name TEXT;
    ALTER TABLE games ADD COLUMN hints INTEGER;
    """,
    # Deadlines (bot/deadlines.py): the game's move deadline in hours (NULL: none) and what happens
    # at it ('ai' or 'drop'), the vacation days each player may take, and the sweep's column:
    # when the current wait's next deadline event is due (a reminder, the expiry, or the end of a
    # claim's lease), with the step it is at. Each player's vacations are rows of their own.
    """
    ALTER TABLE games ADD COLUMN deadline_hours REAL;
    ALTER TABLE games ADD COLUMN on_deadline TEXT NOT NULL DEFAULT 'drop';
    ALTER TABLE games ADD COLUMN vacation_days REAL NOT NULL DEFAULT 7;
    ALTER TABLE games ADD COLUMN deadline_due REAL;
    ALTER TABLE games ADD COLUMN deadline_step INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX deadline_sweep ON games(deadline_due) WHERE deadline_due IS NOT NULL;
    CREATE TABLE vacations (
        game_id INTEGER NOT NULL REFERENCES games(id),
        user_id TEXT NOT NULL,
        start REAL NOT NULL,
        until REAL NOT NULL,
        PRIMARY KEY (game_id, user_id, start)
    );
    """,
]


def _corrupt(error: sqlite3.DatabaseError) -> bool:
    name = getattr(error, "sqlite_errorname", "")
    return name in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or "malformed" in str(error)


@contextlib.contextmanager
def _told() -> Iterator[None]:
    """SQLite's errors as the store's: a unique key taken (Conflict), a damaged page (Damaged)."""
    try:
        yield
    except sqlite3.IntegrityError as e:
        raise Conflict(str(e)) from e
    except sqlite3.DatabaseError as e:
        if _corrupt(e):
            raise Damaged(str(e)) from e
        raise


class SQLiteDatabase:
    """One connection to a games database file; a transaction at a time."""

    shared = False  # one bot process serves a file
    lock_rows = ""  # BEGIN IMMEDIATE holds the whole file: no row locks to ask for

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self.path = path
        self.name = str(path)
        # One connection: transactions must not interleave.
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(cls, path: str | Path, create: bool = False, timeout: float = 5.0) -> SQLiteDatabase:
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
            database = cls(db, path)
            await database._check_schema(create)  # before anything is written to the file
            await db.execute("PRAGMA journal_mode=WAL")
            # NORMAL: a commit survives the process being killed (not a power cut) without an fsync each.
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await database._migrate()
        except BaseException as e:
            with contextlib.suppress(Exception):
                await db.close()
            if isinstance(e, sqlite3.Error):
                raise StoreError(f"Can't use the database {path}: {e}") from e
            raise
        return database

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
                    for statement in statements(script):
                        await self._db.execute(statement)
                    await self._db.execute("UPDATE schema_version SET version = ?", (number,))
                    await self._db.execute("COMMIT")
                except BaseException:
                    await self._db.execute("ROLLBACK")
                    raise

    async def schema_version(self) -> int:
        rows = list(await self._db.execute_fetchall("SELECT version FROM schema_version"))
        return int(rows[0][0])

    # What the store asks

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        with _told():
            return [tuple(r) for r in await self._db.execute_fetchall(sql, args)]

    async def execute(self, sql: str, *args: Any) -> int:
        """One statement; how many rows it changed."""
        with _told():
            cursor = await self._db.execute(sql, args)
            return cursor.rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """One statement for each of many rows."""
        with _told():
            await self._db.executemany(sql, rows)

    async def alone(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """One statement that changes rows, as a transaction of its own (SQLite's autocommit: one
        round trip to the connection's thread instead of BEGIN, the statement, COMMIT)."""
        async with self._lock:  # never inside another coroutine's transaction
            try:
                with _told():
                    return [tuple(r) for r in await self._db.execute_fetchall(sql, args)]
            except sqlite3.OperationalError as e:
                if "locked" in str(e) or "busy" in str(e):  # busy past the timeout, as BEGIN IMMEDIATE
                    raise StoreError(f"The database is locked by another program; nothing was changed ({e})") from e
                raise

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[SQLiteDatabase]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; statements go to the database itself."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as e:  # busy past the timeout: another program holds the database
                raise StoreError(f"The database is locked by another program; nothing was changed ({e})") from e
            try:
                yield self
            except BaseException as error:
                with contextlib.suppress(sqlite3.Error):
                    await self._db.execute("ROLLBACK")
                if isinstance(error, sqlite3.DatabaseError) and _corrupt(error):
                    raise Damaged(f"A change can't be written: {error}") from error
                raise
            try:
                with _told():  # a damaged page may only show when the change is written
                    await self._db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    await self._db.execute("ROLLBACK")
                raise

    async def size_bytes(self) -> int:
        rows = list(await self._db.execute_fetchall("PRAGMA page_count"))
        size = list(await self._db.execute_fetchall("PRAGMA page_size"))
        return int(rows[0][0]) * int(size[0][0])

    async def after_copy(self, tx: Any, tables: Sequence[str]) -> None:
        """Rows were copied in with their ids: nothing to do (SQLite's next id is the largest + 1)."""


def statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
