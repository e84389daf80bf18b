"""The image posted after a move reads in a phone's chat: Discord shows it about 400 pixels wide,
and there every word it draws is at least 7 pixels tall; it shows what the move changed."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import Image

from rendering import canvas
from rendering.keyflower import compact as kf_compact
from rendering.keyflower import render_move as kf_render_move
from rendering.keyflower import tiles as kf_tiles
from rendering.terra_mystica import board as tm_board
from rendering.terra_mystica import compact as tm_compact
from rendering.terra_mystica import render_move as tm_render_move
from rendering.terra_mystica import style as tm_style
from rules.keyflower.engine import KeyflowerEngine
from tests.rendering.test_keyflower import game as kf_game
from tests.rendering.test_terra_mystica import game_states, position

CHAT_WIDTH = 400  # how wide Discord shows a posted image on a phone
LEAST_HEIGHT = 7  # the least height a word may have there
TALLEST = 1.25  # the tallest an image may be, in widths (a phone shows a tall image smaller)
KF = KeyflowerEngine()


@contextmanager
def words_drawn() -> Iterator[list[tuple[int, tuple[float, float], str]]]:
    """Every text drawn meanwhile, with its type size and where it was drawn; nothing is pasted
    from a part or picture kept from images before."""
    drawn: list[tuple[int, tuple[float, float], str]] = []
    real = canvas._paste

    def paste(draw: Any, xy: tuple[float, float], text: str, size: int, *rest: Any) -> None:
        drawn.append((size, xy, text))
        real(draw, xy, text, size, *rest)

    canvas.forget_areas()
    for cached in (tm_board.static_map, tm_board._hex_picture, kf_tiles._sprite):
        cached.cache_clear()
    canvas._paste = paste  # type: ignore[assignment]
    try:
        yield drawn
    finally:
        canvas._paste = real  # type: ignore[assignment]
        canvas.forget_areas()


def check_phone(png: bytes, drawn: list[tuple[int, tuple[float, float], str]]) -> Image.Image:
    picture = Image.open(io.BytesIO(png))
    width, height = picture.size
    scale = CHAT_WIDTH / width
    assert drawn
    smallest = min(size for size, _, _ in drawn)
    assert smallest * scale >= LEAST_HEIGHT, (smallest, width, [t for s, _, t in drawn if s == smallest][:5])
    assert height <= TALLEST * width, picture.size
    return picture.convert("RGB")


def tm_moves() -> dict[str, tuple[Any, Any]]:
    """Terra Mystica positions after moves of every kind (a recorded game's line numbers)."""
    return {
        "upgrade": (position(152), position(153)),  # Darklings: SA on D2, a favor tile
        "cult": (position(161), position(162)),  # Darklings: a priest to Earth
        "town": (position(162), position(163)),  # Nomads: build D1, a town
        "pass": (position(168), position(169)),
        "setup": (position(40), position(41)),
        "end": (position(285), position(286)),
    }


@pytest.mark.parametrize("locale", ["en", "pt-BR"])
def test_terra_mystica_after_a_move_reads_at_a_phones_width(locale: str) -> None:
    for kind, (before, after) in tm_moves().items():
        with words_drawn() as drawn:
            png = tm_render_move(after, before, None, locale)
        picture = check_phone(png, drawn)
        assert picture.width == tm_compact.WIDTH, kind
        colours = {c for _, c in picture.getcolors(1 << 20)}
        if tm_compact.focus_hexes(after, before):  # the changed hexes are shown, outlined
            assert tm_style.HIGHLIGHT in colours, kind
        assert tm_style.TERRAIN[after.factions["darklings"].terrain] in colours  # the scores' cells


def test_terra_mystica_shows_what_the_move_changed() -> None:
    before, after = position(152), position(153)
    window = tm_compact.map_window(after.board, tm_compact.focus_hexes(after, before))
    x, y = tm_board.layout(after.board).centre("D2")
    assert window[0] < x < window[2] and window[1] < y < window[3]
    assert window[2] - window[0] == tm_compact.INNER
    assert tm_compact.mover(after, before, None).name == "darklings"
    assert tm_compact.cults_changed(position(162), position(161))
    assert not tm_compact.focus_hexes(position(162), position(161))  # a priest sent: the cult board


def test_terra_mystica_merchants_boats_paths_are_in_the_window() -> None:
    states = game_states("phone-merchants", 5, merchants=True, board="loon_lakes_v1_6")
    shown = 0
    for before, after in zip(states, states[1:], strict=False):
        if tm_board.moved_paths(before, after):
            with words_drawn() as drawn:
                png = tm_render_move(after, before, None, "pt-BR")
            check_phone(png, drawn)
            shown += 1
            if shown == 3:
                return
    raise AssertionError("no boat moved")


def kf_positions(players: int, merchants: bool) -> dict[str, tuple[Any, Any, int | None]]:
    """(view, the view before, the seat that moved: the first it waited for) at the last move of
    each phase."""
    found: dict[str, tuple[Any, Any, int | None]] = {}
    for g, before in kf_game(players, merchants):
        found[g.phase] = (KF.view(g, None), KF.view(before, None), None)
    return found


@pytest.mark.parametrize("locale", ["en", "pt-BR"])
@pytest.mark.parametrize(("players", "merchants"), [(2, False), (4, True), (6, True)])
def test_keyflower_after_a_move_reads_at_a_phones_width(locale: str, players: int, merchants: bool) -> None:
    names = ["Ana", "Bia", "Caio", "Davi", "Eva", "Fábio"][:players]
    found = kf_positions(players, merchants)
    assert {"main", "boats", "placement", "finished"} <= set(found)
    for phase, (view, before, seat) in found.items():
        with words_drawn() as drawn:
            png = kf_render_move(view, before, seat, locale, names)
        picture = check_phone(png, drawn)
        assert picture.width == kf_compact.WIDTH, phase


def test_keyflower_shows_the_tile_the_move_bid_on_and_the_village_it_used() -> None:
    for g, before in kf_game(3, False):
        view, old = KF.view(g, None), KF.view(before, None)
        changed = kf_compact.changed_tiles(old, view)
        if g.phase == "main" and any(":" in key for key in changed):
            owner = int(sorted(k for k in changed if ":" in k)[0].split(":")[0])
            assert kf_compact.shown_village(view, changed, None) == owner
            break
    else:
        raise AssertionError("no move used a village tile")
    for g, before in kf_game(3, False):
        view, old = KF.view(g, None), KF.view(before, None)
        changed = kf_compact.changed_tiles(old, view)
        offered = {t["name"] for t in view["offer"]}
        if g.phase == "main" and changed & offered:
            assert kf_compact._focus_tiles(view, changed)[0]["name"] in changed
            return
    raise AssertionError("no move bid on a tile on offer")
