"""Storage: the single source of truth for every game, on SQLite (the default, one process)
or PostgreSQL (several processes sharing the shards), with one schema (`schema`), one
migration history (Alembic, `migrations/`) and queries written once (SQLAlchemy Core).

Callers import from `bot.storage` only (`history`, a query of its own, aside).  Which module
holds what, each depending only on those listed above it:
- `legacy`       the SQLite migrations of the releases before Alembic (read-only history);
- `database`     connections, transactions and migrations for both backends (`Database`);
- `schema`       the tables; `rows` what the stores hand out and the refusals they raise;
- `upsert`       INSERT ... ON CONFLICT for both backends;
- `game_rows`    one game's row read and inserted inside a transaction (`read_game`,
                 `insert_game`), shared by the stores that hand out or create games;
- `invitations`, `timers`, `panels`, `ratings`, `daily`, `deals`, `preferences`, `events`:
                 one store each, over the database (and the clock);
- `games`        `GameStore`: games, seats, moves, results, statistics; a move's save
                 (`save_state`) writes the timers, ratings and daily attempt it ends in the
                 same transaction (`apply_timer_ops`, `rate_game`, `finish_attempt`);
- `store`        `Storage`, the facade every caller holds: it opens the database, is a
                 `GameStore`, and holds the other stores as `storage.invitations` and so on;
- `history`      a player's finished games, for `/history`.
"""

from __future__ import annotations

from .database import Database, head_revision, redact, to_url, unavailable
from .daily import Attempt, AttemptTaken, DailyDeal, Streaks
from .deals import DayDeal, StockDeal, options_key
from .events import (AlreadyPaired, ChallengeAttempt, EventBye, EventClosed, EventGame, EventOptions, EventPlayer,
                     EventRow, EventStatus, EventStore, PairingRefused)
from .game_rows import MODES, RESULTS, STATUSES
from .invitations import InvitationRow, InvitationStatus
from .panels import PanelRow
from .preferences import MemberSettings, ServerSettings
from .ratings import RatingStore
from .seasons import SeasonRow, SeasonStore, season_of
from .rows import (GameRow, GameStatus, NewGame, InvitationClosed, InvitationExists, Rater, RatingChange, RatingRow, ResultRow, SeatTaken,
                   Skill, TimerOp, TurnDms, VersionConflict)
from .store import Storage
from .timers import TimerRow

__all__ = [
    "AlreadyPaired", "ChallengeAttempt", "EventBye", "EventClosed", "EventGame", "EventOptions", "EventPlayer", "EventRow",
    "EventStatus", "EventStore", "PairingRefused", "SeasonRow", "SeasonStore", "season_of",
    "MemberSettings", "ServerSettings",
    "Attempt", "AttemptTaken", "DailyDeal", "Database", "DayDeal", "StockDeal", "options_key", "GameRow", "InvitationClosed", "InvitationExists",
    "InvitationRow", "InvitationStatus", "GameStatus", "MODES", "NewGame", "PanelRow", "RESULTS", "Rater", "RatingChange", "RatingRow", "RatingStore", "ResultRow",
    "STATUSES", "SeatTaken", "Skill", "Storage", "Streaks", "TimerOp", "TimerRow", "TurnDms", "VersionConflict", "head_revision",
    "redact", "to_url", "unavailable",
]
