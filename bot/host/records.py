"""Reading games: their state and view, lists, the log, the export, and the import of a recorded game."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from rules.core import RuleError

from ..store import (
    Damaged,
    GameRow,
    SeatRow,
)
from .core import (
    GameDamaged,
    HostCore,
    Loaded,
    LogLine,
    ServiceError,
    readable,
)

log = logging.getLogger(__name__)


class Records(HostCore):
    """What is stored, read back, exported, or imported."""

    async def state(self, game_id: int) -> Any:
        return (await self._load(game_id)).state

    async def view(self, game_id: int) -> Loaded:
        return await self._load(game_id)

    async def list_games(
        self, guild_id: str | None = None, statuses: Sequence[str] | None = None, user_id: str | None = None
    ) -> list[GameRow]:
        return await self.store.games(guild_id, statuses, user_id)

    async def game_in_channel(self, channel_id: str) -> GameRow | None:
        try:
            return await self.store.open_game_in_channel(channel_id)
        except Damaged as e:
            log.error("Channel %s: %s", channel_id, e)
            raise GameDamaged(None) from e

    async def log(self, game_id: int, locale: str = "en") -> list[LogLine]:
        """The moves played (undone ones left out) as everyone may see them, with their seat's name."""
        loaded = await self._load(game_id)
        adapter, public = loaded.adapter, loaded.view()
        return [
            LogLine(m.seq, m.seat, adapter.seat_label(public, m.seat, locale), adapter.public_move(m.text))
            for m in await self.store.moves(game_id)
        ]

    async def export(self, game_id: int) -> str:
        loaded = await self._load(game_id)
        moves = [(m.seat, m.text) for m in await self.store.moves(game_id)]
        names = [s.user_name for s in loaded.seats]
        return loaded.adapter.export_log(loaded.row.options, loaded.row.seed, names, moves)

    async def import_game(
        self,
        text: str,
        host_user: str,
        host_name: str,
        name: str = "imported",
        *,
        game_type: str,
        channel_id: str | None = None,
        guild_id: str | None = None,
    ) -> GameRow:
        """A recorded game, replayed into a new game to be continued here; seats go to the host
        until players are put in them (replace)."""
        adapter = self._adapter(game_type)
        try:
            imported = adapter.import_record(text, name)
        except ValueError as e:
            raise ServiceError("host-import-unreadable", reason=str(e)) from e
        engine = adapter.engine
        try:
            state = engine.new_game(imported.options, imported.seats, imported.seed)
        except RuleError as e:  # its options or its number of players: the rules' own words
            raise ServiceError.refused(e) from e
        moves: list[tuple[int, str | None, str]] = []
        for seat, move in imported.moves:
            readable(move)
            try:
                outcome = engine.apply(state, seat, move)
            except RuleError as e:
                raise ServiceError("host-import-refused", move=move, reason=e) from e
            state = outcome.state
            moves.append((seat, host_user, outcome.notation or move))
        if channel_id is not None and await self.store.open_game_in_channel(channel_id):
            raise ServiceError("host-channel-has-game")
        game_id = await self.store.create_game(
            game_type, imported.options, imported.seed, imported.seats, host_user, guild_id, channel_id
        )
        seats = [SeatRow(i, host_user, n or host_name, None) for i, n in enumerate(imported.seat_names)]
        async with self._lock(game_id):
            row = await self._row(game_id)
            version = await self.store.update_lobby(game_id, row.version, seats)
            status = "finished" if engine.is_finished(state) else "active"
            # a recorded game's moves are its history, not news for a channel
            await self.store.append_moves(game_id, version, moves, engine.to_json(state), status, announced=True)
        result = await self.store.game(game_id, with_state=False)
        assert result is not None
        return result
