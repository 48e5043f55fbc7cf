"""Capture end to end through the loopback Discord: challenge, private panels, reveal,
restart, stale and stranger clicks, rematch, the bot as opponent, timers, and secrets kept.
"""

from __future__ import annotations

import json
import logging
import random
import re
import time

import pytest

from bot.discord.customid import ComponentId
from engine import GAMES
from engine.cards import std_name, std_short
from render import render_png
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import answered_in_time, challenge_accepted, game_of, is_over, open_panel

KEY = "capture"
LOCK, TAKE = "Lock in", "Take a card back"
PANEL_NAV = {"Back", "Cancel", "Refresh", "Hint"}


def game_id_of(fake: FakeDiscord, public: FakeMessage) -> int:
    gid = game_of(fake, public)
    assert gid is not None
    return gid


async def load(bot, game_id: int):
    row = await bot.storage.load_game(game_id)
    return row, bot.service.table(row).state  # named as the bot names it


async def panel_click(fake: FakeDiscord, user, panel: FakeMessage, rng: random.Random) -> None:
    """One sensible random click: lock when possible, rarely take back, else place."""
    buttons = [b for b in fake.buttons(panel) if b.label not in PANEL_NAV and not b.disabled]
    selects = fake.selects(panel)
    labels = [b.label for b in buttons]
    if LOCK in labels:
        choice = next(b for b in buttons if b.label == LOCK)
    elif selects:
        menu = rng.choice(selects)
        answered_in_time(await fake.select(user, panel, menu, [rng.choice(menu.values)]))
        return
    elif buttons:
        preferred = [b for b in buttons if b.label != TAKE] if rng.random() > 0.05 else buttons
        choice = rng.choice(preferred or buttons)
    else:
        choice = fake.button(panel, label="Refresh")
    res = answered_in_time(await fake.click(user, panel, choice))
    assert res.updated and res.message.id == panel.id


async def play_some(fake, bot, users, public, panels, rng, *, until=lambda state: False, limit=2000) -> None:
    """Random clicks by whichever seat must act, until `until(state)` or the game ends."""
    gid = game_id_of(fake, public) if not is_over(public) else None
    for _ in range(limit):
        if is_over(public):
            return
        row, state = await load(bot, gid)
        if until(state):
            return
        seat = rng.choice(sorted(state.to_act()))
        user = users[seat]
        if seat not in panels or rng.random() < 0.05:  # players reopen dismissed panels now and then
            panels[seat] = await open_panel(fake, user, public)
        await panel_click(fake, user, panels[seat], rng)
    raise AssertionError("the game did not end")


def visible_text(fake: FakeDiscord, user) -> str:
    """Everything `user` can read in the channel: texts, embeds, alt texts, components."""
    parts = []
    for msg in fake.channel_messages(visible_to=user):
        parts.append(msg.text)
        parts.append(json.dumps(msg.embeds))
        parts.append(json.dumps(msg.components))
        parts.extend(a.description or "" for a in msg.attachments)
    return "\n".join(parts)


def card_needles(card: str) -> list[re.Pattern[str]]:
    words = {card, std_name(card), std_short(card), std_short(card).replace("\u2660", "S").replace(
        "\u2665", "H").replace("\u2666", "D").replace("\u2663", "C")}
    return [re.compile(rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])") for w in words]


def leaked(text: str, cards) -> list[str]:
    return [c for c in cards for n in card_needles(c) if n.search(text)]


# --- two members play a whole game ------------------------------------------------------


