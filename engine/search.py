"""Search over hidden information: what the bot levels, the hints and the deal verdicts share.

A deciding seat never reads the true state.  `Seen` keeps it private and hands out only the
seat's view, its legal moves and *worlds*: states the seat cannot tell from the true one,
made by the game's `Kit.determinize` (every card the seat cannot see dealt again at random
among the places it cannot see, and the seed of future shuffles drawn anew, since knowing
it would be knowing the deck).  A determinizer reads the hidden cards only as a multiset in
a canonical order, so two states that differ only in where the hidden cards lie give the
same worlds for the same generator: the generic test swaps hidden cards and checks that
every level's choice and every hint stays the same.

Three players are built from a game's `Kit` (its determinizer, a fast playout policy that
may read the whole of a sampled world, and a static evaluation):
- `greedy`: the move whose immediate result (the evaluation after it, over a few worlds) is
  best; with `temperature`, it sometimes takes a worse one, as a careless person does.
- `monte_carlo`: determinized flat Monte Carlo search.  Each playout samples a world,
  chooses a root move by UCB1, plays the world out with the policy (to the end, or `depth`
  moves and then the evaluation) and credits the root move with the result.  The budget is
  a number of playouts, never a clock, so a decision replays the same for a given seed.
- `solve`: for a finished solitaire deal, where nothing is hidden any more, a depth-first
  search of the whole deal (chance is fixed by the seed) that follows the player's own moves
  first, so a winning line shares as much as it can of the player's game.

Decisions are seeded (`decision_rng`) from the game's seed, its version and the seat, so a
game replays the same.  They use `random.Random` rather than the engine's `DealRandom`: a
decision's generator is never stored, only its move, so speed wins.

A hint's sentence is worded in the current locale (`i18n.t`).  The worker entry points
(`*_json`, in `engine.jobs`: they find a game by its key in `GAMES`, and this module is
imported by the games) run in other processes, where the bot's locale is not ambient: the
one that returns player text, `hint_json`, takes the locale as an argument.
"""

from __future__ import annotations

import heapq
import json
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterator, Mapping, Sequence

import i18n
from i18n import t

from .core import (DEFAULT_LEVEL, LEVELS, ORIGINAL_LEVEL, Determinize, Evaluate, GameInfo, GameState, Kit, LevelPlayer, Policy, Seat,
                   Seen, Trial, World, result_value)

def decision_rng(seed: int, version: int, seat: Seat, purpose: str = "bot") -> random.Random:
    """The generator of one decision: the same game, position and seat decide the same."""
    return random.Random(f"{seed}:{purpose}:{version}:{seat}")


def playout(world: World, seat: Seat, kit: Kit, rng: random.Random, depth: int = 0) -> float:
    """Play `world` on with the kit's policy for every seat; its worth for `seat`."""
    state = world
    steps = 0
    while True:
        seats = state.to_act()
        if not seats:
            return kit.evaluate(state, seat)
        if depth and steps >= depth:
            return kit.evaluate(state, seat)
        mover = min(seats)
        state = state.apply(mover, kit.policy(state, mover, rng))
        steps += 1


# --- the players -----------------------------------------------------------------


def greedy(seen: Seen, rng: random.Random, worlds: int = 4, temperature: float = 0.0) -> str:
    """The move with the best immediate result: the evaluation right after it, averaged over
    `worlds` sampled worlds.  `temperature` > 0 picks by softmax over those values instead of
    the best (a careless player: good moves mostly, a worse one now and then)."""
    legal = seen.legal
    if len(legal) == 1:
        return legal[0]
    totals = [0.0] * len(legal)
    for _ in range(worlds):
        world = seen.world(rng)
        for i, action in enumerate(legal):
            totals[i] += seen.kit.evaluate(world.apply(seen.seat, action), seen.seat)
    values = [t / worlds for t in totals]
    if temperature > 0:
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        return legal[_weighted_index(weights, rng)]
    best = max(values)
    return rng.choice([a for a, v in zip(legal, values) if v >= best - 1e-12])


