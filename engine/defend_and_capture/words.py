"""Words for Defend and Capture: button labels, prompts, log lines, status, outcome
reasons, event wording and why a move is illegal.

Every function reads the state and never changes it.  Nothing here states a rule: the
numbers and names come from `constants`, the spelling of actions from `actions`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence, cast

from engine.cards import DECKTET, decktet_name
from engine.core import NO_NAMES, Event, IllegalAction, Names, Seat, and_list, fit_label
from i18n import t

from .actions import ACTION_VERBS, DISCARD_VERBS, Move, UnknownVerb, WrongParts, parse
from .constants import HASTEN_AT, LOSS_DAMAGE, PERSONALITY, RANK, SLOT_KEY, TITLE, TURN_CAP, WIN_CAPTURED

if TYPE_CHECKING:
    from .rules import DCState

# GameInfo's player texts, as catalogue keys (readers word them with `t`).
SUMMARY = "dc-summary"
ACT_HINT = "dc-act-hint"
WAIT_HINT = "dc-wait-hint"
METRIC_LABELS = {"damage": "dc-metric-damage", "turns": "dc-metric-turns"}

VERB_LABEL = {
    "play": "dc-verb-play",
    "counter": "dc-verb-counter",
    "interchange": "dc-verb-interchange",
    "sacrifice": "dc-verb-sacrifice",
    "withdraw": "dc-verb-withdraw",
    "end": "dc-verb-end",
    "discard": "dc-verb-discard",
    "done": "dc-verb-done",
}


def solo_only() -> str:
    """Why a game with more than one player cannot start."""
    return t("dc-solo-only", title=TITLE)


def short(code: str) -> str:
    """A card with its rank and suit letters, as buttons show it: "The Forest 5 M/L"."""
    card = DECKTET[code]
    return f"{decktet_name(code)} {card.rank} {'/'.join(card.suits)}"


def _name(code: str | None) -> str:
    if not code:
        return t("dc-nothing")
    return decktet_name(code) if code in DECKTET else t("dc-that-card")


def slot_name(slot: str | None) -> str:
    key = SLOT_KEY.get(slot or "")
    return t(key) if key else t("dc-the-table")


_slot = slot_name


def _names(codes: Sequence[str]) -> str:
    return and_list([_name(c) for c in codes])


# --- buttons and questions -------------------------------------------------------------


def label(s: "DCState", token: str) -> str:
    if token in DECKTET:
        return short(token)
    if token in SLOT_KEY:
        card = s.slot_card(token)
        return t("dc-slot-with-card", slot=slot_name(token), card=_name(card)) if card else slot_name(token)
    return t(VERB_LABEL[token]) if token in VERB_LABEL else token


def prompt(s: "DCState", path: Sequence[str]) -> str:
    if not path:
        if s.phase == "discard":
            return t("dc-prompt-discard-step")
        return t("dc-prompt-action")
    verb = path[0]
    card = _name(path[1]) if len(path) > 1 else ""
    if verb == "play":
        return t("dc-prompt-play-where", card=card) if card else t("dc-prompt-play-which")
    if verb == "counter":
        return t("dc-prompt-counter")
    if verb == "interchange":
        if card:
            return t("dc-prompt-interchange-with", card=card)
        return t("dc-prompt-interchange-which")
    if verb == "sacrifice":
        if card:
            below = RANK.get(path[1])
            return t("dc-prompt-sacrifice-below", rank=below) if below else t("dc-prompt-sacrifice-any")
        return t("dc-prompt-sacrifice-which")
    if verb == "withdraw":
        return t("dc-prompt-withdraw")
    if verb == "discard":
        return t("dc-prompt-discard")
    return t("dc-prompt-choose")


# --- the move log ------------------------------------------------------------------------


def describe(s: "DCState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """The log line for an action, read before it is applied (every card is public)."""
    try:
        m = parse(action)
    except ValueError:
        return t("dc-log-unknown")
    verb = m.verb
    if verb == "play":
        old = s.slot_card(m.slot or "")
        if old:
            return t("dc-log-play-replacing", card=_name(m.card), slot=_slot(m.slot), old=_name(old))
        return t("dc-log-play", card=_name(m.card), slot=_slot(m.slot))
    if verb == "counter":
        return t("dc-log-counter", slot=_slot(m.slot), card=_name(s.slot_card(m.slot or "")))
    if verb == "interchange":
        return t("dc-log-interchange", card=_name(m.card), other=_name(m.other))
    if verb == "sacrifice":
        return t("dc-log-sacrifice", card=_name(m.card), other=_name(m.other))
    if verb == "withdraw":
        return t("dc-log-withdraw", card=_name(s.slot_card(m.slot or "")), slot=_slot(m.slot))
    if verb == "end":
        return t("dc-log-end")
    if verb == "discard":
        return t("dc-log-discard", card=_name(m.card))
    return t("dc-log-done")


# Events word what the rules did.  The player's own move is told once, by its describe
# line: a counterattack's event gives only its results, a sacrifice's only the damage it
# adds, and an interchange has nothing to add (an echo event, see the rules module).


def _attack_breach(enemy: str, damage: int, slot: str) -> str:
    return t("dc-ev-breach", enemy=_name(enemy), damage=damage, slot=slot_name(slot))


def _attack_beats(enemy: str, defender: str, damage: int, slot: str) -> str:
    return t("dc-ev-beats", enemy=_name(enemy), erank=RANK[enemy], defender=_name(defender),
             drank=RANK[defender], slot=slot_name(slot), damage=damage)


def _attack_repelled(enemy: str, defender: str, slot: str) -> str:
    return t("dc-ev-repelled", enemy=_name(enemy), erank=RANK[enemy], defender=_name(defender),
             drank=RANK[defender], slot=slot_name(slot))


def _hasten() -> str:
    return t("dc-ev-hasten", n=HASTEN_AT)


def _advance(*arrived: str) -> str:
    if not arrived:
        return t("dc-ev-advance-none")
    return t("dc-ev-advance", cards=_names(arrived), n=len(arrived))


def _draw(turn: int, got: int) -> str:
    if not got:
        return t("dc-ev-draw-nothing", turn=turn)
    return t("dc-ev-draw", turn=turn, n=got)


def _draw_none(turn: int, held: int) -> str:
    return t("dc-ev-draw-none", turn=turn, n=held)


def _reshuffle(count: int) -> str:
    return t("dc-ev-reshuffle", n=count)


def _results(results: Sequence[str], fate: str) -> list[str]:
    return [results[i] for i in range(0, len(results) - 1, 2) if results[i + 1] == fate]


def _did(captured: Sequence[str], destroyed: Sequence[str]) -> str:
    """Which results a counterattack had, for the messages' selectors."""
    if captured and destroyed:
        return "both"
    return "captures" if captured else "destroys"


