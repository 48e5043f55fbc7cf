"""Nothing hidden leaks through a web page (issue 36): every game in progress, every daily
deal of today and every attempt of a challenge still running, of every game, is walked; its
page names no card the public cannot see (a face-down card, the deck's order) and shows no
deal code, and a deal still in play draws no picture at all."""

from __future__ import annotations

import html
import re
import time
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from sqlalchemy import text

from bot.features.daily import deal_code
from bot.service import Table
from bot.storage import Storage
from bot.web import links
from bot.web.app import WebConfig, create_app
from engine import GAMES
from tests.engine.test_secrecy import card_codes, json_codes, mentions, where
from tests.web.playing import played

ALICE, BOB = 21, 22
NAMES = {ALICE: "Alice", BOB: "Bob"}
YEAR = 365 * 86400


def visible_text(page: str) -> str:
    """What a reader can read on the page: its text and its pictures' alt text."""
    alts = " ".join(re.findall(r'alt="([^"]*)"', page))
    return html.unescape(re.sub(r"<[^>]+>", " ", page) + " " + alts)


def hidden_cards(table: Table) -> set[str]:
    """Every card of the game's state that its public view does not show."""
    return set(json_codes(table.state.to_json())) - set(card_codes(table.state.view(None)))


def seats_for(key: str) -> tuple[int, ...]:
    return (ALICE, BOB) if 2 in GAMES[key].players else (ALICE,)


async def make_challenge_attempt(storage: Storage, table: Table) -> None:
    """`table`'s game as an attempt of a same-deal challenge that is still running."""
    now = time.time()
    event = await storage.events.create(guild_id=1, channel_id=2, kind="challenge", key=table.row.key, name="Weekly",
                                        starts_at=now - 60, ends_at=now + 3600, created_by=ALICE, status="running",
                                        options={"deals": 1, "seeds": [table.row.seed]})
    await storage.db.run(lambda c: c.execute(text("UPDATE games SET mode = 'challenge' WHERE id = :g"),
                                              {"g": table.id}), write=True)
    assert await storage.events.start_attempt(event.id, ALICE, 0, table.id)


async def test_no_page_shows_a_hidden_card_or_a_secret_deal_code(storage: Storage) -> None:
    walked = []
    for n, key in enumerate(GAMES):
        seats = seats_for(key)
        running = await played(storage, key, seats, seed=40 + n, names=NAMES, moves=4)
        walked.append(("running", running))
        if 1 not in GAMES[key].players:  # daily deals and same-deal challenges are of games played alone
            continue
        daily = await played(storage, key, (ALICE,), seed=50 + n, names=NAMES, mode="daily", channel_id=100 + n)
        challenged = await played(storage, key, (ALICE,), seed=60 + n, names=NAMES, channel_id=200 + n, moves=3)
        await make_challenge_attempt(storage, challenged)
        walked += [("daily", daily), ("challenge", challenged)]
    async with TestClient(TestServer(create_app(storage, WebConfig(rate=None)))) as client:
        for what, table in walked:
            token = table.row.token or ""
            answer = await client.get(links.game_path(token))
            assert answer.status == 200
            page = visible_text(await answer.text())
            context = f"{table.row.key} ({what}, {'over' if table.over else 'running'})"
            code = deal_code(table.row, now=time.time() + YEAR)  # the code once nothing hides it any more
            assert code and code not in page, f"{context}: its deal code is on the page"
            if what == "running" and not table.over:
                leaked = mentions(page) & hidden_cards(table)
                assert not leaked, f"{context}: {where(page, leaked)}"
                assert (await client.get(links.game_picture_path(token, "now"))).status == 200
            else:  # a deal others still play: nothing of it at all
                assert not mentions(page), f"{context}: {where(page, mentions(page))}"
                assert 'class="step"' not in page and "<img" not in page
                for step in ("now", 0, 1):
                    assert (await client.get(links.game_picture_path(token, step))).status == 404, context
                    assert (await client.get(f"{links.game_path(token)}/steps/{step}")).status == 404, context


async def test_a_finished_challenge_attempt_opens_once_the_challenge_is_over(storage: Storage) -> None:
    table = await played(storage, "deck-defence", (ALICE,), seed=77, names=NAMES)
    await make_challenge_attempt(storage, table)
    async with TestClient(TestServer(create_app(storage, WebConfig(rate=None)))) as client:
        before = await (await client.get(links.game_path(table.row.token or ""))).text()
        assert 'class="step"' not in before
        await storage.db.run(lambda c: c.execute(text("UPDATE events SET status = 'over'")), write=True)
        after = await (await client.get(links.game_path(table.row.token or ""))).text()
        assert 'class="step"' in after
