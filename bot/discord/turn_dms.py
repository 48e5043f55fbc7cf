""""Your turn" DMs (issue 37): opt-in, one DM per member and pass, never to anyone who did not ask.

A member turns them on for themself (`/settings me turn_dms:True`).  A move that leaves a
game between people waiting for them (a seat that was not waiting before) writes, in the
move's own transaction, a notice and a "turndm" timer for them, due `TURN_DM_SECONDS` later
(`bot.storage.turn_dms`; the service's `_turn_dms` says who is newly waiting).  When it fires:

- the games still owed are read again: a game the member moved in meanwhile, or that ended,
  is dropped, so a quick answer makes the DM unnecessary; every game still waiting goes into
  one DM (title, against whom, the forfeit time as `<t:..:R>`, a link to the table), in the
  member's language (their `/settings me` choice, else the game's server's, else English);
- what is told is recorded *before* the DM goes, in one transaction conditional on the
  timer's claim: a timer fired twice (two processes, a retry) never tells one wait twice.
  A crash between the record and the send loses that one DM (at most once, by choice: the
  table, its notice and the reminder still say whose turn it is; a DM twice is the failure
  members notice).  A server error (5xx) on the send un-records it and tries again later;
- the DM channel is opened once and stored (`dm_channels`): after a restart, or in another
  process, the stored id is used (`get_partial_messageable`), no new opening;
- opening a new DM channel is paced across every process (`DM_OPENS_PER_MINUTE`, `PACE_BURST`
  at once: a compare-and-set on a shared row, `TurnDmStore.open_slot`); a pass that finds no
  free slot moves its timer to the next one.  Discord's own refusal to open one (429, code
  40003, after discord.py's retries) moves it on too.  Sending into an open channel is not
  paced here (discord.py keeps to the channel's bucket);
- Discord refusing the DM (403: DMs closed, 50007; no shared server, 50278) marks the member:
  no more DMs, and the next time they use the bot (any command or click,
  from the read every interaction makes of their settings: no extra trip) one private line
  tells them, once, that their turn DMs cannot reach them (`bot.discord.dm_refusals`).

Firing runs in a background task (`holds_claim`): discord.py waiting out a 429 must not hold
the timer pass (and the reminders and reactions in it) up.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Sequence

import discord

import i18n

from ..storage import TimerRow
from ..storage.turn_dms import CLOSED, NO_MUTUAL
from ..service import Table
from .voices import user_voice

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("bot.turn_dms")

PACE_BURST = 3  # new DM channels that may be opened at once before the pace applies
RETRY_SECONDS = 60.0  # a DM that failed for a passing reason is tried again this much later
REFUSALS = {50007: CLOSED, 50278: NO_MUTUAL}
_NO_MENTIONS = discord.AllowedMentions.none()


def fire(bot: "Host", timer: TimerRow, now: float) -> None:
    """A member's "turndm" timer, fired in the background; the claim is the task's."""
    task = asyncio.get_running_loop().create_task(_fire(bot, timer, now))
    bot.background.add(task)
    task.add_done_callback(bot.background.discard)


async def _fire(bot: "Host", timer: TimerRow, now: float) -> None:
    try:
        async with bot.work:
            await notify(bot, timer, now)
    except Exception:
        log.exception("turn DM for member %s failed", timer.ref_id)
        try:
            await bot.storage.timers.release(timer)  # the next pass tries again
        except Exception:
            pass


def link(table: Table) -> str:
    row = table.row
    if row.message_id is None:
        return f"https://discord.com/channels/{row.guild_id or '@me'}/{row.channel_id}"
    return f"https://discord.com/channels/{row.guild_id or '@me'}/{row.channel_id}/{row.message_id}"


async def forfeit_at(bot: "Host", table: Table) -> float | None:
    """When the member waited for runs out of time (the game's "turn" timer: a reminder at
    half the turn's time, the forfeit as long again after it), None when untimed."""
    timer = await bot.storage.timers.get("turn", table.id)
    if timer is None:
        return None
    if timer.data.get("reminded"):
        return timer.due_at
    half = bot.service.reminder_seconds if table.row.turn_seconds is None else table.row.turn_seconds / 2
    return timer.due_at + half


async def words(bot: "Host", user_id: int, tables: Sequence[Table]) -> str:
    """The DM: one line per game waiting, in the member's language."""
    voice = await user_voice(bot, user_id, tables[0].row.guild_id or None)
    deadlines = [await forfeit_at(bot, table) for table in tables]
    with i18n.speaking(voice.locale):
        lines = [i18n.t("turndm-head", n=len(tables))]
        for table, deadline in zip(tables, deadlines):
            seat = table.seat_of(user_id)
            against = ", ".join(table.engine_names[s] for s in range(len(table.users)) if s != seat)
            if deadline is None:
                lines.append(i18n.t("turndm-game-open", title=table.info.title, against=against, link=link(table)))
            else:
                lines.append(i18n.t("turndm-game", title=table.info.title, against=against,
                                    deadline=f"<t:{int(deadline)}:R>", link=link(table)))
        lines.append(i18n.t("turndm-off"))
    return "\n".join(lines)


async def notify(bot: "Host", timer: TimerRow, now: float) -> None:
    user_id = timer.ref_id
    store = bot.storage.turn_dms
    owed = await store.owed(user_id)
    if not owed.wants or owed.refused:
        await store.forget(user_id)
        return
    tables: list[Table] = []
    told: list[tuple[int, int]] = []
    gone: list[int] = []
    for game_id, since in owed.games:
        table = await bot.service.load(game_id)
        seat = table.seat_of(user_id) if table is not None else None
        if table is None or table.over or not table.row.status.running or seat not in table.waiting:
            gone.append(game_id)  # ended, or they moved meanwhile: nothing to tell
            continue
        tables.append(table)
        told.append((game_id, since))
    again = now + bot.settings.turn_dm_seconds
    if not tables:
        await store.record(timer, (), gone, again)
        return
    channel_id = owed.channel_id
    if channel_id is None:
        interval = 60.0 / bot.settings.dm_opens_per_minute
        slot = await store.open_slot(now, interval, PACE_BURST)
        if slot > now:  # the pace's next free slot: the pass waits for it
            await bot.storage.timers.remind(timer, slot, {})
            return
        try:
            channel = await bot.client.create_dm(discord.Object(user_id))
        except discord.HTTPException as exc:
            # 40003 (opening too fast) after discord.py's own retries, or anything else:
            # tried again later, at the pace.
            log.warning("could not open a DM channel with member %s (%s %s)", user_id, exc.status, exc.code)
            await bot.storage.timers.remind(timer, now + max(interval, RETRY_SECONDS), {})
            return
        channel_id = channel.id
        await store.opened(user_id, channel_id)
    text = await words(bot, user_id, tables)
    if not await store.record(timer, told, gone, again):
        return  # the claim went to another process meanwhile: it tells them
    try:
        await bot.get_partial_messageable(channel_id, type=discord.ChannelType.private).send(
            text, allowed_mentions=_NO_MENTIONS)
    except discord.Forbidden as exc:
        why = REFUSALS.get(exc.code)
        if why is None:
            log.warning("a turn DM to member %s was refused (%s)", user_id, exc.code)
            return
        log.info("member %s takes no DMs from the bot (%s): no more turn DMs", user_id, why)
        await store.refused(user_id, why)
    except discord.HTTPException as exc:
        if exc.status >= 500:
            await store.unrecord(user_id, told, time.time() + RETRY_SECONDS)
        log.warning("a turn DM to member %s failed (%s %s)", user_id, exc.status, exc.code)


__all__ = ["PACE_BURST", "fire", "link", "notify", "words"]
