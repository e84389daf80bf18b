"""Benchmark: acts per second through the game host with persistence (no rendering).

    python bench/host_acts.py [--games 10] [--databases sqlite,postgresql] [--processes 1]

Plays recorded games move by move through GameService.act on a fresh database of each kind (a
SQLite file; PostgreSQL: BENCH_DATABASE_URL's server, else a throwaway one started from the
machine's binaries, on a unix socket) and prints, by database, acts per second, the p50 and p99
latency of one act, and the database size per finished game. With `--processes N` (PostgreSQL
only: a SQLite file is served by one process) N processes each play `--games` games at once on
the same database, as bot processes serving different shards do; acts per second is then all
of theirs together, over the time from the first move to the last process's end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.databases import database  # noqa: E402
from bot.games.terra_mystica import TerraMysticaAdapter  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402
from tests.hosted import open_recorded  # noqa: E402

GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))


def recorded(count: int, offset: int = 0) -> list[Any]:
    adapter = TerraMysticaAdapter()
    files = [GAMES[(offset + i) % len(GAMES)] for i in range(count)]
    return [adapter.import_record(p.read_text(), p.name) for p in files]


async def play(url: str, games: list[Any]) -> list[float]:
    """Every game played act by act through the host on the database at `url`; each act's time."""
    store = await Store.open(url)
    service = GameService(store)
    latencies: list[float] = []
    for imported in games:
        row = await open_recorded(service, imported)
        for seat, move in imported.moves:
            t = time.perf_counter()
            await service.act(row.id, "host", move, seat=seat)
            latencies.append(time.perf_counter() - t)
    await store.close()
    return latencies


async def worker(url: str, count: int, offset: int) -> None:
    """One of --processes: reads its games, says it is ready, plays them when told, prints its acts' times."""
    games = recorded(count, offset)
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    print(json.dumps(await play(url, games)), flush=True)


async def in_processes(url: str, count: int, processes: int) -> tuple[list[float], float]:
    workers = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--worker",
            url,
            "--games",
            str(count),
            "--offset",
            str(i * count),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        for i in range(processes)
    ]
    for w in workers:
        assert w.stdout is not None and (await w.stdout.readline()).strip() == b"ready"
    start = time.perf_counter()
    for w in workers:
        assert w.stdin is not None
        w.stdin.write(b"go\n")
        await w.stdin.drain()
    outputs = await asyncio.gather(*(w.communicate() for w in workers))
    elapsed = time.perf_counter() - start
    if any(w.returncode for w in workers):
        raise SystemExit("a worker process failed")
    return [t for out, _ in outputs for t in json.loads(out)], elapsed


async def run(count: int, kind: str, processes: int) -> dict[str, float]:
    async with database(kind) as url:
        if processes > 1:
            latencies, elapsed = await in_processes(url, count, processes)
        else:
            games = recorded(count)
            start = time.perf_counter()
            latencies = await play(url, games)
            elapsed = time.perf_counter() - start
        store = await Store.open(url)
        size = await store.size_bytes()
        await store.close()
        if kind == "sqlite":  # with the write-ahead log's pages not yet folded in
            size = max(size, sum(p.stat().st_size for p in Path(url).parent.glob("bench.sqlite3*")))
    latencies.sort()
    played = count * processes
    return {
        "processes": processes,
        "games": played,
        "acts": len(latencies),
        "acts_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": round(statistics.median(latencies) * 1000, 2),
        "p99_ms": round(latencies[int(len(latencies) * 0.99)] * 1000, 2),
        "db_kb_per_game": round(size / played / 1024, 1),
    }


async def run_all(count: int, kinds: list[str], processes: int) -> dict[str, dict[str, float]]:
    return {kind: await run(count, kind, processes) for kind in kinds}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10, help="games played (by each process)")
    parser.add_argument("--databases", default="sqlite,postgresql", help="which, comma separated")
    parser.add_argument("--processes", type=int, default=1, help="processes playing at once (PostgreSQL only)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)  # the URL, in a process started by --processes
    parser.add_argument("--offset", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        asyncio.run(worker(args.worker, args.games, args.offset))
        return
    kinds = args.databases.split(",")
    if args.processes > 1 and "sqlite" in kinds:
        parser.error("--processes is for PostgreSQL (a SQLite file is served by one process): --databases postgresql")
    print(json.dumps(asyncio.run(run_all(args.games, kinds, args.processes))))


if __name__ == "__main__":
    main()
