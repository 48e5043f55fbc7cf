"""`python -m bot.migrate_db --from SOURCE --to TARGET`: move the bot's data to another database,
typically from the SQLite file to PostgreSQL before splitting the shards between processes.

Every row of every table of `bot.storage.schema` is copied, ids included, into an empty
target, and the number of rows in each table is checked on both sides.  SOURCE and TARGET
are what DATABASE_URL accepts (`postgresql://user:password@host:5432/name`,
`postgresql+asyncpg://...`, `sqlite:///path`) or a bare SQLite path.

- Both are brought to the newest schema revision first (`Storage.open`, as the bot does at
  start-up): an SQLite file of an older release is upgraded in place, and this says so.
- A target that already holds a row in any of the tables is refused (exit code 2, one
  sentence on stderr) before anything is written to it.
- The copy is one transaction on the target: tables in foreign-key order, rows in batches,
  then (PostgreSQL) each table's id sequence set past the highest id copied, so the next
  game gets a fresh id, then the counts compared.  Any failure rolls all of it back and the
  target stays empty (exit code 1).  The source is read in one snapshot.
- Passwords never appear in what is printed (`bot.storage.redact`).

Stop the bot before migrating (a game moved after the snapshot would be lost), then point
DATABASE_URL at the target and start it again.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any, Sequence, TextIO

from alembic.runtime.migration import MigrationContext
from sqlalchemy import Table, func, insert, inspect, select, text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from .storage import Storage, head_revision, redact, to_url
from .storage.schema import metadata

BATCH = 1000  # rows per INSERT round trip
TABLES: tuple[Table, ...] = tuple(metadata.sorted_tables)  # parents before the tables that refer to them

DESCRIPTION = """\
Copy every row of the bot's database from SOURCE into an EMPTY database TARGET, typically
from the SQLite file to PostgreSQL before running the bot as several processes (SHARD_IDS).

Both take what DATABASE_URL takes: postgresql://user:password@host:5432/name (or
postgresql+asyncpg://...), sqlite:///path/to/file.sqlite3, or a plain SQLite path.

Both are first brought to the newest schema revision, as the bot does when it starts (an
SQLite file of an older release is upgraded in place, and this says so).  The copy is one
transaction on TARGET: tables in foreign-key order, rows in batches of 1000, ids kept, and
on PostgreSQL each id sequence moved past the highest id copied.  Then the rows in each
table are counted on both sides and printed, one line per table.

Exit codes: 0 copied and verified; 2 refused, nothing written (TARGET already holds rows,
SOURCE does not exist, a URL this bot cannot use, a schema newer than this code); 1 the copy
failed and was rolled back, TARGET is left empty.  Stop the bot before migrating, then set
DATABASE_URL to TARGET and start it again.  Passwords are never printed."""


class Refused(Exception):
    """Nothing was written; the text is one sentence saying why (exit code 2)."""


class CopyFailed(Exception):
    """The copy of one table failed (the whole transaction is rolled back)."""


def _sqlite_file(url: str) -> Path | None:
    """The file an aiosqlite URL names (None: in memory, or a `file:` URI)."""
    path = url.split(":///", 1)[1] if ":///" in url else ""
    path = path.split("?", 1)[0]
    if path in ("", ":memory:") or path.startswith("file:"):
        return None
    return Path(path)


def _engine(url: str) -> AsyncEngine:
    # Autocommit, and every transaction an explicit BEGIN ... COMMIT, as bot.storage does.
    return create_async_engine(url, isolation_level="AUTOCOMMIT")


def _one_line(exc: BaseException) -> str:
    """An error on one short line, without the SQL and the parameters SQLAlchemy appends."""
    if isinstance(exc, CopyFailed):
        return str(exc)
    orig = getattr(exc, "orig", None)
    shown = orig if isinstance(orig, BaseException) else exc
    if isinstance(shown.__cause__, BaseException) and str(shown.__cause__) == str(shown):
        shown = shown.__cause__  # the driver's own exception, not the DB-API adapter's wrapper
    words = (str(shown).strip().splitlines() or [""])[0]
    words = redact(words)
    if len(words) > 300:
        words = words[:297] + "..."
    return f"{type(shown).__name__}: {words}" if words else type(shown).__name__


def _existing(conn: Any) -> set[str]:
    return set(inspect(conn).get_table_names())


async def _tables_with_rows(conn: AsyncConnection) -> list[str]:
    """The schema's tables that exist in the database and hold at least one row."""
    present = await conn.run_sync(_existing)
    found = []
    for table in TABLES:
        if table.name in present and (await conn.execute(select(text("1")).select_from(table).limit(1))).first():
            found.append(table.name)
    return found


