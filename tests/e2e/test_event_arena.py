"""An arena under load (issue 27), end to end through the loopback Discord.

- 40 members for a simulated hour: the event's timer is fired by hand at a controllable
  clock, in 10-second waves, and games are ended between waves (a resign, a seeded random
  choice of who).  After every wave: nobody is in two unfinished games; nobody who was not
  waiting is paired; two players who just met meet again only when nobody else was waiting
  and nobody else was playing (the arena rule); everyone left waiting after a wave could
  not be paired (at most one left over, unless the rule forbids every pair left); the
  points follow the arena rule (2 a win, 1 a draw, double after two wins in a row),
  recomputed here by hand from each player's results in order.  At the window's end: no
  new pairing, the games in progress finish and count, the event is over and its podium is
  posted once.
- A restart in the middle keeps the queue, the games and the scores, and the arena goes on.
- A kill -9 while a wave of many pairs is being posted: each pair of the wave exists once or
  not at all, nobody is in two games, and every event game gets its table (the start-up pass
  posts those that never went out).
- Two processes on two shards sharing one PostgreSQL: members join through both (a double
  Join joins once), both fire the event timer at once: each wave is paired once.

The timer loop of the in-process bots is switched off: every firing is the test's own, at
its own clock (a join still pairs at once, as it does in production).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import sqlite3
import time
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Sequence

import pytest

import bot.discord.timers as timer_module
from bot.features.event_board import standings_of
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from tests.postgres import find_bin_dir

from .helpers import answered_in_time, db_rows, is_over, public_messages
from .test_events import create_event, event_id
from .test_ratings import resign
from .test_two_processes import database_url  # noqa: F401  (pytest fixture: a PostgreSQL database)

WAVE = 10.0  # seconds between the arena's pairing waves (bot.events.kinds.ARENA_EVERY)
LINE = re.compile(r"^(\d+)\. (\S+): (\d+) \((\d+) games?\)(.*)$")


# ---------------------------------------------------------------------------- the arena rule by hand


def arena_score(results: Iterable[str]) -> tuple[int, bool]:
    """A player's arena points from their results in order ("W", "D", "L"): a win 2, a draw 1;
    after two wins in a row, wins (and draws) count double until a game is not won.  And
    whether the next game counts double (the streak marker)."""
    total, streak = 0, 0
    for result in results:
        base = {"W": 2, "D": 1, "L": 0}[result]
        total += base * 2 if streak >= 2 else base
        streak = streak + 1 if result == "W" else 0
    return total, streak >= 2


@dataclass(frozen=True)
class G:
    game_id: int
    first: int
    second: int
    result: str | None
    finished_at: float | None

    @property
    def players(self) -> tuple[int, int]:
        return self.first, self.second


@dataclass(frozen=True)
class State:
    """An event as the database holds it: its players' states and its games."""

    states: dict[int, str]
    games: dict[int, G]

    @property
    def waiting(self) -> set[int]:
        return {u for u, s in self.states.items() if s == "waiting"}

    @property
    def unfinished(self) -> list[G]:
        return [g for g in self.games.values() if g.result is None]

    def finished(self) -> list[G]:
        return sorted((g for g in self.games.values() if g.result is not None),
                      key=lambda g: (g.finished_at or 0.0, g.game_id))

    def last_opponent(self) -> dict[int, int]:
        last: dict[int, int] = {}
        for g in self.finished():
            last[g.first], last[g.second] = g.second, g.first
        return last

    def results(self, user: int) -> list[str]:
        out = []
        for g in self.finished():
            if user in g.players:
                mine = "first" if user == g.first else "second"
                out.append("D" if g.result == "draw" else "W" if g.result == mine else "L")
        return out


def sqlite_state(db, eid: int) -> State:
    states = dict(db_rows(db, "SELECT user_id, state FROM event_players WHERE event_id = ?", (eid,)))
    games = {r[0]: G(*r) for r in db_rows(db, "SELECT game_id, first_user, second_user, result, finished_at"
                                              " FROM event_games WHERE event_id = ?", (eid,))}
    return State(states, games)


def nobody_twice(state: State) -> None:
    seen: dict[int, int] = {}
    for g in state.unfinished:
        for user in g.players:
            assert user not in seen, f"{user} is in two unfinished games: {seen[user]} and {g.game_id}"
            seen[user] = g.game_id


