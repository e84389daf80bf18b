"""The Discord tests' harness (the real client over the fake Discord), for /ratings and /stats."""

from tests.bot.discord.conftest import harness  # noqa: F401
