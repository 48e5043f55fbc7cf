"""Events (issue 27): a server's arenas and Swiss tournaments, moved on by one timer each.

An event lives in the database (`storage.events`); what moves it on is its "event" timer
(`storage.events.EVENT_TIMER`, one per event), claimed by one process at a time like every
timer, and due:
- at its start (an event created to start later), then
- while an arena runs, every `ARENA_EVERY` seconds (a pairing wave: everyone waiting in the
  queue is paired at once, Lichess-style), and at its end;
- the moment any of its games ends (`storage.events.record_game_result` sets it due in the
  result's transaction): the next arena wave, or the next Swiss round once the last game of
  the round has ended;
- as a safety net every `CHECK_EVERY` seconds otherwise.

`EventService.advance` (bot.event_service) does what is due, as the event's kind says
(`EVENT_KINDS`), and nothing twice, whichever process fires and however often:
the status moves by compare-and-set (`set_status(was=...)`, written by the service alone), and a round's pairing, its
games included, is one transaction recorded only as the event's next round (`pair`): a
second process pairing the same round writes nothing; a process killed mid-pairing leaves
the whole round or none of it (the timer's lease runs out and another process pairs it).
A round's tables are posted after the pairing is committed; a table that never went out is
posted by the start-up pass (`table.restore_all`), as any other.

Decided where the issue was silent (README "Events"):
- Leave is a pause in both kinds: never paired again until the member presses Join again; a
  game in progress finishes and counts.  In a Swiss a paused player sits the round out
  with no point (not a bye); a late entrant joins with 0 points.
- A game nobody played (abandoned on the turn timer) counts as a loss for both, and pauses
  both: an arena does not keep pairing players who are away.
- A game deleted before it could be shown (its channel gone) is recorded as abandoned.
- Someone already playing a game of the event's game in the event's channel (another event's,
  or their own) is left in the queue until it ends: one running game per channel and game.
- A Swiss that starts with fewer than 2 players is over at once, with no games.
- Event games are rated, so they count on the season board as any rated game; events add no
  further season points (nothing counts twice).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Iterable, Mapping, Sequence

from ..service import TableService
from ..storage import (AlreadyPaired, ChallengeAttempt, EventClosed, EventGame, EventRow, NewGame,
                       PairingRefused, Storage)
from ..storage.events import KINDS, EventBye
from .pairings import (ArenaResult, ArenaSheet, Bye, Game, Outcome, Waiting, arena_pairings,
                       arena_points, swiss_pairings, swiss_standings)

log = logging.getLogger("bot.events")

ARENA = "arena"
SWISS = "swiss"
CHALLENGE = "challenge"

# The event message's controls (bot.discord.routes); which a kind's message has: `EventKind.controls`.
JOIN, LEAVE, STANDINGS = "ejoin", "eleave", "estand"
PLAY = "eplay"  # a challenge's Play, in place of Join and Leave (bot.features.challenge)

ARENA_EVERY = 10.0  # seconds between an arena's pairing waves
CHECK_EVERY = 60.0  # the safety net: an event looks at itself at least this often
# At most this many of an event's games share one channel: Discord lets a bot create or edit
# about 5 messages per 5 s in a channel, shared by the tables being posted and every move's
# edit, so fifty tables posted in one channel take 50 s.  More games than this are spread over
# threads opened for the event's tables (`places_wanted`, bot.features.event_board).
GAMES_PER_PLACE = 10
ARENA_MINUTES = (30, 7 * 24 * 60)  # an arena's window (the issue: 30 minutes to 7 days)
SWISS_ROUNDS = (1, 15)
START_WITHIN_HOURS = 7 * 24

_OUTCOME = {"first": Outcome.FIRST_WINS, "second": Outcome.SECOND_WINS, "draw": Outcome.DRAW,
            "abandoned": Outcome.NEITHER}


# ---------------------------------------------------------------------------- standings


@dataclass(frozen=True)
class Standing:
    """One player's line, whatever the kind: rank, score (arena points, or Swiss points as
    half points), games played, the arena's flame and the Swiss tie-breaks."""

    rank: int
    user_id: int
    score: float
    games: int
    on_fire: bool = False
    buchholz: float | None = None
    sonneborn_berger: float | None = None


