"""The bot process when Discord fails it or it is killed: no stored move goes unannounced, none twice.

The real `python -m bot` against the loopback fake Discord, which keeps Discord's 3-second
deadline for the first answer to an interaction and can refuse, rate-limit or hang a request.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
from pathlib import Path

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB
from tests.loopback import LoopbackDiscord, LoopbackHarness, start_bot

FAST = {"RENDER_PROCESSES": "0"}


def posts(server: LoopbackDiscord) -> list[fd.Sent]:
    """Messages the bot posted in the channel itself (not as replies)."""
    return [s for s in server.discord.sent if s.kind == "message"]


def unannounced(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [r[0] for r in conn.execute("SELECT text FROM moves WHERE announced_at IS NULL AND undone = 0")]


async def lobby_started(server: LoopbackDiscord) -> LoopbackHarness:
    h = LoopbackHarness(server)
    await h.slash(ALICE, "new", players=2, faction="witches")
    await h.slash(BOB, "join", faction="nomads")
    await h.slash(ALICE, "start")
    return h


async def a_move(h: LoopbackHarness) -> dict:
    """Alice's first legal move, as the interaction that plays it."""
    choices = await h.choices(ALICE, "move", "action", "")
    return fd.slash(ALICE, "move", action=choices[0])


async def stop(process: asyncio.subprocess.Process) -> None:
    if process.returncode is None:
        process.kill()
        await process.wait()


async def run_with(tmp_path: Path, failures: list[tuple[str, int]], retry_after: float = 1.0) -> None:
    server = LoopbackDiscord()
    await server.start()
    process = await start_bot(server, tmp_path, **FAST)
    try:
        h = await lobby_started(server)
        move = await a_move(h)
        server.discord.fail_next += failures
        server.discord.retry_after = retry_after
        await server.push(move)
        await server.wait_for(lambda sent: any(s.kind == "message" and s.png() for s in sent))
        post = posts(server)[0]
        assert "<@101>" in post.content and "your move is stored" in post.content and "Next:" in post.content
        await asyncio.sleep(0.5)
        assert len(posts(server)) == 1 and unannounced(tmp_path / "games.sqlite3") == []
    finally:
        await stop(process)
        await server.stop()
    assert "Traceback" not in (tmp_path / "bot.log").read_text(errors="replace")


async def test_discord_failing_the_answer_twice_with_500(tmp_path: Path) -> None:
    # discord.py retries after 1 s and 3 s: the third try comes after Discord's deadline
    await run_with(tmp_path, [("/interactions/", 500), ("/interactions/", 500)])


async def test_discord_rate_limiting_the_answer_past_its_deadline(tmp_path: Path) -> None:
    await run_with(tmp_path, [("/interactions/", 429)], retry_after=3.5)


