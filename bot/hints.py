"""Hints: the Hint button of a game played alone (a solitaire table, a daily deal, a game for
two played alone against its automaton).

A hint comes from `engine.search.hint`, a search that sees only what the player sees (the
cards they cannot see are sampled, never read), run in the worker processes.  The answer is
private: the buttons to press, in the words on them, and one plain sentence why.  The hint
is counted in the game's row before it is shown (`Storage.count_hint`): a game with hints
says so with its result and stays off the daily deal's leaderboards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from engine.search import hint_json

from .picker import clicks
from .replies import private
from .service import Refusal, Table
from .workers import in_workers

if TYPE_CHECKING:
    from .app import CardBot
    from .customid import ComponentId


def offered(table: Table) -> bool:
    """A running game one person plays alone, of a game whose search gives hints."""
    kit = table.info.kit
    return (kit is not None and kit.hint_playouts > 0 and not table.over and len(table.users) == 1
            and not table.bot_seats)


def hinted_line(table: Table) -> str:
    """With a game's result: how many hints were used ("" for none)."""
    n = table.row.hints
    if not n:
        return ""
    return f"\U0001f4a1 Played with {n} hint{'s' if n != 1 else ''}."


async def on_hint(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    if cid.version != table.version:
        raise Refusal("That Hint button belongs to an earlier position; nothing was changed. Press Hint on the "
                      "table as it is now.")
    if not offered(table):
        raise Refusal("This game has no hints; nothing was changed.")
    if seat not in table.state.to_act():
        raise Refusal("There is nothing for you to decide just now, so there is no hint to give.")
    action, reason = await in_workers(hint_json, table.row.key, table.row.state, seat, table.row.seed,
                                      table.version)
    count = await bot.storage.count_hint(table.id)
    steps = clicks(table.state, seat, action)
    how = " \u2192 ".join(f"**{s}**" for s in steps) if steps else f"**{table.state.describe(seat, action, seat)}**"
    tail = ("This game now counts 1 hint: its result says so, and a daily deal played with hints stays off "
            "the leaderboards." if count == 1 else f"Hints used in this game: {count}.")
    await private(interaction, f"\U0001f4a1 Hint: press {how}.\n{reason}\n-# {tail}")
