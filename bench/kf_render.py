"""Benchmark: rendering Keyflower boards from the public view.

    python bench/kf_render.py [--renders 40] [--players 4] [--base] [--locale pt-BR] [--docs DIR]

Plays a random game (The Merchants unless --base) and renders the public view after each of
`renders` moves around mid-game, each with the view before it (the last move marked), text and
tile caches warm as in a running bot. Prints the median and p90 time of one render (view to PNG
bytes), the median CPU time of one (which other work on the machine changes far less), the
median and largest PNG, the image size, and the same for the final board (the score breakdown);
then the same for the image posted after a move (render_move, the compact one a phone reads), as
`posted_...`. With --docs it writes the images docs/ shows: the whole board mid-game and the
image posted after that move, in English and Portuguese.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from rendering.keyflower import render, render_move  # noqa: E402
from rules.keyflower.engine import KeyflowerEngine  # noqa: E402
from rules.keyflower.simulate import _random_legal  # noqa: E402

NAMES = ["Ana", "Bia", "Caio", "Davi", "Eva", "Fábio"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--base", action="store_true", help="the base game instead of The Merchants")
    parser.add_argument("--locale", default="pt-BR")
    parser.add_argument("--docs", type=Path, help="write the images docs/ shows into this folder")
    args = parser.parse_args()
    engine = KeyflowerEngine()
    rng = random.Random(2026)
    g = engine.new_game({"merchants": not args.base}, args.players, "bench-render")
    views = [engine.view(g, None)]
    while not engine.is_finished(g):
        seat = rng.choice(engine.to_decide(g))
        g = engine.apply(g, seat, _random_legal(g, seat, rng)).state
        views.append(engine.view(g, None))
    names = NAMES[: args.players]
    start = max(1, len(views) // 2 - args.renders // 2)
    chosen = list(range(start, min(len(views) - 1, start + args.renders)))
    render(views[chosen[0]], views[chosen[0] - 1], args.locale, names)  # warm, as the bot's workers are
    times, cpu, sizes = [], [], []
    for i in chosen:
        began, began_cpu = time.perf_counter(), time.thread_time()
        png = render(views[i], views[i - 1], args.locale, names)
        times.append(time.perf_counter() - began)
        cpu.append(time.thread_time() - began_cpu)
        sizes.append(len(png))
    width, height = Image.open(io.BytesIO(png)).size
    final_times = []
    for _ in range(5):
        began = time.perf_counter()
        final = render(views[-1], views[-2], args.locale, names)
        final_times.append(time.perf_counter() - began)
    times.sort()
    posted_cpu, posted_sizes = [], []
    render_move(views[chosen[0]], views[chosen[0] - 1], None, args.locale, names)
    for i in chosen:
        began_cpu = time.thread_time()
        posted = render_move(views[i], views[i - 1], None, args.locale, names)
        posted_cpu.append(time.thread_time() - began_cpu)
        posted_sizes.append(len(posted))
    if args.docs is not None:
        middle = chosen[len(chosen) // 2]
        for locale in ("en", "pt-BR"):
            board = render(views[middle], views[middle - 1], locale, names)
            (args.docs / f"keyflower-board-{locale}.png").write_bytes(board)
            posted = render_move(views[middle], views[middle - 1], None, locale, names)
            (args.docs / f"keyflower-posted-{locale}.png").write_bytes(posted)
    print(
        json.dumps(
            {
                "renders": len(times),
                "players": args.players,
                "merchants": not args.base,
                "median_ms": round(statistics.median(times) * 1000, 1),
                "p90_ms": round(times[int(len(times) * 0.9)] * 1000, 1),
                "median_cpu_ms": round(statistics.median(cpu) * 1000, 1),
                "median_png_kb": round(statistics.median(sizes) / 1024, 1),
                "max_png_kb": round(max(sizes) / 1024, 1),
                "image": f"{width}x{height}",
                "final_median_ms": round(statistics.median(final_times) * 1000, 1),
                "final_png_kb": round(len(final) / 1024, 1),
                "posted_median_cpu_ms": round(statistics.median(posted_cpu) * 1000, 1),
                "posted_median_png_kb": round(statistics.median(posted_sizes) / 1024, 1),
                "posted_image": "x".join(map(str, Image.open(io.BytesIO(posted)).size)),
            }
        )
    )


if __name__ == "__main__":
    main()
