"""Waits that end: an event waited for at most a while, and tasks given a deadline to stop.

Python 3.11's `asyncio.wait_for` swallows a cancellation that arrives in the same turn of
the loop as the thing it waits for (cpython gh-86296, fixed in 3.12 by rewriting it on
`asyncio.timeout`): a background loop that waits for a kick with `wait_for` and is kicked
and cancelled at once (a stop just after a click) goes on as if nothing happened, and
whoever awaits it after cancelling it waits forever.  That was the suite's hang (issue 33):
`CardBot.close` cancelled the deal maker just after a test's `kick()` and awaited it.
`asyncio.timeout` lets a cancellation through, so every timed wait in the bot goes here.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Iterable

log = logging.getLogger("bot.waits")


async def wait_or_timeout(event: asyncio.Event, seconds: float) -> bool:
    """Wait for `event` for at most `seconds`; whether it was set.  A cancellation always
    goes through, even one arriving as the event is set."""
    try:
        async with asyncio.timeout(seconds):
            await event.wait()
        return True
    except TimeoutError:
        return False


async def stop_tasks(tasks: Iterable["asyncio.Task[object]"], grace: float, what: str) -> list["asyncio.Task[object]"]:
    """Cancel `tasks` and wait at most `grace` seconds for them to end; those still running
    then are logged (with where they stand) and returned, never waited for again: a stop
    must end even when a task does not."""
    running = [task for task in tasks if not task.done()]
    for task in running:
        task.cancel()
    if not running:
        return []
    done, pending = await asyncio.wait(running, timeout=grace)
    for task in done:
        if not task.cancelled() and task.exception() is not None:
            log.debug("%s %s ended with %r", what, task.get_name(), task.exception())
    for task in pending:
        frames = task.get_stack(limit=3)
        where = ", ".join(f"{f.f_code.co_filename}:{f.f_lineno}" for f in frames) or "unknown"
        log.error("%s %s did not stop within %s s of being cancelled (at %s)", what, task.get_name(), grace, where)
    return list(pending)


__all__ = ["stop_tasks", "wait_or_timeout"]