def _counter(slot: str, *results: str) -> str:
    captured, destroyed = _results(results, "captured"), _results(results, "destroyed")
    if not captured and not destroyed:
        return t("dc-ev-counter-none")
    return t("dc-ev-counter", did=_did(captured, destroyed), captured=_names(captured),
             destroyed=_names(destroyed))


def _interchange(card: str, kept: str) -> str:
    return t("dc-ev-interchange", card=_name(card), kept=_name(kept))


def _sacrifice(card: str, taken: str, total: int) -> str:
    # The status gives the new total; the event says what the swap cost.
    return t("dc-ev-sacrifice", n=RANK[card] - RANK[taken])


def _stop(ending: str) -> str:
    if ending == "timeout":
        return t("dc-ev-stop-timeout")
    if ending == "abandon":
        return t("dc-ev-stop-abandon")
    return t("dc-ev-stop-resign")


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
        return t("dc-ev-unknown")
    return wording(*e.args)


# --- status, outcome and refusals --------------------------------------------------------


def reason(s: "DCState") -> str:
    """The outcome sentence for a finished game (`s.end` says why it stopped)."""
    end = s.end
    if end == "captured":
        return t("dc-reason-captured", n=len(s.captured))
    if end == "damage":
        return t("dc-reason-damage", damage=s.damage)
    if end == "sacrifice":
        return t("dc-reason-sacrifice", damage=s.damage)
    if end == "cap":
        return t("dc-reason-cap", turns=TURN_CAP)
    if end == "timeout":
        return t("dc-reason-timeout")
    if end == "abandon":
        return t("dc-reason-abandon")
    return t("dc-reason-resign")


def status(s: "DCState", viewer: Seat | None = None) -> str:
    """Where the game stands; what just happened is told by the events, the end by the
    outcome's reason."""
    figures = dict(turn=s.turn, damage=s.damage, limit=LOSS_DAMAGE, captured=len(s.captured),
                   goal=WIN_CAPTURED)
    if s.end:
        return t("dc-status", **figures)
    if s.phase == "discard":
        return t("dc-status-discard", **figures)
    return t("dc-status-actions", left=s.actions_left, y=s.y, **figures)


