"""A solver that takes its time (a module-level function, so a worker process can run it):
the end-to-end test stops the bot while a verdict is being worked out."""

from __future__ import annotations

import time
from typing import Any

from engine.jobs import solve_json

DELAY = 1.5


def slow_solve_json(*args: Any) -> dict[str, Any]:
    time.sleep(DELAY)
    return solve_json(*args)


def slow_prove(*args: Any) -> dict[str, Any]:
    """`bot.features.deals.prove`, slowed down: the end-to-end test stops the bot while a day's deal is
    being proved."""
    from bot.features.deals import prove

    time.sleep(DELAY)
    return prove(*args)
