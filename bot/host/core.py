"""What every part of the game host shares: the store, one lock per game, the decoded states, the refusals
and results, the players' settings, and the writes of a change.

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

from ..games import GameAdapter, View, adapters
from ..store import (
    Damaged,
    DuplicateRequest,
    GameRow,
    MoveRow,
    SeatRow,
    StaleVersion,
    Store,
)
from .memos import ViewMemo

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
def once() -> Iterator[None]:
    """A store write whose request was applied already is the host's refusal of a repeat."""
    try:
        yield
    except DuplicateRequest as e:
        raise ServiceError("host-duplicate-request") from e


def loosely(text: str) -> str:
    """A move as typed or stored, without what a player's retyping changes (case, spaces, dots):
    to know a refused text for the retry of a stored move."""
    return "".join(text.lower().replace(".", " ").split())


def readable(text: str) -> None:
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
    ai_moves: int = 0  # AI seats' moves after it, undone with it


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


class HostCore:
    """The host's shared ground; the parts (lobby, play, undo, records, reminders, announcements)
    build on it and GameService puts them together."""

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
        self._listeners: list[Callable[[int], None]] = []  # told of each game changed (bot/ai/driver.py)

    def on_change(self, listener: Callable[[int], None]) -> None:
        """Call `listener(game_id)` after every stored change of a game under way (a move, an undo, a
        seat handed over): how AI seats learn it is their turn. It must not block: it schedules."""
        self._listeners.append(listener)

    def _changed(self, game_id: int) -> None:
        for listener in self._listeners:
            try:
                listener(game_id)
            except Exception:  # a listener's fault never undoes a stored change
                log.exception("Game %s: a listener of its changes failed", game_id)

    def views(self, adapter: GameAdapter[Any]) -> ViewMemo:
        """The views and JSON of a game's states, kept for the states held now."""
        memo = self._views.get(adapter.name)
        if memo is None:
            memo = self._views[adapter.name] = ViewMemo(adapter.engine, view_is_json=adapter.view_is_json)
        return memo

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
            with once():
                await self.store.save_user_settings(user_id, current, request_id)
            self._settings[user_id] = current
        return current

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
        self._changed(row.id)
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
        by_seat = {s.seat: s.user_id for s in seats if s.kind != "ai"}  # an AI is never reminded
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
        by_seat = {s.seat: s.user_id for s in seats if s.kind != "ai"}  # the users to mention: no AI
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
