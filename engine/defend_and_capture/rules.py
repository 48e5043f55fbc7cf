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
  DC-10, DC-13). Safety cap (DC-19): after turn 300 the game ends as abandoned, with the
  outcome's ending "cap".
- The Main Deck is reshuffled from the discard pile only when a draw finds it empty (DC-16).
- Every card is face up (DC-18): the public table shows everything the player may know.

Action grammar (one seat, 0; parsed and spelled only by `actions.py`):
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

Events (codes with named arguments, worded by `words.py`; all public), since the last move
(`ARG_NAMES` gives each code's arguments):
  attack.breach (enemy, damage, slot)            an enemy hits an empty Defense slot
  attack.beats (enemy, defender, damage, slot)   the defender goes to Damaged (DC-3)
  attack.repelled (enemy, defender, slot)        a stronger defender holds
  hasten ()                                      the second pass of the Enemy Phase (DC-6)
  advance (cards: the 0-3 that arrive)           enemies move down (DC-5)
  draw (turn, n: drawn) / draw.none (turn, n: held)   the Player Phase draw (DC-7)
  reshuffle (n: cards)                           the discard pile becomes the deck (DC-16)
  counter (slot, captured, destroyed: cards)     a counterattack's results (DC-10)
  interchange (card: from hand, kept: from Captured)   (DC-12)
  sacrifice (card: from hand, taken: from Damaged, damage: the new total)   (DC-13)
  stop (ending)                                  resigned, ran out of time or abandoned
The move's own describe line says what the player did, so its events word only what
followed (the counterattack's results, the damage a sacrifice adds); `interchange`, which
adds nothing to that line, and `stop`, which the outcome's reason says, are echo events.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Mapping, Sequence

from engine.cards import DECKTET
from engine.core import (Ending, Event, GameState, Outcome, Result, Seat, events_from_json, events_to_json,
                         rng_for, word_log)
from i18n import Message

from .actions import COUNTER, DISCARD, DONE, END, INTERCHANGE, PLAY, SACRIFICE, WITHDRAW, Move, parse
from .constants import (AFFECTED, HASTEN_AT, LOSS_DAMAGE, PERSONALITY, RANK, SLOTS, SLUG, TITLE, TURN_CAP,
                        WIN_CAPTURED)
from .counterattack import counter_result
from .views import LOG_LINES, DCView

_ME = frozenset({0})
_NOBODY: frozenset[int] = frozenset()

# Why a game stopped (the state's `end`) -> (the seat's result, the outcome's ending, the
# catalogue key of the outcome's reason).
ENDS: dict[str, tuple[Result, Ending, str]] = {
    "captured": (Result.WIN, Ending.NORMAL, "defend-and-capture-reason-captured"),  # 12 cards in Captured
    "damage": (Result.LOSS, Ending.NORMAL, "defend-and-capture-reason-damage"),  # 20 damage from an attack (DC-2)
    "sacrifice": (Result.LOSS, Ending.NORMAL, "defend-and-capture-reason-sacrifice"),  # 20 after a sacrifice (DC-13)
    "cap": (Result.ABANDONED, Ending.CAP, "defend-and-capture-reason-cap"),  # DC-19
    "resign": (Result.LOSS, Ending.RESIGN, "defend-and-capture-reason-resign"),
    "timeout": (Result.LOSS, Ending.TIMEOUT, "defend-and-capture-reason-timeout"),
    "abandon": (Result.ABANDONED, Ending.ABANDON, "defend-and-capture-reason-abandon"),
}

# Each event's argument names, in the order games stored before arguments were named kept
# them (a list): `from_json` names those on load.  `advance` and `counter` took a variable
# number; `_stored_event` first gathers their lists into these arguments.
ARG_NAMES: dict[str, tuple[str, ...]] = {
    "attack.breach": ("enemy", "damage", "slot"),
    "attack.beats": ("enemy", "defender", "damage", "slot"),
    "attack.repelled": ("enemy", "defender", "slot"),
    "hasten": (),
    "advance": ("cards",),
    "draw": ("turn", "n"),
    "draw.none": ("turn", "n"),
    "reshuffle": ("n",),
    "counter": ("slot", "captured", "destroyed"),
    "interchange": ("card", "kept"),
    "sacrifice": ("card", "taken", "damage"),
    "stop": ("ending",),
}


class DCState(GameState[DCView]):
    """A Defend and Capture position. Mutable only inside `_apply` on a fresh copy, and
    only after a handler has replaced the list it changes (copies share their lists).

    Its words module (`GameState.words`) is attached by the package, which imports both:
    the rules never name their words."""

    echo_events: ClassVar[frozenset[str]] = frozenset({"interchange", "stop"})
    # List fields, in JSON order; each holds card codes (None for an empty cell or slot).
    _LISTS = ("bg", "defense", "side", "hand", "captured", "damaged", "deck", "discard")

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
        self.events: list[Event] = []  # what happened since the player's last move
        self.turn = 0
        self.phase = "actions"
        self.actions_left = 0
        self.y = 0
        self.x = 0
        self.end: str | None = None  # a key of ENDS once the game is over

    # --- contract --------------------------------------------------------------
    @property
    def players(self) -> int:
        return 1

    def to_act(self) -> frozenset[Seat]:
        return _NOBODY if self.end else _ME

    def outcome(self) -> Outcome | None:
        if not self.end:
            return None
        result, ending, reason = ENDS[self.end]
        return Outcome(
            winners=_ME if result == Result.WIN else _NOBODY,
            scores=(len(self.captured),),
            reason=self._reason(reason),
            stats=({"damage": self.damage, "turns": self.turn, "captured": len(self.captured)},),
            result=(result,),
            ending=ending,
        )

    def _reason(self, key: str) -> Message:
        """The outcome's reason (catalogue `key`), with the figure it reads."""
        if self.end == "captured":
            return Message(key, n=len(self.captured))
        if self.end in ("damage", "sacrifice"):
            return Message(key, damage=self.damage)
        if self.end == "cap":
            return Message(key, turns=TURN_CAP)
        return Message(key)

    @property
    def damage(self) -> int:
        return sum(RANK[c] for c in self.damaged)

    def slot_card(self, slot: str) -> str | None:
        """The card in a slot (d1..d3, s1..s3), None when empty or not a slot."""
        if slot not in AFFECTED:
            return None
        i = int(slot[1]) - 1
        return self.defense[i] if slot[0] == "d" else self.side[i]

    def _stop(self, seat: Seat | None, ending: str) -> "DCState":
        s = self.copy()
        s.events = [Event("stop", {"ending": ending})]
        s._finish(ending)  # "resign" / "timeout": a loss; "abandon": abandoned
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
            "events": events_to_json(self.events),
            "turn": self.turn,
            "phase": self.phase,
            "actions_left": self.actions_left,
            "y": self.y,
            "x": self.x,
            "end": self.end,
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
        # Games saved before events were codes stored sentences: those are dropped.
        s.events = list(events_from_json([_stored_event(e) for e in data.get("events", ()) if not isinstance(e, str)],
                                         ARG_NAMES))
        s.end = data.get("end") or _old_end(data)
        if s.end is not None and s.end not in ENDS:
            raise ValueError(f"unknown end: {s.end!r}")
        if len(s.bg) != 9 or len(s.defense) != 3 or len(s.side) != 3:
            raise ValueError("bad table shape")
        return s

    # --- legal actions -----------------------------------------------------------
    def _legal(self, seat: Seat) -> tuple[str, ...]:
        if self.end or seat != 0:
            return ()
        hand = self.hand
        if self.phase == "discard":
            return tuple([DISCARD[c] for c in hand] + [DONE])
        out: list[str] = []
        for c in hand:
            out += PLAY[c]
        filled = [sl for sl in SLOTS if self.slot_card(sl)]
        out += [COUNTER[sl] for sl in filled]
        captured = self.captured
        for c in hand:
            swaps = INTERCHANGE[c]
            out += [swaps[k] for k in captured]
        damaged = self.damaged
        if damaged:
            for c in hand:
                lower = SACRIFICE[c]  # DC-13: only strictly lower damaged cards
                out += [lower[d] for d in damaged if d in lower]
        out += [WITHDRAW[sl] for sl in filled]
        out.append(END)
        return tuple(out)

    # --- applying ------------------------------------------------------------------
    def _apply(self, seat: Seat, action: str) -> "DCState":
        s = self.copy()
        s.events = []
        m = parse(action)
        verb = m.verb
        if s.phase == "discard":
            if verb == "done":
                s._end_turn()
            else:
                s.hand = [c for c in s.hand if c != m.card]
                s.discard = s.discard + [m.card]  # type: ignore[list-item]
                if not s.hand:
                    # Nothing left to decide: finish the turn as an empty discard step would.
                    s._end_turn()
            return s
        if verb != "end":
            s.actions_left -= 1  # DC-9: every action costs 1, even one with no effect
            _DO[verb](s, m)
            if s.end:
                return s
        if verb == "end" or s.actions_left <= 0:
            s._begin_discard()
        return s

    def _do_play(self, m: Move) -> None:
        assert m.card is not None  # the grammar gives play a card
        hand = list(self.hand)
        hand.remove(m.card)
        self.hand = hand
        row, i = self._slot_list(m.slot)  # type: ignore[arg-type]
        old = row[i]
        row[i] = m.card
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

    def _do_withdraw(self, m: Move) -> None:  # DC-14
        row, i = self._slot_list(m.slot)  # type: ignore[arg-type]
        card = row[i]
        row[i] = None
        self.hand = self.hand + [card]  # type: ignore[list-item]

    @staticmethod
    def _swapped(hand: list[str], card: str, pile: list[str], other: str) -> tuple[list[str], list[str]]:
        """The hand's `card` and the pile's `other` trade places, each where the other was."""
        hand, pile = list(hand), list(pile)
        hand[hand.index(card)] = other
        pile[pile.index(other)] = card
        return hand, pile

    def _do_interchange(self, m: Move) -> None:  # DC-12: no rank limit, positions kept
        card, kept = m.card, m.other
        assert card is not None and kept is not None  # the grammar gives both
        self.hand, self.captured = self._swapped(self.hand, card, self.captured, kept)
        self.events.append(Event("interchange", {"card": card, "kept": kept}))

    def _do_sacrifice(self, m: Move) -> None:
        # DC-13: the damaged card is strictly lower, so damage rises; check the loss at once.
        card, taken = m.card, m.other
        assert card is not None and taken is not None  # the grammar gives both
        self.hand, self.damaged = self._swapped(self.hand, card, self.damaged, taken)
        total = self.damage
        self.events.append(Event("sacrifice", {"card": card, "taken": taken, "damage": total}))
        if total >= LOSS_DAMAGE:
            self._finish("sacrifice")

    def _do_counter(self, m: Move) -> None:
        """DC-10: each affected card is judged by its own column's Defense card and its
        own row's Side card; both must share a suit with it; sum > rank destroys, sum ==
        rank captures (`counter_result` judges). Stop at once on the 12th capture."""
        slot = m.slot
        assert slot is not None  # the grammar gives counter a slot
        caught, killed = counter_result(self.bg, self.defense, self.side, slot)
        captured: list[str] = []
        destroyed: list[str] = []
        if caught or killed:
            bg = self.bg = list(self.bg)
            for cell in sorted(caught + killed):  # in board order, as AFFECTED lists them
                enemy = bg[cell]
                assert enemy is not None  # judged: an enemy stands there
                bg[cell] = None
                if cell in killed:
                    self.discard = self.discard + [enemy]
                    destroyed.append(enemy)
                else:
                    self.captured = self.captured + [enemy]
                    captured.append(enemy)
                    if len(self.captured) >= WIN_CAPTURED:
                        break
        self.events.append(Event("counter", {"slot": slot, "captured": tuple(captured),
                                             "destroyed": tuple(destroyed)}))
        if len(self.captured) >= WIN_CAPTURED:
            self._finish("captured")

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
                self._finish("cap")  # DC-19
                return
            self.turn += 1
            self._enemy_phase()
            if self.end:
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
        events = self.events
        for p in range(passes):
            if p == 1:
                events.append(Event("hasten"))
            self._attack()
            if self.end:
                return
            bg = self.bg
            bg[6:9] = bg[3:6]  # DC-4: straight down, gaps stay
            bg[3:6] = bg[0:3]
            arrived = []
            for i in range(3):
                card = self._draw()
                bg[i] = card  # DC-5: None when both piles are empty
                if card:
                    arrived.append(card)
            events.append(Event("advance", {"cards": tuple(arrived)}))

    def _attack(self) -> None:
        """DC-2/DC-3: bottom row left to right, one event per attacker; the loss is
        checked after each card that enters Damaged."""
        bg = self.bg
        events = self.events
        for col in range(3):
            enemy = bg[6 + col]
            if not enemy:
                continue
            bg[6 + col] = None
            slot = SLOTS[col]
            defender = self.defense[col]
            if defender is None:
                self.damaged.append(enemy)
                events.append(Event("attack.breach", {"enemy": enemy, "damage": RANK[enemy], "slot": slot}))
            elif RANK[defender] <= RANK[enemy]:  # DC-3: the defender's rank is the damage
                self.defense[col] = None
                self.damaged.append(defender)
                self.discard.append(enemy)
                events.append(Event("attack.beats", {"enemy": enemy, "defender": defender, "damage": RANK[defender],
                                                     "slot": slot}))
            else:
                self.discard.append(enemy)
                events.append(Event("attack.repelled", {"enemy": enemy, "defender": defender, "slot": slot}))
                continue
            if self.damage >= LOSS_DAMAGE:
                self._finish("damage")
                return

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
            self.events.append(Event("draw", {"turn": self.turn, "n": len(hand) - start}))
        else:
            self.events.append(Event("draw.none", {"turn": self.turn, "n": len(self.hand)}))
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
            self.events.append(Event("reshuffle", {"n": len(deck)}))
        return self.deck.pop()  # safe: _end_turn gave this state its own lists

    def _finish(self, end: str) -> None:
        self.end = end
        self.phase = "over"
        self.actions_left = 0

    # --- the table -------------------------------------------------------------------
    def view(self, seat: Seat | None = None) -> DCView:
        bg = self.bg
        return DCView(
            viewer=seat,
            outcome=self.outcome(),
            log=word_log(self.events, self.words, seat, LOG_LINES),
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
            damage_limit=LOSS_DAMAGE,
            capture_goal=WIN_CAPTURED,
        )


_DO: dict[str, Callable[[DCState, Move], None]] = {
    "play": DCState._do_play,
    "counter": DCState._do_counter,
    "interchange": DCState._do_interchange,
    "sacrifice": DCState._do_sacrifice,
    "withdraw": DCState._do_withdraw,
}


def _stored_event(stored: Sequence[Any]) -> Sequence[Any]:
    """A stored event made ready for `events_from_json`: its lists of cards as tuples, as the
    rules make them (JSON has only lists).  Games stored before events had named arguments
    kept them as a list: `advance`'s and `counter`'s variable numbers of cards are gathered
    into the arguments `ARG_NAMES` gives them."""
    code, args = stored[0], stored[1]
    if isinstance(args, Mapping):
        args = {k: tuple(v) if isinstance(v, list) else v for k, v in args.items()}
    elif code == "advance":
        args = [tuple(args)]
    elif code == "counter":  # slot, then (card, "captured" | "destroyed") pairs
        pairs = list(zip(args[1::2], args[2::2]))
        args = [args[0], tuple(c for c, fate in pairs if fate == "captured"),
                tuple(c for c, fate in pairs if fate == "destroyed")]
    return [code, args, *stored[2:]]


def _old_end(data: Mapping[str, Any]) -> str | None:
    """The `end` of a game saved before it was stored (it kept "result" and a sentence)."""
    result, reason = data.get("result"), str(data.get("reason") or "")
    if not result:
        return None
    if result == "win":
        return "captured"
    if result == "abandoned":
        return "cap"
    if reason.startswith("You resigned"):
        return "resign"
    return "sacrifice" if "sacrifice" in reason else "damage"


def deal(seed: int) -> DCState:
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
