"""Many people playing at once: the real bot process against a fake Discord. Not a test.

    .venv/bin/python benchmarks/load_bench.py [--games 20 50 100] [--seconds 30] [--warmup 5]
                                              [--seed 1] [--no-expire] [--answer-wait 20]

For each N: a fresh fake Discord (in this process, on 127.0.0.1), the bot started by its real
entry point as a subprocess (`tests.fakediscord.bot_process`, a fresh database, LOG_LEVEL=WARNING),
N members.  Each member starts a solo game (members alternate Deck Defence and Defend and
Capture) and then clicks as fast as it can: a random game-advancing control of its table
(what `tests.e2e.helpers.random_click` picks), wait for the callback, again; "Play again" when
the game is over.  All N at once, for a warm-up and then `--seconds` of measurement.

Measured per interaction (every slash command and click dispatched in the measured window):
the time from dispatching INTERACTION_CREATE to the bot's callback (what Discord's 3-second
deadline measures).  Like Discord, the fake refuses a callback that comes after 3 s
(`callback_deadline`; `--no-expire` accepts it); such a click's move is stored but its table is
not shown, and the member's next click hits an old button: it then resigns that game (Resign,
"Yes, resign") and starts a new one with /play.

Printed per N: interactions per second; p50/p95/p99/max of the time to the callback; deadline
misses (callback after 3.0 s, refused or not) and interactions without any answer (none within
`--answer-wait` s); the ERROR/Traceback lines in the bot's stderr; the bot's peak RSS (VmHWM)
and its CPU over the measured window (utime+stime, % of one core); and, after the bot stopped,
the public messages behind the database: each game row's `message_id` names its message in the
fake; the version a running table shows is the one in its controls' custom_ids
(`ct:<kind>:<game>:<version>:<path>`), a finished table shows "Game over"; a message is behind
when it shows an older version than the row's, or a running game when the row says over.
A game row without a message id (its /play or Play again was answered too late) is counted
apart ("no msg"): it has no public message at all.
"""

from __future__ import annotations

import argparse
import asyncio
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `tests` is not an installed package

from bot.customid import decode  # noqa: E402
from tests.e2e.helpers import action_controls, is_over  # noqa: E402
from tests.fakediscord import FakeDiscord, FakeDiscordError, FakeMessage, FakeUser, InteractionResult  # noqa: E402
from tests.fakediscord.bot_process import BotProcess, bot_subprocess  # noqa: E402

GAMES = ("deck-defence", "defend-and-capture")
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


class Member:
    def __init__(self, fake: FakeDiscord, run: Run, user: FakeUser, key: str, rng: random.Random,
                 window: tuple[float, float], wait: float) -> None:
        self.fake, self.run, self.user, self.key, self.rng = fake, run, user, key, rng
        self.window = window
        self.wait = wait
        self.msg: FakeMessage | None = None
        self.keys = [key, *[k for k in GAMES if k != key]]
        self.retired = False

    def _record(self, what: str, started: float, res: InteractionResult | None, update: float | None = None) -> None:
        if not self.window[0] <= started < self.window[1]:
            return
        if res is None:
            self.run.samples.append(Sample(started, what, None, None))
            return
        expired = res.interaction_id in self.fake.expired_callbacks
        answered = res.response_type is not None or expired
        self.run.samples.append(Sample(started, what, res.elapsed if answered else None, res.response_type,
                                       expired, update))

    async def _act(self, what: str, call: Any) -> InteractionResult | None:
        loop = asyncio.get_running_loop()
        started = loop.time()
        try:
            res: InteractionResult | None = await call
        except FakeDiscordError as exc:
            if "did not answer" not in str(exc):
                raise
            res = None
        self._record(what, started, res)
        return res

    async def _table_of(self, res: InteractionResult | None) -> FakeMessage | None:
        """The new public table a /play or Play again answered with (a deferral is filled later)."""
        if res is None or res.message is None or res.ephemeral:
            return None
        if res.response_type == 5:
            await self.fake.wait_for_edit(res.message, 0, self.wait)
        return res.message

    async def start(self) -> None:
        res = await self._act("play", self.fake.slash(self.user, "play", subcommand=self.key, settle=False))
        self.msg = await self._table_of(res)
        if self.msg is not None:
            self.run.games_started += 1
        elif res is not None and res.ephemeral and res.message is not None and "already have" in res.message.content:
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
        self.msg = await self._table_of(res)
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
        res = await self._act("resign", self.fake.click(self.user, self.msg, resign[0], settle=False))
        if res is not None and res.message is not None and res.ephemeral:
            ask = res.message
            if res.response_type == 5:
                await self.fake.wait_for_edit(ask, 0, self.wait)
            yes = [b for b in self.fake.buttons(ask) if b.label == "Yes, resign"]
            if yes:
                await self._act("confirm", self.fake.click(self.user, ask, yes[0], settle=False))
        self.msg = None

    async def click(self) -> None:
        assert self.msg is not None
        msg = self.msg
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
        try:
            res: InteractionResult | None = await call
        except FakeDiscordError as exc:
            if "did not answer" not in str(exc):
                raise
            res = None
        update = None
        if res is not None and res.response_type == 6:  # a deferred update: the table follows
            try:
                await self.fake.wait_for_edit(msg, edits, self.wait)
            except FakeDiscordError:
                pass
        if msg.edit_count > edits:
            update = loop.time() - started if res is None or res.response_type != 7 else res.elapsed
        self._record("click", started, res, update)
        if res is not None and res.ephemeral and res.message is not None:
            text = res.message.content
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


