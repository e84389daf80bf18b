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

from ..canvas import RGB, Picture, contrast, draw_text, fit, paste_picture, picture, text_size
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


# Roads and rivers are short marks at the edges' middles, as deep as the words keep away from the
# edges (PAD): they never run into a tile's words.
MARK_DEPTH = 0.13  # of the radius


def pad(radius: float) -> float:
    """How far a tile's words keep from its edges (clear of the road and river marks)."""
    return max(5.0, MARK_DEPTH * radius + 2)


def draw_hex(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, tile: Mapping[str, Any]) -> None:
    """The hexagon with its roads and rivers (marks on each edge's middle) and its outline."""
    fill = fill_of(tile)
    draw.polygon(corners(cx, cy, radius), fill=fill)
    edges = _edges(tile["name"], tile["kind"])
    inner = SQRT3 / 2 * radius
    half = max(4.0, radius * 0.11)  # half the mark's length along the edge
    depth = MARK_DEPTH * radius
    for edge, side in enumerate(edges):
        kind = side.upper()
        if kind not in "RW":
            continue
        a = math.radians(EDGE_ANGLES[edge])
        ux, uy = math.cos(a), math.sin(a)  # outwards, across the edge
        vx, vy = -uy, ux  # along the edge
        ox, oy = cx + inner * ux, cy + inner * uy
        ix, iy = ox - depth * ux, oy - depth * uy
        mark = [
            (ox - half * vx, oy - half * vy),
            (ox + half * vx, oy + half * vy),
            (ix + half * 0.7 * vx, iy + half * 0.7 * vy),
            (ix - half * 0.7 * vx, iy - half * 0.7 * vy),
        ]
        draw.polygon(mark, fill=style.ROAD if kind == "R" else style.RIVER)
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


def skill(draw: ImageDraw.ImageDraw, x: float, y: float, name: str, text: str, half: float = 10) -> None:
    """A skill token: a diamond (resources are squares), in the skill's colour, with a number."""
    colour = style.SKILL[name]
    draw.polygon(
        [(x, y - half - 1), (x + half + 1, y), (x, y + half + 1), (x - half - 1, y)], fill=colour, outline=style.INK
    )
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
    smallest: int = 0,
) -> None:
    """One tile: its hexagon with its name, what it does, what an upgrade costs and its VP (as
    many of these as fit, in type no smaller than `smallest`, by default SMALLEST), then what
    lies on it: resources, an extension, cabins, and this season's uses. On offer (`detail`) the
    words fill the tile and the uses sit on its lower edge; in a village the resources it holds
    lie below the words."""
    r = int(radius)
    least = smallest or SMALLEST
    side, upgraded = tile.get("side") or "", bool(tile.get("upgraded"))
    sprite = _sprite(tile["name"], tile["kind"], side, upgraded, r, detail, least, locale)
    x, y = int(round(cx)) - sprite.half, int(round(cy)) - sprite.half
    paste_picture(draw, (x, y), sprite.picture)
    if changed:
        draw.polygon(corners(cx, cy, radius + 3), outline=style.HIGHLIGHT, width=4)
    _marks(draw, cx, cy, radius, tile)
    _uses(draw, cx, cy + radius * 0.87, radius, tile.get("groups") or [])
    _resources(draw, cx, cy + radius * (0.2 if detail else RESOURCES_AT), radius, tile.get("resources") or {})


@dataclass(frozen=True)
class Sprite:
    """A tile's unchanging look, drawn once: its picture (colours and alpha mask)."""

    picture: Picture
    half: int


