"""Shared drawing kit for the table pictures: canvas, fonts, text, slots, PNG encoding.

Everything here is a pure function of its arguments; fonts are Pillow's bundled scalable
font (`ImageFont.load_default(size=...)`, Pillow >= 10.1), so no font files or downloads
are needed and the pictures look the same on every machine.

The pictures are about 1120 px wide and shown about 360 px wide on a phone, so anything a
player must read is at least ~16 px of font and ranks are ~40 px glyphs.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from PIL import Image, ImageDraw, ImageFont

# --- palette -------------------------------------------------------------------------
# A small set of flat colours keeps the palette PNG small and the quantizer exact.
FELT = (28, 74, 56)
FELT_DARK = (20, 56, 42)
FELT_LINE = (92, 140, 116)
INK_LIGHT = (240, 236, 220)
INK_DIM = (170, 200, 184)
INK_GOLD = (240, 200, 90)
BANNER_WIN = (40, 120, 60)
BANNER_LOSS = (150, 40, 40)
BANNER_OTHER = (80, 80, 90)

WIDTH = 1120
MARGIN = 20

Box = tuple[int, int, int, int]


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=size)  # type: ignore[return-value]


def canvas(width: int, height: int, colour: tuple[int, int, int] = FELT) -> Image.Image:
    return Image.new("RGB", (width, height), colour)


def text_width(text: str, size: int) -> int:
    return int(font(size).getlength(text))


def fit_text(text: str, size: int, max_width: int) -> str:
    """`text` cut with an ellipsis so that it fits `max_width` pixels at `size`."""
    if text_width(text, size) <= max_width:
        return text
    while text and text_width(text + "\u2026", size) > max_width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def wrap_text(text: str, size: int, max_width: int, max_lines: int) -> list[str]:
    """Greedy word wrap; the last line is cut with an ellipsis when words remain."""
    words = text.split()
    lines: list[str] = []
    while words and len(lines) < max_lines - 1:
        n = 1
        while n < len(words) and text_width(" ".join(words[: n + 1]), size) <= max_width:
            n += 1
        lines.append(fit_text(" ".join(words[:n]), size, max_width))
        words = words[n:]
    if words:
        lines.append(fit_text(" ".join(words), size, max_width))
    return lines


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    # Glyph rendering (especially with a stroke) dominates drawing time, and most strings on a
    # table repeat from one picture to the next, so rendered masks are cached.
    f = font(size)
    sw = 1 if bold else 0
    left, top, right, bottom = f.getbbox(text, anchor=anchor, stroke_width=sw)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor,
                              stroke_width=sw, stroke_fill=255)
    return mask, left, top


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: tuple[int, int, int] = INK_LIGHT,
    anchor: str = "la",
    bold: bool = False,
) -> None:
    """Text at `xy` with a Pillow anchor; `bold` thickens the one bundled face with a stroke."""
    if not text:
        return
    mask, left, top = _text_mask(text, size, bold, anchor)
    img.paste(fill, (int(xy[0]) + left, int(xy[1]) + top), mask)


def label(img: Image.Image, x: int, y: int, text: str, size: int = 18,
          fill: tuple[int, int, int] = INK_DIM) -> None:
    """An area caption: dim text above an area."""
    draw_text(img, (x, y), text, size, fill)


def slot(img: Image.Image, box: Box, name: str = "", radius: int = 10) -> None:
    """An empty card slot: a darker rounded rectangle with its name in the middle."""
    ImageDraw.Draw(img).rounded_rectangle(box, radius=radius, fill=FELT_DARK, outline=FELT_LINE, width=2)
    if name:
        cx, cy = (box[0] + box[2]) // 2, (box[1] + box[3]) // 2
        draw_text(img, (cx, cy), name, 26, FELT_LINE, anchor="mm")


def slot_tag(img: Image.Image, xy: tuple[int, int], name: str, anchor: str = "la") -> None:
    """The small slot name (d1, s2, p3 ...) the bot's buttons refer to, printed beside a slot."""
    draw_text(img, xy, name, 20, INK_GOLD, anchor=anchor, bold=True)


