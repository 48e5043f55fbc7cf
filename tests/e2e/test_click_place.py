"""A click belongs to the server (and channel) it was made in (issue 24), end to end through
the fake Discord.

- A control whose custom_id names the clicker's own game in another server or channel,
  copied onto a message there, is refused privately and changes nothing: "Bring the table
  here", a move, Your hand, a panel move, Refresh, Yes, resign.
- What is private and portable still works elsewhere: a daily deal reopened in another
  server, a replay from one's own seat; a game with its own thread is brought back in the
  channel the thread was started from, and is then tracked (edited) there.
- The first click on a message just posted works before its id is stored: an Accept on a
  challenge, a move on a solo table; a forged control on another message still does not.
- Across two processes on two shards sharing PostgreSQL: a table cannot be brought into the
  other process's server.
"""

from __future__ import annotations

import asyncio
import random
from collections import OrderedDict
from pathlib import Path

import pytest

import i18n
from bot.features import replay
from bot.discord.customid import decode
from bot.storage import Storage
from tests.databases import rows
from tests.fakediscord import FakeDiscord, FakeMessage, running_bot
from tests.fakediscord.bot_process import bot_subprocess
from tests.postgres import find_bin_dir

from .helpers import (action_controls, answered_in_time, db_rows, deals_ready, game_of, move_controls, open_panel, press,
                      reach_a_move, said, snapshot, stored_game, wait_until)
from .test_two_processes import database_url, env_for, table_of, two_servers  # noqa: F401  (a fixture)

ELSEWHERE = i18n.tr("en", "errors-control-other-place")
SOLO = "deck-defence"


def games(db) -> list[tuple]:
    return db_rows(db, "SELECT * FROM games ORDER BY id")


def public_ids(fake: FakeDiscord, channel: int) -> list[int]:
    return [m.id for m in fake.channel_messages(channel) if not m.ephemeral]


def first_control(fake: FakeDiscord, msg: FakeMessage, kind: str) -> str:
    for b in fake.buttons(msg):
        cid = decode(b.custom_id or "")
        if cid is not None and cid.kind == kind and not b.disabled:
            return b.custom_id or ""
    raise AssertionError(f"no {kind} control on {msg.text[:80]!r}")


async def test_a_control_of_ones_own_game_copied_into_another_server_or_channel_changes_nothing(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    _, other_server = fake.add_guild("second server")
    other_channel = fake.add_channel("other")  # another channel of the first server
    async with running_bot(fake, make_bot()):
        # In the first server: a game with hidden hands against the bot, her panel open, and a
        # solo game played on its table.
        capture = answered_in_time(await fake.slash(alice, "play", subcommand="capture")).message
        panel = await open_panel(fake, alice, capture)
        solo = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO)).message
        capture_id, solo_id = game_of(fake, capture), game_of(fake, solo)
        version = stored_game(db, capture_id).version
        # In the second server: a table of her own, and a private answer.
        there = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO, channel=other_server)).message
        assert there.channel_id == other_server
        copied = {
            "here": f"ct:here:{capture_id}:0:",
            "here (solo)": f"ct:here:{solo_id}:0:",
            "refresh": f"ct:refresh:{capture_id}:0:",
            "confirm": f"ct:confirm:{capture_id}:{version}:",
            "pmove": first_control(fake, panel, "pmove"),
        }
        on_table = {"move": action_controls(fake, solo)[0], "hand": ("button", first_control(fake, capture, "hand"), [])}
        before_games, before_messages = games(db), [snapshot(m) for m in (capture, panel, solo, there)]
        before_public = {c: public_ids(fake, c) for c in (fake.channel_id, other_server, other_channel)}

        for channel in (other_server, other_channel):
            private = answered_in_time(await fake.slash(alice, "help", channel=channel)).answer
            assert private is not None and private.ephemeral
            for what, custom_id in copied.items():
                res = answered_in_time(await fake.click(alice, private, custom_id, force=True))
                assert res.private and res.answer.visible_to(alice), (what, channel, said(res))
                assert res.answer.text == ELSEWHERE, (what, channel, said(res))
        for what, control in on_table.items():
            res = answered_in_time(await press(fake, alice, there, control, force=True))
            assert res.private and res.answer.text == ELSEWHERE, (what, said(res))

        assert games(db) == before_games
        assert [snapshot(m) for m in (capture, panel, solo, there)] == before_messages
        assert {c: public_ids(fake, c) for c in before_public} == before_public
        # The same controls still act where they belong.
        res = answered_in_time(await fake.click(alice, panel, fake.button(panel, label="Refresh")))
        assert res.updated and res.message.id == panel.id, said(res)
    assert fake.unknown_requests == []


