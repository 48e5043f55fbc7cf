"""Words for Capture: button labels, prompts, log lines, status, illegal-move reasons, event
lines (a sentence per event code, `_EVENTS`), judging reasons and the table hints.  What the
rules tell players as data (judging reasons, fates, the outcome's sentence) is built by
`engine.capture.messages`; the package gives this module to the state as its `words`.

Nothing said to the public or to the other seat names a face-down card before it is revealed
(C-11): placements are told by column only, and in a short round with fewer cards than
columns (C-8) not even by column.  No rule tags and no action spellings reach a player.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.cards import std_name, std_short
from engine.core import NO_NAMES, Event, Names, Seat, and_list, fit_label
from i18n import said, t

from . import messages
from .actions import LOCK, PLACE, TAKE, column_index, parse
from .judge import RANK
from .rules import CaptureState, new_columns
from .views import COLUMNS

# The table hints are catalogue keys (GameInfo.act_hint / wait_hint), worded by the reader.
ACT_HINT = "capture-act-hint"
WAIT_HINT = "capture-wait-hint"

_VERBS = {PLACE: "capture-verb-place", TAKE: "capture-verb-take", LOCK: "capture-verb-lock"}
# Why nobody won a column, as a clause ("it carries over: <clause>").
_NO_WINNER = {
    "ace": "capture-no-winner-ace",
    "aces-block": "capture-no-winner-aces-block",
    "no-high-low": "capture-no-winner-no-high-low",
}


def _own(seat: int, viewer: int | None) -> str:
    """The select argument a message reads to say "you" (and the verb's person) or a name."""
    return "yes" if seat == viewer else "no"


def card_label(code: str) -> str:
    """"Q\u2660 Queen of Spades"."""
    return f"{std_short(code)} {std_name(code)}"


def reason(code: str) -> str:
    """A judging reason code (engine.capture.judge) in words: "pair beats nothing"."""
    return said(messages.reason(code))


def label(s: CaptureState, token: str) -> str:
    if token in _VERBS:
        return t(_VERBS[token])
    if token in RANK:
        return card_label(token)  # labels are shown only to the acting seat
    i = column_index(token)
    if i is not None:
        col = s.cols[i]
        if col is None:
            return t("capture-label-column", n=i + 1)
        # No seat is known here, so both sides are named.
        carried = col[2]
        sides = [' '.join(std_short(c) for c in col[k]) for k in (0, 1)]
        return fit_label(t("capture-label-column-sides", n=i + 1, name0=s.names.of(0), cards0=sides[0],
                           name1=s.names.of(1), cards1=sides[1], carried=carried),
                         t("capture-label-column-against", n=i + 1, cards0=sides[0], cards1=sides[1],
                           carried=carried),
                         t("capture-label-column", n=i + 1))
    return "?"


def prompt(s: CaptureState, path: Sequence[str]) -> str:
    if not path:
        if s.short_round():  # C-8
            # "last" is kept for old saves: the short round is now always the last.
            return t("capture-prompt-short", last="yes" if not s.deck else "no", n=s.need)
        return t("capture-prompt-place-all")  # C-11
    if path[0] == PLACE:
        if len(path) == 1:
            return t("capture-prompt-which-card")
        if path[1] in RANK:
            return t("capture-prompt-which-column-for", card=card_label(path[1]))
        return t("capture-prompt-which-column")
    if path[0] == TAKE:
        return t("capture-prompt-take")
    return t("capture-prompt-choose")


def describe(s: CaptureState, seat: int, action: str, viewer: int | None) -> str:
    """The log line for `action` by `seat` before it is applied, as `viewer` may read it."""
    try:
        move = parse(action)
    except ValueError:
        return t("capture-unknown-move")
    name = s.names.of(seat)
    own = _own(seat, viewer)
    n = move.col + 1
    if move.kind == PLACE:
        if viewer == seat:
            return t("capture-you-placed", card=card_label(move.card), col=n)
        if s.secret_columns():  # C-8/C-11: the chosen columns stay secret too
            return t("capture-placed-secret", own=own, name=name)
        return t("capture-placed", own=own, name=name, col=n)
    if move.kind == TAKE:
        card = s.placed[seat][move.col] if seat in (0, 1) else None
        if viewer == seat and card:
            return t("capture-you-took", card=card_label(card), col=n)
        if viewer != seat and s.secret_columns():  # C-8/C-11
            return t("capture-took-secret", own=own, name=name)
        return t("capture-took", own=own, name=name, col=n)
    if seat in (0, 1) and s.locked[1 - seat]:
        return t("capture-locked-reveal", own=own, name=name)
    return t("capture-locked", own=own, name=name)


def _turned(p0: str | None, p1: str | None, viewer: int | None, names: Names) -> str:
    """"You turn up 7♠ and Player 2 turns up 3♥": the cards placed on a column, revealed."""
    if p0 and p1:
        return t("capture-turned-both", own0=_own(0, viewer), name0=names.of(0), card0=std_short(p0),
                 own1=_own(1, viewer), name1=names.of(1), card1=std_short(p1))
    for seat, card in enumerate((p0, p1)):
        if card:
            return t("capture-turned-one", own=_own(seat, viewer), name=names.of(seat),
                     card=std_short(card))
    return t("capture-turned-none")


def _why_won(code: str, winner: int, viewer: int | None, names: Names) -> str:
    """Why `winner` took a column, as a clause: "you hold both the highest and the lowest card"."""
    if code.startswith("sets."):
        loser = 1 - winner
        return t("capture-why-sets", hi=int(code[5]), lo=int(code[7]),
                 own=_own(winner, viewer), name=names.of(winner),
                 other_own=_own(loser, viewer), other=names.of(loser))
    if code.startswith("cancel."):
        return t("capture-why-cancel", why=_why_won(code[7:], winner, viewer, names))
    if code == "high-low-ace":
        return t("capture-why-high-low-ace", own=_own(winner, viewer), name=names.of(winner))
    return t("capture-why-high-low", own=_own(winner, viewer), name=names.of(winner))


def _why_not(code: str) -> str:
    """Why nobody took a column, as a clause."""
    if code.startswith("cancel."):
        return t("capture-why-cancel", why=_why_not(code[7:]))
    return t(_NO_WINNER[code]) if code in _NO_WINNER else reason(code)


def _deal(a: Mapping[str, Any], viewer: Seat | None, names: Names) -> str:
    named = new_columns(a)
    if not a["new"]:
        cols = t("capture-deal-no-new")
    elif named:  # "column 2 (You 7♠, Player 2 K♥)" for each new column
        cols = t("capture-deal-new-named", n=a["new"], columns=and_list([
            t("capture-new-column", col=col, who0=names.who(0, viewer), card0=std_short(str(c0)),
              who1=names.who(1, viewer), card1=std_short(str(c1))) for col, c0, c1 in named]))
    else:  # saved before a deal named its columns
        cols = t("capture-deal-new-count", n=a["new"])
    if not a["need"]:
        return t("capture-deal-judged", round=a["round"], columns=cols)
    if a["short"]:
        return t("capture-deal-short", round=a["round"], columns=cols, n=a["need"],
                 last="no" if a["left"] else "yes")
    return t("capture-deal", round=a["round"], columns=cols)


def _captured(a: Mapping[str, Any], viewer: Seat | None, names: Names) -> str:
    winner = a["winner"]
    return t("capture-column-captured", col=a["column"], turned=_turned(a["card0"], a["card1"], viewer, names),
             own=_own(winner, viewer), name=names.of(winner), n=a["size"],
             why=_why_won(a["reason"], winner, viewer, names))


def _stop(a: Mapping[str, Any], viewer: Seat | None, names: Names) -> str:
    seat = a["seat"]
    if seat is None:
        return t("capture-stop-abandoned")
    return t("capture-stop", own=_own(seat, viewer), name=names.of(seat), ending=a["ending"])


# Each event code's sentence (the arguments: `engine.capture.rules`).
_EVENTS: dict[str, Callable[[Mapping[str, Any], Seat | None, Names], str]] = {
    "deal": _deal,
    "lock": lambda a, viewer, names: t("capture-locked", own=_own(a["seat"], viewer), name=names.of(a["seat"])),
    "column.captured": _captured,
    "column.carried": lambda a, viewer, names: t(
        "capture-column-carried", col=a["column"], turned=_turned(a["card0"], a["card1"], viewer, names),
        why=_why_not(a["reason"])),
    "column.lost": lambda a, viewer, names: t(
        "capture-column-lost", col=a["column"], turned=_turned(a["card0"], a["card1"], viewer, names),
        n=a["size"], why=_why_not(a["reason"])),
    "end": lambda a, viewer, names: t("capture-end", **a),
    "stop": _stop,
}


def event(e: Event, viewer: Seat | None, names: Names = NO_NAMES) -> str:
    """One event as a log line for `viewer` (every Capture event is public)."""
    found = _EVENTS.get(e.code)
    return found(e.args, viewer, names) if found is not None else t("capture-event-other")


def status(s: CaptureState, viewer: int | None = None) -> str:
    """Where the game stands.  The last reveal is told by its events (and drawn), the end by
    the outcome's reason."""
    n = (len(s.captured[0]), len(s.captured[1]))
    who = s.names.who
    parts = [t("capture-status-captured", round=s.round, who0=who(0, viewer), n0=n[0],
               who1=who(1, viewer), n1=n[1])]
    if s.phase == "over":
        return parts[0]
    parts.append(t("capture-status-deck", n=len(s.deck)) if s.deck else t("capture-status-deck-empty"))
    seats = []
    for seat in (0, 1):
        if s.locked[seat]:
            seats.append(t("capture-status-locked", who=who(seat, viewer)))
        else:
            done = COLUMNS - s.placed[seat].count(None)
            seats.append(t("capture-status-placed", who=who(seat, viewer), done=done, n=s.need))
    parts.append(", ".join(seats))
    return " \u00b7 ".join(parts)


def explain_illegal(s: CaptureState, seat: int, action: str) -> str:
    if s.phase == "over":
        return t("capture-illegal-over")
    if seat not in (0, 1):
        return t("capture-illegal-not-seated")
    if s.locked[seat]:
        return t("capture-illegal-locked")  # C-11
    try:
        move = parse(action)
    except ValueError:
        return t("capture-illegal-not-a-move")
    placed = s.placed[seat]
    n = COLUMNS - placed.count(None)
    i = move.col
    if move.kind == PLACE:
        if s.cols[i] is None:
            return t("capture-illegal-no-column", col=i + 1)
        if n >= s.need:
            return t("capture-illegal-all-placed", n=s.need)
        if move.card not in s.hands[seat] or move.card in placed:
            return t("capture-illegal-not-in-hand")
        if placed[i] is not None:  # C-5: one card per column a round
            return t("capture-illegal-column-taken", col=i + 1)
    if move.kind == TAKE and placed[i] is None:
        return t("capture-illegal-nothing-to-take")
    if move.kind == LOCK:
        if s.short_round():  # C-8
            return t("capture-illegal-lock-short", n=s.need)
        return t("capture-illegal-lock")  # C-11
    return t("capture-illegal-not-now")
