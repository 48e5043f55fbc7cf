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
from engine.core import NO_NAMES, Event, Names, and_list, fit_label, plural

from .actions import (BACK, DONE, FIRE, FRONT, INTERCEPT, PASS, PLACE, REMOVE, RESERVE, TAKE,
                      THROUGH, Move, parse)
from .values import (CARDS, KILL_AT, KING_POINTS, base, is_ace, is_jack, is_king, is_number, shoot_value)

if TYPE_CHECKING:
    from .rules import UnderSiegeState

ACT_HINT = "deploy your cards, or answer the battle's question"
WAIT_HINT = "Nothing to do for you now; waiting for the other side."
AUTOMATON = -1
_CARD_SET = frozenset(CARDS)
_ENDED_BY = {"resign": "resigned", "timeout": "ran out of time and forfeits"}
_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


# --- small helpers ---------------------------------------------------------------------------


n_of = plural  # "1 card", "3 cards" (the name the game's modules use)


def ordinal(n: int) -> str:
    return _ORDINAL.get(n, f"{n}th")


def short(card: str) -> str:
    return std_short(card)


def card_label(card: str) -> str:
    """"Q♠ Queen of Spades"."""
    return f"{std_short(card)} {std_name(card)}"


listing = and_list


def who(side: int, viewer: int | None, names: Names) -> str:
    """A side as the subject of a sentence."""
    return "The automaton" if side == AUTOMATON else names.who(side, viewer)


def whom(side: int, viewer: int | None, names: Names) -> str:
    """A side anywhere else in a sentence."""
    if side == AUTOMATON:
        return "the automaton"
    return "you" if side == viewer else names.of(side)


def whose(side: int, viewer: int | None, names: Names, start: bool = False) -> str:
    if side == AUTOMATON:
        return "The automaton's" if start else "the automaton's"
    text = names.whose(side, viewer)
    return text[0].upper() + text[1:] if start else text


def verb(side: int, viewer: int | None, plain: str, third: str) -> str:
    return plain if side == viewer and side != AUTOMATON else third


def side_name(s: "UnderSiegeState", side: int) -> str:
    return "the automaton" if s.d["solo"] and side == 1 else s.names.of(side)


def _sid(s: "UnderSiegeState", side: int) -> int:
    return AUTOMATON if s.d["solo"] and side == 1 else side


def _left(left: Any) -> str:
    """"(7 left)"; at 0 or below the side has lost (US-5), and says so plainly."""
    if left is None:
        return ""
    return f" ({left} left)" if left > 0 else " (no attrition left)"


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
        return "Abandoned: nobody played."
    if d["stopped"] is not None:
        quit_ = f"{names.of(d['stopped'])} {_ENDED_BY.get(d['ending'], 'gave up')}"
        return f"{quit_}: the siege is lost." if d["solo"] else f"{quit_}: {names.of(1 - d['stopped'])} wins."
    if d["why"] == "survived":
        return (f"{names.of(0)} held out for {n_of(d['turn'], 'turn')} with {d['att'][0]} attrition "
                "left: the siege is broken, a win.")
    if d["why"] == "cap":
        a = d["att"]
        if d["loser"] is None:
            return f"After {d['turn']} turns both sides have {a[0]} attrition: a draw."
        w = 1 - d["loser"]
        return f"After {d['turn']} turns {names.of(w)} has more attrition, {a[w]} to {a[1 - w]}, and wins."
    loser = d["loser"]
    if d["solo"]:
        return f"{names.of(0)} has no attrition left on turn {d['turn']}: the siege is lost."
    return f"{names.of(loser)} has no attrition left: {names.of(1 - loser)} wins."


# --- buttons and prompts -------------------------------------------------------------------


def _pending(s: "UnderSiegeState") -> str:
    p = s.d["pending"]
    return p[0] if p else ("deploy" if s.d["phase"] == "deploy" else "")


