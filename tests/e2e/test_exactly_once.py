"""Exactly once, and every control on its own message (issue 8), end to end through the fake.

- The same `/play` sent several times at once starts one game; two challenges between the
  same members accepted at once start one game (the database decides, not a check before
  an insert).
- A control acts only on the kind of message it belongs to: a forged resign confirmation on
  another game's table, or on a panel of a game the clicker does not play, and a forged
  private-panel control on a public table, change nothing and are answered privately; so is
  a control sent as the wrong component type.
- `/play` for a game you already run offers to bring its table back; the table moves to a
  new message, the old one no longer acts, and play goes on from the new one.
"""

from __future__ import annotations

import asyncio
import json
import random
import re

from bot.discord.customid import ComponentId, decode
from engine.cards import std_name, std_short
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import (
    PANEL_NAV,
    answered_in_time,
    challenge_accepted,
    db_rows,
    game_of,
    open_panel,
    press,
    reach_a_move,
    running_games,
    said,
    snapshot,
    stored_game,
    stored_games,
    table_is_current,
)

SOLO = "deck-defence"


def mentions(text: str, cards) -> set[str]:
    """The standard cards among `cards` that `text` names (code, name or short form, as a word)."""
    found = set()
    for card in cards:
        short = std_short(card)
        words = {card, std_name(card), short}
        for symbol, letter in (("\u2660", "S"), ("\u2665", "H"), ("\u2666", "D"), ("\u2663", "C")):
            short = short.replace(symbol, letter)
        words.add(short)
        if any(re.search(rf"(?<![A-Za-z0-9_-]){re.escape(w)}(?![A-Za-z0-9_-])", text) for w in words):
            found.add(card)
    return found


def readable(msg: FakeMessage) -> str:
    """Everything on a message a member can read."""
    return "\n".join([msg.text, json.dumps(msg.embeds, ensure_ascii=False),
                      json.dumps(msg.components, ensure_ascii=False),
                      *[(a.description or "") for a in msg.attachments]])


# --- one game, however many times it is asked for ---------------------------------------------


