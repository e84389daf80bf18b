"""Play in a terminal, hot seat, with the same service and store as the bot: no Discord needed.

    python -m bot.local [--db PATH]                  a menu: new game, list, resume
    python -m bot.local new [--game GAME] --players 2 [--factions witches,nomads] [--seed S] [game options]
    python -m bot.local play GAME_ID                 resume a game
    python -m bot.local list
    python -m bot.local import FILE [--game GAME]    prints {"game_id", "vp", "finished"}
    python -m bot.local show GAME_ID                 prints the same line for a stored game
    python -m bot.local export GAME_ID               the move log in the community notation

`new` takes each game's lobby options as flags (Terra Mystica: --board, --merchants, --final-tile,
--options '+x -y'; --option NAME, repeated, sets the rule options outright) and its seat
preference in seat order (--factions). Moves are typed in notation (tab completes the legal ones).
`name: move` plays for another seat (a power offer, for instance); `undo`, `legal`, `log`,
`status` (the deciding seat's own view), `board`, `help` and `quit` do what they say. After each
move the board is written to an image (--image, default board.png). The terminal speaks
Portuguese when LANG says so (pt_BR.UTF-8).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules.core import RuleError

from .config import load_settings
from .games import GameAdapter, Option, View, adapters
from .i18n import locale_of, say
from .service import GameService, Loaded, ServiceError
from .store import Store, StoreError

LOCAL_USER = "local"
HELP = (
    "Type a move in notation; tab completes the legal ones ('legal' lists them).\n"
    "'name: move' plays for that seat. Commands: undo, legal, log, status, board, help, quit."
)


class Terminal:
    def __init__(self, service: GameService, image: Path | None, out: Any = None) -> None:
        self.service = service
        self.image = image
        self.out = out if out is not None else sys.stdout  # the stdout of now, not of import time
        self.locale = terminal_locale()
        self.interactive = sys.stdin.isatty()
        self._completions: list[str] = []
        self._screen: int | None = None  # whose private view is on the screen (hot seat)
        if self.interactive:
            self._setup_readline()

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

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
        try:
            if self.interactive:
                return input(prompt)
            line = sys.stdin.readline()
            if not line:
                return None
            self.say(prompt + line.rstrip("\n"))
            return line
        except EOFError:
            return None
        except KeyboardInterrupt:
            raise Interrupted from None

    async def play(self, game_id: int) -> None:
        loaded = await self.service.view(game_id)
        adapter = loaded.adapter
        self.say(adapter.summary(loaded.view()))
        self.say(HELP)
        while True:
            loaded = await self.service.view(game_id)
            if loaded.row.status != "active":
                self.say(adapter.summary(loaded.view()))
                self.say(f"The game is over: {json.dumps(adapter.vp(loaded.view()))}")
                return
            seat = self._next_seat(loaded)
            if adapter.hidden_information and seat != self._screen:
                self._pass_screen(loaded, seat)
            name = adapter.seat_label(loaded.view(), seat, self.locale)
            self._completions = adapter.engine.legal_actions(loaded.state, seat) if self.interactive else []
            line = self.read(f"{name} > ")
            if line is None or line.strip().lower() in ("quit", "exit"):
                return
            await self._handle(game_id, seat, line.strip())

    def _pass_screen(self, loaded: Loaded, seat: int) -> None:
        """Hot seat with hidden information: the screen goes to the next player, and only then
        shows that player's own position (their screen, their hand)."""
        adapter = loaded.adapter
        if self.interactive:
            print("\033[2J\033[H", end="", file=self.out, flush=True)  # what the last player saw goes
        who = adapter.seat_label(loaded.view(), seat, self.locale)
        names = _names(loaded)
        self.say(say(self.locale, "host-pass-screen", seat=who, user=names[seat] if seat < len(names) else ""))
        if self.interactive:
            self.read("")
        self._screen = seat
        self.say(adapter.status(loaded.view(seat), seat, self.locale))

    def _next_seat(self, loaded: Loaded) -> int:
        """The engine lists the most urgent decisions first (power offers before the next turn)."""
        deciding = list(loaded.adapter.engine.to_decide(loaded.state))
        return deciding[0] if deciding else 0

    async def _handle(self, game_id: int, seat: int, line: str) -> None:
        if not line:
            return
        lowered = line.lower()
        loaded = await self.service.view(game_id)
        adapter = loaded.adapter
        if lowered == "help":
            self.say(HELP)
            return
        if lowered == "legal":
            self.say("\n".join(adapter.engine.legal_actions(loaded.state, seat)) or "(none)")
            return
        if lowered == "log":
            for move in await self.service.log(game_id, self.locale):
                self.say(f"{move.seq:>4} {move.seat_label}: {move.text}")
            return
        if lowered == "status":
            self.say(adapter.status(loaded.view(seat), seat, self.locale))
            return
        if lowered == "board":
            self._write_board(adapter, loaded.view(), None, _names(loaded))
            return
        if lowered == "undo":
            try:
                outcome = await self.service.request_undo(game_id, LOCAL_USER)
            except ServiceError as e:
                self.say(f"  ! {told(e)}")
                return
            self.say(f"  undone: {adapter.public_move(outcome.text)}")
            loaded = await self.service.view(game_id)
            self.say(adapter.summary(loaded.view()))
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
            self.say(f"  ! {told(e)}")
            return
        except StoreError as e:  # e.g. locked by another program for a moment: the move can be typed again
            self.say(f"  ! {e}")
            return
        for event in result.events:
            if event.kind not in ("round",):
                self.say(f"  * {event.text}")
        engine = adapter.engine
        before = engine.view(result.previous, None) if result.previous is not None else None
        self._write_board(adapter, engine.view(result.state, None), before, _names(loaded))
        self.say(adapter.summary(engine.view(result.state, None)))

    def _write_board(
        self, adapter: GameAdapter[Any], view: View, before: View | None, names: Sequence[str] = ()
    ) -> None:
        if self.image is None:
            return
        try:
            self.image.write_bytes(adapter.render(view, before, self.locale, names))
        except OSError as e:  # the move is stored; only the picture is missing
            self.say(f"  ! the board can't be written to {self.image}: {e.strerror or e}")
            return
        self.say(f"  (board: {self.image})")