def label(s: "UnderSiegeState", token: str) -> str:
    kind = _pending(s)
    if token == PLACE:
        return "Place a card"
    if token == TAKE:
        return "Take a card back"
    if token == DONE:
        return "Done deploying"
    if token == PASS:
        return {"reserve": "No reserve", "intercept": "Let it through",
                "fire": "Stop shooting"}.get(kind, "Decline")
    if token == RESERVE:
        return "Reserve pile" if kind == "deploy" else "Add a reserve card"
    if token == INTERCEPT:
        return "Shoot it with a Queen"
    if token == REMOVE:
        return "Put away a face card"
    if token == FIRE:
        return "Shoot a face card"
    if token == FRONT:
        return "Front line"
    if token == THROUGH:
        return "Unopposed, to go through"
    if token == BACK:
        return "Face up in the back"
    if token.startswith("vs") and token[2:].isdigit():
        return f"Opposite their {ordinal(int(token[2:]))} front card"
    if token.startswith("on") and token[2:] in _CARD_SET:
        return f"Shoot card on {short(token[2:])}"
    if token in _CARD_SET:
        return card_label(token)
    return "?"


def prompt(s: "UnderSiegeState", path: Sequence[str]) -> str:
    d = s.d
    kind = _pending(s)
    if not path:
        if kind == "deploy":
            seat = s.deployer()
            if seat == d["defender"]:
                return ("You defend: place cards one at a time (front line in order, reserve pile, "
                        "face cards in the back, shoot cards on Queens), then press Done.")
            theirs = len(d["front"][d["defender"]])
            if not theirs:  # US-3: with nothing to oppose, every front card goes through
                return ("The defender has no card in the front line: each card you put in front "
                        "goes through unopposed. Place cards there, in your reserve or back, then "
                        "press Done.")
            return (f"You attack {n_of(theirs, 'front card')}: place each card opposite one of them "
                    "or unopposed to go through, or in your reserve or back, then press Done.")
        if kind == RESERVE:
            pos = d["order"][d["cursor"]]
            from .battle import _totals
            t = _totals(d, pos)
            me = d["pending"][1]
            return (f"Position {pos + 1}: you are behind, {t[me]} against {t[1 - me]}. "
                    "Add one reserve card?")
        if kind == INTERCEPT:
            return "A card is going through at you. Shoot it with a Queen's shoot card?"
        if kind == REMOVE:
            return "An Ace went through: choose one of your face cards to put away."
        if kind == FIRE:
            return "The battle is over: shoot an enemy face card with a loaded Queen?"
        return "Choose."
    if path[0] == PLACE:
        if len(path) == 1:
            return "Which card do you place?"
        return f"Where does {short(path[1])} go?"
    if path[0] == TAKE:
        return "Which card do you take back?"
    if path[0] == RESERVE:
        return "Which reserve card do you add?"
    if path[0] == INTERCEPT:
        return "Which Queen shoots?"
    if path[0] == REMOVE:
        return "Which face card do you put away?"
    if path[0] == FIRE:
        return "Which Queen shoots?" if len(path) == 1 else "At which face card?"
    return "Choose."


def _zone_words(s: "UnderSiegeState", seat: int, move: Move) -> str:
    d = s.d
    if move.zone == FRONT:
        return f"in the front line at position {len(d['front'][seat]) + 1}"
    if move.zone == "vs":
        return f"opposite their {ordinal(move.pos + 1)} front card"
    if move.zone == THROUGH:
        return "unopposed, to go through"
    if move.zone == RESERVE:
        return "in the reserve pile"
    if move.zone == BACK:
        if is_king(move.card):
            return f"face up in the back: +{KING_POINTS} attrition"
        if is_jack(move.card):
            if not d["opts"]["jacks_stack"] and any(is_jack(f[0]) for f in d["back"][seat]):
                # US-4 with the option off: one Jack or more give +1 in all.
                return "face up in the back: no more bonus, Jacks do not add up in this game"
            return "face up in the back: +1 to your front cards"
        return "face up in the back: it can carry a shoot card"
    return f"on {short(move.target)} as its shoot card, shooting for {shoot_value(move.card)}"


