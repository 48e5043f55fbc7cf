"""Words for Capture: button labels, prompts, log lines, status, illegal-move reasons, event
lines, judging reasons, outcome sentences and the table hints.

Nothing said to the public or to the other seat names a face-down card before it is revealed
(C-11): placements are told by column only, and in a short round with fewer cards than
columns (C-8) not even by column.  No rule tags and no action spellings reach a player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from engine.cards import std_name, std_short
from engine.core import NO_NAMES, Event, Names, fit_label

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
_ENDED_BY = {"resign": "resigned", "timeout": "ran out of time and forfeits"}
_SET_NAMES = ("no set", "pair", "two pairs", "three of a kind", "four of a kind")
# Why nobody won a column, as a clause ("it carries over: <clause>").
_NO_WINNER = {
    "ace": "it holds an Ace, so only a set could win it",
    "aces-block": "each side has an Ace, which blocks high and low",
    "no-high-low": "nobody holds both the highest and the lowest card",
}


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
                   n: tuple[int, int], names: Names = NO_NAMES) -> str:
    """The sentence of a finished game's outcome: why it ended and who won.  The game's end
    is told here, not by an event, and the captured counts by the status read with it."""
    if ending == "abandon":
        return "Abandoned: nobody played."
    if stopped is not None:
        return f"{names.of(stopped)} {_ENDED_BY.get(ending, 'gave up')}: {names.of(1 - stopped)} wins."
    if not winners:
        return f"The deck is used up: a draw, {_cards(n[0])} each."
    w = next(iter(winners))
    return f"The deck is used up: {names.of(w)} wins, {_cards(n[w])} to {n[1 - w]}."


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
        # No seat is known here, so both sides are named.
        carried = col[2]
        extra = "" if not carried else (", carried over once" if carried == 1 else
                                         f", carried over {carried} times")
        sides = [' '.join(std_short(c) for c in col[k]) for k in (0, 1)]
        return fit_label(f"Column {i + 1} ({s.names.of(0)} {sides[0]}, {s.names.of(1)} {sides[1]}{extra})",
                         f"Column {i + 1} ({sides[0]} against {sides[1]}{extra})", f"Column {i + 1}")
    return "?"


def _round_name(s: "CaptureState") -> str:
    return "Short last round" if not s.deck else "Short round"  # C-8 (revised): always the last, kept for old saves


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
    who = s.names.who(seat, viewer)
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


def _turned(p0: str | None, p1: str | None, viewer: int | None, names: Names) -> str:
    """"You turn up 7♠ and Player 2 turns up 3♥": the cards placed on a column, revealed."""
    bits = []
    for seat, card in enumerate((p0, p1)):
        if card:
            who = names.who(seat, viewer)
            bits.append(f"{who} {'turn' if seat == viewer else 'turns'} up {std_short(card)}")
    return " and ".join(bits) if bits else "no card was placed on it"


def _why_won(code: str, winner: int, viewer: int | None, names: Names) -> str:
    """Why `winner` took a column, as a clause: "you hold both the highest and the lowest card"."""
    if code.startswith("sets."):
        hi, lo = int(code[5]), int(code[7])
        other = "no set" if not lo else f"{names.whose(1 - winner, viewer)} {_SET_NAMES[lo]}"
        return f"{names.whose(winner, viewer)} {_SET_NAMES[hi]} beats {other}"
    if code.startswith("cancel."):
        return f"the equal sets cancel, and {_why_won(code[7:], winner, viewer, names)}"
    holds = "you hold" if winner == viewer else f"{names.of(winner)} holds"
    if code == "high-low-ace":
        return f"{holds} both the highest and the lowest card, counting an Ace high or low"
    return f"{holds} both the highest and the lowest card"


def _why_not(code: str) -> str:
    """Why nobody took a column, as a clause."""
    if code.startswith("cancel."):
        return f"the equal sets cancel, and {_why_not(code[7:])}"
    return _NO_WINNER.get(code, reason(code))


def _new_columns(args: Sequence[object], viewer: int | None, names: Names) -> str:
    """"column 2 (You 7♠, Player 2 K♥)" for each new column a deal names."""
    found = []
    for k in range(0, len(args) - 2, 3):
        col, c0, c1 = args[k], args[k + 1], args[k + 2]
        found.append(f"column {col} ({names.who(0, viewer)} {std_short(str(c0))}, "
                     f"{names.who(1, viewer)} {std_short(str(c1))})")
    if len(found) <= 2:
        return " and ".join(found)
    return ", ".join(found[:-1]) + " and " + found[-1]


def event(e: Event, viewer: int | None, names: Names = NO_NAMES) -> str:
    """One event as a log line for `viewer` (every Capture event is public)."""
    a = e.args
    if e.code == "deal":
        rnd, new, need, short, left = a[:5]
        if not new:
            cols = "no new columns"
        elif len(a) > 5:
            cols = f"new {_new_columns(a[5:], viewer, names)}"
        else:  # saved before a deal named its columns
            cols = f"{new} new column{'s' if new != 1 else ''}"
        if not need:
            return f"Round {rnd}: {cols}; no cards to place, so the columns are judged as they stand."
        if short:
            kind = "last round" if not left else "short round"
            return (f"Round {rnd} ({kind}): {cols}; each player places {_cards(need)} face down "
                    "on any columns, one per column at most.")
        return f"Round {rnd}: {cols}; each player places a card face down on every column."
    if e.code == "lock":
        return f"{names.who(a[0], viewer)} locked in."
    if e.code == "column.captured":
        col, p0, p1, winner, size, why = a
        who = names.who(winner, viewer)
        verb = "capture" if winner == viewer else "captures"
        return (f"Column {col}: {_turned(p0, p1, viewer, names)}. {who} {verb} its {_cards(size)}: "
                f"{_why_won(why, winner, viewer, names)}.")
    if e.code == "column.carried":
        col, p0, p1, size, why = a
        return (f"Column {col}: {_turned(p0, p1, viewer, names)}. It carries over to the next round: "
                f"{_why_not(why)}.")
    if e.code == "column.lost":
        col, p0, p1, size, why = a
        return (f"Column {col}: {_turned(p0, p1, viewer, names)}. Its {_cards(size)} go to nobody, as this "
                f"was the last round: {_why_not(why)}.")
    if e.code == "end":
        n0, n1, left = a
        extra = f"; {_cards(left)} left in drawn columns go to nobody" if left else ""
        return f"The deck is used up: {n0}-{n1} captured{extra}."
    if e.code == "stop":
        seat, ending = a
        if seat is None:
            return "The game was abandoned: nobody played."
        return f"{names.who(seat, viewer)} {_ENDED_BY.get(ending, 'gave up')}."
    return "Something happened."


def status(s: "CaptureState", viewer: int | None = None) -> str:
    """Where the game stands.  The last reveal is told by its events (and drawn), the end by
    the outcome's reason."""
    n = (len(s.captured[0]), len(s.captured[1]))
    who = s.names.who
    line = f"Round {s.round} \u00b7 captured: {who(0, viewer)} {n[0]}, {who(1, viewer)} {n[1]}"
    if s.phase == "over":
        return line
    line += f" \u00b7 {_cards(len(s.deck))} left in the deck" if s.deck else " \u00b7 the deck is empty"
    seats = []
    for seat in (0, 1):
        if s.locked[seat]:
            seats.append(f"{who(seat, viewer)}: locked in")
        else:
            done = COLUMNS - s.placed[seat].count(None)
            seats.append(f"{who(seat, viewer)}: {done} of {_cards(s.need)} placed")
    return f"{line} \u00b7 " + ", ".join(seats)


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
