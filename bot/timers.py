"""The timer loop: every due timer in the database, handled by its kind.

- "invitation": the invitation expires (its message says so, its buttons go).
- "turn": the table service reminds an idle player once, then forfeits them on time (or
  abandons a game nobody played); here those become a reminder that pings the idle players,
  or an update of the public table.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

import discord

from . import panels, seating
from .replies import PING_USERS, mention, message_link
from .table import edit_public

if TYPE_CHECKING:
    from .app import CardBot

log = logging.getLogger("bot.timers")


async def run_timers(bot: "CardBot", now: float | None = None) -> None:
    now = time.time() if now is None else now
    for timer in await bot.storage.timers.due(now):
        if timer.kind == "invitation":
            await seating.expire(bot, timer.ref_id)
        elif timer.kind == "turn":
            async with bot.lock_for(timer.ref_id):
                await turn_due(bot, timer.ref_id, bool(timer.data.get("reminded")), now)


async def turn_due(bot: "CardBot", game_id: int, reminded: bool, now: float) -> None:
    done = await bot.service.turn_timer_due(game_id, reminded, now)
    if done is None:
        return
    table, hours = done.table, bot.settings.turn_timeout_hours
    if done.kind == "reminded":
        who = ", ".join(mention(table.users[s]) for s in done.seats)
        link = message_link(table.row.guild_id, table.row.channel_id, table.row.message_id)
        channel = bot.get_partial_messageable(table.row.channel_id, guild_id=table.row.guild_id)
        try:
            await channel.send(f"{who}: your {table.info.title} game is waiting for you ({link}). "
                               f"Without a move within {hours / 2:g} hours it is forfeited.",
                               allowed_mentions=PING_USERS)
        except discord.HTTPException:
            log.warning("could not remind the players of game %s", table.id)
        return
    if done.kind == "forfeited":
        await edit_public(bot, table, note=f"No move for {hours:g} hours.")
    else:
        await edit_public(bot, table, note=f"Nobody moved for {hours:g} hours.")
    if done.change is not None:
        await panels.after_change(bot, done.change.moves[0].before, done.change, None)


async def timer_loop(bot: "CardBot", every: float = 60.0) -> None:
    await bot.wait_until_ready()
    while not bot.is_closed():
        try:
            async with bot.work:
                await run_timers(bot)
        except Exception:
            log.exception("timer pass failed")
        await asyncio.sleep(every)
