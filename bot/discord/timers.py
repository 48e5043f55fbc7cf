"""The timer loop: every due timer in the database, handled by its kind.

Every process of the bot runs this loop; each timer fires once: a process claims the due
timers nobody holds (`TimerStore.claim_due`, a lease in the database), fires them, and the
firing is recorded with the change it causes (see `bot.storage.timers`).  A claim whose
firing changed nothing is given back at once.

- "invitation": the invitation expires (its message says so, its buttons go).
- "turn": the table service reminds an idle player once, then forfeits them on time (or
  abandons a game nobody played); here those become a reminder that pings the idle players,
  or an update of the public table.
- "reaction": an out-of-turn decision was not answered in time; the service takes the rules'
  default for the seat, and the table, the panels and the notice follow as after a click.
- "archive": a game played in its own thread ended a moment ago: the thread is archived.
- "verdict": a player asked whether a lost deal was winnable; `bot.features.verdicts` works it out
  in the background, holding the claim until the answer is stored.
- "turndm": a game began to wait for a member who asked for "your turn" DMs a moment ago
  (`ref_id`: their user id): `bot.discord.turn_dms` sends the one DM naming every game
  still waiting for them, in the background.
- "event": an event moves on (its start, an arena's pairing wave, a Swiss round, its end):
  `bot.events.kinds` decides, `bot.features.event_board` shows it.

Channel messages (reminders, table edits, notices) go through the outbox (`bot.discord.outbox`), like
a click's; the loop does not wait for them to go out.  What they say is worded in the
table's server's language.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import i18n
from i18n import Message

from . import panels, seating, sending, threads, turn_dms
from .places import can_post
from ..features import event_board, verdicts
from .replies import mention, message_link
from .sending import Draft, Where
from ..service import DAY
from ..storage import TimerRow, unavailable
from ..storage.timers import CLAIM_BATCH
from .table import edit_public, table_voice

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("bot.timers")


async def run_timers(bot: "Host", now: float | None = None) -> None:
    """One pass (`bot.run_timers`: tests, a pass asked for by hand), returning once the
    messages it changed went out of the outbox."""
    await fire_due(bot, now)
    await bot.outbox.drained()


MAX_BATCHES = 20  # batches of CLAIM_BATCH timers in one pass at most: the next pass takes the rest


async def fire_due(bot: "Host", now: float | None = None) -> None:
    """Every due timer nobody holds, fired; what they change in channels goes to the outbox."""
    now = time.time() if now is None else now
    # Batch after batch while they come full: many timers falling due at once (a start with
    # hundreds of games, "your turn" DMs) must not wait a loop's turn per batch of 50.
    for _ in range(MAX_BATCHES):
        claimed = await bot.storage.timers.claim_due(now, bot.instance_id)
        for timer in claimed:
            kind = TIMERS.get(timer.kind)
            if kind is None:
                log.warning("a timer of an unknown kind %r for %s: left to its lease", timer.kind, timer.ref_id)
                continue
            if kind.holds_claim:  # long work: a background task holds the claim until it is done
                kind.fire(bot, timer, now)
                continue
            try:
                await kind.fire(bot, timer, now)
            finally:
                await bot.storage.timers.release(timer)
        if len(claimed) < CLAIM_BATCH:
            return


async def _invitation(bot: "Host", timer: TimerRow, now: float) -> None:
    await seating.expire(bot, timer.ref_id)


async def _turn(bot: "Host", timer: TimerRow, now: float) -> None:
    async with bot.lock_for(timer.ref_id):
        await turn_due(bot, timer.ref_id, bool(timer.data.get("reminded")), now, timer)


async def _reaction(bot: "Host", timer: TimerRow, now: float) -> None:
    async with bot.lock_for(timer.ref_id):
        await reaction_due(bot, timer.ref_id, int(timer.data.get("version", -1)))


async def _archive(bot: "Host", timer: TimerRow, now: float) -> None:
    await threads.archive_due(bot, timer.ref_id)


def _verdict(bot: "Host", timer: TimerRow, now: float) -> None:
    verdicts.start(bot, timer)


@dataclass(frozen=True)
class TimerKind:
    """A kind of timer: what firing it does.  `holds_claim`: the firing starts background
    work that keeps the claim until it is done (and releases it itself)."""

    fire: Callable[["Host", TimerRow, float], Any]
    holds_claim: bool = False


# Every kind of timer, declared once: the timer pass reads this table, and a test checks it
# against the kinds the code writes (tests/bot/test_routes.py).
TIMERS: dict[str, TimerKind] = {
    "invitation": TimerKind(_invitation),
    "turn": TimerKind(_turn),
    "reaction": TimerKind(_reaction),
    "archive": TimerKind(_archive),
    "verdict": TimerKind(_verdict, holds_claim=True),
    "event": TimerKind(event_board.fire),
    "turndm": TimerKind(turn_dms.fire, holds_claim=True),
}


async def reaction_due(bot: "Host", game_id: int, version: int) -> None:
    change = await bot.service.reaction_due(game_id, version)
    if change is None:
        return
    seat = change.moves[0].seat
    assert seat is not None
    # The seat that did not answer sees its question gone, as everyone whose turn came does.
    who = mention(change.table.users[seat])
    await panels.announce(bot, change, None, lead=Message("bot-no-answer-in-time", who=who), also=(seat,))


async def turn_due(bot: "Host", game_id: int, reminded: bool, now: float, timer: TimerRow | None = None) -> None:
    done = await bot.service.turn_timer_due(game_id, reminded, now, timer)
    if done is None:
        return
    # The game's own turn limit (the server's hours when it started, or its correspondence
    # clock in days), not the bot's default.
    table = done.table
    limit = bot.service.turn_limit(table.row)
    hours = limit / 3600
    if done.kind == "reminded":
        if not can_post(table.row.place):
            return  # no channel message where the bot only answers interactions (bot.discord.places)
        who = ", ".join(mention(table.users[s]) for s in done.seats)
        voice = await table_voice(bot, table)
        link = message_link(table.row.guild_id, table.row.channel_id, table.row.message_id)
        text = i18n.tr(voice.locale, "bot-reminder", who=who, n=len(done.seats), title=table.info.title, link=link,
                       hours=_number(hours / 2))

        async def send() -> None:
            await sending.post(bot, Where.of(table.row), Draft(text, ping=True),
                               what=f"remind the players of game {table.id}")

        bot.outbox.put(table.row.channel_id, ("reminder", table.id), send)
        return
    days = limit / DAY
    if days >= 1 and days == int(days):  # a correspondence clock: said in days
        lead = (Message("bot-lead-forfeited-days", days=int(days)) if done.kind == "forfeited"
                else Message("bot-lead-abandoned-days", days=int(days)))
    else:
        lead = (Message("bot-lead-forfeited", hours=_number(hours)) if done.kind == "forfeited"
                else Message("bot-lead-abandoned", hours=_number(hours)))

    if done.change is not None:
        await panels.announce(bot, done.change, None, lead=lead)
    else:
        await edit_public(bot, table, note=lead)


def _number(value: float) -> int | float:
    """A figure as `:g` wrote it: 12, not 12.0."""
    return int(value) if value == int(value) else value


async def timer_loop(bot: "Host", every: float = 5.0) -> None:
    # Every few seconds: a reaction's deadline is minutes away, and "what is due now?" is one
    # indexed query.
    await bot.wait_until_ready()
    while not bot.is_closed():
        try:
            async with bot.work:
                await fire_due(bot)  # not waiting for the outbox: a busy channel delays no timer
        except Exception as exc:
            if unavailable(exc):  # the next pass tries again; a claim taken meanwhile runs out
                log.warning("timer pass skipped: the database cannot be reached (%s)", type(exc).__name__)
            else:
                log.exception("timer pass failed")
        await asyncio.sleep(every)
