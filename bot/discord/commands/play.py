"""`/play <game>`: one subcommand per registered game, whose options are the game's own
(named by the game's catalogue keys: `Option.name_key`, `Option.choice_keys`), with
`opponent`, `level`, `deal`, for a game for two people `clock` (a correspondence game's days a
move), and, for a game whose deals can be proved winnable, `winnable`."""

from __future__ import annotations

import inspect
from functools import partial
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES, GameInfo
from i18n import t

from .. import places, replies, seating
from ..seating import plays_bot
from ...service import CLOCK_DAYS
from ...features.deals import offers_winnable
from ...features.winnable import play_winnable
from ..translator import LEVEL_KEYS, composed, fit, keyed, said, seat_mode

if TYPE_CHECKING:
    from ..host import Host

DEAL = "deal"  # the /play option that plays a deal again from its code
LEVEL = "level"  # the /play option for the bot's strength, in games with levels
WINNABLE = "winnable"  # the /play option of a game played alone: a deal proved winnable (bot.features.deals)
CLOCK = "clock"  # the /play option of a game for two people: days a move (a correspondence game)


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
        days = options.pop(CLOCK, None)
        given = {k: v for k, v in options.items() if v is not None}
        async with bot.work:
            if not bot.accepting:
                await replies.private(interaction, t("info-restarting"))
                return
            await replies.in_time(interaction, seating.play(bot, interaction, info.key, opponent, given, deal=deal,
                                                            level=level, winnable=play_winnable if winnable else None,
                                                            days=days))

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
                                        annotation=Optional[discord.User], default=None))  # a Member in a server
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
    if duel:  # a correspondence game: days a move instead of the server's hours (bot.service.CLOCK_DAYS)
        params.append(inspect.Parameter(CLOCK, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[int], default=None))
        descriptions[CLOCK] = keyed("cmd-clock-desc")
        renames[CLOCK] = keyed("cmd-clock")
        choices[CLOCK] = [app_commands.Choice(name=keyed("cmd-clock-days", n=days), value=days)
                          for days in CLOCK_DAYS]
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


def play_group(bot: "Host") -> app_commands.Group:
    """`/play`, with a subcommand for every game."""
    # Everywhere (issue 37): alone or against the bot in any place; a member is challenged in
    # a server the bot is in or a group DM (`seating.refuse_challenge_here`).
    play = app_commands.Group(name=keyed("cmd-play"), description=keyed("cmd-play-desc"),
                              allowed_installs=places.ANY_INSTALL, allowed_contexts=places.EVERYWHERE)
    for info in GAMES.values():
        play.add_command(_play_command(bot, info))
    return play
