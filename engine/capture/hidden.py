"""What one Capture seat cannot see, dealt again at random: `determinize`.

A seat sees its own hand and placements, every face-up card, both capture piles and the
last reveal.  It does not see the opponent's hand (the cards placed face down this round
are part of it: `hands` holds the whole dealt hand) nor the deck.  It sees on which columns
the opponent placed, except in a short round with fewer cards than columns (C-8, C-11),
where only how many cards were placed shows.

A world deals those unseen cards again: the multiset in canonical (deck) order, shuffled
with the caller's generator, the first ones to the opponent's hand (as many as it holds),
some of those onto the opponent's placed columns (the same columns, or columns drawn at
random while the columns are secret), the rest to the deck.  The seed is drawn anew too.
The state is built by replacing fields of a copy rather than through JSON: a search builds
one world per playout.
"""

from __future__ import annotations

import random

from .actions import CARDS
from .judge import RANK
from .rules import CaptureState
from .views import COLUMNS

_ORDER = {c: i for i, c in enumerate(CARDS)}
_KEY = _ORDER.__getitem__
_RANK = RANK.__getitem__
_EMPTY: tuple[str | None, ...] = (None,) * COLUMNS


def unseen(state: CaptureState, seat: int) -> list[str]:
    """The cards `seat` cannot see, in canonical order (never the order they lie in)."""
    return sorted(state.hands[1 - seat] + state.deck, key=_KEY)


def determinize(state: CaptureState, seat: int, rng: random.Random) -> CaptureState:
    """A state `seat` cannot tell from `state` (its view, turn and legal moves are equal)."""
    opp = 1 - seat
    pool = unseen(state, seat)
    rng.shuffle(pool)
    n_hand = len(state.hands[opp])
    hand = pool[:n_hand]
    world = state.copy()
    world.deck = tuple(pool[n_hand:])
    world.seed = rng.getrandbits(32)
    pm = state.pmask[opp]
    if pm:
        if state.secret_columns():
            # Which columns they chose is part of the secret (C-11): draw them anew.
            live = [i for i in range(COLUMNS) if state.amask >> i & 1]
            cols = sorted(rng.sample(live, bin(pm).count("1")))
        else:
            cols = [i for i in range(COLUMNS) if pm >> i & 1]
        placed = list(_EMPTY)
        new_pm = 0
        for k, i in enumerate(cols):
            placed[i] = hand[k]
            new_pm |= 1 << i
        mine = state.placed[seat]
        world.placed = (mine, tuple(placed)) if seat == 0 else (tuple(placed), mine)
        world.pmask = (state.pmask[0], new_pm) if seat == 0 else (new_pm, state.pmask[1])
    hand.sort(key=_RANK)
    world.hands = (state.hands[0], tuple(hand)) if seat == 0 else (tuple(hand), state.hands[1])
    return world
