"""Many active games in a fresh store, for the benchmarks of the sweeps that look through them
(bench/reminder_sweep.py, bench/deadline_sweep.py): one game started through the host, the others
copies of its rows, which is thousands of times faster than starting each."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.service import GameService  # noqa: E402
from bot.store import TABLES, Store  # noqa: E402

HOUR = 3600.0
# What each copy has of its own; every other column is the first game's.
OWN = ("id", "channel_id", "idle_since", "deadline_due")


async def fill(
    store: Store, service: GameService, games: int, due: int, now: float, deadline_hours: int | None = None
) -> None:
    """`games` active 2-player Terra Mystica games (seed "bench", channels c0, c1...): the first
    started through `service`, the others copies of its rows whose wait began 13 hours before
    `now` for the first `due` of them (past a reminder or deadline step at 12 hours) and 1 hour
    before for the rest. With `deadline_hours`, each copy's deadline event falls due as long into
    its wait as the first game's; the first game's is cleared, so that only the copies count."""
    row = await service.create_game(
        "u0", "P0", game_type="terra_mystica", seats=2, channel_id="c0", seed="bench", deadline_hours=deadline_hours
    )
    await service.join(row.id, "u1", "P1")
    await service.start(row.id, "u0")
    listed = ", ".join(c for c in TABLES["games"].split(", ") if c not in OWN)
    async with store.db.transaction() as tx:
        for n in range(1, games):
            idle = now - (13 * HOUR if n <= due else HOUR)
            rows = await tx.fetch(
                f"INSERT INTO games ({listed}, channel_id, idle_since, deadline_due) "
                f"SELECT {listed}, ?, ?, ? + (deadline_due - idle_since) FROM games WHERE id = ? RETURNING id",
                f"c{n}",
                idle,
                idle,
                row.id,
            )
            for seat in (0, 1):
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, user_name) VALUES (?, ?, ?, ?)",
                    rows[0][0],
                    seat,
                    f"u{seat}",
                    f"P{seat}",
                )
        await tx.execute("UPDATE games SET deadline_due = NULL WHERE id = ?", row.id)
