"""The solver (`engine.search.solve`), for every solitaire game with a search kit: what its
verdicts promise.

- A "winnable" verdict comes with a line the engine replays to a win, and `followed` is
  exactly how many of the player's moves it begins with; where the player's own game could
  still be won, the line keeps at least that much of it.
- A "not winnable" verdict is checked against every line of play, found here without the
  solver's memory or move ordering (small positions only).
- Tower Defense: the player's own larger payment (a `Pick` set the legal list leaves out)
  is followed, and "not winnable" covers those payments too.
- After a loss, the position the verdict names is the last winnable one of the player's
  game: solved again on its own it is winnable, and the one after the next move is not.
- Out of time the verdict is undecided; the search is deterministic.
- What the search drops unsearched (Deck Defence's bound) loses on every line, and
  dropping it never changes a verdict.
- Defend and Capture's wins found turn by turn replay to a win.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, ClassVar, Iterator, Sequence

import pytest

from engine import GAMES
from engine.core import GameInfo, GameState, Outcome
from engine.search import NOT_WINNABLE, UNDECIDED, WINNABLE, Kit, result_value, solve

from .playout import random_playout

SOLITAIRE = [key for key, info in GAMES.items() if 1 in info.players and info.kit is not None]
# Games whose kit's policy wins some of the first 40 deals, so a won game is at hand.  Defend
# and Capture's policy wins none, and its solver takes seconds on a whole deal
# (benchmarks/solver.py): its wins are checked on deals given a head start instead.
WON_BY_POLICY = [key for key in SOLITAIRE if key != "defend-and-capture"]
NODE_CAP = 60_000


def _mover(state: Any) -> int:
    return min(state.to_act())


def _replay(start: Any, line: Sequence[str]) -> Any:
    state = start
    for action in line:
        state = state.apply(_mover(state), action)
    return state


def _policy_game(key: str, seed: int) -> tuple[Any, list[str], Any]:
    """(start, moves, end) of the deal played by the kit's policy."""
    info = GAMES[key]
    start = info.new_game(players=1, seed=seed)
    rng = random.Random(seed)
    state, moves = start, []
    while state.to_act():
        action = info.kit.policy(state, _mover(state), rng)
        moves.append(action)
        state = state.apply(_mover(state), action)
    return start, moves, state


def _every_move(state: Any, seat: int) -> list[str]:
    """Every legal move: the list and every set a `Pick` step accepts."""
    moves = list(state.legal_actions(seat))
    for prefix in dict.fromkeys(a.rsplit(".", 1)[0] for a in moves if "." in a):
        pick = state.pick(seat, prefix.split("."))
        if pick is None:
            continue
        items = pick.items
        for mask in range(1, 1 << len(items)):
            chosen = [items[i] for i in range(len(items)) if mask >> i & 1]
            action = f"{prefix}.{pick.spell(chosen)}"
            if action not in moves and state.is_legal(seat, action):
                moves.append(action)
    return moves


def _every_line_loses(state: Any, cap: int = NODE_CAP) -> bool | None:
    """True when no line from `state` wins, False when one does, None past `cap` positions."""
    seen = [0]

    def walk(s: Any) -> bool:
        if not s.to_act():
            return result_value(s, 0) < 1.0
        seen[0] += 1
        if seen[0] > cap:
            raise OverflowError
        seat = _mover(s)
        return all(walk(s.apply(seat, a)) for a in _every_move(s, seat))

    try:
        return walk(state)
    except OverflowError:
        return None


def _check_line(start: Any, played: Sequence[str], verdict: Any) -> None:
    end = _replay(start, verdict.line)
    assert end.outcome() is not None and result_value(end, 0) == 1.0
    f = verdict.followed
    assert list(verdict.line[:f]) == list(played[:f])
    assert f == len(played) or f == len(verdict.line) or verdict.line[f] != played[f]


@pytest.mark.parametrize("key", WON_BY_POLICY)
def test_a_won_game_is_its_own_winning_line(key: str) -> None:
    for seed in range(40):
        start, moves, end = _policy_game(key, seed)
        if result_value(end, 0) == 1.0:
            break
    else:
        raise AssertionError(f"{key}: the kit's policy won none of 40 deals")
    verdict = solve(GAMES[key], start, moves, seconds=5.0)
    assert verdict.kind == WINNABLE
    assert list(verdict.line) == moves and verdict.followed == len(moves)


