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


def _who(view: CaptureView, seat: int, said: bool = False) -> str:
    """"You", or the seat's name as the picture can draw it (`said`: as the alt text reads it)."""
    if seat == view.viewer:
        return "You"
    return view.names[seat] if said else shown_name(view.names[seat], f"Player {seat + 1}")


def _times(n: int) -> str:
    return "once" if n == 1 else "twice" if n == 2 else f"{n} times"


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
        if ending in ("resign", "timeout"):
            how = "by resignation" if ending == "resign" else "on time"
            text = f"{' and '.join(_who(view, s) for s in won)} won {how} ({scores})"
        elif ending == "abandon":
            text = f"abandoned ({scores})"
        elif won:
            w = next(iter(won))
            text = (f"{_who(view, w)} {'win' if w == view.viewer else 'wins'} "
                    f"{n[w]} cards to {n[1 - w]}")
        else:
            text = f"a draw, {n[0]} cards each"
        kit.header(img, theme, result=kit.Result(text, kit.won(view.outcome, view.viewer)))
        return
    if view.viewer is not None and not view.locked[view.viewer] and not view.to_place:
        status = "All placed: lock in"
    elif view.viewer is not None and not view.locked[view.viewer]:
        status = f"Place {view.to_place} more, then lock"
    elif view.viewer is not None:
        status = "Locked in: waiting"
    else:
        status = "Players place face down"
    if view.short_round:
        status += f" ({_round_kind(view)})"
    kit.header(img, theme, "Capture", status, f"Round {view.round} \u00b7 {scores}")


