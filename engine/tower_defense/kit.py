"""What search needs from Tower Defense (`engine.search.Kit`): worlds, a playout policy, an
evaluation, a solver key and the hint's reason.

What the player cannot see (the view): the deck's order, the tower's cards under its top,
the face-down army cards, and which Joker left the game (Jokers act alike and never show).
A world deals those cards again from their sorted pool into the same places, and draws a
new seed for future shuffles (T-14, T-15).

The playout policy reads the table as the player sees it: stop this turn's breach as
cheaply as a defence (or a Missile) can, repair when a card fits, take a Shield, Power or
Revive when cards are spare, and otherwise keep the cards for later turns.
"""

from __future__ import annotations

import json
import math
import random
from typing import Any, Hashable, Iterable, Sequence, cast

from i18n import t

from ..cards import JOKERS
from ..core import Kit, Seen, Trial, result_value
from .actions import parse
from .board import attack, specials
from .constants import SLOTS, defend_value, is_joker, tower_value
from .rules import TowerDefenseState
from .words import card_name, slot_name

_JOKERS = tuple(sorted(JOKERS))
_SPARE_COST = 8  # the most a defence may cost when the tower is safe


# --- worlds ---------------------------------------------------------------------------


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    """The hidden cards (deck, tower under its top, face-down army cards) dealt again from
    their sorted pool into the same places; a fresh seed for future shuffles."""
    s = cast("TowerDefenseState", state)
    deck, tower, army, up = s.deck, s.tower, s.army, s.up
    down = [i for i in range(6) if army[i] is not None and not up[i]]
    pool = list(deck)
    pool.extend(tower[1:])
    pool.extend(army[i] for i in down)
    removed = s.removed
    if removed or any(map(is_joker, pool)):
        # Which Joker left the game never shows: name them in a fixed order.
        hidden = sum(1 for c in pool if is_joker(c))
        pool = [c for c in pool if not is_joker(c)]
        names = _JOKERS[:len(removed) + hidden]
        removed = names[:len(removed)]
        pool.extend(names[len(removed):])
    pool.sort()
    rng.shuffle(pool)
    n = len(deck)
    m = n + max(0, len(tower) - 1)
    world = s.copy()
    world.deck = tuple(pool[:n])
    world.tower = tower[:1] + tuple(pool[n:m])
    if down:
        new_army = list(army)
        for k, i in enumerate(down):
            new_army[i] = pool[m + k]
        world.army = tuple(new_army)
    world.removed = tuple(removed)
    world.seed = rng.getrandbits(62)
    if s.last_sig:
        world.last_sig = _renamed_sig(s, world)
    return world


def _renamed_sig(s: "TowerDefenseState", world: "TowerDefenseState") -> str:
    """T-16's memory of the last round's table, with every hidden card renamed as the world
    renamed it, so the world stalls exactly when the true table would."""
    names: dict[str, str] = {}
    for old, new in zip(s.deck, world.deck):
        names[old] = new
    for old, new in zip(s.tower, world.tower):
        names[old] = new
    for old, new in zip(s.army, world.army):
        if old is not None and new is not None:
            names[old] = new

    def rename(x: Any) -> Any:
        if isinstance(x, list):
            return [rename(y) for y in x]
        return names.get(x, x) if isinstance(x, str) else x

    return json.dumps(rename(json.loads(s.last_sig)))


# --- reading the table ----------------------------------------------------------------


def _attack_without(s: "TowerDefenseState", gone: Iterable[int]) -> tuple[int, bool]:
    """The attack (total, breach) with the enemies at `gone` removed."""
    army = list(s.army)
    up = list(s.up)
    for i in gone:
        army[i] = None
        up[i] = False
    top = s.tower[0] if s.tower else None
    att = attack(army, up, s.tower, specials(army, up, top, s.advantages))
    return att.total, att.breach


def _cost(s: "TowerDefenseState", action: str) -> tuple[int, tuple[int, ...], tuple[str, ...]]:
    """What a removing move costs (card values spent), the slots it clears and the cards it
    spends; (0, (), ()) for any other move."""
    m = parse(action)
    if m.kind == "defend":
        return sum(defend_value(c) for c in m.cards), (SLOTS.index(m.slots[0]),), m.cards
    if m.kind == "missile":
        return 12 + defend_value(m.pay), (SLOTS.index(m.slots[0]),), (m.card, m.pay)
    return 0, (), ()


def _keep_worth(card: str) -> int:
    """How much a hand card is worth keeping: its defending value; Aces fire Missiles."""
    return 10 if card[0] == "A" else defend_value(card)


