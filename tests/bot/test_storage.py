"""Storage on both backends (SQLite and PostgreSQL, `tests.databases`): migrations,
optimistic versioning, the move log and the statistics queries."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from sqlalchemy import inspect

from bot.storage import GameRow, InvitationClosed, ResultRow, SeatTaken, Storage, VersionConflict, head_revision
from bot.storage.legacy import MIGRATIONS as LEGACY
from bot.storage.schema import metadata
from tests.databases import FakeClock, rows

GUILD = 100
OTHER_GUILD = 200
CHAN = 10
OTHER_CHAN = 11
ANN, BOB, CAT, DAN = 1, 2, 3, 4


@pytest.fixture
async def store(database):
    s = await Storage.open(database, clock=FakeClock())
    yield s
    await s.close()


async def new_game(store: Storage, key="capture", seats=(ANN, BOB), channel=CHAN,
                   guild=GUILD, state=None, people=None, options=None) -> GameRow:
    return await store.create_game(
        key=key, guild_id=guild, channel_id=channel, seed=8812,
        options={"house": True} if options is None else options, state=state or {"turn": 0}, seats=seats,
        people=people,
    )


def legacy_sqlite(path, migrations: int) -> None:
    """A SQLite file as a release before Alembic left it, after `migrations` of its six."""
    con = sqlite3.connect(path, isolation_level=None)
    try:
        for statements in LEGACY[:migrations]:
            for sql in statements:
                con.execute(sql)
        con.execute(f"PRAGMA user_version = {migrations}")
    finally:
        con.close()


def raw_game(path, key="capture", seats=(ANN, BOB), message_id=None) -> int:
    """A running game written straight into a SQLite database of an older schema."""
    con = sqlite3.connect(path)
    try:
        cur = con.execute("INSERT INTO games (key, guild_id, channel_id, message_id, seed, state, created_at,"
                          " updated_at) VALUES (?, ?, ?, ?, 1, '{}', 1.0, 1.0)", (key, GUILD, CHAN, message_id))
        con.executemany("INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                        [(cur.lastrowid, i, u) for i, u in enumerate(seats)])
        con.commit()
        return int(cur.lastrowid)
    finally:
        con.close()


def raw(path, sql, params=()):
    con = sqlite3.connect(path)
    try:
        return con.execute(sql, params).fetchall()
    finally:
        con.close()


# ---- opening and migrations ----------------------------------------------------------


async def test_open_creates_the_parent_folder_and_applies_every_revision(tmp_path):
    path = tmp_path / "data" / "nested" / "bot.db"
    s = await Storage.open(str(path))
    try:
        assert path.exists()
        assert s.revision == head_revision() and s.up_to_date
    finally:
        await s.close()
    tables = {r[0] for r in raw(path, "SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"meta", "games", "seats", "moves", "results", "invitations", "timers", "alembic_version"} <= tables
    assert raw(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]


async def test_the_migrated_schema_is_exactly_the_one_the_queries_are_written_for(database):
    """Alembic's revisions and `bot.storage.schema` describe the same tables on both backends."""
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    s = await Storage.open(database)
    try:
        diffs = await s.db.run(lambda c: compare_metadata(MigrationContext.configure(c), metadata))
        tables = await s.db.run(lambda c: set(inspect(c).get_table_names()))
    finally:
        await s.close()
    # Types compare loosely across dialects (a SQLite INTEGER is a BIGINT's affinity); what
    # must match is every table, column, index and their nullability.
    structural = [d for d in diffs if not (isinstance(d, list) and d and d[0][0] == "modify_type")]
    assert structural == [], structural
    assert set(metadata.tables) <= tables


async def test_connection_uses_wal_foreign_keys_and_a_busy_timeout(tmp_path):
    path = tmp_path / "bot.db"
    s = await Storage.open(path)
    try:
        assert await rows(s, "PRAGMA journal_mode") == [("wal",)]
        assert await rows(s, "PRAGMA foreign_keys") == [(1,)]
        assert (await rows(s, "PRAGMA busy_timeout"))[0][0] >= 1000
    finally:
        await s.close()
    # WAL is a property of the file: a fresh connection sees it too
    assert raw(path, "PRAGMA journal_mode") == [("wal",)]


async def test_reopening_keeps_data_and_does_not_rerun_migrations(database):
    s = await Storage.open(database)
    game = await new_game(s)
    v = await s.save_state(game.id, expected_version=0, state={"turn": 1},
                           status="running", move=(0, "lock"))
    await s.set_meta("theme", "dark")
    await s.close()

    # a rerun of CREATE TABLE would raise "table already exists"
    s = await Storage.open(database)
    try:
        assert s.revision == head_revision()
        again = await s.load_game(game.id)
        assert again is not None
        assert again.version == v == 1
        assert again.state == {"turn": 1}
        assert again.seats == (ANN, BOB)
        assert await s.moves(game.id) == [(1, 0, "lock")]
        assert await s.get_meta("theme") == "dark"
    finally:
        await s.close()


