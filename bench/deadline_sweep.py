"""Benchmark: the deadline sweep over many active games with deadlines.

    python bench/deadline_sweep.py [--games 10000] [--due 100] [--databases sqlite,postgresql]

Fills a fresh database of each kind with `--games` active Terra Mystica games with a 24-hour
deadline (one started through the host, the others copies of its rows with their own channels and
waits), `--due` of them past half their time (a reminder due), the rest not yet. Then times
bot.deadlines.Deadlines: the query alone that finds the due waits (through the partial index on
games.deadline_due), the first sweep (finds and takes every due reminder, one conditional UPDATE
each) and the next one (nothing due: the sweep every few minutes). Prints, by database, the times
in ms (medians of --runs, the first sweep once) and how many events the first sweep took.
Goal (issue 28): finding the due deadlines among 10,000 games within 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.active_games import fill  # noqa: E402
from bench.databases import database  # noqa: E402
from bot.deadlines import SWEEP_BATCH, Deadlines  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402


def _ms(seconds: list[float]) -> float:
    return round(statistics.median(seconds) * 1000, 2)


async def run(kind: str, games: int, due: int, runs: int) -> dict[str, float]:
    now = time.time()
    async with database(kind) as url:
        store = await Store.open(url, clock=lambda: now)
        service = GameService(store, clock=lambda: now, reminder_hours=[])
        sweep = Deadlines(service)
        await fill(store, service, games, due, now, deadline_hours=24)
        finding = []
        for _ in range(runs):
            t = time.perf_counter()
            found = await sweep._waits(now, SWEEP_BATCH)
            finding.append(time.perf_counter() - t)
        t = time.perf_counter()
        taken = await sweep.due(now)
        first = time.perf_counter() - t
        again = []
        for _ in range(runs):
            t = time.perf_counter()
            assert await sweep.due(now) == []
            again.append(time.perf_counter() - t)
        rows = await store.db.fetch("SELECT COUNT(*) FROM games WHERE status = 'active' AND deadline_hours = 24")
        await store.close()
    return {
        "games_with_deadlines": rows[0][0],
        "due_found": len(found),
        "events_taken": len(taken),
        "find_due_ms": _ms(finding),
        "first_sweep_ms": round(first * 1000, 1),
        "next_sweep_ms": _ms(again),
    }


async def run_all(kinds: list[str], games: int, due: int, runs: int) -> dict[str, dict[str, float]]:
    return {kind: await run(kind, games, due, runs) for kind in kinds}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--due", type=int, default=100)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--databases", default="sqlite,postgresql", help="which, comma separated")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run_all(args.databases.split(","), args.games, args.due, args.runs))))


if __name__ == "__main__":
    main()
