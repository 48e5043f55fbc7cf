"""Player pages (issue 36): only for members who turned theirs on, the same 404 as any unknown
address otherwise; per game the rating as the bot shows it with its chart, the results, the
streaks and the last games; a fixed number of statements; ETag; the games as NDJSON."""

from __future__ import annotations

import html
import json
import re
from datetime import datetime
from typing import Any, AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer
from playwright.async_api import expect

from bot.features.daily import deal_code
from bot.service import Table
from bot.storage import Storage
from bot.storage.games import win_streaks
from bot.web import links
from bot.web.app import WebConfig, create_app
from tests.web.playing import BOT, played
from tests.web.statements import counted

ALICE, BOB, CAROL = 31, 32, 33
HOSTILE = "<script>alert(1)</script>"
NAMES = {ALICE: HOSTILE, BOB: "Bob", CAROL: "Carol"}


def app(storage: Storage, base_url: str | None = None) -> Any:
    return create_app(storage, WebConfig(rate=None, base_url=base_url))


@pytest.fixture
async def client(storage: Storage) -> AsyncIterator[TestClient[Any, Any]]:
    async with TestClient(TestServer(app(storage))) as web:
        yield web


async def capture_games(storage: Storage, winners: str, *, first: int = 0, player: int = ALICE,
                        opponent: int = BOB) -> list[Table]:
    """One rated Capture game a letter, each over at once: W won by `player` (the opponent
    resigns), L lost (they resign)."""
    out = []
    for n, letter in enumerate(winners, first):
        out.append(await played(storage, "capture", (player, opponent), seed=100 + n, channel_id=1000 + n,
                                names=NAMES, moves=0, resigns=1 if letter == "W" else 0))
    return out


async def test_a_player_page_shows_each_game_they_played(storage: Storage, client: Any) -> None:
    games = await capture_games(storage, "WWWLWW")
    alone = await played(storage, "deck-defence", (ALICE,), seed=7, channel_id=5, names=NAMES)
    assert all(g.over for g in (*games, alone))
    await storage.preferences.change_member(ALICE, web=True)
    answer = await client.get(links.player_path(ALICE))
    assert answer.status == 200 and answer.headers["Content-Type"].startswith("text/html")
    page = await answer.text()
    # The member's name is text, never markup.
    assert html.escape(HOSTILE, quote=False) in page and HOSTILE not in page
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>" in page
    capture = page[page.index('id="game-capture"'):]
    capture = capture[:capture.index("</section>")]
    assert "<h2>Capture</h2>" in capture
    assert re.search(r"Rating: \d{3,4} \(6 rated games\)", capture)
    # The chart: the ratings shown (the 5th and 6th rated games), none while provisional.
    [line] = re.findall(r'<polyline class="rating" points="([^"]*)"', capture)
    assert len(line.split()) == 2 and 'role="img"' in capture
    results = re.search(r"<th scope=\"row\">Standard rules</th><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td>"
                        r"<td>(\d+)</td>", capture)
    assert results is not None and results.groups() == ("6", "5", "1", "0")
    assert "Winning streak: 2 (best: 3)" in capture
    # The last games, newest first, each linked to its page, with its opponent and result.
    assert re.findall(r'<a href="/g/([^"]+)">', capture) == [g.row.token for g in reversed(games)]
    assert capture.count("<td>Bob</td>") == 6 and capture.count("<td>won</td>") == 5
    assert "provisional (1 of 5 games)" in capture and re.search(r"[+\u2212]\d+, now \d{3,4}", capture)
    deck = page[page.index('id="game-deck-defence"'):]
    assert "<h2>Deck Defence</h2>" in deck and "played alone" in deck and "Rating:" not in deck.split("</section>")[0]
    assert page.index('id="game-deck-defence"') < page.index('id="game-capture"')  # the game played last first
    assert f'href="{links.player_export_path(ALICE)}"' in page
    # In French too.
    french = await (await client.get(links.player_path(ALICE) + "?lang=fr")).text()
    assert "Série de victoires : 2 (record : 3)" in french and "Cote :" in french


