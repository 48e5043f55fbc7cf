"""Palette PNG encoding, with one fixed 256-colour palette per theme.

Choosing a palette per picture (FASTOCTREE) took ~8 ms of a ~13 ms encode; mapping onto a
fixed palette takes ~1 ms.  The art is flat and drawn from a theme's few colours, so the
palette is learnt once per theme, from a swatch holding every card sprite of that theme and
anti-aliased text in each of its table colours on each of them, and reused (cached by the
theme, which is hashable).  benchmarks/render_bench.py prints the figures.
"""

from __future__ import annotations

import io
from functools import lru_cache

from PIL import Image, ImageDraw

from .cards import DECKS, FULL, MINI, SIZES, back, sprite
from .text import font
from .theme import Theme


@lru_cache(maxsize=8)
def table_palette(theme: Theme) -> Image.Image:
    """A "P" image whose palette is learnt from `theme` (~0.3 s the first time)."""
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
    return swatch.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


FAST_LEVEL, SMALL_LEVEL, SMALLEST_LEVEL = 3, 6, 9
SIZE_BUDGET = 56 * 1024  # a table picture stays light on a phone's data plan


def encode_png(img: Image.Image, theme: Theme, first: int = FAST_LEVEL) -> bytes:
    """A 256-colour palette PNG of a picture drawn with `theme`: about 30-50 KB for a table.

    Measured on the 2-core dev box (benchmarks/render_bench.py): mapping onto the theme's
    fixed palette takes ~2 ms (FASTOCTREE per picture ~7.5 ms, MEDIANCUT ~39 ms, with the
    same look on these flat pictures).  zlib level 3 takes ~3 ms against ~7.5 ms for level
    6, for pictures about a fifth larger; encoding is most of a click's work under load, so
    level 3 it is, and only a picture over the budget (a crowded Capture table, a few in a
    hundred) is encoded again at level 6.  Level 9 takes ~50-80 ms: only a picture still over
    the budget at level 6 gets it (a crowded Capture table in the four-colour or colour-blind
    theme, whose extra suit inks add edge colours: ~58 KB at level 6, ~52 KB at level 9).

    `first`: the level to try first.  A renderer whose pictures are mostly over the budget at
    level 3 says so (`PNG_LEVEL`): Capture's crowded tables, drawn in the bundled DejaVu font,
    are 56 KB at the median at level 3 (half of them over), 48 KB at level 5 (2% over), and
    encoding once at 5 (~6.8 ms) beats 3 then 6 (~4 + 9 ms) for half of them.
    """
    rgb = img if img.mode == "RGB" else img.convert("RGB")
    pal = rgb.quantize(palette=table_palette(theme), dither=Image.Dither.NONE)
    out = io.BytesIO()
    pal.save(out, format="PNG", compress_level=first)
    for level in (lvl for lvl in (SMALL_LEVEL, SMALLEST_LEVEL) if lvl > first):
        if out.tell() <= SIZE_BUDGET:
            break
        out = io.BytesIO()
        pal.save(out, format="PNG", compress_level=level)
    return out.getvalue()
