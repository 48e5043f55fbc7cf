"""A stop always ends (issue 33's hang): a background loop kicked and cancelled in the same
turn of the event loop stops, and a stop waits for its background tasks for a bounded time
only, so neither a test nor a server can wait forever for a task that will not end."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from bot.features.deals import DealMaker
from bot.waits import stop_tasks, wait_or_timeout


async def ended(task: "asyncio.Task[object]", within: float = 2.0) -> bool:
    done, _ = await asyncio.wait({task}, timeout=within)
    return bool(done)


async def test_a_wait_cancelled_as_its_event_is_set_is_cancelled() -> None:
    event = asyncio.Event()
    waiting = asyncio.create_task(wait_or_timeout(event, 30))
    await asyncio.sleep(0)
    event.set()
    waiting.cancel()  # in the same turn as the set: asyncio.wait_for (3.11) would return True here
    assert await ended(waiting) and waiting.cancelled()


async def test_a_wait_ends_at_its_timeout_or_when_its_event_is_set() -> None:
    event = asyncio.Event()
    assert await asyncio.wait_for(wait_or_timeout(event, 0.01), 5) is False
    event.set()
    assert await asyncio.wait_for(wait_or_timeout(event, 30), 5) is True


async def test_the_deal_maker_kicked_as_the_bot_stops_stops() -> None:
    # What hung the suite: a test kicks the deal maker (no deal ready yet), then the bot stops
    # in the same turn; the cancellation must end the loop, whatever the kick did.
    passes = 0

    async def ready() -> None:
        return None

    host = SimpleNamespace(wait_until_ready=ready, is_closed=lambda: False)
    maker = DealMaker(host)  # type: ignore[arg-type]

    async def prepare(now: float | None = None) -> None:
        nonlocal passes
        passes += 1

    maker.prepare = prepare  # type: ignore[method-assign]
    loop = asyncio.create_task(maker.run(every=30))
    for _ in range(3):
        await asyncio.sleep(0)
    assert passes == 1
    maker.kick()
    loop.cancel()
    assert await ended(loop), "the deal maker went on after it was cancelled"
    assert loop.cancelled() and passes == 1


async def test_a_stop_leaves_behind_a_task_that_will_not_stop() -> None:
    release = asyncio.Event()

    async def stubborn() -> None:
        while not release.is_set():
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                continue  # refuses to stop

    async def polite() -> None:
        await asyncio.sleep(10)

    tasks = [asyncio.create_task(stubborn(), name="stubborn"), asyncio.create_task(polite(), name="polite")]
    await asyncio.sleep(0)
    left = await asyncio.wait_for(stop_tasks(tasks, 0.1, "test task"), 5)
    assert [t.get_name() for t in left] == ["stubborn"]
    assert tasks[1].cancelled()
    release.set()
    tasks[0].cancel()
    assert await ended(tasks[0])
