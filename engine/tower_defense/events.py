"""Tower Defense's events: what the rules did, as a code and its named arguments.

Every event is public and kept for the whole game; `words.event` words it.  No event names a
face-down card or the deck's order.  `ARGS` lists each code's arguments, in the order games
stored before arguments had names held them (a list of values): `load` names those.

  setup (tower, hand)                      round (round)
  flip (slot, card)                        advance (army, card, next): the front discarded, the rear moved up
  forward (army, card)                     new (army)    rear (army)    none (army)
  joker.army (slot, card): the tower top lost, None when the tower was empty
  joker.tower (lost): 1 when a card beneath went too, never named (T-14); absent when none did
  joker.hand (n): the discard pile's cards reshuffled
  top (card): the tower's new top
  necro.clear (cards)                      revive.lost (card)
  thief (n)   limit (n, limit)   draw (cards)   draw.none ()
  attack (total, against, hit, top, units): units as army, value, army, value...
  attack.none ()   penalty (n)   upkeep (n)   deck.out (n)   expire (cards)
  the player's own moves: defend, repair, missile, swap, fortify, reinforce, advantage,
  trade, drop, end (echo events: the move's describe line says them)
  win (n), loss, stalemate, resign, timeout, abandon, cap (round) (echo events: the outcome's
  reason says them)
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..core import Event, events_from_json
from ..memo import memo

ARGS: dict[str, tuple[str, ...]] = {
    # The round's automatic phases (`phases`).
    "setup": ("tower", "hand"),
    "round": ("round",),
    "flip": ("slot", "card"),
    "advance": ("army", "card", "next"),
    "forward": ("army", "card"),
    "new": ("army",),
    "rear": ("army",),
    "none": ("army",),
    "joker.army": ("slot", "card"),
    "joker.tower": ("lost",),
    "joker.hand": ("n",),
    "top": ("card",),
    "necro.clear": ("cards",),
    "revive.lost": ("card",),
    "thief": ("n",),
    "limit": ("n", "limit"),
    "draw": ("cards",),
    "draw.none": (),
    "attack": ("total", "against", "hit", "top", "units"),
    "attack.none": (),
    "penalty": ("n",),
    "upkeep": ("n",),
    "deck.out": ("n",),
    "expire": ("cards",),
    # The player's moves (`rules`).
    "defend": ("slot", "card", "cards"),
    "repair": ("card", "n"),
    "missile": ("card", "slot", "target", "pay"),
    "swap": ("card", "first_slot", "first", "second_slot", "second", "pay"),
    "fortify": ("card", "under", "pay", "alone"),  # alone: 1 on a one-card tower (T-8), else absent
    "reinforce": ("card", "taken", "pay"),
    "advantage": ("card", "pay"),
    "trade": ("card",),
    "drop": ("card",),
    "end": (),
    # The endings.
    "win": ("n",),
    "loss": ("round",),
    "stalemate": ("round",),
    "resign": ("round",),
    "timeout": ("round",),
    "abandon": ("round",),
    "cap": ("round",),
}
# Codes whose last argument is a tuple: a stored list gave it every value left.
REST = frozenset({"necro.clear", "draw", "expire", "attack", "defend"})

_EVENTS = memo("tower_defense.events", search=1 << 16)


def event(code: str, **args: Any) -> Event:
    """`Event(code, args)`, shared, for events of few kinds (a slot, a card, a count): they
    are frozen values and the same few recur every round, so one of each is made.  (An
    argument's type never varies for a given code and name, so 1 and True, equal as keys,
    never meet.)"""
    key = (code, *args.items())
    found = _EVENTS.get(key)
    if found is None:
        found = _EVENTS.keep(key, Event(code, {name: args[name] for name in ARGS[code] if name in args}))
    return found


def new_event(code: str, args: dict[str, Any]) -> Event:
    """`Event(code, args)` for events of many kinds (the cards drawn, an attack), `args` in
    `ARGS`' order: made at twice the speed of the frozen dataclass's own `__init__`, with the
    same fields."""
    made = _new(Event)
    _set(made, "__dict__", {"code": code, "args": args, "seats": None})
    return made


_new = object.__new__
_set = object.__setattr__


def load(data: Sequence[Sequence[Any]]) -> tuple[Event, ...]:
    """Events as stored: arguments stored as a list of values are named (`ARGS`, `REST`), and
    a tuple is a tuple again after JSON's round trip, so a loaded game equals the one saved."""
    return events_from_json([_named(e) for e in data])


def _named(stored: Sequence[Any]) -> list[Any]:
    code, args = str(stored[0]), stored[1]
    if isinstance(args, Mapping):
        named = {k: tuple(v) if isinstance(v, list) else v for k, v in args.items()}
    else:
        names = ARGS[code]
        if code in REST:
            cut = len(names) - 1
            named = dict(zip(names[:cut], args[:cut]))
            named[names[-1]] = tuple(args[cut:])
        else:
            named = dict(zip(names, args))
    return [code, named, *stored[2:]]