def explain_illegal(s: "DCState", seat: Seat, action: str) -> str:
    m: Move | None
    try:
        m = parse(action)
        verb = m.verb
    except UnknownVerb:
        return t("dc-illegal-not-a-move", title=TITLE)
    except WrongParts as e:
        m, verb = None, e.verb
    if s.phase == "discard" and verb in ACTION_VERBS:
        return t("dc-illegal-discard-step")
    if s.phase == "actions" and verb in DISCARD_VERBS:
        return t("dc-illegal-actions-step")
    if m is None:
        return t("dc-illegal-partial", verb=t(VERB_LABEL[verb]))
    if m.card is not None and m.card not in s.hand:
        return t("dc-illegal-not-in-hand", card=_name(m.card)) if m.card in DECKTET else t("dc-illegal-card-not-in-hand")
    if m.slot is not None:
        if m.slot not in SLOT_KEY:
            return t("dc-illegal-not-a-slot")
        if verb != "play" and not s.slot_card(m.slot):
            return t("dc-illegal-empty-slot", slot=slot_name(m.slot), verb=verb)
    if verb == "interchange" and m.other not in s.captured:
        return t("dc-illegal-interchange")  # DC-12
    if verb == "sacrifice":
        if m.other not in s.damaged:
            return t("dc-illegal-sacrifice-damaged")  # DC-13
        if m.card is not None and RANK[m.other] >= RANK[m.card]:
            return t("dc-illegal-sacrifice-rank")  # DC-13
    return t("dc-illegal")


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
        card, slot = _name(m.card), _slot(m.slot)
        if not old:
            return t("dc-label-play", card=card, slot=slot)
        return fit_label(t("dc-label-play-discarding", card=card, slot=slot, old=_name(old)),
                         t("dc-label-play-discards", card=card, slot=slot, old=_name(old)),
                         t("dc-label-play-discarding-there", card=card, slot=slot))
    if verb == "counter":
        return _counter_label(s, action, m)
    if verb == "interchange":
        card, other = _name(m.card), _name(m.other)
        return fit_label(t("dc-label-interchange", card=card, other=other, gain=_actions_change(m.card, m.other)),
                         t("dc-label-interchange", card=card, other=other, gain="same"),
                         t("dc-label-interchange-short", other=other))
    if verb == "sacrifice":
        return _sacrifice_label(s, m)
    if verb == "withdraw":
        return t("dc-label-withdraw", card=_name(s.slot_card(m.slot or "")), slot=_slot(m.slot))
    if verb == "end":
        if not s.hand:
            return t("dc-label-end-turn")
        return t("dc-label-end", n=s.actions_left)
    if verb == "discard":
        card = short(m.card) if m.card in DECKTET else _name(m.card)  # with its rank and suits, as in the hand
        return t("dc-label-discard-last", card=card) if len(s.hand) == 1 else t("dc-label-discard", card=card)
    if len(s.hand) <= 2:
        return fit_label(t("dc-label-done-names", cards=_names(s.hand)), t("dc-label-done", n=len(s.hand)))
    return t("dc-label-done", n=len(s.hand))


def _actions_change(card: str | None, kept: str | None) -> str:
    """What an interchange does to the actions of the turns to come (rank-10 captured
    cards give actions; the others, cards to draw): "more", "fewer" or "same"."""
    gain = (card in PERSONALITY) - (kept in PERSONALITY)
    if gain > 0:
        return "more"
    if gain < 0:
        return "fewer"
    return "same"


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
    captured, destroyed = _results(results, "captured"), _results(results, "destroyed")
    won = "yes" if after.end == "captured" else "no"
    slot = _slot(m.slot)
    if not captured and not destroyed:
        return t("dc-label-counter-none", slot=slot)
    did = _did(captured, destroyed)

    def says(named: bool) -> str:
        if named:
            return t("dc-counter-says", did=did, captured=_names(captured), destroyed=_names(destroyed), won=won)
        return t("dc-counter-says-count", did=did, captured=len(captured), destroyed=len(destroyed), won=won)

    return fit_label(t("dc-label-counter", slot=slot, says=says(True)),
                     t("dc-label-counter-short", slot=slot, says=says(True)),
                     t("dc-label-counter", slot=slot, says=says(False)))


def _sacrifice_label(s: "DCState", m: Move) -> str:
    card, taken = m.card or "", m.other or ""
    added = RANK.get(card, 0) - RANK.get(taken, 0)
    total = s.damage + added
    cost = (t("dc-sacrifice-cost-falls", added=added) if total >= LOSS_DAMAGE
            else t("dc-sacrifice-cost", added=added, total=total, limit=LOSS_DAMAGE))
    return fit_label(t("dc-label-sacrifice", card=_name(card), taken=_name(taken), cost=cost),
                     t("dc-label-sacrifice-for", card=_name(card), taken=_name(taken), cost=cost),
                     t("dc-label-sacrifice-take", taken=_name(taken), cost=cost))
