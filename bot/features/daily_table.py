"""`/daily <game>`: the day's deal of a game one person plays alone, on a table only its
player sees; `/daily board <game>`: that deal's leaderboards, this server's and everyone's.
(The commands are declared for Discord in `bot.discord.commands.daily`.)

Where the deal is played: an ephemeral table, not a private thread.
- An ephemeral message needs no permission beyond answering a command, where a private
  thread needs the bot to be allowed to create private threads and to write in threads,
  and stays visible to every moderator who may manage threads (and lists a thread in the
  channel's sidebar for the day).  Only the player ever sees an ephemeral message.
- It is a private table (`bot.discord.private_table`): its controls are the private panels'
  persistent components (`pmove`, `pmenu`, `refresh`; the router sends a daily game's
  clicks here): each click loads the game from the database and checks the player (from
  the click, never the custom_id) and the state version, so the table works after a
  restart and a stale, forged or foreign click changes nothing and is answered privately.
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
from typing import TYPE_CHECKING, NamedTuple

import i18n
from engine import GAMES, GameInfo
from engine.core import SHUFFLE_VERSION
from i18n import Message, t

from ..discord import replies
from ..deal_codes import Deal, encode
from .daily import (daily_secret, daily_seed, day_number, first_metric, loss_metric, next_reset, result_line,
                    result_word, utc_day)
from ..discord.pages import Page
# GIVE_UP: the private tables' control, named here too for the route of a challenge's table.
from ..discord.private_table import GIVE_UP, Heading, PrivateTable, send_panel
from ..discord.replies import Interaction, mention
from ..discord.voices import public_voice
from ..service import Refusal, Table, engine_names
from ..storage import Attempt, AttemptTaken, DailyDeal
from ..discord.translator import said

if TYPE_CHECKING:
    from ..discord.host import Host

log = logging.getLogger("bot.daily")


# --- the private table -----------------------------------------------------------------------


class Head(NamedTuple):
    """What a daily table's first line says: the deal's number (#42), and whether the solver
    proved it winnable (`bot.features.deals`)."""

    number: int
    proved: bool = False


def daily_head(table: Table, daily: Head, now: float) -> Heading:
    """A daily table's words: the game, the deal's number, when the next one comes."""
    def words() -> str:
        head = t("info-daily-panel-head", game=table.info.title, number=daily.number, next=next_reset(now))
        return head + " \u00b7 " + t("winnable-daily-proved") if daily.proved else head
    return Heading(Message.compose(words), Message("info-daily-panel-over"))


async def _number(bot: "Host", table: Table) -> Head:
    attempt = await bot.storage.daily.of_game(table.id)
    day = attempt.day if attempt is not None else utc_day(table.row.created_at).isoformat()
    number = attempt.number if attempt is not None else day_number(utc_day(table.row.created_at))
    return Head(number, await _proved(bot, table.row.key, day, table.row.seed))


async def _proved(bot: "Host", key: str, day: str, seed: int) -> bool:
    """Whether the deal of `seed` is the day's stored deal, proved winnable."""
    deal = await bot.storage.deals.day(key, day)
    return deal is not None and deal.proved and deal.seed == seed


class DailyTable(PrivateTable):
    """A daily deal's private table: its first line is the deal's number; its end posts one
    spoiler-free line to the channel."""

    async def head(self, bot: "Host", table: Table) -> Heading:
        return daily_head(table, await _number(bot, table), time.time())

    async def on_over(self, bot: "Host", interaction: Interaction, table: Table) -> None:
        await announce(bot, interaction, table)


DAILY_TABLE = DailyTable()


async def announce(bot: "Host", interaction: Interaction, table: Table) -> None:
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
    # A follow-up of the click, not ephemeral: it needs no channel permission and leaves the
    # channel's message bucket to the tables.
    await replies.follow_up(interaction, line, what=f"post the result of daily game {table.id}")


# --- /daily <game> -----------------------------------------------------------------------------


async def play_daily(bot: "Host", interaction: Interaction, key: str) -> None:
    """Today's deal of `key` for the one who asked: dealt on the first call of the day,
    reopened after that."""
    info = GAMES[key]
    if interaction.channel_id is None:
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
            change = await bot.service.start(key, guild_id=interaction.guild_id or 0, channel_id=interaction.channel_id,
                                             users=(me,), options={}, seed=deal.seed, daily=DailyDeal(day, number))
        except AttemptTaken as taken:  # another command of the same player, in another process
            attempt = taken.attempt
        else:
            log.info("daily game %s (%s #%s) started", change.table.id, key, number)
            await send_panel(bot, interaction, change.table,
                             daily_head(change.table, Head(number, deal.proved), time.time()))
            return
    await reopen(bot, interaction, info, attempt, now)


async def reopen(bot: "Host", interaction: Interaction, info: GameInfo, attempt: Attempt,
                 now: float) -> None:
    table = await bot.service.load(attempt.game_id) if attempt.game_id is not None else None
    if table is not None and not table.over and table.row.status.running:
        await send_panel(bot, interaction, table, await DAILY_TABLE.head(bot, table), note=t("info-daily-reopened"))
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


async def board_page(bot: "Host", *, guild_id: int, key: str, user_id: int, name: str, now: float,
                     in_server: bool = True) -> Page:
    """The day's boards of `key` (this server's and everyone's) and member `user_id`'s
    streaks (shown as `name`).  Outside a server the bot is in (`in_server` False) there is
    no server's board: everyone's, and a line saying a server's board is shown there."""
    info = GAMES[key]
    today = utc_day(now)
    number = day_number(today)
    win = first_metric(info)
    loss = loss_metric(info)
    deal = await bot.storage.deals.day(key, today.isoformat())
    description = t("info-daily-board-desc", next=next_reset(now))
    if deal is not None and deal.proved:
        description += "\n" + t("winnable-daily-board")
    if not in_server:
        description += "\n" + t("info-daily-board-elsewhere")
    page = Page(title=t("info-daily-board-title", game=info.title, number=number), description=description)
    scopes = ([(t("info-daily-top-server"), guild_id)] if in_server else []) + [(t("info-daily-top-everyone"), None)]
    for scope, where in scopes:
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
        page.add_field(name=scope, value="\n".join(lines) or t("info-daily-board-empty"))
    streaks = await bot.storage.daily.streaks(user_id, key, today)
    page.add_field(name=t("info-daily-streaks-of", name=name)[:256],
                   value=t("info-daily-streaks", played=streaks.played, won=streaks.won))
    if number > 1:  # yesterday's deal is over: its code may be shared
        yesterday = today - timedelta(days=1)
        # The stored deal of the day; a day from before deals were stored had its first candidate.
        stored = await bot.storage.deals.day(key, yesterday.isoformat())
        seed = (stored.seed if stored is not None and stored.seed is not None
                else daily_seed(await daily_secret(bot.storage), key, yesterday))
        code = encode(Deal(key, 1, info.resolve_options({}), seed, SHUFFLE_VERSION))
        page.add_field(name=t("info-daily-yesterday", number=number - 1),
                       value=t("info-daily-yesterday-play", game=key, code=code))
    return page


__all__ = ["DAILY_TABLE", "GIVE_UP", "DailyTable", "Head", "board_page", "daily_head", "play_daily"]
