"""Posting in a game's channel outside an interaction (late announcements, reminders).

A thread Discord archived for inactivity (games wait for days) refuses messages (50083 Thread is
archived): the bot reopens it, as Discord lets anyone who may post in an unlocked thread, and
posts. A channel deleted (404 Unknown Channel) or closed to the bot (403 Missing Access or
Permissions), or a thread a moderator locked, is said once in the log and left alone for a
while, the pause doubling each time: Discord bans a bot that keeps making refused requests
(10,000 in 10 minutes), and each try would draw the board for nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)

THREAD_ARCHIVED = 50083  # Discord's code for a message refused by an archived thread
FIRST_PAUSE = 15 * 60.0  # seconds before a channel that refused the bot is tried again
LONGEST_PAUSE = 24 * 3600.0


class Channels:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._paused: dict[int, tuple[float, float]] = {}  # channel -> (tried again after, pause)

    def reachable(self, channel_id: int | str | None) -> bool:
        """Whether posting in the channel is worth trying now."""
        if channel_id is None:
            return False
        paused = self._paused.get(int(channel_id))
        return paused is None or self.bot.clock() >= paused[0]

    async def send(self, channel_id: int | str, message: Callable[[], dict[str, Any]], what: str) -> bool:
        """Post `message()` (called again for a second try: a sent file is consumed) in the
        channel; True if Discord took it. `what` says in the log what was not posted."""
        channel_id = int(channel_id)
        if not self.reachable(channel_id):
            return False
        channel = self.bot.get_partial_messageable(channel_id)
        try:
            try:
                await channel.send(**message())
            except discord.HTTPException as e:
                if e.code != THREAD_ARCHIVED or not await self._reopen(channel_id):
                    raise
                await channel.send(**message())
        except (discord.NotFound, discord.Forbidden) as e:
            self._pause(channel_id, what, e)
            return False
        except discord.HTTPException as e:
            if e.code == THREAD_ARCHIVED:  # locked: only a moderator reopens it
                self._pause(channel_id, what, e)
            else:
                log.warning("Channel %s: %s not posted: %s", channel_id, what, e)
            return False
        self._paused.pop(channel_id, None)
        return True

    async def _reopen(self, thread_id: int) -> bool:
        try:
            await self.bot.http.edit_channel(thread_id, archived=False)
        except discord.HTTPException as e:
            log.info("Thread %s is archived and could not be reopened: %s", thread_id, e)
            return False
        log.info("Thread %s was archived: reopened to post in it", thread_id)
        return True

    def _pause(self, channel_id: int, what: str, error: discord.HTTPException) -> None:
        before = self._paused.get(channel_id)
        pause = min(before[1] * 2, LONGEST_PAUSE) if before else FIRST_PAUSE
        self._paused[channel_id] = (self.bot.clock() + pause, pause)
        log.warning(
            "Channel %s refuses the bot (%s): %s not posted; tried again in %d minutes",
            channel_id,
            error,
            what,
            pause // 60,
        )
