"""Games, their seats, moves and results, and the statistics read from them: `GameStore`,
whose queries `Storage` (store.py) answers itself (`storage.save_state(...)`).

Nothing about a game lives only in a process's memory: a row in `games` holds the seed, the
options, the engine state as JSON and a `version` that goes up by one on every save.  A save
names the version it read (`expected_version`); if another click saved first, in this
process or another, zero rows match and `VersionConflict` is raised with nothing written
(optimistic concurrency, as boardgame.io's state id).  The timers a move sets or clears are
written in the same transaction, so a move and its deadlines are never half stored.

Each game also keeps its `mode` ("normal"; "daily", a daily deal's attempt; "replay", a deal
played again from its code; "winnable", a deal dealt proved winnable) and its
`shuffle_version` (how its deal was made from the seed).  Only "normal" games count in the
statistics below, unless a "winnable" summary is asked for (counted apart).

The statistics are aggregated here in Python from the rows a query selects (one guild, one
game or one member): the same code on both databases, and no JSON functions, which SQLite and
PostgreSQL spell differently.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from dataclasses import replace
from typing import Any, Callable, Iterable, Mapping, Sequence

from sqlalchemy import and_, bindparam, case, delete, insert, or_, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from engine.core import SHUFFLE_VERSION

from . import schema as t
from .daily import finish_attempt
from .events import record_challenge_result, record_game_result
from .seasons import GAME_POINTS, season_of, season_points_upsert
from .database import Database
from .game_rows import PRIVATE_MODES, RESULTS, STATUSES, insert_game, inserted_game, read_game
from .ratings import rate_game
from .invitations import InvitationStatus
from .rows import GameRow, GameStatus, InvitationClosed, Rater, ResultRow, SeatTaken, TimerOp, TurnDms, VersionConflict, dumps
from .timers import apply_timer_ops
from .turn_dms import apply_turn_dms
from .upsert import upsert

_SAVE = (update(t.games).where(t.games.c.id == bindparam("gid"), t.games.c.version == bindparam("expected"))
         .values(state=bindparam("state"), status=bindparam("status"), version=t.games.c.version + 1,
                 updated_at=bindparam("now")))
_VERSION = select(t.games.c.version).where(t.games.c.id == bindparam("gid"))
_FREE_SEATS = delete(t.running_seats).where(t.running_seats.c.game_id == bindparam("gid"))
_MOVE = insert(t.moves)
_MARK_SHOWN = (update(t.games).where(t.games.c.id == bindparam("gid"), or_(
    t.games.c.shown_version.is_(None), t.games.c.shown_version < bindparam("shown")))
    .values(shown_version=bindparam("shown")))
# A table posted again (elsewhere, after a crash): its message, where that message is, and
# the version it shows.  A first click may have recorded this very message and shown a newer
# version already (`claim_message`): the version it shows then never moves backwards.
_SET_MESSAGE = (update(t.games).where(t.games.c.id == bindparam("gid"))
                .values(message_id=bindparam("message"), channel_id=bindparam("channel"),
                        parent_id=bindparam("parent"),
                        shown_version=case((and_(t.games.c.message_id == bindparam("message"),
                                                 t.games.c.shown_version > bindparam("shown")),
                                            t.games.c.shown_version), else_=bindparam("shown"))))
_CLAIM_MESSAGE = (update(t.games).where(t.games.c.id == bindparam("gid"), t.games.c.message_id.is_(None),
                                        t.games.c.channel_id == bindparam("channel"))
                  .values(message_id=bindparam("message")))


def _without(options: str, ignore: Sequence[str]) -> str:
    """A game's stored options less the ones that set no game apart (a challenger's role)."""
    if not ignore:
        return options
    data = json.loads(options)
    for name in ignore:
        data.pop(name, None)
    return dumps(data)


def _best(values: list[Any], higher: bool) -> Any:
    found = [v for v in values if v is not None]
    if not found:
        return None
    return max(found) if higher else min(found)


def summarise(found: Iterable[tuple[str, str, str, str]], *, metrics: Mapping[str, Sequence[tuple[str, bool]]],
              sums: Mapping[str, Sequence[str]] | None = None, ignore: Sequence[str] = ()) -> list[dict[str, Any]]:
    """A player's results (key, options, result, stats; options and stats as stored) summed
    up per game key and option set: `GameStore.player_summary`'s dicts, in its order."""
    groups: dict[tuple[str, str], list[tuple[str, dict[str, Any]]]] = defaultdict(list)
    for k, options, result, stats in found:
        groups[(k, _without(options, ignore))].append((result, json.loads(stats)))
    out = []
    for (k, options), rows in groups.items():
        counts = {r: sum(1 for res, _ in rows if res == r) for r in RESULTS}
        wins = [stats for res, stats in rows if res == "win"]
        best = {m: _best([s.get(m) for s in wins], higher) for m, higher in metrics.get(k, ())}
        totals = {m: int(sum(s.get(m) or 0 for _, s in rows)) for m in (sums or {}).get(k, ())}
        out.append({
            "key": k, "options": json.loads(options), "played": len(rows), "won": counts["win"],
            "lost": counts["loss"], "drawn": counts["draw"], "abandoned": counts["abandoned"],
            "win_rate": counts["win"] / len(rows), "best": best, "totals": totals,
        })
    out.sort(key=lambda d: (d["key"], -d["played"], dumps(d["options"])))
    return out


