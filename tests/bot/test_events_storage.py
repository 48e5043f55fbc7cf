"""Events' storage (issue 27) on both backends: the database is the only truth across
processes, so every rule below holds however many processes ask at once.

- Joining twice joins once (also two processes joining at the same moment); a finished event
  takes nobody.
- A pairing round is recorded once: the second process pairing it writes nothing and hears
  "already paired"; a user is never in two unfinished games of one event; a bye is stored
  once a round.
- A result recorded twice counts once (its season points too).
- A round's games are inserted with its pairing, seated and timed, all or nothing; someone
  playing that game in that channel already is refused (busy); a game's end records its
  event's result in the same transaction and makes the event's timer due at once.
- One challenge attempt a player and deal, finished once.
- Season points are per UTC month; last month's podium stays.
- Revision 0007 upgrades an empty database and a 0006 one, and goes back down cleanly.

Two `Storage` objects on one database stand for two bot processes.
"""

from __future__ import annotations

import asyncio
import io
from datetime import datetime, timezone

import pytest

from bot.storage import (AlreadyPaired, EventClosed, NewGame, PairingRefused, ResultRow, Storage, TimerOp,
                         head_revision, season_of)
from bot.storage.database import alembic_config
from tests.databases import Clock, rows, two_processes

GUILD, CHAN = 100, 10
ANN, BOB, CAT, DAN, EVE = 1, 2, 3, 4, 5
MARCH = datetime(2026, 3, 31, 23, 0, tzinfo=timezone.utc).timestamp()
APRIL = datetime(2026, 4, 1, 1, 0, tzinfo=timezone.utc).timestamp()


@pytest.fixture
async def two(database):
    async with two_processes(database, MARCH) as stores:
        yield stores


async def new_event(store: Storage, kind: str = "swiss", **more):
    return await store.events.create(guild_id=GUILD, channel_id=CHAN, kind=kind, key="capture", name="Friday",
                                     options={"rounds": 3}, starts_at=MARCH, ends_at=None, created_by=ANN, **more)


async def test_an_event_is_created_listed_and_moved_on_once(two):
    s, other, _ = two
    event = await new_event(s)
    assert (event.kind, event.status, event.round, event.options) == ("swiss", "open", 0, {"rounds": 3})
    assert await other.events.load(event.id) == event
    over = await new_event(s, kind="arena")
    assert await s.events.set_status(over.id, "over", was="open")
    assert [e.id for e in await other.events.listed(GUILD)] == [event.id]  # running and upcoming only
    # two processes starting the event at once: one moves it
    moved = await asyncio.gather(s.events.set_status(event.id, "running", was="open"),
                                 other.events.set_status(event.id, "running", was="open"))
    assert sorted(moved) == [False, True]
    await s.events.set_message(event.id, message_id=55, thread_id=66)
    loaded = await other.events.load(event.id)
    assert (loaded.status, loaded.message_id, loaded.thread_id) == ("running", 55, 66)
    assert await s.events.load(9999) is None


async def test_joining_twice_joins_once_even_from_two_processes_at_once(two):
    s, other, _ = two
    event = await new_event(s, kind="arena")
    assert await s.events.join(event.id, ANN)
    assert not await s.events.join(event.id, ANN)
    joined = await asyncio.gather(*(store.events.join(event.id, BOB) for store in (s, other, s, other)))
    assert sorted(joined) == [False, False, False, True]
    assert [p.user_id for p in await other.events.players(event.id)] == [ANN, BOB]
    assert await rows(s, "SELECT COUNT(*) FROM event_players") == [(2,)]


async def test_a_finished_event_takes_nobody(two):
    s, _, _ = two
    event = await new_event(s)
    assert await s.events.set_status(event.id, "finishing", was="open")
    with pytest.raises(EventClosed):
        await s.events.join(event.id, ANN)
    with pytest.raises(EventClosed):
        await s.events.join(9999, ANN)
    assert await s.events.players(event.id) == []
    with pytest.raises(EventClosed):  # nor pairs anyone
        await s.events.pair(event.id, 1, [], None, [])


