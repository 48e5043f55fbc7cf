"""Tower Defense (J. Jimenez) scenario tests: one or more per resolution T-1..T-16 of
CLARIFICATIONS.md section 5, the rulebook's two worked examples, the options and the menu's
limits.  Positions are built by hand through the saved form (`table`)."""

from __future__ import annotations

import random
from typing import Any, Sequence

import pytest

from bot.picker import MAX_OPTIONS, menu
from engine import GAMES, IllegalAction
from engine.cards import standard_deck
from engine.tower_defense.board import attack, combos
from engine.tower_defense import words as td_words
from engine.tower_defense import TowerDefenseState
from engine.tower_defense.events import ARGS, load

from .playout import random_playout

INFO = GAMES["tower-defense"]
OPTIONS = ("havoc", "endless_night", "total_victory", "calm_first_round", "three_actions", "free_trade")


def table(tower: Sequence[str] = ("7C", "8D", "9S", "2H", "3H"), army: Sequence[str | None] = (None,) * 6,
          up: Sequence[bool] | None = None, hand: Sequence[str] = (), deck: Sequence[str] | None = None,
          discard: Sequence[str] = (), advantages: Sequence[str] = (), **extra: Any) -> TowerDefenseState:
    """A position in round 2's action phase; the deck holds every other card unless given."""
    data = INFO.new_game(players=1, seed=0).to_json()
    placed = {c for c in (*tower, *army, *hand, *discard, *advantages) if c}
    if deck is None:
        deck = [c for c in standard_deck() if c not in placed]
    options = {k: False for k in OPTIONS}
    options.update(extra.pop("options", {}))
    data.update(tower=list(tower), army=list(army), up=list(up if up is not None else [c is not None for c in army]),
                hand=list(hand), deck=list(deck), discard=list(discard), advantages=list(advantages), removed=[],
                reinforced=[], round=2, phase="act", actions=0, traded=False, passes=0, thief_new=False,
                forced=False, last_sig="", events=[], result=None, ending=None, options=options)
    data.update(extra)
    state = INFO.from_json(data)
    assert isinstance(state, TowerDefenseState)
    return state


# Six face-down enemies: a turn's end flips the fronts and deals nothing from the deck.
QUIET = dict(army=("2S", "3S", "4S", "5S", "6S", "7S"), up=(False,) * 6)


def codes(state: TowerDefenseState) -> list[str]:
    return [e.code for e in state.events]


def legal(state: TowerDefenseState, verb: str) -> list[str]:
    return [a for a in state.legal_actions(0) if a.split(".")[0] == verb]


# --- T-1 phases, T-2 setup -----------------------------------------------------------------


def test_a_round_runs_attack_end_of_round_movement_and_draw_in_order_T1() -> None:
    s = table(army=("5H", None, None, None, None, None), hand=("2C",), tower=("7C", "8D"))
    after = s.apply(0, "end")
    new = codes(after)
    assert new.index("attack") < new.index("round") < new.index("rear") < new.index("draw")
    assert after.round == 3 and after.phase == "act"


def test_setup_builds_the_tower_the_armies_and_the_hand_and_turns_up_the_fronts_T2() -> None:
    s = INFO.new_game(players=1, seed=4, options={"calm_first_round": True})
    assert len(s.tower) == 5 and len(s.hand) == 5 + 0  # round 1 draws nothing into a full hand
    assert s.up == (True, False, True, False, True, False)
    view = s.view(None)
    assert all(a.rear == "" for a in view.armies)  # a face-down card is a back, never its code
    assert len(s.deck) == 52 - 5 - 6 - 5


def test_a_joker_drawn_at_setup_is_replaced_T2() -> None:
    for seed in range(200):
        s = INFO.new_game(players=1, seed=seed, options={"havoc": True, "calm_first_round": True})
        if "joker.hand" in codes(s):
            assert len(s.hand) == 5 and not any(c.startswith("X") for c in s.hand)
            return
    pytest.fail("no seed dealt a Joker into the hand")


# --- T-3 enemy movement ---------------------------------------------------------------------


def _moved(army: Sequence[str | None], up: Sequence[bool], deck: Sequence[str] = ("4C", "5C", "6C", "7D")
           ) -> TowerDefenseState:
    s = table(army=army, up=up, deck=deck, tower=("9S", "8D"), hand=("2H", "3H", "4H"))
    return s.apply(0, "end")


def test_movement_turns_up_a_face_down_front_T3() -> None:
    s = _moved(("5H", "6H", None, None, None, None), (False, False, False, False, False, False))
    assert s.army[:2] == ("5H", "6H") and s.up[:2] == (True, False)


def test_movement_turns_up_the_rear_behind_a_face_up_front_T3() -> None:
    s = _moved(("5H", "6H", None, None, None, None), (True, False, False, False, False, False))
    assert s.up[:2] == (True, True)


