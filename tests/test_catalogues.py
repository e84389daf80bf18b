"""The catalogues (locales/): every code the source can refuse with, every message the bot and the
images look up and every noun a message names has its words in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from locales import LOCALES, ROOT, catalogue
from rules.terra_mystica.board import TERRAIN_WHEEL
from rules.terra_mystica.data.factions import BUILDING_LIMITS, FACTIONS
from rules.terra_mystica.data.tiles import ACTIONS, CULTS

SOURCE = Path(__file__).resolve().parents[1]
# A refusal's code or a looked-up message id, as a string literal at its call.
CALL = re.compile(r"\b(?:RuleError|ServiceError|Refusal|say|say_attribute)\(\s*(?:locale,\s*)?\"([a-z]+-[a-z0-9-]+)\"")
RAISE = re.compile(r"\b(?:RuleError|ServiceError)\(\s*(f?[\"'])")
# Where every refusal is a code: everywhere something is refused (a new game's rules included).
ALL_CODES = ("rules", "bot")


def _sources() -> list[Path]:
    return sorted(p for folder in ("rules", "rendering", "bot") for p in (SOURCE / folder).rglob("*.py"))


def _codes() -> set[str]:
    return {code for path in _sources() for code in CALL.findall(path.read_text(encoding="utf-8"))}


def test_the_source_is_scanned() -> None:
    codes = _codes()
    assert {"tm-not-land", "host-only-host", "host-joined", "tm-not-your-turn"} <= codes
    assert len(codes) > 150


@pytest.mark.parametrize("locale", LOCALES)
def test_every_code_in_the_source_has_an_entry(locale: str) -> None:
    missing = sorted(code for code in _codes() if not catalogue(locale).has(code))
    assert not missing, f"{locale} lacks: {', '.join(missing)}"


def test_every_refusal_is_a_code() -> None:
    """A refusal is raised with a code, never with an English sentence (or an f-string)."""
    sentences = []
    for path in _sources():
        relative = path.relative_to(SOURCE).as_posix()
        if not relative.startswith(ALL_CODES):
            continue
        text = path.read_text(encoding="utf-8")
        for match in RAISE.finditer(text):
            rest = text[match.end() :]
            if match.group(1).startswith("f") or not re.match(r"[a-z]+-[a-z0-9-]+\"", rest):
                line = text[: match.start()].count("\n") + 1
                sentences.append(f"{relative}:{line}")
    assert not sentences, "refusals without a code: " + ", ".join(sentences)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_catalogues_parse_and_use_known_terms(locale: str) -> None:
    parser = FluentParser()
    for path in sorted((ROOT / locale).glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path.name}: {junk}"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_has_the_same_messages(locale: str) -> None:
    english = _ids("en")
    assert _ids(locale) == english, sorted(_ids(locale) ^ english)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_terra_mystica_noun_has_a_term(locale: str) -> None:
    terms = catalogue(locale).terms
    wanted = (
        [f"tm-faction-{name}" for name in FACTIONS]
        + [f"tm-building-{code}" for code in BUILDING_LIMITS]
        + [f"tm-terrain-{terrain}" for terrain in TERRAIN_WHEEL]
        + [f"tm-cult-{cult}" for cult in CULTS]
        + [f"tm-action-{name}" for name in ACTIONS]
    )
    assert not [name for name in wanted if name not in terms]


def test_terms_take_a_case() -> None:
    pt = catalogue("pt-BR")
    assert pt.term("tm-faction-witches", "of") == "das Bruxas"
    assert pt.term("tm-faction-giants", "the") == "os Gigantes"
    assert pt.term("tm-building-TE", "a") == "um Templo"
    assert catalogue("en").term("tm-faction-witches", "of") == "Witches"


def _ids(locale: str) -> set[str]:
    parser = FluentParser()
    found: set[str] = set()
    for path in sorted((ROOT / locale).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found.add(entry.id.name)
                found.update(f"{entry.id.name}.{a.id.name}" for a in entry.attributes)
    return found
