"""The browser harness itself (tests/web/conftest.py): Debian's chromium, driven by Playwright,
loads a page from an aiohttp app on 127.0.0.1, runs its script from a static file, and
answers for keys, clicks and layout; a missing chromium fails the test, never skips it."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Awaitable, Callable

import pytest
from aiohttp import web
from playwright.async_api import Page, expect

import tests.web.conftest as harness

# The page's own policy allows scripts from the site only: an inline script would not run.
POLICY = "default-src 'self'"

BUTTON_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harness</title>
<script src="/static/harness.js" defer></script></head>
<body><button id="greet" type="button">Say hello</button><p id="said">Nothing said</p>
<button id="broken" type="button">Break</button></body></html>
"""

BUTTON_SCRIPT = """let times = 0;
document.getElementById("greet").addEventListener("click", () => {
  times += 1;
  document.getElementById("said").textContent = `Hello (${times})`;
});
document.getElementById("broken").addEventListener("click", () => {
  throw new Error("the broken button");
});
"""

NARROW_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Narrow</title></head>
<body><h1>A game</h1><p>Words that wrap on a narrow screen, as many as it takes to fill a line or two.</p>
<div style="width: {width}; height: 2em; background: #ccc"></div></body></html>
"""


def button_app(static: Path) -> web.Application:
    (static / "harness.js").write_text(BUTTON_SCRIPT)

    async def index(request: web.Request) -> web.Response:
        return web.Response(text=BUTTON_PAGE, content_type="text/html", headers={"Content-Security-Policy": POLICY})

    app = web.Application()
    app.router.add_get("/", index)
    app.router.add_static("/static", static)
    return app


def narrow_app() -> web.Application:
    async def index(request: web.Request) -> web.Response:
        width = request.query.get("width", "100%")
        return web.Response(text=NARROW_PAGE.replace("{width}", width), content_type="text/html")

    app = web.Application()
    app.router.add_get("/", index)
    return app


async def horizontal_overflow(page: Page) -> int:
    """How far the page is wider than its window, in CSS pixels (0: it fits)."""
    scroll_width, inner_width = await page.evaluate(
        "[document.documentElement.scrollWidth, window.innerWidth]")
    return max(0, scroll_width - inner_width)


async def test_a_key_and_a_click_run_the_pages_script_from_its_static_file(
        tmp_path: Path, serve: Callable[[web.Application], Awaitable[str]],
        open_page: Callable[..., Awaitable[Page]]) -> None:
    base_url = await serve(button_app(tmp_path))
    assert base_url.startswith("http://127.0.0.1:")
    page = await open_page(base_url + "/")
    said = page.locator("#said")
    await expect(said).to_have_text("Nothing said")

    await page.get_by_role("button", name="Say hello").focus()
    await page.keyboard.press("Enter")
    await expect(said).to_have_text("Hello (1)")
    await page.get_by_role("button", name="Say hello").click()
    await expect(said).to_have_text("Hello (2)")


async def test_an_uncaught_script_error_is_caught_for_the_test(
        tmp_path: Path, serve: Callable[[web.Application], Awaitable[str]],
        open_page: Callable[..., Awaitable[Page]], page_errors: list[str]) -> None:
    page = await open_page(await serve(button_app(tmp_path)) + "/")
    async with page.expect_event("pageerror"):
        await page.get_by_role("button", name="Break").click()
    assert len(page_errors) == 1 and "the broken button" in page_errors[0], page_errors
    page_errors.clear()  # provoked on purpose; left there, it would fail this test


async def test_a_simple_page_fits_a_360_px_screen_and_a_too_wide_one_is_measured(
        serve: Callable[[web.Application], Awaitable[str]], open_page: Callable[..., Awaitable[Page]]) -> None:
    base_url = await serve(narrow_app())
    page = await open_page(base_url + "/", width=360)
    assert await page.evaluate("window.innerWidth") == 360
    assert await horizontal_overflow(page) == 0

    too_wide = await open_page(base_url + "/?width=500px", width=360)
    assert await horizontal_overflow(too_wide) > 0  # the measure does see an overflow


async def test_the_default_page_is_blank_with_the_default_viewport(page: Page) -> None:
    assert page.url == "about:blank"
    assert page.viewport_size == {"width": harness.WIDTH, "height": harness.HEIGHT}


def test_without_chromium_the_test_fails_saying_what_to_install(monkeypatch: Any) -> None:
    monkeypatch.setattr(shutil, "which", lambda name, *args, **kwargs: None)
    monkeypatch.setattr(harness, "CHROMIUM", "/nonexistent/chromium")
    with pytest.raises(pytest.fail.Exception, match="Debian's chromium") as failed:
        harness.find_chromium()
    assert "apt-get install -y --no-install-recommends chromium chromium-driver" in str(failed.value)
