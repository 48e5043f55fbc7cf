"""`/games`, declared for Discord: the asker's running games everywhere (issue 37), answered
privately in their language; what it says is `bot.features.my_games`'.  Usable wherever the
app is (servers, the bot's DM, group DMs; installed by a server or by a user)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from .. import replies
from ..pages import payload
from ..translator import keyed
from ...features.my_games import games_page

if TYPE_CHECKING:
    from ..host import Host


def register_games(bot: "Host") -> None:
    @bot.tree.command(name=keyed("cmd-games"), description=keyed("cmd-games-desc"))
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def games(interaction: discord.Interaction) -> None:
        async with bot.work:
            page = await games_page(bot, interaction.user.id)
            await replies.send_private(interaction, **payload(page))