@pytest.mark.parametrize("legacy", [2, 6])
async def test_a_sqlite_database_made_before_alembic_upgrades_in_place(tmp_path, legacy):
    """An existing SQLite file (PRAGMA user_version = its legacy migrations) keeps its games:
    the legacy migrations it lacks run, it is stamped as revision 0001, then upgraded."""
    path = tmp_path / "bot.db"
    legacy_sqlite(path, legacy)
    if legacy < 3:
        con = sqlite3.connect(path)
        con.execute("INSERT INTO challenges (key, guild_id, channel_id, challenger, opponent, status, expires_at,"
                    " created_at) VALUES ('capture', 100, 10, 1, 2, 'open', 5000.0, 1.0)")
        con.commit()
        con.close()
    game_id = raw_game(path, message_id=77)
    s = await Storage.open(path)
    try:
        assert s.revision == head_revision()
        game = await s.load_game(game_id)
        assert game is not None and game.seats == (ANN, BOB) and game.message_id == 77
        await s.save_state(game_id, expected_version=0, state={"turn": 1}, status="running", move=(0, "x"))
        if legacy < 3:  # the old challenge became an open invitation with its expiry
            [inv] = await s.invitations.open_between(10, (1, 2))
            assert inv.key == "capture" and (await s.timers.get("invitation", inv.id)) is not None
    finally:
        await s.close()
    assert raw(path, "PRAGMA user_version") == [(len(LEGACY),)]
    assert raw(path, "SELECT version_num FROM alembic_version") == [(head_revision(),)]
    s = await Storage.open(path)  # and it opens again without redoing anything
    await s.close()


async def test_a_failing_migration_rolls_back_all_of_it(tmp_path):
    path = tmp_path / "bot.db"
    legacy_sqlite(path, 5)
    raw_game(path)
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE people (oops INTEGER)")  # legacy migration 6 will collide with it
    con.commit()
    con.close()
    with pytest.raises(Exception, match="already exists"):
        await Storage.open(path)
    assert raw(path, "PRAGMA user_version") == [(5,)]
    assert raw(path, "SELECT name FROM sqlite_master WHERE name = 'alembic_version'") == []
    assert raw(path, "SELECT COUNT(*) FROM games") == [(1,)]


async def test_a_database_newer_than_the_code_is_refused(database):
    s = await Storage.open(database)
    await rows(s, "UPDATE alembic_version SET version_num = '9999'")
    await s.close()
    with pytest.raises(RuntimeError, match="newer"):
        await Storage.open(database)


async def test_processes_starting_together_migrate_once(database):
    stores = await asyncio.gather(*(Storage.open(database) for _ in range(3)))
    try:
        assert {s.revision for s in stores} == {head_revision()}
    finally:
        for s in stores:
            await s.close()


# ---- games, versions, moves ----------------------------------------------------------


async def test_create_game_starts_running_at_version_0(store):
    game = await new_game(store, seats=(BOB, ANN), state={"deck": ["5ML", "QH"]})
    assert game.version == 0
    assert game.status == "running"
    assert game.seats == (BOB, ANN)
    assert game.options == {"house": True}
    assert game.state == {"deck": ["5ML", "QH"]}
    assert game.message_id is None
    assert game.created_at == game.updated_at
    assert await store.load_game(game.id) == game


async def test_load_game_of_unknown_id_is_none(store):
    assert await store.load_game(999) is None


async def test_set_message_is_remembered_without_a_new_version(store):
    game = await new_game(store)
    await store.set_message(game.id, 123456789012345678, channel_id=CHAN, parent_id=None)
    loaded = await store.load_game(game.id)
    assert loaded.message_id == 123456789012345678
    assert loaded.version == 0


async def test_set_message_stores_where_the_table_now_is(store):
    """A table brought back elsewhere is edited (and its notices posted) where it now is."""
    game = await new_game(store, channel=OTHER_CHAN)
    await store.set_message(game.id, 555, channel_id=OTHER_CHAN, parent_id=CHAN, shown_version=0)
    assert (await store.load_game(game.id)).parent_id == CHAN
    await store.set_message(game.id, 777, channel_id=CHAN, parent_id=None, shown_version=0)
    loaded = await store.load_game(game.id)
    assert (loaded.message_id, loaded.channel_id, loaded.parent_id, loaded.guild_id) == (777, CHAN, None, GUILD)


async def test_a_first_click_claims_a_table_message_only_while_none_is_recorded(store):
    game = await new_game(store)
    assert not await store.claim_message(game.id, 555, OTHER_CHAN)  # not the game's channel
    assert await store.claim_message(game.id, 555, CHAN)
    assert not await store.claim_message(game.id, 666, CHAN)  # one message, whoever is first
    await store.save_state(game.id, expected_version=0, state={}, status="running", move=(0, "x"))
    await store.mark_shown(game.id, 1)  # the first click played a move on it
    # The post's own, later, record of the same message keeps the newer version it shows.
    await store.set_message(game.id, 555, channel_id=CHAN, parent_id=None, shown_version=0)
    loaded = await store.load_game(game.id)
    assert (loaded.message_id, loaded.shown_version) == (555, 1)
    # Another message (the table posted again) shows what it was drawn at.
    await store.set_message(game.id, 888, channel_id=CHAN, parent_id=None, shown_version=1)
    assert (await store.load_game(game.id)).shown_version == 1
    inv = await store.invitations.create(key="capture", guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB),
                                         options={}, expires_at=10_000.0)
    assert await store.invitations.claim_message(inv.id, 999)
    assert not await store.invitations.claim_message(inv.id, 1_000)
    assert (await store.invitations.load(inv.id)).message_id == 999


