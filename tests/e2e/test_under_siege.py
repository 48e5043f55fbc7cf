"""Under Siege end to end through the fake Discord: two members deploy from their private
panels and fight the battle out; out-of-turn decisions (a reserve, a Queen's interception)
reach the right member only, and one left unanswered is taken by the rules' default when its
deadline passes; a restart mid-battle loses nothing; the solitaire variant against the
automaton plays to its end; and the bot plays either role.

(That nothing public names a face-down card is checked for every game with hidden hands by
tests/e2e/test_secrecy.py, Under Siege included.)
"""

from __future__ import annotations

import random
import time
from typing import Any

from bot.discord.customid import decode
from engine import GAMES, GameState
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage, FakeUser

from .helpers import answered_in_time, is_over
from .test_secrecy import choices, control, panel_click

KEY = "under-siege"


async def load(bot, game_id: int) -> tuple[Any, GameState[Any]]:
    table = await bot.service.load(game_id)
    return table, table.state


def pending(state: GameState[Any]) -> str:
    """What the battle waits for ("reserve", "intercept", ...), "" when nothing out of turn."""
    return str(getattr(state.view(None), "pending", "")) if state.reacting() else ""


class Duel:
    """Two members at one table, each clicking on their own private panel."""

    def __init__(self, fake: FakeDiscord, bot, members: dict[int, FakeUser], public: FakeMessage) -> None:
        self.fake, self.bot, self.members, self.public = fake, bot, members, public
        self.panels: dict[int, FakeMessage] = {}
        cid = decode(control(fake, public, "hand").custom_id or "")
        assert cid is not None
        self.game_id = cid.game_id

    async def state(self) -> GameState[Any]:
        return (await load(self.bot, self.game_id))[1]

    async def panel(self, seat: int) -> FakeMessage:
        if seat not in self.panels or not choices(self.fake, self.panels[seat]):
            opened = answered_in_time(await self.fake.click(self.members[seat], self.public,
                                                            control(self.fake, self.public, "hand")))
            assert opened.ephemeral and opened.message.visible_to(self.members[seat])
            self.panels[seat] = opened.message
        return self.panels[seat]

    async def click(self, rng: random.Random) -> None:
        """Like a player who fights: mostly puts cards down and adds reserves, seldom declines."""
        state = await self.state()
        seat = min(state.to_act())
        panel = await self.panel(seat)
        options = [o for o in choices(self.fake, panel) if not o[0].startswith("take")]
        playing = [o for o in options if o[0].split(".")[0] not in ("done", "pass")]
        if not options:
            await panel_click(self.fake, self.members[seat], panel, state, seat, rng)
            return
        path, comp, value = rng.choice(playing if playing and rng.random() < 0.85 else options)
        user = self.members[seat]
        res = answered_in_time(await (self.fake.click(user, panel, comp) if value is None
                                      else self.fake.select(user, panel, comp, [value])))
        assert res.updated and res.message.id == panel.id

    async def until(self, wanted, rng: random.Random, limit: int = 600) -> GameState[Any]:
        for _ in range(limit):
            state = await self.state()
            if wanted(state) or state.outcome() is not None:
                return state
            await self.click(rng)
        raise AssertionError("never reached")


async def reach(fake: FakeDiscord, bot, alice: FakeUser, bob: FakeUser, wanted, rng: random.Random,
                games: int = 10) -> tuple[Duel, GameState[Any]]:
    """A duel played until `wanted(state)`; the bot deals each game from a seed of its own,
    so a game that ends first is followed by another."""
    for _ in range(games):
        d = Duel(fake, bot, {0: alice, 1: bob}, await duel(fake, alice, bob))
        state = await d.until(wanted, rng, limit=3000)
        if state.outcome() is None:
            return d, state
    raise AssertionError(f"not reached in {games} games")


async def duel(fake: FakeDiscord, alice: FakeUser, bob: FakeUser, options=None) -> FakeMessage:
    res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY,
                                            options={"opponent": bob, **(options or {})}))
    public = res.new_message
    assert public is not None and bob.mention in public.text
    answered_in_time(await fake.click(bob, public, control(fake, public, "accept")))
    return public