async def test_a_daily_deal_reopened_in_another_server_plays_on_there(fake_discord: FakeDiscord, make_bot,
                                                                     settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    _, other_server = fake.add_guild("second server")
    async with running_bot(fake, make_bot()) as bot:
        await deals_ready(bot, [SOLO])  # the day's deal is found in the background (bot.features.deals)
        first = answered_in_time(await fake.slash(alice, "daily", subcommand=SOLO)).answer
        gid = next(decode(b.custom_id or "").game_id for b in fake.buttons(first) if decode(b.custom_id or ""))
        again = answered_in_time(await fake.slash(alice, "daily", subcommand=SOLO, channel=other_server)).answer
        assert again.ephemeral and again.channel_id == other_server and "as you left it" in again.text
        version = stored_game(settings.database_path, gid).version
        for _ in range(6):  # a few clicks on the table reopened there, until one plays a move
            plays = [b for b in fake.buttons(again) if decode(b.custom_id or "").kind == "pmove"
                     and b.label not in ("Back", "Cancel") and not b.disabled]
            if plays:
                res = answered_in_time(await fake.click(alice, again, plays[0]))
            else:
                menu = fake.selects(again)[0]
                res = answered_in_time(await fake.select(alice, again, menu, menu.values[:menu.max_values]))
            assert res.updated and res.message.id == again.id, said(res)
            if stored_game(settings.database_path, gid).version > version:
                break
        assert stored_game(settings.database_path, gid).version > version


async def test_a_replay_from_ones_own_seat_is_shown_in_any_server_and_to_nobody_else(
        fake_discord: FakeDiscord, make_bot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Replays are cached by game id, and every test's database numbers its games from 1.
    monkeypatch.setattr(replay, "_cache", OrderedDict())
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    _, other_server = fake.add_guild("second server")
    async with running_bot(fake, make_bot()):
        table = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO)).message
        gid = game_of(fake, table)
        confirm = answered_in_time(await fake.click(alice, table, fake.button(table, label="Resign"))).answer
        answered_in_time(await fake.click(alice, confirm, fake.button(confirm, label="Yes, resign")))
        assert "Game over" in table.text

        no_game = i18n.tr("en", "info-replay-no-game", id=gid)
        mine = answered_in_time(await fake.slash(alice, "replay", options={"game": gid, "seat": True},
                                                 channel=other_server))
        assert mine.private and mine.answer.text != no_game and f"game #{gid}" in mine.answer.text, said(mine)
        paged = answered_in_time(await fake.click(alice, mine.answer, fake.button(mine.answer, label="Last")))
        assert paged.updated and "Game over" in mine.answer.text, said(paged)
        # In another server the game is no one else's to see, and never shown publicly.
        for who, seat in ((bob, True), (alice, False)):
            res = answered_in_time(await fake.slash(who, "replay", options={"game": gid, "seat": seat},
                                                    channel=other_server))
            assert res.private and res.answer.text == no_game, said(res)
        assert public_ids(fake, other_server) == []


async def test_a_table_brought_back_to_the_channel_its_thread_came_from_is_tracked_there(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    rng = random.Random(3)
    async with running_bot(fake, make_bot()):
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"threads": True}))
        answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        [thread] = fake.threads_in(fake.channel_id)
        [table] = [m for m in fake.channel_messages(thread) if fake.buttons(m)]
        gid = game_of(fake, table)
        res = answered_in_time(await press(fake, alice, table, await reach_a_move(fake, db, alice, table, rng)))
        assert res.updated and not res.private, said(res)
        # In the channel the thread was started from, the game stands in the way: bring it here.
        busy = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        assert busy.private, said(busy)
        brought = answered_in_time(await fake.click(alice, busy.answer,
                                                    fake.button(busy.answer, label="Bring the table here")))
        moved = brought.new_message
        assert moved is not None and moved.channel_id == fake.channel_id and not moved.ephemeral, said(brought)
        assert db_rows(db, "SELECT channel_id, parent_id, message_id FROM games WHERE id = ?", (gid,)) == [
            (fake.channel_id, None, moved.id)]
        # The next move is played there, and the table that moved says where it went.
        res = answered_in_time(await press(fake, alice, moved, await reach_a_move(fake, db, alice, moved, rng)))
        assert res.updated and res.message.id == moved.id and not res.private, said(res)
        assert stored_game(db, gid).shown_version == stored_game(db, gid).version
        assert f"/{fake.channel_id}/{moved.id}" in table.text and not fake.buttons(table)
    assert fake.unknown_requests == []


# --- the first click on a message just posted ---------------------------------------------------


def held_back(monkeypatch: pytest.MonkeyPatch, store, name: str) -> tuple[asyncio.Event, list]:
    """Make `store.name` (a message id being recorded) wait until the event is set."""
    gate, done = asyncio.Event(), []
    real = getattr(store, name)

    async def late(*args, **kwargs):
        await gate.wait()
        await real(*args, **kwargs)
        done.append(args)

    monkeypatch.setattr(store, name, late)
    return gate, done


