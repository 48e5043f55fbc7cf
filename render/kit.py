"""The table kit: every piece of a table picture that more than one game draws.

A table is drawn straight into its theme's palette (a "P" image, `table`): cards face up or
down (whole or cropped) are palette tiles pasted as they are (`render.tiles`), through their
rounded shape only where they lie on another card; empty slots, a highlight frame, a strip of
cards (spaced, or overlapped down to each card's index), rows of chips, a stacked pile, a pile
with its count on a pill, a meter with its figures, a framed panel, pips, the coloured edge of
a finished game.  Every function takes the `Theme` and draws only with its colours; a renderer
composes these and places them, nothing more.

A table holds no words.  What a sentence says (who sits where, what happened, what a pile
is) is the message's text, `facts` and `describe` of each game; the picture shows the cards
and, where a glance needs them, figures (`number`: digits and signs only).  The text helpers
(`text`, `label`, `header` on an RGB `canvas`) remain for the event standings, which are a
table of names.

Sizes, for a phone.  A picture is ~1120 px wide and shown ~390 px wide on a phone (x0.35), so
the kit keeps, at full size (font pixel sizes; a capital is ~0.72 of it):
- card ranks >= 40 px (`RANK_MIN`: ~14 px on the phone, the size of its body text) and suit
  symbols >= 28 px tall (`SUIT_MIN`);
- figures a player must read (counts, totals) >= 28 px (`COUNTER_MIN`: ~10 px on the phone,
  the size of Discord's own small print);
- slot numbers and the standings' words >= 22 px (`LABEL_MIN`).
Card names cannot be legible at any size a card allows, so faces show rank and suit only
(the buttons, the text and the alt text name the cards).

A recorder for tests: inside `with recording() as rec:` every figure, card, card mark (rank,
suit), slot, badge, meter and frame drawn is noted in `rec.items` with its box, size and the
card or badge it belongs to, so a test can check that nothing overlaps and everything is
legible.  Outside it nothing is noted (a context variable, read once per piece).

Everything else here is a pure function of its arguments.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Iterator, Sequence

from PIL import Image, ImageDraw

from engine.core import Outcome

from .cards import CHIP, FULL, MINI, Size, index_height, index_width, marks
from .palette import ink, table_palette
from .text import draw_text, fit_text, text_box, text_width
from .theme import Colour, Theme
from .tiles import Tile, cover, face, numeral, pip

WIDTH = 1120  # every table's width
MARGIN = 20
HEADER = 60  # the standings' header bar

RANK_MIN = 40
SUIT_MIN = 28
COUNTER_MIN = 28
LABEL_MIN = 22
MINIMUM = {"rank": RANK_MIN, "suit": SUIT_MIN, "counter": COUNTER_MIN, "label": LABEL_MIN}

COUNTER = 28  # the sizes the kit draws with
LABEL = 22
TAG = 24  # slot numbers
TITLE = 30
EDGE = 6  # a finished game's coloured edge

Box = tuple[int, int, int, int]
Point = tuple[int, int]

__all__ = [
    "CHIP", "COUNTER", "EDGE", "FULL", "HEADER", "LABEL", "MARGIN", "MINI", "MINIMUM", "TAG", "TITLE", "WIDTH",
    "Box", "Item", "Point", "Recorder", "badge_width", "canvas", "card", "card_width", "chips", "clip_description",
    "count_badge", "face_down", "frame", "gauge", "header", "label", "meter", "number", "outcome_edge", "paint",
    "panel", "pile", "pips", "recording", "slot", "slot_number", "stack", "strip", "table", "text", "text_width",
    "won",
]


# --- the recorder (tests only) ----------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """One drawn piece.  kind: "text", "card" (a face or a back), "solid" (slot, badge, meter,
    frame: opaque things text must not cross) or "panel" (a background other pieces sit on).
    role: a text's "rank" | "suit" | "counter" | "label"; a card's deck or "back"; a
    solid's "slot" | "badge" | "meter" | "frame".  size: a text's font px (a suit symbol's
    height).  owner: the id of the card or solid a piece belongs to (drawn on it)."""

    id: int
    kind: str
    box: Box
    role: str
    size: int = 0
    text: str = ""
    owner: int | None = None


@dataclass
class Recorder:
    size: tuple[int, int] = (0, 0)
    items: list[Item] = field(default_factory=list)

    def add(self, kind: str, box: Box, role: str, size: int = 0, text: str = "", owner: int | None = None) -> int:
        self.items.append(Item(len(self.items), kind, box, role, size, text, owner))
        return len(self.items) - 1


_RECORDER: ContextVar[Recorder | None] = ContextVar("render_recorder", default=None)


@contextmanager
def recording() -> Iterator[Recorder]:
    """Note every piece drawn inside the block (tests)."""
    rec = Recorder()
    token = _RECORDER.set(rec)
    try:
        yield rec
    finally:
        _RECORDER.reset(token)


def _note(kind: str, box: Box, role: str, size: int = 0, text: str = "", owner: int | None = None) -> int | None:
    rec = _RECORDER.get()
    return None if rec is None else rec.add(kind, box, role, size, text, owner)


def _sized(width: int, height: int) -> None:
    rec = _RECORDER.get()
    if rec is not None:
        rec.size = (width, height)


# --- a table, in its theme's palette -------------------------------------------------------------


def table(width: int, height: int, theme: Theme) -> Image.Image:
    """A blank table: the felt, in the theme's palette (every game draws on one)."""
    _sized(width, height)
    img = Image.new("P", (width, height), ink(theme, theme.felt))
    img.putpalette(table_palette(theme).getpalette() or [])
    return img


