"""Words for Defend and Capture: button labels, prompts, log lines, status, event wording
and why a move is illegal (the outcome's reason is a catalogue message the rules name).

Every function reads the state and never changes it.  Nothing here states a rule: the
numbers and names come from `constants`, the spelling of actions from `actions`.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence, cast

from engine.cards import DECKTET, decktet_name, decktet_suit_initial
from engine.core import NO_NAMES, Event, IllegalAction, Names, Seat, and_list, fit_label
from i18n import t

from .actions import ACTION_VERBS, DISCARD_VERBS, Move, UnknownVerb, WrongParts, parse
from .constants import HASTEN_AT, LOSS_DAMAGE, PERSONALITY, RANK, SLOT_KEY, TITLE, WIN_CAPTURED
from .rules import DCState

# GameInfo's player texts, as catalogue keys (readers word them with `t`).
SUMMARY = "defend-and-capture-summary"
ACT_HINT = "defend-and-capture-act-hint"
WAIT_HINT = "defend-and-capture-wait-hint"
METRIC_LABELS = {"damage": "defend-and-capture-metric-damage", "turns": "defend-and-capture-metric-turns"}

VERB_LABEL = {
    "play": "defend-and-capture-verb-play",
    "counter": "defend-and-capture-verb-counter",
    "interchange": "defend-and-capture-verb-interchange",
    "sacrifice": "defend-and-capture-verb-sacrifice",
    "withdraw": "defend-and-capture-verb-withdraw",
    "end": "defend-and-capture-verb-end",
    "discard": "defend-and-capture-verb-discard",
    "done": "defend-and-capture-verb-done",
}


def short(code: str) -> str:
    """A card with its rank and suit initials, as buttons show it: "The Forest 5 M/L"."""
    card = DECKTET[code]
    return f"{decktet_name(code)} {card.rank} {'/'.join(decktet_suit_initial(s) for s in card.suits)}"


def _name(code: str | None) -> str:
    if not code:
        return t("defend-and-capture-nothing")
    return decktet_name(code) if code in DECKTET else t("defend-and-capture-that-card")


def slot_name(slot: str | None) -> str:
    key = SLOT_KEY.get(slot or "")
    return t(key) if key else t("defend-and-capture-the-table")


_slot = slot_name


def card_list(codes: Sequence[str | None]) -> str:
    """Cards named in a list ("The Forest, The Sea and The Bard"); empty cells left out."""
    return and_list([_name(c) for c in codes if c])


# --- buttons and questions -------------------------------------------------------------


def label(s: DCState, token: str) -> str:
    if token in DECKTET:
        return short(token)
    if token in SLOT_KEY:
        card = s.slot_card(token)
        if card:
            return t("defend-and-capture-slot-with-card", slot=slot_name(token), card=_name(card))
        return slot_name(token)
    return t(VERB_LABEL[token]) if token in VERB_LABEL else token


def prompt(s: DCState, path: Sequence[str]) -> str:
    if not path:
        if s.phase == "discard":
            return t("defend-and-capture-prompt-discard-step")
        return t("defend-and-capture-prompt-action")
    verb = path[0]
    card = _name(path[1]) if len(path) > 1 else ""
    if verb == "play":
        if card:
            return t("defend-and-capture-prompt-play-where", card=card)
        return t("defend-and-capture-prompt-play-which")
    if verb == "counter":
        return t("defend-and-capture-prompt-counter")
    if verb == "interchange":
        if card:
            return t("defend-and-capture-prompt-interchange-with", card=card)
        return t("defend-and-capture-prompt-interchange-which")
    if verb == "sacrifice":
        if card:
            below = RANK.get(path[1])
            if below:
                return t("defend-and-capture-prompt-sacrifice-below", rank=below)
            return t("defend-and-capture-prompt-sacrifice-any")
        return t("defend-and-capture-prompt-sacrifice-which")
    if verb == "withdraw":
        return t("defend-and-capture-prompt-withdraw")
    if verb == "discard":
        return t("defend-and-capture-prompt-discard")
    return t("defend-and-capture-prompt-choose")


# --- the move log ------------------------------------------------------------------------


def describe(s: DCState, seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """The log line for an action, read before it is applied (every card is public)."""
    try:
        m = parse(action)
    except ValueError:
        return t("defend-and-capture-log-unknown")
    verb = m.verb
    if verb == "play":
        old = s.slot_card(m.slot or "")
        if old:
            return t("defend-and-capture-log-play-replacing", card=_name(m.card), slot=_slot(m.slot), old=_name(old))
        return t("defend-and-capture-log-play", card=_name(m.card), slot=_slot(m.slot))
    if verb == "counter":
        return t("defend-and-capture-log-counter", slot=_slot(m.slot), card=_name(s.slot_card(m.slot or "")))
    if verb == "interchange":
        return t("defend-and-capture-log-interchange", card=_name(m.card), other=_name(m.other))
    if verb == "sacrifice":
        return t("defend-and-capture-log-sacrifice", card=_name(m.card), other=_name(m.other))
    if verb == "withdraw":
        return t("defend-and-capture-log-withdraw", card=_name(s.slot_card(m.slot or "")), slot=_slot(m.slot))
    if verb == "end":
        return t("defend-and-capture-log-end")
    if verb == "discard":
        return t("defend-and-capture-log-discard", card=_name(m.card))
    return t("defend-and-capture-log-done")


# Events word what the rules did.  The player's own move is told once, by its describe
# line: a counterattack's event gives only its results, a sacrifice's only the damage it
# adds, and an interchange has nothing to add (an echo event, see the rules module).


def _attack(enemy: str, slot: str, defender: str | None = None, damage: int = 0) -> Mapping[str, Any]:
    args = {"enemy": _name(enemy), "erank": RANK[enemy], "slot": slot_name(slot), "damage": damage}
    if defender:
        args.update(defender=_name(defender), drank=RANK[defender])
    return args


def _did(captured: Sequence[str], destroyed: Sequence[str]) -> str:
    """Which results a counterattack had, for the messages' selectors."""
    if captured and destroyed:
        return "both"
    if not captured and not destroyed:
        return "none"
    return "captures" if captured else "destroys"


