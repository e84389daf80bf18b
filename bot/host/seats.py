"""Who plays a seat: AI seats added in the lobby, a seat handed to an AI (its owner remembered) and
taken back by a person. At least one person plays every game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..ai.names import AI_GAMES, AI_KIND, AI_USER, DEFAULT_LEVEL, LEVELS, is_ai, stored_name
from ..store import GameRow, SeatRow
from .core import HostCore, ServiceError, once


@dataclass
class SeatChange:
    """A seat changed hands in a game under way: what the channel is told (bot/ai/names.py words it)."""

    game_id: int
    seat: int
    before: SeatRow
    after: SeatRow
    version: int  # the game's version after the change


class Seats(HostCore):
    """AI seats in the lobby, and seats handed between people and AIs during the game."""

    def _moved_on(self, game_id: int, version: int, now: int) -> None:
        """A seat changed and the state did not: the decoded state kept stays good at the new version."""
        cached = self._states.get(game_id)
        if cached is not None and cached[0] == version:
            self._keep_state(game_id, now, cached[1])

    def _check_ai(self, game_type: str, level: str) -> None:
        if game_type not in AI_GAMES or game_type not in self.games:
            raise ServiceError("host-ai-not-for-game", title=self._adapter(game_type).title)
        if level not in LEVELS:
            raise ServiceError("host-ai-unknown-level", level=level, levels=", ".join(LEVELS))

    def _check_ai_seats(
        self,
        game_type: str,
        seats: int,
        join: bool,
        ai_seats: Sequence[tuple[str, str | None]],
        preferences: Sequence[str],
        options: Mapping[str, Any],
    ) -> None:
        """A new game's AI seats, refused before anything is stored: levels, room for a person, and
        their factions beside the host's (the host's preference first, as the host sits first)."""
        if not ai_seats:
            return
        adapter = self._adapter(game_type)
        for level, _ in ai_seats:
            self._check_ai(game_type, level)
        if len(ai_seats) >= seats:
            raise ServiceError("host-ai-needs-a-person")
        taken = [SeatRow(0, "", "", p) for p in preferences[:1] if join]
        for _, preference in ai_seats:
            if preference is not None:
                self._check_preference(adapter, taken, preference, options)
                taken.append(SeatRow(len(taken), "", "", preference))

    async def add_ai(
        self,
        game_id: int,
        host_user: str,
        level: str = DEFAULT_LEVEL,
        preference: str | None = None,
        request_id: str | None = None,
    ) -> SeatRow:
        """The host adds an AI seat to the lobby; its `preference` (a faction) is taken as a player's is.
        Refused when it would leave no seat for a person."""
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if row.host_user != host_user:
                raise ServiceError("host-ai-only-host")
            if row.status != "lobby":
                raise ServiceError("host-already-started")
            self._check_ai(row.game_type, level)
            seats = await self.store.seats(game_id)
            if len(seats) >= row.seat_count:
                raise ServiceError("host-game-full", players=row.seat_count)
            people = sum(1 for s in seats if not is_ai(s))
            if people == 0 and len(seats) + 1 >= row.seat_count:
                raise ServiceError("host-ai-needs-a-person")
            if preference is not None:
                self._check_preference(self._adapter(row.game_type), seats, preference, row.options)
            seat = SeatRow(
                len(seats), AI_USER, stored_name(level), preference, kind=AI_KIND, level=level, ai_played=True
            )
            with once():
                await self.store.update_lobby(game_id, row.version, [*seats, seat], request_id=request_id)
            return seat

    async def seat_to_ai(
        self,
        game_id: int,
        seat: int,
        level: str = DEFAULT_LEVEL,
        *,
        by: str | None = None,
        request_id: str | None = None,
    ) -> SeatChange:
        """An AI plays `seat` from now on; whoever played it is remembered (seat_to_human gives it
        back). `by`: the user asking, who must be the game's host (None: the bot itself, e.g. at a
        deadline). Refused for the game's last person."""
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if by is not None and row.host_user != by:
                raise ServiceError("host-only-host", what="replace")
            if row.status != "active":
                raise ServiceError("host-not-started" if row.status == "lobby" else "host-game-over")
            self._check_ai(row.game_type, level)
            seats = await self.store.seats(game_id)
            before = next((s for s in seats if s.seat == seat), None)
            if before is None:
                raise ServiceError("host-no-seat", seat=seat + 1)
            if is_ai(before):
                if before.level == level:
                    raise ServiceError("host-ai-already", seat=seat + 1)
                after = replace(before, level=level, user_name=stored_name(level))
            else:
                if not any(not is_ai(s) for s in seats if s.seat != seat):
                    raise ServiceError("host-ai-needs-a-person")
                after = replace(
                    before,
                    user_id=AI_USER,
                    user_name=stored_name(level),
                    kind=AI_KIND,
                    level=level,
                    ai_played=True,
                    previous_user=before.user_id,
                    previous_name=before.user_name,
                )
            return await self._hand_over(row, before, after, request_id)

    async def seat_to_human(
        self,
        game_id: int,
        seat: int,
        user_id: str,
        user_name: str,
        *,
        by: str | None = None,
        request_id: str | None = None,
    ) -> SeatChange:
        """A person takes an AI's seat: the one it was handed over from, or the host's new player.
        `by`: the user asking, who must be the host or the seat's remembered owner (None: the bot)."""
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            seats = await self.store.seats(game_id)
            before = next((s for s in seats if s.seat == seat), None)
            if before is None:
                raise ServiceError("host-no-seat", seat=seat + 1)
            if by is not None and by != row.host_user and not (by == user_id == before.previous_user):
                raise ServiceError("host-only-host", what="replace")
            if row.status != "active":
                raise ServiceError("host-not-started" if row.status == "lobby" else "host-game-over")
            if not is_ai(before):
                raise ServiceError("host-ai-not-ai-seat", seat=seat + 1)
            if user_id == AI_USER:
                raise ServiceError("host-ai-not-a-person")
            if not self._hot_seat(row) and any(s.user_id == user_id for s in seats):
                raise ServiceError("host-already-seated")
            after = replace(
                before,
                user_id=user_id,
                user_name=user_name,
                kind="human",
                level=None,
                ai_played=True,
                previous_user=before.user_id,
                previous_name=before.user_name,
            )
            return await self._hand_over(row, before, after, request_id)

    async def _hand_over(self, row: GameRow, before: SeatRow, after: SeatRow, request_id: str | None) -> SeatChange:
        """Store a seat's new holder against the version read, and tell who follows the game."""
        with once():
            version = await self.store.set_seat(row.id, row.version, after, request_id)
        self._moved_on(row.id, row.version, version)
        self._changed(row.id)
        return SeatChange(row.id, before.seat, before, after, version)
