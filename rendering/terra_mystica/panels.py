"""Everything around the map but the factions: the cult board, the round tiles and the final
scoring, the power actions, the bonus cards, favor and town tiles on offer, the next turn order."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import (
    ACTIONS,
    CULT_POWER,
    CULT_SPACES,
    CULTS,
    FAVOR_TILES,
    FINAL_CULT_VP,
    FINAL_NETWORK_VP,
    TOWN_TILES,
)
from rules.terra_mystica.merchants import setup_step
from rules.terra_mystica.state import Faction, GameState

from ..canvas import RGB, Chip, around, contrast, draw_chips, draw_text, fit, flow, remembered, text_width
from ..canvas import box as cut_box
from . import effects, style
from .words import say

Box = tuple[int, int, int, int]
ROUNDS_HEIGHT = 104
ACTIONS_HEIGHT = 74
BONUS_HEIGHT = 108
TILE_HEIGHT = 82  # a favor or town tile on offer


def panel(
    draw: ImageDraw.ImageDraw, xy: Box, fill: RGB = style.PANEL, edge: RGB = style.PANEL_EDGE, width: int = 2
) -> None:
    cut_box(draw, xy, fill, edge, width, corner=6)


def title(g: GameState, locale: str) -> str:
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


def faction_colour(f: Faction) -> RGB:
    return style.TERRAIN[f.terrain]


def marker(draw: ImageDraw.ImageDraw, x: float, y: float, f: Faction | None) -> None:
    """A faction's marker (its colour and two letters, 26 by 22 pixels centred on x, y); an empty
    dashed one for a place not decided yet."""
    if f is None:
        cut_box(draw, (x - 13, y - 11, x + 13, y + 11), style.PANEL, style.MUTED, corner=4)
        draw_text(draw, (x, y), "?", style.SMALL, style.MUTED, anchor="mm", bold=True)
        return
    _cult_marker(draw, x, y, faction_colour(f), style.ABBREVIATION[f.name])


def _cult_marker(draw: ImageDraw.ImageDraw, x: float, y: float, colour: RGB, letters: str) -> None:
    cut_box(draw, (x - 13, y - 11, x + 13, y + 11), colour, contrast(colour), 2, corner=4)
    draw_text(draw, (x, y), letters, style.SMALL, contrast(colour), anchor="mm", bold=True)


def draw_cults(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str) -> None:
    """Four tracks from 0 to 10, the factions on them, and the priests on the order spaces."""
    remembered(draw, around(box, 2), _cult_board, box, locale)
    x0, y0, x1, y1 = box
    track_w, top, spaces_h, level_h = _cult_geometry(box)
    factions = [g.factions[n] for n in g.order]
    for i, cult in enumerate(CULTS):
        tx = x0 + LEVELS_W + i * track_w
        by_level: dict[int, list[Faction]] = {}
        for f in factions:
            by_level.setdefault(f.cult[i], []).append(f)
        per_row = max(1, int((track_w - 6) // 27))
        for level, here in by_level.items():
            y = top + (10 - level) * level_h + level_h / 2
            for k, f in enumerate(here):
                row, col = divmod(k, per_row)
                count = min(per_row, len(here) - row * per_row)
                x = tx + (track_w - 6) / 2 + (col - (count - 1) / 2) * 27
                my = y + (row - (len(here) - 1) // per_row / 2) * 22
                # The same marker at the same place, game after game (a cult's levels are fixed)
                area = around((math.floor(x - 13), math.floor(my - 11), math.ceil(x + 13), math.ceil(my + 11)), 2)
                remembered(draw, area, _cult_marker, x, my, faction_colour(f), style.ABBREVIATION[f.name])
        sy = top + 11 * level_h + 10
        space_w = (track_w - 6) / 4
        for k in range(len(CULT_SPACES)):
            occupant = g.cult_spaces[cult][k]
            if occupant:  # an empty space is the board's
                sx = tx + k * space_w
                cell = (int(sx + 1), int(sy), int(sx + space_w - 1), int(sy + spaces_h - 8))
                cx = (cell[0] + cell[2]) / 2
                fill = faction_colour(g.factions[occupant])
                draw.rectangle(cell, fill=fill, outline=style.INK)
                draw_text(draw, (cx, sy + 24), style.ABBREVIATION[occupant], style.SMALL, contrast(fill), anchor="mm")


# Left of the tracks: the levels' numbers; right of them: the power their thresholds give.
LEVELS_W = 36
REWARDS_W = 34


def _cult_geometry(box: Box) -> tuple[float, int, int, float]:
    """A track's width (with the gap after it), the top of the tracks, the height of the order
    spaces, a level's height."""
    x0, y0, x1, y1 = box
    top = y0 + 54  # below the heading, whose width differs between languages
    spaces_h = 58
    return (x1 - x0 - LEVELS_W - REWARDS_W + 6) / 4, top, spaces_h, (y1 - top - spaces_h - 12) / 11


