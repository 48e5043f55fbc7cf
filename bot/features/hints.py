"""Hints: the Hint button of a game played alone (a solitaire table, a daily deal, a game for
two played alone against its automaton).

A hint comes from `engine.search.hint`, a search that sees only what the player sees (the
cards they cannot see are sampled, never read), run in the worker processes.  The answer is
private: the buttons to press, in the words on them, and one plain sentence why.  The hint
is counted in the game's row before it is shown (`Storage.count_hint`): a game with hints
says so with its result and stays off the daily deal's leaderboards.

No hints in a same-deal challenge (`bot.features.challenge`): everyone plays its deals on
their own, and its standings compare them; its message says hints are off, and a Hint
forged onto a challenge's table is refused privately.

The hint speaks the asker's language (`private_voice`); the buttons it names are quoted as
they read where they are: a table's in its server's language, a panel's in its reader's.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from i18n import Message, t
from engine.jobs import hint_json

from ..picker import clicks
from ..discord.replies import Interaction, private
from ..discord.voices import private_voice, public_voice
from ..service import Refusal, Table, voiced
from ..storage import GameRow
from ..workers import in_workers

if TYPE_CHECKING:
    from ..discord.host import Host
    from ..discord.customid import ComponentId


CHALLENGE = "challenge"  # a same-deal challenge's game (games.mode): played without hints


def offered(table: Table) -> bool:
    """A running game one person plays alone, of a game whose search gives hints, outside a
    same-deal challenge."""
    kit = table.info.kit
    return (kit is not None and kit.hint_playouts > 0 and not table.over and len(table.users) == 1
            and not table.bot_seats and table.row.mode != CHALLENGE)


def hinted_line(row: GameRow) -> str:
    """With a game's result: how many hints were used ("" for none)."""
    n = row.hints
    if not n:
        return ""
    return t("bot-hinted", n=n)


async def on_hint(bot: "Host", interaction: Interaction, table: Table, cid: "ComponentId") -> None:
    voice = await private_voice(bot, interaction)  # the asker's: the ambient language too
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    if table.row.mode == CHALLENGE:  # never offered there: a forged button
        raise Refusal("events-challenge-no-hints")
    if cid.version != table.version:
        raise Refusal("bot-hint-stale")
    if not offered(table):
        raise Refusal("bot-hint-none")
    if not voice.hints:  # the server's settings turned hints off (since the button was drawn)
        raise Refusal("bot-hint-off")
    if seat not in table.state.to_act():
        raise Refusal("bot-hint-nothing-to-decide")
    # The reason is worded in the worker, in the asker's language.
    action, reason = await in_workers(partial(hint_json, locale=voice.locale), table.row.key, table.row.state,
                                      seat, table.row.seed, table.version)
    count = await bot.storage.count_hint(table.id)
    # The buttons as they read: the public table's in its server's language.
    buttons = voice if cid.kind == "phint" else await public_voice(
        bot, table.row.guild_id, getattr(interaction, "guild_locale", None))
    pressed = Message.compose(lambda: " \u2192 ".join(f"**{s}**" for s in clicks(voiced(table).state, seat, action)))
    how = pressed.say(buttons.locale) or f"**{voiced(table).state.describe(seat, action, seat)}**"
    tail = t("bot-hint-counted-first") if count == 1 else t("bot-hint-counted", n=count)
    await private(interaction, "\n".join([t("bot-hint-press", how=how), reason, f"-# {tail}"]))
