"""The battle, the automaton and the end of a turn, run on a fresh copy of a state.

Every function here changes `s.d` (the state's JSON-like data, already deep-copied by
`_apply`) and appends to `s.events`; the rules module calls them and nothing else does.
A battle runs as far as it can on its own and stops where a seat must decide (a reserve,
an interception, the face card an Ace takes out, the shots after the battle): it leaves
`d["pending"] = [kind, side]` and the reacting seat's action resumes it (`advance`).
The automaton of the solitaire game (side 1, US-16) decides on the spot, from the seed.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.core import Event, rng_for

from .events import numbered
from .values import (BASE, HAND_SIZE, KILL_AT, KING_POINTS, hand_order, is_ace, is_face,
                     is_king, is_queen, shoot_value)



class Table(Protocol):
    """What the battle changes: a state's data and its events (the rules' state is one;
    the battle knows nothing else of it)."""

    d: dict[str, Any]
    events: tuple[Event, ...]


SOLO_TURNS = 5  # US-17
TURN_CAP = 30  # a two-player game stops after this many turns (CLARIFICATIONS 3d)


# --- small readers -------------------------------------------------------------------------


def sid(d: dict[str, Any], side: int) -> int:
    """A side as events name it: the seat, or -1 for the automaton (solitaire side 1)."""
    return -1 if d["solo"] and side == 1 else side


def human(d: dict[str, Any], side: int) -> bool:
    return not (d["solo"] and side == 1)


def attacker(d: dict[str, Any]) -> int:
    return 1 - d["defender"]


def jack_bonus(d: dict[str, Any], side: int) -> int:
    """US-4: +1 per face-up Jack in the back (or +1 for any number of them when Jacks do not
    stack, the option), for front cards only."""
    jacks = [f[0][0] for f in d["back"][side]].count("J")
    return jacks if d["opts"]["jacks_stack"] else min(jacks, 1)


def front_value(d: dict[str, Any], side: int, card: str) -> int | None:
    """A front card's value with the Jack bonus; None for an Ace (US-4, US-13)."""
    if card[0] == "A":
        return None
    return BASE[card] + jack_bonus(d, side)


def card_at(d: dict[str, Any], side: int, pos: int) -> str | None:
    line = d["front"][side]
    return line[pos] if pos < len(line) else None


def loaded_queens(d: dict[str, Any], side: int) -> list[str]:
    return [f[0] for f in d["back"][side] if f[1] is not None]


def _draw_rng(s: Table) -> Any:
    d = s.d
    rng = rng_for(d["seed"], d["counter"])
    d["counter"] += 1
    return rng


def draw(s: Table, n: int) -> list[str]:
    """Take n cards from the deck, shuffling the dead pile in when it runs out (US-14)."""
    d = s.d
    out: list[str] = []
    for _ in range(n):
        if not d["deck"]:
            if not d["dead"]:
                break
            deck = sorted(d["dead"])
            _draw_rng(s).shuffle(deck)
            d["deck"], d["dead"] = deck, []
            s.events += (Event("reshuffle", {"n": len(deck)}),)
        out.append(d["deck"].pop(0))
    return out


def refill(s: Table, side: int) -> None:
    """Draw a seat's hand back up to 5 (US-14)."""
    d = s.d
    got = draw(s, HAND_SIZE - len(d["hand"][side]))
    if got:
        d["hand"][side] = hand_order(d["hand"][side] + got)
        s.events += (Event("draw", {"seat": side, "n": len(got)}),
                     Event("drew", {"seat": side, **dict(zip(numbered("card"), got))}, seats=(side,)))


# --- attrition and the end -----------------------------------------------------------------


def finish(s: Table, why: str, loser: int | None) -> None:
    d = s.d
    d["phase"], d["why"], d["loser"], d["pending"] = "over", why, loser, None
    s.events += (Event("end", {"why": why, "loser": loser}),)


def hurt(s: Table, side: int, points: int) -> bool:
    """`side` loses attrition; True when that ends the game (US-5: at once, even mid-battle).
    The automaton's attrition is not kept (US-16), only what it lost this battle (US-7).
    Only losses in the battle itself count as lost in it (US-7): a King shot dead after the
    battle costs its owner 10 but comes after the extra point was decided."""
    d = s.d
    if d["phase"] == "battle":
        d["lost"][side] += points
    if not human(d, side):
        return False
    d["att"][side] -= points
    if d["att"][side] <= 0:
        finish(s, "attrition", side)
        return True
    return False


def gain(s: Table, side: int, points: int) -> None:
    if human(s.d, side):
        s.d["att"][side] += points


