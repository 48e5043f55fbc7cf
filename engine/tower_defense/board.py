"""What the board means, as pure functions of a position's fields: the specials in force,
enemy values for defending and attacking, the attack as things stand, the defences a hand
can pay for.  The rules, the words and the views all read the table through these.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import NamedTuple, Sequence

from ..cards import JOKERS
from ..memo import cached, memo
from .constants import (ARMIES, CARDS, DEFEND_VALUE, ENEMY_VALUE, FACES, HAND_LIMIT, HAND_LIMIT_BARD, HAND_LIMIT_THIEF,
                        RED, SLOTS, SPECIALS, TOWER_VALUE, defend_value, enemy_value)

Row = Sequence[str | None]  # the six army slots, lf lr tf tr rf rr
Ups = Sequence[bool]

# Every `up` (six flags) and its face-up slots: the targets a move may name, as indices, as
# slots, and as the pairs a Swap names ("lf+tr"), so the legal list never works them out.
_UPS = list(itertools.product((False, True), repeat=6))
FACE_UP: dict[tuple[bool, ...], tuple[int, ...]] = {ups: tuple([i for i in range(6) if ups[i]]) for ups in _UPS}
FACE_UP_SLOTS = {ups: tuple([SLOTS[i] for i in FACE_UP[ups]]) for ups in _UPS}
FACE_UP_PAIRS = {ups: tuple([f"{a}+{b}" for k, a in enumerate(slots) for b in slots[k + 1:]])
                 for ups, slots in FACE_UP_SLOTS.items()}


@dataclass(frozen=True)
class Specials:
    """The special cards in force: enemy specials while face up (T-11, T-12), the tower's
    while on top (T-10), the player's Advantages while in play."""

    warlords: int  # face-up enemy Kings: +2 each, they stack (T-9)
    banshees: int  # face-up enemy Queens: +1 to face-up rear cards each
    necromancer: bool  # a face-up enemy Ace not cancelled by the Wizard (T-11)
    thief: bool  # a face-up enemy Jack (T-12)
    wizard: bool  # tower top Ace
    knight: bool  # tower top King: -1
    bard: bool  # tower top Queen, unless a Thief cancels it (T-12)
    traitor: str | None  # tower top Jack: its code (T-6)
    power: bool  # Advantage Ace
    shield: bool  # Advantage King
    revive: bool  # Advantage Queen
    trade: bool  # Advantage Jack
    # What follows from the above, worked out once per Specials (they are shared):
    limit: int  # the hand limit (`hand_limit`)
    shift: int  # what every enemy card gains (`_shift`)


def specials(army: Row, up: Ups, top: str | None, advantages: Sequence[str]) -> Specials:
    # Only special ranks matter, and the top's code only for the Traitor: few keys, one
    # Specials each.  (Spelled out: the hottest few lines of search's playouts.)
    a0, a1, a2, a3, a4, a5 = army
    u0, u1, u2, u3, u4, u5 = up
    rank = _SPECIAL_RANK
    face = ((rank[a0] if u0 else "") + (rank[a1] if u1 else "") + (rank[a2] if u2 else "")
            + (rank[a3] if u3 else "") + (rank[a4] if u4 else "") + (rank[a5] if u5 else ""))
    key = (face, _TOP_KEY[top], "".join([c[0] for c in advantages]) if advantages else "")
    found = _SPECIALS.get(key)
    if found is None:
        found = _SPECIALS.keep(key, _specials(face, top, key[2]))
    return found


_SPECIALS = memo("tower_defense.specials", search=1 << 16)
_SPECIAL_RANK: dict[str | None, str] = {c: c[0] if c[0] in SPECIALS else "" for c in (*CARDS, *JOKERS)}
_SPECIAL_RANK[None] = ""
_TOP_KEY: dict[str | None, str] = {c: c if c[0] == "J" else c[0] for c in (*CARDS, *JOKERS)}
_TOP_KEY[None] = ""


def _specials(face: str, top: str | None, adv: str) -> Specials:
    t = top[0] if top else ""
    thief = "J" in face
    wizard = t == "A"
    bard = t == "Q" and not thief
    warlords = face.count("K")
    knight = t == "K"
    return Specials(
        warlords=warlords, banshees=face.count("Q"), necromancer="A" in face and not wizard,
        thief=thief, wizard=wizard, knight=knight, bard=bard,
        traitor=top if t == "J" else None, power="A" in adv, shield="K" in adv, revive="Q" in adv,
        trade="J" in adv,
        # T-4, T-12: 4 with the Thief (who cancels the Bard), 7 with the Bard, else 5.
        limit=HAND_LIMIT_THIEF if thief else HAND_LIMIT_BARD if bard else HAND_LIMIT,
        # T-9: Warlords +2 each, the Knight -1.
        shift=2 * warlords - (1 if knight else 0))


def hand_limit(sp: Specials) -> int:
    """T-4, T-12: 4 with the Thief (who cancels the Bard), 7 with the Bard, else 5."""
    return sp.limit


