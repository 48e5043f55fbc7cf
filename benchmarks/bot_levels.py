"""The bot's levels against reference players, for every game whose kit has levels. Not a test.

    python benchmarks/bot_levels.py [--game capture|under-siege|all] [--games 400]
                                    [--processes N] [--levels easy,normal,hard]
                                    [--refs greedy,search] [--ceiling]

The reference players see only their own seat's view, like the levels (all decide through
`engine.search.Seen`):

- greedy: Under Siege's scores every move by the attrition it is expected to make at once
  from what its seat knows, reserves, shoot cards and Jacks by the swing they can make
  (`siege_reference.greedy`); the other games' is `engine.search.greedy` with the game's own
  evaluation, 4 sampled worlds a move and temperature 0.
- greedy-eval: `engine.search.greedy` with the game's own evaluation in every game (Under
  Siege's earlier greedy reference, kept to compare the two).
- search: determinized flat Monte Carlo, `engine.search.monte_carlo` with a fixed budget of
  SEARCH_PLAYOUTS playouts a move (UCB1 at the root), each SEARCH_DEPTH moves of the
  uniform-random policy `engine.search.random_policy` (or to the end, if sooner) and then the
  game's evaluation.
- ceiling (`--ceiling`, against greedy): the hard level given every hidden card, its worlds
  being the true state itself: what the level's search could make of perfect knowledge.

`--levels` may name references too (greedy against greedy-eval, say).  For every level x
reference: N seeded games (seed 0..N-1), the level in seat 0 for even seeds and seat 1 for
odd ones; where several seats act at once the lowest acts first (its moves are hidden from
the other until revealed, so the order tells nothing).  A game still running after
MAX_MOVES moves is stopped and counted as a draw (the "cut" column).  Printed: the level's
wins / draws / losses, its share of the decided games with a 95% Wilson interval, the CPU
time of the level's own decisions (p50 / p95 / max), and each level's fixed rating from its
share against greedy.  The games are shared among processes (one per core unless
--processes says otherwise); each is seeded from its index alone, so the figures do not
depend on the number of processes.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.memo import Memo  # noqa: E402
from figures import percentile, wilson  # noqa: E402
import siege_reference  # noqa: E402
from engine.search import (LEVELS, Seen, decision_rng, greedy, monte_carlo,  # noqa: E402
                           random_policy)

SEARCH_PLAYOUTS = 100
SEARCH_DEPTH = 12
MAX_MOVES = 5000

Player = Callable[[Seen, Any], str]


def _greedy_eval(seen: Seen, rng: Any) -> str:
    return greedy(seen, rng, worlds=4, temperature=0.0)


def _search(seen: Seen, rng: Any) -> str:
    return monte_carlo(seen, rng, SEARCH_PLAYOUTS, depth=SEARCH_DEPTH, policy=random_policy)[0]


# The greedy reference of each game: Under Siege's scores a move by the attrition it is
# expected to make (siege_reference), the others' by the game's own evaluation.
GREEDY: dict[str, Player] = {"under-siege": siege_reference.greedy}


def reference(key: str, name: str) -> Player:
    if name == "greedy":
        return GREEDY.get(key, _greedy_eval)
    if name == "greedy-eval":
        return _greedy_eval
    if name == "search":
        return _search
    if name == "ceiling":
        return ceiling(key)
    raise KeyError(name)


REFERENCES = ("greedy", "search", "greedy-eval", "ceiling")


def ceiling(key: str) -> Player:
    """The hard level given every hidden card: its worlds are the true state itself."""
    hard = GAMES[key].kit.levels["hard"]

    module = sys.modules[hard.__module__]
    # Its own plans (the honest level's would be found for the same view), as bounded.
    plans = Memo(f"{key}.ceiling-plans", module._PLANS.search, module._PLANS.menus)

    def player(seen: Seen, rng: Any) -> str:
        true_state = seen._state  # the one player here allowed to look
        cheat = Seen(true_state, seen.seat, replace(seen.kit, determinize=lambda s, seat, r: s.copy()))
        honest, module._PLANS = module._PLANS, plans
        try:
            return hard(cheat, rng)
        finally:
            module._PLANS = honest

    return player


def player_for(key: str, name: str) -> Player:
    levels = GAMES[key].kit.levels
    return levels[name] if name in levels else reference(key, name)


def play(key: str, level: str, ref: str, seed: int) -> tuple[str, list[float], bool]:
    """One seeded game of `level` (a level or a reference) against `ref`: the first one's
    result ("win", "draw", "loss"), the CPU seconds each of its decisions took, and whether
    the game was cut.  The seat alternates with the seed."""
    info = GAMES[key]
    kit = info.kit
    level_seat = seed % 2
    players: dict[int, Player] = {level_seat: player_for(key, level), 1 - level_seat: player_for(key, ref)}
    state = info.new_game(players=2, seed=seed)
    times: list[float] = []
    for step in range(MAX_MOVES):
        seats = state.to_act()
        if not seats:
            break
        seat = min(seats)
        seen = Seen(state, seat, kit)
        rng = decision_rng(seed, step, seat)
        start = time.process_time()
        action = players[seat](seen, rng)
        if seat == level_seat:
            times.append(time.process_time() - start)
        state = state.apply(seat, action)
    else:
        return "draw", times, True
    out = state.outcome()
    assert out is not None
    if level_seat in out.winners:
        return "win", times, False
    return ("draw" if not out.winners else "loss"), times, False


def _play_task(args: tuple[str, str, str, int]) -> tuple[tuple[str, str, str], str, list[float], bool]:
    key, level, ref, seed = args
    result, times, cut = play(key, level, ref, seed)
    return (key, level, ref), result, times, cut


def rating(share: float) -> int | None:
    """A share of decided games against greedy (placed at 1500) read as Elo reads it."""
    if share <= 0.0 or share >= 1.0:
        return None
    return 1500 + int(round(400 * math.log10(share / (1 - share)) / 10.0)) * 10


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="all", help="a game key (capture, under-siege) or all")
    parser.add_argument("--games", type=int, default=400, help="games per level and reference")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", default=",".join(LEVELS), help="levels, or references, to measure")
    parser.add_argument("--refs", default="greedy,search",
                        help=f"references to measure them against, of {', '.join(REFERENCES)}")
    parser.add_argument("--ceiling", action="store_true",
                        help="also the cheating ceiling (hard seeing every card) against greedy")
    args = parser.parse_args()
    keys = [k for k, info in GAMES.items() if info.kit is not None and info.kit.levels and 2 in info.players]
    if args.game != "all":
        if args.game not in keys:
            parser.error(f"no levels for {args.game!r}; games with levels: {', '.join(keys) or 'none'}")
        keys = [args.game]
    levels = [lv for lv in args.levels.split(",") if lv]
    refs = [r for r in args.refs.split(",") if r]
    cells = [(k, lv, r) for k in keys for lv in levels for r in refs if lv != r]
    if args.ceiling:
        cells += [(k, "ceiling", "greedy") for k in keys]
    tasks = [(*cell, seed) for cell in cells for seed in range(args.games)]
    results: dict[tuple[str, str, str], dict[str, Any]] = {}
    started = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool:
        # Every game is seeded from its index alone: the figures do not depend on how many
        # processes play them, nor in which order they finish.
        for cell, result, times, cut in pool.imap_unordered(_play_task, tasks, chunksize=1):
            r = results.setdefault(cell, {"win": 0, "draw": 0, "loss": 0, "cut": 0, "times": []})
            r[result] += 1
            r["cut"] += cut
            r["times"].extend(times)
    print(f"Bot levels against the reference players: {args.games} games a cell, seats alternated "
          f"({time.perf_counter() - started:.0f} s wall on {args.processes} processes).")
    print("greedy: Under Siege's expected-attrition greedy (benchmarks/siege_reference.py), elsewhere "
          "engine.search.greedy (4 worlds, temperature 0); greedy-eval: engine.search.greedy with the "
          f"game's evaluation; search: monte_carlo, {SEARCH_PLAYOUTS} random playouts of {SEARCH_DEPTH} "
          "moves a move; ceiling: the hard level given every hidden card. Decision times are CPU ms.")
    print()
    print("| game | level | vs | W | D | L | cut | win share (decided) | 95% interval | "
          "decision ms p50 | p95 | max |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|")
    shares: dict[tuple[str, str], float] = {}
    for cell in cells:
        r = results.get(cell)
        if r is None:
            continue
        k, lv, ref = cell
        decided = r["win"] + r["loss"]
        share = r["win"] / decided if decided else 0.0
        if ref == "greedy":
            shares[(k, lv)] = share
        lo, hi = wilson(r["win"], decided)
        t = [x * 1e3 for x in r["times"]]
        print(f"| {k} | {lv} | {ref} | {r['win']} | {r['draw']} | {r['loss']} | {r['cut']} | "
              f"{share:.1%} | {lo:.1%}-{hi:.1%} | {percentile(t, 0.5):.2f} | "
              f"{percentile(t, 0.95):.2f} | {max(t, default=0.0):.2f} |")
    if shares:
        print()
        print("Fixed ratings (greedy at 1500; 400 * log10(p / (1 - p)) of the share against it, rounded to 10):")
        for (k, lv), share in shares.items():
            print(f"  {k} {lv}: {share:.1%} -> {rating(share)}")
    for k in keys:
        if (k, "ceiling") in shares and (k, "hard") in shares:
            gap = shares[(k, "ceiling")] - shares[(k, "hard")]
            print(f"  {k}: hard is {gap * 100:+.1f} points below the ceiling" if gap > 0 else
                  f"  {k}: hard is {-gap * 100:.1f} points above the ceiling")


if __name__ == "__main__":
    main()
