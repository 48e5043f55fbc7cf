"""The automatic parts of a Tower Defense round (T-1): setup (T-2), Enemy Movement (T-3),
the draw (T-4), the Enemy Attack (T-9), the end of round (T-11 upkeep, the win check T-13,
T-15, T-16), and what cards do when they turn up (Jokers T-14, the Thief T-12, the
Necromancer T-11).  A mixin of the state: each method works on a fresh copy whose busy card
collections (deck, tower, army, up, hand, discard) are lists, appending the events it sets off;
the three that seldom change (advantages, removed, reinforced) stay tuples and are replaced,
and so does the deck after a move that draws nothing (`TowerDefenseState._apply`).
"""

from __future__ import annotations

import json
from typing import Any

from ..cards import JOKERS
from ..core import Event, rng_for
from .board import Specials, specials, strike
from .constants import (BARD_DRAW, CARDS, FACE_PENALTY, HAND_FLOOR, HAND_START, SLOTS, SPECIALS, TOWER_CAP,
                        TOWER_CAP_REVIVE, TOWER_START)
from .events import event, new_event

ROUND_CAP = 400  # a safety net: no real game comes near it

_NO_ATTACK = event("attack.none")
_NO_DRAW = event("draw.none")
_REAR = tuple(event("rear", army=a) for a in range(3))
_NONE = tuple(event("none", army=a) for a in range(3))
_NEW = tuple(event("new", army=a) for a in range(3))
# The events of every round, one of each made once: a card turned face up in a slot, the
# tower's new top, the round's number.
_JOKER_SET = frozenset(JOKERS)
_FLIP = tuple({c: Event("flip", {"slot": slot, "card": c}) for c in CARDS} for slot in SLOTS)
_TOP = {c: Event("top", {"card": c}) for c in CARDS}
_ROUND = tuple(Event("round", {"round": n}) for n in range(ROUND_CAP + 1))


