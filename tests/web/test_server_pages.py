"""Server pages (issue 36): only for servers whose admins turned them on (else the same 404
as any unknown address); a server's boards as /stats ranks them, its season podium, its
events; an event's page and its live fragment (ETag, 304); one database trip with a fixed
number of statements whatever the rows."""

from __future__ import annotations

import html
import re
import time
from contextlib import contextmanager
from typing import Any, AsyncIterator, Iterator

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.event_service import EventService
from bot.features.boards import previous_season
from bot.service import TableService
from bot.storage import EventRow, Storage, season_of
from bot.web import links
from bot.web.app import WebConfig, create_app
from engine import GAMES
from tests.databases import database, postgres_server  # noqa: F401  (pytest fixtures)
from tests.web.playing import played
from tests.web.statements import counted

GUILD, OTHER, CHANNEL = 100, 200, 10
ANN, BOB, CAT, DAN = 1, 2, 3, 4
EVIL = "<script>alert(1)</script>"
NAMES = {ANN: "Ann", BOB: "Bob", CAT: EVIL, DAN: "Dan"}
NOW = time.time()
START = float(int(NOW))
RATED = [key for key, info in GAMES.items() if 2 in info.players]


@pytest.fixture
async def storage(database: str) -> AsyncIterator[Storage]:
    store = await Storage.open(database)
    try:
        await store.remember_names(NAMES)
        yield store
    finally:
        await store.close()


@pytest.fixture
async def client(storage: Storage) -> AsyncIterator[TestClient[Any, Any]]:
    async with TestClient(TestServer(create_app(storage, WebConfig(rate=None, live_seconds=2.0, fresh_seconds=0)))) as web:
        yield web


@pytest.fixture
def events(storage: Storage) -> EventService:
    return EventService(storage, TableService(storage, reminder_seconds=3600.0))


async def opt_in(storage: Storage, guild_id: int = GUILD) -> None:
    await storage.preferences.change_server(guild_id, ANN, web=True)


@contextmanager
def trips(storage: Storage) -> Iterator[list[int]]:
    """The database trips (`Database.run` calls) taken inside, as a one-item list."""
    seen = [0]
    run = storage.db.run

    async def counting(*args: Any, **kwargs: Any) -> Any:
        seen[0] += 1
        return await run(*args, **kwargs)

    storage.db.run = counting  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        storage.db.run = run  # type: ignore[method-assign]