def _cult_board(draw: ImageDraw.ImageDraw, box: Box, locale: str) -> None:
    """The cult board as printed: the tracks and their levels, the power at levels 3, 5, 7 and
    10, the empty order spaces (the same in every game)."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    draw_text(draw, (x0 + 12, y0 + 10), say(locale, "tm-image-cults"), style.LARGE, style.INK, bold=True)
    track_w, top, spaces_h, level_h = _cult_geometry(box)
    thresholds = {level: power for level, power in CULT_POWER}
    for level in range(11):
        y = top + (10 - level) * level_h + level_h / 2
        draw_text(draw, (x0 + 30, y), str(level), style.SMALL, style.MUTED, anchor="rm")
        if level in thresholds:
            draw_text(draw, (x1 - 8, y), f"+{thresholds[level]}", style.SMALL, style.POWER, anchor="rm", bold=True)
    for i, cult in enumerate(CULTS):
        tx = x0 + LEVELS_W + i * track_w
        colour = style.CULT_COLOURS[cult]
        draw.rectangle((tx, top, tx + track_w - 6, top + 11 * level_h), fill=colour)
        for level in range(11):
            y = top + (10 - level) * level_h
            draw.line([(tx, y), (tx + track_w - 6, y)], fill=style.PANEL, width=1)
        name = say(locale, "tm-image-cult", cult=cult)
        draw_text(draw, (tx + (track_w - 6) / 2, top - 4), name, style.SMALL, style.INK, anchor="ms", bold=True)
        sy = top + 11 * level_h + 10
        space_w = (track_w - 6) / 4
        for k, steps in enumerate(CULT_SPACES):
            sx = tx + k * space_w
            cell = (int(sx + 1), int(sy), int(sx + space_w - 1), int(sy + spaces_h - 8))
            cx = (cell[0] + cell[2]) / 2
            draw.rectangle(cell, fill=style.PANEL, outline=colour, width=2)
            draw_text(draw, (cx, sy + 24), str(steps), style.NORMAL, style.MUTED, anchor="mm")


def draw_rounds(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str) -> None:
    """The six round tiles (what scores, and the cult reward at the round's end; the round
    being played stands out, past rounds are faded), then the final scoring."""
    x0, y0, x1, y1 = box
    final_w = 300
    w = (x1 - x0 - final_w) / 6
    for i, name in enumerate(g.score_tiles):
        r = i + 1
        cell = (int(x0 + i * w), y0, int(x0 + (i + 1) * w - 6), y1)
        current = r == g.round and not g.finished
        past = r < g.round or g.finished
        remembered(draw, around(cell, 2), _round_tile, cell, name, r, current, past, locale)
    final = (int(x1 - final_w + 6), y0, x1, y1)
    remembered(draw, around(final, 2), _final_scoring, final, tuple(g.final_scoring[2:]), locale)


def _round_tile(
    draw: ImageDraw.ImageDraw, cell: Box, name: str, r: int, current: bool, past: bool, locale: str
) -> None:
    edge = style.TURN if current else style.PANEL_EDGE
    panel(draw, cell, fill=style.FADED if past else style.PANEL, edge=edge, width=4 if current else 2)
    ink = style.MUTED if past else style.INK
    cx = (cell[0] + cell[2]) / 2
    title = say(locale, "tm-image-round", round=r)
    draw_text(draw, (cx, cell[1] + 8), title, style.NORMAL, ink, anchor="ma", bold=current)
    headline, reward = effects.scoring(name, locale)
    inner = cell[2] - cell[0] - 12
    size = next((s for s in (style.LARGE, style.NORMAL) if text_width(headline, s, True) <= inner), style.SMALL)
    draw_text(draw, (cx, cell[1] + 30), fit(headline, inner, size, True), size, ink, anchor="ma", bold=True)
    if r < 6:
        lines = flow(reward, inner, style.SMALL)
        y = cell[3] - 14 - 20 * (len(lines) - 1)
        for line in lines:
            width = sum(c.width(style.SMALL) + c.gap for c in line) - line[-1].gap
            draw_chips(draw, (cx - width / 2, y), line, style.SMALL)
            y += 20


def _final_scoring(draw: ImageDraw.ImageDraw, box: Box, tiles: tuple[str, ...], locale: str) -> None:
    """The final scoring: the network, the cults, and Fire & Ice's final scoring tile if any."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    draw_text(draw, (x0 + 10, y0 + 8), say(locale, "tm-image-final-title"), style.NORMAL, style.INK, bold=True)
    network = "/".join(map(str, FINAL_NETWORK_VP))
    lines = [
        say(locale, "tm-image-final-network", vp=network),
        say(locale, "tm-image-final-cults", vp="/".join(map(str, FINAL_CULT_VP))),
    ]
    lines += [say(locale, "tm-image-final-tile", tile=tile, vp=network) for tile in tiles]
    y = y0 + 34
    for line in lines:
        draw_text(draw, (x0 + 10, y), fit(line, x1 - x0 - 20, style.SMALL), style.SMALL, style.INK)
        y += 20