def paste(base: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """Paste an RGBA card sprite (rounded corners) onto the RGB table."""
    base.paste(sprite, xy, sprite)


def banner(img: Image.Image, text: str, won: bool | None, y: int | None = None, h: int = 56) -> None:
    """A full-width result strip: green WIN, red LOSS, grey otherwise (the word says it too)."""
    draw = ImageDraw.Draw(img)
    colour = BANNER_WIN if won else BANNER_LOSS if won is False else BANNER_OTHER
    word = "WIN" if won else "LOSS" if won is False else "GAME OVER"
    top = (img.height - h) // 2 if y is None else y
    draw.rectangle((0, top, img.width, top + h), fill=colour, outline=INK_LIGHT, width=3)
    draw_text(img, (img.width // 2, top + h // 2), fit_text(f"{word}: {text}", 30, img.width - 40), 30,
              INK_LIGHT, anchor="mm", bold=True)


def event_lines(img: Image.Image, x: int, y: int, width: int, events: Sequence[str],
                rows: int = 5, size: int = 18, title: str = "Recent") -> int:
    """The newest events that fit in `rows` lines (each wrapped to at most 2), oldest first;
    returns the y below them."""
    label(img, x, y, title)
    y += 24
    picked: list[list[str]] = []
    used = 0
    for event in reversed(list(events)):
        lines = wrap_text(event, size, width, 2)
        if used + len(lines) > rows:
            break
        picked.append(lines)
        used += len(lines)
    for lines in reversed(picked):
        for line in lines:
            draw_text(img, (x, y), line, size, INK_LIGHT)
            y += size + 6
    return y


def joined(items: Iterable[str]) -> str:
    items = list(items)
    return ", ".join(items) if items else "none"


def clip_description(text: str, limit: int = 900) -> str:
    """Keep attachment descriptions under Discord's 1024-character limit with room to spare."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "\u2026"


# --- encoding --------------------------------------------------------------------------


@dataclass(frozen=True)
class Rendered:
    """A table picture ready to attach: PNG bytes, alt text and pixel size."""

    png: bytes
    description: str
    width: int
    height: int


def encode_png(img: Image.Image) -> bytes:
    """256-colour palette PNG, about 30-45 KB for a 1120x770 table.

    Measured on the 2-core dev box for a Defend and Capture table: FASTOCTREE quantizes in
    ~7.5 ms against ~39 ms for MEDIANCUT and ~20 ms for MAXCOVERAGE, with the same look on
    these flat pictures; fewer colours (64) saved no time.  zlib level 6 takes ~7 ms for
    44 KB, level 3 ~3 ms for 53 KB (too close to the 60 KB budget), level 9 ~50 ms.
    benchmarks/render_bench.py prints the current figures.
    """
    from .palette import table_palette  # late: palette draws sprites, which need this module

    pal = img.convert("RGB").quantize(palette=table_palette(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    # With the fixed palette (render/palette.py): level 6 ~6 ms and ~33 KB; level 3 is 3 ms
    # faster but up to 53 KB, too near the 60 KB budget.
    pal.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def row_step(n: int, item_w: int, max_w: int, gap: int) -> int:
    """Horizontal step for `n` items of width `item_w` in `max_w`: spaced, or overlapped to fit."""
    if n <= 1:
        return item_w + gap
    return min(item_w + gap, (max_w - item_w) // (n - 1))


def count_badge(img: Image.Image, xy: tuple[int, int], text: str, size: int = 24) -> None:
    """A number on a dark pill, readable over a card back or the felt."""
    w = text_width(text, size) + 16
    x, y = xy
    ImageDraw.Draw(img).rounded_rectangle((x - w // 2, y - size // 2 - 6, x + w // 2, y + size // 2 + 6), radius=10,
                           fill=(16, 16, 24), outline=INK_LIGHT, width=2)
    draw_text(img, (x, y), text, size, INK_LIGHT, anchor="mm", bold=True)


def meter(img: Image.Image, box: Box, value: int, limit: int,
          colour: tuple[int, int, int]) -> None:
    """A progress bar (damage x/20, captured x/12): the number is printed next to it too."""
    x0, y0, x1, y1 = box
    draw = ImageDraw.Draw(img)
    draw.rectangle(box, fill=FELT_DARK, outline=FELT_LINE, width=1)
    frac = max(0.0, min(1.0, value / limit)) if limit else 0.0
    if frac:
        draw.rectangle((x0 + 2, y0 + 2, x0 + 2 + int((x1 - x0 - 4) * frac), y1 - 2), fill=colour)
