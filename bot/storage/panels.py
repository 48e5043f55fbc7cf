"""Each seat's latest private panel, and each game's current notice.

An ephemeral panel can only be changed through the token of an interaction on it, which
Discord honours for 15 minutes; remembering the newest one lets a panel update itself when
its seat's turn comes or the game ends.  A game's notice is the one channel message that
pinged the players who must act; the next notice replaces it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select, update

from . import schema as t
from .upsert import upsert

if TYPE_CHECKING:
    from .games import Storage

TOKEN_LIFE = 14 * 60  # seconds: a little under Discord's 15 minutes


@dataclass(frozen=True)
class PanelRow:
    game_id: int
    seat: int
    token: str
    message_id: int
    expires_at: float


class PanelStore:
    def __init__(self, store: "Storage") -> None:
        self._store = store

    async def remember(self, game_id: int, seat: int, token: str, message_id: int, now: float) -> None:
        async with self._store.db.connection() as conn:
            await conn.execute(upsert(self._store.db, t.panels, {
                "game_id": game_id, "seat": seat, "token": token, "message_id": message_id,
                "expires_at": now + TOKEN_LIFE}, ("game_id", "seat")))

    async def live(self, game_id: int, seat: int, now: float) -> PanelRow | None:
        """The seat's panel, if its token may still edit it."""
        p = t.panels.c
        async with self._store.db.connection() as conn:
            found = (await conn.execute(select(p.game_id, p.seat, p.token, p.message_id, p.expires_at).where(
                p.game_id == game_id, p.seat == seat, p.expires_at > now))).first()
        return PanelRow(*found) if found else None

    async def notice(self, game_id: int) -> int | None:
        async with self._store.db.connection() as conn:
            return (await conn.execute(select(t.games.c.notice_id).where(t.games.c.id == game_id))).scalar()

    async def set_notice(self, game_id: int, message_id: int | None) -> None:
        async with self._store.db.connection() as conn:
            await conn.execute(update(t.games).where(t.games.c.id == game_id).values(notice_id=message_id))
