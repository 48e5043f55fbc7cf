"""Secrecy, for every game whose seats hold hidden cards (`GameInfo.hidden_hands`).

Generic: no game is named and no game module is imported.  Only `engine.GAMES`, the
GameState contract and the card lists of `engine.cards` are used, so a new hidden-hand game
is covered the day it is registered.

Definitions (also used by tests/e2e/test_secrecy.py):
- the cards of a view: every string in the frozen view dataclass (walked recursively) that
  is a card code of one of the three decks;
- the secret cards of seat s: cards of view(s) that are not cards of view(None);
- a text mentions a card when one of its spellings (code, name(s), short form with the suit
  symbol or letter) occurs in it as a whole word;
- `Knowledge` follows a game state by state: a card is *forbidden* to a viewer (None: the
  public) once it has been another seat's secret while the viewer could not see it, and until
  the viewer has seen it in its own view.  Nothing a viewer can read may mention a card
  forbidden to it.

Checked at every state of seeded random games (and of games stopped from outside):
- status(v), the log of view(v) and the outcome's reason name no card forbidden to v;
- describe(s, a, v) for every legal action a of every seat s to act and every other viewer
  v, judged against the state after the move too (the line is shown once the move is made,
  so a move that turns cards up may name them);
- the views.  A card in view(t) but not in view(None) is by definition a secret of t, so
  another seat's secret in view(t) can only be told by how it got there: a card seen face
  down for the first time (dealt, drawn) must appear to one seat only; seats may come to
  share a secret later, by a move.  And views are checked by exchanging cards in the saved
  state (to_json / from_json): two states that differ only by cards a viewer cannot see must
  give that viewer the same view and status (this catches what a view lets slip without
  naming a card, such as how many hearts a hand holds).
"""

from __future__ import annotations

import dataclasses
import random
import re
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping

import pytest

from engine import GAMES, GameState
from engine.cards import DECKTET, SUIT_SYMBOLS, dd_deck, dd_name, standard_deck, std_name, std_short

HIDDEN_HAND_GAMES = [key for key, info in GAMES.items() if info.hidden_hands]

# --- cards and their spellings -----------------------------------------------------------

DECKTET_CODES = frozenset(DECKTET)
DD_CODES = frozenset(dd_deck())
STD_CODES = frozenset(standard_deck(jokers=True))
ALL_CODES = DECKTET_CODES | DD_CODES | STD_CODES


def spellings(code: str) -> set[str]:
    """Every way a player could read `code`: the code, its names, its short forms."""
    out = {code}
    if code in DECKTET_CODES:
        out.add(DECKTET[code].name)
    if code in DD_CODES:
        out.add(dd_name(code))
    if code in STD_CODES:
        out.add(std_name(code))
        short = std_short(code)
        out.add(short)
        for letter, symbol in SUIT_SYMBOLS.items():
            short = short.replace(symbol, letter)
        out.add(short)
    return out


_BY_SPELLING: dict[str, set[str]] = {}
for _code in ALL_CODES:
    for _word in spellings(_code):
        _BY_SPELLING.setdefault(_word, set()).add(_code)
# A spelling counts as a whole word: not glued to letters, digits, "_" or "-" (so the "3H"
# inside a random token such as "itok.123.3H--qx" is no card).
_BEFORE, _AFTER = r"(?<![A-Za-z0-9_-])", r"(?![A-Za-z0-9_-])"
# One pattern for all spellings, longest first; a lookahead finds overlapping mentions too.
_MENTION = re.compile(
    _BEFORE + "(?=(" + "|".join(re.escape(w) for w in sorted(_BY_SPELLING, key=len, reverse=True))
    + ")" + _AFTER + ")")


@lru_cache(maxsize=50_000)
def mentions(text: str) -> frozenset[str]:
    """The card codes `text` names, by any spelling, as whole words."""
    found: set[str] = set()
    for m in _MENTION.finditer(text):
        found |= _BY_SPELLING[m.group(1)]
    return frozenset(found)


def card_needles(card: str) -> list[re.Pattern[str]]:
    """Whole-word patterns for each spelling of one card (to show where a leak is)."""
    return [re.compile(_BEFORE + re.escape(w) + _AFTER) for w in spellings(card)]


def where(text: str, cards: Iterable[str], width: int = 120) -> list[str]:
    """Snippets of `text` around each mention of `cards`, for assertion messages."""
    out = []
    for card in sorted(cards):
        for needle in card_needles(card):
            for m in needle.finditer(text):
                out.append(f"{card}: ...{text[max(0, m.start() - width):m.end() + 20]}...")
    return out


# --- cards in views ----------------------------------------------------------------------


