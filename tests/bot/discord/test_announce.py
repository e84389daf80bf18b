"""Every stored move reaches its channel: when Discord refuses the reply, after a failure, once."""

from __future__ import annotations

from bot.discord import client
from tests.bot.discord.conftest import ALICE, BOB, Harness
from tests.bot.discord.test_behaviour import started
from tests.bot.discord.test_play import PNG


async def to_round_one(h: Harness) -> None:
    """Setup played with the first legal moves: the Witches (Alice) to play round 1."""
    await started(h)
    for _ in range(10):
        state = await h.bot.service.state(1)
        if state.round == 1:
            break
        user = {"witches": ALICE, "nomads": BOB}[state.setup_order[0][0]]
        await h.slash(user, "move", action=(await h.choices(user, "move", "action", ""))[0])
    assert state.round == 1 and state.active == "witches"


def channel_posts(h: Harness) -> list:
    return [s for s in h.discord.sent if s.kind == "message"]


async def unannounced(h: Harness) -> list:
    return [m for m in await h.bot.service.store.moves(1) if m.announced_at is None]


async def test_when_discord_refuses_the_first_answer_the_channel_is_told(harness: Harness) -> None:
    h = harness
    await started(h)
    h.discord.fail_next.append(("/interactions/", 500))  # the answer to the move fails
    sent = await h.slash(ALICE, "move", action="build F4")
    assert [s.kind for s in sent] == ["message"]  # no reply could be made: the channel hears it
    post = sent[0]
    assert post.png().startswith(PNG) and post.files[0][0].endswith("moves3.png")
    assert "<@101>" in post.content and "F4" in post.content and "Next:" in post.content
    assert await unannounced(h) == []


async def test_a_failed_announcement_is_tried_again_soon(harness: Harness, monkeypatch) -> None:
    h = harness
    monkeypatch.setattr(client, "LATE_RETRY_SECONDS", 0.05)
    await started(h)
    h.discord.fail_next += [("/interactions/", 500), ("/channels/", 500)]  # the reply and the channel fail
    sent = await h.slash(ALICE, "move", action="build F4")
    late = [s for s in sent if s.kind == "message"]  # the retry, moments later
    assert len(late) == 1 and "announced late" in late[0].content and "F4" in late[0].content
    assert await unannounced(h) == []


async def test_a_move_never_announced_is_announced_late_once_and_its_retry_refused(
    harness: Harness, monkeypatch
) -> None:
    h = harness
    await to_round_one(h)
    monkeypatch.setattr(h.bot, "announce_late_soon", lambda delay=None: None)  # the test sweeps itself
    # Discord takes neither the reply nor the channel message: the move is stored, nobody told
    h.discord.fail_next += [("/interactions/", 500), ("/channels/", 500)]
    await h.slash(ALICE, "move", action="burn 1")
    assert [m.text for m in await unannounced(h)] == ["burn 1"]
    # the player, seeing nothing, types it again: it is not applied a second time
    moves = len(await h.bot.service.store.moves(1))
    sent = await h.slash(ALICE, "move", action="burn 1")
    assert sent[-1].ephemeral and "`burn 1` was already stored" in sent[-1].content
    assert any(c.startswith("tm:again:1:") for c in sent[-1].custom_ids)
    assert len(await h.bot.service.store.moves(1)) == moves
    # the late announcement, once, however often the bot looks
    assert await h.bot.table.announce_late() == 1
    assert await h.bot.table.announce_late() == 0
    late = channel_posts(h)
    assert len(late) == 1 and "announced late" in late[0].content and "burn" in late[0].content
    assert late[0].png().startswith(PNG) and await unannounced(h) == []
    # saying it again, explicitly, plays it a second time
    again = next(c for c in sent[-1].custom_ids if c.startswith("tm:again:"))
    sent = await h.click(ALICE, sent[-1].message, again)
    assert sent[-1].png() and len(await h.bot.service.store.moves(1)) == moves + 1


async def test_a_post_found_in_the_channel_is_not_posted_again(harness: Harness) -> None:
    h = harness
    await started(h)
    await h.slash(ALICE, "move", action="build F4")
    # as if the bot had stopped after Discord took the post but before noting it
    store = h.bot.service.store
    await store.db.execute("UPDATE moves SET announced_at = NULL")
    posts = len(h.discord.sent)
    assert await h.bot.table.announce_late() == 1  # found in the channel's history: noted, not posted
    assert len(h.discord.sent) == posts and await unannounced(h) == []


async def test_a_typed_resignation_asks_first(harness: Harness) -> None:
    h = harness
    await started(h)
    for typed in ("resign", "drop-faction"):
        sent = await h.slash(BOB, "move", action=typed)
        assert len(sent) == 1 and sent[0].ephemeral and "Really leave" in sent[0].content
        assert sent[0].custom_ids == ["tm:resign:1"]
    assert not (await h.bot.service.state(1)).factions["nomads"].dropped  # nothing happened yet
    clicked = await h.click(BOB, sent[0].message, "tm:resign:1")
    assert "left the game" in clicked[-1].content
    assert (await h.bot.service.state(1)).factions["nomads"].dropped
