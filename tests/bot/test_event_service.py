"""The event service's rules, without Discord: storage on both backends and the table service,
as the bot has them.  A kind decides at each look (pair, close, end); the service writes the
status, and one status move is written once however often the event is looked at."""

from __future__ import annotations

import pytest

from bot.event_service import EventService, Joined
from bot.events.kinds import GAMES_PER_PLACE, places_wanted, spread
from bot.service import TableService
from bot.storage import EventStatus, Storage
from tests.databases import FakeClock

GUILD, CHAN = 100, 10
ANN, BOB, CAT, DAN = 1, 2, 3, 4
START = 1_000_000.0


@pytest.fixture
async def events(database):
    storage = await Storage.open(database, clock=FakeClock())
    try:
        yield EventService(storage, TableService(storage, reminder_seconds=3600.0))
    finally:
        await storage.close()


async def _event(events: EventService, kind: str, key: str, *, ends_at: float | None = None, **options):
    return await events.create(guild_id=GUILD, channel_id=CHAN, kind=kind, key=key, name="Friday", options=options,
                               starts_at=START, ends_at=ends_at, created_by=ANN)


async def _resigns(events: EventService, game_id: int, seat: int) -> None:
    """The game ends as a click's resignation ends it: its event result in the same transaction."""
    await events.tables.stop(await events.tables.load(game_id), seat, "resign")


async def test_an_arena_pairs_everyone_waiting_at_its_start(events: EventService) -> None:
    arena = await _event(events, "arena", "capture", ends_at=START + 3600)
    for user in (ANN, BOB, CAT, DAN):
        assert (await events.join(arena, user)).joined is Joined.JOINED
    assert (await events.join(arena, ANN)).joined is Joined.ALREADY
    looked = await events.advance(arena.id, now=START)
    assert looked.event.status is EventStatus.RUNNING and looked.moved and not looked.ended
    assert sorted(u for g in looked.paired for u in (g.first_user, g.second_user)) == [ANN, BOB, CAT, DAN]
    for game in looked.paired:  # each pairing is a game begun by the table service
        assert (await events.tables.load(game.game_id)).row.event_id == arena.id


async def test_an_arena_whose_window_closed_finishes_its_games_then_ends_once(events: EventService) -> None:
    arena = await _event(events, "arena", "capture", ends_at=START + 3600)
    for user in (ANN, BOB):
        await events.join(arena, user)
    [game] = (await events.advance(arena.id, now=START)).paired
    closed = await events.advance(arena.id, now=START + 3600)
    # The window closed: no new pairing, and the game still being played is finished first.
    assert closed.event.status is EventStatus.FINISHING and closed.moved and not closed.ended
    assert not closed.paired
    await _resigns(events, game.game_id, 1)
    over = await events.advance(arena.id, now=START + 3700)
    assert over.event.status is EventStatus.OVER and over.ended
    again = await events.advance(arena.id, now=START + 3800)
    assert not again.ended and not again.moved  # written once


async def test_a_swiss_with_fewer_than_two_players_ends_at_its_start(events: EventService) -> None:
    swiss = await _event(events, "swiss", "capture", rounds=3)
    await events.join(swiss, ANN)
    looked = await events.advance(swiss.id, now=START)
    assert looked.event.status is EventStatus.OVER and looked.ended and not looked.paired


async def test_a_swiss_round_waits_for_its_last_game(events: EventService) -> None:
    swiss = await _event(events, "swiss", "capture", rounds=2)
    for user in (ANN, BOB, CAT, DAN):
        await events.join(swiss, user)
    first = await events.advance(swiss.id, now=START)
    assert len(first.paired) == 2 and first.event.round == 1
    await _resigns(events, first.paired[0].game_id, 1)
    assert not (await events.advance(swiss.id, now=START + 60)).paired  # one game of round 1 still runs
    await _resigns(events, first.paired[1].game_id, 0)
    second = await events.advance(swiss.id, now=START + 120)
    assert len(second.paired) == 2 and second.event.round == 2
    for game in second.paired:
        await _resigns(events, game.game_id, 0)
    last = await events.advance(swiss.id, now=START + 180)
    assert last.ended and last.event.status is EventStatus.OVER and not last.paired


async def test_a_challenge_ends_with_its_window_and_an_attempt_still_running_is_lost(events: EventService) -> None:
    challenge = await _event(events, "challenge", "deck-defence", ends_at=START + 3600, deals=2, seeds=[11, 12])
    played = await events.play(challenge, ANN)  # its first Play starts it, before its timer fired
    assert played.started is not None and played.deal == 0
    assert (await events.play(challenge, ANN)).running is not None  # the same deal, still running
    looked = await events.advance(challenge.id, now=START + 3600)
    assert looked.ended and looked.event.status is EventStatus.OVER
    [attempt] = await events.storage.events.attempts(challenge.id, ANN)
    assert attempt.result == "loss" and attempt.finished_at == START + 3600


async def test_an_arena_of_many_games_spreads_them_over_its_table_threads(events: EventService) -> None:
    # One channel's message limit holds back the tables of more than GAMES_PER_PLACE games:
    # the event asks for table threads, and a wave spreads its games evenly over them.
    arena = await _event(events, "arena", "capture", ends_at=START + 3600)
    players = range(1, 2 * (2 * GAMES_PER_PLACE + 2) + 1)  # 22 games: three places
    for user in players:
        await events.join(arena, user)
    assert await events.places_missing(arena) == 2
    for thread in (501, 502):  # what the adapter opens (bot.features.event_board)
        await events.storage.events.add_place(arena.id, thread)
    await events.storage.events.add_place(arena.id, 501)  # a second record of one thread: no-op
    assert await events.storage.events.places(arena) == [CHAN, 501, 502]
    assert await events.places_missing(arena) == 0
    looked = await events.advance(arena.id, now=START)
    assert len(looked.paired) == 2 * GAMES_PER_PLACE + 2
    where = [(await events.tables.load(g.game_id)).row.channel_id for g in looked.paired]
    assert sorted(where.count(place) for place in (CHAN, 501, 502)) == [7, 7, 8]
    assert await events.storage.events.running_by_place(arena.id) == {place: where.count(place)
                                                                      for place in (CHAN, 501, 502)}


async def test_a_challenge_and_a_closed_arena_want_no_table_threads(events: EventService) -> None:
    challenge = await _event(events, "challenge", "deck-defence", ends_at=START + 3600, deals=1, seeds=[11])
    assert await events.places_missing(challenge) == 0
    arena = await _event(events, "arena", "capture", ends_at=START + 60)
    for user in range(1, 50):
        await events.join(arena, user)
    await events.advance(arena.id, now=START + 60)  # its window closed at once: finishing
    assert await events.places_missing(await events.storage.events.load(arena.id)) == 0


def test_new_games_go_where_fewest_of_the_events_games_run() -> None:
    assert spread(3, [10, 20, 30], {10: 2, 20: 0}) == [20, 30, 20]
    assert spread(2, [10], {}) == [10, 10]
    assert [places_wanted(n) for n in (0, 1, GAMES_PER_PLACE, GAMES_PER_PLACE + 1, 5 * GAMES_PER_PLACE)] == [
        1, 1, 1, 2, 5]
