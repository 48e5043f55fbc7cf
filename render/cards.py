"""Flat card art drawn by the program, cached as RGBA sprites per theme.

One entry point for faces, `sprite(deck, code, size, theme)`, and one for backs,
`back(size, theme)`.  The decks (`DECKS` lists every code of each):
- "decktet" (Defend and Capture): big rank (Aces 1, Pawns/Courts/Crowns 10, the game's ranks),
  each suit as a drawn symbol *and* its letter (M Moons, S Suns, W Waves, L Leaves, Y Wyrms,
  K Knots), the card's name small.
- "deck-defence": rank 1-4 big, attribute as symbol + letter (S sword, F fire, T forest);
  Enemy cards (rank 4) are dark with the word ENEMY, so they stand out without colour.
- "standard" 52 + jokers (Capture): rank big, suit symbol + letter (S H D C), so red/black is
  never the only clue.

Two sizes: FULL for cards in play, MINI for piles shown as overlapped strips (captured,
damaged, defeated, known deck top).  A MINI card keeps rank and suits in its left ~40 px
and a FULL card keeps rank and attribute/suit in its top ~46 px, so overlapped strips and
stacked piles still show them.

Sprites are drawn at 2x and reduced, which gives smooth edges once, at cache-fill time;
composing a table is then only pastes.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

from PIL import Image, ImageDraw

from engine.cards import DD_ATTRIBUTES, DECKTET, JOKERS, dd_deck, dd_rank, standard_deck, std_name, std_short

from .text import font, text_width, wrap_text
from .theme import Colour, Theme

Size = tuple[int, int]
FULL: Size = (112, 156)
MINI: Size = (72, 100)

DECKS: dict[str, tuple[str, ...]] = {
    "decktet": tuple(DECKTET),
    "deck-defence": tuple(sorted(set(dd_deck()))),
    "standard": tuple(standard_deck(jokers=True)),
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
    bw = r * 0.2
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


def _blank(size: Size, face: Colour, edge: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = size[0] * _SS, size[1] * _SS
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=9 * _SS, fill=face, outline=edge, width=2 * _SS)
    return img, d


def _finish(img: Image.Image) -> Image.Image:
    # A box filter (plain 2x2 averaging) adds fewer new colours than Lanczos ringing.
    return img.reduce(_SS)


def _text(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: Colour,
          anchor: str = "la", bold: bool = True) -> None:
    d.text((xy[0] * _SS, xy[1] * _SS), text, font=font(size * _SS), fill=fill, anchor=anchor,
           stroke_width=_SS if bold else 0, stroke_fill=fill)


def _symbol(d: ImageDraw.ImageDraw, sym: Symbol, x: float, y: float, r: float, c: Colour, bg: Colour) -> None:
    sym(d, x * _SS, y * _SS, r * _SS, c, bg)


def _rank(d: ImageDraw.ImageDraw, size: Size, rank: str, ink: Colour) -> None:
    """The big rank in the top-left corner, which overlapped strips and piles leave visible."""
    if size == MINI:
        _text(d, (6, 31), rank, 34, ink, anchor="ls")
    else:
        _text(d, (8, 46), rank, 52, ink, anchor="ls")


def _mini_mark(d: ImageDraw.ImageDraw, sym: Symbol, letter: str, colour: Colour, ink: Colour,
               face: Colour) -> None:
    """A MINI card's one suit or attribute: symbol and letter under the rank."""
    _symbol(d, sym, 14, 62, 10, colour, face)
    _text(d, (28, 62), letter, 17, ink, anchor="lm")


def _centre(d: ImageDraw.ImageDraw, size: Size, sym: Symbol, colour: Colour, face: Colour, word: str,
            word_size: int, ink: Colour, bold: bool = False) -> None:
    """A FULL single-suit card's big symbol in the middle and its word at the bottom."""
    w, h = size
    _symbol(d, sym, w / 2, 96, 28, colour, face)
    _text(d, (w / 2, h - 10), word, word_size, ink, anchor="ms", bold=bold)


def _name_lines(d: ImageDraw.ImageDraw, name: str, w: int, h: int, ink: Colour) -> None:
    size = 14
    if h < FULL[1] and text_width(name, size) > w - 10:
        size = 12  # one line left under a kind label: "The Light Keeper" fits at 12
    lines = wrap_text(name, size, w - 10, 2 if h >= FULL[1] else 1)
    y = h - 8 - 17 * len(lines)
    for line in lines:
        _text(d, (w / 2, y), line, size, ink, anchor="ma", bold=False)
        y += 17