def action_label(s: "UnderSiegeState", action: str) -> str:
    """A whole move on a button, with its effect."""
    try:
        move = parse(action)
    except ValueError:
        return ""
    d = s.d
    seat = s.deployer() if d["phase"] == "deploy" else (d["pending"][1] if d["pending"] else 0)
    if move.kind == PLACE:
        return fit_label(f"{short(move.card)} {_zone_words(s, seat, move)}")
    if move.kind == TAKE:
        return f"Take {short(move.card)} back"
    if move.kind == DONE:
        front = sum(1 for c in d["front"][seat] if c)
        return f"Done deploying: {n_of(front, 'card')} in the front line"
    if move.kind == RESERVE:
        from .battle import _totals
        pos = d["order"][d["cursor"]]
        t = _totals(d, pos)
        mine = t[seat] + base(move.card)
        theirs = t[1 - seat]
        if mine > theirs:
            return f"Add {short(move.card)}: {mine} against {theirs}, you lead by {mine - theirs}"
        if mine == theirs:
            return f"Add {short(move.card)}: {mine} against {theirs}, a draw"
        return f"Add {short(move.card)}: {mine} against {theirs}, you lose {theirs - mine}"
    if move.kind == INTERCEPT:
        face = next(f for f in d["back"][seat] if f[0] == move.card)
        sv = shoot_value(face[1])
        value = _incoming(s)
        after = max(0, value - sv)
        effect = "stops it" if not after else f"you lose {after} instead of {value}"
        return fit_label(f"Fire {short(face[1])} from {short(move.card)} ({sv}): {effect}")
    if move.kind == REMOVE:
        extra = f": you lose {KING_POINTS} attrition" if is_king(move.card) else ""
        return f"Put away {short(move.card)}{extra}"
    if move.kind == FIRE:
        mine = next(f for f in d["back"][seat] if f[0] == move.card)
        target = next(f for f in d["back"][1 - seat] if f[0] == move.target)
        total = sum(shoot_value(c) for c in target[2]) + shoot_value(mine[1])
        if total >= KILL_AT:
            # The automaton keeps no attrition (US-16): its King just dies.
            costs = is_king(move.target) and not d["solo"]
            effect = f"it dies, they lose {KING_POINTS}" if costs else "it dies"
        else:
            effect = f"{total} of {KILL_AT} damage"
        return fit_label(f"Shoot {short(move.target)} with {short(mine[1])} from {short(move.card)}: {effect}")
    if move.kind == PASS:
        kind = _pending(s)
        if kind == INTERCEPT:
            return f"Let it through: you lose {_incoming(s)}"
        if kind == RESERVE:
            from .battle import _totals
            t = _totals(d, d["order"][d["cursor"]])
            return f"No reserve: you lose {abs(t[0] - t[1])}"
        return "Stop shooting, keep the shoot cards"
    return ""


def _incoming(s: "UnderSiegeState") -> int:
    from .battle import card_at, front_value
    d = s.d
    pos = d["order"][d["cursor"]]
    owner = 1 - d["pending"][1]
    card = card_at(d, owner, pos)
    return (front_value(d, owner, card) or 0) if card else 0


# --- log lines ----------------------------------------------------------------------------