async def test_save_state_bumps_version_and_updated_at(store):
    game = await new_game(store)
    v = await store.save_state(game.id, expected_version=0, state={"turn": 1},
                               status="running", move=(0, "play.5ML.d1"))
    loaded = await store.load_game(game.id)
    assert v == loaded.version == 1
    assert loaded.state == {"turn": 1}
    assert loaded.updated_at > game.updated_at
    assert loaded.created_at == game.created_at


async def test_second_save_with_the_same_expected_version_conflicts_and_changes_nothing(store):
    game = await new_game(store)
    await store.save_state(game.id, expected_version=0, state={"by": "ann"},
                           status="running", move=(0, "lock"))
    before = await store.load_game(game.id)
    with pytest.raises(VersionConflict) as err:
        await store.save_state(
            game.id, expected_version=0, state={"by": "bob"}, status="over",
            move=(1, "lock"),
            results=[ResultRow(0, ANN, "loss", 0, {}), ResultRow(1, BOB, "win", 3, {})],
        )
    assert err.value.actual == 1
    assert await store.load_game(game.id) == before
    assert await store.moves(game.id) == [(1, 0, "lock")]
    assert await store.results(game.id) == []


async def test_concurrent_saves_of_one_version_let_exactly_one_through(store):
    game = await new_game(store)
    outcomes = await asyncio.gather(
        *(store.save_state(game.id, expected_version=0, state={"n": i},
                           status="running", move=(i % 2, f"act{i}"))
          for i in range(5)),
        return_exceptions=True,
    )
    assert [o for o in outcomes if not isinstance(o, Exception)] == [1]
    assert sum(isinstance(o, VersionConflict) for o in outcomes) == 4
    assert len(await store.moves(game.id)) == 1


async def test_saving_a_missing_game_is_a_conflict(store):
    with pytest.raises(VersionConflict) as err:
        await store.save_state(42, expected_version=0, state={}, status="running", move=None)
    assert err.value.actual is None


async def test_save_without_a_move_logs_nothing_but_still_counts_a_version(store):
    game = await new_game(store)
    await store.save_state(game.id, expected_version=0, state={}, status="running",
                           move=(0, "a"))
    await store.save_state(game.id, expected_version=1, state={}, status="running",
                           move=None)
    await store.save_state(game.id, expected_version=2, state={}, status="running",
                           move=(1, "b"))
    assert await store.moves(game.id) == [(1, 0, "a"), (3, 1, "b")]


async def test_move_log_comes_back_in_play_order_per_game(store):
    g1 = await new_game(store)
    g2 = await new_game(store, seats=(CAT, DAN))
    actions = ["play.5ML.d1", "lock", "conscript.m2.p1", "pass", "play.QH.d2"]
    for i, action in enumerate(actions):
        await store.save_state(g1.id, expected_version=i, state={}, status="running",
                               move=(i % 2, action))
        if i < 2:
            await store.save_state(g2.id, expected_version=i, state={}, status="running",
                                   move=(1, f"other{i}"))
    assert await store.moves(g1.id) == [(i + 1, i % 2, a) for i, a in enumerate(actions)]
    assert await store.moves(g2.id) == [(1, 1, "other0"), (2, 1, "other1")]


async def test_unknown_status_or_result_is_rejected_before_writing(store):
    game = await new_game(store)
    with pytest.raises(ValueError):
        await store.save_state(game.id, expected_version=0, state={}, status="paused",
                               move=None)
    with pytest.raises(ValueError):
        await store.save_state(game.id, expected_version=0, state={}, status="over",
                               move=None, results=[ResultRow(0, ANN, "victory", 1, {})])
    assert (await store.load_game(game.id)).version == 0


async def test_results_are_stored_with_score_and_stats(store):
    game = await new_game(store)
    await store.save_state(
        game.id, expected_version=0, state={}, status="over", move=(0, "resign"),
        results=[ResultRow(0, ANN, "abandoned", 2, {"turns": 7}),
                 ResultRow(1, BOB, "win", 5, {"turns": 7, "damage": 3})],
    )
    assert await store.results(game.id) == [
        ResultRow(0, ANN, "abandoned", 2, {"turns": 7}),
        ResultRow(1, BOB, "win", 5, {"turns": 7, "damage": 3}),
    ]


# ---- running_game_for ----------------------------------------------------------------


async def test_running_game_for_finds_the_players_game_in_that_channel_only(store):
    game = await new_game(store, key="capture", seats=(ANN, BOB), channel=CHAN)
    found = await store.running_game_for(user_id=BOB, channel_id=CHAN, key="capture")
    assert found is not None and found.id == game.id
    assert await store.running_game_for(user_id=BOB, channel_id=OTHER_CHAN,
                                        key="capture") is None
    assert await store.running_game_for(user_id=CAT, channel_id=CHAN, key="capture") is None
    assert await store.running_game_for(user_id=ANN, channel_id=CHAN,
                                        key="deck-defence") is None


