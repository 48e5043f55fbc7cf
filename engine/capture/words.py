"""Words for Capture: button labels, prompts, log lines, status, illegal-move reasons, event
lines, judging reasons, outcome sentences and the table hints.

Nothing said to the public or to the other seat names a face-down card before it is revealed
(C-11): placements are told by column only, and in a short round with fewer cards than
columns (C-8) not even by column.  No rule tags and no action spellings reach a player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from engine.cards import std_name, std_short
from engine.core import Event

from .actions import LOCK, PLACE, TAKE, column_index, parse
from .judge import RANK
from .views import COLUMNS

if TYPE_CHECKING:
    from .rules import CaptureState

ACT_HINT = "place your cards face down, then lock in"
WAIT_HINT = "You are locked in. Waiting for your opponent to lock in too."

_VERBS = {PLACE: "Place a card", TAKE: "Take a card back", LOCK: "Lock in"}
_SETS = ("nothing", "a pair", "two pairs", "three of a kind", "four of a kind")
_REASONS = {
    "high-low": "high and low",
    "high-low-ace": "high and low (an Ace counted high or low)",
    "ace": "an Ace: only a set can win it",
    "aces-block": "Aces on both sides block high and low",
    "no-high-low": "no one holds both high and low",
}
_FATES = {"captured": "captured", "carried": "carried over", "lost": "captured by nobody"}
_ENDED_BY = {"resign": "resigned", "timeout": "ran out of time"}


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


def _who(seat: int, viewer: int | None) -> str:
    return "You" if seat == viewer else seat_name(seat)


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def card_label(code: str) -> str:
    """"Q\u2660 Queen of Spades"."""
    return f"{std_short(code)} {std_name(code)}"


def reason(code: str) -> str:
    """A judging reason code (engine.capture.judge) in words: "pair beats nothing"."""
    if code.startswith("sets."):
        hi, lo = int(code[5]), int(code[7])
        verb = "beat" if hi == 2 else "beats"
        return f"{_SETS[hi].removeprefix('a ')} {verb} {_SETS[lo]}"
    if code.startswith("cancel."):
        rest = code[7:]
        return "sets cancel, no high/low" if rest == "no-high-low" else f"sets cancel; {reason(rest)}"
    return _REASONS.get(code, code)  # a reason saved in words by an older version stays as it was


def fate(code: str) -> str:
    """A judged column's fate code in words: "carried over"."""
    return _FATES.get(code, code)


def outcome_reason(ending: str, stopped: int | None, winners: frozenset[int],
                   n: tuple[int, int]) -> str:
    """The sentence of a finished game's outcome."""
    if ending == "abandon":
        return f"Abandoned: nobody played ({n[0]}-{n[1]} captured)."
    if stopped is not None:
        return (f"{seat_name(stopped)} {_ENDED_BY.get(ending, 'gave up')}: "
                f"{seat_name(1 - stopped)} wins ({n[0]}-{n[1]} captured).")
    if not winners:
        return f"Both players captured {_cards(n[0])}: a draw."
    w = next(iter(winners))
    return f"{seat_name(w)} captured {_cards(n[w])} to {n[1 - w]}: {seat_name(w)} wins."


def label(s: "CaptureState", token: str) -> str:
    if token in _VERBS:
        return _VERBS[token]
    if token in RANK:
        return card_label(token)  # labels are shown only to the acting seat
    i = column_index(token)
    if i is not None:
        col = s.cols[i]
        if col is None:
            return f"Column {i + 1}"
        # No seat is known here, so both sides are named by player number.
        extra = f", carried {col[2]}x" if col[2] else ""
        return (f"Column {i + 1} (P1 {' '.join(std_short(c) for c in col[0])}, "
                f"P2 {' '.join(std_short(c) for c in col[1])}{extra})")
    return "?"


def _round_name(s: "CaptureState") -> str:
    return "Short last round" if not s.deck else "Short round"  # C-8 may leave 2 cards


def prompt(s: "CaptureState", path: Sequence[str]) -> str:
    if not path:
        if s.short_round():  # C-8
            return (f"{_round_name(s)}: place your {_cards(s.need)} face down on any "
                    "columns, one per column at most, then lock in.")
        return "Place one card face down on every column, then lock in."  # C-11
    if path[0] == PLACE:
        if len(path) == 1:
            return "Which card do you place?"
        if path[1] in RANK:
            return f"Put {card_label(path[1])} on which column?"
        return "On which column?"
    if path[0] == TAKE:
        return "Take back your card from which column?"
    return "Choose."


