"""Benchmark: what a search pays a node in Keyflower, copying a state and playing one typed move.

    python bench/kf_search.py [--games 4] [--players 4] [--base]

Random legal games (The Merchants unless `--base`) are played with the typed methods a search
uses (engine.legal_moves, engine.copy, engine.play). At every position, `copy` is timed, and
`play` of the move chosen (uniformly among the legal moves) on fresh copies. Prints, as its last
line, one JSON object: the medians over all positions, `copy_us` and `play_us` (CPU time), and
the positions measured.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.keyflower.engine import KeyflowerEngine  # noqa: E402

REPEATS = 10  # each figure is the mean of so many calls, well above the clock's resolution


def measure(games: int, players: int, merchants: bool) -> tuple[list[float], list[float]]:
    engine = KeyflowerEngine()
    copies: list[float] = []
    plays: list[float] = []
    for k in range(games):
        rng = random.Random(f"kf-search-{k}")
        g = engine.new_game({"merchants": merchants}, players, f"kf-search-{players}-{k}")
        while not engine.is_finished(g):
            seat = rng.choice(engine.to_decide(g))
            move = rng.choice(engine.legal_moves(g, seat))
            start = time.process_time_ns()
            for _ in range(REPEATS):
                engine.copy(g)
            copies.append((time.process_time_ns() - start) / REPEATS / 1000)
            fresh = [engine.copy(g) for _ in range(REPEATS)]
            start = time.process_time_ns()
            for state in fresh:
                engine.play(state, seat, move)
            plays.append((time.process_time_ns() - start) / REPEATS / 1000)
            g = fresh[0]
    return copies, plays


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--base", action="store_true", help="without The Merchants")
    args = parser.parse_args()
    copies, plays = measure(args.games, args.players, not args.base)
    figures = {"game": "keyflower", "players": args.players, "merchants": not args.base, "positions": len(copies)}
    figures |= {"copy_us": round(statistics.median(copies), 1), "play_us": round(statistics.median(plays), 1)}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