async def test_the_arena_queue_pause_come_back_and_leave(two):
    s, _, clock = two
    event = await new_event(s, kind="arena")
    for user in (ANN, BOB, CAT):
        clock.now += 10
        await s.events.join(event.id, user)
    assert [p.user_id for p in await s.events.queue(event.id)] == [ANN, BOB, CAT]
    assert await s.events.pause(event.id, ANN) and not await s.events.pause(event.id, ANN)
    assert [p.user_id for p in await s.events.queue(event.id)] == [BOB, CAT]
    clock.now += 10
    assert await s.events.come_back(event.id, ANN) and not await s.events.come_back(event.id, ANN)
    queue = await s.events.queue(event.id)
    assert [p.user_id for p in queue] == [BOB, CAT, ANN] and queue[-1].waiting_since == clock.now
    assert await s.events.leave(event.id, CAT) and not await s.events.leave(event.id, CAT)
    assert not await s.events.come_back(event.id, CAT)  # leaving is for good
    assert [p.user_id for p in await s.events.players(event.id, present=True)] == [ANN, BOB]


async def test_a_round_paired_twice_at_once_is_paired_once(two):
    s, other, _ = two
    event = await new_event(s)
    for user in (ANN, BOB, CAT, DAN, EVE):
        await s.events.join(event.id, user)
    first = s.events.pair(event.id, 1, [(ANN, BOB), (CAT, DAN)], EVE, [11, 12])
    second = other.events.pair(event.id, 1, [(ANN, CAT), (BOB, DAN)], EVE, [21, 22])
    done = await asyncio.gather(first, second, return_exceptions=True)
    assert sum(isinstance(d, AlreadyPaired) for d in done) == 1
    [games] = [d for d in done if isinstance(d, list)]
    assert len(games) == 2 and {g.round for g in games} == {1}
    assert await rows(s, "SELECT COUNT(*) FROM event_games") == [(2,)]
    assert await rows(s, "SELECT round, user_id FROM event_byes") == [(1, EVE)]
    assert (await s.events.load(event.id)).round == 1
    # the same round again, later, from either process: nothing written
    with pytest.raises(AlreadyPaired):
        await s.events.pair(event.id, 1, [(ANN, BOB)], None, [31])
    with pytest.raises(AlreadyPaired):  # nor a round skipped
        await other.events.pair(event.id, 3, [], EVE, [])
    assert await rows(s, "SELECT COUNT(*) FROM event_games") == [(2,)]


async def _arena_of_four_ann_playing_bob(s):
    """An arena that Ann, Bob, Cat and Dan joined, its first round Ann against Bob (game 11)."""
    event = await new_event(s, kind="arena")
    for user in (ANN, BOB, CAT, DAN):
        await s.events.join(event.id, user)
    await s.events.pair(event.id, 1, [(ANN, BOB)], None, [11])
    return event


async def test_nobody_is_in_two_unfinished_games_of_one_event(two):
    s, other, _ = two
    event = await _arena_of_four_ann_playing_bob(s)
    assert {p.user_id: p.state for p in await s.events.players(event.id)} == {
        ANN: "playing", BOB: "playing", CAT: "waiting", DAN: "waiting"}
    with pytest.raises(PairingRefused):
        await other.events.pair(event.id, 2, [(CAT, ANN)], None, [12])
    with pytest.raises(PairingRefused):  # nor twice in one round
        await other.events.pair(event.id, 2, [(CAT, DAN), (DAN, BOB)], None, [12, 13])
    with pytest.raises(PairingRefused):  # nor someone who is not in it
        await other.events.pair(event.id, 2, [(CAT, 99)], None, [12])
    assert (await s.events.load(event.id)).round == 1  # a refusal writes nothing
    # two processes pairing the next wave at once: Cat is seated once
    done = await asyncio.gather(s.events.pair(event.id, 2, [(CAT, DAN)], None, [12]),
                                other.events.pair(event.id, 2, [(DAN, CAT)], None, [13]), return_exceptions=True)
    assert sum(isinstance(d, AlreadyPaired) for d in done) == 1
    unfinished = [(g.game_id, g.first_user, g.second_user) for g in await s.events.games(event.id, unfinished=True)]
    assert unfinished in ([(11, ANN, BOB), (12, CAT, DAN)], [(11, ANN, BOB), (13, DAN, CAT)])
    # once the game is over its players are free (and back in the queue)
    assert await s.events.record_result(11, "first", points_first=2, points_second=0)
    assert {p.user_id for p in await s.events.queue(event.id)} == {ANN, BOB}
    games = await other.events.pair(event.id, 3, [(BOB, ANN)], None, [14])
    assert [(g.first_user, g.second_user, g.round) for g in games] == [(BOB, ANN, 3)]


