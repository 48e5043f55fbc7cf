"""The table service: every game's life from start to result, with no Discord in it.

- `start` is the only place a seed is chosen.
- `act` checks who clicked (a user id, never a seat from the outside), lets the engine
  decide, commits, then lets the bot players move.
- `commit` is the only save path: the state, its status, the move log, the results of
  people's seats when the game ends (and, for a rated game between two people, their new
  ratings: `bot.ratings`), and the timers the new position sets or clears, in one
  version-checked transaction per move.  Every accepted move is stored before anyone is
  told, and applied once however many processes take clicks or fire timers.
- `timer_due` handles one due timer of a game (reminder, forfeit on time, abandon).

It knows games only through `GameInfo` and the `GameState` contract, so a new game needs
nothing here.  The Discord-facing modules (`bot.discord.table`, `bot.discord.panels`, `bot.discord.seating`,
`bot.discord.timers`) turn what it returns into messages.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Awaitable, Callable, Collection, Mapping, Sequence, TypeVar

import i18n
from i18n import Message, t

from engine import GAMES, GameInfo, GameState, IllegalAction
from engine.core import ORIGINAL_LEVEL, SHUFFLE_VERSION

from engine.jobs import decide_json
from engine.search import DEFAULT_LEVEL

from . import ratings
from .picker import StaleChoice, menu
from .workers import in_workers
from .storage import (DailyDeal, GameRow, GameStatus, InvitationClosed, NewGame, ResultRow, SeatTaken, ServerSettings, Storage,
                      TimerOp, TimerRow, TurnDms, VersionConflict)

_Recorded = TypeVar("_Recorded")

DAY = 86400  # seconds
# A correspondence game's clock (`/play ... clock:`): days a move, instead of the server's hours.
CLOCK_DAYS = (1, 3, 7)


def clock_seconds(days: int) -> int:
    """A correspondence clock of `days` a move, in seconds (one of `CLOCK_DAYS`; Refusal
    otherwise, nothing started)."""
    if days not in CLOCK_DAYS:
        raise Refusal("bot-clock-choices", choices=", ".join(str(d) for d in CLOCK_DAYS))
    return days * DAY


ARCHIVE_DELAY = 3.0  # seconds between a game's end and the archiving of its own thread
# Seconds between a game starting to wait for a member who asked for "your turn" DMs and the
# DM pass for them (bot.discord.turn_dms): several games waiting meanwhile become one DM, and
# a member who answers at once gets none.
TURN_DM_DELAY = 45.0
MAX_BOT_MOVES = 10_000  # a safety stop: no game's bot players take this many moves in a row


class Refusal(Exception):
    """The move was not taken, and nothing changed; `reason` says why, for the player.

    Words kept as data (`i18n.Message`: a catalogue key and its arguments), worded once by
    whoever answers, in its reader's language: `str(refusal)` says it in the current one."""

    def __init__(self, reason: Message | str, /, **args: Any) -> None:
        self.reason = reason if isinstance(reason, Message) else Message(reason, **args)
        super().__init__(self.reason.key)

    def __str__(self) -> str:
        return self.reason.say()

    @classmethod
    def of(cls, error: Exception) -> "Refusal":
        """A refusal for an error whose words are for players (an illegal move, a bad deal
        code): its reason as data, or its own sentence, said when the refusal is."""
        reason = getattr(error, "reason", None)
        return cls(reason if isinstance(reason, Message) else Message.compose(error.__str__))


def not_seated(table: "Table") -> Message:
    """Why someone who plays no seat of `table` may not act on it."""
    players = ", ".join(f"<@{table.users[s]}>" for s in table.human_seats)
    return Message("bot-only-players", players=players, n=len(table.human_seats), key=table.row.key)


def game_over(table: "Table") -> Message:
    return Message("bot-game-is-over", key=table.row.key)


class Busy(Refusal):
    """A person seated already plays a running game of this kind in this channel."""

    def __init__(self, user_id: int, game_id: int, reason: Message | None = None) -> None:
        self.user_id = user_id
        self.game_id = game_id
        super().__init__(reason or Message("bot-busy-default", who=f"<@{user_id}>"))


_MARKUP = str.maketrans("", "", "*_~`|>@#<:[]()\\\n\r\t")


