"""One tile or card alone, as /tile shows it: its code and kind, then what it does as on the board's
panels (cult steps on their colours, gains, VP), in type large enough for a phone's chat.

The image is 400 pixels wide, the width a phone shows it at: it is never shrunk, and its smallest
words are its size, 20 pixels."""

from __future__ import annotations

from PIL import Image

from rules.terra_mystica.data.tiles import BONUS_CARDS, FAVOR_TILES, SCORING_TILES, TOWN_TILES

from ..canvas import Chip, blank, draw_chips, draw_text, fit, flow, palette_draw, to_png
from . import effects, style
from .words import say

WIDTH = 400
MARGIN = 16
SIZE = 20  # the tile's words
TITLE = 24
LINE = 32


def kind_of(name: str) -> str | None:
    """favor, town, bonus or scoring: the kind of tile a code names (None: no tile)."""
    for kind, table in (("favor", FAVOR_TILES), ("town", TOWN_TILES), ("bonus", BONUS_CARDS)):
        if name in table:
            return kind
    return "scoring" if name in SCORING_TILES else None


def chips(name: str, locale: str) -> list[Chip]:
    kind = kind_of(name)
    if kind == "favor":
        return list(effects.favor(name, locale))
    if kind == "town":
        return list(effects.town(name, locale))
    if kind == "bonus":
        return list(effects.bonus(name, locale))
    if kind == "scoring":
        headline, rest = effects.scoring(name, locale)
        return [effects.word(headline, bold=True), *rest]
    return []


def render_image(name: str, locale: str) -> Image.Image:
    kind = kind_of(name)
    if kind is None:
        raise KeyError(name)
    lines = flow(chips(name, locale), WIDTH - 2 * MARGIN, SIZE)
    height = MARGIN + TITLE + 12 + LINE * len(lines) + MARGIN
    image = blank((WIDTH, height), style.PANEL, style.PALETTE)
    draw = palette_draw(image, style.PALETTE)
    draw.rectangle((0, 0, WIDTH - 1, height - 1), outline=style.PANEL_EDGE, width=2)
    title = fit(f"{name} · {say(locale, 'tm-tile-kind', kind=kind)}", WIDTH - 2 * MARGIN, TITLE, True)
    draw_text(draw, (MARGIN, MARGIN + TITLE / 2), title, TITLE, style.INK, "lm", True)
    y = MARGIN + TITLE + 12 + LINE / 2
    for line in lines:
        draw_chips(draw, (MARGIN, y), line, SIZE)
        y += LINE
    return image


def render(name: str, locale: str = "en") -> bytes:
    """The PNG of a favor tile, town tile, bonus card or round scoring tile (KeyError: no such tile)."""
    return to_png(render_image(name, locale), style.PALETTE)