async def test_a_pairing_that_fails_half_way_writes_nothing(two):
    """As a process killed mid-pairing: the round is all recorded or not at all."""
    s, _, _ = two
    event = await _arena_of_four_ann_playing_bob(s)
    with pytest.raises(Exception):  # game 11 is taken: the insert fails after the round moved on
        await s.events.pair(event.id, 2, [(CAT, DAN)], None, [11])
    assert (await s.events.load(event.id)).round == 1
    assert [p.user_id for p in await s.events.queue(event.id)] == [CAT, DAN]  # nobody lost
    assert await rows(s, "SELECT COUNT(*) FROM event_games") == [(1,)]
    # an arena pairing from the queue refuses someone who paused meanwhile
    await s.events.pause(event.id, DAN)
    with pytest.raises(PairingRefused):
        await s.events.pair(event.id, 2, [(CAT, DAN)], None, [12], waiting_only=True)
    await s.events.come_back(event.id, DAN)
    assert [g.game_id for g in await s.events.pair(event.id, 2, [(CAT, DAN)], None, [12], waiting_only=True)] == [12]


async def test_someone_who_left_is_never_paired_but_their_game_still_counts(two):
    s, _, _ = two
    event = await new_event(s)
    for user in (ANN, BOB, CAT):
        await s.events.join(event.id, user)
    await s.events.pair(event.id, 1, [(ANN, BOB)], CAT, [11])
    assert await s.events.leave(event.id, BOB)
    assert await s.events.record_result(11, "second", points_first=0, points_second=1)
    assert (await s.events.player(event.id, BOB)).state == "left"  # a result does not bring them back
    with pytest.raises(PairingRefused):
        await s.events.pair(event.id, 2, [(ANN, BOB)], CAT, [12])
    games, byes = await s.events.standings_input(event.id)
    assert [(g.game_id, g.result, g.points_second) for g in games] == [(11, "second", 1)]
    assert [(b.round, b.user_id) for b in byes] == [(1, CAT)]


async def test_a_result_recorded_twice_counts_once_and_its_season_points_too(two):
    s, other, clock = two
    event = await new_event(s, kind="arena")
    for user in (ANN, BOB):
        await s.events.join(event.id, user)
    await s.events.pair(event.id, 1, [(ANN, BOB)], None, [11])
    points = {ANN: 2, BOB: 0}
    done = await asyncio.gather(
        s.events.record_result(11, "first", points_first=2, points_second=0, season_points=points),
        other.events.record_result(11, "first", points_first=2, points_second=0, season_points=points),
        s.events.record_result(11, "draw", points_first=1, points_second=1, season_points=points))
    assert sorted(done) == [False, False, True]
    assert not await s.events.record_result(11, "second", points_first=0, points_second=2)
    assert not await s.events.record_result(999, "first")  # no event's game: nothing
    [game] = await other.events.games(event.id)
    assert game.result in ("first", "draw") and game.finished_at == clock.now
    board = await s.events.season_board(GUILD, "capture", season_of(clock.now))
    assert sum(r.games for r in board) == 2 and sum(r.points for r in board) == 2


async def test_a_bye_is_stored_once_a_round(two):
    s, _, _ = two
    event = await new_event(s)
    for user in (ANN, BOB, CAT):
        await s.events.join(event.id, user)
    await s.events.pair(event.id, 1, [(ANN, BOB)], CAT, [11])
    # a second bye for round 1 can only come with the round itself: refused as already paired
    with pytest.raises(AlreadyPaired):
        await s.events.pair(event.id, 1, [], ANN, [])
    await s.events.record_result(11, "draw", points_first=1, points_second=1)
    await s.events.pair(event.id, 2, [(CAT, ANN)], BOB, [12])
    assert [(b.round, b.user_id) for b in await s.events.byes(event.id)] == [(1, CAT), (2, BOB)]
    with pytest.raises(Exception):  # and the database itself keeps one a round
        await rows(s, "INSERT INTO event_byes (event_id, round, user_id) VALUES (:e, 2, :u)",
                   {"e": event.id, "u": ANN})
    assert await rows(s, "SELECT COUNT(*) FROM event_byes") == [(2,)]


async def test_one_challenge_attempt_a_player_and_deal(two):
    s, other, clock = two
    event = await new_event(s, kind="challenge")
    await s.events.join(event.id, ANN)
    started = await asyncio.gather(s.events.start_attempt(event.id, ANN, 1, 501),
                                   other.events.start_attempt(event.id, ANN, 1, 502))
    assert sorted(started) == [False, True]
    assert await s.events.start_attempt(event.id, ANN, 2, 503)  # the next deal is another attempt
    assert not await s.events.finish_attempt(event.id, BOB, 1, result="win")  # never started
    clock.now += 90
    assert await s.events.finish_attempt(event.id, ANN, 1, result="win", figure=112, seconds=88.5)
    assert not await other.events.finish_attempt(event.id, ANN, 1, result="loss", figure=1, seconds=1)
    first, second = await other.events.attempts(event.id, ANN)
    assert (first.deal, first.game_id in (501, 502), first.result, first.figure, first.seconds) == (
        1, True, "win", 112.0, 88.5)
    assert (second.deal, second.result, second.finished_at) == (2, None, None)


