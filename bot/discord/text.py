"""Text as Discord reads it: players' names shown as they typed them, messages that fit in
Discord's 2,000 characters, and the users a message may ping.

Discord reads markdown and mentions in everything a message says, players' names included: a
player called "@everyone", "<@&role>" or "**boss**" must neither ping anyone nor bold the rest
of the line. Names go through `plain`, and a message pings only the users it lists (`pinging`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import discord

MAX_CONTENT = 2000  # Discord's limit for a message's text
ELLIPSIS = "…"
_MENTION = re.compile(r"<@!?(\d+)>")
NOBODY = discord.AllowedMentions.none()


def plain(name: str) -> str:
    """A name as its owner typed it, on one line: markdown escaped, and a zero-width space after
    each '@' and '<' so that nothing in it is read as a mention (as discord.utils.escape_mentions
    does) or as another of Discord's <...> forms (a channel, a timestamp, a command, an emoji);
    and after the ':' of '://', so that a name is no link (nor a preview of it under the board)."""
    text = discord.utils.escape_markdown(" ".join(name.split()))
    return text.replace("@", "@\u200b").replace("<", "<\u200b").replace("://", ":\u200b//")


def pinging(user_ids: Iterable[str | int]) -> discord.AllowedMentions:
    """Mentions that notify these users and nobody else (no role, no @everyone)."""
    users = [discord.Object(id=int(u)) for u in dict.fromkeys(str(u) for u in user_ids)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


def mentioned(text: str) -> list[str]:
    """The users a text of ours mentions (names in it are `plain`: they mention nobody)."""
    return list(dict.fromkeys(_MENTION.findall(text)))


def fit(lines: Sequence[str], limit: int = MAX_CONTENT) -> str:
    """Lines joined within `limit`, keeping the first (what happened) and the last (who must act
    next, with their mention): lines in between are left out from the end, an ellipsis in their
    place; a first line too long for the rest is cut."""
    lines = [line for line in lines if line]
    text = "\n".join(lines)
    if len(text) <= limit or len(lines) < 2:
        return clip(text, limit)
    first, middle, last = lines[0], list(lines[1:-1]), lines[-1]
    while middle and len("\n".join([first, *middle, ELLIPSIS, last])) > limit:
        middle.pop()
    room = limit - len(last) - len(ELLIPSIS) - 2
    if len("\n".join([first, *middle, ELLIPSIS, last])) > limit:
        first = first[: max(room - 1, 0)] + ELLIPSIS
    return clip("\n".join([first, *middle, ELLIPSIS, last]), limit)


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    """A text within `limit`, cut at the end of a line where it can be, an ellipsis after."""
    if len(text) <= limit:
        return text
    cut = text[: limit - len(ELLIPSIS)]
    line_end = cut.rfind("\n")
    if line_end > limit // 2:
        cut = cut[:line_end]
    return cut + ELLIPSIS
