"""Each seat's latest private panel, and each game's current notice (migration 5).

An ephemeral panel can only be changed through the token of an interaction on it, which
Discord honours for 15 minutes; remembering the newest one lets a panel update itself when
its seat's turn comes or the game ends.  A game's notice is the one channel message that
pinged the players who must act; the next notice replaces it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .storage import Storage

TOKEN_LIFE = 14 * 60  # seconds: a little under Discord's 15 minutes


@dataclass(frozen=True)
class PanelRow:
    game_id: int
    seat: int
    token: str
    message_id: int
    expires_at: float


class PanelStore:
    def __init__(self, db: "Storage") -> None:
        self._db = db

    async def remember(self, game_id: int, seat: int, token: str, message_id: int, now: float) -> None:
        async with self._db.lock:
            await self._db.execute(
                "INSERT INTO panels (game_id, seat, token, message_id, expires_at) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, seat) DO UPDATE SET token = excluded.token,"
                " message_id = excluded.message_id, expires_at = excluded.expires_at",
                (game_id, seat, token, message_id, now + TOKEN_LIFE))

    async def live(self, game_id: int, seat: int, now: float) -> PanelRow | None:
        """The seat's panel, if its token may still edit it."""
        async with self._db.lock:
            rows = await self._db.rows("SELECT game_id, seat, token, message_id, expires_at FROM panels"
                                       " WHERE game_id = ? AND seat = ? AND expires_at > ?", (game_id, seat, now))
        return PanelRow(*rows[0]) if rows else None

    async def notice(self, game_id: int) -> int | None:
        async with self._db.lock:
            rows = await self._db.rows("SELECT notice_id FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None

    async def set_notice(self, game_id: int, message_id: int | None) -> None:
        async with self._db.lock:
            await self._db.execute("UPDATE games SET notice_id = ? WHERE id = ?", (message_id, game_id))
