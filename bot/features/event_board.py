"""An event's messages (issue 27): its public message with Join / Leave / Standings, the
standings as a picture and as text, a pairing's tables (each pinging its players), and the podium.

Everything an event posts or edits outside an interaction goes through the outbox
(`bot.discord.outbox`), keyed by what it changes, in the adapter's words (`bot.discord.sending`:
this module never handles a channel or Discord's errors): however many games of an event end
at once, its message is edited with the newest standings only, at the channel's pace.  Words
are said in the server's language, pictures drawn in its theme, in the worker processes.

A paired game is one message: its table, posted with a line above it that pings its two
players.  A channel takes about 5 messages in 5 seconds (Discord's limit, shared by every
table edit there), so a ping of its own for each game doubled the time a wave's tables took to
go out (docs/benchmarks.md, the arena).

The "event" timer's firing is here (`fire`): `bot.event_service.EventService.advance` moves
the event on (no Discord), then this module shows what changed.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

import i18n
from engine import GAMES
from i18n import Message, t

from ..discord import sending, threads
from ..discord.components import Controls, Style, control_button
from ..event_service import EventService
from ..discord.customid import ComponentId
from ..discord.layout import Tone
from ..discord.replies import mention
from ..discord.sending import Draft, Where
from ..discord.table import public_draft, table_voice
from ..storage import ChallengeAttempt, EventBye, EventGame, EventPlayer, EventRow, TimerRow
from . import standings
from .standings import StandingsView, describe_rows, event_standings, event_table, kind_name
from ..events.kinds import JOIN, LEAVE, PLAY, STANDINGS, Advanced, ChallengeStanding, Standing, kind_of
from ..discord.voices import Voice, public_voice, server_settings
from ..discord.web_links import Link, event_link, with_links

if TYPE_CHECKING:
    from ..discord.host import Host

TEXT_ROWS = 10  # standings lines written out in a message (the picture and the Standings button show all)
# Each control's button: its label and style, and whether it is off once the event closes.
BUTTONS: dict[str, tuple[str, Style, bool]] = {
    PLAY: ("events-button-play", "success", True),
    JOIN: ("events-button-join", "success", True),
    LEAVE: ("events-button-leave", "secondary", True),
    STANDINGS: ("events-button-standings", "primary", False),
}


# ---------------------------------------------------------------------------- words


def discord_time(at: float) -> str:
    """A time as Discord shows it: in each reader's own zone, counting down."""
    return f"<t:{int(at)}:R>"


def status_line(event: EventRow, now: float) -> str:
    """Where the event stands, said for its reader: a start or an end is a Discord time (each
    reader sees it in their own zone, counting down)."""
    return standings.status_line(event, discord_time)


def standings_view(event: EventRow, table: Sequence[Standing | ChallengeStanding], names: dict[int, str],
                   now: float) -> StandingsView:
    return event_standings(event, table, names, status_line(event, now))


def event_text(event: EventRow, view: StandingsView, players: int, now: float) -> Draft:
    """The event's public message: what it is (its heading), where it stands, how to take
    part, and the standings' first lines as a text table (no picture: it would say nothing
    more), under that one heading (the standings' own title and state would say it again)."""
    head = t("events-message-head", name=event.name, kind=kind_name(event), game=GAMES[event.key].title)
    lines = [status_line(event, now), t("events-message-players", n=players)]
    if not event.status.over:
        lines.append(t(kind_of(event).how_key, rounds=event.settings.rounds, deals=event.settings.deals,
                       winnable="yes" if event.settings.proved else "no"))
    if kind_of(event).hints_off:  # its results compare play without help (bot.features.hints)
        lines.append(t("events-challenge-hints-off"))
    rows = describe_rows(StandingsView(view.title, view.status, view.rows[:TEXT_ROWS]))
    if rows:  # none: the players' line says nobody has joined yet
        lines += ["", *rows]
    if len(view.rows) > TEXT_ROWS:
        lines.append(t("events-more-players", n=len(view.rows) - TEXT_ROWS))
    return Draft("\n".join(lines), head=head, tone=Tone.OVER if event.status.over else Tone.PLAYING)


