"""Terra Mystica board images: a game state to a PNG players read on a phone.

    render(state, previous=None) -> PNG bytes

The map with terrain, buildings (a shape per type, the faction's letters on each), bridges, towns
and the hexes the last move changed; around it the cult board, the round tiles, the power actions,
the cards and tiles on offer, and a panel per faction. The parts that never change for a board are
drawn once and kept.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from rules.terra_mystica.merchants import setup_step
from rules.terra_mystica.state import GameState

from ..canvas import draw_text, to_png
from . import board as map_layer
from . import panels, style
from .words import say

ROUNDS_HEIGHT = 100
SUPPLY_HEIGHT = 112
FACTIONS_HEIGHT = 262
GAP = 14


class Layout:
    """Where each part of the image goes, for one board."""

    def __init__(self, board_id: str) -> None:
        lay = map_layer.layout(board_id)
        self.map = lay
        right = lay.left + lay.width
        self.cults = (right + GAP, lay.top, style.WIDTH - style.MARGIN, lay.top + lay.height)
        y = lay.top + lay.height + GAP
        self.rounds = (style.MARGIN, y, 1090, y + ROUNDS_HEIGHT)
        self.actions = (1100, y, style.WIDTH - style.MARGIN, y + ROUNDS_HEIGHT)
        y += ROUNDS_HEIGHT + GAP
        self.supply = (style.MARGIN, y, style.WIDTH - style.MARGIN, y + SUPPLY_HEIGHT)
        y += SUPPLY_HEIGHT + GAP
        self.factions = (style.MARGIN, y, style.WIDTH - style.MARGIN, y + FACTIONS_HEIGHT)
        self.size = (style.WIDTH, y + FACTIONS_HEIGHT + style.MARGIN)


@cache
def _layout(board_id: str) -> Layout:
    return Layout(board_id)


@cache
def _static(board_id: str) -> Image.Image:
    lay = _layout(board_id)
    image = Image.new("RGB", lay.size, style.BACKGROUND)
    map_layer.draw_static(image, board_id)
    return image


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


def render_image(g: GameState, previous: GameState | None = None, locale: str = "en") -> Image.Image:
    lay = _layout(g.board)
    image = _static(g.board).copy()
    draw = ImageDraw.Draw(image)
    draw_text(
        draw,
        (style.MARGIN, style.TITLE_HEIGHT / 2 + 4),
        _title(g, locale),
        style.TITLE,
        style.INK,
        anchor="lm",
        bold=True,
    )
    map_layer.draw_dynamic(image, g, changed_hexes(previous, g))
    panels.draw_cults(draw, g, lay.cults, locale)
    panels.draw_rounds(draw, g, lay.rounds, locale)
    panels.draw_actions(draw, g, lay.actions, locale)
    panels.draw_supply(draw, g, lay.supply, locale)
    panels.draw_factions(draw, g, lay.factions, locale)
    return image


def render(g: GameState, previous: GameState | None = None, locale: str = "en") -> bytes:
    """The PNG of a state; `previous` (the state before the last move) marks what the move changed;
    the words in English or Brazilian Portuguese ('pt-BR')."""
    return to_png(render_image(g, previous, locale), style.PALETTE)