async def test_a_game_that_is_over_is_not_running(store):
    game = await new_game(store, key="deck-defence", seats=(ANN,))
    await store.save_state(game.id, expected_version=0, state={}, status="over",
                           move=(0, "explore"),
                           results=[ResultRow(0, ANN, "loss", 4, {})])
    assert await store.running_game_for(user_id=ANN, channel_id=CHAN,
                                        key="deck-defence") is None
    fresh = await new_game(store, key="deck-defence", seats=(ANN,))
    found = await store.running_game_for(user_id=ANN, channel_id=CHAN, key="deck-defence")
    assert found.id == fresh.id


async def test_running_game_for_a_seat_in_several_games_prefers_the_most_recently_moved(store):
    # Only a seat left out of `people` (the bot's own) can sit in two running games at once.
    old = await new_game(store, key="capture", seats=(ANN, BOB), people=(BOB,))
    new = await new_game(store, key="capture", seats=(ANN, CAT), people=(CAT,))
    await store.save_state(old.id, expected_version=0, state={}, status="running",
                           move=(0, "lock"))
    found = await store.running_game_for(user_id=ANN, channel_id=CHAN, key="capture")
    assert found.id == old.id
    assert new.id != old.id


# ---- what the database guarantees --------------------------------------


async def test_one_running_game_per_person_channel_and_game_is_kept_by_the_database(store):
    first = await new_game(store, seats=(ANN, BOB))
    with pytest.raises(SeatTaken) as taken:
        await new_game(store, seats=(CAT, BOB))
    assert (taken.value.user_id, taken.value.game_id) == (BOB, first.id)
    assert await rows(store, "SELECT COUNT(*) FROM games") == [(1,)]  # nothing written
    await new_game(store, seats=(ANN, BOB), channel=OTHER_CHAN)  # another channel
    await new_game(store, key="deck-defence", seats=(ANN,))  # another game
    await store.save_state(first.id, expected_version=0, state={}, status="over", move=None)
    await new_game(store, seats=(CAT, BOB))  # the first game ended: its seats are free


async def test_concurrent_starts_for_one_person_create_exactly_one_game(store):
    outcomes = await asyncio.gather(*(new_game(store, key="deck-defence", seats=(ANN,)) for _ in range(4)),
                                    return_exceptions=True)
    assert sum(isinstance(o, GameRow) for o in outcomes) == 1
    assert all(isinstance(o, SeatTaken) for o in outcomes if not isinstance(o, GameRow))
    assert await rows(store, "SELECT COUNT(*) FROM games") == [(1,)]


async def test_an_invitation_starts_one_game_at_most(store):
    inv = await store.invitations.create(key="capture", guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB),
                                         options={}, expires_at=1e12)
    outcomes = await asyncio.gather(
        *(store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={},
                            seats=(ANN, BOB), people=(), invitation_id=inv.id) for _ in range(3)),
        return_exceptions=True)
    [game] = [o for o in outcomes if isinstance(o, GameRow)]
    assert all(isinstance(o, InvitationClosed) for o in outcomes if o is not game)
    closed = await store.invitations.load(inv.id)
    assert (closed.status, closed.game_id) == ("accepted", game.id)
    assert await rows(store, "SELECT COUNT(*) FROM games") == [(1,)]


async def test_the_version_a_message_shows_is_remembered_and_never_moves_back(store):
    game = await new_game(store)
    assert game.message_behind and await store.tables_behind() == [game.id]  # never posted
    await store.set_message(game.id, 555, channel_id=CHAN, parent_id=None, shown_version=0)
    assert not (await store.load_game(game.id)).message_behind and await store.tables_behind() == []
    await store.save_state(game.id, expected_version=0, state={}, status="running", move=(0, "x"))
    assert (await store.load_game(game.id)).message_behind and await store.tables_behind() == [game.id]
    await store.mark_shown(game.id, 1)
    await store.mark_shown(game.id, 0)  # a late, older edit does not count
    row = await store.load_game(game.id)
    assert row.shown_version == 1 and not row.message_behind


async def test_migration_4_keeps_one_running_game_per_seat_and_marks_posted_tables_shown(tmp_path):
    path = tmp_path / "bot.db"
    legacy_sqlite(path, 3)  # no running_seats table yet
    older = raw_game(path, seats=(ANN, BOB), message_id=77)
    newer = raw_game(path, seats=(ANN, CAT))
    s = await Storage.open(path)
    try:
        owners = dict(await rows(s, "SELECT user_id, game_id FROM running_seats"))
        assert owners == {ANN: newer, BOB: older, CAT: newer}
        assert (await s.load_game(older)).shown_version == 0
        assert (await s.load_game(newer)).shown_version is None
    finally:
        await s.close()


# ---- statistics ----------------------------------------------------------------------

CAPTURE_METRICS = [("captured", True), ("turns", False)]  # more captures, fewer turns
SOLO_METRICS = [("damage", False)]  # least damage taken
METRICS = {"capture": CAPTURE_METRICS, "deck-defence": SOLO_METRICS}
SUMS = {"capture": ["margin"]}  # summed over every finished game


