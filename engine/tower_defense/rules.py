"""Tower Defense (Julian "Legend" Jimenez): a solitaire for a standard deck.

Rules in brief (tags refer to CLARIFICATIONS.md, section 5).  The tower is a pile of 5
cards, top face up (cap 5, 6 with the Queen's Revive).  Three enemy armies (left, top,
right) each have a front and a rear rank.  A round (T-1): Enemy Movement (T-3), then the
player draws (T-4) and acts (T-5), then the Enemy Attack (T-9), then the end of round (the
Necromancer's upkeep, the win check T-13).  Actions:
- Defend (T-6): discard hand cards of one colour, opposite the face-up target, worth its
  value or more (rear rank +1); the enemy goes to the discard pile.  J/Q/K defend at 9, an
  Ace never.  Paying more than needed is allowed: the player picks the cards from a
  multi-choice menu (`Pick`); the legal list names the payments in which every card counts.
- Repair (T-7): a hand card of the tower top's colour, exactly 1 away in value (1 or 2
  with Revive), goes under the tower.
- A special card (T-8), paid with another card: of its colour to play it instantly (Ace
  Missile, King Swap, Queen Fortify, Jack Reinforcement), of its suit to keep it as an
  Advantage (Power, Shield, Revive, Trade; at most two, of different ranks).
Tower top specials (T-10): Wizard, Knight, Bard, Traitor.  Face-up enemy specials: the
Necromancer (T-11), Warlord and Banshee (T-9), Thief (T-12).  Win at the end of a round
with the deck empty (T-13); lose the moment the tower is empty.

Options (house rules), all off by default:
  havoc             Jokers in the deck (T-14)
  endless_night     draw to a full hand each turn; the deck must run out twice (T-15)
  total_victory     the board must also be clear of face-up enemies (T-16)
  calm_first_round  no Enemy Movement in round 1 (T-3's flag)
  three_actions     at most 3 actions a turn (T-5's strict reading)
  free_trade        the Jack's Trade any number of times a turn (T-8's other reading)

Action grammar: see `actions.py` (defend.<slot>.<cards> with the cards in hand order,
repair.<card>, missile.<ace>.<slot>.<pay>, swap.<king>.<slot>+<slot>.<pay>, fortify.<queen>.<pay>, reinforce.<jack>.<suit>.<card>.
<pay>, advantage.<card>.<pay>, trade.<card>, drop.<card>, end).

Events: see `events.py` (codes and their named arguments, all public, worded by `words.event`).
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping, Protocol

from i18n import Message

from ..cards import JOKERS
from ..core import Ending, Event, GameState, Outcome, Pick, Result, Seat, Words, events_to_json, rng_for, word_log
from .actions import Move, parse
from .board import (FACE_UP, FACE_UP_PAIRS, FACE_UP_SLOTS, Specials, add_payments, attack, defence_problem, defenders,
                    hand_limit, protected)
from .constants import (ACTIONS_STRICT, CARDS, DEFEND_VALUE, ENEMY_VALUE, MAX_ADVANTAGES, RED, SLOTS, SLUG, SPECIALS,
                        SUIT_WORDS, TOWER_CAP, TOWER_CAP_REVIVE, TOWER_VALUE)
from .events import event, load, new_event
from .phases import RoundPhases
from .views import ArmyView, TDView

_TO_ACT = frozenset({0})
_NOBODY: frozenset[Seat] = frozenset()
_END = event("end")
_SLOT_INDEX = {slot: i for i, slot in enumerate(SLOTS)}
_SUIT_ORDER = {"S": 0, "H": 1, "D": 2, "C": 3}  # the Reinforcement menu's order (T-8)
_DEFEND = tuple(f"defend.{slot}." for slot in SLOTS)
# One string per card and action, shared by every game: dictionary keys hash it once.
_DECKS = {False: CARDS, True: (*CARDS, *JOKERS)}  # `standard_deck`'s order
_REPAIR = {c: f"repair.{c}" for c in CARDS}
_TRADE = {c: f"trade.{c}" for c in CARDS}
_DROP = {c: f"drop.{c}" for c in CARDS}
_SPECIAL_CARDS = frozenset([c for c in CARDS if c[0] in SPECIALS])
_DEFENDER_KIND = {c: 0 if c[0] == "A" else 1 if c[1] in RED else 2 for c in CARDS}  # no Ace defends (T-6)
# T-7: the cards that repair a tower top, by the top and the reach (1, or 2 with Revive).
_REPAIRS_FOR = {(top, reach): frozenset([c for c in CARDS if (c[1] in RED) == (top[1] in RED)
                                         and 1 <= abs(TOWER_VALUE[c] - TOWER_VALUE[top]) <= reach])
                for top in CARDS for reach in (1, 2)}
LOG_LINES = 12
OPTION_NAMES = ("havoc", "endless_night", "total_victory", "calm_first_round", "three_actions", "free_trade")

_FIELDS = (
    "seed", "counter", "options", "deck", "tower", "army", "up", "hand", "discard", "advantages", "removed",
    "reinforced", "round", "phase", "actions", "traded", "passes", "thief_new", "forced", "last_sig",
    "dealt", "events", "result", "ending", "drop_then",
)
_LISTS = ("deck", "tower", "army", "up", "hand", "discard", "advantages", "removed", "reinforced")
_LIST_SET = frozenset(_LISTS)


# The outcome's sentence for a game stopped from outside the rules.
_ENDING_REASONS = {"resign": "tower-defense-reason-resign", "timeout": "tower-defense-reason-timeout",
                   "abandon": "tower-defense-reason-abandon", "cap": "tower-defense-reason-cap"}


def _suit_order(card: str) -> int:
    return _SUIT_ORDER[card[1]]


class TDWords(Words, Protocol):
    """The words module (`words`), with what the view asks of it besides the contract's."""

    def in_force(self, state: Any, sp: Specials) -> tuple[str, ...]: ...


