"""Flat card art drawn by the program, cached as RGBA sprites per theme.

One entry point for faces, `sprite(deck, code, size, theme)`, one for what a face shows and
where (`marks`, for the render tests' recorder), and one for backs, `back(size, theme)`.
The decks (`DECKS` lists every code of each):
- "decktet" (Defend and Capture): big rank (Aces 1, Pawns/Courts/Crowns 10, the game's
  ranks) and each suit as a drawn symbol with its initial in the reader's language (M Moons,
  S Suns, W Waves, L Leaves, Y Wyrms, K Knots; French L Lunes, S Soleils...) in a column
  under the rank.
- "deck-defence": rank 1-4 big, attribute as a symbol (sword, fire, tree); Enemy cards
  (rank 4) are dark with a red edge, so they stand out without colour (and by their rank).
- "standard" 52 + jokers (Capture): rank big and the suit symbol (shape and red/black).

Read on a phone the pictures are shown about 0.35x, so a face holds only what stays legible
there: the rank at >= 40 px (`RANK_PX`), suit symbols >= 28 px tall (`SUIT_PX`), a suit's
letter >= 22 px; card names (unreadable at any size a card allows) are left to the buttons,
the message's text and the alt text.

Sizes: FULL for cards in play; MINI (standard and Deck Defence) for piles shown as strips;
CHIP (any deck, its width set by the card) for long piles laid out in rows: rank and suit
symbols side by side on a low tile.  Each face keeps its *index* (rank and suits) in one
corner: a FULL card in its top `INDEX_H[FULL]` px (standard, Deck Defence) or its left
`index_width` px (Decktet), a MINI card in its left `index_width` px, so overlapped strips
and stacked piles still show every card's index.

A face holds no word: the one letter on a face is a FULL Decktet card's suit initial, in the
current locale (`i18n.speaking`; the buttons name suits by the same letters), so those
sprites are cached per theme and locale (`face_locale`).

Sprites are drawn at 2x and reduced, which gives smooth edges once, at cache-fill time;
`render.tiles` turns them into palette tiles a table is composed of by plain pastes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

from PIL import Image, ImageDraw

import i18n
from engine.cards import DECKTET, JOKERS, dd_deck, dd_rank, decktet_suit_initial, standard_deck, std_short

from .text import font, rank_font
from .theme import Colour, Theme

Size = tuple[int, int]
FULL: Size = (112, 156)
MINI: Size = (76, 108)
CHIP: Size = (0, 50)  # a chip's width depends on its card: see `chip_width`

DECKS: dict[str, tuple[str, ...]] = {
    "decktet": tuple(DECKTET),
    "deck-defence": tuple(sorted(set(dd_deck()))),
    "standard": tuple(standard_deck(jokers=True)),
}
SIZES: dict[str, tuple[Size, ...]] = {  # the faces each deck comes in
    "decktet": (FULL, CHIP),
    "deck-defence": (FULL, MINI, CHIP),
    "standard": (FULL, MINI, CHIP),
}

_SS = 2  # supersampling factor

Symbol = Callable[[ImageDraw.ImageDraw, float, float, float, Colour, Colour], None]


# --- symbols: (draw, centre x, centre y, half size, colour, background) -----------------


def _moon(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), fill=c)
    o = r * 0.55
    d.ellipse((x - r + o, y - r - o * 0.35, x + r + o, y + r - o * 0.35), fill=bg)


def _sun(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    for i in range(8):
        a = i * math.pi / 4
        tip = (x + r * math.cos(a), y + r * math.sin(a))
        side1 = (x + r * 0.5 * math.cos(a + 0.3), y + r * 0.5 * math.sin(a + 0.3))
        side2 = (x + r * 0.5 * math.cos(a - 0.3), y + r * 0.5 * math.sin(a - 0.3))
        d.polygon([tip, side1, side2], fill=c)
    k = r * 0.52
    d.ellipse((x - k, y - k, x + k, y + k), fill=c)


def _waves(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    w = max(2, int(r * 0.22))
    for row in (-0.6, 0.0, 0.6):
        pts = [(x - r + 2 * r * t / 24, y + row * r + math.sin(t / 24 * 4 * math.pi) * r * 0.18)
               for t in range(25)]
        d.line(pts, fill=c, width=w, joint="curve")


def _leaf(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    # A lens shape on the diagonal with a midrib in the background colour.
    pts = []
    for i in range(21):
        t = i / 20
        along = -r + 2 * r * t
        across = math.sin(t * math.pi) * r * 0.55
        pts.append((along, across))
    for i in range(21):
        t = i / 20
        along = r - 2 * r * t
        across = -math.sin(t * math.pi) * r * 0.55
        pts.append((along, across))
    a = -math.pi / 4
    rot = [(x + px * math.cos(a) - py * math.sin(a), y + px * math.sin(a) + py * math.cos(a)) for px, py in pts]
    d.polygon(rot, fill=c)
    d.line([(x - r * 0.6, y + r * 0.6), (x + r * 0.6, y - r * 0.6)], fill=bg, width=max(1, int(r * 0.1)))


def _wyrm(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    # A serpent: a vertical S-curve body with a triangular head on top.
    w = max(2, int(r * 0.3))
    body = [(x + math.sin(t / 16 * 2 * math.pi) * r * 0.45, y - r * 0.35 + t / 16 * r * 1.3) for t in range(17)]
    d.line(body, fill=c, width=w, joint="curve")
    hx, hy = body[0]
    d.polygon([(hx - r * 0.45, hy + r * 0.05), (hx + r * 0.45, hy + r * 0.05), (hx, hy - r * 0.62)], fill=c)
    e = max(1.0, r * 0.09)
    d.ellipse((hx - e, hy - r * 0.25 - e, hx + e, hy - r * 0.25 + e), fill=bg)


def _knot(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    # Four interlaced loops around a square, like the command-key knot.
    w = max(2, int(r * 0.17))
    q = r * 0.42
    lr = r * 0.5
    for sx in (-1, 1):
        for sy in (-1, 1):
            cx, cy = x + sx * q, y + sy * q
            d.ellipse((cx - lr, cy - lr, cx + lr, cy + lr), outline=c, width=w)
    d.rectangle((x - q, y - q, x + q, y + q), outline=c, width=w)


def _sword(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    bw = r * 0.28
    d.polygon([(x, y - r), (x + bw, y - r * 0.75), (x + bw, y + r * 0.35), (x - bw, y + r * 0.35),
               (x - bw, y - r * 0.75)], fill=c)
    d.rectangle((x - r * 0.6, y + r * 0.35, x + r * 0.6, y + r * 0.5), fill=c)
    d.rectangle((x - bw * 0.6, y + r * 0.5, x + bw * 0.6, y + r * 0.85), fill=c)
    k = r * 0.15
    d.ellipse((x - k, y + r * 0.85 - k * 0.3, x + k, y + r * 0.85 + k * 1.7), fill=c)


def _fire(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    def flame(s: float, colour: Colour) -> None:
        cy = y + r * 0.35
        rr = r * 0.6 * s
        pts = [(x + rr * math.cos(a / 20 * math.pi), cy + rr * math.sin(a / 20 * math.pi)) for a in range(21)]
        pts += [(x - rr, cy), (x - rr * 0.7, cy - rr * 1.1), (x - rr * 0.1, cy - rr * 0.9),
                (x + rr * 0.1, y + r * 0.35 - r * 1.3 * s), (x + rr * 0.7, cy - rr * 1.0), (x + rr, cy)]
        d.polygon(pts, fill=colour)

    flame(1.0, c)
    flame(0.5, bg)


def _tree(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    d.rectangle((x - r * 0.13, y + r * 0.55, x + r * 0.13, y + r), fill=c)
    for top, half, bottom in ((-1.0, 0.45, -0.2), (-0.6, 0.65, 0.2), (-0.2, 0.85, 0.6)):
        d.polygon([(x, y + top * r), (x + half * r, y + bottom * r), (x - half * r, y + bottom * r)], fill=c)


def _heart(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    k = r * 0.5
    d.ellipse((x - r, y - r * 0.7, x, y - r * 0.7 + 2 * k), fill=c)
    d.ellipse((x, y - r * 0.7, x + r, y - r * 0.7 + 2 * k), fill=c)
    d.polygon([(x - r * 0.97, y - r * 0.1), (x + r * 0.97, y - r * 0.1), (x, y + r)], fill=c)


def _spade(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    k = r * 0.48
    d.polygon([(x, y - r), (x + r * 0.95, y + r * 0.05), (x - r * 0.95, y + r * 0.05)], fill=c)
    d.ellipse((x - r * 0.95, y - r * 0.25, x - r * 0.95 + 2 * k, y - r * 0.25 + 2 * k), fill=c)
    d.ellipse((x + r * 0.95 - 2 * k, y - r * 0.25, x + r * 0.95, y - r * 0.25 + 2 * k), fill=c)
    d.polygon([(x, y + r * 0.2), (x + r * 0.35, y + r), (x - r * 0.35, y + r)], fill=c)


def _diamond(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    d.polygon([(x, y - r), (x + r * 0.72, y), (x, y + r), (x - r * 0.72, y)], fill=c)


def _club(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    k = r * 0.42
    for cx, cy in ((x, y - r * 0.5), (x - r * 0.52, y + r * 0.12), (x + r * 0.52, y + r * 0.12)):
        d.ellipse((cx - k, cy - k, cx + k, cy + k), fill=c)
    d.polygon([(x, y - r * 0.1), (x + r * 0.35, y + r), (x - r * 0.35, y + r)], fill=c)


def _star(d: ImageDraw.ImageDraw, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    d.polygon(pts, fill=c)


DECKTET_SYMBOLS: dict[str, Symbol] = {"M": _moon, "S": _sun, "W": _waves, "L": _leaf, "Y": _wyrm, "K": _knot}
DD_SYMBOLS: dict[str, Symbol] = {"S": _sword, "F": _fire, "T": _tree}
STD_SYMBOLS: dict[str, Symbol] = {"S": _spade, "H": _heart, "D": _diamond, "C": _club}


# --- sprite plumbing -------------------------------------------------------------------


@dataclass(frozen=True)
class Mark:
    """Something a face shows that a player must be able to read, in the sprite's pixels.

    role: "rank", "suit" (a symbol; `size` is its height) or "label" (a suit's letter);
    size: the font's pixel size (or the symbol's height)."""

    role: str
    box: tuple[int, int, int, int]
    size: int
    text: str


class _Face:
    """A face being drawn at 2x, noting the marks it draws."""

    def __init__(self, size: Size, face: Colour, edge: Colour) -> None:
        w, h = size[0] * _SS, size[1] * _SS
        self.img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        self.d = ImageDraw.Draw(self.img)
        self.d.rounded_rectangle((0, 0, w - 1, h - 1), radius=9 * _SS, fill=face, outline=edge, width=2 * _SS)
        self.marks: list[Mark] = []

    def text(self, xy: tuple[float, float], text: str, size: int, fill: Colour, role: str = "label",
             anchor: str = "la", bold: bool = True) -> None:
        f = rank_font(size * _SS) if role == "rank" else font(size * _SS)
        sw = _SS if bold else 0
        at = (xy[0] * _SS, xy[1] * _SS)
        self.d.text(at, text, font=f, fill=fill, anchor=anchor, stroke_width=sw, stroke_fill=fill)
        left, top, right, bottom = self.d.textbbox(at, text, font=f, anchor=anchor, stroke_width=sw)
        self.marks.append(Mark(role, (math.floor(left / _SS), math.floor(top / _SS), math.ceil(right / _SS),
                                      math.ceil(bottom / _SS)), size, text))

    def symbol(self, sym: Symbol, x: float, y: float, r: float, c: Colour, bg: Colour, name: str = "",
               role: str = "suit") -> None:
        """A suit symbol centred at (x, y), `r` its half height; role "" for decoration."""
        sym(self.d, x * _SS, y * _SS, r * _SS, c, bg)
        if role:
            self.marks.append(Mark(role, (math.floor(x - r), math.floor(y - r), math.ceil(x + r),
                                          math.ceil(y + r)), round(2 * r), name))

    def finish(self) -> tuple[Image.Image, tuple[Mark, ...]]:
        # A box filter (plain 2x2 averaging) adds fewer new colours than Lanczos ringing.
        return self.img.reduce(_SS), tuple(self.marks)


RANK_PX = 40  # a rank's font size on MINI and CHIP faces (FULL: RANK_FULL_PX)
RANK_FULL_PX = 42
SUIT_PX = 32  # a suit or attribute symbol's height in an index (at least kit.SUIT_MIN)
LETTER_PX = 24  # a Decktet suit letter beside its symbol
SUIT_R = SUIT_PX / 2
CHIP_H = 50


def _rank(f: _Face, size: Size, rank: str, ink: Colour) -> None:
    """The big rank in the top-left corner, which overlapped strips and piles leave visible."""
    if size == FULL:
        f.text((8, 37), rank, RANK_FULL_PX, ink, "rank", anchor="ls")  # room for the J's descender
    elif size == MINI:
        f.text((7, 37), rank, RANK_PX, ink, "rank", anchor="ls")  # room for the J's descender
    else:
        f.text((8, 40), rank, RANK_PX, ink, "rank", anchor="ls")


def _corner(f: _Face, size: Size, sym: Symbol, colour: Colour, face: Colour, name: str) -> None:
    """One suit or attribute in the index: top right on FULL, under the rank on MINI."""
    if size == FULL:
        f.symbol(sym, size[0] - 22, 24, SUIT_R, colour, face, name)
    else:
        f.symbol(sym, 22, 65, SUIT_R, colour, face, name)


def _art(f: _Face, size: Size, sym: Symbol, colour: Colour, face: Colour, y: float = 98, r: float = 30) -> None:
    """A FULL card's big symbol in the middle: decoration, the index says it all."""
    f.symbol(sym, size[0] / 2, y, r, colour, face, role="")