def describe(s: "UnderSiegeState", seat: int, action: str, viewer: int | None) -> str:
    """The log line for `action` by `seat` before it is applied, as `viewer` may read it."""
    try:
        move = parse(action)
    except ValueError:
        return "An unknown move."
    names = s.names
    me = viewer == seat
    subject = who(seat, viewer, names)
    if move.kind == PLACE:
        if me:
            return f"You place {short(move.card)} {_zone_words(s, seat, move)}."
        return f"{subject} places a card."
    if move.kind == TAKE:
        return f"You take {short(move.card)} back." if me else f"{subject} takes a card back."
    if move.kind == DONE:
        d = s.d
        fresh = d["fresh"][seat]
        front = sum(1 for c in d["front"][seat] if c)
        reserve = sum(1 for c in d["reserve"][seat] if c in fresh)
        back = [short(f[0]) for f in d["back"][seat] if f[0] in fresh]
        bits = [f"{n_of(front, 'card')} in the front line"]
        if reserve:
            bits.append(f"{n_of(reserve, 'card')} to the reserve")
        if back:
            bits.append(f"{listing(back)} face up in the back")
        shoot = sum(1 for f in d["back"][seat] if f[1] in fresh)
        if shoot:
            bits.append(f"{n_of(shoot, 'shoot card')} on {'a Queen' if shoot == 1 else 'Queens'}")
        return f"{subject} {verb(seat, viewer, 'deploy', 'deploys')}: {listing(bits)}."
    if move.kind == RESERVE:
        return f"{subject} {verb(seat, viewer, 'add', 'adds')} {short(move.card)} from the reserve."
    if move.kind == INTERCEPT:
        return f"{subject} {verb(seat, viewer, 'fire', 'fires')} the shoot card on {short(move.card)}."
    if move.kind == REMOVE:
        return f"{subject} {verb(seat, viewer, 'put', 'puts')} away {short(move.card)}."
    if move.kind == FIRE:
        return (f"{subject} {verb(seat, viewer, 'shoot', 'shoots')} at {short(move.target)} "
                f"from {short(move.card)}.")
    kind = _pending(s)
    if kind == RESERVE:
        return f"{subject} {verb(seat, viewer, 'add', 'adds')} no reserve."
    if kind == INTERCEPT:
        return f"{subject} {verb(seat, viewer, 'let', 'lets')} it through."
    return f"{subject} {verb(seat, viewer, 'hold', 'holds')} fire."


