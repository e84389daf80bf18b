"""The unmodified `python -m bot` process against a fake Discord on loopback, through a whole game."""

from __future__ import annotations

import asyncio
import os
import random
import sys
from pathlib import Path

from tests.bot.discord.conftest import ALICE
from tests.bot.discord.test_play import PNG, lobby, step
from tests.loopback import LoopbackDiscord, LoopbackHarness

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
        assert started[0].callback_type == 5 and started[-1].png().startswith(PNG)
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
