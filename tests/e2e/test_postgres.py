"""The bot on PostgreSQL, end to end through the fake Discord: games played to the end, and
a database that goes away under load and comes back.

While the server is down every click gets a private "please try again" and changes nothing;
no move is half-written (each game's move log has exactly one move per version); once the
server is back the same bot, untouched, takes clicks again.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

import pytest

from bot.storage import Storage
from tests.databases import rows as db_rows
from tests.fakediscord import FakeDiscord, running_bot
from tests.postgres import find_bin_dir, start_server

from .helpers import action_controls, answered_in_time, is_over, play_to_the_end, random_click, snapshot

pytestmark = pytest.mark.skipif(find_bin_dir() is None, reason="no PostgreSQL server binaries on this machine")


@pytest.fixture
def server():
    srv = start_server()
    try:
        yield srv
    finally:
        srv.stop("immediate")
        srv.remove()


async def test_solo_games_on_postgresql_play_to_the_end_and_count_in_stats(fake_discord: FakeDiscord, settings,
                                                                          server) -> None:
    from bot.discord.app import create_bot

    fake = fake_discord
    alice = fake.add_member("alice")
    url = server.create_database("bot")
    async with running_bot(fake, create_bot(replace(settings, database_url=url))) as bot:
        assert bot.storage.backend == "postgresql"
        msg = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence")).message
        await play_to_the_end(fake, alice, msg, random.Random(4))
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": "deck-defence"}))
    assert "played 1" in stats.message.text


async def test_the_database_going_away_under_load_refuses_clicks_privately_and_recovers(
        fake_discord: FakeDiscord, settings, server) -> None:
    from bot.discord.app import create_bot

    fake = fake_discord
    members = [fake.add_member(f"m{i}") for i in range(6)]
    url = server.create_database("bot")
    rng = random.Random(9)
    async with running_bot(fake, create_bot(replace(settings, database_url=url))) as bot:
        tables = [answered_in_time(await fake.slash(m, "play", subcommand="defend-and-capture")).message
                  for m in members]

        async def click_on(i: int, clicks: int) -> list:
            out = []
            for _ in range(clicks):
                if is_over(tables[i]) or not action_controls(fake, tables[i]):
                    break
                out.append(await random_click(fake, members[i], tables[i], rng))
            return out

        await asyncio.gather(*(click_on(i, 5) for i in range(len(members))))
        server.stop("fast")
        before = [snapshot(t) for t in tables]
        refused = []
        for i, member in enumerate(members):
            if is_over(tables[i]) or not action_controls(fake, tables[i]):
                continue
            kind, custom_id, values = action_controls(fake, tables[i])[0]
            if kind == "button":
                res = answered_in_time(await fake.click(member, tables[i], custom_id))
            else:
                res = answered_in_time(await fake.select(member, tables[i], custom_id, values[:1]))
            refused.append(res)
        assert refused and all(r.ephemeral and "try again" in r.message.text for r in refused)
        assert all("nothing was changed" in r.message.text for r in refused)
        assert [snapshot(t) for t in tables] == before
        down = answered_in_time(await fake.slash(members[0], "stats"))
        assert down.ephemeral and "try again" in down.message.text

        server.start()
        results = await asyncio.gather(*(click_on(i, 5) for i in range(len(members))))
        assert any(results), "no click was taken after the database came back"
        assert all(r.updated and not r.ephemeral for rs in results for r in rs)
    assert "Traceback" not in "".join(getattr(bot, "stderr", ""))
    store = await Storage.open(url)
    try:
        rows = await db_rows(store, "SELECT g.id, g.version, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id),"
                                    " (SELECT MAX(seq) FROM moves m WHERE m.game_id = g.id) FROM games g")
    finally:
        await store.close()
    assert len(rows) == len(members)
    for game_id, version, count, top in rows:  # one move per version: nothing half-written
        assert count == version and (top or 0) == version, (game_id, version, count, top)


async def test_games_moved_from_sqlite_by_the_migration_tool_go_on_from_their_old_messages(
        fake_discord: FakeDiscord, settings, server) -> None:
    """A bot on SQLite, stopped mid-game; `python -m bot.migrate_db` copies everything to
    PostgreSQL; the bot started on PostgreSQL takes the next click on the old table."""
    from bot.discord.app import create_bot
    from bot.migrate_db import migrate

    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(2)
    async with running_bot(fake, create_bot(settings)):
        msg = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence")).message
        for _ in range(4):
            await random_click(fake, alice, msg, rng)
    url = server.create_database("moved")
    await migrate(settings.database_path, url)
    before = snapshot(msg)
    async with running_bot(fake, create_bot(replace(settings, database_url=url))) as bot:
        assert bot.storage.backend == "postgresql"
        res = await random_click(fake, alice, msg, rng)
        assert res.updated and not res.ephemeral
        assert snapshot(msg) != before
        [(version, moves)] = await db_rows(bot.storage, "SELECT version, (SELECT COUNT(*) FROM moves) FROM games")
    assert version == moves >= 1