@pytest.mark.parametrize("key", WON_BY_POLICY)
def test_a_winning_line_keeps_the_players_moves_until_the_player_went_astray(key: str) -> None:
    """A won game that turns away a few moves from the end and is played on at random: the
    position before the turn was winnable, so the line keeps at least those moves."""
    info = GAMES[key]
    checked = 0
    for seed in range(40):
        start, moves, end = _policy_game(key, seed)
        if result_value(end, 0) < 1.0:
            continue
        for back in (2, 4, 6):
            if back > len(moves):
                continue
            turn = len(moves) - back
            state = _replay(start, moves[:turn])
            others = [a for a in state.legal_actions(_mover(state)) if a != moves[turn]]
            if not others:
                continue
            rng = random.Random(seed * 31 + back)
            played = moves[:turn] + [rng.choice(others)]
            state = state.apply(_mover(state), played[-1])
            while state.to_act():
                played.append(rng.choice(state.legal_actions(_mover(state))))
                state = state.apply(_mover(state), played[-1])
            verdict = solve(info, start, played, seconds=5.0)
            if verdict.kind == UNDECIDED:
                continue
            assert verdict.kind == WINNABLE
            _check_line(start, played, verdict)
            assert verdict.followed >= turn
            checked += 1
        if checked >= 2:
            break
    assert checked, f"{key}: no won game of the first 40 deals turned into a decided verdict"


@pytest.mark.parametrize("key", SOLITAIRE)
def test_a_not_winnable_verdict_loses_on_every_line(key: str) -> None:
    """Positions a few moves before the end of lost random games."""
    info = GAMES[key]
    verified = 0
    games = [list(random_playout(info, 1, seed)) for seed in range(8)]
    for back in (1, 2, 3):
        for seed, steps in enumerate(games):
            if back > len(steps) or verified >= 2:
                continue
            state = steps[-back][0]
            played = [a for _s, _seat, a in steps[-back:]]
            verdict = solve(info, state, played, seconds=0.2)
            assert verdict.kind in (WINNABLE, NOT_WINNABLE, UNDECIDED)
            if verdict.kind == WINNABLE:
                _check_line(state, played, verdict)
            elif verdict.kind == NOT_WINNABLE:
                lost = _every_line_loses(state)
                assert lost is not False, f"{key} seed {seed}: a line wins"
                verified += lost is True
    assert verified, f"{key}: no small not-winnable position was found to check"


# --- lines longer than Python's recursion, and loops ---------------------------------------


class _Walk(GameState[int]):
    """A toy solitaire: step along a road from 0; reaching `goal` wins, giving up loses.
    Waiting and stepping back lead to positions already met (loops), and the road may be
    closed at `wall` (then nothing wins)."""

    words: ClassVar[Any] = None

    def __init__(self, at: int, goal: int, wall: int, over: str = "") -> None:
        self.at, self.goal, self.wall, self.over = at, goal, wall, over

    @property
    def players(self) -> int:
        return 1

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.over else frozenset({0})

    def _legal(self, seat: int) -> tuple[str, ...]:
        moves = ["wait"] + (["back"] if self.at else []) + (["step"] if self.at < self.wall else [])
        return (*moves, "give-up")

    def _apply(self, seat: int, action: str) -> "_Walk":
        if action == "give-up":
            return _Walk(self.at, self.goal, self.wall, "loss")
        at = self.at + {"wait": 0, "back": -1, "step": 1}[action]
        return _Walk(at, self.goal, self.wall, "win" if at == self.goal else "")

    def _stop(self, seat: int | None, ending: str) -> "_Walk":
        return _Walk(self.at, self.goal, self.wall, "loss")

    def view(self, seat: int | None = None) -> int:
        return self.at

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(frozenset({0}) if self.over == "win" else frozenset(), (self.at,), self.over,
                       result=(self.over,))

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at, "goal": self.goal, "wall": self.wall, "over": self.over}


