"""The real discord.py client, with its HTTP swapped for a fake Discord (in process)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.discord.client import GameBot
from tests import fakediscord as fd
from tests.bot.conftest import Clock

ALICE, BOB, CAROL = 101, 102, 103


class Harness:
    """One bot process as Discord sees it: inject interactions, read what the bot sent."""

    def __init__(self, bot: GameBot, transport: fd.FakeTransport, clock: Clock) -> None:
        self.bot = bot
        self.transport = transport
        self.discord = transport.discord
        self.clock = clock

    async def inject(self, payload: dict[str, Any]) -> list[fd.Sent]:
        """Deliver an interaction and wait for everything it set off; what the bot sent in reply."""
        start = len(self.discord.sent)
        self.transport.channel_of[payload["token"]] = int(payload["channel_id"])
        self.discord.kinds[payload["id"]] = int(payload["type"])
        self.discord.opened[payload["id"]] = time.monotonic()  # for a deadline a test sets
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)
        while new := {t for t in asyncio.all_tasks() - before - {asyncio.current_task()} if not _view_timer(t)}:
            done, pending = await asyncio.wait(new, timeout=30)
            assert not pending, "an interaction handler hung"
            before |= done
        return self.discord.sent[start:]

    async def slash(self, user_id: int, sub: str, locale: str = "en-US", **values: Any) -> list[fd.Sent]:
        return await self.inject(fd.slash(user_id, sub, locale, **values))

    async def choices(self, user_id: int, sub: str, focused: str, current: str = "", **values: Any) -> list[str]:
        sent = await self.inject(fd.autocomplete(user_id, sub, focused, current, **values))
        assert len(sent) == 1 and sent[0].callback_type == 8, sent
        return [c["value"] for c in sent[0].choices]

    async def click(
        self,
        user_id: int,
        message: dict[str, Any],
        custom_id: str,
        values: list[str] | None = None,
        locale: str = "en-US",
    ) -> list[fd.Sent]:
        return await self.inject(fd.component(user_id, message, custom_id, values, locale))

    async def close(self) -> None:
        await self.bot.close()
        self.transport.uninstall()


def _view_timer(task: asyncio.Task[Any]) -> bool:
    """discord.py's countdown for a private message's buttons (15 minutes): not ours to wait for."""
    return "timeout_task_impl" in getattr(task.get_coro(), "__qualname__", "")


async def open_bot(
    db: Path, clock: Clock, discord: fd.FakeDiscord | None = None, games: dict[str, Any] | None = None
) -> Harness:
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=db,
        discord_token="fake-token",
        reminder_hours=[12.0, 24.0],
        reminder_check_seconds=10**6,
        render_processes=0,  # drawing in threads: quicker to start; the loopback test runs the workers
    )
    seeds = iter(f"discord-test-{i}" for i in range(10**6))
    bot = GameBot(settings, clock=clock, seeds=lambda: next(seeds), games=games)
    transport = fd.FakeTransport(discord)
    transport.install(bot)
    await bot.login("fake-token")  # GET /users/@me, /oauth2/applications/@me, then setup_hook
    state = bot._connection
    state.guild_ready_timeout = 0
    state.parse_ready(fd.ready())
    state.parse_guild_create(fd.guild_create())
    await asyncio.sleep(0)
    return Harness(bot, transport, clock)


@pytest.fixture
async def harness(tmp_path, clock):
    h = await open_bot(tmp_path / "games.sqlite3", clock)
    yield h
    await h.close()
    assert not h.discord.refused, h.discord.refused  # nothing sent broke Discord's limits
