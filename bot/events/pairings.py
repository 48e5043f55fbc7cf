"""Tournament logic for events: arena scoring and pairing, Swiss pairing and standings.

Pure: no Discord, no database, no clock (a time is passed in as a number).  Players are
named by int ids (Discord user ids).  Seats: every game has a first seat and a second seat
("white" and "black"); `Outcome` is told from the first seat's side.

Arena (Lichess's arena rules, https://lichess.org/tournament/help, checked against lila's
`arena.Sheet`: a draw while on fire is `Flag.Double`, worth 2)
- A win scores 2, a draw 1, a loss 0.
- A player is *on fire* when their last two games were both wins.  While on fire, a win
  scores 4 and a draw 2 (double points); a loss scores 0.  Any game that is not a win ends
  the streak (the next game is worth single points again; two new wins light it again).
  Lichess's example: win, win, draw = 2 + 2 + 2 = 6.
- Not adopted from Lichess: berserk (no clocks to halve), the "second draw in a row scores
  0" rule and the quick-draw penalty (draws are rare in these card games).
- Pairing (`arena_pairings`), after lila's "Antma" pairing: among the players waiting in the
  queue, a maximum-weight matching (networkx) pairs as many as possible, preferring close
  scores (cost 1000 per point of difference) and then close ratings (cost 1 per rating
  point, at most 999).  Two players whose last game was against each other are never
  paired while anyone else could come back to the queue (`anyone_playing`); when nobody
  else is playing they may be, but only if no other pairing seats them (or the event would
  stall).  With an odd number waiting, the one who joined the queue last waits for the
  next pairing, unless leaving someone else out pairs more players or avoids a rematch
  (three waiting, two of whom just met: the third plays one of them).  Large queues are
  cut into groups of 64 consecutive players by score, one matching each (the blossom
  algorithm is cubic); a player left unpaired in a group joins the next one.

Swiss (the Dutch system's priorities, by maximum-weight matching)
- A win is 1 point, a draw 1/2, a loss 0; a bye 1.
- Pairing order: score, then the seeding order given (e.g. rating at the start).  A score
  group: the players on the same score.  A player paired with someone of another score
  group *floats* (is paired outside their score group); a pair across two groups makes two.
- Bye: with an odd number of players, the lowest-ranked player who has not had a bye yet
  sits out and scores 1.  Nobody gets a second bye while someone has none (with more
  rounds than players, the fewest byes).  If that choice would force a rematch that another
  choice avoids, the next player up takes the bye.  The bye is chosen first: it is not
  moved to spare floats, which are counted among the others.
- Everybody else is paired by one maximum-cardinality matching (networkx's
  `max_weight_matching`); each possible pair has a cost in integer tiers, and the matching
  makes the sum of the first tier over its pairs the least possible, then the second's
  among those, and so on (`_lexicographic` turns the tiers into exact integer weights):
  1. no rematch: a rematch only when no pairing without one exists (more rounds than the
     field allows), as few as possible;
  2. absolute seat rules: nobody sits on one side more than 2 games more often than on the
     other, nor on the same side 3 games running (FIDE's absolute colour criteria, which
     the Dutch system also puts before the score groups; costs here rather than
     prohibitions, so a pairing always exists);
  3. the fewest players floating;
  4. the smallest score differences: their sum, then the sum of their squares;
  5. seat preferences (below);
  6. within a score group, the top half meets the bottom half (1 vs n/2+1, 2 vs n/2+2...).
  The floats are counted over the whole round, so an odd score group's odd player out
  meets the next odd group's rather than starting a chain of half-point floats through the
  even groups between (which the squared differences preferred before, and which the
  Dutch system, counting floats bracket by bracket from the top, also gives).  Without
  rematches in the way, the sum of the differences is the same either way, but one pair
  may be far apart: in the 33-player round of tests/bot/test_pairings.py, the leader alone
  on 4 1/2 points meets a player on 1 1/2, where a chain would float 12 players by half a
  point (in 608 simulated rounds, 194 pairs more than a point apart, up to 4; 15 before).
- Above 64 players the matching runs bracket by bracket, top down, on slices of at most 64
  (whole score groups; a larger group is cut into as few slices as fit, of even sizes, each
  a piece of its top half with the matching piece of its bottom half, so 1 still meets
  n/2+1).  A slice with an odd count floats one player out: the matching picks who, by the
  same tiers, as if they met the best of the players (not met yet, fewest seat faults) of
  the first odd score group below, where the fewest floats send them (`_odd_below`).  A
  player the slice cannot pair (rematches) floats into the next too; if the last slice
  cannot be paired, it is merged with the one above and paired again.  What this
  guarantees: no rematch while one is avoidable (slices merge until one matching holds
  everybody before a rematch is allowed), and the tiers above within each slice, given who
  floated in; the whole round has the fewest floats when the score groups' sizes decide
  them (every round of the 7-round 151- and 333-player events of the tests), but a slice
  does not see every rematch and seat rule of the ones below (in 608 simulated rounds of 8
  to 200 players, 3 rounds had 2 floats more than one matching over everybody).  One
  matching over 1,000 players takes networkx's blossom algorithm seconds even on a thinned
  graph (5.8 s CPU with each player linked to only 20 neighbours); slices keep a
  1,000-player round near 0.5 s (benchmarks/pairing_bench.py).
- Seats: each player's side history (first/second).  The side a player had less is
  preferred strongly; with equal counts, the opposite of their last side mildly.  Between
  two players the side goes to whoever's preference is stronger; when both are equal, the
  higher-ranked player gets the opposite of their last side, and in round 1 the first seat
  on odd boards and the second on even ones.
- Standings (`swiss_standings`): score, then Buchholz (the sum of the opponents' final
  scores), then Sonneborn-Berger (the sum of the scores of the opponents beaten plus half
  those drawn), then seeding order.  A bye counts in both as a game won against a "dummy
  opponent" with the player's own final score: the idea of FIDE's tie-break regulations
  since 2023 (a dummy opponent in place of the 2009 "virtual opponent" formula, which
  needs the round of the bye and a draw assumed for every later round), kept to its
  simplest form; a bye then neither lifts nor sinks a player's tie-breaks much.
- Players who left: not passed to `swiss_pairings` (never paired again); their games and
  scores still count for their opponents' tie-breaks.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import networkx as nx  # type: ignore[import-untyped]

__all__ = [
    "ArenaResult", "ArenaSheet", "Bye", "Game", "Outcome", "SwissRound", "SwissStanding",
    "Waiting", "arena_pairings", "arena_points", "swiss_pairings", "swiss_standings",
]

SLICE = 64  # players per matching (see the module's docstring)
BYE_TRIES = 4  # bye candidates tried above SLICE players (every one below)
_T = TypeVar("_T")
_K = TypeVar("_K")


# ---------------------------------------------------------------------------- results


class Outcome(enum.Enum):
    """A finished game's result, from the first seat's side."""

    FIRST_WINS = "1-0"
    DRAW = "1/2-1/2"
    SECOND_WINS = "0-1"
    NEITHER = "0-0"  # both lost: a game nobody played (a double forfeit); it still counts as met


@dataclass(frozen=True)
class Game:
    """One finished game: who sat first, who sat second, how it ended, in which round."""

    first: int
    second: int
    outcome: Outcome
    round: int = 0

    def half_points(self, player: int) -> int:
        """What `player` scored, in half points (2 a win, 1 a draw, 0 a loss)."""
        if self.outcome is Outcome.DRAW:
            return 1
        if self.outcome is Outcome.NEITHER:
            return 0
        winner = self.first if self.outcome is Outcome.FIRST_WINS else self.second
        return 2 if player == winner else 0

    def opponent(self, player: int) -> int:
        return self.second if player == self.first else self.first


@dataclass(frozen=True)
class Bye:
    """A Swiss round a player sat out with a bye (1 point)."""

    player: int
    round: int = 0


# ---------------------------------------------------------------------------- arena


class ArenaResult(enum.Enum):
    """One arena game from one player's side."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