def _walk(goal: int, wall: int) -> tuple[GameInfo, _Walk]:
    kit = Kit(determinize=lambda state, seat, rng: state, policy=lambda state, seat, rng: "wait",
              evaluate=lambda state, seat: 0.5, key=lambda state: state.at)
    start = _Walk(0, goal, wall)
    info = GameInfo("walk", "Walk", (1,), new_game=lambda **_: start,
                    from_json=lambda d: _Walk(d["at"], d["goal"], d["wall"], d["over"]), kit=kit)
    return info, start


def test_a_winning_line_may_be_longer_than_pythons_recursion_and_pass_by_loops() -> None:
    info, start = _walk(goal=3000, wall=3000)
    verdict = solve(info, start, ("wait", "step", "give-up"), seconds=30.0)
    assert verdict.kind == WINNABLE
    assert list(verdict.line) == ["wait"] + ["step"] * 3000
    assert verdict.followed == 2  # the player's own loop is followed; giving up was the slip


def test_a_deal_whose_every_line_loops_or_gives_up_is_not_winnable() -> None:
    info, start = _walk(goal=50, wall=20)
    assert solve(info, start, (), seconds=30.0).kind == NOT_WINNABLE


# --- Tower Defense ----------------------------------------------------------------------


def _td_tower_cut(seed: int, left: int) -> Any:
    """A Tower Defense deal whose tower keeps only its top `left` cards (the rest go to the
    bottom of the deck): a table that cannot be held."""
    info = GAMES["tower-defense"]
    data = info.new_game(players=1, seed=seed).to_json()
    data["deck"] = data["deck"] + data["tower"][left:]
    data["tower"] = data["tower"][:left]
    return info.from_json(data)


@pytest.mark.parametrize("seed,left", [(1, 1), (8, 2)])
def test_tower_defense_a_tower_that_cannot_hold_is_not_winnable_on_any_line(seed: int, left: int) -> None:
    """T-9, T-13: the attack breaches and no defence (of any size) saves the last cards."""
    info = GAMES["tower-defense"]
    start = _td_tower_cut(seed, left)
    assert start.view(0).breach
    verdict = solve(info, start, (), seconds=20.0)
    assert verdict.kind == NOT_WINNABLE
    assert _every_line_loses(start) is True


def test_tower_defense_the_solver_follows_a_larger_payment_than_the_list_names() -> None:
    """T-6: any set that pays is a move; the player's own set is tried first."""
    info = GAMES["tower-defense"]
    for seed in range(40):
        start, moves, _end = _policy_game("tower-defense", seed)
        state = start
        for k, action in enumerate(moves):
            if action.startswith("defend."):
                extra = [a for a in _every_move(state, 0) if a not in state.legal_actions(0)
                         and a.startswith(action.rsplit(".", 1)[0] + ".")]
                if extra:
                    played = moves[:k] + [extra[0]]
                    verdict = solve(info, start, played, seconds=5.0)
                    if verdict.kind == WINNABLE:
                        assert list(verdict.line[:k + 1]) == played
                        assert verdict.followed == k + 1
                        _check_line(start, played, verdict)
                        return
                    break
            state = state.apply(0, action)
    pytest.fail("no deal where a larger payment kept the game winnable")


# --- the losing move, budgets, and what the search may drop --------------------------------


def _positions(start: Any, played: Sequence[str]) -> list[Any]:
    out = [start]
    for action in played:
        out.append(out[-1].apply(_mover(out[-1]), action))
    return out


# Lost policy games whose verdicts take well under a second (found by trying the first seeds).
LOST_BY_POLICY = [("deck-defence", 1), ("deck-defence", 2), ("tower-defense", 0), ("tower-defense", 3),
                  ("under-siege", 0), ("under-siege", 1)]


