"""Capture table picture (from a `CaptureView`, never a state), and its words.

The columns (`COLUMNS` of the views) run across the middle, between the two players: the
opponent's side on top, the viewer's side below (for the public view, Player 2 on top and
Player 1 below).  Each side of a column is a stack that grows away from the middle: the dealt
face-up card nearest the middle, then the cards revealed in earlier rounds of a carried
column (C-5), then this round's face-down placement; every buried card shows its rank and
suit strip.  Placements are drawn as card backs, except the viewer's own, which are face up
in a gold frame (C-11).  The middle band numbers the columns 1 to 5 (as the buttons do), with
a gold pip for each round a column was carried over.  Below, a seat's picture shows its hand.
The right panel holds each side's capture pile level with that side (its count on a pill, its
newest cards) and the deck between them.  No words: `facts` says who sits where, the counts,
the last reveal; `describe` says everything.  A finished game gets a green (win), red (loss)
or grey edge.

The picture is always `WIDTH` x `HEIGHT`, for a seat and for the public alike: each side's
stack has room for the deepest a column can get (`DEEPEST` cards: the dealt one and one a
round for the five rounds a 52-card deck allows).

Nothing hidden is drawn: the view itself carries only counts for other seats' placements.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.capture.views import COLUMNS, CaptureView, ColumnView
from engine.cards import std_short
from i18n import t

from . import kit
from .kit import FULL, MINI
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
DEEPEST = 6
ROOM = 284  # one side's stack: DEEPEST index strips
TOP_Y = kit.MARGIN  # the top side's far end
MID = TOP_Y + ROOM  # the middle band (column numbers), between the two sides
MIDDLE = 56
BOTTOM_END = MID + MIDDLE + ROOM
HAND_Y = BOTTOM_END + 16
HEIGHT = HAND_Y + MH + 16

Kind = str  # "up": a face-up card, "back": someone's placement, "mine": the viewer's own


def _who(view: CaptureView, seat: int) -> str:
    """"You", or the seat's name (the alt text's words)."""
    return t("render-you") if seat == view.viewer else view.names[seat]


def _own(view: CaptureView, seat: int) -> str:
    """The Fluent selector for "you" against a name."""
    return "yes" if seat == view.viewer else "no"


def _names(view: CaptureView, seats: Sequence[int]) -> str:
    """"A", "A and B": seats' names in one phrase."""
    names = [_who(view, s) for s in seats]
    out = names[0] if names else ""
    for name in names[1:]:
        out = t("render-capture-and", first=out, second=name)
    return out


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


def _side(img: Image.Image, theme: Theme, stack: list[tuple[Kind, str | None]], x: int, upward: bool) -> None:
    y = MID if upward else MID + MIDDLE
    codes = [code if kind != "back" else None for kind, code in stack]
    placed = kit.stack(img, theme, DECK, codes, (x, y), ROOM, FULL, STEP, upward=upward)
    for (kind, _), (ident, xy, tall) in zip(stack, placed):
        if kind == "mine":
            kit.frame(img, theme, xy, FULL, pad=0, owner=ident, height=tall)  # on its edge: clear of the card below