def _names(loaded: Loaded) -> list[str]:
    by_seat = {s.seat: s.user_name for s in loaded.seats}
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
    players = args.players or len(wanted) or adapter.min_seats
    answers = {o.name: getattr(args, o.name) for o in adapter.lobby if getattr(args, o.name, None) is not None}
    if args.option:
        answers["option"] = args.option
    try:
        options = adapter.game_options(answers)
        row = await service.create_game(
            LOCAL_USER,
            _user_name(),
            game_type=adapter.name,
            seats=players,
            options=options,
            seed=args.seed,
            preferences=wanted,
        )
    except RuleError as e:
        raise Failure(told(ServiceError.refused(e))) from e
    except ServiceError as e:
        raise Failure(told(e)) from e
    try:
        for i in range(1, players):
            await service.join(row.id, LOCAL_USER, f"{_user_name()} {i + 1}")
        for choice in wanted:
            await service.prefer(row.id, LOCAL_USER, choice)
        await service.start(row.id, LOCAL_USER)
    except ServiceError as e:
        await service.discard(row.id, LOCAL_USER)  # no lobby left behind
        raise Failure(told(e)) from e
    print(f"New game {row.id}", flush=True)
    return row.id


def told(error: ServiceError) -> str:
    """A refusal in the terminal's language."""
    return say(terminal_locale(), error.code, **error.params)


def _user_name() -> str:
    return os.environ.get("USER", "Player").capitalize()


async def _menu(service: GameService, terminal: Terminal) -> None:
    while True:
        games = await service.list_games(statuses=["active", "lobby"])
        terminal.say("Games: " + (", ".join(f"{g.id} ({g.game_type}, {g.moves} moves)" for g in games) or "none"))
        line = terminal.read("new / resume N / list / quit > ")
        if line is None or line.strip().lower() in ("quit", "exit", "q"):
            return
        words = line.split()
        if not words:
            continue
        if words[0] == "new":
            try:
                game_id = await _new(service, _ask_new_game(service, terminal))
            except Failure as e:
                terminal.say(f"  ! {e}")
                continue
            await terminal.play(game_id)
        elif words[0] == "resume" and len(words) > 1 and words[1].isdigit():
            try:
                await terminal.play(int(words[1]))
            except ServiceError as e:
                terminal.say(f"  ! {told(e)}")
        elif words[0] == "list":
            for g in await service.list_games():
                terminal.say(f"{g.id}: {g.game_type} {g.status}, {g.moves} moves")


