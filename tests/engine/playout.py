"""Seeded random playouts through the public engine API (shared by tests and benchmarks)."""

from __future__ import annotations

import random
from typing import Any, Iterator, Mapping

from engine import GameInfo, GameState

MAX_STEPS = 20_000


def random_playout(info: GameInfo, players: int, seed: int,
                   options: Mapping[str, Any] | None = None) -> Iterator[tuple[GameState, int, str]]:
    """Yield (state, seat, action) for each step of a random game; the last state is over."""
    state = info.new_game(players=players, seed=seed, options=options)
    chooser = random.Random(seed * 7919 + 1)
    for _ in range(MAX_STEPS):
        seats = sorted(state.to_act())
        if not seats:
            return
        seat = chooser.choice(seats)
        action = chooser.choice(state.legal_actions(seat))
        yield state, seat, action
        state = state.apply(seat, action)
    raise AssertionError(f"{info.key} seed {seed}: no end after {MAX_STEPS} steps")


def final_state(info: GameInfo, players: int, seed: int) -> tuple[GameState, list[tuple[int, str]]]:
    state = info.new_game(players=players, seed=seed)
    moves: list[tuple[int, str]] = []
    for state, seat, action in random_playout(info, players, seed):
        moves.append((seat, action))
    end = state.apply(*moves[-1]) if moves else state
    return end, moves
