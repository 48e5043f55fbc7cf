"""A Swiss tournament end to end (issue 27) through the loopback Discord: /event swiss, members
joining with the event message's button, each round paired by the event's timer (fired by
hand with a chosen clock), its games decided by a resignation on the public table (or by the
turn timer, nobody having moved), the next round paired when the last game ends, and the final
standings checked against a table computed here by a plain implementation of the tie-breaks.

Capture cannot be drawn quickly (a draw needs a whole game ending with equal captures), so
the results here are wins, losses and abandoned games (a loss for both); draws are covered by
the pairing module's unit tests (tests/bot/test_pairings.py).

Swiss scoring as the pairing module documents it: a win 1, a loss 0, a bye 1 point.
Buchholz: the sum of the opponents' final scores; Sonneborn-Berger: the sum of the final
scores of the opponents beaten; a bye counts in both as a win against a dummy opponent with
the player's own final score.  Ties after both: the seeding order (here the order of joining,
nobody having a rating yet).
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import AsyncIterator

import pytest
from sqlalchemy import text

from bot.config import Settings
from bot.storage.database import Database
from tests.databases import BACKENDS, postgres_server  # noqa: F401  (pytest fixture)
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage, FakeUser

from .helpers import on_backend, answered_in_time, is_over, launched_bot, pinged, public_messages, wait_until
from .test_ratings import resign

PING = re.compile(r"^<@(\d+)> and <@(\d+)>: your game in (.+?) is ready\.\n")  # above the table it pings for
PODIUM = "is over"


# ---------------------------------------------------------------------------- both backends


@pytest.fixture(params=BACKENDS)
def settings(request, settings: Settings) -> Settings:
    """Every test here runs on SQLite and on PostgreSQL (skipped, saying why, where no server
    can be had)."""
    return on_backend(request, settings, "swiss")


class Rows:
    """Raw SQL against the bot's database, either backend, for checks (`?` parameters)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    async def __call__(self, sql: str, *params: object) -> list[tuple]:
        names = iter(range(len(params)))
        query = text(re.sub(r"\?", lambda _: f":p{next(names)}", sql))
        values = {f"p{i}": v for i, v in enumerate(params)}
        return await self._db.run(lambda conn: [tuple(r) for r in conn.execute(query, values)])


@pytest.fixture
async def db(settings: Settings) -> AsyncIterator[Rows]:
    database = Database.connect(settings.database_url or settings.database_path)
    try:
        yield Rows(database)
    finally:
        await database.close()


# ---------------------------------------------------------------------------- the tournament as seen


@dataclass(frozen=True)
class Board:
    """One paired game as its ping shows it: first seat, second seat, the table's message."""

    first: int
    second: int
    table_id: int


