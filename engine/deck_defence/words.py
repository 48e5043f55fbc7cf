"""Words for Deck Defence: button labels, prompts, log lines, event wording, status,
illegal-move reasons and the table hints (the outcome's reason is a catalogue message the
rules name).

Nothing here names a card in the standard-mode discard pile (DD-9): defeats and explores are
told by pile number.  No rule tags and no action spelling reach a player from here.
"""

from __future__ import annotations

from typing import Sequence

from i18n import t

from ..cards import dd_attribute_name
from ..core import NO_NAMES, Event, Names, Seat, and_list, fit_label
from .actions import Move, is_card, parse, piles_token, slot_token
from .constants import DEFEAT_TOTAL, DISCLOSE_MAX, ENEMY, ENEMY_COUNT, EXPLORE_LOOK, SLOTS
from .events import listed
from .rules import DeckDefenceState

_VERBS = {
    "conscript": "deck-defence-verb-conscript",
    "defeat": "deck-defence-verb-defeat",
    "explore": "deck-defence-verb-explore",
    "capture": "deck-defence-verb-capture",
    "order": "deck-defence-verb-order",
    "refill": "deck-defence-verb-refill",
}


def card_name(code: str | None) -> str:
    """"Sword 2", "Fire Enemy"."""
    if code is None or not is_card(code):
        return t("deck-defence-a-card")
    return t("cards-dd-card", attr=dd_attribute_name(code[0]), rank=int(code[1]),
             enemy="yes" if code[1] == ENEMY else "no")


def _names(codes: Sequence[str]) -> str:
    return and_list([card_name(c) for c in codes], t("deck-defence-nothing"))


def pile_args(piles: Sequence[int]) -> dict[str, object]:
    """Pile numbers (1..3) as message arguments: $count and $p1..$p3."""
    args: dict[str, object] = {"count": len(piles)}
    for k, p in enumerate(piles[:3]):
        args[f"p{k + 1}"] = p
    return args


def _tops(piles: Sequence[int]) -> dict[str, object]:
    """Piles numbered 1..3 as the arguments of "the top of pile 2", "the tops of piles 1
    and 3": $piles (listed) and $count."""
    return {"piles": and_list([str(p) for p in piles]), "count": len(piles)}


# --- buttons and questions ------------------------------------------------------------


def _pile_text(s: DeckDefenceState, j: int) -> str:
    pile = s.piles[j]
    if not pile:
        return t("deck-defence-pile-empty", pile=j + 1)
    return t("deck-defence-pile-top", pile=j + 1, card=card_name(pile[-1]))


def label(s: DeckDefenceState, token: str) -> str:
    if token in _VERBS:
        return t(_VERBS[token])
    if is_card(token):
        return card_name(token)
    found = slot_token(token)
    if found:
        zone, i = found
        if zone == "p":
            return _pile_text(s, i)
        card = (s.main if zone == "m" else s.capture)[i]
        if zone == "m":
            if card:
                return t("deck-defence-slot-main", card=card_name(card), slot=i + 1)
            return t("deck-defence-slot-main-empty", slot=i + 1)
        if card:
            return t("deck-defence-slot-capture", card=card_name(card), slot=i + 1)
        return t("deck-defence-slot-capture-empty", slot=i + 1)
    piles = piles_token(token)
    if piles:
        tops = [s.piles[j][-1] for j in piles if s.piles[j]]
        total = sum(int(c[1]) for c in tops)
        return t("deck-defence-pay", cards=" + ".join(card_name(c) for c in tops), total=total)
    return token


def prompt(s: DeckDefenceState, path: Sequence[str]) -> str:
    if s.phase == "order":
        if not path:
            return t("deck-defence-prompt-order")
        if len(path) == 1:
            return t("deck-defence-prompt-order-first")
        return t("deck-defence-prompt-order-next")
    if s.phase == "refill":
        slot = (s.refill_slot or 0) + 1
        if not path:
            return t("deck-defence-prompt-refill-must", slot=slot)
        return t("deck-defence-prompt-refill", slot=slot)
    if not path:
        return t("deck-defence-prompt-action")
    verb = path[0]
    if verb == "conscript":
        if len(path) == 1:
            return t("deck-defence-prompt-conscript")
        card = _slot_card(s, path[1])
        if card:
            return t("deck-defence-prompt-conscript-pile", card=card_name(card))
        return t("deck-defence-prompt-conscript-pile-it")
    if verb == "defeat":
        if len(path) == 1:
            return t("deck-defence-prompt-defeat")
        card = _slot_card(s, path[1])
        if card:
            return t("deck-defence-prompt-defeat-pay", attr=dd_attribute_name(card[0]), total=DEFEAT_TOTAL)
        return t("deck-defence-prompt-defeat-pay-any", total=DEFEAT_TOTAL)
    if verb == "explore":
        return t("deck-defence-prompt-explore")
    if verb == "capture":
        return t("deck-defence-prompt-capture")
    return t("deck-defence-prompt-choose")


def _slot_card(s: DeckDefenceState, token: str) -> str | None:
    found = slot_token(token)
    if not found or found[0] == "p":
        return None
    return _card_at(s, found[0], found[1])


