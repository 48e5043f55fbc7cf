"""Invitations to a game with several seats (migration 3): who is asked, who has accepted.

`users` lists the invited user ids in seat order, the host first; the game starts when every
invitee has accepted.  Closing is a conditional update (`WHERE status = 'open'`), so of two
answers racing each other exactly one wins.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

if TYPE_CHECKING:
    from .storage import Storage

STATUSES = ("open", "accepted", "declined", "withdrawn", "expired")
_COLUMNS = ("id, key, guild_id, channel_id, message_id, host, users, accepted, options, status, expires_at,"
            " game_id")


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
    status: str
    expires_at: float
    game_id: int | None

    @property
    def invitees(self) -> tuple[int, ...]:
        return tuple(u for u in self.users if u != self.host)


def _row(values: Sequence[Any]) -> InvitationRow:
    (iid, key, guild, channel, message, host, users, accepted, options, status, expires, game) = values
    return InvitationRow(iid, key, guild, channel, message, host, tuple(json.loads(users)),
                         tuple(json.loads(accepted)), json.loads(options), status, expires, game)


class InvitationStore:
    def __init__(self, db: "Storage") -> None:
        self._db = db

    async def create(self, *, key: str, guild_id: int, channel_id: int, users: Sequence[int],
                     options: Mapping[str, Any], expires_at: float) -> InvitationRow:
        async with self._db.lock:
            cur = await self._db.conn.execute(
                "INSERT INTO invitations (key, guild_id, channel_id, host, users, options, expires_at, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (key, guild_id, channel_id, users[0], json.dumps(list(users)), json.dumps(dict(options)),
                 expires_at, self._db.now()))
            iid = cur.lastrowid
            await cur.close()
            rows = await self._db.rows(f"SELECT {_COLUMNS} FROM invitations WHERE id = ?", (iid,))
        return _row(rows[0])

    async def load(self, invitation_id: int) -> InvitationRow | None:
        async with self._db.lock:
            rows = await self._db.rows(f"SELECT {_COLUMNS} FROM invitations WHERE id = ?", (invitation_id,))
        return _row(rows[0]) if rows else None

    async def open_between(self, channel_id: int, users: Sequence[int]) -> list[InvitationRow]:
        """Open invitations in a channel among exactly these people (any game), oldest first."""
        async with self._db.lock:
            rows = await self._db.rows(f"SELECT {_COLUMNS} FROM invitations WHERE status = 'open' AND channel_id = ?"
                                       " ORDER BY id", (channel_id,))
        wanted = set(users)
        return [inv for inv in map(_row, rows) if set(inv.users) == wanted]

    async def set_message(self, invitation_id: int, message_id: int) -> None:
        async with self._db.lock:
            await self._db.execute("UPDATE invitations SET message_id = ? WHERE id = ?", (message_id, invitation_id))

    async def accept(self, invitation_id: int, user_id: int) -> InvitationRow | None:
        """Record `user_id`'s yes on an open invitation; None if it is no longer open."""
        async with self._db.lock:
            rows = await self._db.rows(f"SELECT {_COLUMNS} FROM invitations WHERE id = ? AND status = 'open'",
                                       (invitation_id,))
            if not rows:
                return None
            inv = _row(rows[0])
            accepted = tuple(dict.fromkeys((*inv.accepted, user_id)))
            await self._db.execute("UPDATE invitations SET accepted = ? WHERE id = ? AND status = 'open'",
                                   (json.dumps(list(accepted)), invitation_id))
        return InvitationRow(**{**inv.__dict__, "accepted": accepted})

    async def close(self, invitation_id: int, status: str, game_id: int | None = None) -> bool:
        """Move an open invitation to `status`; False if it was no longer open (someone was first)."""
        if status not in STATUSES or status == "open":
            raise ValueError(f"cannot close an invitation as {status!r}")
        async with self._db.lock:
            changed = await self._db.execute(
                "UPDATE invitations SET status = ?, game_id = ? WHERE id = ? AND status = 'open'",
                (status, game_id, invitation_id))
        return changed == 1
