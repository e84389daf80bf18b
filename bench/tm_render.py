"""Benchmark: rendering a mid-game 4-player Terra Mystica board.

    python bench/tm_render.py [--renders 30] [--merchants]

Prints the median and p90 time of one render (state to PNG bytes, text cache warm), the PNG size and
the image size. Each render is of a different position around mid-game, so the cache holds only
what recurs. `--merchants` renders a random Merchants of the Seas game on the Lakes instead (boats,
merchants, harbours, shipyards, trade markers, seven canals).
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

from PIL import Image  # noqa: E402

from rendering.terra_mystica import render  # noqa: E402
from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.replay import replay_record  # noqa: E402

GAME = ROOT / "tests" / "data" / "terra_mystica" / "4pLeague_S60_D1L1_G1.txt"


def positions(count: int) -> list:
    record = parse_record(GAME.read_text())
    rows = record.rows
    middle = len(rows) // 2
    states = []
    for k in range(count):
        record.rows = rows[: middle - count // 2 + k]
        states.append(replay_record(record, GAME.name).state)
    return states


def merchants_positions(count: int) -> list:
    from rules.terra_mystica.data.merchants import OPTION
    from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state, play
    from rules.terra_mystica.notation import parse_turn
    from rules.terra_mystica.simulate import play_random_game

    seed, board = "bench-render", "loon_lakes_v1_6"
    game = play_random_game(seed, 4, board=board, merchants=True)
    g = new_state(4, seed, board=board, options=[*DEFAULT_OPTIONS, OPTION])
    states = []
    middle = len(game.history) // 2
    for i, (seat, text) in enumerate(game.history):
        play(g, seat, parse_turn(text))
        if middle - count // 2 <= i < middle - count // 2 + count:
            states.append(g.copy())
    return states


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--renders", type=int, default=30)
    parser.add_argument("--merchants", action="store_true")
    args = parser.parse_args()
    states = merchants_positions(args.renders) if args.merchants else positions(args.renders)
    render(states[0])  # the board's fixed layer is drawn once per process
    times = []
    sizes = []
    for i, g in enumerate(states):
        previous = states[i - 1] if i else None
        start = time.perf_counter()
        png = render(g, previous)
        times.append(time.perf_counter() - start)
        sizes.append(len(png))
    width, height = Image.open(__import__("io").BytesIO(png)).size
    times.sort()
    print(
        json.dumps(
            {
                "renders": len(times),
                "median_ms": round(statistics.median(times) * 1000, 1),
                "p90_ms": round(times[int(len(times) * 0.9)] * 1000, 1),
                "median_png_kb": round(statistics.median(sizes) / 1024, 1),
                "image": f"{width}x{height}",
            }
        )
    )


if __name__ == "__main__":
    main()
