"""Each game's slash-command group, built from its adapter: the subcommands every game has (new,
join, leave, start, abandon, move, board, status, log, games, undo, resign, settings, replace,
drop) and the game's own shortcuts (`/tm build`). What they do is in table.py.

Names are the English ones (a contract); descriptions, Portuguese names and choices' names are
catalogue messages (`cmd-...`), put in Discord's command picker by translator.py.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice, locale_str

from locales import catalogue

from ..ai.names import AI_GAMES, DEFAULT_LEVEL, LEVELS
from ..deadlines import LobbyDeadline, lobby_options
from ..games import GameAdapter, Option, Shortcut
from ..i18n import locale_of
from ..suggest import best_matches, move_label
from .log_commands import show_log
from .replies import in_time

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger(__name__)

MAX_CHOICES = 25
MAX_CHOICE = 100  # a choice's name and (string) value
# Autocomplete must answer within Discord's 3 seconds and cannot be deferred: a search that
# takes longer answers with nothing rather than not at all.
AUTOCOMPLETE_WITHIN = 2.0
# The subcommands every game has; each one's words are the catalogue's `cmd-<name>`.
Work = Callable[[discord.Interaction[Any], dict[str, Any]], Awaitable[None]]


def text(key: str, default: str, attribute: str | None = None, **params: Any) -> locale_str:
    """A command's name or description: the English text Discord shows by default, with the
    catalogue key (and attribute) the translator looks up for the other languages."""
    return locale_str(default, key=key, attribute=attribute, params=params)


def description(key: str, **params: Any) -> locale_str:
    english = catalogue("en").attribute(key, "description", **params) or key
    return text(key, english[:100], "description", **params)


def choices(pairs: Sequence[tuple[str, str]]) -> list[Choice[str]]:
    """At most 25 choices; a value longer than Discord takes is not offered (cut short, it would
    be another move), a name too long is cut."""
    fitting = [(name, value) for name, value in pairs if 0 < len(value) <= MAX_CHOICE]
    return [Choice(name=(name or value)[:MAX_CHOICE], value=value) for name, value in fitting[:MAX_CHOICES]]


class GroupBuilder:
    """The commands of one game's group, bound to its adapter and to the bot's table."""

    def __init__(self, adapter: GameAdapter[Any], table: Callable[[], Table]) -> None:
        self.adapter = adapter
        self.table = table
        self.params = {
            "game": adapter.title,
            "min": adapter.min_seats,
            "max": adapter.max_seats,
            "example": adapter.example_move,
        }
        self.group = app_commands.Group(
            name=text(f"cmd-{adapter.prefix}", adapter.prefix),
            description=description(f"cmd-{adapter.prefix}", **self.params),
        )

    def build(self) -> app_commands.Group:
        a = self.adapter
        players = Option("players", kind=int, default=a.max_seats, min_value=a.min_seats, max_value=a.max_seats)
        preference = (a.preference,) if a.preference is not None else ()
        deadline = lobby_options(a.name)  # words of their own (deadlines.ftl), the same for every game
        ai = self._ai_options()
        game_words = {o.name for o in a.lobby} | {o.name for o in ai if o.complete is not None}
        self.command("new", [players, *a.lobby, *preference, *ai, *deadline], self._new, game_words=game_words)
        self.command("join", list(preference), lambda i, g: self.table().join(i, a, None, g.get(_name(a.preference))))
        self.command("leave", [], lambda i, g: self.table().leave(i, a))
        self.command("start", [], lambda i, g: self.table().start(i, a))
        self.command("abandon", [], lambda i, g: self.table().abandon(i, a))
        move = Option("action", required=True, complete=self._moves)
        self.command("move", [move], lambda i, g: self.table().play(i, a, str(g["action"])))
        for shortcut in a.shortcuts:
            self.command(shortcut.name, list(shortcut.options), self._shortcut(shortcut), game_command=True)
        if not a.hidden_information:  # trying moves could show what is hidden
            moves = Option("moves", required=True, complete=self._planned_moves)
            self.command("plan", [moves], lambda i, g: self.table().plan(i, a, str(g["moves"])))
        self.command("board", [Option("public", kind=bool, default=False)], self._board)
        self.command("status", [], lambda i, g: self.table().status(i, a))
        self.command(
            "log", [Option("page", kind=int, min_value=1)], lambda i, g: show_log(self.table(), i, a, g.get("page"))
        )
        self.command("games", [], lambda i, g: self.table().games(i))
        self.command("undo", [], lambda i, g: self.table().undo(i, a))
        self.command("resign", [], lambda i, g: self.table().ask_resign(i, a))
        seat = Option("seat", kind=int, required=True, min_value=1, max_value=a.max_seats)
        # a person (`user`) or an AI (`ai`: its level) plays the seat from now on
        taker = [Option("user", kind=discord.User)]
        if a.name in AI_GAMES:
            taker.append(Option("ai", choices=LEVELS))
        self.command("replace", [seat, *taker], self._replace)
        self.command("drop", [seat], lambda i, g: self.table().drop(i, a, int(g["seat"]) - 1))
        if a.settings:
            options = [Option(s.name, kind=bool) for s in a.settings]
            self.command("settings", options, self._settings, game_words={o.name for o in options})
        return self.group

    # What the commands do, beyond passing their options on

    async def _new(self, interaction: discord.Interaction[Any], given: dict[str, Any]) -> None:
        a = self.adapter
        answers = {o.name: given.get(o.name, o.default) for o in a.lobby}
        wanted = given.get(_name(a.preference)) if a.preference else None
        deadline = LobbyDeadline.chosen(given.get("deadline"), given.get("on_deadline"), given.get("vacation_days"))
        ai_seats, hints = self._ai_seats(given), given.get("hints")
        await self.table().new(interaction, a, int(given["players"]), answers, wanted, deadline, ai_seats, hints)

    def _ai_options(self) -> list[Option]:
        """The AI seats of `new`: how many, their level, and (where players choose one) what each
        plays, as a player's preference is chosen."""
        a = self.adapter
        if a.name not in AI_GAMES:
            return []
        options = [
            Option("ai", kind=int, default=0, min_value=0, max_value=a.max_seats - 1),
            Option("level", choices=LEVELS, default=DEFAULT_LEVEL),
            Option("hints", kind=bool),  # None: the host's default (bot/ai: on with an AI seat)
        ]
        if a.preference is not None and a.preference.complete is not None:
            options.append(Option(self._ai_preference_name(), complete=self._ai_preferences))
        return options

    def _ai_preference_name(self) -> str:
        assert self.adapter.preference is not None
        return f"ai_{self.adapter.preference.name}s"  # ai_factions

    def _ai_seats(self, given: Mapping[str, Any]) -> list[tuple[str, str | None]]:
        """(level, preference or None) of each AI seat asked for: `ai` of them, or as many as the
        preferences named; more preferences than seats is refused."""
        if self.adapter.name not in AI_GAMES:
            return []
        typed = given.get(self._ai_preference_name()) if self.adapter.preference is not None else None
        wanted = [p for p in (typed or "").replace(";", ",").split(",") if p.strip()]
        count = given.get("ai") or len(wanted)
        if len(wanted) > count:
            from .table import Refusal  # (the table's modules import this one)

            raise Refusal("host-ai-too-many-choices", n=count, choices=len(wanted))
        level = given.get("level") or DEFAULT_LEVEL
        return [(level, wanted[i].strip() if i < len(wanted) else None) for i in range(count)]

    def _ai_preferences(
        self, legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str
    ) -> list[tuple[str, str]]:
        """The AI seats' preferences, separated by commas: the one being typed is completed as a
        player's preference is, after those typed before it."""
        assert self.adapter.preference is not None and self.adapter.preference.complete is not None
        done, sep, last = typed.rpartition(",")
        head = f"{done}, " if sep else ""
        found = self.adapter.preference.complete(legal, last.strip(), given, locale)
        return [(f"{head}{label}", f"{head}{value}") for label, value in found]

    def _shortcut(self, shortcut: Shortcut) -> Work:
        async def work(interaction: discord.Interaction[Any], given: dict[str, Any]) -> None:
            legal = await self.table().legal(interaction, self.adapter)
            move = shortcut.action(given, legal)
            if isinstance(move, list) and len(move) > 1:  # a choice still open: which one, privately
                await self.table().choose(interaction, self.adapter, move)
                return
            await self.table().play(interaction, self.adapter, move[0] if isinstance(move, list) else move)

        return work

    async def _board(self, interaction: discord.Interaction[Any], given: dict[str, Any]) -> None:
        await self.table().board(interaction, self.adapter, bool(given.get("public")))

    async def _replace(self, interaction: discord.Interaction[Any], given: dict[str, Any]) -> None:
        await self.table().replace(
            interaction, self.adapter, int(given["seat"]) - 1, given.get("user"), given.get("ai")
        )

    async def _settings(self, interaction: discord.Interaction[Any], given: dict[str, Any]) -> None:
        changes = {s.key: given.get(s.name) for s in self.adapter.settings}
        await self.table().settings(interaction, self.adapter, changes)

    def _moves(self, legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
        # `legal` is what autocomplete shows for `typed`, best first (Table.legal with `typed`)
        return [(self._move_label(a, locale), a) for a in legal]

    def _planned_moves(
        self, legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str
    ) -> list[tuple[str, str]]:
        """A plan is moves separated by ';': the one being typed is completed from the legal moves,
        after those typed before it."""
        done, sep, last = typed.rpartition(";")
        head = f"{done}; " if sep else ""
        return [(f"{head}{self._move_label(a, locale)}", f"{head}{a}") for a in best_matches(list(legal), last.strip())]

    def _move_label(self, action: str, locale: str) -> str:
        return move_label(action, self.adapter.legal_words(action, locale))

    # Building a command from options

    def command(
        self,
        name: str,
        options: list[Option],
        work: Work,
        game_command: bool = False,
        game_words: set[str] | None = None,
    ) -> None:
        """A subcommand `name` with `options`. Its words are `cmd-<name>` (host.ftl), or the game's
        `cmd-<prefix>-<name>` for a shortcut; an option's are its command's key and `-<option>`,
        in the game's words for its shortcuts, its preference and the options in `game_words`
        (`cmd-tm-new-board`, `cmd-tm-faction`)."""
        game = f"cmd-{self.adapter.prefix}"
        key = f"{game}-{name}" if game_command else f"cmd-{name}"
        owned = game_words or set()

        async def callback(interaction: discord.Interaction[Any], **given: Any) -> None:
            await in_time(interaction, work(interaction, given))

        callback.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction)]
            + [
                inspect.Parameter(
                    o.name,
                    inspect.Parameter.KEYWORD_ONLY,
                    annotation=_annotation(o),
                    default=inspect.Parameter.empty if o.required else o.default,
                )
                for o in options
            ]
        )
        keys = {
            o.name: f"{game}-{o.name}"
            if o is self.adapter.preference
            else f"{game}-{name}-{o.name}"
            if o.name in owned
            else f"{key}-{o.name}"
            for o in options
        }
        app_commands.rename(**{o.name: text(keys[o.name], o.name) for o in options})(callback)
        app_commands.describe(**{o.name: description(keys[o.name], **self.params) for o in options})(callback)
        listed = {o.name: self._choices(keys[o.name], o) for o in options if o.choices}
        if listed:
            app_commands.choices(**listed)(callback)
        completed: dict[str, Any] = {o.name: self._autocomplete(o) for o in options if o.complete is not None}
        if completed:
            app_commands.autocomplete(**completed)(callback)
        command: app_commands.Command[Any, ..., None] = app_commands.Command(
            name=text(key, name), description=description(key, **self.params), callback=callback, parent=self.group
        )
        self.group.add_command(command)

    def _choices(self, key: str, option: Option) -> list[Choice[Any]]:
        def name(value: str) -> str:
            return catalogue("en").say(f"{key}-{value}")[:100]

        return [Choice(name=text(f"{key}-{v}", name(v)), value=v) for v in option.choices]

    def _autocomplete(self, option: Option) -> Callable[[discord.Interaction[Any], str], Awaitable[list[Choice[str]]]]:
        complete = option.complete
        assert complete is not None

        async def suggest(interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
            locale = locale_of(interaction.locale)
            # The move itself: only the suggestions shown for what was typed are looked for.
            typed = current if complete == self._moves else None
            try:
                legal = await asyncio.wait_for(
                    self.table().legal(interaction, self.adapter, typed, locale), AUTOCOMPLETE_WITHIN
                )
            except TimeoutError:
                log.warning(
                    "Autocomplete for /%s %s took too long: answered with nothing", self.adapter.prefix, option.name
                )
                return []
            except Exception:  # a damaged game, the database down: nothing to offer, said in the log
                log.exception("Autocomplete for /%s %s failed", self.adapter.prefix, option.name)
                return []
            given = {k: v for k, v in vars(interaction.namespace).items() if k != option.name}
            return choices(complete(legal, current, given, locale))

        return suggest


def _name(option: Option | None) -> str:
    return option.name if option is not None else ""


def _annotation(option: Option) -> Any:
    kind: Any = option.kind
    if kind is int and (option.min_value is not None or option.max_value is not None):
        kind = app_commands.Range[int, option.min_value, option.max_value]
    return kind if option.required else kind | None


def groups(adapters: Mapping[str, GameAdapter[Any]], table: Callable[[], Table]) -> list[app_commands.Group]:
    """A command group for every game the bot hosts."""
    return [GroupBuilder(adapter, table).build() for adapter in adapters.values()]
