"""Connections and transactions for both backends, and the schema's migrations at start-up.

`Database` is the only place that knows which database is in use:
- SQLite (the default, one process): one connection (the pool holds exactly one, so callers
  queue for it as they queued for the old lock), WAL, a busy timeout, foreign keys on,
  `synchronous = FULL`; a write transaction is `BEGIN IMMEDIATE`, so two writers never
  deadlock on a lock upgrade.
- PostgreSQL (several processes share it): a pool of connections through asyncpg; a write
  transaction is `BEGIN`, and row locks (`FOR UPDATE`) or `SKIP LOCKED` claims serialise what
  several processes may do to one row.  SQLite compiles those clauses away: its writers are
  serialised by the database lock already.

Both run in autocommit, and a write is an explicit BEGIN ... COMMIT, so a transaction never
depends on a driver's implicit behaviour (and a read is one statement, one round trip).

Migrations are Alembic revisions (`bot/storage/migrations/versions`); the applied one is in
the database (`alembic_version`).  A SQLite file made before Alembic (its `PRAGMA
user_version` counts the legacy migrations) is first brought to the legacy schema's end by
`bot.storage.legacy`, then stamped as revision 0001, then upgraded like any other.
"""

from __future__ import annotations

import logging
import re
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import event, pool, text
from sqlalchemy.engine import Connection as SyncConnection
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from .legacy import MIGRATIONS as LEGACY_MIGRATIONS

log = logging.getLogger("bot.storage")

BUSY_TIMEOUT_MS = 5000
MIGRATIONS_DIR = Path(__file__).with_name("migrations")
LEGACY_REVISION = "0001"  # what a SQLite file at the last legacy migration is stamped as
MIGRATION_LOCK = 72617001  # a PostgreSQL advisory lock key: one process migrates at a time


def to_url(target: str | Path) -> str:
    """The SQLAlchemy URL for a DATABASE_URL or a SQLite path: `postgresql://` and `postgres://`
    use asyncpg, `sqlite:///path` and a bare path use aiosqlite."""
    raw = str(target)
    for prefix in ("postgresql+asyncpg://", "postgresql://", "postgres://"):
        if raw.startswith(prefix):
            return "postgresql+asyncpg://" + raw[len(prefix):]
    for prefix in ("sqlite+aiosqlite://", "sqlite://"):
        if raw.startswith(prefix):
            return "sqlite+aiosqlite://" + raw[len(prefix):]
    if re.match(r"^[a-z][a-z0-9+]*://", raw):
        raise ValueError(f"not a database this bot supports: {redact(raw)}")
    return "sqlite+aiosqlite:///" + raw


def redact(url: str) -> str:
    """A URL fit for a log line: no password."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def _sqlite_path(url: str) -> str:
    return url.split(":///", 1)[1] if ":///" in url else ""


class Database:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self.dialect = engine.dialect.name  # "sqlite" | "postgresql"
        self._begin = text("BEGIN IMMEDIATE" if self.sqlite else "BEGIN")
        self._commit, self._rollback = text("COMMIT"), text("ROLLBACK")

    @property
    def sqlite(self) -> bool:
        return self.dialect == "sqlite"

    @classmethod
    def connect(cls, target: str | Path, *, pool_size: int = 10) -> "Database":
        url = to_url(target)
        if url.startswith("sqlite"):
            path = _sqlite_path(url)
            memory = path in ("", ":memory:") or path.startswith("file::memory:")
            if not memory and not path.startswith("file:"):
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            engine = create_async_engine(
                url, isolation_level="AUTOCOMMIT",
                poolclass=pool.StaticPool if memory else pool.AsyncAdaptedQueuePool,
                **({} if memory else {"pool_size": 1, "max_overflow": 0, "pool_timeout": 60}))
            event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        else:
            engine = create_async_engine(
                url, isolation_level="AUTOCOMMIT", pool_size=pool_size, max_overflow=pool_size,
                pool_pre_ping=True, pool_timeout=30)
        return cls(engine)

    async def close(self) -> None:
        await self.engine.dispose()

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection]:
        """A connection in autocommit: each statement is its own transaction (reads, and
        writes of one statement, which are atomic by themselves: one round trip)."""
        async with self.engine.connect() as conn:
            yield conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncConnection]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        async with self.engine.connect() as conn:
            await conn.execute(self._begin)
            try:
                yield conn
            except BaseException:
                await conn.execute(self._rollback)
                raise
            await conn.execute(self._commit)

    # ---- migrations -------------------------------------------------------------------

    async def migrate(self, revision: str = "head") -> str:
        """Bring the schema to `revision` (the newest by default); returns the revision now
        applied.  A database newer than this code is refused (RuntimeError), untouched."""
        async with self.engine.connect() as conn:
            return await conn.run_sync(self._migrate_sync, revision)

    def _migrate_sync(self, conn: SyncConnection, revision: str) -> str:
        # One transaction for the whole upgrade (SQLite and PostgreSQL both have
        # transactional DDL), so a failure leaves the database as it was; on PostgreSQL an
        # advisory lock makes processes starting together migrate one after the other.
        conn.exec_driver_sql("BEGIN IMMEDIATE" if self.sqlite else "BEGIN")
        try:
            if not self.sqlite:
                conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
            config = alembic_config(conn)
            scripts = ScriptDirectory.from_config(config)
            current = MigrationContext.configure(conn).get_current_revision()
            if current is not None and current not in {s.revision for s in scripts.walk_revisions()}:
                raise RuntimeError(f"database schema revision {current} is newer than this code knows; "
                                   "upgrade the bot")
            if current is None and self.sqlite:
                legacy = conn.exec_driver_sql("PRAGMA user_version").scalar() or 0
                if legacy > len(LEGACY_MIGRATIONS):
                    raise RuntimeError(f"database schema version {legacy} is newer than this code knows "
                                       f"({len(LEGACY_MIGRATIONS)}); upgrade the bot")
                if legacy:
                    for statements in LEGACY_MIGRATIONS[legacy:]:
                        for sql in statements:
                            conn.exec_driver_sql(sql)
                    conn.exec_driver_sql(f"PRAGMA user_version = {len(LEGACY_MIGRATIONS)}")
                    command.stamp(config, LEGACY_REVISION)
                    log.info("a database made before Alembic was stamped as revision %s", LEGACY_REVISION)
            command.upgrade(config, revision)
            now = MigrationContext.configure(conn).get_current_revision() or ""
            conn.exec_driver_sql("COMMIT")
        except BaseException:
            conn.exec_driver_sql("ROLLBACK")
            raise
        return now


def alembic_config(conn: SyncConnection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = conn
    return config


def head_revision() -> str:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return ScriptDirectory.from_config(config).get_current_head() or ""


def _sqlite_pragmas(dbapi_connection: Any, record: Any) -> None:
    # journal_mode and foreign_keys are no-ops inside a transaction: set them first.
    cur = dbapi_connection.cursor()
    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cur.execute("PRAGMA journal_mode = WAL")
    cur.execute("PRAGMA foreign_keys = ON")
    # FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on a power cut, and
    # every accepted move must survive once the player has seen it.
    cur.execute("PRAGMA synchronous = FULL")
    cur.close()
