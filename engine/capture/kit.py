"""What search needs from Capture (`engine.core.Kit`, built by the package): worlds, a
playout policy, an evaluation and the bot's levels.

- `determinize` (engine.capture.hidden): the opponent's hand, its face-down cards of this
  round and the deck dealt again from what the seat cannot see.
- `policy`: a cheap full-information playout move: place the card that does best on its
  column against the face-up cards, lock once everything is placed; never take a card back.
- `evaluate`: a finished game by its result; a running one by the captured margin plus the
  expected margin of every column on the table (each side's missing card of this round
  drawn from its own unplaced cards), squashed into (0, 1) more sharply as the deck runs out.
- Levels (engine.capture.ai): easy plans like a person who misjudges now and then; normal
  and hard plan each round over sampled worlds against a model of the opponent.  The
  original computer player (`ai.choose_action`, the bot of games stored without a level) is
  the level `ORIGINAL_LEVEL`, which players never choose.
"""

from __future__ import annotations

import math
import random

from engine.core import ORIGINAL_LEVEL, LevelPlayer, Seen, result_value

from . import ai
from .actions import LOCK, PLACES
from .judge import RANK
from .rules import CaptureState
from .views import COLUMNS


def _to_place(state: CaptureState, seat: int) -> int:
    return 0 if state.locked[seat] else state.need - bin(state.pmask[seat]).count("1")


def _sorted_ranks(cards: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(sorted(RANK[c] for c in cards))


def policy(state: CaptureState, seat: int, rng: random.Random) -> str:
    """A quick, sensible move: the (card, column) whose column comes out best against the
    face-up cards (the opponent's hidden card is not read: the seats place at once), the
    lowest card among equals; lock when all is placed."""
    if _to_place(state, seat) <= 0:
        return LOCK
    placed = state.placed[seat]
    opp = 1 - seat
    cards = [c for c in state.hands[seat] if c not in placed]
    best: tuple[float, int, str, int] | None = None
    free = state.amask & ~state.pmask[seat]
    for i in range(COLUMNS):
        if not free >> i & 1:
            continue
        col = state.cols[i]
        mine, theirs = _sorted_ranks(col[seat]), _sorted_ranks(col[opp])
        before = ai.margin_of(mine, theirs, 0, state.ace_flexible) if seat == 0 else \
            ai.margin_of(theirs, mine, 1, state.ace_flexible)
        for c in cards:
            r = RANK[c]
            m = tuple(sorted(mine + (r,)))
            after = ai.margin_of(m, theirs, 0, state.ace_flexible) if seat == 0 else \
                ai.margin_of(theirs, m, 1, state.ace_flexible)
            key = (after - before, -r, c, i)
            if best is None or key > best:
                best = key
    assert best is not None
    return PLACES[best[2]][best[3]]


def _side_options(state: CaptureState, seat: int, free: int) -> list[tuple[float, int | None]]:
    """What `seat` may still add to a column it has not placed on: (probability, rank)."""
    left = _to_place(state, seat)
    if left <= 0 or free <= 0:
        return [(1.0, None)]
    placed = state.placed[seat]
    ranks = [RANK[c] for c in state.hands[seat] if c not in placed]
    p = min(1.0, left / free)
    out: list[tuple[float, int | None]] = [(p / len(ranks), r) for r in ranks]
    if p < 1.0:
        out.append((1.0 - p, None))
    return out


def column_estimate(state: CaptureState, seat: int) -> float:
    """The expected margin of every column on the table for `seat`, after this round."""
    flexible = state.ace_flexible
    total = 0.0
    frees = [bin(state.amask & ~state.pmask[s]).count("1") for s in (0, 1)]
    options: dict[int, list[tuple[float, int | None]]] = {}
    for i in range(COLUMNS):
        col = state.cols[i]
        if col is None:
            continue
        sides = []
        for s in (0, 1):
            p = state.placed[s][i]
            base = col[s] + (p,) if p else col[s]
            if p is None:
                if s not in options:
                    options[s] = _side_options(state, s, frees[s])
                opts = options[s]
            else:
                opts = [(1.0, None)]
            sides.append((_sorted_ranks(base), opts))
        (b0, o0), (b1, o1) = sides
        for w0, r0 in o0:
            t0 = ai._with(b0, r0)
            for w1, r1 in o1:
                total += w0 * w1 * ai.margin_of(t0, ai._with(b1, r1), seat, flexible)
    return total


def evaluate(state: CaptureState, seat: int) -> float:
    """0 lost .. 1 won: a running game by its captured margin plus the columns' estimate,
    more decisive the fewer cards are left to play."""
    if state.phase == "over":
        return result_value(state, seat)
    margin = len(state.captured[seat]) - len(state.captured[1 - seat]) + column_estimate(state, seat)
    on_table = sum(len(c[0]) + len(c[1]) for c in state.cols if c)
    scale = 3.0 + 0.2 * (len(state.deck) + on_table)
    return min(0.999, max(0.001, 0.5 + 0.5 * math.tanh(margin / scale)))


def _easy(seen: Seen, rng: random.Random) -> str:
    return ai.careless_level(seen, rng)


def _original(seen: Seen, rng: random.Random) -> str:
    return ai.choose_action(seen.view, seen.legal, rng)


LEVELS: dict[str, LevelPlayer] = {
    "easy": _easy,
    "normal": ai.searching_level(worlds=24, noise=1.5, salt="normal"),
    "hard": ai.searching_level(worlds=100, noise=1.0, salt="hard"),
    ORIGINAL_LEVEL: _original,
}

# Fixed ratings (1500: the benchmark's one-step greedy player), from each level's share of
# decided games against it in benchmarks/bot_levels.py, as Elo reads a share:
# 400 * log10(p / (1 - p)), rounded to 10 (200 games each).  Easy 11.6% (-350).  Normal
# 44.1% and hard 43.4% are the same within their intervals (about +-60 points): Capture's
# deal decides most games (the hard level given every hidden card wins 48.8%), so both are
# placed at their pooled share, 43.8% (-40).
RATINGS = {"easy": 1150, "normal": 1460, "hard": 1460}
