"""Render timings: median / p99 ms for draw and for encode, and the mean PNG size, per game,
over views from seeded random playouts (every seat count's first, the public view and each
seat's in turn), with the picture sizes seen (one per game: the frame never changes), for
every theme of `render.THEMES` (the time to warm each theme first), against the byte budget
`render.palette.SIZE_BUDGET`.

Then the full cost of a picture as the bot pays it (`bot.discord.pictures`: the view sent to a
render worker process, drawn, encoded and described there, the PNG bytes sent back): the CPU
seconds of the bot's process and of the workers over many pictures in flight at once, per
picture, against the same views' draw + encode (+ alt text) time in one process.  The ratio
is what the hand-off between processes costs.

Last, before and after: the renderers as they were at `--before REV` (default: where this
branch left main) against the working tree's, each measured in a fresh process of its own
over the same number of views drawn from its own engine, the classic theme: CPU ms a picture
(the process's CPU time, not the wall clock, so another busy process on the machine inflates
the figures less) to draw, to encode and both, and the median PNG size, with the change in
per cent.  `--rounds` alternates the two trees several times, so a change in the machine's
load falls on both.  Not a test; run it after changing the renderers or the pool:

    python benchmarks/render_bench.py [games-per-key] [--sample N] [--before REV] [--rounds N]
    python benchmarks/render_bench.py 2 --sample 40 --before main    # a quick look
    python benchmarks/render_bench.py --before-only                   # only the before/after table
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# A --measure process measures the tree named here (an older revision's), not the working one.
TREE_VARIABLE = "RENDER_BENCH_TREE"
sys.path.insert(0, os.environ.get(TREE_VARIABLE) or str(ROOT))

SAMPLE = 400  # views per game, spread evenly over the playouts


def views(key: str, games: int, sample: int = SAMPLE) -> list[Any]:
    from engine import GAMES

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
    return out[:: max(1, len(out) // sample)][:sample]


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(games: int, sample: int) -> None:
    from render import RENDERERS, THEMES, warm
    from render.palette import SIZE_BUDGET

    samples = {key: views(key, games, sample) for key in RENDERERS}
    over = 0
    for name, theme in THEMES.items():
        t0 = time.perf_counter()
        warm(name)
        print(f"\n[{name}] warm (palette and sprites): {(time.perf_counter() - t0) * 1000:.0f} ms")
        over += theme_figures(theme, samples)
    print(f"\npictures over the {SIZE_BUDGET // 1024} KB budget, every theme: {over}")


def theme_figures(theme: object, samples: dict[str, list]) -> int:
    from render import RENDERERS, png_level
    from render.palette import SIZE_BUDGET, encode_png

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
    from bot import workers
    from bot.discord import pictures
    from render import RENDERERS, render_png

    every = [(key, v) for key in RENDERERS for v in views(key, max(2, games // 2))]
    for key, v in every[:20]:  # warm this process's caches the same way
        render_png(key, v)
    t0 = time.process_time()
    for key, v in every:
        render_png(key, v)
    alone = (time.process_time() - t0) / len(every)
    await workers.start_pool_warm(None)
    pool = workers._pool
    processes = list(pool._processes) if pool is not None else []  # type: ignore[attr-defined]
    for batch in range(2):  # the first pass warms the workers' text caches
        before = cpu_seconds(os.getpid()) + sum(cpu_seconds(p) for p in processes)
        t0 = time.perf_counter()
        sem = asyncio.Semaphore(16)  # many pictures in flight, as under load

        async def one(key: str, v: object) -> None:
            async with sem:
                await pictures.rendered(key, v)

        await asyncio.gather(*(one(key, v) for key, v in every))
        wall = time.perf_counter() - t0
        after = cpu_seconds(os.getpid()) + sum(cpu_seconds(p) for p in processes)
    full = (after - before) / len(every)
    print(f"\nfull cost through the render pool ({len(processes)} workers, {len(every)} pictures, 16 in flight): "
          f"{full * 1000:.1f} ms CPU a picture (bot process + workers) against {alone * 1000:.1f} ms to draw, "
          f"encode and describe in one process: {full / alone:.2f}x; {len(every) / wall:.0f} pictures a second")


# --- before and after ---------------------------------------------------------------------------


def measure(games: int, sample: int) -> dict[str, dict[str, list[float]]]:
    """CPU ms to draw and to encode, and PNG bytes, of each picture of every game, in the
    classic theme, with the renderers of the tree on sys.path (only the names every revision
    of render/ offers: RENDERERS, draw, palette.encode_png)."""
    import render
    from render.palette import encode_png

    theme = render.DEFAULT_THEME
    level = getattr(render, "png_level", lambda renderer: 3)
    out: dict[str, dict[str, list[float]]] = {}
    for key, renderer in render.RENDERERS.items():
        sample_views = views(key, games, sample)
        for v in sample_views[:5]:  # caches filled, as in a running worker
            encode_png(renderer.draw(v, theme), theme, level(renderer))
        figures: dict[str, list[float]] = {"draw": [], "encode": [], "bytes": []}
        for v in sample_views:
            t0 = time.process_time_ns()
            img = renderer.draw(v, theme)
            t1 = time.process_time_ns()
            png = encode_png(img, theme, level(renderer))
            t2 = time.process_time_ns()
            figures["draw"].append((t1 - t0) / 1e6)
            figures["encode"].append((t2 - t1) / 1e6)
            figures["bytes"].append(len(png))
        out[key] = figures
    return out


def measured_in(tree: Path | None, games: int, sample: int) -> dict[str, dict[str, list[float]]]:
    """`measure` run in a fresh process over `tree` (None: the working tree)."""
    env = dict(os.environ)
    env.pop(TREE_VARIABLE, None)
    if tree is not None:
        env[TREE_VARIABLE] = str(tree)
    done = subprocess.run([sys.executable, __file__, "--measure", str(games), "--sample", str(sample)],
                          env=env, cwd=tree or ROOT, capture_output=True, text=True, check=True)
    result: dict[str, dict[str, list[float]]] = json.loads(done.stdout)
    return result


def change(before: float, after: float) -> str:
    return f"{(after - before) / before * 100:+5.0f}%" if before else "   n/a"


def before_and_after(rev: str, games: int, sample: int, rounds: int) -> None:
    from benchmarks.trees import checkout

    runs: dict[str, dict[str, dict[str, list[float]]]] = {"before": {}, "after": {}}
    with checkout(rev) as old:
        for _ in range(rounds):
            for label, tree in (("before", old), ("after", None)):
                for key, figures in measured_in(tree, games, sample).items():
                    into = runs[label].setdefault(key, {"draw": [], "encode": [], "bytes": []})
                    for name, values in figures.items():
                        into[name] += values
    print(f"\nbefore ({rev}) and after (working tree), classic theme, {games} games a key, up to {sample} views, "
          f"{rounds} round(s): CPU ms a picture (mean) and PNG bytes (median)")
    print(f"{'game':20} {'draw':>17} {'encode':>17} {'whole':>17} {'CPU':>6} {'bytes':>17} {'size':>6}")
    for key in sorted(set(runs["before"]) | set(runs["after"])):
        b, a = runs["before"].get(key), runs["after"].get(key)
        if b is None or a is None:
            print(f"{key:20} only {'after' if b is None else 'before'}")
            continue
        cells = []
        for name in ("draw", "encode"):
            cells.append(f"{statistics.mean(b[name]):7.2f} > {statistics.mean(a[name]):6.2f}")
        whole_b = statistics.mean(b["draw"]) + statistics.mean(b["encode"])
        whole_a = statistics.mean(a["draw"]) + statistics.mean(a["encode"])
        bytes_b, bytes_a = statistics.median(b["bytes"]), statistics.median(a["bytes"])
        print(f"{key:20} {cells[0]:>17} {cells[1]:>17} {whole_b:7.2f} > {whole_a:6.2f} {change(whole_b, whole_a)} "
              f"{bytes_b:7.0f} > {bytes_a:7.0f} {change(bytes_b, bytes_a)}")


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=8, help="seeded games a key (default 8)")
    parser.add_argument("--sample", type=int, default=SAMPLE, help=f"views a game at most (default {SAMPLE})")
    parser.add_argument("--before", metavar="REV", help="the revision to compare with (default: the merge-base "
                        "of HEAD and main)")
    parser.add_argument("--rounds", type=int, default=1, help="before/after measurements, alternated")
    parser.add_argument("--no-before", action="store_true", help="skip the before/after table")
    parser.add_argument("--before-only", action="store_true", help="only the before/after table")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)  # a before/after process
    return parser.parse_args()


if __name__ == "__main__":
    args = arguments()
    if args.measure:
        print(json.dumps(measure(args.games, args.sample)))
        sys.exit(0)
    if not args.before_only:
        main(args.games, args.sample)
        asyncio.run(full_cost(args.games))
    if not args.no_before:
        from benchmarks.trees import merge_base

        before_and_after(args.before or merge_base(), args.games, args.sample, args.rounds)
