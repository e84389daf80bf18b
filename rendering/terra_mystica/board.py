"""The map: terrain hexes, rivers, coordinates, buildings, bridges, towns and the last move."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from rules.terra_mystica.board import Board, board
from rules.terra_mystica.data.merchants import CANALS, MERCHANT_FACTIONS
from rules.terra_mystica.state import Faction, GameState

from ..canvas import RGB, contrast, draw_text
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
    draw.polygon(lay.corners(hex_id), fill=colour, outline=style.HEX_EDGE, width=2)
    if terrain in ("ice", "volcano"):
        _terrain_mark(draw, lay, hex_id, terrain)
    if hex_id in lay.board.land:
        cx, cy = lay.centre(hex_id)
        draw_text(draw, (cx, cy + 0.62 * lay.grid.radius), hex_id, style.SMALL, contrast(colour), anchor="ms")


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


def draw_static(image: Image.Image, board_id: str) -> None:
    """What never changes during a game: river hexes, starting terrain, coordinates, row letters."""
    lay = layout(board_id)
    draw = ImageDraw.Draw(image)
    for hex_id in lay.board.hexes:
        _hex(draw, lay, hex_id, lay.board.terrain.get(hex_id, "river"))
    for a, b in CANALS.get(board_id, ()):
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


def draw_dynamic(image: Image.Image, g: GameState, changed: set[str]) -> None:
    """Terrain transformed since the start, bridges, buildings, towns and the last move's hexes."""
    lay = layout(g.board)
    draw = ImageDraw.Draw(image)
    start = lay.board.terrain
    for hex_id, terrain in g.terrain.items():
        if terrain != start[hex_id]:
            _hex(draw, lay, hex_id, terrain)
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
    _draw_merchants_pieces(draw, lay, g)
    for river in g.river_towns:  # the Mermaids' towns across a river
        cx, cy = lay.centre(river)
        r = lay.grid.radius * 0.45
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=style.GOLD, width=5)
    for hex_id in g.town_of:
        cx, cy = lay.centre(hex_id)
        r = lay.grid.radius
        draw.ellipse(
            (cx + 0.38 * r - 9, cy - 0.62 * r - 9, cx + 0.38 * r + 9, cy - 0.62 * r + 9),
            fill=style.GOLD,
            outline=style.INK,
            width=2,
        )
        draw_text(draw, (cx + 0.38 * r, cy - 0.62 * r + 1), "T", style.SMALL, style.INK, anchor="mm")
    for hex_id in sorted(changed):
        if hex_id in lay.board.position:
            draw.polygon(lay.corners(hex_id, 0.93), outline=style.HIGHLIGHT, width=5)