def test_movement_discards_the_front_and_advances_the_rear_when_both_are_up_T3() -> None:
    s = _moved(("5H", "6H", None, None, None, None), (True, True, False, False, False, False))
    assert s.army[:2] == ("6H", "4C") and s.up[:2] == (True, False) and s.discard[-1] == "5H"


def test_movement_moves_a_rear_up_to_an_empty_front_face_up_with_a_new_rear_T3() -> None:
    s = _moved((None, "6H", None, None, None, None), (False, False, False, False, False, False))
    assert s.army[:2] == ("6H", "4C") and s.up[:2] == (True, False)


def test_movement_decisions_a_lone_front_gets_a_rear_and_an_empty_army_is_dealt_anew_T3() -> None:
    s = _moved(("5H", None, None, None, None, None), (True, False, False, False, False, False))
    assert s.army[:2] == ("5H", "4C") and s.up[:2] == (True, False)
    s = _moved((None,) * 6, (False,) * 6, deck=("4C", "5C", "6C", "7D", "8C", "9C", "TC"))
    assert s.army == ("4C", "5C", "6C", "7D", "8C", "9C") and s.up == (True, False) * 3


def test_round_one_moves_by_the_letter_and_the_calm_option_skips_it_T3() -> None:
    literal = INFO.new_game(players=1, seed=9)
    calm = INFO.new_game(players=1, seed=9, options={"calm_first_round": True})
    assert literal.round == calm.round == 1
    assert literal.up.count(True) > 3  # the rears turned up in round 1's movement
    assert calm.up == (True, False) * 3


# --- T-4 drawing ------------------------------------------------------------------------------


def test_draw_one_below_the_limit_then_up_to_three_T4() -> None:
    s = table(hand=("2C",), deck=("3C", "4C", "5C", "6C"), **QUIET).apply(0, "end")
    assert s.hand == ("2C", "3C", "4C")  # one card, then up to three
    s = table(hand=("2C", "3C", "4C", "5C"), deck=("6C", "7C", "8C", "9C"), **QUIET).apply(0, "end")
    assert len(s.hand) == 5
    s = table(hand=("2C", "3C", "4C", "5C", "6C"), deck=("7C", "8C"), **QUIET).apply(0, "end")
    assert len(s.hand) == 5  # at the limit: no draw


def test_the_bard_draws_two_up_to_seven_and_an_empty_deck_gives_nothing_T4() -> None:
    s = table(tower=("QH", "8D"), hand=("2C", "3C", "4C", "5C", "6C"), deck=("7C", "8C", "9C"),
              **QUIET).apply(0, "end")
    assert len(s.hand) == 7 and s.deck == ("9C",)
    s = table(hand=("2C",), deck=("3C",), discard=(), **QUIET).apply(0, "end")
    assert s.hand == ("2C", "3C")  # the deck ran dry: nothing more to draw


# --- T-5 actions ------------------------------------------------------------------------------


def test_actions_are_unlimited_by_default_and_three_with_the_strict_option_T5() -> None:
    def defences(state: TowerDefenseState) -> int:
        done = 0
        while legal(state, "defend"):
            state = state.apply(0, legal(state, "defend")[0])
            done += 1
        assert state.legal_actions(0)[-1] == "end"
        return done

    position = dict(army=("2C", "5C", "3C", None, "4C", None), hand=("2H", "3H", "4H", "5H", "6H"),
                    tower=("9S", "8D"))
    assert defences(table(**position)) == 4
    assert defences(table(**position, options={"three_actions": True})) == 3


# --- T-6 defend -------------------------------------------------------------------------------


def test_defend_uses_one_colour_opposite_the_target_reaching_its_value_T6() -> None:
    s = table(army=("8S", None, None, None, None, None), hand=("8D", "TH", "5H", "4D", "9C", "AH"))
    offered = legal(s, "defend")
    assert "defend.lf.8D" in offered and "defend.lf.TH" in offered and "defend.lf.5H+4D" in offered
    assert not any("9C" in a or "AH" in a for a in offered)  # a black card, an Ace: never
    after = s.apply(0, "defend.lf.5H+4D")
    assert after.army[0] is None and after.discard[-3:] == ("8S", "5H", "4D")


def test_a_rear_target_is_worth_one_more_and_face_cards_defend_at_nine_T6() -> None:
    s = table(army=("2S", "4D", None, None, None, None), hand=("5C", "4S", "KS"))
    assert "defend.lr.5C" in legal(s, "defend") and "defend.lr.4S" not in legal(s, "defend")
    s = table(army=("9S", None, None, None, None, None), hand=("KH",))
    assert legal(s, "defend") == ["defend.lf.KH"]


def test_the_legal_list_names_the_payments_where_every_card_counts_cheapest_first_T6() -> None:
    assert combos((5, 4, 3), 7) == ((1, 2), (0, 2), (0, 1))
    assert len(combos((5, 5, 6, 6, 7, 7, 8), 15)) == 28  # no cap: the menu never lists them