@dataclass
class Tournament:
    """What members of the server see of one Swiss (its pings, its podium), and what the test
    decided (each game's winner, None when abandoned)."""

    fake: FakeDiscord
    name: str
    board: FakeMessage
    members: dict[int, FakeUser]
    seen: set[int] = field(default_factory=set)  # ping messages read already
    rounds: list[tuple[list[Board], int | None]] = field(default_factory=list)  # (boards, bye) a round
    winners: dict[int, int | None] = field(default_factory=dict)  # table id -> winner

    def new_boards(self) -> list[Board]:
        found = []
        for msg in public_messages(self.fake):  # in the channel and its table threads
            match = PING.search(msg.text)
            if match and match.group(3) == self.name and msg.id not in self.seen:
                self.seen.add(msg.id)
                assert pinged(self.fake, msg) == {int(match.group(1)), int(match.group(2))}, "its players are pinged"
                found.append(Board(int(match.group(1)), int(match.group(2)), msg.id))
        return found

    def table(self, board: Board) -> FakeMessage:
        return self.fake.messages[board.table_id]

    def podiums(self) -> list[FakeMessage]:
        return [m for m in self.fake.channel_messages() if m.text.startswith(f"**{self.name}** {PODIUM}")]

    async def decide(self, board: Board, loser: int, *, elsewhere: bool = False, shown: bool = True) -> None:
        """`loser` resigns (`elsewhere`: the bot runs in another process, and the table is
        edited after the confirmation's answer; `shown` False: not waiting for that edit, which
        the process may not live to send: the game's end sets the next pairing off at once)."""
        if elsewhere:
            public, who = self.table(board), self.members[loser]
            ask = answered_in_time(await self.fake.click(who, public, self.fake.button(public, label="Resign")))

            def prompt() -> str:
                shown = ask.answer
                return "" if shown is not None and any(
                    b.label == "Yes, resign" for b in self.fake.buttons(shown)) else "no confirmation yet"
            await wait_until(prompt, 15, "the resign prompt did not come")
            assert ask.answer is not None
            await self.fake.click(who, ask.answer, self.fake.button(ask.answer, label="Yes, resign"))
            if shown:
                await wait_until(lambda: "" if is_over(public) else public.text[:200], 15, "the game is not over")
        else:
            await resign(self.fake, self.members[loser], self.table(board))
        self.winners[board.table_id] = board.second if loser == board.first else board.first

    def games(self) -> list[tuple[int, int, int | None]]:
        """(first, second, winner) of every decided game."""
        return [(b.first, b.second, self.winners[b.table_id]) for boards, _ in self.rounds for b in boards
                if b.table_id in self.winners]

    def byes(self) -> list[int]:
        return [bye for _, bye in self.rounds if bye is not None]


async def create_swiss(fake: FakeDiscord, name: str, rounds: int, starts_in: int = 1) -> FakeMessage:
    res = answered_in_time(await fake.slash(fake.owner, "event", subcommand="swiss",
                                            options={"game": "capture", "rounds": rounds, "name": name,
                                                     "starts-in": starts_in}))
    assert res.new_message is not None and not res.new_message.ephemeral, res
    return res.new_message


async def swiss_joined(fake: FakeDiscord, name: str, rounds: int, members: list[FakeUser]) -> Tournament:
    """A Swiss created by the server's owner, starting in a minute, joined by `members` in order."""
    board = await create_swiss(fake, name, rounds)
    for m in members:
        joined = answered_in_time(await fake.click(m, board, fake.button(board, label="Join")))
        assert joined.private and "You joined" in joined.answer.text, joined.answer.text
    return Tournament(fake, name, board, {m.id: m for m in members})


async def next_round(bot, t: Tournament, present: set[int], *, at: float | None = None,
                     tries: int = 4) -> tuple[list[Board], int | None] | None:
    """Fire the timers until the next round's pings are out (None: no round came).  The round
    is recorded with its bye: the present player who was not paired."""
    for _ in range(tries):
        await bot.run_timers(time.time() + 61 if at is None else at)
        await t.fake.settled()
        boards = t.new_boards()
        if boards:
            paired = [u for b in boards for u in (b.first, b.second)]
            rest = present - set(paired)
            assert len(rest) <= 1, f"unpaired: {sorted(rest)}"
            t.rounds.append((boards, next(iter(rest), None)))
            return t.rounds[-1]
    return None


