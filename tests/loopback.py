"""A fake Discord on loopback: the REST API and a gateway websocket, for a bot process started
as users start it (`python -m bot` with DISCORD_API_BASE and DISCORD_GATEWAY_URL).

It answers like `fakediscord.FakeDiscord` and pushes interactions down the gateway; `inject`
waits until the bot has fully answered one (a reply, or a deferral and then its followup).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from locales import LOCALES, say
from tests import fakediscord as fd

JSON = {"Content-Type": "application/json"}  # exactly: discord.py decodes nothing else


class LoopbackDiscord:
    def __init__(self) -> None:
        self.discord = fd.FakeDiscord()
        self.port = 0
        self.identified = asyncio.Event()
        self.requests: list[tuple[str, str]] = []
        # The servers the bot is in, with their channels; a connection per shard (a bot without
        # shards is shard 0 of 1), each told of its own servers.
        self.guilds: dict[int, list[int]] = {fd.GUILD_ID: [fd.CHANNEL_ID]}
        self.shard_count = 1
        self._sockets: dict[int, web.WebSocketResponse] = {}
        self._shard_ready: dict[int, asyncio.Event] = {}
        self._sequence = 0
        self._runner: web.AppRunner | None = None
        self._changed = asyncio.Condition()
        self.channel_of: dict[str, int] = {}
        self.discord.deadline = 3.0  # Discord forgets an interaction not answered within 3 seconds
        # Requests to hold without an answer (as if Discord hung), by path start: recorded first
        # (Discord took it) or not. `held` is set when one is being held.
        self.hold_next: list[tuple[str, bool]] = []
        self.held = asyncio.Event()
        self._holding: list[asyncio.Event] = []

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for release in self._holding:
            release.set()
        for socket in list(self._sockets.values()):
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # The gateway

    def shard_ready(self, shard: int) -> asyncio.Event:
        """Set once the connection of `shard` has identified."""
        return self._shard_ready.setdefault(shard, asyncio.Event())

    async def _dispatch(self, event: str, data: dict[str, Any], shard: int = 0) -> None:
        socket = self._sockets.get(shard)
        assert socket is not None, f"no connection for shard {shard}"
        self._sequence += 1
        await socket.send_str(json.dumps({"op": 0, "t": event, "s": self._sequence, "d": data}))

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        shard: int | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                if frame["op"] == 1:
                    await ws.send_str(json.dumps({"op": 11}))
                elif frame["op"] in (2, 6):  # identify or resume
                    given = (frame.get("d") or {}).get("shard")
                    shard, count = (int(given[0]), int(given[1])) if given else (0, 1)
                    self.shard_count = count
                    self._sockets[shard] = ws
                    mine = [g for g in self.guilds if fd.shard_of(g, count) == shard]
                    await self._dispatch("READY", fd.ready(mine, (shard, count) if given else None), shard)
                    for guild in mine:
                        await self._dispatch("GUILD_CREATE", fd.guild_create(guild, self.guilds[guild]), shard)
                    self.identified.set()
                    self.shard_ready(shard).set()
        finally:
            if shard is not None and self._sockets.get(shard) is ws:
                del self._sockets[shard]
                self.shard_ready(shard).clear()
        return ws

    # REST

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body: Any = {}
        files: list[tuple[str, bytes]] = []
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                data = await part.read()  # type: ignore[union-attr]
                if part.name == "payload_json":  # type: ignore[union-attr]
                    body = json.loads(data)
                else:
                    files.append((part.filename or part.name or "file", bytes(data)))  # type: ignore[union-attr]
        elif request.can_read_body:
            body = await request.json()
        self.requests.append((request.method, path))
        token = _token(path)
        channel = self.channel_of.get(token or "", fd.CHANNEL_ID)
        hold = next((h for h in self.hold_next if path.startswith(h[0]) and request.method == "POST"), None)
        if hold is not None:
            self.hold_next.remove(hold)
            if hold[1]:
                self.discord.respond(request.method, path, body, files, channel)
                async with self._changed:
                    self._changed.notify_all()
            self.held.set()
            release = asyncio.Event()  # never answered while the test runs (the bot waits until killed)
            self._holding.append(release)
            await release.wait()
            return web.Response(status=503)
        status, answer = self.discord.respond(request.method, path, body, files, channel)
        async with self._changed:
            self._changed.notify_all()
        if answer is None:
            return web.Response(status=status)
        headers = dict(JSON)
        if status == 429:  # what discord.py checks to tell Discord's rate limit from a proxy's
            headers.update({"Via": "1.1 google", "Retry-After": str(answer.get("retry_after", 1))})
        return web.Response(status=status, body=json.dumps(answer).encode(), headers=headers)

    # Driving

    async def wait_for(self, found: Callable[[list[fd.Sent]], bool], timeout: float = 30) -> list[fd.Sent]:
        """Wait until what the bot sent satisfies `found`; all it sent."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: found(self.discord.sent)), timeout)
        return self.discord.sent

    async def push(self, payload: dict[str, Any], shard: int | None = None) -> None:
        """Send an interaction down the gateway, without waiting for the bot's answer: to the
        shard of its server (direct messages: shard 0), or to `shard`."""
        self.channel_of[payload["token"]] = int(payload["channel_id"])
        self.discord.opened[payload["id"]] = time.monotonic()
        self.discord.kinds[payload["id"]] = int(payload["type"])
        if shard is None:
            guild = payload.get("guild_id")
            shard = fd.shard_of(int(guild), self.shard_count) if guild else 0
        await self._dispatch("INTERACTION_CREATE", payload, shard)

    async def inject(self, payload: dict[str, Any], timeout: float = 30, shard: int | None = None) -> list[fd.Sent]:
        """Push an interaction; what the bot sent for it once it has finished answering."""
        token = payload["token"]
        await self.push(payload, shard)

        def answered() -> list[fd.Sent] | None:
            mine = [s for s in self.discord.sent if token in s.path]
            if not mine:
                return None
            if mine[0].callback_type == 5 and not [s for s in mine if s.kind == "followup"]:
                return None  # deferred: the followup is still coming
            if mine[0].callback_type == 5 and _slow_path(mine):
                return None
            return mine

        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(answered), timeout)
        await asyncio.sleep(0.01)  # a second followup (after a private acknowledgement) may follow
        return [s for s in self.discord.sent if token in s.path]


