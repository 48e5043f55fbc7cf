"""A thread per game, when a server's settings ask for it (`/settings server threads:true`).

The table and every notice of the game live in a public thread started from the channel
where `/play` was used (or a challenge accepted): the game's `channel_id` is the thread,
its `parent_id` the channel, and the one-game-per-channel rule holds in the channel, across
its threads.  The thread is archived when the game ends (and again by `archive_if_over` on
any later edit of a finished table, so a restart between the end and the archiving only
delays it).  A `/play` inside a thread plays in that thread.

Without the Create Public Threads permission, or if Discord refuses the thread, the game is
played in the channel as before: a setting never stops a game from starting.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Literal

import discord

from .storage import GameRow

if TYPE_CHECKING:
    from .app import CardBot

log = logging.getLogger("bot.threads")

PUBLIC_THREAD: Literal[11] = 11
ARCHIVE_AFTER: Literal[1440] = 1440  # minutes without a message before Discord archives a quiet thread
NAME_MAX = 100
THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)


def in_thread(interaction: discord.Interaction) -> bool:
    channel = interaction.channel
    return channel is not None and getattr(channel, "type", None) in THREAD_TYPES


async def wanted(bot: "CardBot", interaction: discord.Interaction) -> bool:
    """Whether a game started by `interaction` gets its own thread."""
    if interaction.guild_id is None or in_thread(interaction):
        return False
    return (await bot.storage.preferences.server(interaction.guild_id)).threads


async def open_thread(bot: "CardBot", channel_id: int, name: str) -> int | None:
    """A new public thread in `channel_id`; None if Discord refuses it."""
    try:
        data = await bot.http.start_thread_without_message(
            channel_id, name=name[:NAME_MAX] or "game", auto_archive_duration=ARCHIVE_AFTER,
            type=PUBLIC_THREAD, reason="a thread for a game")
    except discord.HTTPException as exc:
        log.warning("could not open a thread in channel %s (%s): the game stays in the channel", channel_id,
                    exc.status)
        return None
    return int(data["id"])


async def close_unused(bot: "CardBot", thread_id: int) -> None:
    """Archive a thread that never got its game (the game could not start)."""
    await _archive(bot, thread_id)


async def archive_if_over(bot: "CardBot", row: GameRow) -> None:
    """Archive a finished game's own thread (idempotent)."""
    if row.parent_id is not None and row.status == "over":
        await _archive(bot, row.channel_id)


async def _archive(bot: "CardBot", thread_id: int) -> None:
    try:
        await bot.http.edit_channel(thread_id, archived=True, reason="the game is over")
    except discord.HTTPException as exc:
        log.warning("could not archive thread %s (%s)", thread_id, exc.status)