def check_round(t: Tournament, present: set[int]) -> None:
    """The round just paired against the Swiss rules: everyone present seated once, a bye
    only when the count is odd and never twice to one player, no rematch, seats balanced
    (never more than 2 first-seat games over second-seat or the reverse, never 3 in a row on
    one side)."""
    boards, bye = t.rounds[-1]
    number = len(t.rounds)
    seated = [u for b in boards for u in (b.first, b.second)] + ([bye] if bye is not None else [])
    assert sorted(seated) == sorted(present), f"round {number}: seated {sorted(seated)}, present {sorted(present)}"
    assert (bye is not None) == (len(present) % 2 == 1), f"round {number}: bye {bye} for {len(present)} players"
    assert len(t.byes()) == len(set(t.byes())), f"a second bye in round {number}: {t.byes()}"
    earlier = [frozenset((b.first, b.second)) for boards_, _ in t.rounds[:-1] for b in boards_]
    rematches = [sorted(pair) for pair in (frozenset((b.first, b.second)) for b in boards) if pair in earlier]
    assert not rematches, f"round {number}: rematches {rematches}"
    sides: dict[int, list[int]] = {}
    for boards_, _ in t.rounds:
        for b in boards_:
            sides.setdefault(b.first, []).append(1)
            sides.setdefault(b.second, []).append(-1)
    for user, seq in sides.items():
        assert abs(sum(seq)) <= 2, f"round {number}: {user} sat {seq}"
        assert all(abs(sum(seq[i:i + 3])) < 3 for i in range(len(seq) - 2)), f"round {number}: {user} sat {seq}"
    for b in boards:
        assert f"Round {number}" in t.table(b).text, t.table(b).text


async def checked_round(bot, t: Tournament, present: set[int], *, at: float | None = None
                        ) -> tuple[list[Board], int | None]:
    """The next round, paired as the Swiss rules say (`check_round`)."""
    found = await next_round(bot, t, present, at=at)
    assert found is not None, f"round {len(t.rounds) + 1} was not paired"
    check_round(t, present)
    return found


def plain_standings(seeding: list[int], games: list[tuple[int, int, int | None]],
                    byes: list[int]) -> list[tuple[int, int, float, int, float, float]]:
    """(rank, player, score, games, Buchholz, Sonneborn-Berger), computed from the rules as
    written (the module's docstring), independently of bot.events.pairings."""
    score = {p: 0.0 for p in seeding}
    played = {p: 0 for p in seeding}
    for first, second, winner in games:
        played[first] += 1
        played[second] += 1
        if winner is not None:
            score[winner] += 1
    for p in byes:
        score[p] += 1
    buchholz = {p: 0.0 for p in seeding}
    sb = {p: 0.0 for p in seeding}
    for first, second, winner in games:
        for me, other in ((first, second), (second, first)):
            buchholz[me] += score[other]
            if winner == me:
                sb[me] += score[other]
    for p in byes:  # a win against a dummy opponent with the player's own score
        buchholz[p] += score[p]
        sb[p] += score[p]
    order = sorted(seeding, key=lambda p: (-score[p], -buchholz[p], -sb[p], seeding.index(p)))
    return [(i, p, score[p], played[p], buchholz[p], sb[p]) for i, p in enumerate(order, start=1)]


def standings_lines(table, names: dict[int, str]) -> list[str]:
    """The Standings text's lines for a table of plain_standings (English)."""
    def half(x: float) -> str:
        whole, part = int(x), x - int(x) >= 0.5
        return f"{whole}½" if part and whole else ("½" if part else str(whole))
    return [f"{rank}. {names[p]}: {half(score)} ({'1 game' if games == 1 else f'{games} games'}); "
            f"Buchholz {bh:g}, Sonneborn-Berger {sb:g}" for rank, p, score, games, bh, sb in table]


async def shown_standings(t: Tournament, who) -> list[str]:
    """The Standings button's text, one line a player (the title line left out)."""
    res = answered_in_time(await t.fake.click(who, t.board, t.fake.button(t.board, label="Standings")))
    assert res.private and not res.answer.attachments, "standings are a text table"
    said = {m.id: m for m in (res.message, *res.followups) if m is not None and m.ephemeral}
    assert all(len(m.text) <= 4000 for m in said.values())
    text = "\n".join(m.text for m in said.values())
    return [line for line in text.splitlines() if re.match(r"\d+\. ", line)]


