"""`/daily <game>`: the day's deal of a game one person plays alone, on a table only its
player sees; `/daily board <game>`: that deal's leaderboards, this server's and everyone's.

Where the deal is played: an ephemeral table, not a private thread.
- An ephemeral message needs no permission beyond answering a command, where a private
  thread needs the bot to be allowed to create private threads and to write in threads,
  and stays visible to every moderator who may manage threads (and lists a thread in the
  channel's sidebar for the day).  Only the player ever sees an ephemeral message.
- Its controls are the private panels' persistent components (`bot.discord.panels`: `pmove`,
  `pmenu`, `refresh`; the router sends a daily game's clicks here): each click loads the
  game from the database and checks the player (from the click, never the custom_id) and
  the state version, so the table works after a restart and a stale, forged or foreign
  click changes nothing and is answered privately.
- Dismissed, or its 15-minute token expired: `/daily <game>` again the same day reopens
  the attempt's game on a fresh ephemeral message, as it stands (never a second deal: the
  attempt was recorded with the game, `storage.daily`).  Once finished, it says how it went.
- The public channel never shows the deal: no table, no picture, no card.  When the
  attempt ends, one spoiler-free line is posted there ("<game> daily #42: won, score 6,
  streak 7", after the player's name), and the deal's code is shown only once
  its UTC day has ended (`bot.features.daily.deal_code`; the board offers yesterday's).
"""

from __future__ import annotations

import logging
import time
from datetime import timedelta
from typing import TYPE_CHECKING, Any, NamedTuple, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES, GameInfo
from engine.core import SHUFFLE_VERSION
from i18n import Message, t

from . import hints
from ..discord import replies
from ..discord.components import control_button, private_controls
from ..discord.customid import ComponentId
from .daily import (Deal, daily_games, daily_secret, daily_seed, day_number, encode, first_metric, loss_metric,
                    next_reset, result_line, result_word, utc_day)
from ..discord.pictures import picture
from .settings import Voice, public_voice
from ..discord.replies import NO_MENTIONS, mention
from ..service import Change, Refusal, Table, engine_names
from ..discord.clicks import Click, Surface, picture_changed
from ..storage import Attempt, AttemptTaken, DailyDeal
from ..discord.table import change_note, state_lines
from ..discord.translator import composed, fit, keyed, said, seat_mode

if TYPE_CHECKING:
    from ..discord.host import Host

log = logging.getLogger("bot.daily")

SEAT = 0  # a daily deal has one seat


# --- the private table -----------------------------------------------------------------------


class Head(NamedTuple):
    """What a daily table's first line says: the deal's number (#42), and whether the solver
    proved it winnable (`bot.features.deals`)."""

    number: int
    proved: bool = False


class Heading(NamedTuple):
    """A private table's own words: its first line, and the line it ends with once its game
    is over; and whether it offers Give up (a challenge's deal: `GIVE_UP`)."""

    first: Message
    over: Message
    give_up: bool = False


GIVE_UP = "giveup"  # give up a challenge's deal: asked to confirm, then lost (bot.discord.resign)


def daily_head(table: Table, daily: Head, now: float) -> Heading:
    """A daily table's words: the game, the deal's number, when the next one comes."""
    def words() -> str:
        head = t("info-daily-panel-head", game=table.info.title, number=daily.number, next=next_reset(now))
        return head + " \u00b7 " + t("winnable-daily-proved") if daily.proved else head
    return Heading(Message.compose(words), Message("info-daily-panel-over"))


def panel_text(table: Table, head: Heading, now: float, note: str = "", prompt: str = "") -> str:
    lines = [head.first.say(i18n.current()), *state_lines(table, SEAT, note)]
    if table.over:
        lines.append(head.over.say(i18n.current()))
    if prompt:
        lines.append(f"*{prompt}*")
    return "\n".join(lines)[:2000]


