"""Play in a terminal, hot seat, with the same service and store as the bot: no Discord needed.

    python -m bot.local [--db PATH]                  a menu: new game, list, resume
    python -m bot.local new --players 2 --factions witches,nomads [--board base] [--seed S] [--merchants]
        [--fire-ice]
    python -m bot.local play GAME_ID                 resume a game
    python -m bot.local list
    python -m bot.local import FILE                  prints {"game_id", "vp", "finished"}
    python -m bot.local show GAME_ID                 prints the same line for a stored game
    python -m bot.local export GAME_ID               the move log in the community notation

Moves are typed in notation (tab completes the legal ones). `faction: move` plays for another
seat (power offers, for instance); `undo`, `legal`, `log`, `board`, `help` and `quit` do what they say.
After each move the board is written to an image (--image, default board.png).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

from .config import load_settings
from .i18n import locale_of, say
from .service import GameService, ServiceError
from .store import Store, StoreError

LOCAL_USER = "local"
HELP = (
    "Type a move in notation (e.g. 'build E5', 'dig 1. build E3', 'pass BON3'); tab completes.\n"
    "'faction: move' plays for that seat. Commands: undo, legal, log, board, help, quit."
)


class Terminal:
    def __init__(self, service: GameService, image: Path | None, out: Any = sys.stdout) -> None:
        self.service = service
        self.image = image
        self.out = out
        self.interactive = sys.stdin.isatty()
        self._completions: list[str] = []
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
        self.say(adapter.summary(loaded.state))
        self.say(HELP)
        while True:
            loaded = await self.service.view(game_id)
            state = loaded.state
            if loaded.row.status != "active":
                self.say(adapter.summary(state))
                self.say(f"The game is over: {json.dumps(adapter.vp(state))}")
                return
            seat = self._next_seat(loaded)
            name = adapter.seat_name(state, seat)
            self._completions = adapter.engine.legal_actions(state, seat) if self.interactive else []
            line = self.read(f"{name} > ")
            if line is None or line.strip().lower() in ("quit", "exit"):
                return
            await self._handle(game_id, seat, line.strip())

    def _next_seat(self, loaded: Any) -> int:
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
            for move, who in await self.service.log(game_id):
                self.say(f"{move.seq:>4} {who}: {move.text}")
            return
        if lowered == "board":
            self._write_board(adapter, loaded.state, None)
            return
        if lowered == "undo":
            try:
                outcome = await self.service.request_undo(game_id, LOCAL_USER)
            except ServiceError as e:
                self.say(f"  ! {told(e)}")
                return
            self.say(f"  undone: {outcome.text}")
            loaded = await self.service.view(game_id)
            self.say(adapter.summary(loaded.state))
            return
        head, sep, rest = line.partition(":")
        if sep and not rest.startswith(("F", "f")) and head.strip().lower() in _faction_names(loaded):
            seat = _faction_names(loaded)[head.strip().lower()]
            line = rest.strip()
        try:
            result = await self.service.act(game_id, LOCAL_USER, line, seat=seat)
        except ServiceError as e:
            self.say(f"  ! {told(e)}")
            return
        except StoreError as e:  # e.g. locked by another program for a moment: the move can be typed again
            self.say(f"  ! {e}")
            return
        for event in result.events:
            if event.kind not in ("round",):
                self.say(f"  * {event.text}")
        self._write_board(adapter, result.state, result.previous)
        self.say(adapter.summary(result.state))

    def _write_board(self, adapter: Any, state: Any, previous: Any) -> None:
        if self.image is None:
            return
        try:
            self.image.write_bytes(adapter.render(state, previous))
        except OSError as e:  # the move is stored; only the picture is missing
            self.say(f"  ! the board can't be written to {self.image}: {e.strerror or e}")
            return
        self.say(f"  (board: {self.image})")


def _faction_names(loaded: Any) -> dict[str, int]:
    state = loaded.state
    names: dict[str, int] = {}
    for seat in range(len(getattr(state, "seats", []))):
        f = state.faction_at(seat)
        if f is not None:
            names[f.name] = seat
            names[f.display.lower()] = seat
    return names


def game_line(service: GameService, row: Any, state: Any) -> dict[str, Any]:
    adapter = service.games[row.game_type]
    return {"game_id": row.id, "vp": adapter.vp(state), "finished": row.status == "finished"}


class Failure(Exception):
    """What stops a command, said in one line."""


class Interrupted(Exception):
    """Ctrl-C at a prompt: leave as 'quit' does (every move made is stored already)."""


async def _new(service: GameService, args: argparse.Namespace) -> int:
    """A new hot-seat game, started; nothing is stored if anything is refused."""
    factions = [f.strip() for f in (args.factions or "").split(",") if f.strip()]
    players = args.players or len(factions) or 2
    from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
    from rules.terra_mystica.engine import FIRE_AND_ICE_PUBLISHED, NEW_GAME_OPTIONS

    options: dict[str, Any] = {"board": args.board, "options": args.option or list(NEW_GAME_OPTIONS)}
    if getattr(args, "merchants", False):
        options["options"] = [*options["options"], MERCHANTS]
    if getattr(args, "fire_ice", False):
        options["options"] = [*options["options"], *FIRE_AND_ICE_PUBLISHED]
    try:
        row = await service.create_game(
            LOCAL_USER, _user_name(), seats=players, options=options, seed=args.seed, factions=factions
        )
    except ServiceError as e:
        raise Failure(told(e)) from e
    try:
        for i in range(1, players):
            await service.join(row.id, LOCAL_USER, f"{_user_name()} {i + 1}")
        for faction in factions:
            await service.choose_faction(row.id, LOCAL_USER, faction)
        await service.start(row.id, LOCAL_USER)
    except ServiceError as e:
        await service.discard(row.id, LOCAL_USER)  # no lobby left behind
        raise Failure(told(e)) from e
    print(f"New game {row.id}", flush=True)
    return row.id


def told(error: ServiceError) -> str:
    """A refusal in the terminal's language (LANG: pt_BR gives Portuguese)."""
    return say(locale_of(os.environ.get("LANG", "")), error.code, **error.params)


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
                game_id = await _new(service, await _ask_new_game(terminal))
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


