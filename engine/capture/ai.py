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

import math
import random
from dataclasses import dataclass
from itertools import permutations
from typing import Any, Callable

from engine.core import GameInfo, versus_random
from engine.memo import cached, memo

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


def plan(view: CaptureView, blur: tuple[random.Random, float] | None = None) -> dict[str, int]:
    """The best placement of the hand: card -> column index (0-based).  `blur` (a generator
    and a spread, in cards) adds noise to every (card, column) value: a careless player."""
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
    if blur is not None:
        noise_rng, spread = blur
        table = [[v + noise_rng.gauss(0.0, spread) for v in row] for row in table]
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


def play_against_random(info: GameInfo, seed: int, ai_seat: int, timing: list[float] | None = None) -> int:
    """One seeded game of this AI against a uniform-random player in the game `info`
    (Capture's, which the package builds from this module); the AI's capture margin.

    Shared by the benchmark and the test that show the AI is clearly better than random.
    `timing`, when given, collects the seconds each AI decision took.
    """
    out = versus_random(info, choose_action, ai_seat, seed, timing=timing).outcome()
    assert out is not None
    return int(out.stats[ai_seat]["margin"])


# --- the bot's levels (engine.search): a round's placement planned over sampled worlds ----
#
# A round is one simultaneous decision: both seats place their hand face down, then both
# are revealed.  Columns are judged independently (C-6), so given where the opponent's
# cards lie, the round's result is a sum over columns.  The planner therefore samples
# worlds (the opponent's hand and the deck dealt again from what the seat cannot see),
# lets a model of the opponent place its sampled hand in each, scores every (card, column)
# against that, and takes the placement of the whole hand that does best over all worlds.
# The plan depends only on what the seat saw when the round was dealt, so the level
# replays it card by card (a cache spares the search; a fresh process finds the same plan).

_FULL_DECK_RANKS = tuple(RANK[c] for c in CARDS)


def margin_of(r0: tuple[int, ...], r1: tuple[int, ...], me: int, flexible: bool) -> int:
    """Cards `me` gains (+) or loses (-) on a column judged with sorted rank tuples r0, r1
    (seat 0's side, seat 1's side); 0 when it is drawn (C-5 carries it, C-9 loses it)."""
    win = judge_ranks(r0, r1, flexible)[0]
    if win is None:
        return 0
    size = len(r0) + len(r1)
    return size if win == me else -size


def _with(ranks: tuple[int, ...], r: int | None) -> tuple[int, ...]:
    return ranks if r is None else tuple(sorted(ranks + (r,)))


@dataclass(frozen=True)
class _Round:
    """The public facts of a round as the seat saw them when it was dealt."""

    me: int
    hand: tuple[str, ...]  # the whole dealt hand, placed cards included
    cols: tuple[int, ...]  # live column indices
    sides: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # per live column: sorted ranks
    need: int
    margin: int  # captured cards, mine minus theirs
    deck: int
    flexible: bool
    unknown: tuple[int, ...]  # ranks of every card the opponent cannot see (my hand + the rest)
    fixed: tuple[tuple[int, str], ...]  # (column, card) already placed, when not replaying a plan


def _round_of(view: CaptureView, fixed: bool) -> _Round:
    me = view.viewer
    assert me is not None, "a level plays a seat"
    live = [c for c in view.columns if c is not None]
    mine = tuple(c.mine for c in live if c.mine)
    hand = tuple(sorted(view.hand + mine, key=lambda c: (RANK[c], c)))
    public = set(view.captured[0]) | set(view.captured[1])
    for c in live:
        public.update(c.face_up[0])
        public.update(c.face_up[1])
    unknown = tuple(sorted(RANK[c] for c in CARDS if c not in public))
    return _Round(
        me=me, hand=hand, cols=tuple(c.number - 1 for c in live),
        sides=tuple((tuple(sorted(RANK[x] for x in c.face_up[0])), tuple(sorted(RANK[x] for x in c.face_up[1])))
                    for c in live),
        need=view.need, margin=len(view.captured[me]) - len(view.captured[1 - me]),
        deck=view.deck_count, flexible=view.ace_flexible, unknown=unknown,
        fixed=tuple((c.number - 1, c.mine) for c in live if c.mine) if fixed else ())


