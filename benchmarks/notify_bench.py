""""Your turn" DMs under load: the real bot process against a fake Discord. Not a test.

    .venv/bin/python benchmarks/notify_bench.py [--games 1000] [--members 500] [--fresh 20]
                                                [--closed 5] [--seconds 120] [--rate 20] [--active 50]
                                                [--delay 2] [--pace 10] [--seed 1] [--quick]

Set-up (this process, straight into a fresh SQLite database through `bot.storage` and the
table service: storage is the only truth): `--members` members who turned the DMs on, as many
who did not, and `--games` two-player Capture games, each between one of each (its table
message recorded as shown, so the bot's start-up pass leaves them alone).  Every opted-in
member's DM channel is stored already (as after a restart) except `--fresh` of them, whose
channel the bot must open (at `--pace` a minute, the bot's DM_OPENS_PER_MINUTE); `--closed`
of them have their DMs closed (50007).  Then the bot starts (a subprocess, TURN_DM_SECONDS =
`--delay`) and the DMs of the games' start go out.

The stream: `--rate` moves a second for `--seconds`, each by a seat the game waits for, in
one of `--active` games being played at once (a game whose member is owed a DM leaves them
until it arrived, and another joins), made
through the table service here (each commit writes its notices and timers, as a click's does).
A move that makes a game newly wait for an opted-in member is a turn change: that member does
not move in that game until its DM arrived (a member answering their DM), so each turn change
must be named in exactly one DM.  A game that ends is replaced by a new one between the same two.
Then the bench waits for the DMs still owed.

Printed: turn changes, game mentions in DMs per turn change (must be 1.0: none missing, none
twice), DMs sent (several games waiting become one), p50/p95/p99/max from the move's commit to
its DM reaching the fake (polled every 20 ms; the floor is TURN_DM_SECONDS plus the bot's
5-second timer pass), new DM channels opened (the most in any 60 s window, against the pace
and its burst), and Discord's refusals (50007, 50278, 40003).  Exit status 1 when the
mentions per turn change are not exactly 1.0 or the pace was exceeded.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.discord.turn_dms import PACE_BURST  # noqa: E402
from bot.service import Table, TableService  # noqa: E402
from bot.storage import Storage  # noqa: E402
from tests.fakediscord import FakeDiscord, started_fake  # noqa: E402
from tests.fakediscord.bot_process import bot_subprocess  # noqa: E402

KEY = "capture"
LINK = re.compile(r"https://discord\.com/channels/[^/\s]+/\d+/(\d+)")
SHOWN = 10 ** 9  # the version a bench game's table "shows": never behind the database


@dataclass
class Bench:
    fake: FakeDiscord
    storage: Storage
    service: TableService
    rng: random.Random
    opted: set[int]
    closed: set[int]
    tables: dict[int, Table] = field(default_factory=dict)
    by_message: dict[int, int] = field(default_factory=dict)
    pairs: dict[int, tuple[int, int]] = field(default_factory=dict)  # game -> (other, opted)
    owed: dict[int, float] = field(default_factory=dict)  # game -> commit time of its turn change
    initial: set[int] = field(default_factory=set)  # games whose owed DM is the start's (no latency)
    changes: int = 0
    mentions: int = 0
    extra: int = 0
    latencies: list[float] = field(default_factory=list)
    dms: int = 0
    next_message: int = 10 ** 15
    seen: int = 0
    active: set[int] = field(default_factory=set)  # the games being played now
    active_size: int = 50

    async def new_game(self, other: int, opted: int, channel: int) -> None:
        change = await self.service.start(KEY, guild_id=self.fake.guild_id, channel_id=channel,
                                          users=[other, opted], options={})
        table = change.table
        self.next_message += 1
        await self.storage.set_message(table.id, self.next_message, channel_id=channel, parent_id=None,
                                       shown_version=SHOWN)
        self.by_message[self.next_message] = table.id
        self.tables[table.id] = table
        self.pairs[table.id] = (other, opted)
        if 1 in table.waiting and opted in self.opted:
            self.turn_change(table.id, time.time())

    def turn_change(self, game_id: int, at: float) -> None:
        if self.tables[game_id].users[1] in self.closed:
            return  # Discord refuses them: nothing owed after the first refusal
        self.changes += 1
        self.owed[game_id] = at

    def movable(self) -> list[tuple[int, int]]:
        """Moves that may be made now, in the games being played (a game waiting for its
        opted-in member's DM leaves them; another joins)."""
        self.active = {g for g in self.active if g in self.tables and g not in self.owed}
        if len(self.active) < self.active_size:
            idle = [g for g in self.tables if g not in self.owed and g not in self.active]
            self.active |= set(self.rng.sample(idle, min(len(idle), self.active_size - len(self.active))))
        out = []
        for gid in sorted(self.active):
            for seat in self.tables[gid].waiting:
                out.append((gid, seat))
        return out

    async def move(self) -> None:
        choices = self.movable()
        if not choices:
            return
        gid, seat = self.rng.choice(choices)
        table = self.tables[gid]
        legal = table.state.legal_actions(seat)
        forward = [a for a in legal if not a.startswith("take")] or list(legal)  # no taking back
        action = "lock" if "lock" in legal else self.rng.choice(forward)
        change = await self.service.act(table, table.users[seat], action)
        at = time.time()
        after = change.table
        self.tables[gid] = after
        if after.over:
            del self.tables[gid]
            self.owed.pop(gid, None)
            other, opted = self.pairs[gid]
            await self.new_game(other, opted, after.row.channel_id)
            return
        if 1 in after.waiting and 1 not in table.waiting and seat != 1 and after.users[1] in self.opted:
            self.turn_change(gid, at)

    def collect(self) -> None:
        """The DMs that reached the fake since the last look."""
        messages = list(self.fake.messages.values())
        now = time.time()
        for msg in messages[self.seen:]:
            if msg.guild_id is not None or msg.author is None or msg.author.id != self.fake.bot_user.id:
                continue
            if msg.interaction_id is not None:
                continue
            found = LINK.findall(msg.text)
            if not found:
                continue
            self.dms += 1
            for message_id in found:
                gid = self.by_message.get(int(message_id))
                if gid is None or gid not in self.owed:
                    self.extra += 1
                    continue
                self.mentions += 1
                at = self.owed.pop(gid)
                if gid in self.initial:
                    self.initial.discard(gid)
                else:
                    self.latencies.append(now - at)
        self.seen = len(messages)


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def most_in_window(times: list[float], window: float) -> int:
    times = sorted(times)
    best, j = 0, 0
    for i, at in enumerate(times):
        while times[j] <= at - window:
            j += 1
        best = max(best, i - j + 1)
    return best


async def run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    async with started_fake() as fake:
        opted_users = [fake.add_member(f"opted{i:04d}") for i in range(args.members)]
        other_users = [fake.add_member(f"other{i:04d}") for i in range(args.members)]
        closed = {u.id for u in opted_users[args.fresh:args.fresh + args.closed]}
        for user in opted_users:
            if user.id in closed:
                fake.dm_closed(user)
        with tempfile.TemporaryDirectory(prefix="notify-bench-") as tmp:
            path = str(Path(tmp) / "bot.sqlite3")
            storage = await Storage.open(path)
            service = TableService(storage, reminder_seconds=12 * 3600, turn_dm_seconds=args.delay)
            bench = Bench(fake, storage, service, rng, {u.id for u in opted_users}, closed, active_size=args.active)
            t0 = time.perf_counter()
            for i, user in enumerate(opted_users):
                await storage.preferences.change_member(user.id, turn_dms=True)
                if i >= args.fresh:  # its channel stored already, as after a restart
                    await storage.turn_dms.opened(user.id, fake.open_dm(user))
            for i in range(args.games):
                opted, other = opted_users[i % args.members], other_users[(i * 7 + i // args.members) % args.members]
                await bench.new_game(other.id, opted.id, 5_000_000 + i)
            bench.initial = set(bench.owed)
            print(f"set-up: {args.games} games, {args.members} opted-in members ({args.fresh} without a stored DM "
                  f"channel, {args.closed} with DMs closed), {time.perf_counter() - t0:.1f} s", flush=True)
            env = {"DATABASE_PATH": path, "LOG_LEVEL": "WARNING", "TURN_DM_SECONDS": f"{args.delay:g}",
                   "DM_OPENS_PER_MINUTE": f"{args.pace:g}", "RENDER_PROCESSES": "0"}
            async with bot_subprocess(fake, env=env, stop_timeout=10.0) as bot:
                started = time.time()
                loop = asyncio.get_running_loop()
                end = loop.time() + args.seconds
                step = 1.0 / args.rate
                moves = 0
                next_at = loop.time()
                while loop.time() < end:
                    await bench.move()
                    moves += 1
                    bench.collect()
                    next_at += step
                    while loop.time() < next_at:
                        await asyncio.sleep(min(0.02, max(0.0, next_at - loop.time())))
                        bench.collect()
                # The DMs still owed: the delay, the timer pass, and the pace for fresh channels.
                patience = args.delay + 30 + 60.0 * args.fresh / args.pace
                deadline = loop.time() + patience
                while bench.owed and loop.time() < deadline:
                    await asyncio.sleep(0.02)
                    bench.collect()
                await asyncio.sleep(args.delay + 6)  # a second DM for anything would show now
                bench.collect()
                elapsed = time.time() - started
                errors = [line for line in bot.stderr.splitlines() if "ERROR" in line or "Traceback" in line]
            await storage.close()
        opened = [o.at for o in fake.dm_channels_opened if o.new]
        window_most = most_in_window(opened, 60.0)
        allowed = args.pace + PACE_BURST
        ratio = bench.mentions / bench.changes if bench.changes else float("nan")
        lat = bench.latencies
        print(f"moves: {moves} in {args.seconds:g} s ({moves / args.seconds:.1f}/s); bot ran {elapsed:.0f} s")
        print(f"turn changes owed a DM: {bench.changes}; game mentions in DMs: {bench.mentions} "
              f"({ratio:.3f} per turn change); mentions of nothing owed: {bench.extra}; still owed: {len(bench.owed)}")
        print(f"DMs sent: {bench.dms} (several games waiting become one)")
        print(f"move -> DM (stream, {len(lat)}): p50 {percentile(lat, 50):.2f} s, p95 {percentile(lat, 95):.2f} s, "
              f"p99 {percentile(lat, 99):.2f} s, max {max(lat) if lat else float('nan'):.2f} s "
              f"(TURN_DM_SECONDS {args.delay:g} + the 5 s timer pass)")
        print(f"new DM channels: {len(opened)}, at most {window_most} in any 60 s (pace {args.pace:g}/min, "
              f"burst {PACE_BURST}: at most {allowed:g})")
        print(f"refusals: 50007 {sum(r.code == 50007 for r in fake.refusals)}, "
              f"50278 {sum(r.code == 50278 for r in fake.refusals)}, 40003 {len(fake.dm_open_refusals)}")
        if errors:
            print(f"bot errors: {len(errors)}; first: {errors[0]}")
        ok = ratio == 1.0 and not bench.extra and not bench.owed and window_most <= allowed and not errors
        print("OK" if ok else "NOT OK")
        return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--members", type=int, default=500)
    parser.add_argument("--fresh", type=int, default=20, help="opted-in members without a stored DM channel")
    parser.add_argument("--closed", type=int, default=5, help="opted-in members whose DMs are closed (50007)")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--rate", type=float, default=20.0, help="moves a second")
    parser.add_argument("--active", type=int, default=50, help="games played at once (the others wait)")
    parser.add_argument("--delay", type=float, default=2.0, help="TURN_DM_SECONDS")
    parser.add_argument("--pace", type=float, default=10.0, help="DM_OPENS_PER_MINUTE")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="a smoke test's size")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.members, args.fresh, args.closed = 12, 6, 2, 1
        args.seconds, args.rate, args.delay, args.pace, args.active = 15.0, 10.0, 1.0, 60.0, 6
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
