"""Deck Defence's hint: determinized search that looks for won lines in each sampled world.

Deck Defence is a tight puzzle: each attribute's Friendly cards hold 18 ranks for 15 of
payments (DD-3), so a few wasted cards lose the game many moves later, and a position is
often dead a dozen moves before it has no legal action left (DD-7).  Playouts by a one-move
policy see neither.  The hint therefore searches each sampled world (`Seen.world`: the
unseen deck and the face-down discards dealt again) depth first, best move first by the
policy's promise, and scores a root move by the worlds in which its search found a won
line, a position shown lost counting nothing and a search out of nodes counting the most
promising position it reached.  Sampled worlds know the deck order, which flatters every
move alike; what tells the moves apart is the share of worlds each can still win, which is
what a careful player weighs.  When the deck holds only cards the player has seen (the
last Explore showed them), every world is the true game and the search is exact.

The budget is a count of positions searched, never a clock, so a hint replays the same
for the same seed.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, cast

from ..core import Result, Seen, Trial
from . import kit, solving
from .rules import DeckDefenceState


class _OutOfNodes(Exception):
    pass


def _ordered(s: DeckDefenceState) -> list[tuple[float, str]]:
    """The legal moves with their promise (the policy's measure), most promising first."""
    legal = s.legal_actions(0)
    if s.phase == "act" and not s.classic:
        scored = [(kit._move_value(s, a), a) for a in legal]
    elif s.phase == "order":
        first = kit._order(s, legal)
        scored = [(1.0 if a == first else 0.0, a) for a in legal]
    else:
        scored = [(kit._points(cast(DeckDefenceState, s.apply(0, a))), a) for a in legal]
    scored.sort(key=lambda x: -x[0])
    return scored


def _value(points: float) -> float:
    """A position's promise read as the evaluation reads it (a running game, below a win)."""
    return max(0.02, min(0.89, 0.1 + points / 140.0))


def probe(state: Any, limit: int) -> tuple[float, int]:
    """Depth-first search of one world from `state` for a won line, at most `limit`
    positions: (1 won, 0 shown lost, else the best promise reached; positions used)."""
    s0 = cast(DeckDefenceState, state)
    if s0.phase == "over":
        return (1.0 if s0.result == Result.WIN else 0.0), 0
    seen: set[Hashable] = set()
    nodes = 0
    best = 0.0

    def search(s: DeckDefenceState) -> bool:
        nonlocal nodes, best
        nodes += 1
        if nodes > limit:
            raise _OutOfNodes
        if solving.bound(s):
            return False
        k = solving.key(s)
        if k in seen:
            return False
        seen.add(k)
        for points, action in _ordered(s):
            if points >= 1000.0:
                return True
            if points <= -500.0:
                break  # DD-7 or DD-3: this and every move after it lose
            if points > best:
                best = points
            after = cast(DeckDefenceState, s.apply(0, action))
            if after.phase == "over":
                if after.result == Result.WIN:
                    return True
                continue
            if search(after):
                return True
        return False

    try:
        won = search(s0)
    except _OutOfNodes:
        return _value(best), limit
    return (1.0 if won else 0.0), nodes


def hint_search(seen: Seen, rng: random.Random, budget: int) -> tuple[str, tuple[Trial, ...]]:
    """The move that wins in the most sampled worlds (ties: the most promise), and how
    every move fared; `budget` positions in all, spread over the moves world by world."""
    legal = seen.legal
    if len(legal) == 1:
        return legal[0], (Trial(legal[0], 0, 0.0, 0),)
    n = len(legal)
    total = [0.0] * n
    played = [0] * n
    wins = [0] * n
    used = 0
    worlds = 0
    view = seen.view
    if view.deck_count == len(view.deck_top_known) and not view.classic:
        # Every card still to come was seen (DD-4): one world is the true game, so one
        # search with the whole budget is exact where the sampled ones would repeat it.
        per_move, most = max(budget // n, 40), 1
    else:
        per_move, most = max(WORLD_NODES // n, 40), MAX_WORLDS
    while used < budget and worlds < most:
        world = seen.world(rng)
        worlds += 1
        for i, action in enumerate(legal):
            value, nodes = probe(world.apply(seen.seat, action), per_move)
            used += nodes + 1
            total[i] += value
            played[i] += 1
            wins[i] += value >= 1.0
    trials = tuple(sorted((Trial(a, played[i], total[i], wins[i]) for i, a in enumerate(legal)),
                          key=lambda x: (-x.mean, -x.wins)))
    return trials[0].action, trials


WORLD_NODES = 1200  # positions a world's search may use, shared among the root moves
MAX_WORLDS = 24
