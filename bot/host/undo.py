"""Undo of the last move: at once, or once everyone it affects agrees."""

from __future__ import annotations

from ..ai.names import AI_USER
from ..store import (
    MoveRow,
    UndoRequest,
)
from .core import (
    HostCore,
    Loaded,
    ServiceError,
    UndoOutcome,
    once,
)


class Undo(HostCore):
    """Undo requests, their agreement, and the undo itself (the log replayed without the move)."""

    async def request_undo(self, game_id: int, user_id: str, request_id: str | None = None) -> UndoOutcome:
        """Undo the last move: at once by the host or when nobody else is affected, else once
        every affected player agrees (approve_undo)."""
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            loaded = await self._load(game_id)
            row, seats = loaded.row, loaded.seats
            moves = await self.store.moves(game_id)
            if not moves or row.status not in ("active", "finished"):
                raise ServiceError("host-nothing-to-undo")
            if not any(s.user_id == user_id for s in seats) and user_id != row.host_user:
                raise ServiceError("host-not-in-game")
            last = undone_from(moves)
            if last is None:
                raise ServiceError("host-nothing-to-undo")
            affected = {last.user_id} | {s.user_id for s in seats if s.seat in self._to_decide(loaded)}
            waiting = sorted(u for u in affected if u and u != user_id)
            if user_id == row.host_user or not waiting:
                return await self._undo(loaded, last, request_id, len([m for m in moves if m.seq >= last.seq]))
            with once():
                await self.store.save_undo_request(
                    game_id, UndoRequest(last.seq, user_id, waiting, self.clock()), request_id
                )
            return UndoOutcome(False, waiting, last.text)

    async def approve_undo(self, game_id: int, user_id: str, request_id: str | None = None) -> UndoOutcome:
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            request = await self.store.undo_request(game_id)
            if request is None:
                raise ServiceError("host-no-undo-request")
            if user_id not in request.waiting_for:
                raise ServiceError("host-undo-agreement-not-needed")
            loaded = await self._load(game_id)
            moves = await self.store.moves(game_id)
            last = undone_from(moves)
            if last is None or last.seq != request.seq:
                await self.store.save_undo_request(game_id, None)
                raise ServiceError("host-undo-outdated")
            request.waiting_for.remove(user_id)
            if request.waiting_for:
                with once():
                    await self.store.save_undo_request(game_id, request, request_id)
                return UndoOutcome(False, request.waiting_for, last.text)
            return await self._undo(loaded, last, request_id, len([m for m in moves if m.seq >= last.seq]))

    async def _undo(self, loaded: Loaded, last: MoveRow, request_id: str | None = None, count: int = 1) -> UndoOutcome:
        """Undo `last` and the `count` - 1 moves after it (AI seats' moves)."""
        row, adapter = loaded.row, loaded.adapter
        state = await self.rebuild(row.id, upto_seq=last.seq)
        status = "finished" if adapter.engine.is_finished(state) else "active"
        waiting = self._waiting(adapter, state, loaded.seats, status)
        with once():
            version = await self.store.undo_last(
                row.id, row.version, last.seq, self.views(adapter).json(state), status, request_id, waiting, count
            )
        self._keep_state(row.id, version, state)
        self._changed(row.id)
        return UndoOutcome(True, [], last.text, count - 1)


def undone_from(moves: list[MoveRow]) -> MoveRow | None:
    """The move an undo takes back: the last one; or, where AI seats moved after a person, that
    person's last move, the AIs' moves after it going too (undoing an AI's reply alone would only
    bring the same reply again: the AI plays the same move in the same position). None: only AI
    moves to undo."""
    for move in reversed(moves):
        if move.user_id != AI_USER:
            return move
    return None
