"""Words for Defend and Capture: button labels, prompts, log lines, status, outcome
reasons, event wording and why a move is illegal.

Every function reads the state and never changes it.  Nothing here states a rule: the
numbers and names come from `constants`, the spelling of actions from `actions`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence, cast

from engine.cards import DECKTET
from engine.core import NO_NAMES, Event, IllegalAction, Names, Seat, and_list, fit_label

from .actions import ACTION_VERBS, DISCARD_VERBS, Move, UnknownVerb, WrongParts, parse
from .constants import (HASTEN_AT, LOSS_DAMAGE, NAME, PERSONALITY, RANK, SLOT_NAME, TITLE, TURN_CAP,
                        WIN_CAPTURED)

if TYPE_CHECKING:
    from .rules import DCState

SUMMARY = "Solo Decktet: hold the walls and capture 12 enemies before you take 20 damage."
ACT_HINT = "choose your move"
WAIT_HINT = "Nothing to do for you now."
SOLO_ONLY = f"{TITLE} is a solo game."
METRIC_LABELS = {"damage": "least damage", "turns": "fewest turns"}

SHORT: dict[str, str] = {
    c: f"{card.name} {card.rank} {'/'.join(card.suits)}" for c, card in DECKTET.items()
}
VERB_LABEL = {
    "play": "Play",
    "counter": "Counterattack",
    "interchange": "Interchange",
    "sacrifice": "Sacrifice",
    "withdraw": "Withdraw",
    "end": "End actions",
    "discard": "Discard",
    "done": "End turn",
}


def _name(code: str | None) -> str:
    if not code:
        return "nothing"
    return NAME.get(code, "that card")


def _count(n: int, one: str, many: str | None = None) -> str:
    if n == 0:
        return f"no {many or one + 's'}"
    return f"{n} {one if n == 1 else many or one + 's'}"


def _slot(slot: str | None) -> str:
    return SLOT_NAME.get(slot or "", "the table")


def _names(codes: Sequence[str]) -> str:
    return and_list([_name(c) for c in codes])


# --- buttons and questions -------------------------------------------------------------


def label(s: "DCState", token: str) -> str:
    if token in SHORT:
        return SHORT[token]
    if token in SLOT_NAME:
        card = s.slot_card(token)
        return f"{SLOT_NAME[token]} ({NAME[card]})" if card else SLOT_NAME[token]
    return VERB_LABEL.get(token, token)


def prompt(s: "DCState", path: Sequence[str]) -> str:
    if not path:
        if s.phase == "discard":
            return "Discard cards you don't want, or end the turn."
        return "Choose an action."
    verb = path[0]
    card = _name(path[1]) if len(path) > 1 else ""
    if verb == "play":
        return f"Play {card} where?" if card else "Play which card?"
    if verb == "counter":
        return "Counterattack from which slot?"
    if verb == "interchange":
        if card:
            return f"Swap {card} with which captured card?"
        return "Swap which hand card into Captured?"
    if verb == "sacrifice":
        if card:
            below = RANK.get(path[1])
            return f"Take back which damaged card (rank below {below})?" if below else "Take back which card?"
        return "Sacrifice which hand card to Damaged?"
    if verb == "withdraw":
        return "Withdraw which card to your hand?"
    if verb == "discard":
        return "Discard which card?"
    return "Choose."


# --- the move log ------------------------------------------------------------------------


def describe(s: "DCState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """The log line for an action, read before it is applied (every card is public)."""
    try:
        m = parse(action)
    except ValueError:
        return "An unknown move."
    verb = m.verb
    if verb == "play":
        old = s.slot_card(m.slot or "")
        extra = f", discarding {NAME[old]}" if old else ""
        return f"Played {_name(m.card)} to {_slot(m.slot)}{extra}."
    if verb == "counter":
        return f"Counterattacked from {_slot(m.slot)} with {_name(s.slot_card(m.slot or ''))}."
    if verb == "interchange":
        return f"Swapped {_name(m.card)} from hand with captured {_name(m.other)}."
    if verb == "sacrifice":
        return f"Sacrificed {_name(m.card)} to Damaged, taking back {_name(m.other)}."
    if verb == "withdraw":
        return f"Withdrew {_name(s.slot_card(m.slot or ''))} from {_slot(m.slot)}."
    if verb == "end":
        return "Ended actions."
    if verb == "discard":
        return f"Discarded {_name(m.card)}."
    return "Ended the turn."


# Events word what the rules did.  The player's own move is told once, by its describe
# line: a counterattack's event gives only its results, a sacrifice's only the damage it
# adds, and an interchange has nothing to add (an echo event, see the rules module).


def _attack_breach(enemy: str, damage: int, slot: str) -> str:
    return f"Attack: {_name(enemy)} breaks through the empty {SLOT_NAME[slot]} for {damage} damage."


def _attack_beats(enemy: str, defender: str, damage: int, slot: str) -> str:
    return (f"Attack: {_name(enemy)} ({RANK[enemy]}) beats {_name(defender)} ({RANK[defender]}) at "
            f"{SLOT_NAME[slot]}; {_name(defender)} goes to Damaged for {damage} damage.")


def _attack_repelled(enemy: str, defender: str, slot: str) -> str:
    return (f"Attack: {_name(defender)} ({RANK[defender]}) at {SLOT_NAME[slot]} repels "
            f"{_name(enemy)} ({RANK[enemy]}): no damage.")


def _hasten() -> str:
    return f"Hasten: with {HASTEN_AT} or more cards captured, the enemies attack and advance again."


def _advance(*arrived: str) -> str:
    if not arrived:
        return "The enemies advance one row; no cards are left to fill the top row."
    verb = "arrives" if len(arrived) == 1 else "arrive"
    return f"The enemies advance one row; {_names(arrived)} {verb} in the top row."


def _draw(turn: int, got: int) -> str:
    if not got:
        return f"Turn {turn}: no cards are left to draw."
    return f"Turn {turn}: you draw {_count(got, 'card')}."


def _draw_none(turn: int, held: int) -> str:
    return f"Turn {turn}: you already hold {_count(held, 'card')}, so you draw none."


def _reshuffle(count: int) -> str:
    return f"The deck ran out: the discard pile ({_count(count, 'card')}) is reshuffled into a new deck."


def _counter(slot: str, *results: str) -> str:
    captured = [_name(results[i]) for i in range(0, len(results) - 1, 2) if results[i + 1] == "captured"]
    destroyed = [_name(results[i]) for i in range(0, len(results) - 1, 2) if results[i + 1] == "destroyed"]
    done = ([f"captures {and_list(captured)}"] if captured else []) + (
        [f"destroys {and_list(destroyed)}"] if destroyed else [])
    if not done:
        return "The counterattack has no effect."
    return f"The counterattack {' and '.join(done)}."


def _interchange(card: str, kept: str) -> str:
    return f"You swap {_name(card)} into Captured for {_name(kept)}."


def _sacrifice(card: str, taken: str, total: int) -> str:
    # The status gives the new total; the event says what the swap cost.
    return f"The sacrifice raises your damage by {RANK[card] - RANK[taken]}."


def _stop(ending: str) -> str:
    if ending == "timeout":
        return "Time ran out for the defence."
    if ending == "abandon":
        return "Nobody played: the game is abandoned."
    return "You gave up the defence."


EVENTS: dict[str, Callable[..., str]] = {
    "attack.breach": _attack_breach,
    "attack.beats": _attack_beats,
    "attack.repelled": _attack_repelled,
    "hasten": _hasten,
    "advance": _advance,
    "draw": _draw,
    "draw.none": _draw_none,
    "reshuffle": _reshuffle,
    "counter": _counter,
    "interchange": _interchange,
    "sacrifice": _sacrifice,
    "stop": _stop,
}


def event(e: Event, viewer: Seat | None = None, names: Names = NO_NAMES) -> str:
    wording = EVENTS.get(e.code)
    if wording is None:
        return "Something happened on the table."
    return wording(*e.args)


# --- status, outcome and refusals --------------------------------------------------------


def reason(s: "DCState") -> str:
    """The outcome sentence for a finished game (`s.end` says why it stopped)."""
    end = s.end
    if end == "captured":
        return f"{len(s.captured)} enemies captured: the town is safe. You win!"
    if end == "damage":
        return f"Damage reached {s.damage}: the town falls."
    if end == "sacrifice":
        return f"Damage reached {s.damage} after a sacrifice: the town falls."
    if end == "cap":
        return f"No result after {TURN_CAP} turns: the game is abandoned."
    if end == "timeout":
        return "You ran out of time and forfeit the game."
    if end == "abandon":
        return "Abandoned: nobody played."
    return "You resigned."


def status(s: "DCState", viewer: Seat | None = None) -> str:
    """Where the game stands; what just happened is told by the events, the end by the
    outcome's reason."""
    head = (
        f"Turn {s.turn} · damage {s.damage} of {LOSS_DAMAGE} · "
        f"captured {len(s.captured)} of {WIN_CAPTURED}"
    )
    if s.end:
        return head
    if s.phase == "discard":
        step = "discard step"
    else:
        step = f"{s.actions_left} of {_count(s.y, 'action')} left"
    return f"{head} · {step}"


