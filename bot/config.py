"""Configuration from environment variables and an optional file (`.env`, or the file in BOT_CONFIG)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEFAULT_DATABASE = Path("data") / "games.sqlite3"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: str | None = Field(default=None, description="the bot's token; without one, play locally")
    database_path: Path = Field(default=DEFAULT_DATABASE, description="the SQLite file, created on first start")
    log_level: str = Field(default="INFO")
    # Hours of idleness after which the player to move is reminded (each step once).
    reminder_hours: Annotated[list[float], NoDecode] = Field(default_factory=lambda: [12.0, 24.0, 48.0])
    render_processes: int = Field(
        default_factory=lambda: min(4, os.cpu_count() or 1),
        description="worker processes drawing boards (0: threads of the bot's own process)",
    )
    reminder_check_seconds: float = Field(default=300.0, description="how often idle games are looked at")
    discord_api_base: str | None = Field(default=None, description="override of Discord's HTTP API base URL")
    discord_gateway_url: str | None = Field(default=None, description="override of Discord's gateway URL")

    @field_validator("reminder_hours", mode="before")
    @classmethod
    def _hours(cls, value: object) -> object:
        # "12,24,48" in an environment variable
        if isinstance(value, str):
            return [float(part) for part in value.replace(";", ",").split(",") if part.strip()]
        return value


def load_settings(**overrides: object) -> Settings:
    """Settings from the environment, the file named by BOT_CONFIG (or `.env`), then `overrides`."""
    env_file = os.environ.get("BOT_CONFIG", ".env")
    values = {k: v for k, v in overrides.items() if v is not None}
    return Settings(_env_file=env_file, **values)  # type: ignore[call-arg, arg-type]
