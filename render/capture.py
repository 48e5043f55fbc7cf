"""Capture table picture (from a `CaptureView`, never a state).

The columns (`COLUMNS` of the views) run across the middle, between the two players: the
opponent's side on top, the viewer's side below (for the public view, Player 2 on top and
Player 1 below).  Each side of a column is a stack that grows away from the middle: the dealt
face-up card nearest the middle, then the cards revealed in earlier rounds of a carried
column (C-5), then this round's face-down placement; every buried card shows its rank and
suit strip.  Placements are drawn as card backs, except the viewer's own, which are face up
with a gold frame and the word "yours" (C-11).  Below, a seat's picture shows its hand.  The
right panel holds the deck, dealer and option, both capture piles (newest cards) and the
result of the last reveal, column by column with its reason.  At the end the header becomes a
WIN / LOSS / DRAW banner.

The picture is always `WIDTH` x `HEIGHT`, for a seat and for the public alike: each side's
stack has room for the deepest a column can get (`DEEPEST` cards: the dealt one and one a
round for the five rounds a 52-card deck allows).

Nothing hidden is drawn: the view itself carries only counts for other seats' placements.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PIL import Image, ImageDraw

from engine.capture.views import COLUMNS, CaptureView, ColumnView
from engine.cards import std_short
from i18n import t

from . import kit
from .cards import index_height
from .kit import FULL, MINI
from .text import shown_name
from .theme import Theme

DECK = "standard"
CW, CH = FULL
MW, MH = MINI
STEP = 50  # a buried card's visible strip (at least its index)
GAP = 22
COL_X = [kit.MARGIN + i * (CW + GAP) for i in range(COLUMNS)]
RX = COL_X[-1] + CW + 22  # right panel
WIDTH = kit.WIDTH
RW = WIDTH - kit.MARGIN - RX
HEADER = kit.HEADER
DEEPEST = 6
ROOM = 284  # one side's stack: DEEPEST index strips
TOP_Y = HEADER + 40  # the top side's far end
MID = TOP_Y + ROOM  # the middle band (column names), between the two sides
MIDDLE = 56  # two lines: the column's name, then how often it was carried
BOTTOM_END = MID + MIDDLE + ROOM
HAND_Y = BOTTOM_END + 40
HEIGHT = HAND_Y + 28 + MH + 8

Kind = str  # "up": a face-up card, "back": someone's placement, "mine": the viewer's own

# Crowded tables: encoded at zlib level 5 first, not 3 (render.palette.encode_png).
PNG_LEVEL = 5


def _who(view: CaptureView, seat: int, said: bool = False) -> str:
    """"You", or the seat's name as the picture can draw it (`said`: as the alt text reads it)."""
    if seat == view.viewer:
        return t("render-you")
    return view.names[seat] if said else shown_name(view.names[seat], t("render-player-n", n=seat + 1))


def _own(view: CaptureView, seat: int) -> str:
    """The Fluent selector for "you" against a name."""
    return "yes" if seat == view.viewer else "no"


def _names(view: CaptureView, seats: Sequence[int], said: bool = False) -> str:
    """"A", "A and B": seats' names in one phrase."""
    names = [_who(view, s, said) for s in seats]
    out = names[0] if names else ""
    for name in names[1:]:
        out = t("render-capture-and", first=out, second=name)
    return out


def _short(name: str, most: int = 10) -> str:
    """A name cut for the header's figures, which must leave the status its room."""
    return name if len(name) <= most else name[:most - 1].rstrip() + "\u2026"


def _sides(view: CaptureView) -> tuple[int, int]:
    """(top seat, bottom seat): the viewer sits at the bottom."""
    bottom = view.viewer if view.viewer is not None else 0
    return 1 - bottom, bottom


def _stack(view: CaptureView, col: ColumnView, seat: int) -> list[tuple[Kind, str | None]]:
    """Cards of one side, nearest the middle first."""
    out: list[tuple[Kind, str | None]] = [("up", c) for c in col.face_up[seat]]
    if seat == view.viewer and col.mine:
        out.append(("mine", col.mine))
    elif col.placed[seat]:
        out.append(("back", None))
    return out


