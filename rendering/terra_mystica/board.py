"""The map: terrain hexes, rivers, coordinates, buildings, bridges, towns and the last move."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from rules.terra_mystica.board import Board, board
from rules.terra_mystica.data.merchants import CANALS, MERCHANT_FACTIONS
from rules.terra_mystica.state import Faction, GameState

from ..canvas import RGB, Box, PaletteDraw, blank, box, contrast, draw_text, palette_draw, palette_image, shape
from ..hexgrid import HexGrid
from . import style


@dataclass(frozen=True)
class BoardLayout:
    board: Board
    grid: HexGrid
    left: int
    top: int
    width: int
    height: int

    def centre(self, hex_id: str) -> tuple[float, float]:
        return self.grid.centre(*self.board.position[hex_id])

    def corners(self, hex_id: str, scale: float = 1.0) -> list[tuple[float, float]]:
        return self.grid.corners(*self.board.position[hex_id], scale)


@cache
def layout(board_id: str) -> BoardLayout:
    b = board(board_id)
    rows = sorted({r for r, _ in b.position.values()})
    cols = max(c for _, c in b.position.values()) + 1
    left = style.MARGIN + 30  # room for the row letters
    top = style.TITLE_HEIGHT + style.MARGIN
    grid = HexGrid(style.HEX_RADIUS, left, top, first_row=rows[0])
    width, height = grid.size(len(rows), cols)
    return BoardLayout(b, grid, left, top, int(width), int(height))


def _hex(draw: ImageDraw.ImageDraw, lay: BoardLayout, hex_id: str, terrain: str) -> None:
    colour = style.TERRAIN[terrain]
    shape(draw, lay.corners(hex_id), colour, style.HEX_EDGE, 2)
    if terrain in ("ice", "volcano"):
        _terrain_mark(draw, lay, hex_id, terrain)
    if hex_id in lay.board.land:
        cx, cy = lay.centre(hex_id)
        draw_text(draw, (cx, cy + 0.62 * lay.grid.radius), hex_id, style.SMALL, contrast(colour), anchor="ms")


def _changed_hex(draw: ImageDraw.ImageDraw, board_id: str, hex_id: str, terrain: str) -> None:
    """A hex of another terrain than the board's: painted once per board, hex and terrain, then
    pasted through the pixels it covers. They are its own whatever lies around it: its edges are
    the same line, in the same colour, as its neighbours' edges."""
    if not isinstance(draw, PaletteDraw) or draw.palette_image is not style.PALETTE:
        _hex(draw, layout(board_id), hex_id, terrain)
        return
    picture, cover, area = _hex_picture(board_id, hex_id, terrain)
    draw.im.paste(picture, area, cover)


@lru_cache(maxsize=1024)  # a board's hexes in the terrains they change to (~5 KB each)
def _hex_picture(board_id: str, hex_id: str, terrain: str) -> tuple[Any, Any, Box]:
    lay = layout(board_id)
    points = lay.corners(hex_id)
    xs, ys = [x for x, _ in points], [y for _, y in points]
    area = (math.floor(min(xs)) - 2, math.floor(min(ys)) - 2, math.ceil(max(xs)) + 3, math.ceil(max(ys)) + 3)
    size = (area[2], area[3])  # drawn where it goes on the board, to round as it does there
    scratch = blank(size, style.BACKGROUND, style.PALETTE)
    _hex(palette_draw(scratch, style.PALETTE), lay, hex_id, terrain)
    cover = Image.new("L", size, 0)
    outline = ImageDraw.Draw(cover)  # what shape() covers: the hexagon and its edges (the words lie inside)
    outline.polygon(points, fill=255)
    outline.line([*points, points[0]], fill=255, width=2)
    return scratch.crop(area).im, cover.crop(area).im, area


def _terrain_mark(draw: ImageDraw.ImageDraw, lay: BoardLayout, hex_id: str, terrain: str) -> None:
    """Ice: a snowflake's three strokes; volcano: a cone with its crater, near the hex's top."""
    cx, cy = lay.centre(hex_id)
    r = lay.grid.radius
    x, y = cx, cy - 0.55 * r
    if terrain == "ice":
        s = 0.16 * r
        for dx, dy in ((s, 0), (s / 2, s * 0.87), (-s / 2, s * 0.87)):
            draw.line((x - dx, y - dy, x + dx, y + dy), fill=style.ICE_MARK, width=3)
    else:
        s = 0.18 * r
        draw.polygon(
            [(x - s, y + s * 0.6), (x - s * 0.3, y - s * 0.6), (x + s * 0.3, y - s * 0.6), (x + s, y + s * 0.6)],
            fill=style.VOLCANO_MARK,
        )


