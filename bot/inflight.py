"""Work in flight: how many interactions and timer passes the bot is handling right now, and
whether its outbox (`bot.discord.outbox`) still has messages to send.

`async with work:` around every handler; `await work.idle()` returns once nothing is in
flight.  Tests use it to know that the bot has finished answering (instead of guessing from
a silence), and a clean stop uses it to let running handlers finish.
"""

from __future__ import annotations

import asyncio
from types import TracebackType


class Work:
    def __init__(self) -> None:
        self._count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @property
    def in_flight(self) -> int:
        return self._count

    def enter(self) -> None:
        """One more thing in flight (what `async with` does on the way in; the outbox holds
        one while it has anything to send)."""
        self._count += 1
        self._idle.clear()

    def leave(self) -> None:
        self._count -= 1
        if self._count == 0:
            self._idle.set()

    async def __aenter__(self) -> "Work":
        self.enter()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        self.leave()

    async def idle(self) -> None:
        """Return once nothing is in flight, and stays so across one turn of the loop (a
        handler may be scheduled but not started yet)."""
        while True:
            await self._idle.wait()
            await asyncio.sleep(0)
            if self._count == 0:
                return
