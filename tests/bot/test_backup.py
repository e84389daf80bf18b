"""Backups while the bot runs: every stored move is in the copy, the WAL's too."""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.store import Store
from tests.bot.test_service import two_player_game

ROOT = Path(__file__).parents[2]


def run_backup(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BOT_CONFIG": "/nonexistent.env"}
    return subprocess.run(
        [sys.executable, "-m", "bot.backup", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )


def moves_in(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return int(db.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


async def test_a_backup_taken_while_the_bot_writes_holds_every_move(tmp_path, clock):
    from bot.service import GameService

    path = tmp_path / "games.sqlite3"
    store = await Store.open(path, clock=clock)
    service = GameService(store, clock=clock)
    game = await two_player_game(service)  # the store stays open: recent moves are in the WAL
    stored = len(await store.moves(game))
    assert (tmp_path / "games.sqlite3-wal").stat().st_size > 0
    dest = tmp_path / "backups"
    dest.mkdir()
    done = run_backup(str(dest), "--db", str(path))
    assert done.returncode == 0, done.stderr
    line = json.loads(done.stdout)
    copy = Path(line["backup"])
    assert copy.parent == dest and line["games"] == 1 and line["moves"] == stored
    alone = tmp_path / "alone.sqlite3"  # the backup file by itself, without any -wal beside it
    shutil.copy(copy, alone)
    assert moves_in(alone) == stored
    # a file as the destination is replaced by a newer backup
    target = tmp_path / "latest.sqlite3"
    target.write_bytes(b"old")
    assert run_backup(str(target), "--db", str(path)).returncode == 0
    assert moves_in(target) == stored
    await store.close()


def test_a_backup_of_something_else_is_one_line_and_writes_nothing(tmp_path):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(os.urandom(3000))
    for source in (bad, tmp_path / "missing.sqlite3"):
        done = run_backup(str(tmp_path / "copy.sqlite3"), "--db", str(source))
        assert done.returncode == 1 and done.stderr.startswith("error: ") and done.stderr.count("\n") == 1
    assert not list(tmp_path.glob("*copy*"))


def test_a_postgresql_database_is_sent_to_pg_dump(tmp_path, monkeypatch, capsys):
    from bot.backup import main

    monkeypatch.setenv("BOT_CONFIG", str(tmp_path / "none.env"))
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:secret@db:5432/games")
    assert main([str(tmp_path)]) == 1
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "pg_dump" in said and "secret" not in said
    assert list(tmp_path.iterdir()) == []
