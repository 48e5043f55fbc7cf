"""Browser fixtures for the web companion's tests: Debian's chromium (`/usr/bin/chromium`)
driven by Playwright, against an aiohttp app served on 127.0.0.1.

Playwright's own browser download is never used (`playwright install` is not run anywhere):
Playwright launches the machine's chromium through `executable_path`.  Where chromium is
missing the test fails, saying what to install; it is never skipped.

How a test uses them:

    async def test_something(serve, open_page):
        base_url = await serve(app)                          # "http://127.0.0.1:<port>"
        page = await open_page(base_url + "/", width=360)    # loaded, 360 px wide
        await expect(page.locator("h1")).to_have_text("…")

- `serve`: `await serve(app: web.Application) -> str`, the base URL (no trailing slash) of
  the app on 127.0.0.1 on a free port; it is stopped after the test.
- `open_page`: `await open_page(url: str, *, width: int = 1280, height: int = 800,
  **context_options) -> Page`, the page loaded (whatever its HTTP status) in a fresh browser
  context of that viewport, locale en-US, time zone UTC (`context_options` go to
  `Browser.new_context` and override those, e.g. `locale="fr-FR"`).
- `page`: a blank `Page` in a fresh context with the default 1280 x 800 viewport.
- `page_errors`: the uncaught script errors of this test's pages, as they come; a test that
  leaves any there fails (a broken script is named, not seen as a wait running out).  A
  test that provokes one on purpose checks it and clears the list.
- `browser`: the launched `Browser`, for what the above do not cover (close what you open).

And for the pages' data: `storage`, a `Storage` on a fresh database of each backend
(`tests.databases.database`: the test runs on SQLite and on PostgreSQL).

Deadlines: every Playwright wait in these contexts (actions, navigations, `wait_for_*`)
has WAIT_MS, and `expect(...)` assertions too (set below); launching has LAUNCH_MS and
closing CLOSE_S.  `page.evaluate` has no deadline of its own: never make it await a promise
that may not settle; wait with `page.wait_for_function` or `expect` instead.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from playwright.async_api import Browser, BrowserContext, Page, WebError, async_playwright, expect

from bot.storage import Storage
from tests.databases import database, postgres_server  # noqa: F401  (pytest fixtures)

CHROMIUM = "/usr/bin/chromium"  # Debian's `chromium` package
# Running as root needs --no-sandbox; the last four keep chromium off Google's hosts (these
# machines have no network: without them it tries anyway).  Playwright adds its own flags
# and a fresh --user-data-dir for every launch.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WIDTH, HEIGHT = 1280, 800  # the default viewport
WAIT_MS = 10_000  # every wait in a page: an action, a navigation, a `wait_for_*`, an `expect`
LAUNCH_MS = 60_000
CLOSE_S = 30.0
INSTALL_HINT = ("the web tests drive Debian's chromium, and this machine has none: install it with "
                "`sudo apt-get install -y --no-install-recommends chromium chromium-driver` (.ci/run does)")

expect.set_options(timeout=WAIT_MS)


def find_chromium() -> str:
    """The chromium to launch; fails the test (never skips it) when there is none."""
    found = shutil.which("chromium") or (CHROMIUM if os.access(CHROMIUM, os.X_OK) else None)
    if found is None:
        pytest.fail(INSTALL_HINT, pytrace=False)
    return found


@pytest.fixture
async def storage(database: str) -> AsyncIterator[Storage]:
    """A `Storage` on a fresh database, SQLite's or PostgreSQL's (the test runs on both)."""
    store = await Storage.open(database)
    try:
        yield store
    finally:
        await store.close()


@pytest.fixture
async def sqlite_storage(tmp_path: Path) -> AsyncIterator[Storage]:
    """A `Storage` on a fresh SQLite database alone (the browser tests: one backend is enough
    for what a browser sees; the pages' own tests run on both)."""
    store = await Storage.open(str(tmp_path / "web.db"))
    try:
        yield store
    finally:
        await store.close()


@pytest.fixture
async def _web_servers() -> AsyncIterator[list[TestServer]]:
    # `browser` takes this fixture, so the browser closes before the servers it talked to:
    # none is left waiting on a connection the browser still holds open.
    servers: list[TestServer] = []
    yield servers
    for server in servers:
        await server.close()


@pytest.fixture
async def serve(_web_servers: list[TestServer]) -> Callable[[web.Application], Awaitable[str]]:
    """`await serve(app)`: the app on 127.0.0.1 on a free port; its base URL, no trailing slash."""

    async def serve(app: web.Application) -> str:
        server = TestServer(app, host="127.0.0.1")  # binds port 0 and keeps the socket: no race
        await server.start_server(shutdown_timeout=5.0)
        _web_servers.append(server)
        return str(server.make_url("")).rstrip("/")

    return serve


# A browser per test, in the test's own event loop.  Measured on this project's two-core
# machines: starting Playwright's driver about 0.2 s, launching chromium 0.15-0.2 s, closing
# both under 0.1 s, so about half a second a test.  That buys the plain setup: every fixture
# here lives in the test's function-scoped loop (pytest-asyncio's default here); a shared
# browser would need a module- or session-scoped loop for those tests and fixtures alike,
# and a test that wedged the browser would take its neighbours down with it.
@pytest.fixture
async def browser(_web_servers: list[TestServer]) -> AsyncIterator[Browser]:
    executable = find_chromium()
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS,
                                                    timeout=LAUNCH_MS)
        try:
            yield launched
        finally:
            async with asyncio.timeout(CLOSE_S):
                await launched.close()


@pytest.fixture
def page_errors() -> list[str]:
    """The uncaught script errors of this test's pages (`page`, `open_page`)."""
    return []


@pytest.fixture
async def _new_page(browser: Browser, page_errors: list[str]) -> AsyncIterator[Callable[..., Awaitable[Page]]]:
    contexts: list[BrowserContext] = []

    def on_error(error: WebError) -> None:
        page_errors.append(f"{error.page.url if error.page else '?'}: {error.error}")

    async def new_page(*, width: int = WIDTH, height: int = HEIGHT, **context_options: Any) -> Page:
        options = {"viewport": {"width": width, "height": height}, "locale": "en-US", "timezone_id": "UTC",
                   **context_options}
        context = await browser.new_context(**options)
        contexts.append(context)
        context.set_default_timeout(WAIT_MS)
        context.set_default_navigation_timeout(WAIT_MS)
        context.on("weberror", on_error)
        return await context.new_page()

    yield new_page
    async with asyncio.timeout(CLOSE_S):
        for context in contexts:
            await context.close()
    if page_errors:
        pytest.fail("uncaught script errors in the test's pages:\n" + "\n".join(page_errors), pytrace=False)


@pytest.fixture
async def page(_new_page: Callable[..., Awaitable[Page]]) -> Page:
    """A blank page in a fresh browser context, WIDTH x HEIGHT."""
    return await _new_page()


@pytest.fixture
def open_page(_new_page: Callable[..., Awaitable[Page]]) -> Callable[..., Awaitable[Page]]:
    """`await open_page(url, width=360)`: the page loaded in a fresh context of that viewport."""

    async def open_page(url: str, *, width: int = WIDTH, height: int = HEIGHT, **context_options: Any) -> Page:
        page = await _new_page(width=width, height=height, **context_options)
        await page.goto(url)  # whatever its status: a test of a missing page checks that page
        return page

    return open_page
