"""Stops and crashes of the bot's real entry point (`python -m bot`, through
tests.fakediscord.bot_process) against the fake Discord (issue 8).

- SIGTERM or SIGINT in the middle of a click: the click is finished (answered, committed and
  shown), an interaction arriving meanwhile is turned away privately, the process exits 0
  within a few seconds and its render workers with it; after a restart nothing is stranded.
- Killed (SIGKILL) at random moments of a scripted game, restarted each time: no move a
  player was shown is lost, no running game is left with a message behind the database (once
  the start-up pass has run), `PRAGMA integrity_check` stays ok.
- Killed alone (SIGKILL of the bot process only), its render workers do not live on.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import time
from pathlib import Path

import pytest

from tests.fakediscord import FakeDiscord, FakeDiscordError

from .helpers import (
    DISCORD_DEADLINE,
    action_controls,
    alive,
    child_pids,
    integrity,
    is_over,
    kill_pids,
    launched_bot,
    move_log,
    new_table,
    press,
    press_and_wait,
    reach_a_move,
    running_games,
    said,
    shown_version,
    stored_game,
    stored_games,
    stranded,
    table_is_current,
    wait_until,
)

SOLO = "deck-defence"
SLOW = 1.5  # seconds each picture takes in the stop test: a click stays in flight that long
RESTORE_WAIT = 15.0  # seconds a restarted bot may take to bring every table up to date
CRASHES = 10
# discord.py reports ready 2 s after the guild arrives (guild_ready_timeout); the bot's
# start-up pass over the tables runs then.
STARTUP_PASS = 2.5



# --- a clean stop ---------------------------------------------------------------------------------


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT"])
async def test_a_stop_signal_during_a_click_finishes_the_click_then_exits_0(
        fake: FakeDiscord, tmp_path: Path, signame: str) -> None:
    db = tmp_path / "bot.sqlite3"
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(10)
    loop = asyncio.get_running_loop()
    env = {"DATABASE_PATH": str(db), "LOG_LEVEL": "INFO", "SLOW_RENDER_SECONDS": str(SLOW)}
    async with launched_bot(fake, env, module="tests.e2e.slow_render_bot") as proc:
        await asyncio.sleep(STARTUP_PASS)  # (see test_a_play_during_the_start_up_pass_...)
        table = await new_table(fake, alice, SOLO)
        [game] = running_games(db)
        control = await reach_a_move(fake, db, alice, table, rng, settle=False)
        edits = table.edit_count
        clicking = asyncio.create_task(press(fake, alice, table, control, settle=False))
        await asyncio.sleep(0.3)  # the click is in flight: its picture takes SLOW seconds
        workers = child_pids(proc.pid)  # its render workers, which must end with it
        stopped_at = loop.time()
        proc.process.send_signal(getattr(signal, signame))
        await asyncio.sleep(0.05)
        try:  # a new interaction while the click is being finished
            late = await fake.slash(bob, "play", subcommand=SOLO, settle=False)
        except FakeDiscordError as error:
            late = error
        code = await proc.exit_code(10.0, workers)
        took = loop.time() - stopped_at
        assert code == 0, f"{signame}: exit code {code}; stderr:\n{proc.stderr[-3000:]}"
        assert took < 7.0, f"{signame}: the bot took {took:.1f} s to stop"
        assert proc.leftover == [], f"render workers {proc.leftover} outlived the bot"
        res = await clicking
        assert res.updated and not res.private and res.elapsed < DISCORD_DEADLINE, said(res)
        assert table.edit_count > edits, "the click in flight was not finished"
        assert not isinstance(late, Exception), f"a new interaction during the stop got no answer: {late}"
        assert late.private, f"a new interaction during the stop: {said(late)}"
        assert running_games(db, SOLO) == [stored_game(db, game.id)], "a game was started during the stop"
        after = stored_game(db, game.id)
        assert after.version == game.version + 1 and table_is_current(fake, after) == ""
        assert integrity(db) == "ok"
        assert "Traceback" not in proc.stderr, proc.stderr[-3000:]

        await proc.start()  # a new process on the same database
        await wait_until(lambda: stranded(fake, db), RESTORE_WAIT, "a table is stranded after the restart")
        res = await press_and_wait(fake, alice, table, await reach_a_move(fake, db, alice, table, rng, settle=False))
        assert res.updated and not res.private, said(res)
        assert stored_game(db, game.id).version == after.version + 1
    assert proc.returncodes == [0, 0], proc.returncodes


async def test_a_play_during_the_start_up_pass_gets_one_table_that_works(fake: FakeDiscord, tmp_path: Path) -> None:
    """A game whose first message is still on its way is not one "never posted": the pass
    over the tables at start-up must not post it a second time."""
    db = tmp_path / "bot.sqlite3"
    alice = fake.add_member("alice")
    rng = random.Random(11)
    env = {"DATABASE_PATH": str(db), "LOG_LEVEL": "INFO", "SLOW_RENDER_SECONDS": "3"}
    async with launched_bot(fake, env, module="tests.e2e.slow_render_bot"):
        table = await new_table(fake, alice, SOLO)  # its picture is drawn while the bot gets ready
        await asyncio.sleep(STARTUP_PASS)
        [game] = running_games(db)
        tables = [m for m in fake.channel_messages() if not m.ephemeral]
        assert [m.id for m in tables] == [table.id], (
            f"the game was posted {len(tables)} times: {[m.text[:120] for m in tables]}")
        assert game.message_id == table.id, "the table the player got is no longer the game's"
        res = await press_and_wait(fake, alice, table, await reach_a_move(fake, db, alice, table, rng, settle=False))
        assert res.updated and not res.private, said(res)


# --- crashes ---------------------------------------------------------------------------------------


class Ledger:
    """What the players were shown, to check against the database after every restart."""

    def __init__(self, fake: FakeDiscord, db: Path, context: str) -> None:
        self.fake, self.db, self.context = fake, db, context
        self.shown: dict[int, int] = {}  # game id -> highest version its table showed
        self.ended: set[int] = set()  # games whose table showed the end
        self.logs: dict[int, list[tuple[int, int, str]]] = {}  # game id -> move log read last

    def look(self) -> None:
        """Note what every game's table shows now (a table a player saw is acknowledged)."""
        for game in stored_games(self.db):
            msg = self.fake.messages.get(game.message_id) if game.message_id else None
            if msg is None or msg.deleted:
                continue
            if is_over(msg):
                self.ended.add(game.id)
            version = shown_version(self.fake, msg)
            if version is not None:
                self.shown[game.id] = max(self.shown.get(game.id, 0), version)

    def check(self, what: str) -> None:
        where = f"{what} {self.context}"
        assert integrity(self.db) == "ok", f"{where}: integrity_check says {integrity(self.db)}"
        for gid, version in self.shown.items():
            game = stored_game(self.db, gid)
            assert game is not None, f"{where}: game {gid}, shown at version {version}, is gone"
            assert game.version >= version, (
                f"{where}: game {gid} was shown at version {version}, the database holds {game.version}")
            log = move_log(self.db, gid)
            assert [seq for seq, _, _ in log] == list(range(1, len(log) + 1)), f"{where}: gaps in {log}"
            assert len(log) >= version, f"{where}: game {gid} shown at {version}, {len(log)} moves stored"
            before = self.logs.get(gid, [])
            assert log[:len(before)] == before, f"{where}: game {gid}'s stored moves changed"
            self.logs[gid] = log
        for gid in self.ended:
            game = stored_game(self.db, gid)
            assert game is not None and game.status == "over", f"{where}: game {gid} was shown over: {game}"


