"""Storage: the single source of truth for every game, on SQLite (the default, one process)
or PostgreSQL (several processes sharing the shards), with one schema (`schema`), one
migration history (Alembic, `migrations/`) and queries written once (SQLAlchemy Core).

- `database`     connections, transactions and migrations for both backends;
- `games`        `Storage`: games, seats, moves, results, statistics;
- `invitations`, `timers`, `panels`: their stores, as `storage.invitations` and so on;
- `rows`         what they hand out and the refusals they raise;
- `legacy`       the SQLite migrations of the releases before Alembic (read-only history).
"""

from __future__ import annotations

from .database import Database, head_revision, redact, to_url, unavailable
from .games import RESULTS, STATUSES, Storage
from .invitations import InvitationRow
from .panels import PanelRow
from .rows import (GameRow, InvitationClosed, InvitationExists, ResultRow, SeatTaken, TimerOp, VersionConflict)
from .timers import TimerRow

__all__ = [
    "Database", "GameRow", "InvitationClosed", "InvitationExists", "InvitationRow", "PanelRow", "RESULTS",
    "ResultRow", "STATUSES", "SeatTaken", "Storage", "TimerOp", "TimerRow", "VersionConflict", "head_revision",
    "redact", "to_url", "unavailable",
]
