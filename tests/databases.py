"""Fixtures that give a test a fresh database on each backend: SQLite in a temporary folder,
and PostgreSQL in one server per test session (`tests.postgres`), a new database per test.

`database` is parametrised over both, so a test that takes it runs twice.  Where no
PostgreSQL server can be had, the PostgreSQL half is skipped with one line saying why; on
this project's machines and in CI it runs.
"""

from __future__ import annotations

import contextlib

import itertools
from typing import Any, AsyncIterator, Iterator

import pytest
from sqlalchemy import text

from tests.postgres import PostgresServer, find_bin_dir, start_server

BACKENDS = ("sqlite", "postgresql")


class FakeClock:
    """A storage clock that moves `step` seconds on every reading (orderings are then exact)."""

    def __init__(self, step: float = 1.0) -> None:
        self.now = 1000.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now
_names = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    if find_bin_dir() is None:
        pytest.skip("PostgreSQL tests skipped: no PostgreSQL server binaries on this machine "
                    "(Debian package postgresql; .ci/run installs it)")
    server = start_server()
    try:
        yield server
    finally:
        server.stop("immediate")
        server.remove()


@pytest.fixture(params=BACKENDS)
def database(request: Any, tmp_path: Any) -> str:
    """A DATABASE_URL (PostgreSQL) or a SQLite path, empty, for this test alone."""
    if request.param == "sqlite":
        return str(tmp_path / "bot.db")
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return server.create_database(f"t{next(_names)}")


async def rows(store: Any, sql: str, params: dict[str, Any] | None = None) -> list[tuple[Any, ...]]:
    """Raw SQL against a store's database (named parameters: `:name`), for checks."""
    def op(conn: Any) -> list[tuple[Any, ...]]:
        result = conn.execute(text(sql), params or {})
        return [tuple(r) for r in result] if result.returns_rows else []
    return await store.db.run(op)


class Clock:
    """A clock a test sets by hand (`clock.now = ...`), for the stores' leases and times."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@contextlib.asynccontextmanager
async def two_processes(database: str, now: float) -> AsyncIterator[tuple[Any, Any, Clock]]:
    """Two `Storage` objects on one database, as two bot processes, sharing one clock."""
    from bot.storage import Storage

    clock = Clock(now)
    first = await Storage.open(database, clock=clock)
    second = await Storage.open(database, clock=clock)
    try:
        yield first, second, clock
    finally:
        await first.close()
        await second.close()