_ARENA_BASE = {ArenaResult.WIN: 2, ArenaResult.DRAW: 1, ArenaResult.LOSS: 0}
_ARENA_REMATCH = 10 ** 12  # two who just met, when nobody else can come: only if nobody else fits
_ARENA_LAST_JOINED = 10 ** 9  # the odd one out is the last to join, when that pairs as many


@dataclass(frozen=True)
class ArenaSheet:
    """A player's arena score: each game's points (in order), which were doubled, the total,
    and whether the next game scores double (`on_fire`: the flame in the standings)."""

    points: tuple[int, ...]
    doubled: tuple[bool, ...]
    total: int
    on_fire: bool


def arena_points(results: Iterable[ArenaResult]) -> ArenaSheet:
    """Score one player's arena games, given in the order they finished.

    >>> W, D, L = ArenaResult.WIN, ArenaResult.DRAW, ArenaResult.LOSS
    >>> arena_points([W, W, D]).total
    6
    >>> arena_points([W, W, W, W, L, W]).points
    (2, 2, 4, 4, 0, 2)
    """
    points: list[int] = []
    doubled: list[bool] = []
    streak = 0  # wins in a row so far
    for result in results:
        on_fire = streak >= 2
        points.append(_ARENA_BASE[result] * (2 if on_fire else 1))
        doubled.append(on_fire)
        streak = streak + 1 if result is ArenaResult.WIN else 0
    return ArenaSheet(points=tuple(points), doubled=tuple(doubled), total=sum(points), on_fire=streak >= 2)


