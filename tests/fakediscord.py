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
import unicodedata
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
THREAD_ID = 700_000_000_000_000_003  # a public thread in CHANNEL_ID
GUILD_OF = {CHANNEL_ID: GUILD_ID, CHANNEL2_ID: GUILD2_ID, THREAD_ID: GUILD_ID}  # each channel's server
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
    if channel_id == THREAD_ID:
        return thread(channel_id, guild_id)
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


def thread(thread_id: int = THREAD_ID, guild_id: int = GUILD_ID, archived: bool = False) -> dict[str, Any]:
    """A public thread of CHANNEL_ID, as an interaction in it carries it."""
    return {
        "id": str(thread_id),
        "type": 11,
        "guild_id": str(guild_id),
        "parent_id": str(CHANNEL_ID),
        "owner_id": str(OWNER_ID),
        "name": "a game",
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 1,
        "member_count": 2,
        "flags": 0,
        "thread_metadata": {
            "archived": archived,
            "auto_archive_duration": 1440,
            "archive_timestamp": TIMESTAMP,
            "locked": False,
        },
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
    # An edit notifies nobody, whoever it mentions (Discord notifies on a new message only), and
    # the first followup after a deferral is an edit of its "thinking..." message.
    edit: bool = False

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
        """Seen by its asker alone: as Discord shows it (a deferral's first followup keeps the
        deferral's flags, whatever the followup says)."""
        flags = self.message["flags"] if self.message is not None else self.data.get("flags")
        return bool(int(flags or 0) & 64)

    @property
    def pinged(self) -> set[int]:
        """The users this message notified (an edit notifies nobody)."""
        if self.edit or self.kind == "edit":
            return set()
        return {int(u["id"]) for u in (self.message or {}).get("mentions") or []}

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for row in self.data.get("components") or [] for c in row.get("components", [])]

    @property
    def answers(self) -> list[str]:
        """The custom ids of the message's questions: its components less the full-board button
        under a move's compact image."""
        return [c for c in self.custom_ids if not c.startswith("tm:board:")]

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


# Discord's locales (developer docs, Reference: Locales): the keys a localization may have
LOCALES = {
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
}  # fmt: skip
MAX_COMMAND_CHARS = 8000  # name, description and values of a command, its options and choices
OPTION_KINDS = {1: "subcommand", 2: "group", 3: "string", 4: "integer", 5: "boolean", 6: "user", 7: "channel",
                8: "role", 9: "mentionable", 10: "number", 11: "attachment"}  # fmt: skip


