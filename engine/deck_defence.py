"""Deck Defence (Hakushi, Kuuri Keikaku, manual 2018.05.26): a solitaire of 36 cards.

Rules in brief.  The deck holds 3 attributes (S sword, F fire, T forest) x ranks 1-4 x 3
copies; rank 1-3 cards are Friendly, rank 4 cards are the 9 Enemies.  Three rows of three
slots: the Main area (face up, refilled from the deck after every action, DD-6), the Hand
area (up to 3 piles of Friendly cards, DD-1) and the Capture area (up to 3 enemies).  Each
action is one of:

- Conscript: a Friendly card from Main starts a new pile or goes on a pile whose top shares
  its attribute or rank and which holds no card of the same kind (DD-2).
- Defeat: an enemy from Main or Capture goes to the Defeat area; pay with pile tops (as they
  stood before the action, one per pile) of the enemy's attribute, ranks summing to 5+ (DD-3).
- Explore: discard one pile top, then look at the top 3 deck cards and put them back in any
  order; never twice in a row, never with an empty deck (DD-4).
- Capture: move an enemy from Main to a free Capture slot (DD-5).

Win the moment the 9th enemy is defeated; score = ranks of every Friendly card not in the
discard pile (DD-8, at most 9, target 5).  Lose when no action is legal (DD-7).  The discard
pile is face down and hidden (DD-9).

Option `classic` (default off): discards are face up with only the top shown (DD-12);
Explore fills a face-up disclosure area up to 3 cards instead of reordering (DD-10); while
disclosed cards exist the player picks which one refills Main (DD-11).

Action grammar (slots numbered 1..3 left to right):
  conscript.m<i>.p<j>          Friendly card from Main slot i onto Hand pile j
  defeat.<m<i>|c<i>>.<piles>   e.g. defeat.m2.p1+p3; cheapest payments listed first
  explore.p<j>                 discard the top of pile j and explore
  capture.m<i>
  order.<c1>.<c2>...           phase "order": the seen cards, top of deck first
  refill.<code>                phase "refill" (Classic): the disclosed card that fills Main
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from pathlib import Path
from typing import Any, Mapping, Sequence

from .cards import DD_ATTRIBUTES, dd_deck
from .core import GameInfo, GameState, IllegalAction, Metric, Option, Outcome, Seat, rng_for

SLUG = "deck-defence"
ENEMY = "4"  # the rank character every Enemy card carries
ENEMY_COUNT = 9
_CARDS = frozenset(dd_deck())
_FRIENDLY_RANK = {c: (0 if c[1] == ENEMY else int(c[1])) for c in _CARDS}
_NAME = {
    c: f"{DD_ATTRIBUTES[c[0]]} {'Enemy' if c[1] == ENEMY else c[1]}" for c in _CARDS
}
_SLOTS = ("1", "2", "3")
_CONSCRIPT = tuple(tuple(f"conscript.m{i + 1}.p{j + 1}" for j in range(3)) for i in range(3))
_TO_ACT = frozenset({0})
_NOBODY: frozenset[Seat] = frozenset()


def card_name(code: str) -> str:
    """"Sword 2", "Fire Enemy"."""
    return _NAME.get(code, code)


@lru_cache(maxsize=None)
def _payments(attr: str, tops: tuple[str | None, ...]) -> tuple[str, ...]:
    """Pile-top subsets that defeat an enemy of `attr` (DD-3), cheapest first.

    Overpaying is legal but lowers the score (DD-8), so the order is total rank, then
    fewer cards, then pile order.
    """
    cand = [(j, int(t[1])) for j, t in enumerate(tops) if t is not None and t[0] == attr]
    found = []
    for mask in range(1, 1 << len(cand)):
        chosen = [cand[k] for k in range(len(cand)) if mask >> k & 1]
        total = sum(r for _, r in chosen)
        if total > 4:
            found.append((total, len(chosen), [j for j, _ in chosen]))
    found.sort()
    return tuple("+".join(f"p{j + 1}" for j in js) for _, _, js in found)


@lru_cache(maxsize=None)
def _orders(cards: tuple[str, ...]) -> tuple[str, ...]:
    # Identical cards give identical orders: keep one of each (deduplicated per spec).
    return tuple(dict.fromkeys("order." + ".".join(p) for p in permutations(cards)))


@dataclass(frozen=True)
class DDView:
    main: tuple[str | None, str | None, str | None]
    piles: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # bottom card first
    capture: tuple[str | None, str | None, str | None]
    defeated: tuple[str, ...]
    deck_count: int
    deck_top_known: tuple[str, ...]  # ordered by the player's Explore, top first
    discard_count: int
    discard_top: str | None  # Classic only (DD-12); None in standard mode (DD-9)
    disclosed: tuple[str, ...]  # Classic disclosure area
    exploring: tuple[str, ...]  # phase "order": the seen cards, as drawn
    phase: str  # "act" | "order" | "refill" | "over"
    classic: bool
    explore_blocked: bool  # the previous action was Explore (DD-4)
    actions_taken: int
    score: int  # DD-8 formula on the current position
    events: tuple[str, ...]
    result: str | None  # "win" | "loss" | "resigned" | None
    won: bool | None
    refill_slot: int | None = None  # phase "refill": the Main slot (1..3) being filled


_FIELDS = (
    "seed", "counter", "classic", "deck", "main", "piles", "capture", "defeated", "discard",
    "disclosed", "exploring", "known", "phase", "refill_slot", "explore_blocked", "actions",
    "events", "result",
)


class DeckDefenceState(GameState):
    """One position.  Cards are codes; `deck` and piles are tuples (deck top first, piles
    bottom first); `known` counts the deck-top cards the player ordered by Explore."""

    seed: int
    counter: int
    classic: bool
    deck: tuple[str, ...]
    main: tuple[str | None, ...]
    piles: tuple[tuple[str, ...], ...]
    capture: tuple[str | None, ...]
    defeated: tuple[str, ...]
    discard: tuple[str, ...]  # bottom first
    disclosed: tuple[str, ...]
    exploring: tuple[str, ...]
    known: int
    phase: str
    refill_slot: int | None  # 0-based Main slot waiting for a Classic refill
    explore_blocked: bool
    actions: int
    events: tuple[str, ...]
    result: str | None

    def __init__(self, **fields: Any) -> None:
        for name in _FIELDS:
            setattr(self, name, fields[name])

    # --- construction and persistence ---------------------------------------------
    @classmethod
    def new(cls, seed: int, classic: bool = False) -> "DeckDefenceState":
        deck = dd_deck()
        rng_for(seed, 0).shuffle(deck)
        s = cls(
            seed=seed, counter=1, classic=classic, deck=tuple(deck[3:]),
            main=tuple(deck[:3]), piles=((), (), ()), capture=(None, None, None),
            defeated=(), discard=(), disclosed=(), exploring=(), known=0, phase="act",
            refill_slot=None, explore_blocked=False, actions=0,
            events=("The deck is shuffled and 3 cards are dealt to the Main area.",),
            result=None,
        )
        return s._settle()

    def to_json(self) -> dict[str, Any]:
        return {
            "game": SLUG, "seed": self.seed, "counter": self.counter, "classic": self.classic,
            "deck": list(self.deck), "main": list(self.main),
            "piles": [list(p) for p in self.piles], "capture": list(self.capture),
            "defeated": list(self.defeated), "discard": list(self.discard),
            "disclosed": list(self.disclosed), "exploring": list(self.exploring),
            "known": self.known, "phase": self.phase, "refill_slot": self.refill_slot,
            "explore_blocked": self.explore_blocked, "actions": self.actions,
            "events": list(self.events), "result": self.result,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "DeckDefenceState":
        if data.get("game") != SLUG:
            raise ValueError(f"not a {SLUG} state")
        f = {name: data[name] for name in _FIELDS}
        for name in ("deck", "main", "capture", "defeated", "discard", "disclosed",
                     "exploring", "events"):
            f[name] = tuple(f[name])
        f["piles"] = tuple(tuple(p) for p in f["piles"])
        return cls(**f)

    def _copy(self) -> "DeckDefenceState":
        # Faster than copy.copy in the hot path; every field is immutable (tuples, ints).
        new = object.__new__(DeckDefenceState)
        d = dict(self.__dict__)
        d.pop("_legal_cache", None)
        new.__dict__ = d
        return new

    shallow_copy = _copy

    # --- contract ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return 1

    def to_act(self) -> frozenset[Seat]:
        return _NOBODY if self.phase == "over" else _TO_ACT

    def _legal(self, seat: Seat) -> tuple[str, ...]:
        phase = self.phase
        if phase == "order":
            return _orders(self.exploring)
        if phase == "refill":
            return tuple(dict.fromkeys("refill." + c for c in self.disclosed))
        if phase != "act":
            return ()
        out: list[str] = []
        main, piles, capture = self.main, self.piles, self.capture
        tops = tuple(p[-1] if p else None for p in piles)
        for i, c in enumerate(main):  # DD-2
            if c is None or c[1] == ENEMY:
                continue
            for j, p in enumerate(piles):
                if not p:
                    out.append(_CONSCRIPT[i][j])
                else:
                    t = tops[j]
                    if (t[0] == c[0] or t[1] == c[1]) and c not in p:  # type: ignore[index]
                        out.append(_CONSCRIPT[i][j])
        for zone, row in (("m", main), ("c", capture)):  # DD-3
            for i, c in enumerate(row):
                if c is not None and c[1] == ENEMY:
                    where = f"defeat.{zone}{_SLOTS[i]}."
                    out.extend(where + pay for pay in _payments(c[0], tops))
        if None in capture:  # DD-5
            out.extend(f"capture.m{_SLOTS[i]}" for i, c in enumerate(main)
                       if c is not None and c[1] == ENEMY)
        if self._explore_problem() is None:
            out.extend(f"explore.p{_SLOTS[j]}" for j, t in enumerate(tops) if t is not None)
        return tuple(out)

    def _explore_problem(self) -> str | None:
        """Why Explore cannot be used now (ignoring which pile pays), or None."""
        if self.explore_blocked:
            return "Explore cannot be used twice in a row (DD-4)."
        if not self.deck:
            return "Explore needs at least one card in the deck (DD-4)."
        if self.classic and len(self.disclosed) >= 3:
            return "Classic mode: Explore is not allowed while 3 cards are disclosed (DD-10)."
        if not any(self.piles):
            return "Explore costs a pile top from the Hand area, and it is empty (DD-4)."
        return None

    def _apply(self, seat: Seat, action: str) -> "DeckDefenceState":
        parts = action.split(".")
        kind = parts[0]
        s = self._copy()
        ev: list[str] = []
        if kind == "order":
            s.deck = tuple(parts[1:]) + s.deck
            s.known = len(parts) - 1  # known <= 3 <= what Explore just drew (DD-4)
            s.exploring = ()
            s.phase = "act"
            ev.append("You put the cards back on the deck, top first: "
                      + ", ".join(card_name(c) for c in parts[1:]) + ".")
        elif kind == "refill":  # DD-11
            code = parts[1]
            disc = list(s.disclosed)
            disc.remove(code)
            s.disclosed = tuple(disc)
            slot = s.refill_slot
            assert slot is not None
            main = list(s.main)
            main[slot] = code
            s.main = tuple(main)
            s.refill_slot = None
            s.phase = "act"
            ev.append(f"{card_name(code)} moves from the disclosure area to Main {slot + 1}.")
        else:
            s.actions += 1
            s.explore_blocked = kind == "explore"
            if kind == "conscript":
                i, j = int(parts[1][1]) - 1, int(parts[2][1]) - 1
                card = s.main[i]
                assert card is not None
                main = list(s.main)
                main[i] = None
                s.main = tuple(main)
                piles = list(s.piles)
                new_pile = not piles[j]
                piles[j] = piles[j] + (card,)
                s.piles = tuple(piles)
                where = f"a new pile {j + 1}" if new_pile else f"pile {j + 1}"
                ev.append(f"Conscripted {card_name(card)} onto {where}.")
                s._refill(i, ev)
            elif kind == "defeat":
                zone, i = parts[1][0], int(parts[1][1]) - 1
                row = list(s.main if zone == "m" else s.capture)
                enemy = row[i]
                assert enemy is not None
                row[i] = None
                if zone == "m":
                    s.main = tuple(row)
                else:
                    s.capture = tuple(row)
                piles = list(s.piles)
                paid = []
                for p in parts[2].split("+"):
                    j = int(p[1]) - 1
                    paid.append(piles[j][-1])
                    piles[j] = piles[j][:-1]
                s.piles = tuple(piles)
                s.discard = s.discard + tuple(paid)
                s.defeated = s.defeated + (enemy,)
                # DD-9: name the piles, not the discarded cards, so no discard history leaks.
                piles_txt = " and ".join(p.replace("p", "pile ") for p in parts[2].split("+"))
                ev.append(f"Defeated {card_name(enemy)} ({len(s.defeated)}/9), "
                          f"discarding the tops of {piles_txt}.")
                if len(s.defeated) == ENEMY_COUNT:  # DD-8: won at once, no refill
                    s.phase = "over"
                    s.result = "win"
                    ev.append(f"All 9 enemies defeated: you win with a score of {s._score()}.")
                elif zone == "m":
                    s._refill(i, ev)
            elif kind == "capture":
                i = int(parts[1][1]) - 1
                enemy = s.main[i]
                main = list(s.main)
                main[i] = None
                s.main = tuple(main)
                cap = list(s.capture)
                k = cap.index(None)
                cap[k] = enemy
                s.capture = tuple(cap)
                ev.append(f"Captured {card_name(enemy)} into Capture slot {k + 1}.")  # type: ignore[arg-type]
                s._refill(i, ev)
            elif kind == "explore":
                j = int(parts[1][1]) - 1
                piles = list(s.piles)
                s.discard = s.discard + (piles[j][-1],)
                piles[j] = piles[j][:-1]
                s.piles = tuple(piles)
                ev.append(f"Discarded the top of pile {j + 1} to explore.")
                if s.classic:  # DD-10: fill the disclosure area up to 3
                    room = 3 - len(s.disclosed)
                    drawn, s.deck = s.deck[:room], s.deck[room:]
                    s.disclosed = s.disclosed + drawn
                    ev.append("Disclosed " + ", ".join(card_name(c) for c in drawn) + ".")
                else:
                    s.exploring, s.deck = s.deck[:3], s.deck[3:]
                    s.known = 0
                    s.phase = "order"
                    ev.append("You look at the top of the deck: "
                              + ", ".join(card_name(c) for c in s.exploring)
                              + ". Choose their order.")
            else:  # pragma: no cover - apply() only passes legal actions
                raise IllegalAction(f"Unknown action {action!r}.")
        s.events = tuple(ev)
        return s._settle()

    def _refill(self, slot: int, ev: list[str]) -> None:
        """DD-6 on a fresh copy: one card into the emptied Main slot, if any is left."""
        if self.classic and self.disclosed:  # DD-11: disclosed cards come first
            if len(set(self.disclosed)) > 1:
                self.phase = "refill"
                self.refill_slot = slot
                ev.append(f"Choose which disclosed card fills Main {slot + 1}.")
                return
            code = self.disclosed[0]
            self.disclosed = self.disclosed[1:]
            ev.append(f"{card_name(code)} moves from the disclosure area to Main {slot + 1}.")
        elif self.deck:
            code = self.deck[0]
            self.deck = self.deck[1:]
            if self.known:
                self.known -= 1
            ev.append(f"{card_name(code)} is drawn into Main {slot + 1}.")
        else:
            ev.append("The deck is empty: the Main area shrinks.")
            return
        main = list(self.main)
        main[slot] = code
        self.main = tuple(main)

    def _settle(self) -> "DeckDefenceState":
        """DD-7: a position with no legal action is lost.  Caches the legal list."""
        if self.phase == "over":
            return self
        legal = self._legal(0)
        if not legal:
            self.phase = "over"
            self.result = "loss"
            self.events = self.events + (
                f"No legal action is left: the game is lost with {len(self.defeated)} of 9 "
                "enemies defeated.",)
            legal = ()
        object.__setattr__(self, "_legal_cache", {0: legal})
        return self

    def resign(self, seat: Seat) -> "DeckDefenceState":
        if self.phase == "over":
            raise IllegalAction("This game is over.")
        if seat != 0:
            raise IllegalAction("You are not seated in this game.")
        s = self._copy()
        s.phase = "over"
        s.result = "resigned"
        s.events = ("You threw the game.",)
        return s

    # --- results -------------------------------------------------------------------
    def _score(self) -> int:
        """DD-8: ranks of Friendly cards anywhere but the discard pile."""
        r = _FRIENDLY_RANK
        total = sum(r[c] for p in self.piles for c in p)
        total += sum(r[c] for c in self.main if c is not None)
        total += sum(r[c] for c in self.deck)
        total += sum(r[c] for c in self.disclosed)
        total += sum(r[c] for c in self.exploring)
        return total

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        won = self.result == "win"
        score = self._score() if won else 0
        n = len(self.defeated)
        if won:
            reason = f"All 9 enemies defeated: you win with a score of {score} (target 5)."
        elif self.result == "resigned":
            reason = f"You threw the game with {n} of 9 enemies defeated."
        else:
            reason = f"No legal action left: the fort falls with {n} of 9 enemies defeated."
        return Outcome(
            winners=frozenset({0}) if won else frozenset(),
            scores=(score,),
            reason=reason,
            stats=({"score": score, "defeated": n, "actions": self.actions},),
            result=("win" if won else "loss",),
        )

    def view(self, seat: Seat | None = None) -> DDView:
        # Solo game: the public table shows all the player may know (view(None) == view(0)).
        return DDView(
            main=self.main,  # type: ignore[arg-type]
            piles=self.piles,  # type: ignore[arg-type]
            capture=self.capture,  # type: ignore[arg-type]
            defeated=self.defeated,
            deck_count=len(self.deck),
            deck_top_known=self.deck[: self.known],
            discard_count=len(self.discard),
            discard_top=(self.discard[-1] if self.classic and self.discard else None),
            disclosed=self.disclosed,
            exploring=self.exploring,
            phase=self.phase,
            classic=self.classic,
            explore_blocked=self.explore_blocked,
            actions_taken=self.actions,
            score=self._score(),
            events=self.events,
            result=self.result,
            won=None if self.phase != "over" else self.result == "win",
            refill_slot=None if self.refill_slot is None else self.refill_slot + 1,
        )

    # --- words (engine/dd_text.py) ---------------------------------------------------
    def label(self, token: str) -> str:
        return dd_text.label(self, token)

    def prompt(self, path: Sequence[str]) -> str:
        return dd_text.prompt(self, path)

    def describe(self, seat: Seat, action: str, viewer: Seat | None = None) -> str:
        return dd_text.describe(self, action)

    def status(self, viewer: Seat | None = None) -> str:
        return dd_text.status(self)

    def explain_illegal(self, seat: Seat, action: str) -> str:
        return dd_text.explain_illegal(self, action)


from . import dd_text  # noqa: E402  (dd_text needs card_name and the state class)


def _new_game(players: int = 1, seed: int = 0, options: Mapping[str, Any] | None = None
              ) -> DeckDefenceState:
    if players != 1:
        raise IllegalAction("Deck Defence is a game for 1 player.")
    opts = INFO.resolve_options(options)
    return DeckDefenceState.new(int(seed), classic=bool(opts["classic"]))


INFO = GameInfo(
    key=SLUG,
    title="Deck Defence",
    players=(1,),
    new_game=_new_game,
    from_json=DeckDefenceState.from_json,
    summary="Solitaire: conscript heroes, explore the deck and defeat all 9 enemies.",
    options=(Option("classic", "Classic mode: face-up discards, Explore discloses cards",
                    default=False),),
    metrics=(Metric("score", "best score", higher_is_better=True),),
    rules_markdown=(Path(__file__).parent / "rules" / "deck-defence.md").read_text(),
)