def check_wave(before: State, after: State, *, fired: bool = True,
               joining: int | None = None) -> tuple[list[G], set[int]]:
    """The arena rule over one pairing wave (nothing else happened between the two reads);
    returns the wave's games and who was left waiting.  `fired` False: no wave ran, and
    nobody was paired; `joining`: a member whose Join (waiting from now) set the wave off."""
    nobody_twice(after)
    new = [g for gid, g in after.games.items() if gid not in before.games]
    if not fired:
        assert not new, new
        return new, after.waiting
    waiting = before.waiting | ({joining} if joining is not None and after.states.get(joining) != "paused" else set())
    last = before.last_opponent()
    others_playing = bool(before.unfinished)

    def rematch(a: int, b: int) -> bool:
        return last.get(a) == b or last.get(b) == a

    def allowed(a: int, b: int) -> bool:
        return not rematch(a, b) or not others_playing

    paired = set()
    for g in new:
        assert set(g.players) <= waiting, f"game {g.game_id} seats someone who was not waiting: {g.players}"
        paired |= set(g.players)
        if rematch(*g.players):
            assert waiting == set(g.players) and not others_playing, (
                f"{g.players} met twice in a row while others waited ({sorted(waiting)}) or played")
    left = waiting - paired
    pairable = [(a, b) for a, b in combinations(sorted(left), 2) if allowed(a, b)]
    assert len(left) <= 1 or not pairable, f"left waiting although they could be paired: {pairable}"
    assert len(paired) == 2 * len(new)
    return new, left


def check_points(state: State, table, users: Sequence[int]) -> None:
    """The bot's standings (`event_board.standings_of`) against the arena rule by hand."""
    by_user = {s.user_id: s for s in table}
    for user in (u for u in users if u in state.states):
        results = state.results(user)
        points, on_fire = arena_score(results)
        line = by_user[user]
        assert (line.score, line.games, line.on_fire) == (points, len(results), on_fire), (user, results, line)


def standings_lines(text: str) -> list[tuple[int, str, int, int, str]]:
    out = []
    for raw in text.splitlines():
        found = LINE.match(raw)
        if found:
            rank, name, points, games, rest = found.groups()
            out.append((int(rank), name, int(points), int(games), rest))
    return out


# ---------------------------------------------------------------------------- driving the bot


def no_timer_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot's own timer loop off: the test fires the timers at its own clock."""
    async def idle(bot, every: float = 5.0) -> None:
        return None
    monkeypatch.setattr(timer_module, "timer_loop", idle)


async def settle(bot) -> None:
    """Until the bot is idle: a join's immediate pairing (a background timer pass) and its
    messages included."""
    for _ in range(3):
        await asyncio.sleep(0.01)
        await bot.wait_idle()
        await bot.outbox.drained()


def table_message(fake: FakeDiscord, db, game_id: int) -> FakeMessage:
    [(message_id,)] = db_rows(db, "SELECT message_id FROM games WHERE id = ?", (game_id,))
    assert message_id is not None, f"the table of event game {game_id} was never posted"
    return fake.messages[message_id]


