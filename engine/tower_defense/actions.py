"""Tower Defense actions: the one parse and format of the action grammar.

    defend.<slot>.<c1>+<c2>...          discard the cards to remove the face-up enemy at slot
    repair.<card>                       the card goes under the tower
    missile.<ace>.<slot>.<pay>          instant Ace: remove a face-up enemy
    swap.<king>.<slot>+<slot>.<pay>     instant King: two face-up enemies change places
    fortify.<queen>.<pay>               instant Queen: the tower top goes to its bottom
    reinforce.<jack>.<suit>.<card>.<pay>  instant Jack: take a card of that suit from the discard
    advantage.<card>.<pay>              a special card put in play as an Advantage
    trade.<card>                        the Jack's Trade: discard the card, draw one
    drop.<card>                         the Thief's discard down to four cards
    end                                 end the turn: the enemy attacks

Slots are lf lr tf tr rf rr (left/top/right army, front/rear rank); suits are the words
spades hearts diamonds clubs (the Reinforcement menu is split by suit so that no step offers
more than 25 choices).  Cards are standard codes ("TS", "7H").  `parse` checks the spelling
only: whether a move is legal is the rules' business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..memo import cached
from .constants import SLOTS, SUIT_WORDS, WORD_SUITS

_CARD = re.compile(r"^[A2-9TJQK][SHDC]$")
_SLOTS = frozenset(SLOTS)


@dataclass(frozen=True)
class Move:
    """One action.  card: the card played (the repair card, the special card, the card traded
    or dropped); slots: the target slot(s); cards: the defending cards, or the card taken back
    by Reinforcement; pay: the card discarded to pay for a special card."""

    kind: str
    card: str = ""
    slots: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    pay: str = ""


def is_card(token: str) -> bool:
    return bool(_CARD.match(token))


def is_slot(token: str) -> bool:
    return token in _SLOTS


def combo_token(token: str) -> tuple[str, ...] | None:
    """"7H+5D" -> ("7H", "5D"); None for anything else."""
    parts = tuple(token.split("+"))
    return parts if all(map(is_card, parts)) and len(set(parts)) == len(parts) else None


def pair_token(token: str) -> tuple[str, str] | None:
    """"lf+tr" -> ("lf", "tr"); None for anything else."""
    parts = token.split("+")
    if len(parts) == 2 and parts[0] != parts[1] and all(map(is_slot, parts)):
        return parts[0], parts[1]
    return None


def _card(token: str) -> str:
    if not is_card(token):
        raise ValueError(f"bad card {token!r}")
    return token


@cached("tower_defense.parse", search=1 << 14)
def parse(action: str) -> Move:
    """The Move an action spells; ValueError if it does not follow the grammar."""
    parts = action.split(".")
    kind, n = parts[0], len(parts)
    if kind == "end" and n == 1:
        return Move(kind)
    if kind in ("repair", "trade", "drop") and n == 2:
        return Move(kind, _card(parts[1]))
    if kind == "defend" and n == 3 and is_slot(parts[1]):
        combo = combo_token(parts[2])
        if combo:
            return Move(kind, slots=(parts[1],), cards=combo)
    if kind == "missile" and n == 4 and is_slot(parts[2]):
        return Move(kind, _card(parts[1]), slots=(parts[2],), pay=_card(parts[3]))
    if kind == "swap" and n == 4:
        pair = pair_token(parts[2])
        if pair:
            return Move(kind, _card(parts[1]), slots=pair, pay=_card(parts[3]))
    if kind in ("fortify", "advantage") and n == 3:
        return Move(kind, _card(parts[1]), pay=_card(parts[2]))
    if kind == "reinforce" and n == 5 and parts[2] in WORD_SUITS:
        return Move(kind, _card(parts[1]), cards=(_card(parts[3]),), pay=_card(parts[4]))
    raise ValueError(f"not a Tower Defense action: {action[:64]!r}")


def format(move: Move) -> str:  # noqa: A001 - the grammar's one formatter
    """The action text of a Move (the inverse of `parse`)."""
    k = move.kind
    if k == "end":
        return "end"
    if k in ("repair", "trade", "drop"):
        return f"{k}.{move.card}"
    if k == "defend":
        return f"defend.{move.slots[0]}.{'+'.join(move.cards)}"
    if k == "missile":
        return f"missile.{move.card}.{move.slots[0]}.{move.pay}"
    if k == "swap":
        return f"swap.{move.card}.{'+'.join(move.slots)}.{move.pay}"
    if k in ("fortify", "advantage"):
        return f"{k}.{move.card}.{move.pay}"
    if k == "reinforce":
        taken = move.cards[0]
        return f"reinforce.{move.card}.{SUIT_WORDS[taken[1]]}.{taken}.{move.pay}"
    raise ValueError(f"unknown move kind {k!r}")
