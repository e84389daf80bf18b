"""Benchmark: what a search pays a node in Terra Mystica — copying a state, playing one typed move.

    python bench/tm_search.py [--games 6] [--repeat 20]

Plays whole random games (the simulator's: 2 to 5 players, base, Merchants of the Seas on the
Lakes, Fire & Ice), then at every position of them times, in CPU (this thread's), `engine.copy`
of the state and `engine.play` of the move the game played there (typed, parsed once beforehand),
each `--repeat` times in a row (a play on its own fresh copy, made outside the timing). Prints
the figures of each kind of game, then as its LAST line one JSON object with `copy_us` and
`play_us`: the medians over every position of every game.
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
from rules.terra_mystica.engine import (  # noqa: E402
    DEFAULT_OPTIONS,
    FIRE_AND_ICE_PUBLISHED,
    TerraMysticaEngine,
    new_state,
)
from rules.terra_mystica.simulate import play_random_game  # noqa: E402

ENGINE = TerraMysticaEngine()
KINDS = (  # players, board, Merchants of the Seas, Fire & Ice
    (2, "base", False, False),
    (4, "base", False, False),
    (5, "base", False, False),
    (5, "loon_lakes_v1_6", True, False),
    (4, "base", False, True),
)


def timings(
    seed: str, players: int, board: str, merchants: bool, fire_ice: bool, repeat: int
) -> tuple[list[float], list[float]]:
    """Per position of one random game: µs a copy, µs a play of the move played there."""
    game = play_random_game(seed, players, board=board, merchants=merchants, fire_ice=fire_ice)
    assert game.finished, game.error
    options = [*DEFAULT_OPTIONS, *([OPTION] if merchants else []), *(FIRE_AND_ICE_PUBLISHED if fire_ice else [])]
    g = new_state(players, seed, board=board, options=options)
    moves = [(seat, ENGINE.parse(text)) for seat, text in game.history]
    copy_us: list[float] = []
    play_us: list[float] = []
    clock = time.thread_time_ns
    for seat, move in moves:
        start = clock()
        for _ in range(repeat):
            ENGINE.copy(g)
        copy_us.append((clock() - start) / repeat / 1000)
        copies = [ENGINE.copy(g) for _ in range(repeat)]
        start = clock()
        for c in copies:
            ENGINE.play(c, seat, move)
        play_us.append((clock() - start) / repeat / 1000)
        g = copies[0]
    assert g.finished
    return copy_us, play_us


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6, help="random games of each kind")
    parser.add_argument("--repeat", type=int, default=20, help="copies and plays timed in a row at each position")
    args = parser.parse_args()
    all_copy: list[float] = []
    all_play: list[float] = []
    for players, board, merchants, fire_ice in KINDS:
        kind_copy: list[float] = []
        kind_play: list[float] = []
        for n in range(args.games):
            seed = f"search-{players}-{board}-{merchants}-{fire_ice}-{n}"
            c, p = timings(seed, players, board, merchants, fire_ice, args.repeat)
            kind_copy += c
            kind_play += p
        name = f"{players}p-{board}{'-merchants' if merchants else ''}{'-fire-ice' if fire_ice else ''}"
        print(
            json.dumps(
                {
                    "kind": name,
                    "positions": len(kind_copy),
                    "copy_us": round(statistics.median(kind_copy), 2),
                    "play_us": round(statistics.median(kind_play), 2),
                }
            )
        )
        all_copy += kind_copy
        all_play += kind_play
    print(
        json.dumps(
            {
                "positions": len(all_copy),
                "copy_us": round(statistics.median(all_copy), 2),
                "play_us": round(statistics.median(all_play), 2),
            }
        )
    )


if __name__ == "__main__":
    main()