class Arena:
    """One arena driven through the fake: its members, the simulated clock, the checks."""

    def __init__(self, fake: FakeDiscord, bot, db, board: FakeMessage, eid: int, members) -> None:
        self.fake, self.bot, self.db, self.board, self.eid = fake, bot, db, board, eid
        self.members = {m.id: m for m in members}
        self.waves = 0
        self.games_paired = 0
        self.held_back = 0  # waves that left two or more waiting: every pair left had just met
        self.rematches = 0

    def state(self) -> State:
        return sqlite_state(self.db, self.eid)

    @staticmethod
    def playing(user: int, state: State) -> bool:
        return any(user in g.players for g in state.unfinished)

    async def wave(self, now: float, *, pairing: bool = True) -> list[G]:
        """Fire the timers at `now` (`pairing` False: the window is closed)."""
        before = self.state()
        await self.bot.run_timers(now)
        await settle(self.bot)
        new, left = check_wave(before, self.state(), fired=pairing)
        self.count(before, new, left if pairing else set())
        self.waves += 1
        return new

    def count(self, before: State, new: list[G], left: set[int]) -> None:
        last = before.last_opponent()
        self.games_paired += len(new)
        self.held_back += len(left) >= 2
        self.rematches += sum(last.get(g.first) == g.second or last.get(g.second) == g.first for g in new)

    async def click(self, member, label: str) -> str:
        """Join or Leave; a Join to a running arena is a wave of its own (it pairs at once)."""
        before = self.state()
        [(status,)] = db_rows(self.db, "SELECT status FROM events WHERE id = ?", (self.eid,))
        res = answered_in_time(await self.fake.click(member, self.board, self.fake.button(self.board, label=label)))
        assert res.private, res
        await settle(self.bot)
        fired = status == "running" and label == "Join"
        new, left = check_wave(before, self.state(), fired=fired,
                               joining=member.id if label == "Join" and not self.playing(member.id, before) else None)
        self.count(before, new, left if fired else set())
        return res.answer.text

    async def resign(self, loser: int, game_id: int) -> None:
        """`loser` resigns.  The bot would pair the freed players at once (a game's end kicks
        its timer pass: test_events.py checks that); here the next wave, at the test's clock,
        does, so that each wave is checked against the arena rule whole."""
        self.bot.kick_timers = lambda: None
        try:
            await resign(self.fake, self.members[loser], table_message(self.fake, self.db, game_id))
        finally:
            del self.bot.kick_timers  # the bot's own again

    async def end_some(self, rng: random.Random, chance: float, favourite: int | None = None) -> int:
        """End each running game with `chance`: a seeded random player resigns (never the
        favourite, who so wins streaks)."""
        ended = 0
        for g in self.state().unfinished:
            if rng.random() >= chance:
                continue
            loser = rng.choice(g.players) if favourite not in g.players else (
                g.second if g.first == favourite else g.first)
            await self.resign(loser, g.game_id)
            ended += 1
        return ended


async def new_arena(fake: FakeDiscord, bot, db, members, *, name: str, minutes: int) -> tuple[Arena, float, float]:
    """An arena created by the owner, starting in a minute; with its start and end."""
    board = await create_event(fake, fake.owner, "arena", game="capture", minutes=minutes, name=name,
                               **{"starts-in": 1})
    eid = event_id(db)
    [(starts_at, ends_at)] = db_rows(db, "SELECT starts_at, ends_at FROM events WHERE id = ?", (eid,))
    assert ends_at - starts_at == minutes * 60
    return Arena(fake, bot, db, board, eid, members), starts_at, ends_at


