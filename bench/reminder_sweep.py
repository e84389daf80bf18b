"""Benchmark: the reminder sweep over many active games.

    python bench/reminder_sweep.py [--games 10000] [--due 100] [--databases sqlite,postgresql]

Fills a fresh database of each kind with `--games` active Terra Mystica games (one started
through the host, the others copies of its rows with their own channels and waits), `--due` of
them waiting past the first reminder step. Then times GameService.due_reminders: the first sweep
(finds and claims the due reminders), and a second one (nothing left to send: the sweep every few
minutes of a bot whose players are all reminded). Prints, by database, both times in ms (the
median of --runs sweeps for the second) and how many reminders the first claimed.
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
from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402


async def run(kind: str, games: int, due: int, runs: int) -> dict[str, float]:
    now = time.time()
    async with database(kind) as url:
        store = await Store.open(url, clock=lambda: now)
        service = GameService(store, clock=lambda: now, reminder_hours=[12.0, 24.0, 48.0])
        await fill(store, service, games, due, now)
        t = time.perf_counter()
        claimed = await service.due_reminders()
        first = time.perf_counter() - t
        again = []
        for _ in range(runs):
            t = time.perf_counter()
            assert await service.due_reminders() == []
            again.append(time.perf_counter() - t)
        active = len(await store.games(statuses=["active"]))
        await store.close()
    return {
        "active_games": active,
        "reminders_claimed": len(claimed),
        "first_sweep_ms": round(first * 1000, 1),
        "next_sweep_ms": round(statistics.median(again) * 1000, 2),
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
