"""Render a recorded game's position as a PNG.

    python -m rendering.terra_mystica GAMEFILE [--upto LINE] [--locale pt-BR] -o board.png

Replays the game (any format the replay command reads) up to that line of the file and writes the
board as it then stood, with the last move's hexes marked.
"""

from __future__ import annotations

import argparse
import sys

from rules.terra_mystica.ledger import LedgerError, parse_record
from rules.terra_mystica.replay import replay_record

from . import render


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rendering.terra_mystica", description=__doc__.split("\n")[0])
    parser.add_argument("game", help="a ledger or command log")
    parser.add_argument("--upto", type=int, help="replay up to this line of the file (default: all)")
    parser.add_argument("-o", "--output", default="board.png", help="the PNG to write")
    parser.add_argument("--locale", default="en", choices=["en", "pt-BR"], help="the language of the image's words")
    args = parser.parse_args(argv)
    try:
        with open(args.game, encoding="utf-8") as fh:
            record = parse_record(fh.read())
    except (OSError, LedgerError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.upto is not None:
        record.rows = [row for row in record.rows if row.line <= args.upto]
    result = replay_record(record, args.game)
    if result.state is None or result.first_mismatch is not None:
        print(f"error: the game does not replay: {result.first_mismatch}", file=sys.stderr)
        return 1
    # The state before the last move, to mark the hexes it changed.
    moves = [i for i, row in enumerate(record.rows) if row.kind in ("move", "drop")]
    previous = None
    if moves:
        record.rows = record.rows[: moves[-1]]
        previous = replay_record(record, args.game).state
    with open(args.output, "wb") as out:
        out.write(render(result.state, previous, args.locale))
    print(args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