def _counter(slot: str, captured: Sequence[str], destroyed: Sequence[str]) -> Mapping[str, Any]:
    return {"did": _did(captured, destroyed), "captured": card_list(captured), "destroyed": card_list(destroyed)}


# Each event code's catalogue message, and what its arguments need to be read (cards named,
# ranks looked up, lists joined); an event without one passes its arguments as they are.
EVENTS: dict[str, tuple[str, Callable[..., Mapping[str, Any]] | None]] = {
    "attack.breach": ("defend-and-capture-event-attack-breach", _attack),
    "attack.beats": ("defend-and-capture-event-attack-beats", _attack),
    "attack.repelled": ("defend-and-capture-event-attack-repelled", _attack),
    "hasten": ("defend-and-capture-event-hasten", lambda: {"n": HASTEN_AT}),
    "advance": ("defend-and-capture-event-advance", lambda cards: {"cards": card_list(cards), "n": len(cards)}),
    "draw": ("defend-and-capture-event-draw", None),
    "draw.none": ("defend-and-capture-event-draw-none", None),
    "reshuffle": ("defend-and-capture-event-reshuffle", None),
    "counter": ("defend-and-capture-event-counter", _counter),
    "interchange": ("defend-and-capture-event-interchange",
                    lambda card, kept: {"card": _name(card), "kept": _name(kept)}),
    # The status gives the new total; the event says what the swap cost.
    "sacrifice": ("defend-and-capture-event-sacrifice",
                  lambda card, taken, damage: {"n": RANK[card] - RANK[taken]}),
    "stop": ("defend-and-capture-event-stop", None),
}


def event(e: Event, viewer: Seat | None = None, names: Names = NO_NAMES) -> str:
    found = EVENTS.get(e.code)
    if found is None:
        return t("defend-and-capture-event-unknown")
    key, reads = found
    return t(key, **(reads(**e.args) if reads is not None else e.args))


# --- status and refusals --------------------------------------------------------


def status(s: DCState, viewer: Seat | None = None) -> str:
    """Where the game stands; what just happened is told by the events, the end by the
    outcome's reason."""
    figures = dict(turn=s.turn, damage=s.damage, limit=LOSS_DAMAGE, captured=len(s.captured),
                   goal=WIN_CAPTURED)
    if s.end:
        return t("defend-and-capture-status", **figures)
    if s.phase == "discard":
        return t("defend-and-capture-status-discard", **figures)
    return t("defend-and-capture-status-actions", left=s.actions_left, y=s.y, **figures)


def explain_illegal(s: DCState, seat: Seat, action: str) -> str:
    m: Move | None
    try:
        m = parse(action)
        verb = m.verb
    except UnknownVerb:
        return t("defend-and-capture-illegal-not-a-move", title=TITLE)
    except WrongParts as e:
        m, verb = None, e.verb
    if s.phase == "discard" and verb in ACTION_VERBS:
        return t("defend-and-capture-illegal-discard-step")
    if s.phase == "actions" and verb in DISCARD_VERBS:
        return t("defend-and-capture-illegal-actions-step")
    if m is None:
        return t("defend-and-capture-illegal-partial", verb=t(VERB_LABEL[verb]))
    if m.card is not None and m.card not in s.hand:
        if m.card in DECKTET:
            return t("defend-and-capture-illegal-not-in-hand", card=_name(m.card))
        return t("defend-and-capture-illegal-card-not-in-hand")
    if m.slot is not None:
        if m.slot not in SLOT_KEY:
            return t("defend-and-capture-illegal-not-a-slot")
        if verb != "play" and not s.slot_card(m.slot):
            return t("defend-and-capture-illegal-empty-slot", slot=slot_name(m.slot), verb=verb)
    if verb == "interchange" and m.other not in s.captured:
        return t("defend-and-capture-illegal-interchange")  # DC-12
    if verb == "sacrifice":
        if m.other not in s.damaged:
            return t("defend-and-capture-illegal-sacrifice-damaged")  # DC-13
        if m.card is not None and RANK[m.other] >= RANK[m.card]:
            return t("defend-and-capture-illegal-sacrifice-rank")  # DC-13
    return t("defend-and-capture-illegal")