def proc_cpu_seconds(pid: int) -> float:
    data = Path(f"/proc/{pid}/stat").read_text()
    fields = data[data.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime, stime


def proc_status_kb(pid: int, key: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


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


def behind_report(fake: FakeDiscord, db_path: Path) -> dict[str, int]:
    counts = {"games": 0, "checked": 0, "behind": 0, "ahead": 0, "no message id": 0, "message missing": 0,
              "unreadable": 0}
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT id, status, version, message_id FROM games").fetchall()
    finally:
        conn.close()
    for game_id, status, version, message_id in rows:
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
    """(ERROR lines, Traceback lines, a few distinct ERROR messages)."""
    errors = [line for line in text.splitlines() if re.search(r"\bERROR\b", line)]
    tracebacks = sum(1 for line in text.splitlines() if line.startswith("Traceback"))
    distinct: dict[str, None] = {}
    for line in errors:
        distinct.setdefault(re.sub(r"^\S+ \S+ ", "", line)[:120], None)
    return len(errors), tracebacks, list(distinct)[:5]


async def run_one(n: int, args: argparse.Namespace) -> dict[str, Any]:
    fake = FakeDiscord(record_requests=False, timeout=args.answer_wait,
                       callback_deadline=None if args.no_expire else DEADLINE)
    await fake.start()
    run = Run(n)
    try:
        users = [fake.add_member(f"player{i:03d}") for i in range(n)]
        with tempfile.TemporaryDirectory(prefix="load-bench-") as tmp:
            db = Path(tmp) / "bot.sqlite3"
            started = time.perf_counter()
            bot: BotProcess
            async with bot_subprocess(fake, env={"DATABASE_PATH": str(db), "LOG_LEVEL": "WARNING"},
                                      stop_timeout=10.0) as bot:
                ready_s = time.perf_counter() - started
                loop = asyncio.get_running_loop()
                t0 = loop.time()
                window = (t0 + args.warmup, t0 + args.warmup + args.seconds)
                members = [Member(fake, run, u, GAMES[i % 2], random.Random(args.seed * 1000 + i), window,
                                  args.answer_wait) for i, u in enumerate(users)]
                tasks = [asyncio.create_task(m.play(window[1], delay=i / n)) for i, m in enumerate(members)]

                await asyncio.sleep(max(window[0] - loop.time(), 0))
                cpu0, wall0 = proc_cpu_seconds(bot.pid), time.perf_counter()
                load0 = os.getloadavg()[0]
                self0 = resource.getrusage(resource.RUSAGE_SELF)
                await asyncio.sleep(max(window[1] - loop.time(), 0))
                cpu1, wall1 = proc_cpu_seconds(bot.pid), time.perf_counter()
                load1 = os.getloadavg()[0]
                self1 = resource.getrusage(resource.RUSAGE_SELF)

                # Members finish what they are doing (each step is bounded by --answer-wait).
                done, pending = await asyncio.wait(tasks, timeout=3 * args.answer_wait + 10)
                for task in pending:
                    task.cancel()
                for task in done:
                    if task.exception() is not None:
                        key = f"member crashed: {task.exception()!r}"[:100]
                        run.driver_errors[key] = run.driver_errors.get(key, 0) + 1
                # Let the bot's last edits (a resign's table) land: 1 s without any REST call.
                fake.settle = 1.0
                try:
                    await asyncio.wait_for(fake.settled(), 30)
                except asyncio.TimeoutError:
                    run.driver_errors["the bot was still busy 30 s after the run"] = 1
                peak_kb = proc_status_kb(bot.pid, "VmHWM")
                rss_kb = proc_status_kb(bot.pid, "VmRSS")
            exit_code = bot.returncode
            behind = behind_report(fake, db)
        errors, tracebacks, distinct = log_lines(bot.stderr)
    finally:
        await fake.stop()

    measured = run.samples
    answered = sorted(s.elapsed for s in measured if s.elapsed is not None)
    updates = sorted(s.update for s in measured if s.update is not None)
    return {
        "n": n,
        "ready_s": ready_s,
        "interactions": len(measured),
        "per_s": len(measured) / args.seconds,
        "clicks": sum(1 for s in measured if s.what == "click"),
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
        "peak_mb": peak_kb / 1024,
        "rss_mb": rss_kb / 1024,
        "cpu_pct": 100 * (cpu1 - cpu0) / (wall1 - wall0),
        "driver_cpu_pct": 100 * ((self1.ru_utime + self1.ru_stime) - (self0.ru_utime + self0.ru_stime)) / (wall1 - wall0),
        "exit_code": exit_code,
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
    }


def report(r: dict[str, Any], args: argparse.Namespace) -> None:
    b = r["behind"]
    print(f"\n== {r['n']} games, {args.seconds:g} s measured after {args.warmup:g} s warm-up "
          f"(bot ready in {r['ready_s']:.1f} s) ==")
    print(f"  interactions     {r['interactions']} ({r['clicks']} clicks), {r['per_s']:.1f}/s; "
          f"{r['deferred']} deferred")
    print(f"  to the callback  p50 {r['p50'] * 1000:.0f} ms, p95 {r['p95'] * 1000:.0f} ms, "
          f"p99 {r['p99'] * 1000:.0f} ms, max {r['max'] * 1000:.0f} ms")
    print(f"  to the new table p50 {r['upd_p50'] * 1000:.0f} ms, p95 {r['upd_p95'] * 1000:.0f} ms (clicks that changed it)")
    expiry = "refused by the fake as Discord would" if not args.no_expire else "accepted (--no-expire)"
    print(f"  over {DEADLINE:.1f} s       {r['over_3s']} ({r['expired']} {expiry}); "
          f"no answer within {args.answer_wait:g} s: {r['no_answer']}")
    print(f"  bot stderr       {r['errors']} ERROR lines, {r['tracebacks']} Tracebacks"
          + "".join(f"\n                     {line}" for line in r["distinct_errors"]))
    print(f"  bot process      peak RSS {r['peak_mb']:.0f} MB (now {r['rss_mb']:.0f} MB), "
          f"CPU {r['cpu_pct']:.0f}% of one core; exit code after SIGTERM {r['exit_code']}")
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
    if r["driver_errors"]:
        print(f"  load driver problems: {r['driver_errors']}")


async def main_async(args: argparse.Namespace) -> int:
    results = []
    for n in args.games:
        r = await run_one(n, args)
        report(r, args)
        results.append(r)
    print(f"\n{'games':>5} {'int/s':>6} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'max ms':>7} {'>3s':>5} "
          f"{'none':>5} {'ERROR':>5} {'Trace':>5} {'peak MB':>7} {'CPU %':>5} {'behind':>6} {'no msg':>6}")
    for r in results:
        print(f"{r['n']:>5} {r['per_s']:>6.1f} {r['p50'] * 1000:>7.0f} {r['p95'] * 1000:>7.0f} {r['p99'] * 1000:>7.0f} "
              f"{r['max'] * 1000:>7.0f} {r['over_3s']:>5} {r['no_answer']:>5} {r['errors']:>5} {r['tracebacks']:>5} "
              f"{r['peak_mb']:>7.0f} {r['cpu_pct']:>5.0f} {r['behind']['behind']:>6} {r['behind']['no message id']:>6}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[20, 50, 100], help="concurrent games (members)")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds per run")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--answer-wait", type=float, default=20.0,
                        help="seconds a member waits for a callback (or a table edit) before giving up")
    parser.add_argument("--no-expire", action="store_true",
                        help="accept callbacks after 3 s (Discord refuses them)")
    args = parser.parse_args()
    if any(n < 1 for n in args.games) or args.seconds <= 0 or args.warmup < 0:
        parser.error("--games must be positive, --seconds > 0, --warmup >= 0")
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
