"""What tiles, cards and action spaces do, as chips for the images: the codes players type (C, W,
P, PW, D, TP, ...) as they are, cult steps on their cult's colour, the rest in short words."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from rules.terra_mystica.data.tiles import (
    ACTIONS,
    BONUS_CARDS,
    CULTS,
    FAVOR_TILES,
    SCORING_TILES,
    TOWN_TILES,
)

from ..canvas import Chip, contrast
from . import style
from .words import say

INK = style.INK
# The order gains are told in: VP first, the resources, cult steps, then the rest.
_ORDER = ("VP", "C", "W", "P", "PW", *CULTS)
# Gains told in words (`tm-image-gain`); anything else a tile gives is told by its own note.
_WORDED = frozenset({"VP", "C", "W", "P", "PW", "SPADE", "KEY", "BOAT", "MAY_BOAT", "GAIN_SHIP"})
# Merchants of the Seas' tiles whose effect the rules count beyond their data (NF1, NF3, NF4, NB1, NB2).
NOTES = frozenset({"FAV13", "FAV15", "FAV16", "BON11", "BON12"})


def cult_chip(cult: str, steps: int, locale: str) -> Chip:
    colour = style.CULT_COLOURS[cult]
    return Chip(f"{say(locale, 'tm-image-cult', cult=cult)} {steps:+d}", contrast(colour), colour, bold=True)


def word(text: str, ink: tuple[int, int, int] = INK, bold: bool = False) -> Chip:
    return Chip(text, ink, bold=bold)


def words(text: str, ink: tuple[int, int, int] = INK) -> list[Chip]:
    """A phrase that may be broken between its words."""
    return [Chip(w, ink, gap=4) for w in text.split()]


def gains(gain: Mapping[str, int], locale: str) -> list[Chip]:
    """'+5 VP', '+6 C', a cult step on its colour, 'key'."""
    known = sorted(gain, key=lambda r: _ORDER.index(r) if r in _ORDER else len(_ORDER))
    every_cult = {gain.get(c) for c in CULTS}
    chips = []
    for res in known:
        n = gain[res]
        if res in CULTS and len(every_cult) == 1:  # a step on each track (TW5, TW6): one chip
            if res == CULTS[0]:
                chips.append(Chip(say(locale, "tm-image-each-cult", n=n), INK, style.FADED, bold=True))
        elif res in CULTS:
            chips.append(cult_chip(res, n, locale))
        elif res in _WORDED and n:
            chips.append(word(say(locale, "tm-image-gain", resource=res, n=n)))
    return chips


def _pass_vp(table: Mapping[str, tuple[int, ...]], locale: str) -> list[Chip]:
    """VP when passing, by what they count: '2 VP / TP' when each counts the same, else the
    totals by level ('TP 2/3/3/4 VP')."""
    by_row: dict[tuple[int, ...], list[str]] = {}
    for what, row in table.items():
        by_row.setdefault(row, []).append(say(locale, "tm-image-ship") if what == "ship" else what)
    chips = [word(say(locale, "tm-image-fx-pass"), style.MUTED)]
    for row, counted_by in by_row.items():
        counted = "/".join(counted_by)
        if all(v == i * row[1] for i, v in enumerate(row)):
            chips.append(word(say(locale, "tm-image-fx-each", vp=row[1], what=counted)))
        else:
            chips.append(word(say(locale, "tm-image-fx-levels", vp="/".join(str(v) for v in row[1:]), what=counted)))
    return chips


@lru_cache(maxsize=512)  # the same tiles, image after image
def favor(name: str, locale: str) -> tuple[Chip, ...]:
    tile = FAVOR_TILES[name]
    chips = gains(tile.gain, locale)
    if tile.gain.get("TOWN_SIZE"):
        chips += words(say(locale, "tm-image-fx-town-power", power=7 + tile.gain["TOWN_SIZE"]))
    if tile.income:
        chips += [word(say(locale, "tm-image-fx-income"), style.MUTED), *gains(tile.income, locale)]
    for building, vp in tile.build_vp.items():
        chips.append(word(say(locale, "tm-image-fx-build", building=building, vp=vp)))
    if tile.pass_vp:
        chips += _pass_vp(tile.pass_vp, locale)
    if tile.action:
        chips += words(say(locale, "tm-image-fx-action", action=tile.action))
    if name in NOTES:
        chips += words(say(locale, "tm-image-note", tile=name))
    return tuple(chips)


@lru_cache(maxsize=512)  # the same tiles, image after image
def town(name: str, locale: str) -> tuple[Chip, ...]:
    return tuple(gains(TOWN_TILES[name].gain, locale))


@lru_cache(maxsize=512)  # the same tiles, image after image
def bonus(card: str, locale: str) -> tuple[Chip, ...]:
    info = BONUS_CARDS[card]
    chips = gains(info.income, locale)
    if info.action:
        chips += words(say(locale, "tm-image-fx-action", action=card))
    if info.shipping:
        chips += words(say(locale, "tm-image-fx-shipping"))
    if info.pass_vp:
        chips += _pass_vp(info.pass_vp, locale)
    if card in NOTES:
        chips += words(say(locale, "tm-image-note", tile=card))
    return tuple(chips)


def scoring(name: str, locale: str) -> tuple[str, list[Chip]]:
    """A round's tile: what scores ('D: 2 VP'), and the cult reward at the round's end."""
    tile = SCORING_TILES[name]
    what, vp = tile.label.split(" >> ")
    headline = say(locale, "tm-image-scoring", what=what.replace("/", "-"), label=what, vp=int(vp))
    if tile.cult == "CULT_P":
        chips = [word(say(locale, "tm-image-per-priest", per=tile.per))]
    else:
        colour = style.CULT_COLOURS[tile.cult]
        label = say(locale, "tm-image-per-cult", per=tile.per, cult=tile.cult)
        chips = [Chip(label, contrast(colour), colour, bold=True)]
    chips += [word("→", style.MUTED), *gains(tile.reward, locale)]
    return headline, chips


def power_action(name: str, locale: str) -> str:
    return say(locale, "tm-image-action", action=name)


def action_cost(name: str) -> str:
    """What a power action costs, as printed on its space ('4 PW', '5 PW 1 P')."""
    cost = ACTIONS[name].cost
    return " ".join(f"{n} {res}" for res, n in cost.items())
