"""`/daily <game>` and `/daily board <game>`, declared for Discord; what they do is
`bot.features.daily_table`'."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

import i18n
from engine import GameInfo
from i18n import t

from .. import places, replies
from ..pages import payload
from ..translator import composed, fit, keyed, seat_mode
from ..voices import private_voice, server_voice, worded
from ...features.daily import daily_games
from ...features.daily_table import board_page, play_daily

if TYPE_CHECKING:
    from ..host import Host


def _daily_command(bot: "Host", info: GameInfo) -> app_commands.Command[Any, ..., None]:
    async def callback(interaction: discord.Interaction) -> None:
        async with bot.work:
            # The table only its player sees: in their language, the ambient one (the command
            # tree adopted it, `bot.discord.voices.adopt_private_voice`).
            if not bot.accepting:
                await replies.private(interaction, t("info-restarting"))
                return
            await replies.in_time(interaction, play_daily(bot, interaction, info.key), private=True)

    def description(locale: str) -> str:
        # A game played alone only as "solo" says no more; another names its one-seat mode.
        if 1 not in info.seat_modes:
            text = i18n.tr(locale, "cmd-daily-game", game=info.title)
        else:
            text = i18n.tr(locale, "cmd-daily-game-mode", game=info.title, mode=seat_mode(info, 1, locale))
        return text[:100] if locale == i18n.SOURCE else fit(text, 100)

    return app_commands.Command(name=info.key, description=composed(description), callback=callback)


def daily_group(bot: "Host") -> app_commands.Group:
    """`/daily <game>` for each game with a one-seat mode, and `/daily board <game>`."""
    games = daily_games()
    group = app_commands.Group(name=keyed("cmd-daily"), description=keyed("cmd-daily-desc"),
                               allowed_installs=places.ANY_INSTALL, allowed_contexts=places.EVERYWHERE)
    for info in games:
        group.add_command(_daily_command(bot, info))
    choices = [app_commands.Choice(name=info.title, value=info.key) for info in games]

    @group.command(name=keyed("cmd-board"), description=keyed("cmd-board-desc"))
    @app_commands.rename(game=keyed("cmd-game"), member=keyed("cmd-member"))
    @app_commands.describe(game=keyed("cmd-board-game-desc"), member=keyed("cmd-board-member-desc"))
    @app_commands.choices(game=choices)
    async def board(interaction: discord.Interaction, game: app_commands.Choice[str],
                    member: Optional[discord.User] = None) -> None:
        user = member or interaction.user
        # Outside a server the bot is in: no server's board, and only your own streaks, privately.
        in_server = places.in_server(places.place_of(bot, interaction))
        if not in_server and user.id != interaction.user.id:
            await replies.send_private(interaction, t("info-stats-only-yours"))
            return
        async with bot.work:
            # A public board: in the server's language; a private one in the asker's.
            voice = await server_voice(bot, interaction) if in_server else await private_voice(bot, interaction)
            page = await worded(voice, lambda: board_page(
                bot, guild_id=places.guild_of(interaction), key=game.value, user_id=user.id, name=user.display_name,
                now=time.time(), in_server=in_server))
            if in_server:
                await replies.send_public(interaction, payload(page))
            else:
                await replies.send_private(interaction, **payload(page))

    return group
