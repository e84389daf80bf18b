"""Deadlines in Discord: the sweep that tells each game's channel (reminders, a seat dropped or
given to an AI), and the game-neutral top-level commands (the /tm and /kf groups are full):

    /vacation days [game]   stop your clock in a game for some days (announced in its channel)
    /claim [game]           take back your seat from the AI that took it over at the deadline
    /open [game]            the lobbies of this server looking for players, with Join buttons
    /games                  your games in every server: whose turn it is, the time left

`game` of /vacation and /claim is a game's number (autocompleted with yours; by default this
channel's game, or your only one); of /open, which game (by default every game).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from ..deadlines import DeadlineError, Deadlines, Notice, deadline_words, duration, time_words
from ..i18n import say
from ..service import ActResult, GameService, Loaded
from ..store import GameRow, StoreError
from .replies import in_time, send
from .text import pinging, plain

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)

LISTED = 10  # lobbies and games a reply lists (each lobby with its Join button: 5 rows of buttons at most)
MAX_DAYS = 30


def mention(user: str) -> str:
    return f"<@{user}>"


class DeadlineCommands:
    """The four commands and the deadline sweep, over the bot's host."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._deadlines: Deadlines | None = None

    @property
    def deadlines(self) -> Deadlines:
        if self._deadlines is None or self._deadlines.service is not self.bot.service:
            self._deadlines = Deadlines(self.bot.service)
        return self._deadlines

    # The sweep

    async def sweep(self) -> int:
        """One sweep: each notice posted in its game's channel, in the language of the player it is
        for, pinging them; a seat dropped comes with the board. Returns how many were posted."""
        posted = 0
        for notice in await self.deadlines.sweep():
            if notice.channel_id is None:
                continue
            users = notice.users[:1]
            locale = (await self.bot.service.user_settings_of(users))[users[0]].get("locale", "en") if users else "en"
            words = notice.text(locale, mention)
            if notice.key == "deadline-dropped" and notice.results:
                if await self._post_drop(notice, words, locale):
                    posted += 1
                continue
            message: Callable[[], dict[str, Any]] = functools.partial(
                dict, content=words, allowed_mentions=pinging(notice.users)
            )
            if await self.bot.table.channels.send(notice.channel_id, message, f"game {notice.game_id}'s deadline"):
                posted += 1
        return posted

    async def _post_drop(self, notice: Notice, words: str, locale: str) -> bool:
        """The drop's notice as the announcement of its moves: with the board and who is next."""
        table, service = self.bot.table, self.bot.service
        result: ActResult = notice.results[-1]
        first = notice.results[0].moves[0]
        moves = await service.claim_announcement(notice.game_id, first, result.moves[1])
        try:
            post = await table._post(notice.game_id, [words], locale, result, None, moves)
            posted = await table._post_in_channel(notice.game_id, post, None, moves)
        except Exception:
            log.exception("Posting game %s's dropped seat failed", notice.game_id)
            posted = False
        if posted:
            await service.announced(notice.game_id, moves)
        else:
            await service.not_announced(notice.game_id, moves)
            self.bot.announce_late_soon()
        return posted

    async def reminds(self, game_id: int) -> bool:
        """Whether the game has a deadline (whose sweep reminds its players instead of the host's
        idle reminders)."""
        return (await self.deadlines.settings(game_id))["hours"] is not None

    async def sweep_forever(self) -> None:
        """The sweep every reminder_check_seconds, from when the bot is ready: its first look after a
        (re)start finds the deadlines that passed meanwhile."""
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.sweep()
            except StoreError as e:  # a damaged database: one line, not a traceback every few minutes
                log.error("The deadline sweep failed: %s", e)
            except Exception:
                log.exception("The deadline sweep failed")
            await asyncio.sleep(self.bot.settings.reminder_check_seconds)

    # The commands

    def commands(self) -> list[app_commands.Command[Any, ..., None]]:
        # Imported here: commands.py imports the table (through the log's command), which imports
        # this module for time_lines.
        from .commands import description, text

        games = [Choice(name=text(f"cmd-open-game-{n}", a.title), value=n) for n, a in self.bot.games.items()]

        @app_commands.command(name=text("cmd-vacation", "vacation"), description=description("cmd-vacation"))
        @app_commands.rename(days=text("cmd-vacation-days", "days"), game=text("cmd-vacation-game", "game"))
        @app_commands.describe(days=description("cmd-vacation-days"), game=description("cmd-vacation-game"))
        async def vacation(
            interaction: discord.Interaction[Any],
            days: app_commands.Range[int, 1, MAX_DAYS],
            game: int | None = None,
        ) -> None:
            await in_time(interaction, self.vacation(interaction, days, game))

        @app_commands.command(name=text("cmd-claim", "claim"), description=description("cmd-claim"))
        @app_commands.rename(game=text("cmd-claim-game", "game"))
        @app_commands.describe(game=description("cmd-claim-game"))
        async def claim(interaction: discord.Interaction[Any], game: int | None = None) -> None:
            await in_time(interaction, self.claim(interaction, game))

        @app_commands.command(name=text("cmd-open", "open"), description=description("cmd-open"))
        @app_commands.rename(game=text("cmd-open-game", "game"))
        @app_commands.describe(game=description("cmd-open-game"))
        @app_commands.choices(game=games)
        async def open_games(interaction: discord.Interaction[Any], game: str | None = None) -> None:
            await in_time(interaction, self.open_games(interaction, game))

        @app_commands.command(name=text("cmd-my-games", "games"), description=description("cmd-my-games"))
        async def my_games(interaction: discord.Interaction[Any]) -> None:
            await in_time(interaction, self.my_games(interaction))

        vacation.autocomplete("game")(self._your_games)
        claim.autocomplete("game")(self._your_claims)
        return [vacation, claim, open_games, my_games]

    async def vacation(self, interaction: discord.Interaction[Any], days: int, game: int | None) -> None:
        locale = await self.bot.table.locale(interaction)
        user = str(interaction.user.id)
        row = await self._game_of(interaction, game, await self._active_games(user))
        taken = await self.deadlines.take_vacation(row.id, user, days)
        left = await self.deadlines.days_left(row.id, user)
        words = say(
            locale,
            "vacation-taken",
            user=mention(user),
            game=row.id,
            days=days,
            until=int(taken.until),
            left=f"{left:g}",
        )
        await self._tell_channel(interaction, row, words, locale)

    async def claim(self, interaction: discord.Interaction[Any], game: int | None) -> None:
        locale = await self.bot.table.locale(interaction)
        user = interaction.user
        claims = await self.deadlines.claimable(str(user.id))
        if not claims:
            raise DeadlineError("claim-nothing")
        rows = {g: await self._row(g) for g in dict.fromkeys(g for g, _ in claims)}
        row = await self._game_of(interaction, game, list(rows.values()))
        seats = [s for g, s in claims if g == row.id]
        if not seats:
            raise DeadlineError("claim-nothing-here", game=row.id)
        service = self.bot.service
        if not hasattr(service, "seat_to_human"):  # AI seats not in this version of the host
            raise DeadlineError("claim-unavailable")
        for seat in seats:  # the remembered owner asks: allowed (by), once however often delivered (request)
            request = f"{interaction.id}:{seat}"
            await service.seat_to_human(
                row.id, seat, str(user.id), user.display_name, by=str(user.id), request_id=request
            )
        words = say(
            locale, "claim-taken", user=mention(str(user.id)), game=row.id, seats=", ".join(str(s + 1) for s in seats)
        )
        await self._tell_channel(interaction, row, words, locale)

    async def open_games(self, interaction: discord.Interaction[Any], game: str | None) -> None:
        locale = await self.bot.table.locale(interaction)
        if interaction.guild_id is None:
            raise DeadlineError("open-no-server")
        rows = await self.bot.service.list_games(str(interaction.guild_id), statuses=["lobby"])
        rows = [r for r in rows if game is None or r.game_type == game]
        from .components import GameButton  # as in commands(): the table imports this module

        lines, view = [], discord.ui.View(timeout=None)
        for row in rows[:LISTED]:
            loaded = await self.bot.service.view(row.id)
            adapter = loaded.adapter
            settings = await self.deadlines.settings(row.id)
            host = next((s.user_name for s in loaded.seats if s.user_id == row.host_user), row.host_user)
            details = adapter.describe_options(row.options, locale)
            lines.append(
                say(
                    locale,
                    "open-line",
                    game=row.id,
                    title=adapter.title,
                    where=f"<#{row.channel_id}>" if row.channel_id else "-",
                    host=plain(host),
                    free=row.seat_count - len(loaded.seats),
                    total=row.seat_count,
                    details=f" · {details}" if details else "",
                    deadline=deadline_words(
                        settings["hours"], settings["on_deadline"], settings["vacation_days"], locale
                    ),
                )
            )
            label = say(locale, "open-join-button", game=row.id)
            view.add_item(GameButton("join", row.id, label[:80]))
        if not lines:
            await send(interaction, say(locale, "open-none"), private=True)
            return
        if len(rows) > LISTED:
            lines.append(say(locale, "open-more", more=len(rows) - LISTED))
        await send(interaction, "\n".join([say(locale, "open-head"), *lines]), private=True, view=view)

    async def my_games(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.bot.table.locale(interaction)
        user = str(interaction.user.id)
        rows = await self._active_games(user, statuses=["lobby", "active"])
        lines = []
        for row in rows[:20]:
            lines.append(await self._game_line(row, user, locale))
        if not lines:
            await send(interaction, say(locale, "host-no-games-of-yours"), private=True)
            return
        await send(interaction, "\n".join([say(locale, "my-games-head"), *lines]), private=True)

    async def _game_line(self, row: GameRow, user: str, locale: str) -> str:
        service = self.bot.service
        loaded = await service.view(row.id)
        where = f"<#{row.channel_id}>" if row.channel_id else "-"
        if row.status == "lobby":
            turn = say(locale, "host-status-lobby")
        else:
            waiting = service._waiting(loaded.adapter, loaded.state, loaded.seats, row.status)
            names = {s.user_id: s.user_name for s in loaded.seats}
            who = list(dict.fromkeys(u for u, _ in waiting))
            if user in who:
                turn = say(locale, "my-games-your-turn")
            else:
                turn = say(locale, "my-games-waiting", names=", ".join(plain(names.get(u, u)) for u in who) or "-")
        left = await self.deadlines.time_left(row.id)
        settings = await self.deadlines.settings(row.id)
        if settings["hours"] is None:
            time_words = say(locale, "deadline-none")
        elif left is None or row.status != "active":
            time_words = deadline_words(settings["hours"], settings["on_deadline"], settings["vacation_days"], locale)
        else:
            time_words = say(locale, "my-games-left", left=duration(left))
        title = loaded.adapter.title
        return say(locale, "my-games-line", game=row.id, title=title, where=where, turn=turn, left=time_words)

    # Which game

    async def _active_games(self, user: str, statuses: list[str] | None = None) -> list[GameRow]:
        return await self.bot.service.list_games(statuses=statuses or ["active"], user_id=user)

    async def _row(self, game_id: int) -> GameRow:
        row = await self.bot.service.store.game(game_id, with_state=False)
        if row is None:
            raise DeadlineError("host-no-game", game=game_id)
        return row

    async def _game_of(self, interaction: discord.Interaction[Any], game: int | None, mine: list[GameRow]) -> GameRow:
        """The game asked for; by default this channel's, if among `mine`, else the only one of `mine`."""
        if game is not None:
            return await self._row(game)
        if interaction.channel_id is not None and interaction.guild_id is not None:
            here = [r for r in mine if r.channel_id == str(interaction.channel_id)]
            if here:
                return here[0]
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise DeadlineError("host-no-games-of-yours")
        raise DeadlineError("deadline-which-game", games=", ".join(f"#{r.id}" for r in mine))

    async def _tell_channel(self, interaction: discord.Interaction[Any], row: GameRow, words: str, locale: str) -> None:
        """Said in the game's channel: as the answer when asked there, else posted there and the asker
        answered privately."""
        if row.channel_id is not None and str(interaction.channel_id) == row.channel_id:
            await send(interaction, words, private=False)
            return
        if row.channel_id is not None:
            message: Callable[[], dict[str, Any]] = functools.partial(dict, content=words, allowed_mentions=pinging([]))
            with contextlib.suppress(discord.HTTPException):
                await self.bot.table.channels.send(row.channel_id, message, f"game {row.id}'s notice")
        await send(interaction, words, private=True)

    async def _your_games(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[int]]:
        rows = await self._active_games(str(interaction.user.id))
        return self._game_choices(rows, current)

    async def _your_claims(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[int]]:
        claims = await self.deadlines.claimable(str(interaction.user.id))
        rows = [await self._row(g) for g in dict.fromkeys(g for g, _ in claims)]
        return self._game_choices(rows, current)

    def _game_choices(self, rows: list[GameRow], current: str) -> list[Choice[int]]:
        choices = []
        for row in rows:
            title = self.bot.games[row.game_type].title if row.game_type in self.bot.games else row.game_type
            name = f"#{row.id} {title}"
            if current.strip().lstrip("#") in name:
                choices.append(Choice(name=name[:100], value=row.id))
        return choices[:25]


async def time_lines(service: GameService, loaded: Loaded, locale: str, finished: bool = False) -> list[str]:
    """What /tm status and /kf status add: the game's deadline with the time left, and each seat's
    time taken (`finished`: the final results' line, the time taken alone)."""
    deadlines = Deadlines(service)
    row = loaded.row
    lines = []
    settings = await deadlines.settings(row.id)
    if not finished and settings["hours"] is not None:
        words = deadline_words(settings["hours"], settings["on_deadline"], settings["vacation_days"], locale)
        left = await deadlines.time_left(row.id) if row.status == "active" else None
        if left is not None:
            words += " · " + say(locale, "my-games-left", left=duration(left))
        lines.append(f"⏱️ {words}")
    if row.status != "lobby" or finished:
        view = loaded.view()
        labels = {s.seat: loaded.adapter.seat_label(view, s.seat, locale) for s in loaded.seats}
        taken = time_words(await deadlines.time_taken(row.id), labels, locale)
        if taken:
            lines.append(taken)
    return lines


def add_deadline_commands(bot: GameBot) -> DeadlineCommands:
    """/vacation, /claim, /open and /games on the bot's command tree; the sweep is the returned
    object's `sweep_forever`."""
    commands = DeadlineCommands(bot)
    for command in commands.commands():
        bot.tree.add_command(command)
    return commands
