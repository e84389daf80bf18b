"""Play in a terminal, hot seat, with the same service and store as the bot: no Discord needed.

    python -m bot.local [--db PATH]                  a menu: new game, list, resume
    python -m bot.local new [--game GAME] --players 2 [--factions witches,nomads] [--seed S] [game options]
                            [--deadline 24h] [--on-deadline drop|ai] [--vacation-days 7]
    python -m bot.local play GAME_ID                 resume a game
    python -m bot.local list
    python -m bot.local import FILE [--game GAME]    prints {"game_id", "vp", "finished"}
    python -m bot.local show GAME_ID                 prints the same line for a stored game
    python -m bot.local export GAME_ID               the move log in the community notation
    python -m bot.local ratings [--game GAME] [--json]   the ratings of the finished games (bot.ratings)

The options --db, --image, --no-image and --init-db go before or after the command. `new` takes
each game's lobby options as flags (Terra Mystica: --board, --merchants, --fire-ice, --final-tile,
--options '+x -y'; --option NAME, repeated, sets the rule options outright) and its seat
preference in seat order (--factions). Moves are typed in notation (tab completes the legal ones);
each is answered in words. `name: move` plays for another seat (a power offer, for instance);
`plan m1; m2` tries moves without playing them; `undo`, `legal`, `log`, `status` (the deciding
seat's own view), `board`, `help` and `quit` do what they say. After each move the board is written
to an image (--image, default board.png in the current folder; a plan's to board-plan.png beside
it). Ctrl-D or Ctrl-C leave; every move made is stored. The terminal speaks Portuguese when LANG
says so (pt_BR.UTF-8).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import difflib
import json
import os
import shutil
import signal
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from locales import catalogue
from rules.core import RuleError, quote

from .ai.driver import AiDriver
from .ai.names import DEFAULT_LEVEL, LEVELS, is_ai, player_name
from .ai.worker import Workers
from .config import ConfigError, load_settings
from .deadlines import DEADLINES, ON_DEADLINE, Deadlines, LobbyDeadline, deadline_words, time_words
from .games import GameAdapter, Option, View, adapters
from .i18n import locale_of, plan_lines, say
from .ledger import ledger
from .ratings.cli import add_show_options
from .ratings.cli import show as show_ratings
from .service import ActResult, GameService, Loaded, ServiceError
from .store import Store, StoreError
from .suggest import best_matches

LOCAL_USER = "local"
ECHOED = 200  # the most of an input line echoed back (a script's input is echoed as a transcript)
# The terminal's words for leaving and help, in both languages whatever the terminal speaks.
QUIT = frozenset({"quit", "exit", "q", "sair"})
HELP = frozenset({"help", "h", "?", "ajuda"})
YES = frozenset({"y", "yes", "s", "sim"})
NO = frozenset({"n", "no", "não", "nao"})
RESUME = frozenset({"resume", "r", "play", "continuar"})
HINT = frozenset({"hint", "dica"})


class Terminal:
    def __init__(self, service: GameService, image: Path | None, out: Any = None, db: str | None = None) -> None:
        self.service = service
        self.image = image
        self.db = db  # the --db given, kept in the commands the terminal suggests
        self.out = out if out is not None else sys.stdout  # the stdout of now, not of import time
        self.locale = terminal_locale()
        self.interactive = sys.stdin.isatty()
        self._completions: list[str] = []
        self._screen: int | None = None  # whose private view is on the screen (hot seat)
        # Hot seat: what each seat saw when it last passed the screen (moves logged, public view).
        self._seen: dict[int, tuple[int, View]] = {}
        self._start: tuple[int, View] | None = None  # the same when the session began
        self.game_id: int | None = None  # the game being played, told when leaving
        self._ai: AiDriver | None = None  # the AI seats' turns, started with the first game that has one
        self._ai_moved = False  # an AI seat moved since the position was last shown
        self.deadlines = Deadlines(service)
        if self.interactive:
            self._setup_readline()

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def tell(self, message_id: str, **params: Any) -> None:
        """A catalogue message in the terminal's language."""
        self.say(say(self.locale, message_id, **params))

    def _setup_readline(self) -> None:
        try:
            import readline
        except ImportError:  # pragma: no cover - not on every platform
            return

        def complete(text: str, index: int) -> str | None:
            line = readline.get_line_buffer()
            matches = [c for c in self._completions if c.lower().startswith(line.lower())]
            if index < len(matches):
                # complete the current word onwards
                return matches[index][len(line) - len(text) :]
            return None

        readline.set_completer_delims("")
        readline.set_completer(complete)
        readline.parse_and_bind("tab: complete")

    def read(self, prompt: str) -> str | None:
        if CtrlC.pending:  # pressed while the last line was being played: leave now
            raise Interrupted
        CtrlC.at_prompt = True
        try:
            if self.interactive:
                return input(prompt)
            line = sys.stdin.readline()
            if not line:
                return None
            self.say(prompt + quote(line, ECHOED))  # a transcript, never a huge input whole
            return line
        except EOFError:
            return None
        except KeyboardInterrupt:
            raise Interrupted from None
        finally:
            CtrlC.at_prompt = False

    def ask(self, question: str, default: str, answer: Callable[[str], Any]) -> Any:
        """`answer` of what the user types (Enter: the default), asked again while it refuses it
        (Failure, saying why); quit or Ctrl-D abandons."""
        shown = f"{question} [{default}] > " if default else f"{question} > "
        while True:
            line = self.read(shown)
            if line is None or line.strip().lower() in QUIT:
                raise Failure(say(self.locale, "host-local-new-abandoned"))
            try:
                return answer(line.strip() or default)
            except Failure as e:
                self.say(f"  ! {e}")

    async def play(self, game_id: int) -> None:
        loaded = await self.service.view(game_id)
        adapter = loaded.adapter
        self.game_id = game_id
        CtrlC.playing = True
        self._seen.clear()
        self._screen = None
        self._start = (len(await self.service.log(game_id, self.locale)), loaded.view())
        if loaded.row.status == "active":
            self.say(adapter.summary(loaded.view(), self.locale))
            self.tell("host-local-help", plans="no" if adapter.hidden_information else "yes")
            if self.image is not None:
                self.tell("host-local-image-where", path=str(self.image.resolve()))
        while True:
            await self.sweep_deadlines()
            await self.ai_turns(game_id)
            loaded = await self.service.view(game_id)
            if loaded.row.status != "active":
                self._game_over(loaded, await self.deadlines.time_taken(game_id))
                return
            seat = self._next_seat(loaded)
            if adapter.hidden_information and seat != self._screen:
                await self._pass_screen(loaded, seat)
            name = adapter.seat_label(loaded.view(), seat, self.locale)
            self._completions = adapter.legal_actions(loaded.state, seat) if self.interactive else []
            line = self.read(f"{name} > ")
            if line is None or line.strip().lower() in QUIT:
                self.left()
                return
            await self._handle(game_id, seat, line.strip())

    async def ai_turns(self, game_id: int) -> None:
        """The AI seats' decisions due, each told as it is made (thought out in a worker process),
        and the position once after them."""
        loaded = await self.service.view(game_id)
        if not any(is_ai(s) for s in loaded.seats):
            return
        if self._ai is None:
            self.service.use_ai_workers(Workers(1))  # one process, for the AI seats and the hints
            self._ai = AiDriver(self.service, None, self._ai_moved_now, in_order=False)
        self._ai.poke(game_id)
        await self._ai.idle(game_id)
        if self._ai_moved:
            self._ai_moved = False
            loaded = await self.service.view(game_id)
            self._write_board(loaded.adapter, loaded.view(), None, _names(loaded, self.locale))
            if loaded.row.status == "active":
                self.say(loaded.adapter.summary(loaded.view(), self.locale))

    async def _ai_moved_now(self, results: list[ActResult]) -> None:
        for result in results:
            self._tell_moves(result.loaded or await self.service.view(result.game_id), result)
        self._ai_moved = True

    async def close(self) -> None:
        if self._ai is not None:
            await self._ai.close()

    async def sweep_deadlines(self) -> None:
        """The deadlines' sweep before each prompt (the terminal has no clock of its own running):
        reminders and what a passed deadline did, told here as a channel would be."""
        for notice in await self.deadlines.sweep():
            loaded = await self.service.view(notice.game_id)
            view = loaded.view()
            # hot seat: every seat is the terminal's user, so the seats are named instead
            seats = ", ".join(loaded.adapter.seat_label(view, seat, self.locale) for seat in notice.seats)
            self.say(plain(notice.text(self.locale, partial(_named, seats))))

    def left(self) -> None:
        """Leaving (quit, Ctrl-D, Ctrl-C): every move made is stored; how to come back."""
        if self.game_id is not None:
            self.tell("host-local-left", game=self.game_id, command=command_line(self.db, "play", str(self.game_id)))

    def _game_over(self, loaded: Loaded, taken: dict[int, tuple[float, float, int]] | None = None) -> None:
        """The final scores, once, and the time each seat took."""
        adapter, view = loaded.adapter, loaded.view()
        names = _names(loaded)
        self.tell("host-local-over")
        ranking = sorted(adapter.engine.scores(loaded.state).items(), key=lambda kv: -kv[1])
        for place, (seat, vp) in enumerate(ranking, start=1):
            who = adapter.seat_label(view, seat, self.locale)
            self.tell("host-local-place", n=place, seat=who, vp=vp, user=names[seat] if seat < len(names) else "")
        if taken:
            labels = {seat: adapter.seat_label(view, seat, self.locale) for seat in taken}
            self.say(plain(time_words(taken, labels, self.locale)))
        self.game_id = None

    async def _pass_screen(self, loaded: Loaded, seat: int) -> None:
        """Hot seat with hidden information: the screen goes to the next player, who first hears
        what happened since they last looked, as a player coming back to the table would (the
        moves in words, who was outbid, the tiles won, a season's end), and only then sees their
        own position (their screen, their hand). Nothing is wiped before anyone's own position
        was shown (the game's opening summary stays)."""
        adapter = loaded.adapter
        log = await self.service.log(loaded.row.id, self.locale)
        now = loaded.view()
        if self._screen is not None:
            self._seen[self._screen] = (len(log), now)
            if self.interactive:
                print("\033[2J\033[H", end="", file=self.out, flush=True)  # what the last player saw goes
        who = adapter.seat_label(now, seat, self.locale)
        names = _names(loaded)
        self.say(say(self.locale, "host-pass-screen", seat=who, user=names[seat] if seat < len(names) else ""))
        if self.interactive:
            self.read("")
        seen, then = self._seen.get(seat) or self._start or (len(log), now)
        missed = [m for m in log[seen:] if m.seat != seat]
        news = [plain(h) for h in adapter.headlines(then, now, self.locale)]
        if missed or news:
            self.tell("host-local-since")
            for move in missed:
                self.say(f"  {move.seat_label} {adapter.describe(move.text, self.locale)}.")
            for line in news:
                self.say(f"  {line}")
        self._screen = seat
        self.say(plain(adapter.status(loaded.view(seat), seat, self.locale)))

    def _next_seat(self, loaded: Loaded) -> int:
        """The engine lists the most urgent decisions first (power offers before the next turn)."""
        deciding = list(loaded.adapter.engine.to_decide(loaded.state))
        people = [s for s in deciding if s not in {seat.seat for seat in loaded.seats if is_ai(seat)}]
        return (people or deciding or [0])[0]

    async def _handle(self, game_id: int, seat: int, line: str) -> None:
        if not line:
            return
        lowered = line.lower()
        loaded = await self.service.view(game_id)
        adapter = loaded.adapter
        if lowered in HELP:
            self.tell("host-local-help", plans="no" if adapter.hidden_information else "yes")
            return
        if lowered == "legal":
            legal = [legal_line(adapter, a, self.locale) for a in adapter.legal_actions(loaded.state, seat)]
            self.say("\n".join(legal) or say(self.locale, "host-local-none"))
            return
        if lowered == "log":
            for entry in await ledger(self.service, game_id, self.locale):
                self.say("\n".join(plain(line) for line in entry.lines()))
            return
        if lowered == "status":
            self.say(plain(adapter.status(loaded.view(seat), seat, self.locale)))
            taken = await self.deadlines.time_taken(game_id)
            labels = {s: adapter.seat_label(loaded.view(), s, self.locale) for s in taken}
            self.say(plain(time_words(taken, labels, self.locale)))
            return
        if lowered == "board":
            self._write_board(adapter, loaded.view(), None, _names(loaded))
            return
        if lowered == "undo":
            try:
                outcome = await self.service.request_undo(game_id, LOCAL_USER)
            except ServiceError as e:
                self.refused(e)
                return
            self.tell("host-local-undone", move=adapter.public_move(outcome.text))
            if outcome.ai_moves:
                self.tell("ai-undone-replies", n=outcome.ai_moves)
            loaded = await self.service.view(game_id)
            self.say(adapter.summary(loaded.view(), self.locale))
            return
        if lowered in HINT:
            try:
                hint = await self.service.hint(game_id, LOCAL_USER, seat)
            except ServiceError as e:
                self.refused(e)
                return
            label = adapter.seat_label(loaded.view(), seat, self.locale)
            self.say(plain(hint.words(adapter, label, self.locale)))
            return
        if lowered == "plan" or lowered.startswith("plan "):
            await self._plan(loaded, seat, line[4:].strip())
            return
        head, sep, rest = line.partition(":")
        aliases = adapter.seat_aliases(loaded.view())
        if sep and head.strip().lower() in aliases:
            seat = aliases[head.strip().lower()]
            line = rest.strip()
        try:
            try:
                result = await self.service.act(game_id, LOCAL_USER, line, seat=seat)
            except ServiceError as e:
                if e.code != "host-confirm-resign":
                    raise
                answer = self.read(say(self.locale, "host-resign-confirm") + " (y/N) > ") or ""
                if not answer.strip().lower().startswith(("y", "s")):  # yes, sim
                    return
                result = await self.service.act(game_id, LOCAL_USER, line, seat=seat, resigning=True)
        except ServiceError as e:
            self.refused(e)
            return
        except StoreError as e:  # e.g. locked by another program for a moment: the move can be typed again
            self.say(f"  ! {e}")
            return
        after, before = self._tell_moves(loaded, result)
        self._write_board(adapter, after, before, _names(loaded))
        ai_next = {s.seat for s in loaded.seats if is_ai(s)} & set(result.to_decide)
        if not result.finished and not ai_next:  # at the end the final scores follow; after AIs, their position
            self.say(adapter.summary(after, self.locale))

    def _tell_moves(self, loaded: Loaded, result: ActResult) -> tuple[View, View | None]:
        """A move and those made with it, in words, and what they led to; the views after and before."""
        adapter = loaded.adapter
        engine = adapter.engine
        after = engine.view(result.state, None)
        before = engine.view(result.previous, None) if result.previous is not None else None
        ai = {s.seat: player_name(s, self.locale) for s in loaded.seats if is_ai(s)}
        for who, played in [(result.seat, result.text), *result.automatic]:
            words = adapter.describe(adapter.public_move(played), self.locale)
            # Named as the seat was before the move: 'Seat 1 chose the Witches', not 'Witches chose the Witches'.
            label = adapter.seat_label(before if before is not None else after, who, self.locale)
            self.tell("host-local-moved", seat=f"{label} ({ai[who]})" if who in ai else label, words=words)
        for headline in adapter.headlines(before, after, self.locale):
            self.say(f"  {plain(headline)}")
        return after, before

    def refused(self, error: ServiceError) -> None:
        self.say(f"  ! {plain(told(error))}")
        if error.nearest:
            self.say("    " + plain(say(self.locale, "host-nearest", moves=" · ".join(error.nearest))))

    async def _plan(self, loaded: Loaded, seat: int, moves: str) -> None:
        """Moves tried on a copy of the game: told in words with the seat's position after them,
        the board written beside the game's; nothing is stored."""
        if not moves:
            self.tell("host-local-plan-usage", example=loaded.adapter.example_move)
            return
        try:
            planned = await self.service.plan(loaded.row.id, LOCAL_USER, moves, seat=seat)
        except ServiceError as e:
            self.refused(e)
            return
        adapter, engine = loaded.adapter, loaded.adapter.engine
        view = engine.view(planned.state, planned.seat)
        for line in plan_lines(adapter, planned, view, self.locale):
            self.say(plain(line))
        if self.image is not None:
            before = engine.view(planned.before, planned.seat)
            self._write_board(adapter, view, before, _names(loaded), plan_path(self.image))

    def _write_board(
        self,
        adapter: GameAdapter[Any],
        view: View,
        before: View | None,
        names: Sequence[str] = (),
        path: Path | None = None,
    ) -> None:
        path = path or self.image
        if path is None:
            return
        try:
            path.write_bytes(adapter.render(view, before, self.locale, names))
        except OSError as e:  # the move is stored; only the picture is missing
            self.tell("host-local-image-failed", path=str(path), reason=str(e.strerror or e))
            return
        self.tell("host-local-image-written", path=str(path))