async def check_final(t: Tournament, db: Rows, rounds: int, players: list[FakeUser]) -> list[str]:
    """The event is over after `rounds` rounds, its podium posted once, and the Standings
    button shows the plain table computed here (`players` in seeding order); its lines."""
    assert await db("SELECT status, round FROM events") == [("over", rounds)]
    assert len(t.podiums()) == 1
    names = {m.id: m.username.title() for m in players}
    expected = standings_lines(plain_standings([m.id for m in players], t.games(), t.byes()), names)
    assert await shown_standings(t, players[0]) == expected
    return expected


async def event_id(db: Rows) -> int:
    return (await db("SELECT MAX(id) FROM events"))[0][0]


def members_named(fake: FakeDiscord, n: int, stem: str = "player") -> list[FakeUser]:
    return [fake.add_member(f"{stem}{i:02d}") for i in range(1, n + 1)]


# ---------------------------------------------------------------------------- 33 players, 7 rounds


async def test_a_7_round_swiss_of_33_pairs_byes_without_rematch_and_ends_with_checked_tiebreaks(
        fake_discord: FakeDiscord, make_bot, db) -> None:
    fake = fake_discord
    players = members_named(fake, 33, stem="tournamentplayer")  # the standings' text takes 2 messages
    by_id = {m.id: m for m in players}
    rng = random.Random(27)
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Swiss 33", 7, players)
        board = t.board
        present = set(by_id)
        for number in range(1, 8):
            boards, _ = await checked_round(bot, t, present)
            assert f"Round {number} of 7" in board.text, board.text[:300]  # the event's message too
            for b in boards:  # the player with the smaller id resigns 40% of the time (seeded)
                small, big = sorted((b.first, b.second))
                await t.decide(b, small if rng.random() < 0.4 else big)
        assert await next_round(bot, t, present) is None, "a round 8"
        assert len(set(t.byes())) == 7
        await bot.run_timers(time.time() + 3600)
        await fake.settled()
        lines = await check_final(t, db, 7, players)  # the podium still posted once, an hour later
        assert len("\n".join(lines)) > 2000  # more than one message's worth
        podium = t.podiums()[0].text
        # The event's message, brought up to date through the outbox, shows the top of the table.
        assert "Final standings" in board.text and all(line in board.text for line in lines[:10]), (
            board.text)
        ids = {m.username.title(): m.id for m in players}
        top = [ids[re.match(r"\d+\. (\S+):", line)[1]] for line in lines[:3]]  # type: ignore[index]
        assert all(f"{rank}. <@{user}>" in podium for rank, user in enumerate(top, start=1)), podium


# ---------------------------------------------------------------------------- a hand-computed table