async def test_the_same_play_sent_four_times_at_once_starts_one_game(fake_discord: FakeDiscord, make_bot,
                                                                     settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        results = await asyncio.gather(*(fake.slash(alice, "play", subcommand=SOLO) for _ in range(4)))
        for res in results:
            answered_in_time(res)
        games = running_games(db, SOLO)
        assert len(games) == 1, f"{len(games)} running games for one member: {[g.id for g in games]}"
        tables = [res for res in results if not res.private]
        refused = [res for res in results if res.private]
        assert len(tables) == 1 and len(refused) == 3, [said(r) for r in results]
        table = tables[0].new_message
        assert table is not None and games[0].message_id == table.id
        assert all("already" in res.answer.text for res in refused), [r.answer.text for r in refused]
        # Nothing else in the channel for the others to see: no second table, no stray placeholder.
        assert [m.id for m in fake.channel_messages(visible_to=bob)] == [table.id]
        assert table_is_current(fake, stored_game(db, games[0].id)) == ""


async def test_two_challenges_between_the_same_members_accepted_at_once_start_one_game(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        # A double-sent challenge may leave two open challenges between the same two members.
        asked = await asyncio.gather(*(fake.slash(alice, "play", subcommand="capture", options={"opponent": bob})
                                       for _ in range(2)))
        challenges = [res.new_message for res in map(answered_in_time, asked) if not res.private]
        assert 1 <= len(challenges) <= 2 and all(m is not None for m in challenges)
        open_count = db_rows(db, "SELECT COUNT(*) FROM invitations WHERE status = 'open'")[0][0]
        assert open_count == len(challenges)
        # Bob accepts both at once (or, when only one went out, presses its Accept twice at once).
        targets = challenges if len(challenges) == 2 else challenges * 2
        accepts = await asyncio.gather(*(fake.click(bob, m, fake.button(m, label="Accept")) for m in targets))
        for res in accepts:
            answered_in_time(res)
        games = running_games(db, "capture")
        assert len(games) == 1, f"{len(games)} running Capture games between the same two members"
        started = [res for res in accepts if res.updated and not res.private]
        assert len(started) == 1, [said(r) for r in accepts]
        assert all(res.private for res in accepts if res is not started[0])
        assert games[0].message_id == started[0].message.id
        assert fake.button(started[0].message, label="Your hand")
        assert db_rows(db, "SELECT COUNT(*) FROM games")[0][0] == 1


# --- a control acts only on its own message ------------------------------------------------------


async def test_a_forged_resign_confirmation_changes_no_game(fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        table_a = (await fake.slash(alice, "play", subcommand=SOLO)).new_message
        table_b = (await fake.slash(bob, "play", subcommand=SOLO)).new_message
        # Each asks to resign: the real confirmations, privately, for game A and for game B.
        prompts = {}
        for user, table in ((alice, table_a), (bob, table_b)):
            ask = answered_in_time(await fake.click(user, table, fake.button(table, label="Resign")))
            prompts[user.username] = ask.answer
            assert ask.answer is not None and ask.answer.ephemeral
        confirm_a = fake.button(prompts["alice"], label="Yes, resign").custom_id or ""
        confirm_b = fake.button(prompts["bob"], label="Yes, resign").custom_id or ""
        games = stored_games(db)
        shots = {m.id: snapshot(m) for m in (table_a, table_b, prompts["alice"], prompts["bob"])}
        # On game A's public message: Bob confirms resigning his game B, Alice confirms B, and
        # Alice confirms A itself (a confirmation belongs on the private prompt, never on a table).
        for user, custom_id in ((bob, confirm_b), (alice, confirm_b), (alice, confirm_a)):
            res = answered_in_time(await fake.click(user, table_a, custom_id, force=True))
            assert res.private, f"{user.username} pressing {custom_id} on game A's table: {said(res)}"
        # On Alice's own private prompt (her "Resign?" for A): the confirmation of Bob's game B.
        res = answered_in_time(await fake.click(alice, prompts["alice"], confirm_b, force=True))
        assert res.private, said(res)
        assert stored_games(db) == games, "a game changed"
        assert all(g.status == "running" for g in games) and len(games) == 2
        assert {m.id: snapshot(m) for m in (table_a, table_b, prompts["alice"], prompts["bob"])} == shots, (
            "a message was changed")
        assert db_rows(db, "SELECT COUNT(*) FROM results")[0][0] == 0


async def test_a_private_panel_control_forged_on_the_public_table_shows_no_hand(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_member("carol")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        public = await challenge_accepted(fake, alice, bob)
        [game] = running_games(db, "capture")
        panel = await open_panel(fake, alice, public)
        state = game.engine_state()
        hands = set(state.view(0).hand) | set(state.view(1).hand)
        assert hands and not mentions(readable(public), hands)
        # Alice's real panel controls (placing a card of hers, Refresh), pressed on the table.
        placing = [b.custom_id or "" for b in fake.buttons(panel) if b.label not in PANEL_NAV and not b.disabled]
        assert placing, fake.buttons(panel)
        forged = [fake.button(panel, label="Refresh").custom_id or "", *placing[:3]]
        shot = snapshot(public)
        for user in (alice, bob, carol):
            for custom_id in forged:
                res = answered_in_time(await fake.click(user, public, custom_id, force=True))
                assert res.private, f"{user.username} pressing {custom_id} on the public table: {said(res)}"
                shown = mentions(readable(public), hands)
                assert not shown, f"the public table shows hidden cards {sorted(shown)}: {public.text!r}"
                assert snapshot(public) == shot, f"{custom_id} by {user.username} changed the public table"
        after = stored_game(db, game.id)
        assert after.version == game.version and after.state == game.state
        assert db_rows(db, "SELECT COUNT(*) FROM moves WHERE game_id = ?", (game.id,))[0][0] == 0


async def test_a_control_sent_as_the_wrong_component_type_gets_a_private_refusal(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        table = (await fake.slash(alice, "play", subcommand=SOLO)).new_message
        gid = game_of(fake, table)
        version = stored_game(db, gid).version
        move = next(b.custom_id or "" for b in fake.buttons(table)
                    if (cid := decode(b.custom_id or "")) is not None and cid.kind == "move")
        resign = fake.button(table, label="Resign").custom_id or ""
        shot = snapshot(table)
        # Buttons that are on this very message, sent as selects.
        for custom_id in (move, resign):
            res = await fake.select(alice, table, custom_id, ["x"], force=True)
            assert res.response_type is not None, f"no answer to button {custom_id} sent as a select"
            answered_in_time(res)
            assert res.private, said(res)
        # A select's custom_id sent as a button.
        res = answered_in_time(await fake.click(alice, table, ComponentId("menu", gid, version).encode(), force=True))
        assert res.private, said(res)
        assert snapshot(table) == shot and stored_game(db, gid).version == version


# --- bringing a running game's table back -------------------------------------------------------


async def test_play_for_a_running_game_brings_its_table_here(fake_discord: FakeDiscord, make_bot,
                                                             settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    rng = random.Random(8)
    async with running_bot(fake, make_bot()):
        first = (await fake.slash(alice, "play", subcommand=SOLO)).new_message
        gid = game_of(fake, first)
        res = answered_in_time(await press(fake, alice, first, await reach_a_move(fake, db, alice, first, rng)))
        assert res.updated and stored_game(db, gid).version == 1
        old_controls = [b.custom_id or "" for b in fake.buttons(first)]

        again = answered_in_time(await fake.slash(alice, "play", subcommand=SOLO))
        assert again.private and str(first.id) in again.answer.text
        refusal = again.answer
        here = fake.button(refusal, label="Bring the table here").custom_id or ""
        # Bob cannot bring Alice's table anywhere (her button, forged on a private answer of his).
        help_ = answered_in_time(await fake.slash(bob, "help")).answer
        stranger = answered_in_time(await fake.click(bob, help_, here, force=True))
        assert stranger.private and stored_game(db, gid).message_id == first.id

        brought = answered_in_time(await fake.click(alice, refusal, here))
        table = brought.new_message
        assert table is not None and not table.ephemeral and table.id != first.id, said(brought)
        game = stored_game(db, gid)
        assert game.message_id == table.id and game.version == 1
        assert table_is_current(fake, game) == ""
        assert fake.button(table, label="Resign")

        # The old message no longer acts.
        shot = snapshot(table)
        for custom_id in old_controls:
            if not custom_id:
                continue
            res = answered_in_time(await fake.click(alice, first, custom_id, force=True))
            assert res.private, f"{custom_id} on the old message: {said(res)}"
        assert stored_game(db, gid).version == 1 and snapshot(table) == shot

        # Play goes on from the new message.
        res = answered_in_time(await press(fake, alice, table, await reach_a_move(fake, db, alice, table, rng)))
        assert res.updated and not res.private and res.message.id == table.id
        game = stored_game(db, gid)
        assert game.version == 2 and table_is_current(fake, game) == ""
