"""`/history [member] [game]` and `/replay <game id> [seat] [gif]`, declared for Discord; what
they do is `bot.features.replay`'."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands

from i18n import t

from .. import places, replies
from ..pages import payload
from ..translator import keyed
from ...features.replay import history_page, replay_command

if TYPE_CHECKING:
    from ..host import Host


def register_history(bot: "Host", game_choices: list[app_commands.Choice[str]]) -> None:
    tree = bot.tree

    @tree.command(name=keyed("cmd-history"), description=keyed("cmd-history-desc"))
    @app_commands.rename(member=keyed("cmd-member"), game=keyed("cmd-game"))
    @app_commands.describe(member=keyed("cmd-history-member-desc"), game=keyed("cmd-history-game-desc"))
    @app_commands.choices(game=game_choices)
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def history(interaction: discord.Interaction, member: Optional[discord.User] = None,
                      game: Optional[app_commands.Choice[str]] = None) -> None:
        user = member or interaction.user
        if user.id != interaction.user.id and not places.in_server(places.place_of(bot, interaction)):
            # Outside a server the bot is in, games of everyone's DMs count together: yours only.
            await replies.send_private(interaction, t("info-stats-only-yours"))
            return
        async with bot.work:
            page = await history_page(bot, guild_id=interaction.guild_id or 0, user_id=user.id,
                                      name=user.display_name, key=game.value if game else None)
            await replies.send_private(interaction, **payload(page))

    @tree.command(name=keyed("cmd-replay"), description=keyed("cmd-replay-desc"))
    @app_commands.rename(game=keyed("cmd-game"), seat=keyed("cmd-seat"), gif=keyed("cmd-gif"))
    @app_commands.describe(game=keyed("cmd-replay-game-desc"), seat=keyed("cmd-replay-seat-desc"),
                           gif=keyed("cmd-replay-gif-desc"))
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def replay(interaction: discord.Interaction, game: app_commands.Range[int, 1, 999_999_999_999],
                     seat: Optional[bool] = None, gif: Optional[bool] = None) -> None:
        async with bot.work:
            if not bot.accepting:
                await replies.private(interaction, t("info-restarting"))
                return
            # From a seat, every answer is private (its placeholder too, should it come late).
            await replies.in_time(interaction, replay_command(bot, interaction, game, bool(seat), bool(gif)),
                                  private=bool(seat))