def _chip(f: _Face, rank_right: int, syms: Sequence[tuple[Symbol, Colour, str]], face: Colour) -> None:
    x = rank_right + 8 + SUIT_R
    for sym, colour, name in syms:
        f.symbol(sym, x, CHIP_H / 2, SUIT_R, colour, face, name)
        x += SUIT_PX + 4


def chip_width(rank: str, suits: int) -> int:
    """A CHIP face's width: the rank, then its suit symbols side by side."""
    return 8 + int(rank_font(RANK_PX).getlength(rank)) + 2 + 8 + suits * (SUIT_PX + 4) + 4


# --- Decktet ---------------------------------------------------------------------------


def _decktet(code: str, size: Size, theme: Theme) -> _Face:
    card = DECKTET[code]
    face, ink = theme.face, theme.face_ink
    rank = str(card.rank)
    if size[0] == 0:  # CHIP
        f = _Face((chip_width(rank, len(card.suits)), CHIP_H), face, theme.face_edge)
        _rank(f, size, rank, ink)
        _chip(f, f.marks[-1].box[2], [(DECKTET_SYMBOLS[s], theme.decktet_ink(s), s) for s in card.suits], face)
        return f
    if size != FULL:
        raise ValueError("Decktet cards come FULL or as chips")
    f = _Face(size, face, theme.face_edge)
    _rank(f, size, rank, ink)
    # The suits in a column under the rank: an overlapped hand still shows them all.
    for i, s in enumerate(card.suits):
        cy = 64 + i * 34
        f.symbol(DECKTET_SYMBOLS[s], 8 + SUIT_R, cy, SUIT_R, theme.decktet_ink(s), face, s)
        f.text((8 + SUIT_PX + 6, cy), decktet_suit_initial(s), LETTER_PX, ink, anchor="lm")
    return f


