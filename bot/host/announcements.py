"""Announcing: every stored move is told in its game's channel, once, by the one process holding it."""

from __future__ import annotations

from collections.abc import Sequence

from ..store import (
    MoveRow,
)
from .core import (
    ANNOUNCE_LEASE,
    HostCore,
)


class Announcements(HostCore):
    """Claims, leases and marks of the moves announced."""

    async def claim_announcement(self, game_id: int, first_seq: int, last_seq: int) -> list[MoveRow]:
        """Take (or renew) the announcing of moves `first_seq`..`last_seq`: the ones not announced
        that no other process holds."""
        if first_seq > last_seq:
            return []
        return await self.store.claim_announcement(game_id, first_seq, last_seq, ANNOUNCE_LEASE)

    async def announced(self, game_id: int, moves: Sequence[MoveRow]) -> None:
        # Known at once, before the store has it: a move arriving meanwhile is no retry.
        posted = {(game_id, m.seq) for m in moves}
        self._posted |= posted
        try:
            await self.store.mark_announced(game_id, [m.seq for m in moves])
        finally:
            self._posted -= posted

    async def not_announced(self, game_id: int, moves: Sequence[MoveRow]) -> None:
        """Posting failed: give the moves back for the next attempt."""
        await self.store.release_announcement(game_id, [m.seq for m in moves])

    async def unannounced(self) -> dict[int, list[MoveRow]]:
        """Games with moves never announced that nobody is announcing now."""
        return await self.store.unannounced()