async def finish(store, key, players, *, guild=GUILD, channel=CHAN, options=None):
    """players: [(user, result, score, stats)] by seat."""
    game = await new_game(store, key=key, seats=tuple(p[0] for p in players),
                          guild=guild, channel=channel, options=options)
    await store.save_state(
        game.id, expected_version=0, state={}, status="over", move=None,
        results=[ResultRow(i, u, res, sc, st) for i, (u, res, sc, st) in enumerate(players)],
    )
    return game


@pytest.fixture
async def history(store):
    # capture (2 players), guild GUILD
    await finish(store, "capture", [(ANN, "win", 10, {"captured": 10, "turns": 12, "margin": 4}),
                                    (BOB, "loss", 6, {"captured": 6, "turns": 12, "margin": -4})])
    await finish(store, "capture", [(BOB, "win", 9, {"captured": 9, "turns": 8, "margin": 2}),
                                    (ANN, "loss", 7, {"captured": 7, "turns": 8, "margin": -2})])
    await finish(store, "capture", [(ANN, "win", 12, {"captured": 12, "turns": 15, "margin": 9}),
                                    (CAT, "loss", 3, {"captured": 3, "turns": 15, "margin": -9})])
    await finish(store, "capture", [(CAT, "draw", 5, {"captured": 5, "turns": 20, "margin": 0}),
                                    (ANN, "draw", 5, {"captured": 5, "turns": 20, "margin": 0})])
    await finish(store, "capture", [(BOB, "win", 12, {"captured": 12, "turns": 10, "margin": 11}),
                                    (CAT, "abandoned", 1, {"captured": 1, "turns": 4, "margin": -11})])
    await finish(store, "capture", [(DAN, "win", 8, {"captured": 8, "turns": 9, "margin": 4}),
                                    (CAT, "loss", 4, {"captured": 4, "turns": 9, "margin": -4})])
    # deck-defence (solo), lower damage is better
    await finish(store, "deck-defence", [(ANN, "win", 30, {"damage": 9})])
    await finish(store, "deck-defence", [(ANN, "win", 25, {"damage": 4})])
    await finish(store, "deck-defence", [(ANN, "loss", 5, {"damage": 20})])  # ignored: loss
    await finish(store, "deck-defence", [(BOB, "loss", 2, {"damage": 1})])
    # another guild must not leak in
    await finish(store, "capture", [(ANN, "win", 99, {"captured": 99, "turns": 1, "margin": 99}),
                                    (BOB, "loss", 0, {"captured": 0, "turns": 1, "margin": -99})],
                 guild=OTHER_GUILD)
    # a running game has no results and counts for nothing
    await new_game(store, key="capture", seats=(ANN, BOB))
    return store


async def test_player_summary_counts_results_per_game_in_the_guild(history):
    rows = await history.player_summary(guild_id=GUILD, user_id=ANN, key=None,
                                        metrics=METRICS, sums=SUMS)
    assert [r["key"] for r in rows] == ["capture", "deck-defence"]
    capture, deck = rows
    assert capture == {
        "key": "capture", "options": {"house": True}, "played": 4, "won": 2, "lost": 1, "drawn": 1, "abandoned": 0,
        "win_rate": 0.5,
        # best over wins only: the 7-capture loss and the 20-turn draw do not count
        "best": {"captured": 12, "turns": 12},
        # (10-6) + (7-9) + (12-3) + (5-5)
        "totals": {"margin": 11},
    }
    assert deck == {
        "key": "deck-defence", "options": {"house": True}, "played": 3, "won": 2, "lost": 1, "drawn": 0, "abandoned": 0,
        "win_rate": pytest.approx(2 / 3),
        "best": {"damage": 4},  # lower is better; the 20-damage loss is ignored
        "totals": {},  # no summed stat asked for this game
    }


async def test_player_summary_for_one_key_and_a_player_without_wins(history):
    rows = await history.player_summary(guild_id=GUILD, user_id=CAT, key="capture",
                                        metrics=METRICS, sums=SUMS)
    assert rows == [{
        "key": "capture", "options": {"house": True}, "played": 4, "won": 0, "lost": 2, "drawn": 1, "abandoned": 1,
        "win_rate": 0.0, "best": {"captured": None, "turns": None},
        "totals": {"margin": (3 - 12) + (5 - 5) + (1 - 12) + (4 - 8)},
    }]
    assert await history.player_summary(guild_id=GUILD, user_id=DAN, key="deck-defence",
                                        metrics=METRICS, sums=SUMS) == []


async def test_player_summary_without_metrics_for_a_game_has_empty_best(history):
    rows = await history.player_summary(guild_id=GUILD, user_id=BOB, key="deck-defence",
                                        metrics={}, sums=SUMS)
    assert rows[0]["best"] == {}
    assert rows[0]["played"] == 1 and rows[0]["lost"] == 1


async def test_player_summary_is_per_guild(history):
    rows = await history.player_summary(guild_id=OTHER_GUILD, user_id=ANN, key=None,
                                        metrics=METRICS, sums=SUMS)
    assert [(r["key"], r["played"], r["won"], r["totals"]) for r in rows] == [
        ("capture", 1, 1, {"margin": 99})]


