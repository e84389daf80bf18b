"""The table's common ground: the bot and its host, who asks and in which language, the game of the
channel, the board drawn off the event loop; the bot's own refusals (`Refusal`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from locales import catalogue
from rules.core import RuleError

from ...ai.names import player_name
from ...drawing import render
from ...games import GameAdapter, View
from ...i18n import locale_of
from ...service import GameService, Loaded, ServiceError
from ...store import GameRow, StoreError
from ..channels import Channels
from ..text import plain

if TYPE_CHECKING:
    from ..client import GameBot

log = logging.getLogger(__name__)

AI_MARK = "🤖 "  # how an AI seat's name begins (bot/ai/names.py, ai-name)


class Refusal(Exception):
    """A request the bot itself refuses (before asking the host); `key` names the text."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def command_name(locale: str, command: str) -> str:
    """A subcommand's name as the user sees it in the picker ('join' in English, 'entrar')."""
    return catalogue(locale).value(f"cmd-{command}") or command if locale != "en" else command


class TableCore:
    """What every part of the table stands on: the bot, its host and channels, the asker's language and game."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._damage_reported: set[str] = set()
        self.channels = Channels(bot)

    @property
    def service(self) -> GameService:
        return self.bot.service

    # Who, where, in which language

    async def locale(self, interaction: discord.Interaction[Any]) -> str:
        """The user's language; remembered for the reminders we send them later."""
        locale = locale_of(interaction.locale)
        user = str(interaction.user.id)
        known = (await self.service.user_settings_of([user]))[user]
        if known.get("locale") != locale:
            try:
                await self.service.update_user_settings(user, locale=locale)
            except StoreError as e:  # only a memo for reminders: the command itself goes on
                log.warning("Could not remember the language of %s: %s", user, e)
        return locale

    async def game_here(
        self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], finished: bool = False
    ) -> GameRow:
        """The open game of this channel, if it is of the command's game; with `finished`, when
        none is open, the last one finished here (to look at it: its board, the log)."""
        locale = locale_of(interaction.locale)
        if interaction.guild_id is None:  # direct messages: games live in server channels
            raise Refusal("host-no-channel")
        if interaction.channel_id is None:
            raise Refusal("host-no-game-here", **self._where(adapter, locale))
        row = await self.service.game_in_channel(str(interaction.channel_id))
        if row is None and finished:
            row = await self._last_finished(interaction, adapter)
        if row is None:
            raise Refusal("host-no-game-here", **self._where(adapter, locale))
        if row.game_type != adapter.name:
            other = self.service.games[row.game_type]
            raise Refusal("host-other-game", title=other.title, group=other.prefix)
        return row

    async def _last_finished(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> GameRow | None:
        guild = str(interaction.guild_id) if interaction.guild_id is not None else None
        rows = await self.service.list_games(guild, statuses=["finished"])
        here = [r for r in rows if r.channel_id == str(interaction.channel_id) and r.game_type == adapter.name]
        return max(here, key=lambda r: r.id, default=None)

    @staticmethod
    def _where(adapter: GameAdapter[Any], locale: str) -> dict[str, str]:
        return {"title": adapter.title, "group": adapter.prefix, "new": command_name(locale, "new")}

    async def png(
        self,
        adapter: GameAdapter[Any],
        view: View,
        before: View | None,
        locale: str,
        names: Sequence[str] = (),
        compact: bool = False,
        seat: int | None = None,
    ) -> bytes:
        """The whole board, or (`compact`) the image posted after a move by `seat`, for a phone."""
        painter = self.bot.painter
        if painter is None:
            return await asyncio.to_thread(render, adapter, view, before, locale, names, compact, seat)
        return await painter.png(adapter, view, before, locale, names, compact, seat)


def asker_name(interaction: discord.Interaction[Any]) -> str:
    """The name of who asked, for a message (shown as typed, mentioning nobody)."""
    return plain(interaction.user.display_name)


def player_names(loaded: Loaded, locale: str) -> list[str]:
    """The players' names by seat, for the board's image (who sits where is public); an AI seat's
    without its emoji, which the image's font has no glyph for."""
    by_seat = {s.seat: player_name(s, locale).removeprefix(AI_MARK) for s in loaded.seats}
    return [by_seat.get(seat, "") for seat in range(loaded.row.seat_count)]


def playing_seat(loaded: Loaded, user_id: str) -> int | None:
    """The seat a user plays now: the first of theirs that must decide, else their first."""
    mine = [s.seat for s in loaded.seats if s.user_id == user_id]
    if not mine:
        return None
    deciding = [s for s in loaded.adapter.engine.to_decide(loaded.state) if s in mine]
    return deciding[0] if deciding else mine[0]


def as_service_error(error: Exception) -> Exception:
    return ServiceError.refused(error) if isinstance(error, RuleError) else error
