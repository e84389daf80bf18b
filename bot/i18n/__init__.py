"""The bot's languages: English and Brazilian Portuguese, from the catalogues (`locales`).

Texts, refusals and game words are catalogue messages; the module per game (terra_mystica) tells
that game's moves and positions in words. Nothing here imports discord.
"""

from __future__ import annotations

from locales import DEFAULT_LOCALE, LOCALES, locale_of, say, say_attribute

__all__ = ["DEFAULT_LOCALE", "LOCALES", "locale_of", "say", "say_attribute"]