def _weighted_index(weights: Sequence[float], rng: random.Random) -> int:
    x = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def monte_carlo(seen: Seen, rng: random.Random, playouts: int, depth: int | None = None,
                policy: Policy | None = None, explore: float = 0.7) -> tuple[str, tuple[Trial, ...]]:
    """Determinized flat Monte Carlo with UCB1 at the root: the move played out most often,
    and how every move fared (most played first).  `policy` replaces the kit's in playouts
    (a reference player plays out at random); `depth` overrides the kit's."""
    legal = seen.legal
    kit = seen.kit
    if policy is not None:
        kit = Kit(kit.determinize, policy, kit.evaluate)
    depth = seen.kit.playout_depth if depth is None else depth
    n = [0] * len(legal)
    total = [0.0] * len(legal)
    wins = [0] * len(legal)
    if len(legal) > 1:
        for k in range(playouts):
            if k < len(legal):
                i = k
            else:
                log_k = math.log(k)
                i = max(range(len(legal)),
                        key=lambda j: total[j] / n[j] + explore * math.sqrt(log_k / n[j]))
            world = seen.world(rng)
            after = world.apply(seen.seat, legal[i])
            value = playout(after, seen.seat, kit, rng, depth)
            n[i] += 1
            total[i] += value
            wins[i] += value >= 1.0
    trials = tuple(sorted((Trial(a, n[i], total[i], wins[i]) for i, a in enumerate(legal)),
                          key=lambda t: (-t.playouts, -t.mean)))
    return trials[0].action, trials


def random_policy(state: World, seat: Seat, rng: random.Random) -> str:
    return rng.choice(state.legal_actions(seat))


# --- what the bot and the benchmarks call ------------------------------------------


def decide(info: GameInfo, state: World, seat: Seat, level: str, seed: int, version: int) -> str:
    """The bot's move at `level` for `seat`, from that seat's knowledge only."""
    kit = info.kit
    assert kit is not None, f"{info.key} has no bot"
    player = kit.levels[level]
    return player(Seen(state, seat, kit), decision_rng(seed, version, seat))


@dataclass(frozen=True)
class Hint:
    """A suggested move and one plain sentence why (worded in the locale current when
    `hint` ran)."""

    action: str
    reason: str
    trials: tuple[Trial, ...] = ()


def hint(info: GameInfo, state: World, seat: Seat, seed: int, version: int) -> Hint:
    """A move for `seat` from a search that sees only what the seat sees."""
    kit = info.kit
    assert kit is not None, f"{info.key} has no search"
    seen = Seen(state, seat, kit)
    search = kit.hint_search or monte_carlo
    action, trials = search(seen, decision_rng(seed, version, seat, "hint"), kit.hint_playouts)
    reason = kit.why(seen, action, trials) if kit.why else ""
    return Hint(action, reason or generic_reason(action, trials), trials)


def generic_reason(action: str, trials: Sequence[Trial]) -> str:
    """The hint's sentence when the game has none of its own: how the move fared in trial
    games played out from here with the unseen cards dealt at random."""
    if len(trials) == 1:
        return t("search-only-move")
    best = next(x for x in trials if x.action == action)
    tried = sum(x.playouts for x in trials)
    if not best.wins:
        return t("search-reason-closest", tried=tried, played=best.playouts)
    runner = max((x for x in trials if x.action != action and x.playouts), key=lambda x: x.mean, default=None)
    if runner is None:
        return t("search-reason-won", tried=tried, won=best.wins, played=best.playouts)
    return t("search-reason-won-next", tried=tried, won=best.wins, played=best.playouts, next_won=runner.wins,
             next_played=runner.playouts)


# --- was the deal winnable? ----------------------------------------------------------

WINNABLE, NOT_WINNABLE, UNDECIDED = "winnable", "not winnable", "undecided"


@dataclass(frozen=True)
class Verdict:
    """The solver's answer for a finished solitaire deal.

    kind:     WINNABLE, NOT_WINNABLE or UNDECIDED (out of time).
    line:     for WINNABLE, the moves of a won game from the deal (replayable by the engine).
    followed: how many of the player's own moves that line begins with: the position after
              them is the last of the player's game from which the deal could still be won
              (the one after the next move, `played[followed]`, was searched through and
              lost), and `line[followed:]` wins from it.
    nodes:    positions searched.
    """

    kind: str
    line: tuple[str, ...] = ()
    followed: int = 0
    nodes: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "line": list(self.line), "followed": self.followed, "nodes": self.nodes}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Verdict":
        return Verdict(str(data["kind"]), tuple(data.get("line", ())), int(data.get("followed", 0)),
                       int(data.get("nodes", 0)))


