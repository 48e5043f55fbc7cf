"""What a counterattack does to a table (DC-10), read off its battleground, Defense and
Side rows (a state's or a view's): the rules play it by this judgement, the kit's policy,
evaluation and hint reasons and the solver's beam read it without playing.
"""

from __future__ import annotations

from typing import Sequence

from .constants import AFFECTED, RANK, SUITS


def counter_result(bg: Sequence[str | None], defense: Sequence[str | None], side: Sequence[str | None],
                   slot: str) -> tuple[list[int], list[int]]:
    """Cells a counterattack from `slot` would capture and destroy (DC-10)."""
    caught: list[int] = []
    killed: list[int] = []
    for cell in AFFECTED[slot]:
        enemy = bg[cell]
        if not enemy:
            continue
        d, sd = defense[cell % 3], side[cell // 3]
        if not d or not sd:
            continue
        suits = SUITS[enemy]
        if suits.isdisjoint(SUITS[d]) or suits.isdisjoint(SUITS[sd]):
            continue
        total, rank = RANK[d] + RANK[sd], RANK[enemy]
        if total == rank:
            caught.append(cell)
        elif total > rank:
            killed.append(cell)
    return caught, killed


def captures(enemy: str, d: str | None, sd: str | None) -> bool:
    """Whether Defense card `d` and Side card `sd` capture `enemy` (DC-10)."""
    if not d or not sd or RANK[d] + RANK[sd] != RANK[enemy]:
        return False
    suits = SUITS[enemy]
    return not suits.isdisjoint(SUITS[d]) and not suits.isdisjoint(SUITS[sd])
