"""Board images off the event loop. Drawing one holds the interpreter for ~20 ms, so under load
it runs in worker processes (threads would still stall the bot's event loop on the GIL).

Workers are given views (engine.view: JSON), never states: an image shows only what its view shows.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from typing import Any

from locales import LOCALES

from .games import GameAdapter, View, adapters

PARENT_CHECK_SECONDS = 0.5


class Painter:
    def __init__(self, processes: int) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._workers = processes
        if processes > 0:
            # spawn: a fresh interpreter, not a fork of one that runs threads (SQLite, discord)
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                processes, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),)
            )

    async def warm_up(self) -> None:
        """Start the workers now (they start on first use otherwise, making the first boards late)."""
        if self._pool is None:
            return
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(self._pool, _pause) for _ in range(self._workers)))

    async def png(
        self,
        adapter: GameAdapter[Any],
        view: View,
        before: View | None = None,
        locale: str = "en",
        names: Sequence[str] = (),
        compact: bool = False,
        seat: int | None = None,
    ) -> bytes:
        """The image of a view (`before`: the view before the last move, to mark what it changed;
        `names`: the players' names by seat); `compact`: the image posted after a move by `seat`,
        made for a phone's chat (render_move)."""
        if self._pool is None or adapter.name not in _registered():
            return await asyncio.to_thread(render, adapter, view, before, locale, names, compact, seat)
        loop = asyncio.get_running_loop()
        draw = (adapter.name, dict(view), before and dict(before), locale, list(names), compact, seat)
        return await loop.run_in_executor(self._pool, _draw, *draw)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


@cache
def _registered() -> Mapping[str, GameAdapter[Any]]:
    return adapters()


def _draw(
    game_type: str,
    view: View,
    before: View | None,
    locale: str = "en",
    names: Sequence[str] = (),
    compact: bool = False,
    seat: int | None = None,
) -> bytes:
    return render(_registered()[game_type], view, before, locale, names, compact, seat)


def render(
    adapter: GameAdapter[Any],
    view: View,
    before: View | None,
    locale: str,
    names: Sequence[str],
    compact: bool = False,
    seat: int | None = None,
) -> bytes:
    """The whole board, or (`compact`, after a move) the image of what the move by `seat` changed."""
    if compact and before is not None:
        return adapter.render_move(view, before, seat, locale, names)
    return adapter.render(view, before, locale, names)


def _pause() -> None:
    time.sleep(0.05)  # long enough that every worker gets one


def _start_worker(parent: int) -> None:
    """A worker ends with the bot: even killed with SIGKILL, the bot can't stop its workers, so
    each watches its parent and exits once it is gone."""
    threading.Thread(target=_end_with, args=(parent,), name="end-with-parent", daemon=True).start()
    _warm_up()


def _end_with(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def _warm_up() -> None:
    """Load the drawing code, its fonts and every language's words (parsing a catalogue takes
    ~0.6 s) before the first real request."""
    for name, adapter in _registered().items():
        engine = adapter.engine
        for locale in LOCALES:
            # Only an optimisation: a failure here must not break the pool (drawing will report it).
            with contextlib.suppress(Exception):
                _draw(name, engine.view(engine.new_game({}, adapter.min_seats, "warm-up"), None), None, locale)
