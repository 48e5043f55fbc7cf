"""Notices: the one short channel message that pings exactly the players who must act now,
or the winners at the end.  Edits never ping, so without a notice nobody would learn that a
round opened; one notice per game at a time keeps the channel quiet (the next replaces it).
Only games several people play get notices: a solo player, or one playing the bot, is
looking at the table already; and only where the bot may post (`bot.discord.places`).  A notice speaks its server's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from i18n import Message, t

from . import sending
from .places import can_post
from .replies import mention, message_link
from .sending import Draft, Where
from ..service import Table, voiced
from .voices import public_voice

if TYPE_CHECKING:
    from .host import Host


def notice(table: Table, seats: Sequence[int]) -> tuple[Message, list[int]] | None:
    """The notice (words kept until its reader is known) and whom it pings, or None when
    there is nothing to announce."""
    title = table.info.title
    link = message_link(table.row.guild_id, table.row.channel_id, table.row.message_id)
    out = table.state.outcome()
    if out is not None:
        winners = [table.users[s] for s in sorted(out.winners) if s in table.human_seats]
        if winners:
            return (Message("bot-notice-won", title=title, winners=", ".join(mention(u) for u in winners),
                            n=len(winners), link=link),
                    winners)

        def over() -> str:
            # The reason names the seats as the reader's language does (the bot, "Player 2").
            named = voiced(table).state.outcome()
            assert named is not None
            return t("bot-notice-over", title=title, reason=named.reason, link=link)

        return Message.compose(over), []
    if not seats:
        return None
    users = [table.users[s] for s in seats]
    return Message("bot-notice-your-move", who=", ".join(mention(u) for u in users), n=len(users), title=title,
                   link=link), users


async def post(bot: "Host", table: Table, seats: Sequence[int]) -> None:
    """Replace the game's notice with one for `seats` (who must act now) or for the end.

    Handed to the outbox (it returns at once): the old notice is deleted and the new one
    posted there, in the channel's turn, one replacement of a game's notice after the other;
    a newer notice of the game queued before the older went out replaces it."""
    if not table.timed or not can_post(table.row.place):
        return  # where the bot only answers interactions it cannot post (bot.discord.places)
    found = notice(table, seats)
    if found is None:
        return
    words, users = found
    text = words.say((await public_voice(bot, table.row.guild_id)).locale)

    where = Where.of(table.row)

    async def send() -> None:
        old = await bot.storage.panels.notice(table.id)
        if old is not None:  # a failure (already gone) is logged: the new notice goes out all the same
            await sending.delete(bot, where, old, what=f"delete the old notice of game {table.id}")
        posted = await sending.post(bot, where, Draft(text, ping=tuple(users) or True),
                                    what=f"post a notice for game {table.id}")
        if posted.message_id is not None:
            await bot.storage.panels.set_notice(table.id, posted.message_id)

    bot.outbox.put(table.row.channel_id, ("notice", table.id), send)
