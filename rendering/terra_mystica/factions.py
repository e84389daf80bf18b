"""A panel per faction: VP, resources, power bowls, tracks, income for the coming round,
buildings left, tiles by kind with what they do, actions, boats and trades, what it owes, and at
the game's end its final scoring.

A panel is a list of rows measured before anything is drawn, so the panels are as tall as their
contents (however many tiles a faction holds, however narrow five panels are) and nothing is cut.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PIL import ImageDraw

from rules.terra_mystica.context import Ctx
from rules.terra_mystica.data.factions import BUILDING_LIMITS
from rules.terra_mystica.data.merchants import MERCHANT_FACTIONS, TRADE_MARKERS
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import CULTS
from rules.terra_mystica.economy import income_parts
from rules.terra_mystica.engine import to_decide
from rules.terra_mystica.merchants import setup_step
from rules.terra_mystica.state import Faction, GameState

from ..canvas import RGB, Chip, box, contrast, draw_chips, draw_text, fit, flow, remembered_row, text_width
from . import effects, style
from .panels import Box, faction_colour, panel
from .words import faction_name, say

LINE = 22  # a line of text in a panel
SIZE = style.NORMAL
PAD = 12
# The special actions a faction may hold beyond its own: those of its bonus card and favor tiles.
ACTION_CARDS = frozenset({"BON1", "BON2", "BON11", "BON13"})
# The parts of the income in the order the rules pay them (economy.income_parts), as bits of
# Faction.income_taken.
INCOME_SHOWN = ("C", "W", "P", "PW")

Draw = Callable[..., None]  # (draw, left, top, width, *what it shows)


@dataclass(frozen=True)
class Row:
    """A row of a panel: its height, and how it is painted, `paint(draw, left, top, width, *args)`,
    from `args` alone (they are what it shows: equal arguments, equal pixels)."""

    height: int
    paint: Draw
    args: tuple[Hashable, ...] = ()
    above: int = 0  # how far it paints above its top
    # Whether it recurs from game to game (tiles, supply, tracks), so it is worth keeping: the
    # VP, resources and power of a faction hardly ever do.
    recurs: bool = True


def text_rows(label: str, chips: list[Chip], width: int) -> list[Row]:
    """A labelled line of chips, flowing over as many lines as it needs."""
    head = Chip(label, style.MUTED, bold=True, gap=8) if label else None
    lines = flow([head, *chips] if head else chips, width, SIZE, indent=16)
    return [Row(LINE, _chip_line, (tuple(line), 16 if k else 0)) for k, line in enumerate(lines)]


def _chip_line(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, line: tuple[Chip, ...], indent: int) -> None:
    draw_chips(draw, (x + indent, y + LINE / 2), line, SIZE)


def panel_rows(g: GameState, f: Faction, width: int, deciding: bool, locale: str) -> list[Row]:
    rows = [
        _header(g, f, locale),
        Row(28, _resources, (f.C, f.W, f.P, faction_colour(f)), recurs=False),
        Row(70, _bowls, (f.P1, f.P2, f.P3), recurs=False),
        _tracks(g, f, locale),
    ]
    income = coming_income(g, f)
    if income is not None:
        chips = [effects.word(f"+{income[res]} {res}") for res in INCOME_SHOWN if income.get(res)]
        chips += [effects.word(say(locale, "tm-image-gain", resource=res, n=n)) for res, n in _extra(income)]
        if not f.passed and g.round < 6:
            chips.append(effects.word(say(locale, "tm-image-income-card"), style.MUTED))
        rows += text_rows(say(locale, "tm-image-income"), chips or [effects.word("-")], width)
    left = [effects.word(f"{b} {BUILDING_LIMITS[b] - n}") for b, n in f.levels.items()]
    rows += text_rows(say(locale, "tm-image-left"), left, width)
    supply = [say(locale, "tm-image-priests", n=f.MAX_P - f.P), say(locale, "tm-image-bridges", n=f.bridges_left)]
    if f.KEY:
        supply.append(say(locale, "tm-image-keys", n=f.KEY))
    rows += text_rows(say(locale, "tm-image-supply"), [effects.word(w) for w in supply], width)
    rows += _tiles(f, width, locale)
    actions = _special_actions(g, f, locale)
    if actions:
        rows += text_rows(say(locale, "tm-image-actions"), actions, width)
    if MERCHANTS in g.options:
        rows += text_rows("", _merchants(f, locale), width)
    if g.finished:
        rows += final_rows(f, width, locale)
    status = _status(g, f, deciding, locale)
    if status:
        rows.append(Row(8, _nothing, recurs=False))
        chips = [Chip(part, (250, 250, 250), bold=True) for part in status]
        rows += [Row(30, _status_bar, (tuple(line),)) for line in flow(chips, width - 12, SIZE)[:3]]
    return rows


def _extra(income: dict[str, int]) -> list[tuple[str, int]]:
    return [(res, n) for res, n in income.items() if res in ("SPADE", "BOAT", "MAY_BOAT") and n]


def coming_income(g: GameState, f: Faction) -> dict[str, int] | None:
    """What the faction receives in the coming income phase (the parts not taken yet), or None
    when no income comes any more (the last round, the end)."""
    if g.finished or f.dropped or g.round >= 6 or g.phase == "select-factions":
        return None
    total: dict[str, int] = {}
    for bit, part in enumerate(income_parts(Ctx(g), f)):
        if f.income_taken & (1 << bit):
            continue
        for res, n in part.items():
            total[res] = total.get(res, 0) + n
    return total


def final_rows(f: Faction, width: int, locale: str) -> list[Row]:
    """The final scoring: VP for each cult, the network, Fire & Ice's tile, leftover resources."""
    parts = sorted(f.final_vp.items(), key=lambda kv: _final_order(kv[0]))
    chips = []
    for part, vp in parts:
        name = say(locale, "tm-image-final-part", part=part, network=f.network)
        if part in CULTS:
            colour = style.CULT_COLOURS[part]
            chips.append(Chip(f"{name} {vp}", contrast(colour), colour, bold=True))
        else:
            chips.append(effects.word(f"{name} {vp}"))
    total = sum(f.final_vp.values())
    chips.append(effects.word(say(locale, "tm-image-final-total", vp=total), bold=True))
    return text_rows(say(locale, "tm-image-final-scored"), chips, width)


