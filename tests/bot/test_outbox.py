"""The outbox (bot.discord.outbox): only the newest content of a message goes out, nothing waits
behind an edit that was replaced, and the bot's idle probe waits for it."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.discord.outbox import Outbox
from bot.inflight import Work

CHANNEL, OTHER_CHANNEL = 1, 2


class Sends:
    """Records when each named send starts and ends; a send named in `blocked` waits for
    its gate."""

    def __init__(self) -> None:
        self.log: list[str] = []
        self.gates: dict[str, asyncio.Event] = {}
        self.started: dict[str, asyncio.Event] = {}

    def block(self, name: str) -> asyncio.Event:
        self.gates[name] = asyncio.Event()
        return self.gates[name]

    def __call__(self, name: str):
        self.started.setdefault(name, asyncio.Event())

        async def send() -> None:
            self.log.append(f"start {name}")
            self.started[name].set()
            if name in self.gates:
                await self.gates[name].wait()
            self.log.append(f"end {name}")

        return send


async def test_an_edit_replaced_while_the_first_is_in_flight_is_dropped_and_the_newest_sent() -> None:
    outbox, sends = Outbox(), Sends()
    gate = sends.block("A1")
    outbox.put(CHANNEL, ("message", "A"), sends("A1"))
    await asyncio.wait_for(sends.started["A1"].wait(), 1)
    # While A1 is in flight: two newer edits of A, an edit of another message B in the same
    # channel, and one of a message C in another channel.
    outbox.put(CHANNEL, ("message", "A"), sends("A2"))
    outbox.put(CHANNEL, ("message", "B"), sends("B1"))
    outbox.put(CHANNEL, ("message", "A"), sends("A3"))
    outbox.put(OTHER_CHANNEL, ("message", "C"), sends("C1"))
    await asyncio.wait_for(sends.started["C1"].wait(), 1)
    await asyncio.sleep(0.01)
    assert sends.log == ["start A1", "start C1", "end C1"], "another channel does not wait for A1"
    gate.set()
    await asyncio.wait_for(outbox.drained(), 1)
    # A2 never went out; B, which waited meanwhile, goes before A's newest content.
    assert sends.log == ["start A1", "start C1", "end C1", "end A1", "start B1", "end B1", "start A3", "end A3"]
    assert (outbox.queued, outbox.sent, outbox.coalesced, outbox.failed) == (5, 4, 1, 0)


async def test_a_replaced_edit_keeps_its_turn_and_the_newest_content() -> None:
    outbox, sends = Outbox(), Sends()
    gate = sends.block("X1")
    outbox.put(CHANNEL, "X", sends("X1"))
    await asyncio.wait_for(sends.started["X1"].wait(), 1)
    outbox.put(CHANNEL, "Y", sends("Y1"))
    outbox.put(CHANNEL, "Z", sends("Z1"))
    outbox.put(CHANNEL, "Y", sends("Y2"))  # replaces Y1, still before Z
    assert outbox.waiting == 2
    gate.set()
    await asyncio.wait_for(outbox.drained(), 1)
    assert [line for line in sends.log if line.startswith("start")] == ["start X1", "start Y2", "start Z1"]
    assert outbox.coalesced == 1


async def test_a_new_table_put_first_goes_before_the_edits_waiting_and_after_the_tables_before_it() -> None:
    outbox, sends = Outbox(), Sends()
    gate = sends.block("X1")
    outbox.put(CHANNEL, "X", sends("X1"))
    await asyncio.wait_for(sends.started["X1"].wait(), 1)
    outbox.put(CHANNEL, "Y", sends("Y1"))
    outbox.put(CHANNEL, "Z", sends("Z1"))
    outbox.put(CHANNEL, ("event-game", 1), sends("T1"), first=True)
    outbox.put(CHANNEL, "Y", sends("Y2"))  # an edit replaced while the tables wait keeps its turn
    outbox.put(CHANNEL, ("event-game", 2), sends("T2"), first=True)
    assert outbox.waiting == 4
    gate.set()
    await asyncio.wait_for(outbox.drained(), 1)
    assert [line for line in sends.log if line.startswith("start")] == [
        "start X1", "start T1", "start T2", "start Y2", "start Z1"]


async def test_a_key_put_first_keeps_going_first_when_replaced_while_it_is_sent() -> None:
    outbox, sends = Outbox(), Sends()
    gate = sends.block("T1")
    outbox.put(CHANNEL, "T", sends("T1"), first=True)
    await asyncio.wait_for(sends.started["T1"].wait(), 1)
    outbox.put(CHANNEL, "Y", sends("Y1"))
    outbox.put(CHANNEL, "T", sends("T2"), first=True)  # newer content while T1 is in flight
    gate.set()
    await asyncio.wait_for(outbox.drained(), 1)
    assert [line for line in sends.log if line.startswith("start")] == ["start T1", "start T2", "start Y1"]


async def test_a_failing_send_is_logged_and_the_channel_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    outbox, sends = Outbox(), Sends()

    async def broken() -> None:
        raise RuntimeError("boom")

    outbox.put(CHANNEL, "bad", broken)
    outbox.put(CHANNEL, "good", sends("good"))
    with caplog.at_level(logging.ERROR, logger="bot.discord.outbox"):
        await asyncio.wait_for(outbox.drained(), 1)
    assert sends.log == ["start good", "end good"]
    assert outbox.failed == 1 and "could not send bad" in caplog.text


async def test_the_bots_work_is_idle_only_once_the_outbox_is_drained() -> None:
    work = Work()
    outbox, sends = Outbox(work), Sends()
    gate = sends.block("A1")
    async with work:  # a click's handler hands an edit over and ends
        outbox.put(CHANNEL, "A", sends("A1"))
    idle = asyncio.ensure_future(work.idle())
    await asyncio.sleep(0.02)
    assert not idle.done() and work.in_flight == 1
    gate.set()
    await asyncio.wait_for(idle, 1)
    assert work.in_flight == 0 and sends.log == ["start A1", "end A1"]


async def test_closing_drops_what_is_queued() -> None:
    work = Work()
    outbox, sends = Outbox(work), Sends()
    sends.block("A1")
    outbox.put(CHANNEL, "A", sends("A1"))
    outbox.put(CHANNEL, "B", sends("B1"))
    await asyncio.wait_for(sends.started["A1"].wait(), 1)
    await outbox.close()
    await asyncio.wait_for(outbox.drained(), 1)
    await asyncio.wait_for(work.idle(), 1)
    outbox.put(CHANNEL, "C", sends("C1"))  # after close: not sent
    await asyncio.sleep(0.01)
    assert sends.log == ["start A1"]