async def _ask_new_game(terminal: Terminal) -> argparse.Namespace:
    answer = (terminal.read("Players (2-5) > ") or "").strip() or "2"
    if not answer.isdecimal():
        raise Failure(f"'{answer[:20]}' is not a number of players (2 to 5)")
    factions = terminal.read("Factions, comma separated (empty: choose in the game) > ") or ""
    board = (terminal.read("Board (base, revised, fire-ice, lakes, fjords) > ") or "").strip() or "base"
    merchants = (terminal.read("Merchants of the Seas? (y/N) > ") or "").strip().lower().startswith("y")
    fire_ice = (terminal.read("Fire & Ice's factions? (y/N) > ") or "").strip().lower().startswith("y")
    return argparse.Namespace(
        players=int(answer),
        factions=factions,
        board=board,
        seed=None,
        option=None,
        merchants=merchants,
        fire_ice=fire_ice,
    )


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
    new = sub.add_parser("new", help="start a new hot-seat game and play it")
    new.add_argument("--players", type=int)
    new.add_argument("--factions", help="comma separated, in seat order")
    new.add_argument("--board", default="base")
    new.add_argument("--seed")
    new.add_argument("--merchants", action="store_true", help="play the expansion Merchants of the Seas")
    new.add_argument("--fire-ice", action="store_true", help="add Fire & Ice's six factions")
    new.add_argument(
        "--option",
        action="append",
        help="a rule option (repeat); default: the tournament set and Appendix VIII's starting VP",
    )
    play = sub.add_parser("play", help="resume a game")
    play.add_argument("game_id", type=int)
    sub.add_parser("list", help="the games stored")
    imp = sub.add_parser("import", help="import a recorded game")
    imp.add_argument("file")
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
    service = GameService(store, reminder_hours=settings.reminder_hours)
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
        row = await service.import_game(text, LOCAL_USER, _user_name(), name=Path(args.file).name)
        print(json.dumps(game_line(service, row, await service.state(row.id))))
    elif args.command == "show":
        loaded = await service.view(args.game_id)
        print(json.dumps(game_line(service, loaded.row, loaded.state)))
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
