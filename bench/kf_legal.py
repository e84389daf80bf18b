"""Benchmark: Keyflower's legal actions at mid-game and late positions.

    python bench/kf_legal.py [--games 3] [--check] [--root TREE]

Prints one JSON line: for 4 and for 6 players (random Merchants games, several of each), at `mid`
positions (summer and autumn) and `late` ones (winter and after), the median, p90 and worst time
of one `legal_actions` call for every seat that must decide, the median, p90 and mean CPU time
(the figures to compare on a shared machine), and the median numbers of candidates and of legal
ones.

With `--check`, each answer is also compared with the plain definition (each candidate tried
alone on its own full copy of the state), and with the state as it was before the call; a
difference stops the benchmark. `--root` times another worktree's engine with this script (the
check needs this tree's).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if __name__ == "__main__":  # the engine of --root, this tree's by default
    _root = sys.argv[sys.argv.index("--root") + 1] if "--root" in sys.argv[:-1] else str(ROOT)
    sys.path.insert(0, _root)

from rules.keyflower.engine import to_decide  # noqa: E402
from rules.keyflower.legal import candidates, is_legal, legal_actions  # noqa: E402
from rules.keyflower.simulate import random_states  # noqa: E402
from rules.keyflower.state import GameState  # noqa: E402


def positions(players: int, games: int) -> dict[str, list[GameState]]:
    out: dict[str, list[GameState]] = {"mid": [], "late": []}
    for k in range(games):
        for g in random_states(players, f"bench-kf-legal-{players}-{k}", merchants=True):
            if g.season in (1, 2):
                out["mid"].append(g)
            elif g.season == 3:
                out["late"].append(g)
    return out


def measure(states: list[GameState], check: bool) -> dict[str, object]:
    times, cpu, tried, legal = [], [], [], []
    for g in states:
        before = g.to_json() if check else None
        for seat in to_decide(g):
            start, start_cpu = time.perf_counter(), time.thread_time()
            found = legal_actions(g, seat)
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
            turns = candidates(g, seat)
            tried.append(len(turns))
            legal.append(len(found))
            if check:
                from rules.keyflower.notation import notation

                plain = [notation(turn) for turn in turns if is_legal(g, seat, turn)]
                assert found == plain, (g.season, g.phase, seat, sorted(set(found) ^ set(plain)))
        if check:
            assert g.to_json() == before, "legal_actions changed the state"
    times.sort()
    cpu.sort()
    return {
        "calls": len(times),
        "median_ms": round(statistics.median(times) * 1000, 2),
        "p90_ms": round(times[min(len(times) - 1, int(len(times) * 0.9))] * 1000, 2),
        "max_ms": round(times[-1] * 1000, 1),
        "median_cpu_ms": round(statistics.median(cpu) * 1000, 2),
        "p90_cpu_ms": round(cpu[min(len(cpu) - 1, int(len(cpu) * 0.9))] * 1000, 2),
        "mean_cpu_ms": round(statistics.fmean(cpu) * 1000, 2),
        "median_candidates": statistics.median(tried),
        "median_legal": statistics.median(legal),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3, help="random games of each player count")
    parser.add_argument("--check", action="store_true", help="compare with the plain definition")
    parser.add_argument("--root", type=Path, default=ROOT, help="the worktree whose engine is timed")
    args = parser.parse_args()
    result: dict[str, object] = {}
    for players in (4, 6):
        for part, states in positions(players, args.games).items():
            result[f"p{players}_{part}"] = measure(states, args.check)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
