"""The image posted after a move: what the move changed, made to be read in a phone's chat.

Discord shows a posted image about 400 pixels wide on a phone, where the whole board's 1600
pixels make its words 3 pixels tall. This image is 800 wide, its smallest words 14 pixels (7 at
a phone's 400), and holds, from top to bottom:

- the title (season, who is to act);
- a cell per player: who passed, who is to act, tiles won and waiting, VP at the end;
- in the main phase the season's auction at a glance: the tile the move bid on or used, large,
  with what it does, and beside it every tile on offer and every turn-order tile with its bids
  (the changed ones marked); with the boats, the boats; at the end, the final scores;
- the village the move changed (a use or a placement), else the one of the player who moved,
  with its tiles' words and the tiles waiting to be placed.

The whole board stays one tap away (/board, the button under the post).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from ..canvas import blank, draw_text, palette_draw
from . import style
from .panels import (
    BID_ROW,
    bids,
    changed_tiles,
    draw_boats,
    draw_scores,
    draw_village,
    fit,
    panel,
    passed_seats,
    score_height,
    seat_name,
    title,
    village_head,
)
from .tiles import draw_tile, extent, seat_badge, short_name
from .words import say

View = Mapping[str, Any]
WIDTH = 800  # half the board's: 14-pixel words are 7 pixels tall at a phone's 400
INNER = WIDTH - 2 * style.MARGIN
GAP = 12
PLAYERS_HEIGHT = 62
FOCUS_RADIUS = 70  # the tile the move bid on or used, as on the whole board's offer
GLANCE_ROW = 28
BOATS_HEIGHT = 156
VILLAGE_TALLEST = 480
VILLAGE_RADIUS = 64


def mover(view: View, before: View | None, seat: int | None) -> int | None:
    """`seat`, or the first seat `before` waited for."""
    if seat is None and before is not None and before["to_decide"]:
        return int(before["to_decide"][0])
    return seat


def shown_village(view: View, changed: set[str], seat: int | None) -> int | None:
    """The village a tile of which the move changed, else the mover's."""
    for key in sorted(changed):
        owner, _, _ = key.partition(":")
        if owner.isdigit():
            return int(owner)
    return seat


def render_image(view: View, before: View | None, seat: int | None, locale: str, names: Sequence[str]) -> Image.Image:
    changed = changed_tiles(before, view)
    acting = mover(view, before, seat)
    village = shown_village(view, changed, acting)
    phase = view["phase"]
    focus = _focus_tiles(view, changed) if phase == "main" else []
    glance = [*view["offer"], *view["orders"]] if phase == "main" else []
    parts: list[tuple[str, int]] = [("players", PLAYERS_HEIGHT)]
    if phase == "finished":
        parts.append(("scores", score_height(view)))
    elif glance:
        parts.append(("auction", _auction_height(glance, bool(focus))))
    elif phase in ("boats", "swap"):
        parts.append(("boats", BOATS_HEIGHT))
    if village is not None and phase != "finished":
        parts.append(("village", _village_height(view, village, locale)))
    total = style.TITLE_HEIGHT + sum(h + GAP for _, h in parts) - GAP + style.MARGIN
    image = blank((WIDTH, total), style.BACKGROUND, style.PALETTE)
    draw = palette_draw(image, style.PALETTE)
    heading = fit(title(view, locale, names), style.TITLE, INNER, True)
    draw_text(draw, (style.MARGIN, style.TITLE_HEIGHT / 2 + 4), heading, style.TITLE, style.INK, "lm", True)
    y = style.TITLE_HEIGHT
    left, right = style.MARGIN, WIDTH - style.MARGIN
    for part, h in parts:
        box = (left, y, right, y + h)
        if part == "players":
            draw_players(draw, box, view, names, locale)
        elif part == "scores":
            draw_scores(draw, box, view, names, locale)
        elif part == "auction":
            draw_auction(draw, box, view, focus, glance, changed, locale)
        elif part == "boats":
            draw_boats(draw, box, view, names, locale)
        elif village is not None:
            draw_village(draw, box, view, village, changed, names, locale, smallest=style.SMALL)
        y += h + GAP
    return image


def _village_height(view: View, seat: int, locale: str) -> int:
    """As tall as the village's tiles need at a radius whose words read (VILLAGE_RADIUS), no taller
    than VILLAGE_TALLEST."""
    positions = [tuple(int(v) for v in key.split(",")) for key in view["players"][seat]["village"]]
    _, top, _, bottom = extent(positions)  # type: ignore[arg-type]
    head = village_head(view, seat, INNER, locale) + 16
    return int(min(VILLAGE_TALLEST, head + (bottom - top) * VILLAGE_RADIUS + 12))


