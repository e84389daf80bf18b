"""The unmodified `python -m bot` process against a fake Discord on loopback, through a whole game."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import signal
import sqlite3
import sys
from pathlib import Path

import pytest

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE
from tests.bot.discord.test_play import PNG, lobby, step
from tests.loopback import LoopbackDiscord, LoopbackHarness, children, running, start_bot

ROOT = Path(__file__).resolve().parents[3]


async def test_the_bot_process_plays_a_whole_game(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    env = {
        **os.environ,
        "DISCORD_TOKEN": "fake-token",
        "DISCORD_API_BASE": server.api_base,
        "DISCORD_GATEWAY_URL": server.gateway,
        "DATABASE_PATH": str(tmp_path / "games.sqlite3"),
        "BOT_CONFIG": str(tmp_path / "no.env"),
        "LOG_LEVEL": "WARNING",
    }
    log = (tmp_path / "bot.log").open("wb")
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=ROOT, env=env, stdout=log, stderr=log
    )
    try:
        await asyncio.wait_for(server.identified.wait(), 30)
        assert ("GET", "/users/@me") in server.requests
        h = LoopbackHarness(server)
        await lobby(h)
        started = await h.slash(ALICE, "start")
        # the board is the answer, or follows a private acknowledgement when drawing was slow
        assert started[0].callback_type in (4, 5) and fd.boards(started)[-1].png().startswith(PNG)
        rng = random.Random(1)
        for _ in range(600):
            sent = await step(h, rng)
            assert sent[-1].png(), sent[-1].content
            if "Game over" in sent[-1].content:
                break
        else:
            raise AssertionError("the game did not end")
        assert process.returncode is None
    finally:
        if process.returncode is None:
            process.terminate()
            await asyncio.wait_for(process.wait(), 30)
        await server.stop()
        log.close()
    errors = (tmp_path / "bot.log").read_text(errors="replace")
    assert "Traceback" not in errors, errors


async def test_sigterm_closes_the_bot_cleanly_and_the_database_file_alone_holds_every_move(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    try:
        process = await start_bot(server, tmp_path, RENDER_PROCESSES="0")
        h = LoopbackHarness(server)
        await lobby(h)
        await h.slash(ALICE, "start")
        rng = random.Random(2)
        for _ in range(6):
            await step(h, rng)
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), 30) == 0
    finally:
        if process.returncode is None:
            process.kill()
        await server.stop()
    db = tmp_path / "games.sqlite3"
    wal = tmp_path / "games.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0  # checkpointed into the file
    alone = tmp_path / "copy.sqlite3"
    shutil.copy(db, alone)
    with sqlite3.connect(alone) as copy:
        assert copy.execute("SELECT COUNT(*) FROM moves").fetchone()[0] >= 6
    assert "Traceback" not in (tmp_path / "bot.log").read_text(errors="replace")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
async def test_render_workers_end_with_the_bot_killed_with_sigkill(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    workers: list[int] = []
    try:
        process = await start_bot(server, tmp_path, RENDER_PROCESSES="2")
        for _ in range(100):  # the workers start at once (warm-up), in a second or two
            workers = children(process.pid)
            if len(workers) >= 2:
                break
            await asyncio.sleep(0.1)
        assert len(workers) >= 2
        process.kill()
        await process.wait()
        for _ in range(100):
            if not any(running(w) for w in workers):
                break
            await asyncio.sleep(0.1)
        assert not [w for w in workers if running(w)]
    finally:
        for w in workers:
            if running(w):
                os.kill(w, signal.SIGKILL)
        await server.stop()
