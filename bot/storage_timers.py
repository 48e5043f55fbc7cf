"""One table of timers, each with a kind and the id it refers to (migration 3).

Kinds: "turn" (a game with several people: a reminder, then a forfeit; `data` holds
{"reminded": bool}), "invitation" (an open invitation's expiry) and "reaction" (an
out-of-turn decision's deadline, after which the rules' default is taken; `data` holds
{"version": the game's version it was set at, "seats": [...]}).  Timers live in the
database, so reminders and forfeits survive restarts: the timer loop only asks "what is due
now?" and handles each kind.  One timer per (kind, id): setting it again moves it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

if TYPE_CHECKING:
    from .storage import Storage

KINDS = ("turn", "invitation", "reaction")


@dataclass(frozen=True)
class TimerRow:
    kind: str
    ref_id: int
    due_at: float
    data: Mapping[str, Any] = field(default_factory=dict)


class TimerStore:
    def __init__(self, db: "Storage") -> None:
        self._db = db

    async def set(self, kind: str, ref_id: int, due_at: float, data: Mapping[str, Any] | None = None) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown timer kind {kind!r}")
        async with self._db.lock:
            await self._db.execute(
                "INSERT INTO timers (kind, ref_id, due_at, data) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (kind, ref_id) DO UPDATE SET due_at = excluded.due_at, data = excluded.data",
                (kind, ref_id, due_at, json.dumps(dict(data or {}), sort_keys=True)))

    async def clear(self, kind: str, ref_id: int) -> None:
        async with self._db.lock:
            await self._db.execute("DELETE FROM timers WHERE kind = ? AND ref_id = ?", (kind, ref_id))

    async def get(self, kind: str, ref_id: int) -> TimerRow | None:
        async with self._db.lock:
            rows = await self._db.rows("SELECT kind, ref_id, due_at, data FROM timers WHERE kind = ? AND ref_id = ?",
                                       (kind, ref_id))
        return TimerRow(rows[0][0], rows[0][1], rows[0][2], json.loads(rows[0][3])) if rows else None

    async def due(self, now: float) -> list[TimerRow]:
        """Every timer due by `now`, earliest first."""
        async with self._db.lock:
            rows = await self._db.rows("SELECT kind, ref_id, due_at, data FROM timers WHERE due_at <= ?"
                                       " ORDER BY due_at, kind, ref_id", (now,))
        return [TimerRow(k, r, d, json.loads(data)) for k, r, d, data in rows]
