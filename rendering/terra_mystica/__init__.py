"""Terra Mystica board images: a game state to a PNG players read on a phone.

    render(state, previous=None) -> PNG bytes

The map with terrain, buildings (a shape per type, the faction's letters on each), bridges, towns,
Merchants of the Seas' pieces, the hexes the last move changed and the paths its boats took;
around it the cult board, the round tiles and the final scoring, the power actions, the cards and
tiles on offer with what they do, the next round's turn order, and a panel per faction (see
factions.py). The map as it starts is drawn once per board and kept.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.merchants import setup_step
from rules.terra_mystica.state import Faction, GameState

from ..canvas import draw_text, palette_draw, palette_image, to_png
from . import board as map_layer
from . import factions, panels, style
from .words import say

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


TALLEST = 3000  # taller than any image: every image is cut from the top of its board's


@cache
def _static(board_id: str, canals: bool) -> Image.Image:
    """The map as it starts on an empty background (drawn once per board, in RGB, and mapped onto
    the palette): an image is cut from its top and drawn on in the palette's colours."""
    image = Image.new("RGB", (style.WIDTH, TALLEST), style.BACKGROUND)
    map_layer.draw_static(image, board_id, canals)
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


def _title(g: GameState, locale: str) -> str:
    if g.finished:
        return say(locale, "tm-image-title-over")
    if g.phase == "select-factions":
        return say(locale, "tm-image-title-factions")
    if g.round == 0:
        if g.setup_order:
            who, what = g.setup_order[0]
            return say(locale, "tm-image-title-setup-step", faction=who, step=setup_step(g, who, what))
        return say(locale, "tm-image-title-setup")
    if g.active:
        return say(locale, "tm-image-title-round", round=g.round, turn=g.turn, faction=g.active)
    return say(locale, "tm-image-title-round-end", round=g.round, turn=g.turn)


def moved_paths(before: GameState | None, after: GameState) -> list[tuple[Faction, list[str]]]:
    """The paths boats (merchants) took in the last move: those of a move action since `before`."""
    if before is None:
        return []
    out = []
    for name, f in after.factions.items():
        old = before.factions.get(name)
        if f.paths and (old is None or old.paths != f.paths or old.boats != f.boats):
            out += [(f, path) for path in f.paths]
    return out


def render_image(g: GameState, previous: GameState | None = None, locale: str = "en") -> Image.Image:
    order = panels.next_turn_order(g)
    lay = Layout(g.board, panels.tile_rows(g), order is not None)
    width = style.WIDTH - 2 * style.MARGIN
    rows, panel_w, height = factions.plan(g, width, locale)
    bottom = lay.factions_top + height
    image = _static(g.board, MERCHANTS in g.options).crop((0, 0, style.WIDTH, min(TALLEST, bottom + style.MARGIN)))
    draw = palette_draw(image, style.PALETTE)
    draw_text(
        draw,
        (style.MARGIN, style.TITLE_HEIGHT / 2 + 4),
        _title(g, locale),
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
