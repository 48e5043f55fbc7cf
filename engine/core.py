"""The engine contract shared by every game.

A game is a package `engine/<game>/` exposing one `GameInfo` as `INFO` (registered in
`engine.GAMES`) and one immutable `GameState` subclass.  The bot, the renderers, the tests
and the benchmarks use only the names defined here (and each game's typed views), so a game
is free to arrange its internals as it likes.

Seats are integers 0..n-1; Discord users never reach the engine.

Actions are short strings of dot-separated tokens (`play.5ML.d1`, `conscript.m2.p1`,
`lock`).  One spelling is used everywhere: the legal list, the move log, tests and the
custom_ids of Discord components.  `check_action_spelling` states the grammar; each game
has one parse/format module for its own actions.

Events are codes with arguments (`Event("attack.breach", ("5ML", 5))`), stored that way in
the game's JSON and worded only when shown, by the game's words module, so nothing a player
reads is frozen into a saved game.

Words are said in the ambient locale (`i18n.t`, set by the bot with `i18n.speaking`): the
fields of `GameInfo`, `Option` and `Metric` that players read hold catalogue keys, worded by
their readers (`t(info.summary)`), and everything worded here is worded when it is said.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from enum import StrEnum
from functools import partial
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Generic, Hashable, Mapping, Protocol, Self, Sequence, TypeVar

from i18n import Message, exists, said, t

Seat = int

ACTION_RE = re.compile(r"^[A-Za-z0-9+_-]+(\.[A-Za-z0-9+_-]+)*$")
MAX_ACTION_LEN = 64

# How a game ended: by its own rules, a resignation, a forfeit on time, abandoned by
# everyone (nobody moved), or a safety cap on its length.
class Ending(StrEnum):
    """Why a game stopped."""

    NORMAL = "normal"  # the rules ended it
    RESIGN = "resign"
    TIMEOUT = "timeout"  # a seat ran out of time
    ABANDON = "abandon"  # nobody played
    CAP = "cap"  # the rules' turn limit


class Result(StrEnum):
    """How a game went for one seat."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"
    ABANDONED = "abandoned"


ENDINGS = tuple(e.value for e in Ending)
RESULTS = tuple(r.value for r in Result)


class IllegalAction(ValueError):
    """Raised by `GameState.apply` for anything not legal.  Its reason is for players: a
    `Message` (a catalogue key and arguments) worded when said (`str(error)` says it in the
    current locale); text already worded is accepted from games not yet converted."""

    def __init__(self, reason: "Message | str", /, **args: Any) -> None:
        self.reason: Message | str = (Message(reason, **args) if isinstance(reason, str) and (args or _is_key(reason))
                                      else reason)
        super().__init__(reason)

    def __str__(self) -> str:
        return said(self.reason)


def _is_key(text: str) -> bool:
    return bool(_KEY_RE.fullmatch(text)) and exists(text)


_KEY_RE = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)+")


@dataclass(frozen=True)
class Event:
    """Something the rules did: a code and its named arguments (JSON scalars and card codes),
    worded when shown as the catalogue's `<slug>-event-<code>` or by the game's own words.

    seats: who may read it; None is everyone.  An event that names a face-down card must
    be addressed to the seats that may see that card.
    """

    code: str
    args: Mapping[str, Any] = field(default_factory=dict)
    seats: tuple[Seat, ...] | None = None

    def __hash__(self) -> int:  # args is a mapping: hashed by its items, as values are
        return hash((self.code, tuple(sorted(self.args.items())) if isinstance(self.args, Mapping)
                     else tuple(self.args), self.seats))

    def visible_to(self, viewer: Seat | None) -> bool:
        return self.seats is None or (viewer is not None and viewer in self.seats)

    def to_json(self) -> list[Any]:
        args = dict(self.args) if isinstance(self.args, Mapping) else list(self.args)
        out: list[Any] = [self.code, args]
        if self.seats is not None:
            out.append(list(self.seats))
        return out

    @staticmethod
    def from_json(data: Sequence[Any], names: Mapping[str, Sequence[str]] | None = None) -> "Event":
        """An event as stored.  Games stored before events had named arguments hold them as a
        list: `names` (the game's argument names by code) names them on load."""
        seats = tuple(data[2]) if len(data) > 2 else None
        args = data[1]
        if not isinstance(args, Mapping):
            if names is None:
                return Event(str(data[0]), tuple(args), seats)  # type: ignore[arg-type]  # not yet named
            args = dict(zip(names[str(data[0])], args))
        return Event(str(data[0]), dict(args), seats)