async def test_leaderboard_orders_by_wins_then_first_metric_then_fewer_games(history):
    board = await history.leaderboard(guild_id=GUILD, key="capture",
                                      metrics=CAPTURE_METRICS)
    # ANN and BOB: 2 wins, best capture 12 each; BOB played 3 games against ANN's 4.
    # DAN: 1 win. CAT: no wins, no metric value.
    assert [r["user_id"] for r in board] == [BOB, ANN, DAN, CAT]
    bob, ann, dan, cat = board
    assert bob == {"user_id": BOB, "played": 3, "won": 2, "win_rate": pytest.approx(2 / 3),
                   "best": {"captured": 12, "turns": 8}}
    assert ann["best"] == {"captured": 12, "turns": 12}
    assert (ann["played"], ann["won"], ann["win_rate"]) == (4, 2, 0.5)
    assert dan["best"] == {"captured": 8, "turns": 9}
    assert cat == {"user_id": CAT, "played": 4, "won": 0, "win_rate": 0.0,
                   "best": {"captured": None, "turns": None}}


async def test_leaderboard_respects_a_lower_is_better_first_metric(history):
    # ordering on turns (lower better): BOB's best 8 beats ANN's best 12
    board = await history.leaderboard(guild_id=GUILD, key="capture",
                                      metrics=[("turns", False)], limit=2)
    assert [(r["user_id"], r["best"]["turns"]) for r in board] == [(BOB, 8), (ANN, 12)]


async def test_leaderboard_lower_damage_ranks_first_between_equal_wins(store):
    await finish(store, "deck-defence", [(ANN, "win", 1, {"damage": 9})])
    await finish(store, "deck-defence", [(BOB, "win", 1, {"damage": 3})])
    await finish(store, "deck-defence", [(CAT, "win", 1, {"damage": 15})])
    await finish(store, "deck-defence", [(CAT, "win", 1, {"damage": 20})])
    board = await store.leaderboard(guild_id=GUILD, key="deck-defence",
                                    metrics=SOLO_METRICS, limit=10)
    assert [(r["user_id"], r["best"]["damage"]) for r in board] == [
        (CAT, 15), (BOB, 3), (ANN, 9)]


async def test_leaderboard_limit_and_unknown_game(history):
    assert len(await history.leaderboard(guild_id=GUILD, key="capture",
                                         metrics=CAPTURE_METRICS, limit=1)) == 1
    assert await history.leaderboard(guild_id=GUILD, key="tower-defense",
                                     metrics=[]) == []


async def test_results_of_other_house_rules_are_kept_apart(store):
    plain, havoc = {"havoc": False, "three_actions": False}, {"havoc": True, "three_actions": False}
    await finish(store, "tower-defense", [(ANN, "win", 1, {"tower": 2})], options=plain)
    await finish(store, "tower-defense", [(ANN, "loss", 0, {"tower": 0})], options=havoc)
    await finish(store, "tower-defense", [(BOB, "win", 1, {"tower": 5})], options=havoc)
    await finish(store, "tower-defense", [(BOB, "win", 1, {"tower": 4})], options=havoc)
    rows = await store.player_summary(guild_id=GUILD, user_id=ANN, key=None, metrics={"tower-defense": [("tower", True)]})
    assert [(r["options"], r["played"], r["won"], r["best"]["tower"]) for r in rows] == [
        (plain, 1, 1, 2), (havoc, 1, 0, None)]
    assert await store.option_sets(guild_id=GUILD, key="tower-defense") == [havoc, plain]  # most played first
    board = await store.leaderboard(guild_id=GUILD, key="tower-defense", metrics=[("tower", True)], options=havoc)
    assert [(r["user_id"], r["won"], r["played"]) for r in board] == [(BOB, 2, 2), (ANN, 0, 1)]
    board = await store.leaderboard(guild_id=GUILD, key="tower-defense", metrics=[("tower", True)], options=plain)
    assert [(r["user_id"], r["best"]["tower"]) for r in board] == [(ANN, 2)]


async def test_a_choice_that_changes_no_rule_keeps_no_results_apart(store):
    await finish(store, "under-siege", [(ANN, "win", 1, {}), (BOB, "loss", 0, {})],
                 options={"challenger_role": "defender", "plus_one": "battle"})
    await finish(store, "under-siege", [(ANN, "loss", 0, {}), (BOB, "win", 1, {})],
                 options={"challenger_role": "attacker", "plus_one": "battle"})
    ignore = ("challenger_role",)
    [row] = await store.player_summary(guild_id=GUILD, user_id=ANN, key="under-siege", metrics={}, ignore=ignore)
    assert (row["options"], row["played"], row["won"]) == ({"plus_one": "battle"}, 2, 1)
    assert await store.option_sets(guild_id=GUILD, key="under-siege", ignore=ignore) == [{"plus_one": "battle"}]
    board = await store.leaderboard(guild_id=GUILD, key="under-siege", metrics=[], options={"plus_one": "battle"},
                                    ignore=ignore)
    assert [(r["user_id"], r["played"]) for r in board] == [(ANN, 2), (BOB, 2)]


