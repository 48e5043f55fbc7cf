"""Storage for two-player games: challenges and turn timers (schema migration 2).

Kept beside `bot.storage` (which owns the connection, the lock and the migrations list) so
each module stays about one thing.  Timers live in the database, so reminders and forfeits
survive restarts: the bot's timer loop only asks "what is due now?".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

if TYPE_CHECKING:
    import asyncio

    import aiosqlite

MIGRATION_2 = (
    """CREATE TABLE challenges (
        id          INTEGER PRIMARY KEY,
        key         TEXT    NOT NULL,
        guild_id    INTEGER NOT NULL,
        channel_id  INTEGER NOT NULL,
        message_id  INTEGER,
        challenger  INTEGER NOT NULL,
        opponent    INTEGER NOT NULL,
        options     TEXT    NOT NULL DEFAULT '{}',
        status      TEXT    NOT NULL DEFAULT 'open'
                            CHECK (status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
        expires_at  REAL    NOT NULL,
        game_id     INTEGER REFERENCES games (id),
        created_at  REAL    NOT NULL
    )""",
    "CREATE INDEX challenges_due ON challenges (status, expires_at)",
    """CREATE TABLE timers (
        game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        deadline  REAL    NOT NULL,
        reminded  INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX timers_due ON timers (deadline)",
)


@dataclass(frozen=True)
class ChallengeRow:
    id: int
    key: str
    guild_id: int
    channel_id: int
    message_id: int | None
    challenger: int
    opponent: int
    options: dict[str, Any]
    status: str
    expires_at: float
    game_id: int | None


_CHALLENGE_COLUMNS = ("id, key, guild_id, channel_id, message_id, challenger, opponent, options, status,"
                      " expires_at, game_id")


def _challenge(row: tuple[Any, ...]) -> ChallengeRow:
    values = list(row)
    values[7] = json.loads(values[7])
    return ChallengeRow(*values)


class DuelStore:
    """Mixed into `Storage`: needs its `_conn`, `_lock`, `_clock`, `_rows` and `_scalar`."""

    _conn: "aiosqlite.Connection"
    _lock: "asyncio.Lock"

    async def create_challenge(self, *, key: str, guild_id: int, channel_id: int, challenger: int, opponent: int,
                               options: Mapping[str, Any], expires_at: float) -> ChallengeRow:
        async with self._lock:
            cur = await self._conn.execute(
                "INSERT INTO challenges (key, guild_id, channel_id, challenger, opponent, options, expires_at,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (key, guild_id, channel_id, challenger, opponent, json.dumps(dict(options)), expires_at,
                 self._clock()))  # type: ignore[attr-defined]
            cid = cur.lastrowid
            await cur.close()
            rows = await self._rows(f"SELECT {_CHALLENGE_COLUMNS} FROM challenges WHERE id = ?", (cid,))  # type: ignore[attr-defined]
        return _challenge(rows[0])

    async def load_challenge(self, challenge_id: int) -> ChallengeRow | None:
        async with self._lock:
            rows = await self._rows(f"SELECT {_CHALLENGE_COLUMNS} FROM challenges WHERE id = ?",  # type: ignore[attr-defined]
                                    (challenge_id,))
        return _challenge(rows[0]) if rows else None

    async def set_challenge_message(self, challenge_id: int, message_id: int) -> None:
        async with self._lock:
            await self._conn.execute("UPDATE challenges SET message_id = ? WHERE id = ?", (message_id, challenge_id))

    async def close_challenge(self, challenge_id: int, status: str, game_id: int | None = None) -> bool:
        """Move an open challenge to `status`; False if it was no longer open (someone was first)."""
        async with self._lock:
            cur = await self._conn.execute(
                "UPDATE challenges SET status = ?, game_id = ? WHERE id = ? AND status = 'open'",
                (status, game_id, challenge_id))
            changed = cur.rowcount
            await cur.close()
        return changed == 1

    async def due_challenges(self, now: float) -> list[ChallengeRow]:
        async with self._lock:
            rows = await self._rows(f"SELECT {_CHALLENGE_COLUMNS} FROM challenges"  # type: ignore[attr-defined]
                                    " WHERE status = 'open' AND expires_at <= ? ORDER BY id", (now,))
        return [_challenge(r) for r in rows]

    async def set_timer(self, game_id: int, deadline: float, reminded: bool = False) -> None:
        async with self._lock:
            await self._conn.execute(
                "INSERT INTO timers (game_id, deadline, reminded) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET deadline = excluded.deadline, reminded = excluded.reminded",
                (game_id, deadline, int(reminded)))

    async def clear_timer(self, game_id: int) -> None:
        async with self._lock:
            await self._conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def timer(self, game_id: int) -> tuple[float, bool] | None:
        async with self._lock:
            rows = await self._rows("SELECT deadline, reminded FROM timers WHERE game_id = ?", (game_id,))  # type: ignore[attr-defined]
        return (rows[0][0], bool(rows[0][1])) if rows else None

    async def due_timers(self, now: float) -> list[tuple[int, bool]]:
        """(game id, already reminded) for every timer due by `now`."""
        async with self._lock:
            rows = await self._rows("SELECT game_id, reminded FROM timers WHERE deadline <= ? ORDER BY deadline",  # type: ignore[attr-defined]
                                    (now,))
        return [(gid, bool(rem)) for gid, rem in rows]
