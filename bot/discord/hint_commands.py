"""/hint (pt-BR /dica): a game-neutral top-level command (the /tm and /kf groups are full).

    /hint [game]          privately: the AI's three best moves for you now, each with why, and what
                          your position is worth
    /hint [game] allow:   the host switches hints on or off for the game (told to its channel)

`game` is a game's number (autocompleted with yours); by default this channel's game, or your only
one. The AI thinks in a worker process (bot/ai/): the interaction is acknowledged privately first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from ..i18n import say
from ..store import GameRow
from .commands import description, text
from .replies import acknowledge, in_time, send
from .table import Refusal

if TYPE_CHECKING:
    from ..ai.hints import Hint
    from .client import GameBot

LISTED = 25  # games autocomplete offers


class HintCommands:
    """/hint over the bot's host."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    def command(self) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=text("cmd-hint", "hint"), description=description("cmd-hint"))
        @app_commands.rename(game=text("cmd-hint-game", "game"), allow=text("cmd-hint-allow", "allow"))
        @app_commands.describe(game=description("cmd-hint-game"), allow=description("cmd-hint-allow"))
        async def hint(
            interaction: discord.Interaction[Any], game: int | None = None, allow: bool | None = None
        ) -> None:
            await in_time(interaction, self.hint(interaction, game, allow))

        hint.autocomplete("game")(self._your_games)
        return hint

    async def hint(self, interaction: discord.Interaction[Any], game: int | None, allow: bool | None) -> None:
        table, service = self.bot.table, self.bot.service
        locale = await table.locale(interaction)
        user = str(interaction.user.id)
        row = await self._game_of(interaction, game, user)
        if allow is not None:
            await service.set_hints(row.id, user, allow)
            words = say(locale, "hint-switched", game=row.id, on="yes" if allow else "no")
            await send(interaction, words, private=str(interaction.channel_id) != row.channel_id)
            return
        await acknowledge(interaction, ephemeral=True)  # the AI thinks for a few seconds
        found = await service.hint(row.id, user)
        await send(interaction, await self._words(row, found, locale), private=True)

    async def _words(self, row: GameRow, hint: Hint, locale: str) -> str:
        """The hint as its player reads it (bot/ai/hints.py words it, the same as in the terminal)."""
        loaded = await self.bot.service.view(row.id)
        label = loaded.adapter.seat_label(loaded.view(hint.seat), hint.seat, locale)
        return hint.words(loaded.adapter, label, locale)

    async def _game_of(self, interaction: discord.Interaction[Any], game: int | None, user: str) -> GameRow:
        """The game asked for; by default this channel's, else the asker's only game under way."""
        service = self.bot.service
        if game is not None:
            row = await service.store.game(game, with_state=False)
            if row is None:
                raise Refusal("host-no-game", game=game)
            return row
        if interaction.channel_id is not None and interaction.guild_id is not None:
            here = await service.game_in_channel(str(interaction.channel_id))
            if here is not None:
                return here
        mine = await service.list_games(statuses=["active"], user_id=user)
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise Refusal("host-no-games-of-yours")
        raise Refusal("hint-which-game", games=", ".join(f"#{r.id}" for r in mine))

    async def _your_games(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[int]]:
        rows = await self.bot.service.list_games(statuses=["active"], user_id=str(interaction.user.id))
        choices = []
        for row in rows:
            title = self.bot.games[row.game_type].title if row.game_type in self.bot.games else row.game_type
            name = f"#{row.id} {title}"
            if current.strip().lstrip("#") in name:
                choices.append(Choice(name=name[:100], value=row.id))
        return choices[:LISTED]


def add_hint_command(bot: GameBot) -> HintCommands:
    commands = HintCommands(bot)
    bot.tree.add_command(commands.command())
    return commands