async def test_two_members_play_a_whole_game_with_restart_stale_click_stranger_and_rematch(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_member("carol")
    rng = random.Random(21)
    panels: dict[int, FakeMessage] = {}
    async with running_bot(fake, make_bot()) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY, options={"opponent": bob}))
        challenge = res.message
        stranger = answered_in_time(await fake.click(carol, challenge, fake.button(challenge, label="Accept")))
        assert stranger.ephemeral and "Only" in stranger.message.text
        public = await challenge_accepted_from(fake, bob, challenge)
        gid = game_id_of(fake, public)
        users = {0: alice, 1: bob}
        # A stranger cannot open a hand.
        nosy = answered_in_time(await fake.click(carol, public, fake.button(public, label="Your hand")))
        assert nosy.ephemeral and "Only" in nosy.message.text
        # Alice's first hand: by round 2 those cards have been placed and revealed.
        early_hand = (await load(bot, gid))[1].view(0).hand
        await play_some(fake, bot, users, public, panels, rng, until=lambda s: s.view(None).round >= 2)
    # Restart: a new bot process; the old public message and panels keep working.
    async with running_bot(fake, make_bot()) as bot:
        row, before = await load(bot, gid)
        assert before.view(None).round == 2 and row.status == "running"
        seat = min(before.to_act())
        for _ in range(3):  # a move takes two clicks at most (card, then column)
            await panel_click(fake, users[seat], panels[seat], rng)
        row2, after = await load(bot, gid)
        assert row2.version > row.version
        # Stale: a button from round 1 that places a card since revealed changes nothing.
        stale_row, now = await load(bot, gid)
        gone = next(c for c in early_hand if c not in now.view(0).hand)
        panel = await open_panel(fake, alice, public)
        old = ComponentId("pmove", gid, 1, f"place.{gone}.c1").encode()
        res = answered_in_time(await fake.click(alice, panel, old, force=True))
        assert res.updated and "not available" in res.message.text
        assert (await load(bot, gid))[0].version == stale_row.version
        await play_some(fake, bot, users, public, panels, rng)
        assert is_over(public) and [b.label for b in fake.buttons(public)] == ["Rematch"]
        _, final = await load(bot, gid)
        out = final.outcome()
        assert out is not None and f"{out.scores[0]}" in public.text
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": KEY}))
        assert "played 1" in stats.message.text and "capture margin" in stats.message.text
        # Rematch: asked by one player, accepted by the other.
        ask = answered_in_time(await fake.click(bob, public, fake.button(public, label="Rematch")))
        invitation = ask.new_message
        assert invitation is not None and alice.mention in invitation.text
        assert [(b.label, b.disabled) for b in fake.buttons(public)] == [("Rematch asked", True)]
        again = answered_in_time(await fake.click(alice, invitation, fake.button(invitation, label="Accept")))
        assert again.updated and fake.button(invitation, label="Your hand")
        assert game_id_of(fake, invitation) != gid
    assert fake.unknown_requests == []


async def challenge_accepted_from(fake: FakeDiscord, opponent, challenge: FakeMessage) -> FakeMessage:
    accepted = answered_in_time(await fake.click(opponent, challenge, fake.button(challenge, label="Accept")))
    assert accepted.updated and accepted.message.id == challenge.id
    return challenge


# --- secrets stay secret ----------------------------------------------------------------


@pytest.mark.parametrize("seed", [100, 101])
async def test_no_hidden_card_reaches_the_other_player_a_spectator_or_the_logs(
        fake_discord: FakeDiscord, make_bot, caplog, seed: int) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_member("carol")
    caplog.set_level(logging.DEBUG, logger="bot")
    checked = 0
    rng = random.Random(seed)
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        gid = game_id_of(fake, public)
        users: dict[int, object] = {0: alice, 1: bob}
        panels: dict[int, FakeMessage] = {}
        while not is_over(public):
            row, state = await load(bot, gid)
            # The public picture is drawn from view(None) and nothing else.
            assert public.attachments[0].data == render_png(KEY, state.view(None)).png
            secret = {s: set(state.view(s).hand) | {c.mine for c in state.view(s).columns if c and c.mine}
                      for s in (0, 1)}
            for viewer, others in ((alice, secret[1]), (bob, secret[0]), (carol, secret[0] | secret[1])):
                text = visible_text(fake, viewer)
                found = leaked(text, others)
                assert found == [], [text[max(0, text.find(c) - 200):text.find(c) + 30] for c in found]
            assert leaked(caplog.text, secret[0] | secret[1]) == []
            checked += 1
            seat = rng.choice(sorted(state.to_act()))
            if seat not in panels or rng.random() < 0.05:
                panels[seat] = await open_panel(fake, users[seat], public)
            await panel_click(fake, users[seat], panels[seat], rng)
    assert checked > 50


# --- against the bot ---------------------------------------------------------------------


async def test_playing_against_the_bot_to_the_end(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(5)
    async with running_bot(fake, make_bot()) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY))
        assert res.response_type in (4, 5) and not res.ephemeral  # 5: acknowledged first, under load
        public = res.message
        gid = game_id_of(fake, public)
        row, state = await load(bot, gid)
        assert row.seats == (alice.id, fake.bot_user.id)
        assert state.to_act() == frozenset({0}), "the bot places and locks at once"
        await play_some(fake, bot, {0: alice}, public, {}, rng)
        assert [b.label for b in fake.buttons(public)] == ["Play again"]
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": KEY}))
        assert "played 1" in stats.message.text and "drawn" in stats.message.text
        again = answered_in_time(await fake.click(alice, public, fake.button(public, label="Play again")))
        assert again.new_message is not None and not again.new_message.ephemeral
        assert fake.button(again.new_message, label="Your hand")
        assert [(b.label, b.disabled) for b in fake.buttons(public)] == [("New game started", True)]
        summary = await bot.storage.player_summary(guild_id=fake.guild_id, user_id=fake.bot_user.id, key=KEY,
                                                   metrics={KEY: []})
        assert summary == [], "the bot keeps no record of itself"