async def test_five_players_three_rounds_give_the_hand_computed_standings_with_an_abandoned_game(
        fake_discord: FakeDiscord, make_bot, db) -> None:
    """Players A to E join in that order (their seeding).  Who loses each game is fixed:

        round 1: A-C  C resigns (A wins)     D-B  D resigns (B wins)     bye E
        round 2: B-A  B resigns (A wins)     C-E  E resigns (C wins)     bye D
        round 3: A-D  A resigns (D wins)     E-B  nobody moves: abandoned, a loss for both;  bye C

    (the pairings the Swiss rules give, asserted too: round 1, E the lowest takes the bye, the
    top half A, B meets the bottom half C, D, the first seat on board 1 to the higher-ranked,
    on board 2 to the lower; round 2, D the lowest without a bye takes it, the leaders A and
    B meet, each player on the side they did not have; round 3, C takes the bye, A (2) meets
    D (1) rather than B again, E meets B.)

    Scores:  A = 1 + 1 + 0 = 2    B = 1 + 0 + 0 = 1    C = 0 + 1 + 1(bye) = 2
             D = 0 + 1(bye) + 1 = 2    E = 1(bye) + 0 + 0 = 1
    Buchholz (opponents' scores; a bye: the player's own score):
             A = C2 + B1 + D2 = 5        B = D2 + A2 + E1 = 5       C = A2 + E1 + own 2 = 5
             D = B1 + own 2 + A2 = 5     E = own 1 + C2 + B1 = 4
    Sonneborn-Berger (scores of those beaten; a bye: the player's own score):
             A = C2 + B1 = 3    B = D2 = 2    C = E1 + own 2 = 3    D = own 2 + A2 = 4    E = own 1 = 1
    Ranking: on 2 points A, C, D all have Buchholz 5; D leads on SB 4; A and C tie on SB 3 and
    A is seeded first.  On 1 point B (Buchholz 5) before E (4).
        1. D 2 (5, 4)   2. A 2 (5, 3)   3. C 2 (5, 3)   4. B 1 (5, 2)   5. E 1 (4, 1)
    """
    fake = fake_discord
    a, b, c, d, e = (fake.add_member(n) for n in ("anna", "bert", "cleo", "dora", "emil"))
    who = {m.id: k for m, k in zip((a, b, c, d, e), "ABCDE")}
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Small Swiss", 3, [a, b, c, d, e])
        present = set(t.members)
        plan: dict[int, tuple[list[tuple[str, str, str | None]], str]] = {1: ([("A", "C", "C"), ("D", "B", "D")], "E"),
                2: ([("B", "A", "B"), ("C", "E", "E")], "D"),
                3: ([("A", "D", "A"), ("E", "B", None)], "C")}
        for number, (games, bye) in plan.items():
            found = await checked_round(bot, t, present)
            boards, got_bye = found
            assert ([(who[x.first], who[x.second]) for x in boards], who[got_bye]) == (
                [(f, s) for f, s, _ in games], bye)
            by_letter = {k: m for m, k in zip((a, b, c, d, e), "ABCDE")}
            for x, (_, _, loser) in zip(boards, games):
                if loser is not None:
                    await t.decide(x, by_letter[loser].id)
        idle = t.rounds[-1][0][1]
        # Nobody moves in E-B: the turn timer reminds (half the time), then abandons it.
        for hours in (13, 26):
            await bot.run_timers(time.time() + hours * 3600)
        await fake.settled()
        assert is_over(t.table(idle)) and "Abandoned" in t.table(idle).text
        t.winners[idle.table_id] = None
        assert await db("SELECT result FROM event_games WHERE game_id = "
                        "(SELECT id FROM games WHERE message_id = ?)", idle.table_id) == [("abandoned",)]
        # An abandoned game pauses both (they were away): they would sit the next rounds out.
        assert sorted(await db("SELECT user_id FROM event_players WHERE state = 'paused'")) == sorted(
            [(b.id,), (e.id,)])
        assert await next_round(bot, t, present) is None
        # The bot's table is the plain implementation's (which checks the 33-player Swiss), and the hand's.
        shown = await check_final(t, db, 3, [a, b, c, d, e])
        assert shown == ["1. Dora: 2 (2 games); Buchholz 5, Sonneborn-Berger 4",
                         "2. Anna: 2 (3 games); Buchholz 5, Sonneborn-Berger 3",
                         "3. Cleo: 2 (2 games); Buchholz 5, Sonneborn-Berger 3",
                         "4. Bert: 1 (3 games); Buchholz 5, Sonneborn-Berger 2",
                         "5. Emil: 1 (2 games); Buchholz 4, Sonneborn-Berger 1"], shown


# ---------------------------------------------------------------------------- leaving, few players