def python_command() -> str:
    """How to type the Python running now: 'python' when that is the one the shell finds, else its
    path, relative to the current folder when inside it (.venv/bin/python, as the README installs
    it without activating the environment)."""
    executable = os.path.abspath(sys.executable)
    for name in ("python", "python3"):
        found = shutil.which(name)
        if found and os.path.abspath(found) == executable:
            return name
    try:
        return str(Path(executable).relative_to(Path.cwd()))
    except ValueError:
        return executable


def command_line(db: str | None, *words: str) -> str:
    """The terminal's command with these words, as the user can type it here (with their --db)."""
    parts = [python_command(), "-m", "bot.local"]
    if db:
        parts += ["--db", db if " " not in db else f"'{db}'"]
    return " ".join([*parts, *words])


def legal_line(adapter: GameAdapter[Any], action: str, locale: str) -> str:
    """A legal move as `legal` lists it: 'move — words' ('+FAV11 — took FAV11 (+1 Earth; ...)')."""
    words = plain(adapter.legal_words(action, locale))
    return f"{action} — {words}" if words and words != action else action


def plain(text: str) -> str:
    """Chat text for the terminal: without Discord's bold marks, code quoted as 'this'."""
    return text.replace("**", "").replace("`", "'")


def plan_path(image: Path) -> Path:
    """Where a plan's board goes: beside the game's (board.png: board-plan.png)."""
    return image.with_name(f"{image.stem}-plan{image.suffix or '.png'}")


