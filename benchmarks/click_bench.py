"""One click end to end inside the process: load, apply, save, render, encode. Not a test.

    python benchmarks/click_bench.py [clicks-per-game]

Mirrors what `bot.discord.app.CardBot._handle_component` does for a move, minus the network: read
the game row from SQLite, rebuild the state, validate and apply the action, save it with the
version check (the move log too), then render the new public view to PNG in a worker thread.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot.storage import ResultRow, Storage
from engine import GAMES
from render import render_png, warm


async def bench(clicks: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        storage = await Storage.open(str(Path(tmp) / "bench.sqlite3"))
        warm()  # the bot does this in setup_hook
        print(f"{'game':22} {'clicks':>6} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} {'png KB':>7}")
        for key, info in GAMES.items():
            if info.players != (1,):
                continue
            rng = random.Random(1)
            times: list[float] = []
            sizes: list[int] = []
            seed = 0
            while len(times) < clicks:
                seed += 1
                state = info.new_game(players=1, seed=seed)
                row = await storage.create_game(key=key, guild_id=1, channel_id=1, seed=seed, options={},
                                                state=state.to_json(), seats=(42,))
                while state.to_act() and len(times) < clicks:
                    action = rng.choice(state.legal_actions(0))
                    start = time.perf_counter()
                    row = await storage.load_game(row.id)
                    state = info.from_json(row.state)
                    new = state.apply(0, action)
                    out = new.outcome()
                    results = None if out is None else [ResultRow(0, 42, out.result[0], out.scores[0],
                                                                  dict(out.stats[0]))]
                    await storage.save_state(row.id, expected_version=row.version, state=new.to_json(),
                                             status="over" if out else "running", move=(0, action),
                                             results=results)
                    rendered = await asyncio.to_thread(render_png, key, new.view(None))
                    times.append((time.perf_counter() - start) * 1000)
                    sizes.append(len(rendered.png))
                    state = new
            times.sort()
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            print(f"{key:22} {len(times):>6} {statistics.median(times):>10.1f} {p99:>8.1f} {times[-1]:>8.1f} "
                  f"{statistics.mean(sizes) / 1024:>7.1f}")
        await storage.close()


if __name__ == "__main__":
    asyncio.run(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 300))
