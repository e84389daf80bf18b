"""One Keyflower tile alone, as /tile shows it: each side as it lies in a village (front, and
upgraded; a summer boat's two sides), then the card's words under it.

The image is 400 pixels wide, the width a phone shows it at: never shrunk, so the words on the
hexagons are style.SMALL (14) pixels and the card's are WORDS (18)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from rules.keyflower.data.components import BOATS
from rules.keyflower.data.tiles import HOMES, TILES, Passive

from ..canvas import blank, draw_text, fit, palette_draw, to_png
from . import style
from .tiles import draw_tile, wrap

WIDTH = 400
MARGIN = 16
RADIUS = 88  # two sides side by side fill the width
TITLE = 22
WORDS = 18
LINE = WORDS + 6


def sides(name: str) -> list[dict[str, Any]]:
    """The tile as drawn, once per side a player may see (KeyError: no such tile)."""
    if name in BOATS:
        return [{"name": name, "kind": "boat"}]
    if name in TILES and isinstance(TILES[name].a, Passive):
        return [{"name": name, "kind": "village", "side": s} for s in "ab"]
    if name in TILES:
        kind = "village"
    elif any(h.name == name for h in HOMES.values()):
        kind = "home"
    else:
        raise KeyError(name)
    spec = TILES.get(name) or next(h for h in HOMES.values() if h.name == name)
    tile = {"name": name, "kind": kind}
    return [tile, {**tile, "upgraded": True}] if spec.upgradable else [tile]


def render_image(name: str, title: str, lines: Sequence[str], locale: str) -> Image.Image:
    drawn = sides(name)
    width = WIDTH - 2 * MARGIN
    wrapped = [part for line in lines for part in wrap(line, WORDS, width)]
    hex_height = round(2 * RADIUS * 0.87)
    top = MARGIN + TITLE + 12
    height = top + hex_height + 12 + LINE * len(wrapped) + MARGIN
    image = blank((WIDTH, height), style.PANEL, style.PALETTE)
    draw = palette_draw(image, style.PALETTE)
    draw.rectangle((0, 0, WIDTH - 1, height - 1), outline=style.PANEL_EDGE, width=2)
    draw_text(draw, (MARGIN, MARGIN + TITLE / 2), fit(title, width, TITLE, True), TITLE, style.INK, "lm", True)
    step = WIDTH / len(drawn)
    for i, tile in enumerate(drawn):
        draw_tile(draw, step * (i + 0.5), top + hex_height / 2, RADIUS, tile, locale, detail=True, smallest=style.SMALL)
    y = top + hex_height + 12 + LINE / 2
    for line in wrapped:
        draw_text(draw, (MARGIN, y), line, WORDS, style.INK, "lm")
        y += LINE
    return image


def render(name: str, title: str, lines: Sequence[str], locale: str = "en") -> bytes:
    """The PNG of a village tile, home tile or boat with its card's words (KeyError: no such tile)."""
    return to_png(render_image(name, title, lines, locale), style.PALETTE)
