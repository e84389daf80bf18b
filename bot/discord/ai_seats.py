"""AI seats' moves in the channel: each posted as a person's move is, with the board and whoever
decides next, in the language of the player it pings (the host's when it pings nobody); the AI's
thinking happens in worker processes (bot/ai/driver.py), this only tells the channel."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..ai.driver import AiDriver
from ..ai.names import player_name
from ..service import ActResult

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)


def start_ai_seats(bot: GameBot) -> AiDriver:
    """The AI seats' driver of the bot's host, posting their moves in the games' channels."""

    async def announce(result: ActResult) -> None:
        await post_ai_move(bot, result)

    return AiDriver(bot.service, bot.service.ai_workers(), announce)


async def post_ai_move(bot: GameBot, result: ActResult) -> bool:
    """Post an AI seat's stored move in its game's channel; whether Discord took it (moves not
    posted are given back for the late announcer)."""
    table, service = bot.table, bot.service
    loaded = result.loaded or await service.view(result.game_id)
    if loaded.row.channel_id is None:
        return False
    users = result.users[:1] or [loaded.row.host_user]
    locale = (await service.user_settings_of(users))[users[0]].get("locale", "en")
    seat = next(s for s in loaded.seats if s.seat == result.seat)
    lines = [table._move_line(loaded, result.seat, result.text, locale, player_name(seat, locale))]
    lines += [table._move_line(loaded, s, text, locale, None, automatic=True) for s, text in result.automatic]
    moves = result.held or await service.claim_announcement(result.game_id, *result.moves)
    if not moves:
        return False  # another process announces them
    try:
        post = await table._post(result.game_id, lines, locale, result, loaded, moves)
        posted = await table._post_in_channel(result.game_id, post, None, moves)
    except Exception:
        log.exception("Posting game %s's AI move failed", result.game_id)
        posted = False
    if posted:
        await service.announced(result.game_id, moves)
    else:
        await service.not_announced(result.game_id, moves)
        bot.announce_late_soon()
    return posted
