"""The web companion under load (issue 36): requests a second and latency of each page kind,
50 clients at once, on a database of 10,000 finished games among 1,000 players. Not a test.

    .venv/bin/python benchmarks/web_bench.py [--backend sqlite|postgresql|both] [--games 10000]
                                             [--players 1000] [--real-games 200] [--seconds 8]
                                             [--concurrency 50] [--kinds WORD ...] [--paced]
                                             [--beside-load [--load-games 20] [--load-seconds 24]]

The issue's figures: `.venv/bin/python benchmarks/web_bench.py --paced --beside-load` (both
backends, every kind, the issue's sizes; about 8 minutes on the 2-core machine with other
work running). Without the two options it is the plain run (about 5½ minutes so; each kind's
8 s are most of it): `--paced` adds the kinds with a goal at its rate (p99 at that load, half
a minute a backend), `--beside-load` the bot's own p99 alone and beside the web load (about
1½ minutes, and a minute more a backend).

For each backend:
1. Seeding (timed): a fresh database (SQLite in a temporary folder; PostgreSQL: one
   throwaway server, `tests.postgres.start_server`, as load_bench does, fsync off). `--players`
   members with names, one in four with their page on (`change_member(web=True)`); three
   servers with their pages on. `--real-games` games played to their end with random legal
   moves through the real table service (`tests.web.playing`), so their rows, moves,
   results, ratings, rating changes and season points are what the bot writes: each game in
   turn (Capture and Under Siege for two, the others and Under Siege alone), 90 days ago by
   the storage's clock, four at a time with their own players. An arena (Under Siege, running
   now) run by the real `EventService`: three pairing waves played to their end, a fourth
   left running. Then copies by bulk SQL (`INSERT ... SELECT` from a scratch table) up to
   `--games` finished games: each a played game's row, seats, moves and results with a new
   id, a new page token (`new_token`), other players, one of the servers and a time in the 90
   days since; so a copy replays exactly as its original (same seed, options, moves, state).
   Every copy of a two-player game is then rated in time order by the bot's own `rate_game`,
   its season points added by its season upsert, in one transaction. Then ANALYZE (on
   PostgreSQL VACUUM ANALYZE and CHECKPOINT, which its autovacuum and checkpointer would
   otherwise do during the measurements). SQLite is seeded with `synchronous = OFF`: a
   transaction a move would otherwise wait for the disk.
2. The web server alone in its own process: `python -m bot.web`, its real entry point, run
   through this script's `--serve` only to turn the per-client rate limit off (every client
   here is 127.0.0.1; `WebConfig(rate=None)`, as the tests have it); its picture workers one
   per core, as by default; LOG_LEVEL=WARNING.
3. Each page kind (`KINDS`; `--kinds` keeps those whose name contains a word) for `--seconds`
   after its own warm-up: `--concurrency` clients on keep-alive connections (aiohttp), each
   sending its next request as soon as the last one's body is in. Requests a second (answers
   within the window), p50/p99 of the time to the whole body, errors (an answer other than
   the kind's 200 or 304, or none), the size of an answer, and the CPU of the server's
   process, of its picture workers, of PostgreSQL's server and of this driver over the
   window. A kind whose first request answers 404 on this code (the player and server pages
   before they land) is "not available", not an error.
   - game page, uncached: every request a finished game's token never asked for before in
     this server process (all 10,000 shuffled: every game's length as the database has it);
   - game page, from cache: 16 tokens (each game its share of them), asked once before;
   - game page, 304: 16 tokens with the ETag they answered (If-None-Match);
   - game step fragment, first wording: what the page's script asks for on an arrow key
     (`/g/<token>/steps/<n>`): 128 games in turn (their replays warm), each one's steps in a
     shuffled order, never a step among the last 2 x 4,096 asked (a process keeps the words
     of 4,096: each is worded again);
   - game picture, first drawing: 16 games likewise, never a picture among the last 512
     asked (a process keeps 256: each is drawn again);
   - game picture, from cache: 128 of those pictures, drawn in the warm-up;
   - player page, and its games export (NDJSON): the members with their page on;
   - server page (its leaderboards): the three servers;
   - event page, its live fragment, and that fragment with the ETag it answered (what the
     live page's script sends every few seconds): the arena.
   Every kind's games are tokens never asked before in the process, so its own warm-up fills
   their caches whatever ran before it; the sizes a process keeps are read from
   `bot.web.games`. Under the game kinds, p50 by game (Capture's random games run to 400-700
   moves).
`--paced`: the kinds with a goal (the uncached and cached game page, the server page) once
more at their goal's rate (or half the rate they kept flat out when that is below it),
requests due on a clock and each timed from when it was due, so a queue behind a slow answer
counts: p99 at that load. Flat out, 50 clients that each wait for their answer make the mean
latency 50 / (requests a second) whatever the server does: p99 under 100 ms flat out needs
well over 500 requests a second.
`--beside-load`: first `benchmarks/load_bench.py --games N --seconds S --warmup W` alone
(on its own SQLite database: the bot's, apart from the web's on either backend), then on each
backend again with the kinds that have a goal in turn beside it, each for S / 3 seconds, round
again until it ends: flat out, or with `--paced` at their paced rates (does the bot keep its
p99 while the web serves the goals' load?). Its own interactions a second and p50/p99 each
time, and the web figures measured beside it ("sqlite + bot"). On two cores a web server
kept flat out takes the CPU the bot would have had: its p99 cannot stay the same then.

Goals (the issue): a finished game page at least 500 requests a second from cache and 100
uncached, a leaderboard (the server page) 200, p99 under 100 ms, the bot's own p99 unchanged
within noise.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import math
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, OrderedDict, deque
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Awaitable, Callable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `tests` and `benchmarks` are not installed packages


def serve_main() -> int:
    """`--serve`: `python -m bot.web` as it is (settings from the environment, its picture
    workers, SIGTERM), with the rate limit off."""
    import functools

    import bot.web.__main__ as entry
    from bot.web.app import WebConfig

    setattr(entry, "WebConfig", functools.partial(WebConfig, rate=None))
    return asyncio.run(entry.main())


if __name__ == "__main__" and sys.argv[1:] == ["--serve"]:  # started by the driver as the web server
    sys.exit(serve_main())

# ---------------------------------------------------------------------------- the driver

import aiohttp  # noqa: E402
from multidict import CIMultiDict  # noqa: E402
from sqlalchemy import BigInteger, Column, Float, MetaData, Table, Text, select, text  # noqa: E402
from sqlalchemy.engine import Connection  # noqa: E402

from benchmarks.load_bench import (log_lines, percentile, postmaster_pid, proc_cpu_seconds,  # noqa: E402
                                   tree_cpu_seconds)
from bot.event_service import EventService  # noqa: E402
from bot.ratings import RATER, is_rated_game  # noqa: E402
from bot.storage import Storage  # noqa: E402
from bot.storage import schema as t  # noqa: E402
from bot.storage.database import Database  # noqa: E402
from bot.storage.game_rows import new_token  # noqa: E402
from bot.storage.ratings import rate_game  # noqa: E402
from bot.storage.seasons import GAME_POINTS, season_of, season_points_upsert  # noqa: E402
from bot.web import games as web_games, links  # noqa: E402
from tests.postgres import PostgresServer, free_port, start_server  # noqa: E402
from tests.web.playing import play_out, played, service  # noqa: E402

BACKENDS = ("sqlite", "postgresql")
SERVERS = (701, 702, 703)  # guild ids, every one with its pages on
FIRST_PLAYER = 10_001
DAY = 86_400.0
HISTORY_DAYS = 90  # the real games 90 days ago, the copies spread over the days since
# The real games, one of each in turn (two players, or one): those for two are rated.
ROTATION = (("capture", 2), ("under-siege", 2), ("deck-defence", 1), ("defend-and-capture", 1),
            ("tower-defense", 1), ("under-siege", 1))
ARENA_KEY = "under-siege"
ARENA_PLAYERS = 40
ARENA_WAVES = 3  # played to their end; one more left running
LANES = 4  # real games played at once while seeding
# What a web process keeps (bot.web.games), so that "first" and "from cache" are what they say.
REPLAYS_KEPT, STEPS_KEPT, PICTURES_KEPT = (web_games._replays.size, web_games._worded.size,
                                           web_games._pictures.size)
WARM_TOKENS = 16  # the game pages served from cache
STEP_GAMES = 128  # the games whose steps are asked for one by one (their replays kept warm)
CACHED_PICTURES = 128  # the pictures served from cache: fewer than it keeps
P99_GOAL_MS = 100.0
NAMES = ("Ada", "Björn", "Chloé", "Dmitri", "Eun-ji", "Farah", "Grzegorz", "Hana", "Ịfẹ", "José", "Kasia",
         "Lars", "Mei", "Nnamdi", "Olga", "Priya", "Quentin", "Rūta", "Søren", "Tomás")


def player_name(i: int) -> str:
    return f"{NAMES[i % len(NAMES)]} {i:04d}"


# ---------------------------------------------------------------------------- seeding


@dataclass
class Seeded:
    """What the load needs to know of a seeded database."""

    database: str  # a SQLite path or a DATABASE_URL
    finished: list[tuple[str, str]]  # (token, game key) of every finished ordinary game, by id
    web_players: list[int]  # members with their page on
    servers: tuple[int, ...]
    events: list[tuple[int, int]]  # (guild id, event id)
    seconds: float = 0.0  # how long seeding took
    real_games: int = 0
    counts: dict[str, int] = field(default_factory=dict)  # rows by table


class SeedClock:
    """The storage's clock while seeding: `offset` seconds ago (the real games in the past)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() - self.offset


