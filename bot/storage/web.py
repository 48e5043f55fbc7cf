"""What the web pages read (`bot.web`): one database trip per page, with a fixed number of
statements whatever the number of rows (no query per row; `tests/web/test_queries.py`
counts them).  Reads only: the web never writes a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from sqlalchemy import bindparam, select
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .game_rows import read_game_by_token
from .ratings import read_changes
from .rows import GameRow, RatingChange

BOT_USER_META = "the-bots-user-id"  # the bot's own user id, stored by the bot at start (its seats are the bot's)

_MOVES = (select(t.moves.c.seat, t.moves.c.action).where(t.moves.c.game_id == bindparam("gid"))
          .order_by(t.moves.c.seq))
_EVENT_STATUS = select(t.events.c.status).where(t.events.c.id == bindparam("eid"))


@dataclass(frozen=True)
class GameFound:
    """A game's page: its row (seats and names), its move log, whether its event (a pairing's
    or a same-deal challenge's) is over, and what it did to ratings."""

    row: GameRow
    moves: tuple[tuple[int, str], ...]
    event_over: bool | None  # None: not an event's game
    rating_changes: tuple[RatingChange, ...]


class WebStore:
    def __init__(self, db: Database, clock: Callable[[], float]) -> None:
        self._db = db
        self._clock = clock

    async def game(self, token: str) -> GameFound | None:
        """The game whose page token is `token`, None for none."""
        def op(conn: Connection) -> GameFound | None:
            row = read_game_by_token(conn, token)
            if row is None:
                return None
            moves = tuple((seat, action) for seat, action in conn.execute(_MOVES, {"gid": row.id}))
            status: Any = None
            if row.event_id is not None:
                status = conn.execute(_EVENT_STATUS, {"eid": row.event_id}).scalar()
            changes = tuple(read_changes(conn, row.id)) if row.status.over else ()
            return GameFound(row, moves, None if row.event_id is None else status == "over", changes)
        return await self._db.run(op)

    async def bot_user_id(self) -> int | None:
        found = await self._db.run(lambda c: c.execute(select(t.meta.c.value)
                                                       .where(t.meta.c.key == BOT_USER_META)).scalar())
        return None if found is None else int(found)


__all__ = ["BOT_USER_META", "GameFound", "WebStore"]
