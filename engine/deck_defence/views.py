"""What the Deck Defence player (and the public table) may see: one frozen view.

A solo game with no hidden hands: `view(None)` shows everything the player may know.  It
never carries the deck order beyond what Explore showed, nor the standard-mode discard
pile's contents (DD-9).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Outcome


@dataclass(frozen=True)
class DDView:
    viewer: int | None
    outcome: Outcome | None  # the game's outcome once over, else None
    log: tuple[str, ...]  # the last action's worded events, oldest first
    main: tuple[str | None, str | None, str | None]
    piles: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # bottom card first
    capture: tuple[str | None, str | None, str | None]
    defeated: tuple[str, ...]
    enemies_total: int  # how many enemies must be defeated to win (9)
    deck_count: int
    deck_top_known: tuple[str, ...]  # ordered by the player's Explore, top first
    discard_count: int
    discard_top: str | None  # Classic only (DD-12); None in standard mode (DD-9)
    disclosed: tuple[str, ...]  # Classic disclosure area
    exploring: tuple[str, ...]  # phase "order": the seen cards, as drawn
    phase: str  # "act" | "order" | "refill" | "over"
    classic: bool
    explore_blocked: bool  # the previous action was Explore (DD-4)
    actions_taken: int
    score: int | None  # DD-8: the score of a won game (at most 9); None until then and for a loss
    refill_slot: int | None = None  # phase "refill": the Main slot (1..3) being filled
