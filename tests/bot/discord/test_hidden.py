"""Hidden information stays hidden: a game whose hands are secret, played through the bot. No
public message (its text, buttons, menus) and no image's input holds a seat's hidden words;
each player sees their own hand only in private answers."""

from __future__ import annotations

import json

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, Harness, open_bot
from tests.bot.hidden.game import WORDS, HiddenAdapter


def public(sent: list[fd.Sent]) -> list[fd.Sent]:
    return [s for s in sent if not s.ephemeral and s.callback_type not in (5, 8)]


def leaks(sent: list[fd.Sent]) -> list[str]:
    """Secret words found in what the bot sent for everyone to see."""
    text = json.dumps([s.data for s in public(sent)])
    return [w for w in WORDS if w in text]


async def test_no_public_message_or_image_shows_a_hand(tmp_path, clock) -> None:
    game = HiddenAdapter()
    h: Harness = await open_bot(tmp_path / "games.sqlite3", clock, games={game.name: game})
    try:
        sent = await h.slash(ALICE, "new", group="hh", players=2)
        sent += await h.slash(BOB, "join", group="hh")
        started = await h.slash(ALICE, "start", group="hh")
        sent += started
        assert started[-1].png() and "<@101>" in started[-1].content
        # the question is secret: a button that shows the answers to Alice alone
        secret = [c for c in started[-1].custom_ids if c.startswith("tm:p:")]
        assert secret == ["tm:p:1:0"]
        refused = await h.click(BOB, started[-1].message, secret[0])
        assert refused[0].ephemeral and not leaks(refused) and not [w for w in WORDS if w in refused[0].content]
        shown = await h.click(ALICE, started[-1].message, secret[0])
        assert shown[0].ephemeral
        hand = [c.removeprefix("keep ") for c in json.dumps(shown[0].data).split('"') if c.startswith("keep ")]
        assert len(set(hand)) == 2 and set(hand) <= set(WORDS)
        status = await h.slash(ALICE, "status", group="hh")
        assert status[0].ephemeral and all(w in status[0].content for w in set(hand))
        menu = next(c for c in shown[0].custom_ids if c.startswith("tm:s:"))
        sent += await h.click(ALICE, shown[0].message, menu, values=[f"keep {hand[0]}"])
        board = await h.slash(ALICE, "board", group="hh", public=True)
        assert board[-1].png() and not board[-1].ephemeral
        sent += board
        log = await h.slash(ALICE, "log", group="hh")
        assert "keep" in log[0].content and not log[0].files  # no move log file before the end: it is secret
        assert not [w for w in WORDS if w in log[0].content]
        legal = await h.choices(BOB, "keep", "word", group="hh")
        assert len(legal) == 2 and not set(legal) & set(hand)
        sent += await h.slash(BOB, "keep", group="hh", word=legal[1])
        assert "Game over" in sent[-1].content
        # Nothing public held a hand, and every image was drawn from the public view.
        assert not leaks(sent), leaks(sent)
        assert game.drawn and all(set(view) == {"seats", "turn", "kept"} for view in game.drawn)
        assert not [w for w in WORDS if w in json.dumps(game.drawn)]
    finally:
        await h.close()