async def test_a_member_who_leaves_sits_the_next_round_out_without_a_bye_and_comes_back_with_join(
        fake_discord: FakeDiscord, make_bot, db) -> None:
    """Leave is a pause: the leaver's game in progress counts, the next round is paired
    without them (no bye, no point), Join brings them back.  A member joining late starts on
    0 points, seeded last."""
    fake = fake_discord
    players = members_named(fake, 6)
    by_id = {m.id: m for m in players}
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Leave and back", 3, players)
        board = t.board
        everyone = set(by_id)
        found = await checked_round(bot, t, everyone)
        first = found[0][0]
        leaver = by_id[first.first]
        left = answered_in_time(await fake.click(leaver, board, fake.button(board, label="Leave")))
        assert left.private and "You left" in left.answer.text
        for b in found[0]:  # the leaver's game still finishes and counts: they win it
            await t.decide(b, b.second)
        without = everyone - {leaver.id}
        found = await checked_round(bot, t, without)  # 5 present: a bye, to one of them, none to the leaver
        assert found[1] != leaver.id
        back = answered_in_time(await fake.click(leaver, board, fake.button(board, label="Join")))
        assert "Welcome back" in back.answer.text
        late = fake.add_member("latecomer")
        joined = answered_in_time(await fake.click(late, board, fake.button(board, label="Join")))
        assert "You joined" in joined.answer.text
        t.members[late.id] = late
        everyone.add(late.id)
        for b in found[0]:
            await t.decide(b, b.first)
        found = await checked_round(bot, t, everyone)  # 7 present: a bye, to someone who had none
        assert leaver.id in {u for b in found[0] for u in (b.first, b.second)}
        for b in found[0]:
            await t.decide(b, b.first)
        assert await next_round(bot, t, everyone) is None
        eid = await event_id(db)
        assert (leaver.id,) not in await db("SELECT user_id FROM event_byes WHERE event_id = ?", eid)
        assert await db("SELECT COUNT(*) FROM event_games WHERE ? IN (first_user, second_user)",
                        leaver.id) == [(2,)]
        lines = await check_final(t, db, 3, [*players, late])
        assert any(f" {leaver.username.title()}: " in line and "(2 games)" in line for line in lines), lines


async def test_a_swiss_with_one_player_at_its_start_ends_at_once_without_games(
        fake_discord: FakeDiscord, make_bot, db) -> None:
    fake = fake_discord
    alone = fake.add_member("alone")
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Lonely Swiss", 5, [alone])
        board = t.board
        assert await next_round(bot, t, {alone.id}) is None
        assert await db("SELECT status, round FROM events") == [("over", 0)]
        assert await db("SELECT COUNT(*) FROM event_games") == [(0,)]
        assert await db("SELECT COUNT(*) FROM games") == [(0,)]
        [podium] = t.podiums()
        assert "nobody played a game" in podium.text and alone.mention not in podium.text, podium.text
        closed = answered_in_time(await fake.click(fake.owner, board, fake.button(board, label="Standings")))
        assert closed.private and "1. Alone: 0 (0 games)" in closed.answer.text


async def test_a_two_player_three_round_swiss_plays_them_three_times_on_alternating_seats(
        fake_discord: FakeDiscord, make_bot, db) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Duel", 3, [alice, bob])
        seats = []
        for number in range(1, 4):
            found = await next_round(bot, t, {alice.id, bob.id})
            assert found is not None, f"round {number}"
            [game], bye = found
            assert bye is None and {game.first, game.second} == {alice.id, bob.id}
            seats.append(game.first)
            await t.decide(game, bob.id)  # Alice wins all three
        assert await next_round(bot, t, {alice.id, bob.id}) is None
        assert seats[0] != seats[1] and seats[2] != seats[1], seats  # the seats alternate
        assert await db("SELECT status, round FROM events") == [("over", 3)]
        assert await shown_standings(t, bob) == ["1. Alice: 3 (3 games); Buchholz 0, Sonneborn-Berger 0",
                                                 "2. Bob: 0 (3 games); Buchholz 9, Sonneborn-Berger 0"]


# ---------------------------------------------------------------------------- restarts and kills


