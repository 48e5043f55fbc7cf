"""Winnable deals end to end (issue 25): the real discord.py bot against the fake Discord, on
SQLite and on PostgreSQL.

- `/daily <game>` deals the day's deal the bot proved winnable in the background: the table,
  the channel's line and `/daily board` say so, and the engine replays the solver's line from
  it to a win.  Asked before the deal is ready, `/daily` answers privately that it is being
  prepared and changes nothing.
- Stopped while a day's deal is being proved, the bot gives its claim back; restarted, it
  finishes the proof and deals one deal (one stored row).
- Two bot processes asked for the same day's deal at once deal the same deal from one
  stored row.
- `/play <game> winnable:true` deals a proved-winnable deal from the stock kept ahead; the
  table and the result say so, a Hint works on it, "Was it winnable?" after a resignation
  answers yes, and `/stats` shows its result apart from the ordinary games'.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import replace
from pathlib import Path

import pytest

import bot.features.deals as deals_module
from bot.discord.app import create_bot
from bot.features.daily import utc_day
from tests.replaying import replays_to_a_win
from engine import GAMES
from tests.databases import rows
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.bot_process import bot_subprocess
from tests.postgres import find_bin_dir, start_server

from .helpers import answered_in_time, deals_ready, game_of, is_over, page_fields, said, wait_until
from .slow_solver import slow_prove
from .test_daily import play_daily_to_the_end
from .test_two_processes import env_for, two_servers

KEY = "deck-defence"  # its deals are proved winnable quickly
HAS_POSTGRES = find_bin_dir() is not None


@pytest.fixture(params=["sqlite", "postgresql"])
def backend_settings(request, settings):
    """The e2e settings on SQLite, or on a fresh PostgreSQL database; a budget that proves
    Deck Defence deals."""
    quick = replace(settings, daily_prove_seconds=2.0, daily_candidates=20, winnable_stock=1, verdict_seconds=5.0)
    if request.param == "sqlite":
        yield quick
        return
    if not HAS_POSTGRES:
        pytest.skip("no PostgreSQL server binaries on this machine")
    server = start_server()
    try:
        yield replace(quick, database_url=server.create_database("bot"))
    finally:
        server.stop("immediate")
        server.remove()


@pytest.fixture
def one_game(monkeypatch):
    """The background search proves Deck Defence deals only (the other games' deals are left
    to their own tests), so that the test's budget goes to the deals it plays."""
    only = [GAMES[KEY]]
    monkeypatch.setattr(deals_module, "daily_games", lambda: only)
    monkeypatch.setattr(deals_module, "winnable_games", lambda: only)


def today() -> str:
    return utc_day(time.time()).isoformat()


async def test_the_daily_deal_is_proved_winnable_and_says_so(fake_discord: FakeDiscord, backend_settings,
                                                             one_game) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, create_bot(backend_settings)) as bot:
        await deals_ready(bot, [KEY])
        deal = await bot.storage.deals.day(KEY, today())
        assert deal.proved and replays_to_a_win(KEY, deal.seed, {}, deal.line)
        res = answered_in_time(await fake.slash(alice, "daily", subcommand=KEY))
        panel = res.answer
        assert res.private and "a winnable deal" in panel.text, said(res)
        [(seed, mode)] = await rows(bot.storage, "SELECT seed, mode FROM games")
        assert (seed, mode) == (deal.seed, "daily")
        board = answered_in_time(await fake.slash(bob, "daily", subcommand="board", options={"game": KEY}))
        assert "it can be won" in board.answer.text, said(board)
        # Played to the end: the channel's line says the deal was winnable.
        await play_daily_to_the_end(fake, alice, panel, random.Random(2))
        # (The board answered above is public too: its heading names the deal.)
        line = [m for m in fake.channel_messages(visible_to=bob) if m.text.startswith(alice.mention)
                and "daily #" in m.text and not m.ephemeral]
        assert len(line) == 1 and line[0].text.endswith("a winnable deal"), [m.text for m in line]