def _names(loaded: Loaded, locale: str | None = None) -> list[str]:
    locale = locale or terminal_locale()
    by_seat = {s.seat: player_name(s, locale) for s in loaded.seats}  # an AI in the reader's words
    return [by_seat.get(seat, "") for seat in range(loaded.row.seat_count)]


def terminal_locale() -> str:
    """The terminal's language: Portuguese when LANG says so (pt_BR.UTF-8), else English."""
    return locale_of(os.environ.get("LANG", ""))


def game_line(service: GameService, row: Any, view: View) -> dict[str, Any]:
    adapter = service.games[row.game_type]
    return {"game_id": row.id, "vp": adapter.vp(view), "finished": row.status == "finished"}


def _lobby_options(games: dict[str, GameAdapter[Any]]) -> dict[str, Option]:
    """Every game's lobby options by name (one flag each on the command line)."""
    found: dict[str, Option] = {}
    for adapter in games.values():
        for option in adapter.lobby:
            found.setdefault(option.name, option)
    return found


class Failure(Exception):
    """What stops a command, said in one line."""


class Interrupted(Exception):
    """Ctrl-C at a prompt: leave as 'quit' does (every move made is stored already)."""


async def _new(service: GameService, args: argparse.Namespace) -> int:
    """A new hot-seat game, started; nothing is stored if anything is refused."""
    adapter = service.games[args.game]
    wanted: list[str] = []
    if adapter.preference is not None:
        listed = getattr(args, f"{adapter.preference.name}s", None) or ""
        wanted = [w.strip() for w in listed.split(",") if w.strip()]
    _only_its_own_flags(service.games, adapter, args)
    players = args.players if args.players is not None else len(wanted) or adapter.min_seats
    ais = getattr(args, "ai", None) or 0
    people = players - ais  # the AI seats are the last ones, their factions the last of --factions
    level = getattr(args, "level", None) or DEFAULT_LEVEL
    answers = {o.name: getattr(args, o.name) for o in adapter.lobby if getattr(args, o.name, None) is not None}
    if args.option:
        answers["option"] = args.option
    try:
        if not 0 <= ais < players:
            raise ServiceError("host-ai-needs-a-person")
        deadline = LobbyDeadline.chosen(  # the menu asks none of them: no deadline
            getattr(args, "deadline", None), getattr(args, "on_deadline", None), getattr(args, "vacation_days", None)
        )
        options = adapter.game_options(answers)
        if wanted:
            wanted = _preferences(adapter, ",".join(wanted), options, terminal_locale())
        row = await service.create_game(
            LOCAL_USER,
            _user_name(1),
            game_type=adapter.name,
            seats=players,
            options=options,
            seed=args.seed,
            preferences=wanted,
            **deadline.create_kwargs(),
        )
    except RuleError as e:
        raise Failure(told(ServiceError.refused(e))) from e
    except ServiceError as e:
        raise Failure(told(e)) from e
    try:
        for i in range(1, people):
            await service.join(row.id, LOCAL_USER, _user_name(i + 1))
        for choice in wanted[:people]:
            await service.prefer(row.id, LOCAL_USER, choice)
        for i in range(people, players):  # the last seats
            await service.add_ai(row.id, LOCAL_USER, level, wanted[i] if i < len(wanted) else None)
        await service.start(row.id, LOCAL_USER)
    except ServiceError as e:
        await service.discard(row.id, LOCAL_USER)  # no lobby left behind
        raise Failure(told(e)) from e
    print(say(terminal_locale(), "host-local-new-game", game=row.id), flush=True)
    if deadline.hours is not None:
        print(deadline_words(deadline.hours, deadline.on_deadline, deadline.vacation_days, terminal_locale()))
    return row.id


