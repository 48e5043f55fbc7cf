"""Words for Capture: button labels, prompts, log lines, status and illegal-move reasons.

Kept apart from `engine.capture` so the rules module stays short.  Nothing said to the
public or to the other seat names a face-down card before it is revealed (C-11): placements
are told by column only, and in a short round with fewer cards than columns (C-8) not even
by column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .cards import std_name, std_short
from .capture import COLUMNS, RANK, seat_name

if TYPE_CHECKING:
    from .capture import CaptureState

_VERBS = {"place": "Place a card", "take": "Take a card back", "lock": "Lock in"}


def card_label(code: str) -> str:
    """"Q\u2660 Queen of Spades"."""
    return f"{std_short(code)} {std_name(code)}"


def _col(token: str) -> int | None:
    if len(token) == 2 and token[0] == "c" and token[1] in "12345":
        return int(token[1]) - 1
    return None


def _who(seat: int, viewer: int | None) -> str:
    return "You" if seat == viewer else seat_name(seat)


def label(s: "CaptureState", token: str) -> str:
    if token in _VERBS:
        return _VERBS[token]
    if token in RANK:
        return card_label(token)  # labels are shown only to the acting seat
    i = _col(token)
    if i is not None:
        col = s.cols[i]
        if col is None:
            return f"Column {i + 1}"
        # No seat is known here, so both sides are named by player number.
        extra = f", carried {col[2]}x" if col[2] else ""
        return (f"Column {i + 1} (P1 {' '.join(std_short(c) for c in col[0])}, "
                f"P2 {' '.join(std_short(c) for c in col[1])}{extra})")
    return token


def prompt(s: "CaptureState", path: Sequence[str]) -> str:
    if not path:
        if s.need < COLUMNS or None in s.cols:
            which = "Short last round" if not s.deck else "Short round"  # C-8 may leave 2 cards
            return (f"{which} (C-8): place your {s.need} card(s) face down on any "
                    "columns, one per column at most, then lock in.")
        return "Place one card face down on every column, then lock in (C-11)."
    if path[0] == "place":
        if len(path) == 1:
            return "Which card do you place?"
        return f"Put {card_label(path[1])} on which column?"
    if path[0] == "take":
        return "Take back your card from which column?"
    return "Choose."


def describe(s: "CaptureState", seat: int, action: str, viewer: int | None) -> str:
    parts = action.split(".")
    who = _who(seat, viewer)
    if parts[0] == "place" and len(parts) == 3 and _col(parts[2]) is not None:
        n = int(parts[2][1])
        if viewer == seat:
            return f"You placed {card_label(parts[1])} face down on column {n}."
        if s.secret_columns():  # C-8/C-11: the chosen columns stay secret too
            return f"{who} placed a card face down."
        return f"{who} placed a card face down on column {n}."
    if parts[0] == "take" and len(parts) == 2 and _col(parts[1]) is not None:
        i = _col(parts[1])
        card = s.placed[seat][i] if 0 <= seat < 2 else None  # type: ignore[index]
        if viewer == seat and card:
            return f"You took {card_label(card)} back from column {i + 1}."  # type: ignore[operator]
        if viewer != seat and s.secret_columns():  # C-8/C-11
            return f"{who} took back a card."
        return f"{who} took back their card from column {i + 1}."  # type: ignore[operator]
    if action == "lock":
        if 0 <= seat < 2 and s.locked[1 - seat]:
            return f"{who} locked in. All placed cards are revealed."
        return f"{who} locked in."
    return action


def reveal_summary(s: "CaptureState", viewer: int | None = None) -> str:
    if not s.reveal:
        return ""
    bits = []
    for col, _, _, winner, why, fate in s.reveal:
        if winner is None:
            bits.append(f"column {col} {fate} ({why})")
        else:
            bits.append(f"column {col} to {_who(winner, viewer)} ({why})")
    return f"Round {s.reveal_round}: " + "; ".join(bits) + "."


def status(s: "CaptureState", viewer: int | None = None) -> str:
    n0, n1 = len(s.captured[0]), len(s.captured[1])
    score = f"Captured {n0}-{n1}"
    last = reveal_summary(s, viewer)
    if s.phase == "over":
        out = s.outcome()
        return f"Game over. {out.reason if out else ''}\n{last}".strip()
    seats = []
    for seat in (0, 1):
        if s.locked[seat]:
            seats.append(f"{_who(seat, viewer)}: locked in")
        else:
            done = COLUMNS - s.placed[seat].count(None)
            seats.append(f"{_who(seat, viewer)}: placing ({done}/{s.need})")
    line = (f"Round {s.round} \u00b7 {score} \u00b7 deck {len(s.deck)} \u00b7 "
            + ", ".join(seats) + ".")
    return f"{line}\n{last}" if last else line


def explain_illegal(s: "CaptureState", seat: int, action: str) -> str:
    if s.phase == "over":
        return "This game is over."
    if seat not in (0, 1):
        return "You are not seated in this game."
    if s.locked[seat]:
        return "You have locked in this round; wait for the other player (C-11)."
    parts = action.split(".")
    placed = s.placed[seat]
    n = COLUMNS - placed.count(None)
    if parts[0] == "place" and len(parts) == 3:
        card, i = parts[1], _col(parts[2])
        if i is None or s.cols[i] is None:
            return f"There is no column '{parts[2][:8]}' in play."
        if n >= s.need:
            return f"You have already placed all {s.need} of your cards; take one back first."
        if card not in s.hands[seat] or card in placed:
            return "That card is not in your hand."
        if placed[i] is not None:
            return (f"You already placed a card on column {i + 1} this round; take it back "
                    "first (one card per column, C-5).")
    if parts[0] == "take" and len(parts) == 2:
        i = _col(parts[1])
        if i is None or placed[i] is None:
            return "You have no card on that column to take back."
    if action == "lock":
        if s.need < COLUMNS or None in s.cols:
            return f"Place all {s.need} of your cards (one per column at most) before you lock in (C-8)."
        return "Place a card on every column before you lock in (C-11)."
    return f"'{action[:64]}' is not a legal move now."