@pytest.mark.timeout(900)  # one of the suite's longest (~130 s on a loaded two-core machine): more room
async def test_an_arena_of_40_members_for_a_simulated_hour_pairs_by_the_arena_rule_and_ends_with_one_podium(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    no_timer_loop(monkeypatch)
    fake = fake_discord
    rng = random.Random(27)
    members = [fake.add_member(f"player{i:02d}") for i in range(40)]
    early, late = members[:34], members[34:]
    favourite = members[0].id
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        arena, starts_at, ends_at = await new_arena(fake, bot, db, members, name="Big arena", minutes=60)
        board, eid = arena.board, arena.eid
        for member in early:  # before the start: they wait for the first wave
            assert "You joined" in await arena.click(member, "Join")
        tracked = [favourite, members[5].id, members[17].id, late[0].id]

        # The start: everyone waiting is paired in one wave.
        first = await arena.wave(starts_at)
        assert len(first) == 17
        now, paused = starts_at, {}
        while now + WAVE < ends_at:
            now += WAVE
            minute = (now - starts_at) / 60
            if late and minute >= 5 + 3 * (6 - len(late)):  # a few join late, one every 3 minutes
                assert "You joined" in await arena.click(late.pop(0), "Join")
            if rng.random() < 0.03 and len(paused) < 3:  # a few press Leave, and come back later
                member = rng.choice([m for m in members[1:34] if m.id not in paused])
                assert "You left" in await arena.click(member, "Leave")
                paused[member.id] = now + rng.choice([60, 120, 300])
            for user, back in list(paused.items()):
                if now >= back:
                    assert "Welcome back" in await arena.click(arena.members[user], "Join")
                    del paused[user]
            await arena.end_some(rng, chance=0.025, favourite=favourite)
            await arena.wave(now)
            state = arena.state()
            table, _, _ = await standings_of(bot, await bot.storage.events.load(eid))
            check_points(state, table, tracked)
        assert not late

        # The window is closed: no new pairing; the games in progress finish and count.
        now = ends_at + 1
        await arena.wave(now, pairing=False)
        assert db_rows(db, "SELECT status FROM events WHERE id = ?", (eid,)) == [("finishing",)]
        running = arena.state().unfinished
        assert running, "no game was in progress at the end: nothing to finish"
        podiums = lambda: [m for m in fake.channel_messages() if "Big arena** is over" in m.text]  # noqa: E731
        while arena.state().unfinished:
            now += WAVE
            await arena.end_some(rng, chance=0.5)
            await arena.wave(now, pairing=False)
            assert not podiums() or not arena.state().unfinished
        state = arena.state()
        assert all(state.games[g.game_id].result in ("first", "second") for g in running)
        assert db_rows(db, "SELECT status FROM events WHERE id = ?", (eid,)) == [("over",)]
        assert len(podiums()) == 1
        for _ in range(2):
            now += WAVE
            await bot.run_timers(now)
            await settle(bot)
        assert len(podiums()) == 1, "the podium was posted more than once"

        # Every player's points by hand, against the Standings (private: text and picture).
        names = {m.id: m.username.title() for m in members}
        by_hand = {}
        for user in names:
            points, on_fire = arena_score(state.results(user))
            by_hand[user] = (points, len(state.results(user)), on_fire)
        shown = answered_in_time(await fake.click(members[3], board, fake.button(board, label="Standings")))
        assert shown.private and not shown.answer.attachments  # a text table: a picture would say nothing more
        lines = standings_lines(shown.answer.text)
        assert len(lines) == 40 and [r for r, *_ in lines] == list(range(1, 41))
        for _, name, points, games, rest in lines:
            [user] = [u for u, n in names.items() if n == name]
            assert (points, games, "winning streak" in rest) == by_hand[user], (name, rest, by_hand[user])
        assert [p for _, _, p, _, _ in lines] == sorted((p for _, _, p, _, _ in lines), reverse=True)
        podium = podiums()[0]
        leaders = [u for _, name, *_ in lines[:3] for u, n in names.items() if n == name]
        assert len(leaders) == 3 and all(f"<@{u}>" in podium.text for u in leaders), podium.text
        # The event's message: the standings as text (its first lines), and the end.
        assert "Final standings" in board.text
        assert standings_lines(board.text) == lines[:10]
        assert "30 more players" in board.text
        assert arena.games_paired == len(state.games) and not state.unfinished
        # The rule was put to the test: waves where those left waiting had all just met.
        assert arena.held_back > 0
        print(f"\narena: {arena.waves} waves, {len(state.games)} games, {arena.held_back} waves holding back"
              f" players who just met, {arena.rematches} rematches (nobody else waiting or playing)")


# ---------------------------------------------------------------------------- a restart in the middle


async def test_a_restart_in_the_middle_keeps_the_queue_games_and_scores_and_the_arena_goes_on(
        fake_discord: FakeDiscord, make_bot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    no_timer_loop(monkeypatch)
    fake = fake_discord
    rng = random.Random(8)
    members = [fake.add_member(f"runner{i}") for i in range(10)]
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        arena, starts_at, ends_at = await new_arena(fake, bot, db, members, name="Long arena", minutes=30)
        eid = arena.eid
        for member in members:
            await arena.click(member, "Join")
        assert len(await arena.wave(starts_at)) == 5
        now = starts_at
        for _ in range(3):
            now += WAVE
            await arena.end_some(rng, chance=0.5)
            await arena.wave(now)
        for g in arena.state().unfinished[:2]:  # two games end just before the restart: a queue of 4
            await arena.resign(g.second, g.game_id)
        waiting = sorted(arena.state().waiting)
        assert len(waiting) == 4, waiting
        assert "You left" in await arena.click(arena.members[waiting[0]], "Leave")
        before = arena.state()
        assert before.unfinished and before.waiting and "paused" in before.states.values()
        scores_before, _, _ = await standings_of(bot, await bot.storage.events.load(eid))
    async with running_bot(fake, make_bot()) as bot:  # a new process on the same database
        arena.bot = bot
        await settle(bot)
        assert arena.state() == before, "the restart changed the queue or the games"
        scores, _, _ = await standings_of(bot, await bot.storage.events.load(eid))
        assert scores == scores_before
        # The arena goes on: the old event message's buttons, the old tables, the next waves.
        assert "Welcome back" in await arena.click(arena.members[waiting[0]], "Join")
        for _ in range(6):
            now += WAVE
            await arena.end_some(rng, chance=0.5)
            await arena.wave(now)
        after = arena.state()
        assert len(after.finished()) > len(before.finished()) and len(after.games) > len(before.games)
        check_points(after, (await standings_of(bot, await bot.storage.events.load(eid)))[0], list(arena.members))
        now = ends_at + 1
        await arena.wave(now, pairing=False)
        while arena.state().unfinished:
            await arena.end_some(rng, chance=1.0)
            now += WAVE
            await arena.wave(now, pairing=False)
        assert db_rows(db, "SELECT status FROM events WHERE id = ?", (eid,)) == [("over",)]
        assert len([m for m in fake.channel_messages() if "Long arena** is over" in m.text]) == 1


# ---------------------------------------------------------------------------- a kill -9 mid-wave


async def board_of(fake: FakeDiscord, res) -> FakeMessage:
    """The event message a /event command posted (a bot in another process may defer first)."""
    assert res.message is not None and not res.private, res
    message = res.message
    if not fake.buttons(message):
        message = await fake.wait_for_edit(message, 0, timeout=20)
    assert fake.button(message, label="Join")
    return message


def kill_state(db, eid: int) -> State:
    """The event's state, and the round's wholeness: every game stored is an event game of one
    round, nobody is seated twice, and every paired player is playing."""
    state = sqlite_state(db, eid)
    nobody_twice(state)
    assert sorted(g for (g,) in db_rows(db, "SELECT id FROM games")) == sorted(state.games), "a game outside the round"
    assert {r for (r,) in db_rows(db, "SELECT round FROM event_games")} <= {1}
    assert db_rows(db, "SELECT round FROM events WHERE id = ?", (eid,)) == [(1 if state.games else 0,)]
    seated = [u for g in state.games.values() for u in g.players]
    assert len(seated) == len(set(seated))
    assert all(state.states[u] == "playing" for u in seated)
    return state


async def test_a_kill_9_while_a_wave_is_posted_leaves_every_pair_once_or_not_at_all_and_every_table_goes_out(
        fake: FakeDiscord, tmp_path) -> None:
    from .helpers import launched_bot, wait_until
    from .test_admin_startup import child_env

    members = [fake.add_member(f"crashy{i:02d}") for i in range(24)]
    db = tmp_path / "bot.sqlite3"
    # Each table picture 0.3 s slower: the wave's 12 tables take seconds to go out.
    env = child_env(fake, tmp_path, SLOW_RENDER_SECONDS="0.3")
    async with launched_bot(fake, env, module="tests.e2e.slow_render_bot") as bot:
        res = await fake.slash(fake.owner, "event", subcommand="arena",
                               options={"game": "capture", "minutes": 30, "name": "Crash arena", "starts-in": 5})
        board = await board_of(fake, res)
        [(eid,)] = db_rows(db, "SELECT id FROM events")
        for member in members:  # before the start: nobody is paired yet
            joined = await fake.click(member, board, fake.button(board, label="Join"))
            assert joined.private and "You joined" in joined.answer.text, joined
        assert not db_rows(db, "SELECT * FROM event_games")
        # The start is now: the bot's timer loop takes it within its next pass (5 s).
        with contextlib.closing(sqlite3.connect(str(db), timeout=10)) as conn, conn:
            conn.execute("UPDATE events SET starts_at = ? WHERE id = ?", (time.time() - 1, eid))
            conn.execute("UPDATE timers SET due_at = ? WHERE kind = 'event'", (time.time() - 1,))

        def pings() -> list[FakeMessage]:  # on the tables themselves, each seen before the bot records it
            return [m for m in public_messages(fake) if "your game in Crash arena is ready" in m.text]

        def recorded() -> list[tuple[int]]:
            return db_rows(db, "SELECT id FROM games WHERE message_id IS NOT NULL")

        await wait_until(lambda: "" if pings() and recorded() else "no table went out yet", 30,
                         "the wave was not posted")
        await bot.crash()  # SIGKILL, the whole process tree, while the wave's tables go out
        state = kill_state(db, eid)
        posted = [g for g in state.games if db_rows(db, "SELECT message_id FROM games WHERE id = ?", (g,))[0][0]]
        assert len(state.games) == 12, "the whole wave (24 waiting) was paired in one round"
        assert 0 < len(posted) < 12, f"killed after {len(posted)} of 12 tables: not in the middle of the wave"
        await bot.start()

        def unposted() -> list[int]:
            return [g for g in state.games
                    if not (m := db_rows(db, "SELECT message_id FROM games WHERE id = ?", (g,))[0][0])
                    or m not in fake.messages]

        await wait_until(unposted, 30, "event games without a table after the restart")
        after = kill_state(db, eid)
        assert after == state, "the restart paired or changed something"
        # Each game's table is shown once (one more at most: the table being sent at the kill),
        # the 12 spread over the channel and a table thread opened for them (GAMES_PER_PLACE).
        tables = [m for m in public_messages(fake) if "event: Crash arena" in m.text]
        assert 12 <= len(tables) <= 13, len(tables)
        assert len({m.channel_id for m in tables}) == 2 and fake.channel_id in {m.channel_id for m in tables}
    assert "Traceback" not in bot.stderr, bot.stderr[-3000:]


# ---------------------------------------------------------------------------- two processes, one PostgreSQL


async def pg_state(store, eid: int) -> State:
    from tests.databases import rows

    states = dict(await rows(store, "SELECT user_id, state FROM event_players WHERE event_id = :e", {"e": eid}))
    games = {int(r[0]): G(int(r[0]), int(r[1]), int(r[2]), r[3], r[4]) for r in await rows(
        store, "SELECT game_id, first_user, second_user, result, finished_at FROM event_games WHERE event_id = :e",
        {"e": eid})}
    return State({int(u): s for u, s in states.items()}, games)


async def whole_rounds(store, eids: Sequence[int]) -> None:
    """Every game stored is one event game; each event's rounds seat nobody twice; nobody is
    in two unfinished games of an event."""
    from tests.databases import rows

    assert sorted(await rows(store, "SELECT id FROM games")) == sorted(await rows(store, "SELECT game_id FROM event_games"))
    for eid in eids:
        nobody_twice(await pg_state(store, eid))
        by_round = await rows(store, "SELECT round, first_user, second_user FROM event_games WHERE event_id = :e",
                              {"e": eid})
        seats: dict[int, list[int]] = {}
        for r, a, b in by_round:
            seats.setdefault(int(r), []).extend((int(a), int(b)))
        for r, seated in seats.items():
            assert len(seated) == len(set(seated)), f"event {eid} round {r} seats someone twice"
        [(last,)] = await rows(store, "SELECT round FROM events WHERE id = :e", {"e": eid})
        assert set(seats) <= set(range(1, int(last) + 1))


async def resigned(fake: FakeDiscord, user, table: FakeMessage) -> None:
    """Resign from a table served by a bot in another process (its answers come later)."""
    from .helpers import wait_until

    ask = await fake.click(user, table, fake.button(table, label="Resign"))
    assert ask.answer is not None and ask.answer.ephemeral, ask
    await fake.click(user, ask.answer, fake.button(ask.answer, label="Yes, resign"))
    await wait_until(lambda: "" if is_over(fake.messages[table.id]) else "the table is not over", 20,
                     "the resign did not end the game")


@pytest.mark.skipif(find_bin_dir() is None, reason="no PostgreSQL server binaries on this machine")
async def test_two_processes_on_two_shards_pair_each_wave_once_and_a_double_join_joins_once(
        fake: FakeDiscord, tmp_path, database_url: str) -> None:
    from bot.storage import Storage
    from tests.databases import rows
    from tests.fakediscord.bot_process import bot_subprocess

    from .test_two_processes import env_for, two_servers

    servers = two_servers(fake)
    members = [fake.add_member(f"duo{i:02d}") for i in range(12)]
    by_id = {m.id: m for m in members}
    store = await Storage.open(database_url)
    try:
        async with bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 0)) as first, \
                bot_subprocess(fake, env=env_for(fake, tmp_path, database_url, 1)) as second:
            boards = []
            for n, (_, channel) in enumerate(servers):  # an arena on each server, running at once
                res = await fake.slash(fake.owner, "event", subcommand="arena", channel=channel,
                                       options={"game": "capture", "minutes": 30, "name": f"Shard arena {n}"})
                boards.append(await board_of(fake, res))
            eids = [int(e) for (e,) in await rows(store, "SELECT id FROM events ORDER BY id")]
            assert len(eids) == 2
            deadline = time.monotonic() + 20
            while await rows(store, "SELECT id FROM events WHERE status <> 'running'"):
                assert time.monotonic() < deadline, "the arenas did not start"
                await asyncio.sleep(0.1)
            # Everyone joins both arenas at the same moment (each through its server's process),
            # and one of them presses Join on the first arena twice more at once: every Join
            # sets its arena's timer due and fires the due timers, in both processes at once.
            clicks = [fake.click(m, board, fake.button(board, label="Join"), settle=False)
                      for m in members for board in boards]
            clicks += [fake.click(members[0], boards[0], fake.button(boards[0], label="Join"), settle=False)
                       for _ in range(2)]
            answers = await asyncio.gather(*clicks)
            assert all(res.response_type is not None for res in answers), "a Join got no answer"
            await asyncio.sleep(1.0)  # the answers of deferred clicks
            said = [m.text for m in fake.channel_messages(servers[0][1])
                    if m.ephemeral and m.visible_to(members[0]) and "Shard arena 0" in m.text]
            assert sum("You joined" in text for text in said) == 1 and \
                sum("already in" in text for text in said) == 2, said
            for eid in eids:
                players = await rows(store, "SELECT user_id FROM event_players WHERE event_id = :e", {"e": eid})
                assert sorted(int(u) for (u,) in players) == sorted(by_id)

            async def everyone_paired(held: bool = False) -> str:
                """Everyone in a game; `held`: but for two who just met each other, whom the
                arena rule keeps waiting while everyone else plays (a game's end pairs at once,
                so the last two freed may be each other's last opponent)."""
                await whole_rounds(store, eids)
                for eid in eids:
                    state = await pg_state(store, eid)
                    pair = sorted(state.waiting)
                    if held and len(pair) == 2 and state.last_opponent().get(pair[0]) == pair[1] and \
                            len(state.unfinished) == 5:
                        continue
                    if state.waiting or len(state.unfinished) != 6:
                        return f"event {eid}: {len(state.waiting)} waiting, {len(state.unfinished)} games"
                return ""

            async def settled(what: str, held: bool = False) -> None:
                deadline = time.monotonic() + 40
                while problem := await everyone_paired(held):
                    assert time.monotonic() < deadline, f"{what}: {problem}"
                    await asyncio.sleep(0.2)

            await settled("the joins were not all paired")
            first_games = {eid: (await pg_state(store, eid)).games for eid in eids}

            # Every game ends at once, on both servers; each end sets a timer pass off in its
            # process, and the processes' passes both find the two arenas due: each wave is
            # paired once.
            endings = []
            for eid, (_, channel) in zip(eids, servers):
                for g in first_games[eid].values():
                    deadline = time.monotonic() + 20
                    while (message_id := (await rows(store, "SELECT message_id FROM games WHERE id = :g",
                                                     {"g": g.game_id}))[0][0]) not in fake.messages:
                        assert time.monotonic() < deadline, f"the table of event game {g.game_id} never went out"
                        await asyncio.sleep(0.1)
                    endings.append(resigned(fake, by_id[g.first], fake.messages[message_id]))
            await asyncio.gather(*endings)
            await settled("the second wave was not paired", held=True)
            for eid in eids:
                state = await pg_state(store, eid)
                assert len(state.games) in (11, 12) and len(state.finished()) == 6
                last = {u: o for g in first_games[eid].values() for u, o in (g.players, g.players[::-1])}
                for g in state.unfinished:
                    assert last[g.first] != g.second, f"a rematch in event {eid} although 12 were waiting"
            await whole_rounds(store, eids)
        for bot in (first, second):
            assert "Traceback" not in bot.stderr, bot.stderr[-3000:]
    finally:
        await store.close()
