"""`python -m bot.migrate_db`: an SQLite database, filled through the Storage API, copied into
a fresh PostgreSQL database (`tests.databases.postgres_server`): every table's rows, every game
equal on both sides, the id sequences moved past the copied ids; a target that already holds
rows is refused with nothing written; a failure half-way leaves the target empty."""

from __future__ import annotations

import io
import itertools
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot import migrate_db
from bot.migrate_db import CopyFailed, Refused, migrate
from bot.storage import ResultRow, Storage, TimerOp, head_revision
from bot.storage.legacy import MIGRATIONS as LEGACY
from bot.storage.schema import metadata
from tests.databases import FakeClock, rows
from tests.postgres import PostgresServer

ROOT = Path(__file__).resolve().parents[2]
TABLES = [t.name for t in metadata.sorted_tables]
GUILD, CHAN, OTHER_CHAN = 100, 10, 11
ANN, BOB, CAT = 1, 2, 3
_names = itertools.count(1)


def fresh(server: PostgresServer) -> str:
    return server.create_database(f"migrate{next(_names)}")


async def populate(path: Path) -> dict[str, list[int]]:
    """Games of every kind the bot keeps: running ones with moves, timers and panels, a
    finished one with results, one started from an accepted invitation, an open invitation,
    a deleted game (a hole in the ids), names and a meta value."""
    store = await Storage.open(path, clock=FakeClock(step=1.5))
    try:
        await store.remember_names({ANN: "Ann", BOB: "Bob", CAT: "Cat ✓"})
        await store.set_meta("note", "moved")
        running = await store.create_game(key="duel", guild_id=GUILD, channel_id=CHAN, seed=2**31 - 1,
                                          options={"house": True}, state={"turn": 0}, seats=(ANN, BOB))
        for seq in range(5):
            await store.save_state(running.id, expected_version=seq, state={"turn": seq + 1}, status="running",
                                   move=(seq % 2, f"play {seq}"),
                                   timers=(TimerOp("turn", running.id, 9_000.0 + seq, {"reminded": seq > 2}),))
        await store.set_message(running.id, 5_550, channel_id=CHAN, parent_id=None, shown_version=4)
        await store.panels.remember(running.id, 0, "token-ann", 7_001, now=store.now())
        await store.panels.set_notice(running.id, 7_777)

        gone = await store.create_game(key="solo", guild_id=GUILD, channel_id=CHAN, seed=3, options={},
                                       state={}, seats=(CAT,))
        await store.delete_game(gone.id)

        finished = await store.create_game(key="solo", guild_id=GUILD, channel_id=OTHER_CHAN, seed=4, options={},
                                           state={"hp": 3}, seats=(CAT,))
        await store.save_state(finished.id, expected_version=0, state={"hp": 2}, status="running", move=(0, "a"))
        await store.save_state(finished.id, expected_version=1, state={"hp": 0}, status="over", move=(0, "b"),
                               results=[ResultRow(0, CAT, "win", 42, {"turns": 2, "margin": -1})])

        invited = await store.invitations.create(key="duel", guild_id=GUILD, channel_id=OTHER_CHAN,
                                                 users=(BOB, CAT), options={"x": 1}, expires_at=5_000.0)
        await store.invitations.accept(invited.id, CAT)
        from_invitation = await store.create_game(key="duel", guild_id=GUILD, channel_id=OTHER_CHAN, seed=5,
                                                  options={"x": 1}, state={"turn": 0}, seats=(BOB, CAT),
                                                  invitation_id=invited.id)
        await store.save_state(from_invitation.id, expected_version=0, state={"turn": 1}, status="running",
                               move=(1, "react"),
                               timers=(TimerOp("reaction", from_invitation.id, 8_000.0,
                                               {"version": 1, "seats": [0]}),))
        still_open = await store.invitations.create(key="duel", guild_id=GUILD, channel_id=CHAN, users=(ANN, CAT),
                                                    options={}, expires_at=6_000.0)
        await store.invitations.set_message(still_open.id, 8_888)
        return {"games": [running.id, finished.id, from_invitation.id],
                "invitations": [invited.id, still_open.id]}
    finally:
        await store.close()


