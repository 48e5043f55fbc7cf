"""Words for Deck Defence: button labels, prompts, log lines, event wording, status, outcome
reasons, illegal-move reasons and the table hints.

Nothing here names a card in the standard-mode discard pile (DD-9): defeats and explores are
told by pile number.  No rule tags and no action spelling reach a player from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards import DD_ATTRIBUTES
from ..core import NO_NAMES, Event, Names, Seat, and_list, fit_label, plural
from .actions import Move, is_card, parse, piles_token, slot_token
from .constants import (DEFEAT_TOTAL, DISCLOSE_MAX, ENEMY, ENEMY_COUNT, EXPLORE_LOOK, MAX_SCORE, SLOTS,
                        TARGET_SCORE)

if TYPE_CHECKING:
    from .rules import DeckDefenceState

ACT_HINT = "choose your move"
WAIT_HINT = "Nothing to do for you now."

_VERBS = {
    "conscript": "Conscript",
    "defeat": "Defeat",
    "explore": "Explore",
    "capture": "Capture",
    "order": "Choose the order",
    "refill": "Refill Main",
}


def card_name(code: str | None) -> str:
    """"Sword 2", "Fire Enemy"."""
    if code is None or not is_card(code):
        return "a card"
    return f"{DD_ATTRIBUTES[code[0]]} {'Enemy' if code[1] == ENEMY else code[1]}"


def _names(codes: Sequence[str]) -> str:
    return and_list([card_name(c) for c in codes], "nothing")


def _tops(piles: Sequence[int]) -> str:
    """Piles numbered 1..3: "the top of pile 2", "the tops of piles 1 and 3"."""
    if len(piles) == 1:
        return f"the top of pile {piles[0]}"
    return "the tops of piles " + and_list([str(p) for p in piles])


def _of_enemies(n: int) -> str:
    return f"{n} of {ENEMY_COUNT} enemies defeated"


# --- buttons and questions ------------------------------------------------------------


def _pile_text(s: "DeckDefenceState", j: int) -> str:
    pile = s.piles[j]
    if not pile:
        return f"Pile {j + 1}: empty"
    return f"Pile {j + 1}: {card_name(pile[-1])} on top"


def label(s: "DeckDefenceState", token: str) -> str:
    if token in _VERBS:
        return _VERBS[token]
    if is_card(token):
        return card_name(token)
    found = slot_token(token)
    if found:
        zone, i = found
        if zone == "p":
            return _pile_text(s, i)
        row = s.main if zone == "m" else s.capture
        where = "Main" if zone == "m" else "Captured"
        card = row[i]
        return f"{card_name(card)} ({where} {i + 1})" if card else f"{where} {i + 1}: empty"
    piles = piles_token(token)
    if piles:
        tops = [s.piles[j][-1] for j in piles if s.piles[j]]
        total = sum(int(c[1]) for c in tops)
        return f"Pay {' + '.join(card_name(c) for c in tops)} (rank {total})"
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
            return f"A disclosed card must refill Main slot {slot}."
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
        attr = DD_ATTRIBUTES[card[0]] if card else "its attribute"
        return (f"Discard which pile tops? They must be {attr} cards with ranks summing to "
                f"{DEFEAT_TOTAL} or more; the cheapest payment is listed first.")
    if verb == "explore":
        return "Discard the top of which pile to explore?"
    if verb == "capture":
        return "Capture which enemy from the Main area?"
    return "Choose."


def _slot_card(s: "DeckDefenceState", token: str) -> str | None:
    found = slot_token(token)
    if not found or found[0] == "p":
        return None
    return _card_at(s, found[0], found[1])


def _card_at(s: "DeckDefenceState", zone: str, i: int) -> str | None:
    return (s.main if zone == "m" else s.capture)[i]


def describe(s: "DeckDefenceState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """A log line, read against the position the action was played from (nothing hidden:
    the player sees what the public table shows)."""
    try:
        m = parse(action)
    except ValueError:
        return "A move that is not part of this game."
    if m.kind == "conscript":
        j = m.piles[0]
        where = f"pile {j + 1}" if s.piles[j] else f"the empty pile {j + 1}"
        return f"Conscripted {card_name(_card_at(s, m.zone, m.slot))} onto {where}."
    if m.kind == "defeat":
        card = _card_at(s, m.zone, m.slot)
        return (f"Defeated {card_name(card) if card else 'an enemy'} ({len(s.defeated) + 1} of "
                f"{ENEMY_COUNT}), discarding {_tops([j + 1 for j in m.piles])}.")
    if m.kind == "capture":
        card = _card_at(s, m.zone, m.slot)
        free = s.capture.index(None) + 1 if None in s.capture else None
        into = f" into Capture slot {free}" if free else ""
        return f"Captured {card_name(card) if card else 'an enemy'}{into}."
    if m.kind == "explore":
        return f"Explored, discarding the top of pile {m.piles[0] + 1}."
    if m.kind == "order":
        if len(m.cards) == 1:
            return f"Put {card_name(m.cards[0])} back on top of the deck."
        return f"Put the explored cards back on the deck, top first: {_names(m.cards)}."
    slot = (s.refill_slot or 0) + 1
    return f"Moved {card_name(m.cards[0])} from the disclosure area into Main slot {slot}."


# --- what happened ----------------------------------------------------------------------


def event(e: Event, viewer: Seat | None = None, names: Names = NO_NAMES) -> str:
    """One event in words (the codes are listed in the rules module's docstring)."""
    code, a = e.code, e.args
    if code == "deal":
        return f"The deck is shuffled and {a[0]} cards are dealt to the Main area."
    if code == "conscript":
        where = f"a new pile {a[1]}" if a[2] else f"pile {a[1]}"
        return f"Conscripted {card_name(a[0])} onto {where}."
    if code == "defeat":
        return (f"Defeated {card_name(a[0])} ({a[1]}/{ENEMY_COUNT}), discarding "
                f"{_tops(a[2:])}.")
    if code == "capture":
        return f"Captured {card_name(a[0])} into Capture slot {a[1]}."
    if code == "explore":
        return f"Discarded the top of pile {a[0]} to explore."
    if code == "explore.look":
        if len(a) == 1:
            return f"You look at the top card of the deck: {card_name(a[0])}."
        return f"You look at the top {len(a)} cards of the deck: {_names(a)}."
    if code == "explore.nothing":
        return "The deck is empty, so Explore shows no card."
    if code == "explore.disclose":
        return f"Explore discloses {_names(a)} from the deck."
    if code == "order":
        if len(a) == 1:
            return f"You put {card_name(a[0])} back on top of the deck."
        return f"You put the cards back on the deck, top first: {_names(a)}."
    if code == "refill.draw":
        return f"{card_name(a[0])} is drawn from the deck into Main slot {a[1]}."
    if code == "refill.disclosed":
        return f"{card_name(a[0])} moves from the disclosure area into Main slot {a[1]}."
    if code == "refill.chosen":
        return f"{card_name(a[0])} fills Main slot {a[1]} from the disclosure area."
    if code == "refill.choose":
        return f"Main slot {a[0]} is empty: disclosed cards refill it before the deck does."
    if code == "refill.empty":
        return f"The deck is empty, so Main slot {a[0]} stays empty."
    if code == "win":
        return f"All {ENEMY_COUNT} enemies defeated: you win with a score of {a[0]}."
    if code == "loss":
        return f"No legal action is left: the fort falls with {_of_enemies(a[0])}."
    if code == "resign":
        return f"You resigned with {_of_enemies(a[0])}."
    if code == "timeout":
        return f"You ran out of time and forfeit, with {_of_enemies(a[0])}."
    if code == "abandon":
        return f"Abandoned with {_of_enemies(a[0])}."
    return "Something happened on the table."


def reason(s: "DeckDefenceState") -> str:
    """The outcome's sentence for a finished game, read after the status (which counts the
    defeated enemies).  Only a win names a score (DD-8)."""
    if s.result == "win":
        return (f"You win with a score of {s.score()} (target {TARGET_SCORE}, best possible "
                f"{MAX_SCORE}): the ranks of the Friendly cards kept out of the discard pile.")
    if s.ending == "resign":
        return "You resigned."
    if s.ending == "timeout":
        return "You ran out of time and forfeit the game."
    if s.ending == "abandon":
        return "Abandoned: nobody played."
    return f"No legal action is left, so the fort falls: {_stuck(s)}."


_EXPLORE_STUCK = {
    "twice": "Explore is not allowed right after Explore",
    "disclosed": f"{DISCLOSE_MAX} cards are disclosed, so Explore is not allowed",
    "hand": "no pile top is left to pay for Explore",
}


def _stuck(s: "DeckDefenceState") -> str:
    """Why no action is legal (DD-7), one clause for each kind of action."""
    main = [c for c in s.main if c is not None]
    friendly = [c for c in main if c[1] != ENEMY]
    in_main = [c for c in main if c[1] == ENEMY]
    enemies = in_main + [c for c in s.capture if c is not None]
    clauses = [
        "no Friendly card in the Main area fits a pile" if friendly else "no Friendly card is in the Main area",
        "your pile tops cannot pay for any enemy" if enemies else "no enemy is in the Main or Capture area",
        "the Capture area is full" if None not in s.capture else "no enemy is in the Main area to capture",
        _EXPLORE_STUCK.get(s.explore_problem() or "", "Explore is not possible"),
    ]
    return "; ".join(clauses)


def status(s: "DeckDefenceState", viewer: Seat | None = None) -> str:
    """Where the game stands.  What just happened is told by the events, the end by the
    outcome's reason, and what to choose by the prompt; no score, which only a win has
    (DD-8) and the reason gives."""
    head = (f"{'Classic mode · ' if s.classic else ''}{len(s.defeated)} of {ENEMY_COUNT} enemies "
            f"defeated · {plural(len(s.deck), 'card')} in the deck · "
            f"{plural(s.actions, 'action')} taken")
    if s.phase == "act" and s.explore_blocked:
        return f"{head}\nExplore is not allowed right after Explore."
    return head


# --- why not ------------------------------------------------------------------------------

_EXPLORE_PROBLEMS = {
    "twice": "Explore cannot be used twice in a row.",
    "disclosed": f"Classic mode: Explore is not allowed while {DISCLOSE_MAX} cards are disclosed.",
    "hand": "Explore costs a pile top from the Hand area, and it is empty.",
}
_NOT_NOW = "That move is not possible now."


def explain_illegal(s: "DeckDefenceState", seat: Seat, action: str) -> str:
    if s.phase == "over":
        return "This game is over."
    try:
        m = parse(action)
    except ValueError:
        m = None
    kind = m.kind if m else action.split(".")[0]
    if s.phase == "order" and kind != "order":
        return "First choose the order of the explored cards."
    if s.phase == "refill" and kind != "refill":
        return "First choose which disclosed card refills the Main area."
    if s.phase == "act" and kind in ("order", "refill"):
        return "There is nothing to order or refill right now."
    if kind == "order":
        return ("Put back every explored card exactly once, top of the deck first: "
                f"{_names(s.exploring)}.")
    if kind == "refill":
        return f"Choose one of the disclosed cards: {_names(s.disclosed)}."
    if m is None:
        return "That is not a move in this game."
    if m.kind == "conscript":
        return _why_not_conscript(s, m)
    if m.kind == "defeat":
        return _why_not_defeat(s, m)
    if m.kind == "capture":
        card = _card_at(s, m.zone, m.slot)
        if card is None or card[1] != ENEMY:
            return "Only an Enemy card in the Main area can be captured."
        if None not in s.capture:
            return f"The Capture area is full: it holds at most {SLOTS} enemies."
    if m.kind == "explore":
        problem = s.explore_problem()
        if problem:
            return _EXPLORE_PROBLEMS[problem]
        if not s.piles[m.piles[0]]:
            return "That pile is empty: Explore discards the top of a non-empty pile."
    return _NOT_NOW


def _why_not_conscript(s: "DeckDefenceState", m: Move) -> str:
    card = _card_at(s, m.zone, m.slot)
    if card is None:
        return "That Main slot is empty."
    if card[1] == ENEMY:
        return "Enemies cannot be conscripted: only Friendly cards, ranks 1-3."
    pile = s.piles[m.piles[0]]
    if pile:
        top = pile[-1]
        if card in pile:
            return f"That pile already holds a {card_name(card)}: no two of a kind."
        if top[0] != card[0] and top[1] != card[1]:
            return (f"{card_name(card)} shares neither attribute nor rank with the pile top "
                    f"{card_name(top)}.")
    return _NOT_NOW


def _why_not_defeat(s: "DeckDefenceState", m: Move) -> str:
    card = _card_at(s, m.zone, m.slot)
    if card is None or card[1] != ENEMY:
        return "Choose an Enemy card in the Main or Capture area."
    piles = [s.piles[j] for j in m.piles]
    if any(not p for p in piles):
        return "You can only pay with the tops of non-empty piles."
    tops = [p[-1] for p in piles]
    if any(t[0] != card[0] for t in tops):
        return (f"Every discarded card must share the enemy's attribute "
                f"({DD_ATTRIBUTES[card[0]]}).")
    if sum(int(t[1]) for t in tops) < DEFEAT_TOTAL:
        return f"The discarded ranks must sum to {DEFEAT_TOTAL} or more to beat an Enemy's 4."
    return "Pay with each pile at most once, from left to right."


# --- whole-move buttons -------------------------------------------------------------------



def action_label(s: "DeckDefenceState", action: str) -> str:
    """Button text for a choice that completes `action`: the whole move, with what it costs
    (the pile tops a defeat or an explore discards) and what it does.  Read from the
    position, never changing it; every card named is face up on the table."""
    try:
        m = parse(action)
    except ValueError:
        return ""
    if m.kind == "conscript":
        card = card_name(_card_at(s, m.zone, m.slot))
        j = m.piles[0]
        pile = s.piles[j]
        if not pile:
            return f"Conscript {card} to start pile {j + 1}"
        return f"Conscript {card} onto pile {j + 1} (on {card_name(pile[-1])})"
    if m.kind == "defeat":
        return _defeat_label(s, m)
    if m.kind == "capture":
        free = s.capture.index(None) + 1 if None in s.capture else 1
        return (f"Capture {card_name(_card_at(s, m.zone, m.slot))} from Main {m.slot + 1} "
                f"into Capture slot {free}")
    if m.kind == "explore":
        j = m.piles[0]
        paid = card_name(s.piles[j][-1]) if s.piles[j] else "a card"
        if s.classic:
            n = min(DISCLOSE_MAX - len(s.disclosed), len(s.deck))
            return f"Explore: discard {paid} from pile {j + 1}, disclose {plural(n, 'card')}"
        n = min(EXPLORE_LOOK, len(s.deck))
        seen = "the top card" if n == 1 else f"the top {n} cards"
        return f"Explore: discard {paid} from pile {j + 1}, see {seen}"
    if m.kind == "order":
        if len(m.cards) == 1:
            return f"Put {card_name(m.cards[0])} back on top of the deck"
        return fit_label(f"Put back, top first: {', '.join(card_name(c) for c in m.cards)}",
                    f"Top first: {', '.join(card_name(c) for c in m.cards)}")
    slot = (s.refill_slot or 0) + 1
    return f"Refill Main slot {slot} with {card_name(m.cards[0])}"


def _defeat_label(s: "DeckDefenceState", m: Move) -> str:
    """"Defeat Fire Enemy, discarding Fire 2 + Fire 3 (piles 1, 3)": the pile tops paid."""
    enemy = card_name(_card_at(s, m.zone, m.slot))
    paid = " + ".join(card_name(s.piles[j][-1]) if s.piles[j] else "a card" for j in m.piles)
    numbers = [str(j + 1) for j in m.piles]
    piles = ("pile " if len(numbers) == 1 else "piles ") + ", ".join(numbers)
    head = "Win: defeat" if len(s.defeated) + 1 >= ENEMY_COUNT else "Defeat"
    captured = "captured " if m.zone == "c" else ""
    return fit_label(
        f"{head} {captured}{enemy}, discarding {paid} ({piles})",
        f"{head} {enemy}, discarding {paid} ({piles})",
        f"{head} {enemy}, discarding the tops of {piles}",
    )
