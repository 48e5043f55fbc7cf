"""Many people playing at once: the real bot process against a fake Discord. Not a test.

    .venv/bin/python benchmarks/load_bench.py [--games 20 50 100] [--seconds 30] [--warmup 5]
                                              [--seed 1] [--no-expire] [--answer-wait 20] [--mem-every 5]
                                              [--backend sqlite postgresql postgresql-2]
                                              [--mix solo|all|every-solo] [--before REV]
                                              [--rss-every 30] [--slope 60 180]
                                              [--trace-memory [--trace-frames N]]

The memory budget (issue 33; docs/benchmarks.md): `--games 100 --seconds 180 --warmup 0
--mix every-solo`, the main process's RSS every 30 s and its growth per 1,000 interactions
from 60 s to 180 s; `--trace-memory` also reports what grew in the bot between those two
times (see `bot_main`).

For each N and each backend: a fresh fake Discord (in this process, on 127.0.0.1), the bot
started by its real entry point as a subprocess (`tests.fakediscord.bot_process`, a fresh
database, LOG_LEVEL=WARNING), N members.  Each member starts a solo game (members alternate
Deck Defence and Defend and Capture) and then clicks as fast as it can: a random game-advancing
control of its table (what `tests.e2e.helpers.random_click` picks), wait for the callback,
again; "Play again" when the game is over.  All N at once, for a warm-up and then `--seconds`
of measurement.  An answer the bot acknowledged first (a "thinking" placeholder, a deferred
update) is waited for as a member would: the placeholder filled, the table edited, or the
follow-up (a new table, or a private answer).

Backends (`--backend`, default sqlite only; the runs of one N one after the other):
- sqlite: one bot process on a SQLite file (DATABASE_PATH);
- postgresql: one bot process on PostgreSQL (DATABASE_URL);
- postgresql-2: two bot processes, shards 0 and 1 of 2 (SHARD_COUNT=2, SHARD_IDS=0 / 1), on one
  PostgreSQL database, and two guilds in the fake, one on each shard; the members are split
  evenly between the two guilds' channels (each guild gets as many of each game).
PostgreSQL is one throwaway server the script starts itself (`tests.postgres.start_server`: the
machine's own server binaries, on 127.0.0.1 at a free port, fsync off as in the tests), with a
fresh database for each run; it is stopped and removed at the end.

Measured per interaction (every slash command and click dispatched in the measured window):
the time from dispatching INTERACTION_CREATE to the bot's callback (what Discord's 3-second
deadline measures).  Like Discord, the fake refuses a callback that comes after 3 s
(`callback_deadline`; `--no-expire` accepts it); such a click's move is stored but its table is
not shown, and the member's next click hits an old button: it then resigns that game (Resign,
"Yes, resign") and starts a new one with /play.

Printed per run: interactions per second; p50/p95/p99/max of the time to the callback; deadline
misses (callback after 3.0 s, refused or not) and interactions without any answer (none within
`--answer-wait` s); the ERROR/Traceback lines in the bots' stderr (and the ERROR lines of
PostgreSQL's log); each bot's peak RSS (VmHWM); the bots' resident memory sampled every
`--mem-every` s from the start, and its growth per 1,000 interactions (least squares over the
measured window, and over its second half, when the bounded caches are full: a bot that keeps
something per click grows there; run at least 3 minutes, `--seconds 180`, to see it); the
bots' CPU over the measured window
(utime+stime, % of one core: the main processes, and with their picture workers); PostgreSQL's
CPU (the postmaster, found by its data folder's postmaster.pid, and every process under it,
found by the ppid in /proc/*/stat); the CPU a click: the CPU seconds of the bots with their
workers, plus PostgreSQL's, divided by the interactions measured; and, after the bots stopped,
the public messages behind the database (read through `bot.storage`, so on any backend): each
game row's `message_id` names its message in the fake; the version a running table shows is the
one in its controls' custom_ids (`ct:<kind>:<game>:<version>:<path>`), a finished table shows
"Game over"; a message is behind when it shows an older version than the row's, or a running
game when the row says over.  A game row without a message id (its /play or Play again was
answered too late) is counted apart ("no msg"): it has no public message at all.

The last table compares the backends at each N: interactions/s, p50, p99 and the CPU a click,
each also as a ratio to the sqlite run of the same N ("x0.93"; with sqlite among --backend).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `tests` is not an installed package

# --trace-memory: the bot process is started through this module (`python -m
# benchmarks.load_bench --fake URL`) with LOAD_BENCH_TRACE naming a folder.  With
# LOAD_BENCH_TRACE_FRAMES above 0 it traces its allocations (tracemalloc, that many frames
# each) from the start.  A thread of it watches the folder: for each request file
# `<name>.want` the driver writes, it dumps a tracemalloc snapshot (`<name>.snapshot`, when
# tracing) and `<name>.json`: the counts of the objects the garbage collector tracks, by type;
# the size of every functools cache of the project's modules; where the memory is (pymalloc's
# arenas, glibc malloc's heap, the process's RSS); then writes `<name>.done`.
TRACE_VARIABLE = "LOAD_BENCH_TRACE"
TRACE_FRAMES_VARIABLE = "LOAD_BENCH_TRACE_FRAMES"


def _cache_sizes() -> dict[str, list[int | None]]:
    """Every engine cache (engine.memo) and functools cache (lru_cache, cache) of the
    project's loaded modules: name -> [entries, bound]; None when it has no bound."""
    found: dict[str, list[int | None]] = {}
    memo = sys.modules.get("engine.memo")
    if memo is not None:
        for name, cache in memo.CACHES.items():
            found[f"engine.memo {name}"] = [len(cache), cache.bound]
    for name, module in list(sys.modules.items()):
        if module is None or not name.split(".")[0] in ("engine", "bot", "render"):
            continue
        for attr, value in list(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                ci = info()
                found[f"{name}.{attr}"] = [ci.currsize, ci.maxsize]
    return found


def _pymalloc_stats() -> dict[str, int]:
    """pymalloc's own figures (sys._debugmallocstats writes them to the C stderr: caught in a
    file for the moment, and whatever else was written meanwhile is passed on)."""
    with tempfile.TemporaryFile("w+") as f:
        sys.stderr.flush()
        saved = os.dup(2)
        try:
            os.dup2(f.fileno(), 2)
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        f.seek(0)
        text = f.read()
    wanted = {"# arenas allocated current": "arenas", "# arenas highwater mark": "arenas_highwater",
              "# bytes in allocated blocks": "allocated", "# bytes in available blocks": "available"}
    found, others, inside = {}, [], False
    for line in text.splitlines(keepends=True):
        head = line.split("=")[0].strip()
        if line.startswith("Small block threshold"):
            inside = True
        if not inside:
            others.append(line)
        elif head in wanted:
            found[wanted[head]] = int(line.split("=")[1].replace(",", ""))
    if others:
        sys.stderr.write("".join(others))
    return found


def _malloc_stats() -> dict[str, int]:
    """glibc's mallinfo2: the heap's bytes in use and free (fragmentation), and its mmapped blocks."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                     "keepcost")]

    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return {}
    return {"heap": info.arena, "mmapped": info.hblkhd, "in_use": info.uordblks, "free": info.fordblks}


def _rss() -> dict[str, int]:
    out = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key = line.split(":")[0]
        if key in ("VmRSS", "RssAnon", "RssFile"):
            out[key] = int(line.split()[1]) * 1024
    return out


_BOTS: list[Any] = []  # the bots the traced process made (the latest last)
# (generation, wall seconds, CPU seconds of the collecting thread) of every collection of generation 1 or 2
_COLLECTIONS: list[tuple[int, float, float]] = []
_COLLECTING: list[float] = []


def _on_collection(phase: str, info: dict[str, Any]) -> None:
    if info["generation"] < 1:
        return
    if phase == "start":
        _COLLECTING[:] = [time.perf_counter(), time.thread_time()]
    elif _COLLECTING:
        _COLLECTIONS.append((info["generation"], time.perf_counter() - _COLLECTING[0],
                             time.thread_time() - _COLLECTING[1]))


def _bot_figures() -> dict[str, Any]:
    """What the bot has in flight: its asyncio tasks by coroutine, the work it counts, its
    outbox's queue, the picture workers' queue, discord.py's message cache."""
    import asyncio
    from collections import Counter

    if not _BOTS:
        return {}
    bot = _BOTS[-1]
    out: dict[str, Any] = {}
    try:
        tasks = asyncio.all_tasks(bot.loop)
        out["tasks"] = dict(Counter(getattr(t.get_coro(), "__qualname__", "?") for t in tasks).most_common(8))
    except Exception as exc:  # another thread's look: best effort
        out["tasks"] = {f"unreadable: {exc!r}": 0}
    out["work in flight"] = bot.work.in_flight
    lanes = list(bot.outbox._lanes.values())
    out["outbox waiting"] = sum(lane.waiting for lane in lanes)
    out["outbox keys put first, kept"] = sum(len(lane.firsts) for lane in lanes)
    workers = sys.modules.get("bot.workers")
    pool = getattr(workers, "_pool", None)
    out["picture workers' queue"] = len(getattr(pool, "_pending_work_items", ()))
    out["discord.py messages cached"] = len(bot._connection._messages or ())
    out["locks"] = len(bot._locks)
    return out


def _trace_watch(folder: Path) -> None:
    import gc
    import json
    import tracemalloc
    from collections import Counter

    while True:
        for want in sorted(folder.glob("*.want")):
            name = want.stem
            if tracemalloc.is_tracing():
                tracemalloc.take_snapshot().dump(str(folder / f"{name}.snapshot"))
            objects = gc.get_objects()
            counts = Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in objects)
            figures = _bot_figures()
            del objects
            found = {
                "gc": dict(counts), "caches": _cache_sizes(), "blocks": sys.getallocatedblocks(), "bot": figures,
                "traced": tracemalloc.get_traced_memory()[0] if tracemalloc.is_tracing() else None,
                "pymalloc": _pymalloc_stats(), "malloc": _malloc_stats(), "rss": _rss(),
                "collector": {"counts": gc.get_count(), "threshold": gc.get_threshold(), "frozen": gc.get_freeze_count(),
                              "stats": gc.get_stats()}}
            found["collections"] = list(_COLLECTIONS)
            if name.endswith("-last"):  # what a full collection finds now (nothing after this is measured)
                started = time.perf_counter()
                unreachable = gc.collect()
                found["full_collection_s"] = time.perf_counter() - started
                after = Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.get_objects())
                found["collected"] = {"unreachable": unreachable, "pymalloc": _pymalloc_stats(),
                                      "gc": {k: after.get(k, 0) for k in counts}}
            (folder / f"{name}.json").write_text(json.dumps(found))
            want.unlink()
            (folder / f"{name}.done").write_text("")
        time.sleep(0.2)


