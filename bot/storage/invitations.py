"""Invitations to a game with several seats: who is asked, who has accepted.

`users` lists the invited user ids in seat order, the host first; the game starts when every
invitee has accepted.  Closing is a conditional update (`WHERE status = 'open'`), so of two
answers racing each other exactly one wins, in any process.  The database keeps one open
invitation per channel, game and people (a partial unique index on `users_key`): `create`
raises InvitationExists rather than open a second.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from . import schema as t
from .database import Database
from .rows import InvitationExists, StoredStatus, dumps

class InvitationStatus(StoredStatus):
    """Only an open invitation can be answered; the other statuses say how it closed."""

    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"
    EXPIRED = "expired"

    open = property(lambda self: self is InvitationStatus.OPEN)


STATUSES = tuple(s.value for s in InvitationStatus)
_OPEN = InvitationStatus.OPEN.value
_I = t.invitations.c
_COLUMNS = (_I.id, _I.key, _I.guild_id, _I.channel_id, _I.message_id, _I.host, _I.users, _I.accepted, _I.options,
            _I.status, _I.expires_at, _I.game_id)


@dataclass(frozen=True)
class InvitationRow:
    id: int
    key: str
    guild_id: int
    channel_id: int
    message_id: int | None
    host: int
    users: tuple[int, ...]  # seat order, the host first
    accepted: tuple[int, ...]  # invitees who said yes so far
    options: dict[str, Any]
    status: InvitationStatus
    expires_at: float
    game_id: int | None

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", InvitationStatus(self.status))  # as stored, as a member

    @property
    def invitees(self) -> tuple[int, ...]:
        return tuple(u for u in self.users if u != self.host)


def users_key(users: Sequence[int]) -> str:
    return ",".join(str(u) for u in sorted(set(users)))


def _row(values: Sequence[Any]) -> InvitationRow:
    (iid, key, guild, channel, message, host, users, accepted, options, status, expires, game) = values
    return InvitationRow(iid, key, guild, channel, message, host, tuple(json.loads(users)),
                         tuple(json.loads(accepted)), json.loads(options), status, expires, game)


class InvitationStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    async def create(self, *, key: str, guild_id: int, channel_id: int, users: Sequence[int],
                     options: Mapping[str, Any], expires_at: float) -> InvitationRow:
        """A new open invitation, and its expiry timer, in one transaction.  An open one
        among the same people for this game in this channel that has run out is closed as
        expired first; one still running raises InvitationExists."""
        db, now, ukey = self._db, self._clock(), users_key(users)
        same = ((_I.channel_id == channel_id) & (_I.key == key) & (_I.users_key == ukey) & (_I.status == _OPEN))

        def op(conn: Connection) -> InvitationRow:
            stale = [r for r, in conn.execute(select(_I.id).where(same, _I.expires_at <= now))]
            if stale:
                conn.execute(update(t.invitations).where(_I.id.in_(stale)).values(status="expired"))
                conn.execute(delete(t.timers).where(t.timers.c.kind == "invitation", t.timers.c.ref_id.in_(stale)))
            iid = conn.execute(insert(t.invitations).values(
                key=key, guild_id=guild_id, channel_id=channel_id, host=users[0], users=json.dumps(list(users)),
                options=json.dumps(dict(options)), expires_at=expires_at, created_at=now, users_key=ukey)
                .returning(_I.id)).scalar_one()
            conn.execute(insert(t.timers).values(kind="invitation", ref_id=iid, due_at=expires_at, data=dumps({})))
            return _row(conn.execute(select(*_COLUMNS).where(_I.id == iid)).one())

        try:
            return await db.run(op, write=True)
        except IntegrityError:
            other = await db.run(lambda c: c.execute(select(_I.id).where(same)).scalar())
            raise InvitationExists(other) from None

    async def load(self, invitation_id: int) -> InvitationRow | None:
        query = select(*_COLUMNS).where(_I.id == invitation_id)
        found = await self._db.run(lambda c: c.execute(query).first())
        return _row(found) if found else None

    async def open_between(self, channel_id: int, users: Sequence[int]) -> list[InvitationRow]:
        """Open invitations in a channel among exactly these people (any game), oldest first."""
        query = select(*_COLUMNS).where(_I.status == _OPEN, _I.channel_id == channel_id,
                                        _I.users_key == users_key(users)).order_by(_I.id)
        return await self._db.run(lambda c: [_row(r) for r in c.execute(query)])

    async def set_message(self, invitation_id: int, message_id: int) -> None:
        stmt = update(t.invitations).where(_I.id == invitation_id).values(message_id=message_id)
        await self._db.run(lambda c: c.execute(stmt))

    async def claim_message(self, invitation_id: int, message_id: int) -> bool:
        """Record `message_id` as the challenge's message when none is recorded yet (a click
        on it arrived before `set_message` ran); False if it has one already."""
        stmt = (update(t.invitations).where(_I.id == invitation_id, _I.message_id.is_(None))
                .values(message_id=message_id))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def accept(self, invitation_id: int, user_id: int) -> InvitationRow | None:
        """Record `user_id`'s yes on an open invitation; None if it is no longer open.  A
        read-modify-write: the row is locked (`FOR UPDATE`) so that two invitees answering
        at once in two processes both count."""
        def op(conn: Connection) -> InvitationRow | None:
            found = conn.execute(select(*_COLUMNS).where(_I.id == invitation_id, _I.status == _OPEN)
                                 .with_for_update()).first()
            if found is None:
                return None
            inv = _row(found)
            accepted = tuple(dict.fromkeys((*inv.accepted, user_id)))
            conn.execute(update(t.invitations).where(_I.id == invitation_id, _I.status == _OPEN)
                         .values(accepted=json.dumps(list(accepted))))
            return replace(inv, accepted=accepted)
        return await self._db.run(op, write=True)

    async def close(self, invitation_id: int, status: InvitationStatus | str, game_id: int | None = None) -> bool:
        """Move an open invitation to `status` and drop its expiry, in one transaction; False
        if it was no longer open (someone was first)."""
        if status not in STATUSES or InvitationStatus(status).open:
            raise ValueError(f"cannot close an invitation as {status!r}")
        status = InvitationStatus(status).value

        def op(conn: Connection) -> bool:
            changed = conn.execute(update(t.invitations).where(_I.id == invitation_id, _I.status == _OPEN)
                                   .values(status=status, game_id=game_id))
            conn.execute(delete(t.timers).where(t.timers.c.kind == "invitation", t.timers.c.ref_id == invitation_id))
            return changed.rowcount == 1
        return await self._db.run(op, write=True)
