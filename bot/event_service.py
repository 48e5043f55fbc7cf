"""`EventService`: what happens to an event, beside `TableService` (bot.service), with no
Discord: it reads and writes storage, begins every event game through the table service
(`TableService.start`, `start_together` for a round), and returns what happened as data for
the Discord side (bot.features.event_board, event_commands, challenge) to show.

It is the only writer of an event's status and of its "event" timer (`EVENT_TIMER`): an event
is created with its timer due at its start; a Join while it pairs sets the timer due now; a
challenge's Play before its timer fired starts it (`play`: the player's next deal, as data);
`advance` does what is due at each look, as the event's kind decides
(`bot.events.kinds.EVENT_KINDS`: their steps pair and say whether the event closes or
ends; this writes it), and sets the next look.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import Enum
from typing import Any, Awaitable, Mapping

from .events.kinds import Advanced, Step, kind_of, next_check, places_wanted
from .service import Table, TableService
from .storage import ChallengeAttempt, EventRow, EventStatus, GameRow, NewGame, Storage
from .storage.events import EVENT_TIMER, STARTED, AttemptStarted


class Joined(Enum):
    """What a Join did: joined now, came back from a pause, or nothing (in it already)."""

    JOINED = "joined"
    BACK = "back"
    ALREADY = "already"


@dataclass(frozen=True)
class Played:
    """What a challenge's Play did: a deal `started` (its table, started by the table service), or the player's deal
    still `running` (reopen it), or neither: every deal played."""

    started: Table | None = None
    deal: int = 0
    running: ChallengeAttempt | None = None


@dataclass(frozen=True)
class JoinDone:
    joined: Joined
    pair_now: bool  # the event pairs: its timer was set due now (fire the due timers)


class EventService:
    def __init__(self, storage: Storage, tables: TableService) -> None:
        self.storage = storage
        self.tables = tables

    async def create(self, *, guild_id: int, channel_id: int, kind: str, key: str, name: str,
                     options: Mapping[str, Any], starts_at: float, ends_at: float | None,
                     created_by: int) -> EventRow:
        """A new event, and its timer due at its start (set first: an event whose message
        could not be posted still runs)."""
        event = await self.storage.events.create(guild_id=guild_id, channel_id=channel_id, kind=kind, key=key,
                                                 name=name, starts_at=starts_at, ends_at=ends_at, options=options,
                                                 created_by=created_by)
        await self.storage.timers.set(EVENT_TIMER, event.id, starts_at)
        return event

    async def join(self, event: EventRow, user_id: int, *, seeding: int = 0) -> JoinDone:
        """Join the event, or come back from a pause (`EventClosed` when it takes no more
        players); an arena that pairs pairs at once rather than at its next wave."""
        if await self.storage.events.join(event.id, user_id, seeding=seeding):
            joined = Joined.JOINED
        elif await self.storage.events.come_back(event.id, user_id):
            joined = Joined.BACK
        else:
            joined = Joined.ALREADY
        if event.status.pairing:
            await self.storage.timers.set(EVENT_TIMER, event.id, time.time())
        return JoinDone(joined, event.status.pairing)

    async def leave(self, event: EventRow, user_id: int) -> bool:
        """A pause: never paired again until the member joins again (False: not in it)."""
        return await self.storage.events.pause(event.id, user_id)

    async def begin(self, event: EventRow) -> bool:
        """Start an event whose start is due before its timer fired (a challenge's first
        Play); False when it had started."""
        return await self.storage.events.set_status(event.id, EventStatus.RUNNING, was=EventStatus.OPEN)

    async def play(self, event: EventRow, user_id: int) -> Played:
        """A challenge's Play: its start if due and its timer has not fired yet, then the
        player's next deal not yet played, its game and attempt recorded together (or the deal
        they are playing).  `EventClosed` when its window has closed."""
        if event.status.waiting:
            await self.begin(event)
        mine = await self.storage.events.attempts(event.id, user_id)
        running = [a for a in mine if a.finished_at is None]
        if running:
            return Played(running=running[0])
        seeds = event.settings.seeds
        played = {a.deal for a in mine}
        left = [d for d in range(len(seeds)) if d not in played]
        if not left:
            return Played()
        deal = left[0]

        def attempt(new: NewGame) -> Awaitable[GameRow]:  # the game and its attempt in one transaction
            return self.storage.events.start_challenge(event.id, user_id, deal, new)
        try:
            change = await self.tables.start(event.key, guild_id=event.guild_id, channel_id=event.channel_id,
                                             users=(user_id,), options=event.settings.game_options, seed=seeds[deal],
                                             mode="challenge", write=attempt)
        except AttemptStarted as taken:  # another click of theirs, in this process or another
            return Played(running=taken.attempt)
        return Played(change.table, deal)

    async def advance(self, event_id: int, now: float | None = None,
                      seen: Mapping[str, Any] | None = None) -> Advanced:
        """Do what is due for the event now (bot.events.kinds' docstring), and set its
        timer.

        `seen`: what the last look left in the timer's data (how many games had ended then;
        a result recorded since clears it), so that the event's message is redrawn only when
        its standings may have changed."""
        now = time.time() if now is None else now
        store = self.storage.events
        event = await store.load(event_id)
        if event is None or event.status.over:
            await self.storage.timers.clear(EVENT_TIMER, event_id)
            return Advanced(event)
        moved = ended = False
        step = Step()
        if event.status.waiting and now >= event.starts_at:
            moved = await self.begin(event)
            event = await store.load(event_id) or event
        swept = await self._sweep_lost_games(event)
        if event.status.started:
            step = await kind_of(event).step(self.storage, self.tables, event, now)
            if step.closes:  # compare-and-set: one process moves it
                moved = await store.set_status(event_id, EventStatus.FINISHING, was=EventStatus.RUNNING) or moved
            if step.ends:
                ended = await self.finish(event, now)
        event = await store.load(event_id) or event
        finished = await store.finished_count(event_id)
        due = next_check(event, now)
        if due is None:
            await self.storage.timers.clear(EVENT_TIMER, event_id)
        else:
            await self.storage.timers.set(EVENT_TIMER, event_id, due, {"finished": finished})
        changed = swept or (seen or {}).get("finished") != finished
        return Advanced(event, tuple(step.paired), moved or ended, ended, standings_changed=changed)

    async def places_missing(self, event: EventRow) -> int:
        """How many more table threads a paired event wants before its next look: its games
        running and those everyone waiting would make, `GAMES_PER_PLACE` to a channel or
        thread (none for a kind played alone, or an event that pairs no more)."""
        if kind_of(event).alone or event.status.closed:
            return 0
        running = sum((await self.storage.events.running_by_place(event.id)).values())
        waiting = len(await self.storage.events.queue(event.id))
        return places_wanted(running + waiting // 2) - len(await self.storage.events.places(event))

    async def finish(self, event: EventRow, now: float) -> bool:
        """End a started event (its kind said so): over, and for a kind played alone (a
        challenge) every attempt still running counted as lost, in one transaction.  False
        when another process ended it first."""
        if kind_of(event).alone:
            return await self.storage.events.end_challenge(event.id, now)
        return await self.storage.events.set_status(event.id, EventStatus.OVER, was=STARTED)

    async def _sweep_lost_games(self, event: EventRow) -> bool:
        """An event game whose table is gone (deleted when it could not be shown) or ended
        without its result reaching the event is recorded as abandoned, so nobody stays
        "playing" for ever."""
        swept = False
        for game_id in await self.storage.events.lost_games(event.id):
            swept = await self.storage.events.record_result(game_id, "abandoned") or swept
        return swept


__all__ = ["EventService", "JoinDone", "Joined", "Played"]
