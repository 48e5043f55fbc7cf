"""Events end to end (issue 27) through the loopback Discord: an arena and a Swiss created
with /event, members joining with the event message's buttons, paired by the event's timer
(fired by hand with a chosen clock), playing their games to the end, the standings as a
picture and as text, and the podium."""

from __future__ import annotations

import time

from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, db_rows, is_over, pinged
from .test_ratings import resign


async def create_event(fake: FakeDiscord, who, kind: str, **options):
    res = answered_in_time(await fake.slash(who, "event", subcommand=kind, options=options))
    message = res.new_message
    assert message is not None and not message.ephemeral, res
    return message


def event_id(db) -> int:
    return db_rows(db, "SELECT MAX(id) FROM events")[0][0]


def paired_tables(fake: FakeDiscord, db, event: int) -> dict[int, object]:
    """The event's games' public tables, by game id."""
    ids = {gid for (gid,) in db_rows(db, "SELECT game_id FROM event_games WHERE event_id = ?", (event,))}
    out = {}
    for msg in fake.channel_messages():
        for (gid,) in db_rows(db, "SELECT id FROM games WHERE message_id = ?", (msg.id,)):
            if gid in ids:
                out[gid] = msg
    return out


async def test_an_arena_pairs_two_waiting_members_and_counts_a_win_on_the_standings(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        board = await create_event(fake, fake.owner, "arena", game="capture", minutes=60, name="Friday arena")
        assert "Friday arena" in board.text and "Arena of Capture" in board.text
        assert board.text.count("Nobody has joined yet.") == 1, board.text
        eid = event_id(db)
        for member in (alice, bob):
            joined = answered_in_time(await fake.click(member, board, fake.button(board, label="Join")))
            assert joined.private and "You joined" in joined.answer.text
        again = answered_in_time(await fake.click(alice, board, fake.button(board, label="Join")))
        assert "already in" in again.answer.text
        await bot.run_timers(time.time() + 1)
        await bot.wait_idle()
        tables = paired_tables(fake, db, eid)
        assert len(tables) == 1, tables
        (gid, public), = tables.items()
        assert "event: Friday arena" in public.text
        pings = [m for m in fake.channel_messages() if "your game in Friday arena is ready" in m.text]
        assert len(pings) == 1 and alice.mention in pings[0].text and bob.mention in pings[0].text
        # One message for the game: its table, pinging both players (Discord's 5 messages in 5 s a channel).
        assert pings[0].id == public.id and pinged(fake, public) == {alice.id, bob.id}
        await resign(fake, bob, public)
        await bot.wait_idle()  # no timer fired by hand: the game's end sets the next wave off at once
        assert db_rows(db, "SELECT result FROM event_games WHERE game_id = ?", (gid,))[0][0] in ("first", "second")
        assert len(db_rows(db, "SELECT game_id FROM event_games")) == 2  # nobody else: they meet again
        standing = answered_in_time(await fake.click(bob, board, fake.button(board, label="Standings")))
        text = standing.answer.text
        assert "1. Alice: 2 (1 game)" in text and "2. Bob: 0 (1 game)" in text, text
        assert not standing.answer.attachments and not board.attachments, "standings are a text table"
        # The event's message was brought up to date through the outbox.
        assert "1. Alice: 2 (1 game)" in board.text, board.text
        # It names the event and says where it stands once, above the standings (issue 33:
        # the standings' own heading said both again).
        assert board.text.count("Friday arena") == 1 and board.text.count("Ends <t:") == 1, board.text


async def test_a_season_rolls_over_at_the_utc_month_and_last_months_podium_stays(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch) -> None:
    """Games are counted in the month their result is stored (the storage's clock); /stats
    reads the month from the clock too: both are moved here, across a month's end."""
    from datetime import datetime, timezone

    import bot.features.stats as stats
    from .helpers import challenge_accepted

    march = datetime(2026, 3, 31, 23, 0, tzinfo=timezone.utc).timestamp()
    april = datetime(2026, 4, 1, 0, 30, tzinfo=timezone.utc).timestamp()
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")

    async def board() -> str:
        res = answered_in_time(await fake.slash(alice, "stats", options={"game": "capture"}))
        return res.message.text

    class Clock:
        now = march

        def time(self) -> float:
            return self.now

    clock = Clock()
    async with running_bot(fake, make_bot()) as bot:
        monkeypatch.setattr(bot.storage, "_clock", clock.time)
        monkeypatch.setattr(stats, "time", clock)
        for _ in range(2):  # Alice wins two rated games on March 31st
            await resign(fake, bob, await challenge_accepted(fake, alice, bob))
        text = await board()
        assert "Capture, March 2026 season: top 10 of this server" in text, text
        assert f"1. <@{alice.id}>: 4 points (2 games)" in text
        clock.now = april  # the month turns: a new board, and March's podium kept
        text = await board()
        assert "Capture, April 2026 season: top 10 of this server" in text and "No rated game in this server" in text
        assert "Capture: podium of the March 2026 season" in text and f"1. <@{alice.id}>: 4 points (2 games)" in text
        await resign(fake, alice, await challenge_accepted(fake, alice, bob))  # Bob wins in April
        text = await board()
        april_part, march_part = text.split("March 2026", 1)
        assert f"1. <@{bob.id}>: 2 points (1 game)" in april_part
        assert f"1. <@{alice.id}>: 4 points (2 games)" in march_part
        assert "2026-0" not in text  # the month as words, never its code
        # In the reader's language: Alice reads French, Bob Spanish (their own answers are theirs).
        for who, language, month in ((alice, "fr", "saison d'avril 2026"), (bob, "es", "temporada de abril de 2026")):
            answered_in_time(await fake.slash(who, "settings", subcommand="me", options={"language": language}))
            res = answered_in_time(await fake.slash(who, "stats", options={"game": "capture"}))
            assert month in res.message.text, (language, res.message.text)


async def test_with_threads_on_an_events_games_and_pings_go_to_its_thread_and_two_players_meet_again(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"threads": True}))
        board = await create_event(fake, fake.owner, "arena", game="capture", minutes=30, name="Quick arena")
        [thread] = fake.threads_in(fake.channel_id)
        assert db_rows(db, "SELECT thread_id, channel_id FROM events") == [(thread, fake.channel_id)]
        for member in (alice, bob):
            answered_in_time(await fake.click(member, board, fake.button(board, label="Join")))
        await bot.run_timers(time.time() + 1)
        await bot.wait_idle()
        [(gid, channel, parent)] = db_rows(db, "SELECT id, channel_id, parent_id FROM games")
        assert (channel, parent) == (thread, None)  # the event's thread is the games' channel: never archived
        in_thread = fake.channel_messages(thread)
        [table] = [m for m in in_thread if m.id == db_rows(db, "SELECT message_id FROM games")[0][0]]
        assert "your game in Quick arena is ready" in table.text and pinged(fake, table) == {alice.id, bob.id}
        assert not any("is ready" in m.text for m in fake.channel_messages())
        await resign(fake, alice, table)
        # Only two players: once their game is over they meet again (nobody else could come).
        await bot.run_timers(time.time() + 1)
        await bot.wait_idle()
        assert len(db_rows(db, "SELECT game_id FROM event_games")) == 2
        assert len(db_rows(db, "SELECT id FROM games WHERE status = 'running'")) == 1
        # /event list and /event standings
        listed = answered_in_time(await fake.slash(alice, "event", subcommand="list"))
        assert listed.private and "Quick arena" in listed.answer.text and "Arena of Capture" in listed.answer.text
        eid = event_id(db)
        shown = answered_in_time(await fake.slash(alice, "event", subcommand="standings", options={"event": eid}))
        assert shown.private and "1. Bob: 2 (1 game)" in shown.answer.text
        unknown = answered_in_time(await fake.slash(alice, "event", subcommand="standings", options={"event": eid + 7}))
        assert unknown.private and "no such event" in unknown.answer.text
        # Leave takes Alice out of the queue; Join brings her back.
        left = answered_in_time(await fake.click(alice, board, fake.button(board, label="Leave")))
        assert "You left" in left.answer.text
        assert db_rows(db, "SELECT state FROM event_players WHERE user_id = ?", (alice.id,)) == [("paused",)]
        back = answered_in_time(await fake.click(alice, board, fake.button(board, label="Join")))
        assert "Welcome back" in back.answer.text
        assert db_rows(db, "SELECT state FROM event_players WHERE user_id = ?", (alice.id,)) == [("playing",)]


