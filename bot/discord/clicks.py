"""One click path for every table a player plays on.

A click on a picker button or select (`move`/`menu` on a public table, `pmove`/`pmenu` on a
private one) is decided by `TableService.step` with no Discord: who clicked, whether the
control is stale, whose turn it is, a step through the menu or the move.  What the player
sees next is the surface's: each surface a player clicks is one small class (`Surface`)
saying what a stale click gets, how a new menu and a move are shown, and what happens after
a move.  `on_step` serves them all:

- `bot.discord.table.PublicTable`: the game's public message (games played on the table);
- `bot.discord.panels.SeatPanel`: a seat's private panel (games with hidden hands);
- `bot.features.daily_table.DailyTable`: a daily deal's private table.

What changes nothing in the picture (a step through the menu, Back, a refusal, a stale
click) sends no new picture: the message keeps its attachment and only the text and the
controls are edited, so the picture workers draw only what changed.

A player's click on a game that is over changes nothing: a private surface (a panel, a
daily deal's or a challenge's table) is redrawn as the game ended, without move controls,
saying so (`on_ended`); the public table refuses it.

Refusals travel as `Refusal` (words as data), worded by the router in the clicker's voice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import discord

from i18n import Message
from render import cards_only

from ..service import (Change, Refusal, Stepped, StepResult, Table, drawn_for_another_version, game_over,
                       not_seated)

if TYPE_CHECKING:
    from .customid import ComponentId
    from .host import Host


@dataclass(frozen=True)
class Click:
    """One click being answered: who clicked where, on which table, from which seat, and
    the version of the table its control was drawn at."""

    bot: "Host"
    interaction: discord.Interaction
    table: Table
    seat: int
    version: int

    @property
    def drawn_now(self) -> bool:
        """Whether the clicked message was drawn at the table's current version: then its
        picture still shows the table, and a click that changes nothing needs none."""
        return self.version == self.table.version


class Surface:
    """A message a player plays on.  The defaults are the public table's answers; a surface
    overrides what it does differently."""

    def played_elsewhere(self, table: Table) -> Message | None:
        """Why this game is not played from this kind of message (a forged or misplaced
        control), or None."""
        return None

    def stale(self, table: Table, seat: int, version: int) -> bool:
        """Whether a control drawn at `version` must not act (`TableService.step`)."""
        return drawn_for_another_version(table, seat, version)

    def not_seated(self, table: Table) -> Message:
        return not_seated(table)

    def over(self, table: Table) -> Message:
        return game_over(table)

    async def on_stale(self, click: Click) -> None:
        raise Refusal("bot-table-moved-on")

    async def on_not_your_turn(self, click: Click) -> None:
        raise Refusal("bot-not-your-turn")

    async def on_choice_gone(self, click: Click) -> None:
        raise Refusal("bot-choice-unavailable")

    async def on_menu(self, click: Click, path: str) -> None:
        """The same table, the menu at `path`: text and controls only, no new picture."""
        raise NotImplementedError

    async def on_moved(self, click: Click, change: Change) -> None:
        """A move was made: show the table after it, then tell whoever must know."""
        raise NotImplementedError

    async def on_refresh(self, click: Click) -> None:
        """Draw the surface again as it stands (a private table's "Refresh")."""
        raise Refusal("errors-control-unknown")

    async def on_ended(self, click: Click) -> None:
        """A player's click on a game that is over (a control drawn before its end, on a
        message that could not be edited then): nothing changes, and they are told.  A
        private surface shows the end instead, without move controls."""
        raise Refusal(self.over(click.table))

    def refuse(self, table: Table, why: StepResult) -> Refusal:
        return Refusal(self.not_seated(table) if why.what is Stepped.NOT_SEATED else self.over(table))


SurfaceOf = Callable[[Table], Surface]


async def on_step(surface_of: SurfaceOf, bot: "Host", interaction: discord.Interaction, table: Table,
                  cid: "ComponentId") -> None:
    """A picker button or select on any surface (`cid.path`: where it leads, a select's
    choice included): the service decides, the surface answers."""
    surface = surface_of(table)
    elsewhere = surface.played_elsewhere(table)
    if elsewhere is not None:
        raise Refusal(elsewhere)
    result = await bot.service.step(table, interaction.user.id, cid.path, cid.version, surface.stale)
    if result.what is Stepped.NOT_SEATED:
        raise surface.refuse(table, result)
    assert result.seat is not None
    click = Click(bot, interaction, table, result.seat, cid.version)
    match result.what:
        case Stepped.OVER:
            await surface.on_ended(click)
        case Stepped.STALE:
            await surface.on_stale(click)
        case Stepped.NOT_YOUR_TURN:
            await surface.on_not_your_turn(click)
        case Stepped.CHOICE_GONE:
            await surface.on_choice_gone(click)
        case Stepped.MENU:
            await surface.on_menu(click, result.path)
        case Stepped.MOVED:
            assert result.change is not None
            await surface.on_moved(click, result.change)


async def on_refresh(surface_of: SurfaceOf, bot: "Host", interaction: discord.Interaction, table: Table,
                     cid: "ComponentId") -> None:
    """"Refresh" on a private table: its player's, while the game runs."""
    surface = surface_of(table)
    seat = bot.service.player_seat(table, interaction.user.id)
    if isinstance(seat, StepResult):
        if seat.what is Stepped.OVER and seat.seat is not None:  # its player: the end, as it stands
            await surface.on_ended(Click(bot, interaction, table, seat.seat, cid.version))
            return
        raise surface.refuse(table, seat)
    await surface.on_refresh(Click(bot, interaction, table, seat, cid.version))


def picture_changed(click: Click, change: Change, viewer: int | None) -> bool:
    """Whether the clicked message's picture no longer shows `viewer`'s view after the move
    (a view is a value: views equal in what is drawn draw the same picture; a move that
    changed only words, a log line, keeps it)."""
    return (not click.drawn_now or not change.moves
            or cards_only(change.moves[0].before.view(viewer)) != cards_only(change.table.state.view(viewer)))
