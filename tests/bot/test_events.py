"""The event timer's rules without Discord (bot.events.kinds): standings of an arena and of
a Swiss from stored games, and when an event looks at itself next."""

from __future__ import annotations

from bot.events.kinds import ARENA_EVERY, CHECK_EVERY, next_check, standings
from bot.storage import EventGame, EventRow
from bot.storage.events import EventBye

ANN, BOB, CAT, DAN = 1, 2, 3, 4


def event(kind: str = "arena", status: str = "running", ends_at: float | None = 1000.0, **options) -> EventRow:
    return EventRow(id=1, guild_id=9, channel_id=8, message_id=None, thread_id=None, kind=kind, key="capture",
                    name="Friday", options=options, status=status, starts_at=0.0, ends_at=ends_at, round=0,
                    created_by=ANN, created_at=0.0)


def game(n: int, first: int, second: int, result: str | None, round: int = 1) -> EventGame:
    return EventGame(event_id=1, game_id=n, round=round, first_user=first, second_user=second, result=result,
                     points_first=None, points_second=None, paired_at=float(n), finished_at=None if result is None
                     else float(n))


def test_arena_wins_count_double_after_two_wins_in_a_row_and_the_flame_shows() -> None:
    games = [game(1, ANN, BOB, "first"), game(2, ANN, CAT, "first"), game(3, DAN, ANN, "second"),
             game(4, BOB, CAT, "draw"), game(5, DAN, BOB, None)]
    table = standings(event(), [ANN, BOB, CAT, DAN], games, [])
    by = {s.user_id: s for s in table}
    assert (by[ANN].score, by[ANN].games, by[ANN].on_fire) == (2 + 2 + 4, 3, True)
    assert (by[BOB].score, by[CAT].score, by[DAN].score) == (1, 1, 0)
    assert [s.user_id for s in table][0] == ANN and [s.rank for s in table] == [1, 2, 3, 4]


def test_an_abandoned_arena_game_is_a_loss_for_both() -> None:
    table = standings(event(), [ANN, BOB], [game(1, ANN, BOB, "abandoned")], [])
    assert {(s.user_id, s.score, s.games) for s in table} == {(ANN, 0, 1), (BOB, 0, 1)}


def test_swiss_standings_count_a_bye_as_a_point_and_break_ties_by_buchholz() -> None:
    # Round 1: Ann beats Bob, Cat has the bye.  Round 2: Cat beats Ann, Bob has the bye.
    games = [game(1, ANN, BOB, "first", 1), game(2, CAT, ANN, "first", 2)]
    byes = [EventBye(1, 1, CAT), EventBye(1, 2, BOB)]
    table = standings(event("swiss", rounds=2), [ANN, BOB, CAT], games, byes)
    assert [(s.user_id, s.score) for s in table] == [(CAT, 2.0), (ANN, 1.0), (BOB, 1.0)]
    by = {s.user_id: s for s in table}
    # Buchholz: Ann met Bob (1) and Cat (2) = 3; Bob met Ann (1) and a dummy with his own 1 = 2.
    assert (by[ANN].buchholz, by[BOB].buchholz) == (3.0, 2.0)


def test_an_abandoned_swiss_game_gives_neither_a_point() -> None:
    table = standings(event("swiss", rounds=1), [ANN, BOB], [game(1, ANN, BOB, "abandoned")], [])
    assert {(s.user_id, s.score, s.games) for s in table} == {(ANN, 0.0, 1), (BOB, 0.0, 1)}


def test_an_event_looks_at_itself_at_its_start_each_arena_wave_and_its_end() -> None:
    assert next_check(event(status="open", ends_at=None), now=-50.0) == 0.0  # its start
    assert next_check(event(), now=100.0) == 100.0 + ARENA_EVERY
    assert next_check(event(), now=995.0) == 1000.0  # not past its end
    assert next_check(event(status="finishing"), now=1005.0) == 1005.0 + CHECK_EVERY
    assert next_check(event("swiss", ends_at=None, rounds=3), now=5.0) == 5.0 + CHECK_EVERY
    assert next_check(event(status="over"), now=5.0) is None
