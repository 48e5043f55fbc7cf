"""Tower Defense constants and card arithmetic, shared by the rules, words and actions (importing
only `engine.cards`, so any module of the game may use them without an import circle).

Cards are the standard codes of `engine.cards` ("TS" is the 10 of spades, "XR"/"XB" the
Jokers).  Every value the rulebook gives a card is one table lookup here.
"""

from __future__ import annotations

from ..cards import JOKERS

SLUG = "tower-defense"
TITLE = "Tower Defense (J. Jimenez)"

TOWER_START = 5  # setup: five cards in the tower (T-2)
TOWER_CAP = 5  # "may never have more than 5 cards"
TOWER_CAP_REVIVE = 6  # the Queen's Revive advantage (T-7)
HAND_START = 5
HAND_LIMIT = 5  # T-4
HAND_LIMIT_BARD = 7
HAND_LIMIT_THIEF = 4
HAND_FLOOR = 3  # "draw enough cards to have at least 3"
BARD_DRAW = 2  # "may draw two cards each turn"
MAX_ADVANTAGES = 2  # T-8: at most two, of different ranks
ACTIONS_STRICT = 3  # T-5: the strict reading's budget
SPECIAL_VALUE = 9  # a J/Q/K/A in the tower, or a J/Q/K defending or repairing
FACE_PENALTY = 2  # discard-pile cards sent to the bottom of the deck after a face-card attack

# Slots: three armies (left, top, right), each with a front and a rear rank.
ARMIES = ("l", "t", "r")
SLOTS = ("lf", "lr", "tf", "tr", "rf", "rr")  # index = army * 2 + (0 front, 1 rear)
# The suits as action tokens ("reinforce.JH.spades.5S.9D"): spellings, not words.
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
WORD_SUITS = {w: s for s, w in SUIT_WORDS.items()}

RED = frozenset("HD")
FACES = frozenset("JQK")  # "face cards" always attack (T-9); an Ace follows the colour rule
SPECIALS = frozenset("JQKA")
# T-8: the four kinds of special card, as instants and as Advantages, and their names as
# enemies, by rank: catalogue keys (the words module says them).
ADVANTAGE_NAME = {"A": "tower-defense-name-power", "K": "tower-defense-name-shield", "Q": "tower-defense-name-revive",
                  "J": "tower-defense-name-trade"}
INSTANT_NAME = {"A": "tower-defense-name-missile", "K": "tower-defense-name-swap", "Q": "tower-defense-name-fortify",
                "J": "tower-defense-name-reinforcement"}
ENEMY_NAME = {"A": "tower-defense-name-necromancer", "K": "tower-defense-name-warlord",
              "Q": "tower-defense-name-banshee", "J": "tower-defense-name-thief"}
# The armies and their ranks, by index and by slot: catalogue keys.
ARMY_NAME = ("tower-defense-army-left", "tower-defense-army-top", "tower-defense-army-right")
SLOT_NAME = {"lf": "tower-defense-slot-lf", "lr": "tower-defense-slot-lr", "tf": "tower-defense-slot-tf",
             "tr": "tower-defense-slot-tr", "rf": "tower-defense-slot-rf", "rr": "tower-defense-slot-rr"}

_RANK_VALUE = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(n): n for n in range(2, 10)}}


def is_joker(code: str) -> bool:
    return code in JOKERS


def red(code: str) -> bool:
    """Hearts and diamonds (a card's colour decides who defends, repairs and pays)."""
    return code[1] in RED


def enemy_value(code: str) -> int:
    """An enemy's value: 2-10 at face value, J 11, Q 12, K 13, A 14."""
    return _RANK_VALUE[code[0]]


def tower_value(code: str) -> int:
    """A tower card's value, also a repair card's (T-7): specials count 9."""
    return SPECIAL_VALUE if code[0] in SPECIALS else _RANK_VALUE[code[0]]


def defend_value(code: str) -> int:
    """A defending card's value: J/Q/K count 9; an Ace cannot defend (0)."""
    r = code[0]
    if r == "A":
        return 0
    return SPECIAL_VALUE if r in SPECIALS else _RANK_VALUE[r]


# The same arithmetic as one dictionary lookup per card, for the hot paths of search's
# playouts (the legal list and the phases run hundreds of thousands of times a second).
CARDS = tuple(r + s for s in "SHDC" for r in "A23456789TJQK")
ENEMY_VALUE = {c: enemy_value(c) for c in CARDS}
TOWER_VALUE = {c: tower_value(c) for c in CARDS}
DEFEND_VALUE = {c: defend_value(c) for c in CARDS}
