"""`/event arena|swiss|challenge|list|standings` and the event message's Join / Leave /
Standings buttons (issue 27; a challenge's Play is `bot.features.challenge`'s).

Creating an event takes Manage Server, or the role the server chose in `/settings server`
(`settings.may_organise_events`).  The event message is posted where the command was used;
with the server's thread setting on, a thread named for the event holds its games and pings.
The buttons are persistent controls (`bot.discord.routes`): they act after a restart, on
their own event only, in its server only.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES
from i18n import t

from render.standings import describe

from ..discord import replies, threads
from ..discord.customid import ComponentId
from ..discord.translator import keyed
from ..event_service import EventService, Joined
from ..service import Refusal
from ..storage import EventClosed, EventRow
from . import challenge, event_board, settings
from .event_board import event_payload, refresh, standings_of, standings_picture, standings_view
from .events import ARENA, ARENA_MINUTES, CHALLENGE, EVENT_KINDS, START_WITHIN_HOURS, SWISS, SWISS_ROUNDS, kind_of

if TYPE_CHECKING:
    from ..discord.host import Host

# Games one member plays alone: a same-deal challenge's (bot.features.challenge).
CHALLENGE_CHOICES = [app_commands.Choice(name=info.title, value=info.key) for info in challenge.challenge_games()]
# Games two members play: the arena's and the Swiss's.
PAIRED_GAMES = [key for key, info in GAMES.items() if 2 in info.players]
PAIRED_CHOICES = [app_commands.Choice(name=GAMES[key].title, value=key) for key in PAIRED_GAMES]
NAME_MAX = 60
SWISS_START_MINUTES = 10  # a Swiss opens this long before its first round unless told


# ---------------------------------------------------------------------------- creating


def _within(value: int | None, bounds: tuple[int, int], key: str) -> None:
    if value is not None and not bounds[0] <= value <= bounds[1]:
        raise Refusal(key, low=bounds[0], high=bounds[1])


async def create(bot: "Host", interaction: discord.Interaction, *, kind: str, key: str, name: str | None,
                 starts_in_minutes: int, ends_after_minutes: int | None,
                 options: dict[str, Any] | Callable[[], Awaitable[dict[str, Any]]]) -> EventRow:
    """An event made from a command: permission, the server's games, its message (and its
    thread), and its timer, due at its start."""
    guild_id = interaction.guild_id
    if guild_id is None or interaction.channel_id is None:
        raise Refusal("events-server-only")
    server = await bot.storage.preferences.server(guild_id)
    if not settings.may_organise_events(interaction, server):
        raise Refusal("events-not-allowed")
    info = GAMES[key]
    if not server.allows(key):
        raise Refusal("settings-game-not-allowed", game=info.title)
    _within(starts_in_minutes, (0, START_WITHIN_HOURS * 60), "events-starts-in-range")
    voice = await settings.public_voice(bot, guild_id, interaction.guild_locale)  # the event message is public
    with i18n.speaking(voice.locale):
        title = (name or "").strip()[:NAME_MAX] or t("events-default-name", kind=t(EVENT_KINDS[kind].name_key),
                                                       game=info.title)
    now = time.time()
    starts_at = now + starts_in_minutes * 60
    ends_at = None if ends_after_minutes is None else starts_at + ends_after_minutes * 60
    thread_id = None
    if server.threads and not threads.in_thread(interaction):
        thread_id = await threads.open_thread(bot, interaction.channel_id, title)
    await bot.storage.remember_names({interaction.user.id: interaction.user.display_name})
    # Its timer with it: an event whose message could not be posted still runs (/event list shows it).
    event = await EventService(bot.storage, bot.service).create(
        guild_id=guild_id, channel_id=interaction.channel_id, kind=kind, key=key, name=title, starts_at=starts_at,
        ends_at=ends_at, options=await options() if callable(options) else options,  # a challenge's deals: now
        created_by=interaction.user.id)
    message_id = await replies.send_public(interaction, await event_payload(bot, event, voice))
    await bot.storage.events.set_message(event.id, message_id=message_id, thread_id=thread_id)
    if starts_at <= now:
        bot.kick_timers()
    return event


# ---------------------------------------------------------------------------- the buttons


def _offered(event: EventRow, cid: ComponentId) -> None:
    """A control acts only on an event whose kind's message has it (`EventKind.controls`):
    a forged Join or Leave on a challenge's message changes nothing."""
    if cid.kind not in kind_of(event).controls:
        raise Refusal("errors-control-unknown")