def test_paying_more_than_needed_is_a_legal_defence_T6() -> None:
    s = table(army=("8S", None, None, None, None, None), hand=("8D", "TH", "5H", "4D", "9C"))
    assert "defend.lf.8D+TH" not in s.legal_actions(0)  # not listed: the 10 alone pays
    assert s.is_legal(0, "defend.lf.8D+TH")
    after = s.apply(0, "defend.lf.8D+TH")
    assert after.army[0] is None and after.hand == ("5H", "4D", "9C")
    assert after.discard[-3:] == ("8S", "8D", "TH")


def _bard_against_a_rear_ace() -> TowerDefenseState:
    return table(tower=("QH", "2C"), army=(None, "AS", None, None, None, None),
                 hand=("5H", "5D", "6H", "6D", "7H", "7D", "8H"))


def test_every_payment_that_reaches_the_value_is_legal_however_many_T6() -> None:
    # The rear Ace of Spades is worth 14 + 1 = 15; every set of these red cards worth 15 or more
    # pays, the 26th cheapest and the ones that over-pay included, and no other set does.
    from itertools import combinations

    s = _bard_against_a_rear_ace()
    hand = s.hand
    value = {"5H": 5, "5D": 5, "6H": 6, "6D": 6, "7H": 7, "7D": 7, "8H": 8}
    paying = refused = 0
    for n in range(1, len(hand) + 1):
        for chosen in combinations(hand, n):
            action = "defend.lr." + "+".join(chosen)
            if sum(value[c] for c in chosen) >= 15:
                assert s.is_legal(0, action), action
                paying += 1
            else:
                assert not s.is_legal(0, action), action
                assert "needs 15 or more" in s.explain_illegal(0, action)
                refused += 1
    minimal = legal(s, "defend")
    assert len(minimal) == 28 and paying > len(minimal) and refused
    assert s.apply(0, minimal[25]).army[1] is None  # the 26th payment, refused before


def test_the_player_picks_the_defending_cards_from_one_menu_of_the_right_colour_T6() -> None:
    s = table(army=("8S", None, None, None, None, None), hand=("8D", "TH", "5H", "AD", "9C", "KH"))
    st = menu(s, 0, "defend")  # one target: its card menu opens at once
    assert st.path == "defend.lf" and st.many == (1, 4)
    assert [c.token for c in st.choices] == ["8D", "TH", "5H", "KH"]  # red, no Ace, hand order
    assert "8 or more" in st.prompt and "count 9" in st.prompt
    assert menu(s, 0, "defend.lf.KH+5H").action == "defend.lf.5H+KH"
    assert s.apply(0, "defend.lf.5H+KH").army[0] is None


def test_a_refused_payment_says_the_total_or_the_colour_T6() -> None:
    s = table(army=("8S", None, None, None, None, None), hand=("2D", "3H", "9C"))
    assert "worth 5; the 8 of Spades in the left front needs 8 or more" in s.explain_illegal(0, "defend.lf.2D+3H")
    why = s.explain_illegal(0, "defend.lf.2D+9C")
    assert "red cards only" in why and "9 of Clubs" in why
    with pytest.raises(IllegalAction):
        s.apply(0, "defend.lf.2D+9C")


def test_power_lifts_the_colour_rules_and_shield_adds_one_per_card_T6() -> None:
    s = table(army=("8S", None, None, None, None, None), hand=("5C", "3H"), advantages=("AD",))
    assert "defend.lf.5C+3H" in legal(s, "defend")
    s = table(army=("8S", None, None, None, None, None), hand=("4H", "3H"), advantages=("KD",))
    assert "defend.lf.4H+3H" in legal(s, "defend")  # (4+1) + (3+1) = 9


def test_target_values_count_warlords_the_knight_and_banshees_on_rear_cards_T6() -> None:
    # Warlord (face-up enemy King) +2: a 7 needs 9.
    s = table(army=("7S", None, "KS", None, None, None), hand=("8H", "9H"))
    assert [a for a in legal(s, "defend") if ".lf." in a] == ["defend.lf.9H"]
    # Knight (tower top King) -1: a 7 needs 6.
    s = table(tower=("KC", "2D"), army=("7S", None, None, None, None, None), hand=("6H",))
    assert legal(s, "defend") == ["defend.lf.6H"]
    # Banshee +1 on a rear card: a rear 5 needs 5 + 1 + 1.
    s = table(army=("QS", "5S", None, None, None, None), hand=("6H", "7H"))
    assert [a for a in legal(s, "defend") if ".lr." in a] == ["defend.lr.7H"]


def test_the_traitor_protects_the_strongest_front_of_the_other_colour_ties_included_T6() -> None:
    s = table(tower=("JH", "2D"), army=("9S", None, "9C", None, "5S", None), hand=("TH", "9D", "6D"))
    targets = {a.split(".")[1] for a in legal(s, "defend")}
    assert targets == {"rf"}


# --- T-7 repair -------------------------------------------------------------------------------


