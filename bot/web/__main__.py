"""`python -m bot.web`: the web pages alone, on the bot's database (DATABASE_URL or
DATABASE_PATH), for an operator who runs the bot in several processes: one web process
(or several behind a proxy) beside them.  Listens on WEB_HOST:WEB_PORT (127.0.0.1:8080 by
default); stops cleanly on SIGTERM or SIGINT."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

from dotenv import load_dotenv

from .. import workers
from ..config import SettingsError, load_settings
from ..storage import Storage
from .app import WebConfig, create_app, serve

DEFAULT_PORT = 8080


async def main() -> int:
    load_dotenv()
    try:
        settings = load_settings()
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    storage = await Storage.open(settings.database_url or settings.database_path)
    await workers.start_pool_warm(settings.render_processes)
    runner = await serve(create_app(storage, WebConfig(base_url=settings.web_base_url)), settings.web_host,
                         settings.web_port or DEFAULT_PORT)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()
        await storage.close()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
