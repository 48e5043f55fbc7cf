"""Was this deal winnable?  The solver (`engine.search.solve`) over seeded deals of every
solitaire game with a search kit, one deal a worker at a time.  Not a test.

Each deal is played by a simple player (the kit's policy by default, or uniform random)
to give the solver a game to follow; the solver then sees every card.  The table gives,
per game, the share of deals decided within the budget, the shares found winnable and
not winnable, how often the player's own game was won, how many of the player's moves a
winning line keeps on median, and the median and 95th-percentile solve times.

    python benchmarks/solver.py [--game KEY ...] [--deals 100] [--seconds 10]
                                [--processes N] [--player policy|random] [--first-seed 0]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.search import NOT_WINNABLE, UNDECIDED, WINNABLE, solve  # noqa: E402

STEPS_MAX = 20_000


def solitaire_games() -> list[str]:
    """Every game played alone whose kit is written (Under Siege with one player)."""
    return [key for key, info in GAMES.items() if 1 in info.players and info.kit is not None]


def one_deal(job: tuple[str, int, str, float]) -> dict[str, Any]:
    """Deal `seed`, play it with `player`, then solve it: the verdict and its cost."""
    key, seed, player, seconds = job
    info = GAMES[key]
    kit = info.kit
    start = info.new_game(players=1, seed=seed)
    rng = random.Random(f"solver-bench:{seed}")
    state, played = start, []
    for _ in range(STEPS_MAX):
        seats = state.to_act()
        if not seats:
            break
        seat = min(seats)
        if player == "random":
            action = rng.choice(state.legal_actions(seat))
        else:
            action = kit.policy(state, seat, rng)
        played.append(action)
        state = state.apply(seat, action)
    out = state.outcome()
    won = bool(out and 0 in out.winners)
    began = time.perf_counter()
    cpu = time.process_time()
    verdict = solve(info, start, played, seconds)
    return {"game": key, "seed": seed, "kind": verdict.kind, "followed": verdict.followed,
            "played": len(played), "nodes": verdict.nodes, "won": won,
            "seconds": time.perf_counter() - began, "cpu": time.process_time() - cpu}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game key (default: every solitaire game with a kit)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10.0, help="the budget of one deal")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--player", choices=("policy", "random"), default="policy")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()

    kitted = solitaire_games()
    games = args.game or kitted
    for key in games:
        if key not in kitted:
            parser.error(f"{key} is not a solitaire game with a search kit (those: {', '.join(kitted) or 'none'})")
    skipped = [key for key, info in GAMES.items() if 1 in info.players and info.kit is None]
    if skipped and not args.game:
        print(f"skipped (no kit yet): {', '.join(skipped)}")
    jobs = [(key, seed, args.player, args.seconds) for key in games
            for seed in range(args.first_seed, args.first_seed + args.deals)]
    print(f"{args.deals} deals a game, {args.seconds:g} s each, {args.processes} processes, "
          f"played by {args.player}")
    rows: dict[str, list[dict[str, Any]]] = {key: [] for key in games}
    with multiprocessing.Pool(args.processes) as pool:
        for result in pool.imap_unordered(one_deal, jobs):
            rows[result["game"]].append(result)
    print(f"{'game':20} {'deals':>5} {'decided':>8} {'winnable':>9} {'not win.':>9} {'undecided':>9} "
          f"{'played won':>10} {'kept':>5} {'median s':>9} {'p95 s':>7} {'nodes p50':>9}")
    for key in games:
        got = rows[key]
        n = len(got)
        share = {kind: sum(r["kind"] == kind for r in got) / n for kind in (WINNABLE, NOT_WINNABLE, UNDECIDED)}
        times = [r["seconds"] for r in got]
        kept = [r["followed"] / max(1, r["played"]) for r in got if r["kind"] == WINNABLE]
        print(f"{key:20} {n:>5} {1 - share[UNDECIDED]:>8.0%} {share[WINNABLE]:>9.0%} {share[NOT_WINNABLE]:>9.0%} "
              f"{share[UNDECIDED]:>9.0%} {sum(r['won'] for r in got) / n:>10.0%} "
              f"{statistics.median(kept) if kept else 0:>5.0%} {statistics.median(times):>9.2f} "
              f"{percentile(times, 0.95):>7.2f} {statistics.median(r['nodes'] for r in got):>9.0f}")


if __name__ == "__main__":
    main()
