"""Defend and Capture (W. Nai): a solo Decktet game about defending your hometown.

Rules in brief (tags refer to CLARIFICATIONS.md, section 1):
- 44 cards: the extended Decktet without the Excuse. Aces rank 1, numbers at face value,
  Pawns/Courts/Crowns rank 10.
- Setup (DC-17): 2 random Pawns/Courts and 2 random rank 1-9 cards start in Captured; the
  other 40 cards are the deck.
- Each turn: Enemy Phase, then Player Phase. The game opens with turn 1's Enemy Phase (DC-1).
  Enemy Phase: the bottom battleground row attacks the Defense row left to right (DC-2,
  DC-3), the rest advance one row (DC-4), 3 new cards fill the top row (DC-5), and with 8+
  captured cards the three steps run once more (DC-6).
  Player Phase: draw to X = rank 1-9 cards in Captured (DC-7); take up to Y = rank-10 cards
  in Captured actions, Y fixed as the phase starts (DC-8); each action costs 1 (DC-9); then
  discard any cards (DC-15).
- Win: 12+ cards in Captured. Loss: Damaged rank sum 20+. Both are checked at once (DC-2,
  DC-10, DC-13). Safety cap: after turn 300 the game is abandoned (DC-19).
- The Main Deck is reshuffled from the discard pile only when a draw finds it empty (DC-16).

Action grammar (one seat, 0):
- Actions step, while actions are left:
  `play.<card>.<slot>`            hand card to a slot; an occupant is discarded (DC-11)
  `counter.<slot>`                counterattack from an occupied slot (DC-10)
  `interchange.<hand>.<captured>` swap a hand card with a captured card (DC-12)
  `sacrifice.<hand>.<damaged>`    swap with a strictly lower damaged card (DC-13)
  `withdraw.<slot>`               slot card back to the hand (DC-14)
  `end`                           stop taking actions
  Slots: d1 d2 d3 = Defense left..right, s1 s2 s3 = Side top..bottom.
- Discard step (DC-15): `discard.<card>` (one card, repeatable) and `done` (end the turn).
  The step is skipped when the hand is empty.
Enemy phases, draws and reshuffles run inside `apply`, so every state shown to the player
is a decision. Options: none.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from . import dc_text
from .cards import DECKTET
from .core import GameInfo, GameState, IllegalAction, Metric, Outcome, Seat, rng_for
from .dc_text import LOSS_DAMAGE, NAME, RANK, SLOT_NAME, WIN_CAPTURED

SLUG = "defend-and-capture"
TITLE = "Defend and Capture"
HASTEN_AT = 8
TURN_CAP = 300  # DC-19
MAX_EVENTS = 8

SUITS: dict[str, frozenset[str]] = {c: frozenset(card.suits) for c, card in DECKTET.items()}
PERSONALITY: frozenset[str] = frozenset(c for c, card in DECKTET.items() if card.is_personality)
SLOTS = ("d1", "d2", "d3", "s1", "s2", "s3")
# Battleground cells a counterattack from each slot touches, in board order (DC-10).
AFFECTED = {
    "d1": (0, 3, 6),
    "d2": (1, 4, 7),
    "d3": (2, 5, 8),
    "s1": (0, 1, 2),
    "s2": (3, 4, 5),
    "s3": (6, 7, 8),
}

_ME = frozenset({0})
_NOBODY: frozenset[int] = frozenset()


@dataclass(frozen=True)
class DCView:
    """The whole table: every card is face up (DC-18); only deck order is hidden."""

    battleground: tuple[tuple[str | None, ...], ...]  # 3 rows, top row first
    defense: tuple[str | None, ...]  # d1..d3
    side: tuple[str | None, ...]  # s1..s3
    hand: tuple[str, ...]
    captured: tuple[str, ...]
    damaged: tuple[str, ...]
    damage: int
    deck_count: int
    discard_count: int
    discard_top: str | None
    turn: int
    phase: str  # "actions" | "discard" | "over"
    actions_left: int
    actions_per_turn: int  # Y (DC-8)
    hand_target: int  # X (DC-7)
    events: tuple[str, ...]
    result: str | None
    won: bool | None


class DCState(GameState):
    """A Defend and Capture position. Mutable only inside `_apply` on a fresh clone."""

    # Field names, in JSON order; every field is an int, a str/None or a list of codes.
    _LISTS = ("bg", "defense", "side", "hand", "captured", "damaged", "deck", "discard", "events")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed
        self.counter = counter
        self.bg: list[str | None] = [None] * 9  # row-major, top row first
        self.defense: list[str | None] = [None] * 3
        self.side: list[str | None] = [None] * 3
        self.hand: list[str] = []
        self.captured: list[str] = []
        self.damaged: list[str] = []
        self.deck: list[str] = []  # the top card is the last one
        self.discard: list[str] = []  # the top card is the last one
        self.events: list[str] = []
        self.turn = 0
        self.phase = "actions"
        self.actions_left = 0
        self.y = 0
        self.x = 0
        self.result: str | None = None  # "win" | "loss" | "abandoned"
        self.reason: str | None = None

    # --- contract --------------------------------------------------------------
    @property
    def players(self) -> int:
        return 1

    def to_act(self) -> frozenset[Seat]:
        return _NOBODY if self.result else _ME

    def outcome(self) -> Outcome | None:
        if not self.result:
            return None
        return Outcome(
            winners=_ME if self.result == "win" else _NOBODY,
            scores=(len(self.captured),),
            reason=self.reason or "",
            stats=({"damage": self.damage, "turns": self.turn, "captured": len(self.captured)},),
            result=(self.result,),
        )

    @property
    def damage(self) -> int:
        return sum(RANK[c] for c in self.damaged)

    def resign(self, seat: Seat) -> "DCState":
        if self.result:
            raise IllegalAction("This game is over.")
        s = self._clone()
        s.events = ["You gave up the defence."]
        s._finish("loss", "You resigned.")
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": SLUG,
            "seed": self.seed,
            "counter": self.counter,
            "bg": list(self.bg),
            "defense": list(self.defense),
            "side": list(self.side),
            "hand": list(self.hand),
            "captured": list(self.captured),
            "damaged": list(self.damaged),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "events": list(self.events),
            "turn": self.turn,
            "phase": self.phase,
            "actions_left": self.actions_left,
            "y": self.y,
            "x": self.x,
            "result": self.result,
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "DCState":
        if data.get("game", SLUG) != SLUG:
            raise ValueError(f"not a {TITLE} state: {data.get('game')!r}")
        s = cls(int(data["seed"]), int(data.get("counter", 0)))
        for key in cls._LISTS:
            if key in data:
                setattr(s, key, list(data[key]))
        for key in ("turn", "actions_left", "y", "x"):
            if key in data:
                setattr(s, key, int(data[key]))
        s.phase = data.get("phase", "actions")
        s.result = data.get("result")
        s.reason = data.get("reason")
        if len(s.bg) != 9 or len(s.defense) != 3 or len(s.side) != 3:
            raise ValueError("bad table shape")
        return s

    def _clone(self) -> "DCState":
        # Cheaper than copy.copy; lists stay shared until a handler copies what it changes.
        new = object.__new__(DCState)
        d = dict(self.__dict__)
        d.pop("_legal_cache", None)
        new.__dict__ = d
        return new

    # --- legal actions -----------------------------------------------------------
    def _slot_card(self, slot: str) -> str | None:
        return dc_text.slot_card(self, slot)

    def _legal(self, seat: Seat) -> tuple[str, ...]:
        if self.result or seat != 0:
            return ()
        hand = self.hand
        if self.phase == "discard":
            return tuple([f"discard.{c}" for c in hand] + ["done"])
        out: list[str] = []
        for c in hand:
            out += [f"play.{c}.{sl}" for sl in SLOTS]
        filled = [sl for sl in SLOTS if self._slot_card(sl)]
        out += [f"counter.{sl}" for sl in filled]
        for c in hand:
            out += [f"interchange.{c}.{k}" for k in self.captured]
        if self.damaged:
            for c in hand:
                r = RANK[c]
                out += [f"sacrifice.{c}.{d}" for d in self.damaged if RANK[d] < r]  # DC-13
        out += [f"withdraw.{sl}" for sl in filled]
        out.append("end")
        return tuple(out)

    # --- applying ------------------------------------------------------------------
    def _apply(self, seat: Seat, action: str) -> "DCState":
        s = self._clone()
        s.events = []
        parts = action.split(".")
        verb = parts[0]
        if s.phase == "discard":
            if verb == "done":
                s._end_turn()
            else:
                s.hand = [c for c in s.hand if c != parts[1]]
                s.discard = s.discard + [parts[1]]
                if not s.hand:
                    # Nothing left to decide: finish the turn as an empty discard step would.
                    s._end_turn()
            return s
        if verb != "end":
            s.actions_left -= 1  # DC-9: every action costs 1, even one with no effect
            getattr(s, "_do_" + verb)(*parts[1:])
            if s.result:
                return s
        if verb == "end" or s.actions_left <= 0:
            s._begin_discard()
        return s

    def _do_play(self, card: str, slot: str) -> None:
        hand = list(self.hand)
        hand.remove(card)
        self.hand = hand
        row, i = self._slot_list(slot)
        old = row[i]
        row[i] = card
        if old:
            self.discard = self.discard + [old]  # DC-11: the replaced card is discarded

    def _slot_list(self, slot: str) -> tuple[list[str | None], int]:
        """A fresh copy of the slot's row (stored on self) and the slot's index."""
        i = int(slot[1]) - 1
        if slot[0] == "d":
            self.defense = row = list(self.defense)
        else:
            self.side = row = list(self.side)
        return row, i

    def _do_withdraw(self, slot: str) -> None:  # DC-14
        row, i = self._slot_list(slot)
        card = row[i]
        row[i] = None
        self.hand = self.hand + [card]  # type: ignore[list-item]

    def _do_interchange(self, card: str, kept: str) -> None:  # DC-12: no rank limit
        hand, captured = list(self.hand), list(self.captured)
        hand[hand.index(card)] = kept
        captured[captured.index(kept)] = card
        self.hand, self.captured = hand, captured
        self.events.append(f"You swap {NAME[card]} into Captured for {NAME[kept]}.")

    def _do_sacrifice(self, card: str, damaged: str) -> None:
        # DC-13: the damaged card is strictly lower, so damage rises; check the loss at once.
        hand, dmg = list(self.hand), list(self.damaged)
        hand[hand.index(card)] = damaged
        dmg[dmg.index(damaged)] = card
        self.hand, self.damaged = hand, dmg
        total = self.damage
        self.events.append(
            f"You sacrifice {NAME[card]} to take back {NAME[damaged]}: damage is now {total}."
        )
        if total >= LOSS_DAMAGE:
            self._finish("loss", f"Damage reached {total} after a sacrifice: the town falls.")

    def _do_counter(self, slot: str) -> None:
        """DC-10: each affected card is judged by its own column's Defense card and its
        own row's Side card; both must share a suit with it; sum > rank destroys, sum ==
        rank captures. Stop at once on the 12th capture."""
        bg = self.bg
        results: list[str] = []
        new_bg: list[str | None] | None = None
        for cell in AFFECTED[slot]:
            enemy = bg[cell]
            if not enemy:
                continue
            d, sd = self.defense[cell % 3], self.side[cell // 3]
            if not d or not sd:
                continue
            suits = SUITS[enemy]
            if suits.isdisjoint(SUITS[d]) or suits.isdisjoint(SUITS[sd]):
                continue
            total, rank = RANK[d] + RANK[sd], RANK[enemy]
            if total < rank:
                continue
            if new_bg is None:
                new_bg = self.bg = list(bg)
            new_bg[cell] = None
            if total > rank:
                self.discard = self.discard + [enemy]
                results.append(f"{NAME[enemy]} destroyed")
            else:
                self.captured = self.captured + [enemy]
                results.append(f"{NAME[enemy]} captured")
                if len(self.captured) >= WIN_CAPTURED:
                    break
        where = SLOT_NAME[slot]
        if results:
            self.events.append(f"Counterattack from {where}: {', '.join(results)}.")
        else:
            self.events.append(f"Counterattack from {where}: no effect.")
        if len(self.captured) >= WIN_CAPTURED:
            self._finish("win", f"{len(self.captured)} enemies captured: the town is safe. You win!")

    # --- turn flow -------------------------------------------------------------------
    def _begin_discard(self) -> None:
        if self.hand:
            self.phase = "discard"
        else:
            self._end_turn()  # DC-15: an empty hand skips the discard step

    def _end_turn(self) -> None:
        """Run enemy phases and draws until the player has a decision or the game ends."""
        # Own every list once so the enemy phase and draws may mutate them in place.
        for key in self._LISTS:
            setattr(self, key, list(getattr(self, key)))
        while True:
            if self.turn >= TURN_CAP:
                self._finish("abandoned", f"No result after {TURN_CAP} turns: game abandoned (DC-19).")
                return
            self.turn += 1
            self._enemy_phase()
            if self.result:
                return
            self._player_phase()
            if self.actions_left > 0:
                return
            if self.hand:
                self.phase = "discard"
                return

    def _enemy_phase(self) -> None:
        # DC-6: the captured count cannot change during the Enemy Phase, so check once.
        passes = 2 if len(self.captured) >= HASTEN_AT else 1
        for p in range(passes):
            self._attack(hasten=p == 1)
            if self.result:
                return
            bg = self.bg
            bg[6:9] = bg[3:6]  # DC-4: straight down, gaps stay
            bg[3:6] = bg[0:3]
            arrived = []
            for i in range(3):
                card = self._draw()
                bg[i] = card  # DC-5: None when both piles are empty
                if card:
                    arrived.append(NAME[card])
            head = "Hasten: " if p == 1 else ""
            if arrived:
                self._event(f"{head}Enemies advance; {', '.join(arrived)} arrive.")
            else:
                self._event(f"{head}Enemies advance; no reinforcements are left.")

    def _attack(self, hasten: bool) -> None:
        """DC-2/DC-3: bottom row left to right; the loss is checked after each hit."""
        bg = self.bg
        lines: list[str] = []
        for col in range(3):
            enemy = bg[6 + col]
            if not enemy:
                continue
            bg[6 + col] = None
            defender = self.defense[col]
            if defender is None:
                self.damaged.append(enemy)
                lines.append(f"{NAME[enemy]} breaks through for {RANK[enemy]} damage")
            elif RANK[defender] <= RANK[enemy]:  # DC-3: the defender's rank is the damage
                self.defense[col] = None
                self.damaged.append(defender)
                self.discard.append(enemy)
                lines.append(f"{NAME[enemy]} beats {NAME[defender]} ({RANK[defender]} damage)")
            else:
                self.discard.append(enemy)
                lines.append(f"{NAME[defender]} repels {NAME[enemy]}")
                continue
            total = self.damage
            if total >= LOSS_DAMAGE:
                self._event(("Hasten attack: " if hasten else "Attack: ") + "; ".join(lines) + ".")
                self._finish("loss", f"Damage reached {total}: the town falls.")
                return
        if lines:
            self._event(("Hasten attack: " if hasten else "Attack: ") + "; ".join(lines) + ".")

    def _player_phase(self) -> None:
        # DC-7 / DC-8: X and Y are fixed now; captures this turn count from the next turn.
        captured = self.captured
        self.y = y = sum(1 for c in captured if c in PERSONALITY)
        self.x = x = len(captured) - y
        need = x - len(self.hand)
        if need > 0:
            hand = self.hand
            start = len(hand)
            for _ in range(need):
                card = self._draw()
                if not card:
                    break
                hand.append(card)
            got = len(hand) - start
            self._event(f"Turn {self.turn}: you draw {got} card{'s' * (got != 1)}.")
        else:
            self._event(f"Turn {self.turn}: you hold {len(self.hand)} cards, so you draw none.")
        self.actions_left = y
        self.phase = "actions"

    def _draw(self) -> str | None:
        """DC-16: reshuffle only when a draw finds the deck empty; DC-5: None if no cards."""
        if not self.deck:
            if not self.discard:
                return None
            deck = list(self.discard)
            rng_for(self.seed, self.counter).shuffle(deck)
            self.counter += 1
            self.deck, self.discard = deck, []
            self._event(f"The discard pile ({len(deck)} cards) is reshuffled into a new deck.")
        return self.deck.pop()  # safe: _end_turn gave this state its own lists

    def _event(self, line: str) -> None:
        self.events.append(line)

    def _finish(self, result: str, reason: str) -> None:
        self.result = result
        self.reason = reason
        self.phase = "over"
        self.actions_left = 0

    # --- words ---------------------------------------------------------------------
    def view(self, seat: Seat | None = None) -> DCView:
        bg = self.bg
        won = None if not self.result else self.result == "win"
        return DCView(
            battleground=(tuple(bg[0:3]), tuple(bg[3:6]), tuple(bg[6:9])),
            defense=tuple(self.defense),
            side=tuple(self.side),
            hand=tuple(self.hand),
            captured=tuple(self.captured),
            damaged=tuple(self.damaged),
            damage=self.damage,
            deck_count=len(self.deck),
            discard_count=len(self.discard),
            discard_top=self.discard[-1] if self.discard else None,
            turn=self.turn,
            phase=self.phase,
            actions_left=self.actions_left,
            actions_per_turn=self.y,
            hand_target=self.x,
            events=tuple(self.events[-MAX_EVENTS:]),
            result=self.reason if self.result else None,
            won=won,
        )

    def label(self, token: str) -> str:
        return dc_text.label(self, token)

    def prompt(self, path: Sequence[str]) -> str:
        return dc_text.prompt(self, path)

    def describe(self, seat: Seat, action: str, viewer: Seat | None = None) -> str:
        return dc_text.describe(self, action)

    def status(self, viewer: Seat | None = None) -> str:
        return dc_text.status(self)

    def explain_illegal(self, seat: Seat, action: str) -> str:
        return dc_text.explain_illegal(self, action)


def _deal(seed: int) -> DCState:
    """DC-17: 2 of the 8 Pawns/Courts and 2 of the 30 rank 1-9 cards start in Captured.

    One shuffle of all 44 cards; like the digital version, the first two of each pool in
    shuffled order are captured and the rest, in order, is the deck.
    """
    s = DCState(seed, 0)
    cards = list(DECKTET)
    rng_for(seed, 0).shuffle(cards)
    s.counter = 1
    courts = [c for c in cards if DECKTET[c].kind in ("pawn", "court")][:2]
    low = [c for c in cards if RANK[c] < 10][:2]
    s.captured = courts + low
    taken = set(s.captured)
    s.deck = [c for c in cards if c not in taken]
    s._end_turn()  # DC-1: turn 1 begins with an Enemy Phase
    return s


def new_game(players: int = 1, seed: int = 0, options: Mapping[str, Any] | None = None) -> DCState:
    if players != 1:
        raise IllegalAction(f"{TITLE} is a solo game.")
    INFO.resolve_options(options)
    return _deal(int(seed))


def from_json(data: Mapping[str, Any]) -> DCState:
    return DCState.from_json(data)


INFO = GameInfo(
    key=SLUG,
    title=TITLE,
    players=(1,),
    new_game=new_game,
    from_json=from_json,
    summary="Solo Decktet: hold the walls and capture 12 enemies before you take 20 damage.",
    options=(),
    metrics=(
        Metric("damage", "least damage", higher_is_better=False),
        Metric("turns", "fewest turns", higher_is_better=False),
    ),
    rules_markdown=(Path(__file__).parent / "rules" / "defend-and-capture.md").read_text(),
)
