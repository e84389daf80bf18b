"""The bot's languages: English and Brazilian Portuguese, from the catalogues (`locales`).

Texts, refusals and game words are catalogue messages; the module per game (terra_mystica) tells
that game's moves and positions in words. Nothing here imports discord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from locales import DEFAULT_LOCALE, LOCALES, locale_of, say, say_attribute
from rules.core import quote

if TYPE_CHECKING:
    from ..games import GameAdapter, View
    from ..service import Planned

__all__ = ["DEFAULT_LOCALE", "LOCALES", "locale_of", "plan_lines", "say", "say_attribute"]

QUOTED_MOVE = 400  # the longest move quoted back where a plan stopped


def plan_lines(adapter: GameAdapter[Any], planned: Planned, view: View, locale: str) -> list[str]:
    """A plan in words, in the game's words: what each move does, where the plan stopped and why,
    and the planning player's position after it (from that player's view)."""
    lines = [say(locale, "host-plan-head", seat=adapter.seat_label(view, planned.seat, locale))]
    for seat, move in planned.played:
        who = adapter.seat_label(view, seat, locale)
        lines.append(say(locale, "host-plan-move", seat=who, words=adapter.describe(move, locale), move=move))
    if planned.stopped is not None and planned.refusal is not None:
        params = {k: quote(v, QUOTED_MOVE) if isinstance(v, str) else v for k, v in planned.refusal.params.items()}
        reason = say(locale, planned.refusal.code, **params)
        lines.append(say(locale, "host-plan-stopped", move=quote(planned.stopped, QUOTED_MOVE), reason=reason))
    lines += ["", adapter.status(view, planned.seat, locale)]
    return lines
