"""Challenges between members flow without chasing (issue 9): one open challenge between two
members for a game, asking back accepts, used buttons are disabled, one accepted challenge
settles the others between the same two players."""

from __future__ import annotations

from tests.databases import rows
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time

KEY = "capture"


async def challenge(fake: FakeDiscord, host, opponent):
    return answered_in_time(await fake.slash(host, "play", subcommand=KEY, options={"opponent": opponent}))


async def test_at_most_one_open_challenge_between_two_members_for_a_game(fake_discord: FakeDiscord,
                                                                       make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        first = (await challenge(fake, alice, bob)).new_message
        again = await challenge(fake, alice, bob)
        assert again.private and "already challenged" in again.answer.text and str(first.id) in again.answer.text
        found = await rows(bot.storage, "SELECT COUNT(*) FROM invitations WHERE status = 'open'")
        assert found == [(1,)]


async def test_challenging_back_accepts_the_challenge_already_open(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        invitation = (await challenge(fake, alice, bob)).new_message
        back = await challenge(fake, bob, alice)
        assert back.private and "accepted" in back.answer.text and str(invitation.id) in back.answer.text
        assert fake.button(invitation, label="Your hand"), "the game begins on the first challenge's message"
        running = await rows(bot.storage, "SELECT COUNT(*) FROM games WHERE status = 'running'")
        assert running == [(1,)]
        assert await rows(bot.storage, "SELECT COUNT(*) FROM invitations WHERE status = 'open'") == [(0,)]


async def test_rematch_asked_by_both_starts_one_game_and_the_used_button_is_disabled(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        invitation = (await challenge(fake, alice, bob)).new_message
        answered_in_time(await fake.click(bob, invitation, fake.button(invitation, label="Accept")))
        answered_in_time(await fake.click(alice, invitation, fake.button(invitation, label="Resign")))
        confirm = [m for m in fake.channel_messages(visible_to=alice) if m.ephemeral][-1]
        answered_in_time(await fake.click(alice, confirm, fake.button(confirm, label="Yes, resign")))
        assert [b.label for b in fake.buttons(invitation)] == ["Rematch"]
        asked = answered_in_time(await fake.click(bob, invitation, fake.button(invitation, label="Rematch")))
        rematch = asked.new_message
        assert rematch is not None and alice.mention in rematch.text
        assert [(b.label, b.disabled) for b in fake.buttons(invitation)] == [("Rematch asked", True)]
        # Alice asks too, from the command: that accepts Bob's rematch.
        back = await challenge(fake, alice, bob)
        assert back.private and "accepted" in back.answer.text
        assert fake.button(rematch, label="Your hand")
        assert await rows(bot.storage, "SELECT COUNT(*) FROM games WHERE status = 'running'") == [(1,)]


async def test_accepting_one_challenge_closes_the_others_between_the_same_two_players(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        invitation = (await challenge(fake, alice, bob)).new_message
        # Another open challenge between them (another game, once there is one; stored directly).
        other = await bot.storage.invitations.create(key="other-game", guild_id=fake.guild_id,
                                                     channel_id=fake.channel_id, users=(bob.id, alice.id),
                                                     options={}, expires_at=4e9)
        answered_in_time(await fake.click(bob, invitation, fake.button(invitation, label="Accept")))
        assert (await bot.storage.invitations.load(other.id)).status == "withdrawn"
        assert (await bot.storage.timers.get("invitation", other.id)) is None
