"""Terra Mystica board images: a game state to a PNG.

    render(state, previous=None) -> PNG bytes            the whole board (/board)
    render_move(state, previous, seat) -> PNG bytes      what a move changed, read on a phone

The map with terrain, buildings (a shape per type, the faction's letters on each), bridges, towns,
Merchants of the Seas' pieces, the hexes the last move changed and the paths its boats took;
around it the cult board, the round tiles and the final scoring, the power actions, the cards and
tiles on offer with what they do, the next round's turn order, and a panel per faction (see
factions.py). The map as it starts is drawn once per board and kept. The image posted after a
move is compact.py's: it reads in a phone's chat, where the whole board does not.
"""

from __future__ import annotations

from PIL import Image

from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.state import GameState

from ..canvas import draw_text, palette_draw, to_png
from . import board as map_layer
from . import compact, factions, panels, style
from .board import TALLEST, changed_hexes, moved_paths, static_map

__all__ = ["changed_hexes", "moved_paths", "render", "render_image", "render_move", "static_map"]

GAP = 14


class Layout:
    """Where each part of the image goes: fixed for a board down to the tiles on offer; the
    factions' panels below are as tall as their contents."""

    def __init__(self, board_id: str, tile_rows: int, order: bool) -> None:
        lay = map_layer.layout(board_id)
        self.map = lay
        right = lay.left + lay.width
        left, far = style.MARGIN, style.WIDTH - style.MARGIN
        self.cults = (right + GAP, lay.top, far, lay.top + lay.height)
        y = lay.top + lay.height + GAP
        self.rounds = (left, y, far, y + panels.ROUNDS_HEIGHT)
        y += panels.ROUNDS_HEIGHT + GAP
        self.actions = (left, y, far, y + panels.ACTIONS_HEIGHT)
        y += panels.ACTIONS_HEIGHT + GAP
        self.bonus = (left, y, far, y + panels.BONUS_HEIGHT)
        y += panels.BONUS_HEIGHT + GAP
        tiles_height = 24 + tile_rows * (panels.TILE_HEIGHT + 6)
        self.tiles = (left, y, far, y + tiles_height)
        y += tiles_height + GAP
        self.order = (left, y, far, y + panels.ORDER_HEIGHT) if order else None
        if order:
            y += panels.ORDER_HEIGHT + 4
        self.factions_top = y


def render_image(g: GameState, previous: GameState | None = None, locale: str = "en") -> Image.Image:
    order = panels.next_turn_order(g)
    lay = Layout(g.board, panels.tile_rows(g), order is not None)
    width = style.WIDTH - 2 * style.MARGIN
    rows, panel_w, height = factions.plan(g, width, locale)
    bottom = lay.factions_top + height
    image = static_map(g.board, MERCHANTS in g.options).crop((0, 0, style.WIDTH, min(TALLEST, bottom + style.MARGIN)))
    draw = palette_draw(image, style.PALETTE)
    draw_text(
        draw,
        (style.MARGIN, style.TITLE_HEIGHT / 2 + 4),
        panels.title(g, locale),
        style.TITLE,
        style.INK,
        anchor="lm",
        bold=True,
    )
    map_layer.draw_dynamic(image, g, changed_hexes(previous, g), moved_paths(previous, g))
    panels.draw_cults(draw, g, lay.cults, locale)
    panels.draw_rounds(draw, g, lay.rounds, locale)
    panels.draw_actions(draw, g, lay.actions, locale)
    panels.draw_bonus_cards(draw, g, lay.bonus, locale)
    panels.draw_tiles(draw, g, lay.tiles, locale)
    if lay.order is not None and order is not None:
        panels.draw_order(draw, g, order, lay.order, locale)
    box = (style.MARGIN, lay.factions_top, style.WIDTH - style.MARGIN, bottom)
    factions.draw_factions(draw, g, box, rows, panel_w)
    return image


def render(g: GameState, previous: GameState | None = None, locale: str = "en") -> bytes:
    """The PNG of a state; `previous` (the state before the last move) marks what the move changed;
    the words in English or Brazilian Portuguese ('pt-BR')."""
    return to_png(render_image(g, previous, locale), style.PALETTE)


def render_move(g: GameState, previous: GameState | None, seat: int | None = None, locale: str = "en") -> bytes:
    """The PNG posted after a move, made to be read in a phone's chat: the part of the board the
    move changed, everyone's score and cults, and the panel of the faction at `seat` (the one
    that moved; by default the one `previous` waited for)."""
    return to_png(compact.render_image(g, previous, seat, locale), style.PALETTE)