async def test_metric_keys_with_dashes_are_read(store):
    await finish(store, "tower-defense", [(ANN, "win", 1, {"towers-left": 3})])
    board = await store.leaderboard(guild_id=GUILD, key="tower-defense",
                                    metrics=[("towers-left", True)])
    assert board[0]["best"] == {"towers-left": 3}


async def test_deleting_a_game_removes_its_seats_moves_and_results(store):
    # foreign keys are enforced: no orphans can be left behind
    game = await finish(store, "capture", [(ANN, "win", 1, {}), (BOB, "loss", 0, {})])
    await rows(store, "DELETE FROM games WHERE id = :id", {"id": game.id})
    assert await store.results(game.id) == []
    assert await rows(store, "SELECT COUNT(*) FROM seats") == [(0,)]


# ---- invitations and timers -------------------------------------------


async def test_an_invitation_closes_once_and_records_acceptances(store):
    inv = await store.invitations.create(key="capture", guild_id=GUILD, channel_id=10, users=(ANN, BOB),
                                         options={"ace_flexible_high_low": True}, expires_at=100.0)
    assert (inv.status, inv.options, inv.message_id, inv.host, inv.invitees) == (
        "open", {"ace_flexible_high_low": True}, None, ANN, (BOB,))
    await store.invitations.set_message(inv.id, 555)
    assert (await store.invitations.load(inv.id)).message_id == 555
    assert (await store.invitations.accept(inv.id, BOB)).accepted == (BOB,)
    assert await store.invitations.close(inv.id, "declined") is True
    assert await store.invitations.close(inv.id, "accepted") is False  # someone was first
    assert await store.invitations.accept(inv.id, BOB) is None  # closed: no more answers
    assert (await store.invitations.load(inv.id)).status == "declined"
    assert await store.invitations.load(inv.id + 99) is None
    with pytest.raises(ValueError):
        await store.invitations.close(inv.id, "open")


async def test_timers_have_a_kind_survive_a_restart_and_report_when_due(database):
    path = database
    s = await Storage.open(path)
    game = await new_game(s)
    await s.timers.set("turn", game.id, 50.0, {"reminded": False})
    await s.timers.set("invitation", game.id, 60.0)  # same id, other kind: another timer
    await s.close()
    s = await Storage.open(path)
    try:
        assert await s.timers.due(49.0) == []
        assert [(t.kind, t.ref_id, t.data) for t in await s.timers.due(50.0)] == [
            ("turn", game.id, {"reminded": False})]
        await s.timers.set("turn", game.id, 80.0, {"reminded": True})  # moves it
        assert (await s.timers.get("turn", game.id)).due_at == 80.0
        assert [t.kind for t in await s.timers.due(1e9)] == ["invitation", "turn"]
        await s.timers.clear("turn", game.id)
        assert await s.timers.get("turn", game.id) is None
        with pytest.raises(ValueError):
            await s.timers.set("no-such-kind", 1, 1.0)
    finally:
        await s.close()


async def test_migration_3_carries_open_challenges_and_turn_timers_over(tmp_path):
    path = tmp_path / "bot.db"
    legacy_sqlite(path, 2)  # a database of the release before invitations
    game_id = raw_game(path)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO challenges (key, guild_id, channel_id, message_id, challenger, opponent, options,"
                " status, expires_at, created_at) VALUES ('capture', 100, 10, 77, 1, 2, '{}', 'open', 500.0, 1.0)")
    con.execute("INSERT INTO challenges (key, guild_id, channel_id, challenger, opponent, status, expires_at,"
                " created_at) VALUES ('capture', 100, 10, 3, 4, 'declined', 400.0, 1.0)")
    con.execute("INSERT INTO timers (game_id, deadline, reminded) VALUES (?, 300.0, 1)", (game_id,))
    con.commit()
    con.close()
    s = await Storage.open(path)
    try:
        assert s.revision == head_revision()
        first = await s.invitations.load(1)
        assert (first.users, first.message_id, first.status) == ((1, 2), 77, "open")
        assert (await s.invitations.load(2)).status == "declined"
        assert [(t.kind, t.ref_id, t.due_at, t.data) for t in await s.timers.due(1e9)] == [
            ("turn", game_id, 300.0, {"reminded": 1}), ("invitation", 1, 500.0, {})]
    finally:
        await s.close()


async def test_margin_comes_from_the_games_own_stat_when_the_other_seat_has_no_row(store):
    # Against the bot only the human's row exists; Capture's outcome carries the margin.
    game = await new_game(store, key="capture", seats=(ANN, 999))
    await store.save_state(game.id, expected_version=0, state={}, status="over", move=None,
                           results=[ResultRow(0, ANN, "win", 30, {"captured": 30, "margin": 8})])
    [row] = await store.player_summary(guild_id=GUILD, user_id=ANN, key="capture", metrics={}, sums=SUMS)
    assert row["totals"] == {"margin": 8}


