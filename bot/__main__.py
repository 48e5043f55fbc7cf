"""`python -m bot`: load .env, check the settings, run the bot until SIGTERM or SIGINT.

A stop is clean: the bot stops taking interactions, lets those in flight finish (a few
seconds at most), closes its connection and its database, and exits 0.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

from dotenv import load_dotenv

from .app import CardBot, create_bot
from .settings import TOKEN_HELP, Settings, load_settings

log = logging.getLogger("bot")


async def serve(bot: CardBot, token: str) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    running = asyncio.create_task(bot.start(token), name="bot")
    stopping = asyncio.create_task(stop.wait(), name="signal")
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stopping.done():
            log.info("stopping: finishing the interactions in flight")
            await bot.stop_gracefully()
            await asyncio.wait({running}, timeout=5)
        if running.done() and not running.cancelled():
            running.result()  # a login failure and the like surfaces here
    finally:
        stopping.cancel()
        if not bot.is_closed():
            await bot.close()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)


def main() -> int:
    load_dotenv()
    settings: Settings = load_settings()
    if not settings.token:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bot = create_bot(settings)
    # discord.py never logs the token; its payload loggers stay quiet unless LOG_PAYLOADS is set.
    asyncio.run(serve(bot, settings.token))
    log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
