"""What one seat, or the public, may see of a Capture table: frozen views for the renderer,
the bot and the computer player.

Other seats' face-down cards never appear here: a view holds only how many cards each side
placed this round, and in a short round with fewer cards than columns (C-8, C-11) not even
on which columns.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Outcome

COLUMNS = 5  # column slots on the table (the renderer draws this many)
LOG_LINES = 10  # worded events a view carries (a whole round's reveal fits)


@dataclass(frozen=True)
class ColumnView:
    number: int  # 1..COLUMNS, the column's slot
    face_up: tuple[tuple[str, ...], tuple[str, ...]]  # per seat: dealt card, then earlier reveals
    placed: tuple[int, int]  # face-down cards each seat put here this round (0 or 1; others'
    # are shown as 0 while the columns are secret, see CaptureState.secret_columns)
    mine: str | None  # the viewer's own face-down card here this round (None for spectators)
    carried: int  # rounds this column has already been drawn (0 = dealt this round)


@dataclass(frozen=True)
class RevealView:
    column: int  # 1..COLUMNS
    revealed: tuple[str | None, str | None]  # the card each seat turned over (None: none placed)
    cards: tuple[tuple[str, ...], tuple[str, ...]]  # each side's cards when judged
    winner: int | None
    reason: str  # in words: "high and low", "pair beats nothing", "sets cancel, no high/low", ...
    fate: str  # in words: "captured" | "carried over" | "captured by nobody" (C-9)


@dataclass(frozen=True)
class CaptureView:
    """One seat's (or the public's) table.

    columns: COLUMNS slots, None where no column lies. hand: the viewer's unplaced face-down
    cards (empty for None). to_place: how many more cards the viewer must place before
    locking. placing: per seat, cards still to place. captured: both capture piles (public).
    last_reveal: the columns of the last resolved round, with last_round its number.
    outcome: the game's outcome once it is over, else None. log: the newest worded events.
    """

    columns: tuple[ColumnView | None, ...]
    hand: tuple[str, ...]
    to_place: int
    placing: tuple[int, int]
    need: int  # cards each seat places this round (5, or fewer in the short last round)
    short_round: bool  # C-8: cards go on any columns, one per column at most
    captured: tuple[tuple[str, ...], tuple[str, ...]]
    deck_count: int
    round: int
    dealer: int
    locked: tuple[bool, bool]
    last_reveal: tuple[RevealView, ...]
    last_round: int
    phase: str  # "place" | "over"
    outcome: Outcome | None
    viewer: int | None
    ace_flexible: bool
    uncaptured: int  # C-9: cards left in drawn columns when the game ended
    log: tuple[str, ...]
    names: tuple[str, str] = ("Player 1", "Player 2")  # how each seat is called (display names)
