"""Under Siege's greedy reference for `bot_levels.py`: every move scored by the expected
change in attrition it makes at once, from what its own seat knows.  Not a test.

Written against the rulebook (CLARIFICATIONS.md, section 3) and the engine's public state,
not the bot's levels, so that it measures them rather than mirrors them.

The seat's knowledge: its own cards, the public table, and the cards it cannot see only as a
pool (the deck, the other hand and reserve, the other side's face-down front and shoot
cards: every sampled world holds the same multiset there, so reading the pool of one world
reads nothing the seat does not know).  A position is worth, for the seat, its attrition
lead plus the expected attrition still to come from what lies on the table:

- Front cards: each card placed blocks or meets one enemy card, so it is worth its value
  with the Jack bonus (US-4, US-8); an enemy card face down is worth the pool's mean.  A
  card going through may be shot by a loaded Queen (US-9): it loses the expected shoot
  value (card + 2) up to its own.  An Ace meeting a card cancels it and costs the loser 1;
  an Ace going through takes out the cheapest enemy face card, or costs 1 (US-13).
- While the attacker is still to deploy, the defender's line faces as many of its cards
  as it holds (the attacker plays its hand).
- The current encounter by its totals so far; the lower side's reserve answer (US-6) by
  the largest card it may hold.
- Reserves, shoot cards and Jacks by the swing they can make: a reserve card adds its
  value to an encounter its side is losing, less for the 2nd and 3rd (fewer chances to use
  them); a loaded Queen stops a card going through or shoots a face card; a Jack adds 1 to
  each front card now and in the turns to come (US-4); a King face up is +10 (US-12).

Moves that take a card back are never played; `done` is scored on the position as it is.
A battle answer (a reserve, an interception, a face card lost, a shot) is scored over a
few sampled worlds, since the battle may run on and turn cards up.
"""

from __future__ import annotations

import math
import random
import sys
from math import comb
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.search import Seen  # noqa: E402
from engine.under_siege.values import BASE, SHOOT_BONUS  # noqa: E402

RESERVE_WORTH = (0.8, 0.6, 0.4, 0.25, 0.15, 0.1)  # share of a reserve card's value, best first
SHOT_WORTH = 0.6  # share of a loaded shoot value (capped at 10) its Queen is worth
JACK_TURNS = 8.0  # front cards a Jack will still add 1 to, beyond this turn's
QUEEN_WORTH = 2.0  # a face-up Queen, for the shoot cards it may carry later
ANSWER_WORLDS = 6
DEATH = 40.0  # points a fallen side is worth less than one still standing
DEATH_SPREAD = 3.0  # how uncertain the battle's expected damage is, in points


class Pool:
    """What the seat cannot see, as numbers: the chance of an Ace, the mean value of the
    rest (a face card counts 10), the number cards' values (a reserve holds only those)."""

    def __init__(self, cards: list[str]) -> None:
        n = len(cards) or 1
        aces = sum(1 for c in cards if c[0] == "A")
        rest = [BASE[c] for c in cards if c[0] != "A"]
        self.p_ace = aces / n
        self.mean = sum(rest) / len(rest) if rest else 6.0
        self.numbers = sorted(BASE[c] for c in cards if c[0] not in "AJQK") or [6]
        self.var = sum((x - self.mean) ** 2 for x in rest) / len(rest) if rest else 8.0

    def max_of(self, k: int) -> float:
        """The expected largest of k number cards drawn from the pool."""
        if k <= 0:
            return 0.0
        xs = self.numbers
        n = len(xs)
        if k >= n:
            return float(xs[-1])
        # P(max <= xs[i]) = C(i+1, k) / C(n, k), over the sorted values
        total = comb(n, k)
        out, prev = 0.0, 0.0
        for i, x in enumerate(xs):
            cdf = comb(i + 1, k) / total
            out += x * (cdf - prev)
            prev = cdf
        return out

    def stop(self, value: float) -> float:
        """How much of a card of `value` going through an unknown shoot card stops."""
        xs = self.numbers
        return sum(min(value, x + SHOOT_BONUS) for x in xs) / len(xs)


def _pool(d: dict[str, Any], me: int) -> Pool:
    opp = 1 - me
    done = {r["pos"] for r in d["results"]}
    if d["phase"] == "battle" and d["stage"] and d["cursor"] < len(d["order"]):
        done.add(d["order"][d["cursor"]])
    cards = list(d["deck"]) + d["hand"][opp] + d["reserve"][opp]
    cards += [c for i, c in enumerate(d["front"][opp]) if c and i not in done]
    cards += [f[1] for f in d["back"][opp] if f[1] is not None]
    return Pool(cards)


