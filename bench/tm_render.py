"""Benchmark: rendering Terra Mystica boards, mid-game and at game end.

    python bench/tm_render.py [--renders 20] [--docs DIR] [--no-docs]

Prints one JSON line: the median and p90 time of one render (state to PNG bytes, the text cache
warm from earlier renders), the median CPU time of one (which other work on the machine changes
far less), the median PNG size and the image size, for four kinds of position:

- `base_mid`: a recorded 4-player base game, positions around its middle;
- `base_end`: the final positions of recorded 4-player base games (one game each);
- `merchants5_mid`: a random 5-player Merchants of the Seas game on the Lakes, around its middle;
- `merchants5_end`: the final positions of random 5-player Merchants games on the Lakes.

Each render is of a different position, so the cache holds only what recurs from image to image.
The same for the image posted after a move (render_move, the compact one a phone reads), as
`base_mid_posted` and `merchants5_mid_posted`.
It also writes the images docs/ shows (into --docs, by default the repository's docs/): a base
game at its end and a 5-player Merchants of the Seas game at its end, each with its last move
marked, and the images posted after a move mid-game, in English and Portuguese.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from rendering.terra_mystica import render, render_move  # noqa: E402
from rules.terra_mystica.data.merchants import OPTION  # noqa: E402
from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state, play  # noqa: E402
from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.notation import parse_turn  # noqa: E402
from rules.terra_mystica.replay import replay_record  # noqa: E402
from rules.terra_mystica.simulate import play_random_game  # noqa: E402
from rules.terra_mystica.state import GameState  # noqa: E402

GAMES = ROOT / "tests" / "data" / "terra_mystica"
LAKES = "loon_lakes_v1_6"
Pair = tuple[GameState, GameState | None]  # a position and the one before its last move


def _recorded(path: Path, rows: int | None = None) -> GameState:
    record = parse_record(path.read_text())
    if rows is not None:
        record.rows = record.rows[:rows]
    state = replay_record(record, path.name).state
    assert state is not None, path
    return state


def base_middle(count: int) -> list[Pair]:
    path = GAMES / "4pLeague_S60_D1L1_G1.txt"
    rows = len(parse_record(path.read_text()).rows)
    first = rows // 2 - count // 2
    states = [_recorded(path, n) for n in range(first - 1, first + count)]
    return [(states[k + 1], states[k]) for k in range(count)]


def base_end(count: int) -> list[Pair]:
    """Final positions of recorded games, each with the position before its last move."""
    out: list[Pair] = []
    for path in sorted(GAMES.glob("4pLeague_*.txt"))[:count]:
        record = parse_record(path.read_text())
        moves = [i for i, row in enumerate(record.rows) if row.kind in ("move", "drop")]
        out.append((_recorded(path), _recorded(path, moves[-1])))
    return out


def _merchants_game(seed: str) -> list[GameState]:
    """Every position of a random 5-player Merchants of the Seas game on the Lakes."""
    game = play_random_game(seed, 5, board=LAKES, merchants=True)
    assert game.finished, game.error
    g = new_state(5, seed, board=LAKES, options=[*DEFAULT_OPTIONS, OPTION])
    states = [g.copy()]
    for seat, text in game.history:
        play(g, seat, parse_turn(text))
        states.append(g.copy())
    return states


def merchants_middle(count: int) -> list[Pair]:
    states = _merchants_game("bench-render")
    first = len(states) // 2 - count // 2
    return [(states[k], states[k - 1]) for k in range(first, first + count)]


def merchants_end(count: int) -> list[Pair]:
    out: list[Pair] = []
    for k in range(count):
        states = _merchants_game(f"bench-render-end-{k}")
        out.append((states[-1], states[-2]))
    return out


def measure(pairs: list[Pair], posted: bool = False) -> dict[str, object]:
    times = []
    cpu = []
    sizes = []
    png = b""
    for g, previous in pairs:
        start, start_cpu = time.perf_counter(), time.thread_time()
        png = render_move(g, previous) if posted else render(g, previous)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
        sizes.append(len(png))
    width, height = Image.open(io.BytesIO(png)).size
    times.sort()
    return {
        "renders": len(times),
        "median_ms": round(statistics.median(times) * 1000, 1),
        "p90_ms": round(times[min(len(times) - 1, int(len(times) * 0.9))] * 1000, 1),
        "median_cpu_ms": round(statistics.median(cpu) * 1000, 1),
        "median_png_kb": round(statistics.median(sizes) / 1024, 1),
        "image": f"{width}x{height}",
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--renders", type=int, default=20, help="positions rendered of each kind")
    parser.add_argument("--docs", type=Path, default=ROOT / "docs", help="where the two images are written")
    parser.add_argument("--no-docs", action="store_true", help="don't write the images")
    args = parser.parse_args()
    kinds = {
        "base_mid": base_middle(args.renders),
        "base_end": base_end(args.renders),
        "merchants5_mid": merchants_middle(args.renders),
        "merchants5_end": merchants_end(args.renders),
    }
    for pairs in kinds.values():
        render(pairs[0][0])  # each board's fixed layer is drawn once per process
    figures = {name: measure(pairs) for name, pairs in kinds.items()}
    for name in ("base_mid", "merchants5_mid"):
        figures[f"{name}_posted"] = measure(kinds[name], posted=True)
    if not args.no_docs:
        images = {
            "terra-mystica-base-game-end.png": kinds["base_end"][0],
            "terra-mystica-merchants-5p-game-end.png": kinds["merchants5_end"][0],
        }
        for name, (g, previous) in images.items():
            (args.docs / name).write_bytes(render(g, previous))
        g, previous = kinds["base_mid"][len(kinds["base_mid"]) // 2]
        for locale in ("en", "pt-BR"):
            (args.docs / f"terra-mystica-posted-{locale}.png").write_bytes(render_move(g, previous, None, locale))
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
