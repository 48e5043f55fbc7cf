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

Names players read are said in the current locale (`i18n`, catalogue `cards.ftl`):
`decktet_name`, `decktet_suit_name`, `decktet_suit_initial`, `dd_attribute_name`, `dd_name`, `std_name`,
`std_suit_name`.  The English tables below (`DecktetCard.name`, `DECKTET_SUITS`,
`DD_ATTRIBUTES`, `STANDARD_SUITS`) are the cards' identities as the rulebooks spell them,
for code that must match the English text (and a picture's card faces); they are not what a
player reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import t

# --- Decktet ------------------------------------------------------------------------

DECKTET_SUITS: dict[str, str] = {
    "M": "Moons",
    "S": "Suns",
    "W": "Waves",
    "L": "Leaves",
    "Y": "Wyrms",
    "K": "Knots",
}
_DECKTET_SUIT_KEYS: dict[str, str] = {
    "M": "cards-decktet-moons",
    "S": "cards-decktet-suns",
    "W": "cards-decktet-waves",
    "L": "cards-decktet-leaves",
    "Y": "cards-decktet-wyrms",
    "K": "cards-decktet-knots",
}


def decktet_suit_name(letter: str) -> str:
    """A Decktet suit's name ("Moons"), in the current locale."""
    return t(_DECKTET_SUIT_KEYS[letter])


_DECKTET_INITIAL_KEYS: dict[str, str] = {
    "M": "cards-decktet-initial-moons",
    "S": "cards-decktet-initial-suns",
    "W": "cards-decktet-initial-waves",
    "L": "cards-decktet-initial-leaves",
    "Y": "cards-decktet-initial-wyrms",
    "K": "cards-decktet-initial-knots",
}


def decktet_suit_initial(letter: str) -> str:
    """A Decktet suit's initial as a player reads it beside its symbol ("M"; French "L" for
    Lunes), in the current locale: the code's letter is the English name's."""
    return t(_DECKTET_INITIAL_KEYS[letter])


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

# The catalogue key of each card's name, by code.
_DECKTET_KEYS: dict[str, str] = {
    "AM": "cards-decktet-ace-moons",  # Ace of Moons
    "AS": "cards-decktet-ace-suns",  # Ace of Suns
    "AW": "cards-decktet-ace-waves",  # Ace of Waves
    "AL": "cards-decktet-ace-leaves",  # Ace of Leaves
    "AY": "cards-decktet-ace-wyrms",  # Ace of Wyrms
    "AK": "cards-decktet-ace-knots",  # Ace of Knots
    "2MK": "cards-decktet-author",  # The Author
    "2SY": "cards-decktet-desert",  # The Desert
    "2WL": "cards-decktet-origin",  # The Origin
    "3MW": "cards-decktet-journey",  # The Journey
    "3SK": "cards-decktet-painter",  # The Painter
    "3LY": "cards-decktet-savage",  # The Savage
    "4MS": "cards-decktet-mountain",  # The Mountain
    "4WL": "cards-decktet-sailor",  # The Sailor
    "4YK": "cards-decktet-battle",  # The Battle
    "5ML": "cards-decktet-forest",  # The Forest
    "5SW": "cards-decktet-discovery",  # The Discovery
    "5YK": "cards-decktet-soldier",  # The Soldier
    "6MW": "cards-decktet-lunatic",  # The Lunatic
    "6SY": "cards-decktet-penitent",  # The Penitent
    "6LK": "cards-decktet-market",  # The Market
    "7ML": "cards-decktet-chance-meeting",  # The Chance Meeting
    "7SK": "cards-decktet-castle",  # The Castle
    "7WY": "cards-decktet-cave",  # The Cave
    "8MS": "cards-decktet-diplomat",  # The Diplomat
    "8WL": "cards-decktet-mill",  # The Mill
    "8YK": "cards-decktet-betrayal",  # The Betrayal
    "9MS": "cards-decktet-pact",  # The Pact
    "9WY": "cards-decktet-darkness",  # The Darkness
    "9LK": "cards-decktet-merchant",  # The Merchant
    "PMSL": "cards-decktet-harvest",  # The Harvest
    "PMYK": "cards-decktet-watchman",  # The Watchman
    "PSWK": "cards-decktet-light-keeper",  # The Light Keeper
    "PWLY": "cards-decktet-borderland",  # The Borderland
    "CMWK": "cards-decktet-consul",  # The Consul
    "CMLY": "cards-decktet-rite",  # The Rite
    "CSWY": "cards-decktet-island",  # The Island
    "CSLK": "cards-decktet-window",  # The Window
    "XM": "cards-decktet-huntress",  # The Huntress
    "XS": "cards-decktet-bard",  # The Bard
    "XW": "cards-decktet-sea",  # The Sea
    "XL": "cards-decktet-end",  # The End
    "XY": "cards-decktet-calamity",  # The Calamity
    "XK": "cards-decktet-windfall",  # The Windfall
}


def decktet_name(code: str) -> str:
    """A Decktet card's name ("The Huntress"), in the current locale."""
    return t(_DECKTET_KEYS[code])

# --- Deck Defence -------------------------------------------------------------------

DD_ATTRIBUTES: dict[str, str] = {"S": "Sword", "F": "Fire", "T": "Forest"}
_DD_ATTRIBUTE_KEYS: dict[str, str] = {"S": "cards-dd-sword", "F": "cards-dd-fire", "T": "cards-dd-forest"}


def dd_attribute_name(letter: str) -> str:
    """A Deck Defence attribute's name ("Sword"), in the current locale."""
    return t(_DD_ATTRIBUTE_KEYS[letter])


def dd_deck() -> list[str]:
    """The 36-card Deck Defence deck: 3 attributes x ranks 1-4 x 3 copies."""
    return [f"{a}{r}" for a in DD_ATTRIBUTES for r in range(1, 5) for _ in range(3)]


def dd_attr(code: str) -> str:
    return code[0]


def dd_rank(code: str) -> int:
    return int(code[1])


def dd_name(code: str) -> str:
    """"Sword 1 (Friendly)", "Fire 4 (Enemy)", in the current locale."""
    return t("cards-dd-name", attr=dd_attribute_name(code[0]), rank=dd_rank(code),
             enemy="yes" if dd_rank(code) == 4 else "no")


# --- Standard 52 --------------------------------------------------------------------

STANDARD_RANKS = "A23456789TJQK"
STANDARD_SUITS: dict[str, str] = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOLS: dict[str, str] = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
_STANDARD_SUIT_KEYS: dict[str, str] = {"S": "cards-std-spades", "H": "cards-std-hearts",
                                        "D": "cards-std-diamonds", "C": "cards-std-clubs"}
JOKERS = ("XR", "XB")
_RANK_KEYS = {"A": "cards-std-ace", "J": "cards-std-jack", "Q": "cards-std-queen", "K": "cards-std-king"}


def std_suit_name(letter: str) -> str:
    """A standard suit's name ("Spades"), in the current locale."""
    return t(_STANDARD_SUIT_KEYS[letter])


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
    """"Ace of Spades", "10 of Hearts", "Red Joker", in the current locale."""
    if code == "XR":
        return t("cards-std-red-joker")
    if code == "XB":
        return t("cards-std-black-joker")
    key = _RANK_KEYS.get(code[0])
    rank = t(key) if key else ("10" if code[0] == "T" else code[0])
    return t("cards-std-name", rank=rank, suit=std_suit_name(code[1]))


def std_short(code: str) -> str:
    """Compact text for buttons: "10\u2665", "Q\u2660", "Joker"."""
    if code in JOKERS:
        return t("cards-std-joker")
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUIT_SYMBOLS[code[1]]
