"""Where an interaction comes from, and what the bot can do there: the one place that decides.

A user-installable app is used in four kinds of places (issue 37):

- "guild": a server the bot is in (installed to the server): it posts, edits, pings, opens
  threads, as it always did;
- "dm": the bot's own DM with a user: a channel the bot may post in, without threads;
- "private": a group DM, or a DM between two users, where the user installed the app;
- "foreign": a server the bot is not in, where the user installed the app.

In "private" and "foreign" places the bot is no member: it can only answer interactions.
Every call on the channel (a post, an edit, a delete, a thread) is refused (403, 50001), so a
game there lives on its interactions alone: its table is the answer to the command, every
click edits it with that click's own token (which lasts 15 minutes), and nothing is posted
or edited later (no notices, no reminders, no table edits from the outbox, no restore at
start-up): what a timer decided is shown on the next click.

The place is decided once, when a game starts, and stored with it (`GameRow.place`), so the
timers and the outbox know it without an interaction.  A game outside a server is stored
with guild id 0; a game in a server the bot is not in keeps that server's id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands

from ..service import Refusal

if TYPE_CHECKING:
    from .host import Host

G = TypeVar("G", bound=app_commands.Group)
GUILD, DM, PRIVATE, FOREIGN = "guild", "dm", "private", "foreign"
PLACES = (GUILD, DM, PRIVATE, FOREIGN)
NO_GUILD = 0  # the guild id stored for a game in a DM or a group DM

# What each command allows, declared for Discord (the defaults leave user installs and DMs out).
ANY_INSTALL = app_commands.AppInstallationType(guild=True, user=True)
SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)
EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
SERVERS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)


def place_of(bot: "Host", interaction: discord.Interaction) -> str:
    """The kind of place `interaction` was made in.

    In a server: "guild" when the app is installed there (the interaction says so, or the
    bot sees the server), else "foreign".  Outside servers: "dm" for the bot's own DM (context
    BOT_DM), else "private" (a group DM or a DM between users: context PRIVATE_CHANNEL)."""
    if interaction.guild_id is not None:
        if interaction.is_guild_integration() or bot.get_guild(interaction.guild_id) is not None:
            return GUILD
        return FOREIGN
    context = interaction.context
    if context.dm_channel:
        return DM
    if context.private_channel:
        return PRIVATE
    # No context given (an old client): the bot's DM is a DM channel with the user as recipient.
    channel: Any = interaction.channel
    recipient = getattr(channel, "recipient", None)
    return DM if isinstance(channel, discord.DMChannel) and recipient is not None else PRIVATE


def can_post(place: str | None) -> bool:
    """Whether the bot may post and edit messages in a place's channel outside an interaction
    (None: a game stored before places were, in a server the bot is in)."""
    return place in (None, GUILD, DM)


def in_server(place: str | None) -> bool:
    """Whether a place is a server the bot is in (server settings, threads, events, boards)."""
    return place in (None, GUILD)


class ElsewhereOnly(app_commands.CheckFailure):
    """A command used where it does not work: the tree's error handler answers with the
    refusal it carries (`original`, as discord.py names a command's own error)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.original = refusal


def server_only(bot: "Host", group: G) -> G:
    """A command group used only in servers the bot is in (`/event`, `/settings`): declared so
    for Discord, and checked here, as a command forced elsewhere would still arrive (a server
    the bot is not in, a DM): refused privately, nothing done."""

    async def check(interaction: discord.Interaction) -> bool:
        if not in_server(place_of(bot, interaction)):
            raise ElsewhereOnly(Refusal("bot-place-needs-server"))
        return True

    group.interaction_check = check  # type: ignore[method-assign]
    return group


def guild_of(interaction: discord.Interaction) -> int:
    """The guild id a game or challenge made by `interaction` is stored with (0 outside servers)."""
    return interaction.guild_id or NO_GUILD


__all__ = ["ANY_INSTALL", "DM", "EVERYWHERE", "FOREIGN", "GUILD", "NO_GUILD", "PLACES", "PRIVATE", "SERVERS",
           "SERVER_INSTALL", "can_post", "guild_of", "in_server", "place_of", "server_only"]
