"""Answering an interaction as Discord requires: a first answer within 3 seconds, one only, then
followups through the interaction's webhook.

Work that may take longer (the database under load, drawing) runs under `in_time`: if nothing
has answered after ACK_WITHIN, the interaction is acknowledged privately ("thinking...") so that
Discord does not forget it. After a deferral, Discord's first followup fills the deferral's own
message and keeps its privacy whatever the followup asks; so a public answer after a private
deferral fills it with a short word first and comes as a second, public message, and a refusal
after it stays private (`send`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any

import discord

from ..i18n import locale_of, say
from .text import NOBODY, clip

log = logging.getLogger(__name__)

# Discord forgets an interaction not answered within 3 seconds: past this, acknowledge first.
ACK_WITHIN = 2.0


def _answer(interaction: discord.Interaction[Any]) -> dict[str, Any]:
    """How this interaction has been answered so far (kept on the interaction itself)."""
    state: dict[str, Any] = interaction.extras.setdefault("answer", {})
    state.setdefault("lock", asyncio.Lock())
    return state


async def in_time(interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
    """Run `work`, acknowledging the interaction privately if it has not answered in time."""

    async def acknowledge_when_late() -> None:
        await asyncio.sleep(ACK_WITHIN)
        await acknowledge(interaction, ephemeral=True)

    timer = asyncio.ensure_future(acknowledge_when_late())
    try:
        await work
    finally:
        timer.cancel()


async def acknowledge(interaction: discord.Interaction[Any], ephemeral: bool = False) -> bool:
    """Defer the answer (Discord shows "thinking...") unless answered already. False if Discord
    refused (then the channel hears what follows)."""
    state = _answer(interaction)
    async with state["lock"]:
        if interaction.response.is_done():
            return not state.get("refused", False)
        try:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        except discord.HTTPException as e:
            log.warning("Discord refused to acknowledge interaction %s: %s", interaction.id, e)
            state["refused"] = True
            return False
        state["deferred"] = "private" if ephemeral else "public"
        return True


def say_when_filled(interaction: discord.Interaction[Any], key: str) -> None:
    """The catalogue message that fills a private deferral before a public answer (by default
    `host-done`)."""
    _answer(interaction)["filler"] = key


async def send(interaction: discord.Interaction[Any], content: str, *, private: bool, **kwargs: Any) -> None:
    """The answer to an interaction: its first response, or a followup once it has one.
    `allowed_mentions` defaults to nobody."""
    kwargs.setdefault("allowed_mentions", NOBODY)
    content = clip(content)
    state = _answer(interaction)
    async with state["lock"]:
        if not interaction.response.is_done():
            await interaction.response.send_message(content, ephemeral=private, **kwargs)
            return
    if state.get("deferred") == "private" and not private and not state.get("filled"):
        state["filled"] = True  # before the await: two answers at once fill it once
        locale = locale_of(interaction.locale)
        await interaction.followup.send(say(locale, state.get("filler", "host-done")), ephemeral=True)
    state["filled"] = True
    await interaction.followup.send(content, ephemeral=private, **kwargs)
