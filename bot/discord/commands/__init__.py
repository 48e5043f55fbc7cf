"""Slash commands, declared for Discord: /play <game> (one subcommand per registered game),
/daily, /history, /replay, /games, /event, /rules, /help, /stats and /settings.

This package is where the adapter meets the features' commands: each command's Discord
declaration (its group, options, choices and descriptions) is here, and it calls its
feature's handler with plain values; a feature imports nothing from discord.

Every name and description is a `locale_str` (`bot.discord.translator`): commands, options and
choices are named and described in each shipped language, a game's options and their choices
by the game's catalogue keys (`Option.name_key`, `Option.choice_keys`).  A game keeps one
name everywhere: its subcommand is its published slug, a choice naming it its title.

An answer only the asker sees speaks the ambient language: the command tree made it theirs
before the command ran (`CardTree.interaction_check`); a public one, its server's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES
from i18n import t

from .. import places, replies
from ..pages import payload
from ..translator import keyed
from ..voices import private_voice, server_voice, worded
from ...features.stats import stats_are_private, stats_links, stats_page
from .daily import daily_group
from .events import event_group
from .games import register_games
from .history import register_history
from .play import play_group
from .settings import register_settings

if TYPE_CHECKING:
    from ..host import Host

RULES_PART_MAX = 3800  # a rules page's part: a message's 4,000 characters less the first part's title
GAME_CHOICES = [app_commands.Choice(name=info.title, value=key) for key, info in GAMES.items()]


def register_commands(bot: "Host") -> None:
    tree = bot.tree
    tree.add_command(play_group(bot))
    tree.add_command(daily_group(bot))
    register_history(bot, GAME_CHOICES)
    register_games(bot)
    tree.add_command(event_group(bot))

    @tree.command(name=keyed("cmd-rules"), description=keyed("cmd-rules-desc"))
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.rename(game=keyed("cmd-game"))
    @app_commands.describe(game=keyed("cmd-rules-game-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        info = GAMES[game.value]
        async with bot.work:
            # A long page goes out whole, one message per part (a message holds 4,000
            # characters: `layout.TEXT_MAX`, the title's heading included), the first titled.
            parts = i18n.page_parts(i18n.page(info.key), most=RULES_PART_MAX)
            for n, part in enumerate(parts):
                await replies.send_private(interaction, part,
                                           head=f"### {t('info-rules-title', game=info.title)}" if n == 0 else "")

    @tree.command(name=keyed("cmd-help"), description=keyed("cmd-help-desc"))
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def help_(interaction: discord.Interaction) -> None:
        games = ", ".join(f"`{k}` ({i.title})" for k, i in GAMES.items())
        async with bot.work:
            await replies.send_private(interaction, t("info-help", games=games, events=t("info-help-events")))

    @tree.command(name=keyed("cmd-stats"), description=keyed("cmd-stats-desc"))
    @app_commands.rename(member=keyed("cmd-member"), game=keyed("cmd-game"), share=keyed("cmd-share"))
    @app_commands.describe(member=keyed("cmd-stats-member-desc"), game=keyed("cmd-stats-game-desc"),
                           share=keyed("cmd-stats-share-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def stats(interaction: discord.Interaction, member: Optional[discord.User] = None,
                    game: Optional[app_commands.Choice[str]] = None, share: Optional[bool] = None) -> None:
        user = member or interaction.user
        # Outside a server the bot is in there is no server to rank in: your own results, privately.
        in_server = places.in_server(places.place_of(bot, interaction))
        if not in_server and user.id != interaction.user.id:
            await replies.send_private(interaction, t("info-stats-only-yours"))
            return
        private = stats_are_private(asker=interaction.user.id, about=user.id, share=bool(share), in_server=in_server)
        async with bot.work:
            voice = await private_voice(bot, interaction) if private else await server_voice(bot, interaction)
            guild_id, key = places.guild_of(interaction), game.value if game else None
            page = payload(await worded(voice, lambda: stats_page(
                bot.storage, guild_id=guild_id, user_id=user.id, name=user.display_name, key=key,
                in_server=in_server)))
            page["view"] = await worded(voice, lambda: stats_links(bot, guild_id=guild_id, user_id=user.id,
                                                                   key=key if in_server else None))
            if private:
                await replies.send_private(interaction, **page)
            else:
                await replies.send_public(interaction, page)


__all__ = ["GAME_CHOICES", "register_commands", "register_settings"]