class RoundPhases:
    """The round's automatic phases, mixed into the state, and the state's fields (declared
    here, once, for these methods and the state's own)."""

    seed: int
    counter: int
    options: dict[str, bool]
    deck: Any
    tower: Any
    army: Any
    up: Any
    hand: Any
    discard: Any
    advantages: Any
    removed: Any  # Jokers out of the game (T-14)
    reinforced: Any  # cards taken back by Reinforcement this turn (T-8)
    round: int
    phase: str  # "act" | "drop" (discarding down to a fallen hand limit, T-12b) | "over"
    actions: int  # actions taken this turn (T-5)
    traded: bool  # Trade used this turn (T-8)
    passes: int  # times the deck has run out (T-15)
    thief_new: bool  # a Thief turned up since the player last acted (T-12)
    forced: bool  # the last turn ended with nothing else possible (T-16's stalemate)
    last_sig: str  # the position at the previous end of round, under T-16 with an empty deck
    dealt: int  # cards in the deck once setup was done (for the share of the deck survived)
    result: str | None
    ending: str | None
    drop_then: str  # what follows the "drop" phase: "draw" (round start) or "round" (T-12b after the attack)

    def specials(self) -> Specials:
        return specials(self.army, self.up, self.tower[0] if self.tower else None, self.advantages)

    def _specials_now(self) -> Specials:
        """`specials()` worked out afresh, as a move needs them: it keeps none while it runs."""
        tower = self.tower
        return specials(self.army, self.up, tower[0] if tower else None, self.advantages)

    def tower_cap(self, sp: Specials | None = None) -> int:
        sp = sp or self.specials()
        return TOWER_CAP_REVIVE if sp.revive else TOWER_CAP

    def _discard_from_hand(self, card: str) -> None:
        self.hand.remove(card)
        self.discard.append(card)
        if card in self.reinforced:
            self._unreinforce(card)

    def _unreinforce(self, card: str) -> None:
        """A card taken back by Reinforcement (T-8) left the hand: it no longer expires."""
        self.reinforced = tuple([c for c in self.reinforced if c != card])

    def _setup(self, ev: list[Event]) -> Specials | None:
        """T-2: tower, armies face down, hand, then the fronts turn up; round 1 follows.
        Returns `_begin_round`'s specials."""
        deck = self.deck
        self.tower = deck[:TOWER_START]
        self.army = deck[TOWER_START:TOWER_START + 6]  # face down: a Joker acts when it turns up
        del deck[:TOWER_START + 6]
        ev.append(event("setup", tower=len(self.tower), hand=HAND_START))
        self._reveal_top(ev)
        self._draw(HAND_START, ev)
        for i in (0, 2, 4):
            if self.phase != "over":
                self._flip(i, ev)
        self.dealt = len(self.deck)
        if self.phase != "over":
            return self._begin_round(ev)
        return None

    def _deal(self) -> str | None:
        return self.deck.pop(0) if self.deck else None

    def _shuffle_discard_in(self) -> int:
        """The discard pile shuffled into the deck (T-14, T-15); returns how many it held."""
        n = len(self.discard)
        pile = self.deck + self.discard
        rng_for(self.seed, self.counter).shuffle(pile)
        self.counter += 1
        self.deck, self.discard = pile, []
        return n

    def _over(self, result: str, ending: str, ev: list[Event], code: str, **args: Any) -> None:
        self.phase = "over"
        self.result = result
        self.ending = ending
        ev.append(event(code, **args))

    def _lose_top(self, ev: list[Event]) -> str:
        """The tower top goes to the bottom of the deck and the next card turns up (T-9)."""
        card = self.tower.pop(0)
        self.deck += (card,)  # a tuple still, after a move that draws nothing
        self._reveal_top(ev)
        return card

    def _reveal_top(self, ev: list[Event]) -> None:
        """A new tower top: a Joker leaves the game and takes the next card with it (T-14);
        an empty tower loses the game (T-13)."""
        tower = self.tower
        while tower and tower[0] in JOKERS:
            self.removed += (tower.pop(0),)
            lost = tower.pop(0) if tower else None
            if lost is not None:
                self.deck += (lost,)
            # The card beneath was face down: the event says a card went, never which (T-14).
            ev.append(event("joker.tower", lost=1) if lost else event("joker.tower"))
        if not tower:
            if self.phase != "over":
                self._over("loss", "normal", ev, "loss", round=self.round)
        else:
            ev.append(_TOP[tower[0]])

    def _flip(self, i: int, ev: list[Event]) -> bool:
        """Turn an army card face up.  A Joker leaves the game and the tower loses its top
        (T-14); a Thief asks for the hand to shrink (T-12).  Returns whether the specials
        may have changed (a J/Q/K/A turned up, or the tower lost its top)."""
        code = self.army[i]
        if code is None:
            return False
        if code in JOKERS:
            self.removed += (code,)
            self.army[i] = None
            self.up[i] = False
            lost = self.tower[0] if self.tower else None
            ev.append(event("joker.army", slot=SLOTS[i], card=lost))
            if self.tower:
                self._lose_top(ev)
            return True
        self.up[i] = True
        ev.append(_FLIP[i][code])
        if code[0] == "J":
            self.thief_new = True
        return code[0] in SPECIALS

    def _deal_rear(self, a: int, ev: list[Event]) -> None:
        deck = self.deck
        card = deck.pop(0) if deck else None
        self.army[2 * a + 1] = card
        self.up[2 * a + 1] = False
        ev.append(_REAR[a] if card else _NONE[a])

    def _movement(self, ev: list[Event]) -> bool:
        """T-3: each army on its own state at the start of the phase, exactly one case.
        Returns whether the specials may have changed (`_flip`, or a J/Q/K/A discarded)."""
        army, up = self.army, self.up
        changed = False
        for a in range(3):
            if self.phase == "over":
                return True
            f, r = 2 * a, 2 * a + 1
            if army[f] is None and army[r] is None:  # T-3 Decision: an empty army is dealt anew
                army[f] = self._deal()
                if army[f] is None:
                    ev.append(_NONE[a])
                    continue
                ev.append(_NEW[a])
                changed = self._flip(f, ev) or changed
                if self.phase != "over":
                    self._deal_rear(a, ev)
            elif army[f] is None:  # the rear moves up, face up, and a new rear comes
                army[f], army[r] = army[r], None
                was_up, up[r] = up[r], False
                up[f] = was_up
                if was_up:
                    ev.append(new_event("forward", {"army": a, "card": army[f]}))
                else:
                    changed = self._flip(f, ev) or changed
                if self.phase != "over":
                    self._deal_rear(a, ev)
            elif not up[f]:
                changed = self._flip(f, ev) or changed
            elif army[r] is None:  # T-3 Decision: a front alone gets a new face-down rear
                self._deal_rear(a, ev)
            elif not up[r]:
                changed = self._flip(r, ev) or changed
            else:  # both face up: the front is discarded, the rear advances
                gone = army[f]
                self.discard.append(gone)
                army[f], army[r] = army[r], None
                up[r] = False
                ev.append(new_event("advance", {"army": a, "card": gone, "next": army[f]}))
                self._deal_rear(a, ev)
                changed = changed or gone[0] in SPECIALS
        return changed

    def _begin_round(self, ev: list[Event], sp: Specials | None = None) -> Specials | None:
        """Returns the specials in force once the round has begun (None if the game ended):
        nothing after the movement changes them.  `sp`: the specials in force (settled) as
        it begins, when known."""
        n = self.round
        ev.append(_ROUND[n] if n < len(_ROUND) else event("round", round=n))
        if not (self.round == 1 and self.options["calm_first_round"]):  # T-3's flag
            if self._movement(ev):
                sp = None
        if self.phase == "over":
            return None
        if sp is None:
            sp = self._settle_specials(ev)
        if self.phase == "over":
            return None
        thief, self.thief_new = self.thief_new, False
        excess = len(self.hand) - sp.limit
        if excess > 0:
            # T-12, T-12b: the limit fell below the hand (a Thief turned up, or the Bard left
            # the tower top in the movement): discard down before drawing.  (The attack's
            # loss of the Bard is dealt with at once, in `_end_turn`.)
            # During the player's own turn the limit cannot fall under the hand: Fortify, the
            # one move that can take the Bard off the top, costs two cards of at most seven.
            self.phase = "drop"
            ev.append(event("thief", n=excess) if thief and sp.thief else event("limit", n=excess, limit=sp.limit))
            return sp
        self._draw_phase(ev, sp)
        return sp

    def _draw_phase(self, ev: list[Event], sp: Specials) -> None:
        """T-4: one card while under the limit (two with the Bard), then up to 3; Endless
        Night: up to the limit (T-15).  An empty deck gives nothing.  `sp`: the specials in
        force (drawing changes none of them)."""
        self.phase = "act"
        self.actions = 0
        self.traded = False
        hand = self.hand
        room = sp.limit - len(hand)
        if room < 0:
            room = 0
        if self.options["endless_night"]:
            want = room
        else:
            want = BARD_DRAW if sp.bard else 1
            if want > room:
                want = room
            if want < HAND_FLOOR - len(hand):
                want = HAND_FLOOR - len(hand)
        if want:
            drawn = self._draw(want, ev)
            ev.append(new_event("draw", {"cards": tuple(drawn)}) if drawn else _NO_DRAW)

    def _draw(self, want: int, ev: list[Event]) -> list[str]:
        """`want` cards into the hand, fewer if the deck runs out: returns them."""
        deck = self.deck
        drawn = deck[:want]
        if len(drawn) == want and _JOKER_SET.isdisjoint(drawn):  # the usual draw: no Joker (T-14)
            del deck[:want]
            self.hand.extend(drawn)
            return drawn
        drawn = []
        for _ in range(want):
            if not self._draw_one(ev, drawn):
                break
        return drawn

    def _draw_one(self, ev: list[Event], drawn: list[str]) -> bool:
        """One card into the hand; a Joker leaves the game, the discard pile is shuffled into
        the deck and a replacement is drawn (T-14).  False when the deck is empty."""
        while self.deck:
            card = self.deck.pop(0)
            if card in JOKERS:
                self.removed += (card,)
                ev.append(event("joker.hand", n=self._shuffle_discard_in()))
                continue
            self.hand.append(card)
            drawn.append(card)
            return True
        return False

    def _end_turn(self, ev: list[Event], sp: Specials) -> Specials | None:
        """The Enemy Attack and the end of round, then the next round begins: returns the
        specials in force then (None if the game ended).  `sp`: the specials in force as the
        turn ends (the cards that expire below are hand cards: they change none)."""
        if self.reinforced:  # T-8: a card taken back and not used is discarded
            gone = [c for c in self.reinforced if c in self.hand]
            for c in gone:
                self._discard_from_hand(c)
            self.reinforced = ()
            if gone:
                ev.append(new_event("expire", {"cards": tuple(gone)}))
        kept = self._attack(ev, sp)
        if self.phase == "over":
            return None
        # The table was settled as the turn ended: an attack that leaves the specials as they
        # were leaves nothing to settle (T-7, T-11).
        if kept is None:
            sp = self._settle_specials(ev)
            if self.phase == "over":
                return None
        excess = len(self.hand) - sp.limit
        if excess > 0:
            # T-12b: the attack took the Bard off the top; the discard down to the new limit
            # comes at once, before the end of the round and the next Enemy Movement.
            self.phase = "drop"
            self.drop_then = "round"
            ev.append(event("limit", n=excess, limit=sp.limit))
            return sp
        return self._end_round(ev, sp)

    def _attack(self, ev: list[Event], sp: Specials) -> Specials | None:
        """T-9: the attacking units' sum against the tower top; at most one card is lost.
        `sp`: the specials in force.  Returns them when they still hold (None when the tower
        lost its top to a top that may change them)."""
        total, against, breach, faces, pairs = strike(self.army, self.up, self.tower, sp)
        if not pairs:
            ev.append(_NO_ATTACK)
            return sp
        ev.append(new_event("attack", {"total": total, "against": against, "hit": breach, "top": self.tower[0],
                                       "units": tuple(pairs)}))
        if not breach:
            return sp
        lost = self._lose_top(ev)
        if self.phase == "over":  # T-13: the loss is immediate; nothing more happens
            return None
        if faces and self.discard:  # once per attack, the top 2 of the discard pile
            n = min(FACE_PENALTY, len(self.discard))
            for _ in range(n):
                self.deck.append(self.discard.pop())
            ev.append(event("penalty", n=n))
        # A top counts for the specials only as a J/Q/K/A (T-10): one 2-10 after another
        # leaves them as they were.
        return sp if lost[0] not in SPECIALS and self.tower[0][0] not in SPECIALS else None

    def _drop(self, card: str, ev: list[Event]) -> Specials | None:
        """T-12, T-12b: one card of a hand over its fallen limit; once the hand fits, the
        round goes on where the limit fell: the draw, or the end of the round after the
        attack that took the Bard.  Returns the specials in force then (None if it ended)."""
        self._discard_from_hand(card)
        ev.append(event("drop", card=card))
        sp = self._specials_now()
        if len(self.hand) <= sp.limit:
            if self.drop_then == "round":
                self.drop_then = "draw"
                return self._end_round(ev, sp)
            self._draw_phase(ev, sp)
        return self._settle_specials(ev) if self.phase != "over" else None

    def _end_round(self, ev: list[Event], sp: Specials) -> Specials | None:
        """T-1's fourth phase: the Necromancer's upkeep (T-11), then the win check (T-13).
        `sp`: the specials in force.  Returns `_begin_round`'s."""
        if sp.necromancer:
            count = sum(1 for c, u in zip(self.army, self.up) if c is not None and u and c[0] == "A")
            n = min(count, len(self.discard))
            for _ in range(n):
                self.deck.append(self.discard.pop())
            if n:
                ev.append(event("upkeep", n=n))
        if not self.deck:
            needed = 2 if self.options["endless_night"] else 1
            if self.passes < needed - 1:  # T-15: the discard pile becomes a new deck
                self.passes += 1
                ev.append(event("deck.out", n=self._shuffle_discard_in()))
            elif self.options["total_victory"] and any(c is not None and u for c, u in zip(self.army, self.up)):
                # T-16: play on with no refills; a round that changed nothing, with nothing
                # the player could do, would repeat for ever: the night is lost.
                sig = json.dumps([self.army, self.up, self.tower, self.hand, self.discard, self.advantages])
                if self.forced and sig == self.last_sig:
                    self._over("loss", "normal", ev, "stalemate", round=self.round)
                    return None
                self.last_sig = sig
            else:
                self.passes = needed
                self._over("win", "normal", ev, "win", n=len(self.tower))
                return None
        if self.round >= ROUND_CAP:
            self._over("abandoned", "cap", ev, "cap", round=self.round)
            return None
        self.round += 1
        return self._begin_round(ev, sp)

    def _settle_specials(self, ev: list[Event]) -> Specials:
        """T-11: an active Necromancer clears the Advantages; without Revive a sixth tower
        card is lost (T-7).  Returns the specials in force after that."""
        sp = self._specials_now()
        if sp.necromancer and self.advantages:
            gone = tuple(self.advantages)
            self.discard.extend(gone)
            self.advantages = ()
            ev.append(new_event("necro.clear", {"cards": gone}))
            sp = self._specials_now()
        if len(self.tower) > (TOWER_CAP_REVIVE if sp.revive else TOWER_CAP):
            lost = self._lose_top(ev)
            ev.insert(len(ev) - 1, event("revive.lost", card=lost))
            sp = self._specials_now()
        return sp