def _only_its_own_flags(
    games: dict[str, GameAdapter[Any]], adapter: GameAdapter[Any], args: argparse.Namespace
) -> None:
    """Refuse another game's flags (--board for Keyflower): silently dropped, the game would not be
    the one asked for. `--option` (rule options outright) goes with games that have rule options."""
    own = {o.name for o in adapter.lobby}
    if "options" in own:
        own.add("option")
    flags = [o.name for o in _lobby_options(games).values()] + ["option"]
    flags += [f"{a.preference.name}s" for a in games.values() if a.preference is not None]
    if adapter.preference is not None:
        own.add(f"{adapter.preference.name}s")
    given = [name for name in dict.fromkeys(flags) if name not in own and getattr(args, name, None) is not None]
    if given:
        theirs = ", ".join("--" + n.replace("_", "-") for n in sorted(own)) or "none"
        flag = "--" + given[0].replace("_", "-")
        raise Failure(f"{flag} is not an option of {adapter.title} (its options: {theirs})")


def told(error: ServiceError) -> str:
    """A refusal in the terminal's language."""
    return say(terminal_locale(), error.code, **error.params)


def _named(seats: str, user: str) -> str:
    return seats


def _user_name(seat: int = 1) -> str:
    """The name of the terminal's player at a seat: $USER ('Ana', 'Ana 2', ...), or without it
    'Player 1', 'Player 2' in the terminal's language (never a bare 'Player')."""
    user = os.environ.get("USER", "").strip()
    if not user:
        return say(terminal_locale(), "host-local-player", seat=seat)
    return user.capitalize() if seat == 1 else f"{user.capitalize()} {seat}"


