"""Benchmark: memory the game host keeps for each active game.

    python bench/game_memory.py [--games 49] [--played 0.6]

Plays the recorded 4-player games through GameService (a fresh SQLite file) up to `--played` of
their moves, so they are active games in their middle or later. Then, with tracemalloc, loads every
game as the bot does after a move (its state decoded into the host's cache, the decisions shown
with the board, the legal actions autocomplete offers) and prints one JSON line: the memory each
game adds and keeps (median and largest), the same for its decoded state alone, the mean over
all games (which also holds what the process allocates once: Python's table of interned strings
grows by steps, about 1 MB at a time), and how many states the cache holds (STATE_CACHE_GAMES).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import statistics
import sys
import tempfile
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.games.terra_mystica import TerraMysticaAdapter  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402
from tests.hosted import open_recorded  # noqa: E402

GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))


def _held(before: int) -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0] - before


async def run(count: int, played: float) -> dict[str, float]:
    adapter = TerraMysticaAdapter()
    games = [adapter.import_record(p.read_text(), p.name) for p in GAMES[:count]]
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.sqlite3"))
        service = GameService(store)
        ids = []
        for imported in games:
            row = await open_recorded(service, imported)
            for seat, move in imported.moves[: int(len(imported.moves) * played)]:
                await service.act(row.id, "host", move, seat=seat, resigning=True)
            ids.append(row.id)
        service.forget_states()  # the measure starts from a process that knows none of them
        adapter.forget_legal()
        gc.collect()
        tracemalloc.start()
        start = tracemalloc.get_traced_memory()[0]
        states, legal = [], []
        kept = []  # what each game added: its state, then its state and legal actions
        for game_id in ids:
            before = _held(0)
            state = (await service.view(game_id)).state
            decoded = _held(0)
            for decision in adapter.decisions(state):
                adapter.legal_actions(state, decision.seat)
            for seat in adapter.engine.to_decide(state):
                adapter.legal_actions(state, seat)
            states.append(decoded - before)
            legal.append(_held(0) - before)
            kept.append(state)
        total = _held(start)
        tracemalloc.stop()
        cached = service.cached_states()
        await store.close()
    return {
        "games": len(ids),
        "median_kb_per_game": round(statistics.median(legal) / 1024, 1),
        "max_kb_per_game": round(max(legal) / 1024, 1),
        "median_state_kb": round(statistics.median(states) / 1024, 1),
        "mean_kb_per_game": round(total / len(ids) / 1024, 1),
        "states_cached": cached,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=len(GAMES))
    parser.add_argument("--played", type=float, default=0.6, help="share of each game's moves played")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run(args.games, args.played))))


if __name__ == "__main__":
    main()