async def test_an_accept_pressed_before_the_challenge_is_recorded_starts_the_game(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        gate, recorded = held_back(monkeypatch, bot.storage.invitations, "set_message")
        asked = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"opponent": bob},
                                                  settle=False))
        challenge = asked.message
        if asked.response_type == 5:  # "thinking" first: the placeholder becomes the challenge
            await fake.wait_for_edit(challenge, 0)
        assert db_rows(db, "SELECT message_id FROM invitations") == [(None,)]
        res = answered_in_time(await fake.click(bob, challenge, fake.button(challenge, label="Accept"), settle=False))
        if res.response_type == 6:
            await fake.wait_for_edit(challenge)
        assert res.updated and not res.private and not recorded, said(res)
        gate.set()
        await fake.settled()
        assert recorded and fake.button(challenge, label="Your hand")
        assert db_rows(db, "SELECT message_id, status FROM invitations") == [(challenge.id, "accepted")]
        assert db_rows(db, "SELECT message_id FROM games") == [(challenge.id,)]


async def test_a_first_move_on_a_table_not_yet_recorded_is_played_and_a_forged_one_is_not(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        other = answered_in_time(await fake.slash(alice, "play", subcommand="defend-and-capture")).message
        gate, recorded = held_back(monkeypatch, bot.storage, "set_message")
        asked = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO, settle=False))
        table = asked.message
        if asked.response_type == 5:
            await fake.wait_for_edit(table, 0)
        gid = game_of(fake, table)
        assert stored_game(db, gid).message_id is None
        state = stored_game(db, gid).engine_state()
        moves = move_controls(fake, table, state.legal_actions(min(state.to_act())))
        control = moves[0] if moves else action_controls(fake, table)[0]
        # The same control copied onto another of the bot's tables claims nothing.
        forged = answered_in_time(await press(fake, alice, other, control, force=True, settle=False))
        assert forged.private and stored_game(db, gid).message_id is None, said(forged)
        res = answered_in_time(await press(fake, alice, table, control, settle=False))
        if res.response_type == 6:
            await fake.wait_for_edit(table)
        assert res.updated and not res.private and not recorded, said(res)
        assert stored_game(db, gid).message_id == table.id
        if moves:
            assert stored_game(db, gid).version == 1
        gate.set()
        await fake.settled()
        game = stored_game(db, gid)
        assert recorded and game.message_id == table.id and game.shown_version == game.version


# --- two processes, two shards, one PostgreSQL --------------------------------------------------


@pytest.mark.skipif(find_bin_dir() is None, reason="no PostgreSQL server binaries on this machine")
async def recorded_as_shown(store: Storage, game_id: int, timeout: float = 15.0) -> None:
    """Wait until the game's row records its posted message and the version it shows."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        found = await rows(store, "SELECT message_id, shown_version, version FROM games WHERE id = :g", {"g": game_id})
        if found and found[0][0] is not None and found[0][1] == found[0][2]:
            return
        if loop.time() > deadline:
            raise AssertionError(f"game {game_id} not recorded as shown after {timeout} s: {found}")
        await asyncio.sleep(0.05)


async def test_a_table_is_not_brought_into_a_server_another_process_serves(fake: FakeDiscord, tmp_path: Path,
                                                                          database_url: str) -> None:
    (_, home), (_, away) = two_servers(fake)
    alice = fake.add_member("alice")
    async with bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 0)) as first, \
            bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 1)) as second:
        table = await table_of(fake, alice, home)
        gid = game_of(fake, table)
        store = await Storage.open(database_url)
        try:
            # The table is seen before its bot records it (its message id, the version shown):
            # the game's row is compared once that is written, as a slow machine showed.
            await recorded_as_shown(store, gid)
            before, shown = await rows(store, "SELECT * FROM games"), snapshot(table)

            def answers(text: str | None = None) -> list[FakeMessage]:
                """Alice's private answers in the other server (its help, a refusal)."""
                return [m for m in fake.channel_messages(away, visible_to=alice) if m.ephemeral
                        and (m.text if text is None else m.text == text)]

            # Without the idle probe (the bots run elsewhere): an answer may come after an
            # acknowledgement, so wait for the message itself.
            await fake.slash(alice, "help", channel=away, settle=False)
            await wait_until(lambda: not answers() and "no answer", 15, "the help")
            res = await fake.click(alice, answers()[0], f"ct:here:{gid}:0:", force=True, settle=False)
            assert res.response_type is not None
            await wait_until(lambda: not answers(ELSEWHERE) and "no refusal", 15, "the refusal")
            await asyncio.sleep(0.5)  # anything a wrongly obeyed click would still send
            assert await rows(store, "SELECT * FROM games") == before
        finally:
            await store.close()
        assert snapshot(table) == shown and public_ids(fake, away) == []
    for bot in (first, second):
        assert "Traceback" not in bot.stderr, bot.stderr[-2000:]
