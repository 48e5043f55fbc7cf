"""A Capture player that sees only `view(its seat)`: it cannot peek at the other hand.

Each call plans a whole placement of the cards still in hand, then plays the first step of
it (a place move), and locks once everything is placed.  Planning:

- The unseen cards (the opponent's hand and the deck) are everything not visible in the
  view; the opponent's card on a column is modelled as a uniform draw from their ranks,
  placed with the probability that the opponent has a card for that column (always in a
  normal round; in a short round, C-8, where the view hides their chosen columns, C-11,
  their cards / the columns).
- For each hand card and free column, the expected result of the column is computed with
  the engine's own judge (sets, high/low, the Ace rule, C-2 .. C-4): + the column's size
  when we would capture it, - its size when they would, 0 for a draw (it carries over, C-5,
  or is lost to both at the end, C-9).
- Every assignment of hand cards to free columns is scored by the sum (at most 5! = 120),
  so strong cards go where they take high/low or complete a set, low cards are sacrificed
  on hopeless columns, and Aces land where blocking a rival's high/low is worth the most.
The per-column values are independent, so successive calls follow the same plan.
"""

from __future__ import annotations

import random
from itertools import permutations

from engine.core import versus_random

from . import actions
from .actions import CARDS, LOCK, PLACE, Move
from .judge import RANK, judge_ranks
from .views import CaptureView


def _unseen_ranks(view: CaptureView) -> dict[int, int]:
    seen = set(view.hand)
    for col in view.columns:
        if col is not None:
            seen.update(col.face_up[0])
            seen.update(col.face_up[1])
            if col.mine:
                seen.add(col.mine)
    seen.update(view.captured[0])
    seen.update(view.captured[1])
    counts: dict[int, int] = {}
    for c in CARDS:
        if c not in seen:
            r = RANK[c]
            counts[r] = counts.get(r, 0) + 1
    return counts


def _column_value(mine: tuple[int, ...], theirs: tuple[int, ...], p_theirs: float,
                  dist: list[tuple[int, float]], me: int, flexible: bool) -> float:
    """Expected capture margin from one column (our seat `me`)."""
    ev = 0.0
    mine = tuple(sorted(mine))
    if p_theirs > 0:
        size = len(mine) + len(theirs) + 1
        acc = 0.0
        for r, w in dist:
            ranks = tuple(sorted(theirs + (r,)))
            win = judge_ranks(mine, ranks, flexible)[0] if me == 0 else judge_ranks(ranks, mine, flexible)[0]
            if win is not None:
                acc += w * (size if win == me else -size)
        ev += p_theirs * acc
    if p_theirs < 1:
        size = len(mine) + len(theirs)
        ranks = tuple(sorted(theirs))
        win = judge_ranks(mine, ranks, flexible)[0] if me == 0 else judge_ranks(ranks, mine, flexible)[0]
        if win is not None:
            ev += (1 - p_theirs) * (size if win == me else -size)
    return ev


def plan(view: CaptureView) -> dict[str, int]:
    """The best placement of the hand: card -> column index (0-based)."""
    me = view.viewer
    assert me is not None, "the AI plays a seat"
    hand = view.hand
    if not hand or view.to_place <= 0:
        return {}
    counts = _unseen_ranks(view)
    total = sum(counts.values()) or 1
    dist = [(r, n / total) for r, n in counts.items()]
    free = [c for c in view.columns if c is not None and c.mine is None]
    opp = 1 - me
    live = sum(1 for c in view.columns if c is not None)
    # In a short round with fewer cards than columns (C-8) the view hides which columns the
    # opponent chose (C-11): each column then holds one of their `need` cards with equal odds.
    secret = view.need < live
    opp_free = sum(1 for c in view.columns if c is not None and not c.placed[opp])
    opp_left = view.placing[opp] if not view.locked[opp] else 0
    flexible = view.ace_flexible
    table: list[list[float]] = []  # [hand index][free column index]: expected margin
    cols = []
    for col in free:
        mine = tuple(RANK[c] for c in col.face_up[me])
        theirs = tuple(RANK[c] for c in col.face_up[opp])
        if secret:
            p = view.need / live
        elif col.placed[opp]:
            p = 1.0
        else:
            p = min(1.0, opp_left / opp_free) if opp_free else 0.0
        cols.append((mine, theirs, p))
    for card in hand:
        r = RANK[card]
        table.append([_column_value(m + (r,), t, p, dist, me, flexible) for m, t, p in cols])
    # The engine deals exactly the cards to place, so every hand card goes somewhere;
    # in the short round (C-8) some free columns stay empty.
    n = min(len(hand), len(free))
    short = n < len(free)
    if short:
        empty = [_column_value(m, t, p, dist, me, flexible) for m, t, p in cols]
        gain = [[row[j] - empty[j] for j in range(len(free))] for row in table]
    else:
        gain = table
    best, best_score = None, float("-inf")
    for cols_for in permutations(range(len(free)), n):
        score = 0.0
        for h, j in enumerate(cols_for):
            score += gain[h][j]
        if score > best_score + 1e-9:
            best, best_score = cols_for, score
    if best is None:
        return {}
    return {hand[h]: free[j].number - 1 for h, j in enumerate(best)}


def choose_action(view: CaptureView, legal: tuple[str, ...], rng: random.Random) -> str:
    """The next action toward the best plan: place its first card, or lock when done."""
    if LOCK in legal and view.to_place <= 0:
        return LOCK
    placement = plan(view)
    for card, i in placement.items():
        action = actions.format(Move(PLACE, i, card))
        if action in legal:
            return action
    places = [a for a in legal if actions.parse(a).kind == PLACE]
    if places:
        return rng.choice(places)
    return LOCK if LOCK in legal else rng.choice(legal)


def play_against_random(seed: int, ai_seat: int, timing: list[float] | None = None) -> int:
    """One seeded game of this AI against a uniform-random player; the AI's capture margin.

    Shared by the benchmark and the test that show the AI is clearly better than random.
    `timing`, when given, collects the seconds each AI decision took.
    """
    from .rules import INFO  # here, not at the top: rules names this module's player

    out = versus_random(INFO, choose_action, ai_seat, seed, timing=timing).outcome()
    assert out is not None
    return int(out.stats[ai_seat]["margin"])
