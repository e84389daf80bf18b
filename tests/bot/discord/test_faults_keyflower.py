"""Keyflower's bot process when Discord fails it or it is killed, as Terra Mystica's
(test_faults): the real `python -m bot`, with its render workers, against the loopback fake
Discord. A move whose answer Discord refuses is posted in the channel; a process killed between
storing a move and posting it leaves no render worker behind, and after the restart the move is
announced late, once."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from bot.store import unpack
from rules.keyflower.engine import to_decide
from rules.keyflower.state import GameState
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL
from tests.bot.discord.keyflower_play import GROUP
from tests.bot.discord.test_faults import posts, stop, unannounced
from tests.loopback import LoopbackDiscord, LoopbackHarness, children, running, start_bot

WORKERS = {"RENDER_PROCESSES": "2"}


def to_act(db: Path) -> int:
    """The user of the first seat the stored game waits for."""
    with sqlite3.connect(db) as conn:
        (blob,) = conn.execute("SELECT state FROM games WHERE id = 1").fetchone()
        users = dict(conn.execute("SELECT seat, user_id FROM seats WHERE game_id = 1"))
    return int(users[to_decide(GameState.from_json(unpack(blob)))[0]])


async def a_move(h: LoopbackHarness, db: Path) -> dict:
    user = to_act(db)
    choices = await h.choices(user, "move", "action", "", group=GROUP)
    return fd.slash(user, "move", group=GROUP, action=choices[0])


async def test_keyflower_moves_reach_the_channel_when_discord_fails_or_the_bot_is_killed(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    db = tmp_path / "games.sqlite3"
    process = await start_bot(server, tmp_path, **WORKERS)
    try:
        h = LoopbackHarness(server)
        await h.slash(ALICE, "new", group=GROUP, players=3)
        await h.slash(BOB, "join", group=GROUP)
        await h.slash(CAROL, "join", group=GROUP)
        await h.slash(ALICE, "start", group=GROUP)
        # Discord refuses the answer (500 twice: the third try comes after its deadline)
        move = await a_move(h, db)
        server.discord.fail_next += [("/interactions/", 500), ("/interactions/", 500)]
        await server.push(move)
        await server.wait_for(lambda sent: any(s.kind == "message" and s.png() for s in sent))
        post = posts(server)[-1]
        assert f"<@{move['member']['user']['id']}>" in post.content and "your move is stored" in post.content
        assert "Next: <@" in post.content and post.png()
        await asyncio.sleep(0.5)
        assert len(posts(server)) == 1 and unannounced(db) == []
        # killed while its answer hangs: stored, never announced
        move = await a_move(h, db)
        server.hold_next += [("/interactions/", False), ("/webhooks/", False)]
        await server.push(move)
        await asyncio.wait_for(server.held.wait(), 30)
        workers = children(process.pid)
        assert workers  # the render workers
        process.kill()
        await process.wait()
        for _ in range(100):  # they end with their parent
            if not [w for w in workers if running(w)]:
                break
            await asyncio.sleep(0.1)
        assert not [w for w in workers if running(w)]
        assert len(unannounced(db)) == 1
        process = await start_bot(server, tmp_path, **WORKERS)
        await server.wait_for(lambda sent: any("after a restart" in s.content for s in sent))
        await asyncio.sleep(1.0)  # time for a second one, which must not come
        late = [s for s in posts(server) if "after a restart" in s.content]
        assert len(late) == 1 and late[0].png() and "Next: <@" in late[0].content
        assert unannounced(db) == []
    finally:
        await stop(process)
        await server.stop()
    assert "Traceback" not in (tmp_path / "bot.log").read_text(errors="replace")


async def test_a_keyflower_move_delivered_twice_at_once_shows_its_board_once(tmp_path: Path) -> None:
    """The gateway delivers one `/kf move` twice back to back: the board is its one answer, once,
    with the next player's ping, and the move is stored once."""
    server = LoopbackDiscord()
    await server.start()
    db = tmp_path / "games.sqlite3"
    process = await start_bot(server, tmp_path, RENDER_PROCESSES="0")
    try:
        h = LoopbackHarness(server)
        await h.slash(ALICE, "new", group=GROUP, players=3)
        await h.slash(BOB, "join", group=GROUP)
        await h.slash(CAROL, "join", group=GROUP)
        await h.slash(ALICE, "start", group=GROUP)
        move = await a_move(h, db)
        await server.push(move)
        sent = await server.inject(move)  # the second delivery; what both sent once it is answered
        await asyncio.sleep(0.5)
        mine = [s for s in server.discord.sent if move["token"] in s.path]
        assert [s.kind for s in mine if s.kind == "callback"] == ["callback"], [(s.kind, s.content) for s in sent]
        boards = [s for s in mine if s.png() and not s.ephemeral]
        assert len(boards) == 1 and "Next: <@" in boards[0].content and boards[0].pinged
        assert not [s for s in mine if s.ephemeral] and posts(server) == []
        assert unannounced(db) == []
    finally:
        await stop(process)
        await server.stop()
    assert "Traceback" not in (tmp_path / "bot.log").read_text(errors="replace")
