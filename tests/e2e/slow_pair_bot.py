"""`python -m tests.e2e.slow_pair_bot --fake URL`: the bot's real entry point, run exactly as
`tests.fakediscord.bot_process` runs it, whose first event pairing stops for a test to kill
the process there (issue 27: a process killed mid-pairing leaves the whole round or none of
it, and every game of a round recorded is shown and pinged): `SLOW_PAIR_MARK` (a file path)
is written and the process sleeps `SLOW_PAIR_SECONDS`, `SLOW_PAIR_AT`:
- "insert" (the default): in the pairing's transaction, its first game inserted;
- "commit": once the round is committed, before its tables and pings are posted (the
  event loop itself sleeps: nothing goes out).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any, Sequence


def slow_pairing(seconds: float, mark: Path, at: str = "insert") -> None:
    import bot.events.kinds as events
    import bot.storage.events as store

    def stop(what: str) -> None:
        if not mark.exists():  # the first pairing of this process only
            mark.write_text(what)
            time.sleep(seconds)

    if at == "commit":
        seat = events._seat

        async def committed(*args: Any, **kwargs: Any) -> Any:
            games = await seat(*args, **kwargs)
            stop("committed")
            return games

        events._seat = committed
        return
    insert = store._insert

    def inserted(db: Any, conn: Any, game: Any, now: float) -> int:
        game_id = insert(db, conn, game, now)
        stop("inserted")
        return game_id

    store._insert = inserted


def main(argv: Sequence[str] | None = None) -> int:
    seconds = float(os.environ.get("SLOW_PAIR_SECONDS", "").strip() or 0)
    mark = os.environ.get("SLOW_PAIR_MARK", "").strip()
    if seconds > 0 and mark:
        slow_pairing(seconds, Path(mark), os.environ.get("SLOW_PAIR_AT", "").strip() or "insert")
    from tests.fakediscord.bot_process import main as run_bot

    return run_bot(argv)


if __name__ == "__main__":
    sys.exit(main())