def test_repair_same_colour_exactly_one_away_goes_to_the_bottom_T7() -> None:
    s = table(tower=("4H", "9S", "8D", "2C"), hand=("3D", "5H", "6H", "3C", "JH"))
    assert legal(s, "repair") == ["repair.3D", "repair.5H"]
    after = s.apply(0, "repair.5H")
    assert after.tower == ("4H", "9S", "8D", "2C", "5H")
    full = table(tower=("4H", "9S", "8D", "2C", "7C"), hand=("3D",))
    assert legal(full, "repair") == []


def test_revive_repairs_one_or_two_away_up_to_six_and_its_loss_costs_the_sixth_T7() -> None:
    s = table(tower=("TH", "9S", "8D", "2C", "7C"), hand=("8H", "QD", "9H"), advantages=("QH",))
    assert legal(s, "repair") == ["repair.8H", "repair.QD", "repair.9H"]  # a Queen repairs as 9
    six = s.apply(0, "repair.8H")
    assert len(six.tower) == 6 and legal(six, "repair") == []
    # A Necromancer turning up removes Revive: the sixth card's top goes to the deck's bottom.
    hit = table(tower=("TH", "9S", "8D", "2C", "7C", "8H"), army=("AS", "2S", "3S", "4S", "5S", "6S"),
                up=(False,) * 6, advantages=("QH",), hand=("2H", "3H", "4H"), deck=("7S", "8S", "9C"))
    after = hit.apply(0, "end")
    assert "necro.clear" in codes(after) and "revive.lost" in codes(after)
    assert len(after.tower) <= 5 and "TH" in after.deck


# --- T-8 special cards --------------------------------------------------------------------------


def test_instants_are_paid_with_the_colour_advantages_with_the_suit_T8() -> None:
    s = table(army=("TS", None, None, None, None, None), hand=("AH", "3D", "4C", "5H"))
    assert legal(s, "missile") == ["missile.AH.lf.3D", "missile.AH.lf.5H"]
    assert legal(s, "advantage") == ["advantage.AH.5H"]
    after = s.apply(0, "missile.AH.lf.3D")
    assert after.army[0] is None and {"AH", "3D", "TS"} <= set(after.discard)


def test_at_most_two_advantages_of_different_kinds_T8() -> None:
    s = table(hand=("AH", "2H", "KD", "3D", "AS", "4S"), advantages=("KS",))
    assert legal(s, "advantage") == ["advantage.AH.2H", "advantage.AS.4S"]
    s = table(hand=("AH", "2H"), advantages=("KS", "JD"))
    assert legal(s, "advantage") == []


def test_swap_fortify_and_reinforcement_T8() -> None:
    s = table(army=("TS", "3H", None, None, "5D", "5C"), up=(True, True, False, False, True, False),
              hand=("KC", "2S", "QH", "4D", "JD", "6H"), discard=("9C", "8H"), tower=("7C", "8D", "9S"))
    swapped = s.apply(0, "swap.KC.lf+rf.2S")
    assert swapped.army[0] == "5D" and swapped.army[4] == "TS"
    assert not any("rr" in a for a in legal(s, "swap"))  # face-down cards are not swapped
    fortified = s.apply(0, "fortify.QH.4D")
    assert fortified.tower == ("8D", "9S", "7C")
    assert "7C" not in fortified.tower[:1] and "top" in codes(fortified)
    taken = s.apply(0, "reinforce.JD.hearts.8H.6H")
    assert "8H" in taken.hand and taken.reinforced == ("8H",)
    assert "8H" in taken.apply(0, "end").discard  # unused at the end of the turn: discarded


def test_fortify_on_a_one_card_tower_is_legal_and_changes_nothing_but_the_discard_T8() -> None:
    s = table(hand=("QH", "4D", "2C"), tower=("7C",), discard=("9C",), **QUIET)
    assert legal(s, "fortify") == ["fortify.QH.4D"]
    label = s.action_label("fortify.QH.4D")
    assert "changes nothing" in label
    assert "stays on top" in s.describe(0, "fortify.QH.4D")
    after = s.apply(0, "fortify.QH.4D")
    assert after.tower == ("7C",) and after.phase == "act"
    assert after.discard == ("9C", "4D", "QH") and after.hand == ("2C",)
    new = after.events[len(s.events):]
    assert [e.code for e in new] == ["fortify"]  # no new top turned up
    assert "stays on top" in td_words.event(new[0], 0)  # the echo, as a replay or history words it


def test_reinforcement_may_go_over_the_hand_limit_T8() -> None:
    s = table(hand=("JD", "6H", "2C", "3C", "4C"), discard=("9C",))
    taken = s.apply(0, "reinforce.JD.clubs.9C.6H")
    assert len(taken.hand) == 4
    s = table(hand=("JD", "6H", "2C", "3C", "4C"), discard=("9C",), advantages=())
    assert "reinforce.JD.clubs.9C.6H" in s.legal_actions(0)


