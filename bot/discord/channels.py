"""Messages a feature posts in a channel outside an interaction (handed to the outbox by the
feature: `bot.outbox.put`), without touching Discord's types."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from .replies import NO_MENTIONS

if TYPE_CHECKING:
    from .host import Host

async def post(bot: "Host", channel_id: int, guild_id: int, text: str, *, reply_to: int | None = None,
               mentions: discord.AllowedMentions = NO_MENTIONS) -> int | None:
    """A new message in `channel_id` (a reply to message `reply_to`, its author not pinged);
    its id, or None when Discord refused it (the caller says what was lost)."""
    channel = bot.get_partial_messageable(channel_id, guild_id=guild_id)
    reply: dict[str, Any] = ({"reference": channel.get_partial_message(reply_to), "mention_author": False}
                             if reply_to else {})
    try:
        message = await channel.send(text, allowed_mentions=mentions, **reply)
    except discord.HTTPException:
        return None
    return message.id