@lru_cache(maxsize=4096)
def _sprite(
    name: str, kind: str, side: str, upgraded: bool, radius: int, detail: bool, smallest: int, locale: str
) -> Sprite:
    half = radius + 6
    image = Image.new("RGBA", (2 * half, 2 * half), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    tile = {"name": name, "kind": kind, "side": side, "upgraded": upgraded}
    draw_hex(draw, half, half, radius, tile)
    lines, top = tile_lines(tile, radius, locale, OFFER_BAND if detail else VILLAGE_BAND, smallest)
    y = top + half
    for text, size, bold in lines:
        draw_text(draw, (half, y), text, size, style.INK, anchor="ma", bold=bold)
        y += size + 2
    if upgraded and kind != "boat":
        arrow = (half + radius * 0.5, half - radius * 0.62)
        draw_text(draw, arrow, "↑", style.NORMAL, style.GOLD_EDGE, anchor="mm", bold=True)
    return Sprite(picture(image.convert("RGB"), image.getchannel("A"), style.PALETTE), half)


# The band a tile has for its words, from its centre, in radii: on offer the uses sit on the lower
# edge; in a village the resources the tile holds lie below the words, the uses on the edge.
OFFER_BAND = (-0.72, 0.66)
VILLAGE_BAND = (-0.74, 0.42)
RESOURCES_AT = 0.56
SMALLEST = 11  # the least type size words on a tile shrink to (the whole board's, opened full size)


def _room(radius: int, y0: float, y1: float) -> float:
    """How wide a line from y0 to y1 (from the centre) may be inside the flat-topped hexagon."""
    dy = max(abs(y0), abs(y1))
    return 2 * radius - 2 * dy / SQRT3 - 2 * pad(radius)


def tile_lines(
    tile: Mapping[str, Any],
    radius: int,
    locale: str,
    band: tuple[float, float] = OFFER_BAND,
    smallest: int = SMALLEST,
) -> tuple[list[tuple[str, int, bool]], float]:
    """A tile's words: its name, what it does, its upgrade cost and VP, each line as wide as the
    hexagon is where it falls, the block centred in the band (in radii from the centre). Where
    they don't fit the type gets smaller, down to `smallest`; where they don't fit even so the least
    important text is left out (the VP and cost, then what it does), and a name too long for its
    line at the smallest type is cut short."""
    parts = [(short_name(tile), style.NORMAL, True), (effect_text(locale, effect(tile)), style.SMALL, False)]
    parts.append((value_text(locale, tile), style.SMALL, False))
    parts = [part for part in parts if part[0]]
    top, bottom = band[0] * radius, band[1] * radius
    for kept in range(len(parts), 0, -1):
        for shrink in range(style.NORMAL - smallest + 1):
            sized = [(text, max(smallest, size - shrink), bold) for text, size, bold in parts[:kept]]
            lines, at = _centred(sized, radius, top, bottom)
            if at + _height(lines) <= bottom and _fits(lines, radius, at):
                return [(text, size, bold) for text, size, bold, _ in lines], at
    name = parts[0][0]
    at = (top + bottom) / 2 - (smallest + 2) / 2
    return [(fit(name, int(_room(radius, at, at + smallest)), smallest, True), smallest, True)], at


def _centred(parts: list[tuple[str, int, bool]], radius: int, top: float, bottom: float) -> tuple[list[Line], float]:
    """The parts flowed into lines whose block is centred between top and bottom (the lines are
    as wide as the hexagon where they fall, so their number depends on where the block starts)."""
    at = top
    lines = _flow(parts, radius, at)
    for _ in range(2):
        at = max(top, (top + bottom) / 2 - _height(lines) / 2)
        lines = _flow(parts, radius, at)
    return lines, at


def _fits(lines: list[Line], radius: int, top: float) -> bool:
    y = top
    for text, size, bold, _ in lines:
        if text_size(text, size, bold)[0] > _room(radius, y, y + size):
            return False
        y += size + 2
    return True


def _height(lines: list[Line]) -> int:
    return sum(line[1] + 2 for line in lines)


Line = tuple[str, int, bool, int]  # its words, type size, bold, which text it is of


def _flow(parts: list[tuple[str, int, bool]], radius: int, top: float) -> list[Line]:
    """Words on lines, each as wide as the hexagon at its height (a long word stays whole);
    each text starts on a line of its own."""
    lines: list[Line] = []
    y = top
    for part, (text, size, bold) in enumerate(parts):
        line = ""
        for word in text.split(" "):  # a no-break space keeps '↑ wood' and '3 VP' together
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
    # A separator ('cost · VP') where a line broke goes: it would end a line alone.
    return [(text.removesuffix(" ·"), size, bold, part) for text, size, bold, part in lines]


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
        vp = say(locale, "kf-image-vp", vp=b if tile.get("upgraded") else f"{a}/{b}")
        parts.append(vp.replace(" ", "\u00a0"))  # never 'VP' alone on a line
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
    step = 20
    x = cx - (len(shown) - 1) * step / 2
    for kind, n in shown:
        square(draw, x, y, style.RESOURCE[kind], str(n), half=8)  # clear of the uses on the edge below
        x += step
