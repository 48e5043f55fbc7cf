"""Same-deal challenges (issue 27): the ranking (pure) and the attempts' storage on both
backends.

- Ranked by deals won, then the game's own figure over the won deals (its direction: more
  or less is better), then over the lost ones, then the least time in all; players equal on
  everything share a rank.  While the window is open only the deals finished are shown,
  ordered so that nothing about results shows through.
- An attempt and its game are recorded in one transaction, once a player and deal (two
  processes at once: one game), one running at a time; its game's end writes its result,
  figure and time in the result's transaction; the window's end counts attempts still
  running as lost, once.
"""

from __future__ import annotations

import asyncio
import time
from datetime import datetime, timezone

import pytest

from bot.events.kinds import ChallengeStanding, challenge_progress, challenge_standings
from bot.storage import ChallengeAttempt, EventClosed, NewGame, ResultRow
from bot.storage.events import AttemptStarted
from tests.databases import rows, two_processes

GUILD, CHAN = 100, 10
ANN, BOB, CAT, DAN = 1, 2, 3, 4
START = datetime(2026, 3, 10, 12, 0, tzinfo=timezone.utc).timestamp()


def attempt(user: int, deal: int, result: str | None, figure: float | None = None, seconds: float = 60.0,
            started: float = 0.0) -> ChallengeAttempt:
    finished = None if result is None else started + seconds
    return ChallengeAttempt(1, user, deal, None, started, finished, result, figure,
                            None if result is None else seconds)


# ---------------------------------------------------------------------------- the ranking


def test_more_wins_rank_first_whatever_the_figure_or_time() -> None:
    table = challenge_standings([attempt(ANN, 0, "win", 10, 500), attempt(ANN, 1, "loss", None, 500),
                                 attempt(BOB, 0, "win", 1, 10), attempt(BOB, 1, "win", 1, 10)], win_higher=True)
    assert [(s.rank, s.user_id, s.wins, s.deals) for s in table] == [(1, BOB, 2, 2), (2, ANN, 1, 2)]


def test_equal_wins_are_ranked_by_the_games_own_figure_in_its_direction() -> None:
    played = [attempt(ANN, 0, "win", 30), attempt(BOB, 0, "win", 12), attempt(CAT, 0, "win", None)]
    higher = challenge_standings(played, win_higher=True)
    assert [s.user_id for s in higher] == [ANN, BOB, CAT]  # more is better; no figure last
    lower = challenge_standings(played, win_higher=False)
    assert [s.user_id for s in lower] == [BOB, ANN, CAT]  # less is better (damage taken)
    assert higher[0].figure == 30


def test_the_figure_is_summed_over_the_won_deals() -> None:
    table = challenge_standings([attempt(ANN, 0, "win", 20), attempt(ANN, 1, "win", 20),
                                 attempt(BOB, 0, "win", 35), attempt(BOB, 1, "win", 1)], win_higher=True)
    assert [(s.user_id, s.figure) for s in table] == [(ANN, 40), (BOB, 36)]


def test_with_no_win_the_lost_deals_figure_ranks_then_time() -> None:
    table = challenge_standings([attempt(ANN, 0, "loss", 3, 50), attempt(BOB, 0, "loss", 7, 90),
                                 attempt(CAT, 0, "loss", 7, 40)], win_higher=True, loss_higher=True)
    assert [s.user_id for s in table] == [CAT, BOB, ANN]


def test_equal_wins_and_figures_are_ranked_by_total_time_and_a_full_tie_shares_a_rank() -> None:
    table = challenge_standings([attempt(ANN, 0, "win", 5, 100), attempt(ANN, 1, "loss", None, 100),
                                 attempt(BOB, 0, "win", 5, 150), attempt(BOB, 1, "loss", None, 20),
                                 attempt(CAT, 0, "win", 5, 90), attempt(DAN, 0, "win", 5, 90)], win_higher=None)
    assert [(s.rank, s.user_id, s.seconds) for s in table] == [(1, CAT, 90), (1, DAN, 90), (3, BOB, 170),
                                                               (4, ANN, 200)]