def events_to_json(events: Sequence[Event]) -> list[list[Any]]:
    return [e.to_json() for e in events]


def events_from_json(data: Sequence[Sequence[Any]],
                     names: Mapping[str, Sequence[str]] | None = None) -> tuple[Event, ...]:
    """Events as stored; `names`: see `Event.from_json`."""
    return tuple(Event.from_json(e, names) for e in data)


@dataclass(frozen=True)
class Pick:
    """A step where the player chooses several items at once (a multi-choice menu) rather
    than one token: Tower Defense's defending cards (T-6), where any set of cards that pays
    enough is a move, so no list of every set is made.

    The move is the path to the step plus one token: the chosen items joined by "+" in the
    order of `items` (one spelling per move).  Whether a chosen set is legal is the game's
    `is_legal`; a set it refuses gets `explain_illegal`'s reason.
    """

    items: tuple[str, ...]  # the tokens to choose among, in the order shown and spelled
    least: int = 1
    most: int = 0  # 0: as many as there are items

    def spell(self, chosen: Sequence[str]) -> str:
        """The move's last token for a chosen set: items in their own order, unknown tokens
        (a forged or stale choice) after them, so the game can say what is wrong."""
        order = {t: k for k, t in enumerate(self.items)}
        return "+".join(sorted(dict.fromkeys(chosen), key=lambda t: order.get(t, len(order))))


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    winners: the seats that won (empty for a loss of a solo game, a draw or an abandon).
    scores:  one number per seat, the game's headline score (for leaderboards).
    reason:  what a player reads ("12 enemies captured: you win."): a `Message`, worded by
             its reader (`said(outcome.reason)`).
    stats:   per seat, extra figures for leaderboards (damage, turns, ...).
    result:  per seat, how it went (`Result`).
    ending:  why the game stopped (`Ending`).
    """

    winners: frozenset[Seat]
    scores: tuple[int, ...]
    reason: Message | str
    stats: tuple[Mapping[str, int], ...] = ()
    result: tuple[Result, ...] = ()
    ending: Ending = Ending.NORMAL

    def __post_init__(self) -> None:  # plain strings from a caller become the enums
        object.__setattr__(self, "result", tuple(Result(r) for r in self.result))
        object.__setattr__(self, "ending", Ending(self.ending))


@dataclass(frozen=True)
class Option:
    """A game option (house rule) a player may choose when starting a game.

    Its name and its choices' names in a command, in each language, are catalogue messages
    whose keys follow from `description` (`name_key`, `choice_keys`): a game declares an
    option once and its catalogue words it; in English they are the identifiers themselves.
    """

    name: str  # identifier, also the slash-command parameter name (English)
    description: str  # a catalogue key: one line for players (max 100 chars, Discord's limit)
    default: Any
    choices: tuple[Any, ...] = (False, True)
    # A catalogue key: how players read it on a table or a challenge ("Aces high or low");
    # "" names it by `name`.
    label: str = ""
    # False for a choice that changes no rule (who plays which side): it is shown on a
    # challenge but is no house rule, and results are not kept apart by it.
    house_rule: bool = True

    @property
    def name_key(self) -> str:
        """A catalogue key: the option's name in a command (lowercase, no spaces, at most 32
        characters: Discord's rule for names), `description` + "-name"."""
        return f"{self.description}-name"

    @property
    def choice_keys(self) -> dict[Any, str]:
        """A catalogue key per choice, in `choices` order: how it reads in the command's list
        and in a game's house rules (`description` + "-choice-" + the value); none for a
        yes/no option, whose true and false Discord words itself."""
        return {value: f"{self.description}-choice-{str(value).replace('_', '-').lower()}"
                for value in self.choices if not isinstance(value, bool)}


@dataclass(frozen=True)
class Metric:
    """A leaderboard figure read from `Outcome.stats` (one key of a seat's stats).

    aggregate "best": the best single value (over wins only when `wins_only`);
    aggregate "sum": the total over every finished game, shown signed ("+12").
    """

    key: str
    label: str  # a catalogue key: "least damage", "capture margin"
    higher_is_better: bool
    wins_only: bool = True
    aggregate: str = "best"


