"""A recorded game opened in the host to be played move by move (tests, the crash worker,
benchmarks): the host takes every seat, as an imported game's seats are, and starts it."""

from __future__ import annotations

from bot.games import ImportedGame
from bot.service import GameService
from bot.store import GameRow


async def open_recorded(service: GameService, imported: ImportedGame, game_type: str = "terra_mystica") -> GameRow:
    row = await service.create_game(
        "host", "Host", game_type=game_type, seats=imported.seats, options=imported.options, seed=imported.seed
    )
    for i in range(1, imported.seats):
        await service.join(row.id, "host", f"Player {i + 1}")
    await service.start(row.id, "host")
    return row