def take_out(s: Table, side: int, card: str) -> bool:
    """A face card leaves the back with its shots and shoot card; a King costs 10 (US-12).
    True when that ends the game."""
    d = s.d
    back = d["back"][side]
    i = next(k for k, f in enumerate(back) if f[0] == card)
    face = back.pop(i)
    d["dead"] += [face[0], *face[2]] + ([face[1]] if face[1] else [])
    if is_king(card):
        if not human(d, side):
            # US-16: the automaton keeps no attrition, so its King costs it nothing, and
            # counts 0 for the extra point too (US-7): it is not a loss it suffered.
            s.events += (Event("king.lost", {"side": sid(d, side), "card": card, "att": None, "counted": 0}),)
            return False
        s.events += (Event("king.lost", {"side": sid(d, side), "card": card,
                                          "att": d["att"][side] - KING_POINTS, "counted": 1}),)
        return hurt(s, side, KING_POINTS)
    return False


# --- deployment of the automaton (US-16) -------------------------------------------------


def automaton_deploys(s: Table) -> None:
    """Five fresh cards: 1-4 to the front in draw order (a face card as a face-down 10, an
    Ace as an Ace); the 5th to the reserve, to the back if a face card, to the front if an
    Ace, and 50/50 onto an unloaded Queen instead of the reserve."""
    d = s.d
    cards = draw(s, 5)
    front = cards[:4]
    reserve = shoot = 0
    back = ""
    if len(cards) == 5:
        fifth = cards[4]
        if is_ace(fifth):
            front.append(fifth)
        elif is_face(fifth):
            d["back"][1].append([fifth, None, []])
            back = fifth
        else:
            empty = [f for f in d["back"][1] if is_queen(f[0]) and f[1] is None]
            if empty and _draw_rng(s).random() < 0.5:
                empty[0][1] = fifth
                shoot = 1
            else:
                d["reserve"][1].append(fifth)
                reserve = 1
    d["front"][1] = front
    d["done"][1] = True
    s.events += (Event("auto.deploy", {"front": len(front), "reserve": reserve, "back": back,
                                         "shoot": shoot, "ace": int(len(front) == 5)}),)


# --- the battle ----------------------------------------------------------------------------


def start_battle(s: Table) -> None:
    """Both fronts are down: resolve the opposed positions left to right, then the cards
    going through left to right (US-5)."""
    d = s.d
    n = max(len(d["front"][0]), len(d["front"][1]))
    pos = [(i, card_at(d, 0, i), card_at(d, 1, i)) for i in range(n)]
    opposed = [i for i, a, b in pos if a and b]
    through = [i for i, a, b in pos if bool(a) != bool(b)]
    d.update(phase="battle", order=opposed + through, cursor=0, stage=0, adds=[None, None],
             asked=[False, False], shot=None, lost=[0, 0], spent=[], adds_used=[], results=[],
             last=None)
    advance(s)


def next_position(d: dict[str, Any]) -> None:
    d.update(cursor=d["cursor"] + 1, stage=0, adds=[None, None], asked=[False, False], shot=None)


def advance(s: Table) -> None:
    """Run the battle on until a seat must decide, the battle ends or the game does."""
    d = s.d
    while d["phase"] == "battle":
        if d["cursor"] >= len(d["order"]):
            end_battle(s)
            return
        pos = d["order"][d["cursor"]]
        c0, c1 = card_at(d, 0, pos), card_at(d, 1, pos)
        if c0 and c1:
            done = _encounter(s, pos, c0, c1)
        else:
            done = _through(s, pos, 0 if c0 else 1)
        if not done:
            return
        next_position(d)


def totals(d: dict[str, Any], pos: int) -> list[int]:
    """Each side's total at position `pos`: its front card (with the Jack bonus) and the
    reserve added to it (US-4, US-6); 0 for an Ace or no card."""
    out = []
    adds = d["adds"]
    for side, line in enumerate(d["front"]):
        card = line[pos] if pos < len(line) else None
        v = front_value(d, side, card) if card else 0
        add = adds[side]
        out.append((v or 0) + (BASE[add] if add else 0))
    return out