def _draw_merchants_pieces(draw: ImageDraw.ImageDraw, lay: BoardLayout, g: GameState) -> None:
    """Merchants of the Seas: harbour tokens (depots), trade markers, boats and merchants."""
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
            colour = style.TERRAIN[g.factions[name].terrain]
            x, y = cx + 0.56 * r, cy - 0.3 * r + k * 15
            draw.rectangle((x, y, x + 12, y + 12), fill=colour, outline=contrast(colour), width=2)
    pieces: dict[str, list[Faction]] = {}
    for f in g.factions.values():
        for h in f.boats:
            pieces.setdefault(h, []).append(f)
    for hex_id, owners in pieces.items():
        cx, cy = lay.centre(hex_id)
        land = hex_id in lay.board.land
        for k, f in enumerate(owners):
            x = cx + (k % 3 - 1) * (0.45 if land else 0.52) * r
            y = cy + (k // 3) * 0.45 * r - (0.68 * r if land else 0.1 * r)
            if land:
                draw_merchant(draw, (x, y), style.TERRAIN[f.terrain], style.ABBREVIATION[f.name])
            else:
                draw_boat(draw, (x, y), style.TERRAIN[f.terrain], style.ABBREVIATION[f.name])


def draw_boat(draw: ImageDraw.ImageDraw, centre: tuple[float, float], colour: RGB, label: str) -> None:
    """A boat: a hull in the faction's colour with its letters."""
    x, y = centre
    edge = contrast(colour)
    hull = [(x - 20, y - 6), (x + 20, y - 6), (x + 12, y + 10), (x - 12, y + 10)]
    draw.polygon(hull, fill=colour, outline=edge, width=2)
    draw_text(draw, (x, y + 2), label, style.SMALL, edge, anchor="mm", bold=True)


def draw_merchant(draw: ImageDraw.ImageDraw, centre: tuple[float, float], colour: RGB, label: str) -> None:
    """A merchant: a round token in the faction's colour, marked M."""
    x, y = centre
    edge = contrast(colour)
    draw.ellipse((x - 12, y - 12, x + 12, y + 12), fill=colour, outline=edge, width=2)
    draw_text(draw, (x, y + 1), "M", style.SMALL, edge, anchor="mm", bold=True)


def draw_building(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, btype: str, colour: RGB, label: str
) -> None:
    """A building in its faction's colour, one shape a type, with the faction's letters on it."""
    cx, cy = centre
    cy -= 0.12 * radius
    edge = contrast(colour)
    s = radius * 0.38
    if btype == "D":  # a house
        shape = [
            (cx - s, cy + s * 0.8),
            (cx - s, cy - s * 0.1),
            (cx, cy - s),
            (cx + s, cy - s * 0.1),
            (cx + s, cy + s * 0.8),
        ]
        draw.polygon(shape, fill=colour, outline=edge, width=3)
    elif btype == "TP":  # a wide house with a flat roof and a gable
        w = s * 1.45
        shape = [
            (cx - w, cy + s * 0.85),
            (cx - w, cy - s * 0.35),
            (cx - w * 0.3, cy - s * 0.35),
            (cx + w * 0.2, cy - s * 1.05),
            (cx + w, cy - s * 0.35),
            (cx + w, cy + s * 0.85),
        ]
        draw.polygon(shape, fill=colour, outline=edge, width=3)
    elif btype == "TE":  # a round temple
        r = s * 1.05
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=edge, width=3)
    elif btype == "SH":  # a castle with battlements
        w = s * 1.3
        top = cy - s * 0.95
        shape = [(cx - w, cy + s), (cx - w, top)]
        step = 2 * w / 5
        for i in range(5):
            x = cx - w + i * step
            y = top if i % 2 == 0 else top + s * 0.35
            shape += [(x, y), (x + step, y)]
        shape += [(cx + w, top), (cx + w, cy + s)]
        draw.polygon(shape, fill=colour, outline=edge, width=3)
    elif btype == "SY":  # a shipyard: a ship's hull and a sail
        w = s * 1.4
        draw.polygon([(cx, cy - s * 1.2), (cx, cy + s * 0.1), (cx + w * 0.8, cy + s * 0.1)], fill=colour, outline=edge)
        hull = [(cx - w, cy + s * 0.2), (cx + w, cy + s * 0.2), (cx + w * 0.65, cy + s), (cx - w * 0.65, cy + s)]
        draw.polygon(hull, fill=colour, outline=edge, width=3)
        draw.line([(cx, cy - s * 1.2), (cx, cy + s * 0.2)], fill=edge, width=3)
        draw_text(draw, (cx - s * 0.5, cy - s * 0.35), label, style.SMALL, edge, anchor="mm", bold=True)
        return
    else:  # SA: a sanctuary, a great dome
        w = s * 1.35
        draw.pieslice((cx - w, cy - w * 1.1, cx + w, cy + w * 0.9), 180, 360, fill=colour, outline=edge, width=3)
        draw.rectangle((cx - w, cy - w * 0.1, cx + w, cy + s * 0.9), fill=colour, outline=edge, width=3)
        draw.line([(cx - w + 3, cy - w * 0.1), (cx + w - 3, cy - w * 0.1)], fill=colour, width=3)
    draw_text(draw, (cx, cy + s * 0.25), label, style.SMALL, edge, anchor="mm", bold=True)
