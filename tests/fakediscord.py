"""A fake Discord for tests and benchmarks: payloads the way Discord sends them, and answers to
the bot's REST and webhook calls, recorded for assertions.

Two ways to use it: `FakeTransport` swaps discord.py's two HTTP seams (HTTPClient.request and the
interaction webhook adapter) in-process; `tests/bot/discord/loopback.py` serves the same answers
over HTTP and a gateway websocket for a bot process that is not modified at all.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

APP_ID = 900_000_000_000_000_001
BOT_ID = 900_000_000_000_000_002
OWNER_ID = 100
GUILD_ID = 800_000_000_000_000_001
CHANNEL_ID = 700_000_000_000_000_001
# A second server, on the other shard of two (Discord's shard of a server: (id >> 22) % shards)
GUILD2_ID = GUILD_ID + (1 << 22)
CHANNEL2_ID = 700_000_000_000_000_002
GUILD_OF = {CHANNEL_ID: GUILD_ID, CHANNEL2_ID: GUILD2_ID}  # each channel's server
DM_CHANNEL_ID = 700_000_000_000_000_999  # a user's direct messages with the bot
TIMESTAMP = "2026-11-29T12:00:00.000000+00:00"

_ids = itertools.count(600_000_000_000_000_001)


def snowflake() -> int:
    return next(_ids)


def user(user_id: int, name: str | None = None) -> dict[str, Any]:
    name = name or f"player{user_id}"
    return {
        "id": str(user_id),
        "username": name,
        "global_name": name.capitalize(),
        "discriminator": "0",
        "avatar": None,
        "bot": user_id == BOT_ID,
    }


def member(user_id: int, name: str | None = None) -> dict[str, Any]:
    return {
        "user": user(user_id, name),
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "permissions": "2251799813685247",
    }


def channel(channel_id: int = CHANNEL_ID, guild_id: int = GUILD_ID) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": 0,
        "guild_id": str(guild_id),
        "name": f"game-{channel_id % 1000}",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
    }


def application() -> dict[str, Any]:
    return {
        "id": str(APP_ID),
        "name": "Terra Mystica bot",
        "description": "",
        "icon": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "owner": user(OWNER_ID, "owner"),
        "flags": 0,
    }


def shard_of(guild_id: int, shards: int) -> int:
    """The shard that serves a server, as Discord assigns it."""
    return (guild_id >> 22) % shards


def ready(guild_ids: Iterable[int] = (GUILD_ID,), shard: tuple[int, int] | None = None) -> dict[str, Any]:
    extra: dict[str, Any] = {"shard": list(shard)} if shard is not None else {}
    return {
        **extra,
        "v": 10,
        "user": user(BOT_ID, "tmbot"),
        "guilds": [{"id": str(g), "unavailable": True} for g in guild_ids],
        "session_id": "fake-session",
        "resume_gateway_url": "ws://127.0.0.1:1/",
        "application": {"id": str(APP_ID), "flags": 0},
        "private_channels": [],
        "relationships": [],
    }


def guild_create(guild_id: int = GUILD_ID, channel_ids: Iterable[int] = (CHANNEL_ID,)) -> dict[str, Any]:
    return {
        "id": str(guild_id),
        "name": "Board games",
        "icon": None,
        "owner_id": str(OWNER_ID),
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [
            {
                "id": str(guild_id),
                "name": "@everyone",
                "color": 0,
                "hoist": False,
                "position": 0,
                "permissions": "1071698660929",
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "system_channel_flags": 0,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
        "unavailable": False,
        "member_count": 3,
        "large": False,
        "members": [member(BOT_ID, "tmbot")],
        "channels": [channel(c, guild_id) for c in channel_ids],
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


def _base(kind: int, user_id: int, locale: str, channel_id: int, data: dict[str, Any]) -> dict[str, Any]:
    interaction_id = snowflake()
    if channel_id == DM_CHANNEL_ID:  # the user's direct messages with the bot: no server, no member
        return {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "data": data,
            "channel_id": str(channel_id),
            "channel": {"id": str(channel_id), "type": 1, "recipients": [user(user_id)]},
            "user": user(user_id),
            "token": f"token-{interaction_id}",
            "version": 1,
            "locale": locale,
            "app_permissions": "2251799813685247",
            "entitlements": [],
            "authorizing_integration_owners": {"1": str(user_id)},
            "context": 1,
            "attachment_size_limit": 10_485_760,
        }
    return {
        "id": str(interaction_id),
        "application_id": str(APP_ID),
        "type": kind,
        "data": data,
        "guild_id": str(GUILD_OF.get(channel_id, GUILD_ID)),
        "channel_id": str(channel_id),
        "channel": channel(channel_id, GUILD_OF.get(channel_id, GUILD_ID)),
        "member": member(user_id),
        "token": f"token-{interaction_id}",
        "version": 1,
        "locale": locale,
        "guild_locale": "en-US",
        "app_permissions": "2251799813685247",
        "entitlements": [],
        "authorizing_integration_owners": {"0": str(GUILD_OF.get(channel_id, GUILD_ID))},
        "context": 0,
        "attachment_size_limit": 10_485_760,
    }


OPTION_TYPES = {bool: 5, int: 4, float: 10, str: 3}


def command_options(values: dict[str, Any], focused: str | None = None) -> list[dict[str, Any]]:
    out = []
    for name, value in values.items():
        if value is None:
            continue
        option: dict[str, Any] = {"name": name, "type": OPTION_TYPES[type(value)], "value": value}
        if name == focused:
            option["focused"] = True
        out.append(option)
    return out


def slash(
    user_id: int,
    subcommand: str,
    locale: str = "en-US",
    channel_id: int = CHANNEL_ID,
    group: str | None = "tm",
    **values: Any,
) -> dict[str, Any]:
    """A /tm <subcommand> interaction (or a top-level command with group=None)."""
    if group is None:
        data = {"id": "1", "name": subcommand, "type": 1, "options": command_options(values)}
    else:
        sub = {"type": 1, "name": subcommand, "options": command_options(values)}
        data = {"id": "1", "name": group, "type": 1, "options": [sub]}
    return _base(2, user_id, locale, channel_id, data)


def autocomplete(
    user_id: int,
    subcommand: str,
    focused: str,
    current: str,
    locale: str = "en-US",
    channel_id: int = CHANNEL_ID,
    group: str = "tm",
    **values: Any,
) -> dict[str, Any]:
    options = {**values, focused: current}
    sub = {"type": 1, "name": subcommand, "options": command_options(options, focused)}
    return _base(4, user_id, locale, channel_id, {"id": "1", "name": group, "type": 1, "options": [sub]})


def component(
    user_id: int, message: dict[str, Any], custom_id: str, values: list[str] | None = None, locale: str = "en-US"
) -> dict[str, Any]:
    kind = 3 if values is not None else 2
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
    if values is not None:
        data["values"] = values
    payload = _base(3, user_id, locale, int(message["channel_id"]), data)
    payload["message"] = message
    return payload


@dataclass
class Sent:
    """Something the bot sent: an interaction response, a followup, or a channel message."""

    kind: str  # "callback", "followup", "message", "edit"
    method: str
    path: str
    body: dict[str, Any]
    files: list[tuple[str, bytes]] = field(default_factory=list)
    message: dict[str, Any] | None = None

    @property
    def callback_type(self) -> int | None:
        return self.body.get("type") if self.kind == "callback" else None

    @property
    def data(self) -> dict[str, Any]:
        """The message part: the callback's data, or the body of a followup or message."""
        return self.body.get("data") or {} if self.kind == "callback" else self.body

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags") or 0) & 64)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for row in self.data.get("components") or [] for c in row.get("components", [])]

    @property
    def choices(self) -> list[dict[str, Any]]:
        return list(self.data.get("choices") or [])

    def png(self) -> bytes | None:
        return next((data for name, data in self.files if name.endswith(".png")), None)


