"""The idle probe: the fake waits for the bot's actual follow-up work, not for a silence window.

A bot that renders its picture in a worker thread is silent on the wire while it works; on a busy
machine that silence outlasts any window the fake could guess. A client that defines
``async def wait_idle(self) -> None`` tells the fake when it is done instead.

The tiny bot here has one slash group ``/work``:
- ``render``: replies at once ("rendering..."), then a follow-up task draws a PNG in a worker
  thread (0.3 s) and edits the reply; the reply carries a ``Redraw`` button that defers (type 6)
  and edits the message the same slow way;
- ``think``: defers with thinking (type 5); a follow-up task sleeps 0.3 s and sends the answer;
- ``gated``: replies at once ("waiting"), then a follow-up task edits the reply once the test
  opens ``client.gate``.
:class:`TrackingClient` counts its handlers and follow-up tasks but cannot report being idle;
:class:`IdleClient` adds ``wait_idle``.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import time
from typing import Any, AsyncIterator, Coroutine

import discord
import pytest
from discord import app_commands

from tests.fakediscord import FakeDiscord, FakeDiscordError, running_bot
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)
from tests.fakediscord_selftest.test_fake_discord import png

WORK = 0.3  # seconds of follow-up work, ten times the fake's default silence window


def slow_png(n: int) -> bytes:
    """Stands in for rendering a table: blocks a worker thread, no REST call meanwhile."""
    time.sleep(WORK)
    return png(n)


class RedrawView(discord.ui.View):
    def __init__(self, client: "TrackingClient") -> None:
        super().__init__(timeout=None)
        self.client = client

    @discord.ui.button(label="Redraw", custom_id="redraw")
    async def redraw(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        async with self.client.handling():
            await interaction.response.defer()  # type 6: the message is edited later

            async def finish() -> None:
                data = await asyncio.to_thread(slow_png, 2)
                await interaction.edit_original_response(
                    content="redrawn", attachments=[discord.File(io.BytesIO(data), filename="table-2.png")]
                )

            self.client.later(finish())


class TrackingClient(discord.Client):
    """Knows what it has in flight (handlers, follow-up tasks) but has no ``wait_idle``."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.01)
        self.handlers = 0
        self.tasks: set[asyncio.Task[Any]] = set()
        self.gate = asyncio.Event()
        self.tree = app_commands.CommandTree(self)
        work = app_commands.Group(name="work", description="Slow follow-ups")

        @work.command(name="render", description="Reply, then edit with a picture drawn in a thread")
        async def render(interaction: discord.Interaction) -> None:
            async with self.handling():
                await interaction.response.send_message("rendering...", view=RedrawView(self))

                async def finish() -> None:
                    data = await asyncio.to_thread(slow_png, 1)
                    await interaction.edit_original_response(
                        content="rendered", attachments=[discord.File(io.BytesIO(data), filename="table-1.png")]
                    )

                self.later(finish())

        @work.command(name="think", description="Deferred reply, answered after a while")
        async def think(interaction: discord.Interaction) -> None:
            async with self.handling():
                await interaction.response.defer(thinking=True)

                async def finish() -> None:
                    await asyncio.sleep(WORK)
                    await interaction.followup.send("thought")

                self.later(finish())

        @work.command(name="gated", description="Reply, then edit once the test opens the gate")
        async def gated(interaction: discord.Interaction) -> None:
            async with self.handling():
                await interaction.response.send_message("waiting")

                async def finish() -> None:
                    await self.gate.wait()
                    await interaction.edit_original_response(content="opened")

                self.later(finish())

        self.tree.add_command(work)

    async def setup_hook(self) -> None:
        await self.tree.sync()

    @contextlib.asynccontextmanager
    async def handling(self) -> AsyncIterator[None]:
        self.handlers += 1
        try:
            yield
        finally:
            self.handlers -= 1

    def later(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Start follow-up work; it counts as in flight until it ends (registered before the handler returns)."""
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    def post_later(self, text: str, delay: float = WORK) -> asyncio.Task[None]:
        """Background work no user action started (like a reminder): a channel message after ``delay``."""
        async def post() -> None:
            await asyncio.sleep(delay)
            channel = self.get_channel(next(iter(self.guilds)).text_channels[0].id)
            await channel.send(text)  # type: ignore[union-attr]

        return self.later(post())


class IdleClient(TrackingClient):
    async def wait_idle(self) -> None:
        """Return once no interaction handler and no follow-up task is in flight."""
        while self.handlers or self.tasks:
            if self.tasks:
                await asyncio.wait(set(self.tasks))
            else:
                await asyncio.sleep(0.005)


async def timed(action: Coroutine[Any, Any, Any]) -> tuple[Any, float]:
    loop = asyncio.get_running_loop()
    started = loop.time()
    result = await action
    return result, loop.time() - started


async def test_running_bot_registers_wait_idle_as_the_probe_and_clears_it(fake_discord: FakeDiscord) -> None:
    assert fake_discord.idle_probe is None
    async with running_bot(fake_discord, IdleClient()) as bot:
        assert fake_discord.idle_probe == bot.wait_idle
    assert fake_discord.idle_probe is None
    async with running_bot(fake_discord, TrackingClient()):
        assert fake_discord.idle_probe is None


async def test_slash_returns_only_after_the_edit_drawn_in_a_worker_thread(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, IdleClient()):
        res, wall = await timed(fake_discord.slash(alice, "work", subcommand="render"))
    assert res.response_type == 4
    assert res.message.content == "rendered" and res.message.edit_count == 1
    assert [(a.filename, a.data) for a in res.message.attachments] == [("table-1.png", png(1))]
    assert [(r.method, r.path.split("/")[1]) for r in res.requests] == [("POST", "interactions"),
                                                                         ("PATCH", "webhooks")]
    # ``elapsed`` stays the time to the callback (what Discord limits), not to the end of the work.
    assert res.elapsed < 1.0
    assert wall - res.elapsed >= WORK - 0.01


async def test_deferred_click_is_waited_for_well_past_deferred_wait(fake_discord: FakeDiscord) -> None:
    fake_discord.deferred_wait = 0.05  # the probe, not this window, decides
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, IdleClient()):
        first = await fake_discord.slash(alice, "work", subcommand="render")
        res, wall = await timed(fake_discord.click(alice, first.message, fake_discord.button(first.message,
                                                                                             label="Redraw")))
    assert res.response_type == 6 and res.message is first.message
    assert first.message.content == "redrawn"
    assert [a.filename for a in first.message.attachments] == ["table-2.png"]
    assert res.elapsed < 1.0 and wall - res.elapsed >= WORK - 0.01


async def test_deferred_reply_returns_with_its_slow_follow_up_in_place(fake_discord: FakeDiscord) -> None:
    fake_discord.deferred_wait = 0.05
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, IdleClient()):
        res = await fake_discord.slash(alice, "work", subcommand="think")
    assert res.response_type == 5
    assert res.message.content == "thought" and not res.message.loading
    assert res.followups == [res.message]


async def test_settled_waits_for_background_work_through_the_probe(fake_discord: FakeDiscord) -> None:
    async with running_bot(fake_discord, IdleClient()) as bot:
        bot.post_later("reminder")
        await fake_discord.settled()
        assert [m.content for m in fake_discord.channel_messages()] == ["reminder"]


async def test_a_bot_that_never_becomes_idle_fails_loudly(fake_discord: FakeDiscord) -> None:
    fake_discord.idle_timeout = 0.2
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, IdleClient()) as bot:
        with pytest.raises(FakeDiscordError, match="idle"):
            await fake_discord.slash(alice, "work", subcommand="gated")
        [msg] = fake_discord.channel_messages()
        assert msg.content == "waiting"
        bot.gate.set()
        await fake_discord.settled()
        assert msg.content == "opened"
        bot.post_later("never idle", delay=3600)
        with pytest.raises(FakeDiscordError, match="idle"):
            await fake_discord.settled()
        for task in list(bot.tasks):
            task.cancel()


# --- without a probe: the silence window, as before -----------------------------------------


async def test_without_probe_the_action_ends_after_a_silence_window(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, TrackingClient()) as bot:
        res = await fake_discord.slash(alice, "work", subcommand="gated")
        assert res.response_type == 4 and res.elapsed < 1.0
        assert res.message.content == "waiting"  # the follow-up waits for the gate: silence, so "done"
        await fake_discord.settled()  # silence again: returns without the edit
        assert res.message.content == "waiting"
        bot.gate.set()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 5.0
        while res.message.content != "opened":
            assert loop.time() < deadline, "the follow-up edit never came"
            await asyncio.sleep(0.01)


async def test_without_probe_a_deferred_reply_is_waited_for_up_to_deferred_wait(fake_discord: FakeDiscord) -> None:
    assert fake_discord.deferred_wait > 3 * WORK
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, TrackingClient()):
        res = await fake_discord.slash(alice, "work", subcommand="think")
    assert res.response_type == 5
    assert res.message.content == "thought" and not res.message.loading
