"""A correspondence game's clock (issue 37, part 2), decided without Discord on both databases:
`clock:` days a move become the game's turn limit (`turn_seconds`) instead of the server's
hours; the turn timer reminds at half of it and forfeits at its end, and every game between
people carries the deadline its table shows (`Table.deadline`); a game against the bot has no
clock (refused, nothing stored)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bot.service import CLOCK_DAYS, DAY, Refusal, TableService, clock_seconds
from bot.storage import Storage
from tests.databases import Clock, database, postgres_server  # noqa: F401  (fixtures)
from tests.databases import rows

GUILD, CHAN = 100, 10
ANN, BOB = 1, 2
BOT = 999
T0 = 1_800_000_000.0
KEY = "capture"


@pytest.fixture
async def clocked(database: str) -> Any:  # noqa: F811
    clock = Clock(T0)
    store = await Storage.open(database, clock=clock)
    yield TableService(store, reminder_seconds=12 * 3600, bot_user_id=BOT, clock=clock), clock
    await store.close()


async def only_bob_to_act(service: TableService, table: Any) -> Any:
    """Ann plays her part of the round (Capture's seats place at once), Bob has not."""
    rng = random.Random(4)
    for _ in range(200):
        if table.state.to_act() == frozenset({1}):
            return table
        legal = table.state.legal_actions(0)
        locks = [a for a in legal if a.startswith("lock")]
        action = locks[0] if locks else rng.choice([a for a in legal if not a.startswith("take")] or legal)
        table = (await service.act(table, ANN, action)).table
    raise AssertionError("Ann never finished her part")


def test_a_clock_is_one_of_its_choices_in_days() -> None:
    assert CLOCK_DAYS == (1, 3, 7)
    assert [clock_seconds(d) for d in CLOCK_DAYS] == [DAY, 3 * DAY, 7 * DAY]
    for bad in (0, 2, -3, 30):
        with pytest.raises(Refusal) as refused:
            clock_seconds(bad)
        assert refused.value.reason.key == "bot-clock-choices"


async def test_a_three_day_clock_is_the_games_turn_limit_restarted_by_every_move(clocked) -> None:
    service, clock = clocked
    table = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB), options={}, seed=5,
                                 turn_seconds=clock_seconds(3))).table
    assert table.row.turn_seconds == 3 * DAY and table.deadline == T0 + 3 * DAY
    stored = await service.load(table.id)
    assert stored is not None and stored.deadline == T0 + 3 * DAY
    assert await rows(service.storage, "SELECT due_at FROM timers WHERE kind = 'turn'") == [(T0 + 1.5 * DAY,)]
    clock.now = T0 + 3600  # Ann moves an hour in: the clock starts again from her move
    table = await only_bob_to_act(service, table)
    assert table.deadline == clock.now + 3 * DAY
    assert (await service.load(table.id)).deadline == clock.now + 3 * DAY  # type: ignore[union-attr]
    assert await rows(service.storage, "SELECT due_at FROM timers WHERE kind = 'turn'") == [
        (clock.now + 1.5 * DAY,)]


async def test_the_timer_pass_reminds_at_half_the_clock_and_forfeits_at_its_end_once(clocked) -> None:
    service, clock = clocked
    table = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB), options={}, seed=5,
                                 turn_seconds=clock_seconds(3))).table
    table = await only_bob_to_act(service, table)
    last = clock.now
    assert table.deadline == last + 3 * DAY
    assert await service.storage.timers.claim_due(last + 1.5 * DAY - 1, "p") == []  # not before half
    [timer] = await service.storage.timers.claim_due(last + 1.5 * DAY, "p")
    reminded = await service.turn_timer_due(table.id, False, last + 1.5 * DAY, timer)
    assert reminded is not None and reminded.kind == "reminded" and reminded.seats == (1,)
    assert reminded.table.deadline == last + 3 * DAY
    assert (await service.load(table.id)).deadline == last + 3 * DAY  # type: ignore[union-attr]
    assert await service.storage.timers.claim_due(last + 3 * DAY - 1, "p") == []  # reminded once
    [timer] = await service.storage.timers.claim_due(last + 3 * DAY, "p")
    assert timer.data["reminded"] is True
    forfeit = await service.turn_timer_due(table.id, True, last + 3 * DAY, timer)
    assert forfeit is not None and forfeit.kind == "forfeited" and forfeit.seats == (1,)
    assert forfeit.table.over and forfeit.table.deadline is None
    assert await service.turn_timer_due(table.id, True, last + 3 * DAY + 5) is None  # nothing twice
    results = await rows(service.storage, "SELECT user_id, result FROM results ORDER BY user_id")
    assert results == [(ANN, "win"), (BOB, "loss")]
    assert await rows(service.storage, "SELECT COUNT(*) FROM timers WHERE kind = 'turn'") == [(0,)]