async def counts(store: Storage) -> dict[str, int]:
    return {name: (await rows(store, f"SELECT COUNT(*) FROM {name}"))[0][0] for name in TABLES}


async def everything(store: Storage, ids: dict[str, list[int]]) -> dict[str, object]:
    """What the bot reads back, through its own API, plus every table's rows in key order."""
    out: dict[str, object] = {}
    for gid in ids["games"]:
        out[f"game {gid}"] = (await store.load_game(gid), await store.moves(gid), await store.results(gid),
                              await store.timers.get("turn", gid), await store.panels.live(gid, 0, now=0.0),
                              await store.panels.notice(gid))
    for iid in ids["invitations"]:
        out[f"invitation {iid}"] = (await store.invitations.load(iid), await store.timers.get("invitation", iid))
    out["meta"] = await store.get_meta("note")
    for table in metadata.sorted_tables:
        order = ", ".join(c.name for c in table.primary_key.columns)
        out[table.name] = await rows(store, f"SELECT * FROM {table.name} ORDER BY {order}")
    return out


async def test_a_populated_sqlite_database_moves_to_postgresql_whole(tmp_path, postgres_server, monkeypatch):
    source = tmp_path / "data" / "cardtable.sqlite3"
    ids = await populate(source)
    target = fresh(postgres_server)
    monkeypatch.setattr(migrate_db, "BATCH", 2)  # several batches per table
    out = io.StringIO()

    copied = await migrate(f"sqlite:///{source}", target, out=out)

    src, dst = await Storage.open(source), await Storage.open(target)
    try:
        assert dst.backend == "postgresql" and dst.revision == head_revision()
        expected = await counts(src)
        assert copied == expected == await counts(dst)
        assert expected["games"] == 3 and expected["moves"] == 8 and expected["results"] == 1
        assert expected["invitations"] == 2 and expected["timers"] == 4 and expected["panels"] == 1
        assert expected["people"] == 3 and expected["meta"] == 1
        lines = out.getvalue().splitlines()
        for name in TABLES:  # one line per table, with its count
            assert [line.split() for line in lines if line.split()[:1] == [name]] == [[name, str(expected[name])]]
        assert "upgraded" not in out.getvalue()  # the source was already at the newest revision

        assert await everything(dst, ids) == await everything(src, ids)
        assert (await dst.load_game(ids["games"][0])).names == ("Ann", "Bob")

        # The sequences went past the copied ids: new rows do not collide with them.
        newest = max(ids["games"])
        game = await dst.create_game(key="solo", guild_id=GUILD, channel_id=99, seed=1, options={}, state={},
                                     seats=(ANN,))
        assert game.id == newest + 1
        invitation = await dst.invitations.create(key="duel", guild_id=GUILD, channel_id=99, users=(ANN, BOB),
                                                  options={}, expires_at=1e12)
        assert invitation.id == max(ids["invitations"]) + 1
    finally:
        await src.close()
        await dst.close()


