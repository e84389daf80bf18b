"""Playing Keyflower through the bot as players do, for the in-process and the loopback tests:
who must act from the mentions, their moves from the `/kf move` autocomplete; and what no public
message may hold (the hidden words of a position: winter tiles in hand, face-down contracts)."""

from __future__ import annotations

import json
import random
import re
from typing import Any, Protocol

from rules.keyflower.state import GameState
from tests import fakediscord as fd

GROUP = "kf"
MENTION = re.compile(r"<@(\d+)>")
PASSING = 0.6  # how often a player passes when they may: a short game that still has everything


class Table(Protocol):
    discord: fd.FakeDiscord

    async def slash(self, user_id: int, sub: str, locale: str = "en-US", **values: Any) -> list[fd.Sent]: ...

    async def choices(self, user_id: int, sub: str, focused: str, current: str = "", **values: Any) -> list[str]: ...


def public_posts(sent: list[fd.Sent]) -> list[fd.Sent]:
    """What the bot showed everyone: replies and followups that are not private."""
    return [s for s in sent if s.kind in ("callback", "followup", "message") and not s.ephemeral and s.data]


def last_board(h: Table) -> fd.Sent:
    return fd.boards(h.discord.sent)[-1]


def mentioned(post: fd.Sent) -> list[int]:
    return [int(u) for u in MENTION.findall(post.content)]


def pick(choices: list[str], rng: random.Random) -> str:
    if "pass" in choices and rng.random() < PASSING:
        return "pass"
    others = [c for c in choices if c != "pass"] or choices
    return rng.choice(others)


async def move_by_mention(h: Table, rng: random.Random, locale: str = "pt-BR") -> tuple[int, str, list[fd.Sent]]:
    """One move: a player the last board mentions, the move one of their autocompleted choices."""
    post = last_board(h)
    users = mentioned(post)
    assert users, post.content
    user = rng.choice(users)
    choices = await h.choices(user, "move", "action", "", group=GROUP, locale=locale)
    assert 0 < len(choices) <= 25, (user, choices)
    move = pick(choices, rng)
    return user, move, await h.slash(user, "move", locale, group=GROUP, action=move)


def hidden_words(g: GameState, shown: set[int]) -> set[str]:
    """What no public message may say now: winter tiles in hands (not yet up for auction) and the
    numbers of face-down contracts (`shown`: contracts once face up, which everyone has seen), as
    the bot would write them."""
    if g.phase == "finished":
        return set()
    words: set[str] = set()
    face_down = [c for p in g.players for c in p.contracts] + [c for b in g.boats for c in b.contracts]
    for p in g.players:
        words |= set(p.winter_hand)
    for c in face_down:
        if c not in shown:
            words |= {f"contract {c}", f"contract #{c}", f"contrato nº {c}", f"#{c}:"}
    return words


def leaks(posts: list[fd.Sent], words: set[str]) -> list[str]:
    """The hidden words the posts hold, each as a whole word ('contract 3' is not in 'contract 31')."""
    text = json.dumps([p.data for p in posts], ensure_ascii=False)
    return sorted(w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text))
