"""`Storage`: the one source of truth every caller holds, on SQLite or PostgreSQL.

It opens the database (bringing its schema to the newest revision), keeps the bot's own
key/value settings (`meta`), answers for games itself (`GameStore`, games.py: games, seats,
moves, results, statistics) and holds a store per other concern, each over the same database
and clock: `storage.invitations`, `.timers`, `.panels`, `.ratings`, `.daily`, `.deals`,
`.preferences`, `.events`, `.seasons`.

Tables (`bot.storage.schema`):
- `meta`     key/value settings (here).
- `games`    one row per game, per (guild, channel); status "running" or "over".
- `seats`    (game, seat) -> Discord user id; the engine sees seats only.
- `moves`    the move log: (game, seq, seat, action, time); seq is the game version the move
             produced, so seed + moves replays the game.
- `results`  one row per seat when a game ends: result, score, stats JSON.  The guild and the
             game key are copied in so the stats queries need no join.
- `running_seats`  one running game per person, channel and game: a primary key, filled in
             the transaction that creates the game and emptied when it ends.
- `people`   display names as last seen.
- `invitations`, `timers`, `panels`, `server_settings`, `member_settings`  their stores'.
- `daily_attempts`  one attempt a player, game and UTC day (`storage.daily`, `daily.py`).
- `daily_deals`, `winnable_deals`, `winnable_wants`  the day's deals and the stock of deals
             proved winnable (`storage.deals`, `bot.features.deals`).
- `ratings`, `rating_changes`  skill ratings (`storage.ratings`, `bot.storage.ratings`): a
             finished rated game changes them in the transaction of its result.
- `events`, `event_players`, `event_games`, `event_byes`, `challenge_attempts`,
             `season_points`  events (arenas, Swiss, same-deal challenges) and monthly
             season boards (`storage.events`, `bot.storage.events`; `storage.seasons`,
             `bot.storage.seasons`; issue 27).
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any, Callable

from sqlalchemy import select
from sqlalchemy.engine import Connection

from . import schema as t
from .daily import DailyStore
from .database import Database, head_revision, redact, unavailable
from .deals import DealStore
from .events import EventStore
from .games import GameStore
from .invitations import InvitationStore
from .panels import PanelStore
from .preferences import PreferenceStore
from .ratings import RatingStore
from .seasons import SeasonStore
from .web import WebStore
from .timers import TimerStore
from .turn_dms import TurnDmStore
from .upsert import upsert


LAYOUTS_SINCE = "layouts-since"  # meta: see `Storage.layouts_since`


class Storage(GameStore):
    """The one source of truth: games (`GameStore`'s queries, on the storage itself),
    invitations, timers, panels, ratings, daily attempts, deals, settings and events (their stores,
    `storage.invitations` and so on), on SQLite or PostgreSQL."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        super().__init__(db, clock)
        self._revision = ""
        self.invitations = InvitationStore(db, clock)
        self.timers = TimerStore(db)
        self.turn_dms = TurnDmStore(db, clock)
        self.panels = PanelStore(db)
        self.ratings = RatingStore(db)
        self.daily = DailyStore(db, clock)
        self.deals = DealStore(db, clock)
        self.preferences = PreferenceStore(db, clock)
        self.events = EventStore(db, clock)
        self.seasons = SeasonStore(db, clock)
        self.web = WebStore(db, clock)

    # ---- lifecycle -------------------------------------------------------------------

    @classmethod
    async def open(cls, target: str | Path, *, clock: Callable[[], float] = time.time,
                   revision: str = "head", pool_size: int = 10) -> "Storage":
        """Connect to a DATABASE_URL or a SQLite path (creating the file and its folder) and
        bring the schema to `revision`."""
        db = Database.connect(target, pool_size=pool_size)
        try:
            store = cls(db, clock)
            store._revision = await db.migrate(revision)
        except BaseException:
            await db.close()
            raise
        return store

    @classmethod
    async def open_retrying(cls, target: str | Path, *, first_delay: float = 1.0, most: float = 60.0,
                            log: Any = None) -> "Storage":
        """`open`, waiting for a database that cannot be reached yet (a PostgreSQL server
        still starting, or down): one line per attempt, then again after 1, 2, 4 ... up to
        `most` seconds (with a little jitter, so processes do not knock in step)."""
        delay = first_delay
        while True:
            try:
                return await cls.open(target)
            except Exception as exc:
                if not unavailable(exc):
                    raise
                if log is not None:
                    log.warning("the database at %s cannot be reached (%s); trying again in %.0f s",
                                redact(str(target)), type(exc).__name__, delay)
                await asyncio.sleep(delay * random.uniform(0.9, 1.1))
                delay = min(most, delay * 2)

    async def close(self) -> None:
        await self.db.close()

    async def __aenter__(self) -> "Storage":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def revision(self) -> str:
        """The schema revision applied (Alembic's, as stored in the database)."""
        return self._revision

    @property
    def up_to_date(self) -> bool:
        return self._revision == head_revision()

    @property
    def backend(self) -> str:
        return self.db.dialect

    def now(self) -> float:
        return self._clock()

    # ---- meta ------------------------------------------------------------------------

    async def get_meta(self, key: str, default: str | None = None) -> str | None:
        value = await self.db.run(lambda c: c.execute(select(t.meta.c.value).where(t.meta.c.key == key)).scalar())
        return default if value is None else value

    async def set_meta(self, key: str, value: str) -> None:
        await self.db.run(lambda c: c.execute(upsert(self.db, t.meta, {"key": key, "value": value}, ("key",))))

    async def layouts_since(self) -> float:
        """The time from which the bot's messages carry the Components V2 flag: the first
        start of a bot that speaks V2 on this database (stored then, the same for every
        process).  A message posted before it has no flag, and Discord cannot add it by an
        edit, so such a message keeps its old form (`bot.discord.layout.legacy`)."""
        # The wall clock, not the storage's: message ids carry Discord's real time.
        return float(await self.setdefault_meta(LAYOUTS_SINCE, repr(time.time())))

    async def setdefault_meta(self, key: str, value: str) -> str:
        """The stored value, or `value` stored now if there was none (the first process to
        ask wins; every process then reads the same)."""
        def op(conn: Connection) -> str:
            conn.execute(upsert(self.db, t.meta, {"key": key, "value": value}, ("key",), update=False))
            return str(conn.execute(select(t.meta.c.value).where(t.meta.c.key == key)).scalar())
        return await self.db.run(op, write=True)


__all__ = ["Storage"]