def _ask_new_game(service: GameService, terminal: Terminal) -> argparse.Namespace:
    """A new game's settings, asked one by one (empty answers keep the game's defaults)."""
    names = list(service.games)
    game = names[0]
    if len(names) > 1:
        game = (terminal.read(f"Game ({', '.join(names)}) > ") or "").strip() or game
    if game not in service.games:
        raise Failure(f"'{game[:20]}' is not a game here; games: {', '.join(names)}")
    adapter = service.games[game]
    answers: dict[str, Any] = {"game": adapter.name, "seed": None, "option": None}
    players = (terminal.read(f"Players ({adapter.min_seats}-{adapter.max_seats}) > ") or "").strip()
    players = players or str(adapter.min_seats)
    if not players.isdecimal():
        raise Failure(f"'{players[:20]}' is not a number of players ({adapter.min_seats} to {adapter.max_seats})")
    answers["players"] = int(players)
    if adapter.preference is not None:
        plural = f"{adapter.preference.name}s"
        answers[plural] = terminal.read(f"{plural.capitalize()}, comma separated (empty: choose in the game) > ")
    for option in adapter.lobby:
        hint = f" ({', '.join(option.choices)})" if option.choices else " (y/N)" if option.kind is bool else ""
        given = (terminal.read(f"{option.name}{hint} > ") or "").strip()
        if option.kind is bool:
            answers[option.name] = given.lower().startswith("y")
        elif given:
            answers[option.name] = int(given) if option.kind is int and given.isdigit() else given
    return argparse.Namespace(**answers)


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


async def run(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.local", description=__doc__.split("\n")[0])
    parser.add_argument("--db", help="the SQLite file (default from the configuration)")
    parser.add_argument("--image", default="board.png", help="where to write the board after each move")
    parser.add_argument("--no-image", action="store_true", help="don't write board images")
    parser.add_argument("--init-db", action="store_true", help="create the games database in an existing empty file")
    sub = parser.add_subparsers(dest="command")
    games = adapters()
    names = list(games)
    new = sub.add_parser("new", help="start a new hot-seat game and play it")
    new.add_argument("--game", choices=names, default=names[0], help=f"which game (default: {names[0]})")
    new.add_argument("--players", type=int)
    new.add_argument("--seed")
    for preference in {a.preference.name for a in games.values() if a.preference is not None}:
        new.add_argument(f"--{preference}s", help=f"the {preference} of each seat, comma separated, in seat order")
    for option in _lobby_options(games).values():
        flag = "--" + option.name.replace("_", "-")
        if option.kind is bool:
            new.add_argument(flag, dest=option.name, action="store_true", default=None)
        else:
            # No choices here: the game also reads aliases (--board lakes) and refuses in words.
            new.add_argument(flag, dest=option.name, type=option.kind)
    new.add_argument(
        "--option",
        action="append",
        help="a rule option by its name (repeat): these replace the game's usual ones",
    )
    play = sub.add_parser("play", help="resume a game")
    play.add_argument("game_id", type=int)
    sub.add_parser("list", help="the games stored")
    imp = sub.add_parser("import", help="import a recorded game")
    imp.add_argument("file")
    imp.add_argument("--game", choices=names, default=names[0], help=f"which game (default: {names[0]})")
    show = sub.add_parser("show", help="a stored game's scores")
    show.add_argument("game_id", type=int)
    export = sub.add_parser("export", help="a stored game's move log")
    export.add_argument("game_id", type=int)
    args = parser.parse_args(argv)

    settings = load_settings()
    try:
        image = _image_path(args)
        store = await Store.open(args.db or settings.database_path, create=args.init_db)
    except (Failure, StoreError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    service = GameService(store, reminder_hours=settings.reminder_hours, games=games)
    terminal = Terminal(service, image)
    try:
        await _command(service, terminal, args)
    except Interrupted:
        print(file=sys.stderr)
        return 130
    except ServiceError as e:
        print(f"error: {told(e)}", file=sys.stderr)
        return 1
    except (Failure, StoreError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        await store.close()
    return 0


async def _command(service: GameService, terminal: Terminal, args: argparse.Namespace) -> None:
    if args.command == "import":
        try:
            text = Path(args.file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise Failure(f"Can't read {args.file}: {getattr(e, 'strerror', None) or e}") from e
        name = Path(args.file).name
        row = await service.import_game(text, LOCAL_USER, _user_name(), name=name, game_type=args.game)
        print(json.dumps(game_line(service, row, (await service.view(row.id)).view())))
    elif args.command == "show":
        loaded = await service.view(args.game_id)
        print(json.dumps(game_line(service, loaded.row, loaded.view())))
    elif args.command == "export":
        print(await service.export(args.game_id), end="")
    elif args.command == "list":
        for g in await service.list_games():
            print(f"{g.id}: {g.game_type} {g.status}, {g.moves} moves")
    elif args.command == "new":
        await terminal.play(await _new(service, args))
    elif args.command == "play":
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


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


if __name__ == "__main__":
    sys.exit(main())