def _columns(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    top, bottom = _sides(view)
    for i, (x, col) in enumerate(zip(COL_X, view.columns)):
        right = kit.slot_number(img, theme, (x, MID + MIDDLE // 2), i + 1, anchor="lm")
        if col is None:
            kit.slot(img, theme, (x, MID - CH))
            kit.slot(img, theme, (x, MID + MIDDLE))
            continue
        kit.pips(img, theme, (right + 12, MID + MIDDLE // 2), col.carried)
        _side(img, theme, _stack(view, col, top), x, upward=True)
        _side(img, theme, _stack(view, col, bottom), x, upward=False)


def _captured(img: Image.Image, theme: Theme, cards: Sequence[str], y: int) -> None:
    """A capture pile: its count on a pill, then its newest cards that fit with their index
    showing (the count says the rest)."""
    right = kit.count_badge(img, theme, (RX, y + MH // 2), len(cards), anchor="lm")
    kit.strip(img, theme, DECK, cards, (right + 12, y), RX + RW - right - 12, gap=6, empty=False)


def _right(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    top, bottom = _sides(view)
    _captured(img, theme, view.captured[top], TOP_Y)
    kit.pile(img, theme, (RX, MID + MIDDLE // 2 - MH // 2), view.deck_count)
    _captured(img, theme, view.captured[bottom], BOTTOM_END - MH)


def draw(view: CaptureView, theme: Theme) -> Image.Image:
    img = kit.table(WIDTH, HEIGHT, theme)
    if view.viewer is not None and view.outcome is None:
        # The private panel's hand: the cards still to place, in the order the buttons use.
        kit.strip(img, theme, DECK, view.hand, (COL_X[0], HAND_Y), COL_X[-1] + CW - COL_X[0], gap=12, empty=False)
    _columns(img, theme, view)
    _right(img, theme, view)
    if view.outcome is not None:
        kit.outcome_edge(img, theme, kit.won(view.outcome, view.viewer))
    return img


# --- words -------------------------------------------------------------------------------


def _cards(codes: Sequence[str]) -> str:
    return " ".join(std_short(c) for c in codes) if codes else t("render-capture-nothing")


def _round_kind(view: CaptureView) -> str:
    """A short round (C-8) is the last one only when it leaves the deck empty."""
    return t("render-capture-last-round") if view.deck_count == 0 else t("render-capture-short-round")


def _reveal_lines(view: CaptureView) -> list[str]:
    """One line per column of the last reveal, with the cards turned up."""
    lines = []
    for r in view.last_reveal:
        where = t("render-capture-column", n=r.column)
        if r.winner is None:
            head = t("render-capture-reveal-fate", where=where, fate=r.fate, reason=r.reason)
        else:
            n = len(r.cards[0]) + len(r.cards[1])
            head = t("render-capture-reveal-took", where=where, own=_own(view, r.winner), name=_who(view, r.winner),
                     n=n, reason=r.reason)
        turned = [f"{_who(view, s)} {std_short(c)}" for s, c in enumerate(r.revealed) if c]
        lines.append(t("render-capture-turned-up", line=head, cards=", ".join(turned)) if turned else head)
    return lines


def _placing(view: CaptureView) -> str:
    """Who has locked in and who is still placing, and how many."""
    seats = []
    for s in (0, 1):
        who = _who(view, s)
        seats.append(t("render-capture-alt-locked", own=_own(view, s), name=who) if view.locked[s]
                     else t("render-capture-alt-placing", own=_own(view, s), name=who, n=view.placing[s]))
    return "; ".join(seats) + "."


def facts(view: CaptureView) -> list[str]:
    """What the picture shows without words, in short lines for the message's text: who sits
    at the top and at the bottom (with the dealer's mark and the cards captured), the deck,
    who has locked in, what the gold frame and the pips mean, how Aces count, then the last
    reveal column by column and where everything lies."""
    top, bottom = _sides(view)
    lines = [t("render-capture-fact-side", where=where, own=_own(view, seat), name=view.names[seat],
               dealer="yes" if seat == view.dealer and view.outcome is None else "no", n=len(view.captured[seat]))
             for where, seat in (("top", top), ("bottom", bottom))]
    deck = t("render-deck-n", n=view.deck_count)
    lines.append(t("render-capture-status-round", status=deck, kind=_round_kind(view)) if view.short_round
                 and view.outcome is None else deck)
    if view.outcome is None:
        lines.append(_placing(view))
        if view.viewer is None:
            lines.append(t("render-capture-hidden-until-locked"))
        elif any(col is not None and col.mine for col in view.columns):
            lines.append(t("render-gold-frame"))
    if any(col is not None and col.carried for col in view.columns):
        lines.append(t("render-capture-fact-carried"))
    lines.append(t("render-capture-aces-flexible") if view.ace_flexible else t("render-capture-aces-set"))
    if view.last_reveal:
        lines.append(t("render-capture-reveal-title", n=view.last_round))
        lines += _reveal_lines(view)
    if view.outcome is not None and view.uncaptured:
        lines.append(t("render-capture-uncaptured", n=view.uncaptured))
    return [*lines, t("render-capture-fact-layout")]


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
            head = t("render-capture-alt-won", own=own, names=_names(view, sorted(won)), a=n0, b=n1)
        else:
            head = t("render-capture-alt-draw", a=n0, b=n1)
    else:
        p0, p1 = _who(view, 0), _who(view, 1)
        common = dict(round=view.round, dealer=_who(view, view.dealer), deck=view.deck_count, p0=p0, n0=n0,
                      p1=p1, n1=n1)
        if view.short_round:
            head = t("render-capture-alt-round-kind", kind=_round_kind(view), **common)
        else:
            head = t("render-capture-alt-round", **common)
    parts = [head]
    if view.phase != "over":
        parts.append(_placing(view))
    for col in view.columns:
        if col is None:
            continue
        bits = []
        for s in (0, 1):
            text = f"{_who(view, s)} {_cards(col.face_up[s])}"
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
                       lines=". ".join(_reveal_lines(view))))
    return kit.clip_description(" ".join(parts))
