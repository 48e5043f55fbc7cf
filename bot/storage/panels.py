"""Each seat's latest private panel, and each game's current notice.

An ephemeral panel can only be changed through the token of an interaction on it, which
Discord honours for 15 minutes; remembering the newest one lets a panel update itself when
its seat's turn comes or the game ends.  A game's notice is the one channel message that
pinged the players who must act; the next notice replaces it.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import bindparam, select, update

from . import schema as t
from .database import Database
from .upsert import upsert

TOKEN_LIFE = 14 * 60  # seconds: a little under Discord's 15 minutes


@dataclass(frozen=True)
class PanelRow:
    game_id: int
    seat: int
    token: str
    message_id: int
    expires_at: float
    locale: str | None = None  # the voice it was opened in (None: from before settings)
    theme: str | None = None


_P = t.panels.c
_LIVE = select(_P.game_id, _P.seat, _P.token, _P.message_id, _P.expires_at, _P.locale, _P.theme).where(
    _P.game_id == bindparam("gid"), _P.seat == bindparam("seat"), _P.expires_at > bindparam("now"))
_NOTICE = select(t.games.c.notice_id).where(t.games.c.id == bindparam("gid"))
_SET_NOTICE = update(t.games).where(t.games.c.id == bindparam("gid")).values(notice_id=bindparam("notice"))


class PanelStore:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def remember(self, game_id: int, seat: int, token: str, message_id: int, now: float, *,
                       locale: str | None = None, theme: str | None = None) -> None:
        """The seat's newest panel, and the language and theme its reader sees it in."""
        stmt = upsert(self._db, t.panels, {"game_id": game_id, "seat": seat, "token": token,
                                           "message_id": message_id, "expires_at": now + TOKEN_LIFE,
                                           "locale": locale, "theme": theme},
                      ("game_id", "seat"))
        await self._db.run(lambda c: c.execute(stmt))

    async def live(self, game_id: int, seat: int, now: float) -> PanelRow | None:
        """The seat's panel, if its token may still edit it."""
        found = await self._db.run(lambda c: c.execute(_LIVE, {"gid": game_id, "seat": seat, "now": now}).first())
        return PanelRow(*found) if found else None

    async def notice(self, game_id: int) -> int | None:
        return await self._db.run(lambda c: c.execute(_NOTICE, {"gid": game_id}).scalar())

    async def set_notice(self, game_id: int, message_id: int | None) -> None:
        await self._db.run(lambda c: c.execute(_SET_NOTICE, {"gid": game_id, "notice": message_id}))