def _finished(games: Iterable[EventGame]) -> list[EventGame]:
    return sorted((g for g in games if g.result is not None), key=lambda g: (g.finished_at or 0.0, g.game_id))


def arena_sheets(games: Iterable[EventGame]) -> dict[int, ArenaSheet]:
    """Each player's arena score, from their games in the order they finished (an abandoned
    game is a loss for both)."""
    results: dict[int, list[ArenaResult]] = defaultdict(list)
    for g in _finished(games):
        first, second = {"first": (ArenaResult.WIN, ArenaResult.LOSS),
                         "second": (ArenaResult.LOSS, ArenaResult.WIN),
                         "draw": (ArenaResult.DRAW, ArenaResult.DRAW)}.get(g.result or "",
                                                                          (ArenaResult.LOSS, ArenaResult.LOSS))
        results[g.first_user].append(first)
        results[g.second_user].append(second)
    return {user: arena_points(seq) for user, seq in results.items()}


def swiss_input(games: Iterable[EventGame], byes: Iterable[EventBye]) -> tuple[list[Game], list[Bye]]:
    """The finished games and byes as the Swiss pairing reads them (an abandoned game: both
    lost, and they met)."""
    played = [Game(g.first_user, g.second_user, _OUTCOME[g.result or "abandoned"], g.round)
              for g in _finished(games)]
    return played, [Bye(b.user_id, b.round) for b in byes]


def standings(event: EventRow, players: Sequence[int], games: Sequence[EventGame],
              byes: Sequence[EventBye]) -> list[Standing]:
    """The event's table, best first, as its kind ranks (`EventKind.rank`): everyone who
    joined, and anyone who played without being among them."""
    order = {u: i for i, u in enumerate(players)}
    everyone = list(players) + sorted({u for g in games for u in (g.first_user, g.second_user)} - set(order))
    ranked = kind_of(event).rank(everyone, games, byes)
    return [Standing(i, s.user_id, s.score, s.games, s.on_fire, s.buchholz, s.sonneborn_berger)
            for i, s in enumerate(ranked, start=1)]


def _arena_rank(everyone: Sequence[int], games: Sequence[EventGame], byes: Sequence[EventBye]) -> list[Standing]:
    """Arena: points, then fewer games (got there faster), then who joined first."""
    sheets = arena_sheets(games)
    empty = ArenaSheet((), (), 0, False)
    lines = [Standing(0, u, sheets.get(u, empty).total, len(sheets.get(u, empty).points),
                      on_fire=sheets.get(u, empty).on_fire) for u in everyone]
    return sorted(lines, key=lambda s: (-s.score, s.games, everyone.index(s.user_id)))


def _swiss_rank(everyone: Sequence[int], games: Sequence[EventGame], byes: Sequence[EventBye]) -> list[Standing]:
    """Swiss: points, Buchholz, Sonneborn-Berger, then seeding."""
    played, bye_list = swiss_input(games, byes)
    return [Standing(0, s.player, s.score, s.games, buchholz=s.buchholz, sonneborn_berger=s.sonneborn_berger)
            for s in swiss_standings(everyone, played, bye_list)]


# ---------------------------------------------------------------------------- challenges


@dataclass(frozen=True)
class ChallengeStanding:
    """A same-deal challenge's line: deals finished, and once results are out, deals won,
    the game's own figure over them, and the seconds taken in all (`wins` None: hidden)."""

    rank: int
    user_id: int
    deals: int
    wins: int | None = None
    figure: float | None = None  # the sum over won deals (over lost ones for a player who won none)
    seconds: float = 0.0


def _sum(values: Iterable[float | None]) -> float | None:
    found = [v for v in values if v is not None]
    return sum(found) if found else None


