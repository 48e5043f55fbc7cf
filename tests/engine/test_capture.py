"""Capture (engine.capture): scenario tests named after the CLARIFICATIONS.md section 4 tags."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import IllegalAction
from engine.capture import INFO, CaptureState, judge
from engine.cards import standard_deck
from engine.core import rng_for

E = (None, None, None, None, None)


def make(cols: list[Any], *, hands: tuple = ((), ()), placed: tuple = (E, E), need: int = 5,
         deck: tuple = (), locked: tuple = (False, False), captured: tuple = ((), ()),
         ace_flexible: bool = False, dealer: int = 0, round_: int = 1) -> CaptureState:
    """A position from its parts (cols: None or (side0, side1, times carried))."""
    return CaptureState(
        seed=1, counter=1, ace_flexible=ace_flexible, dealer=dealer, deck=tuple(deck),
        cols=tuple(None if c is None else (tuple(c[0]), tuple(c[1]), c[2]) for c in cols),
        hands=(tuple(hands[0]), tuple(hands[1])), placed=(tuple(placed[0]), tuple(placed[1])),
        need=need, locked=tuple(locked), round=round_, captured=captured, reveal=(),
        reveal_round=0, phase="place", resigned=None)


def fill(s: CaptureState, seat: int, plan: dict[str, str]) -> CaptureState:
    for card, col in plan.items():
        s = s.apply(seat, f"place.{card}.{col}")
    return s


def play_round(s: CaptureState, plan0: dict[str, str], plan1: dict[str, str]) -> CaptureState:
    s = fill(fill(s, 0, plan0), 1, plan1)
    return s.apply(0, "lock").apply(1, "lock")


FIVE = [(("2C",), ("3C",), 0), (("4C",), ("5C",), 0), (("6C",), ("7C",), 0),
        (("8C",), ("9C",), 0), (("TC",), ("JC",), 0)]


# --- setup ----------------------------------------------------------------------------


def test_new_game_deals_five_columns_and_five_hidden_cards_each() -> None:
    s = INFO.new_game(players=2, seed=7)
    v = s.view(None)
    assert all(c is not None and len(c.face_up[0]) == 1 == len(c.face_up[1]) for c in v.columns)
    assert v.deck_count == 52 - 20 and v.round == 1 and v.phase == "place"
    assert len(s.view(0).hand) == 5 == len(s.view(1).hand) and v.hand == ()
    seen = [c for col in v.columns for side in col.face_up for c in side]
    seen += list(s.view(0).hand) + list(s.view(1).hand)
    assert len(set(seen)) == 20 and set(seen) <= set(standard_deck())
    assert s.to_act() == frozenset({0, 1})


def test_capture_is_for_two_players_only() -> None:
    with pytest.raises(IllegalAction):
        INFO.new_game(players=1, seed=1)
    assert INFO.players == (2,) and INFO.key == "capture"


def test_dealer_is_random_from_the_seed_and_non_dealer_gets_the_first_face_up_card_C10() -> None:
    dealers = set()
    for seed in range(12):
        s = INFO.new_game(players=2, seed=seed)
        rng = rng_for(seed, 0)
        dealer = rng.randrange(2)
        deck = standard_deck()
        rng.shuffle(deck)
        assert s.dealer == dealer
        col1 = s.view(None).columns[0]
        assert col1.face_up[1 - dealer] == (deck[0],) and col1.face_up[dealer] == (deck[1],)
        dealers.add(dealer)
    assert dealers == {0, 1}


def test_legal_actions_list_places_in_hand_order_then_takes_then_lock_C11() -> None:
    s = make(FIVE, hands=(("2D", "5D", "7D", "9D", "KD"), ("2H", "5H", "7H", "9H", "KH")))
    legal = s.legal_actions(0)
    assert legal[:6] == ("place.2D.c1", "place.2D.c2", "place.2D.c3", "place.2D.c4",
                         "place.2D.c5", "place.5D.c1")
    assert len(legal) == 25 and "lock" not in legal
    s = fill(s, 0, {"5D": "c2"})
    legal = s.legal_actions(0)
    assert "place.5D.c1" not in legal and "place.2D.c2" not in legal
    assert legal[-1] == "take.c2" and len(legal) == 16 + 1
    s = fill(s, 0, {"2D": "c1", "7D": "c3", "9D": "c4", "KD": "c5"})
    assert s.legal_actions(0) == ("take.c1", "take.c2", "take.c3", "take.c4", "take.c5", "lock")


# --- hidden placement (C-11) -------------------------------------------------------------


def test_placements_stay_hidden_from_the_public_and_the_opponent_until_both_lock_C11() -> None:
    s = make(FIVE, hands=(("2D", "5D", "7D", "9D", "KD"), ("2H", "5H", "7H", "9H", "KH")))
    s = fill(s, 0, {"2D": "c1", "5D": "c2", "7D": "c3", "9D": "c4", "KD": "c5"}).apply(0, "lock")
    assert s.to_act() == frozenset({1}) and s.legal_actions(0) == ()
    with pytest.raises(IllegalAction):
        s.apply(0, "take.c1")
    for viewer in (None, 1):
        text = repr(s.view(viewer)) + s.status(viewer)
        text += s.describe(0, "place.9D.c4", viewer) + s.describe(0, "take.c4", viewer)
        for card in ("2D", "5D", "7D", "9D", "KD", "9\u2666", "9 of Diamonds"):
            assert card not in text
    assert s.view(None).columns[3].placed == (1, 0)
    assert s.view(0).columns[3].mine == "9D" and s.view(1).columns[3].mine is None
    assert "9 of Diamonds" in s.describe(0, "place.9D.c4", 0)
    assert s.describe(0, "place.9D.c4", None) == "Player 1 placed a card face down on column 4."


def test_lock_needs_a_card_on_every_column_C11() -> None:
    s = make(FIVE, hands=(("2D", "5D", "7D", "9D", "KD"), ("2H", "5H", "7H", "9H", "KH")))
    s = fill(s, 0, {"2D": "c1", "5D": "c2", "7D": "c3", "9D": "c4"})
    with pytest.raises(IllegalAction, match="every column"):
        s.apply(0, "lock")
    with pytest.raises(IllegalAction, match="column 1"):
        s.apply(0, "place.KD.c1")
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply(0, "place.KH.c5")
    s2 = s.apply(0, "take.c1")
    assert s2.view(0).hand == ("2D", "KD") and s.view(0).hand == ("KD",)


def test_second_lock_reveals_every_column_and_deals_the_next_round_C11_C6() -> None:
    deck = tuple(standard_deck()[20:])
    s = make(FIVE, deck=deck,
             hands=(("2D", "5D", "7D", "9D", "KD"), ("2H", "5H", "7H", "9H", "KH")))
    s = play_round(s, {"2D": "c1", "5D": "c2", "7D": "c3", "9D": "c4", "KD": "c5"},
                   {"2H": "c5", "5H": "c4", "7H": "c3", "9H": "c2", "KH": "c1"})
    rev = s.view(None).last_reveal
    assert [r.column for r in rev] == [1, 2, 3, 4, 5]
    for r in rev:  # C-6: each column judged on its own cards alone
        assert (r.winner, r.reason) == judge(r.cards[0], r.cards[1])
    assert rev[0].revealed == ("2D", "KH")
    assert s.round == 2 and s.to_act() == frozenset({0, 1})


# --- judging columns -------------------------------------------------------------------


def test_your_cards_are_your_face_up_card_and_all_your_placements_in_the_column_C1() -> None:
    # A carried column: seat 0 placed a 9 last round; this round's 9 makes a pair with it.
    s = make([(("4S", "9S"), ("5S", "QS"), 1), None, None, None, None], need=1,
             hands=(("9H",), ("3H",)))
    s = play_round(s, {"9H": "c1"}, {"3H": "c1"})
    r = s.view(None).last_reveal[0]
    assert r.winner == 0 and r.reason == "pair beats nothing"
    assert sorted(s.captured[0]) == sorted(["4S", "9S", "9H", "5S", "QS", "3H"])


def test_opponent_cards_never_complete_your_set_C1() -> None:
    assert judge(("7S", "3S"), ("7H", "KD")) == (None, "no one holds both high and low")
    assert judge(("7S", "7C"), ("7H", "KD"))[0] == 0


def test_high_and_low_wins_a_column_C2() -> None:
    assert judge(("3S", "JS"), ("5H", "9H")) == (0, "high and low")
    assert judge(("5H", "9H"), ("3S", "JS")) == (1, "high and low")


def test_a_tie_for_highest_or_lowest_means_nobody_holds_it_C2() -> None:
    assert judge(("3S", "JS"), ("5H", "JH"))[0] is None
    assert judge(("3S", "JS"), ("3H", "9H"))[0] is None


def test_a_column_with_an_ace_is_only_won_by_a_set_C3() -> None:
    assert judge(("AS", "KS"), ("5H", "9H")) == (None, "an Ace: only a set can win it")
    assert judge(("3S", "KS"), ("AH", "9H"))[0] is None
    assert judge(("AS", "AD"), ("5H", "9H")) == (0, "pair beats nothing")  # a pair of Aces is a pair


def test_flexible_aces_count_high_or_low_for_their_holder_C3() -> None:
    assert judge(("AS", "KS"), ("5H", "9H"), True)[0] == 0  # Ace low, King high
    assert judge(("AS", "2S"), ("5H", "9H"), True)[0] == 0  # Ace high, 2 low
    assert judge(("AS", "6S"), ("5H", "9H"), True)[0] is None  # 6 is neither extreme
    assert judge(("3S", "KS"), ("AH", "9H"), True)[0] is None  # the rival's Ace blocks
    assert judge(("AS", "KS"), ("AH", "9H"), True)[0] is None


def test_flexible_ace_option_changes_the_game_C3() -> None:
    opt = next(o for o in INFO.options if o.name == "ace_flexible_high_low")
    assert opt.default is False
    s = INFO.new_game(players=2, seed=3, options={"ace_flexible_high_low": True})
    assert s.ace_flexible and s.view(None).ace_flexible
    s = make([(("AS",), ("5H",), 0), None, None, None, None], need=1, ace_flexible=True,
             hands=(("KS",), ("9H",)))
    s = play_round(s, {"KS": "c1"}, {"9H": "c1"})
    assert len(s.captured[0]) == 4


def test_set_ranking_four_three_two_pairs_pair_C4() -> None:
    assert judge(("5S", "5H"), ("3S", "KS")) == (0, "pair beats nothing")  # even over high/low
    assert judge(("5S", "5H", "5D"), ("KS", "KH", "2C")) == (0, "three of a kind beats a pair")
    assert judge(("5S", "5H", "9D", "9C"), ("KS", "KH", "2C", "3C")) == (0, "two pairs beat a pair")
    assert judge(("5S", "5H", "5D", "9C"), ("KS", "KH", "2C", "2D"))[0] == 0
    # Three of a kind with an extra pair is still three of a kind: they cancel.
    assert judge(("5S", "5H", "5D", "9C", "9D"), ("KS", "KH", "KC", "2C", "3C")) == (
        1, "sets cancel; high and low")
    assert judge(("5S", "5H", "5D", "5C"), ("KS", "KH", "KC", "2C")) == (
        0, "four of a kind beats three of a kind")


def test_equal_sets_cancel_whatever_their_value_then_high_low_decides_C4() -> None:
    assert judge(("AS", "AH"), ("2S", "2H"))[0] is None  # the rulebook's own example
    assert judge(("2S", "2H", "KD"), ("5S", "5H", "7D")) == (0, "sets cancel; high and low")
    assert judge(("2S", "2H", "9D"), ("5S", "5H", "KD")) == (None, "sets cancel, no high/low")


def test_drawn_column_carries_over_and_gets_one_more_card_each_next_round_C5() -> None:
    deck = tuple(c for c in standard_deck() if c[0] in "3456789" and c[1] in "SHD")[:20]
    s = make([(("AS",), ("KH",), 0)] + FIVE[1:], deck=deck,
             hands=(("2D", "5D", "7D", "9D", "KD"), ("2H", "5H", "7H", "9H", "JH")))
    s = play_round(s, {"2D": "c1", "5D": "c2", "7D": "c3", "9D": "c4", "KD": "c5"},
                   {"JH": "c1", "2H": "c2", "5H": "c3", "7H": "c4", "9H": "c5"})
    v = s.view(None)
    col1 = v.columns[0]
    assert col1.face_up == (("AS", "2D"), ("KH", "JH")) and col1.carried == 1
    assert v.last_reveal[0].fate == "carried over"
    assert len(s.view(0).hand) == 5 == s.need  # a card for the carried column too
    taken = [r.column for r in v.last_reveal if r.winner is not None]
    new_cols = [c for c in v.columns[1:] if c is not None and c.carried == 0]
    assert len(new_cols) == len(taken)  # only empty places get new columns
    assert s.legal_actions(0)[0] == f"place.{s.view(0).hand[0]}.c1"


def test_winner_captures_every_card_of_the_column_C7() -> None:
    s = make([(("3S",), ("5H",), 0), None, None, None, None], need=1,
             hands=(("JS",), ("9H",)), captured=(("2C",), ()))
    s = play_round(s, {"JS": "c1"}, {"9H": "c1"})
    assert s.captured == (("2C", "3S", "JS", "5H", "9H"), ())
    assert s.view(None).columns[0] is None or s.view(None).columns[0].carried == 0


# --- short last round (C-8) and end (C-9) --------------------------------------------------


def _dealt(cols: list[Any], left: int) -> CaptureState:
    deck = tuple(c for c in standard_deck() if c[0] in "23456789TJQK")[:left]
    s = make(cols, deck=deck, need=0).shallow_copy()
    s._deal()
    return s


CARRIED = (("AS",), ("AH",), 1)


@pytest.mark.parametrize("carried,left,new,need", [
    (0, 20, 5, 5),   # enough for a normal round
    (0, 8, 2, 2),    # the rulebook's "8 cards left": 2 face up and 2 face down each
    (5, 8, 0, 4),
    (1, 12, 3, 3),
    (2, 12, 3, 3),
    (0, 14, 3, 3),   # leaves 2 cards for one more round
    (3, 16, 2, 5),   # 2(5-3)+10 = 14 <= 16: normal
])
def test_short_last_round_follows_the_formula_C8(carried: int, left: int, new: int, need: int) -> None:
    s = _dealt([CARRIED] * carried + [None] * (5 - carried), left)
    assert sum(c is not None for c in s.cols) == carried + new
    assert s.need == need and len(s.hands[0]) == need == len(s.hands[1])
    assert len(s.deck) == left - 2 * new - 2 * need


def test_short_last_round_cards_go_on_any_columns_one_each_C8() -> None:
    s = _dealt([CARRIED] * 5, 8)
    assert s.need == 4 and s.view(0).short_round
    hand = s.hands[0]
    s = fill(s, 0, {hand[0]: "c2", hand[1]: "c3", hand[2]: "c5"})
    assert "lock" not in s.legal_actions(0)
    s = fill(s, 0, {hand[3]: "c1"})
    assert s.legal_actions(0)[-1] == "lock"
    assert not any(a.startswith("place") for a in s.legal_actions(0))
    with pytest.raises(IllegalAction, match="all 4"):
        s.apply(0, f"place.{hand[3]}.c4")
    s = s.apply(0, "lock")
    s = fill(s, 1, dict(zip(s.hands[1], ("c1", "c2", "c3", "c4")))).apply(1, "lock")
    rev = s.view(None).last_reveal
    assert [r.revealed[0] is None for r in rev] == [False, False, False, True, False]
    assert rev[4].revealed == (hand[2], None)  # judged with one new card only


def test_round_with_no_cards_to_place_is_judged_at_once_and_ends_the_game_C8_C9() -> None:
    s = _dealt([None] * 5, 2)
    assert s.phase == "over" and s.outcome() is not None
    assert s.view(None).last_reveal[0].fate == "captured by nobody"


def test_cards_left_in_drawn_columns_are_captured_by_nobody_and_more_cards_wins_C9() -> None:
    s = make([(("AS",), ("AH",), 2), (("3S",), ("5H",), 0), None, None, None], need=1,
             hands=(("JS",), ("9H",)), captured=(("2C", "3C"), ("4C", "5C", "6C")))
    s = play_round(s, {"JS": "c2"}, {"9H": "c1"})
    out = s.outcome()
    assert out is not None and s.to_act() == frozenset()
    assert out.scores == (5, 3) and out.winners == frozenset({0})
    assert out.result == ("win", "loss")
    assert out.stats == ({"captured": 5, "margin": 2}, {"captured": 3, "margin": -2})
    v = s.view(None)
    assert v.uncaptured == 3 and v.won_by == frozenset({0}) and v.result == "win"
    assert v.last_reveal[0].fate == "captured by nobody"


def test_equal_captures_are_a_draw_C9() -> None:
    s = make([(("AS",), ("AH",), 0), None, None, None, None], need=1,
             hands=(("JS",), ("9H",)), captured=(("2C",), ("4C",)))
    s = play_round(s, {"JS": "c1"}, {"9H": "c1"})
    out = s.outcome()
    assert out is not None and out.winners == frozenset() and out.result == ("draw", "draw")


def test_resign_gives_the_win_to_the_other_player() -> None:
    s = INFO.new_game(players=2, seed=2)
    out = s.resign(1).outcome()
    assert out is not None and out.winners == frozenset({0}) and out.result == ("win", "loss")
    with pytest.raises(IllegalAction):
        s.resign(1).resign(0)


def test_json_round_trip_mid_round_keeps_hidden_placements() -> None:
    s = INFO.new_game(players=2, seed=11)
    rng = random.Random(4)
    for _ in range(40):
        seat = min(s.to_act())
        s = s.apply(seat, rng.choice(s.legal_actions(seat)))
    back = INFO.from_json(json.loads(json.dumps(s.to_json())))
    assert back == s and back.legal_actions(0) == s.legal_actions(0)
    assert back.view(0) == s.view(0) and back.view(None) == s.view(None)


def test_public_view_never_shows_a_hidden_card_in_random_games_C11() -> None:
    for seed in range(6):
        s = INFO.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        while s.to_act():
            hidden = {c for seat in (0, 1) for c in s.hands[seat]}
            pub = repr(s.view(None)) + s.status(None)
            for seat in (0, 1):
                other = repr(s.view(1 - seat)) + s.status(1 - seat)
                assert not any(c in other for c in s.hands[seat])
            assert not any(c in pub for c in hidden)
            seat = rng.choice(sorted(s.to_act()))
            s = s.apply(seat, rng.choice(s.legal_actions(seat)))
        assert s.outcome() is not None
        v = s.view(None)
        assert len(v.captured[0]) + len(v.captured[1]) + v.uncaptured == 52


def test_short_round_keeps_the_chosen_columns_secret_until_both_lock_C11_C8() -> None:
    # With fewer cards than columns, *where* a player puts cards is part of the secret
    # placement: the opponent must not see which columns were chosen before committing.
    s = _dealt([CARRIED] * 5, 8)
    assert s.need == 4
    card = s.hands[0][0]
    s = fill(s, 0, {card: "c2"})
    for viewer in (None, 1):
        assert all(c.placed[0] == 0 for c in s.view(viewer).columns)
        assert s.view(viewer).placing == (3, 4)  # the count stays public
        for text in (s.describe(0, f"place.{s.hands[0][1]}.c3", viewer),
                     s.describe(0, "take.c2", viewer), s.status(viewer)):
            assert "column" not in text.lower() and "c2" not in text
    assert s.view(0).columns[1].placed == (1, 0) and s.view(0).columns[1].mine == card
    assert "column 2" in s.describe(0, "take.c2", 0)


def test_a_short_round_that_leaves_cards_is_not_called_the_last_round_C8() -> None:
    s = _dealt([None] * 5, 14)  # 3 columns, 3 cards each: 2 cards are left for one more round
    assert s.deck and "last" not in s.prompt([]).lower() and "any columns" in s.prompt([])
    s = _dealt([CARRIED] * 5, 8)  # 4 cards each uses up the deck: this is the last round
    assert not s.deck and "last round" in s.prompt([]).lower()
