"""Capture's search kit and bot levels (engine.capture.kit, engine.capture.hidden, wired into
`INFO.kit` by the package): worlds
keep the seat's view, the playout policy places and locks without dithering, the levels
play whole games legally and replay a round's plan card by card."""

from __future__ import annotations

import random

from engine.capture import INFO, CaptureState
from engine.capture import ai as capture_ai
from engine.capture.kit import evaluate, policy
from engine.search import LEVELS, Seen, decide, playout

E = (None, None, None, None, None)
KIT = INFO.kit
assert KIT is not None


def _short_round_with_secret_columns() -> CaptureState:
    """Five carried columns and 4 cards each (C-8): which columns seat 1 chose is secret (C-11)."""
    cols = tuple(((r + "S",), (r + "H",), 1) for r in "23456")
    s = CaptureState(
        seed=1, counter=1, ace_flexible=False, dealer=0, deck=(), cols=cols,
        hands=(("7D", "8D", "9D", "TD"), ("7C", "8C", "9C", "TC")), placed=(E, E), need=4,
        locked=(False, False), round=5, captured=((), ()), reveal=(), reveal_round=0, phase="place",
        ending="normal", stopped=None, events=())
    for card, col in zip(("7C", "8C"), ("c4", "c5")):
        s = s.apply(1, f"place.{card}.{col}")
    return s


def test_a_world_hides_which_columns_the_opponent_chose_in_a_short_round_C8_C11() -> None:
    state = _short_round_with_secret_columns()
    assert state.secret_columns()
    chosen = set()
    for i in range(30):
        world = KIT.determinize(state, 0, random.Random(i))
        assert world.view(0) == state.view(0)
        assert world.legal_actions(0) == state.legal_actions(0)
        placed = {i for i, c in enumerate(world.placed[1]) if c}
        assert len(placed) == 2 and all(world.placed[1][i] in world.hands[1] for i in placed)
        chosen.add(frozenset(placed))
    assert len(chosen) > 1  # not always the true columns 4 and 5


def test_the_playout_policy_places_every_card_then_locks_and_never_takes_back() -> None:
    state = INFO.new_game(players=2, seed=4)
    rng = random.Random(0)
    moves = 0
    while state.to_act():
        seat = min(state.to_act())
        action = policy(state, seat, rng)
        assert not action.startswith("take") and state.is_legal(seat, action)
        state = state.apply(seat, action)
        moves += 1
    assert state.outcome() is not None and moves < 60


def test_evaluate_is_the_result_once_over_and_strictly_between_while_running() -> None:
    state = INFO.new_game(players=2, seed=2)
    assert 0.0 < evaluate(state, 0) < 1.0
    assert abs(evaluate(state, 0) + evaluate(state, 1) - 1.0) < 1e-9  # the table is zero-sum
    value = playout(state, 0, KIT, random.Random(1))
    assert value in (0.0, 0.5, 1.0)


def test_every_level_plays_a_whole_game_legally_against_itself() -> None:
    for n, level in enumerate(LEVELS):
        state = INFO.new_game(players=2, seed=10 + n)
        version = 0
        while state.to_act():
            seat = min(state.to_act())
            action = decide(INFO, state, seat, level, seed=n, version=version)
            assert not action.startswith("take")
            state = state.apply(seat, action)
            version += 1
        out = state.outcome()
        assert out is not None and version < 80


def test_the_hard_level_replays_one_plan_for_the_whole_round() -> None:
    state = INFO.new_game(players=2, seed=21)
    first = capture_ai.search_plan(Seen(state, 0, KIT), 100, 1.0, "hard")
    for version in range(5):
        capture_ai._PLANS.clear()  # a fresh worker process finds the same plan
        action = decide(INFO, state, 0, "hard", seed=3, version=version)
        _verb, card, col = action.split(".")
        assert first[card] == int(col[1:]) - 1
        state = state.apply(0, action)
    assert decide(INFO, state, 0, "hard", seed=3, version=9) == "lock"


def test_the_hard_level_wins_most_games_against_a_random_player() -> None:
    margins = []
    for seed in range(4):
        state = INFO.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        hard_seat = seed % 2
        version = 0
        while state.to_act():
            seat = min(state.to_act())
            if seat == hard_seat:
                action = decide(INFO, state, seat, "hard", seed=seed, version=version)
            else:
                action = rng.choice([a for a in state.legal_actions(seat) if not a.startswith("take")])
            state = state.apply(seat, action)
            version += 1
        out = state.outcome()
        assert out is not None
        margins.append(out.stats[hard_seat]["margin"])
    assert sum(m > 0 for m in margins) >= 3 and sum(margins) / len(margins) > 5
