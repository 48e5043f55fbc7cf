"""Scenario tests for Defend and Capture, one or more per clarification tag (DC-1..DC-19).

Positions are built from JSON dicts (`INFO.from_json`), so each test states its table.
Card codes: Aces "AM".."AK" rank 1; numbers like "5ML" (The Forest, Moons/Leaves); Pawns
"P...", Courts "C...", Crowns "X..." rank 10.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re

import pytest

from engine.cards import DECKTET
from engine.core import IllegalAction, tokens_prefix_free
from engine.defend_and_capture import INFO, DCState, DCView
from i18n import t

TAG = re.compile(r"\b[A-Z]{1,2}-\d+\b")  # a rule tag such as DC-13, with or without brackets
PERS = ["PMSL", "PMYK", "PSWK", "PWLY", "CMWK", "CMLY", "CSWY", "CSLK"]


def make(**fields) -> DCState:
    """A mid-game position: turn 3, actions step, 2+2 captured, empty table unless given."""
    data = {
        "game": "defend-and-capture",
        "seed": 7,
        "counter": 3,
        "bg": [None] * 9,
        "defense": [None] * 3,
        "side": [None] * 3,
        "hand": [],
        "captured": ["PMSL", "CMWK", "6SY", "7ML"],
        "damaged": [],
        "deck": ["9LK", "9WY", "8YK", "8WL", "4YK", "4WL", "3LY", "2WL", "AW", "AL", "AY"],
        "discard": [],
        "events": [],
        "turn": 3,
        "phase": "actions",
        "actions_left": 2,
        "y": 2,
        "x": 2,
        "end": None,
    }
    data.update(fields)
    return INFO.from_json(data)


def bg(**cells: str) -> list[str | None]:
    """Battleground by cell name: r0c0 .. r2c2 (row 0 on top)."""
    out: list[str | None] = [None] * 9
    for key, card in cells.items():
        out[int(key[1]) * 3 + int(key[3])] = card
    return out


# --- setup and opening ------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_setup_captures_two_pawns_or_courts_and_two_low_cards_never_crowns_DC17(seed: int) -> None:
    s = INFO.new_game(players=1, seed=seed)
    cap = s.view(None).captured
    kinds = sorted(DECKTET[c].kind for c in cap)
    assert len(cap) == 4
    assert sum(k in ("pawn", "court") for k in kinds) == 2
    assert sum(DECKTET[c].rank < 10 for c in cap) == 2
    assert "crown" not in kinds
    v = s.view(None)
    on_table = [c for row in v.battleground for c in row if c]
    everything = list(cap) + on_table + list(v.hand) + list(s.deck)
    assert sorted(everything) == sorted(DECKTET)  # the other 40 cards form the deck


def test_game_opens_with_an_enemy_phase_that_only_fills_the_top_row_DC1() -> None:
    s = INFO.new_game(players=1, seed=11)
    v = s.view(None)
    assert v.turn == 1 and v.phase == "actions"
    assert all(v.battleground[0]) and v.battleground[1] == (None,) * 3 == v.battleground[2]
    assert v.damage == 0 and v.damaged == ()
    assert len(v.hand) == v.hand_target == 2 and v.actions_left == v.actions_per_turn == 2
    assert v.deck_count == 40 - 3 - 2


def test_first_attack_comes_in_turn_four_without_hasten_DC1() -> None:
    s = INFO.new_game(players=1, seed=2)
    for turn in (1, 2, 3):
        assert s.view().damaged == () and s.view().turn == turn
        s = s.apply(0, "end")
        while s.view().phase == "discard":
            s = s.apply(0, "done")
    assert s.view().turn == 4
    assert any(e.code.startswith("attack.") for e in s.events)
    assert any(line.startswith("Attack:") for line in s.view().log)


def test_new_game_rejects_other_player_counts_and_unknown_options() -> None:
    with pytest.raises(IllegalAction):
        INFO.new_game(players=2, seed=1)
    with pytest.raises(IllegalAction):
        INFO.new_game(players=1, seed=1, options={"hasten": False})


# --- Enemy Phase --------------------------------------------------------------------


def _end_turn(s: DCState) -> DCState:
    return s.apply(0, "done")


def test_attack_goes_left_to_right_and_stops_the_moment_damage_reaches_twenty_DC2() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], damaged=["9MS"],
             bg=bg(r2c0="5ML", r2c1="7SK", r2c2="8MS"))
    end = _end_turn(s)
    out = end.outcome()
    assert out is not None and out.result == ("loss",) and out.winners == frozenset()
    assert end.view().damaged == ("9MS", "5ML", "7SK")  # 9 + 5 + 7 = 21
    assert end.bg[8] == "8MS"  # the third attacker never attacked
    assert out.stats[0]["damage"] == 21 and out.stats[0]["turns"] == 4


def test_losing_defender_goes_to_damaged_at_its_own_rank_and_stronger_one_holds_DC3() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"],
             bg=bg(r2c0="5ML", r2c1="XM", r2c2="3MW"),
             defense=["5SW", "2SY", "9WY"])
    v = _end_turn(s).view()
    assert v.damaged == ("5SW", "2SY")  # tie loses; a 2 absorbs a 10 for 2 damage
    assert v.damage == 7
    assert v.defense == (None, None, "9WY")  # a greater defender stays
    assert v.discard_count == 3  # all three attackers are discarded


def test_empty_defense_slot_takes_the_attackers_full_rank_DC3() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], bg=bg(r2c1="XM"))
    v = _end_turn(s).view()
    assert v.damaged == ("XM",) and v.damage == 10 and v.discard_count == 0


def test_advance_moves_cards_straight_down_and_keeps_gaps_DC4() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"],
             bg=bg(r0c0="2MK", r0c2="3SK", r1c1="4MS"))
    v = _end_turn(s).view()
    assert v.battleground[1] == ("2MK", None, "3SK")
    assert v.battleground[2] == (None, "4MS", None)
    assert v.battleground[0] == ("AY", "AL", "AW")  # reinforcements from the deck top


def test_reinforce_leaves_slots_empty_when_deck_and_discard_are_both_empty_DC5() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], deck=["3LY"], discard=[])
    v = _end_turn(s).view()
    assert v.battleground[0] == ("3LY", None, None)
    assert v.turn == 4 and v.hand == ("AK",)  # nothing left to draw either


EIGHT = ["PMSL", "PMYK", "CMWK", "CMLY", "6SY", "7ML", "2MK", "3SK"]


def test_hasten_repeats_attack_advance_reinforce_once_with_eight_captured_DC6() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], captured=EIGHT,
             bg=bg(r1c0="5ML", r0c1="4MS"))
    v = _end_turn(s).view()
    # Pass 1 moves 5ML to the bottom; pass 2 makes it attack in the same Enemy Phase.
    assert v.damaged == ("5ML",)
    assert v.battleground[2] == (None, "4MS", None)
    assert v.battleground[1] == ("AY", "AL", "AW") and v.battleground[0] == ("2WL", "3LY", "4WL")
    assert any(line.startswith("Hasten") for line in v.log)


def test_no_hasten_with_seven_captured_DC6() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], captured=EIGHT[:7],
             bg=bg(r1c0="5ML", r0c1="4MS"))
    v = _end_turn(s).view()
    assert v.damaged == ()
    assert v.battleground[2] == ("5ML", None, None)


# --- Player Phase -------------------------------------------------------------------


def test_draw_fills_hand_to_x_rank_one_to_nine_captured_cards_DC7() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"],
             captured=["PMSL", "2MK", "3SK", "6SY"])
    v = _end_turn(s).view()
    assert v.hand_target == 3 and len(v.hand) == 3 and v.hand[0] == "AK"


def test_no_hand_limit_and_no_draw_when_hand_already_holds_x_DC7() -> None:
    hand = ["AK", "2SY", "3MW", "5SW", "9MS"]
    s = make(phase="discard", actions_left=0, hand=hand)
    v = _end_turn(s).view()
    assert v.hand == tuple(hand) and v.hand_target == 2


def test_actions_per_turn_is_fixed_when_the_player_phase_starts_DC8() -> None:
    # Defense 4MS + Side 6MW = 10 and both share Moons with The Huntress: a capture.
    s = make(hand=["AK"], defense=["4MS", None, None], side=["6MW", None, None],
             bg=bg(r0c0="XM"))
    s2 = s.apply(0, "counter.d1")
    v = s2.view()
    assert "XM" in v.captured and v.actions_left == 1 and v.actions_per_turn == 2
    s3 = s2.apply(0, "end").apply(0, "done")
    assert s3.view().actions_per_turn == 3 and s3.view().actions_left == 3


def test_every_action_costs_one_even_a_counterattack_that_hits_nothing_DC9() -> None:
    s = make(hand=["AK", "2SY"], defense=["4MS", None, None])
    s2 = s.apply(0, "counter.d1")
    assert s2.view().actions_left == 1
    assert s2.view().log == ("The counterattack has no effect.",)
    assert s.describe(0, "counter.d1") == "Counterattacked from Defense left with The Mountain."
    s3 = s2.apply(0, "counter.d1")  # the same action may be repeated
    assert s3.view().phase == "discard" and s3.view().actions_left == 0


def test_unused_actions_are_lost_when_ending_early_DC9() -> None:
    s = make(hand=["AK"]).apply(0, "end")
    assert s.view().phase == "discard"
    assert s.legal_actions(0) == ("discard.AK", "done")


def test_counterattack_uses_each_cards_own_column_and_row_DC10() -> None:
    # Side top 4MS hits row 0. Column 0: 3MW + 4MS = 7 == The Chance Meeting (7ML): captured.
    # Column 1: 2WL + 4MS = 6 > The Discovery (5SW), via Waves and Suns separately: destroyed.
    # Column 2: 3SK + 4MS = 7 < The Pact (9MS): nothing.
    s = make(hand=["AK"], captured=["PMSL", "CMWK", "6SY", "2MK"],
             defense=["3MW", "2WL", "3SK"], side=["4MS", None, None],
             bg=bg(r0c0="7ML", r0c1="5SW", r0c2="9MS", r1c0="AM"))
    v = s.apply(0, "counter.s1").view()
    assert v.battleground[0] == (None, None, "9MS")
    assert v.captured[-1] == "7ML" and v.discard_top == "5SW"
    assert v.battleground[1][0] == "AM"  # another row is untouched
    assert v.defense == ("3MW", "2WL", "3SK") and v.side == ("4MS", None, None)  # not used up
    assert v.log == ("The counterattack captures The Chance Meeting and destroys The Discovery.",)


def test_counterattack_needs_both_slots_and_a_shared_suit_for_each_DC10() -> None:
    # Column 0 has no Side card in row 1; The Forest (ML) shares nothing with The Painter (SK).
    s = make(hand=["AK"], defense=["3SK", None, None], side=["2MK", None, None],
             bg=bg(r0c0="5ML", r1c0="4MS"))
    v = s.apply(0, "counter.d1").view()
    assert v.battleground[0][0] == "5ML" and v.battleground[1][0] == "4MS"
    assert "counter.d2" not in s.legal_actions(0)  # an empty slot cannot launch


def test_aces_are_destroyed_never_captured_DC10() -> None:
    s = make(hand=["AK"], defense=["2MK", None, None], side=["3MW", None, None], bg=bg(r0c0="AM"))
    v = s.apply(0, "counter.d1").view()
    assert v.discard_top == "AM" and "AM" not in v.captured and v.battleground[0][0] is None


def test_twelfth_capture_wins_at_once_and_stops_the_counterattack_DC10() -> None:
    eleven = PERS + ["6SY", "7ML", "2MK"]
    # Column 0, top to bottom: 3MW + 2MK = 5 == The Forest (5ML), the 12th capture; the
    # Chance Meeting below (3MW + 4MS = 7 == 7ML) would also be captured but is never reached.
    s = make(hand=["AK"], captured=eleven[:-2] + ["2SY", "3SK"], defense=["3MW", None, None],
             side=["2MK", "4MS", None], bg=bg(r0c0="5ML", r1c0="7ML"))
    end = s.apply(0, "counter.d1")
    out = end.outcome()
    assert out is not None and out.winners == frozenset({0}) and out.result == ("win",)
    assert out.scores == (12,)
    assert out.stats == ({"damage": 0, "turns": 3, "captured": 12},)
    assert end.bg[3] == "7ML"  # never resolved
    assert end.view().phase == "over" and end.to_act() == frozenset()
    assert end.view().outcome == out and out.ending == "normal"


def test_play_onto_an_occupied_slot_discards_the_old_card_DC11() -> None:
    s = make(hand=["AK", "9MS"], defense=["4MS", None, None])
    v = s.apply(0, "play.9MS.d1").view()
    assert v.defense == ("9MS", None, None)
    assert v.discard_top == "4MS" and v.hand == ("AK",)
    v = s.apply(0, "play.AK.s3").view()
    assert v.side == (None, None, "AK") and v.discard_count == 0


def test_interchange_swaps_any_cards_and_changes_next_turns_x_and_y_DC12() -> None:
    s = make(hand=["AK", "2SY"])
    assert "interchange.AK.PMSL" in s.legal_actions(0)  # no rank restriction
    s2 = s.apply(0, "interchange.AK.PMSL")
    v = s2.view()
    assert v.hand == ("PMSL", "2SY") and v.captured == ("AK", "CMWK", "6SY", "7ML")
    assert v.actions_per_turn == 2 and v.actions_left == 1  # this turn's Y stands (DC-8)
    v = s2.apply(0, "end").apply(0, "done").view()
    assert v.actions_per_turn == 1 and v.hand_target == 3


def test_sacrifice_needs_a_strictly_lower_ranked_damaged_card_DC13() -> None:
    s = make(hand=["5SW"], damaged=["3MW", "5ML", "7SK"])
    sac = [a for a in s.legal_actions(0) if a.startswith("sacrifice")]
    assert sac == ["sacrifice.5SW.3MW"]
    with pytest.raises(IllegalAction, match="lower rank"):
        s.apply(0, "sacrifice.5SW.5ML")


def test_sacrifice_raises_damage_by_the_rank_difference_DC13() -> None:
    s = make(hand=["5SW", "9MS"], damaged=["3MW", "XM"])
    v = s.apply(0, "sacrifice.5SW.3MW").view()
    assert v.hand == ("3MW", "9MS") and v.damaged == ("5SW", "XM")
    assert v.damage == 15 and v.phase == "actions" and v.actions_left == 1


def test_sacrifice_that_reaches_twenty_is_an_immediate_loss_DC13() -> None:
    s = make(hand=["XS"], damaged=["AM", "9MS", "2SY"])  # 12; swapping AM for XS makes 21
    end = s.apply(0, "sacrifice.XS.AM")
    out = end.outcome()
    assert out is not None and out.result == ("loss",) and out.stats[0]["damage"] == 21


def test_withdraw_returns_the_card_to_hand_for_one_action_DC14() -> None:
    s = make(hand=["AK"], side=[None, "4MS", None])
    v = s.apply(0, "withdraw.s2").view()
    assert v.side == (None, None, None) and v.hand == ("AK", "4MS") and v.actions_left == 1


def test_discard_step_discards_one_card_at_a_time_then_done_ends_the_turn_DC15() -> None:
    s = make(hand=["AK", "2SY", "3MW"]).apply(0, "end")
    s = s.apply(0, "discard.2SY")
    v = s.view()
    assert v.phase == "discard" and v.hand == ("AK", "3MW") and v.discard_top == "2SY"
    v = s.apply(0, "done").view()
    assert v.turn == 4 and v.phase == "actions" and v.hand == ("AK", "3MW")


def test_empty_hand_skips_the_discard_step_DC15() -> None:
    s = make(hand=["AK"], actions_left=1)
    v = s.apply(0, "play.AK.d1").view()
    assert v.turn == 4 and v.phase == "actions"


def test_discarding_the_last_card_ends_the_turn_DC15() -> None:
    s = make(hand=["AK"], phase="discard", actions_left=0)
    v = s.apply(0, "discard.AK").view()
    assert v.turn == 4 and v.phase == "actions" and v.discard_count == 1


def test_discard_pile_is_reshuffled_only_when_a_draw_finds_the_deck_empty_DC16() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], deck=["3LY"],
             discard=["2MK", "3SK", "4MS", "5ML", "6MW"], damaged=["9MS"])
    end = _end_turn(s)
    v = end.view()
    assert v.battleground[0][0] == "3LY"  # the deck's own card first
    assert end.counter == s.counter + 1
    assert v.discard_count == 0 and v.deck_count == 5 - 2 - 1
    assert v.damaged == ("9MS",) and len(v.captured) == 4  # never reshuffled in
    assert any("reshuffled" in line for line in v.log)
    # With cards left in the deck there is no reshuffle, however big the discard pile.
    s = make(phase="discard", actions_left=0, hand=["AK"], discard=["2MK", "3SK"])
    assert _end_turn(s).counter == s.counter


def test_whole_table_is_public_and_view_none_equals_view_zero_DC18() -> None:
    s = INFO.new_game(players=1, seed=4)
    v = s.view(None)
    assert isinstance(v, DCView) and v == dataclasses.replace(s.view(0), viewer=None)
    assert INFO.hidden_hands is False
    assert v.hand and len(v.captured) == 4
    assert not hasattr(v, "deck")  # only deck order is hidden


def test_turn_cap_abandons_the_game_after_turn_300_DC19() -> None:
    s = make(turn=300, phase="discard", actions_left=0, hand=["AK"])
    end = s.apply(0, "done")
    out = end.outcome()
    assert out is not None and out.result == ("abandoned",) and out.winners == frozenset()
    assert out.ending == "cap"
    assert out.stats[0]["turns"] == 300 and end.to_act() == frozenset()


# --- outcome, API and words -----------------------------------------------------------


def test_resign_is_a_loss_and_leaves_the_state_untouched() -> None:
    s = make(hand=["AK"])
    over = s.resign(0)
    assert s.outcome() is None and over.outcome().result == ("loss",)
    out = over.view().outcome
    assert out is not None and out.ending == "resign" and str(out.reason) == "You resigned."
    assert over.view().log == ("You gave up the defence.",)


def test_metrics_are_least_damage_then_fewest_turns() -> None:
    assert [(m.key, m.higher_is_better) for m in INFO.metrics] == [("damage", False), ("turns", False)]
    assert INFO.key == "defend-and-capture" and INFO.players == (1,) and INFO.options == ()
    assert len(INFO.rules_markdown) <= 3500 and "Sacrifice" in INFO.rules_markdown
    assert not TAG.search(INFO.rules_markdown)  # rule tags stay in code and tests


def test_apply_never_mutates_and_json_round_trips_in_random_games() -> None:
    for seed in range(15):
        s = INFO.new_game(players=1, seed=seed)
        rng = random.Random(seed)
        moves = []
        while s.to_act():
            legal = s.legal_actions(0)
            assert tokens_prefix_free(legal) and len(set(legal)) == len(legal)
            before = json.dumps(s.to_json())
            a = rng.choice(legal)
            new = s.apply(0, a)
            assert json.dumps(s.to_json()) == before
            assert INFO.from_json(json.loads(json.dumps(new.to_json()))) == new
            moves.append(a)
            s = new
        again = INFO.new_game(players=1, seed=seed)
        for a in moves:
            again = again.apply(0, a)
        assert again == s
        cards = [c for c in s.bg + s.defense + s.side if c] + s.hand + s.captured + s.damaged + s.deck + s.discard
        assert sorted(cards) == sorted(DECKTET)  # every card is somewhere, once


def test_labels_prompts_and_descriptions_read_as_words() -> None:
    s = make(hand=["5ML"], defense=["4MS", None, None])
    assert s.label("5ML") == "The Forest 5 M/L"
    assert s.label("d1") == "Defense left (The Mountain)" and s.label("s3") == "Side bottom"
    assert s.prompt(["play", "5ML"]) == "Play The Forest where?"
    assert s.describe(0, "play.5ML.d1") == "Played The Forest to Defense left, discarding The Mountain."
    assert "2 of 2 actions left" in s.status()
    with pytest.raises(IllegalAction, match="empty"):
        s.apply(0, "withdraw.d2")
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply(0, "play.9MS.d1")


# --- events, endings and player-facing words --------------------------------------------


def test_each_attacker_is_one_event_with_both_cards_and_the_damage_DC2_DC3() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"],
             bg=bg(r2c0="5ML", r2c1="XM", r2c2="3MW"), defense=[None, "2SY", "9WY"])
    end = _end_turn(s)
    attacks = [e for e in end.events if e.code.startswith("attack.")]
    assert [(e.code, e.args) for e in attacks] == [
        ("attack.breach", {"enemy": "5ML", "damage": 5, "slot": "d1"}),
        ("attack.beats", {"enemy": "XM", "defender": "2SY", "damage": 2, "slot": "d2"}),
        ("attack.repelled", {"enemy": "3MW", "defender": "9WY", "slot": "d3"}),
    ]
    assert end.view().log[:3] == (
        "Attack: The Forest breaks through the empty Defense left for 5 damage.",
        "Attack: The Huntress (10) beats The Desert (2) at Defense middle; The Desert goes to Damaged "
        "for 2 damage.",
        "Attack: The Darkness (9) at Defense right repels The Journey (3): no damage.",
    )
    assert [e.code for e in end.events[3:]] == ["advance", "draw"]


def test_the_losing_attack_is_logged_before_the_game_ends_DC2() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], damaged=["9MS"],
             bg=bg(r2c0="5ML", r2c1="7SK", r2c2="8MS"))
    end = _end_turn(s)
    assert [e.code for e in end.events] == ["attack.breach", "attack.breach"]
    assert str(end.outcome().reason) == "Damage reached 21: the town falls."


def test_a_hastened_enemy_phase_keeps_every_line_in_the_log_DC6() -> None:
    s = make(phase="discard", actions_left=0, hand=["AK"], captured=EIGHT,
             bg=bg(r1c0="5ML", r1c1="4MS", r1c2="3SK", r2c0="2MK", r2c1="AY", r2c2="AL"),
             deck=["8WL", "4YK", "4WL", "3LY", "2WL", "AW", "9LK"], discard=["9MS", "8MS", "7SK"])
    end = _end_turn(s)
    codes = [e.code for e in end.events]
    assert codes == ["attack.breach"] * 3 + ["advance", "hasten"] + ["attack.breach"] * 3 + [
        "advance", "reshuffle", "draw"]
    log = end.view().log
    assert len(log) == len(codes) <= 12
    assert log[4].startswith("Hasten") and log[-1] == "Turn 4: you draw 3 cards."


def test_events_are_stored_as_codes_not_sentences() -> None:
    s = INFO.new_game(players=1, seed=2)
    for _ in range(3):
        s = s.apply(0, "end")
        while s.view().phase == "discard":
            s = s.apply(0, "done")
    data = json.loads(json.dumps(s.to_json()))
    assert data["events"] and all(isinstance(e, list) and len(e) in (2, 3) for e in data["events"])
    codes = {e[0] for e in data["events"]}
    assert codes <= {"attack.breach", "attack.beats", "attack.repelled", "hasten", "advance", "draw",
                     "draw.none", "reshuffle", "counter", "interchange", "sacrifice", "stop"}
    for code, args, *_ in data["events"]:
        assert " " not in code and isinstance(args, dict)
        values = [v for a in args.values() for v in (a if isinstance(a, list) else [a])]
        assert all(not isinstance(v, str) or " " not in v for v in values)
    assert "reason" not in data and "result" not in data


def test_events_stored_with_listed_arguments_load_named() -> None:
    """Games stored before events had named arguments kept them as lists, `advance` and
    `counter` with a variable number: they load named and read as they did."""
    s = make(hand=["AK"])
    data = s.to_json()
    data["events"] = [["attack.breach", ["5ML", 5, "d1"]], ["hasten", []], ["advance", ["XM", "2SY"]],
                      ["advance", []], ["counter", ["s1", "3MW", "captured", "9WY", "destroyed", "5ML", "captured"]],
                      ["sacrifice", ["XM", "2SY", 12]], ["stop", ["timeout"]]]
    loaded = INFO.from_json(data)
    assert [(e.code, e.args) for e in loaded.events] == [
        ("attack.breach", {"enemy": "5ML", "damage": 5, "slot": "d1"}),
        ("hasten", {}),
        ("advance", {"cards": ("XM", "2SY")}),
        ("advance", {"cards": ()}),
        ("counter", {"slot": "s1", "captured": ("3MW", "5ML"), "destroyed": ("9WY",)}),
        ("sacrifice", {"card": "XM", "taken": "2SY", "damage": 12}),
        ("stop", {"ending": "timeout"}),
    ]
    assert INFO.from_json(json.loads(json.dumps(loaded.to_json()))) == loaded
    assert loaded.view().log == (
        "Attack: The Forest breaks through the empty Defense left for 5 damage.",
        "Hasten: with 8 or more cards captured, the enemies attack and advance again.",
        "The enemies advance one row; The Huntress and The Desert arrive in the top row.",
        "The enemies advance one row; no cards are left to fill the top row.",
        "The counterattack captures The Journey and The Forest and destroys The Darkness.",
        "The sacrifice raises your damage by 8.",
        "Time ran out for the defence.",
    )


def test_timeout_is_a_loss_that_does_not_say_resigned() -> None:
    s = make(hand=["AK"])
    over = s.resign(0, "timeout")
    out = over.outcome()
    assert s.outcome() is None
    assert out is not None and out.result == ("loss",) and out.winners == frozenset()
    assert out.ending == "timeout" and "resign" not in str(out.reason).lower()
    assert str(out.reason) == "You ran out of time and forfeit the game."
    assert INFO.from_json(json.loads(json.dumps(over.to_json()))) == over


def test_abandon_ends_with_no_winner_and_abandoned_results() -> None:
    s = INFO.new_game(players=1, seed=9)
    over = s.abandon()
    out = over.outcome()
    assert out is not None and out.result == ("abandoned",) and out.winners == frozenset()
    assert out.ending == "abandon" and str(out.reason) == "Abandoned: nobody played."
    assert over.to_act() == frozenset() and over.view().phase == "over"
    with pytest.raises(IllegalAction):
        over.abandon()
    with pytest.raises(IllegalAction):
        over.resign(0)


def test_a_game_saved_with_the_old_sentences_still_loads() -> None:
    data = make(hand=["AK"]).to_json()
    data.pop("end")
    data["events"] = ["Attack: The Forest breaks through for 5 damage."]
    data["result"], data["reason"] = None, None
    s = INFO.from_json(data)
    assert s.events == [] and s.outcome() is None
    data["result"], data["reason"] = "loss", "You resigned."
    assert INFO.from_json(data).outcome().ending == "resign"


def test_info_declares_a_solo_open_table_game() -> None:
    assert INFO.players == (1,) and INFO.hidden_hands is False
    assert INFO.simultaneous is False and INFO.reactions is False
    assert INFO.kit is not None and not INFO.kit.levels  # no computer player: no seat to fill
    assert t(INFO.act_hint) == "choose your move"




# --- what the player reads after a move -------------------------------------------------


def test_after_an_end_of_turn_the_new_events_tell_every_attack_advance_draw_and_reshuffle() -> None:
    """Each attack with both cards and the damage taken, both advances with the cards that
    arrive, Hasten, the reshuffle and the draw: all readable, in order; the status says
    where the game stands and repeats none of them."""
    s = make(phase="discard", actions_left=0, hand=["AK"], captured=EIGHT, defense=[None, "2SY", "9WY"],
             bg=bg(r1c0="5ML", r1c1="XM", r1c2="3MW", r2c0="2MK", r2c1="AY", r2c2="AL"),
             deck=["8WL", "4YK", "4WL", "3LY", "2WL", "AW", "9LK"], discard=["9MS", "8MS", "7SK"])
    end = s.apply(0, "done")
    assert s.describe(0, "done") == "Ended the turn."
    assert end.worded_events(s, 0) == (
        "Attack: The Author breaks through the empty Defense left for 2 damage.",
        "Attack: The Desert (2) at Defense middle repels Ace of Wyrms (1): no damage.",
        "Attack: The Darkness (9) at Defense right repels Ace of Leaves (1): no damage.",
        "The enemies advance one row; The Merchant, Ace of Waves and The Origin arrive in the top row.",
        "Hasten: with 8 or more cards captured, the enemies attack and advance again.",
        "Attack: The Forest breaks through the empty Defense left for 5 damage.",
        "Attack: The Huntress (10) beats The Desert (2) at Defense middle; The Desert goes to Damaged for 2 damage.",
        "Attack: The Darkness (9) at Defense right repels The Journey (3): no damage.",
        "The enemies advance one row; The Savage, The Sailor and The Battle arrive in the top row.",
        "The deck ran out: the discard pile (7 cards) is reshuffled into a new deck.",
        "Turn 4: you draw 3 cards.",
    )
    assert end.status(0) == "Turn 4 · damage 9 of 20 · captured 8 of 12 · 4 of 4 actions left"
    assert end.view(0).log == end.worded_events(s, 0)  # the picture's log tells the same


def test_the_players_own_action_is_said_once_by_its_describe_line_DC10_DC12_DC13() -> None:
    s = make(hand=["AK", "5SW"], damaged=["3MW"], defense=["4MS", None, None])
    swap = s.apply(0, "interchange.AK.PMSL")
    assert s.describe(0, "interchange.AK.PMSL") == "Swapped Ace of Knots from hand with captured The Harvest."
    assert swap.worded_events(s, 0) == ()  # the interchange event is an echo of that line
    assert swap.view(0).log == ("You swap Ace of Knots into Captured for The Harvest.",)
    sac = s.apply(0, "sacrifice.5SW.3MW")
    assert s.describe(0, "sacrifice.5SW.3MW") == "Sacrificed The Discovery to Damaged, taking back The Journey."
    assert sac.worded_events(s, 0) == ("The sacrifice raises your damage by 2.",)
    assert sac.status(0) == "Turn 3 · damage 5 of 20 · captured 4 of 12 · 1 of 2 actions left"
    hit = s.apply(0, "counter.d1")
    assert hit.worded_events(s, 0) == ("The counterattack has no effect.",)
    one = make(y=1, actions_left=1, captured=["PMSL", "6SY", "7ML", "2MK"])
    assert one.status() == "Turn 3 · damage 0 of 20 · captured 4 of 12 · 1 of 1 action left"


def test_the_end_is_said_by_the_outcome_reason_and_a_forfeit_on_time_says_so() -> None:
    s = make(hand=["AK"])
    for ending, reason in (("resign", "You resigned."), ("timeout", "You ran out of time and forfeit the game.")):
        over = s.resign(0, ending)
        assert str(over.outcome().reason) == reason
        assert over.worded_events(s, 0) == ()  # the stop event is an echo of the reason
        assert over.status(0) == "Turn 3 · damage 0 of 20 · captured 4 of 12"
    lost = make(phase="discard", actions_left=0, hand=["AK"], damaged=["9MS"],
                bg=bg(r2c0="5ML", r2c1="7SK", r2c2="8MS"))
    end = lost.apply(0, "done")
    assert end.worded_events(lost, 0) == (
        "Attack: The Forest breaks through the empty Defense left for 5 damage.",
        "Attack: The Castle breaks through the empty Defense middle for 7 damage.",
    )
    assert end.status(0) == "Turn 4 · damage 21 of 20 · captured 4 of 12"
    assert str(end.outcome().reason) == "Damage reached 21: the town falls."
