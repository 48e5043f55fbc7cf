"""What the web pages read (`bot.web`): one database trip per page, with a fixed number of
statements whatever the number of rows (no query per row; the web tests count them with
`tests/web/statements.py`).  Reads only: the web never writes a game."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from sqlalchemy import and_, bindparam, or_, select
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .events import (ChallengeAttempt, EventBye, EventGame, EventPlayer, EventRow, read_attempts, read_ended,
                     read_event, read_listed, read_players, read_standings_input)
from .game_rows import read_game_by_token
from .games import finished_query, leaderboard_of, option_sets_of
from .preferences import read_server
from .ratings import board_query, count_query, read_changes, read_names, read_player_changes
from .rows import GameRow, PastGame, RatingChange, RatingRow
from .seasons import SeasonRow, season_board_query, season_row

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


@dataclass(frozen=True)
class BoardAsk:
    """A results board asked of `WebStore.server`: one a game, as /stats ranks it (its "best"
    metrics, with whether more is better; the options that set no game apart)."""

    metrics: tuple[tuple[str, bool], ...] = ()
    ignore: tuple[str, ...] = ()


@dataclass(frozen=True)
class ResultsBoard:
    options: Mapping[str, Any]  # the house rules it ranks (the most played first)
    rows: tuple[Mapping[str, Any], ...]  # `leaderboard_of`'s entries


@dataclass(frozen=True)
class ServerFound:
    """A server's page: its rating boards (by game: the ranked players, and how many more are
    provisional), its season boards (by game and season), its results boards (by game: one a
    set of house rules), its events (running and upcoming by start, then those over, the
    latest first) and the names of everyone on it."""

    ratings: Mapping[str, tuple[tuple[RatingRow, ...], int]]
    seasons: Mapping[tuple[str, str], tuple[SeasonRow, ...]]
    results: Mapping[str, tuple[ResultsBoard, ...]]
    events: tuple[EventRow, ...]
    names: Mapping[int, str]


@dataclass(frozen=True)
class EventFound:
    """An event's page: the event, its players, games, byes and (a challenge's) attempts, the
    page token of each of their games, and the names of everyone in it."""

    event: EventRow
    players: tuple[EventPlayer, ...]
    games: tuple[EventGame, ...]
    byes: tuple[EventBye, ...]
    attempts: tuple[ChallengeAttempt, ...]
    tokens: Mapping[int, str]  # game id: its page token
    names: Mapping[int, str]


def _tokens(conn: Connection, event_id: int) -> dict[int, str]:
    """The page tokens of an event's games: its pairings' and its attempts'."""
    ids = or_(t.games.c.id.in_(select(t.event_games.c.game_id).where(t.event_games.c.event_id == event_id)),
              t.games.c.id.in_(select(t.challenge_attempts.c.game_id)
                               .where(t.challenge_attempts.c.event_id == event_id)))
    return {int(g): token for g, token in conn.execute(select(t.games.c.id, t.games.c.token).where(ids))
            if token is not None}


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

    async def server(self, guild_id: int, *, rated: Sequence[str], boards: Mapping[str, BoardAsk],
                     seasons: Sequence[tuple[str, int]], min_games: int, top: int = 10, option_sets: int = 3,
                     ended: int = 10) -> ServerFound | None:
        """A server's page, None when its admins have not turned its web pages on.  For each
        game of `rated`, its rating board (`top` players with `min_games` rated games) and its
        season boards (`seasons`: each month and how many places); for each game of
        `boards`, its results boards (the `option_sets` most played); its running and
        upcoming events and its `ended` latest over.  Statements, whatever the rows: 5 (the
        settings, the results, the events running and over, the names), 2 a rated game (its
        board and its provisional players) and 1 a rated game and season."""
        def op(conn: Connection) -> ServerFound | None:
            if not read_server(conn, guild_id).web:
                return None
            ratings = {}
            for key in rated:
                rows = tuple(RatingRow(*r) for r in conn.execute(
                    board_query(key, guild_id=guild_id, min_games=min_games, limit=top)))
                waiting = conn.execute(count_query(key, guild_id=guild_id, below=min_games)).scalar() or 0
                ratings[key] = (rows, int(waiting))
            season_boards = {(key, season): tuple(season_row(r) for r in conn.execute(
                season_board_query(guild_id, key, season, top=places))) for key in rated for season, places in seasons}
            finished: dict[str, list[tuple[Any, ...]]] = {key: [] for key in boards}
            if boards:
                for row in conn.execute(finished_query([t.results.c.guild_id == guild_id,
                                                        t.results.c.key.in_(sorted(boards))])):
                    finished[row[1]].append(tuple(row))
            results = {key: tuple(
                ResultsBoard(options, tuple(leaderboard_of(finished[key], metrics=ask.metrics, options=options,
                                                           limit=top, ignore=ask.ignore)))
                for options in option_sets_of(finished[key], limit=option_sets, ignore=ask.ignore))
                for key, ask in boards.items()}
            events = (*read_listed(conn, guild_id), *read_ended(conn, guild_id, ended))
            people = {row.user_id for rows, _ in ratings.values() for row in rows}
            people |= {row.user_id for rows in season_boards.values() for row in rows}
            people |= {entry["user_id"] for boards_ in results.values() for board in boards_ for entry in board.rows}
            return ServerFound(ratings, season_boards, results, events, read_names(conn, people))
        return await self._db.run(op)

    async def event(self, guild_id: int, event_id: int) -> EventFound | None:
        """An event's page, None when it is no event of `guild_id`'s or the server's admins
        have not turned its web pages on.  Eight statements whatever the rows."""
        def op(conn: Connection) -> EventFound | None:
            if not read_server(conn, guild_id).web:
                return None
            event = read_event(conn, event_id)
            if event is None or event.guild_id != guild_id:
                return None
            players = read_players(conn, event_id)
            games, byes = read_standings_input(conn, event_id)
            attempts = read_attempts(conn, event_id)
            people = {p.user_id for p in players} | {a.user_id for a in attempts}
            people |= {u for g in games for u in (g.first_user, g.second_user)}
            return EventFound(event, tuple(players), tuple(games), tuple(byes), tuple(attempts),
                              _tokens(conn, event_id), read_names(conn, people))
        return await self._db.run(op)

    async def bot_user_id(self) -> int | None:
        found = await self._db.run(lambda c: c.execute(select(t.meta.c.value)
                                                       .where(t.meta.c.key == BOT_USER_META)).scalar())
        return None if found is None else int(found)


__all__ = ["BOT_USER_META", "BoardAsk", "EventFound", "GameFound", "PlayedGame", "PlayerFound", "ResultsBoard",
           "ServerFound", "WebStore"]
