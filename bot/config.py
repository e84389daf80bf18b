"""Configuration from environment variables and an optional file (`.env`, or the file in BOT_CONFIG)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

from pydantic import Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from .store import StoreError, check_url

DEFAULT_DATABASE = Path("data") / "games.sqlite3"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: str | None = Field(default=None, description="the bot's token; without one, play locally")
    database_path: Path = Field(default=DEFAULT_DATABASE, description="the SQLite file, created on first start")
    database_url: str | None = Field(
        default=None,
        description="sqlite:///path or postgresql://user:password@host:port/database (before DATABASE_PATH)",
    )
    # Discord's shards this process serves: SHARD_IDS of SHARD_COUNT (all of them if no SHARD_IDS);
    # without SHARD_COUNT, one process serves everything without sharding.
    shard_count: int | None = Field(default=None, description="how many shards the bot has in all")
    shard_ids: Annotated[list[int] | None, NoDecode] = Field(default=None, description="this process's shards")
    log_level: str = Field(default="INFO")
    # Hours of idleness after which the player to move is reminded (each step once).
    reminder_hours: Annotated[list[float], NoDecode] = Field(default_factory=lambda: [12.0, 24.0, 48.0])
    render_processes: int = Field(
        default_factory=lambda: min(4, os.cpu_count() or 1),
        description="worker processes drawing boards (0: threads of the bot's own process)",
    )
    ai_processes: int = Field(
        default_factory=lambda: max(1, (os.cpu_count() or 2) - 1),
        ge=1,
        description="worker processes the AI players think in (bot/ai/worker.py)",
    )
    state_cache_games: int = Field(
        default=1000,
        ge=0,
        description="how many games' decoded states the process keeps in memory (those used last)",
    )
    reminder_check_seconds: float = Field(default=300.0, description="how often idle games are looked at")
    discord_api_base: str | None = Field(default=None, description="override of Discord's HTTP API base URL")
    discord_gateway_url: str | None = Field(default=None, description="override of Discord's gateway URL")

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shards(cls, value: object) -> object:
        # "0,1" in an environment variable
        if isinstance(value, str):
            return [int(part) for part in value.replace(";", ",").split(",") if part.strip()] or None
        return value

    @model_validator(mode="after")
    def _check(self) -> Settings:
        if self.shard_count is not None and self.shard_count < 1:
            raise ValueError(f"SHARD_COUNT must be 1 or more, not {self.shard_count}")
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (how many shards there are in all)")
            wrong = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
            if wrong:
                raise ValueError(
                    f"SHARD_IDS {','.join(map(str, wrong))} out of range: with SHARD_COUNT={self.shard_count} "
                    f"the shards are 0 to {self.shard_count - 1}"
                )
            if len(set(self.shard_ids)) != len(self.shard_ids):
                raise ValueError(f"SHARD_IDS names a shard twice: {','.join(map(str, self.shard_ids))}")
        if self.database_url is not None:
            try:
                check_url(self.database_url)
            except StoreError as e:
                raise ValueError(str(e)) from e
        return self

    @property
    def database(self) -> str:
        """Where the games are: DATABASE_URL, else the SQLite file DATABASE_PATH."""
        return self.database_url or str(self.database_path)

    @property
    def shards(self) -> tuple[list[int], int] | None:
        """(this process's shards, how many in all), or None without sharding."""
        if self.shard_count is None:
            return None
        return (self.shard_ids or list(range(self.shard_count)), self.shard_count)

    @field_validator("reminder_hours", mode="before")
    @classmethod
    def _hours(cls, value: object) -> object:
        # "12,24,48" in an environment variable
        if isinstance(value, str):
            return [float(part) for part in value.replace(";", ",").split(",") if part.strip()]
        return value


class ConfigError(Exception):
    """A setting that can't be used, said in one line."""


def load_settings(**overrides: object) -> Settings:
    """Settings from the environment, the file named by BOT_CONFIG (or `.env`), then `overrides`;
    ConfigError saying what is wrong with them, in one line."""
    env_file = os.environ.get("BOT_CONFIG", ".env")
    values = {k: v for k, v in overrides.items() if v is not None}
    try:
        return Settings(_env_file=env_file, **values)  # type: ignore[call-arg, arg-type]
    except ValidationError as e:
        raise ConfigError(_one_line(e)) from e


def _one_line(error: ValidationError) -> str:
    parts = []
    for problem in error.errors():
        name = "_".join(str(p) for p in problem["loc"]).upper()
        message = str(problem["msg"]).removeprefix("Value error, ")
        parts.append(f"{name}: {message}" if name else message)
    return "bad configuration: " + "; ".join(parts)
