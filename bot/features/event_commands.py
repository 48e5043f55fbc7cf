"""`/event arena|swiss|challenge|list|standings` and the event message's Join / Leave /
Standings buttons (issue 27; a challenge's Play is `bot.features.challenge`'s).  The
commands are declared for Discord in `bot.discord.commands.events`; they call these
handlers with plain values.

Creating an event takes Manage Server, or the role the server chose in `/settings server`
(`settings.may_organise_events`).  The event message is posted where the command was used;
with the server's thread setting on, a thread named for the event holds its games and pings.
The buttons are persistent controls (`bot.discord.routes`): they act after a restart, on
their own event only, in its server only.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from engine import GAMES
from i18n import t


from ..discord import replies, threads
from ..discord.customid import ComponentId
from ..discord.layout import TEXT_MAX
from ..discord.replies import Interaction
from ..discord.voices import private_voice, server_voice, worded
from ..event_service import EventService, Joined
from ..service import Refusal
from ..storage import EventClosed, EventRow
from . import challenge, event_board, settings
from .standings import describe
from .event_board import event_payload, refresh, standings_of, standings_view
from ..events.kinds import ARENA, ARENA_MINUTES, CHALLENGE, EVENT_KINDS, START_WITHIN_HOURS, SWISS, SWISS_ROUNDS, kind_of

if TYPE_CHECKING:
    from ..discord.host import Host

# Games two members play: the arena's and the Swiss's (a challenge's: `challenge.challenge_games`).
PAIRED_GAMES = [key for key, info in GAMES.items() if 2 in info.players]
NAME_MAX = 60
SWISS_START_MINUTES = 10  # a Swiss opens this long before its first round unless told


# ---------------------------------------------------------------------------- creating


def _within(value: int | None, bounds: tuple[int, int], key: str) -> None:
    if value is not None and not bounds[0] <= value <= bounds[1]:
        raise Refusal(key, low=bounds[0], high=bounds[1])


async def create(bot: "Host", interaction: Interaction, *, kind: str, key: str, name: str | None,
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
    voice = await server_voice(bot, interaction)  # the event message is public
    title = (name or "").strip()[:NAME_MAX] or await worded(voice, lambda: t(
        "events-default-name", kind=t(EVENT_KINDS[kind].name_key), game=info.title))
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


async def on_join(bot: "Host", interaction: Interaction, event: EventRow, cid: ComponentId) -> None:
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


async def on_leave(bot: "Host", interaction: Interaction, event: EventRow, cid: ComponentId) -> None:
    _offered(event, cid)
    if not await EventService(bot.storage, bot.service).leave(event, interaction.user.id):
        raise Refusal("events-not-in")
    await replies.send_private(interaction, t("events-left", name=event.name))
    refresh(bot, event)


async def on_standings(bot: "Host", interaction: Interaction, event: EventRow, cid: ComponentId) -> None:
    await send_standings(bot, interaction, event)


async def send_standings(bot: "Host", interaction: Interaction, event: EventRow) -> None:
    """The whole standings, privately, as text in the asker's language (every line: a large
    event's standings go in several messages)."""
    voice = await private_voice(bot, interaction)
    table, names, _ = await standings_of(bot, event)
    now = time.time()

    def words() -> list[str]:
        view = standings_view(event, table, names, now)
        # The text's times are Discord's, live in the reader's zone.
        return _pieces(describe(view))

    for piece in await worded(voice, words):  # a large event's every line: cut nobody off
        await replies.send_private(interaction, piece)


def _pieces(text: str, limit: int = TEXT_MAX) -> list[str]:
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


async def arena(bot: "Host", interaction: Interaction, *, key: str, minutes: int, name: str | None,
                starts_in: int | None) -> None:
    """`/event arena`: `minutes` long, from `starts_in` minutes on (now by default)."""
    _within(minutes, ARENA_MINUTES, "events-minutes-range")
    await create(bot, interaction, kind=ARENA, key=key, name=name, starts_in_minutes=starts_in or 0,
                 ends_after_minutes=minutes, options={})


async def swiss(bot: "Host", interaction: Interaction, *, key: str, rounds: int, name: str | None,
                starts_in: int | None) -> None:
    """`/event swiss`: `rounds` rounds, the first `starts_in` minutes from now (ten by default)."""
    _within(rounds, SWISS_ROUNDS, "events-rounds-range")
    await create(bot, interaction, kind=SWISS, key=key, name=name,
                 starts_in_minutes=SWISS_START_MINUTES if starts_in is None else starts_in,
                 ends_after_minutes=None, options={"rounds": rounds})


async def same_deal(bot: "Host", interaction: Interaction, *, key: str, deals: int, hours: int, name: str | None,
                    starts_in: int | None) -> None:
    """`/event challenge`: `deals` deals everyone plays, for `hours` hours."""
    _within(deals, challenge.DEALS, "events-deals-range")
    _within(hours, challenge.HOURS, "events-hours-range")
    info = GAMES[key]
    await create(bot, interaction, kind=CHALLENGE, key=info.key, name=name, starts_in_minutes=starts_in or 0,
                 ends_after_minutes=hours * 60, options=lambda: challenge.choose_deals(bot, info, deals))


async def list_events(bot: "Host", interaction: Interaction) -> None:
    """`/event list`: this server's events, privately."""
    live = await bot.storage.events.listed(interaction.guild_id or 0)
    lines = [t("events-list-line", id=e.id, name=e.name, kind=event_board.kind_name(e),
               game=GAMES[e.key].title, status=event_board.status_line(e, time.time()),
               link=replies.message_link(e.guild_id, e.channel_id, e.message_id))
             for e in live]
    await replies.send_private(interaction, "\n".join(lines), head=t("events-list-head", n=len(lines)))


async def standings(bot: "Host", interaction: Interaction, event_id: int) -> None:
    """`/event standings <id>`: an event of this server's, its whole standings privately."""
    found = await bot.storage.events.load(event_id)
    if found is None or found.guild_id != interaction.guild_id:
        raise Refusal("events-unknown")
    await send_standings(bot, interaction, found)


__all__ = ["PAIRED_GAMES", "arena", "create", "list_events", "on_join", "on_leave", "on_standings", "same_deal",
           "send_standings", "standings", "swiss"]
