"""Drawing helpers shared by the games: fonts, text, and a fixed palette for small, fast PNGs.

Images are mapped onto one fixed palette of 256 colours: the exact colours the images use, a grey
ramp and a colour cube for antialiased edges. A palette PNG is a third of the size of an RGB one
and encodes many times faster, and the same state always gives the same bytes. An image is either
drawn in RGB and mapped onto the palette at the end (`to_png`), or drawn straight onto a palette
image (`palette_draw`): each colour then becomes the palette entry the mapping would have given it,
and antialiased text is blended with the colour under it before it is mapped, so both ways give
the same pixels, the second without mapping millions of pixels for every image.
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

import font_source_sans_pro
from PIL import Image, ImageChops, ImageDraw, ImageFont
from zlib_ng import zlib_ng

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]


def hex_rgb(code: str) -> RGB:
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


def build_palette(exact: Iterable[RGB]) -> Image.Image:
    """A palette image: the exact colours first, then greys and a colour cube to fill 256 entries."""
    colours: list[RGB] = list(dict.fromkeys(exact))
    chosen = len(colours)
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
    image.info["chosen"] = chosen  # the exact colours come first
    return image


def quantize(image: Image.Image, palette: Image.Image) -> Image.Image:
    """An RGB image mapped onto the palette, no dithering (flat colours stay flat). Pillow finds a
    colour's entry in boxes of 4x4x4 colours, which can give a colour of the palette a neighbour's
    entry (Keyflower's boat blue became the upgraded winter blue): those colours are put back."""
    mapped = image.quantize(palette=palette, dither=Image.Dither.NONE)
    misplaced = _misplaced(_palette_key(palette))
    if not misplaced:
        return mapped
    counts = mapped.histogram()
    for colour, entry, wrong in misplaced:
        if not counts[wrong]:  # the colour is not there (it would be on the neighbour's entry)
            continue
        apart = ImageChops.difference(image, Image.new("RGB", image.size, colour)).point(_ZERO_TO_FULL)
        red, green, blue = apart.split()
        where = ImageChops.multiply(ImageChops.multiply(red, green), blue)
        box = where.getbbox()
        if box is not None:
            mapped.paste(entry, box, where.crop(box))
    return mapped


_ZERO_TO_FULL = [255] + [0] * 255  # a band's value 0 (no difference) to 255, any other to 0
_ZERO_TO_FULL *= 3


def _palette_key(palette: Image.Image) -> int:
    _PALETTES.setdefault(id(palette), palette)
    return id(palette)


@lru_cache(maxsize=16)
def _misplaced(palette: int) -> tuple[tuple[RGB, int, int], ...]:
    """The exact colours of the palette (not the greys and the cube filling it) that Pillow maps
    onto another entry, with their own entry and the one Pillow gives them."""
    values = _PALETTES[palette].getpalette() or []
    chosen = _PALETTES[palette].info.get("chosen", len(values) // 3)
    colours = [tuple(values[k : k + 3]) for k in range(0, len(values), 3)]
    image = Image.new("RGB", (len(colours), 1))
    image.putdata(colours)  # type: ignore[arg-type]
    mapped = image.quantize(palette=_PALETTES[palette], dither=Image.Dither.NONE)
    out = []
    for k, colour in enumerate(colours):
        got = int(mapped.getpixel((k, 0)))  # type: ignore[arg-type]
        if k < chosen and colours[got] != colour:
            out.append((colour, colours.index(colour), got))
    return tuple(out)  # type: ignore[arg-type]


def to_png(image: Image.Image, palette: Image.Image) -> bytes:
    """The image mapped to the palette (no dithering: flat colours stay flat), as PNG bytes; an
    image drawn on the palette already is written as it is."""
    if image.mode == "P":
        return png_bytes(image)
    return png_bytes(quantize(image, palette))


class PaletteDraw(ImageDraw.ImageDraw):
    """Drawing on a palette image in RGB colours: each colour is the palette entry that mapping an
    RGB image onto the palette gives it (never a colour added to the palette)."""

    def __init__(self, image: Image.Image, palette: Image.Image) -> None:
        super().__init__(image)
        self.palette = None  # type: ignore[assignment]  # Pillow would add each new colour to the palette
        self.image = image
        self.width, self.height = image.size
        self.palette_image = palette
        self.palette_key = id(palette)
        self.index = _palette_index(palette)
        self.inks: dict[tuple[Any, Any], tuple[int | None, int | None]] = {}

    def _getink(self, ink: Any, fill: Any = None) -> tuple[int | None, int | None]:
        found = self.inks.get((ink, fill))
        if found is None:
            index = self.index
            found = super()._getink(
                index(ink) if isinstance(ink, tuple) else ink, index(fill) if isinstance(fill, tuple) else fill
            )
            self.inks[ink, fill] = found
        return found


def palette_draw(image: Image.Image, palette: Image.Image) -> ImageDraw.ImageDraw:
    """A drawing context for `image`: in its palette's entries if it is a palette image."""
    return PaletteDraw(image, palette) if image.mode == "P" else ImageDraw.Draw(image)


def palette_image(image: Image.Image, palette: Image.Image) -> Image.Image:
    """An RGB image mapped onto the palette, to draw on with `palette_draw`."""
    return quantize(image, palette)


def blank(size: tuple[int, int], colour: RGB, palette: Image.Image) -> Image.Image:
    """A palette image of one colour (the entry mapping gives it), to draw on with `palette_draw`."""
    image = Image.new("P", size, _palette_index(palette)(colour))
    image.putpalette(palette.getpalette() or [])
    return image


@dataclass(frozen=True, eq=False)
class Picture:
    """An RGB picture with its alpha mask (a tile's hexagon and words), also mapped onto a palette
    once, to be pasted on RGB and palette images alike."""

    rgb: Image.Image
    alpha: Image.Image
    mapped: Image.Image  # the picture mapped onto the palette
    cover: Image.Image  # the pixels the mask covers at all
    partial: bool  # whether some pixels are partly transparent (antialiased edges)


def picture(rgb: Image.Image, alpha: Image.Image, palette: Image.Image) -> Picture:
    partial = alpha.point([0] + [1] * 254 + [0]).getextrema()[1] == 1
    return Picture(rgb, alpha, quantize(rgb, palette), _cover(alpha), partial)


def paste_picture(draw: ImageDraw.ImageDraw, xy: tuple[int, int], pic: Picture) -> None:
    """A picture at `xy`, as pasting it with its mask on an RGB image and mapping the result onto
    the palette would give: where the mask is all or nothing, the picture mapped once is pasted;
    partly transparent pixels are blended in RGB with what is under them, then mapped."""
    x, y = xy
    area = (x, y, x + pic.rgb.width, y + pic.rgb.height)
    if not isinstance(draw, PaletteDraw):
        draw.im.paste(pic.rgb.im, area, pic.alpha.im)
        return
    if not pic.partial:
        draw.im.paste(pic.mapped.im, area, pic.cover.im)
        return
    under = draw.image.crop(area).convert("RGB")
    under.im.paste(pic.rgb.im, (0, 0, *pic.rgb.size), pic.alpha.im)
    draw.image.paste(quantize(under, draw.palette_image), area[:2], pic.cover)


# Palettes drawn on, by id (kept here, so an id is never another palette's), and their lookups.
_PALETTES: dict[int, Image.Image] = {}
_INDEX_OF: dict[int, Callable[[RGB], int]] = {}


def _palette_index(palette: Image.Image) -> Callable[[RGB], int]:
    """The palette entry of each colour, as mapping an image onto `palette` gives it."""
    found = _INDEX_OF.get(id(palette))
    if found is None:
        _PALETTES[id(palette)] = palette

        @lru_cache(maxsize=4096)
        def index(colour: RGB) -> int:
            pixel = quantize(Image.new("RGB", (1, 1), colour), palette)
            return int(pixel.getpixel((0, 0)))  # type: ignore[arg-type]

        found = _INDEX_OF[id(palette)] = index
    return found


# Parts of images painted before (a tile on offer, a round's tile, a power action), kept by all
# that their painting reads: the painting function and its arguments, the place, the colour under
# it. Painting one again would give the same pixels, so they are pasted instead. Never kept by
# game: two games with the same tile on offer share it, and no part shows what its key doesn't say.
AREA_BYTES = 12 * 2**20  # about a thousand tiles; the least recently used go first
CHECK_AREAS = False  # the tests': paint every part anyway, compare, and check it stayed in its area
_areas: OrderedDict[Hashable, Image.Image] = OrderedDict()
_areas_lock = threading.Lock()
_area_bytes = 0


def forget_areas() -> None:
    """Drop every kept part (the tests draw images from nothing kept)."""
    global _area_bytes
    with _areas_lock:
        _areas.clear()
        _area_bytes = 0


def remembered(draw: ImageDraw.ImageDraw, area: Box, paint: Callable[..., None], *args: Hashable) -> None:
    """`paint(draw, *args)`, which draws inside `area` alone and from its arguments alone: painted
    the first time, pasted the next ones. Only an area of one colour is kept (anything else under
    it could show through); elsewhere, or on an RGB image, it is painted every time."""
    _remember(draw, area, (paint, area, args), lambda: paint(draw, *args))


def remembered_row(
    draw: ImageDraw.ImageDraw, area: Box, paint: Callable[..., None], x: int, y: int, width: int, *args: Hashable
) -> None:
    """As `remembered`, for a row of a panel, `paint(draw, x, y, width, *args)`, which draws at
    whole pixels down from `y`: the same pixels at any height, so it is kept once for all."""
    left, top, right, bottom = area
    key = (paint, left, right, top - y, bottom - y, x, width, y % 2, args)
    _remember(draw, area, key, lambda: paint(draw, x, y, width, *args))


def _remember(draw: ImageDraw.ImageDraw, area: Box, key: Hashable, paint: Callable[[], None]) -> None:
    global _area_bytes
    x0, y0, x1, y1 = area
    if not isinstance(draw, PaletteDraw) or x0 < 0 or y0 < 0 or x1 > draw.width or y1 > draw.height:
        paint()
        return
    low, high = draw.im.crop(area).getextrema()
    if low != high:
        paint()
        return
    key = (key, low, draw.palette_key)
    with _areas_lock:  # boards are drawn in threads when there are no render workers
        found = _areas.get(key)
        if found is not None:
            _areas.move_to_end(key)
    if found is not None and not CHECK_AREAS:
        draw.im.paste(found.im, area)
        return
    before = draw.image.copy() if CHECK_AREAS else None
    paint()
    painted = draw.image.crop(area)
    if before is not None:
        before.paste(painted, area[:2])
        assert before.tobytes() == draw.image.tobytes(), f"{key} painted outside {area}"
        assert found is None or found.tobytes() == painted.tobytes(), f"{key} differs"
    with _areas_lock:
        if found is None and key not in _areas:
            _areas[key] = painted
            _area_bytes += painted.width * painted.height
            while _area_bytes > AREA_BYTES:
                _, old = _areas.popitem(last=False)
                _area_bytes -= old.width * old.height


def around(xy: Box, margin: int) -> Box:
    """The pixels a box drawn from (x0, y0) to (x1, y1) covers, `margin` more on every side (wide
    outlines straddle the box's edge)."""
    x0, y0, x1, y1 = xy
    return x0 - margin, y0 - margin, x1 + 1 + margin, y1 + 1 + margin


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# zlib-ng's deflate (the zlib-ng package: zlib's format and interface, faster at level 2 and
# smaller than zlib's level 1), whose stream is a function of the rows alone: the same image is the
# same bytes in every process, every time, as the tests comparing images need. ISA-L's deflate (the
# isal package) is not: in a long-running process the same rows may come out as another valid stream.
DEFLATE_LEVEL = 2


def png_bytes(indexed: Image.Image) -> bytes:
    """A palette image as PNG bytes, every row unfiltered (the filter that suits palette images;
    Pillow's encoder tries each filter on each row, which costs more than compressing)."""
    width, height = indexed.size
    # Each row led by its filter type, 0 (none): the rows are packed one byte apart (the byte after
    # each row is 0), and the whole shifted one byte on: no copy of the image to make room.
    rows = indexed.tobytes("raw", "P", width + 1)
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8 bits, palette, no interlace
    palette = bytes(indexed.getpalette() or [])
    deflate = zlib_ng.compressobj(DEFLATE_LEVEL)
    data = deflate.compress(b"\0") + deflate.compress(memoryview(rows)[:-1]) + deflate.flush()
    return b"".join(
        [PNG_SIGNATURE, _chunk(b"IHDR", header), _chunk(b"PLTE", palette), _chunk(b"IDAT", data), _chunk(b"IEND", b"")]
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


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


@lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """How far `text` advances the pen: measured once, as most texts recur image after image."""
    return int(round(font(size, bold).getlength(text)))


def fit(text: str, width: int, size: int, bold: bool = False) -> str:
    """`text`, or as much of it as fits in `width` followed by an ellipsis (found by halving)."""
    if text_width(text, size, bold) <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if text_width(text[:middle].rstrip() + "…", size, bold) <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


class Chip(NamedTuple):
    """A piece of a line of text: a word or a few (kept together when lines wrap), drawn plain
    or on a coloured box (a cult step, a resource, a tile's code). A tuple: rows of chips are
    kept by their chips, and a tuple hashes without a call per chip."""

    text: str
    ink: RGB
    box: RGB | None = None
    bold: bool = False
    gap: int = 6  # space before the next chip

    def width(self, size: int) -> int:
        return text_width(self.text, size, self.bold) + (8 if self.box is not None else 0)


def flow(chips: Sequence[Chip], width: int, size: int, indent: int = 0) -> list[list[Chip]]:
    """Chips in lines no wider than `width` (lines after the first start `indent` further right);
    a chip wider than a line is cut to fit."""
    lines: list[list[Chip]] = [[]]
    x = 0
    for chip in chips:
        w = chip.width(size)
        room = width - (indent if len(lines) > 1 else 0)
        if lines[-1] and x + w > room:
            lines.append([])
            x = 0
            room = width - indent
        if w > room:
            cut = fit(chip.text, room - (8 if chip.box is not None else 0), size, chip.bold)
            chip = Chip(cut, chip.ink, chip.box, chip.bold, chip.gap)
            w = chip.width(size)
        lines[-1].append(chip)
        x += w + chip.gap
    return lines


def draw_chips(draw: ImageDraw.ImageDraw, xy: tuple[float, float], chips: Sequence[Chip], size: int) -> float:
    """One line of chips from `xy` (left, middle); returns where the line ends."""
    x, y = xy
    for chip in chips:
        w = chip.width(size)
        if chip.box is not None:
            half = int(size * 0.62)
            box(draw, (x, y - half, x + w, y + half), chip.box, corner=3)
            draw_text(draw, (x + 4, y), chip.text, size, chip.ink, anchor="lm", bold=chip.bold)
        else:
            draw_text(draw, (x, y), chip.text, size, chip.ink, anchor="lm", bold=chip.bold)
        x += w + chip.gap
    return x


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "la",
    bold: bool = False,
) -> None:
    """Text at `xy` (Pillow's anchors). Glyphs are rendered a word at a time and kept: the words
    recur image after image ('54 VP' and '54 C' share '54'), whole texts far less often."""
    if not text:
        return
    x, y = xy
    if " " in text and anchor[0] in "lmr":
        if anchor[0] != "l":
            x -= text_width(text, size, bold) / (2 if anchor[0] == "m" else 1)
        anchor = "l" + anchor[1]
        start = 0
        for word in text.split(" "):
            if word:
                _paste(draw, (x + text_width(text[:start], size, bold), y), word, size, fill, anchor, bold)
            start += len(word) + 1
        return
    _paste(draw, (x, y), text, size, fill, anchor, bold)


def _paste(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB, anchor: str, bold: bool
) -> None:
    mask, dx, dy, width, height = _text_mask(text, size, anchor, bold)
    x, y = int(round(xy[0])) + dx, int(round(xy[1])) + dy
    area = (x, y, x + width, y + height)
    if not isinstance(draw, PaletteDraw):
        draw.im.paste(fill, area, mask.im)  # type: ignore[arg-type]
        return
    # On a palette image: as the text would be blended in RGB and then mapped onto the palette.
    # Text nearly always stands on one colour (a panel, a tile, a chip's box): the text on that
    # colour is mapped once and kept. Anywhere else the area is blended in RGB and mapped again.
    inside = x >= 0 and y >= 0 and area[2] <= draw.width and area[3] <= draw.height
    low, high = draw.im.crop(area).getextrema() if inside else (0, 1)
    if low == high:
        sprite, cover = _text_on(text, size, anchor, bold, fill, low, draw.palette_key)
        draw.im.paste(sprite, area, cover)
        return
    rgb = draw.image.crop(area).convert("RGB")
    rgb.im.paste(fill, (0, 0, width, height), mask.im)  # type: ignore[arg-type]
    draw.image.paste(quantize(rgb, draw.palette_image), area[:2], _cover(mask))


@lru_cache(maxsize=8192)
def _text_mask(text: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image, int, int, int, int]:
    """The text's glyphs as a mask, where the mask goes from the anchor, and its size."""
    f = font(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor)
    return mask, left, top, mask.width, mask.height


@lru_cache(maxsize=16384)
def _text_on(
    text: str, size: int, anchor: str, bold: bool, fill: RGB, background: int, palette: int
) -> tuple[Any, Any]:
    """Text blended on one palette entry and mapped onto the palette, and the pixels it covers
    (both as Pillow's core images, ready to paste)."""
    mask = _text_mask(text, size, anchor, bold)[0]
    palette_image = _PALETTES[palette]
    colours = palette_image.getpalette() or []
    rgb = Image.new("RGB", mask.size, tuple(colours[3 * background : 3 * background + 3]))
    rgb.im.paste(fill, (0, 0, *mask.size), mask.im)  # type: ignore[arg-type]
    return quantize(rgb, palette_image).im, _cover(mask).im


def _cover(mask: Image.Image) -> Image.Image:
    """The pixels a glyph mask touches at all (the others keep what is under them)."""
    return mask.point([0] + [255] * 255)


Point = tuple[float, float]


def shape(
    draw: ImageDraw.ImageDraw, points: Sequence[Point], fill: RGB | None, outline: RGB | None = None, width: int = 1
) -> None:
    """A polygon with an outline `width` wide. The outline is drawn as lines: Pillow's own wide
    outline builds a mask as large as the whole image for every polygon, the slowest part of an image."""
    if fill is not None:
        draw.polygon(points, fill=fill)
    if outline is None:
        return
    if width <= 1:
        draw.polygon(points, outline=outline)
    else:
        draw.line([*points, points[0]], fill=outline, width=width)
        if width > 3:  # fill the notches where two wide lines meet (too small to see below that)
            r = (width - 1) / 2
            for x, y in points:
                draw.ellipse((x - r, y - r, x + r, y + r), fill=outline)


def box(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float, float, float],
    fill: RGB | None,
    outline: RGB | None = None,
    width: int = 1,
    corner: float = 5,
) -> None:
    """A rectangle with its corners cut (as good as rounded at this size, and many times faster to draw)."""
    x0, y0, x1, y1 = xy
    c = min(corner, (x1 - x0) / 2, (y1 - y0) / 2)
    points = [
        (x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c), (x1 - c, y1), (x0 + c, y1), (x0, y1 - c), (x0, y0 + c)
    ]  # fmt: skip
    shape(draw, points, fill, outline, width)


def contrast(colour: RGB) -> RGB:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return (20, 20, 20) if luminance > 140 else (250, 250, 250)


BANNER_HEIGHT = 44


def banner(png: bytes, text: str) -> bytes:
    """A game's image with a dark strip above it saying `text` (a plan: 'not played'), on the
    image's own palette."""
    original = Image.open(io.BytesIO(png))
    width, height = original.size
    image = Image.new("RGB", (width, height + BANNER_HEIGHT), (34, 34, 34))
    image.paste(original.convert("RGB"), (0, BANNER_HEIGHT))
    draw = ImageDraw.Draw(image)
    size = 24
    draw_text(draw, (16, BANNER_HEIGHT / 2), fit(text, width - 32, size, True), size, (255, 255, 255), "lm", True)
    if original.mode != "P":
        out = io.BytesIO()
        image.save(out, "PNG", compress_level=3)
        return out.getvalue()
    return to_png(image, original)