def paint(img: Image.Image, theme: Theme, colour: Colour) -> int | Colour:
    """What ImageDraw fills `img` with for `colour`: its palette index on a table, the colour
    itself on an RGB canvas."""
    return ink(theme, colour) if img.mode == "P" else colour


def _paste(img: Image.Image, tile: Tile, xy: Point, over: bool = False, height: int | None = None) -> None:
    """A tile at `xy` (its top `height` px only when given), through its shape when it lies
    `over` something other than the felt."""
    piece, shape = tile.image, tile.mask
    if height is not None and height < piece.height:
        piece, shape = piece.crop((0, 0, piece.width, height)), shape.crop((0, 0, piece.width, height))
    if img.mode != piece.mode:  # a test's or the standings' RGB canvas
        piece = piece.convert(img.mode)
    img.paste(piece, xy, shape if over else None)


# --- words: the standings only ------------------------------------------------------------------


def canvas(width: int, height: int, theme: Theme) -> Image.Image:
    """A blank RGB canvas for a picture with words (the standings); tables use `table`."""
    _sized(width, height)
    return Image.new("RGB", (width, height), theme.felt)


def text(img: Image.Image, xy: Point, line: str, size: int, fill: Colour, *, width: int | None = None,
         anchor: str = "la", bold: bool = False, role: str = "label", owner: int | None = None) -> int:
    """One line of text, cut with an ellipsis to `width` pixels when given; returns its right
    edge."""
    if width:
        line = fit_text(line, size, width)
    if not line:
        return xy[0]
    draw_text(img, xy, line, size, fill, anchor=anchor, bold=bold)
    box = text_box(xy, line, size, anchor, bold)
    _note("text", box, role, size, line, owner)
    return box[2]


def label(img: Image.Image, theme: Theme, xy: Point, line: str, size: int = LABEL, width: int | None = None,
          anchor: str = "la") -> int:
    """A caption above an area, or a note in an empty one: dim text."""
    return text(img, xy, line, size, theme.ink_dim, width=width, anchor=anchor)


def header(img: Image.Image, theme: Theme, title: str = "", status: str = "", figures: str = "") -> None:
    """The top bar: the title at the left, the status in gold after it (cut to the room left),
    the figures at the right."""
    mid = HEADER // 2
    ImageDraw.Draw(img).rectangle((0, 0, img.width, HEADER), fill=theme.felt_dark)
    x = text(img, (MARGIN, mid), title, TITLE, theme.ink_light, anchor="lm", bold=True)
    right = img.width - MARGIN - text_width(figures, COUNTER) - 24
    text(img, (img.width - MARGIN, mid), figures, COUNTER, theme.ink_light, anchor="rm", bold=True, role="counter")
    text(img, (x + 24, mid), status, COUNTER, theme.ink_gold, width=right - x - 24, anchor="lm", bold=True,
         role="counter")


# --- figures ------------------------------------------------------------------------------------