def legacy_sqlite(path: Path) -> int:
    """A SQLite file as the last release before Alembic left it, with one game."""
    con = sqlite3.connect(path, isolation_level=None)
    try:
        for statements in LEGACY:
            for sql in statements:
                con.execute(sql)
        con.execute(f"PRAGMA user_version = {len(LEGACY)}")
        cur = con.execute("INSERT INTO games (key, guild_id, channel_id, seed, state, created_at, updated_at)"
                          " VALUES ('duel', 100, 10, 1, '{}', 1.0, 1.0)")
        con.executemany("INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                        [(cur.lastrowid, 0, ANN), (cur.lastrowid, 1, BOB)])
        return int(cur.lastrowid)
    finally:
        con.close()


async def test_an_old_sqlite_file_is_upgraded_in_place_and_the_output_says_so(tmp_path, postgres_server):
    source = tmp_path / "old.sqlite3"
    game_id = legacy_sqlite(source)
    target = fresh(postgres_server)
    out = io.StringIO()
    copied = await migrate(str(source), target, out=out)
    assert "upgraded in place" in out.getvalue() and head_revision() in out.getvalue()
    assert copied["games"] == 1 and copied["seats"] == 2
    con = sqlite3.connect(source)
    assert con.execute("SELECT version_num FROM alembic_version").fetchall() == [(head_revision(),)]
    con.close()
    dst = await Storage.open(target)
    try:
        assert (await dst.load_game(game_id)).seats == (ANN, BOB)
    finally:
        await dst.close()


async def test_a_target_that_already_holds_a_game_is_refused_and_left_unchanged(tmp_path, postgres_server):
    source = tmp_path / "bot.sqlite3"
    await populate(source)
    target = fresh(postgres_server)
    dst = await Storage.open(target)
    try:
        await dst.create_game(key="solo", guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={}, seats=(ANN,))
        before = await counts(dst)
        with pytest.raises(Refused, match="already holds rows"):
            await migrate(str(source), target, out=io.StringIO())
        assert await counts(dst) == before
    finally:
        await dst.close()


async def test_a_failure_half_way_leaves_the_target_empty(tmp_path, postgres_server):
    """PostgreSQL refuses a NUL character in text, which SQLite stores: the people table
    (after games, meta) fails, and the games already inserted go too."""
    source = tmp_path / "bot.sqlite3"
    await populate(source)
    con = sqlite3.connect(source)
    con.execute("INSERT INTO people (user_id, name) VALUES (99, ?)", ("nul\x00name",))
    con.commit()
    con.close()
    target = fresh(postgres_server)
    with pytest.raises(CopyFailed, match="people"):
        await migrate(str(source), target, out=io.StringIO())
    dst = await Storage.open(target)
    try:
        assert set((await counts(dst)).values()) == {0}
        game = await dst.create_game(key="solo", guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={},
                                     seats=(ANN,))
        assert game.id == 1
    finally:
        await dst.close()


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot.migrate_db", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, PYTHONPATH=str(ROOT)))


async def test_the_entry_point_copies_then_refuses_a_second_run_and_never_prints_the_password(tmp_path,
                                                                                              postgres_server):
    source = tmp_path / "data" / "cardtable.sqlite3"
    await populate(source)
    name = f"migrate{next(_names)}"
    postgres_server.create_database(name)
    # The test server trusts every local connection, so any password is accepted (and must not show).
    target = f"postgresql://postgres:s3cret-pw@127.0.0.1:{postgres_server.port}/{name}"

    done = run("--from", f"sqlite:///{source}", "--to", target)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    for table in TABLES:
        assert any(line.split()[:1] == [table] for line in done.stdout.splitlines()), done.stdout
    assert "postgres:***@127.0.0.1" in done.stdout

    again = run("--from", f"sqlite:///{source}", "--to", target)
    assert again.returncode == 2 and again.stdout == ""
    assert len(again.stderr.strip().splitlines()) == 1 and "already holds rows" in again.stderr
    for text in (done.stdout, done.stderr, again.stdout, again.stderr):
        assert "s3cret-pw" not in text

    dst = await Storage.open(target)
    try:
        assert (await counts(dst))["games"] == 3  # the refused run added nothing
    finally:
        await dst.close()


def test_help_explains_it_and_a_missing_source_is_refused_without_creating_the_target(tmp_path):
    shown = run("--help")
    assert shown.returncode == 0
    assert "EMPTY" in shown.stdout and "--from" in shown.stdout and "--to" in shown.stdout
    target = tmp_path / "new.sqlite3"
    missing = run("--from", str(tmp_path / "nothing-here.sqlite3"), "--to", f"sqlite:///{target}")
    assert missing.returncode == 2 and "no SQLite database" in missing.stderr
    assert len(missing.stderr.strip().splitlines()) == 1
    assert not target.exists()
    unknown = run("--from", "mysql://u:pw@127.0.0.1/x", "--to", str(target))
    assert unknown.returncode == 2 and "pw@" not in unknown.stderr and not target.exists()
