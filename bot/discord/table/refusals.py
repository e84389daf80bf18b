"""Refusals and failures told: privately, to the person who asked, in their language; a damaged game
once to its channel."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from rules.core import quote

from ...i18n import locale_of, say
from ...service import GameDamaged, ServiceError
from ..replies import ALREADY_ACKNOWLEDGED, expired, send, what
from .core import Refusal, TableCore

log = logging.getLogger(__name__)


# What discord.py raises for a command Discord knows in another form than this version's.
OUTDATED = (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch, app_commands.TransformerError)
MAX_PARAM = 400  # the longest parameter put in a refusal (a list of choices, a quoted input)
MAX_NUMBER = 10**15  # from here, a number in a refusal is put as its digits (Fluent's decimals hold 28)


class Refusals(TableCore):
    """The one place an interaction's error is answered."""

    async def report(self, interaction: discord.Interaction[Any], error: BaseException) -> None:
        """The one place refusals and failures are told: privately, to the person who asked."""
        original = getattr(error, "original", error)
        locale = locale_of(interaction.locale)
        if expired(original) or getattr(original, "code", None) == ALREADY_ACKNOWLEDGED:
            # Nothing to tell it with: Discord no longer takes answers to this interaction.
            log.warning("Discord no longer takes answers to %s: %s", what(interaction), original)
            return
        if isinstance(original, Refusal):
            text = say(locale, original.key, **original.params)
        elif isinstance(original, ServiceError):
            text = refusal_text(locale, original)
        elif isinstance(original, app_commands.CheckFailure):
            text = say(locale, "host-not-allowed")
        elif isinstance(original, OUTDATED):
            # Discord's copy of the commands is not this version's (registered before an update,
            # or by a newer one): nothing is wrong with what the player did.
            log.warning(
                "A command Discord has registered differs from this version's: %s (%s)", original, what(interaction)
            )
            text = say(locale, "host-command-outdated")
        else:
            log.error("Unexpected error in %s", interaction.data, exc_info=original)
            text = say(locale, "host-internal-error")
        # A damaged game is told to the whole channel once, then privately to whoever tries it.
        private = not (isinstance(original, GameDamaged) and self._first_damage_report(interaction, original))
        # A request delivered again: worth saying only if its first delivery's answer was not.
        again = isinstance(original, ServiceError) and original.code == "host-duplicate-request"
        try:
            await send(interaction, text, private=private, unless_answered=again)
        except discord.HTTPException:
            log.warning("Could not tell %s: %s", interaction.user, text)

    def _first_damage_report(self, interaction: discord.Interaction[Any], error: GameDamaged) -> bool:
        where = f"game {error.game_id}" if error.game_id is not None else f"channel {interaction.channel_id}"
        if where in self._damage_reported:
            return False
        self._damage_reported.add(where)
        return True


def refusal_text(locale: str, error: ServiceError) -> str:
    """A refusal in words. However long a parameter (a quoted input), the sentence stays short
    enough to be sent, and to be formatted (Fluent gives up on a placeable past 2,500 characters,
    and on a number of more digits than Python's decimals hold: such a number is given as text)."""
    params = {k: _printable(v) for k, v in error.params.items()}
    text = say(locale, error.code, **params)
    if error.nearest:  # a refused move: the legal moves nearest to what was typed
        text += "\n" + say(locale, "host-nearest", moves=" · ".join(f"`{m}`" for m in error.nearest))
    return text


def _printable(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= MAX_NUMBER:
        value = str(value)
    return quote(value, MAX_PARAM) if isinstance(value, str) else value
