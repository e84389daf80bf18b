"""The databases a benchmark runs on: a SQLite file, and PostgreSQL (BENCH_DATABASE_URL, a server
where databases may be created, else a throwaway server from the machine's binaries)."""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import postgres  # noqa: E402


@contextlib.asynccontextmanager
async def database(kind: str) -> AsyncIterator[str]:
    """The URL of a new, empty database of this kind ("sqlite" or "postgresql")."""
    if kind == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            yield str(Path(tmp) / "bench.sqlite3")
        return
    given = os.environ.get("BENCH_DATABASE_URL")
    if given:
        yield await postgres.fresh_database(given)
        return
    folder = postgres.scratch()
    try:
        server = postgres.start(folder)
        yield await postgres.fresh_database(server)
    finally:
        postgres.stop(folder)
        shutil.rmtree(folder, ignore_errors=True)