async def test_a_page_nobody_turned_on_is_the_page_of_any_unknown_address(storage: Storage, client: Any) -> None:
    await capture_games(storage, "W")
    await storage.preferences.change_member(CAROL, web=False)  # a member who chose, and chose no
    await storage.preferences.change_member(ALICE, web=True)
    assert (await client.get(links.player_path(ALICE))).status == 200

    async def answer(path: str) -> tuple[int, str]:
        got = await client.get(path)
        return got.status, (await got.text()).replace(path, "PATH")

    unknown = await answer("/nothing/here")
    assert unknown[0] == 404
    paths = [links.player_path(BOB), links.player_path(CAROL), links.player_path(424242), "/p/abc", "/p/0",
             "/p/-31", "/p/031", "/p/" + "9" * 25, "/p/9999999999999999999", "/p/31.0"]
    paths += [links.player_export_path(u) for u in (BOB, CAROL, 424242)] + ["/api/players/x/games.ndjson"]
    for path in paths:
        assert await answer(path) == unknown, path
    await storage.preferences.change_member(ALICE, web=False)  # turned off again: gone at once
    assert await answer(links.player_path(ALICE)) == unknown
    assert await answer(links.player_export_path(ALICE)) == unknown


async def test_a_player_page_costs_the_same_statements_for_one_game_and_for_thirty(storage: Storage,
                                                                                     client: Any) -> None:
    await capture_games(storage, "W", player=CAROL)
    await capture_games(storage, "WL" * 12, first=1)
    for n in range(6):
        await played(storage, "deck-defence", (ALICE,), seed=20 + n, channel_id=2000 + n, names=NAMES)
    await storage.remember_names({BOT: "Card table"})
    await played(storage, "capture", (ALICE, BOT), seed=3, channel_id=3000, names=NAMES, moves=0, resigns=0,
                 level="hard")
    for user in (ALICE, CAROL):
        await storage.preferences.change_member(user, web=True)
    costs = {}
    for user in (CAROL, ALICE):
        for path in (links.player_path(user), links.player_export_path(user)):
            with counted(storage) as seen:
                assert (await client.get(path)).status == 200
            costs[path] = len(seen)
    page = await (await client.get(links.player_path(ALICE))).text()
    assert page.count('<a href="/g/') == 20 + 6 and "the bot" in page  # 31 games, the last 20 of each game
    assert set(costs.values()) == {5}, costs
    with counted(storage) as seen:  # a page nobody turned on: one statement says so
        assert (await client.get(links.player_path(BOB))).status == 404
    assert len(seen) == 1


async def test_a_player_page_answers_304_until_something_on_it_changes(storage: Storage, client: Any) -> None:
    await capture_games(storage, "W")
    await storage.preferences.change_member(ALICE, web=True)
    path = links.player_path(ALICE)
    first = await client.get(path)
    etag = first.headers["ETag"]
    assert first.status == 200 and etag and first.headers["Cache-Control"] == "no-cache"
    again = await client.get(path, headers={"If-None-Match": etag})
    assert again.status == 304 and again.headers["ETag"] == etag and not await again.read()
    french = await client.get(path + "?lang=fr", headers={"If-None-Match": etag})
    assert french.status == 200 and french.headers["ETag"] != etag  # another language, another page
    await storage.remember_names({BOB: "Robert"})  # an opponent's new name shows
    renamed = await client.get(path, headers={"If-None-Match": etag})
    assert renamed.status == 200 and "Robert" in await renamed.text()
    await capture_games(storage, "L", first=1)
    later = await client.get(path, headers={"If-None-Match": renamed.headers["ETag"]})
    assert later.status == 200 and later.headers["ETag"] not in (etag, renamed.headers["ETag"])


async def test_an_opponent_who_turned_their_page_on_is_linked(storage: Storage, client: Any) -> None:
    await capture_games(storage, "W")
    await storage.preferences.change_member(ALICE, web=True)
    assert f'href="{links.player_path(BOB)}"' not in await (await client.get(links.player_path(ALICE))).text()
    await storage.preferences.change_member(BOB, web=True)
    page = await (await client.get(links.player_path(ALICE))).text()
    assert f'<a href="{links.player_path(BOB)}">Bob</a>' in page
    assert f'<a href="{links.player_path(ALICE)}">{html.escape(HOSTILE, quote=False)}</a>' in await (
        await client.get(links.player_path(BOB))).text()