def test_an_unfinished_attempt_is_not_counted() -> None:
    table = challenge_standings([attempt(ANN, 0, "win", 1), attempt(ANN, 1, None), attempt(BOB, 0, None)],
                                win_higher=True)
    assert table == [ChallengeStanding(1, ANN, 1, 1, 1, 60.0)]


def test_while_open_only_the_deals_finished_show_and_their_order_says_nothing_of_results() -> None:
    played = [attempt(ANN, 0, "loss", started=5), attempt(BOB, 0, "win", started=9), attempt(BOB, 1, None, started=70),
              attempt(CAT, 0, "win", started=1), attempt(CAT, 1, "loss", started=80)]
    progress = challenge_progress(played)
    assert [(s.rank, s.user_id, s.deals, s.wins, s.figure) for s in progress] == [
        (1, CAT, 2, None, None), (2, ANN, 1, None, None), (3, BOB, 1, None, None)]


# ---------------------------------------------------------------------------- storage


@pytest.fixture
async def two(database):
    async with two_processes(database, START) as stores:
        yield stores


async def challenge(store, ends_at: float = START + 3600, status: str = "running"):
    return await store.events.create(guild_id=GUILD, channel_id=CHAN, kind="challenge", key="deck-defence",
                                     name="Weekly deals", starts_at=START, ends_at=ends_at, created_by=ANN,
                                     status=status, options={"deals": 2, "seeds": [11, 22],
                                                             "figures": {"win": "score", "loss": None}})


def solo(user: int, seed: int) -> NewGame:
    return NewGame(key="deck-defence", guild_id=GUILD, channel_id=CHAN, seed=seed, options={}, state={"s": seed},
                   seats=(user,), people=(user,), shuffle_version=1, mode="challenge")


async def test_an_attempt_and_its_game_are_stored_together_once_a_player_and_deal(two):
    s, other, clock = two
    event = await challenge(s)
    both = await asyncio.gather(s.events.start_challenge(event.id, ANN, 0, solo(ANN, 11)),
                                other.events.start_challenge(event.id, ANN, 0, solo(ANN, 11)),
                                return_exceptions=True)
    started = [r for r in both if not isinstance(r, BaseException)]
    refused = [r for r in both if isinstance(r, AttemptStarted)]
    assert len(started) == 1 and len(refused) == 1, both
    row = started[0]
    assert (row.mode, row.seed, row.seats, row.message_id) == ("challenge", 11, (ANN,), None)
    assert refused[0].attempt.game_id == row.id
    assert await rows(s, "SELECT COUNT(*) FROM games") == [(1,)]
    assert await rows(s, "SELECT COUNT(*) FROM running_seats") == [(0,)]  # played privately: no table here
    assert [p.user_id for p in await s.events.players(event.id)] == [ANN]  # playing takes part
    # Deal 1 waits for deal 0 to end: one attempt running at a time.
    with pytest.raises(AttemptStarted) as running:
        await other.events.start_challenge(event.id, ANN, 1, solo(ANN, 22))
    assert running.value.attempt.deal == 0
    assert (await s.events.attempt_of_game(row.id)).deal == 0


async def test_a_games_end_writes_its_attempts_result_figure_and_time_once(two):
    s, other, clock = two
    event = await challenge(s)
    row = await s.events.start_challenge(event.id, ANN, 0, solo(ANN, 11))
    clock.now += 95
    await other.save_state(row.id, expected_version=0, state={"s": 1}, status="over", move=(0, "x"),
                           results=[ResultRow(0, ANN, "win", 7, {"score": 42})])
    [done] = await s.events.attempts(event.id, ANN)
    assert (done.result, done.figure, done.seconds, done.finished_at) == ("win", 42.0, 95.0, START + 95)
    # The next deal may start now; a deal played already may not.
    await s.events.start_challenge(event.id, ANN, 1, solo(ANN, 22))
    with pytest.raises(AttemptStarted):
        await s.events.start_challenge(event.id, ANN, 0, solo(ANN, 11))


