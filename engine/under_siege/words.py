"""Words for Under Siege: button labels, prompts, log lines, status, illegal-move reasons,
event lines, battle-line results, outcome sentences and the table hints.

Events are worded from a table (see "log lines"): each code's catalogue message with the
event's named arguments, each said by its name (a side as "you", the automaton or a name; a
card by its short name), and a small formatter for the few codes that say more than their
arguments.

Nothing said to the public or to the other seat names a face-down card before it is turned
up: deployments are told by counts, and only the deploying seat reads its own cards.  No
rule tags and no action spellings reach a player.  Sides in events are seats, or -1 for the
automaton of the solitaire game.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.cards import std_name, std_short
from engine.core import NO_NAMES, Event, Names, Seat, and_list, fit_label
from i18n import Message, t

from .actions import (BACK, DONE, FIRE, FRONT, INTERCEPT, PASS, PLACE, REMOVE, RESERVE, TAKE,
                      THROUGH, Move, parse)
from .battle import card_at, front_value, totals
from .events import numbered
from .rules import UnderSiegeState
from .values import (CARDS, KILL_AT, KING_POINTS, base, is_ace, is_jack, is_king, is_number, shoot_value)

# The table hints are catalogue keys (GameInfo.act_hint / wait_hint), worded by the reader.
ACT_HINT = "under-siege-act-hint"
WAIT_HINT = "under-siege-wait-hint"
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
    return t("under-siege-automaton-name") if s.d["solo"] and side == 1 else s.names.of(side)


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


def _called(names: Names, seat: int) -> str | Message:
    """A seat's name for a message worded later: its given name, else "Player 2" as the
    reader's locale says it (what `Names.of` words now)."""
    given = names.given[seat] if 0 <= seat < len(names.given) else ""
    return given or Message("core-player", n=seat + 1)


def outcome_reason(s: "UnderSiegeState") -> Message:
    d, names = s.d, s.names
    if d["ending"] == "abandon":
        return Message("under-siege-outcome-abandoned")
    if d["stopped"] is not None:
        if d["solo"]:
            return Message("under-siege-outcome-stopped-solo", name=_called(names, d["stopped"]), ending=d["ending"])
        return Message("under-siege-outcome-stopped", name=_called(names, d["stopped"]), ending=d["ending"],
                       winner=_called(names, 1 - d["stopped"]))
    if d["why"] == "survived":
        return Message("under-siege-outcome-survived", name=_called(names, 0), turns=d["turn"], att=d["att"][0])
    if d["why"] == "cap":
        a = d["att"]
        if d["loser"] is None:
            return Message("under-siege-outcome-cap-draw", turns=d["turn"], att=a[0])
        w = 1 - d["loser"]
        return Message("under-siege-outcome-cap-win", turns=d["turn"], name=_called(names, w), att=a[w],
                       other=a[1 - w])
    loser = d["loser"]
    if d["solo"]:
        return Message("under-siege-outcome-solo-lost", name=_called(names, 0), turn=d["turn"])
    return Message("under-siege-outcome-lost", name=_called(names, loser), winner=_called(names, 1 - loser))


# --- buttons and prompts -------------------------------------------------------------------


def _pending(s: "UnderSiegeState") -> str:
    p = s.d["pending"]
    return p[0] if p else ("deploy" if s.d["phase"] == "deploy" else "")


_LABELS = {
    PLACE: "under-siege-label-place", TAKE: "under-siege-label-take", DONE: "under-siege-label-done",
    INTERCEPT: "under-siege-label-intercept", REMOVE: "under-siege-label-remove", FIRE: "under-siege-label-fire",
    FRONT: "under-siege-label-front", THROUGH: "under-siege-label-through", BACK: "under-siege-label-back",
}
_PASS_LABELS = {RESERVE: "under-siege-label-pass-reserve", INTERCEPT: "under-siege-label-pass-intercept",
                FIRE: "under-siege-label-pass-fire"}