async def test_season_points_are_per_month_and_last_months_podium_stays(two):
    s, other, clock = two
    assert season_of(MARCH) == "2026-03" and season_of(APRIL) == "2026-04"
    await s.events.add_season_points(GUILD, "capture", ANN, 4)
    await other.events.add_season_points(GUILD, "capture", BOB, 2)
    await s.events.add_season_points(GUILD, "capture", BOB, 3)
    await s.events.add_season_points(GUILD, "capture", CAT, 1)
    await s.events.add_season_points(GUILD + 1, "capture", DAN, 50)  # another server
    await s.events.add_season_points(GUILD, "siege", DAN, 50)  # another game
    clock.now = APRIL  # the month turns (UTC)
    await asyncio.gather(s.events.add_season_points(GUILD, "capture", CAT, 2),
                         other.events.add_season_points(GUILD, "capture", CAT, 2))
    april = await s.events.season_board(GUILD, "capture", "2026-04")
    assert [(r.user_id, r.points, r.games) for r in april] == [(CAT, 4, 2)]
    march = await other.events.season_board(GUILD, "capture", "2026-03", top=3)
    assert [(r.user_id, r.points, r.games) for r in march] == [(BOB, 5, 2), (ANN, 4, 1), (CAT, 1, 1)]
    assert await s.events.seasons(GUILD, "capture") == ["2026-04", "2026-03"]


async def test_revision_0007_upgrades_a_0006_database_and_goes_back_down(database):
    s = await Storage.open(database, revision="0006")
    try:
        assert s.revision == "0006"
        await s.set_meta("kept", "yes")
    finally:
        await s.close()
    s = await Storage.open(database)
    try:
        assert s.revision == head_revision() >= "0007"
        assert await s.get_meta("kept") == "yes"
        event = await new_event(s)
        assert await s.events.join(event.id, ANN)

        def down(conn):
            from alembic import command
            conn.exec_driver_sql("BEGIN")
            command.downgrade(alembic_config(conn), "0006")
            conn.exec_driver_sql("COMMIT")
        await s.db.run(down)
        assert await rows(s, "SELECT version_num FROM alembic_version") == [("0006",)]
        assert await s.db.migrate() == head_revision()  # and up again
        assert await s.events.listed(GUILD) == []
    finally:
        await s.close()


async def test_events_move_from_sqlite_to_postgresql_whole(tmp_path, postgres_server):
    """`python -m bot.migrate_db` copies the event tables too, and moves the events' id
    sequence past the copied ids."""
    from bot.migrate_db import migrate

    source = tmp_path / "bot.db"
    s = await Storage.open(source, clock=Clock(MARCH))
    try:
        first, event = await new_event(s, kind="arena"), await new_event(s)
        for user in (ANN, BOB, CAT):
            await s.events.join(event.id, user)
        await s.events.pair(event.id, 1, [(ANN, BOB)], CAT, [11])
        await s.events.record_result(11, "first", points_first=1, points_second=0, season_points={ANN: 2})
        await s.events.start_attempt(first.id, DAN, 1, 12)
        tables = ("events", "event_players", "event_games", "event_byes", "challenge_attempts", "season_points")
        before = {name: await rows(s, f"SELECT * FROM {name} ORDER BY 1, 2") for name in tables}
    finally:
        await s.close()
    target = postgres_server.create_database("events_moved")
    copied = await migrate(str(source), target, out=io.StringIO())
    assert {name: copied[name] for name in tables} == {name: len(before[name]) for name in tables}
    d = await Storage.open(target, clock=Clock(MARCH))
    try:
        assert {name: await rows(d, f"SELECT * FROM {name} ORDER BY 1, 2") for name in tables} == before
        assert (await new_event(d)).id == event.id + 1
    finally:
        await d.close()


# ---- a round's games inserted with the pairing; a game's result reaching its event ----------