def test_trade_once_a_turn_by_default_and_unlimited_with_the_option_T8() -> None:
    s = table(hand=("2C", "3C", "4C"), advantages=("JS",), deck=("5C", "6C", "7C", "8C"))
    once = s.apply(0, "trade.2C")
    assert once.hand == ("3C", "4C", "5C") and legal(once, "trade") == []
    free = table(hand=("2C", "3C", "4C"), advantages=("JS",), deck=("5C", "6C", "7C", "8C"),
                 options={"free_trade": True}).apply(0, "trade.2C")
    assert legal(free, "trade")


# --- T-9 the enemy attack, and the rulebook's examples --------------------------------------------


def test_worked_example_seven_of_clubs_loses_its_top_to_five_and_three_red_T9() -> None:
    s = table(tower=("7C", "8D", "9S"), army=("5H", None, "3D", None, "TS", None), hand=("2C", "3C", "4C"))
    att = attack(s.army, s.up, s.tower, s.specials())
    assert att.total == 8 and att.breach
    assert {u.army: u.attacks for u in att.units} == {0: True, 1: True, 2: False}  # the spade stays out
    after = s.apply(0, "end")
    assert after.tower[0] == "8D" and "7C" in after.deck  # the rule text: bottom of the deck


def test_worked_example_nine_of_diamonds_with_a_six_of_clubs_rear_attacks_at_fourteen_T9() -> None:
    s = table(tower=("KS", "2C"), army=("9D", "6C", None, None, None, None))
    att = attack(s.army, s.up, s.tower, s.specials())
    assert att.units[0].value == 14 - 1  # the tower-top King (Knight) takes 1
    s = table(tower=("8S", "2C"), army=("9D", "6C", None, None, None, None))
    assert attack(s.army, s.up, s.tower, s.specials()).units[0].value == 14


def test_a_lone_rear_attacks_at_one_less_and_face_cards_always_attack_T9() -> None:
    s = table(tower=("8D", "2C"), army=(None, "TD", "JH", None, None, None))
    units = {u.army: u for u in attack(s.army, s.up, s.tower, s.specials()).units}
    assert units[0].value == 9 and not units[0].attacks  # red against a red tower
    assert units[1].attacks  # a Jack attacks whatever its colour


def test_attack_loses_at_most_one_tower_card_T9() -> None:
    s = table(tower=("2C", "3C", "4C"), army=("KH", "QH", "KD", "QD", "JH", "QS"), hand=("5H",))
    after = s.apply(0, "end")
    assert len(after.tower) == 2


def test_a_face_card_attack_sends_two_discards_to_the_bottom_of_the_deck_T9() -> None:
    s = table(tower=("5H", "3C"), army=("JS", None, None, None, None, None), discard=("2D", "3D", "4D"),
              hand=("2C", "3S", "4S"))
    after = s.apply(0, "end")
    assert "penalty" in codes(after)
    assert after.deck[-2:] == ("4D", "3D") and "2D" in after.discard


def test_warlords_stack_T9() -> None:
    s = table(tower=("9S", "2C"), army=("KH", None, "KD", None, "2H", None))
    units = {u.army: u.value for u in attack(s.army, s.up, s.tower, s.specials()).units}
    assert units[2] == 2 + 4


# --- T-10 .. T-12 special cards in the tower and the armies ---------------------------------------


def test_tower_specials_work_only_while_on_top_T10() -> None:
    top = table(tower=("KC", "QH"), army=("7S", None, None, None, None, None))
    below = table(tower=("8C", "KC"), army=("7S", None, None, None, None, None))
    assert top.specials().knight and not below.specials().knight
    assert top.specials().traitor is None and not below.specials().bard


def test_the_necromancer_clears_advantages_blocks_special_plays_and_keeps_upkeep_T11() -> None:
    s = table(army=("AS", None, "8S", None, None, None), hand=("KH", "AD", "2D"), discard=("2C", "3C"))
    assert not [a for a in s.legal_actions(0) if a.startswith(("missile", "swap", "advantage"))]
    assert "defend.tf.KH" in s.legal_actions(0)  # a King still defends at 9
    after = s.apply(0, "end")
    assert "upkeep" in codes(after) and "3C" in after.deck
    wizard = table(tower=("AH", "2C"), army=("AS", None, None, None, None, None), hand=("KH", "3H"),
                   advantages=("QD",))
    assert not wizard.specials().necromancer and legal(wizard, "advantage") == ["advantage.KH.3H"]


def test_when_the_bard_leaves_the_top_the_hand_is_discarded_down_to_five_T12b() -> None:
    # The 10 of Spades attacks the Bard (9) and takes it: the hand of 7 must come down to 5.
    s = table(tower=("QH", "2C", "3C"), army=("TS", None, None, None, None, None), up=(True,) + (False,) * 5,
              hand=("2H", "3H", "4H", "5H", "6H", "7H", "8H"), deck=("8C", "9C", "TC", "4C", "4S", "5S", "6S"))
    after = s.apply(0, "end")
    assert after.tower[0] != "QH" and after.phase == "drop"
    assert "limit" in codes(after) and after.legal_actions(0) == tuple(f"drop.{c}" for c in after.hand)
    told = " ".join(after.worded_events(s, 0))
    assert "Bard is no longer on top" in told and "discard 2 cards" in told
    assert "only 5 cards" in after.prompt([])
    after = after.apply(0, "drop.2H")
    assert after.phase == "drop"
    after = after.apply(0, "drop.3H")
    assert after.phase == "act" and len(after.hand) == 5 and "hand 5 of 5" in after.status()


