"""Twenty two-player tables in one channel under Discord's rate limit (issue: rate limits).

The fake gives the channel Discord's bucket for message creates, edits and deletes (5 per
5 s) and refuses late callbacks as Discord does.  Twenty games of Capture are played there at
once: every click is still answered well within Discord's 3 seconds (the edits of the public
tables and the notices wait in the bot's outbox, never on a click), the bot never runs into
the bucket (no 429: discord.py keeps to its headers, the outbox to one request at a time per
channel), and once the outbox has drained every table shows the newest version of its game
and every game has its one notice.
"""

from __future__ import annotations

import asyncio
import random
import re
import statistics

import pytest

from render import render_png
from tests.fakediscord import DISCORD_MESSAGE_LIMIT, FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage, FakeRequest, InteractionResult

from .helpers import (DISCORD_DEADLINE, answered_in_time, said, shown_version, state_of, stored_games,
                      table_is_current)

GAMES_IN_CHANNEL = 20
PLAY_SECONDS = 20.0
CATCH_UP_SECONDS = 150.0  # 20 tables and 20 notices (a delete and a post each) at 1 request a second
LOCK, TAKE = "Lock in", "Take a card back"
PANEL_NAV = {"Back", "Cancel", "Refresh", "Hint"}
BUCKETED = {("POST", re.compile(r"/channels/\d+/messages")), ("PATCH", re.compile(r"/channels/\d+/messages/\d+")),
            ("DELETE", re.compile(r"/channels/\d+/messages/\d+"))}


def in_the_bucket(request: FakeRequest) -> bool:
    """A request that counts against its channel's message bucket."""
    return any(request.method == method and pattern.fullmatch(request.path) for method, pattern in BUCKETED)


async def answered(fake: FakeDiscord, res: InteractionResult, message: FakeMessage, edits: int) -> InteractionResult:
    """A click answered in time; when it was acknowledged first (6), its edit of `message`
    follows as the bot's work ends."""
    answered_in_time(res)
    if res.response_type == 6:
        await fake.wait_for_edit(message, edits, 15)
    return res


async def challenge(fake: FakeDiscord, host, opponent) -> FakeMessage:
    """`host` challenges `opponent`, who accepts, without waiting for the bot's work beyond
    the answers (the channel's queue stays busy throughout)."""
    asked = answered_in_time(await fake.slash(host, "play", subcommand="capture", options={"opponent": opponent},
                                              settle=False))
    message = asked.message
    assert message is not None and asked.response_type in (4, 5), said(asked)
    if asked.response_type == 5:  # "thinking" first: the challenge fills it
        await fake.wait_for_edit(message, 0, 15)
    edits = message.edit_count
    res = await fake.click(opponent, message, fake.button(message, label="Accept"), settle=False)
    await answered(fake, res, message, edits)
    assert fake.button(message, label="Your hand"), message.text
    return message


async def open_panel(fake: FakeDiscord, user, public: FakeMessage) -> FakeMessage:
    res = answered_in_time(await fake.click(user, public, fake.button(public, label="Your hand"), settle=False))
    if res.response_type == 4:
        assert res.message is not None and res.message.ephemeral
        return res.message
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 15
    while True:  # acknowledged first: the panel comes as a follow-up
        found = [m for m in fake.messages.values() if m.interaction_id == res.interaction_id and m.ephemeral]
        if found:
            return found[0]
        assert loop.time() < deadline, "the panel never came"
        await asyncio.sleep(0.02)


async def player(fake: FakeDiscord, bot, game_id: int, seat: int, user, public: FakeMessage, rng: random.Random,
                 until: float, answers: list[float]) -> None:
    """One member playing at a person's pace from their panel until `until` or the end."""
    loop = asyncio.get_running_loop()
    panel = await open_panel(fake, user, public)
    while loop.time() < until:
        state = await state_of(bot, game_id)
        if state.outcome() is not None:
            return
        if seat not in state.to_act():
            await asyncio.sleep(0.25)
            continue
        buttons = [b for b in fake.buttons(panel) if b.label not in PANEL_NAV and not b.disabled]
        selects = fake.selects(panel)
        edits = panel.edit_count
        if any(b.label == LOCK for b in buttons):
            res = await fake.click(user, panel, next(b for b in buttons if b.label == LOCK), settle=False)
        elif selects and (not buttons or rng.random() < 0.5):
            menu = rng.choice(selects)
            res = await fake.select(user, panel, menu, [rng.choice(menu.values)], settle=False)
        elif buttons:
            placing = [b for b in buttons if b.label != TAKE]
            res = await fake.click(user, panel, rng.choice(placing or buttons), settle=False)
        else:  # its turn came and the panel has not updated itself yet
            res = await fake.click(user, panel, fake.button(panel, label="Refresh"), settle=False)
        await answered(fake, res, panel, edits)
        answers.append(res.elapsed)
        await asyncio.sleep(rng.uniform(0.3, 1.0))