@dataclass(frozen=True)
class Waiting:
    """A player in an arena's queue.

    `score`: arena points so far; `since`: when they joined the queue (any clock, only
    compared); `rating`: their rating, to break ties between equal scores; `balance`: games
    in the first seat minus games in the second seat in this arena."""

    player: int
    score: int
    since: float
    rating: float = 0.0
    balance: int = 0


def arena_pairings(waiting: Sequence[Waiting], last_opponent: Mapping[int, int], *,
                   anyone_playing: bool = True) -> list[tuple[int, int]]:
    """Pair an arena's queue now: the pairs (first seat first), as many as the rules allow.

    `last_opponent` maps a player to the opponent of their last game in this arena.
    `anyone_playing`: someone else is in a game and may come back to the queue; when False,
    two players who just met may meet again rather than wait for nobody.  Players left out
    stay in the queue.  The first seat goes to the player who had it less (`balance`), then
    to the higher score, then to whoever waited longer.
    """
    queue = sorted(waiting, key=lambda w: (w.since, w.player))
    # The last to join waits for the next pairing (a cost, not a cut: with three waiting,
    # two of whom just met, the third plays one of them rather than nobody playing).
    latest = queue[-1].player if len(queue) % 2 else None
    ranked = sorted(queue, key=lambda w: (-w.score, -w.rating, w.since, w.player))

    def cost(a: Waiting, b: Waiting) -> tuple[int] | None:
        close = abs(a.score - b.score) * 1000 + min(999, round(abs(a.rating - b.rating)))
        if latest in (a.player, b.player):
            close += _ARENA_LAST_JOINED
        if last_opponent.get(a.player) == b.player or last_opponent.get(b.player) == a.player:
            return None if anyone_playing else (_ARENA_REMATCH + close,)
        return (close,)

    pairs: list[tuple[int, int]] = []
    carry: list[Waiting] = []
    for start in range(0, len(ranked), SLICE):
        group = carry + ranked[start:start + SLICE]
        matched = _match(group, cost)
        done = {w.player for pair in matched for w in pair}
        carry = [w for w in group if w.player not in done]
        for a, b in matched:
            first, second = sorted((a, b), key=lambda w: (w.balance, -w.score, w.since, w.player))
            pairs.append((first.player, second.player))
    return pairs


# ---------------------------------------------------------------------------- matching


