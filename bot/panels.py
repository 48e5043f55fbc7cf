"""Private panels: how a seat plays a game whose hands are hidden (`GameInfo.hidden_hands`).

Each player acts from an ephemeral message drawn from `view(seat)`, opened with "Your hand"
on the public table and re-openable at any time (ephemerals can be dismissed and their
tokens expire).  Logs name games and seats, never actions: an action may name a face-down
card.

Panels act on a moving table: another seat's moves bump the game version while this
seat's own options stay the same.  So a panel click is checked against the current legal
actions of its seat (the engine decides), not against the version it was drawn at; a
choice that no longer exists is refused with the current panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from .components import picker_view, refresh_view
from .pictures import picture
from .picker import StaleChoice, menu
from . import replies
from .service import Refusal, Table
from .table import change_note, edit_public, state_lines

if TYPE_CHECKING:
    from .app import CardBot
    from .customid import ComponentId


def panel_text(table: Table, seat: int, note: str = "", prompt: str = "") -> str:
    lines = [f"**Your hand** \u00b7 {table.info.title} \u00b7 you are Player {seat + 1}",
             *state_lines(table, seat, note)]
    if not table.over and seat not in table.state.to_act():
        lines.append(table.info.wait_hint + " Press **Refresh** to look again.")
    if prompt:
        lines.append(f"*{prompt}*")
    return "\n".join(lines)[:2000]


async def panel_payload(table: Table, seat: int, *, path: str = "", note: str = "",
                        with_picture: bool = True) -> dict[str, Any]:
    state = table.state
    view: discord.ui.View | None
    prompt = ""
    if state.outcome() is not None:
        view = None
    elif seat in state.to_act():
        st = menu(state, seat, path)
        prompt = st.prompt
        view = picker_view(table.id, table.version, st, private=True, resign=False, refresh=True)
    else:
        view = refresh_view(table.id)
    payload: dict[str, Any] = {"content": panel_text(table, seat, note, prompt), "view": view}
    if with_picture:
        payload["attachments"] = [await picture(table.row.key, state.view(seat), "hand.png")]
    return payload


async def on_open(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    """"Your hand" on the public table: a fresh private panel."""
    if not table.info.hidden_hands:
        raise Refusal("This game is played on the table itself.")
        return
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    payload = await panel_payload(table, seat)
    await replies.send_private(interaction, payload["content"], files=payload["attachments"],
                               view=payload["view"] or discord.utils.MISSING)


async def on_refresh(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    await replies.edit(interaction, **await panel_payload(table, seat))


async def on_step(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId",
                  path: str) -> None:
    """A picker button or select on a private panel."""
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    state = table.state
    if seat not in state.to_act():
        payload = await panel_payload(table, seat, note="Nothing to do now; nothing was changed.")
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
    await edit_public(bot, change.table, note=change_note(change, None))