async def test_a_reaction_reaches_only_the_member_who_decides_and_is_answered_by_them(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(1)
    answered: set[str] = set()
    async with running_bot(fake, make_bot()) as bot:
        public = await duel(fake, alice, bob, {"challenger_role": "defender"})
        d = Duel(fake, bot, {0: alice, 1: bob}, public)
        for _ in range(40):  # battles, over several games, until a reserve and an intercept were answered
            state = await d.until(lambda s: pending(s) in ("reserve", "intercept") and pending(s) not in answered,
                                  rng, limit=3000)
            if state.outcome() is not None:
                public = await duel(fake, alice, bob, {"challenger_role": "defender"})
                d = Duel(fake, bot, {0: alice, 1: bob}, public)
                continue
            kind, seat = pending(state), min(state.to_act())
            other = 1 - seat
            # The decision is this member's alone: the other's panel offers nothing to play.
            assert other not in state.to_act()
            if other in d.panels:
                assert not choices(fake, d.panels[other]), "the other member was offered the decision"
            mine = await d.panel(seat)
            paths = [p for p, _, _ in choices(fake, mine)]
            assert paths and all(p.split(".")[0] in (kind, "pass") for p in paths), paths
            assert "\u23f3" in mine.text and "Answer <t:" in mine.text, mine.text  # its deadline
            assert f"{d.members[seat].mention} has until <t:" in public.text, public.text
            playing = [p for p in paths if p != "pass"]
            path = playing[0] if playing else "pass"
            comp = next(c for p, c, _ in choices(fake, mine) if p == path)
            res = answered_in_time(await fake.click(d.members[seat], mine, comp))
            assert res.updated and res.message.id == mine.id
            after = await d.state()
            assert after != state, "the answer was taken"
            if path != "pass":
                answered.add(kind)
            if {"reserve", "intercept"} <= answered:
                break
    assert {"reserve", "intercept"} <= answered, f"only {answered} were met"


async def test_an_unanswered_reaction_takes_the_default_when_its_time_runs_out_even_after_a_restart(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(2)
    async with running_bot(fake, make_bot()) as bot:
        d, state = await reach(fake, bot, alice, bob, lambda s: bool(s.reacting()), rng)
        public = d.public
        seat = min(state.to_act())
        default = state.default_action(seat)
        assert default is not None
        late = (await d.panel(seat), [c.custom_id for _, c, v in choices(fake, await d.panel(seat)) if v is None])
    async with running_bot(fake, make_bot()) as bot:  # the deadline lives in the database
        table, _ = await load(bot, d.game_id)
        assert table.row.reaction_due is not None
        d.bot = bot
        carol = fake.add_member("carol")  # not seated: her click is refused privately
        nosy = answered_in_time(await fake.click(carol, public, control(fake, public, "hand")))
        assert nosy.private
        await bot.run_timers(now=table.row.reaction_due - 5)  # not yet
        assert await d.state() == state
        await bot.run_timers(now=table.row.reaction_due + 1)
        after = await d.state()
        assert after == state.apply(seat, default), "the default was taken for the seat that did not answer"
        assert f"No answer in time from {d.members[seat].mention}" in public.text, public.text
        # Too late, or a forged id: each gets a private answer and changes nothing.
        panel, ids = late
        assert ids, "the late member had buttons to press"
        res = answered_in_time(await fake.click(d.members[seat], panel, ids[0], force=True))
        assert res.private or res.updated and res.message.id == panel.id
        forged = ids[0].replace(f":{d.game_id}:", f":{d.game_id + 999}:")
        res = answered_in_time(await fake.click(d.members[seat], panel, forged, force=True))
        assert res.private
        assert await d.state() == after


async def test_a_restart_in_the_middle_of_a_battle_loses_nothing(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(3)
    async with running_bot(fake, make_bot()) as bot:
        d, mid = await reach(fake, bot, alice, bob, lambda s: getattr(s.view(None), "phase", "") == "battle", rng)
        public = d.public
    async with running_bot(fake, make_bot()) as bot:
        d.bot, d.panels = bot, {}  # a new process: its panels are opened again
        assert await d.state() == mid
        end = await d.until(lambda s: False, rng, limit=3000)
        assert end.outcome() is not None and is_over(public)


async def test_the_solitaire_variant_plays_to_its_end_against_the_automaton(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(4)
    async with running_bot(fake, make_bot()) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY))
        public = res.new_message
        assert public is not None and not public.ephemeral
        d = Duel(fake, bot, {0: alice}, public)
        state = await d.state()
        assert state.players == 1
        end = await d.until(lambda s: False, rng, limit=3000)
        assert end.outcome() is not None and is_over(public)
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": KEY}))
        assert "played 1" in stats.message.text


async def test_the_bot_plays_either_role_when_picked_as_the_opponent(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    for role, seed in (("defender", 5), ("attacker", 6)):
        rng = random.Random(seed)
        async with running_bot(fake, make_bot()) as bot:
            res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY,
                                                    options={"opponent": fake.bot_user, "challenger_role": role}))
            public = res.new_message
            assert public is not None and "challenges" not in public.text, "no challenge to accept"
            d = Duel(fake, bot, {0: alice}, public)
            table, state = await load(bot, d.game_id)
            assert table.row.seats == (alice.id, fake.bot_user.id) and state.players == 2
            assert GAMES[KEY].title in public.text
            end = await d.until(lambda s: False, rng, limit=3000)
            assert end.outcome() is not None and is_over(public)