def explain_illegal(s: "DCState", seat: Seat, action: str) -> str:
    m: Move | None
    try:
        m = parse(action)
        verb = m.verb
    except UnknownVerb:
        return f"That is not a {TITLE} move."
    except WrongParts as e:
        m, verb = None, e.verb
    if s.phase == "discard" and verb in ACTION_VERBS:
        return "No actions are left this turn: discard cards or end the turn."
    if s.phase == "actions" and verb in DISCARD_VERBS:
        return "Finish your actions first (choose End actions) before discarding."
    if m is None:
        return f"That is not a whole {VERB_LABEL[verb]} move."
    if m.card is not None and m.card not in s.hand:
        return f"{NAME[m.card]} is not in your hand." if m.card in NAME else "That card is not in your hand."
    if m.slot is not None:
        if m.slot not in SLOT_NAME:
            return "That is not a slot on the table: choose a Defense or Side slot."
        if verb != "play" and not s.slot_card(m.slot):
            return f"{SLOT_NAME[m.slot]} is empty: there is nothing to {VERB_LABEL[verb].lower()}."
    if verb == "interchange" and m.other not in s.captured:
        return "Interchange needs a card that is in Captured."  # DC-12
    if verb == "sacrifice":
        if m.other not in s.damaged:
            return "Sacrifice needs a card that is in Damaged."  # DC-13
        if m.card is not None and RANK[m.other] >= RANK[m.card]:
            return "Sacrifice needs a damaged card of lower rank than the hand card."  # DC-13
    return "That is not a legal move now."


