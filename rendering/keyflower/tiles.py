"""Keyflower's hexagonal tiles as drawn in villages and on offer: flat-topped, upright, with their
roads and rivers, upgraded or not, the resources, extension and cabins on them, and the workers
placed on them this season.

Edges are numbered as the rules number them, from the bottom one clockwise: 0 S, 1 SW, 2 NW, 3 N,
4 NE, 5 SE; a village position (q, r) is in axial coordinates with the home tile at (0, 0).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rules.keyflower.data.components import BOATS
from rules.keyflower.data.tiles import HOMES, TILES, Passive, TileSpec
from rules.keyflower.effects import edges_of
from rules.keyflower.state import Tile

from ..canvas import RGB, Picture, contrast, draw_text, paste_picture, picture, text_size
from . import style
from .words import cost_text, effect_text, say

SQRT3 = math.sqrt(3)
# Screen angle (degrees, y down) from a tile's centre to the middle of each edge.
EDGE_ANGLES = (90, 150, 210, 270, 330, 30)
Point = tuple[float, float]


def centre(q: int, r: int, radius: float, origin: Point) -> Point:
    return origin[0] + 1.5 * radius * q, origin[1] + SQRT3 * radius * (r + q / 2)


def corners(cx: float, cy: float, radius: float) -> list[Point]:
    return [
        (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a))) for a in range(0, 360, 60)
    ]


def extent(positions: Sequence[tuple[int, int]]) -> tuple[float, float, float, float]:
    """The bounding box of hexes of radius 1 at these positions (centred on (0, 0) for the home)."""
    xs = [1.5 * q for q, _ in positions]
    ys = [SQRT3 * (r + q / 2) for q, r in positions]
    return min(xs) - 1, min(ys) - SQRT3 / 2, max(xs) + 1, max(ys) + SQRT3 / 2


def spec(tile: Mapping[str, Any]) -> TileSpec | None:
    if tile["kind"] == "home":
        return HOMES[int(tile["name"].split()[1])]
    return TILES.get(tile["name"])


def season(tile: Mapping[str, Any]) -> str:
    """The kind of background: a season, home, boat or turn-order tile."""
    if tile["kind"] in ("home", "boat", "order"):
        return str(tile["kind"])
    found = spec(tile)
    return found.season if found is not None else "spring"


def effect(tile: Mapping[str, Any]) -> object:
    """What the tile's visible side does (a boat tile: how it scores)."""
    if tile["kind"] == "boat":
        return BOATS[tile["name"]].winter
    found = spec(tile)
    if found is None:
        return None
    if isinstance(found.a, Passive):  # a summer boat: its side was drawn
        return Passive(f"{tile['name'].split()[-1]}{tile.get('side') or 'a'}")
    return found.b if tile.get("upgraded") else found.a


@cache
def _edges(name: str, kind: str) -> str:
    return edges_of(Tile(name, kind))


def fill_of(tile: Mapping[str, Any]) -> RGB:
    kind = season(tile)
    return style.UPGRADED[kind] if tile.get("upgraded") and tile["kind"] != "boat" else style.SEASON[kind]


def short_name(tile: Mapping[str, Any]) -> str:
    """A tile's name as printed on hexes; a summer boat's with its side ('Boat 3b')."""
    name = str(tile["name"])
    if name.startswith("Summer Boat"):
        return f"Boat {name.split()[-1]}{tile.get('side') or ''}"
    return name


