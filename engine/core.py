"""The engine contract shared by every game.

A game module exposes one `GameInfo` (registered in `engine.GAMES`) and one immutable
`GameState` subclass.  The bot, the renderers, the tests and the benchmarks use only the
names defined here, so a game is free to arrange its internals as it likes.

Seats are integers 0..n-1; Discord users never reach the engine.

Actions are short strings of dot-separated tokens (`play.5ML.d1`, `conscript.m2.p1`,
`lock`).  One spelling is used everywhere: the legal list, the move log, tests and the
custom_ids of Discord components.  `check_action_spelling` states the grammar.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

Seat = int

ACTION_RE = re.compile(r"^[A-Za-z0-9+_-]+(\.[A-Za-z0-9+_-]+)*$")
MAX_ACTION_LEN = 64


class IllegalAction(ValueError):
    """Raised by `GameState.apply` for anything not legal; the message is for players."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    winners: the seats that won (empty for a loss of a solo game, a draw or an abandon).
    scores:  one number per seat, the game's headline score (for leaderboards).
    reason:  a sentence a player can read ("12 enemies captured: you win.").
    stats:   per seat, extra figures for leaderboards (damage, turns, ...).
    result:  per seat, one of "win", "loss", "draw", "abandoned".
    """

    winners: frozenset[Seat]
    scores: tuple[int, ...]
    reason: str
    stats: tuple[Mapping[str, int], ...] = ()
    result: tuple[str, ...] = ()


@dataclass(frozen=True)
class Option:
    """A game option (house rule) a player may choose when starting a game."""

    name: str  # identifier, also the slash-command parameter name
    description: str  # one line for players (max 100 chars, Discord's limit)
    default: Any
    choices: tuple[Any, ...] = (False, True)


@dataclass(frozen=True)
class Metric:
    """A leaderboard figure read from `Outcome.stats`."""

    key: str
    label: str  # "least damage"
    higher_is_better: bool
    wins_only: bool = True


@dataclass(frozen=True)
class GameInfo:
    key: str  # the slug: "defend-and-capture"
    title: str
    players: tuple[int, ...]
    new_game: Callable[..., "GameState"]  # new_game(players=, seed=, options=None)
    from_json: Callable[[Mapping[str, Any]], "GameState"]
    summary: str = ""  # one line for /help and command descriptions
    options: tuple[Option, ...] = ()
    metrics: tuple[Metric, ...] = ()
    rules_markdown: str = ""  # the in-project rules page, shown by /rules

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; unknown names or values raise IllegalAction."""
        given = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            value = given.pop(opt.name, opt.default)
            if value not in opt.choices:
                raise IllegalAction(f"Option {opt.name} cannot be {value!r}.")
            out[opt.name] = value
        if given:
            raise IllegalAction(f"Unknown option(s) for {self.title}: {', '.join(sorted(given))}.")
        return out


class GameState(ABC):
    """An immutable game position.  Subclasses implement the underscored hooks.

    `apply` validates against `legal_actions` (cached per state) and then calls `_apply`,
    which must return a new state and leave `self` untouched.
    """

    # --- what subclasses provide -------------------------------------------------
    @abstractmethod
    def to_act(self) -> frozenset[Seat]:
        """Seats that must decide now; empty exactly when the game is over."""

    @abstractmethod
    def _legal(self, seat: Seat) -> tuple[str, ...]:
        """Legal actions for a seat in `to_act()`, in a stable, meaningful order."""

    @abstractmethod
    def _apply(self, seat: Seat, action: str) -> "GameState":
        """Apply a legal action, returning a new state."""

    @abstractmethod
    def view(self, seat: Seat | None = None) -> Any:
        """What `seat` (or the public, for None) may see: a frozen per-game dataclass."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Plain JSON; the game's `from_json` restores an equal state."""

    @abstractmethod
    def resign(self, seat: Seat) -> "GameState":
        """The seat gives up (a bot-level command, never in `legal_actions`)."""

    @property
    @abstractmethod
    def players(self) -> int: ...

    # --- shared behaviour --------------------------------------------------------
    def legal_actions(self, seat: Seat) -> tuple[str, ...]:
        if seat not in self.to_act():
            return ()
        cache = self.__dict__.get("_legal_cache")
        if cache is None:
            cache = {}
            object.__setattr__(self, "_legal_cache", cache)  # frozen dataclasses too
        found = cache.get(seat)
        if found is None:
            found = cache[seat] = self._legal(seat)
        return found

    def apply(self, seat: Seat, action: str) -> "GameState":
        if not isinstance(action, str):
            raise IllegalAction("An action must be text.")
        if self.outcome() is not None:
            raise IllegalAction("This game is over.")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction("You are not seated in this game.")
        if seat not in self.to_act():
            raise IllegalAction("It is not your turn.")
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.explain_illegal(seat, action))
        return self._apply(seat, action)

    def shallow_copy(self) -> "GameState":
        """A copy for `_apply` to modify, without this state's cached legal actions.

        Containers are shared: copy every list or dict before mutating it.
        """
        import copy

        new = copy.copy(self)
        new.__dict__.pop("_legal_cache", None)
        return new

    def explain_illegal(self, seat: Seat, action: str) -> str:
        """Why an action is not legal; games may override with rule-specific reasons."""
        return f"'{action[:64]}' is not a legal move now."

    def describe(self, seat: Seat, action: str, viewer: Seat | None = None) -> str:
        """A log line for `action` by `seat`, as `viewer` may read it (None = public)."""
        return " ".join(self.label(t) for t in action.split("."))

    def label(self, token: str) -> str:
        """Button text for one action token in this state."""
        return token

    def prompt(self, path: Sequence[str]) -> str:
        """The question asked after the tokens in `path` have been chosen."""
        return "Choose your move." if not path else "Choose."

    def status(self, viewer: Seat | None = None) -> str:
        """One or two lines: turn, phase, what just happened."""
        return ""

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.to_json() == other.to_json()  # type: ignore[union-attr]

    def __hash__(self) -> int:  # states are values
        import json

        return hash(json.dumps(self.to_json(), sort_keys=True))


# --- helpers games share ----------------------------------------------------------


def rng_for(seed: int, counter: int) -> random.Random:
    """The generator for the `counter`-th chance event of a game with `seed`.

    String seeding is stable across Python processes (unlike hash()), so a stored seed and
    counter replay the same shuffle on any machine.
    """
    return random.Random(f"{seed}:{counter}")


def check_action_spelling(action: str) -> None:
    """Raise ValueError unless `action` follows the shared grammar."""
    if len(action) > MAX_ACTION_LEN or not ACTION_RE.match(action):
        raise ValueError(f"bad action spelling: {action!r}")


def tokens_prefix_free(actions: Sequence[str]) -> bool:
    """True when no action's token list is a proper prefix of another's."""
    seen = set(actions)
    for a in actions:
        parts = a.split(".")
        for i in range(1, len(parts)):
            if ".".join(parts[:i]) in seen:
                return False
    return True