def draw_static(image: Image.Image, board_id: str, canals: bool) -> None:
    """What never changes during a game: river hexes, starting terrain, coordinates, row letters,
    and with Merchants of the Seas (`canals`) the canals."""
    lay = layout(board_id)
    draw = ImageDraw.Draw(image)
    for hex_id in lay.board.hexes:
        _hex(draw, lay, hex_id, lay.board.terrain.get(hex_id, "river"))
    for a, b in CANALS.get(board_id, ()) if canals else ():
        # A canal runs between two river hexes along the border of two land hexes (CAN-3).
        ends = [lay.centre(a), lay.centre(b)]
        draw.line(ends, fill=style.HEX_EDGE, width=16)
        draw.line(ends, fill=style.TERRAIN["river"], width=10)
    rows = sorted({r for r, _ in lay.board.position.values()})
    for row in rows:
        _, cy = lay.grid.centre(row, 0)
        draw_text(
            draw, (style.MARGIN + 8, cy), lay.board.row_letter(row), style.LARGE, style.MUTED, anchor="lm", bold=True
        )


TALLEST = 3000  # taller than any image: every image is cut from the top of its board's


@cache
def static_map(board_id: str, canals: bool) -> Image.Image:
    """The map as it starts on an empty background (drawn once per board, in RGB, and mapped onto
    the palette): an image is cut from its top and drawn on in the palette's colours."""
    image = Image.new("RGB", (style.WIDTH, TALLEST), style.BACKGROUND)
    draw_static(image, board_id, canals)
    return palette_image(image, style.PALETTE)


def changed_hexes(before: GameState | None, after: GameState) -> set[str]:
    """Hexes whose terrain, building or bridges differ between two states (the last move)."""
    if before is None:
        return set()
    out = {h for h, t in after.terrain.items() if before.terrain.get(h) != t}
    out |= {h for h, b in after.buildings.items() if before.buildings.get(h) != b}
    for a, b, _ in after.bridges[len(before.bridges) :]:
        out |= {a, b}
    return out


def moved_paths(before: GameState | None, after: GameState) -> list[tuple[Faction, list[str]]]:
    """The paths boats (merchants) took in the last move: those of a move action since `before`."""
    if before is None:
        return []
    out = []
    for name, f in after.factions.items():
        old = before.factions.get(name)
        if f.paths and (old is None or old.paths != f.paths or old.boats != f.boats):
            out += [(f, list(path)) for path in f.paths]
    return out


def draw_dynamic(image: Image.Image, g: GameState, changed: set[str], paths: list[tuple[Faction, list[str]]]) -> None:
    """Terrain transformed since the start, bridges, buildings, towns, Merchants of the Seas'
    pieces, the last move's hexes and the paths its boats (merchants) took."""
    lay = layout(g.board)
    draw = palette_draw(image, style.PALETTE)
    start = lay.board.terrain
    for hex_id, terrain in g.terrain.items():
        if terrain != start[hex_id]:
            _changed_hex(draw, g.board, hex_id, terrain)
    for a, b, owner in g.bridges:
        colour = style.TERRAIN[g.factions[owner].terrain]
        ends = [lay.centre(a), lay.centre(b)]
        draw.line(ends, fill=contrast(colour), width=14)
        draw.line(ends, fill=colour, width=8)
    for hex_id, (owner, btype) in g.buildings.items():
        f = g.factions[owner]
        draw_building(
            draw, lay.centre(hex_id), lay.grid.radius, btype, style.TERRAIN[f.terrain], style.ABBREVIATION[owner]
        )
    for river in g.river_towns:  # the Mermaids' towns across a river
        cx, cy = lay.centre(river)
        r = lay.grid.radius * 0.45
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=style.GOLD, width=5)
    for hex_id in g.town_of:
        cx, cy = lay.centre(hex_id)
        r = lay.grid.radius
        tx, ty = cx - 0.42 * r, cy - 0.6 * r
        draw.ellipse((tx - 9, ty - 9, tx + 9, ty + 9), fill=style.GOLD, outline=style.INK, width=2)
        draw_text(draw, (tx, ty + 1), "T", style.SMALL, style.INK, anchor="mm")
    for hex_id in sorted(changed):
        if hex_id in lay.board.position:
            shape(draw, lay.corners(hex_id, 0.93), None, style.HIGHLIGHT, 5)
    for f, path in paths:
        _draw_path(draw, lay, f, path)
    _draw_merchants_pieces(draw, lay, g)


