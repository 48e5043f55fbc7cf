"""The events of Under Siege and their arguments' names (sides are seats, -1 is the automaton).

Games stored before events had named arguments hold each event's arguments as a list in the
order below: `ARG_NAMES` names them on load (`engine.core.events_from_json`), so it keeps
that order, and the rules write each event's arguments in it too.  An event with a varying
number of cards numbers them (`back1`, `back2` ...; `card1` ...), one argument each.

  turn (turn, defender, total: the solitaire game's turns, 0 in a two-player game)
  deploy (side, front, reserve, shoot: counts; back1.. the face cards now face up)
  king (side, card, att)   auto.deploy (front, reserve, back: a card or "", shoot, ace: 0/1)
  reveal (pos, card0, card1, value0, value1: None for an Ace, side1: side 1 as events name it)
  reserve / auto.reserve (side, card, total)   encounter (pos, winner, loser, loss, left:
  attrition left, None for the automaton; winner None for a draw)   bonus.encounter (side,
  att)   through (pos, side, card, value)   intercept / auto.intercept (side, queen, card,
  value: the shoot value)   hit (pos, victim, damage, left, shot: 0/1)   remove /
  auto.remove (side, card)   king.lost (side, card, att: None for the automaton, counted:
  0/1, missing in the oldest games)   bonus (side, lost0, lost1, att)   fire / auto.fire
  (side, queen, card, target)   shot (owner, target, value, damage, died: 0/1)   reshuffle (n)
  draw (seat, n)   drew (seat, card1..; to that seat only)   end (why, loser)
  stop (seat: None when abandoned, ending)
No event names a face-down card before it is turned up, except `drew` (its seat only).
"""

from __future__ import annotations

from .values import HAND_SIZE


def numbered(name: str) -> tuple[str, ...]:
    """`back1` .. `back5`: one name per card an event may list (a hand's worth at most)."""
    return tuple(f"{name}{i}" for i in range(1, HAND_SIZE + 1))


_SIDE_CARD = ("side", "card")
_SHOOT = ("side", "queen", "card", "value")
_FIRE = ("side", "queen", "card", "target")
_RESERVE = ("side", "card", "total")

ARG_NAMES: dict[str, tuple[str, ...]] = {
    "turn": ("turn", "defender", "total"),
    "deploy": ("side", "front", "reserve", "shoot", *numbered("back")),
    "king": ("side", "card", "att"),
    "auto.deploy": ("front", "reserve", "back", "shoot", "ace"),
    "reveal": ("pos", "card0", "card1", "value0", "value1", "side1"),
    "reserve": _RESERVE,
    "auto.reserve": _RESERVE,
    "encounter": ("pos", "winner", "loser", "loss", "left"),
    "bonus.encounter": ("side", "att"),
    "through": ("pos", "side", "card", "value"),
    "intercept": _SHOOT,
    "auto.intercept": _SHOOT,
    "hit": ("pos", "victim", "damage", "left", "shot"),
    "remove": _SIDE_CARD,
    "auto.remove": _SIDE_CARD,
    "king.lost": ("side", "card", "att", "counted"),
    "bonus": ("side", "lost0", "lost1", "att"),
    "fire": _FIRE,
    "auto.fire": _FIRE,
    "shot": ("owner", "target", "value", "damage", "died"),
    "reshuffle": ("n",),
    "draw": ("seat", "n"),
    "drew": ("seat", *numbered("card")),
    "end": ("why", "loser"),
    "stop": ("seat", "ending"),
}