# --- Deck Defence ----------------------------------------------------------------------

def _deck_defence(code: str, size: Size, theme: Theme) -> _Face:
    attr, rank = code[0], dd_rank(code)
    enemy = rank == 4
    face = theme.enemy_face if enemy else theme.face
    ink = theme.enemy_ink if enemy else theme.face_ink
    colour = theme.deck_defence_ink(attr)
    edge = theme.enemy_mark if enemy else theme.face_edge
    sym = DD_SYMBOLS[attr]
    if size[0] == 0:
        f = _Face((chip_width(str(rank), 1), CHIP_H), face, edge)
        _rank(f, size, str(rank), ink)
        _chip(f, f.marks[-1].box[2], [(sym, colour, attr)], face)
        return f
    f = _Face(size, face, edge)
    _rank(f, size, str(rank), ink)
    _corner(f, size, sym, colour, face, attr)
    if size == FULL:
        _art(f, size, sym, colour, face)
    return f


# --- standard 52 + jokers ----------------------------------------------------------------


def _standard(code: str, size: Size, theme: Theme) -> _Face:
    face = theme.face
    joker = code in JOKERS
    letter = code[1]  # the suit, or R / B for a joker
    sym = _star if joker else STD_SYMBOLS[letter]
    colour = theme.standard_ink(letter)
    rank = "JK" if joker else std_short(code)[:-1]
    if size[0] == 0:
        f = _Face((chip_width(rank, 1), CHIP_H), face, theme.face_edge)
        _rank(f, size, rank, colour)
        _chip(f, f.marks[-1].box[2], [(sym, colour, letter)], face)
        return f
    f = _Face(size, face, theme.face_edge)
    _rank(f, size, rank, colour)
    _corner(f, size, sym, colour, face, letter)
    if size == FULL:
        _art(f, size, sym, colour, face, 92, 26)
    return f


