"""The game host, the same for every game: lobbies, turns, undo, imports, reminders, over the store.

Every change goes through one per-game lock and the store's version check, so a late or repeated
action is refused and never applied twice. Rules are the engines' business: the host asks them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rules.core import Event, RuleError, quote

from .games import GameAdapter, View, adapters
from .host.memos import ViewMemo
from .store import (
    Damaged,
    DuplicateRequest,
    GameRow,
    MoveRow,
    SeatRow,
    StaleVersion,
    Store,
    StoreError,
    UndoRequest,
)
from .suggest import nearest

log = logging.getLogger(__name__)

# How long a process holds the announcing of moves it claimed: past it (the process died while
# posting), another may announce them.
ANNOUNCE_LEASE = 60.0
# The longest move text an engine is given to read: far beyond any real turn, short of inputs that
# only make a parser work (a number of 5,000 digits is past what Python reads into an int).
MAX_MOVE = 1000
# How often a move is tried again when another process stored one of the same game meanwhile.
CROSS_PROCESS_TRIES = 3
# How many games' decoded states a process keeps (STATE_CACHE_GAMES): a late 5-player Terra
# Mystica state is about 30 KB, so a thousand games hold about 30 MB.
STATE_CACHE_GAMES = 1000


class ServiceError(Exception):
    """A request the host refuses, as a code of the catalogues (`host-...`, or the engine's own code
    when the rules refused) and its parameters, worded for the person who made it by the bot."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params
        self.nearest: list[str] = []  # for a refused move: the legal moves nearest to it

    @classmethod
    def refused(cls, error: RuleError) -> ServiceError:
        """The rules' refusal, passed on as it is."""
        return cls(error.code, **error.params)

    @property
    def message(self) -> str:
        """The code with its parameters: for logs and for callers without a catalogue."""
        return str(RuleError(self.code, **self.params))

    def __str__(self) -> str:
        return self.message


@contextlib.contextmanager
def _once() -> Iterator[None]:
    """A store write whose request was applied already is the host's refusal of a repeat."""
    try:
        yield
    except DuplicateRequest as e:
        raise ServiceError("host-duplicate-request") from e


def _loosely(text: str) -> str:
    """A move as typed or stored, without what a player's retyping changes (case, spaces, dots):
    to know a refused text for the retry of a stored move."""
    return "".join(text.lower().replace(".", " ").split())


def _readable(text: str) -> None:
    """Refuse a move text longer than any turn before an engine reads it."""
    if len(text) > MAX_MOVE:
        raise ServiceError("host-move-too-long", max=MAX_MOVE, move=quote(text, 40))


class AlreadyStored(ServiceError):
    """The same move again right after the user's own one that was stored but never announced."""

    def __init__(self, stored: MoveRow) -> None:
        super().__init__("host-already-stored", move=quote(stored.text, 100))
        self.stored = stored


class GameDamaged(ServiceError):
    """A game whose stored data can't be read, nor rebuilt from its move log."""

    def __init__(self, game_id: int | None) -> None:
        if game_id is None:
            super().__init__("host-channel-game-damaged")
        else:
            super().__init__("host-game-damaged", game=game_id)
        self.game_id = game_id


@dataclass
class ActResult:
    game_id: int
    version: int
    seat: int
    text: str
    events: list[Event]
    to_decide: list[int]  # seats that must decide now
    users: list[str]  # their users
    finished: bool
    state: Any
    previous: Any = None
    automatic: list[tuple[int, str]] = field(default_factory=list)  # moves made for players by their settings
    moves: tuple[int, int] = (0, -1)  # the first and last move numbers stored (none if first > last)
    # Those moves, held by this process for announcing since they were stored (no claim needed).
    held: list[MoveRow] = field(default_factory=list)
    loaded: Loaded | None = None  # the game right after the change, as stored


