"""Card values and kinds for Under Siege (standard 52-card deck, codes as in `engine.cards`).

Shared by the rules, the words and the computer player, so that every part reads a card the
same way (US-4: number cards count face value; J/Q/K face down in the front count 10; an
Ace is not a number at all, it beats everything but an Ace).
"""

from __future__ import annotations

from engine.cards import standard_deck, std_rank

CARDS: tuple[str, ...] = tuple(standard_deck())
FACES = frozenset("JQK")
RANK: dict[str, int] = {c: std_rank(c) for c in CARDS}  # Ace 1 .. King 13 (sorting)
SHOOT_BONUS = 2  # US-9: a shoot card counts its value + 2
KILL_AT = 10  # US-10: a face card dies once the shots on it add up to 10 or more
KING_POINTS = 10  # US-12
START_ATTRITION = 20
HAND_SIZE = 5


def is_ace(card: str) -> bool:
    return card[0] == "A"


def is_face(card: str) -> bool:
    """Jack, Queen or King."""
    return card[0] in FACES


def is_number(card: str) -> bool:
    """2 to 10: the only cards a reserve pile may hold (US-2)."""
    return not is_ace(card) and not is_face(card)


def is_queen(card: str) -> bool:
    return card[0] == "Q"


def is_king(card: str) -> bool:
    return card[0] == "K"


def is_jack(card: str) -> bool:
    return card[0] == "J"


# Looked up rather than worked out: the battle asks these for every card it turns up.
BASE: dict[str, int] = {c: min(RANK[c], 10) for c in CARDS}
_HELD: dict[str, tuple[int, int]] = {c: (RANK[c] if c[0] != "A" else 14, "SHDC".index(c[1])) for c in CARDS}


def base(card: str) -> int:
    """The printed value of a non-Ace: 2..10, and 10 for a J/Q/K played face down (US-4)."""
    return BASE[card]


def shoot_value(card: str) -> int:
    """US-9: a shoot card's value plus 2 (a J/Q/K shoot card counts 10, US-2)."""
    return base(card) + SHOOT_BONUS


def hand_order(cards: list[str] | tuple[str, ...]) -> list[str]:
    """Cards sorted the way a player holds them: 2 up to King, Aces last, suits S H D C."""
    return sorted(cards, key=_HELD.__getitem__)