@cached("capture.assignments", search=64, menus=64)  # few keys: up to 5 cards on up to 5 columns
def _assignments(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    """Every way to put n cards on k columns, one per column at most (card i -> column)."""
    return tuple(permutations(range(k), n))


def _best_assignment(table: list[list[float]], empty: list[float] | None,
                     options: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The assignment with the highest sum; `empty` scores the columns left without a card."""
    best, best_score = options[0], float("-inf")
    for a in options:
        s = 0.0
        for h, j in enumerate(a):
            s += table[h][j]
        if empty is not None:
            s -= sum(empty[j] for j in a)  # table rows hold gains over an empty column
        if s > best_score:
            best, best_score = a, s
    return best


def _opponent_values(rnd: _Round) -> tuple[dict[int, list[float]], list[float]]:
    """The opponent's model of a column: the expected margin (theirs) of each rank placed on
    each live column, our card there drawn from the ranks they cannot see (placed on it
    with the odds of a short round, C-8), and of leaving a column empty."""
    opp = 1 - rnd.me
    counts: dict[int, int] = {}
    for r in rnd.unknown:
        counts[r] = counts.get(r, 0) + 1
    total = len(rnd.unknown) or 1
    dist = [(r, n / total) for r, n in counts.items()]
    k = len(rnd.cols)
    p_mine = min(1.0, rnd.need / k) if k else 0.0

    def value(j: int, r: int | None) -> float:
        s0, s1 = rnd.sides[j]
        theirs, ours = (s0, s1) if opp == 0 else (s1, s0)
        theirs = _with(theirs, r)
        ev = 0.0
        for q, w in dist:
            o = _with(ours, q)
            ev += w * (margin_of(theirs, o, 0, rnd.flexible) if opp == 0 else margin_of(o, theirs, 1, rnd.flexible))
        ev *= p_mine
        if p_mine < 1:
            ev += (1 - p_mine) * (margin_of(theirs, ours, 0, rnd.flexible) if opp == 0
                                  else margin_of(ours, theirs, 1, rnd.flexible))
        return ev

    ranks = sorted(set(rnd.unknown))
    empty = [value(j, None) for j in range(k)]
    return {r: [value(j, r) for j in range(k)] for r in ranks}, empty


def search_plan(seen: Any, worlds: int, noise: float, salt: str, fixed: bool = False) -> dict[str, int]:
    """The placement (card -> column index) of the seat's whole hand for this round that does
    best over `worlds` sampled worlds, against an opponent placing its sampled hand by its
    own expected values plus `noise` (a person's judgement varies)."""
    view: CaptureView = seen.view
    rnd = _round_of(view, fixed)
    key = repr((salt, worlds, noise, rnd))
    found = _PLANS.get(key)
    if found is not None:
        return found
    return _PLANS.keep(key, _search(seen, rnd, worlds, noise, key))


_PLANS = memo("capture.plans", search=512)


def _search(seen: Any, rnd: _Round, worlds: int, noise: float, key: str) -> dict[str, int]:
    me, opp = rnd.me, 1 - rnd.me
    k = len(rnd.cols)
    n = len(rnd.hand)
    if n == 0 or k == 0:
        return {}
    short = n < k
    opp_values, opp_empty = _opponent_values(rnd)
    options = _assignments(n, k)
    col_pos = {c: j for j, c in enumerate(rnd.cols)}
    fixed = {rnd.hand.index(card): col_pos[col] for col, card in rnd.fixed}
    mine_options = tuple(a for a in options if all(a[h] == j for h, j in fixed.items()))
    my_ranks = [RANK[c] for c in rnd.hand]
    noise_rng = random.Random(key + ":noise")
    # Per world: my margin for each (card, column), and for a column I leave empty.
    tables: list[list[list[int]]] = []
    empties: list[list[int]] = []
    for w in range(worlds):
        world = seen.world(random.Random(f"{key}:{w}"))
        their_hand = [RANK[c] for c in world.hands[opp]]
        table = [[opp_values[r][j] + (noise_rng.gauss(0.0, noise) if noise else 0.0) for j in range(k)]
                 for r in their_hand]
        if short or len(their_hand) < k:
            base = [opp_empty[j] for j in range(k)]
            gains = [[row[j] - base[j] for j in range(k)] for row in table]
            their = _best_assignment(gains, None, _assignments(len(their_hand), k))
        else:
            their = _best_assignment(table, None, options)
        theirs_on: list[int | None] = [None] * k
        for h, j in enumerate(their):
            theirs_on[j] = their_hand[h]
        mine_t: list[list[int]] = []
        rows: list[int | None] = [*my_ranks, None]
        for r in rows:
            row = []
            for j in range(k):
                s0, s1 = rnd.sides[j]
                if me == 0:
                    row.append(margin_of(_with(s0, r), _with(s1, theirs_on[j]), 0, rnd.flexible))
                else:
                    row.append(margin_of(_with(s0, theirs_on[j]), _with(s1, r), 1, rnd.flexible))
            mine_t.append(row)
        empties.append(mine_t.pop())
        tables.append(mine_t)
    best, best_score = mine_options[0], float("-inf")
    last = rnd.deck == 0
    scale = 3.0 + 0.3 * rnd.deck
    for a in mine_options:
        score = 0.0
        for t, e in zip(tables, empties):
            total = rnd.margin
            for h, j in enumerate(a):
                total += t[h][j]
            if short:
                total += sum(e) - sum(e[j] for j in a)
            score += (total > 0) - (total < 0) if last else math.tanh(total / scale)
        if score > best_score + 1e-9:
            best, best_score = a, score
    return {rnd.hand[h]: rnd.cols[j] for h, j in enumerate(best)}


def play_plan(seen: Any, plan_: dict[str, int]) -> str | None:
    """The plan's next move: its first card still in hand, on its column, if legal."""
    legal = seen.legal
    for card in seen.view.hand:
        col = plan_.get(card)
        if col is not None:
            action = actions.format(Move(PLACE, col, card))
            if action in legal:
                return action
    return None


def searching_level(worlds: int, noise: float, salt: str) -> Callable[[Any, random.Random], str]:
    """A level that plans each round over `worlds` sampled worlds and replays the plan."""

    def level(seen: Any, rng: random.Random) -> str:
        view: CaptureView = seen.view
        legal = seen.legal
        if LOCK in legal and view.to_place <= 0:
            return LOCK
        plan_ = search_plan(seen, worlds, noise, salt)
        consistent = all(plan_.get(c.mine) == c.number - 1 for c in view.columns if c is not None and c.mine)
        if not consistent:  # placed by someone else (a person before the bot took the seat)
            plan_ = search_plan(seen, worlds, noise, salt, fixed=True)
        return play_plan(seen, plan_) or choose_action(view, legal, rng)

    return level


def careless_level(seen: Any, rng: random.Random) -> str:
    """Easy: today's planner from the seat's view, with its judgement of each (card, column)
    blurred, so a good card sometimes lands on a hopeless column."""
    view: CaptureView = seen.view
    legal = seen.legal
    if LOCK in legal and view.to_place <= 0:
        return LOCK
    placement = plan(view, blur=(rng, 3.0))
    for card, i in placement.items():
        action = actions.format(Move(PLACE, i, card))
        if action in legal:
            return action
    return choose_action(view, legal, rng)
