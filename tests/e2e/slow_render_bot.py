"""`python -m tests.e2e.slow_render_bot --fake URL`: the bot's real entry point, run exactly as
`tests.fakediscord.bot_process` runs it, with every table picture `SLOW_RENDER_SECONDS`
slower (drawing happens off the event loop, so the bot stays responsive).

For tests that need a click to be in flight for a while, e.g. a SIGTERM in the middle of one.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from typing import Any, Callable, Sequence


def slow_down(seconds: float, setattr: Callable[[Any, str, Any], None] = setattr) -> None:
    """Every table picture takes `seconds` longer (in a thread: the event loop stays free).
    `setattr`: how to replace the function (a test passes monkeypatch.setattr to undo it)."""
    import bot.discord.pictures as pictures

    if hasattr(pictures, "rendered"):
        original = pictures.rendered

        async def slow(key: str, view: Any, **voice: Any) -> Any:
            await asyncio.to_thread(time.sleep, seconds)
            return await original(key, view, **voice)

        setattr(pictures, "rendered", slow)
    else:  # before the process pool, pictures were drawn by render_png in a thread
        original_png = pictures.render_png  # type: ignore[attr-defined]

        def slow_png(key: str, view: Any, *voice: Any) -> Any:
            time.sleep(seconds)
            return original_png(key, view, *voice)

        setattr(pictures, "render_png", slow_png)


def main(argv: Sequence[str] | None = None) -> int:
    seconds = float(os.environ.get("SLOW_RENDER_SECONDS", "").strip() or 0)
    if seconds > 0:
        slow_down(seconds)
    from tests.fakediscord.bot_process import main as run_bot

    return run_bot(argv)


if __name__ == "__main__":
    sys.exit(main())
