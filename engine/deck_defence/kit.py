"""What search needs from Deck Defence (`engine.core.Kit`, put together by the package):
worlds, a playout policy, an evaluation and the hint's reason (the hint's search is in
`hinting`, the solver's key and bound in `solving`).

The player sees the table, the deck's size and the deck-top cards an Explore let them
order; the rest of the deck and the discard pile (face down, DD-9; in Classic mode all but
its top, DD-12) are what a world deals again, as the rules allow: the discards are Friendly
cards, and each defeated enemy's payment in its own attribute among them.

The playout policy looks one move ahead: the move leaving the position of most promise
(`_promise`: enemies defeated, the ranks each attribute can still spare, what the pile tops
pay for, the Main area kept clear, moves left open).  It works each move's result out from
the table rather than through the engine's apply, which makes it cheap enough to order the
moves of every position the hint's search visits (`hinting`).
"""

from __future__ import annotations

import random
from typing import Any, Sequence, cast

from i18n import t

from ..core import Result, Seen, Trial, result_value
from .actions import parse
from .constants import DEFEAT_TOTAL, ENEMY, ENEMY_COUNT, MAX_SCORE
from .rules import DeckDefenceState
from .words import card_name, pile_args

_ATTRS = "SFT"


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    """The unseen deck cards and the face-down discards dealt again from their sorted pool;
    the deck-top cards the player ordered by Explore stay where they are."""
    s = cast(DeckDefenceState, state)
    world = s.copy()
    known = s.known
    unseen = s.deck[known:]
    shown = s.discard[-1:] if s.classic else ()
    hidden = s.discard[:-1] if s.classic else s.discard
    pool = sorted(unseen + hidden)
    # What the rules say of the face-down discards, from the table alone: they are Friendly
    # cards only (enemies go to the Defeat area), and each defeated enemy was paid for with
    # 5 or more ranks of its own attribute (DD-3).  A world that breaks either misjudges
    # what each attribute has left to pay with.
    friendly: list[str | None] = [c for c in pool if c[1] != ENEMY]
    enemies = [c for c in pool if c[1] == ENEMY]
    rng.shuffle(friendly)
    paid = _payments(friendly, [e[0] for e in s.defeated], len(hidden), rng)
    rest = [c for c in friendly if c is not None]
    discards = paid + rest[:len(hidden) - len(paid)]
    deck = enemies + rest[len(hidden) - len(paid):]
    rng.shuffle(discards)
    rng.shuffle(deck)
    world.deck = s.deck[:known] + tuple(deck)
    world.discard = tuple(discards) + shown
    world.seed = rng.getrandbits(62)
    legal = s.__dict__.get("_legal_cache")
    if legal is not None:  # the legal moves read the table only: the world has the same
        object.__setattr__(world, "_legal_cache", dict(legal))
    return world


def _payments(friendly: list[str | None], attrs: Sequence[str], room: int, rng: random.Random) -> list[str]:
    """For each defeated enemy's attribute, cards of that attribute taken (set to None) from
    the shuffled `friendly` until they pay 5 (DD-3), while the discard pile has `room`."""
    paid: list[str] = []
    for attr in attrs:
        total = taken = 0
        for i, c in enumerate(friendly):
            if total >= DEFEAT_TOTAL or len(paid) >= room:
                break
            # At most one card a pile, so three cards: skip one that three cannot make pay.
            if c is not None and c[0] == attr and total + _RANK[c] + 3 * (2 - taken) >= DEFEAT_TOTAL:
                paid.append(c)
                total += _RANK[c]
                taken += 1
                friendly[i] = None
    return paid


# --- reading the table ----------------------------------------------------------------------


def _rank(card: str | None) -> int:
    return int(card[1]) if card else 0


def _tops(piles: Sequence[Sequence[str]]) -> list[str | None]:
    return [p[-1] if p else None for p in piles]


def _pay(tops: Sequence[str | None], attr: str) -> int:
    """What the pile tops could pay towards an enemy of `attr` (DD-3)."""
    return sum(_rank(t) for t in tops if t and t[0] == attr)


def _enemies(s: DeckDefenceState) -> list[str]:
    return [c for c in s.main if c and c[1] == ENEMY] + [c for c in s.capture if c]


# Rank each card pays towards its own attribute (0 for an Enemy), and each Friendly card's
# attribute index: table lookups keep the policy cheap enough for many playouts.
_RANK: dict[str, int] = {f"{a}{r}": (0 if str(r) == ENEMY else r) for a in _ATTRS for r in range(1, 5)}
_ATTR_INDEX = {a: k for k, a in enumerate(_ATTRS)}
# Friendly ranks of one attribute: 3 copies of ranks 1-3 (DD-3's budget for its 3 enemies).
_ATTR_RANKS = 3 * (1 + 2 + 3)
_PER_ATTR = ENEMY_COUNT // len(_ATTRS)


