"""Back up the games database while the bot runs.

    python -m bot.backup DEST            DEST a file (replaced) or a folder (a dated file in it)
    python -m bot.backup DEST --db PATH  another database than DATABASE_URL / DATABASE_PATH

For the SQLite database; a PostgreSQL one is backed up with pg_dump (docs/running.md).

SQLite's online backup API copies a consistent snapshot, moves still in the write-ahead log
included (a plain copy of the .sqlite3 file may miss them). The copy is written beside DEST and
renamed into place once checked, so DEST is never half-written. Prints one line: what was saved.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sqlite3
import sys
import time
from pathlib import Path

from .config import ConfigError, load_settings
from .store import StoreError, describe, sqlite_path


class BackupError(Exception):
    pass


def backup(source: Path, dest: Path, clock: float | None = None) -> dict[str, object]:
    """Copy the games database `source` to `dest` (a file, or a folder for a dated file)."""
    if not source.is_file():
        raise BackupError(f"There is no database at {source}")
    if dest.is_dir():
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(clock))
        dest = dest / f"{source.stem}-{stamp}{source.suffix or '.sqlite3'}"
    if not dest.parent.is_dir():
        raise BackupError(f"There is no folder {dest.parent} to write {dest.name} in")
    partial = dest.with_name(f".{dest.name}.partial")
    try:
        src = sqlite3.connect(source, timeout=30)
    except sqlite3.Error as e:
        raise BackupError(f"Can't open {source}: {e}") from e
    try:
        tables = {r[0] for r in src.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"games", "moves", "schema_version"} <= tables:
            raise BackupError(f"{source} is not a games database")
        partial.unlink(missing_ok=True)
        copy = sqlite3.connect(partial)
        try:
            src.backup(copy)  # all pages in one step: one consistent snapshot
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            check = copy.execute("PRAGMA integrity_check").fetchone()[0]
            if check != "ok":
                raise BackupError(f"The copy of {source} is damaged ({check}); the database itself may be")
            games = copy.execute("SELECT COUNT(*) FROM games").fetchone()[0]
            moves = copy.execute("SELECT COUNT(*) FROM moves WHERE undone = 0").fetchone()[0]
        finally:
            copy.close()
        os.replace(partial, dest)
    except sqlite3.Error as e:
        raise BackupError(f"Backing up {source} failed: {e}") from e
    except OSError as e:
        raise BackupError(f"Can't write {dest}: {e.strerror or e}") from e
    finally:
        src.close()
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
    return {"backup": str(dest), "games": games, "moves": moves, "bytes": dest.stat().st_size}


def sqlite_file(url: str) -> Path:
    """The SQLite file the bot's database is; a PostgreSQL database is backed up with its own tools."""
    try:
        path = sqlite_path(url)
    except StoreError as e:
        raise BackupError(str(e)) from e
    if path is None:
        raise BackupError(
            f"{describe(url)} is a PostgreSQL database: back it up with pg_dump (see docs/running.md, "
            '"Backups and restore")'
        )
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.backup", description=__doc__.split("\n")[0])
    parser.add_argument("dest", help="the backup file to write (replaced), or a folder for a dated file")
    parser.add_argument("--db", help="the database to back up (default: DATABASE_PATH)")
    args = parser.parse_args(argv)
    try:
        source = Path(args.db) if args.db else sqlite_file(load_settings().database)
        done = backup(source, Path(args.dest))
    except (BackupError, ConfigError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(json.dumps(done))
    return 0


if __name__ == "__main__":
    sys.exit(main())
