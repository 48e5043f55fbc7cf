"""What every game's search kit promises (engine/search.py), for every registered game that has one.

- A world sampled for a seat shows that seat exactly its own view.
- Worlds depend on the hidden cards only as a multiset: a state whose hidden cards lie
  elsewhere (itself a sampled world) gives the same worlds for the same generator, so
  every level's choice and every hint is the same in both (the bot and the hint player see
  only their own view).
- A level's choice and a hint are legal, and the same for the same seed.
- The solver's "winnable" verdicts come with a line the engine replays to a win.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.search import (NOT_WINNABLE, UNDECIDED, WINNABLE, Seen, decide, hint, result_value, solve)

from .playout import random_playout

KITTED = [(key, n) for key, info in GAMES.items() if info.kit is not None for n in info.players]
LEVELLED = [(key, n) for key, n in KITTED if GAMES[key].kit.levels and n > 1]
HINTED = [(key, n) for key, n in KITTED if GAMES[key].kit.hint_playouts and n == 1]
SOLITAIRE = HINTED


def _sampled_states(key: str, players: int, seeds: range, every: int) -> list[tuple[Any, int]]:
    """(state, seat to act) along seeded random games, every `every`-th position."""
    out = []
    for seed in seeds:
        for k, (state, seat, _action) in enumerate(random_playout(GAMES[key], players, seed)):
            if k % every == 0:
                out.append((state, seat))
    return out


def _other_world(state: Any, seat: int, kit: Any, salt: int) -> Any:
    """The same position with the hidden cards lying elsewhere."""
    return kit.determinize(state, seat, random.Random(f"other:{salt}"))


@pytest.mark.parametrize("key,players", KITTED)
def test_a_sampled_world_shows_the_seat_its_own_view(key: str, players: int) -> None:
    kit = GAMES[key].kit
    for i, (state, seat) in enumerate(_sampled_states(key, players, range(6), 3)):
        world = kit.determinize(state, seat, random.Random(i))
        assert world.view(seat) == state.view(seat), f"{key}: position {i}"
        assert world.to_act() == state.to_act()
        assert world.legal_actions(seat) == state.legal_actions(seat)


@pytest.mark.parametrize("key,players", KITTED)
def test_worlds_do_not_depend_on_where_the_hidden_cards_lie(key: str, players: int) -> None:
    kit = GAMES[key].kit
    moved = 0
    for i, (state, seat) in enumerate(_sampled_states(key, players, range(6), 3)):
        other = _other_world(state, seat, kit, i)
        moved += other.to_json() != state.to_json()
        for salt in range(3):
            a = kit.determinize(state, seat, random.Random(salt))
            b = kit.determinize(other, seat, random.Random(salt))
            assert a.to_json() == b.to_json(), f"{key}: position {i}"
    assert moved, f"{key}: no position had hidden cards to move"


@pytest.mark.parametrize("key,players", LEVELLED)
def test_every_level_decides_from_its_own_view_only_and_the_same_for_a_seed(key: str, players: int) -> None:
    info = GAMES[key]
    states = _sampled_states(key, players, range(2), 9)
    for level in info.kit.levels:
        for i, (state, seat) in enumerate(states[:6]):
            chosen = decide(info, state, seat, level, seed=i, version=i)
            assert chosen in state.legal_actions(seat) or state.is_legal(seat, chosen)
            assert decide(info, state, seat, level, seed=i, version=i) == chosen
            other = _other_world(state, seat, info.kit, i)
            assert decide(info, other, seat, level, seed=i, version=i) == chosen, (
                f"{key} {level}: the choice changed with cards the seat cannot see")


@pytest.mark.parametrize("key,players", HINTED)
def test_a_hint_is_a_legal_move_from_the_players_own_view(key: str, players: int) -> None:
    info = GAMES[key]
    for i, (state, seat) in enumerate(_sampled_states(key, players, range(2), 5)[:3]):
        found = hint(info, state, seat, seed=i, version=i)
        assert state.is_legal(seat, found.action)
        assert found.reason and "None" not in found.reason
        other = _other_world(state, seat, info.kit, i)
        assert hint(info, other, seat, seed=i, version=i).action == found.action


def test_seen_keeps_the_true_state_out_of_its_public_names() -> None:
    assert not [name for name in dir(Seen) if "state" in name and not name.startswith("_")]


@pytest.mark.parametrize("key,players", SOLITAIRE)
def test_a_winnable_verdict_comes_with_a_line_that_wins(key: str, players: int) -> None:
    info = GAMES[key]
    kinds = set()
    for seed in range(3):
        start = info.new_game(players=players, seed=seed)
        played = [a for _s, _seat, a in random_playout(info, players, seed)]
        verdict = solve(info, start, played, seconds=1.0)
        kinds.add(verdict.kind)
        assert verdict.kind in (WINNABLE, NOT_WINNABLE, UNDECIDED)
        if verdict.kind == WINNABLE:
            state = start
            for action in verdict.line:
                state = state.apply(min(state.to_act()), action)
            assert state.outcome() is not None and result_value(state, 0) == 1.0
            assert list(verdict.line[:verdict.followed]) == played[:verdict.followed]