class BotPlayer(Protocol):
    """A computer player: sees only its own seat's view, exactly like a person."""

    def __call__(self, view: Any, legal: tuple[str, ...], rng: random.Random) -> str: ...


@dataclass(frozen=True)
class GameInfo:
    """Static facts about a game, and what kind of game it is (the bot reads only these).

    Fields players read (summary, seat_modes' values, act_hint, wait_hint, and the options'
    and metrics' descriptions and labels) hold catalogue keys, worded by the reader in its
    locale: `t(info.summary)`.  `title` is the game's published name, the same in every
    locale; `rules_markdown` is the English rules page (`i18n.page(key, locale)` for others).

    players:      the seat counts a game may be started with.
    seat_modes:   a catalogue key per count, what the count means for players
                  ({1: "siege-seat-solo"}: "solitaire against the automaton"); a count
                  missing here is read plainly ("solo", "2 players"): `seat_mode` words both.
    hidden_hands: seats hold cards the others may not see, so each seat acts from a private
                  panel drawn from its own view; without it, the public table is the place to
                  play (its view(None) shows everything the players may know).
    simultaneous: several seats may be in `to_act()` at once (secret placements).
    reactions:    a seat may have to decide out of turn (an interception, a reserve).
    kit:          what `engine.search` needs to search the game: the bot's levels (the bot
                  plays the seats people leave empty at one of them), hints, verdicts.
    act_hint:     a catalogue key: what the seats in `to_act()` must do, for the public
                  table ("place your cards"); worded with `n`, how many are told.
    wait_hint:    a catalogue key: what a seat with nothing to do is told on its panel.
    """

    key: str  # the slug: "defend-and-capture"
    title: str
    players: tuple[int, ...]
    new_game: Callable[..., "GameState[Any]"]  # new_game(players=, seed=, options=None)
    from_json: Callable[[Mapping[str, Any]], "GameState[Any]"]
    summary: str = ""  # a catalogue key: one line for /help and command descriptions
    options: tuple[Option, ...] = ()
    metrics: tuple[Metric, ...] = ()
    rules_markdown: str = ""  # the in-project rules page, shown by /rules
    seat_modes: Mapping[int, str] = field(default_factory=dict)
    hidden_hands: bool = False
    simultaneous: bool = False
    reactions: bool = False
    act_hint: str = "core-act-hint"  # "make your move"
    # What search needs (`engine.search.Kit`): bot levels, hints and deal verdicts; None
    # for a game that has none of them yet.
    kit: Kit | None = None
    wait_hint: str = "core-wait-hint"  # "Nothing to do for you now; waiting for the other players."

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; unknown names or values raise IllegalAction."""
        given = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            value = given.pop(opt.name, opt.default)
            if value not in opt.choices:
                raise IllegalAction(Message("core-option-bad-value", name=_option_name(opt, opt.name),
                                      value=repr(value)))
            out[opt.name] = value
        if given:
            raise IllegalAction(Message("core-option-unknown", game=self.title, names=", ".join(sorted(given))))
        return out

    def house_rules(self, options: Mapping[str, Any], *, seating: bool = False) -> str:
        """The options that differ from the defaults, as players read them ("Havoc (Jokers),
        Endless Night"), worded in the current locale; "" for the rules as written.
        `seating`: with the choices that are no house rule (a challenger's role), for a
        challenge."""
        parts = []
        for opt in self.options:
            value = options.get(opt.name, opt.default)
            if value != opt.default and (opt.house_rule or seating):
                name = _option_name(opt, opt.name.replace("_", " "))
                choice = opt.choice_keys.get(value)
                parts.append(name if value is True else t("core-option-off", name=name) if value is False
                             else t("core-option-value", name=name, value=t(choice) if choice else str(value)))
        return ", ".join(parts)

    @property
    def seating_options(self) -> tuple[str, ...]:
        """The names of the options that are no house rule (see `Option.house_rule`)."""
        return tuple(opt.name for opt in self.options if not opt.house_rule)

    def seat_mode(self, count: int) -> str:
        """What `count` seats mean for players, worded: the game's own `seat_modes` key, else
        "solo" or "3 players"."""
        if count in self.seat_modes:
            return t(self.seat_modes[count])
        return t("core-seat-mode", n=count)


def _option_name(opt: Option, fallback: str) -> str:
    """An option as players read it: its label worded, else `fallback` (its identifier)."""
    return t(opt.label) if opt.label else fallback


V = TypeVar("V")


@dataclass(frozen=True)
class Names:
    """How words call the seats: a display name per seat, "Player N" where none is given.

    Names are presentation, never rules: a state carries them (see `GameState.named`) but
    they are not part of its JSON, its equality or its outcome's figures.  A name is used
    as a proper noun, at the start of a sentence as anywhere else ("The bot wins."); where a
    language calls the bot with an article ("Le bot"), its catalogue places the name with
    `NAME()` (`i18n`) inside a sentence ("du bot").

    A sentence that says "you" to the viewer and a name to others is one catalogue message
    that receives both, the name (`of`) and `own` ("yes" for the viewer's seat), and selects:
    `{ $own -> [yes] your hand *[other] { $name }'s hand }`; `who` and `whose` word the
    English pieces for words not yet written that way.
    """

    given: tuple[str, ...] = ()

    def of(self, seat: Seat) -> str:
        """The seat's display name, or "Player 3" (worded) where none is given."""
        name = self.given[seat] if 0 <= seat < len(self.given) else ""
        return name or t("core-player", n=seat + 1)

    def own(self, seat: Seat, viewer: Seat | None) -> str:
        """"yes" when `seat` is the viewer's own, else "no": a catalogue message's select."""
        return "yes" if seat == viewer else "no"

    def who(self, seat: Seat, viewer: Seat | None) -> str:
        """"You" (worded) for the viewer's own seat, else the seat's name."""
        return t("core-you") if seat == viewer else self.of(seat)

    def whose(self, seat: Seat, viewer: Seat | None) -> str:
        """"your" for the viewer's own seat, else "Alice's" (worded; a possessive before a
        noun only suits English word order: prefer a message selecting on `own`)."""
        return t("core-whose", own=self.own(seat, viewer), name=self.of(seat))


NO_NAMES = Names()


class Words(Protocol):
    """What a game's words module offers (every function reads the state, never changes it)."""

    def label(self, state: Any, token: str) -> str: ...

    def prompt(self, state: Any, path: Sequence[str]) -> str: ...

    def describe(self, state: Any, seat: Seat, action: str, viewer: Seat | None) -> str: ...

    def status(self, state: Any, viewer: Seat | None) -> str: ...

    def explain_illegal(self, state: Any, seat: Seat, action: str) -> str: ...

    def event(self, event: Event, viewer: Seat | None, names: Names = NO_NAMES) -> str: ...


class GameState(ABC, Generic[V]):
    """An immutable game position.  Subclasses implement the underscored hooks and name
    their words module in `words`.

    `apply` validates against `legal_actions` (cached per state) and then calls `_apply`,
    which must return a new state (start from `self.copy()`) and leave `self` untouched.
    """

    words: ClassVar[Words]
    # How a game keeps its `events`: "move" (only what the latest move set off) or "game"
    # (every event so far, appended).  `new_events` relies on it.
    events_kept: ClassVar[str] = "move"
    # Event codes that only restate a line the reader is shown anyway: the move itself
    # (its `describe` line: "Conscripted Sword 1 onto pile 2.") or the end of the game (the
    # outcome's reason).  They stay in `events`, so a view's log, which has neither line,
    # still tells them; `new_events` leaves them out, so nothing is said twice.
    echo_events: ClassVar[frozenset[str]] = frozenset()
    events: Sequence[Event]
    # Verbs whose choices a menu shows on its first screen (Capture: the cards to place),
    # so that a player picks "Q of hearts" rather than "Place a card", then the card.
    inline_verbs: ClassVar[frozenset[str]] = frozenset()
    # How words call the seats (display names); see `named`.
    names: Names = NO_NAMES

    # --- what subclasses provide -------------------------------------------------
    @abstractmethod
    def to_act(self) -> frozenset[Seat]:
        """Seats that must decide now; empty exactly when the game is over."""

    @abstractmethod
    def _legal(self, seat: Seat) -> tuple[str, ...]:
        """Legal actions for a seat in `to_act()`, in a stable, meaningful order."""

    @abstractmethod
    def _apply(self, seat: Seat, action: str) -> "GameState[V]":
        """Apply a legal action, returning a new state."""

    def _pick(self, seat: Seat, path: tuple[str, ...]) -> Pick | None:
        """Games with multi-choice steps (see `Pick`) override this and `_also_legal`."""
        return None

    def _also_legal(self, seat: Seat, action: str) -> bool:
        """A move chosen through a `Pick` that `legal_actions` does not list."""
        return False

    @abstractmethod
    def _stop(self, seat: Seat | None, ending: str) -> "GameState[V]":
        """A copy of this running state ended from outside the rules: `seat` gave up
        (ending "resign" or "timeout"), or nobody played (seat None, ending "abandon").
        Its `outcome()` must carry `ending` and, for "abandon", "abandoned" for every seat."""

    @abstractmethod
    def view(self, seat: Seat | None = None) -> V:
        """What `seat` (or the public, for None) may see: a frozen per-game dataclass with
        at least `viewer`, `outcome` (None while running) and `log` (worded events)."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Plain JSON; the game's `from_json` restores an equal state."""

    @property
    @abstractmethod
    def players(self) -> int: ...

    # --- shared behaviour --------------------------------------------------------
    def legal_actions(self, seat: Seat) -> tuple[str, ...]:
        """Every legal move of `seat`, except that a move completed by a `Pick` is listed
        once, by its simplest choice (Tower Defense: the cheapest payment): the picker asks
        for the set, and `is_legal` accepts every set the rules allow."""
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

    def apply(self, seat: Seat, action: str) -> "GameState[V]":
        if not isinstance(action, str):
            raise IllegalAction("core-illegal-not-text")
        if self.outcome() is not None:
            raise IllegalAction("core-illegal-over")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction("core-illegal-not-seated")
        if seat not in self.to_act():
            raise IllegalAction("core-illegal-not-your-turn")
        if not self.is_legal(seat, action):
            raise IllegalAction(Message.compose(partial(self.explain_illegal, seat, action)))
        return self._apply(seat, action)

    def is_legal(self, seat: Seat, action: str) -> bool:
        """Whether `seat` may play `action` now: listed, or chosen through a `Pick`."""
        return action in self.legal_actions(seat) or (seat in self.to_act() and self._also_legal(seat, action))

    def pick(self, seat: Seat, path: Sequence[str]) -> Pick | None:
        """The multi-choice step after the tokens of `path`, or None when that step (if
        any) chooses one token from the legal actions."""
        if seat not in self.to_act():
            return None
        return self._pick(seat, tuple(path))

    def resign(self, seat: Seat, ending: str = "resign") -> "GameState[V]":
        """The seat gives up ("resign") or runs out of time ("timeout"): a loss for it."""
        if ending not in ("resign", "timeout"):
            raise ValueError(f"resign ending must be 'resign' or 'timeout', not {ending!r}")
        if self.outcome() is not None:
            raise IllegalAction("core-illegal-over")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction("core-illegal-not-seated")
        return self._stop(seat, ending)

    def abandon(self) -> "GameState[V]":
        """Nobody played: the game ends with no winner, "abandoned" for every seat."""
        if self.outcome() is not None:
            raise IllegalAction("core-illegal-over")
        return self._stop(None, "abandon")

    def copy(self) -> Self:
        """A shallow copy for `_apply` to modify, without this state's cached legal actions.

        Containers are shared: replace a field rather than mutating the object it holds
        (games keep tuples, or copy a list before changing it).  Faster than copy.copy,
        which matters: a random Capture game takes ~700 of these.
        """
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        d.pop("_legal_cache", None)
        new.__dict__ = d
        return new

    def named(self, names: Sequence[str]) -> Self:
        """This state with seats called by `names` in every text it words (its words, its
        views' logs, its outcome's reason).  Names survive moves; JSON and equality ignore
        them, so the caller names a state again after loading it."""
        new = self.copy()
        new.__dict__["names"] = Names(tuple(names))
        return new

    def new_events(self, before: "GameState[V]") -> tuple[Event, ...]:
        """What the rules did between `before` and this state (one move and everything it
        set off: an enemy phase, a reveal, a reshuffle), to be read after the move's
        `describe` line and before the outcome's reason: `echo_events` are left out."""
        if self.events_kept == "game":
            new = self.events[len(before.events):]
        else:
            new = self.events if self is not before else ()
        echo = self.echo_events
        return tuple(e for e in new if e.code not in echo)

    def worded_events(self, before: "GameState[V]", viewer: Seat | None) -> tuple[str, ...]:
        """`new_events` as `viewer` may read them."""
        return tuple(self.words.event(e, viewer, self.names) for e in self.new_events(before)
                     if e.visible_to(viewer))

    def reacting(self) -> frozenset[Seat]:
        """Seats in `to_act()` that decide out of turn (a reserve, an interception): the
        bot prompts them privately and, if they do not answer in time, plays
        `default_action` for them.  Games with `GameInfo.reactions` override this."""
        return frozenset()

    def default_action(self, seat: Seat) -> str | None:
        """The legal action taken for a reacting `seat` that does not answer in time (the
        rules' "otherwise" choice, usually declining); None when there is none."""
        return None

    def explain_illegal(self, seat: Seat, action: str) -> str:
        """Why an action is not legal, in words a player can read."""
        return self.words.explain_illegal(self, seat, action)

    def describe(self, seat: Seat, action: str, viewer: Seat | None = None) -> str:
        """A log line for `action` by `seat` (before it is applied), as `viewer` may read it."""
        return self.words.describe(self, seat, action, viewer)

    def label(self, token: str) -> str:
        """Button text for one action token in this state."""
        return self.words.label(self, token)

    def prompt(self, path: Sequence[str]) -> str:
        """The question asked after the tokens in `path` have been chosen."""
        return self.words.prompt(self, path)

    def action_label(self, action: str) -> str:
        """Button text for a choice that completes `action`, naming the whole move with its
        cost or effect ("Defeat: discards piles 2 and 3"); "" keeps the token's label.
        A game's words module may offer `action_label(state, action)`."""
        found = getattr(self.words, "action_label", None)
        return str(found(self, action)) if found is not None else ""

    def placeholder(self, path: Sequence[str]) -> str:
        """The short question on a menu (at most PLACEHOLDER_MAX characters) when
        `prompt(path)` can be longer: the prompt, details and all, is in the message text
        above the menu.  "" puts the prompt itself on the menu.  A game's words module may
        offer `placeholder(state, path)`."""
        found = getattr(self.words, "placeholder", None)
        return str(found(self, path)) if found is not None else ""

    def status(self, viewer: Seat | None = None) -> str:
        """One or two lines on where the game stands (turn, counts, phase), as `viewer` may
        read them.  Never what just happened (`worded_events` tells that) nor, once over,
        the outcome's reason (the reader is shown it)."""
        return self.words.status(self, viewer)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.to_json() == other.to_json()

    def __hash__(self) -> int:  # states are values
        import json

        return hash(json.dumps(self.to_json(), sort_keys=True))


# --- helpers games share ----------------------------------------------------------


# How deals are made from a seed; stored with every game (`GameInfo` users record it), so that
# a game replays as it was dealt even after this changes.  1: the Mersenne Twister seeded
# with the text "seed:counter", integers drawn by rejection from getrandbits, Fisher-Yates
# from the last card down (what CPython's random.shuffle did up to 3.13, now the engine's own).
# --- what search needs from a game (engine.search runs it) ---------------------------------

World = GameState[Any]
# A game's kit functions take its own state class: typed loosely here (Callable is
# contravariant in its arguments, so GameState would refuse them).
Determinize = Callable[[Any, Seat, random.Random], Any]
Policy = Callable[[Any, Seat, random.Random], str]
Evaluate = Callable[[Any, Seat], float]
LevelPlayer = Callable[["Seen", random.Random], str]

LEVELS = ("easy", "normal", "hard")  # the levels players choose among
DEFAULT_LEVEL = "normal"
# A game's own computer player from before levels: a game stored without a level plays it
# (a level of the kit like the others, so the bot has one way to move; players never pick it).
ORIGINAL_LEVEL = "original"


@dataclass(frozen=True)
class Kit:
    """What search needs from one game (`GameInfo.kit`).

    determinize: a world `seat` cannot tell from the state (see the module's docstring);
                 its view for `seat` equals the state's, and it depends on the hidden cards
                 only as a multiset.  Solitaire games resample their face-down deck.
    policy:      a fast, sensible move for any seat of a world (it may read the whole world:
                 playouts run inside sampled worlds only), used in playouts.
    evaluate:    how good a position is for `seat`, from 0 (lost) to 1 (won); a finished
                 game is worth `result_value`, plus any tie-break the game likes.
    levels:      the bot's levels for the seats people leave empty, by name (`LEVELS`).
    hint_playouts: the budget of one hint (solitaire games); 0 offers no hints.
    ratings:     each level's rating as players read it (1500 a new player), fixed from its
                 measured strength (benchmarks/bot_levels.py): games against it are rated.
    playout_depth: moves a playout makes before it stops and evaluates (0: to the end).
    why:         a game's own reason for a hinted move (what the seat knows, the move, how
                 every move fared), worded in the current locale; "" leaves the generic
                 sentence.
    key:         a compact value naming a position for the solver's memory (default: its
                 JSON without the events).
    hint_search: a game's own search for a hint (the seat's knowledge, a generator, the
                 budget `hint_playouts`) -> (move, how every move tried fared); None uses
                 `monte_carlo`.
    bound:       for the solver, True when a position (every card known) can no longer be
                 won whatever is played: it is dropped unsearched.  It must be sound (never
                 True for a winnable position); None drops nothing.
    won:         for the solver, whether a finished solitaire game was won, faster than
                 `result_value` (whose outcome may word its reason); None uses that.
    win_search:  for the solver, a game's own search for a win that may leave lines out
                 (position, the `Solver` for its memory and clock, the restart's number,
                 from 0, to spend more on each) -> a winning line or None (not found,
                 which proves nothing); the solver alternates it with its exhaustive passes.
    """

    determinize: Determinize
    policy: Policy
    evaluate: Evaluate
    levels: Mapping[str, LevelPlayer] = field(default_factory=dict)
    hint_playouts: int = 0
    playout_depth: int = 0
    ratings: Mapping[str, int] = field(default_factory=dict)
    why: Callable[["Seen", str, Sequence["Trial"]], str] | None = None
    key: Callable[[Any], Hashable] | None = None
    hint_search: Callable[["Seen", random.Random, int], tuple[str, tuple["Trial", ...]]] | None = None
    bound: Callable[[Any], bool] | None = None
    won: Callable[[Any], bool] | None = None
    win_search: Callable[[Any, Any, int], list[str] | None] | None = None  # (position, engine.search.Solver, restart)

    @property
    def offered(self) -> tuple[str, ...]:
        """The levels players choose among, weakest first (the original player is none)."""
        return tuple(level for level in LEVELS if level in self.levels)


def result_value(state: World, seat: Seat) -> float:
    """A finished game for `seat`: 1 won, 0.5 drawn (nobody won, nobody lost), 0 lost."""
    out = state.outcome()
    assert out is not None, "result_value of a running game"
    if seat in out.winners:
        return 1.0
    return 0.5 if not out.winners and out.result and out.result[seat] == "draw" else 0.0


class Seen:
    """What one seat knows of a position: its view, its legal moves, and worlds to search.

    The true state is kept out of reach on purpose: players built on `Seen` read the hidden
    cards only through `world`, whose worlds do not depend on where those cards lie."""

    __slots__ = ("seat", "kit", "_state")

    def __init__(self, state: World, seat: Seat, kit: Kit) -> None:
        self.seat = seat
        self.kit = kit
        self._state = state

    @property
    def view(self) -> Any:
        return self._state.view(self.seat)

    @property
    def legal(self) -> tuple[str, ...]:
        return self._state.legal_actions(self.seat)

    def world(self, rng: random.Random) -> World:
        return self.kit.determinize(self._state, self.seat, rng)


@dataclass(frozen=True)
class Trial:
    """How one root move fared in a search: playouts, their summed worth, and wins."""

    action: str
    playouts: int
    total: float
    wins: int

    @property
    def mean(self) -> float:
        return self.total / self.playouts if self.playouts else 0.0



SHUFFLE_VERSION = 1
SHUFFLE_VERSIONS = (1,)


class DealRandom(random.Random):
    """The engine's generator: its own shuffle, choice and randrange over `getrandbits` and
    `random()`, whose outputs the Mersenne Twister fixes for a given seed.  Python promises
    neither `shuffle` nor `sample` stay the same between versions; these do, so a deal code
    or a stored seed deals the same cards on any Python."""

    def below(self, n: int) -> int:
        """A uniform integer in [0, n): the bit length of n drawn until one is below n."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        """Fisher-Yates, from the last position down: position i swaps with `below(i + 1)`."""
        # `below` spelled out (the same draws): a call less per card, a deal's main cost.
        getrandbits = self.getrandbits
        for i in range(len(x) - 1, 0, -1):
            k = (i + 1).bit_length()
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    def choice(self, seq: Any) -> Any:
        if not len(seq):
            raise IndexError("cannot choose from an empty sequence")
        return seq[self.below(len(seq))]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        if step != 1:
            raise ValueError("the engine draws ranges with step 1 only")
        if stop <= start:
            raise ValueError("empty range")
        return start + self.below(stop - start)

    def sample(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("the engine draws with shuffle, choice and randrange only")


def rng_for(seed: int, counter: int, version: int = SHUFFLE_VERSION) -> DealRandom:
    """The generator for the `counter`-th chance event of a game with `seed`.

    String seeding is stable across Python processes (unlike hash()) and versions, and every
    draw goes through `DealRandom`, so a stored seed and counter replay the same shuffle on
    any machine and any Python.
    """
    if version not in SHUFFLE_VERSIONS:
        raise ValueError(f"unknown shuffle version {version}")
    return DealRandom(f"{seed}:{counter}")


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


def plural(n: int, noun: str) -> str:
    """"1 card", "3 cards": never "1 cards" nor "card(s)".

    Deprecated: English only (an English noun and English's two forms), kept for callers not
    yet localised.  Say a count inside the catalogue message with a Fluent select on the
    number: `{ $n -> [one] {$n} card *[other] {$n} cards }`."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def and_list(items: Sequence[str], empty: str = "") -> str:
    """"a", "a and b", "a, b and c" in the current locale ("a, b und c", "a, b et c",
    "a, b y c"); `empty` (already worded by the caller) for no items."""
    items = list(items)
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    last = items[-1]
    # Spanish says "e" for "and" before an "i" sound ("hielo" starts with a "ye" sound).
    low = last.lower()
    i_sound = low.startswith(("i", "hi", "í", "hí")) and not low.startswith(("hia", "hie", "hio", "hiu"))
    return t("core-and-list", head=", ".join(items[:-1]), last=last, isound="yes" if i_sound else "no")


LABEL_MAX = 80  # the most text a button holds
PLACEHOLDER_MAX = 150  # the most text a select menu's placeholder holds


def fit_label(*candidates: str) -> str:
    """The first candidate that fits on a button (the last one, cut with an ellipsis, if
    none does: the tests of labels in every language look for such a cut): a game offers
    its full wording first, then shorter ones."""
    for text in candidates:
        if len(text) <= LABEL_MAX:
            return text
    return candidates[-1][:LABEL_MAX - 1] + "\u2026"


def word_log(events: Sequence[Event], words: Words, viewer: Seat | None, last: int,
             names: Names = NO_NAMES) -> tuple[str, ...]:
    """The newest `last` events `viewer` may read, worded, oldest first (for views).  Only
    those are worded: games that keep every event would otherwise word a whole game's log
    each time a view is drawn."""
    if not last:
        return tuple(words.event(e, viewer, names) for e in events if e.visible_to(viewer))
    out: list[str] = []
    for e in reversed(events):
        if e.visible_to(viewer):
            out.append(words.event(e, viewer, names))
            if len(out) == last:
                break
    return tuple(reversed(out))


def versus_random(info: GameInfo, player: BotPlayer, ai_seat: Seat, seed: int,
                  options: Mapping[str, Any] | None = None, timing: list[float] | None = None) -> "GameState[Any]":
    """One seeded two-seat game of `player` in `ai_seat` against a uniformly random player;
    the final state.  `timing`, when given, collects the seconds each of its decisions took.
    For the benchmarks and tests that show a computer player is clearly better than chance;
    an illegal choice raises IllegalAction."""
    from time import perf_counter

    state = info.new_game(players=2, seed=seed, options=options)
    rng = random.Random(seed * 31 + ai_seat)
    while state.to_act():
        seat = rng.choice(sorted(state.to_act()))
        legal = state.legal_actions(seat)
        if seat == ai_seat:
            start = perf_counter()
            action = player(state.view(seat), legal, rng)
            if timing is not None:
                timing.append(perf_counter() - start)
        else:
            action = rng.choice(legal)
        state = state.apply(seat, action)
    return state