def _match(items: Sequence[_T], cost: Callable[[_T, _T], tuple[int, ...] | None]) -> list[tuple[_T, _T]]:
    """A maximum-cardinality, minimum-cost matching of `items` (networkx's blossom algorithm).

    `cost(a, b)`: None forbids the pair; else a tuple of non-negative integer tiers (the same
    length for every pair), compared lexicographically over the whole matching: the matching's
    sum of the first tier is the least possible, then its sum of the second tier among those,
    and so on (`_lexicographic`).  Pairs in the order of `items`."""
    costs: dict[tuple[int, int], tuple[int, ...]] = {}
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            c = cost(items[i], items[j])
            if c is not None:
                costs[i, j] = c
    if not costs:
        return []
    flat = _lexicographic(costs, len(items) // 2)
    base = max(flat.values()) + 1  # weights > 0; with maxcardinality a common shift changes nothing
    graph = nx.Graph()
    graph.add_nodes_from(range(len(items)))
    graph.add_weighted_edges_from((i, j, base - c) for (i, j), c in flat.items())
    mates: set[tuple[int, int]] = nx.max_weight_matching(graph, maxcardinality=True)
    ordered = sorted((min(i, j), max(i, j)) for i, j in mates)
    return [(items[i], items[j]) for i, j in ordered]


def _lexicographic(costs: Mapping[_K, tuple[int, ...]], pairs: int) -> dict[_K, int]:
    """One integer per edge whose sum over any matching of at most `pairs` edges orders as the
    tiers do lexicographically: tier k is weighted by the product, over the tiers below it, of
    (their largest value here x pairs + 1), more than everything below can add up to.  Exact
    (networkx computes with integers only when every weight is an integer); sized to the
    values at hand, so the numbers stay as small as the slice allows."""
    tiers = len(next(iter(costs.values())))
    weights = [0] * tiers
    radix = 1
    for k in reversed(range(tiers)):
        weights[k] = radix
        radix *= max(c[k] for c in costs.values()) * pairs + 1
    return {edge: sum(w * t for w, t in zip(weights, c)) for edge, c in costs.items()}


# ---------------------------------------------------------------------------- Swiss standings


@dataclass(frozen=True)
class SwissStanding:
    """One line of a Swiss table.  Scores in points (halves are exact in a float)."""

    rank: int
    player: int
    score: float
    buchholz: float
    sonneborn_berger: float
    games: int
    byes: int


def _half_points(players: Iterable[int], games: Iterable[Game], byes: Iterable[Bye]) -> dict[int, int]:
    score = dict.fromkeys(players, 0)
    for game in games:
        for p in (game.first, game.second):
            score[p] = score.get(p, 0) + game.half_points(p)
    for bye in byes:
        score[bye.player] = score.get(bye.player, 0) + 2
    return score


def swiss_standings(players: Sequence[int], games: Iterable[Game], byes: Iterable[Bye] = ()) -> list[SwissStanding]:
    """The ranked table: score, Buchholz, Sonneborn-Berger, then seeding order (`players`).

    Every id in `players` gets a line (pass the players who left too, if they are to be
    shown); games against anyone count for the listed player's tie-breaks.
    """
    games = list(games)
    byes = list(byes)
    half = _half_points(players, games, byes)
    buchholz = dict.fromkeys(players, 0)  # in half points
    sb = dict.fromkeys(players, 0)  # in quarter points (half points x half points)
    played = dict.fromkeys(players, 0)
    bye_count = dict.fromkeys(players, 0)
    for game in games:
        for p in (game.first, game.second):
            if p in buchholz:
                other = half[game.opponent(p)]
                buchholz[p] += other
                sb[p] += game.half_points(p) * other
                played[p] += 1
    for bye in byes:
        p = bye.player
        if p in buchholz:  # a game won against a dummy opponent with the player's own score
            buchholz[p] += half[p]
            sb[p] += 2 * half[p]
            bye_count[p] += 1
    seed = {p: i for i, p in enumerate(players)}
    order = sorted(players, key=lambda p: (-half[p], -buchholz[p], -sb[p], seed[p]))
    return [SwissStanding(rank=i + 1, player=p, score=half[p] / 2, buchholz=buchholz[p] / 2,
                          sonneborn_berger=sb[p] / 4, games=played[p], byes=bye_count[p])
            for i, p in enumerate(order)]


# ---------------------------------------------------------------------------- Swiss pairing


@dataclass(frozen=True)
class SwissRound:
    """A round's pairings: (first seat, second seat), best-ranked pair first, and the bye."""

    pairs: list[tuple[int, int]]
    bye: int | None
    rematches: int = 0  # pairs that met before (only when no pairing without one exists)


FIRST, SECOND = 1, -1


@dataclass
class _Entrant:
    player: int
    half: int  # score in half points
    order: int  # pairing rank: 0 is the best
    sides: list[int]  # seat history, FIRST or SECOND, oldest first
    group_pos: int = 0  # position within its score group in the slice being paired
    group_len: int = 1
    stand_in: bool = False  # not a player: the next slice, met by who floats out of an odd slice

    def side_cost(self, side: int) -> tuple[int, int]:
        """(absolute violations, preference cost) of giving this player `side`."""
        balance = sum(self.sides)
        absolute = int(abs(balance + side) > 2) + int(
            len(self.sides) >= 2 and self.sides[-1] == self.sides[-2] == side)
        if balance * side > 0:
            preference = 10 * abs(balance)  # the side they had more
        elif balance == 0 and self.sides and self.sides[-1] == side:
            preference = 1  # the side they had last time
        else:
            preference = 0
        return absolute, preference


def _seat(a: _Entrant, b: _Entrant, board: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The better seat order for a pair: ((first, second), (absolute violations, preference cost))."""
    def cost(first: _Entrant, second: _Entrant) -> tuple[int, int]:
        fa, fp = first.side_cost(FIRST)
        sa, sp = second.side_cost(SECOND)
        return fa + sa, fp + sp

    high, low = (a, b) if a.order < b.order else (b, a)
    normal, swapped = cost(high, low), cost(low, high)
    if normal != swapped:
        high_first = normal < swapped
    elif high.sides:
        high_first = high.sides[-1] == SECOND
    else:
        high_first = board % 2 == 1
    pair = (high.player, low.player) if high_first else (low.player, high.player)
    return pair, min(normal, swapped)


def _swiss_cost(met: set[frozenset[int]], allow_rematch: bool,
                target: Sequence[_Entrant] = ()) -> Callable[[_Entrant, _Entrant], tuple[int, ...] | None]:
    """A pair's cost tiers, most important first (the module's docstring): (rematch, absolute
    seat violations, players outside their score group, score difference, its square, seat
    preferences, top half against bottom half)."""
    def cost(a: _Entrant, b: _Entrant) -> tuple[int, ...] | None:
        gap = abs(a.half - b.half)
        outside = 2 if gap else 0  # both players of a pair across score groups float
        if a.stand_in or b.stand_in:  # floats out to a later slice, to meet one of `target`
            player = b if a.stand_in else a
            faults = _fewest_faults(player, target, met)
            if faults is None:  # met them all: counted as one more float further on
                faults, outside = 0, outside + 2
            last = player.group_len - 1 - player.group_pos  # the last of its group rather than another
            return 0, faults, outside, gap, gap * gap, 0, last
        rematch = frozenset((a.player, b.player)) in met
        if rematch and not allow_rematch:
            return None
        absolute, preference = _seat(a, b, 1)[1]
        halves = 0
        if a.half == b.half:  # the top half of a score group meets its bottom half
            halves = abs(2 * abs(a.group_pos - b.group_pos) - a.group_len)
        return int(rematch), absolute, outside, gap, gap * gap, preference, halves
    return cost


def _fewest_faults(player: _Entrant, target: Sequence[_Entrant], met: set[frozenset[int]]) -> int | None:
    """The fewest absolute seat violations `player` would meet one of `target` with, among
    those not met yet (None: met them all)."""
    fewest: int | None = None
    for other in target:
        if frozenset((player.player, other.player)) not in met:
            faults = _seat(player, other, 1)[1][0]
            if fewest is None or faults < fewest:
                fewest = faults
                if not faults:
                    break
    return fewest


def _slices(entrants: list[_Entrant]) -> list[list[_Entrant]]:
    """Cut the ranking into slices of at most SLICE players along score groups; a group larger
    than a slice is cut into as few pieces as fit, of even sizes, each a part of its top
    half with the matching part of its bottom half."""
    groups: list[list[_Entrant]] = []
    for e in entrants:
        if groups and groups[-1][0].half == e.half:
            groups[-1].append(e)
        else:
            groups.append([e])
    units: list[list[_Entrant]] = []
    for group in groups:
        if len(group) <= SLICE:
            units.append(group)
            continue
        top, bottom = group[:len(group) // 2], group[len(group) // 2:]
        pieces = -(-len(group) // SLICE)
        step = -(-len(top) // pieces)  # pieces of even sizes: no small rest left to pair alone
        for k in range(0, len(top), step):
            end = k + step if k + step < len(top) else None  # the last piece takes the rest
            units.append(top[k:end] + bottom[k:end])
    slices: list[list[_Entrant]] = []
    for unit in units:
        if slices and len(slices[-1]) + len(unit) <= SLICE:
            slices[-1].extend(unit)
        else:
            slices.append(list(unit))
    return slices


def _match_swiss(group: list[_Entrant], met: set[frozenset[int]], allow_rematch: bool,
                 below: list[_Entrant] | None = None) -> list[tuple[_Entrant, _Entrant]]:
    """Pair a slice.  `below` (a score group of a later slice, `_odd_below`): the slice is odd
    and one player floats out, matched here to a stand-in with that group's score, at the
    cost of meeting the best of its players."""
    group.sort(key=lambda e: e.order)
    by_score: dict[int, list[_Entrant]] = {}
    for e in group:
        by_score.setdefault(e.half, []).append(e)
    for members in by_score.values():
        for i, e in enumerate(members):
            e.group_pos, e.group_len = i, len(members)
    items = group
    if below:
        items = [*group, _Entrant(player=0, half=below[0].half, order=len(group), sides=[], stand_in=True)]
    pairs = _match(items, _swiss_cost(met, allow_rematch, below or ()))
    return [(a, b) for a, b in pairs if not (a.stand_in or b.stand_in)]


def _odd_below(rest: list[list[_Entrant]]) -> list[_Entrant]:
    """Where the player floated out of an odd slice should land: the first score group below
    with an odd number of players left (the rest of a group already cut counts too), whom
    the fewest floats pair with it, else the next group (its players left)."""
    ranked = [e for piece in rest for e in piece]
    counts = Counter(e.half for e in ranked)
    score = next((e.half for e in ranked if counts[e.half] % 2), ranked[0].half if ranked else None)
    return [e for e in ranked if e.half == score]


def _pair_all(entrants: list[_Entrant], met: set[frozenset[int]]) -> list[tuple[_Entrant, _Entrant]]:
    """Pair an even number of ranked entrants, slice by slice (see the module's docstring)."""
    done: list[tuple[list[_Entrant], list[tuple[_Entrant, _Entrant]]]] = []
    carry: list[_Entrant] = []
    slices = _slices(entrants)
    for index, piece in enumerate(slices):
        group = sorted(carry + piece, key=lambda e: e.order)
        below = _odd_below(slices[index + 1:]) if len(group) % 2 else None
        pairs = _match_swiss(group, met, allow_rematch=False, below=below)
        paired = {e.player for pair in pairs for e in pair}
        carry = [e for e in group if e.player not in paired]
        done.append((group, pairs))
    while carry:  # the last slice could not be paired: merge it with the one above, again
        group, _ = done.pop()
        if done:
            above, _ = done.pop()
            known = {e.player for e in above}
            group = above + [e for e in group if e.player not in known]
        # With everyone in one matching and still someone unpaired, a rematch is unavoidable:
        # allow them, as few as possible (their cost outweighs everything else).
        pairs = _match_swiss(group, met, allow_rematch=not done)
        paired = {e.player for pair in pairs for e in pair}
        carry = [e for e in group if e.player not in paired]
        done.append((group, pairs))
    return [pair for _, pairs in done for pair in pairs]


def swiss_pairings(players: Sequence[int], games: Iterable[Game], byes: Iterable[Bye] = ()) -> SwissRound:
    """Pair the next Swiss round of `players` (seeding order: best first; players who left
    are simply not passed), given every finished game and bye of the event so far."""
    games = sorted(games, key=lambda g: g.round)
    byes = list(byes)
    half = _half_points(players, games, byes)
    sides: dict[int, list[int]] = {p: [] for p in players}
    for game in games:
        if game.first in sides:
            sides[game.first].append(FIRST)
        if game.second in sides:
            sides[game.second].append(SECOND)
    met = {frozenset((g.first, g.second)) for g in games}
    seed = {p: i for i, p in enumerate(players)}
    ranked = sorted(players, key=lambda p: (-half[p], seed[p]))
    entrants = [_Entrant(player=p, half=half[p], order=i, sides=sides[p]) for i, p in enumerate(ranked)]

    if len(entrants) % 2 == 0:
        return _finish(_pair_all(entrants, met), None, met)
    had = Counter(bye.player for bye in byes)
    fewest = min(had[e.player] for e in entrants)
    candidates = [e for e in reversed(entrants) if had[e.player] == fewest]
    tries = candidates if len(entrants) <= SLICE else candidates[:BYE_TRIES]
    best: SwissRound | None = None
    for candidate in tries:
        rest = [e for e in entrants if e is not candidate]
        found = _finish(_pair_all(rest, met), candidate.player, met)
        if found.rematches == 0:
            return found
        if best is None or found.rematches < best.rematches:
            best = found
    assert best is not None
    return best


def _finish(pairs: list[tuple[_Entrant, _Entrant]], bye: int | None, met: set[frozenset[int]]) -> SwissRound:
    """Order the boards (best-ranked pair first) and seat each pair."""
    boards = sorted(pairs, key=lambda pair: min(pair[0].order, pair[1].order))
    seated = [_seat(a, b, board)[0] for board, (a, b) in enumerate(boards, start=1)]
    rematches = sum(frozenset(pair) in met for pair in seated)
    return SwissRound(pairs=seated, bye=bye, rematches=rematches)
