"""Under Siege: the rules pinned while the engine is made faster.

Digests of seeded random games, taken before the speed work began: every step's deciding
seats, legal list, chosen move, the mover's view and the JSON after the move, for every
option set, one seat and two.  A faster engine that moves any rule, any word of a view or
any byte of a saved game changes a digest.  No timing here: speed is printed by
benchmarks/engine_playouts.py.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from engine.under_siege import INFO, UnderSiegeState

from .playout import option_sets

SEEDS = range(3)
OPTION_SETS = option_sets(INFO)

# players -> one digest per option set, in OPTION_SETS' order; computed on the engine before
# the speed work.  The solitaire game ignores the challenger's role: its digests come in threes.
PINNED: dict[int, tuple[str, ...]] = {
    1: (
        "01512bb0c7da1692",
        "01512bb0c7da1692",
        "01512bb0c7da1692",
        "6f7776e2f22dcdba",
        "6f7776e2f22dcdba",
        "6f7776e2f22dcdba",
        "2662992d2c7b38df",
        "2662992d2c7b38df",
        "2662992d2c7b38df",
        "9e4e404acfb8bc71",
        "9e4e404acfb8bc71",
        "9e4e404acfb8bc71",
        "f3b34ec02e0e6ab0",
        "f3b34ec02e0e6ab0",
        "f3b34ec02e0e6ab0",
        "0a0f045175fa5468",
        "0a0f045175fa5468",
        "0a0f045175fa5468",
        "ba521134a6fac17a",
        "ba521134a6fac17a",
        "ba521134a6fac17a",
        "ed0e8e7f59196f0f",
        "ed0e8e7f59196f0f",
        "ed0e8e7f59196f0f",
    ),
    2: (
        "9668d61bcccd5c7e",
        "5ab9ed6ed55dc112",
        "86fb9fb08741ce18",
        "567940d129b1f17c",
        "539e87876af92640",
        "e838f05d95368ce8",
        "087defc77b873975",
        "a37bb18c29a0f8fa",
        "da15a5d7a4c322ae",
        "7be861b8c9e23152",
        "c637e4aa71a2fb2c",
        "5585cf97ccef5fb6",
        "3c46246d0b74401e",
        "0b794cab79a31e65",
        "338ba307c5665690",
        "ad5f561a10a75267",
        "c29b0243b4bb5692",
        "5fa59264b821a5bb",
        "f81b1c89f95fb6ef",
        "ef6cb8250a958b30",
        "68f5f95ff220702b",
        "bcdea2a54e7916a9",
        "aa6150bfb130badc",
        "51054f13fe97d027",
    ),
}


def _digest(players: int, options: dict[str, object]) -> str:
    h = hashlib.sha256()
    for seed in SEEDS:
        state = INFO.new_game(players=players, seed=seed, options=options)
        h.update(json.dumps(state.to_json()).encode())
        rng = random.Random(seed)
        while True:
            seats = sorted(state.to_act())
            if not seats:
                break
            seat = rng.choice(seats)
            legal = state.legal_actions(seat)
            action = rng.choice(legal)
            defaults = [state.default_action(s) for s in sorted(state.reacting())]
            h.update(repr((seats, legal, action, defaults, state.view(seat))).encode())
            after = state.apply(seat, action)
            data = after.to_json()
            assert UnderSiegeState.from_json(data) == after
            h.update(json.dumps(data).encode())
            state = after
        h.update(repr((state.outcome(), state.view(None))).encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("players", INFO.players)
@pytest.mark.parametrize("index", range(len(OPTION_SETS)))
def test_random_games_play_exactly_as_before_the_speed_work(players: int, index: int) -> None:
    assert _digest(players, OPTION_SETS[index]) == PINNED[players][index], OPTION_SETS[index]