def event_controls(event: EventRow) -> Controls:
    """Its kind's buttons (`EventKind.controls`): a challenge's Play, or Join and Leave."""
    view = Controls()
    for control in kind_of(event).controls:
        label, style, closes = BUTTONS[control]
        view.add_item(control_button(ComponentId(control, event.id), label=t(label), style=style,
                                     disabled=closes and event.status.closed))
    return view


# ---------------------------------------------------------------------------- reading


async def standings_of(bot: "Host", event: EventRow) -> tuple[list[Standing] | list[ChallengeStanding], dict[int, str],
                                                                int]:
    """The event's standings (`standings.event_table`), its players' names, and how many
    take part now (a challenge: how many have played)."""
    store = bot.storage.events
    players: list[EventPlayer] = []
    games: list[EventGame] = []
    byes: list[EventBye] = []
    attempts: list[ChallengeAttempt] = []
    if kind_of(event).alone:
        attempts = await store.attempts(event.id)
    else:
        players, (games, byes) = await store.players(event.id), await store.standings_input(event.id)
    table = event_table(event, players, games, byes, attempts)
    names = await bot.storage.ratings.names([s.user_id for s in table])
    present = len(table) if kind_of(event).alone else sum(1 for p in players if p.taking_part)
    return table, names, present


async def event_draft(bot: "Host", event: EventRow, voice: Voice, *, now: float | None = None) -> Draft:
    """The event message's words (its standings as a text table) and controls, in `voice`."""
    now = time.time() if now is None else now
    table, names, present = await standings_of(bot, event)
    with i18n.speaking(voice.locale):
        view = standings_view(event, table, names, now)
        said = event_text(event, view, present, now)
        controls = with_links(event_controls(event), await page_link(bot, event))
    return replace(said, pictures=(), controls=controls)


async def page_link(bot: "Host", event: EventRow) -> Link | None:
    """A link to the event's web page (worded in the current locale), when its server turned
    its pages on; the server's settings are read only when the pages have an address."""
    base = bot.settings.web_base_url
    return event_link(base, await server_settings(bot, event.guild_id), event) if base else None


async def event_payload(bot: "Host", event: EventRow, voice: Voice, *, now: float | None = None) -> dict[str, Any]:
    """`event_draft` as an interaction's answer takes it (the command that made the event)."""
    return (await event_draft(bot, event, voice, now=now)).payload()


async def event_voice(bot: "Host", event: EventRow) -> Voice:
    return await public_voice(bot, event.guild_id)


def place_of(event: EventRow) -> int:
    """Where an event's games and pings go: its thread, else its channel."""
    return event.thread_id or event.channel_id


# ---------------------------------------------------------------------------- showing what changed


async def fire(bot: "Host", timer: TimerRow, now: float) -> None:
    """The "event" timer (bot.discord.timers.TIMERS): the event moved on, then shown."""
    async with bot.lock_for(("event", timer.ref_id)):
        service = EventService(bot.storage, bot.service)
        await _open_places(bot, service, timer.ref_id)
        done = await service.advance(timer.ref_id, now, seen=timer.data)
    await advanced(bot, done)


async def _open_places(bot: "Host", service: EventService, event_id: int) -> None:
    """Threads for an event's tables, opened before its look pairs more games than its thread
    (or channel) takes (`GAMES_PER_PLACE`): each place has a message limit of its own.  Opened
    in the event's channel whatever the server's thread setting (that one is about a game of
    its own); where Discord refuses a thread, the games share the places there are."""
    event = await bot.storage.events.load(event_id)
    missing = 0 if event is None else await service.places_missing(event)
    if event is None or missing <= 0:
        return
    voice = await event_voice(bot, event)
    have = len(await bot.storage.events.places(event))
    for number in range(have + 1, have + missing + 1):
        name = i18n.tr(voice.locale, "events-tables-thread", name=event.name[:80], number=number)
        opened = await threads.open_thread(bot, event.channel_id, name)
        if opened is None:
            return
        await bot.storage.events.add_place(event.id, opened)


async def advanced(bot: "Host", done: Advanced) -> None:
    event = done.event
    if event is None:
        return
    for game in done.paired:
        await _post_game_where_played(bot, event, game)
    if done.changed:  # the outbox sends only the newest of the edits waiting
        refresh(bot, event)
    if done.ended:
        _post_podium(bot, event)