async def _menu(service: GameService, terminal: Terminal) -> None:
    """New game, resume N, list, help, quit: in any letter case; anything else is told back."""
    while True:
        games = await service.list_games(statuses=["active", "lobby"])
        listed = ", ".join(_game_words(service, g, terminal.locale) for g in games)
        terminal.tell("host-local-games", games=listed or say(terminal.locale, "host-local-none"))
        line = terminal.read(say(terminal.locale, "host-local-menu-prompt") + " ")
        if line is None:
            return
        words = line.lower().split()
        if not words:
            continue
        command = words[0]
        if command in QUIT:
            return
        if command in HELP:
            terminal.tell("host-local-menu-help")
        elif command in ("new", "n", "novo"):
            try:
                game_id = await _new(service, _ask_new_game(service, terminal))
            except Failure as e:
                terminal.say(f"  ! {e}")
                continue
            await terminal.play(game_id)
        elif command in RESUME and len(words) == 2 and words[1].isdecimal():
            try:
                await terminal.play(int(words[1]))
            except ServiceError as e:
                terminal.refused(e)
        elif command in RESUME:
            terminal.tell("host-local-resume-which")
        elif command in ("list", "l", "lista", "listar"):
            for g in await service.list_games():
                terminal.say(_game_words(service, g, terminal.locale))
        else:
            terminal.tell("host-local-menu-unknown", text=quote(line))


