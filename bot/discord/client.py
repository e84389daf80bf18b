"""The Discord client: opens the store, installs every game's commands and the buttons, sends
reminders. The same for every game: the games come from the registry (bot.games.adapters).

Nothing here is synced with Discord on start: `python -m bot --sync` or the owner's /tm-sync
registers the commands (Discord allows 200 command creations a day per server).
"""

from __future__ import annotations

import asyncio
import functools
import gc
import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from ..ai.driver import AiDriver
from ..config import Settings
from ..drawing import Painter
from ..games import GameAdapter, adapters
from ..i18n import say
from ..service import GameService
from ..store import Store, StoreError
from .ai_seats import start_ai_seats
from .commands import description, groups, text
from .components import DYNAMIC_ITEMS, answer_outdated, answer_without_message, in_message, known, ours
from .deadline_commands import DeadlineCommands, add_deadline_commands
from .hint_commands import add_hint_command
from .ratings_commands import add_rating_commands
from .replies import expired
from .table import Table
from .text import pinging
from .tile_commands import add_tile_command
from .translator import CommandTranslator

log = logging.getLogger(__name__)

LATE_RETRY_SECONDS = 5.0  # after a failed announcement, when to try again
# How often moves nobody is announcing are looked for (a process that died while announcing lets
# them go when its claim's lease ends: another process takes them at its next look).
ANNOUNCE_SWEEP_SECONDS = 20.0

# The bot never joins a voice channel: discord.py's start-up warnings that voice's libraries are
# missing would only be noise in every log.
discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False


def use_endpoints(settings: Settings) -> None:
    """Point discord.py at another Discord-compatible server (DISCORD_API_BASE, DISCORD_GATEWAY_URL)."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


class _ForgottenAutocomplete(logging.Filter):
    """discord.py logs a traceback when Discord no longer takes an autocomplete answer (10062):
    nothing is wrong (a player typing on starts a new one and Discord drops the old one), so it is
    one line instead."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if error is not None and expired(error):
            log.info("%s: Discord had forgotten it (%s)", record.getMessage(), error)
            return False
        return True


FORGOTTEN_AUTOCOMPLETE = _ForgottenAutocomplete()


class GameTree(app_commands.CommandTree["GameBot"]):
    async def on_error(self, interaction: discord.Interaction[GameBot], error: app_commands.AppCommandError) -> None:
        await self.client.table.report(interaction, error)


