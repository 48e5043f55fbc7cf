"""Resigning: asked on the table, confirmed privately (in the clicker's language, the ambient
one: the router adopted it), then the table and the players are told (every panel, the
resigner's too, shows the end without move controls)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from i18n import t

from . import replies
from .components import confirm_resign_view
from .panels import announce
from ..service import Table

if TYPE_CHECKING:
    from .host import Host
    from .customid import ComponentId


async def on_resign(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    bot.service.seat_or_refuse(table, interaction.user.id)
    await replies.private(interaction, t("bot-resign-ask"), view=confirm_resign_view(table.id, table.version))


async def on_confirm(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    change = await bot.service.stop(table, seat, "resign")
    await replies.edit(interaction, content=t("bot-resigned"), view=None)
    # Confirmed here, not on a panel: every panel shows the end, the resigner's own too.
    await announce(bot, change, None)