async def _count(conn: AsyncConnection) -> dict[str, int]:
    return {table.name: int((await conn.execute(select(func.count()).select_from(table))).scalar_one())
            for table in TABLES}


def _revision(conn: Any) -> tuple[str | None, int]:
    """(Alembic revision or None, legacy SQLite user_version) of a database, read only."""
    current = MigrationContext.configure(conn).get_current_revision()
    legacy = 0
    if conn.dialect.name == "sqlite":
        legacy = int(conn.exec_driver_sql("PRAGMA user_version").scalar() or 0)
    return current, legacy


async def check_target_empty(url: str, shown: str) -> None:
    """Refuse a target that holds any row of the bot's tables, before writing to it."""
    path = _sqlite_file(url) if url.startswith("sqlite") else None
    if path is not None and not path.exists():
        return  # a new SQLite file: empty by definition (Storage.open creates it)
    engine = _engine(url)
    try:
        async with engine.connect() as conn:
            busy = await _tables_with_rows(conn)
    finally:
        await engine.dispose()
    if busy:
        raise Refused(f"the target database {shown} already holds rows (in {', '.join(busy)}); migrate_db copies "
                      f"only into an empty database, so nothing was written: give it a new, empty one")


async def source_revision(url: str) -> tuple[str | None, int]:
    engine = _engine(url)
    try:
        async with engine.connect() as conn:
            return await conn.run_sync(_revision)
    finally:
        await engine.dispose()


async def _open(target: str, shown: str) -> str:
    """Bring a database to the newest revision (Storage.open); returns the revision."""
    try:
        store = await Storage.open(target, pool_size=1)
    except RuntimeError as exc:  # newer than this code
        raise Refused(f"{shown}: {exc}; nothing was copied") from None
    try:
        return store.revision
    finally:
        await store.close()


async def _copy_table(src: AsyncConnection, dst: AsyncConnection, table: Table) -> int:
    order = list(table.primary_key.columns) or list(table.columns)
    result = await src.stream(select(table).order_by(*order))
    copied = 0
    async for batch in result.mappings().partitions(BATCH):
        await dst.execute(insert(table), [dict(row) for row in batch])
        copied += len(batch)
    return copied


async def _advance_sequences(dst: AsyncConnection) -> None:
    """PostgreSQL: each serial id's sequence set to the highest id copied, so the next row
    inserted without an id (a new game, a new invitation) gets a fresh one."""
    for table in TABLES:
        for column in table.primary_key.columns:
            sequence = (await dst.execute(text("SELECT pg_get_serial_sequence(:t, :c)"),
                                          {"t": table.name, "c": column.name})).scalar()
            if sequence is None:
                continue
            highest = (await dst.execute(select(func.max(column)))).scalar()
            if highest is not None:
                await dst.execute(text("SELECT setval(:s, :n, true)"), {"s": sequence, "n": int(highest)})