def event(e: Event, viewer: int | None, names: Names = NO_NAMES) -> str:
    a = e.args
    c = e.code
    if c == "turn":
        turn, defender, total = a
        head = f"Turn {turn} of {total}" if total else f"Turn {turn}"
        if defender == viewer:
            return f"{head}: you defend and deploy first."
        return f"{head}: {names.of(defender)} defends and deploys first."
    if c == "deploy":
        side, front, reserve, shoot = a[:4]
        bits = [f"{n_of(front, 'card')} in the front line"]
        if reserve:
            bits.append(f"{n_of(reserve, 'card')} to the reserve")
        if a[4:]:
            bits.append(f"{listing([short(x) for x in a[4:]])} face up in the back")
        if shoot:
            bits.append(f"{n_of(shoot, 'shoot card')} on {'a Queen' if shoot == 1 else 'Queens'}")
        return f"{who(side, viewer, names)} {verb(side, viewer, 'deploy', 'deploys')}: {listing(bits)}."
    if c == "king":
        side, card, att = a
        return f"{whose(side, viewer, names, True)} {short(card)} brings {KING_POINTS} more attrition: {att}."
    if c == "auto.deploy":
        front, reserve, back, shoot, ace = a
        bits = [f"{n_of(front, 'card')} face down in its front line"
                + (", the 5th of them an Ace" if ace else "")]
        if reserve:
            bits.append("a card to its reserve")
        if back:
            bits.append(f"{short(back)} face up in its back")
        if shoot:
            bits.append("a shoot card on its Queen")
        return f"The automaton deploys {listing(bits)}."
    if c == "reveal":
        pos, c0, c1, v0, v1, other = a
        return (f"Position {pos}: {whose(0, viewer, names)} {_valued(c0, v0)} against "
                f"{whose(other, viewer, names)} {_valued(c1, v1)}.")
    if c in ("reserve", "auto.reserve"):
        side, card, total = a
        return f"{who(side, viewer, names)} {verb(side, viewer, 'add', 'adds')} {short(card)} from the reserve: {total} in all."
    if c == "encounter":
        pos, winner, loser, loss, left = a
        if winner is None:
            return f"Position {pos} is a draw."
        return (f"{who(winner, viewer, names)} {verb(winner, viewer, 'win', 'wins')} position {pos}: "
                f"{whom(loser, viewer, names)} {verb(loser, viewer, 'lose', 'loses')} {loss}{_left(left)}.")
    if c == "bonus.encounter":
        side, att = a
        return f"{who(side, viewer, names)} {verb(side, viewer, 'gain', 'gains')} 1 attrition for the win: {att}."
    if c == "through":
        pos, side, card, value = a
        what = _valued(card, value)
        return f"Position {pos}: {whose(side, viewer, names)} {what} goes through unopposed."
    if c == "intercept":  # after the move's own line, "... fires the shoot card on Q"
        side, queen, card, sv = a
        return f"The shoot card is {short(card)}, shooting for {sv}."
    if c == "auto.intercept":
        side, queen, card, sv = a
        return (f"{who(side, viewer, names)} {verb(side, viewer, 'fire', 'fires')} {short(card)} "
                f"from {short(queen)} at it, shooting for {sv}.")
    if c == "hit":
        pos, victim, damage, left, shot = a
        if shot and not damage:
            return "The shot stops it: no damage."
        lose = f"{whom(victim, viewer, names)} {verb(victim, viewer, 'lose', 'loses')} {damage}{_left(left)}"
        return f"The shot falls short: {lose}." if shot else f"It hits: {lose}."
    if c in ("remove", "auto.remove"):
        side, card = a
        return f"The Ace takes out {whose(side, viewer, names)} {short(card)}."
    if c == "king.lost":
        side, card, att = a[:3]
        counted = a[3] if len(a) > 3 else True
        if side == AUTOMATON:  # it keeps no attrition (US-16)
            if counted:
                return (f"The automaton's {short(card)} is gone: {KING_POINTS} counted against it "
                        "for the extra point.")
            return f"The automaton's {short(card)} is gone."
        tail = "" if att is None else f": {att}"
        return f"{whose(side, viewer, names, True)} {short(card)} is gone, {KING_POINTS} attrition lost{tail}."
    if c == "bonus":
        side, l0, l1, att = a
        mine, theirs = (l0, l1) if side == 0 else (l1, l0)
        return (f"{who(side, viewer, names)} lost less in this battle, {mine} against {theirs}, and "
                f"{verb(side, viewer, 'gain', 'gains')} 1 attrition: {att}.")
    if c in ("fire", "auto.fire"):
        side, queen, card, target = a
        return (f"{who(side, viewer, names)} {verb(side, viewer, 'shoot', 'shoots')} {short(card)} "
                f"from {short(queen)} at {short(target)}.")
    if c == "shot":
        owner, target, value, damage, died = a
        if died:
            return f"{whose(owner, viewer, names, True)} {short(target)} takes {value} and dies."
        return f"{whose(owner, viewer, names, True)} {short(target)} takes {value}: {damage} of {KILL_AT} so far."
    if c == "reshuffle":
        return f"The deck ran out: the dead pile, {n_of(a[0], 'card')}, is shuffled into a new deck."
    if c == "draw":
        seat, n = a
        return f"{who(seat, viewer, names)} {verb(seat, viewer, 'draw', 'draws')} {n_of(n, 'card')}."
    if c == "drew":
        return f"New in your hand: {listing([short(x) for x in a[1:]])}."
    if c == "end":
        return "The game is over."
    if c == "stop":
        seat, ending = a
        if seat is None:
            return "The game was abandoned: nobody played."
        return f"{who(seat, viewer, names)} {_ENDED_BY.get(ending, 'gave up')}."
    return "The table changes."


