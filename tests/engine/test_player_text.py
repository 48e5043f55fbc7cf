"""Everything a player reads, for every registered game, over seeded random playouts.

What is read: `status(viewer)`, the prompt (and its short form for a menu) and the label of
every token of every legal action, `describe` of every legal action for every viewer, the
worded new events of every move (`worded_events`), every worded string of every view (its
log, reveal reasons, ...), the alt text of every view's picture (what a screen reader
reads: `render.describe`), why an illegal move is refused, the outcome's reason for a normal
ending and for a resignation, a forfeit on time and an abandoned game, and the game's rules
page, summary, hints and option texts.

Each text must be plain words for players:
- no rule tags ("(C-11)", "DD-8"), no action grammar (`place.<card>.<col>`, `play.5ML.d1`),
  no raw action tokens (card or slot codes such as "5ML", "d1", "p1+p3"), no option keys
  (ace_flexible_high_low), no "card(s)", no "was expired", no fallback "Something happened";
- counts agree with their nouns ("1 card", "2 cards"; never "1 actions" or "3 card");
- a forfeit on time says so and never "resigned";
- a score figure only where a game was won (DD-8: Deck Defence scores a win only).

And nothing is said twice in what the bot prints after a move (the move's describe line,
the worded new events, the status, and "Game over. <reason>"): no event restates the
move's describe line or the outcome's reason, and the status repeats neither an event nor
the reason.
"""

from __future__ import annotations

import dataclasses
import difflib
import os
import random
import re
from typing import Any, Iterator

import pytest

import i18n
from engine import GAMES, GameInfo, GameState
from i18n import t
from render import RENDERERS

from .playout import case_id, cases

# --- what no player text may contain -------------------------------------------------

TAG = re.compile(r"\b[A-Z]{1,2}-\d{1,2}\b")
PLACEHOLDER = re.compile(r"<[a-z_]+>")
SNAKE_KEY = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
BANNED = re.compile(r"\w\(s\)|\bwas expired\b|\bSomething happened\b", re.I)
NONE = re.compile(r"\bNone\b(?! of\b)")  # a Python None worded into a text ("Score None")
# A catalogue key shown as itself instead of its words (i18n never does; a key passed where
# words were expected would).
KEYLIKE = re.compile(r"\b(?:capture|siege|dc|dd|td|core|cards|search|bot|info|cmd|render|settings|threads|errors)"
                     r"-[a-z0-9]+(?:-[a-z0-9]+)*\b")
# Counted nouns that are not also verbs ("Sword 1 moves", "Player 1 turns up" are fine).
NOUNS = ("card", "action", "enemy", "column", "round", "pile", "slot", "player", "pair", "copy")
PLURALS = ("cards", "actions", "enemies", "columns", "rounds", "piles", "slots", "players", "pairs",
           "copies")
ONE_MANY = re.compile(r"(?<![\w.,/-])1 (?:" + "|".join(PLURALS) + r")\b")
MANY_ONE = re.compile(r"(?<![\w.,/-])(?<!rank )(?<!Rank )(?:0|[2-9]|\d{2,}) (?:" + "|".join(NOUNS)
                      + r")\b(?!-)")
SCORE_FIGURE = re.compile(r"\bscore\b\W{0,3}(?:of\W)?\d", re.I)


def phrase_problems(text: str) -> list[str]:
    """What is wrong with one text whatever the game."""
    found = []
    if not text.strip():
        found.append("empty text")
    # Counts agreeing with English nouns is English's rule (French says "0 action"); the
    # other languages' plurals are the catalogues' selects, checked by tests/i18n.
    english = i18n.current() == i18n.SOURCE
    for name, pattern in (("rule tag", TAG), ("grammar placeholder", PLACEHOLDER),
                          ("option key or identifier", SNAKE_KEY), ("banned phrase", BANNED),
                          ("'1' with a plural", ONE_MANY if english else None),
                          ("a count with a singular", MANY_ONE if english else None),
                          ("a None", NONE), ("a catalogue key", KEYLIKE)):
        if pattern is None:
            continue
        hit = pattern.search(text)
        if hit:
            found.append(f"{name} {hit.group(0)!r}")
    return found