# --- whole-move buttons -------------------------------------------------------------------



def action_label(s: DCState, action: str) -> str:
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
        card, slot = _name(m.card), _slot(m.slot)
        if not old:
            return t("defend-and-capture-label-play", card=card, slot=slot)
        return fit_label(t("defend-and-capture-label-play-discarding", card=card, slot=slot, old=_name(old)),
                         t("defend-and-capture-label-play-discards", card=card, slot=slot, old=_name(old)),
                         t("defend-and-capture-label-play-discarding-there", card=card, slot=slot))
    if verb == "counter":
        return _counter_label(s, action, m)
    if verb == "interchange":
        card, other = _name(m.card), _name(m.other)
        gain = _actions_change(m.card, m.other)
        return fit_label(t("defend-and-capture-label-interchange", card=card, other=other, gain=gain),
                         t("defend-and-capture-label-interchange", card=card, other=other, gain="same"),
                         t("defend-and-capture-label-interchange-short", other=other))
    if verb == "sacrifice":
        return _sacrifice_label(s, m)
    if verb == "withdraw":
        return t("defend-and-capture-label-withdraw", card=_name(s.slot_card(m.slot or "")), slot=_slot(m.slot))
    if verb == "end":
        if not s.hand:
            return t("defend-and-capture-label-end-turn")
        return t("defend-and-capture-label-end", n=s.actions_left)
    if verb == "discard":
        card = short(m.card) if m.card in DECKTET else _name(m.card)  # with its rank and suits, as in the hand
        if len(s.hand) == 1:
            return t("defend-and-capture-label-discard-last", card=card)
        return t("defend-and-capture-label-discard", card=card)
    if len(s.hand) <= 2:
        return fit_label(t("defend-and-capture-label-done-names", cards=card_list(s.hand)),
                         t("defend-and-capture-label-done", n=len(s.hand)))
    return t("defend-and-capture-label-done", n=len(s.hand))


def _actions_change(card: str | None, kept: str | None) -> str:
    """What an interchange does to the actions of the turns to come (rank-10 captured
    cards give actions; the others, cards to draw): "more", "fewer" or "same"."""
    gain = (card in PERSONALITY) - (kept in PERSONALITY)
    if gain > 0:
        return "more"
    if gain < 0:
        return "fewer"
    return "same"


def _counter_label(s: DCState, action: str, m: Move) -> str:
    try:
        after = cast(DCState, s.apply(0, action))  # a new state: `s` is left as it was
    except IllegalAction:
        return ""
    captured: Sequence[str] = ()
    destroyed: Sequence[str] = ()
    for e in after.events:
        if e.code == "counter":
            captured, destroyed = e.args["captured"], e.args["destroyed"]
            break
    won = "yes" if after.end == "captured" else "no"
    slot = _slot(m.slot)
    if not captured and not destroyed:
        return t("defend-and-capture-label-counter-none", slot=slot)
    did = _did(captured, destroyed)

    def says(named: bool) -> str:
        if named:
            return t("defend-and-capture-counter-says", did=did, captured=card_list(captured),
                     destroyed=card_list(destroyed), won=won)
        return t("defend-and-capture-counter-says-count", did=did, captured=len(captured),
                 destroyed=len(destroyed), won=won)

    return fit_label(t("defend-and-capture-label-counter", slot=slot, says=says(True)),
                     t("defend-and-capture-label-counter-short", slot=slot, says=says(True)),
                     t("defend-and-capture-label-counter", slot=slot, says=says(False)))


def _sacrifice_label(s: DCState, m: Move) -> str:
    card, taken = m.card or "", m.other or ""
    added = RANK.get(card, 0) - RANK.get(taken, 0)
    total = s.damage + added
    cost = (t("defend-and-capture-sacrifice-cost-falls", added=added) if total >= LOSS_DAMAGE
            else t("defend-and-capture-sacrifice-cost", added=added, total=total, limit=LOSS_DAMAGE))
    return fit_label(t("defend-and-capture-label-sacrifice", card=_name(card), taken=_name(taken), cost=cost),
                     t("defend-and-capture-label-sacrifice-for", card=_name(card), taken=_name(taken), cost=cost),
                     t("defend-and-capture-label-sacrifice-take", taken=_name(taken), cost=cost))
