"""Keyflower board images: the public view of a game to a PNG.

    render(view, before=None, locale="en", names=()) -> PNG bytes         the whole board (/board)
    render_move(view, before, seat, locale, names) -> PNG bytes           what a move changed, for a phone

Drawn from a view (rules.keyflower.engine.public_view), never from a state: an image shows what
its view shows and nothing more. The season's tiles up for auction with their bids and uses; the
turn-order tiles; the boats and their loads; the supply (with The Merchants: contracts, cabins,
extensions); each player's village as laid out; at the end, the score breakdown per player.
`before` (the view before the last move) marks the tiles the move changed; `names` are the
players' names by seat. The image posted after a move is compact.py's: it reads in a phone's
chat, where the whole board does not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from ..canvas import blank, draw_text, palette_draw, to_png
from . import compact, style
from .panels import (
    changed_tiles,
    draw_boats,
    draw_contracts,
    draw_note,
    draw_offer,
    draw_orders,
    draw_scores,
    draw_supply,
    draw_village,
    offer_height,
    score_height,
    title,
    village_height,
)
from .words import say

View = Mapping[str, Any]
SIDE_ROW = 156  # turn-order tiles and boats
SUPPLY_ROW = 138
NOTE_ROW = 56
COLUMNS = {2: 2, 3: 3, 4: 2, 5: 3, 6: 3}


def _parts(view: View) -> list[str]:
    """The panels above the villages, by phase: only what matters now."""
    phase = view["phase"]
    if phase == "finished":
        return ["scores"]
    if phase == "main":
        return ["offer", "side", "supply"]
    if phase == "winter-offer":
        return ["note", "side", "supply"]
    if phase in ("boats", "swap", "placement"):
        return ["side", "supply"]
    return ["supply"]


def _height(part: str, view: View) -> int:
    if part == "scores":
        return score_height(view)
    if part == "offer":
        return offer_height(view["offer"], style.WIDTH - 2 * style.MARGIN)
    return {"note": NOTE_ROW, "side": SIDE_ROW, "supply": SUPPLY_ROW}[part]


def render_image(
    view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = (), rgb: bool = False
) -> Image.Image:
    """The image, drawn straight onto the palette (`rgb`: in RGB, as it was drawn before, which
    mapped onto the palette gives the same pixels)."""
    players = len(view["players"])
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    columns = COLUMNS.get(players, 3)
    village_rows = (players + columns - 1) // columns
    cell_w = (right - left - style.GAP * (columns - 1)) / columns
    heights = [
        max(
            village_height(view, seat, cell_w, locale)
            for seat in range(row * columns, min(players, (row + 1) * columns))
        )
        for row in range(village_rows)
    ]
    parts = _parts(view)
    above = sum(_height(part, view) + style.GAP for part in parts)
    height = style.TITLE_HEIGHT + above + sum(h + style.GAP for h in heights) + style.MARGIN
    size = (style.WIDTH, height)
    image = Image.new("RGB", size, style.BACKGROUND) if rgb else blank(size, style.BACKGROUND, style.PALETTE)
    draw = palette_draw(image, style.PALETTE)
    heading = title(view, locale, names)
    if view.get("merchants"):
        heading += " · The Merchants" + (f" ({', '.join(view['variants'])})" if view.get("variants") else "")
    draw_text(draw, (left, style.TITLE_HEIGHT / 2 + 4), heading, style.TITLE, style.INK, anchor="lm", bold=True)
    changed = changed_tiles(before, view)
    y = style.TITLE_HEIGHT
    for part in parts:
        h = _height(part, view)
        if part == "scores":
            draw_scores(draw, (left, y, right, y + h), view, names, locale)
        elif part == "offer":
            draw_offer(draw, (left, y, right, y + h), view, changed, locale)
        elif part == "note":
            draw_note(draw, (left, y, right, y + h), say(locale, "kf-image-no-offer"))
        elif part == "side" and view["orders"]:
            orders_w = 470
            draw_orders(draw, (left, y, left + orders_w, y + h), view, changed, locale)
            draw_boats(draw, (left + orders_w + style.GAP, y, right, y + h), view, names, locale)
        elif part == "side":
            draw_boats(draw, (left, y, right, y + h), view, names, locale)
        elif view.get("merchants"):
            split = left + 700
            draw_supply(draw, (left, y, split, y + h), view, locale)
            draw_contracts(draw, (split + style.GAP, y, right, y + h), view, locale)
        else:
            draw_supply(draw, (left, y, right, y + h), view, locale)
        y += h + style.GAP
    for seat in range(players):
        row, col = divmod(seat, columns)
        x0 = int(left + col * (cell_w + style.GAP))
        y0 = y + sum(h + style.GAP for h in heights[:row])
        draw_village(draw, (x0, y0, int(x0 + cell_w), y0 + heights[row]), view, seat, changed, names, locale)
    return image


def render(view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = ()) -> bytes:
    """The PNG of a public view, its words in English or Brazilian Portuguese ('pt-BR')."""
    return to_png(render_image(view, before, locale, names), style.PALETTE)


def render_move(
    view: View, before: View | None, seat: int | None = None, locale: str = "en", names: Sequence[str] = ()
) -> bytes:
    """The PNG posted after a move, made to be read in a phone's chat (compact.py): `seat` is the
    seat that moved (by default the first `before` waited for)."""
    return to_png(compact.render_image(view, before, seat, locale, names), style.PALETTE)
