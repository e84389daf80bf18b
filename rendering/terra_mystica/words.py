"""The image's words come from the catalogues (locales/*/terra_mystica.ftl, the `tm-image-...`
ids). Resource codes (C, W, P, PW) and tile codes stay as they are: players of both languages
read and type them in the notation."""

from __future__ import annotations

from locales import catalogue, say
from rules.terra_mystica.state import Faction

__all__ = ["faction_name", "say"]


def faction_name(f: Faction, locale: str) -> str:
    return catalogue(locale).term(f"tm-faction-{f.name}") or f.display
