"""Game pages (issue 36): a finished game step by step, a running one as a spectator sees
it, no page for a deal others still play, a token and never an id, caching."""

from __future__ import annotations

import re
from typing import Any, AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.storage import Storage
from bot.web.app import WebConfig, create_app
from bot.web import links
from tests.web.playing import BOT, played

ALICE, BOB = 11, 12
NAMES = {ALICE: "Alice", BOB: "Bob"}


@pytest.fixture
async def client(storage: Storage) -> AsyncIterator[TestClient[Any, Any]]:
    async with TestClient(TestServer(create_app(storage, WebConfig(rate=None)))) as web:
        yield web


async def test_a_finished_game_page_shows_its_last_step_and_every_step_can_be_asked(storage: Storage,
                                                                                   client: Any) -> None:
    table = await played(storage, "capture", (ALICE, BOB), seed=5, names=NAMES)
    assert table.over and table.row.token and len(table.row.token) == 16 and not table.row.token.isdigit()
    answer = await client.get(links.game_path(table.row.token))
    assert answer.status == 200
    page = await answer.text()
    last = int(re.search(r'data-last="(\d+)"', page)[1])
    assert re.findall(r'<section class="step" id="step-(\d+)"', page) == [str(last)] and last > 2
    assert "Alice" in page and "Bob" in page and "Capture" in page
    assert re.search(r"Deal code: \S+", page)
    assert answer.headers["ETag"] and "no-referrer" == answer.headers["Referrer-Policy"]
    again = await client.get(links.game_path(table.row.token), headers={"If-None-Match": answer.headers["ETag"]})
    assert again.status == 304
    for step in (0, 1, last):  # the page's script asks for the others as fragments; the links as pages
        fragment = await (await client.get(f"{links.game_path(table.row.token)}/steps/{step}")).text()
        assert fragment.startswith(f'<section class="step" id="step-{step}"') and "<html" not in fragment
        whole = await (await client.get(links.game_path(table.row.token, step))).text()
        assert re.findall(r'<section class="step" id="step-(\d+)"', whole) == [str(step)]
    assert "Move 1 of" in await (await client.get(f"{links.game_path(table.row.token)}/steps/1")).text()
    assert (await client.get(f"{links.game_path(table.row.token)}/steps/{last + 1}")).status == 404
    picture = await client.get(links.game_picture_path(table.row.token, 0))
    assert picture.status == 200 and picture.headers["Content-Type"] == "image/png"
    assert (await picture.read()).startswith(b"\x89PNG")


async def test_a_game_is_not_found_by_its_id_nor_a_wrong_token(storage: Storage, client: Any) -> None:
    table = await played(storage, "deck-defence", (ALICE,), seed=3, names=NAMES)
    for path in (f"/g/{table.id}", "/g/AAAAAAAAAAAAAAAA", "/g/" + "x" * 400, "/g/%3Cscript%3E", "/nothing"):
        answer = await client.get(path)
        assert answer.status == 404, path
        assert "Page not found" in await answer.text()


async def test_a_running_game_shows_only_the_public_table(storage: Storage, client: Any) -> None:
    table = await played(storage, "capture", (ALICE, BOB), seed=7, names=NAMES, moves=3)
    assert not table.over
    answer = await client.get(links.game_path(table.row.token or ""))
    page = await answer.text()
    assert answer.status == 200 and "still being played" in page
    assert 'class="step"' not in page and "Deal code" not in page


async def test_a_daily_deal_is_hidden_until_its_day_is_over(storage: Storage, client: Any) -> None:
    table = await played(storage, "deck-defence", (ALICE,), seed=9, names=NAMES, mode="daily")
    page = await (await client.get(links.game_path(table.row.token or ""))).text()
    assert "still being played by others" in page and 'class="step"' not in page
    assert (await client.get(links.game_picture_path(table.row.token or "", 0))).status == 404


async def test_security_headers_on_every_answer(storage: Storage, client: Any) -> None:
    for path in ("/", "/nothing"):
        answer = await client.get(path)
        csp = answer.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert answer.headers["X-Content-Type-Options"] == "nosniff"


async def test_a_game_page_costs_the_same_statements_whatever_its_length(storage: Storage, client: Any) -> None:
    from bot.web import games
    from tests.web.statements import counted

    short = await played(storage, "capture", (ALICE, BOB), seed=5, names=NAMES, moves=2)
    long = await played(storage, "capture", (ALICE, BOB), seed=6, names=NAMES, channel_id=3)
    await client.get("/")  # the bot's user id, read once per process
    costs = []
    for table in (short, long):
        games._replays._items.clear()
        with counted(storage) as seen:
            assert (await client.get(links.game_path(table.row.token or ""))).status == 200
        costs.append(len(seen))
    assert long.row.version > 10 * short.row.version and long.over and not short.over
    assert costs[0] == costs[1] <= 6, costs


async def test_a_members_chosen_name_is_shown_as_text_escaped(storage: Storage, client: Any) -> None:
    table = await played(storage, "capture", (ALICE, BOB), seed=5,
                         names={ALICE: "Alice", BOB: "<script>alert(1)</script>"})
    page = await (await client.get(links.game_path(table.row.token or ""))).text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script>alert" not in page
    assert all('src="/static/' in tag for tag in re.findall(r"<script[^>]*>", page))
