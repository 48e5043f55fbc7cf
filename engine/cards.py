"""The three decks the games use, as short card codes.

Codes are action tokens too, so they use letters and digits only.

Extended Decktet (44 cards, the Excuse left out; transcribed from the Decktet card list):
  suits  M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots
  Aces   "A" + suit              AM AS AW AL AY AK          rank 1
  2-9    rank + suit letters     2MK (The Author) ... 9LK   rank 2..9
  Pawns  "P" + suit letters      PMSL (The Harvest) ...     rank 10
  Courts "C" + suit letters      CMWK (The Consul) ...      rank 10
  Crowns "X" + suit              XM (The Huntress) ...      rank 10
Deck Defence (36 cards): attribute S sword, F fire, T forest (trees) + rank 1-4, three
  copies of each: "S1", "F4", "T3".
Standard 52: rank A 2-9 T J Q K + suit S H D C ("AS", "TH", "QC"); jokers "XR", "XB".
"""

from __future__ import annotations

from dataclasses import dataclass

# --- Decktet ------------------------------------------------------------------------

DECKTET_SUITS: dict[str, str] = {
    "M": "Moons",
    "S": "Suns",
    "W": "Waves",
    "L": "Leaves",
    "Y": "Wyrms",
    "K": "Knots",
}


@dataclass(frozen=True)
class DecktetCard:
    code: str
    name: str
    rank: int  # Defend and Capture rank: Aces 1, Pawns/Courts/Crowns 10
    rank_label: str  # "Ace", "2".."9", "Pawn", "Court", "Crown"
    suits: tuple[str, ...]  # suit letters
    kind: str  # "ace", "number", "pawn", "court", "crown"

    @property
    def is_personality(self) -> bool:
        """Pawns, Courts and Crowns: the rank-10 cards."""
        return self.kind in ("pawn", "court", "crown")


_DECKTET_ROWS = """\
Ace of Moons|Ace|1|M|ace
Ace of Suns|Ace|1|S|ace
Ace of Waves|Ace|1|W|ace
Ace of Leaves|Ace|1|L|ace
Ace of Wyrms|Ace|1|Y|ace
Ace of Knots|Ace|1|K|ace
The Author|2|2|MK|number
The Desert|2|2|SY|number
The Origin|2|2|WL|number
The Journey|3|3|MW|number
The Painter|3|3|SK|number
The Savage|3|3|LY|number
The Mountain|4|4|MS|number
The Sailor|4|4|WL|number
The Battle|4|4|YK|number
The Forest|5|5|ML|number
The Discovery|5|5|SW|number
The Soldier|5|5|YK|number
The Lunatic|6|6|MW|number
The Penitent|6|6|SY|number
The Market|6|6|LK|number
The Chance Meeting|7|7|ML|number
The Castle|7|7|SK|number
The Cave|7|7|WY|number
The Diplomat|8|8|MS|number
The Mill|8|8|WL|number
The Betrayal|8|8|YK|number
The Pact|9|9|MS|number
The Darkness|9|9|WY|number
The Merchant|9|9|LK|number
The Harvest|Pawn|10|MSL|pawn
The Watchman|Pawn|10|MYK|pawn
The Light Keeper|Pawn|10|SWK|pawn
The Borderland|Pawn|10|WLY|pawn
The Consul|Court|10|MWK|court
The Rite|Court|10|MLY|court
The Island|Court|10|SWY|court
The Window|Court|10|SLK|court
The Huntress|Crown|10|M|crown
The Bard|Crown|10|S|crown
The Sea|Crown|10|W|crown
The End|Crown|10|L|crown
The Calamity|Crown|10|Y|crown
The Windfall|Crown|10|K|crown"""

_PREFIX = {"ace": "A", "pawn": "P", "court": "C", "crown": "X"}


def _decktet() -> dict[str, DecktetCard]:
    cards: dict[str, DecktetCard] = {}
    for row in _DECKTET_ROWS.splitlines():
        name, label, rank, suits, kind = row.split("|")
        code = _PREFIX.get(kind, label) + suits
        cards[code] = DecktetCard(code, name, int(rank), label, tuple(suits), kind)
    return cards


DECKTET: dict[str, DecktetCard] = _decktet()
"""All 44 cards of the extended Decktet without the Excuse, by code, in list order."""

# --- Deck Defence -------------------------------------------------------------------

DD_ATTRIBUTES: dict[str, str] = {"S": "Sword", "F": "Fire", "T": "Forest"}


def dd_deck() -> list[str]:
    """The 36-card Deck Defence deck: 3 attributes x ranks 1-4 x 3 copies."""
    return [f"{a}{r}" for a in DD_ATTRIBUTES for r in range(1, 5) for _ in range(3)]


def dd_attr(code: str) -> str:
    return code[0]


def dd_rank(code: str) -> int:
    return int(code[1])


def dd_name(code: str) -> str:
    kind = "Enemy" if dd_rank(code) == 4 else "Friendly"
    return f"{DD_ATTRIBUTES[code[0]]} {code[1]} ({kind})"


# --- Standard 52 --------------------------------------------------------------------

STANDARD_RANKS = "A23456789TJQK"
STANDARD_SUITS: dict[str, str] = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS: dict[str, str] = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
JOKERS = ("XR", "XB")
_RANK_NAMES = {"A": "Ace", "T": "10", "J": "Jack", "Q": "Queen", "K": "King"}


def standard_deck(jokers: bool = False) -> list[str]:
    deck = [r + s for s in STANDARD_SUITS for r in STANDARD_RANKS]
    return deck + list(JOKERS) if jokers else deck


def std_rank(code: str) -> int:
    """Ace 1, 2-10, Jack 11, Queen 12, King 13; jokers 0."""
    if code in JOKERS:
        return 0
    return STANDARD_RANKS.index(code[0]) + 1


def std_suit(code: str) -> str:
    return "" if code in JOKERS else code[1]


def std_name(code: str) -> str:
    if code == "XR":
        return "Red Joker"
    if code == "XB":
        return "Black Joker"
    rank = _RANK_NAMES.get(code[0], code[0])
    return f"{rank} of {STANDARD_SUITS[code[1]]}"


def std_short(code: str) -> str:
    """Compact text for buttons: "10\u2665", "Q\u2660", "Joker"."""
    if code in JOKERS:
        return "Joker"
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUIT_SYMBOLS[code[1]]
