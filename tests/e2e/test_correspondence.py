"""Correspondence play and /games (issue 37, parts 2 and 4), end to end through the fake
Discord, on SQLite and on PostgreSQL.

A Capture challenge with a 3-day clock says so; accepted, its table shows the deadline as a
Discord timestamp; while nobody clicks, the timer pass reminds after a day and a half and
forfeits after three days, the table shows the result, stored once.  `/games` lists the
running game, with its table's link and its deadline, for the one to move and, shorter, for
the one waiting, and no longer once it is over.  A clock against the bot, or alone, is
refused privately, and nothing is stored."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.databases import database, postgres_server  # noqa: F401  (fixtures)
from tests.databases import rows
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, game_of, is_over, open_panel, panel_click

DAY = 86400
KEY = "capture"


def on(settings, database: str):  # noqa: F811
    return replace(settings, database_url=database) if "://" in database else replace(settings, database_path=database)


async def test_a_three_day_game_nobody_plays_on_is_reminded_then_forfeited_and_listed_by_games(
        fake_discord: FakeDiscord, settings, database: str) -> None:  # noqa: F811
    from bot.discord.app import create_bot

    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, create_bot(on(settings, database))) as bot:
        asked = answered_in_time(await fake.slash(alice, "play", subcommand=KEY,
                                                  options={"opponent": bob, "clock": 3}))
        challenge = asked.new_message
        assert challenge is not None and "3 days a move" in challenge.text, challenge.text
        accepted = answered_in_time(await fake.click(bob, challenge, fake.button(challenge, label="Accept")))
        assert accepted.updated and not accepted.private
        public = challenge
        gid = game_of(fake, public)
        assert gid is not None
        table = await bot.service.load(gid)
        assert table is not None and table.row.turn_seconds == 3 * DAY
        assert f"<t:{int(table.deadline)}:f>" in public.text, public.text  # both to move: its deadline

        # Alice plays her part of the round; then nobody clicks.
        panel = await open_panel(fake, alice, public)
        rng = random.Random(3)
        while (await bot.service.load(gid)).state.to_act() != frozenset({1}):
            await panel_click(fake, alice, panel, rng)
        await bot.wait_idle()
        await bot.outbox.drained()
        table = await bot.service.load(gid)
        due = table.deadline
        assert due is not None
        deadline = int(due)
        assert f"<t:{deadline}:f>" in public.text and bob.mention in public.text
        link = f"https://discord.com/channels/{fake.guild_id}/{public.channel_id}/{public.id}"

        # /games: Bob's turn, with the link and the deadline; Alice waits for him.
        mine = answered_in_time(await fake.slash(bob, "games"))
        assert mine.private and "Your turn" in mine.message.text and link in mine.message.text, mine.message.text
        assert f"<t:{deadline}:f>" in mine.message.text and alice.mention in mine.message.text
        # The same from the bot's DM, and from a group DM with the app installed by the user.
        dm = answered_in_time(await fake.slash(bob, "games", channel=fake.open_dm(bob)))
        assert dm.private and link in dm.message.text and f"<t:{deadline}:f>" in dm.message.text, dm.message.text
        fake.install_app(bob)
        group = fake.add_group_dm(bob, alice)
        there = answered_in_time(await fake.slash(bob, "games", channel=group))
        assert there.private and link in there.message.text, there.message.text
        theirs = answered_in_time(await fake.slash(alice, "games"))
        assert theirs.private and "Waiting for the others" in theirs.message.text and link in theirs.message.text
        assert "Your turn" not in theirs.message.text and f"<t:{deadline}:R>" in theirs.message.text

        def reminders() -> list:
            return [m for m in fake.channel_messages() if "waiting for you" in m.text]

        await bot.run_timers(now=due - 1.5 * DAY - 60)
        assert not reminders() and not is_over(public)
        await bot.run_timers(now=due - 1.5 * DAY)  # a day and a half: Bob is reminded
        [reminder] = reminders()
        assert bob.mention in reminder.text and alice.mention not in reminder.text and "36 hours" in reminder.text
        await bot.run_timers(now=due - 60)
        assert len(reminders()) == 1 and not is_over(public)
        await bot.run_timers(now=due + 1)  # three days: Bob forfeits
        assert is_over(public) and "ran out of time" in public.text and "No move for 3 days" in public.text
        assert "<t:" not in public.text.split("Game over")[1].split("\n")[0]
        await bot.run_timers(now=due + DAY)
        results = await rows(bot.storage, "SELECT user_id, result FROM results WHERE game_id = :g ORDER BY user_id",
                             {"g": gid})
        assert sorted(results) == sorted([(alice.id, "win"), (bob.id, "loss")])  # stored once
        assert await rows(bot.storage, "SELECT COUNT(*) FROM timers WHERE kind = 'turn'") == [(0,)]

        # Over: /games no longer lists it.
        none = answered_in_time(await fake.slash(bob, "games"))
        assert none.private and "No game is waiting for you" in none.message.text and link not in none.message.text


async def test_a_clock_against_the_bot_or_alone_is_refused_privately_and_changes_nothing(
        fake_discord: FakeDiscord, settings, database: str) -> None:  # noqa: F811
    from bot.discord.app import create_bot

    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, create_bot(on(settings, database))) as bot:
        for options in ({"clock": 1}, {"clock": 7, "opponent": fake.bot_user}):
            res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY, options=options))
            assert res.private and "A clock is for a game against a member" in res.message.text, res.message.text
        assert [m for m in fake.channel_messages() if not m.ephemeral] == []
        assert await rows(bot.storage, "SELECT COUNT(*) FROM games") == [(0,)]
        assert await rows(bot.storage, "SELECT COUNT(*) FROM invitations") == [(0,)]
