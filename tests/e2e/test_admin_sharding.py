"""Sharding as an admin meets it, through the real entry point in its own process
(`tests.fakediscord.bot_process` runs `python -m bot`'s main against the fake, which routes each
guild's events to the connection of its shard as Discord does):

- SHARD_COUNT alone runs every shard in the one process, on SQLite: two servers that land on
  different shards are both answered;
- SHARD_IDS splits the shards between processes, which must share a PostgreSQL database: without
  one (no DATABASE_URL, or an SQLite one) the bot stops before connecting, with one sentence on
  stderr and exit code 2;
- a DATABASE_URL it cannot use stops it the same way, without showing the password.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakediscord import FakeDiscord, FakeMessage
from tests.fakediscord.bot_process import bot_subprocess

from .test_admin_startup import child_env, failed_start, only_line



async def played(fake: FakeDiscord, channel: int) -> FakeMessage:
    """/play deck-defence in `channel` as a new member; the table message once it is drawn."""
    res = await fake.slash(fake.add_member(f"player-{channel}"), "play", subcommand="deck-defence",
                           channel=channel)
    assert res.message is not None and res.new_message is not None and not res.private, res
    if res.response_type == 5:  # "thinking" first (a loaded machine): the table follows
        await fake.wait_for_edit(res.message, 0)
    return res.message


async def test_shard_count_alone_runs_both_shards_in_one_process_and_answers_each_server(
        fake: FakeDiscord, tmp_path: Path) -> None:
    first = fake.shard_of(fake.guild_id, 2)
    second_guild, second_channel = fake.add_guild("second server", shard=(1 - first, 2))
    env = child_env(fake, tmp_path, SHARD_COUNT="2", LOG_LEVEL="INFO")
    async with bot_subprocess(fake, env=env, ready_timeout=60.0) as bot:
        # One process, one connection per shard, each holding its own server.
        assert sorted(fake.shards_connected) == [(0, 2), (1, 2)]
        assert sorted(d["shard"] for d in fake.identifies) == [[0, 2], [1, 2]]
        for guild, channel in ((fake.guild_id, fake.channel_id), (second_guild, second_channel)):
            table = await played(fake, channel)
            assert table.guild_id == guild and table.channel_id == channel
            assert "Deck Defence" in table.text and table.attachments[0].data.startswith(b"\x89PNG")
    assert bot.returncode == 0
    assert "Traceback" not in bot.stderr and " ERROR " not in bot.stderr
    assert "starting: 2 shards, all in this process" in bot.stderr


@pytest.mark.parametrize("database_url", ["", "sqlite:///{tmp}/shared.sqlite3"])
async def test_shard_ids_without_postgresql_end_with_one_sentence_and_exit_code_2(
        fake: FakeDiscord, tmp_path: Path, database_url: str) -> None:
    env = child_env(fake, tmp_path, SHARD_COUNT="2", SHARD_IDS="0", LOG_LEVEL="INFO",
                    DATABASE_URL=database_url.format(tmp=tmp_path))
    bot = await failed_start(fake, env)
    assert bot.returncode == 2
    line = only_line(bot.stderr)
    assert line.startswith("SHARD_IDS=0 splits the shards between several processes")
    assert "set DATABASE_URL to a PostgreSQL database" in line and "leave SHARD_IDS empty" in line
    assert fake.requests == [] and not fake.identifies  # stopped before reaching Discord
    assert list(tmp_path.iterdir()) == []  # nor did it open a database


async def test_shard_ids_beyond_the_shard_count_end_with_one_sentence(fake: FakeDiscord, tmp_path: Path) -> None:
    env = child_env(fake, tmp_path, SHARD_COUNT="2", SHARD_IDS="1-2", DATABASE_URL="postgresql://bot@127.0.0.1/bot")
    bot = await failed_start(fake, env)
    assert only_line(bot.stderr).startswith("SHARD_IDS=1-2 names shard 2, but with SHARD_COUNT=2 the shards are "
                                            "numbered 0 to 1; in .env")
    assert fake.requests == []


async def test_a_database_url_it_cannot_use_is_refused_without_showing_the_password(
        fake: FakeDiscord, tmp_path: Path) -> None:
    env = child_env(fake, tmp_path, DATABASE_URL="mysql://bot:Sw0rdfish@127.0.0.1/cards")
    bot = await failed_start(fake, env)
    line = only_line(bot.stderr)
    assert line.startswith("DATABASE_URL=mysql://bot:***@127.0.0.1/cards is not a database the bot can use")
    assert "Sw0rdfish" not in bot.stderr + bot.stdout
    assert fake.requests == []
