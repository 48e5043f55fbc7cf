"""`/games` (issue 37): every running game of the asker, wherever it is (any server, the bot's
DM, a group DM: games are kept by channel, `guild_id` 0 outside a server), in the asker's
language: first those waiting for them (their move, or a decision theirs to take), the
nearest deadline first, each with its title, opponents, a link to its table and its
deadline as a Discord timestamp; then, shorter, those waiting for someone else.

One read of the asker's running games (`GameStore.running_games_of`); whose turn it is the
engine says (`Table.waiting`), and the deadline is the game's turn timer's (`Table.deadline`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import GAMES
from i18n import t

from ..discord.pages import Page
from ..discord.replies import mention
from ..service import Table
from ..storage import GameRow
from ..discord.translator import LEVEL_KEYS

if TYPE_CHECKING:
    from ..discord.host import Host

SHOWN = 20  # games listed in each part; the rest are counted
MESSAGE_MAX = 3900  # a message's words, its title aside


def table_link(row: GameRow) -> str | None:
    """The address of a game's table message (`@me` for a game outside a server), None when
    its table was never posted."""
    if row.message_id is None:
        return None
    return f"https://discord.com/channels/{row.guild_id or '@me'}/{row.channel_id}/{row.message_id}"


def _versus(table: Table, user_id: int) -> str:
    others = [(t("info-history-bot-level", level=t(LEVEL_KEYS[table.row.level]))
               if table.row.level in LEVEL_KEYS else t("info-history-bot")) if s in table.bot_seats
              else mention(uid) for s, uid in enumerate(table.users) if uid != user_id or s in table.bot_seats]
    if not others:
        return t("info-games-solo")
    together = others[0]
    for other in others[1:]:
        together = t("info-history-and", first=together, second=other)
    return t("info-games-vs", others=together)


def game_line(table: Table, user_id: int, *, mine: bool) -> str:
    """One game: its title, its opponents, its table and its deadline (`mine`: the asker's
    move; otherwise shorter, the deadline said relative only)."""
    row = table.row
    link = table_link(row)
    parts = [f"**{table.info.title}**", _versus(table, user_id),
             t("info-games-table", link=link) if link else t("info-games-no-table")]
    if row.event_name:
        parts.insert(1, t("info-history-event", name=row.event_name))
    due = table.deadline
    if due is not None:
        parts.append(t("info-games-until", due=int(due)) if mine else t("info-games-until-short", due=int(due)))
    return ("\u2022 " if mine else "-# \u2022 ") + " \u00b7 ".join(parts)


def _part(lines: list[str]) -> str:
    shown = lines[:SHOWN]
    if len(lines) > SHOWN:
        shown.append(t("info-games-more", n=len(lines) - SHOWN))
    return "\n".join(shown)


async def games_page(bot: "Host", user_id: int) -> Page:
    """The asker's running games, everywhere, as a page in the ambient (their) language."""
    tables = [bot.service.table(row) for row in await bot.storage.running_games_of(user_id)
              if row.key in GAMES]
    mine: list[Table] = []
    others: list[Table] = []
    for table in tables:
        seat = table.seat_of(user_id)
        if seat is None or table.over:
            continue
        (mine if seat in table.waiting else others).append(table)
    title = t("info-games-title")
    if not mine and not others:
        return Page(title=title, description=t("info-games-none"))
    mine.sort(key=lambda table: (table.deadline is None, table.deadline or 0.0))
    page = Page(title=title)
    if mine:
        page.add_field(t("info-games-your-turn"), _part([game_line(x, user_id, mine=True) for x in mine]))
    if others:
        page.add_field(t("info-games-others"), _part([game_line(x, user_id, mine=False) for x in others]))
    return page


__all__ = ["games_page", "game_line", "table_link"]