def _jacks(d: dict[str, Any], side: int) -> int:
    n = sum(1 for f in d["back"][side] if f[0][0] == "J")
    return n if d["opts"]["jacks_stack"] else min(n, 1)


def _face_worth(f: list[Any], jacks: int, stacking: bool) -> float:
    rank = f[0][0]
    if rank == "K":
        return 10.0
    if rank == "J":
        return JACK_TURNS if (stacking or jacks <= 1) else 0.0
    return QUEEN_WORTH + (SHOT_WORTH * min(10, BASE[f[1]] + SHOOT_BONUS) if f[1] else 0.0)


def _cheapest_face(d: dict[str, Any], side: int) -> float:
    faces = d["back"][side]
    if not faces:
        return 1.0
    stacking = d["opts"]["jacks_stack"]
    jacks = _jacks(d, side)
    # An Ace going through: the victim puts away the face card it misses least (US-13).
    return min(_face_worth(f, jacks, stacking) + (jacks if f[0][0] == "J" else 0) for f in faces)


def _assets(d: dict[str, Any], side: int, pool: Pool, known: bool) -> float:
    """Reserves, Queens and Jacks by the swing they can make; a fresh King's +10."""
    worth = 0.0
    if known:
        values = sorted((BASE[c] for c in d["reserve"][side]), reverse=True)
    else:
        values = [pool.max_of(1)] * len(d["reserve"][side])
    worth += sum(v * w for v, w in zip(values, RESERVE_WORTH))
    stacking = d["opts"]["jacks_stack"]
    seen_jacks = 0
    for f in d["back"][side]:
        rank = f[0][0]
        if rank == "K":
            if f[0] in d["fresh"][side]:  # its +10 comes when its side is done (US-12)
                worth += 10
        elif rank == "J":
            seen_jacks += 1
            worth += _face_worth(f, seen_jacks, stacking)
        elif f[1] is not None:
            worth += QUEEN_WORTH + SHOT_WORTH * min(10, (BASE[f[1]] if known else pool.mean) + SHOOT_BONUS)
        else:
            worth += QUEEN_WORTH
    return worth


def _battle(d: dict[str, Any], me: int, pool: Pool) -> tuple[float, float, float, float]:
    """The expected attrition the cards on the table will still cost each side this turn:
    (to the enemy, to the seat), each position's expected result counted for its loser."""
    opp = 1 - me
    if d["phase"] not in ("deploy", "battle"):
        return 0.0, 0.0, 0.0, 0.0
    jb = (_jacks(d, 0), _jacks(d, 1))
    fronts = d["front"]
    resolved = {r["pos"] for r in d["results"]}
    current = d["order"][d["cursor"]] if d["phase"] == "battle" and d["cursor"] < len(d["order"]) else None
    queens = [sum(1 for f in d["back"][s] if f[1] is not None) for s in (0, 1)]
    hits = [0.0, 0.0, 0.0, 0.0]  # to the enemy, to me, the variances of the damage to each

    def count(x: float, unseen: bool = False, both: bool = False) -> None:
        hits[0 if x > 0 else 1] += abs(x)
        if unseen:
            hits[3] += pool.var
            if both:
                hits[2] += pool.var

    enemy = pool.mean + jb[opp]
    # The attacker still to deploy: its hand meets the defender's line or goes through.
    waiting = d["phase"] == "deploy" and not d["done"][opp] and opp != d["defender"]
    n = max(len(fronts[0]), len(fronts[1]))
    through_mine: list[float] = []
    for pos in range(n):
        if pos in resolved:
            continue
        m = fronts[me][pos] if pos < len(fronts[me]) else None
        o = fronts[opp][pos] if pos < len(fronts[opp]) else None
        if pos == current and d["stage"]:
            count(_live(d, me, pos, m, o, jb, pool))
            continue
        if m and o:  # an encounter, the enemy card unseen
            if m[0] == "A":
                count((1 - pool.p_ace) * 1.0)
            else:
                count((1 - pool.p_ace) * (BASE[m] + jb[me] - enemy) - pool.p_ace, True, True)
        elif m:
            if waiting:  # the attacker's card will meet it, or its hand go through unmet
                count((BASE[m] + jb[me]) if m[0] != "A" else (enemy + 1))
            elif m[0] == "A":
                count(_cheapest_face(d, opp))
            else:
                through_mine.append(BASE[m] + jb[me])
        elif o:
            count(-((1 - pool.p_ace) * enemy + pool.p_ace * _cheapest_face(d, me)), True)
    # The enemy's loaded Queens stop the largest of my cards going through (US-9).
    through_mine.sort(reverse=True)
    for i, v in enumerate(through_mine):
        count(v - (pool.stop(v) if i < queens[opp] else 0.0))
    if waiting:
        for _ in d["hand"][opp]:
            count(-((1 - pool.p_ace) * enemy + pool.p_ace * 1.0), True)
    # My loaded Queens stop the enemy's cards going through at me: counted in my assets.
    return hits[0], hits[1], hits[2], hits[3]