def label(s: "UnderSiegeState", token: str) -> str:
    kind = _pending(s)
    if token in _LABELS:
        return t(_LABELS[token])
    if token == PASS:
        return t(_PASS_LABELS[kind]) if kind in _PASS_LABELS else t("under-siege-label-pass")
    if token == RESERVE:
        return t("under-siege-label-reserve-pile") if kind == "deploy" else t("under-siege-label-reserve-add")
    if token.startswith("vs") and token[2:].isdigit():
        return t("under-siege-label-opposite", n=int(token[2:]))
    if token.startswith("on") and token[2:] in _CARD_SET:
        return t("under-siege-label-shoot-card-on", card=short(token[2:]))
    if token in _CARD_SET:
        return card_label(token)
    return "?"


_PROMPTS = {INTERCEPT: "under-siege-prompt-intercept", REMOVE: "under-siege-prompt-remove",
            FIRE: "under-siege-prompt-fire"}
_PATH_PROMPTS = {TAKE: "under-siege-prompt-take-which", RESERVE: "under-siege-prompt-reserve-which",
                 INTERCEPT: "under-siege-prompt-queen-which", REMOVE: "under-siege-prompt-remove-which"}


def prompt(s: "UnderSiegeState", path: Sequence[str]) -> str:
    d = s.d
    kind = _pending(s)
    if not path:
        if kind == "deploy":
            seat = s.deployer()
            if seat == d["defender"]:
                return t("under-siege-prompt-defend")
            theirs = len(d["front"][d["defender"]])
            if not theirs:  # US-3: with nothing to oppose, every front card goes through
                return t("under-siege-prompt-attack-open")
            return t("under-siege-prompt-attack", n=theirs)
        if kind == RESERVE:
            pos = d["order"][d["cursor"]]
            tot = totals(d, pos)
            me = d["pending"][1]
            return t("under-siege-prompt-reserve", pos=pos + 1, mine=tot[me], theirs=tot[1 - me])
        if kind in _PROMPTS:
            return t(_PROMPTS[kind])
        return t("under-siege-prompt-choose")
    if path[0] == PLACE:
        if len(path) == 1:
            return t("under-siege-prompt-place-which")
        return t("under-siege-prompt-place-where", card=short(path[1]))
    if path[0] in _PATH_PROMPTS:
        return t(_PATH_PROMPTS[path[0]])
    if path[0] == FIRE:
        return t("under-siege-prompt-queen-which") if len(path) == 1 else t("under-siege-prompt-fire-at")
    return t("under-siege-prompt-choose")


def _zone_words(s: "UnderSiegeState", seat: int, move: Move) -> str:
    """Where a placed card goes, and what it does there: the end of a move's line."""
    d = s.d
    if move.zone == FRONT:
        return t("under-siege-zone-front", pos=len(d["front"][seat]) + 1)
    if move.zone == "vs":
        return t("under-siege-zone-opposite", n=move.pos + 1)
    if move.zone == THROUGH:
        return t("under-siege-zone-through")
    if move.zone == RESERVE:
        return t("under-siege-zone-reserve")
    if move.zone == BACK:
        if is_king(move.card):
            return t("under-siege-zone-back-king", points=KING_POINTS)
        if is_jack(move.card):
            if not d["opts"]["jacks_stack"] and any(is_jack(f[0]) for f in d["back"][seat]):
                # US-4 with the option off: one Jack or more give +1 in all.
                return t("under-siege-zone-back-jack-no-stack")
            return t("under-siege-zone-back-jack")
        return t("under-siege-zone-back-queen")
    return t("under-siege-zone-shoot-card", target=short(move.target), value=shoot_value(move.card))


