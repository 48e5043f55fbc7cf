"""A live event page in a real browser (issue 36): an arena's page shows a pairing made after
it was opened, without a reload (its script asks for the changing part with the ETag it has),
and fits a 360 px screen."""

from __future__ import annotations

import time

import pytest

from bot.event_service import EventService
from bot.service import TableService
from bot.storage import Storage
from bot.web import links
from bot.web.app import WebConfig, create_app

GUILD, CHANNEL = 100, 10
ANN, BOB, CAT, DAN = 1, 2, 3, 4
START = float(int(time.time()))


@pytest.fixture
async def storage(sqlite_storage: Storage) -> Storage:
    await sqlite_storage.remember_names({ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan"})
    await sqlite_storage.preferences.change_server(GUILD, ANN, web=True)
    return sqlite_storage


async def test_an_arena_page_shows_a_new_pairing_without_a_reload(storage: Storage, serve, open_page) -> None:
    events = EventService(storage, TableService(storage, reminder_seconds=3600.0))
    arena = await events.create(guild_id=GUILD, channel_id=CHANNEL, kind="arena", key="capture", name="Friday arena",
                                options={}, starts_at=START, ends_at=START + 3600, created_by=ANN)
    for user in (ANN, BOB):
        await events.join(arena, user)
    [first] = (await events.advance(arena.id, now=START)).paired
    base = await serve(create_app(storage, WebConfig(rate=None, live_seconds=0.5, fresh_seconds=1.0)))
    page = await open_page(base + links.event_path(GUILD, arena.id), width=360)
    await page.evaluate("window.notReloaded = true")  # gone if the page were loaded again
    pairings = page.locator("#live [data-game]")
    assert await pairings.count() == 1

    for user in (CAT, DAN):
        await events.join(arena, user)
    [second] = (await events.advance(arena.id, now=START + 20)).paired
    token = (await storage.load_game(second.game_id)).token
    await page.locator(f'#live [data-game="{token}"]').wait_for()  # within the 10 s deadline
    assert await pairings.count() == 2
    assert await page.evaluate("window.notReloaded === true")
    assert "Cat" in await page.locator("#live").inner_text()
    link = page.locator(f'#live [data-game="{token}"] a').first
    assert links.game_path(token) in (await link.get_attribute("href") or "")
    assert await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert first.game_id != second.game_id
