"""One fixed 256-colour palette per theme: tables are drawn in it, and encoded as palette PNGs.

The art is flat and drawn from a theme's few colours, so the palette is learnt once per theme
and reused (cached by the theme, which is hashable): every colour the theme names, exactly,
then the blends its card sprites' edges and its text make, learnt (FASTOCTREE) from a swatch
holding every sprite of the theme on the felt and anti-aliased text in each table colour on
each of them.

A table is drawn straight into the palette ("P" images: `render.tiles`, `render.kit.table`),
so encoding it is only zlib: no colour mapping per picture (mapping a drawn RGB table onto the
palette took ~1.1 ms of a ~3 ms encode, choosing a palette per picture ~8 ms).  A picture
drawn in RGB (the standings) is still mapped onto the palette as it is encoded.
benchmarks/render_bench.py prints the figures.
"""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageDraw

from .cards import DECKS, FULL, MINI, SIZES, back, sprite
from .text import font
from .theme import Colour, Theme

ENTRIES = 256


@lru_cache(maxsize=8)
def table_palette(theme: Theme) -> Image.Image:
    """A 1x1 "P" image carrying `theme`'s palette: its own colours first (`Theme.colours`,
    exactly, so flat areas and lines keep them), then 256 less that many learnt from the
    swatch (~0.3 s the first time)."""
    sprites = ([sprite(deck, code, size, theme) for deck, codes in DECKS.items() for code in codes
                for size in SIZES[deck]]
               + [back(FULL, theme), back(MINI, theme)])
    colours = theme.table_colours()
    per_row = 16
    w, h = FULL
    sprite_rows = -(-len(sprites) // per_row)
    swatch = Image.new("RGB", (per_row * w, (sprite_rows + len(colours)) * h), theme.felt)
    for i, card in enumerate(sprites):
        swatch.paste(card, ((i % per_row) * w, (i // per_row) * h), card)
    draw = ImageDraw.Draw(swatch)
    for j, bg in enumerate(colours):
        y = (sprite_rows + j) * h
        draw.rectangle((0, y, swatch.width, y + h), fill=bg)
        for k, ink in enumerate(colours):
            draw.text((10 + k * 60, y + 20), "Ag8", font=font(28), fill=ink)
    exact = theme.colours()
    learnt = swatch.quantize(colors=ENTRIES - len(exact), method=Image.Quantize.FASTOCTREE,
                             dither=Image.Dither.NONE).getpalette() or []
    flat = [v for c in exact for v in c] + learnt
    flat += [0] * (3 * ENTRIES - len(flat))
    out = Image.new("P", (1, 1), 0)
    out.putpalette(flat[: 3 * ENTRIES])
    return out


@lru_cache(maxsize=256)
def ink(theme: Theme, colour: Colour) -> int:
    """The palette index `colour` is drawn with on a table of `theme`: its own entry for a
    colour the theme names, else the nearest one."""
    exact = theme.colours()
    if colour in exact:
        return exact.index(colour)
    probe = Image.new("RGB", (1, 1), colour).quantize(palette=table_palette(theme), dither=Image.Dither.NONE)
    return int(probe.getpixel((0, 0)))  # type: ignore[arg-type]


def quantized(img: Image.Image, theme: Theme) -> Image.Image:
    """An RGB picture mapped onto `theme`'s palette, each pixel its nearest colour."""
    return img.quantize(palette=table_palette(theme), dither=Image.Dither.NONE)


FAST_LEVEL, SMALL_LEVEL, SMALLEST_LEVEL = 3, 6, 9
SIZE_BUDGET = 56 * 1024  # a table picture stays light on a phone's data plan


def encode_png(img: Image.Image, theme: Theme, first: int = FAST_LEVEL) -> bytes:
    """A 256-colour palette PNG of a picture drawn with `theme`: a table drawn in the palette
    ("P") as it is, an RGB one mapped onto the palette first.

    zlib level 3 first: encoding is most of a click's work under load, and a table without
    words is small at level 3 already; only a picture over the budget is encoded again at
    level 6, and one still over it at level 9 (~50-80 ms on a busy table).  `first`: the
    level to try first, for a renderer whose pictures are mostly over the budget at level 3
    (`PNG_LEVEL` of its module).
    """
    pal = img if img.mode == "P" else quantized(img.convert("RGB"), theme)
    out = io.BytesIO()
    pal.save(out, format="PNG", compress_level=first)
    for level in (lvl for lvl in (SMALL_LEVEL, SMALLEST_LEVEL) if lvl > first):
        if out.tell() <= SIZE_BUDGET:
            break
        out = io.BytesIO()
        pal.save(out, format="PNG", compress_level=level)
    return out.getvalue()