def action_label(s: "UnderSiegeState", action: str) -> str:
    """A whole move on a button, with its effect."""
    try:
        move = parse(action)
    except ValueError:
        return ""
    d = s.d
    seat = s.deployer() if d["phase"] == "deploy" else (d["pending"][1] if d["pending"] else 0)
    if move.kind == PLACE:
        return fit_label(t("under-siege-action-place", card=short(move.card), where=_zone_words(s, seat, move)))
    if move.kind == TAKE:
        return t("under-siege-action-take", card=short(move.card))
    if move.kind == DONE:
        front = sum(1 for c in d["front"][seat] if c)
        return t("under-siege-action-done", n=front)
    if move.kind == RESERVE:
        pos = d["order"][d["cursor"]]
        tot = totals(d, pos)
        mine = tot[seat] + base(move.card)
        theirs = tot[1 - seat]
        result = "lead" if mine > theirs else "draw" if mine == theirs else "lose"
        return t("under-siege-action-reserve", card=short(move.card), mine=mine, theirs=theirs, result=result,
                 diff=abs(mine - theirs))
    if move.kind == INTERCEPT:
        face = next(f for f in d["back"][seat] if f[0] == move.card)
        sv = shoot_value(face[1])
        value = _incoming(s)
        after = max(0, value - sv)
        return fit_label(t("under-siege-action-intercept", shoot=short(face[1]), queen=short(move.card), value=sv,
                           after=after, incoming=value))
    if move.kind == REMOVE:
        return t("under-siege-action-remove", card=short(move.card), king="yes" if is_king(move.card) else "no",
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
        return fit_label(t("under-siege-action-fire", target=short(move.target), shoot=short(mine_[1]),
                           queen=short(move.card), effect=effect, points=KING_POINTS, total=total,
                           kill=KILL_AT))
    if move.kind == PASS:
        kind = _pending(s)
        if kind == INTERCEPT:
            return t("under-siege-action-pass-intercept", n=_incoming(s))
        if kind == RESERVE:
            tot = totals(d, d["order"][d["cursor"]])
            return t("under-siege-action-pass-reserve", n=abs(tot[0] - tot[1]))
        return t("under-siege-action-pass-fire")
    return ""


def _incoming(s: "UnderSiegeState") -> int:
    d = s.d
    pos = d["order"][d["cursor"]]
    owner = 1 - d["pending"][1]
    card = card_at(d, owner, pos)
    return (front_value(d, owner, card) or 0) if card else 0


# --- log lines ----------------------------------------------------------------------------


def _deployed(front: int, reserve: int, back: Sequence[str], shoot: int) -> str:
    """"2 cards in the front line, 1 card to the reserve and K♠ face up in the back"."""
    bits = [t("under-siege-deployed-front", n=front)]
    if reserve:
        bits.append(t("under-siege-deployed-reserve", n=reserve))
    if back:
        bits.append(t("under-siege-deployed-back", cards=listing(list(back))))
    if shoot:
        bits.append(t("under-siege-deployed-shoot", n=shoot))
    return listing(bits)


_PASSES = {RESERVE: "under-siege-passes-reserve", INTERCEPT: "under-siege-passes-intercept"}


def describe(s: "UnderSiegeState", seat: int, action: str, viewer: int | None) -> str:
    """The log line for `action` by `seat` before it is applied, as `viewer` may read it."""
    try:
        move = parse(action)
    except ValueError:
        return t("under-siege-unknown-move")
    me = viewer == seat
    subject = side_args(seat, viewer, s.names)
    if move.kind == PLACE:
        if me:
            return t("under-siege-you-place", card=short(move.card), where=_zone_words(s, seat, move))
        return t("under-siege-places", **subject)
    if move.kind == TAKE:
        return t("under-siege-you-take", card=short(move.card)) if me else t("under-siege-takes", **subject)
    if move.kind == DONE:
        d = s.d
        fresh = d["fresh"][seat]
        front = sum(1 for c in d["front"][seat] if c)
        reserve = sum(1 for c in d["reserve"][seat] if c in fresh)
        back = [short(f[0]) for f in d["back"][seat] if f[0] in fresh]
        shoot = sum(1 for f in d["back"][seat] if f[1] in fresh)
        return t("under-siege-deploys", what=_deployed(front, reserve, back, shoot), **subject)
    if move.kind == RESERVE:
        return t("under-siege-adds", card=short(move.card), **subject)
    if move.kind == INTERCEPT:
        return t("under-siege-fires-shoot-card", queen=short(move.card), **subject)
    if move.kind == REMOVE:
        return t("under-siege-puts-away", card=short(move.card), **subject)
    if move.kind == FIRE:
        return t("under-siege-shoots-at", target=short(move.target), queen=short(move.card), **subject)
    kind = _pending(s)
    return t(_PASSES[kind] if kind in _PASSES else "under-siege-passes-fire", **subject)


# An event reads as its code's sentence below, with its arguments said by their names: a side
# (`_SIDES`: its `who` and `name`, prefixed where a sentence names two sides), a card
# (`_CARDS`: its short name), anything else as it is.  `_MORE` holds the few codes that say
# more than their arguments, or another sentence in some cases.
_EVENT_KEYS = {
    "turn": "under-siege-event-turn", "deploy": "under-siege-deploys", "king": "under-siege-event-king",
    "auto.deploy": "under-siege-event-auto-deploy", "reveal": "under-siege-event-reveal",
    "reserve": "under-siege-event-reserve", "auto.reserve": "under-siege-event-reserve",
    "encounter": "under-siege-event-encounter", "bonus.encounter": "under-siege-event-bonus-encounter",
    "through": "under-siege-event-through", "intercept": "under-siege-event-intercept",
    "auto.intercept": "under-siege-event-auto-intercept", "hit": "under-siege-event-hit",
    "remove": "under-siege-event-remove", "auto.remove": "under-siege-event-remove",
    "king.lost": "under-siege-event-king-lost", "bonus": "under-siege-event-bonus",
    "fire": "under-siege-event-fire", "auto.fire": "under-siege-event-fire", "shot": "under-siege-event-shot",
    "reshuffle": "under-siege-event-reshuffle", "draw": "under-siege-event-draw",
    "drew": "under-siege-event-drew", "end": "under-siege-event-end", "stop": "under-siege-event-stop",
}
_SIDES = {"side": "", "defender": "", "seat": "", "victim": "", "owner": "", "winner": "",
          "loser": "l_", "side1": "b_"}
_CARDS = frozenset({"card", "queen", "target"})


def event(e: Event, viewer: int | None, names: Names = NO_NAMES) -> str:
    key = _EVENT_KEYS.get(e.code)
    if key is None:
        return t("under-siege-event-other")
    a = e.args
    args: dict[str, Any] = {}
    for name, value in a.items():
        if value is None:  # nobody (a draw, an abandon) or no figure (an Ace): said below
            continue
        if name in _SIDES:
            args.update(side_args(value, viewer, names, _SIDES[name]))
        else:
            args[name] = short(value) if name in _CARDS and value else value
    more = _MORE.get(e.code)
    if more is not None:
        key = more(a, args, viewer, names) or key
    return t(key, **args)


# Each adds to the arguments said, and returns another key where the sentence differs.
_More = Callable[[Mapping[str, Any], dict[str, Any], Seat | None, Names], str | None]


def _cards(a: Mapping[str, Any], name: str) -> list[str]:
    """The short names of an event's numbered cards (`back1`, `back2` ...)."""
    return [short(a[k]) for k in numbered(name) if k in a]


def _deploy_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    args["what"] = _deployed(a["front"], a["reserve"], _cards(a, "back"), a["shoot"])


def _auto_deploy_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    bits = [t("under-siege-auto-front", n=a["front"], ace="yes" if a["ace"] else "no")]
    if a["reserve"]:
        bits.append(t("under-siege-auto-reserve"))
    if a["back"]:
        bits.append(t("under-siege-auto-back", card=short(a["back"])))
    if a["shoot"]:
        bits.append(t("under-siege-auto-shoot"))
    args["what"] = listing(bits)


def _reveal_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    args.update(card0=_valued(a["card0"], a["value0"]), card1=_valued(a["card1"], a["value1"]),
                **side_args(0, viewer, names, "a_"))


def _encounter_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> str | None:
    if a["winner"] is None:
        return "under-siege-event-encounter-draw"
    args.update(_left(a["left"]))
    return None


def _through_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    args["card"] = _valued(a["card"], a["value"])


def _hit_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> str | None:
    if a["shot"] and not a["damage"]:
        return "under-siege-event-hit-stopped"
    args.update(shot="yes" if a["shot"] else "no", **_left(a["left"]))
    return None


def _king_lost_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> str | None:
    args["points"] = KING_POINTS
    if a["side"] == AUTOMATON:  # it keeps no attrition (US-16)
        counted = a.get("counted", True)  # the oldest games stored no `counted`
        return "under-siege-event-auto-king-lost-counted" if counted else "under-siege-event-auto-king-lost"
    args.update(has_att="no" if a["att"] is None else "yes", att=0 if a["att"] is None else a["att"])
    return None


def _bonus_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    mine, theirs = (a["lost0"], a["lost1"]) if a["side"] == 0 else (a["lost1"], a["lost0"])
    args.update(mine=mine, theirs=theirs)


def _shot_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> str | None:
    if a["died"]:
        return "under-siege-event-shot-dies"
    args["kill"] = KILL_AT
    return None


def _king_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    args["points"] = KING_POINTS


def _drew_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> None:
    args["cards"] = listing(_cards(a, "card"))


def _stop_more(a: Mapping[str, Any], args: dict[str, Any], viewer: Seat | None, names: Names) -> str | None:
    return "under-siege-event-abandoned" if a["seat"] is None else None


_MORE: dict[str, _More] = {
    "deploy": _deploy_more, "auto.deploy": _auto_deploy_more, "reveal": _reveal_more,
    "encounter": _encounter_more, "through": _through_more, "hit": _hit_more,
    "king.lost": _king_lost_more, "bonus": _bonus_more, "shot": _shot_more, "king": _king_more,
    "drew": _drew_more, "stop": _stop_more,
}


# --- status and the battle line ----------------------------------------------------------


_DOING = {"deploy": "under-siege-status-deploying", RESERVE: "under-siege-status-reserve",
          INTERCEPT: "under-siege-status-intercept", REMOVE: "under-siege-status-remove",
          FIRE: "under-siege-status-fire"}


def status(s: "UnderSiegeState", viewer: int | None = None) -> str:
    d, names = s.d, s.names
    sides = []
    for side in ((0,) if d["solo"] else (0, 1)):
        role = "defender" if side == d["defender"] else "attacker"
        sides.append(t("under-siege-status-side", role=role, att=d["att"][side], **side_args(side, viewer, names)))
    line = t("under-siege-status-line", turn=d["turn"], total=5 if d["solo"] else 0, sides=", ".join(sides),
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
            return t("under-siege-slot-draw")
        return t("under-siege-slot-won", loss=r["loss"], **side_args(_sid(s, r["winner"]), viewer, s.names))
    if r["kind"] == "through":
        if r["removed"]:
            return t("under-siege-slot-removed", card=short(r["removed"]))
        if r["shot"] and not r["loss"]:
            return t("under-siege-slot-stopped")
        return t("under-siege-slot-damage", loss=r["loss"])
    return ""


# --- refusals ----------------------------------------------------------------------------


_WAITING = {RESERVE: "under-siege-illegal-now-reserve", INTERCEPT: "under-siege-illegal-now-intercept",
            REMOVE: "under-siege-illegal-now-remove", FIRE: "under-siege-illegal-now-fire"}


def explain_illegal(s: "UnderSiegeState", seat: int, action: str) -> str:
    d = s.d
    if d["phase"] == "over":
        return t("under-siege-illegal-over")
    if seat not in s.to_act():
        return t("under-siege-illegal-not-your-turn")
    try:
        move = parse(action)
    except ValueError:
        return t("under-siege-illegal-not-a-move")
    kind = _pending(s)
    if kind == "deploy":
        if move.kind == PLACE:
            if move.card not in d["hand"][seat]:
                return t("under-siege-illegal-not-in-hand")
            if move.zone == RESERVE:
                return t("under-siege-illegal-reserve-numbers")
            if move.zone == BACK:
                return t("under-siege-illegal-back-faces")
            if move.zone == "on":
                if is_ace(move.card):
                    return t("under-siege-illegal-ace-shoot")
                if not d["opts"]["face_shoot_cards"] and not is_number(move.card):
                    return t("under-siege-illegal-face-shoot")
                return t("under-siege-illegal-no-queen")
            if seat == d["defender"]:
                return t("under-siege-illegal-defender-front")
            if move.zone == FRONT:
                return t("under-siege-illegal-attacker-front")
            if move.zone == "vs" and move.pos >= len(d["front"][1 - seat]):
                return t("under-siege-illegal-no-defender-card", pos=move.pos + 1)
            return t("under-siege-illegal-already-opposite")
        if move.kind == TAKE:
            return t("under-siege-illegal-take")
        return t("under-siege-illegal-deploying")
    return t(_WAITING[kind]) if kind in _WAITING else t("under-siege-illegal-not-now")
