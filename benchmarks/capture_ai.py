"""Capture AI against a uniform-random player: 200 seeded games, seats alternated. Not a test.

    python benchmarks/capture_ai.py [games]

Prints wins/draws/losses of the AI, its mean capture margin and the time per AI decision.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.capture import INFO  # noqa: E402
from engine.capture.ai import play_against_random  # noqa: E402


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    timing: list[float] = []
    margins = [play_against_random(INFO, seed, seed % 2, timing) for seed in range(games)]
    wins = sum(m > 0 for m in margins)
    draws = sum(m == 0 for m in margins)
    losses = sum(m < 0 for m in margins)
    print(f"AI vs random, {games} games: {wins} wins, {draws} draws, {losses} losses; "
          f"mean margin {sum(margins) / games:+.2f}")
    print(f"AI decisions: {len(timing)}, mean {sum(timing) / len(timing) * 1e3:.2f} ms, "
          f"max {max(timing) * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
