"""Solitaire games end to end: the real discord.py bot against a fake Discord on 127.0.0.1.

A member runs /play, then plays to the end by clicking the buttons and menus; strangers,
stale and forged clicks change nothing; a restart mid-game loses nothing; /stats counts it.
"""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.openapi_check import load_spec, request_errors

from .helpers import PNG_MAGIC, action_controls, answered_in_time, is_over, page_fields, play_to_the_end, random_click

SOLO = [key for key, info in GAMES.items() if info.players == (1,)]


def snapshot(msg):
    return (msg.text, [a.data for a in msg.attachments], msg.components)


@pytest.mark.parametrize("key", SOLO)
async def test_play_a_whole_game_by_clicking_then_stats_show_it(fake_discord: FakeDiscord, make_bot, key: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(alice, "play", subcommand=key))
        assert res.response_type in (4, 5) and not res.ephemeral  # 5: acknowledged first, under load
        msg = res.message
        [(name, png, description)] = msg.attachments
        assert png.startswith(PNG_MAGIC) and len(png) < 60_000 and description
        assert GAMES[key].title in msg.text and action_controls(fake, msg)
        await play_to_the_end(fake, alice, msg, random.Random(7))
        assert not action_controls(fake, msg), "a finished game keeps no action buttons"
        # A lost game also asks whether its deal was winnable (bot.features.verdicts); a won one does not.
        lost = "Was it winnable?" in [b.label for b in fake.buttons(msg)]
        assert [b.label for b in fake.buttons(msg)] == ["Play again"] + (["Was it winnable?"] if lost else [])
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": key}))
    text = stats.message.text
    assert "played 1" in text and "top 10" in text
    assert fake.unknown_requests == []
    spec = load_spec()  # Discord's OpenAPI file sits outside the repo; CI has it
    if spec is not None:
        assert request_errors(spec, fake.requests) == []


async def test_game_options_become_command_options(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()):
        [play] = [c for c in fake.synced_commands if c["name"] == "play"]
        subs = {o["name"]: o for o in play["options"]}
        assert set(subs) >= set(SOLO)
        assert [o["name"] for o in subs["deck-defence"].get("options", [])] == ["classic", "deal", "winnable"]
        res = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence", options={"classic": True}))
        assert "Classic" in res.message.text
        await play_to_the_end(fake, alice, res.message, random.Random(5))
        other = answered_in_time(await fake.slash(bob, "stats", options={"member": alice}))
    assert "Deck Defence" in other.message.text and "played 1" in other.message.text


async def test_house_rules_are_shown_on_the_table_and_their_results_kept_apart(
        fake_discord: FakeDiscord, make_bot) -> None:
    """Tower Defense with Havoc: the table says which house rules are on, and /stats keeps
    its results apart from games by the book (they are not comparable)."""
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(alice, "play", subcommand="tower-defense", options={"havoc": True}))
        assert "house rules: Havoc (Jokers)" in res.message.text
        await play_to_the_end(fake, alice, res.message, random.Random(2))
        plain = answered_in_time(await fake.slash(alice, "play", subcommand="tower-defense"))
        assert "house rules" not in plain.message.text
        await play_to_the_end(fake, alice, plain.message, random.Random(3))
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": "tower-defense"}))
    fields = page_fields(stats.message)
    title = GAMES["tower-defense"].title
    assert "played 1" in fields[f"{title} \u00b7 Havoc (Jokers)"] and "played 1" in fields[title]
    assert f"{title} \u00b7 Havoc (Jokers): top 10 in this server" in fields
    assert f"{title}: top 10 in this server" in fields


async def test_stranger_click_is_refused_privately_and_changes_nothing(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()):
        msg = (await fake.slash(alice, "play", subcommand="deck-defence")).message
        before = snapshot(msg)
        kind, custom_id, _ = action_controls(fake, msg)[0]
        res = answered_in_time(await fake.click(bob, msg, custom_id))
        assert res.ephemeral and "Only" in res.message.text
        assert snapshot(msg) == before


