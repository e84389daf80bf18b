"""Everything around the map: the cult board, the round tiles, the tiles on offer, the factions."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import ImageDraw

from rules.terra_mystica.data.factions import BUILDING_LIMITS
from rules.terra_mystica.data.merchants import MERCHANT_FACTIONS, TRADE_MARKERS
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import (
    ACTIONS,
    BONUS_CARDS,
    CULT_POWER,
    CULT_SPACES,
    CULTS,
    FAVOR_TILES,
    SCORING_TILES,
    TOWN_TILES,
)
from rules.terra_mystica.engine import to_decide
from rules.terra_mystica.merchants import setup_step
from rules.terra_mystica.state import Faction, GameState

from ..canvas import RGB, contrast, draw_text, text_size
from . import style
from .words import faction_name, say

Box = tuple[int, int, int, int]

_GAINS = frozenset({"C", "W", "P", "PW", "VP", "SPADE", "KEY", "BOAT", "MAY_BOAT", *CULTS})
# What a power action costs, as printed on its space.
_ACTION_COSTS = {"ACT1": "3", "ACT2": "3", "ACT3": "4", "ACT4": "4", "ACT5": "4", "ACT6": "6", "ACT7": "4", "ACT8": "4"}
_ACTION_COSTS |= {"ACT9": "5+P"}


def _panel(
    draw: ImageDraw.ImageDraw, box: Box, fill: RGB = style.PANEL, edge: RGB = style.PANEL_EDGE, width: int = 2
) -> None:
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=edge, width=width)


def _gain_text(gain: Mapping[str, int], locale: str) -> str:
    parts = []
    for res, amount in gain.items():
        if res in _GAINS:
            parts.append(say(locale, "tm-image-gain", n=amount, resource=res))
        elif res == "GAIN_SHIP":
            parts.append(say(locale, "tm-image-gain-ship"))
    return " ".join(parts)


def faction_colour(f: Faction) -> RGB:
    return style.TERRAIN[f.terrain]


def _marker(draw: ImageDraw.ImageDraw, x: float, y: float, f: Faction) -> None:
    """A faction's marker: its colour and its two letters, 26 by 22 pixels centred on x, y."""
    colour = faction_colour(f)
    draw.rounded_rectangle((x - 13, y - 11, x + 13, y + 11), radius=5, fill=colour, outline=contrast(colour), width=2)
    draw_text(draw, (x, y), style.ABBREVIATION[f.name], style.SMALL, contrast(colour), anchor="mm", bold=True)


