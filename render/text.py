"""Text for the pictures: one font, measuring, fitting and cached drawing.

Table pictures hold no words (render/kit.py): this font draws the cards' ranks and suit
letters, the figures on a table (`render.tiles`) and the event standings' words.

The font is DejaVu Sans Condensed, bundled in `render/fonts/` (its licence beside it: the
Bitstream Vera licence, DejaVu's changes public domain), read from there and never from the
system, so the pictures look the same on every machine.  It draws every letter of the shipped
languages (English, German, French, Spanish: "\u00e4 \u00df \u00e9 \u0153 \u00f1 \u00bf \u00ab"
...) and the card suits \u2660 \u2665 \u2666 \u2663; it is as wide as the font the layouts were
made with (Pillow's Aileron), so the layouts' budgets hold.  Every text is measured and drawn as
`drawable` makes it: a character the font has no glyph for is written plainly where card
players have a plain form, decomposed to its base letter where it has one, else left out, so
no picture shows an empty box (a name in a script the font lacks, an emoji).
The card sprites, the tiles and the kit use this module (it imports none of them).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from .theme import Colour

ELLIPSIS = "\u2026"
FONT_FILE = Path(__file__).with_name("fonts") / "DejaVuSansCondensed.ttf"
# Card ranks: the family's monospaced face, whose J and Q keep (nearly) to the baseline, so a
# card's index stays as short as stacked piles need (the proportional face's J hangs 9 px).
RANK_FONT_FILE = Path(__file__).with_name("fonts") / "DejaVuSansMono.ttf"


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_FILE), size)


@lru_cache(maxsize=16)
def rank_font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(RANK_FONT_FILE), size)


# Plain forms of characters, as card players write them, for a font that lacks them.
_PLAIN = {"\u2660": "s", "\u2665": "h", "\u2666": "d", "\u2663": "c", "\u2013": "-", "\u2014": "-",
          "\u2212": "-", "\u00d7": "x", "\u25b6": ">", "\u2018": "'", "\u2019": "'", "\u201c": '"',
          "\u201d": '"'}


@lru_cache(maxsize=1024)
def has_glyph(ch: str) -> bool:
    """Whether the font draws `ch` (rather than its empty box for a missing glyph)."""
    probe = font(28)
    mask = probe.getmask(ch)
    return (mask.size, bytes(mask)) != _missing()


@lru_cache(maxsize=1)
def _missing() -> tuple[tuple[int, int], bytes]:
    mask = font(28).getmask("\U0010fffd")  # a private-use code point: no font has it
    return mask.size, bytes(mask)


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """`text` as the font can draw it: see the module's docstring."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        if ch.isascii() or has_glyph(ch):
            out.append(ch)
        elif ch in _PLAIN:
            out.append(_PLAIN[ch])
        else:  # a base letter for a decomposable one; a character with no plain form is left out
            out.extend(c for c in unicodedata.normalize("NFKD", ch) if c.isascii() or has_glyph(c))
    return "".join(out)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> int:
    return int(font(size).getlength(drawable(text)))


@lru_cache(maxsize=4096)  # captions and status lines repeat from one picture to the next
def fit_text(text: str, size: int, max_width: int) -> str:
    """`text` cut with an ellipsis so that it fits `max_width` pixels at `size`."""
    if text_width(text, size) <= max_width:
        return text
    while text and text_width(text + ELLIPSIS, size) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


# Glyph edges keep 8 levels of coverage instead of 256: at these sizes they look the same,
# and the palette PNG of a table is ~8% smaller (fewer distinct edge colours to encode).
_LEVELS = 8
_COVERAGE = [round(min(_LEVELS - 1, v * _LEVELS // 256) * 255 / (_LEVELS - 1)) for v in range(256)]


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    # Glyph rendering (especially with a stroke) dominates drawing time, and most strings on a
    # table repeat from one picture to the next, so rendered masks are cached (they hold no
    # colour, so every theme shares them).
    f = font(size)
    text = drawable(text)
    sw = 1 if bold else 0
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor, stroke_width=sw))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor,
                              stroke_width=sw, stroke_fill=255)
    return mask.point(_COVERAGE), left, top


def text_box(xy: tuple[float, float], text: str, size: int, anchor: str = "la",
             bold: bool = False) -> tuple[int, int, int, int]:
    """The box the ink of `text` drawn at `xy` covers (what `draw_text` pastes)."""
    mask, left, top = _text_mask(text, size, bold, anchor)
    x, y = int(xy[0]) + left, int(xy[1]) + top
    return x, y, x + mask.width, y + mask.height


def draw_text(img: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Colour,
              anchor: str = "la", bold: bool = False) -> None:
    """Text at `xy` with a Pillow anchor; `bold` thickens the one bundled face with a stroke."""
    if not text:
        return
    mask, left, top = _text_mask(text, size, bold, anchor)
    img.paste(fill, (int(xy[0]) + left, int(xy[1]) + top), mask)