class _OutOfTime(Exception):
    pass


class _NodeLimit(Exception):
    pass


def _default_key(state: World) -> Hashable:
    data = state.to_json()
    data.pop("events", None)
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


FIRST_NODE_LIMIT = 400  # the first pass's budget of positions; each restart doubles it


class Solver:
    """Exhaustive search of solitaire positions where every card is known (chance is fixed by
    the seed), with a memory shared by every position it is asked about.

    `prove(state)` is the moves of a win from `state`, or None when no line wins.  It is a
    depth-first search run as passes with a doubling limit of positions (restarts: a pass
    that meets its limit starts again with twice the limit and a slightly shuffled move
    order, which cuts the heavy tails of depth-first search), keeping what it proved:

    - `lost`: canonical keys (`Kit.key`: unordered zones sorted, so identical cards and
      interchangeable piles meet in one entry; it holds whatever decides future draws) of
      positions searched through without a win.  A position whose search met a position
      still on the way down (a loop) is lost only as far as that pass knows; it joins
      `lost` when its root is proved lost, and is forgotten if the pass stops.
    - `Kit.bound`: positions that can no longer be won by a static argument are dropped
      unsearched (Deck Defence: the cards left of a suit cannot pay for its enemies).
    - Moves are tried best first by `Kit.evaluate` of the position they lead to; moves that
      lead to the same canonical position are tried once.
    - A game with `Pick` steps has moves the legal list leaves out (Tower Defense's larger
      payments: an emptier hand draws more, so they can matter): they are generated only
      when the listed moves hold no win, so "lost" covers them all.  A menu too large to go
      through sets `skipped`, and then nothing is proved lost.

    CPU time is read from `clock` (a deadline on it raises `_OutOfTime`)."""

    def __init__(self, info: GameInfo, seat: Seat = 0, deadline: float = math.inf,
                 clock: Callable[[], float] = time.process_time) -> None:
        kit: Kit | None = info.kit
        self.kit = kit
        self.key: Callable[[Any], Hashable] = (kit.key if kit and kit.key else None) or _default_key
        self.bound = kit.bound if kit else None
        self.order: Evaluate | None = kit.evaluate if kit else None
        self.won: Callable[[Any], bool] = (kit.won if kit and kit.won else None) or (
            lambda state: result_value(state, seat) >= 1.0)
        self.seat = seat
        self.deadline = deadline
        self.clock = clock
        self.lost: set[Hashable] = set()
        self.nodes = 0
        self.skipped = False
        self._picks: bool | None = None

    def prove(self, state: World) -> list[str] | None:
        """A winning line from `state`, or None: every line loses (see `skipped`)."""
        if not state.to_act():
            return [] if self.won(state) else None
        if self._picks is None:
            self._picks = _has_picks(state)
        limit = FIRST_NODE_LIMIT
        restart = 0
        win_search = self.kit.win_search if self.kit else None
        while True:
            try:
                return self._pass(state, limit, restart)
            except _NodeLimit:
                pass
            if win_search is not None:
                line = win_search(state, self, restart)
                if line is not None:
                    return line
            # With a game's own win search, the exhaustive passes (which prove losses near
            # the end) take a smaller share of the time.
            if win_search is None or restart % 2:
                limit *= 2
            restart += 1

    def tick(self) -> None:
        """Count a position searched (a game's `win_search` calls it too); out of time,
        raise `_OutOfTime`."""
        self.nodes += 1
        if self.nodes & 127 == 0 and self.clock() > self.deadline:
            raise _OutOfTime

    def _expand(self, state: World, mover: Seat, actions: Sequence[str], path: set[Hashable],
                maybe: set[Hashable], noise: random.Random | None) -> tuple[str | None, list[tuple[str, World, Hashable]], bool]:
        """(a move that wins at once or None, the other moves' positions best first, whether a
        move was cut as a loop or met a position lost only as far as this pass knows)."""
        key, lost, bound, order, seat, won = self.key, self.lost, self.bound, self.order, self.seat, self.won
        scored: list[tuple[float, int, str, World, Hashable]] = []
        seen: set[Hashable] = set()
        tainted = False
        for i, action in enumerate(actions):
            child = state._apply(mover, action)
            if not child.to_act():
                if won(child):
                    return action, [], tainted
                continue
            k = key(child)
            if k in seen or k in lost:
                continue
            seen.add(k)
            if k in path or k in maybe:
                tainted = True
                continue
            if bound is not None and bound(child):
                lost.add(k)
                continue
            score = order(child, seat) if order is not None else 0.0
            if noise is not None:
                score += noise.random() * 0.05
            scored.append((-score, i, action, child, k))
        scored.sort(key=lambda x: (x[0], x[1]))
        return None, [(a, c, k) for _, _, a, c, k in scored], tainted

    def _pass(self, root: World, limit: int, restart: int) -> list[str] | None:
        """One depth-first pass with its own stack (a line can run to thousands of moves)."""
        key, lost, clock = self.key, self.lost, self.clock
        noise = random.Random(restart) if restart else None
        maybe: set[Hashable] = set()  # lost as far as this pass knows (a loop was cut below)
        path: set[Hashable] = set()
        line: list[str] = []
        # A frame: [state, key, mover, children, next index, picks generated, tainted]
        frames: list[list[Any]] = []
        budget = limit

        def push(state: World, k: Hashable) -> str | None:
            nonlocal budget
            self.nodes += 1
            budget -= 1
            if budget < 0:
                raise _NodeLimit
            if self.nodes & 127 == 0 and clock() > self.deadline:
                raise _OutOfTime
            mover = min(state.to_act())
            path.add(k)
            won, children, tainted = self._expand(state, mover, state.legal_actions(mover), path, maybe, noise)
            frames.append([state, k, mover, children, 0, not self._picks, tainted])
            return won

        rk = key(root)
        if rk in lost or (self.bound is not None and self.bound(root)):
            return None
        won = push(root, rk)
        if won is not None:
            return [won]
        while frames:
            frame = frames[-1]
            children = frame[3]
            i = frame[4]
            if i < len(children):
                frame[4] = i + 1
                action, child, k = children[i]
                if k in lost:
                    continue
                if k in path or k in maybe:
                    frame[6] = True
                    continue
                won = push(child, k)
                line.append(action)
                if won is not None:
                    return line + [won]
                continue
            if not frame[5]:
                # The listed moves hold no win: now the sets a `Pick` accepts beyond them.
                frame[5] = True
                state, mover = frame[0], frame[2]
                extra = list(_pick_moves(state, mover, self))
                if extra:
                    won, more, tainted = self._expand(state, mover, extra, path, maybe, noise)
                    if won is not None:
                        return line + [won]
                    frame[3], frame[4] = more, 0
                    frame[6] = frame[6] or tainted
                continue
            frames.pop()
            path.discard(frame[1])
            if frame[6]:
                maybe.add(frame[1])
                if frames:
                    frames[-1][6] = True
            else:
                lost.add(frame[1])
            if line:
                line.pop()
        # The root is lost: every loop cut below it closed on a lost position.
        lost.update(maybe)
        return None


