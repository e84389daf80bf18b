"""Move deadlines, vacations and the time players take, for every game.

A game may have a deadline (chosen in the lobby: 12 hours to 2 weeks). Each wait (whoever must decide
now) has a schedule: a reminder when half the time is gone, another when a quarter is left, and at the
deadline the seat is handled as the game says: an AI takes it over (`ai`, where the host has AI seats)
or it is dropped (`drop`: the game's own resign action, Terra Mystica's `drop-faction`, after which a
Keyflower seat passes every decision with its defaults).

The sweep reads one indexed column, `games.deadline_due` (when the current wait's next event is due),
and takes each event with one conditional UPDATE on (step, due, wait): of several processes sweeping a
shared database, one gets it. An expiry is claimed with a lease: a process that dies while handling it
leaves it to the next sweep once the lease runs out; the handling itself is a move stored against the
version read (`expected_version`), so the seat is dropped once even when two processes try. A
deadline that passed while the bot was down is found by the first sweep after it starts, once.

A vacation stops the clock of the wait of every player on it: only the time outside vacations counts.
The due column is a lower bound: the sweep pushes it later when vacations stopped the clock.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from locales import say

from .games.contract import Option
from .host.core import ServiceError
from .store import MoveRow, SeatRow, Store

if TYPE_CHECKING:
    from .service import ActResult, GameService

log = logging.getLogger(__name__)

HOUR = 3600.0
DAY = 24 * HOUR

# The lobby's choices (the `deadline` option of /tm new, /kf new and `bot.local new --deadline`): hours.
DEADLINES: dict[str, float | None] = {
    "none": None,
    "12h": 12,
    "24h": 24,
    "48h": 48,
    "72h": 72,
    "1week": 7 * 24,
    "2weeks": 14 * 24,
}
ON_DEADLINE = ("drop", "ai")  # what happens to a seat at its deadline
VACATION_DAYS = 7  # each player's vacation days per game, unless the host says otherwise
MAX_VACATION_DAYS = 30  # the most a host may allow (a month away is a game abandoned)

# A wait's steps: the next event is the reminder at half the time, the one at a quarter left, the
# expiry; then the expiry is being handled (under a lease); then nothing more (the seat could not be
# handled: the game waits for its host).
HALF, QUARTER, EXPIRY, HANDLING, GIVEN_UP = range(5)
FRACTION = {HALF: 0.5, QUARTER: 0.75, EXPIRY: 1.0}
LEASE = 120.0  # how long a process holds an expiry it handles
SWEEP_BATCH = 500  # events taken a sweep at most (the rest wait for the next)


class DeadlineError(ServiceError):
    """A deadline, vacation or claim refused: a catalogue code and its parameters, told as the
    host's refusals are (it is one)."""


def deadline_hours(choice: str | None) -> float | None:
    """The hours of a lobby choice ('24h', '1week', 'none'); refused if it is none of them."""
    if choice is None:
        return None
    key = choice.strip().lower().replace(" ", "")
    key = {"1w": "1week", "2w": "2weeks", "1weeks": "1week", "2week": "2weeks"}.get(key, key)
    if key not in DEADLINES:
        raise DeadlineError("deadline-unknown", value=choice, choices=", ".join(DEADLINES))
    return DEADLINES[key]


@dataclass(frozen=True)
class LobbyDeadline:
    """What the lobby chose: the deadline (hours, None: none), what happens at it, vacation days."""

    hours: float | None = None
    on_deadline: str = "drop"
    vacation_days: float = VACATION_DAYS

    @classmethod
    def chosen(
        cls, deadline: str | None, on_deadline: str | None = None, vacation_days: float | None = None
    ) -> LobbyDeadline:
        """The lobby's answers checked: refused in the player's words if any is none of the choices."""
        hours = deadline_hours(deadline)
        on = (on_deadline or "drop").strip().lower()
        if on not in ON_DEADLINE:
            raise DeadlineError("deadline-on-unknown", value=on_deadline, choices=", ".join(ON_DEADLINE))
        days = VACATION_DAYS if vacation_days is None else vacation_days
        if not 0 <= days <= MAX_VACATION_DAYS:
            raise DeadlineError("vacation-days-range", days=days, max=MAX_VACATION_DAYS)
        return cls(hours, on, float(days))

    def create_kwargs(self) -> dict[str, Any]:
        """GameService.create_game's keywords for it."""
        return {"deadline_hours": self.hours, "on_deadline": self.on_deadline, "vacation_days": self.vacation_days}