def _side_label(img: Image.Image, theme: Theme, view: CaptureView, seat: int, y: int) -> None:
    name = _who(view, seat)
    if view.outcome is not None:
        state = ""
    elif view.locked[seat]:
        state = "locked in"
    else:
        left = view.placing[seat]
        state = f"placing: {left} to go" if left else "placed all, not locked"
    dealer = " (dealer)" if seat == view.dealer else ""
    right = kit.text(img, (COL_X[0], y), name + dealer, kit.TAG, theme.ink_light, bold=True)
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
                kit.count_badge(img, theme, (xy[0] + CW // 2, xy[1] + tall - 24), "yours", kit.LABEL, owner=ident,
                                role="label")


def _columns(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    top, bottom = _sides(view)
    d = ImageDraw.Draw(img)
    for i, (x, col) in enumerate(zip(COL_X, view.columns)):
        kit.slot_tag(img, theme, (x, MID + 16), f"c{i + 1}", anchor="lm")
        if col is None:
            kit.slot(img, theme, (x, MID - CH))
            kit.slot(img, theme, (x, MID + MIDDLE))
            kit.label(img, theme, (x + CW, MID + 16), "none", anchor="rm")
            continue
        if col.carried:
            kit.text(img, (x, MID + 41), f"carried {_times(col.carried)}", kit.LABEL, theme.ink_gold, anchor="lm",
                     width=CW)
        d.line((x + CW // 2, MID + 4, x + CW // 2, MID + 8), fill=theme.felt_line, width=1)
        _side(img, theme, _stack(view, col, top), x, upward=True)
        _side(img, theme, _stack(view, col, bottom), x, upward=False)


def _pile(img: Image.Image, theme: Theme, view: CaptureView, seat: int, y: int) -> int:
    cards = view.captured[seat]
    note = "newest right" if len(cards) > 1 else ""
    room = RW - (kit.text_width(note, kit.LABEL) + 16 if note else 0)
    kit.counter(img, theme, (RX, y), f"{_who(view, seat)} captured {len(cards)}", width=room)
    if note:
        kit.label(img, theme, (RX + RW, y + 5), note, anchor="ra")
    # Only the newest cards that fit with their index showing: the count says the rest.
    kit.strip(img, theme, DECK, cards, (RX, y + 36), RW, gap=6, empty="none yet")
    return y + 36 + MH + 14


def _reveal_lines(view: CaptureView, name: Callable[[str], str] | None = None,
                  column: str = "c{}") -> list[str]:
    """One line per column of the last reveal; with `name`, the turned-up cards too.  The
    picture tags its columns c1..c5; the alt text says "Column 1"."""
    lines = []
    for r in view.last_reveal:
        where = column.format(r.column)
        if r.winner is None:
            head = f"{where}: {r.fate}"
        else:
            n = len(r.cards[0]) + len(r.cards[1])
            head = f"{where}: {_who(view, r.winner)} took {n}"
        turned = [f"{_who(view, s)} {name(c)}" for s, c in enumerate(r.revealed) if c and name]
        shown = f"; turned up {', '.join(turned)}" if turned else ""
        lines.append(f"{head} ({r.reason}){shown}")
    return lines


def _right(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    top, bottom = _sides(view)
    y = HEADER + 8
    right = kit.counter(img, theme, (RX, y), f"Deck {view.deck_count}")
    kit.label(img, theme, (right + 12, y + 5), f"dealer: {_who(view, view.dealer)}", width=RX + RW - right - 12)
    y += 38
    kit.label(img, theme, (RX, y), "Aces count high or low" if view.ace_flexible else "Aces: only a set wins them",
              width=RW)
    y += 38
    y = _pile(img, theme, view, top, y)
    y = _pile(img, theme, view, bottom, y)
    lines = _reveal_lines(view)
    # Columns someone took first, then carried ones, when not all fit.
    priority = [0 if r.winner is None else 1 for r in view.last_reveal]
    if view.outcome is not None and view.uncaptured:
        lines.append(f"{view.uncaptured} cards left in drawn columns: nobody captures them")
        priority.append(1)
    title = f"Round {view.last_round} reveal" if view.last_reveal else "No reveal yet"
    kit.log_box(img, theme, (RX, y, RX + RW, HEIGHT - 8), lines, priority, title=title)


def _round_kind(view: CaptureView) -> str:
    """A short round (C-8) is the last one only when it leaves the deck empty."""
    return "last round" if view.deck_count == 0 else "short round"


def draw(view: CaptureView, theme: Theme) -> Image.Image:
    img = kit.canvas(WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    top, bottom = _sides(view)
    _side_label(img, theme, view, top, HEADER + 8)
    _side_label(img, theme, view, bottom, BOTTOM_END + 8)
    if view.viewer is not None and view.outcome is None:
        # The private panel's hand: the cards still to place, in the order the buttons use.
        kit.label(img, theme, (COL_X[0], HAND_Y), "Your hand" + ("" if view.hand else ": every card is placed"))
        kit.strip(img, theme, DECK, view.hand, (COL_X[0], HAND_Y + 28), COL_X[-1] + CW - COL_X[0], gap=12,
                  empty=None)
    elif view.viewer is None and view.outcome is None:
        kit.label(img, theme, (COL_X[0], HAND_Y), "Face-down cards stay hidden until both players lock in",
                  width=COL_X[-1] + CW - COL_X[0])
    _columns(img, theme, view)
    _right(img, theme, view)
    return img


# --- words -------------------------------------------------------------------------------


def _cards(codes: Sequence[str]) -> str:
    return " ".join(std_short(c) for c in codes) if codes else "nothing"


def describe(view: CaptureView) -> str:
    """Alt text from the view alone: other seats' placements are counts, never cards."""
    v = view.viewer
    n0, n1 = len(view.captured[0]), len(view.captured[1])
    if view.phase == "over":
        won = view.outcome.winners if view.outcome else frozenset()
        who = " and ".join(_who(view, s, said=True) for s in sorted(won)) or "nobody: a draw"
        if view.outcome and view.outcome.ending == "abandon":
            who = "abandoned, nobody won"
        head = f"Capture, game over: {who}{' won' if won else ''}. Captured {n0} to {n1}."
    else:
        p0, p1 = _who(view, 0, said=True), _who(view, 1, said=True)
        head = (f"Capture, round {view.round}{f' ({_round_kind(view)})' if view.short_round else ''}. "
                f"Dealer {_who(view, view.dealer, said=True)}. Deck {view.deck_count}. Captured: {p0} {n0}, "
                f"{p1} {n1}.")
    parts = [head]
    if view.phase != "over":
        seats = []
        for s in (0, 1):
            seats.append(f"{_who(view, s, said=True)} " + ("locked in" if view.locked[s] else
                                              f"placing, {view.placing[s]} to go"))
        parts.append("; ".join(seats) + ".")
    for col in view.columns:
        if col is None:
            continue
        bits = []
        for s in (0, 1):
            text = f"{_who(view, s, said=True)} {_cards(col.face_up[s])}"
            if s == v and col.mine:
                text += f" + yours face down {std_short(col.mine)}"
            elif col.placed[s]:
                text += " + 1 face down"
            bits.append(text)
        carried = f", carried over {_times(col.carried)}" if col.carried else ""
        parts.append(f"Column {col.number}{carried}: " + "; ".join(bits) + ".")
    if v is not None and view.hand:
        parts.append(f"Your hand: {_cards(view.hand)}.")
    if view.last_reveal:
        parts.append(f"Round {view.last_round} reveal: "
                     + ". ".join(_reveal_lines(view, std_short, "Column {}")) + ".")
    return kit.clip_description(" ".join(parts))
