"""`python -m bot` keeps the engines' caches at their menu bounds (issue 33; `engine.memo`).

The bot's main process applies moves and builds menus; its searches and pictures run in the
worker processes, which keep the search bounds (they never run `bot.__main__.main`).  With
RENDER_PROCESSES=0 the searches run in this process, so the search bounds stay.  The entry
point runs here with `serve` replaced (no Discord); not timed.
"""

from __future__ import annotations

from typing import Iterator

import pytest

import bot.__main__ as entry
from engine import memo
from tests.fakediscord.bot_process import SETTING_DEFAULTS


@pytest.fixture
def entry_point(monkeypatch: pytest.MonkeyPatch, tmp_path) -> Iterator[None]:
    for name, value in SETTING_DEFAULTS.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("DISCORD_TOKEN", "fake-bot-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "bot.sqlite3"))
    monkeypatch.setattr(entry, "load_dotenv", lambda: None)

    async def serve(make_bot, token: str) -> None:
        return None

    monkeypatch.setattr(entry, "serve", serve)
    memo.use_search_bounds()
    yield
    memo.use_search_bounds()


@pytest.mark.parametrize("processes, menus", [("", True), ("2", True), ("0", False)])
def test_the_bot_process_keeps_the_menu_bounds_when_workers_search(entry_point: None, monkeypatch, processes: str,
                                                                    menus: bool) -> None:
    monkeypatch.setenv("RENDER_PROCESSES", processes)
    assert entry.main() == 0
    assert memo.CACHES
    for name, cache in memo.CACHES.items():
        assert cache.bound == (cache.menus if menus else cache.search), name