# --- the entry points ----------------------------------------------------------------------

_DRAW: dict[str, Callable[[str, Size, Theme], _Face]] = {
    "decktet": _decktet,
    "deck-defence": _deck_defence,
    "standard": _standard,
}


@lru_cache(maxsize=4096)  # a theme's every face in each size is ~330 sprites
def _build(deck: str, code: str, size: Size, theme: Theme, locale: str) -> tuple[Image.Image, tuple[Mark, ...]]:
    with i18n.speaking(locale):
        return _DRAW[deck](code, size, theme).finish()


def face_locale(deck: str, size: Size) -> str:
    """The locale a face is drawn in: the current one for a FULL Decktet face (its suits'
    initials), English for every other face, which is one sprite for all locales."""
    return i18n.current() if deck == "decktet" and size == FULL else i18n.SOURCE


def sprite(deck: str, code: str, size: Size, theme: Theme) -> Image.Image:
    """The face of `code` from `deck` ("decktet", "deck-defence" or "standard"), RGBA; a CHIP
    face is as wide as its card needs (`sprite(...).width`)."""
    return _build(deck, code, size, theme, face_locale(deck, size))[0]


def marks(deck: str, code: str, size: Size, theme: Theme) -> tuple[Mark, ...]:
    """What the face shows a player must read (rank, suits, a suit's letter), in the sprite's
    pixels."""
    return _build(deck, code, size, theme, face_locale(deck, size))[1]


