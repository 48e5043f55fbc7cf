"""Skill ratings, one per player and game (key), as chess sites keep them, and the
append-only log of what each rated game did to them.

Tables (`bot.storage.schema`, revision 0003):
- `ratings`         (user, key) -> mu, sigma (the model's numbers), games rated so far;
- `rating_changes`  one row per player of each rated game: the rating before and after.
                    Never changed: `recompute` rebuilds `ratings` from the games it names.

A rating is changed only in the transaction that records the game's result
(`Storage.save_state(ratings=...)`, through `rate_game` here), so a result and its ratings
are stored together or not at all.  In that transaction the players' current ratings are
read again `FOR UPDATE` (PostgreSQL; SQLite's writers are serialised by its database lock
already), after making sure their rows exist, so two games ending at once in two processes
for the same player both count: the second waits for the first and rates from its result.
Rows are locked in user id order, so two such transactions never deadlock.

Storage knows no rating maths: the model comes in as a `Rater` (bot.ratings.RATER).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Collection, Mapping

from sqlalchemy import and_, bindparam, delete, func, insert, select, update
from sqlalchemy.engine import Connection

from . import schema as t
from .database import Database
from .rows import Rater, RatingChange, RatingRow, Skill
from .upsert import upsert

_R = t.ratings.c
_C = t.rating_changes.c
_ROW = (_R.user_id, _R.key, _R.mu, _R.sigma, _R.games)
_LATER = t.rating_changes.alias("later")
# The player's rated games up to and including this change (ids grow with every change).
_GAMES_SO_FAR = (select(func.count()).select_from(_LATER)
                 .where(_LATER.c.user_id == _C.user_id, _LATER.c.key == _C.key, _LATER.c.id <= _C.id)
                 .scalar_subquery())
_CHANGES = (select(_C.game_id, _C.user_id, _C.key, _C.mu_before, _C.sigma_before, _C.mu_after, _C.sigma_after,
                   _GAMES_SO_FAR, _C.at)
            .where(_C.game_id == bindparam("gid")).order_by(_C.id))
# One player's changes, oldest first, reached through their seats (indexed by user).
_PLAYER_CHANGES = (select(_C.game_id, _C.user_id, _C.key, _C.mu_before, _C.sigma_before, _C.mu_after, _C.sigma_after,
                          _C.at)
                   .select_from(t.seats.join(t.rating_changes, and_(_C.game_id == t.seats.c.game_id,
                                                                     _C.user_id == t.seats.c.user_id)))
                   .where(t.seats.c.user_id == bindparam("uid")).order_by(_C.id))
_BUMP = (update(t.ratings).where(_R.user_id == bindparam("uid"), _R.key == bindparam("k"))
         .values(mu=bindparam("mu"), sigma=bindparam("sigma"), games=_R.games + 1, updated_at=bindparam("now")))


def rate_game(db: Database, conn: Connection, *, game_id: int, key: str, results: Mapping[int, str],
              rater: Rater, now: float, level: str | None = None) -> None:
    """Inside the save of a finished game: rate it from the players' current ratings (read
    again, locked) and write the new ratings and one change row a player.  Nothing is
    written when the rater says the game is not rated (an empty answer).  `level`: a game
    against the bot at that level, rated against the bot's fixed rating (`Rater.bot`)."""
    users = sorted(results)
    if not users:
        return
    for user in users:  # a row to lock, for a new player too (another process may be adding it)
        conn.execute(upsert(db, t.ratings, {"user_id": user, "key": key, "mu": rater.fresh.mu,
                                            "sigma": rater.fresh.sigma, "games": 0, "updated_at": now},
                            ("user_id", "key"), update=False))
    locked = (select(_R.user_id, _R.mu, _R.sigma).where(_R.key == key, _R.user_id.in_(users))
              .order_by(_R.user_id).with_for_update())
    before = {user: Skill(mu, sigma) for user, mu, sigma in conn.execute(locked)}
    opponent = rater.bot(key, level) if level is not None else None
    if level is not None and opponent is None:
        after: dict[int, Skill] = {}
    else:
        after = dict(rater.rate(before, dict(results), opponent) if opponent is not None
                     else rater.rate(before, dict(results)))
    if not after:  # not rated: leave no row for a player who has no rated game
        conn.execute(delete(t.ratings).where(_R.key == key, _R.user_id.in_(users), _R.games == 0))
        return
    unknown = set(after) - set(before)
    if unknown:
        raise ValueError(f"the rater rated players who did not play: {sorted(unknown)}")
    for user in sorted(after):
        new = after[user]
        conn.execute(_BUMP, {"uid": user, "k": key, "mu": float(new.mu), "sigma": float(new.sigma), "now": now})
    conn.execute(insert(t.rating_changes), [
        {"game_id": game_id, "user_id": user, "key": key, "mu_before": before[user].mu,
         "sigma_before": before[user].sigma, "mu_after": float(after[user].mu),
         "sigma_after": float(after[user].sigma), "at": now}
        for user in sorted(after)])
    unrated = sorted(set(users) - set(after))
    if unrated:
        conn.execute(delete(t.ratings).where(_R.key == key, _R.user_id.in_(unrated), _R.games == 0))


