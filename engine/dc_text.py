"""Words for Defend and Capture: button labels, prompts, log lines, status, and reasons
why a move is illegal (split out of engine.defend_and_capture to keep that module short).

Every function takes the state and only reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .cards import DECKTET

if TYPE_CHECKING:
    from .defend_and_capture import DCState

WIN_CAPTURED = 12
LOSS_DAMAGE = 20
RANK: dict[str, int] = {c: card.rank for c, card in DECKTET.items()}
NAME: dict[str, str] = {c: card.name for c, card in DECKTET.items()}
SHORT: dict[str, str] = {
    c: f"{card.name} {card.rank} {'/'.join(card.suits)}" for c, card in DECKTET.items()
}

SLOT_NAME = {
    "d1": "Defense left",
    "d2": "Defense middle",
    "d3": "Defense right",
    "s1": "Side top",
    "s2": "Side middle",
    "s3": "Side bottom",
}
VERBS = {
    "play": "Play",
    "counter": "Counterattack",
    "interchange": "Interchange",
    "sacrifice": "Sacrifice",
    "withdraw": "Withdraw",
    "end": "End actions",
    "discard": "Discard",
    "done": "End turn",
}
ARITY = {"play": 3, "interchange": 3, "sacrifice": 3, "counter": 2, "withdraw": 2, "discard": 2}


def _name(code: str | None) -> str:
    return NAME.get(code, code) if code else "nothing"


def slot_card(s: "DCState", slot: str) -> str | None:
    if slot not in SLOT_NAME:
        return None
    i = int(slot[1]) - 1
    return s.defense[i] if slot[0] == "d" else s.side[i]


def label(s: "DCState", token: str) -> str:
    if token in SHORT:
        return SHORT[token]
    if token in SLOT_NAME:
        card = slot_card(s, token)
        return f"{SLOT_NAME[token]} ({NAME[card]})" if card else SLOT_NAME[token]
    return VERBS.get(token, token)


def prompt(s: "DCState", path: Sequence[str]) -> str:
    if not path:
        if s.phase == "discard":
            return "Discard cards you don't want, or end the turn."
        n = s.actions_left
        return f"Choose an action ({n} of {s.y} left)."
    verb = path[0]
    card = NAME.get(path[1], path[1]) if len(path) > 1 else ""
    if verb == "play":
        return f"Play {card} where?" if card else "Play which card?"
    if verb == "counter":
        return "Counterattack from which slot?"
    if verb == "interchange":
        if len(path) > 1:
            return f"Swap {card} with which captured card?"
        return "Swap which hand card into Captured?"
    if verb == "sacrifice":
        if len(path) > 1:
            return f"Take back which damaged card (rank below {RANK.get(path[1], '?')})?"
        return "Sacrifice which hand card to Damaged?"
    if verb == "withdraw":
        return "Withdraw which card to your hand?"
    if verb == "discard":
        return "Discard which card?"
    return "Choose."


def describe(s: "DCState", action: str) -> str:
    p = action.split(".")
    verb = p[0]
    if verb == "play" and len(p) == 3:
        old = slot_card(s, p[2]) if p[2] in SLOT_NAME else None
        extra = f", discarding {NAME[old]}" if old else ""
        return f"Played {_name(p[1])} to {SLOT_NAME.get(p[2], p[2])}{extra}."
    if verb == "counter" and len(p) == 2:
        return f"Counterattacked from {SLOT_NAME.get(p[1], p[1])} ({_name(slot_card(s, p[1]))})."
    if verb == "interchange" and len(p) == 3:
        return f"Swapped {_name(p[1])} from hand with captured {_name(p[2])}."
    if verb == "sacrifice" and len(p) == 3:
        return f"Sacrificed {_name(p[1])} to take back {_name(p[2])} from Damaged."
    if verb == "withdraw" and len(p) == 2:
        return f"Withdrew {_name(slot_card(s, p[1]))} from {SLOT_NAME.get(p[1], p[1])}."
    if verb == "end":
        return "Ended actions."
    if verb == "discard" and len(p) == 2:
        return f"Discarded {_name(p[1])}."
    if verb == "done":
        return "Ended the turn."
    return action


def status(s: "DCState") -> str:
    head = (
        f"Turn {s.turn} · damage {s.damage}/{LOSS_DAMAGE} · "
        f"captured {len(s.captured)}/{WIN_CAPTURED}"
    )
    if s.result:
        return f"{head}\n{s.reason}"
    if s.phase == "discard":
        step = "discard step: discard cards or end the turn"
    else:
        step = f"{s.actions_left} of {s.y} actions left"
    last = s.events[-1] if s.events else ""
    return f"{head} · {step}" + (f"\n{last}" if last else "")


def explain_illegal(s: "DCState", action: str) -> str:
    p = action.split(".") if isinstance(action, str) else []
    verb = p[0] if p else ""
    if s.phase == "discard" and verb in VERBS and verb not in ("discard", "done"):
        return "No actions are left this turn: discard cards or end the turn (DC-15)."
    if s.phase == "actions" and verb in ("discard", "done"):
        return "Finish your actions first (choose End actions) before discarding (DC-15)."
    if verb not in VERBS:
        return f"'{action[:64]}' is not a Defend and Capture move."
    if len(p) != ARITY.get(verb, 1):
        return f"'{action[:64]}' has the wrong number of parts for {VERBS[verb]}."
    if verb in ("play", "interchange", "sacrifice", "discard") and p[1] not in s.hand:
        return f"{_name(p[1])} is not in your hand."
    if verb in ("counter", "withdraw", "play"):
        slot = p[2] if verb == "play" else p[1]
        if slot not in SLOT_NAME:
            return f"'{slot}' is not a slot: use d1-d3 (Defense) or s1-s3 (Side)."
        if verb != "play" and not slot_card(s, slot):
            tag = " (DC-10)" if verb == "counter" else ""
            return f"{SLOT_NAME[slot]} is empty: there is nothing to {VERBS[verb].lower()}{tag}."
    if verb == "interchange" and p[2] not in s.captured:
        return "Interchange needs a card that is in Captured (DC-12)."
    if verb == "sacrifice":
        if p[2] not in s.damaged:
            return "Sacrifice needs a card that is in Damaged (DC-13)."
        if RANK[p[2]] >= RANK[p[1]]:
            return "Sacrifice needs a damaged card of lower rank than the hand card (DC-13)."
    return f"'{action[:64]}' is not a legal move now."
