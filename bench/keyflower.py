"""Benchmark: Keyflower's random games (actions per second) and the final-scoring allocation.

    python bench/keyflower.py [--games 20] [--players 4]

Prints the simulator's actions per second with and without The Merchants (invariants checked
after every action, as the simulate command does), and the median and worst time to allocate
the items of a large village (11 winter tiles, 4 contracts, about 70 items).
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

from rules.keyflower.data.tiles import TILES, Scoring  # noqa: E402
from rules.keyflower.scoring import ALLOCATED, ScoringUse, best_allocation, contract_use, tile_use  # noqa: E402
from rules.keyflower.simulate import play_one  # noqa: E402

LARGE = {"blue": 6, "red": 5, "yellow": 7, "green": 3, "saw": 4, "pickaxe": 3, "anvil": 4}
LARGE |= {"wood": 5, "stone": 6, "iron": 4, "gold": 7, "purple": 1}
WINTER = [n for n, t in TILES.items() if t.season == "winter" and isinstance(t.a, Scoring)]


def large_uses() -> list[ScoringUse]:
    uses = [contract_use(c) for c in (4, 17, 27, 35)]
    for name in WINTER:
        effect = TILES[name].a
        if isinstance(effect, Scoring) and effect.kind in ALLOCATED:
            uses.append(tile_use(name, effect, LARGE))
    return uses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    for merchants in (False, True):
        rng = random.Random(2026)
        start = time.perf_counter()
        actions = sum(play_one(args.players, f"bench-{i}", merchants, rng)[0] for i in range(args.games))
        elapsed = time.perf_counter() - start
        print(json.dumps({"simulate": "merchants" if merchants else "base", "players": args.players,
                          "games": args.games, "actions": actions,
                          "actions_per_s": round(actions / elapsed, 1)}))  # fmt: skip
    uses = large_uses()
    times = []
    for _ in range(20):
        start = time.perf_counter()
        result = best_allocation(LARGE, uses)
        times.append(time.perf_counter() - start)
    figures = {"allocation_vp": result.vp, "median_ms": round(statistics.median(times) * 1000, 2)}
    figures |= {"max_ms": round(max(times) * 1000, 2), "uses": len(uses), "items": sum(LARGE.values())}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
