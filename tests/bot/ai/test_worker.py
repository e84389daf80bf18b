"""The AI's worker processes think at a lower priority than the bot, so that a person's move is
answered first when the cores are busy."""

from __future__ import annotations

import os

from bot.ai.worker import WORKER_NICENESS, Workers


async def test_worker_processes_run_at_a_lower_priority_than_the_bot() -> None:
    pool = Workers(1)  # a real worker process, started as the bot starts them
    try:
        worker = await pool.run(os.nice, 0)  # os.nice(0): the process's niceness, unchanged
    finally:
        pool.close()
    here = os.nice(0)
    assert worker == min(19, here + WORKER_NICENESS) and (worker > here or here == 19)
