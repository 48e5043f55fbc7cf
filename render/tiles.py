"""What a table is composed of, ready to paste into a picture drawn in its theme's palette
("P", see `render.palette`): card faces and backs, numbers and pips.

A face or a back is its sprite (`render.cards`) composited onto the felt and mapped onto the
palette once, at cache-fill time.  Pasted on the felt it needs no mask: its rounded corners
already show the felt.  Only a card that lies on another card is pasted through its one-bit
`mask`, so that the card below shows at its corners.  Masked pastes of RGBA sprites were
40-50% of drawing a table; a plain paste of a palette tile costs about a twentieth of one.

A number is digits and signs only (`NUMERAL`): a picture holds no words, every sentence is in
the message's text (`facts`) and the alt text (`describe`).  It is drawn with the pictures'
font onto the colour it lies on, bare or on a pill (the count on a pile); a pip is a small
disc (how often a column was carried over).

Everything here is lru-cached and never mutated: safe in worker processes and threads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

import i18n

from .cards import DECKS, FULL, MINI, SIZES, Size, back, face_locale, sprite
from .palette import quantized
from .text import font
from .theme import Colour, Theme

NUMERAL = re.compile(r"[0-9+\-/]+( [0-9+\-/]+)*")  # what a picture may write: figures, never a word
PILL_PAD = 9  # a pill's room left and right of its figures (and 7 above and below)
_SS = 4  # a pip's supersampling


@dataclass(frozen=True, eq=False)
class Tile:
    """A piece to paste: `image` in the theme's palette ("P"), `mask` its shape ("1"), and
    `offset` where its top-left lies from the point it is placed by (a number's centre)."""

    image: Image.Image
    mask: Image.Image
    offset: tuple[int, int] = (0, 0)

    @property
    def size(self) -> tuple[int, int]:
        return self.image.size


def _on(rgba: Image.Image, bg: Colour, theme: Theme, offset: tuple[int, int] = (0, 0)) -> Tile:
    """`rgba` composited onto `bg` and mapped onto the palette, with its shape as the mask."""
    flat = Image.new("RGB", rgba.size, bg)
    flat.paste(rgba, (0, 0), rgba)
    return Tile(quantized(flat, theme), rgba.getchannel("A").convert("1", dither=Image.Dither.NONE), offset)


@lru_cache(maxsize=4096)  # every face of a theme in each size is ~330 tiles
def _face(deck: str, code: str, size: Size, theme: Theme, locale: str) -> Tile:
    with i18n.speaking(locale):
        return _on(sprite(deck, code, size, theme), theme.felt, theme)


def face(deck: str, code: str, size: Size, theme: Theme) -> Tile:
    """The face of `code` from `deck` (see `render.cards.sprite`), on the felt."""
    return _face(deck, code, size, theme, face_locale(deck, size))


@lru_cache(maxsize=16)
def cover(size: Size, theme: Theme) -> Tile:
    """A card back, on the felt."""
    return _on(back(size, theme), theme.felt, theme)


def warm(theme: Theme) -> None:
    """Every face of every deck in each of its sizes (in the current locale) and the backs."""
    for deck, codes in DECKS.items():
        for size in SIZES[deck]:
            for code in codes:
                face(deck, code, size, theme)
    for size in (FULL, MINI):
        cover(size, theme)


@lru_cache(maxsize=2048)
def numeral(text: str, size: int, ink: Colour, bg: Colour, theme: Theme, pill: bool = False) -> Tile:
    """`text` (figures and signs: ValueError for anything else) in bold `ink`, centred on the
    point it is placed by; on a pill of the theme's badge colour when `pill`, else bare on
    `bg`."""
    if not NUMERAL.fullmatch(text):
        raise ValueError(f"a picture writes figures, never words: {text!r}")
    f = font(size)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor="mm", stroke_width=1))
    if pill:
        w = int(f.getlength(text)) + 2 * PILL_PAD
        h = size + 14
        left, top = -(w // 2), -(size // 2 + 7)
        img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        draw = ImageDraw.Draw(img)
        draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=10, fill=theme.badge, outline=theme.ink_light, width=2)
    else:
        img = Image.new("RGBA", (right - left, bottom - top), (*bg, 255))
        draw = ImageDraw.Draw(img)
    draw.text((-left, -top), text, font=f, fill=ink, anchor="mm", stroke_width=1, stroke_fill=ink)
    return _on(img, bg, theme, (left, top))


@lru_cache(maxsize=64)
def pip(diameter: int, ink: Colour, bg: Colour, theme: Theme) -> Tile:
    """A small disc of `ink` on `bg`, centred on the point it is placed by."""
    big = Image.new("RGBA", (diameter * _SS, diameter * _SS), (0, 0, 0, 0))
    ImageDraw.Draw(big).ellipse((0, 0, big.width - 1, big.height - 1), fill=ink)
    return _on(big.reduce(_SS), bg, theme, (-(diameter // 2), -(diameter // 2)))
