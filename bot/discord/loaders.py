"""What a control acts on, loaded before its handler runs: one loader per kind of thing.

- `GAME`: the game, locked and loaded through the table service, in its place (unless it is
  played privately), on its own public message for a public control; a select's choice is
  folded into the path first.
- `INVITATION`: the invitation, locked (invitations have their own id space) and loaded, in
  its place, on its own message.
- `EVENT`: the event, loaded (no lock: its handlers lock what they change), in its place.
- `NOTHING`: a replay's controls: nothing is loaded and no lock taken (a replay changes
  nothing).

Each loader hands its handler exactly what it loaded (`Handler[Table]`, `Handler[EventRow]`,
...), and a `Route` binds a control's kind to a loader and a handler of that loader's type.
A game's or an invitation's lock is held while the handler runs.  Every check refuses with
a `Refusal`, worded by the router in the clicker's voice.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Generic, Sequence, TypeVar

import discord

from ..service import Refusal, Table
from ..storage import EventRow, InvitationRow
from ..storage.game_rows import played_privately
from . import threads
from .components import message_has_component
from .customid import BUTTON, PUBLIC, ComponentId

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("bot")

T = TypeVar("T")
H = TypeVar("H")

# A handler of what a loader loaded: a game (`Table`), an invitation or an event.
Handler = Callable[["Host", discord.Interaction, T, ComponentId], Awaitable[None]]
# A handler of a control that loads nothing (a replay's).
ClickHandler = Callable[["Host", discord.Interaction, ComponentId], Awaitable[None]]


class Loader(ABC, Generic[H]):
    """Loads what a route's controls act on, checks that the click was made where it is,
    and runs the route's handler (of type `H`) with it."""

    @abstractmethod
    async def run(self, host: "Host", interaction: discord.Interaction, route: "Route[H]", cid: ComponentId,
                  values: list[str]) -> None: ...


@dataclass(frozen=True)
class Route(Generic[H]):
    """A kind of control: its component, the only kind of message it acts on, what it acts
    on (its loader) and who answers it (a handler of the loader's type)."""

    kind: str
    component: str  # BUTTON | SELECT
    place: str  # PUBLIC | PANEL | INVITATION | REPLAY | EVENT: the only kind of message it acts on
    loader: Loader[H]
    handler: H


class GameLoader(Loader[Handler[Table]]):
    async def run(self, host: "Host", interaction: discord.Interaction, route: Route[Handler[Table]],
                  cid: ComponentId, values: list[str]) -> None:
        if route.component != BUTTON:
            cid = with_choice(cid, values)
        async with host.lock_for(cid.game_id):
            found = await host.service.load(cid.game_id)
            if found is None:
                raise Refusal("errors-no-game")
            if not played_privately(found.row.mode):
                # A daily deal or a challenge's attempt is played on its player's private
                # table, reopened wherever they ask for it (bot.features.daily_table): it
                # belongs to no channel.
                refuse_if_elsewhere(host, interaction, found.row.guild_id, (found.row.channel_id, found.row.parent_id))
            if route.place == PUBLIC:
                found = await on_its_table(host, interaction, found)
            await route.handler(host, interaction, found, cid)


def with_choice(cid: ComponentId, values: list[str]) -> ComponentId:
    """A select's id with its choice as the path's next token: one value, or several from a
    multi-choice menu (joined as the picker spells a set)."""
    if not values or any(not v or "." in v or "+" in v for v in values):
        raise Refusal("errors-choice-unknown")
    token = "+".join(values)
    cid = replace(cid, path=f"{cid.path}.{token}" if cid.path else token)
    if len(cid.path) > 64:
        raise Refusal("errors-choice-unknown")
    return cid


async def on_its_table(host: "Host", interaction: discord.Interaction, found: Table) -> Table:
    """The game, once the click is known to be on its own public table: public controls act
    only on their own message, as a forged id could otherwise paint another game's table
    over this one.  A game played privately has no public table."""
    row = found.row
    claim = None if played_privately(row.mode) else partial(host.storage.claim_message, row.id,
                                                            channel_id=row.channel_id)
    message_id = await own_message(host, interaction, row.message_id, row.channel_id, claim,
                                   "errors-control-elsewhere")
    if message_id != row.message_id:  # recorded just now
        found = replace(found, row=replace(row, message_id=message_id))
    return found