def _focus_tiles(view: View, changed: set[str]) -> list[Mapping[str, Any]]:
    return [t for t in [*view["offer"], *view["orders"]] if t["name"] in changed][:1]


def _auction_height(glance: Sequence[Any], focus: bool) -> int:
    columns = 1 if focus else 2
    rows = -(-len(glance) // columns)
    listed = 44 + rows * GLANCE_ROW
    return max(listed, int(2 * 0.87 * FOCUS_RADIUS) + 40 + 2 * BID_ROW) if focus else listed


def draw_players(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], view: View, names: Sequence[str], locale: str
) -> None:
    """A cell a player: badge and name, then passed / to act, tiles waiting, VP at the end."""
    x0, y0, x1, y1 = box
    players = view["players"]
    w = (x1 - x0) / max(len(players), 4)
    passed = passed_seats(view)
    for seat, p in enumerate(players):
        cell = (int(x0 + seat * w), y0, int(x0 + (seat + 1) * w - 6), y1)
        deciding = seat in view["to_decide"] and view["phase"] != "finished"
        panel(draw, cell, edge=style.TURN if deciding else style.PANEL_EDGE, width=4 if deciding else 2)
        seat_badge(draw, cell[0] + 18, cell[1] + 18, seat, r=10)
        name = fit(seat_name(names, seat, locale), style.NORMAL, cell[2] - cell[0] - 40, True)
        draw_text(draw, (cell[0] + 34, cell[1] + 18), name, style.NORMAL, style.INK, "lm", True)
        if view["phase"] == "finished":
            note = say(locale, "kf-image-vp", vp=p["vp"])
        elif deciding:
            note = say(locale, "kf-image-to-act")
        elif seat in passed:
            note = say(locale, "kf-image-passed")
        else:
            note = ""
        if p["won"]:
            note = ", ".join(n for n in (note, say(locale, "kf-image-waiting", n=len(p["won"]))) if n)
        ink = style.TURN if deciding else style.MUTED
        draw_text(
            draw,
            (cell[0] + 10, cell[1] + 44),
            fit(note, style.SMALL, cell[2] - cell[0] - 16),
            style.SMALL,
            ink,
            "lm",
            bool(deciding),
        )


def draw_auction(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    view: View,
    focus: Sequence[Mapping[str, Any]],
    glance: Sequence[Mapping[str, Any]],
    changed: set[str],
    locale: str,
) -> None:
    """The tile the move bid on or used, large, and every tile of the auction with its bids."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    label = say(locale, "kf-image-auction", season=say(locale, "kf-image-season", season=view["season_name"]))
    draw_text(draw, (x0 + 12, y0 + 8), label, style.LARGE, style.INK, bold=True)
    left = x0 + 8
    if focus:
        tile = focus[0]
        slot = 2 * FOCUS_RADIUS + 24
        cx, cy = left + slot / 2, y0 + 40 + 0.87 * FOCUS_RADIUS
        draw_tile(draw, cx, cy, FOCUS_RADIUS, tile, locale, changed=True, detail=True, smallest=style.SMALL)
        bids(draw, left + 6, cy + 0.87 * FOCUS_RADIUS + 14, slot - 8, tile.get("groups") or [])
        left += slot + 8
    columns = 1 if focus else 2
    col_w = (x1 - 8 - left) / columns
    rows = -(-len(glance) // columns)
    for i, tile in enumerate(glance):
        col, row = divmod(i, rows)
        x = left + col * col_w
        y = y0 + 44 + row * GLANCE_ROW
        _glance_row(
            draw, (int(x), int(y), int(x + col_w - 8), int(y + GLANCE_ROW - 2)), tile, tile["name"] in changed, locale
        )


def _glance_row(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], tile: Mapping[str, Any], changed: bool, locale: str
) -> None:
    """A tile's name and its bids (the highest first), and the number of its uses this season."""
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2
    if changed:
        draw.rectangle((x0 - 4, y0, x1, y1), fill=style.FADED)
        draw.rectangle((x0 - 4, y0, x0 - 1, y1), fill=style.HIGHLIGHT)
    name_w = min(190, (x1 - x0) // 2)
    draw_text(
        draw, (x0 + 4, cy), fit(short_name(tile), style.NORMAL, name_w - 8, True), style.NORMAL, style.INK, "lm", True
    )
    groups = tile.get("groups") or []
    room = x1 - x0 - name_w
    bids(draw, x0 + name_w, cy - 12, room, groups)
    uses = sum(int(g[2]) for g in groups if g[3] == "use")
    if uses:
        draw_text(draw, (x1 - 4, cy), say(locale, "kf-image-uses", n=uses), style.SMALL, style.MUTED, "rm", True)