def engine_names(known: Sequence[str | None], bot_seats: Collection[int]) -> tuple[str, ...]:
    """The names a game's own words use, by seat: display names cleaned of what Discord would
    read as markdown or a mention (whole: Discord keeps them to 32 characters, and no picture
    draws them), the bot as a proper noun ("The bot wins."), "Player N" for a seat whose name
    was never seen (those two in the current locale)."""
    out = []
    for seat, name in enumerate(known):
        if seat in bot_seats:
            out.append(t("bot-name-bot"))
            continue
        plain = " ".join((name or "").translate(_MARKUP).split())
        out.append(plain or t("bot-name-player", n=seat + 1))
    return tuple(out)


@dataclass(frozen=True)
class Table:
    """A game as stored, its engine state, and who sits where."""

    row: GameRow
    state: GameState[Any]
    bot_user_id: int | None
    # Once the game is over, the line about ratings for its game-over text: what the game
    # did to its players' ratings ("Rating: Alice +14, now 1532; Bob −14, now 1468"),
    # that games against the bot are not rated yet (ratings.UNRATED_BOT), or "" (unrated).
    # Worded in the locale current when it was made; `rating_words` words it again in the
    # locale current when called (a public table speaks its server's language).
    rating_note: str = ""
    rating_words: Callable[[], str] | None = field(default=None, compare=False, repr=False)
    # The views worded so far, by seat and locale: a message's caption, picture and alt text
    # all come from one view, worded once (up to 0.7 ms each).
    _views: dict[tuple[int | None, str], Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    def view(self, viewer: int | None) -> Any:
        """`state.view(viewer)` in the current locale, worded once for this table."""
        key = (viewer, i18n.current())
        if key not in self._views:
            self._views[key] = self.state.view(viewer)
        return self._views[key]

    def rating_said(self) -> str:
        """The rating line in the current locale."""
        return self.rating_words() if self.rating_words is not None else self.rating_note

    @property
    def info(self) -> GameInfo:
        return GAMES[self.row.key]

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def users(self) -> tuple[int, ...]:
        return self.row.seats

    @property
    def over(self) -> bool:
        return self.state.outcome() is not None

    @property
    def bot_seats(self) -> frozenset[int]:
        return frozenset(i for i, uid in enumerate(self.row.seats) if uid == self.bot_user_id)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.row.seats)) if i not in self.bot_seats)

    @property
    def waiting(self) -> tuple[int, ...]:
        """People's seats that must decide now, in seat order."""
        return tuple(sorted(self.state.to_act() - self.bot_seats))

    def seat_of(self, user_id: int) -> int | None:
        """The user's seat (a user holds one seat; against the bot, the bot holds the other)."""
        for i, uid in enumerate(self.row.seats):
            if uid == user_id and i not in self.bot_seats:
                return i
        return None

    @property
    def engine_names(self) -> tuple[str, ...]:
        return engine_names(self.row.names, self.bot_seats)

    @property
    def deadline(self) -> float | None:
        """When the people to act now forfeit (or, every person idle, the game is abandoned),
        in a game between people that waits for someone; None otherwise."""
        if not self.timed or self.over or not self.row.status.running or not self.waiting:
            return None
        return self.row.turn_deadline

    @property
    def timed(self) -> bool:
        """Several people play: an idle one is reminded, then forfeits."""
        return len(self.human_seats) > 1


def voiced(table: Table) -> Table:
    """The table with its seats named as the current locale says them (the bot, a player
    whose name was never seen); the same table when every seat has its own name."""
    if not table.bot_seats and all(table.row.names[s] if s < len(table.row.names) else None
                                   for s in range(len(table.users))):
        return table
    return replace(table, state=table.state.named(table.engine_names))


def reacting_people(table: Table) -> tuple[int, ...]:
    """People's seats deciding out of turn now, in a game between people (timed)."""
    if not table.timed or table.over:
        return ()
    return tuple(s for s in table.waiting if s in table.state.reacting())


@dataclass(frozen=True)
class Move:
    """One step the table took: `seat` did `action` (None: the game was stopped) on `before`."""

    seat: int | None
    action: str | None
    before: GameState[Any]
    ending: str | None = None  # "resign", "timeout", "abandon" for a stop; "default" for a
    # decision taken by the rules for a seat that did not answer in time


@dataclass(frozen=True)
class Change:
    """What a call did: the table after it, and every step taken, the bots' included."""

    table: Table
    moves: tuple[Move, ...]


