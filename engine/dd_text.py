"""Words for Deck Defence: button labels, prompts, log lines, status and illegal-move reasons.

Kept apart from `engine.deck_defence` so the rules module stays short.  Nothing here names a
card in the standard-mode discard pile (DD-9): defeats and explores are told by pile number.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from .deck_defence import ENEMY, card_name

if TYPE_CHECKING:
    from .deck_defence import DeckDefenceState

_VERBS = {
    "conscript": "Conscript",
    "defeat": "Defeat",
    "explore": "Explore",
    "capture": "Capture",
    "order": "Choose the order",
    "refill": "Refill Main",
}
_CODE = re.compile(r"^[SFT][1-4]$")
_SLOT = re.compile(r"^([mpc])([1-3])$")
_PAY = re.compile(r"^p[1-3](\+p[1-3]){0,2}$")


def _pile_text(s: "DeckDefenceState", j: int) -> str:
    pile = s.piles[j]
    if not pile:
        return f"Pile {j + 1}: empty"
    return f"Pile {j + 1}: {card_name(pile[-1])} on top"


def label(s: "DeckDefenceState", token: str) -> str:
    if token in _VERBS:
        return _VERBS[token]
    if _CODE.match(token):
        return card_name(token)
    m = _SLOT.match(token)
    if m:
        zone, i = m.group(1), int(m.group(2)) - 1
        if zone == "p":
            return _pile_text(s, i)
        row = s.main if zone == "m" else s.capture
        where = "Main" if zone == "m" else "Captured"
        card = row[i]
        return f"{card_name(card)} ({where} {i + 1})" if card else f"{where} {i + 1}: empty"
    if _PAY.match(token):
        cards = []
        for p in token.split("+"):
            pile = s.piles[int(p[1]) - 1]
            cards.append(card_name(pile[-1]) if pile else p)
        total = sum(int(c[-1]) for c in cards if c[-1].isdigit())
        return f"Pay {' + '.join(cards)} (rank {total})"
    return token


def prompt(s: "DeckDefenceState", path: Sequence[str]) -> str:
    if s.phase == "order":
        if not path:
            return "Explore: put the cards you saw back on the deck in the order you choose."
        if len(path) == 1:
            return "Which seen card goes on top of the deck?"
        return "Which card goes next (below the ones chosen)?"
    if s.phase == "refill":
        slot = (s.refill_slot or 0) + 1
        if not path:
            return f"A disclosed card must refill Main slot {slot} (DD-11)."
        return f"Which disclosed card fills Main slot {slot}?"
    if not path:
        return "Choose an action: Conscript, Defeat, Capture or Explore."
    verb = path[0]
    if verb == "conscript":
        if len(path) == 1:
            return "Conscript which Friendly card from the Main area?"
        card = _slot_card(s, path[1])
        return f"Put {card_name(card) if card else 'it'} on which pile?"
    if verb == "defeat":
        if len(path) == 1:
            return "Defeat which enemy?"
        card = _slot_card(s, path[1])
        attr = card_name(card).split()[0] if card else "its attribute"
        return (f"Discard which pile tops? They must be {attr} cards with ranks summing to 5 "
                "or more; the cheapest payment is listed first.")
    if verb == "explore":
        return "Discard the top of which pile to explore?"
    if verb == "capture":
        return "Capture which enemy from the Main area?"
    return "Choose."


def _slot_card(s: "DeckDefenceState", token: str) -> str | None:
    m = _SLOT.match(token)
    if not m or m.group(1) == "p":
        return None
    row = s.main if m.group(1) == "m" else s.capture
    return row[int(m.group(2)) - 1]


def describe(s: "DeckDefenceState", action: str) -> str:
    """A log line, read against the position the action was played from."""
    parts = action.split(".")
    verb = parts[0]
    try:
        if verb == "conscript":
            card = _slot_card(s, parts[1])
            return f"Conscripted {card_name(card) if card else 'a card'} onto pile {parts[2][1]}."
        if verb == "defeat":
            card = _slot_card(s, parts[1])
            piles = " and ".join(p.replace("p", "pile ") for p in parts[2].split("+"))
            return (f"Defeated {card_name(card) if card else 'an enemy'}, discarding the "
                    f"tops of {piles}.")
        if verb == "capture":
            card = _slot_card(s, parts[1])
            return f"Captured {card_name(card) if card else 'an enemy'}."
        if verb == "explore":
            return f"Explored, discarding the top of pile {parts[1][1]}."
        if verb == "order":
            return "Put the explored cards back, top first: " + ", ".join(
                card_name(c) for c in parts[1:]) + "."
        if verb == "refill":
            return f"Moved {card_name(parts[1])} from the disclosure area to the Main area."
    except (IndexError, ValueError):
        pass
    return action


def status(s: "DeckDefenceState") -> str:
    # The DD-8 score counts the deck too, so mid-game it reads ~50 against a best win of 9:
    # shown only once the game is over, where it means something.
    head = (f"Deck Defence{' (Classic)' if s.classic else ''}: {len(s.defeated)}/9 enemies "
            f"defeated, {len(s.deck)} cards in the deck, {s.actions} actions"
            + (f", score {s._score()}." if s.phase == "over" else "."))
    if s.phase == "over":
        out = s.outcome()
        second = out.reason if out else ""
    elif s.phase == "order":
        second = "Choose the order of the explored cards (top of the deck first)."
    elif s.phase == "refill":
        second = "Choose which disclosed card refills the Main area."
    else:
        second = s.events[-1] if s.events else "Choose an action."
        if s.explore_blocked:
            second += " (Explore is not allowed right after Explore.)"
    return f"{head}\n{second}"


def explain_illegal(s: "DeckDefenceState", action: str) -> str:
    if s.phase == "over":
        return "This game is over."
    parts = action.split(".")
    verb = parts[0]
    if s.phase == "order" and verb != "order":
        return "First choose the order of the explored cards (DD-4)."
    if s.phase == "refill" and verb != "refill":
        return "First choose which disclosed card refills the Main area (DD-11)."
    if s.phase == "act" and verb in ("order", "refill"):
        return "There is nothing to order or refill right now."
    if verb == "order":
        return ("Name every explored card exactly once, top of the deck first: "
                + ", ".join(s.exploring) + ".")
    if verb == "refill":
        return "Choose one of the disclosed cards: " + ", ".join(s.disclosed) + "."
    try:
        if verb == "conscript":
            return _why_not_conscript(s, parts)
        if verb == "defeat":
            return _why_not_defeat(s, parts)
        if verb == "capture":
            card = _slot_card(s, parts[1])
            if card is None or card[1] != ENEMY:
                return "Only an Enemy card in the Main area can be captured (DD-5)."
            if None not in s.capture:
                return "The Capture area is full: it holds at most 3 enemies (DD-5)."
        if verb == "explore":
            problem = s._explore_problem()
            if problem:
                return problem
            pile = s.piles[int(parts[1][1]) - 1]
            if not pile:
                return "That pile is empty: Explore discards the top of a non-empty pile (DD-4)."
    except (IndexError, ValueError):
        pass
    return f"'{action[:64]}' is not a legal move now."


def _why_not_conscript(s: "DeckDefenceState", parts: list[str]) -> str:
    card = _slot_card(s, parts[1])
    if card is None:
        return "That Main slot is empty."
    if card[1] == ENEMY:
        return "Enemies cannot be conscripted: only Friendly cards, ranks 1-3 (DD-2)."
    pile = s.piles[int(parts[2][1]) - 1]
    if pile:
        top = pile[-1]
        if card in pile:
            return f"That pile already holds a {card_name(card)}: no two of a kind (DD-2)."
        if top[0] != card[0] and top[1] != card[1]:
            return (f"{card_name(card)} shares neither attribute nor rank with the pile top "
                    f"{card_name(top)} (DD-2).")
    return f"'{'.'.join(parts)[:64]}' is not a legal move now."


def _why_not_defeat(s: "DeckDefenceState", parts: list[str]) -> str:
    card = _slot_card(s, parts[1])
    if card is None or card[1] != ENEMY:
        return "Choose an Enemy card in the Main or Capture area (DD-3)."
    if len(parts) < 3 or not _PAY.match(parts[2]):
        return "Name the piles whose tops you discard, in increasing order, e.g. p1+p3 (DD-3)."
    piles = [s.piles[int(p[1]) - 1] for p in parts[2].split("+")]
    if any(not p for p in piles):
        return "You can only pay with the tops of non-empty piles (DD-3)."
    tops = [p[-1] for p in piles]
    if any(t[0] != card[0] for t in tops):
        return f"Every discarded card must share the enemy's attribute ({card_name(card)}) (DD-3)."
    if sum(int(t[1]) for t in tops) < 5:
        return "The discarded ranks must sum to 5 or more to beat an Enemy's 4 (DD-3)."
    return "List each pile once, in increasing order, e.g. p1+p3 (DD-3)."
