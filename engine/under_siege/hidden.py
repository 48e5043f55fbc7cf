"""Worlds one seat of Under Siege cannot tell from the true state (`engine.search.Kit.determinize`).

What a seat cannot see: the deck's order and content; the other side's hand, reserve pile,
shoot cards on its Queens and the front cards not yet turned up in the battle; and, in the
dead pile, any card it never saw turned up (a shoot card that died with its Queen unfired).
A seat with a perfect memory knows every other card of the dead pile: since the last
reshuffle every card that went there was turned up in an event it read (US-5, US-6, US-9,
US-10, US-11), and once turned up a card only goes to the dead pile.  So the hidden cards are
exactly those places, plus the dead cards no event read by the seat named since the last
reshuffle.  They are dealt again from a sorted pool, and the seed of future shuffles (the
reshuffled dead pile, the automaton's coin flips and random picks) is drawn anew.

The work that depends only on the true state and the seat (which events the seat may read,
which dead cards it knows) is kept for the last few states asked about: a search samples
hundreds of worlds from one position.
"""

from __future__ import annotations

import marshal
import random
import weakref
from typing import TYPE_CHECKING, Any

from ..memo import memo
from .values import CARDS, hand_order

if TYPE_CHECKING:
    from .rules import UnderSiegeState

_CARD_SET = frozenset(CARDS)
# By the state's id, checked against a weak reference to it (an id is reused once its state is gone).
_MEMO = memo("under_siege.known", search=32, menus=32)


def _known(state: "UnderSiegeState", seat: int) -> tuple[tuple[Any, ...], frozenset[str]]:
    """The events `seat` may read, and the cards they named since the last reshuffle."""
    key = (id(state), seat)
    found = _MEMO.get(key)
    if found is not None and found[0]() is state:
        return found[1], found[2]
    events = tuple(e for e in state.events if e.seats is None or seat in e.seats)
    named: set[str] = set()
    for e in reversed(events):
        if e.code == "reshuffle":
            break
        for a in e.args.values():
            if isinstance(a, str) and a in _CARD_SET:
                named.add(a)
    frozen = frozenset(named)
    _MEMO.keep(key, (weakref.ref(state), events, frozen))
    return events, frozen


def _revealed(d: dict[str, Any]) -> set[int]:
    """Front positions turned up in the current battle."""
    out = {r["pos"] for r in d["results"]}
    if d["phase"] == "battle" and d["stage"] and d["cursor"] < len(d["order"]):
        out.add(d["order"][d["cursor"]])
    return out


def determinize(state: "UnderSiegeState", seat: int, rng: random.Random) -> "UnderSiegeState":
    """A world `seat` cannot tell from `state`: the hidden cards dealt again (see above)."""
    events, named = _known(state, seat)
    d = marshal.loads(marshal.dumps(state.d))  # a deep copy of JSON-like data, in C
    other = 1 - seat
    pool: list[str] = list(d["deck"])
    pool += d["hand"][other]
    pool += d["reserve"][other]
    revealed = _revealed(d)
    front = d["front"][other]
    hidden_front = [i for i, c in enumerate(front) if c and i not in revealed]
    pool += [front[i] for i in hidden_front]
    loaded = [f for f in d["back"][other] if f[1] is not None]
    pool += [f[1] for f in loaded]
    dead = d["dead"]
    unknown_dead = [i for i, c in enumerate(dead) if c not in named]
    pool += [dead[i] for i in unknown_dead]
    pool.sort()
    rng.shuffle(pool)
    k = 0

    def take(n: int) -> list[str]:
        nonlocal k
        k += n
        return pool[k - n:k]

    d["deck"] = take(len(d["deck"]))
    d["hand"][other] = hand_order(take(len(d["hand"][other])))
    d["reserve"][other] = take(len(d["reserve"][other]))
    for i, c in zip(hidden_front, take(len(hidden_front))):
        front[i] = c
    for f, c in zip(loaded, take(len(loaded))):
        f[1] = c
    for i, c in zip(unknown_dead, take(len(unknown_dead))):
        dead[i] = c
    d["seed"] = rng.getrandbits(62)
    world = state.copy()
    world.d = d
    world.events = events
    return world
