"""The Capture AI: legal, view-only, and clearly better than a uniform-random player."""

from __future__ import annotations

import random
import time

from engine.capture import INFO, CaptureState
from engine.capture import ai as capture_ai
from engine.capture.ai import choose_action, plan, play_against_random

E = (None, None, None, None, None)


def _state(cols, hands, need=5) -> CaptureState:
    return CaptureState(
        seed=1, counter=1, ace_flexible=False, dealer=0, deck=tuple(["2C"] * 10),
        cols=tuple(cols), hands=hands, placed=(E, E), need=need, locked=(False, False),
        round=1, captured=((), ()), reveal=(), reveal_round=0, phase="place", ending="normal", stopped=None, events=())


def test_ai_beats_a_random_player_in_most_seeded_games() -> None:
    margins = [play_against_random(INFO, seed, seed % 2) for seed in range(40)]
    wins = sum(m > 0 for m in margins)
    losses = sum(m < 0 for m in margins)
    assert wins >= 28 and wins > 3 * losses
    assert sum(margins) / len(margins) > 5


def test_ai_completes_a_pair_and_sacrifices_its_lowest_card_C4() -> None:
    cols = ((("7S",), ("2H",), 0), (("3S",), ("QH",), 0), (("5S",), ("6H",), 0),
            (("8S",), ("9H",), 0), (("TS",), ("JH",), 0))
    s = _state(cols, (("2D", "4D", "7D", "KD", "KC"), ("3H", "4H", "5H", "8H", "TH")))
    placement = plan(s.view(0))
    assert placement["7D"] == 0  # 7S + 7D: a pair beats whatever they add
    assert sorted(placement.values()) == [0, 1, 2, 3, 4]
    assert choose_action(s.view(0), s.legal_actions(0), random.Random(1)).startswith("place.")


def test_ai_locks_once_everything_is_placed_and_uses_only_its_view() -> None:
    state = INFO.new_game(players=2, seed=9)
    rng = random.Random(0)
    start = time.perf_counter()
    steps = 0
    while 1 in state.to_act():
        view = state.view(1)
        assert view.viewer == 1 and not any(c in repr(view) for c in state.hands[0])
        action = choose_action(view, state.legal_actions(1), rng)
        state = state.apply(1, action)
        steps += 1
        if action == "lock":
            break
    assert action == "lock" and steps == 6
    assert (time.perf_counter() - start) / steps < 0.05


def test_ai_counts_on_hidden_opponent_cards_in_a_short_round_C8_C11() -> None:
    # Five carried columns, 4 cards each: the opponent's locked-in cards are somewhere.
    cols = tuple(((r + "S",), (r + "H",), 1) for r in "23456")
    s = _state(cols, (("7D", "8D", "9D", "TD"), ("7C", "8C", "9C", "TC")), need=4)
    for card, col in zip(s.hands[1], ("c1", "c2", "c3", "c4")):
        s = s.apply(1, f"place.{card}.c{col[1]}")
    s = s.apply(1, "lock")
    v = s.view(0)
    assert all(c.placed[1] == 0 for c in v.columns) and v.locked[1]
    seen: list[float] = []
    real = capture_ai._column_value

    def spy(mine, theirs, p, *rest):  # type: ignore[no-untyped-def]
        seen.append(p)
        return real(mine, theirs, p, *rest)

    capture_ai._column_value = spy
    try:
        placement = plan(v)
    finally:
        capture_ai._column_value = real
    assert sorted(placement) == ["7D", "8D", "9D", "TD"]
    assert seen and all(abs(p - 4 / 5) < 1e-9 for p in seen)