def draw_cults(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str = "en") -> None:
    """Four tracks from 0 to 10, the factions on them, and the priests on the order spaces."""
    x0, y0, x1, y1 = box
    _panel(draw, box)
    draw_text(draw, (x0 + 12, y0 + 10), say(locale, "tm-image-cults"), style.LARGE, style.INK, bold=True)
    track_w = (x1 - x0 - 48) / 4
    top = y0 + 54  # below the heading, whose width differs between languages
    spaces_h = 58
    level_h = (y1 - top - spaces_h - 12) / 11
    factions = [g.factions[n] for n in g.order]
    thresholds = {level: power for level, power in CULT_POWER}
    for level in range(11):
        y = top + (10 - level) * level_h + level_h / 2
        draw_text(draw, (x0 + 30, y), str(level), style.SMALL, style.MUTED, anchor="rm")
        if level in thresholds:
            draw_text(draw, (x1 - 6, y), f"+{thresholds[level]}", style.SMALL, style.MUTED, anchor="rm")
    for i, cult in enumerate(CULTS):
        tx = x0 + 36 + i * track_w
        colour = style.CULT_COLOURS[cult]
        draw.rectangle((tx, top, tx + track_w - 6, top + 11 * level_h), fill=colour)
        for level in range(11):
            y = top + (10 - level) * level_h
            draw.line([(tx, y), (tx + track_w - 6, y)], fill=style.PANEL, width=1)
        draw_text(
            draw,
            (tx + (track_w - 6) / 2, top - 4),
            say(locale, "tm-image-cult", cult=cult),
            style.SMALL,
            style.INK,
            anchor="ms",
            bold=True,
        )
        by_level: dict[int, list[Faction]] = {}
        for f in factions:
            by_level.setdefault(f.cult[i], []).append(f)
        for level, here in by_level.items():
            y = top + (10 - level) * level_h + level_h / 2
            per_row = max(1, int((track_w - 6) // 27))
            for k, f in enumerate(here):
                row, col = divmod(k, per_row)
                count = min(per_row, len(here) - row * per_row)
                x = tx + (track_w - 6) / 2 + (col - (count - 1) / 2) * 27
                _marker(draw, x, y + (row - (len(here) - 1) // per_row / 2) * 22, f)
        sy = top + 11 * level_h + 10
        space_w = (track_w - 6) / 4
        for k, steps in enumerate(CULT_SPACES):
            sx = tx + k * space_w
            occupant = g.cult_spaces[cult][k]
            cell = (int(sx + 1), int(sy), int(sx + space_w - 1), int(sy + spaces_h - 8))
            if occupant:
                f = g.factions[occupant]
                draw.rectangle(cell, fill=faction_colour(f), outline=style.INK)
                draw_text(
                    draw,
                    ((cell[0] + cell[2]) / 2, sy + 24),
                    style.ABBREVIATION[occupant],
                    style.SMALL,
                    contrast(faction_colour(f)),
                    anchor="mm",
                )
            else:
                draw.rectangle(cell, fill=style.PANEL, outline=colour, width=2)
                draw_text(draw, ((cell[0] + cell[2]) / 2, sy + 24), str(steps), style.NORMAL, style.MUTED, anchor="mm")


def draw_rounds(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str = "en") -> None:
    """The six round scoring tiles; the round being played stands out, past rounds are faded."""
    x0, y0, x1, y1 = box
    w = (x1 - x0) / 6
    for i, name in enumerate(g.score_tiles):
        tile = SCORING_TILES[name]
        r = i + 1
        cell = (int(x0 + i * w + 3), y0, int(x0 + (i + 1) * w - 3), y1)
        current = r == g.round and not g.finished
        past = r < g.round or g.finished
        _panel(
            draw,
            cell,
            fill=style.FADED if past else style.PANEL,
            edge=style.TURN if current else style.PANEL_EDGE,
            width=4 if current else 2,
        )
        cx = (cell[0] + cell[2]) / 2
        draw_text(
            draw,
            (cx, y0 + 8),
            say(locale, "tm-image-round", round=r),
            style.NORMAL,
            style.INK if not past else style.MUTED,
            anchor="ma",
            bold=current,
        )
        what, vp = tile.label.split(" >> ")
        scoring = say(locale, "tm-image-scoring", what=what.replace("/", "-"), label=what, vp=vp)
        size = next((s for s in (style.LARGE, style.NORMAL) if text_size(scoring, s)[0] <= w - 14), style.SMALL)
        draw_text(draw, (cx, y0 + 32), scoring, size, style.INK if not past else style.MUTED, anchor="ma")
        per = say(locale, "tm-image-per", per=tile.per, cult=tile.cult, reward=_gain_text(tile.reward, locale))
        if r < 6:
            draw_text(draw, (cx, y1 - 10), per, style.SMALL, style.MUTED, anchor="md")


def draw_actions(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str = "en") -> None:
    """The power actions (six, nine with Merchants of the Seas); those taken this round are marked."""
    x0, y0, x1, y1 = box
    names = [a for a in ACTIONS if a.startswith("ACT") and a[3:].isdigit()]
    if MERCHANTS not in g.options:
        names = names[:6]
    w = (x1 - x0) / len(names)
    font = style.NORMAL if len(names) == 6 else style.SMALL
    for i, name in enumerate(names):
        used = name in g.used_actions
        cell = (int(x0 + i * w + 3), y0, int(x0 + (i + 1) * w - 3), y1)
        _panel(draw, cell, fill=style.FADED if used else style.PANEL)
        cx = (cell[0] + cell[2]) / 2
        draw_text(draw, (cx, y0 + 8), name, style.SMALL, style.MUTED, anchor="ma")
        draw_text(draw, (cx, y0 + 30), say(locale, "tm-image-action", action=name), font, style.INK, anchor="ma")
        if used:
            taken = say(locale, "tm-image-taken")
            draw_text(draw, (cx, y1 - 10), taken, style.SMALL, style.HIGHLIGHT, anchor="md", bold=True)
        else:
            draw_text(draw, (cx, y1 - 10), f"{_ACTION_COSTS[name]} PW", style.SMALL, style.MUTED, anchor="md")


def draw_supply(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str = "en") -> None:
    """Bonus cards on offer (with their coins), favor tiles and town tiles left."""
    x0, y0, x1, y1 = box
    cards = sorted((b for b, n in g.pool.items() if b.startswith("BON") and n), key=lambda b: int(b[3:]))
    draw_text(draw, (x0, y0), say(locale, "tm-image-bonus-cards"), style.NORMAL, style.INK, bold=True)
    cw = 104
    for k, card in enumerate(cards):
        cell = (x0 + k * (cw + 6), y0 + 24, x0 + k * (cw + 6) + cw, y1)
        _bonus_card(draw, g, card, cell, locale)
    fx = x0 + 8 * (cw + 6) + 8
    tx = x1 - 4 * 66 + 4
    favors = [(n, g.pool.get(n, 0)) for n in FAVOR_TILES]
    _tile_grid(draw, say(locale, "tm-image-favors-left"), favors, (fx, y0, tx - 12, y1), 6)
    towns = [(n, g.pool[n]) for n in TOWN_TILES if n in g.pool]
    _tile_grid(draw, say(locale, "tm-image-towns-left"), towns, (tx, y0, x1, y1), 4)


def _bonus_card(draw: ImageDraw.ImageDraw, g: GameState, card: str, cell: Box, locale: str) -> None:
    _panel(draw, cell)
    cx = (cell[0] + cell[2]) / 2
    info = BONUS_CARDS[card]
    draw_text(draw, (cell[0] + 8, cell[1] + 6), card, style.NORMAL, style.INK, bold=True)
    lines = [_gain_text(info.income, locale)]
    if info.action:
        lines.append(say(locale, "tm-image-bonus-action", card=card))
    if info.shipping:
        lines.append(say(locale, "tm-image-bonus-shipping"))
    if info.pass_vp:
        counted = "/".join(sorted(say(locale, "tm-image-ship") if what == "ship" else what for what in info.pass_vp))
        lines.append(say(locale, "tm-image-bonus-pass", what=counted))
    for n, line in enumerate(lines[:2]):
        draw_text(draw, (cx, cell[1] + 32 + n * 19), line, style.SMALL, style.MUTED, anchor="ma")
    coins = g.bonus_coins.get(card, 0)
    if coins:
        draw.ellipse((cell[2] - 28, cell[1] + 4, cell[2] - 4, cell[1] + 28), fill=style.GOLD, outline=style.INK)
        draw_text(draw, (cell[2] - 16, cell[1] + 16), f"{coins}", style.SMALL, style.INK, anchor="mm", bold=True)


def _tile_grid(draw: ImageDraw.ImageDraw, title: str, tiles: list[tuple[str, int]], box: Box, columns: int) -> None:
    """Tiles by code with how many are left (faded when none), `columns` to a row."""
    x0, y0, x1, y1 = box
    draw_text(draw, (x0, y0), title, style.NORMAL, style.INK, bold=True)
    w = (x1 - x0) / columns
    rows = max(1, -(-len(tiles) // columns))
    h = (y1 - y0 - 24) / rows
    for k, (name, left) in enumerate(tiles):
        row, col = divmod(k, columns)
        cell = (
            int(x0 + col * w),
            int(y0 + 24 + row * h),
            int(x0 + (col + 1) * w - 4),
            int(y0 + 24 + (row + 1) * h - 4),
        )
        _panel(draw, cell, fill=style.PANEL if left else style.FADED, width=1)
        ink = style.INK if left else style.MUTED
        draw_text(
            draw, ((cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2), f"{name} x{left}", style.SMALL, ink, anchor="mm"
        )


def _owes(g: GameState, f: Faction, locale: str) -> list[str]:
    out = []
    for o in g.leech_offers:
        if o.recipient == f.name:
            out.append(say(locale, "tm-image-owes-offer", power=o.amount, **{"from": style.ABBREVIATION[o.source]}))
    if f.CULT:
        out.append(say(locale, "tm-image-owes-cult", steps=f.CULT))
    if f.GAIN_FAVOR:
        out.append(say(locale, "tm-image-owes-favor"))
    if f.GAIN_TW:
        out.append(say(locale, "tm-image-owes-town"))
    if f.SPADE:
        out.append(say(locale, "tm-image-owes-spades", spades=f.SPADE))
    if f.BOAT or f.SY_BOAT or f.MAY_BOAT:
        out.append(say(locale, "tm-image-owes-boat"))
    if f.trading:
        out.append(say(locale, "tm-image-owes-trade", hexes=" ".join(f.trading)))
    if f.NF1:
        out.append("NF1")
    if f.PICK_COLOR:
        out.append(say(locale, "tm-image-owes-color"))
    if f.UNLOCK_TERRAIN:
        out.append(say(locale, "tm-image-owes-unlock", n=f.UNLOCK_TERRAIN))
    if f.LOSE_CULT:
        out.append(say(locale, "tm-image-owes-lose-cult", steps=f.LOSE_CULT))
    if f.GAIN_P3_FOR_VP:
        out.append(say(locale, "tm-image-owes-token"))
    if f.CONVERT_W_TO_P and f.name == g.active:
        out.append(say(locale, "tm-image-owes-exchange"))
    return out


def draw_factions(draw: ImageDraw.ImageDraw, g: GameState, box: Box, locale: str = "en") -> None:
    """A panel per faction: VP, resources, bowls, tracks, buildings left, tiles, and what it owes."""
    x0, y0, x1, y1 = box
    fs = [g.factions[n] for n in g.order]
    if not fs:
        return
    w = (x1 - x0) / max(len(fs), 4)
    deciding = {g.seats[s] for s in to_decide(g)}
    for k, f in enumerate(fs):
        cell = (int(x0 + k * w + 4), y0, int(x0 + (k + 1) * w - 4), y1)
        _faction_panel(draw, g, f, cell, f.name in deciding, locale)


def _faction_panel(draw: ImageDraw.ImageDraw, g: GameState, f: Faction, cell: Box, deciding: bool, locale: str) -> None:
    colour = faction_colour(f)
    active = g.active == f.name
    _panel(draw, cell, edge=style.TURN if active else style.PANEL_EDGE, width=5 if active else 2)
    x0, y0, x1, _ = cell
    head = (x0 + 5, y0 + 5, x1 - 5, y0 + 42)
    draw.rounded_rectangle(head, radius=6, fill=colour)
    ink = contrast(colour)
    title = faction_name(f, locale) + (say(locale, "tm-image-out") if f.dropped else "")
    title += say(locale, "tm-image-passed") if f.passed and not g.finished else ""
    draw_text(draw, (x0 + 14, y0 + 24), title, style.LARGE, ink, anchor="lm", bold=True)
    draw_text(draw, (x1 - 14, y0 + 24), say(locale, "tm-image-vp", vp=f.VP), style.LARGE, ink, anchor="rm", bold=True)
    if f.secondary or any(t != f.terrain for t in f.unlocked):
        _colour_swatches(draw, f, x0 + 24 + text_size(title, style.LARGE, bold=True)[0], y0 + 24, ink)
    y = y0 + 54
    lines = [
        f"{f.C} C   {f.W} W   {f.P} P   {say(locale, 'tm-image-key')} {f.KEY}",
        say(locale, "tm-image-power", p1=f.P1, p2=f.P2, p3=f.P3),
        _tracks(g, f, locale),
        say(locale, "tm-image-left", left="  ".join(f"{b} {BUILDING_LIMITS[b] - n}" for b, n in f.levels.items())),
        _bonus_line(g, f, locale),
        say(locale, "tm-image-favors", tiles=" ".join(x[3:] for x in f.favors) or "-"),
        _special_actions(g, f, locale),
    ]
    for line in lines:
        draw_text(draw, (x0 + 14, y), _fit(line, x1 - x0 - 24), style.NORMAL, style.INK)
        y += 24
    owes = _owes(g, f, locale)
    status = say(locale, "tm-image-to-move") if active else ""
    if g.round == 0 and g.setup_order and g.setup_order[0][0] == f.name:
        status = say(locale, "tm-image-setup-step", step=setup_step(g, f.name, g.setup_order[0][1]))
    if deciding and owes:
        status = (status + ": " if status else "") + ", ".join(owes)
    if status:
        draw.rounded_rectangle((x0 + 8, y + 2, x1 - 8, y + 30), radius=6, fill=style.TURN)
        draw_text(
            draw,
            (x0 + 16, y + 16),
            _fit(status, x1 - x0 - 32, bold=True),
            style.NORMAL,
            (250, 250, 250),
            anchor="lm",
            bold=True,
        )


def _colour_swatches(draw: ImageDraw.ImageDraw, f: Faction, x: float, y: float, ink: RGB) -> None:
    """Fire & Ice: the colour an ice or volcano faction picked, the terrains the Riverwalkers
    unlocked (besides their own), as small squares after the faction's name."""
    colours = [f.secondary] if f.secondary else [t for t in f.unlocked if t != f.terrain]
    for terrain in colours:
        draw.rectangle((x, y - 8, x + 16, y + 8), fill=style.TERRAIN[terrain], outline=ink, width=2)
        x += 20


def _special_actions(g: GameState, f: Faction, locale: str) -> str:
    """The faction's own actions and those of its bonus card and favor tiles; taken ones marked."""
    card = [f.bonus] if f.bonus in ("BON1", "BON2", "BON11", "BON13") else []
    names = [*f.special, *card, *(x for x in f.favors if x == "FAV6")]
    if not names:
        return say(locale, "tm-image-actions", actions="-")
    parts = []
    for name in names:
        taken = f"{name}/{f.name}" in g.used_actions
        words = f"{name} {say(locale, 'tm-image-special', action=name)}".rstrip()
        parts.append(words + (say(locale, "tm-image-action-taken") if taken else ""))
    return say(locale, "tm-image-actions", actions=", ".join(parts))


def _tracks(g: GameState, f: Faction, locale: str) -> str:
    spec = f.spec
    expansion = MERCHANTS in g.options
    if expansion and f.name in MERCHANT_FACTIONS:
        reach = say(locale, "tm-image-reach", kind="reach", n=f.reach)
    elif spec.teleport:
        kind = "tunnel" if spec.teleport.kind == "tunnel" else "carpet"
        reach = say(locale, "tm-image-reach", kind=kind, n=f.teleport_range())
    else:
        reach = say(locale, "tm-image-reach", kind="ship", n=f.ship)
    return say(locale, "tm-image-tracks", reach=reach, dig=f.dig, bridges=3 - f.bridges_left)


def _bonus_line(g: GameState, f: Faction, locale: str) -> str:
    line = say(locale, "tm-image-bonus", tiles=(f.bonus or "-") + ("   " + " ".join(f.towns) if f.towns else ""))
    if MERCHANTS in g.options:
        piece = "merchant" if f.name in MERCHANT_FACTIONS else "boat"
        line += "   " + say(locale, "tm-image-boats", piece=piece, n=f"{len(f.boats)}/3")
        line += "   " + say(locale, "tm-image-trades", n=TRADE_MARKERS - f.markers)
    return line


def _fit(text: str, width: int, bold: bool = False) -> str:
    while text and text_size(text, style.NORMAL, bold)[0] > width:
        text = text[:-2] + "…"
    return text
