"""Keyflower images: every phase drawn from the public view, small enough for Discord, the last
move's tiles marked, the same view the same bytes, Portuguese words with their accents."""

from __future__ import annotations

import io
import random
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageDraw

from locales import catalogue
from rendering.canvas import has_glyphs
from rendering.keyflower import changed_tiles, render, render_image, style
from rendering.keyflower.__main__ import main as cli
from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.simulate import _random_legal

ENGINE = KeyflowerEngine()
MAX_BYTES = 600 * 1024
PHASES = ("main", "winter-offer", "boats", "placement", "allocation", "finished")


@cache
def game(players: int, merchants: bool, variants: tuple[str, ...] = ()) -> list[tuple[Any, Any]]:
    """(state, the state before) after every move of a random game."""
    rng = random.Random(f"{players}{merchants}{variants}")
    g = ENGINE.new_game({"merchants": merchants, "variants": list(variants)}, players, f"render-{players}")
    out = []
    while not ENGINE.is_finished(g):
        seat = rng.choice(ENGINE.to_decide(g))
        before, g = g, ENGINE.apply(g, seat, _random_legal(g, seat, rng)).state
        out.append((g, before))
    return out


def views(players: int, merchants: bool, variants: tuple[str, ...] = ()) -> dict[str, tuple[Any, Any]]:
    """The public view (and the one before) at the last position of each phase, the busiest."""
    found: dict[str, tuple[Any, Any]] = {}
    for g, before in game(players, merchants, variants):
        found[g.phase if g.phase in PHASES else "main"] = (ENGINE.view(g, None), ENGINE.view(before, None))
    return found


@pytest.mark.parametrize(("players", "merchants", "variants"), [(2, False, ()), (4, True, ()), (6, True, ("A", "B"))])
def test_every_phase_draws_a_small_png(players: int, merchants: bool, variants: tuple[str, ...]) -> None:
    found = views(players, merchants, variants)
    assert set(found) >= {"main", "winter-offer", "boats", "placement", "finished"}
    for phase, (view, before) in found.items():
        for locale in ("en", "pt-BR"):
            png = render(view, before, locale, ["Ana", "Bia", "Caio", "Davi", "Eva", "Fábio"][:players])
            assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) <= MAX_BYTES, (phase, len(png))
            assert Image.open(io.BytesIO(png)).size[0] == style.WIDTH


def test_the_same_view_gives_the_same_bytes() -> None:
    view, before = views(3, True)["main"]
    assert render(view, before, "pt-BR") == render(view, before, "pt-BR")


def test_the_last_move_is_marked() -> None:
    for g, before in game(3, False):
        if g.phase == "main" and g.season == 1 and any(t.groups for t in g.offer):
            view, old = ENGINE.view(g, None), ENGINE.view(before, None)
            changed = changed_tiles(old, view)
            if changed:
                marked = render_image(view, old).convert("RGB")
                plain = render_image(view, None).convert("RGB")
                assert style.HIGHLIGHT in {c for _, c in marked.getcolors(1 << 20)}
                assert style.HIGHLIGHT not in {c for _, c in plain.getcolors(1 << 20)}
                return
    raise AssertionError("no move changed a tile")


def test_a_hidden_screen_cannot_reach_the_image() -> None:
    """The image is made of what the view shows: another player's screen is 'hidden' there, and
    drawing the view of any seat but its own shows the same for that player."""
    g, _ = game(3, True)[40]
    view = ENGINE.view(g, None)
    assert all(p["workers"] == "hidden" and p["contracts"] == "hidden" for p in view["players"])
    assert render(view) == render(ENGINE.view(g, None))


def test_portuguese_words_have_their_accents() -> None:
    words = catalogue("pt-BR")
    texts = [
        words.say(i, season="summer", n=2, vp=3, seat="Lugar 1", chosen=1, total=3) for i in words.ids("kf-image-")
    ]
    assert any("Verão" in t for t in texts) and any("hexágono" in t for t in texts)
    assert all(has_glyphs(t) for t in texts)


