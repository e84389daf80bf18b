"""Drawing helpers shared by the games: fonts, text, and a fixed palette for small, fast PNGs.

Images are drawn in RGB (antialiased) and then mapped onto one fixed palette of 256 colours: the
exact colours the images use, a grey ramp and a colour cube for antialiased edges. A palette PNG is
a third of the size of an RGB one and encodes many times faster, and the same state always gives
the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from functools import lru_cache

import font_source_sans_pro
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


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Source Sans Pro (SIL Open Font License, shipped by the font-source-sans-pro package): a
    real font with every accented letter Portuguese needs, the same on every machine."""
    name = "SourceSansProBold" if bold else "SourceSansPro"
    return ImageFont.truetype(font_source_sans_pro.font_files_ttf[name], size)


def has_glyphs(text: str, size: int = 16) -> bool:
    """Whether the font draws every character of `text` (none falls back to the empty box)."""
    missing = _mask_bytes("\ue000", size)  # a private-use character: the font's empty box
    return all(c.isspace() or _mask_bytes(c, size) != missing for c in set(text))


@lru_cache(maxsize=1024)
def _mask_bytes(char: str, size: int) -> tuple[bytes, tuple[int, int]]:
    mask = font(size).getmask(char)
    return bytes(mask), mask.size


@lru_cache(maxsize=8192)
def text_size(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    left, top, right, bottom = font(size, bold).getbbox(text)
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
    mask, dx, dy = _text_mask(text, size, anchor, bold)
    x, y = int(round(xy[0])) + dx, int(round(xy[1])) + dy
    draw.im.paste(fill, (x, y, x + mask.width, y + mask.height), mask.im)  # type: ignore[arg-type]


@lru_cache(maxsize=8192)
def _text_mask(text: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image, int, int]:
    f = font(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor)
    return mask, left, top


def contrast(colour: RGB) -> RGB:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return (20, 20, 20) if luminance > 140 else (250, 250, 250)
