"""Capture table picture (from a `CaptureView`, never a state).

Five columns run across the middle, between the two players: the opponent's side on top,
the viewer's side below (for the public view, Player 2 on top and Player 1 below).  Each
side of a column is a stack that grows away from the middle: the dealt face-up card nearest
the middle, then the cards revealed in earlier rounds of a carried column (C-5), then this
round's face-down placement.  Placements are drawn as card backs, except the viewer's own,
which are face up with a gold frame and the word "yours" (C-11).  The right panel holds the
round, dealer and deck, both capture piles, and the result of the last reveal, column by
column with its reason.  At the end the header becomes a WIN / LOSS / DRAW banner.

Nothing hidden is drawn: the view itself carries only counts for other seats' placements.
"""

from __future__ import annotations

from typing import Any, Sequence

from PIL import Image, ImageDraw

from engine.cards import std_short

from . import cards as C
from .common import (
    FELT_DARK,
    FELT_LINE,
    INK_DIM,
    INK_GOLD,
    INK_LIGHT,
    banner,
    canvas,
    clip_description,
    count_badge,
    draw_text,
    fit_text,
    label,
    paste,
    row_step,
    slot,
    slot_tag,
)

WIDTH = 1160
CW, CH = C.FULL
MW, MH = C.MINI
STEP = 44  # shows the rank and suit strip of every buried card
GAP = 22
COL_X = [20 + i * (CW + GAP) for i in range(5)]
RX = COL_X[4] + CW + 34  # right panel
RW = WIDTH - 20 - RX
HEADER = 54
SIDE_LABEL = 34
MIDDLE = 44
HAND_ROW = 26 + MH + 10
PILE_SHOWN = 10


def _who(seat: int, viewer: int | None) -> str:
    return "You" if seat == viewer else f"Player {seat + 1}"


def _sides(view: Any) -> tuple[int, int]:
    """(top seat, bottom seat): the viewer sits at the bottom."""
    bottom = view.viewer if view.viewer is not None else 0
    return 1 - bottom, bottom


def _stack(view: Any, col: Any, seat: int) -> list[tuple[str, str | None]]:
    """Cards of one side, nearest the middle first: ("up", code), ("back", None), ("mine", code)."""
    out: list[tuple[str, str | None]] = [("up", c) for c in col.face_up[seat]]
    if seat == view.viewer and col.mine:
        out.append(("mine", col.mine))
    elif col.placed[seat]:
        out.append(("back", None))
    return out


def _region(view: Any, seat: int) -> int:
    n = max([len(_stack(view, c, seat)) for c in view.columns if c is not None] + [2])
    return CH + (n - 1) * STEP


