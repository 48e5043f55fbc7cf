"""Deck Defence actions: the one parse and format of the action grammar.

    conscript.m<i>.p<j>          Friendly card from Main slot i onto Hand pile j
    defeat.<m<i>|c<i>>.<piles>   piles: p<j> joined by "+", e.g. defeat.m2.p1+p3
    explore.p<j>                 discard the top of pile j and explore
    capture.m<i>
    order.<c1>[.<c2>[.<c3>]]     phase "order": the seen cards, top of the deck first
    refill.<code>                phase "refill" (Classic): the disclosed card that fills Main

Slots and piles read 1..3 in actions and tokens; a `Move` holds them 0-based.  Cards are
codes such as "S1" or "F4" (engine.cards).  `parse` checks the spelling only: whether a
move is legal in a position is the rules' business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from ..memo import cached
from .constants import EXPLORE_LOOK, SLOTS

KINDS = ("conscript", "defeat", "explore", "capture", "order", "refill")
_CARD = re.compile(r"^[SFT][1-4]$")
_SLOT = re.compile(rf"^([mcp])([1-{SLOTS}])$")
_PILES = re.compile(rf"^p[1-{SLOTS}](\+p[1-{SLOTS}])*$")


@dataclass(frozen=True)
class Move:
    """One action.  zone/slot: the card acted on ("m" Main or "c" Capture, 0-based slot) for
    conscript, defeat and capture.  piles (0-based): the target pile of a conscript, the
    piles paying for a defeat, the pile an explore discards from.  cards: an order (top of
    the deck first) or the one card of a refill."""

    kind: str
    zone: str = ""
    slot: int = -1
    piles: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()


def is_card(token: str) -> bool:
    return bool(_CARD.match(token))


def slot_token(token: str) -> tuple[str, int] | None:
    """"m2" -> ("m", 1), "c1" -> ("c", 0), "p3" -> ("p", 2); None for anything else."""
    m = _SLOT.match(token)
    return (m.group(1), int(m.group(2)) - 1) if m else None


def piles_token(token: str) -> tuple[int, ...] | None:
    """"p1+p3" -> (0, 2); None for anything else."""
    if not _PILES.match(token):
        return None
    return tuple(int(p[1:]) - 1 for p in token.split("+"))


def format_piles(piles: tuple[int, ...]) -> str:
    return "+".join(f"p{j + 1}" for j in piles)


def _slot(token: str, zones: str) -> tuple[str, int]:
    found = slot_token(token)
    if found is None or found[0] not in zones:
        raise ValueError(f"bad slot {token!r}")
    return found


@cached("deck_defence.parse", search=8192)
def parse(action: str) -> Move:
    """The Move an action spells; ValueError if it does not follow the grammar."""
    parts = action.split(".")
    kind, n = parts[0], len(parts)
    if kind == "conscript" and n == 3:
        _, i = _slot(parts[1], "m")
        _, j = _slot(parts[2], "p")
        return Move(kind, "m", i, (j,))
    if kind == "defeat" and n == 3:
        zone, i = _slot(parts[1], "mc")
        piles = piles_token(parts[2])
        if piles is None:
            raise ValueError(f"bad payment {parts[2]!r}")
        return Move(kind, zone, i, piles)
    if kind == "explore" and n == 2:
        _, j = _slot(parts[1], "p")
        return Move(kind, piles=(j,))
    if kind == "capture" and n == 2:
        _, i = _slot(parts[1], "m")
        return Move(kind, "m", i)
    if kind == "order" and 2 <= n <= EXPLORE_LOOK + 1 and all(map(is_card, parts[1:])):
        return Move(kind, cards=tuple(parts[1:]))
    if kind == "refill" and n == 2 and is_card(parts[1]):
        return Move(kind, cards=(parts[1],))
    raise ValueError(f"not a Deck Defence action: {action[:64]!r}")


def format(move: Move) -> str:  # noqa: A001 - the grammar's one formatter
    """The action text of a Move (the inverse of `parse`)."""
    kind = move.kind
    if kind == "conscript":
        return f"conscript.m{move.slot + 1}.p{move.piles[0] + 1}"
    if kind == "defeat":
        return f"defeat.{move.zone}{move.slot + 1}.{format_piles(move.piles)}"
    if kind == "explore":
        return f"explore.p{move.piles[0] + 1}"
    if kind == "capture":
        return f"capture.m{move.slot + 1}"
    if kind in ("order", "refill"):
        return ".".join((kind,) + move.cards)
    raise ValueError(f"unknown move kind {kind!r}")
