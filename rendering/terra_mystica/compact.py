"""The image posted after a move: what the move changed, made to be read in a phone's chat.

Discord shows a posted image about 400 pixels wide on a phone: the whole board (1600 pixels) is
then a picture of colours whose words are 3 pixels tall. This image is half as wide, so that its
smallest words (14 pixels) are 7 pixels tall there, and holds what a player looks for after a
move, from top to bottom:

- the title (round, turn, who is to move);
- every faction's VP and cult levels, the factions to decide now outlined;
- the part of the map the move changed, as drawn on the whole board (its hexes outlined, boats'
  paths drawn), or the cult board when the move changed the cults and not the map;
- the panel of the faction that moved, as on the whole board (what it holds, what it owes now).

The whole board stays one tap away (/board, the button under the post).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import CULTS
from rules.terra_mystica.engine import to_decide
from rules.terra_mystica.state import Faction, GameState

from ..canvas import Box, blank, contrast, draw_text, fit, palette_draw, text_width
from ..canvas import box as cut_box
from . import board as map_layer
from . import factions, panels, style
from .words import faction_name, say

WIDTH = 800  # half the board's: 14-pixel words are 7 pixels tall at a phone's 400
INNER = WIDTH - 2 * style.MARGIN
GAP = 12
SCORES_HEIGHT = 70
MAP_HEIGHT = 300  # four rows of hexes
MAP_TALLEST = 440  # a change spanning more rows (a town) shows six
CULTS_HEIGHT = 420


def mover(g: GameState, previous: GameState | None, seat: int | None) -> Faction | None:
    """The faction at `seat`, or the one `previous` waited for (whose turn, or first to decide)."""
    if seat is None and previous is not None:
        waiting = [s for s in to_decide(previous)]
        name = previous.active or (previous.seats[waiting[0]] if waiting and waiting[0] < len(previous.seats) else None)
        return g.factions.get(name) if name else None
    return g.faction_at(seat) if seat is not None else None


def focus_hexes(g: GameState, previous: GameState | None) -> set[str]:
    """The hexes the last move changed, and those its boats crossed."""
    hexes = map_layer.changed_hexes(previous, g)
    for _, path in map_layer.moved_paths(previous, g):
        hexes |= set(path)
    return hexes & set(map_layer.layout(g.board).board.position)


def cults_changed(g: GameState, previous: GameState | None) -> bool:
    if previous is None:
        return False
    if g.cult_spaces != previous.cult_spaces:
        return True
    return any(previous.factions.get(n) is None or previous.factions[n].cult != f.cult for n, f in g.factions.items())


def map_window(board_id: str, hexes: set[str]) -> Box:
    """The part of the whole board's map to show, INNER wide: centred on the hexes, within the map."""
    lay = map_layer.layout(board_id)
    r = lay.grid.radius
    xs = [lay.centre(h)[0] for h in hexes]
    ys = [lay.centre(h)[1] for h in hexes]
    height = int(min(MAP_TALLEST, max(MAP_HEIGHT, max(ys) - min(ys) + 2.4 * r)))
    left_edge, right_edge = style.MARGIN, lay.left + lay.width + 4
    top_edge, bottom_edge = lay.top - 4, lay.top + lay.height + 4
    x0 = int((min(xs) + max(xs)) / 2 - INNER / 2)
    y0 = int((min(ys) + max(ys)) / 2 - height / 2)
    x0 = max(left_edge, min(x0, right_edge - INNER))
    y0 = max(top_edge, min(y0, bottom_edge - height))
    return x0, y0, x0 + INNER, y0 + height


