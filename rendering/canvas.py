"""Drawing helpers shared by the games: fonts, text, and a fixed palette for small, fast PNGs.

Images are drawn in RGB (antialiased) and then mapped onto one fixed palette of 256 colours: the
exact colours the images use, a grey ramp and a colour cube for antialiased edges. A palette PNG is
a third of the size of an RGB one and encodes many times faster, and the same state always gives
the same bytes.
"""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


def build_palette(exact: Iterable[RGB]) -> Image.Image:
    """A palette image: the exact colours first, then greys and a colour cube to fill 256 entries."""
    colours: list[RGB] = list(dict.fromkeys(exact))
    for v in range(0, 256, 17):
        colours.append((v, v, v))
    steps = (0, 64, 128, 192, 255)
    for r in steps:
        for g in steps:
            for b in steps:
                colours.append((r, g, b))
    colours = list(dict.fromkeys(colours))[:256]
    colours += [(0, 0, 0)] * (256 - len(colours))
    image = Image.new("P", (1, 1))
    image.putpalette([c for rgb in colours for c in rgb])
    return image


def to_png(image: Image.Image, palette: Image.Image) -> bytes:
    """The image mapped to the palette (no dithering: flat colours stay flat), as PNG bytes."""
    indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, "PNG", compress_level=3)
    return out.getvalue()


@lru_cache(maxsize=16)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's own scalable font, so images look the same on every machine."""
    loaded = ImageFont.load_default(size=size)
    assert isinstance(loaded, ImageFont.FreeTypeFont)
    return loaded


def drawable(text: str) -> str:
    """The text without accents: Pillow's own font has no accented letters (Portuguese words
    would show empty boxes), and 'Nomades' reads better than 'N□mades'."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if unicodedata.category(c) != "Mn"))


def text_size(text: str, size: int) -> tuple[int, int]:
    left, top, right, bottom = font(size).getbbox(drawable(text))
    return int(right - left), int(bottom - top)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "la",
    bold: bool = False,
) -> None:
    """Text at `xy` (Pillow's anchors); rendered glyphs are kept, as most texts recur image after image."""
    if not text:
        return
    mask, dx, dy = _text_mask(drawable(text), size, anchor, bold)
    x, y = int(round(xy[0])) + dx, int(round(xy[1])) + dy
    draw.im.paste(fill, (x, y, x + mask.width, y + mask.height), mask.im)  # type: ignore[arg-type]


@lru_cache(maxsize=8192)
def _text_mask(text: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image, int, int]:
    stroke = 1 if bold else 0
    f = font(size)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor, stroke_width=stroke))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top), text, font=f, fill=255, anchor=anchor, stroke_width=stroke, stroke_fill=255
    )
    return mask, left, top


def contrast(colour: RGB) -> RGB:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return (20, 20, 20) if luminance > 140 else (250, 250, 250)
