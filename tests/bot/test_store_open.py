"""A database that can't be used is one clear error, leaves no thread behind, and writes nothing."""

import asyncio
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.postgres_db import MIGRATIONS as PG_MIGRATIONS
from bot.sqlite_db import MIGRATIONS
from bot.store import Store, StoreError

ROOT = Path(__file__).parents[2]


async def refused(path: Path, match: str, **kw) -> None:
    threads = set(threading.enumerate())
    with pytest.raises(StoreError, match=match):
        await Store.open(path, **kw)
    left = [t for t in set(threading.enumerate()) - threads if t.is_alive()]
    for thread in left:
        thread.join(1)  # a closed connection's thread may take a moment to finish
    assert not [t for t in left if t.is_alive()]  # aiosqlite's thread is not left running


async def test_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(os.urandom(5000))
    await refused(path, "not a database")


async def test_an_empty_file_is_refused_unless_asked_to_create_the_database(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(b"")
    await refused(path, "--init-db")
    assert path.read_bytes() == b""  # nothing written
    store = await Store.open(path, create=True)
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()
    store = await Store.open(path)  # from now on it is a games database
    await store.close()


async def test_a_folder_another_programs_database_and_a_newer_schema(tmp_path):
    await refused(tmp_path, "folder")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE notes (text)")
    await refused(other, "another program")
    newer = tmp_path / "newer.sqlite3"
    store = await Store.open(newer)
    await store.db.execute("UPDATE schema_version SET version = 999")
    await store.close()
    await refused(newer, "newer version")


async def test_a_database_locked_by_another_process(tmp_path):
    path = tmp_path / "games.sqlite3"
    await (await Store.open(path)).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        await refused(path, "locked", timeout=0.1)
    finally:
        holder.close()


def test_the_bot_and_local_play_exit_with_one_line_on_a_bad_database(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(os.urandom(5000))
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env.update(BOT_CONFIG=str(tmp_path / "none.env"), DATABASE_PATH=str(path), DISCORD_TOKEN="fake-token")
    # The token is never tried: the database is checked first (the API base is unreachable anyway).
    env["DISCORD_API_BASE"] = "http://127.0.0.1:9/api/v10"
    for command in (["bot"], ["bot.local", "--db", str(path), "list"]):
        done = subprocess.run(
            [sys.executable, "-m", *command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 1, done
        assert done.stderr.strip().count("\n") == 0 and "not a database" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("env", "said"),
    [
        ({"DATABASE_URL": "postgresql://bot:secret@127.0.0.1:9/games"}, "Can't reach the database"),
        ({"DATABASE_URL": "mysql://bot:secret@db/games"}, "Unknown database URL scheme 'mysql://'"),
        ({"DATABASE_URL": "sqlite://games.sqlite3"}, "sqlite:///relative/path"),
        ({"DATABASE_URL": "postgresql://bot:secret@db:99999/games"}, "Can't read the database URL"),
        ({"DATABASE_URL": "postgresql://bot:secret@[::1/games"}, "Invalid IPv6 URL"),
        ({"DATABASE_URL": "postgresql://bot:secret@nowhere.invalid/games"}, "Can't reach the database"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1,2"}, "SHARD_IDS 2 out of range"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be 1 or more"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "SHARD_IDS: invalid literal"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "SHARD_IDS names a shard twice"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT: Input should be a valid integer"),
    ],
)
def test_bad_configuration_is_one_line_and_writes_nothing(tmp_path, env, said):
    path = tmp_path / "data" / "games.sqlite3"
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))}
    base.update(BOT_CONFIG=str(tmp_path / "none.env"), DATABASE_PATH=str(path), DISCORD_TOKEN="fake-token")
    base["DISCORD_API_BASE"] = "http://127.0.0.1:9/api/v10"
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env={**base, **env}, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1, done
    assert done.stderr.strip().count("\n") == 0 and said in done.stderr, done.stderr
    assert "secret" not in done.stderr  # a password is never printed
    assert not (tmp_path / "data").exists()


def test_bad_configuration_with_a_postgresql_database_leaves_it_untouched(tmp_path, postgres_url):
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))}
    base.update(BOT_CONFIG=str(tmp_path / "none.env"), DISCORD_TOKEN="fake-token", DATABASE_URL=postgres_url)
    base["DISCORD_API_BASE"] = "http://127.0.0.1:9/api/v10"
    missing = postgres_url.replace("/t_", "/missing_")
    for env, said in (
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "SHARD_IDS 2 out of range"),  # checked before the database
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"DATABASE_URL": missing}, "Can't reach the database"),  # a database the server doesn't have
    ):
        done = subprocess.run(
            [sys.executable, "-m", "bot"], cwd=tmp_path, env={**base, **env}, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 1 and done.stderr.strip().count("\n") == 0 and said in done.stderr, done.stderr

    async def tables() -> int:
        import asyncpg

        conn = await asyncpg.connect(postgres_url)
        try:
            return int(
                await conn.fetchval("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'")
            )
        finally:
            await conn.close()

    assert asyncio.run(tables()) == 0  # no schema made, nothing written
    assert list(tmp_path.iterdir()) == []


async def test_a_postgresql_database_that_cant_be_used_is_refused(postgres_url, tmp_path):
    import asyncpg

    conn = await asyncpg.connect(postgres_url)
    await conn.execute("CREATE TABLE notes (text TEXT)")
    await conn.close()
    with pytest.raises(StoreError, match="another program's tables"):
        await Store.open(postgres_url)
    conn = await asyncpg.connect(postgres_url)
    await conn.execute("DROP TABLE notes")
    await conn.close()
    store = await Store.open(postgres_url)
    await store.db.execute("UPDATE schema_version SET version = 999")
    await store.close()
    with pytest.raises(StoreError, match="newer version"):
        await Store.open(postgres_url)
    with pytest.raises(StoreError, match="Can't reach the database"):
        await Store.open(postgres_url.replace("/t_", "/missing_"))


async def test_two_processes_starting_at_once_migrate_the_schema_once(postgres_url):
    first, second = await asyncio.gather(Store.open(postgres_url), Store.open(postgres_url))
    assert await first.schema_version() == await second.schema_version() == len(PG_MIGRATIONS)
    await first.close()
    await second.close()
