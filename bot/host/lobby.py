"""Before and around the play: a game opened, joined, left, preferences, the start, seats replaced, a
game discarded or abandoned."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rules.core import RuleError

from ..store import (
    DuplicateRequest,
    GameRow,
    SeatRow,
    StoreError,
)
from .core import (
    ActResult,
    ServiceError,
    once,
)
from .seats import Seats


class Lobby(Seats):
    """Opening, filling and starting games, and the host's changes of seats and status."""

    async def create_game(
        self,
        host_user: str,
        host_name: str,
        *,
        game_type: str,
        seats: int,
        options: dict[str, Any] | None = None,
        channel_id: str | None = None,
        guild_id: str | None = None,
        seed: str | None = None,
        join: bool = True,
        preferences: Sequence[str] = (),
        request_id: str | None = None,
        deadline_hours: float | None = None,
        on_deadline: str = "drop",
        vacation_days: float = 7,
        ai_seats: Sequence[tuple[str, str | None]] = (),
    ) -> GameRow:
        """A new game in its lobby. Everything it would refuse later (seats, options, the
        `preferences` players will ask for, in seat order) is refused now, before anything is stored."""
        adapter = self._adapter(game_type)
        if not adapter.min_seats <= seats <= adapter.max_seats:
            raise ServiceError("host-seats", title=adapter.title, min=adapter.min_seats, max=adapter.max_seats)
        options = dict(options or {})
        seed = seed or self.seeds()
        try:
            adapter.engine.new_game(options, seats, seed)  # refuse bad options now, not at the start
        except RuleError as e:
            raise ServiceError.refused(e) from e
        if len(preferences) > seats:
            raise ServiceError("host-too-many-preferences", asked=len(preferences), players=seats)
        for i, wanted in enumerate(preferences):
            before = [SeatRow(j, "", "", p) for j, p in enumerate(preferences[:i])]
            self._check_preference(adapter, before, wanted, options)
        self._check_ai_seats(game_type, seats, join, ai_seats, preferences, options)
        await self._unseen(request_id)
        if channel_id is not None and await self.store.open_game_in_channel(channel_id):
            raise ServiceError("host-channel-has-game")
        try:
            game_id = await self.store.create_game(
                game_type,
                options,
                seed,
                seats,
                host_user,
                guild_id,
                channel_id,
                request_id,
                deadline_hours=deadline_hours,  # bot/deadlines.py keeps the time
                on_deadline=on_deadline,
                vacation_days=vacation_days,
            )
        except DuplicateRequest as e:
            raise ServiceError("host-duplicate-request") from e
        except StoreError as e:
            raise ServiceError("host-channel-has-game") from e
        if join:
            await self.join(game_id, host_user, host_name)
        for level, preference in ai_seats:  # `ai_seats`: (level, faction or None) of each AI seat, after the host
            await self.add_ai(game_id, host_user, level, preference)
        row = await self.store.game(game_id, with_state=False)
        assert row is not None
        return row

    async def join(
        self,
        game_id: int,
        user_id: str,
        user_name: str,
        preference: str | None = None,
        request_id: str | None = None,
    ) -> SeatRow:
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            adapter = self._adapter(row.game_type)
            if row.status != "lobby":
                raise ServiceError("host-started-ask-replacement")
            seats = await self.store.seats(game_id)
            if any(s.user_id == user_id for s in seats) and not self._hot_seat(row):
                raise ServiceError("host-already-seated")
            if len(seats) >= row.seat_count:
                raise ServiceError("host-game-full", players=row.seat_count)
            if preference is not None:
                self._check_preference(adapter, seats, preference, row.options)
            seat = SeatRow(len(seats), user_id, user_name, preference)
            with once():
                await self.store.update_lobby(game_id, row.version, [*seats, seat], request_id=request_id)
            return seat

    async def leave(self, game_id: int, user_id: str, request_id: str | None = None) -> None:
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if row.status != "lobby":
                raise ServiceError("host-started-resign")
            seats = await self.store.seats(game_id)
            mine = [s for s in seats if s.user_id == user_id]
            if not mine:
                raise ServiceError("host-not-in-game")
            rest = [s for s in seats if s is not mine[-1]]
            renumbered = [replace(s, seat=i) for i, s in enumerate(rest)]  # an AI seat stays one
            with once():
                await self.store.update_lobby(game_id, row.version, renumbered, request_id=request_id)

    async def prefer(self, game_id: int, user_id: str, preference: str, request_id: str | None = None) -> None:
        """Before the start: what a player would like (a faction), taken for them in seat order when
        the game asks for it."""
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if row.status != "lobby":
                raise ServiceError("host-preference-after-start")
            adapter = self._adapter(row.game_type)
            seats = await self.store.seats(game_id)
            mine = [s for s in seats if s.user_id == user_id and s.preference is None] or [
                s for s in seats if s.user_id == user_id
            ]
            if not mine:
                raise ServiceError("host-not-in-game")
            self._check_preference(adapter, [s for s in seats if s is not mine[0]], preference, row.options)
            mine[0].preference = preference
            with once():
                await self.store.update_lobby(game_id, row.version, seats, request_id=request_id)

    async def start(
        self, game_id: int, user_id: str, with_fewer: bool = False, request_id: str | None = None
    ) -> ActResult:
        """The host starts a full game (or, `with_fewer`, one with enough players); preferences
        given beforehand are taken in seat order."""
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if row.host_user != user_id:
                raise ServiceError("host-only-host", what="start")
            if row.status != "lobby":
                raise ServiceError("host-already-started")
            seats = await self.store.seats(game_id)
            adapter = self._adapter(row.game_type)
            if with_fewer and len(seats) < adapter.min_seats:
                raise ServiceError("host-too-few-players", min=adapter.min_seats, joined=len(seats))
            count = min(len(seats), row.seat_count) if with_fewer else row.seat_count
            if len(seats) != count:
                raise ServiceError("host-waiting-for-players", joined=len(seats), total=row.seat_count)
            if all(s.kind == "ai" for s in seats):
                raise ServiceError("host-ai-needs-a-person")
            try:  # options chosen for more players (Keyflower's green_for a seat nobody took)
                state = adapter.engine.new_game(row.options, count, row.seed)
            except RuleError as e:
                raise ServiceError("host-cannot-start", players=count, reason=e) from e
            if count < row.seat_count:  # refused above, the lobby stays as it was
                with once():
                    await self.store.update_lobby(game_id, row.version, seats, seat_count=count, request_id=request_id)
                request_id = None  # claimed: the request's other writes follow
                row = await self._row(game_id)
            prefs = await self.user_settings_of([s.user_id for s in seats])
            state, moves, events = self._apply_preferences(adapter, state, seats, prefs)
            with once():
                version, last = await self._commit(row, moves, adapter, state, "active", seats, request_id)
            result = self._result(game_id, version, -1, "start", events, adapter, state, seats)
            result.automatic = [(seat, text) for seat, _, text in moves]
            self._stored(result, row, seats, adapter, moves, last, "active")
            return result

    async def replace(
        self, game_id: int, host_user: str, seat: int, user_id: str, user_name: str, request_id: str | None = None
    ) -> None:
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if row.host_user != host_user:
                raise ServiceError("host-only-host", what="replace")
            seats = await self.store.seats(game_id)
            if not any(s.seat == seat for s in seats):
                raise ServiceError("host-no-seat", seat=seat + 1)
            with once():
                await self.store.replace_seat(game_id, row.version, seat, user_id, user_name, request_id)
            self._changed(game_id)

    async def discard(self, game_id: int, host_user: str) -> None:
        """Remove a game that never started, as if it had not been opened (its host only)."""
        async with self._lock(game_id):
            row = await self._row(game_id)
            if row.host_user != host_user:
                raise ServiceError("host-only-host", what="abandon")
            if row.status != "lobby":
                raise ServiceError("host-already-started")
            await self.store.delete_lobby(game_id)

    async def abandon(self, game_id: int, host_user: str, request_id: str | None = None) -> None:
        async with self._lock(game_id):
            await self._unseen(request_id, game_id)
            row = await self._row(game_id)
            if row.host_user != host_user:
                raise ServiceError("host-only-host", what="abandon")
            if row.status not in ("lobby", "active"):
                raise ServiceError("host-game-over")
            with once():
                await self.store.set_status(game_id, row.version, "abandoned", request_id)