def _final_order(part: str) -> int:
    order = [*CULTS, "network", "resources"]
    return order.index(part) if part in order else len(CULTS) + 1


def _nothing(draw: ImageDraw.ImageDraw, x: int, y: int, w: int) -> None:
    pass


def _header(g: GameState, f: Faction, locale: str) -> Row:
    colour = faction_colour(f)
    title = faction_name(f, locale)
    if f.dropped:
        title += say(locale, "tm-image-out")
    elif f.passed and not g.finished:
        title += say(locale, "tm-image-passed")
    vp = say(locale, "tm-image-vp", vp=f.VP)
    if g.finished:
        place = 1 + sum(1 for o in g.factions.values() if o.VP > f.VP)
        vp = say(locale, "tm-image-place", place=place) + "  " + vp
    # Fire & Ice: the colour an ice or volcano faction picked, the terrains the Riverwalkers
    # unlocked (besides their own), as small squares after the faction's name.
    swatches = (f.secondary,) if f.secondary else tuple(t for t in f.unlocked if t != f.terrain)
    return Row(44, _paint_header, (colour, title, vp, swatches), above=7, recurs=False)


def _paint_header(
    draw: ImageDraw.ImageDraw, x: int, y: int, w: int, colour: RGB, title: str, vp: str, swatches: tuple[str, ...]
) -> None:
    ink = contrast(colour)
    box(draw, (x - 7, y - 7, x + w + 7, y + 35), colour)
    room = w - 12 - 20 * len(swatches)
    # The largest size at which the name and the VP fit side by side (five panels are narrow).
    size = next((s for s in (style.LARGE, SIZE) if text_width(title, s, True) + text_width(vp, s, True) <= room), SIZE)
    shown = fit(title, room - text_width(vp, size, True), size, True)
    draw_text(draw, (x, y + 14), shown, size, ink, anchor="lm", bold=True)
    draw_text(draw, (x + w, y + 14), vp, size, ink, anchor="rm", bold=True)
    _swatches(draw, swatches, x + text_width(shown, size, True) + 10, y + 14, ink)


def _swatches(draw: ImageDraw.ImageDraw, colours: tuple[str, ...], x: float, y: float, ink: RGB) -> None:
    for terrain in colours:
        draw.rectangle((x, y - 8, x + 16, y + 8), fill=style.TERRAIN[terrain], outline=ink, width=2)
        x += 20


