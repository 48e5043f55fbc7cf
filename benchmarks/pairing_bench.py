"""Pairing time for a large event (`bot.events.pairings`), in CPU seconds (time.process_time,
so a loaded machine's waiting does not count):

- a Swiss round of N players from a mid-tournament state: N players (N odd, so a bye is
  chosen too) after `rounds` rounds of seeded random results, the next round paired;
  every round on the way is timed as well (round 1 is one large score group);
- an arena pairing of N waiting players, with random scores, ratings, queue times and each
  one's last opponent (half of them just played someone else in the queue).

Each figure is the median of `repeats` runs.  Not a test; run it after changing the pairing:

    python benchmarks/pairing_bench.py [players] [rounds] [repeats]     (defaults 1001 4 3)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.events.pairings import (  # noqa: E402
    Bye, Game, Outcome, Waiting, arena_pairings, swiss_pairings,
)

T = TypeVar("T")


def cpu(run: Callable[[], T], repeats: int) -> tuple[float, T]:
    """The median CPU seconds of `repeats` runs, and the last run's result."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        result = run()
        times.append(time.process_time() - start)
    return statistics.median(times), result


def swiss(players: int, rounds: int, repeats: int) -> None:
    rng = random.Random(1)
    ids = list(range(1, players + 1))
    games: list[Game] = []
    byes: list[Bye] = []
    for r in range(1, rounds + 2):
        seconds, done = cpu(lambda: swiss_pairings(ids, games, byes), repeats)
        pairs, bye, rematches = done.pairs, done.bye, done.rematches
        label = "mid-tournament" if r == rounds + 1 else ""
        print(f"swiss  {players} players, round {r}: {seconds:.3f} s CPU  "
              f"({len(pairs)} pairs, bye {bye}, {rematches} rematches) {label}")
        if bye is not None:
            byes.append(Bye(bye, r))
        for a, b in pairs:
            x = rng.random()
            outcome = Outcome.FIRST_WINS if x < 0.45 else Outcome.DRAW if x < 0.55 else Outcome.SECOND_WINS
            games.append(Game(a, b, outcome, r))


def arena(players: int, repeats: int) -> None:
    rng = random.Random(2)
    waiting = [Waiting(p, rng.randint(0, 60), rng.uniform(0, 600), rng.uniform(1000, 2000)) for p in range(players)]
    order = list(range(players))
    rng.shuffle(order)
    last: dict[int, int] = {}
    for a, b in zip(order[: players // 2: 2], order[1: players // 2: 2]):
        last[a], last[b] = b, a
    seconds, pairs = cpu(lambda: arena_pairings(waiting, last), repeats)
    print(f"arena  {players} waiting: {seconds:.3f} s CPU  ({len(pairs)} pairs)")


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 1001
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    swiss(players, rounds, repeats)
    arena(players, repeats)


if __name__ == "__main__":
    main()
