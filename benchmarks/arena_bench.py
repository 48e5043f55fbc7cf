"""Clicks answered under load while an arena runs (issue 27): the real bot process against the
fake Discord. Not a test.

    .venv/bin/python benchmarks/arena_bench.py [--players 100] [--seconds 30] [--warmup 15]
                                               [--game capture] [--resign 0.02] [--runs arena baseline]
                                               [--seed 1] [--answer-wait 20] [--no-expire] [--discord-limits]
                                               [--pairings 50]

`arena`: the fake's owner (Manage Server) creates `/event arena` of `--game` (30 minutes, so it
runs through the whole measurement); each of the N members presses Join on the event message
(spread over the first second), then waits for the ping naming its table, plays it from its
private panel as fast as the bot answers (what `load_bench.py`'s members do with a panel: a
random control, the panel opened again with the chance `--reopen`; with nothing to play, it
waits up to a second for the table or its panel to change, as a person waits for the other
player, then opens its hand again), resigns with the chance `--resign` before each action
(to keep games short), and once its game is over waits for the next ping: the arena puts
it back in the queue by itself.  The arena is moved on by the bot's own timer loop (a pass
every 5 s; a game's end sets the event's timer due at once, and a wave is due every 10 s),
never by the driver.

`baseline`: the same members and the same play without any event: members 2k and 2k+1 play
each other from `/play <game> opponent:` (the first challenges, the second accepts), and the
first challenges again when their game is over.

Measured over `--seconds` after `--warmup` (the joins and the first wave fall in the warm-up):
interactions answered per second; the time from dispatch to the bot's callback (p50/p95/p99/
max, what Discord's 3-second limit measures; the fake refuses a late callback as Discord does
unless `--no-expire`); answers past 3 s; the bot's CPU (main process and picture workers) a
click; games finished (from the fake's tables; in the arena also the event's rows); for the
arena, every look at the event by its timer (`EventService.advance`, timed inside the bot
process: this module is also the bot's entry point, `python -m benchmarks.arena_bench --fake
URL`, which wraps `advance` and prints one line a look): its wall time from the timer firing,
its CPU (the event loop's in its own steps only, plus the database thread's in its
operations), the games it paired, and the time until the last of those tables was posted and
seen by the members; and how long a member whose game ended waited for its next table.

One bot process on SQLite (the database thread's CPU is that of SQLite's one thread).  Also
printed: how many members were at a table on average (sampled every half second), since an
arena's members spend part of the time waiting to be paired.

`--discord-limits` turns on the fake's per-channel message bucket (Discord's 5 per 5 s): every
table, ping and table edit of the arena goes to the one channel, so the outbox paces them.

`--pairings N`: 2N members, and the arena starts a minute after it is made (`starts-in: 1`), so
everyone has joined before its start pairs all N games at once; the warm-up is that minute, and
the measured window opens at the start.  Printed besides: how long after that wave each of its
tables was posted (its players' ping seen), and the last one.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import contextvars
import json
import os
import random
import re
import resource
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generator

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT, ROOT / "benchmarks"):  # `tests` and the other benchmarks are not installed packages
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

WAVE_TAG = "ARENA-BENCH-LOOK "  # the bot process's line for each look at the event
ARENA_NAME = "Bench arena"
PATIENCE = 1.0  # seconds a member with nothing to play waits for the table or its panel to change
STARTS_IN = 1  # minutes from the arena's creation to its start with --pairings (the command's least)


# ---------------------------------------------------------------------------- inside the bot process


class _StepTimed:
    """Awaits a coroutine, adding up this thread's CPU time spent in its own steps (between its
    awaits), so that the clicks the event loop serves meanwhile do not count."""

    def __init__(self, coro: Any) -> None:
        self.coro = coro
        self.cpu = 0.0

    def __await__(self) -> Generator[Any, Any, Any]:
        value: Any = None
        error: BaseException | None = None
        while True:
            started = time.thread_time()
            try:
                yielded = self.coro.send(value) if error is None else self.coro.throw(error)
            except StopIteration as stop:
                self.cpu += time.thread_time() - started
                return stop.value
            except BaseException:
                self.cpu += time.thread_time() - started
                raise
            self.cpu += time.thread_time() - started
            try:
                value, error = (yield yielded), None
            except BaseException as exc:  # a cancellation reaches the coroutine
                value, error = None, exc


_DB_CPU: contextvars.ContextVar[list[float] | None] = contextvars.ContextVar("arena_bench_db_cpu", default=None)


def instrument() -> None:
    """Time every look at an event (`EventService.advance`, called by the "event" timer) and print it."""
    from bot.event_service import EventService
    from bot.storage.database import Database

    run = Database.run

    async def timed_run(self: Database, op: Any, *args: Any, write: bool = False) -> Any:
        box = _DB_CPU.get()
        if box is None or self._thread is None:  # not a look at an event, or PostgreSQL (no thread of its own)
            return await run(self, op, *args, write=write)

        def timed(conn: Any, *a: Any) -> Any:
            started = time.thread_time()
            try:
                return op(conn, *a)
            finally:
                box[0] += time.thread_time() - started

        return await run(self, timed, *args, write=write)

    Database.run = timed_run  # type: ignore[method-assign]
    advance = EventService.advance

    async def timed_advance(self: EventService, event_id: int, now: float | None = None, seen: Any = None) -> Any:
        box = [0.0]
        token = _DB_CPU.set(box)
        at, started = time.time(), time.perf_counter()
        stepped = _StepTimed(advance(self, event_id, now, seen))
        try:
            done = await stepped
        finally:
            _DB_CPU.reset(token)
        line = {"at": at, "wall": time.perf_counter() - started, "cpu_loop": stepped.cpu, "cpu_db": box[0],
                "paired": [g.game_id for g in done.paired], "status": done.event.status if done.event else None}
        print(WAVE_TAG + json.dumps(line), file=sys.stderr, flush=True)
        return done

    EventService.advance = timed_advance  # type: ignore[method-assign]


def bot_main(argv: list[str]) -> int:
    instrument()
    from tests.fakediscord.bot_process import main as run_bot

    return run_bot(argv)


if __name__ == "__main__" and "--fake" in sys.argv[1:]:  # started by the driver as the bot process:
    sys.exit(bot_main(sys.argv[1:]))  # none of the driver's imports

# ---------------------------------------------------------------------------- the driver

from load_bench import (DEADLINE, OPEN_PANEL, Member, Run, log_lines, members_done, percentile,  # noqa: E402
                        proc_cpu_seconds, proc_status_kb, tree_cpu_seconds)
from tests.e2e.helpers import game_of, is_over, launched_bot  # noqa: E402
from tests.fakediscord import DISCORD_MESSAGE_LIMIT, FakeDiscord, FakeDiscordError, FakeMessage, FakeUser  # noqa: E402

MENTION = re.compile(r"<@!?(\d+)>")
LINK = re.compile(r"/channels/\d+/\d+/(\d+)")


@dataclass
class Tables:
    """Each member's next table: in the arena, read from the bot's pings ("your game in ... is
    ready: <link>"); in the baseline, handed over by the member who challenged."""

    fake: FakeDiscord
    queues: dict[int, asyncio.Queue[FakeMessage]] = field(default_factory=dict)
    seen: int = 0  # the newest message id looked at
    posted: dict[int, float] = field(default_factory=dict)  # game id -> when its ping was seen (epoch)

    def queue(self, user_id: int) -> asyncio.Queue[FakeMessage]:
        return self.queues.setdefault(user_id, asyncio.Queue())

    def scan(self) -> None:
        new = []
        for msg in reversed(self.fake.messages.values()):  # ids grow with time
            if msg.id <= self.seen:
                break
            new.append(msg)
        if new:
            self.seen = new[0].id
        for msg in reversed(new):
            if msg.ephemeral or f"your game in {ARENA_NAME} is ready" not in msg.text:
                continue
            link = LINK.search(msg.text)  # a ping of its own links the table; a ping on the table is it
            table = self.fake.messages.get(int(link.group(1))) if link else msg
            gid = None if table is None else game_of(self.fake, table)
            if table is None or gid is None:
                continue
            self.posted.setdefault(gid, time.time())
            for user_id in MENTION.findall(msg.text):
                self.queue(int(user_id)).put_nowait(table)

    async def watch(self) -> None:
        while True:
            self.scan()
            await asyncio.sleep(0.02)


@dataclass
class Extra:
    """What this benchmark counts beyond load_bench's `Run`."""

    over: set[int] = field(default_factory=set)  # table message ids seen over
    resigned: int = 0
    requeue: list[float] = field(default_factory=list)  # seconds from a game's end to the member's next table
    refused_challenges: int = 0


class ArenaMember(Member):
    """A member of the arena (or of the baseline's pair): plays one two-player table at a time
    from its private panel."""

    def __init__(self, fake: FakeDiscord, run: Run, extra: Extra, tables: Tables, user: FakeUser, key: str,
                 rng: random.Random, window: tuple[float, float], args: argparse.Namespace,
                 partner: FakeUser | None = None, host: bool = False) -> None:
        super().__init__(fake, run, user, key, rng, window, args.answer_wait, fake.channel_id, args.reopen)
        self.extra, self.tables = extra, tables
        self.resign_chance = args.resign
        self.partner, self.host = partner, host
        self.left_at: float | None = None  # loop time its last game ended

    async def _wait_for_turn(self) -> None:
        """Nothing to play: wait (at most PATIENCE) for the table or the panel to change."""
        watched = [m for m in (self.msg, self.panel) if m is not None and not m.deleted]
        waits = [asyncio.ensure_future(self.fake.wait_for_edit(m, m.edit_count, PATIENCE)) for m in watched]
        if not waits:
            return
        done, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        for task in done:
            task.exception()  # a timeout is an answer too: nothing changed

    async def panel_step(self) -> None:
        if not self._panel_controls() and self.panel is not None and not self.panel.deleted:
            await self._wait_for_turn()
            if self.msg is None or is_over(self.msg):
                return
        await super().panel_step()

    def _left(self) -> None:
        assert self.msg is not None
        self.extra.over.add(self.msg.id)
        self.msg, self.panel = None, None
        self.left_at = asyncio.get_running_loop().time()

    async def join(self, board: FakeMessage) -> None:
        await self._act("join", self.fake.click(self.user, board, self.fake.button(board, label="Join"),
                                                settle=False))

    async def challenge(self) -> None:
        """The baseline: challenge the partner, accept as the partner, hand the table over."""
        assert self.partner is not None
        res = await self._act("play", self.fake.slash(self.user, "play", subcommand=self.key,
                                                      options={"opponent": self.partner}, settle=False))
        asked = await self._answer(res)
        if asked is None or self._private(asked) or not any(b.label == "Accept" for b in self.fake.buttons(asked)):
            self.extra.refused_challenges += 1
            await asyncio.sleep(0.2)
            return
        edits = asked.edit_count
        res = await self._act("accept", self.fake.click(self.partner, asked, self.fake.button(asked, label="Accept"),
                                                        settle=False))
        with contextlib.suppress(FakeDiscordError):
            if res is not None and not any(b.label == OPEN_PANEL for b in self.fake.buttons(asked)):
                await self.fake.wait_for_edit(asked, edits, self.wait)
        if any(b.label == OPEN_PANEL for b in self.fake.buttons(asked)):
            self.tables.queue(self.partner.id).put_nowait(asked)
            self.tables.queue(self.user.id).put_nowait(asked)

    async def next_table(self, stop_at: float) -> None:
        loop = asyncio.get_running_loop()
        if self.host:
            await self.challenge()
        queue = self.tables.queue(self.user.id)
        try:
            table = await asyncio.wait_for(queue.get(), max(min(stop_at - loop.time(), 1.0), 0.01))
        except asyncio.TimeoutError:
            return
        if table.id in self.extra.over or is_over(table):
            self.extra.over.add(table.id)
            return
        self.msg, self.panel = table, None
        self.run.games_started += 1
        if self.left_at is not None and self.window[0] <= loop.time() < self.window[1]:
            self.extra.requeue.append(loop.time() - self.left_at)

    async def resign_now(self) -> None:
        self.extra.resigned += 1
        table = self.msg
        await self.resign()  # Resign, "Yes, resign" (load_bench's), which leaves the table
        self.msg = table
        self._left()

    async def play_arena(self, stop_at: float, board: FakeMessage | None, delay: float) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(delay)
        if board is not None:
            await self.join(board)
        while loop.time() < stop_at:
            try:
                if self.msg is None:
                    await self.next_table(stop_at)
                elif is_over(self.msg):
                    self._left()
                elif self.rng.random() < self.resign_chance:
                    await self.resign_now()
                else:
                    await self.click()
            except FakeDiscordError as exc:
                key = str(exc)[:80]
                self.run.driver_errors[key] = self.run.driver_errors.get(key, 0) + 1
                if self.msg is not None:
                    self._left()
                await asyncio.sleep(0.1)


def wave_lines(stderr: str) -> list[dict[str, Any]]:
    return [json.loads(line.split(WAVE_TAG, 1)[1]) for line in stderr.splitlines() if WAVE_TAG in line]


def event_figures(database: str, since: float, until: float) -> dict[str, Any]:
    """From the event's rows: games that ended in the window, games paired in all, and for
    each member paired again in the window, the seconds from its last game's end to that pairing."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as conn:
        rows = conn.execute("SELECT first_user, second_user, paired_at, finished_at FROM event_games "
                            "ORDER BY paired_at").fetchall()
    last_end: dict[int, float | None] = {}
    waits = []
    for first, second, paired_at, finished_at in rows:
        for user in (first, second):
            ended = last_end.get(user)
            if ended is not None and since <= paired_at < until:
                waits.append(paired_at - ended)
            last_end[user] = finished_at
    return {"ended": sum(1 for r in rows if r[3] is not None and since <= r[3] < until), "paired": len(rows),
            "end_to_paired": sorted(waits)}


async def run_one(mode: str, args: argparse.Namespace) -> dict[str, Any]:
    fake = FakeDiscord(record_requests=False, timeout=args.answer_wait,
                       callback_deadline=None if args.no_expire else DEADLINE,
                       rate_limit=DISCORD_MESSAGE_LIMIT if args.discord_limits else None)
    await fake.start()
    run, extra, tables = Run(args.players), Extra(), Tables(fake)
    try:
        users = [fake.add_member(f"player{i:03d}") for i in range(args.players)]
        with tempfile.TemporaryDirectory(prefix="arena-bench-") as tmp:
            database = str(Path(tmp) / "bot.sqlite3")
            env = {"DATABASE_PATH": database, "LOG_LEVEL": "WARNING"}
            async with launched_bot(fake, env, module="benchmarks.arena_bench") as bot:
                loop = asyncio.get_running_loop()
                board = None
                if mode == "arena":
                    options: dict[str, Any] = {"game": args.game, "minutes": 30, "name": ARENA_NAME}
                    if args.pairings:  # everyone joins before the start, which pairs them all at once
                        options["starts-in"] = STARTS_IN
                    created = await fake.slash(fake.owner, "event", subcommand="arena", settle=False, options=options)
                    board = created.new_message
                    if board is None or board.ephemeral:
                        raise SystemExit(f"the arena was not created: {created}")
                t0 = loop.time()
                epoch0 = time.time()
                window = (t0 + args.warmup, t0 + args.warmup + args.seconds)
                members = [ArenaMember(fake, run, extra, tables, u, args.game, random.Random(args.seed * 1000 + i),
                                       window, args, partner=users[i ^ 1] if mode == "baseline" else None,
                                       host=mode == "baseline" and i % 2 == 0)
                           for i, u in enumerate(users) if mode == "arena" or i ^ 1 < len(users)]
                watcher = asyncio.create_task(tables.watch())
                at_tables: list[int] = []  # members at a table, sampled every half second of the window

                async def sample_tables() -> None:
                    await asyncio.sleep(max(window[0] - loop.time(), 0))
                    while loop.time() < window[1]:
                        at_tables.append(sum(1 for m in members if m.msg is not None))
                        await asyncio.sleep(0.5)

                sampler = asyncio.create_task(sample_tables())
                tasks = [asyncio.create_task(m.play_arena(window[1], board, delay=i / len(members)))
                         for i, m in enumerate(members)]

                def cpu() -> tuple[float, float]:
                    return proc_cpu_seconds(bot.pid), tree_cpu_seconds(bot.pid)

                await asyncio.sleep(max(window[0] - loop.time(), 0))
                cpu0, wall0, self0 = cpu(), time.perf_counter(), resource.getrusage(resource.RUSAGE_SELF)
                load0 = os.getloadavg()[0]
                over0 = len(extra.over)
                await asyncio.sleep(max(window[1] - loop.time(), 0))
                cpu1, wall1, self1 = cpu(), time.perf_counter(), resource.getrusage(resource.RUSAGE_SELF)
                load1 = os.getloadavg()[0]
                over1 = len(extra.over)
                await members_done(tasks, run, args.answer_wait)
                watcher.cancel()
                sampler.cancel()
                peak_kb = proc_status_kb(bot.pid, "VmHWM")
            stderr = bot.stderr
            event_games = event_figures(database, epoch0 + args.warmup, epoch0 + args.warmup + args.seconds) \
                if mode == "arena" else None
    finally:
        await fake.stop()

    wall = wall1 - wall0
    measured = run.samples
    answered = sorted(s.elapsed for s in measured if s.elapsed is not None)
    errors, tracebacks, distinct = log_lines(stderr)
    since, until = epoch0 + args.warmup, epoch0 + args.warmup + args.seconds
    every_look = wave_lines(stderr)
    for look in every_look:  # when the last of its tables was posted (its ping seen by the members)
        seen = [tables.posted.get(g) for g in look["paired"]]
        look["posted"] = sorted(x - look["at"] for x in seen if x is not None)
        look["to_posted"] = max(seen) - look["at"] if look["paired"] and None not in seen else None
    looks = [w for w in every_look if since <= w["at"] < until]
    waves = [w for w in looks if w["paired"]]
    to_posted = [w["to_posted"] for w in waves if w["to_posted"] is not None]
    largest = max(every_look, key=lambda w: len(w["paired"]), default=None)
    by_what: dict[str, int] = {}
    for s in measured:
        by_what[s.what] = by_what.get(s.what, 0) + 1
    return {
        "mode": mode, "n": args.players, "wall": wall,
        "interactions": len(measured), "per_s": len(measured) / args.seconds, "by_what": by_what,
        "p50": percentile(answered, 0.50), "p95": percentile(answered, 0.95), "p99": percentile(answered, 0.99),
        "max": answered[-1] if answered else float("nan"),
        "over_3s": sum(1 for x in answered if x > DEADLINE),
        "expired": sum(1 for s in measured if s.expired),
        "no_answer": sum(1 for s in measured if s.elapsed is None),
        "deferred": sum(1 for s in measured if s.response_type in (5, 6)),
        "cpu_pct": 100 * (cpu1[0] - cpu0[0]) / wall, "tree_cpu_pct": 100 * (cpu1[1] - cpu0[1]) / wall,
        "cpu_click_ms": 1000 * (cpu1[1] - cpu0[1]) / len(measured) if measured else float("nan"),
        "driver_cpu_pct": 100 * ((self1.ru_utime + self1.ru_stime) - (self0.ru_utime + self0.ru_stime)) / wall,
        "load": (load0, load1), "peak_mb": peak_kb / 1024,
        "errors": errors, "tracebacks": tracebacks, "distinct_errors": distinct,
        "games_over": over1 - over0, "resigned": extra.resigned, "event_games": event_games,
        "requeue": sorted(extra.requeue), "refused_challenges": extra.refused_challenges,
        "tables_posted": len(tables.posted),
        "at_tables": sum(at_tables) / len(at_tables) if at_tables else float("nan"),
        "looks": looks, "waves": waves, "to_posted": sorted(to_posted), "largest": largest,
        "driver_errors": run.driver_errors, "refused": run.refused, "stale": run.stale,
    }


def _ms(values: list[float], scale: float = 1000.0, unit: str = " ms") -> str:
    """p50 / p95 / max of `values` (seconds, shown in ms unless told)."""
    if not values:
        return "-"
    ordered = sorted(values)
    return (f"p50 {percentile(ordered, 0.5) * scale:.0f} / p95 {percentile(ordered, 0.95) * scale:.0f} / "
            f"max {ordered[-1] * scale:.0f}{unit}")


def report(r: dict[str, Any], args: argparse.Namespace) -> None:
    what = (f"an arena of {r['n']} members ({args.game})" if r["mode"] == "arena"
            else f"{r['n']} members in {r['n'] // 2} {args.game} games by /play, no event")
    if args.discord_limits:
        what += ", Discord's message limits"
    print(f"\n== {r['mode']}: {what}, {args.seconds:g} s measured after {args.warmup:g} s warm-up ==")
    kinds = ", ".join(f"{n} {k}" for k, n in sorted(r["by_what"].items(), key=lambda kv: -kv[1]))
    print(f"  interactions     {r['interactions']} ({kinds}), {r['per_s']:.1f}/s; {r['deferred']} deferred")
    print(f"  to the callback  p50 {r['p50'] * 1000:.0f} ms, p95 {r['p95'] * 1000:.0f} ms, "
          f"p99 {r['p99'] * 1000:.0f} ms, max {r['max'] * 1000:.0f} ms")
    print(f"  over {DEADLINE:.1f} s       {r['over_3s']} ({r['expired']} refused by the fake as Discord would); "
          f"no answer within {args.answer_wait:g} s: {r['no_answer']}")
    print(f"  bot process      CPU {r['cpu_pct']:.0f}% of one core ({r['tree_cpu_pct']:.0f}% with the picture "
          f"workers); CPU a click {r['cpu_click_ms']:.1f} ms (with workers, per interaction measured); "
          f"peak RSS {r['peak_mb']:.0f} MB")
    print(f"  bot stderr       {r['errors']} ERROR lines, {r['tracebacks']} Tracebacks"
          + "".join(f"\n                     {line}" for line in r["distinct_errors"]))
    print(f"  load driver      CPU {r['driver_cpu_pct']:.0f}% of one core; machine load average "
          f"{r['load'][0]:.1f} -> {r['load'][1]:.1f} on {os.cpu_count()} cores (shared with other work)")
    games = f"  games            {r['games_over']} tables seen over in the window ({r['resigned']} resignations " \
            f"by members over the whole run)"
    if r["event_games"] is not None:
        games += (f"; the event's rows: {r['event_games']['ended']} ended in the window, "
                  f"{r['event_games']['paired']} paired in all, {r['tables_posted']} of them posted with their ping")
    if r["refused_challenges"]:
        games += f"; challenges not answered with a table {r['refused_challenges']}"
    print(games)
    print(f"  at a table       {r['at_tables']:.1f} of {r['n']} members on average (sampled every 0.5 s); "
          f"{r['per_s'] / r['at_tables']:.2f} interactions a second per member at a table")
    if r["mode"] == "arena":
        looks, waves = r["looks"], r["waves"]
        cpu = [w["cpu_loop"] + w["cpu_db"] for w in waves]
        print(f"  event timer      {len(looks)} looks at the event in the window, {len(waves)} of them paired "
              f"({sum(len(w['paired']) for w in waves)} games; games a wave {_ms([len(w['paired']) for w in waves], 1, '')})")
        print(f"  a pairing wave   wall {_ms([w['wall'] for w in waves])}; CPU {_ms(cpu)} "
              f"(event loop {_ms([w['cpu_loop'] for w in waves])}, database thread "
              f"{_ms([w['cpu_db'] for w in waves])}); CPU of every look "
              f"{sum(w['cpu_loop'] + w['cpu_db'] for w in looks) / r['wall'] * 100:.1f}% of one core")
        print(f"  wave -> tables   the last table of a wave posted and its ping seen {_ms(r['to_posted'])}")
        print(f"  back in a game   from a game's end to the member's next table {_ms(r['requeue'])} "
              f"({len(r['requeue'])} times); to its next pairing (the event's rows) "
              f"{_ms(r['event_games']['end_to_paired'])}")
        big = r["largest"]
        if big is not None and big["paired"]:
            posted = "-" if big["to_posted"] is None else f"{big['to_posted'] * 1000:.0f} ms"
            print(f"  largest wave     (the whole run, warm-up included) {len(big['paired'])} games: wall "
                  f"{big['wall'] * 1000:.0f} ms, CPU {(big['cpu_loop'] + big['cpu_db']) * 1000:.0f} ms (event loop "
                  f"{big['cpu_loop'] * 1000:.0f}, database thread {big['cpu_db'] * 1000:.0f}); its last table "
                  f"posted after {posted}")
            if args.pairings:
                print(f"  the start wave   {len(big['paired'])} games paired at once: {len(big['posted'])} of "
                      f"their tables posted, each after {_ms(big['posted'], 1, ' s')}; every table within "
                      f"{'-' if big['to_posted'] is None else format(big['to_posted'], '.1f')} s")
    if r["driver_errors"] or r["refused"]:
        print(f"  driver notes     {r['driver_errors']} {r['refused']}")


def summary(results: list[dict[str, Any]]) -> None:
    print(f"\n{'run':<9} {'members':>7} {'int/s':>6} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'max ms':>7} "
          f"{'>3s':>4} {'none':>4} {'CPU/click ms':>12} {'games over':>10} {'load':>9}")
    for r in results:
        print(f"{r['mode']:<9} {r['n']:>7} {r['per_s']:>6.1f} {r['p50'] * 1000:>7.0f} {r['p95'] * 1000:>7.0f} "
              f"{r['p99'] * 1000:>7.0f} {r['max'] * 1000:>7.0f} {r['over_3s']:>4} {r['no_answer']:>4} "
              f"{r['cpu_click_ms']:>12.1f} {r['games_over']:>10} {r['load'][0]:>4.1f}-{r['load'][1]:<4.1f}")


async def main_async(args: argparse.Namespace) -> int:
    results = []
    for mode in args.runs:
        r = await run_one(mode, args)
        report(r, args)
        results.append(r)
    summary(results)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=100, help="members in the arena (an even number)")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds per run")
    parser.add_argument("--warmup", type=float, default=15.0, help="seconds before measuring (joins, first wave)")
    parser.add_argument("--game", choices=("capture", "under-siege"), default="capture")
    parser.add_argument("--resign", type=float, default=0.02, help="the chance a member resigns before an action")
    parser.add_argument("--reopen", type=float, default=0.3,
                        help="the chance a member opens its private panel again before a click on it")
    parser.add_argument("--runs", nargs="+", choices=("arena", "baseline"), default=["arena", "baseline"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--answer-wait", type=float, default=20.0,
                        help="seconds a member waits for a callback (or a table edit) before giving up")
    parser.add_argument("--no-expire", action="store_true", help="accept callbacks after 3 s (Discord refuses them)")
    parser.add_argument("--discord-limits", action="store_true",
                        help="the fake limits each channel's messages as Discord does (5 per 5 s)")
    parser.add_argument("--pairings", type=int, default=None,
                        help="2N members join before the arena starts, which pairs N games at once "
                             "(sets --players, and the warm-up to the minute before the start)")
    args = parser.parse_args()
    if args.pairings is not None:
        if args.pairings < 1 or "baseline" in args.runs and "--runs" in sys.argv:
            parser.error("--pairings must be at least 1, and runs the arena only")
        args.players, args.warmup, args.runs = 2 * args.pairings, STARTS_IN * 60.0, ["arena"]
    if args.players < 2 or args.players % 2 or args.seconds <= 0 or args.warmup < 0:
        parser.error("--players must be even and at least 2, --seconds > 0, --warmup >= 0")
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