def on_deadline_choices(game_type: str) -> tuple[str, ...]:
    """What may happen at a deadline in this game: an AI takes over only where the game has an AI
    player (rules.<game>.ai)."""
    try:
        has_ai = game_type.isidentifier() and importlib.util.find_spec(f"rules.{game_type}.ai") is not None
    except ModuleNotFoundError:  # no rules.<game> package (a game whose rules live elsewhere)
        has_ai = False
    return ON_DEADLINE if has_ai else ("drop",)


def lobby_options(game_type: str) -> list[Option]:
    """The lobby's deadline options (of /tm new and /kf new): words `cmd-new-<name>` (deadlines.ftl)."""
    return [
        Option("deadline", choices=tuple(DEADLINES)),
        Option("on_deadline", choices=on_deadline_choices(game_type)),
        Option("vacation_days", kind=int, min_value=0, max_value=MAX_VACATION_DAYS),
    ]


def deadline_words(hours: float | None, on_deadline: str, vacation_days: float, locale: str) -> str:
    """The lobby's deadline in words ('deadline 24 h, then an AI plays the seat; 7 vacation days')."""
    if hours is None:
        return say(locale, "deadline-none")
    named = [choice for choice, h in DEADLINES.items() if h == hours]
    return say(
        locale,
        "deadline-chosen",
        time=say(locale, f"cmd-new-deadline-{named[0]}").lower() if named else duration(hours * HOUR),
        then=on_deadline,
        days=_days(vacation_days),
    )


@dataclass
class Vacation:
    user_id: str
    start: float
    until: float


@dataclass
class Wait:
    """A game's current wait as the sweep reads it."""

    game_id: int
    channel_id: str | None
    since: float
    hours: float
    step: int
    due: float
    waiting: list[tuple[str, int]] | None
    version: int
    on_deadline: str


@dataclass
class DeadlineEvent:
    """A reminder to send or an expiry to handle, taken by this process."""

    game_id: int
    channel_id: str | None
    kind: str  # "reminder" or "expired"
    waiting: list[tuple[str, int]]  # (user, seat) waited for
    hours_left: float
    version: int
    on_deadline: str
    since: float


@dataclass
class Handled:
    """What an expiry did: the seats dropped (their moves stored) or given to an AI."""

    event: DeadlineEvent
    how: str  # "dropped", "ai" or "none" (nothing could be done: the host decides)
    seats: list[tuple[str, int]] = field(default_factory=list)
    results: list[ActResult] = field(default_factory=list)


def counted(since: float, now: float, vacations: Sequence[Vacation]) -> float:
    """Seconds of a wait from `since` to `now` outside the vacations (overlapping ones counted once)."""
    spans = sorted((max(v.start, since), min(v.until, now)) for v in vacations)
    paused, reach = 0.0, since
    for start, end in spans:
        start = max(start, reach)
        if end > start:
            paused += end - start
            reach = end
    return max(0.0, now - since - paused)


def next_time(since: float, now: float, seconds: float, vacations: Sequence[Vacation]) -> float:
    """The earliest time the wait may have counted `seconds` (now, if it has): a lower bound when a
    vacation stops the clock now (the time after it ends)."""
    left = seconds - counted(since, now, vacations)
    if left <= 0:
        return now
    on_now = [v.until for v in vacations if v.start <= now < v.until]
    return (max(on_now) if on_now else now) + left


@dataclass
class Notice:
    """What a sweep tells a game's channel: a reminder to a player, or what the deadline did."""

    game_id: int
    channel_id: str | None
    key: str  # deadline-reminder, deadline-dropped, deadline-ai, deadline-stuck
    users: list[str]  # whom it is for (pinged)
    seats: list[int]
    left: float = 0.0  # seconds left on the deadline (a reminder)
    results: list[ActResult] = field(default_factory=list)  # the drops' moves stored (to announce)

    def text(self, locale: str, mention: Callable[[str], str] = str) -> str:
        """The notice in words, each player named by `mention` (Discord: '<@id>')."""
        users = ", ".join(mention(u) for u in dict.fromkeys(self.users))
        seats = ", ".join(str(s + 1) for s in self.seats)
        return say(locale, self.key, users=users, seats=seats, game=self.game_id, left=duration(self.left))