def power_actions(g: GameState) -> list[str]:
    """The power actions on the board: six, nine with Merchants of the Seas."""
    names = [a for a in ACTIONS if a.startswith("ACT") and a[3:].isdigit()]
    return names if MERCHANTS in g.options else names[:6]


def draw_actions(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str) -> None:
    """The power actions, each with its code, cost and what it gives; those taken this round are marked."""
    x0, y0, x1, y1 = box
    names = power_actions(g)
    w = (x1 - x0 + 6) / len(names)
    for i, name in enumerate(names):
        cell = (int(x0 + i * w), y0, int(x0 + (i + 1) * w - 6), y1)
        remembered(draw, around(cell, 2), _action, cell, name, name in g.used_actions, locale)


def _action(draw: ImageDraw.ImageDraw, cell: Box, name: str, used: bool, locale: str) -> None:
    x0, y0, x1, y1 = cell
    panel(draw, cell, fill=style.FADED if used else style.PANEL)
    inner = x1 - x0 - 16
    draw_text(draw, (x0 + 8, y0 + 7), name, style.SMALL, style.MUTED, bold=True)
    draw_text(draw, (x1 - 8, y0 + 7), effects.action_cost(name), style.SMALL, style.MUTED, anchor="ra")
    what = effects.power_action(name, locale)
    size = style.LARGE if text_width(what, style.LARGE, True) <= inner else style.NORMAL
    cx = (x0 + x1) / 2
    ink = style.MUTED if used else style.INK
    draw_text(draw, (cx, y0 + 29), fit(what, inner, size, True), size, ink, anchor="ma", bold=True)
    if used:
        taken = say(locale, "tm-image-taken")
        draw_text(draw, (cx, y1 - 8), taken, style.SMALL, style.HIGHLIGHT, anchor="md", bold=True)


def draw_bonus_cards(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str) -> None:
    """The bonus cards on offer, with their coins and what they give."""
    x0, y0, x1, y1 = box
    cards = sorted((b for b, n in g.pool.items() if b.startswith("BON") and n), key=lambda b: int(b[3:]))
    draw_text(draw, (x0, y0), say(locale, "tm-image-bonus-cards"), style.NORMAL, style.INK, bold=True)
    if not cards:
        return
    w = min(200.0, (x1 - x0 + 6) / len(cards))
    for k, card in enumerate(cards):
        cell = (int(x0 + k * w), y0 + 24, int(x0 + (k + 1) * w - 6), y1)
        remembered(draw, around(cell, 2), _bonus_card, cell, card, g.bonus_coins.get(card, 0), locale)


def _bonus_card(draw: ImageDraw.ImageDraw, cell: Box, card: str, coins: int, locale: str) -> None:
    panel(draw, cell)
    draw_text(draw, (cell[0] + 8, cell[1] + 6), card, style.NORMAL, style.INK, bold=True)
    if coins:
        cx, cy = cell[2] - 16, cell[1] + 16
        draw.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=style.GOLD, outline=style.INK)
        draw_text(draw, (cx, cy), f"{coins}", style.SMALL, style.INK, anchor="mm", bold=True)
    _chip_lines(draw, effects.bonus(card, locale), (cell[0] + 8, cell[1] + 40, cell[2] - 8, cell[3]))


