"""Judging one Capture column (C-1 .. C-4), shared by the rules and the computer player.

A side's cards are its face-up card plus everything it placed on the column (C-1).  The
better matched set of a side's own cards wins outright: four of a kind > three of a kind
(extra pair or not) > two pairs > a pair; equal categories cancel (C-4).  Otherwise the side
holding the strictly highest and strictly lowest card of the column wins (C-2); a column
with an Ace is only won by a set (C-3), unless Aces are flexible (the option).

The reason comes back as a short code (stored in saved games, worded by `words.reason`):
  "sets.<better>.<worse>"   the better set wins (categories 0 nothing .. 4 four of a kind)
  "high-low"                high and low
  "high-low-ace"            high and low, an Ace counted high or low (the option)
  "ace"                     an Ace in the column: only a set can win it (C-3)
  "aces-block"              Aces on both sides block high and low (the option)
  "no-high-low"             no one holds both high and low
  "cancel.<one of the four above>"   equal sets cancelled first (C-4)
"""

from __future__ import annotations

from typing import Sequence

from engine.cards import standard_deck, std_rank
from engine.memo import cached

RANK: dict[str, int] = {c: std_rank(c) for c in standard_deck()}  # Ace 1 .. King 13
NOTHING, PAIR, TWO_PAIRS, THREE, FOUR = range(5)  # set categories (C-4)


def _set_category(ranks: Sequence[int]) -> int:
    """C-4: 4 four of a kind, 3 three of a kind (extra pair or not), 2 two pairs, 1 a pair."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    best = max(counts.values(), default=0)
    if best >= 4:
        return FOUR
    if best == 3:
        return THREE
    pairs = sum(1 for n in counts.values() if n == 2)
    return TWO_PAIRS if pairs >= 2 else pairs


def _high_low(r0: Sequence[int], r1: Sequence[int], ace_flexible: bool) -> tuple[int | None, str]:
    """C-2/C-3: the seat holding the strictly highest and strictly lowest card, if any."""
    a0, a1 = 1 in r0, 1 in r1
    if a0 or a1:
        if not ace_flexible:  # C-3: only a set can take a column with an Ace in it
            return None, "ace"
        if a0 and a1:  # each side's Ace blocks the other's claim
            return None, "aces-block"
        seat, mine, theirs = (0, r0, r1) if a0 else (1, r1, r0)
        plain = [r for r in mine if r != 1]
        aces = len(mine) - len(plain)
        # One Ace covers one extreme; a second Ace covers the other.
        ok = aces >= 2 or (bool(plain) and (min(plain) < min(theirs) or max(plain) > max(theirs)))
        if ok:
            return seat, "high-low-ace"
        return None, "no-high-low"
    hi, lo = max(max(r0), max(r1)), min(min(r0), min(r1))
    for seat, mine, theirs in ((0, r0, r1), (1, r1, r0)):
        if hi in mine and hi not in theirs and lo in mine and lo not in theirs:
            return seat, "high-low"
    return None, "no-high-low"


@cached("capture.judge_ranks", search=1 << 16)
def judge_ranks(r0: tuple[int, ...], r1: tuple[int, ...], ace_flexible: bool = False
                ) -> tuple[int | None, str]:
    """Winner of a column (0, 1 or None for a draw) and the reason code, from sorted ranks."""
    s0, s1 = _set_category(r0), _set_category(r1)
    if s0 != s1:  # C-4: the better set wins outright, even over high/low
        win = 0 if s0 > s1 else 1
        return win, f"sets.{max(s0, s1)}.{min(s0, s1)}"
    winner, why = _high_low(r0, r1, ace_flexible)
    if s0:  # equal sets cancel (C-4), high/low decides again
        return winner, f"cancel.{why}"
    return winner, why


def judge(cards0: Sequence[str], cards1: Sequence[str], ace_flexible: bool = False
          ) -> tuple[int | None, str]:
    """Winner of a column (0, 1 or None) and the reason code, from each side's cards."""
    return judge_ranks(tuple(sorted(RANK[c] for c in cards0)),
                       tuple(sorted(RANK[c] for c in cards1)), ace_flexible)