class Deadlines:
    """The deadline sweep, vacations and time taken, over the host and its store."""

    def __init__(self, service: GameService, lease: float = LEASE) -> None:
        self.service = service
        self.lease = lease

    @property
    def store(self) -> Store:
        return self.service.store

    # The sweep

    async def due(self, now: float | None = None, limit: int = SWEEP_BATCH) -> list[DeadlineEvent]:
        """The deadline events due now, each taken for this process (another sweeping at once gets
        none of them): reminders to send, and expiries to handle with `expire`."""
        now = self.service.clock() if now is None else now
        events = []
        for wait in await self._waits(now, limit):
            event = await self._take(wait, now)
            if event is not None:
                events.append(event)
        return events

    async def sweep(self, now: float | None = None) -> list[Notice]:
        """One sweep: the events due taken, the expiries handled, what to tell each game's channel
        (the Discord client and the terminal run it periodically; after a restart the first
        sweep finds what passed meanwhile, once)."""
        notices = []
        for event in await self.due(now):
            if event.kind == "reminder":
                seats = [s for _, s in event.waiting]
                users = [u for u, _ in event.waiting]
                notices.append(
                    Notice(event.game_id, event.channel_id, "deadline-reminder", users, seats, event.hours_left * HOUR)
                )
                continue
            try:
                handled = await self.expire(event)
            except Exception:  # one game's failure must not stop the others': said in the log
                log.exception("Game %s: handling its deadline failed", event.game_id)
                continue
            key = {"dropped": "deadline-dropped", "ai": "deadline-ai"}.get(handled.how, "deadline-stuck")
            seats = [s for _, s in handled.seats] or [s for _, s in event.waiting]
            users = [u for u, _ in handled.seats] or [u for u, _ in event.waiting]
            notices.append(Notice(event.game_id, event.channel_id, key, users, seats, results=handled.results))
        return notices

    async def _waits(self, now: float, limit: int) -> list[Wait]:
        rows = await self.store.db.fetch(
            "SELECT id, channel_id, idle_since, deadline_hours, deadline_step, deadline_due, waiting, version, "
            "on_deadline FROM games WHERE deadline_due IS NOT NULL AND deadline_due <= ? "
            "ORDER BY deadline_due LIMIT ?",
            now,
            limit,
        )
        return [
            Wait(
                r[0], r[1], r[2], r[3], r[4], r[5], [(u, s) for u, s in json.loads(r[6])] if r[6] else None, r[7], r[8]
            )
            for r in rows
        ]

    async def _take(self, wait: Wait, now: float) -> DeadlineEvent | None:
        waiting = wait.waiting
        if waiting is None:  # a wait from before who was waited for was noted: read it from the state
            try:
                loaded = await self.service.view(wait.game_id)
            except Exception as e:  # a damaged game: said in the log, its host decides
                log.warning("Game %s: its deadline can't be handled: %s", wait.game_id, e)
                await self._move(wait, GIVEN_UP, None)
                return None
            waiting = self.service._waiting(loaded.adapter, loaded.state, loaded.seats, loaded.row.status)
        humans = await self._humans(wait.game_id, waiting)
        if not humans:  # nobody a deadline is for (an AI seat decides): nothing until the next wait
            await self._move(wait, GIVEN_UP, None)
            return None
        seconds = wait.hours * HOUR
        vacations = await self.vacations(wait.game_id, [u for u, _ in humans], since=wait.since)
        done = counted(wait.since, now, vacations)
        reached: int | None = EXPIRY  # HANDLING: a process took it and did not finish; its lease ran out
        if wait.step != HANDLING:
            reached = max(
                (s for s in (HALF, QUARTER, EXPIRY) if s >= wait.step and done >= FRACTION[s] * seconds), default=None
            )
        if reached is None:  # vacations stopped the clock: the next event is later
            later = next_time(wait.since, now, FRACTION[wait.step] * seconds, vacations)
            await self._move(wait, wait.step, later)
            return None
        left = max(0.0, seconds - done) / HOUR
        if reached == EXPIRY:
            if not await self._move(wait, HANDLING, now + self.lease):
                return None
            return DeadlineEvent(
                wait.game_id, wait.channel_id, "expired", humans, 0.0, wait.version, wait.on_deadline, wait.since
            )
        following = reached + 1
        if not await self._move(wait, following, next_time(wait.since, now, FRACTION[following] * seconds, vacations)):
            return None
        return DeadlineEvent(
            wait.game_id, wait.channel_id, "reminder", humans, left, wait.version, wait.on_deadline, wait.since
        )

    async def _humans(self, game_id: int, waiting: Sequence[tuple[str, int]]) -> list[tuple[str, int]]:
        """The waited seats a deadline is for: not AI seats."""
        seats = {s.seat: s for s in await self.store.seats(game_id)}
        return [(u, s) for u, s in waiting if s in seats and _kind(seats[s]) != "ai"]

    async def _move(self, wait: Wait, step: int, due: float | None) -> bool:
        """Take the wait from its step and due time to the next; False if another process did (or
        the game moved on meanwhile)."""
        async with self.store.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET deadline_step = ?, deadline_due = ? "
                "WHERE id = ? AND deadline_step = ? AND deadline_due = ? AND idle_since = ?",
                step,
                due,
                wait.game_id,
                wait.step,
                wait.due,
                wait.since,
            )
        return int(changed) == 1

    async def expire(self, event: DeadlineEvent) -> Handled:
        """Handle an expiry taken by `due`: the seats waited for go to an AI (when the game says so
        and the host has AI seats) or are dropped, each move stored against the version read, so a
        seat is dropped once however many processes try."""
        from .service import ServiceError

        service = self.service
        handled = Handled(event, "none")
        try:
            if event.on_deadline == "ai" and hasattr(service, "seat_to_ai"):
                for user, seat in event.waiting:
                    await service.seat_to_ai(event.game_id, seat, "normal")
                    handled.seats.append((user, seat))
                handled.how = "ai"
            else:
                loaded = await service.view(event.game_id)
                resign = loaded.adapter.resign_action
                version = event.version
                for user, seat in event.waiting:
                    result = await service.act(
                        event.game_id, user, resign, seat=seat, expected_version=version, resigning=True
                    )
                    version = result.version
                    handled.results.append(result)
                    handled.seats.append((user, seat))
                handled.how = "dropped"
        except ServiceError as e:
            # Moved on meanwhile (the player moved, another process handled it) or refused by the
            # rules (Keyflower's last player can't resign): the host decides.
            log.info("Game %s: deadline not handled (%s)", event.game_id, e.code)
        if handled.how == "none" or not handled.seats or handled.how == "ai":
            await self._settle(event)
        return handled

    async def _settle(self, event: DeadlineEvent) -> None:
        """An expiry handled without a move (nothing more for this wait), unless the game moved on."""
        async with self.store.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET deadline_step = ?, deadline_due = NULL "
                "WHERE id = ? AND idle_since = ? AND deadline_step = ?",
                GIVEN_UP,
                event.game_id,
                event.since,
                HANDLING,
            )

    # Claims

    async def claimable(self, user_id: str) -> list[tuple[int, int]]:
        """(game, seat) of the games under way where an AI plays a seat it took over from `user_id`."""
        rows = await self.store.db.fetch(
            "SELECT seats.game_id, seats.seat FROM seats JOIN games ON games.id = seats.game_id "
            "WHERE games.status = 'active' AND seats.kind = 'ai' AND seats.previous_user = ? "
            "ORDER BY seats.game_id, seats.seat",
            user_id,
        )
        return [(int(g), int(s)) for g, s in rows]

    # Vacations

    async def vacations(self, game_id: int, users: Sequence[str] | None = None, since: float = 0.0) -> list[Vacation]:
        """The vacations of a game (of `users`, ending after `since`)."""
        rows = await self.store.db.fetch(
            "SELECT user_id, start, until FROM vacations WHERE game_id = ? AND until > ? ORDER BY start",
            game_id,
            since,
        )
        return [Vacation(*r) for r in rows if users is None or r[0] in users]

    async def take_vacation(self, game_id: int, user_id: str, days: float) -> Vacation:
        """Stop the player's clock in this game for `days` days from now, within the days the game
        allows; refused if the player is not in the game, it is not under way, or the days are used."""
        row = await self.store.game(game_id, with_state=False)
        if row is None:
            raise DeadlineError("host-no-game", game=game_id)
        if row.status != "active":
            raise DeadlineError("vacation-not-active")
        if not any(s.user_id == user_id for s in await self.store.seats(game_id)):
            raise DeadlineError("host-not-in-game")
        if days <= 0:
            raise DeadlineError("vacation-days-positive")
        settings = await self.settings(game_id)
        if settings["hours"] is None:  # no clock to stop: said, rather than spending the days
            raise DeadlineError("vacation-no-deadline", game=game_id)
        allowed = settings["vacation_days"]
        now = self.service.clock()
        mine = await self.vacations(game_id, [user_id])
        if any(v.start <= now < v.until for v in mine):
            raise DeadlineError("vacation-already", left=duration(max(v.until for v in mine) - now))
        used = sum(v.until - v.start for v in mine) / DAY
        if used + days > allowed + 1e-9:
            raise DeadlineError("vacation-too-long", days=days, left=_days(allowed - used), allowed=_days(allowed))
        vacation = Vacation(user_id, now, now + days * DAY)
        async with self.store.db.transaction() as tx:
            await tx.execute("INSERT INTO vacations VALUES (?, ?, ?, ?)", game_id, user_id, now, vacation.until)
        return vacation

    async def days_left(self, game_id: int, user_id: str) -> float:
        allowed = (await self.settings(game_id))["vacation_days"]
        used = sum(v.until - v.start for v in await self.vacations(game_id, [user_id])) / DAY
        return max(0.0, allowed - used)

    async def settings(self, game_id: int) -> dict[str, Any]:
        """The game's deadline settings: hours (None: no deadline), what happens at it, vacation days."""
        rows = await self.store.db.fetch(
            "SELECT deadline_hours, on_deadline, vacation_days, idle_since, deadline_step FROM games WHERE id = ?",
            game_id,
        )
        if not rows:
            raise DeadlineError("host-no-game", game=game_id)
        hours, on, days, since, step = rows[0]
        return {"hours": hours, "on_deadline": on, "vacation_days": days, "since": since, "step": step}

    async def time_taken(self, game_id: int) -> dict[int, tuple[float, float, int]]:
        """Each seat's time in the game so far: (seconds in all, the median of a move, moves)."""
        moves = [m for m in await self.store.moves(game_id) if not m.undone]
        return time_taken(moves, await self.store.seats(game_id))

    async def time_left(self, game_id: int, now: float | None = None) -> float | None:
        """Seconds left on the current wait's deadline (None: no deadline, or nobody waited for)."""
        settings = await self.settings(game_id)
        if settings["hours"] is None or settings["since"] is None or settings["step"] == GIVEN_UP:
            return None
        now = self.service.clock() if now is None else now
        vacations = await self.vacations(game_id, since=settings["since"])
        return max(0.0, settings["hours"] * HOUR - counted(settings["since"], now, vacations))