def test_the_bards_discard_comes_right_after_the_attack_before_the_enemies_turn_up_T12b() -> None:
    # The position: the 9 of Spades takes the Bard; the King and the 6 of Clubs are
    # face down and turn up only in the next Enemy Movement, after the discard.
    s = table(tower=("QH", "8D", "9D", "2H", "3H"), army=("9S", "KC", "6C", None, None, None),
              up=(True, False, False, False, False, False),
              hand=("2S", "3S", "4S", "5S", "6S", "7S", "8S"))
    after = s.apply(0, "end")
    assert after.tower[0] == "8D" and after.phase == "drop"
    assert after.army[:3] == ("9S", "KC", "6C") and after.up[:3] == (True, False, False)  # nothing turned up yet
    assert codes(after)[-1] == "limit" and "round" not in codes(after)[len(s.events):]
    assert after.legal_actions(0) == tuple(f"drop.{c}" for c in after.hand)
    told = " ".join(after.worded_events(s, 0))
    assert "King" not in told and "6 of Clubs" not in told
    after = after.apply(0, "drop.2S")
    assert after.phase == "drop" and not any(after.up[1:3])
    done = after.apply(0, "drop.3S")
    new = codes(done)[len(after.events):]
    assert new.index("drop") < new.index("round") < new.index("flip")
    assert done.phase == "act" and done.up[1] and done.up[2] and done.round == s.round + 1
    assert sorted(done.hand)[:2] == ["4S", "5S"] and len(done.hand) == 5


def test_the_bards_discard_survives_a_save_mid_way_T12b() -> None:
    s = table(tower=("QH", "8D", "9D", "2H", "3H"), army=("9S", "KC", "6C", None, None, None),
              up=(True, False, False, False, False, False),
              hand=("2S", "3S", "4S", "5S", "6S", "7S", "8S"))
    after = s.apply(0, "end").apply(0, "drop.2S")
    back = INFO.from_json(after.to_json())
    assert back == after
    assert back.apply(0, "drop.3S") == after.apply(0, "drop.3S")


def test_the_thief_makes_the_hand_shrink_to_four_and_cancels_the_bard_T12() -> None:
    s = table(tower=("QH", "2C"), army=("5S", "JS", None, None, None, None), up=(True, False) + (False,) * 4,
              hand=("2H", "3H", "4H", "5H", "6H", "7H"), deck=("8C", "9C", "TC"))
    after = s.apply(0, "end")
    assert after.phase == "drop" and not after.specials().bard
    after = after.apply(0, "drop.2H").apply(0, "drop.3H")
    assert after.phase == "act" and len(after.hand) == 4


# --- T-13 win and loss ------------------------------------------------------------------------------


def test_the_win_comes_at_the_end_of_a_round_with_the_deck_empty_T13() -> None:
    s = table(tower=("7C", "8D"), deck=(), hand=("2C",))
    after = s.apply(0, "end")
    out = after.outcome()
    assert out is not None and out.winners == frozenset({0}) and out.stats[0]["tower"] == 2


def test_the_loss_comes_the_moment_the_tower_is_empty_T13() -> None:
    s = table(tower=("2C",), army=("9H", None, None, None, None, None), hand=("3S",))
    out = s.apply(0, "end").outcome()
    assert out is not None and out.result == ("loss",) and out.stats[0]["rounds"] == 2


# --- T-14 Havoc -------------------------------------------------------------------------------------


def test_jokers_in_an_army_in_the_tower_and_in_the_hand_T14() -> None:
    s = table(tower=("7C", "8D", "9S"), army=("XR", None, None, None, None, None), up=(False,) * 6,
              hand=("2C", "3C", "4C"), deck=("5C", "6C"), options={"havoc": True})
    after = s.apply(0, "end")
    assert "joker.army" in codes(after) and "XR" in after.removed and after.tower[0] == "8D"
    s = table(tower=("7C", "XB", "8D", "9S"), army=("7H", None, None, None, None, None),
              hand=("2C", "3C", "4C"), options={"havoc": True})
    after = s.apply(0, "end")  # the 7 of hearts takes the 7 of clubs; the Joker takes the 8
    assert after.tower == ("9S",) and "XB" in after.removed and "8D" in after.deck
    s = table(hand=("2C",), deck=("XR", "5C", "6C", "7C"), discard=("9H",), options={"havoc": True}, **QUIET)
    after = s.apply(0, "end")
    assert "joker.hand" in codes(after) and len(after.hand) == 3 and not after.discard