def describe(s: "CaptureState", seat: int, action: str, viewer: int | None) -> str:
    """The log line for `action` by `seat` before it is applied, as `viewer` may read it."""
    try:
        move = parse(action)
    except ValueError:
        return "An unknown move."
    who = _who(seat, viewer)
    n = move.col + 1
    if move.kind == PLACE:
        if viewer == seat:
            return f"You placed {card_label(move.card)} face down on column {n}."
        if s.secret_columns():  # C-8/C-11: the chosen columns stay secret too
            return f"{who} placed a card face down."
        return f"{who} placed a card face down on column {n}."
    if move.kind == TAKE:
        card = s.placed[seat][move.col] if seat in (0, 1) else None
        if viewer == seat and card:
            return f"You took {card_label(card)} back from column {n}."
        if viewer != seat and s.secret_columns():  # C-8/C-11
            return f"{who} took back a card."
        return f"{who} took back their card from column {n}."
    if seat in (0, 1) and s.locked[1 - seat]:
        return f"{who} locked in. All placed cards are revealed."
    return f"{who} locked in."


def _turned(p0: str | None, p1: str | None, viewer: int | None) -> str:
    bits = [f"{_who(seat, viewer)} {std_short(c)}" for seat, c in enumerate((p0, p1)) if c]
    return f" ({', '.join(bits)} turned up)" if bits else ""


def event(e: Event, viewer: int | None) -> str:
    """One event as a log line for `viewer` (every Capture event is public)."""
    a = e.args
    if e.code == "deal":
        rnd, new, need, short, left = a
        cols = f"{new} new column{'s' if new != 1 else ''}" if new else "no new columns"
        if not need:
            return f"Round {rnd}: {cols}, no cards to place; the columns are judged as they stand."
        if short:
            kind = "last round" if not left else "short round"
            return (f"Round {rnd} ({kind}): {cols}; place {_cards(need)} each on any columns, "
                    "one per column at most.")
        return f"Round {rnd}: {cols}; place a card on every column."
    if e.code == "lock":
        return f"{_who(a[0], viewer)} locked in."
    if e.code == "column.captured":
        col, p0, p1, winner, size, why = a
        verb = "capture" if winner == viewer else "captures"
        return (f"Column {col}{_turned(p0, p1, viewer)}: {_who(winner, viewer)} {verb} "
                f"{_cards(size)}, {reason(why)}.")
    if e.code in ("column.carried", "column.lost"):
        col, p0, p1, size, why = a
        what = "carried over" if e.code == "column.carried" else f"{_cards(size)} captured by nobody"
        return f"Column {col}{_turned(p0, p1, viewer)}: {what}, {reason(why)}."
    if e.code == "end":
        n0, n1, left = a
        extra = f"; {_cards(left)} left in drawn columns go to nobody" if left else ""
        return f"The deck is used up. Captured {n0}-{n1}{extra}."
    if e.code == "stop":
        seat, ending = a
        if seat is None:
            return "The game was abandoned: nobody played."
        return f"{_who(seat, viewer)} {_ENDED_BY.get(ending, 'gave up')}."
    return "Something happened."


def reveal_summary(s: "CaptureState", viewer: int | None = None) -> str:
    if not s.reveal:
        return ""
    bits = []
    for col, _, _, winner, why, what in s.reveal:
        if winner is None:
            bits.append(f"column {col} {fate(what)} ({reason(why)})")
        else:
            bits.append(f"column {col} to {_who(winner, viewer)} ({reason(why)})")
    return f"Round {s.reveal_round}: " + "; ".join(bits) + "."


def status(s: "CaptureState", viewer: int | None = None) -> str:
    n0, n1 = len(s.captured[0]), len(s.captured[1])
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
    line = (f"Round {s.round} \u00b7 Captured {n0}-{n1} \u00b7 deck {len(s.deck)} \u00b7 "
            + ", ".join(seats) + ".")
    return f"{line}\n{last}" if last else line


def explain_illegal(s: "CaptureState", seat: int, action: str) -> str:
    if s.phase == "over":
        return "This game is over."
    if seat not in (0, 1):
        return "You are not seated in this game."
    if s.locked[seat]:
        return "You have locked in this round; wait for the other player."  # C-11
    try:
        move = parse(action)
    except ValueError:
        return "That is not a move in this game."
    placed = s.placed[seat]
    n = COLUMNS - placed.count(None)
    i = move.col
    if move.kind == PLACE:
        if s.cols[i] is None:
            return f"There is no column {i + 1} in play."
        if n >= s.need:
            return (f"You have already placed all {_cards(s.need)} of this round; "
                    "take one back first.")
        if move.card not in s.hands[seat] or move.card in placed:
            return "That card is not in your hand."
        if placed[i] is not None:  # C-5: one card per column a round
            return (f"You already placed a card on column {i + 1} this round; take it back "
                    "first (one card per column).")
    if move.kind == TAKE and placed[i] is None:
        return "You have no card on that column to take back."
    if move.kind == LOCK:
        if s.short_round():  # C-8
            return (f"Place all {_cards(s.need)} of this round (one per column at most) "
                    "before you lock in.")
        return "Place a card on every column before you lock in."  # C-11
    return "That move is not legal now."
