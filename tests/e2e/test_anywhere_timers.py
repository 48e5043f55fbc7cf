"""Timers where the bot only answers interactions (issue 37): a group DM.

Where the bot is no member it cannot post a reminder nor edit the table when a turn times
out; the timer pass still decides both (stored once), nothing is even asked of Discord
there (`fake.refused_sends` stays empty), and the next click on the table, by either
player, shows the finished game through that click's own token.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import logging
import random

import pytest

from bot.config import Settings
from tests.databases import BACKENDS, postgres_server  # noqa: F401  (pytest fixture)
from tests.databases import rows
from tests.fakediscord import FakeDiscord, running_bot

from tests.fakediscord.models import FakeMessage

from .helpers import answered_in_time, game_of, is_over, on_backend, panel_click
from .test_secrecy import choices, control
from .test_under_siege import KEY as SIEGE, Duel

DAY = 86400


@pytest.fixture(params=BACKENDS)
def settings(request, settings: Settings) -> Settings:
    return on_backend(request, settings, "anywhere_timers")


async def results_of(bot, game_id: int) -> list[tuple]:
    return sorted(await rows(bot.storage, "SELECT user_id, result FROM results WHERE game_id = :g", {"g": game_id}))


@pytest.mark.parametrize("clock, first, label", [(None, "bob", "Your hand"), (1, "alice", "Resign")])
async def test_a_group_dm_game_nobody_plays_on_is_reminded_then_forfeited_and_shown_on_the_next_click(
        fake_discord: FakeDiscord, settings, clock, first, label, caplog) -> None:
    """Without a clock (the bot's own turn limit) and with a correspondence clock of a day;
    the next click is the loser's on "Your hand", or the winner's on "Resign"."""
    from bot.discord.app import create_bot

    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_user("bob")
    group = fake.add_group_dm(alice, bob, name="late night")
    fake.install_app(alice)
    options = {"opponent": bob} | ({"clock": clock} if clock else {})
    async with running_bot(fake, create_bot(settings)) as bot:
        public = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options=options,
                                                   channel=group)).message
        answered_in_time(await fake.click(bob, public, fake.button(public, label="Accept")))
        gid = game_of(fake, public)
        table = await bot.service.load(gid)
        assert table.row.place == "private"
        if clock:
            assert table.row.turn_seconds == clock * DAY

        # Alice plays her part of the round on her panel; then nobody clicks.
        opened = answered_in_time(await fake.click(alice, public, fake.button(public, label="Your hand")))
        panel = opened.answer if opened.response_type != 7 else opened.followups[0]
        rng = random.Random(11)
        while (await bot.service.load(gid)).state.to_act() != frozenset({1}):
            await panel_click(fake, alice, panel, rng)
        await bot.wait_idle()
        await bot.outbox.drained()
        table = await bot.service.load(gid)
        due, limit = table.deadline, bot.service.turn_limit(table.row)
        assert due is not None
        before = fake.channel_messages(group)[:]

        await bot.run_timers(now=due - limit / 2 - 60)
        assert (await bot.service.load(gid)).row.status.running
        await bot.run_timers(now=due - limit / 2)  # reminded: nothing can be posted there
        [(data,)] = await rows(bot.storage, "SELECT data FROM timers WHERE kind = 'turn' AND ref_id = :g", {"g": gid})
        assert "reminded" in str(data)
        await bot.run_timers(now=due + 1)  # Bob forfeits
        await bot.run_timers(now=due + DAY)
        await bot.run_timers(now=due + 3 * DAY)
        row = (await bot.service.load(gid)).row
        assert row.status.over
        assert await results_of(bot, gid) == sorted([(alice.id, "win"), (bob.id, "loss")])
        assert await rows(bot.storage, "SELECT COUNT(*) FROM timers WHERE ref_id = :g AND kind = 'turn'",
                          {"g": gid}) == [(0,)]
        assert fake.refused_sends == []
        assert fake.channel_messages(group) == before and not is_over(public)  # nothing posted nor edited

        # The next click on the table shows the end, edited through that click's token.
        fake.advance(2 * DAY)
        clicker = {"alice": alice, "bob": bob}[first]
        res = answered_in_time(await fake.click(clicker, public, fake.button(public, label=label)))
        assert res.updated and res.message.id == public.id, res
        assert is_over(public) and "ran out of time" in public.text, public.text
        # The other player may ask for a rematch there: a new challenge, answered by the click.
        other = bob if clicker is alice else alice
        rematch = answered_in_time(await fake.click(other, public, fake.button(public, label="Rematch")))
        assert not rematch.ephemeral and rematch.message.id != public.id and "challenges" in rematch.message.text
        assert is_over(public)
        assert await results_of(bot, gid) == sorted([(alice.id, "win"), (bob.id, "loss")])
    assert fake.refused_sends == []
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []


# --- Under Siege in a group DM ------------------------------------------------------------------


class GroupDuel(Duel):
    """An Under Siege duel in a group DM: "Your hand" may first bring the table up to date
    (the bot could not edit it when the other member moved) and send the panel after it."""

    async def panel(self, seat: int) -> FakeMessage:
        if seat not in self.panels or not choices(self.fake, self.panels[seat]):
            opened = answered_in_time(await self.fake.click(self.members[seat], self.public,
                                                            control(self.fake, self.public, "hand")))
            if opened.response_type == 7:
                assert opened.message.id == self.public.id
                [panel] = opened.followups
            else:
                panel = opened.answer
            assert panel is not None and panel.ephemeral and panel.visible_to(self.members[seat])
            self.panels[seat] = panel
        return self.panels[seat]


async def test_under_siege_between_two_members_of_a_group_dm_to_its_end_with_a_default_taken_by_the_timers(
        fake_discord: FakeDiscord, settings, caplog) -> None:
    from bot.discord.app import create_bot

    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_user("bob")
    group = fake.add_group_dm(alice, bob, name="siege")
    fake.install_app(alice)
    rng = random.Random(21)
    defaulted = False
    async with running_bot(fake, create_bot(settings)) as bot:
        for _ in range(10):  # until a game had an out-of-turn decision left to its deadline
            public = answered_in_time(await fake.slash(alice, "play", subcommand=SIEGE, options={"opponent": bob},
                                                       channel=group)).message
            answered_in_time(await fake.click(bob, public, control(fake, public, "accept")))
            d = GroupDuel(fake, bot, {0: alice, 1: bob}, public)
            assert (await bot.service.load(d.game_id)).row.place == "private"
            state = await d.until(lambda s: bool(s.reacting()) and not defaulted, rng, limit=3000)
            if state.outcome() is None:
                # Nobody answers: the timer pass takes the rules' default for the seat.
                seat = min(state.to_act())
                default = state.default_action(seat)
                panel = await d.panel(seat)
                table = await bot.service.load(d.game_id)
                await bot.run_timers(now=table.row.reaction_due + 1)
                after = await d.state()
                assert after == state.apply(seat, default) or after.outcome() is not None
                defaulted = True
                # Their panel says so (its token still lives); the table shows it at the next click.
                assert "No answer in time" in panel.text, panel.text
                other = 1 - seat
                d.panels.pop(other, None)
                await d.panel(other)
                shown = (await bot.service.load(d.game_id)).row
                assert not shown.message_behind
                end = await d.until(lambda s: False, rng, limit=3000)
            else:
                end = state
            assert end.outcome() is not None
            row = (await bot.service.load(d.game_id)).row
            assert row.status.over
            answered_in_time(await fake.click(alice, public, fake.buttons(public)[0]))
            assert is_over(public), public.text
            assert len(await results_of(bot, d.game_id)) == 2
            if defaulted:
                break
        assert defaulted, "no out-of-turn decision was met"
    assert fake.refused_sends == []
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
