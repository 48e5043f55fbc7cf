"""A private table: a game of one seat that only its player sees and plays, on ephemeral
messages (a daily deal's: `bot.features.daily_table`; a same-deal challenge's deal:
`bot.features.challenge`).

Its controls are the private panels' persistent components (`pmove`, `pmenu`, `refresh`;
the router sends a game's clicks here by its mode: `bot.discord.routes`): each click loads
the game and checks the player and the version, so the table works after a restart.  A kind
of private table says its own words (`PrivateTable.head`: a `Heading`) and what its game's
end does (`on_over`); what features add to any table (Hint, the result's lines) comes from
the app's declaration (`Host.table_parts`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from dataclasses import replace

import i18n
from i18n import Message, t

from . import replies
from .clicks import Click, Surface, picture_changed
from .components import control_button, private_controls
from .customid import ComponentId
from .layout import Kept
from .sending import Draft
from .pictures import described, picture
from .replies import Interaction, mention
from ..service import Change, Refusal, Table
from .table import change_note, state_lines, tone
from .voices import Voice, adopted

if TYPE_CHECKING:
    from .host import Host

SEAT = 0  # a private table has one seat
GIVE_UP = "giveup"  # give up a challenge's deal: asked to confirm, then lost (bot.discord.resign)


class Heading(NamedTuple):
    """A private table's own words: its first line, and the line it ends with once its game
    is over; and whether it offers Give up (a challenge's deal: `GIVE_UP`)."""

    first: Message
    over: Message
    give_up: bool = False


def panel_text(bot: "Host", table: Table, head: Heading, note: str = "", prompt: str = "") -> Draft:
    lines = state_lines(table, SEAT, note, parts=bot.table_parts)
    if table.over:
        lines.append(head.over.say(i18n.current()))
    if prompt:
        lines.append(f"*{prompt}*")
    return Draft("\n".join(lines), head=head.first.say(i18n.current()), tone=tone(table, SEAT))


DAILY_PICTURE = "daily.png"


async def panel_payload(bot: "Host", table: Table, head: Heading, *, path: str = "", note: str = "",
                        with_picture: bool = True, voice: Voice | None = None) -> dict[str, Any]:
    """A private table with its first line `head`, in its player's `voice` (default: the
    language being spoken)."""
    voice = voice or Voice(i18n.current())
    state = table.state
    view, prompt = private_controls(state, table.id, table.version, SEAT, path,
                                    hint=bot.table_parts.hint(table) and voice.hints)
    if view is not None and head.give_up:
        view.add_item(control_button(ComponentId(GIVE_UP, table.id, table.version), label=t("events-challenge-give-up"),
                                     style="danger", row=4))
    seen = state.view(SEAT)
    payload = replace(panel_text(bot, table, head, note, prompt), controls=view).payload()
    if with_picture:
        payload["attachments"] = [await picture(table.row.key, seen, DAILY_PICTURE, theme=voice.theme,
                                                locale=voice.locale)]
    else:
        payload["kept"] = (Kept(DAILY_PICTURE, described(table.row.key, seen)),)
    return payload


async def send_panel(bot: "Host", interaction: Interaction, table: Table, head: Heading, note: str = "") -> None:
    """The private table as a new ephemeral message (only the player sees it)."""
    await replies.send_private_payload(interaction, await panel_payload(bot, table, head, voice=adopted(interaction),
                                                                        note=note))


class PrivateTable(Surface):
    """A table only its one player sees and acts on (`bot.discord.clicks`), on the version
    its buttons were drawn for, in their language.  A kind says its words (`head`) and what
    its game's end does (`on_over`)."""

    stale_key = "info-daily-stale"  # a click on an earlier position: said before the table as it stands

    async def head(self, bot: "Host", table: Table) -> Heading:
        raise NotImplementedError

    async def on_over(self, bot: "Host", interaction: Interaction, table: Table) -> None:
        """The game just ended on this table (its result is stored)."""

    def not_seated(self, table: Table) -> Message:
        return Message("info-daily-not-yours", owner=mention(table.users[SEAT]), game=table.row.key)

    def over(self, table: Table) -> Message:
        return Message("info-daily-over", game=table.row.key)

    async def _payload(self, click: Click, table: Table, **how: Any) -> dict[str, Any]:
        return await panel_payload(click.bot, table, await self.head(click.bot, table),
                                   voice=adopted(click.interaction), **how)

    async def on_stale(self, click: Click) -> None:
        # An ephemeral message cannot be edited from an old token for long: the table as it
        # stands, as a new one.
        await replies.send_private_payload(click.interaction, await self._payload(click, click.table),
                                           lead=t(self.stale_key))

    async def on_choice_gone(self, click: Click) -> None:
        raise Refusal("info-daily-choice-gone")

    async def on_menu(self, click: Click, path: str) -> None:
        # same picture, next step of the menu
        await replies.edit(click.interaction, **await self._payload(click, click.table, path=path,
                                                                    with_picture=False))

    async def on_moved(self, click: Click, change: Change) -> None:
        await replies.edit(click.interaction, **await self._payload(
            click, change.table, note=change_note(change, SEAT), with_picture=picture_changed(click, change, SEAT)))
        if change.table.over:
            await self.on_over(click.bot, click.interaction, change.table)

    async def on_refresh(self, click: Click) -> None:
        await replies.edit(click.interaction, **await self._payload(click, click.table))

    async def on_ended(self, click: Click) -> None:
        # A click on the table after its game ended elsewhere (Give up, confirmed on its own
        # message): nothing changes, and the table shows the end, without move controls.
        table = click.table
        await replies.edit(click.interaction, **await self._payload(
            click, table, note=self.over(table).say(i18n.current()), with_picture=not click.drawn_now))


__all__ = ["GIVE_UP", "SEAT", "Heading", "PrivateTable", "panel_payload", "send_panel"]