async def test_a_restart_in_the_middle_of_a_round_pairs_the_next_round_once(
        fake_discord: FakeDiscord, make_bot, db) -> None:
    fake = fake_discord
    players = members_named(fake, 7)
    everyone = {m.id for m in players}
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Restarted", 3, players)
        for number in (1, 2):  # round 1 decided, then one game of round 2 (of 3)
            found = await checked_round(bot, t, everyone)
            for b in found[0] if number == 1 else found[0][:1]:
                await t.decide(b, b.first)
    async with running_bot(fake, make_bot()) as bot:  # the same database, the same messages
        for b in t.rounds[-1][0][1:]:
            await t.decide(b, b.second)
        found = await checked_round(bot, t, everyone)
        eid = await event_id(db)
        assert await db("SELECT COUNT(*) FROM event_games WHERE event_id = ? AND round = 3", eid) == [(3,)]
        assert await db("SELECT COUNT(*) FROM event_byes WHERE event_id = ? AND round = 3", eid) == [(1,)]
        for b in found[0]:
            await t.decide(b, b.first)
        assert await next_round(bot, t, everyone) is None
        await check_final(t, db, 3, players)


@pytest.mark.parametrize("stop", ["insert", "commit"])
async def test_a_process_killed_while_pairing_a_round_leaves_all_of_it_or_none_and_the_round_is_played(
        fake_discord: FakeDiscord, make_bot, settings, db, tmp_path: Path, stop: str) -> None:
    """kill -9 of the process pairing round 2: inside the pairing's transaction (one game of
    it written), or once it is committed but before its tables and pings went out.  Round 2
    then exists whole or not at all; the next process pairs it, or shows and pings it."""
    from bot.storage.timers import LEASE

    fake = fake_discord
    players = members_named(fake, 7)
    everyone = {m.id for m in players}
    async with running_bot(fake, make_bot()) as bot:
        t = await swiss_joined(fake, "Killed", 3, players)
        found = await checked_round(bot, t, everyone)
        for b in found[0][:-1]:
            await t.decide(b, b.first)
    eid = await event_id(db)
    [(games_before,)] = await db("SELECT COUNT(*) FROM games")
    mark = tmp_path / "pairing"
    env = {"DATABASE_PATH": settings.database_path, "DATABASE_URL": settings.database_url or "",
           "LOG_LEVEL": "WARNING", "SLOW_PAIR_SECONDS": "120", "SLOW_PAIR_MARK": str(mark), "SLOW_PAIR_AT": stop}
    async with launched_bot(fake, env, module="tests.e2e.slow_pair_bot") as proc:
        # The last game of round 1 ends in that process: it pairs round 2 at once, and stops.
        last = t.rounds[-1][0][-1]
        await t.decide(last, last.first, elsewhere=True, shown=False)
        await wait_until(lambda: "" if mark.exists() else "not pairing yet", 30, "round 2 was not being paired")
        await proc.crash()  # kill -9
    whole = stop == "commit"
    assert await db("SELECT round FROM events WHERE id = ?", eid) == [(2 if whole else 1,)]
    assert await db("SELECT COUNT(*) FROM event_games WHERE round = 2") == [(3 if whole else 0,)]
    assert await db("SELECT COUNT(*) FROM event_byes WHERE round = 2") == [(1 if whole else 0,)]
    assert await db("SELECT COUNT(*) FROM games") == [(games_before + (3 if whole else 0),)]  # none half-written
    assert t.new_boards() == []  # nothing went out
    async with running_bot(fake, make_bot()) as bot:
        later = time.time() + LEASE + 61  # the killed process's claim on the event's timer has run out
        found = await checked_round(bot, t, everyone, at=later)
        assert await db("SELECT COUNT(*) FROM event_games WHERE round = 2") == [(3,)]
        assert await db("SELECT COUNT(*) FROM event_byes WHERE round = 2") == [(1,)]
        assert await db("SELECT COUNT(*) FROM games") == [(games_before + 3,)]
        for b in found[0]:
            await t.decide(b, b.second)
        for b in (await checked_round(bot, t, everyone, at=later))[0]:
            await t.decide(b, b.second)
        assert await next_round(bot, t, everyone, at=later) is None
        await check_final(t, db, 3, players)