def bot_main(argv: list[str]) -> int:
    folder = os.environ.get(TRACE_VARIABLE)
    if folder:
        import threading
        import tracemalloc

        frames = int(os.environ.get(TRACE_FRAMES_VARIABLE) or 0)
        if frames > 0:
            tracemalloc.start(frames)
        threading.Thread(target=_trace_watch, args=(Path(folder),), name="load-bench-trace", daemon=True).start()
        import gc

        gc.callbacks.append(_on_collection)
        import bot.__main__ as entry

        made = entry.create_bot

        def create_bot(settings: Any) -> Any:
            _BOTS.append(made(settings))
            return _BOTS[-1]

        entry.create_bot = create_bot
    from tests.fakediscord.bot_process import main as run_bot

    return run_bot(argv)


if __name__ == "__main__" and "--fake" in sys.argv[1:]:  # started by the driver as the bot process:
    sys.exit(bot_main(sys.argv[1:]))  # none of the driver's imports

# ---------------------------------------------------------------------------- the driver

from bot.discord.customid import decode  # noqa: E402
from tests.e2e.helpers import PANEL_NAV, action_controls, is_over  # noqa: E402
from tests.fakediscord import FakeDiscord, FakeDiscordError, FakeMessage, FakeUser, InteractionResult  # noqa: E402
from tests.fakediscord.bot_process import BotProcess, bot_subprocess  # noqa: E402
from tests.postgres import PostgresServer, start_server  # noqa: E402
from benchmarks.trees import checkout  # noqa: E402

GAMES = ("deck-defence", "defend-and-capture")
# --mix: which games the members play, one after the other by member.  "all" adds the games
# played from a private panel (Capture against the bot, Under Siege's solitaire): opening a
# panel is a private message with controls, the path whose views discord.py used to keep.
# "every-solo": every game played alone, each on its public table (Under Siege's solitaire
# with its private hand panel as well), a new one started (Play again) as each ends.
MIXES = {"solo": GAMES, "all": ("deck-defence", "capture", "defend-and-capture", "under-siege", "tower-defense"),
         "every-solo": ("defend-and-capture", "deck-defence", "tower-defense", "under-siege")}
OPEN_PANEL = "Your hand"
BACKENDS = ("sqlite", "postgresql", "postgresql-2")
DEADLINE = 3.0
TABLE_KINDS = {"move", "menu", "resign"}  # public controls that carry the state version
MAX_ACTIONS_PER_MEMBER = 100_000  # a safety stop besides the clock
CLK_TCK = os.sysconf("SC_CLK_TCK")


@dataclass
class Sample:
    at: float  # loop time the interaction was dispatched
    what: str  # "click", "play", "again", "resign", "confirm"
    elapsed: float | None  # seconds to the callback (refused late ones included); None: no answer
    response_type: int | None
    expired: bool = False
    update: float | None = None  # seconds until the table changed (clicks that changed it)


@dataclass
class Run:
    n: int
    samples: list[Sample] = field(default_factory=list)
    stale: int = 0  # clicks answered "earlier position" (their table was not updated)
    early: int = 0  # clicks refused because the new game's message was not linked yet
    refused: dict[str, int] = field(default_factory=dict)  # other private answers to moves
    driver_errors: dict[str, int] = field(default_factory=dict)
    games_started: int = 0
    stuck: int = 0  # stale tables showing a picker step, so without a Resign button
    blocked: int = 0  # /play refused: the member's game of that kind has no message (its answer came too late)
    retired: int = 0  # members blocked for both games, idle for the rest of the run
    games_finished: int = 0
    dispatched: int = 0  # every interaction dispatched, warm-up included (the memory samples' x axis)
    # (seconds since the start, interactions dispatched so far, each bot's main-process RSS in KiB)
    memory: list[tuple[float, int, list[int]]] = field(default_factory=list)