def _game_words(service: GameService, row: Any, locale: str) -> str:
    status = say(locale, f"host-status-{row.status}") if row.status in ("lobby", "active", "finished") else row.status
    title = service.games[row.game_type].title if row.game_type in service.games else row.game_type
    return say(locale, "host-local-game", game=row.id, title=title, status=status, moves=row.moves)


def _ask_new_game(service: GameService, terminal: Terminal) -> argparse.Namespace:
    """A new game's settings, asked one by one in words, each with its default (Enter takes it)
    and checked as it is given: a bad answer is asked again, with why and the choices, and
    nothing typed before is lost. Options only some games need (Keyflower's variants without The
    Merchants) are not asked; the factions are asked last, among those the options allow."""
    locale = terminal.locale
    games = list(service.games)

    def game(text: str) -> str:
        found = [g for g in games if g == text.lower() or service.games[g].title.lower() == text.lower()]
        if not found:
            raise Failure(say(locale, "host-local-not-a-game", text=quote(text, 20), games=", ".join(games)))
        return found[0]

    name = (
        terminal.ask(say(locale, "host-local-ask-game", games=", ".join(games)), games[0], game)
        if len(games) > 1
        else games[0]
    )
    adapter = service.games[name]

    def players(text: str) -> int:
        if not text.isdecimal() or not adapter.min_seats <= int(text) <= adapter.max_seats:
            raise Failure(
                say(
                    locale, "host-local-not-players", text=quote(text, 20), min=adapter.min_seats, max=adapter.max_seats
                )
            )
        return int(text)

    question = say(locale, "host-local-ask-players", min=adapter.min_seats, max=adapter.max_seats)
    seats = terminal.ask(question, str(adapter.min_seats), players)
    given: dict[str, Any] = {}
    while True:
        for option in adapter.lobby:
            if option.asked is not None and not option.asked(given):
                given.pop(option.name, None)
                continue
            before = given.get(option.name, option.default)
            value = terminal.ask(
                _question(adapter, option, locale),
                _shown(before, locale),
                partial(_option_answer, adapter, option, given=given, seats=seats, locale=locale),
            )
            if value is None:
                given.pop(option.name, None)
            else:
                given[option.name] = value
        try:
            options = _game_options(adapter, given, seats)
            break
        except Failure as e:  # the answers together: asked again, each with its answer as default
            terminal.say(f"  ! {e}")
    answers: dict[str, Any] = {"game": adapter.name, "seed": None, "option": None, "players": seats, **given}
    if adapter.preference is not None:
        plural = f"{adapter.preference.name}s"
        words = catalogue(locale).attribute(f"cmd-{adapter.prefix}-{adapter.preference.name}", "description") or plural
        answers[plural] = terminal.ask(
            say(locale, "host-local-ask-preferences", what=words),
            "",
            lambda text: ",".join(_preferences(adapter, text, options, locale)),
        )
    return argparse.Namespace(**answers)


def _question(adapter: GameAdapter[Any], option: Option, locale: str) -> str:
    """A lobby option asked in words: its description, and its choices or yes/no."""
    words = catalogue(locale).attribute(f"cmd-{adapter.prefix}-new-{option.name}", "description") or option.name
    if option.kind is bool:
        return say(locale, "host-local-ask-yes-no", question=words)
    if option.choices:
        return say(locale, "host-local-ask-choices", question=words, choices=", ".join(option.choices))
    return words


def _shown(value: Any, locale: str) -> str:
    """An answer as the question shows it for its default."""
    if isinstance(value, bool):
        return say(locale, "host-local-yes" if value else "host-local-no")
    return "" if value is None else str(value)


def _option_answer(
    adapter: GameAdapter[Any], option: Option, text: str, given: Mapping[str, Any], seats: int, locale: str
) -> Any:
    """An answer to a lobby option, or Failure saying why not (the game's words, the choices)."""
    if not text:
        return None
    if option.kind is bool:
        lowered = text.lower()
        if lowered in YES or lowered == say(locale, "host-local-yes").lower():
            return True
        if lowered in NO or lowered == say(locale, "host-local-no").lower():
            return False
        raise Failure(say(locale, "host-local-not-yes-no", text=quote(text, 20)))
    if option.kind is int:
        if not text.lstrip("-").isdecimal():
            raise Failure(say(locale, "host-local-not-a-number", text=quote(text, 20)))
        return int(text)
    exact = [c for c in option.choices if c.lower() == text.lower()]
    if exact:
        return exact[0]
    _game_options(adapter, {**given, option.name: text}, seats)  # an alias the game reads, or its refusal
    return text