async def on_join(bot: "Host", interaction: discord.Interaction, event: EventRow, cid: ComponentId) -> None:
    _offered(event, cid)
    user = interaction.user
    await bot.storage.remember_names({user.id: user.display_name})
    seeding = 0
    rating = (await bot.storage.ratings.of(event.key, [user.id])).get(user.id)
    if rating is not None:  # a Swiss seeds by rating: the strongest first
        seeding = -int(round(rating.mu * 100))
    try:
        done = await EventService(bot.storage, bot.service).join(event, user.id, seeding=seeding)
    except EventClosed:
        raise Refusal("events-closed") from None
    if done.pair_now:  # an arena pairs at once rather than at the next wave
        bot.kick_timers()
    answer = {Joined.JOINED: kind_of(event).joined_key, Joined.BACK: "events-back",
              Joined.ALREADY: "events-already-in"}[done.joined]
    await replies.send_private(interaction, t(answer, name=event.name))
    refresh(bot, event)


async def on_leave(bot: "Host", interaction: discord.Interaction, event: EventRow, cid: ComponentId) -> None:
    _offered(event, cid)
    if not await EventService(bot.storage, bot.service).leave(event, interaction.user.id):
        raise Refusal("events-not-in")
    await replies.send_private(interaction, t("events-left", name=event.name))
    refresh(bot, event)


async def on_standings(bot: "Host", interaction: discord.Interaction, event: EventRow, cid: ComponentId) -> None:
    await send_standings(bot, interaction, event)


async def send_standings(bot: "Host", interaction: discord.Interaction, event: EventRow) -> None:
    """The whole standings, privately: a picture in the asker's theme and language, and the
    same as text."""
    voice = await settings.private_voice(bot, interaction)
    table, names, _ = await standings_of(bot, event)
    with i18n.speaking(voice.locale):
        now = time.time()
        view = standings_view(event, table, names, now)
        # The text's times are Discord's, live in the reader's zone (the picture's are words).
        first, *rest = _pieces(describe(replace(view, status=event_board.status_line(event, now))))
    await replies.send_private(interaction, first, file=await standings_picture(view, voice))
    for piece in rest:  # a large event's every line, for screen readers: cut nobody off
        await replies.send_private(interaction, piece)


def _pieces(text: str, limit: int = 2000) -> list[str]:
    """`text` cut at line ends into messages of at most `limit` characters."""
    pieces = [""]
    for line in text.splitlines():
        line = line[:limit]
        if pieces[-1] and len(pieces[-1]) + 1 + len(line) > limit:
            pieces.append(line)
        else:
            pieces[-1] = f"{pieces[-1]}\n{line}" if pieces[-1] else line
    return pieces


# ---------------------------------------------------------------------------- the commands


