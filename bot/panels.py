"""Private panels: how a seat plays a game whose hands are hidden (`GameInfo.hidden_hands`).

Each player acts from an ephemeral message drawn from `view(seat)`, opened with "Your hand"
on the public table and re-openable at any time (ephemerals can be dismissed and their
tokens expire).  Logs name games and seats, never actions: an action may name a face-down
card.

Panels act on a moving table: another seat's moves bump the game version while this
seat's own options stay the same.  So a panel click is checked against the current legal
actions of its seat (the engine decides), not against the version it was drawn at; a
choice that no longer exists is refused with the current panel.

A daily deal (`bot.daily_play`) is played on a private table made of the same controls; its
clicks are handed to that module.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Sequence

import discord

from .components import private_controls
from .pictures import picture
from .picker import StaleChoice, menu
from . import daily_play, hints, notices, replies
from .replies import mention
from .service import Change, Refusal, Table
from .table import change_note, edit_public, state_lines

if TYPE_CHECKING:
    from .app import CardBot
    from .customid import ComponentId

log = logging.getLogger("bot.panels")


def panel_text(table: Table, seat: int, note: str = "", prompt: str = "") -> str:
    others = [("the bot" if s in table.bot_seats else mention(uid)) for s, uid in enumerate(table.users) if s != seat]
    lines = [f"**Your hand** \u00b7 {table.info.title} \u00b7 against {', '.join(others)}",
             *state_lines(table, seat, note)]
    out = table.state.outcome()
    if out is not None and seat in table.human_seats:
        lines.append("**You won.**" if seat in out.winners else "**A draw.**" if not out.winners
                     and out.ending == "normal" else "**You lost.**")
    elif seat not in table.state.to_act():
        lines.append(table.info.wait_hint + " This panel updates itself when it is your turn.")
    if prompt:
        lines.append(f"*{prompt}*")
    return "\n".join(lines)[:2000]


async def panel_payload(table: Table, seat: int, *, path: str = "", note: str = "",
                        with_picture: bool = True) -> dict[str, Any]:
    state = table.state
    view, prompt = private_controls(state, table.id, table.version, seat, path, hint=hints.offered(table))
    payload: dict[str, Any] = {"content": panel_text(table, seat, note, prompt), "view": view}
    if with_picture:
        payload["attachments"] = [await picture(table.row.key, state.view(seat), "hand.png")]
    return payload


async def on_open(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    """"Your hand" on the public table: a fresh private panel."""
    if not table.info.hidden_hands:
        raise Refusal("This game is played on the table itself.")
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    payload = await panel_payload(table, seat)
    message_id = await replies.send_private(interaction, payload["content"], files=payload["attachments"],
                                            view=payload["view"] or discord.utils.MISSING)
    if message_id is not None:
        await bot.storage.panels.remember(table.id, seat, interaction.token, message_id, time.time())


async def on_refresh(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    if table.row.mode == "daily":  # a daily deal's private table (bot.daily_play)
        await daily_play.on_refresh(bot, interaction, table, cid)
        return
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    await replies.edit(interaction, **await panel_payload(table, seat))
    await remember(bot, interaction, table, seat)


async def on_step(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId",
                  path: str) -> None:
    """A picker button or select on a private panel."""
    if table.row.mode == "daily":  # a daily deal's private table (bot.daily_play)
        await daily_play.on_step(bot, interaction, table, cid, path)
        return
    if not table.info.hidden_hands:  # a forged panel control naming a game played on its table
        raise Refusal("This game is played on its table, not from a panel; nothing was changed.")
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    state = table.state
    if seat not in state.to_act():
        payload = await panel_payload(table, seat, note="Nothing to do now; nothing was changed.")
        await replies.edit(interaction, **payload)
        return
    if cid.version != table.version and seat in state.reacting():
        # An out-of-turn question is asked at one position: a button from an earlier one
        # answered an earlier question (its default may have been taken since, and the same
        # seat asked again), so it must not answer this one.  Panels of seats that act at
        # the same time stay usable across each other's moves.
        payload = await panel_payload(table, seat, note="That button belongs to an earlier question; "
                                                        "nothing was changed. This is the question now.")
        await replies.edit(interaction, **payload)
        return
    try:
        st = menu(state, seat, path)
    except StaleChoice:
        payload = await panel_payload(table, seat, note="That choice is not available any more; nothing was changed.")
        await replies.edit(interaction, **payload)
        return
    if st.action is None:  # same picture, new menu
        payload = await panel_payload(table, seat, path=st.path, with_picture=False)
        await replies.edit(interaction, **payload)
        return
    change = await bot.service.act(table, interaction.user.id, st.action)
    payload = await panel_payload(change.table, seat, note=change_note(change, seat))
    await replies.edit(interaction, **payload)
    await remember(bot, interaction, change.table, seat)
    await announce(bot, change, seat)


async def remember(bot: "CardBot", interaction: discord.Interaction, table: Table, seat: int) -> None:
    """This interaction's token can edit the seat's panel for the next 15 minutes."""
    if interaction.message is not None:
        await bot.storage.panels.remember(table.id, seat, interaction.token, interaction.message.id, time.time())


async def announce(bot: "CardBot", change: Change, actor: int | None, *, lead: str = "",
                   also: Sequence[int] = ()) -> None:
    """After a change made anywhere but on the public table: the table tells what happened
    (`lead` first), then `after_change`; the panels of `also` are redrawn too."""
    await edit_public(bot, change.table, note="\n".join(filter(None, [lead, change_note(change, None)])))
    await after_change(bot, change, actor, also)


async def after_change(bot: "CardBot", change: Change, actor: int | None, also: Sequence[int] = ()) -> None:
    """In a game several people play: the panels of the seats whose turn just came (of every
    seat, at the end) and of `also` update themselves, and one notice pings whoever must act
    now."""
    table = change.table
    if not table.timed or not change.moves:
        return
    was_waiting = change.moves[0].before.to_act() - table.bot_seats
    newly = [s for s in table.waiting if s not in was_waiting]
    for seat in dict.fromkeys([*(table.human_seats if table.over else newly), *also]):
        if seat != actor and seat in table.human_seats:
            await update_panel(bot, change, seat)
    # A turn opened for someone: the notice names everyone who must act now (the one who
    # clicked too: in a round both play, it is theirs as much as the other's).
    await notices.post(bot, table, table.waiting if newly else ())


async def update_panel(bot: "CardBot", change: Change, seat: int) -> None:
    """Redraw a seat's private panel through the newest token that may still edit it."""
    table = change.table
    found = await bot.storage.panels.live(table.id, seat, time.time())
    if found is None or not table.info.hidden_hands:
        return  # no panel, or its token expired: the public table says whose turn it is
    payload = await panel_payload(table, seat, note=change_note(change, seat))
    webhook = discord.Webhook.partial(bot.application_id or 0, found.token, client=bot)
    try:
        await webhook.edit_message(found.message_id, content=payload["content"],
                                   attachments=payload["attachments"], view=payload["view"],
                                   allowed_mentions=replies.NO_MENTIONS)
    except discord.HTTPException:
        log.info("could not update the panel of seat %s in game %s", seat, table.id)