_copies_meta = MetaData()
COPIES = Table(  # a scratch table: which game each copy copies, and what changes
    "web_bench_copies", _copies_meta,
    Column("new_id", BigInteger, primary_key=True, autoincrement=False),
    Column("src_id", BigInteger, nullable=False),
    Column("token", Text, nullable=False),
    Column("guild_id", BigInteger, nullable=False),
    Column("shift", Float(precision=53), nullable=False),
    Column("u0", BigInteger, nullable=False),
    Column("u1", BigInteger),
)
_USER = "CASE {s}.seat WHEN 0 THEN c.u0 ELSE c.u1 END"
COPY_SQL = (
    """INSERT INTO games (id, key, guild_id, channel_id, message_id, seed, options, status, version, state,
           created_at, updated_at, shown_version, notice_id, shuffle_version, mode, level, hints, verdict,
           parent_id, turn_seconds, reaction_seconds, token, place)
       SELECT c.new_id, g.key, c.guild_id, c.guild_id * 10 + 1, NULL, g.seed, g.options, g.status, g.version,
           g.state, g.created_at + c.shift, g.updated_at + c.shift, g.shown_version, NULL, g.shuffle_version,
           g.mode, g.level, g.hints, g.verdict, NULL, g.turn_seconds, g.reaction_seconds, c.token, g.place
       FROM web_bench_copies c JOIN games g ON g.id = c.src_id""",
    f"""INSERT INTO seats (game_id, seat, user_id)
        SELECT c.new_id, s.seat, {_USER.format(s="s")} FROM web_bench_copies c JOIN seats s ON s.game_id = c.src_id""",
    """INSERT INTO moves (game_id, seq, seat, action, at)
       SELECT c.new_id, m.seq, m.seat, m.action, m.at + c.shift
       FROM web_bench_copies c JOIN moves m ON m.game_id = c.src_id""",
    f"""INSERT INTO results (game_id, seat, user_id, guild_id, key, result, score, stats, ended_at)
        SELECT c.new_id, r.seat, {_USER.format(s="r")}, c.guild_id, r.key, r.result, r.score, r.stats,
            r.ended_at + c.shift
        FROM web_bench_copies c JOIN results r ON r.game_id = c.src_id""",
)


