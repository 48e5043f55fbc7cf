"""Under Siege's search kit: the worlds a seat samples, the bot's levels and the hints.

The generic promises (a world shows the seat its own view, worlds ignore where the hidden
cards lie, levels and hints decide from the seat's view only) are in test_search.py; here
are the ones particular to Under Siege.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core import ORIGINAL_LEVEL
from engine.search import Seen, decide, hint
from engine.under_siege import INFO, UnderSiegeState
from engine.under_siege.ai import choose_action
from engine.under_siege.values import CARDS

from .playout import random_playout

KIT = INFO.kit


def _states(players: int, seeds: range, every: int = 4) -> list[tuple[UnderSiegeState, int]]:
    out = []
    for seed in seeds:
        for k, (state, seat, _a) in enumerate(random_playout(INFO, players, seed)):
            if k % every == 0:
                out.append((state, seat))  # type: ignore[arg-type]
    return out


def _battle_state(players: int = 2) -> tuple[UnderSiegeState, int]:
    for seed in range(40):
        for state, seat, _a in random_playout(INFO, players, seed):
            if state.d["phase"] == "battle" and state.d["results"] and state.d["dead"]:  # type: ignore[attr-defined]
                return state, seat  # type: ignore[return-value]
    raise AssertionError("no battle with a dead pile in 40 games")


def test_a_world_deals_only_the_cards_the_seat_cannot_see() -> None:
    """The seat's own cards, every face-up card and the dead cards it saw turned up stay;
    the other side's hand, reserve and shoot cards, its unrevealed front cards and the deck
    are dealt again, and the whole deck is still there once (US-2, US-5, US-11)."""
    moved = 0
    for i, (state, seat) in enumerate(_states(2, range(4))):
        world = KIT.determinize(state, seat, random.Random(i))
        d, w = state.d, world.d
        assert w["hand"][seat] == d["hand"][seat] and w["reserve"][seat] == d["reserve"][seat]
        assert w["front"][seat] == d["front"][seat] and w["back"][seat] == d["back"][seat]
        assert [f[0] for f in w["back"][1 - seat]] == [f[0] for f in d["back"][1 - seat]]
        assert len(w["deck"]) == len(d["deck"]) and len(w["dead"]) == len(d["dead"])
        everything = (w["deck"] + w["dead"] + [c for side in (0, 1) for c in
                      w["hand"][side] + w["reserve"][side] + [x for x in w["front"][side] if x]
                      + [x for f in w["back"][side] for x in [f[0], f[1], *f[2]] if x]]
                      + w["adds_used"] + w["spent"])
        held = Counter(everything)
        assert held == Counter(d["deck"] + d["dead"] + [c for side in (0, 1) for c in
                               d["hand"][side] + d["reserve"][side] + [x for x in d["front"][side] if x]
                               + [x for f in d["back"][side] for x in [f[0], f[1], *f[2]] if x]]
                               + d["adds_used"] + d["spent"])
        assert set(held) <= set(CARDS) and max(held.values()) == 1
        moved += w["hand"][1 - seat] != d["hand"][1 - seat]
    assert moved


def test_a_world_keeps_the_turned_up_cards_in_the_dead_pile_and_a_new_seed() -> None:
    state, seat = _battle_state()
    world = KIT.determinize(state, seat, random.Random(3))
    assert world.d["dead"] == state.d["dead"]  # every card there was turned up (US-11)
    assert world.d["seed"] != state.d["seed"]
    assert world.view(seat) == state.view(seat)


def test_a_world_drops_what_the_other_seat_drew() -> None:
    state = INFO.new_game(players=2, seed=5)
    world = KIT.determinize(state, 0, random.Random(1))
    assert all(e.seats is None or 0 in e.seats for e in world.events)
    assert world.view(0) == state.view(0)


def test_the_policy_and_evaluation_play_whole_games_for_both_seat_counts() -> None:
    for players in (1, 2):
        for seed in range(3):
            state = INFO.new_game(players=players, seed=seed)
            rng = random.Random(seed)
            for _ in range(2000):
                if not state.to_act():
                    break
                seat = min(state.to_act())
                value = KIT.evaluate(state, seat)
                assert 0.0 <= value <= 1.0
                action = KIT.policy(state, seat, rng)
                assert not action.startswith("take."), "a playout never undoes a placement"
                state = state.apply(seat, action)
            assert state.outcome() is not None


def test_every_level_plays_a_whole_game_legally_and_the_same_twice() -> None:
    """Levels read only their seat's view (test_search checks it); here a game between the
    easy and the hard level, replayed move by move."""
    state = INFO.new_game(players=2, seed=11)
    levels = ("easy", "hard")
    for version in range(400):
        if not state.to_act():
            break
        seat = min(state.to_act())
        if version < 40 or version % 5 == 0:
            chosen = decide(INFO, state, seat, levels[seat], seed=11, version=version)
            assert decide(INFO, state, seat, levels[seat], seed=11, version=version) == chosen
        else:
            chosen = KIT.policy(state, seat, random.Random(version))
        assert state.is_legal(seat, chosen)
        state = state.apply(seat, chosen)


def test_the_hard_level_deploys_its_plan_card_by_card() -> None:
    """A deployment is planned once and played a card at a time; every card of it is the
    plan's next one, ending with Done (US-2)."""
    state = INFO.new_game(players=2, seed=2)
    seat = min(state.to_act())
    played = []
    for version in range(12):
        action = decide(INFO, state, seat, "hard", seed=2, version=version)
        played.append(action)
        state = state.apply(seat, action)
        if action == "done":
            break
    assert played[-1] == "done"
    assert not any(a.startswith("take.") for a in played)


