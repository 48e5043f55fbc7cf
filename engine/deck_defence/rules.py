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
  order; never twice in a row.  On an empty deck it is still allowed: the discard is paid
  and nothing is seen, which can uncover a useful card under the pile top (DD-4).
- Capture: move an enemy from Main to a free Capture slot (DD-5).

Win the moment the 9th enemy is defeated; score = ranks of every Friendly card not in the
discard pile (DD-8, at most 9, target 5).  Only a win has a score: the same sum on a running
or lost game (54 at the start) is no score at all, so neither the view, the status nor the
outcome shows one then (a loss records 0, and the leaderboard's best score counts wins
only).  Lose when no action is legal (DD-7), or by giving up (resign, timeout: a loss;
abandon: "abandoned").  The discard pile is face down and hidden (DD-9).

Option `classic` (default off, "Classic mode"): discards are face up with only the top
shown (DD-12); Explore fills a face-up disclosure area up to 3 cards instead of reordering
(DD-10); while disclosed cards exist the player picks which one refills Main (DD-11).

Action grammar (slots numbered 1..3 left to right; parsed and formatted only by
`engine.deck_defence.actions`):
  conscript.m<i>.p<j>          Friendly card from Main slot i onto Hand pile j
  defeat.<m<i>|c<i>>.<piles>   e.g. defeat.m2.p1+p3; cheapest payments listed first
  explore.p<j>                 discard the top of pile j and explore
  capture.m<i>
  order.<c1>.<c2>...           phase "order": the seen cards, top of deck first
  refill.<code>                phase "refill" (Classic): the disclosed card that fills Main

