"""Slash commands: /play <game> (one subcommand per registered game), /stats, /rules, /help."""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Literal, Optional

import discord
from discord import app_commands

from engine import GAMES, GameInfo

from . import replies, seating
from .daily_play import register_daily
from .replay import register_replay

if TYPE_CHECKING:
    from .app import CardBot

DEAL = "deal"  # the /play option that plays a deal again from its code
LEVEL = "level"  # the /play option for the bot's strength, in games with levels
GAME_CHOICES = [app_commands.Choice(name=info.title, value=key) for key, info in GAMES.items()]

HELP = """\
**Card table** hosts tabletop card games right here in the channel.
\u2022 `/play <game>` starts a game; you play with the buttons under the picture of the table. \
Anyone can watch; only the players can act.
\u2022 `/play <game> opponent:@member` challenges a member to a game for two; pick me as the opponent to play \
against me. Each player keeps a private hand, opened with **Your hand**.
\u2022 `/rules <game>` explains a game and the house rules this bot follows.
\u2022 `/stats [member] [game] [share]` shows results (your own privately, unless you share them); with a game, also the server's top 10.
\u2022 Two-player games are rated as in chess (1500 to start; resigning or running out of time loses), \
provisional until 5 rated games; `/stats` with a game shows the rating boards. Against me too: my levels \
(`level:` easy, normal, hard) have fixed ratings.
\u2022 Alone, **Hint** suggests a move (a daily deal played with hints stays off the board); after a loss, \
**Was it winnable?** says whether the deal could have been won.
\u2022 `/daily <game>` deals today's deal of a game you play alone, the same for everyone everywhere: one attempt a \
day, on a table only you see; the channel gets one line with your result. `/daily board <game>` shows today's \
leaderboards (this server's and everyone's) and your streaks.
\u2022 A finished game shows its deal's code; `/play <game> deal:<code>` deals it again for anyone (unrated, off the \
leaderboards). A daily deal's code is shown once its day is over.
\u2022 `/history [member] [game]` lists a player's 10 latest finished games, with ids for `/replay`.
\u2022 `/replay <game id>` shows a finished game move by move as everyone saw it (first, back, forward, last); \
`seat:true` replays it from your own seat, with your hand, for you only.
Games: {games}.
Games are saved after every move, so they survive restarts of the bot."""


def _play_command(bot: "CardBot", info: GameInfo) -> app_commands.Command[Any, ..., None]:
    """A /play subcommand whose parameters are the game's options (and `opponent` when the
    game has seats for several people)."""

    duel = max(info.players) > 1

    async def callback(interaction: discord.Interaction, **options: Any) -> None:
        opponent = options.pop("opponent", None)
        deal = options.pop(DEAL, None)
        level = options.pop(LEVEL, None)
        given = {k: v for k, v in options.items() if v is not None}
        async with bot.work:
            if not bot.accepting:
                await replies.private(interaction, "The bot is restarting; please try again in a minute.")
                return
            await replies.in_time(interaction, seating.play(bot, interaction, info.key, opponent, given, deal=deal,
                                                                 level=level))

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    descriptions = {opt.name: opt.description[:100] for opt in info.options}
    if duel:
        params.append(inspect.Parameter("opponent", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[discord.Member], default=None))
        alone = info.seat_mode(1) if 1 in info.players else ("play against the bot" if info.bot_player else "")
        me = "; pick me to play against the bot" if 1 in info.players and info.bot_player else ""
        descriptions["opponent"] = ("The member you challenge" + (f" (leave out: {alone}{me})" if alone else ""))[:100]
    for opt in info.options:
        # A yes/no option is a boolean; any other offers its choices in a list.
        kind: Any = bool if isinstance(opt.default, bool) else Literal[opt.choices]
        params.append(inspect.Parameter(opt.name, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[kind], default=None))
    if info.kit is not None and info.kit.levels:  # how strong the bot plays (engine.search)
        params.append(inspect.Parameter(LEVEL, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=Optional[Literal[tuple(info.kit.levels)]], default=None))
        descriptions[LEVEL] = "How strong the bot plays when you play against it (default: normal)"
    # A deal code (bot.daily): that deal again, unrated and off the leaderboards.
    params.append(inspect.Parameter(DEAL, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Optional[str],
                                    default=None))
    descriptions[DEAL] = "A deal code from a finished game: play that deal again (unrated, off the leaderboards)"
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
    players = " or ".join(info.seat_mode(n) for n in info.players)
    description = (info.summary or f"Play {info.title}")[:90 - len(players)] + f" ({players})"
    return app_commands.Command(name=info.key, description=description[:100], callback=callback)


def register_commands(bot: "CardBot") -> None:
    tree = bot.tree
    play = app_commands.Group(name="play", description="Start a card game in this channel", guild_only=True)
    for info in GAMES.values():
        play.add_command(_play_command(bot, info))
    tree.add_command(play)
    register_daily(bot)
    register_replay(bot)

    @tree.command(name="rules", description="How to play a game, with the house rules in use")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        info = GAMES[game.value]
        embed = discord.Embed(title=f"{info.title}: rules", description=info.rules_markdown[:4096])
        async with bot.work:
            await replies.send_private(interaction, "", embed=embed)

    @tree.command(name="help", description="What this bot does")
    async def help_(interaction: discord.Interaction) -> None:
        games = ", ".join(f"`{k}` ({i.title})" for k, i in GAMES.items())
        async with bot.work:
            await replies.send_private(interaction, HELP.format(games=games))

    @tree.command(name="stats", description="Games played, won and lost, best results, and leaderboards")
    @app_commands.describe(member="Whose results (default: yours)", game="One game, with the server's top 10",
                           share="Show your own results to the channel (default: only you see them)")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def stats(interaction: discord.Interaction, member: Optional[discord.Member] = None,
                    game: Optional[app_commands.Choice[str]] = None, share: Optional[bool] = None) -> None:
        from .stats import stats_are_private, stats_embed

        user = member or interaction.user
        async with bot.work:
            embed = await stats_embed(bot.storage, guild_id=interaction.guild_id or 0, user=user,
                                      key=game.value if game else None)
            if stats_are_private(asker=interaction.user.id, about=user.id, leaderboard=game is not None,
                                 share=bool(share)):
                await replies.send_private(interaction, "", embed=embed)
            else:
                await replies.send_public(interaction, {"embeds": [embed]})