class InvitationLoader(Loader[Handler[InvitationRow]]):
    async def run(self, host: "Host", interaction: discord.Interaction, route: Route[Handler[InvitationRow]],
                  cid: ComponentId, values: list[str]) -> None:
        async with host.lock_for(-cid.game_id):  # invitations have their own id space
            invitation = await host.storage.invitations.load(cid.game_id)
            if invitation is None:
                raise Refusal("bot-challenge-unknown")
            refuse_if_elsewhere(host, interaction, invitation.guild_id, (invitation.channel_id,))
            message_id = await own_message(
                host, interaction, invitation.message_id, invitation.channel_id,
                partial(host.storage.invitations.claim_message, invitation.id), "bot-challenge-unknown")
            await route.handler(host, interaction, replace(invitation, message_id=message_id), cid)


class EventLoader(Loader[Handler[EventRow]]):
    async def run(self, host: "Host", interaction: discord.Interaction, route: Route[Handler[EventRow]],
                  cid: ComponentId, values: list[str]) -> None:
        event = await host.storage.events.load(cid.game_id)
        if event is None:
            raise Refusal("events-unknown")
        refuse_if_elsewhere(host, interaction, event.guild_id, (event.channel_id, event.thread_id))
        await route.handler(host, interaction, event, cid)


class NothingLoader(Loader[ClickHandler]):
    async def run(self, host: "Host", interaction: discord.Interaction, route: Route[ClickHandler],
                  cid: ComponentId, values: list[str]) -> None:
        # A finished game's replay changes nothing and takes no game lock.  bot.features.replay
        # keeps a public replay to its game's server (in any of its channels: /replay may
        # be asked anywhere there; outside servers, to its own DM or group DM) and a seat's
        # replay to that game's players, wherever they ask (it is private, and only their
        # own seat).
        await route.handler(host, interaction, cid)


GAME = GameLoader()
INVITATION = InvitationLoader()
EVENT = EventLoader()
NOTHING = NothingLoader()


def refuse_if_elsewhere(host: "Host", interaction: discord.Interaction, guild_id: int,
                        channels: Sequence[int | None]) -> None:
    """A control acts only where its game (or challenge, or event) is: in its server, and in
    its channel, the thread it has for itself, that thread's parent channel, or another
    thread the bot opened there for a game (`threads.origin`: where "Bring the table here"
    is offered for a game of that channel).  A custom_id copied from elsewhere, even one
    naming the clicker's own game, changes nothing: a table brought "here" from another
    server would be tracked in neither place, and a move or a resignation would be played
    on a game nobody here can see."""
    where = threads.origin(host, interaction)
    clicked = {c for c in (where.channel_id, where.parent_id) if c}
    # Outside servers (a DM, a group DM) the game is stored with guild id 0.
    if (interaction.guild_id or 0) != guild_id or not clicked & {c for c in channels if c}:
        log.info("control from channel %s refused: its game or challenge is elsewhere", interaction.channel_id)
        raise Refusal("errors-control-other-place")


def posted_here(host: "Host", interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the clicked message is one the bot posted in `channel_id` carrying the
    clicked control itself: Discord sends the message with the click, so its author,
    channel and components are not the clicker's to choose, unlike the custom_id."""
    message, data = interaction.message, interaction.data
    clicked: Any = data if data is not None else {}
    return (message is not None and host.user is not None and message.author.id == host.user.id
            and not message.flags.ephemeral and interaction.channel_id == channel_id
            and message_has_component(message, str(clicked.get("custom_id", "")),
                                      int(clicked.get("component_type", 0))))


async def own_message(host: "Host", interaction: discord.Interaction, recorded: int | None, channel_id: int,
                      claim: Callable[[int], Awaitable[bool]] | None, refusal: str) -> int:
    """The clicked message's id, when it is the game's or challenge's own (`recorded`).
    A click the moment a table or challenge appeared, before its message id was stored
    (it is posted first, then recorded), records it now through `claim` (a conditional
    update: one message, whoever is first), if the message really is that post: the
    bot's own public message in `channel_id`, carrying the control.  Anything else is
    refused with `refusal`."""
    message = interaction.message
    if message is None:
        raise Refusal(refusal)
    if message.id == recorded:
        return message.id
    if (recorded is not None or claim is None or not posted_here(host, interaction, channel_id)
            or not await claim(message.id)):
        raise Refusal(refusal)
    return message.id


__all__ = ["EVENT", "GAME", "INVITATION", "NOTHING", "ClickHandler", "Handler", "Loader", "Route"]
