"""Render timings: median / p99 ms for draw and for encode, and the mean PNG size, per game,
over views from seeded random playouts.  Not a test; run it after changing the renderers:

    python benchmarks/render_bench.py [games-per-key]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from render import RENDERERS  # noqa: E402
from render.common import encode_png  # noqa: E402


def views(key: str, games: int) -> list:
    out = []
    for seed in range(games):
        state = GAMES[key].new_game(players=1, seed=seed)
        rng = random.Random(seed)
        out.append(state.view(0))
        while state.outcome() is None:
            state = state.apply(0, rng.choice(state.legal_actions(0)))
            out.append(state.view(0))
    return out


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    for key, draw in RENDERERS.items():
        sample = views(key, games)[:400]
        for v in sample[:5]:  # fill the sprite and text caches, as a running bot has
            encode_png(draw(v))
        draw_ms, enc_ms, sizes = [], [], []
        for v in sample:
            t0 = time.perf_counter()
            img = draw(v)
            t1 = time.perf_counter()
            png = encode_png(img)
            t2 = time.perf_counter()
            draw_ms.append((t1 - t0) * 1000)
            enc_ms.append((t2 - t1) * 1000)
            sizes.append(len(png))
        print(f"{key:20} {len(sample):4} views {img.width}x{img.height}  "
              f"draw median {statistics.median(draw_ms):5.1f} ms p99 {pct(draw_ms, 0.99):5.1f}  "
              f"encode median {statistics.median(enc_ms):5.1f} ms p99 {pct(enc_ms, 0.99):5.1f}  "
              f"png mean {statistics.mean(sizes) / 1024:5.1f} KB max {max(sizes) / 1024:5.1f} KB")


if __name__ == "__main__":
    main()