# --- challenges ------------------------------------------------------------------------


async def test_challenge_rules_self_bots_withdraw_decline_expiry_and_busy_players(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_member("carol")
    robot = fake.add_member("robot")
    robot.bot = True
    async with running_bot(fake, make_bot()) as bot:
        me = answered_in_time(await fake.slash(alice, "play", subcommand=KEY, options={"opponent": alice}))
        assert me.ephemeral and "yourself" in me.message.text
        other_bot = answered_in_time(await fake.slash(alice, "play", subcommand=KEY, options={"opponent": robot}))
        assert other_bot.ephemeral and "Bot accounts" in other_bot.message.text

        withdrawn = (await fake.slash(alice, "play", subcommand=KEY, options={"opponent": bob})).message
        no = answered_in_time(await fake.click(bob, withdrawn, fake.button(withdrawn, label="Withdraw")))
        assert no.ephemeral and "Only" in no.message.text
        answered_in_time(await fake.click(alice, withdrawn, fake.button(withdrawn, label="Withdraw")))
        assert "withdrawn" in withdrawn.text and fake.buttons(withdrawn) == []

        declined = (await fake.slash(alice, "play", subcommand=KEY, options={"opponent": bob})).message
        answered_in_time(await fake.click(bob, declined, fake.button(declined, label="Decline")))
        assert "declined" in declined.text and fake.buttons(declined) == []

        expiring = (await fake.slash(alice, "play", subcommand=KEY, options={"opponent": carol})).message
        await bot.run_timers(now=time.time() + bot.settings.challenge_minutes * 60 + 1)
        assert "expired" in expiring.text and fake.buttons(expiring) == []

        public = await challenge_accepted(fake, alice, bob)
        busy = answered_in_time(await fake.slash(carol, "play", subcommand=KEY, options={"opponent": bob}))
        assert busy.ephemeral and "already has" in busy.message.text and str(public.id) in busy.message.text
        mine = answered_in_time(await fake.slash(alice, "play", subcommand=KEY))
        assert mine.ephemeral and "already have" in mine.message.text


# --- timers ------------------------------------------------------------------------------


async def test_an_idle_player_is_reminded_once_then_forfeits_even_across_a_restart(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(3)
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        gid = game_id_of(fake, public)
        panel = await open_panel(fake, alice, public)
        while (await load(bot, gid))[1].to_act() != frozenset({1}):
            await panel_click(fake, alice, panel, rng)
        half = bot.settings.turn_timeout_hours * 3600 / 2
    async with running_bot(fake, make_bot()) as bot:  # timers live in the database
        start = time.time()
        await bot.run_timers(now=start + half - 60)
        assert not [m for m in fake.channel_messages() if "forfeited" in m.text or "waiting for you" in m.text]
        await bot.run_timers(now=start + half + 1)
        reminders = [m for m in fake.channel_messages() if "waiting for you" in m.text]
        assert len(reminders) == 1 and bob.mention in reminders[0].text and alice.mention not in reminders[0].text
        await bot.run_timers(now=start + half + 2)
        assert len([m for m in fake.channel_messages() if "waiting for you" in m.text]) == 1, "reminded once"
        await bot.run_timers(now=start + 2 * half + 10)
        assert is_over(public) and "ran out of time" in public.text
        summary = await bot.storage.player_summary(guild_id=fake.guild_id, user_id=alice.id, key=KEY,
                                                   metrics={KEY: []})
        assert summary[0]["won"] == 1


async def test_a_game_nobody_touches_is_abandoned(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        now = time.time()
        await bot.run_timers(now=now + 13 * 3600)
        [reminder] = [m for m in fake.channel_messages() if "waiting for you" in m.text]
        assert alice.mention in reminder.text and bob.mention in reminder.text
        await bot.run_timers(now=now + 26 * 3600)
        assert is_over(public) and "Abandoned" in public.text and fake.buttons(public) == []