class Stepped(Enum):
    """What a click on a table's picker did (`TableService.step`)."""

    NOT_SEATED = "not seated"  # the clicker plays no seat here
    OVER = "over"  # the game is over
    STALE = "stale"  # the click was drawn for a position the table has left (the surface's rule)
    NOT_YOUR_TURN = "not your turn"
    CHOICE_GONE = "choice gone"  # the path leads to no legal action any more
    MENU = "menu"  # a step through the menu (or Back): a new menu, nothing played
    MOVED = "moved"  # a move was made (and committed; the bots answered)


@dataclass(frozen=True)
class StepResult:
    what: Stepped
    seat: int | None = None
    path: str = ""  # MENU: where the menu stands now
    change: Change | None = None  # MOVED: what the move did


# A surface's rule for stale clicks: given the table, the clicker's seat and the version its
# control was drawn at, whether the click must not act.
StaleRule = Callable[[Table, int, int], bool]


def drawn_for_another_version(table: Table, seat: int, version: int) -> bool:
    """The default rule: a control acts only on the version it was drawn for."""
    return version != table.version


@dataclass(frozen=True)
class TurnTimer:
    """What a due turn timer did, for the Discord side to announce."""

    table: Table
    kind: str  # "reminded" | "forfeited" | "abandoned"
    seats: tuple[int, ...]  # the seats reminded, or the seat that forfeited
    change: Change | None = None  # the stop, for a forfeit or an abandon


