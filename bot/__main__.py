"""Run the Discord bot.

    python -m bot                   connect with DISCORD_TOKEN and serve the games (without a
                                    token: how to get one, and local play in a terminal)
    python -m bot --sync            also register the slash commands with Discord first
    python -m bot --sync-guild ID   register them on one server only, at once (to try a change)
    python -m bot --list-commands   print, as JSON, the commands the bot would register

DATABASE_URL (sqlite:///path or postgresql://...) says where the games are; SHARD_COUNT and
SHARD_IDS which of Discord's shards this process serves (several processes sharing PostgreSQL).
DISCORD_API_BASE and DISCORD_GATEWAY_URL point it at another Discord-compatible server.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import signal
import sys

from .config import ConfigError, Settings, load_settings

NO_TOKEN = """\
No Discord token: set DISCORD_TOKEN (in the environment or in a .env file) to run the bot.

To get one: open https://discord.com/developers/applications, create an application, and on
its "Bot" page press "Reset Token" and copy the token. Then invite the bot to your server
(see docs/running.md, "Discord") and run:

    DISCORD_TOKEN=... {python} -m bot --sync      (--sync once, to register the slash commands)

To play without Discord, in this terminal (started for you when run in a terminal):

    {python} -m bot.local
"""


async def list_commands(settings: Settings) -> list[dict[str, object]]:
    """The application commands as Discord receives them on sync, with their translations."""
    from .discord.client import GameBot

    bot = GameBot(settings)
    await bot.install()
    translator = bot.tree.translator
    assert translator is not None
    payload = [await command.get_translated_payload(bot.tree, translator) for command in bot.tree.get_commands()]
    await bot.close()
    return payload


async def serve(settings: Settings, sync: bool, init_db: bool = False, sync_guild: int | None = None) -> None:
    from .discord.client import make_bot
    from .store import Store

    assert settings.discord_token
    # The database first: a database that can't be used stops the bot before it goes online.
    store = await Store.open(settings.database, create=init_db)
    async with make_bot(settings, sync=sync, store=store, sync_guild=sync_guild) as bot:
        bot.freeze_start_up = True
        # SIGTERM (docker stop, systemd) closes as Ctrl-C does: answers finish, the database is
        # checkpointed and closed, render workers end.
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError):  # not on Windows
            loop.add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
        await bot.start(settings.discord_token)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="The Discord bot that hosts board games")
    parser.add_argument("--sync", action="store_true", help="register the slash commands with Discord on start")
    parser.add_argument(
        "--sync-guild",
        type=int,
        metavar="ID",
        help="register the slash commands on this server only, at once (for testing; --sync registers them everywhere)",
    )
    parser.add_argument("--list-commands", action="store_true", help="print the commands as JSON and exit")
    parser.add_argument(
        "--init-db",
        action="store_true",
        help="create the games database in an existing empty SQLite file (DATABASE_PATH or DATABASE_URL)",
    )
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr
    )
    if args.list_commands:
        print(json.dumps(asyncio.run(list_commands(settings)), indent=2, ensure_ascii=False))
        return 0
    if not settings.discord_token:
        from .local import python_command

        print(NO_TOKEN.format(python=python_command()), file=sys.stderr)
        if sys.stdin.isatty() and sys.stdout.isatty():
            from .local import main as play_locally

            return play_locally([])
        return 2
    import aiohttp
    import discord

    from .store import StoreError

    try:
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(serve(settings, args.sync, args.init_db, args.sync_guild))
    except StoreError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except discord.LoginFailure:
        print(
            "error: Discord refused the token (DISCORD_TOKEN): copy it again from the bot's page of "
            "https://discord.com/developers/applications (Reset Token)",
            file=sys.stderr,
        )
        return 1
    except aiohttp.ClientConnectorError as e:  # at start; once connected, discord.py reconnects by itself
        print(f"error: Can't reach Discord at {e.host}:{e.port}: {e.os_error.strerror or e.os_error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