def test_the_command_line_writes_an_image(tmp_path: Any) -> None:
    out = tmp_path / "kf.png"
    assert cli(["--players", "3", "--merchants", "--until", "boats", "--locale", "pt-BR", "-o", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("locale", "one", "two"),
    [
        ("en", "1 skill, 1 contract", "2 skills, 2 contracts"),
        ("pt-BR", "1 token de habilidade, 1 contrato", "2 tokens de habilidade, 2 contratos"),
    ],
)
def test_variant_b_face_down_items_are_counted_in_the_singular_and_plural(locale: str, one: str, two: str) -> None:
    """Variant B: "Tanto os tokens de habilidade quanto os contratos podem ser mantidos com a face
    virada para baixo": their number shows, '1 contrato', not '1 contratos'."""
    words = catalogue(locale)
    assert words.say("kf-image-face-down", skills=1, contracts=1).endswith(one)
    assert words.say("kf-image-face-down", skills=2, contracts=2).endswith(two)
    if locale == "pt-BR":
        assert "na frente da casinha escudo" in words.say("kf-image-face-down", skills=1, contracts=1)


@pytest.mark.parametrize("locale", ["en", "pt-BR"])
@pytest.mark.parametrize(("radius", "where"), [(60, "offer"), (76, "offer"), (48, "village"), (64, "village")])
def test_a_tiles_words_stay_inside_its_hexagon(locale: str, radius: int, where: str) -> None:
    """What a tile does and is worth is read on the tile, on offer and in a village, in both
    languages: each line no wider than the hexagon where it falls (Portuguese words included),
    the block inside its band, clear of the road and river marks; 'VP' never alone on a line."""
    from rendering.canvas import text_size
    from rendering.keyflower.tiles import OFFER_BAND, VILLAGE_BAND, _room, tile_lines
    from rules.keyflower.data.tiles import TILES

    top, bottom = OFFER_BAND if where == "offer" else VILLAGE_BAND
    vp = catalogue(locale).say("kf-image-vp", vp=1).split()[-1]
    for name in TILES:
        for upgraded in (False, True):
            tile = {"name": name, "kind": "village", "upgraded": upgraded}
            lines, at = tile_lines(tile, radius, locale, (top, bottom))
            assert lines and lines[0][2], name  # the name, in bold, is never left out
            assert not [text for text, _, _ in lines if text.strip() in ("↑", vp, "·")], (name, lines)
            y = at
            for text, size, bold in lines:
                assert text_size(text, size, bold)[0] <= _room(radius, y, y + size), (name, text)
                y += size + 2
            assert top * radius <= at and y <= bottom * radius + 0.5, name


def test_road_and_river_marks_stay_clear_of_the_words() -> None:
    """The marks on a tile's edges reach no further in than the room its words keep free."""
    from rendering.keyflower.tiles import MARK_DEPTH, OFFER_BAND, SQRT3, pad

    for radius in (40, 60, 76):
        inner = SQRT3 / 2 * radius
        # the top and bottom marks end above and below the band of words
        assert inner - MARK_DEPTH * radius >= -OFFER_BAND[0] * radius
        # the side marks end where the words' lines stop (pad from the edge)
        assert pad(radius) > MARK_DEPTH * radius


def test_stone_and_pickaxe_iron_and_anvil_differ_in_shape_and_colour() -> None:
    """Skills are diamonds, resources squares, in colours far apart."""
    from rendering.keyflower.tiles import skill, square

    def drawn(paint: Any) -> Image.Image:
        picture = Image.new("RGB", (24, 24), (255, 255, 255))
        paint(ImageDraw.Draw(picture))
        return picture

    for resource, tool in (("stone", "pickaxe"), ("iron", "anvil")):
        a, b = style.RESOURCE[resource], style.SKILL[tool]
        assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 90, (resource, tool)
        cube = drawn(lambda d, a=a: square(d, 12, 12, a, ""))
        token = drawn(lambda d, tool=tool: skill(d, 12, 12, tool, ""))
        assert cube.getpixel((4, 4)) == a  # a square's corner is filled
        assert token.getpixel((4, 4)) == (255, 255, 255)  # a diamond's is not


def test_won_tiles_are_drawn_while_they_wait_to_be_placed(monkeypatch: Any) -> None:
    """In the placement phase a player's won tiles show in the village panel with their roads and
    rivers, to match them to the village."""
    from rendering.keyflower import panels

    g = next(g for g, _ in game(3, False) if g.phase == "placement" and any(p.won for p in g.players))
    view = ENGINE.view(g, None)
    seat = next(p.seat for p in g.players if p.won)
    drawn: list[str] = []
    real = panels.draw_tile

    def draw_tile(d: Any, cx: float, cy: float, r: float, tile: Any, *a: Any, **k: Any) -> None:
        drawn.append(tile["name"])
        real(d, cx, cy, r, tile, *a, **k)

    monkeypatch.setattr(panels, "draw_tile", draw_tile)
    render(view, None, "en")
    for tile in view["players"][seat]["won"]:
        assert tile["name"] in drawn
    assert panels.village_head(view, seat, 780, "en") >= panels.WAITING_ROW


def test_village_tiles_show_what_they_do_and_are_worth() -> None:
    """A tile in a village shows its words (what it does, its VP) where its radius lets them
    read, and winter tiles their scoring during the allocation."""
    from rendering.keyflower.tiles import VILLAGE_BAND, tile_lines
    from rendering.keyflower.words import scoring_text
    from rules.keyflower.data.tiles import TILES, Scoring

    lines, _ = tile_lines({"name": "Woodcutter", "kind": "village"}, 64, "en", VILLAGE_BAND)
    assert [t for t, _, _ in lines][:2] == ["Woodcutter", "+2 wood"]
    scoring = [n for n, t in TILES.items() if isinstance(t.a, Scoring)]
    for name in scoring:
        lines, _ = tile_lines({"name": name, "kind": "village"}, 76, "pt-BR", VILLAGE_BAND)
        words = "".join(t for t, _, _ in lines).replace(" ", "")
        assert scoring_text("pt-BR", TILES[name].a).replace(" ", "") in words, name


def test_the_list_behind_a_screen_is_never_cut_at_the_end() -> None:
    from rendering.keyflower.panels import note_lines

    g, _ = game(4, True)[-1]
    view = ENGINE.view(g, None)
    for seat in range(4):
        lines = note_lines(view, seat, 380, "pt-BR")
        assert not [line for line in lines if line.endswith("…")], lines


def test_the_offer_panel_is_as_tall_as_its_tiles_and_bids() -> None:
    from rendering.keyflower.panels import offer_geometry, offer_height

    for g, _ in game(4, True):
        if g.phase == "main" and g.offer:
            view = ENGINE.view(g, None)
            per_row, _, radius, row_h = offer_geometry(view["offer"], 1552)
            rows = -(-len(view["offer"]) // per_row)
            assert offer_height(view["offer"], 1568) <= 50 + rows * (2 * 0.87 * radius + 14 + 3 * 26)


def test_drawn_on_the_palette_as_in_rgb_then_mapped():
    """The image is drawn straight onto the palette: the pixels of drawing it in RGB and mapping
    it at the end, for boards of every phase (tiles with their pictures, text on every colour)."""
    from rendering.canvas import quantize

    for view, before in views(4, True).values():
        for locale in ("en", "pt-BR"):
            fast = render_image(view, before, locale, ["Ana", "Bia", "Caio", "Davi"])
            slow = quantize(render_image(view, before, locale, ["Ana", "Bia", "Caio", "Davi"], rgb=True), style.PALETTE)
            assert fast.mode == "P" and fast.tobytes() == slow.tobytes()
