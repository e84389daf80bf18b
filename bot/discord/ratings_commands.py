"""/ratings and /stats: game-neutral top-level commands (the /tm and /kf groups are full), each
with a `game` option (by default the game of this channel) and a `scope` (this server, or every
server; in a direct message every server). Answers are private, in the asker's language.

    /ratings [game] [scope] [table]                  the leaderboard and your place
    /stats [game] [user] [scope] [table] [factions]  a player's statistics, or the factions'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from locales import catalogue

from ..games import GameAdapter
from ..i18n import locale_of
from ..ratings import words
from ..ratings.book import MAIN, TABLES, RatingBook, history
from ..ratings.stats import faction_stats, player_stats
from .commands import description, text
from .replies import in_time, send
from .table import Refusal

if TYPE_CHECKING:
    from .client import GameBot

SCOPES = ("server", "all")


def _choices(key: str, values: Mapping[str, str]) -> list[Choice[str]]:
    return [Choice(name=text(f"{key}-{value}", english[:100]), value=value) for value, english in values.items()]


class RatingCommands:
    """The two commands, over the bot's host and one rating book (its ratings kept between asks)."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._book: RatingBook | None = None

    @property
    def book(self) -> RatingBook:
        if self._book is None or self._book.service is not self.bot.service:
            self._book = RatingBook(self.bot.service)
        return self._book

    def commands(self) -> list[app_commands.Command[Any, ..., None]]:
        games = {name: a.title for name, a in self.bot.games.items()}
        english = catalogue("en")
        scopes = {s: english.say(f"cmd-ratings-scope-{s}") for s in SCOPES}
        tables = {t: english.say(f"cmd-ratings-table-{t}") for t in ("main", "two", "ai")}
        choice = {
            "game": _choices("cmd-ratings-game", games),
            "scope": _choices("cmd-ratings-scope", scopes),
            "table": _choices("cmd-ratings-table", tables),
        }

        @app_commands.command(name=text("cmd-ratings", "ratings"), description=description("cmd-ratings"))
        @app_commands.rename(
            game=text("cmd-ratings-game", "game"),
            scope=text("cmd-ratings-scope", "scope"),
            table=text("cmd-ratings-table", "table"),
        )
        @app_commands.describe(
            game=description("cmd-ratings-game"),
            scope=description("cmd-ratings-scope"),
            table=description("cmd-ratings-table"),
        )
        @app_commands.choices(**choice)
        async def ratings(
            interaction: discord.Interaction[Any],
            game: str | None = None,
            scope: str | None = None,
            table: str | None = None,
        ) -> None:
            await in_time(interaction, self.leaderboard(interaction, game, scope, table))

        @app_commands.command(name=text("cmd-stats", "stats"), description=description("cmd-stats"))
        @app_commands.rename(
            game=text("cmd-ratings-game", "game"),
            user=text("cmd-stats-user", "user"),
            scope=text("cmd-ratings-scope", "scope"),
            table=text("cmd-ratings-table", "table"),
            factions=text("cmd-stats-factions", "factions"),
        )
        @app_commands.describe(
            game=description("cmd-ratings-game"),
            user=description("cmd-stats-user"),
            scope=description("cmd-ratings-scope"),
            table=description("cmd-ratings-table"),
            factions=description("cmd-stats-factions"),
        )
        @app_commands.choices(**choice)
        async def stats(
            interaction: discord.Interaction[Any],
            game: str | None = None,
            user: discord.User | None = None,
            scope: str | None = None,
            table: str | None = None,
            factions: bool = False,
        ) -> None:
            await in_time(interaction, self.statistics(interaction, game, user, scope, table, factions))

        return [ratings, stats]

    # What the commands do

    async def leaderboard(
        self, interaction: discord.Interaction[Any], game: str | None, scope: str | None, table: str | None
    ) -> None:
        locale = locale_of(interaction.locale)
        adapter, where, guild, table = await self._asked(interaction, game, scope, table)
        board = await self.book.board(adapter.name, table, guild)
        lines = words.leaderboard(board, adapter.title, where, f"user:{interaction.user.id}", locale)
        await send(interaction, "\n".join(lines), private=True)

    async def statistics(
        self,
        interaction: discord.Interaction[Any],
        game: str | None,
        user: discord.User | None,
        scope: str | None,
        table: str | None,
        factions: bool,
    ) -> None:
        locale = locale_of(interaction.locale)
        adapter, where, guild, table = await self._asked(interaction, game, scope, table)
        results = await self.book.results(adapter.name, guild)
        board = await self.book.board(adapter.name, table, guild)
        if factions:
            if adapter.name != "terra_mystica":
                raise Refusal("stats-no-factions", game=adapter.title)
            ratings = {f.player: f.rating for f in board.factions}
            lines = words.factions(faction_stats(results), ratings, adapter.title, where, locale)
        else:
            who = user or interaction.user
            player = f"user:{who.id}"
            found = player_stats(results, player)
            points = history(adapter.name, table, results, player)
            lines = words.player(
                found, player, who.display_name, adapter.title, adapter.name, where, board, points, locale
            )
        await send(interaction, "\n".join(lines), private=True)

    async def _asked(
        self, interaction: discord.Interaction[Any], game: str | None, scope: str | None, table: str | None
    ) -> tuple[GameAdapter[Any], str, str | None, str]:
        """The game asked about (else this channel's, else the first), the scope (`server` in a
        server unless asked otherwise; direct messages: `all`), its server, the table."""
        adapter = self.bot.games.get(game) if game else await self._game_here(interaction)
        if adapter is None:
            raise Refusal("host-unknown-game", game=game, games=", ".join(self.bot.games))
        in_server = interaction.guild_id is not None
        where = scope or ("server" if in_server else "all")
        if where == "server" and not in_server:
            raise Refusal("rating-no-server")
        table = table or MAIN
        if table not in TABLES.get(adapter.name, (MAIN,)):
            raise Refusal("rating-no-table", game=adapter.title, table=table)
        return adapter, where, str(interaction.guild_id) if where == "server" else None, table

    async def _game_here(self, interaction: discord.Interaction[Any]) -> GameAdapter[Any]:
        return await game_here(self.bot, interaction)


async def game_here(bot: GameBot, interaction: discord.Interaction[Any]) -> GameAdapter[Any]:
    """The game of the interaction's channel: the one played there, else the last finished there,
    else the first game (also in direct messages)."""
    games = list(bot.games.values())
    if interaction.channel_id is None or interaction.guild_id is None:
        return games[0]
    row = await bot.service.game_in_channel(str(interaction.channel_id))
    if row is None:
        finished = await bot.service.list_games(str(interaction.guild_id), statuses=["finished"])
        here = [g for g in finished if g.channel_id == str(interaction.channel_id)]
        row = here[-1] if here else None
    return bot.games[row.game_type] if row is not None else games[0]


def add_rating_commands(bot: GameBot) -> None:
    """/ratings and /stats on the bot's command tree."""
    for command in RatingCommands(bot).commands():
        bot.tree.add_command(command)
