"""Connections and transactions for both backends, and the schema's migrations at start-up.

`Database` is the only place that knows which database is in use.  Storage operations are
plain functions over a SQLAlchemy `Connection` (the same SQLAlchemy Core statements for
both), handed to `Database.run` whole:
- SQLite (the default, one process): one connection, owned by one thread of its own, so an
  operation is one hand-off from the event loop however many statements it runs (callers
  queue for the thread as they queued for the old lock).  WAL, a busy timeout, foreign keys
  on, `synchronous = FULL`; a write transaction is `BEGIN IMMEDIATE`, so two writers (two
  processes on one file) never deadlock on a lock upgrade.
- PostgreSQL (several processes share it): a pool of asyncpg connections; an operation runs
  on one of them through SQLAlchemy's asyncio bridge (`run_sync`), never blocking the loop;
  a write transaction is `BEGIN`, and row locks (`FOR UPDATE`) or `SKIP LOCKED` claims
  serialise what several processes may do to one row.  SQLite compiles those clauses away:
  its writers are serialised by the database lock already.

Both run in autocommit, and a write is an explicit BEGIN ... COMMIT, so a transaction never
depends on a driver's implicit behaviour (and a read is one statement, one round trip).

Migrations are Alembic revisions (`bot/storage/migrations/versions`); the applied one is in
the database (`alembic_version`).  A SQLite file made before Alembic (its `PRAGMA
user_version` counts the legacy migrations) is first brought to the legacy schema's end by
`bot.storage.legacy`, then stamped as revision 0001, then upgraded like any other.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, TypeVar

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, event, pool
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from ..config import mask_url
from .legacy import MIGRATIONS as LEGACY_MIGRATIONS

log = logging.getLogger("bot.storage")
T = TypeVar("T")

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
    """A URL fit for a log line: no password (the settings' one masker)."""
    return mask_url(url)


def unavailable(exc: BaseException) -> bool:
    """The database could not be reached (refused, dropped, restarting, pool exhausted):
    nothing was written, and the same request may succeed in a moment."""
    from sqlalchemy import exc as sa_exc

    if isinstance(exc, (OSError, sa_exc.TimeoutError, asyncio.TimeoutError)):
        return True
    if isinstance(exc, sa_exc.DBAPIError):
        if exc.connection_invalidated or isinstance(exc, (sa_exc.OperationalError, sa_exc.InterfaceError)):
            return True
        exc = exc.orig if exc.orig is not None else exc
    name = type(exc).__name__
    return name in ("CannotConnectNowError", "ConnectionDoesNotExistError", "ConnectionFailureError",
                    "AdminShutdownError", "CrashShutdownError", "TooManyConnectionsError")


def _sqlite_path(url: str) -> str:
    return url.split(":///", 1)[1] if ":///" in url else ""


Op = Callable[..., T]


class Database:
    """Runs storage operations: each is a plain function over a SQLAlchemy `Connection`,
    given whole to the database in one hand-off (`run`), so a click costs as few trips
    between threads or round trips as the SQL it needs."""

    def __init__(self, url: str, *, pool_size: int = 10) -> None:
        self.url = url
        self.dialect = "sqlite" if url.startswith("sqlite") else "postgresql"
        self._begin = "BEGIN IMMEDIATE" if self.sqlite else "BEGIN"
        self._engine: AsyncEngine | None = None
        self._sync: Engine | None = None
        self._conn: Connection | None = None  # SQLite: the one connection, used by its thread only
        self._thread: ThreadPoolExecutor | None = None
        if self.sqlite:
            path = _sqlite_path(url)
            memory = path in ("", ":memory:") or path.startswith("file::memory:")
            if not memory and not path.startswith("file:"):
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            # The standard library's driver in one thread of its own: one hop per operation,
            # where an asyncio driver pays one per statement, cursor and fetch.
            self._sync = create_engine(url.replace("sqlite+aiosqlite", "sqlite+pysqlite"),
                                       isolation_level="AUTOCOMMIT", poolclass=pool.StaticPool)
            event.listen(self._sync, "connect", _sqlite_pragmas)
            self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite")
        else:
            self._engine = create_async_engine(url, isolation_level="AUTOCOMMIT", pool_size=pool_size,
                                               max_overflow=pool_size, pool_pre_ping=True, pool_timeout=30)

    @property
    def sqlite(self) -> bool:
        return self.dialect == "sqlite"

    @property
    def engine(self) -> Engine:
        """The synchronous engine the statements run on (SQLAlchemy events listen to it)."""
        if self._sync is not None:
            return self._sync
        assert self._engine is not None
        return self._engine.sync_engine

    @classmethod
    def connect(cls, target: str | Path, *, pool_size: int = 10) -> "Database":
        return cls(to_url(target), pool_size=pool_size)

    async def close(self) -> None:
        if self._engine is not None:
            await self._engine.dispose()
        if self._thread is not None:
            await asyncio.get_running_loop().run_in_executor(self._thread, self._close_sqlite)
            self._thread.shutdown(wait=True)

    def _close_sqlite(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._sync is not None:
            self._sync.dispose()

    async def run(self, op: "Op[T]", *args: Any, write: bool = False) -> T:
        """`op(connection, *args)`: in one transaction with `write` (committed when it
        returns, rolled back if it raises), else in autocommit (each statement its own
        transaction: reads, and single-statement writes, atomic by themselves)."""
        if self._thread is not None:
            return await asyncio.get_running_loop().run_in_executor(self._thread, self._in_thread, op, args, write)
        assert self._engine is not None
        async with self._engine.connect() as conn:
            return await conn.run_sync(self._call, op, args, write)

    def _in_thread(self, op: "Op[T]", args: tuple[Any, ...], write: bool) -> T:
        if self._conn is None:
            assert self._sync is not None
            self._conn = self._sync.connect()
        return self._call(self._conn, op, args, write)

    def _call(self, conn: Connection, op: "Op[T]", args: tuple[Any, ...], write: bool) -> T:
        if not write:
            return op(conn, *args)
        conn.exec_driver_sql(self._begin)
        try:
            out = op(conn, *args)
        except BaseException:
            # What stopped the op is what the caller must see: a cancellation (a stopping
            # bot) that broke the connection mid-statement must stay a cancellation, not
            # become the ROLLBACK's "invalid transaction" error, which a background loop
            # would take for a failed pass and go on (issue 33: a stop that never ended).
            try:
                conn.exec_driver_sql("ROLLBACK")
            except Exception as failed:  # the connection is gone, and its transaction with it
                log.debug("rollback after a failed operation failed too: %s", type(failed).__name__)
            raise
        conn.exec_driver_sql("COMMIT")
        return out

    # ---- migrations -------------------------------------------------------------------

    async def migrate(self, revision: str = "head") -> str:
        """Bring the schema to `revision` (the newest by default); returns the revision now
        applied.  A database newer than this code is refused (RuntimeError), untouched."""
        return await self.run(self._migrate_sync, revision)

    def _migrate_sync(self, conn: Connection, revision: str) -> str:
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


def alembic_config(conn: Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = conn
    return config


def head_revision() -> str:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return ScriptDirectory.from_config(config).get_current_head() or ""


def _set_wal(cur: Any) -> None:
    """WAL mode, once per file.  Switching needs the file to itself, and SQLite answers
    "database is locked" at once, without its busy timeout, while another connection holds
    a transaction (a process migrating a new file as this one opens it): try again until the
    busy timeout, and not at all once the file is in WAL mode already."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            if str(cur.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal":
                return
            cur.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _sqlite_pragmas(dbapi_connection: Any, record: Any) -> None:
    # journal_mode and foreign_keys are no-ops inside a transaction: set them first.
    cur = dbapi_connection.cursor()
    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    _set_wal(cur)
    cur.execute("PRAGMA foreign_keys = ON")
    # FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on a power cut, and
    # every accepted move must survive once the player has seen it.
    cur.execute("PRAGMA synchronous = FULL")
    cur.close()
