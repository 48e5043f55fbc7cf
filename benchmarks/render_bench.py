"""Render timings: median / p99 ms for draw and for encode, and the mean PNG size, per game,
over views from seeded random playouts (every seat count's first, the public view and each
seat's in turn), with the picture sizes seen (one per game: the frame never changes), for
every theme of `render.THEMES` (the time to warm each theme first), against the byte budget
`render.palette.SIZE_BUDGET`.

Then the full cost of a picture as the bot pays it (`bot.discord.pictures`: the view sent to a
render worker process, drawn, encoded and described there, the PNG bytes sent back): the CPU
seconds of the bot's process and of the workers over many pictures in flight at once, per
picture, against the same views' draw + encode (+ alt text) time in one process.  The ratio
is what the hand-off between processes costs.  Not a test; run it after changing the
renderers or the pool:

    python benchmarks/render_bench.py [games-per-key]
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from render import RENDERERS, THEMES, png_level, render_png, warm  # noqa: E402
from render.palette import SIZE_BUDGET, encode_png  # noqa: E402

SAMPLE = 400  # views per game, spread evenly over the playouts


def views(key: str, games: int) -> list:
    info = GAMES[key]
    players = info.players[0]
    viewers = (None, *range(players))
    out = []
    for seed in range(games):
        state = info.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while True:
            out.append(state.view(viewers[len(out) % len(viewers)]))
            if state.outcome() is not None:
                break
            seat = rng.choice(sorted(state.to_act()))
            state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    return out[:: max(1, len(out) // SAMPLE)][:SAMPLE]


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    samples = {key: views(key, games) for key in RENDERERS}
    over = 0
    for name, theme in THEMES.items():
        t0 = time.perf_counter()
        warm(name)
        print(f"\n[{name}] warm (palette and sprites): {(time.perf_counter() - t0) * 1000:.0f} ms")
        over += theme_figures(theme, samples)
    print(f"\npictures over the {SIZE_BUDGET // 1024} KB budget, every theme: {over}")


def theme_figures(theme: object, samples: dict[str, list]) -> int:
    over = 0
    for key, renderer in RENDERERS.items():
        sample = samples[key]
        for v in sample[:5]:  # fill the text caches, as a running bot has
            encode_png(renderer.draw(v, theme), theme, png_level(renderer))
        draw_ms, enc_ms, sizes = [], [], []
        frames = set()
        for v in sample:
            t0 = time.perf_counter()
            img = renderer.draw(v, theme)
            t1 = time.perf_counter()
            frames.add(f"{img.width}x{img.height}")
            png = encode_png(img, theme, png_level(renderer))
            t2 = time.perf_counter()
            draw_ms.append((t1 - t0) * 1000)
            enc_ms.append((t2 - t1) * 1000)
            sizes.append(len(png))
            over += len(png) > SIZE_BUDGET
        print(f"{key:20} {len(sample):4} views {'/'.join(sorted(frames))}  "
              f"draw median {statistics.median(draw_ms):5.1f} ms p99 {pct(draw_ms, 0.99):5.1f}  "
              f"encode median {statistics.median(enc_ms):5.1f} ms p99 {pct(enc_ms, 0.99):5.1f}  "
              f"png mean {statistics.mean(sizes) / 1024:5.1f} KB max {max(sizes) / 1024:5.1f} KB")
    return over


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def full_cost(games: int) -> None:
    from bot.discord import pictures
    from bot import workers

    every = [(key, v) for key in RENDERERS for v in views(key, max(2, games // 2))]
    for key, v in every[:20]:  # warm this process's caches the same way
        render_png(key, v)
    t0 = time.process_time()
    for key, v in every:
        render_png(key, v)
    alone = (time.process_time() - t0) / len(every)
    await workers.start_pool_warm(None)
    pool = workers._pool
    workers = list(pool._processes) if pool is not None else []  # type: ignore[attr-defined]
    for batch in range(2):  # the first pass warms the workers' text caches
        before = cpu_seconds(os.getpid()) + sum(cpu_seconds(p) for p in workers)
        t0 = time.perf_counter()
        sem = asyncio.Semaphore(16)  # many pictures in flight, as under load

        async def one(key: str, v: object) -> None:
            async with sem:
                await pictures.rendered(key, v)

        await asyncio.gather(*(one(key, v) for key, v in every))
        wall = time.perf_counter() - t0
        after = cpu_seconds(os.getpid()) + sum(cpu_seconds(p) for p in workers)
    full = (after - before) / len(every)
    print(f"\nfull cost through the render pool ({len(workers)} workers, {len(every)} pictures, 16 in flight): "
          f"{full * 1000:.1f} ms CPU a picture (bot process + workers) against {alone * 1000:.1f} ms to draw, "
          f"encode and describe in one process: {full / alone:.2f}x; {len(every) / wall:.0f} pictures a second")


if __name__ == "__main__":
    main()
    asyncio.run(full_cost(int(sys.argv[1]) if len(sys.argv) > 1 else 8))
