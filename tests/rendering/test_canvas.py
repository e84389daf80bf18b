"""The shared drawing helpers: the PNG writer gives back exactly the palette image it was handed."""

from __future__ import annotations

import io
import zlib

from PIL import Image, ImageDraw

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


def test_the_same_image_gives_the_same_bytes():
    image = _indexed(64, 32).convert("RGB")
    palette = build_palette([(250, 250, 250), (200, 30, 30), (20, 20, 20)])
    assert to_png(image, palette) == to_png(image.copy(), palette)
