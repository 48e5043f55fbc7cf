"""Capture table picture (from a `CaptureView`, never a state).

The columns (`COLUMNS` of the views) run across the middle, between the two players: the
opponent's side on top, the viewer's side below (for the public view, Player 2 on top and
Player 1 below).  Each side of a column is a stack that grows away from the middle: the dealt
face-up card nearest the middle, then the cards revealed in earlier rounds of a carried
column (C-5), then this round's face-down placement.  Placements are drawn as card backs,
except the viewer's own, which are face up with a gold frame and the word "yours" (C-11).
The right panel holds the round, dealer and deck, both capture piles, and the result of the
last reveal, column by column with its reason.  At the end the header becomes a WIN / LOSS /
DRAW banner.

Nothing hidden is drawn: the view itself carries only counts for other seats' placements.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PIL import Image, ImageDraw

from engine.capture.views import COLUMNS, CaptureView, ColumnView
from engine.cards import std_short

from . import kit
from .kit import FULL, MINI
from .theme import Theme

DECK = "standard"
CW, CH = FULL
MW, MH = MINI
STEP = 44  # shows the rank and suit strip of every buried card
GAP = 22
COL_X = [kit.MARGIN + i * (CW + GAP) for i in range(COLUMNS)]
RX = COL_X[-1] + CW + 34  # right panel
RW = 438
WIDTH = RX + RW + kit.MARGIN
HEADER = kit.HEADER
SIDE_LABEL = 34
MIDDLE = 44
HAND_ROW = 26 + MH + 10
PILE_SHOWN = 10

Kind = str  # "up": a face-up card, "back": someone's placement, "mine": the viewer's own


def _who(seat: int, viewer: int | None) -> str:
    return "You" if seat == viewer else f"Player {seat + 1}"


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


def _region(view: CaptureView, seat: int) -> int:
    n = max([len(_stack(view, c, seat)) for c in view.columns if c is not None] + [2])
    return CH + (n - 1) * STEP


def _header(img: Image.Image, theme: Theme, view: CaptureView) -> None:
    n = (len(view.captured[0]), len(view.captured[1]))
    scores = f"{_who(0, view.viewer)} {n[0]} \u00b7 {_who(1, view.viewer)} {n[1]}"
    if view.outcome is not None:
        ending, won = view.outcome.ending, view.outcome.winners
        if ending in ("resign", "timeout"):
            how = "by resignation" if ending == "resign" else "on time"
            text = f"{' and '.join(_who(s, view.viewer) for s in won)} won {how} ({scores})"
        elif ending == "abandon":
            text = f"abandoned ({scores})"
        elif won:
            w = next(iter(won))
            text = (f"{_who(w, view.viewer)} {'win' if w == view.viewer else 'wins'} "
                    f"{n[w]} cards to {n[1 - w]}")
        else:
            text = f"a draw, {n[0]} cards each"
        kit.header(img, theme, result=kit.Result(text, kit.won(view.outcome, view.viewer)))
        return
    if view.viewer is not None and not view.locked[view.viewer] and not view.to_place:
        status = "All placed: lock in"
    elif view.viewer is not None and not view.locked[view.viewer]:
        status = f"Place {view.to_place} more card{'s' if view.to_place != 1 else ''}, then lock"
    elif view.viewer is not None:
        status = "Locked in: waiting"
    else:
        status = "Players place face down"
    if view.short_round:
        status += f" ({_round_kind(view)})"
    kit.header(img, theme, "Capture", status, f"Round {view.round} \u00b7 {scores}")


def _side_label(img: Image.Image, theme: Theme, view: CaptureView, seat: int, y: int) -> None:
    name = _who(seat, view.viewer)
    if view.outcome is not None:
        state = ""
    elif view.locked[seat]:
        state = "locked in"
    else:
        left = view.placing[seat]
        state = f"placing: {left} card{'s' if left != 1 else ''} to go" if left else "placed all, not locked"
    dealer = " (dealer)" if seat == view.dealer else ""
    kit.text(img, (COL_X[0], y), name + dealer, 20, theme.ink_light, bold=True)
    if state:
        kit.text(img, (COL_X[-1] + CW, y), state, 18, theme.ink_gold if view.locked[seat] else theme.ink_dim,
                 anchor="ra")


def _card(img: Image.Image, theme: Theme, kind: Kind, code: str | None, xy: kit.Point) -> None:
    if kind == "back":
        kit.face_down(img, theme, xy)
        return
    kit.card(img, theme, DECK, code, xy)
    if kind == "mine":
        kit.frame(img, theme, xy)
        kit.count_badge(img, theme, (xy[0] + CW // 2, xy[1] + CH - 18), "yours", 18)


def _columns(img: Image.Image, theme: Theme, view: CaptureView, mid_y: int) -> None:
    top, bottom = _sides(view)
    d = ImageDraw.Draw(img)
    for i, (x, col) in enumerate(zip(COL_X, view.columns)):
        kit.slot_tag(img, theme, (x, mid_y + MIDDLE // 2), f"c{i + 1}", anchor="lm")
        if col is None:
            kit.slot(img, theme, (x, mid_y - CH))
            kit.slot(img, theme, (x, mid_y + MIDDLE))
            kit.label(img, theme, (x + CW - 2, mid_y + MIDDLE // 2), "no column", 16, anchor="rm")
            continue
        if col.carried:
            kit.text(img, (x + CW - 2, mid_y + MIDDLE // 2), f"carried {col.carried}x", 16, theme.ink_gold,
                     anchor="rm")
        d.line((x + CW // 2, mid_y + 6, x + CW // 2, mid_y + 10), fill=theme.felt_line, width=1)
        # Top side grows upwards: draw the farthest card first so the nearer ones lie on
        # top and every card still shows its top strip (rank and suit).
        stack = _stack(view, col, top)
        for k in range(len(stack) - 1, -1, -1):
            _card(img, theme, *stack[k], (x, mid_y - CH - k * STEP))
        for k, (kind, code) in enumerate(_stack(view, col, bottom)):
            _card(img, theme, kind, code, (x, mid_y + MIDDLE + k * STEP))


def _pile(img: Image.Image, theme: Theme, view: CaptureView, seat: int, y: int) -> int:
    cards = view.captured[seat]
    # Only the newest cards: a strip of 30 overlapped minis is unreadable and costs ~10 KB.
    shown = cards[-PILE_SHOWN:]
    more = f" (newest {len(shown)} shown)" if len(shown) < len(cards) else ""
    kit.label(img, theme, (RX, y), f"{_who(seat, view.viewer)} captured: {len(cards)}{more}")
    kit.strip(img, theme, DECK, shown, (RX, y + 24), RW, gap=4)
    return y + 24 + MH + 12


def _reveal_lines(view: CaptureView, name: Callable[[str], str] | None = None) -> list[str]:
    """One line per column of the last reveal; with `name`, the turned-up cards too."""
    lines = []
    for r in view.last_reveal:
        if r.winner is None:
            head = f"c{r.column}: {r.fate}"
        else:
            n = len(r.cards[0]) + len(r.cards[1])
            head = f"c{r.column}: {_who(r.winner, view.viewer)} took {n}"
        turned = [f"{_who(s, view.viewer)} {name(c)}" for s, c in enumerate(r.revealed) if c and name]
        shown = f"; turned up {', '.join(turned)}" if turned else ""
        lines.append(f"{head} ({r.reason}){shown}")
    return lines


def _right(img: Image.Image, theme: Theme, view: CaptureView, bottom_end: int) -> None:
    top, bottom = _sides(view)
    y = HEADER + 6
    kit.label(img, theme, (RX, y), f"Deck   \u00b7   dealer: {_who(view.dealer, view.viewer)}")
    y += 24
    right = kit.pile(img, theme, (RX, y), view.deck_count)
    opt = "Aces count high or low" if view.ace_flexible else "Ace: only a set wins it"
    kit.label(img, theme, (right + 16, y + MH // 2), opt, 15, anchor="lm")
    y += MH + 14
    y = _pile(img, theme, view, top, y)
    kit.label(img, theme, (RX, y), f"Round {view.last_round} reveal" if view.last_reveal else "No reveal yet")
    y += 24
    bottom_pile = bottom_end - (24 + MH + 12)
    # One line each (the turned-up cards are in the columns or the capture piles): small
    # text is what costs the most bytes in the PNG.
    for line in _reveal_lines(view):
        if y + 20 > bottom_pile:
            break
        kit.text(img, (RX, y), line, 15, theme.ink_light, width=RW)
        y += 22
    if view.outcome is not None and view.uncaptured and y + 20 <= bottom_pile:
        kit.text(img, (RX, y), f"{view.uncaptured} cards left in drawn columns: nobody captures them", 15,
                 theme.ink_gold, width=RW)
    _pile(img, theme, view, bottom, bottom_pile)


def _shows_hand(view: CaptureView) -> bool:
    return view.viewer is not None and view.outcome is None


def layout(view: CaptureView) -> tuple[int, int, int, int]:
    """(top of the upper stacks, the middle line, bottom of the lower stacks, height)."""
    top, bottom = _sides(view)
    top_y = HEADER + SIDE_LABEL
    mid_y = top_y + _region(view, top)
    bottom_end = mid_y + MIDDLE + _region(view, bottom)
    below = SIDE_LABEL + (HAND_ROW if _shows_hand(view) else 0)
    height = max(bottom_end + below + 8, top_y + 560)
    return top_y, mid_y, bottom_end, height


def _round_kind(view: CaptureView) -> str:
    """A short round (C-8) is the last one only when it leaves the deck empty."""
    return "last round" if view.deck_count == 0 else "short round"


def draw(view: CaptureView, theme: Theme) -> Image.Image:
    _, mid_y, bottom_end, height = layout(view)
    img = kit.canvas(WIDTH, height, theme)
    _header(img, theme, view)
    top, bottom = _sides(view)
    _side_label(img, theme, view, top, HEADER + 6)
    _side_label(img, theme, view, bottom, bottom_end + 8)
    if _shows_hand(view):
        # The private panel's hand: the cards still to place, in the order the buttons use.
        y = bottom_end + 8 + SIDE_LABEL
        kit.label(img, theme, (COL_X[0], y), "Your hand" + ("" if view.hand else ": every card is placed"))
        kit.strip(img, theme, DECK, view.hand, (COL_X[0], y + 26), COL_X[-1] + CW - COL_X[0], gap=12,
                  empty=None)
    _columns(img, theme, view, mid_y)
    _right(img, theme, view, height - 6)
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
        who = " and ".join(_who(s, v) for s in sorted(won)) or "nobody: a draw"
        if view.outcome and view.outcome.ending == "abandon":
            who = "abandoned, nobody won"
        head = f"Capture, game over: {who}{' won' if won else ''}. Captured {n0} to {n1}."
    else:
        head = (f"Capture, round {view.round}{f' ({_round_kind(view)})' if view.short_round else ''}. "
                f"Dealer {_who(view.dealer, v)}. Deck {view.deck_count}. Captured: Player 1 {n0}, "
                f"Player 2 {n1}.")
    parts = [head]
    if view.phase != "over":
        seats = []
        for s in (0, 1):
            seats.append(f"{_who(s, v)} " + ("locked in" if view.locked[s] else
                                              f"placing, {view.placing[s]} to go"))
        parts.append("; ".join(seats) + ".")
    for col in view.columns:
        if col is None:
            continue
        bits = []
        for s in (0, 1):
            text = f"{_who(s, v)} {_cards(col.face_up[s])}"
            if s == v and col.mine:
                text += f" + yours face down {std_short(col.mine)}"
            elif col.placed[s]:
                text += " + 1 face down"
            bits.append(text)
        carried = f", carried {col.carried}x" if col.carried else ""
        parts.append(f"c{col.number}{carried}: " + "; ".join(bits) + ".")
    if v is not None and view.hand:
        parts.append(f"Your hand: {_cards(view.hand)}.")
    if view.last_reveal:
        parts.append(f"Round {view.last_round} reveal: "
                     + ". ".join(_reveal_lines(view, std_short)) + ".")
    return kit.clip_description(" ".join(parts))