def copy_games(db: Database, conn: Connection, copies: list[dict[str, Any]]) -> None:
    """The copies' rows (inside the caller's transaction), then every rated one rated in
    time order as the bot rates a finished game, with its season points."""
    COPIES.create(conn)
    conn.execute(COPIES.insert(), copies)
    for statement in COPY_SQL:
        conn.execute(text(statement))
    COPIES.drop(conn)
    if not db.sqlite:  # the ids were given: the identity goes on after them
        conn.execute(text("SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT max(id) FROM games))"))
    ids = [c["new_id"] for c in copies]  # in time order
    found: dict[int, list[tuple[int, str]]] = {}
    r = t.results.c
    for start in range(0, len(ids), 500):
        for game_id, user, result in conn.execute(select(r.game_id, r.user_id, r.result)
                                                  .where(r.game_id.in_(ids[start:start + 500]))):
            found.setdefault(game_id, []).append((user, result))
    g = t.games.c
    rows = {gid: (key, guild, mode, level, ended) for gid, key, guild, mode, level, ended in conn.execute(
        select(g.id, g.key, g.guild_id, g.mode, g.level, g.updated_at).where(g.id >= min(ids)))}
    for game_id in ids:
        key, guild, mode, level, ended = rows[game_id]
        results = found.get(game_id, [])
        if not is_rated_game(key, [u for u, _ in results], (), mode, level):
            continue
        rate_game_as_bot(db, conn, game_id, key, guild, dict(results), ended)


def rate_game_as_bot(db: Database, conn: Connection, game_id: int, key: str, guild: int,
                     results: dict[int, str], now: float) -> None:
    """What `GameStore.save_state` writes for a rated game's result: its ratings, and its
    players' points on their server's season board."""
    rate_game(db, conn, game_id=game_id, key=key, results=results, rater=RATER, now=now)
    for user, result in sorted(results.items()):
        conn.execute(season_points_upsert(db, guild, key, season_of(now), user, GAME_POINTS.get(result, 0), 1, now))


async def seed(database: str, *, games: int, players: int, real_games: int, rng_seed: int = 1,
               say: Callable[[str], None] = print) -> Seeded:
    """A fresh database at `database` seeded as the module's docstring says (timed)."""
    started = time.perf_counter()
    rng = random.Random(rng_seed)
    clock = SeedClock()
    clock.offset = HISTORY_DAYS * DAY
    storage = await Storage.open(database, clock=clock)
    if storage.db.sqlite:  # no fsync a transaction while seeding (the test PostgreSQL has fsync off)
        await storage.db.run(lambda c: c.exec_driver_sql("PRAGMA synchronous = OFF"))
    try:
        people = list(range(FIRST_PLAYER, FIRST_PLAYER + players))
        await storage.remember_names({u: player_name(i) for i, u in enumerate(people)})
        web_players = people[::4]
        for user in web_players:
            await storage.preferences.change_member(user, web=True)
        for guild in SERVERS:
            await storage.preferences.change_server(guild, people[0], web=True)
        # The real games, each through the table service, LANES at a time (each lane its own
        # players: nobody is seated twice at once), so PostgreSQL's round trips overlap.
        real = min(real_games, games)
        done = itertools.count(1)

        async def lane(number: int) -> None:
            for i in range(number, real, LANES):
                key, seated = ROTATION[i % len(ROTATION)]
                guild = SERVERS[i % len(SERVERS)]
                chooser = random.Random(rng_seed * 100_000 + i)
                await played(storage, key, chooser.sample(people[number::LANES], seated),
                             seed=chooser.randrange(1, 2**31), guild_id=guild, channel_id=guild * 10 + 1)
                if (n := next(done)) % 50 == 0:
                    say(f"  {n} of {real} games played ({time.perf_counter() - started:.0f} s)")
        await asyncio.gather(*(lane(n) for n in range(LANES)))
        played_s = time.perf_counter() - started
        # The arena, now.
        clock.offset = 0.0
        events = [await arena(storage, people, rng)]
        arena_s = time.perf_counter() - started - played_s
        # The copies, in time order.
        g = t.games.c
        sources = await storage.db.run(lambda c: c.execute(
            select(g.id, g.key, g.created_at).where(g.status == "over", g.mode == "normal",
                                                    g.created_at < time.time() - DAY).order_by(g.id)).all())
        first_id = int(await storage.db.run(lambda c: c.execute(select(text("max(id)")).select_from(t.games))
                                            .scalar())) + 1
        seats = dict(await storage.db.run(lambda c: c.execute(
            select(t.seats.c.game_id, text("count(*)")).group_by(t.seats.c.game_id)).all()))
        finished_now = await storage.db.run(lambda c: c.execute(
            select(text("count(*)")).select_from(t.games).where(g.status == "over")).scalar())
        wanted = max(0, games - int(finished_now))
        now = time.time()
        starts = sorted(rng.uniform(now - (HISTORY_DAYS - 1) * DAY, now - 2 * 3600) for _ in range(wanted))
        copies = []
        for n, at in enumerate(starts):
            src_id, _, created = sources[n % len(sources)]
            users = rng.sample(people, seats[src_id])
            copies.append({"new_id": first_id + n, "src_id": src_id, "token": new_token(),
                           "guild_id": SERVERS[rng.randrange(len(SERVERS))], "shift": at - created,
                           "u0": users[0], "u1": users[1] if len(users) > 1 else None})
        if copies:
            await storage.db.run(lambda c: copy_games(storage.db, c, copies), write=True)
        copied_s = time.perf_counter() - started - played_s - arena_s
        await analyze(storage)
        finished = await storage.db.run(lambda c: [(tok, key) for tok, key in c.execute(
            select(g.token, g.key).where(g.status == "over", g.mode == "normal").order_by(g.id))])
        counts = {}
        for table in (t.games, t.moves, t.results, t.ratings, t.rating_changes, t.season_points, t.people):
            counts[table.name] = int(await storage.db.run(
                lambda c, table=table: c.execute(select(text("count(*)")).select_from(table)).scalar()))
    finally:
        await storage.close()
    seconds = time.perf_counter() - started
    say(f"  seeded in {seconds:.1f} s: {real} games played ({played_s:.1f} s), the arena ({arena_s:.1f} s), "
        f"{len(copies)} copies ({copied_s:.1f} s), ANALYZE; " + ", ".join(f"{k} {v:,}" for k, v in counts.items()))
    return Seeded(database, finished, web_players, SERVERS, events, seconds, real, counts)


