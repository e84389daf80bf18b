"""Render a Keyflower position of a random game as a PNG (to look at the images).

    python -m rendering.keyflower [--players 3] [--merchants] [--variants B] [--seed S]
        [--moves N | --until PHASE] [--locale pt-BR] [--names Ana,Bia,Caio] -o board.png

Plays random legal moves (the seed decides them) until N moves are made or the game first
reaches PHASE (main, winter-offer, boats, swap, placement, final, allocation, finished), and
draws the public view as it then stood, the last move's tiles marked.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.simulate import _random_legal

from . import render


def position(
    players: int, seed: str, merchants: bool, variants: str, moves: int | None, until: str | None, season: int = 0
) -> tuple[Any, Any]:
    """The state after the random moves, and the one before the last of them."""
    engine = KeyflowerEngine()
    options: dict[str, Any] = {"merchants": merchants, "variants": list(variants.upper())}
    g = engine.new_game(options, players, seed)
    rng = random.Random(seed)
    before = None
    made = 0
    while not engine.is_finished(g):
        if moves is not None and made >= moves:
            break
        if until is not None and g.phase == until and g.season >= season and made:
            break
        seat = rng.choice(engine.to_decide(g))
        before, g = g, engine.apply(g, seat, _random_legal(g, seat, rng)).state
        made += 1
    return g, before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rendering.keyflower", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--merchants", action="store_true")
    parser.add_argument("--variants", default="", help="The Merchants' variants, e.g. B")
    parser.add_argument("--seed", default="look")
    parser.add_argument("--moves", type=int, help="stop after this many moves")
    parser.add_argument("--until", help="stop when the game first reaches this phase")
    parser.add_argument("--season", type=int, default=0, help="with --until: not before this season (0-3)")
    parser.add_argument("--locale", default="en", choices=["en", "pt-BR"])
    parser.add_argument("--names", default="", help="players' names, comma separated")
    parser.add_argument("-o", "--output", default="board.png")
    args = parser.parse_args(argv)
    engine = KeyflowerEngine()
    g, before = position(args.players, args.seed, args.merchants, args.variants, args.moves, args.until, args.season)
    names = [n.strip() for n in args.names.split(",") if n.strip()]
    previous = engine.view(before, None) if before is not None else None
    png = render(engine.view(g, None), previous, args.locale, names)
    with open(args.output, "wb") as fh:
        fh.write(png)
    print(f"{args.output}: {g.season_name}, {g.phase}, {len(png) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
