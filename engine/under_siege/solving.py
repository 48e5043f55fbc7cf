"""What the solver (`engine.search.Solver`) needs from Under Siege's solitaire: a key naming
a position by every field the rest of the deal depends on, read straight off the state's
dictionary (its JSON, which the default key builds, costs more than a search step).

Left out: the last battle (`last`, kept for the view only) and what is the same all game.  The deck, the dead pile and
the seed's counter stay: they decide every future draw, the automaton's included (US-14,
US-16).

And a bound: a deployment whose coming battle must take every point the player has."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Hashable, cast

from ..memo import memo
from .battle import jack_bonus
from .values import BASE, SHOOT_BONUS

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


# --- the bound: a turn whose battle must take every point the player has -------------------

_ACE_BLOCK = 1000  # an Ace in the front wins its encounter whatever it meets (US-13)


def bound(state: Any) -> bool:
    """True only when the solitaire player cannot survive the coming battle, so the position
    cannot be won (US-17); False says nothing.

    At the player's deployment the automaton's five cards are the deck's top five (US-16;
    nothing is drawn before it deploys), so its front is known.  The least damage the player
    can take from it is bounded from below by a relaxation that gives the player more than
    the rules do: each card the player holds or placed this turn (it may take them back)
    either opposes any automaton card (the rules put them in line order), or helps one
    position as a reserve or a shot (US-6, US-9: a face card as a shot needs a Queen), or,
    a King or a Jack, goes up for its 10 points or its bonus (US-12, US-4); every position
    takes at most one card and one help; the automaton's Aces, its fifth card and its own
    reserves are left out (they only hurt the player more).  If even that least damage takes
    all its points, the battle ends the game (US-5) before the point for losing less (US-7)
    is given.  One answer serves every deployment of the same turn (cached)."""
    d = cast("UnderSiegeState", state).d
    if (not d["solo"] or d["phase"] != "deploy" or d["done"][0] or len(d["deck"]) < 5
            or d["opts"]["plus_one"] != "battle"):
        return False
    fresh = d["fresh"][0]
    movable = tuple(sorted(d["hand"][0] + fresh))
    kept_back = tuple((f[0], f[1]) for f in d["back"][0] if f[0] not in fresh)
    kept_reserve = tuple(sorted(c for c in d["reserve"][0] if c not in fresh))
    ai_jacks = jack_bonus(d, 1)
    need = tuple(BASE[c] + ai_jacks for c in d["deck"][:4] if c[0] != "A")
    att = d["att"][0]
    if sum(need) < att:
        return False
    turn = (movable, kept_back, kept_reserve, need, att, d["opts"]["jacks_stack"])
    hit = _TURNS.get(turn)
    if hit is None:
        hit = _TURNS.keep(turn, _turn_lost(movable, kept_back, kept_reserve, list(need), att, d["opts"]["jacks_stack"]))
    return hit


_TURNS = memo("under_siege.turns", search=200_000)


def _turn_lost(movable: tuple[str, ...], kept_back: tuple[tuple[str, Any], ...],
               kept_reserve: tuple[str, ...], need: list[int], att: int, stack: bool) -> bool:
    kept_jacks = sum(1 for f, _ in kept_back if f[0] == "J")
    queens = any(f[0] == "Q" for f, _ in kept_back) or any(c[0] == "Q" for c in movable)
    base_help = [BASE[c] for c in kept_reserve]
    base_help += [BASE[shot] + SHOOT_BONUS for f, shot in kept_back if f[0] == "Q" and shot is not None]
    n = len(movable)
    for roles in range(1 << n):  # bit set: the card opposes; clear: its other use
        blockers: list[int] = []
        helpers = list(base_help)
        kings = jacks = 0
        for k, c in enumerate(movable):
            if roles >> k & 1:
                blockers.append(-1 if c[0] == "A" else BASE[c])
            elif c[0] != "A":
                # Up for its points or its bonus, and a shot as well (the relaxation may
                # count one card twice: it only ever gives the player more).
                kings += c[0] == "K"
                jacks += c[0] == "J"
                shot = BASE[c] + SHOOT_BONUS if queens else 0
                helpers.append(max(shot, BASE[c] if c[0] not in "JQK" else 0))
        bonus = kept_jacks + jacks if stack else min(1, kept_jacks + jacks)
        blocks = [_ACE_BLOCK if b < 0 else b + bonus for b in blockers]
        helpers.sort(reverse=True)
        if _least_damage(need, blocks, helpers[:len(need)]) < att + 10 * kings:
            return False
    return True


def _least_damage(need: list[int], blockers: list[int], helpers: list[int]) -> int:
    """min over giving each position at most one blocker (distinct) and then one helper
    (distinct) of the sum of what is left of each need.  Given the blockers, the largest
    helper against the largest rest is best (the loss is convex in the rest)."""
    best = sum(need)
    n = len(need)
    rest = list(need)

    def walk(i: int, used: int) -> None:
        nonlocal best
        if i == n:
            left = sorted(rest, reverse=True)
            total = 0
            for j, r in enumerate(left):
                if r <= 0:
                    break
                h = helpers[j] if j < len(helpers) else 0
                if r > h:
                    total += r - h
            if total < best:
                best = total
            return
        walk(i + 1, used)
        for k, b in enumerate(blockers):
            if not used >> k & 1:
                rest[i] = need[i] - b
                walk(i + 1, used | 1 << k)
                rest[i] = need[i]

    walk(0, 0)
    return best