def win_streaks(results: Iterable[str]) -> tuple[int, int]:
    """(the current, the longest) run of wins in a player's results, given oldest first: any
    other result (a loss, a draw, an abandoned game) ends a run."""
    current = longest = 0
    for result in results:
        current = current + 1 if result == "win" else 0
        longest = max(longest, current)
    return current, longest


class GameStore:
    """Games, their seats, moves and results, and the statistics read from them (the part of
    `Storage` that is about games: `Storage` is one)."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self.db = db
        self._clock = clock

    # ---- games -----------------------------------------------------------------------

    async def create_game(
        self,
        *,
        key: str,
        guild_id: int,
        channel_id: int,
        seed: int,
        options: Mapping[str, Any],
        state: Mapping[str, Any],
        seats: Sequence[int],
        people: Sequence[int] | None = None,
        invitation_id: int | None = None,
        message_id: int | None = None,
        mode: str = "normal",
        shuffle_version: int = SHUFFLE_VERSION,
        timers: Sequence[TimerOp] = (),
        level: str | None = None,
        parent_id: int | None = None,
        turn_seconds: float | None = None,
        reaction_seconds: float | None = None,
        place: str | None = None,
        turn_dms: TurnDms | None = None,
    ) -> GameRow:
        """Insert a running game at version 0 with its seats; returns the stored row.

        `mode`: "normal", or "replay" for a deal played again from its code (kept off the
        statistics); a daily deal's game is made by `storage.daily.start`, with its attempt.
        `shuffle_version`: how the deal was made from the seed (engine.core.SHUFFLE_VERSION).
        `timers`: the new game's first timers, set in its transaction (their `ref_id` is
        the new game's id, whatever they name).

        `people` (default: every seat's user) may hold only one running game of `key` in
        this channel: if one already does, SeatTaken is raised and nothing is written (the
        primary key of `running_seats` decides a race between processes).
        `message_id`: the message that will show the table (an invitation's), if known.
        `level`: the bot's level, in a game against it.
        `parent_id`: the channel the game's own thread (`channel_id`) was started from; the
        one-game-per-channel rule then holds in that channel, across its threads.
        `turn_seconds`, `reaction_seconds`: the server's time limits (None: the bot's).
        `place`: where the channel is (`GameRow.place`, `bot.discord.places`).
        With `invitation_id`, the open invitation is closed as accepted in the same
        transaction (InvitationClosed, nothing written, if it is no longer open), so an
        invitation starts one game at most.
        """
        if not seats:
            raise ValueError("a game needs at least one seat")
        if mode not in ("normal", "replay", "winnable"):
            raise ValueError(f"mode must be 'normal', 'replay' or 'winnable' here, not {mode!r} "
                             "(daily deals: storage.daily)")
        people = list(dict.fromkeys(seats if people is None else people))
        now = self._clock()
        home = parent_id or channel_id
        owner = (select(t.running_seats.c.user_id, t.running_seats.c.game_id).where(
            t.running_seats.c.key == key, t.running_seats.c.channel_id == home,
            t.running_seats.c.user_id.in_(people)))

        def op(conn: Connection) -> GameRow:
            taken = conn.execute(owner).first() if people else None
            if taken is not None:
                raise SeatTaken(taken[0], taken[1])
            game_id = insert_game(conn, key=key, guild_id=guild_id, channel_id=channel_id, message_id=message_id,
                                  seed=seed, options=options, state=state, seats=seats, now=now, mode=mode,
                                  shuffle_version=shuffle_version, level=level, parent_id=parent_id,
                                  turn_seconds=turn_seconds, reaction_seconds=reaction_seconds, place=place)
            if people:
                conn.execute(insert(t.running_seats), [
                    {"key": key, "channel_id": home, "user_id": user, "game_id": game_id} for user in people])
            if invitation_id is not None:
                closed = conn.execute(update(t.invitations).where(t.invitations.c.id == invitation_id,
                                                                  t.invitations.c.status == InvitationStatus.OPEN.value)
                                      .values(status=InvitationStatus.ACCEPTED.value, game_id=game_id))
                if closed.rowcount != 1:
                    raise InvitationClosed(invitation_id)
            apply_timer_ops(self.db, conn, [replace(op, ref_id=game_id) for op in timers])
            apply_turn_dms(self.db, conn, game_id, 0, turn_dms)
            return inserted_game(conn, game_id)

        try:
            return await self.db.run(op, write=True)
        except IntegrityError:
            # Another process seated one of them between our check and our insert.
            taken = await self.db.run(lambda c: c.execute(owner).first())
            if taken is None:
                raise
            raise SeatTaken(taken[0], taken[1]) from None

    async def set_message(self, game_id: int, message_id: int, *, channel_id: int, parent_id: int | None,
                          shown_version: int | None = None) -> None:
        """Remember the Discord message showing the table, the channel it is in (`parent_id`:
        the channel that channel, a thread, was started from, when the game has its own
        thread) and the version it shows (not a move: the game's version is unchanged).

        The channel is stored with the message because a table brought back elsewhere
        (`bot.discord.table.on_bring_back`) must be edited, and followed by its notices, where it
        now is; the server never changes (the click router refuses a click from another)."""
        await self.db.run(lambda c: c.execute(_SET_MESSAGE, {"gid": game_id, "message": message_id,
                                                             "channel": channel_id, "parent": parent_id,
                                                             "shown": shown_version}))

    async def claim_message(self, game_id: int, message_id: int, channel_id: int) -> bool:
        """Record `message_id` as the table of a game that has none recorded yet, in its own
        channel (the first click on a table just posted, before `set_message` ran: see
        `bot.discord.loaders.own_message`); False if the game has a message already (or is
        elsewhere)."""
        params = {"gid": game_id, "message": message_id, "channel": channel_id}
        return await self.db.run(lambda c: c.execute(_CLAIM_MESSAGE, params).rowcount == 1)

    async def mark_shown(self, game_id: int, version: int) -> None:
        """The public message now shows `version` (never moves backwards)."""
        await self.db.run(lambda c: c.execute(_MARK_SHOWN, {"gid": game_id, "shown": version}))

    async def tables_behind(self, before: float | None = None) -> list[int]:
        """Running games whose public message is behind the database or was never posted;
        with `before`, only those last changed before then (a start-up pass leaves alone the
        games this process is starting or moving right now)."""
        query = select(t.games.c.id).where(
            # a daily deal or a challenge's attempt has no public table
            t.games.c.status == GameStatus.RUNNING.value, t.games.c.mode.notin_(PRIVATE_MODES),
            or_(t.games.c.shown_version.is_(None), t.games.c.shown_version < t.games.c.version))
        if before is not None:
            query = query.where(t.games.c.updated_at < before)
        return await self.db.run(lambda c: list(c.execute(query.order_by(t.games.c.id)).scalars()))

    async def remember_names(self, names: Mapping[int, str]) -> None:
        """Members' display names as seen now (shown on tables and in results)."""
        if not names:
            return

        def op(conn: Connection) -> None:
            for uid, name in sorted(names.items()):  # a fixed order: no deadlock between processes
                conn.execute(upsert(self.db, t.people, {"user_id": uid, "name": name[:64]}, ("user_id",)))
        await self.db.run(op, write=True)

    async def delete_game(self, game_id: int) -> None:
        """Cancel a game that never reached its players: it leaves no trace (seats, moves,
        running seats and timers go with it)."""
        def op(conn: Connection) -> None:
            conn.execute(delete(t.timers).where(t.timers.c.kind.in_(("turn", "reaction")),
                                                t.timers.c.ref_id == game_id))
            conn.execute(update(t.invitations).where(t.invitations.c.game_id == game_id).values(game_id=None))
            conn.execute(delete(t.games).where(t.games.c.id == game_id))
        await self.db.run(op, write=True)

    async def load_game(self, game_id: int) -> GameRow | None:
        return await self.db.run(read_game, game_id)

    async def save_state(
        self,
        game_id: int,
        *,
        expected_version: int,
        state: Mapping[str, Any],
        status: GameStatus | str,
        move: tuple[int, str] | None,
        results: Sequence[ResultRow] | None = None,
        timers: Sequence[TimerOp] = (),
        ratings: Rater | None = None,
        turn_dms: TurnDms | None = None,
    ) -> int:
        """Write the new state, the move, (at the end) the results, and the timers the new
        position sets or clears, in one transaction.

        With `ratings` (the rating model, given for a finished game between two people at a
        rated game), the players in `results` are rated from their current ratings, read
        again and locked in this transaction, and their new ratings and a `rating_changes`
        row each are written with the result.  Only a "normal" game is rated (never a daily
        deal nor a replayed deal).

        Raises VersionConflict, with nothing written, unless the game is still at
        `expected_version`: however many processes fire a timer or take a click at once,
        one change is applied.  Returns the new version, which is also the move's seq.
        """
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, not {status!r}")
        status = GameStatus(status)
        for r in results or ():
            if r.result not in RESULTS:
                raise ValueError(f"result must be one of {RESULTS}, not {r.result!r}")
        now = self._clock()
        data = dumps(dict(state))

        def op(conn: Connection) -> int:
            changed = conn.execute(_SAVE, {"gid": game_id, "expected": expected_version, "state": data,
                                           "status": status.value, "now": now})
            if changed.rowcount != 1:
                raise VersionConflict(game_id, expected_version, conn.execute(_VERSION, {"gid": game_id}).scalar())
            new_version = expected_version + 1
            if status.over:
                conn.execute(_FREE_SEATS, {"gid": game_id})
            if move is not None:
                conn.execute(_MOVE, {"game_id": game_id, "seq": new_version, "seat": move[0], "action": move[1],
                                     "at": now})
            if results:
                guild, key, mode, level = conn.execute(
                    select(t.games.c.guild_id, t.games.c.key, t.games.c.mode, t.games.c.level)
                    .where(t.games.c.id == game_id)).one()
                conn.execute(insert(t.results), [
                    {"game_id": game_id, "seat": r.seat, "user_id": r.user_id, "guild_id": guild, "key": key,
                     "result": r.result, "score": int(r.score),
                     "stats": dumps({k: int(v) for k, v in r.stats.items()}), "ended_at": now}
                    for r in results])
                if ratings is not None and mode == "normal":
                    rate_game(self.db, conn, game_id=game_id, key=key, rater=ratings, now=now,
                              results={r.user_id: r.result for r in results}, level=level)
                    # The server's season board counts the rated game once, with its result.
                    for r in results:
                        conn.execute(season_points_upsert(self.db, guild, key, season_of(now), r.user_id,
                                                          GAME_POINTS.get(r.result, 0), 1, now))
                if mode == "daily":  # the attempt's result, in the same transaction
                    finish_attempt(conn, game_id, results, now)
                elif mode == "challenge":  # a same-deal challenge's attempt: its result, figure and time
                    record_challenge_result(conn, game_id, results, now)
                record_game_result(self.db, conn, game_id, results, now)  # an event's game counts with it
            apply_timer_ops(self.db, conn, timers)
            apply_turn_dms(self.db, conn, game_id, new_version, turn_dms)  # in the move's transaction
            return new_version

        return await self.db.run(op, write=True)

    # ---- search: hints and verdicts (revision 0004) ------------------------------------

    async def count_hint(self, game_id: int) -> int:
        """One more hint asked for in the game (stored before the hint is shown); the count."""
        def op(conn: Connection) -> int:
            conn.execute(update(t.games).where(t.games.c.id == game_id).values(hints=t.games.c.hints + 1))
            return int(conn.execute(select(t.games.c.hints).where(t.games.c.id == game_id)).scalar_one())
        return await self.db.run(op, write=True)

    async def ask_verdict(self, game_id: int, asked_by: int, token: str | None = None) -> str:
        """Ask for a finished deal's verdict: "stored" (it is known), "pending" (someone asked
        already and it is being worked out) or "asked" (a "verdict" timer, due now, will have a
        process work it out: it survives a restart).  `token`: the asking click's, kept with
        the timer where the answer can only follow that click (`bot.discord.places`)."""
        now = self._clock()

        def op(conn: Connection) -> str:
            if conn.execute(select(t.games.c.verdict).where(t.games.c.id == game_id)).scalar() is not None:
                return "stored"
            found = conn.execute(select(t.timers.c.ref_id).where(t.timers.c.kind == "verdict",
                                                                 t.timers.c.ref_id == game_id)).first()
            if found is not None:
                return "pending"
            data: dict[str, Any] = {"asked_by": asked_by} | ({"token": token} if token else {})
            apply_timer_ops(self.db, conn, [TimerOp("verdict", game_id, now, data)])
            return "asked"
        return await self.db.run(op, write=True)

    async def store_verdict(self, game_id: int, verdict: Mapping[str, Any]) -> bool:
        """Keep a worked-out verdict and close its timer, in one transaction; False when one
        was stored already (another process finished first: its answer was the one told)."""
        def op(conn: Connection) -> bool:
            done = conn.execute(update(t.games).where(t.games.c.id == game_id, t.games.c.verdict.is_(None))
                                .values(verdict=dumps(dict(verdict))))
            apply_timer_ops(self.db, conn, [TimerOp("verdict", game_id, None)])
            return done.rowcount == 1
        return await self.db.run(op, write=True)

    async def moves(self, game_id: int) -> list[tuple[int, int, str]]:
        """The move log in order: (seq, seat, action)."""
        query = (select(t.moves.c.seq, t.moves.c.seat, t.moves.c.action)
                 .where(t.moves.c.game_id == game_id).order_by(t.moves.c.seq))
        return await self.db.run(lambda c: [(seq, seat, action) for seq, seat, action in c.execute(query)])

    async def results(self, game_id: int) -> list[ResultRow]:
        """The stored results of a finished game, by seat (empty while it runs)."""
        query = (select(t.results.c.seat, t.results.c.user_id, t.results.c.result, t.results.c.score,
                        t.results.c.stats).where(t.results.c.game_id == game_id).order_by(t.results.c.seat))
        return await self.db.run(lambda c: [ResultRow(s, u, res, sc, json.loads(st))
                                            for s, u, res, sc, st in c.execute(query)])

    async def running_game_for(
        self, *, user_id: int, channel_id: int, key: str | None
    ) -> GameRow | None:
        """The user's running game of `key` (any game if None) in this channel or in a thread
        started from it, newest first; never a game played privately (a daily deal, a
        challenge's attempt: played on its player's private table, it occupies no table)."""
        query = (select(t.games.c.id).join(t.seats, t.seats.c.game_id == t.games.c.id)
                 .where(t.seats.c.user_id == user_id,
                        or_(t.games.c.channel_id == channel_id, t.games.c.parent_id == channel_id),
                        t.games.c.status == GameStatus.RUNNING.value, t.games.c.mode.notin_(PRIVATE_MODES)))
        if key is not None:
            query = query.where(t.games.c.key == key)
        query = query.order_by(t.games.c.updated_at.desc(), t.games.c.id.desc()).limit(1)

        def op(conn: Connection) -> GameRow | None:
            game_id = conn.execute(query).scalar()
            return None if game_id is None else read_game(conn, game_id)
        return await self.db.run(op)

    async def running_games_of(self, user_id: int, *, limit: int = 50) -> list[GameRow]:
        """Every running game the user is seated in, wherever it is (any server, DM or group
        DM: games are kept by channel), with a public table (never a daily deal nor a
        challenge's attempt, played on a private table), the latest moved first, at most
        `limit`: one query for their ids, then each row as a click loads it, in one read
        (`/games`: bot.features.my_games)."""
        query = (select(t.games.c.id).join(t.seats, t.seats.c.game_id == t.games.c.id)
                 .where(t.seats.c.user_id == user_id, t.games.c.status == GameStatus.RUNNING.value,
                        t.games.c.mode.notin_(PRIVATE_MODES))
                 .group_by(t.games.c.id, t.games.c.updated_at)
                 .order_by(t.games.c.updated_at.desc(), t.games.c.id.desc()).limit(int(limit)))

        def op(conn: Connection) -> list[GameRow]:
            found = [read_game(conn, game_id) for game_id in conn.execute(query).scalars().all()]
            return [row for row in found if row is not None]
        return await self.db.run(op)

    # ---- statistics ------------------------------------------------------------------

    async def _finished(self, where: Iterable[Any], mode: str = "normal") -> list[tuple[Any, ...]]:
        """`finished_query`'s rows."""
        query = finished_query(where, mode)
        return await self.db.run(lambda c: [tuple(r) for r in c.execute(query)])

    async def player_summary(
        self,
        *,
        guild_id: int,
        user_id: int,
        key: str | None,
        metrics: Mapping[str, Sequence[tuple[str, bool]]],
        sums: Mapping[str, Sequence[str]] | None = None,
        ignore: Sequence[str] = (),
        mode: str = "normal",
    ) -> list[dict[str, Any]]:
        """Per game key and option set the user finished in this guild (or only `key`),
        ordered by key, then by games played: games with other options (house rules) are
        other games, and their results are not added together.

        Each dict: key, options (the game's options as stored), played, won, lost, drawn,
        abandoned, win_rate (0..1), best {metric: value or None if never won} for
        `metrics[key]` ((stat, higher is better) pairs), and totals {stat: sum over every
        finished game} for `sums[key]`.  `ignore`: options that set no game apart.  `mode`:
        "winnable" for the deals dealt proved winnable, kept apart from the others.
        """
        where = [t.results.c.guild_id == guild_id, t.results.c.user_id == user_id]
        if key is not None:
            where.append(t.results.c.key == key)
        found = await self._finished(where, mode)
        return summarise([(k, options, result, stats) for _, k, options, result, stats in found], metrics=metrics,
                         sums=sums, ignore=ignore)

    async def option_sets(self, *, guild_id: int, key: str, limit: int = 3,
                          ignore: Sequence[str] = ()) -> list[dict[str, Any]]:
        """The option sets a game was finished with in this guild, most played first."""
        rows = await self._finished([t.results.c.guild_id == guild_id, t.results.c.key == key])
        return option_sets_of(rows, limit=limit, ignore=ignore)

    async def leaderboard(
        self,
        *,
        guild_id: int,
        key: str,
        metrics: Sequence[tuple[str, bool]],
        options: Mapping[str, Any] | None = None,
        limit: int = 10,
        ignore: Sequence[str] = (),
    ) -> list[dict[str, Any]]:
        """Top `limit` users of one game in one guild (`leaderboard_of`)."""
        rows = await self._finished([t.results.c.guild_id == guild_id, t.results.c.key == key])
        return leaderboard_of(rows, metrics=metrics, options=options, limit=limit, ignore=ignore)


def finished_query(where: Iterable[Any], mode: str = "normal") -> Any:
    """(user_id, key, options, result, stats) of the results matching `where`, of ordinary
    games only (or of `mode`'s): a daily deal's results are its own (`storage.daily`), as a
    challenge attempt's are its event's (`storage.events`), a
    deal played again from its code is off the statistics, and deals dealt proved
    winnable have figures of their own."""
    return (select(t.results.c.user_id, t.results.c.key, t.games.c.options, t.results.c.result, t.results.c.stats)
            .join(t.games, t.games.c.id == t.results.c.game_id).where(t.games.c.mode == mode, *where))


def option_sets_of(rows: Iterable[Sequence[Any]], *, limit: int = 3,
                   ignore: Sequence[str] = ()) -> list[dict[str, Any]]:
    """The option sets among `finished_query`'s rows of one game, most played first."""
    counts: dict[str, int] = defaultdict(int)
    for _, _, options, _, _ in rows:
        counts[_without(options, ignore)] += 1
    ranked = sorted(counts, key=lambda o: (-counts[o], o))
    return [json.loads(o) for o in ranked[:int(limit)]]


def leaderboard_of(rows: Iterable[Sequence[Any]], *, metrics: Sequence[tuple[str, bool]],
                   options: Mapping[str, Any] | None = None, limit: int = 10,
                   ignore: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Top `limit` users among `finished_query`'s rows of one game in one guild, played with
    `options` (as stored: every option resolved), or with any options when None.

    Order: wins desc, then the first metric's best over wins (best first, users with no
    value last), then fewer games played first, then user id for a stable order.
    Each dict: user_id, played, won, win_rate, best {metric: value or None}.
    """
    metrics = list(metrics)
    wanted = None if options is None else dumps(dict(options))
    per_user: dict[int, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
    for user, _, opts, result, stats in rows:
        if wanted is None or _without(opts, ignore) == wanted:
            per_user[user].append((result, json.loads(stats)))
    board = []
    for user, played in per_user.items():
        wins = [s for res, s in played if res == "win"]
        best = {m: _best([s.get(m) for s in wins], higher) for m, higher in metrics}
        board.append({"user_id": user, "played": len(played), "won": len(wins),
                      "win_rate": len(wins) / len(played), "best": best})

    def order(entry: dict[str, Any]) -> tuple[Any, ...]:
        first: tuple[Any, ...] = ()
        if metrics:
            m, higher = metrics[0]
            value = entry["best"][m]
            first = (value is None, 0 if value is None else (-value if higher else value))
        return (-entry["won"], *first, entry["played"], entry["user_id"])

    board.sort(key=order)
    return board[:int(limit)]


__all__ = ["GameStore", "finished_query", "leaderboard_of", "option_sets_of", "summarise", "win_streaks"]
