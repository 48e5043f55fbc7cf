"""The bot is a sharded client built from the settings: SHARD_COUNT and SHARD_IDS when given,
otherwise None, so discord.py asks Discord (GET /gateway/bot) and runs every shard itself."""

from __future__ import annotations

from discord.ext import commands

from bot.discord.app import create_bot
from bot.config import Settings, load_settings


def test_without_shard_settings_discord_chooses() -> None:
    bot = create_bot(Settings(token="t"))
    assert isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_count is None and bot.shard_ids is None


def test_shard_count_alone_runs_every_shard_of_that_count() -> None:
    bot = create_bot(load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "3"}))
    assert bot.shard_count == 3 and bot.shard_ids is None


def test_shard_ids_are_the_shards_this_process_runs() -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "8", "SHARD_IDS": "4-5,7",
                              "DATABASE_URL": "postgresql://bot@127.0.0.1/cards"})
    bot = create_bot(settings)
    assert bot.shard_count == 8 and bot.shard_ids == [4, 5, 7]
