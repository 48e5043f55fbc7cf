"""Deck Defence scenarios, one or more per clarification tag (DD-1 .. DD-12)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

from engine import GAMES, IllegalAction
from engine.cards import dd_deck
from engine.core import Event, check_action_spelling, tokens_prefix_free
from engine.deck_defence import INFO, DDView, DeckDefenceState
from i18n import Message, said, speaking, t

ALL_FRIENDLY = [c for c in dd_deck() if c[1] != "4"]


def make(**kw) -> DeckDefenceState:
    """A position from a few fields; everything else as at the start of a game."""
    data = {
        "game": "deck-defence", "seed": 1, "counter": 1, "classic": False,
        "deck": [], "main": [None, None, None], "piles": [[], [], []],
        "capture": [None, None, None], "defeated": [], "discard": [], "disclosed": [],
        "exploring": [], "known": 0, "phase": "act", "refill_slot": None,
        "explore_blocked": False, "actions": 0, "events": [], "result": None, "ending": None,
    }
    data.update(kw)
    return DeckDefenceState.from_json(data)


def legal(s: DeckDefenceState) -> tuple[str, ...]:
    return s.legal_actions(0)


# --- setup, options, persistence ---------------------------------------------------


def test_setup_deals_three_main_cards_from_a_shuffled_36_card_deck():
    s = INFO.new_game(players=1, seed=7)
    v = s.view(None)
    assert isinstance(v, DDView)
    assert all(v.main) and v.deck_count == 33
    assert Counter(s.deck) + Counter(s.main) == Counter(dd_deck())
    assert v.piles == ((), (), ()) and v.capture == (None, None, None)
    assert v.phase == "act" and not v.classic and v.actions_taken == 0
    # DD-8: the Friendly ranks outside the discard pile sum to 54, but only a win has a score.
    assert s.kept_ranks() == 54 and v.score is None and s.score() is None
    assert s.outcome() is None and s.to_act() == frozenset({0})
    assert GAMES["deck-defence"] is INFO and INFO.players == (1,)


def test_same_seed_and_actions_give_the_same_game_and_json_round_trips():
    def play(seed: int) -> list[DeckDefenceState]:
        s = INFO.new_game(players=1, seed=seed, options={"classic": seed % 2 == 1})
        rng, states = random.Random(seed), [s]
        while s.outcome() is None:
            s = s.apply(0, rng.choice(legal(s)))
            states.append(s)
        return states

    for seed in range(6):
        a, b = play(seed), play(seed)
        assert a == b
        for s in a:
            assert INFO.from_json(json.loads(json.dumps(s.to_json()))) == s
    assert INFO.new_game(players=1, seed=1).deck != INFO.new_game(players=1, seed=2).deck


def test_random_games_keep_grammar_prefix_freedom_purity_and_all_36_cards():
    for seed in range(40):
        s = INFO.new_game(players=1, seed=seed, options={"classic": seed % 2 == 0})
        rng = random.Random(seed)
        while s.outcome() is None:
            acts = legal(s)
            assert acts and len(set(acts)) == len(acts) and tokens_prefix_free(acts)
            for a in acts:
                check_action_spelling(a)
            cards = (list(s.deck) + [c for c in s.main if c] + [c for p in s.piles for c in p]
                     + [c for c in s.capture if c] + list(s.defeated) + list(s.discard)
                     + list(s.disclosed) + list(s.exploring))
            assert Counter(cards) == Counter(dd_deck())
            before = s.to_json()
            nxt = s.apply(0, rng.choice(acts))
            assert s.to_json() == before
            s = nxt
        assert s.to_act() == frozenset() and legal(s) == ()


def test_options_and_player_count_are_validated():
    assert INFO.new_game(players=1, seed=3, options={"classic": True}).view().classic
    with pytest.raises(IllegalAction):
        INFO.new_game(players=2, seed=3)
    with pytest.raises(IllegalAction):
        INFO.new_game(players=1, seed=3, options={"classic": "yes"})
    with pytest.raises(IllegalAction):
        INFO.new_game(players=1, seed=3, options={"jokers": True})


# --- DD-1 areas ----------------------------------------------------------------------


def test_hand_area_holds_at_most_three_piles_DD1():
    s = make(main=["F2", None, None], piles=[["S1"], ["T3"], ["S3"]], deck=["T1"])
    # No empty pile slot and no pile top shares attribute or rank with Fire 2.
    assert not any(a.startswith("conscript") for a in legal(s))
    s = make(main=["F2", None, None], piles=[["S1"], [], ["S3"]], deck=["T1"])
    assert [a for a in legal(s) if a.startswith("conscript")] == ["conscript.m1.p2"]


def test_capture_area_holds_at_most_three_enemies_DD1():
    s = make(main=["S4", None, None], capture=["F4", "T4", None], deck=["T1"])
    s = s.apply(0, "capture.m1")
    assert s.capture == ("F4", "T4", "S4")
    assert s.main == ("T1", None, None)


# --- DD-2 conscript ------------------------------------------------------------------


def test_conscript_chain_by_shared_attribute_or_rank_DD2():
    s = make(main=["S1", "S2", "F2"], deck=["F3", "T1", "T1", "T1"])
    s = s.apply(0, "conscript.m1.p1")
    s = s.apply(0, "conscript.m2.p1")  # Sword 2 on Sword 1: same attribute
    s = s.apply(0, "conscript.m3.p1")  # Fire 2 on Sword 2: same rank
    assert s.main[0] == "F3"
    s = s.apply(0, "conscript.m1.p1")  # Fire 3 on Fire 2: same attribute
    assert s.piles[0] == ("S1", "S2", "F2", "F3")


def test_conscript_needs_a_shared_attribute_or_rank_with_the_pile_top_DD2():
    s = make(main=["T3", None, None], piles=[["S1", "S2"], [], []], deck=["T1"])
    assert "conscript.m1.p1" not in legal(s)
    assert "shares neither attribute nor rank" in s.explain_illegal(0, "conscript.m1.p1")
    with pytest.raises(IllegalAction, match="shares neither attribute nor rank"):
        s.apply(0, "conscript.m1.p1")


def test_conscript_refuses_a_second_card_of_the_same_kind_anywhere_in_the_pile_DD2():
    # Sword 2 matches the top (Sword 3) but the pile already holds a Sword 2 lower down.
    s = make(main=["S2", None, None], piles=[["S2", "S3"], [], []], deck=["T1"])
    assert "conscript.m1.p1" not in legal(s)
    assert "no two of a kind" in s.explain_illegal(0, "conscript.m1.p1")


def test_enemies_cannot_be_conscripted_DD2():
    s = make(main=["S4", None, None], deck=["T1"])
    assert not any(a.startswith("conscript") for a in legal(s))
    assert "Enemies cannot be conscripted" in s.explain_illegal(0, "conscript.m1.p1")


# --- DD-3 defeat ---------------------------------------------------------------------


def test_defeat_pays_with_same_attribute_pile_tops_summing_to_five_DD3():
    s = make(main=["F4", "T1", None], piles=[["F3"], ["F2"], ["S3"]], deck=["T2"])
    assert [a for a in legal(s) if a.startswith("defeat")] == ["defeat.m1.p1+p2"]
    s2 = s.apply(0, "defeat.m1.p1+p2")
    assert s2.defeated == ("F4",) and s2.piles == ((), (), ("S3",))
    assert Counter(s2.discard) == Counter(["F3", "F2"])
    assert s2.main == ("T2", "T1", None)


def test_defeat_needs_ranks_above_four_DD3():
    s = make(main=["S4", None, None], piles=[["S3"], ["S1"], []], deck=["T2"])
    assert not any(a.startswith("defeat") for a in legal(s))
    assert "sum to 5 or more" in s.explain_illegal(0, "defeat.m1.p1+p2")
    s = make(main=["S4", None, None], piles=[["S3"], ["F2"], []], deck=["T2"])
    assert "share the enemy's attribute" in s.explain_illegal(0, "defeat.m1.p1+p2")


def test_defeat_cannot_use_cards_buried_under_a_pile_top_DD3():
    # Sword 3 lies under Fire 3, so only one Sword top (Sword 2) is available.
    s = make(main=["S4", None, None], piles=[["S3", "F3"], ["S2"], []], deck=["T2"])
    assert not any(a.startswith("defeat") for a in legal(s))


def test_defeat_lists_cheapest_payment_first_and_allows_overpaying_DD3():
    s = make(capture=["T4", None, None], piles=[["T3"], ["T2"], ["T3"]], deck=["S1"],
             main=["S1", "S2", "S3"])
    pays = [a for a in legal(s) if a.startswith("defeat")]
    assert pays == ["defeat.c1.p1+p2", "defeat.c1.p2+p3", "defeat.c1.p1+p3",
                    "defeat.c1.p1+p2+p3"]
    s2 = s.apply(0, "defeat.c1.p1+p2+p3")  # overpaying is legal, it only costs score
    assert s2.capture == (None, None, None) and s2.piles == ((), (), ())
    assert s2.main == ("S1", "S2", "S3") and s2.deck == ("S1",)  # no refill from Capture


def test_defeat_labels_show_the_cards_paid_and_the_total():
    s = make(main=["T4", None, None], piles=[["T3"], ["T2"], []], deck=["S1"])
    assert s.label("p1+p2") == "Pay Forest 3 + Forest 2 (rank 5)"
    assert s.label("m1") == "Forest Enemy (Main 1)"
    assert "Forest" in s.prompt(["defeat", "m1"])


# --- DD-4 explore --------------------------------------------------------------------


def test_explore_discards_a_pile_top_and_lets_the_player_order_the_top_three_DD4():
    s = make(main=["S4", "S4", "S4"], piles=[["F1", "F2"], [], []],
             deck=["T1", "T2", "T3", "S1"], known=0)
    assert "explore.p1" in legal(s)
    s = s.apply(0, "explore.p1")
    v = s.view(None)
    assert v.phase == "order" and v.exploring == ("T1", "T2", "T3")
    assert v.piles[0] == ("F1",) and v.discard_count == 1 and v.deck_count == 1
    assert v.main == ("S4", "S4", "S4")  # Explore leaves Main alone: no refill
    orders = legal(s)
    assert len(orders) == 6 and orders[0] == "order.T1.T2.T3"
    s = s.apply(0, "order.T3.T1.T2")
    v = s.view(None)
    assert s.deck == ("T3", "T1", "T2", "S1") and v.deck_top_known == ("T3", "T1", "T2")
    assert v.phase == "act" and v.explore_blocked and v.actions_taken == 1


def test_explore_cannot_be_used_twice_in_a_row_DD4():
    s = make(main=["S4", "S4", "T1"], piles=[["F1", "F2"], [], []],
             deck=["T1", "T2", "T3", "S1"])
    s = s.apply(0, "explore.p1").apply(0, "order.T1.T2.T3")
    assert not any(a.startswith("explore") for a in legal(s))
    assert "twice in a row" in s.explain_illegal(0, "explore.p1")
    s = s.apply(0, "capture.m1")  # any other action lifts the block
    assert not s.explore_blocked and "explore.p1" in legal(s)


def test_explore_on_an_empty_deck_pays_the_discard_and_shows_nothing_DD4():
    s = make(main=["S1", None, None], piles=[["F1"], [], []], deck=[])
    assert "explore.p1" in legal(s)
    after = s.apply(0, "explore.p1")
    assert after.phase == "act"  # no ordering step: there is nothing to order
    assert after.piles == ((), (), ()) and after.discard == ("F1",)
    assert [e.code for e in after.events] == ["explore", "explore.nothing"]
    assert any("no card" in line for line in after.worded_events(s, 0))
    assert after.explore_blocked  # still never twice in a row


def test_explore_on_an_empty_deck_uncovers_the_card_that_wins_DD4():
    # 8 enemies defeated, a Sword enemy in Capture, pile 1 = Sword 3 under Sword 1, pile 2 =
    # Sword 2, an empty deck: Sword 1 + Sword 2 cannot pay 5, but discarding Sword 1 by an
    # Explore uncovers Sword 3, and Sword 3 + Sword 2 defeat the last enemy.
    beaten = ["S4", "S4", "F4", "F4", "F4", "T4", "T4", "T4"]
    s = make(capture=["S4", None, None], piles=[["S3", "S1"], ["S2"], []], deck=[],
             defeated=beaten)
    assert s.outcome() is None
    assert not any(a.startswith("defeat") for a in legal(s))
    assert legal(s) == ("explore.p1", "explore.p2")
    s = s.apply(0, "explore.p1")
    assert "defeat.c1.p1+p2" in legal(s)
    s = s.apply(0, "defeat.c1.p1+p2")
    assert s.outcome() is not None and s.result == "win"


def test_classic_explore_on_an_empty_deck_discloses_nothing_DD4_DD10():
    s = make(classic=True, main=["S1", None, None], piles=[["F1"], [], []], deck=[])
    after = s.apply(0, "explore.p1")
    assert after.disclosed == () and after.phase == "act"
    assert [e.code for e in after.events] == ["explore", "explore.nothing"]


def test_explore_with_one_card_left_still_asks_to_confirm_the_order_DD4():
    s = make(main=["S4", "S4", "S4"], piles=[["F1"], [], []], deck=["T2"])
    s = s.apply(0, "explore.p1")
    assert legal(s) == ("order.T2",)
    s = s.apply(0, "order.T2")
    assert s.view().deck_top_known == ("T2",)


def test_explore_orders_of_identical_cards_are_deduplicated_DD4():
    s = make(main=["S4", "S4", "S4"], piles=[["F1"], [], []], deck=["T2", "T2", "S1", "S3"])
    s = s.apply(0, "explore.p1")
    assert legal(s) == ("order.T2.T2.S1", "order.T2.S1.T2", "order.S1.T2.T2")


def test_known_deck_top_shrinks_as_cards_are_drawn_DD4():
    s = make(main=["S1", "F4", "T4"], deck=["T2", "T3", "S2", "F1"], known=3)
    s = s.apply(0, "conscript.m1.p1")
    assert s.main[0] == "T2" and s.view().deck_top_known == ("T3", "S2")


# --- DD-5 capture --------------------------------------------------------------------


def test_capture_takes_only_enemies_from_the_main_area_DD5():
    s = make(main=["S4", "F1", None], capture=["T4", None, None], deck=["T1"])
    assert [a for a in legal(s) if a.startswith("capture")] == ["capture.m1"]
    assert "Only an Enemy card" in s.explain_illegal(0, "capture.m2")


def test_capture_is_illegal_when_the_capture_area_is_full_DD5():
    s = make(main=["S4", "F1", None], capture=["T4", "T4", "F4"], deck=["T1"])
    assert not any(a.startswith("capture") for a in legal(s))
    assert "full" in s.explain_illegal(0, "capture.m1")


# --- DD-6 replenishment --------------------------------------------------------------


def test_main_area_is_refilled_from_the_deck_after_each_action_DD6():
    before = make(main=["S1", "S4", "F2"], deck=["T3", "T1"])
    s = before.apply(0, "capture.m2")
    assert s.main == ("S1", "T3", "F2") and s.deck == ("T1",)
    # The capture is the move's own line; the refill is what the rules did after it.
    assert s.worded_events(before, 0) == ("Forest 3 is drawn from the deck into Main slot 2.",)


def test_main_area_shrinks_when_the_deck_is_empty_DD6():
    s = make(main=["S1", "S4", "F2"], deck=[])
    s = s.apply(0, "conscript.m1.p1")
    assert s.main == (None, "S4", "F2") and s.outcome() is None


# --- DD-7 loss -----------------------------------------------------------------------


def test_game_is_lost_when_no_action_is_legal_DD7():
    # Capturing the last Main enemy fills the Capture area; the empty deck still allows one
    # Explore (DD-4), which spends the last pile top, and nothing can be done after it.
    s = make(main=["S4", None, None], capture=["F4", "T4", None], piles=[["S1"], [], []],
             deck=[], explore_blocked=False)
    s = s.apply(0, "capture.m1")
    assert s.outcome() is None and legal(s) == ("explore.p1",)
    s = s.apply(0, "explore.p1")
    out = s.outcome()
    assert s.view().phase == "over" and s.view().outcome == out
    assert out is not None and out.result == ("loss",) and out.winners == frozenset()
    assert out.scores == (0,) and out.stats == ({"score": 0, "defeated": 0, "actions": 2},)
    with pytest.raises(IllegalAction):
        s.apply(0, "capture.m1")


def test_explore_ban_after_explore_can_cause_the_loss_DD7():
    s = make(main=["S4", "S4", "S4"], capture=["F4", "T4", "F4"], piles=[["S1", "S2"], [], []],
             deck=["T1"])
    s = s.apply(0, "explore.p1")
    assert s.outcome() is None  # ordering is still to come
    s = s.apply(0, "order.T1")
    assert s.outcome() is not None and s.outcome().result == ("loss",)


def test_empty_deck_is_not_a_loss_while_actions_remain_DD7():
    s = make(main=["S1", None, None], deck=[])
    assert legal(s) == ("conscript.m1.p1", "conscript.m1.p2", "conscript.m1.p3")
    assert s.outcome() is None


def test_resigning_ends_the_game_as_a_loss_DD7():
    s = INFO.new_game(players=1, seed=5)
    r = s.resign(0)
    assert r.outcome().result == ("loss",) and r.to_act() == frozenset()
    assert s.outcome() is None  # the original position is untouched
    with pytest.raises(IllegalAction):
        r.resign(0)


# --- DD-8 win and score --------------------------------------------------------------


def test_ninth_defeat_wins_at_once_and_scores_friendly_cards_outside_the_discard_DD8():
    defeated = ["S4", "S4", "S4", "F4", "F4", "F4", "T4", "T4"]
    s = make(main=["T4", "S1", None], piles=[["T2", "T3"], ["S2", "T2"], ["T1"]],
             deck=["F1", "F2"], defeated=defeated, actions=40)
    s = s.apply(0, "defeat.m1.p1+p2")
    out = s.outcome()
    # Score: buried Forest 2 and Sword 2, Forest 1 on pile 3, Sword 1 in Main, deck 1+2.
    assert out is not None and out.result == ("win",) and out.winners == frozenset({0})
    assert out.scores == (2 + 2 + 1 + 1 + 1 + 2,)
    assert out.stats == ({"score": 9, "defeated": 9, "actions": 41},)
    assert s.main == (None, "S1", None) and s.deck == ("F1", "F2")  # no refill after the win
    assert s.view().outcome == out and "score of 9" in said(out.reason)


def test_score_counts_piles_main_deck_and_disclosed_but_not_discards_DD8():
    s = make(main=["S3", "F4", None], piles=[["T1", "T2"], [], []], deck=["F2", "S4"],
             discard=["T3", "S3"], disclosed=["F1"], classic=True)
    assert s.kept_ranks() == 3 + 1 + 2 + 2 + 1
    assert s.view().score is None  # DD-8: the sum is a score only once the game is won


# --- DD-9 hidden discards ------------------------------------------------------------


def test_standard_mode_hides_the_discard_pile_DD9():
    s = make(main=["S4", "T1", None], piles=[["S3"], ["S2"], []], deck=["T2"])
    line = s.describe(0, "defeat.m1.p1+p2")
    s = s.apply(0, "defeat.m1.p1+p2")
    v = s.view(None)
    assert v.discard_top is None and v.discard_count == 2
    public = " ".join(v.log) + line + s.status(None)
    assert "Sword 3" not in public and "Sword 2" not in public


# --- Classic mode (DD-10 .. DD-12) -----------------------------------------------------


def test_classic_explore_fills_the_disclosure_area_up_to_three_DD10():
    s = make(classic=True, main=["S4", "S4", "S4"], piles=[["F1", "F2"], [], []],
             disclosed=["T3"], deck=["T1", "T2", "S1"])
    s = s.apply(0, "explore.p1")
    v = s.view()
    assert v.disclosed == ("T3", "T1", "T2") and v.deck_count == 1
    assert v.phase == "act" and v.piles[0] == ("F1",) and v.explore_blocked


def test_classic_explore_is_illegal_with_three_disclosed_cards_DD10():
    s = make(classic=True, main=["S4", "S4", "S4"], piles=[["F1"], [], []],
             disclosed=["T3", "T1", "T2"], deck=["S1"])
    assert not any(a.startswith("explore") for a in legal(s))
    assert "not allowed while 3 cards are disclosed" in s.explain_illegal(0, "explore.p1")


def test_classic_player_chooses_which_disclosed_card_refills_main_DD11():
    s = make(classic=True, main=["S1", "S4", None], disclosed=["T3", "T1", "T3"],
             deck=["F2"])
    s = s.apply(0, "conscript.m1.p1")
    assert s.view().phase == "refill" and s.view().refill_slot == 1
    assert legal(s) == ("refill.T3", "refill.T1")
    s = s.apply(0, "refill.T1")
    assert s.main == ("T1", "S4", None) and s.disclosed == ("T3", "T3")
    assert s.deck == ("F2",) and s.view().phase == "act" and s.actions == 1


def test_classic_refill_is_automatic_when_disclosed_cards_are_identical_DD11():
    s = make(classic=True, main=["S1", "S4", "F1"], disclosed=["T3", "T3"], deck=["F2"])
    s = s.apply(0, "capture.m2")
    assert s.main == ("S1", "T3", "F1") and s.disclosed == ("T3",) and s.deck == ("F2",)
    assert s.view().phase == "act"


def test_classic_discard_pile_shows_only_its_top_card_DD12():
    s = make(classic=True, main=["F4", None, None], piles=[["F3"], ["F2"], []],
             discard=["S1"], deck=["T1"])
    assert s.view().discard_top == "S1"
    s = s.apply(0, "defeat.m1.p1+p2")
    assert s.view().discard_top == "F2" and s.view().discard_count == 3


# --- words ------------------------------------------------------------------------------


def test_labels_prompts_and_status_read_as_plain_english():
    s = make(main=["S1", "F4", None], piles=[["S2"], [], []], deck=["T1"])
    assert s.label("conscript") == "Conscript"
    assert s.label("m1") == "Sword 1 (Main 1)"
    assert s.label("p1") == "Pile 1: Sword 2 on top" and s.label("p2") == "Pile 2: empty"
    assert s.prompt(["conscript", "m1"]) == "Put Sword 1 on which pile?"
    assert s.describe(0, "conscript.m1.p1") == "Conscripted Sword 1 onto pile 1."
    assert s.status(None) == "0 of 9 enemies defeated · 1 card in the deck · 0 actions taken"
    assert "game is over" in s.resign(0).explain_illegal(0, "capture.m2")


# --- whole games through the public API ---------------------------------------------

WIN_STANDARD_SEED_11 = (
    "conscript.m3.p3 conscript.m1.p1 conscript.m1.p1 conscript.m1.p1 defeat.m3.p1+p3 "
    "conscript.m3.p2 conscript.m1.p3 conscript.m2.p3 conscript.m2.p1 conscript.m2.p2 "
    "conscript.m2.p3 conscript.m2.p2 defeat.m3.p1+p2+p3 conscript.m3.p2 conscript.m2.p2 "
    "capture.m1 explore.p3 order.S2.T4.S3 capture.m2 conscript.m2.p3 conscript.m1.p3 "
    "explore.p2 order.T4.F2.F4 defeat.m2.p2+p3 conscript.m1.p1 defeat.m3.p1+p3 explore.p1 "
    "order.F3.T2.S1 conscript.m1.p2 conscript.m1.p1 defeat.m3.p1+p2 conscript.m3.p1 "
    "conscript.m3.p3 conscript.m3.p2 conscript.m1.p3 conscript.m3.p3 conscript.m3.p1 "
    "conscript.m3.p3 defeat.m1.p2+p3 defeat.c1.p2+p3 conscript.m3.p1 defeat.m2.p1+p3 "
    "defeat.c2.p2+p3"
)
WIN_CLASSIC_SEED_11 = (
    "conscript.m3.p2 conscript.m2.p1 conscript.m2.p1 conscript.m1.p3 conscript.m2.p2 "
    "conscript.m1.p3 conscript.m2.p3 defeat.m3.p2+p3 conscript.m3.p3 conscript.m3.p2 "
    "conscript.m3.p1 conscript.m3.p2 defeat.m1.p1+p2+p3 conscript.m1.p2 conscript.m3.p2 "
    "explore.p1 capture.m1 refill.T4 explore.p1 capture.m2 refill.T2 conscript.m2.p1 "
    "refill.S2 conscript.m2.p2 conscript.m2.p3 defeat.m3.p2+p3 capture.m2 explore.p2 "
    "defeat.m1.p1+p2 refill.T2 conscript.m1.p1 refill.S1 explore.p3 conscript.m2.p1 "
    "refill.F3 defeat.c2.p1+p2 conscript.m2.p2 refill.S2 conscript.m1.p3 conscript.m2.p3 "
    "conscript.m2.p3 defeat.m2.p2+p3 defeat.c1.p2+p3 conscript.m1.p1 conscript.m1.p2 "
    "defeat.c3.p1+p2 conscript.m1.p2 defeat.m3.p1+p2"
)


@pytest.mark.parametrize("classic, line, score, actions", [
    (False, WIN_STANDARD_SEED_11, 5, 40),
    (True, WIN_CLASSIC_SEED_11, 4, 41),
])
def test_a_replayed_winning_game_ends_at_the_ninth_defeat_with_its_score_DD8(
        classic, line, score, actions):
    s = INFO.new_game(players=1, seed=11, options={"classic": classic})
    moves = line.split()
    for move in moves:
        assert s.outcome() is None
        s = s.apply(0, move)
    out = s.outcome()
    assert out is not None and out.result == ("win",) and out.winners == frozenset({0})
    assert out.scores == (score,) and s.view().score == score
    assert out.stats == ({"score": score, "defeated": 9, "actions": actions},)
    # DD-8: the Friendly ranks total 54; the score is what never reached the discard pile.
    assert score == 54 - sum(int(c[1]) for c in s.discard)


def test_order_and_refill_prompts_walk_the_player_through_the_choice_DD4_DD11():
    s = make(main=["S4", "S4", "S4"], piles=[["F1"], [], []], deck=["T2", "S1"])
    s = s.apply(0, "explore.p1")
    assert s.label("order") == "Choose the order" and s.label("T2") == "Forest 2"
    assert "top of the deck" in s.prompt(("order",))
    assert "next" in s.prompt(("order", "T2"))
    s = make(classic=True, main=["S1", "S4", None], disclosed=["T3", "T1"], deck=[])
    s = s.apply(0, "conscript.m1.p1")
    assert s.prompt(()) == "A disclosed card must refill Main slot 1."
    assert "first choose which disclosed card" in s.explain_illegal(0, "capture.m2").lower()


# --- endings from outside the rules, stored events, words without tags or grammar -------


def test_timeout_is_a_loss_that_says_time_ran_out_and_abandon_is_abandoned_DD7():
    s = INFO.new_game(players=1, seed=5)
    late = s.resign(0, "timeout")
    out = late.outcome()
    assert out is not None and late.to_act() == frozenset()
    assert out.ending == "timeout" and out.result == ("loss",) and out.winners == frozenset()
    assert "ran out of time" in said(out.reason) and "resign" not in said(out.reason).lower()
    assert late.view().outcome == out and "ran out of time" in late.view().log[-1]
    gave_up = s.resign(0)
    assert gave_up.outcome().ending == "resign" and gave_up.outcome().result == ("loss",)
    assert "resigned" in said(gave_up.outcome().reason)
    left = s.abandon()
    out = left.outcome()
    assert out is not None and left.to_act() == frozenset()
    assert out.ending == "abandon" and out.result == ("abandoned",) and out.winners == frozenset()
    assert said(out.reason).startswith("Abandoned")
    assert s.outcome() is None  # the running position is untouched
    for stopped in (late, gave_up, left):
        assert INFO.from_json(json.loads(json.dumps(stopped.to_json()))) == stopped
        with pytest.raises(IllegalAction):
            stopped.abandon()


def test_games_ended_by_the_rules_carry_the_normal_ending_DD7_DD8():
    for seed in range(6):
        s = INFO.new_game(players=1, seed=seed)
        rng = random.Random(seed)
        while s.outcome() is None:
            s = s.apply(0, rng.choice(legal(s)))
        assert s.outcome().ending == "normal"


def test_only_a_won_game_has_a_score_and_it_is_at_most_nine_DD8():
    """DD-8: the score is the Friendly ranks kept out of the discard pile *of a win*; the
    same sum on a running or lost game (54 at the start) is no score, so the view, the
    status and the outcome show none then.  54 - 9 defeats x 5 = 9 is the best score."""
    from engine.deck_defence.constants import MAX_SCORE
    assert MAX_SCORE == 9
    start = INFO.new_game(players=1, seed=7)
    assert start.view().score is None and start.score() is None and start.kept_ranks() == 54
    assert "score" not in start.status().lower()
    lost = INFO.new_game(players=1, seed=0)
    rng = random.Random(0)
    while lost.outcome() is None:
        lost = lost.apply(0, rng.choice(legal(lost)))
    out = lost.outcome()
    assert out.result == ("loss",) and out.scores == (0,) and out.stats[0]["score"] == 0
    assert lost.view().score is None and lost.score() is None
    for text in (lost.status(), said(out.reason), *lost.view().log):
        assert "score" not in text.lower(), text
    won = INFO.new_game(players=1, seed=11)
    for move in WIN_STANDARD_SEED_11.split():
        won = won.apply(0, move)
    out = won.outcome()
    assert out.result == ("win",) and out.scores == (5,) and won.view().score == 5 == won.score()
    assert 0 < won.score() <= MAX_SCORE
    assert said(out.reason) == ("You win with a score of 5 (target 5, best possible 9): the ranks of the "
                                "Friendly cards kept out of the discard pile.")
    # The reason is data, worded in each reader's language.
    assert out.reason == Message("deck-defence-reason-win", score=5, target=5, best=9)
    with speaking("fr"):
        assert said(out.reason).startswith("Tu gagnes avec un score de 5")
    assert "score" not in won.status().lower()  # said once, by the reason
    metric, = INFO.metrics
    assert (metric.key, metric.wins_only, metric.higher_is_better) == ("score", True, True)
    page = INFO.rules_markdown
    assert "best possible score is **9**" in page and "A loss has no score" in page
    assert "54" not in t(INFO.summary)


def test_the_action_is_said_once_and_the_events_tell_what_followed_DD4_DD6_DD7_DD11():
    s = make(main=["S1", "S4", "F2"], deck=["T3", "T1", "F1"], capture=["T4", "T4", "F4"])
    conscripted = s.apply(0, "conscript.m1.p1")
    assert s.describe(0, "conscript.m1.p1") == "Conscripted Sword 1 onto the empty pile 1."
    assert conscripted.worded_events(s, 0) == ("Forest 3 is drawn from the deck into Main slot 1.",)
    assert conscripted.view().log == ("Conscripted Sword 1 onto a new pile 1.",
                                      "Forest 3 is drawn from the deck into Main slot 1.")
    explored = conscripted.apply(0, "explore.p1")
    assert conscripted.describe(0, "explore.p1") == "Explored, discarding the top of pile 1."
    assert explored.worded_events(conscripted, 0) == ("You look at the top 2 cards of the deck: Forest 1 and Fire 1.",)
    ordered = explored.apply(0, "order.T1.F1")
    assert ordered.worded_events(explored, 0) == ()
    assert explored.describe(0, "order.T1.F1") == ("Put the explored cards back on the deck, top first: "
                                                   "Forest 1 and Fire 1.")
    # DD-7: nothing is legal after this order; the reason says why, once, no event repeats it.
    stuck = make(main=["S4", "F4", "T4"], piles=[["S1"], [], []], deck=["T3", "T1"],
                 capture=["T4", "T4", "F4"]).apply(0, "explore.p1")
    ordered = stuck.apply(0, "order.T1.T3")
    assert ordered.worded_events(stuck, 0) == ()
    out = ordered.outcome()
    assert out is not None and out.result == ("loss",)
    assert said(out.reason) == ("No legal action is left, so the fort falls: no Friendly card is in the Main area; "
                                "your pile tops cannot pay for any enemy; the Capture area is full; Explore is not "
                                "allowed right after Explore.")
    assert ordered.status() == "0 of 9 enemies defeated · 2 cards in the deck · 1 action taken"
    # DD-11: the chosen refill is the move's own line; an automatic one is an event.
    k = make(classic=True, main=["S1", "S4", None], disclosed=["T3", "T1"], deck=[])
    k1 = k.apply(0, "conscript.m1.p1")
    assert k1.worded_events(k, 0) == ("Main slot 1 is empty: disclosed cards refill it before the deck does.",)
    k2 = k1.apply(0, "refill.T3")
    assert k1.describe(0, "refill.T3") == "Moved Forest 3 from the disclosure area into Main slot 1."
    assert k2.worded_events(k1, 0) == ()
    same = make(classic=True, main=["S1", "S4", None], disclosed=["T3", "T3"], deck=[])
    assert same.apply(0, "conscript.m1.p1").worded_events(same, 0) == (
        "Forest 3 moves from the disclosure area into Main slot 1.",)
    assert t(INFO.options[0].label) == "Classic mode"
    assert make(classic=True).status().startswith("Classic mode · ")


def test_a_forfeit_on_time_says_so_once_DD7():
    s = INFO.new_game(players=1, seed=5)
    late = s.resign(0, "timeout")
    assert said(late.outcome().reason) == "You ran out of time and forfeit the game."
    assert late.worded_events(s, 0) == ()  # the ending is told by the reason alone
    assert "resign" not in " ".join((late.status(), *late.view().log)).lower()


def test_stored_events_are_codes_not_sentences():
    from engine.deck_defence import words
    from engine.deck_defence.events import ARGS
    for seed in range(6):
        s = INFO.new_game(players=1, seed=seed, options={"classic": seed % 2 == 0})
        rng = random.Random(seed)
        codes = set()
        while True:
            data = json.loads(json.dumps(s.to_json()))
            for code, args, *seats in data["events"]:
                assert re.fullmatch(r"[a-z]+(\.[a-z]+)?", code), code
                assert set(args) <= set(ARGS[code]), args  # named as the events module lists them
                assert all(not isinstance(a, str) or re.fullmatch(r"[SFT][1-4]|[a-z]+", a)
                           for a in args.values()), args
                assert words.event(Event(code, args)) != "Something happened on the table."
                codes.add(code)
            if s.outcome() is not None:
                break
            s = s.apply(0, rng.choice(legal(s)))
        assert "deal" in codes


def test_games_saved_with_worded_events_still_load():
    old = make(phase="over", result="resigned", events=["You threw the game."]).to_json()
    s = INFO.from_json(old)
    assert s.outcome().ending == "resign" and s.outcome().result == ("loss",)
    assert s.view().log == ()
    old = {**make(main=["S1", None, None], deck=["T1"]).to_json(),
           "events": ["Conscripted Sword 1 onto pile 1."]}
    old.pop("ending")
    s = INFO.from_json(old)
    assert s.outcome() is None and legal(s) == ("conscript.m1.p1", "conscript.m1.p2", "conscript.m1.p3")


def test_games_stored_with_positional_event_arguments_name_them_on_load():
    old = make().to_json()
    old["events"] = [["defeat", ["S4", 3, 1, 3]], ["explore.look", ["T1", "F3"]], ["conscript", ["S1", 2, True]]]
    s = INFO.from_json(old)
    assert s.events == (Event("defeat", {"enemy": "S4", "defeated": 3, "pile1": 1, "pile2": 3}),
                        Event("explore.look", {"card1": "T1", "card2": "F3"}),
                        Event("conscript", {"card": "S1", "pile": 2, "new_pile": True}))
    assert s.view().log == ("Defeated Sword Enemy (3/9), discarding the tops of piles 1 and 3.",
                            "You look at the top 2 cards of the deck: Forest 1 and Fire 3.",
                            "Conscripted Sword 1 onto a new pile 2.")
    assert INFO.from_json(json.loads(json.dumps(s.to_json()))) == s


def test_actions_parse_and_format_are_one_grammar():
    from engine.deck_defence.actions import Move, format, parse
    for seed in range(10):
        s = INFO.new_game(players=1, seed=seed, options={"classic": seed % 2 == 0})
        rng = random.Random(seed)
        while s.outcome() is None:
            for a in legal(s):
                assert format(parse(a)) == a
            s = s.apply(0, rng.choice(legal(s)))
    assert parse("defeat.c2.p1+p3") == Move("defeat", "c", 1, (0, 2))
    assert parse("order.T1.S2") == Move("order", cards=("T1", "S2"))
    for bad in ("", "conscript.m1", "conscript.c1.p1", "defeat.m1.p4", "defeat.m1.q1",
                "explore.m1", "capture.p1", "order", "order.S1.S2.S3.S4", "refill.X1", "pass"):
        with pytest.raises(ValueError):
            parse(bad)


def test_every_module_of_the_package_imports_on_its_own():
    import subprocess
    import sys
    for name in ("actions", "constants", "events", "views", "words", "rules", "kit", "hinting", "solving"):
        done = subprocess.run([sys.executable, "-c", f"import engine.deck_defence.{name}"],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