async def test_a_database_not_yet_up_at_start_is_waited_for_one_line_a_try(postgres_server, caplog):
    """PostgreSQL down when the bot starts: one line per attempt, no traceback, then the
    store opens as soon as the server is up."""
    import logging

    from tests.postgres import free_port

    port = free_port()
    url = postgres_server.create_database("retry").replace(f":{postgres_server.port}/", f":{port}/")
    log = logging.getLogger("test.retry")
    opening = asyncio.create_task(Storage.open_retrying(url, first_delay=0.05, most=0.2, log=log))
    with caplog.at_level(logging.WARNING, logger="test.retry"):
        await asyncio.sleep(0.6)
        assert not opening.done()
        tries = [r for r in caplog.records if r.name == "test.retry"]
        assert len(tries) >= 3 and all("cannot be reached" in r.getMessage() and r.exc_info is None for r in tries)
        assert "postgres@127.0.0.1" in tries[0].getMessage()
    # The server "comes up" on that port: point a forwarder at the real one.
    async def pipe(reader, writer):
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        finally:
            writer.close()

    async def forward(reader, writer):
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", postgres_server.port)
        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer), return_exceptions=True)

    relay = await asyncio.start_server(forward, "127.0.0.1", port)
    try:
        store = await asyncio.wait_for(opening, 10)
        assert store.up_to_date
        await store.close()
    finally:
        relay.close()


async def test_a_new_games_first_timers_are_written_with_it_or_not_at_all(store):
    from bot.storage import TimerOp

    first = [TimerOp("turn", 0, 5000.0, {"reminded": False})]
    game = await store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={},
                                   seats=(ANN, BOB), timers=first)
    timer = await store.timers.get("turn", game.id)
    assert timer is not None and timer.due_at == 5000.0  # named after the new game
    with pytest.raises(SeatTaken):
        await store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={},
                                seats=(ANN, CAT), timers=first)
    assert await rows(store, "SELECT COUNT(*) FROM timers") == [(1,)]  # the refused game set none


# ---- settings (revision 0005) ---------------------------------------------------------------


async def test_settings_default_to_the_bots_behaviour_and_change_in_one_write(store):
    prefs = store.preferences
    server = await prefs.server(GUILD)
    assert (server.locale, server.theme, server.games, server.hints, server.threads) == (None, None, None, True, False)
    assert server.allows("capture") and (await prefs.member(ANN)).locale is None
    changed = await prefs.change_server(GUILD, ANN, locale="fr", games=("capture",), hints=False, turn_hours=2.0)
    again = await prefs.server(GUILD)
    assert changed == again and again.games == ("capture",) and not again.allows("deck-defence")
    assert (again.locale, again.hints, again.threads, again.turn_hours) == ("fr", False, False, 2.0)
    await prefs.change_server(GUILD, ANN, threads=True)  # the rest stays as it was
    assert (await prefs.server(GUILD)).locale == "fr" and (await prefs.server(GUILD)).threads
    await prefs.change_member(BOB, locale="de")
    await prefs.change_member(BOB, theme="dark")
    member, server = await prefs.member_and_server(BOB, GUILD)
    assert (member.locale, member.theme, server.locale) == ("de", "dark", "fr")
    assert (await prefs.member_and_server(BOB, None))[1] is None
    assert (await prefs.server(OTHER_CHAN)).locale is None  # another server keeps the defaults
    with pytest.raises(ValueError):
        await prefs.change_server(GUILD, ANN, colour="red")


async def test_a_game_in_its_own_thread_counts_in_its_channel_and_keeps_its_time_limits(store):
    thread = 777
    row = await store.create_game(key="capture", guild_id=GUILD, channel_id=thread, seed=1, options={},
                                  state={"turn": 0}, seats=(ANN, BOB), parent_id=CHAN, turn_seconds=7200.0,
                                  reaction_seconds=60.0)
    assert (row.channel_id, row.parent_id, row.turn_seconds, row.reaction_seconds) == (thread, CHAN, 7200.0, 60.0)
    found = await store.running_game_for(user_id=ANN, channel_id=CHAN, key="capture")
    assert found is not None and found.id == row.id  # found from the channel it was started from
    with pytest.raises(SeatTaken):  # one running game of a kind per person and channel, threads included
        await new_game(store, seats=(ANN, CAT))
    await store.panels.remember(row.id, 0, "tok", 5, 0.0, locale="de", theme="dark")
    panel = await store.panels.live(row.id, 0, 1.0)
    assert panel is not None and (panel.locale, panel.theme) == ("de", "dark")


class Stopped(BaseException):
    """Stands for the cancellation of a stopping bot, arriving mid-transaction."""


async def test_what_stopped_a_write_is_what_its_caller_sees_even_when_the_connection_died(store):
    # A cancellation that broke the connection mid-statement must reach the caller as itself,
    # not as the ROLLBACK's error: a loop catching Exception would take that for a failed pass
    # and go on instead of stopping.
    def op(conn):
        if store.db.sqlite:
            conn.exec_driver_sql("INSERT INTO meta (key, value) VALUES ('half', 'written')")
        else:
            try:  # the server drops this very connection, as a cancellation mid-query would
                conn.exec_driver_sql("SELECT pg_terminate_backend(pg_backend_pid())")
            except Exception:
                pass
        raise Stopped()

    with pytest.raises(Stopped):
        await store.db.run(op, write=True)
    assert await store.get_meta("half") is None  # nothing of it was kept
    await store.set_meta("after", "yes")  # and the database serves the next operation
    assert await store.get_meta("after") == "yes"