async def one_click(fake: FakeDiscord, db: Path, user, rng: random.Random, *, settle: bool = True):
    """A random control on the player's running table, or /play when none runs; `settle`
    False: return at once with the pending task (the caller crashes the bot meanwhile)."""
    games = running_games(db, SOLO)
    if games and games[0].message_id is None:  # the bot stores the message id after it answered
        gid = games[0].id
        await wait_until(lambda: "" if (g := stored_game(db, gid)) is None or g.message_id else "no message id",
                         5.0, f"game {gid} never got its message")
        games = running_games(db, SOLO)
    table = fake.messages.get(games[0].message_id) if games and games[0].message_id else None
    if table is None or is_over(table):
        coro = new_table(fake, user, SOLO)
    else:
        controls = action_controls(fake, table)
        assert controls, table.text
        control = rng.choice(controls)
        coro = press_and_wait(fake, user, table, control) if settle else press(fake, user, table, control,
                                                                                settle=False)
    if settle:
        return await coro
    return asyncio.ensure_future(coro)


@pytest.mark.timeout(900)  # one of the suite's longest (~130 s on a loaded two-core machine): more room
async def test_random_kills_lose_no_shown_move_and_strand_no_game(fake: FakeDiscord, tmp_path: Path) -> None:
    seed = int(os.environ.get("CRASH_TEST_SEED", "").strip() or random.SystemRandom().randrange(1, 10**6))
    rng = random.Random(seed)
    context = f"(seed {seed}: CRASH_TEST_SEED={seed} repeats the script)"
    db = tmp_path / "bot.sqlite3"
    alice = fake.add_member("alice")
    ledger = Ledger(fake, db, context)
    print(f"crash test {context}")  # shown with the output of a failed test
    started = time.monotonic()
    behind = 0
    async with launched_bot(fake, {"DATABASE_PATH": str(db), "LOG_LEVEL": "WARNING"}) as proc:
        await new_table(fake, alice, SOLO)
        for crash in range(CRASHES):
            for _ in range(rng.randrange(0, 4)):  # some ordinary play
                res = await one_click(fake, db, alice, rng)
                assert not isinstance(res, asyncio.Future)
                ledger.look()
            # A click (or a /play) cut short at a random moment: before, during or after its
            # commit, its answer or its edit; sometimes the start-up pass is cut short instead.
            pending = await one_click(fake, db, alice, rng, settle=False)
            await asyncio.sleep(rng.uniform(0.0, 0.06))
            ledger.look()
            await proc.crash()
            ledger.look()  # what the dying process managed to show counts too
            if stranded(fake, db):
                behind += 1  # this crash came between a commit and the table's edit
            pending.cancel()
            with contextlib.suppress(BaseException):
                await pending
            await proc.start()
            if rng.random() < 0.2:  # killed again during the start-up pass
                await asyncio.sleep(rng.uniform(0.0, 0.3))
                await proc.crash()
                await proc.start()
            await wait_until(lambda: stranded(fake, db), RESTORE_WAIT,
                             f"after crash {crash + 1} a table is stranded {context}")
            ledger.check(f"after crash {crash + 1}")
            ledger.look()
        # And the game goes on.
        res = await one_click(fake, db, alice, rng)
        assert not isinstance(res, asyncio.Future)
    took = time.monotonic() - started
    print(f"{CRASHES} crashes in {took:.1f} s ({behind} left a table behind the database), "
          f"{len(ledger.shown)} games, {sum(len(log) for log in ledger.logs.values())} moves {context}")
    assert all(code == -signal.SIGKILL for code in proc.returncodes[:-1]), proc.returncodes


async def test_render_workers_do_not_outlive_a_killed_bot(fake: FakeDiscord, tmp_path: Path) -> None:
    db = tmp_path / "bot.sqlite3"
    alice = fake.add_member("alice")
    async with launched_bot(fake, {"DATABASE_PATH": str(db), "LOG_LEVEL": "WARNING"}) as proc:
        await new_table(fake, alice, SOLO)  # a picture: the render workers are running
        workers = child_pids(proc.pid)
        assert workers, "the bot draws in worker processes"
        try:
            os.kill(proc.pid, signal.SIGKILL)  # the bot alone dies (an OOM kill, a crash)
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 5.0
            while any(alive(w) for w in workers) and loop.time() < deadline:
                await asyncio.sleep(0.05)
            leftover = [w for w in workers if alive(w)]
            assert leftover == [], (f"processes {leftover} of the killed bot still run "
                                    f"({[open(f'/proc/{w}/cmdline').read()[:80] for w in leftover]})")
        finally:
            kill_pids(w for w in workers if alive(w))
            await proc.crash()