def _live(d: dict[str, Any], me: int, pos: int, m: str | None, o: str | None, jb: tuple[int, int],
          pool: Pool) -> float:
    """The position being resolved, its cards turned up."""
    opp = 1 - me
    if m and o:
        t = []
        for side, c in ((me, m), (opp, o)):
            add = d["adds"][side]
            t.append(BASE[c] + jb[side] + (BASE[add] if add else 0))
        g = t[0] - t[1]
        if g > 0 and not d["asked"][opp] and d["reserve"][opp]:
            g -= min(pool.max_of(len(d["reserve"][opp])), 2 * g)
        elif g < 0 and not d["asked"][me] and d["reserve"][me]:
            best = max(BASE[c] for c in d["reserve"][me])
            g += min(best, -2 * g)
        return float(g)
    card = m or o
    assert card is not None
    if card[0] == "A":
        return _cheapest_face(d, opp) if m else -_cheapest_face(d, me)
    value = BASE[card] + jb[me if m else opp]
    shot = d["shot"]
    if shot is not None:
        value = max(0, value - BASE[shot[1]] - SHOOT_BONUS)
    return value if m else -value


def worth(d: dict[str, Any], me: int) -> float:
    """The seat's expected attrition lead (see the module's docstring)."""
    if d["phase"] == "over":
        loser = d["loser"]
        return 0.0 if loser is None else (1000.0 if loser != me else -1000.0)
    pool = _pool(d, me)
    att = d["att"]
    to_them, to_me, var_them, var_me = _battle(d, me, pool)
    mine, theirs = att[me] - to_me, att[1 - me] - to_them
    # Attrition at 0 loses at once (US-5): a side expected to end the battle near 0 is
    # likely to lose, whatever it deals; the more unseen cards decide it, the likelier.  The
    # attacker's cards going through are resolved last (US-5, US-3): the defender falls to
    # them only if the attacker is still standing.
    f_me, f_them = _fall(mine, var_me), _fall(theirs, var_them)
    if me == d["defender"]:
        risk = f_them - f_me * (1 - f_them)
    else:
        risk = f_them * (1 - f_me) - f_me
    return (mine - theirs + DEATH * risk + _assets(d, me, pool, True)
            - _assets(d, 1 - me, pool, False))


def _fall(left: float, var: float) -> float:
    """The chance a side with `left` attrition expected after the battle is out, the damage
    it takes having variance `var` (a logistic close to the normal's tail)."""
    spread = 0.6 * math.sqrt(var + DEATH_SPREAD ** 2)
    return 1.0 / (1.0 + math.exp(min(50.0, left / spread)))


def greedy(seen: Seen, rng: random.Random) -> str:
    """The move with the best expected attrition lead right after it (ties at random)."""
    legal = [a for a in seen.legal if not a.startswith("take.")]
    if len(legal) == 1:
        return legal[0]
    seat = seen.seat
    world = seen.world(rng)
    deploying = world.d["phase"] == "deploy"
    # A placement turns nothing up: one world tells it all; `done` leaves the table as it is.
    # A battle answer is compared over the same few worlds.
    worlds = [world] if deploying else [world] + [seen.world(rng) for _ in range(ANSWER_WORLDS - 1)]
    scores: list[float] = []
    for action in legal:
        if deploying and action == "done":
            scores.append(worth(world.d, seat))
            continue
        scores.append(sum(worth(w.apply(seat, action).d, seat) for w in worlds) / len(worlds))
    top = max(scores)
    return rng.choice([a for a, s in zip(legal, scores) if s >= top - 1e-9])
