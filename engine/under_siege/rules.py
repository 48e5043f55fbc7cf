"""Under Siege (version 2, 2006; author known only as "influence82"): two armies, one deck.

Rules in brief (tags refer to CLARIFICATIONS.md, section 3):
- One 52-card deck; each side starts with 20 attrition and 5 cards.  The roles are fixed for
  the game (US-1): the defender deploys first every turn, then the attacker.
- Deploying, privately (US-2): any number of cards face down in an ordered front line; number
  cards 2-10 face down in the reserve pile; J/Q/K face up in the back; one face-down shoot
  card on each face-up Queen (not an Ace; a J/Q/K counts 10 there).  A King face up gives
  +10 attrition (US-12).  The attacker sees how many front cards the defender committed and
  puts each of its own opposite one of them or in an unopposed position (US-3).
- The battle (US-5): the opposed positions are revealed left to right, then the cards going
  through.  A front card counts face value (J/Q/K 10) plus 1 per face-up Jack of its side
  (US-4).  In an encounter the lower side may add one reserve, then the other side if it is
  now lower (US-6); the loser loses the difference.  An Ace beats everything but an Ace and
  costs the loser 1; nothing helps or hurts an Ace (US-13).  A card going through costs its
  value with the Jack bonus (US-8); the player it hits may first fire a loaded Queen's shoot
  card at it: shoot value (card + 2) at least its value stops it, else the difference is
  lost (US-9).  An Ace going through takes out a face card of the victim's choice, or costs
  1 without one (US-13).  At 0 attrition a player loses at once (US-5).
- After the battle: whoever lost strictly less in it gains 1 (US-7); each side with a loaded
  Queen may shoot enemy face cards, defender first; shots stay and a face card with 10 or
  more dies (a King costs its owner 10) (US-10).  Front cards, used reserves and spent shoot
  cards go to the dead pile; unused reserves, the back and the hand stay (US-11).  Both draw
  back to 5, the defender first; an empty deck takes in the shuffled dead pile (US-14).
- Two players: the game stops after 30 turns; more attrition then wins.  Solitaire (one
  seat): you defend against the automaton (US-15), which plays by the rulebook's recipe from
  the seed (US-16); survive 5 turns to win (US-17).

Action grammar (spelled and parsed only by `engine.under_siege.actions`):
  place.<card>.<front | vs<i> | through | reserve | back | on<queen>>   take.<card>   done
  reserve.<card>   intercept.<queen>   remove.<card>   fire.<queen>.<target>   pass
Deploying is the turn of one seat; the battle's choices (reserve, intercept, remove, fire,
pass) are reactions: the deciding seat is in `reacting()`, and `default_action` declines
(or, for an Ace's removal, gives up the cheapest face card).

Options (house rules): `plus_one` "battle" (US-7) or "encounter" (every encounter winner gains
1); `jacks_stack` (US-4, on); `face_shoot_cards` (US-2, on); `challenger_role` random,
defender or attacker: seat 0 is always the challenger (ignored in the solitaire game).

Events: codes with named arguments, listed in `engine.under_siege.events` and worded by
`engine.under_siege.words`.  This module knows no words: the package attaches the words
module to the state (`UnderSiegeState.words`), whose views and outcome read it.
"""

from __future__ import annotations

import marshal
from typing import Any, ClassVar, Mapping, Protocol

from engine.core import (Ending, Event, GameState, Outcome, Result, Seat, Words, events_from_json,
                         events_to_json, rng_for, word_log)
from i18n import Message

from . import battle
from .actions import (BACK, DONE, FIRE, FRONT, INTERCEPT, INTERCEPT_WITH, MAX_POSITIONS,
                      PASS, PLACE, PLACE_BACK, PLACE_FRONT, PLACE_ON, PLACE_RESERVE, PLACE_THROUGH,
                      PLACE_VS, REMOVE, REMOVE_CARD, RESERVE, RESERVE_CARD, TAKE, TAKE_CARD, THROUGH,
                      Move, parse)
from .actions import format as spell
from .events import ARG_NAMES, numbered
from .values import (CARDS, KING_POINTS, START_ATTRITION, hand_order, is_ace, is_king, is_queen,
                     shoot_value)
