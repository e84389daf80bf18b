"""The ratings from the command line.

    python -m bot.ratings recompute [--db URL]     forget every noted result, read every finished
                                                   game again; prints how many
    python -m bot.ratings show [--game GAME] [--table main|two|ai] [--json] [--db URL]

`show --json` (also `python -m bot.local ratings --json`) prints one JSON object: {"players":
{NAME: RATING, ...}, "factions": {"FACTION BOARD": RATING, ...}}, the players listed on the
table's leaderboard (Terra Mystica: those with at least 5 games) by the names they played under
(an imported game's `Player N:` names), the factions on their boards (`darklings base`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from typing import Any

from ..config import ConfigError, load_settings
from ..games import adapters
from ..i18n import locale_of, say
from ..service import GameService, ServiceError
from ..store import Store, StoreError
from .book import MAIN, TABLES, Board, RatingBook


def as_json(board: Board) -> dict[str, Any]:
    """A table's ratings as one JSON object; a name two players share is told apart by their key."""
    taken: dict[str, int] = {}
    for s in board.players:
        taken[s.name] = taken.get(s.name, 0) + 1
    players = {(s.name if taken[s.name] == 1 else f"{s.name} ({s.player})"): s.rating for s in board.players}
    return {"players": players, "factions": {f.name: f.rating for f in board.factions}}


def as_lines(board: Board) -> list[str]:
    lines = [f"{i}. {s.name}: {s.rating:.1f} ({s.games} games)" for i, s in enumerate(board.players, start=1)]
    if board.unlisted:
        lines.append(f"not listed yet (too few games): {len(board.unlisted)}")
    if board.factions:
        lines.append("factions:")
        lines += [f"  {f.name}: {f.rating:.1f} ({f.games} games)" for f in board.factions]
    return lines or ["no rated games"]


async def show(service: GameService, game: str, table: str = MAIN, json_out: bool = False) -> None:
    """Print a table's ratings (every server's games)."""
    if table not in TABLES.get(game, ()):
        raise ServiceError("rating-no-such-table", table=table, tables=", ".join(TABLES.get(game, ())))
    board = await RatingBook(service).board(game, table)
    if json_out:
        print(json.dumps(as_json(board), ensure_ascii=False))
    else:
        print("\n".join(as_lines(board)))


def add_show_options(parser: argparse.ArgumentParser, games: list[str]) -> None:
    parser.add_argument("--game", choices=games, default=games[0], help=f"which game (default: {games[0]})")
    parser.add_argument("--table", default=MAIN, help="main (default), two (2-player Terra Mystica), ai (AI seats)")
    parser.add_argument("--json", action="store_true", help="one JSON object: players and factions with ratings")


async def run(argv: list[str] | None = None) -> int:
    games = list(adapters())
    parser = argparse.ArgumentParser(prog="python -m bot.ratings", description=__doc__.split("\n")[0])
    parser.add_argument("--db", help="the database: a SQLite file or a URL (default from the configuration)")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("recompute", help="read every finished game again")
    add_show_options(sub.add_parser("show", help="a table's ratings"), games)
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
        store = await Store.open(args.db or settings.database, existing=True)
    except (StoreError, ConfigError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    service = GameService(store)
    try:
        if args.command == "recompute":
            noted = await RatingBook(service).recompute()
            print(f"read {noted} finished games again")
        else:
            await show(service, args.game, args.table, args.json)
    except ServiceError as e:
        print(f"error: {say(locale_of(os.environ.get('LANG', '')), e.code, **e.params)}", file=sys.stderr)
        return 1
    except StoreError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        await store.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    return asyncio.run(run(argv))