def command_name_broken(name: object) -> bool:
    """A CHAT_INPUT command's or option's name against ^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$,
    lower case where a letter has a lower case (application commands: naming)."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return True
    for c in name:
        devanagari_or_thai = "\u0900" <= c <= "\u097f" or "\ua8e0" <= c <= "\ua8ff" or "\u0e00" <= c <= "\u0e7f"
        if not (c in "-_'" or unicodedata.category(c)[0] in "LN" or devanagari_or_thai) or c.lower() != c:
            return True
    return False


def _localized(node: dict[str, Any], key: str, where: str, broken: list[str], check: Any) -> int:
    """Check a field and its localizations; the longest of them (what counts toward the size)."""
    texts = [node.get(key)]
    localized = node.get(f"{key}_localizations") or {}
    for locale, text in localized.items():
        if locale not in LOCALES:
            broken.append(f"{where}: {key} localized for {locale!r}, not a Discord locale")
        texts.append(text)
    for text in texts:
        if check(text):
            broken.append(f"{where}: {key} {text!r}")
    return max(len(str(t or "")) for t in texts)


def _option_size(option: dict[str, Any], where: str, broken: list[str], depth: int) -> int:
    kind = option.get("type")
    name = option.get("name")
    where = f"{where} {name}"
    size = _localized(option, "name", where, broken, command_name_broken)
    size += _localized(option, "description", where, broken, lambda t: not isinstance(t, str) or not 1 <= len(t) <= 100)
    if kind not in OPTION_KINDS:
        broken.append(f"{where}: option type {kind}")
    choices = option.get("choices") or []
    if len(choices) > 25:
        broken.append(f"{where}: {len(choices)} choices")
    if choices and option.get("autocomplete"):
        broken.append(f"{where}: choices and autocomplete together")
    if option.get("autocomplete") and kind not in (3, 4, 10):
        broken.append(f"{where}: autocomplete on a {OPTION_KINDS.get(kind)} option")
    if (choices or option.get("autocomplete")) and kind not in (3, 4, 10):
        broken.append(f"{where}: choices on a {OPTION_KINDS.get(kind)} option")
    for choice in choices:
        size += _localized(choice, "name", where, broken, lambda t: not isinstance(t, str) or not 1 <= len(t) <= 100)
        value = choice.get("value")
        size += len(str(value))
        if kind == 3 and (not isinstance(value, str) or len(value) > 100):
            broken.append(f"{where}: choice value {value!r}")
        if kind in (4, 10) and (isinstance(value, bool) or not isinstance(value, int | float)):
            broken.append(f"{where}: choice value {value!r} for a number")
    if ("min_value" in option or "max_value" in option) and kind not in (4, 10):
        broken.append(f"{where}: min/max value on a {OPTION_KINDS.get(kind)} option")
    children = option.get("options") or []
    if kind in (1, 2):
        if depth >= 2 or (kind == 2 and depth >= 1):
            broken.append(f"{where}: nested too deep")
        if option.get("required"):
            broken.append(f"{where}: a subcommand cannot be required")
        size += _options_size(children, where, broken, depth + 1, groups=kind == 2)
    elif children:
        broken.append(f"{where}: options inside a {OPTION_KINDS.get(kind)} option")
    return size


def _options_size(options: list[dict[str, Any]], where: str, broken: list[str], depth: int, groups: bool) -> int:
    if len(options) > 25:
        broken.append(f"{where}: {len(options)} options")
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        broken.append(f"{where}: two options with one name")
    broken += _same_localized_name(options, where)
    subcommands = [o for o in options if o.get("type") in (1, 2)]
    if groups and len(subcommands) != len(options):
        broken.append(f"{where}: a group holds subcommands only")
    if subcommands and len(subcommands) != len(options):
        broken.append(f"{where}: subcommands beside other options")
    required = [bool(o.get("required")) for o in options if o.get("type") not in (1, 2)]
    if required != sorted(required, reverse=True):
        broken.append(f"{where}: a required option after an optional one")
    return sum(_option_size(o, where, broken, depth) for o in options)


def _same_localized_name(siblings: list[dict[str, Any]], where: str) -> list[str]:
    """Siblings that one locale would call by one name (each locale's names are unique as well)."""
    broken = []
    for locale in {lang for o in siblings for lang in o.get("name_localizations") or {}}:
        names = [(o.get("name_localizations") or {}).get(locale, o.get("name")) for o in siblings]
        if len(set(names)) != len(names):
            broken.append(f"{where}: two options called alike in {locale}")
    return broken


def commands_broken(commands: list[dict[str, Any]]) -> list[str]:
    """What in a bulk overwrite of application commands Discord refuses (developer docs:
    application commands — naming, the command and option objects, localization, limits)."""
    broken: list[str] = []
    chat = [c for c in commands if c.get("type", 1) == 1]
    if len(chat) > 100:
        broken.append(f"{len(chat)} chat input commands")
    names = [c.get("name") for c in chat]
    if len(set(names)) != len(names):
        broken.append("two commands with one name")
    broken += _same_localized_name(chat, "")
    for command in chat:
        where = f"/{command.get('name')}"
        size = _localized(command, "name", where, broken, command_name_broken)
        size += _localized(
            command, "description", where, broken, lambda t: not isinstance(t, str) or not 1 <= len(t) <= 100
        )
        size += _options_size(command.get("options") or [], where, broken, 0, groups=False)
        if size > MAX_COMMAND_CHARS:
            broken.append(f"{where}: {size} characters")
        for context in command.get("contexts") or []:
            if context not in (0, 1, 2):
                broken.append(f"{where}: context {context}")
        permissions = command.get("default_member_permissions")
        if permissions is not None and not str(permissions).isdigit():
            broken.append(f"{where}: default_member_permissions {permissions!r}")
    return broken


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
    ids = [item.get("custom_id") for row in rows for item in row.get("components") or [] if item.get("custom_id")]
    if len(ids) != len(set(ids)):
        broken.append("two components of one message with the same custom_id")
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
            if item.get("type") == 2 and not (item.get("label") or item.get("emoji")):
                broken.append("a button with neither label nor emoji")
            if item.get("type") == 2 and item.get("style") != 5 and not item.get("custom_id"):
                broken.append("a button without custom_id")
            options = item.get("options") or []
            if item.get("type") == 3 and not 1 <= len(options) <= MAX_OPTIONS:
                broken.append(f"a select with {len(options)} options")
            values = [o.get("value") for o in options]
            if len(values) != len(set(values)):
                broken.append("a select with two options of one value")
            if any(not o.get("label") for o in options):
                broken.append("a select option without label")
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


USER_MENTION = re.compile(r"<@!?(\d+)>")
ROLE_MENTION = re.compile(r"<@&(\d+)>")
EVERYONE = re.compile(r"@(?:everyone|here)\b")


def mentions_broken(message: dict[str, Any]) -> list[str]:
    """An allowed_mentions Discord refuses: a type both parsed and listed, more than 100 ids."""
    allowed = message.get("allowed_mentions")
    if not allowed:
        return []
    broken = []
    parse = allowed.get("parse") or []
    for kind in ("users", "roles"):
        if kind in parse and allowed.get(kind):
            broken.append(f"allowed_mentions parses {kind} and lists them too")
        if len(allowed.get(kind) or []) > 100:
            broken.append(f"allowed_mentions lists over 100 {kind}")
    return broken


def pings(message: dict[str, Any]) -> tuple[list[str], list[str], bool]:
    """Who a message notifies (users, roles, @everyone/@here): the mentions in its text that its
    allowed_mentions lets through (without one, every mention in the text)."""
    content = str(message.get("content") or "")
    users, roles = USER_MENTION.findall(content), ROLE_MENTION.findall(content)
    everyone = bool(EVERYONE.search(content))
    allowed = message.get("allowed_mentions")
    if allowed is None:
        return users, roles, everyone
    parse = set(allowed.get("parse") or [])
    listed_users, listed_roles = (
        {str(u) for u in allowed.get("users") or []},
        {str(r) for r in allowed.get("roles") or []},
    )
    return (
        [u for u in users if "users" in parse or u in listed_users],
        [r for r in roles if "roles" in parse or r in listed_roles],
        everyone and "everyone" in parse,
    )


def empty(message: dict[str, Any], files: list[tuple[str, bytes]]) -> bool:
    """A message with nothing in it (Discord: 50006 Cannot send an empty message)."""
    return not (
        message.get("content")
        or message.get("embeds")
        or message.get("components")
        or message.get("sticker_ids")
        or message.get("poll")
        or files
    )


MAX_FILE = 10 * 1024 * 1024  # an upload's size without boosts (interactions: attachment_size_limit)

# Discord's errors for a channel the bot can't post in (developer docs: JSON error codes)
UNKNOWN_CHANNEL = (404, {"message": "Unknown Channel", "code": 10003})
MISSING_ACCESS = (403, {"message": "Missing Access", "code": 50001})
THREAD_ARCHIVED = (400, {"message": "Thread is archived", "code": 50083})


class FakeDiscord:
    """Discord's side of the conversation: answers requests and keeps what the bot sent."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.commands: list[dict[str, Any]] = []
        self.synced: list[str] = []  # where the commands were registered: global or one server's path
        self.fail_next: list[tuple[str, int]] = []  # (path start, status) for the next matching call
        self.retry_after = 5.0  # what an injected 429 asks to wait, in seconds
        # Seconds an interaction waits for its first answer before Discord forgets it (None: forever);
        # the loopback fake sets Discord's 3 s, `opened` holds when each interaction was sent.
        self.deadline: float | None = None
        self.opened: dict[str, float] = {}
        self.kinds: dict[str, int] = {}  # interaction id -> its type (2 command, 3 component, 4 autocomplete)
        self.acknowledged: set[str] = set()  # tokens of interactions answered (followups need one)
        self.loading: dict[str, str] = {}  # token -> the message a deferral shows ("thinking...")
        self.refused: list[tuple[str, list[str]]] = []  # requests refused for breaking Discord's limits
        # Channels the bot can't post in: deleted, closed to it, archived threads (locked ones
        # only a moderator reopens); `failed` records each refusal.
        self.gone: set[int] = set()
        self.forbidden: set[int] = set()
        self.archived: set[int] = set()
        self.locked: set[int] = set()
        self.failed: list[tuple[str, str, int]] = []  # (method, path, Discord's error code)
        # (path start, status, code): the next matching request is done, but its answer is lost and
        # the bot hears this error instead (as when discord.py tries again after a 5xx: 40060)
        self.lost_answers: list[tuple[str, int, int]] = []
        # Path starts: the next matching first answer finds another answer given before it (as when
        # Discord delivered the interaction twice and the other delivery answered): 40060.
        self.taken: list[str] = []
        self.originals: dict[str, str] = {}  # interaction token -> its first answer's message id

    def message(self, channel_id: int, body: dict[str, Any], flags: int = 0) -> dict[str, Any]:
        message_id = snowflake()
        msg: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "type": 0,
            "author": user(BOT_ID, "tmbot"),
            "pinned": False,
            "tts": False,
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "flags": int(body.get("flags") or flags),
            "application_id": str(APP_ID),
            "nonce": body.get("nonce"),
        }
        self._fill(msg, body)
        self.messages[message_id] = msg
        return msg

    @staticmethod
    def _fill(msg: dict[str, Any], body: dict[str, Any]) -> None:
        """A message's text, parts and mentions from what the bot sent (a new message or an edit)."""
        msg["content"] = body.get("content") or ""
        msg["attachments"] = [
            {"id": str(snowflake()), "filename": a.get("filename", "file"), "size": 0, "url": "", "proxy_url": ""}
            for a in body.get("attachments") or []
        ]
        msg["embeds"] = body.get("embeds") or []
        msg["components"] = body.get("components") or []
        users, roles, everyone = pings(body) if not msg["flags"] & 64 else ([], [], False)  # a private one pings nobody
        msg["mentions"] = [user(int(u)) for u in dict.fromkeys(users)]
        msg["mention_roles"] = list(dict.fromkeys(roles))
        msg["mention_everyone"] = everyone

    def _channel_refusal(self, channel_id: int) -> tuple[int, dict[str, Any]] | None:
        if channel_id in self.gone:
            return UNKNOWN_CHANNEL
        if channel_id in self.forbidden:
            return MISSING_ACCESS
        if channel_id in self.locked or channel_id in self.archived:
            return THREAD_ARCHIVED
        return None

    def respond(
        self, method: str, path: str, body: dict[str, Any], files: list[tuple[str, bytes]], channel_id: int
    ) -> tuple[int, Any]:
        """Discord's answer to one request, and a record of it."""
        status, answer = self._respond(method, path, body, files, channel_id)
        for i, (start, lost_status, code) in enumerate(self.lost_answers):
            if path.startswith(start) and status < 400:
                del self.lost_answers[i]
                status, answer = lost_status, {"message": "the answer was lost", "code": code}
                break
        if status >= 400 and isinstance(answer, dict) and answer.get("code"):
            self.failed.append((method, path, int(answer["code"])))
        return status, answer

    def _respond(
        self, method: str, path: str, body: dict[str, Any], files: list[tuple[str, bytes]], channel_id: int
    ) -> tuple[int, Any]:
        for i, (start, status) in enumerate(self.fail_next):
            if path.startswith(start):
                del self.fail_next[i]
                if status == 429:
                    limited = {"message": "You are being rate limited.", "retry_after": self.retry_after}
                    return 429, {**limited, "global": False}
                return status, {"message": "injected failure", "code": 0}
        if method in ("POST", "PATCH") and isinstance(body, dict):
            message = body.get("data") or body
            broken = limits_broken(message) + mentions_broken(message)
            broken += [f"a file of {len(data)} bytes" for _, data in files if len(data) > MAX_FILE]
            if broken:
                self.refused.append((path, broken))
                return 400, {"message": "Invalid Form Body", "code": 50035, "errors": broken}
        if method == "GET" and path == "/users/@me":
            return 200, user(BOT_ID, "tmbot")
        if method == "GET" and path == "/oauth2/applications/@me":
            return 200, application()
        if method == "PUT" and re.fullmatch(r"/applications/\d+(/guilds/\d+)?/commands", path):
            if broken := commands_broken(body):
                self.refused.append((path, broken))
                return 400, {"message": "Invalid Form Body", "code": 50035, "errors": broken}
            self.commands = [dict(c, id=str(snowflake()), application_id=str(APP_ID), version="1") for c in body]
            self.synced.append(path)
            return 200, self.commands
        if method == "POST" and (m := re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", path)):
            return self._callback(m[1], m[2], body, files, channel_id, path)
        if method == "GET" and (m := re.fullmatch(r"/webhooks/\d+/([^/]+)/messages/@original", path)):
            original = self.originals.get(m[1])
            if original is None or int(original) not in self.messages:
                return 404, {"message": "Unknown Message", "code": 10008}
            return 200, self.messages[int(original)]
        if method == "POST" and (m := re.fullmatch(r"/webhooks/\d+/([^/]+)", path)):
            if m[1] not in self.acknowledged:
                return 404, {"message": "Unknown Webhook", "code": 10015}
            if channel_id in self.locked:  # a thread locked since: only a moderator may post in it
                return THREAD_ARCHIVED
            if empty(body, files):
                return 400, {"message": "Cannot send an empty message", "code": 50006}
            loading = self.loading.pop(m[1], None)
            filled = loading is not None and int(loading) in self.messages
            if filled:
                # The first followup after a deferral edits its "thinking" message, which keeps the
                # deferral's flags: a followup marked ephemeral is public after a public deferral
                # (receiving and responding: create followup message).
                message = self.messages[int(loading or 0)]
                self._fill(message, body)
            else:
                message = self.message(channel_id, body)
            self.sent.append(Sent("followup", method, path, body, files, message, edit=filled))
            return 200, message
        if method == "PATCH" and (m := re.fullmatch(r"/webhooks/\d+/([^/]+)/messages/(.+)", path)):
            target = self.loading.pop(m[1], None) if m[2] == "@original" else m[2]
            existing = self.messages.get(int(target)) if target and target.isdigit() else None
            if existing is not None:
                self._fill(existing, {**existing, **body})
                message = existing
            else:
                message = self.message(channel_id, body)
            self.sent.append(Sent("edit", method, path, body, files, message))
            return 200, message
        if method == "PATCH" and (m := re.fullmatch(r"/channels/(\d+)", path)):
            thread = int(m[1])
            if thread in self.gone:
                return UNKNOWN_CHANNEL
            if body.get("archived") is False:
                if thread in self.locked:  # reopening a locked thread needs Manage Threads
                    return 403, {"message": "Missing Permissions", "code": 50013}
                self.archived.discard(thread)
            return 200, {**channel(thread), "type": 11, "thread_metadata": {"archived": thread in self.archived}}
        if method == "POST" and (m := re.fullmatch(r"/channels/(\d+)/messages", path)):
            if refusal := self._channel_refusal(int(m[1])):
                return refusal
            if empty(body, files):
                return 400, {"message": "Cannot send an empty message", "code": 50006}
            nonce = body.get("nonce")
            if nonce and body.get("enforce_nonce"):  # the same nonce again: the message made the first time
                for earlier in self.messages.values():
                    if earlier.get("nonce") == nonce and earlier["channel_id"] == m[1]:
                        return 200, earlier
            message = self.message(int(m[1]), body)
            self.sent.append(Sent("message", method, path, body, files, message))
            return 200, message
        if method == "GET" and (m := re.fullmatch(r"/channels/(\d+)/messages", path)):
            if (refusal := self._channel_refusal(int(m[1]))) and refusal is not THREAD_ARCHIVED:
                return refusal
            # the channel's latest messages, newest first (the bot's own, as it sees them)
            found = [msg for msg in self.messages.values() if msg["channel_id"] == m[1] and not msg["flags"] & 64]
            return 200, sorted(found, key=lambda msg: -int(msg["id"]))[:50]
        if method == "DELETE":
            return 204, None
        return 404, {"message": f"fake Discord does not know {method} {path}", "code": 0}

    def _callback(
        self, interaction_id: str, token: str, body: dict[str, Any], files: list[tuple[str, bytes]], channel_id: int,
        path: str,
    ) -> tuple[int, Any]:  # fmt: skip
        """The first answer to an interaction (receiving and responding: interaction callback types)."""
        opened = self.opened.get(interaction_id)
        if self.deadline is not None and opened is not None and time.monotonic() - opened > self.deadline:
            return 404, {"message": "Unknown interaction", "code": 10062}
        for i, start in enumerate(self.taken):
            if path.startswith(start) and token not in self.acknowledged:
                del self.taken[i]
                other = {"type": 4, "data": {"content": "(another delivery's answer)", "flags": 64}}
                self.acknowledged.add(token)
                answer = self.message(channel_id, other["data"])
                self.originals[token] = answer["id"]
                self.sent.append(Sent("callback", "POST", path, other, [], answer))
                break
        if token in self.acknowledged:
            return 400, {"message": "Interaction has already been acknowledged.", "code": 40060}
        kind = int(body.get("type", 0))
        asked = self.kinds.get(interaction_id)  # None: not known to this fake (any answer goes)
        wrong = (
            (asked == 4 and kind != 8)  # autocomplete: choices only, never deferred
            or (kind == 8 and asked not in (None, 4))
            or (kind in (6, 7) and asked not in (None, 3, 5))  # updating a message: components only
            or kind not in (4, 5, 6, 7, 8, 9)
        )
        if wrong:
            return 400, {"message": f"Interaction callback type {kind} is not valid here", "code": 50035}
        data = body.get("data") or {}
        if kind == 5 and int(data.get("flags") or 0) & ~64:
            return 400, {"message": "A deferral takes the ephemeral flag only", "code": 50035}
        if kind in (4, 7) and channel_id in self.locked:
            return THREAD_ARCHIVED
        if kind == 4 and empty(data, files):
            return 400, {"message": "Cannot send an empty message", "code": 50006}
        self.acknowledged.add(token)
        message = None
        if kind in (4, 7):
            message = self.message(channel_id, data)
        elif kind == 5:  # the "thinking..." message, filled by the first followup
            message = self.message(channel_id, {"flags": int(data.get("flags") or 0)})
            self.loading[token] = message["id"]
        if message is not None:
            self.originals[token] = message["id"]
        self.sent.append(Sent("callback", "POST", path, body, files, message))
        interaction = {
            "id": interaction_id,
            "type": asked or 2,
            "response_message_id": message["id"] if message else None,
            "response_message_loading": kind == 5,
            "response_message_ephemeral": bool(int(data.get("flags") or 0) & 64),
        }
        resource: dict[str, Any] = {"type": kind}
        if message is not None:
            resource["message"] = message
        return 200, {"interaction": interaction, "resource": resource}


def boards(sent: Iterable[Sent]) -> list[Sent]:
    """The boards the bot showed everyone: public messages with an image (an answer, a followup or
    a channel message)."""
    return [s for s in sent if s.kind != "edit" and s.png() and not s.ephemeral]


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
