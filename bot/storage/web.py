"""What the web pages read (`bot.web`): one database trip per page, with a fixed number of
statements whatever the number of rows (no query per row; the web tests count them with
`tests/web/statements.py`).  Reads only: the web never writes a game."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from sqlalchemy import and_, bindparam, select
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .game_rows import read_game_by_token
from .ratings import read_changes, read_player_changes
from .rows import GameRow, PastGame, RatingChange, RatingRow

BOT_USER_META = "the-bots-user-id"  # the bot's own user id, stored by the bot at start (its seats are the bot's)

_MOVES = (select(t.moves.c.seat, t.moves.c.action).where(t.moves.c.game_id == bindparam("gid"))
          .order_by(t.moves.c.seq))
_EVENT_STATUS = select(t.events.c.status).where(t.events.c.id == bindparam("eid"))

_G, _R, _S = t.games.c, t.results.c, t.seats.c
# A member whose page is on: their name and, for naming the bot's seats, the bot's user id.
_MEMBER = (select(t.member_settings.c.web, t.people.c.name,
                  select(t.meta.c.value).where(t.meta.c.key == BOT_USER_META).scalar_subquery())
           .select_from(t.member_settings.outerjoin(t.people, t.people.c.user_id == t.member_settings.c.user_id))
           .where(t.member_settings.c.user_id == bindparam("uid")))
# Their finished games (every mode), reached through their seats (indexed by user), newest first.
_RESULTS = t.seats.join(t.results, and_(_R.game_id == _S.game_id, _R.seat == _S.seat))
_PLAYED = (select(_G.id, _G.key, _G.guild_id, _G.channel_id, _G.message_id, _G.seed, _G.options, _G.status,
                  _G.version, _G.created_at, _G.updated_at, _G.mode, _G.shuffle_version, _G.level, _G.token,
                  _R.seat, _R.result, _R.score, _R.stats, _R.ended_at)
           .select_from(_RESULTS.join(t.games, _G.id == _S.game_id))
           .where(_S.user_id == bindparam("uid"), _R.ended_at >= bindparam("since"))
           .order_by(_R.ended_at.desc(), _G.id.desc()))
# Everyone's seats in those games, with the names last seen and whether their pages are on.
_THEIRS = t.seats.alias("theirs")
_THEIR_SEATS = (select(_THEIRS.c.game_id, _THEIRS.c.seat, _THEIRS.c.user_id, t.people.c.name, t.member_settings.c.web)
                .select_from(_THEIRS.outerjoin(t.people, t.people.c.user_id == _THEIRS.c.user_id)
                             .outerjoin(t.member_settings, t.member_settings.c.user_id == _THEIRS.c.user_id))
                .where(_THEIRS.c.game_id.in_(select(_S.game_id).select_from(_RESULTS)
                                             .where(_S.user_id == bindparam("uid"), _R.ended_at >= bindparam("since")))))
_RATINGS = select(t.ratings.c.user_id, t.ratings.c.key, t.ratings.c.mu, t.ratings.c.sigma, t.ratings.c.games).where(
    t.ratings.c.user_id == bindparam("uid"), t.ratings.c.games > 0)


@dataclass(frozen=True)
class GameFound:
    """A game's page: its row (seats and names), its move log, whether its event (a pairing's
    or a same-deal challenge's) is over, and what it did to ratings."""

    row: GameRow
    moves: tuple[tuple[int, str], ...]
    event_over: bool | None  # None: not an event's game
    rating_changes: tuple[RatingChange, ...]


@dataclass(frozen=True)
class PlayedGame(PastGame):
    """One of a player's finished games: `PastGame`'s fields (its row without its state,
    which is not read) and the player's figures as stored (JSON)."""

    stats: str = "{}"


@dataclass(frozen=True)
class PlayerFound:
    """A player's page and games export: a member who turned theirs on, their name as last
    seen, their finished games newest first (every mode; every seat's user and name), what
    rated games did to their ratings (oldest first), their ratings now by game key, and
    which of the people they played turned their own pages on."""

    user_id: int
    name: str | None
    bot_user_id: int | None
    games: tuple[PlayedGame, ...]
    changes: tuple[RatingChange, ...]
    ratings: dict[str, RatingRow]
    web_users: frozenset[int]


def _played(row: Any, seats: dict[int, list[tuple[int, int, str | None]]]) -> PlayedGame:
    (gid, key, guild, channel, message, seed, options, status, version, created, updated, mode, shuffle_version,
     level, token, seat, result, score, stats, ended) = row
    by_seat = sorted(seats.get(gid, ()))
    game = GameRow(id=gid, key=key, guild_id=guild, channel_id=channel, message_id=message, seed=seed,
                   options=json.loads(options), status=status, version=version, state={},
                   seats=tuple(user for _, user, _ in by_seat), names=tuple(name for _, _, name in by_seat),
                   created_at=created, updated_at=updated, mode=mode, shuffle_version=shuffle_version, level=level,
                   token=token)
    return PlayedGame(game, seat, result, score, ended, stats)


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

    async def player(self, user_id: int, *, since: float | None = None) -> PlayerFound | None:
        """The player's page and games (those that ended at `since` or later), None unless
        they turned their page on: five statements whatever their number of games."""
        def op(conn: Connection) -> PlayerFound | None:
            member = conn.execute(_MEMBER, {"uid": user_id}).first()
            if member is None or not member[0]:
                return None
            bound = {"uid": user_id, "since": 0.0 if since is None else float(since)}
            rows = conn.execute(_PLAYED, bound).all()
            seats: dict[int, list[tuple[int, int, str | None]]] = {}
            webbed = set()
            for gid, seat, user, name, web in conn.execute(_THEIR_SEATS, bound):
                seats.setdefault(gid, []).append((seat, user, name))
                if web:
                    webbed.add(user)
            changes = tuple(read_player_changes(conn, user_id))
            ratings = {r[1]: RatingRow(*r) for r in conn.execute(_RATINGS, {"uid": user_id})}
            bot = member[2]
            return PlayerFound(user_id, member[1], None if bot is None else int(bot),
                               tuple(_played(row, seats) for row in rows), changes, ratings, frozenset(webbed))
        return await self._db.run(op)

    async def bot_user_id(self) -> int | None:
        found = await self._db.run(lambda c: c.execute(select(t.meta.c.value)
                                                       .where(t.meta.c.key == BOT_USER_META)).scalar())
        return None if found is None else int(found)


__all__ = ["BOT_USER_META", "GameFound", "PlayedGame", "PlayerFound", "WebStore"]