def refresh(bot: "Host", event: EventRow) -> None:
    """Bring the event's message up to date (through the outbox: the newest standings only)."""
    if event.message_id is None:
        return
    message_id = event.message_id

    async def send() -> None:
        current = await bot.storage.events.load(event.id) or event
        draft = await event_draft(bot, current, await event_voice(bot, current))
        await sending.edit(bot, Where.of(current), message_id, draft, what=f"update the message of event {event.id}")

    bot.outbox.put(event.channel_id, ("event", event.id), send)


def _post_game(bot: "Host", event: EventRow, game: EventGame, place: int) -> None:
    """A paired game's table posted where the event plays, pinging both players from a line
    above it (the line goes with the table's first edit; the ping has been given)."""
    async def send() -> None:
        async with bot.lock_for(game.game_id):
            table = await bot.service.load(game.game_id)
            if table is None or table.row.message_id is not None:  # gone, or posted (a restart's pass)
                return
            voice = await table_voice(bot, table)
            note = Message("events-table-note", round=game.round) if kind_of(event).rounds else ""
            ping = i18n.tr(voice.locale, "events-paired", first=mention(game.first_user),
                           second=mention(game.second_user), name=event.name)
            draft = (await public_draft(bot, table, note=note, voice=voice)).headed(
                ping, (game.first_user, game.second_user))
            posted = await sending.post(bot, Where.of(table.row), draft,
                                        what=f"post the table of event game {game.game_id}")
            if posted.message_id is not None:
                await bot.storage.set_message(table.id, posted.message_id, channel_id=table.row.channel_id,
                                              parent_id=table.row.parent_id, shown_version=table.version)

    # First: two players wait for it, and the other tables' edits lose nothing by waiting.
    bot.outbox.put(place, ("event-game", game.game_id), send, first=True)


async def post_unshown(bot: "Host", game_id: int) -> bool:
    """The start-up pass (`table.restore`) found a game whose table never went out: if it is
    a paired event game (its round committed, then the process stopped), it is posted as at
    its pairing, with its players' ping.  False when it is no such game."""
    game = await bot.storage.events.game(game_id)
    event = None if game is None else await bot.storage.events.load(game.event_id)
    if game is None or event is None:
        return False
    await _post_game_where_played(bot, event, game)
    return True


async def _post_game_where_played(bot: "Host", event: EventRow, game: EventGame) -> None:
    """`_post_game` in the outbox lane of the channel or thread the game is played in (an
    event's games may be spread over its table threads: each has a message limit of its own)."""
    row = await bot.storage.load_game(game.game_id)
    _post_game(bot, event, game, row.channel_id if row is not None else place_of(event))


def _post_podium(bot: "Host", event: EventRow) -> None:
    """The final standings, posted once when the event ends (the firing that ended it)."""
    async def send() -> None:
        current = await bot.storage.events.load(event.id) or event
        voice = await event_voice(bot, current)
        table, names, _ = await standings_of(bot, current)
        with i18n.speaking(voice.locale):
            view = standings_view(current, table, names, time.time())
            # Nobody is on a podium for having joined only (a Swiss that could not start).
            podium = [f"{s.rank}. {mention(s.user_id)}" for s in table[:3]
                      if not isinstance(s, Standing) or s.games or s.score]
            text = t("events-podium", name=current.name, podium=", ".join(podium) or t("events-nobody-played"),
                     n=len(podium))
            rows = describe_rows(StandingsView(view.title, view.status, view.rows[:TEXT_ROWS]))
            controls = with_links(None, await page_link(bot, current))
        draft = Draft("\n".join(rows), controls=controls, ping=True, head=text, tone=Tone.OVER)
        await sending.post(bot, Where.of(current), draft, what=f"post the podium of event {event.id}")

    bot.outbox.put(event.channel_id, ("event-podium", event.id), send)


__all__ = ["BUTTONS", "JOIN", "PLAY", "LEAVE", "STANDINGS", "advanced", "discord_time", "kind_name", "status_line",
           "event_draft", "event_payload", "event_voice", "fire", "post_unshown", "refresh", "standings_of",
           "standings_view"]