async def panel_payload(table: Table, head: Head | Heading, *, path: str = "", note: str = "",
                        with_picture: bool = True, voice: Voice | None = None) -> dict[str, Any]:
    """A private table (a daily deal's, or a challenge's: `head` is its first line) in its
    player's `voice` (default: the language being spoken)."""
    voice = voice or Voice(i18n.current())
    state = table.state
    now = time.time()
    first = daily_head(table, head, now) if isinstance(head, Head) else head
    view, prompt = private_controls(state, table.id, table.version, SEAT, path,
                                    hint=hints.offered(table) and voice.hints)
    if view is not None and first.give_up:
        view.add_item(control_button(ComponentId(GIVE_UP, table.id, table.version), label=t("events-challenge-give-up"),
                                     style=discord.ButtonStyle.danger, row=4))
    payload: dict[str, Any] = {"content": panel_text(table, first, now, note, prompt), "view": view}
    if with_picture:
        payload["attachments"] = [await picture(table.row.key, state.view(SEAT), "daily.png", theme=voice.theme,
                                                locale=voice.locale)]
    return payload


def _voice(interaction: discord.Interaction) -> Voice | None:
    """The player's voice, as the click's handler adopted it (bot.features.settings)."""
    found = interaction.extras.get("voice")
    return found if isinstance(found, Voice) else None


async def send_panel(interaction: discord.Interaction, table: Table, number: Head | Heading, note: str = "") -> None:
    """The private table as a new ephemeral message (only the player sees it)."""
    payload = await panel_payload(table, number, voice=_voice(interaction), note=note)
    await replies.send_private(interaction, payload["content"], files=payload["attachments"],
                               view=payload["view"] or discord.utils.MISSING)


async def _number(bot: "Host", table: Table) -> Head:
    attempt = await bot.storage.daily.of_game(table.id)
    day = attempt.day if attempt is not None else utc_day(table.row.created_at).isoformat()
    number = attempt.number if attempt is not None else day_number(utc_day(table.row.created_at))
    return Head(number, await _proved(bot, table.row.key, day, table.row.seed))


async def _proved(bot: "Host", key: str, day: str, seed: int) -> bool:
    """Whether the deal of `seed` is the day's stored deal, proved winnable."""
    deal = await bot.storage.deals.day(key, day)
    return deal is not None and deal.proved and deal.seed == seed


class PrivateTable(Surface):
    """A table only its one player sees and acts on (`bot.discord.clicks`), on the version
    its buttons were drawn for, in their language: a daily deal's (`DailyTable`), a
    same-deal challenge's (`bot.features.challenge`).  A kind says its first line (`head`)
    and what its game's end does (`on_over`)."""

    stale_key = "info-daily-stale"  # a click on an earlier position: said before the table as it stands

    async def head(self, bot: "Host", table: Table) -> Head | Heading:
        raise NotImplementedError

    async def on_over(self, bot: "Host", interaction: discord.Interaction, table: Table) -> None:
        """The game just ended on this table (its result is stored)."""

    def not_seated(self, table: Table) -> Message:
        return Message("info-daily-not-yours", owner=mention(table.users[SEAT]), game=table.row.key)

    def over(self, table: Table) -> Message:
        return Message("info-daily-over", game=table.row.key)

    async def on_stale(self, click: Click) -> None:
        # An ephemeral message cannot be edited from an old token for long: the table as it
        # stands, as a new one.
        table = click.table
        payload = await panel_payload(table, await self.head(click.bot, table), voice=_voice(click.interaction))
        await replies.send_private(click.interaction, f"{t(self.stale_key)}\n{payload['content']}"[:2000],
                                   files=payload["attachments"], view=payload["view"] or discord.utils.MISSING)

    async def on_choice_gone(self, click: Click) -> None:
        raise Refusal("info-daily-choice-gone")

    async def on_menu(self, click: Click, path: str) -> None:
        # same picture, next step of the menu
        number = await self.head(click.bot, click.table)
        await replies.edit(click.interaction, **await panel_payload(click.table, number, voice=_voice(click.interaction),
                                                                    path=path, with_picture=False))

    async def on_moved(self, click: Click, change: Change) -> None:
        number = await self.head(click.bot, change.table)
        await replies.edit(click.interaction, **await panel_payload(
            change.table, number, voice=_voice(click.interaction), note=change_note(change, SEAT),
            with_picture=picture_changed(click, change, SEAT)))
        if change.table.over:
            await self.on_over(click.bot, click.interaction, change.table)

    async def on_refresh(self, click: Click) -> None:
        await replies.edit(click.interaction, **await panel_payload(click.table, await self.head(click.bot, click.table),
                                                                    voice=_voice(click.interaction)))

    async def on_ended(self, click: Click) -> None:
        # A click on the table after its game ended elsewhere (Give up, confirmed on its own
        # message): nothing changes, and the table shows the end, without move controls.
        table = click.table
        await replies.edit(click.interaction, **await panel_payload(
            table, await self.head(click.bot, table), voice=_voice(click.interaction),
            note=self.over(table).say(i18n.current()), with_picture=not click.drawn_now))