@dataclass
class Planned:
    """Moves tried on a private copy of a game: nothing is stored, nobody else is told."""

    seat: int  # the planning player's seat
    before: Any  # the game as it stands
    state: Any  # the game after the moves that could be played
    played: list[tuple[int, str]]  # (seat, move as the engine reads it), in order
    stopped: str | None = None  # the move the plan stopped at, if one was refused
    refusal: ServiceError | None = None  # why


@dataclass
class UndoOutcome:
    undone: bool
    waiting_for: list[str] = field(default_factory=list)
    text: str = ""


@dataclass
class Reminder:
    game_id: int
    channel_id: str | None
    user_id: str
    seat: int
    idle_hours: float
    step: int
    since: float


@dataclass
class Loaded:
    row: GameRow
    seats: list[SeatRow]
    adapter: GameAdapter[Any]
    state: Any
    views: ViewMemo  # the adapter's views, kept for the states the host holds

    def view(self, seat: int | None = None) -> View:
        """What `seat` may see of the game (None: everyone): what public messages are made of."""
        return self.views.view(self.state, seat)


@dataclass
class LogLine:
    seq: int
    seat: int
    seat_label: str
    text: str  # the move as everyone may see it


class GameService:
    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        reminder_hours: Sequence[float] = (12.0, 24.0, 48.0),
        seeds: Callable[[], str] = lambda: secrets.token_hex(8),
        games: Mapping[str, GameAdapter[Any]] | None = None,
        state_cache_games: int = STATE_CACHE_GAMES,
    ) -> None:
        self.store = store
        self.seeds = seeds  # where new games get their seed (tests make it predictable)
        self.games: dict[str, GameAdapter[Any]] = dict(games) if games is not None else adapters()
        self.clock = clock
        self.reminder_hours = sorted(reminder_hours)
        self._locks: dict[int, asyncio.Lock] = {}
        # game -> (version, decoded state), the games used last at the end; at most
        # `state_cache_games` of them (a game not kept is read from the store when next used).
        self._states: OrderedDict[int, tuple[int, Any]] = OrderedDict()
        self._state_cache_games = max(0, state_cache_games)
        self._settings: dict[str, dict[str, Any]] = {}  # user -> settings, as stored
        self._posted: set[tuple[int, int]] = set()  # (game, move) announced, being noted in the store
        self._views: dict[str, ViewMemo] = {}

    def views(self, adapter: GameAdapter[Any]) -> ViewMemo:
        """The views and JSON of a game's states, kept for the states held now."""
        memo = self._views.get(adapter.name)
        if memo is None:
            memo = self._views[adapter.name] = ViewMemo(adapter.engine, view_is_json=adapter.view_is_json)
        return memo

    # Lobby

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
        await self._unseen(request_id)
        if channel_id is not None and await self.store.open_game_in_channel(channel_id):
            raise ServiceError("host-channel-has-game")
        try:
            game_id = await self.store.create_game(
                game_type, options, seed, seats, host_user, guild_id, channel_id, request_id
            )
        except DuplicateRequest as e:
            raise ServiceError("host-duplicate-request") from e
        except StoreError as e:
            raise ServiceError("host-channel-has-game") from e
        if join:
            await self.join(game_id, host_user, host_name)
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
            with _once():
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
            renumbered = [SeatRow(i, s.user_id, s.user_name, s.preference) for i, s in enumerate(rest)]
            with _once():
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
            with _once():
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
            try:  # options chosen for more players (Keyflower's green_for a seat nobody took)
                state = adapter.engine.new_game(row.options, count, row.seed)
            except RuleError as e:
                raise ServiceError("host-cannot-start", players=count, reason=e) from e
            if count < row.seat_count:  # refused above, the lobby stays as it was
                with _once():
                    await self.store.update_lobby(game_id, row.version, seats, seat_count=count, request_id=request_id)
                request_id = None  # claimed: the request's other writes follow
                row = await self._row(game_id)
            prefs = await self.user_settings_of([s.user_id for s in seats])
            state, moves, events = self._apply_preferences(adapter, state, seats, prefs)
            with _once():
                version, last = await self._commit(row, moves, adapter, state, "active", seats, request_id)
            result = self._result(game_id, version, -1, "start", events, adapter, state, seats)
            result.automatic = [(seat, text) for seat, _, text in moves]
            self._stored(result, row, seats, adapter, moves, last, "active")
            return result

    # Playing

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
            _readable(text)
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
            with _once():
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
            if stored.text == notation or _loosely(stored.text) == _loosely(typed):
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
            _readable(said)
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
            with _once():
                await self.store.replace_seat(game_id, row.version, seat, user_id, user_name, request_id)

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
            with _once():
                await self.store.set_status(game_id, row.version, "abandoned", request_id)

    # Undo

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
            last = moves[-1]
            affected = {last.user_id} | {s.user_id for s in seats if s.seat in self._to_decide(loaded)}
            waiting = sorted(u for u in affected if u and u != user_id)
            if user_id == row.host_user or not waiting:
                return await self._undo(loaded, last, request_id)
            with _once():
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
            if not moves or moves[-1].seq != request.seq:
                await self.store.save_undo_request(game_id, None)
                raise ServiceError("host-undo-outdated")
            request.waiting_for.remove(user_id)
            if request.waiting_for:
                with _once():
                    await self.store.save_undo_request(game_id, request, request_id)
                return UndoOutcome(False, request.waiting_for, moves[-1].text)
            return await self._undo(loaded, moves[-1], request_id)

    async def _undo(self, loaded: Loaded, last: MoveRow, request_id: str | None = None) -> UndoOutcome:
        row, adapter = loaded.row, loaded.adapter
        state = await self.rebuild(row.id, upto_seq=last.seq)
        status = "finished" if adapter.engine.is_finished(state) else "active"
        waiting = self._waiting(adapter, state, loaded.seats, status)
        with _once():
            version = await self.store.undo_last(
                row.id, row.version, last.seq, self.views(adapter).json(state), status, request_id, waiting
            )
        self._keep_state(row.id, version, state)
        return UndoOutcome(True, [], last.text)

    async def rebuild(self, game_id: int, upto_seq: int | None = None, from_start: bool = False) -> Any:
        """The state from the move log alone (from the nearest snapshot, or `from_start`), moves
        before `upto_seq`."""
        row = await self._row(game_id)
        adapter = self._adapter(row.game_type)
        engine = adapter.engine
        moves = await self.store.moves(game_id)
        limit = upto_seq if upto_seq is not None else (moves[-1].seq + 1 if moves else 1)
        try:
            snapshot = None if from_start else await self.store.latest_snapshot(game_id, limit)
            found = (snapshot[0], engine.from_json(snapshot[1])) if snapshot is not None else None
        except Exception:  # a damaged snapshot: the log alone will do, from the start
            log.warning("Game %s: a snapshot can't be read; replaying its log from the start", game_id)
            found = None
        if found is not None:
            start, state = found
        else:
            start, state = 0, engine.new_game(row.options, row.seat_count, row.seed)
        for move in moves:
            if start < move.seq < limit:
                state = engine.apply(state, move.seat, move.text).state
        return state

    # Announcing: every stored move is told in its game's channel, once

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

    # Reading

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
            _readable(move)
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

    # Players' settings

    async def user_settings_of(self, user_ids: Sequence[str]) -> dict[str, dict[str, Any]]:
        if self.store.shared:  # another process may change them any time: read them each time
            found = await self.store.user_settings(list(dict.fromkeys(user_ids)))
            return {u: found.get(u, {}) for u in user_ids}
        missing = [u for u in dict.fromkeys(user_ids) if u not in self._settings]
        if missing:
            found = await self.store.user_settings(missing)
            for user in missing:
                self._settings[user] = found.get(user, {})
        return {u: self._settings[u] for u in user_ids}

    async def update_user_settings(
        self, user_id: str, changes: Mapping[str, Any] | None = None, request_id: str | None = None, **more: Any
    ) -> dict[str, Any]:
        """Change some of a player's settings (None removes one); returns them all."""
        await self._unseen(request_id)
        before = (await self.user_settings_of([user_id]))[user_id]
        current = dict(before)
        for key, value in {**(changes or {}), **more}.items():
            if value is None:
                current.pop(key, None)
            else:
                current[key] = value
        if current != before:
            with _once():
                await self.store.save_user_settings(user_id, current, request_id)
            self._settings[user_id] = current
        return current

    # Time

    async def idle(self, game_id: int, now: float | None = None) -> list[tuple[str, int, float]]:
        """(user, seat, seconds) for each seat that must decide, since the last move."""
        loaded = await self._load(game_id)
        now = self.clock() if now is None else now
        since = loaded.row.last_move_at or loaded.row.updated_at
        by_seat = {s.seat: s.user_id for s in loaded.seats}
        return [(by_seat[s], s, now - since) for s in self._to_decide(loaded) if s in by_seat]

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        """The reminders the schedule calls for now, each claimed for this process to send (of
        several processes sweeping at once, one gets it); note each sent with `reminded`. Only the
        games whose wait passed a step are read (by the indexed time of their wait), not every
        active game."""
        now = self.clock() if now is None else now
        due: list[Reminder] = []
        for game in await self.store.idle_games(now, self.reminder_hours):
            hours = (now - game.idle_since) / 3600
            step = sum(1 for h in self.reminder_hours if hours >= h)
            waiting = game.waiting
            if waiting is None:  # a wait from before who was waited for was noted: read it once
                try:
                    loaded = await self._load(game.id)
                except GameDamaged:
                    continue  # said in the log already; its players are told when they try it
                waiting = self._waiting(loaded.adapter, loaded.state, loaded.seats, loaded.row.status)
                await self.store.set_waiting(game.id, game.idle_since, waiting)
            if step <= game.reminded_step or not await self.store.claim_reminder(game, step):
                continue
            for user, seat in dict((u, s) for u, s in waiting).items():  # once per user, at their first seat
                due.append(Reminder(game.id, game.channel_id, user, seat, hours, step, game.idle_since))
        return due

    async def reminded(self, reminder: Reminder) -> None:
        """A reminder was sent: kept as a record."""
        await self.store.record_reminder(
            reminder.game_id, reminder.user_id, reminder.since, reminder.step, self.clock()
        )

    # Internals

    async def _unseen(self, request_id: str | None, game_id: int | None = None) -> None:
        """Refuse a request delivered again (the store's claim, in the change's own transaction,
        is what guarantees it; this answers early)."""
        if request_id is not None and await self.store.request_seen(game_id, request_id):
            raise ServiceError("host-duplicate-request")

    def _adapter(self, game_type: str) -> GameAdapter[Any]:
        adapter = self.games.get(game_type)
        if adapter is None:
            raise ServiceError("host-unknown-game", game=game_type, games=", ".join(self.games))
        return adapter

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def _row(self, game_id: int) -> GameRow:
        try:
            row = await self.store.game(game_id, with_state=False)
        except Damaged as e:
            log.error("Game %s: %s", game_id, e)
            raise GameDamaged(game_id) from e
        if row is None:
            raise ServiceError("host-no-game", game=game_id)
        return row

    async def _load(self, game_id: int) -> Loaded:
        row = await self._row(game_id)
        adapter = self._adapter(row.game_type)
        try:
            seats = await self.store.seats(game_id)
        except Damaged as e:
            log.error("Game %s: %s", game_id, e)
            raise GameDamaged(game_id) from e
        cached = self._states.get(game_id)
        if cached is not None and cached[0] == row.version:
            state = cached[1]
            self._states.move_to_end(game_id)
        else:
            state = await self._stored_state(row, adapter)
            self._keep_state(game_id, row.version, state)
        return Loaded(row, seats, adapter, state, self.views(adapter))

    def _keep_state(self, game_id: int, version: int, state: Any) -> None:
        """Keep a game's decoded state for its next use, forgetting the game used longest ago
        beyond the cache's size."""
        self._states[game_id] = (version, state)
        self._states.move_to_end(game_id)
        while len(self._states) > self._state_cache_games:
            self._states.popitem(last=False)

    def cached_states(self) -> int:
        """How many games' states are kept decoded."""
        return len(self._states)

    def forget_states(self) -> None:
        """Forget every decoded state (each is read from the store when next used)."""
        self._states.clear()

    async def _stored_state(self, row: GameRow, adapter: GameAdapter[Any]) -> Any:
        """The game's stored state; if it can't be read, the state its move log (the source of
        truth) rebuilds, put back in the store."""
        try:
            full = await self.store.game(row.id)
            assert full is not None
            if full.state is None and (row.status == "lobby" or row.moves == 0):
                return adapter.engine.new_game(row.options, row.seat_count, row.seed)
            if full.state is None:  # a game with moves always has one: lost, not new
                raise ValueError("no state stored")
            return adapter.engine.from_json(full.state)
        except Exception as damage:  # a damaged page, a blob that doesn't decode, a state the engine can't read
            log.warning("Game %s: its stored state can't be read (%s); rebuilding it from its move log", row.id, damage)
        try:
            state = await self.rebuild(row.id)
        except (Damaged, RuleError) as e:
            log.error("Game %s: its move log can't rebuild it either: %s", row.id, e)
            raise GameDamaged(row.id) from e
        try:
            repaired = await self.store.repair_state(row.id, row.version, adapter.engine.to_json(state))
        except Exception as e:  # the game is playable from memory; a later write may succeed
            log.warning("Game %s: the rebuilt state could not be stored back: %s", row.id, e)
        else:
            log.warning("Game %s: state rebuilt from its move log%s", row.id, "" if repaired else " (not stored)")
        return state

    async def _commit(
        self,
        row: GameRow,
        moves: list[tuple[int, str | None, str]],
        adapter: GameAdapter[Any],
        state: Any,
        status: str,
        seats: Sequence[SeatRow],
        request_id: str | None = None,
    ) -> tuple[int, int]:
        """Store moves with their state: (the game's new version, the last move number)."""
        try:
            version, last = await self.store.append_moves(
                row.id,
                row.version,
                moves,
                self.views(adapter).json(state),  # the view drawn next is the same JSON (Terra Mystica): made once
                status,
                request_id,
                lease_seconds=ANNOUNCE_LEASE,  # this process announces them (no sweep takes them meanwhile)
                waiting=self._waiting(adapter, state, seats, status),
            )
        except StaleVersion as e:
            self._states.pop(row.id, None)
            raise ServiceError("host-game-changed") from e
        self._keep_state(row.id, version, state)
        return version, last

    def _stored(
        self,
        result: ActResult,
        row: GameRow,
        seats: list[SeatRow],
        adapter: GameAdapter[Any],
        moves: list[tuple[int, str | None, str]],
        last: int,
        status: str,
    ) -> None:
        """What the caller announces next, known without asking the store again: the moves just
        stored (this process holds them: append_moves took their lease) and the game as stored."""
        first, now = last - len(moves) + 1, self.clock()
        result.moves = (first, last)
        result.held = [MoveRow(first + k, seat, user, text, now, False) for k, (seat, user, text) in enumerate(moves)]
        stored = replace(row, version=result.version, moves=row.moves + len(moves), status=status, last_move_at=now)
        result.loaded = Loaded(stored, seats, adapter, result.state, self.views(adapter))

    @staticmethod
    def _apply_preferences(
        adapter: GameAdapter[Any], state: Any, seats: list[SeatRow], prefs: dict[str, dict[str, Any]] | None = None
    ) -> tuple[Any, list[tuple[int, str | None, str]], list[Event]]:
        """Decisions players took in advance: what they asked for in the lobby, when the game asks
        for it, and their standing answers (e.g. to power offers)."""
        moves: list[tuple[int, str | None, str]] = []
        events: list[Event] = []
        by_seat = {s.seat: s for s in seats}
        prefs = prefs or {}
        preferred: set[int] = set()
        for _ in range(4 * len(seats) + 8):  # each standing decision settles one pending question
            decision: tuple[SeatRow, str] | None = None
            deciding = list(adapter.engine.to_decide(state))
            for seat in deciding:
                s = by_seat.get(seat)
                if s is None:
                    continue
                text: str | None
                wanted = adapter.preferred_action(state, s.preference) if s.preference else None
                if wanted is not None and seat not in preferred:
                    preferred.add(seat)
                    text = wanted
                else:
                    text = adapter.standing_decision(state, seat, prefs.get(s.user_id, {}))
                if text is not None:
                    decision = (s, text)
                    break
            if decision is None:
                return state, moves, events
            s, text = decision
            try:
                outcome = adapter.engine.apply(state, s.seat, text)
            except RuleError:
                return state, moves, events  # chosen already, or no longer possible: the player decides
            state = outcome.state
            events += outcome.events
            moves.append((s.seat, s.user_id, outcome.notation or text))
        return state, moves, events

    @staticmethod
    def _waiting(adapter: GameAdapter[Any], state: Any, seats: Sequence[SeatRow], status: str) -> list[tuple[str, int]]:
        """Who the game waits for now, (user, seat): whom the reminders are for."""
        if status != "active":
            return []
        by_seat = {s.seat: s.user_id for s in seats}
        return [(by_seat[seat], seat) for seat in adapter.engine.to_decide(state) if seat in by_seat]

    def _to_decide(self, loaded: Loaded) -> list[int]:
        if loaded.row.status != "active":
            return []
        return list(loaded.adapter.engine.to_decide(loaded.state))

    def _result(
        self,
        game_id: int,
        version: int,
        seat: int,
        text: str,
        events: list[Event],
        adapter: GameAdapter[Any],
        state: Any,
        seats: list[SeatRow],
    ) -> ActResult:
        deciding = [] if adapter.engine.is_finished(state) else list(adapter.engine.to_decide(state))
        by_seat = {s.seat: s.user_id for s in seats}
        users = list(dict.fromkeys(by_seat[s] for s in deciding if s in by_seat))
        return ActResult(
            game_id, version, seat, text, events, deciding, users, adapter.engine.is_finished(state), state
        )

    def _seat_for(
        self, adapter: GameAdapter[Any], state: Any, seats: list[SeatRow], user_id: str, seat: int | None
    ) -> int:
        mine = [s.seat for s in seats if s.user_id == user_id]
        if not mine:
            raise ServiceError("host-not-playing")
        if seat is not None:
            if seat not in mine:
                raise ServiceError("host-seat-not-yours", seat=seat + 1)
            return seat
        deciding = [s for s in adapter.engine.to_decide(state) if s in mine]
        if deciding:
            return deciding[0]
        return mine[0]

    @staticmethod
    def _hot_seat(row: GameRow) -> bool:
        """Local games are played by one person at one terminal, holding every seat."""
        return row.channel_id is None

    @staticmethod
    def _check_preference(
        adapter: GameAdapter[Any], seats: Sequence[SeatRow], preference: str, options: Mapping[str, Any]
    ) -> None:
        choices = adapter.preference_choices()
        if preference not in choices:
            raise ServiceError("host-unknown-preference", value=quote(preference), choices=", ".join(choices))
        conflict = adapter.preference_conflict([s.preference for s in seats if s.preference], preference, options)
        if conflict:
            raise ServiceError.refused(conflict)
