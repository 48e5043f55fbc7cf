"""Tower Defense's search kit (engine/tower_defense/kit.py): the worlds a hint searches, its
playout policy, its evaluation, the solver's key and the hint's sentence.

The generic promises (a world shows the player its own view, worlds do not depend on where
the hidden cards lie, hints are legal and the same for a seed) are in test_search.py; these
are the ones that need Tower Defense's own table.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from engine import GAMES
from engine.search import hint
from engine.tower_defense.kit import KIT, determinize, evaluate, key, policy, why
from engine.search import Seen, Trial

INFO = GAMES["tower-defense"]


def _policy_states(seeds: range, options: dict[str, bool] | None = None) -> list[Any]:
    out = []
    for seed in seeds:
        state = INFO.new_game(players=1, seed=seed, options=options)
        rng = random.Random(seed)
        while state.to_act():
            out.append(state)
            state = state.apply(0, policy(state, 0, rng))
        out.append(state)
    return out


def _hidden(state: Any) -> list[str]:
    return sorted([*state.deck, *state.tower[1:],
                   *(c for c, up in zip(state.army, state.up) if c is not None and not up)])


def test_a_world_deals_the_deck_the_tower_under_its_top_and_the_face_down_enemies_again() -> None:
    moved = {"deck": 0, "tower": 0, "army": 0}
    for i, state in enumerate(_policy_states(range(3))[::3]):
        world = determinize(state, 0, random.Random(i))
        assert _hidden(world) == _hidden(state)
        assert (len(world.deck), len(world.tower)) == (len(state.deck), len(state.tower))
        assert world.tower[:1] == state.tower[:1]
        assert world.view(0) == state.view(0)
        assert world.seed != state.seed  # knowing the seed would be knowing future shuffles
        moved["deck"] += world.deck != state.deck
        moved["tower"] += world.tower != state.tower
        moved["army"] += world.army != state.army
    assert all(moved.values()), moved


def test_a_world_names_the_jokers_that_left_the_game_the_same_whichever_left() -> None:
    """T-14: a Joker never shows, and both act alike, so which one left is no knowledge."""
    for state in _policy_states(range(12), {"havoc": True}):
        if len(state.removed) == 1 and state.phase != "over":
            break
    else:
        raise AssertionError("no position with one Joker gone")
    data = state.to_json()
    other_joker = {"XR": "XB", "XB": "XR"}
    data["removed"] = [other_joker[c] for c in data["removed"]]
    for place in ("deck", "tower", "army"):
        data[place] = [other_joker.get(c, c) if c else c for c in data[place]]
    swapped = INFO.from_json(data)
    for salt in range(3):
        a = determinize(state, 0, random.Random(salt))
        b = determinize(swapped, 0, random.Random(salt))
        assert a.to_json() == b.to_json()


def test_a_world_remembers_the_last_round_as_its_own_table_under_total_victory() -> None:
    """T-16: the stalemate check compares the table with the last round's; a world renames
    the hidden cards in that memory as it renamed them on the table."""
    data = _policy_states(range(1), {"total_victory": True})[5].to_json()
    data["last_sig"] = json.dumps([data["army"], data["up"], data["tower"], data["hand"], data["discard"],
                                   data["advantages"]])
    state: Any = INFO.from_json(data)
    world: Any = determinize(state, 0, random.Random(4))
    assert world.tower != state.tower or world.army != state.army
    assert world.last_sig == json.dumps([list(world.army), list(world.up), list(world.tower), list(world.hand),
                                         list(world.discard), list(world.advantages)])


def test_the_playout_policy_plays_legal_moves_and_stops_a_breach_it_can_afford() -> None:
    """T-6, T-9: with the attack about to take the tower's top card and one defence enough
    to stop it, the policy defends."""
    stopped = 0
    for state in _policy_states(range(4)):
        if state.phase == "over":
            continue
        action = policy(state, 0, random.Random(0))
        assert state.is_legal(0, action)
        if state.view(0).breach and action.startswith("defend."):
            after = state.apply(0, action)
            stopped += not after.view(0).breach
    assert stopped


def test_the_evaluation_is_one_for_a_win_near_nothing_for_a_loss_and_between_while_running() -> None:
    for state in _policy_states(range(6)):
        value = evaluate(state, 0)
        if state.phase == "over":
            assert value == (1.0 if state.result == "win" else value) and (value == 1.0) == (state.result == "win")
            assert state.result == "win" or value < 0.06
        else:
            assert 0.0 < value < 1.0


def test_the_solver_key_names_the_position_not_its_history() -> None:
    states = _policy_states(range(2))
    for state in states[:20]:
        again = INFO.from_json(json.loads(json.dumps(state.to_json())))
        assert key(again) == key(state)
        hash(key(state))
    assert len({key(s) for s in states}) == len(states)  # the round is not needed to tell them apart


def _plain(sentence: str) -> None:
    assert sentence.endswith(".") and sentence[0].isupper(), sentence
    assert "None" not in sentence
    assert not re.search(r"\b(defend|repair|missile|swap|fortify|reinforce|advantage|trade|drop)\.", sentence)
    assert not re.search(r"\b[A2-9TJQK][SHDC]\b", sentence), sentence  # cards by name, not code
    assert not re.search(r"\bT-\d", sentence)


def test_a_hints_sentence_speaks_of_the_table_in_plain_words() -> None:
    """One sentence for every kind of move; cards by name; no move spelling, rule tag or
    "None"."""
    kinds: set[str] = set()
    for state in _policy_states(range(6), {"havoc": True})[::2]:
        if state.phase == "over":
            continue
        legal = state.legal_actions(0)
        assert KIT is not None
        seen = Seen(state, 0, KIT)
        for action in legal:
            kind = action.split(".")[0]
            if kind in kinds:
                continue
            trials = tuple(Trial(a, 4, 1.0 if a == action else 0.0, int(a == action)) for a in legal)
            text = why(seen, action, trials)
            if len(legal) > 1 and kind in ("defend", "repair", "end"):
                assert text, action
            if text:
                kinds.add(kind)
                _plain(text)
    assert {"defend", "repair", "end"} <= kinds
    found = hint(INFO, _policy_states(range(1))[2], 0, seed=1, version=1)
    _plain(found.reason)