def _shift(sp: Specials) -> int:
    """What every enemy card gains from the specials in force: Warlords +2 each, Knight -1."""
    return sp.shift


def target_value(code: str, rear: bool, sp: Specials) -> int:
    """T-6: what a defence must reach: rank value, +1 in a rear rank, the Warlords, the Knight
    and, for a rear card, the Banshees; never the rear rank's support."""
    v = enemy_value(code) + _shift(sp)
    if rear:
        v += 1 + sp.banshees
    return v


class Unit(NamedTuple):
    """One army as an attack unit (T-9)."""

    army: int  # 0 left, 1 top, 2 right
    lead: str  # the card whose colour it takes: the front, or a lone rear
    value: int
    attacks: bool  # opposite colour to the tower top, or led by a face card
    face: bool = False  # a face card in it: its lead, or a face-up rear adding its value (T-9)


def units(army: Row, up: Ups, top: str | None, sp: Specials) -> tuple[Unit, ...]:
    """T-9: each army with a face-up card is one unit: front + (rear - 1) when the rear is
    face up, a lone rear at -1; Banshees lift face-up rears, Warlords and the Knight shift
    every unit."""
    return tuple([Unit._make(row) for row in _unit_rows(army, up, top, sp)])


def _unit_rows(army: Row, up: Ups, top: str | None, sp: Specials) -> list[tuple[int, str, int, bool, bool]]:
    """`units` as plain tuples."""
    out = []
    top_red = top is not None and top[1] in RED
    shift = sp.shift
    banshees = sp.banshees
    for a, fi, ri in _ARMY_SLOTS:
        f, r = army[fi], army[ri]
        rear_up = r is not None and up[ri]
        if f is not None and up[fi]:
            lead, v = f, ENEMY_VALUE[f] + shift
            led_by_face = face = f[0] in FACES
            if rear_up:
                v += ENEMY_VALUE[r] + banshees - 1  # type: ignore[index]
                face = face or r[0] in FACES  # type: ignore[index]
        elif f is None and rear_up:
            lead, v = r, ENEMY_VALUE[r] + banshees - 1 + shift  # type: ignore[assignment, index]
            led_by_face = face = r[0] in FACES  # type: ignore[index]
        else:
            continue
        out.append((a, lead, v if v > 0 else 0, led_by_face or ((lead[1] in RED) != top_red), face))
    return out


_ARMY_SLOTS = tuple((a, 2 * a, 2 * a + 1) for a in range(len(ARMIES)))  # an army, its front and rear slots


class Attack(NamedTuple):
    units: tuple[Unit, ...]
    total: int  # the attacking units' sum
    against: int  # the tower top's value
    breach: bool  # the tower top would be lost
    faces: bool  # a face card is in an attacking unit (the discard-pile penalty on a breach)


def attack(army: Row, up: Ups, tower: Sequence[str], sp: Specials) -> Attack:
    top = tower[0] if tower else None
    us = units(army, up, top, sp)
    hitting = [u for u in us if u.attacks]
    total = sum([u.value for u in hitting])
    against = TOWER_VALUE[top] if top else 0
    return Attack(us, total, against, bool(hitting) and total >= against,
                  # T-9: "If the successful attack included a face card": a face-up rear face
                  # card adds its value to the attack, so it is included too.
                  any([u.face for u in hitting]))


def strike(army: Row, up: Ups, tower: Sequence[str], sp: Specials) -> tuple[int, int, bool, bool, list[int]]:
    """`attack` in short, for the Enemy Attack itself: the total, the tower top's value, the
    breach, the face cards, and each attacking unit's army and value (none: no attack)."""
    top = tower[0] if tower else None
    total, faces = 0, False
    pairs: list[int] = []
    for a, _lead, value, attacks, face in _unit_rows(army, up, top, sp):
        if attacks:
            total += value
            faces = faces or face
            pairs += (a, value)
    against = TOWER_VALUE[top] if top else 0
    return total, against, bool(pairs) and total >= against, faces, pairs


def protected(army: Row, up: Ups, sp: Specials) -> frozenset[int]:
    """T-6: the Traitor (a tower-top Jack) forbids defending the highest front enemy of the
    colour opposite his; on a tie, every one of them."""
    if sp.traitor is None:
        return frozenset()
    jack_red = sp.traitor[1] in RED
    fronts = [(enemy_value(army[i]), i) for i in (0, 2, 4)  # type: ignore[arg-type]
              if army[i] is not None and up[i] and (army[i][1] in RED) != jack_red]  # type: ignore[index]
    if not fronts:
        return frozenset()
    best = max(v for v, _ in fronts)
    return frozenset(i for v, i in fronts if v == best)


def defenders(hand: Sequence[str], target: str, sp: Specials) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """T-6: the hand cards that may defend against `target` and what each is worth: never an
    Ace; of the colour opposite the target unless Power is in play; +1 each with Shield."""
    bonus = 1 if sp.shield else 0
    want_red = target[1] not in RED
    cards, values = [], []
    for c in hand:
        v = defend_value(c)
        if v and (sp.power or (c[1] in RED) == want_red):
            cards.append(c)
            values.append(v + bonus)
    return tuple(cards), tuple(values)


