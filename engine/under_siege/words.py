"""Words for Under Siege: button labels, prompts, log lines, status, illegal-move reasons,
event lines, battle-line results, outcome sentences and the table hints.

Nothing said to the public or to the other seat names a face-down card before it is turned
up: deployments are told by counts, and only the deploying seat reads its own cards.  No
rule tags and no action spellings reach a player.  Sides in events are seats, or -1 for the
automaton of the solitaire game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from engine.cards import std_name, std_short
from engine.core import NO_NAMES, Event, Names, and_list, fit_label
from i18n import t

from .actions import (BACK, DONE, FIRE, FRONT, INTERCEPT, PASS, PLACE, REMOVE, RESERVE, TAKE,
                      THROUGH, Move, parse)
from .values import (CARDS, KILL_AT, KING_POINTS, base, is_ace, is_jack, is_king, is_number, shoot_value)

if TYPE_CHECKING:
    from .rules import UnderSiegeState

# The table hints are catalogue keys (GameInfo.act_hint / wait_hint), worded by the reader.
ACT_HINT = "siege-act-hint"
WAIT_HINT = "siege-wait-hint"
AUTOMATON = -1
_CARD_SET = frozenset(CARDS)


# --- small helpers ---------------------------------------------------------------------------


def short(card: str) -> str:
    return std_short(card)


def card_label(card: str) -> str:
    """"Q♠ Queen of Spades"."""
    return f"{std_short(card)} {std_name(card)}"


listing = and_list


def side_args(side: int, viewer: int | None, names: Names, prefix: str = "") -> dict[str, str]:
    """The arguments a message selects on to call a side: `who` is "you" (the reader's own
    seat: "You", "your", and the verb's person), "auto" (the automaton of the solitaire game)
    or "other" (the seat's name, in `name`)."""
    if side == AUTOMATON:
        return {prefix + "who": "auto", prefix + "name": ""}
    return {prefix + "who": "you" if side == viewer else "other", prefix + "name": names.of(side)}


def side_name(s: "UnderSiegeState", side: int) -> str:
    return t("siege-automaton-name") if s.d["solo"] and side == 1 else s.names.of(side)


def _sid(s: "UnderSiegeState", side: int) -> int:
    return AUTOMATON if s.d["solo"] and side == 1 else side


def _left(left: Any) -> dict[str, Any]:
    """The attrition a side has left after a loss, for "(7 left)"; at 0 or below the side
    has lost (US-5), and the message says so plainly."""
    if left is None:
        return {"left_state": "none", "left": 0}
    return {"left_state": "some" if left > 0 else "out", "left": left}


def _valued(card: str, value: Any) -> str:
    """"J♠ (10)" where the value is not the printed number (a face-down J/Q/K, a Jack
    bonus); "10♥" and "A♠" as they are."""
    if value is None or (is_number(card) and value == base(card)):
        return short(card)
    return f"{short(card)} ({value})"


# --- outcome -----------------------------------------------------------------------------------


def outcome_reason(s: "UnderSiegeState") -> str:
    d, names = s.d, s.names
    if d["ending"] == "abandon":
        return t("siege-outcome-abandoned")
    if d["stopped"] is not None:
        if d["solo"]:
            return t("siege-outcome-stopped-solo", name=names.of(d["stopped"]), ending=d["ending"])
        return t("siege-outcome-stopped", name=names.of(d["stopped"]), ending=d["ending"],
                 winner=names.of(1 - d["stopped"]))
    if d["why"] == "survived":
        return t("siege-outcome-survived", name=names.of(0), turns=d["turn"], att=d["att"][0])
    if d["why"] == "cap":
        a = d["att"]
        if d["loser"] is None:
            return t("siege-outcome-cap-draw", turns=d["turn"], att=a[0])
        w = 1 - d["loser"]
        return t("siege-outcome-cap-win", turns=d["turn"], name=names.of(w), att=a[w], other=a[1 - w])
    loser = d["loser"]
    if d["solo"]:
        return t("siege-outcome-solo-lost", name=names.of(0), turn=d["turn"])
    return t("siege-outcome-lost", name=names.of(loser), winner=names.of(1 - loser))


# --- buttons and prompts -------------------------------------------------------------------


def _pending(s: "UnderSiegeState") -> str:
    p = s.d["pending"]
    return p[0] if p else ("deploy" if s.d["phase"] == "deploy" else "")


_LABELS = {
    PLACE: "siege-label-place", TAKE: "siege-label-take", DONE: "siege-label-done",
    INTERCEPT: "siege-label-intercept", REMOVE: "siege-label-remove", FIRE: "siege-label-fire",
    FRONT: "siege-label-front", THROUGH: "siege-label-through", BACK: "siege-label-back",
}
_PASS_LABELS = {RESERVE: "siege-label-pass-reserve", INTERCEPT: "siege-label-pass-intercept",
                FIRE: "siege-label-pass-fire"}


def label(s: "UnderSiegeState", token: str) -> str:
    kind = _pending(s)
    if token in _LABELS:
        return t(_LABELS[token])
    if token == PASS:
        return t(_PASS_LABELS[kind]) if kind in _PASS_LABELS else t("siege-label-pass")
    if token == RESERVE:
        return t("siege-label-reserve-pile") if kind == "deploy" else t("siege-label-reserve-add")
    if token.startswith("vs") and token[2:].isdigit():
        return t("siege-label-opposite", n=int(token[2:]))
    if token.startswith("on") and token[2:] in _CARD_SET:
        return t("siege-label-shoot-card-on", card=short(token[2:]))
    if token in _CARD_SET:
        return card_label(token)
    return "?"


_PROMPTS = {INTERCEPT: "siege-prompt-intercept", REMOVE: "siege-prompt-remove", FIRE: "siege-prompt-fire"}
_PATH_PROMPTS = {TAKE: "siege-prompt-take-which", RESERVE: "siege-prompt-reserve-which",
                 INTERCEPT: "siege-prompt-queen-which", REMOVE: "siege-prompt-remove-which"}


def prompt(s: "UnderSiegeState", path: Sequence[str]) -> str:
    d = s.d
    kind = _pending(s)
    if not path:
        if kind == "deploy":
            seat = s.deployer()
            if seat == d["defender"]:
                return t("siege-prompt-defend")
            theirs = len(d["front"][d["defender"]])
            if not theirs:  # US-3: with nothing to oppose, every front card goes through
                return t("siege-prompt-attack-open")
            return t("siege-prompt-attack", n=theirs)
        if kind == RESERVE:
            pos = d["order"][d["cursor"]]
            from .battle import _totals
            tot = _totals(d, pos)
            me = d["pending"][1]
            return t("siege-prompt-reserve", pos=pos + 1, mine=tot[me], theirs=tot[1 - me])
        if kind in _PROMPTS:
            return t(_PROMPTS[kind])
        return t("siege-prompt-choose")
    if path[0] == PLACE:
        if len(path) == 1:
            return t("siege-prompt-place-which")
        return t("siege-prompt-place-where", card=short(path[1]))
    if path[0] in _PATH_PROMPTS:
        return t(_PATH_PROMPTS[path[0]])
    if path[0] == FIRE:
        return t("siege-prompt-queen-which") if len(path) == 1 else t("siege-prompt-fire-at")
    return t("siege-prompt-choose")


def _zone_words(s: "UnderSiegeState", seat: int, move: Move) -> str:
    """Where a placed card goes, and what it does there: the end of a move's line."""
    d = s.d
    if move.zone == FRONT:
        return t("siege-zone-front", pos=len(d["front"][seat]) + 1)
    if move.zone == "vs":
        return t("siege-zone-opposite", n=move.pos + 1)
    if move.zone == THROUGH:
        return t("siege-zone-through")
    if move.zone == RESERVE:
        return t("siege-zone-reserve")
    if move.zone == BACK:
        if is_king(move.card):
            return t("siege-zone-back-king", points=KING_POINTS)
        if is_jack(move.card):
            if not d["opts"]["jacks_stack"] and any(is_jack(f[0]) for f in d["back"][seat]):
                # US-4 with the option off: one Jack or more give +1 in all.
                return t("siege-zone-back-jack-no-stack")
            return t("siege-zone-back-jack")
        return t("siege-zone-back-queen")
    return t("siege-zone-shoot-card", target=short(move.target), value=shoot_value(move.card))


def action_label(s: "UnderSiegeState", action: str) -> str:
    """A whole move on a button, with its effect."""
    try:
        move = parse(action)
    except ValueError:
        return ""
    d = s.d
    seat = s.deployer() if d["phase"] == "deploy" else (d["pending"][1] if d["pending"] else 0)
    if move.kind == PLACE:
        return fit_label(t("siege-action-place", card=short(move.card), where=_zone_words(s, seat, move)))
    if move.kind == TAKE:
        return t("siege-action-take", card=short(move.card))
    if move.kind == DONE:
        front = sum(1 for c in d["front"][seat] if c)
        return t("siege-action-done", n=front)
    if move.kind == RESERVE:
        from .battle import _totals
        pos = d["order"][d["cursor"]]
        tot = _totals(d, pos)
        mine = tot[seat] + base(move.card)
        theirs = tot[1 - seat]
        result = "lead" if mine > theirs else "draw" if mine == theirs else "lose"
        return t("siege-action-reserve", card=short(move.card), mine=mine, theirs=theirs, result=result,
                 diff=abs(mine - theirs))
    if move.kind == INTERCEPT:
        face = next(f for f in d["back"][seat] if f[0] == move.card)
        sv = shoot_value(face[1])
        value = _incoming(s)
        after = max(0, value - sv)
        return fit_label(t("siege-action-intercept", shoot=short(face[1]), queen=short(move.card), value=sv,
                           after=after, incoming=value))
    if move.kind == REMOVE:
        return t("siege-action-remove", card=short(move.card), king="yes" if is_king(move.card) else "no",
                 points=KING_POINTS)
    if move.kind == FIRE:
        mine_ = next(f for f in d["back"][seat] if f[0] == move.card)
        target = next(f for f in d["back"][1 - seat] if f[0] == move.target)
        total = sum(shoot_value(c) for c in target[2]) + shoot_value(mine_[1])
        if total >= KILL_AT:
            # The automaton keeps no attrition (US-16): its King just dies.
            effect = "king" if is_king(move.target) and not d["solo"] else "dies"
        else:
            effect = "damage"
        return fit_label(t("siege-action-fire", target=short(move.target), shoot=short(mine_[1]),
                           queen=short(move.card), effect=effect, points=KING_POINTS, total=total,
                           kill=KILL_AT))
    if move.kind == PASS:
        kind = _pending(s)
        if kind == INTERCEPT:
            return t("siege-action-pass-intercept", n=_incoming(s))
        if kind == RESERVE:
            from .battle import _totals
            tot = _totals(d, d["order"][d["cursor"]])
            return t("siege-action-pass-reserve", n=abs(tot[0] - tot[1]))
        return t("siege-action-pass-fire")
    return ""


def _incoming(s: "UnderSiegeState") -> int:
    from .battle import card_at, front_value
    d = s.d
    pos = d["order"][d["cursor"]]
    owner = 1 - d["pending"][1]
    card = card_at(d, owner, pos)
    return (front_value(d, owner, card) or 0) if card else 0


# --- log lines ----------------------------------------------------------------------------


def _deployed(front: int, reserve: int, back: Sequence[str], shoot: int) -> str:
    """"2 cards in the front line, 1 card to the reserve and K♠ face up in the back"."""
    bits = [t("siege-deployed-front", n=front)]
    if reserve:
        bits.append(t("siege-deployed-reserve", n=reserve))
    if back:
        bits.append(t("siege-deployed-back", cards=listing(list(back))))
    if shoot:
        bits.append(t("siege-deployed-shoot", n=shoot))
    return listing(bits)


_PASSES = {RESERVE: "siege-passes-reserve", INTERCEPT: "siege-passes-intercept"}


def describe(s: "UnderSiegeState", seat: int, action: str, viewer: int | None) -> str:
    """The log line for `action` by `seat` before it is applied, as `viewer` may read it."""
    try:
        move = parse(action)
    except ValueError:
        return t("siege-unknown-move")
    me = viewer == seat
    subject = side_args(seat, viewer, s.names)
    if move.kind == PLACE:
        if me:
            return t("siege-you-place", card=short(move.card), where=_zone_words(s, seat, move))
        return t("siege-places", **subject)
    if move.kind == TAKE:
        return t("siege-you-take", card=short(move.card)) if me else t("siege-takes", **subject)
    if move.kind == DONE:
        d = s.d
        fresh = d["fresh"][seat]
        front = sum(1 for c in d["front"][seat] if c)
        reserve = sum(1 for c in d["reserve"][seat] if c in fresh)
        back = [short(f[0]) for f in d["back"][seat] if f[0] in fresh]
        shoot = sum(1 for f in d["back"][seat] if f[1] in fresh)
        return t("siege-deploys", what=_deployed(front, reserve, back, shoot), **subject)
    if move.kind == RESERVE:
        return t("siege-adds", card=short(move.card), **subject)
    if move.kind == INTERCEPT:
        return t("siege-fires-shoot-card", queen=short(move.card), **subject)
    if move.kind == REMOVE:
        return t("siege-puts-away", card=short(move.card), **subject)
    if move.kind == FIRE:
        return t("siege-shoots-at", target=short(move.target), queen=short(move.card), **subject)
    kind = _pending(s)
    return t(_PASSES[kind] if kind in _PASSES else "siege-passes-fire", **subject)


def event(e: Event, viewer: int | None, names: Names = NO_NAMES) -> str:
    a = e.args
    c = e.code
    if c == "turn":
        turn, defender, total = a
        return t("siege-ev-turn", turn=turn, total=total or 0, **side_args(defender, viewer, names))
    if c == "deploy":
        side, front, reserve, shoot = a[:4]
        what = _deployed(front, reserve, [short(x) for x in a[4:]], shoot)
        return t("siege-deploys", what=what, **side_args(side, viewer, names))
    if c == "king":
        side, card, att = a
        return t("siege-ev-king", card=short(card), points=KING_POINTS, att=att, **side_args(side, viewer, names))
    if c == "auto.deploy":
        front, reserve, back, shoot, ace = a
        bits = [t("siege-auto-front", n=front, ace="yes" if ace else "no")]
        if reserve:
            bits.append(t("siege-auto-reserve"))
        if back:
            bits.append(t("siege-auto-back", card=short(back)))
        if shoot:
            bits.append(t("siege-auto-shoot"))
        return t("siege-ev-auto-deploy", what=listing(bits))
    if c == "reveal":
        pos, c0, c1, v0, v1, other = a
        return t("siege-ev-reveal", pos=pos, card0=_valued(c0, v0), card1=_valued(c1, v1),
                 **side_args(0, viewer, names, "a_"), **side_args(other, viewer, names, "b_"))
    if c in ("reserve", "auto.reserve"):
        side, card, total = a
        return t("siege-ev-reserve", card=short(card), total=total, **side_args(side, viewer, names))
    if c == "encounter":
        pos, winner, loser, loss, left = a
        if winner is None:
            return t("siege-ev-encounter-draw", pos=pos)
        return t("siege-ev-encounter", pos=pos, loss=loss, **_left(left),
                 **side_args(winner, viewer, names), **side_args(loser, viewer, names, "l_"))
    if c == "bonus.encounter":
        side, att = a
        return t("siege-ev-bonus-encounter", att=att, **side_args(side, viewer, names))
    if c == "through":
        pos, side, card, value = a
        return t("siege-ev-through", pos=pos, card=_valued(card, value), **side_args(side, viewer, names))
    if c == "intercept":  # after the move's own line, "... fires the shoot card on Q"
        side, queen, card, sv = a
        return t("siege-ev-intercept", card=short(card), value=sv)
    if c == "auto.intercept":
        side, queen, card, sv = a
        return t("siege-ev-auto-intercept", card=short(card), queen=short(queen), value=sv,
                 **side_args(side, viewer, names))
    if c == "hit":
        pos, victim, damage, left, shot = a
        if shot and not damage:
            return t("siege-ev-hit-stopped")
        return t("siege-ev-hit", shot="yes" if shot else "no", damage=damage, **_left(left),
                 **side_args(victim, viewer, names))
    if c in ("remove", "auto.remove"):
        side, card = a
        return t("siege-ev-remove", card=short(card), **side_args(side, viewer, names))
    if c == "king.lost":
        side, card, att = a[:3]
        counted = a[3] if len(a) > 3 else True
        if side == AUTOMATON:  # it keeps no attrition (US-16)
            if counted:
                return t("siege-ev-auto-king-lost-counted", card=short(card), points=KING_POINTS)
            return t("siege-ev-auto-king-lost", card=short(card))
        return t("siege-ev-king-lost", card=short(card), points=KING_POINTS,
                 has_att="no" if att is None else "yes", att=0 if att is None else att,
                 **side_args(side, viewer, names))
    if c == "bonus":
        side, l0, l1, att = a
        mine, theirs = (l0, l1) if side == 0 else (l1, l0)
        return t("siege-ev-bonus", mine=mine, theirs=theirs, att=att, **side_args(side, viewer, names))
    if c in ("fire", "auto.fire"):
        side, queen, card, target = a
        return t("siege-ev-fire", card=short(card), queen=short(queen), target=short(target),
                 **side_args(side, viewer, names))
    if c == "shot":
        owner, target, value, damage, died = a
        if died:
            return t("siege-ev-shot-dies", target=short(target), value=value, **side_args(owner, viewer, names))
        return t("siege-ev-shot", target=short(target), value=value, damage=damage, kill=KILL_AT,
                 **side_args(owner, viewer, names))
    if c == "reshuffle":
        return t("siege-ev-reshuffle", n=a[0])
    if c == "draw":
        seat, n = a
        return t("siege-ev-draw", n=n, **side_args(seat, viewer, names))
    if c == "drew":
        return t("siege-ev-drew", cards=listing([short(x) for x in a[1:]]))
    if c == "end":
        return t("siege-ev-end")
    if c == "stop":
        seat, ending = a
        if seat is None:
            return t("siege-ev-abandoned")
        return t("siege-ev-stop", ending=ending, **side_args(seat, viewer, names))
    return t("siege-ev-other")


# --- status and the battle line ----------------------------------------------------------


_DOING = {"deploy": "siege-status-deploying", RESERVE: "siege-status-reserve",
          INTERCEPT: "siege-status-intercept", REMOVE: "siege-status-remove", FIRE: "siege-status-fire"}


def status(s: "UnderSiegeState", viewer: int | None = None) -> str:
    d, names = s.d, s.names
    sides = []
    for side in ((0,) if d["solo"] else (0, 1)):
        role = "defender" if side == d["defender"] else "attacker"
        sides.append(t("siege-status-side", role=role, att=d["att"][side], **side_args(side, viewer, names)))
    line = t("siege-status-line", turn=d["turn"], total=5 if d["solo"] else 0, sides=", ".join(sides),
             deck=len(d["deck"]), dead=len(d["dead"]))
    if d["phase"] == "over":
        return line
    kind = _pending(s)
    seat = s.deployer() if kind == "deploy" else d["pending"][1]
    doing = t(_DOING[kind], **side_args(seat, viewer, names))
    return f"{line} \u00b7 {doing}"


def slot_result(s: "UnderSiegeState", r: dict[str, Any], viewer: int | None) -> str:
    """A resolved position in words, for the picture of the battle line."""
    if r["kind"] == "enc":
        if r["winner"] is None:
            return t("siege-slot-draw")
        return t("siege-slot-won", loss=r["loss"], **side_args(_sid(s, r["winner"]), viewer, s.names))
    if r["kind"] == "through":
        if r["removed"]:
            return t("siege-slot-removed", card=short(r["removed"]))
        if r["shot"] and not r["loss"]:
            return t("siege-slot-stopped")
        return t("siege-slot-damage", loss=r["loss"])
    return ""


# --- refusals ----------------------------------------------------------------------------


_WAITING = {RESERVE: "siege-illegal-now-reserve", INTERCEPT: "siege-illegal-now-intercept",
            REMOVE: "siege-illegal-now-remove", FIRE: "siege-illegal-now-fire"}


def explain_illegal(s: "UnderSiegeState", seat: int, action: str) -> str:
    d = s.d
    if d["phase"] == "over":
        return t("siege-illegal-over")
    if seat not in s.to_act():
        return t("siege-illegal-not-your-turn")
    try:
        move = parse(action)
    except ValueError:
        return t("siege-illegal-not-a-move")
    kind = _pending(s)
    if kind == "deploy":
        if move.kind == PLACE:
            if move.card not in d["hand"][seat]:
                return t("siege-illegal-not-in-hand")
            if move.zone == RESERVE:
                return t("siege-illegal-reserve-numbers")
            if move.zone == BACK:
                return t("siege-illegal-back-faces")
            if move.zone == "on":
                if is_ace(move.card):
                    return t("siege-illegal-ace-shoot")
                if not d["opts"]["face_shoot_cards"] and not is_number(move.card):
                    return t("siege-illegal-face-shoot")
                return t("siege-illegal-no-queen")
            if seat == d["defender"]:
                return t("siege-illegal-defender-front")
            if move.zone == FRONT:
                return t("siege-illegal-attacker-front")
            if move.zone == "vs" and move.pos >= len(d["front"][1 - seat]):
                return t("siege-illegal-no-defender-card", pos=move.pos + 1)
            return t("siege-illegal-already-opposite")
        if move.kind == TAKE:
            return t("siege-illegal-take")
        return t("siege-illegal-deploying")
    return t(_WAITING[kind]) if kind in _WAITING else t("siege-illegal-not-now")