def _encounter(s: Table, pos: int, c0: str, c1: str) -> bool:
    """One opposed encounter; False while waiting for a seat's reserve or when the game ended."""
    d = s.d
    if d["stage"] == 0:
        d["stage"] = 1
        s.events += (Event("reveal", {"pos": pos + 1, "card0": c0, "card1": c1, "value0": front_value(d, 0, c0),
                                       "value1": front_value(d, 1, c1), "side1": sid(d, 1)}),)
        if is_ace(c0) or is_ace(c1):  # US-13: no reserves for or against an Ace (US-6)
            if is_ace(c0) and is_ace(c1):
                return _settle(s, pos, None, 0)
            return _settle(s, pos, 0 if is_ace(c0) else 1, 1)
    # US-6: the lower side may add one reserve; then the other, if it is now lower.
    while True:
        t = totals(d, pos)
        if t[0] == t[1]:
            return _settle(s, pos, None, 0)
        low = 0 if t[0] < t[1] else 1
        if d["asked"][low]:
            return _settle(s, pos, 1 - low, abs(t[0] - t[1]))
        d["asked"][low] = True
        if not d["reserve"][low]:
            continue
        if human(d, low):
            d["pending"] = ["reserve", low]
            return False
        # US-16: the automaton adds a random reserve when it is losing the encounter.
        pick = _draw_rng(s).choice(sorted(d["reserve"][1]))
        add_reserve(s, 1, pick)


def add_reserve(s: Table, side: int, card: str) -> None:
    d = s.d
    d["reserve"][side].remove(card)
    d["adds"][side] = card
    pos = d["order"][d["cursor"]]
    total = totals(d, pos)[side]
    code = "reserve" if human(d, side) else "auto.reserve"
    s.events += (Event(code, {"side": sid(d, side), "card": card, "total": total}),)


def _settle(s: Table, pos: int, winner: int | None, loss: int) -> bool:
    d = s.d
    t = totals(d, pos)
    cards = [card_at(d, 0, pos), card_at(d, 1, pos)]
    d["adds_used"] += [c for c in d["adds"] if c]  # US-11: used reserves go to the dead pile
    d["results"].append({"pos": pos, "kind": "enc", "cards": cards, "adds": list(d["adds"]),
                         "totals": [None if is_ace(cards[k] or "") else t[k] for k in (0, 1)],
                         "winner": winner, "loss": loss, "shot": None, "removed": None})
    d["adds"] = [None, None]
    if winner is None:
        s.events += (Event("encounter", {"pos": pos + 1, "winner": None, "loser": None, "loss": 0, "left": None}),)
        return True
    loser = 1 - winner
    left = d["att"][loser] - loss if human(d, loser) else None
    s.events += (Event("encounter", {"pos": pos + 1, "winner": sid(d, winner), "loser": sid(d, loser),
                                     "loss": loss, "left": left}),)
    if hurt(s, loser, loss):
        return False
    if d["opts"]["plus_one"] == "encounter" and human(d, winner):  # US-7, the other reading
        gain(s, winner, 1)
        s.events += (Event("bonus.encounter", {"side": sid(d, winner), "att": d["att"][winner]}),)
    return True


def _through(s: Table, pos: int, owner: int) -> bool:
    """A card going through (US-8); an Ace takes out a face card (US-13)."""
    d = s.d
    victim = 1 - owner
    card = card_at(d, owner, pos) or ""
    value = front_value(d, owner, card)
    if d["stage"] == 0:
        d["stage"] = 1
        s.events += (Event("through", {"pos": pos + 1, "side": sid(d, owner), "card": card, "value": value}),)
    if value is None:  # an Ace
        faces = [f[0] for f in d["back"][victim]]
        if not faces:
            return _hit(s, pos, owner, 1)
        if human(d, victim):
            d["pending"] = ["remove", victim]
            return False
        return ace_removes(s, victim, _draw_rng(s).choice(faces))
    if not d["asked"][victim] and loaded_queens(d, victim) and d["shot"] is None:
        d["asked"][victim] = True
        if human(d, victim):
            d["pending"] = ["intercept", victim]
            return False
        intercept(s, victim, loaded_queens(d, victim)[0])  # US-16: the first card it can shoot
    shot = d["shot"]
    damage = value if shot is None else max(0, value - shoot_value(shot[1]))
    return _hit(s, pos, owner, damage)


def _hit(s: Table, pos: int, owner: int, damage: int, removed: str | None = None) -> bool:
    d = s.d
    victim = 1 - owner
    d["results"].append({"pos": pos, "kind": "through", "cards": [card_at(d, 0, pos), card_at(d, 1, pos)],
                         "adds": [None, None], "totals": [None, None], "winner": owner,
                         "loss": damage, "shot": d["shot"][1] if d["shot"] else None,
                         "removed": removed})
    if removed is not None:
        return True
    left = d["att"][victim] - damage if human(d, victim) else None
    s.events += (Event("hit", {"pos": pos + 1, "victim": sid(d, victim), "damage": damage, "left": left,
                                 "shot": int(d["shot"] is not None)}),)
    return not hurt(s, victim, damage) if damage else True


