"""An AI seat's moves in the channel: thought out off the event loop, posted like a person's move
with the board, after the move it answers, naming the AI and pinging only the person next."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from bot.ai.worker import Workers
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, Harness
from tests.bot.discord.test_play import PNG


async def test_an_ai_seat_moves_and_its_move_is_posted_in_the_channel(harness: Harness) -> None:
    h = harness
    assert h.bot.ai_seats is not None
    h.bot.ai_seats.workers = Workers(executor=ThreadPoolExecutor(1))  # the same thinking, in a thread
    service = h.bot.service
    await service.create_game(
        str(ALICE),
        "Alice",
        game_type="terra_mystica",
        seats=3,
        channel_id=str(fd.CHANNEL_ID),
        guild_id=str(fd.GUILD_ID),
        ai_seats=[("easy", None), ("easy", None)],
    )
    await h.slash(ALICE, "start")
    sent = await h.slash(ALICE, "move", action="setup witches")
    await h.bot.ai_seats.idle(1)
    posts = [s for s in h.discord.sent if s.kind == "message" and "🤖 Easy AI" in s.content]
    assert posts, [s.content for s in h.discord.sent]
    post = posts[-1]
    assert post.png().startswith(PNG)
    assert f"<@{ALICE}>" in post.content and "Next:" in post.content  # the person is pinged for their turn
    assert [str(u) for u in (post.data.get("allowed_mentions") or {}).get("users") or []] == [str(ALICE)]
    assert sent[0].content.index("Witches") >= 0  # the person's own move was answered first
    assert post.content.count("🤖 Easy AI") == 2  # the two AI seats' moves in a row: one post, one board
    moves = await service.store.moves(1)
    assert moves[-1].user_id == "ai" and all(m.announced_at is not None for m in moves)
