"""Every kind of control the bot puts on a message, declared once: its component, the only
kind of message it acts on, and who answers it.

The router (`CardBot.on_control`) reads this table and nothing else: a custom_id naming a
kind not here is refused; the component clicked must be the kind's; a game's controls reach
their handler with the game loaded and locked, an invitation's with the invitation, a
replay's with neither (a replay changes nothing), an event's with the event.  A picker click's surface (the public
table, a seat's panel, a daily deal's table) follows from the kind and the game's mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Awaitable, Callable

import discord

from ..features import challenge, daily_table, event_board, event_commands, hints, replay, verdicts
from ..service import Table
from ..storage import EventRow, InvitationRow
from . import clicks, panels, resign, seating, table
from .clicks import Surface
from .customid import BUTTON, EVENT, INVITATION, PANEL, PUBLIC, REPLAY, SELECT, ComponentId

if TYPE_CHECKING:
    from .host import Host

GameHandler = Callable[["Host", discord.Interaction, Table, ComponentId], Awaitable[None]]
InvitationHandler = Callable[["Host", discord.Interaction, ComponentId, InvitationRow], Awaitable[None]]
ClickHandler = Callable[["Host", discord.Interaction, ComponentId], Awaitable[None]]
EventHandler = Callable[["Host", discord.Interaction, EventRow, ComponentId], Awaitable[None]]


@dataclass(frozen=True)
class Route:
    kind: str
    component: str  # BUTTON | SELECT
    place: str  # PUBLIC | PANEL | INVITATION | REPLAY | EVENT: the only kind of message it acts on
    on_game: GameHandler | None = None
    on_invitation: InvitationHandler | None = None
    on_click: ClickHandler | None = None
    on_event: EventHandler | None = None


_PRIVATE_TABLES: dict[str, Surface] = {"daily": daily_table.DAILY_TABLE, "challenge": challenge.CHALLENGE_TABLE}


def private_table(game: Table) -> Surface:
    """The private surface a game is played on: a daily deal's or a challenge's table (by
    the game's mode), or a seat's panel."""
    return _PRIVATE_TABLES.get(game.row.mode, panels.SEAT_PANEL)


def public_table(game: Table) -> Surface:
    return table.PUBLIC_TABLE


_on_table_step = partial(clicks.on_step, public_table)
_on_private_step = partial(clicks.on_step, private_table)

ROUTES: dict[str, Route] = {r.kind: r for r in (
    Route("move", BUTTON, PUBLIC, on_game=_on_table_step),  # a picker step on the public table (`path` is where it leads)
    Route("menu", SELECT, PUBLIC, on_game=_on_table_step),  # a picker select on the public table (the value is the next token)
    Route("resign", BUTTON, PUBLIC, on_game=resign.on_resign),  # asks to confirm, privately
    Route("again", BUTTON, PUBLIC, on_game=seating.on_again),  # play again (solo, or against the bot)
    Route("rematch", BUTTON, PUBLIC, on_game=seating.on_rematch),  # invite the same players again
    Route("hand", BUTTON, PUBLIC, on_game=panels.on_open),  # open my private panel
    Route("pmove", BUTTON, PANEL, on_game=_on_private_step),  # a picker step on a private table
    Route("pmenu", SELECT, PANEL, on_game=_on_private_step),  # a picker select on a private table
    Route("refresh", BUTTON, PANEL, on_game=partial(clicks.on_refresh, private_table)),  # draw my table again
    Route("confirm", BUTTON, PANEL, on_game=resign.on_confirm),  # yes, resign (on the private confirmation)
    Route("here", BUTTON, PANEL, on_game=table.on_bring_back),  # bring my running game's table back here
    Route("hint", BUTTON, PUBLIC, on_game=hints.on_hint),  # a hint for the one player of a solitaire table
    Route("phint", BUTTON, PANEL, on_game=hints.on_hint),  # the same on a private table
    Route("verdict", BUTTON, PUBLIC, on_game=verdicts.on_verdict),  # was this lost deal winnable?
    Route("accept", BUTTON, INVITATION, on_invitation=seating.on_invitation),
    Route("decline", BUTTON, INVITATION, on_invitation=seating.on_invitation),
    Route("withdraw", BUTTON, INVITATION, on_invitation=seating.on_invitation),
    Route(replay.PUBLIC_KIND, BUTTON, REPLAY, on_click=replay.on_click),  # page a public replay to step `path`
    Route(replay.SEAT_KIND, BUTTON, PANEL, on_click=replay.on_click),  # page a replay from the clicker's own seat
    Route(event_board.JOIN, BUTTON, EVENT, on_event=event_commands.on_join),  # join an event (or come back)
    Route(event_board.LEAVE, BUTTON, EVENT, on_event=event_commands.on_leave),  # leave: paired no more until Join
    Route(event_board.STANDINGS, BUTTON, EVENT, on_event=event_commands.on_standings),  # the standings, privately
    Route(event_board.PLAY, BUTTON, EVENT, on_event=challenge.on_play),  # a challenge's next deal, on a private table
    Route(daily_table.GIVE_UP, BUTTON, PANEL, on_game=resign.on_resign),  # give up a challenge's deal (asks first)
)}

__all__ = ["ROUTES", "Route", "private_table", "public_table"]

