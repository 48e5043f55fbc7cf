"""Daily deals' attempts (`storage.daily`): one a player, game and UTC day.

- `start` records the attempt in the transaction that creates its game (mode "daily"), so
  the attempt exists as soon as the deal does: quitting uses it up, and neither a restart
  nor a second process can deal it twice (the primary key (user, game, day) refuses a
  second attempt; `AttemptTaken` carries the one stored).  A daily game takes no running
  seat: it is played on its player's private panel and keeps no table in any channel.
- `finish_attempt` writes the result, inside `Storage.save_state`'s transaction when a
  daily game ends, so a finished game and its attempt's result are never half stored.
- `board` ranks a day's finished attempts (one server's, or everyone's) on the game's own
  metric, leaving out any played with hints (`games.hints`); `streaks` counts a player's days in a row, from the stored attempts alone.

Days are UTC dates as text (YYYY-MM-DD); the caller says which day it is (the clock is
passed in), so tests can move across days.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from sqlalchemy import bindparam, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from . import schema as t
from .database import Database
from .game_rows import insert_game, inserted_game
from .rows import GameRow, ResultRow, dumps

_A = t.daily_attempts.c
_COLUMNS = (_A.user_id, _A.key, _A.day, _A.number, _A.game_id, _A.guild_id, _A.channel_id, _A.started_at,
            _A.finished_at, _A.result, _A.score, _A.stats)
_ONE = select(*_COLUMNS).where(_A.user_id == bindparam("uid"), _A.key == bindparam("key"),
                               _A.day == bindparam("day"))
_OF_GAME = select(*_COLUMNS).where(_A.game_id == bindparam("gid"))
_DAYS = select(_A.day, _A.result).where(_A.user_id == bindparam("uid"), _A.key == bindparam("key"))


class DailyDeal(NamedTuple):
    """Which daily deal a new game is: its UTC day (YYYY-MM-DD) and its number (#42)."""

    day: str
    number: int


@dataclass(frozen=True)
class Attempt:
    user_id: int
    key: str
    day: str  # the UTC date, YYYY-MM-DD
    number: int  # the daily deal's number (#42)
    game_id: int | None
    guild_id: int
    channel_id: int
    started_at: float
    finished_at: float | None = None
    result: str | None = None  # "win" | "loss" | "abandoned" once finished
    score: int | None = None
    stats: dict[str, int] = field(default_factory=dict)
    name: str | None = None  # the player's display name as last seen (for boards)
    hints: int = 0  # hints asked for in its game: off the boards when any (read by `of_day`)

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


def _attempt(row: Sequence[Any], name: str | None = None, hints: int | None = None) -> Attempt:
    (user, key, day, number, game_id, guild, channel, started, finished, result, score, stats) = row
    return Attempt(user, key, day, number, game_id, guild, channel, started, finished, result, score,
                   json.loads(stats or "{}"), name, int(hints or 0))


class AttemptTaken(Exception):
    """The player already has an attempt at this game's deal today; nothing was written."""

    def __init__(self, attempt: Attempt) -> None:
        self.attempt = attempt
        super().__init__(f"user {attempt.user_id} already has the {attempt.key} daily deal of {attempt.day}")


class Streaks(NamedTuple):
    played: int  # UTC days in a row with an attempt, up to today (or yesterday, today not yet played)
    won: int  # days in a row won, up to today (or yesterday, today's attempt not yet won or finished)


def count_streaks(results: Mapping[str, str | None], today: date) -> Streaks:
    """Streaks from a player's attempts of one game: {day: result (None while unfinished)}.

    A streak still stands on a day not played yet: it counts up to yesterday.  Today's
    attempt adds to the win streak once won; lost, it ends it; unfinished, it leaves the
    streak as it stood yesterday."""
    def run(start: date, ok: Any) -> int:
        n, day = 0, start
        while ok(day.isoformat()):
            n += 1
            day -= timedelta(days=1)
        return n

    yesterday = today - timedelta(days=1)
    played = run(today if today.isoformat() in results else yesterday, lambda d: d in results)
    now = results.get(today.isoformat(), None)
    start = today if now == "win" else yesterday
    won = 0 if now is not None and now != "win" else run(start, lambda d: results.get(d) == "win")
    return Streaks(played, won)


def finish_attempt(conn: Connection, game_id: int, results: Sequence[ResultRow], now: float) -> None:
    """The daily game `game_id` ended: its attempt's result, score and stats (inside the
    transaction saving the end; an attempt already finished is left as it is)."""
    for r in results:
        conn.execute(update(t.daily_attempts)
                     .where(_A.game_id == game_id, _A.user_id == r.user_id, _A.finished_at.is_(None))
                     .values(finished_at=now, result=r.result, score=int(r.score),
                             stats=dumps({k: int(v) for k, v in r.stats.items()})))


class DailyStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    async def start(self, *, user_id: int, key: str, day: str, number: int, guild_id: int, channel_id: int,
                    seed: int, options: Mapping[str, Any], state: Mapping[str, Any],
                    shuffle_version: int) -> GameRow:
        """The attempt of `user_id` at `key`'s deal of `day` and its game (mode "daily", one
        seat, version 0), in one transaction; the game's row.  AttemptTaken, with nothing
        written, when the player already has that day's attempt (in any process)."""
        now = self._clock()
        pk = {"uid": user_id, "key": key, "day": day}

        def op(conn: Connection) -> GameRow:
            found = conn.execute(_ONE, pk).first()
            if found is not None:
                raise AttemptTaken(_attempt(found))
            game_id = insert_game(conn, key=key, guild_id=guild_id, channel_id=channel_id, message_id=None,
                                  seed=seed, options=options, state=state, seats=(user_id,), now=now,
                                  mode="daily", shuffle_version=shuffle_version)
            conn.execute(insert(t.daily_attempts).values(
                user_id=user_id, key=key, day=day, number=number, game_id=game_id, guild_id=guild_id,
                channel_id=channel_id, started_at=now, stats="{}"))
            return inserted_game(conn, game_id)

        try:
            return await self._db.run(op, write=True)
        except IntegrityError:
            # Another process recorded the attempt between our look and our insert.
            taken = await self.attempt(user_id, key, day)
            if taken is None:
                raise
            raise AttemptTaken(taken) from None

    async def attempt(self, user_id: int, key: str, day: str) -> Attempt | None:
        found = await self._db.run(lambda c: c.execute(_ONE, {"uid": user_id, "key": key, "day": day}).first())
        return None if found is None else _attempt(found)

    async def of_game(self, game_id: int) -> Attempt | None:
        found = await self._db.run(lambda c: c.execute(_OF_GAME, {"gid": game_id}).first())
        return None if found is None else _attempt(found)

    async def of_day(self, key: str, day: str, guild_id: int | None = None) -> list[Attempt]:
        """Every attempt at `key`'s deal of `day`, finished or not (one server's, or all)."""
        query = (select(*_COLUMNS, t.people.c.name, t.games.c.hints)
                 .select_from(t.daily_attempts.outerjoin(t.people, t.people.c.user_id == _A.user_id)
                              .outerjoin(t.games, t.games.c.id == _A.game_id))
                 .where(_A.key == key, _A.day == day))
        if guild_id is not None:
            query = query.where(_A.guild_id == guild_id)
        return await self._db.run(lambda c: [_attempt(r[:-2], r[-2], r[-1]) for r in c.execute(query)])

    async def board(self, key: str, day: str, *, win_metric: tuple[str, bool] | None,
                    loss_metric: tuple[str, bool] | None = None, guild_id: int | None = None,
                    limit: int = 10) -> list[Attempt]:
        """The best finished attempts of a day, one server's (`guild_id`) or everyone's.

        Attempts played with hints are left out.  Order: won before lost; won attempts by `win_metric` ((stat, higher is better): the
        game's own figure), lost ones by `loss_metric`, or by the headline score (higher is
        better) without one; a missing figure last; then who finished first; then user id.
        """
        def figure(a: Attempt) -> tuple[Any, ...]:
            metric = win_metric if a.result == "win" else loss_metric
            stat, higher = metric if metric is not None else ("", True)
            value = a.stats.get(stat) if metric is not None else a.score
            return (value is None, 0 if value is None else (-value if higher else value))

        done = [a for a in await self.of_day(key, day, guild_id) if a.finished and not a.hints]
        done.sort(key=lambda a: (a.result != "win", *figure(a), a.finished_at, a.user_id))
        return done[:int(limit)]

    async def streaks(self, user_id: int, key: str, today: date) -> Streaks:
        """The player's play and win streaks at `key`'s daily deal, as of `today` (UTC)."""
        found = await self._db.run(
            lambda c: {day: result for day, result in c.execute(_DAYS, {"uid": user_id, "key": key})})
        return count_streaks(found, today)


__all__ = ["Attempt", "AttemptTaken", "DailyDeal", "DailyStore", "Streaks", "count_streaks", "finish_attempt"]
