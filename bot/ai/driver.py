"""The AI seats' turns: after every change of a game where an AI seat is to decide, its move is
thought out in a worker process and played through the host like a person's, against the version
it was thought for. A person's move or undo meanwhile makes it stale: it is dropped and thought out
again on the game as it is now.

The seed of a decision is the game's seed and the move's number, so a game replays the same, and a
restart thinks the same move again (Store.games_with_ai gives the games to look at after one)."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from ..host.core import ANNOUNCE_LEASE, ActResult, Loaded, ServiceError
from .names import AI_USER, DEFAULT_LEVEL, is_ai
from .players import GAMES

if TYPE_CHECKING:
    from ..service import GameService
    from .worker import Workers

log = logging.getLogger(__name__)

# The refusals meaning the game moved on while the AI thought: think again.
STALE = frozenset({"host-moved-on", "host-game-changed"})
# How often the AI's move waits for the moves before it to be told in the channel, at most the lease.
ANNOUNCED_POLL = 0.2

# AI moves in a row are told in one post (one board, fewer messages) while the game waits for AI
# seats, up to one move a seat or this long since the first (its announcing lease is 60 s).
BATCH_SECONDS = 15.0

Announce = Callable[[list[ActResult]], Awaitable[None]]


def move_seed(game_seed: str, moves: int, seat: int) -> int:
    """The seed of an AI's decision: the same game, move number and seat give the same move."""
    digest = hashlib.sha256(f"{game_seed}:{moves}:{seat}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


class AiDriver:
    """Plays the AI seats' turns of every game of a service, one game's turns at a time, each game
    independently of the others."""

    def __init__(
        self,
        service: GameService,
        workers: Workers | None = None,
        announce: Announce | None = None,
        in_order: bool = True,
    ) -> None:
        """`announce(results)` posts AI moves made in a row (in order) as a player's move is
        posted, once a person must decide, the game ends, or every AI seat moved (the caller
        marks them announced). With `in_order`, an AI's move waits for the moves before it to
        be announced in its channel, so a fast AI never posts before the person it answers."""
        self.service = service
        self.workers = workers or service.ai_workers()  # the hints' workers too
        self.announce = announce
        self.in_order = in_order and announce is not None
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self.refused: list[tuple[int, int, str, str]] = []  # (game, seat, move, code): the AI's moves refused
        service.on_change(self.poke)

    def poke(self, game_id: int) -> None:
        """The game changed: its AI seats look whether it is their turn (soon, not now)."""
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop (a script's service): nothing is played on its own
        self._tasks[game_id] = loop.create_task(self._run(game_id), name=f"ai-game-{game_id}")

    async def resume(self) -> int:
        """After a start: look at every game under way with an AI seat; how many."""
        games = await self.service.store.games_with_ai()
        for game_id in games:
            self.poke(game_id)
        return len(games)

    async def idle(self, game_id: int | None = None) -> None:
        """Wait until the AI seats of a game (or of every game) have nothing to do."""
        while True:
            tasks = [t for g, t in self._tasks.items() if game_id in (None, g) and not t.done()]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def close(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        self._tasks.clear()
        self.workers.close()

    async def _run(self, game_id: int) -> None:
        pending: list[ActResult] = []  # AI moves made, not told yet (if the task is cancelled: the late announcer's)
        since = 0.0
        while True:
            self._again.discard(game_id)
            try:
                moved = await self.step(game_id, {m.seq for r in pending for m in r.held})
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("Game %s: an AI seat's turn failed", game_id)
                moved = False
            if isinstance(moved, ActResult):
                if not pending:
                    since = time.monotonic()
                pending.append(moved)
                if self._tell_now(moved, pending, since):
                    await self._announce(game_id, pending)
                    pending = []
            elif pending:  # a person changed the game meanwhile: what stands of them is told now
                await self._announce(game_id, pending)
                pending = []
            if not moved and game_id not in self._again:
                break
        if pending:
            await self._announce(game_id, pending)

    @staticmethod
    def _tell_now(result: ActResult, pending: list[ActResult], since: float) -> bool:
        """Post now: a person must decide, the game is over, each AI seat moved, or it took long."""
        assert result.loaded is not None
        ai_seats = {s.seat for s in result.loaded.seats if is_ai(s)}
        waits_for_ai = any(seat in ai_seats for seat in result.to_decide)
        return (
            not waits_for_ai
            or result.finished
            or len(pending) >= len(ai_seats)
            or time.monotonic() - since >= BATCH_SECONDS
        )

    async def _announce(self, game_id: int, results: list[ActResult]) -> None:
        """Tell AI moves made, but those a person's undo took back since."""
        if self.announce is None:
            return
        try:
            standing = {m.seq for m in await self.service.store.moves(game_id)}
            results = [r for r in results if all(m.seq in standing for m in r.held)]
            if results:
                await self.announce(results)
        except Exception:
            log.exception("Game %s: announcing AI moves failed", game_id)

    async def step(self, game_id: int, held: set[int] | frozenset[int] = frozenset()) -> ActResult | bool:
        """Play one AI seat's decision if one is due: its result; else whether the game must be read
        again (a stale move dropped). `held`: the moves made and not told yet, which an AI's move
        does not wait for."""
        try:
            loaded = await self.service.view(game_id)
        except ServiceError as e:
            log.warning("Game %s: its AI seats can't read it: %s", game_id, e)
            return False
        seat = self._deciding(loaded)
        if seat is None:
            return False
        row, engine = loaded.row, loaded.adapter.engine
        ai, level = GAMES[row.game_type], next(s.level for s in loaded.seats if s.seat == seat) or DEFAULT_LEVEL
        seen = loaded.view(seat) if ai.sees_view else engine.to_json(loaded.state)
        try:
            text = await self.workers.think(row.game_type, seen, seat, level, move_seed(row.seed, row.moves, seat))
        except Exception:
            log.exception("Game %s: the AI of seat %s could not decide", game_id, seat + 1)
            fallback = self._fallback(loaded, seat)
            if fallback is None:
                return False
            text = fallback
        if self.in_order and row.channel_id is not None:
            await self._after_announced(game_id, held)
        try:
            result = await self.service.act(game_id, AI_USER, text, seat=seat, expected_version=row.version)
        except ServiceError as e:
            if e.code in STALE:
                return True  # a person moved or undid meanwhile: think again on the game as it is
            log.error("Game %s: the AI's move %r for seat %s was refused: %s", game_id, text, seat + 1, e)
            self.refused.append((game_id, seat, text, e.code))
            fallback = self._fallback(loaded, seat)
            if fallback is None or fallback == text:
                return False
            try:
                result = await self.service.act(game_id, AI_USER, fallback, seat=seat, expected_version=row.version)
            except ServiceError:
                return False
        return result

    @staticmethod
    def _deciding(loaded: Loaded) -> int | None:
        """The first AI seat the game waits for, if any."""
        if loaded.row.status != "active":
            return None
        ai_seats = {s.seat for s in loaded.seats if is_ai(s)}
        return next((seat for seat in loaded.adapter.engine.to_decide(loaded.state) if seat in ai_seats), None)

    @staticmethod
    def _fallback(loaded: Loaded, seat: int) -> str | None:
        """A legal move when the AI failed (logged as an error): the game goes on, never stuck on it."""
        legal = loaded.adapter.legal_actions(loaded.state, seat)
        return legal[0] if legal else None

    async def _after_announced(self, game_id: int, held: set[int] | frozenset[int]) -> None:
        """Wait (at most the announcing lease) until the moves stored so far, but those `held` to be
        told with this one, were told in the channel."""
        waited = 0.0
        while waited < ANNOUNCE_LEASE and {m.seq for m in await self.service.store.last_unannounced(game_id)} - held:
            await asyncio.sleep(ANNOUNCED_POLL)
            waited += ANNOUNCED_POLL
