"""The moves: one acted (tried again when another process moved first, its retry recognised), a plan
tried on a copy, a resignation."""

from __future__ import annotations

from typing import Any

from rules.core import RuleError

from ..games import GameAdapter
from ..suggest import nearest
from .core import (
    CROSS_PROCESS_TRIES,
    ActResult,
    AlreadyStored,
    HostCore,
    Loaded,
    Planned,
    ServiceError,
    loosely,
    once,
    readable,
)


class Play(HostCore):
    """Moves played for a seat, planned on a private copy, or resigned."""

    async def act(
        self,
        game_id: int,
        user_id: str,
        text: str,
        seat: int | None = None,
        request_id: str | None = None,
        expected_version: int | None = None,
        guard_repeat: bool = False,
        resigning: bool = False,
    ) -> ActResult:
        """Apply one action (its notation) for the user's seat; persisted with the new state.

        With `guard_repeat` (callers that announce moves), refused when it repeats the user's own
        move that was stored but never announced: a retry of a move the player didn't see go
        through. Refused when it resigns, unless `resigning` (the player confirmed).

        Another process may store a move of the same game meanwhile (the store's version check
        finds it): the move is then tried again on the new state, as if it had come after, unless
        it was made against a version (`expected_version`)."""
        for attempt in range(1, CROSS_PROCESS_TRIES + 1):
            try:
                return await self._act(
                    game_id, user_id, text, seat, request_id, expected_version, guard_repeat, resigning
                )
            except ServiceError as e:
                if e.code != "host-game-changed" or expected_version is not None or attempt == CROSS_PROCESS_TRIES:
                    raise
        raise AssertionError("unreachable")

    async def _act(
        self,
        game_id: int,
        user_id: str,
        text: str,
        seat: int | None,
        request_id: str | None,
        expected_version: int | None,
        guard_repeat: bool,
        resigning: bool,
    ) -> ActResult:
        async with self._lock(game_id):
            loaded = await self._load(game_id)
            row, seats, adapter, state = loaded.row, loaded.seats, loaded.adapter, loaded.state
            if row.status == "lobby":
                raise ServiceError("host-not-started")
            if row.status != "active":
                raise ServiceError("host-game-over")
            await self._unseen(request_id, game_id)
            if expected_version is not None and expected_version != row.version:
                raise ServiceError("host-moved-on")
            seat = self._seat_for(adapter, state, seats, user_id, seat)
            readable(text)
            try:
                outcome = adapter.engine.apply(state, seat, text)
            except RuleError as e:
                if guard_repeat:  # a retry the rules now refuse: it was stored, and that is what to say
                    await self._refuse_repeat(loaded, user_id, seat, text)
                refused = ServiceError.refused(e)
                refused.nearest = nearest(adapter.legal_actions(state, seat), text)
                raise refused from e
            typed, text = text, outcome.notation or text  # stored as the engine reads it: the log replays anywhere
            if not resigning and adapter.resigns(text):
                raise ServiceError("host-confirm-resign")
            if guard_repeat:
                await self._refuse_repeat(loaded, user_id, seat, typed, text)
            prefs = await self.user_settings_of([s.user_id for s in seats])
            new_state, chosen, more_events = self._apply_preferences(adapter, outcome.state, seats, prefs)
            status = "finished" if adapter.engine.is_finished(new_state) else "active"
            moves: list[tuple[int, str | None, str]] = [(seat, user_id, text), *chosen]
            with once():
                version, last = await self._commit(row, moves, adapter, new_state, status, seats, request_id)
            if await self.store.undo_request(game_id):
                await self.store.save_undo_request(game_id, None)  # a new move cancels an undo request
            result = self._result(game_id, version, seat, text, outcome.events + more_events, adapter, new_state, seats)
            result.previous = state
            result.automatic = [(s, t) for s, _, t in chosen]
            self._stored(result, row, seats, adapter, moves, last, status)
            return result

    async def _refuse_repeat(
        self, loaded: Loaded, user_id: str, seat: int, typed: str, notation: str | None = None
    ) -> None:
        """AlreadyStored if `typed` is the user's own move that was stored but never announced,
        sent again. It is compared as the engine read it where that move was made (`notation`:
        as it reads it now, if it does): the log holds `dig 1. transform A10 to black` for a typed
        `dig 1. transform A10`, whose retry the engine may read otherwise now (the hex has
        changed), so every way of typing the move is recognised."""
        game_id = loaded.row.id
        mine = [
            stored
            for stored in await self.store.last_unannounced(game_id)
            if (game_id, stored.seq) not in self._posted and (stored.user_id, stored.seat) == (user_id, seat)
        ]
        for stored in mine:
            if stored.text == notation or loosely(stored.text) == loosely(typed):
                raise AlreadyStored(stored)
        for stored in mine:  # rare: a move of theirs not announced yet, and another text now
            before = await self.rebuild(game_id, upto_seq=stored.seq)
            try:
                there = loaded.adapter.engine.apply(before, seat, typed).notation or typed
            except RuleError:
                continue
            if there == stored.text:
                raise AlreadyStored(stored)

    async def again(self, game_id: int, user_id: str, seq: int, request_id: str | None = None) -> ActResult:
        """Play once more the move `seq` the user made (it was stored but not announced, and they
        confirm they mean it twice)."""
        moves = {m.seq: m for m in await self.store.moves(game_id)}
        stored = moves.get(seq)
        if stored is None or stored.user_id != user_id:
            raise ServiceError("host-moved-on")
        return await self.act(game_id, user_id, stored.text, stored.seat, request_id)

    async def plan(self, game_id: int, user_id: str, text: str, seat: int | None = None) -> Planned:
        """Try moves on a private copy of the game: one after the other (separated by ';' or new
        lines), each for the player's seat, or for another seat when it starts with that seat's
        name ('nomads: pass BON3'). The plan stops at the first move refused; if that is the first,
        the refusal is raised. Nothing is stored. Games with hidden information have no plans: trying
        moves could show what is hidden (tiles drawn later, others' secret choices)."""
        loaded = await self._load(game_id)
        row, seats, adapter, state = loaded.row, loaded.seats, loaded.adapter, loaded.state
        if adapter.hidden_information:
            raise ServiceError("host-plan-hidden", title=adapter.title)
        if row.status == "lobby":
            raise ServiceError("host-not-started")
        if row.status != "active":
            raise ServiceError("host-game-over")
        mine = self._seat_for(adapter, state, seats, user_id, seat)
        moves = [m.strip() for line in text.splitlines() for m in line.split(";") if m.strip()]
        if not moves:
            raise ServiceError("host-empty-plan", example=adapter.example_move)
        planned = Planned(mine, state, state, [])
        for move in moves:
            who, said = self._planned_seat(adapter, planned.state, mine, move)
            readable(said)
            try:
                outcome = adapter.engine.apply(planned.state, who, said)
            except RuleError as e:
                if not planned.played:
                    refused = ServiceError.refused(e)
                    refused.nearest = nearest(adapter.legal_actions(planned.state, who), said)
                    raise refused from e
                planned.stopped, planned.refusal = move, ServiceError.refused(e)
                break
            planned.state = outcome.state
            planned.played.append((who, outcome.notation or said))
            if adapter.engine.is_finished(planned.state):
                break
        return planned

    def _planned_seat(self, adapter: GameAdapter[Any], state: Any, mine: int, move: str) -> tuple[int, str]:
        """The seat a planned move is for: 'name: move' names another seat, as at the terminal."""
        head, sep, rest = move.partition(":")
        aliases = adapter.seat_aliases(self.views(adapter).view(state, None))
        if sep and head.strip().lower() in aliases:
            return aliases[head.strip().lower()], rest.strip()
        return mine, move

    async def resign(
        self, game_id: int, user_id: str, seat: int | None = None, request_id: str | None = None
    ) -> ActResult:
        async with self._lock(game_id):
            loaded = await self._load(game_id)
            mine = [s.seat for s in loaded.seats if s.user_id == user_id]
            if not mine:
                raise ServiceError("host-not-in-game")
            chosen = seat if seat is not None else mine[0]
        resign = loaded.adapter.resign_action
        return await self.act(game_id, user_id, resign, seat=chosen, request_id=request_id, resigning=True)

    async def drop(self, game_id: int, host_user: str, seat: int, request_id: str | None = None) -> ActResult:
        """The host drops a seat that no longer plays."""
        row = await self._row(game_id)
        if row.host_user != host_user:
            raise ServiceError("host-only-host", what="drop")
        seats = await self.store.seats(game_id)
        if not any(s.seat == seat for s in seats):
            raise ServiceError("host-no-seat", seat=seat + 1)
        user = next(s.user_id for s in seats if s.seat == seat)
        resign = self._adapter(row.game_type).resign_action
        return await self.act(game_id, user, resign, seat=seat, request_id=request_id, resigning=True)