def wrap(text: str, size: int, width: float, bold: bool = False) -> list[str]:
    """Words on as few lines as fit `width` (a long word stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_size(f"{lines[-1]} {word}", size, bold)[0] <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def draw_hex(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, tile: Mapping[str, Any]) -> None:
    """The hexagon with its roads and rivers (stubs from each edge inwards) and its outline."""
    fill = fill_of(tile)
    draw.polygon(corners(cx, cy, radius), fill=fill)
    edges = _edges(tile["name"], tile["kind"])
    inner = SQRT3 / 2 * radius
    width = max(4, int(radius / 7))
    for edge, side in enumerate(edges):
        kind = side.upper()
        if kind not in "RW":
            continue
        a = math.radians(EDGE_ANGLES[edge])
        x0, y0 = cx + inner * math.cos(a), cy + inner * math.sin(a)
        reach = 0.34 if kind == "R" else 0.28
        x1, y1 = cx + inner * (1 - reach) * math.cos(a), cy + inner * (1 - reach) * math.sin(a)
        draw.line([(x0, y0), (x1, y1)], fill=style.ROAD if kind == "R" else style.RIVER, width=width)
    outline = style.GOLD_EDGE if tile.get("upgraded") and tile["kind"] != "boat" else style.HEX_EDGE
    draw.polygon(corners(cx, cy, radius), outline=outline, width=3 if tile.get("upgraded") else 2)


def chip(
    draw: ImageDraw.ImageDraw, x: float, y: float, colour: RGB, count: int, r: float = 11, lying: bool = False
) -> None:
    """Workers of one colour: a disc with their number (lying ones: a flat oval)."""
    box = (x - r * 1.35, y - r * 0.7, x + r * 1.35, y + r * 0.7) if lying else (x - r, y - r, x + r, y + r)
    draw.ellipse(box, fill=colour, outline=style.INK, width=1)
    draw_text(draw, (x, y), str(count), style.SMALL, contrast(colour), anchor="mm", bold=True)


def square(draw: ImageDraw.ImageDraw, x: float, y: float, colour: RGB, text: str, half: float = 9) -> None:
    """Resources, skills and the like: a small square with a number or letter."""
    draw.rectangle((x - half, y - half, x + half, y + half), fill=colour, outline=style.INK)
    draw_text(draw, (x, y), text, style.SMALL, contrast(colour), anchor="mm", bold=True)


def keyple(draw: ImageDraw.ImageDraw, x: float, y: float, r: float = 9) -> None:
    """The purple start-player keyple."""
    draw.ellipse((x - r, y - r, x + r, y + r), fill=style.WORKER["purple"], outline=style.INK, width=1)


def seat_badge(draw: ImageDraw.ImageDraw, x: float, y: float, seat: int, r: float = 9) -> None:
    colour = style.SEATS[seat % len(style.SEATS)]
    draw.rectangle((x - r, y - r, x + r, y + r), fill=colour)
    draw_text(draw, (x, y), str(seat + 1), style.SMALL, contrast(colour), anchor="mm", bold=True)


def draw_tile(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    radius: float,
    tile: Mapping[str, Any],
    locale: str,
    changed: bool = False,
    detail: bool = False,
) -> None:
    """One tile: its hexagon, its name (and, with `detail`, what it does and what an upgrade
    costs), then what lies on it: resources, an extension, cabins, and this season's uses."""
    r = int(radius)
    sprite = _sprite(tile["name"], tile["kind"], tile.get("side") or "", bool(tile.get("upgraded")), r, detail, locale)
    x, y = int(round(cx)) - sprite.half, int(round(cy)) - sprite.half
    paste_picture(draw, (x, y), sprite.picture)
    if changed:
        draw.polygon(corners(cx, cy, radius + 3), outline=style.HIGHLIGHT, width=4)
    _marks(draw, cx, cy, radius, tile)
    # On offer, the words fill the tile: its uses sit on its lower edge.
    _uses(draw, cx, cy + radius * (0.87 if detail else 0.55), radius, tile.get("groups") or [])
    below = cy + radius * 0.2 if detail else cy - radius * 0.5 + sprite.text_height + 13
    _resources(draw, cx, below, radius, tile.get("resources") or {})


@dataclass(frozen=True)
class Sprite:
    """A tile's unchanging look, drawn once: its picture (colours and alpha mask), and how tall its text is."""

    picture: Picture
    half: int
    text_height: int


