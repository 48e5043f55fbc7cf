"""SQLite storage for the bot (aiosqlite): the single source of truth for every game.

Nothing about a game lives only in memory: a row in `games` holds the seed, the options, the
engine state as JSON and a `version` that goes up by one on every save.  A save names the
version it read (`expected_version`); if another click saved first, zero rows match and
`VersionConflict` is raised with nothing written (optimistic concurrency, as boardgame.io's
state id).  A restart therefore costs nothing: reopen the file and carry on.

Tables (migration 1):
- `meta`     key/value settings for later use.
- `games`    one row per game, per (guild, channel); status "running" or "over".
- `seats`    (game, seat) -> Discord user id; the engine sees seats only.
- `moves`    the move log: (game, seq, seat, action, time); seq is the game version the move
             produced, so seed + moves replays the game.
- `results`  one row per seat when a game ends: result, score, stats JSON.  The guild and the
             game key are copied in so the stats queries need no join and have an index.

Connection: WAL journal, a busy timeout, foreign keys on.  The connection runs in autocommit
mode and every multi-statement write is an explicit `BEGIN IMMEDIATE ... COMMIT`, so a
transaction never depends on the driver's implicit behaviour.  One asyncio lock serialises
all use of the connection: aiosqlite shares one connection between coroutines, and two
interleaved transactions on it would otherwise collide.

Migrations: `MIGRATIONS` is a tuple; migration n (1-based) is a tuple of SQL statements.  At
open, the pending ones run in one transaction and `PRAGMA user_version` records how many have
been applied; a failure leaves the database exactly as it was.  To add a table later, append a
new tuple (never edit an applied one).
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

import aiosqlite

from .migrations import MIGRATIONS, Migration
from .storage_invitations import InvitationRow, InvitationStore
from .storage_panels import PanelRow, PanelStore
from .storage_timers import TimerRow, TimerStore

__all__ = [
    "GameRow",
    "InvitationClosed",
    "InvitationRow",
    "PanelRow",
    "MIGRATIONS",
    "Migration",
    "ResultRow",
    "SeatTaken",
    "Storage",
    "TimerRow",
    "VersionConflict",
]

STATUSES = ("running", "over")
RESULTS = ("win", "loss", "draw", "abandoned")
BUSY_TIMEOUT_MS = 5000


class SeatTaken(Exception):
    """A person already plays a running game of this kind in this channel; nothing was written."""

    def __init__(self, user_id: int, game_id: int) -> None:
        self.user_id = user_id
        self.game_id = game_id
        super().__init__(f"user {user_id} already plays game {game_id}")


class InvitationClosed(Exception):
    """The invitation was no longer open (answered, withdrawn or expired); nothing was written."""


class VersionConflict(Exception):
    """Someone else saved the game first (or it no longer exists); nothing was written."""

    def __init__(self, game_id: int, expected: int, actual: int | None) -> None:
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
        found = "no such game" if actual is None else f"it is at version {actual}"
        super().__init__(f"game {game_id}: expected version {expected}, but {found}")


@dataclass(frozen=True)
class GameRow:
    id: int
    key: str
    guild_id: int
    channel_id: int
    message_id: int | None
    seed: int
    options: dict[str, Any]
    status: str  # "running" | "over"
    version: int
    state: dict[str, Any]
    seats: tuple[int, ...]  # user ids by seat
    created_at: float
    updated_at: float
    shown_version: int | None = None  # the version its public message shows (None: never posted)
    names: tuple[str | None, ...] = ()  # display names by seat, where known
    # When the rules' default is taken for an out-of-turn decision pending at this version
    # (the "reaction" timer), None when none is timed.
    reaction_due: float | None = None

    @property
    def message_behind(self) -> bool:
        """The public message shows an older position than the database (a crash between a
        commit and the message's edit), or was never posted."""
        return self.shown_version is None or self.shown_version < self.version


@dataclass(frozen=True)
class ResultRow:
    seat: int
    user_id: int
    result: str  # "win" | "loss" | "draw" | "abandoned"
    score: int
    stats: dict[str, int] = field(default_factory=dict)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _json_path(metric: str) -> str:
    # quoted so metric keys with dashes or dots still address one member
    return '$."' + metric.replace("\\", "\\\\").replace('"', '\\"') + '"'


_OPTION_NAME = re.compile(r"^[A-Za-z0-9_]+$")


def _results_with_options(ignore: Sequence[str]) -> str:
    """Results with the options their game was played with, as `g.opts`: stored resolved
    with sorted keys (equal option sets are equal text), less the options in `ignore`
    (choices that change no rule, such as a challenger's role)."""
    opts = "g.options"
    names = [n for n in ignore if _OPTION_NAME.match(n)]  # engine identifiers, never user text
    if names:
        opts = "json_remove(g.options, " + ", ".join(f"'$.{n}'" for n in names) + ")"
    return f"FROM results r JOIN (SELECT id, {opts} AS opts FROM games g) g ON g.id = r.game_id"


def _best_columns(metrics: Sequence[tuple[str, bool]]) -> tuple[str, list[str]]:
    """SQL aggregates for the best value of each metric over wins, plus their parameters."""
    parts, params = [], []
    for i, (metric, higher) in enumerate(metrics):
        agg = "MAX" if higher else "MIN"
        parts.append(
            f"{agg}(CASE WHEN r.result = 'win' THEN json_extract(r.stats, ?) END) AS m{i}"
        )
        params.append(_json_path(metric))
    return "".join(", " + p for p in parts), params


class Storage:
    """One aiosqlite connection; every method is a short critical section.

    Invitations and timers have their own small stores on the same connection and lock:
    `storage.invitations`, `storage.timers`.
    """

    def __init__(
        self, conn: aiosqlite.Connection, clock: Callable[[], float] = time.time
    ) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()
        self._clock = clock
        self._schema_version = 0
        self.invitations = InvitationStore(self)
        self.timers = TimerStore(self)
        self.panels = PanelStore(self)

    # ---- lifecycle -------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        migrations: Sequence[Migration] = MIGRATIONS,
        clock: Callable[[], float] = time.time,
    ) -> "Storage":
        """Open (creating the file and its folder if needed) and apply pending migrations."""
        path = str(path)
        if path != ":memory:" and not path.startswith("file:"):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            # journal_mode and foreign_keys are no-ops inside a transaction: set them first
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            # FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on a power cut,
            # and every accepted move must survive once the player has seen it.
            await conn.execute("PRAGMA synchronous = FULL")
            store = cls(conn, clock)
            await store._migrate(migrations)
        except BaseException:
            await conn.close()
            raise
        return store

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    async def __aenter__(self) -> "Storage":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def schema_version(self) -> int:
        return self._schema_version

    async def _migrate(self, migrations: Sequence[Migration]) -> None:
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                current = await self._scalar("PRAGMA user_version")
                if current > len(migrations):
                    raise RuntimeError(
                        f"database schema version {current} is newer than this code "
                        f"knows ({len(migrations)}); upgrade the bot"
                    )
                for statements in migrations[current:]:
                    for sql in statements:
                        await self._conn.execute(sql)
                # PRAGMA takes no parameters; the value is an int we computed
                await self._conn.execute(f"PRAGMA user_version = {int(len(migrations))}")
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            self._schema_version = len(migrations)

    # ---- helpers (also used by the stores of invitations and timers) -------------------

    @property
    def conn(self) -> aiosqlite.Connection:
        return self._conn

    @property
    def lock(self) -> asyncio.Lock:
        return self._lock

    def now(self) -> float:
        return self._clock()

    async def scalar(self, sql: str, params: Iterable[Any] = ()) -> Any:
        return await self._scalar(sql, params)

    async def rows(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return await self._rows(sql, params)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """One statement in autocommit; returns the number of rows it changed."""
        cur = await self._conn.execute(sql, tuple(params))
        changed = cur.rowcount
        return changed

    # Every call to the connection is a hand-off to aiosqlite's thread and back, so reads
    # fetch in the same hand-off (execute_fetchall) and cursors are left to be collected.
    async def _scalar(self, sql: str, params: Iterable[Any] = ()) -> Any:
        rows = await self._conn.execute_fetchall(sql, tuple(params))
        for row in rows:
            return row[0]
        return None

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self._conn.execute_fetchall(sql, tuple(params))]

    async def _game(self, game_id: int) -> GameRow | None:
        rows = await self._rows(
            "SELECT id, key, guild_id, channel_id, message_id, seed, options, status,"
            " version, state, created_at, updated_at, shown_version,"
            # seat and user as pairs: an aggregate's input order is not guaranteed
            " (SELECT json_group_array(json_array(s.seat, s.user_id, p.name)) FROM seats s"
            "  LEFT JOIN people p ON p.user_id = s.user_id WHERE s.game_id = games.id),"
            " (SELECT t.due_at FROM timers t WHERE t.kind = 'reaction' AND t.ref_id = games.id"
            "  AND json_extract(t.data, '$.version') = games.version)"
            " FROM games WHERE id = ?",
            (game_id,),
        )
        if not rows:
            return None
        (gid, key, guild, channel, message, seed, options, status, version, state,
         created, updated, shown, seats, reaction_due) = rows[0]
        by_seat = sorted(json.loads(seats))
        return GameRow(
            id=gid,
            key=key,
            guild_id=guild,
            channel_id=channel,
            message_id=message,
            seed=seed,
            options=json.loads(options),
            status=status,
            version=version,
            state=json.loads(state),
            seats=tuple(user for _, user, _ in by_seat),
            names=tuple(name for _, _, name in by_seat),
            created_at=created,
            updated_at=updated,
            shown_version=shown,
            reaction_due=reaction_due,
        )

    # ---- meta ------------------------------------------------------------------------

    async def get_meta(self, key: str, default: str | None = None) -> str | None:
        async with self._lock:
            value = await self._scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return default if value is None else value

    async def set_meta(self, key: str, value: str) -> None:
        async with self._lock:
            await self._conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

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
    ) -> GameRow:
        """Insert a running game at version 0 with its seats; returns the stored row.

        `people` (default: every seat's user) may hold only one running game of `key` in
        this channel: if one already does, SeatTaken is raised and nothing is written.
        `message_id`: the message that will show the table (an invitation's), if known.
        With `invitation_id`, the open invitation is closed as accepted in the same
        transaction (InvitationClosed, nothing written, if it is no longer open), so an
        invitation starts one game at most.
        """
        if not seats:
            raise ValueError("a game needs at least one seat")
        people = list(seats if people is None else people)
        now = self._clock()
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                cur = await self._conn.execute(
                    "INSERT INTO games (key, guild_id, channel_id, message_id, seed, options, status,"
                    " version, state, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, 'running', 0, ?, ?, ?)",
                    (key, guild_id, channel_id, message_id, seed, _dumps(dict(options)),
                     _dumps(dict(state)), now, now),
                )
                game_id = cur.lastrowid
                assert game_id is not None
                await self._conn.executemany(
                    "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                    [(game_id, i, user) for i, user in enumerate(seats)],
                )
                for user in dict.fromkeys(people):
                    taken = await self._scalar(
                        "SELECT game_id FROM running_seats WHERE key = ? AND channel_id = ? AND user_id = ?",
                        (key, channel_id, user))
                    if taken is not None:
                        raise SeatTaken(user, taken)
                    await self._conn.execute(
                        "INSERT INTO running_seats (key, channel_id, user_id, game_id) VALUES (?, ?, ?, ?)",
                        (key, channel_id, user, game_id))
                if invitation_id is not None:
                    cur = await self._conn.execute(
                        "UPDATE invitations SET status = 'accepted', game_id = ? WHERE id = ? AND status = 'open'",
                        (game_id, invitation_id))
                    closed = cur.rowcount
                    if closed != 1:
                        raise InvitationClosed(invitation_id)
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            row = await self._game(game_id)
        assert row is not None
        return row

    async def set_message(self, game_id: int, message_id: int | None, shown_version: int | None = None) -> None:
        """Remember the Discord message showing the table, and the version it shows (not a
        move: the game's version is unchanged)."""
        async with self._lock:
            await self._conn.execute(
                "UPDATE games SET message_id = ?, shown_version = ? WHERE id = ?",
                (message_id, shown_version, game_id),
            )

    async def mark_shown(self, game_id: int, version: int) -> None:
        """The public message now shows `version` (never moves backwards)."""
        async with self._lock:
            await self._conn.execute(
                "UPDATE games SET shown_version = ? WHERE id = ?"
                " AND (shown_version IS NULL OR shown_version < ?)",
                (version, game_id, version),
            )

    async def tables_behind(self, before: float | None = None) -> list[int]:
        """Running games whose public message is behind the database or was never posted;
        with `before`, only those last changed before then (a start-up pass leaves alone the
        games this process is starting or moving right now)."""
        async with self._lock:
            rows = await self._rows(
                "SELECT id FROM games WHERE status = 'running'"
                " AND (shown_version IS NULL OR shown_version < version) AND updated_at < ? ORDER BY id",
                (float("inf") if before is None else before,))
        return [r[0] for r in rows]

    async def remember_names(self, names: Mapping[int, str]) -> None:
        """Members' display names as seen now (shown on tables and in results)."""
        if not names:
            return
        async with self._lock:
            await self._conn.executemany(
                "INSERT INTO people (user_id, name) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name",
                [(uid, name[:64]) for uid, name in names.items()])

    async def delete_game(self, game_id: int) -> None:
        """Cancel a game that never reached its players: it leaves no trace (seats, moves,
        running seats and timers go with it)."""
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                await self._conn.execute("DELETE FROM timers WHERE kind IN ('turn', 'reaction') AND ref_id = ?",
                                         (game_id,))
                await self._conn.execute("UPDATE invitations SET game_id = NULL WHERE game_id = ?", (game_id,))
                await self._conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise

    async def load_game(self, game_id: int) -> GameRow | None:
        async with self._lock:
            return await self._game(game_id)

    async def save_state(
        self,
        game_id: int,
        *,
        expected_version: int,
        state: Mapping[str, Any],
        status: str,
        move: tuple[int, str] | None,
        results: Sequence[ResultRow] | None = None,
    ) -> int:
        """Write the new state, the move and (at the end) the results in one transaction.

        Raises VersionConflict, with nothing written, unless the game is still at
        `expected_version`.  Returns the new version, which is also the move's seq.
        """
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, not {status!r}")
        for r in results or ():
            if r.result not in RESULTS:
                raise ValueError(f"result must be one of {RESULTS}, not {r.result!r}")
        now = self._clock()
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                cur = await self._conn.execute(
                    "UPDATE games SET state = ?, status = ?, version = version + 1,"
                    " updated_at = ? WHERE id = ? AND version = ?",
                    (_dumps(dict(state)), status, now, game_id, expected_version),
                )
                changed = cur.rowcount
                if changed != 1:
                    actual = await self._scalar(
                        "SELECT version FROM games WHERE id = ?", (game_id,)
                    )
                    raise VersionConflict(game_id, expected_version, actual)
                new_version = expected_version + 1
                if status == "over":
                    await self._conn.execute("DELETE FROM running_seats WHERE game_id = ?", (game_id,))
                if move is not None:
                    seat, action = move
                    await self._conn.execute(
                        "INSERT INTO moves (game_id, seq, seat, action, at)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (game_id, new_version, seat, action, now),
                    )
                if results:
                    await self._conn.executemany(
                        "INSERT INTO results (game_id, seat, user_id, guild_id, key, result,"
                        " score, stats, ended_at)"
                        " SELECT id, ?, ?, guild_id, key, ?, ?, ?, ? FROM games WHERE id = ?",
                        [
                            (r.seat, r.user_id, r.result, int(r.score),
                             _dumps({k: int(v) for k, v in r.stats.items()}), now, game_id)
                            for r in results
                        ],
                    )
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
        return new_version

    async def moves(self, game_id: int) -> list[tuple[int, int, str]]:
        """The move log in order: (seq, seat, action)."""
        async with self._lock:
            rows = await self._rows(
                "SELECT seq, seat, action FROM moves WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
        return [(seq, seat, action) for seq, seat, action in rows]

    async def results(self, game_id: int) -> list[ResultRow]:
        """The stored results of a finished game, by seat (empty while it runs)."""
        async with self._lock:
            rows = await self._rows(
                "SELECT seat, user_id, result, score, stats FROM results"
                " WHERE game_id = ? ORDER BY seat",
                (game_id,),
            )
        return [ResultRow(s, u, res, sc, json.loads(st)) for s, u, res, sc, st in rows]

    async def running_game_for(
        self, *, user_id: int, channel_id: int, key: str | None
    ) -> GameRow | None:
        """The user's running game of `key` (any game if None) in this channel, newest first."""
        sql = (
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND g.channel_id = ? AND g.status = 'running'"
        )
        params: list[Any] = [user_id, channel_id]
        if key is not None:
            sql += " AND g.key = ?"
            params.append(key)
        sql += " ORDER BY g.updated_at DESC, g.id DESC LIMIT 1"
        async with self._lock:
            game_id = await self._scalar(sql, params)
            return None if game_id is None else await self._game(game_id)

    # ---- statistics ------------------------------------------------------------------

    async def player_summary(
        self,
        *,
        guild_id: int,
        user_id: int,
        key: str | None,
        metrics: Mapping[str, Sequence[tuple[str, bool]]],
        sums: Mapping[str, Sequence[str]] | None = None,
        ignore: Sequence[str] = (),
    ) -> list[dict[str, Any]]:
        """Per game key and option set the user finished in this guild (or only `key`),
        ordered by key, then by games played: games with other options (house rules) are
        other games, and their results are not added together.

        Each dict: key, options (the game's options as stored), played, won, lost, drawn,
        abandoned, win_rate (0..1), best {metric: value or None if never won} for
        `metrics[key]` ((stat, higher is better) pairs), and totals {stat: sum over every
        finished game} for `sums[key]`.  `ignore`: options that set no game apart.
        """
        joined = _results_with_options(ignore)
        sql = (
            "SELECT r.key, g.opts, COUNT(*),"
            " SUM(r.result = 'win'), SUM(r.result = 'loss'),"
            " SUM(r.result = 'draw'), SUM(r.result = 'abandoned')"
            f" {joined} WHERE r.guild_id = ? AND r.user_id = ?"
        )
        params: list[Any] = [guild_id, user_id]
        if key is not None:
            sql += " AND r.key = ?"
            params.append(key)
        sql += " GROUP BY r.key, g.opts ORDER BY r.key, COUNT(*) DESC, g.opts"
        async with self._lock:
            rows = await self._rows(sql, params)
            out = []
            for k, options, played, won, lost, drawn, abandoned in rows:
                wanted = list(metrics.get(k, ()))
                summed = list((sums or {}).get(k, ()))
                best: dict[str, Any] = {}
                totals: dict[str, int] = {}
                if wanted or summed:
                    cols, mparams = _best_columns(wanted)
                    sum_cols = "".join(
                        ", COALESCE(SUM(json_extract(r.stats, ?)), 0)" for _ in summed)
                    values = (await self._rows(
                        f"SELECT 0{cols}{sum_cols} {joined}"
                        " WHERE r.guild_id = ? AND r.user_id = ? AND r.key = ? AND g.opts = ?",
                        [*mparams, *(_json_path(m) for m in summed), guild_id, user_id, k, options],
                    ))[0][1:]
                    best = {m: v for (m, _), v in zip(wanted, values)}
                    totals = {m: int(v) for m, v in zip(summed, values[len(wanted):])}
                out.append({
                    "key": k,
                    "options": json.loads(options),
                    "played": played,
                    "won": won,
                    "lost": lost,
                    "drawn": drawn,
                    "abandoned": abandoned,
                    "win_rate": won / played if played else 0.0,
                    "best": best,
                    "totals": totals,
                })
        return out

    async def option_sets(self, *, guild_id: int, key: str, limit: int = 3,
                          ignore: Sequence[str] = ()) -> list[dict[str, Any]]:
        """The option sets a game was finished with in this guild, most played first."""
        async with self._lock:
            rows = await self._rows(
                f"SELECT g.opts {_results_with_options(ignore)} WHERE r.guild_id = ? AND r.key = ?"
                " GROUP BY g.opts ORDER BY COUNT(*) DESC, g.opts LIMIT ?", (guild_id, key, int(limit)))
        return [json.loads(options) for options, in rows]

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
        """Top `limit` users of one game in one guild, played with `options` (as stored:
        every option resolved), or with any options when None.

        Order: wins desc, then the first metric's best over wins (best first, users with no
        value last), then fewer games played first, then user id for a stable order.
        Each dict: user_id, played, won, win_rate, best {metric: value or None}.
        """
        metrics = list(metrics)
        cols, mparams = _best_columns(metrics)
        order = "won DESC"
        if metrics:
            order += ", m0 IS NULL, m0 " + ("DESC" if metrics[0][1] else "ASC")
        order += ", played ASC, r.user_id ASC"
        where, params = "r.guild_id = ? AND r.key = ?", [guild_id, key]
        if options is not None:
            where += " AND g.opts = ?"
            params.append(_dumps(dict(options)))
        sql = (
            f"SELECT r.user_id, COUNT(*) AS played, SUM(r.result = 'win') AS won{cols}"
            f" {_results_with_options(ignore)} WHERE {where}"
            f" GROUP BY r.user_id ORDER BY {order} LIMIT ?"
        )
        async with self._lock:
            rows = await self._rows(sql, [*mparams, *params, int(limit)])
        return [
            {
                "user_id": user,
                "played": played,
                "won": won,
                "win_rate": won / played if played else 0.0,
                "best": {m: v for (m, _), v in zip(metrics, values)},
            }
            for user, played, won, *values in rows
        ]
