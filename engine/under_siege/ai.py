"""Under Siege's computer players, each seeing only its own seat: the rule-of-thumb player
(`choose_action`, the kit's level `engine.core.ORIGINAL_LEVEL`: games stored before levels
play it), the bot's levels and the hints (`engine.search`).

Levels (two players; `LEVELS`):
- easy: the move that looks best right after it, over one sampled world, with a person's
  carelessness (a softmax over those values): sensible mostly, a worse move now and then.
- hard: each deployment planned whole over sampled worlds by successive halving among
  candidate deployments, each battle question searched the same way (see "the bot's
  levels" below), with a budget of 300 playouts (60 for a battle question).
- normal: the basic candidate deployment unsearched (every card to the front, face cards
  face down, an attacker meeting the defender's cards first), each battle question searched
  with 12 playouts.
Where a playout stops, both judge the position by `level_value`.
Hints (solitaire): the same search, every trial game played to the end (`hint_search`),
and `why`, one plain sentence from what the seat sees.

The rule-of-thumb player works from `view(its seat)` and plays one small action at a time,
each chosen by a rule of thumb:
- Deploying: Kings and Jacks face up in the back (+10 attrition; +1 on every front card),
  Queens too, then its best number card of 5 or more as the shoot card on an empty Queen;
  cards of 4 or less to the reserve while it holds fewer than three; every other card to
  the front.  Attacking, it fills the defender's positions first (the net attrition of an
  encounter and of two cards passing each other is the same, but a card opposite one cannot
  be shot) and sends the rest through; an Ace goes through while the defender has face cards
  to lose, else opposite a card.
- In an encounter it adds the smallest reserve that wins, else the largest one.
- It shoots a card going through with the shoot card that stops it most cheaply.
- An Ace going through costs it its cheapest face card (never the King while it has another).
- After the battle it shoots a face card its shot kills (a King first), or a King anyway.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from engine.cards import std_name
from engine.core import GameInfo, Seen, Trial, result_value, versus_random
from engine.memo import memo
from i18n import t

from . import actions
from .actions import DONE, PASS, Move
from .values import (KILL_AT, KING_POINTS, base, is_ace, is_face, is_jack, is_king, is_number, is_queen,
                     shoot_value)
from .views import SiegeView

_FACE_ORDER = "JQK"  # the cheapest to lose first


def _deploy(view: SiegeView, me: int, legal: tuple[str, ...]) -> str:
    mine, theirs = view.sides[me], view.sides[1 - me]
    hand = list(mine.hand)
    defending = mine.role == "defender"

    def place(card: str, zone: str, pos: int = 0, target: str = "") -> str | None:
        a = actions.format(Move("place", card, zone, pos, target))
        return a if a in legal else None

    for card in hand:
        if is_face(card) and (found := place(card, "back")):
            return found
    open_queens = [f.card for f in mine.back if is_queen(f.card) and not f.loaded]
    numbers = sorted((c for c in hand if is_number(c)), key=base, reverse=True)
    if open_queens and numbers and base(numbers[0]) >= 5:
        if found := place(numbers[0], "on", target=open_queens[0]):
            return found
    for card in sorted(numbers, key=base):
        if base(card) <= 4 and mine.reserve_count < 3 and (found := place(card, "reserve")):
            return found
    # The front: best cards first, into the defender's positions before going through.
    for card in sorted(hand, key=lambda c: 99 if is_ace(c) else base(c), reverse=True):
        if defending:
            if found := place(card, "front"):
                return found
            continue
        if is_ace(card) and theirs.back and (found := place(card, "through")):
            return found
        free = [i for i in range(theirs.front_count) if actions.format(Move("place", card, "vs", i)) in legal]
        if free and (found := place(card, "vs", free[0])):
            return found
        if found := place(card, "through"):
            return found
    return DONE


def choose_action(view: SiegeView, legal: tuple[str, ...], rng: random.Random) -> str:
    me = view.viewer
    assert me is not None, "the AI plays a seat"
    if view.pending == "deploy":
        return _deploy(view, me, legal)
    mine, theirs = view.sides[me], view.sides[1 - me]
    slot = view.line[view.current - 1] if view.current else None
    if view.pending == "reserve" and slot is not None:
        behind = (slot.totals[1 - me] or 0) - (slot.totals[me] or 0)
        cards = sorted(mine.reserve, key=base)
        wins = [c for c in cards if base(c) > behind]
        pick = wins[0] if wins else cards[-1]
        return actions.format(Move("reserve", pick))
    if view.pending == "intercept" and slot is not None:
        value = slot.totals[1 - me] or 0
        queens = sorted((f for f in mine.back if f.loaded and f.shoot), key=lambda f: shoot_value(f.shoot or ""))
        stops = [f for f in queens if shoot_value(f.shoot or "") >= value]
        best = stops[0] if stops else queens[-1]
        return actions.format(Move("intercept", best.card))
    if view.pending == "remove":
        faces = sorted(mine.back, key=lambda f: (is_king(f.card), f.loaded, -f.damage,
                                                 _FACE_ORDER.index(f.card[0])))
        return actions.format(Move("remove", faces[0].card))
    if view.pending == "fire":
        shot: tuple[int, str] | None = None
        for q in mine.back:
            if not q.shoot:
                continue
            for t in theirs.back:
                kills = t.damage + shoot_value(q.shoot) >= 10
                worth = (3 if is_king(t.card) else 2 if is_queen(t.card) else 1) * (2 if kills else 0)
                worth += 1 if is_king(t.card) else 0
                a = actions.format(Move("fire", q.card, target=t.card))
                if worth and a in legal and (shot is None or worth > shot[0]):
                    shot = (worth, a)
        return shot[1] if shot else PASS
    return PASS if PASS in legal else rng.choice(legal)


def original_level(seen: Seen, rng: random.Random) -> str:
    """`choose_action` as a level of the kit (`engine.core.ORIGINAL_LEVEL`): the seat's view,
    its legal moves and the generator, nothing more."""
    return choose_action(seen.view, seen.legal, rng)


def play_against_random(info: GameInfo, seed: int, ai_seat: int, timing: list[float] | None = None,
                        options: dict[str, object] | None = None) -> int:
    """One seeded two-player game of this AI against a uniform-random player in the game
    `info` (Under Siege's): +1 for an AI win, -1 for a loss, 0 for a draw.  Shared by the
    benchmark and the test."""
    out = versus_random(info, choose_action, ai_seat, seed, options, timing).outcome()
    assert out is not None
    return 1 if ai_seat in out.winners else 0 if not out.winners else -1


# --- the bot's levels and the hints' reasons (engine.search) --------------------------------
#
# A deployment is one decision made card by card.  The searching levels plan the whole of it
# at once: candidate deployments come from a few styles of play (which face cards go face up,
# which card loads a Queen, which cards go to the reserve, how an attacker meets the line),
# each is played into the same sampled worlds (every card the seat cannot see dealt again)
# and the battle is played out there with the kit's policy for both sides; the best on
# average, by successive halving, is played card by card.  The plan depends only on what the
# seat saw when it began deploying (its generator is seeded from that), so every later card
# of it is found again in a cache, and a fresh process finds the same plan.  A battle's
# questions (a reserve, an interception, a face card to put away, the shots) are searched
# the same way, each answer played into the same worlds to the end of the turn.


PLAYOUT_DEPTH = 40  # moves: a turn of two players is about 15, a whole solitaire game about 40
HINT_PLAYOUTS = 480


@dataclass(frozen=True)
class Style:
    """How a deployment is made (one candidate plan per distinct result)."""

    kings: bool = True  # a King face up (+10, US-12) rather than a face-down 10
    jacks: bool = True  # a Jack face up (+1 on every front card, US-4)
    queens: int = 2  # Queens face up at most (each may carry a shoot card)
    load: int = 6  # the smallest number card loaded on an open Queen; 99 never, 0 the lowest
    reserve_at: int = 4  # number cards up to this value go to the reserve ...
    reserve_cap: int = 3  # ... while it holds fewer than this
    hold: int = 0  # lowest number cards kept in hand
    ace_through: bool = True  # attacker: an Ace goes through while the defender has face cards
    oppose: bool = True  # attacker: meet the defender's cards before going through


def _style_plan(d: dict[str, Any], me: int, style: Style) -> tuple[str, ...]:
    """The deployment `style` makes from the seat's own cards and the public table."""
    hand = list(d["hand"][me])
    back = [[f[0], f[1] is not None] for f in d["back"][me]]
    reserve = len(d["reserve"][me])
    defending = me == d["defender"]
    theirs = [bool(c) for c in d["front"][1 - me]]
    mine = [bool(c) for c in d["front"][me]]
    their_faces = bool(d["back"][1 - me])
    face_shoot = d["opts"]["face_shoot_cards"]
    out: list[str] = []
    for card in list(hand):
        if (is_king(card) and style.kings) or (is_jack(card) and style.jacks) or (
                is_queen(card) and sum(1 for f in back if is_queen(f[0])) < style.queens):
            out.append(f"place.{card}.back")
            hand.remove(card)
            back.append([card, False])
    numbers = sorted((c for c in hand if is_number(c)), key=base)
    held = set(numbers[:style.hold])
    for q in back:
        if not is_queen(q[0]) or q[1] or style.load >= 99:
            continue
        pool = [c for c in hand if c not in held and (is_number(c) or (face_shoot and is_face(c)))]
        pool.sort(key=base)
        pick = [c for c in pool if base(c) >= style.load]
        if pick:
            card = pick[0] if style.load == 0 else pick[-1]
            out.append(f"place.{card}.on{q[0]}")
            hand.remove(card)
            q[1] = True
    for card in sorted((c for c in hand if is_number(c) and c not in held), key=base):
        if base(card) <= style.reserve_at and reserve < style.reserve_cap:
            out.append(f"place.{card}.reserve")
            hand.remove(card)
            reserve += 1
    for card in sorted(hand, key=lambda c: 99 if is_ace(c) else base(c), reverse=True):
        if card in held:
            continue
        if defending:
            out.append(f"place.{card}.front")
            continue
        free = [i for i, t in enumerate(theirs) if t and (i >= len(mine) or not mine[i])]
        if style.oppose and free and not (is_ace(card) and style.ace_through and their_faces):
            i = free[0]
            mine.extend([False] * (i + 1 - len(mine)))
            mine[i] = True
            out.append(f"place.{card}.vs{i + 1}")
        else:
            mine.extend([False] * (len(theirs) - len(mine)))
            mine.append(True)
            out.append(f"place.{card}.through")
    out.append(DONE)
    return tuple(out)


def _styles(d: dict[str, Any], me: int) -> list[Style]:
    """The styles worth telling apart for this hand: a choice the hand does not offer (a
    King face up with no King) is left at its default, so candidates stay few."""
    hand = d["hand"][me]
    kinds = {c[0] for c in hand}
    attacking = me != d["defender"]
    queens_in_play = "Q" in kinds or any(is_queen(f[0]) for f in d["back"][me])
    numbers = sum(1 for c in hand if is_number(c))
    options: dict[str, tuple[Any, ...]] = {
        "kings": (False, True) if "K" in kinds else (True,),
        "jacks": (False, True) if "J" in kinds else (True,),
        "queens": (0, 1, 2) if "Q" in kinds else (2,),
        "load": (99, 6, 0) if queens_in_play else (6,),
        "reserve": ((0, 0), (4, 3), (6, 4), (10, 5)) if numbers else ((4, 3),),
        "hold": (0, 1) if numbers else (0,),
        "ace_through": (True, False) if attacking and "A" in kinds and d["back"][1 - me] else (True,),
        "oppose": (True, False) if attacking else (True,),
    }
    return [Style(kings=k, jacks=jk, queens=q, load=ld, reserve_at=r, reserve_cap=rc, hold=h, ace_through=a,
                  oppose=o)
            for k in options["kings"] for jk in options["jacks"] for q in options["queens"]
            for ld in options["load"] for r, rc in options["reserve"] for h in options["hold"]
            for a in options["ace_through"] for o in options["oppose"]]


def _candidates(d: dict[str, Any], me: int) -> list[tuple[str, ...]]:
    """Distinct deployments, the basic style's first (it wins ties): every card to the front,
    which measured best against the greedy reference (see `level_value`)."""
    found: dict[tuple[str, ...], None] = {}
    for style in _styles(d, me):
        found.setdefault(_style_plan(d, me, style), None)
    return list(found)


def _turn_value(world: Any, seat: int, kit: Any, rng: random.Random, turns: int,
                value: Callable[[Any, int], float] | None = None) -> float:
    """Play `world` on with the kit's policy to the end of the battle `turns` turns from
    now (or the game's end); its worth for `seat` by `value` (the kit's evaluation if None)."""
    state = world
    stop = state.d["turn"] + turns
    while True:
        seats = state.to_act()
        if not seats:
            break
        d = state.d
        if d["turn"] >= stop and d["phase"] == "deploy":
            break
        mover = min(seats)
        state = state.apply(mover, kit.policy(state, mover, rng))
    return float((value or kit.evaluate)(state, seat))


@dataclass
class _Race:
    """How each line (a sequence of the seat's moves) fared in a search."""

    lines: list[tuple[str, ...]]
    playouts: list[int]
    total: list[float]
    wins: list[int]
    best: int

    def trials(self) -> tuple[Trial, ...]:
        """One trial per first move, from its best line (most played first)."""
        by_move: dict[str, Trial] = {}
        for i, line in enumerate(self.lines):
            t = Trial(line[0], self.playouts[i], self.total[i], self.wins[i])
            old = by_move.get(line[0])
            if old is None or (t.playouts, t.mean) > (old.playouts, old.mean):
                by_move[line[0]] = t
        return tuple(sorted(by_move.values(), key=lambda t: (-t.playouts, -t.mean)))


def _race(seen: Seen, lines: list[tuple[str, ...]], start: Callable[[random.Random], Any], rng: random.Random,
          budget: int, turns: int, value: Callable[[Any, int], float] | None = None) -> _Race:
    """Successive halving over `lines` within `budget` playouts: every round plays each line
    still in the race into the same new worlds (so they are compared on the same cards),
    then keeps the better half; the last one standing is `best`."""
    kit = seen.kit
    seat = seen.seat
    n = len(lines)
    race = _Race(lines, [0] * n, [0.0] * n, [0] * n, 0)
    if n == 1:
        return race
    alive = list(range(n))
    if n > budget // 3:  # too many to try each: the first (the basic line) and a draw of the rest
        alive = [0] + sorted(rng.sample(range(1, n), max(1, budget // 3 - 1)))
    rounds = max(1, math.ceil(math.log2(len(alive))))
    for r in range(rounds):
        worlds = max(1, budget // (rounds * len(alive)))
        for _ in range(worlds):
            world = start(rng)
            seed = rng.getrandbits(32)
            for i in alive:
                state = world
                for action in lines[i]:
                    state = state.apply(seat, action)
                worth = _turn_value(state, seat, kit, random.Random(seed), turns, value)
                race.playouts[i] += 1
                race.total[i] += worth
                race.wins[i] += worth >= 1.0
        alive.sort(key=lambda i: (-race.total[i] / race.playouts[i], i))
        alive = alive[:max(1, (len(alive) + 1) // 2)] if r < rounds - 1 else alive[:1]
    race.best = alive[0]
    return race


_PLANS = memo("under_siege.plans", search=256)


def _undo_world(world: Any, me: int) -> Any:
    """The world as it was when `me` began deploying this turn (its placements taken back)."""
    for card in list(world.d["fresh"][me]):
        if card in world.d["fresh"][me]:
            world = world.apply(me, f"take.{card}")
    return world


def _plan(seen: Seen, budget: int, salt: str, value: Callable[[Any, int], float] | None = None) -> str | None:
    """The next card of the seat's planned deployment; None when what it has placed so far
    is not the start of a plan (someone else deployed for it).  With no budget the plan is
    the basic style's, unsearched."""
    me = seen.seat
    world: Any = seen.world(random.Random(0))
    step = len(world.d["fresh"][me])  # every placement adds one card to it
    fresh_start = _undo_world(world, me)
    key = f"{salt}|{budget}|{me}|{fresh_start.view(me)!r}"
    found = _PLANS.get(key)
    if found is None:
        lines = _candidates(fresh_start.d, me)
        if budget > 0:
            race = _race(seen, lines, lambda r: _undo_world(seen.world(r), me), random.Random(key), budget, 1,
                         value)
            found = lines[race.best]
        else:
            found = lines[0]
        _PLANS.keep(key, found)
    state = fresh_start
    for action in found[:step]:
        if not state.is_legal(me, action):
            return None
        state = state.apply(me, action)
    if step >= len(found) or state.view(me) != seen.view:
        return None
    return found[step]


def _choices(seen: Seen) -> list[tuple[str, ...]]:
    """The lines a search compares from here: whole deployments, or the battle's answers."""
    if seen.view.pending == "deploy":
        world: Any = seen.world(random.Random(0))
        return _candidates(world.d, seen.seat)
    return [(a,) for a in seen.legal]


def searching_level(budget: int, react_budget: int, salt: str,
                    value: Callable[[Any, int], float] | None = None) -> Callable[[Seen, random.Random], str]:
    """A level that plans each deployment over sampled worlds (see above) and searches the
    battle's questions the same way, within `budget` / `react_budget` playouts, judging
    where each playout stops by `value` (the kit's evaluation if None)."""

    def level(seen: Seen, rng: random.Random) -> str:
        if seen.view.pending == "deploy":
            found = _plan(seen, budget, salt, value)
            if found is not None:
                return found
        lines = _choices(seen)
        spend = budget if seen.view.pending == "deploy" else react_budget
        race = _race(seen, lines, seen.world, random.Random(f"{salt}:{rng.random()}"), spend, 1, value)
        return lines[race.best][0]

    return level


def hint_search(seen: Seen, rng: random.Random, budget: int) -> tuple[str, tuple[Trial, ...]]:
    """The hint (solitaire): the same race, each trial game played to its end."""
    lines = _choices(seen)
    race = _race(seen, lines, seen.world, rng, budget, 99)
    trials = race.trials()
    best = lines[race.best][0]
    return best, tuple(sorted(trials, key=lambda t: t.action != best))


def careless_level(seen: Seen, rng: random.Random, worlds: int = 1, temperature: float = 0.1) -> str:
    """Easy: the move that looks best right after it (as `engine.search.greedy` judges it,
    here over one sampled world) with a person's carelessness: now and then a worse one, by
    a softmax over those values.  It never takes a card back: that only undoes a move."""
    legal = [a for a in seen.legal if not a.startswith("take.")]
    if len(legal) == 1:
        return legal[0]
    kit = seen.kit
    values = [0.0] * len(legal)
    for _ in range(worlds):
        world = seen.world(rng)
        for i, action in enumerate(legal):
            values[i] += kit.evaluate(world.apply(seen.seat, action), seen.seat) / worlds
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    x = rng.random() * sum(weights)
    for action, w in zip(legal, weights):
        x -= w
        if x < 0:
            return action
    return legal[-1]


# The levels' own judgement of a position where a playout stops (the next turn's deployment):
# attrition first, what is kept for later at a small share.  The kit's evaluation values a
# reserve card, a face card in the back and the cards in hand at more than they are worth in
# the few turns a game lasts, and a search judging by it puts face cards in the back and
# small cards in reserve.  Measured against the greedy reference of benchmarks/bot_levels.py
# (300 games as defender, the hard level attacking): a defender that puts everything in the
# front wins 62%, one that puts its Kings and Jacks in the back 49%, one that also puts its
# Queens there 17%, one that keeps its small cards in reserve 48%.
RESERVE_SHARE = 0.35  # of a reserve card's value
JACK_POINTS = 1.0  # a face-up Jack
QUEEN_POINTS = 0.5  # a face-up Queen, and a share of its shoot card's value (US-9)
SHOT_SHARE = 0.3
HAND_SHARE = 0.2  # of a card kept in hand (an Ace counts 3)
LEVEL_SCALE = 8.0  # points of lead that make a position about 73% good


def _kept(d: dict[str, Any], side: int) -> float:
    """A side's attrition (a King face up is in it, US-12) and what it keeps for later."""
    worth = float(d["att"][side])
    worth += RESERVE_SHARE * sum(base(c) for c in d["reserve"][side])
    for f in d["back"][side]:
        if is_jack(f[0]):
            worth += JACK_POINTS
        elif is_queen(f[0]):
            worth += QUEEN_POINTS + (SHOT_SHARE * shoot_value(f[1]) if f[1] is not None else 0.0)
    worth += HAND_SHARE * sum(3.0 if is_ace(c) else base(c) for c in d["hand"][side])
    return worth


def level_value(state: Any, seat: int) -> float:
    """How good a position is for `seat` (0 lost .. 1 won), as the levels judge it."""
    if state.outcome() is not None:
        return result_value(state, seat)
    d = state.d
    return 1.0 / (1.0 + math.exp(-(_kept(d, seat) - _kept(d, 1 - seat)) / LEVEL_SCALE))


LEVELS: Mapping[str, Callable[[Seen, random.Random], str]] = {
    "easy": careless_level,
    "normal": searching_level(0, 12, "normal", value=level_value),
    "hard": searching_level(300, 60, "hard", value=level_value),
}


def _name(card: str | None) -> str:
    return std_name(card) if card else t("under-siege-a-card")


def _move_reason(view: SiegeView, me: int, action: str) -> str:
    """What the move does, in the words of the seat's own table; "" when nothing is known."""
    move = actions.parse(action)
    mine, theirs = view.sides[me], view.sides[1 - me]
    # The other side, for "<enemy>'s face cards": the automaton, or the seat's name.
    enemy = {"auto": "yes" if theirs.automaton else "no", "enemy": theirs.name}
    slot = view.line[view.current - 1] if view.current and view.current <= len(view.line) else None
    if move.kind == "place":
        card = _name(move.card)
        if move.zone == "back":
            if is_king(move.card):
                return t("under-siege-why-back-king", card=card, points=KING_POINTS)
            if is_jack(move.card):
                return t("under-siege-why-back-jack", card=card)
            return t("under-siege-why-back-queen", card=card, **enemy)
        if move.zone == "on":
            return t("under-siege-why-load", queen=_name(move.target), card=card, value=shoot_value(move.card), **enemy)
        if move.zone == "reserve":
            return t("under-siege-why-reserve", card=card)
        if is_ace(move.card):
            return t("under-siege-why-ace", card=card)
        # $zone: "vs" (opposite the defender's front card $n), "front" or "through".
        zone = move.zone if move.zone in ("vs", "front") else "through"
        if base(move.card) >= 8:
            return t("under-siege-why-front-high", card=card, zone=zone, n=move.pos + 1)
        return t("under-siege-why-front-low", card=card, zone=zone, n=move.pos + 1, **enemy)
    if move.kind == "done":
        n = sum(1 for c in view.line if c.present[me])
        return t("under-siege-why-done", n=n, kept=len(mine.hand))
    if move.kind == "take":
        return t("under-siege-why-take", card=_name(move.card))
    if move.kind == "reserve" and slot is not None:
        total = (slot.totals[me] or 0) + base(move.card)
        o = slot.totals[1 - me] or 0
        if total > o:
            return t("under-siege-why-add-wins", card=_name(move.card), mine=total, theirs=o)
        if total == o:
            return t("under-siege-why-add-draws", card=_name(move.card), mine=total, theirs=o)
        return t("under-siege-why-add-loses", card=_name(move.card), loss=o - total,
                 without=o - total + base(move.card))
    if move.kind == "intercept" and slot is not None:
        face = next((f for f in mine.back if f.card == move.card), None)
        value = slot.totals[1 - me] or 0
        if face is not None and face.shoot:
            sv = shoot_value(face.shoot)
            return t("under-siege-why-intercept", shoot=_name(face.shoot), queen=_name(move.card),
                     stops="yes" if sv >= value else "no", value=value, loss=value - sv)
    if move.kind == "remove":
        return t("under-siege-why-remove", card=_name(move.card))
    if move.kind == "fire":
        target = next((f for f in theirs.back if f.card == move.target), None)
        queen = next((f for f in mine.back if f.card == move.card), None)
        if target is not None and queen is not None and queen.shoot:
            total = target.damage + shoot_value(queen.shoot)
            return t("under-siege-why-fire", target=_name(move.target), shoot=_name(queen.shoot),
                     queen=_name(move.card),
                     dies="yes" if total >= KILL_AT else "no", total=total, kill=KILL_AT)
    if move.kind == "pass":
        if view.pending == "reserve":
            return t("under-siege-why-pass-reserve")
        if view.pending == "intercept":
            return t("under-siege-why-pass-intercept")
        if view.pending == "fire":
            return t("under-siege-why-pass-fire")
    return ""


def why(seen: Seen, action: str, trials: Sequence[Trial]) -> str:
    """One plain sentence why the hinted move is suggested: what it does on the seat's table
    and how it fared in the trial games; "" leaves the generic sentence."""
    try:
        head = _move_reason(seen.view, seen.seat, action)
    except ValueError:
        return ""
    if not head:
        return ""
    best = next((x for x in trials if x.action == action), None)
    if len(trials) <= 1 or best is None or not best.playouts:
        return t("under-siege-why", reason=head)
    return t("under-siege-why-trials", reason=head, solo="yes" if seen.view.solo else "no", wins=best.wins,
             games=best.playouts)
