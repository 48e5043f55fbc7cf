"""Moves a second of seeded random playouts (`legal_actions` + `apply`), per registered game,
on one core. Not a test; the target for search is 50,000 moves a second for every game.

    python benchmarks/engine_playouts.py [seconds-per-game] [game ...]

Wall clock and CPU time (`time.process_time`) are both printed: on a shared, loaded machine
the wall clock counts the time other processes took the core, the CPU time does not (it
still varies a little with the load: compare figures measured side by side).
"""

from __future__ import annotations

import random
import sys
import time

from engine import GAMES


def play(info, players: int, seed: int) -> int:
    state = info.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while True:
        seats = state.to_act()
        if not seats:
            return steps
        seat = rng.choice(sorted(seats))
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
        steps += 1


def main() -> None:
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    keys = sys.argv[2:] or list(GAMES)
    print(f"{'game':22} {'players':>7} {'games/s':>9} {'steps/game':>11} {'us/step':>8} {'moves/s':>9}"
          f" {'cpu us/step':>12} {'cpu moves/s':>12}")
    for key in keys:
        info = GAMES[key]
        for players in info.players:
            games = steps = 0
            start, cpu_start = time.perf_counter(), time.process_time()
            while time.perf_counter() - start < budget:
                steps += play(info, players, games)
                games += 1
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu_start
            print(f"{key:22} {players:>7} {games / elapsed:>9.0f} {steps / games:>11.1f} "
                  f"{elapsed / steps * 1e6:>8.1f} {steps / elapsed:>9,.0f} "
                  f"{cpu / steps * 1e6:>12.1f} {steps / cpu:>12,.0f}")


if __name__ == "__main__":
    main()
