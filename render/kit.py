"""The table kit: every piece of a table picture that more than one game draws.

Header bar (or the result banner at the end), captions and notes, empty slots and their
slot names, cards face up or down, a highlight frame, a strip of cards (spaced, or
overlapped to fit), a pile with its count badge, a progress meter with its caption, a
framed panel, the event log box, and the alt text clip.  Every function takes the `Theme`
and draws only with its colours; a renderer composes these and places them, nothing more.

Everything here is a pure function of its arguments.  The pictures are about 1120 px wide and
shown about 360 px wide on a phone, so anything a player must read is at least ~16 px of font
and ranks are ~40 px glyphs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PIL import Image, ImageDraw

from engine.core import Outcome

from .cards import FULL, MINI, Size, back, sprite
from .text import draw_text, fit_text, text_width, wrap_text
from .theme import Colour, Theme

WIDTH = 1120  # the usual table width
MARGIN = 20
HEADER = 54  # the header bar's height

Box = tuple[int, int, int, int]
Point = tuple[int, int]

__all__ = [
    "FULL", "HEADER", "MARGIN", "MINI", "WIDTH", "Box", "Point", "Result", "banner", "canvas", "card",
    "clip_description", "count_badge", "draw_text", "face_down", "fit_text", "frame", "header", "label",
    "log_box", "meter", "panel", "pile", "progress", "slot", "slot_tag", "strip", "text", "text_width", "won",
]


def canvas(width: int, height: int, theme: Theme) -> Image.Image:
    return Image.new("RGB", (width, height), theme.felt)


# --- text on the felt ----------------------------------------------------------------------


def text(img: Image.Image, xy: Point, line: str, size: int, fill: Colour, *, width: int | None = None,
         anchor: str = "la", bold: bool = False) -> None:
    """One line of text, cut with an ellipsis to `width` pixels when given."""
    draw_text(img, xy, fit_text(line, size, width) if width else line, size, fill, anchor=anchor, bold=bold)


def label(img: Image.Image, theme: Theme, xy: Point, line: str, size: int = 18, width: int | None = None,
          anchor: str = "la") -> None:
    """A caption above an area, or a note in an empty one: dim text."""
    text(img, xy, line, size, theme.ink_dim, width=width, anchor=anchor)


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
    the figures at the right; once the game is over, the result banner instead."""
    if result is not None:
        banner(img, theme, result)
        return
    mid = HEADER // 2
    ImageDraw.Draw(img).rectangle((0, 0, img.width, HEADER), fill=theme.felt_dark)
    draw_text(img, (MARGIN, mid), title, 26, theme.ink_light, anchor="lm", bold=True)
    draw_text(img, (img.width - MARGIN, mid), figures, 24, theme.ink_light, anchor="rm", bold=True)
    x = MARGIN + max(text_width(title, 26), 100) + 30
    room = img.width - MARGIN - text_width(figures, 24) - 30 - x
    text(img, (x, mid), status, 24, theme.ink_gold, width=room, anchor="lm", bold=True)


