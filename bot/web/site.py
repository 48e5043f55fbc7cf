"""What every web page shares: the application's keys, its configuration, answering with a
template in the reader's language, validators (ETag), and the guard every answer passes.

Every answer passes `guard`: a client over its rate gets 429; an unknown, malformed or
over-long address gets the 404 page (and nothing in the log but the access line); every
answer carries the security headers: a Content-Security-Policy that allows no inline
script or style and nothing from elsewhere, `X-Content-Type-Options: nosniff`, and a
`Referrer-Policy` that never hands a game's token to another site.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Awaitable, Callable, Generic, TypeVar

import i18n
import jinja2
from aiohttp import web

from ..storage import Storage
from . import links, words
from .limits import RateLimit

log = logging.getLogger("bot.web")

HERE = Path(__file__).parent
K = TypeVar("K")
V = TypeVar("V")
MAX_PATH = 300  # characters: a longer address is nobody's page
SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
                                "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


@dataclass(frozen=True)
class WebConfig:
    base_url: str | None = None  # the pages' public address (WEB_BASE_URL), for absolute links
    live_seconds: float = 5.0  # how often a live event page asks for news
    rate: float | None = 20.0  # requests a second a client may keep up (None: no limit)
    # How long a server's boards and an event's standings, once read, answer again without
    # reading the database (per process): a board a few seconds old is still true enough,
    # and a busy server page or a live page watched by many costs one read a few seconds.
    fresh_seconds: float = 5.0
    burst: int = 60  # and how many at once


STORAGE = web.AppKey("storage", Storage)
CONFIG = web.AppKey("config", WebConfig)
TEMPLATES = web.AppKey("templates", jinja2.Environment)
LIMIT = web.AppKey("limit", RateLimit)
Clock = Callable[[], float]
CLOCK: web.AppKey[Clock] = web.AppKey("clock")


def plain(text: object) -> str:
    """A line the bot writes for Discord, without Discord's markup: the page shows words."""
    out = str(text).removeprefix("-# ")
    for mark in ("**", "__", "~~", "`"):
        out = out.replace(mark, "")
    return out


def templates() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    env.globals.update(t=i18n.t, links=links)
    env.filters["plain"] = plain
    return env


class Lru(Generic[K, V]):
    """The `size` values used last."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
        return found

    def put(self, key: K, value: V) -> V:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)
        return value


@dataclass(frozen=True)
class Read(Generic[V]):
    """What was read, and its digest (for ETags), computed once per read."""

    value: V
    digest: str


class Fresh(Generic[K, V]):
    """Values kept for `CONFIG.fresh_seconds` after they were read, then read again.  One read
    at a time per key: requests that come while it runs wait for it (a busy page whose time
    ran out costs one read, not one per waiting request)."""

    def __init__(self, size: int = 1024) -> None:
        self._items: Lru[tuple[int, K], tuple[float, asyncio.Future[Read[V]]]] = Lru(size)

    async def get(self, request: web.Request, key: K, read: Callable[[], Awaitable[V]]) -> Read[V]:
        seconds = request.app[CONFIG].fresh_seconds
        if seconds <= 0:
            return await _read(read)
        now = time.monotonic()
        mine = (id(request.app), key)  # each application its own (tests run several in a process)
        kept = self._items.get(mine)
        if kept is not None and now < kept[0]:
            return await asyncio.shield(kept[1])
        task = asyncio.ensure_future(_read(read))
        self._items.put(mine, (now + seconds, task))
        try:
            return await asyncio.shield(task)
        except Exception:
            self._items.put(mine, (0.0, task))  # a failed read is not kept: the next asks again
            raise


async def _read(read: Callable[[], Awaitable[V]]) -> Read[V]:
    value = await read()
    return Read(value, etag_of(value))


def etag_of(*parts: object) -> str:
    return '"' + hashlib.blake2b(repr(parts).encode(), digest_size=12).hexdigest() + '"'


def not_modified(request: web.Request, etag: str) -> bool:
    asked = request.headers.get("If-None-Match", "")
    return etag in [tag.strip() for tag in asked.split(",")] or asked.strip() == "*"


def rendered(request: web.Request, template: str, **context: Any) -> str:
    """`template` rendered in the request's language."""
    lang = words.chosen(request)
    with i18n.speaking(lang):
        return request.app[TEMPLATES].get_template(template).render(
            lang=lang, languages=_chooser(request), live_seconds=request.app[CONFIG].live_seconds, **context)


def answer(request: web.Request, body: str, *, status: int = 200, etag: str | None = None,
           cache: str = "no-cache") -> web.Response:
    """An HTML answer of `body` (a language chosen with ?lang= is remembered in a cookie)."""
    response = web.Response(text=body, status=status, content_type="text/html", charset="utf-8")
    response.headers["Cache-Control"] = cache
    response.headers["Vary"] = "Accept-Language, Cookie"
    if etag is not None:
        response.headers["ETag"] = etag
    if request.query.get("lang") in i18n.SHIPPED:
        response.set_cookie(words.COOKIE, request.query["lang"], max_age=365 * 86400, samesite="Lax", httponly=True)
    return response


def unchanged(etag: str, cache: str) -> web.Response:
    """304: the client's copy (its If-None-Match) is this version."""
    return web.Response(status=304, headers={"ETag": etag, "Cache-Control": cache})


def utc_minute(at: float) -> str:
    """A time as the pages write it, to the minute, in UTC (their sentences say "UTC")."""
    return datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m-%d %H:%M")


def page(request: web.Request, template: str, *, status: int = 200, etag: str | None = None,
         cache: str = "no-cache", **context: Any) -> web.Response:
    """`template` rendered in the request's language; with `etag`, a request that already has
    this version gets 304 and no body."""
    if etag is not None and status == 200 and not_modified(request, etag):
        return unchanged(etag, cache)
    return answer(request, rendered(request, template, **context), status=status, etag=etag, cache=cache)


def _chooser(request: web.Request) -> list[tuple[str, str, str]]:
    """The language chooser's links: this page in each shipped language."""
    return [(code, name, str(request.rel_url.update_query(lang=code))) for code, name in words.languages()]


def not_found(request: web.Request) -> web.Response:
    return page(request, "not_found.html", status=404)


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@web.middleware
async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    limit = request.app[LIMIT]
    response: web.StreamResponse
    if not limit.take(request.remote or "?"):
        response = web.Response(status=429, text="Too many requests; try again in a few seconds.\n",
                                headers={"Retry-After": "2"})
    elif len(request.raw_path) > MAX_PATH:
        response = not_found(request)
    else:
        try:
            response = await handler(request)
        except web.HTTPNotFound:
            response = not_found(request)
        except web.HTTPException as answered:  # a redirect, 304, 405...: aiohttp's own answer
            response = answered
        except Exception:
            log.exception("web page %s failed", request.path)
            response = web.Response(status=500, text="Something went wrong on our side.\n")
    response.headers.update(SECURITY_HEADERS)
    return response


async def home(request: web.Request) -> web.StreamResponse:
    return page(request, "home.html", cache="public, max-age=300")


__all__ = ["CLOCK", "CONFIG", "Fresh", "Lru", "Read", "LIMIT", "STORAGE", "TEMPLATES", "WebConfig", "answer", "etag_of", "guard", "home",
           "not_found", "not_modified", "page", "plain", "rendered", "templates", "unchanged", "utc_minute"]
