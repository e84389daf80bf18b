"""The shared drawing helpers: the PNG writer gives back exactly the palette image it was handed."""

from __future__ import annotations

import io
import zlib

from PIL import Image, ImageDraw
from zlib_ng import zlib_ng

from rendering.canvas import build_palette, png_bytes, to_png


def _indexed(width: int, height: int) -> Image.Image:
    palette = build_palette([(250, 250, 250), (200, 30, 30), (20, 20, 20)])
    image = Image.new("RGB", (width, height), (250, 250, 250))
    draw = ImageDraw.Draw(image)
    draw.ellipse((2, 1, width - 3, height - 2), fill=(200, 30, 30), outline=(20, 20, 20))
    draw.text((3, 2), "Ação 7", fill=(20, 20, 20))
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def test_the_png_decodes_to_the_same_pixels_and_palette():
    for width, height in ((1, 1), (37, 19), (300, 121)):
        indexed = _indexed(width, height) if width > 8 else Image.new("P", (width, height), 5)
        decoded = Image.open(io.BytesIO(png_bytes(indexed)))
        decoded.load()
        assert decoded.mode == "P" and decoded.size == (width, height)
        assert decoded.tobytes() == indexed.tobytes()
        assert decoded.getpalette() == indexed.getpalette()


def test_the_png_is_well_formed():
    """Every chunk's checksum holds, and the image data are rows each led by filter type 0."""
    data = png_bytes(_indexed(40, 12))
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, kinds, idat = 8, [], b""
    while at < len(data):
        length = int.from_bytes(data[at : at + 4], "big")
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        assert int.from_bytes(data[at + 8 + length : at + 12 + length], "big") == zlib.crc32(kind + body)
        kinds.append(kind)
        idat += body if kind == b"IDAT" else b""
        at += 12 + length
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    raw = zlib.decompress(idat)
    assert len(raw) == 12 * 41 and all(raw[row * 41] == 0 for row in range(12))


def _idat(png: bytes) -> bytes:
    at, found = 8, b""
    while at < len(png):
        length = int.from_bytes(png[at : at + 4], "big")
        found += png[at + 8 : at + 8 + length] if png[at + 4 : at + 8] == b"IDAT" else b""
        at += 12 + length
    return found


def test_the_image_data_are_a_function_of_the_rows_alone():
    """The same rows are the same bytes in every process, at every moment: the image data are
    zlib-ng's deflate of the rows (ISA-L's deflate, used before, now and then gave another stream for the same
    rows in a long-running process, so a board posted by the bot differed from the same board drawn
    again). The rows of a real board, a Keyflower one, and of a small image."""
    from rendering.canvas import DEFLATE_LEVEL
    from rendering.keyflower import render
    from rules.keyflower.engine import KeyflowerEngine, public_view

    engine = KeyflowerEngine()
    board = render(public_view(engine.new_game({}, 3, "deflate"), None), None, "pt-BR", ["Ana", "Bia", "Caio"])
    for png in (board, png_bytes(_indexed(300, 121))):
        data = _idat(png)
        assert data == zlib_ng.compress(zlib.decompress(data), DEFLATE_LEVEL)


def test_the_same_image_gives_the_same_bytes():
    image = _indexed(64, 32).convert("RGB")
    palette = build_palette([(250, 250, 250), (200, 30, 30), (20, 20, 20)])
    assert to_png(image, palette) == to_png(image.copy(), palette)


def _scene(image: Image.Image, palette: Image.Image) -> None:
    """Shapes and text, some of it on one colour, some across two, some half outside the image."""
    from rendering.canvas import box, draw_text, palette_draw

    draw = palette_draw(image, palette)
    box(draw, (10, 10, 150, 60), (200, 30, 30), (20, 20, 20), 3)
    draw.rectangle((150, 10, 220, 60), fill=(37, 140, 201))
    draw.ellipse((160, 15, 190, 45), fill=(240, 200, 40), outline=(20, 20, 20))
    draw.line([(0, 70), (230, 90)], fill=(20, 20, 20), width=5)
    draw_text(draw, (20, 35), "Ação 7 VP", 18, (250, 250, 250), anchor="lm", bold=True)
    draw_text(draw, (130, 35), "across the edge", 16, (20, 20, 20), anchor="lm")
    draw_text(draw, (60, 80), "over a line", 14, (200, 30, 30), anchor="mm")
    draw_text(draw, (215, 100), "cut", 20, (20, 20, 20), anchor="lm")


def test_drawing_on_the_palette_gives_the_pixels_of_drawing_in_rgb_then_mapping():
    palette = build_palette([(250, 250, 250), (200, 30, 30), (20, 20, 20), (37, 140, 201), (240, 200, 40)])
    rgb = Image.new("RGB", (240, 110), (250, 250, 250))
    _scene(rgb, palette)
    expected = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    for _ in range(2):  # drawn again: from the kept glyphs and colours
        indexed = Image.new("RGB", (240, 110), (250, 250, 250)).quantize(palette=palette, dither=Image.Dither.NONE)
        _scene(indexed, palette)
        assert indexed.mode == "P" and indexed.getpalette() == expected.getpalette()
        assert indexed.tobytes() == expected.tobytes()
        assert to_png(indexed, palette) == png_bytes(expected)


def test_every_chosen_colour_is_its_own_entry():
    """Pillow finds entries in boxes of colours and gave Keyflower's boat blue the upgraded winter
    blue's entry: the colours a palette is built from map onto themselves."""
    from rendering.canvas import quantize
    from rendering.keyflower import style as kf
    from rendering.terra_mystica import style as tm

    for palette in (kf.PALETTE, tm.PALETTE):
        values = palette.getpalette() or []
        chosen = [tuple(values[k : k + 3]) for k in range(0, 3 * palette.info["chosen"], 3)]
        strip = Image.new("RGB", (len(chosen), 1))
        strip.putdata(chosen)
        mapped = quantize(strip, palette)
        assert [tuple(values[3 * i : 3 * i + 3]) for i in mapped.tobytes()] == chosen


def test_a_picture_pastes_as_in_rgb_then_mapped():
    """A picture with a hard-edged mask and one with blended edges, on one colour and across two."""
    from rendering.canvas import palette_draw, paste_picture, picture, quantize

    palette = build_palette([(250, 250, 250), (200, 30, 30), (20, 20, 20), (37, 140, 201), (240, 200, 40)])
    art = Image.new("RGBA", (40, 30), (0, 0, 0, 0))
    ImageDraw.Draw(art).polygon([(0, 15), (20, 0), (39, 15), (20, 29)], fill=(240, 200, 40))
    soft = art.copy()
    ImageDraw.Draw(soft).text((2, 8), "Ab", fill=(20, 20, 20, 255))  # antialiased onto transparency
    rgb = Image.new("RGB", (120, 40), (250, 250, 250))
    rgb.paste((37, 140, 201), (60, 0, 120, 40))
    indexed = quantize(rgb, palette)
    for image in (rgb, indexed):
        draw = palette_draw(image, palette)
        for x, pic in ((5, art), (45, soft), (75, art)):
            paste_picture(draw, (x, 5), picture(pic.convert("RGB"), pic.getchannel("A"), palette))
    assert indexed.tobytes() == quantize(rgb, palette).tobytes()
