"""Answers to players: the text above a table, new public messages, private replies."""

from __future__ import annotations

import logging
from typing import Any

import discord

from engine import GameInfo, GameState, IllegalAction

from .storage import GameRow

log = logging.getLogger("bot")
NO_MENTIONS = discord.AllowedMentions.none()
PING_USERS = discord.AllowedMentions(users=True, roles=False, everyone=False)


def table_lines(head: str, state: GameState, viewer: int | None, note: str = "") -> list[str]:
    """The text above a table picture: who plays, the status as `viewer` may read it, the
    latest move, and the result once the game is over."""
    lines = [head]
    status = state.status(viewer)
    if status:
        lines.append(status)
    if note:
        lines.append(note)
    out = state.outcome()
    if out is not None:
        lines.append(f"**Game over.** {out.reason}")
    return lines


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
    return message_id


def message_link(row: GameRow) -> str:
    if row.message_id is None:
        return "(its message is missing)"
    return f"https://discord.com/channels/{row.guild_id}/{row.channel_id}/{row.message_id}"


async def private(interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
    """A short ephemeral answer, whether or not the interaction was answered already."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=True, allowed_mentions=NO_MENTIONS, **kwargs)
        else:
            await interaction.response.send_message(content, ephemeral=True, allowed_mentions=NO_MENTIONS, **kwargs)
    except discord.HTTPException:
        log.warning("could not send a private answer")




async def start_options(interaction: discord.Interaction, info: GameInfo, options: dict[str, Any]) -> dict[str, Any] | None:
    """The game's options with defaults filled in, or None after a private refusal
    (outside a server channel, or an option the game does not have)."""
    if interaction.guild_id is None or interaction.channel_id is None:
        await private(interaction, "Games are played in server channels.")
        return None
    try:
        return info.resolve_options(options)
    except IllegalAction as exc:
        await private(interaction, str(exc))
        return None
