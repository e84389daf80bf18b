"""The words of Keyflower's images and messages, from the catalogues (locales/*/keyflower_play.ftl,
the `kf-image-...` and `kf-words-...` ids; the nouns are the terms `-kf-item-...`). Tile and boat
names stay as printed: the Brazilian rulebook keeps them in English too."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from locales import catalogue
from locales import say as _say
from rules.keyflower.data.tiles import Exchange, Passive, Produce, Scoring, Transport

__all__ = ["item", "items_text", "effect_text", "cost_text", "say", "season_name"]


def say(locale: str, message_id: str, /, **params: Any) -> str:
    """A catalogue message, remembered: images ask for the same few words again and again."""
    return _said(locale, message_id, tuple(sorted(params.items())))


@lru_cache(maxsize=8192)
def _said(locale: str, message_id: str, params: tuple[tuple[str, Any], ...]) -> str:
    return _say(locale, message_id, **dict(params))


@lru_cache(maxsize=4096)
def item(locale: str, name: str, n: int = 1) -> str:
    """'2 blue workers', '1 wood', 'saws' (n=0: the plural alone)."""
    case = "one" if n == 1 else "other"
    word = catalogue(locale).term(f"kf-item-{name}", case) or name
    return word if n == 0 else f"{n} {word}"


@lru_cache(maxsize=1024)
def word(locale: str, name: str) -> str:
    """One item's word without a number: a worker by its colour ('blue'), else its name ('wood')."""
    words = catalogue(locale)
    return words.term(f"kf-colour-{name}") or words.term(f"kf-item-{name}", "one") or name


def items_text(locale: str, counts: Mapping[str, int], joiner: str = " + ") -> str:
    return joiner.join(item(locale, name, n) for name, n in counts.items() if n)


def season_name(locale: str, season: str) -> str:
    return say(locale, "kf-image-season", season=season)


def cost_text(locale: str, cost: Mapping[str, int]) -> str:
    """An upgrade's or extension's cost in short: '1 saw', 'wood + iron', '2 any resource'."""
    return "+".join(word(locale, name) if n == 1 else item(locale, name, n) for name, n in cost.items())


def effect_text(locale: str, effect: object) -> str:
    """What a tile's side does, in a few words."""
    if isinstance(effect, Produce):
        if effect.choose_one:
            return "+" + " / ".join(item(locale, k, n) for k, n in effect.gain.items())
        return "+" + items_text(locale, effect.gain, " + ")
    if isinstance(effect, Exchange):
        return f"{items_text(locale, effect.pay)} → {items_text(locale, effect.gain)}"
    if isinstance(effect, Transport):
        return say(locale, "kf-image-transport", moves=effect.moves, upgrades=effect.upgrades)
    if isinstance(effect, Scoring):
        return scoring_text(locale, effect)
    if isinstance(effect, Passive):
        return say(locale, "kf-image-boat-ability", ability=f"b{effect.ability}")
    return ""


def scoring_text(locale: str, effect: Scoring) -> str:
    of = dict(effect.of)
    if effect.kind in ("on_tile", "per_item"):
        ((name, _),) = of.items() if of else (("any_res", 1),)
        singular = catalogue(locale).term(f"kf-item-{name}", "one") or name
        return say(locale, f"kf-image-scoring-{effect.kind}", vp=effect.vp, item=singular)
    if effect.kind == "per_set":
        if len(of) == 1:  # 5 of one group: '5 skills of any kind'
            ((name, n),) = of.items()
            return say(locale, "kf-image-scoring-per_group", vp=effect.vp, items=item(locale, name, n))
        unit = "+".join(word(locale, name) for name in of)
        if effect.gold_wild:
            unit += say(locale, "kf-image-or-gold")
        return say(locale, "kf-image-scoring-per_set", vp=effect.vp, set=unit)
    if effect.kind == "choose_type":
        ((group, _),) = of.items()
        return say(locale, "kf-image-scoring-choose_type", vp=effect.vp, group=group)
    return say(locale, "kf-image-scoring", kind=effect.kind, vp=effect.vp)
