"""Games played to their end (or part way) through the real table service, for the web
pages' tests and benchmark: the rows, seats, names, moves, results and ratings are what the
bot stores."""

from __future__ import annotations

import random
import time
from typing import Any, Mapping, Sequence

from bot.service import Table, TableService
from bot.features.daily import day_number, utc_day
from bot.storage import Storage
from bot.storage.daily import DailyDeal
from bot.storage.web import BOT_USER_META
from engine import GAMES

BOT = 999


async def service(storage: Storage) -> TableService:
    await storage.set_meta(BOT_USER_META, str(BOT))
    return TableService(storage, reminder_seconds=3600.0, bot_user_id=BOT)


async def played(storage: Storage, key: str, users: Sequence[int], *, seed: int, guild_id: int = 1,
                 channel_id: int = 2, names: Mapping[int, str] | None = None, moves: int | None = None,
                 mode: str = "normal", options: Mapping[str, Any] | None = None, level: str | None = None,
                 resigns: int | None = None) -> Table:
    """A game of `key` between `users` (BOT for the bot) played with random legal moves: to its
    end, or `moves` moves in, after which seat `resigns` (if given) resigns: a game over at
    once.  Names (by user id) are remembered first, as the bot does."""
    tables = await service(storage)
    if names:
        await storage.remember_names(names)
    info = GAMES[key]
    daily = None
    if mode == "daily":  # a daily deal's attempt: started as the bot starts one, with its attempt
        day = utc_day(time.time())
        daily, mode = DailyDeal(day.isoformat(), day_number(day)), "normal"
    change = await tables.start(key, guild_id=guild_id, channel_id=channel_id, users=list(users),
                                options=info.resolve_options(dict(options or {})), seed=seed, mode=mode,
                                daily=daily, level=level if BOT in users else None)
    table = await play_out(tables, change.table, random.Random(seed), moves)
    if resigns is not None and not table.over:
        table = (await tables.stop(table, resigns, "resign")).table
    return table


async def play_out(tables: TableService, table: Table, chooser: random.Random, moves: int | None = None) -> Table:
    """`table` played on with random legal moves (`chooser`'s) through `tables`: to its end, or
    `moves` moves on."""
    made = 0
    while not table.over and (moves is None or made < moves):
        seat = chooser.choice(table.waiting)
        action = chooser.choice(table.state.legal_actions(seat))
        table = (await tables.act(table, table.users[seat], action)).table
        made += 1
    return table


__all__ = ["BOT", "play_out", "played", "service"]