# --- whole-move buttons -------------------------------------------------------------------



def action_label(s: "DCState", action: str) -> str:
    """Button text for a choice that completes `action`: the whole move with what it costs
    and what it does ("Counterattack from Side top: captures The Windfall").  Read from the
    position; a counterattack is tried on a copy (`apply` never changes `s`)."""
    try:
        m = parse(action)
    except ValueError:
        return ""
    verb = m.verb
    if verb == "play":
        old = s.slot_card(m.slot or "")
        head = f"Play {_name(m.card)} to {_slot(m.slot)}"
        return fit_label(f"{head}, discarding {_name(old)}", f"{head} (discards {_name(old)})",
                    head + ", discarding the card there") if old else head
    if verb == "counter":
        return _counter_label(s, action, m)
    if verb == "interchange":
        head = f"Swap {_name(m.card)} for captured {_name(m.other)}"
        change = _actions_change(m.card, m.other)
        return fit_label(head + change, head, f"Swap for captured {_name(m.other)}")
    if verb == "sacrifice":
        return _sacrifice_label(s, m)
    if verb == "withdraw":
        return f"Withdraw {_name(s.slot_card(m.slot or ''))} from {_slot(m.slot)} to your hand"
    if verb == "end":
        if not s.hand:
            return "End actions and the turn (nothing to discard)"
        return f"End actions ({s.actions_left} left unused)"
    if verb == "discard":
        card = SHORT.get(m.card or "", _name(m.card))  # with its rank and suits, as in the hand
        return f"Discard {card} and end the turn" if len(s.hand) == 1 else f"Discard {card}"
    if len(s.hand) <= 2:
        return fit_label(f"End turn, keeping {_names(s.hand)}", f"End turn, keeping {_count(len(s.hand), 'card')}")
    return f"End turn, keeping {_count(len(s.hand), 'card')}"


def _actions_change(card: str | None, kept: str | None) -> str:
    """What an interchange does to the actions of the turns to come (rank-10 captured
    cards give actions; the others, cards to draw)."""
    gain = (card in PERSONALITY) - (kept in PERSONALITY)
    if gain > 0:
        return " (+1 action, -1 draw)"
    if gain < 0:
        return " (-1 action, +1 draw)"
    return ""


def _counter_label(s: "DCState", action: str, m: Move) -> str:
    try:
        after = cast("DCState", s.apply(0, action))  # a new state: `s` is left as it was
    except IllegalAction:
        return ""
    results: tuple[str, ...] = ()
    for e in after.events:
        if e.code == "counter":
            results = tuple(e.args[1:])
            break
    captured = [results[i] for i in range(0, len(results) - 1, 2) if results[i + 1] == "captured"]
    destroyed = [results[i] for i in range(0, len(results) - 1, 2) if results[i + 1] == "destroyed"]
    won = after.end == "captured"
    head = f"Counterattack from {_slot(m.slot)}"
    if not captured and not destroyed:
        return f"{head}: no effect"

    def says(named: bool) -> str:
        out = []
        if captured:
            out.append(f"captures {_names(captured) if named else len(captured)}")
        if destroyed:
            out.append(f"destroys {_names(destroyed) if named else len(destroyed)}")
        return ", ".join(out) + (" (you win)" if won else "")

    return fit_label(f"{head}: {says(True)}", f"{_slot(m.slot)}: {says(True)}", f"{head}: {says(False)}")


def _sacrifice_label(s: "DCState", m: Move) -> str:
    card, taken = m.card or "", m.other or ""
    added = RANK.get(card, 0) - RANK.get(taken, 0)
    total = s.damage + added
    cost = (f"+{added} damage: the town falls" if total >= LOSS_DAMAGE
            else f"+{added} damage, {total} of {LOSS_DAMAGE}")
    return fit_label(f"Sacrifice {_name(card)}, take back {_name(taken)} ({cost})",
                f"Sacrifice {_name(card)} for {_name(taken)} ({cost})",
                f"Take back {_name(taken)} ({cost})")
