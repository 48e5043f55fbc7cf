"""One fixed 256-colour palette for every table picture.

Choosing a palette per picture (FASTOCTREE) took ~8 ms of a ~13 ms encode; mapping onto a
fixed palette takes ~1 ms.  The art is flat and drawn from a known set of colours, so the
palette is learnt once, from a swatch holding every card sprite and every theme colour with
anti-aliased text on the felt, and reused.  benchmarks/render_bench.py prints the figures.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.cards import DECKTET, JOKERS, dd_deck, standard_deck

from . import common
from .cards import FULL, MINI, card_back, dd_card, decktet_card, standard_card

_THEME = [value for name, value in vars(common).items()
          if name.isupper() and isinstance(value, tuple) and len(value) == 3]


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    sprites = ([decktet_card(c, s) for c in DECKTET for s in (FULL, MINI)]
               + [dd_card(c, s) for c in sorted(set(dd_deck())) for s in (FULL, MINI)]
               + [standard_card(c, s) for c in standard_deck() + list(JOKERS) for s in (FULL, MINI)]
               + [card_back(FULL), card_back(MINI)])
    per_row = 16
    w, h = FULL
    rows = -(-len(sprites) // per_row) + len(_THEME)
    swatch = common.canvas(per_row * w, rows * h)
    for i, sprite in enumerate(sprites):
        swatch.paste(sprite, ((i % per_row) * w, (i // per_row) * h), sprite if sprite.mode == "RGBA" else None)
    draw = ImageDraw.Draw(swatch)
    top = (-(-len(sprites) // per_row)) * h
    for j, bg in enumerate(_THEME):
        y = top + j * h
        draw.rectangle((0, y, swatch.width, y + h), fill=bg)
        for k, ink in enumerate(_THEME):
            draw.text((10 + k * 60, y + 20), "Ag8", font=common.font(28), fill=ink)
    return swatch.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                                           dither=Image.Dither.NONE)