MENTION = re.compile(r"<@!?(\d+)>")

# Discord's limits (developer docs: message resource, components, application commands)
MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_CHARS = 6000
EMBED_FIELDS = {"title": 256, "description": 4096}
MAX_ROWS = 5
MAX_BUTTONS = 5
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_OPTIONS = 25
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_CHOICES = 25
MAX_CHOICE_TEXT = 100


def limits_broken(message: dict[str, Any]) -> list[str]:
    """What in a message (or autocomplete answer) Discord would refuse with 400 Invalid Form Body."""
    broken = []
    if len(message.get("content") or "") > MAX_CONTENT:
        broken.append(f"content is {len(message['content'])} characters")
    embeds = message.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        broken.append(f"{len(embeds)} embeds")
    total = 0
    for embed in embeds:
        for key, most in EMBED_FIELDS.items():
            total += len(embed.get(key) or "")
            if len(embed.get(key) or "") > most:
                broken.append(f"embed {key} over {most}")
        for item in embed.get("fields") or []:
            total += len(item.get("name") or "") + len(item.get("value") or "")
            if len(item.get("name") or "") > 256 or len(item.get("value") or "") > 1024:
                broken.append("embed field too long")
    if total > MAX_EMBED_CHARS:
        broken.append(f"embeds hold {total} characters")
    rows = message.get("components") or []
    if len(rows) > MAX_ROWS:
        broken.append(f"{len(rows)} component rows")
    for row in rows:
        items = row.get("components") or []
        selects = [c for c in items if c.get("type") != 2]
        if len(items) > MAX_BUTTONS or (selects and len(items) > 1):
            broken.append("a row with too many components")
        for item in items:
            if len(item.get("custom_id") or "") > MAX_CUSTOM_ID:
                broken.append(f"custom_id of {len(item['custom_id'])} characters")
            if len(item.get("label") or "") > MAX_LABEL:
                broken.append(f"button label of {len(item['label'])} characters")
            if len(item.get("placeholder") or "") > MAX_PLACEHOLDER:
                broken.append("placeholder too long")
            options = item.get("options") or []
            if item.get("type") == 3 and not 1 <= len(options) <= MAX_OPTIONS:
                broken.append(f"a select with {len(options)} options")
            for option in options:
                for key in ("label", "value", "description"):
                    if len(option.get(key) or "") > MAX_OPTION_TEXT:
                        broken.append(f"select option {key} over {MAX_OPTION_TEXT}")
    choices = message.get("choices")
    if choices is not None:
        if len(choices) > MAX_CHOICES:
            broken.append(f"{len(choices)} choices")
        for choice in choices:
            if not 1 <= len(str(choice.get("name", ""))) <= MAX_CHOICE_TEXT:
                broken.append("a choice name of the wrong length")
            if len(str(choice.get("value", ""))) > MAX_CHOICE_TEXT:
                broken.append("a choice value over 100 characters")
    return broken