def _game_options(adapter: GameAdapter[Any], answers: Mapping[str, Any], seats: int) -> dict[str, Any]:
    """The engine's options of these lobby answers, which a game of `seats` must accept."""
    try:
        options = adapter.game_options(answers)
        adapter.engine.new_game(options, seats, "check")
    except RuleError as e:
        raise Failure(told(ServiceError.refused(e))) from e
    return options


def allowed_preferences(adapter: GameAdapter[Any], options: Mapping[str, Any]) -> list[str]:
    """The preferences (factions) a game with these options allows."""
    return [c for c in adapter.preference_choices() if adapter.preference_conflict([], c, options) is None]


def _preferences(adapter: GameAdapter[Any], text: str, options: Mapping[str, Any], locale: str) -> list[str]:
    """Seats' preferences, comma separated: each one the options allow, none in conflict with
    those before it; a misspelt one is refused naming the nearest the options allow."""
    allowed = allowed_preferences(adapter, options)
    wanted: list[str] = []
    for word in (w.strip() for w in text.split(",")):
        if not word:
            continue
        if word.lower() not in allowed:
            nearest = best_matches(allowed, word, limit=3) or difflib.get_close_matches(word.lower(), allowed, 3, 0.5)
            raise Failure(
                say(
                    locale,
                    "host-local-not-allowed",
                    text=quote(word, 20),
                    nearest=", ".join(nearest) or "-",
                    choices=", ".join(allowed),
                )
            )
        conflict = adapter.preference_conflict(wanted, word.lower(), options)
        if conflict is not None:
            raise Failure(told(ServiceError.refused(conflict)))
        wanted.append(word.lower())
    return wanted


def _image_path(args: argparse.Namespace) -> Path | None:
    """Where boards are written, checked before anything else happens."""
    if args.no_image:
        return None
    image = Path(args.image)
    if image.is_dir():
        raise Failure(f"--image {image} is a folder; give a file name, e.g. {image / 'board.png'}")
    folder = image.parent if str(image.parent) else Path(".")
    if not folder.is_dir():
        raise Failure(f"--image {image}: there is no folder {folder}")
    if not os.access(folder, os.W_OK) or (image.exists() and not os.access(image, os.W_OK)):
        raise Failure(f"--image {image} can't be written; give another path or --no-image")
    return image


def _global_options(parser: argparse.ArgumentParser, defaults: bool) -> None:
    """The options every command takes, before or after its name: with `defaults` (the main
    parser) they have their defaults; after a command's name they are only set when given."""

    def default(value: Any) -> Any:
        return value if defaults else argparse.SUPPRESS

    parser.add_argument(
        "--db", default=default(None), help="the database: a SQLite file or a URL (default from the configuration)"
    )
    parser.add_argument(
        "--image",
        default=default("board.png"),
        help="where to write the board after each move (default: board.png in the current folder; "
        "a plan's goes beside it, board-plan.png)",
    )
    parser.add_argument("--no-image", action="store_true", default=default(False), help="don't write board images")
    parser.add_argument(
        "--init-db",
        action="store_true",
        default=default(False),
        help="create the games database in an existing empty file",
    )


def _option_help(games: dict[str, GameAdapter[Any]], name: str) -> str:
    """A lobby option's help: each game's description of it (the catalogue's), and its choices."""
    parts = []
    for adapter in games.values():
        option = next((o for o in adapter.lobby if o.name == name), None)
        if option is None:
            continue
        words = catalogue("en").attribute(f"cmd-{adapter.prefix}-new-{name}", "description") or name
        choices = f" ({', '.join(option.choices)})" if option.choices else ""
        parts.append(f"{adapter.title}: {words}{choices}")
    return "; ".join(parts).replace("%", "%%")


class _Parser(argparse.ArgumentParser):
    """A bad command line is one line, as every other failure here (not the whole usage)."""

    def error(self, message: str) -> Any:
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