@cached("tower_defense.combos", search=1 << 16)
def combos(values: tuple[int, ...], need: int) -> tuple[tuple[int, ...], ...]:
    """The payments (indices into `values`) worth `need` or more in which every card counts
    (dropping any one falls short), cheapest first: the defences the legal list names.

    Any larger set that still pays is legal too (T-6: "equal or exceed"; a smaller hand or
    a fuller discard pile may be worth it): the player picks the cards (`Pick`) and
    `pays` checks them, so no list of every set is ever made."""
    # Worked out once per multiset of values (`_sorted_combos`), then renumbered.
    order = sorted(range(len(values)), key=values.__getitem__)
    found = [(total, count, tuple(sorted([order[k] for k in chosen])))
             for total, count, chosen in _sorted_combos(tuple([values[k] for k in order]), need)]
    found.sort()
    return tuple([c for _, _, c in found])


@cached("tower_defense.sorted_combos", search=1 << 16)
def _sorted_combos(values: tuple[int, ...], need: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """`combos` as (total, size, indices), unsorted, of values in increasing order: for each
    least card i, the sets of later cards worth less than `need` that reach it with i."""
    n = len(values)
    found = []
    for i in range(n):
        least = values[i]
        stack: list[tuple[int, int, tuple[int, ...]]] = [(i + 1, 0, (i,))]
        while stack:
            start, rest, chosen = stack.pop()
            if rest >= need:
                continue
            if least + rest >= need:
                found.append((least + rest, len(chosen), chosen))
            for j in range(start, n):
                more = rest + values[j]
                if more >= need:
                    break  # the later cards are worth as much or more
                stack.append((j + 1, more, chosen + (j,)))
    return tuple(found)


def add_payments(out: list[str], prefix: str, cards: tuple[str, ...], bonus: int, need: int) -> None:
    """The legal list's payments with `cards` (hand order), each worth its defending value +
    `bonus`, against an enemy worth `need`: those of `combos`, spelled "7H+5D", each added
    to `out` after `prefix` ("defend.lf.")."""
    # Hands are many, so no cache of these (four look-ups in five would miss); the sets of
    # one or two cards (most defences) are plain to see, larger ones come from `combos`,
    # whose values repeat.
    if len(cards) == 2:
        a, b = cards
        va, vb = DEFEND_VALUE[a] + bonus, DEFEND_VALUE[b] + bonus
        if va >= need:
            if vb < need:
                out.append(prefix + a)
            elif va <= vb:  # both pay alone: the cheaper first, a tie in hand order
                out += (prefix + a, prefix + b)
            else:
                out += (prefix + b, prefix + a)
        elif vb >= need:
            out.append(prefix + b)
        elif va + vb >= need:
            out.append(prefix + a + "+" + b)
    elif len(cards) == 1:
        if DEFEND_VALUE[cards[0]] + bonus >= need:
            out.append(prefix + cards[0])
    elif len(cards) == 3:
        # Three cards: the seven sets, each with its total and its place in `combos`' order
        # (the sets of one card before those of two, each in hand order).
        a, b, c = cards
        va, vb, vc = DEFEND_VALUE[a] + bonus, DEFEND_VALUE[b] + bonus, DEFEND_VALUE[c] + bonus
        found = [(v, k, x) for v, k, x in ((va, 0, a), (vb, 1, b), (vc, 2, c)) if v >= need]
        if len(found) < 2:  # a set of two or three needs two cards short of `need` alone
            ab, ac, bc = va + vb, va + vc, vb + vc
            if va < need and vb < need and ab >= need:
                found.append((ab, 3, a + "+" + b))
            if va < need and vc < need and ac >= need:
                found.append((ac, 4, a + "+" + c))
            if vb < need and vc < need and bc >= need:
                found.append((bc, 5, b + "+" + c))
            total = ab + vc
            if total >= need and total - min(va, vb, vc) < need:
                found.append((total, 6, a + "+" + b + "+" + c))
        found.sort()
        out += [prefix + x for _, _, x in found]
    else:
        spell = cards.__getitem__
        for combo in combos(tuple([DEFEND_VALUE[c] + bonus for c in cards]), need):
            out.append(prefix + "+".join(map(spell, combo)))


def defence_problem(hand: Sequence[str], target: str, rear: bool, sp: Specials,
                    cards: Sequence[str]) -> tuple[str, ...] | None:
    """T-6 for a chosen set of defending cards: None when they pay, else why not, as a code
    and its arguments: ("missing", card), ("ace", card), ("colour", card) (not the colour
    opposite the target), ("short", total, need)."""
    bonus = 1 if sp.shield else 0
    want_red = target[1] not in RED
    total = 0
    for c in cards:
        if c not in hand:
            return ("missing", c)
        v = defend_value(c)
        if not v:
            return ("ace", c)
        if not sp.power and (c[1] in RED) != want_red:
            return ("colour", c)
        total += v + bonus
    need = target_value(target, rear, sp)
    return None if total >= need else ("short", str(total), str(need))
