"""Benchmark: Keyflower's AI players against each other, in bench/arena.py.

    python bench/kf_ai.py --agents hard,greedy,greedy --games 200 [--seed 1] [--jobs 1]
        [--base] [--variants ABC]
    python bench/kf_ai.py --sweep 1000 [--levels easy,normal,hard] [--seed 1] [--start 0] [--jobs 1]

Arena: agents random, greedy (the baselines), easy, normal, hard (rules.keyflower.ai.choose's
levels). Each agent is given only its seat's view (engine.view(state, seat)). Each setup (the
game's seed: homes, tiles, boats, contracts, the bag's draws) is played once with each rotation
of the agents over the seats. Games are with The Merchants unless `--base`, with its variants
`--variants`. Prints per agent: games, mean score, mean rank, win rate with its 95 % interval, CPU
time a decision p50/p95/max, errors and refused moves; then one JSON line with the same figures,
and one with the winner's mean score (of all-hard against all-greedy tables: `--agents hard
--players 4`).

Sweep: so many games of AI seats, 2 to 6 players in turn, base and The Merchants (with variants
drawn at random) in turn, each seat a level drawn from `--levels` (`--start`: from that game on, so
that a sweep is played in chunks); prints one JSON line: games, finished, errors (an agent
failed), refused (a move the engine refused), decisions, the decision time p95/max, and the first
failures.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
import traceback
from contextlib import nullcontext
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import arena  # noqa: E402
from rules.keyflower.ai import choose  # noqa: E402
from rules.keyflower.engine import KeyflowerEngine  # noqa: E402

ENGINE = KeyflowerEngine()
AGENTS = ("random", "greedy", "easy", "normal", "hard")


class Keyflower(arena.EngineGame):
    """Keyflower as the arena plays it: each seat sees its own view."""

    def __init__(self, merchants: bool = True, variants: str = "") -> None:
        super().__init__(ENGINE)
        self.options: dict[str, Any] = {"merchants": merchants, "variants": list(variants.upper())}

    def new(self, seed: int, players: int) -> Any:
        return ENGINE.new_game(self.options, players, seed)

    def view(self, state: Any, seat: int) -> Any:
        return ENGINE.view(state, seat)


def _agent(level: str, view: Any, seat: int, seed: int) -> str:
    return choose(view, seat, level=level, seed=seed)


def make_agent(name: str) -> arena.Agent:
    if name not in AGENTS:
        raise SystemExit(f"unknown agent {name!r}: one of {', '.join(AGENTS)}")
    return functools.partial(_agent, name)


def _sweep_game(job: tuple[int, list[str], int]) -> tuple[int, str, arena.GameRecord]:
    """One game of the sweep: its index, what it was, how it went."""
    i, levels, seed = job
    rng = random.Random(f"sweep:{seed}:{i}")
    players = 2 + i % 5
    merchants = i % 2 == 1
    variants = "".join(v for v in "ABC" if merchants and rng.random() < 0.3)
    seated = [rng.choice(levels) for _ in range(players)]
    game = Keyflower(merchants, variants)
    record = arena.play_game(game, {n: make_agent(n) for n in set(seated)}, seated, arena.setup_seed(seed, i), 0)
    return i, f"{players}p merchants={merchants} {variants} {','.join(seated)}", record


def sweep(games: int, levels: list[str], seed: int, start: int = 0, jobs: int = 1) -> dict[str, Any]:
    """Games of AI seats over every player count and both games; what went wrong in them. Games
    `start`..`start + games - 1` of the run: a long sweep can be played in chunks."""
    figures: dict[str, Any] = {"games": games, "start": start, "finished": 0, "errors": 0, "refused": 0}
    figures["decisions"] = 0
    times: list[float] = []
    failures: list[str] = []
    work = [(i, levels, seed) for i in range(start, start + games)]
    with Pool(jobs) if jobs > 1 else nullcontext() as pool:
        results = pool.imap(_sweep_game, work) if pool is not None else map(_sweep_game, work)
        for i, what, record in results:
            times += [t for seat_times in record.times for t in seat_times]
            figures["decisions"] += sum(len(t) for t in record.times)
            if record.error is None:
                figures["finished"] += 1
            else:
                figures["refused" if record.refused else "errors"] += 1
                failures.append(f"game {i} ({what}): {record.error}")
            print(f"game {i} ({what}): {record.error or record.scores}", file=sys.stderr, flush=True)
    figures["time_p95_ms"] = round(arena.percentile(times, 95) * 1000, 1)
    figures["time_max_ms"] = round(max(times, default=0.0) * 1000, 1)
    figures["failures"] = failures[:10]
    return figures


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if "--sweep" in argv:
        p = argparse.ArgumentParser(prog="bench/kf_ai.py")
        p.add_argument("--sweep", type=int, required=True)
        p.add_argument("--levels", default="easy,normal,hard")
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--start", type=int, default=0, help="the first game's index (to play a sweep in chunks)")
        p.add_argument("--jobs", type=int, default=1, help="worker processes (times stay per-process CPU)")
        args = p.parse_args(argv)
        start = time.process_time()
        try:
            figures = sweep(args.sweep, args.levels.split(","), args.seed, args.start, args.jobs)
        except Exception:
            traceback.print_exc()
            return 1
        figures["cpu_s"] = round(time.process_time() - start, 1)
        print(json.dumps(figures))
        return 0 if figures["errors"] == figures["refused"] == 0 else 1
    parser = arena.parser("bench/kf_ai.py")
    parser.add_argument("--base", action="store_true", help="the base game, without The Merchants")
    parser.add_argument("--variants", default="", help="The Merchants' variants, e.g. ABC")
    args = parser.parse_args(argv)
    make_game = functools.partial(Keyflower, not args.base, args.variants)
    names = arena.agent_names(args)

    def line(r: arena.GameRecord) -> None:
        if not args.quiet:
            result = r.error or " ".join(f"{n}={s:g}" for n, s in zip(r.agents, r.scores, strict=True))
            print(f"setup {r.setup} rotation {r.rotation}: {result}", file=sys.stderr, flush=True)

    records = arena.run(make_game, make_agent, names, args.games, args.seed, args.jobs, line)
    summary = arena.report(records)
    print(json.dumps({"winner_mean_score": winner_mean_score(records)}), flush=True)
    return 0 if summary["abandoned"] == 0 else 1


def winner_mean_score(records: list[arena.GameRecord]) -> float:
    """The mean of each finished game's best score (how well a table plays: all-hard vs all-greedy)."""
    best = [max(r.scores) for r in records if r.error is None and r.scores]
    return round(sum(best) / max(1, len(best)), 2)


if __name__ == "__main__":
    sys.exit(main())
