"""Answers to players: every answer to an interaction goes through here.

Discord wants an answer to every interaction within 3 seconds.  When one may come late
(a busy process, a slow picture), `acknowledge` answers first (a deferred update for a
click, a "thinking" placeholder for a command) and the later answer becomes an edit or a
follow-up.  Both may race, so each interaction's answers are serialised by one lock and
every helper here asks whether the interaction was answered already.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable

import discord

from i18n import t

from .layout import is_layout, layout, legacy

log = logging.getLogger("bot")
# What features name an interaction and a member by: the adapter's words for discord.py's
# types (a feature imports nothing from discord).
Interaction = discord.Interaction
User = discord.abc.User
NO_MENTIONS = discord.AllowedMentions.none()
PING_USERS = discord.AllowedMentions(users=True, roles=False, everyone=False)

_LOCK, _PLACEHOLDER = "reply_lock", "reply_placeholder"  # keys in Interaction.extras
PUBLIC, PRIVATE = "public", "private"  # what a command's "thinking" placeholder is


def _lock(interaction: discord.Interaction) -> asyncio.Lock:
    lock = interaction.extras.get(_LOCK)
    if lock is None:
        lock = interaction.extras[_LOCK] = asyncio.Lock()
    return lock


async def acknowledge(interaction: discord.Interaction, *, private: bool = False) -> None:
    """Answer now and fill in later: a click's message is edited afterwards, a command's
    "thinking" placeholder is replaced by its answer.  `private`: a command whose every
    answer is private gets a placeholder only its member sees (Discord fills a placeholder
    with the first follow-up, and keeps the placeholder's own visibility)."""
    async with _lock(interaction):
        if interaction.response.is_done():
            return
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()
        else:
            await interaction.response.defer(thinking=True, ephemeral=private)
            interaction.extras[_PLACEHOLDER] = PRIVATE if private else PUBLIC


async def edit(interaction: discord.Interaction, **payload: Any) -> None:
    """Change the message the clicked control sits on to `payload` (as `bot.discord.layout`
    takes it: the whole message, its words, pictures and controls), in the clicked message's
    own form (one posted before the bot spoke V2 keeps its old form)."""
    change = layout(payload) if is_layout(interaction.message) else legacy(payload)
    change.setdefault("allowed_mentions", NO_MENTIONS)
    async with _lock(interaction):
        if not interaction.response.is_done():
            await interaction.response.edit_message(**change)
        else:
            await interaction.edit_original_response(**change)


async def send_public(interaction: discord.Interaction, payload: dict[str, Any],
                      mentions: discord.AllowedMentions = NO_MENTIONS) -> int:
    """Answer with a new public message (`payload` as `bot.discord.layout` takes it); returns
    its id."""
    message = layout(payload)
    files = message.get("attachments") or discord.utils.MISSING
    async with _lock(interaction):
        if not interaction.response.is_done():
            response = await interaction.response.send_message(files=files, view=message["view"],
                                                                allowed_mentions=mentions)
            message_id = getattr(getattr(response, "resource", None), "id", None)
            if message_id is None:
                message_id = (await interaction.original_response()).id
            return int(message_id)
        if interaction.extras.pop(_PLACEHOLDER, None) is not None:
            edited = await interaction.edit_original_response(attachments=message.get("attachments") or [],
                                                              view=message["view"], allowed_mentions=mentions)
            return edited.id
        sent = await interaction.followup.send(files=files, view=message["view"], allowed_mentions=mentions,
                                               wait=True)
        return sent.id


async def send_private(interaction: discord.Interaction, content: str, **kwargs: Any) -> int | None:
    """A private (ephemeral) message: `content` and the rest of a payload as
    `bot.discord.layout` takes it (`file`, `files`, `view`, `head`, `tone`, ...); returns its
    id when known.  Raises discord.HTTPException if it cannot be sent."""
    message = layout({"content": content, **kwargs})
    files = message.get("attachments") or discord.utils.MISSING
    async with _lock(interaction):
        if not interaction.response.is_done():
            response = await interaction.response.send_message(ephemeral=True, allowed_mentions=NO_MENTIONS,
                                                                view=message["view"], files=files)
            message_id = getattr(getattr(response, "resource", None), "id", None)
            return None if message_id is None else int(message_id)
        if interaction.extras.pop(_PLACEHOLDER, None) == PUBLIC:
            # A public "thinking" placeholder would show this answer to everyone: remove it
            # (the follow-up is then a new message); a private one is filled by it.
            await interaction.delete_original_response()
        sent = await interaction.followup.send(ephemeral=True, allowed_mentions=NO_MENTIONS, wait=True,
                                               view=message["view"], files=files)
        return sent.id


async def send_private_payload(interaction: discord.Interaction, payload: dict[str, Any], lead: str = "") -> int | None:
    """A private message made of a payload (a panel, a private table), `lead` on its first
    line; returns its id when known."""
    head = "\n".join(filter(None, [lead, payload.get("head") or ""]))
    return await send_private(interaction, **{**payload, "head": head})


async def private(interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
    """A short private answer; a failure to send it is logged, not raised."""
    try:
        await send_private(interaction, content, **kwargs)
    except discord.HTTPException:
        log.warning("could not send a private answer")


async def follow_up(interaction: discord.Interaction, content: str, *, what: str) -> bool:
    """A public follow-up of the interaction (a new message under it, not private): it needs
    no channel permission and leaves the channel's message bucket to the tables.  A failure
    is logged ("could not `what`"), not raised: False."""
    try:
        await interaction.followup.send(view=layout({"content": content})["view"], allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        log.warning("could not %s", what)
        return False
    return True


def message_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    if message_id is None:
        return t("bot-message-missing")
    # Outside servers (guild id 0: a DM or a group DM) Discord's links say "@me".
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


ACKNOWLEDGE_AFTER = 0.8  # seconds of work before an answer is acknowledged first


async def in_time(interaction: discord.Interaction, work: Awaitable[None],
                  after: float | None = None, *, private: bool = False) -> None:
    """Run `work` (which answers the interaction); if it has not answered within `after`
    seconds, acknowledge first, so Discord's 3-second limit holds at any load.  `private`:
    every answer `work` gives is private (see `acknowledge`)."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=ACKNOWLEDGE_AFTER if after is None else after)
    if not done:
        try:
            await acknowledge(interaction, private=private)
        except discord.HTTPException:
            log.warning("could not acknowledge a slow interaction")
    await task
