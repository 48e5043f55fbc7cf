"""Under Siege AI against a uniform-random player, as defender and as attacker. Not a test.

    python benchmarks/under_siege_ai.py [games per role]

Prints the AI's wins/draws/losses in each role and the time per AI decision, then the
random playout rate of the engine (both player counts).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.under_siege import INFO  # noqa: E402
from engine.under_siege.ai import play_against_random  # noqa: E402


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    timing: list[float] = []
    for role in ("defender", "attacker"):
        # Seat 0 is the challenger: the option fixes its role, so the AI sits there.
        results = [play_against_random(INFO, seed, 0, timing, {"challenger_role": role}) for seed in range(games)]
        wins, draws = results.count(1), results.count(0)
        print(f"AI as {role} vs random, {games} games: {wins} wins, {draws} draws, "
              f"{games - wins - draws} losses ({100 * wins / games:.0f}% won)")
    print(f"AI decisions: {len(timing)}, mean {sum(timing) / len(timing) * 1e3:.3f} ms, "
          f"max {max(timing) * 1e3:.2f} ms")
    start, count = time.perf_counter(), 0
    for players in (1, 2):
        for seed in range(300):
            state = INFO.new_game(players=players, seed=seed)
            rng = random.Random(seed)
            while state.to_act():
                seat = rng.choice(sorted(state.to_act()))
                state = state.apply(seat, rng.choice(state.legal_actions(seat)))
            count += 1
    print(f"random playouts: {count / (time.perf_counter() - start):.0f} games/s")


if __name__ == "__main__":
    main()
