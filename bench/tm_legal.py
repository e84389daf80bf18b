"""Benchmark: Terra Mystica's legal actions at late positions.

    python bench/tm_legal.py [--positions 40] [--check] [--repeat N]

Prints one JSON line: the median and p90 time of one `legal_actions` call (every seat that
must decide, at each position), the median, p90 and sum of their CPU times, the median number of
candidates tried and of legal turns, for two kinds of position:

- `base_late`: recorded 4-player base games in their last rounds (rows 70% to 95% of the ledger);
- `merchants5_late`: a random 5-player Merchants of the Seas game on the Lakes, its last quarter.

With `--check`, each answer is also compared with trying every candidate on its own copy of the
state (the plain definition), and a difference stops the benchmark. `--repeat N` makes every call
N more times once measured, for counting instructions on a busy machine, where times are noise:
(callgrind's total with `--repeat 2` less that with `--repeat 0`) / 2 / calls, run with
PYTHONHASHSEED=0 (`valgrind --tool=callgrind --callgrind-out-file=/dev/null`).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.terra_mystica.data.merchants import OPTION  # noqa: E402
from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state, play, to_decide  # noqa: E402
from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.legal import candidates, is_legal, legal_actions  # noqa: E402
from rules.terra_mystica.notation import parse_turn  # noqa: E402
from rules.terra_mystica.replay import replay_record  # noqa: E402
from rules.terra_mystica.simulate import play_random_game  # noqa: E402
from rules.terra_mystica.state import GameState  # noqa: E402

GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))
LAKES = "loon_lakes_v1_6"


def base_late(count: int) -> list[GameState]:
    """Positions late in recorded games: a few from each of several games."""
    out: list[GameState] = []
    per_game = 4
    for path in GAMES[: max(1, count // per_game)]:
        record = parse_record(path.read_text())
        rows = record.rows
        for k in range(per_game):
            cut = int(len(rows) * (0.70 + 0.25 * k / per_game))
            record.rows = rows[:cut]
            state = replay_record(record, path.name).state
            if state is not None and not state.finished:
                out.append(state)
    return out


def merchants_late(count: int) -> list[GameState]:
    game = play_random_game("bench-legal", 5, board=LAKES, merchants=True)
    assert game.finished, game.error
    g = new_state(5, "bench-legal", board=LAKES, options=[*DEFAULT_OPTIONS, OPTION])
    states = []
    for seat, text in game.history:
        play(g, seat, parse_turn(text))
        states.append(g.copy())
    late = [s for s in states[len(states) * 3 // 4 :] if not s.finished]
    step = max(1, len(late) // count)
    return late[::step][:count]


def measure(states: list[GameState], check: bool) -> dict[str, object]:
    times, cpu, tried, legal = [], [], [], []
    for g in states:
        for seat in to_decide(g):
            start, start_cpu = time.perf_counter(), time.thread_time()
            found = legal_actions(g, seat)
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
            tried.append(len(candidates(g, seat)))
            legal.append(len(found))
            if check:
                plain = [text for text in candidates(g, seat) if is_legal(g, seat, text)]
                assert found == plain, (seat, sorted(set(found) ^ set(plain)))
    times.sort()
    return {
        "calls": len(times),
        "median_ms": round(statistics.median(times) * 1000, 2),
        "p90_ms": round(times[min(len(times) - 1, int(len(times) * 0.9))] * 1000, 2),
        "median_cpu_ms": round(statistics.median(cpu) * 1000, 2),
        "p90_cpu_ms": round(sorted(cpu)[min(len(cpu) - 1, int(len(cpu) * 0.9))] * 1000, 2),
        "total_cpu_ms": round(sum(cpu) * 1000, 1),
        "median_candidates": statistics.median(tried),
        "median_legal": statistics.median(legal),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=40, help="positions of each kind")
    parser.add_argument("--check", action="store_true", help="compare with the plain definition")
    parser.add_argument("--repeat", type=int, default=0, help="make every call this many more times")
    parser.add_argument("--only", choices=("base_late", "merchants5_late"), help="one kind of position")
    args = parser.parse_args()
    makers = {"base_late": base_late, "merchants5_late": merchants_late}
    kinds = {name: make(args.positions) for name, make in makers.items() if args.only in (None, name)}
    for states in kinds.values():  # warm what is kept from call to call
        legal_actions(states[0], to_decide(states[0])[0])
    print(json.dumps({name: measure(states, args.check) for name, states in kinds.items()}))
    for _ in range(args.repeat):
        for states in kinds.values():
            for g in states:
                for seat in to_decide(g):
                    legal_actions(g, seat)


if __name__ == "__main__":
    main()