@pytest.mark.parametrize("key,seed", LOST_BY_POLICY)
def test_the_losing_move_is_played_from_the_last_winnable_position_of_the_players_game(key: str, seed: int) -> None:
    """The position the verdict names is winnable, and the one the player's next move made
    is not, each solved again on its own."""
    info = GAMES[key]
    start, moves, end = _policy_game(key, seed)
    assert result_value(end, 0) < 1.0
    verdict = solve(info, start, moves, seconds=20.0)
    assert verdict.kind == WINNABLE
    _check_line(start, moves, verdict)
    k = verdict.followed
    assert k < len(moves)
    positions = _positions(start, moves)
    assert solve(info, positions[k], (), seconds=20.0).kind == WINNABLE
    assert solve(info, positions[k + 1], (), seconds=20.0).kind == NOT_WINNABLE


def test_out_of_time_the_verdict_is_undecided_never_a_guess() -> None:
    info = GAMES["deck-defence"]
    start, moves, _end = _policy_game("deck-defence", 0)
    ticks = iter(range(10**9))
    verdict = solve(info, start, moves, seconds=3, clock=lambda: next(ticks))
    assert verdict.kind == UNDECIDED and not verdict.line


def test_the_search_is_deterministic_so_a_smaller_budget_is_a_prefix_of_a_larger_one() -> None:
    info = GAMES["deck-defence"]
    start, moves, _end = _policy_game("deck-defence", 3)
    first, again = solve(info, start, moves, seconds=30.0), solve(info, start, moves, seconds=30.0)
    assert first == again


def _dd_bounded_positions(seeds: range, deck_max: int) -> Iterator[Any]:
    """Deck Defence positions from random games, with at most `deck_max` cards in the deck,
    that the solver's bound drops."""
    from engine.deck_defence import solving

    info = GAMES["deck-defence"]
    for seed in seeds:
        for state, _seat, _action in list(random_playout(info, 1, seed))[-6:]:
            if state.to_act() and len(state.deck) <= deck_max and solving.bound(state):
                yield state


def test_deck_defence_a_position_the_bound_drops_loses_on_every_line_DD3() -> None:
    """DD-3: every enemy takes its own cards of its attribute summing to 5 or more; when the
    cards left of an attribute cannot make that many payments, no line wins."""
    verified = 0
    for state in _dd_bounded_positions(range(60), deck_max=2):
        lost = _every_line_loses(state, cap=5_000)
        assert lost is not False
        verified += lost is True
        if verified >= 5:
            break
    assert verified >= 5


def test_deck_defence_payments_left_count_disjoint_groups_DD3() -> None:
    from engine.deck_defence.solving import groups

    assert groups(0, 0, 0) == 0
    assert groups(0, 5, 0) == 1  # 2+2+2, and 2+2 is short
    assert groups(1, 2, 0) == 1
    assert groups(3, 3, 3) == 3  # 3+2 three times
    assert groups(0, 0, 4) == 2
    assert groups(5, 0, 0) == 1


# Positions of Deck Defence policy games (seed, moves before the end), winnable and not, that
# the search decides in well under a second with the bound and without it.
DD_NEAR_THE_END = [(2, 8), (3, 8), (3, 12), (4, 4), (5, 8), (5, 12), (6, 8)]


def test_the_deck_defence_bound_never_changes_a_verdict_DD3() -> None:
    """The same positions solved with and without the kit's bound give the same verdict."""
    info = GAMES["deck-defence"]
    plain = dataclasses.replace(info, kit=dataclasses.replace(info.kit, bound=None))
    kinds = []
    for seed, back in DD_NEAR_THE_END:
        start, moves, _end = _policy_game("deck-defence", seed)
        state = _replay(start, moves[:len(moves) - back])
        with_bound = solve(info, state, (), seconds=20.0)
        assert with_bound.kind == solve(plain, state, (), seconds=20.0).kind != UNDECIDED
        kinds.append(with_bound.kind)
    assert {WINNABLE, NOT_WINNABLE} <= set(kinds)


# --- Defend and Capture: wins found turn by turn ---------------------------------------------


