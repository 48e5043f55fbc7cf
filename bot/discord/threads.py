"""A thread per game, when a server's settings ask for it (`/settings server threads:true`).

The table and every notice of the game live in a public thread started from the channel
where `/play` was used (or a challenge accepted): the game's `channel_id` is the thread,
its `parent_id` the channel, and the one-game-per-channel rule holds in the channel, across
its threads.  The thread is archived a moment after the game ends, by an "archive" timer the
game's last move writes with it (`TableService`): the last table edit and notices have gone
out by then, and a restart in between only delays it.  A `/play` inside a thread the bot
opened for a game (Play again) plays in that thread again; inside anyone else's thread, in
that thread as in a channel.

Without the Create Public Threads permission, or if Discord refuses the thread, the game is
played in the channel as before: a setting never stops a game from starting.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

import discord

import i18n

from .layout import layout
from .replies import NO_MENTIONS
from ..storage import GameRow
from .voices import server_settings, server_voice

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("bot.threads")

PUBLIC_THREAD: Literal[11] = 11
ARCHIVE_AFTER: Literal[1440] = 1440  # minutes without a message before Discord archives a quiet thread
NAME_MAX = 100
THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)


@dataclass(frozen=True)
class Place:
    """Where a new game is played: `channel_id` (a channel or a thread) and, for a thread the
    bot opened for a game, `parent_id`, the channel it was started from (archived at the end);
    `opened`: the thread was opened just now, for this game."""

    channel_id: int
    parent_id: int | None = None
    opened: bool = False


def in_thread(interaction: discord.Interaction) -> bool:
    channel = interaction.channel
    return channel is not None and getattr(channel, "type", None) in THREAD_TYPES


def origin(bot: "Host", interaction: discord.Interaction) -> Place:
    """Where an interaction was made: its channel and, inside a thread the bot opened for a
    game, the channel that thread was started from (the one-game-per-channel rule counts a
    game there; inside anyone else's thread, the thread is a channel of its own)."""
    channel = interaction.channel
    channel_id = interaction.channel_id or 0
    if in_thread(interaction) and channel is not None:
        mine = bot.user is not None and getattr(channel, "owner_id", None) == bot.user.id
        parent = getattr(channel, "parent_id", None)
        return Place(channel_id, int(parent) if mine and parent else None)
    return Place(channel_id)


async def place(bot: "Host", interaction: discord.Interaction, channel_id: int, title: str) -> Place:
    """Where a game asked for by `interaction` in `channel_id` is played:
    - in a thread the bot opened for a game (Play again, Rematch), that thread again;
    - in anyone else's thread, that thread, like a channel (never archived by the bot);
    - with the server's thread setting on, a new thread named for the game `title` and the
      member who started it, in the server's language (the channel itself if Discord
      refuses the thread);
    - else the channel."""
    if in_thread(interaction):
        return replace(origin(bot, interaction), channel_id=channel_id)
    server = await server_settings(bot, interaction.guild_id)
    if server is None or not server.threads:
        return Place(channel_id)
    voice = await server_voice(bot, interaction)
    name = i18n.tr(voice.locale, "threads-name", game=title, player=interaction.user.display_name)
    opened = await open_thread(bot, channel_id, name)
    return Place(channel_id) if opened is None else Place(opened, channel_id, True)


async def open_thread(bot: "Host", channel_id: int, name: str) -> int | None:
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


async def post(bot: "Host", row: GameRow, payload: dict[str, Any]) -> int:
    """Post a game's table (a `public_payload`) as a new message in its thread; its id."""
    channel = bot.get_partial_messageable(row.channel_id, guild_id=row.guild_id)
    message_ = layout(payload)
    message = await channel.send(files=message_.get("attachments") or [], view=message_["view"],
                                 allowed_mentions=NO_MENTIONS)
    return message.id


async def archive_due(bot: "Host", game_id: int) -> None:
    """The "archive" timer: a finished game's own thread is archived (once; a failure is
    logged, never retried forever), and the timer cleared."""
    row = await bot.storage.load_game(game_id)
    if row is not None and row.parent_id is not None and row.status.over:
        await archive(bot, row.channel_id)
    await bot.storage.timers.clear("archive", game_id)


async def archive(bot: "Host", thread_id: int) -> None:
    """Archive a thread: a finished game's, one that never got its game (it could not start),
    or one a message posted after the end (a verdict) woke."""
    try:
        await bot.http.edit_channel(thread_id, archived=True, reason="the game is over")
    except discord.HTTPException as exc:
        log.warning("could not archive thread %s (%s)", thread_id, exc.status)