async def test_killed_between_storing_a_move_and_posting_its_board(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    db = tmp_path / "games.sqlite3"
    process = await start_bot(server, tmp_path, **FAST)
    try:
        h = await lobby_started(server)
        move = await a_move(h)
        server.hold_next.append(("/interactions/", False))  # the board's post (the answer) hangs, never reaching anyone
        await server.push(move)
        await asyncio.wait_for(server.held.wait(), 30)
        process.kill()  # SIGKILL
        await process.wait()
        assert len(unannounced(db)) == 1  # stored, never announced
        process = await start_bot(server, tmp_path, **FAST)
        await server.wait_for(lambda sent: any("after a restart" in s.content for s in sent))
        await asyncio.sleep(1.0)  # time for a second one, which must not come
        late = [s for s in posts(server) if "after a restart" in s.content]
        assert len(late) == 1 and late[0].png() and "Next:" in late[0].content
        assert unannounced(db) == []
    finally:
        await stop(process)
        await server.stop()


async def test_killed_after_discord_took_the_post_it_is_not_posted_again(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    db = tmp_path / "games.sqlite3"
    process = await start_bot(server, tmp_path, **FAST)
    try:
        h = await lobby_started(server)
        move = await a_move(h)
        server.hold_next.append(("/interactions/", True))  # Discord takes the post, the answer never comes back
        await server.push(move)
        await asyncio.wait_for(server.held.wait(), 30)
        process.kill()
        await process.wait()
        assert len(unannounced(db)) == 1
        process = await start_bot(server, tmp_path, **FAST)
        for _ in range(100):  # the restarted bot finds the post in the channel and notes it
            if not unannounced(db):
                break
            await asyncio.sleep(0.1)
        assert unannounced(db) == [] and posts(server) == []
    finally:
        await stop(process)
        await server.stop()


async def test_a_token_discord_refuses_or_a_discord_out_of_reach_is_one_line_at_start(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    server.discord.fail_next.append(("/users/@me", 401))  # what Discord answers a wrong token
    base = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))},
        "DISCORD_TOKEN": "wrong-token",
        "DISCORD_GATEWAY_URL": server.gateway,
        "DATABASE_PATH": str(tmp_path / "games.sqlite3"),
        "BOT_CONFIG": str(tmp_path / "no.env"),
        "LOG_LEVEL": "WARNING",
        **FAST,
    }
    try:
        for api, said in (
            (server.api_base, "error: Discord refused the token (DISCORD_TOKEN)"),
            ("http://127.0.0.1:9/api/v10", "error: Can't reach Discord at 127.0.0.1:9"),
        ):
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", env={**base, "DISCORD_API_BASE": api}, stderr=asyncio.subprocess.PIPE
            )
            _, err = await asyncio.wait_for(process.communicate(), 60)
            text = err.decode()
            assert process.returncode == 1 and text.count("\n") == 1 and text.startswith(said), text
    finally:
        await server.stop()


async def test_discord_rate_limiting_the_post_in_the_channel(tmp_path: Path) -> None:
    # the answer is refused, then the channel post is rate limited: posted once, after retry_after
    await run_with(tmp_path, [("/interactions/", 404), ("/channels/", 429)], retry_after=1.0)


async def test_discord_failing_the_post_in_the_channel_with_502(tmp_path: Path) -> None:
    await run_with(tmp_path, [("/interactions/", 404), ("/channels/", 502)])


async def test_killed_with_two_moves_in_flight_only_the_one_shown_counts_as_announced(tmp_path: Path) -> None:
    """Alice's board reached Discord but its answer never came back; Bob's never reached anyone.
    After the kill, the channel's history shows Alice's board only: Bob's move is posted late."""
    server = LoopbackDiscord()
    await server.start()
    db = tmp_path / "games.sqlite3"
    process = await start_bot(server, tmp_path, **FAST)
    try:
        h = await lobby_started(server)
        alices = await a_move(h)
        server.hold_next.append(("/interactions/", True))  # Discord takes her board; no answer comes back
        await server.push(alices)
        await asyncio.wait_for(server.held.wait(), 30)  # stored, and being announced
        choices = await h.choices(BOB, "move", "action", "")
        server.held.clear()
        server.hold_next += [("/interactions/", False), ("/webhooks/", False)]  # his reaches nobody
        await server.push(fd.slash(BOB, "move", action=choices[0]))
        await asyncio.wait_for(server.held.wait(), 30)
        process.kill()
        await process.wait()
        assert len(unannounced(db)) == 2
        process = await start_bot(server, tmp_path, **FAST)
        await server.wait_for(lambda sent: any("after a restart" in s.content for s in sent))
        await asyncio.sleep(1.0)  # time for a second one, which must not come
        late = [s for s in posts(server) if "after a restart" in s.content]
        assert len(late) == 1 and late[0].png(), [s.content for s in late]
        assert "(Player102)" in late[0].content and "(Player101)" not in late[0].content, late[0].content
        assert late[0].files[0][0].endswith("-game1-moves4.png"), late[0].files
        assert unannounced(db) == []
    finally:
        await stop(process)
        await server.stop()
    assert "Traceback" not in (tmp_path / "bot.log").read_text(errors="replace")
