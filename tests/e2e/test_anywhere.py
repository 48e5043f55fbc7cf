"""Games anywhere (issue 37, user installs): the bot's own DM, a group DM where one member
installed the app, a server the bot is not in.

Where the bot is no member it can only answer interactions: the table is the answer to the
command, every click edits it with that click's own token, and nothing is posted or edited
through the channel (the fake refuses it and records it in `fake.refused_sends`, which stays
empty).  The main flows run on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import random

import pytest

from bot.config import Settings
from bot.discord.customid import ComponentId
from tests.databases import BACKENDS, postgres_server  # noqa: F401  (pytest fixture)
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import answered_in_time, game_of, is_over, on_backend, play_to_the_end, snapshot
from .test_capture import panel_click


@pytest.fixture(params=BACKENDS)
def settings(request, settings: Settings) -> Settings:
    """Every test here runs on SQLite and on PostgreSQL (skipped, saying why, where no server
    can be had)."""
    return on_backend(request, settings, "anywhere")


async def stored(bot, game_id: int):
    row = await bot.storage.load_game(game_id)
    assert row is not None
    return row, bot.service.table(row).state


async def open_panel(fake: FakeDiscord, user, public: FakeMessage) -> FakeMessage:
    """"Your hand": the panel is the answer, or, when the table had fallen behind (where the
    bot cannot edit it outside an interaction), the table is brought up to date by the click
    and the panel is its private follow-up."""
    res = answered_in_time(await fake.click(user, public, fake.button(public, label="Your hand")))
    if res.response_type == 7:
        assert res.message.id == public.id
        [panel] = res.followups
    else:
        panel = res.answer
    assert panel is not None and panel.ephemeral and panel.visible_to(user), res.response_type
    return panel


async def play_capture(fake: FakeDiscord, bot, users: dict, public: FakeMessage, panels: dict, rng: random.Random,
                       *, until=lambda state: False, limit: int = 2000) -> None:
    """Random panel clicks by whichever seat must act (a seat the bot plays is skipped),
    until `until(state)` or the game ends."""
    gid = game_of(fake, public)
    for _ in range(limit):
        row, state = await stored(bot, gid)
        if not row.status.running or until(state):
            return
        seat = rng.choice(sorted(s for s in state.to_act() if s in users))
        if seat not in panels or rng.random() < 0.05:
            panels[seat] = await open_panel(fake, users[seat], public)
        await panel_click(fake, users[seat], panels[seat], rng)
    raise AssertionError("the game did not end")


async def test_a_solitaire_in_the_bots_dm_is_played_to_its_end(fake_discord: FakeDiscord, settings) -> None:
    from bot.discord.app import create_bot

    fake = fake_discord
    alice = fake.add_member("alice")
    dm = fake.open_dm(alice)
    async with running_bot(fake, create_bot(settings)) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence", channel=dm))
        table = res.message
        assert not res.ephemeral and table.channel_id == dm and fake.buttons(table)
        await play_to_the_end(fake, alice, table, random.Random(5))
        row, _ = await stored(bot, game_of(fake, table))
        assert (row.guild_id, row.channel_id, row.place, row.status.over) == (0, dm, "dm", True)
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": "deck-defence"}, channel=dm))
        assert "played 1" in stats.message.text
        history = answered_in_time(await fake.slash(alice, "history", channel=dm))
        assert history.ephemeral and "Deck Defence" in history.message.text
        for name in ("help", "rules"):
            options = {"game": "capture"} if name == "rules" else None
            said = answered_in_time(await fake.slash(alice, name, options=options, channel=dm))
            assert said.ephemeral and said.message.text
    assert fake.refused_sends == []


async def test_capture_between_two_members_of_a_group_dm_goes_to_its_end_across_a_restart(
        fake_discord: FakeDiscord, settings) -> None:
    from bot.discord.app import create_bot

    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_user("bob"), fake.add_user("carol")
    group = fake.add_group_dm(alice, bob, carol, name="game night")
    fake.install_app(alice)  # alice alone installed the app: bob's clicks are not user integrations
    rng = random.Random(8)
    panels: dict[int, FakeMessage] = {}
    users = {0: alice, 1: bob}
    async with running_bot(fake, create_bot(settings)) as bot:
        asked = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"opponent": bob},
                                                  channel=group))
        challenge = asked.message
        assert not asked.ephemeral and bob.mention in challenge.text
        # Carol is in the group DM but was not challenged.
        nosy = answered_in_time(await fake.click(carol, challenge, fake.button(challenge, label="Accept")))
        assert nosy.ephemeral
        accepted = answered_in_time(await fake.click(bob, challenge, fake.button(challenge, label="Accept")))
        assert accepted.updated and accepted.message.id == challenge.id and fake.button(challenge, label="Your hand")
        public = challenge
        gid = game_of(fake, public)
        row, _ = await stored(bot, gid)
        assert (row.guild_id, row.channel_id, row.place) == (0, group, "private")
        await play_capture(fake, bot, users, public, panels, rng, until=lambda s: s.view(None).round >= 2)
    async with running_bot(fake, create_bot(settings)) as bot:
        row, state = await stored(bot, gid)
        assert row.status.running and state.view(None).round >= 2
        await play_capture(fake, bot, users, public, panels, rng)
        row, _ = await stored(bot, gid)
        assert row.status.over
        # The table could not follow the panels through the channel: the next click on it
        # brings it up to date.
        answered_in_time(await fake.click(alice, public, fake.button(public, label="Your hand")))
        assert is_over(public), public.text
    assert fake.refused_sends == []


async def test_a_game_against_the_bot_in_a_server_the_bot_is_not_in(fake_discord: FakeDiscord, settings) -> None:
    from bot.discord.app import create_bot

    fake = fake_discord
    alice = fake.add_member("alice")
    foreign_guild, foreign = fake.add_foreign_guild("Their server")
    fake.install_app(alice)
    rng = random.Random(3)
    panels: dict[int, FakeMessage] = {}
    async with running_bot(fake, create_bot(settings)) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"level": "easy"},
                                                channel=foreign))
        public = res.message
        assert not res.ephemeral and public.channel_id == foreign
        gid = game_of(fake, public)
        row, _ = await stored(bot, gid)
        assert (row.guild_id, row.place) == (foreign_guild, "foreign")
        await play_capture(fake, bot, {0: alice}, public, panels, rng)
        answered_in_time(await fake.click(alice, public, fake.button(public, label="Your hand")))
        assert is_over(public), public.text
        # A member cannot be challenged where the bot is not: said privately, nothing started.
        bob = fake.add_member("bob")
        refused = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"opponent": bob},
                                                    channel=foreign))
        assert refused.ephemeral and "group DM" in refused.message.text
    assert fake.refused_sends == []


# --- bad input --------------------------------------------------------------------------------


async def test_a_forged_click_by_a_member_of_the_group_dm_who_is_not_seated_changes_nothing(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_user("bob"), fake.add_user("carol")
    group = fake.add_group_dm(alice, bob, carol)
    fake.install_app(alice)
    async with running_bot(fake, make_bot()) as bot:
        challenge = answered_in_time(await fake.slash(alice, "play", subcommand="capture",
                                                      options={"opponent": bob}, channel=group)).message
        answered_in_time(await fake.click(bob, challenge, fake.button(challenge, label="Accept")))
        gid = game_of(fake, challenge)
        before_row, _ = await stored(bot, gid)
        before = snapshot(challenge)
        # Carol forges a move on alice's panel controls and presses the public table's buttons.
        panel = await open_panel(fake, alice, challenge)
        move = ComponentId("pmove", gid, before_row.version, "lock").encode()
        forged = answered_in_time(await fake.click(carol, challenge, move, force=True))
        assert forged.ephemeral and forged.message.text
        for label in ("Your hand", "Resign"):
            res = answered_in_time(await fake.click(carol, challenge, fake.button(challenge, label=label)))
            assert res.ephemeral and "Only" in res.message.text
        after_row, _ = await stored(bot, gid)
        assert after_row.version == before_row.version and snapshot(challenge) == before
    assert fake.refused_sends == []


async def test_a_click_after_the_tokens_expired_still_plays_and_an_expired_panel_is_no_trouble(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_user("bob")
    group = fake.add_group_dm(alice, bob)
    fake.install_app(alice)
    rng = random.Random(4)
    async with running_bot(fake, make_bot()) as bot:
        # A solitaire's table: a click 16 minutes later brings its own token.
        table = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence", channel=group)).message
        fake.advance(16 * 60)
        res = answered_in_time(await fake.click(alice, table, next(
            b for b in fake.buttons(table) if b.label not in ("Resign", "Hint") and not b.disabled)))
        assert res.updated and not res.ephemeral and res.message.id == table.id
        # Capture: panels opened, then their tokens expire; the moves that should redraw
        # them cannot, which is no trouble: the next click shows the table.
        challenge = answered_in_time(await fake.slash(alice, "play", subcommand="capture",
                                                      options={"opponent": bob}, channel=group)).message
        answered_in_time(await fake.click(bob, challenge, fake.button(challenge, label="Accept")))
        gid = game_of(fake, challenge)
        panels = {0: await open_panel(fake, alice, challenge), 1: await open_panel(fake, bob, challenge)}
        fake.advance(16 * 60)
        row, state = await stored(bot, gid)
        round_before = state.view(None).round
        await play_capture(fake, bot, {0: alice, 1: bob}, challenge, panels, rng,
                           until=lambda s: s.view(None).round > round_before)
        answered_in_time(await fake.click(alice, challenge, fake.button(challenge, label="Your hand")))
        row, state = await stored(bot, gid)
        assert f"Round {state.view(None).round}" in challenge.text or state.view(None).round > round_before
    assert fake.refused_sends == []


async def test_commands_in_places_that_do_not_allow_them_get_a_clear_private_answer(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    dm = fake.open_dm(alice)
    group = fake.add_group_dm(alice, bob)
    _, foreign = fake.add_foreign_guild("Their server")
    fake.install_app(alice)
    async with running_bot(fake, make_bot()) as bot:
        for channel in (dm, group, foreign):
            for name, sub in (("settings", "server"), ("event", "list")):
                res = answered_in_time(await fake.slash(alice, name, subcommand=sub, channel=channel, force=True))
                assert res.ephemeral and "server the bot is in" in res.message.text, (name, channel, res.message.text)
        # In the bot's DM a member cannot be challenged: only alice is there.
        res = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"opponent": bob},
                                                channel=dm))
        assert res.ephemeral and "alone or against the bot" in res.message.text
        assert await bot.storage.invitations.open_between(dm, (alice.id, bob.id)) == []
        games = await bot.storage.tables_behind()
        assert games == []
    assert fake.refused_sends == []
    synced = {c["name"]: c for c in fake.synced_commands}
    for name in ("play", "daily", "stats", "history", "replay", "rules", "help"):
        assert (synced[name]["integration_types"], synced[name]["contexts"]) == ([0, 1], [0, 1, 2]), name
    for name in ("event", "settings"):
        assert (synced[name]["integration_types"], synced[name]["contexts"]) == ([0], [0]), name