class GameBot(commands.Bot):
    def __init__(
        self,
        settings: Settings,
        clock: Callable[[], float] = time.time,
        sync: bool = False,
        seeds: Callable[[], str] | None = None,
        store: Store | None = None,
        games: Mapping[str, GameAdapter[Any]] | None = None,
        sync_guild: int | None = None,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads; no privileged intent is needed
        sharding: dict[str, Any] = {}
        if settings.shards is not None:
            sharding = {"shard_ids": settings.shards[0], "shard_count": settings.shards[1]}
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=GameTree,
            # Nobody is pinged unless a message says whom (bot.discord.text.pinging).
            allowed_mentions=discord.AllowedMentions.none(),
            # The commands work in servers and in the bot's direct messages (/tm games there
            # lists your games), for the bot added to a server (not installed by a user).
            allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
            **sharding,
        )
        self.settings = settings
        self.clock = clock
        self.sync_on_start = sync
        self.sync_guild = sync_guild  # register the commands on this server alone (at once, for testing)
        # The process serving Discord sets it (not a bot made by the tests, many to a process).
        self.freeze_start_up = False
        self.seeds = seeds
        self.games: dict[str, GameAdapter[Any]] = dict(games) if games is not None else adapters()
        self.table = Table(self)
        self._store: Store | None = store  # opened by the caller, or in setup_hook
        self._service: GameService | None = None
        self._reminders: asyncio.Task[None] | None = None
        self.painter: Painter | None = None
        self._warming: asyncio.Task[None] | None = None
        self._closing: asyncio.Future[None] | None = None
        self._announcing: asyncio.Task[None] | None = None
        self._sweeping: asyncio.Task[None] | None = None
        self.deadlines: DeadlineCommands | None = None  # /vacation, /claim, /open, /games and the sweep
        self._deadline_sweep: asyncio.Task[None] | None = None
        self.ai_seats: AiDriver | None = None  # the AI seats' turns (bot/discord/ai_seats.py)
        self._ai_resume: asyncio.Task[None] | None = None
        self._restarted = True  # the first sweep of unannounced moves follows a (re)start
        use_endpoints(settings)
        tree_log = logging.getLogger("discord.app_commands.tree")
        if FORGOTTEN_AUTOCOMPLETE not in tree_log.filters:
            tree_log.addFilter(FORGOTTEN_AUTOCOMPLETE)
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # no voice here

    @property
    def service(self) -> GameService:
        if self._service is None:
            raise RuntimeError("The bot has not logged in yet")
        return self._service

    async def install(self) -> None:
        """The commands, their translations and the buttons (no store or network needed)."""
        await self.tree.set_translator(CommandTranslator())
        for group in groups(self.games, lambda: self.table):
            self.tree.add_command(group)
        self.tree.add_command(sync_command)
        add_rating_commands(self)
        self.deadlines = add_deadline_commands(self)
        add_tile_command(self)
        add_hint_command(self)
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    async def setup_hook(self) -> None:
        if self._store is None:
            self._store = await Store.open(self.settings.database_path, self.clock)
        self._store.clock = self.clock
        self._store.owner = process_name(self.settings)
        await self._store.forget_claims()  # moves this process was announcing before it stopped: ours now
        self._service = GameService(
            self._store,
            self.clock,
            self.settings.reminder_hours,
            games=self.games,
            state_cache_games=self.settings.state_cache_games,
        )
        if self.seeds is not None:
            self._service.seeds = self.seeds
        self.painter = Painter(self.settings.render_processes)
        await self.install()
        if self.sync_guild is not None:
            guild = discord.Object(id=self.sync_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Registered %d commands with server %s", len(synced), self.sync_guild)
        elif self.sync_on_start:
            synced = await self.tree.sync()
            log.info("Registered %d commands with Discord", len(synced))
        self._reminders = asyncio.create_task(self._remind_forever())
        self._sweeping = asyncio.create_task(self._announce_forever())
        assert self.deadlines is not None
        self._deadline_sweep = asyncio.create_task(self.deadlines.sweep_forever())
        self.ai_seats = start_ai_seats(self)  # told of every change by the host; their turns after a restart:
        self._ai_resume = asyncio.create_task(self._resume_ai_seats())
        self._warming = asyncio.create_task(self.painter.warm_up())
        if self.freeze_start_up:
            # What start-up made (modules, rule tables, commands) lives as long as the process: out
            # of the collector's sight, a full collection only goes through what the games made
            # since, which keeps its pauses short with many games in play.
            gc.collect()
            gc.freeze()

    async def close(self) -> None:
        # Once, however many ask (a signal handler, then `async with` on the way out).
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close())
        await asyncio.shield(self._closing)

    async def __aexit__(self, *exc: object) -> None:
        await self.close()  # ours, which closes the store too (discord.py's waits for its own part only)

    async def _resume_ai_seats(self) -> None:
        await self.wait_until_ready()
        if self.ai_seats is not None:
            log.info("AI seats: %d games under way looked at", await self.ai_seats.resume())

    async def _close(self) -> None:
        if self._reminders is not None:
            self._reminders.cancel()
        if self.ai_seats is not None:
            await self.ai_seats.close()  # their worker processes too
        for task in (self._announcing, self._sweeping, self._deadline_sweep, self._ai_resume):
            if task is not None:
                task.cancel()
        await super().close()
        if self.painter is not None:
            self.painter.close()
        if self._store is not None:
            await self._store.close()
            self._store = None

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})  # type: ignore[arg-type]
        custom_id = str(data.get("custom_id", ""))
        if not ours(custom_id):
            return
        if not known(custom_id):
            await answer_outdated(interaction)
        elif not in_message(interaction, custom_id):
            await answer_without_message(interaction, custom_id)

    async def on_ready(self) -> None:
        log.info("Connected as %s to %d servers", self.user, len(self.guilds))
        self.announce_late_soon(0.0)  # moves stored before a stop and never announced

    # Moves stored but not announced

    def announce_late_soon(self, delay: float | None = None) -> None:
        """Look for moves never announced in `delay` seconds (by default, a failure's retry; one
        sweep at a time)."""
        if self._announcing is None or self._announcing.done():
            wait = LATE_RETRY_SECONDS if delay is None else delay
            self._announcing = asyncio.create_task(self._announce_late(wait))

    async def _announce_late(self, delay: float) -> None:
        await asyncio.sleep(delay)
        try:
            posted = await self.table.announce_late(after_restart=self._restarted)
            self._restarted = False
            if posted:
                log.info("Announced %d games' moves late", posted)
        except StoreError as e:
            log.error("Announcing late moves failed: %s", e)
        except Exception:
            log.exception("Announcing late moves failed")

    # Reminders

    async def _announce_forever(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            await asyncio.sleep(ANNOUNCE_SWEEP_SECONDS)
            self.announce_late_soon(0.0)  # moves whose announcer stopped (its claim ran out)

    async def _remind_forever(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.send_reminders()
            except StoreError as e:  # a damaged database: one line, not a traceback every few minutes
                log.error("Sending reminders failed: %s", e)
            except Exception:
                log.exception("Sending reminders failed")
            await asyncio.sleep(self.settings.reminder_check_seconds)

    async def send_reminders(self) -> int:
        """Ping every player the reminder schedule calls for; each reminder is sent once."""
        sent = 0
        for reminder in await self.service.due_reminders():
            if self.deadlines is not None and await self.deadlines.reminds(reminder.game_id):
                # a game with a deadline has its own reminders, with the time left (the sweep's)
                await self.service.reminded(reminder)
                continue
            if reminder.channel_id is not None:
                settings = (await self.service.user_settings_of([reminder.user_id]))[reminder.user_id]
                text = say(
                    settings.get("locale", "en"),
                    "host-reminder",
                    user=f"<@{reminder.user_id}>",
                    game=reminder.game_id,
                    hours=int(reminder.idle_hours),
                )
                message: Callable[[], dict[str, Any]] = functools.partial(
                    dict, content=text, allowed_mentions=pinging([reminder.user_id])
                )
                # Not retried: each reminder is tried once (a channel gone would refuse every time).
                if await self.table.channels.send(reminder.channel_id, message, f"game {reminder.game_id}'s reminder"):
                    sent += 1
            await self.service.reminded(reminder)
        return sent


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The bot serving some of Discord's shards (SHARD_IDS of SHARD_COUNT) in this process."""


def make_bot(settings: Settings, **options: Any) -> GameBot:
    """The bot for these settings: sharded with SHARD_COUNT, else one plain connection."""
    return (ShardedGameBot if settings.shards is not None else GameBot)(settings, **options)


def process_name(settings: Settings) -> str:
    """This process among those sharing a database, by what it serves: a process started again
    for the same shards takes over what its predecessor left (the moves it was announcing)."""
    if settings.shards is None:
        return "bot"
    ids, count = settings.shards
    return f"shards {','.join(map(str, ids))} of {count}"


# The owner's command, named as it always was (a contract): it syncs every game's commands.
@app_commands.command(name=text("cmd-sync", "tm-sync"), description=description("cmd-sync"))
@app_commands.rename(guild_only=text("cmd-sync-guild_only", "guild_only"))
@app_commands.describe(guild_only=description("cmd-sync-guild_only"))
@app_commands.default_permissions(administrator=True)
async def sync_command(interaction: discord.Interaction[Any], guild_only: bool = False) -> None:
    bot = interaction.client
    assert isinstance(bot, GameBot)
    if not await bot.is_owner(interaction.user):
        raise app_commands.CheckFailure("owner only")
    await interaction.response.defer(ephemeral=True, thinking=True)
    if guild_only and interaction.guild is not None:
        bot.tree.copy_global_to(guild=interaction.guild)
        synced = await bot.tree.sync(guild=interaction.guild)
    else:
        synced = await bot.tree.sync()
    await interaction.followup.send(f"{len(synced)} ✓", ephemeral=True)