def card_codes(obj: Any) -> frozenset[str]:
    """Every card code held anywhere in a view (dataclass fields, tuples, sets, mappings)."""
    found: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, str):
            if x in ALL_CODES:
                found.add(x)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name))
        elif isinstance(x, Mapping):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, (tuple, list, set, frozenset)):
            for v in x:
                walk(v)

    walk(obj)
    return frozenset(found)


def view_log(view: Any) -> tuple[str, ...]:
    return tuple(getattr(view, "log", ()) or ())


class Knowledge:
    """What each viewer (None for the public, or a seat) may know, followed state by state."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.viewers: tuple[int | None, ...] = (None, *range(players))
        self.known: dict[int | None, set[str]] = {v: set() for v in self.viewers}
        self.hidden: dict[int | None, set[str]] = {v: set() for v in self.viewers}
        self.codes: dict[int | None, frozenset[str]] = {}
        self.secret: dict[int, frozenset[str]] = {}
        self.most_secrets = 0  # the most secret cards seen at once (so a test is not vacuous)
        self.born_shared: dict[str, tuple[int, ...]] = {}  # new cards several seats saw at once

    def observe(self, state: GameState[Any]) -> None:
        """Take in a new state: its views' cards, its secrets, what each viewer has seen."""
        views = {v: state.view(v) for v in self.viewers}
        self.codes = {v: card_codes(views[v]) for v in self.viewers}
        self.secret = {s: self.codes[s] - self.codes[None] for s in range(self.players)}
        self.most_secrets = max(self.most_secrets, sum(len(c) for c in self.secret.values()))
        seen_before = frozenset().union(*self.known.values())
        for card in frozenset().union(*self.secret.values()) - seen_before:
            holders = tuple(s for s in range(self.players) if card in self.secret[s])
            if len(holders) > 1:
                self.born_shared[card] = holders
        for v in self.viewers:
            self.known[v] |= self.codes[v]
        for s, cards in self.secret.items():
            for v in self.viewers:
                if v != s:
                    self.hidden[v] |= cards - self.codes[v]

    def forbidden(self, viewer: int | None) -> set[str]:
        """Cards `viewer` may not read about: another seat's secret it has never seen."""
        return self.hidden[viewer] - self.known[viewer]

    def fork(self) -> "Knowledge":
        """A copy to follow a side branch (a game stopped from outside) without changing this one."""
        other = Knowledge(self.players)
        other.known = {v: set(c) for v, c in self.known.items()}
        other.hidden = {v: set(c) for v, c in self.hidden.items()}
        return other


def who(viewer: int | None) -> str:
    return "the public" if viewer is None else f"seat {viewer}"


def assert_no_leak(text: str, forbidden: set[str], what: str) -> None:
    leaked = mentions(text) & forbidden
    assert not leaked, f"{what} names hidden card(s) {sorted(leaked)}: {where(text, leaked)}"


def check_texts(state: GameState[Any], know: Knowledge, context: str) -> None:
    """status(v) and the log of view(v) name no card forbidden to v, for every viewer."""
    for v in know.viewers:
        forbidden = know.forbidden(v)
        if not forbidden:
            continue
        assert_no_leak(state.status(v), forbidden, f"{context}: status({v})")
        for line in view_log(state.view(v)):
            assert_no_leak(line, forbidden, f"{context}: a log line of view({v})")
        out = state.outcome()
        if out is not None:
            assert_no_leak(str(out.reason), forbidden, f"{context}: the outcome's reason")


def check_descriptions(state: GameState[Any], know: Knowledge, context: str) -> None:
    """describe(s, a, v) for every legal action a of every seat s to act and every other viewer v.

    A card named in a line is fine if the viewer knew it before or sees it after the move;
    it leaks if it is or was another seat's secret (before or after the move) all the same.
    """
    for s in sorted(state.to_act()):
        for action in state.legal_actions(s):
            after: GameState[Any] | None = None
            after_codes: dict[int | None, frozenset[str]] = {}
            for v in know.viewers:
                if v == s:
                    continue
                named = mentions(state.describe(s, action, v)) - know.known[v]
                if not named:
                    continue
                if after is None:
                    after = state.apply(s, action)
                    after_codes = {u: card_codes(after.view(u)) for u in know.viewers}
                secret_after = frozenset().union(
                    *(after_codes[p] - after_codes[None] for p in range(know.players) if p != v))
                leaked = named & ((know.forbidden(v) | secret_after) - after_codes[v])
                text = state.describe(s, action, v)
                assert not leaked, (f"{context}: describe({s}, {action!r}, {v}) names hidden card(s) "
                                    f"{sorted(leaked)}: {where(text, leaked)}")


# --- views: exchange cards a viewer cannot see, the viewer must not notice ----------------


