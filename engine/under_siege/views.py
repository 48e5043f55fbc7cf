"""What one seat, or the public, may see of an Under Siege table: frozen views for the
renderer, the bot and the computer player.

A face-down card appears only in its owner's view (their hand, reserve pile, front line and
shoot cards) until it is turned up; everybody else gets counts and `present` flags.  Cards a
player places during their deployment stay out of the others' views until they finish
deploying (then the front line, the reserve count, the back row and "a Queen is loaded"
show; only the faces of the back row are face up).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Outcome

LOG_LINES = 14  # worded events a view carries (a whole battle usually fits)


@dataclass(frozen=True)
class FaceView:
    """A Jack, Queen or King face up in a back row."""

    card: str
    shots: tuple[str, ...]  # shoot cards that hit it, face up on it (US-10)
    damage: int  # their total, shoot values (card + 2) added up; it dies at 10
    loaded: bool  # a Queen carrying a face-down shoot card
    shoot: str | None  # that shoot card, in its owner's view only
    new: bool  # placed this turn and not yet shown (owner's view only, while deploying)


@dataclass(frozen=True)
class SideView:
    """One side of the table.  In the solitaire game side 1 is the automaton."""

    side: int
    name: str  # display name ("the automaton" in the solitaire game)
    role: str  # "defender" | "attacker"
    automaton: bool
    attrition: int | None  # None for the automaton (not tracked, US-16)
    hand: tuple[str, ...]  # the viewer's own cards; () for others
    hand_count: int
    reserve: tuple[str, ...]  # the viewer's own reserve pile; () for others
    reserve_count: int
    back: tuple[FaceView, ...]  # face cards in the back, in the order they were placed
    front_count: int  # front cards this turn that the viewer may know about
    deployed: bool  # finished deploying this turn
    lost: int  # attrition lost in the current (or last) battle


@dataclass(frozen=True)
class SlotView:
    """One position of a battle line: side 0's card against side 1's."""

    number: int  # 1-based, resolved left to right (opposed first, then go-through, US-5)
    cards: tuple[str | None, str | None]  # a card where the viewer may see it, else None
    present: tuple[bool, bool]  # a card lies there (face up or down)
    revealed: bool  # turned up in the battle
    opposed: bool  # both sides have a card here (else the one card goes through)
    reserves: tuple[str | None, str | None]  # reserve cards added (face up)
    totals: tuple[int | None, int | None]  # each side's total once revealed (None: an Ace)
    winner: int | None  # side that won the encounter / whose card went through
    loss: int  # attrition the loser lost here
    shot: str | None  # the shoot card fired at a card going through
    removed: str | None  # the face card an Ace going through took out
    result: str  # in words: "You win by 3", "Draw", "Goes through: 7 damage", ""


@dataclass(frozen=True)
class SiegeView:
    """One seat's (or the public's) table.

    sides: both sides (index = side; seat s plays side s).  line: the current battle line
    (while deploying it holds the front cards already committed).  last_battle: the last
    finished battle, all of it turned up, shown while the next turn is deployed.  pending:
    what the deciding seat must answer now ("deploy", "reserve", "intercept", "remove",
    "fire", or "" when the game is over); deciding: the seats in `to_act()`.
    """

    viewer: int | None
    outcome: Outcome | None
    log: tuple[str, ...]
    names: tuple[str, ...]
    solo: bool
    turn: int
    turns_total: int  # 5 in the solitaire game (US-17); the turn cap in a 2-player game
    phase: str  # "deploy" | "battle" | "shots" | "over"
    pending: str
    deciding: tuple[int, ...]
    current: int | None  # the position being resolved (1-based), while a battle is on
    sides: tuple[SideView, SideView]
    line: tuple[SlotView, ...]
    last_battle: tuple[SlotView, ...]
    deck_count: int
    dead_count: int
    plus_one: str  # "battle" | "encounter" (the bonus point option)
    jacks_stack: bool