Memo = tuple[Any, ...]


def turn_ends(root: World, solver: Solver, budget: int, turn_of: Callable[[Any], Any],
              allow: Callable[[Any, str, Memo], Memo | None] | None = None
              ) -> tuple[list[str] | None, dict[Hashable, tuple[tuple[str, ...], World]]]:
    """Where the rest of `root`'s turn can go, best first: (a line that wins within the
    turn, or None; each distinct start of the next turn reached -> the moves that reach
    it).  A turn is a run of positions with the same `turn_of`; its positions are expanded
    best first by the kit's evaluation, at most `budget` of them.  `allow` may leave moves
    out (given the position, the move and what it returned for the moves before in the
    turn, starting from (); None leaves the move out).  A win search only."""
    key, order, won_end = solver.key, solver.order, solver.won
    turn = turn_of(root)
    ends: dict[Hashable, tuple[tuple[str, ...], World]] = {}
    seen: set[Hashable] = set()
    heap: list[tuple[float, int, World, tuple[str, ...], Memo]] = [(0.0, 0, root, (), ())]
    count = 0
    while heap and budget > 0:
        _, _, state, line, memo = heapq.heappop(heap)
        budget -= 1
        solver.tick()
        mover = min(state.to_act())
        for action in state.legal_actions(mover):
            after = allow(state, action, memo) if allow is not None else memo
            if after is None:
                continue
            child = state._apply(mover, action)
            moves = line + (action,)
            if not child.to_act():
                if won_end(child):
                    return list(moves), {}
                continue
            k = key(child)
            if turn_of(child) != turn:
                if k not in ends:
                    ends[k] = (moves, child)
                continue
            if k in seen:
                continue
            seen.add(k)
            count += 1
            score = order(child, solver.seat) if order else 0.0
            heapq.heappush(heap, (-score, count, child, moves, after))
    return None, ends


