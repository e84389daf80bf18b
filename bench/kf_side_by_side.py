"""Benchmark driver: Keyflower's benchmarks on two worktrees' engines (before, after), alternately
in one run, each run its own process; CPU times throughout.

    python bench/kf_side_by_side.py --before /work/wt-kfbefore [--rounds 3] [--only legal,search,simulate]

Each round runs, for `before` then this tree (the other way round in the next round, so neither
always goes first): this tree's `bench/kf_legal.py` and `bench/kf_search.py` with `--root` (each
tree's engine, timed by the same script), and `python -m rules.keyflower.simulate --games 4
--merchants` in each tree (its whole process's CPU). Prints each run's figures as they come (JSON
lines), then one JSON line: each figure's median over the rounds, before and after.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PARTS = ("p4_mid", "p4_late", "p6_mid", "p6_late")


def _python(tree: Path) -> str:
    venv = tree / ".venv" / "bin" / "python"
    return str(venv if venv.exists() else sys.executable)


def _last_json(cmd: list[str], cwd: Path) -> dict[str, Any]:
    out = subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(tree: Path, what: str) -> dict[str, float]:
    py = _python(tree)
    if what == "legal":
        found = _last_json([py, str(ROOT / "bench" / "kf_legal.py"), "--root", str(tree)], ROOT)
        return {
            f"legal_{part}_{figure}": found[part][figure]
            for part in PARTS
            for figure in ("median_cpu_ms", "p90_cpu_ms", "mean_cpu_ms")
        }
    if what == "search":
        found = _last_json([py, str(ROOT / "bench" / "kf_search.py"), "--root", str(tree)], ROOT)
        return {"search_copy_us": found["copy_us"], "search_play_us": found["play_us"]}
    start = _children_cpu()
    subprocess.run(
        [py, "-m", "rules.keyflower.simulate", "--games", "4", "--merchants"],
        cwd=tree,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return {"simulate_4_games_cpu_s": round(_children_cpu() - start, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, required=True, help="the worktree of main before the change")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="legal,search,simulate")
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "after": ROOT}
    figures: dict[str, dict[str, list[float]]] = {"before": {}, "after": {}}
    for r in range(args.rounds):
        order = list(trees.items()) if r % 2 == 0 else list(trees.items())[::-1]
        for what in args.only.split(","):
            for name, tree in order:
                found = run(tree, what)
                print(json.dumps({"round": r, "tree": name, **found}), flush=True)
                for key, value in found.items():
                    figures[name].setdefault(key, []).append(value)
    print(
        json.dumps(
            {key: {name: round(statistics.median(figures[name][key]), 2) for name in trees} for key in figures["after"]}
        )
    )


if __name__ == "__main__":
    main()