def _better(value: float | None, higher: bool | None) -> tuple[Any, ...]:
    """A figure as a sort key: best first, no figure last (nothing when the game has none)."""
    if higher is None:
        return ()
    return (value is None, 0.0 if value is None else (-value if higher else value))


def challenge_standings(attempts: Iterable[ChallengeAttempt], *, win_higher: bool | None,
                        loss_higher: bool | None = None) -> list[ChallengeStanding]:
    """The challenge's final table from its finished attempts: most deals won, then the
    game's own figure summed over the won deals (`win_higher`: whether more is better; None:
    the game has none), then over the lost ones (`loss_higher`), then the least time in all.
    Players equal on all of these share a rank."""
    mine: dict[int, list[ChallengeAttempt]] = defaultdict(list)
    for a in attempts:
        if a.finished_at is not None:
            mine[a.user_id].append(a)
    keyed = []
    for user, done in mine.items():
        won = [a for a in done if a.result == "win"]
        win_figure = _sum(a.figure for a in won)
        loss_figure = _sum(a.figure for a in done if a.result != "win")
        seconds = sum(a.seconds or 0.0 for a in done)
        key = (-len(won), *_better(win_figure, win_higher), *_better(loss_figure, loss_higher), seconds)
        keyed.append((key, ChallengeStanding(0, user, len(done), len(won), win_figure if won else loss_figure,
                                             seconds)))
    keyed.sort(key=lambda k: (k[0], k[1].user_id))
    out: list[ChallengeStanding] = []
    for i, (key, line) in enumerate(keyed):
        rank = out[-1].rank if out and keyed[i - 1][0] == key else i + 1
        out.append(ChallengeStanding(rank, line.user_id, line.deals, line.wins, line.figure, line.seconds))
    return out


def challenge_progress(attempts: Iterable[ChallengeAttempt]) -> list[ChallengeStanding]:
    """While the window is open: each player's deals finished, most first, then who started
    first; nothing about how they went (results are hidden until the end)."""
    started: dict[int, float] = {}
    done: dict[int, int] = defaultdict(int)
    for a in attempts:
        started[a.user_id] = min(started.get(a.user_id, a.started_at), a.started_at)
        done[a.user_id] += a.finished_at is not None
    order = sorted(started, key=lambda u: (-done[u], started[u], u))
    return [ChallengeStanding(i, u, done[u]) for i, u in enumerate(order, start=1)]


# ---------------------------------------------------------------------------- moving on


def next_check(event: EventRow, now: float) -> float | None:
    """When the event's timer is due next (None: the event is over): at its start, then as
    its kind looks (`EventKind.next_check`)."""
    if event.status.over:
        return None
    if event.status.waiting:
        return max(event.starts_at, now)
    return kind_of(event).next_check(event, now)


def _safety_net(event: EventRow, now: float) -> float:
    return now + CHECK_EVERY


def _arena_next(event: EventRow, now: float) -> float:
    """A running arena: its next pairing wave, or its end if sooner."""
    if not event.status.pairing:
        return _safety_net(event, now)
    soon = now + ARENA_EVERY
    return soon if event.ends_at is None else min(soon, max(event.ends_at, now))


def _challenge_next(event: EventRow, now: float) -> float:
    """A challenge: its window's end, if sooner than the safety net."""
    if event.ends_at is None:
        return _safety_net(event, now)
    return min(now + CHECK_EVERY, max(event.ends_at, now))


@dataclass(frozen=True)
class Advanced:
    """What one look at an event did: the event as it stands, the games paired now (each
    with the table service's game id), whether its status moved, whether it ended now, and
    whether its standings may read otherwise than at the last look (a game ended since)."""

    event: EventRow | None
    paired: tuple[EventGame, ...] = ()
    moved: bool = False
    ended: bool = False
    standings_changed: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.paired) or self.moved or self.ended or self.standings_changed


@dataclass(frozen=True)
class Step:
    """What a started event's kind did and decided at one look (`EventKind.step`): the games
    it paired, whether its window closes (an arena then finishes its last games), whether it
    ends.  The kind decides; `bot.event_service.EventService` writes the status."""

    paired: Sequence[EventGame] = ()
    closes: bool = False
    ends: bool = False


