"""The table kit: every piece of a table picture that more than one game draws.

Header bar (or the result banner at the end), captions and counters, empty slots and their
slot names, cards face up or down (whole or cropped), a highlight frame, a strip of cards
(spaced, or overlapped down to each card's index), rows of chips, a stacked pile, a pile with
its count badge, a progress meter with its caption, a framed panel, the event log box (with
priorities), and the alt text clip.  Every function takes the `Theme` and draws only with its
colours; a renderer composes these and places them, nothing more.

Sizes, for a phone.  A picture is ~1120 px wide and shown ~390 px wide on a phone (x0.35), so
the kit keeps, at full size (font pixel sizes; a capital is ~0.72 of it):
- card ranks >= 40 px (`RANK_MIN`: ~14 px on the phone, the size of its body text) and suit
  symbols >= 28 px tall (`SUIT_MIN`);
- counters (scores, damage, piles' counts) and event lines >= 28 px (`COUNTER_MIN`,
  `EVENT_MIN`: ~10 px on the phone, the size of Discord's own small print);
- every other word (captions, slot names, notes) >= 22 px (`LABEL_MIN`), readable on a
  desktop and a tablet, and on a phone a hint of the layout.
Card names cannot be legible at any size a card allows, so faces show rank and suit only
(the buttons and the alt text name the cards).

A recorder for tests: inside `with recording() as rec:` every text, card, card mark (rank,
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
from i18n import t

from .cards import CHIP, FULL, MINI, Size, back, index_height, index_width, marks, sprite
from .text import draw_text, fit_text, text_box, text_width, wrap_text
from .theme import Colour, Theme

WIDTH = 1120  # every table's width
MARGIN = 20
HEADER = 60  # the header bar's height

RANK_MIN = 40
SUIT_MIN = 28
COUNTER_MIN = 28
EVENT_MIN = 28
LABEL_MIN = 22
MINIMUM = {"rank": RANK_MIN, "suit": SUIT_MIN, "counter": COUNTER_MIN, "event": EVENT_MIN, "label": LABEL_MIN}

COUNTER = 28  # the sizes the kit draws with
EVENT = 28
LABEL = 22
TAG = 24  # slot names (d1, c2, p3) the buttons refer to
TITLE = 30

Box = tuple[int, int, int, int]
Point = tuple[int, int]

__all__ = [
    "CHIP", "COUNTER", "EVENT", "FULL", "HEADER", "LABEL", "MARGIN", "MINI", "MINIMUM", "TAG", "TITLE", "WIDTH",
    "Box", "Item", "Point", "Recorder", "Result", "banner", "canvas", "card", "chips", "clip_description",
    "count_badge", "counter", "draw_text", "face_down", "fit_text", "frame", "header", "label", "log_box", "meter",
    "panel", "pick_lines", "pile", "progress", "recording", "slot", "slot_tag", "stack", "strip", "text", "text_width",
    "won",
]


# --- the recorder (tests only) ----------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """One drawn piece.  kind: "text", "card" (a face or a back), "solid" (slot, badge, meter,
    frame: opaque things text must not cross) or "panel" (a background other pieces sit on).
    role: a text's "rank" | "suit" | "counter" | "event" | "label"; a card's deck or "back"; a
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


def canvas(width: int, height: int, theme: Theme) -> Image.Image:
    rec = _RECORDER.get()
    if rec is not None:
        rec.size = (width, height)
    return Image.new("RGB", (width, height), theme.felt)


# --- text on the felt ----------------------------------------------------------------------


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


def counter(img: Image.Image, theme: Theme, xy: Point, line: str, width: int | None = None, anchor: str = "la",
            fill: Colour | None = None) -> int:
    """A caption that carries a figure a player must read (a score, a count): bright and big."""
    return text(img, xy, line, COUNTER, fill or theme.ink_light, width=width, anchor=anchor, bold=True,
                role="counter")


# --- the header bar and the result banner ---------------------------------------------------


@dataclass(frozen=True)
class Result:
    """A finished game's banner: green for a win, red for a loss, grey otherwise (None)."""

    text: str
    won: bool | None


def won(outcome: Outcome | None, seat: int | None) -> bool | None:
    """True or False when `seat` won or lost; None for a draw, an abandoned game, a spectator
    (seat None) or a running game."""
    if outcome is None or seat is None or seat >= len(outcome.result):
        return None
    return {"win": True, "loss": False}.get(outcome.result[seat])