def finished_table_problem(fake: FakeDiscord, game) -> str:
    msg = fake.messages.get(game.message_id) if game.message_id is not None else None
    if msg is None or msg.deleted:
        return f"game {game.id}: no message"
    if "Game over" not in msg.text or shown_version(fake, msg) is not None:
        return f"game {game.id} is over, its message does not say so"
    if not msg.attachments or msg.attachments[0].data != render_png(
            game.key, game.engine_state(fake.application_id).view(None)).png:
        return f"game {game.id}: its picture is not the final position"
    if game.shown_version != game.version:
        return f"game {game.id}: shown_version {game.shown_version}, version {game.version}"
    return ""


@pytest.mark.timeout(900)  # one of the suite's longest (~130 s on a loaded two-core machine): more room
async def test_twenty_tables_in_one_channel_answer_in_time_keep_to_the_bucket_and_catch_up(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    fake.rate_limit = DISCORD_MESSAGE_LIMIT
    fake.callback_deadline = DISCORD_DEADLINE  # a late answer is refused, as Discord does
    members = [fake.add_member(f"player{n}") for n in range(2 * GAMES_IN_CHANNEL)]
    pairs = [(members[2 * n], members[2 * n + 1]) for n in range(GAMES_IN_CHANNEL)]
    rng = random.Random(2024)
    loop = asyncio.get_running_loop()
    answers: list[float] = []
    async with running_bot(fake, make_bot()) as bot:
        publics = [await challenge(fake, a, b) for a, b in pairs]
        games = {g.message_id: g.id for g in stored_games(settings.database_path, "key = 'capture'")}
        assert len(games) == GAMES_IN_CHANNEL and all(p.id in games for p in publics)

        behind: list[int] = []

        async def watch() -> None:  # how many tables lag their game, twice a second
            while True:
                rows = stored_games(settings.database_path, "key = 'capture'")
                behind.append(sum(g.shown_version is None or g.shown_version < g.version for g in rows))
                await asyncio.sleep(0.5)

        watcher = asyncio.ensure_future(watch())
        started = loop.time()
        until = started + PLAY_SECONDS
        await asyncio.gather(*[
            player(fake, bot, games[public.id], seat, user, public, random.Random(rng.random()), until, answers)
            for public, pair in zip(publics, pairs) for seat, user in enumerate(pair)])
        stopped = loop.time()
        waiting_then = bot.outbox.waiting
        await asyncio.wait_for(bot.outbox.drained(), CATCH_UP_SECONDS)
        caught_up = loop.time() - stopped
        watcher.cancel()

        stored = stored_games(settings.database_path, "key = 'capture'")
        problems = [table_is_current(fake, g) if g.status == "running" else finished_table_problem(fake, g)
                    for g in stored]
        assert [p for p in problems if p] == []
        # Each game has exactly one notice: the one the database knows.
        for g in stored:
            live = [m for m in fake.channel_messages() if m.interaction_id is None and f"/{g.message_id}" in m.text]
            assert [m.id for m in live] == [await bot.storage.panels.notice(g.id)], f"game {g.id}: {len(live)} notices"
        bucketed = [r for r in fake.requests if in_the_bucket(r)]
        print(f"\n{len(answers)} clicks in {stopped - started:.1f} s over {GAMES_IN_CHANNEL} tables in one channel: "
              f"answered in p50 {statistics.median(answers) * 1000:.0f} ms, max {max(answers) * 1000:.0f} ms; "
              f"tables behind during play: at most {max(behind)} of {GAMES_IN_CHANNEL}; "
              f"{waiting_then} changes waiting at the end, caught up {caught_up:.1f} s later; "
              f"outbox: {bot.outbox.queued} handed over, {bot.outbox.coalesced} replaced before they went out, "
              f"{bot.outbox.sent} sent; {len(bucketed)} requests in the channel's bucket; "
              f"429s: {[h.route for h in fake.rate_limit_hits]}")
    assert len(answers) >= 4 * GAMES_IN_CHANNEL, "the players hardly played"
    assert max(answers) < DISCORD_DEADLINE and fake.expired_callbacks == {}
    # No request ran into the empty bucket.  discord.py learns that a channel's creates, edits
    # and deletes share a bucket only from each route's first answer, so two requests in
    # flight at once could (tests/fakediscord_selftest/test_rate_limits.py shows one); the
    # outbox sends one at a time per channel, and discord.py sleeps out the reset in the
    # request that emptied the bucket, so the next one, whatever its route, finds it refilled.
    assert fake.rate_limit_hits == []
    assert bot.outbox.coalesced > 0, "under this load some edits are replaced before they go out"
    assert fake.unknown_requests == []
