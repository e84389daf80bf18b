"""The catalogues: every word the bot and its images show, in English and Brazilian Portuguese.

One Fluent bundle per locale, built from every `.ftl` file in `locales/<locale>/`: `host.ftl` for
the host and the bot, one file per game (`terra_mystica.ftl`, ...), so a game brings its own
files. Refusals are codes with parameters (`RuleError("tm-not-land", hex="Z9")`); a code is a
message id here, and `say` words it for the reader.

Nouns a message names by a parameter (a faction, a building, a cult) are terms with a `case`
parameter, e.g. `-tm-faction-witches = { $case -> [of] das Bruxas *[nom] Bruxas }`. Fluent
cannot choose a term from a variable, so a message names one with the function TERM:
`{ TERM("tm-faction", $faction, case: "of") }` is the term `-tm-faction-<value>` in that case
(the value itself when there is no such term; tests check every noun has one).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentType, fluent_number
from fluent.syntax import ast

ROOT = Path(__file__).parent
LOCALES: tuple[str, ...] = ("en", "pt-BR")
DEFAULT_LOCALE = "en"


class Catalogue:
    """The messages of one locale (the default locale's fill any gap)."""

    def __init__(self, locale: str, resources: list[ast.Resource], fallback: Catalogue | None = None) -> None:
        self.locale = locale
        self.fallback = fallback
        functions: dict[str, Callable[..., Any]] = {"TERM": self._term}
        self._bundle = FluentBundle([locale], functions=functions, use_isolating=False)
        # Terms again, as messages of a bundle of their own: Fluent formats only messages from outside.
        self._nouns = FluentBundle([locale], use_isolating=False)
        self.terms: set[str] = set()
        self._ids: set[str] = set()
        for resource in resources:
            self._ids.update(item.id.name for item in resource.body if isinstance(item, ast.Message))
            self._bundle.add_resource(resource)
            self._nouns.add_resource(resource)
            nouns = [item for item in resource.body if isinstance(item, ast.Term)]
            self.terms.update(term.id.name for term in nouns)
            self._nouns.add_resource(ast.Resource([ast.Message(t.id, t.value, t.attributes) for t in nouns]))

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    def say(self, message_id: str, /, **params: Any) -> str:
        """The message `message_id` with `params`; the default locale's if this one lacks it, else the id."""
        if not self._bundle.has_message(message_id):
            if self.fallback is not None:
                return self.fallback.say(message_id, **params)
            return message_id
        message = self._bundle.get_message(message_id)
        if message.value is None:
            return message_id
        text, _ = self._bundle.format_pattern(message.value, _fluent_args(self._worded(params)))
        return str(text)

    def ids(self, prefix: str = "") -> list[str]:
        """This locale's message ids that start with `prefix`."""
        return sorted(i for i in self._ids if i.startswith(prefix))

    def check(self, message_id: str, /, **params: Any) -> tuple[str, list[Exception]]:
        """The message in this locale alone (no fallback), with what Fluent found wrong (for tests)."""
        if not self._bundle.has_message(message_id):
            return message_id, [LookupError(f"{self.locale} has no message {message_id}")]
        pattern = self._bundle.get_message(message_id).value
        if pattern is None:
            return message_id, [LookupError(f"{message_id} has no value in {self.locale}")]
        text, errors = self._bundle.format_pattern(pattern, _fluent_args(self._worded(params)))
        return str(text), errors

    def _worded(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """A refusal given as a parameter (one with a code and parameters) is worded first."""
        return {
            name: self.say(value.code, **value.params) if hasattr(value, "code") and hasattr(value, "params") else value
            for name, value in params.items()
        }

    def value(self, message_id: str, /, **params: Any) -> str | None:
        """The message in this locale alone (no fallback), None if it has no such message or value."""
        if not self._bundle.has_message(message_id) or self._bundle.get_message(message_id).value is None:
            return None
        return self.say(message_id, **params)

    def attribute(self, message_id: str, name: str, /, fallback: bool = True, **params: Any) -> str | None:
        """The attribute `name` of a message (e.g. a command's `.description`), if it has one; the
        default locale's if this one lacks it, unless `fallback` is False."""
        if self._bundle.has_message(message_id):
            pattern = self._bundle.get_message(message_id).attributes.get(name)
            if pattern is not None:
                text, _ = self._bundle.format_pattern(pattern, _fluent_args(self._worded(params)))
                return str(text)
        if fallback and self.fallback is not None:
            return self.fallback.attribute(message_id, name, **params)
        return None

    def term(self, name: str, case: str = "nom") -> str | None:
        """The term `-name` in `case` (None if there is no such term)."""
        if name not in self.terms:
            return self.fallback.term(name, case) if self.fallback is not None else None
        pattern = self._nouns.get_message(name).value
        if pattern is None:
            return None
        text, _ = self._nouns.format_pattern(pattern, {"case": case})
        return str(text)

    def _term(self, prefix: Any, value: Any, case: Any = "nom") -> str:
        raw = _plain(value)
        return self.term(f"{_plain(prefix)}-{raw}", _plain(case)) or raw


def _plain(value: Any) -> str:
    if isinstance(value, FluentNone):
        return ""
    if isinstance(value, FluentType):
        return str(value.format(None))  # type: ignore[arg-type]
    return str(value)


def _fluent_args(params: Mapping[str, Any]) -> dict[str, Any]:
    """Numbers without digit grouping: game numbers and seat counts read '#1234', not '#1,234'."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, bool):
            out[name] = str(value).lower()
        elif isinstance(value, int | float):
            out[name] = fluent_number(value, useGrouping=False)
        elif value is None:
            out[name] = ""
        else:
            out[name] = value if isinstance(value, str) else str(value)
    return out


def resources(locale: str) -> list[ast.Resource]:
    folder = ROOT / locale
    return [FluentResource(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.ftl"))]


@cache
def catalogue(locale: str) -> Catalogue:
    if locale not in LOCALES:
        locale = DEFAULT_LOCALE
    fallback = None if locale == DEFAULT_LOCALE else catalogue(DEFAULT_LOCALE)
    return Catalogue(locale, resources(locale), fallback)


def say(locale: str, message_id: str, /, **params: Any) -> str:
    """The text of `message_id` in `locale`, its parameters filled in."""
    return catalogue(locale).say(message_id, **params)


def say_attribute(locale: str, message_id: str, name: str, /, **params: Any) -> str:
    """An attribute of a message (e.g. a decision's `.prompt`), or the message itself if it has none."""
    found = catalogue(locale).attribute(message_id, name, **params)
    return found if found is not None else say(locale, message_id, **params)


def locale_of(value: object) -> str:
    """Our locale for a Discord locale ('pt-BR', 'en-US', a discord.Locale, None)."""
    text = str(getattr(value, "value", value) or "")
    return "pt-BR" if text.lower().startswith("pt") else DEFAULT_LOCALE


__all__ = ["DEFAULT_LOCALE", "LOCALES", "Catalogue", "catalogue", "locale_of", "say", "say_attribute"]