@lru_cache(maxsize=64)
def index_width(deck: str, size: Size, theme: Theme) -> int:
    """How much of a face's left part shows every index mark, for any card of `deck`: an
    overlapped strip steps at least this far (standard FULL faces keep their suit at the
    top right, so they are never overlapped sideways)."""
    return max(m.box[2] for code in DECKS[deck] for m in marks(deck, code, size, theme)
               if m.role in ("rank", "suit")) + 4


@lru_cache(maxsize=64)
def index_height(deck: str, size: Size, theme: Theme) -> int:
    """How much of a face's top part shows every index mark: a stacked pile steps at least
    this far (only FULL faces of single-suit decks keep their index at the top)."""
    return max(m.box[3] for code in DECKS[deck] for m in marks(deck, code, size, theme)
               if m.role in ("rank", "suit")) + 3


@lru_cache(maxsize=16)
def back(size: Size, theme: Theme) -> Image.Image:
    """A face-down card, the same for every deck."""
    w, h = size
    f = _Face(size, theme.back, theme.back_edge)
    img, d = f.img, f.d
    m = 7 * _SS
    d.rounded_rectangle((m, m, w * _SS - m, h * _SS - m), radius=6 * _SS, outline=theme.back_line, width=2 * _SS)
    step = 18 * _SS
    # A diamond lattice, clipped to the inner border by drawing it on a separate layer.
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    ld = ImageDraw.Draw(layer)
    for k in range(-h * _SS, w * _SS + h * _SS, step):
        ld.line([(k, 0), (k + h * _SS, h * _SS)], fill=theme.back_line, width=_SS)
        ld.line([(k, 0), (k - h * _SS, h * _SS)], fill=theme.back_line, width=_SS)
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((m + 4 * _SS, m + 4 * _SS, w * _SS - m - 4 * _SS, h * _SS - m - 4 * _SS),
                                           radius=4 * _SS, fill=255)
    img.paste(layer, (0, 0), Image.composite(layer, Image.new("RGBA", img.size), mask))
    return f.finish()[0]