def read_changes(conn: Connection, game_id: int) -> list[RatingChange]:
    """`RatingStore.changes` inside a caller's transaction."""
    return [RatingChange(game_id=g, user_id=u, key=k, before=Skill(mb, sb), after=Skill(ma, sa), games=n, at=at)
            for g, u, k, mb, sb, ma, sa, n, at in conn.execute(_CHANGES, {"gid": game_id})]


def read_player_changes(conn: Connection, user_id: int) -> list[RatingChange]:
    """Every change of one player's ratings, oldest first, inside a caller's transaction; each
    one's `games` counted here, per game key in the order of the rows (`read_changes` counts
    them in SQL, which for every row of a long history would read the history again)."""
    so_far: dict[str, int] = defaultdict(int)
    out = []
    for g, u, k, mb, sb, ma, sa, at in conn.execute(_PLAYER_CHANGES, {"uid": user_id}):
        so_far[k] += 1
        out.append(RatingChange(game_id=g, user_id=u, key=k, before=Skill(mb, sb), after=Skill(ma, sa),
                                games=so_far[k], at=at))
    return out


def _players(key: str, *, guild_id: int | None, user_ids: Collection[int] | None, min_games: int) -> list[Any]:
    where: list[Any] = [_R.key == key, _R.games >= max(1, int(min_games))]
    if user_ids is not None:
        where.append(_R.user_id.in_(sorted(set(user_ids))))
    if guild_id is not None:
        # The server's members as the bot knows them: who finished a game of it there.
        seen = select(t.results.c.user_id).where(t.results.c.guild_id == guild_id, t.results.c.key == key)
        where.append(_R.user_id.in_(seen))
    return where


def board_query(key: str, *, guild_id: int | None = None, user_ids: Collection[int] | None = None,
                min_games: int = 1, limit: int = 10) -> Any:
    """The best rated players of `key` (rows for `RatingRow`), highest rating (mu) first,
    then the most games, then user id: everyone (global), or only those of `user_ids`, or
    only those who finished a game of `key` in `guild_id` (a server's members as the bot
    knows them, without the privileged members intent); with at least `min_games` rated
    games."""
    where = _players(key, guild_id=guild_id, user_ids=user_ids, min_games=min_games)
    return select(*_ROW).where(*where).order_by(_R.mu.desc(), _R.games.desc(), _R.user_id).limit(int(limit))


def count_query(key: str, *, guild_id: int | None = None, user_ids: Collection[int] | None = None,
                min_games: int = 1, below: int | None = None) -> Any:
    """How many players `board_query` would rank (without its limit); with `below`, only
    those with fewer than `below` rated games."""
    where = _players(key, guild_id=guild_id, user_ids=user_ids, min_games=min_games)
    if below is not None:
        where.append(_R.games < int(below))
    return select(func.count()).select_from(t.ratings).where(*where)


def read_names(conn: Connection, user_ids: Collection[int]) -> dict[int, str]:
    """Display names as last seen (the `people` table) of those of `user_ids` the bot has
    seen, inside a caller's transaction (one statement, even for nobody)."""
    ids = sorted(set(user_ids))
    query = select(t.people.c.user_id, t.people.c.name).where(t.people.c.user_id.in_(ids))
    return {int(u): n for u, n in conn.execute(query)}