class Member:
    def __init__(self, fake: FakeDiscord, run: Run, user: FakeUser, key: str, rng: random.Random,
                 window: tuple[float, float], wait: float, channel: int, reopen: float = 0.0,
                 games: tuple[str, ...] = GAMES) -> None:
        self.fake, self.run, self.user, self.key, self.rng = fake, run, user, key, rng
        self.channel = channel  # where its /play goes; clicks go to the messages' own channel
        self.window = window
        self.wait = wait
        self.msg: FakeMessage | None = None
        self.panel: FakeMessage | None = None  # the private panel opened from self.msg
        self.reopen = reopen  # the chance to open the panel again before a click on it (--reopen)
        self.keys = [key, *[k for k in games if k != key]]  # the games to fall back on when /play is blocked
        self.retired = False

    def _record(self, what: str, started: float, res: InteractionResult | None, update: float | None = None) -> None:
        self.run.dispatched += 1
        if not self.window[0] <= started < self.window[1]:
            return
        if res is None:
            self.run.samples.append(Sample(started, what, None, None))
            return
        expired = res.interaction_id in self.fake.expired_callbacks
        answered = res.response_type is not None or expired
        self.run.samples.append(Sample(started, what, res.elapsed if answered else None, res.response_type,
                                       expired, update))

    @staticmethod
    async def _answered(call: Any) -> InteractionResult | None:
        """The interaction's result, None when the bot never answered it (counted as late)."""
        try:
            return await call
        except FakeDiscordError as exc:
            if "did not answer" not in str(exc):
                raise
            return None

    async def _act(self, what: str, call: Any) -> InteractionResult | None:
        started = asyncio.get_running_loop().time()
        res = await self._answered(call)
        self._record(what, started, res)
        return res

    def _followups(self, res: InteractionResult) -> list[FakeMessage]:
        """The messages an interaction's follow-ups created so far, oldest first, but its own
        response's message (``res.followups`` was taken at the callback).  Message ids grow with
        time, so only the messages newer than the interaction are looked at."""
        found = []
        for msg in reversed(self.fake.messages.values()):
            if msg.id < res.interaction_id:
                break
            if msg.interaction_id == res.interaction_id and not msg.deleted and \
                    (res.message is None or msg.id != res.message.id):
                found.append(msg)
        return found[::-1]

    async def _answer(self, res: InteractionResult | None, table: FakeMessage | None = None,
                      edits: int = 0) -> FakeMessage | None:
        """The message that answers an interaction, as the member reads it.  Answered at once,
        the response's message (4: a new one; 7: the clicked message, edited).  Acknowledged first,
        the answer that follows (waited for, at most --answer-wait): after a "thinking"
        placeholder (5), the placeholder filled, or, when the bot deleted it to answer privately,
        its private follow-up; after a deferred update (6), a follow-up (a new table, a private
        answer), or None once ``table`` (the clicked message, edited ``edits`` times before) was
        edited instead."""
        if res is None or res.response_type not in (5, 6):
            return None if res is None else res.message
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.wait
        watch = res.message if res.response_type == 5 else table  # an edit of it may be the answer
        while True:
            followups = self._followups(res)
            if followups:
                return followups[0]
            if res.response_type == 5 and res.message is not None and not res.message.loading:
                return res.message  # the placeholder filled (the fake fills even a deleted one)
            if res.response_type == 6 and table is not None and table.edit_count > edits:
                return None  # the clicked message was edited: that was the answer
            remaining = deadline - loop.time()
            if remaining <= 0:
                key = "nothing followed an acknowledgement"
                self.run.driver_errors[key] = self.run.driver_errors.get(key, 0) + 1
                return None
            if watch is not None and self.fake.messages.get(watch.id) is not None:
                with contextlib.suppress(FakeDiscordError):  # an edit at once, a follow-up within 50 ms
                    await self.fake.wait_for_edit(watch, watch.edit_count, min(0.05, remaining))
            else:
                await asyncio.sleep(min(0.02, remaining))

    @staticmethod
    def _private(msg: FakeMessage | None) -> bool:
        """An answer only the member sees: ephemeral, or a public placeholder the bot deleted
        before answering privately (the fake puts that private answer into the deleted message)."""
        return msg is not None and (msg.ephemeral or msg.deleted)

    async def _table_of(self, res: InteractionResult | None) -> tuple[FakeMessage | None, FakeMessage | None]:
        """(the new public table a /play or Play again answered with, or None; the answer)."""
        answer = await self._answer(res)
        if answer is None or self._private(answer):
            return None, answer
        return answer, answer

    async def start(self) -> None:
        res = await self._act("play", self.fake.slash(self.user, "play", subcommand=self.key, channel=self.channel,
                                                       settle=False))
        self.msg, answer = await self._table_of(res)
        self.panel = None
        if self.msg is not None:
            self.run.games_started += 1
        elif answer is not None and "already have" in answer.text:
            # An earlier /play of ours was stored but its answer came too late: that game has no
            # message to resign it from.  Play the other game; with both blocked, stop playing.
            self.run.blocked += 1
            self.keys.remove(self.key)
            if self.keys:
                self.key = self.keys[0]
            else:
                self.retired = True
                self.run.retired += 1

    async def again(self) -> None:
        assert self.msg is not None
        button = self.fake.button(self.msg, label="Play again")
        res = await self._act("again", self.fake.click(self.user, self.msg, button, settle=False))
        self.msg, _ = await self._table_of(res)
        self.panel = None
        if self.msg is not None:
            self.run.games_started += 1

    async def resign(self) -> None:
        """Leave a game whose table is out of date: Resign, Yes, resign, then a new /play."""
        assert self.msg is not None
        resign = [b for b in self.fake.buttons(self.msg) if b.label == "Resign"]
        if not resign:  # a picker step (Back/Cancel) whose buttons are all stale: no way out
            self.run.stuck += 1
            self.msg = None
            return
        table = self.msg
        edits = table.edit_count
        res = await self._act("resign", self.fake.click(self.user, table, resign[0], settle=False))
        ask = await self._answer(res, table, edits)
        if ask is not None and ask.ephemeral:
            yes = [b for b in self.fake.buttons(ask) if b.label == "Yes, resign"]
            if yes:
                await self._act("confirm", self.fake.click(self.user, ask, yes[0], settle=False))
        self.msg = None

    def _panel_controls(self) -> list[tuple[str, str, list[str]]]:
        if self.panel is None or self.panel.deleted:
            return []
        out = [("button", b.custom_id or "", []) for b in self.fake.buttons(self.panel)
               if b.label not in PANEL_NAV and not b.disabled]
        out += [("select", m.custom_id, list(m.values)) for m in self.fake.selects(self.panel)]
        return out

    async def panel_step(self) -> None:
        """A game played from a private panel: open it (again) when it offers nothing to play,
        else a random control of it."""
        assert self.msg is not None
        controls = self._panel_controls()
        # People lose a private message among others and open their hand again.
        if not controls or self.rng.random() < self.reopen:
            button = self.fake.button(self.msg, label=OPEN_PANEL)
            res = await self._act("panel", self.fake.click(self.user, self.msg, button, settle=False))
            answer = await self._answer(res)
            self.panel = answer if answer is not None and answer.ephemeral else None
            if self.panel is not None and not self._panel_controls():
                await asyncio.sleep(0.05)  # the bot's turn: its move comes in a moment
            return
        kind, custom_id, values = self.rng.choice(controls)
        panel = self.panel
        assert panel is not None
        if kind == "button":
            call = self.fake.click(self.user, panel, custom_id, settle=False)
        else:
            call = self.fake.select(self.user, panel, custom_id, [self.rng.choice(values)], settle=False)
        res = await self._act("click", call)
        if res is not None and res.response_type == 6:
            await self._answer(res, panel, panel.edit_count)

    async def click(self) -> None:
        assert self.msg is not None
        msg = self.msg
        if any(b.label == OPEN_PANEL for b in self.fake.buttons(msg)):
            await self.panel_step()
            return
        controls = action_controls(self.fake, msg)
        if not controls:
            self.run.driver_errors["no control to press"] = self.run.driver_errors.get("no control to press", 0) + 1
            await self.resign()
            return
        kind, custom_id, values = self.rng.choice(controls)
        loop = asyncio.get_running_loop()
        started = loop.time()
        edits = msg.edit_count
        if kind == "button":
            call = self.fake.click(self.user, msg, custom_id, settle=False)
        else:
            call = self.fake.select(self.user, msg, custom_id, [self.rng.choice(values)], settle=False)
        res = await self._answered(call)
        update = None
        # A deferred update: the table follows (or a private answer, as a follow-up).
        answer = await self._answer(res, msg, edits) if res is not None and res.response_type == 6 else None
        if msg.edit_count > edits:
            update = loop.time() - started if res is None or res.response_type != 7 else res.elapsed
        self._record("click", started, res, update)
        if answer is None and res is not None and res.ephemeral:
            answer = res.message
        if answer is not None and answer.ephemeral:
            text = answer.text
            if "earlier position" in text:
                self.run.stale += 1
                await self.resign()
            elif "does not belong" in text:
                self.run.early += 1  # the message id is stored just after the answer
                await asyncio.sleep(0.02)
            else:
                short = text.split(";")[0][:60]
                self.run.refused[short] = self.run.refused.get(short, 0) + 1

    async def play(self, stop_at: float, delay: float = 0.0) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(delay)  # people do not all type /play in the same millisecond
        for _ in range(MAX_ACTIONS_PER_MEMBER):
            if loop.time() >= stop_at:
                return
            if self.retired:
                await asyncio.sleep(max(stop_at - loop.time(), 0))
                return
            try:
                if self.msg is None:
                    await self.start()
                    if self.msg is None:
                        await asyncio.sleep(0.1)
                elif is_over(self.msg):
                    self.run.games_finished += 1
                    await self.again()
                else:
                    await self.click()
            except FakeDiscordError as exc:
                key = str(exc)[:80]
                self.run.driver_errors[key] = self.run.driver_errors.get(key, 0) + 1
                self.msg = None
                await asyncio.sleep(0.1)


