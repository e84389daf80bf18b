"""Benchmark: acts per second through the game host with persistence (no rendering).

    python bench/host_acts.py [--games 10] [--databases sqlite,postgresql]

Plays recorded games move by move through GameService.act on a fresh database of each kind (a
SQLite file; PostgreSQL: BENCH_DATABASE_URL's server, else a throwaway one started from the
machine's binaries, on a unix socket) and prints, by database, acts per second, the p50 and p99
latency of one act, and the database size per finished game.
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

from bench.databases import database  # noqa: E402
from bot.games.terra_mystica import TerraMysticaAdapter  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402

GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))


async def run(count: int, kind: str) -> dict[str, float]:
    adapter = TerraMysticaAdapter()
    games = [adapter.import_record(p.read_text(), p.name) for p in GAMES[:count]]
    async with database(kind) as url:
        store = await Store.open(url)
        service = GameService(store)
        latencies: list[float] = []
        start = time.perf_counter()
        for imported in games:
            row = await service.create_game(
                "host",
                "Host",
                game_type="terra_mystica",
                seats=imported.seats,
                options=imported.options,
                seed=imported.seed,
            )
            for i in range(1, imported.seats):
                await service.join(row.id, "host", f"P{i + 1}")
            await service.start(row.id, "host")
            for seat, move in imported.moves:
                t = time.perf_counter()
                await service.act(row.id, "host", move, seat=seat)
                latencies.append(time.perf_counter() - t)
        elapsed = time.perf_counter() - start
        size = await store.size_bytes()
        await store.close()
        if kind == "sqlite":  # with the write-ahead log's pages not yet folded in
            size = max(size, sum(p.stat().st_size for p in Path(url).parent.glob("bench.sqlite3*")))
    latencies.sort()
    return {
        "games": len(games),
        "acts": len(latencies),
        "acts_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": round(statistics.median(latencies) * 1000, 2),
        "p99_ms": round(latencies[int(len(latencies) * 0.99)] * 1000, 2),
        "db_kb_per_game": round(size / len(games) / 1024, 1),
    }


async def run_all(count: int, kinds: list[str]) -> dict[str, dict[str, float]]:
    return {kind: await run(count, kind) for kind in kinds}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--databases", default="sqlite,postgresql", help="which, comma separated")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run_all(args.games, args.databases.split(",")))))


if __name__ == "__main__":
    main()
