"""/stats about yourself answers only you unless you share it, with a game's leaderboard or
without (issue 33: `/stats capture` was public while /help said yours answer privately);
about another member, it is for the channel (issue 9, Admins)."""

from __future__ import annotations

from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time


async def test_your_own_stats_are_private_unless_shared(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()):
        own = answered_in_time(await fake.slash(alice, "stats"))
        assert own.ephemeral and own.message.visible_to(alice) and not own.message.visible_to(bob)
        assert "Results of Alice" in own.message.text

        named_self = answered_in_time(await fake.slash(alice, "stats", options={"member": alice}))
        assert named_self.ephemeral

        shared = answered_in_time(await fake.slash(alice, "stats", options={"share": True}))
        assert not shared.ephemeral and shared.message.visible_to(bob)
        assert "Results of Alice" in shared.message.text

        not_shared = answered_in_time(await fake.slash(alice, "stats", options={"share": False}))
        assert not_shared.ephemeral

        other = answered_in_time(await fake.slash(bob, "stats", options={"member": alice}))
        assert not other.ephemeral and other.message.visible_to(alice)
        assert "Results of Alice" in other.message.text

        for game in ("deck-defence", "capture"):  # a game played alone, a rated game for two
            board = answered_in_time(await fake.slash(alice, "stats", options={"game": game}))
            assert board.ephemeral and not board.message.visible_to(bob), game
            assert "Results of Alice" in board.message.text and "top 10" in board.message.text
            shared = answered_in_time(await fake.slash(alice, "stats", options={"game": game, "share": True}))
            assert not shared.ephemeral and shared.message.visible_to(bob) and "top 10" in shared.message.text
            about_alice = answered_in_time(await fake.slash(bob, "stats", options={"game": game, "member": alice}))
            assert not about_alice.ephemeral and "Results of Alice" in about_alice.message.text

    [stats] = [c for c in fake.synced_commands if c["name"] == "stats"]
    share = next(o for o in stats["options"] if o["name"] == "share")
    assert share["type"] == 5 and not share.get("required")  # a boolean, optional
    assert fake.unknown_requests == []