@lru_cache(maxsize=4096)
def _sprite(name: str, kind: str, side: str, upgraded: bool, radius: int, detail: bool, locale: str) -> Sprite:
    half = radius + 6
    image = Image.new("RGBA", (2 * half, 2 * half), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    tile = {"name": name, "kind": kind, "side": side, "upgraded": upgraded}
    draw_hex(draw, half, half, radius, tile)
    if detail:
        lines, top = _detail_lines(tile, radius, locale)
        top += half
    else:
        lines, top = _words_on(tile, radius), half - radius * 0.5
    y = top
    for text, size, bold in lines:
        draw_text(draw, (half, y), text, size, style.INK, anchor="ma", bold=bold)
        y += size + 2
    if upgraded and kind != "boat":
        arrow = (half + radius * 0.62, half - radius * 0.62)
        draw_text(draw, arrow, "↑", style.NORMAL, style.INK, anchor="mm", bold=True)
    return Sprite(picture(image.convert("RGB"), image.getchannel("A"), style.PALETTE), half, int(y - top))


def _words_on(tile: Mapping[str, Any], radius: int) -> list[tuple[str, int, bool]]:
    """The lines printed on a tile in a village: its name."""
    size = style.NORMAL if radius >= 56 else style.SMALL
    return [(line, size, True) for line in wrap(short_name(tile), size, 1.55 * radius, bold=True)[:2]]


# The band a tile on offer has for its words, from its centre (its uses sit on the lower edge).
WORDS_TOP, WORDS_BOTTOM = -0.74, 0.66
PAD = 7


def _room(radius: int, y0: float, y1: float) -> float:
    """How wide a line from y0 to y1 (from the centre) may be inside the flat-topped hexagon."""
    dy = max(abs(y0), abs(y1))
    return 2 * radius - 2 * dy / SQRT3 - 2 * PAD


def _detail_lines(tile: Mapping[str, Any], radius: int, locale: str) -> tuple[list[tuple[str, int, bool]], float]:
    """A tile on offer: its name, what it does, its upgrade cost and VP, each line as wide as
    the hexagon is where it falls, the block centred in the band; smaller type when the words
    would not fit, the least important lines left out last of all."""
    parts = [(short_name(tile), style.NORMAL, True), (effect_text(locale, effect(tile)), style.SMALL, False)]
    parts.append((value_text(locale, tile), style.SMALL, False))
    band = (WORDS_BOTTOM - WORDS_TOP) * radius
    top = WORDS_TOP * radius
    for shrink in (0, 1, 2, 3):
        lines = _flow([(t, size - shrink, bold) for t, size, bold in parts if t], radius, top)
        if _height(lines) <= band:
            break
    while lines and _height(lines) > band:
        lines.pop()
    centred = top + (band - _height(lines)) / 2
    again = _flow(_parts_of(lines), radius, centred)
    if len(again) == len(lines):  # centred, the lines still fit where they now fall
        lines, top = again, centred
    return [(text, size, bold) for text, size, bold, _ in lines], top


def _height(lines: list[Line]) -> int:
    return sum(line[1] + 2 for line in lines)


def _parts_of(lines: list[Line]) -> list[tuple[str, int, bool]]:
    """Lines back into the texts they were flowed from (to flow them again lower down)."""
    texts: dict[int, tuple[str, int, bool]] = {}
    for text, size, bold, part in lines:
        texts[part] = (f"{texts[part][0]} {text}", size, bold) if part in texts else (text, size, bold)
    return list(texts.values())


Line = tuple[str, int, bool, int]  # its words, type size, bold, which text it is of


def _flow(parts: list[tuple[str, int, bool]], radius: int, top: float) -> list[Line]:
    """Words on lines, each as wide as the hexagon at its height (a long word stays whole);
    each text starts on a line of its own."""
    lines: list[Line] = []
    y = top
    for part, (text, size, bold) in enumerate(parts):
        line = ""
        for word in text.split(" "):  # a no-break space keeps '↑ wood' together
            wider = f"{line} {word}" if line else word
            if not line or text_size(wider, size, bold)[0] <= _room(radius, y, y + size):
                line = wider
            else:
                lines.append((line, size, bold, part))
                y += size + 2
                line = word
        if line:
            lines.append((line, size, bold, part))
            y += size + 2
    return lines


def value_text(locale: str, tile: Mapping[str, Any]) -> str:
    """What an upgrade costs and the fixed VP of each side: '↑ 1 saw · 0/3 VP'."""
    found = spec(tile)
    if found is None:
        return ""
    parts = []
    if found.cost is not None and not tile.get("upgraded"):
        parts.append("↑\u00a0" + cost_text(locale, found.cost))
    a, b = found.vp
    if a or b:
        parts.append(say(locale, "kf-image-vp", vp=b if tile.get("upgraded") else f"{a}/{b}"))
    return " · ".join(parts)


def _marks(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, tile: Mapping[str, Any]) -> None:
    """An extension (its colour) and cabins."""
    extension = tile.get("extension")
    if extension is not None:
        from rules.keyflower.data.components import EXTENSIONS

        colour = style.WORKER[EXTENSIONS[extension].colour]
        square(draw, cx - radius * 0.62, cy - radius * 0.62, colour, "E", half=8)
    if tile.get("cabins"):
        square(draw, cx - radius * 0.75, cy, style.CABIN, str(tile["cabins"]), half=8)


def _uses(draw: ImageDraw.ImageDraw, cx: float, y: float, radius: float, groups: Sequence[Sequence[Any]]) -> None:
    """Workers placed on the tile this season: a chip per group, in the order of the uses."""
    uses = [g for g in groups if g[3] == "use"]
    if not uses:
        return
    r = 10
    step = 2 * r + 22
    x = cx - (len(uses) - 1) * step / 2 - 8
    for seat, colour, count, _kind, lying, *_ in uses:
        chip(draw, x, y, style.WORKER[colour], count, r, lying)
        seat_badge(draw, x + r + 9, y, seat, r=8)
        x += step


def _resources(draw: ImageDraw.ImageDraw, cx: float, y: float, radius: float, resources: Mapping[str, int]) -> None:
    shown = [(k, n) for k, n in resources.items() if n and k in style.RESOURCE]
    if not shown:
        return
    step = 22
    x = cx - (len(shown) - 1) * step / 2
    for kind, n in shown:
        square(draw, x, y, style.RESOURCE[kind], str(n))
        x += step