def _resources(
    draw: ImageDraw.ImageDraw, x: int, y: int, w: int, coins: int, workers: int, priests: int, colour: RGB
) -> None:
    """Coins, workers and priests, each by its piece."""
    cy = y + 13
    x = _coin(draw, x, cy, coins)
    x = _worker(draw, x, cy, workers)
    _priest(draw, x, cy, priests, colour)


def _piece_count(draw: ImageDraw.ImageDraw, x: float, cy: float, n: int, code: str) -> int:
    text = f"{n} {code}"
    draw_text(draw, (x + 24, cy), text, SIZE, style.INK, anchor="lm", bold=True)
    return int(x + 24 + text_width(text, SIZE, True) + 16)


def _coin(draw: ImageDraw.ImageDraw, x: float, cy: float, n: int) -> int:
    draw.ellipse((x, cy - 9, x + 18, cy + 9), fill=style.GOLD, outline=style.INK, width=2)
    return _piece_count(draw, x, cy, n, "C")


def _worker(draw: ImageDraw.ImageDraw, x: float, cy: float, n: int) -> int:
    draw.rectangle((x + 1, cy - 8, x + 17, cy + 8), fill=style.WORKER, outline=style.INK, width=2)
    return _piece_count(draw, x, cy, n, "W")


def _priest(draw: ImageDraw.ImageDraw, x: float, cy: float, n: int, colour: RGB) -> int:
    draw.polygon([(x + 9, cy - 10), (x + 17, cy + 9), (x + 1, cy + 9)], fill=colour, outline=contrast(colour))
    draw.ellipse((x + 5, cy - 12, x + 13, cy - 4), fill=colour, outline=contrast(colour))
    return _piece_count(draw, x, cy, n, "P")


