"""What the solver (`engine.search.Solver`) needs from Defend and Capture: a canonical key
and a fast test of a finished game (the outcome's reason is worded text, which would cost
more than the search step that found the end).

The key sorts what has no order in the rules: the hand (cards are played and discarded by
name, DC-7/DC-15), Captured (counted, DC-7/DC-8, and swapped by name, DC-12) and Damaged
(summed, DC-2, and swapped by name, DC-13).  The deck and the discard pile keep their order
and the seed's counter stays: they decide every future draw and reshuffle (DC-16)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Hashable, cast

from engine.search import turn_beam

from .actions import DONE
from .constants import AFFECTED, WIN_CAPTURED
from .counterattack import counter_result
from .rules import DCState

if TYPE_CHECKING:
    from engine.search import Solver


def key(state: Any) -> Hashable:
    s = cast(DCState, state)
    return (tuple(s.bg), tuple(s.defense), tuple(s.side), tuple(sorted(s.hand)), tuple(sorted(s.captured)),
            tuple(sorted(s.damaged)), tuple(s.deck), tuple(s.discard), s.counter, s.turn, s.phase,
            s.actions_left, s.y, s.x, s.end)


def won(state: Any) -> bool:
    """A finished game that the player won (12 captured, DC-10)."""
    return cast(DCState, state).end == "captured"


# --- a search turn by turn, for wins ---------------------------------------------------------

DISCARDS_MAX = 2  # cards a turn's discard step may throw away in the win search
TURN_BUDGET = 40  # positions a turn's best-first search expands (120 spent the time on few turns)


def _discards(state: Any, action: str, memo: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The discard step (DC-15) throws away at most DISCARDS_MAX cards, in one order (cards
    by code): the win search leaves the other discards out."""
    if cast(DCState, state).phase != "discard" or action == DONE:
        return memo
    last, thrown = memo or ("", 0)
    card = action.split(".", 1)[1]
    if thrown >= DISCARDS_MAX or card <= last:
        return None
    return (card, thrown + 1)


def _turn(state: Any) -> int:
    return cast(DCState, state).turn


def _capturable(s: DCState) -> int:
    """Enemies a counterattack could capture now (DC-10: the defense and side cards share
    a suit with the enemy and their ranks sum to its rank exactly)."""
    cells: set[int] = set()
    for slot in AFFECTED:
        cells.update(counter_result(s.bg, s.defense, s.side, slot)[0])
    return len(cells)


def beam_score(state: Any, order: Any) -> float:
    """How promising the start of a turn is for a win: cards captured (DC-10's goal), the
    captures the table has set up (counted up to what is still needed), then the kit's
    evaluation, and a penalty near 20 damage (DC-2)."""
    s = cast(DCState, state)
    n = len(s.captured)
    worth = n + 0.6 * min(_capturable(s), WIN_CAPTURED - n) + 0.5 * order(s, 0)
    return worth - (0.5 if s.damage >= 15 else 0.0)


BEAM_WIDTH = 32  # the turn-by-turn beam at the first restarts; every WIDEN_EVERY-th doubles it
WIDEN_EVERY = 2
# Restarts after the first rank turn starts with this much noise (a capture counts 1): the
# runs that win are short (about 30 moves) and a beam that missed one seldom finds it wider,
# so a beam of the same width that looks elsewhere is the better use of the time.
NOISE = 0.5


def win_search(root: Any, solver: "Solver", restart: int) -> list[str] | None:
    """Turn by turn (`engine.search.turn_beam`), the `BEAM_WIDTH << (restart // WIDEN_EVERY)`
    best starts of a turn by `beam_score` kept (with `NOISE` from the second restart on,
    drawn from a generator seeded by the restart, so the search stays deterministic), each
    turn's positions expanded best first, at most TURN_BUDGET of them.  It never proves a
    loss."""
    order = solver.order
    assert order is not None
    noise = NOISE if restart else 0.0
    rng = random.Random(restart)
    return turn_beam(root, solver, BEAM_WIDTH << (restart // WIDEN_EVERY), TURN_BUDGET, _turn,
                     lambda s: beam_score(s, order) + noise * rng.random(), _discards)