class DailyTable(PrivateTable):
    """A daily deal's private table: its first line is the deal's number; its end posts one
    spoiler-free line to the channel."""

    async def head(self, bot: "Host", table: Table) -> Head | Heading:
        return await _number(bot, table)

    async def on_over(self, bot: "Host", interaction: discord.Interaction, table: Table) -> None:
        await announce(bot, interaction, table)


DAILY_TABLE = DailyTable()


async def announce(bot: "Host", interaction: discord.Interaction, table: Table) -> None:
    """The attempt ended (its result is stored): one spoiler-free line to the channel."""
    attempt = await bot.storage.daily.of_game(table.id)
    if attempt is None:
        return
    streaks = await bot.storage.daily.streaks(attempt.user_id, attempt.key, utc_day(time.time()))
    proved = await _proved(bot, attempt.key, attempt.day, table.row.seed)

    def words() -> str:
        line = t("info-daily-announce-hints" if table.row.hints else "info-daily-announce",
                 who=mention(attempt.user_id),
                 line=result_line(table.info.title, attempt.number, attempt.result, attempt.score, streaks.played))
        return line + " \u00b7 " + t("winnable-daily-proved") if proved else line

    # The channel's line is public: in the server's language.
    line = Message.compose(words).say((await public_voice(bot, interaction.guild_id, interaction.guild_locale)).locale)
    try:
        # A follow-up of the click, not ephemeral: it needs no channel permission and leaves
        # the channel's message bucket to the tables.
        await interaction.followup.send(line, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        log.warning("could not post the result of daily game %s", table.id)


# --- /daily <game> -----------------------------------------------------------------------------


async def play_daily(bot: "Host", interaction: discord.Interaction, key: str) -> None:
    """Today's deal of `key` for the one who asked: dealt on the first call of the day,
    reopened after that."""
    info = GAMES[key]
    if interaction.guild_id is None or interaction.channel_id is None:
        raise Refusal("info-daily-in-channels")
    me = interaction.user.id
    await bot.storage.remember_names({me: interaction.user.display_name})
    now = time.time()
    today = utc_day(now)
    day, number = today.isoformat(), day_number(today)
    attempt = await bot.storage.daily.attempt(me, key, day)
    if attempt is None:
        # The day's deal is found ahead, in the background (bot.features.deals); a click never waits
        # for the solver.
        deal = await bot.storage.deals.day(key, day)
        if deal is None or deal.seed is None:
            bot.deals.kick()
            await replies.send_private(interaction, t("winnable-daily-preparing", game=info.title))
            return
        try:
            change = await bot.service.start(key, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                                             users=(me,), options={}, seed=deal.seed, daily=DailyDeal(day, number))
        except AttemptTaken as taken:  # another command of the same player, in another process
            attempt = taken.attempt
        else:
            log.info("daily game %s (%s #%s) started", change.table.id, key, number)
            await send_panel(interaction, change.table, Head(number, deal.proved))
            return
    await reopen(bot, interaction, info, attempt, now)


async def reopen(bot: "Host", interaction: discord.Interaction, info: GameInfo, attempt: Attempt,
                 now: float) -> None:
    table = await bot.service.load(attempt.game_id) if attempt.game_id is not None else None
    if table is not None and not table.over and table.row.status.running:
        await send_panel(interaction, table, await _number(bot, table), note=t("info-daily-reopened"))
        return
    streaks = await bot.storage.daily.streaks(attempt.user_id, attempt.key, utc_day(now))
    how = (t("info-daily-how", result=result_word(attempt.result), score=attempt.score)
           if attempt.score is not None else result_word(attempt.result))
    await replies.send_private(
        interaction, t("info-daily-played", game=info.title, number=attempt.number, how=how, played=streaks.played,
                       won=streaks.won, next=next_reset(now), key=info.key))


# --- /daily board <game> -----------------------------------------------------------------------


def _figure(info: GameInfo, attempt: Attempt) -> str:
    metric = first_metric(info) if attempt.result == "win" else loss_metric(info)
    if metric is not None:
        value = attempt.stats.get(metric[0])
        return t("info-stats-figure", label=said(i18n.current(), metric[1]), value=value) if value is not None else ""
    return t("info-daily-score", score=attempt.score) if attempt.score is not None else ""


async def board_embed(bot: "Host", *, guild_id: int, key: str, user: discord.abc.User,
                      now: float) -> discord.Embed:
    info = GAMES[key]
    today = utc_day(now)
    number = day_number(today)
    win = first_metric(info)
    loss = loss_metric(info)
    deal = await bot.storage.deals.day(key, today.isoformat())
    description = t("info-daily-board-desc", next=next_reset(now))
    if deal is not None and deal.proved:
        description += "\n" + t("winnable-daily-board")
    embed = discord.Embed(title=t("info-daily-board-title", game=info.title, number=number), description=description)
    for scope, where in ((t("info-daily-top-server"), guild_id), (t("info-daily-top-everyone"), None)):
        top = await bot.storage.daily.board(key, today.isoformat(), guild_id=where,
                                            win_metric=(win[0], win[2]) if win else None,
                                            loss_metric=(loss[0], loss[2]) if loss else None)
        lines = []
        for i, a in enumerate(top, 1):
            # Everyone's board names players (a mention of a member of another server shows
            # no name), cleaned of markdown as the tables clean them.
            who = (mention(a.user_id) if where is not None
                   else engine_names([a.name], ())[0] if a.name else t("info-daily-a-player"))
            figure = _figure(info, a)
            lines.append(t("info-daily-board-line-figure", rank=i, who=who, result=result_word(a.result), figure=figure)
                         if figure else t("info-daily-board-line", rank=i, who=who, result=result_word(a.result)))
        embed.add_field(name=scope, value="\n".join(lines) or t("info-daily-board-empty"), inline=False)
    streaks = await bot.storage.daily.streaks(user.id, key, today)
    embed.add_field(name=t("info-daily-streaks-of", name=user.display_name)[:256],
                    value=t("info-daily-streaks", played=streaks.played, won=streaks.won), inline=False)
    if number > 1:  # yesterday's deal is over: its code may be shared
        yesterday = today - timedelta(days=1)
        # The stored deal of the day; a day from before deals were stored had its first candidate.
        stored = await bot.storage.deals.day(key, yesterday.isoformat())
        seed = (stored.seed if stored is not None and stored.seed is not None
                else daily_seed(await daily_secret(bot.storage), key, yesterday))
        code = encode(Deal(key, 1, info.resolve_options({}), seed, SHUFFLE_VERSION))
        embed.add_field(name=t("info-daily-yesterday", number=number - 1),
                        value=t("info-daily-yesterday-play", game=key, code=code), inline=False)
    return embed


# --- the commands --------------------------------------------------------------------------------


def _daily_command(bot: "Host", info: GameInfo) -> app_commands.Command[Any, ..., None]:
    async def callback(interaction: discord.Interaction) -> None:
        async with bot.work:
            # The table only its player sees: in their language, the ambient one (the command
            # tree adopted it, `bot.features.settings.adopt_private_voice`).
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


def register_daily(bot: "Host") -> None:
    """`/daily <game>` for each game with a one-seat mode, and `/daily board <game>`."""
    games = daily_games()
    group = app_commands.Group(name=keyed("cmd-daily"), description=keyed("cmd-daily-desc"), guild_only=True)
    for info in games:
        group.add_command(_daily_command(bot, info))
    choices = [app_commands.Choice(name=info.title, value=info.key) for info in games]

    @group.command(name=keyed("cmd-board"), description=keyed("cmd-board-desc"))
    @app_commands.rename(game=keyed("cmd-game"), member=keyed("cmd-member"))
    @app_commands.describe(game=keyed("cmd-board-game-desc"), member=keyed("cmd-board-member-desc"))
    @app_commands.choices(game=choices)
    async def board(interaction: discord.Interaction, game: app_commands.Choice[str],
                    member: Optional[discord.Member] = None) -> None:
        async with bot.work:
            # A public board: in the server's language.
            with i18n.speaking((await public_voice(bot, interaction.guild_id, interaction.guild_locale)).locale):
                embed = await board_embed(bot, guild_id=interaction.guild_id or 0, key=game.value,
                                          user=member or interaction.user, now=time.time())
                await replies.send_public(interaction, {"embeds": [embed]})

    bot.tree.add_command(group)