async def test_the_games_export_is_one_json_object_a_line(storage: Storage) -> None:
    games = await capture_games(storage, "WWLWWL")
    daily = await played(storage, "deck-defence", (ALICE,), seed=9, channel_id=6, names=NAMES, mode="daily")
    await storage.preferences.change_member(ALICE, web=True)
    async with TestClient(TestServer(app(storage, "https://cards.example/"))) as client:
        answer = await client.get(links.player_export_path(ALICE))
        assert answer.status == 200
        assert answer.headers["Content-Type"] == "application/x-ndjson; charset=utf-8"
        body = await answer.text()
        lines = [json.loads(line) for line in body.splitlines()]
        assert body.endswith("\n") and len(lines) == 7
        assert [line["token"] for line in lines] == [daily.row.token, *(g.row.token for g in reversed(games))]
        assert all("id" not in line and "game_id" not in line for line in lines)
        today, *captures = lines
        assert today["game"] == "deck-defence" and today["mode"] == "daily" and today["opponents"] == []
        assert "deal_code" not in today  # others are still playing today's deal
        assert deal_code(daily.row, daily.row.created_at + 2 * 86400)  # it has one, tomorrow
        for line, game in zip(captures, reversed(games)):
            assert line["path"] == links.game_path(game.row.token or "")
            assert line["url"] == "https://cards.example" + line["path"]
            assert line["game"] == "capture" and line["mode"] == "normal" and line["opponents"] == ["Bob"]
            assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", line["ended_at"])
            assert datetime.fromisoformat(line["ended_at"]).timestamp() == pytest.approx(game.row.updated_at, abs=1)
            assert line["deal_code"] == deal_code(game.row)
            assert isinstance(line["score"], int) and line["result"] in ("win", "loss")
        assert [line["result"] for line in reversed(captures)] == ["win", "win", "loss", "win", "win", "loss"]
        assert [line["rated_games"] for line in reversed(captures)] == [1, 2, 3, 4, 5, 6]
        for line in captures:  # figures once the rating is shown, as the bot shows it
            assert line["provisional"] is (line["rated_games"] < 5)
            assert ("rating_after" in line) is (not line["provisional"]) and ("rating_before" in line) is (
                not line["provisional"])
        assert captures[1]["rating_after"] == captures[0]["rating_before"]
        again = await client.get(links.player_export_path(ALICE), headers={"If-None-Match": answer.headers["ETag"]})
        assert again.status == 304
        # ?since= keeps the games that ended then or later.
        since = int(games[-1].row.updated_at)
        later = await (await client.get(links.player_export_path(ALICE) + f"?since={since}")).text()
        assert {json.loads(line)["token"] for line in later.splitlines()} >= {games[-1].row.token, daily.row.token}
        assert await (await client.get(links.player_export_path(ALICE) + "?since=99999999999")).text() == ""
        assert (await client.get(links.player_export_path(ALICE) + "?since=yesterday")).status == 400


def test_winning_streaks() -> None:
    assert win_streaks([]) == (0, 0)
    assert win_streaks(["win", "win", "draw", "win"]) == (1, 2)
    assert win_streaks(["win", "win", "win", "loss", "win", "win"]) == (2, 3)
    assert win_streaks(["loss", "abandoned"]) == (0, 0)


async def test_a_player_page_fits_a_phone(storage: Storage, serve: Any, open_page: Any) -> None:
    await capture_games(storage, "WWLWWW")
    await storage.preferences.change_member(ALICE, web=True)
    page = await open_page(await serve(app(storage)) + links.player_path(ALICE), width=360)
    await expect(page.locator("h1")).to_have_text(HOSTILE)
    chart = page.locator("svg.chart")
    await expect(chart).to_be_visible()
    box = await chart.bounding_box()
    assert box is not None and 200 < box["width"] <= 360 and box["height"] > 100
    assert await page.evaluate("document.documentElement.scrollWidth") <= 360  # nothing wider than the screen
    assert await page.evaluate("document.querySelector('svg.chart').getAttribute('aria-label')")