def _promise(defeated: Sequence[str], discard: Sequence[str], piles: Sequence[Sequence[str]],
             main: Sequence[str | None], capture: Sequence[str | None], mobility: int) -> float:
    """A running position's promise, in points: enemies defeated; per attribute, the slack
    between the Friendly ranks not yet discarded and what its remaining enemies cost (none
    left means the game cannot be won); enemies the pile tops can pay for now; pile tops;
    enemies blocking the Main area; and how many moves are open (`mobility`: none loses, DD-7)."""
    rank = _RANK
    value = 10.0 * len(defeated)
    slack = [_ATTR_RANKS - DEFEAT_TOTAL * _PER_ATTR] * 3
    for card in discard:  # only Friendly cards are ever discarded
        slack[_ATTR_INDEX[card[0]]] -= rank[card]
    for e in defeated:
        slack[_ATTR_INDEX[e[0]]] += DEFEAT_TOTAL
    for sl in slack:
        if sl < 0:
            return value - 900.0  # DD-3: too few ranks of this attribute are left to win
        value += sl if sl < 3 else 3
    pay = [0, 0, 0]
    tops = 0
    for p in piles:
        if p:
            top = p[-1]
            pay[_ATTR_INDEX[top[0]]] += rank[top]
            tops += 1
    free = 0
    blocking = 0
    for c in main:
        if c and c[1] == ENEMY:
            blocking += 1
            if pay[_ATTR_INDEX[c[0]]] >= DEFEAT_TOTAL:
                value += 3.0
    for c in capture:
        if c is None:
            free += 1
        elif pay[_ATTR_INDEX[c[0]]] >= DEFEAT_TOTAL:
            value += 3.0
    for v in pay:
        value += 0.5 * (v if v < DEFEAT_TOTAL else DEFEAT_TOTAL)
    value += tops + 0.5 * free - 2.0 * max(0, blocking - free)
    return value + mobility


def _health(s: DeckDefenceState) -> float:
    """`_promise` of a position, its open moves counted from its legal list."""
    mobility = min(len(s.legal_actions(0)), 4) if s.phase == "act" else 0
    return _promise(s.defeated, s.discard, s.piles, s.main, s.capture, mobility)


def _mobility(main: Sequence[str | None], piles: Sequence[Sequence[str]], capture: Sequence[str | None],
              explore_open: bool) -> int:
    """The legal moves of a table (DD-2..DD-5), counted up to 4."""
    n = 0
    tops = [p[-1] if p else None for p in piles]
    pay = [0, 0, 0]
    for t in tops:
        if t:
            pay[_ATTR_INDEX[t[0]]] += _RANK[t]
    room = None in capture
    for c in main:
        if c is None:
            continue
        if c[1] == ENEMY:
            n += (pay[_ATTR_INDEX[c[0]]] >= DEFEAT_TOTAL) + room
        else:
            for p, t in zip(piles, tops):
                if t is None or ((t[0] == c[0] or t[1] == c[1]) and c not in p):
                    n += 1
        if n >= 4:
            return 4
    for e in capture:
        if e and pay[_ATTR_INDEX[e[0]]] >= DEFEAT_TOTAL:
            n += 1
    if explore_open:
        n += len(tops) - tops.count(None)
    return min(n, 4)


def _move_value(s: DeckDefenceState, action: str) -> float:
    """`_points` of the position after `action`, worked out from the table without the
    engine's apply (the policy weighs every legal move at every playout step)."""
    m = parse(action)
    kind = m.kind
    main: tuple[str | None, ...] = s.main
    capture: tuple[str | None, ...] = s.capture
    piles: tuple[tuple[str, ...], ...] = s.piles
    defeated, discard = s.defeated, s.discard
    refill = -1
    if kind == "conscript":
        i, j = m.slot, m.piles[0]
        card = cast(str, main[i])
        piles = piles[:j] + (piles[j] + (card,),) + piles[j + 1:]
        refill = i
    elif kind == "defeat":
        i = m.slot
        defeated = defeated + (cast(str, (main if m.zone == "m" else capture)[i]),)
        if len(defeated) == ENEMY_COUNT:
            return 1000.0
        paying = list(piles)
        paid = []
        for j in m.piles:
            paid.append(paying[j][-1])
            paying[j] = paying[j][:-1]
        piles = tuple(paying)
        discard = discard + tuple(paid)
        if m.zone == "m":
            refill = i
        else:
            capture = capture[:i] + (None,) + capture[i + 1:]
    elif kind == "capture":
        i = m.slot
        k = capture.index(None)
        capture = capture[:k] + (main[i],) + capture[k + 1:]
        refill = i
    elif kind == "explore":
        j = m.piles[0]
        discard = discard + (piles[j][-1],)
        piles = piles[:j] + (piles[j][:-1],) + piles[j + 1:]
    else:
        return _points(cast(DeckDefenceState, s.apply(0, action)))
    if refill >= 0:
        deck = s.deck
        main = main[:refill] + (deck[0] if deck else None,) + main[refill + 1:]
    mobility = _mobility(main, piles, capture, kind != "explore" and not s.classic)
    if mobility == 0 and kind != "explore":
        return 10.0 * len(defeated) - 1000.0  # DD-7: no move left loses
    return _promise(defeated, discard, piles, main, capture, mobility)


