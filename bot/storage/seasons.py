"""Seasons' storage (`storage.seasons`, issue 27): a server's monthly board per game.

A season is a UTC month (`season_of`).  A member's row on it adds up the points of their rated
games (`GAME_POINTS`, written by `GameStore.save_state` in the game's result transaction) and
of events that give any (`EventStore.record_result`'s `season_points`, in the result's
transaction): both through `season_points_upsert`, so a result's points are never counted
twice nor half stored.  `add_season_points` adds outside such a transaction; `season_board`
and `seasons` read.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite

from . import schema as t
from .database import Database

_S = t.season_points.c


@dataclass(frozen=True)
class SeasonRow:
    guild_id: int
    key: str
    season: str  # YYYY-MM (UTC)
    user_id: int
    points: int
    games: int


def season_of(at: float) -> str:
    """The season (the UTC month, YYYY-MM) a Unix time falls in."""
    return datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m")


# What a rated game brings its players on their server's season board (`GameStore.save_state`,
# in the result's transaction): the arena's scale, so games and events add up on one board.
GAME_POINTS = {"win": 2, "draw": 1}


def season_points_upsert(db: Database, guild_id: int, key: str, season: str, user_id: int, points: int, games: int,
                      now: float) -> Any:
    """The statement adding `points` and `games` to a member's season row (created at 0)."""
    values = {"guild_id": guild_id, "key": key, "season": season, "user_id": user_id, "points": points,
              "games": games, "updated_at": now}
    stmt = (sqlite.insert(t.season_points) if db.sqlite else postgresql.insert(t.season_points)).values(**values)
    return stmt.on_conflict_do_update(
        index_elements=["guild_id", "key", "season", "user_id"],
        set_={"points": _S.points + stmt.excluded.points, "games": _S.games + stmt.excluded.games,
              "updated_at": stmt.excluded.updated_at})


def season_board_query(guild_id: int, key: str, season: str, *, top: int = 10) -> Any:
    """A season's best `top` (rows for `SeasonRow`): points, then fewer games, then who got
    there first."""
    return (select(_S.guild_id, _S.key, _S.season, _S.user_id, _S.points, _S.games)
            .where(_S.guild_id == guild_id, _S.key == key, _S.season == season)
            .order_by(_S.points.desc(), _S.games, _S.updated_at, _S.user_id).limit(top))


def season_row(row: Any) -> SeasonRow:
    guild_id, key, season, user_id, points, games = row
    return SeasonRow(int(guild_id), key, season, int(user_id), int(points), int(games))


class SeasonStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    async def add_season_points(self, guild_id: int, key: str, user_id: int, points: int, *, games: int = 1,
                                season: str | None = None) -> None:
        """Add to a member's season (this month's, by the clock, unless given).  Not
        idempotent by itself: call it inside the operation that counts the game once (as
        `record_result` does with `season_points`)."""
        now = self._clock()
        stmt = season_points_upsert(self._db, guild_id, key, season or season_of(now), user_id, points, games, now)
        await self._db.run(lambda c: c.execute(stmt), write=True)

    async def season_board(self, guild_id: int, key: str, season: str, *, top: int = 10) -> list[SeasonRow]:
        """A season's best `top` (`season_board_query`)."""
        query = season_board_query(guild_id, key, season, top=top)
        return await self._db.run(lambda c: [season_row(row) for row in c.execute(query)])

    async def seasons(self, guild_id: int, key: str) -> list[str]:
        """The seasons of a server and game that have points, newest first."""
        query = (select(_S.season).where(_S.guild_id == guild_id, _S.key == key).group_by(_S.season)
                 .order_by(_S.season.desc()))
        return await self._db.run(lambda c: [s for (s,) in c.execute(query)])


__all__ = ["GAME_POINTS", "SeasonRow", "SeasonStore", "season_board_query", "season_of", "season_points_upsert",
           "season_row"]
