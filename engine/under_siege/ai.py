"""An Under Siege player that sees only `view(its seat)`: it cannot peek at face-down cards.

It plays one small action at a time, each chosen by a rule of thumb:
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

import random

from engine.core import versus_random

from . import actions
from .actions import DONE, PASS, Move
from .values import base, is_ace, is_face, is_king, is_number, is_queen, shoot_value
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


def play_against_random(seed: int, ai_seat: int, timing: list[float] | None = None,
                        options: dict[str, object] | None = None) -> int:
    """One seeded two-player game of this AI against a uniform-random player: +1 for an AI
    win, -1 for a loss, 0 for a draw.  Shared by the benchmark and the test."""
    from .rules import INFO  # here, not at the top: rules names this module's player

    out = versus_random(INFO, choose_action, ai_seat, seed, options, timing).outcome()
    assert out is not None
    return 1 if ai_seat in out.winners else 0 if not out.winners else -1
