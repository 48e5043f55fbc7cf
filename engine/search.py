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
(`*_json`) run in other processes, where the bot's locale is not ambient: the one that
returns player text, `hint_json`, takes the locale as an argument.
"""

from __future__ import annotations

import json
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterator, Mapping, Sequence

import i18n
from i18n import t

from .core import GameInfo, GameState, Seat

World = GameState[Any]
# A game's kit functions take its own state class: typed loosely here (Callable is
# contravariant in its arguments, so GameState would refuse them).
Determinize = Callable[[Any, Seat, random.Random], Any]
Policy = Callable[[Any, Seat, random.Random], str]
Evaluate = Callable[[Any, Seat], float]
LevelPlayer = Callable[["Seen", random.Random], str]

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class Kit:
    """What search needs from one game (`GameInfo.kit`).

    determinize: a world `seat` cannot tell from the state (see the module's docstring);
                 its view for `seat` equals the state's, and it depends on the hidden cards
                 only as a multiset.  Solitaire games resample their face-down deck.
    policy:      a fast, sensible move for any seat of a world (it may read the whole world:
                 playouts run inside sampled worlds only), used in playouts.
    evaluate:    how good a position is for `seat`, from 0 (lost) to 1 (won); a finished
                 game is worth `result_value`, plus any tie-break the game likes.
    levels:      the bot's levels for the seats people leave empty, by name (`LEVELS`).
    hint_playouts: the budget of one hint (solitaire games); 0 offers no hints.
    ratings:     each level's rating as players read it (1500 a new player), fixed from its
                 measured strength (benchmarks/bot_levels.py): games against it are rated.
    playout_depth: moves a playout makes before it stops and evaluates (0: to the end).
    why:         a game's own reason for a hinted move (what the seat knows, the move, how
                 every move fared), worded in the current locale; "" leaves the generic
                 sentence.
    key:         a compact value naming a position for the solver's memory (default: its
                 JSON without the events).
    hint_search: a game's own search for a hint (the seat's knowledge, a generator, the
                 budget `hint_playouts`) -> (move, how every move tried fared); None uses
                 `monte_carlo`.
    """

    determinize: Determinize
    policy: Policy
    evaluate: Evaluate
    levels: Mapping[str, LevelPlayer] = field(default_factory=dict)
    hint_playouts: int = 0
    playout_depth: int = 0
    ratings: Mapping[str, int] = field(default_factory=dict)
    why: Callable[["Seen", str, Sequence["Trial"]], str] | None = None
    key: Callable[[Any], Hashable] | None = None
    hint_search: Callable[["Seen", random.Random, int], tuple[str, tuple["Trial", ...]]] | None = None


def result_value(state: World, seat: Seat) -> float:
    """A finished game for `seat`: 1 won, 0.5 drawn (nobody won, nobody lost), 0 lost."""
    out = state.outcome()
    assert out is not None, "result_value of a running game"
    if seat in out.winners:
        return 1.0
    return 0.5 if not out.winners and out.result and out.result[seat] == "draw" else 0.0


class Seen:
    """What one seat knows of a position: its view, its legal moves, and worlds to search.

    The true state is kept out of reach on purpose: players built on `Seen` read the hidden
    cards only through `world`, whose worlds do not depend on where those cards lie."""

    __slots__ = ("seat", "kit", "_state")

    def __init__(self, state: World, seat: Seat, kit: Kit) -> None:
        self.seat = seat
        self.kit = kit
        self._state = state

    @property
    def view(self) -> Any:
        return self._state.view(self.seat)

    @property
    def legal(self) -> tuple[str, ...]:
        return self._state.legal_actions(self.seat)

    def world(self, rng: random.Random) -> World:
        return self.kit.determinize(self._state, self.seat, rng)


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


@dataclass(frozen=True)
class Trial:
    """How one root move fared in a search: playouts, their summed worth, and wins."""

    action: str
    playouts: int
    total: float
    wins: int

    @property
    def mean(self) -> float:
        return self.total / self.playouts if self.playouts else 0.0


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
    kit: Kit = info.kit
    player = kit.levels[level]
    return player(Seen(state, seat, kit), decision_rng(seed, version, seat))


def _info(key: str) -> GameInfo:
    """A registered game, for the worker-process entry points (`*_json`), which receive
    plain arguments: a game's key and its state's JSON."""
    from . import GAMES  # here: engine/__init__ imports the games, which import this module

    return GAMES[key]


def decide_json(key: str, data: Mapping[str, Any], seat: Seat, level: str, seed: int, version: int) -> str:
    """`decide` for a worker process: the state travels as its JSON."""
    info = _info(key)
    return decide(info, info.from_json(data), seat, level, seed, version)


@dataclass(frozen=True)
class Hint:
    """A suggested move and one plain sentence why (worded in the locale current when
    `hint` ran)."""

    action: str
    reason: str
    trials: tuple[Trial, ...] = ()


def hint(info: GameInfo, state: World, seat: Seat, seed: int, version: int) -> Hint:
    """A move for `seat` from a search that sees only what the seat sees."""
    kit: Kit = info.kit
    seen = Seen(state, seat, kit)
    search = kit.hint_search or monte_carlo
    action, trials = search(seen, decision_rng(seed, version, seat, "hint"), kit.hint_playouts)
    reason = kit.why(seen, action, trials) if kit.why else ""
    return Hint(action, reason or generic_reason(action, trials), trials)


def hint_json(key: str, data: Mapping[str, Any], seat: Seat, seed: int, version: int, *,
              locale: str = "en") -> tuple[str, str]:
    """`hint` for a worker process: (move, reason), the reason worded in `locale` (the
    reader's: a worker process has no ambient locale of the bot's)."""
    info = _info(key)
    with i18n.speaking(locale):
        found = hint(info, info.from_json(data), seat, seed, version)
    return found.action, found.reason


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
    followed: how many of the player's own moves that line begins with: the player's game
              could still be won until then, and went another way at the next move.
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


def _default_key(state: World) -> Hashable:
    data = state.to_json()
    data.pop("events", None)
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def solve(info: GameInfo, start: World, played: Sequence[str] = (), seconds: float = 10.0,
          seat: Seat = 0) -> Verdict:
    """Whether `seat` could have won the deal that starts at `start`, seeing every card.

    Depth-first over the whole deal (its chance is fixed by the seed), the player's own move
    first where the search is still on the player's path (`played`; a move chosen through a
    `Pick` counts, listed or not), then the kit's policy's move, then the rest of the legal
    list.  Positions already shown lost are remembered by `Kit.key`.  The first win found is
    the one that follows the player's game longest.

    A game with `Pick` steps has moves the legal list leaves out (Tower Defense's larger
    payments: an emptier hand draws more, so they can matter).  The listed moves are
    searched first; only when they hold no win is the deal searched again with every move,
    so that "not winnable" covers them all."""
    kit: Kit | None = info.kit
    key = (kit.key if kit and kit.key else None) or _default_key
    deadline = time.monotonic() + seconds
    nodes = 0
    order_rng = random.Random(0)
    n_played = len(played)
    picks = [False]  # whether moves completed by a `Pick` are searched (the second pass)
    skipped = [False]  # a `Pick` too large to go through: "not winnable" is then unproven

    def search(lost: set[Hashable]) -> list[str] | None:
        """One depth-first pass with its own stack (a line can run to thousands of moves):
        a frame per position on the way down, the moves that led to them in `line`."""
        nonlocal nodes
        path: set[Hashable] = set()  # the positions on the way down
        frames: list[tuple[World, Hashable, Seat, Iterator[str], str | None, int]] = []
        line: list[str] = []

        def enter(state: World, on_path: int) -> bool | None:
            """True: a won end; False: a lost end, a position known lost, or one already on
            the way down off the player's path (a win never needs the loop; the player's own
            game is followed, loops and all, as it is finite); None: a frame to search."""
            nonlocal nodes
            seats = state.to_act()
            if not seats:
                return result_value(state, seat) >= 1.0
            nodes += 1
            if nodes & 255 == 0 and time.monotonic() > deadline:
                raise _OutOfTime
            k = key(state)
            if k in lost or (k in path and on_path < 0):
                return False
            mover = min(seats)
            legal = state.legal_actions(mover)
            first: list[str] = []
            mine = played[on_path] if 0 <= on_path < n_played else None
            if mine is not None and (mine in legal or state.is_legal(mover, mine)):
                first.append(mine)
            if kit is not None:
                preferred = kit.policy(state, mover, order_rng)
                if preferred not in first:
                    first.append(preferred)
            path.add(k)
            frames.append((state, k, mover, _moves(state, mover, legal, first, picks[0], skipped), mine, on_path))
            return None

        found = enter(start, 0)
        if found is not None:
            return [] if found else None
        while frames:
            state, k, mover, moves, mine, on_path = frames[-1]
            action = next(moves, None)
            if action is None:
                # Sound although some moves were cut as loops: this is a reachability
                # search, and a win behind a position still on the way down is that
                # position's own to find.
                frames.pop()
                path.discard(k)
                lost.add(k)
                if line:
                    line.pop()
                continue
            found = enter(state.apply(mover, action), on_path + 1 if on_path >= 0 and action == mine else -1)
            if found:
                return line + [action]
            if found is None:
                line.append(action)
        return None

    try:
        line = search(set())
        if line is None and _has_picks(start):
            picks[0] = True
            line = search(set())
    except _OutOfTime:
        return Verdict(UNDECIDED, nodes=nodes)
    if line is None:
        return Verdict(UNDECIDED if skipped[0] else NOT_WINNABLE, nodes=nodes)
    followed = 0
    while followed < min(len(line), n_played) and line[followed] == played[followed]:
        followed += 1
    return Verdict(WINNABLE, tuple(line), followed, nodes)


def _has_picks(state: World) -> bool:
    """Whether the game has multi-choice steps at all (it overrides `_pick`)."""
    return type(state)._pick is not GameState._pick


_PICK_ITEMS_MAX = 12  # a larger menu is not gone through (Tower Defense's rarely reaches 8)


def _moves(state: World, mover: Seat, legal: Sequence[str], first: Sequence[str], picks: bool,
           skipped: list[bool]) -> Iterator[str]:
    """The solver's moves in order: `first`, the rest of the legal list, then with `picks`
    (made only if the search gets that far) the sets a `Pick` accepts that the list leaves
    out; `skipped` is set when a menu is too large to go through."""
    yield from first
    tried = set(first)
    for action in legal:
        if action not in tried:
            yield action
    if not picks:
        return
    tried.update(legal)
    prefixes = dict.fromkeys(a.rsplit(".", 1)[0] for a in legal if "." in a)
    for prefix in prefixes:
        path = prefix.split(".")
        pick = state.pick(mover, path)
        if pick is None:
            continue
        if len(pick.items) > _PICK_ITEMS_MAX:
            skipped[0] = True
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


def solve_json(key: str, seed: int, options: Mapping[str, Any], players: int, played: Sequence[str],
               seconds: float) -> dict[str, Any]:
    """`solve` for a worker process: the deal is dealt again from its seed and options."""
    info = _info(key)
    start = info.new_game(players=players, seed=seed, options=dict(options))
    return solve(info, start, played, seconds).to_json()