def _dc_with_more_captured(seed: int) -> Any:
    """A Defend and Capture deal with two more rank-10 cards (actions, DC-8) and two more
    rank 1-9 cards (draws, DC-7) taken from the deck into Captured: 8 of the 12 (DC-6
    hastens the enemies from there)."""
    from engine.defend_and_capture.constants import PERSONALITY

    info = GAMES["defend-and-capture"]
    data = info.new_game(players=1, seed=seed).to_json()
    deck = data["deck"]
    moved = [c for c in deck if c in PERSONALITY][:2] + [c for c in deck if c not in PERSONALITY][:2]
    for card in moved:
        deck.remove(card)
    data["captured"] = data["captured"] + moved
    return info.from_json(data)


@pytest.mark.parametrize("seed", [1, 4])
def test_defend_and_capture_a_winnable_verdict_replays_to_twelve_captured_DC10(seed: int) -> None:
    info = GAMES["defend-and-capture"]
    start = _dc_with_more_captured(seed)
    verdict = solve(info, start, (), seconds=30.0)
    assert verdict.kind == WINNABLE
    end = _replay(start, verdict.line)
    assert result_value(end, 0) == 1.0 and len(end.captured) >= 12


def test_defend_and_capture_the_turn_by_turn_search_finds_a_line_the_engine_replays() -> None:
    from engine.defend_and_capture.solving import win_search
    from engine.search import Solver

    info = GAMES["defend-and-capture"]
    start = _dc_with_more_captured(1)
    line = win_search(start, Solver(info), 1)  # a restart: its turn starts ranked with noise
    assert line is not None
    assert result_value(_replay(start, line), 0) == 1.0


def test_defend_and_capture_a_restart_with_noise_finds_the_same_line_every_time() -> None:
    from engine.defend_and_capture.solving import win_search
    from engine.search import Solver

    info = GAMES["defend-and-capture"]
    start = _dc_with_more_captured(1)
    first = win_search(start, Solver(info), 1)
    assert first is not None and win_search(start, Solver(info), 1) == first


# --- Under Siege solitaire: the battle that must take every point ----------------------------


def _us_last_turns(seeds: range) -> Iterator[Any]:
    """Under Siege solitaire positions at the start of the second turn's deployment in policy
    games, made the last turn's (US-17: surviving its battle wins) and with the player's
    attrition set from 1 to 12, so that some cannot survive the automaton's known front (US-16)
    and some can."""
    info = GAMES["under-siege"]
    for seed in seeds:
        start, moves, _end = _policy_game("under-siege", seed)
        for state in _positions(start, moves):
            d = state.d
            if d["turn"] == 2 and d["phase"] == "deploy" and not d["fresh"][0]:
                for att in range(1, 13):
                    data = state.to_json()
                    data["att"][0], data["turn"] = att, 5
                    yield info.from_json(data)
                break


def test_under_siege_a_turn_the_bound_drops_loses_on_every_line_US16_US17() -> None:
    """US-16: the automaton's front is the deck's next cards; when even a generous reading of
    the player's cards cannot keep its damage below the player's attrition, every line of the
    last turn loses (searched without the bound), and with more attrition the bound lets go."""
    from engine.under_siege import solving

    info = GAMES["under-siege"]
    plain = dataclasses.replace(info, kit=dataclasses.replace(info.kit, bound=None))
    dropped = kept = 0
    for state in _us_last_turns(range(40)):
        if solving.bound(state):
            assert solve(plain, state, (), seconds=60.0).kind == NOT_WINNABLE
            dropped += 1
            if dropped >= 6 and kept:
                break
        elif state.d["att"][0] <= 3:
            kept += 1
    assert dropped >= 6 and kept >= 1
    assert not solving.bound(GAMES["under-siege"].new_game(players=1, seed=0))


def test_under_siege_the_bound_never_changes_a_verdict_US17() -> None:
    """Last turns solved with and without the kit's bound get the same verdict."""
    info = GAMES["under-siege"]
    plain = dataclasses.replace(info, kit=dataclasses.replace(info.kit, bound=None))
    kinds = []
    for state in _us_last_turns(range(6)):
        if state.d["att"][0] not in (1, 2, 4, 8):
            continue
        with_bound = solve(info, state, (), seconds=60.0)
        assert with_bound.kind == solve(plain, state, (), seconds=60.0).kind != UNDECIDED
        kinds.append(with_bound.kind)
    assert {WINNABLE, NOT_WINNABLE} <= set(kinds)
