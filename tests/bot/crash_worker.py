"""A host process streaming the moves of a recorded game, saying 'ack N' after each is stored.

    python -m tests.bot.crash_worker DB GAMEFILE [GAME]      (GAME: terra_mystica by default)

Run by test_crash.py, which kills it with SIGKILL part-way.
"""

import asyncio
import sys
from pathlib import Path

from bot.games import adapters
from bot.service import GameService
from bot.store import Store
from tests.hosted import open_recorded


async def main(db: str, game: str, game_type: str = "terra_mystica") -> None:
    adapter = adapters()[game_type]
    imported = adapter.import_record(Path(game).read_text(), Path(game).name)
    store = await Store.open(db)
    service = GameService(store)
    row = await open_recorded(service, imported, game_type)
    print(f"game {row.id}", flush=True)
    for n, (seat, move) in enumerate(imported.moves, start=1):
        await service.act(row.id, "host", move, seat=seat)
        print(f"ack {n}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
