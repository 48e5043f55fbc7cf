"""Answered in time, and nothing stranded (issue 8), in-process through the fake Discord.

- A slow picture: the click (and `/play`) is acknowledged well inside Discord's 3 seconds,
  then the message is edited with the table.
- A crash right after a move's commit leaves the public message behind the database: the
  next start-up brings it up to date (or a click on it does), and play goes on from it.
- A crash right after a game was created, before its first message: the next start-up posts
  the table (or cancels a game whose channel is gone), so `/play` is never blocked by a game
  nobody can see; `/play` offers to bring such a game's table back at once, too.

A crash is simulated inside the process: the storage call that commits (or creates) does its
work, then raises instead of returning, so nothing after it runs; the bot is then closed and
a new one started on the same database.
"""

from __future__ import annotations

import random

import pytest

from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import (
    DISCORD_DEADLINE,
    answered_in_time,
    game_of,
    open_panel,
    panel_click,
    press,
    reach_a_move,
    running_games,
    said,
    shown_version,
    snapshot,
    stored_game,
    stored_games,
    table_is_current,
    wait_until,
)
from .slow_render_bot import slow_down

SOLO = "deck-defence"
SLOW = 3.2  # seconds a picture takes: longer than Discord waits for an answer
RESTORE_WAIT = 10.0  # seconds the start-up pass may take to bring the tables up to date


class Crash(ConnectionResetError):
    """The process dies here."""


def crash_after(monkeypatch: pytest.MonkeyPatch, storage, method: str) -> list[object]:
    """`storage.<method>` does its work (commits), then the process "dies": nothing after it
    runs.  Returns the list of what the calls returned (one entry per crash)."""
    real = getattr(storage, method)
    done: list[object] = []

    async def then_die(*args, **kwargs):
        done.append(await real(*args, **kwargs))
        raise Crash(f"the process died right after {method}")

    monkeypatch.setattr(storage, method, then_die)
    return done


# --- answered in time ---------------------------------------------------------------------------