async def test_daily_before_the_deal_is_ready_is_told_it_is_being_prepared_and_changes_nothing(
        fake_discord: FakeDiscord, settings, one_game, monkeypatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    monkeypatch.setattr(deals_module, "prove", slow_prove)
    async with running_bot(fake, create_bot(replace(settings, daily_prove_seconds=1.0))) as bot:
        res = answered_in_time(await fake.slash(alice, "daily", subcommand=KEY))
        assert res.private and "being prepared" in res.answer.text and "try again" in res.answer.text.lower()
        assert await rows(bot.storage, "SELECT COUNT(*) FROM games") == [(0,)]
        assert await rows(bot.storage, "SELECT COUNT(*) FROM daily_attempts") == [(0,)]


async def test_a_restart_while_the_deal_is_being_proved_finishes_it(fake_discord: FakeDiscord, settings, one_game,
                                                                   monkeypatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    quick = replace(settings, daily_prove_seconds=2.0, daily_candidates=20)
    real = deals_module.prove
    monkeypatch.setattr(deals_module, "prove", slow_prove)
    async with running_bot(fake, create_bot(quick)) as bot:
        async def claimed() -> bool:
            found = await rows(bot.storage, "SELECT claimed_by FROM daily_deals WHERE key = :k AND day = :d",
                               {"k": KEY, "d": today()})
            return bool(found and found[0][0])
        for _ in range(200):
            if await claimed():
                break
            await asyncio.sleep(0.05)
        assert await claimed(), "the day's deal was not taken up"
    # Stopped mid-proof: the claim given back, no deal stored.
    monkeypatch.setattr(deals_module, "prove", real)
    async with running_bot(fake, create_bot(quick)) as restarted:
        [(_, by)] = await rows(restarted.storage, "SELECT seed, claimed_by FROM daily_deals WHERE day = :d",
                               {"d": today()})
        assert by is None or by == restarted.instance_id
        await deals_ready(restarted, [KEY])
        res = answered_in_time(await fake.slash(alice, "daily", subcommand=KEY))
        assert res.private and "a winnable deal" in res.answer.text, said(res)
        [(found, proved)] = await rows(restarted.storage, "SELECT seed, proved FROM daily_deals WHERE day = :d",
                                       {"d": today()})
        assert proved == 1 and await rows(restarted.storage, "SELECT seed FROM games") == [(found,)]


@pytest.mark.skipif(not HAS_POSTGRES, reason="no PostgreSQL server binaries on this machine")
async def test_two_processes_asked_for_the_day_s_deal_at_once_deal_the_same_one(fake: FakeDiscord,
                                                                                tmp_path: Path) -> None:
    server = start_server()
    try:
        url = server.create_database("bot")
        servers = two_servers(fake)
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        async with bot_subprocess(fake, env=env_for(fake, tmp_path, url, 0)) as first, \
                bot_subprocess(fake, env=env_for(fake, tmp_path, url, 1)) as second:
            panels: dict[int, object] = {}
            deadline = time.monotonic() + 120
            while len(panels) < 2 and time.monotonic() < deadline:
                asks = [(m, ch) for m, (_, ch) in zip((alice, bob), servers) if m.id not in panels]
                answers = await asyncio.gather(*(fake.slash(m, "daily", subcommand=KEY, channel=ch)
                                                 for m, ch in asks))
                for (member, _), res in zip(asks, answers):
                    if res.answer is not None and res.answer.attachments:
                        panels[member.id] = res.answer
                    else:
                        assert res.private and "being prepared" in res.answer.text, said(res)
                await asyncio.sleep(0.3)
            assert len(panels) == 2, "no deal within two minutes"
            from bot.storage import Storage
            store = await Storage.open(url)
            try:
                [(stored,)] = await rows(store, "SELECT seed FROM daily_deals WHERE key = :k AND day = :d",
                                         {"k": KEY, "d": today()})
                seeds = await rows(store, "SELECT seed FROM games WHERE key = :k", {"k": KEY})
                assert seeds == [(stored,), (stored,)]  # both processes dealt the stored deal
                assert await rows(store, "SELECT COUNT(*) FROM daily_deals WHERE day = :d AND key = :k",
                                  {"d": today(), "k": KEY}) == [(1,)]
            finally:
                await store.close()
        for proc in (first, second):
            assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    finally:
        server.stop("immediate")
        server.remove()


async def test_play_winnable_deals_a_proved_deal_whose_result_counts_apart(fake_discord: FakeDiscord,
                                                                           backend_settings, one_game) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, create_bot(backend_settings)) as bot:
        options = GAMES[KEY].resolve_options({})

        async def stocked() -> list[tuple]:
            return await rows(bot.storage, "SELECT seed, line FROM winnable_deals WHERE key = :k", {"k": KEY})
        for _ in range(1200):
            if await stocked():
                break
            bot.deals.kick()
            await asyncio.sleep(0.05)
        [(seed, line)] = await stocked()
        assert replays_to_a_win(KEY, seed, options, json.loads(line))  # the stock holds proved deals only

        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY, options={"winnable": True}))
        table = res.message
        assert not res.private and "(winnable deal)" in table.text, said(res)
        gid = game_of(fake, table)
        assert await rows(bot.storage, "SELECT seed, mode FROM games WHERE id = :g", {"g": gid}) == [(seed, "winnable")]
        # The deal is taken: the next /play winnable:true waits for the stock to be refilled or deals another.
        assert (seed,) not in [(s,) for s, _ in await stocked()]

        hint = answered_in_time(await fake.click(alice, table, fake.button(table, label="Hint")))
        assert hint.private and "Hint" in hint.answer.text, said(hint)

        ask = answered_in_time(await fake.click(alice, table, fake.button(table, label="Resign")))
        answered_in_time(await fake.click(alice, ask.answer, fake.button(ask.answer, label="Yes, resign")))
        assert is_over(table) and "(winnable deal)" in table.text
        assert "it can be won" in table.text and "counts apart" in table.text, table.text

        # "Was it winnable?": yes, worked out in the background and posted once.
        verdict = answered_in_time(await fake.click(alice, table, fake.button(table, label="Was it winnable?"),
                                                    settle=False))
        await wait_until(lambda: None if verdict.private else said(verdict), 10, "no private answer")

        def posted() -> str | None:
            return None if any(m.text.startswith("**Was it winnable?**") for m in fake.channel_messages()) \
                else "no verdict posted"
        await wait_until(posted, 60, "no verdict")
        [(stored,)] = await rows(bot.storage, "SELECT verdict FROM games WHERE id = :g", {"g": gid})
        assert json.loads(stored)["kind"] == "winnable"

        # Play again: another winnable deal (or, the stock not refilled yet, "being prepared").
        again = answered_in_time(await fake.click(alice, table, fake.button(table, label="Play again")))
        if again.private:
            assert "being prepared" in again.answer.text, said(again)
        else:
            new = again.new_message or fake.channel_messages()[-1]
            assert "(winnable deal)" in new.text, said(again)
            ask = answered_in_time(await fake.click(alice, new, fake.button(new, label="Resign")))
            answered_in_time(await fake.click(alice, ask.answer, fake.button(ask.answer, label="Yes, resign")))

        # An ordinary game of the same kind, resigned: its figures stay apart from the winnable one's.
        normal = answered_in_time(await fake.slash(alice, "play", subcommand=KEY)).message
        assert "(winnable deal)" not in normal.text
        ask = answered_in_time(await fake.click(alice, normal, fake.button(normal, label="Resign")))
        answered_in_time(await fake.click(alice, ask.answer, fake.button(ask.answer, label="Yes, resign")))
        stats = answered_in_time(await fake.slash(alice, "stats"))
        fields = page_fields(stats.answer)
        assert "Deck Defence \u00b7 winnable deals" in fields, fields
        assert fields["Deck Defence \u00b7 winnable deals"].startswith(
            "played 1," if again.private else "played 2,"), fields
        ordinary = [v for n, v in fields.items() if n.startswith("Deck Defence") and "winnable" not in n]
        assert len(ordinary) == 1 and ordinary[0].startswith("played 1,"), fields
        board = answered_in_time(await fake.slash(alice, "stats", options={"game": KEY}))
        text = board.answer.text
        assert "0 won of 1" in text, text  # the leaderboard counts the ordinary game alone


async def test_play_winnable_with_an_empty_stock_is_told_it_is_being_prepared(fake_discord: FakeDiscord, settings,
                                                                             one_game, monkeypatch) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    monkeypatch.setattr(deals_module, "prove", slow_prove)
    async with running_bot(fake, create_bot(settings)) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY,
                                                options={"winnable": True, "classic": True}))
        assert res.private and "being prepared" in res.answer.text, said(res)
        assert await rows(bot.storage, "SELECT COUNT(*) FROM games") == [(0,)]
        # That set of rules is now kept in stock too.
        wanted = await rows(bot.storage, "SELECT options FROM winnable_wants WHERE key = :k", {"k": KEY})
        assert True in {json.loads(o)["classic"] for (o,) in wanted}
