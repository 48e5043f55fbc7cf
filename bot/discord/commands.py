"""Slash commands: /play <game> (one subcommand per registered game), /stats, /rules, /help.

Every name and description is a `locale_str` (`bot.discord.translator`): commands, options and
choices are named and described in each shipped language, a game's options and their choices
by the game's catalogue keys (`Option.name_key`, `Option.choice_keys`).  A game keeps one
name everywhere: its subcommand is its published slug, a choice naming it its title.

An answer only the asker sees speaks the ambient language: the command tree made it theirs
before the command ran (`CardTree.interaction_check`); a public one, its server's.
"""

from __future__ import annotations

import inspect
from functools import partial
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES, GameInfo
from i18n import t

from . import replies, seating
from .seating import plays_bot
from ..features.daily_table import register_daily
from ..features.event_commands import register_events
from ..features.deals import offers_winnable
from ..features.settings import private_voice, public_voice
from ..features.replay import register_replay
from .translator import LEVEL_KEYS, composed, fit, keyed, said, seat_mode

if TYPE_CHECKING:
    from .host import Host

DEAL = "deal"  # the /play option that plays a deal again from its code
LEVEL = "level"  # the /play option for the bot's strength, in games with levels
WINNABLE = "winnable"  # the /play option of a game played alone: a deal proved winnable (bot.features.deals)
GAME_CHOICES = [app_commands.Choice(name=info.title, value=key) for key, info in GAMES.items()]


def _seat_modes(info: GameInfo, locale: str) -> str:
    """Every seat mode of a game: "solo or two players"."""
    modes = [seat_mode(info, n, locale) for n in info.players]
    text = modes[0]
    for mode in modes[1:]:
        text = i18n.tr(locale, "cmd-seat-modes", first=text, second=mode)
    return text


def play_description(info: GameInfo, locale: str) -> str:
    """A game's /play subcommand description: its summary and who may play, at most 100."""
    players = _seat_modes(info, locale)
    summary = (said(locale, info.summary) if info.summary else
               i18n.tr(locale, "cmd-play-game-default", game=info.title))
    if locale == i18n.SOURCE:  # as it always read
        return i18n.tr(locale, "cmd-play-game", summary=summary[:90 - len(players)], players=players)[:100]
    room = 100 - len(i18n.tr(locale, "cmd-play-game", summary="", players=players))
    return fit(i18n.tr(locale, "cmd-play-game", summary=fit(summary, max(room, 20)), players=players), 100)


def _option_description(key: str, locale: str) -> str:
    """A game option's description (a catalogue key of the game's) in `locale`."""
    return said(locale, key)[:100] if locale == i18n.SOURCE else fit(said(locale, key), 100)


def opponent_description(info: GameInfo, locale: str) -> str:
    """The `opponent` option's description: what leaving it out does."""
    if 1 in info.players:
        text = i18n.tr(locale, "cmd-opponent-desc-alone-bot" if plays_bot(info) else "cmd-opponent-desc-alone",
                       alone=seat_mode(info, 1, locale))
    elif plays_bot(info):
        text = i18n.tr(locale, "cmd-opponent-desc-bot")
    else:
        text = i18n.tr(locale, "cmd-opponent-desc")
    return text[:100] if locale == i18n.SOURCE else fit(text, 100)


