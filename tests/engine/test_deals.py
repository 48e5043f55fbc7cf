"""Deals do not depend on the Python version: the engine shuffles with its own Fisher-Yates
over the seeded generator's getrandbits (`engine.core.DealRandom`), and a fixed seed deals a
fixed, recorded deck for every game."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from engine import GAMES
from engine.core import SHUFFLE_VERSION, DealRandom, rng_for

from .test_tower_defense_speed import _neutral


def test_the_engines_shuffle_choice_and_randrange_draw_as_this_pythons_did() -> None:
    """Version 1 is what every game so far was dealt with: on this Python, the engine's own
    draws equal random.Random's, so every stored game replays unchanged."""
    for seed in range(200):
        mine, theirs = DealRandom(f"{seed}:0"), random.Random(f"{seed}:0")
        deck, other = list(range(52)), list(range(52))
        mine.shuffle(deck)
        theirs.shuffle(other)
        assert deck == other
        assert mine.choice("abcdefg") == theirs.choice("abcdefg")
        assert mine.randrange(2) == theirs.randrange(2) and mine.randrange(3, 17) == theirs.randrange(3, 17)


# A digest of the first position of each game for seeds 1..5: these fix the deals themselves,
# so any change to how cards are dealt (a Python upgrade, an engine change) fails here.
DEALS = {
    "defend-and-capture": "7a69aa1f7901a907",
    "deck-defence": "d33765fd262f393b",
    "capture": "31cb3baf3e328750",
    "under-siege": "853a302271246d6b",
    "tower-defense": "4639074f1f407a96",
}


def _digest(key: str) -> str:
    info = GAMES[key]
    # Events' arguments as their values: the digests were taken when they had no names.
    data = [_neutral(info.new_game(players=info.players[0], seed=seed).to_json()) for seed in range(1, 6)]
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_seed_deals_the_recorded_cards(key: str) -> None:
    assert SHUFFLE_VERSION == 1
    assert _digest(key) == DEALS[key]


def test_an_unknown_shuffle_version_is_refused() -> None:
    with pytest.raises(ValueError):
        rng_for(1, 0, version=99)
