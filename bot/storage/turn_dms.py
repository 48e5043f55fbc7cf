""""Your turn" DMs in storage (revision 0013): who is owed one, the DM channels, the pace.

What a move writes, in its own transaction (`save_state(turn_dms=...)`, `create_game`, an
event's pairing): for each person the new position waits for and who was not waiting before
(`TurnDms.waiting`), a `turn_notices` row (the version the wait began at) and a "turndm"
timer for them (one per member: `ref_id` is their user id; left as it is when one is set
already, so several games waiting become one pass) -- both only if the member asked for the
DMs (`member_settings.turn_dms`) and Discord did not refuse them (`dm_channels.refused`):
one `INSERT ... SELECT` reads that, no round trip.  The person who moved (`TurnDms.moved`)
has seen the position: their row is settled.

The timer's firing (`bot.discord.turn_dms`) reads what is owed (`pending`), then records
what it tells (`record`) *before* sending, in one transaction conditional on its claim of
the timer: a timer fired by two processes, or fired again after a crash, never tells the
same wait twice (at most once: a crash between the record and the send loses that DM).

The pace of new DM channels is shared by every process: a `meta` row holds the time the
next opening may happen (a GCRA: `burst` openings at once, then one each `interval`),
advanced by compare-and-set (`open_slot`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from sqlalchemy import BigInteger, Integer, and_, bindparam, delete, exists, func, null, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .rows import TurnDms
from .timers import TimerRow
from .upsert import upsert

TIMER = "turndm"  # the timer kind (bot.discord.timers.TIMERS)
PACE_KEY = "dm-open-next-at"
CLOSED, NO_MUTUAL = "closed", "no-mutual"  # why Discord refuses a member's DMs (50007, 50278)

_N = t.turn_notices.c
_D = t.dm_channels.c
_M = t.member_settings.c
_T = t.timers.c


@dataclass(frozen=True)
class Owed:
    """What a "turndm" timer finds for its member: whether they still want the DMs, their DM
    channel (None: not opened yet), and the games owed a word, as (game id, version the wait
    began at)."""

    wants: bool
    channel_id: int | None
    refused: str | None
    games: tuple[tuple[int, int], ...]


_OPTED = and_(_M.user_id == bindparam("uid"), _M.turn_dms == 1,
              ~exists().where(_D.user_id == bindparam("uid"), _D.refused.isnot(None)))
_SETTLE_MOVED = (update(t.turn_notices).where(_N.user_id == bindparam("uid"), _N.game_id == bindparam("gid"))
                 .values(settled=_N.waiting_since))
_OWED = or_(_N.settled.is_(None), _N.settled < _N.waiting_since)
_statements: dict[bool, tuple[Any, Any]] = {}


def _notice_statements(db: Database) -> tuple[Any, Any]:
    """The two inserts a newly waiting member costs (their dialect's ON CONFLICT), built once."""
    found = _statements.get(db.sqlite)
    if found is None:
        dialect_insert = sqlite.insert if db.sqlite else postgresql.insert
        notice = dialect_insert(t.turn_notices).from_select(
            ["user_id", "game_id", "waiting_since", "settled"],
            select(bindparam("uid", type_=BigInteger), bindparam("gid", type_=BigInteger),
                   bindparam("since", type_=Integer), null()).where(_OPTED))
        notice = notice.on_conflict_do_update(index_elements=["user_id", "game_id"],
                                              set_={"waiting_since": notice.excluded.waiting_since})
        timer = dialect_insert(t.timers).values(kind="turndm", ref_id=bindparam("uid"),  # TIMER
                                                due_at=bindparam("due"), data="{}")
        timer = timer.on_conflict_do_nothing(index_elements=["kind", "ref_id"])
        found = _statements[db.sqlite] = (notice, timer)
    return found


def apply_turn_dms(db: Database, conn: Connection, game_id: int, version: int, dms: TurnDms | None) -> None:
    """Inside a move's transaction: the mover's notice settled, and a notice and a timer for
    each newly waiting member who asked for the DMs."""
    if dms is None:
        return
    if dms.moved is not None:
        conn.execute(_SETTLE_MOVED, {"uid": dms.moved, "gid": game_id})
    if not dms.waiting:
        return
    notice, timer = _notice_statements(db)
    for uid in sorted(set(dms.waiting)):
        if conn.execute(notice, {"uid": uid, "gid": game_id, "since": version}).rowcount:
            conn.execute(timer, {"uid": uid, "due": dms.due})


_TIMER_KEY = and_(_T.kind == TIMER, _T.ref_id == bindparam("uid"))


class TurnDmStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    async def owed(self, user_id: int) -> Owed:
        """What a firing of the member's timer has to do (one read)."""
        def op(conn: Connection) -> Owed:
            wants = conn.execute(select(_M.turn_dms).where(_M.user_id == user_id)).scalar()
            dm = conn.execute(select(_D.channel_id, _D.refused).where(_D.user_id == user_id)).first()
            games = conn.execute(select(_N.game_id, _N.waiting_since).where(_N.user_id == user_id, _OWED)
                                 .order_by(_N.game_id)).all()
            return Owed(bool(wants), dm[0] if dm else None, dm[1] if dm else None,
                        tuple((int(g), int(v)) for g, v in games))
        return await self._db.run(op)

    async def record(self, timer: TimerRow, told: Sequence[tuple[int, int]], gone: Sequence[int],
                     again_at: float) -> bool:
        """Before the DM goes: the games it names settled at the versions told, the games no
        longer waiting for the member forgotten, and the timer cleared (or moved to
        `again_at` if a move made something new owed meanwhile), all only while the timer's
        claim is still `timer.claimed_by`'s.  False: it is not (another process has it), and
        nothing was written: send nothing."""
        uid = timer.ref_id

        def op(conn: Connection) -> bool:
            mine = conn.execute(update(t.timers).where(_TIMER_KEY, _T.claimed_by == bindparam("owner"))
                                .values(claimed_until=_T.claimed_until), {"uid": uid, "owner": timer.claimed_by})
            if mine.rowcount != 1:
                return False
            for game_id, since in told:
                conn.execute(update(t.turn_notices).where(_N.user_id == uid, _N.game_id == game_id,
                                                          or_(_N.settled.is_(None), _N.settled < since))
                             .values(settled=since))
            if gone:
                conn.execute(update(t.turn_notices).where(_N.user_id == uid, _N.game_id.in_(list(gone)))
                             .values(settled=_N.waiting_since))
            self._rearm(conn, uid, again_at)
            return True
        return await self._db.run(op, write=True)

    @staticmethod
    def _rearm(conn: Connection, uid: int, again_at: float) -> None:
        left = conn.execute(select(func.count()).select_from(t.turn_notices).where(_N.user_id == uid, _OWED)).scalar()
        if left:
            conn.execute(update(t.timers).where(_TIMER_KEY).values(due_at=again_at, claimed_by=None,
                                                                   claimed_until=None), {"uid": uid})
        else:
            conn.execute(delete(t.timers).where(_TIMER_KEY), {"uid": uid})

    async def unrecord(self, user_id: int, told: Sequence[tuple[int, int]], again_at: float) -> None:
        """A DM that did not go (a server error): its games owed again, the timer set."""
        def op(conn: Connection) -> None:
            for game_id, since in told:
                conn.execute(update(t.turn_notices).where(_N.user_id == user_id, _N.game_id == game_id,
                                                          _N.settled == since, _N.waiting_since == since)
                             .values(settled=since - 1))
            conn.execute(upsert(self._db, t.timers, {"kind": TIMER, "ref_id": user_id, "due_at": again_at,
                                                     "data": "{}", "claimed_by": None, "claimed_until": None},
                                ("kind", "ref_id")))
        await self._db.run(op, write=True)

    async def forget(self, user_id: int) -> None:
        """Nothing more to tell the member (they turned the DMs off meanwhile)."""
        def op(conn: Connection) -> None:
            conn.execute(delete(t.turn_notices).where(_N.user_id == user_id))
            conn.execute(delete(t.timers).where(_TIMER_KEY), {"uid": user_id})
        await self._db.run(op, write=True)

    async def opened(self, user_id: int, channel_id: int) -> None:
        """The member's DM channel, opened: kept for every later DM (and after restarts)."""
        values = {"user_id": user_id, "channel_id": channel_id, "opened_at": self._clock()}
        await self._db.run(lambda c: c.execute(upsert(self._db, t.dm_channels, values, ("user_id",))))

    async def refused(self, user_id: int, why: str) -> None:
        """Discord refuses the member's DMs (`CLOSED`, `NO_MUTUAL`): no more DMs to them (their
        notices and timer go), and they are to be told once where they play."""
        assert why in (CLOSED, NO_MUTUAL)
        now = self._clock()

        def op(conn: Connection) -> None:
            conn.execute(upsert(self._db, t.dm_channels, {"user_id": user_id, "refused": why, "refused_at": now,
                                                          "told_at": None}, ("user_id",)))
            conn.execute(delete(t.turn_notices).where(_N.user_id == user_id))
            conn.execute(delete(t.timers).where(_TIMER_KEY), {"uid": user_id})
        await self._db.run(op, write=True)

    async def told(self, user_id: int) -> bool:
        """The member is being told their DMs cannot reach them: True for the one caller that
        records it (two clicks at once tell them once)."""
        stmt = (update(t.dm_channels).where(_D.user_id == user_id, _D.refused.isnot(None), _D.told_at.is_(None))
                .values(told_at=self._clock()))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def untold(self, user_id: int) -> None:
        """Telling them did not happen after all: the next interaction tells them."""
        stmt = update(t.dm_channels).where(_D.user_id == user_id, _D.refused.isnot(None)).values(told_at=None)
        await self._db.run(lambda c: c.execute(stmt))

    async def dm_channel(self, user_id: int) -> tuple[int | None, str | None, float | None] | None:
        """(channel id, refused, told at) as stored, None without a row."""
        found = await self._db.run(lambda c: c.execute(select(_D.channel_id, _D.refused, _D.told_at)
                                                       .where(_D.user_id == user_id)).first())
        return None if found is None else (found[0], found[1], found[2])

    async def open_slot(self, now: float, interval: float, burst: int) -> float:
        """Take a slot to open a new DM channel at `now`, shared by every process: `now` when
        one was free (taken), else the time the next one is (nothing taken).  `burst`
        openings may happen at once, then one every `interval` seconds."""
        key = {"key": PACE_KEY}
        read = select(t.meta.c.value).where(t.meta.c.key == bindparam("key"))

        def op(conn: Connection) -> float:
            for _ in range(8):
                raw = conn.execute(read, key).scalar()
                start = max(float(raw) if raw is not None else 0.0, now)
                free_at = start - (burst - 1) * interval
                if free_at > now:
                    return free_at
                new = repr(start + interval)
                if raw is None:
                    done = conn.execute(upsert(self._db, t.meta, {"key": PACE_KEY, "value": new}, ("key",),
                                               update=False)).rowcount
                else:
                    done = conn.execute(update(t.meta).where(t.meta.c.key == PACE_KEY, t.meta.c.value == raw)
                                        .values(value=new)).rowcount
                if done == 1:
                    return now
            return now + interval
        return await self._db.run(op, write=True)


__all__ = ["CLOSED", "NO_MUTUAL", "Owed", "PACE_KEY", "TIMER", "TurnDmStore", "TurnDms", "apply_turn_dms"]
