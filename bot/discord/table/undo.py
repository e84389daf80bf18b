"""Undo through Discord: asked, agreed to by the players it needs, announced when done."""

from __future__ import annotations

from typing import Any

import discord

from ...games import GameAdapter
from ...i18n import say
from ...service import UndoOutcome
from ..components import GameButton
from ..replies import send
from ..text import pinging
from .announcements import Announcements
from .core import asker_name


class Undo(Announcements):
    """Undoing the last move: asked with a button for those who must agree."""

    async def undo(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        outcome = await self.service.request_undo(row.id, str(interaction.user.id), request_id=str(interaction.id))
        move = adapter.public_move(outcome.text)
        if outcome.undone:
            line = say(locale, "host-undone", user=asker_name(interaction), move=move, after=_ai_after(outcome, locale))
            await self.announce(interaction, row.id, [line], locale)
            return
        waiting = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("undo", row.id, say(locale, "host-agree-button")))
        text = say(locale, "host-undo-asked", user=asker_name(interaction), move=move, waiting=waiting)
        await send(interaction, text, private=False, view=view, allowed_mentions=pinging(outcome.waiting_for))

    async def agree_undo(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        locale = await self.locale(interaction)
        outcome = await self.service.approve_undo(game_id, str(interaction.user.id), request_id=str(interaction.id))
        if outcome.undone:
            adapter = (await self.service.view(game_id)).adapter
            move = adapter.public_move(outcome.text)
            line = say(locale, "host-undone", user=asker_name(interaction), move=move, after=_ai_after(outcome, locale))
            await self.announce(interaction, game_id, [line], locale)
            return
        waiting = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        text = say(locale, "host-undo-still-waiting", waiting=waiting)
        await send(interaction, text, private=False, allowed_mentions=pinging(outcome.waiting_for))


def _ai_after(outcome: UndoOutcome, locale: str) -> str:
    """' and the 2 AI moves after it': AI seats' replies undone with the move."""
    return " " + say(locale, "ai-undone-replies", n=outcome.ai_moves).strip() if outcome.ai_moves else ""