def _stop_breach(s: "TowerDefenseState", legal: Sequence[str]) -> str | None:
    """The cheapest removal (or pair of removals with separate cards) that stops this
    turn's breach; its first move."""
    removals = []
    for a in legal:
        if a[0] in "dm" and (a.startswith("defend.") or a.startswith("missile.")):
            removals.append((_cost(s, a), a))
    if not removals:
        return None
    removals.sort()
    breach: dict[tuple[int, ...], bool] = {}

    def breaks(slots: tuple[int, ...]) -> bool:
        found = breach.get(slots)
        if found is None:
            found = breach[slots] = _attack_without(s, slots)[1]
        return found

    for (_cost_, slots, _cards), a in removals:
        if not breaks(slots):
            return a  # the cheapest that stops it: removals are sorted by cost
    # Two removals: the cheapest per target, with separate cards.
    per_slot: dict[int, list[tuple[int, tuple[str, ...], str]]] = {}
    for (cost, slots, cards), a in removals:
        per_slot.setdefault(slots[0], []).append((cost, cards, a))
    keys = sorted(per_slot)
    best: tuple[int, str] | None = None
    for x in range(len(keys)):
        for y in range(x + 1, len(keys)):
            if breaks((keys[x], keys[y])):
                continue
            for c1, cards1, a1 in per_slot[keys[x]][:6]:
                for c2, cards2, _a2 in per_slot[keys[y]][:6]:
                    if best is not None and c1 + c2 >= best[0]:
                        break
                    if not set(cards1) & set(cards2):
                        best = (c1 + c2, a1)
    return best[1] if best is not None else None


def policy(state: Any, seat: int, rng: random.Random) -> str:
    """A fast, sensible move from what the table shows."""
    s = cast("TowerDefenseState", state)
    legal = s.legal_actions(0)
    if len(legal) == 1:
        return legal[0]
    if s.phase == "drop":
        return min(legal, key=lambda a: (_keep_worth(a[5:]), a))
    if attack(s.army, s.up, s.tower, s.specials()).breach:
        stop = _stop_breach(s, legal)
        if stop is not None:
            return stop
    repairs = [a for a in legal if a.startswith("repair.")]
    if repairs:
        return max(repairs, key=lambda a: (tower_value(a[7:]), a))
    return _spare_move(s, legal)


def _spare_move(s: "TowerDefenseState", legal: Sequence[str]) -> str:
    """With this turn's attack held (or past holding): an Advantage worth keeping paid with
    a small card, a cheap defence when a full hand would draw nothing, or the end."""
    if len(s.hand) >= 4:
        best = None
        for a in legal:
            if a.startswith("advantage.") and a[10] in "KAQ":
                pay = a.rsplit(".", 1)[1]
                worth = (_keep_worth(pay), a)
                if best is None or worth < best:
                    best = worth
        if best is not None and best[0] <= 6:
            return best[1]
    if len(s.hand) >= s.hand_limit():
        # A full hand draws nothing: a cheap defence now clears room and brings the next
        # enemy card out of the deck sooner.
        cheap = [(_cost(s, a)[0], a) for a in legal if a.startswith("defend.")]
        if cheap:
            cost, a = min(cheap)
            if cost <= _SPARE_COST:
                return a
    return "end"


# --- evaluation -----------------------------------------------------------------------


def _progress(s: "TowerDefenseState") -> float:
    """The share of the night's cards gone through; under Endless Night (T-15) each deck is
    half the night (the second is measured against the first's size)."""
    base = max(1, s.dealt, len(s.deck))
    this_deck = 1.0 - len(s.deck) / base
    return max(0.0, min(1.0, (min(s.passes, s.needed_passes() - 1) + this_deck) / s.needed_passes()))


def evaluate(state: Any, seat: int) -> float:
    """Won 1; lost a few hundredths for the share of the night survived; running: the tower's
    cards against the deck still to go, less the breach the table threatens now."""
    s = cast("TowerDefenseState", state)
    if s.phase == "over":
        value = result_value(s, seat)
        if value >= 1.0:
            return 1.0
        return 0.05 * _progress(s)
    p = _progress(s)
    att = attack(s.army, s.up, s.tower, s.specials())
    tower = len(s.tower) - (0.7 if att.breach else 0.0)
    # Rounds still to play lose the tower about one card in three.
    margin = tower - 0.35 * len(s.deck) / 2.5
    x = max(-6.0, min(6.0, margin))
    value = 0.1 + 0.8 * (1.0 / (1.0 + math.exp(-1.2 * x))) * (0.5 + 0.5 * p)
    return max(0.01, min(0.99, value))


