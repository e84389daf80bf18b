"""Benchmark: replaying the 49 recorded games, and random-game simulation.

    python bench/tm_replay.py [--rounds 5] [--sim-games 20]
    python bench/tm_replay.py --peer [--rounds 5]

Prints the median ms per game and µs per action (in process), the whole-process time of
`python -m rules.terra_mystica.replay` over all 49 games (per game, best of 3), and simulate's
actions/s (one core, every invariant checked). Times are CPU times (the process's, the child's
for the whole process): on a shared machine they move far less with the load than wall time.

The whole process is timed twice: as this shell runs Python (`process_ms_per_game`), and with
the modules' bytecode cached as Python does by default (`..._cached`: a first run fills a private
cache), which a shell with PYTHONDONTWRITEBYTECODE set (as this machine's) never has, so that
every run compiles the ~6,000 lines of the rules again.

`--peer` times, instead, the reference site's Perl engine (../shared/peer/terra-mystica-perl, whose
README says how to install what it needs) against ours on the same 49 games, both whole processes
(`perl replay.pl --iters 1 --warmup 0 GAMES`, `python -m rules.terra_mystica.replay GAMES`, and
ours again with its bytecode cached), one after the other `--rounds` times, in CPU; prints each
one's per-game times and how many times faster ours is (best against best, median against
median). Set PEER_ENGINE to the folder of replay.pl if it isn't there.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.replay import replay_record  # noqa: E402
from rules.terra_mystica.simulate import run_games  # noqa: E402

GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))
PEER = Path(os.environ.get("PEER_ENGINE", ROOT.parent / "shared" / "peer" / "terra-mystica-perl"))


def in_process(rounds: int, check: bool) -> tuple[float, float]:
    records = [(p.name, parse_record(p.read_text())) for p in GAMES]
    per_game: list[float] = []
    per_action: list[float] = []
    for _ in range(rounds):
        for name, rec in records:
            start = time.process_time()
            result = replay_record(rec, name, check=check)
            elapsed = time.process_time() - start
            assert result.finished and result.first_mismatch is None, name
            per_game.append(elapsed)
            per_action.append(elapsed / max(1, result.actions))
    return statistics.median(per_game) * 1000, statistics.median(per_action) * 1e6


def whole_process(check: bool, bytecode_cache: str | None = None) -> float:
    cmd = [sys.executable, "-m", "rules.terra_mystica.replay", *(["--check"] if check else []), *map(str, GAMES)]
    env = dict(os.environ)
    if bytecode_cache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode_cache
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)  # fills the cache
    best = float("inf")
    for _ in range(3):
        start = _children_cpu()
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
        best = min(best, _children_cpu() - start)
    return best / len(GAMES) * 1000


def side_by_side(rounds: int, bytecode_cache: str) -> dict[str, object]:
    """Both engines' whole processes over GAMES, alternately, CPU ms a game; ours also with its
    bytecode cached (`bytecode_cache`), as Python runs by default."""
    ours = [sys.executable, "-m", "rules.terra_mystica.replay", *map(str, GAMES)]
    cached = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cached["PYTHONPYCACHEPREFIX"] = bytecode_cache
    subprocess.run(ours, cwd=ROOT, env=cached, check=True, stdout=subprocess.DEVNULL)  # fills the cache
    runs = {
        "perl": (["perl", str(PEER / "replay.pl"), "--iters", "1", "--warmup", "0", *map(str, GAMES)], None),
        "ours": (ours, None),
        "ours_cached": (ours, cached),
    }
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, (command, env) in runs.items():
            start = _children_cpu()
            subprocess.run(command, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
            times[name].append((_children_cpu() - start) / len(GAMES) * 1000)
    out: dict[str, object] = {"games": len(GAMES)}
    for name, ts in times.items():
        out[f"{name}_ms_per_game"] = [round(t, 2) for t in ts]
    perl = times["perl"]
    for name in ("ours", "ours_cached"):
        out[f"{name}_faster_best"] = round(min(perl) / min(times[name]), 2)
        out[f"{name}_faster_median"] = round(statistics.median(perl) / statistics.median(times[name]), 2)
    return out


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sim-games", type=int, default=20)
    parser.add_argument("--peer", action="store_true", help="the reference Perl engine against ours, whole processes")
    args = parser.parse_args()
    if args.peer:
        with tempfile.TemporaryDirectory() as cache:
            print(json.dumps(side_by_side(args.rounds, cache)))
        return
    ms, us = in_process(args.rounds, check=False)
    ms_check, us_check = in_process(args.rounds, check=True)
    proc = whole_process(check=False)
    proc_check = whole_process(check=True)
    with tempfile.TemporaryDirectory() as cache:
        proc_cached = whole_process(check=False, bytecode_cache=cache)
    start = time.process_time()
    results = run_games([f"bench:4:{i}" for i in range(args.sim_games)], 4, jobs=1)
    elapsed = time.process_time() - start
    actions = sum(r.actions for r in results)
    print(
        json.dumps(
            {
                "games": len(GAMES),
                "median_ms_per_game": round(ms, 2),
                "median_us_per_action": round(us, 1),
                "median_ms_per_game_check": round(ms_check, 2),
                "median_us_per_action_check": round(us_check, 1),
                "process_ms_per_game": round(proc, 2),
                "process_ms_per_game_check": round(proc_check, 2),
                "process_ms_per_game_cached": round(proc_cached, 2),
                "simulate_actions_per_s_one_core": round(actions / elapsed, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
