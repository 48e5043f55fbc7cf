"""The bot's levels against two reference players, for every game whose kit has levels. Not a test.

    python benchmarks/bot_levels.py [--game capture|under-siege|all] [--games 400]
                                    [--processes N] [--levels easy,normal,hard] [--refs greedy,search]

The reference players see only their own seat's view, like the levels (both decide through
`engine.search.Seen`):

- greedy: the one-step greedy player, `engine.search.greedy` with the game's own evaluation,
  4 sampled worlds a move and temperature 0: the move whose immediate result looks best.
- search: determinized flat Monte Carlo, `engine.search.monte_carlo` with a fixed budget of
  SEARCH_PLAYOUTS playouts a move (UCB1 at the root), each SEARCH_DEPTH moves of the
  uniform-random policy `engine.search.random_policy` (or to the end, if sooner) and then the
  game's evaluation.

For every level x reference: N seeded games (seed 0..N-1), the level in seat 0 for even
seeds and seat 1 for odd ones; where several seats act at once the lowest acts first (its
moves are hidden from the other until revealed, so the order tells nothing).  A game still
running after MAX_MOVES moves is stopped and counted as a draw (the "cut" column).  Printed:
the level's wins / draws / losses, its share of the decided games with a 95% Wilson
interval, and the time of the level's own decisions (p50 / p95 / max, one core each).
Every core is used (one process per core unless --processes says otherwise).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from figures import percentile, wilson  # noqa: E402
from engine.search import (LEVELS, Seen, decision_rng, greedy, monte_carlo,  # noqa: E402
                           random_policy)

SEARCH_PLAYOUTS = 100
SEARCH_DEPTH = 12
MAX_MOVES = 5000

Player = Callable[[Seen, Any], str]


def _greedy(seen: Seen, rng: Any) -> str:
    return greedy(seen, rng, worlds=4, temperature=0.0)


def _search(seen: Seen, rng: Any) -> str:
    return monte_carlo(seen, rng, SEARCH_PLAYOUTS, depth=SEARCH_DEPTH, policy=random_policy)[0]


REFERENCES: dict[str, Player] = {"greedy": _greedy, "search": _search}


def play(key: str, level: str, ref: str, seed: int) -> tuple[str, list[float], bool]:
    """One seeded game of `level` against reference `ref`: the level's result ("win",
    "draw", "loss"), the seconds each of its decisions took, and whether it was cut."""
    info = GAMES[key]
    kit = info.kit
    level_seat = seed % 2
    players: dict[int, Player] = {level_seat: kit.levels[level], 1 - level_seat: REFERENCES[ref]}
    state = info.new_game(players=2, seed=seed)
    times: list[float] = []
    for step in range(MAX_MOVES):
        seats = state.to_act()
        if not seats:
            break
        seat = min(seats)
        seen = Seen(state, seat, kit)
        rng = decision_rng(seed, step, seat)
        start = time.perf_counter()
        action = players[seat](seen, rng)
        if seat == level_seat:
            times.append(time.perf_counter() - start)
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






def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="all", help="a game key (capture, under-siege) or all")
    parser.add_argument("--games", type=int, default=400, help="games per level and reference")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--refs", default=",".join(REFERENCES))
    args = parser.parse_args()
    keys = [k for k, info in GAMES.items() if info.kit is not None and info.kit.levels and 2 in info.players]
    if args.game != "all":
        if args.game not in keys:
            parser.error(f"no levels for {args.game!r}; games with levels: {', '.join(keys) or 'none'}")
        keys = [args.game]
    levels = [lv for lv in args.levels.split(",") if lv]
    refs = [r for r in args.refs.split(",") if r]
    tasks = [(k, lv, r, seed) for k in keys for lv in levels if lv in GAMES[k].kit.levels
             for r in refs for seed in range(args.games)]
    results: dict[tuple[str, str, str], dict[str, Any]] = {}
    started = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool:
        for cell, result, times, cut in pool.imap_unordered(_play_task, tasks, chunksize=2):
            r = results.setdefault(cell, {"win": 0, "draw": 0, "loss": 0, "cut": 0, "times": []})
            r[result] += 1
            r["cut"] += cut
            r["times"].extend(times)
    print(f"Bot levels against the reference players: {args.games} games each, seats alternated "
          f"({time.perf_counter() - started:.0f} s on {args.processes} processes).")
    print(f"greedy: engine.search.greedy, 4 worlds, temperature 0; search: monte_carlo, "
          f"{SEARCH_PLAYOUTS} random playouts of {SEARCH_DEPTH} moves a move.")
    print()
    print("| game | level | vs | W | D | L | cut | win share (decided) | 95% interval | "
          "decision ms p50 | p95 | max |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|")
    for k in keys:
        for lv in levels:
            for ref in refs:
                r = results.get((k, lv, ref))
                if r is None:
                    continue
                decided = r["win"] + r["loss"]
                share = r["win"] / decided if decided else 0.0
                lo, hi = wilson(r["win"], decided)
                t = [x * 1e3 for x in r["times"]]
                print(f"| {k} | {lv} | {ref} | {r['win']} | {r['draw']} | {r['loss']} | {r['cut']} | "
                      f"{share:.1%} | {lo:.1%}-{hi:.1%} | {percentile(t, 0.5):.2f} | "
                      f"{percentile(t, 0.95):.2f} | {max(t, default=0.0):.2f} |")


if __name__ == "__main__":
    main()
