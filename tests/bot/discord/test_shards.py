"""Two `python -m bot` processes, shards 0 and 1 of 2, sharing one PostgreSQL database, against the
loopback fake Discord (one gateway connection per shard, each told of its own servers)."""

from __future__ import annotations

import asyncio
import random
import re
import signal
from pathlib import Path

import asyncpg

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB
from tests.loopback import LoopbackDiscord, start_bot

CHANNELS = {fd.CHANNEL_ID: fd.GUILD_ID, fd.CHANNEL2_ID: fd.GUILD2_ID}
IMAGE = re.compile(r"-game(\d+)-moves([0-9_-]+)\.png$")


def announcements(server: LoopbackDiscord) -> list[tuple[int, int]]:
    """(game, move) of every move a board posted for stored moves announces (its image's name
    names them all), replies and channel posts alike."""
    found = []
    for sent in server.discord.sent:
        for name, _ in sent.files:
            m = IMAGE.search(name)
            if m:
                for span in m[2].split("_"):
                    first, _, last = span.partition("-")
                    found += [(int(m[1]), seq) for seq in range(int(first), int(last or first) + 1)]
    return found


def reminders(server: LoopbackDiscord) -> list[str]:
    return [s.content for s in server.discord.sent if s.kind == "message" and s.content.startswith("⏰ <@")]


async def play(server: LoopbackDiscord, channel: int, rng: random.Random, shard: int | None = None) -> str | None:
    """One move in this channel's game by whoever has one to make (found with autocomplete);
    the move, once the bot has answered it (None if nobody could move)."""
    for user in (ALICE, BOB):
        sent = await server.inject(fd.autocomplete(user, "move", "action", "", channel_id=channel), shard=shard)
        choices = [c["value"] for c in sent[0].choices]
        if choices:
            plain = [c for c in choices if not c.startswith(("convert", "burn"))] or choices
            move = rng.choice(plain)
            answer = await server.inject(fd.slash(user, "move", channel_id=channel, action=move), shard=shard)
            assert answer[-1].png(), [s.content for s in answer]
            return move
    return None


async def open_game(server: LoopbackDiscord, channel: int, join_through: int | None = None) -> None:
    """A two-player game in `channel`; Bob joins with the Join button, delivered through the
    connection of shard `join_through` if given (a button pressed where another process answers)."""
    opened = await server.inject(fd.slash(ALICE, "new", channel_id=channel, players=2, faction="witches"))
    custom_id = opened[0].custom_ids[0]
    joined = await server.inject(fd.component(BOB, opened[0].message, custom_id), shard=join_through)
    assert "joined game" in joined[0].content, joined[0].content
    started = await server.inject(fd.slash(ALICE, "start", channel_id=channel))
    assert started[-1].png()


async def to_move(server: LoopbackDiscord, channel: int) -> tuple[int, str]:
    """Who moves next in this channel's game, and a legal move of theirs."""
    for user in (ALICE, BOB):
        sent = await server.inject(fd.autocomplete(user, "move", "action", "", channel_id=channel))
        if sent[0].choices:
            return user, sent[0].choices[0]["value"]
    raise AssertionError("nobody can move")


async def stored_count(url: str, game: int) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT COUNT(*) FROM moves WHERE game_id = $1 AND undone = 0", game))
    finally:
        await conn.close()


