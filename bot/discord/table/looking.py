"""Looking at a game through Discord: the board, a plan tried on a private copy, a player's own
position, the server's games; and a player's settings (the log is log_commands.py's)."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Mapping
from typing import Any

import discord

from locales import catalogue
from rendering.canvas import banner

from ...ai.names import player_name
from ...games import GameAdapter
from ...i18n import plan_lines, say
from ...service import Loaded, Planned
from ..deadline_commands import time_lines
from ..replies import acknowledge, send
from ..text import clip, fit, plain
from .announcements import Announcements
from .core import Refusal, player_names


class Looking(Announcements):
    """What a player may look at without changing the game, mostly for them alone."""

    async def board(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], public: bool) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter, finished=True)
        await acknowledge(interaction, ephemeral=not public)
        loaded = await self.service.view(row.id)
        view = loaded.view()
        png = await self.png(adapter, view, None, locale, player_names(loaded, locale))
        text = self._next_line(loaded, loaded.state, view, [], locale) if row.status == "active" else ""
        await send(
            interaction,
            fit([say(locale, "host-board-of", game=row.id), text]),
            private=not public,
            file=discord.File(io.BytesIO(png), filename="board.png"),
        )

    async def plan(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], text: str) -> None:
        """Moves tried on a private copy of the game: the board and the player's position after
        them, for that player alone; nothing is stored and nobody else is told."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        planned = await self.service.plan(row.id, str(interaction.user.id), text)
        await acknowledge(interaction, ephemeral=True)
        loaded = await self.service.view(row.id)
        lines, png = await self.planned(loaded, planned, locale)
        await send(
            interaction, clip("\n".join(lines)), private=True, file=discord.File(io.BytesIO(png), filename="plan.png")
        )

    async def planned(self, loaded: Loaded, planned: Planned, locale: str) -> tuple[list[str], bytes]:
        """A plan told (its moves in words, where it stopped, the player's position) and drawn."""
        adapter = loaded.adapter
        view, before = (
            loaded.views.view(planned.state, planned.seat),
            loaded.views.view(planned.before, planned.seat),
        )
        png = await self.png(adapter, view, before, locale, player_names(loaded, locale))
        return plan_lines(adapter, planned, view, locale), await asyncio.to_thread(
            banner, png, say(locale, "host-plan-banner", seat=adapter.seat_label(view, planned.seat, locale))
        )

    async def status(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        """The player's own position, from their seat's view, for them alone."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter, finished=True)
        loaded = await self.service.view(row.id)
        mine = [s.seat for s in loaded.seats if s.user_id == str(interaction.user.id)]
        if row.status == "lobby":
            names = ", ".join(plain(player_name(s, locale)) for s in loaded.seats)
            text = say(locale, "host-lobby-status", game=row.id, n=len(loaded.seats), total=row.seat_count, names=names)
        elif not mine:
            raise Refusal("host-not-seated")
        else:
            text = "\n\n".join(adapter.status(loaded.view(seat), seat, locale) for seat in mine)
        times = await time_lines(self.service, loaded, locale)  # the deadline, each seat's time taken
        await send(interaction, "\n\n".join([text, *times]) if times else text, private=True)

    async def games(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        # In a server: its games. Elsewhere (direct messages): only the games the asker sits in,
        # never other servers' games and their players' names.
        if interaction.guild_id is not None:
            rows = await self.service.list_games(str(interaction.guild_id), statuses=["lobby", "active"])
        else:
            rows = await self.service.list_games(statuses=["lobby", "active"], user_id=str(interaction.user.id))
        lines = []
        for row in rows[:20]:
            loaded = await self.service.view(row.id)
            players = ", ".join(plain(player_name(s, locale)) for s in loaded.seats)
            where = f"<#{row.channel_id}>" if row.channel_id else "-"
            status = say(locale, f"host-status-{row.status}")
            title = loaded.adapter.title
            line = say(locale, "host-game-line", game=row.id, title=title, where=where, status=status, players=players)
            lines.append(line)
        none = say(locale, "host-no-games" if interaction.guild_id is not None else "host-no-games-of-yours")
        await send(interaction, "\n".join(lines) or none, private=True)

    async def settings(
        self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], changes: Mapping[str, bool | None]
    ) -> None:
        locale = await self.locale(interaction)
        current = await self.service.update_user_settings(
            str(interaction.user.id), changes, request_id=str(interaction.id)
        )
        yes, no = say(locale, "host-yes"), say(locale, "host-no")
        lines = [say(locale, "host-settings-now")]
        for setting in adapter.settings:
            words = catalogue(locale).attribute(f"cmd-{adapter.prefix}-settings-{setting.name}", "description")
            value = yes if current.get(setting.key) else no
            lines.append(say(locale, "host-setting-line", setting=words or setting.name, value=value))
        await send(interaction, "\n".join(lines), private=True)
