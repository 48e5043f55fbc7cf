"""Was this deal winnable?  The solver (`engine.search.solve`) over seeded deals of every
solitaire game with a search kit, one deal a worker at a time.  Not a test.

By default each deal is solved from its start (what a winnable-only deal needs).  With
`--follow`, the deal is first played by the kit's policy (or uniform random, `--player`)
and the solver answers as "Was it winnable?" does: where the player's game stopped being
winnable.  Budgets are CPU seconds.  The search is deterministic (its restarts count
positions, not time), so one run at the largest budget gives every smaller one: a deal is
decided within a budget when its verdict came within that much CPU time.

The table gives, per game and budget, the share of deals decided, found winnable and not
winnable, and the median and 95th-percentile CPU time (an undecided deal counts as the
whole budget); with `--follow` also how often the player's own game was won and how many
of the player's moves a winning line keeps on median.

    python benchmarks/solver.py [--game KEY ...] [--deals 200] [--seconds 10 2]
                                [--processes N] [--follow] [--player policy|random]
                                [--first-seed 0] [--log results.jsonl]
"""

from __future__ import annotations

import argparse
import json
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


def one_deal(job: tuple[str, int, str, float, bool]) -> dict[str, Any]:
    """Deal `seed` (and with `follow`, play it with `player`), then solve it: the verdict
    and its CPU time."""
    key, seed, player, seconds, follow = job
    info = GAMES[key]
    kit = info.kit
    start = info.new_game(players=1, seed=seed)
    played: list[str] = []
    won = False
    if follow:
        rng = random.Random(f"solver-bench:{seed}")
        state = start
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
    cpu = time.process_time()
    verdict = solve(info, start, played, seconds)
    return {"game": key, "seed": seed, "kind": verdict.kind, "followed": verdict.followed,
            "played": len(played), "nodes": verdict.nodes, "won": won, "cpu": time.process_time() - cpu}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def table(rows: dict[str, list[dict[str, Any]]], budgets: list[float], follow: bool) -> list[str]:
    """The figures as printed lines, each game at each budget."""
    head = (f"{'game':20} {'budget':>6} {'deals':>5} {'decided':>8} {'winnable':>9} {'not win.':>9} "
            f"{'p50 s':>6} {'p95 s':>6} {'nodes p50':>9}")
    if follow:
        head += f" {'played won':>10} {'kept':>5}"
    out = [head]
    for key, got in rows.items():
        n = len(got)
        if not n:
            continue
        for budget in budgets:
            decided = [r for r in got if r["kind"] != UNDECIDED and r["cpu"] <= budget]
            win = sum(r["kind"] == WINNABLE for r in decided) / n
            lose = sum(r["kind"] == NOT_WINNABLE for r in decided) / n
            times = [r["cpu"] if r in decided else budget for r in got]
            line = (f"{key:20} {budget:>5g}s {n:>5} {len(decided) / n:>8.1%} {win:>9.1%} {lose:>9.1%} "
                    f"{statistics.median(times):>6.2f} {percentile(times, 0.95):>6.2f} "
                    f"{statistics.median(r['nodes'] for r in got):>9.0f}")
            if follow:
                kept = [r["followed"] / max(1, r["played"]) for r in decided if r["kind"] == WINNABLE]
                line += f" {sum(r['won'] for r in got) / n:>10.0%} {statistics.median(kept) if kept else 0:>5.0%}"
            out.append(line)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game key (default: every solitaire game with a kit)")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seconds", type=float, nargs="+", default=[10.0, 2.0],
                        help="budgets of one deal in CPU seconds (one run at the largest gives them all)")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--follow", action="store_true", help="solve the player's game, not the bare deal")
    parser.add_argument("--player", choices=("policy", "random"), default="policy")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--log", help="also write each deal's result to this file as a JSON line, as it comes")
    args = parser.parse_args()

    kitted = solitaire_games()
    games = args.game or kitted
    for key in games:
        if key not in kitted:
            parser.error(f"{key} is not a solitaire game with a search kit (those: {', '.join(kitted) or 'none'})")
    budgets = sorted(set(args.seconds), reverse=True)
    jobs = [(key, seed, args.player, budgets[0], args.follow) for key in games
            for seed in range(args.first_seed, args.first_seed + args.deals)]
    what = f"the {args.player} player's game" if args.follow else "the deal from its start"
    print(f"{args.deals} deals a game (seeds {args.first_seed}..{args.first_seed + args.deals - 1}), "
          f"budgets {', '.join(f'{b:g}' for b in budgets)} CPU s, {args.processes} processes, solving {what}")
    rows: dict[str, list[dict[str, Any]]] = {key: [] for key in games}
    began = time.perf_counter()
    log = open(args.log, "a") if args.log else None
    with multiprocessing.Pool(args.processes) as pool:
        for result in pool.imap_unordered(one_deal, jobs):
            rows[result["game"]].append(result)
            if log:
                log.write(json.dumps(result) + "\n")
                log.flush()
    if log:
        log.close()
    for line in table(rows, budgets, args.follow):
        print(line)
    print(f"wall {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