def new_game(first: int, second: int, channel: int = CHAN) -> NewGame:
    return NewGame(key="capture", guild_id=GUILD, channel_id=channel, seed=7, options={}, state={"v": 1},
                   seats=(first, second), people=(first, second), shuffle_version=1,
                   timers=(TimerOp("turn", 0, MARCH + 3600, {"reminded": False}),))


async def test_a_rounds_games_are_inserted_with_the_pairing_and_seated_and_timed(two):
    s, other, _ = two
    event = await new_event(s)
    for user in (ANN, BOB, CAT, DAN, EVE):
        await s.events.join(event.id, user)
    games = await other.events.pair(event.id, 1, [(ANN, BOB), (CAT, DAN)], EVE,
                                    tables=[new_game(ANN, BOB), new_game(CAT, DAN)])
    ids = [g.game_id for g in games]
    for game in games:
        row = await s.load_game(game.game_id)
        assert row.seats == (game.first_user, game.second_user) and row.status == "running"
        assert (row.event_id, row.event_name) == (event.id, "Friday")  # shown on its table
        assert row.message_id is None  # posted after the commit (or by the start-up pass)
    assert sorted(await rows(s, "SELECT ref_id FROM timers WHERE kind = 'turn'")) == [(i,) for i in sorted(ids)]
    assert await s.tables_behind() == sorted(ids)
    # one running game a channel and game: a second event's pairing cannot seat them here
    second = await new_event(s, kind="arena")
    for user in (ANN, BOB):
        await s.events.join(second.id, user)
    with pytest.raises(PairingRefused) as refused:
        await s.events.pair(second.id, 1, [(ANN, BOB)], None, tables=[new_game(ANN, BOB)])
    assert refused.value.busy == {ANN, BOB}
    assert (await s.events.load(second.id)).round == 0
    # ...but in another channel they may play both events at once
    await s.events.pair(second.id, 1, [(ANN, BOB)], None, tables=[new_game(ANN, BOB, channel=CHAN + 1)])


async def test_a_pairing_whose_second_game_cannot_be_seated_inserts_no_game(two):
    s, _, _ = two
    event = await new_event(s, kind="arena")
    for user in (ANN, BOB, CAT, DAN):
        await s.events.join(event.id, user)
    await s.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={},
                        seats=(DAN, EVE))  # Dan plays outside the event, in the event's channel
    with pytest.raises(PairingRefused):
        await s.events.pair(event.id, 1, [(ANN, BOB), (CAT, DAN)], None,
                            tables=[new_game(ANN, BOB), new_game(CAT, DAN)])
    assert await rows(s, "SELECT COUNT(*) FROM games") == [(1,)]
    assert await rows(s, "SELECT COUNT(*) FROM event_games") == [(0,)]
    assert {p.state for p in await s.events.players(event.id)} == {"waiting"}


async def arena_game(s: Storage):
    """An arena where Ann and Bob were just paired: the event and their game."""
    event = await new_event(s, kind="arena")
    for user in (ANN, BOB):
        await s.events.join(event.id, user)
    [game] = await s.events.pair(event.id, 1, [(ANN, BOB)], None, tables=[new_game(ANN, BOB)])
    return event, game


async def test_a_games_end_records_its_event_result_once_in_the_same_transaction(two):
    s, other, _ = two
    event, game = await arena_game(s)
    await s.timers.clear("event", event.id)
    ended = [ResultRow(seat=0, user_id=ANN, result="loss", score=0), ResultRow(seat=1, user_id=BOB, result="win",
                                                                                  score=1)]
    await other.save_state(game.game_id, expected_version=0, state={"v": 2}, status="over", move=None,
                           results=ended)
    recorded = await s.events.game(game.game_id)
    assert (recorded.result, recorded.points_first, recorded.points_second) == ("second", 0, 2)
    assert {p.state for p in await s.events.players(event.id)} == {"waiting"}  # back in the queue
    timer = await s.timers.get("event", event.id)
    assert timer is not None and timer.due_at <= MARCH  # the next wave comes at once
    assert not await s.events.record_result(game.game_id, "first")  # once


async def test_a_game_nobody_played_pauses_both_players(two):
    s, _, _ = two
    event, game = await arena_game(s)
    gone = [ResultRow(seat=0, user_id=ANN, result="abandoned", score=0),
            ResultRow(seat=1, user_id=BOB, result="abandoned", score=0)]
    await s.save_state(game.game_id, expected_version=0, state={}, status="over", move=None, results=gone)
    assert (await s.events.game(game.game_id)).result == "abandoned"
    assert {p.state for p in await s.events.players(event.id)} == {"paused"}