def _chip_lines(draw: ImageDraw.ImageDraw, chips: Sequence[Chip], box: Box, size: int = style.SMALL) -> None:
    """Chips flowing over as many lines of `box` as they need (and fit)."""
    x0, y0, x1, y1 = box
    for line in flow(chips, x1 - x0, size):
        if y0 + 8 > y1:
            break
        draw_chips(draw, (x0, y0), line, size)
        y0 += 20


def tile_rows(g: GameState) -> int:
    """Rows of favor and town tiles on offer."""
    favors = sum(1 for n in FAVOR_TILES if n in g.pool)
    return 2 if favors <= 16 else 3


def draw_tiles(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str) -> None:
    """The favor and town tiles of this game, with how many are left (faded when none) and what they give."""
    x0, y0, x1, y1 = box
    favors = [(n, g.pool[n]) for n in FAVOR_TILES if n in g.pool]
    towns = [(n, g.pool[n]) for n in TOWN_TILES if n in g.pool]
    rows = tile_rows(g)
    split = x0 + (x1 - x0) * 0.66
    _tile_grid(draw, say(locale, "tm-image-favors-left"), favors, (x0, y0, int(split) - 8, y1), rows, locale)
    _tile_grid(draw, say(locale, "tm-image-towns-left"), towns, (int(split) + 8, y0, x1, y1), rows, locale)


def _tile_grid(
    draw: ImageDraw.ImageDraw, title: str, tiles: list[tuple[str, int]], box: Box, rows: int, locale: str
) -> None:
    x0, y0, x1, y1 = box
    draw_text(draw, (x0, y0), title, style.NORMAL, style.INK, bold=True)
    if not tiles:
        return
    columns = -(-len(tiles) // rows)
    w = (x1 - x0 + 6) / columns
    for k, (name, left) in enumerate(tiles):
        row, col = divmod(k, columns)
        top = y0 + 24 + row * (TILE_HEIGHT + 6)
        cell = (int(x0 + col * w), top, int(x0 + (col + 1) * w - 6), top + TILE_HEIGHT)
        remembered(draw, around(cell, 2), _tile, cell, name, left, locale)


def _tile(draw: ImageDraw.ImageDraw, cell: Box, name: str, left: int, locale: str) -> None:
    """A favor or town tile on offer: how many are left (faded when none) and what it gives."""
    panel(draw, cell, fill=style.PANEL if left else style.FADED, width=1)
    ink = style.INK if left else style.MUTED
    draw_text(draw, (cell[0] + 6, cell[1] + 4), name, style.SMALL, ink, bold=True)
    draw_text(draw, (cell[2] - 6, cell[1] + 4), f"×{left}", style.SMALL, ink, anchor="ra", bold=True)
    chips = effects.favor(name, locale) if name.startswith("FAV") else effects.town(name, locale)
    if not left:
        chips = tuple(Chip(c.text, style.MUTED, style.FADED if c.box else None, c.bold) for c in chips)
    _chip_lines(draw, chips, (cell[0] + 6, cell[1] + 30, cell[2] - 4, cell[3]))


def next_turn_order(g: GameState) -> list[str | None] | None:
    """The next round's turn order as far as it is known (None: a place not decided yet), or None
    when there is no next round to order. With variable turn order it is the order of passing;
    otherwise the first to pass starts it, in table order."""
    if g.finished or g.phase != "play" or not 1 <= g.round < 6:
        return None
    names = [n for n in g.order if not g.factions[n].dropped]
    passed = [n for n in names if g.factions[n].passed]
    if "variable-turn-order" in g.options:
        return [*passed, *([None] * (len(names) - len(passed)))]
    starter = next((n for n in names if g.factions[n].start_player), None)
    if not passed or starter is None:
        return [None] * len(names)
    i = names.index(starter)
    return [*names[i:], *names[:i]]


ORDER_HEIGHT = 34


def draw_order(draw: ImageDraw.ImageDraw, g: GameState, order: list[str | None], box: Box, locale: str) -> None:
    x0, y0, _, y1 = box
    cy = (y0 + y1) / 2
    label = say(locale, "tm-image-next-order")
    draw_text(draw, (x0, cy), label, style.NORMAL, style.INK, anchor="lm", bold=True)
    x = x0 + text_width(label, style.NORMAL, True) + 26
    for k, name in enumerate(order, start=1):
        draw_text(draw, (x - 4, cy), f"{k}.", style.NORMAL, style.MUTED, anchor="rm")
        marker(draw, x + 13, cy, g.factions[name] if name else None)
        x += 62
