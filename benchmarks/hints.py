"""A player who always follows the hint, over seeded deals of every solitaire game that
offers hints (its kit's `hint_playouts`). Not a test.

    python benchmarks/hints.py [--game SLUG ...] [--deals 200] [--processes N] [--first-seed 0]

Prints, per game, the deals played, the win rate with its 95% interval (Wilson), and the
time one hint takes (p50, p95, max) on one core: CPU time of the process, so that other
work on a shared machine does not inflate it (the wall-clock p95 is printed too).  Deals run
in parallel, one per process; each deal's result depends on its seed alone, so the figures
do not depend on the process count.  Each finished deal is written to stderr as it ends,
one JSON line (game, seed, won, the CPU and wall seconds of each hint); Ctrl-C or SIGTERM
stops the run and prints the figures of the deals finished (and which seeds), and
`--summarize LOG` prints the figures of such lines saved from any run, stopped or not.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from figures import percentile, wilson  # noqa: E402
from engine.search import hint  # noqa: E402

SOLO = 1  # hints are for solitaire seats


def hinted_games() -> list[str]:
    """Games whose kit offers hints to a lone player (games without a kit are skipped)."""
    return [key for key, info in GAMES.items()
            if info.kit is not None and info.kit.hint_playouts and SOLO in info.players]


def follow_hints(job: tuple[str, int]) -> tuple[str, int, bool, list[float], list[float]]:
    """Play one deal, always taking the hint: (game, seed, won, CPU and wall seconds per hint)."""
    key, seed = job
    info = GAMES[key]
    state = info.new_game(players=SOLO, seed=seed)
    times: list[float] = []
    walls: list[float] = []
    version = 0
    while state.to_act():
        seat = min(state.to_act())
        start, wall = time.process_time(), time.perf_counter()
        found = hint(info, state, seat, seed, version)
        times.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
        state = state.apply(seat, found.action)
        version += 1
    outcome = state.outcome()
    assert outcome is not None
    return key, seed, 0 in outcome.winners, times, walls


Result = tuple[str, int, bool, list[float], list[float]]


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # SIGTERM stops a run as Ctrl-C does (a background job ignores Ctrl-C)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game's slug (repeatable); default: every hinted game")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--summarize", metavar="LOG", action="append",
                        help="print the figures of the JSON lines a run wrote to stderr (repeatable)")
    args = parser.parse_args()
    if args.summarize:
        results = [_from_line(line) for name in args.summarize for line in Path(name).read_text().splitlines()
                   if line.startswith("{")]
        games = list(dict.fromkeys(r[0] for r in results))
        _table(games, results)
        print(f"(from {', '.join(args.summarize)}; seeds: {_ranges(_seeds(games, results))})")
        return
    games = args.game or hinted_games()
    unknown = [g for g in games if g not in hinted_games()]
    if unknown:
        parser.error(f"no hints for: {', '.join(unknown)} (hinted: {', '.join(hinted_games()) or 'none'})")
    jobs = [(key, seed) for key in games for seed in range(args.first_seed, args.first_seed + args.deals)]
    started = time.perf_counter()
    results: list[Result] = []
    stopped = False
    with multiprocessing.Pool(args.processes, initializer=signal.signal, initargs=(signal.SIGTERM, signal.SIG_DFL)) as pool:
        signal.signal(signal.SIGTERM, _stop)
        try:
            for result in pool.imap_unordered(follow_hints, jobs, chunksize=1):
                results.append(result)
                key, seed, won, times, walls = result
                print(json.dumps({"game": key, "seed": seed, "won": won, "cpu": times, "wall": walls}),
                      file=sys.stderr, flush=True)
        except KeyboardInterrupt:  # the figures of the deals finished so far
            pool.terminate()
            stopped = True
    _table(games, results)
    print(f"({args.processes} processes, {time.perf_counter() - started:.0f} s"
          + (f"; stopped early, seeds finished: {_ranges(_seeds(games, results))})" if stopped else ")"))


def _from_line(line: str) -> Result:
    d = json.loads(line)
    return d["game"], int(d["seed"]), bool(d["won"]), list(d["cpu"]), list(d["wall"])


def _seeds(games: list[str], results: list[Result]) -> dict[str, list[int]]:
    return {key: sorted(r[1] for r in results if r[0] == key) for key in games}


def _table(games: list[str], results: list[Result]) -> None:
    print(f"{'game':22} {'deals':>6} {'won':>5} {'win rate':>9} {'95% interval':>15} "
          f"{'hints':>7} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} {'wall p95':>9}")
    for key in games:
        mine = [r for r in results if r[0] == key]
        if not mine:
            continue
        wins = sum(r[2] for r in mine)
        times = [t for r in mine for t in r[3]]
        walls = [t for r in mine for t in r[4]]
        low, high = wilson(wins, len(mine))
        print(f"{key:22} {len(mine):>6} {wins:>5} {wins / len(mine):>8.1%} "
              f"{f'{low:.1%}-{high:.1%}':>15} {len(times):>7} {percentile(times, 0.5) * 1e3:>7.0f} "
              f"{percentile(times, 0.95) * 1e3:>7.0f} {max(times, default=0.0) * 1e3:>7.0f} "
              f"{percentile(walls, 0.95) * 1e3:>9.0f}")


def _ranges(seeds: dict[str, list[int]]) -> str:
    """Which seeds of each game finished, as ranges ("deck-defence 0-41, 43")."""
    parts = []
    for key, found in seeds.items():
        spans: list[list[int]] = []
        for seed in found:
            if spans and seed == spans[-1][1] + 1:
                spans[-1][1] = seed
            else:
                spans.append([seed, seed])
        parts.append(f"{key} " + (", ".join(f"{a}-{b}" if a != b else f"{a}" for a, b in spans) or "none"))
    return "; ".join(parts)


if __name__ == "__main__":
    main()
