"""Seeded random playouts through the public engine API (shared by tests and benchmarks)."""

from __future__ import annotations

import itertools
import random
from typing import Any, Iterator, Mapping

from engine import GAMES, GameInfo, GameState

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


def option_sets(info: GameInfo) -> list[dict[str, Any]]:
    """Every combination of the game's options."""
    names = [o.name for o in info.options]
    return [dict(zip(names, combo)) for combo in itertools.product(*(o.choices for o in info.options))]


def cases(seeds: range) -> list[tuple[str, int, dict[str, Any], int]]:
    """(game, seat count, options, seed) for every registered game, seat count and option set."""
    return [(key, n, opts, seed) for key, info in GAMES.items() for n in info.players
            for opts in option_sets(info) for seed in seeds]


def case_id(case: tuple[str, int, dict[str, Any], int]) -> str:
    key, n, options, seed = case
    return f"{key}-{n}p-{'-'.join(f'{a}={b}' for a, b in options.items()) or 'default'}-{seed}"


def game_states(key: str, seed: int, options: Mapping[str, Any] | None = None,
                names: tuple[str, ...] = ()) -> list[GameState[Any]]:
    """Every state of one seeded random game of the game's first seat count, start to end
    (seats called by `names` when given), for the picture tests."""
    info = GAMES[key]
    state = info.new_game(players=info.players[0], seed=seed, options=options)
    state = state.named(names) if names else state
    rng = random.Random(seed)
    states = [state]
    while state.outcome() is None:
        seat = rng.choice(sorted(state.to_act()))
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
        states.append(state)
    return states