def _card_at(s: DeckDefenceState, zone: str, i: int) -> str | None:
    return (s.main if zone == "m" else s.capture)[i]


def _enemy(card: str | None) -> str:
    return card_name(card) if card else t("deck-defence-an-enemy")


def describe(s: DeckDefenceState, seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """A log line, read against the position the action was played from (nothing hidden:
    the player sees what the public table shows)."""
    try:
        m = parse(action)
    except ValueError:
        return t("deck-defence-log-unknown")
    if m.kind == "conscript":
        j = m.piles[0]
        card = card_name(_card_at(s, m.zone, m.slot))
        if s.piles[j]:
            return t("deck-defence-log-conscript", card=card, pile=j + 1)
        return t("deck-defence-log-conscript-empty", card=card, pile=j + 1)
    if m.kind == "defeat":
        return t("deck-defence-log-defeat", card=_enemy(_card_at(s, m.zone, m.slot)), n=len(s.defeated) + 1,
                 total=ENEMY_COUNT, **_tops([j + 1 for j in m.piles]))
    if m.kind == "capture":
        card = _enemy(_card_at(s, m.zone, m.slot))
        free = s.capture.index(None) + 1 if None in s.capture else None
        if free:
            return t("deck-defence-log-capture", card=card, slot=free)
        return t("deck-defence-log-capture-full", card=card)
    if m.kind == "explore":
        return t("deck-defence-log-explore", pile=m.piles[0] + 1)
    if m.kind == "order":
        if len(m.cards) == 1:
            return t("deck-defence-log-order-one", card=card_name(m.cards[0]))
        return t("deck-defence-log-order", cards=_names(m.cards))
    slot = (s.refill_slot or 0) + 1
    return t("deck-defence-log-refill", card=card_name(m.cards[0]), slot=slot)


# --- what happened ----------------------------------------------------------------------


# Each event's message.  Its arguments are the event's (`events`), with the cards named
# ($card, $enemy), a numbered list gathered ($cards or $piles, and $count) and $total, the
# enemies to defeat.
_EVENTS = {
    "deal": "deck-defence-event-deal",
    "conscript": "deck-defence-event-conscript",
    "defeat": "deck-defence-event-defeat",
    "capture": "deck-defence-event-capture",
    "explore": "deck-defence-event-explore",
    "explore.look": "deck-defence-event-explore-look",
    "explore.disclose": "deck-defence-event-explore-disclose",
    "explore.nothing": "deck-defence-event-explore-nothing",
    "order": "deck-defence-event-order",
    "refill.draw": "deck-defence-event-refill-draw",
    "refill.disclosed": "deck-defence-event-refill-disclosed",
    "refill.chosen": "deck-defence-event-refill-chosen",
    "refill.choose": "deck-defence-event-refill-choose",
    "refill.empty": "deck-defence-event-refill-empty",
    "win": "deck-defence-event-win",
    "loss": "deck-defence-event-loss",
    "resign": "deck-defence-event-resign",
    "timeout": "deck-defence-event-timeout",
    "abandon": "deck-defence-event-abandon",
}


def event(e: Event, viewer: Seat | None = None, names: Names = NO_NAMES) -> str:
    """One event in words (nothing hidden: every event is public)."""
    key = _EVENTS.get(e.code)
    if key is None:
        return t("deck-defence-event-unknown")
    args = dict(e.args, total=ENEMY_COUNT)
    for name in ("card", "enemy"):
        if name in args:
            args[name] = card_name(args[name])
    cards = listed(e.args, "card")
    if cards:
        args.update(cards=_names(cards), count=len(cards))
    piles = listed(e.args, "pile")
    if piles:
        args.update(_tops(piles))
    return t(key, **args)


def status(s: DeckDefenceState, viewer: Seat | None = None) -> str:
    """Where the game stands.  What just happened is told by the events, the end by the
    outcome's reason, and what to choose by the prompt; no score, which only a win has
    (DD-8) and the reason gives."""
    head = t("deck-defence-status", classic="yes" if s.classic else "no", defeated=len(s.defeated),
             total=ENEMY_COUNT, deck=len(s.deck), actions=s.actions)
    if s.phase == "act" and s.explore_blocked:
        return f"{head}\n{t('deck-defence-status-no-explore')}"
    return head


# --- why not ------------------------------------------------------------------------------

_EXPLORE_PROBLEMS = {
    "twice": "deck-defence-illegal-explore-twice",
    "disclosed": "deck-defence-illegal-explore-disclosed",
    "hand": "deck-defence-illegal-explore-hand",
}
_NOT_NOW = "deck-defence-illegal-not-now"


def explain_illegal(s: DeckDefenceState, seat: Seat, action: str) -> str:
    if s.phase == "over":
        return t("deck-defence-illegal-over")
    try:
        m = parse(action)
    except ValueError:
        m = None
    kind = m.kind if m else action.split(".")[0]
    if s.phase == "order" and kind != "order":
        return t("deck-defence-illegal-order-first")
    if s.phase == "refill" and kind != "refill":
        return t("deck-defence-illegal-refill-first")
    if s.phase == "act" and kind in ("order", "refill"):
        return t("deck-defence-illegal-nothing-to-order")
    if kind == "order":
        return t("deck-defence-illegal-order", cards=_names(s.exploring))
    if kind == "refill":
        return t("deck-defence-illegal-refill", cards=_names(s.disclosed))
    if m is None:
        return t("deck-defence-illegal-not-a-move")
    if m.kind == "conscript":
        return _why_not_conscript(s, m)
    if m.kind == "defeat":
        return _why_not_defeat(s, m)
    if m.kind == "capture":
        card = _card_at(s, m.zone, m.slot)
        if card is None or card[1] != ENEMY:
            return t("deck-defence-illegal-capture-not-enemy")
        if None not in s.capture:
            return t("deck-defence-illegal-capture-full", n=SLOTS)
    if m.kind == "explore":
        problem = s.explore_problem()
        if problem:
            return t(_EXPLORE_PROBLEMS[problem], n=DISCLOSE_MAX)
        if not s.piles[m.piles[0]]:
            return t("deck-defence-illegal-explore-empty")
    return t(_NOT_NOW)


def _why_not_conscript(s: DeckDefenceState, m: Move) -> str:
    card = _card_at(s, m.zone, m.slot)
    if card is None:
        return t("deck-defence-illegal-conscript-empty")
    if card[1] == ENEMY:
        return t("deck-defence-illegal-conscript-enemy")
    pile = s.piles[m.piles[0]]
    if pile:
        top = pile[-1]
        if card in pile:
            return t("deck-defence-illegal-conscript-twin", card=card_name(card))
        if top[0] != card[0] and top[1] != card[1]:
            return t("deck-defence-illegal-conscript-mismatch", card=card_name(card), top=card_name(top))
    return t(_NOT_NOW)


def _why_not_defeat(s: DeckDefenceState, m: Move) -> str:
    card = _card_at(s, m.zone, m.slot)
    if card is None or card[1] != ENEMY:
        return t("deck-defence-illegal-defeat-not-enemy")
    piles = [s.piles[j] for j in m.piles]
    if any(not p for p in piles):
        return t("deck-defence-illegal-defeat-empty")
    tops = [p[-1] for p in piles]
    if any(t_[0] != card[0] for t_ in tops):
        return t("deck-defence-illegal-defeat-attribute", attr=dd_attribute_name(card[0]))
    if sum(int(t_[1]) for t_ in tops) < DEFEAT_TOTAL:
        return t("deck-defence-illegal-defeat-sum", total=DEFEAT_TOTAL)
    return t("deck-defence-illegal-defeat-order")


# --- whole-move buttons -------------------------------------------------------------------



def action_label(s: DeckDefenceState, action: str) -> str:
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
            return t("deck-defence-label-conscript-new", card=card, pile=j + 1)
        return t("deck-defence-label-conscript", card=card, pile=j + 1, top=card_name(pile[-1]))
    if m.kind == "defeat":
        return _defeat_label(s, m)
    if m.kind == "capture":
        free = s.capture.index(None) + 1 if None in s.capture else 1
        card = card_name(_card_at(s, m.zone, m.slot))
        return t("deck-defence-label-capture", card=card, slot=m.slot + 1, free=free)
    if m.kind == "explore":
        j = m.piles[0]
        paid = card_name(s.piles[j][-1]) if s.piles[j] else t("deck-defence-a-card")
        if s.classic:
            n = min(DISCLOSE_MAX - len(s.disclosed), len(s.deck))
            return t("deck-defence-label-explore-classic", card=paid, pile=j + 1, n=n)
        n = min(EXPLORE_LOOK, len(s.deck))
        return t("deck-defence-label-explore", card=paid, pile=j + 1, n=n)
    if m.kind == "order":
        if len(m.cards) == 1:
            return t("deck-defence-label-order-one", card=card_name(m.cards[0]))
        cards = ", ".join(card_name(c) for c in m.cards)
        return fit_label(t("deck-defence-label-order", cards=cards),
                         t("deck-defence-label-order-short", cards=cards))
    slot = (s.refill_slot or 0) + 1
    return t("deck-defence-label-refill", slot=slot, card=card_name(m.cards[0]))


def _defeat_label(s: DeckDefenceState, m: Move) -> str:
    """"Defeat Fire Enemy, discarding Fire 2 + Fire 3 (piles 1, 3)": the pile tops paid."""
    enemy = card_name(_card_at(s, m.zone, m.slot))
    paid = " + ".join(card_name(s.piles[j][-1]) if s.piles[j] else t("deck-defence-a-card") for j in m.piles)
    args = dict(card=enemy, paid=paid, **pile_args([j + 1 for j in m.piles]),
                win="yes" if len(s.defeated) + 1 >= ENEMY_COUNT else "no")
    return fit_label(
        t("deck-defence-label-defeat", captured="yes" if m.zone == "c" else "no", **args),
        t("deck-defence-label-defeat", captured="no", **args),
        t("deck-defence-label-defeat-tops", **args),
    )
