"""Words for Tower Defense: button labels, prompts, log lines, event wording, status, outcome
reasons, illegal-move reasons, the specials in force and the table hints.

Nothing here names a face-down army card or the deck's order; no rule tags and no action
spelling reach a player from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards import std_name
from ..core import Event, Seat, and_list, fit_label, plural
from .actions import Move, combo_token, is_card, is_slot, pair_token, parse
from .board import Specials, attack, defence_problem, protected, target_value
from .constants import (ADVANTAGE_NAME, ARMY_NAME, ENEMY_NAME, INSTANT_NAME, SLOT_NAME, SLOTS, WORD_SUITS, is_joker,
                        red)

if TYPE_CHECKING:
    from .rules import TowerDefenseState

ACT_HINT = "defend your tower"
WAIT_HINT = "Nothing to do for you now."

_VERBS = {
    "defend": "Defend", "repair": "Repair", "missile": "Missile (Ace)", "swap": "Swap (King)",
    "fortify": "Fortify (Queen)", "reinforce": "Reinforcement (Jack)", "advantage": "Play an Advantage",
    "trade": "Trade (Jack)", "drop": "Discard", "end": "End the turn",
}
_ARMIES = ("left", "top", "right")


def card_name(code: str | None) -> str:
    """"10 of Spades"; "a card" for anything that is not a card code."""
    if not code or not (is_card(code) or is_joker(code)):
        return "a card"
    return std_name(code)


def _names(codes: Sequence[str]) -> str:
    return and_list([card_name(c) for c in codes], "nothing")


def _cards(n: int) -> str:
    return plural(n, "card")


def _army(a: int) -> str:
    return f"the {_ARMIES[a]} army"


def _slot_card(s: "TowerDefenseState", slot: str) -> str | None:
    i = SLOTS.index(slot)
    return s.army[i] if s.up[i] else None


def _enemy(s: "TowerDefenseState", slot: str) -> str:
    """"10 of Spades in the left front"."""
    return f"{card_name(_slot_card(s, slot))} in the {SLOT_NAME[slot]}"


# --- buttons and questions ------------------------------------------------------------


def label(s: "TowerDefenseState", token: str) -> str:
    if token in _VERBS:
        return _VERBS[token]
    if is_card(token):
        return card_name(token)
    if is_slot(token):
        i = SLOTS.index(token)
        where = SLOT_NAME[token].capitalize()
        code = s.army[i]
        if code is None:
            return f"{where}: empty"
        return f"{where}: {card_name(code)}" if s.up[i] else f"{where}: face down"
    if token in WORD_SUITS:
        return f"{token.capitalize()} from the discard pile"
    pair = pair_token(token)
    if pair:
        return f"{_enemy(s, pair[0])} and {_enemy(s, pair[1])}"
    combo = combo_token(token)
    if combo:
        return " + ".join(card_name(c) for c in combo)
    return "Choose"


def prompt(s: "TowerDefenseState", path: Sequence[str]) -> str:
    if s.phase == "drop":
        return (f"Your hand may hold only {_cards(s.hand_limit())} now: which card do you discard? "
                f"{_cards(len(s.hand) - s.hand_limit())} to go.")
    if not path:
        return "Choose an action: defend, repair, play a special card, or end the turn."
    verb = path[0]
    if verb == "defend":
        if len(path) == 1:
            return "Defend against which face-up enemy?"
        return (f"Discard which cards against {_enemy(s, path[1])}? Pick one or more worth "
                f"{_target(s, path[1])} or more together{_defend_values(s)}.")
    if verb == "repair":
        return "Repair the tower with which card?"
    if verb in ("missile", "swap", "fortify", "reinforce"):
        if len(path) == 1:
            return "Play which card?"
        if verb == "missile" and len(path) == 2:
            return "Remove which face-up enemy?"
        if verb == "swap" and len(path) == 2:
            return "Swap which two face-up enemies?"
        if verb == "reinforce" and len(path) == 2:
            return "Take a card of which suit from the discard pile?"
        if verb == "reinforce" and len(path) == 3:
            return "Take which card from the discard pile?"
        return "Pay with which card of the same colour?"
    if verb == "advantage":
        if len(path) == 1:
            return "Put which special card in play as an Advantage?"
        return "Pay with which card of the same suit?"
    if verb == "trade":
        return "Trade which card for the top card of the deck?"
    return "Choose."


def _target(s: "TowerDefenseState", slot: str) -> int:
    i = SLOTS.index(slot)
    code = s.army[i]
    return target_value(code, i % 2 == 1, s.specials()) if code else 0


def describe(s: "TowerDefenseState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """The log line of a move, read against the position it is played from."""
    try:
        m = parse(action)
    except ValueError:
        return "A move that is not part of this game."
    k = m.kind
    if k == "end":
        return "You end your turn."
    if k == "drop":
        return f"You discard {card_name(m.card)} to the Thief's limit."
    if k == "defend":
        return f"You defend against {_enemy(s, m.slots[0])} with {_names(m.cards)}."
    if k == "repair":
        return f"You repair the tower with {card_name(m.card)}, under its other cards."
    if k == "trade":
        return f"You trade {card_name(m.card)} away for a card from the deck."
    pay = f"paying with {card_name(m.pay)}"
    if k == "missile":
        return f"You fire a Missile ({card_name(m.card)}, {pay}) at {_enemy(s, m.slots[0])}."
    if k == "swap":
        return f"You Swap ({card_name(m.card)}, {pay}) {_enemy(s, m.slots[0])} with {_enemy(s, m.slots[1])}."
    if k == "fortify":
        top = card_name(s.tower[0]) if s.tower else "the top card"
        return f"You Fortify ({card_name(m.card)}, {pay}): {top} goes under the tower."
    if k == "reinforce":
        return (f"You call Reinforcement ({card_name(m.card)}, {pay}) and take {card_name(m.cards[0])} "
                f"back from the discard pile.")
    return f"You put {card_name(m.card)} in play as {ADVANTAGE_NAME[m.card[0]]}, {pay}."


# --- what happened ----------------------------------------------------------------------


def _role(code: str) -> str:
    """A face-up enemy named with its special role: "Jack of Hearts (Thief)"."""
    name = card_name(code)
    return f"{name} ({ENEMY_NAME[code[0]]})" if code[0] in ENEMY_NAME else name


def event(e: Event, viewer: Seat | None = None, names: object = None) -> str:
    """One event in words (the codes are listed in the rules module's docstring).  A solo game
    says "you": seat names are not needed."""
    code, a = e.code, e.args
    if code == "setup":
        return (f"The tower is built of {_cards(a[0])}, three armies take the field and you draw "
                f"{_cards(a[1])}.")
    if code == "round":
        return f"Round {a[0]} begins."
    if code == "flip":
        return f"The {SLOT_NAME[a[0]]} turns face up: {_role(a[1])}."
    if code == "advance":
        return (f"The {ARMY_NAME['ltr'[a[0]]]} army advances: {card_name(a[1])} leaves the front for the "
                f"discard pile and {card_name(a[2])} moves up from the rear.")
    if code == "forward":
        return f"{card_name(a[1])} moves up from the rear to the empty front of {_army(a[0])}."
    if code == "new":
        return f"{_army(a[0]).capitalize()} is empty: a new front card is dealt."
    if code == "rear":
        return f"A new card is dealt face down to the rear of {_army(a[0])}."
    if code == "none":
        return f"The deck is empty: no new card for {_army(a[0])}."
    if code == "joker.army":
        lost = f"the tower's top card, {card_name(a[1])}," if a[1] else "the tower's top card"
        return (f"A Joker turns up in the {SLOT_NAME[a[0]]}: it leaves the game and {lost} goes to the "
                f"bottom of the deck.")
    if code == "joker.tower":
        tail = (f" and the next card, {card_name(a[0])}, goes to the bottom of the deck" if a
                else "")
        return f"A Joker turns up on top of the tower: it leaves the game{tail}."
    if code == "joker.hand":
        pile = f"the discard pile ({_cards(a[0])}) is shuffled into the deck" if a[0] else "the deck is shuffled"
        return f"You draw a Joker: it leaves the game, {pile} and you draw again."
    if code == "top":
        return f"The tower's top card is now {card_name(a[0])}."
    if code == "necro.clear":
        return f"The Necromancer removes your Advantages: {_names(a)}."
    if code == "revive.lost":
        return (f"Without Revive the tower holds at most 5 cards: its top card, {card_name(a[0])}, goes "
                f"to the bottom of the deck.")
    if code == "thief":
        return f"A Thief has appeared: discard {_cards(a[0])} from your hand."
    if code == "limit":  # T-12b
        return (f"The Bard is no longer on top of your tower, so your hand may hold only {_cards(a[1])}: "
                f"discard {_cards(a[0])}.")
    if code == "draw":
        return f"You draw {_names(a)}."
    if code == "draw.none":
        return "The deck is empty: you draw nothing."
    if code == "attack":
        total, against, hit, top, pairs = a[0], a[1], a[2], a[3], a[4:]
        who = and_list([f"the {_ARMIES[pairs[i]]} army ({pairs[i + 1]})" for i in range(0, len(pairs), 2)])
        verb = "attacks" if len(pairs) == 2 else "attack"
        head = f"{who[0].upper()}{who[1:]} {verb} the tower's {card_name(top)} ({against})"
        if len(pairs) > 2:
            head += f" with {total}"
        result = (f"{card_name(top)} is lost to the bottom of the deck" if hit else "the tower holds")
        return f"{head}: {result}."
    if code == "attack.none":
        return "No army attacks the tower this round."
    if code == "penalty":
        return (f"A face card took part in the attack, so the top {_cards(a[0])} of the discard pile go "
                f"to the bottom of the deck." if a[0] != 1 else
                "A face card took part in the attack, so the top card of the discard pile goes to the bottom "
                "of the deck.")
    if code == "upkeep":
        return (f"The Necromancer sends the top {_cards(a[0])} of the discard pile to the bottom of the deck."
                if a[0] != 1 else
                "The Necromancer sends the top card of the discard pile to the bottom of the deck.")
    if code == "deck.out":
        return (f"The deck has run out for the first time: the discard pile ({_cards(a[0])}) is shuffled "
                f"into a new deck.")
    if code == "expire":
        return f"Reinforcement unused by the end of the turn goes to the discard pile: {_names(a)}."
    return _echo(code, a)


def _echo(code: str, a: Sequence[object]) -> str:
    """The player's own moves and the endings, for the view's log."""
    if code == "defend":
        return f"You defeated {card_name(a[1])} ({SLOT_NAME[a[0]]}) with {_names(a[2:])}."  # type: ignore[index, arg-type]
    if code == "repair":
        return f"You repaired the tower with {card_name(a[0])}: it holds {_cards(a[1])}."  # type: ignore[arg-type]
    if code == "missile":
        return f"Missile ({card_name(a[0])}): {card_name(a[2])} removed from the {SLOT_NAME[a[1]]}."  # type: ignore[index, arg-type]
    if code == "swap":
        return (f"Swap ({card_name(a[0])}): {card_name(a[2])} and {card_name(a[4])} changed places "  # type: ignore[arg-type]
                f"({SLOT_NAME[a[1]]}, {SLOT_NAME[a[3]]}).")  # type: ignore[index]
    if code == "fortify":
        return f"Fortify ({card_name(a[0])}): {card_name(a[1])} went under the tower."  # type: ignore[arg-type]
    if code == "reinforce":
        return f"Reinforcement ({card_name(a[0])}): you took {card_name(a[1])} from the discard pile."  # type: ignore[arg-type]
    if code == "advantage":
        return f"{card_name(a[0])} is in play as {ADVANTAGE_NAME[str(a[0])[0]]}."  # type: ignore[arg-type]
    if code == "trade":
        return f"You traded {card_name(a[0])} away."  # type: ignore[arg-type]
    if code == "drop":
        return f"You discarded {card_name(a[0])} for the Thief."  # type: ignore[arg-type]
    if code == "end":
        return "You ended your turn."
    if code == "win":
        return f"Morning comes: the deck has run out and the tower stands with {_cards(a[0])}."  # type: ignore[arg-type]
    if code == "loss":
        return f"The tower fell in round {a[0]}."
    if code == "stalemate":
        return f"In round {a[0]} the night stood still with enemies on the field and no move left."
    if code == "resign":
        return f"You gave up in round {a[0]}."
    if code == "timeout":
        return f"You ran out of time in round {a[0]}."
    if code == "abandon":
        return f"Abandoned in round {a[0]}."
    if code == "cap":
        return f"The game was stopped after round {a[0]}."
    return "The table changed."


def reason(s: "TowerDefenseState") -> str:
    """The outcome's sentence for a finished game."""
    if s.result == "win":
        extra = " and no enemy is left face up" if s.options["total_victory"] else ""  # T-16
        return (f"You win: the deck has run out{extra}, and your tower still stands with "
                f"{_cards(len(s.tower))}.")
    if s.ending == "resign":
        return "You resigned."
    if s.ending == "timeout":
        return "You ran out of time and forfeit the game."
    if s.ending == "abandon":
        return "Abandoned: nobody played."
    if s.ending == "cap":
        return "The game went on far too long and was stopped."
    if s.events and s.events[-1].code == "stalemate":
        return ("You lose: the deck is empty, enemies still stand and nothing more can happen, so "
                "Total Victory is out of reach.")
    return f"You lose: the last card of your tower fell in round {s.round}."


def status(s: "TowerDefenseState", viewer: Seat | None = None) -> str:
    """Where the game stands: round, tower, hand, deck, discard pile, actions."""
    sp = s.specials()
    parts = [f"Round {s.round}", f"tower {len(s.tower)} of {s.tower_cap(sp)}",
             f"hand {len(s.hand)} of {s.hand_limit()}", f"deck {len(s.deck)}", f"discard pile {len(s.discard)}"]
    if s.options["endless_night"]:
        parts.append(f"deck pass {min(s.passes + 1, 2)} of 2")
    if s.options["three_actions"] and s.phase == "act":
        parts.append(f"actions {s.actions} of 3")
    return " \u00b7 ".join(parts)


def in_force(s: "TowerDefenseState", sp: Specials) -> tuple[str, ...]:
    """The special effects in force, one short line each, for the picture and the alt text."""
    out = []
    if sp.necromancer:
        out.append("Necromancer: no special cards")
    elif sp.wizard and any(c is not None and u and c[0] == "A" for c, u in zip(s.army, s.up)):
        out.append("Wizard cancels the Necromancer")
    if sp.warlords:
        out.append(f"Warlord: enemies +{2 * sp.warlords}")
    if sp.banshees:
        out.append(f"Banshee: face-up rears +{sp.banshees}")
    if sp.thief:
        bard = bool(s.tower) and s.tower[0][0] == "Q"
        out.append("Thief: hand limit 4" + (", no Bard" if bard else ""))
    if sp.knight:
        out.append("Knight: enemies -1")
    if sp.bard:
        out.append("Bard: hand limit 7, draw 2")
    if sp.traitor:
        colour = "black" if red(sp.traitor) else "red"
        out.append(f"Traitor: strongest {colour} front immune")  # to defence (T-6)
    if sp.power:
        out.append("Power: defend with any colour")
    if sp.shield:
        out.append("Shield: defending cards +1")
    if sp.revive:
        out.append("Revive: repair 1 or 2 away, tower 6")
    if sp.trade:
        out.append("Trade: a hand card for a new one")
    return tuple(out)


# --- why not ------------------------------------------------------------------------------


def explain_illegal(s: "TowerDefenseState", seat: Seat, action: str) -> str:
    if s.phase == "over":
        return "This game is over."
    try:
        m: Move | None = parse(action)
    except ValueError:
        m = None
    if s.phase == "drop":
        if m is None or m.kind != "drop":
            return f"First discard down to your hand limit of {_cards(s.hand_limit())}."
        return "Discard a card from your hand."
    if m is None:
        return "That is not a move in this game."
    k = m.kind
    if k == "drop":
        return "Nothing needs discarding now."
    if k != "trade" and k != "end" and not s.budget_left():
        return "You have used your 3 actions this turn: end the turn."
    need = [c for c in (m.card, m.pay, *([] if k == "reinforce" else m.cards)) if c]
    missing = [c for c in need if c not in s.hand]
    if missing:
        return f"{card_name(missing[0])} is not in your hand."
    sp = s.specials()
    if k in ("missile", "swap", "fortify", "reinforce", "advantage") and sp.necromancer:
        return "A Necromancer is face up: no special card may be played."
    if k == "defend":
        return _why_not_defend(s, m, sp)
    if k == "repair":
        if len(s.tower) >= s.tower_cap(sp):
            return f"The tower already holds {_cards(s.tower_cap(sp))}."
        reach = "1 or 2" if sp.revive else "exactly 1"
        return f"A repair card must be the top card's colour and {reach} away from its value."
    if k == "trade":
        if not sp.trade:
            return "Trade needs a Jack in play as an Advantage."
        if not s.deck:
            return "The deck is empty: there is nothing to trade for."
        return "You have already traded this turn."
    if k == "advantage":
        if len(s.advantages) >= 2:
            return "Two Advantages are already in play."
        return "An Advantage is a special card paid with another card of its suit, one of each kind."
    wanted = {"missile": "A", "swap": "K", "fortify": "Q", "reinforce": "J"}[k]
    if m.card[0] not in INSTANT_NAME:
        return "Only a Jack, Queen, King or Ace is played as a special card."
    if m.card[0] != wanted:
        return (f"The {card_name(m.card)} is played at once as {INSTANT_NAME[m.card[0]]}, "
                f"not as {INSTANT_NAME[wanted]}.")
    if m.pay == m.card or red(m.pay) != red(m.card):
        return "A special card played at once is paid with another card of its colour."
    if k == "fortify":
        return "Fortify needs a second card in the tower to turn up."
    if k == "reinforce":
        return f"{card_name(m.cards[0])} is not in the discard pile."
    if k == "swap":
        return "Swap two different face-up enemies."
    return "The Missile needs a face-up enemy to remove."


def _defend_values(s: "TowerDefenseState") -> str:
    """What the prompt adds about values: face cards, and the Shield."""
    shield = s.specials().shield
    faces = any(c[0] in "JQK" for c in s.hand)
    if shield:
        return "; every card counts 1 more with your Shield" + (", Jacks, Queens and Kings 10" if faces else "")
    return "; Jacks, Queens and Kings count 9" if faces else ""


def _why_not_defend(s: "TowerDefenseState", m: Move, sp: Specials) -> str:
    slot = m.slots[0]
    i = SLOTS.index(slot)
    code = _slot_card(s, slot)
    if code is None:
        return "Defend against a face-up enemy card."
    if i in protected(s.army, s.up, sp):  # T-6
        return f"The Traitor on top of your tower forbids defending against {card_name(code)}."
    why = defence_problem(s.hand, code, i % 2 == 1, sp, m.cards)
    if why is None:
        return "Name the cards in the order they are in your hand."  # only a hand-typed move gets here
    if why[0] == "ace":
        return "An Ace cannot be used to defend."
    if why[0] == "colour":
        colour = "black" if red(code) else "red"
        return (f"Against {card_name(code)} you defend with {colour} cards only, and "
                f"{card_name(why[1])} is not {colour}.")
    total, need = why[1], why[2]
    shield = " with your Shield" if sp.shield else ""
    return (f"Those cards are worth {total}{shield}; the {_enemy(s, slot)} needs {need} or more. "
            "Pick more cards or stronger ones.")


# --- whole-move buttons -------------------------------------------------------------------


def action_label(s: "TowerDefenseState", action: str) -> str:
    """Button text naming the whole move and what it does; read from the position only."""
    try:
        m = parse(action)
    except ValueError:
        return ""
    k = m.kind
    if k == "end":
        return _end_label(s)
    if k == "drop":
        return f"Discard {card_name(m.card)}"
    if k == "defend":
        slot = m.slots[0]
        code = card_name(_slot_card(s, slot))
        cards = " + ".join(card_name(c) for c in m.cards)
        return fit_label(f"Defeat {code} ({SLOT_NAME[slot]}) with {cards}",
                         f"Defeat {code} with {cards}",
                         "Defeat with " + " + ".join(_short(c) for c in m.cards))
    if k == "repair":
        return f"Repair with {card_name(m.card)} (tower {len(s.tower)} to {len(s.tower) + 1})"
    if k == "trade":
        return fit_label(f"Trade {card_name(m.card)} for the top card of the deck")
    pay = card_name(m.pay)
    if k == "missile":
        return fit_label(f"Missile: remove the {card_name(_slot_card(s, m.slots[0]))} from the "
                         f"{SLOT_NAME[m.slots[0]]}, pay {pay}",
                         f"Missile: remove {_short(_slot_card(s, m.slots[0]))} ({SLOT_NAME[m.slots[0]]}), pay {pay}")
    if k == "swap":
        a, b = m.slots
        return fit_label(f"Swap {card_name(_slot_card(s, a))} ({SLOT_NAME[a]}) and "
                         f"{card_name(_slot_card(s, b))} ({SLOT_NAME[b]}), pay {pay}",
                         f"Swap {_short(_slot_card(s, a))} ({SLOT_NAME[a]}) and {_short(_slot_card(s, b))} "
                         f"({SLOT_NAME[b]}), pay {_short(m.pay)}")
    if k == "fortify":
        top = card_name(s.tower[0]) if s.tower else "the top card"
        return fit_label(f"Fortify: {top} goes under the tower, pay {pay}",
                         f"Fortify: {_short(s.tower[0] if s.tower else None)} goes under the tower, pay {pay}")
    if k == "reinforce":
        return fit_label(f"Reinforcement: take {card_name(m.cards[0])} from the discard pile, pay {pay}",
                         f"Reinforcement: take {card_name(m.cards[0])} from the discard, pay {_short(m.pay)}")
    return fit_label(f"Advantage {ADVANTAGE_NAME[m.card[0]]} ({card_name(m.card)}), pay {pay}")


def _short(code: str | None) -> str:
    if not code:
        return "a card"
    from ..cards import std_short

    return std_short(code)


def _end_label(s: "TowerDefenseState") -> str:
    """What the attack will do if the turn ends now."""
    att = attack(s.army, s.up, s.tower, s.specials())
    if not any(u.attacks for u in att.units):
        return "End the turn: no army attacks"
    if att.breach:
        return f"End the turn: the attack ({att.total} against {att.against}) takes the tower's top card"
    return f"End the turn: the tower holds ({att.total} against {att.against})"