def intercept(s: Table, side: int, queen: str) -> None:
    """US-9: the Queen's shoot card is turned up on the card going through."""
    d = s.d
    face = next(f for f in d["back"][side] if f[0] == queen)
    card, face[1] = face[1], None
    d["spent"].append(card)
    d["shot"] = [queen, card]
    code = "intercept" if human(d, side) else "auto.intercept"
    s.events += (Event(code, {"side": sid(d, side), "queen": queen, "card": card, "value": shoot_value(card)}),)


def ace_removes(s: Table, victim: int, card: str) -> bool:
    """US-13: the victim's face card of their choice leaves; True when the position is done."""
    d = s.d
    pos = d["order"][d["cursor"]]
    code = "remove" if human(d, victim) else "auto.remove"
    s.events += (Event(code, {"side": sid(d, victim), "card": card}),)
    if take_out(s, victim, card):
        return False
    return _hit(s, pos, 1 - victim, 0, removed=card)


# --- after the battle ----------------------------------------------------------------------


def end_battle(s: Table) -> None:
    """US-7, then the shots at face cards (US-10), then the dead pile and the draw."""
    d = s.d
    lost = d["lost"]
    if d["opts"]["plus_one"] == "battle" and lost[0] != lost[1]:
        best = 0 if lost[0] < lost[1] else 1
        if human(d, best):
            gain(s, best, 1)
            s.events += (Event("bonus", {"side": sid(d, best), "lost0": lost[0], "lost1": lost[1],
                                        "att": d["att"][best]}),)
    d["phase"] = "shots"
    d["shooters"] = [d["defender"], attacker(d)]  # the defender shoots first, as it deploys first
    shots(s)


def can_fire(d: dict[str, Any], side: int) -> bool:
    return bool(loaded_queens(d, side)) and bool(d["back"][1 - side])


def shots(s: Table) -> None:
    d = s.d
    while d["phase"] == "shots" and d["shooters"]:
        side = d["shooters"][0]
        if can_fire(d, side):
            if human(d, side):
                d["pending"] = ["fire", side]
                return
            # US-16: each loaded Queen of the automaton shoots a random face card.
            while can_fire(d, side) and d["phase"] == "shots":
                target = _draw_rng(s).choice([f[0] for f in d["back"][0]])
                fire(s, side, loaded_queens(d, side)[0], target)
        d["shooters"].pop(0)
    if d["phase"] == "shots":
        d["pending"] = None
        next_turn(s)


def fire(s: Table, side: int, queen: str, target: str) -> None:
    """US-10: the shot stays on the face card; 10 or more in all and it dies."""
    d = s.d
    mine = next(f for f in d["back"][side] if f[0] == queen)
    card, mine[1] = mine[1], None
    enemy = 1 - side
    face = next(f for f in d["back"][enemy] if f[0] == target)
    face[2].append(card)
    damage = sum(shoot_value(c) for c in face[2])
    code = "fire" if human(d, side) else "auto.fire"
    s.events += (Event(code, {"side": sid(d, side), "queen": queen, "card": card, "target": target}),
                 Event("shot", {"owner": sid(d, enemy), "target": target, "value": shoot_value(card),
                                "damage": damage, "died": int(damage >= KILL_AT)}))
    if damage >= KILL_AT:
        take_out(s, enemy, target)


def next_turn(s: Table) -> None:
    """Used cards go to the dead pile (US-11); the game may end (US-17, the turn cap); both
    draw back to 5, the defender first (US-14); the defender deploys again (US-1)."""
    d = s.d
    used = [c for line in d["front"] for c in line if c] + [c for c in d["adds_used"] if c] + d["spent"]
    d["dead"] += used
    d["last"] = {"front": d["front"], "results": d["results"]}
    d.update(front=[[], []], results=[], spent=[], adds_used=[], order=[], cursor=0, stage=0,
             adds=[None, None], asked=[False, False], shot=None, shooters=[])
    if d["solo"] and d["turn"] >= SOLO_TURNS:
        finish(s, "survived", None)
        return
    if not d["solo"] and d["turn"] >= TURN_CAP:
        a = d["att"]
        finish(s, "cap", None if a[0] == a[1] else (0 if a[0] < a[1] else 1))
        return
    refill(s, d["defender"])
    if not d["solo"]:
        refill(s, attacker(d))
    d["turn"] += 1
    d["phase"], d["done"], d["fresh"], d["lost"] = "deploy", [False, False], [[], []], [0, 0]
    s.events += (Event("turn", {"turn": d["turn"], "defender": d["defender"],
                                "total": SOLO_TURNS if d["solo"] else 0}),)
