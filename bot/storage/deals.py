"""Winnable deals' storage (`storage.deals`): the day's deal of each game, and the stock of
proved-winnable deals for `/play <game> winnable:true` (`bot.features.deals` proves them).

Daily deals (`daily_deals`, one row a game and UTC day):
- `open_day` inserts the row if absent (the primary key keeps one per game and day, in any
  number of processes).  `claim_day` takes its lease when nobody holds it (or the holder's
  lease ran out: a process that died mid-proof is taken over) and the deal is not found
  yet; `advance_day` records that a candidate failed and renews the lease, only while the
  lease is still the caller's; `release_day` gives it back (a clean stop).
- `found_day` stores the deal, only while none is stored: the solver runs on a CPU-time
  budget, so two processes could disagree on a candidate; the first stored is the truth for
  everyone.
Stock (`winnable_deals`, `winnable_wants`):
- `want` records that an option set's stock is to be kept full (and when it was last asked
  for); `claim_want`/`release_want` are a lease per set, so one process fills it at a time.
- `add` stores a proved deal; `take` deletes and returns one, atomically (two /play never
  get the same deal: on PostgreSQL the row is locked with SKIP LOCKED, and the delete's row
  count is checked on both).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .rows import dumps
from .upsert import upsert

_D = t.daily_deals.c
_S = t.winnable_deals.c
_W = t.winnable_wants.c


@dataclass(frozen=True)
class DayDeal:
    """A game's deal of a UTC day as stored: `seed` None while it is being found."""

    key: str
    day: str
    candidate: int  # the next candidate to try (while not found); the one dealt once found
    seed: int | None
    shuffle_version: int | None
    proved: bool  # proved winnable by the solver (False: the cap was reached, dealt unproved)
    line: tuple[str, ...]  # the solver's winning moves from the deal (proved deals)
    claimed_by: str | None
    claimed_until: float | None

    @property
    def ready(self) -> bool:
        return self.seed is not None


@dataclass(frozen=True)
class StockDeal:
    key: str
    options: dict[str, Any]
    seed: int
    shuffle_version: int
    line: tuple[str, ...]


_DAY_COLUMNS = (_D.key, _D.day, _D.candidate, _D.seed, _D.shuffle_version, _D.proved, _D.line, _D.claimed_by,
                _D.claimed_until)


def _day(row: Sequence[Any]) -> DayDeal:
    key, day, candidate, seed, version, proved, line, by, until = row
    return DayDeal(key, day, int(candidate), None if seed is None else int(seed),
                   None if version is None else int(version), bool(proved), tuple(json.loads(line or "[]")), by,
                   until)


def options_key(options: Any) -> str:
    """An option set as stored: its resolved options as sorted JSON."""
    return dumps(dict(options))


class DealStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    # ---- the day's deal ----------------------------------------------------------------
    async def day(self, key: str, day: str) -> DayDeal | None:
        query = select(*_DAY_COLUMNS).where(_D.key == key, _D.day == day)
        found = await self._db.run(lambda c: c.execute(query).first())
        return None if found is None else _day(found)

    async def open_day(self, key: str, day: str) -> None:
        stmt = upsert(self._db, t.daily_deals, {"key": key, "day": day, "candidate": 0}, ("key", "day"),
                      update=False)
        await self._db.run(lambda c: c.execute(stmt))

    async def claim_day(self, key: str, day: str, owner: str, lease: float) -> DayDeal | None:
        """The row, with its lease now `owner`'s; None when the deal is found or someone
        else's lease still holds."""
        now = self._clock()
        stmt = (update(t.daily_deals)
                .where(_D.key == key, _D.day == day, _D.seed.is_(None),
                       or_(_D.claimed_until.is_(None), _D.claimed_until < now, _D.claimed_by == owner))
                .values(claimed_by=owner, claimed_until=now + lease))

        def op(conn: Connection) -> DayDeal | None:
            if conn.execute(stmt).rowcount != 1:
                return None
            return _day(conn.execute(select(*_DAY_COLUMNS).where(_D.key == key, _D.day == day)).one())
        return await self._db.run(op, write=True)

    async def advance_day(self, key: str, day: str, owner: str, candidate: int, lease: float) -> bool:
        """Candidates before `candidate` were tried; the lease renewed.  False when the lease
        is no longer `owner`'s or the deal was found meanwhile (stop grinding)."""
        stmt = (update(t.daily_deals)
                .where(_D.key == key, _D.day == day, _D.seed.is_(None), _D.claimed_by == owner)
                .values(candidate=candidate, claimed_until=self._clock() + lease))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def release_day(self, key: str, day: str, owner: str) -> None:
        stmt = (update(t.daily_deals).where(_D.key == key, _D.day == day, _D.claimed_by == owner)
                .values(claimed_by=None, claimed_until=None))
        await self._db.run(lambda c: c.execute(stmt))

    async def found_day(self, key: str, day: str, *, candidate: int, seed: int, shuffle_version: int, proved: bool,
                        line: Sequence[str]) -> DayDeal:
        """Store the deal unless one is stored already; the stored one (the truth)."""
        stmt = (update(t.daily_deals).where(_D.key == key, _D.day == day, _D.seed.is_(None))
                .values(candidate=candidate, seed=seed, shuffle_version=shuffle_version, proved=int(proved),
                        line=json.dumps(list(line)), claimed_by=None, claimed_until=None,
                        found_at=self._clock()))

        def op(conn: Connection) -> DayDeal:
            conn.execute(stmt)
            return _day(conn.execute(select(*_DAY_COLUMNS).where(_D.key == key, _D.day == day)).one())
        return await self._db.run(op, write=True)

    # ---- the stock for /play winnable:true -----------------------------------------------
    async def want(self, key: str, options: Any) -> None:
        stmt = upsert(self._db, t.winnable_wants,
                      {"key": key, "options": options_key(options), "wanted_at": self._clock()},
                      ("key", "options"))
        await self._db.run(lambda c: c.execute(stmt))

    async def wants(self, since: float) -> list[tuple[str, dict[str, Any]]]:
        """The option sets asked for since `since`, oldest asked first."""
        query = select(_W.key, _W.options).where(_W.wanted_at >= since).order_by(_W.wanted_at, _W.key, _W.options)
        return await self._db.run(lambda c: [(k, json.loads(o)) for k, o in c.execute(query)])

    async def claim_want(self, key: str, options: Any, owner: str, lease: float) -> bool:
        now = self._clock()
        stmt = (update(t.winnable_wants)
                .where(_W.key == key, _W.options == options_key(options),
                       or_(_W.claimed_until.is_(None), _W.claimed_until < now, _W.claimed_by == owner))
                .values(claimed_by=owner, claimed_until=now + lease))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def release_want(self, key: str, options: Any, owner: str) -> None:
        stmt = (update(t.winnable_wants).where(_W.key == key, _W.options == options_key(options),
                                               _W.claimed_by == owner)
                .values(claimed_by=None, claimed_until=None))
        await self._db.run(lambda c: c.execute(stmt))

    async def stocked(self, key: str, options: Any) -> int:
        query = select(func.count()).select_from(t.winnable_deals).where(_S.key == key,
                                                                         _S.options == options_key(options))
        return int(await self._db.run(lambda c: c.execute(query).scalar() or 0))

    async def add(self, key: str, options: Any, *, seed: int, shuffle_version: int, line: Sequence[str]) -> None:
        values = {"key": key, "options": options_key(options), "seed": int(seed),
                  "shuffle_version": int(shuffle_version), "line": json.dumps(list(line)),
                  "proved_at": self._clock()}
        await self._db.run(lambda c: c.execute(t.winnable_deals.insert().values(**values)), write=True)

    async def take(self, key: str, options: Any, shuffle_version: int) -> StockDeal | None:
        """One proved deal of the set, deleted from the stock (None when it is empty); deals
        proved under another shuffle version are left alone (this engine deals otherwise)."""
        wanted = options_key(options)
        query = (select(_S.id, _S.seed, _S.line).where(_S.key == key, _S.options == wanted,
                                                       _S.shuffle_version == shuffle_version)
                 .order_by(_S.id).limit(1).with_for_update(skip_locked=True))

        def op(conn: Connection) -> StockDeal | None:
            for _ in range(3):  # a row another transaction deleted meanwhile: the next one
                found = conn.execute(query).first()
                if found is None:
                    return None
                row_id, seed, line = found
                if conn.execute(delete(t.winnable_deals).where(_S.id == row_id)).rowcount == 1:
                    return StockDeal(key, json.loads(wanted), int(seed), shuffle_version, tuple(json.loads(line)))
            return None
        return await self._db.run(op, write=True)


__all__ = ["DayDeal", "DealStore", "StockDeal", "options_key"]
