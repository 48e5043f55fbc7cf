"""Defend and Capture's search kit: worlds, the playout policy, the evaluation and the
hint's reason (the generic promises are in test_search.py)."""

from __future__ import annotations

import random
import re

from engine.defend_and_capture import INFO
from engine.search import hint, result_value

from .playout import random_playout
from .reasons import assert_every_reason_is_one_plain_sentence

KIT = INFO.kit
GRAMMAR = re.compile(r"\b(play|counter|interchange|sacrifice|withdraw|discard)\.|\b[dDsS][1-3]\b|DC-\d")


def _positions(seeds: range, every: int = 4) -> list:
    return [s for seed in seeds for k, (s, _seat, _a) in enumerate(random_playout(INFO, 1, seed)) if k % every == 0]


def test_a_world_keeps_the_table_and_deals_the_deck_and_the_discards_below_the_top_again() -> None:
    # DC-18: every card on the table is face up; only the deck's order and the discard pile
    # under its top card are out of sight.
    for i, state in enumerate(_positions(range(3))):
        world = KIT.determinize(state, 0, random.Random(i))
        assert world.view(0) == state.view(0)
        assert sorted(world.deck + world.discard[:-1]) == sorted(state.deck + state.discard[:-1])
        assert world.discard[-1:] == state.discard[-1:]


def test_a_world_draws_its_reshuffles_from_a_new_seed() -> None:
    # DC-16: knowing the seed would be knowing the order of every reshuffle to come.
    state = INFO.new_game(players=1, seed=3)
    seeds = {KIT.determinize(state, 0, random.Random(k)).seed for k in range(5)}
    assert state.seed not in seeds and len(seeds) == 5


def test_the_policy_plays_legal_moves_to_the_end_of_a_world() -> None:
    rng = random.Random(1)
    for seed in range(3):
        state = INFO.new_game(players=1, seed=seed)
        while state.to_act():
            action = KIT.policy(state, 0, rng)
            assert action in state.legal_actions(0)
            state = state.apply(0, action)


def test_the_policy_captures_when_a_counterattack_can() -> None:
    state = INFO.new_game(players=1, seed=0)
    state = state.copy()
    # The Pact (9, Moons/Suns) in the bottom row, left column; The Diplomat (8, Moons/Suns)
    # defends that column and the Ace of Moons stands at its row's side: 8 + 1 = 9 captures.
    state.bg = [None] * 6 + ["9MS", None, None]
    state.defense = ["8MS", None, None]
    state.side = [None, None, "AM"]
    state.captured = ["PMSL", "CMWK", "6SY", "7ML"]
    state.hand, state.phase, state.actions_left = [], "actions", 2
    assert KIT.policy(state, 0, random.Random(0)) in ("counter.d1", "counter.s3")


def test_the_evaluation_is_a_value_between_lost_and_won() -> None:
    for state in _positions(range(4), 3):
        value = KIT.evaluate(state, 0)
        assert 0.0 <= value <= 1.0
        if state.outcome() is not None:
            assert (value >= 0.9) == (result_value(state, 0) == 1.0)


def test_the_evaluation_counts_the_damage_every_row_of_enemies_still_has_to_deal() -> None:
    # DC-2/DC-3: a crown two rows up will hit an empty Defense slot for 10 unless it is met;
    # an Ace in front of it takes the hit for 1 (the defender's rank), a 9 under a 5 repels it.
    state = INFO.new_game(players=1, seed=0).copy()
    state.captured = ["PMSL", "CMWK", "6SY", "7ML"]
    state.damaged, state.hand, state.phase, state.actions_left = [], [], "actions", 2
    state.defense, state.side = [None, None, None], [None, None, None]
    state.bg = ["XM", None, None, None, None, None, None, "5ML", None]
    open_table = KIT.evaluate(state, 0)
    state.defense = ["AM", None, None]
    ace_in_front = KIT.evaluate(state, 0)
    state.defense = ["AM", "9MS", None]
    both_met = KIT.evaluate(state, 0)
    assert open_table < ace_in_front < both_met
    state.bg = [None] * 9
    assert KIT.evaluate(state, 0) > both_met


def test_the_solver_key_tells_positions_apart_as_their_json_does() -> None:
    states = _positions(range(3), 2)
    for a in states[:15]:
        for b in states[:15]:
            jsons = [s.to_json() for s in (a, b)]
            for j in jsons:
                j.pop("events")
            assert (KIT.key(a) == KIT.key(b)) == (jsons[0] == jsons[1])


def test_every_reason_is_one_plain_sentence() -> None:
    assert_every_reason_is_one_plain_sentence(INFO, _positions(range(3), 3)[:12], GRAMMAR, playouts=12, depth=4)


def _table_with_a_capture_to_win() -> object:
    """Eleven cards captured; the 8 of Moons and Suns in the bottom row; a 5 of Suns and Waves
    defends its column and a 3 of Moons and Waves waits in hand."""
    state = INFO.new_game(players=1, seed=0).copy()
    state.captured = ["PMSL", "CMWK", "PWLY", "6SY", "7ML", "2MK", "2SY", "4YK", "9LK", "AK", "AL"]
    state.damaged, state.hand, state.phase, state.actions_left = [], ["3MW"], "actions", 2
    state.bg = [None] * 6 + ["8MS", None, None]
    state.defense, state.side = ["5SW", None, None], [None, None, None]
    state.deck = [c for c in state.deck if c not in {"3MW", "8MS", "5SW"} | set(state.captured)]
    state.discard = []
    return state


def test_the_hint_plays_a_side_card_then_counterattacks_to_capture_the_winning_card_DC10() -> None:
    # DC-10: 5 + 3 is exactly the 8's rank and both share a suit with it: the 3 played to the
    # bottom Side slot lets a counterattack capture the 12th card, which wins at once.
    state = _table_with_a_capture_to_win()
    found = hint(INFO, state, 0, seed=1, version=1)
    assert found.action == "play.3MW.s3"
    after = state.apply(0, found.action)
    assert hint(INFO, after, 0, seed=1, version=2).action in ("counter.d1", "counter.s3")


def test_the_evaluation_tells_damage_taken_from_damage_still_coming_DC2() -> None:
    # Three rows of rank-10 enemies over an open Defense row: a table where a hit of 8 has
    # already landed is still worse than the same table without it.
    state = INFO.new_game(players=1, seed=0).copy()
    state.captured = ["PMSL", "CMWK", "6SY", "7ML"]
    state.hand, state.phase, state.actions_left = [], "actions", 2
    state.defense, state.side = [None, None, None], [None, None, None]
    state.bg = ["XM", "XS", "XW", "XK", "XL", "XY", "PMYK", "PSWK", "CSLK"]
    state.damaged = []
    untouched = KIT.evaluate(state, 0)
    state.damaged = ["8WL"]
    assert KIT.evaluate(state, 0) < untouched