def turn_beam(root: World, solver: Solver, width: int, budget: int, turn_of: Callable[[Any], Any],
              score: Callable[[Any], float], allow: Callable[[Any, str, Memo], Memo | None] | None = None
              ) -> list[str] | None:
    """A beam search turn by turn (a `Kit.win_search` for games played in turns): the
    starts of the next turn that the beam's positions reach (`turn_ends`), the `width` best
    of them by `score` kept, until a line wins or the beam dies out.  It never proves a
    loss."""
    lost = solver.lost
    beam: list[tuple[World, tuple[str, ...]]] = [(root, ())]
    while beam:
        pool: dict[Hashable, tuple[World, tuple[str, ...]]] = {}
        for state, line in beam:
            won, ends = turn_ends(state, solver, budget, turn_of, allow)
            if won is not None:
                return list(line) + won
            for k, (moves, child) in ends.items():
                if k not in pool and k not in lost:
                    pool[k] = (child, line + moves)
        ranked = sorted(pool.values(), key=lambda x: -score(x[0]))
        beam = ranked[:width]
    return None


def solve(info: GameInfo, start: World, played: Sequence[str] = (), seconds: float = 10.0,
          seat: Seat = 0, clock: Callable[[], float] = time.process_time) -> Verdict:
    """Whether `seat` could have won the deal that starts at `start`, seeing every card, and
    where the player's own game (`played`) stopped being winnable.

    Winnability along the player's game is monotone (a winnable prefix, then not), so the
    player's positions are searched from the last one backwards with one `Solver` (its
    memory of lost positions shared), each proved lost in turn, until one is winnable: that
    is the last winnable position of the player's game, `played[followed]` the move that
    lost it, and the line the player's moves up to it and a win from it.  A won game is its
    own line.  `seconds` of `clock` (CPU time by default) bound the whole; out of time, or
    with a `Pick` menu too large to go through, the verdict is UNDECIDED rather than a
    losing move that was not proved."""
    solver = Solver(info, seat, clock() + seconds, clock)
    positions = [start]
    for action in played:
        state = positions[-1]
        seats = state.to_act()
        if not seats or not state.is_legal(min(seats), action):
            break
        positions.append(state.apply(min(seats), action))
    n = len(positions) - 1
    try:
        for k in range(n, -1, -1):
            found = solver.prove(positions[k])
            if found is not None:
                if k < n and solver.skipped:
                    break
                return Verdict(WINNABLE, tuple(played[:k]) + tuple(found), k, solver.nodes)
    except _OutOfTime:
        return Verdict(UNDECIDED, nodes=solver.nodes)
    if solver.skipped:
        return Verdict(UNDECIDED, nodes=solver.nodes)
    return Verdict(NOT_WINNABLE, nodes=solver.nodes)


def _has_picks(state: World) -> bool:
    """Whether the game has multi-choice steps at all (it overrides `_pick`)."""
    return type(state)._pick is not GameState._pick


_PICK_ITEMS_MAX = 12  # a larger menu is not gone through (Tower Defense's rarely reaches 8)


def _pick_moves(state: World, mover: Seat, solver: Solver) -> Iterator[str]:
    """The sets a `Pick` accepts that the legal list leaves out; a menu too large to go
    through sets the solver's `skipped`."""
    legal = state.legal_actions(mover)
    tried = set(legal)
    prefixes = dict.fromkeys(a.rsplit(".", 1)[0] for a in legal if "." in a)
    for prefix in prefixes:
        path = prefix.split(".")
        pick = state.pick(mover, path)
        if pick is None:
            continue
        if len(pick.items) > _PICK_ITEMS_MAX:
            solver.skipped = True
            continue
        items = pick.items
        most = pick.most or len(items)
        for mask in range(1, 1 << len(items)):
            size = bin(mask).count("1")
            if not pick.least <= size <= most:
                continue
            chosen = [items[i] for i in range(len(items)) if mask >> i & 1]
            action = f"{prefix}.{pick.spell(chosen)}"
            if action not in tried and state.is_legal(mover, action):
                tried.add(action)
                yield action
