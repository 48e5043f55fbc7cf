"""Words for Deck Defence: button labels, prompts, log lines, event wording, status, outcome
reasons, illegal-move reasons and the table hints.

Nothing here names a card in the standard-mode discard pile (DD-9): defeats and explores are
told by pile number.  No rule tags and no action spelling reach a player from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from i18n import t

from ..cards import dd_attribute_name
from ..core import NO_NAMES, Event, Names, Seat, and_list, fit_label
from .actions import Move, is_card, parse, piles_token, slot_token
from .constants import (DEFEAT_TOTAL, DISCLOSE_MAX, ENEMY, ENEMY_COUNT, EXPLORE_LOOK, MAX_SCORE, SLOTS,
                        TARGET_SCORE, TITLE)

if TYPE_CHECKING:
    from .rules import DeckDefenceState

# GameInfo's player texts, as catalogue keys (readers word them with `t`).
SUMMARY = "dd-summary"
ACT_HINT = "dd-act-hint"
WAIT_HINT = "dd-wait-hint"
CLASSIC_DESCRIPTION = "dd-option-classic"
CLASSIC_LABEL = "dd-option-classic-label"
METRIC_SCORE = "dd-metric-score"

_VERBS = {
    "conscript": "dd-verb-conscript",
    "defeat": "dd-verb-defeat",
    "explore": "dd-verb-explore",
    "capture": "dd-verb-capture",
    "order": "dd-verb-order",
    "refill": "dd-verb-refill",
}


def solo_only() -> str:
    """Why a game with more than one player cannot start."""
    return t("dd-solo-only", title=TITLE)


def card_name(code: str | None) -> str:
    """"Sword 2", "Fire Enemy"."""
    if code is None or not is_card(code):
        return t("dd-a-card")
    return t("cards-dd-card", attr=dd_attribute_name(code[0]), rank=int(code[1]),
             enemy="yes" if code[1] == ENEMY else "no")


def _names(codes: Sequence[str]) -> str:
    return and_list([card_name(c) for c in codes], t("dd-nothing"))


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


def _pile_text(s: "DeckDefenceState", j: int) -> str:
    pile = s.piles[j]
    if not pile:
        return t("dd-pile-empty", pile=j + 1)
    return t("dd-pile-top", pile=j + 1, card=card_name(pile[-1]))


def label(s: "DeckDefenceState", token: str) -> str:
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
            return t("dd-slot-main", card=card_name(card), slot=i + 1) if card else t("dd-slot-main-empty", slot=i + 1)
        return t("dd-slot-capture", card=card_name(card), slot=i + 1) if card else t("dd-slot-capture-empty", slot=i + 1)
    piles = piles_token(token)
    if piles:
        tops = [s.piles[j][-1] for j in piles if s.piles[j]]
        total = sum(int(c[1]) for c in tops)
        return t("dd-pay", cards=" + ".join(card_name(c) for c in tops), total=total)
    return token


def prompt(s: "DeckDefenceState", path: Sequence[str]) -> str:
    if s.phase == "order":
        if not path:
            return t("dd-prompt-order")
        if len(path) == 1:
            return t("dd-prompt-order-first")
        return t("dd-prompt-order-next")
    if s.phase == "refill":
        slot = (s.refill_slot or 0) + 1
        if not path:
            return t("dd-prompt-refill-must", slot=slot)
        return t("dd-prompt-refill", slot=slot)
    if not path:
        return t("dd-prompt-action")
    verb = path[0]
    if verb == "conscript":
        if len(path) == 1:
            return t("dd-prompt-conscript")
        card = _slot_card(s, path[1])
        return t("dd-prompt-conscript-pile", card=card_name(card)) if card else t("dd-prompt-conscript-pile-it")
    if verb == "defeat":
        if len(path) == 1:
            return t("dd-prompt-defeat")
        card = _slot_card(s, path[1])
        if card:
            return t("dd-prompt-defeat-pay", attr=dd_attribute_name(card[0]), total=DEFEAT_TOTAL)
        return t("dd-prompt-defeat-pay-any", total=DEFEAT_TOTAL)
    if verb == "explore":
        return t("dd-prompt-explore")
    if verb == "capture":
        return t("dd-prompt-capture")
    return t("dd-prompt-choose")


def _slot_card(s: "DeckDefenceState", token: str) -> str | None:
    found = slot_token(token)
    if not found or found[0] == "p":
        return None
    return _card_at(s, found[0], found[1])


def _card_at(s: "DeckDefenceState", zone: str, i: int) -> str | None:
    return (s.main if zone == "m" else s.capture)[i]


def _enemy(card: str | None) -> str:
    return card_name(card) if card else t("dd-an-enemy")


def describe(s: "DeckDefenceState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """A log line, read against the position the action was played from (nothing hidden:
    the player sees what the public table shows)."""
    try:
        m = parse(action)
    except ValueError:
        return t("dd-log-unknown")
    if m.kind == "conscript":
        j = m.piles[0]
        card = card_name(_card_at(s, m.zone, m.slot))
        if s.piles[j]:
            return t("dd-log-conscript", card=card, pile=j + 1)
        return t("dd-log-conscript-empty", card=card, pile=j + 1)
    if m.kind == "defeat":
        return t("dd-log-defeat", card=_enemy(_card_at(s, m.zone, m.slot)), n=len(s.defeated) + 1,
                 total=ENEMY_COUNT, **_tops([j + 1 for j in m.piles]))
    if m.kind == "capture":
        card = _enemy(_card_at(s, m.zone, m.slot))
        free = s.capture.index(None) + 1 if None in s.capture else None
        return t("dd-log-capture", card=card, slot=free) if free else t("dd-log-capture-full", card=card)
    if m.kind == "explore":
        return t("dd-log-explore", pile=m.piles[0] + 1)
    if m.kind == "order":
        if len(m.cards) == 1:
            return t("dd-log-order-one", card=card_name(m.cards[0]))
        return t("dd-log-order", cards=_names(m.cards))
    slot = (s.refill_slot or 0) + 1
    return t("dd-log-refill", card=card_name(m.cards[0]), slot=slot)


# --- what happened ----------------------------------------------------------------------


def _defeated(n: int) -> dict[str, int]:
    return {"n": n, "total": ENEMY_COUNT}


def event(e: Event, viewer: Seat | None = None, names: Names = NO_NAMES) -> str:
    """One event in words (the codes are listed in the rules module's docstring)."""
    code, a = e.code, e.args
    if code == "deal":
        return t("dd-ev-deal", n=a[0])
    if code == "conscript":
        if a[2]:
            return t("dd-ev-conscript-new", card=card_name(a[0]), pile=a[1])
        return t("dd-ev-conscript", card=card_name(a[0]), pile=a[1])
    if code == "defeat":
        return t("dd-ev-defeat", card=card_name(a[0]), n=a[1], total=ENEMY_COUNT, **_tops(a[2:]))
    if code == "capture":
        return t("dd-ev-capture", card=card_name(a[0]), slot=a[1])
    if code == "explore":
        return t("dd-ev-explore", pile=a[0])
    if code == "explore.look":
        if len(a) == 1:
            return t("dd-ev-look-one", card=card_name(a[0]))
        return t("dd-ev-look", n=len(a), cards=_names(a))
    if code == "explore.nothing":
        return t("dd-ev-look-nothing")
    if code == "explore.disclose":
        return t("dd-ev-disclose", cards=_names(a), n=len(a))
    if code == "order":
        if len(a) == 1:
            return t("dd-ev-order-one", card=card_name(a[0]))
        return t("dd-ev-order", cards=_names(a))
    if code == "refill.draw":
        return t("dd-ev-refill-draw", card=card_name(a[0]), slot=a[1])
    if code == "refill.disclosed":
        return t("dd-ev-refill-disclosed", card=card_name(a[0]), slot=a[1])
    if code == "refill.chosen":
        return t("dd-ev-refill-chosen", card=card_name(a[0]), slot=a[1])
    if code == "refill.choose":
        return t("dd-ev-refill-choose", slot=a[0])
    if code == "refill.empty":
        return t("dd-ev-refill-empty", slot=a[0])
    if code == "win":
        return t("dd-ev-win", total=ENEMY_COUNT, score=a[0])
    if code == "loss":
        return t("dd-ev-loss", **_defeated(a[0]))
    if code == "resign":
        return t("dd-ev-resign", **_defeated(a[0]))
    if code == "timeout":
        return t("dd-ev-timeout", **_defeated(a[0]))
    if code == "abandon":
        return t("dd-ev-abandon", **_defeated(a[0]))
    return t("dd-ev-unknown")


def reason(s: "DeckDefenceState") -> str:
    """The outcome's sentence for a finished game, read after the status (which counts the
    defeated enemies).  Only a win names a score (DD-8)."""
    if s.result == "win":
        return t("dd-reason-win", score=s.score(), target=TARGET_SCORE, best=MAX_SCORE)
    if s.ending == "resign":
        return t("dd-reason-resign")
    if s.ending == "timeout":
        return t("dd-reason-timeout")
    if s.ending == "abandon":
        return t("dd-reason-abandon")
    return t("dd-reason-stuck", why=_stuck(s))


_EXPLORE_STUCK = {
    "twice": "dd-stuck-explore-twice",
    "disclosed": "dd-stuck-explore-disclosed",
    "hand": "dd-stuck-explore-hand",
}


def _stuck(s: "DeckDefenceState") -> str:
    """Why no action is legal (DD-7), one clause for each kind of action."""
    main = [c for c in s.main if c is not None]
    friendly = [c for c in main if c[1] != ENEMY]
    in_main = [c for c in main if c[1] == ENEMY]
    enemies = in_main + [c for c in s.capture if c is not None]
    explore = _EXPLORE_STUCK.get(s.explore_problem() or "", "dd-stuck-explore")
    clauses = [
        t("dd-stuck-no-fit") if friendly else t("dd-stuck-no-friendly"),
        t("dd-stuck-cannot-pay") if enemies else t("dd-stuck-no-enemy"),
        t("dd-stuck-capture-full") if None not in s.capture else t("dd-stuck-no-capture"),
        t(explore, n=DISCLOSE_MAX),
    ]
    return t("dd-clause-separator").join(clauses)


def status(s: "DeckDefenceState", viewer: Seat | None = None) -> str:
    """Where the game stands.  What just happened is told by the events, the end by the
    outcome's reason, and what to choose by the prompt; no score, which only a win has
    (DD-8) and the reason gives."""
    head = t("dd-status", classic="yes" if s.classic else "no", defeated=len(s.defeated), total=ENEMY_COUNT,
             deck=len(s.deck), actions=s.actions)
    if s.phase == "act" and s.explore_blocked:
        return f"{head}\n{t('dd-status-no-explore')}"
    return head


# --- why not ------------------------------------------------------------------------------

_EXPLORE_PROBLEMS = {
    "twice": "dd-illegal-explore-twice",
    "disclosed": "dd-illegal-explore-disclosed",
    "hand": "dd-illegal-explore-hand",
}
_NOT_NOW = "dd-illegal-not-now"


def explain_illegal(s: "DeckDefenceState", seat: Seat, action: str) -> str:
    if s.phase == "over":
        return t("dd-illegal-over")
    try:
        m = parse(action)
    except ValueError:
        m = None
    kind = m.kind if m else action.split(".")[0]
    if s.phase == "order" and kind != "order":
        return t("dd-illegal-order-first")
    if s.phase == "refill" and kind != "refill":
        return t("dd-illegal-refill-first")
    if s.phase == "act" and kind in ("order", "refill"):
        return t("dd-illegal-nothing-to-order")
    if kind == "order":
        return t("dd-illegal-order", cards=_names(s.exploring))
    if kind == "refill":
        return t("dd-illegal-refill", cards=_names(s.disclosed))
    if m is None:
        return t("dd-illegal-not-a-move")
    if m.kind == "conscript":
        return _why_not_conscript(s, m)
    if m.kind == "defeat":
        return _why_not_defeat(s, m)
    if m.kind == "capture":
        card = _card_at(s, m.zone, m.slot)
        if card is None or card[1] != ENEMY:
            return t("dd-illegal-capture-not-enemy")
        if None not in s.capture:
            return t("dd-illegal-capture-full", n=SLOTS)
    if m.kind == "explore":
        problem = s.explore_problem()
        if problem:
            return t(_EXPLORE_PROBLEMS[problem], n=DISCLOSE_MAX)
        if not s.piles[m.piles[0]]:
            return t("dd-illegal-explore-empty")
    return t(_NOT_NOW)


def _why_not_conscript(s: "DeckDefenceState", m: Move) -> str:
    card = _card_at(s, m.zone, m.slot)
    if card is None:
        return t("dd-illegal-conscript-empty")
    if card[1] == ENEMY:
        return t("dd-illegal-conscript-enemy")
    pile = s.piles[m.piles[0]]
    if pile:
        top = pile[-1]
        if card in pile:
            return t("dd-illegal-conscript-twin", card=card_name(card))
        if top[0] != card[0] and top[1] != card[1]:
            return t("dd-illegal-conscript-mismatch", card=card_name(card), top=card_name(top))
    return t(_NOT_NOW)


def _why_not_defeat(s: "DeckDefenceState", m: Move) -> str:
    card = _card_at(s, m.zone, m.slot)
    if card is None or card[1] != ENEMY:
        return t("dd-illegal-defeat-not-enemy")
    piles = [s.piles[j] for j in m.piles]
    if any(not p for p in piles):
        return t("dd-illegal-defeat-empty")
    tops = [p[-1] for p in piles]
    if any(t_[0] != card[0] for t_ in tops):
        return t("dd-illegal-defeat-attribute", attr=dd_attribute_name(card[0]))
    if sum(int(t_[1]) for t_ in tops) < DEFEAT_TOTAL:
        return t("dd-illegal-defeat-sum", total=DEFEAT_TOTAL)
    return t("dd-illegal-defeat-order")


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
            return t("dd-label-conscript-new", card=card, pile=j + 1)
        return t("dd-label-conscript", card=card, pile=j + 1, top=card_name(pile[-1]))
    if m.kind == "defeat":
        return _defeat_label(s, m)
    if m.kind == "capture":
        free = s.capture.index(None) + 1 if None in s.capture else 1
        return t("dd-label-capture", card=card_name(_card_at(s, m.zone, m.slot)), slot=m.slot + 1, free=free)
    if m.kind == "explore":
        j = m.piles[0]
        paid = card_name(s.piles[j][-1]) if s.piles[j] else t("dd-a-card")
        if s.classic:
            n = min(DISCLOSE_MAX - len(s.disclosed), len(s.deck))
            return t("dd-label-explore-classic", card=paid, pile=j + 1, n=n)
        n = min(EXPLORE_LOOK, len(s.deck))
        return t("dd-label-explore", card=paid, pile=j + 1, n=n)
    if m.kind == "order":
        if len(m.cards) == 1:
            return t("dd-label-order-one", card=card_name(m.cards[0]))
        cards = ", ".join(card_name(c) for c in m.cards)
        return fit_label(t("dd-label-order", cards=cards), t("dd-label-order-short", cards=cards))
    slot = (s.refill_slot or 0) + 1
    return t("dd-label-refill", slot=slot, card=card_name(m.cards[0]))


def _defeat_label(s: "DeckDefenceState", m: Move) -> str:
    """"Defeat Fire Enemy, discarding Fire 2 + Fire 3 (piles 1, 3)": the pile tops paid."""
    enemy = card_name(_card_at(s, m.zone, m.slot))
    paid = " + ".join(card_name(s.piles[j][-1]) if s.piles[j] else t("dd-a-card") for j in m.piles)
    args = dict(card=enemy, paid=paid, **pile_args([j + 1 for j in m.piles]),
                win="yes" if len(s.defeated) + 1 >= ENEMY_COUNT else "no")
    return fit_label(
        t("dd-label-defeat", captured="yes" if m.zone == "c" else "no", **args),
        t("dd-label-defeat", captured="no", **args),
        t("dd-label-defeat-tops", **args),
    )
