"""Bot levels, hints and "Was it winnable?" end to end (issue 18): the real discord.py bot
against the fake Discord on 127.0.0.1.

- `/play capture level:hard` shows the level on the table, the bot plays at it from its
  worker processes, and the game is rated against the level's fixed rating; a level with a
  member as the opponent is refused privately.
- Hint, on a solitaire table: a stranger's click and a stale click are answered privately and
  change nothing; the player gets the buttons to press and one sentence why, the game counts
  the hint, and its result says so.
- Was it winnable?, after a lost solitaire game: a stranger is refused; the player's ask is
  stored, worked out in the background and posted to the channel, once, even when the bot
  restarts while the solver runs; asking again reads the stored answer.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace

import bot.features.verdicts as verdicts_module
from bot.discord.app import create_bot
from engine import GAMES
from tests.fakediscord import FakeDiscord, running_bot

from .slow_solver import slow_solve_json
from .helpers import (answered_in_time, db_rows, game_of, is_over, move_log, open_panel, panel_click,
                      random_click, said, snapshot, stored_game, wait_until)

WINNABLE_ASKED = "Was it winnable?"


def level_of(db, gid: int) -> str | None:
    return db_rows(db, "SELECT level FROM games WHERE id = ?", (gid,))[0][0]


async def test_a_level_is_chosen_shown_played_and_rated(fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        refused = answered_in_time(await fake.slash(alice, "play", subcommand="capture",
                                                    options={"opponent": bob, "level": "hard"}))
        assert refused.private and "level" in refused.answer.text.lower(), said(refused)

        res = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"level": "hard"}))
        table = res.message
        assert "the bot (hard)" in table.text, table.text
        gid = game_of(fake, table)
        assert level_of(db, gid) == "hard"
        # The bot placed its cards at once, from its own seat (seat 1).
        assert any(seat == 1 for _seq, seat, _a in move_log(db, gid))
        panel = await open_panel(fake, alice, table)
        rng = random.Random(3)
        for _ in range(12):  # a round or so of placing: the bot answers at its level
            await panel_click(fake, alice, panel, rng)
        assert level_of(db, gid) == "hard"
        ask = answered_in_time(await fake.click(alice, table, fake.button(table, label="Resign")))
        answered_in_time(await fake.click(alice, ask.answer, fake.button(ask.answer, label="Yes, resign")))
        assert is_over(table)
        assert "Rating: Alice provisional (1 of 5 games)" in table.text, table.text
        rated = db_rows(db, "SELECT user_id FROM ratings")
        assert rated == [(alice.id,)], "the bot's rating is fixed: only the person's is stored"
        [(before, after)] = db_rows(db, "SELECT mu_before, mu_after FROM rating_changes")
        assert after < before

        # Play again keeps the level.
        again = answered_in_time(await fake.click(alice, table, fake.button(table, label="Play again")))
        new_table = again.new_message or fake.channel_messages()[-1]
        assert "the bot (hard)" in new_table.text, said(again)


async def test_a_hint_is_private_counted_and_marked_on_the_result(fake_discord: FakeDiscord, make_bot,
                                                                  settings) -> None:
    fake = fake_discord
    alice, stranger = fake.add_member("alice"), fake.add_member("stranger")
    db = settings.database_path
    key = "deck-defence"
    async with running_bot(fake, make_bot()):
        table = answered_in_time(await fake.slash(alice, "play", subcommand=key)).message
        gid = game_of(fake, table)
        hint = fake.button(table, label="Hint")

        before = snapshot(table)
        res = answered_in_time(await fake.click(stranger, table, hint))
        assert res.private and snapshot(table) == before, said(res)
        assert db_rows(db, "SELECT hints FROM games WHERE id = ?", (gid,)) == [(0,)]

        # Forged ids: a verdict on a running game, a panel's Hint on the public table, an
        # unknown game: a private answer, and nothing changed or counted.
        for forged in (f"ct:verdict:{gid}:0:", f"ct:phint:{gid}:0:", f"ct:hint:{gid + 999}:0:"):
            res = answered_in_time(await fake.click(alice, table, forged, force=True))
            assert res.private and res.answer.text, (forged, said(res))
            assert snapshot(table) == before
        assert db_rows(db, "SELECT hints, verdict FROM games WHERE id = ?", (gid,)) == [(0, None)]
        assert db_rows(db, "SELECT COUNT(*) FROM timers WHERE kind = 'verdict'") == [(0,)]

        res = answered_in_time(await fake.click(alice, table, hint))
        assert res.private and res.answer.text.startswith("\U0001f4a1 Hint: press **"), said(res)
        first_label = res.answer.text.split("**")[1]
        assert first_label in [b.label for b in fake.buttons(table)], (first_label, fake.buttons(table))
        assert "None" not in res.answer.text and snapshot(table) == before
        assert db_rows(db, "SELECT hints FROM games WHERE id = ?", (gid,)) == [(1,)]

        rng = random.Random(5)
        while stored_game(db, gid).version == 0:  # the table moves on
            await random_click(fake, alice, table, rng)
        res = answered_in_time(await fake.click(alice, table, hint.custom_id, force=True))  # the old Hint
        assert res.private and "earlier position" in res.answer.text, said(res)
        assert db_rows(db, "SELECT hints FROM games WHERE id = ?", (gid,)) == [(1,)]

        while not is_over(table):
            await random_click(fake, alice, table, rng)
        assert "Played with 1 hint." in table.text, table.text


async def _lost_game(fake: FakeDiscord, user, key: str, seed: int):
    """A solitaire game of `key` played at random until it is lost."""
    for attempt in range(20):
        table = answered_in_time(await fake.slash(user, "play", subcommand=key)).message
        rng = random.Random(seed + attempt)
        while not is_over(table):
            await random_click(fake, user, table, rng)
        if "Was it winnable?" in [b.label for b in fake.buttons(table)]:
            return table
    raise AssertionError("no lost game in 20 tries")


def _verdict_posts(fake: FakeDiscord) -> list:
    return [m for m in fake.channel_messages() if m.text.startswith("**Was it winnable?**")]


async def test_was_it_winnable_is_worked_out_once_across_a_restart(fake_discord: FakeDiscord, settings,
                                                                   monkeypatch) -> None:
    fake = fake_discord
    alice, stranger = fake.add_member("alice"), fake.add_member("stranger")
    db = settings.database_path
    # The solver slowed down, so that the bot can be stopped while it works.
    quick = replace(settings, verdict_seconds=2.0)
    monkeypatch.setattr(verdicts_module, "solve_json", slow_solve_json)
    async with running_bot(fake, create_bot(quick)):
        table = await _lost_game(fake, alice, "deck-defence", 21)
        gid = game_of(fake, table)
        ask = fake.button(table, label=WINNABLE_ASKED)
        res = answered_in_time(await fake.click(stranger, table, ask))
        assert res.private and "Only the player" in res.answer.text, said(res)
        assert db_rows(db, "SELECT COUNT(*) FROM timers WHERE kind = 'verdict'") == [(0,)]

        # Not waiting for the bot to be idle: it is busy until the verdict is worked out.
        res = answered_in_time(await fake.click(alice, table, ask, settle=False))
        await wait_until(lambda: None if res.private else said(res), 10, "no private answer")
        assert "Working out" in res.answer.text, said(res)
        await wait_until(lambda: None if db_rows(db, "SELECT claimed_by FROM timers WHERE kind = 'verdict'")[0][0]
                         else "not claimed", 10, "the verdict was not taken up")
        res = answered_in_time(await fake.click(alice, table, ask, settle=False))
        await wait_until(lambda: None if res.private else said(res), 10, "no private answer")
        assert "already" in res.answer.text, said(res)
    # Stopped while the solver ran: nothing posted, nothing stored, the claim given back.
    assert not _verdict_posts(fake)
    assert stored_game(db, gid) is not None
    assert db_rows(db, "SELECT verdict FROM games WHERE id = ?", (gid,)) == [(None,)]
    assert db_rows(db, "SELECT claimed_by FROM timers WHERE kind = 'verdict'") == [(None,)]

    async with running_bot(fake, create_bot(quick)) as restarted:
        await wait_until(lambda: None if _verdict_posts(fake) else "no verdict posted", 30, "no verdict")
        await restarted.wait_idle()
        [post] = _verdict_posts(fake)
        assert any(w in post.text for w in ("Yes: this deal could have been won", "No: this deal could not",
                                               "Not decided")), post.text
        stored = json.loads(db_rows(db, "SELECT verdict FROM games WHERE id = ?", (gid,))[0][0])
        assert stored["kind"] in ("winnable", "not winnable", "undecided")
        assert db_rows(db, "SELECT COUNT(*) FROM timers WHERE kind = 'verdict'") == [(0,)]
        # Asking again costs nothing: the stored answer, privately, and no second post.
        res = answered_in_time(await fake.click(alice, table, fake.button(table, label=WINNABLE_ASKED)))
        assert res.private and post.text.endswith(res.answer.text), said(res)
        await asyncio.sleep(0.2)
        assert len(_verdict_posts(fake)) == 1


def test_levels_are_offered_only_where_the_bot_plays() -> None:
    levelled = sorted(k for k, info in GAMES.items() if info.kit is not None and info.kit.offered)
    assert levelled == ["capture", "under-siege"]
    for key in levelled:  # every level has its fixed rating, stronger levels higher
        shown = GAMES[key].kit.ratings
        assert set(shown) == set(GAMES[key].kit.offered) and shown["easy"] < shown["normal"] <= shown["hard"]
