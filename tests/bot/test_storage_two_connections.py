"""Exactly once across connections: the guarantees are the database's, so they hold for two
bot processes on one database (two Storage objects, on SQLite and on PostgreSQL), not only for
one connection's lock: one running game per person, channel and game; one game per accepted invitation; one
save per version."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import GameRow, InvitationClosed, SeatTaken, Storage, VersionConflict
from tests.databases import rows

GUILD, CHAN, OTHER_CHAN = 100, 10, 11
ANN, BOB = 1, 2


@pytest.fixture
async def stores(database):
    first = await Storage.open(database)
    second = await Storage.open(database)
    yield first, second
    await first.close()
    await second.close()


async def start(store: Storage, *, seats=(ANN,), channel=CHAN, key="deck-defence", invitation_id=None):
    try:
        return await store.create_game(key=key, guild_id=GUILD, channel_id=channel, seed=1, options={},
                                       state={"n": 0}, seats=seats, invitation_id=invitation_id)
    except (SeatTaken, InvitationClosed) as refused:
        return refused


async def test_two_connections_starting_one_persons_game_at_once_create_one(stores) -> None:
    first, second = stores
    results = await asyncio.gather(*(start(s) for s in (first, second, first, second, second)))
    games = [r for r in results if isinstance(r, GameRow)]
    assert len(games) == 1, results
    assert all(isinstance(r, SeatTaken) and r.game_id == games[0].id and r.user_id == ANN
               for r in results if r is not games[0])
    for store in stores:
        assert await rows(store, "SELECT COUNT(*) FROM games") == [(1,)]
    # Other channels and other games are other seats.
    assert isinstance(await start(second, channel=OTHER_CHAN), GameRow)
    assert isinstance(await start(first, key="defend-and-capture"), GameRow)


async def test_two_connections_accepting_one_invitation_at_once_start_one_game(stores) -> None:
    first, second = stores
    inv = await first.invitations.create(key="capture", guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB),
                                         options={}, expires_at=10**10)
    # Different channels, so that only the invitation can stop the second game.
    results = await asyncio.gather(start(first, seats=(ANN, BOB), key="capture", invitation_id=inv.id),
                                   start(second, seats=(ANN, BOB), key="capture", channel=OTHER_CHAN,
                                         invitation_id=inv.id))
    games = [r for r in results if isinstance(r, GameRow)]
    assert len(games) == 1 and any(isinstance(r, InvitationClosed) for r in results), results
    assert await rows(second, "SELECT status, game_id FROM invitations WHERE id = :id", {"id": inv.id}) == [
        ("accepted", games[0].id)]
    assert await rows(first, "SELECT COUNT(*) FROM games") == [(1,)]
    assert await rows(first, "SELECT COUNT(*) FROM running_seats") == [(2,)]


async def test_two_connections_saving_one_version_at_once_let_one_through(stores) -> None:
    first, second = stores
    game = await start(first)
    assert isinstance(game, GameRow)

    async def save(store: Storage, n: int):
        try:
            return await store.save_state(game.id, expected_version=0, state={"n": n}, status="running",
                                          move=(0, f"move{n}"))
        except VersionConflict as conflict:
            return conflict

    results = await asyncio.gather(*(save(s, n) for n, s in enumerate((first, second, first, second))))
    assert sorted(type(r).__name__ for r in results) == ["VersionConflict"] * 3 + ["int"], results
    assert await second.moves(game.id) == [(1, 0, f"move{results.index(1)}")]


async def test_a_finished_or_cancelled_game_frees_the_seat_for_every_connection(stores) -> None:
    first, second = stores
    game = await start(first)
    assert isinstance(game, GameRow)
    await second.save_state(game.id, expected_version=0, state={"n": 1}, status="over", move=None)
    again = await start(first)
    assert isinstance(again, GameRow), again
    await second.delete_game(again.id)
    assert isinstance(await start(second), GameRow)


async def test_two_processes_claiming_due_timers_at_once_take_each_timer_once(stores) -> None:
    first, second = stores
    for ref in range(1, 41):
        await first.timers.set("turn", ref, 100.0 + ref, {"reminded": False})
    claims = await asyncio.gather(*(store.timers.claim_due(1000.0, name, limit=7)
                                    for _ in range(4) for store, name in ((first, "a"), (second, "b"))))
    taken = [(t.kind, t.ref_id) for batch in claims for t in batch]
    assert len(taken) == len(set(taken)) == 40  # every timer once, none twice
    owners = {t.claimed_by for batch in claims for t in batch}
    assert owners <= {"a", "b"}
    assert await first.timers.claim_due(1000.0, "c") == []  # all held, leases running


async def test_a_claim_whose_process_died_is_taken_again_once_its_lease_runs_out(stores) -> None:
    first, second = stores
    await first.timers.set("turn", 7, 100.0, {"reminded": False})
    [dead] = await first.timers.claim_due(200.0, "dead", lease=60.0)
    assert await second.timers.claim_due(230.0, "alive") == []  # the lease still holds
    [again] = await second.timers.claim_due(261.0, "alive")
    assert (again.ref_id, again.claimed_by) == (7, "alive")
    # The dead process's late reminder no longer counts; the holder's does, once.
    assert await first.timers.remind(dead, 500.0, {"reminded": True}) is False
    assert await second.timers.remind(again, 500.0, {"reminded": True}) is True
    assert await second.timers.remind(again, 600.0, {"reminded": True}) is False
    moved = await first.timers.get("turn", 7)
    assert moved is not None and moved.due_at == 500.0 and moved.data == {"reminded": True}
    assert moved.claimed_by is None


async def test_a_released_claim_is_free_at_once_and_a_save_that_sets_a_timer_frees_it(stores) -> None:
    from bot.storage import TimerOp

    first, second = stores
    game = await start(first)
    assert isinstance(game, GameRow)
    await first.timers.set("reaction", game.id, 100.0, {"version": 0})
    [held] = await first.timers.claim_due(150.0, "a")
    await first.timers.release(held)
    [held] = await second.timers.claim_due(150.0, "b")
    await first.save_state(game.id, expected_version=0, state={"n": 1}, status="running", move=(0, "x"),
                           timers=[TimerOp("reaction", game.id, 400.0, {"version": 1})])
    moved = await second.timers.get("reaction", game.id)
    assert moved is not None and (moved.due_at, moved.claimed_by, moved.data) == (400.0, None, {"version": 1})