# --- Decktet ---------------------------------------------------------------------------


def _decktet(code: str, size: Size, theme: Theme) -> Image.Image:
    card = DECKTET[code]
    w, h = size
    face, ink = theme.face, theme.face_ink
    img, d = _blank(size, face, theme.face_edge)
    _rank(d, size, str(card.rank), ink)
    if size == MINI:
        for i, s in enumerate(card.suits):
            cy = 52 + i * 16
            _symbol(d, DECKTET_SYMBOLS[s], 13, cy, 7, theme.decktet_ink(s), face)
            _text(d, (24, cy), s, 15, ink, anchor="lm")
        return _finish(img)
    if card.is_personality:
        # A wide "10" leaves no room at the top right, so the kind names itself at the bottom.
        _text(d, (w / 2, h - 8), card.rank_label, 14, ink, anchor="ms", bold=True)
        h -= 17
    n = len(card.suits)
    r = min(17.0, (w - 12) / n / 2 - 2)
    step = (w - 12) / n
    for i, s in enumerate(card.suits):
        cx = 6 + step * (i + 0.5)
        _symbol(d, DECKTET_SYMBOLS[s], cx, 74, r, theme.decktet_ink(s), face)
        _text(d, (cx, 94), s, 17, ink, anchor="ma")
    _name_lines(d, card.name, w, h, ink)
    return _finish(img)


# --- Deck Defence ----------------------------------------------------------------------


def _deck_defence(code: str, size: Size, theme: Theme) -> Image.Image:
    attr, rank = code[0], dd_rank(code)
    enemy = rank == 4
    face = theme.enemy_face if enemy else theme.face
    ink = theme.enemy_ink if enemy else theme.face_ink
    colour = theme.deck_defence_ink(attr)
    w = size[0]
    img, d = _blank(size, face, theme.enemy_mark if enemy else theme.face_edge)
    sym = DD_SYMBOLS[attr]
    _rank(d, size, str(rank), ink)
    if size == MINI:
        _mini_mark(d, sym, attr, colour, ink, face)
        return _finish(img)
    # Symbol and letter side by side, inside the strip a buried pile card still shows.
    _symbol(d, sym, w - 20, 24, 14, colour, face)
    _text(d, (w - 38, 26), attr, 20, ink, anchor="rm")
    if enemy:
        _centre(d, size, sym, colour, face, "ENEMY", 17, theme.enemy_mark, bold=True)
    else:
        _centre(d, size, sym, colour, face, DD_ATTRIBUTES[attr], 16, ink)
    return _finish(img)


# --- standard 52 + jokers ----------------------------------------------------------------


def _standard(code: str, size: Size, theme: Theme) -> Image.Image:
    w = size[0]
    face = theme.face
    img, d = _blank(size, face, theme.face_edge)
    joker = code in JOKERS
    letter = code[1]  # the suit, or R / B for a joker
    sym = _star if joker else STD_SYMBOLS[letter]
    colour = theme.standard_ink(letter)
    _rank(d, size, "JK" if joker else std_short(code)[:-1], colour)
    if size == MINI:
        _mini_mark(d, sym, letter, colour, colour, face)
        return _finish(img)
    _symbol(d, sym, w - 20, 22, 13, colour, face)
    _text(d, (w - 20, 40), letter, 18, colour, anchor="ma")
    _centre(d, size, sym, colour, face, std_name(code), 13, theme.face_ink)
    return _finish(img)


# --- the entry points ----------------------------------------------------------------------

_DRAW: dict[str, Callable[[str, Size, Theme], Image.Image]] = {
    "decktet": _decktet,
    "deck-defence": _deck_defence,
    "standard": _standard,
}


@lru_cache(maxsize=1024)  # a theme's every face in both sizes is ~220 sprites
def sprite(deck: str, code: str, size: Size, theme: Theme) -> Image.Image:
    """The face of `code` from `deck` ("decktet", "deck-defence" or "standard"), RGBA."""
    return _DRAW[deck](code, size, theme)


@lru_cache(maxsize=16)
def back(size: Size, theme: Theme) -> Image.Image:
    """A face-down card, the same for every deck."""
    w, h = size
    img, d = _blank(size, theme.back, theme.back_edge)
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
    return _finish(img)