class TowerDefenseState(RoundPhases, GameState[TDView]):
    """One position.  Tuples everywhere: `deck` top first, `tower` top first (its first card
    is the face-up top), `army` the six slots lf lr tf tr rf rr (None when empty) with `up`
    saying which are face up, `discard` bottom first."""

    # The words module reads this class, so the package (`__init__`) attaches it: the rules
    # import no words.
    words: ClassVar[TDWords]
    events_kept: ClassVar[str] = "game"
    echo_events: ClassVar[frozenset[str]] = frozenset({
        "defend", "repair", "missile", "swap", "fortify", "reinforce", "advantage", "trade", "drop", "end",
        "win", "loss", "stalemate", "resign", "timeout", "abandon", "cap"})
    inline_verbs: ClassVar[frozenset[str]] = frozenset({"repair"})  # one click per repair card

    # Its fields are declared once, with what they hold, on RoundPhases.
    events: tuple[Event, ...]

    def __init__(self, **fields: Any) -> None:
        d = self.__dict__
        for name in _FIELDS:
            d[name] = fields[name]

    # --- construction and persistence ---------------------------------------------
    @classmethod
    def new(cls, seed: int, options: Mapping[str, bool]) -> "TowerDefenseState":
        opts = {k: bool(options.get(k, False)) for k in OPTION_NAMES}
        deck = list(_DECKS[opts["havoc"]])
        rng_for(seed, 0).shuffle(deck)
        s: TowerDefenseState = object.__new__(cls)
        d = s.__dict__ = dict(
            seed=seed, counter=1, options=opts, deck=deck, tower=[], army=[None] * 6, up=[False] * 6,
            hand=[], discard=[], advantages=(), removed=(), reinforced=(), round=1, phase="act",
            actions=0, traded=False, passes=0, thief_new=False, forced=False, last_sig="", dealt=0,
            events=(), result=None, ending=None, drop_then="draw")
        ev: list[Event] = []
        sp = s._setup(ev)
        d["events"] = tuple(ev)
        if sp is not None:
            d["_sp"] = sp  # `specials()`, kept for the legal list
        return s._freeze()

    def to_json(self) -> dict[str, Any]:
        d = self.__dict__
        out: dict[str, Any] = {"game": SLUG}
        for name in _FIELDS:
            value = d[name]
            if name in _LIST_SET:
                value = list(value)
            elif name == "events":
                value = events_to_json(value)
            elif name == "options":
                value = dict(value)
            elif name == "drop_then" and value == "draw":
                continue  # the usual case is left out: stored states read as before T-12b's change
            out[name] = value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "TowerDefenseState":
        if data.get("game") != SLUG:
            raise ValueError(f"not a {SLUG} state")
        # Games saved before T-12b's discard could come mid-round were always dropping
        # before their draw.
        f = {name: data[name] if name != "drop_then" else data.get(name, "draw") for name in _FIELDS}
        for name in _LISTS:
            f[name] = tuple(f[name])
        f["options"] = {k: bool(f["options"].get(k, False)) for k in OPTION_NAMES}
        f["events"] = load(f["events"])
        return cls(**f)

    def _freeze(self) -> "TowerDefenseState":
        d = self.__dict__
        for name in _LISTS:
            d[name] = tuple(d[name])
        return self

    def specials(self) -> Specials:
        found: Specials | None = self.__dict__.get("_sp")
        return found if found is not None else RoundPhases.specials(self)

    def copy(self) -> "TowerDefenseState":
        # A copy may have its fields replaced (search's worlds): it keeps no specials.
        new = super().copy()
        new.__dict__.pop("_sp", None)
        return new

    # --- contract ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return 1

    def to_act(self) -> frozenset[Seat]:
        return _NOBODY if self.phase == "over" else _TO_ACT

    def legal_actions(self, seat: Seat) -> tuple[str, ...]:
        # `GameState.legal_actions`, the cached list first: search asks for it at every step.
        d = self.__dict__
        cache = d.get("_legal_cache")
        if cache is not None:
            found = cache.get(seat)
            if found is not None:
                return found
        else:
            cache = d["_legal_cache"] = {}
        if self.phase == "over" or seat not in _TO_ACT:  # `to_act`
            return ()
        found = cache[seat] = self._legal(seat)
        return found

    def hand_limit(self) -> int:
        return hand_limit(self.specials())

    def budget_left(self) -> bool:
        """T-5: unlimited actions by default; three a turn with the strict reading."""
        return not self.options["three_actions"] or self.actions < ACTIONS_STRICT

    def _legal(self, seat: Seat) -> tuple[str, ...]:
        phase = self.phase
        if phase == "drop":
            return tuple([_DROP[c] for c in self.hand])
        if phase != "act":
            return ()
        out: list[str] = []
        sp = self.specials()
        options = self.options
        if not options["three_actions"] or self.actions < ACTIONS_STRICT:  # T-5
            self._defences(out, sp)
            self._repairs(out, sp)
            if not sp.necromancer:  # T-11: no special card may be played
                self._specials(out, sp)
        if sp.trade and self.deck and (options["free_trade"] or not self.traded):  # T-8
            out.extend([_TRADE[c] for c in self.hand])
        out.append("end")
        return tuple(out)

    def _defences(self, out: list[str], sp: Specials) -> None:
        """T-6: every face-up enemy not shielded by the Traitor, with the payments that reach
        its value in which each card counts (larger ones are `_also_legal`)."""
        army, up = self.army, self.up
        safe = protected(army, up, sp) if sp.traitor is not None else ()
        bonus = 1 if sp.shield else 0
        # `defenders` once per colour, with what all of them are worth together: never an
        # Ace; the target's opposite colour unless Power.
        reds: list[str] = []
        blacks: list[str] = []
        red_worth = black_worth = 0
        for c in self.hand:
            kind = _DEFENDER_KIND[c]
            if kind == 1:
                reds.append(c)
                red_worth += DEFEND_VALUE[c] + bonus
            elif kind == 2:
                blacks.append(c)
                black_worth += DEFEND_VALUE[c] + bonus
        if sp.power:
            against_red = against_black = tuple([c for c in self.hand if _DEFENDER_KIND[c]])
            worth_red = worth_black = red_worth + black_worth
        else:
            against_red, against_black = tuple(blacks), tuple(reds)
            worth_red, worth_black = black_worth, red_worth
        shift = sp.shift
        rear_more = 1 + sp.banshees
        for i in FACE_UP[tuple(up)]:
            if i in safe:
                continue
            code = army[i]
            need = ENEMY_VALUE[code] + shift  # `target_value`
            if i & 1:
                need += rear_more
            if code[1] in RED:
                cards, worth = against_red, worth_red
            else:
                cards, worth = against_black, worth_black
            if worth >= need:  # about half the targets are out of the whole colour's reach
                add_payments(out, _DEFEND[i], cards, bonus, need)

    def _defendable(self, slot: str) -> bool:
        """A defence against `slot` is a move now: some payment reaches it."""
        return any(a.startswith(f"defend.{slot}.") for a in self.legal_actions(0))

    def _pick(self, seat: Seat, path: tuple[str, ...]) -> Pick | None:
        """T-6: after "defend" and a target, the player picks the cards: every hand card that
        may defend against it (its colour, or any with Power; never an Ace)."""
        if len(path) != 2 or path[0] != "defend" or path[1] not in SLOTS or not self._defendable(path[1]):
            return None
        code = self.army[SLOTS.index(path[1])]
        cards, _ = defenders(self.hand, code, self.specials())
        return Pick(cards, 1, len(cards))

    def _also_legal(self, seat: Seat, action: str) -> bool:
        """T-6: any set of defending cards that pays ("equal or exceed"), spelled in hand
        order, against a target the legal list offers a defence for."""
        try:
            m = parse(action)
        except ValueError:
            return False
        slot = m.slots[0] if m.kind == "defend" else ""
        if not slot or self.phase != "act" or not self._defendable(slot):
            return False
        if list(m.cards) != [c for c in self.hand if c in m.cards]:
            return False  # one spelling per move: the hand's order
        i = SLOTS.index(slot)
        return defence_problem(self.hand, self.army[i], i % 2 == 1, self.specials(), m.cards) is None

    def _repairs(self, out: list[str], sp: Specials) -> None:
        """T-7: same colour as the top, exactly 1 away (1 or 2 with Revive), under the cap."""
        tower = self.tower
        if not tower or len(tower) >= (TOWER_CAP_REVIVE if sp.revive else TOWER_CAP):
            return
        fits = _REPAIRS_FOR[tower[0], 2 if sp.revive else 1]
        if not fits.isdisjoint(self.hand):  # seldom
            out.extend([_REPAIR[c] for c in self.hand if c in fits])

    def _specials(self, out: list[str], sp: Specials) -> None:
        """T-8: instants paid with another card of the colour, Advantages with the suit."""
        hand = self.hand
        if _SPECIAL_CARDS.isdisjoint(hand):  # half the hands hold none
            return
        cards = [c for c in hand if c[0] in SPECIALS]
        reds = [c for c in hand if c[1] in RED]
        blacks = [c for c in hand if c[1] not in RED]
        advantages = self.advantages
        room = len(advantages) < MAX_ADVANTAGES
        held = {c[0] for c in advantages} if advantages else ()
        for card in cards:
            r = card[0]
            pays = [c for c in (reds if card[1] in RED else blacks) if c != card]
            if pays:
                if r == "A" or r == "K":
                    if r == "A":
                        targets = FACE_UP_SLOTS[tuple(self.up)]
                        out.extend([f"missile.{card}.{t}.{p}" for t in targets for p in pays])
                    else:
                        pairs = FACE_UP_PAIRS[tuple(self.up)]
                        out.extend([f"swap.{card}.{pair}.{p}" for pair in pairs for p in pays])
                elif r == "Q":  # T-8: legal on a one-card tower too (it changes nothing there)
                    out.extend([f"fortify.{card}.{p}" for p in pays])
                else:
                    # Split by suit (spades, hearts, diamonds, clubs): at most 13 cards a step.
                    taken = sorted([t for t in self.discard if t[1] in _SUIT_ORDER], key=_suit_order)
                    out.extend([f"reinforce.{card}.{SUIT_WORDS[t[1]]}.{t}.{p}" for t in taken for p in pays])
            if room and r not in held:
                suit = card[1]
                out.extend([f"advantage.{card}.{c}" for c in hand if c != card and c[1] == suit])

    def apply(self, seat: Seat, action: str) -> "TowerDefenseState":
        # Search's playouts ask for the legal list and then apply one of its moves: a move
        # found in the list already cached has passed every check `GameState.apply` makes.
        cache = self.__dict__.get("_legal_cache")
        if cache is not None and seat.__class__ is int and action in cache.get(seat, ()):
            return self._apply(seat, action)
        return super().apply(seat, action)  # type: ignore[return-value]

    def _apply(self, seat: Seat, action: str) -> "TowerDefenseState":
        # A copy whose busy card collections are lists, built straight from the fields and
        # spelled out (every move of every playout comes through here).  The deck, the
        # longest, is copied only for the moves that draw: the others at most put a card
        # under it, with `+=`, which suits a tuple as well as a list.
        d = self.__dict__.copy()
        d.pop("_legal_cache", None)
        d.pop("_sp", None)
        d["tower"], d["army"], d["up"] = list(d["tower"]), list(d["army"]), list(d["up"])
        d["hand"], d["discard"] = list(d["hand"]), list(d["discard"])
        s: TowerDefenseState = object.__new__(TowerDefenseState)
        s.__dict__ = d
        ev: list[Event] = []
        sp: Specials | None
        if action == "end":
            d["deck"] = list(d["deck"])
            s.forced = self.legal_actions(0) == ("end",)
            ev.append(_END)
            # Every way through the round settles the specials (T-7, T-11) after the last
            # change to them (drawing changes none), so no settling is left to do here.
            sp = s._end_turn(ev, self.specials())
        else:
            m = parse(action)
            k = m.kind
            if k == "drop":
                d["deck"] = list(d["deck"])
                sp = s._drop(m.card, ev)
            else:
                if k == "trade":
                    d["deck"] = list(d["deck"])
                else:
                    s.actions += 1
                _MOVES[k](s, m, ev)
                if s.phase == "over":
                    sp = None
                elif self._moves_specials(m):
                    sp = s._settle_specials(ev)
                else:
                    sp = self.specials()
        if sp is not None:
            d["_sp"] = sp  # `specials()` of the new state, kept for its legal list
        d["events"] = self.events + tuple(ev)
        d["deck"], d["tower"], d["army"] = tuple(d["deck"]), tuple(d["tower"]), tuple(d["army"])
        d["up"], d["hand"], d["discard"] = tuple(d["up"]), tuple(d["hand"]), tuple(d["discard"])
        return s

    def _moves_specials(self, m: Move) -> bool:
        """Whether the move may change what the specials depend on: the face-up J/Q/K/A
        enemies, the tower top, the Advantages.  Most moves do not (a defence against a 2-10,
        a repair under the tower, a swap of two face-up enemies, a card taken or traded), and
        then the specials in force stay as they were, with nothing to settle (T-7, T-11)."""
        k = m.kind
        if k == "defend" or k == "missile":
            return self.army[_SLOT_INDEX[m.slots[0]]][0] in SPECIALS
        return k == "fortify" or k == "advantage"

    # --- the player's moves ----------------------------------------------------------
    def _take(self, slot: str) -> str:
        i = _SLOT_INDEX[slot]
        code = self.army[i]
        self.army[i] = None
        self.up[i] = False
        self.discard.append(code)
        return code

    def _do_defend(self, m: Move, ev: list[Event]) -> None:
        target = self._take(m.slots[0])  # T-6: a defended enemy goes to the discard pile
        for c in m.cards:
            self._discard_from_hand(c)
        ev.append(new_event("defend", {"slot": m.slots[0], "card": target, "cards": m.cards}))

    def _do_repair(self, m: Move, ev: list[Event]) -> None:
        self.hand.remove(m.card)
        if m.card in self.reinforced:
            self._unreinforce(m.card)
        self.tower.append(m.card)  # T-7: under the tower
        ev.append(new_event("repair", {"card": m.card, "n": len(self.tower)}))

    def _pay(self, m: Move) -> None:
        """T-8: the payment and then the special card go to the discard pile."""
        self._discard_from_hand(m.pay)
        self._discard_from_hand(m.card)

    def _do_missile(self, m: Move, ev: list[Event]) -> None:
        # T-8: the payment first, then the effect, then the Ace ("discarded after its effect"):
        # the Ace lies on top of the enemy it removed.
        self._discard_from_hand(m.pay)
        target = self._take(m.slots[0])
        self._discard_from_hand(m.card)
        ev.append(new_event("missile", {"card": m.card, "slot": m.slots[0], "target": target, "pay": m.pay}))

    def _do_swap(self, m: Move, ev: list[Event]) -> None:
        self._pay(m)
        a, b = _SLOT_INDEX[m.slots[0]], _SLOT_INDEX[m.slots[1]]
        army = self.army
        army[a], army[b] = army[b], army[a]
        ev.append(new_event("swap", {"card": m.card, "first_slot": m.slots[0], "first": army[b],
                                     "second_slot": m.slots[1], "second": army[a], "pay": m.pay}))

    def _do_fortify(self, m: Move, ev: list[Event]) -> None:
        self._pay(m)
        old = self.tower.pop(0)
        self.tower.append(old)
        if len(self.tower) > 1:
            ev.append(new_event("fortify", {"card": m.card, "under": old, "pay": m.pay}))
            self._reveal_top(ev)
        else:  # `alone`: the tower had one card
            ev.append(new_event("fortify", {"card": m.card, "under": old, "pay": m.pay, "alone": 1}))
        # T-8: a one-card tower keeps its card on top and nothing turns up; the Queen and its
        # payment are discarded all the same.

    def _do_reinforce(self, m: Move, ev: list[Event]) -> None:
        taken = m.cards[0]
        self.discard.remove(taken)  # chosen from the pile as it stood before this play
        self._pay(m)
        self.hand.append(taken)
        self.reinforced += (taken,)  # T-8: discarded at the end of the turn if unused
        ev.append(new_event("reinforce", {"card": m.card, "taken": taken, "pay": m.pay}))

    def _do_advantage(self, m: Move, ev: list[Event]) -> None:
        self._discard_from_hand(m.pay)
        self.hand.remove(m.card)
        if m.card in self.reinforced:
            self._unreinforce(m.card)
        self.advantages += (m.card,)
        ev.append(new_event("advantage", {"card": m.card, "pay": m.pay}))

    def _do_trade(self, m: Move, ev: list[Event]) -> None:
        self._discard_from_hand(m.card)
        self.traded = True
        ev.append(event("trade", card=m.card))
        drawn: list[str] = []
        self._draw_one(ev, drawn)
        ev.append(new_event("draw", {"cards": tuple(drawn)}) if drawn else event("draw.none"))

    def _stop(self, seat: Seat | None, ending: str) -> "TowerDefenseState":
        s: TowerDefenseState = self.copy()
        s.phase = "over"
        s.result = "abandoned" if ending == "abandon" else "loss"
        s.ending = ending
        s.events = self.events + (event(ending, round=self.round),)
        return s

    # --- results -------------------------------------------------------------------
    def needed_passes(self) -> int:
        return 2 if self.options["endless_night"] else 1

    def survived_share(self) -> int:
        """How much of the night was survived, in percent: the deck cards gone through,
        against every card of the night.  Under Endless Night (T-15) the night is the first
        deck and the second, which is the discard pile reshuffled when the first ran out
        (before that, the discard pile as it stands: what the second deck would hold)."""
        if self.result == "win":
            return 100
        base = max(1, self.dealt)
        if self.needed_passes() == 1:
            return min(99, max(0, base - len(self.deck)) * 100 // base)
        second = next((e.args["n"] for e in self.events if e.code == "deck.out"), None)
        if second is None:
            night, gone = base + len(self.discard), base - len(self.deck)
        else:
            night, gone = base + second, base + second - len(self.deck)
        return min(99, max(0, gone) * 100 // max(1, night))

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        won = self.result == "win"
        tower = len(self.tower) if won else 0
        return Outcome(
            winners=frozenset({0}) if won else frozenset(),
            scores=(tower,),
            reason=self._reason(),
            stats=({"tower": tower, "rounds": self.round, "survived": self.survived_share(), "won": int(won)},),
            result=(Result(self.result or "loss"),),
            ending=Ending(self.ending or "normal"),
        )

    def _reason(self) -> Message:
        """The outcome's sentence for a finished game."""
        if self.result == "win":
            total = "yes" if self.options["total_victory"] else "no"  # T-16
            return Message("tower-defense-reason-win", total=total, n=len(self.tower))
        if self.ending in _ENDING_REASONS:
            return Message(_ENDING_REASONS[self.ending])
        if self.events and self.events[-1].code == "stalemate":
            return Message("tower-defense-reason-stalemate")
        return Message("tower-defense-reason-loss", round=self.round)

    def view(self, seat: Seat | None = None) -> TDView:
        # Solo game: the public table shows all the player may know (view(None) ~ view(0)).
        sp = self.specials()
        att = attack(self.army, self.up, self.tower, sp)
        by_army = {u.army: u for u in att.units}
        armies = []
        for a in range(3):
            cells = []
            for i in (2 * a, 2 * a + 1):
                code = self.army[i]
                cells.append(None if code is None else code if self.up[i] else "")
            u = by_army.get(a)
            armies.append(ArmyView(front=cells[0], rear=cells[1], value=u.value if u else None,
                                   attacks=bool(u and u.attacks)))
        return TDView(
            viewer=seat, outcome=self.outcome(), log=word_log(self.events, self.words, seat, LOG_LINES),
            round=self.round, phase=self.phase,
            tower_top=self.tower[0] if self.tower else None, tower_count=len(self.tower),
            tower_cap=self.tower_cap(sp), tower_value=att.against,
            armies=(armies[0], armies[1], armies[2]), attack_total=att.total, breach=att.breach,
            hand=tuple(self.hand), hand_limit=hand_limit(sp), advantages=tuple(self.advantages),
            in_force=self.words.in_force(self, sp), deck_count=len(self.deck),
            discard=tuple(self.discard), reinforced=tuple(self.reinforced),
            actions_taken=self.actions, action_limit=ACTIONS_STRICT if self.options["three_actions"] else 0,
            passes=self.passes, passes_needed=self.needed_passes(),
            havoc=self.options["havoc"], endless_night=self.options["endless_night"],
            total_victory=self.options["total_victory"],
        )


# The player's moves by kind (`TowerDefenseState._apply`).
_MOVES = {k: getattr(TowerDefenseState, "_do_" + k)
          for k in ("defend", "repair", "missile", "swap", "fortify", "reinforce", "advantage", "trade")}