# --- T-15 Endless Night, T-16 Total Victory -----------------------------------------------------------


def test_a_joker_on_top_of_the_tower_never_names_the_face_down_card_beneath_T14() -> None:
    s = table(tower=("7C", "XB", "8D", "9S"), army=("7H", None, None, None, None, None),
              hand=("2C", "3C", "4C"), options={"havoc": True})
    after = s.apply(0, "end")
    joker = [e for e in after.events if e.code == "joker.tower"]
    assert joker and "8D" not in repr(joker)
    for viewer in (0, None):
        told = " ".join(after.worded_events(s, viewer))
        assert "Joker" in told and "bottom of the deck" in told
        assert "8 of Diamonds" not in told
    # A game stored when the event still named the card is worded without it too.
    stored = td_words.event(load([["joker.tower", ["8D"]]])[0], 0)
    assert "8 of Diamonds" not in stored and "bottom of the deck" in stored


def test_endless_night_fills_the_hand_and_needs_two_passes_T15() -> None:
    s = table(hand=("2C",), deck=("3C", "4C", "5C", "6C", "7C"), options={"endless_night": True}, **QUIET)
    assert len(s.apply(0, "end").hand) == 5
    empty = table(hand=("2C",), deck=(), discard=("3C", "4C"), options={"endless_night": True},
                  **QUIET).apply(0, "end")
    assert empty.outcome() is None and empty.passes == 1 and "deck.out" in codes(empty)


def test_total_victory_needs_a_clear_board_and_a_frozen_night_is_lost_T16() -> None:
    s = table(tower=("7C", "8D"), deck=(), army=("5C", None, None, None, None, None), hand=(),
              options={"total_victory": True})
    s = s.apply(0, "end")
    assert s.outcome() is None  # a black 5 does not attack a black tower: play on
    s = s.apply(0, "end")
    out = s.outcome()
    assert out is not None and out.result == ("loss",) and "stalemate" in codes(s)
    clear = table(tower=("7C",), deck=(), army=("5C", None, None, None, None, None), hand=("6H",),
                  options={"total_victory": True}).apply(0, "defend.lf.6H").apply(0, "end")
    assert clear.outcome() is not None and clear.outcome().result == ("win",)  # type: ignore[union-attr]


def test_a_total_victory_with_a_face_down_rear_left_says_no_enemy_is_face_up_T16() -> None:
    won = table(tower=("7C",), deck=(), army=("5C", "9S", None, None, None, None), up=(True, False) + (False,) * 4,
                hand=("6H",), options={"total_victory": True}).apply(0, "defend.lf.6H").apply(0, "end")
    out = won.outcome()
    assert out is not None and out.result == ("win",) and won.army[1] == "9S"
    reason = str(out.reason)
    assert "no enemy is left face up" in reason and "standing" not in reason


def test_the_share_of_the_night_survived_counts_both_decks_under_endless_night_T15() -> None:
    night = dict(options={"endless_night": True}, dealt=37, **QUIET)
    # Second pass: 37 cards of the first deck and 20 reshuffled; 10 of those 20 are left.
    second = table(deck=tuple(standard_deck()[:10]), passes=1, events=[["deck.out", [20]]], **night)
    assert second.resign(0).outcome().stats[0]["survived"] == (37 + 10) * 100 // 57  # type: ignore[union-attr]
    # First pass: 17 of 37 left and 20 in the discard pile, which would be the second deck.
    first = table(deck=tuple(standard_deck()[:17]), discard=tuple(standard_deck()[17:37]), **night)
    assert first.resign(0).outcome().stats[0]["survived"] == 20 * 100 // 57  # type: ignore[union-attr]
    plain = table(deck=tuple(standard_deck()[:17]), dealt=37, **QUIET)
    assert plain.resign(0).outcome().stats[0]["survived"] == 20 * 100 // 37  # type: ignore[union-attr]


# --- the menu and the words -----------------------------------------------------------------------------


def _random_states(n: int, seed: int, options: dict[str, bool]) -> list[TowerDefenseState]:
    rng = random.Random(seed)
    out = []
    state: Any = INFO.new_game(players=1, seed=seed, options=options)
    while state.outcome() is None and len(out) < n:
        out.append(state)
        state = state.apply(0, rng.choice(state.legal_actions(0)))
    return out


@pytest.mark.parametrize("seed", range(8))
def test_no_menu_step_offers_more_than_25_choices(seed: int) -> None:
    opts = {k: bool(seed >> i & 1) for i, k in enumerate(OPTIONS[:3])}
    for state in _random_states(200, seed, opts):
        pending = [""]
        while pending:
            path = pending.pop()
            step = menu(state, 0, path)
            assert len(step.choices) <= MAX_OPTIONS, (path, len(step.choices))
            pending.extend(c.path for c in step.choices if c.path not in state.legal_actions(0))


