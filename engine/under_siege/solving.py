"""What the solver (`engine.search.Solver`) needs from Under Siege's solitaire: a key naming
a position by every field the rest of the deal depends on, read straight off the state's
dictionary (its JSON, which the default key builds, costs more than a search step).

Left out: the last battle (`last`, kept for the view only) and what is the same all game.  The deck, the dead pile and
the seed's counter stay: they decide every future draw, the automaton's included (US-14,
US-16)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Hashable, cast

if TYPE_CHECKING:
    from .rules import UnderSiegeState

_VIEW_ONLY = frozenset({"last", "game", "opts", "seed", "solo"})
_SORTED = _VIEW_ONLY | {"reserve", "fresh"}


def key(state: Any) -> Hashable:
    d = cast("UnderSiegeState", state).d
    values = [v for k, v in d.items() if k not in _SORTED]
    # The player's reserve is a set: a reserve is added by name (US-6), and what is left
    # stays (US-11); the Kings placed this turn (`fresh`) are read for membership only
    # (US-12).  The automaton's own zones, and the player's back (the automaton shoots at
    # one of its faces at random, in its order), keep their order.
    for name in ("reserve", "fresh"):
        mine, theirs = d[name]
        values.append((sorted(mine), theirs))
    return repr(values)

