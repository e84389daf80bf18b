"""Fixtures for every test: the databases the store runs on.

The tests that take `database_url` run on both: a SQLite file, and a fresh database on a
PostgreSQL server, TEST_DATABASE_URL's (a server where the tests may create databases) or, when
none is given, a throwaway one started once for the session from the machine's own binaries
(tests/postgres.py). Without either, the PostgreSQL runs are skipped, saying why; with
REQUIRE_POSTGRES=1 (CI) they fail instead.

Hypothesis runs derandomized, without a deadline: the same examples on every run and every
machine, so CI is never red by chance or because the machine is busy. To look for new failing
examples, run with HYPOTHESIS_PROFILE=explore (random examples, many more of them).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests import postgres

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("explore", deadline=None, max_examples=2000, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL server the tests may create databases on."""
    given = os.environ.get("TEST_DATABASE_URL")
    if given:
        yield given
        return
    try:
        folder = postgres.scratch()
    except OSError as e:  # pragma: no cover
        pytest.skip(f"no folder for a PostgreSQL server: {e}")
    try:
        url = postgres.start(folder)
    except (postgres.Unavailable, RuntimeError) as e:
        shutil.rmtree(folder, ignore_errors=True)
        if os.environ.get("REQUIRE_POSTGRES"):
            pytest.fail(f"PostgreSQL is required (REQUIRE_POSTGRES) but can't be started: {e}")
        pytest.skip(f"PostgreSQL can't be started here ({e}); set TEST_DATABASE_URL to use a server")
    try:
        yield url
    finally:
        postgres.stop(folder)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
async def postgres_url(postgres_server: str) -> str:
    """A fresh, empty PostgreSQL database for one test."""
    return await postgres.fresh_database(postgres_server)


@pytest.fixture(params=BACKENDS)
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where one test keeps its games: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "games.sqlite3")
    server = request.getfixturevalue("postgres_server")
    return await postgres.fresh_database(server)


def pytest_unconfigure(config: pytest.Config) -> None:
    """A test that failed before it closed its store leaves aiosqlite's worker thread (not a
    daemon) waiting for work: it is stopped here, or the run would never end after reporting."""
    import gc

    import aiosqlite

    for found in gc.get_objects():
        if isinstance(found, aiosqlite.Connection) and found._running:
            found.stop()