def test_a_special_cards_button_says_what_it_will_do() -> None:
    s = table(army=("TS", None, None, None, None, None), hand=("AH", "3D"))
    assert s.action_label("missile.AH.lf.3D") == "Missile: remove the 10 of Spades from the left front, pay 3 of Diamonds"
    assert s.action_label("end").startswith("End the turn")


def test_illegal_moves_are_refused_with_a_reason() -> None:
    s = table(army=("TS", None, None, None, None, None), hand=("2H",))
    with pytest.raises(IllegalAction, match="worth 2; the 10 of Spades in the left front needs 10"):
        s.apply(0, "defend.lf.2H")


# --- the audit against the rulebook and CLARIFICATIONS section 5 ------------------------------------


def test_a_face_card_supporting_from_the_rear_is_included_in_a_successful_attack_T9() -> None:
    # The 5 of Hearts leads (red against a black tower) and the King of Spades behind it adds 12:
    # the successful attack included a face card, so two discards go to the bottom of the deck.
    s = table(tower=("9C", "3C"), army=("5H", "KS", None, None, None, None), discard=("2D", "3D", "4D"),
              hand=("2C", "3S", "4S"))
    after = s.apply(0, "end")
    assert "penalty" in codes(after)
    assert after.deck[-2:] == ("4D", "3D") and "2D" in after.discard
    words = " ".join(after.worded_events(s, 0))
    assert "face card took part" in words


def test_a_face_card_in_an_army_that_does_not_attack_costs_no_discards_T9() -> None:
    # The Jack of Clubs is behind a black front against a black tower: that army does not attack.
    s = table(tower=("5C", "3C"), army=("4S", "JC", "6H", None, None, None), discard=("2D", "3D", "4D"),
              hand=("2C", "3S", "4S"))
    after = s.apply(0, "end")
    assert after.tower[0] == "3C" and "penalty" not in codes(after)


def test_a_missile_ace_is_discarded_after_its_effect_T8() -> None:
    # T-8: "The special card is discarded after its effect": the Ace lies on the removed enemy.
    s = table(army=("TS", None, None, None, None, None), hand=("AH", "3D"))
    after = s.apply(0, "missile.AH.lf.3D")
    assert after.discard[-3:] == ("3D", "TS", "AH")


def test_no_discard_penalty_is_told_after_the_tower_has_fallen_T13() -> None:
    s = table(tower=("5H",), army=("JS", None, None, None, None, None), discard=("2D", "3D"), hand=("2C",))
    after = s.apply(0, "end")
    assert after.outcome() is not None and codes(after)[-1] == "loss"


def test_the_reason_for_a_refused_defence_names_the_traitor_and_power_T6() -> None:
    s = table(tower=("JH", "2D"), army=("9S", None, None, None, None, None), hand=("TH",))
    assert "Traitor" in s.explain_illegal(0, "defend.lf.TH")
    s = table(army=("8S", None, None, None, None, None), hand=("2C", "3H"), advantages=("AD",))
    why = s.explain_illegal(0, "defend.lf.2C+3H")
    assert "colour" not in why and "8" in why


def test_the_reason_for_a_refused_special_names_what_the_card_really_does_T8() -> None:
    s = table(army=("TS", None, "5D", None, None, None), hand=("KC", "2S", "7H", "3H"), tower=("7C",))
    assert s.explain_illegal(0, "missile.KC.lf.2S") == "The King of Clubs is played at once as Swap, not as Missile."
    assert "Jack, Queen, King or Ace" in s.explain_illegal(0, "missile.7H.lf.3H")
    s = table(hand=("QH", "4S"), tower=("7C",))
    assert "of its colour" in s.explain_illegal(0, "fortify.QH.4S")
    s = table(hand=("JD", "6H"), discard=("9C",))
    assert "not in the discard pile" in s.explain_illegal(0, "reinforce.JD.clubs.8C.6H")


def test_the_traitor_line_in_force_says_the_enemy_cannot_be_defended_T6() -> None:
    # "safe" read as if the player were safe from that card: the card is immune to defence.
    s = table(tower=("JH", "2D"), army=("9S", None, None, None, None, None))
    assert "Traitor: strongest black front immune" in s.view(0).in_force


@pytest.mark.parametrize("seed", range(4))
def test_events_name_their_arguments_in_the_order_stored_games_hold_them(seed: int) -> None:
    """Games stored before events' arguments had names hold them as a list of values, in
    `events.ARGS`' order (a last argument of several values took the rest): an event made now
    names its arguments in that order, and the same values stored as a list load as it."""
    options = {"havoc": True, "endless_night": seed % 2 == 1, "total_victory": seed >= 2}
    for state, seat, action in random_playout(INFO, 1, seed, options):
        pass
    events = state.apply(seat, action).events
    assert {"setup", "round", "flip", "draw", "attack"} <= {e.code for e in events}
    for e in events:
        assert list(e.args) == [name for name in ARGS[e.code] if name in e.args], e
        values = [x for v in e.args.values() for x in (v if isinstance(v, tuple) else (v,))]
        assert load([[e.code, values]]) == (e,)
