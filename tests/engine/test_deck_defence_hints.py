"""Deck Defence's search kit: worlds, the playout policy, the evaluation and the hint's
reason (the generic promises are in test_search.py)."""

from __future__ import annotations

import random
import re

from engine.deck_defence import INFO
from engine.search import result_value

from .playout import random_playout
from .reasons import assert_every_reason_is_one_plain_sentence

KIT = INFO.kit
GRAMMAR = re.compile(r"\b(conscript|defeat|explore|capture|order|refill)\.|\b[mcp][1-3]\b|\b[SFT][1-4]\b|DD-\d")


def _positions(seeds: range, every: int = 4, options: dict | None = None) -> list:
    return [s for seed in seeds for k, (s, _seat, _a) in enumerate(random_playout(INFO, 1, seed, options))
            if k % every == 0]


def test_a_world_keeps_the_cards_explore_showed_and_deals_the_rest_again() -> None:
    # DD-4: the cards the player put back in order stay on top; DD-9: the face-down discard
    # pile is dealt again with the unseen deck.
    checked = 0
    for i, state in enumerate(_positions(range(6), 1)):
        world = KIT.determinize(state, 0, random.Random(i))
        assert world.view(0) == state.view(0)
        assert world.deck[:state.known] == state.deck[:state.known]
        assert sorted(world.deck[state.known:] + world.discard) == sorted(state.deck[state.known:] + state.discard)
        checked += state.known > 0
    assert checked


def test_a_classic_world_keeps_the_face_up_discard_on_top() -> None:
    # DD-12: in Classic mode the discard pile's top card is shown.
    for i, state in enumerate(_positions(range(3), 3, {"classic": True})):
        world = KIT.determinize(state, 0, random.Random(i))
        assert world.view(0) == state.view(0)
        assert world.discard[-1:] == state.discard[-1:]


def test_the_policy_plays_legal_moves_to_the_end_of_a_world() -> None:
    rng = random.Random(2)
    for options in ({}, {"classic": True}):
        for seed in range(2):
            state = INFO.new_game(players=1, seed=seed, options=options)
            while state.to_act():
                action = KIT.policy(state, 0, rng)
                assert action in state.legal_actions(0)
                state = state.apply(0, action)


def test_the_policy_defeats_an_enemy_the_pile_tops_pay_for_exactly() -> None:
    state = INFO.new_game(players=1, seed=0).copy()
    # DD-3: Fire 3 and Fire 2 on top pay exactly 5 for the Fire Enemy.
    state.main = ("F4", "S1", "T1")
    state.piles = (("F3",), ("F2",), ())
    state.capture = (None, None, None)
    assert KIT.policy(state, 0, random.Random(0)) == "defeat.m1.p1+p2"


def test_the_evaluation_is_a_value_between_lost_and_won() -> None:
    for state in _positions(range(4), 3):
        value = KIT.evaluate(state, 0)
        assert 0.0 <= value <= 1.0
        if state.outcome() is not None:
            assert (value >= 0.9) == (result_value(state, 0) == 1.0)


def test_the_evaluation_sees_a_game_that_cannot_be_won_any_more() -> None:
    # DD-3: three Sword enemies cost 15 Sword ranks; with 4 of the 18 discarded, 14 are left.
    start = INFO.new_game(players=1, seed=0)
    state = start.copy()
    deck = list(state.deck)
    gone = ["S1", "S1", "S2"]
    for card in gone:
        deck.remove(card)
    state.deck, state.discard = tuple(deck), tuple(gone)
    assert KIT.evaluate(state, 0) == 0.0 < KIT.evaluate(start, 0)


def test_every_reason_is_one_plain_sentence() -> None:
    assert_every_reason_is_one_plain_sentence(INFO, _positions(range(3), 3)[:12], GRAMMAR, playouts=10, depth=3)


def test_the_policy_weighs_a_move_as_the_engine_would_play_it() -> None:
    # The policy works out each move's result from the table instead of applying it (for
    # speed); it must still see what applying shows: same promise for every move it weighs.
    from engine.deck_defence import kit

    checked = 0
    for state in _positions(range(3), 2):
        if state.phase != "act" or state.classic:
            continue
        for action in state.legal_actions(0):
            if action.startswith("explore"):
                continue  # judged before the ordering step, which applying would add
            after = state.apply(0, action)
            worked = kit._move_value(state, action)
            if after.phase == "over":
                assert (worked >= 1000.0) == (after.result == "win")
            else:
                assert worked == kit._points(after), action
            checked += 1
    assert checked > 20


def test_the_hint_explores_the_pile_whose_discard_uncovers_the_winning_payment_DD4() -> None:
    # The last enemy, the Fire Enemy, costs 5 (DD-3); the tops Fire 3 and Fire 1 pay 4.  With
    # the deck empty, Explore still discards a top (DD-4): discarding Fire 1 uncovers Fire 2,
    # and 3 + 2 wins; discarding Fire 3 leaves nothing that can pay.
    from engine.search import hint

    state = INFO.new_game(players=1, seed=0).copy()
    enemies = [f"{a}4" for a in "SFT" for _ in range(3)]
    state.defeated = tuple(enemies[:-1])
    state.capture = (None, "F4", None)
    state.main = (None, None, None)
    state.piles = (("S1", "F3"), ("F2", "F1"), ())
    state.deck = ()
    state.known = 0
    friendly = sorted(f"{a}{r}" for a in "SFT" for r in "123" for _ in range(3))
    for card in ("S1", "F3", "F2", "F1"):
        friendly.remove(card)
    state.discard = tuple(friendly)
    state.explore_blocked = False
    assert sorted(state.legal_actions(0)) == ["explore.p1", "explore.p2"]
    assert hint(INFO, state, 0, seed=0, version=0).action == "explore.p2"
