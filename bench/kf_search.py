"""Benchmark: what a search pays a node in Keyflower, copying a state and playing one typed move.

    python bench/kf_search.py [--games 4] [--players 4] [--base] [--root TREE]

Random legal games (The Merchants unless `--base`) are played with the typed methods a search
uses (engine.legal_moves, engine.copy, engine.play). At every position, `copy` is timed, and
`play` of the move chosen (uniformly among the legal moves) on fresh copies. Prints, as its last
line, one JSON object: the medians over all positions, `copy_us` and `play_us` (CPU time), and
the positions measured. `--root` times another worktree's engine with this script (one without
the typed methods, main before issue 25, through its text functions: the legal actions parsed,
the state's copy, the engine's play of the parsed actions).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
REPEATS = 10  # each figure is the mean of so many calls, well above the clock's resolution


class Engine:
    """The engine's typed methods, as `--root`'s revision has them."""

    def __init__(self, root: Path) -> None:
        sys.path.insert(0, str(root))
        from rules.keyflower import engine, legal, notation

        typed = engine.KeyflowerEngine()
        self.new_game, self.is_finished, self.to_decide = typed.new_game, typed.is_finished, typed.to_decide
        if hasattr(typed, "legal_moves"):
            self.legal_moves: Callable[[Any, int], list[Any]] = typed.legal_moves
            self.copy: Callable[[Any], Any] = typed.copy
            self.play: Callable[[Any, int, Any], None] = typed.play
        else:
            self.legal_moves = lambda g, seat: [notation.parse_turn(t) for t in legal.legal_actions(g, seat)]
            self.copy = lambda g: g.copy()
            self.play = engine.play


def measure(engine: Engine, games: int, players: int, merchants: bool) -> tuple[list[float], list[float]]:
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
    parser.add_argument("--root", type=Path, default=ROOT, help="the worktree whose engine is timed")
    args = parser.parse_args()
    copies, plays = measure(Engine(args.root), args.games, args.players, not args.base)
    figures = {"game": "keyflower", "players": args.players, "merchants": not args.base, "positions": len(copies)}
    figures |= {"copy_us": round(statistics.median(copies), 1), "play_us": round(statistics.median(plays), 1)}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