def _header(img: Image.Image, view: Any) -> None:
    n = (len(view.captured[0]), len(view.captured[1]))
    scores = f"{_who(0, view.viewer)} {n[0]} \u00b7 {_who(1, view.viewer)} {n[1]}"
    if view.phase == "over":
        ending = view.outcome.ending if view.outcome else "normal"
        won = view.outcome.winners if view.outcome else frozenset()
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
        mine = None if view.viewer is None or not won else view.viewer in won
        banner(img, text, mine, y=0, h=HEADER)
        return
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    draw_text(img, (20, HEADER // 2), "Capture", 26, INK_LIGHT, anchor="lm", bold=True)
    if view.viewer is not None and not view.locked[view.viewer] and not view.to_place:
        phase = "All placed: lock in"
    elif view.viewer is not None and not view.locked[view.viewer]:
        phase = f"Place {view.to_place} more card{'s' if view.to_place != 1 else ''}, then lock"
    elif view.viewer is not None:
        phase = "Locked in: waiting"
    else:
        phase = "Players place face down"
    if view.short_round:
        phase += f" ({round_kind(view)})"
    draw_text(img, (140, HEADER // 2), phase, 24, INK_GOLD, anchor="lm", bold=True)
    draw_text(img, (WIDTH - 20, HEADER // 2), f"Round {view.round} \u00b7 {scores}", 22, INK_LIGHT,
              anchor="rm", bold=True)


def _side_label(img: Image.Image, view: Any, seat: int, y: int) -> None:
    name = _who(seat, view.viewer)
    if view.phase == "over":
        state = ""
    elif view.locked[seat]:
        state = "locked in"
    else:
        left = view.placing[seat]
        state = f"placing: {left} card{'s' if left != 1 else ''} to go" if left else "placed all, not locked"
    dealer = " (dealer)" if seat == view.dealer else ""
    draw_text(img, (COL_X[0], y), name + dealer, 20, INK_LIGHT, bold=True)
    if state:
        draw_text(img, (COL_X[4] + CW, y), state, 18, INK_GOLD if view.locked[seat] else INK_DIM,
                  anchor="ra")


def _draw_card(img: Image.Image, kind: str, code: str | None, x: int, y: int) -> None:
    if kind == "back":
        paste(img, C.card_back(), (x, y))
        return
    assert code is not None
    paste(img, C.standard_card(code), (x, y))
    if kind == "mine":
        d = ImageDraw.Draw(img)
        d.rounded_rectangle((x - 4, y - 4, x + CW + 4, y + CH + 4), radius=12, outline=INK_GOLD, width=4)
        count_badge(img, (x + CW // 2, y + CH - 18), "yours", 18)


def _columns(img: Image.Image, view: Any, top_y: int, mid_y: int, bottom_y: int) -> None:
    top, bottom = _sides(view)
    d = ImageDraw.Draw(img)
    for i, col in enumerate(view.columns):
        x = COL_X[i]
        slot_tag(img, (x, mid_y + MIDDLE // 2), f"c{i + 1}", anchor="lm")
        if col is None:
            slot(img, (x, mid_y - CH, x + CW, mid_y))
            slot(img, (x, mid_y + MIDDLE, x + CW, mid_y + MIDDLE + CH))
            draw_text(img, (x + CW - 2, mid_y + MIDDLE // 2), "no column", 16, INK_DIM, anchor="rm")
            continue
        if col.carried:
            draw_text(img, (x + CW - 2, mid_y + MIDDLE // 2), f"carried {col.carried}x", 16,
                      INK_GOLD, anchor="rm")
        d.line((x + CW // 2, mid_y + 6, x + CW // 2, mid_y + 10), fill=FELT_LINE, width=1)
        # Top side grows upwards: draw the farthest card first so the nearer ones lie on
        # top and every card still shows its top strip (rank and suit).
        stack = _stack(view, col, top)
        for k in range(len(stack) - 1, -1, -1):
            kind, code = stack[k]
            _draw_card(img, kind, code, x, mid_y - CH - k * STEP)
        for k, (kind, code) in enumerate(_stack(view, col, bottom)):
            _draw_card(img, kind, code, x, mid_y + MIDDLE + k * STEP)


def _strip(img: Image.Image, codes: Sequence[str], x: int, y: int, width: int) -> None:
    step = row_step(len(codes), MW, width, 4)
    for i, code in enumerate(codes):
        paste(img, C.standard_card(code, C.MINI), (x + i * step, y))


def _pile(img: Image.Image, view: Any, seat: int, y: int) -> int:
    cards = view.captured[seat]
    # Only the newest cards: a strip of 30 overlapped minis is unreadable and costs ~10 KB.
    shown = cards[-PILE_SHOWN:]
    more = f" (newest {len(shown)} shown)" if len(shown) < len(cards) else ""
    label(img, RX, y, f"{_who(seat, view.viewer)} captured: {len(cards)}{more}")
    y += 24
    if cards:
        _strip(img, shown, RX, y, RW)
    else:
        slot(img, (RX, y, RX + MW, y + MH))
    return y + MH + 12


def _reveal_lines(view: Any, name: Any = None) -> list[str]:
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


def _right(img: Image.Image, view: Any, top_y: int, bottom_end: int) -> None:
    top, bottom = _sides(view)
    y = top_y
    label(img, RX, y, f"Deck   \u00b7   dealer: {_who(view.dealer, view.viewer)}")
    y += 24
    if view.deck_count:
        paste(img, C.card_back(C.MINI), (RX, y))
    else:
        slot(img, (RX, y, RX + MW, y + MH))
    count_badge(img, (RX + MW + 36, y + MH // 2), str(view.deck_count))
    opt = "Aces count high or low" if view.ace_flexible else "Ace: only a set wins it"
    draw_text(img, (RX + MW + 76, y + MH // 2), opt, 15, INK_DIM, anchor="lm")
    y += MH + 14
    y = _pile(img, view, top, y)
    label(img, RX, y, f"Round {view.last_round} reveal" if view.last_reveal else "No reveal yet")
    y += 24
    bottom_pile = bottom_end - (24 + MH + 12)
    # One line each (the turned-up cards are in the columns or the capture piles): small
    # text is what costs the most bytes in the PNG.
    for line in _reveal_lines(view):
        if y + 20 > bottom_pile:
            break
        draw_text(img, (RX, y), fit_text(line, 15, RW), 15, INK_LIGHT)
        y += 22
    if view.phase == "over" and view.uncaptured and y + 20 <= bottom_pile:
        draw_text(img, (RX, y), fit_text(f"{view.uncaptured} cards left in drawn columns: nobody's (C-9)", 15, RW),
                  15, INK_GOLD)
    _pile(img, view, bottom, bottom_pile)


def _shows_hand(view: Any) -> bool:
    return view.viewer is not None and view.phase != "over"


def layout(view: Any) -> tuple[int, int, int, int]:
    """(top of the upper stacks, the middle line, bottom of the lower stacks, height)."""
    top, bottom = _sides(view)
    top_y = HEADER + SIDE_LABEL
    mid_y = top_y + _region(view, top)
    bottom_end = mid_y + MIDDLE + _region(view, bottom)
    below = SIDE_LABEL + (HAND_ROW if _shows_hand(view) else 0)
    height = max(bottom_end + below + 8, top_y + 560)
    return top_y, mid_y, bottom_end, height


def _hand(img: Image.Image, view: Any, y: int) -> None:
    """The private panel's hand: the cards still to place, in the order the buttons use."""
    label(img, COL_X[0], y, "Your hand" + ("" if view.hand else ": every card is placed"))
    for i, code in enumerate(view.hand):
        paste(img, C.standard_card(code, C.MINI), (COL_X[0] + i * (MW + 12), y + 26))


def round_kind(view: Any) -> str:
    """A short round (C-8) is the last one only when it leaves the deck empty."""
    return "last round" if view.deck_count == 0 else "short round"


def draw(view: Any) -> Image.Image:
    top_y, mid_y, bottom_end, height = layout(view)
    img = canvas(WIDTH, height)
    _header(img, view)
    top, bottom = _sides(view)
    _side_label(img, view, top, HEADER + 6)
    _side_label(img, view, bottom, bottom_end + 8)
    if _shows_hand(view):
        _hand(img, view, bottom_end + 8 + SIDE_LABEL)
    _columns(img, view, top_y, mid_y, bottom_end)
    _right(img, view, HEADER + 6, height - 6)
    return img


# --- words -------------------------------------------------------------------------------


def _cards(codes: Sequence[str]) -> str:
    return " ".join(std_short(c) for c in codes) if codes else "nothing"


def describe(view: Any) -> str:
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
        head = (f"Capture, round {view.round}{f' ({round_kind(view)})' if view.short_round else ''}. "
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
    return clip_description(" ".join(parts))
