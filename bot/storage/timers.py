"""One table of timers, each with a kind and the id it refers to.

Kinds: "turn" (a game with several people: a reminder, then a forfeit; `data` holds
{"reminded": bool}), "invitation" (an open invitation's expiry) and "reaction" (an
out-of-turn decision's deadline, after which the rules' default is taken; `data` holds
{"version": the game's version it was set at, "seats": [...]}).  One timer per (kind, id):
setting it again moves it.

Timers live in the database, and every process of the bot looks for due ones; each fires
once.  A process claims due timers (`claim_due`): on PostgreSQL `FOR UPDATE SKIP LOCKED`, so
two processes looking at once take different rows, and a lease (`claimed_until`), so a timer
whose process died mid-fire is taken again once the lease runs out.  Firing is recorded in
the transaction of the change it causes: a game's timers are set or cleared by the save of
its new position (`Storage.save_state(timers=...)`), an invitation's expiry by the update
that closes it, a reminder by `remind`, conditional on the claim still being this
process's.  A game change is applied once whatever happens to the claims: its save is
version-checked.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from sqlalchemy import bindparam, delete, or_, select, update
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .rows import TimerOp, dumps
from .upsert import upsert

LEASE = 60.0  # seconds a claim holds: far longer than any firing takes
CLAIM_BATCH = 50


@dataclass(frozen=True)
class TimerRow:
    kind: str
    ref_id: int
    due_at: float
    data: Mapping[str, Any] = field(default_factory=dict)
    claimed_by: str | None = None


def _check(kind: str) -> None:
    # The kinds are the timer pass's (bot.discord.timers.TIMERS); storage keeps any well-formed one.
    if not (kind.isascii() and kind.isalpha() and kind.islower()):
        raise ValueError(f"malformed timer kind {kind!r}")


def apply_timer_ops(db: Database, conn: Connection, ops: Sequence[TimerOp]) -> None:
    """Set or clear timers inside a caller's transaction (a set releases any claim)."""
    for op in ops:
        _check(op.kind)
        if op.due_at is None:
            conn.execute(_CLEAR, {"tkind": op.kind, "tref": op.ref_id})
        else:
            conn.execute(upsert(db, t.timers, {
                "kind": op.kind, "ref_id": op.ref_id, "due_at": op.due_at, "data": dumps(dict(op.data)),
                "claimed_by": None, "claimed_until": None}, ("kind", "ref_id")))


_COLUMNS = (t.timers.c.kind, t.timers.c.ref_id, t.timers.c.due_at, t.timers.c.data, t.timers.c.claimed_by)
# Bind names unlike the columns': an UPDATE reserves the column names for its SET values.
_KEY = (t.timers.c.kind == bindparam("tkind")) & (t.timers.c.ref_id == bindparam("tref"))
_CLEAR = delete(t.timers).where(_KEY)
_GET = select(*_COLUMNS).where(_KEY)
_MINE = _KEY & (t.timers.c.claimed_by == bindparam("owner"))


def _row(values: Sequence[Any]) -> TimerRow:
    return TimerRow(values[0], values[1], values[2], json.loads(values[3]), values[4])


class TimerStore:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def set(self, kind: str, ref_id: int, due_at: float, data: Mapping[str, Any] | None = None) -> None:
        ops = (TimerOp(kind, ref_id, due_at, dict(data or {})),)
        await self._db.run(lambda c: apply_timer_ops(self._db, c, ops))

    async def clear(self, kind: str, ref_id: int) -> None:
        ops = (TimerOp(kind, ref_id, None),)
        await self._db.run(lambda c: apply_timer_ops(self._db, c, ops))

    async def get(self, kind: str, ref_id: int) -> TimerRow | None:
        found = await self._db.run(lambda c: c.execute(_GET, {"tkind": kind, "tref": ref_id}).first())
        return _row(found) if found else None

    async def due(self, now: float) -> list[TimerRow]:
        """Every timer due by `now`, earliest first (claimed or not)."""
        query = (select(*_COLUMNS).where(t.timers.c.due_at <= now)
                 .order_by(t.timers.c.due_at, t.timers.c.kind, t.timers.c.ref_id))
        return await self._db.run(lambda c: [_row(r) for r in c.execute(query)])

    async def claim_due(self, now: float, owner: str, lease: float = LEASE, limit: int = CLAIM_BATCH) -> list[TimerRow]:
        """Take the due timers nobody holds (or whose holder's lease ran out) for `lease`
        seconds, earliest first; each is then this process's to fire."""
        free = or_(t.timers.c.claimed_until.is_(None), t.timers.c.claimed_until < now)
        query = (select(t.timers.c.kind, t.timers.c.ref_id).where(t.timers.c.due_at <= now, free)
                 .order_by(t.timers.c.due_at, t.timers.c.kind, t.timers.c.ref_id).limit(limit)
                 .with_for_update(skip_locked=True))

        def op(conn: Connection) -> list[TimerRow]:
            out = []
            for kind, ref_id in [tuple(k) for k in conn.execute(query)]:
                conn.execute(update(t.timers).where(_KEY).values(claimed_by=owner, claimed_until=now + lease),
                             {"tkind": kind, "tref": ref_id})
                out.append(_row(conn.execute(_GET, {"tkind": kind, "tref": ref_id}).one()))
            return out
        return await self._db.run(op, write=True)

    async def remind(self, timer: TimerRow, due_at: float, data: Mapping[str, Any]) -> bool:
        """Move a claimed timer on (a reminder was due; the forfeit is next), only while the
        claim is still this process's: True when it was, and the reminder is ours to send."""
        stmt = update(t.timers).where(_MINE).values(due_at=due_at, data=dumps(dict(data)), claimed_by=None,
                                                    claimed_until=None)
        params = {"tkind": timer.kind, "tref": timer.ref_id, "owner": timer.claimed_by}
        return await self._db.run(lambda c: c.execute(stmt, params).rowcount == 1)

    async def release(self, timer: TimerRow) -> None:
        """Give a claim back (firing found nothing to do, or failed and may be retried)."""
        stmt = update(t.timers).where(_MINE).values(claimed_by=None, claimed_until=None)
        params = {"tkind": timer.kind, "tref": timer.ref_id, "owner": timer.claimed_by}
        await self._db.run(lambda c: c.execute(stmt, params))
