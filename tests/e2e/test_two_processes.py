"""Two bot processes on two shards sharing one PostgreSQL database, through the real entry
point (`tests.fakediscord.bot_process`), with the fake routing each guild's events to the
connection of its shard, as Discord does.

- Many concurrent clicks on the same tables: every click is answered, and each game's move
  log has exactly one move per version (none applied twice).
- Due timers (invitations' expiry, turn reminders, forfeits on time) with both processes
  looking for them: each fires once, whichever process takes it.
- One process killed (SIGKILL) mid-click: the other keeps serving its own server; restarted,
  the killed one's games go on from their old messages, nothing lost.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from bot.storage import Storage
from tests.databases import rows
from tests.fakediscord import FakeDiscord, FakeMessage
from tests.fakediscord.bot_process import bot_subprocess
from tests.postgres import find_bin_dir, start_server

from .helpers import action_controls, is_over
from .test_admin_startup import child_env

pytestmark = pytest.mark.skipif(find_bin_dir() is None, reason="no PostgreSQL server binaries on this machine")



@pytest.fixture
def database_url():
    server = start_server()
    try:
        yield server.create_database("bot")
    finally:
        server.stop("immediate")
        server.remove()


def two_servers(fake: FakeDiscord) -> list[tuple[int, int]]:
    """(guild, channel) on shard 0 and on shard 1 of 2."""
    first = fake.shard_of(fake.guild_id, 2)
    other = fake.add_guild("second server", shard=(1 - first, 2))
    by_shard = {first: (fake.guild_id, fake.channel_id), 1 - first: other}
    return [by_shard[0], by_shard[1]]


def env_for(fake: FakeDiscord, tmp_path: Path, url: str, shard: int, **more: str) -> dict[str, str]:
    return child_env(fake, tmp_path / f"p{shard}", DATABASE_URL=url, SHARD_COUNT="2", SHARD_IDS=str(shard),
                     LOG_LEVEL="INFO", **more)


async def table_of(fake: FakeDiscord, member, channel: int) -> FakeMessage:
    res = await fake.slash(member, "play", subcommand="deck-defence", channel=channel, settle=False)
    assert res.message is not None and not res.private, res
    if res.response_type == 5:
        await fake.wait_for_edit(res.message, 0)
    return res.message


async def move_logs_consistent(url: str) -> list[tuple]:
    store = await Storage.open(url)
    try:
        found = await rows(store, "SELECT g.id, g.version, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id),"
                                  " (SELECT COUNT(DISTINCT seq) FROM moves m WHERE m.game_id = g.id),"
                                  " (SELECT MAX(seq) FROM moves m WHERE m.game_id = g.id) FROM games g")
    finally:
        await store.close()
    for game_id, version, count, distinct, top in found:
        assert count == distinct == version == (top or 0), (game_id, version, count, distinct, top)
    return found


async def test_two_processes_apply_every_click_once_and_survive_a_kill_mid_click(fake: FakeDiscord, tmp_path: Path,
                                                                                database_url: str) -> None:
    servers = two_servers(fake)
    members = [fake.add_member(f"m{i}") for i in range(6)]
    rng = random.Random(5)
    async with bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 0)) as first, \
            bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 1)) as second:
        assert sorted(fake.shards_connected) == [(0, 2), (1, 2)]
        tables = {}
        for i, member in enumerate(members):  # three tables on each server
            tables[member.id] = (await table_of(fake, member, servers[i % 2][1]), i % 2)

        async def hammer(member, msg: FakeMessage) -> list:
            """Ten clicks at once on one control of the table, then settle."""
            controls = action_controls(fake, msg)
            kind, custom_id, values = rng.choice(controls)
            if kind == "button":
                calls = [fake.click(member, msg, custom_id, force=True, settle=False) for _ in range(10)]
            else:
                calls = [fake.select(member, msg, custom_id, values[:1], settle=False) for _ in range(10)]
            return await asyncio.gather(*calls, return_exceptions=True)

        for _ in range(4):  # 4 rounds x 6 tables x 10 clicks at once
            answers = await asyncio.gather(*(hammer(m, tables[m.id][0]) for m in members
                                             if not is_over(tables[m.id][0])))
            for batch in answers:
                for res in batch:
                    assert not isinstance(res, BaseException), res
                    assert res.response_type is not None, "a click got no answer"
            await asyncio.sleep(0.5)
        await move_logs_consistent(database_url)

        # Kill the first process while its server's tables are being clicked.
        mine = [m for m in members if tables[m.id][1] == 0 and not is_over(tables[m.id][0])]
        others = [m for m in members if tables[m.id][1] == 1 and not is_over(tables[m.id][0])]
        clicking = [asyncio.create_task(hammer(m, tables[m.id][0])) for m in mine]
        await asyncio.sleep(0.05)
        await first.kill()
        await asyncio.gather(*clicking, return_exceptions=True)
        # The other process goes on serving its own server meanwhile.
        for member in others:
            msg = tables[member.id][0]
            kind, custom_id, values = action_controls(fake, msg)[0]
            res = await (fake.click(member, msg, custom_id, settle=False) if kind == "button"
                         else fake.select(member, msg, custom_id, values[:1], settle=False))
            assert res.response_type is not None and not res.private, res
        await first.restart()
        # The killed process's games go on from their old messages.
        for member in mine:
            msg = tables[member.id][0]
            deadline = time.monotonic() + 20
            while True:
                kind, custom_id, values = action_controls(fake, msg)[0]
                res = await (fake.click(member, msg, custom_id, settle=False) if kind == "button"
                             else fake.select(member, msg, custom_id, values[:1], settle=False))
                if not res.private or time.monotonic() > deadline:
                    break
                await asyncio.sleep(0.5)  # a stale button: the restart brings the table up to date
            assert res.response_type is not None and not res.private, res.message.text if res.message else res
        await move_logs_consistent(database_url)
    for bot in (first, second):
        assert "Traceback" not in bot.stderr, bot.stderr[-2000:]


async def test_every_due_timer_fires_once_with_two_processes_looking(fake: FakeDiscord, tmp_path: Path,
                                                                    database_url: str) -> None:
    servers = two_servers(fake)
    pairs = [(fake.add_member(f"a{i}"), fake.add_member(f"b{i}")) for i in range(4)]
    async with bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 0)) as first, \
            bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 1)) as second:
        invitations, games = [], []
        for i, (a, b) in enumerate(pairs):
            channel = servers[i % 2][1]
            res = await fake.slash(a, "play", subcommand="capture", options={"opponent": b}, channel=channel,
                                   settle=False)
            assert res.message is not None and not res.private, res
            if i < 2:  # these two stay open and expire
                invitations.append(res.message)
                continue
            accept = fake.button(res.message, label="Accept")
            done = await fake.click(b, res.message, accept, settle=False)
            assert done.response_type is not None and not done.private
            games.append(res.message)
        await asyncio.sleep(1.0)
        store = await Storage.open(database_url)
        try:
            past = time.time() - 1
            await rows(store, "UPDATE timers SET due_at = :past WHERE kind IN ('invitation', 'turn')", {"past": past})
            assert len(await rows(store, "SELECT * FROM timers WHERE kind = 'turn'")) == 2
            # Both processes look every 5 s: give them two passes each.
            await asyncio.sleep(12)
            reminders = [m for m in fake.messages.values() if "waiting for you" in m.text]
            assert len(reminders) == 2, [m.text for m in reminders]  # one per game, not one per process
            expired = [m for m in invitations if "expired" in m.text]
            assert len(expired) == 2
            # Now the forfeits: due again, reminded.
            await rows(store, "UPDATE timers SET due_at = :past WHERE kind = 'turn'", {"past": time.time() - 1})
            await asyncio.sleep(12)
            assert await rows(store, "SELECT COUNT(*) FROM games WHERE status = 'over'") == [(2,)]
            assert await rows(store, "SELECT COUNT(*) FROM timers") == [(0,)]
            results = await rows(store, "SELECT game_id, COUNT(*) FROM results GROUP BY game_id")
            assert sorted(n for _, n in results) == [2, 2]  # one result per seat: the forfeit once
            lost = await rows(store, "SELECT COUNT(*) FROM moves")
            assert lost == [(0,)]
        finally:
            await store.close()
        edits = [r for r in fake.requests if r.method == "PATCH" and any(str(m.id) in r.path for m in invitations)]
        assert len(edits) == 2, [r.path for r in edits]  # each invitation closed once
    for bot in (first, second):
        assert "Traceback" not in bot.stderr, bot.stderr[-2000:]