async def test_stale_click_changes_nothing_and_shows_the_table_now(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(3)
    async with running_bot(fake, make_bot()):
        msg = (await fake.slash(alice, "play", subcommand="defend-and-capture")).message
        old_ids = [cid for kind, cid, _ in action_controls(fake, msg) if kind == "button"]
        # Click until the position (its version) has moved on at least once.
        while msg.attachments[0].data == snapshot(msg)[1][0] and not is_over(msg):
            first = msg.attachments[0].data
            await random_click(fake, alice, msg, rng)
            if msg.attachments[0].data != first:
                break
        before = snapshot(msg)
        res = answered_in_time(await fake.click(alice, msg, old_ids[-1], force=True))
        assert res.ephemeral and "earlier position" in res.message.text
        assert res.message.attachments and res.message.attachments[0].data.startswith(PNG_MAGIC)
        assert snapshot(msg) == before


@pytest.mark.parametrize("forged", ["ct:move:999999:0:end", "ct:pmenu:1:0:end", "not-ours", "ct:move:1:0:" + "x" * 70])
async def test_forged_custom_id_gets_a_private_answer_and_changes_nothing(fake_discord: FakeDiscord, make_bot,
                                                                         forged: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        msg = (await fake.slash(alice, "play", subcommand="deck-defence")).message
        before = snapshot(msg)
        res = answered_in_time(await fake.click(alice, msg, forged, force=True))
        assert res.ephemeral and "nothing was changed" in res.message.text.lower() or \
            "no longer exists" in res.message.text
        assert snapshot(msg) == before


async def test_forged_id_of_another_game_cannot_repaint_this_message(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        one = (await fake.slash(alice, "play", subcommand="deck-defence")).message
        two = (await fake.slash(alice, "play", subcommand="defend-and-capture")).message
        before = snapshot(one)
        _, foreign, _ = action_controls(fake, two)[0]
        res = answered_in_time(await fake.click(alice, one, foreign, force=True))
        assert res.ephemeral and snapshot(one) == before


@pytest.mark.parametrize("key", SOLO)
async def test_restart_mid_game_keeps_the_game_and_old_buttons_work(fake_discord: FakeDiscord, make_bot,
                                                                    key: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(11)
    async with running_bot(fake, make_bot()):
        msg = (await fake.slash(alice, "play", subcommand=key)).message
        for _ in range(4):
            await random_click(fake, alice, msg, rng)
    before = snapshot(msg)
    async with running_bot(fake, make_bot()):  # a new process: nothing in memory survives
        res = await random_click(fake, alice, msg, rng)
        assert res.updated and not res.ephemeral
        assert snapshot(msg) != before
        await play_to_the_end(fake, alice, msg, rng)
    assert is_over(msg)


async def test_second_game_of_a_kind_points_to_the_running_one(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()):
        first = (await fake.slash(alice, "play", subcommand="deck-defence")).message
        again = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence"))
        assert again.ephemeral and str(first.id) in again.message.text
        other = answered_in_time(await fake.slash(bob, "play", subcommand="deck-defence"))
        assert not other.ephemeral  # a channel hosts several players' games at once


async def test_resign_asks_first_then_ends_the_game_as_a_loss(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        msg = (await fake.slash(alice, "play", subcommand="defend-and-capture")).message
        ask = answered_in_time(await fake.click(alice, msg, fake.button(msg, label="Resign")))
        assert ask.ephemeral and not is_over(msg)
        done = answered_in_time(await fake.click(alice, ask.message, fake.button(ask.message, label="Yes, resign")))
        assert "resigned" in done.message.text.lower()
        assert is_over(msg) and [b.label for b in fake.buttons(msg)] == ["Play again", "Was it winnable?"]
        again = answered_in_time(await fake.click(alice, msg, fake.button(msg, label="Play again")))
        assert again.new_message is not None and not again.new_message.ephemeral and again.new_message.id != msg.id
        assert [(b.label, b.disabled) for b in fake.buttons(msg)] == [("New game started", True),
                                                                      ("Was it winnable?", False)], \
            "a used Play again stays, disabled"
        stats = answered_in_time(await fake.slash(alice, "stats"))
    assert "lost 1" in stats.message.text


async def test_back_and_cancel_walk_the_picker_without_moving(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        msg = (await fake.slash(alice, "play", subcommand="defend-and-capture")).message
        picture = msg.attachments[0].data
        play = fake.button(msg, label=next(b.label for b in fake.buttons(msg) if b.label.startswith("Play")))
        answered_in_time(await fake.click(alice, msg, play))
        assert any(b.label == "Cancel" for b in fake.buttons(msg))
        answered_in_time(await fake.click(alice, msg, fake.button(msg, label="Cancel")))
        assert any(b.label == "Resign" for b in fake.buttons(msg))
        assert msg.attachments[0].data == picture


async def test_help_and_rules_answer_privately(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(alice, "help"))
        assert res.ephemeral and "/play" in res.message.text
        for key in GAMES:
            rules = answered_in_time(await fake.slash(alice, "rules", options={"game": key}))
            assert rules.ephemeral and GAMES[key].title in rules.message.text


async def test_tower_defense_defenders_are_picked_from_one_menu_and_a_short_payment_is_refused_T6(
        fake_discord: FakeDiscord, make_bot) -> None:
    """T-6: the player picks the defending cards in one multi-choice menu; a set worth too
    little gets a private reason and changes nothing; any set that pays, however large, is
    played and told."""
    from engine.tower_defense.constants import defend_value

    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(11)
    async with running_bot(fake, make_bot()):
        for _ in range(6):  # the bot deals from its own seed: play games until a defence comes
            msg = answered_in_time(await fake.slash(alice, "play", subcommand="tower-defense")).message
            while not is_over(msg):
                many = [c for c in action_controls(fake, msg) if c[0] == "many"]
                if many:
                    break
                defend = [b for b in fake.buttons(msg) if b.label == "Defend"]
                if defend:
                    answered_in_time(await fake.click(alice, msg, defend[0].custom_id or ""))
                    continue
                await random_click(fake, alice, msg, rng)
            if not is_over(msg):
                break
        else:
            raise AssertionError("no defence came up in six games")
        [(_, custom_id, values)] = many
        [menu] = [s for s in fake.selects(msg) if s.custom_id == custom_id]
        assert menu.min_values == 1 and menu.max_values == len(values) and "or more together" in msg.text
        weakest = min(values, key=defend_value)
        before = snapshot(msg)
        res = answered_in_time(await fake.select(alice, msg, custom_id, [weakest]))
        if res.ephemeral:  # the weakest card alone may still pay; when it does not, say why
            assert "worth" in res.message.text and "or more" in res.message.text
            assert snapshot(msg) == before
            res = answered_in_time(await fake.select(alice, msg, custom_id, list(reversed(values))))
        assert res.updated and not res.ephemeral
        assert "You defend against" in msg.text
