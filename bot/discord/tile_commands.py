"""/tile: one tile, card or boat in full, with its picture. A game-neutral top-level command (the
/tm and /kf groups are full) with a `game` option, by default the game of this channel.

    /tile name [game]     (pt-BR: /peça nome [jogo])

The name is autocompleted in the asker's language: each choice is the tile's printed name or code
with what it does ('FAV11 — +1 Earth; 2 VP per dwelling'), found by its name or by its words
('earth', 'madeira'). The answer is private: the asker's card, in the asker's language.
"""

from __future__ import annotations

import asyncio
import io
import unicodedata
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from ..games import GameAdapter
from ..i18n import locale_of
from ..suggest import move_label, nearest, word_matches
from .commands import description, text
from .ratings_commands import game_here
from .replies import in_time, send
from .table import Refusal

if TYPE_CHECKING:
    from .client import GameBot

SHOWN = 25  # Discord's most choices


def _plain(name: str) -> str:
    decomposed = unicodedata.normalize("NFD", name.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch) and not ch.isspace() and ch != "'")


def find_tile(adapter: GameAdapter[Any], typed: str) -> str | None:
    """The tile a typed name means: exactly, or without case, spaces and accents ('fav11',
    'keystonequarry'); None if none."""
    names = adapter.tiles()
    if typed in names:
        return typed
    wanted = _plain(typed)
    return next((n for n in names if _plain(n) == wanted), None)


def tile_label(adapter: GameAdapter[Any], name: str, locale: str) -> str:
    """A tile in the autocomplete menu: its name and what it does, cut to Discord's 100 characters."""
    card = adapter.tile_card(name, locale) or []
    return move_label(name, " · ".join(card[1:2]).replace("**", ""))


def tile_choices(adapter: GameAdapter[Any], typed: str, locale: str) -> list[tuple[str, str]]:
    """(label, name) for what is typed: names that start with it first, then words that hold it;
    with nothing typed, the first tiles in the game's order."""
    names = adapter.tiles()
    if not typed.strip():
        found = names[:SHOWN]
    else:
        wanted = _plain(typed)
        starts = [n for n in names if _plain(n).startswith(wanted)]
        worded = word_matches(names, lambda n: f"{n} {tile_label(adapter, n, locale)}", typed, SHOWN)
        found = list(dict.fromkeys([*starts, *worded]))[:SHOWN]
    return [(tile_label(adapter, n, locale), n) for n in found]


class TileCommands:
    """The command over the bot's games."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    def command(self) -> app_commands.Command[Any, ..., None]:
        games = [
            Choice(name=text(f"cmd-tile-game-{name}", a.title), value=name)
            for name, a in self.bot.games.items()
            if a.tiles()
        ]

        @app_commands.command(name=text("cmd-tile", "tile"), description=description("cmd-tile"))
        @app_commands.rename(name=text("cmd-tile-name", "name"), game=text("cmd-tile-game", "game"))
        @app_commands.describe(name=description("cmd-tile-name"), game=description("cmd-tile-game"))
        @app_commands.choices(game=games)
        async def tile(interaction: discord.Interaction[Any], name: str, game: str | None = None) -> None:
            await in_time(interaction, self.show(interaction, name, game))

        @tile.autocomplete("name")
        async def names(interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
            locale = locale_of(interaction.locale)
            given = getattr(interaction.namespace, "game", None)
            adapter = await self._adapter(interaction, given)
            if adapter is None:
                return []
            return [Choice(name=label, value=value) for label, value in tile_choices(adapter, current, locale)]

        return tile

    async def show(self, interaction: discord.Interaction[Any], name: str, game: str | None) -> None:
        locale = locale_of(interaction.locale)
        adapter = await self._adapter(interaction, game)
        if adapter is None:
            raise Refusal("host-unknown-game", game=game, games=", ".join(self.bot.games))
        found = find_tile(adapter, name.strip())
        if found is None:
            close = nearest(adapter.tiles(), name.strip())
            raise Refusal("tile-unknown", name=name, game=adapter.title, close=", ".join(close) or "—")
        card = adapter.tile_card(found, locale) or [found]
        png = await asyncio.to_thread(adapter.tile_image, found, locale)
        extra: dict[str, Any] = {}
        if png is not None:
            extra["file"] = discord.File(io.BytesIO(png), filename="tile.png")
        await send(interaction, "\n".join(card), private=True, **extra)

    async def _adapter(self, interaction: discord.Interaction[Any], game: str | None) -> GameAdapter[Any] | None:
        if game:
            return self.bot.games.get(game)
        return await game_here(self.bot, interaction)


def add_tile_command(bot: GameBot) -> None:
    """/tile on the bot's command tree."""
    bot.tree.add_command(TileCommands(bot).command())
