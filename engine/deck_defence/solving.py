"""What the solver (`engine.search.Solver`) needs from Deck Defence: a canonical key and a
bound, both read off the state's fields (every card is known to the solver).

The key leaves out what cannot change the rest of the deal: the slots' positions (Main and
Capture slots and Hand piles are interchangeable, so each zone is sorted), the discard pile
and the Defeat area (never drawn again, DD-9; what they hold follows from the other zones),
and how much of the deck the player has ordered (`known` tells the view, not the rules).
The deck keeps its order: it decides every future draw.

The bound (DD-3): each enemy still to defeat takes friendly cards of its attribute whose
ranks sum to 5 or more, each card paying once.  When the friendly cards of an attribute
that are not yet discarded (anywhere: deck, Main, piles, even under other cards) cannot
make as many such groups as that attribute has enemies left, the deal is lost.
"""

from __future__ import annotations

from typing import Any, Hashable, cast

from ..memo import cached
from .constants import DEFEAT_TOTAL, ENEMY
from .rules import DeckDefenceState


def _sorted(cards: tuple[str | None, ...]) -> tuple[str, ...]:
    return tuple(sorted(c or "" for c in cards))


def key(state: Any) -> Hashable:
    s = cast(DeckDefenceState, state)
    return (s.deck, _sorted(s.main), tuple(sorted(s.piles)), _sorted(s.capture), tuple(sorted(s.disclosed)),
            tuple(sorted(s.exploring)), s.phase, s.explore_blocked)


@cached("deck_defence.groups", search=4096)  # few keys: counts of 1s, 2s and 3s of one attribute
def groups(ones: int, twos: int, threes: int) -> int:
    """The most disjoint groups of ranks summing to DEFEAT_TOTAL or more that `ones` 1s,
    `twos` 2s and `threes` 3s make (each group a payment for one enemy)."""
    best = 0
    # A group worth making never holds a card it could do without: try each minimal group.
    for a in range(0, 6):
        for b in range(0, 4):
            for c in range(0, 3):
                if a > ones or b > twos or c > threes or a + 2 * b + 3 * c < DEFEAT_TOTAL:
                    continue
                if any(n and a + 2 * b + 3 * c - r >= DEFEAT_TOTAL for n, r in ((a, 1), (b, 2), (c, 3))):
                    continue
                best = max(best, 1 + groups(ones - a, twos - b, threes - c))
    return best


def bound(state: Any) -> bool:
    """True when some attribute's cards left can no longer pay for its enemies left."""
    s = cast(DeckDefenceState, state)
    counts: dict[str, list[int]] = {"S": [0, 0, 0, 0], "F": [0, 0, 0, 0], "T": [0, 0, 0, 0]}
    for zone in (s.deck, s.main, s.capture, s.exploring, s.disclosed):
        for c in zone:
            if c is not None:
                counts[c[0]][0 if c[1] == ENEMY else int(c[1])] += 1
    for pile in s.piles:
        for c in pile:
            counts[c[0]][int(c[1])] += 1
    for enemies, ones, twos, threes in counts.values():
        if enemies and groups(ones, twos, threes) < enemies:
            return True
    return False
