"""Link buttons to the web companion's pages (issue 36), through the loopback Discord.

With `WEB_BASE_URL` set, a finished game's public table and its replays link to the game's
page (named by its token, never its id); `/stats` links to a player's page only when that
player turned it on, and with a game's boards to the server's page only when the server
turned its pages on; an event's message links to the event's page when the server did.
Without `WEB_BASE_URL` no message carries a link.  A link button is what Discord takes: a
url, no custom_id (the fake refuses anything else)."""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import replace

import pytest

from bot.discord.app import CardBot, create_bot
from bot.features import replay
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage
from tests.fakediscord.openapi_check import load_spec, request_errors

from .helpers import answered_in_time, db_rows, is_over, new_table, said
from .test_ratings import resign

WEB = "https://cards.example.org"
GAME = "deck-defence"


@pytest.fixture(autouse=True)
def fresh_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    # Replays are cached by game id, and every test's database numbers its games from 1.
    monkeypatch.setattr(replay, "_cache", OrderedDict())


def links(fake: FakeDiscord, message: FakeMessage) -> dict[str, str]:
    """The message's link buttons: label -> url."""
    return {b.label or "": b.url for b in fake.buttons(message) if b.url is not None}


def web_bot(settings) -> CardBot:
    return create_bot(replace(settings, web_base_url=WEB))


async def finished_game(fake: FakeDiscord, player, db) -> tuple[FakeMessage, int]:
    """A game `player` started and resigned: its public table and id."""
    table = await new_table(fake, player, GAME)
    await resign(fake, player, table)
    [(game_id,)] = db_rows(db, "SELECT id FROM games WHERE message_id = ?", (table.id,))
    return table, game_id


async def test_a_finished_table_and_its_replays_link_to_the_games_page(
        fake_discord: FakeDiscord, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, web_bot(settings)):
        table = await new_table(fake, alice, GAME)
        assert links(fake, table) == {}, "a game in play has no page link yet"
        await resign(fake, alice, table)
        [(game_id, token)] = db_rows(settings.database_path, "SELECT id, token FROM games")
        page = f"{WEB}/g/{token}"
        assert links(fake, table) == {"Game page": page}

        # Play again leaves the finished table's link in place (its own button, disabled).
        answered_in_time(await fake.click(alice, table, fake.button(table, label="Play again")))
        assert links(fake, table) == {"Game page": page}

        replay = answered_in_time(await fake.slash(alice, "replay", options={"game": game_id}))
        assert links(fake, replay.answer) == {"Game page": page}, said(replay)
        last = answered_in_time(await fake.click(alice, replay.answer, fake.button(replay.answer, label="Last")))
        assert links(fake, last.answer) == {"Game page": page}, said(last)
        mine = answered_in_time(await fake.slash(alice, "replay", options={"game": game_id, "seat": True}))
        assert mine.private and links(fake, mine.answer) == {"Game page": page}, said(mine)
        gif = answered_in_time(await fake.slash(alice, "replay", options={"game": game_id, "gif": True}))
        assert links(fake, gif.answer) == {"Game page": page}, said(gif)
    assert fake.unknown_requests == []
    spec = load_spec()  # Discord's OpenAPI file sits outside the repo; CI has it
    if spec is not None:
        assert request_errors(spec, fake.requests) == []


async def test_without_a_web_address_no_message_carries_a_link(fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"web_pages": True}))
        answered_in_time(await fake.slash(alice, "settings", subcommand="me", options={"web_page": True}))
        table, game_id = await finished_game(fake, alice, settings.database_path)
        assert is_over(table) and links(fake, table) == {}
        replay = answered_in_time(await fake.slash(alice, "replay", options={"game": game_id}))
        assert links(fake, replay.answer) == {}
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": GAME}))
        assert links(fake, stats.answer) == {}
        event = answered_in_time(await fake.slash(fake.owner, "event", subcommand="arena",
                                                  options={"game": "capture", "minutes": 60}))
        assert event.new_message is not None and links(fake, event.new_message) == {}, said(event)


async def test_stats_link_a_players_page_only_once_they_turned_it_on_and_the_servers_only_once_it_did(
        fake_discord: FakeDiscord, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    player, server = f"{WEB}/p/{alice.id}", f"{WEB}/s/{fake.guild_id}"
    async with running_bot(fake, web_bot(settings)):
        await finished_game(fake, alice, settings.database_path)
        mine = answered_in_time(await fake.slash(alice, "stats"))
        assert mine.private and links(fake, mine.answer) == {}, "alice has not turned her page on"
        boards = answered_in_time(await fake.slash(alice, "stats", options={"game": GAME}))
        assert links(fake, boards.answer) == {}, "nor has the server turned its pages on"

        answered_in_time(await fake.slash(alice, "settings", subcommand="me", options={"web_page": True}))
        mine = answered_in_time(await fake.slash(alice, "stats"))
        assert links(fake, mine.answer) == {"Player page": player}, said(mine)
        about = answered_in_time(await fake.slash(bob, "stats", options={"member": alice}))
        assert not about.private and links(fake, about.answer) == {"Player page": player}
        theirs = answered_in_time(await fake.slash(alice, "stats", options={"member": bob}))
        assert links(fake, theirs.answer) == {}, "bob has not turned his on"

        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"web_pages": True}))
        boards = answered_in_time(await fake.slash(alice, "stats", options={"game": GAME}))
        assert links(fake, boards.answer) == {"Player page": player, "Server page": server}, said(boards)
        mine = answered_in_time(await fake.slash(alice, "stats"))
        assert links(fake, mine.answer) == {"Player page": player}, "no board: no server page"
        bobs = answered_in_time(await fake.slash(bob, "stats", options={"game": GAME}))
        assert links(fake, bobs.answer) == {"Server page": server}
    assert fake.unknown_requests == []


async def test_an_events_messages_link_to_its_page_once_the_server_turned_its_pages_on(
        fake_discord: FakeDiscord, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    async with running_bot(fake, web_bot(settings)) as bot:
        off = answered_in_time(await fake.slash(fake.owner, "event", subcommand="arena",
                                                options={"game": "capture", "minutes": 60, "name": "Quiet"}))
        assert off.new_message is not None and links(fake, off.new_message) == {}, said(off)

        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"web_pages": True}))
        made = answered_in_time(await fake.slash(fake.owner, "event", subcommand="arena",
                                                 options={"game": "capture", "minutes": 30, "name": "Open"}))
        board = made.new_message
        [(event_id,)] = db_rows(db, "SELECT id FROM events WHERE name = 'Open'")
        page = f"{WEB}/s/{fake.guild_id}/events/{event_id}"
        assert board is not None and links(fake, board) == {"Event page": page}, said(made)
        assert fake.button(board, label="Join")  # beside its own controls

        # Brought up to date through the outbox, it keeps the link; the podium carries it too.
        answered_in_time(await fake.click(alice, board, fake.button(board, label="Join")))
        await bot.run_timers(time.time() + 31 * 60)
        await bot.wait_idle()
        assert links(fake, board) == {"Event page": page}, board.text
        [podium] = [m for m in fake.channel_messages() if "**Open** is over" in m.text]
        assert links(fake, podium) == {"Event page": page}, podium.text
    assert fake.unknown_requests == []
