"""A player's finished games, newest first, for `/history` (bot.features.replay).

One query on `results` (the person's own result row of each finished game, in one guild),
joined to `games` for its mode; then each game's row, loaded as a click loads it (seats,
names, seed, options, message), in the same read.  Ordinary games, deals played again from
their code, daily attempts and challenge attempts are listed (the caller marks them); written once with
SQLAlchemy Core for SQLite and PostgreSQL alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.engine import Connection

from . import schema as t
from .game_rows import read_game
from .rows import GameStatus, PastGame

if TYPE_CHECKING:
    from .store import Storage

HISTORY_MODES = ("normal", "replay", "daily", "challenge")
HISTORY_LIMIT = 10


async def recent_games(storage: "Storage", *, guild_id: int, user_id: int, key: str | None = None,
                       limit: int = HISTORY_LIMIT) -> list[PastGame]:
    """The user's `limit` newest finished games in this guild (of `key` only, when given)."""
    query = (select(t.results.c.game_id, t.results.c.seat, t.results.c.result, t.results.c.score,
                    t.results.c.ended_at)
             .join(t.games, t.games.c.id == t.results.c.game_id)
             .where(t.results.c.guild_id == guild_id, t.results.c.user_id == user_id,
                    t.games.c.status == GameStatus.OVER.value, t.games.c.mode.in_(HISTORY_MODES)))
    if key is not None:
        query = query.where(t.results.c.key == key)
    query = query.order_by(t.results.c.ended_at.desc(), t.results.c.game_id.desc()).limit(int(limit))

    def op(conn: Connection) -> list[PastGame]:
        out = []
        for game_id, seat, result, score, ended in conn.execute(query).all():
            row = read_game(conn, game_id)
            if row is not None:
                out.append(PastGame(row, seat, result, score, ended))
        return out
    return await storage.db.run(op)


__all__ = ["HISTORY_LIMIT", "HISTORY_MODES", "PastGame", "recent_games"]