async def arena(storage: Storage, people: list[int], rng: random.Random) -> tuple[int, int]:
    """An arena running now, run by the bot's own event service: its waves of pairings played
    to their end, the last one left running (a few moves in)."""
    tables = await service(storage)
    events = EventService(storage, tables)
    now = time.time()
    guild = SERVERS[0]
    event = await events.create(guild_id=guild, channel_id=guild * 10 + 2, kind="arena", key=ARENA_KEY,
                                name="Web bench arena", options={}, starts_at=now - 3600, ends_at=now + DAY,
                                created_by=people[0])
    for user in rng.sample(people, min(ARENA_PLAYERS, len(people) // 2 * 2)):
        await events.join(event, user)
    for wave in range(ARENA_WAVES + 1):
        paired = (await events.advance(event.id, now=time.time())).paired

        async def play(game_id: int, chooser: random.Random) -> None:
            table = await tables.load(game_id)
            assert table is not None
            await play_out(tables, table, chooser, None if wave < ARENA_WAVES else 3)
        await asyncio.gather(*(play(game.game_id, random.Random(rng.random())) for game in paired))
    return guild, event.id


async def analyze(storage: Storage) -> None:
    """Fresh planner statistics after the bulk load; on PostgreSQL also the vacuum its
    autovacuum and the checkpoint its checkpointer would otherwise run in the middle of the
    measurements (a million rows inserted)."""
    for statement in ("ANALYZE",) if storage.db.sqlite else ("VACUUM ANALYZE", "CHECKPOINT"):
        await storage.db.run(lambda c, statement=statement: c.exec_driver_sql(statement))


# ---------------------------------------------------------------------------- the web server


class WebServer:
    """`python -m bot.web` (through `--serve`) on the seeded database, in its own process."""

    def __init__(self, seeded: Seeded, folder: Path) -> None:
        self.seeded = seeded
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = folder / "web-server.log"
        self.proc: subprocess.Popen[bytes] | None = None
        self.fresh: list[tuple[str, str]] = []  # finished games' tokens never asked for in this process

    async def __aenter__(self) -> "WebServer":
        try:
            return await self._start()
        except BaseException:
            await self.__aexit__()
            raise

    async def _start(self) -> "WebServer":
        sqlite = "://" not in self.seeded.database
        env = {**os.environ, "WEB_PORT": str(self.port), "WEB_HOST": "127.0.0.1", "LOG_LEVEL": "WARNING",
               "DATABASE_PATH": self.seeded.database if sqlite else "",
               "DATABASE_URL": "" if sqlite else self.seeded.database}
        with self.log.open("wb") as log:
            self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve"], cwd=ROOT,
                                         env=env, stdout=log, stderr=subprocess.STDOUT)
        self.fresh = list(self.seeded.finished)
        random.Random(2).shuffle(self.fresh)
        deadline = time.monotonic() + 90
        async with aiohttp.ClientSession() as session:
            while True:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"the web server stopped at its start:\n{self.log.read_text()[-3000:]}")
                try:
                    async with session.get(self.base + "/") as answer:
                        if answer.status == 200:
                            return self
                except aiohttp.ClientError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("the web server did not answer within 90 s")
                await asyncio.sleep(0.2)

    async def __aexit__(self, *exc: object) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.to_thread(self.proc.wait, 30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def log_problems(self) -> tuple[int, int, list[str]]:
        return log_lines(self.log.read_text(errors="replace"))


# ---------------------------------------------------------------------------- page kinds


@dataclass(frozen=True)
class Request:
    path: str
    headers: tuple[tuple[str, str], ...] = ()
    tag: str = ""  # for the breakdown by game


Next = Callable[[], "Request | None"]  # the next request to send; None: nothing more to ask
Answer = tuple[int, bytes, CIMultiDict[str]]  # status, body, headers


@dataclass
class Site:
    """What a kind's requests are made of: the server, its database, a session."""

    server: WebServer
    session: aiohttp.ClientSession

    @property
    def seeded(self) -> Seeded:
        return self.server.seeded

    def warm_games(self, n: int = WARM_TOKENS) -> list[tuple[str, str]]:
        """`n` finished games never asked for in this server process (taken from the fresh
        ones), each game its share of them (rounded up): a kind that warms them up first
        finds every cache of theirs filled by its own warm-up, whatever ran before it."""
        fresh = self.server.fresh
        shares = Counter(key for _, key in self.seeded.finished)
        total = len(self.seeded.finished)
        taken: Counter[str] = Counter()
        out: list[tuple[str, str]] = []
        skipped: list[tuple[str, str]] = []
        while fresh and len(out) < n:
            token, key = fresh.pop()
            if taken[key] < math.ceil(n * shares[key] / max(1, total)):
                taken[key] += 1
                out.append((token, key))
            else:
                skipped.append((token, key))
        fresh.extend(reversed(skipped))  # still never asked: the next to be taken
        if len(out) < n:  # none left (a tiny database): games asked before, then
            out += random.Random(len(fresh)).sample(self.seeded.finished, min(n - len(out), total))
        return out

    async def get(self, request: Request) -> Answer:
        async with self.session.get(self.server.base + request.path, headers=dict(request.headers),
                                    allow_redirects=False) as answer:
            return answer.status, await answer.read(), CIMultiDict(answer.headers)

    async def warm(self, requests: list[Request], at_once: int = 8) -> list[Answer]:
        """Each of `requests` once, `at_once` at a time; their answers, in order."""
        gate = asyncio.Semaphore(at_once)

        async def one(request: Request) -> Answer:
            async with gate:
                return await self.get(request)
        return list(await asyncio.gather(*(one(r) for r in requests)))


def cycle(requests: list[Request]) -> Next:
    it = itertools.cycle(requests)
    return lambda: next(it, None)


def game_request(token: str, key: str) -> Request:
    return Request(links.game_path(token), tag=key)


def step_path(token: str, step: int) -> str:
    """A finished game's step as a page fragment, as the page's script asks for it."""
    return f"{links.game_path(token)}/steps/{step}?lang=en"


async def uncached_games(site: Site) -> Next:
    fresh = site.server.fresh

    def following() -> Request | None:
        if not fresh:
            return None
        token, key = fresh.pop()
        return game_request(token, key)
    return following


async def cached_games(site: Site) -> Next:
    requests = [game_request(token, key) for token, key in site.warm_games()]
    await site.warm(requests)
    return cycle(requests)


async def revalidated(site: Site, requests: list[Request]) -> Next:
    """`requests`, each with the ETag its first answer had (If-None-Match); as they are
    when it had none (a page this code has not got: the probe finds its 404)."""
    answers = await site.warm(requests)
    return cycle([replace(r, headers=(("If-None-Match", headers["ETag"]),)) if "ETag" in headers else r
                  for r, (_, _, headers) in zip(requests, answers)])


async def revalidated_games(site: Site) -> Next:
    return await revalidated(site, [game_request(token, key) for token, key in site.warm_games()])


async def rotation(site: Site, games: list[tuple[str, str]], kept: int,
                   path: Callable[[str, int], str]) -> Next:
    """Each of `games`' steps once (the games in turn, each game's steps in a shuffled order;
    their pages asked first, so their replays are warm), never one among the last 2 * `kept`
    asked: the server keeps `kept` of them, put in as they are made, so with fewer than `kept`
    clients each is made again.  None once there is no such step."""
    answers = await site.warm([game_request(token, key) for token, key in games])
    orders = []
    recent: OrderedDict[tuple[str, int], None] = OrderedDict()
    for n, ((token, key), (_, body, _)) in enumerate(zip(games, answers)):
        shown = re.search(rb'data-last="(\d+)"', body)
        steps = int(shown[1]) + 1 if shown else 1
        orders.append((token, key, deque(random.Random(n).sample(range(steps), steps))))
        recent[token, steps - 1] = None  # the page shows (and words) its last step
    turn = itertools.cycle(orders)

    def following() -> Request | None:
        for _ in range(len(orders)):
            token, key, order = next(turn)
            for _ in range(len(order)):
                step = order[0]
                order.rotate(-1)
                if (token, step) not in recent:
                    recent[token, step] = None
                    if len(recent) > 2 * kept:
                        recent.popitem(last=False)
                    return Request(path(token, step), tag=key)
        return None
    return following


async def worded_steps(site: Site) -> Next:
    return await rotation(site, site.warm_games(min(STEP_GAMES, REPLAYS_KEPT // 2)), STEPS_KEPT, step_path)


async def drawn_pictures(site: Site) -> Next:
    return await rotation(site, site.warm_games(), PICTURES_KEPT, links.game_picture_path)


async def cached_pictures(site: Site) -> Next:
    following = await drawn_pictures(site)
    requests = [r for r in (following() for _ in range(CACHED_PICTURES)) if r is not None]
    await site.warm(requests)
    return cycle(requests)


async def player_pages(site: Site) -> Next:
    return cycle([Request(links.player_path(user)) for user in site.seeded.web_players])


async def player_exports(site: Site) -> Next:
    return cycle([Request(links.player_export_path(user)) for user in site.seeded.web_players])


async def server_pages(site: Site) -> Next:
    return cycle([Request(links.server_path(guild)) for guild in site.seeded.servers])


async def event_pages(site: Site) -> Next:
    return cycle([Request(links.event_path(guild, event)) for guild, event in site.seeded.events])


async def event_live(site: Site) -> Next:
    return cycle([Request(links.event_live_path(guild, event)) for guild, event in site.seeded.events])


async def revalidated_live(site: Site) -> Next:
    return await revalidated(site, [Request(links.event_live_path(guild, event))
                                    for guild, event in site.seeded.events])


async def home_page(site: Site) -> Next:
    return cycle([Request("/")])


@dataclass(frozen=True)
class Kind:
    name: str
    make: Callable[[Site], Awaitable[Next]]  # warms up what it needs; its requests
    goal: float | None = None  # requests a second the issue asks for (None: only the p99 goal)
    ok: tuple[int, ...] = (200,)  # the answers expected


KINDS = (
    Kind("home page", home_page),
    Kind("game page, uncached", uncached_games, goal=100),
    Kind("game page, from cache", cached_games, goal=500),
    Kind("game page, 304 (If-None-Match)", revalidated_games, ok=(304,)),
    Kind("game step fragment, first wording", worded_steps),
    Kind("game picture, first drawing", drawn_pictures),
    Kind("game picture, from cache", cached_pictures),
    Kind("player page", player_pages),
    Kind("player games export (NDJSON)", player_exports),
    Kind("server page (leaderboards)", server_pages, goal=200),
    Kind("event page", event_pages),
    Kind("event live fragment", event_live),
    Kind("event live fragment, 304", revalidated_live, ok=(304,)),
)


# ---------------------------------------------------------------------------- measuring


@dataclass
class Measured:
    kind: str
    backend: str
    available: bool = True
    note: str = ""
    requests: int = 0  # answers within the window
    seconds: float = 0.0
    missed: int = 0  # paced: requests due in the window but never sent (every client was waiting)
    latencies: list[float] = field(default_factory=list)  # sorted, seconds
    errors: dict[str, int] = field(default_factory=dict)
    statuses: dict[int, int] = field(default_factory=dict)
    body_bytes: int = 0
    by_tag: dict[str, list[float]] = field(default_factory=dict)
    server_cpu: float = 0.0  # % of one core: the server's main process
    workers_cpu: float = 0.0  # its picture workers
    db_cpu: float = 0.0  # PostgreSQL's server
    client_cpu: float = 0.0  # this driver
    rate: float | None = None  # paced: the rate asked for
    goal: float | None = None

    @property
    def per_s(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    @property
    def p50_ms(self) -> float:
        return 1000 * percentile(self.latencies, 0.50)

    @property
    def p99_ms(self) -> float:
        return 1000 * percentile(self.latencies, 0.99)

    @property
    def error_count(self) -> int:
        return sum(self.errors.values())

    def met(self) -> str:
        if not self.available:
            return "-"
        short = []
        if self.goal is not None and self.rate is None and self.per_s < self.goal:
            short.append("req/s")
        if self.rate is not None and self.missed > max(1.0, 0.01 * self.rate * self.seconds):
            short.append(f"rate not kept, {self.missed} unsent")
        if not self.p99_ms < P99_GOAL_MS:
            short.append("p99")
        if self.error_count:
            short.append("errors")
        return "yes" if not short else "no: " + ", ".join(short)


class Meter:
    """CPU seconds of the server (main process; with its workers), PostgreSQL and this driver."""

    def __init__(self, server: WebServer, pg: PostgresServer | None) -> None:
        self.server = server
        self.pg_pid = postmaster_pid(pg) if pg is not None else None

    def read(self) -> tuple[float, float, float, float, float]:
        me = resource.getrusage(resource.RUSAGE_SELF)
        return (time.perf_counter(), proc_cpu_seconds(self.server.pid), tree_cpu_seconds(self.server.pid),
                tree_cpu_seconds(self.pg_pid) if self.pg_pid is not None else 0.0, me.ru_utime + me.ru_stime)

    @staticmethod
    def fill(out: Measured, a: tuple[float, ...], b: tuple[float, ...]) -> None:
        wall = b[0] - a[0]
        if wall <= 0:
            return
        main, tree, db, me = (b[i] - a[i] for i in range(1, 5))
        out.server_cpu, out.workers_cpu = 100 * main / wall, max(0.0, 100 * (tree - main) / wall)
        out.db_cpu, out.client_cpu = 100 * db / wall, 100 * me / wall


async def load(site: Site, next_request: Next, kind: Kind, out: Measured, seconds: float, concurrency: int,
               rate: float | None = None) -> None:
    """`concurrency` clients for `seconds`: flat out (each sends its next request when the
    last one's body is in), or with `rate`, requests due on a clock, each timed from when it
    was due (a request still unsent at the end is `missed`).  Flat out, the rate counts the
    answers within the window; the latencies are every request's sent in it (the last ones
    waited for)."""
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    stop = t0 + seconds
    slots = itertools.count()
    ended: list[float] = []  # when the requests ran out
    latencies: list[float] = []
    answered: list[float] = []  # when each answer was in

    async def client() -> None:
        while True:
            if rate is not None:
                due = t0 + next(slots) / rate
                if due >= stop:
                    return
                await asyncio.sleep(max(0.0, due - loop.time()))
            else:
                due = loop.time()
            if loop.time() >= stop:
                return
            request = next_request()
            if request is None:
                ended.append(loop.time())
                return
            try:
                async with site.session.get(site.server.base + request.path, headers=dict(request.headers),
                                            allow_redirects=False) as answer:
                    body = await answer.read()
                    status = answer.status
            except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
                out.errors[type(exc).__name__] = out.errors.get(type(exc).__name__, 0) + 1
                continue
            done = loop.time()
            answered.append(done)
            out.statuses[status] = out.statuses.get(status, 0) + 1
            out.body_bytes += len(body)
            latencies.append(done - due)
            if request.tag:
                out.by_tag.setdefault(request.tag, []).append(done - due)
            if status not in kind.ok:  # for the 304 kind a 200 too: its ETag did not match
                out.errors[f"HTTP {status}"] = out.errors.get(f"HTTP {status}", 0) + 1

    await asyncio.gather(*(client() for _ in range(concurrency)))
    end = min(ended) if ended else stop
    out.seconds = end - t0
    out.requests = sum(1 for done in answered if done <= end)
    if ended:
        out.note = f"ran out of requests after {out.seconds:.1f} s"
    if rate is not None:  # paced: what was sent on time counts (its latency says when it was answered)
        out.requests = len(latencies)
        out.missed = max(0, math.ceil(out.seconds * rate) - len(latencies) - out.error_count)
    out.latencies = sorted(latencies)
    for values in out.by_tag.values():
        values.sort()


async def measure(site: Site, kind: Kind, backend: str, meter: Meter, *, seconds: float, concurrency: int,
                  rate: float | None = None) -> Measured:
    out = Measured(kind.name, backend, goal=kind.goal, rate=rate)
    next_request = await kind.make(site)
    first = next_request()
    if first is None:
        return replace(out, available=False, note="nothing to ask")
    status, _, _ = await site.get(first)  # the probe: 404 is a page this code has not got
    if status == 404:
        return replace(out, available=False, note="not available (404 on this code)")
    a = meter.read()
    await load(site, next_request, kind, out, seconds, concurrency, rate)
    Meter.fill(out, a, meter.read())
    return out


# ---------------------------------------------------------------------------- the bot beside


@dataclass
class BotLoad:
    label: str
    per_s: float = float("nan")
    p50_ms: float = float("nan")
    p99_ms: float = float("nan")
    over_3s: str = "?"
    output: str = ""


def load_bench_command(args: argparse.Namespace) -> list[str]:
    """load_bench on its own SQLite database (the bot's, apart from the web's in either case)."""
    return [sys.executable, str(ROOT / "benchmarks" / "load_bench.py"), "--games", str(args.load_games),
            "--seconds", f"{args.load_seconds:g}", "--warmup", f"{args.load_warmup:g}", "--backend", "sqlite"]


def read_load_bench(label: str, output: str) -> BotLoad:
    """load_bench's own figures, from what it printed."""
    out = BotLoad(label, output=output)
    found = re.search(r"to the callback\s+p50 (\d+) ms, p95 \d+ ms, p99 (\d+) ms", output)
    if found:
        out.p50_ms, out.p99_ms = float(found[1]), float(found[2])
    rate = re.search(r"interactions\s+\d+ .*?, ([\d.]+)/s", output)
    if rate:
        out.per_s = float(rate[1])
    late = re.search(r"over 3\.0 s\s+(\d+)", output)
    if late:
        out.over_3s = late[1]
    return out


async def run_load_bench(label: str, command: list[str]) -> BotLoad:
    proc = await asyncio.create_subprocess_exec(*command, cwd=ROOT, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.STDOUT)
    output, _ = await proc.communicate()
    return read_load_bench(label, output.decode(errors="replace"))


async def beside_load(site: Site, turns: list[Kind], backend: str, meter: Meter, args: argparse.Namespace,
                      rates: dict[str, float]) -> tuple[list[Measured], BotLoad]:
    """load_bench with the web kinds `turns` in turn beside it until it ends, each for an
    equal share of its measured seconds (so each runs beside it); flat out, or at the rates
    in `rates` (--paced)."""
    each = max(2.0, args.load_seconds / max(1, len(turns)))
    print(f"  load_bench, beside it in turn {', '.join(k.name for k in turns)} ({each:.1f} s each"
          f"{', paced' if rates else ''}) until it ends", flush=True)
    bot = asyncio.create_task(run_load_bench(f"beside the web on {backend}", load_bench_command(args)))
    totals: dict[str, Measured] = {}
    while turns and not bot.done():
        for kind in turns:
            if bot.done():
                break
            rate = rates.get(kind.name)
            got = await measure(site, kind, backend, meter, seconds=each, concurrency=args.concurrency, rate=rate)
            if not got.available or not got.requests:
                continue
            into = totals.setdefault(kind.name, Measured(kind.name, backend + " + bot", goal=kind.goal, rate=rate))
            merge(into, got)
    return list(totals.values()), await bot


def merge(into: Measured, got: Measured) -> None:
    """`got`'s requests added to `into`'s (the CPU figures weighted by time)."""
    total = into.seconds + got.seconds
    for name in ("server_cpu", "workers_cpu", "db_cpu", "client_cpu"):
        setattr(into, name, (getattr(into, name) * into.seconds + getattr(got, name) * got.seconds) / total)
    into.seconds, into.requests, into.body_bytes = total, into.requests + got.requests, into.body_bytes + got.body_bytes
    into.latencies = sorted(into.latencies + got.latencies)
    for key, n in got.errors.items():
        into.errors[key] = into.errors.get(key, 0) + n
    for status, n in got.statuses.items():
        into.statuses[status] = into.statuses.get(status, 0) + n
    for tag, values in got.by_tag.items():
        into.by_tag[tag] = sorted(into.by_tag.get(tag, []) + values)


# ---------------------------------------------------------------------------- reporting


def table(rows: list[Measured], *, paced: bool = False) -> None:
    rate_head = "asked/s" if paced else "goal"
    print(f"\n{'kind':<32} {'backend':<16} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6} {'KB':>6} "
          f"{'server CPU %':>13} {'pg %':>5} {'client %':>8} {rate_head:>7}  met?")
    for r in rows:
        if not r.available:
            print(f"{r.kind:<32} {r.backend:<16} {r.note}")
            continue
        goal = r.rate if paced else r.goal
        cpu = f"{r.server_cpu:.0f}+{r.workers_cpu:.0f}"
        kb = r.body_bytes / len(r.latencies) / 1024 if r.latencies else 0.0
        pg = f"{r.db_cpu:.0f}" if "postgresql" in r.backend else "-"
        print(f"{r.kind:<32} {r.backend:<16} {r.per_s:>7.1f} {r.p50_ms:>7.1f} {r.p99_ms:>7.1f} "
              f"{r.error_count:>6} {kb:>6.1f} {cpu:>13} {pg:>5} {r.client_cpu:>8.0f} "
              f"{'-' if goal is None else f'{goal:g}':>7}  {r.met()}" + (f" ({r.note})" if r.note else ""))
        if r.errors:
            print(f"{'':<32} errors: {r.errors}")
        if len(r.by_tag) > 1:
            print(f"{'':<32} by game: " + ", ".join(
                f"{tag} p50 {1000 * percentile(v, 0.5):.0f} ms ({len(v)})" for tag, v in sorted(r.by_tag.items())))
    print("req/s: answers a second; p50/p99: to the whole body; KB: an answer's body; server CPU: % of one "
          "core, the server's process + its picture workers; pg: PostgreSQL's server; client: this driver.")


def summary(results: list[Measured], seeded: dict[str, Seeded], bots: list[BotLoad]) -> str:
    parts = []
    for backend, s in seeded.items():
        mine = [r for r in results if r.backend == backend and r.available]
        met = sum(1 for r in mine if r.met() == "yes")
        rates = [r for r in mine if r.goal is not None]
        rate_met = sum(1 for r in rates if r.per_s >= (r.goal or 0))
        parts.append(f"{backend}: seeded in {s.seconds:.0f} s, {met} of {len(mine)} kinds met every goal "
                     f"({rate_met} of {len(rates)} rate goals)")
    missing = sorted({r.kind for r in results if not r.available})
    if missing:
        parts.append("not available: " + ", ".join(missing))
    if bots:
        parts.append("the bot's p99 " + ", ".join(f"{b.p99_ms:.0f} ms {b.label}" for b in bots))
    return "summary: " + "; ".join(parts)


# ---------------------------------------------------------------------------- running


def paced_rate(kind: Kind, flat: Measured) -> float:
    """--paced: the kind's goal, or half the rate it kept flat out when that is below it."""
    half = max(1.0, round(flat.per_s / 2))
    return kind.goal if kind.goal is not None and flat.per_s >= kind.goal else half


async def run_backend(backend: str, args: argparse.Namespace, folder: Path, kinds: list[Kind],
                      pg: PostgresServer | None) -> tuple[Seeded, list[Measured], list[Measured], BotLoad | None]:
    database = str(folder / f"{backend}.sqlite3") if pg is None else pg.create_database("webbench")
    print(f"\n== {backend}: seeding {args.games:,} games among {args.players:,} players ==", flush=True)
    seeded = await seed(database, games=args.games, players=args.players, real_games=args.real_games,
                        say=lambda line: print(line, flush=True))
    results: list[Measured] = []
    paced: list[Measured] = []
    together = None
    async with WebServer(seeded, folder) as server:
        meter = Meter(server, pg)
        timeout = aiohttp.ClientTimeout(total=60)
        connector = aiohttp.TCPConnector(limit=args.concurrency)
        async with aiohttp.ClientSession(timeout=timeout, connector=connector) as session:
            site = Site(server, session)
            for kind in kinds:
                got = await measure(site, kind, backend, meter, seconds=args.seconds, concurrency=args.concurrency)
                results.append(got)
                said = got.note if not got.available else f"{got.per_s:.1f}/s, p99 {got.p99_ms:.0f} ms"
                print(f"  {kind.name}: {said}", flush=True)
            rates = {kind.name: paced_rate(kind, flat) for kind, flat in zip(kinds, results)
                     if args.paced and flat.available and kind.goal is not None}
            for kind in kinds:
                if kind.name in rates:
                    got = await measure(site, kind, backend, meter, seconds=args.seconds,
                                        concurrency=args.concurrency, rate=rates[kind.name])
                    if kind.goal is not None and rates[kind.name] != kind.goal:
                        got.note = f"the goal's {kind.goal:g}/s out of reach flat out: half that rate"
                    paced.append(got)
                    print(f"  {kind.name} at {rates[kind.name]:g}/s: p99 {got.p99_ms:.0f} ms", flush=True)
            if args.beside_load:
                available = [kind for kind, flat in zip(kinds, results) if flat.available]
                turns = [kind for kind in available if kind.goal is not None] or available
                beside, together = await beside_load(site, turns, backend, meter, args, rates)
                results += beside
        errors, tracebacks, distinct = server.log_problems()
        if errors or tracebacks:
            print(f"  web server log: {errors} ERROR lines, {tracebacks} tracebacks: {distinct}")
    return seeded, results, paced, together


async def main_async(args: argparse.Namespace) -> int:
    kinds = [k for k in KINDS if not args.kinds or any(w.lower() in k.name.lower() for w in args.kinds)]
    backends = list(BACKENDS) if args.backend == "both" else [args.backend]
    results: list[Measured] = []
    paced: list[Measured] = []
    seeded: dict[str, Seeded] = {}
    bots: list[BotLoad] = []
    started, load0 = time.perf_counter(), os.getloadavg()[0]
    if args.beside_load:
        command = load_bench_command(args)
        print(f"load_bench alone: {' '.join(command[1:])}", flush=True)
        bots.append(await run_load_bench("alone", command))
    with tempfile.TemporaryDirectory(prefix="web-bench-") as tmp:
        for backend in backends:
            pg = await asyncio.to_thread(start_server) if backend == "postgresql" else None
            try:
                s, got, got_paced, together = await run_backend(backend, args, Path(tmp), kinds, pg)
            finally:
                if pg is not None:
                    pg.stop("fast")
                    pg.remove()
            seeded[backend] = s
            results += got
            paced += got_paced
            if together is not None:
                bots.append(together)
    print(f"\n{args.concurrency} clients, {args.seconds:g} s a kind after its warm-up, the per-client rate limit "
          f"off (every client is 127.0.0.1); {args.games:,} games ({args.real_games} played), "
          f"{args.players:,} players; {os.cpu_count()} cores, load average {load0:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end")
    table(results)
    if paced:
        print("\nPaced: requests due on a clock at the rate asked, each timed from when it was due.")
        table(paced, paced=True)
    if bots:
        print(f"\nThe bot's own figures (load_bench --games {args.load_games} --seconds {args.load_seconds:g} "
              f"--warmup {args.load_warmup:g}):")
        print(f"{'run':<32} {'int/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'over 3 s':>8}")
        for b in bots:
            print(f"{b.label:<32} {b.per_s:>7.1f} {b.p50_ms:>7.0f} {b.p99_ms:>7.0f} {b.over_3s:>8}")
    print(summary(results, seeded, bots) + f"; {time.perf_counter() - started:.0f} s in all")
    return 0


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--backend", choices=(*BACKENDS, "both"), default="both")
    parser.add_argument("--games", type=int, default=10_000, help="finished games in the database")
    parser.add_argument("--players", type=int, default=1_000)
    parser.add_argument("--real-games", type=int, default=200,
                        help="games played through the table service; the rest are copies of them")
    parser.add_argument("--seconds", type=float, default=8.0, help="measured seconds a kind")
    parser.add_argument("--concurrency", type=int, default=50, help="clients at once")
    parser.add_argument("--kinds", nargs="+", metavar="WORD", help="only the kinds whose name contains a word")
    parser.add_argument("--paced", action="store_true",
                        help="the kinds with a goal again at its rate (or half their flat-out rate when below it): "
                             "p99 at that load")
    parser.add_argument("--beside-load", action="store_true",
                        help="load_bench alone, then beside the web kinds: the bot's p99 both ways")
    parser.add_argument("--load-games", type=int, default=20, help="with --beside-load: load_bench's --games")
    parser.add_argument("--load-seconds", type=float, default=24.0,
                        help="with --beside-load: its --seconds, shared out among the web kinds beside it")
    parser.add_argument("--load-warmup", type=float, default=3.0, help="with --beside-load: its --warmup")
    args = parser.parse_args(argv)
    if args.games < 1 or args.players < 2 * LANES or args.real_games < 1 or args.seconds <= 0 \
            or args.concurrency < 1:
        parser.error(f"--games >= 1, --players >= {2 * LANES}, --real-games >= 1, --seconds > 0, --concurrency >= 1")
    return args


def main() -> int:
    return asyncio.run(main_async(parse_args()))


if __name__ == "__main__":
    sys.exit(main())