class RatingStore:
    """Reading ratings (a player's, a game's changes, leaderboards) and rebuilding them."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, user_id: int, key: str) -> RatingRow | None:
        """The player's rating at `key`, None before their first rated game."""
        found = await self.of(key, (user_id,))
        return found.get(user_id)

    async def of(self, key: str, user_ids: Collection[int]) -> dict[int, RatingRow]:
        """The ratings at `key` of those of `user_ids` who have one."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        query = select(*_ROW).where(_R.key == key, _R.user_id.in_(ids), _R.games > 0)
        return await self._db.run(lambda c: {r[0]: RatingRow(*r) for r in c.execute(query)})

    async def changes(self, game_id: int) -> list[RatingChange]:
        """What a game did to its players' ratings, in the order they were written (user
        id); empty for a game that was not rated (or is not over)."""
        return await self._db.run(read_changes, game_id)

    async def board(self, key: str, *, guild_id: int | None = None, user_ids: Collection[int] | None = None,
                    min_games: int = 1, limit: int = 10) -> list[RatingRow]:
        """`board_query`'s players."""
        if user_ids is not None and not user_ids:
            return []
        query = board_query(key, guild_id=guild_id, user_ids=user_ids, min_games=min_games, limit=limit)
        return await self._db.run(lambda c: [RatingRow(*r) for r in c.execute(query)])

    async def count(self, key: str, *, guild_id: int | None = None, user_ids: Collection[int] | None = None,
                    min_games: int = 1, below: int | None = None) -> int:
        """How many players `board` would rank (without its limit); with `below`, only
        those with fewer than `below` rated games (the provisional ones)."""
        if user_ids is not None and not user_ids:
            return 0
        query = count_query(key, guild_id=guild_id, user_ids=user_ids, min_games=min_games, below=below)
        return int(await self._db.run(lambda c: c.execute(query).scalar() or 0))

    async def rank(self, user_id: int, key: str, *, guild_id: int | None = None, min_games: int = 1) -> int | None:
        """The player's place on `board` (1: the best), None when they are not on it."""
        mine = await self.get(user_id, key)
        if mine is None or mine.games < min_games:
            return None
        where = _players(key, guild_id=guild_id, user_ids=None, min_games=min_games)
        if guild_id is not None:
            seen = await self._db.run(lambda c: c.execute(
                select(func.count()).select_from(t.results).where(
                    t.results.c.guild_id == guild_id, t.results.c.key == key,
                    t.results.c.user_id == user_id)).scalar())
            if not seen:
                return None
        ahead = select(func.count()).select_from(t.ratings).where(
            *where, (_R.mu > mine.mu) | and_(_R.mu == mine.mu, _R.games > mine.games)
            | and_(_R.mu == mine.mu, _R.games == mine.games, _R.user_id < user_id))
        return 1 + int(await self._db.run(lambda c: c.execute(ahead).scalar() or 0))

    async def names(self, user_ids: Collection[int]) -> dict[int, str]:
        """Players' display names as last seen (for a board of players of every server,
        where a mention of someone from another server would not show a name)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        return await self._db.run(read_names, ids)

    async def recompute(self, key: str, rater: Rater) -> dict[int, RatingRow]:
        """Rebuild every rating of `key` from scratch: replay the results of the games
        `rating_changes` names, in the order they were rated, through `rater` (after a
        change of the model, or to check the stored ratings).  Writes and returns the new
        ratings.  `rating_changes` itself is left as it was: the history of what was shown."""
        log = (select(_C.game_id, _C.user_id, t.results.c.result, _C.at, t.games.c.level)
               .select_from(t.rating_changes.join(t.results, and_(t.results.c.game_id == _C.game_id,
                                                                  t.results.c.user_id == _C.user_id))
                            .join(t.games, t.games.c.id == _C.game_id))
               .where(_C.key == key).order_by(_C.id))
        db = self._db

        def op(conn: Connection) -> dict[int, RatingRow]:
            if not db.sqlite:  # no rating of this game changes meanwhile (SQLite: BEGIN IMMEDIATE)
                conn.exec_driver_sql("LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE")
            games: dict[int, dict[int, str]] = {}  # in the order first rated (dicts keep it)
            levels: dict[int, str | None] = {}
            last: dict[int, float] = {}
            for game_id, user, result, at, level in conn.execute(log):
                games.setdefault(game_id, {})[user] = result
                levels[game_id] = level
                last[user] = max(at, last.get(user, at))
            skill: dict[int, Skill] = {}
            played: dict[int, int] = defaultdict(int)
            for game_id, results in games.items():
                before = {u: skill.get(u, rater.fresh) for u in results}
                level = levels[game_id]
                bot = rater.bot(key, level) if level is not None else None
                after = rater.rate(before, results, bot) if bot is not None else rater.rate(before, results)
                for user, new in after.items():
                    skill[user] = Skill(float(new.mu), float(new.sigma))
                    played[user] += 1
            conn.execute(delete(t.ratings).where(_R.key == key))
            if skill:
                conn.execute(insert(t.ratings), [
                    {"user_id": u, "key": key, "mu": s.mu, "sigma": s.sigma, "games": played[u],
                     "updated_at": last[u]} for u, s in sorted(skill.items())])
            return {u: RatingRow(u, key, s.mu, s.sigma, played[u]) for u, s in sorted(skill.items())}

        return await db.run(op, write=True)


__all__ = ["RatingStore", "board_query", "count_query", "rate_game", "read_changes", "read_names",
           "read_player_changes"]
