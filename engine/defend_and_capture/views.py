"""What the player (and the public table) sees of a Defend and Capture game.

Every card is face up (DC-18): view(None) and view(0) differ only in `viewer`.  Only the
order of the deck is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Outcome

LOG_LINES = 12  # worded events kept in a view: one hastened Enemy Phase fits


@dataclass(frozen=True)
class DCView:
    viewer: int | None
    outcome: Outcome | None  # set once the game is over
    log: tuple[str, ...]  # what happened since the player's last move, oldest first
    battleground: tuple[tuple[str | None, ...], ...]  # 3 rows of 3 cells, top row first
    defense: tuple[str | None, ...]  # d1..d3, left to right
    side: tuple[str | None, ...]  # s1..s3, top to bottom
    hand: tuple[str, ...]
    captured: tuple[str, ...]
    damaged: tuple[str, ...]
    damage: int  # rank sum of Damaged
    deck_count: int
    discard_count: int
    discard_top: str | None
    turn: int
    phase: str  # "actions" | "discard" | "over"
    actions_left: int
    actions_per_turn: int  # Y, fixed as the Player Phase starts (DC-8)
    hand_target: int  # X, the hand is drawn up to it (DC-7)
    damage_limit: int  # damage that loses the game (20)
    capture_goal: int  # captured cards that win it (12)