def banner(img: Image.Image, theme: Theme, result: Result, y: int = 0, h: int = HEADER) -> None:
    """A full-width result strip; the word (WIN, LOSS, GAME OVER) says what the colour does."""
    colour = theme.banner_win if result.won else theme.banner_loss if result.won is False else theme.banner_other
    word = "WIN" if result.won else "LOSS" if result.won is False else "GAME OVER"
    ImageDraw.Draw(img).rectangle((0, y, img.width, y + h), fill=colour, outline=theme.ink_light, width=3)
    text(img, (img.width // 2, y + h // 2), f"{word}: {result.text}", 30, theme.ink_light,
         width=img.width - 2 * MARGIN, anchor="mm", bold=True)


# --- slots and cards ------------------------------------------------------------------------


def slot(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, name: str = "") -> None:
    """An empty card place: a darker rounded rectangle, with a word in the middle if given."""
    x, y = xy
    ImageDraw.Draw(img).rounded_rectangle((x, y, x + size[0], y + size[1]), radius=10, fill=theme.felt_dark,
                                          outline=theme.felt_line, width=2)
    if name:
        draw_text(img, (x + size[0] // 2, y + size[1] // 2), name, 26, theme.felt_line, anchor="mm")


def slot_tag(img: Image.Image, theme: Theme, xy: Point, name: str, anchor: str = "la") -> None:
    """The small slot name (d1, s2, p3 ...) the bot's buttons refer to, printed beside a slot."""
    draw_text(img, xy, name, 20, theme.ink_gold, anchor=anchor, bold=True)


def card(img: Image.Image, theme: Theme, deck: str, code: str | None, xy: Point, size: Size = FULL) -> None:
    """A face-up card of `deck`, or an empty slot where `code` is None."""
    if code is None:
        slot(img, theme, xy, size)
    else:
        face = sprite(deck, code, size, theme)
        img.paste(face, xy, face)


def face_down(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL) -> None:
    cover = back(size, theme)
    img.paste(cover, xy, cover)


def frame(img: Image.Image, theme: Theme, xy: Point, size: Size = FULL, pad: int = 4) -> None:
    """A gold frame around a card: the one being chosen, or the viewer's own."""
    x, y = xy
    ImageDraw.Draw(img).rounded_rectangle((x - pad, y - pad, x + size[0] + pad, y + size[1] + pad), radius=12,
                                          outline=theme.ink_gold, width=4)


def strip(img: Image.Image, theme: Theme, deck: str, codes: Sequence[str], xy: Point, width: int,
          size: Size = MINI, gap: int = 6, empty: str | None = "") -> None:
    """A row of cards left to right, spaced by `gap`, or overlapped to fit `width` (a MINI card
    keeps its rank and suits in its left part, so an overlapped strip still reads).  Without
    cards: an empty slot (`empty` ""), a dim note (`empty` text), or nothing (None)."""
    x, y = xy
    if not codes:
        if empty == "":
            slot(img, theme, xy, size)
        elif empty:
            label(img, theme, (x, y + size[1] // 2), empty, width=width, anchor="lm")
        return
    step = size[0] + gap
    if len(codes) > 1:
        step = min(step, (width - size[0]) // (len(codes) - 1))
    for i, code in enumerate(codes):
        card(img, theme, deck, code, (x + i * step, y), size)


def count_badge(img: Image.Image, theme: Theme, xy: Point, line: str, size: int = 24, anchor: str = "mm") -> int:
    """A number (or a short word) on a dark pill, readable over a card or the felt; `xy` is
    its centre (anchor "mm") or its left middle ("lm").  Returns the pill's right edge."""
    w = text_width(line, size) + 16
    x = xy[0] - w // 2 if anchor == "mm" else xy[0]
    y = xy[1]
    ImageDraw.Draw(img).rounded_rectangle((x, y - size // 2 - 6, x + w, y + size // 2 + 6), radius=10,
                                          fill=theme.badge, outline=theme.ink_light, width=2)
    draw_text(img, (x + w // 2, y), line, size, theme.ink_light, anchor="mm", bold=True)
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
    return count_badge(img, theme, (x + size[0] + 14, y + size[1] // 2), str(count), 24 if size == MINI else 28,
                       anchor="lm")


# --- meters, panels, the log ------------------------------------------------------------------


def meter(img: Image.Image, theme: Theme, box: Box, value: int, limit: int, good: bool = True) -> None:
    """A progress bar towards `limit` (green towards a win, red towards a loss); the figure is
    always printed beside it too, so the bar is never the only clue."""
    x0, y0, x1, y1 = box
    draw = ImageDraw.Draw(img)
    draw.rectangle(box, fill=theme.felt_dark, outline=theme.felt_line, width=1)
    frac = max(0.0, min(1.0, value / limit)) if limit else 0.0
    if frac:
        draw.rectangle((x0 + 2, y0 + 2, x0 + 2 + int((x1 - x0 - 4) * frac), y1 - 2),
                       fill=theme.banner_win if good else theme.banner_loss)


def progress(img: Image.Image, theme: Theme, xy: Point, width: int, caption: str, value: int, limit: int,
             good: bool = True) -> None:
    """An area caption with a meter at the right end of its line."""
    x, y = xy
    label(img, theme, xy, caption, width=width - 120)
    meter(img, theme, (x + width - 110, y + 4, x + width, y + 18), value, limit, good)


def panel(img: Image.Image, theme: Theme, box: Box, title: str) -> None:
    """A framed dark area that asks for attention, its title in gold at the top."""
    ImageDraw.Draw(img).rounded_rectangle(box, radius=12, fill=theme.felt_dark, outline=theme.ink_gold, width=3)
    text(img, (box[0] + 12, box[1] + 6), title, 18, theme.ink_gold, width=box[2] - box[0] - 24, bold=True)


def log_box(img: Image.Image, theme: Theme, xy: Point, width: int, bottom: int, lines: Sequence[str],
            title: str = "Recent", size: int = 18) -> int:
    """The newest worded events that fit above `bottom` (each wrapped to at most 2 lines),
    oldest first, under a caption; returns the y below them."""
    x, y = xy
    step = size + 6
    rows = max(1, (bottom - y - 30) // step)
    label(img, theme, xy, title)
    y += 24
    picked: list[list[str]] = []
    used = 0
    for event in reversed(lines):
        wrapped = wrap_text(event, size, width, 2)
        if used + len(wrapped) > rows:
            break
        picked.append(wrapped)
        used += len(wrapped)
    for wrapped in reversed(picked):
        for line in wrapped:
            draw_text(img, (x, y), line, size, theme.ink_light)
            y += step
    return y


# --- words ----------------------------------------------------------------------------------------


def clip_description(words: str, limit: int = 900) -> str:
    """Keep attachment descriptions under Discord's 1024-character limit with room to spare."""
    words = " ".join(words.split())
    if len(words) <= limit:
        return words
    return words[: limit - 1].rsplit(" ", 1)[0] + "\u2026"
