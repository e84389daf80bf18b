"""Board images: geometry, every building drawn, the last move marked, same state same bytes."""

import io
import math
from functools import cache
from pathlib import Path

from PIL import Image

from rendering.terra_mystica import __main__ as cli
from rendering.terra_mystica import changed_hexes, render, style
from rendering.terra_mystica.board import layout
from rules.terra_mystica.ledger import parse_record
from rules.terra_mystica.replay import replay_record

GAME = Path(__file__).parents[1] / "data" / "terra_mystica" / "4pLeague_S60_D1L1_G1.txt"


@cache
def position(upto: int):
    record = parse_record(GAME.read_text())
    record.rows = [r for r in record.rows if r.line <= upto]
    return replay_record(record, GAME.name).state


def colours_in(region: Image.Image) -> set:
    return {colour for _, colour in region.getcolors(1 << 20)}


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_hex_centres_follow_the_offset_rows():
    lay = layout("base")
    (ax, ay), (bx, by) = lay.centre("A1"), lay.centre("A2")
    assert math.isclose(bx - ax, math.sqrt(3) * style.HEX_RADIUS) and by == ay
    # B1 sits half a hex to the right of A1, one and a half radii lower (the river r0 lies between)
    b1x, b1y = lay.centre("B1")
    assert math.isclose(b1x - ax, math.sqrt(3) * style.HEX_RADIUS / 2)
    assert math.isclose(b1y - ay, 1.5 * style.HEX_RADIUS)
    # neighbours on the map are neighbours on the picture
    for h, near in lay.board.adjacent.items():
        for n in near:
            (x1, y1), (x2, y2) = lay.centre(h), lay.centre(n)
            assert math.isclose(math.hypot(x2 - x1, y2 - y1), math.sqrt(3) * style.HEX_RADIUS, rel_tol=1e-6)


def test_terrain_colours_and_coordinate_labels():
    g = position(45)
    picture = image(render(g))
    lay = layout("base")
    for hex_id in ("A3", "E11", "I12"):  # empty hexes
        cx, cy = lay.centre(hex_id)
        assert picture.getpixel((int(cx), int(cy - 10))) == style.TERRAIN[g.terrain[hex_id]]
        # the label: dark or light ink under the centre, on the terrain colour
        region = picture.crop(
            (int(cx - 14), int(cy + 0.4 * style.HEX_RADIUS), int(cx + 14), int(cy + 0.7 * style.HEX_RADIUS))
        )
        assert len(colours_in(region)) > 2
    river = picture.getpixel(tuple(int(v) for v in lay.centre("r0")))
    assert river == style.TERRAIN["river"]


def test_every_building_is_drawn():
    g = position(286)
    picture = image(render(g))
    lay = layout("base")
    assert len(g.buildings) >= 40
    for hex_id in g.buildings:
        cx, cy = lay.centre(hex_id)
        terrain = style.TERRAIN[g.terrain[hex_id]]
        region = picture.crop((int(cx - 20), int(cy - 30), int(cx + 20), int(cy + 8)))
        colours = colours_in(region)
        # the faction's colour with its outline and letters in the contrasting ink
        assert terrain in colours and len(colours) >= 2, hex_id
    for hex_id in lay.board.land - set(g.buildings):
        cx, cy = lay.centre(hex_id)
        region = picture.crop((int(cx - 12), int(cy - 30), int(cx + 12), int(cy - 4)))
        assert colours_in(region) == {style.TERRAIN[g.terrain[hex_id]]}, hex_id


def test_the_last_move_is_outlined():
    before, after = position(285), position(286)  # the Darklings upgrade F5
    assert changed_hexes(before, after) == {"F5"}
    picture = image(render(after, before))
    lay = layout("base")
    ring = [(int(x), int(y)) for x, y in lay.corners("F5", 0.93)]
    assert sum(1 for p in ring if picture.getpixel(p) == style.HIGHLIGHT) >= 4


def test_same_state_same_bytes_and_a_palette_png():
    g = position(286)
    first, second = render(g), render(g)
    assert first == second
    picture = Image.open(io.BytesIO(first))
    assert picture.mode == "P" and 1200 <= picture.width <= 2400
    assert len(first) < 600 * 1024


def test_every_state_of_a_game_renders(tmp_path):
    record = parse_record(GAME.read_text())
    lines = sorted({r.line for r in record.rows})
    for upto in lines[:: len(lines) // 12]:
        render(position(upto))


def test_command_line_writes_the_board(tmp_path):
    out = tmp_path / "board.png"
    assert cli.main([str(GAME), "--upto", "120", "-o", str(out)]) == 0
    picture = Image.open(out)
    assert picture.size[0] == style.WIDTH
    assert cli.main([str(tmp_path / "missing.txt"), "-o", str(out)]) == 2


def test_the_image_speaks_portuguese_with_its_accents() -> None:
    """Every word the image can show is drawn by the font (no empty boxes, no stripped accents)."""
    from locales import LOCALES, catalogue
    from rendering.canvas import has_glyphs
    from rendering.terra_mystica import render
    from rules.terra_mystica.engine import TerraMysticaEngine

    assert has_glyphs("Água · Ações · Cartas de Bônus · Nômades · Anões · → …")
    assert not has_glyphs("\u2654")  # a chess king: not in the font, so the check can fail
    for locale in LOCALES:
        for message_id in catalogue(locale).ids("tm-image-"):
            text, _ = catalogue(locale).check(message_id)
            assert has_glyphs(text), (locale, message_id, text)
        for name in catalogue(locale).terms:
            assert has_glyphs(catalogue(locale).term(name) or ""), name
    g = TerraMysticaEngine().new_game({"factions": ["witches", "nomads"]}, 2, "pt")
    assert render(g, None, "pt-BR") != render(g, None, "en")
