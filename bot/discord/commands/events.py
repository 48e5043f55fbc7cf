"""`/event arena|swiss|challenge|list|standings`, declared for Discord; what they do is
`bot.features.event_commands`'."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands

from engine import GAMES

from ..places import SERVER_INSTALL, SERVERS, server_only
from ..translator import keyed
from ...features import event_commands
from ...features.challenge import challenge_games

if TYPE_CHECKING:
    from ..host import Host

# Games one member plays alone: a same-deal challenge's (bot.features.challenge).
CHALLENGE_CHOICES = [app_commands.Choice(name=info.title, value=info.key) for info in challenge_games()]
# Games two members play: the arena's and the Swiss's.
PAIRED_CHOICES = [app_commands.Choice(name=GAMES[key].title, value=key) for key in event_commands.PAIRED_GAMES]


def event_group(bot: "Host") -> app_commands.Group:
    group = server_only(bot, app_commands.Group(name=keyed("cmd-event"), description=keyed("cmd-event-desc"),
                                                allowed_installs=SERVER_INSTALL, allowed_contexts=SERVERS))

    @group.command(name=keyed("cmd-event-arena"), description=keyed("cmd-event-arena-desc"))
    @app_commands.rename(game=keyed("cmd-game"), minutes=keyed("cmd-event-minutes"), name=keyed("cmd-event-name"),
                         starts_in=keyed("cmd-event-starts-in"))
    @app_commands.describe(game=keyed("cmd-event-game-desc"), minutes=keyed("cmd-event-minutes-desc"),
                           name=keyed("cmd-event-name-desc"), starts_in=keyed("cmd-event-starts-in-desc"))
    @app_commands.choices(game=PAIRED_CHOICES)
    async def arena(interaction: discord.Interaction, game: app_commands.Choice[str], minutes: int,
                    name: Optional[str] = None, starts_in: Optional[int] = None) -> None:
        async with bot.work:
            await event_commands.arena(bot, interaction, key=game.value, minutes=minutes, name=name,
                                       starts_in=starts_in)

    @group.command(name=keyed("cmd-event-swiss"), description=keyed("cmd-event-swiss-desc"))
    @app_commands.rename(game=keyed("cmd-game"), rounds=keyed("cmd-event-rounds"), name=keyed("cmd-event-name"),
                         starts_in=keyed("cmd-event-starts-in"))
    @app_commands.describe(game=keyed("cmd-event-game-desc"), rounds=keyed("cmd-event-rounds-desc"),
                           name=keyed("cmd-event-name-desc"), starts_in=keyed("cmd-event-starts-in-desc"))
    @app_commands.choices(game=PAIRED_CHOICES)
    async def swiss(interaction: discord.Interaction, game: app_commands.Choice[str], rounds: int,
                    name: Optional[str] = None, starts_in: Optional[int] = None) -> None:
        async with bot.work:
            await event_commands.swiss(bot, interaction, key=game.value, rounds=rounds, name=name,
                                       starts_in=starts_in)

    @group.command(name=keyed("cmd-event-challenge"), description=keyed("cmd-event-challenge-desc"))
    @app_commands.rename(game=keyed("cmd-game"), deals=keyed("cmd-event-deals"), hours=keyed("cmd-event-hours"),
                         name=keyed("cmd-event-name"), starts_in=keyed("cmd-event-starts-in"))
    @app_commands.describe(game=keyed("cmd-event-game-desc"), deals=keyed("cmd-event-deals-desc"),
                           hours=keyed("cmd-event-hours-desc"), name=keyed("cmd-event-name-desc"),
                           starts_in=keyed("cmd-event-starts-in-desc"))
    @app_commands.choices(game=CHALLENGE_CHOICES)
    async def challenge_(interaction: discord.Interaction, game: app_commands.Choice[str], deals: int, hours: int,
                         name: Optional[str] = None, starts_in: Optional[int] = None) -> None:
        async with bot.work:
            await event_commands.same_deal(bot, interaction, key=game.value, deals=deals, hours=hours, name=name,
                                           starts_in=starts_in)

    @group.command(name=keyed("cmd-event-list"), description=keyed("cmd-event-list-desc"))
    async def list_(interaction: discord.Interaction) -> None:
        async with bot.work:
            await event_commands.list_events(bot, interaction)

    @group.command(name=keyed("cmd-event-standings"), description=keyed("cmd-event-standings-desc"))
    @app_commands.rename(event=keyed("cmd-event-id"))
    @app_commands.describe(event=keyed("cmd-event-id-desc"))
    async def standings(interaction: discord.Interaction, event: int) -> None:
        async with bot.work:
            await event_commands.standings(bot, interaction, event)

    return group