def _header(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    n = (len(view.captured[0]), len(view.captured[1]))
    scores = f"{_short(_who(view, 0))} {n[0]} \u00b7 {_short(_who(view, 1))} {n[1]}"
    if view.outcome is not None:
        ending, won = view.outcome.ending, view.outcome.winners
        own = "yes" if len(won) == 1 and view.viewer in won else "no"
        if ending in ("resign", "timeout"):
            key = "render-capture-won-resign" if ending == "resign" else "render-capture-won-time"
            text = t(key, own=own, names=_names(view, list(won)), scores=scores)
        elif ending == "abandon":
            text = t("render-capture-abandoned", scores=scores)
        elif won:
            w = next(iter(won))
            text = t("render-capture-wins", own=_own(view, w), name=_who(view, w), mine=n[w], theirs=n[1 - w])
        else:
            text = t("render-capture-draw", n=n[0])
        kit.header(img, theme, result=kit.Result(text, kit.won(view.outcome, view.viewer)))
        return
    if view.viewer is not None and not view.locked[view.viewer] and not view.to_place:
        status = t("render-capture-all-placed")
    elif view.viewer is not None and not view.locked[view.viewer]:
        status = t("render-capture-place-more", n=view.to_place)
    elif view.viewer is not None:
        status = t("render-capture-locked-waiting")
    else:
        status = t("render-capture-players-place")
    if view.short_round:
        status = t("render-capture-status-round", status=status, kind=_round_kind(view))
    kit.header(img, theme, "Capture", status, t("render-capture-figures", round=view.round, scores=scores))


def _side_label(img: Image.Image, theme: Theme, view: CaptureView, seat: int, y: int) -> None:
    name = _who(view, seat)
    if view.outcome is not None:
        state = ""
    elif view.locked[seat]:
        state = t("render-capture-locked-in")
    else:
        left = view.placing[seat]
        state = t("render-capture-placing", n=left) if left else t("render-capture-placed-all")
    shown = t("render-capture-dealer", name=name) if seat == view.dealer else name
    right = kit.text(img, (COL_X[0], y), shown, kit.TAG, theme.ink_light, bold=True, width=COL_X[-1] + CW - COL_X[0])
    if state:
        kit.text(img, (COL_X[-1] + CW, y + 2), state, kit.LABEL, theme.ink_gold if view.locked[seat] else theme.ink_dim,
                 anchor="ra", width=COL_X[-1] + CW - right - 24)


def _side(img: Image.Image, theme: Theme, stack: list[tuple[Kind, str | None]], x: int, upward: bool) -> None:
    y = MID if upward else MID + MIDDLE
    codes = [code if kind != "back" else None for kind, code in stack]
    placed = kit.stack(img, theme, DECK, codes, (x, y), ROOM, FULL, STEP, upward=upward)
    for (kind, _), (ident, xy, tall) in zip(stack, placed):
        if kind == "mine":
            kit.frame(img, theme, xy, FULL, pad=0, owner=ident, height=tall)  # on its edge: clear of the card below
            if tall >= index_height(DECK, FULL, theme) + 44:
                kit.count_badge(img, theme, (xy[0] + CW // 2, xy[1] + tall - 24), t("render-capture-yours"), kit.LABEL,
                                owner=ident,
                                role="label")


def _columns(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    top, bottom = _sides(view)
    d = ImageDraw.Draw(img)
    for i, (x, col) in enumerate(zip(COL_X, view.columns)):
        kit.slot_tag(img, theme, (x, MID + 16), f"c{i + 1}", anchor="lm")
        if col is None:
            kit.slot(img, theme, (x, MID - CH))
            kit.slot(img, theme, (x, MID + MIDDLE))
            kit.label(img, theme, (x + CW, MID + 16), t("render-none"), anchor="rm", width=CW - 40)
            continue
        if col.carried:
            kit.text(img, (x, MID + 41), t("render-capture-carried", n=col.carried), kit.LABEL, theme.ink_gold, anchor="lm",
                     width=CW)
        d.line((x + CW // 2, MID + 4, x + CW // 2, MID + 8), fill=theme.felt_line, width=1)
        _side(img, theme, _stack(view, col, top), x, upward=True)
        _side(img, theme, _stack(view, col, bottom), x, upward=False)


def _pile(img: Image.Image, theme: Theme, view: CaptureView, seat: int, y: int) -> int:
    cards = view.captured[seat]
    note = t("render-capture-newest-right") if len(cards) > 1 else ""
    room = RW - (kit.text_width(note, kit.LABEL) + 16 if note else 0)
    kit.counter(img, theme, (RX, y), t("render-capture-captured", own=_own(view, seat), name=_who(view, seat),
                                       n=len(cards)), width=room)
    if note:
        kit.label(img, theme, (RX + RW, y + 5), note, anchor="ra")
    # Only the newest cards that fit with their index showing: the count says the rest.
    kit.strip(img, theme, DECK, cards, (RX, y + 36), RW, gap=6, empty=t("render-capture-none-yet"))
    return y + 36 + MH + 14


def _reveal_lines(view: CaptureView, name: Callable[[str], str] | None = None, said: bool = False) -> list[str]:
    """One line per column of the last reveal; with `name`, the turned-up cards too.  The
    picture tags its columns c1..c5; the alt text (`said`) says "Column 1"."""
    lines = []
    for r in view.last_reveal:
        where = t("render-capture-column", n=r.column) if said else f"c{r.column}"
        if r.winner is None:
            head = t("render-capture-reveal-fate", where=where, fate=r.fate, reason=r.reason)
        else:
            n = len(r.cards[0]) + len(r.cards[1])
            head = t("render-capture-reveal-took", where=where, own=_own(view, r.winner), name=_who(view, r.winner),
                     n=n, reason=r.reason)
        turned = [f"{_who(view, s)} {name(c)}" for s, c in enumerate(r.revealed) if c and name]
        lines.append(t("render-capture-turned-up", line=head, cards=", ".join(turned)) if turned else head)
    return lines


def _right(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    top, bottom = _sides(view)
    y = HEADER + 8
    right = kit.counter(img, theme, (RX, y), t("render-deck-n", n=view.deck_count))
    kit.label(img, theme, (right + 12, y + 5), t("render-capture-dealer-is", name=_who(view, view.dealer)),
              width=RX + RW - right - 12)
    y += 38
    kit.label(img, theme, (RX, y), t("render-capture-aces-flexible") if view.ace_flexible
              else t("render-capture-aces-set"), width=RW)
    y += 38
    y = _pile(img, theme, view, top, y)
    y = _pile(img, theme, view, bottom, y)
    lines = _reveal_lines(view)
    # Columns someone took first, then carried ones, when not all fit.
    priority = [0 if r.winner is None else 1 for r in view.last_reveal]
    if view.outcome is not None and view.uncaptured:
        lines.append(t("render-capture-uncaptured", n=view.uncaptured))
        priority.append(1)
    title = t("render-capture-reveal-title", n=view.last_round) if view.last_reveal else t("render-capture-no-reveal")
    kit.log_box(img, theme, (RX, y, RX + RW, HEIGHT - 8), lines, priority, title=title)


def _round_kind(view: CaptureView) -> str:
    """A short round (C-8) is the last one only when it leaves the deck empty."""
    return t("render-capture-last-round") if view.deck_count == 0 else t("render-capture-short-round")


def draw(view: CaptureView, theme: Theme) -> Image.Image:
    img = kit.canvas(WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    top, bottom = _sides(view)
    _side_label(img, theme, view, top, HEADER + 8)
    _side_label(img, theme, view, bottom, BOTTOM_END + 8)
    if view.viewer is not None and view.outcome is None:
        # The private panel's hand: the cards still to place, in the order the buttons use.
        kit.label(img, theme, (COL_X[0], HAND_Y), t("render-capture-your-hand") if view.hand
                  else t("render-capture-all-in-place"), width=COL_X[-1] + CW - COL_X[0])
        kit.strip(img, theme, DECK, view.hand, (COL_X[0], HAND_Y + 28), COL_X[-1] + CW - COL_X[0], gap=12,
                  empty=None)
    elif view.viewer is None and view.outcome is None:
        kit.label(img, theme, (COL_X[0], HAND_Y), t("render-capture-hidden-until-locked"),
                  width=COL_X[-1] + CW - COL_X[0])
    _columns(img, theme, view)
    _right(img, theme, view)
    return img


# --- words -------------------------------------------------------------------------------


def _cards(codes: Sequence[str]) -> str:
    return " ".join(std_short(c) for c in codes) if codes else t("render-capture-nothing")


def describe(view: CaptureView) -> str:
    """Alt text from the view alone: other seats' placements are counts, never cards."""
    v = view.viewer
    n0, n1 = len(view.captured[0]), len(view.captured[1])
    if view.phase == "over":
        won = view.outcome.winners if view.outcome else frozenset()
        if view.outcome and view.outcome.ending == "abandon":
            head = t("render-capture-alt-abandoned", a=n0, b=n1)
        elif won:
            own = "yes" if len(won) == 1 and view.viewer in won else "no"
            head = t("render-capture-alt-won", own=own, names=_names(view, sorted(won), said=True), a=n0, b=n1)
        else:
            head = t("render-capture-alt-draw", a=n0, b=n1)
    else:
        p0, p1 = _who(view, 0, said=True), _who(view, 1, said=True)
        common = dict(round=view.round, dealer=_who(view, view.dealer, said=True), deck=view.deck_count, p0=p0, n0=n0,
                      p1=p1, n1=n1)
        if view.short_round:
            head = t("render-capture-alt-round-kind", kind=_round_kind(view), **common)
        else:
            head = t("render-capture-alt-round", **common)
    parts = [head]
    if view.phase != "over":
        seats = []
        for s in (0, 1):
            who = _who(view, s, said=True)
            seats.append(t("render-capture-alt-locked", own=_own(view, s), name=who) if view.locked[s]
                         else t("render-capture-alt-placing", own=_own(view, s), name=who, n=view.placing[s]))
        parts.append("; ".join(seats) + ".")
    for col in view.columns:
        if col is None:
            continue
        bits = []
        for s in (0, 1):
            text = f"{_who(view, s, said=True)} {_cards(col.face_up[s])}"
            if s == v and col.mine:
                text = t("render-capture-alt-plus-yours", text=text, card=std_short(col.mine))
            elif col.placed[s]:
                text = t("render-capture-alt-plus-one", text=text)
            bits.append(text)
        if col.carried:
            parts.append(t("render-capture-alt-column-carried", n=col.number, times=col.carried,
                           sides="; ".join(bits)))
        else:
            parts.append(t("render-capture-alt-column", n=col.number, sides="; ".join(bits)))
    if v is not None and view.hand:
        parts.append(t("render-capture-alt-hand", cards=_cards(view.hand)))
    if view.last_reveal:
        parts.append(t("render-capture-alt-reveal", n=view.last_round,
                       lines=". ".join(_reveal_lines(view, std_short, said=True))))
    return kit.clip_description(" ".join(parts))
