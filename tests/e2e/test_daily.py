"""Daily deals and deal codes end to end (issue 17): the real discord.py bot against the fake
Discord on 127.0.0.1.

`/daily <game>` deals today's deal on an ephemeral table only its player sees (the channel
gets no table); played to the end, the channel gets one spoiler-free line; a second `/daily`
the same day, even after a restart, reopens the same deal; a stranger's click, a stale click
and a forged id on the daily table are answered privately and change nothing; the board
lists the day's results.  `/play <game> deal:<code>` deals the same first position as the
game the code came from, off the statistics, and a forged code is refused.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from bot.deal_codes import parse
from bot.discord.customid import decode
from bot.features.daily import daily_games, deal_code, utc_day
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage, FakeUser
from tests.fakediscord.openapi_check import load_spec, request_errors

from .helpers import PNG_MAGIC, answered_in_time, db_rows, deals_ready, is_over

DAILY = [info.key for info in daily_games()]
CARD = re.compile(r"\b(?:[2-9]|10|[AJQK])[SHDC]\b|\b\d[A-Z]{2}\b")  # a card code, as the games spell them


def snapshot(msg: FakeMessage) -> tuple:
    return (msg.text, [a.data for a in msg.attachments], msg.components, msg.edit_count)


def game_on(panel: FakeMessage) -> int:
    """The game a daily table plays (from its controls' custom_ids)."""
    for comp in panel.components:
        for child in comp.get("components", [comp]):
            cid = decode(child.get("custom_id") or "")
            if cid is not None:
                return cid.game_id
    raise AssertionError(f"no control on {panel.text!r}")


def plays(fake: FakeDiscord, panel: FakeMessage) -> list[tuple[str, str, list[str]]]:
    """(kind, custom_id, values) of the controls that play on a daily table (not Refresh,
    Back or Cancel)."""
    out: list[tuple[str, str, list[str]]] = []
    for b in fake.buttons(panel):
        cid = decode(b.custom_id or "")
        if cid is not None and cid.kind == "pmove" and b.label not in ("Back", "Cancel") and not b.disabled:
            out.append(("button", b.custom_id or "", []))
    for s in fake.selects(panel):
        out.append(("many" if s.max_values > 1 else "select", s.custom_id, list(s.values)))
    return out


async def click_once(fake: FakeDiscord, user: FakeUser, panel: FakeMessage, rng: random.Random) -> None:
    kind, custom_id, values = rng.choice(plays(fake, panel))
    if kind == "button":
        res = await fake.click(user, panel, custom_id)
    elif kind == "many":  # every item: a set that always pays
        res = await fake.select(user, panel, custom_id, values)
    else:
        res = await fake.select(user, panel, custom_id, [rng.choice(values)])
    answered_in_time(res)
    assert res.updated and res.message is not None and res.message.id == panel.id, res


async def play_daily_to_the_end(fake: FakeDiscord, user: FakeUser, panel: FakeMessage, rng: random.Random,
                                limit: int = 3000) -> None:
    for _ in range(limit):
        if is_over(panel):
            return
        await click_once(fake, user, panel, rng)
    raise AssertionError("the daily deal did not end")


async def open_daily(fake: FakeDiscord, user: FakeUser, key: str) -> FakeMessage:
    res = answered_in_time(await fake.slash(user, "daily", subcommand=key))
    panel = res.answer
    assert panel is not None and res.private, res
    return panel


def public(fake: FakeDiscord, viewer: FakeUser) -> list[FakeMessage]:
    """The bot's public messages in the channel, as a member sees them (no ephemeral)."""
    return [m for m in fake.channel_messages(visible_to=viewer)
            if m.author.id == fake.application_id and not m.ephemeral]


@pytest.mark.parametrize("key", DAILY)
async def test_daily_is_played_where_only_its_player_sees_it_and_the_channel_gets_one_line(
        fake_discord: FakeDiscord, make_bot, settings, key: str) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        await deals_ready(bot)
        panel = await open_daily(fake, alice, key)
        assert panel.ephemeral and panel.visible_to(alice) and not panel.visible_to(bob)
        assert "daily #" in panel.text and "<t:" in panel.text and ":R>" in panel.text
        [(_, png, description)] = panel.attachments
        assert png.startswith(PNG_MAGIC) and description
        assert public(fake, bob) == []  # the channel shows no table, no picture
        game_id = game_on(panel)
        assert db_rows(settings.database_path, "SELECT mode, message_id FROM games WHERE id = ?",
                       (game_id,)) == [("daily", None)]
        await play_daily_to_the_end(fake, alice, panel, random.Random(7))
        assert "Game over" in panel.text and not plays(fake, panel)
        [line] = public(fake, bob)
        # The day's deal was proved winnable (bot.features.deals), or no candidate was within the
        # test's small budget; the line says which.
        deal = await bot.storage.deals.day(key, utc_day(time.time()).isoformat())
        proved = " \u00b7 a winnable deal" if deal.proved else ""
        assert ("a winnable deal" in panel.text) == deal.proved
        shape = rf"<@{alice.id}> \u00b7 .+ daily #\d+: (won|lost)(, score -?\d+)?, streak 1{proved}"
        assert re.fullmatch(shape, line.text), line.text
        assert not line.attachments and not fake.buttons(line) and not fake.selects(line) and not CARD.search(line.text)
        [(result, finished)] = db_rows(settings.database_path, "SELECT result, finished_at IS NOT NULL FROM "
                                       "daily_attempts WHERE game_id = ?", (game_id,))
        assert result in ("win", "loss") and finished
        again = answered_in_time(await fake.slash(alice, "daily", subcommand=key))
        assert again.private and "You have played today's" in again.answer.text
        board = answered_in_time(await fake.slash(bob, "daily", subcommand="board", options={"game": key}))
        text = board.answer.text
        assert f"<@{alice.id}>" in text and "alice".title() in text  # this server's board, everyone's
        assert "Streaks of" in text
        stats = answered_in_time(await fake.slash(alice, "stats", options={"game": key}))
        assert "played 1" not in stats.answer.text  # the daily result stays apart
    assert fake.unknown_requests == []
    spec = load_spec()  # Discord's OpenAPI file sits outside the repo; CI has it
    if spec is not None:
        assert request_errors(spec, fake.requests) == []


async def test_a_daily_answered_late_is_private_from_its_placeholder_on(fake_discord: FakeDiscord, make_bot,
                                                                       monkeypatch) -> None:
    # A busy machine answers late: the bot acknowledges first.  The placeholder of a command
    # whose answers are all private is private too, so no "thinking..." shows in the channel
    # and the table fills it (a public placeholder would be filled publicly by Discord).
    import bot.discord.replies as replies

    monkeypatch.setattr(replies, "ACKNOWLEDGE_AFTER", 0.0)
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        await deals_ready(bot, ["deck-defence"])
        res = answered_in_time(await fake.slash(alice, "daily", subcommand="deck-defence"))
        assert res.response_type == 5 and res.callback["data"]["flags"] & 64, res.callback
        panel = res.answer
        assert panel is not None and res.private and panel.attachments and "daily #" in panel.text
        assert not panel.deleted and not panel.visible_to(bob)
        assert public(fake, bob) == []


async def test_a_second_daily_the_same_day_reopens_the_same_deal_even_after_a_restart(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(3)
    async with running_bot(fake, make_bot()) as bot:
        await deals_ready(bot)
        first = await open_daily(fake, alice, "deck-defence")
        for _ in range(3):
            await click_once(fake, alice, first, rng)
        second = await open_daily(fake, alice, "deck-defence")
        assert game_on(second) == game_on(first) and second.id != first.id
        assert second.attachments[0].data == first.attachments[0].data  # where it stands, not a new deal
    async with running_bot(fake, make_bot()) as bot:  # a new process: nothing in memory survives
        await deals_ready(bot)
        third = await open_daily(fake, alice, "deck-defence")
        assert game_on(third) == game_on(first) and "as you left it" in third.text
        await click_once(fake, alice, third, rng)  # and its controls work
    assert db_rows(settings.database_path, "SELECT COUNT(*) FROM games") == [(1,)]
    assert db_rows(settings.database_path, "SELECT COUNT(*) FROM daily_attempts") == [(1,)]


async def test_stranger_stale_and_forged_clicks_on_the_daily_table_change_nothing(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(5)
    async with running_bot(fake, make_bot()) as bot:
        await deals_ready(bot)
        panel = await open_daily(fake, alice, "defend-and-capture")
        game_id = game_on(panel)
        old = plays(fake, panel)[0]
        await click_once(fake, alice, panel, rng)
        while game_on(panel) == game_id and not is_over(panel) and all(
                decode(c[1]).version == 0 for c in plays(fake, panel)):  # type: ignore[union-attr]
            await click_once(fake, alice, panel, rng)  # until a move is made (the version moves on)

        def stored() -> list[tuple]:
            return db_rows(settings.database_path, "SELECT version, state FROM games WHERE id = ?", (game_id,))

        before, shown = stored(), snapshot(panel)
        # A stranger (who cannot see the ephemeral table; the id reaches the bot anyway).
        kind, custom_id, values = plays(fake, panel)[0]
        res = answered_in_time(await (fake.click(bob, panel, custom_id, force=True) if kind == "button" else
                                      fake.select(bob, panel, custom_id, values[:1], force=True)))
        assert res.private and "daily deal" in res.answer.text and res.answer.visible_to(bob)
        # A stale click: a control drawn at an earlier position.
        res = answered_in_time(await fake.click(alice, panel, old[1], force=True) if old[0] == "button" else
                               await fake.select(alice, panel, old[1], old[2][:1], force=True))
        assert res.private and "earlier position" in res.answer.text
        assert res.answer.attachments and res.answer.id != panel.id
        # Forged ids: no such game, a public control, a panel control of another kind of game.
        for forged in ("ct:pmove:999999:0:x", f"ct:move:{game_id}:0:", f"ct:resign:{game_id}:0:", "ct:pmove:x",
                       f"ct:pmove:{game_id}:0:" + "x" * 70):
            res = answered_in_time(await fake.click(alice, panel, forged, force=True))
            assert res.private and ("nothing was changed" in res.answer.text.lower()
                                    or "no longer exists" in res.answer.text), (forged, res.answer.text)
        assert stored() == before and snapshot(panel) == shown
        assert public(fake, bob) == []


async def test_a_forged_bring_back_of_a_daily_deal_posts_nothing(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        await deals_ready(bot)
        panel = await open_daily(fake, alice, "deck-defence")
        res = answered_in_time(await fake.click(alice, panel, f"ct:here:{game_on(panel)}:0:", force=True))
        assert res.private
        assert public(fake, bob) == []


async def test_play_with_a_deal_code_deals_the_same_first_position_off_the_statistics(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        first = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence")).message
        picture = first.attachments[0].data
        row = await bot.storage.load_game(game_on(first))
        assert row is not None
        code = deal_code(row)
        assert code is not None and parse(code).seed == row.seed
        ask = answered_in_time(await fake.click(alice, first, fake.button(first, label="Resign")))
        answered_in_time(await fake.click(alice, ask.message, fake.button(ask.message, label="Yes, resign")))
        assert is_over(first) and f"deal:{code}" in first.text

        again = answered_in_time(await fake.slash(bob, "play", subcommand="deck-defence", options={"deal": code}))
        replay = again.message
        assert not again.ephemeral and replay.attachments[0].data == picture  # the same first position
        assert "(replayed deal)" in replay.text
        [(mode, seed)] = db_rows(settings.database_path, "SELECT mode, seed FROM games WHERE id != ? AND key = ?",
                                 (row.id, "deck-defence"))
        assert (mode, seed) == ("replay", row.seed)
        ask = answered_in_time(await fake.click(bob, replay, fake.button(replay, label="Resign")))
        answered_in_time(await fake.click(bob, ask.message, fake.button(ask.message, label="Yes, resign")))
        stats = answered_in_time(await fake.slash(bob, "stats"))
        assert "No finished games" in stats.answer.text  # a replayed deal is off the statistics

        forged = code[:-2] + ("AA" if not code.endswith("AA") else "BB")
        for bad, why in [(forged, "does not check out"), ("nonsense", "not a deal code")]:
            refused = answered_in_time(await fake.slash(bob, "play", subcommand="deck-defence",
                                                        options={"deal": bad}))
            assert refused.private and why in refused.answer.text
        other = answered_in_time(await fake.slash(bob, "play", subcommand="tower-defense", options={"deal": code}))
        assert other.private and "/play deck-defence deal:" in other.answer.text
    assert db_rows(settings.database_path, "SELECT COUNT(*) FROM games") == [(2,)]