async def unannounced(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT COUNT(*) FROM moves WHERE announced_at IS NULL AND undone = 0"))
    finally:
        await conn.close()


async def stop(process: asyncio.subprocess.Process) -> None:
    if process.returncode is None:
        process.kill()
        await process.wait()


async def test_two_processes_share_the_games_and_announce_each_move_once(tmp_path: Path, postgres_url: str) -> None:
    server = LoopbackDiscord()
    server.guilds = {guild: [channel] for channel, guild in CHANNELS.items()}
    shard_of = {channel: fd.shard_of(guild, 2) for channel, guild in CHANNELS.items()}
    assert sorted(shard_of.values()) == [0, 1]  # a server on each shard
    await server.start()
    env = {
        "DATABASE_URL": postgres_url,
        "SHARD_COUNT": "2",
        "RENDER_PROCESSES": "0",
        "REMINDER_HOURS": "0.002",  # 7.2 seconds of waiting
        "REMINDER_CHECK_SECONDS": "0.3",
    }
    processes = {i: await start_bot(server, tmp_path, f"bot{i}.log", SHARD_IDS=str(i), **env) for i in (0, 1)}
    rng = random.Random(17)
    played: dict[int, list[str]] = {channel: [] for channel in CHANNELS}
    try:
        for channel, shard in shard_of.items():
            await open_game(server, channel, join_through=1 - shard)  # the Join button reaches the other process
        games = {channel: n for n, channel in enumerate(CHANNELS, start=1)}
        for _ in range(6):  # both games progress, each served by its shard's process
            for channel in CHANNELS:
                move = await play(server, channel, rng)
                assert move is not None
                played[channel].append(move)

        # The process of the second server is killed (SIGKILL) while it posts a move's board
        victim_channel = next(c for c, s in shard_of.items() if s == 1)
        other_channel = next(c for c in CHANNELS if c != victim_channel)
        user, in_flight = await to_move(server, victim_channel)
        server.hold_next.append(("/interactions/", False))  # the answer with the board
        await server.push(fd.slash(user, "move", channel_id=victim_channel, action=in_flight))
        await asyncio.wait_for(server.held.wait(), 30)
        processes[1].send_signal(signal.SIGKILL)
        await processes[1].wait()
        played[victim_channel].append(in_flight)  # stored (the board was being posted), not announced
        # the other server's games go on meanwhile
        move = await play(server, other_channel, rng)
        assert move is not None
        played[other_channel].append(move)
        # started again, it announces the move late, once
        processes[1] = await start_bot(server, tmp_path, "bot1.log", SHARD_IDS="1", **env)
        await server.wait_for(lambda sent: any("after a restart" in s.content for s in sent))

        # Killed again at a random moment of a move's handling: stored or not, announced or not
        # (the restarted process announces what was stored); a player who then sees no board for
        # the move sends it again, and it is applied once
        user, in_flight = await to_move(server, victim_channel)
        before = await stored_count(postgres_url, games[victim_channel])
        await server.push(fd.slash(user, "move", channel_id=victim_channel, action=in_flight))
        await asyncio.sleep(rng.uniform(0.0, 0.4))
        processes[1].send_signal(signal.SIGKILL)
        await processes[1].wait()
        processes[1] = await start_bot(server, tmp_path, "bot1.log", SHARD_IDS="1", **env)
        for _ in range(100):  # whatever was stored is announced
            if not await unannounced(postgres_url):
                break
            await asyncio.sleep(0.1)
        assert not await unannounced(postgres_url)
        if await stored_count(postgres_url, games[victim_channel]) == before:
            retried = await server.inject(fd.slash(user, "move", channel_id=victim_channel, action=in_flight))
            assert retried[-1].png(), [s.content for s in retried]
        played[victim_channel].append(in_flight)

        for _ in range(3):
            for channel in CHANNELS:
                move = await play(server, channel, rng)
                assert move is not None
                played[channel].append(move)

        # Every game waits now: each waiting player is reminded once, by one of the processes
        # (a reminder may have come earlier too, while the killed process was away: once as well)
        conn = await asyncpg.connect(postgres_url)
        try:
            for _ in range(600):
                waits = await conn.fetchval(
                    "SELECT COUNT(*) FROM games g WHERE EXISTS (SELECT 1 FROM reminders r "
                    "WHERE r.game_id = g.id AND r.since = g.idle_since)"
                )
                if waits == 2:
                    break
                await asyncio.sleep(0.1)
            assert waits == 2
            await asyncio.sleep(2.0)  # several more sweeps of both processes: no reminder twice
            sent = await conn.fetchval("SELECT COUNT(*) FROM reminders")
        finally:
            await conn.close()
        assert len(reminders(server)) == sent, reminders(server)
    finally:
        for process in processes.values():
            await stop(process)
        await server.stop()

    conn = await asyncpg.connect(postgres_url)
    try:
        for channel, game in games.items():
            rows = await conn.fetch("SELECT text FROM moves WHERE game_id = $1 AND undone = 0 ORDER BY seq", game)
            stored = [r["text"] for r in rows]
            # every acknowledged move once, in order (the setup choices made for the players first;
            # each stored as the engine writes it, which may say more than was typed)
            last = stored[-len(played[channel]) :]
            assert len(last) == len(played[channel]) and all(
                s.startswith(p) for s, p in zip(last, played[channel], strict=True)
            ), (stored, played[channel])
        assert await conn.fetchval("SELECT COUNT(*) FROM moves WHERE announced_at IS NULL") == 0
    finally:
        await conn.close()
    posted = announcements(server)
    assert len(posted) == len(set(posted)), sorted(posted)  # no board of the same moves twice
    for name in ("bot0.log", "bot1.log"):
        assert "Traceback" not in (tmp_path / name).read_text(errors="replace")