Events: codes with named arguments, listed in `events` (worded by `words.event`).
Echo events (left out of `new_events`, kept in the view's log): the action's own event
(conscript, defeat, capture, explore, order, refill.chosen: its describe line says it) and
the ending (win, loss, resign, timeout, abandon: the outcome's reason says it).  What the
action set off (refills, the cards Explore shows or discloses) is told by the others.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any, ClassVar, Mapping

from i18n import Message

from ..cards import dd_deck
from ..core import (Ending, Event, GameState, Outcome, Result, Seat, events_from_json, events_to_json, rng_for,
                    word_log)
from ..memo import cached
from .actions import Move, parse
from .actions import format as format_move
from .constants import (DEFEAT_TOTAL, DISCLOSE_MAX, ENEMY, ENEMY_COUNT, EXPLORE_LOOK, MAX_SCORE, SLOTS, SLUG,
                        TARGET_SCORE)
from .events import ARGS, numbered
from .views import DDView

_CARDS = frozenset(dd_deck())
_FRIENDLY_RANK = {c: (0 if c[1] == ENEMY else int(c[1])) for c in _CARDS}
_CONSCRIPT = tuple(tuple(format_move(Move("conscript", "m", i, (j,))) for j in range(SLOTS))
                   for i in range(SLOTS))
_CAPTURE = tuple(format_move(Move("capture", "m", i)) for i in range(SLOTS))
_EXPLORE = tuple(format_move(Move("explore", piles=(j,))) for j in range(SLOTS))
# DD-3: what a pile top (or None for an empty pile) pays towards an enemy of each attribute.
_PAY_RANK: dict[str, dict[str | None, int]] = {
    a: {None: 0, **{c: _FRIENDLY_RANK[c] if c[0] == a else 0 for c in _CARDS}} for a in "SFT"}
_TO_ACT = frozenset({0})
_NOBODY: frozenset[Seat] = frozenset()
LOG_LINES = 8  # the events of the last action (at most 4) always fit


# The legal list's pieces.  `_defeats`' keys are few (a zone, a slot, four ranks 0-3: 2,048
# at most); orders and refills are keyed by the cards seen, which are many.
@cached("deck_defence.defeats", search=4096)
def _defeats(zone: str, slot: int, ranks: tuple[int, ...]) -> tuple[str, ...]:
    """Defeat actions for the enemy at zone/slot, paid with pile tops of its attribute
    (DD-3; `ranks`: each pile top's rank when it has that attribute, else 0), cheapest first.

    Overpaying is legal but lowers the score (DD-8), so the order is total rank, then
    fewer cards, then pile order.
    """
    cand = [(j, r) for j, r in enumerate(ranks) if r]
    found = []
    for mask in range(1, 1 << len(cand)):
        chosen = [cand[k] for k in range(len(cand)) if mask >> k & 1]
        total = sum(r for _, r in chosen)
        if total >= DEFEAT_TOTAL:
            found.append((total, len(chosen), tuple(j for j, _ in chosen)))
    found.sort()
    return tuple(format_move(Move("defeat", zone, slot, js)) for _, _, js in found)


@cached("deck_defence.orders", search=8192)
def _orders(cards: tuple[str, ...]) -> tuple[str, ...]:
    # Identical cards give identical orders: keep one of each (deduplicated per spec).
    return tuple(dict.fromkeys(format_move(Move("order", cards=p)) for p in permutations(cards)))


@cached("deck_defence.refills", search=8192)
def _refills(disclosed: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(format_move(Move("refill", cards=(c,))) for c in disclosed))


_FIELDS = (
    "seed", "counter", "classic", "deck", "main", "piles", "capture", "defeated", "discard",
    "disclosed", "exploring", "known", "phase", "refill_slot", "explore_blocked", "actions",
    "events", "result", "ending",
)


class DeckDefenceState(GameState[DDView]):
    """One position.  Cards are codes; `deck` and piles are tuples (deck top first, piles
    bottom first); `known` counts the deck-top cards the player ordered by Explore.

    Its `words` (the `words` module) are attached by the package, which the rules never
    import."""

    echo_events: ClassVar[frozenset[str]] = frozenset({
        "conscript", "defeat", "capture", "explore", "order", "refill.chosen",
        "win", "loss", "resign", "timeout", "abandon"})

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
    phase: str  # "act" | "order" | "refill" | "over"
    refill_slot: int | None  # 0-based Main slot waiting for a Classic refill
    explore_blocked: bool
    actions: int
    events: tuple[Event, ...]  # the last action's events
    result: Result | None  # once over: a win, a loss or abandoned
    ending: Ending | None  # once over

    def __init__(self, **fields: Any) -> None:
        for name in _FIELDS:
            setattr(self, name, fields[name])

    # --- construction and persistence ---------------------------------------------
    @classmethod
    def new(cls, seed: int, classic: bool = False) -> "DeckDefenceState":
        deck = dd_deck()
        rng_for(seed, 0).shuffle(deck)
        s = cls(
            seed=seed, counter=1, classic=classic, deck=tuple(deck[SLOTS:]),
            main=tuple(deck[:SLOTS]), piles=((),) * SLOTS, capture=(None,) * SLOTS,
            defeated=(), discard=(), disclosed=(), exploring=(), known=0, phase="act",
            refill_slot=None, explore_blocked=False, actions=0,
            events=(Event("deal", {"count": SLOTS}),), result=None, ending=None,
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
            "events": events_to_json(self.events), "result": _plain(self.result),
            "ending": _plain(self.ending),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "DeckDefenceState":
        if data.get("game") != SLUG:
            raise ValueError(f"not a {SLUG} state")
        f = {name: data[name] for name in _FIELDS if name not in ("events", "ending")}
        for name in ("deck", "main", "capture", "defeated", "discard", "disclosed", "exploring"):
            f[name] = tuple(f[name])
        f["piles"] = tuple(tuple(p) for p in f["piles"])
        events = data["events"]
        # Games saved before events became codes hold English lines: they are dropped.
        f["events"] = events_from_json([e for e in events if not isinstance(e, str)], ARGS)
        ending = data.get("ending")
        if f["result"] == "resigned":  # the old spelling of a resignation
            f["result"], ending = Result.LOSS, Ending.RESIGN
        if ending is None and f["phase"] == "over":
            ending = Ending.NORMAL
        f["result"] = None if f["result"] is None else Result(f["result"])
        f["ending"] = None if ending is None else Ending(ending)
        return cls(**f)

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
            return _refills(self.disclosed)
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
                    ranks = tuple(map(_PAY_RANK[c[0]].__getitem__, tops))
                    if any(ranks):
                        out.extend(_defeats(zone, i, ranks))
        if None in capture:  # DD-5
            out.extend(_CAPTURE[i] for i, c in enumerate(main) if c is not None and c[1] == ENEMY)
        if self.explore_problem() is None:
            out.extend(_EXPLORE[j] for j, t in enumerate(tops) if t is not None)
        return tuple(out)

    def explore_problem(self) -> str | None:
        """Why Explore cannot be used now (ignoring which pile pays), or None: "twice",
        "disclosed" (DD-10) or "hand" (DD-4: nothing to pay with).  An empty deck is no
        reason (DD-4, revised): the discard alone may open a move."""
        if self.explore_blocked:
            return "twice"
        if self.classic and len(self.disclosed) >= DISCLOSE_MAX:
            return "disclosed"
        if not any(self.piles):
            return "hand"
        return None

    def _apply(self, seat: Seat, action: str) -> "DeckDefenceState":
        m = parse(action)
        kind = m.kind
        s: DeckDefenceState = self.copy()
        ev: list[Event] = []
        if kind == "order":
            s.deck = m.cards + s.deck
            s.known = len(m.cards)  # known <= 3 <= what Explore just drew (DD-4)
            s.exploring = ()
            s.phase = "act"
            ev.append(Event("order", numbered("card", m.cards)))
        elif kind == "refill":  # DD-11
            code = m.cards[0]
            disc = list(s.disclosed)
            disc.remove(code)
            s.disclosed = tuple(disc)
            slot = s.refill_slot
            assert slot is not None
            s.main = _put(s.main, slot, code)
            s.refill_slot = None
            s.phase = "act"
            ev.append(Event("refill.chosen", {"card": code, "slot": slot + 1}))
        else:
            s.actions += 1
            s.explore_blocked = kind == "explore"
            if kind == "conscript":
                i, j = m.slot, m.piles[0]
                card = s.main[i]
                assert card is not None
                s.main = _put(s.main, i, None)
                piles = list(s.piles)
                new_pile = not piles[j]
                piles[j] = piles[j] + (card,)
                s.piles = tuple(piles)
                ev.append(Event("conscript", {"card": card, "pile": j + 1, "new_pile": new_pile}))
                s._refill(i, ev)
            elif kind == "defeat":
                i = m.slot
                enemy = (s.main if m.zone == "m" else s.capture)[i]
                assert enemy is not None
                if m.zone == "m":
                    s.main = _put(s.main, i, None)
                else:
                    s.capture = _put(s.capture, i, None)
                piles = list(s.piles)
                paid = []
                for j in m.piles:
                    paid.append(piles[j][-1])
                    piles[j] = piles[j][:-1]
                s.piles = tuple(piles)
                s.discard = s.discard + tuple(paid)
                s.defeated = s.defeated + (enemy,)
                # DD-9: name the piles, not the discarded cards, so no discard history leaks.
                ev.append(Event("defeat", {"enemy": enemy, "defeated": len(s.defeated),
                                           **numbered("pile", (j + 1 for j in m.piles))}))
                if len(s.defeated) == ENEMY_COUNT:  # DD-8: won at once, no refill
                    s.phase = "over"
                    s.result = Result.WIN
                    s.ending = Ending.NORMAL
                    ev.append(Event("win", {"score": s.kept_ranks()}))
                elif m.zone == "m":
                    s._refill(i, ev)
            elif kind == "capture":
                i = m.slot
                enemy = s.main[i]
                s.main = _put(s.main, i, None)
                k = s.capture.index(None)
                s.capture = _put(s.capture, k, enemy)
                ev.append(Event("capture", {"enemy": enemy, "slot": k + 1}))
                s._refill(i, ev)
            else:  # explore
                j = m.piles[0]
                piles = list(s.piles)
                s.discard = s.discard + (piles[j][-1],)
                piles[j] = piles[j][:-1]
                s.piles = tuple(piles)
                ev.append(Event("explore", {"pile": j + 1}))
                if not s.deck:  # DD-4: nothing to see, so no ordering step either
                    ev.append(Event("explore.nothing"))
                elif s.classic:  # DD-10: fill the disclosure area up to 3
                    room = DISCLOSE_MAX - len(s.disclosed)
                    drawn, s.deck = s.deck[:room], s.deck[room:]
                    s.disclosed = s.disclosed + drawn
                    ev.append(Event("explore.disclose", numbered("card", drawn)))
                else:
                    s.exploring, s.deck = s.deck[:EXPLORE_LOOK], s.deck[EXPLORE_LOOK:]
                    s.known = 0
                    s.phase = "order"
                    ev.append(Event("explore.look", numbered("card", s.exploring)))
        s.events = tuple(ev)
        return s._settle()

    def _refill(self, slot: int, ev: list[Event]) -> None:
        """DD-6 on a fresh copy: one card into the emptied Main slot, if any is left."""
        if self.classic and self.disclosed:  # DD-11: disclosed cards come first
            if len(set(self.disclosed)) > 1:
                self.phase = "refill"
                self.refill_slot = slot
                ev.append(Event("refill.choose", {"slot": slot + 1}))
                return
            code = self.disclosed[0]
            self.disclosed = self.disclosed[1:]
            ev.append(Event("refill.disclosed", {"card": code, "slot": slot + 1}))
        elif self.deck:
            code = self.deck[0]
            self.deck = self.deck[1:]
            if self.known:
                self.known -= 1
            ev.append(Event("refill.draw", {"card": code, "slot": slot + 1}))
        else:
            ev.append(Event("refill.empty", {"slot": slot + 1}))
            return
        self.main = _put(self.main, slot, code)

    def _settle(self) -> "DeckDefenceState":
        """DD-7: a position with no legal action is lost.  Caches the legal list."""
        if self.phase == "over":
            return self
        legal = self._legal(0)
        if not legal:
            self.phase = "over"
            self.result = Result.LOSS
            self.ending = Ending.NORMAL
            self.events = self.events + (Event("loss", {"defeated": len(self.defeated)}),)
        object.__setattr__(self, "_legal_cache", {0: legal})
        return self

    def _stop(self, seat: Seat | None, ending: str) -> "DeckDefenceState":
        """Resign or timeout (a loss, DD-7) or abandon: the game ends where it stands."""
        s: DeckDefenceState = self.copy()
        s.phase = "over"
        s.ending = Ending(ending)
        s.result = Result.ABANDONED if s.ending is Ending.ABANDON else Result.LOSS
        s.events = (Event(ending, {"defeated": len(self.defeated)}),)
        return s

    # --- results -------------------------------------------------------------------
    def score(self) -> int | None:
        """DD-8: the score of a won game; None while it runs and for a loss, which have none."""
        return self.kept_ranks() if self.result == Result.WIN else None

    def kept_ranks(self) -> int:
        """DD-8's sum on this position: ranks of Friendly cards anywhere but the discard pile
        (54 at the start; at most 9 by the time all 9 enemies are paid for)."""
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
        won = self.result == Result.WIN
        score = self.kept_ranks() if won else 0  # DD-8: a loss scores nothing
        return Outcome(
            winners=frozenset({0}) if won else frozenset(),
            scores=(score,),
            reason=self._reason(),
            stats=({"score": score, "defeated": len(self.defeated), "actions": self.actions},),
            result=(self.result or Result.LOSS,),
            ending=self.ending or Ending.NORMAL,
        )

    def _reason(self) -> Message:
        """The outcome's sentence, read after the status (which counts the defeated enemies).
        Only a win names a score (DD-8)."""
        if self.result == Result.WIN:
            return Message("deck-defence-reason-win", score=self.score(), target=TARGET_SCORE, best=MAX_SCORE)
        ended = _ENDED.get(self.ending or Ending.NORMAL)
        if ended:
            return Message(ended)
        return self._stuck()

    def _stuck(self) -> Message:
        """The reason for a loss by the rules (DD-7): why no action is legal, one clause for
        each kind of action."""
        main = [c for c in self.main if c is not None]
        friendly = [c for c in main if c[1] != ENEMY]
        enemies = [c for c in main if c[1] == ENEMY] + [c for c in self.capture if c is not None]
        return Message(
            "deck-defence-reason-stuck",
            conscript=Message("deck-defence-stuck-no-fit" if friendly else "deck-defence-stuck-no-friendly"),
            defeat=Message("deck-defence-stuck-cannot-pay" if enemies else "deck-defence-stuck-no-enemy"),
            capture=Message("deck-defence-stuck-capture-full" if None not in self.capture
                            else "deck-defence-stuck-no-capture"),
            explore=Message(_EXPLORE_STUCK.get(self.explore_problem() or "", "deck-defence-stuck-explore"),
                            n=DISCLOSE_MAX),
        )

    def view(self, seat: Seat | None = None) -> DDView:
        # Solo game: the public table shows all the player may know (view(None) ~ view(0)).
        return DDView(
            viewer=seat,
            outcome=self.outcome(),
            log=word_log(self.events, self.words, seat, LOG_LINES),
            main=self.main,  # type: ignore[arg-type]
            piles=self.piles,  # type: ignore[arg-type]
            capture=self.capture,  # type: ignore[arg-type]
            defeated=self.defeated,
            enemies_total=ENEMY_COUNT,
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
            score=self.score(),  # DD-8: only on a win
            refill_slot=None if self.refill_slot is None else self.refill_slot + 1,
        )


_ENDED = {Ending.RESIGN: "deck-defence-reason-resign", Ending.TIMEOUT: "deck-defence-reason-timeout",
          Ending.ABANDON: "deck-defence-reason-abandon"}
_EXPLORE_STUCK = {
    "twice": "deck-defence-stuck-explore-twice",
    "disclosed": "deck-defence-stuck-explore-disclosed",
    "hand": "deck-defence-stuck-explore-hand",
}


def _plain(value: Result | Ending | None) -> str | None:
    """An enum as plain JSON text."""
    return None if value is None else value.value


def _put(row: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    """`row` with slot i replaced (rows are tuples, never mutated)."""
    return row[:i] + (value,) + row[i + 1:]

