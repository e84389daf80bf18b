"""The AI's thinking, in worker processes: never on the event loop, so no game's reply waits for it.

Workers are started with `spawn` (a fork of a process running an event loop and database threads
copies their locks mid-use) and run at a lower priority than the bot, so a person's move is
answered first when the cores are busy."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from typing import Any

from .players import GAMES, Advice

log = logging.getLogger(__name__)

WORKER_NICENESS = 5


def think(game_type: str, seen: Any, seat: int, level: str, seed: int) -> str:
    """The move an AI seat makes (its notation), given what it sees."""
    return GAMES[game_type].choose(seen, seat, level, seed)


def advise(game_type: str, seen: Any, seat: int, level: str, seed: int) -> Advice:
    """An AI's best moves for a seat, best first, (notation, value, reason), and its standing."""
    return GAMES[game_type].advise(seen, seat, level, seed)


def _lower_priority() -> None:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(WORKER_NICENESS)


class Workers:
    """A pool of worker processes the AI thinks in; a pool broken by a worker's death is replaced."""

    def __init__(self, processes: int | None = None, executor: Executor | None = None) -> None:
        self.processes = processes or max(1, (os.cpu_count() or 2) - 1)
        self._given = executor
        self._pool: Executor | None = executor

    def _executor(self) -> Executor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self.processes, mp_context=get_context("spawn"), initializer=_lower_priority
            )
        return self._pool

    async def run(self, function: Any, *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), function, *args)
        except BrokenProcessPool:
            log.error("An AI worker process died; starting new ones")
            self._pool = self._given
            return await loop.run_in_executor(self._executor(), function, *args)

    async def think(self, game_type: str, seen: Any, seat: int, level: str, seed: int) -> str:
        return str(await self.run(think, game_type, seen, seat, level, seed))

    async def advise(self, game_type: str, seen: Any, seat: int, level: str, seed: int) -> Advice:
        moves, standing = await self.run(advise, game_type, seen, seat, level, seed)
        return list(moves), standing

    def close(self) -> None:
        """Stop the worker processes (an executor given is its giver's to stop); started again if used."""
        if self._given is None and self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