class FakeDiscord:
    """Discord's side of the conversation: answers requests and keeps what the bot sent."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.commands: list[dict[str, Any]] = []
        self.fail_next: list[tuple[str, int]] = []  # (path start, status) for the next matching call
        self.retry_after = 5.0  # what an injected 429 asks to wait, in seconds
        # Seconds an interaction waits for its first answer before Discord forgets it (None: forever);
        # the loopback fake sets Discord's 3 s, `opened` holds when each interaction was sent.
        self.deadline: float | None = None
        self.opened: dict[str, float] = {}
        self.acknowledged: set[str] = set()  # tokens of interactions answered (followups need one)
        self.refused: list[tuple[str, list[str]]] = []  # requests refused for breaking Discord's limits

    def message(self, channel_id: int, body: dict[str, Any], flags: int = 0) -> dict[str, Any]:
        message_id = snowflake()
        msg = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "type": 0,
            "content": body.get("content") or "",
            "author": user(BOT_ID, "tmbot"),
            "attachments": [
                {"id": str(snowflake()), "filename": a.get("filename", "file"), "size": 0, "url": "", "proxy_url": ""}
                for a in body.get("attachments") or []
            ],
            "embeds": body.get("embeds") or [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "flags": int(body.get("flags") or flags),
            "components": body.get("components") or [],
            "application_id": str(APP_ID),
            "nonce": body.get("nonce"),
        }
        self.messages[message_id] = msg
        return msg

    def respond(
        self, method: str, path: str, body: dict[str, Any], files: list[tuple[str, bytes]], channel_id: int
    ) -> tuple[int, Any]:
        """Discord's answer to one request, and a record of it."""
        for i, (start, status) in enumerate(self.fail_next):
            if path.startswith(start):
                del self.fail_next[i]
                if status == 429:
                    limited = {"message": "You are being rate limited.", "retry_after": self.retry_after}
                    return 429, {**limited, "global": False}
                return status, {"message": "injected failure", "code": 0}
        if method in ("POST", "PATCH") and (broken := limits_broken(body.get("data") or body)):
            self.refused.append((path, broken))
            return 400, {"message": "Invalid Form Body", "code": 50035, "errors": broken}
        if method == "GET" and path == "/users/@me":
            return 200, user(BOT_ID, "tmbot")
        if method == "GET" and path == "/oauth2/applications/@me":
            return 200, application()
        if method == "PUT" and re.fullmatch(r"/applications/\d+(/guilds/\d+)?/commands", path):
            self.commands = [dict(c, id=str(snowflake()), application_id=str(APP_ID), version="1") for c in body]
            return 200, self.commands
        if method == "POST" and (m := re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", path)):
            opened = self.opened.get(m[1])
            if self.deadline is not None and opened is not None and time.monotonic() - opened > self.deadline:
                return 404, {"message": "Unknown interaction", "code": 10062}
            if m[2] in self.acknowledged:
                return 400, {"message": "Interaction has already been acknowledged.", "code": 40060}
            self.acknowledged.add(m[2])
            kind = int(body.get("type", 0))
            message = self.message(channel_id, body.get("data") or {}) if kind in (4, 7) else None
            self.sent.append(Sent("callback", method, path, body, files, message))
            interaction = {
                "id": m[1],
                "type": 2,
                "response_message_id": message["id"] if message else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(int((body.get("data") or {}).get("flags") or 0) & 64),
            }
            resource: dict[str, Any] = {"type": kind}
            if message is not None:
                resource["message"] = message
            return 200, {"interaction": interaction, "resource": resource}
        if method == "POST" and (m := re.fullmatch(r"/webhooks/\d+/([^/]+)", path)):
            if m[1] not in self.acknowledged:
                return 404, {"message": "Unknown Webhook", "code": 10015}
            message = self.message(channel_id, body)
            self.sent.append(Sent("followup", method, path, body, files, message))
            return 200, message
        if method == "PATCH" and re.fullmatch(r"/webhooks/\d+/[^/]+/messages/.+", path):
            message = self.message(channel_id, body)
            self.sent.append(Sent("edit", method, path, body, files, message))
            return 200, message
        if method == "POST" and (m := re.fullmatch(r"/channels/(\d+)/messages", path)):
            nonce = body.get("nonce")
            if nonce and body.get("enforce_nonce"):  # the same nonce again: the message made the first time
                for earlier in self.messages.values():
                    if earlier.get("nonce") == nonce and earlier["channel_id"] == m[1]:
                        return 200, earlier
            message = self.message(int(m[1]), body)
            self.sent.append(Sent("message", method, path, body, files, message))
            return 200, message
        if method == "GET" and (m := re.fullmatch(r"/channels/(\d+)/messages", path)):
            # the channel's latest messages, newest first (the bot's own, as it sees them)
            found = [msg for msg in self.messages.values() if msg["channel_id"] == m[1] and not msg["flags"] & 64]
            return 200, sorted(found, key=lambda msg: -int(msg["id"]))[:50]
        if method == "DELETE":
            return 204, None
        return 404, {"message": f"fake Discord does not know {method} {path}", "code": 0}


def decode_multipart(form: list[dict[str, Any]]) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
    """The JSON part and the files of a multipart body, as discord.py builds it."""
    body: dict[str, Any] = {}
    files: list[tuple[str, bytes]] = []
    for part in form:
        value = part["value"]
        if part["name"] == "payload_json":
            body = json.loads(value)
        else:
            data = value.read() if hasattr(value, "read") else value
            if hasattr(value, "seek"):
                value.seek(0)
            files.append((part.get("filename") or part["name"], bytes(data)))
    return body, files


class FakeTransport:
    """Routes a discord.py client's HTTP through a FakeDiscord, in process."""

    def __init__(self, discord_: FakeDiscord | None = None) -> None:
        self.discord = discord_ or FakeDiscord()
        self._saved: Any = None
        self.channel_of: dict[str, int] = {}  # interaction token -> channel

    def install(self, bot: Any) -> None:
        from discord.webhook.async_ import AsyncWebhookAdapter

        bot.http.request = self._http_request
        self._saved = AsyncWebhookAdapter.request
        transport = self

        async def webhook_request(self: Any, route: Any, session: Any = None, **kwargs: Any) -> Any:
            return await transport._webhook_request(route, **kwargs)

        AsyncWebhookAdapter.request = webhook_request  # type: ignore[method-assign]

    def uninstall(self) -> None:
        from discord.webhook.async_ import AsyncWebhookAdapter

        if self._saved is not None:
            AsyncWebhookAdapter.request = self._saved  # type: ignore[method-assign]
            self._saved = None

    @staticmethod
    def _path(route: Any) -> str:
        import discord

        url = str(route.url)
        base = discord.http.Route.BASE
        path = url[len(base) :] if url.startswith(base) else url
        return path.split("?")[0]

    def _answer(self, status: int, data: Any, route: Any) -> Any:
        import discord

        if status >= 400:
            response = _Response(status, route)
            if status == 404:
                raise discord.NotFound(response, data)  # type: ignore[arg-type]
            if status == 403:
                raise discord.Forbidden(response, data)  # type: ignore[arg-type]
            raise discord.HTTPException(response, data)  # type: ignore[arg-type]
        return data

    async def _http_request(self, route: Any, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        await asyncio.sleep(0)
        if form:
            body, sent_files = decode_multipart(form)
        else:
            body, sent_files = kwargs.get("json") or {}, []
        path = self._path(route)
        channel_id = int(getattr(route, "channel_id", None) or 0)
        status, data = self.discord.respond(route.method, path, body, sent_files, channel_id)
        return self._answer(status, data, route)

    async def _webhook_request(
        self, route: Any, *, payload: Any = None, multipart: Any = None, files: Any = None, **kwargs: Any
    ) -> Any:
        await asyncio.sleep(0)
        if multipart:
            body, sent_files = decode_multipart(multipart)
        else:
            body, sent_files = payload or {}, []
        path = self._path(route)
        token = getattr(route, "webhook_token", None) or getattr(route, "interaction_token", None) or ""
        channel_id = self.channel_of.get(str(token), CHANNEL_ID)
        status, data = self.discord.respond(route.method, path, body, sent_files, channel_id)
        return self._answer(status, data, route)


class _Response:
    """What discord.HTTPException reads from a response."""

    def __init__(self, status: int, route: Any) -> None:
        self.status = status
        self.reason = "fake"
        self.url = str(route.url)
        self.headers: dict[str, str] = {}