async def _arena_step(storage: Storage, tables: TableService, event: EventRow, now: float) -> Step:
    """An arena: a pairing wave while its window is open; at its end, finishing until its
    last games have ended, then over."""
    closes = event.status.pairing and event.ends_at is not None and now >= event.ends_at
    if event.status.pairing and not closes:
        return Step(await _arena_wave(storage, tables, event))
    return Step(closes=closes, ends=not await storage.events.games(event.id, unfinished=True))


async def _swiss_step(storage: Storage, tables: TableService, event: EventRow, now: float) -> Step:
    """A Swiss: once its round's last game has ended, the next round, or its end."""
    store = storage.events
    if await store.games(event.id, unfinished=True):
        return Step()
    if event.round < event.settings.rounds:
        return await _swiss_round(storage, tables, event)
    return Step(ends=True)


async def _challenge_step(storage: Storage, tables: TableService, event: EventRow, now: float) -> Step:
    """A challenge: its window's end ends it (attempts still running count as lost)."""
    return Step(ends=event.ends_at is not None and now >= event.ends_at)


async def _arena_wave(storage: Storage, tables: TableService, event: EventRow) -> list[EventGame]:
    """Pair everyone waiting in the arena's queue (a player busy elsewhere in the event's
    channel waits for the next wave)."""
    busy: set[int] = set()
    for _ in range(3):  # a pause or a game elsewhere between our read and our write: read again
        queue = [p for p in await storage.events.queue(event.id) if p.user_id not in busy]
        if len(queue) < 2:
            return []
        games, _ = await storage.events.standings_input(event.id)
        sheets = arena_sheets(games)
        last: dict[int, int] = {}
        balance: dict[int, int] = defaultdict(int)
        for g in _finished(games):
            last[g.first_user], last[g.second_user] = g.second_user, g.first_user
        for g in games:
            balance[g.first_user] += 1
            balance[g.second_user] -= 1
        ratings = await storage.ratings.of(event.key, [p.user_id for p in queue])
        waiting = [Waiting(p.user_id, sheets[p.user_id].total if p.user_id in sheets else 0, p.waiting_since or 0.0,
                           rating=ratings[p.user_id].mu if p.user_id in ratings else 0.0,
                           balance=balance[p.user_id]) for p in queue]
        anyone_playing = any(g.result is None for g in games)
        pairs = arena_pairings(waiting, last, anyone_playing=anyone_playing)
        if not pairs:
            return []
        try:
            return await _seat(storage, tables, event, event.round + 1, pairs, None, waiting_only=True)
        except PairingRefused as refused:
            busy |= refused.busy
            event = await storage.events.load(event.id) or event
        except (AlreadyPaired, EventClosed):
            return []
    return []


async def _swiss_round(storage: Storage, tables: TableService, event: EventRow) -> Step:
    """The next Swiss round, the previous having ended: pair the players present (not
    paused), or end the event when fewer than 2 are left."""
    store = storage.events
    players = [p.user_id for p in await store.players(event.id) if p.taking_part]
    if len(players) < 2:
        return Step(ends=True)
    games, byes = await store.standings_input(event.id)
    played, bye_list = swiss_input(games, byes)
    chosen = swiss_pairings(players, played, bye_list)
    try:
        return Step(await _seat(storage, tables, event, event.round + 1, chosen.pairs, chosen.bye))
    except (AlreadyPaired, EventClosed):
        return Step()
    except PairingRefused as refused:
        # Someone plays a game of this game in the event's channel outside the event: the
        # round waits for it (the safety net looks again), rather than pairing around them.
        log.info("event %s: round %s waits for %s", event.id, event.round + 1, sorted(refused.busy))
        return Step()


