"""Tower Defense: the rules pinned while the engine is made faster.

Digests of seeded games, taken before the speed work began, for every option set: every
step's legal list, chosen move, the player's view and the JSON after the move (which must
load back to an equal state).  Two kinds of game: random ones from the deal (what search's
playouts look like), and "short nights" (the deck cut to a few cards, a one-move-deep
greedy player) that reach the deck running out, wins, Endless Night's second deck and
Total Victory's stalemate (T-13, T-15, T-16), which random games never do.  A faster
engine that moves any rule, any word of a view or any byte of a saved game changes a
digest.  No timing here: speed is printed by benchmarks/engine_playouts.py.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from engine.tower_defense.board import attack
from engine.tower_defense.rules import INFO, TowerDefenseState

from .playout import option_sets

RANDOM_SEEDS = range(3)
SHORT_SEEDS = range(4)
OPTION_SETS = option_sets(INFO)

# One digest per option set (OPTION_SETS' order); computed on the engine before the speed work.
PINNED: tuple[str, ...] = (
    "57919c3768004a48",
    "1d48b1e234d1ed5e",
    "1161ff5024290f90",
    "713c512583ad95e4",
    "de79a6ddb54294ad",
    "9355d07d089b1cc7",
    "b52cae6b9f51c22e",
    "5bdb1552c4e986fd",
    "8c3089f14e0b4a88",
    "a2231f4adfab7d1c",
    "ed0b1a5840cdb64c",
    "4116d144b9936e84",
    "2609b745cafbc375",
    "95004e834b8b334c",
    "5de5ea9cb14ae27e",
    "2ac0c67a0d7e946f",
    "d5c24ece21b064ba",
    "9719dbba71b906ac",
    "984535cb7525efd6",
    "14e8ed3883de451d",
    "1e33d2608a907891",
    "b313e32cdae9cbd7",
    "62dbe9c84401a6ff",
    "9ed2a8ffb0112d0b",
    "d7b9d431221d4453",
    "81909045516dfae9",
    "70213630ef5c82b3",
    "1a921469c0c1b510",
    "c42e1c5f6a3b06a4",
    "036af1d9035dfcd0",
    "b79a80eaec937fe0",
    "fec4d2814936ff5a",
    "420a7fc9673e110a",
    "b19fd41761324f68",
    "207ab9719f2dbad7",
    "6a3df1fe5b84b5e5",
    "4cb58f5209a66f3c",
    "21b4b59df4a12b39",
    "76eaaa23a894b6ac",
    "25364aa6b5e60d76",
    "c4cb30eb95c5dfef",
    "10919ec1b72d8179",
    "4a3c7d206837e310",
    "19ceaea56d6362e9",
    "89e5ceb872310173",
    "860df27251b94330",
    "d3aca9d1ec594536",
    "4e4b3f3941313b34",
    "6609d1244cf155fc",
    "4cb1002d70d24ac0",
    "919bf9c363c80b93",
    "7fc01e40a8a6d8c3",
    "e07edba25bcc786e",
    "56d393a43d7cdee6",
    "b06334f6c53c26d7",
    "86c0d8199bdcc053",
    "b4475a94dca66992",
    "e177ff7dc0195e94",
    "cb0f8c2b759af85f",
    "36060781c69c6da1",
    "447c51ca71b5704a",
    "3dba5a54e8e941a8",
    "13f417cbff428ca9",
    "67c628863dc19856",
)


def _score(s: TowerDefenseState) -> int:
    """How well the night goes, one move deep: a win, then the tower, then no breach."""
    if s.phase == "over":
        return 1000 if s.result == "win" else -1000
    att = attack(s.army, s.up, s.tower, s.specials())
    enemies = sum(1 for c, u in zip(s.army, s.up) if c is not None and u)
    return 10 * len(s.tower) - (5 if att.breach else 0) - enemies + len(s.hand)


def _play(h: "hashlib._Hash", state: TowerDefenseState, rng: random.Random, greedy: bool) -> None:
    h.update(json.dumps(state.to_json()).encode())
    while state.to_act():
        legal = state.legal_actions(0)
        if greedy and rng.random() >= 0.2:
            action = max(legal, key=lambda a: (_score(state.apply(0, a)), rng.random()))
        else:
            action = rng.choice(legal)
        h.update(repr((legal, action, state.view(0))).encode())
        after = state.apply(0, action)
        data = after.to_json()
        assert TowerDefenseState.from_json(data) == after
        h.update(json.dumps(data).encode())
        state = after
    h.update(repr((state.outcome(), state.view(None))).encode())


def _digest(options: dict[str, object]) -> str:
    h = hashlib.sha256()
    for seed in RANDOM_SEEDS:
        state = INFO.new_game(players=1, seed=seed, options=options)
        _play(h, state, random.Random(seed), greedy=False)
    for seed in SHORT_SEEDS:
        data = INFO.new_game(players=1, seed=seed, options=options).to_json()
        data["deck"] = data["deck"][:6 + 3 * seed]
        state = TowerDefenseState.from_json(data)
        _play(h, state, random.Random(seed * 7919 + 1), greedy=True)
    return h.hexdigest()[:16]


@pytest.mark.parametrize("index", range(len(OPTION_SETS)))
def test_seeded_games_play_exactly_as_before_the_speed_work(index: int) -> None:
    assert _digest(OPTION_SETS[index]) == PINNED[index], OPTION_SETS[index]
