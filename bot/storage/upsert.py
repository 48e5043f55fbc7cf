"""INSERT ... ON CONFLICT for both backends: SQLite and PostgreSQL spell it the same, and
SQLAlchemy offers it per dialect; this picks the dialect's construct."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from sqlalchemy import Table
from sqlalchemy.dialects import postgresql, sqlite

from .database import Database


def upsert(db: Database, table: Table, values: Mapping[str, Any], keys: Sequence[str], *,
           update: bool = True) -> Any:
    """Insert `values`; on a conflict on `keys`, update the other columns (or, with
    update=False, keep the row as it is)."""
    stmt = (sqlite.insert(table) if db.sqlite else postgresql.insert(table)).values(**values)
    if not update:
        return stmt.on_conflict_do_nothing(index_elements=list(keys))
    changed = {c: stmt.excluded[c] for c in values if c not in keys}
    return stmt.on_conflict_do_update(index_elements=list(keys), set_=changed)
