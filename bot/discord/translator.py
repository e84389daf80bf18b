"""Command names, descriptions and choices in the user's language, for Discord's command picker:
each locale_str carries the catalogue key (and attribute) of its text (commands.py)."""

from __future__ import annotations

from discord import Locale, app_commands

from locales import LOCALES, catalogue, locale_of


class CommandTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        ours = locale_of(locale)
        key = string.extras.get("key")
        if ours == "en" or ours not in LOCALES or not key:
            return None  # English is each command's own text
        words = catalogue(ours)
        params = string.extras.get("params") or {}
        attribute = string.extras.get("attribute")
        if attribute:
            return words.attribute(key, attribute, **params, fallback=False)
        return words.value(key, **params)