def places_wanted(games: int) -> int:
    """How many channels or threads `games` games of one event want (`GAMES_PER_PLACE`)."""
    return max(1, -(-games // GAMES_PER_PLACE))


def spread(pairs: int, places: Sequence[int], running: Mapping[int, int]) -> list[int]:
    """Where each of `pairs` new games is played: each in the place with the fewest of the
    event's games running (`running`, by channel), the first place on a tie."""
    load = {place: running.get(place, 0) for place in places}
    chosen = []
    for _ in range(pairs):
        place = min(places, key=lambda p: load[p])
        load[place] += 1
        chosen.append(place)
    return chosen


async def _seat(storage: Storage, tables: TableService, event: EventRow, round: int,
                pairs: Sequence[tuple[int, int]], bye: int | None, *, waiting_only: bool = False) -> list[EventGame]:
    """One round's games begun by the table service and recorded with the pairing, in one
    transaction; in the event's thread when it has one, else its channel, and in the table
    threads opened for it (`spread`)."""
    def record(games: list[NewGame]) -> Awaitable[list[EventGame]]:
        return storage.events.pair(event.id, round, pairs, bye, tables=games, waiting_only=waiting_only)
    places = spread(len(pairs), await storage.events.places(event), await storage.events.running_by_place(event.id))
    return await tables.start_together(event.key, guild_id=event.guild_id, channel_ids=places, seatings=pairs,
                                       options=event.settings.game_options, write=record)


# ---------------------------------------------------------------------------- the kinds


@dataclass(frozen=True)
class EventKind:
    """An event kind, declared as data (as a game is, `engine.GameInfo`): its words (Fluent
    keys), its message's controls, how it ranks, what it does at each look once started
    (pairs a round or a wave, ends), and when it is looked at next."""

    key: str  # as stored (storage.events.KINDS)
    name_key: str  # its name: "Arena"
    how_key: str  # how to take part, on its message
    joined_key: str  # said to a member who joined
    controls: tuple[str, ...]  # its message's buttons, in order (JOIN... above)
    rank: Callable[[Sequence[int], Sequence[EventGame], Sequence[EventBye]], list[Standing]]
    step: Callable[[Storage, TableService, EventRow, float], Awaitable[Step]]
    next_check: Callable[[EventRow, float], float]  # once started (`next_check` above)
    alone: bool = False  # played alone, deal by deal (a challenge's attempts), not in pairs
    rounds: bool = False  # played in numbered rounds: its status and its tables say which
    half_points: bool = False  # scores in half points (a draw's)
    tiebreaks: bool = False  # its lines show Buchholz and Sonneborn-Berger
    on_fire: bool = False  # its lines show a streak's flame
    hints_off: bool = False  # its message says its results compare play without hints


EVENT_KINDS: dict[str, EventKind] = {k.key: k for k in (
    EventKind(ARENA, "events-kind-arena", "events-how-arena", "events-joined-arena", (JOIN, LEAVE, STANDINGS),
              _arena_rank, _arena_step, _arena_next, on_fire=True),
    EventKind(SWISS, "events-kind-swiss", "events-how-swiss", "events-joined-swiss", (JOIN, LEAVE, STANDINGS),
              _swiss_rank, _swiss_step, _safety_net, rounds=True, half_points=True, tiebreaks=True),
    EventKind(CHALLENGE, "events-kind-challenge", "events-how-challenge", "events-joined-challenge",
              (PLAY, STANDINGS), _arena_rank, _challenge_step, _challenge_next, alone=True, hints_off=True),
)}
assert tuple(EVENT_KINDS) == KINDS, "every stored kind has its rules, and only those"


def kind_of(event: EventRow) -> EventKind:
    return EVENT_KINDS[event.kind]


__all__ = ["ARENA", "ARENA_EVERY", "ARENA_MINUTES", "GAMES_PER_PLACE", "places_wanted", "spread", "Advanced", "CHALLENGE", "CHECK_EVERY", "ChallengeStanding",
           "EVENT_KINDS", "EventKind", "JOIN", "LEAVE", "PLAY", "STANDINGS", "Step", "SWISS",
           "SWISS_ROUNDS", "Standing", "arena_sheets", "challenge_progress", "challenge_standings", "kind_of",
           "next_check", "standings"]