class TableService:
    def __init__(self, storage: Storage, *, reminder_seconds: float, reaction_seconds: float = 180.0,
                 bot_user_id: int | None = None, clock: Callable[[], float] = time.time,
                 turn_dm_seconds: float = TURN_DM_DELAY) -> None:
        self.storage = storage
        self.turn_dm_seconds = turn_dm_seconds  # a newly waiting member's DM pass comes this much later
        self.reminder_seconds = reminder_seconds  # the forfeit comes as long again after the reminder
        self.reaction_seconds = reaction_seconds  # an out-of-turn decision's time before its default
        self.bot_user_id = bot_user_id
        self.clock = clock

    # --- reading -----------------------------------------------------------------------
    def table(self, row: GameRow) -> Table:
        return self._seat(row, GAMES[row.key].from_json(row.state))

    def _seat(self, row: GameRow, state: GameState[Any]) -> Table:
        """The table, its state calling each seat by its player's name in every text."""
        table = Table(row, state, self.bot_user_id)
        return replace(table, state=state.named(table.engine_names))

    async def load(self, game_id: int) -> Table | None:
        row = await self.storage.load_game(game_id)
        if row is None or row.key not in GAMES:
            return None
        table = self.table(row)
        return await self._rating_noted(table) if table.over else table

    def _rated(self, table: Table) -> bool:
        return ratings.is_rated_game(table.row.key, table.users, table.bot_seats, table.row.mode, table.row.level)

    async def _rating_noted(self, table: Table) -> Table:
        """A finished table with its line about ratings (read back from what was stored)."""
        if table.bot_seats and ratings.rates(table.row.key) and table.row.level is None:
            return replace(table, rating_note=ratings.UNRATED_BOT)
        if not self._rated(table):
            return table
        changes = await self.storage.ratings.changes(table.id)
        names = {table.users[s]: table.engine_names[s] for s in table.human_seats}

        def words() -> str:
            return ratings.note(changes, names)

        return replace(table, rating_note=words(), rating_words=words)

    async def running(self, *, user_id: int, channel_id: int, key: str) -> Table | None:
        row = await self.storage.running_game_for(user_id=user_id, channel_id=channel_id, key=key)
        return None if row is None or row.key not in GAMES else self.table(row)

    # --- starting ------------------------------------------------------------------------
    async def prepare(self, key: str, *, guild_id: int, channel_id: int, users: Sequence[int],
                      options: Mapping[str, Any], seed: int | None = None, mode: str = "normal",
                      level: str | None = None, parent_id: int | None = None,
                      server: ServerSettings | None = None,
                      turn_seconds: float | None = None) -> tuple[NewGame, GameState[Any]]:
        """A new game as it will be stored, not yet written (`start` writes it; an event's
        pairing writes a round's games with the pairing, bot.events.kinds).

        The seed is chosen here and nowhere else (or given, for a replay or a daily deal).
        The server's settings are read here, once: a game it does not allow is refused, and
        the game keeps the turn and reaction limits in force now (`server`: read already, for
        a round of several games).  Its first timers go with it: a crash cannot leave a game
        between people without its reminder.  `turn_seconds`: the game's own per-move limit
        (a correspondence game's clock, `clock_seconds`), instead of the server's; only for a
        game between people (a game against the bot has no timers: Refusal)."""
        info = GAMES[key]
        server = server or await self.storage.preferences.server(guild_id)
        if not server.allows(key):
            raise Refusal("settings-game-not-allowed", game=info.title)
        clock = turn_seconds
        turn_seconds = None if server.turn_hours is None else server.turn_hours * 3600
        reaction_seconds = None if server.reaction_minutes is None else server.reaction_minutes * 60
        if len(users) not in info.players:
            raise Refusal("bot-seats-count", title=info.title, n=len(users))
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        resolved = info.resolve_options(options)
        state = info.new_game(players=len(users), seed=seed, options=resolved)
        people = [u for u in users if u != self.bot_user_id]
        levels = info.kit.offered if info.kit is not None else ()
        if level is not None and (level not in levels or len(people) == len(users)):
            raise Refusal("bot-level-needs-bot")
        if len(people) < len(users) and levels:
            level = level or DEFAULT_LEVEL
        if clock is not None:
            if len(set(people)) < 2:
                raise Refusal("bot-clock-needs-member")
            if clock <= 0:
                raise ValueError(f"a turn limit must be positive, not {clock!r}")
            turn_seconds = clock
        stub = GameRow(id=0, key=key, guild_id=guild_id, channel_id=channel_id, message_id=None,
                       seed=seed, options=resolved, status=GameStatus.RUNNING, version=0, state={},
                       seats=tuple(users), created_at=0.0, updated_at=0.0, turn_seconds=turn_seconds,
                       reaction_seconds=reaction_seconds, mode=mode)
        seated = self._seat(stub, state)
        first, _ = self._timer_ops(seated)
        return NewGame(key=key, guild_id=guild_id, channel_id=channel_id, seed=seed, options=dict(resolved),
                       state=state.to_json(), seats=tuple(users), people=tuple(dict.fromkeys(people)),
                       shuffle_version=SHUFFLE_VERSION, mode=mode, parent_id=parent_id, level=level,
                       turn_seconds=turn_seconds, reaction_seconds=reaction_seconds,
                       timers=tuple(first), turn_dms=self._turn_dms(None, seated, None)), state

    async def start_together(self, key: str, *, guild_id: int, channel_ids: Sequence[int],
                             seatings: Sequence[Sequence[int]], options: Mapping[str, Any],
                             write: Callable[[list[NewGame]], Awaitable[_Recorded]]) -> _Recorded:
        """Games of one game begun at once, one per seating, each in its channel or thread
        (`channel_ids`, one per seating: an event's round: people only, no bot moves first),
        the server's settings read once; `write` records them all with what they belong to in
        one transaction (`storage.events.pair`), and its answer and its errors reach the caller."""
        assert len(channel_ids) == len(seatings)
        server = await self.storage.preferences.server(guild_id)
        games = [(await self.prepare(key, guild_id=guild_id, channel_id=channel_id, users=users, options=options,
                                     server=server))[0] for users, channel_id in zip(seatings, channel_ids)]
        return await write(games)

    async def start(self, key: str, *, guild_id: int, channel_id: int, users: Sequence[int],
                    options: Mapping[str, Any], seed: int | None = None,
                    invitation_id: int | None = None, message_id: int | None = None, mode: str = "normal",
                    daily: DailyDeal | None = None, level: str | None = None,
                    parent_id: int | None = None, place: str | None = None,
                    write: Callable[[NewGame], Awaitable[GameRow]] | None = None,
                    turn_seconds: float | None = None) -> Change:
        """A new game with `users` in seat order (the bot's user id for a bot seat).

        The seed is chosen here and nowhere else (or given, for a replay or a daily deal).
        The database refuses a second running game of this kind in this channel for any
        person seated (Busy), and, with `invitation_id`, a second game for one invitation.
        `mode` "replay": a deal played again from its code (unrated, off the leaderboards).
        `daily`: a daily deal's attempt (mode "daily"), recorded in the game's own
        transaction; AttemptTaken when the player already has that day's.
        `level`: how strong the bot plays, in a game against it whose game has levels
        (default `engine.search.DEFAULT_LEVEL`); stored with the game.
        `parent_id`: the channel the game's own thread (`channel_id`) was started from.
        `place`: where the channel is (`GameRow.place`: a server the bot is in when None).
        `write`: how the prepared game is recorded when it belongs to something else, in
        that thing's transaction (a challenge's attempt: `bot.event_service`); its errors
        reach the caller.
        The server's settings are read here, once: a game it does not allow is refused, and
        the game keeps the turn and reaction limits in force now (`turn_seconds`: its own
        per-move limit instead, a correspondence game's clock: `prepare`).
        """
        new, state = await self.prepare(key, guild_id=guild_id, channel_id=channel_id, users=users, options=options,
                                        seed=seed, mode=mode, level=level, parent_id=parent_id,
                                        turn_seconds=turn_seconds)
        try:
            if write is not None:
                row = await write(new)
            elif daily is not None:
                row = await self.storage.daily.start(user_id=users[0], key=key, day=daily.day, number=daily.number,
                                                     guild_id=guild_id, channel_id=channel_id, seed=new.seed,
                                                     options=new.options, state=new.state,
                                                     shuffle_version=new.shuffle_version)
            else:
                row = await self.storage.create_game(key=key, guild_id=guild_id, channel_id=channel_id, seed=new.seed,
                                                     options=new.options, state=new.state, seats=new.seats,
                                                     people=new.people, invitation_id=invitation_id,
                                                     message_id=message_id, mode=mode,
                                                     shuffle_version=new.shuffle_version, timers=new.timers,
                                                     level=new.level, parent_id=parent_id,
                                                     turn_seconds=new.turn_seconds,
                                                     reaction_seconds=new.reaction_seconds, place=place,
                                                     turn_dms=new.turn_dms)
        except SeatTaken as taken:
            raise Busy(taken.user_id, taken.game_id) from None
        except InvitationClosed:
            raise Refusal("bot-challenge-closed-meanwhile") from None
        return await self._play_bots(self._seat(row, state), ())  # the row has its reaction deadline

    # --- moving --------------------------------------------------------------------------
    @staticmethod
    def player_seat(table: Table, user_id: int) -> "int | StepResult":
        """The clicker's seat in a running game, or why they may not act (NOT_SEATED, OVER)."""
        seat = table.seat_of(user_id)
        if seat is None:
            return StepResult(Stepped.NOT_SEATED)
        if table.over or not table.row.status.running:
            return StepResult(Stepped.OVER, seat)
        return seat

    async def step(self, table: Table, user_id: int, path: str, version: int,
                   stale: StaleRule = drawn_for_another_version) -> StepResult:
        """One click on a table's picker, decided with no Discord: who clicked (from the user
        id, never the control), whether the control is stale for its surface, whose turn it
        is, then a step through the menu or the move (committed, the bots answering).  A
        move the rules refuse raises Refusal (nothing changed)."""
        seat = self.player_seat(table, user_id)
        if isinstance(seat, StepResult):
            return seat
        if stale(table, seat, version):
            return StepResult(Stepped.STALE, seat)
        if seat not in table.state.to_act():
            return StepResult(Stepped.NOT_YOUR_TURN, seat)
        try:
            st = menu(table.state, seat, path)
        except StaleChoice:
            return StepResult(Stepped.CHOICE_GONE, seat)
        if st.action is None:
            return StepResult(Stepped.MENU, seat, path=st.path)
        return StepResult(Stepped.MOVED, seat, change=await self.act(table, user_id, st.action))

    async def act(self, table: Table, user_id: int, action: str) -> Change:
        """`user_id` plays `action`; the bots answer.  Refusal (nothing changed) otherwise."""
        seat = self.seat_or_refuse(table, user_id)
        try:
            new = table.state.apply(seat, action)
        except IllegalAction as exc:
            raise Refusal.of(exc) from None
        after = await self.commit(table, new, seat, action)
        return await self._play_bots(after, (Move(seat, action, table.state),))

    async def stop(self, table: Table, seat: int, ending: str) -> Change:
        """`seat` resigns (ending "resign") or runs out of time ("timeout")."""
        self.refuse_if_over(table)
        new = table.state.resign(seat, ending)
        after = await self.commit(table, new, seat, None)
        return Change(after, (Move(seat, None, table.state, ending),))

    async def abandon(self, table: Table) -> Change:
        self.refuse_if_over(table)
        after = await self.commit(table, table.state.abandon(), None, None)
        return Change(after, (Move(None, None, table.state, "abandon"),))

    def seat_or_refuse(self, table: Table, user_id: int) -> int:
        seat = self.player_seat(table, user_id)
        if isinstance(seat, StepResult):
            raise Refusal(not_seated(table) if seat.what is Stepped.NOT_SEATED else game_over(table))
        return seat

    @staticmethod
    def refuse_if_over(table: Table) -> None:
        if table.over or not table.row.status.running:
            raise Refusal(game_over(table))

    async def commit(self, table: Table, new: GameState[Any], seat: int | None, action: str | None) -> Table:
        """The one save path: state, status, move, results and the turn timer.

        Raises Refusal when another click saved first (nothing written).
        """
        out = new.outcome()
        results = None
        if out is not None:
            results = [ResultRow(seat=s, user_id=table.users[s], result=out.result[s], score=int(out.scores[s]),
                                 stats=dict(out.stats[s]) if out.stats else {})
                       for s in table.human_seats]
        # A rated game between two people: their ratings change in the result's transaction
        # (storage reads them again there, locked, and rates them with the model given).
        rated = (results is not None and self._rated(table)
                 and ratings.is_rated_result({r.user_id: r.result for r in results}, bool(table.bot_seats)))
        data = new.to_json()
        status = GameStatus.OVER if out is not None else GameStatus.RUNNING
        after = Table(replace(table.row, version=table.version + 1, state=data, status=status), new, table.bot_user_id)
        ops, due = self._timer_ops(after)
        try:
            await self.storage.save_state(
                table.id, expected_version=table.version, state=data, status=status,
                move=(seat, action) if action is not None and seat is not None else None, results=results,
                timers=ops, ratings=ratings.RATER if rated else None, turn_dms=self._turn_dms(table, after, seat))
        except VersionConflict:
            raise Refusal("bot-table-moved-on") from None
        if out is not None:
            after = await self._rating_noted(after)
        deadline = next((op.data.get("deadline") for op in ops if op.kind == "turn" and op.due_at is not None), None)
        if due == after.row.reaction_due and deadline == after.row.turn_deadline:
            return after
        return replace(after, row=replace(after.row, reaction_due=due, turn_deadline=deadline))

    async def _play_bots(self, table: Table, moves: tuple[Move, ...]) -> Change:
        """Bot seats move (each move committed) until a person must act or the game ends.

        The bot plays one of its game's kit levels, decided through `engine.search` in the
        worker processes (a hard search takes up to ~200 ms: never on the event loop): the
        game's level, or, for a game stored before levels, the game's original player
        (`ORIGINAL_LEVEL`)."""
        kit = table.info.kit
        level = table.row.level or ORIGINAL_LEVEL
        steps = list(moves)
        if kit is None or level not in kit.levels:
            return Change(table, tuple(steps))
        for _ in range(MAX_BOT_MOVES):
            seats = sorted(table.state.to_act() & table.bot_seats)
            if table.over or not seats:
                break
            seat, state = seats[0], table.state
            action = await in_workers(decide_json, table.row.key, table.row.state, seat, level,
                                      table.row.seed, table.version)
            table = await self.commit(table, state.apply(seat, action), seat, action)
            steps.append(Move(seat, action, state))
        return Change(table, tuple(steps))

    # --- timers --------------------------------------------------------------------------
    def _turn_dms(self, before: Table | None, after: Table, seat: int | None) -> TurnDms | None:
        """Who a "your turn" DM may be owed by this position (storage keeps only those who
        asked for them): the people it waits for who were not waiting before, in a game
        between people, less the one who moved (they see the position their move made); and
        who moved (what they saw needs no DM)."""
        if not after.timed:
            return None
        mover = after.users[seat] if seat is not None and seat in after.human_seats else None
        waiting: tuple[int, ...] = ()
        if not after.over and after.row.status.running:
            was = set(before.waiting) if before is not None else set()
            waiting = tuple(after.users[s] for s in after.waiting if s not in was and s != seat)
        if mover is None and not waiting:
            return None
        return TurnDms(waiting, mover, self.clock() + self.turn_dm_seconds)

    def reminder_due(self, now: float | None = None, row: GameRow | None = None) -> float:
        """When an idle player is reminded (and, as long again after, forfeits): half the
        game's own turn limit, else the bot's."""
        return (self.clock() if now is None else now) + self.turn_limit(row) / 2

    def turn_limit(self, row: GameRow | None = None) -> float:
        """A move's time in a game between people, in seconds: the game's own (the server's
        when it started, or its correspondence clock), else the bot's."""
        return self.reminder_seconds * 2 if row is None or row.turn_seconds is None else row.turn_seconds

    def _timer_ops(self, table: Table) -> tuple[list[TimerOp], float | None]:
        """The timers of a position, and its reaction deadline.  An idle person is reminded,
        then forfeits; an out-of-turn decision between people gets a deadline after which
        the rules' default is taken for the seat.  Solo games and games against the bot have
        none: nobody waits for the answer but the bot."""
        # A finished game's own thread is archived a moment after the end, once the last
        # table edit and notices went out (the timer survives a restart: bot.discord.threads).
        ended = ([TimerOp("archive", table.id, self.clock() + ARCHIVE_DELAY)]
                 if table.over and table.row.parent_id is not None else [])
        if not table.timed:
            return ended, None
        ops = ended
        if table.over or not table.waiting:
            ops.append(TimerOp("turn", table.id, None))
        else:
            # Reminded at half the limit; the forfeit (its `deadline`, shown on the table) at the end.
            now = self.clock()
            ops.append(TimerOp("turn", table.id, self.reminder_due(now, table.row),
                               {"reminded": False, "deadline": now + self.turn_limit(table.row)}))
        seats = reacting_people(table)
        if not seats:
            if table.row.reaction_due is not None:  # the one before this position's, if any
                ops.append(TimerOp("reaction", table.id, None))
            return ops, None
        due = self.clock() + (self.reaction_seconds if table.row.reaction_seconds is None
                               else table.row.reaction_seconds)
        ops.append(TimerOp("reaction", table.id, due, {"version": table.version, "seats": list(seats)}))
        return ops, due

    async def reaction_due(self, game_id: int, version: int) -> Change | None:
        """The reacting seats did not answer in time: the rules' default is played for each
        (then the bots answer).  None when the table moved on meanwhile."""
        table = await self.load(game_id)
        if table is None or table.over or table.version != version:
            await self._clear_stale_reaction(game_id, table)
            return None
        # One default at a time: the next decision gets its own deadline.
        found = next(((seat, action) for seat in reacting_people(table)
                      if (action := table.state.default_action(seat)) in table.state.legal_actions(seat)), None)
        if found is None:
            await self.storage.timers.clear("reaction", game_id)
            return None
        seat, action = found
        try:
            after = await self.commit(table, table.state.apply(seat, action), seat, action)
        except Refusal:
            return None  # a click arrived meanwhile; its commit set a new timer
        return await self._play_bots(after, (Move(seat, action, table.state, "default"),))

    async def _clear_stale_reaction(self, game_id: int, table: Table | None) -> None:
        if table is None or table.over or not reacting_people(table):
            await self.storage.timers.clear("reaction", game_id)

    async def turn_timer_due(self, game_id: int, reminded: bool, now: float,
                             timer: TimerRow | None = None) -> TurnTimer | None:
        """An idle player is reminded once; at the next due time the idle seat forfeits on time,
        or, when every person is still to act, the game is abandoned.  None: nothing to do.
        `timer`: the claimed timer being fired; the reminder is this process's to send only
        while the claim is (no second process sends it too)."""
        table = await self.load(game_id)
        if table is None or table.over or not table.row.status.running or not table.waiting:
            await self.storage.timers.clear("turn", game_id)
            return None
        idle = table.waiting
        if not reminded:
            forfeit = self.reminder_due(now, table.row)
            data = {"reminded": True, "deadline": forfeit}
            if timer is not None and timer.claimed_by is not None:
                if not await self.storage.timers.remind(timer, forfeit, data):
                    return None
            else:
                await self.storage.timers.set("turn", game_id, forfeit, data)
            table = replace(table, row=replace(table.row, turn_deadline=forfeit))
            return TurnTimer(table, "reminded", idle)
        try:
            if len(idle) == len(table.human_seats):
                change = await self.abandon(table)
                return TurnTimer(change.table, "abandoned", idle, change)
            change = await self.stop(table, idle[0], "timeout")
            return TurnTimer(change.table, "forfeited", idle[:1], change)
        except Refusal:
            return None  # a move arrived meanwhile; its commit set a new timer