class Grammar:
    """A game's action spellings, learnt from every legal list seen in the playouts."""

    def __init__(self) -> None:
        self.verbs: set[str] = set()
        self.tokens: set[str] = set()
        self._re: re.Pattern[str] | None = None

    def learn(self, actions: tuple[str, ...]) -> None:
        for action in actions:
            parts = action.split(".")
            self.verbs.add(parts[0])
            # A token is a code unless it is a plain lowercase word or a number.
            self.tokens.update(t for t in parts if not t.isdigit() and not re.fullmatch(r"[a-z]+", t))
        self._re = None

    def pattern(self) -> re.Pattern[str]:
        if self._re is None:
            verbs = "|".join(sorted(map(re.escape, self.verbs)))
            codes = "|".join(sorted(map(re.escape, self.tokens), key=len, reverse=True))
            self._re = re.compile(rf"\b(?:{verbs})\.\S" + (rf"|(?<![\w+]){codes}(?![\w+])" if codes else ""))
        return self._re


# --- "said twice" --------------------------------------------------------------------

STOP = frozenset("a an the and or of to in on at for from with into onto by is are was you your "
                 "it its this that so as be".split())


def _norm(text: str) -> str:
    text = re.sub(r"[*_\u25b6\u2022]", "", text.lower())
    return re.sub(r"[^\w\u2660-\u2667]+", " ", text).strip()


def _content(text: str) -> set[str]:
    """Content words cut to their stems ("swapped" and "swap" are both "swap")."""
    return {w[:4] for w in _norm(text).split() if w not in STOP}


def says_again(a: str, b: str) -> bool:
    """True when `a` and `b` say the same thing: equal, one inside the other, or nearly
    every content word of the shorter one in the other, in much the same order
    ("Conscripted Sword 1 onto pile 1." and "Conscripted Sword 1 onto a new pile 1.";
    "Swapped The Pact from hand with captured The Sea." and "You swap The Pact into
    Captured for The Sea.").  Two lines that only share card and place names ("Captured
    Fire Enemy into Capture slot 1." and "Fire Enemy is drawn from the deck into Main slot
    1.") do not."""
    na, nb = _norm(a), _norm(b)
    if not na or not nb:
        return False
    short, long_ = (na, nb) if len(na) <= len(nb) else (nb, na)
    if short == long_ or (len(short) >= 12 and short in long_):
        return True
    ca, cb = _content(a), _content(b)
    small = min(len(ca), len(cb))
    return (small >= 3 and len(ca & cb) / small >= 0.8
            and difflib.SequenceMatcher(None, na, nb).ratio() >= 0.6)


def repeats(note: dict[str, Any]) -> list[str]:
    """Lines of one printed note that say the same thing twice."""
    found = []
    move, events, status, reason = note["move"], note["events"], note["status"], note["reason"]
    for line in events:
        if move and says_again(move, line):
            found.append(f"an event restates the move: {move!r} / {line!r}")
        if says_again(status, line) or _norm(line) in _norm(status):
            found.append(f"the status repeats an event: {status!r} / {line!r}")
        if reason and says_again(reason, line):
            found.append(f"an event repeats the game-over reason: {line!r} / {reason!r}")
    if reason and (says_again(status, reason) or _norm(reason) in _norm(status)):
        found.append(f"the status repeats the game-over reason: {status!r} / {reason!r}")
    if move and reason and says_again(move, reason):
        found.append(f"the move line repeats the game-over reason: {move!r} / {reason!r}")
    return found


# --- collecting what players read ------------------------------------------------------


def worded_strings(obj: Any) -> Iterator[str]:
    """Every worded string a view carries (strings with a space: codes have none)."""
    if isinstance(obj, str):
        if " " in obj:
            yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from worded_strings(getattr(obj, f.name))
    elif isinstance(obj, (tuple, list)):
        for v in obj:
            yield from worded_strings(v)


