"""Events' storage (`storage.events`, issue 27): arenas, Swiss tournaments and same-deal
challenges, the only truth across processes (seasons: `storage.seasons`).

Every operation is one transaction (or one statement), exactly once however many processes
(shards) ask at once:
- `create` an event; `load`, `listed` (a server's running and upcoming ones); `set_message`;
  `set_status` moves it on only from the status the caller saw (a compare-and-set).
- `join` inserts the member if absent (the primary key keeps one row: two shards joining at
  once join once; True for the one that joined now); `leave`, `pause`, `come_back`; `queue`
  is an arena's waiting players, longest waiting first.
- `pair` records a pairing round (an arena's pairing wave, a Swiss round): it is recorded
  only as the event's next round (`events.round`, a compare-and-set with the event's row
  locked on PostgreSQL, the database lock on SQLite), so a second process pairing the same
  round writes nothing and gets `AlreadyPaired`; a player already in an unfinished game of
  the event, not in it, or gone is refused (`PairingRefused`), nothing written.  The games
  themselves are the table service's: their ids are given.
- `record_result` writes a game's result once (a second record changes nothing and says so),
  and with it, in the same transaction, the players' season points when asked: a result
  and its points are never counted twice nor half stored.
- `games` and `byes`: an event's every game and bye (the standings' input).
- `start_attempt` / `finish_attempt`: a challenge's attempt, one a player and deal, started
  once and finished once.  `start_challenge` records the attempt in the transaction that
  creates its game (mode "challenge", as `storage.daily.start` does for a daily deal);
  `record_challenge_result` finishes it in its game's result transaction
  (`GameStore.save_state`); `end_challenge` ends the event and counts every attempt still
  running as lost, in one transaction.
- `add_season_points` / `season_board` / `seasons`: `SeasonStore`'s (bot.storage.seasons),
  kept here too for the callers that knew them here.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from sqlalchemy import func, insert, or_, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from . import schema as t
from .database import Database
from .game_rows import insert_game, inserted_game
from .rows import GameRow, GameStatus, NewGame, StoredStatus, ResultRow, TimerOp, dumps
from .seasons import SeasonStore, season_of, season_points_upsert
from .timers import apply_timer_ops
from .turn_dms import apply_turn_dms
from .upsert import upsert

_E = t.events.c
_P = t.event_players.c
_G = t.event_games.c
_PL = t.event_places.c
_B = t.event_byes.c
_C = t.challenge_attempts.c

KINDS = ("arena", "swiss", "challenge")  # each one's rules: bot.events.kinds.EVENT_KINDS


class EventStatus(StoredStatus):
    """It only moves forward: open, running, (an arena's) finishing, over."""

    OPEN = "open"  # created, waiting for its start
    RUNNING = "running"
    FINISHING = "finishing"  # an arena's window closed: its last games are being played
    OVER = "over"

    over = property(lambda self: self is EventStatus.OVER)

    @property
    def waiting(self) -> bool:
        """Not started yet."""
        return self is EventStatus.OPEN

    @property
    def pairing(self) -> bool:
        """Running and not finishing: an arena still pairs, a Join pairs at once."""
        return self is EventStatus.RUNNING

    @property
    def finishing(self) -> bool:
        return self is EventStatus.FINISHING

    @property
    def started(self) -> bool:
        """Running or finishing: its games are played, its rounds move on."""
        return self in STARTED

    @property
    def closed(self) -> bool:
        """Finishing or over: it takes no more players nor plays."""
        return self in CLOSED


EVENT_STATUSES = tuple(s.value for s in EventStatus)
STARTED = (EventStatus.RUNNING, EventStatus.FINISHING)
CLOSED = (EventStatus.FINISHING, EventStatus.OVER)
LIVE = (EventStatus.OPEN, *STARTED)  # listed by `listed`
JOINABLE = (EventStatus.OPEN, EventStatus.RUNNING)
GAME_RESULTS = ("first", "second", "draw", "abandoned")
TAKING_PART = ("waiting", "playing")  # a player's states while in the event (not paused, not left)


def _statuses(statuses: EventStatus | str | Iterable[EventStatus | str]) -> tuple[str, ...]:
    """Statuses as stored (checked): one or many."""
    many = (statuses,) if isinstance(statuses, str) else tuple(statuses)
    return tuple(EventStatus(s).value for s in many)


@dataclass(frozen=True)
class EventOptions:
    """An event's options, typed: its stored JSON (`EventRow.options`, kept as written, so
    older rows read the same) as the bot reads it.  A Swiss's `rounds`; a challenge's
    `deals`, their `seeds`, whether they were `proved` winnable, the game's options and which
    stats are its `figures` when a deal is won or lost (`record_challenge_result`)."""

    rounds: int = 1
    deals: int = 1
    seeds: tuple[int, ...] = ()
    proved: bool = False
    game_options: Mapping[str, Any] = field(default_factory=dict)
    figures: Mapping[str, str | None] = field(default_factory=dict)

    @classmethod
    def read(cls, stored: Mapping[str, Any]) -> "EventOptions":
        return cls(rounds=int(stored.get("rounds", 1)), deals=int(stored.get("deals", 1)),
                   seeds=tuple(int(s) for s in stored.get("seeds", ())), proved=bool(stored.get("proved")),
                   game_options=dict(stored.get("game_options") or {}), figures=dict(stored.get("figures") or {}))


class EventClosed(Exception):
    """The event does not exist or takes no more players (finishing or over); nothing was written."""


class AlreadyPaired(Exception):
    """The round was paired already (by this process or another); nothing was written."""

    def __init__(self, event_id: int, round: int, current: int) -> None:
        self.event_id = event_id
        self.round = round
        self.current = current
        super().__init__(f"event {event_id}: round {round} is not the next one (last paired: {current})")


class AttemptStarted(Exception):
    """The player's attempt at that deal was started already, or another attempt of theirs
    at the challenge still runs (`attempt`: that one); nothing was written."""

    def __init__(self, attempt: "ChallengeAttempt") -> None:
        self.attempt = attempt
        super().__init__(f"event {attempt.event_id}: user {attempt.user_id} has an attempt at deal {attempt.deal}")


class PairingRefused(Exception):
    """A pairing that would seat someone twice, someone not in the event, or someone who left,
    or (its games given) someone already playing a running game of that game in that channel
    (`busy`: who); nothing was written."""

    def __init__(self, message: str, busy: Iterable[int] = ()) -> None:
        super().__init__(message)
        self.busy = frozenset(busy)


@dataclass(frozen=True)
class EventRow:
    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    thread_id: int | None
    kind: str  # one of KINDS: "arena" | "swiss" | "challenge"
    key: str  # the game's slug
    name: str
    options: dict[str, Any]  # as stored; read through `settings`
    status: EventStatus
    starts_at: float
    ends_at: float | None
    round: int  # the last pairing round recorded (0: none)
    created_by: int
    created_at: float

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", EventStatus(self.status))  # a stored (or written) value, as a member

    @property
    def settings(self) -> EventOptions:
        """Its options, typed."""
        return EventOptions.read(self.options)


@dataclass(frozen=True)
class EventPlayer:
    event_id: int
    user_id: int
    joined_at: float
    state: str  # "waiting" | "playing" | "paused" | "left"
    waiting_since: float | None
    seeding: int

    @property
    def taking_part(self) -> bool:
        """Waiting or playing: not paused, not gone (paired in a Swiss's next round)."""
        return self.state in TAKING_PART


@dataclass(frozen=True)
class EventGame:
    event_id: int
    game_id: int
    round: int
    first_user: int
    second_user: int
    result: str | None  # None while it runs; "first" | "second" | "draw" | "abandoned"
    points_first: int | None
    points_second: int | None
    paired_at: float
    finished_at: float | None


@dataclass(frozen=True)
class EventBye:
    event_id: int
    round: int
    user_id: int


@dataclass(frozen=True)
class ChallengeAttempt:
    event_id: int
    user_id: int
    deal: int
    game_id: int | None
    started_at: float
    finished_at: float | None
    result: str | None
    figure: float | None
    seconds: float | None


def _insert(db: Database, conn: Connection, game: NewGame, now: float) -> int:
    """One prepared game inserted and seated inside the pairing's transaction (as
    `GameStore.create_game`): PairingRefused(busy) when one of its people plays a running
    game of that game in that channel."""
    home = game.parent_id or game.channel_id
    running = t.running_seats.c
    taken = conn.execute(select(running.user_id).where(running.key == game.key, running.channel_id == home,
                                                       running.user_id.in_(game.people))).scalars().all()
    if taken:
        raise PairingRefused(f"already playing {game.key} in channel {home}: {sorted(taken)}", busy=taken)
    game_id = insert_game(conn, key=game.key, guild_id=game.guild_id, channel_id=game.channel_id, message_id=None,
                          seed=game.seed, options=game.options, state=game.state, seats=game.seats, now=now,
                          mode=game.mode, shuffle_version=game.shuffle_version, level=game.level,
                          parent_id=game.parent_id, turn_seconds=game.turn_seconds,
                          reaction_seconds=game.reaction_seconds)
    conn.execute(insert(t.running_seats), [{"key": game.key, "channel_id": home, "user_id": user, "game_id": game_id}
                                           for user in game.people])
    apply_timer_ops(db, conn, [TimerOp(op.kind, game_id, op.due_at, dict(op.data)) for op in game.timers])
    apply_turn_dms(db, conn, game_id, 0, game.turn_dms)
    return game_id


# An event's game ends: its result from its first seat's side.
_SIDE = {("win", "loss"): "first", ("loss", "win"): "second", ("draw", "draw"): "draw"}
# What the base result gives each side (an arena's streak doubling and a Swiss round's
# half points are read from the sequence of results: bot.events.pairings).
_POINTS = {"first": (2, 0), "second": (0, 2), "draw": (1, 1), "abandoned": (0, 0)}
EVENT_TIMER = "event"  # the timer that moves an event on (bot.events.kinds): pairing, rounds, the end


def record_game_result(db: Database, conn: Connection, game_id: int, results: Sequence[ResultRow],
                       now: float) -> int | None:
    """An event's game ended (inside its result's transaction, `GameStore.save_state`): its
    result recorded once, its players back in the queue (both out of it when nobody played:
    an abandoned game pauses them until they come back), and the event's timer due now so
    the next pairing or round comes at once.  The event's id, None when the game is no
    event's (or was recorded already)."""
    found = conn.execute(select(_G.event_id, _G.first_user, _G.second_user)
                         .where(_G.game_id == game_id, _G.result.is_(None))).first()
    if found is None:
        return None
    event_id, first, second = (int(v) for v in found)
    by_user = {r.user_id: r.result for r in results}
    result = _SIDE.get((by_user.get(first, "abandoned"), by_user.get(second, "abandoned")), "abandoned")
    pf, ps = _POINTS[result]
    conn.execute(update(t.event_games).where(_G.game_id == game_id)
                 .values(result=result, points_first=pf, points_second=ps, finished_at=now))
    back = ({"state": "paused", "waiting_since": None} if result == "abandoned"
            else {"state": "waiting", "waiting_since": now})
    conn.execute(update(t.event_players)
                 .where(_P.event_id == event_id, _P.user_id.in_((first, second)), _P.state == "playing")
                 .values(**back))
    apply_timer_ops(db, conn, [TimerOp(EVENT_TIMER, event_id, now)])
    return event_id


def record_challenge_result(conn: Connection, game_id: int, results: Sequence[ResultRow], now: float) -> bool:
    """A challenge's game ended (inside its result's transaction, `GameStore.save_state`):
    its attempt's result ("win", "loss" or "abandoned"), the game's own figure (the stat
    the event chose at its creation, `options["figures"]`: the win's, or the loss's) and the
    seconds it took, written once.  False when the game is no running attempt's (one the
    event's end counted as lost already stays as it was)."""
    found = conn.execute(select(_C.event_id, _C.user_id, _C.deal, _C.started_at, _E.options)
                         .join(t.events, _E.id == _C.event_id)
                         .where(_C.game_id == game_id, _C.finished_at.is_(None))).first()
    if found is None:
        return False
    event_id, user_id, deal, started, options = found
    mine = [r for r in results if r.user_id == user_id]
    if not mine:
        return False
    result = mine[0].result if mine[0].result in ("win", "abandoned") else "loss"
    stat = (json.loads(options or "{}").get("figures") or {}).get("win" if result == "win" else "loss")
    figure = mine[0].stats.get(stat) if stat else None
    done = conn.execute(update(t.challenge_attempts)
                        .where(_C.event_id == event_id, _C.user_id == user_id, _C.deal == deal,
                               _C.finished_at.is_(None))
                        .values(result=result, finished_at=now, seconds=max(0.0, now - float(started)),
                                figure=None if figure is None else float(figure)))
    return bool(done.rowcount == 1)


_EVENT_COLUMNS = (_E.id, _E.guild_id, _E.channel_id, _E.message_id, _E.thread_id, _E.kind, _E.key, _E.name,
                  _E.options, _E.status, _E.starts_at, _E.ends_at, _E.round, _E.created_by, _E.created_at)
_PLAYER_COLUMNS = (_P.event_id, _P.user_id, _P.joined_at, _P.state, _P.waiting_since, _P.seeding)
_GAME_COLUMNS = (_G.event_id, _G.game_id, _G.round, _G.first_user, _G.second_user, _G.result, _G.points_first,
                 _G.points_second, _G.paired_at, _G.finished_at)
_ATTEMPT_COLUMNS = (_C.event_id, _C.user_id, _C.deal, _C.game_id, _C.started_at, _C.finished_at, _C.result,
                    _C.figure, _C.seconds)


def _event(row: Sequence[Any]) -> EventRow:
    (id_, guild, channel, message, thread, kind, key, name, options, status, starts, ends, round_, by,
     created) = row
    return EventRow(int(id_), int(guild), int(channel), None if message is None else int(message),
                    None if thread is None else int(thread), kind, key, name, json.loads(options or "{}"), status,
                    float(starts), None if ends is None else float(ends), int(round_), int(by), float(created))


def _player(row: Sequence[Any]) -> EventPlayer:
    event_id, user_id, joined, state, since, seeding = row
    return EventPlayer(int(event_id), int(user_id), float(joined), state, None if since is None else float(since),
                       int(seeding))


def _game(row: Sequence[Any]) -> EventGame:
    event_id, game_id, round_, first, second, result, pf, ps, paired, finished = row
    return EventGame(int(event_id), int(game_id), int(round_), int(first), int(second), result,
                     None if pf is None else int(pf), None if ps is None else int(ps), float(paired),
                     None if finished is None else float(finished))


def _attempt(row: Sequence[Any]) -> ChallengeAttempt:
    event_id, user_id, deal, game_id, started, finished, result, figure, seconds = row
    return ChallengeAttempt(int(event_id), int(user_id), int(deal), None if game_id is None else int(game_id),
                            float(started), None if finished is None else float(finished), result,
                            None if figure is None else float(figure), None if seconds is None else float(seconds))


# ---- reads inside a caller's transaction (the stores' own, and the web pages' one trip)


def read_event(conn: Connection, event_id: int) -> EventRow | None:
    found = conn.execute(select(*_EVENT_COLUMNS).where(_E.id == event_id)).first()
    return None if found is None else _event(found)


def read_listed(conn: Connection, guild_id: int, statuses: Iterable[EventStatus | str] = LIVE) -> list[EventRow]:
    """A server's events in `statuses`, by start time."""
    query = (select(*_EVENT_COLUMNS).where(_E.guild_id == guild_id, _E.status.in_(_statuses(statuses)))
             .order_by(_E.starts_at, _E.id))
    return [_event(r) for r in conn.execute(query)]


def read_ended(conn: Connection, guild_id: int, limit: int) -> list[EventRow]:
    """A server's `limit` latest events that are over, the latest started first."""
    query = (select(*_EVENT_COLUMNS).where(_E.guild_id == guild_id, _E.status == EventStatus.OVER.value)
             .order_by(_E.starts_at.desc(), _E.id.desc()).limit(int(limit)))
    return [_event(r) for r in conn.execute(query)]


def read_players(conn: Connection, event_id: int, present: bool = False) -> list[EventPlayer]:
    """The event's players by seeding then joining order (`present`: those who have not left)."""
    query = select(*_PLAYER_COLUMNS).where(_P.event_id == event_id)
    if present:
        query = query.where(_P.state != "left")
    query = query.order_by(_P.seeding, _P.joined_at, _P.user_id)
    return [_player(r) for r in conn.execute(query)]


def read_standings_input(conn: Connection, event_id: int) -> tuple[list[EventGame], list[EventBye]]:
    """Every game (by round, then game id) and bye of the event."""
    games = conn.execute(select(*_GAME_COLUMNS).where(_G.event_id == event_id)
                         .order_by(_G.round, _G.game_id)).all()
    byes = conn.execute(select(_B.event_id, _B.round, _B.user_id).where(_B.event_id == event_id)
                        .order_by(_B.round)).all()
    return [_game(r) for r in games], [EventBye(int(e), int(r), int(u)) for e, r, u in byes]


def read_attempts(conn: Connection, event_id: int, user_id: int | None = None) -> list[ChallengeAttempt]:
    """A challenge's attempts (one player's with `user_id`), by player then deal."""
    query = select(*_ATTEMPT_COLUMNS).where(_C.event_id == event_id)
    if user_id is not None:
        query = query.where(_C.user_id == user_id)
    return [_attempt(r) for r in conn.execute(query.order_by(_C.user_id, _C.deal))]


class EventStore(SeasonStore):
    """An event's every operation; a season's too (inherited: `storage.seasons` is the same
    board, and the events' results write to it)."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        super().__init__(db, clock)

    # ---- events -------------------------------------------------------------------------

    async def create(self, *, guild_id: int, channel_id: int, kind: str, key: str, name: str,
                     options: Mapping[str, Any] | None = None, starts_at: float, ends_at: float | None,
                     created_by: int, status: EventStatus | str = EventStatus.OPEN) -> EventRow:
        if kind not in KINDS:
            raise ValueError(f"not an event kind: {kind!r}")
        if status not in EVENT_STATUSES:
            raise ValueError(f"not an event status: {status!r}")
        values = {"guild_id": guild_id, "channel_id": channel_id, "kind": kind, "key": key, "name": name,
                  "options": dumps(dict(options or {})), "status": EventStatus(status).value, "starts_at": float(starts_at),
                  "ends_at": None if ends_at is None else float(ends_at), "round": 0, "created_by": created_by,
                  "created_at": self._clock()}

        def op(conn: Connection) -> EventRow:
            event_id = conn.execute(insert(t.events).values(**values).returning(_E.id)).scalar_one()
            return _event(conn.execute(select(*_EVENT_COLUMNS).where(_E.id == event_id)).one())
        return await self._db.run(op, write=True)

    async def load(self, event_id: int) -> EventRow | None:
        return await self._db.run(read_event, event_id)

    async def listed(self, guild_id: int, statuses: Iterable[EventStatus | str] = LIVE) -> list[EventRow]:
        """A server's events in `statuses` (by default running and upcoming: not over), by
        start time."""
        return await self._db.run(read_listed, guild_id, statuses)

    async def set_message(self, event_id: int, *, message_id: int | None, thread_id: int | None = None) -> None:
        stmt = update(t.events).where(_E.id == event_id).values(message_id=message_id, thread_id=thread_id)
        await self._db.run(lambda c: c.execute(stmt))

    async def set_status(self, event_id: int, status: EventStatus | str, *,
                         was: EventStatus | str | Iterable[EventStatus | str]) -> bool:
        """Move the event to `status` if it is still in `was` (what the caller saw); False
        when another process moved it first (nothing written)."""
        if status not in EVENT_STATUSES:
            raise ValueError(f"not an event status: {status!r}")
        stmt = (update(t.events).where(_E.id == event_id, _E.status.in_(_statuses(was)))
                .values(status=EventStatus(status).value))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    # ---- players ------------------------------------------------------------------------

    async def join(self, event_id: int, user_id: int, *, seeding: int = 0) -> bool:
        """Join the event, waiting from now; True when this call joined, False when the
        member was in it already (whatever their state).  `EventClosed` when the event
        takes no more players."""
        now = self._clock()
        stmt = upsert(self._db, t.event_players,
                      {"event_id": event_id, "user_id": user_id, "joined_at": now, "state": "waiting",
                       "waiting_since": now, "seeding": seeding}, ("event_id", "user_id"), update=False)

        def op(conn: Connection) -> bool:
            status = conn.execute(select(_E.status).where(_E.id == event_id).with_for_update(key_share=True)).scalar()
            if status not in JOINABLE:
                raise EventClosed(f"event {event_id} takes no more players ({status or 'no such event'})")
            return bool(conn.execute(stmt).rowcount == 1)
        return await self._db.run(op, write=True)

    async def player(self, event_id: int, user_id: int) -> EventPlayer | None:
        query = select(*_PLAYER_COLUMNS).where(_P.event_id == event_id, _P.user_id == user_id)
        found = await self._db.run(lambda c: c.execute(query).first())
        return None if found is None else _player(found)

    async def players(self, event_id: int, *, present: bool = False) -> list[EventPlayer]:
        """The event's players by seeding then joining order (`present`: those who have not left)."""
        return await self._db.run(read_players, event_id, present)

    async def leave(self, event_id: int, user_id: int) -> bool:
        """Leave for good (never paired again; a game in progress still finishes and counts).
        False when not in the event or gone already."""
        stmt = (update(t.event_players).where(_P.event_id == event_id, _P.user_id == user_id, _P.state != "left")
                .values(state="left", waiting_since=None))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def pause(self, event_id: int, user_id: int) -> bool:
        """Out of the queue until `come_back` (a game in progress still finishes).  False
        when not waiting or playing."""
        stmt = (update(t.event_players)
                .where(_P.event_id == event_id, _P.user_id == user_id, _P.state.in_(TAKING_PART))
                .values(state="paused", waiting_since=None))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def come_back(self, event_id: int, user_id: int) -> bool:
        """Back from a pause: playing if a game of theirs still runs, else waiting from now.
        False when not paused."""
        now = self._clock()

        def op(conn: Connection) -> bool:
            busy = conn.execute(select(_G.game_id).where(_G.event_id == event_id, _G.result.is_(None),
                                                         or_(_G.first_user == user_id,
                                                             _G.second_user == user_id))).first()
            stmt = (update(t.event_players)
                    .where(_P.event_id == event_id, _P.user_id == user_id, _P.state == "paused")
                    .values(state="playing" if busy else "waiting", waiting_since=None if busy else now))
            return bool(conn.execute(stmt).rowcount == 1)
        return await self._db.run(op, write=True)

    async def queue(self, event_id: int) -> list[EventPlayer]:
        """An arena's queue: the players waiting, longest waiting first."""
        query = (select(*_PLAYER_COLUMNS).where(_P.event_id == event_id, _P.state == "waiting")
                 .order_by(_P.waiting_since, _P.user_id))
        return await self._db.run(lambda c: [_player(r) for r in c.execute(query)])

    # ---- pairing and results --------------------------------------------------------------

    async def pair(self, event_id: int, round: int, pairs: Sequence[tuple[int, int]], bye: int | None,
                   game_ids: Sequence[int] | None = None, *, tables: Sequence[NewGame] | None = None,
                   waiting_only: bool = False) -> list[EventGame]:
        """Record round `round` (the event's next: its last paired round + 1): a game a pair
        (first seat first, its game id from `game_ids`, in order) and the bye.  With `tables`
        instead (the table service's prepared games, one a pair, in order), the games are
        inserted in the same transaction, seated and timed as `GameStore.create_game` does:
        a process killed mid-pairing leaves the whole round or none of it, and
        `PairingRefused` (with `busy`) when one of them plays a running game of that game in
        that channel already.  All of it or
        nothing: `AlreadyPaired` when the round is not the next one (another process paired
        it); `EventClosed` when the event is finishing or over; `PairingRefused` when a
        player is not in the event, has left, is in an unfinished game of it, or appears
        twice, and (`waiting_only`, an arena's pairing from its queue) when a paired player
        is no longer waiting (paused meanwhile: the caller reads the queue again).  Paired
        players who were waiting are playing now."""
        if (game_ids is None) == (tables is None):
            raise ValueError("give the games' ids or the games to insert")
        if len(pairs) != len(game_ids if game_ids is not None else tables or ()):
            raise ValueError("one game a pair")
        seated = [user for pair in pairs for user in pair] + ([] if bye is None else [bye])
        if len(set(seated)) != len(seated):
            raise PairingRefused(f"event {event_id} round {round}: someone is seated twice")
        now = self._clock()
        paired = [u for pair in pairs for u in pair]

        def op(conn: Connection) -> list[EventGame]:
            # The event's row locked (PostgreSQL; SQLite's writers are serialised already):
            # pairings of one event are recorded one after the other.
            found = conn.execute(select(_E.round, _E.status).where(_E.id == event_id)
                                 .with_for_update(key_share=True)).first()
            if found is None or found[1] not in JOINABLE:
                raise EventClosed(f"event {event_id} pairs nobody ({'no such event' if found is None else found[1]})")
            current = int(found[0])
            if current != round - 1:
                raise AlreadyPaired(event_id, round, current)
            if seated:
                states = dict(conn.execute(select(_P.user_id, _P.state).where(_P.event_id == event_id,
                                                                               _P.user_id.in_(seated))).all())
                absent = [u for u in seated if states.get(u) in (None, "left")]
                if absent:
                    raise PairingRefused(f"event {event_id}: not in it or gone: {sorted(absent)}")
                idle = [u for u in paired if states.get(u) != "waiting"]
                if waiting_only and idle:
                    raise PairingRefused(f"event {event_id}: no longer waiting: {sorted(idle)}")
            if paired:
                busy = conn.execute(select(_G.first_user, _G.second_user).where(
                    _G.event_id == event_id, _G.result.is_(None),
                    or_(_G.first_user.in_(paired), _G.second_user.in_(paired)))).all()
                taken = sorted({u for row in busy for u in row} & set(paired))
                if taken:
                    raise PairingRefused(f"event {event_id}: already in an unfinished game: {taken}")
            conn.execute(update(t.events).where(_E.id == event_id).values(round=round))
            ids = list(game_ids) if game_ids is not None else [_insert(self._db, conn, g, now) for g in tables or ()]
            rows = [{"event_id": event_id, "game_id": int(game_id), "round": round, "first_user": first,
                     "second_user": second, "paired_at": now} for (first, second), game_id in zip(pairs, ids)]
            if rows:
                conn.execute(insert(t.event_games), rows)
                conn.execute(update(t.event_players).where(_P.event_id == event_id, _P.user_id.in_(paired),
                                                           _P.state == "waiting")
                             .values(state="playing", waiting_since=None))
            if bye is not None:
                conn.execute(insert(t.event_byes).values(event_id=event_id, round=round, user_id=bye))
            recorded = conn.execute(select(*_GAME_COLUMNS).where(_G.event_id == event_id, _G.round == round)
                                    .order_by(_G.game_id))
            return [_game(r) for r in recorded]
        return await self._db.run(op, write=True)

    async def record_result(self, game_id: int, result: str, *, points_first: int = 0, points_second: int = 0,
                            season_points: Mapping[int, int] | None = None) -> bool:
        """Write a game's result once: True when this call wrote it, False when it was
        recorded already (or is no event's game): nothing changes then.  Both players
        still playing go back to the queue (waiting from now).  `season_points` (by user
        id): added to the event's server and game's season board of the month the result is
        recorded in, in the same transaction, so they count once with it."""
        if result not in GAME_RESULTS:
            raise ValueError(f"not an event game result: {result!r}")
        now = self._clock()
        season = season_of(now)
        stmt = (update(t.event_games).where(_G.game_id == game_id, _G.result.is_(None))
                .values(result=result, points_first=points_first, points_second=points_second, finished_at=now))

        def op(conn: Connection) -> bool:
            if conn.execute(stmt).rowcount != 1:
                return False
            event_id, first, second = conn.execute(select(_G.event_id, _G.first_user, _G.second_user)
                                                   .where(_G.game_id == game_id)).one()
            conn.execute(update(t.event_players)
                         .where(_P.event_id == event_id, _P.user_id.in_((first, second)), _P.state == "playing")
                         .values(state="waiting", waiting_since=now))
            if season_points:
                guild_id, key = conn.execute(select(_E.guild_id, _E.key).where(_E.id == event_id)).one()
                for user_id, points in season_points.items():
                    conn.execute(season_points_upsert(self._db, int(guild_id), key, season, int(user_id),
                                                      int(points), 1, now))
            return True
        return await self._db.run(op, write=True)

    async def game(self, game_id: int) -> EventGame | None:
        query = select(*_GAME_COLUMNS).where(_G.game_id == game_id)
        found = await self._db.run(lambda c: c.execute(query).first())
        return None if found is None else _game(found)

    async def games(self, event_id: int, *, unfinished: bool = False) -> list[EventGame]:
        """The event's games, by round then game id (`unfinished`: those still running)."""
        query = select(*_GAME_COLUMNS).where(_G.event_id == event_id)
        if unfinished:
            query = query.where(_G.result.is_(None))
        query = query.order_by(_G.round, _G.game_id)
        return await self._db.run(lambda c: [_game(r) for r in c.execute(query)])

    async def places(self, event: EventRow) -> list[int]:
        """Where the event's games are played: its thread (else its channel) first, then the
        table threads opened for it, in the order they were opened."""
        query = select(_PL.channel_id).where(_PL.event_id == event.id).order_by(_PL.number)
        more = await self._db.run(lambda c: [int(r[0]) for r in c.execute(query)])
        return [event.thread_id or event.channel_id, *more]

    async def add_place(self, event_id: int, channel_id: int) -> None:
        """Record a table thread opened for the event, after those it has (a second record of
        the same thread is a no-op)."""
        def op(conn: Connection) -> None:
            number = conn.execute(select(func.count()).select_from(t.event_places)
                                  .where(_PL.event_id == event_id)).scalar_one()
            conn.execute(upsert(self._db, t.event_places, {"event_id": event_id, "channel_id": channel_id,
                                                           "number": int(number) + 1},
                                ("event_id", "channel_id"), update=False))
        await self._db.run(op, write=True)

    async def running_by_place(self, event_id: int) -> dict[int, int]:
        """How many of the event's games run in each channel or thread (by the games' rows)."""
        query = (select(t.games.c.channel_id, func.count()).select_from(
                 t.event_games.join(t.games, t.games.c.id == _G.game_id))
                 .where(_G.event_id == event_id, _G.result.is_(None)).group_by(t.games.c.channel_id))
        return await self._db.run(lambda c: {int(ch): int(n) for ch, n in c.execute(query)})

    async def finished_count(self, event_id: int) -> int:
        """How many of the event's games have ended (the event timer's "has anything changed")."""
        query = select(func.count()).select_from(t.event_games).where(_G.event_id == event_id,
                                                                       _G.result.is_not(None))
        return await self._db.run(lambda c: int(c.execute(query).scalar_one()))

    async def lost_games(self, event_id: int) -> list[int]:
        """The event's games still unfinished here whose table is gone or over without its
        result having reached the event (one query, for the event timer's sweep)."""
        query = (select(_G.game_id).select_from(t.event_games.outerjoin(t.games, t.games.c.id == _G.game_id))
                 .where(_G.event_id == event_id, _G.result.is_(None),
                        or_(t.games.c.id.is_(None), t.games.c.status == GameStatus.OVER.value))
                 .order_by(_G.game_id))
        return await self._db.run(lambda c: [int(g) for (g,) in c.execute(query)])

    async def byes(self, event_id: int) -> list[EventBye]:
        query = select(_B.event_id, _B.round, _B.user_id).where(_B.event_id == event_id).order_by(_B.round)
        return await self._db.run(lambda c: [EventBye(int(e), int(r), int(u)) for e, r, u in c.execute(query)])

    async def standings_input(self, event_id: int) -> tuple[list[EventGame], list[EventBye]]:
        """Every game and bye of the event (the input of `bot.events.pairings`' Swiss
        pairing and standings, and of arena scores), in one hand-off."""
        return await self._db.run(read_standings_input, event_id)

    # ---- challenge attempts ----------------------------------------------------------------

    async def start_attempt(self, event_id: int, user_id: int, deal: int, game_id: int | None) -> bool:
        """Start a player's one attempt at a deal: True when started now, False when it was
        started before (the stored one stands)."""
        stmt = upsert(self._db, t.challenge_attempts,
                      {"event_id": event_id, "user_id": user_id, "deal": deal, "game_id": game_id,
                       "started_at": self._clock()}, ("event_id", "user_id", "deal"), update=False)
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def finish_attempt(self, event_id: int, user_id: int, deal: int, *, result: str,
                             figure: float | None = None, seconds: float | None = None) -> bool:
        """Finish a started attempt once: False when not started or finished already."""
        stmt = (update(t.challenge_attempts)
                .where(_C.event_id == event_id, _C.user_id == user_id, _C.deal == deal, _C.finished_at.is_(None))
                .values(result=result, figure=figure, seconds=seconds, finished_at=self._clock()))
        return await self._db.run(lambda c: c.execute(stmt).rowcount == 1)

    async def attempts(self, event_id: int, user_id: int | None = None) -> list[ChallengeAttempt]:
        return await self._db.run(read_attempts, event_id, user_id)

    async def start_challenge(self, event_id: int, user_id: int, deal: int, game: NewGame) -> GameRow:
        """The player's one attempt at deal `deal` of a running challenge and its game (mode
        "challenge", one seat, `game` as the table service prepared it), in one transaction;
        the member joins the event with it.  The game's row.  `AttemptStarted`, nothing
        written, when that attempt exists or another of theirs still runs (in any process);
        `EventClosed` when the challenge is not running or its window has closed."""
        now = self._clock()
        mine = (_C.event_id == event_id, _C.user_id == user_id)
        joined = upsert(self._db, t.event_players,
                        {"event_id": event_id, "user_id": user_id, "joined_at": now, "state": "waiting",
                         "waiting_since": None, "seeding": 0}, ("event_id", "user_id"), update=False)

        def op(conn: Connection) -> GameRow:
            found = conn.execute(select(_E.status, _E.ends_at).where(_E.id == event_id)
                                 .with_for_update(key_share=True)).first()
            if found is None or not EventStatus(found[0]).pairing or (found[1] is not None and now >= float(found[1])):
                raise EventClosed(f"event {event_id} takes no attempt ({'no such event' if found is None else found[0]})")
            taken = conn.execute(select(*_ATTEMPT_COLUMNS).where(*mine, or_(_C.deal == deal, _C.finished_at.is_(None)))
                                 .order_by(_C.deal)).first()
            if taken is not None:
                raise AttemptStarted(_attempt(taken))
            game_id = insert_game(conn, key=game.key, guild_id=game.guild_id, channel_id=game.channel_id,
                                  message_id=None, seed=game.seed, options=game.options, state=game.state,
                                  seats=game.seats, now=now, mode="challenge", shuffle_version=game.shuffle_version)
            conn.execute(insert(t.challenge_attempts).values(event_id=event_id, user_id=user_id, deal=deal,
                                                             game_id=game_id, started_at=now))
            conn.execute(joined)
            return inserted_game(conn, game_id)

        try:
            return await self._db.run(op, write=True)
        except IntegrityError:
            # Another process recorded an attempt of theirs between our look and our insert.
            for attempt in await self.attempts(event_id, user_id):
                if attempt.deal == deal or attempt.finished_at is None:
                    raise AttemptStarted(attempt) from None
            raise

    async def attempt_of_game(self, game_id: int) -> ChallengeAttempt | None:
        query = select(*_ATTEMPT_COLUMNS).where(_C.game_id == game_id)
        found = await self._db.run(lambda c: c.execute(query).first())
        return None if found is None else _attempt(found)

    async def end_challenge(self, event_id: int, now: float) -> bool:
        """The challenge's window closed: the event over and every attempt still running
        counted as lost (its time: until the window closed), in one transaction.  False when
        another process ended it first (nothing written)."""
        def op(conn: Connection) -> bool:
            ends_at = conn.execute(select(_E.ends_at).where(_E.id == event_id, _E.kind == "challenge",
                                                             _E.status.in_(_statuses(STARTED)))
                                   .with_for_update()).scalar()
            moved = conn.execute(update(t.events).where(_E.id == event_id, _E.kind == "challenge",
                                                        _E.status.in_(_statuses(STARTED)))
                                 .values(status=EventStatus.OVER.value))
            if moved.rowcount != 1:
                return False
            closed = float(ends_at) if ends_at is not None else now
            conn.execute(update(t.challenge_attempts).where(_C.event_id == event_id, _C.finished_at.is_(None))
                         .values(result="loss", finished_at=closed, seconds=closed - _C.started_at))
            return True
        return await self._db.run(op, write=True)


__all__ = ["EVENT_TIMER", "read_attempts", "read_ended", "read_event", "read_listed", "read_players",
           "read_standings_input", "record_challenge_result", "record_game_result", "AlreadyPaired", "AttemptStarted",
           "ChallengeAttempt", "EventBye", "EventClosed", "EventGame", "EventOptions", "EventPlayer", "EventRow",
           "EventStatus", "EventStore", "PairingRefused"]
