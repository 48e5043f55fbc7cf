"""Memory that does not grow with every click (issue 24).

The bot's real process (its entry point, its picture workers) against the fake Discord:
members play Capture against the bot from private panels, opening their hand again before
most clicks, and Deck Defence on its public table.  Each opening is a private message with
controls: discord.py kept every such view, with a 15-minute timer, and the process grew by
13 MiB over the interactions measured here.  After a warm-up that fills the bounded caches, a few
thousand more interactions must leave the process's resident memory within a fixed bound.
The growth per 1,000 interactions of long runs is measured by benchmarks/load_bench.py.
"""

from __future__ import annotations

import asyncio
import gc
import random
from pathlib import Path

import discord
import pytest

from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser, running_bot
from tests.fakediscord.bot_process import bot_subprocess

from .helpers import PANEL_NAV, is_over, new_table, open_panel, panel_click

MEMBERS = 8
WARM_UP = 300  # interactions before the first reading
MEASURED = 600  # interactions between the two readings
BOUND_MIB = 6.0  # with the views kept: +13 MiB; without: +1.3 to +2.3 MiB


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


class Player:
    def __init__(self, fake: FakeDiscord, user: FakeUser, key: str, seed: int) -> None:
        self.fake, self.user, self.key, self.rng = fake, user, key, random.Random(seed)
        self.table: FakeMessage | None = None
        self.panel: FakeMessage | None = None

    async def _new_table(self) -> None:
        res = await self.fake.slash(self.user, "play", subcommand=self.key, settle=False)
        msg = res.message
        assert msg is not None and not msg.ephemeral, res
        if res.response_type == 5:
            await self.fake.wait_for_edit(msg, 0, 20)
        self.table, self.panel = msg, None

    def _controls(self, msg: FakeMessage) -> list[tuple[str, list[str]]]:
        out = [(b.custom_id or "", []) for b in self.fake.buttons(msg)
               if b.label not in PANEL_NAV and b.label not in ("Resign", "Your hand") and not b.disabled]
        return out + [(s.custom_id, list(s.values)) for s in self.fake.selects(msg) if s.max_values == 1]

    async def _press(self, msg: FakeMessage, control: tuple[str, list[str]]) -> None:
        custom_id, values = control
        if values:
            await self.fake.select(self.user, msg, custom_id, [self.rng.choice(values)], settle=False)
        else:
            await self.fake.click(self.user, msg, custom_id, settle=False)

    async def step(self) -> int:
        """One or two interactions; returns how many."""
        if self.table is None or is_over(self.table):
            await self._new_table()
            return 1
        table = self.table
        if not any(b.label == "Your hand" for b in self.fake.buttons(table)):
            controls = self._controls(table)
            if not controls:
                await asyncio.sleep(0.02)  # the table is being drawn
                return 0
            await self._press(table, self.rng.choice(controls))
            return 1
        done = 0
        if self.panel is None or self.rng.random() < 0.7 or not self._controls(self.panel):
            res = await self.fake.click(self.user, table, self.fake.button(table, label="Your hand"), settle=False)
            done += 1
            answer = res.answer
            self.panel = answer if answer is not None and answer.ephemeral else None
        if self.panel is not None and self._controls(self.panel):
            await self._press(self.panel, self.rng.choice(self._controls(self.panel)))
            done += 1
        elif done == 0:
            await asyncio.sleep(0.02)
        return done


@pytest.mark.timeout(900)  # one of the suite's longest (~130 s on a loaded two-core machine): more room
async def test_thousands_of_clicks_do_not_grow_the_bots_memory_past_a_bound(fake: FakeDiscord) -> None:
    users = [fake.add_member(f"player{i}") for i in range(MEMBERS)]
    players = [Player(fake, u, "capture" if i % 4 else "deck-defence", i) for i, u in enumerate(users)]
    async with bot_subprocess(fake, env={"LOG_LEVEL": "WARNING", "RENDER_PROCESSES": "1"}) as bot:
        count = 0

        async def play(player: Player, until: int) -> None:
            nonlocal count
            while count < until:
                count += await player.step()

        await asyncio.gather(*(play(p, WARM_UP) for p in players))
        before = rss_mib(bot.pid)
        start = count
        await asyncio.gather(*(play(p, start + MEASURED) for p in players))
        after = rss_mib(bot.pid)
        assert count - start >= MEASURED
        assert after - before < BOUND_MIB, (
            f"{count - start} interactions grew the bot process from {before:.1f} to {after:.1f} MiB")
        assert "Traceback" not in bot.stderr, bot.stderr[-2000:]


async def test_sent_controls_are_not_kept_by_discord_py(fake_discord: FakeDiscord, make_bot) -> None:
    """The cause, in one process: opening a panel (a private message with controls) twenty
    times leaves no view, and no view's timer, in discord.py's keeping; the controls still
    work, matched by their custom_ids alone."""
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()) as bot:
        table = await new_table(fake, alice, "capture")
        tasks = len(asyncio.all_tasks())
        for _ in range(20):
            panel = await open_panel(fake, alice, table)
        store = bot._connection._view_store
        assert not store._synced_message_views and not store._views and not store.persistent_views
        gc.collect()  # a view and its items refer to each other: freed by the collector
        assert not [o for o in gc.get_objects() if isinstance(o, discord.ui.View)]
        assert len(asyncio.all_tasks()) <= tasks
        before = panel.edit_count
        res = await panel_click(fake, alice, panel, random.Random(1))
        assert res.updated and panel.edit_count > before