def time_taken(moves: Sequence[MoveRow], seats: Sequence[SeatRow]) -> dict[int, tuple[float, float, int]]:
    """Each seat's time (seconds in all, the median of a move, moves counted) from the move log: a
    move took the time since the move before it; moves stored together with another (made for the
    player by their settings, or the game's own) took none and are not counted."""
    spent: dict[int, list[float]] = {s.seat: [] for s in seats}
    previous: float | None = None
    for move in moves:
        if previous is not None and move.at > previous and move.seat in spent:
            spent[move.seat].append(move.at - previous)
        previous = move.at if previous is None else max(previous, move.at)
    return {seat: (sum(times), statistics.median(times) if times else 0.0, len(times)) for seat, times in spent.items()}


def time_words(
    taken: dict[int, tuple[float, float, int]], labels: dict[int, str], locale: str, seats: Sequence[int] | None = None
) -> str:
    """Each seat's time taken in words ('⏱️ Time taken: Witches 3 h 20 min (12 min a move, median, 14
    moves) · ...'), of `seats` (default: all), each seat named by `labels`."""
    shown = [s for s in (seats if seats is not None else sorted(taken)) if s in taken and s in labels]
    parts = [
        say(
            locale,
            "time-taken-seat",
            seat=labels[s],
            total=duration(taken[s][0]),
            median=duration(taken[s][1]),
            moves=taken[s][2],
        )
        for s in shown
    ]
    return say(locale, "time-taken", seats=" · ".join(parts)) if parts else ""


def duration(seconds: float) -> str:
    """A time as people say it: '3 d 4 h', '2 d', '5 h 20 min', '12 min', '40 s'."""
    if seconds < 60:
        return f"{int(seconds)} s"
    minutes = int(seconds // 60)
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    if days:
        return f"{days} d {hours} h" if hours else f"{days} d"
    if hours:
        return f"{hours} h {minutes} min" if minutes else f"{hours} h"
    return f"{minutes} min"


def _days(value: float) -> str:
    return f"{value:g}"


def _pairs(text: str | None) -> list[tuple[str, int]] | None:
    return [(u, s) for u, s in json.loads(text)] if text is not None else None


def _kind(seat: SeatRow) -> str:
    return str(getattr(seat, "kind", "human"))
