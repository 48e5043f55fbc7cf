"""Defend and Capture's fixed facts, shared by the rules, the actions, the words and the
kit: the numbers and names every module needs, kept apart so that none of them must import
another for its figures.
"""

from __future__ import annotations

from engine.cards import DECKTET
from i18n import tr

SLUG = "defend-and-capture"
TITLE = "Defend and Capture"

WIN_CAPTURED = 12  # win at once with 12 cards in Captured
LOSS_DAMAGE = 20  # lose at once when the Damaged ranks sum to 20 (DC-2, DC-13)
HASTEN_AT = 8  # captured cards from which the Enemy Phase runs twice (DC-6)
TURN_CAP = 300  # DC-19: no result after this many turns ends the game as abandoned

RANK: dict[str, int] = {c: card.rank for c, card in DECKTET.items()}
# The cards' English names (their identities, for tests); players read `decktet_name(code)`.
NAME: dict[str, str] = {c: card.name for c, card in DECKTET.items()}
SUITS: dict[str, frozenset[str]] = {c: frozenset(card.suits) for c, card in DECKTET.items()}
PERSONALITY: frozenset[str] = frozenset(c for c, card in DECKTET.items() if card.is_personality)

# Slots: Defense d1..d3 left to right (one per column), Side s1..s3 top to bottom (one per row).
SLOTS = ("d1", "d2", "d3", "s1", "s2", "s3")
# Each slot's name (a catalogue key): players read `t(SLOT_KEY[slot])`.
SLOT_KEY = {
    "d1": "defend-and-capture-slot-d1",
    "d2": "defend-and-capture-slot-d2",
    "d3": "defend-and-capture-slot-d3",
    "s1": "defend-and-capture-slot-s1",
    "s2": "defend-and-capture-slot-s2",
    "s3": "defend-and-capture-slot-s3",
}
# The slots' English names ("Defense left"), for tests and code that matches English text.
SLOT_NAME = {slot: tr("en", key) for slot, key in SLOT_KEY.items()}
# Battleground cells (row-major, top row first) a counterattack from each slot touches,
# in board order (DC-10).
AFFECTED = {
    "d1": (0, 3, 6),
    "d2": (1, 4, 7),
    "d3": (2, 5, 8),
    "s1": (0, 1, 2),
    "s2": (3, 4, 5),
    "s3": (6, 7, 8),
}