async def copy_rows(src_url: str, dst_url: str, target_shown: str) -> dict[str, int]:
    """The copy itself, one snapshot of the source into one transaction on the target;
    returns the rows per table, verified equal on both sides."""
    src_engine, dst_engine = _engine(src_url), _engine(dst_url)
    try:
        async with src_engine.connect() as src, dst_engine.connect() as dst:
            dst_sqlite = dst.dialect.name == "sqlite"
            # The source's rows as of one moment: a read transaction (SQLite in WAL mode
            # reads one snapshot from its first SELECT; PostgreSQL needs REPEATABLE READ).
            await src.exec_driver_sql("BEGIN" if src.dialect.name == "sqlite"
                                      else "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            if dst_sqlite:
                await dst.exec_driver_sql("PRAGMA foreign_keys = ON")
            await dst.exec_driver_sql("BEGIN IMMEDIATE" if dst_sqlite else "BEGIN")
            try:
                busy = await _tables_with_rows(dst)  # again, inside the transaction
                if busy:
                    raise Refused(f"the target database {target_shown} received rows (in {', '.join(busy)}) while "
                                  f"this ran; nothing was written: stop whatever writes to it and try again")
                for table in TABLES:
                    try:
                        await _copy_table(src, dst, table)
                    except Exception as exc:
                        raise CopyFailed(f"copying the table {table.name}: {_one_line(exc)}") from exc
                if not dst_sqlite:
                    await _advance_sequences(dst)
                expected, copied = await _count(src), await _count(dst)
                if copied != expected:
                    wrong = ", ".join(f"{name} {copied[name]} of {expected[name]}" for name in expected
                                      if copied[name] != expected[name])
                    raise RuntimeError(f"the row counts differ after the copy ({wrong})")
            except BaseException:
                await dst.exec_driver_sql("ROLLBACK")
                await src.exec_driver_sql("ROLLBACK")
                raise
            await dst.exec_driver_sql("COMMIT")
            await src.exec_driver_sql("ROLLBACK")  # read only: nothing to keep
            return copied
    finally:
        await src_engine.dispose()
        await dst_engine.dispose()


async def migrate(source: str, target: str, out: TextIO = sys.stdout) -> dict[str, int]:
    """Copy everything from `source` into the empty `target` (see the module's text);
    returns the rows per table.  Raises Refused, with nothing written, for what an admin
    must change first."""
    try:
        src_url, dst_url = to_url(source), to_url(target)
    except ValueError as exc:
        raise Refused(f"{exc}; use postgresql://user:password@host:5432/name, sqlite:///path or a file path") \
            from None
    src_shown, dst_shown = redact(str(source)), redact(str(target))
    src_file = _sqlite_file(src_url) if src_url.startswith("sqlite") else None
    if src_url.startswith("sqlite") and (src_file is None or not src_file.is_file()):
        raise Refused(f"there is no SQLite database at {src_shown} to copy from; check --from "
                      f"(the bot's default is data/cardtable.sqlite3)")
    if src_url == dst_url:
        raise Refused("--from and --to name the same database; the target must be another, empty one")

    await check_target_empty(dst_url, dst_shown)
    before, legacy = await source_revision(src_url)
    newest = head_revision()
    now = await _open(source, src_shown)
    if before != now:
        was = f"revision {before}" if before else (f"a release before Alembic (schema version {legacy})"
                                                    if legacy else "no schema")
        print(f"the source {src_shown} was at {was}; it was upgraded in place to revision {now}", file=out)
    await _open(target, dst_shown)
    copied = await copy_rows(src_url, dst_url, dst_shown)

    print(f"copied {src_shown} into {dst_shown} (schema revision {newest}); rows per table, the same on both sides:",
          file=out)
    width = max(len(name) for name in copied)
    for name, count in copied.items():
        print(f"  {name:<{width}}  {count}", file=out)
    return copied


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bot.migrate_db", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--from", dest="source", required=True, metavar="SOURCE",
                   help="the database to copy from, e.g. sqlite:///data/cardtable.sqlite3 (or that path)")
    p.add_argument("--to", dest="target", required=True, metavar="TARGET",
                   help="the empty database to copy into, e.g. postgresql://user:password@host:5432/name")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        asyncio.run(migrate(args.source, args.target))
    except Refused as refusal:
        print(f"migrate_db: {refusal}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("migrate_db: interrupted; the target was left as it was (the copy is one transaction)",
              file=sys.stderr)
        return 1
    except Exception as exc:
        print(f"migrate_db: the migration failed and the target holds none of the rows (anything begun was "
              f"rolled back): {_one_line(exc)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