from .views import LOG_LINES, FaceView, SideView, SiegeView, SlotView

SLUG = "under-siege"
_NOBODY: frozenset[Seat] = frozenset()
# to_act() is asked several times a move: one set per seat, made once.
_ONLY: tuple[frozenset[Seat], frozenset[Seat]] = (frozenset({0}), frozenset({1}))
# The move's own line tells these; "intercept" is not among them: only its event, after the
# move, may name the shoot card turned up (US-9), so every side reads what stopped the card.
_ECHO = frozenset({"deploy", "reserve", "remove", "fire", "end", "stop"})


class SiegeWords(Words, Protocol):
    """What the state reads of its words module (`engine.under_siege.words`), beyond every
    game's: the sides' names, a resolved position and the outcome's reason."""

    def side_name(self, s: Any, side: int) -> str: ...

    def slot_result(self, s: Any, r: dict[str, Any], viewer: Seat | None) -> str: ...

    def outcome_reason(self, s: Any) -> Message: ...


def _deep(x: Any) -> Any:
    """A copy of JSON-like data (lists and dicts copied, scalars shared), for the JSON a
    state gives out or takes in.  marshal's round trip copies it in C: about 10x faster than
    walking it in Python, and it keeps lists, dicts, strings, numbers, booleans and None as
    they are, which is all a state holds.  A move copies less (`_fork`)."""
    return marshal.loads(marshal.dumps(x))


def _fork(d: dict[str, Any]) -> dict[str, Any]:
    """A copy of a state's data for a move to change: the containers the rules change in
    place are copied (a back row's faces too, whose shoot card and shots change); what is
    only ever replaced (options, the last battle, the battle order, a pending choice, the
    shot, the results' entries) is shared.  Several times faster than `_deep`, which copies
    everything; data of an unexpected shape (a hand-made state) falls back to `_deep`."""
    try:
        n = d.copy()
        for key in _PAIRS:
            a, b = d[key]
            n[key] = [a[:], b[:]]
        a, b = d["back"]
        n["back"] = [[[f[0], f[1], f[2][:]] for f in a], [[f[0], f[1], f[2][:]] for f in b]]
        for key in _LISTS:
            n[key] = d[key][:]
        return n
    except (KeyError, TypeError, ValueError, IndexError):
        return _deep(d)


def _fork_side(d: dict[str, Any], seat: int) -> dict[str, Any]:
    """A copy of a state's data for placing or taking back one card while deploying: only
    that seat's hand, fresh cards, front line, reserve pile and back row (a face's shoot
    card changes, its shots do not) are copied."""
    try:
        n = d.copy()
        for key in _PAIRS:
            pair = d[key][:]
            pair[seat] = pair[seat][:]
            n[key] = pair
        back = d["back"][:]
        back[seat] = [f[:] for f in back[seat]]
        n["back"] = back
        return n
    except (KeyError, TypeError, ValueError, IndexError):
        return _deep(d)


_PAIRS = ("hand", "reserve", "front", "fresh")  # a list per side, changed in place
_LISTS = ("deck", "dead", "att", "done", "adds", "asked", "lost", "spent", "adds_used", "results",
          "shooters")