def _points(s: DeckDefenceState) -> float:
    if s.phase == "over":
        return 1000.0 if s.result == Result.WIN else 10.0 * len(s.defeated) - 1000.0
    if s.phase == "order":  # judged by the order the policy would choose
        s = cast(DeckDefenceState, s.apply(0, _order(s, s.legal_actions(0))))
    return _health(s)


def policy(state: Any, seat: int, rng: random.Random) -> str:
    """The move whose result has the most promise (`_promise`), looked at one move ahead."""
    s = cast(DeckDefenceState, state)
    legal = s.legal_actions(0)
    if s.phase == "order":
        return _order(s, legal)
    if len(legal) == 1:
        return legal[0]
    if s.phase != "act" or s.classic:
        best, best_value = legal[0], -1e18
        for action in legal:
            value = _points(cast(DeckDefenceState, s.apply(0, action)))
            if value > best_value:
                best, best_value = action, value
        return best
    best, best_value = legal[0], -1e18
    for action in legal:
        value = _move_value(s, action)
        if value > best_value:
            best, best_value = action, value
    return best


def _order(s: DeckDefenceState, legal: Sequence[str]) -> str:
    """Put back the seen cards with those that pay for today's enemies on top."""
    enemies = _enemies(s)
    wanted = {e[0] for e in enemies}

    def worth(card: str) -> float:
        if card[1] == ENEMY:
            return -1.0
        return (2.0 if card[0] in wanted else 0.0) + _rank(card) * 0.5

    order = sorted(s.exploring, key=worth, reverse=True)
    spelled = "order." + ".".join(order)
    return spelled if spelled in legal else legal[0]


# --- evaluation -----------------------------------------------------------------------------


def evaluate(state: Any, seat: int) -> float:
    """Won: 0.9 and up with the score; lost: a hundredth per enemy defeated; running: the
    position's promise (`_health`) scaled into (0.02, 0.89)."""
    s = cast(DeckDefenceState, state)
    if s.phase == "over":
        if result_value(s, seat) >= 1.0:
            return 0.9 + 0.1 * min(s.kept_ranks(), MAX_SCORE) / MAX_SCORE
        return 0.01 * len(s.defeated)
    health = _health(s)
    if health < 0:
        return 0.01 * len(s.defeated)
    return max(0.02, min(0.89, 0.1 + health / 140.0))


# --- the hint's reason ----------------------------------------------------------------------


def why(seen: Seen, action: str, trials: Sequence[Trial]) -> str:
    """One plain sentence from the table the player sees: what the move pays, sets up or
    clears.  "" (the generic sentence) when the table says nothing more."""
    v = seen.view
    m = parse(action)
    tops = _tops(v.piles)
    enemies = [c for c in v.main if c and c[1] == ENEMY] + [c for c in v.capture if c]
    if m.kind == "defeat":
        enemy = (v.main if m.zone == "m" else v.capture)[m.slot]
        paid = sum(_rank(tops[j]) for j in m.piles)
        left = ENEMY_COUNT - len(v.defeated) - 1
        return t("deck-defence-why-defeat", card=card_name(enemy), **pile_args([j + 1 for j in m.piles]),
                 paid=paid, exact="yes" if paid == DEFEAT_TOTAL else "no", left=left)
    if m.kind == "conscript":
        card = v.main[m.slot]
        if card is None:
            return ""
        new = list(tops)
        new[m.piles[0]] = card
        head = {"card": card_name(card), "pile": m.piles[0] + 1}
        targets = [e for e in enemies if e[0] == card[0]]
        if targets and _pay(tops, card[0]) < DEFEAT_TOTAL <= _pay(new, card[0]):
            return t("deck-defence-why-conscript-pays", **head, enemy=card_name(targets[0]))
        if targets:
            return t("deck-defence-why-conscript-builds", **head, enemy=card_name(targets[0]))
        return t("deck-defence-why-conscript-frees", **head)
    if m.kind == "capture":
        return t("deck-defence-why-capture", card=card_name(v.main[m.slot]))
    if m.kind == "explore":
        top = card_name(tops[m.piles[0]])
        if not v.deck_count:
            return t("deck-defence-why-explore-uncover", card=top)
        return t("deck-defence-why-explore", card=top)
    if m.kind == "order":
        first = m.cards[0]
        if first[1] == ENEMY:
            return t("deck-defence-why-order-enemy", card=card_name(first))
        return t("deck-defence-why-order", card=card_name(first))
    if m.kind == "refill":
        return t("deck-defence-why-refill", card=card_name(m.cards[0]))
    return ""
