"""Copy every game from one games database to another: from SQLite to PostgreSQL when the bot
outgrows one process, or back.

    python -m bot.migrate --from sqlite:///data/games.sqlite3 --to postgresql://bot:pw@db/games

Copies every game, seat, move (undone ones, and whether each was announced, included), snapshot,
undo request, reminder sent, player's settings and request seen, in one transaction of the
target: an interrupted copy leaves it empty. The source must be a games database (a name with
none there is refused, not made); the target must hold no games database yet or an empty one
(its schema is made if needed); one holding anything is refused. Then it checks the
copy: every table holds as many rows as the source's, and every game's moves, replayed from the
start in the target, lead to the state the source had stored. Prints one JSON line (rows copied
by table, games checked); any failure is one `error:` line and exit status 1. Stop the bot
before copying: moves made during the copy would not be in it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from .games import adapters
from .service import GameService
from .store import Store, StoreError, check_url, describe


class MigrationError(Exception):
    pass


async def migrate(source_url: str, target_url: str) -> dict[str, Any]:
    if source_url == target_url:
        raise MigrationError("--from and --to are the same database")
    for url in (source_url, target_url):  # both, before either is opened: a mistake writes nothing
        check_url(url)
    source = await Store.open(source_url, existing=True)
    try:
        target = await Store.open(target_url)
        try:
            copied = await target.copy_from(source)
            problems = await _differences(source, target)
        finally:
            await target.close()
    finally:
        await source.close()
    if problems:
        raise MigrationError(f"the copy in {describe(target_url)} differs from the source: " + "; ".join(problems[:10]))
    return {
        "from": describe(source_url),
        "to": describe(target_url),
        "copied": copied,
        "games_checked": copied["games"],
    }


async def _differences(source: Store, target: Store) -> list[str]:
    """What the target holds unlike the source: row counts, and states the moves don't lead to."""
    problems = []
    before, after = await source.counts(), await target.counts()
    for table, count in before.items():
        if after[table] != count:
            problems.append(f"{table}: {count} rows in the source, {after[table]} in the copy")
    games = adapters()
    service = GameService(target, games=games)
    for row in await source.games():
        adapter = games.get(row.game_type)
        if adapter is None:
            problems.append(f"game {row.id}: no game called {row.game_type} in this bot")
            continue
        stored = await source.game(row.id)
        if stored is None or stored.state is None:
            continue  # a lobby: no state yet
        try:
            replayed = adapter.engine.to_json(await service.rebuild(row.id, from_start=True))
        except Exception as e:  # a move the rules refuse, a log that can't be read
            problems.append(f"game {row.id}: its moves don't replay ({e})")
            continue
        expected = adapter.engine.to_json(adapter.engine.from_json(stored.state))
        if _canonical(replayed) != _canonical(expected):
            problems.append(f"game {row.id}: its moves replayed don't lead to its stored state")
    return problems


def _canonical(state: Any) -> str:
    return json.dumps(state, sort_keys=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.migrate", description=__doc__.split("\n")[0])
    parser.add_argument(
        "--from", dest="source", required=True, help="the database to copy (sqlite:///... or postgresql://...)"
    )
    parser.add_argument("--to", dest="target", required=True, help="the empty database to copy into")
    args = parser.parse_args(argv)
    try:
        done = asyncio.run(migrate(args.source, args.target))
    except (MigrationError, StoreError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(json.dumps(done))
    return 0


if __name__ == "__main__":
    sys.exit(main())