def key(state: Any) -> Hashable:
    """A position for the solver's memory: every field the rest of the deal depends on.  The
    hand keeps its order (a defence discards its cards in hand order, and the discard pile's
    order decides what a penalty or the Necromancer sends back to the deck).  The round is
    left out (only the safety cap reads it), so is the count of actions unless they are
    limited (T-5), and so is the stalemate's memory unless Total Victory reads it (T-16)."""
    s = cast("TowerDefenseState", state)
    opts = s.options
    return (s.deck, s.tower, s.army, s.up, s.hand, s.discard, s.advantages, s.reinforced, s.removed, s.phase,
            s.actions if opts["three_actions"] else 0, s.traded, s.passes, s.counter, s.thief_new,
            (s.forced, s.last_sig) if opts["total_victory"] else None)


# --- the hint's reason ----------------------------------------------------------------


# The Advantage a card becomes, by rank (tower-defense-why-advantage's select).
_ADVANTAGE_KIND = {"A": "power", "K": "shield", "Q": "revive", "J": "trade"}


def _table(view: Any) -> tuple[list[str | None], list[bool]]:
    """The army slots as the view shows them: face-down cards stand in as a placeholder
    (a face-down card never attacks, but it holds its place)."""
    army: list[str | None] = []
    up: list[bool] = []
    for a in view.armies:
        for cell in (a.front, a.rear):
            army.append(cell or ("2S" if cell == "" else None))
            up.append(bool(cell))
    return army, up


def _attack_seen(view: Any, army: Sequence[str | None], up: Sequence[bool]) -> tuple[int, bool]:
    top = view.tower_top
    tower = (top,) if top else ()
    att = attack(army, up, tower, specials(army, up, top, view.advantages))
    return att.total, att.breach


def _trials_said(action: str, trials: Sequence[Trial]) -> str:
    best = next((x for x in trials if x.action == action), None)
    if best is None or not best.playouts:
        return ""
    if best.wins:
        return t("tower-defense-why-tail-won", won=best.wins, played=best.playouts)
    return t("tower-defense-why-tail-closest", played=best.playouts)


def why(seen: Seen, action: str, trials: Sequence[Trial]) -> str:
    """The hinted move's reason from the table the player sees: what it does to this turn's
    attack, or what it keeps or builds; "" leaves the generic sentence."""
    if len(trials) <= 1:
        return ""
    view = seen.view
    try:
        m = parse(action)
    except ValueError:
        return ""
    tail = _trials_said(action, trials)
    total, breach, tv = view.attack_total, view.breach, view.tower_value
    if m.kind in ("defend", "missile"):
        slot = m.slots[0]
        army, up = _table(view)
        i = SLOTS.index(slot)
        said = {"kind": m.kind, "card": card_name(army[i]), "slot": slot_name(slot), "tail": tail}
        army[i], up[i] = None, False
        after, after_breach = _attack_seen(view, army, up)
        if breach and not after_breach:
            return t("tower-defense-why-saves", total=total, value=tv, after=after, **said)
        if not breach and not after_breach:
            return t("tower-defense-why-sooner", **said)
        if after < total:
            return t("tower-defense-why-lowers", total=total, after=after, value=tv, **said)
        if after == total:
            return t("tower-defense-why-same", total=total, **said)
        return t("tower-defense-why-raises", total=total, after=after, value=tv, **said)
    if m.kind == "repair":
        n = view.tower_count
        return t("tower-defense-why-repair", card=card_name(m.card), n=n, next=n + 1, tail=tail)
    if m.kind == "end":
        if not any(a.attacks for a in view.armies):
            return t("tower-defense-why-end-quiet", tail=tail)
        if not breach:
            return t("tower-defense-why-end-short", total=total, value=tv, tail=tail)
        return t("tower-defense-why-end-breach", total=total, value=tv, tail=tail)
    if m.kind == "advantage":
        return t("tower-defense-why-advantage", card=card_name(m.card), kind=_ADVANTAGE_KIND[m.card[0]], tail=tail)
    if m.kind == "drop":
        return t("tower-defense-why-drop", card=card_name(m.card), tail=tail)
    if m.kind == "fortify":
        if view.tower_count == 1:  # T-8: legal, and nothing changes
            return t("tower-defense-why-fortify-alone", tail=tail)
        return t("tower-defense-why-fortify", card=card_name(view.tower_top), tail=tail)
    if m.kind == "reinforce":
        return t("tower-defense-why-reinforce", card=card_name(m.cards[0]), tail=tail)
    return ""


KIT: Kit | None = Kit(determinize, policy, evaluate, hint_playouts=200, playout_depth=0, why=why, key=key)
