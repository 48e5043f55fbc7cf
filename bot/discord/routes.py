"""Every kind of control the bot puts on a message, declared once: its component, the only
kind of message it acts on, what it acts on (its loader) and who answers it.

The router (`CardBot.on_control`) reads this table and nothing else: a custom_id naming a
kind not here is refused; the component clicked must be the kind's; then the kind's loader
(`bot.discord.loaders`) hands its handler what the control acts on: a game's controls reach
their handler with the game loaded and locked, an invitation's with the invitation, an
event's with the event, a replay's with neither (a replay changes nothing).  A picker
click's surface (the public table, a seat's panel, a daily deal's table) follows from the
kind and the game's mode.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ..features import challenge, daily_table, event_board, event_commands, hints, replay, verdicts
from ..service import Table
from . import clicks, loaders as load, panels, resign, seating, table
from .clicks import Surface
from .customid import BUTTON, EVENT, INVITATION, PANEL, PUBLIC, REPLAY, SELECT
from .loaders import Handler, Route


_PRIVATE_TABLES: dict[str, Surface] = {"daily": daily_table.DAILY_TABLE, "challenge": challenge.CHALLENGE_TABLE}


def private_table(game: Table) -> Surface:
    """The private surface a game is played on: a daily deal's or a challenge's table (by
    the game's mode), or a seat's panel."""
    return _PRIVATE_TABLES.get(game.row.mode, panels.SEAT_PANEL)


def public_table(game: Table) -> Surface:
    return table.PUBLIC_TABLE


_on_table_step: Handler[Table] = table.end_shown_first(partial(clicks.on_step, public_table))
_on_private_step: Handler[Table] = partial(clicks.on_step, private_table)
_on_refresh: Handler[Table] = partial(clicks.on_refresh, private_table)

ROUTES: dict[str, Route[Any]] = {r.kind: r for r in (
    Route("move", BUTTON, PUBLIC, load.GAME, _on_table_step),  # a picker step on the public table (`path` is where it leads)
    Route("menu", SELECT, PUBLIC, load.GAME, _on_table_step),  # a picker select on the public table (the value is the next token)
    Route("resign", BUTTON, PUBLIC, load.GAME, table.end_shown_first(resign.on_resign)),  # asks to confirm, privately
    Route("again", BUTTON, PUBLIC, load.GAME, table.end_shown_first(seating.on_again)),  # play again (solo, or against the bot)
    Route("rematch", BUTTON, PUBLIC, load.GAME, table.end_shown_first(seating.on_rematch)),  # invite the same players again
    Route("hand", BUTTON, PUBLIC, load.GAME, table.end_shown_first(panels.on_open)),  # open my private panel
    Route("pmove", BUTTON, PANEL, load.GAME, _on_private_step),  # a picker step on a private table
    Route("pmenu", SELECT, PANEL, load.GAME, _on_private_step),  # a picker select on a private table
    Route("refresh", BUTTON, PANEL, load.GAME, _on_refresh),  # draw my table again
    Route("confirm", BUTTON, PANEL, load.GAME, resign.on_confirm),  # yes, resign (on the private confirmation)
    Route("here", BUTTON, PANEL, load.GAME, table.on_bring_back),  # bring my running game's table back here
    Route("hint", BUTTON, PUBLIC, load.GAME, table.end_shown_first(hints.on_hint)),  # a hint for the one player of a solitaire table
    Route("phint", BUTTON, PANEL, load.GAME, hints.on_hint),  # the same on a private table
    Route("verdict", BUTTON, PUBLIC, load.GAME, table.end_shown_first(verdicts.on_verdict)),  # was this lost deal winnable?
    Route("accept", BUTTON, INVITATION, load.INVITATION, seating.on_invitation),
    Route("decline", BUTTON, INVITATION, load.INVITATION, seating.on_invitation),
    Route("withdraw", BUTTON, INVITATION, load.INVITATION, seating.on_invitation),
    Route(replay.PUBLIC_KIND, BUTTON, REPLAY, load.NOTHING, replay.on_click),  # page a public replay to step `path`
    Route(replay.SEAT_KIND, BUTTON, PANEL, load.NOTHING, replay.on_click),  # page a replay from the clicker's own seat
    Route(event_board.JOIN, BUTTON, EVENT, load.EVENT, event_commands.on_join),  # join an event (or come back)
    Route(event_board.LEAVE, BUTTON, EVENT, load.EVENT, event_commands.on_leave),  # leave: paired no more until Join
    Route(event_board.STANDINGS, BUTTON, EVENT, load.EVENT, event_commands.on_standings),  # the standings, privately
    Route(event_board.PLAY, BUTTON, EVENT, load.EVENT, challenge.on_play),  # a challenge's next deal, on a private table
    Route(daily_table.GIVE_UP, BUTTON, PANEL, load.GAME, resign.on_resign),  # give up a challenge's deal (asks first)
)}

__all__ = ["ROUTES", "Route", "private_table", "public_table"]

