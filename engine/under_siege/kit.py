"""What search needs from Under Siege (`engine.core.Kit`, built by the package): worlds, a
playout policy and an evaluation.

- `determinize` is `engine.under_siege.hidden.determinize`.
- The policy is a quick player for playouts.  It reads the state's data but plays as a seat
  that sees only its own cards would (it never peeks at the other side's face-down cards:
  a playout where everybody knew everything would prize moves no real player could make):
  Kings, Jacks and two Queens face up in the back (+10 attrition; +1 on every front card; a
  shoot card each), a Queen loaded with a number card of 6 or more, cards of 4 or less to
  the reserve while it holds fewer than three, everything else to the front; an attacker
  fills the defender's positions before going through, an Ace going through while the
  defender has face cards.  In the battle it adds the reserve that wins the encounter most
  cheaply (else its largest), stops a card going through most cheaply, puts away its
  cheapest face card, and shoots a face card its shot kills (a King first).
- The evaluation counts each side's attrition and what it has in play, each at what it is
  likely to be worth (`_worth`), and turns the difference into a value in [0, 1]; in the
  solitaire game, what the player has against what the automaton is likely to take in the
  turns left.
- The levels (two players) and the hints (solitaire) are in `engine.under_siege.ai`, the
  solver's key and bound in `engine.under_siege.solving`.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from engine.core import result_value

from .actions import DONE, PASS
from .values import (base, hand_order, is_ace, is_face, is_jack, is_king, is_number, is_queen,
                     shoot_value)

if TYPE_CHECKING:
    from .rules import UnderSiegeState

_FACE_ORDER = "JQK"
# What the automaton takes from the player in a turn on average (the policy's own games):
# the solitaire evaluation weighs what the player has against this many points a turn left.
SOLO_LOSS_PER_TURN = 6.0


# --- the playout policy ------------------------------------------------------------------


def _jack_bonus(d: dict[str, Any], side: int) -> int:
    jacks = sum(1 for f in d["back"][side] if is_jack(f[0]))
    return jacks if d["opts"]["jacks_stack"] else min(jacks, 1)


def _incoming(d: dict[str, Any], side: int) -> int:
    """The value of the card going through at `side` now (US-8)."""
    pos = d["order"][d["cursor"]]
    line = d["front"][1 - side]
    card = line[pos] if pos < len(line) else None
    if not card or is_ace(card):
        return 0
    return base(card) + _jack_bonus(d, 1 - side)


def _totals(d: dict[str, Any]) -> list[int]:
    pos = d["order"][d["cursor"]]
    out = []
    for side in (0, 1):
        line = d["front"][side]
        card = line[pos] if pos < len(line) else None
        v = base(card) + _jack_bonus(d, side) if card and not is_ace(card) else 0
        add = d["adds"][side]
        out.append(v + (base(add) if add else 0))
    return out


def _deploy(d: dict[str, Any], me: int, legal: tuple[str, ...]) -> str:
    hand = d["hand"][me]
    back = d["back"][me]

    def ok(action: str) -> str | None:
        return action if action in legal else None

    queens = sum(1 for f in back if is_queen(f[0]))
    for card in hand:
        if is_king(card) or is_jack(card) or (is_queen(card) and queens < 2):
            if found := ok(f"place.{card}.back"):
                return found
    open_queens = [f[0] for f in back if is_queen(f[0]) and f[1] is None]
    numbers = sorted((c for c in hand if is_number(c)), key=base, reverse=True)
    if open_queens and numbers and base(numbers[0]) >= 6:
        if found := ok(f"place.{numbers[0]}.on{open_queens[0]}"):
            return found
    if len(d["reserve"][me]) < 3:
        for card in reversed(numbers):
            if base(card) <= 4 and (found := ok(f"place.{card}.reserve")):
                return found
    defending = me == d["defender"]
    theirs = d["front"][1 - me]
    for card in sorted(hand, key=lambda c: 99 if is_ace(c) else base(c), reverse=True):
        if defending:
            if found := ok(f"place.{card}.front"):
                return found
            continue
        if is_ace(card) and d["back"][1 - me] and (found := ok(f"place.{card}.through")):
            return found
        mine = d["front"][me]
        for i in range(len(theirs)):
            if theirs[i] and (i >= len(mine) or mine[i] is None):
                if found := ok(f"place.{card}.vs{i + 1}"):
                    return found
        if found := ok(f"place.{card}.through"):
            return found
    return DONE


def _react(d: dict[str, Any], me: int, legal: tuple[str, ...]) -> str:
    kind = d["pending"][0]
    if kind == "reserve":
        t = _totals(d)
        behind = t[1 - me] - t[me]
        cards = sorted(d["reserve"][me], key=base)
        wins = [c for c in cards if base(c) > behind]
        return f"reserve.{wins[0] if wins else cards[-1]}"
    if kind == "intercept":
        value = _incoming(d, me)
        queens = sorted((f for f in d["back"][me] if f[1] is not None), key=lambda f: shoot_value(f[1]))
        stops = [f for f in queens if shoot_value(f[1]) >= value]
        return f"intercept.{(stops[0] if stops else queens[-1])[0]}"
    if kind == "remove":
        faces = sorted(d["back"][me], key=lambda f: (is_king(f[0]), f[1] is not None, -len(f[2]),
                                                       _FACE_ORDER.index(f[0][0])))
        return f"remove.{faces[0][0]}"
    if kind == "fire":
        best: tuple[int, str] | None = None
        for q in d["back"][me]:
            if q[1] is None:
                continue
            sv = shoot_value(q[1])
            for t in d["back"][1 - me]:
                kills = sum(shoot_value(c) for c in t[2]) + sv >= 10
                worth = (3 if is_king(t[0]) else 2 if is_queen(t[0]) else 1) * (2 if kills else 0)
                worth += 1 if is_king(t[0]) and sv >= 7 else 0
                action = f"fire.{q[0]}.{t[0]}"
                if worth and (best is None or worth > best[0]) and action in legal:
                    best = (worth, action)
        return best[1] if best else PASS
    return PASS


def policy(state: "UnderSiegeState", seat: int, rng: random.Random) -> str:
    """A quick sensible move for `seat` (see the module's docstring)."""
    d = state.d
    legal = state.legal_actions(seat)
    if d["phase"] == "deploy":
        return _deploy(d, seat, legal)
    action = _react(d, seat, legal)
    return action if action in legal else legal[-1]


# --- the evaluation --------------------------------------------------------------------


def _card_in_hand(card: str) -> float:
    if is_king(card):
        return 6.0
    if is_face(card):
        return 4.0
    if is_ace(card):
        return 3.0
    return 0.4 * base(card)


def _worth(d: dict[str, Any], side: int) -> float:
    """A side's attrition plus what its cards in play are likely to be worth in points."""
    worth = float(d["att"][side]) if not (d["solo"] and side == 1) else 0.0
    fresh = d["fresh"][side]
    jacks = 0
    for f in d["back"][side]:
        card = f[0]
        if is_king(card):
            if card in fresh:  # its +10 comes when its side finishes deploying (US-12)
                worth += 10
        elif is_jack(card):
            jacks += 1
            if jacks == 1 or d["opts"]["jacks_stack"]:
                worth += 4.0
        else:
            worth += 2.0 + (0.6 * shoot_value(f[1]) if f[1] is not None else 0.0)
    worth += 0.7 * sum(base(c) for c in d["reserve"][side])
    worth += sum(_card_in_hand(c) for c in d["hand"][side])
    if d["phase"] in ("deploy", "battle"):
        bonus = _jack_bonus(d, side)
        done = {r["pos"] for r in d["results"]}
        for i, c in enumerate(d["front"][side]):
            if c and i not in done:
                worth += 2.0 if is_ace(c) else base(c) + bonus
    return worth


def _squash(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def evaluate(state: "UnderSiegeState", seat: int) -> float:
    """How good the position is for `seat`, from 0 (lost) to 1 (won)."""
    if state.outcome() is not None:
        return result_value(state, seat)
    d = state.d
    if d["solo"]:
        left = 5 - d["turn"] + (1 if d["phase"] in ("deploy", "battle") else 0)
        return _squash((_worth(d, 0) - 8 - SOLO_LOSS_PER_TURN * left) / 6.0)
    return _squash((_worth(d, seat) - _worth(d, 1 - seat)) / 8.0)