async def test_strangers_forged_and_stale_event_controls_are_answered_privately_and_change_nothing(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    other_guild, other_channel = fake.add_guild("second server")
    async with running_bot(fake, make_bot()) as bot:
        board = await create_event(fake, fake.owner, "arena", game="capture", minutes=30, name="Here")
        here = event_id(db)
        answered_in_time(await fake.slash(fake.owner, "event", subcommand="arena", channel=other_channel,
                                          options={"game": "capture", "minutes": 30, "name": "There"}))
        there = event_id(db)
        before = db_rows(db, "SELECT event_id, user_id, state FROM event_players ORDER BY event_id, user_id")
        refusals = {
            "ct:ejoin:999999:0:": "no such event",  # an event that does not exist
            f"ct:ejoin:{there}:0:": "another server or channel",  # another server's event, from here
            f"ct:eplay:{here}:0:": "not recognised",  # a challenge's Play on an arena
            f"ct:eleave:{here}:0:": "not taking part",  # Leave before ever joining
            f"ct:ejoin:{here}:0:x" * 9: "not recognised",  # malformed
        }
        for forged, words in refusals.items():
            res = answered_in_time(await fake.click(alice, board, forged, force=True))
            assert res.private and words in res.answer.text, (forged, res.answer.text)
        assert db_rows(db, "SELECT event_id, user_id, state FROM event_players ORDER BY event_id, user_id") == before
        # An event that is over takes nobody: its old message's Join is refused.
        assert await bot.storage.events.set_status(here, "over", was=("open", "running"))
        closed = answered_in_time(await fake.click(alice, board, f"ct:ejoin:{here}:0:", force=True))
        assert closed.private and "takes no more players" in closed.answer.text
        assert db_rows(db, "SELECT COUNT(*) FROM event_players") == [(0,)]
