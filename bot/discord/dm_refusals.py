"""Telling a member, once, that their "your turn" DMs cannot reach them (`bot.discord.turn_dms`).

Discord refused a DM to them (DMs closed, 50007; no server shared with the bot, 50278): they
are marked in `dm_channels`, and the next interaction they make (any command or click) reads
it with their settings, in the read every interaction makes already
(`voices.adopt_private_voice`: `MemberSettings.dm_untold`), so the click pays nothing more.
That interaction tells them in one private follow-up, after its own answer, from a
background task; `TurnDmStore.told` records it first, by compare-and-set, so two clicks at
once tell them once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

import i18n

from ..storage.turn_dms import CLOSED

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("bot.turn_dms")

TELL_WAIT = 10.0  # seconds the line waits for the interaction's own answer
_NO_MENTIONS = discord.AllowedMentions.none()


def tell_refused(bot: "Host", interaction: discord.Interaction, why: str) -> None:
    """The member's turn DMs are refused and they were not told: one private line, after the
    interaction's own answer (a follow-up), in the background: the click is not slowed."""
    task = asyncio.get_running_loop().create_task(_tell(bot, interaction, why))
    bot.background.add(task)
    task.add_done_callback(bot.background.discard)


async def _tell(bot: "Host", interaction: discord.Interaction, why: str) -> None:
    async with bot.work:  # part of the interaction's work: a clean stop and the idle probe wait for it
        await _tell_now(bot, interaction, why)


async def _tell_now(bot: "Host", interaction: discord.Interaction, why: str) -> None:
    locale = i18n.current()
    store = bot.storage.turn_dms
    try:
        if not await store.told(interaction.user.id):
            return  # another interaction tells them
        loop = asyncio.get_running_loop()
        deadline = loop.time() + TELL_WAIT
        while not interaction.response.is_done() and loop.time() < deadline:
            await asyncio.sleep(0.05)
        # A follow-up to a "thinking" answer would fill its placeholder: the next one tells them.
        if interaction.response.type in (None, discord.InteractionResponseType.deferred_channel_message):
            await store.untold(interaction.user.id)
            return
        key = "turndm-refused-closed" if why == CLOSED else "turndm-refused-no-mutual"
        await interaction.followup.send(i18n.tr(locale, key), ephemeral=True, allowed_mentions=_NO_MENTIONS)
    except discord.HTTPException as exc:
        log.warning("could not tell member %s their turn DMs are refused (%s)", interaction.user.id, exc.status)
        await store.untold(interaction.user.id)
    except Exception:
        log.exception("telling member %s their turn DMs are refused failed", interaction.user.id)


__all__ = ["tell_refused"]