def parser_of(games: dict[str, GameAdapter[Any]]) -> argparse.ArgumentParser:
    parser = _Parser(prog=f"{python_command()} -m bot.local", description=__doc__.split("\n")[0])
    _global_options(parser, defaults=True)
    common = _Parser(add_help=False)
    _global_options(common, defaults=False)
    sub = parser.add_subparsers(dest="command")
    names = list(games)
    new = sub.add_parser("new", parents=[common], help="start a new hot-seat game and play it")
    new.add_argument("--game", choices=names, default=names[0], help=f"which game (default: {names[0]})")
    new.add_argument("--players", type=int, help="how many players (default: as many as the preferences given)")
    new.add_argument("--seed", help="the seed of the game's randomness (default: a random one)")
    new.add_argument("--ai", type=int, default=0, help="how many of the seats AI players take (the last ones)")
    new.add_argument("--level", choices=LEVELS, help=f"the AI players' level (default: {DEFAULT_LEVEL})")
    for preference in {a.preference.name for a in games.values() if a.preference is not None}:
        new.add_argument(f"--{preference}s", help=f"the {preference} of each seat, comma separated, in seat order")
    for option in _lobby_options(games).values():
        flag = "--" + option.name.replace("_", "-")
        words = _option_help(games, option.name)
        if option.kind is bool:
            new.add_argument(flag, dest=option.name, action="store_true", default=None, help=words)
        else:
            # No choices enforced here: the game also reads aliases (--board lakes) and refuses in words.
            new.add_argument(flag, dest=option.name, type=option.kind, help=words)
    new.add_argument("--deadline", help=f"how long a seat has for each move: {', '.join(DEADLINES)} (default: none)")
    new.add_argument(
        "--on-deadline", help=f"what happens to a seat at its deadline: {', '.join(ON_DEADLINE)} (default: drop)"
    )
    new.add_argument("--vacation-days", type=float, help="the vacation days each player may take (default: 7)")
    new.add_argument(
        "--option",
        action="append",
        help="a rule option by its name (repeat): these replace the game's usual ones",
    )
    play = sub.add_parser("play", aliases=["resume"], parents=[common], help="resume a game")
    play.add_argument("game_id", type=int)
    sub.add_parser("list", parents=[common], help="the games stored")
    imp = sub.add_parser("import", parents=[common], help="import a recorded game")
    imp.add_argument("file")
    imp.add_argument("--game", choices=names, default=names[0], help=f"which game (default: {names[0]})")
    show = sub.add_parser("show", parents=[common], help="a stored game's scores")
    show.add_argument("game_id", type=int)
    export = sub.add_parser("export", parents=[common], help="a stored game's move log")
    export.add_argument("game_id", type=int)
    add_show_options(sub.add_parser("ratings", parents=[common], help="the ratings of the finished games"), names)
    return parser


async def run(argv: list[str] | None = None) -> int:
    games = adapters()
    args = parser_of(games).parse_args(argv)
    try:
        settings = load_settings()
        image = _image_path(args)
        store = await Store.open(args.db or settings.database, create=args.init_db)
    except (Failure, StoreError, ConfigError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    service = GameService(
        store, reminder_hours=settings.reminder_hours, games=games, state_cache_games=settings.state_cache_games
    )
    terminal = Terminal(service, image, db=args.db)
    try:
        await _command(service, terminal, args)
    except Interrupted:
        print(file=sys.stderr)
        terminal.left()
        return 130
    except ServiceError as e:
        print(f"error: {told(e)}", file=sys.stderr)
        return 1
    except (Failure, StoreError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        await terminal.close()
        await store.close()
    return 0


async def _command(service: GameService, terminal: Terminal, args: argparse.Namespace) -> None:
    if args.command == "import":
        try:
            text = Path(args.file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise Failure(f"Can't read {args.file}: {getattr(e, 'strerror', None) or e}") from e
        name = Path(args.file).name
        row = await service.import_game(text, LOCAL_USER, _user_name(1), name=name, game_type=args.game)
        print(json.dumps(game_line(service, row, (await service.view(row.id)).view())))
    elif args.command == "show":
        loaded = await service.view(args.game_id)
        print(json.dumps(game_line(service, loaded.row, loaded.view())))
    elif args.command == "export":
        print(await service.export(args.game_id), end="")
    elif args.command == "ratings":
        await show_ratings(service, args.game, args.table, args.json)
    elif args.command == "list":
        for g in await service.list_games():
            print(f"{g.id}: {g.game_type} {g.status}, {g.moves} moves")
    elif args.command == "new":
        await terminal.play(await _new(service, args))
    elif args.command in ("play", "resume"):
        await terminal.play(args.game_id)
    else:
        await _menu(service, terminal)


def main(argv: list[str] | None = None) -> int:
    # Ctrl-C as a plain KeyboardInterrupt where it happens (a prompt), not asyncio's cancellation
    # of the whole run, which would leave the database's thread behind.
    with contextlib.suppress(ValueError):  # not in the main thread
        signal.signal(signal.SIGINT, _interrupt)
    try:
        return asyncio.run(run(argv))
    except KeyboardInterrupt:  # elsewhere than at a prompt
        print(file=sys.stderr)
        return 130


class CtrlC:
    """Ctrl-C at a prompt leaves at once; pressed while a game's move is being played, it leaves at
    the next prompt, once the move is stored and told (pressed twice, at once)."""

    at_prompt = False
    playing = False
    pending = False


def _interrupt(signum: int, frame: object) -> None:
    if CtrlC.at_prompt or not CtrlC.playing or CtrlC.pending:
        raise KeyboardInterrupt
    CtrlC.pending = True


if __name__ == "__main__":
    sys.exit(main())
