"""Localised command names, descriptions and choices for Discord's command picker."""

from __future__ import annotations

from discord import Locale, app_commands

from ..i18n.commands import COMMANDS_PT


class CommandTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if locale is not Locale.brazil_portuguese:
            return None
        return COMMANDS_PT.get(string.message)