def test_normal_and_hard_answer_a_battle_question_legally() -> None:
    state, seat = _battle_state()
    for level in ("normal", "hard"):
        assert state.is_legal(seat, decide(INFO, state, seat, level, seed=1, version=1))


def test_a_hint_names_its_cards_in_words_and_the_same_for_a_seed() -> None:
    states = _states(1, range(2), every=7)[:2]
    for i, (state, seat) in enumerate(states):
        found = hint(INFO, state, seat, seed=i, version=i)
        assert state.is_legal(seat, found.action)
        assert hint(INFO, state, seat, seed=i, version=i).action == found.action
        text = found.reason
        assert text and "None" not in text and "place." not in text and "." == text[-1]
        for code in CARDS:
            assert f" {code} " not in f" {text} ", "a card is named in words, not by its code"


def test_a_hint_to_load_a_queen_says_so_plainly() -> None:
    from engine.under_siege.ai import why
    from engine.search import Trial

    state = UnderSiegeState.from_json({**INFO.new_game(players=1, seed=0).to_json()})
    state.d["hand"][0] = ["9C", "2H", "5S", "7D", "QH"]
    state = state.apply(0, "place.QH.back")
    seen = Seen(state, 0, KIT)
    trials = (Trial("place.9C.onQH", 10, 6.0, 6), Trial("done", 5, 1.0, 1))
    text = why(seen, "place.9C.onQH", trials)
    assert text.startswith("Load the Queen of Hearts with the 9 of Clubs: it shoots for 11")
    assert text.endswith("held out in 6 of the 10 trial games it got.")


def test_todays_bot_player_still_plays_as_the_original_level() -> None:
    # The rule-of-thumb player of old is a kit level, playing `choose_action` from the seat's view.
    assert INFO.kit is not None
    original = INFO.kit.levels[ORIGINAL_LEVEL]
    state = INFO.new_game(players=2, seed=4)
    for step in range(40):
        if not state.to_act():
            break
        seat = min(state.to_act())
        action = original(Seen(state, seat, INFO.kit), random.Random(step))
        assert action == choose_action(state.view(seat), state.legal_actions(seat), random.Random(step))
        assert state.is_legal(seat, action)
        state = state.apply(seat, action)


def test_normal_puts_every_card_in_the_front_and_meets_the_defenders_line_first_US3() -> None:
    """The normal level's deployment: every card to the front, face cards face down (they
    count 10 there, US-4), nothing to the reserve or the back; the attacker puts its best
    cards opposite the defender's line and only the rest through (US-3)."""
    for seed in range(6):
        state = INFO.new_game(players=2, seed=seed)
        for turn_seat in ("defender", "attacker"):
            seat = min(state.to_act())
            hand = list(state.d["hand"][seat])  # type: ignore[attr-defined]
            action = ""
            while action != "done":
                action = decide(INFO, state, seat, "normal", seed=seed, version=len(state.events))
                deployed, state = state, state.apply(seat, action)
            d = deployed.d  # type: ignore[attr-defined]
            line = d["front"][seat]
            assert sorted(c for c in line if c) == sorted(hand), (seed, turn_seat)
            assert not d["reserve"][seat] and not d["back"][seat]
            if turn_seat == "attacker":
                theirs = sum(1 for c in d["front"][1 - seat] if c)
                met = sum(1 for i, c in enumerate(line[:theirs]) if c)
                assert met == min(theirs, len(hand))
