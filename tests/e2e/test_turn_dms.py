""""Your turn" DMs (issue 37, part 3) end to end through the fake Discord: opt-in, one DM per
turn change naming every game waiting, none after a quick answer, none to anyone who did not
ask; the DM channel stored across a restart; DMs closed (50007) and no shared server (50278)
marked and told once; new DM channels paced (40003).
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import replace

import pytest

from bot.discord.app import create_bot
from tests.databases import database, postgres_server  # noqa: F401  (fixtures)
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, challenge_accepted, game_of, open_panel
from .test_capture import panel_click as capture_click

LATER = 120.0  # seconds ahead: every "turndm" timer set by now is due


def on_backend(settings, database: str):
    if database.startswith("postgresql"):
        return replace(settings, database_url=database)
    return replace(settings, database_path=database)


async def turn_dms_on(fake: FakeDiscord, user) -> None:
    res = answered_in_time(await fake.slash(user, "settings", subcommand="me", options={"turn_dms": True}))
    assert res.ephemeral and "Your turn DMs" in res.message.text and ": on" in res.message.text, res.message.text


async def pass_timers(bot, ahead: float = LATER) -> None:
    await bot.run_timers(now=time.time() + ahead)
    await bot.wait_idle()


async def play_while(fake, bot, gid, public, user, seat, going, rng):
    """`user` (at `seat`) plays from their panel while `going(waiting seats)`; the table after."""
    panel = await open_panel(fake, user, public)
    for _ in range(60):
        table = await bot.service.load(gid)
        if table.over or not going(table.waiting) or seat not in table.waiting:
            return table
        await capture_click(fake, user, panel, rng)
    raise AssertionError("the game did not move on")


def links_in(text: str) -> list[str]:
    return re.findall(r"https://discord\.com/channels/\S+", text)


async def test_an_opted_in_member_gets_one_dm_per_turn_change_and_nobody_else_any(
        fake_discord: FakeDiscord, settings, database) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, create_bot(on_backend(settings, database))) as bot:
        await turn_dms_on(fake, alice)
        public = await challenge_accepted(fake, bob, alice)  # Capture: both place at once
        gid = game_of(fake, public)
        await pass_timers(bot, ahead=5)  # not due yet: several games may still join
        assert fake.dm_messages(alice) == []
        await pass_timers(bot)
        [dm] = fake.dm_messages(alice)
        assert "Capture" in dm.text and "Bob" in dm.text and "<t:" in dm.text, dm.text
        assert links_in(dm.text) == [f"https://discord.com/channels/{fake.guild_id}/{public.channel_id}/{public.id}"]
        assert fake.dm_messages(bob) == [], "never a DM to anyone who did not ask"
        await pass_timers(bot)
        await pass_timers(bot, ahead=3 * LATER)
        assert len(fake.dm_messages(alice)) == 1, "one DM per turn change"
        # She plays until the game waits for bob alone: she moved, nothing new to tell her.
        rng = random.Random(5)
        await play_while(fake, bot, gid, public, alice, 1, lambda waiting: 1 in waiting, rng)
        await pass_timers(bot, ahead=3 * LATER)
        assert len(fake.dm_messages(alice)) == 1, "she moved herself: nothing new to tell"
        # His moves make it wait for her again (the next round): a second DM, one.
        table = await play_while(fake, bot, gid, public, bob, 0, lambda waiting: 1 not in waiting, rng)
        await pass_timers(bot)
        await pass_timers(bot, ahead=3 * LATER)
        assert len(fake.dm_messages(alice)) == (1 if table.over else 2)
    assert fake.dm_messages(bob) == []


async def test_a_member_who_answers_before_the_dm_is_due_gets_none(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        await turn_dms_on(fake, alice)
        public = await challenge_accepted(fake, bob, alice)
        panel, rng, gid = await open_panel(fake, alice, public), random.Random(2), game_of(fake, public)
        while not [m for m in await bot.storage.moves(gid) if m[1] == 1]:  # she is at the table: no DM
            await capture_click(fake, alice, panel, rng)
        await pass_timers(bot, ahead=3 * LATER)
        assert fake.dm_messages(alice) == [] and fake.dm_channels_opened == []
        assert await bot.storage.timers.get("turndm", alice.id) is None


async def test_two_games_waiting_become_one_dm_naming_both_and_a_restart_reuses_the_channel(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob, carol, dave = (fake.add_member(n) for n in ("alice", "bob", "carol", "dave"))
    other = fake.add_channel("other")
    async with running_bot(fake, make_bot()) as bot:
        await turn_dms_on(fake, alice)
        first = await challenge_accepted(fake, bob, alice)
        asked = answered_in_time(await fake.slash(carol, "play", subcommand="capture", options={"opponent": alice},
                                                  channel=other))
        second = asked.new_message
        answered_in_time(await fake.click(alice, second, fake.button(second, label="Accept")))
        await pass_timers(bot)
        [dm] = fake.dm_messages(alice)
        assert "2 games" in dm.text and "Bob" in dm.text and "Carol" in dm.text, dm.text
        assert {link.rsplit("/", 1)[-1] for link in links_in(dm.text)} == {str(first.id), str(second.id)}
        assert len(fake.dm_channels_opened) == 1
    async with running_bot(fake, make_bot()) as bot:  # a new process: the stored channel is used
        asked = answered_in_time(await fake.slash(dave, "play", subcommand="under-siege",
                                                  options={"opponent": alice}))
        challenge = asked.new_message
        answered_in_time(await fake.click(alice, challenge, fake.button(challenge, label="Accept")))
        table = await bot.service.load(game_of(fake, challenge))
        if table.seat_of(alice.id) in table.waiting:
            await pass_timers(bot)
            assert len(fake.dm_messages(alice)) == 2 and "Under Siege" in fake.dm_messages(alice)[-1].text
        else:  # the game waits for dave first; his turn DMs are off
            await pass_timers(bot)
            assert len(fake.dm_messages(alice)) == 1
        assert len(fake.dm_channels_opened) == 1, "no second opening after a restart"
        assert fake.dm_messages(dave) == [] and fake.dm_messages(bob) == [] and fake.dm_messages(carol) == []


@pytest.mark.parametrize("code,refusal,words", [(50007, "closed", "closed"), (50278, "no-mutual", "share a server")])
async def test_a_member_discord_refuses_dms_to_is_marked_dmed_no_more_and_told_once(
        fake_discord: FakeDiscord, make_bot, code, refusal, words) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_member("carol")
    (fake.dm_closed if code == 50007 else fake.no_mutual_guild)(alice)
    async with running_bot(fake, make_bot()) as bot:
        await turn_dms_on(fake, alice)
        await challenge_accepted(fake, bob, alice)
        await pass_timers(bot)
        assert [r.code for r in fake.dm_refusals] == [code]
        assert (await bot.storage.turn_dms.dm_channel(alice.id))[1] == refusal
        assert fake.dm_messages(alice) == []
        # Another game waits for her: nothing more is tried.
        other = fake.add_channel("other")
        asked = answered_in_time(await fake.slash(carol, "play", subcommand="capture", options={"opponent": alice},
                                                  channel=other))
        told = answered_in_time(await fake.click(alice, asked.new_message,
                                                 fake.button(asked.new_message, label="Accept")))
        await pass_timers(bot, ahead=3 * LATER)
        assert len(fake.dm_refusals) == 1 and await bot.storage.timers.get("turndm", alice.id) is None
        # Her next interaction (the Accept) told her, privately, once.
        lines = [m for m in told.followups if "cannot reach you" in m.text]
        assert len(lines) == 1 and lines[0].ephemeral and lines[0].visible_to(alice) and words in lines[0].text
        again = answered_in_time(await fake.slash(alice, "stats"))
        assert not [m for m in again.followups if "cannot reach you" in m.text]
        assert not [m for m in fake.channel_messages(visible_to=bob) if "cannot reach you" in m.text]
        # Turning them on again tries again.
        await turn_dms_on(fake, alice)
        assert (await bot.storage.turn_dms.dm_channel(alice.id))[1] is None


async def test_new_dm_channels_keep_the_bots_pace_and_every_member_gets_theirs(
        fake_discord: FakeDiscord, settings) -> None:
    fake = fake_discord
    fake.dm_open_limit = (2, 1.0)  # Discord tighter than the bot's burst: 40003 now and then
    per_minute, burst = 120.0, 3  # one every 0.5 s, 3 at once (bot.discord.turn_dms.PACE_BURST)
    members = [fake.add_member(f"m{i}") for i in range(8)]
    others = [fake.add_member(f"o{i}") for i in range(8)]
    async with running_bot(fake, create_bot(replace(settings, dm_opens_per_minute=per_minute))) as bot:
        for m in members:
            await bot.storage.preferences.change_member(m.id, turn_dms=True)
        for m, o in zip(members, others):
            await bot.service.start("capture", guild_id=fake.guild_id, channel_id=fake.channel_id,
                                    users=[o.id, m.id], options={})
        start = time.time()

        async def everyone() -> bool:
            await pass_timers(bot)
            await asyncio.sleep(0.1)
            return all(fake.dm_messages(m) for m in members)

        for _ in range(400):
            if await everyone():
                break
        assert all(len(fake.dm_messages(m)) == 1 for m in members)
        assert all(fake.dm_messages(o) == [] for o in others)
        assert time.time() - start < 60
    assert fake.dm_open_refusals, "Discord refused an opening (40003); discord.py waited it out"
    opened = sorted(o.at for o in fake.dm_channels_opened)
    assert len(opened) == len(members)
    interval = 60.0 / per_minute
    for i, at in enumerate(opened):  # never more than the burst plus the pace in any window
        for span in (interval, 2 * interval, 4 * interval):
            inside = sum(1 for later in opened[i:] if later < at + span)
            assert inside <= burst + span / interval, (span, opened)


def test_the_notify_benchmark_runs_at_its_quick_size() -> None:
    """benchmarks/notify_bench.py --quick: every turn change named in exactly one DM, the pace
    kept (its own exit status says so)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "benchmarks" / "notify_bench.py"), "--quick"], cwd=root,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1.000 per turn change" in done.stdout and "OK" in done.stdout
