"""The bot's languages: English and Brazilian Portuguese.

Texts are looked up by key in the catalogue (`messages`); refusals written by the engines and the
host in English are translated by pattern (`errors`); game words (factions, buildings, moves) have
their own module per game. Nothing here imports discord.
"""

from __future__ import annotations

from .messages import MESSAGES

LOCALES: tuple[str, ...] = ("en", "pt-BR")
DEFAULT_LOCALE = "en"


def locale_of(value: object) -> str:
    """Our locale for a Discord locale ('pt-BR', 'en-US', a discord.Locale, None)."""
    text = str(getattr(value, "value", value) or "")
    return "pt-BR" if text.lower().startswith("pt") else DEFAULT_LOCALE


def t(locale: str, key: str, **params: object) -> str:
    """The catalogue text `key` in `locale`, with `params` filled in."""
    en, pt = MESSAGES[key]
    template = pt if locale == "pt-BR" else en
    return template.format(**params) if params else template


__all__ = ["DEFAULT_LOCALE", "LOCALES", "locale_of", "t"]