class UnderSiegeState(GameState[SiegeView]):
    """One position.  `d` is the JSON form without the events (see `new` for its keys):
    per side `hand`, `reserve`, `back` (face cards as [card, shoot card or None, shots]),
    `front` (cards by position; the attacker's may have gaps opposite the defender's line),
    `fresh` (cards placed this turn, secret until `done`), `att` (attrition); the battle's
    `order`, `cursor`, `stage`, `adds`, `asked`, `shot`, `lost`, `results`; `pending`
    ([kind, side]) while a seat must decide."""

    words: ClassVar[SiegeWords]  # attached by the package (engine.under_siege)
    events_kept: ClassVar[str] = "game"
    echo_events: ClassVar[frozenset[str]] = _ECHO
    # The first screen shows the cards to place, the reserve cards, the Queens, the face
    # cards an Ace may take out: one click fewer for every choice.
    inline_verbs: ClassVar[frozenset[str]] = frozenset({PLACE, RESERVE, INTERCEPT, REMOVE, FIRE})
    events: tuple[Event, ...]
    d: dict[str, Any]

    def __init__(self, d: dict[str, Any], events: tuple[Event, ...]) -> None:
        self.d = d
        self.events = events

    @classmethod
    def new(cls, seed: int, players: int, opts: Mapping[str, Any]) -> "UnderSiegeState":
        rng = rng_for(seed, 0)
        solo = players == 1
        role = opts["challenger_role"]
        if solo:
            defender = 0  # US-15: the player defends
        elif role == "random":
            defender = rng.randrange(2)
        else:
            defender = 0 if role == "defender" else 1
        deck = list(CARDS)
        rng.shuffle(deck)
        d: dict[str, Any] = {
            "game": SLUG, "seed": seed, "counter": 1, "solo": solo,
            "opts": {k: opts[k] for k in ("plus_one", "jacks_stack", "face_shoot_cards")},
            "defender": defender, "turn": 1, "phase": "deploy", "deck": deck, "dead": [],
            "att": [START_ATTRITION, START_ATTRITION], "hand": [[], []], "reserve": [[], []],
            "back": [[], []], "front": [[], []], "fresh": [[], []], "done": [False, False],
            "order": [], "cursor": 0, "stage": 0, "adds": [None, None], "asked": [False, False],
            "shot": None, "lost": [0, 0], "spent": [], "adds_used": [], "results": [],
            "shooters": [], "last": None, "pending": None, "why": None, "loser": None,
            "ending": "normal", "stopped": None,
        }
        s = cls(d, ())
        s.events = (Event("turn", {"turn": 1, "defender": defender,
                                   "total": battle.SOLO_TURNS if solo else 0}),)
        for side in (defender, 1 - defender) if not solo else (0,):
            battle.refill(s, side)
        return s

    def to_json(self) -> dict[str, Any]:
        # Fresh data: a caller that changes it (a search sampling hidden cards into a copy)
        # must not change this state.
        return {**_deep(self.d), "events": events_to_json(self.events)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "UnderSiegeState":
        if data.get("game") != SLUG:
            raise ValueError(f"not a {SLUG} state")
        d = _deep(dict(data))
        events = events_from_json(d.pop("events", []), ARG_NAMES)
        return cls(d, events)

    # --- who decides ---------------------------------------------------------------------
    @property
    def players(self) -> int:
        return 1 if self.d["solo"] else 2

    def deployer(self) -> int:
        d = self.d
        return d["defender"] if not d["done"][d["defender"]] else 1 - d["defender"]

    def to_act(self) -> frozenset[Seat]:
        d = self.d
        phase = d["phase"]
        if phase == "deploy":  # deployer(), spelled out: this is asked several times a move
            side = d["defender"]
            return _ONLY[1 - side if d["done"][side] else side]
        if phase == "over":
            return _NOBODY
        return _ONLY[d["pending"][1]]

    def reacting(self) -> frozenset[Seat]:
        return self.to_act() if self.d["phase"] in ("battle", "shots") else _NOBODY

    def default_action(self, seat: Seat) -> str | None:
        if seat not in self.reacting():
            return None
        if self.d["pending"][0] == REMOVE:
            # Nobody chose: the face card whose loss costs least goes (never the King
            # while another is left: a King costs 10, US-12).
            faces = sorted(self.d["back"][seat], key=lambda f: ("JQK".index(f[0][0]), -len(f[2])))
            return spell(Move(REMOVE, faces[0][0]))
        return PASS

    def role(self, side: int) -> str:
        return "defender" if side == self.d["defender"] else "attacker"

    # --- legal actions -----------------------------------------------------------------
    def _legal(self, seat: Seat) -> tuple[str, ...]:
        d = self.d
        if d["phase"] == "deploy":
            return self._deploy_legal(seat)
        kind = d["pending"][0]
        out: list[str] = []
        if kind == RESERVE:
            out = [RESERVE_CARD[c] for c in hand_order(d["reserve"][seat])]
        elif kind == INTERCEPT:
            out = [INTERCEPT_WITH[q] for q in battle.loaded_queens(d, seat)]
        elif kind == REMOVE:
            return tuple([REMOVE_CARD[f[0]] for f in d["back"][seat]])
        elif kind == FIRE:
            out = [spell(Move(FIRE, q, target=f[0])) for q in battle.loaded_queens(d, seat)
                   for f in d["back"][1 - seat]]
        out.append(PASS)
        return tuple(out)

    def _deploy_legal(self, seat: Seat) -> tuple[str, ...]:
        # Spelled from the tables in `actions` (the hot loop of every search); the order is
        # per card: front line (or opposite / through), reserve, back, onto a Queen.
        d = self.d
        front = d["front"][seat]
        room = len(front) < MAX_POSITIONS
        open_queens = [f[0] for f in d["back"][seat] if is_queen(f[0]) and f[1] is None]
        face_shoot = d["opts"]["face_shoot_cards"]
        out: list[str] = []
        if seat == d["defender"]:
            line = PLACE_FRONT if room else None
            free: list[int] = []
        else:  # US-3: opposite a defender card, or unopposed
            line = PLACE_THROUGH if room else None
            mine = len(front)
            free = [i for i in range(len(d["front"][1 - seat])) if i >= mine or front[i] is None]
        for card in d["hand"][seat]:
            if free:
                vs = PLACE_VS[card]
                out += [vs[i] if i < MAX_POSITIONS else spell(Move(PLACE, card, "vs", i))
                        for i in free]
            if line is not None:
                out.append(line[card])
            rank = card[0]
            if rank == "A":
                continue
            if rank in "JQK":
                out.append(PLACE_BACK[card])
                if not face_shoot:
                    continue
            else:  # US-2: only 2-10 in the reserve
                out.append(PLACE_RESERVE[card])
            if open_queens:
                on = PLACE_ON[card]
                out += [on[q] for q in open_queens]
        out += [TAKE_CARD[c] for c in d["fresh"][seat]]
        out.append(DONE)
        return tuple(out)

    # --- moves -------------------------------------------------------------------------
    def apply(self, seat: Seat, action: str) -> GameState[SiegeView]:
        # `GameState.apply`'s checks all pass when this seat's legal list, already made for
        # this state, holds the action (how a search plays every move): straight to the move.
        cache = self.__dict__.get("_legal_cache")
        if cache is not None and type(seat) is int and type(action) is str:
            legal = cache.get(seat)
            if legal is not None and action in legal:
                return self._apply(seat, action)
        return super().apply(seat, action)

    def _apply(self, seat: Seat, action: str) -> "UnderSiegeState":
        move = parse(action)
        s = self.copy()
        if self.d["phase"] == "deploy":
            if move.kind == PLACE:
                s.d = _fork_side(self.d, seat)
                s._place(seat, move)
            elif move.kind == TAKE:
                s.d = _fork_side(self.d, seat)
                s._take(seat, move.card)
            else:
                s.d = _fork(self.d)
                s._done(seat)
            return s
        s.d = d = _fork(self.d)
        kind = d["pending"][0]
        d["pending"] = None
        if kind == FIRE:
            if move.kind == FIRE:
                battle.fire(s, seat, move.card, move.target)
            else:
                d["shooters"].pop(0)
            battle.shots(s)
            return s
        if move.kind == RESERVE:
            battle.add_reserve(s, seat, move.card)
        elif move.kind == INTERCEPT:
            battle.intercept(s, seat, move.card)
        elif move.kind == REMOVE:
            if not battle.ace_removes(s, seat, move.card):
                return s  # the King it cost ended the game
            battle.next_position(d)
        battle.advance(s)
        return s

    def _place(self, seat: Seat, move: Move) -> None:
        d = self.d
        d["hand"][seat].remove(move.card)
        d["fresh"][seat].append(move.card)
        front = d["front"][seat]
        if move.zone == FRONT:
            front.append(move.card)
        elif move.zone == "vs":
            front.extend([None] * (move.pos + 1 - len(front)))
            front[move.pos] = move.card
        elif move.zone == THROUGH:  # after the defender's line and any earlier unopposed card
            front.extend([None] * (len(d["front"][1 - seat]) - len(front)))
            front.append(move.card)
        elif move.zone == RESERVE:
            d["reserve"][seat].append(move.card)
        elif move.zone == BACK:
            d["back"][seat].append([move.card, None, []])
        else:
            next(f for f in d["back"][seat] if f[0] == move.target)[1] = move.card

    def _take(self, seat: Seat, card: str) -> None:
        d = self.d
        back_cards: list[str] = [card]
        front = d["front"][seat]
        if card in front:
            i = front.index(card)
            if seat == d["defender"] or i >= len(d["front"][1 - seat]):
                front.pop(i)  # the line closes up behind it
            else:
                front[i] = None
            while front and front[-1] is None:
                front.pop()
        elif card in d["reserve"][seat]:
            d["reserve"][seat].remove(card)
        else:
            back = d["back"][seat]
            for i, f in enumerate(back):
                if f[0] == card:
                    back.pop(i)
                    if f[1] is not None:  # its shoot card comes back with it
                        back_cards.append(f[1])
                    break
                if f[1] == card:
                    f[1] = None
                    break
        d["fresh"][seat] = [c for c in d["fresh"][seat] if c not in back_cards]
        d["hand"][seat] = hand_order(d["hand"][seat] + back_cards)

    def _done(self, seat: Seat) -> None:
        d = self.d
        fresh = d["fresh"][seat]
        new_back = [f[0] for f in d["back"][seat] if f[0] in fresh]
        self.events += (Event("deploy", {
            "side": seat, "front": sum(1 for c in d["front"][seat] if c),
            "reserve": sum(1 for c in d["reserve"][seat] if c in fresh),
            "shoot": sum(1 for f in d["back"][seat] if f[1] in fresh),
            **dict(zip(numbered("back"), new_back))}),)
        for card in new_back:
            if is_king(card):  # US-12
                d["att"][seat] += KING_POINTS
                self.events += (Event("king", {"side": seat, "card": card, "att": d["att"][seat]}),)
        d["fresh"][seat] = []
        d["done"][seat] = True
        if seat == d["defender"]:
            if not d["solo"]:
                return
            battle.automaton_deploys(self)  # US-16
        battle.start_battle(self)

    def _stop(self, seat: Seat | None, ending: str) -> "UnderSiegeState":
        s = self.copy()
        s.d = d = _deep(self.d)
        d.update(phase="over", pending=None, ending=ending, stopped=seat, loser=seat,
                 why=ending)
        s.events = self.events + (Event("stop", {"seat": seat, "ending": ending}),)
        return s

    # --- the end -----------------------------------------------------------------------
    def winners(self) -> frozenset[Seat]:
        d = self.d
        if d["phase"] != "over" or d["ending"] == "abandon":
            return _NOBODY
        if d["solo"]:
            return frozenset({0}) if d["why"] == "survived" else _NOBODY
        return _NOBODY if d["loser"] is None else frozenset({1 - d["loser"]})

    def turns_survived(self) -> int:
        d = self.d
        return d["turn"] if d["why"] in ("survived", "cap") else d["turn"] - 1

    def outcome(self) -> Outcome | None:
        d = self.d
        if d["phase"] != "over":
            return None
        won = self.winners()
        n = self.players
        att = tuple(d["att"][:n])
        if d["ending"] == "abandon":
            result: tuple[Result, ...] = (Result.ABANDONED,) * n
        elif not won and not d["solo"] and d["loser"] is None:
            result = (Result.DRAW, Result.DRAW)
        else:
            result = tuple(Result.WIN if s in won else Result.LOSS for s in range(n))
        if d["solo"]:
            stats: tuple[dict[str, int], ...] = ({"attrition": att[0], "turns": self.turns_survived()},)
        else:
            stats = tuple({"attrition": att[s], "margin": att[s] - att[1 - s], "turns": d["turn"]}
                          for s in (0, 1))
        ending = Ending.CAP if d["why"] == "cap" else Ending(d["ending"])
        return Outcome(winners=won, scores=att, reason=self.words.outcome_reason(self),
                       stats=stats, result=result, ending=ending)

    # --- views -------------------------------------------------------------------------
    def shown(self, side: int, viewer: Seat | None) -> bool:
        """Whether `viewer` may see what `side` placed this turn (its own, or once done)."""
        return viewer == side or self.d["done"][side] or not self.d["fresh"][side]

    def _side_view(self, side: int, viewer: Seat | None) -> SideView:
        d = self.d
        mine = viewer == side and battle.human(d, side)
        hide = set() if mine else set(d["fresh"][side])
        back = tuple(FaceView(card=f[0], shots=tuple(f[2]), damage=sum(shoot_value(c) for c in f[2]),
                              loaded=f[1] is not None and f[1] not in hide,
                              shoot=f[1] if mine else None, new=mine and f[0] in d["fresh"][side])
                     for f in d["back"][side] if f[0] not in hide)
        reserve = [c for c in d["reserve"][side] if c not in hide]
        front = sum(1 for c in d["front"][side] if c and c not in hide)
        return SideView(
            side=side, name=self.words.side_name(self, side), role=self.role(side),
            automaton=not battle.human(d, side),
            attrition=d["att"][side] if battle.human(d, side) else None,
            hand=tuple(d["hand"][side]) if mine else (),
            hand_count=len(d["hand"][side]) + len(hide),
            reserve=tuple(hand_order(reserve)) if mine else (), reserve_count=len(reserve),
            back=back, front_count=front, deployed=d["done"][side], lost=d["lost"][side])

    def _slots(self, front: list[list[str | None]], results: list[dict[str, Any]], viewer: Seat | None,
               live: bool) -> tuple[SlotView, ...]:
        d = self.d
        by_pos = {r["pos"]: r for r in results}
        current = d["order"][d["cursor"]] if live and d["phase"] == "battle" and d["stage"] else None
        out = []
        for pos in range(max(len(front[0]), len(front[1]))):
            cards = [front[k][pos] if pos < len(front[k]) else None for k in (0, 1)]
            present = [bool(c) and (not live or self.shown(k, viewer)) for k, c in enumerate(cards)]
            r = by_pos.get(pos)
            revealed = r is not None or pos == current
            seen = tuple(c if p and (revealed or viewer == k) else None
                         for k, (c, p) in enumerate(zip(cards, present)))
            if r is None and pos == current:
                adds = list(d["adds"])
                t = battle.totals(d, pos)
                totals = [None if not c or is_ace(c) else t[k] for k, c in enumerate(cards)]
                r = {"adds": adds, "totals": totals, "winner": None, "loss": 0, "shot":
                     d["shot"][1] if d["shot"] else None, "removed": None, "kind": "live"}
            r = r or {"adds": [None, None], "totals": [None, None], "winner": None, "loss": 0,
                      "shot": None, "removed": None, "kind": ""}
            out.append(SlotView(
                number=pos + 1, cards=(seen[0], seen[1]), present=(present[0], present[1]),
                revealed=revealed, opposed=present[0] and present[1],
                reserves=(r["adds"][0], r["adds"][1]), totals=(r["totals"][0], r["totals"][1]),
                winner=r["winner"], loss=r["loss"], shot=r["shot"], removed=r["removed"],
                result=self.words.slot_result(self, r, viewer)))
        # A position nobody may see a card on yet (a card placed to go through before its
        # side pressed Done) is not shown: the line's length would tell it was placed.
        while out and not any(out[-1].present):
            out.pop()
        return tuple(out)

    def view(self, seat: Seat | None = None) -> SiegeView:
        d = self.d
        last = d["last"]
        return SiegeView(
            viewer=seat, outcome=self.outcome(),
            log=word_log(self.events, self.words, seat, LOG_LINES, self.names),
            names=(self.words.side_name(self, 0), self.words.side_name(self, 1)),
            solo=d["solo"], turn=d["turn"],
            turns_total=battle.SOLO_TURNS if d["solo"] else battle.TURN_CAP,
            phase=d["phase"],
            pending=(d["pending"][0] if d["pending"] else "deploy" if d["phase"] == "deploy" else ""),
            deciding=tuple(sorted(self.to_act())),
            current=(d["order"][d["cursor"]] + 1 if d["phase"] == "battle" and d["stage"] else None),
            sides=(self._side_view(0, seat), self._side_view(1, seat)),
            line=self._slots(d["front"], d["results"], seat, live=True),
            last_battle=self._slots(last["front"], last["results"], seat, live=False) if last else (),
            deck_count=len(d["deck"]), dead_count=len(d["dead"]),
            plus_one=d["opts"]["plus_one"], jacks_stack=d["opts"]["jacks_stack"])