def _placed(xy: Point, w: int, h: int, anchor: str) -> Point:
    """The top-left of a w x h box placed at `xy` by a Pillow-style anchor (l/m/r, a/m/s)."""
    x = xy[0] - {"l": 0, "m": w // 2, "r": w}[anchor[0]]
    y = xy[1] - {"a": 0, "m": h // 2, "s": h}[anchor[1]]
    return x, y


def number(img: Image.Image, theme: Theme, xy: Point, figures: str | int, size: int = COUNTER,
           fill: Colour | None = None, anchor: str = "mm", bg: Colour | None = None, role: str = "counter",
           owner: int | None = None) -> Box:
    """Figures (digits and signs, never a word) in bold, bright unless `fill` says, on the
    felt unless `bg` says what they lie on; returns their box."""
    tile = numeral(str(figures), size, fill or theme.ink_light, bg or theme.felt, theme)
    x, y = _placed(xy, *tile.size, anchor)
    _paste(img, tile, (x, y))
    box = (x, y, x + tile.size[0], y + tile.size[1])
    _note("text", box, role, size, str(figures), owner)
    return box


def slot_number(img: Image.Image, theme: Theme, xy: Point, n: int, anchor: str = "la") -> int:
    """A slot's number (1, 2, 3 ... as the buttons count them) beside it, in gold; returns
    its right edge."""
    return number(img, theme, xy, n, TAG, theme.ink_gold, anchor, role="label")[2]


def count_badge(img: Image.Image, theme: Theme, xy: Point, figures: str | int, size: int = COUNTER,
                anchor: str = "mm", owner: int | None = None, over: bool = False, fill: Colour | None = None) -> int:
    """Figures on a dark pill, readable over a card or the felt, bright unless `fill` says;
    `xy` is its centre (anchor "mm") or its left middle ("lm"); `over` when it lies on a
    card.  Returns its right edge."""
    tile = numeral(str(figures), size, fill or theme.ink_light, theme.felt, theme, pill=True)
    w, h = tile.size
    x = xy[0] - w // 2 if anchor == "mm" else xy[0]
    y = xy[1] + tile.offset[1]
    _paste(img, tile, (x, y), over)
    rec = _RECORDER.get()
    if rec is not None:
        pill = rec.add("solid", (x, y, x + w, y + h), "badge", owner=owner)
        bare = numeral(str(figures), size, fill or theme.ink_light, theme.badge, theme)  # the figures' own box
        cx, cy = x + w // 2 + bare.offset[0], xy[1] + bare.offset[1]
        rec.add("text", (cx, cy, cx + bare.size[0], cy + bare.size[1]), "counter", size, str(figures), pill)
    return x + w


def badge_width(theme: Theme, figures: str | int, size: int = COUNTER) -> int:
    """How wide `count_badge` draws `figures`."""
    return numeral(str(figures), size, theme.ink_light, theme.felt, theme, pill=True).size[0]


def pips(img: Image.Image, theme: Theme, xy: Point, n: int, fill: Colour | None = None, diameter: int = 12,
         gap: int = 6) -> int:
    """`n` small discs in a row from `xy` (its left middle), gold unless `fill` says; returns
    the right edge."""
    tile = pip(diameter, fill or theme.ink_gold, theme.felt, theme)
    x, y = xy
    for i in range(n):
        at = (x + i * (diameter + gap), y - diameter // 2)
        _paste(img, tile, at)
        _note("solid", (at[0], at[1], at[0] + diameter, at[1] + diameter), "badge")
    return x + n * (diameter + gap) - gap if n else x


# --- slots and cards ------------------------------------------------------------------------


def slot(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL) -> int | None:
    """An empty card place: a darker rounded rectangle; returns its recorder id."""
    x, y = xy
    ImageDraw.Draw(img).rounded_rectangle((x, y, x + size[0] - 1, y + size[1] - 1), radius=10,
                                          fill=paint(img, theme, theme.felt_dark),
                                          outline=paint(img, theme, theme.felt_line), width=2)
    return _note("solid", (x, y, x + size[0], y + size[1]), "slot")


def _card_box(xy: Point, w: int, h: int) -> Box:
    return xy[0], xy[1], xy[0] + w, xy[1] + h


def card(img: Image.Image, theme: Theme, deck: str, code: str | None, xy: Point, size: Size = FULL,
         height: int | None = None, over: bool = False) -> int | None:
    """A face-up card of `deck` (its top `height` px only when given, `over` when it lies on
    another card), or an empty slot where `code` is None; returns its id for the recorder
    (None when not recording)."""
    if code is None:
        return slot(img, theme, xy, size)
    tile = face(deck, code, size, theme)
    if height is not None and height < tile.size[1]:
        for m in marks(deck, code, size, theme):  # cut above a letter rather than through it
            if m.box[1] < height < m.box[3] and m.role == "label":
                height = m.box[1] - 2
    else:
        height = None
    _paste(img, tile, xy, over, height)
    rec = _RECORDER.get()
    if rec is None:
        return None
    tall = tile.size[1] if height is None else height
    owner = rec.add("card", _card_box(xy, tile.size[0], tall), deck, text=code)
    for m in marks(deck, code, size, theme):
        if m.box[1] < tall:  # a mark cut by the crop is noted whole: the test sees it stick out
            x0, y0, x1, y1 = m.box
            rec.add("text", (xy[0] + x0, xy[1] + y0, xy[0] + x1, xy[1] + y1), m.role, m.size, m.text, owner)
    return owner


def face_down(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, height: int | None = None,
              over: bool = False) -> int | None:
    """A card back (its top `height` px only when given, `over` when it lies on another card)."""
    tile = cover(size, theme)
    _paste(img, tile, xy, over, height)
    tall = tile.size[1] if height is None else min(height, tile.size[1])
    return _note("card", _card_box(xy, tile.size[0], tall), "back")


def frame(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, pad: int = 4, owner: int | None = None,
          height: int | None = None) -> None:
    """A gold frame around a card: the one being chosen, or one only its owner sees."""
    x, y = xy
    h = size[1] if height is None else height
    box = (x - pad, y - pad, x + size[0] + pad, y + h + pad)
    ImageDraw.Draw(img).rounded_rectangle(box, radius=12, outline=paint(img, theme, theme.ink_gold), width=4)
    _note("solid", box, "frame", owner=owner)


def card_width(deck: str, code: str, size: Size, theme: Theme) -> int:
    """A face's width: its size's, or a chip's own (as wide as its rank and suits)."""
    return face(deck, code, size, theme).size[0] if size == CHIP else size[0]


def strip(img: Image.Image, theme: Theme, deck: str, codes: Sequence[str], xy: Point, width: int,
          size: Size = MINI, gap: int = 8, empty: bool = True) -> int:
    """A row of cards left to right, spaced by `gap`, or overlapped to fit `width` but never
    over a card's index (its rank and suits); what still does not fit is left out, oldest
    first.  Without cards: an empty slot (`empty`) or nothing.  Returns how many cards were
    left out."""
    x, y = xy
    if not codes:
        if empty:
            slot(img, theme, xy, size)
        return 0
    least = index_width(deck, size, theme)
    fits = 1 + max(0, (width - size[0]) // least)
    shown = list(codes[-fits:])
    step = size[0] + gap
    if len(shown) > 1:
        step = max(least, min(step, (width - size[0]) // (len(shown) - 1)))
    for i, code in enumerate(shown):
        card(img, theme, deck, code, (x + i * step, y), size, over=i > 0 and step < size[0])
    return len(codes) - len(shown)


def _flow(widths: Sequence[int], width: int, gap: int) -> list[tuple[int, int]]:
    """(x, row) of each tile laid left to right in rows of `width`."""
    out, x, row = [], 0, 0
    for w in widths:
        if x and x + w > width:
            x, row = 0, row + 1
        out.append((x, row))
        x += w + gap
    return out


def chips(img: Image.Image, theme: Theme, deck: str, codes: Sequence[str], box: Box, gap: int = 8) -> int:
    """Cards as chips (rank and suits side by side) in rows filling `box`, oldest first; when
    they do not all fit, the newest that do.  Returns how many were left out."""
    x0, y0, x1, y1 = box
    if not codes:
        return 0
    rows = max(1, (y1 - y0 + gap) // (CHIP[1] + gap))
    widths = [card_width(deck, c, CHIP, theme) for c in codes]
    for start in range(len(codes)):
        places = _flow(widths[start:], x1 - x0, gap)
        if places[-1][1] < rows:
            for code, (x, row) in zip(codes[start:], places):
                card(img, theme, deck, code, (x0 + x, y0 + row * (CHIP[1] + gap)), CHIP)
            return start
    return len(codes)


def stack(img: Image.Image, theme: Theme, deck: str, codes: Sequence[str | None], xy: Point, room: int,
          size: Size = FULL, step: int = 48, upward: bool = False) -> list[tuple[int | None, Point, int]]:
    """A pile drawn as a column of cards that each show their top strip (rank and suit), the
    one on top whole, inside `room` px from `xy` downwards (the last of `codes` on top) or,
    `upward`, up to `xy` (the first of `codes` nearest `xy` and on top, the last farthest).
    A code None is a card back.  The step shrinks to the index height when the pile is long,
    and then the whole card is cut to what is left (never shorter than its index).  Returns
    each card's (recorder id, top-left, height), in the order of `codes`."""
    n = len(codes)
    if not n:
        return []
    if n > 1:
        step = max(index_height(deck, size, theme), min(step, (room - size[1]) // (n - 1)))
    span = min(room, (n - 1) * step + size[1])
    x, y = xy
    top0 = y - span if upward else y
    out: list[tuple[int | None, Point, int]] = [(None, xy, 0)] * n
    order = range(n - 1, -1, -1) if upward else range(n)
    for drawn, k in enumerate(order):
        # Downwards the k-th card lies k steps down; upwards the farthest card is at the top
        # and each nearer one lies a step lower, on top of it.  Nothing passes the room's end.
        top = top0 + ((n - 1 - k) if upward else k) * step
        tall = min(size[1], top0 + span - top)
        code = codes[k]
        over = drawn > 0  # every card but the first lies on the one before
        ident = (face_down(img, theme, (x, top), size, tall, over) if code is None
                 else card(img, theme, deck, code, (x, top), size, tall, over))
        out[k] = (ident, (x, top), tall)
    return out


def pile(img: Image.Image, theme: Theme, xy: Point, count: int, deck: str = "", top: str | None = None,
         size: Size = MINI) -> int:
    """A pile of `count` cards: its top card face up when `top` is given, else a card back while
    it holds cards, else an empty slot; the count on a pill to its right.  Returns the x just
    right of the pill."""
    x, y = xy
    if top is not None:
        card(img, theme, deck, top, xy, size)
    elif count:
        face_down(img, theme, xy, size)
    else:
        slot(img, theme, xy, size)
    return count_badge(img, theme, (x + size[0] + 12, y + size[1] // 2), count, anchor="lm")


def won(outcome: Outcome | None, seat: int | None) -> bool | None:
    """True or False when `seat` won or lost; None for a draw, an abandoned game, a spectator
    (seat None) or a running game."""
    if outcome is None or seat is None or seat >= len(outcome.result):
        return None
    return {"win": True, "loss": False}.get(outcome.result[seat])


# --- meters, panels, the end --------------------------------------------------------------------


def meter(img: Image.Image, theme: Theme, box: Box, value: int, limit: int, good: bool = True) -> None:
    """A progress bar towards `limit` (green towards a win, red towards a loss); the figures
    are always beside it too (`gauge`), so the bar is never the only clue."""
    x0, y0, x1, y1 = box
    draw = ImageDraw.Draw(img)
    draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=paint(img, theme, theme.felt_dark),
                   outline=paint(img, theme, theme.felt_line), width=1)
    frac = max(0.0, min(1.0, value / limit)) if limit else 0.0
    if frac:
        draw.rectangle((x0 + 2, y0 + 2, x0 + 2 + int((x1 - x0 - 5) * frac), y1 - 3),
                       fill=paint(img, theme, theme.banner_win if good else theme.banner_loss))
    _note("solid", box, "meter")


def gauge(img: Image.Image, theme: Theme, xy: Point, width: int, value: int, limit: int, good: bool = True) -> None:
    """"value/limit" in figures at `xy` (its left middle), then a meter to the end of `width`."""
    right = number(img, theme, xy, f"{value}/{limit}", anchor="lm")[2]
    meter(img, theme, (right + 14, xy[1] - 9, xy[0] + width, xy[1] + 9), value, limit, good)


def panel(img: Image.Image, theme: Theme, box: Box) -> None:
    """A framed dark area that asks for attention (cards to choose from)."""
    ImageDraw.Draw(img).rounded_rectangle(box, radius=12, fill=paint(img, theme, theme.felt_dark),
                                          outline=paint(img, theme, theme.ink_gold), width=3)
    _note("panel", box, "panel")


def outcome_edge(img: Image.Image, theme: Theme, won: bool | None) -> None:
    """A finished game's edge around the whole picture: green for a win, red for a loss, grey
    otherwise (the text says which, the colour is a glance)."""
    colour = theme.banner_win if won else theme.banner_loss if won is False else theme.banner_other
    ImageDraw.Draw(img).rectangle((0, 0, img.width - 1, img.height - 1), outline=paint(img, theme, colour),
                                  width=EDGE)
    _note("panel", (0, 0, img.width, img.height), "edge")


# --- words ----------------------------------------------------------------------------------------


def clip_description(words: str, limit: int = 900) -> str:
    """Keep attachment descriptions under Discord's 1024-character limit with room to spare."""
    words = " ".join(words.split())
    if len(words) <= limit:
        return words
    return words[: limit - 1].rsplit(" ", 1)[0] + "\u2026"