def register_events(bot: "Host") -> None:
    group = app_commands.Group(name=keyed("cmd-event"), description=keyed("cmd-event-desc"), guild_only=True)

    @group.command(name=keyed("cmd-event-arena"), description=keyed("cmd-event-arena-desc"))
    @app_commands.rename(game=keyed("cmd-game"), minutes=keyed("cmd-event-minutes"), name=keyed("cmd-event-name"),
                         starts_in=keyed("cmd-event-starts-in"))
    @app_commands.describe(game=keyed("cmd-event-game-desc"), minutes=keyed("cmd-event-minutes-desc"),
                           name=keyed("cmd-event-name-desc"), starts_in=keyed("cmd-event-starts-in-desc"))
    @app_commands.choices(game=PAIRED_CHOICES)
    async def arena(interaction: discord.Interaction, game: app_commands.Choice[str], minutes: int,
                    name: Optional[str] = None, starts_in: Optional[int] = None) -> None:
        async with bot.work:
            _within(minutes, ARENA_MINUTES, "events-minutes-range")
            await create(bot, interaction, kind=ARENA, key=game.value, name=name, starts_in_minutes=starts_in or 0,
                         ends_after_minutes=minutes, options={})

    @group.command(name=keyed("cmd-event-swiss"), description=keyed("cmd-event-swiss-desc"))
    @app_commands.rename(game=keyed("cmd-game"), rounds=keyed("cmd-event-rounds"), name=keyed("cmd-event-name"),
                         starts_in=keyed("cmd-event-starts-in"))
    @app_commands.describe(game=keyed("cmd-event-game-desc"), rounds=keyed("cmd-event-rounds-desc"),
                           name=keyed("cmd-event-name-desc"), starts_in=keyed("cmd-event-starts-in-desc"))
    @app_commands.choices(game=PAIRED_CHOICES)
    async def swiss(interaction: discord.Interaction, game: app_commands.Choice[str], rounds: int,
                    name: Optional[str] = None, starts_in: Optional[int] = None) -> None:
        async with bot.work:
            _within(rounds, SWISS_ROUNDS, "events-rounds-range")
            await create(bot, interaction, kind=SWISS, key=game.value, name=name,
                         starts_in_minutes=SWISS_START_MINUTES if starts_in is None else starts_in,
                         ends_after_minutes=None, options={"rounds": rounds})

    @group.command(name=keyed("cmd-event-challenge"), description=keyed("cmd-event-challenge-desc"))
    @app_commands.rename(game=keyed("cmd-game"), deals=keyed("cmd-event-deals"), hours=keyed("cmd-event-hours"),
                         name=keyed("cmd-event-name"), starts_in=keyed("cmd-event-starts-in"))
    @app_commands.describe(game=keyed("cmd-event-game-desc"), deals=keyed("cmd-event-deals-desc"),
                           hours=keyed("cmd-event-hours-desc"), name=keyed("cmd-event-name-desc"),
                           starts_in=keyed("cmd-event-starts-in-desc"))
    @app_commands.choices(game=CHALLENGE_CHOICES)
    async def challenge_(interaction: discord.Interaction, game: app_commands.Choice[str], deals: int, hours: int,
                         name: Optional[str] = None, starts_in: Optional[int] = None) -> None:
        async with bot.work:
            _within(deals, challenge.DEALS, "events-deals-range")
            _within(hours, challenge.HOURS, "events-hours-range")
            info = GAMES[game.value]
            await create(bot, interaction, kind=CHALLENGE, key=info.key, name=name, starts_in_minutes=starts_in or 0,
                         ends_after_minutes=hours * 60, options=lambda: challenge.choose_deals(bot, info, deals))

    @group.command(name=keyed("cmd-event-list"), description=keyed("cmd-event-list-desc"))
    async def list_(interaction: discord.Interaction) -> None:
        async with bot.work:
            live = await bot.storage.events.listed(interaction.guild_id or 0)
            lines = [t("events-list-line", id=e.id, name=e.name, kind=event_board.kind_name(e),
                       game=GAMES[e.key].title, status=event_board.status_line(e, time.time()),
                       link=replies.message_link(e.guild_id, e.channel_id, e.message_id))
                     for e in live]
            await replies.send_private(interaction, "\n".join([t("events-list-head", n=len(lines)), *lines])[:2000])

    @group.command(name=keyed("cmd-event-standings"), description=keyed("cmd-event-standings-desc"))
    @app_commands.rename(event=keyed("cmd-event-id"))
    @app_commands.describe(event=keyed("cmd-event-id-desc"))
    async def standings(interaction: discord.Interaction, event: int) -> None:
        async with bot.work:
            found = await bot.storage.events.load(event)
            if found is None or found.guild_id != interaction.guild_id:
                raise Refusal("events-unknown")
            await send_standings(bot, interaction, found)

    bot.tree.add_command(group)


__all__ = ["PAIRED_GAMES", "create", "on_join", "on_leave", "on_standings", "register_events", "send_standings"]