def _bowls(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, p1: int, p2: int, p3: int) -> None:
    """The three power bowls, each with its tokens and their number; bowl III holds what can be spent."""
    bowl_w = min(96, (w - 16) // 3)
    remembered_row(draw, (x - 8, y + 16, x + w + 9, y + 70), _empty_bowls, x, y, w)
    for k, (numeral, count) in enumerate((("I", p1), ("II", p2), ("III", p3))):
        bx = x + k * (bowl_w + 8)
        ink = style.POWER if k == 2 else style.MUTED
        draw_text(draw, (bx + 2, y + 6), numeral, style.SMALL, ink, anchor="lm", bold=True)
        draw_text(draw, (bx + bowl_w - 2, y + 6), str(count), style.LARGE, ink, anchor="rm", bold=True)
        _tokens(draw, bx + bowl_w / 2, y + 33, count, bowl_w)


def _empty_bowls(draw: ImageDraw.ImageDraw, x: int, y: int, w: int) -> None:
    """The bowls alone, the same in every panel as wide (a wide pie slice is slow to draw)."""
    bowl_w = min(96, (w - 16) // 3)
    for k in range(3):
        bx = x + k * (bowl_w + 8)
        top, bottom = y + 16, y + 66
        draw.pieslice((bx, top - 40, bx + bowl_w, bottom), 0, 180, fill=style.BOWL, outline=style.POWER, width=2)
        draw.line((bx, top + 5, bx + bowl_w, top + 5), fill=style.POWER, width=2)


def _tokens(draw: ImageDraw.ImageDraw, cx: float, y: float, count: int, width: int) -> None:
    """Up to 12 tokens as dots, six to a row (more: the number says it)."""
    per_row = 6
    step = min(11.0, (width - 20) / per_row)
    for k in range(min(count, 12)):
        row, col = divmod(k, per_row)
        in_row = min(per_row, count - row * per_row)
        x = cx + (col - (in_row - 1) / 2) * step
        yy = y + row * 11
        draw.ellipse((x - 4, yy - 4, x + 4, yy + 4), fill=style.POWER)


def _tracks(g: GameState, f: Faction, locale: str) -> Row:
    """Shipping and digging (the Fakirs' and Dwarves' reach with Merchants of the Seas) as tracks,
    the faction's marker on its level; a tunnel or carpet without one as words."""
    spec = f.spec
    tracks: list[tuple[str, tuple[str, ...], int]] = []
    if MERCHANTS in g.options and f.name in MERCHANT_FACTIONS:
        tracks.append((say(locale, "tm-image-track", track="reach"), ("1", "2", "3", "4"), f.reach - 1))
    elif spec.shipping is not None and (spec.shipping.max or f.ship):
        top = max(spec.shipping.max, f.ship)
        tracks.append((say(locale, "tm-image-track", track="ship"), tuple(str(n) for n in range(top + 1)), f.ship))
    if spec.digging is not None and spec.digging.max:
        levels = tuple(str(n) for n in range(spec.digging.max + 1))
        tracks.append((say(locale, "tm-image-track", track="dig"), levels, f.dig))
    words = ""
    if spec.teleport and not (MERCHANTS in g.options and f.name in MERCHANT_FACTIONS):
        words = say(locale, "tm-image-teleport", kind=spec.teleport.kind, n=f.teleport_range())
    return Row(26, _paint_tracks, (tuple(tracks), words, faction_colour(f)))


def _paint_tracks(
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    w: int,
    tracks: tuple[tuple[str, tuple[str, ...], int], ...],
    words: str,
    colour: RGB,
) -> None:
    cy = y + 12
    for label, levels, at in tracks:
        draw_text(draw, (x, cy), label, SIZE, style.MUTED, anchor="lm", bold=True)
        x += text_width(label, SIZE, True) + 6
        for k, level in enumerate(levels):
            here = k == at
            box = (x, cy - 10, x + 20, cy + 10)
            draw.rectangle(box, fill=colour if here else style.PANEL, outline=style.HEX_EDGE, width=1)
            ink = contrast(colour) if here else style.MUTED
            draw_text(draw, (x + 10, cy), level, style.SMALL, ink, anchor="mm", bold=here)
            x += 20
        x += 14
    if words:
        draw_text(draw, (x, cy), words, SIZE, style.MUTED, anchor="lm", bold=True)


def _tiles(f: Faction, width: int, locale: str) -> list[Row]:
    """The faction's bonus card, favor tiles and town tiles, each kind on its own labelled line."""
    rows: list[Row] = []
    if f.bonus:
        card = [Chip(f.bonus, style.INK, style.FADED, bold=True), *effects.bonus(f.bonus, locale)]
        rows += text_rows(say(locale, "tm-image-own-bonus"), card, width)
    if f.favors:
        chips: list[Chip] = []
        for name in f.favors:
            chips += [Chip(name, style.INK, style.FADED, bold=True), *effects.favor(name, locale)]
        rows += text_rows(say(locale, "tm-image-own-favors"), chips, width)
    if f.towns:
        chips = []
        for name in f.towns:
            chips += [Chip(name, style.INK, style.FADED, bold=True), *effects.town(name, locale)]
        rows += text_rows(say(locale, "tm-image-own-towns"), chips, width)
    return rows


def _special_actions(g: GameState, f: Faction, locale: str) -> list[Chip]:
    """The faction's own actions and those of its bonus card and favor tiles; taken ones faded."""
    card = [f.bonus] if f.bonus in ACTION_CARDS else []
    chips = []
    for name in [*f.special, *card, *(x for x in f.favors if x == "FAV6")]:
        taken = f"{name}/{f.name}" in g.used_actions
        words = say(locale, "tm-image-special", action=name)
        text = f"{name} {words}".rstrip() + (say(locale, "tm-image-action-taken") if taken else "")
        chips.append(Chip(text, style.MUTED if taken else style.INK, gap=12))
    return chips


def _merchants(f: Faction, locale: str) -> list[Chip]:
    piece = "merchant" if f.name in MERCHANT_FACTIONS else "boat"
    chips = [
        effects.word(say(locale, "tm-image-boats", piece=piece, n=len(f.boats) + len(f.trading), total=3)),
        effects.word(say(locale, "tm-image-markers", n=f.markers, placed=TRADE_MARKERS - f.markers)),
    ]
    if f.harbour:
        chips.append(effects.word(say(locale, "tm-image-harbour", piece=piece, hex=f.harbour)))
    return chips


def _owes(g: GameState, f: Faction, locale: str) -> list[str]:
    out = []
    for o in g.leech_offers:
        if o.recipient == f.name:
            out.append(say(locale, "tm-image-owes-offer", power=o.amount, **{"from": style.ABBREVIATION[o.source]}))
    if f.owes("CULT"):
        out.append(say(locale, "tm-image-owes-cult", steps=f.owes("CULT")))
    if f.owes("GAIN_FAVOR"):
        out.append(say(locale, "tm-image-owes-favor"))
    if f.owes("GAIN_TW"):
        out.append(say(locale, "tm-image-owes-town"))
    if f.owes("SPADE"):
        out.append(say(locale, "tm-image-owes-spades", spades=f.owes("SPADE")))
    if f.owes("BOAT") or f.owes("SY_BOAT") or f.owes("MAY_BOAT"):
        out.append(say(locale, "tm-image-owes-boat", piece="merchant" if f.name in MERCHANT_FACTIONS else "boat"))
    if f.trading:
        out.append(say(locale, "tm-image-owes-trade", hexes=" ".join(f.trading)))
    if f.owes("NF1"):
        out.append(say(locale, "tm-image-owes-nf1"))
    if f.owes("PICK_COLOR"):
        out.append(say(locale, "tm-image-owes-color"))
    if f.owes("UNLOCK_TERRAIN"):
        out.append(say(locale, "tm-image-owes-unlock", n=f.owes("UNLOCK_TERRAIN")))
    if f.owes("LOSE_CULT"):
        out.append(say(locale, "tm-image-owes-lose-cult", steps=f.owes("LOSE_CULT")))
    if f.owes("GAIN_P3_FOR_VP"):
        out.append(say(locale, "tm-image-owes-token"))
    if f.owes("CONVERT_W_TO_P") and f.name == g.active:
        out.append(say(locale, "tm-image-owes-exchange"))
    return out


def _status(g: GameState, f: Faction, deciding: bool, locale: str) -> list[str]:
    """What the faction is to do now, in a few parts ('to move:', 'favor tile,', ...)."""
    head = say(locale, "tm-image-to-move") if g.active == f.name else ""
    if g.round == 0 and g.setup_order and g.setup_order[0][0] == f.name:
        head = say(locale, "tm-image-setup-step", step=setup_step(g, f.name, g.setup_order[0][1]))
    owes = _owes(g, f, locale) if deciding else []
    if not owes:
        return [head] if head else []
    parts = [p + "," for p in owes[:-1]] + owes[-1:]
    return [head + ":", *parts] if head else parts


def _status_bar(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, line: tuple[Chip, ...]) -> None:
    box(draw, (x - 4, y + 1, x + w + 4, y + 28), style.TURN)
    draw_chips(draw, (x + 4, y + 15), line, SIZE)


def plan(g: GameState, width: int, locale: str) -> tuple[list[list[Row]], int, int]:
    """Every faction's rows, the width of a panel and the height of the tallest."""
    fs = [g.factions[n] for n in g.order]
    if not fs:
        return [], 0, 0
    panel_w = int(width / max(len(fs), 4))
    now = deciding(g)
    inner = panel_w - 8 - 2 * PAD
    panels = [panel_rows(g, f, inner, f.name in now, locale) for f in fs]
    height = max(panel_height(rows) for rows in panels)
    return panels, panel_w, height


def draw_factions(draw: ImageDraw.ImageDraw, g: GameState, box: Box, panels: list[list[Row]], panel_w: int) -> None:
    x0, y0, _, y1 = box
    for k, (name, rows) in enumerate(zip(g.order, panels, strict=True)):
        cell = (int(x0 + k * panel_w + 4), y0, int(x0 + (k + 1) * panel_w - 4), y1)
        draw_panel(draw, cell, rows, g.active == name)


def deciding(g: GameState) -> set[str]:
    """The factions that must decide something now."""
    return {name for s in to_decide(g) if (name := g.seats[s])}


def panel_height(rows: list[Row]) -> int:
    """The height of a panel (its box) with these rows."""
    return sum(r.height for r in rows) + 2 * PAD - 4


def draw_panel(draw: ImageDraw.ImageDraw, cell: Box, rows: list[Row], active: bool) -> None:
    """A faction's panel in `cell`, its rows made by panel_rows for the cell's width less 8 + 2 PAD."""
    panel(draw, cell, edge=style.TURN if active else style.PANEL_EDGE, width=5 if active else 2)
    x, y = cell[0] + PAD, cell[1] + PAD
    width = cell[2] - cell[0] - 2 * PAD
    for row in rows:
        if row.recurs:  # kept by what it shows
            area = (x - 8, y - row.above, x + width + 9, y + row.height)
            remembered_row(draw, area, row.paint, x, y, width, *row.args)
        else:
            row.paint(draw, x, y, width, *row.args)
        y += row.height
