"""Answering an interaction as Discord requires: a first answer within 3 seconds, one only, then
followups through the interaction's webhook.

Work that may take longer (the database under load, drawing) runs under `in_time`: if nothing
has answered after ACK_WITHIN, the interaction is acknowledged privately ("thinking...") so that
Discord does not forget it. After a deferral, Discord's first followup fills the deferral's own
message and keeps its privacy whatever the followup asks; so a public answer after a private
deferral fills it with a short word first and comes as a second, public message, and a refusal
after it stays private (`send`).

Discord forgets an interaction after 3 seconds without an answer (10062 Unknown interaction) and
its followups after 15 minutes (10015 Unknown Webhook, 50027 Invalid Webhook Token): a public
answer it no longer takes is posted in the channel instead, a private one is said in the log.
An answer refused as already given (40060) is either an earlier try of the same answer that
reached Discord (a request retried after a 5xx: it counts as given) or another answer that came
first; the answer Discord holds tells which, and one that was not shown goes as a followup, or, an
announcement, in the channel. Discord may deliver an interaction twice (a gateway session
resumed): while the first delivery is handled, the second is left unanswered (`in_time`), so that
it can't take the one answer the first is about to give.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, cast

import discord

from ..i18n import locale_of, say
from .text import NOBODY, clip

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)

# Discord forgets an interaction not answered within 3 seconds: past this, acknowledge first.
ACK_WITHIN = 2.0
ALREADY_ACKNOWLEDGED = 40060
EXPIRED = {10062, 10015, 50027}  # Unknown interaction; Unknown Webhook, Invalid Webhook Token (followups)


def expired(error: BaseException) -> bool:
    """Whether Discord no longer takes answers to the interaction (its 3 seconds or 15 minutes past)."""
    return isinstance(error, discord.HTTPException) and error.code in EXPIRED


def what(interaction: discord.Interaction[Any]) -> str:
    """The interaction in a log line: its command or component, and who used it."""
    data: dict[str, Any] = dict(interaction.data or {})  # type: ignore[arg-type]
    if interaction.command is not None:
        name = "/" + interaction.command.qualified_name
    else:
        name = str(data.get("custom_id") or data.get("name") or interaction.type.name)
    return f"interaction {interaction.id} ({name} by user {interaction.user.id} in channel {interaction.channel_id})"


def _answer(interaction: discord.Interaction[Any]) -> dict[str, Any]:
    """How this interaction has been answered so far (kept on the interaction itself)."""
    state: dict[str, Any] = interaction.extras.setdefault("answer", {})
    state.setdefault("lock", asyncio.Lock())
    return state


# The interactions this process is handling now, by id.
_handling: set[int] = set()


async def in_time(interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
    """Run `work`, acknowledging the interaction privately if it has not answered in time; unless
    the interaction is a second delivery of one being handled (the first answers it)."""
    if interaction.id in _handling:
        if asyncio.iscoroutine(work):
            work.close()
        log.info("%s was delivered again while it is handled: the first delivery answers it", what(interaction))
        return

    async def acknowledge_when_late() -> None:
        await asyncio.sleep(ACK_WITHIN)
        await acknowledge(interaction, ephemeral=True)

    _handling.add(interaction.id)
    timer = asyncio.ensure_future(acknowledge_when_late())
    try:
        await work
    finally:
        timer.cancel()
        _handling.discard(interaction.id)


async def acknowledge(interaction: discord.Interaction[Any], ephemeral: bool = False) -> bool:
    """Defer the answer (Discord shows "thinking...") unless answered already. False if Discord
    refused (then the channel hears what follows)."""
    state = _answer(interaction)
    async with state["lock"]:
        if _answered(interaction):
            return not state.get("refused", False)
        try:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        except discord.HTTPException as e:
            if e.code == ALREADY_ACKNOWLEDGED:  # an earlier try reached Discord: its "thinking..." shows
                log.info("Discord had acknowledged %s already", what(interaction))
                state["given"] = True
                state["deferred"] = "private" if ephemeral else "public"
                return True
            log.warning("Discord refused to acknowledge %s: %s", what(interaction), e)
            state["refused"] = True
            return False
        state["deferred"] = "private" if ephemeral else "public"
        return True


def say_when_filled(interaction: discord.Interaction[Any], key: str) -> None:
    """The catalogue message that fills a private deferral before a public answer (by default
    `host-done`)."""
    _answer(interaction)["filler"] = key


async def send(
    interaction: discord.Interaction[Any],
    content: str,
    *,
    private: bool,
    posted_if_late: bool = True,
    unless_answered: bool = False,
    **kwargs: Any,
) -> None:
    """The answer to an interaction: its first response, or a followup once it has one.
    `allowed_mentions` defaults to nobody. A first response Discord no longer takes is posted in
    the channel (public) or said in the log (private); with `posted_if_late` False, it is raised
    (the caller posts it its own way). Another answer given first (40060) is followed by this one,
    unless `unless_answered` (what it says matters only if nothing else was said)."""
    kwargs.setdefault("allowed_mentions", NOBODY)
    content = clip(content)
    state = _answer(interaction)
    async with state["lock"]:
        if not _answered(interaction):
            try:
                await interaction.response.send_message(content, ephemeral=private, **kwargs)
                return
            except discord.HTTPException as e:
                if e.code != ALREADY_ACKNOWLEDGED:
                    if not expired(e) or not posted_if_late:
                        raise
                    state["refused"] = True
                    await _too_late(interaction, content, private, kwargs)
                    return
                state["given"] = True
                if await _holds(interaction, content):  # an earlier try of this answer reached Discord
                    log.info("Discord had the answer to %s already", what(interaction))
                    return
                if unless_answered:
                    log.info("Another answer to %s came first; this one is left unsaid", what(interaction))
                    return
                log.warning("Another answer to %s came first; this one follows it", what(interaction))
                if not posted_if_late:
                    raise
                _rewind(kwargs)  # then sent as a followup (below)
    if state.get("deferred") == "private" and not private and not state.get("filled"):
        state["filled"] = True  # before the await: two answers at once fill it once
        locale = locale_of(interaction.locale)
        await interaction.followup.send(say(locale, state.get("filler", "host-done")), ephemeral=True)
    state["filled"] = True
    await interaction.followup.send(content, ephemeral=private, **kwargs)


async def _holds(interaction: discord.Interaction[Any], content: str) -> bool:
    """Whether the answer Discord holds for the interaction is this one (else another answer took
    its place, or it can't be read: then this one is not known to be shown)."""
    try:
        original = await interaction.original_response()
    except discord.HTTPException as e:
        log.info("Reading the answer to %s failed: %s", what(interaction), e)
        return False
    return original.content == content


def _rewind(kwargs: dict[str, Any]) -> None:
    """Files a refused request read, back at their start for the next one."""
    for file in [kwargs.get("file"), *(kwargs.get("files") or [])]:
        if file is not None:
            file.reset()


def _answered(interaction: discord.Interaction[Any]) -> bool:
    """Whether the interaction has its first answer (discord.py's word, or Discord's: 40060)."""
    return interaction.response.is_done() or bool(_answer(interaction).get("given"))


async def _too_late(interaction: discord.Interaction[Any], content: str, private: bool, kwargs: dict[str, Any]) -> None:
    """Discord forgot the interaction before its first answer: a public answer is posted in the
    channel instead (what it says stays said), a private one only in the log."""
    if private or interaction.channel_id is None:
        log.warning("Discord forgot %s before it was answered; not told: %s", what(interaction), content[:200])
        return
    log.warning("Discord forgot %s before it was answered; its answer is posted in the channel", what(interaction))

    def message() -> dict[str, Any]:
        _rewind(kwargs)  # read again from the start (the refused answer read it)
        return {"content": content, **kwargs}

    bot = cast("GameBot", interaction.client)
    await bot.table.channels.send(interaction.channel_id, message, f"the answer to {what(interaction)}")
