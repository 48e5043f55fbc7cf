"""Capture (engine.capture): scenario tests named after the CLARIFICATIONS.md section 4 tags."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import IllegalAction
from engine.capture import INFO, CaptureState, words
from engine.capture import judge as judging
from engine.capture.actions import Move, format, parse
from engine.cards import standard_deck, std_short
from engine.core import ORIGINAL_LEVEL, Event, Seen, rng_for
from i18n import said, t

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
        reveal_round=0, phase="place", ending="normal", stopped=None, events=())


def judge(cards0: Any, cards1: Any, ace_flexible: bool = False) -> tuple[int | None, str]:
    """The judge's verdict with its reason in the words players read."""
    winner, code = judging.judge(cards0, cards1, ace_flexible)
    return winner, words.reason(code)


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
    s = make(cols, deck=deck, need=0).copy()
    s._deal()
    return s


CARRIED = (("AS",), ("AH",), 1)


@pytest.mark.parametrize("carried,left,new,need", [
    (0, 20, 5, 5),   # enough for a normal round
    (0, 8, 2, 2),    # the rulebook's "8 cards left": 2 face up and 2 face down each
    (5, 8, 0, 4),
    (1, 12, 3, 3),
    (2, 12, 3, 3),
    (0, 6, 2, 1),    # the revised reading: 2 columns and 1 card each, no 2 cards unwinnable
    (0, 10, 3, 2),
    (0, 14, 4, 3),
    (0, 18, 5, 4),
    (0, 2, 1, 0),    # one column, judged at once
    (1, 2, 0, 1),    # carried columns and 2 cards: no new column, one card each (revised)
    (4, 2, 0, 1),
    (5, 2, 0, 1),
    (3, 4, 1, 1),
    (2, 4, 1, 1),
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
    assert v.uncaptured == 3 and v.outcome == out and v.outcome.winners == frozenset({0})
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


def test_every_short_round_uses_every_card_left_and_is_the_last_round_C8() -> None:
    for carried in range(6):
        for left in range(2, 2 * (5 - carried) + 10, 2):
            s = _dealt([CARRIED] * carried + [None] * (5 - carried), left)
            assert not s.deck, (carried, left)
            if s.need:
                assert "last round" in s.prompt([]).lower() and "any columns" in s.prompt([])


def test_every_short_round_with_carried_columns_leaves_each_player_a_card_to_place_C8() -> None:
    # Revised C-8: while a carried column can still change hands, each player must have a
    # card to place, and the round must use every card left (for every even deck size).
    for carried in range(1, 6):
        for left in range(2, 2 * (5 - carried) + 10, 2):
            s = _dealt([CARRIED] * carried + [None] * (5 - carried), left)
            assert s.need >= 1, (carried, left)
            assert not s.deck, (carried, left)
            on_table = sum(len(c[0]) + len(c[1]) for c in s.cols if c) - 2 * carried
            assert on_table + 2 * s.need == left, (carried, left)
            assert len(s.hands[0]) == len(s.hands[1]) == s.need


def test_two_cards_left_with_carried_columns_go_on_a_carried_column_C8() -> None:
    # Before the revision this round dealt a new column with nothing to place, and the
    # carried columns went to nobody.
    s = _dealt([CARRIED, None, None, (("3S",), ("5H",), 1), None], 2)
    assert [c is not None for c in s.cols] == [True, False, False, True, False]
    assert s.need == 1 and s.phase != "over" and s.view(0).short_round
    mine, theirs = s.hands[0][0], s.hands[1][0]
    s = s.apply(0, f"place.{mine}.c4").apply(0, "lock")
    s = s.apply(1, f"place.{theirs}.c1").apply(1, "lock")
    assert s.phase == "over"
    rev = s.view(None).last_reveal
    assert [r.revealed for r in rev] == [(None, theirs), (mine, None)]  # columns 1 and 4


def test_six_cards_left_make_two_columns_and_one_card_each_C8() -> None:
    s = _dealt([None] * 5, 6)
    assert [c is not None for c in s.cols] == [True, True, False, False, False]
    assert s.need == 1 and not s.deck
    s = s.apply(0, f"place.{s.hands[0][0]}.c1").apply(0, "lock")
    s = s.apply(1, f"place.{s.hands[1][0]}.c2").apply(1, "lock")
    assert s.phase == "over"
    # all 6 cards were in play: the two columns were judged with every card dealt
    judged = sum(len(c[0]) + len(c[1]) for c in s.cols if c) + len(s.captured[0]) + len(s.captured[1])
    assert judged == 6


# --- endings, events and words -----------------------------------------------------------


def test_timeout_is_a_loss_for_the_idle_seat_and_is_not_called_a_resignation() -> None:
    s = INFO.new_game(players=2, seed=2)
    out = s.resign(0, "timeout").outcome()
    assert out is not None and out.ending == "timeout"
    assert out.winners == frozenset({1}) and out.result == ("loss", "win")
    assert "ran out of time" in said(out.reason) and "resign" not in said(out.reason).lower()
    out = s.resign(1).outcome()
    assert out is not None and out.ending == "resign" and "resigned" in said(out.reason)
    assert s.outcome() is None


def test_abandon_has_no_winner_and_every_seat_abandoned() -> None:
    s = INFO.new_game(players=2, seed=2)
    over = s.abandon()
    out = over.outcome()
    assert out is not None and out.ending == "abandon" and over.to_act() == frozenset()
    assert out.winners == frozenset() and out.result == ("abandoned", "abandoned")
    assert said(out.reason).startswith("Abandoned")
    assert over.view(None).outcome == out and "abandoned" in over.view(None).log[-1]
    back = INFO.from_json(json.loads(json.dumps(over.to_json())))
    assert back == over and back.outcome() == out
    with pytest.raises(IllegalAction):
        over.abandon()


def test_a_game_ended_by_its_rules_says_normal() -> None:
    s = make([(("AS",), ("AH",), 0), None, None, None, None], need=1,
             hands=(("JS",), ("9H",)), captured=(("2C",), ("4C",)))
    out = play_round(s, {"JS": "c1"}, {"9H": "c1"}).outcome()
    assert out is not None and out.ending == "normal"


def _strings(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [x for k, v in data.items() for x in _strings(k) + _strings(v)]
    if isinstance(data, (list, tuple)):
        return [x for v in data for x in _strings(v)]
    return []


def test_saved_games_hold_event_codes_never_sentences() -> None:
    for seed in range(3):
        s = INFO.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        while s.to_act():
            seat = rng.choice(sorted(s.to_act()))
            s = s.apply(seat, rng.choice(s.legal_actions(seat)))
        data = json.loads(json.dumps(s.to_json()))
        codes = {e[0] for e in data["events"]}
        assert {"deal", "lock", "column.captured", "end"} <= codes
        assert codes <= {"deal", "lock", "column.captured", "column.carried", "column.lost",
                         "end", "stop"}
        for text in _strings(data):  # codes, card codes and numbers only: no words, no spaces
            assert " " not in text, text
        assert INFO.from_json(data) == s


def test_events_saved_as_lists_get_their_names_on_load_and_read_the_same() -> None:
    """Games saved before events had named arguments hold each event's arguments as a list,
    in the order `EVENT_ARGS` names them."""
    s = INFO.new_game(players=2, seed=5)
    rng = random.Random(5)
    while s.to_act():
        seat = rng.choice(sorted(s.to_act()))
        s = s.apply(seat, rng.choice(s.legal_actions(seat)))
    data = json.loads(json.dumps(s.to_json()))
    assert {"deal", "lock", "column.captured", "end"} <= {e[0] for e in data["events"]}
    data["events"] = [[code, list(args.values()), *rest] for code, args, *rest in data["events"]]
    old = INFO.from_json(data)
    assert old.events == s.events and old == s
    assert old.log(None, 0) == s.log(None, 0) and old.log(1, 0) == s.log(1, 0)
    # A deal saved before it named its new columns has 5 arguments: it counts them.
    data["events"] = [["deal", [1, 5, 5, False, 32]]]
    assert INFO.from_json(data).log(None) == (
        "Round 1: 5 new columns; each player places a card face down on every column.",)


def _five_columns_filled() -> CaptureState:
    """Five columns, both players' five cards placed (diamonds against hearts), none locked."""
    s = make(FIVE, deck=tuple(standard_deck()[20:]),
             hands=(("2D", "5D", "7D", "9D", "KD"), ("2H", "5H", "7H", "9H", "KH")))
    return fill(fill(s, 0, {"2D": "c1", "5D": "c2", "7D": "c3", "9D": "c4", "KD": "c5"}), 1,
                {"2H": "c5", "5H": "c4", "7H": "c3", "9H": "c2", "KH": "c1"})


def test_the_log_tells_the_reveal_with_the_turned_up_cards_after_both_lock_C11() -> None:
    s = _five_columns_filled()
    s = s.apply(0, "lock")
    assert s.view(None).log[-1] == "Player 1 locked in." and s.view(0).log[-1] == "You locked in."
    assert not any("2D" in line or std_short("2D") in line for line in s.view(None).log)
    s = s.apply(1, "lock")
    log = s.view(None).log
    col1 = next(line for line in log if line.startswith("Column 1"))
    assert std_short("2D") in col1 and std_short("KH") in col1
    assert log[-1].startswith("Round 2")


def test_after_both_lock_the_new_events_tell_each_column_and_the_next_deal_once_C11() -> None:
    """What the bot prints after the second lock: its describe line, then per column both
    turned-up cards, who captured it and why (or why it carries over), then the next deal;
    no "locked in" line again (the describe line says it) and a status without the reveal."""
    s = _five_columns_filled()
    first = s.apply(0, "lock")
    assert first.worded_events(s, None) == ()  # "Player 1 locked in." is the move's own line
    assert s.describe(0, "lock", None) == "Player 1 locked in."
    both = first.apply(1, "lock")
    assert first.describe(1, "lock", 0) == "Player 2 locked in. All placed cards are revealed."
    assert both.worded_events(first, 0) == (
        "Column 1: You turn up 2\u2666 and Player 2 turns up K\u2665. You capture its 4 cards: "
        "your pair beats no set.",
        "Column 2: You turn up 5\u2666 and Player 2 turns up 9\u2665. It carries over to the next round: "
        "nobody holds both the highest and the lowest card.",
        "Column 3: You turn up 7\u2666 and Player 2 turns up 7\u2665. Player 2 captures its 4 cards: "
        "Player 2's pair beats no set.",
        "Column 4: You turn up 9\u2666 and Player 2 turns up 5\u2665. It carries over to the next round: "
        "nobody holds both the highest and the lowest card.",
        "Column 5: You turn up K\u2666 and Player 2 turns up 2\u2665. It carries over to the next round: "
        "nobody holds both the highest and the lowest card.",
        "Round 2: new column 1 (You 9\u2665, Player 2 8\u2665) and column 3 (You J\u2665, Player 2 "
        "10\u2665); each player places a card face down on every column.",
    )
    assert both.worded_events(first, None)[2].startswith("Column 3: Player 1 turns up 7\u2666")
    assert both.status(0) == ("Round 2 \u00b7 captured: You 4, Player 2 4 \u00b7 18 cards left in the deck "
                              "\u00b7 You: 0 of 5 cards placed, Player 2: 0 of 5 cards placed")


def test_the_end_of_the_game_is_told_once_by_the_outcome_reason_C9() -> None:
    s = make([(("AS",), ("AH",), 0), None, None, None, None], need=1,
             hands=(("JS",), ("9H",)), captured=(("2C",), ("4C",)))
    s = fill(fill(s, 0, {"JS": "c1"}), 1, {"9H": "c1"}).apply(0, "lock")
    over = s.apply(1, "lock")
    out = over.outcome()
    assert out is not None and said(out.reason) == "The deck is used up: a draw, 1 card each."
    lines = over.worded_events(s, None)
    assert lines == ("Column 1: Player 1 turns up J\u2660 and Player 2 turns up 9\u2665. Its 4 cards go to "
                     "nobody, as this was the last round: it holds an Ace, so only a set could win it.",)
    assert over.status(None) == "Round 1 \u00b7 captured: Player 1 1, Player 2 1"
    assert "Game over" not in over.status(None) and "deck is used up" in said(out.reason)
    for ending, sentence in (("resign", "Player 1 resigned: Player 2 wins."),
                             ("timeout", "Player 1 ran out of time and forfeits: Player 2 wins.")):
        stopped = s.resign(0, ending)
        assert said(stopped.outcome().reason) == sentence and stopped.worded_events(s, None) == ()


def test_every_judging_reason_reads_as_words() -> None:
    from .test_player_text import phrase_problems

    codes = ["high-low", "high-low-ace", "ace", "aces-block", "no-high-low"]
    codes += [f"sets.{hi}.{lo}" for hi in range(1, 5) for lo in range(hi)]
    codes += [f"cancel.{c}" for c in ("high-low", "high-low-ace", "ace", "aces-block", "no-high-low")]
    for code in codes:
        texts = [words.reason(code)]
        for viewer in (None, 0, 1):
            if code.endswith(("ace", "aces-block", "no-high-low")):
                texts.append(words.event(Event("column.carried", {"column": 2, "card0": "5D", "card1": None,
                                                                  "size": 4, "reason": code}), viewer))
                texts.append(words.event(Event("column.lost", {"column": 2, "card0": None, "card1": "5D",
                                                               "size": 4, "reason": code}), viewer))
            else:
                for winner in (0, 1):
                    texts.append(words.event(Event("column.captured", {"column": 2, "card0": "5D", "card1": "9H",
                                                                       "winner": winner, "size": 4, "reason": code}),
                                             viewer))
        for text in texts:
            assert not phrase_problems(text) and code not in text, text


def test_every_event_and_reveal_is_public_and_names_only_revealed_cards_C11() -> None:
    s = INFO.new_game(players=2, seed=4)
    rng = random.Random(4)
    while s.to_act():
        hidden = {c for seat in (0, 1) for c in s.hands[seat]}
        for e in s.events:
            assert e.seats is None
            assert not (set(map(str, e.args.values())) & hidden)
        seat = rng.choice(sorted(s.to_act()))
        s = s.apply(seat, rng.choice(s.legal_actions(seat)))


def test_actions_parse_and_format_are_one_spelling() -> None:
    s = INFO.new_game(players=2, seed=6)
    for action in s.legal_actions(0) + ("take.c3", "lock"):
        assert format(parse(action)) == action
    assert parse("place.QS.c2") == Move("place", 1, "QS") and parse("lock") == Move("lock")
    for bad in ("place.QS", "place.QS.c6", "take.c0", "lock.x", "", "place.ZZ.c1"):
        with pytest.raises(ValueError):
            parse(bad)


def test_game_info_declares_a_two_player_secret_simultaneous_game_with_a_bot() -> None:
    from engine.capture.ai import choose_action

    assert INFO.players == (2,) and t(INFO.seat_modes[2]) == "two players, or you against the bot"
    assert INFO.hidden_hands and INFO.simultaneous and not INFO.reactions
    # The original computer player is a kit level, playing `choose_action` from the seat's view.
    assert INFO.kit is not None
    original = INFO.kit.levels[ORIGINAL_LEVEL]
    s = INFO.new_game(players=2, seed=5)
    moves = 0
    while s.to_act():
        seat = min(s.to_act())
        action = original(Seen(s, seat, INFO.kit), random.Random(moves))
        assert action == choose_action(s.view(seat), s.legal_actions(seat), random.Random(moves))
        s = s.apply(seat, action)
        moves += 1
    assert INFO.act_hint == words.ACT_HINT and INFO.wait_hint == words.WAIT_HINT
    assert [t(o.label) for o in INFO.options] == ["Aces high or low"]
    best, total = INFO.metrics
    assert (best.key, best.aggregate, best.wins_only) == ("margin", "best", True)
    assert (total.key, total.aggregate, total.wins_only) == ("margin", "sum", False)
    assert best.label != total.label and t(best.label) != t(total.label)
    assert "(C-" not in INFO.rules_markdown and "ace_flexible" not in INFO.rules_markdown
    assert "place.<card>" not in INFO.rules_markdown


def test_a_game_saved_before_endings_and_events_still_loads() -> None:
    data = INFO.new_game(players=2, seed=3).resign(1).to_json()
    for key in ("ending", "stopped", "events"):
        del data[key]
    data["resigned"] = 1
    old = INFO.from_json(data)
    out = old.outcome()
    assert out is not None and out.ending == "resign" and out.winners == frozenset({0})