async def test_the_windows_end_counts_running_attempts_as_lost_once_and_takes_no_more(two):
    s, other, clock = two
    event = await challenge(s)
    kept = await s.events.start_challenge(event.id, ANN, 0, solo(ANN, 11))
    await s.events.start_challenge(event.id, BOB, 0, solo(BOB, 11))
    await s.save_state(kept.id, expected_version=0, state={}, status="over", move=None,
                       results=[ResultRow(0, ANN, "loss", 0, {"score": 3})])
    clock.now = START + 3600
    ended = await asyncio.gather(s.events.end_challenge(event.id, clock.now),
                                 other.events.end_challenge(event.id, clock.now))
    assert sorted(ended) == [False, True]
    assert (await s.events.load(event.id)).status == "over"
    by_user = {a.user_id: a for a in await s.events.attempts(event.id)}
    assert (by_user[ANN].result, by_user[ANN].figure) == ("loss", None)  # no loss figure for this game
    assert (by_user[BOB].result, by_user[BOB].seconds) == ("loss", 3600.0)  # counted lost at the window's end
    with pytest.raises(EventClosed):
        await s.events.start_challenge(event.id, CAT, 0, solo(CAT, 11))


async def test_no_attempt_before_the_start_nor_after_the_window_even_before_its_timer_fires(two):
    s, other, clock = two
    upcoming = await challenge(s, status="open")
    with pytest.raises(EventClosed):
        await s.events.start_challenge(upcoming.id, ANN, 0, solo(ANN, 11))
    closing = await challenge(s, ends_at=START + 10)
    clock.now = START + 10
    with pytest.raises(EventClosed):
        await other.events.start_challenge(closing.id, ANN, 0, solo(ANN, 11))
    assert await rows(s, "SELECT COUNT(*) FROM games") == [(0,)]


# ---------------------------------------------------------------------------- the deal stays secret


def test_a_challenge_games_deal_has_no_code_nor_public_replay_until_its_window_has_surely_closed() -> None:
    from bot.features.daily import CHALLENGE_SECRET_SECONDS, deal_code
    from bot.features.replay import public_allowed
    from bot.storage import GameRow

    row = GameRow(id=1, key="deck-defence", guild_id=GUILD, channel_id=CHAN, message_id=None, seed=4242,
                  options={"classic": False}, status="over", version=3, state={}, seats=(ANN,),
                  created_at=START, updated_at=START + 60, mode="challenge")
    assert CHALLENGE_SECRET_SECONDS >= 7 * 24 * 3600  # the longest window (/event challenge hours:168)
    assert deal_code(row, now=START + CHALLENGE_SECRET_SECONDS - 1) is None
    assert deal_code(row, now=START + CHALLENGE_SECRET_SECONDS) is not None
    assert not public_allowed(GameRow(**{**row.__dict__, "created_at": time.time()}))  # a week has not passed
    assert public_allowed(row)  # created in March: long over


# ---------------------------------------------------------------------------- choosing the deals


async def test_the_deals_are_taken_proved_from_the_stock_when_it_holds_enough_else_dealt_at_random(two):
    from types import SimpleNamespace

    from engine import GAMES
    from engine.core import SHUFFLE_VERSION

    from bot.features.challenge import choose_deals
    from bot.features.deals import offers_winnable

    s, _, _ = two
    info = next(i for i in GAMES.values() if 1 in i.players and offers_winnable(i))
    rules = info.resolve_options({})
    kicks = []
    bot = SimpleNamespace(storage=s, deals=SimpleNamespace(kick=lambda: kicks.append(1)))
    for seed in (101, 202):
        await s.deals.add(info.key, rules, seed=seed, shuffle_version=SHUFFLE_VERSION, line=())
    random_ones = await choose_deals(bot, info, 3)  # two in stock, three wanted: none taken
    assert not random_ones["proved"] and len(random_ones["seeds"]) == 3
    assert await s.deals.stocked(info.key, rules) == 2
    proved = await choose_deals(bot, info, 2)
    assert proved["proved"] and sorted(proved["seeds"]) == [101, 202] and proved["deals"] == 2
    assert await s.deals.stocked(info.key, rules) == 0 and kicks  # the stock is refilled behind
    assert proved["game_options"] == dict(rules)
