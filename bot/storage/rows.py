"""What storage hands out (frozen rows) and the refusals it raises; shared by its stores."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Mapping, NamedTuple


class SeatTaken(Exception):
    """A person already plays a running game of this kind in this channel; nothing was written."""

    def __init__(self, user_id: int, game_id: int) -> None:
        self.user_id = user_id
        self.game_id = game_id
        super().__init__(f"user {user_id} already plays game {game_id}")


class InvitationClosed(Exception):
    """The invitation was no longer open (answered, withdrawn or expired); nothing was written."""


class InvitationExists(Exception):
    """An open invitation among the same people for the same game is already in this
    channel (the database's unique index says so); nothing was written."""

    def __init__(self, invitation_id: int | None) -> None:
        self.invitation_id = invitation_id
        super().__init__(f"invitation {invitation_id} is still open")


class VersionConflict(Exception):
    """Someone else saved the game first (or it no longer exists); nothing was written."""

    def __init__(self, game_id: int, expected: int, actual: int | None) -> None:
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
        found = "no such game" if actual is None else f"it is at version {actual}"
        super().__init__(f"game {game_id}: expected version {expected}, but {found}")


class StoredStatus(str, Enum):
    """A row's status: stored as its value, read back as a member whose predicates say
    what it allows (no status string is compared outside its declaration)."""

    def __str__(self) -> str:
        return self.value


class GameStatus(StoredStatus):
    RUNNING = "running"
    OVER = "over"

    running = property(lambda self: self is GameStatus.RUNNING)
    over = property(lambda self: self is GameStatus.OVER)


@dataclass(frozen=True)
class GameRow:
    id: int
    key: str
    guild_id: int
    channel_id: int
    message_id: int | None
    seed: int
    options: dict[str, Any]
    status: GameStatus
    version: int
    state: dict[str, Any]
    seats: tuple[int, ...]  # user ids by seat
    created_at: float
    updated_at: float
    shown_version: int | None = None  # the version its public message shows (None: never posted)
    names: tuple[str | None, ...] = ()  # display names by seat, where known
    # When the rules' default is taken for an out-of-turn decision pending at this version
    # (the "reaction" timer), None when none is timed.
    reaction_due: float | None = None
    # "normal"; "daily" (a daily deal's attempt, played on its player's private panel) or
    # "replay" (a deal played again from its code): both are kept off the ordinary statistics.
    mode: str = "normal"
    shuffle_version: int = 1  # how the deal was made from the seed (engine.core.SHUFFLE_VERSION)
    level: str | None = None  # the bot's level against it (None: no bot, or from before levels)
    hints: int = 0  # hints the player asked for
    verdict: dict[str, Any] | None = None  # whether the lost deal was winnable, once worked out
    parent_id: int | None = None  # the channel its own thread was started from (None: no thread)
    turn_seconds: float | None = None  # the server's turn limit when it started (None: the bot's)
    reaction_seconds: float | None = None  # likewise for out-of-turn decisions
    event_id: int | None = None  # the event it was paired in (bot.events.kinds), if any
    event_name: str | None = None  # and that event's name, shown on the table
    token: str | None = None  # its web page's random token (bot.web; revision 0011)
    # When the people to act now forfeit (the "turn" timer's deadline), None when none is timed.
    turn_deadline: float | None = None
    # Where its channel is (revision 0012, `bot.discord.places`): None or "guild" a server the
    # bot is in, "dm" the bot's own DM, "private" a group DM or a DM between users, "foreign" a
    # server the bot is not in.  Outside "guild" and "dm" the bot can only answer interactions.
    place: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", GameStatus(self.status))  # a stored (or written) value, as a member

    @property
    def message_behind(self) -> bool:
        """The public message shows an older position than the database (a crash between a
        commit and the message's edit), or was never posted."""
        return self.shown_version is None or self.shown_version < self.version


@dataclass(frozen=True)
class PastGame:
    """One of a player's finished games (`/history`, the web's player pages): its row, their
    seat, result and score, and when it ended."""

    row: GameRow
    seat: int
    result: str  # "win" | "loss" | "draw" | "abandoned"
    score: int
    ended_at: float


@dataclass(frozen=True)
class NewGame:
    """A game the table service prepared, inserted by a caller's transaction (an event's
    pairing inserts its round's games with the pairing itself): `insert_game`'s fields, the
    people the one-game-per-channel rule holds, and its first timers (their `ref_id` becomes
    the game's)."""

    key: str
    guild_id: int
    channel_id: int
    seed: int
    options: dict[str, Any]
    state: dict[str, Any]
    seats: tuple[int, ...]
    people: tuple[int, ...]
    shuffle_version: int
    mode: str = "normal"
    parent_id: int | None = None
    level: str | None = None
    turn_seconds: float | None = None
    reaction_seconds: float | None = None
    timers: tuple["TimerOp", ...] = ()
    turn_dms: "TurnDms | None" = None  # the people it waits for at once ("your turn" DMs)


@dataclass(frozen=True)
class ResultRow:
    seat: int
    user_id: int
    result: str  # "win" | "loss" | "draw" | "abandoned"
    score: int
    stats: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class TimerOp:
    """A timer set (`due_at` given) or cleared (`due_at` None) in the transaction of a save."""

    kind: str
    ref_id: int
    due_at: float | None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TurnDms:
    """What a save tells storage about "your turn" DMs (`bot.storage.turn_dms`): the people
    its position newly waits for, the person who moved (None: nobody, or a stop), and when
    the DM pass for a newly waiting member is due."""

    waiting: tuple[int, ...] = ()
    moved: int | None = None
    due: float = 0.0


class Skill(NamedTuple):
    """A rating as the model keeps it: its mean and its uncertainty (openskill's mu, sigma)."""

    mu: float
    sigma: float


@dataclass(frozen=True)
class RatingRow:
    """A player's rating at one game (key): `games` rated games played so far."""

    user_id: int
    key: str
    mu: float
    sigma: float
    games: int

    @property
    def skill(self) -> Skill:
        return Skill(self.mu, self.sigma)


@dataclass(frozen=True)
class RatingChange:
    """What one rated game did to one player's rating; `games`: the player's rated games
    with this one (so its rating is provisional while `games` is below bot.ratings'
    PROVISIONAL_GAMES)."""

    game_id: int
    user_id: int
    key: str
    before: Skill
    after: Skill
    games: int
    at: float


@dataclass(frozen=True)
class Rater:
    """The rating model, handed to storage so that storage knows no maths (bot.ratings.RATER).

    `fresh`: a new player's rating.  `rate(before, results)`: the ratings after one game,
    from each player's rating before it and their result ("win", "loss", "draw",
    "abandoned"), by user id; an empty mapping when the game is not rated.  Against the bot,
    `results` holds the one person and `opponent` the bot's fixed rating (`bot`)."""

    fresh: Skill
    rate: Callable[..., Mapping[int, Skill]]  # rate(before, results, opponent=None)
    # The fixed rating of the bot at a game and level (None: games at that level are not
    # rated); a game against the bot is rated with `rate(before, results, opponent=it)`.
    bot: Callable[[str, str], "Skill | None"] = lambda key, level: None


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)