def render_image(g: GameState, previous: GameState | None, seat: int | None, locale: str) -> Image.Image:
    f = mover(g, previous, seat)
    now = factions.deciding(g)
    rows = factions.panel_rows(g, f, INNER - 8 - 2 * factions.PAD, f.name in now, locale) if f else []
    hexes = focus_hexes(g, previous)
    window = map_window(g.board, hexes) if hexes else None
    cults = window is None and cults_changed(g, previous)
    height = style.TITLE_HEIGHT + SCORES_HEIGHT + GAP
    if window is not None:
        height += window[3] - window[1] + GAP
    elif cults:
        height += CULTS_HEIGHT + GAP
    if rows:
        height += factions.panel_height(rows) + GAP
    image = blank((WIDTH, height + style.MARGIN - GAP), style.BACKGROUND, style.PALETTE)
    draw = palette_draw(image, style.PALETTE)
    heading = fit(panels.title(g, locale), INNER, style.TITLE, True)
    draw_text(draw, (style.MARGIN, style.TITLE_HEIGHT / 2 + 4), heading, style.TITLE, style.INK, "lm", True)
    y = style.TITLE_HEIGHT
    draw_scores(draw, g, (style.MARGIN, y, WIDTH - style.MARGIN, y + SCORES_HEIGHT), now, locale)
    y += SCORES_HEIGHT + GAP
    if window is not None:
        _draw_map(image, g, previous, window, (style.MARGIN, y))
        y += window[3] - window[1] + GAP
    elif cults:
        panels.draw_cults(draw, g, (style.MARGIN, y, WIDTH - style.MARGIN, y + CULTS_HEIGHT), locale)
        y += CULTS_HEIGHT + GAP
    if f is not None and rows:
        cell = (style.MARGIN + 4, y, WIDTH - style.MARGIN - 4, y + factions.panel_height(rows))
        factions.draw_panel(draw, cell, rows, g.active == f.name)
    return image


def _draw_map(image: Image.Image, g: GameState, previous: GameState | None, window: Box, at: tuple[int, int]) -> None:
    """The window of the map as the whole board draws it, framed."""
    lay = map_layer.layout(g.board)
    bottom = lay.top + lay.height + style.MARGIN
    board = map_layer.static_map(g.board, MERCHANTS in g.options).crop((0, 0, style.WIDTH, bottom))
    map_layer.draw_dynamic(board, g, map_layer.changed_hexes(previous, g), map_layer.moved_paths(previous, g))
    image.paste(board.crop(window), at)
    x, y = at
    frame = (x, y, x + window[2] - window[0] - 1, y + window[3] - window[1] - 1)
    ImageDraw.Draw(image).rectangle(frame, outline=_entry(image, style.PANEL_EDGE), width=2)


def _entry(image: Image.Image, colour: tuple[int, int, int]) -> int:
    """A colour's palette entry on a palette image (for drawing with Pillow's own ImageDraw)."""
    return palette_draw(image, style.PALETTE)._getink(colour)[0] or 0  # type: ignore[attr-defined]


def draw_scores(draw: ImageDraw.ImageDraw, g: GameState, box: Box, now: set[str], locale: str) -> None:
    """A cell a faction in turn order: its name and VP on its colour, its four cult levels; the
    factions to decide now outlined, those that passed marked."""
    x0, y0, x1, y1 = box
    names = list(g.order)
    if not names:
        return
    w = (x1 - x0) / max(len(names), 4)
    for k, name in enumerate(names):
        f = g.factions[name]
        cell = (int(x0 + k * w), y0, int(x0 + (k + 1) * w - 6), y1)
        deciding = name in now
        panels.panel(draw, cell, edge=style.TURN if deciding else style.PANEL_EDGE, width=4 if deciding else 2)
        colour = panels.faction_colour(f)
        ink = contrast(colour)
        cut_box(draw, (cell[0] + 6, cell[1] + 6, cell[2] - 6, cell[1] + 34), colour, corner=4)
        vp = say(locale, "tm-image-vp", vp=f.VP)
        room = cell[2] - cell[0] - 24 - text_width(vp, style.NORMAL, True) - 6
        label = fit(faction_name(f, locale), room, style.NORMAL, True)
        draw_text(draw, (cell[0] + 12, cell[1] + 20), label, style.NORMAL, ink, "lm", True)
        draw_text(draw, (cell[2] - 12, cell[1] + 20), vp, style.NORMAL, ink, "rm", True)
        x, cy = cell[0] + 10, cell[1] + 52
        for i, cult in enumerate(CULTS):
            fill = style.CULT_COLOURS[cult]
            cut_box(draw, (x, cy - 10, x + 26, cy + 10), fill, corner=3)
            draw_text(draw, (x + 13, cy), str(f.cult[i]), style.SMALL, contrast(fill), "mm", True)
            x += 30
        if f.passed and not g.finished:
            mark = say(locale, "tm-image-passed").strip(" ()·—")
            draw_text(
                draw, (cell[2] - 10, cy), fit(mark, cell[2] - x - 14, style.SMALL), style.SMALL, style.MUTED, "rm"
            )