class Reader:
    """Collects each text once with where it was read, then checks them all."""

    def __init__(self, info: GameInfo, players: int) -> None:
        self.info = info
        self.players = players
        self.viewers: tuple[int | None, ...] = (None, *range(players))
        self.texts: dict[str, str] = {}
        self.unscored: dict[str, str] = {}  # texts read where nobody has won
        self.timeouts: dict[str, str] = {}
        self.problems: list[str] = []
        self.grammar = Grammar()
        self.seen_actions: set[str] = set()

    def read(self, text: str, where: str, scored: bool = True) -> None:
        self.texts.setdefault(text, where)
        if not scored:
            self.unscored.setdefault(text, where)

    def state(self, state: GameState[Any], where: str, deep: bool) -> None:
        out = state.outcome()
        won = out is not None and "win" in out.result
        for v in self.viewers:
            self.read(state.status(v), f"{where}: status({v})", won)
            view = state.view(v)
            for text in worded_strings(view):
                self.read(text, f"{where}: view({v})", won)
            self.read(RENDERERS[self.info.key].describe(view), f"{where}: alt text({v})", won)
            if hasattr(view, "score") and not won:
                if view.score is not None:
                    self.problems.append(f"{where}: view({v}).score is {view.score!r} without a win")
        if out is not None:
            self.read(str(out.reason), f"{where}: outcome reason", won)
            return
        for seat in sorted(state.to_act()):
            legal = state.legal_actions(seat)
            self.grammar.learn(legal)
            self.read(state.prompt(()), f"{where}: prompt()", False)
            if not deep:
                continue
            tokens_done: set[tuple[str, ...]] = set()
            for action in legal:
                parts = action.split(".")
                for i in range(len(parts)):
                    if tuple(parts[:i + 1]) not in tokens_done:
                        tokens_done.add(tuple(parts[:i + 1]))
                        self.read(state.label(parts[i]), f"{where}: label({parts[i]!r})", False)
                        if i:
                            self.read(state.prompt(parts[:i]), f"{where}: prompt({parts[:i]})", False)
                            short = state.placeholder(parts[:i])  # "": the prompt is on the menu
                            if short:
                                self.read(short, f"{where}: placeholder({parts[:i]})", False)
                for v in self.viewers:
                    self.read(state.describe(seat, action, v), f"{where}: describe({seat}, {action!r}, {v})", False)
            others = sorted(self.seen_actions - set(legal))
            for bad in ["nonsense", legal[0] + ".extra", legal[0].split(".")[0], *others[:: max(1, len(others) // 6)]]:
                if bad not in legal:
                    self.read(state.explain_illegal(seat, bad), f"{where}: explain_illegal({bad!r})", False)
            self.seen_actions.update(legal)

    def note(self, before: GameState[Any], after: GameState[Any], seat: int | None, action: str | None,
             where: str) -> None:
        """What the bot prints after a move (or an ending): each line read, then compared."""
        out = after.outcome()
        won = out is not None and "win" in out.result
        for v in self.viewers:
            move = before.describe(seat, action, v) if action is not None and seat is not None else ""
            events = after.worded_events(before, v)
            for line in events:
                self.read(line, f"{where}: new event for {v}", won)
            note = {"move": move, "events": events, "status": after.status(v),
                    "reason": str(out.reason) if out is not None else ""}
            self.problems += [f"{where} (viewer {v}): {p}" for p in repeats(note)]

    def ending(self, state: GameState[Any], ending: str, where: str) -> None:
        seat = 0 if ending != "abandon" else None
        over = state.abandon() if seat is None else state.resign(seat, ending)
        out = over.outcome()
        assert out is not None and out.ending == ending
        self.state(over, f"{where}, {ending}", deep=False)
        self.note(state, over, None, None, f"{where}, {ending}")
        if ending == "timeout":
            for v in self.viewers:
                for text in (str(out.reason), over.status(v), *over.worded_events(state, v), *over.view(v).log):
                    self.timeouts.setdefault(text, f"{where}, timeout")

    def static(self) -> None:
        info = self.info
        self.read(i18n.page(info.key, i18n.current()), "the rules page", scored=True)
        for key in (info.summary, info.wait_hint):
            self.read(t(key), "GameInfo")
        for n in (1, 2):  # the action hint is said to the players waited for, one or several
            self.read(t(info.act_hint, n=n), "GameInfo")
        for opt in info.options:
            self.read(t(opt.description), f"option {opt.name} description")
            self.read(t(opt.label) if opt.label else opt.name, f"option {opt.name} label")
        for metric in info.metrics:
            self.read(t(metric.label), f"metric {metric.key}")

    def check(self) -> list[str]:
        problems = list(self.problems)
        grammar = self.grammar.pattern()
        keys = [o.name for o in self.info.options if "_" in o.name]
        for text, where in self.texts.items():
            bits = phrase_problems(text)
            hit = grammar.search(text)
            if hit:
                bits.append(f"action grammar or code {hit.group(0)!r}")
            bits += [f"option key {k!r}" for k in keys if k in text]
            problems += [f"{where}: {b} in {text!r}" for b in bits]
        for text, where in self.unscored.items():
            hit = SCORE_FIGURE.search(text)
            if hit:
                problems.append(f"{where}: a score without a win ({hit.group(0)!r}) in {text!r}")
        for text, where in self.timeouts.items():
            if re.search(r"resign", text, re.I):
                problems.append(f"{where}: a forfeit on time says 'resign': {text!r}")
        return problems


# --- the test ----------------------------------------------------------------------------


# Three seeds per game and option set keep the suite quick; PLAYER_TEXT_SEEDS=100 reads more.
# Every shipped language is read too: English on every seed, the others on the first.
SEEDS = range(int(os.environ.get("PLAYER_TEXT_SEEDS", "3")))
CASES = [(*case, locale) for case in cases(SEEDS) for locale in i18n.SHIPPED
         if locale == i18n.SOURCE or case[3] == SEEDS[0]]


@pytest.mark.parametrize("key,players,options,seed,locale", CASES,
                         ids=[f"{case_id(c[:4])}-{c[4]}" for c in CASES])
def test_every_text_a_player_reads_is_plain_and_said_once(key: str, players: int, options: dict[str, Any],
                                                          seed: int, locale: str) -> None:
    with i18n.speaking(locale):
        _read_a_game(key, players, options, seed)


def _read_a_game(key: str, players: int, options: dict[str, Any], seed: int) -> None:
    info = GAMES[key]
    reader = Reader(info, players)
    reader.static()
    state = info.new_game(players=players, seed=seed, options=options)
    chooser = random.Random(seed * 7919 + 1)
    step = 0
    ending_checked = False
    while state.outcome() is None:
        where = f"{key} seed {seed} step {step}"
        # Every legal action is read in full on a share of the steps (a random Capture game
        # has ~700); statuses, views and notes are read on every step.
        reader.state(state, where, deep=step % 3 == 0)
        if not ending_checked and step >= 12:
            for ending in ("resign", "timeout", "abandon"):
                reader.ending(state, ending, where)
            ending_checked = True
        seat = chooser.choice(sorted(state.to_act()))
        action = chooser.choice(state.legal_actions(seat))
        after = state.apply(seat, action)
        reader.note(state, after, seat, action, f"{where} after {action!r}")
        state = after
        step += 1
    reader.state(state, f"{key} seed {seed} end", deep=False)
    if not ending_checked:
        first = info.new_game(players=players, seed=seed, options=options)
        for ending in ("resign", "timeout", "abandon"):
            reader.ending(first, ending, f"{key} seed {seed} start")
    problems = reader.check()
    assert not problems, f"{len(problems)} problems, the first ones:\n" + "\n".join(problems[:15])
