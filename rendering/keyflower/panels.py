"""The parts of a Keyflower image, each drawn from the public view into its box: the tiles up for
auction with their bids and uses, the turn-order tiles, the boats, the supply (with The Merchants:
contracts, extensions, cabins), each player's village, and at the end the score breakdown."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from rules.keyflower.data.components import BOATS, CONTRACTS, EXTENSIONS
from rules.keyflower.data.items import RESOURCES, SKILLS, WORKER_COLOURS

from ..canvas import RGB, draw_text, text_size
from . import style
from .tiles import centre, chip, draw_tile, extent, keyple, seat_badge, skill, square, wrap
from .words import cost_text, effect_text, item, items_text, say, season_name

Box = tuple[int, int, int, int]
View = Mapping[str, Any]
VILLAGE_RADIUS = 84.0  # the largest tiles in a village (a village of few tiles)
VILLAGE_HEIGHT = 440
MAX_VILLAGE_HEIGHT = 900
READABLE_RADIUS = 56  # the least radius at which a tile's words read whole


def panel(
    draw: ImageDraw.ImageDraw, box: Box, fill: RGB = style.PANEL, edge: RGB = style.PANEL_EDGE, width: int = 2
) -> None:
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=edge, width=width)


def heading(draw: ImageDraw.ImageDraw, x: float, y: float, text: str) -> None:
    draw_text(draw, (x, y), text, style.LARGE, style.INK, bold=True)


def seat_name(names: Sequence[str], seat: int, locale: str) -> str:
    return names[seat] if seat < len(names) and names[seat] else say(locale, "kf-image-seat", seat=seat + 1)


def fit(text: str, size: int, width: float, bold: bool = False) -> str:
    """`text` cut short with an ellipsis to fit `width`."""
    if text_size(text, size, bold)[0] <= width:
        return text
    while text and text_size(text + "…", size, bold)[0] > width:
        text = text[:-1]
    return text + "…"


# The title


def title(view: View, locale: str, names: Sequence[str]) -> str:
    phase = view["phase"]
    season = season_name(locale, view["season_name"])
    who = [seat_name(names, s, locale) for s in view["to_decide"]]
    players = len(view["players"])
    if phase == "finished":
        return say(locale, "kf-image-title-over")
    if phase == "main":
        if view.get("pending"):
            return say(locale, "kf-image-title-contract", season=season, seat=who[0] if who else "")
        first = view["to_decide"][0] if view["to_decide"] else None
        named = "yes" if first is not None and first < len(names) and names[first] else "no"  # a name, or "Seat 2"
        return say(locale, "kf-image-title-main", season=season, seat=who[0] if who else "", named=named)
    if phase == "winter-offer":
        return say(locale, "kf-image-title-winter-offer", chosen=players - len(who), total=players)
    if phase in ("boats", "swap"):
        return say(locale, f"kf-image-title-{phase}", season=season, seat=who[0] if who else "")
    if phase == "placement":
        return say(locale, "kf-image-title-placement", season=season)
    if phase == "final":
        return say(locale, "kf-image-title-final")
    return say(locale, "kf-image-title-allocation", done=players - len(who), total=players)


def draw_note(draw: ImageDraw.ImageDraw, box: Box, text: str) -> None:
    panel(draw, box)
    draw_text(draw, (box[0] + 14, (box[1] + box[3]) / 2), text, style.NORMAL, style.INK, anchor="lm")


# The tiles up for auction


def bids(draw: ImageDraw.ImageDraw, x: float, y: float, width: float, groups: Sequence[Sequence[Any]]) -> None:
    """The bids around a tile, the highest first: its workers (lying: an oval) and the bidder's seat."""
    found = sorted((g for g in groups if g[3] == "bid"), key=lambda g: -g[2])
    per_row = max(1, int(width // BID_W))
    for i, (seat, colour, count, _kind, lying, *_) in enumerate(found):
        row, col = divmod(i, per_row)
        cx = x + 14 + col * BID_W
        cy = y + 12 + row * BID_ROW
        chip(draw, cx, cy, style.WORKER[colour], count, 11, lying)
        seat_badge(draw, cx + 26, cy, seat)


PER_OFFER_ROW = 10
OFFER_HEAD = 36
BID_ROW = 26
BID_W = 52


def _bid_rows(tile: Mapping[str, Any], width: float) -> int:
    found = sum(1 for g in tile.get("groups") or [] if g[3] == "bid")
    return -(-found // max(1, int(width // BID_W)))


def offer_geometry(tiles: Sequence[Mapping[str, Any]], width: float) -> tuple[int, float, float, float]:
    """Tiles a row, a tile's slot width, its radius, a row's height (as tall as its bids need)."""
    per_row = max(1, min(len(tiles), PER_OFFER_ROW))
    slot_w = width / max(per_row, 8)
    radius = min(76.0, slot_w / 2 - 4)
    bids = max([1, *(_bid_rows(t, slot_w - 8) for t in tiles)])
    return per_row, slot_w, radius, 2 * 0.87 * radius + 14 + bids * BID_ROW


def offer_height(tiles: Sequence[Mapping[str, Any]], width: float) -> int:
    per_row, _, _, row_h = offer_geometry(tiles, width - 16)
    return int(OFFER_HEAD + 8 + row_h * max(1, -(-len(tiles) // per_row)))


def draw_offer(draw: ImageDraw.ImageDraw, box: Box, view: View, changed: set[str], locale: str) -> None:
    """This season's tiles up for auction, each with what it does, its uses and its bids."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    tiles = view["offer"]
    label = say(locale, "kf-image-offer", season=season_name(locale, view["season_name"]), n=len(tiles))
    heading(draw, x0 + 12, y0 + 8, label)
    decks = ", ".join(
        f"{season_name(locale, s)} {n}" for s, n in view["decks"].items() if n and s != view["season_name"]
    )
    if decks:
        right = say(locale, "kf-image-decks", decks=decks)
        draw_text(draw, (x1 - 12, y0 + 12), right, style.SMALL, style.MUTED, anchor="ra")
    per_row, slot_w, radius, row_h = offer_geometry(tiles, x1 - x0 - 16)
    for i, tile in enumerate(tiles):
        row, col = divmod(i, per_row)
        sx = x0 + 8 + col * slot_w
        sy = y0 + OFFER_HEAD + row * row_h
        cx, cy = sx + slot_w / 2, sy + radius * 0.87 + 2
        draw_tile(draw, cx, cy, radius, tile, locale, changed=tile["name"] in changed, detail=True)
        bids(draw, sx + 6, cy + radius * 0.87 + 16, slot_w - 8, tile.get("groups") or [])


def draw_orders(draw: ImageDraw.ImageDraw, box: Box, view: View, changed: set[str], locale: str) -> None:
    """The turn-order tiles with their bids; the one with the start player's symbol is marked."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    heading(draw, x0 + 12, y0 + 8, say(locale, "kf-image-orders"))
    orders = view["orders"]
    if not orders:
        draw_text(draw, (x0 + 12, y0 + 44), say(locale, "kf-image-no-orders"), style.SMALL, style.MUTED)
        return
    slot_w = (x1 - x0 - 16) / max(len(orders), 2)
    radius = min(40.0, slot_w / 2 - 8)
    for i, tile in enumerate(orders):
        sx = x0 + 8 + i * slot_w
        cx, cy = sx + slot_w / 2, y0 + 40 + radius
        draw_tile(draw, cx, cy, radius, {**tile, "groups": []}, locale, changed=tile["name"] in changed)
        if i == len(orders) - 1:  # the last one in play carries the start player's symbol
            keyple(draw, cx + radius * 0.55, cy + radius * 0.35)
        bids(draw, sx + 4, cy + radius + 8, slot_w - 6, tile.get("groups") or [])


def draw_boats(draw: ImageDraw.ImageDraw, box: Box, view: View, names: Sequence[str], locale: str) -> None:
    """The boats and their loads; in the boat phase, who has taken which and who chooses next."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    heading(draw, x0 + 12, y0 + 8, say(locale, "kf-image-boats"))
    queue = view["boat_queue"] if view["phase"] in ("boats", "swap") else []
    if queue:
        order = "  ".join(str(s + 1) for s in queue)
        draw_text(
            draw,
            (x1 - 12, y0 + 12),
            say(locale, "kf-image-boat-queue", seats=order),
            style.SMALL,
            style.MUTED,
            anchor="ra",
        )
    boats = view["boats"]
    w = (x1 - x0 - 16) / max(len(boats), 1)
    for i, boat in enumerate(boats):
        bx = x0 + 8 + i * w
        cell = (int(bx + 3), y0 + 38, int(bx + w - 3), y1 - 8)
        taken = boat.get("taken_by") if view["phase"] in ("boats", "swap") else None
        panel(draw, cell, fill=style.SEASON["boat"] if taken is None else style.FADED, edge=style.HEX_EDGE, width=1)
        draw_text(
            draw,
            (cell[0] + 8, cell[1] + 6),
            fit(boat["name"], style.NORMAL, w - 40, True),
            style.NORMAL,
            style.INK,
            bold=True,
        )
        if taken is not None:
            seat_badge(draw, cell[2] - 14, cell[1] + 15, taken)
        y = cell[1] + 34
        x = cell[0] + 16
        if view["season_name"] == "winter":  # boats bring nothing: their tiles join the villages
            for line in wrap(boat_winter_text(locale, boat["name"]), style.SMALL, w - 24)[:4]:
                draw_text(draw, (cell[0] + 8, y - 8), line, style.SMALL, style.INK)
                y += 18
            continue
        for colour in WORKER_COLOURS:
            n = boat["workers"].get(colour, 0)
            if n:
                chip(draw, x, y, style.WORKER[colour], n, 11)
                x += 27
        y += 26
        x = cell[0] + 16
        for name in SKILLS:
            n = boat["skills"].get(name, 0)
            if n:
                skill(draw, x, y, name, str(n))
                x += 26
        extras: list[tuple[RGB, str]] = []
        if boat.get("gold"):
            extras.append((style.RESOURCE["gold"], str(boat["gold"])))
        if boat.get("cabins"):
            extras.append((style.CABIN, str(boat["cabins"])))
        for fill, count in extras:
            square(draw, x, y, fill, count)
            x += 24
        if boat.get("contracts"):  # face down: only their number shows
            square(draw, x, y, style.CONTRACT, str(boat["contracts"]))


def boat_winter_text(locale: str, name: str) -> str:
    """What a boat tile does once in a village: how it scores, or what it gives before the scoring."""
    boat = BOATS[name]
    parts = []
    if boat.winter is not None:
        parts.append(effect_text(locale, boat.winter))
    if boat.before_scoring:
        parts.append(say(locale, "kf-image-before-scoring", what=boat.before_scoring))
    if boat.contract_vp:
        parts.append(say(locale, "kf-image-contract-vp", vp=boat.contract_vp))
    if name == "Sea Bastion II":
        parts.append(say(locale, "kf-image-swapped"))
    return "; ".join(parts)


# The supply and The Merchants' items


def legend(draw: ImageDraw.ImageDraw, x: float, y: float, locale: str, merchants: bool) -> float:
    """What the little pieces stand for: resources (squares), skills (diamonds), cabins,
    contracts face down."""
    entries: list[tuple[str, RGB, str]] = [(r, style.RESOURCE[r], item(locale, r, 0)) for r in RESOURCES]
    entries += [(s, style.SKILL[s], item(locale, s, 0)) for s in SKILLS]
    if merchants:
        entries.append(("cabin", style.CABIN, say(locale, "kf-image-key-cabins")))
        entries.append(("contract", style.CONTRACT, say(locale, "kf-image-key-contracts")))
    for name, colour, word in entries:
        if name in SKILLS:
            skill(draw, x + 9, y + 9, name, "", half=8)
        else:
            square(draw, x + 9, y + 9, colour, "")
        draw_text(draw, (x + 22, y + 9), word, style.SMALL, style.INK, anchor="lm")
        x += 32 + text_size(word, style.SMALL)[0]
    return x


def draw_supply(draw: ImageDraw.ImageDraw, box: Box, view: View, locale: str) -> None:
    """The bag, the green workers, the skill pile and the resources left; a key to the squares."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    heading(draw, x0 + 12, y0 + 8, say(locale, "kf-image-supply"))
    y = y0 + 44
    x = x0 + 16
    parts = [
        say(locale, "kf-image-bag", n=view["bag"]),
        say(locale, "kf-image-green", n=view["green"]),
        say(locale, "kf-image-skill-pile", n=view["skill_pool"]),
    ]
    if view.get("merchants"):
        parts.append(say(locale, "kf-image-cabins-left", n=view["cabins"]))
    draw_text(draw, (x, y), "   ".join(parts), style.NORMAL, style.INK)
    y += 28
    for r in RESOURCES:
        n = view["supply"].get(r, 0)
        square(draw, x + 9, y + 9, style.RESOURCE[r], "")
        draw_text(draw, (x + 22, y + 9), f"{item(locale, r, 0)} {n}", style.NORMAL, style.INK, anchor="lm")
        x += 40 + text_size(f"{item(locale, r, 0)} {n}", style.NORMAL)[0]
    legend(draw, x0 + 16, y1 - 28, locale, bool(view.get("merchants")))


def contract_text(locale: str, contract: int) -> str:
    return items_text(locale, CONTRACTS[contract], " + ")


def draw_contracts(draw: ImageDraw.ImageDraw, box: Box, view: View, locale: str) -> None:
    """The Merchants: the three face-up contracts, the pile and the discards, the extensions left."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    heading(draw, x0 + 12, y0 + 8, say(locale, "kf-image-contracts"))
    pile = say(locale, "kf-image-contract-pile", pile=view["contract_deck"], discards=len(view["discarded"]))
    draw_text(draw, (x1 - 12, y0 + 12), pile, style.SMALL, style.MUTED, anchor="ra")
    y = y0 + 40
    for contract in view["face_up"]:
        draw_text(draw, (x0 + 14, y), f"#{contract}", style.NORMAL, style.INK, bold=True)
        text = fit(contract_text(locale, contract), style.NORMAL, x1 - x0 - 80)
        draw_text(draw, (x0 + 62, y), text, style.NORMAL, style.INK)
        y += 22
    extensions = view.get("extensions") or []
    draw_text(
        draw,
        (x0 + 14, y + 6),
        say(locale, "kf-image-extensions", n=len(extensions)),
        style.NORMAL,
        style.INK,
        bold=True,
    )
    ex = x0 + 14 + text_size(say(locale, "kf-image-extensions", n=len(extensions)), style.NORMAL, True)[0] + 16
    for e in extensions:
        if ex > x1 - 24:
            break
        square(draw, ex, y + 15, style.WORKER[EXTENSIONS[e].colour], str(e), half=10)
        ex += 24


def extension_key(locale: str, extensions: Sequence[int]) -> str:
    return "; ".join(f"{e}: {cost_text(locale, EXTENSIONS[e].cost)}" for e in extensions)


# Villages


def passed_seats(view: View) -> set[int]:
    """Who has passed since the last action (they may still act again)."""
    if view["phase"] != "main":
        return set()
    n = len(view["players"])
    return {(view["current"] - k) % n for k in range(1, view["passes"] + 1)}


def draw_village(
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: View,
    seat: int,
    changed: set[str],
    names: Sequence[str],
    locale: str,
    smallest: int = 0,
) -> None:
    """A player's village as laid out, and above it what everyone may know of the player (the
    tiles' words in type no smaller than `smallest`, by default the tiles' SMALLEST)."""
    x0, y0, x1, y1 = box
    p = view["players"][seat]
    deciding = seat in view["to_decide"] and view["phase"] != "finished"
    panel(draw, box, edge=style.TURN if deciding else style.PANEL_EDGE, width=4 if deciding else 2)
    seat_badge(draw, x0 + 20, y0 + 20, seat, r=11)
    name = fit(seat_name(names, seat, locale), style.LARGE, x1 - x0 - 170, True)
    draw_text(draw, (x0 + 38, y0 + 20), name, style.LARGE, style.INK, anchor="lm", bold=True)
    right = x1 - 12
    if view["phase"] == "finished":
        vp = say(locale, "kf-image-vp", vp=p["vp"])
        draw_text(draw, (right, y0 + 20), vp, style.LARGE, style.INK, anchor="rm", bold=True)
        right -= text_size(vp, style.LARGE, True)[0] + 10
    if view["start_player"] == seat:
        keyple(draw, right - 10, y0 + 20, 10)
        right -= 28
    y = y0 + 40
    for line in note_lines(view, seat, x1 - x0 - 24, locale):
        draw_text(draw, (x0 + 12, y), line, style.SMALL, style.MUTED)
        y += NOTE_LINE
    _front(draw, x0 + 12, y + 2, x1, p, locale)
    if p.get("shown_workers") or p.get("shown_skills"):
        y += FRONT_ROW
    if p["won"]:
        _waiting(draw, x0 + 12, y + 4, x1 - 12, p["won"], locale, smallest)
        y += WAITING_ROW
    if deciding:
        draw_text(
            draw, (x1 - 12, y1 - 8), say(locale, "kf-image-to-act"), style.SMALL, style.TURN, anchor="rd", bold=True
        )
    _village_map(draw, (x0 + 6, int(y + 4), x1 - 6, y1 - 6), view, seat, changed, locale, smallest)


NOTE_LINE = 18
FRONT_ROW = 26
WAITING_RADIUS = 44
WAITING_ROW = int(2 * 0.87 * WAITING_RADIUS) + 12


def note_lines(view: View, seat: int, width: float, locale: str) -> list[str]:
    """The notes on a player (_notes), wrapped to `width`."""
    lines: list[str] = []
    for note in _notes(view, view["players"][seat], seat, locale):
        lines += wrap(note, style.SMALL, width)
    return [fit(line, style.SMALL, width) for line in lines]


def village_head(view: View, seat: int, width: float, locale: str) -> int:
    """How tall the part of a village's panel above its tiles is, at this panel width."""
    p = view["players"][seat]
    height = 44 + NOTE_LINE * len(note_lines(view, seat, width - 24, locale))
    if p.get("shown_workers") or p.get("shown_skills"):
        height += FRONT_ROW
    if p["won"]:
        height += WAITING_ROW
    return height


def _waiting(
    draw: ImageDraw.ImageDraw, x: float, y: float, right: float, won: Sequence[Any], locale: str, smallest: int
) -> None:
    """The tiles won and still to place, as they look (their roads and rivers to match)."""
    r = WAITING_RADIUS
    cx = x + r
    for tile in won:
        if cx + r > right:
            break
        draw_tile(draw, cx, y + 0.87 * r, r, {**tile, "groups": [], "resources": {}}, locale, smallest=smallest)
        cx += 2 * r + 8


def _notes(view: View, p: Mapping[str, Any], seat: int, locale: str) -> list[str]:
    """What is public about a player besides the village: passed, tiles won and still to place,
    winter tiles in hand and offered, Variant B's face-down items, the boat chosen in winter."""
    out = []
    if seat in passed_seats(view):
        out.append(say(locale, "kf-image-passed"))
    if p["won"]:
        out.append(say(locale, "kf-image-to-place", tiles=", ".join(t["name"] for t in p["won"])))
    hand = p.get("winter_hand")
    in_hand = len(hand) if isinstance(hand, list) else int(hand or 0)
    if in_hand and view["phase"] != "finished":
        out.append(
            say(locale, "kf-image-winter-hand", n=in_hand, chosen=str(p.get("winter_offer") is not None).lower())
        )
    if p.get("winter_offered"):
        out.append(say(locale, "kf-image-winter-offered", n=p["winter_offered"]))
    down = [p.get("face_down_skills", 0), p.get("face_down_contracts", 0)]
    if any(down):
        out.append(say(locale, "kf-image-face-down", skills=down[0], contracts=down[1]))
    if p.get("shown_contracts"):
        out.append(say(locale, "kf-image-shown-contracts", contracts=", ".join(f"#{c}" for c in p["shown_contracts"])))
    if view["phase"] == "allocation" and p.get("allocated"):
        out.append(say(locale, "kf-image-allocated"))
    if view["phase"] == "finished" and isinstance(p.get("workers"), dict):  # the screens are lifted
        left = {**p["workers"], **p.get("skills", {})}
        if left:
            out.append(say(locale, "kf-image-behind-screen", items=items_text(locale, left, ", ")))
    return out


def _front(draw: ImageDraw.ImageDraw, x: float, y: float, right: float, p: Mapping[str, Any], locale: str) -> None:
    """Variant B: the workers and skills in front of the screen."""
    workers = p.get("shown_workers") or {}
    skills = p.get("shown_skills") or {}
    if not workers and not skills:
        return
    label = say(locale, "kf-image-in-front")
    draw_text(draw, (x, y + 10), label, style.SMALL, style.INK, anchor="lm")
    x += text_size(label, style.SMALL)[0] + 18
    for colour in WORKER_COLOURS:
        if workers.get(colour):
            chip(draw, x, y + 10, style.WORKER[colour], workers[colour], 10)
            x += 25
    for name in SKILLS:
        if skills.get(name):
            skill(draw, x, y + 10, name, str(skills[name]))
            x += 25


def _village_map(
    draw: ImageDraw.ImageDraw, box: Box, view: View, seat: int, changed: set[str], locale: str, smallest: int
) -> None:
    x0, y0, x1, y1 = box
    village = view["players"][seat]["village"]
    positions = {key: tuple(int(v) for v in key.split(",")) for key in village}
    ex0, ey0, ex1, ey1 = extent(list(positions.values()))  # type: ignore[arg-type]
    radius = min(VILLAGE_RADIUS, (x1 - x0) / (ex1 - ex0), (y1 - y0) / (ey1 - ey0))
    origin = (
        (x0 + x1) / 2 - radius * (ex0 + ex1) / 2,
        (y0 + y1) / 2 - radius * (ey0 + ey1) / 2,
    )
    for key, (q, r) in positions.items():
        cx, cy = centre(q, r, radius, origin)
        draw_tile(draw, cx, cy, radius, village[key], locale, f"{seat}:{key}" in changed, smallest=smallest)


def changed_tiles(before: View | None, view: View) -> set[str]:
    """Tiles the last move changed: on offer by name, in villages as 'seat:q,r'."""
    if before is None:
        return set()
    out: set[str] = set()
    old = {t["name"]: t for t in [*before["offer"], *before["orders"]]}
    out |= {t["name"] for t in [*view["offer"], *view["orders"]] if old.get(t["name"]) not in (None, t)}
    for p, q in zip(view["players"], before["players"], strict=False):
        for key, tile in p["village"].items():
            if q["village"].get(key) != tile:
                out.add(f"{p['seat']}:{key}")
    return out


def village_height(view: View, seat: int, width: float, locale: str) -> int:
    """A village's panel: tall enough for tiles of a readable size, however the village grew."""
    positions = [tuple(int(v) for v in key.split(",")) for key in view["players"][seat]["village"]]
    _, top, _, bottom = extent(positions)  # type: ignore[arg-type]
    head = village_head(view, seat, width, locale) + 10
    return int(min(MAX_VILLAGE_HEIGHT + head, max(VILLAGE_HEIGHT, head + (bottom - top) * READABLE_RADIUS)))


# The end


def allocation_words(locale: str, label: str) -> str:
    """The engine's words for what a scoring use got ('3 stone', '2 × 3', 'completed', 'keyple')."""
    words = label.split()
    if len(words) == 2 and words[0].isdigit():
        return item(locale, words[1], int(words[0]))
    if label in ("completed", "incomplete", "keyple", "nothing"):
        return say(locale, f"kf-image-allocation-{label}")
    return label


def score_line(locale: str, key: str) -> str:
    if key == "fixed VP":
        return say(locale, "kf-image-score-fixed")
    if key == "gold":
        return say(locale, "kf-image-score-gold")
    if key.startswith("contract "):
        return say(locale, "kf-image-score-contract", contract=key.split()[1])
    return key


def draw_scores(draw: ImageDraw.ImageDraw, box: Box, view: View, names: Sequence[str], locale: str) -> None:
    """Each player's final score, line by line, with what the allocation gave each scoring use;
    players from first to last (tied players share a place)."""
    x0, y0, x1, y1 = box
    panel(draw, box)
    heading(draw, x0 + 12, y0 + 8, say(locale, "kf-image-scores"))
    ranking = view.get("ranking") or list(range(len(view["players"])))
    places = view.get("places") or [1] * len(view["players"])
    w = (x1 - x0 - 16) / max(len(ranking), 1)
    for i, seat in enumerate(ranking):
        p = view["players"][seat]
        cx0 = x0 + 8 + i * w
        top = y0 + 40
        seat_badge(draw, cx0 + 16, top + 12, seat, r=11)
        head = fit(f"{places[seat]}. {seat_name(names, seat, locale)}", style.NORMAL, w - 90, True)
        draw_text(draw, (cx0 + 34, top + 12), head, style.NORMAL, style.INK, anchor="lm", bold=True)
        draw_text(
            draw,
            (cx0 + w - 12, top + 12),
            say(locale, "kf-image-vp", vp=p["vp"]),
            style.NORMAL,
            style.INK,
            anchor="rm",
            bold=True,
        )
        allocation = p.get("allocation") or {}
        y = top + 32
        lines = sorted(p.get("score", {}).items(), key=lambda kv: -kv[1])
        for key, vp in lines:
            if y > y1 - 22:
                break
            label = score_line(locale, key)
            if key in allocation:
                label += f" ({allocation_words(locale, allocation[key])})"
            draw_text(draw, (cx0 + 12, y), fit(label, style.SMALL, w - 60), style.SMALL, style.INK)
            draw_text(draw, (cx0 + w - 12, y), str(vp), style.SMALL, style.INK, anchor="ra", bold=True)
            y += 19


def score_height(view: View) -> int:
    lines = max((len(p.get("score", {})) for p in view["players"]), default=0)
    return 84 + 19 * lines


def wrap_lines(text: str, size: int, width: float) -> list[str]:
    return wrap(text, size, width)
