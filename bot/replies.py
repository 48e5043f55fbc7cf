"""Answers to players: new public messages, private replies, links and mentions."""

from __future__ import annotations

import logging
from typing import Any

import discord

log = logging.getLogger("bot")
NO_MENTIONS = discord.AllowedMentions.none()
PING_USERS = discord.AllowedMentions(users=True, roles=False, everyone=False)


async def send_public(interaction: discord.Interaction, payload: dict[str, Any],
                      mentions: discord.AllowedMentions = NO_MENTIONS) -> int:
    """Answer with a new public message (content, attachments, view); returns its id."""
    files = payload.get("attachments") or discord.utils.MISSING
    response = await interaction.response.send_message(content=payload.get("content"), files=files,
                                                        view=payload.get("view") or discord.utils.MISSING,
                                                        allowed_mentions=mentions)
    message_id = getattr(getattr(response, "resource", None), "id", None)
    if message_id is None:
        message_id = (await interaction.original_response()).id
    return int(message_id)


def message_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    if message_id is None:
        return "(its message is missing)"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


async def private(interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
    """A short ephemeral answer, whether or not the interaction was answered already."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=True, allowed_mentions=NO_MENTIONS, **kwargs)
        else:
            await interaction.response.send_message(content, ephemeral=True, allowed_mentions=NO_MENTIONS, **kwargs)
    except discord.HTTPException:
        log.warning("could not send a private answer")
