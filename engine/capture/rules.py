"""Capture (Jim DuBois, rules v.2, 2007): two players, one pass through a 52-card deck.

Rules in brief (tags refer to CLARIFICATIONS.md, section 4):
- The dealer is chosen at random from the seed (C-10). Each round up to five columns lie
  between the players; a new column gets one face-up card per side, non-dealer first (C-10).
  Each player is then dealt face-down cards and secretly places one on every column; both
  commit before anything is revealed (C-11).
- Your cards in a column are your face-up card plus every card you placed there, in every
  round it carried over (C-1). A column is won by the better matched set of your own cards:
  four of a kind > three of a kind > two pairs > a pair; equal categories cancel whatever
  their values (C-4). Otherwise by holding the strictly highest AND strictly lowest card of
  the whole column (C-2). A column holding any Ace can only be won by a set (C-3), unless
  the option `ace_flexible_high_low` lets an Ace count high or low for its holder.
- The winner captures every card of the column (C-7); a drawn column stays as it is, and
  next round each player places one more card on it (C-5). Columns are independent (C-6).
- Short last round (C-8, revised): with R cards left and c carried columns, a normal round
  needs R >= 2(5 - c) + 10; otherwise n = min(5 - c, ceil(R / 4)) new columns (n >= 1 when
  c = 0, n <= R / 2 - 1 when c >= 1) and m = min(R / 2 - n, c + n) face-down cards each,
  placed on any columns, one per column at most.  This always uses every card left, so a
  short round is the last one; with carried columns each player always has a card to place
  (2 cards left: no new column, one card each).  Only 2 cards and no carried column make a
  round with m = 0, which resolves at once.
- The game ends when a round is resolved with the deck empty; cards left in drawn columns
  are captured by nobody (C-9). More captured cards wins; equal counts draw.

Action grammar (both seats act at once while placing; `to_act()` = seats not yet locked;
parsed and spelled only by `engine.capture.actions`):
  place.<card>.<col>   put a hand card face down on column c1..c5 (one per column a round)
  take.<col>           take back your own face-down card from that column this round
  lock                 commit; legal once all the cards you must place are placed.
                       The second lock reveals, resolves every column and deals on.
Option `ace_flexible_high_low` ("Aces high or low", default off): Aces count high or low
for their holder in high/low, the reading C-3 sets aside.

Events (codes with named arguments, worded by `engine.capture.words`; all public, none
names a face-down card), kept for the whole game (`events_kept = "game"`):
  deal (round, new, need, short, left, then for the k-th new column: column_k its number,
        card0_k / card1_k the face-up card of seat 0 / 1)   a round is dealt (C-5, C-8, C-10)
  lock (seat)                          a seat committed (C-11)
  column.captured (column, card0, card1, winner, size, reason)   the cards turned up (None:
  column.carried / column.lost (column, card0, card1, size, reason)   none), the winner,
                                       the cards on the column, the judge's reason code
  end (n0, n1, left)                   the deck is used up: the cards each seat captured and
                                       the cards left in drawn columns (C-9)
  stop (seat, ending)                  resigned, ran out of time or abandoned (seat None)
Placing and taking back cards leave no event: until both lock they are secret.  `lock`
(the move's describe line says it), `end` and `stop` (the outcome's reason says them) are
echo events.  Games saved before the deal named its new columns have no column_k; games
saved before events had named arguments hold them as lists (`EVENT_ARGS` names them).

Views: `CaptureView` (engine.capture.views) is what one seat, or the public (None), may
see: face-up column cards, the number of face-down cards each side placed this round (never
which; in a short round with fewer cards than columns, not even on which columns), the
viewer's own hand and placements, capture piles, and the last reveal.
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping, Sequence

from engine.core import (Ending, Event, GameState, Outcome, Result, Seat, events_from_json, events_to_json,
                         rng_for, word_log)
from i18n import said

from . import messages
from .actions import CARDS, LOCK, PLACE, PLACES, TAKES, parse
from .judge import RANK, judge
from .views import COLUMNS, LOG_LINES, CaptureView, ColumnView, RevealView

SLUG = "capture"
CAPTURED, CARRIED, LOST = "captured", "carried", "lost"  # a judged column's fate (C-7, C-5, C-9)
_TO_ACT = {
    (False, False): frozenset({0, 1}),
    (True, False): frozenset({1}),
    (False, True): frozenset({0}),
    (True, True): frozenset(),
}
_NOBODY: frozenset[Seat] = frozenset()
_EMPTY = (None,) * COLUMNS


def deal_column_names(k: int) -> tuple[str, str, str]:
    """The deal event's arguments for its k-th new column (from 1): the column's number and
    the face-up card of each seat."""
    return f"column_{k}", f"card0_{k}", f"card1_{k}"


def new_columns(args: Mapping[str, Any]) -> list[tuple[int, str, str]]:
    """The new columns a deal event names, in deal order: (number, card of seat 0, of seat 1)."""
    out = []
    for k in range(1, COLUMNS + 1):
        col, c0, c1 = deal_column_names(k)
        if col not in args:
            break
        out.append((args[col], args[c0], args[c1]))
    return out


# Each event's argument names, in the order games stored before events had named arguments
# hold them as a list (`from_json` names them).
_JUDGED = ("column", "card0", "card1", "size", "reason")
EVENT_ARGS: dict[str, tuple[str, ...]] = {
    "deal": ("round", "new", "need", "short", "left",
             *(name for k in range(1, COLUMNS + 1) for name in deal_column_names(k))),
    "lock": ("seat",),
    "column.captured": ("column", "card0", "card1", "winner", "size", "reason"),
    "column.carried": _JUDGED,
    "column.lost": _JUDGED,
    "end": ("n0", "n1", "left"),
    "stop": ("seat", "ending"),
}


# --- legal actions --------------------------------------------------------------------


def _rows_by_mask(card: str) -> tuple[tuple[str, ...], ...]:
    row = PLACES[card]
    return tuple(tuple(row[i] for i in range(COLUMNS) if m >> i & 1) for m in range(1 << COLUMNS))


# Legal lists are rebuilt on every state of a long placing phase, so they are glued from
# precomputed spellings indexed by column bitmasks rather than formatted each time.
_PLACE_ROWS = {card: _rows_by_mask(card) for card in CARDS}
_TAKES = tuple(tuple(TAKES[i] for i in range(COLUMNS) if m >> i & 1) for m in range(1 << COLUMNS))
_POP = tuple(bin(m).count("1") for m in range(1 << COLUMNS))
_LOCK = (LOCK,)


def _mask(slots: Sequence[Any]) -> int:
    return sum(1 << i for i, x in enumerate(slots) if x is not None)


# --- the state --------------------------------------------------------------------------

_FIELDS = ("seed", "counter", "ace_flexible", "dealer", "deck", "cols", "hands", "placed",
           "need", "locked", "round", "captured", "reveal", "reveal_round", "phase",
           "ending", "stopped", "events")


class CaptureState(GameState[CaptureView]):
    """One position.  `cols[i]` is None or (side0 cards, side1 cards, times carried), the
    side cards face up; `hands` are the dealt face-down hands (sorted), `placed[s][i]` the
    card seat s put on column i this round.  `reveal` holds tuples in RevealView order, with
    the reason and fate as codes (`engine.capture.messages` words them).  `ending` says why a
    finished game stopped; `stopped` is the seat that resigned or ran out of time.  The
    package gives the class its words (`words`), which the rules never read for themselves
    except to word a view's log."""

    events_kept: ClassVar[str] = "game"
    echo_events: ClassVar[frozenset[str]] = frozenset({"lock", "end", "stop"})
    inline_verbs: ClassVar[frozenset[str]] = frozenset({"place"})

    seed: int
    counter: int
    ace_flexible: bool
    dealer: int
    deck: tuple[str, ...]
    cols: tuple[Any, ...]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    placed: tuple[tuple[str | None, ...], tuple[str | None, ...]]
    need: int
    locked: tuple[bool, bool]
    round: int
    captured: tuple[tuple[str, ...], tuple[str, ...]]
    reveal: tuple[Any, ...]
    reveal_round: int
    phase: str
    ending: str
    stopped: int | None
    events: tuple[Event, ...]

    def __init__(self, **fields: Any) -> None:
        for name in _FIELDS:
            setattr(self, name, fields[name])
        # Derived (not stored in JSON): bitmasks of live columns and of each seat's
        # placements, and the seats to act.
        self.amask = _mask(self.cols)
        self.pmask = (_mask(self.placed[0]), _mask(self.placed[1]))
        self.acting = _NOBODY if self.phase == "over" else _TO_ACT[self.locked]

    @classmethod
    def new(cls, seed: int, ace_flexible: bool = False) -> "CaptureState":
        rng = rng_for(seed, 0)
        dealer = rng.randrange(2)  # C-10
        deck = list(CARDS)
        rng.shuffle(deck)
        s = cls(seed=seed, counter=1, ace_flexible=ace_flexible, dealer=dealer,
                deck=tuple(deck), cols=_EMPTY, hands=((), ()), placed=(_EMPTY, _EMPTY),
                need=0, locked=(False, False), round=0, captured=((), ()), reveal=(),
                reveal_round=0, phase="place", ending="normal", stopped=None, events=())
        s._deal()
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": SLUG, "seed": self.seed, "counter": self.counter,
            "ace_flexible": self.ace_flexible, "dealer": self.dealer, "deck": list(self.deck),
            "cols": [None if c is None else [list(c[0]), list(c[1]), c[2]] for c in self.cols],
            "hands": [list(h) for h in self.hands], "placed": [list(p) for p in self.placed],
            "need": self.need, "locked": list(self.locked), "round": self.round,
            "captured": [list(c) for c in self.captured],
            "reveal": [[r[0], list(r[1]), [list(r[2][0]), list(r[2][1])], r[3], r[4], r[5]]
                       for r in self.reveal],
            "reveal_round": self.reveal_round, "phase": self.phase, "ending": self.ending,
            "stopped": self.stopped, "events": events_to_json(self.events),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "CaptureState":
        if data.get("game") != SLUG:
            raise ValueError(f"not a {SLUG} state")
        data = dict(data)
        if "ending" not in data:  # saved before endings and events existed
            data["stopped"] = data.get("resigned")
            data["ending"] = "normal" if data["stopped"] is None else "resign"
        f = {name: data.get(name, ()) for name in _FIELDS}
        f["deck"] = tuple(f["deck"])
        f["cols"] = tuple(None if c is None else (tuple(c[0]), tuple(c[1]), c[2])
                          for c in f["cols"])
        for name in ("hands", "placed", "captured"):
            f[name] = (tuple(f[name][0]), tuple(f[name][1]))
        f["locked"] = (bool(f["locked"][0]), bool(f["locked"][1]))
        f["reveal"] = tuple((r[0], tuple(r[1]), (tuple(r[2][0]), tuple(r[2][1])), r[3], r[4], r[5])
                            for r in f["reveal"])
        f["events"] = events_from_json(f["events"], EVENT_ARGS)
        return cls(**f)

    # --- dealing and resolving (mutate a fresh copy only) ----------------------------------
    def _deal(self) -> None:
        """Deal the next round (C-5, C-8, C-10); end the game when the deck is empty (C-9)."""
        while True:
            left = len(self.deck)
            if left == 0:
                self.phase = "over"
                self.acting = _NOBODY
                self.events += (Event("end", {"n0": len(self.captured[0]), "n1": len(self.captured[1]),
                                              "left": sum(len(c[0]) + len(c[1]) for c in self.cols if c)}),)
                return
            free = [i for i in range(COLUMNS) if self.cols[i] is None]
            carried = COLUMNS - len(free)
            if left >= 2 * len(free) + 10:
                new, need = len(free), COLUMNS
            else:  # C-8 (revised): the short last round uses every card left
                new = min(len(free), -(-left // 4))
                if carried == 0:
                    new = max(new, 1)
                else:  # each player keeps a card to place on a carried column (C-8, revised)
                    new = min(new, left // 2 - 1)
                need = min(left // 2 - new, carried + new)
            deck = list(self.deck)
            first, second = 1 - self.dealer, self.dealer  # C-10: non-dealer first
            cols = list(self.cols)
            dealt: dict[str, Any] = {}  # per new column: its number and both face-up cards
            for k, i in enumerate(free[:new], 1):
                sides: list[tuple[str, ...]] = [(), ()]
                sides[first] = (deck.pop(0),)
                sides[second] = (deck.pop(0),)
                cols[i] = (sides[0], sides[1], 0)
                dealt.update(zip(deal_column_names(k), (i + 1, sides[0][0], sides[1][0])))
            hands: list[list[str]] = [[], []]
            for _ in range(need):
                hands[first].append(deck.pop(0))
                hands[second].append(deck.pop(0))
            key = RANK.__getitem__
            self.cols = tuple(cols)
            self.deck = tuple(deck)
            self.hands = (tuple(sorted(hands[0], key=key)), tuple(sorted(hands[1], key=key)))
            self.placed = (_EMPTY, _EMPTY)
            self.pmask = (0, 0)
            self.amask = _mask(cols)
            self.locked = (False, False)
            self.acting = _TO_ACT[self.locked]
            self.need = need
            self.round += 1
            self.events += (Event("deal", {"round": self.round, "new": new, "need": need,
                                           "short": self.short_round(), "left": len(deck), **dealt}),)
            if need:
                return
            self._resolve()  # nothing to decide (C-8 with m = 0): judge as the columns stand

    def _resolve(self) -> None:
        """Reveal both placements and judge every column (C-1 .. C-7)."""
        cols = list(self.cols)
        captured = [list(self.captured[0]), list(self.captured[1])]
        last = not self.deck  # C-9: this round is the final one
        reveal = []
        events = []
        for i, col in enumerate(cols):
            if col is None:
                continue
            p0, p1 = self.placed[0][i], self.placed[1][i]
            side0 = col[0] + ((p0,) if p0 else ())
            side1 = col[1] + ((p1,) if p1 else ())
            winner, why = judge(side0, side1, self.ace_flexible)
            size = len(side0) + len(side1)
            if winner is not None:  # C-7: the winner takes the whole column
                captured[winner].extend(side0 + side1)
                cols[i] = None
                fate = CAPTURED
                events.append(Event("column.captured", {"column": i + 1, "card0": p0, "card1": p1,
                                                        "winner": winner, "size": size, "reason": why}))
            else:  # C-5: the column stays as it is for next round
                cols[i] = (side0, side1, col[2] + 1)
                fate = LOST if last else CARRIED
                events.append(Event(f"column.{fate}", {"column": i + 1, "card0": p0, "card1": p1,
                                                       "size": size, "reason": why}))
            reveal.append((i + 1, (p0, p1), (side0, side1), winner, why, fate))
        self.cols = tuple(cols)
        self.amask = _mask(cols)
        self.captured = (tuple(captured[0]), tuple(captured[1]))
        self.reveal = tuple(reveal)
        self.reveal_round = self.round
        self.events += tuple(events)
        # The placed cards now lie face up in their columns or capture piles.
        self.hands = ((), ())
        self.placed = (_EMPTY, _EMPTY)
        self.pmask = (0, 0)

    # --- contract ------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return 2

    def to_act(self) -> frozenset[Seat]:
        return self.acting  # kept in step with phase and locked: called several times a step

    def _legal(self, seat: Seat) -> tuple[str, ...]:
        pm = self.pmask[seat]
        n, need = _POP[pm], self.need
        out: tuple[str, ...] = ()
        if n < need:
            free = self.amask & ~pm
            placed = self.placed[seat]
            for card in self.hands[seat]:
                if card not in placed:
                    out += _PLACE_ROWS[card][free]
        out += _TAKES[pm]
        return out + _LOCK if n == need else out

    def _apply(self, seat: Seat, action: str) -> "CaptureState":
        move = parse(action)
        s = self.copy()
        if move.kind == LOCK:  # C-11: the last lock reveals and resolves
            locked = (True, self.locked[1]) if seat == 0 else (self.locked[0], True)
            s.locked = locked
            s.acting = _TO_ACT[locked]
            s.events = self.events + (Event("lock", {"seat": seat}),)
            if locked[0] and locked[1]:
                s._resolve()
                s._deal()
            return s
        i = move.col
        mine = list(self.placed[seat])
        pm = self.pmask[seat]
        if move.kind == PLACE:
            mine[i] = move.card
            pm |= 1 << i
        else:
            mine[i] = None
            pm &= ~(1 << i)
        if seat == 0:
            s.placed = (tuple(mine), self.placed[1])
            s.pmask = (pm, self.pmask[1])
        else:
            s.placed = (self.placed[0], tuple(mine))
            s.pmask = (self.pmask[0], pm)
        return s

    def _stop(self, seat: Seat | None, ending: str) -> "CaptureState":
        s = self.copy()
        s.phase = "over"
        s.acting = _NOBODY
        s.ending = ending
        s.stopped = seat
        s.events = self.events + (Event("stop", {"seat": seat, "ending": ending}),)
        return s

    def winners(self) -> frozenset[int]:
        if self.ending == "abandon":
            return _NOBODY
        if self.stopped is not None:
            return frozenset({1 - self.stopped})
        n0, n1 = len(self.captured[0]), len(self.captured[1])
        return _NOBODY if n0 == n1 else frozenset({0 if n0 > n1 else 1})

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        n = (len(self.captured[0]), len(self.captured[1]))
        won = self.winners()
        if self.ending == "abandon":
            result: tuple[Result, ...] = (Result.ABANDONED, Result.ABANDONED)
        else:
            result = tuple(Result.DRAW if not won else (Result.WIN if s in won else Result.LOSS) for s in (0, 1))
        return Outcome(
            winners=won,
            scores=n,
            reason=messages.outcome_reason(self.ending, self.stopped, won, n, self.names),
            stats=({"captured": n[0], "margin": n[0] - n[1]},
                   {"captured": n[1], "margin": n[1] - n[0]}),
            result=result,
            ending=Ending(self.ending),
        )

    def short_round(self) -> bool:
        """C-8: fewer cards to place than five, or fewer columns than five."""
        return self.need < COLUMNS or None in self.cols

    def secret_columns(self) -> bool:
        """C-8/C-11: fewer cards to place than columns, so *which* columns a player chose is
        part of the secret placement; others see only how many cards were placed."""
        return self.need < _POP[self.amask]

    def log(self, viewer: Seat | None, last: int = LOG_LINES) -> tuple[str, ...]:
        """The newest `last` events `viewer` may read, worded."""
        return word_log(self.events, self.words, viewer, last, self.names)

    def view(self, seat: Seat | None = None) -> CaptureView:
        mine = self.placed[seat] if seat is not None else _EMPTY
        secret = self.secret_columns()
        columns: list[ColumnView | None] = []
        for i, col in enumerate(self.cols):
            if col is None:
                columns.append(None)
                continue
            columns.append(ColumnView(
                number=i + 1, face_up=(col[0], col[1]),
                placed=tuple(int(self.placed[p][i] is not None and (p == seat or not secret))
                             for p in (0, 1)),  # type: ignore[arg-type]
                mine=mine[i], carried=col[2]))
        placing = tuple(self.need - (COLUMNS - p.count(None)) for p in self.placed)
        hand = () if seat is None else tuple(c for c in self.hands[seat] if c not in mine)
        over = self.phase == "over"
        return CaptureView(
            columns=tuple(columns), hand=hand,
            to_place=0 if seat is None or over else placing[seat],
            placing=(placing[0], placing[1]), need=self.need,
            short_round=self.short_round(),
            captured=self.captured, deck_count=len(self.deck), round=self.round,
            dealer=self.dealer, locked=self.locked,
            last_reveal=tuple(RevealView(r[0], r[1], r[2], r[3], said(messages.reason(r[4])),
                                         said(messages.fate(r[5]))) for r in self.reveal),
            last_round=self.reveal_round, phase=self.phase, outcome=self.outcome(),
            viewer=seat, ace_flexible=self.ace_flexible,
            uncaptured=sum(len(c[0]) + len(c[1]) for c in self.cols if c) if over else 0,
            log=self.log(seat),
            names=(self.names.of(0), self.names.of(1)),
        )

