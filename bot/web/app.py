"""The web server: one `aiohttp.web.Application` whatever runs it (the bot's process with
`WEB_PORT`, `python -m bot.web`, the tests): the pages of `games`, `players` and `servers`
behind `site.guard`.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from aiohttp import web

from ..storage import Storage
from . import games, players, servers
from .limits import RateLimit
from .site import CLOCK, CONFIG, HERE, LIMIT, STORAGE, TEMPLATES, WebConfig, guard, home, templates

log = logging.getLogger("bot.web")


def create_app(storage: Storage, config: WebConfig | None = None, *,
               clock: Callable[[], float] = time.time) -> web.Application:
    """The web companion over `storage` (open already, closed by its owner)."""
    app = web.Application(middlewares=[guard], client_max_size=4096)
    config = config or WebConfig()
    app[STORAGE] = storage
    app[CONFIG] = config
    app[TEMPLATES] = templates()
    app[LIMIT] = RateLimit(config.rate, config.burst, clock=time.monotonic)
    app[CLOCK] = clock
    app.router.add_get("/", home)
    for module in (games, players, servers):
        app.router.add_routes(module.routes)
    app.router.add_static("/static", HERE / "static", append_version=True)
    return app


async def serve(app: web.Application, host: str, port: int) -> web.AppRunner:
    """Listen on host:port; the runner's `cleanup()` stops it."""
    runner = web.AppRunner(app, access_log=logging.getLogger("bot.web.access"))
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("web pages served on http://%s:%s", host, port)
    return runner


__all__ = ["WebConfig", "create_app", "serve"]