def header(img: Image.Image, theme: Theme, title: str = "", status: str = "", figures: str = "",
           result: Result | None = None) -> None:
    """The top bar: the title at the left, the status in gold after it (cut to the room left),
    the figures (counters) at the right; once the game is over, the result banner instead."""
    if result is not None:
        banner(img, theme, result)
        return
    mid = HEADER // 2
    ImageDraw.Draw(img).rectangle((0, 0, img.width, HEADER), fill=theme.felt_dark)
    x = text(img, (MARGIN, mid), title, TITLE, theme.ink_light, anchor="lm", bold=True)
    right = img.width - MARGIN - text_width(figures, COUNTER) - 24
    text(img, (img.width - MARGIN, mid), figures, COUNTER, theme.ink_light, anchor="rm", bold=True, role="counter")
    text(img, (x + 24, mid), status, COUNTER, theme.ink_gold, width=right - x - 24, anchor="lm", bold=True,
         role="counter")


def banner(img: Image.Image, theme: Theme, result: Result, y: int = 0, h: int = HEADER) -> None:
    """A full-width result strip; the word (WIN, LOSS, GAME OVER) says what the colour does."""
    colour = theme.banner_win if result.won else theme.banner_loss if result.won is False else theme.banner_other
    if result.won:
        line = t("render-banner-win", text=result.text)
    elif result.won is False:
        line = t("render-banner-loss", text=result.text)
    else:
        line = t("render-banner-over", text=result.text)
    ImageDraw.Draw(img).rectangle((0, y, img.width - 1, y + h - 1), fill=colour, outline=theme.ink_light, width=3)
    text(img, (img.width // 2, y + h // 2), line, TITLE, theme.ink_light,
         width=img.width - 2 * MARGIN, anchor="mm", bold=True, role="counter")


# --- slots and cards ------------------------------------------------------------------------


def slot(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, name: str = "") -> int | None:
    """An empty card place: a darker rounded rectangle, with a word in the middle if given;
    returns its recorder id."""
    x, y = xy
    ImageDraw.Draw(img).rounded_rectangle((x, y, x + size[0] - 1, y + size[1] - 1), radius=10,
                                          fill=theme.felt_dark, outline=theme.felt_line, width=2)
    owner = _note("solid", (x, y, x + size[0], y + size[1]), "slot")
    if name:
        text(img, (x + size[0] // 2, y + size[1] // 2), name, LABEL, theme.felt_line, width=size[0] - 8, anchor="mm",
             owner=owner)
    return owner


def slot_tag(img: Image.Image, theme: Theme, xy: Point, name: str, anchor: str = "la") -> int:
    """The slot name (d1, s2, p3 ...) the bot's buttons refer to, printed beside a slot."""
    return text(img, xy, name, TAG, theme.ink_gold, anchor=anchor, bold=True)


def _card_box(xy: Point, w: int, h: int) -> Box:
    return xy[0], xy[1], xy[0] + w, xy[1] + h


def card(img: Image.Image, theme: Theme, deck: str, code: str | None, xy: Point, size: Size = FULL,
         height: int | None = None) -> int | None:
    """A face-up card of `deck` (its top `height` px only when given), or an empty slot where
    `code` is None; returns its id for the recorder (None when not recording)."""
    if code is None:
        return slot(img, theme, xy, size)
    face = sprite(deck, code, size, theme)
    if height is not None and height < face.height:
        for m in marks(deck, code, size, theme):  # cut above a word rather than through it
            if m.box[1] < height < m.box[3] and m.role == "label":
                height = m.box[1] - 2
        face = face.crop((0, 0, face.width, height))
    img.paste(face, xy, face)
    rec = _RECORDER.get()
    if rec is None:
        return None
    owner = rec.add("card", _card_box(xy, face.width, face.height), deck, text=code)
    for m in marks(deck, code, size, theme):
        if m.box[1] < face.height:  # a mark cut by the crop is noted whole: the test sees it stick out
            x0, y0, x1, y1 = m.box
            rec.add("text", (xy[0] + x0, xy[1] + y0, xy[0] + x1, xy[1] + y1), m.role, m.size, m.text, owner)
    return owner


def face_down(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, height: int | None = None) -> int | None:
    cover = back(size, theme)
    if height is not None and height < cover.height:
        cover = cover.crop((0, 0, cover.width, height))
    img.paste(cover, xy, cover)
    return _note("card", _card_box(xy, cover.width, cover.height), "back")


def frame(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, pad: int = 4, owner: int | None = None,
          height: int | None = None) -> None:
    """A gold frame around a card: the one being chosen, or the viewer's own."""
    x, y = xy
    h = size[1] if height is None else height
    box = (x - pad, y - pad, x + size[0] + pad, y + h + pad)
    ImageDraw.Draw(img).rounded_rectangle(box, radius=12, outline=theme.ink_gold, width=4)
    _note("solid", box, "frame", owner=owner)


def _width(deck: str, code: str, size: Size, theme: Theme) -> int:
    return sprite(deck, code, size, theme).width if size == CHIP else size[0]


def strip(img: Image.Image, theme: Theme, deck: str, codes: Sequence[str], xy: Point, width: int,
          size: Size = MINI, gap: int = 8, empty: str | None = "") -> int:
    """A row of cards left to right, spaced by `gap`, or overlapped to fit `width` but never
    over a card's index (its rank and suits); what still does not fit is left out, oldest
    first.  Without cards: an empty slot (`empty` ""), a dim note (`empty` text), or nothing
    (None).  Returns how many cards were left out."""
    x, y = xy
    if not codes:
        if empty == "":
            slot(img, theme, xy, size)
        elif empty:
            label(img, theme, (x, y + size[1] // 2), empty, width=width, anchor="lm")
        return 0
    least = index_width(deck, size, theme)
    fits = 1 + max(0, (width - size[0]) // least)
    shown = list(codes[-fits:])
    step = size[0] + gap
    if len(shown) > 1:
        step = max(least, min(step, (width - size[0]) // (len(shown) - 1)))
    for i, code in enumerate(shown):
        card(img, theme, deck, code, (x + i * step, y), size)
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


def chips(img: Image.Image, theme: Theme, deck: str, codes: Sequence[str], box: Box, gap: int = 8,
          empty: str = "") -> int:
    """Cards as chips (rank and suits side by side) in rows filling `box`, oldest first; when
    they do not all fit, the newest that do.  Returns how many were left out."""
    x0, y0, x1, y1 = box
    if not codes:
        if empty:
            label(img, theme, (x0, y0 + CHIP[1] // 2), empty, width=x1 - x0, anchor="lm")
        return 0
    rows = max(1, (y1 - y0 + gap) // (CHIP[1] + gap))
    widths = [_width(deck, c, CHIP, theme) for c in codes]
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
    `upward`, up to `xy` (the first of `codes` nearest `xy` and on top, the last farthest).  A code None is a card back.  The step shrinks to
    the index height when the pile is long, and then the whole card is cut to what is left
    (never shorter than its index).  Returns each card's (recorder id, top-left, height), in
    the order of `codes`."""
    n = len(codes)
    if not n:
        return []
    if n > 1:
        step = max(index_height(deck, size, theme), min(step, (room - size[1]) // (n - 1)))
    span = min(room, (n - 1) * step + size[1])
    x, y = xy
    top0 = y - span if upward else y
    out: list[tuple[int | None, Point, int]] = [(None, xy, 0)] * n
    for k in (range(n - 1, -1, -1) if upward else range(n)):
        # Downwards the k-th card lies k steps down; upwards the farthest card is at the top
        # and each nearer one lies a step lower, on top of it.  Nothing passes the room's end.
        top = top0 + ((n - 1 - k) if upward else k) * step
        tall = min(size[1], top0 + span - top)
        code = codes[k]
        ident = (face_down(img, theme, (x, top), size, tall) if code is None
                 else card(img, theme, deck, code, (x, top), size, tall))
        out[k] = (ident, (x, top), tall)
    return out


def count_badge(img: Image.Image, theme: Theme, xy: Point, line: str, size: int = COUNTER, anchor: str = "mm",
                owner: int | None = None, role: str = "counter") -> int:
    """A number (or a short word) on a dark pill, readable over a card or the felt; `xy` is
    its centre (anchor "mm") or its left middle ("lm").  Returns the pill's right edge."""
    w = text_width(line, size) + 18
    x = xy[0] - w // 2 if anchor == "mm" else xy[0]
    y = xy[1]
    box = (x, y - size // 2 - 7, x + w, y + size // 2 + 7)
    ImageDraw.Draw(img).rounded_rectangle(box, radius=10, fill=theme.badge, outline=theme.ink_light, width=2)
    pill = _note("solid", box, "badge", owner=owner)
    text(img, (x + w // 2, y), line, size, theme.ink_light, anchor="mm", bold=True, role=role, owner=pill)
    return x + w


def pile(img: Image.Image, theme: Theme, xy: Point, count: int, deck: str = "", top: str | None = None,
         size: Size = MINI, empty: str = "") -> int:
    """A pile of `count` cards: its top card face up when `top` is given, else a card back while
    it holds cards, else an empty slot (named `empty`); the count on a badge to its right.
    Returns the x just right of the badge."""
    x, y = xy
    if top is not None:
        card(img, theme, deck, top, xy, size)
    elif count:
        face_down(img, theme, xy, size)
    else:
        slot(img, theme, xy, size, empty)
    return count_badge(img, theme, (x + size[0] + 12, y + size[1] // 2), str(count), anchor="lm")


# --- meters, panels, the log ------------------------------------------------------------------


def meter(img: Image.Image, theme: Theme, box: Box, value: int, limit: int, good: bool = True) -> None:
    """A progress bar towards `limit` (green towards a win, red towards a loss); the figure is
    always printed beside it too, so the bar is never the only clue."""
    x0, y0, x1, y1 = box
    draw = ImageDraw.Draw(img)
    draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=theme.felt_dark, outline=theme.felt_line, width=1)
    frac = max(0.0, min(1.0, value / limit)) if limit else 0.0
    if frac:
        draw.rectangle((x0 + 2, y0 + 2, x0 + 2 + int((x1 - x0 - 5) * frac), y1 - 3),
                       fill=theme.banner_win if good else theme.banner_loss)
    _note("solid", box, "meter")


def progress(img: Image.Image, theme: Theme, xy: Point, width: int, caption: str, value: int, limit: int,
             good: bool = True, note: str = "") -> None:
    """A counter caption (and a dim note after it) with a meter at the right end of its line."""
    x, y = xy
    bar = 100
    right = counter(img, theme, xy, caption, width=width - bar - 16)
    if note:
        label(img, theme, (right + 12, y + 5), note, width=x + width - bar - 16 - right - 12)
    meter(img, theme, (x + width - bar, y + 6, x + width, y + 24), value, limit, good)


def panel(img: Image.Image, theme: Theme, box: Box, title: str) -> None:
    """A framed dark area that asks for attention, its title in gold at the top."""
    ImageDraw.Draw(img).rounded_rectangle(box, radius=12, fill=theme.felt_dark, outline=theme.ink_gold, width=3)
    _note("panel", box, "panel")
    text(img, (box[0] + 12, box[1] + 8), title, LABEL, theme.ink_gold, width=box[2] - box[0] - 24, bold=True)


def pick_lines(lines: Sequence[str], priority: Sequence[int] | None, size: int, width: int, rows: int,
               most: int = 2) -> list[tuple[int, list[str]]]:
    """The events to show in `rows` lines, each wrapped to at most `most` lines: the highest
    priority first, the newest first among equals; returned oldest first as (index, wrapped)."""
    ranks = list(priority) if priority is not None and len(priority) == len(lines) else [0] * len(lines)
    order = sorted(range(len(lines)), key=lambda i: (-ranks[i], -i))
    picked: dict[int, list[str]] = {}
    used = 0
    for i in order:
        wrapped = wrap_text(lines[i], size, width, most)
        if used + len(wrapped) > rows:
            if used + 1 <= rows and ranks[i] == max(ranks):
                wrapped = wrap_text(lines[i], size, width, 1)  # an important line, cut short
            else:
                continue
        picked[i] = wrapped
        used += len(wrapped)
    return sorted(picked.items())


def log_box(img: Image.Image, theme: Theme, box: Box, lines: Sequence[str], priority: Sequence[int] | None = None,
            title: str | None = None, size: int = EVENT, empty: str = "", most: int = 2) -> None:
    """The worded events that fit in `box` under a caption, oldest first, each wrapped to at
    most `most` lines.  When not all fit, the ones with the highest `priority` (a number per line,
    higher first) are kept, then the newest; the caption says how many are shown.  The title
    is "Since your last move" unless given."""
    x0, y0, x1, y1 = box
    step = size + 8
    rows = max(1, (y1 - y0 - 30 + 8) // step)
    picked = pick_lines(lines, priority, size, x1 - x0, rows, most)
    if title is None:
        title = t("render-log-since")
    shown = t("render-log-some", title=title, shown=len(picked), total=len(lines)) if len(picked) < len(lines) else title
    label(img, theme, (x0, y0), shown, width=x1 - x0)
    y = y0 + 30
    if not lines and empty:
        label(img, theme, (x0, y), empty, width=x1 - x0)
    for _, wrapped in picked:
        for line in wrapped:
            text(img, (x0, y), line, size, theme.ink_light, role="event")
            y += step


# --- words ----------------------------------------------------------------------------------------


def clip_description(words: str, limit: int = 900) -> str:
    """Keep attachment descriptions under Discord's 1024-character limit with room to spare."""
    words = " ".join(words.split())
    if len(words) <= limit:
        return words
    return words[: limit - 1].rsplit(" ", 1)[0] + "\u2026"