async def test_a_game_without_a_clock_keeps_the_servers_hours_and_shows_its_deadline(clocked) -> None:
    service, _ = clocked
    table = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB), options={}, seed=5)).table
    assert table.row.turn_seconds is None and table.deadline == T0 + 24 * 3600  # the bot's: 2 x 12 hours
    await service.storage.preferences.change_server(GUILD, ANN, turn_hours=6)
    table = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN + 1, users=(ANN, BOB), options={})).table
    assert table.row.turn_seconds == 6 * 3600 and table.deadline == T0 + 6 * 3600
    table = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN + 2, users=(ANN, BOB), options={},
                                 turn_seconds=clock_seconds(7))).table
    assert table.row.turn_seconds == 7 * DAY and table.deadline == T0 + 7 * DAY  # the clock, not the hours


async def test_a_clock_against_the_bot_or_alone_is_refused_and_stores_nothing(clocked) -> None:
    service, _ = clocked
    for users in ((ANN, BOT), (ANN,)):
        key = KEY if len(users) == 2 else "deck-defence"
        with pytest.raises(Refusal) as refused:
            await service.start(key, guild_id=GUILD, channel_id=CHAN, users=users, options={},
                                turn_seconds=clock_seconds(1))
        assert refused.value.reason.key == "bot-clock-needs-member"
    assert await rows(service.storage, "SELECT COUNT(*) FROM games") == [(0,)]
    # Against the bot, no timer and no deadline at all.
    table = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN, BOT), options={})).table
    assert table.deadline is None


async def test_running_games_of_finds_a_players_games_everywhere_and_links_them(clocked) -> None:
    """`/games`'s one read: every running game of the player, in any server or outside one
    (guild 0: a DM), never a finished one nor someone else's; links say `@me` outside a server."""
    from bot.features.my_games import table_link

    service, clock = clocked
    here = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB), options={})).table
    clock.now += 10
    dm = (await service.start(KEY, guild_id=0, channel_id=CHAN + 5, users=(ANN, BOB), options={},
                              turn_seconds=clock_seconds(7))).table
    other = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN + 6, users=(BOB, 3), options={})).table
    done = (await service.start(KEY, guild_id=GUILD, channel_id=CHAN + 7, users=(ANN, 3), options={})).table
    await service.stop(done, 0, "resign")
    found = await service.storage.running_games_of(ANN)
    assert [row.id for row in found] == [dm.id, here.id]  # the latest moved first
    assert {row.id for row in await service.storage.running_games_of(BOB)} == {dm.id, other.id, here.id}
    await service.storage.set_message(dm.id, 77, channel_id=CHAN + 5, parent_id=None)
    await service.storage.set_message(here.id, 78, channel_id=CHAN, parent_id=None)
    rows_now = {row.id: row for row in await service.storage.running_games_of(ANN)}
    assert table_link(rows_now[dm.id]) == f"https://discord.com/channels/@me/{CHAN + 5}/77"
    assert table_link(rows_now[here.id]) == f"https://discord.com/channels/{GUILD}/{CHAN}/78"
    assert table_link(replace(rows_now[here.id], message_id=None)) is None
