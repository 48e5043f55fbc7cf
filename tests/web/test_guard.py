"""What every answer passes (issue 36): a rate limit per client, a 404 without a traceback
for any unknown, malformed or over-long address, and the security headers."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.storage import Storage
from bot.web.app import WebConfig, create_app
from bot.web.limits import RateLimit

BAD_ADDRESSES = ("/g/" + "A" * 15, "/g/" + "A" * 17, "/g/%00%00", "/g/" + "é" * 16, "/p/abc", "/p/-1",
                 "/p/" + "9" * 40, "/s/0x10", "/s/1/events/abc", "/api/players/x/games.ndjson",
                 "/" + "a" * 5000, "/static/../app.py", "/static/%2e%2e/app.py", "/g/AAAAAAAAAAAAAAAA/99.png",
                 "/g/AAAAAAAAAAAAAAAA/-1.png", "/.env", "/favicon.ico")


@pytest.fixture
def storage(sqlite_storage: Storage) -> Storage:
    return sqlite_storage


async def test_unknown_malformed_and_over_long_addresses_are_404_without_a_traceback(
        storage: Storage, caplog: Any) -> None:
    caplog.set_level(logging.DEBUG)
    async with TestClient(TestServer(create_app(storage, WebConfig(rate=None)))) as client:
        for path in BAD_ADDRESSES:
            answer = await client.get(path)
            assert answer.status == 404, path
            assert answer.headers["X-Content-Type-Options"] == "nosniff", path
    assert "Traceback" not in caplog.text and not [r for r in caplog.records if r.exc_info], caplog.text


async def test_a_client_over_its_rate_is_asked_to_wait_and_others_are_not(storage: Storage) -> None:
    async with TestClient(TestServer(create_app(storage, WebConfig(rate=1.0, burst=5)))) as client:
        statuses = [(await client.get("/")).status for _ in range(8)]
        assert statuses[:5] == [200] * 5 and 429 in statuses[5:]
        refused = await client.get("/")
        assert refused.status == 429 and refused.headers["Retry-After"]


def test_a_bucket_fills_again_with_time() -> None:
    now = [0.0]
    limit = RateLimit(2.0, 2, clock=lambda: now[0])
    assert limit.take("a") and limit.take("a") and not limit.take("a")
    assert limit.take("b")  # another client has its own bucket
    now[0] += 0.5  # one request's worth at 2 a second
    assert limit.take("a") and not limit.take("a")


async def test_requests_that_come_while_a_board_is_read_wait_for_that_one_read() -> None:
    import asyncio
    from types import SimpleNamespace

    from bot.web.site import CONFIG, Fresh

    app = {CONFIG: WebConfig(fresh_seconds=5.0)}
    request: Any = SimpleNamespace(app=app)
    reads = [0]

    async def read() -> str:
        reads[0] += 1
        await asyncio.sleep(0.05)
        return "boards"

    fresh: Fresh[int, str] = Fresh()
    got = await asyncio.wait_for(asyncio.gather(*(fresh.get(request, 1, read) for _ in range(20))), timeout=10)
    assert reads == [1] and {g.value for g in got} == {"boards"} and len({g.digest for g in got}) == 1
    await fresh.get(request, 2, read)  # another key: its own read
    assert reads == [2]