def _swap_json(data: Any, a: str, b: str) -> Any:
    """`data` with the card codes a and b exchanged everywhere (also as tokens of dotted
    strings such as actions)."""
    if isinstance(data, str):
        if data == a:
            return b
        if data == b:
            return a
        if "." in data:
            return ".".join(b if t == a else a if t == b else t for t in data.split("."))
        return data
    if isinstance(data, list):
        return [_swap_json(x, a, b) for x in data]
    if isinstance(data, tuple):
        return tuple(_swap_json(x, a, b) for x in data)
    if isinstance(data, dict):
        return {k: _swap_json(v, a, b) for k, v in data.items()}
    return data


def json_codes(data: Any) -> set[str]:
    found: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, str):
            for t in x.split("."):
                if t in ALL_CODES:
                    found.add(t)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
        elif isinstance(x, dict):
            for y in x.values():
                walk(y)

    walk(data)
    return found


def seen_by(state: GameState[Any], viewer: int | None) -> tuple[Any, str]:
    return state.view(viewer), state.status(viewer)


def check_exchanges(state: GameState[Any], know: Knowledge, from_json: Callable[[Any], GameState[Any]],
                    rng: random.Random, context: str) -> int:
    """Exchange a secret card of seat s with a card nobody sees (or with another seat's secret):
    every viewer who sees neither card must see exactly the same view and status.
    Returns how many exchanges were checked."""
    data = state.to_json()
    in_json = json_codes(data)
    everywhere = frozenset().union(*know.codes.values())
    unseen = sorted(in_json - everywhere)  # cards of the game no view shows (a deck, say)
    checked = 0
    for s in range(know.players):
        mine = sorted(know.secret[s] & in_json)
        if not mine:
            continue
        partners = [(rng.choice(unseen), None)] if unseen else []
        others = [(c, p) for p in range(know.players) if p != s
                  for c in sorted((know.secret[p] - know.codes[s]) & in_json)]
        if others:
            partners.append(rng.choice(others))
        for other, owner in partners:
            card = rng.choice(mine)
            if card == other:
                continue
            try:
                twin = from_json(_swap_json(data, card, other))
            except Exception:  # the exchange made a state the game refuses: nothing to compare
                continue
            for v in know.viewers:
                if v == s or v == owner or card in know.codes[v] or other in know.codes[v]:
                    continue
                assert seen_by(twin, v) == seen_by(state, v), (
                    f"{context}: {who(v)} can tell seat {s}'s hidden {card} from "
                    f"{'an unseen' if owner is None else f'seat {owner} hidden'} {other}: "
                    f"its view or status changes when the two are exchanged")
                checked += 1
    return checked


# --- the playouts ------------------------------------------------------------------------

SEEDS = (1, 2, 3)
MAX_STEPS = 5_000
CASES = [(key, n, seed) for key in HIDDEN_HAND_GAMES for n in GAMES[key].players if n >= 2 for seed in SEEDS]


def test_some_game_hides_cards() -> None:
    """The secrecy tests are generated from GameInfo.hidden_hands: make sure they exist."""
    assert HIDDEN_HAND_GAMES, "no registered game declares hidden_hands"
    assert CASES, "no hidden-hand game has a seat count of 2 or more"


@pytest.mark.parametrize("key,players,seed", CASES)
def test_random_game_names_no_hidden_card(key: str, players: int, seed: int) -> None:
    info = GAMES[key]
    state = info.new_game(players=players, seed=seed)
    rng = random.Random(f"secrecy:{key}:{players}:{seed}")
    know = Knowledge(players)
    exchanges = 0
    for step in range(MAX_STEPS):
        context = f"{key} ({players} players, seed {seed}) step {step}"
        know.observe(state)
        assert not know.born_shared, (
            f"{context}: card(s) first seen face down by several seats at once (card: seats): "
            f"{know.born_shared}; a hidden card is dealt to one seat")
        check_texts(state, know, context)
        if step % 5 == 0:
            exchanges += check_exchanges(state, know, info.from_json, rng, context)
        if state.outcome() is not None:
            break
        check_descriptions(state, know, context)
        if rng.random() < 0.02:  # a game stopped from outside says nothing it should not
            stopped = state.resign(rng.randrange(players), rng.choice(("resign", "timeout")))
            if rng.random() < 0.3:
                stopped = state.abandon()
            fork = know.fork()
            fork.observe(stopped)
            where_ = f"{context} (stopped: {stopped.outcome().ending})"  # type: ignore[union-attr]
            check_texts(stopped, fork, where_)
            exchanges += check_exchanges(stopped, fork, info.from_json, rng, where_)
        seat = rng.choice(sorted(state.to_act()))
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    else:
        raise AssertionError(f"{key} seed {seed}: no end after {MAX_STEPS} steps")
    assert know.most_secrets > 0, "no secret card ever existed: the test checked nothing"
    assert exchanges > 0, "no card exchange was ever checked"
