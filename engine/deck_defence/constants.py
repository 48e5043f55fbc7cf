"""Deck Defence rule constants, shared by the rules, the words and the actions (no imports,
so any module of the package may use them without an import circle)."""

from __future__ import annotations

SLUG = "deck-defence"
TITLE = "Deck Defence"  # the published name, the same in every language
ENEMY = "4"  # the rank character every Enemy card carries (ranks 1-3 are Friendly)
ENEMY_COUNT = 9  # DD-8: the 9th defeat wins
SLOTS = 3  # Main and Capture slots, and Hand piles (DD-1)
EXPLORE_LOOK = 3  # DD-4: Explore looks at this many deck cards
DISCLOSE_MAX = 3  # DD-10: Classic Explore fills the disclosure area up to this many
DEFEAT_TOTAL = 5  # DD-3: the ranks paid must sum to at least this
TARGET_SCORE = 5  # DD-8: the rulebook's target score
FRIENDLY_RANKS = 54  # the rank sum of the 27 Friendly cards: 3 attributes x (1 + 2 + 3) x 3 copies
# DD-8: a win has paid at least 5 for each of the 9 defeats, so the best score is 54 - 45 = 9.
MAX_SCORE = FRIENDLY_RANKS - ENEMY_COUNT * DEFEAT_TOTAL