def _token(path: str) -> str | None:
    m = re.match(r"/(?:interactions/\d+|webhooks/\d+)/([^/]+)", path)
    return m[1] if m else None


def _slow_path(sent: list[fd.Sent]) -> bool:
    """Deferred privately (storing or drawing was slow): the public answer comes after the short
    private word that fills the deferral (replies.say_when_filled)."""
    followups = [s for s in sent if s.kind == "followup"]
    fillers = {say(locale, key) for locale in LOCALES for key in ("host-done", "host-move-received")}
    return bool(followups) and all(s.ephemeral for s in followups) and followups[-1].content in fillers


class LoopbackHarness:
    """The same surface as the in-process harness, over the loopback fake."""

    def __init__(self, server: LoopbackDiscord) -> None:
        self.server = server
        self.discord = server.discord

    async def inject(self, payload: dict[str, Any]) -> list[fd.Sent]:
        return await self.server.inject(payload)

    async def slash(self, user_id: int, sub: str, locale: str = "en-US", **values: Any) -> list[fd.Sent]:
        return await self.inject(fd.slash(user_id, sub, locale, **values))

    async def choices(self, user_id: int, sub: str, focused: str, current: str = "", **values: Any) -> list[str]:
        sent = await self.inject(fd.autocomplete(user_id, sub, focused, current, **values))
        assert sent and sent[0].callback_type == 8, sent
        return [c["value"] for c in sent[0].choices]

    async def click(
        self, user_id: int, message: dict[str, Any], custom_id: str, values: list[str] | None = None
    ) -> list[fd.Sent]:
        return await self.inject(fd.component(user_id, message, custom_id, values))


ROOT = Path(__file__).resolve().parents[1]


async def start_bot(
    server: LoopbackDiscord, folder: Path, log_name: str = "bot.log", **env: str
) -> asyncio.subprocess.Process:  # pragma: no cover - exercised by the loopback tests
    """`python -m bot` as users start it, against `server`, its database and log in `folder`;
    returns once it is connected (its gateway identified: each of its SHARD_IDS, if given)."""
    server.identified.clear()
    shards = [int(i) for i in env.get("SHARD_IDS", "").split(",") if i]
    for shard in shards:
        server.shard_ready(shard).clear()
    variables = {
        **os.environ,
        "DISCORD_TOKEN": "fake-token",
        "DISCORD_API_BASE": server.api_base,
        "DISCORD_GATEWAY_URL": server.gateway,
        "DATABASE_PATH": str(folder / "games.sqlite3"),
        "BOT_CONFIG": str(folder / "no.env"),
        "LOG_LEVEL": "WARNING",
        **env,
    }
    log = (folder / log_name).open("ab")
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=ROOT, env=variables, stdout=log, stderr=log, start_new_session=True
    )
    log.close()
    if shards:
        await asyncio.wait_for(asyncio.gather(*(server.shard_ready(i).wait() for i in shards)), 30)
    else:
        await asyncio.wait_for(server.identified.wait(), 30)
    return process


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (Linux: read from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def running(pid: int) -> bool:
    """Whether process `pid` exists and is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
