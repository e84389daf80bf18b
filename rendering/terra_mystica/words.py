"""The image's words come from the catalogues (locales/*/terra_mystica.ftl, the `tm-image-...`
ids). Resource codes (C, W, P, PW) and building and tile codes stay as they are: players of both
languages read and type them in the notation.

Lookups are kept: an image asks for a few hundred words, nearly all of them the same as in the
image before."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from locales import catalogue
from locales import say as _say
from rules.terra_mystica.state import Faction

__all__ = ["faction_name", "say"]


def say(locale: str, message_id: str, /, **params: Any) -> str:
    return _said(locale, message_id, tuple(sorted(params.items())))


@lru_cache(maxsize=8192)
def _said(locale: str, message_id: str, params: tuple[tuple[str, Any], ...]) -> str:
    return _say(locale, message_id, **dict(params))


@lru_cache(maxsize=256)
def _faction(name: str, locale: str) -> str | None:
    return catalogue(locale).term(f"tm-faction-{name}")


def faction_name(f: Faction, locale: str) -> str:
    return _faction(f.name, locale) or f.display
