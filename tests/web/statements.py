"""Counting the SQL statements a page costs (issue 36: no query per row)."""

from __future__ import annotations

import contextlib
from typing import Any, Iterator

from sqlalchemy import event

from bot.storage import Storage


@contextlib.contextmanager
def counted(storage: Storage) -> Iterator[list[str]]:
    """The statements executed inside, as a list of their SQL."""
    seen: list[str] = []

    def note(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        seen.append(statement)

    engine = storage.db.engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", note)


__all__ = ["counted"]