async def members_done(tasks: list[asyncio.Task[None]], run: Run, answer_wait: float) -> None:
    """Members finish what they are doing (each step is bounded by --answer-wait); those still
    busy after that are stopped, and a member that crashed is counted among the driver's problems."""
    done, pending = await asyncio.wait(tasks, timeout=3 * answer_wait + 10)
    for task in pending:
        task.cancel()
    for task in done:
        if task.exception() is not None:
            key = f"member crashed: {task.exception()!r}"[:100]
            run.driver_errors[key] = run.driver_errors.get(key, 0) + 1


def _stat_fields(pid: int) -> list[str] | None:
    """/proc/<pid>/stat after the command name (fields[0] is the state, [1] the ppid, [11] utime,
    [12] stime, [13] cutime, [14] cstime); None for a process that has gone."""
    try:
        data = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return data[data.rindex(")") + 2:].split()


def proc_cpu_seconds(pid: int) -> float:
    fields = _stat_fields(pid)
    return 0.0 if fields is None else (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime, stime


def process_tree(root: int) -> list[int]:
    """``root`` and every live process under it (by the ppid in /proc/*/stat)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat_fields(int(entry.name))
            if fields is not None:
                children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def tree_cpu_seconds(root: int) -> float:
    """CPU seconds (utime+stime) of ``root`` and every live process under it, plus what their
    children that already ended and were waited for used (cutime+cstime), so a PostgreSQL
    backend or autovacuum worker that ends within the window still counts."""
    total = 0
    for pid in process_tree(root):
        fields = _stat_fields(pid)
        if fields is not None:  # a zombie's time is not yet in its parent's cutime: count it
            total += sum(int(f) for f in fields[11:15])
    return total / CLK_TCK


def postmaster_pid(server: PostgresServer) -> int:
    """The PostgreSQL server's main process: the first line of its data folder's postmaster.pid."""
    return int((server.data / "postmaster.pid").read_text().splitlines()[0])


def proc_status_kb(pid: int, key: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


async def sample_memory(run: Run, pids: list[int], t0: float, until: float, every: float) -> None:
    """Each bot's resident memory (VmRSS of its main process: the picture workers are apart)
    every `every` seconds, with the interactions dispatched so far."""
    loop = asyncio.get_running_loop()
    while True:
        now = loop.time()
        run.memory.append((now - t0, run.dispatched, [proc_status_kb(pid, "VmRSS") for pid in pids]))
        if now >= until:
            return
        await asyncio.sleep(min(every, max(until - now, 0.0)))


def growth_per_1000(points: list[tuple[int, float]]) -> float:
    """The least-squares slope of RSS (MiB) against interactions, per 1,000 interactions."""
    if len(points) < 2:
        return float("nan")
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if not sxx:
        return float("nan")
    return 1000 * sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx


def memory_summary(memory: list[tuple[float, int, list[int]]], warmup: float,
                   slope: tuple[float, float] = (60.0, 180.0), every: float = 30.0) -> dict[str, Any]:
    """RSS growth per 1,000 interactions, over the measured window, over its second half
    (caches filled to their caps by then) and between `slope` seconds from the start (minutes
    1 to 3 by default), summed over the bot processes; and the RSS every `every` seconds from
    the start (the first sample at or after each multiple, and the last one)."""
    total = [(at, n, sum(kb) / 1024) for at, n, kb in memory]
    measured = [(n, mb) for at, n, mb in total if at >= warmup]
    half = measured[len(measured) // 2:]
    # A sample is taken a moment after its due time: allow a second either side of the window.
    window = [(n, mb) for at, n, mb in total if slope[0] - 1 <= at <= slope[1] + 1]
    steps: list[tuple[float, int, float]] = []
    for at, n, mb in total:
        if not steps or at >= (int(steps[-1][0] / every + 1e-6) + 1) * every - 1:
            steps.append((at, n, mb))
    if total and steps[-1] != total[-1]:
        steps.append(total[-1])
    return {
        "first_mb": total[0][2] if total else float("nan"),
        "last_mb": total[-1][2] if total else float("nan"),
        "slope_all": growth_per_1000(measured),
        "slope_late": growth_per_1000(half),
        "slope_window": growth_per_1000(window) if window and window[-1][0] > window[0][0] else float("nan"),
        "window": slope,
        "window_interactions": window[-1][0] - window[0][0] if window else 0,
        "every": every,
        "steps": steps,
        "timeline": total,
    }


async def take_snapshots(folder: Path, t0: float, when: tuple[float, float]) -> list[Path] | None:
    """Ask the traced bot (see `bot_main`) for a snapshot at each of `when` (seconds from t0);
    the JSON files of the two, or None when the bot did not answer within a minute."""
    loop = asyncio.get_running_loop()
    found = []
    for i, at in enumerate(when):
        await asyncio.sleep(max(t0 + at - loop.time(), 0))
        name = f"at{i}" + ("-last" if i == len(when) - 1 else "")
        (folder / f"{name}.want").write_text("")
        deadline = loop.time() + 60
        while not (folder / f"{name}.done").exists():
            if loop.time() > deadline:
                return None
            await asyncio.sleep(0.2)
        found.append(folder / f"{name}.json")
    return found


def growth_report(files: list[Path], top: int) -> dict[str, Any]:
    """What grew between the two snapshots: tracemalloc's top lines and tracebacks, the object
    types the garbage collector tracks, and the project's functools caches."""
    import json
    import tracemalloc

    first, second = (json.loads(f.read_text()) for f in files)
    lines, traces = [], []
    if first["traced"] is not None:
        snaps = [tracemalloc.Snapshot.load(str(f.with_suffix(".snapshot"))) for f in files]
        ignore = [tracemalloc.Filter(False, tracemalloc.__file__)]
        snaps = [s.filter_traces(ignore) for s in snaps]
        for stat in snaps[1].compare_to(snaps[0], "lineno")[:top]:
            frame = stat.traceback[0]
            lines.append((stat.size_diff, stat.count_diff, f"{_short(frame.filename)}:{frame.lineno}"))
        if len(snaps[1].traces) and len(snaps[1].traces[0].traceback) > 1:
            for stat in snaps[1].compare_to(snaps[0], "traceback")[:max(3, top // 3)]:
                traces.append((stat.size_diff, stat.count_diff,
                               [f"{_short(f.filename)}:{f.lineno}" for f in stat.traceback]))
    where = [(label, first[part].get(key), second[part].get(key))
             for label, part, key in (("RSS", "rss", "VmRSS"), ("anonymous RSS", "rss", "RssAnon"),
                                      ("pymalloc arenas (1 MiB each)", "pymalloc", "arenas"),
                                      ("pymalloc bytes in allocated blocks", "pymalloc", "allocated"),
                                      ("pymalloc bytes in free blocks of its pools", "pymalloc", "available"),
                                      ("malloc heap", "malloc", "heap"), ("malloc heap in use", "malloc", "in_use"),
                                      ("malloc heap free", "malloc", "free"), ("malloc mmapped blocks", "malloc", "mmapped"))
             if first.get(part, {}).get(key) is not None]
    where.append(("allocated blocks (sys.getallocatedblocks)", first["blocks"], second["blocks"]))
    gc_diff = sorted(((second["gc"].get(k, 0) - first["gc"].get(k, 0), k) for k in set(first["gc"]) | set(second["gc"])),
                     reverse=True)[:top]
    caches = [(name, first["caches"].get(name, [0, None])[0], size, bound)
              for name, (size, bound) in sorted(second["caches"].items())]
    return {"traced": (first["traced"], second["traced"]), "lines": lines, "traces": traces,
            "gc": [(d, k) for d, k in gc_diff if d > 0], "caches": caches, "where": where,
            "bot": (first.get("bot", {}), second.get("bot", {})),
            "collector": (first["collector"], second["collector"]), "collected": _collected(second, gc_diff),
            "collections": second.get("collections", [])[len(first.get("collections", [])):]}


def _collected(last: dict[str, Any], grown: list[tuple[int, str]]) -> dict[str, Any] | None:
    """What the full collection after the last snapshot freed: the objects found unreachable,
    pymalloc's allocated bytes before and after, and the grown types before and after."""
    done = last.get("collected")
    if done is None:
        return None
    return {"unreachable": done["unreachable"], "seconds": last.get("full_collection_s"),
            "allocated": (last["pymalloc"].get("allocated"), done["pymalloc"].get("allocated")),
            "types": [(k, last["gc"].get(k, 0), done["gc"].get(k, 0)) for d, k in grown[:8] if d > 0]}


def _short(filename: str) -> str:
    for marker in ("/site-packages/", str(ROOT) + "/"):
        if marker in filename:
            return filename.split(marker, 1)[1]
    return filename


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(round(q * (len(sorted_values) - 1))))]


def shown_state(msg: FakeMessage, game_id: int) -> tuple[str, int | None]:
    """("over", None), ("running", version) from the controls, or ("unknown", None)."""
    versions = set()
    for comp in _components(msg.components):
        cid = decode(str(comp.get("custom_id") or ""))
        if cid is not None and cid.kind in TABLE_KINDS and cid.game_id == game_id:
            versions.add(cid.version)
    if is_over(msg):
        return "over", None
    if len(versions) == 1:
        return "running", versions.pop()
    return "unknown", None


def _components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for comp in components or []:
        out.append(comp)
        out.extend(_components(comp.get("components") or []))
    return out


async def game_rows(database: str) -> list[tuple[Any, ...]]:
    """Every game's (id, status, version, message_id), read through the bot's own storage (a
    DATABASE_URL or a SQLite path; the bot has stopped, so the schema is already at its head)."""
    from sqlalchemy import text

    from bot.storage import Storage

    store = await Storage.open(database)
    try:
        return await store.db.run(lambda conn: [tuple(row) for row in conn.execute(
            text("SELECT id, status, version, message_id FROM games"))])
    finally:
        await store.close()


async def behind_report(fake: FakeDiscord, database: str) -> dict[str, int]:
    counts = {"games": 0, "checked": 0, "behind": 0, "ahead": 0, "no message id": 0, "message missing": 0,
              "unreadable": 0}
    for game_id, status, version, message_id in await game_rows(database):
        counts["games"] += 1
        if message_id is None:
            counts["no message id"] += 1
            continue
        msg = fake.messages.get(int(message_id))
        if msg is None or msg.deleted:
            counts["message missing"] += 1
            continue
        shown, shown_version = shown_state(msg, int(game_id))
        if shown == "unknown":
            counts["unreadable"] += 1
            continue
        counts["checked"] += 1
        if status == "over":
            if shown != "over":
                counts["behind"] += 1
        elif shown == "over" or shown_version is None:
            counts["ahead"] += 1
        elif shown_version < version:
            counts["behind"] += 1
        elif shown_version > version:
            counts["ahead"] += 1
    return counts


def log_lines(text: str) -> tuple[int, int, list[str]]:
    """(ERROR lines, Traceback lines, a few distinct ERROR messages and the distinct
    exceptions the tracebacks end with)."""
    lines = text.splitlines()
    errors = [line for line in lines if re.search(r"\bERROR\b", line)]
    tracebacks = sum(1 for line in lines if line.startswith("Traceback"))
    distinct: dict[str, None] = {}
    for line in errors:
        distinct.setdefault(re.sub(r"^\S+ \S+ ", "", line)[:120], None)
    ends: dict[str, int] = {}
    inside = False
    for line in lines:  # a traceback's exception: its first line back at the margin
        if line.startswith("Traceback"):
            inside = True
        elif inside and line and not line[0].isspace() and not line.startswith(("During handling", "The above")):
            ends[line[:120]] = ends.get(line[:120], 0) + 1
            inside = False
    return len(errors), tracebacks, list(distinct)[:5] + [f"{n} x {end}" for end, n in list(ends.items())[:5]]


def two_servers(fake: FakeDiscord) -> list[int]:
    """A channel on shard 0 and one on shard 1 of 2: the fake's first guild, and a second guild
    on the other shard (as tests/e2e/test_two_processes.py does)."""
    first = fake.shard_of(fake.guild_id, 2)
    _, other = fake.add_guild("second server", shard=(1 - first, 2))
    by_shard = {first: fake.channel_id, 1 - first: other}
    return [by_shard[0], by_shard[1]]


def text_from(path: Path, offset: int) -> str:
    try:
        with path.open("rb") as f:
            f.seek(offset)
            return f.read().decode("utf-8", "replace")
    except FileNotFoundError:
        return ""


def file_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


async def run_one(n: int, backend: str, args: argparse.Namespace, pg: PostgresServer | None,
                  number: int, root: Path = ROOT, label: str = "") -> dict[str, Any]:
    fake = FakeDiscord(record_requests=False, timeout=args.answer_wait,
                       callback_deadline=None if args.no_expire else DEADLINE)
    await fake.start()
    run = Run(n)
    pg_log = pg.folder / "log" if pg is not None else None
    try:
        users = [fake.add_member(f"player{i:03d}") for i in range(n)]
        # Two processes: a guild on each shard, members alternating in pairs between them, so each
        # shard gets as many members of each game (members alternate games one by one).
        channels = two_servers(fake) if backend == "postgresql-2" else [fake.channel_id]
        with tempfile.TemporaryDirectory(prefix="load-bench-") as tmp:
            env = {"LOG_LEVEL": "WARNING"}
            if backend == "sqlite":
                database = str(Path(tmp) / "bot.sqlite3")
                env["DATABASE_PATH"] = database
                envs = [env]
            else:
                assert pg is not None
                database = pg.create_database(f"bench{number}")
                env["DATABASE_URL"] = database
                envs = ([env] if backend == "postgresql" else
                        [{**env, "SHARD_COUNT": "2", "SHARD_IDS": str(shard)} for shard in range(2)])
            pg_log_from = file_size(pg_log) if pg_log is not None else 0
            pg_pid = postmaster_pid(pg) if pg is not None and backend != "sqlite" else None
            trace = Path(tmp) / "trace" if args.trace_memory and root == ROOT else None
            module = None
            if trace is not None:  # through this module, which traces the bot's allocations
                trace.mkdir()
                module = "benchmarks.load_bench"
                envs = [{**e, TRACE_VARIABLE: str(trace), TRACE_FRAMES_VARIABLE: str(args.trace_frames)}
                        for e in envs]
            started = time.perf_counter()
            bots: list[BotProcess] = []
            async with contextlib.AsyncExitStack() as stack:
                for bot_env in envs:  # one after the other, each ready (its shards connected) first
                    bots.append(await stack.enter_async_context(
                        bot_subprocess(fake, env=bot_env, stop_timeout=10.0, root=root, module=module)))
                ready_s = time.perf_counter() - started

                def cpu() -> tuple[list[float], list[float], float]:
                    """CPU seconds so far: each bot's main process, each bot with its picture
                    workers, and the PostgreSQL server (0 on SQLite)."""
                    return ([proc_cpu_seconds(b.pid) for b in bots], [tree_cpu_seconds(b.pid) for b in bots],
                            tree_cpu_seconds(pg_pid) if pg_pid is not None else 0.0)

                loop = asyncio.get_running_loop()
                t0 = loop.time()
                window = (t0 + args.warmup, t0 + args.warmup + args.seconds)
                games = MIXES[args.mix]
                members = [Member(fake, run, u, games[i % len(games)], random.Random(args.seed * 1000 + i), window,
                                  args.answer_wait, channels[(i // 2) % len(channels)], args.reopen,
                                  games if args.mix == "every-solo" else GAMES)
                           for i, u in enumerate(users)]
                tasks = [asyncio.create_task(m.play(window[1], delay=i / n)) for i, m in enumerate(members)]
                sampler = asyncio.create_task(sample_memory(run, [b.pid for b in bots], t0, window[1],
                                                            args.mem_every))
                end = args.warmup + args.seconds  # a snapshot at the latest as the members stop
                tracer = asyncio.create_task(take_snapshots(trace, t0, (min(args.slope[0], end), min(args.slope[1], end)))
                                             ) if trace is not None else None

                await asyncio.sleep(max(window[0] - loop.time(), 0))
                cpu0, wall0 = cpu(), time.perf_counter()
                load0 = os.getloadavg()[0]
                self0 = resource.getrusage(resource.RUSAGE_SELF)
                await asyncio.sleep(max(window[1] - loop.time(), 0))
                cpu1, wall1 = cpu(), time.perf_counter()
                load1 = os.getloadavg()[0]
                self1 = resource.getrusage(resource.RUSAGE_SELF)
                await sampler
                snapshots = await tracer if tracer is not None else None
                if tracer is not None and snapshots is None:
                    run.driver_errors["the traced bot did not dump its snapshot within a minute"] = 1
                growth = growth_report(snapshots, args.trace_top) if snapshots else None

                await members_done(tasks, run, args.answer_wait)
                # Let the bot's last edits (a resign's table) land: 1 s without any REST call.
                fake.settle = 1.0
                try:
                    await asyncio.wait_for(fake.settled(), 30)
                except asyncio.TimeoutError:
                    run.driver_errors["the bot was still busy 30 s after the run"] = 1
                peaks_kb = [proc_status_kb(b.pid, "VmHWM") for b in bots]
                rss_kb = [proc_status_kb(b.pid, "VmRSS") for b in bots]
            exit_codes = [b.returncode for b in bots]
            behind = await behind_report(fake, database)
        stderr = "".join(b.stderr for b in bots)
        errors, tracebacks, distinct = log_lines(stderr)
        pg_errors = [line for line in text_from(pg_log, pg_log_from).splitlines() if "ERROR:" in line] \
            if pg_log is not None and backend != "sqlite" else []
    finally:
        await fake.stop()

    wall = wall1 - wall0
    bot_cpu_s = [b - a for a, b in zip(cpu0[0], cpu1[0])]
    tree_cpu_s = [b - a for a, b in zip(cpu0[1], cpu1[1])]
    db_cpu_s = cpu1[2] - cpu0[2]
    measured = run.samples
    answered = sorted(s.elapsed for s in measured if s.elapsed is not None)
    updates = sorted(s.update for s in measured if s.update is not None)
    return {
        "n": n,
        "backend": backend, "label": label,
        "processes": len(exit_codes),
        "ready_s": ready_s,
        "interactions": len(measured),
        "per_s": len(measured) / args.seconds,
        "clicks": sum(1 for s in measured if s.what == "click"),
        "panels": sum(1 for s in measured if s.what == "panel"),
        "p50": percentile(answered, 0.50),
        "p95": percentile(answered, 0.95),
        "p99": percentile(answered, 0.99),
        "max": answered[-1] if answered else float("nan"),
        "upd_p50": percentile(updates, 0.50),
        "upd_p95": percentile(updates, 0.95),
        "over_3s": sum(1 for x in answered if x > DEADLINE),
        "expired": sum(1 for s in measured if s.expired),
        "no_answer": sum(1 for s in measured if s.elapsed is None),
        "deferred": sum(1 for s in measured if s.response_type in (5, 6)),
        "errors": errors,
        "tracebacks": tracebacks,
        "distinct_errors": distinct,
        "pg_errors": len(pg_errors),
        "pg_distinct_errors": list(dict.fromkeys(re.sub(r"^.*?ERROR:\s*", "", line)[:120] for line in pg_errors))[:5],
        "peak_mb": [kb / 1024 for kb in peaks_kb],
        "rss_mb": [kb / 1024 for kb in rss_kb],
        "cpu_pct": 100 * sum(bot_cpu_s) / wall,  # the bots' main processes
        "tree_cpu_pct": 100 * sum(tree_cpu_s) / wall,  # with their picture workers
        "each_cpu_pct": [(100 * a / wall, 100 * b / wall) for a, b in zip(bot_cpu_s, tree_cpu_s)],
        "db_cpu_pct": 100 * db_cpu_s / wall,
        "cpu_click_ms": 1000 * (sum(tree_cpu_s) + db_cpu_s) / len(measured) if measured else float("nan"),
        "driver_cpu_pct": 100 * ((self1.ru_utime + self1.ru_stime) - (self0.ru_utime + self0.ru_stime)) / wall,
        "exit_codes": exit_codes,
        "load": (load0, load1),
        "cores": os.cpu_count(),
        "behind": behind,
        "stale": run.stale,
        "early": run.early,
        "refused": run.refused,
        "driver_errors": run.driver_errors,
        "games_started": run.games_started,
        "blocked": run.blocked,
        "stuck": run.stuck,
        "retired": run.retired,
        "games_finished": run.games_finished,
        "memory": memory_summary(run.memory, args.warmup, args.slope, args.rss_every),
        "growth": growth,
    }


def _mb(values: list[float]) -> str:
    return " + ".join(f"{v:.0f}" for v in values) + " MB"


def report(r: dict[str, Any], args: argparse.Namespace) -> None:
    b = r["behind"]
    procs = "bot" if r["processes"] == 1 else f"{r['processes']} bots"
    print(f"\n== {r['backend']}{' ' + r['label'] if r.get('label') else ''}: {r['n']} games, {args.seconds:g} s measured after {args.warmup:g} s warm-up "
          f"({procs} ready in {r['ready_s']:.1f} s) ==")
    print(f"  interactions     {r['interactions']} ({r['clicks']} clicks, {r['panels']} panels opened), "
          f"{r['per_s']:.1f}/s; "
          f"{r['deferred']} deferred")
    print(f"  to the callback  p50 {r['p50'] * 1000:.0f} ms, p95 {r['p95'] * 1000:.0f} ms, "
          f"p99 {r['p99'] * 1000:.0f} ms, max {r['max'] * 1000:.0f} ms")
    print(f"  to the new table p50 {r['upd_p50'] * 1000:.0f} ms, p95 {r['upd_p95'] * 1000:.0f} ms (clicks that changed it)")
    expiry = "refused by the fake as Discord would" if not args.no_expire else "accepted (--no-expire)"
    print(f"  over {DEADLINE:.1f} s       {r['over_3s']} ({r['expired']} {expiry}); "
          f"no answer within {args.answer_wait:g} s: {r['no_answer']}")
    print(f"  bot stderr       {r['errors']} ERROR lines, {r['tracebacks']} Tracebacks"
          + "".join(f"\n                     {line}" for line in r["distinct_errors"]))
    exits = ", ".join(str(code) for code in r["exit_codes"])
    label = "bot processes" if r["processes"] > 1 else "bot process"
    print(f"  {label:<16} peak RSS {_mb(r['peak_mb'])} (now {_mb(r['rss_mb'])}), "
          f"CPU {r['cpu_pct']:.0f}% of one core ({r['tree_cpu_pct']:.0f}% with the picture workers); "
          f"exit code after SIGTERM {exits}")
    if r["processes"] > 1:
        print("                   " + "; ".join(f"shard {i}: {main:.0f}% ({tree:.0f}% with workers)"
                                                for i, (main, tree) in enumerate(r["each_cpu_pct"])))
    if r["backend"] != "sqlite":
        print(f"  PostgreSQL       CPU {r['db_cpu_pct']:.0f}% of one core (the postmaster and every process under it); "
              f"{r['pg_errors']} ERROR lines in its log"
              + "".join(f"\n                     {line}" for line in r["pg_distinct_errors"]))
    print(f"  CPU a click      {r['cpu_click_ms']:.1f} ms (bot{'s' if r['processes'] > 1 else ''} with workers"
          f"{' + PostgreSQL' if r['backend'] != 'sqlite' else ''}, per interaction measured)")
    print(f"  load driver      CPU {r['driver_cpu_pct']:.0f}% of one core (fake Discord + {r['n']} members); "
          f"machine load average {r['load'][0]:.1f} -> {r['load'][1]:.1f} on {r['cores']} cores")
    print(f"  games            {r['games_started']} started, {r['games_finished']} played to the end; "
          f"stale clicks {r['stale']} ({r['stuck']} on a picker step without Resign), "
          f"clicks before the table was linked {r['early']}, "
          f"/play refused for a game without a message {r['blocked']} ({r['retired']} members gave up)"
          + (f", other refusals {r['refused']}" if r["refused"] else ""))
    print(f"  messages behind the database: {b['behind']} of {b['checked']} checked "
          f"({b['games']} games; ahead {b['ahead']}, no message id {b['no message id']}, "
          f"message missing {b['message missing']}, unreadable {b['unreadable']})")
    mem = r["memory"]
    step = max(1, len(mem["timeline"]) // 12)
    print(f"  memory           RSS {mem['first_mb']:.0f} -> {mem['last_mb']:.0f} MiB; growth per 1,000 "
          f"interactions {mem['slope_all']:.2f} MiB over the measured window, {mem['slope_late']:.2f} MiB "
          f"over its second half")
    print("                   " + ", ".join(f"{at:.0f} s: {mb:.0f} MiB at {n}"
                                            for at, n, mb in mem["timeline"][::step]))
    print(f"  RSS every {mem['every']:g} s   " + ", ".join(f"{at:.0f} s {mb:.0f}" for at, _, mb in mem["steps"])
          + " MiB (the main process" + ("es" if r["processes"] > 1 else "") + ")")
    lo, hi = mem["window"]
    print(f"  minutes {lo / 60:.2g}-{hi / 60:.2g}      {mem['slope_window']:.2f} MiB per 1,000 interactions "
          f"({mem['window_interactions']} interactions from {lo:g} s to {hi:g} s)")
    growth = r.get("growth")
    if growth:
        print_growth(growth, lo, hi)
    if r["driver_errors"]:
        print(f"  load driver problems: {r['driver_errors']}")


def print_growth(g: dict[str, Any], lo: float, hi: float) -> None:
    print(f"  where the memory is, at {lo:g} s and {hi:g} s (in the bot, when asked):")
    for label, a, b in g["where"]:
        if "blocks (" in label:
            print(f"    {label:<44} {a:>12,} -> {b:>12,} ({b - a:+,})")
        else:
            scale = 1 if "arenas" not in label else 2**20  # a count of 1 MiB arenas
            print(f"    {label:<44} {a * scale / 2**20:>8.1f} -> {b * scale / 2**20:>8.1f} MiB "
                  f"({(b - a) * scale / 2**20:+.1f})")
    a, b = g["traced"]
    if a is not None:
        print(f"  traced growth    {lo:g} s -> {hi:g} s: {a / 2**20:.1f} -> {b / 2**20:.1f} MiB traced by tracemalloc "
              f"({(b - a) / 2**20:+.1f} MiB); top lines:")
        for size, count, where in g["lines"]:
            print(f"    {size / 1024:+10.0f} KiB {count:+8d} blocks  {where}")
    if g["traces"]:
        print("  top tracebacks (outermost first):")
        for size, count, frames in g["traces"]:
            print(f"    {size / 1024:+10.0f} KiB {count:+8d} blocks  " + " -> ".join(frames[::-1]))
    a, b = g["bot"]
    for key in b:
        print(f"  in the bot: {key}: {a.get(key)} -> {b[key]}")
    a, b = g["collector"]
    runs = [y["collections"] - x["collections"] for x, y in zip(a["stats"], b["stats"])]
    print(f"  garbage collector: threshold {tuple(b['threshold'])}, {b['frozen']} objects frozen; collections of "
          f"generations 0/1/2 between the snapshots {'/'.join(map(str, runs))}; counts now {tuple(b['counts'])}")
    for gen in (1, 2):
        walls = sorted(c[1] for c in g["collections"] if c[0] == gen)
        cpus = sorted(c[2] for c in g["collections"] if c[0] == gen)
        if walls:
            print(f"  collections of generation {gen} between the snapshots: {len(walls)}, wall "
                  f"{1000 * walls[len(walls) // 2]:.0f} ms median, {1000 * walls[-1]:.0f} ms the longest; CPU "
                  f"{1000 * cpus[len(cpus) // 2]:.0f} ms median, {1000 * cpus[-1]:.0f} ms the most")
    done = g["collected"]
    if done:
        x, y = done["allocated"]
        print(f"  a full collection after the last snapshot ({1000 * (done['seconds'] or 0):.0f} ms) found "
              f"{done['unreachable']} unreachable objects; "
              f"pymalloc allocated {x / 2**20:.1f} -> {y / 2**20:.1f} MiB; "
              + ", ".join(f"{k.rsplit('.', 1)[-1]} {before} -> {after}" for k, before, after in done["types"]))
    print("  objects tracked by the garbage collector, growth by type: "
          + ", ".join(f"{k} {d:+d}" for d, k in g["gc"]))
    grew = [(name, a0, a1, bound) for name, a0, a1, bound in g["caches"] if a1]
    print("  functools caches (entries at the two snapshots / bound):")
    for name, a0, a1, bound in grew:
        print(f"    {name}: {a0} -> {a1} / {'unbounded' if bound is None else bound}")


def ratio(value: float, base: float | None) -> str:
    if base is None or not base or value != value or base != base:
        return "-"
    return f"x{value / base:.2f}"


def summary(results: list[dict[str, Any]]) -> None:
    print(f"\n{'backend':<12} {'games':>5} {'int/s':>6} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'max ms':>7} "
          f"{'>3s':>5} {'none':>5} {'ERROR':>5} {'Trace':>5} {'peak MB':>7} {'CPU %':>5} {'+wrk %':>6} {'pg %':>5} "
          f"{'behind':>6} {'no msg':>6} {'load':>9} {'MiB/1k':>7}")
    for r in results:
        pg = f"{r['db_cpu_pct']:>5.0f}" if r["backend"] != "sqlite" else f"{'-':>5}"
        load = f"{r['load'][0]:.1f}-{r['load'][1]:.1f}"
        print(f"{_name(r):<12} {r['n']:>5} {r['per_s']:>6.1f} {r['p50'] * 1000:>7.0f} {r['p95'] * 1000:>7.0f} "
              f"{r['p99'] * 1000:>7.0f} {r['max'] * 1000:>7.0f} {r['over_3s']:>5} {r['no_answer']:>5} "
              f"{r['errors']:>5} {r['tracebacks']:>5} {max(r['peak_mb']):>7.0f} {r['cpu_pct']:>5.0f} "
              f"{r['tree_cpu_pct']:>6.0f} {pg} {r['behind']['behind']:>6} {r['behind']['no message id']:>6} "
              f"{load:>9} {r['memory']['slope_late']:>7.2f}")

    # The backends side by side, each against the sqlite run of the same N; with --before, each
    # run of the working tree against the run before it (the same N and backend, the old bot).
    before = {(r["n"], r["backend"]): r for r in results if r.get("label", "").startswith("before")}
    base = {r["n"]: r for r in results if r["backend"] == "sqlite"}
    print(f"\n{'backend':<12} {'games':>5} {'int/s':>13} {'p50 ms':>13} {'p99 ms':>13} {'CPU/click ms':>14}")
    for r in results:
        b = before.get((r["n"], r["backend"])) if before else base.get(r["n"])
        cells = []
        for key, scale, fmt in (("per_s", 1, "{:.1f}"), ("p50", 1000, "{:.0f}"), ("p99", 1000, "{:.0f}"),
                                ("cpu_click_ms", 1, "{:.1f}")):
            value = r[key] * scale
            cells.append(f"{fmt.format(value)} {ratio(r[key], b[key] if b else None)}")
        print(f"{_name(r):<12} {r['n']:>5} {cells[0]:>13} {cells[1]:>13} {cells[2]:>13} {cells[3]:>14}")
    print("CPU/click: CPU seconds of the bot processes (with their picture workers) and, on PostgreSQL, of "
          "its server, per interaction measured; ratios against " +
          ("the bot before, on the same backend and number of games." if before else
           "sqlite at the same number of games."))


def _name(r: dict[str, Any]) -> str:
    label = r.get("label", "")
    return r["backend"] + ("/before" if label.startswith("before") else "/after" if label else "")


async def main_async(args: argparse.Namespace) -> int:
    results = []
    pg: PostgresServer | None = None
    number = 0
    try:
        if any(b != "sqlite" for b in args.backend):
            pg = await asyncio.get_running_loop().run_in_executor(None, start_server)
        with contextlib.ExitStack() as stack:
            # --before REV: each run first with the bot as it was at REV, then as it is now
            # (one after the other, on the same machine load), so a change shows its effect.
            trees = [(ROOT, "")]
            if args.before:
                trees.insert(0, (stack.enter_context(checkout(args.before)), f"before ({args.before})"))
                trees[1] = (ROOT, "after (working tree)")
            for n in args.games:  # the backends of one N one after the other, so they meet similar machine load
                for backend in args.backend:
                    for root, label in trees:
                        number += 1
                        r = await run_one(n, backend, args, pg, number, root, label)
                        report(r, args)
                        results.append(r)
    finally:
        if pg is not None:
            pg.stop("fast")
            pg.remove()
    summary(results)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[20, 50, 100], help="concurrent games (members)")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds per run")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mix", choices=sorted(MIXES), default="solo",
                        help="solo: Deck Defence and Defend and Capture; all: every game, the two-player ones "
                             "against the bot from private panels; every-solo: every game played alone (Defend "
                             "and Capture, Deck Defence, Tower Defense, Under Siege's solitaire)")
    parser.add_argument("--reopen", type=float, default=0.3,
                        help="with --mix all: the chance that a member opens its private panel again before a "
                             "click on it")
    parser.add_argument("--mem-every", type=float, default=5.0,
                        help="seconds between samples of the bots' resident memory")
    parser.add_argument("--rss-every", type=float, default=30.0,
                        help="seconds between the RSS figures printed (from the samples)")
    parser.add_argument("--slope", type=float, nargs=2, default=[60.0, 180.0], metavar=("FROM", "TO"),
                        help="seconds from the start between which the memory growth per 1,000 interactions "
                             "is printed (minutes 1 to 3 by default; the warm-up counts)")
    parser.add_argument("--trace-memory", action="store_true",
                        help="print what grew in the bot between the two --slope times: object types, functools "
                             "caches, pymalloc's and malloc's figures, and with --trace-frames, tracemalloc's lines")
    parser.add_argument("--trace-frames", type=int, default=0,
                        help="with --trace-memory: trace the bot's allocations with tracemalloc, this many frames "
                             "each (0: no tracemalloc; it slows the bot several times and adds to its RSS)")
    parser.add_argument("--trace-top", type=int, default=15, help="lines printed of the growth report")
    parser.add_argument("--answer-wait", type=float, default=20.0,
                        help="seconds a member waits for a callback (or a table edit) before giving up")
    parser.add_argument("--no-expire", action="store_true",
                        help="accept callbacks after 3 s (Discord refuses them)")
    parser.add_argument("--backend", nargs="+", choices=BACKENDS, default=["sqlite"],
                        help="sqlite: one process on SQLite; postgresql: one process on PostgreSQL; "
                             "postgresql-2: two processes (shards 0 and 1 of 2) on one PostgreSQL database")
    parser.add_argument("--before", metavar="REV",
                        help="also run the bot as it was at this commit, before each run of the working tree")
    args = parser.parse_args()
    args.backend = list(dict.fromkeys(args.backend))  # each once, in the order given
    args.slope = tuple(args.slope)
    if any(n < 1 for n in args.games) or args.seconds <= 0 or args.warmup < 0:
        parser.error("--games must be positive, --seconds > 0, --warmup >= 0")
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