def _draw_path(draw: ImageDraw.ImageDraw, lay: BoardLayout, f: Faction, path: list[str]) -> None:
    """A boat's (merchant's) path of the last move: a line through the hexes it crossed, in the
    faction's colour on a dark edge, with an arrowhead where it ended."""
    points = [lay.centre(h) for h in path if h in lay.board.position]
    if len(points) < 2:
        return
    colour = style.TERRAIN[f.terrain]
    draw.line(points, fill=style.PATH, width=9, joint="curve")
    draw.line(points, fill=colour, width=4, joint="curve")
    (ax, ay), (bx, by) = points[-2], points[-1]
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * 0.3 * lay.grid.radius, by - uy * 0.3 * lay.grid.radius)
    base = (tip[0] - ux * 16, tip[1] - uy * 16)
    head = [tip, (base[0] - uy * 9, base[1] + ux * 9), (base[0] + uy * 9, base[1] - ux * 9)]
    shape(draw, head, colour, style.PATH, 2)
    sx, sy = points[0]
    draw.ellipse((sx - 6, sy - 6, sx + 6, sy + 6), fill=colour, outline=style.PATH, width=2)


def _draw_merchants_pieces(draw: ImageDraw.ImageDraw, lay: BoardLayout, g: GameState) -> None:
    """Merchants of the Seas: harbour tokens (depots), trade markers, boats, merchants, and the
    pieces in the middle of a trade (at the structure they reached)."""
    r = lay.grid.radius
    for f in g.factions.values():
        if f.harbour:
            cx, cy = lay.centre(f.harbour)
            colour = style.TERRAIN[f.terrain]
            hx, hy = cx - 0.68 * r, cy + 0.22 * r
            draw.ellipse((hx - 10, hy - 10, hx + 10, hy + 10), fill=(250, 250, 250), outline=colour, width=4)
            letter = "D" if f.name in MERCHANT_FACTIONS else "H"
            draw_text(draw, (hx, hy + 1), letter, style.SMALL, style.INK, anchor="mm", bold=True)
    for hex_id, traders in g.trade_markers.items():
        cx, cy = lay.centre(hex_id)
        for k, name in enumerate(traders):
            trade_marker(draw, (cx + 0.62 * r, cy - 0.42 * r + k * 21), g.factions[name])
    pieces: dict[str, list[Faction]] = {}
    for f in g.factions.values():
        for h in f.boats:
            pieces.setdefault(h, []).append(f)
    for hex_id, owners in pieces.items():
        cx, cy = lay.centre(hex_id)
        if hex_id in lay.board.land:
            built = hex_id in g.buildings
            for k, f in enumerate(owners):
                if built:  # a merchant on a structure: small, at the hex's top left
                    draw_merchant(draw, (cx - 0.5 * r + k * 20, cy - 0.55 * r), f, 0.7)
                else:  # on its own hex: large, in the middle
                    draw_merchant(draw, (cx + (k - (len(owners) - 1) / 2) * 30, cy - 0.1 * r), f, 1.0)
        else:
            for k, f in enumerate(owners):
                x = cx + (k % 3 - 1) * 0.52 * r
                y = cy + (k // 3) * 0.45 * r - 0.1 * r
                draw_boat(draw, (x, y), style.TERRAIN[f.terrain], style.ABBREVIATION[f.name])
    for f in g.factions.values():
        for hex_id in f.trading:  # reached, the trade not resolved yet
            cx, cy = lay.centre(hex_id)
            if f.name in MERCHANT_FACTIONS:
                draw_merchant(draw, (cx - 0.45 * r, cy + 0.3 * r), f, 0.7)
            else:
                draw_boat(draw, (cx - 0.3 * r, cy + 0.36 * r), style.TERRAIN[f.terrain], style.ABBREVIATION[f.name])
            draw.ellipse((cx - 0.8 * r, cy - 0.8 * r, cx + 0.8 * r, cy + 0.8 * r), outline=style.GOLD, width=4)


def trade_marker(draw: ImageDraw.ImageDraw, centre: tuple[float, float], f: Faction) -> None:
    """A trade marker: the trader's colour and letters on a white ring, so it shows on any terrain."""
    x, y = centre
    colour = style.TERRAIN[f.terrain]
    box(draw, (x - 15, y - 11, x + 15, y + 11), (250, 250, 250), style.INK, corner=4)
    box(draw, (x - 12, y - 8, x + 12, y + 8), colour, corner=3)
    draw_text(draw, (x, y), style.ABBREVIATION[f.name], style.SMALL, contrast(colour), anchor="mm", bold=True)


def draw_boat(draw: ImageDraw.ImageDraw, centre: tuple[float, float], colour: RGB, label: str) -> None:
    """A boat: a hull in the faction's colour with its letters."""
    x, y = centre
    edge = contrast(colour)
    hull = [(x - 20, y - 6), (x + 20, y - 6), (x + 12, y + 10), (x - 12, y + 10)]
    shape(draw, hull, colour, edge, 2)
    draw_text(draw, (x, y + 2), label, style.SMALL, edge, anchor="mm", bold=True)


def draw_merchant(draw: ImageDraw.ImageDraw, centre: tuple[float, float], f: Faction, scale: float) -> None:
    """A merchant: a standing figure (head and cloak) in the faction's colour, its letters on it."""
    x, y = centre
    colour = style.TERRAIN[f.terrain]
    edge = contrast(colour)
    s = 18 * scale
    shape(draw, [(x, y - s * 0.7), (x + s, y + s), (x - s, y + s)], colour, edge, 2)
    draw.ellipse((x - s * 0.5, y - s * 1.45, x + s * 0.5, y - s * 0.45), fill=colour, outline=edge, width=2)
    if scale >= 1:
        draw_text(draw, (x, y + s * 0.45), style.ABBREVIATION[f.name], style.SMALL, edge, anchor="mm", bold=True)


def draw_building(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, btype: str, colour: RGB, label: str
) -> None:
    """A building in its faction's colour, one shape a type, with the faction's letters on it."""
    cx, cy = centre
    cy -= 0.12 * radius
    edge = contrast(colour)
    s = radius * 0.38
    if btype == "D":  # a house
        outline = [
            (cx - s, cy + s * 0.8),
            (cx - s, cy - s * 0.1),
            (cx, cy - s),
            (cx + s, cy - s * 0.1),
            (cx + s, cy + s * 0.8),
        ]
        shape(draw, outline, colour, edge, 3)
    elif btype == "TP":  # a wide house with a flat roof and a gable
        w = s * 1.45
        outline = [
            (cx - w, cy + s * 0.85),
            (cx - w, cy - s * 0.35),
            (cx - w * 0.3, cy - s * 0.35),
            (cx + w * 0.2, cy - s * 1.05),
            (cx + w, cy - s * 0.35),
            (cx + w, cy + s * 0.85),
        ]
        shape(draw, outline, colour, edge, 3)
    elif btype == "TE":  # a round temple
        r = s * 1.05
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=edge, width=3)
    elif btype == "SH":  # a castle with battlements
        w = s * 1.3
        top = cy - s * 0.95
        outline = [(cx - w, cy + s), (cx - w, top)]
        step = 2 * w / 5
        for i in range(5):
            x = cx - w + i * step
            y = top if i % 2 == 0 else top + s * 0.35
            outline += [(x, y), (x + step, y)]
        outline += [(cx + w, top), (cx + w, cy + s)]
        shape(draw, outline, colour, edge, 3)
    elif btype == "SY":  # a shipyard: a ship's hull and a sail
        w = s * 1.4
        shape(draw, [(cx, cy - s * 1.2), (cx, cy + s * 0.1), (cx + w * 0.8, cy + s * 0.1)], colour, edge)
        hull = [(cx - w, cy + s * 0.2), (cx + w, cy + s * 0.2), (cx + w * 0.65, cy + s), (cx - w * 0.65, cy + s)]
        shape(draw, hull, colour, edge, 3)
        draw.line([(cx, cy - s * 1.2), (cx, cy + s * 0.2)], fill=edge, width=3)
        draw_text(draw, (cx - s * 0.5, cy - s * 0.35), label, style.SMALL, edge, anchor="mm", bold=True)
        return
    else:  # SA: a sanctuary, a great dome
        w = s * 1.35
        draw.pieslice((cx - w, cy - w * 1.1, cx + w, cy + w * 0.9), 180, 360, fill=colour, outline=edge, width=3)
        draw.rectangle((cx - w, cy - w * 0.1, cx + w, cy + s * 0.9), fill=colour, outline=edge, width=3)
        draw.line([(cx - w + 3, cy - w * 0.1), (cx + w - 3, cy - w * 0.1)], fill=colour, width=3)
    draw_text(draw, (cx, cy + s * 0.25), label, style.SMALL, edge, anchor="mm", bold=True)