def _play_command(bot: "Host", info: GameInfo) -> app_commands.Command[Any, ..., None]:
    """A /play subcommand whose parameters are the game's options (and `opponent` when the
    game has seats for several people)."""

    duel = max(info.players) > 1

    async def callback(interaction: discord.Interaction, **options: Any) -> None:
        opponent = options.pop("opponent", None)
        deal = options.pop(DEAL, None)
        level = options.pop(LEVEL, None)
        winnable = bool(options.pop(WINNABLE, None))
        given = {k: v for k, v in options.items() if v is not None}
        async with bot.work:
            if not bot.accepting:
                await replies.private(interaction, t("info-restarting"))
                return
            await replies.in_time(interaction, seating.play(bot, interaction, info.key, opponent, given, deal=deal,
                                                                 level=level, winnable=winnable))

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    # Named from the game's catalogue, in English by its identifiers as the command always
    # read; a choice's value is the engine's own in every language.
    descriptions: dict[str, Any] = {opt.name: composed(partial(_option_description, opt.description))
                                    for opt in info.options}
    renames: dict[str, Any] = {opt.name: keyed(opt.name_key) for opt in info.options}
    choices: dict[str, list[app_commands.Choice[Any]]] = {}
    if duel:
        params.append(inspect.Parameter("opponent", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[discord.Member], default=None))
        descriptions["opponent"] = composed(lambda locale: opponent_description(info, locale))
        renames["opponent"] = keyed("cmd-opponent")
    for opt in info.options:
        # A yes/no option is a boolean; any other offers its choices in a list.
        kind: Any = bool if isinstance(opt.default, bool) else type(opt.default)
        if opt.choice_keys:
            choices[opt.name] = [app_commands.Choice(name=keyed(key), value=value)
                                 for value, key in opt.choice_keys.items()]
        params.append(inspect.Parameter(opt.name, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[kind], default=None))
    if info.kit is not None and info.kit.offered:  # how strong the bot plays (engine.search)
        params.append(inspect.Parameter(LEVEL, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[str], default=None))
        descriptions[LEVEL] = keyed("cmd-level-desc")
        renames[LEVEL] = keyed("cmd-level")
        choices[LEVEL] = [app_commands.Choice(name=keyed(LEVEL_KEYS[name]) if name in LEVEL_KEYS else name,
                                              value=name) for name in info.kit.offered]
    # A deal code (bot.features.daily): that deal again, unrated and off the leaderboards.
    params.append(inspect.Parameter(DEAL, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Optional[str],
                                    default=None))
    descriptions[DEAL] = keyed("cmd-deal-desc")
    renames[DEAL] = keyed("cmd-deal")
    if offers_winnable(info):  # a deal the solver proved winnable, from the stock kept ahead
        params.append(inspect.Parameter(WINNABLE, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[bool], default=None))
        descriptions[WINNABLE] = keyed("cmd-winnable-desc")
        renames[WINNABLE] = keyed("cmd-winnable")
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_rename__ = renames  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_choices__ = choices  # type: ignore[attr-defined]
    return app_commands.Command(name=info.key, description=composed(lambda locale: play_description(info, locale)),
                                callback=callback)


def register_commands(bot: "Host") -> None:
    tree = bot.tree
    play = app_commands.Group(name=keyed("cmd-play"), description=keyed("cmd-play-desc"), guild_only=True)
    for info in GAMES.values():
        play.add_command(_play_command(bot, info))
    tree.add_command(play)
    register_daily(bot)
    register_replay(bot)
    register_events(bot)

    @tree.command(name=keyed("cmd-rules"), description=keyed("cmd-rules-desc"))
    @app_commands.rename(game=keyed("cmd-game"))
    @app_commands.describe(game=keyed("cmd-rules-game-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        info = GAMES[game.value]
        async with bot.work:
            # A long page goes out whole, as several embeds (at most 4,096 characters each,
            # 6,000 a message): one message per part, the first titled.
            parts = i18n.page_parts(i18n.page(info.key))
            for n, part in enumerate(parts):
                embed = discord.Embed(title=t("info-rules-title", game=info.title) if n == 0 else None,
                                      description=part)
                await replies.send_private(interaction, "", embed=embed)

    @tree.command(name=keyed("cmd-help"), description=keyed("cmd-help-desc"))
    async def help_(interaction: discord.Interaction) -> None:
        games = ", ".join(f"`{k}` ({i.title})" for k, i in GAMES.items())
        async with bot.work:
            # An embed: the page outgrows a message's 2,000 characters in German.
            await replies.send_private(interaction, "", embed=discord.Embed(
                description=t("info-help", games=games, events=t("info-help-events"))))

    @tree.command(name=keyed("cmd-stats"), description=keyed("cmd-stats-desc"))
    @app_commands.rename(member=keyed("cmd-member"), game=keyed("cmd-game"), share=keyed("cmd-share"))
    @app_commands.describe(member=keyed("cmd-stats-member-desc"), game=keyed("cmd-stats-game-desc"),
                           share=keyed("cmd-stats-share-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def stats(interaction: discord.Interaction, member: Optional[discord.Member] = None,
                    game: Optional[app_commands.Choice[str]] = None, share: Optional[bool] = None) -> None:
        from ..features.stats import stats_are_private, stats_embed

        user = member or interaction.user
        private = stats_are_private(asker=interaction.user.id, about=user.id, share=bool(share))
        async with bot.work:
            voice = (await private_voice(bot, interaction) if private else
                     await public_voice(bot, interaction.guild_id, interaction.guild_locale))
            with i18n.speaking(voice.locale):
                embed = await stats_embed(bot.storage, guild_id=interaction.guild_id or 0, user=user,
                                          key=game.value if game else None)
                if private:
                    await replies.send_private(interaction, "", embed=embed)
                else:
                    await replies.send_public(interaction, {"embeds": [embed]})