# --- status and the battle line ----------------------------------------------------------


def status(s: "UnderSiegeState", viewer: int | None = None) -> str:
    d, names = s.d, s.names
    turn = f"Turn {d['turn']} of 5" if d["solo"] else f"Turn {d['turn']}"
    sides = []
    for side in ((0,) if d["solo"] else (0, 1)):
        role = "defender" if side == d["defender"] else "attacker"
        sides.append(f"{who(side, viewer, names)} ({role}) {d['att'][side]} attrition")
    line = f"{turn} \u00b7 " + ", ".join(sides) + f" \u00b7 deck {len(d['deck'])}, dead pile {len(d['dead'])}"
    if d["phase"] == "over":
        return line
    kind = _pending(s)
    seat = s.deployer() if kind == "deploy" else d["pending"][1]
    subj = who(seat, viewer, names)
    doing = {
        "deploy": f"{subj} {verb(seat, viewer, 'are', 'is')} deploying",
        RESERVE: f"{subj} may add a reserve card",
        INTERCEPT: f"{subj} may shoot the card going through",
        REMOVE: f"{subj} must put away a face card",
        FIRE: f"{subj} may shoot at face cards",
    }[kind]
    return f"{line} \u00b7 {doing}"


def slot_result(s: "UnderSiegeState", r: dict[str, Any], viewer: int | None) -> str:
    """A resolved position in words, for the picture of the battle line."""
    names = s.names
    if r["kind"] == "enc":
        if r["winner"] is None:
            return "Draw"
        w = _sid(s, r["winner"])
        return f"{who(w, viewer, names)} {verb(w, viewer, 'win', 'wins')} by {r['loss']}"
    if r["kind"] == "through":
        if r["removed"]:
            return f"Goes through: takes out {short(r['removed'])}"
        if r["shot"] and not r["loss"]:
            return "Goes through: stopped by a shot"
        return f"Goes through: {r['loss']} damage"
    return ""


# --- refusals ----------------------------------------------------------------------------


def explain_illegal(s: "UnderSiegeState", seat: int, action: str) -> str:
    d = s.d
    if d["phase"] == "over":
        return "This game is over."
    if seat not in s.to_act():
        return "It is not your turn."
    try:
        move = parse(action)
    except ValueError:
        return "That is not a move in this game."
    kind = _pending(s)
    if kind == "deploy":
        if move.kind == PLACE:
            if move.card not in d["hand"][seat]:
                return "That card is not in your hand."
            if move.zone == RESERVE:
                return "Only cards from 2 to 10 can go in the reserve pile."
            if move.zone == BACK:
                return "Only Jacks, Queens and Kings go face up in the back."
            if move.zone == "on":
                if is_ace(move.card):
                    return "An Ace cannot be a shoot card."
                if not d["opts"]["face_shoot_cards"] and not is_number(move.card):
                    return "Face cards cannot be shoot cards in this game."
                return "You have no face-up Queen free for a shoot card there."
            if seat == d["defender"]:
                return "As the defender you line up your front cards in order: use the front line."
            if move.zone == FRONT:
                return "As the attacker you place front cards opposite a defender card or unopposed."
            if move.zone == "vs" and move.pos >= len(d["front"][1 - seat]):
                return (f"The defender has no card in position {move.pos + 1}: place the card to go "
                        "through instead.")
            return "You already have a card opposite that one."
        if move.kind == TAKE:
            return "You can only take back a card you placed this turn."
        return "You are deploying: place your cards or press Done."
    return {RESERVE: "Now you may add a reserve card to this encounter, or not.",
            INTERCEPT: "Now you may shoot the card going through with a loaded Queen, or not.",
            REMOVE: "Now you must choose one of your face cards to put away.",
            FIRE: "Now you may shoot enemy face cards with your loaded Queens, or stop."}.get(
        kind, "That move is not legal now.")
