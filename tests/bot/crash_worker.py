"""A host process streaming the moves of a recorded game, saying 'ack N' after each is stored.

Run by test_crash.py, which kills it with SIGKILL part-way.
"""

import asyncio
import sys
from pathlib import Path

from bot.games.terra_mystica import TerraMysticaAdapter
from bot.service import GameService
from bot.store import Store


async def main(db: str, game: str) -> None:
    imported = TerraMysticaAdapter().import_record(Path(game).read_text(), Path(game).name)
    store = await Store.open(db)
    service = GameService(store)
    row = await service.create_game(
        "host", "Host", game_type="terra_mystica", seats=imported.seats, options=imported.options, seed=imported.seed
    )
    for i in range(1, imported.seats):
        await service.join(row.id, "host", f"P{i + 1}")
    await service.start(row.id, "host")
    print(f"game {row.id}", flush=True)
    for n, (seat, move) in enumerate(imported.moves, start=1):
        await service.act(row.id, "host", move, seat=seat)
        print(f"ack {n}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