async def test_a_slow_picture_is_acknowledged_in_time_then_the_table_is_edited(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    rng = random.Random(4)
    async with running_bot(fake, make_bot()):
        table = (await fake.slash(alice, "play", subcommand=SOLO)).new_message
        gid = game_of(fake, table)
        control = await reach_a_move(fake, db, alice, table, rng)
        shot = snapshot(table)
        slow_down(SLOW, setattr=monkeypatch.setattr)
        res = await press(fake, alice, table, control)  # returns once the bot is idle again
        assert res.response_type == 6 and res.elapsed < DISCORD_DEADLINE, (res.elapsed, said(res))
        game = stored_game(db, gid)
        assert game.version == 1 and snapshot(table) != shot
        assert table_is_current(fake, game) == "", "the deferred click did not edit the table"

        # /play too: "thinking" first, then the placeholder becomes the table.
        started = await fake.slash(alice, "play", subcommand="defend-and-capture")
        assert started.response_type == 5 and started.elapsed < DISCORD_DEADLINE, (started.elapsed, said(started))
        new = started.new_message
        assert new is not None and not new.ephemeral and not new.loading, said(started)
        [other] = running_games(db, "defend-and-capture")
        assert other.message_id == new.id and table_is_current(fake, other) == ""


# --- a crash between a move's commit and the message edit ----------------------------------------


async def crashed_move(fake: FakeDiscord, bot, db, user, table: FakeMessage, rng: random.Random,
                       monkeypatch: pytest.MonkeyPatch) -> int:
    """Play one move whose commit is the last thing the process does; returns the game id."""
    gid = game_of(fake, table)
    before = stored_game(db, gid)
    control = await reach_a_move(fake, db, user, table, rng) if before.key == SOLO else None
    panel = await open_panel(fake, user, table) if control is None else None
    shot = snapshot(table)
    with monkeypatch.context() as patched:
        saved = crash_after(patched, bot.storage, "save_state")
        if control is not None:
            answered_in_time(await press(fake, user, table, control))
        else:  # played from a private panel: click until a move was committed
            assert panel is not None
            for _ in range(10):
                if saved:
                    break
                res = await fake.click(user, panel, next(b for b in fake.buttons(panel)
                                                         if b.label not in ("Back", "Cancel", "Refresh", "Hint")))
                answered_in_time(res)
    assert saved, "no move was committed"
    after = stored_game(db, gid)
    assert after.version == before.version + 1, "the commit did not happen"
    assert snapshot(table) == shot, "the table was edited although the process died first"
    assert shown_version(fake, table) == before.version
    return gid


@pytest.mark.parametrize("key", [SOLO, "capture"])
async def test_a_table_left_behind_by_a_crash_after_the_commit_is_brought_up_to_date_at_start_up(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    rng = random.Random(6)
    async with running_bot(fake, make_bot()) as bot:
        table = (await fake.slash(alice, "play", subcommand=key)).new_message  # Capture: against the bot
        gid = await crashed_move(fake, bot, db, alice, table, rng, monkeypatch)
    async with running_bot(fake, make_bot()):  # a new process on the same database
        await wait_until(lambda: table_is_current(fake, stored_game(db, gid)), RESTORE_WAIT,
                         "the table was not brought up to date at start-up")
        game = stored_game(db, gid)
        assert game.message_id == table.id, "the table's own message is brought up to date"
        assert fake.button(table, label="Resign")
        # Its buttons work: play on from it.
        if key == SOLO:
            res = answered_in_time(await press(fake, alice, table, await reach_a_move(fake, db, alice, table, rng)))
            assert res.updated and not res.private, said(res)
        else:
            panel = await open_panel(fake, alice, table)
            while stored_game(db, gid).version == game.version:
                await panel_click(fake, alice, panel, rng)
        assert stored_game(db, gid).version > game.version
        await fake.settled()
        assert table_is_current(fake, stored_game(db, gid)) == ""


async def test_a_click_on_a_table_left_behind_brings_it_up_to_date(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    rng = random.Random(7)
    async with running_bot(fake, make_bot()) as bot:
        table = (await fake.slash(alice, "play", subcommand=SOLO)).new_message
        gid = await crashed_move(fake, bot, db, alice, table, rng, monkeypatch)
        version = stored_game(db, gid).version
        # Every button on the table is one version behind: pressing one is not "an earlier
        # position" but brings the table up to date, and moves nothing.
        old = next(b for b in fake.buttons(table) if b.label not in ("Resign",) and not b.disabled)
        res = answered_in_time(await fake.click(alice, table, old))
        assert res.updated and not res.private, said(res)
        game = stored_game(db, gid)
        assert game.version == version and table_is_current(fake, game) == ""
        res = answered_in_time(await press(fake, alice, table, await reach_a_move(fake, db, alice, table, rng)))
        assert res.updated and stored_game(db, gid).version == version + 1


# --- a crash between a game's creation and its first message ------------------------------------


async def test_a_game_whose_first_message_never_went_out_is_posted_at_start_up(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    rng = random.Random(9)
    async with running_bot(fake, make_bot()) as bot:
        with monkeypatch.context() as patched:
            created = crash_after(patched, bot.storage, "create_game")
            res = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        assert len(created) == 1 and res.private, said(res)
        [game] = running_games(db, SOLO)
        assert game.message_id is None
    seen = {m.id for m in fake.channel_messages(visible_to=bob)}
    async with running_bot(fake, make_bot()):

        def posted_or_cancelled() -> str:
            now = stored_game(db, game.id)
            if now is None or now.status != "running":
                return ""  # cancelled
            return table_is_current(fake, now)

        await wait_until(posted_or_cancelled, RESTORE_WAIT, "the game was neither posted nor cancelled")
        now = stored_game(db, game.id)
        again = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        if now is None or now.status != "running":  # cancelled: /play starts a new game
            assert not again.private and again.new_message is not None, said(again)
            return
        # Posted: a new public message shows the game, and /play leads to it.
        table = fake.messages[now.message_id]
        assert table.id not in seen and not table.ephemeral and table.visible_to(bob)
        assert game_of(fake, table) == game.id
        assert again.private and str(table.id) in again.answer.text, said(again)
        res = answered_in_time(await press(fake, alice, table, await reach_a_move(fake, db, alice, table, rng)))
        assert res.updated and not res.private, said(res)
        assert stored_game(db, game.id).version == now.version + 1


async def test_a_game_whose_channel_is_gone_is_cancelled_at_start_up(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    elsewhere = fake.add_channel("games")
    async with running_bot(fake, make_bot()) as bot:
        with monkeypatch.context() as patched:
            crash_after(patched, bot.storage, "create_game")
            answered_in_time(await fake.slash(alice, "play", subcommand=SOLO, channel=elsewhere))
        [game] = running_games(db, SOLO)
        assert game.channel_id == elsewhere and game.message_id is None
    del fake.channels[elsewhere]  # the channel was deleted while the bot was down
    async with running_bot(fake, make_bot()):
        await wait_until(lambda: [g.id for g in running_games(db)], RESTORE_WAIT,
                         "a game that cannot be shown anywhere still runs")
        assert stored_game(db, game.id) is None or stored_game(db, game.id).status != "running"
        res = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        assert not res.private and res.new_message is not None, said(res)


async def test_a_game_whose_first_message_never_went_out_can_be_brought_here_at_once(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    rng = random.Random(10)
    async with running_bot(fake, make_bot()) as bot:
        with monkeypatch.context() as patched:
            crash_after(patched, bot.storage, "create_game")
            answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        [game] = running_games(db, SOLO)
        again = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        assert again.private, said(again)
        refusal = again.answer
        brought = answered_in_time(await fake.click(alice, refusal, fake.button(refusal, label="Bring the table here")))
        table = brought.new_message
        assert table is not None and not table.ephemeral, said(brought)
        now = stored_game(db, game.id)
        assert now.message_id == table.id and table_is_current(fake, now) == ""
        res = answered_in_time(await press(fake, alice, table, await reach_a_move(fake, db, alice, table, rng)))
        assert res.updated and stored_game(db, game.id).version == now.version + 1
        assert len(stored_games(db)) == 1
