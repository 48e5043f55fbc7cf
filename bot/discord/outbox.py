"""The outbox: the messages the bot changes in a channel outside an interaction, sent in the
background, only the newest content of each.

Discord counts message creates, edits and deletes in a channel against one bucket (about 5
requests per 5 seconds) shared by everything the bot does there outside an interaction:
the table edits after a panel move, the notices, the reminders.  Twenty games in one channel
share those five requests.  Interaction callbacks and the follow-ups and edits made with an
interaction's token do not count, so a click's own answer never waits for the bucket; what
must never happen is that the click waits for the edits of *other* messages.  So those go
here, and the click path only hands them over (`put` returns at once, awaiting nothing):

- Each change is a `key` (a message's edit, a game's notice, a game's reminder) and a
  coroutine function that makes its request(s), in `bot.discord.sending`'s words.  A newer `put` of a key whose older content
  has not started to go out replaces it: the older is dropped (`coalesced` counts them), the
  newest is always sent.  Content already on its way is sent, then the newer one after it.
- One sender per channel, one key at a time, the keys taking turns in the order they became
  ready (a key whose send just ended goes behind those that waited meanwhile): a busy table
  never holds the others up, and everything waits here, where it can still be replaced,
  rather than in discord.py's queue for the bucket, where it cannot.
- A new message people are waiting for (a paired game's table, `put(..., first=True)`) goes
  out before the keys waiting, after the earlier such messages: in a channel where fifty games
  are played, a table posted in its turn waited behind every other table's edit (tens of
  seconds in `benchmarks/arena_bench.py`), while an edit that waits loses nothing (only its
  newest content goes out).
- The rate limit itself is discord.py's: it reads the `X-RateLimit-*` headers and sleeps
  until a bucket resets, and retries after a 429.  One request at a time per channel also
  keeps two answers from racing on the bucket's count.
- A send's requests handle Discord's refusals themselves (`bot.discord.sending`: logged and
  given up); anything that escapes is logged, and the sender goes on with the next key.

Nothing queued here survives the process, and that is acceptable: storage is the only
truth.  A table edit counts only once it went out (its send calls `storage.mark_shown` with
the version it showed), so a table whose edit was still queued when the process died lags
the database, and the start-up pass (`table.restore_all`) brings it up to date.  A notice
or a reminder lost that way is not sent again (as when the process died before sending it).

While anything is queued or being sent, the outbox counts as one piece of the bot's work
(`bot.inflight`): `bot.wait_idle()` (the tests' idle probe) returns once it is drained too, and
a clean stop gives it the same grace as the interactions in flight.  `await drained()` waits
for the outbox alone.

A send runs in the context of its `put` (a copy of it, taken then), not in that of the
channel's sender task: what it words is said in the locale its caller was speaking
(`i18n.speaking`), whichever caller started the channel's sender.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections import OrderedDict
from typing import Awaitable, Callable, Hashable

from ..storage import unavailable
from ..inflight import Work
from ..waits import stop_tasks

log = logging.getLogger("bot.outbox")

STOP_GRACE = 5.0  # seconds the lanes get to stop on close (a send being cancelled mid-request)
Send = Callable[[], Awaitable[None]]


def _in_context(send: Send) -> Send:
    """`send` to be run in a copy of the current context (its caller's locale)."""
    context = contextvars.copy_context()

    async def run() -> None:
        await asyncio.get_running_loop().create_task(send(), context=context)  # type: ignore[arg-type]

    return run


class _Lane:
    """One channel's queue: the keys ready to go, in turn order, and the newer content of
    the key being sent (it goes behind the others once that send ends)."""

    __slots__ = ("first", "firsts", "ready", "held", "current", "task")

    def __init__(self) -> None:
        self.first: OrderedDict[Hashable, Send] = OrderedDict()  # put first: before `ready`
        self.firsts: set[Hashable] = set()  # the keys put first, while the lane lives
        self.ready: OrderedDict[Hashable, Send] = OrderedDict()
        self.held: dict[Hashable, Send] = {}
        self.current: Hashable | None = None
        self.task: asyncio.Task[None] | None = None

    @property
    def waiting(self) -> int:
        return len(self.first) + len(self.ready) + len(self.held)


class Outbox:
    def __init__(self, work: Work | None = None) -> None:
        self._work = work
        self._lanes: dict[int, _Lane] = {}
        self._drained = asyncio.Event()
        self._drained.set()
        self._closed = False
        self.queued = 0  # puts
        self.sent = 0  # sends that ran to their end (a refusal from Discord they log counts)
        self.coalesced = 0  # content replaced by newer content before it went out
        self.failed = 0  # sends that raised

    @property
    def waiting(self) -> int:
        """Keys whose content has not started to go out."""
        return sum(lane.waiting for lane in self._lanes.values())

    def put(self, channel_id: int, key: Hashable, send: Send, *, first: bool = False) -> None:
        """Send `send()` in the background, in `channel_id`'s turn, unless a newer `put` of
        `key` comes before it started.  `key` names what it changes (never its content: keys
        are logged).  `first`: before the keys waiting that were not put first (a key is put
        first always or never)."""
        if self._closed:
            log.debug("outbox closed: %s not sent", key)
            return
        lane = self._lanes.get(channel_id)
        if lane is None:
            lane = self._lanes[channel_id] = _Lane()
        self.queued += 1
        if first:
            lane.firsts.add(key)
        waiting = lane.held if key == lane.current else lane.first if first else lane.ready
        if key in waiting:
            self.coalesced += 1
        waiting[key] = _in_context(send)  # a replaced key keeps its turn
        if self._drained.is_set():
            self._drained.clear()
            if self._work is not None:
                self._work.enter()
        if lane.task is None:
            lane.task = asyncio.create_task(self._run(channel_id, lane), name=f"outbox {channel_id}")

    async def _run(self, channel_id: int, lane: _Lane) -> None:
        try:
            while lane.first or lane.ready:
                key, send = (lane.first or lane.ready).popitem(last=False)
                lane.current = key
                try:
                    await send()
                    self.sent += 1
                except Exception as exc:
                    self.failed += 1
                    if unavailable(exc):
                        log.warning("could not send %s: the database cannot be reached (%s)", key,
                                    type(exc).__name__)
                    else:
                        log.exception("could not send %s", key)
                finally:
                    lane.current = None
                    newer = lane.held.pop(key, None)
                    if newer is not None:  # behind the keys that waited meanwhile, in its own queue
                        (lane.first if key in lane.firsts else lane.ready)[key] = newer
        finally:
            lane.task = None
            if self._lanes.get(channel_id) is lane and not lane.waiting:
                del self._lanes[channel_id]
            self._maybe_drained()

    def _maybe_drained(self) -> None:
        if not self._lanes and not self._drained.is_set():
            self._drained.set()
            if self._work is not None:
                self._work.leave()

    async def drained(self) -> None:
        """Return once nothing is queued or being sent."""
        await self._drained.wait()

    async def close(self) -> None:
        """Stop sending (the bot is closing): what is still queued is dropped, and the next
        start brings the tables it would have updated up to date."""
        self._closed = True
        lanes = list(self._lanes.values())
        dropped = sum(lane.waiting for lane in lanes)
        await stop_tasks([lane.task for lane in lanes if lane.task is not None], STOP_GRACE, "outbox lane")
        self._lanes.clear()
        self._maybe_drained()
        if dropped:
            log.info("closing with %s queued message changes unsent (the next start catches the tables up)",
                     dropped)
