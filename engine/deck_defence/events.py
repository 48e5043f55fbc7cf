"""Deck Defence's events: each code's named arguments (slots and piles 1-based).

  deal (count)                         conscript (card, pile, new_pile)
  defeat (enemy, defeated, pile1..3)   capture (enemy, slot)
  explore (pile)                       explore.look (card1..3)    explore.disclose (card1..3)
  explore.nothing ()                   (the deck was empty: no card to look at, DD-4)
  order (card1..3, top first)          refill.draw (card, slot)   refill.disclosed (card, slot)
  refill.chosen (card, slot)           refill.choose (slot)       refill.empty (slot)
  win (score)    loss (defeated)       resign / timeout / abandon (defeated)

A list of cards or piles is numbered (`card1`, `card2`...: `numbered`), so every argument is
a JSON scalar.  No event names a discarded card (DD-9): defeats and explores name piles.
Every event is public: the player sees the table.

`ARGS` lists each code's argument names in the order games stored before events had named
arguments hold them (a list), so those games name theirs on load.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .constants import EXPLORE_LOOK, SLOTS

_PILES = tuple(f"pile{k}" for k in range(1, SLOTS + 1))
_CARDS = tuple(f"card{k}" for k in range(1, EXPLORE_LOOK + 1))
_DEFEATED = ("defeated",)
_CARD_SLOT = ("card", "slot")

ARGS: dict[str, tuple[str, ...]] = {
    "deal": ("count",),
    "conscript": ("card", "pile", "new_pile"),
    "defeat": ("enemy", "defeated", *_PILES),
    "capture": ("enemy", "slot"),
    "explore": ("pile",),
    "explore.look": _CARDS,
    "explore.disclose": _CARDS,
    "explore.nothing": (),
    "order": _CARDS,
    "refill.draw": _CARD_SLOT,
    "refill.disclosed": _CARD_SLOT,
    "refill.chosen": _CARD_SLOT,
    "refill.choose": ("slot",),
    "refill.empty": ("slot",),
    "win": ("score",),
    "loss": _DEFEATED,
    "resign": _DEFEATED,
    "timeout": _DEFEATED,
    "abandon": _DEFEATED,
}


def numbered(name: str, values: Iterable[Any]) -> dict[str, Any]:
    """A list as arguments: numbered("card", ("S1", "F4")) -> {"card1": "S1", "card2": "F4"}."""
    return {f"{name}{k}": v for k, v in enumerate(values, 1)}


def listed(args: Mapping[str, Any], name: str) -> list[Any]:
    """The list `numbered` made, in order."""
    out: list[Any] = []
    while f"{name}{len(out) + 1}" in args:
        out.append(args[f"{name}{len(out) + 1}"])
    return out