def rows_of(page: str, heading: str) -> list[list[str]]:
    """The cells of each row of the first table after `heading` (the start of an h2 or h3's
    words), tags stripped."""
    after = page.split(f">{heading}", 1)[1]
    body = after.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return [[html.unescape(re.sub(r"<[^>]+>", "", cell)).strip() for cell in re.findall(r"<td>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body, re.S)]


async def arena(events: EventService, *players: int, guild_id: int = GUILD) -> EventRow:
    made = await events.create(guild_id=guild_id, channel_id=CHANNEL, kind="arena", key="capture", name="Friday arena",
                               options={}, starts_at=START, ends_at=START + 3600, created_by=ANN)
    for user in players:
        await events.join(made, user)
    return made


async def resign(events: EventService, game_id: int, loser: int) -> None:
    table = await events.tables.load(game_id)
    await events.tables.stop(table, table.users.index(loser), "resign")


async def test_an_opted_out_server_is_the_same_404_as_an_unknown_address(storage: Storage, client: Any,
                                                                         events: EventService) -> None:
    made = await arena(events, ANN, BOB)
    await events.advance(made.id, now=START)
    await played(storage, "under-siege", (ANN, BOB), seed=1, guild_id=GUILD)
    unknown = await client.get("/nothing/here")
    body = (await unknown.text()).replace("/nothing/here", "PATH")  # the language links name the page
    paths = [links.server_path(GUILD), links.event_path(GUILD, made.id), links.event_live_path(GUILD, made.id),
             links.server_path(999), "/s/99999999999999999999", "/s/0", f"/s/{GUILD}/events/99999999999999999999"]
    for path in paths:
        answer = await client.get(path)
        assert answer.status == 404, path
        assert (await answer.text()).replace(path, "PATH") == body, path
        assert {k: v for k, v in answer.headers.items() if k not in ("Date", "Content-Length")} == {
            k: v for k, v in unknown.headers.items() if k not in ("Date", "Content-Length")}, path
    await opt_in(storage)
    for path in paths[:3]:
        assert (await client.get(path)).status == 200, path
    # Another server's event, on an opted-in server's address: not found.
    await opt_in(storage, OTHER)
    assert (await client.get(links.event_path(OTHER, made.id))).status == 404
    assert (await client.get(links.event_live_path(OTHER, made.id))).status == 404


async def test_the_boards_rank_as_stats_does_and_names_are_text(storage: Storage, client: Any) -> None:
    await opt_in(storage)
    seed = 0
    for _ in range(3):  # six rated games each
        for pair in ((ANN, BOB), (BOB, CAT), (ANN, CAT)):
            seed += 1
            await played(storage, "under-siege", pair, seed=seed, guild_id=GUILD)
    for user, games in ((ANN, 3), (BOB, 2), (CAT, 4)):
        for _ in range(games):
            seed += 1
            await played(storage, "deck-defence", (user,), seed=seed, guild_id=GUILD)
    await played(storage, "deck-defence", (DAN,), seed=99, guild_id=OTHER)  # another server's: not here
    answer = await client.get(links.server_path(GUILD))
    assert answer.status == 200 and answer.headers["ETag"]
    page = await answer.text()
    assert EVIL not in page and html.escape(EVIL, quote=False) in page
    title = GAMES["under-siege"].title
    rating = rows_of(page, f"{title} rating: top 10 of this server")
    board = await storage.ratings.board("under-siege", guild_id=GUILD, min_games=5)
    assert [r[1] for r in rating] == [NAMES[row.user_id] for row in board] and len(board) == 3
    assert [int(r[2]) for r in rating] == sorted((int(r[2]) for r in rating), reverse=True)
    assert [r[0] for r in rating] == ["1", "2", "3"]
    solo = GAMES["deck-defence"].title
    results = rows_of(page, f"{solo}: top 10 in this server")
    top = await storage.leaderboard(guild_id=GUILD, key="deck-defence", metrics=[("score", True)], limit=10)
    assert [r[1] for r in results] == [NAMES[e["user_id"]] for e in top]
    assert [int(r[3]) for r in results] == [e["played"] for e in top] and "Dan" not in page
    again = await client.get(links.server_path(GUILD), headers={"If-None-Match": answer.headers["ETag"]})
    assert again.status == 304
    seed += 1
    await played(storage, "deck-defence", (BOB,), seed=seed, guild_id=GUILD)
    changed = await client.get(links.server_path(GUILD), headers={"If-None-Match": answer.headers["ETag"]})
    assert changed.status == 200 and changed.headers["ETag"] != answer.headers["ETag"]


async def test_last_seasons_podium_and_this_seasons_board(storage: Storage, client: Any) -> None:
    await opt_in(storage)
    season = season_of(time.time())
    for user, points in ((ANN, 4), (BOB, 9), (CAT, 6), (DAN, 2)):
        await storage.seasons.add_season_points(GUILD, "capture", user, points, season=previous_season(season))
    await storage.seasons.add_season_points(GUILD, "capture", DAN, 2, season=season)
    page = await (await client.get(links.server_path(GUILD))).text()
    title = GAMES["capture"].title
    podium = page.split(f"{title}: podium of the", 1)[1].split("</ul>", 1)[0]
    lines = [html.unescape(line) for line in re.findall(r"<li>(.*?)</li>", podium)]
    assert lines == ["1. Bob: 9 points (1 game)", f"2. {EVIL}: 6 points (1 game)", "3. Ann: 4 points (1 game)"]
    board = [r for r in rows_of(page, f"{title}, ") if r]
    assert board == [["1", "Dan", "2", "1"]]


async def test_an_arena_page_shows_standings_pairings_and_results(storage: Storage, client: Any,
                                                                  events: EventService) -> None:
    await opt_in(storage)
    made = await arena(events, ANN, BOB, CAT, DAN)
    first = (await events.advance(made.id, now=START)).paired
    assert len(first) == 2
    page = await (await client.get(links.event_path(GUILD, made.id))).text()
    assert "Friday arena" in page and "Arena" in page and GAMES["capture"].title in page
    assert 'id="live"' in page and f'data-live-url="{links.event_live_path(GUILD, made.id)}"' in page
    assert 'data-live-seconds="2.0"' in page and '<script src="/static/live.js" defer></script>' in page
    assert "<script>" not in page.replace('<script src="/static/live.js" defer></script>', "")
    for game in first:
        token = (await storage.load_game(game.game_id)).token
        assert f'data-game="{token}"' in page and f'href="{links.game_path(token)}"' in page
    standings = rows_of(page, "Standings")
    assert sorted(r[1] for r in standings) == sorted(NAMES.values()) and {r[2] for r in standings} == {"0"}
    # Ann wins her first two games (2 + 2 points): on fire, her next wins count double.
    for game in first:
        winner = ANN if ANN in (game.first_user, game.second_user) else game.first_user
        await resign(events, game.game_id, game.second_user if winner == game.first_user else game.first_user)
    second = (await events.advance(made.id, now=START + 60)).paired
    [mine] = [g for g in second if ANN in (g.first_user, g.second_user)]
    await resign(events, mine.game_id, mine.second_user if mine.first_user == ANN else mine.first_user)
    page = await (await client.get(links.event_path(GUILD, made.id))).text()
    standings = rows_of(page, "Standings")
    assert standings[0][:3] == ["1", "Ann", "4"] and "on a winning streak" in standings[0][4]
    assert all("winning streak" not in r[4] for r in standings[1:])
    finished = rows_of(page, "Finished games")
    assert len(finished) == 3 and finished[0][1] == "Ann won" and all(r[2] == "Replay" for r in finished)
    assert len(rows_of(page, "Games being played")) == 1
    assert 'data-over="no"' in page
    server = await (await client.get(links.server_path(GUILD))).text()  # listed, with a link to its page
    assert [r[1:3] for r in rows_of(server, "Events")] == [["Arena", GAMES["capture"].title]]
    assert f'<a href="{links.event_path(GUILD, made.id)}">Friday arena</a>' in server


async def test_the_live_fragment_changes_with_a_new_pairing_and_is_304_otherwise(storage: Storage, client: Any,
                                                                                 events: EventService) -> None:
    await opt_in(storage)
    made = await arena(events, ANN, BOB)
    [game] = (await events.advance(made.id, now=START)).paired
    live = links.event_live_path(GUILD, made.id)
    answer = await client.get(live)
    fragment = await answer.text()
    etag = answer.headers["ETag"]
    assert answer.status == 200 and fragment.lstrip().startswith('<div class="event-live" data-over="no">')
    assert "<html" not in fragment and fragment.count("data-game=") == 1
    page = await (await client.get(links.event_path(GUILD, made.id))).text()
    assert [html.unescape(tag) for tag in re.findall(r'data-live-etag="([^"]*)"', page)] == [etag]  # a 304 first
    same = await client.get(live, headers={"If-None-Match": etag})
    assert same.status == 304 and same.headers["ETag"] == etag and await same.read() == b""
    await events.join(made, CAT)
    await events.join(made, DAN)
    paired = (await events.advance(made.id, now=START + 20)).paired
    assert len(paired) == 1
    fresh = await client.get(live, headers={"If-None-Match": etag})
    assert fresh.status == 200 and fresh.headers["ETag"] != etag
    text = await fresh.text()
    token = (await storage.load_game(paired[0].game_id)).token
    assert text.count("data-game=") == 2 and f'data-game="{token}"' in text
    assert (await client.get(live, headers={"If-None-Match": fresh.headers["ETag"]})).status == 304
    # The window closes and the last games end: the fragment says it is over (the script stops).
    await events.advance(made.id, now=START + 3600)
    for g in (game, *paired):
        await resign(events, g.game_id, g.first_user)
    assert (await events.advance(made.id, now=START + 3700)).ended
    over = await (await client.get(live)).text()
    assert 'data-over="yes"' in over and "Final standings" in over
    script = await client.get("/static/live.js")
    assert script.status == 200 and "If-None-Match" in await script.text()


async def test_a_running_challenge_shows_no_game_and_no_deal(storage: Storage, client: Any,
                                                           events: EventService) -> None:
    await opt_in(storage)
    made = await events.create(guild_id=GUILD, channel_id=CHANNEL, kind="challenge", key="deck-defence",
                               name="Deal day", options={"deals": 2, "seeds": [11, 12]}, starts_at=START,
                               ends_at=START + 3600, created_by=ANN)
    started = (await events.play(made, ANN)).started
    assert started is not None and started.row.token
    table = started
    while not table.over:  # Ann plays her first deal to its end
        seat = table.waiting[0]
        table = (await events.tables.act(table, table.users[seat], table.state.legal_actions(seat)[0])).table
    await events.play(made, BOB)
    page = await (await client.get(links.event_path(GUILD, made.id))).text()
    assert "/g/" not in page and started.row.token not in page and "Deal code" not in page
    assert "stay hidden until the challenge is over" in page
    standings = rows_of(page, "Standings")
    assert [r[1:4] for r in standings] == [["Ann", "hidden", "1"], ["Bob", "hidden", "0"]]
    assert (await events.advance(made.id, now=START + 3600)).ended
    page = await (await client.get(links.event_path(GUILD, made.id))).text()
    attempts = rows_of(page, "Deals played")
    assert sorted(r[:2] for r in attempts) == [["Ann", "1"], ["Bob", "1"]]
    assert {r[2] for r in attempts} <= {"won", "lost"} and all(r[5] == "Replay" for r in attempts)
    assert f'href="{links.game_path(started.row.token)}"' in page and 'data-over="yes"' in page


async def test_each_page_is_one_trip_with_a_fixed_number_of_statements(storage: Storage, client: Any,
                                                                       events: EventService) -> None:
    await opt_in(storage)
    made = await arena(events, ANN, BOB)
    await events.advance(made.id, now=START)
    pages = (links.server_path(GUILD), links.event_path(GUILD, made.id), links.event_live_path(GUILD, made.id))

    async def cost() -> list[tuple[int, int]]:
        out = []
        for path in pages:
            with trips(storage) as taken, counted(storage) as statements:
                assert (await client.get(path)).status == 200, path
            out.append((taken[0], len(statements)))
        return out

    few = await cost()
    rated = len(RATED)
    assert few == [(1, 5 + 2 * rated + 2 * rated), (1, 8), (1, 8)]
    # Many more players, games, results, season points and pairings: the same cost.
    for user in range(20, 40):
        await events.join(made, user)
    await events.advance(made.id, now=START + 20)
    seed = 0
    for user in range(20, 30):
        seed += 1
        await played(storage, "under-siege", (user, user + 10), seed=seed, guild_id=GUILD)
        await played(storage, "deck-defence", (user,), seed=seed, guild_id=GUILD)
        await storage.seasons.add_season_points(GUILD, "capture", user, 2,
                                                season=previous_season(season_of(time.time())))
    assert await cost() == few


async def test_a_busy_server_page_reads_the_database_once_in_a_few_seconds(storage: Storage) -> None:
    await opt_in(storage)
    app = create_app(storage, WebConfig(rate=None, fresh_seconds=60))
    async with TestClient(TestServer(app)) as web:
        await played(storage, "capture", (ANN, BOB), seed=3, guild_id=GUILD, channel_id=CHANNEL)
        first = await (await web.get(links.server_path(GUILD))).text()
        with trips(storage) as seen:
            for _ in range(20):
                assert (await web.get(links.server_path(GUILD))).status == 200
        assert seen == [0]
        assert "Ann" in first
