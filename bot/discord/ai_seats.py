"""AI seats' moves in the channel: each posted as a person's move is, with the board and whoever
decides next, in the language of the player it pings (the host's when it pings nobody); the AI's
thinking happens in worker processes (bot/ai/driver.py), this only tells the channel."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from ..ai.driver import AiDriver
from ..ai.names import player_name
from ..ai.worker import Workers
from ..service import ActResult

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)


def start_ai_seats(bot: GameBot) -> AiDriver:
    """The AI seats' driver of the bot's host, posting their moves in the games' channels."""

    async def announce(results: list[ActResult]) -> None:
        await post_ai_moves(bot, results)

    bot.service.use_ai_workers(Workers(bot.settings.ai_processes))
    return AiDriver(bot.service, bot.service.ai_workers(), announce)


async def post_ai_moves(bot: GameBot, results: list[ActResult]) -> bool:
    """Post AI seats' stored moves made in a row, in one message of their game's channel with the
    board after them; whether Discord took it (moves not posted are given back for the late
    announcer)."""
    table, service = bot.table, bot.service
    first, last = results[0], results[-1]
    game_id = last.game_id
    loaded = last.loaded or await service.view(game_id)
    if loaded.row.channel_id is None:
        return False
    users = last.users[:1] or [loaded.row.host_user]
    locale = (await service.user_settings_of(users))[users[0]].get("locale", "en")
    lines = []
    for result in results:
        seated = result.loaded or loaded
        seat = next(s for s in seated.seats if s.seat == result.seat)
        lines.append(table._move_line(seated, result.seat, result.text, locale, player_name(seat, locale)))
        lines += [table._move_line(seated, s, text, locale, None, automatic=True) for s, text in result.automatic]
    moves = [m for r in results for m in (r.held or await service.claim_announcement(game_id, *r.moves))]
    if not moves:
        return False  # another process announces them
    told = replace(last, previous=first.previous, held=moves)  # the board's changes since the first
    try:
        post = await table._post(game_id, lines, locale, told, loaded, moves)
        posted = await table._post_in_channel(game_id, post, None, moves)
    except Exception:
        log.exception("Posting game %s's AI moves failed", game_id)
        posted = False
    if posted:
        await service.announced(game_id, moves)
    else:
        await service.not_announced(game_id, moves)
        bot.announce_late_soon()
    return posted
