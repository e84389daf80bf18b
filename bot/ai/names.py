"""An AI seat as players see it: `🤖 Hard AI`, worded in the reader's language at display; it is
never mentioned (nobody is pinged for its turn) and never reminded."""

from __future__ import annotations

from locales import say

from ..store import SeatRow
from .players import GAMES

AI_KIND = "ai"  # SeatRow.kind of a seat an AI plays (bot/ratings/results.py reads the same value)
AI_USER = "ai"  # the user id every AI seat acts as: no Discord id is a word, so it mentions nobody
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_LEVEL = "hard"
# The games with an AI player (bot/ai/players.py).
AI_GAMES: frozenset[str] = frozenset(GAMES)


def is_ai(seat: SeatRow) -> bool:
    return seat.kind == AI_KIND


def stored_name(level: str) -> str:
    """The name stored for an AI seat (the ratings tell AIs apart by it): English, as in logs."""
    return ai_name(level, "en")


def ai_name(level: str, locale: str) -> str:
    """`🤖 Hard AI` / `🤖 IA difícil`."""
    return say(locale, "ai-name", level=level)


def player_name(seat: SeatRow, locale: str) -> str:
    """Who plays a seat, as shown: a person's name, or the AI's in the reader's language."""
    if is_ai(seat):
        return ai_name(seat.level or DEFAULT_LEVEL, locale)
    return seat.user_name


def mention(seat: SeatRow, locale: str) -> str:
    """How a line naming whoever must decide calls the seat: a person is mentioned, an AI named."""
    if is_ai(seat):
        return ai_name(seat.level or DEFAULT_LEVEL, locale)
    return f"<@{seat.user_id}>"


def change_line(game_id: int, before: SeatRow, after: SeatRow, seat_label: str, locale: str) -> str:
    """The channel's line for a seat handed over (a SeatChange's before and after; `seat_label`: the
    seat as the game names it)."""
    if is_ai(after):
        key = "ai-seat-level" if is_ai(before) else "ai-seat-to-ai"
        return say(locale, key, seat=seat_label, game=game_id, ai=player_name(after, locale), user=before.user_name)
    return say(locale, "ai-seat-to-human", seat=seat_label, game=game_id, user=after.user_name,
               ai=player_name(before, locale))  # fmt: skip
