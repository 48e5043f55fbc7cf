"""Storage: the single source of truth for every game, on SQLite (the default, one process)
or PostgreSQL (several processes sharing the shards), with one schema (`schema`), one
migration history (Alembic, `migrations/`) and queries written once (SQLAlchemy Core).

- `database`     connections, transactions and migrations for both backends;
- `games`        `Storage`: games, seats, moves, results, statistics;
- `invitations`, `timers`, `panels`, `ratings`, `daily`, `deals`: their stores, as `storage.invitations` and so on;
- `rows`         what they hand out and the refusals they raise;
- `legacy`       the SQLite migrations of the releases before Alembic (read-only history).
"""

from __future__ import annotations

from .database import Database, head_revision, redact, to_url, unavailable
from .daily import Attempt, AttemptTaken, DailyDeal, Streaks
from .deals import DayDeal, StockDeal, options_key
from .games import MODES, RESULTS, STATUSES, Storage
from .invitations import InvitationRow
from .panels import PanelRow
from .preferences import MemberSettings, ServerSettings
from .ratings import RatingStore
from .rows import (GameRow, InvitationClosed, InvitationExists, Rater, RatingChange, RatingRow, ResultRow, SeatTaken,
                   Skill, TimerOp, VersionConflict)
from .timers import TimerRow

__all__ = [
    "MemberSettings", "ServerSettings",
    "Attempt", "AttemptTaken", "DailyDeal", "Database", "DayDeal", "StockDeal", "options_key", "GameRow", "InvitationClosed", "InvitationExists",
    "InvitationRow", "MODES", "PanelRow", "RESULTS", "Rater", "RatingChange", "RatingRow", "RatingStore", "ResultRow",
    "STATUSES", "SeatTaken", "Skill", "Storage", "Streaks", "TimerOp", "TimerRow", "VersionConflict", "head_revision",
    "redact", "to_url", "unavailable",
]
