"""Winnable deals (issue 25) on both storage backends: the day's deal is the first candidate
of the day's secret stream the solver proves winnable, stored once per game and day however
many processes look for it at once; a lease keeps two processes from grinding the same day,
and a process that died mid-proof is taken over once its lease ends, from the candidate it
had reached; the first deal stored is the truth.  The stock for `/play winnable:true` hands
each proved deal to one /play only.

Two `Storage` objects on one database stand for two bot processes; the solver runs in this
process (no worker pool), on a small budget.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import date, datetime, timezone
from types import SimpleNamespace
from typing import Any

import pytest

import bot.features.deals as deals_module
from bot.features.daily import daily_candidate, daily_seed
from bot.features.deals import DealMaker, winnable_games
from tests.replaying import replays_to_a_win
from bot.storage import Storage
from engine import GAMES
from engine.core import SHUFFLE_VERSION
from engine.search import NOT_WINNABLE, UNDECIDED, WINNABLE
from tests.databases import rows, two_processes

DAY = date(2026, 3, 14)
KEY = "deck-defence"
SECRET = "test-secret"


@dataclass
class Settings:
    daily_prove_seconds: float = 0.5
    daily_candidates: int = 6
    winnable_stock: int = 2


def process(store: Storage, name: str, **settings: Any) -> SimpleNamespace:
    """What `DealMaker` reads of a bot: its storage, settings and name on claims."""
    return SimpleNamespace(storage=store, settings=Settings(**settings), instance_id=name)


@pytest.fixture(autouse=True)
def in_this_process(monkeypatch):
    """The searches run in a thread here (the scripted solvers are local functions, which a
    worker process could not be sent), even when another test started the worker pool."""
    async def in_a_thread(task, *args, deadline=None):
        assert deadline is not None and deadline > 0  # a search is never waited for without an end
        return await asyncio.to_thread(task, *args)
    monkeypatch.setattr(deals_module, "in_workers", in_a_thread)


@pytest.fixture
async def two(database):
    async with two_processes(database, 1_000_000.0) as stores:
        yield stores


def scripted(verdicts: dict[int, str], calls: list[int]):
    """A solver that answers by seed (tests choose which candidate is winnable)."""
    def prove(key: str, seed: int, options: Any, seconds: float) -> dict[str, Any]:
        calls.append(seed)
        kind = verdicts.get(seed, UNDECIDED)
        return {"kind": kind, "line": ["x"] if kind == WINNABLE else [], "followed": 0, "nodes": 1}
    return prove


def test_the_first_candidate_is_the_day_s_old_seed_and_the_stream_is_the_secret_s() -> None:
    assert daily_candidate(SECRET, KEY, DAY, 0) == daily_seed(SECRET, KEY, DAY)
    stream = [daily_candidate(SECRET, KEY, DAY, n) for n in range(20)]
    assert len(set(stream)) == 20 and all(1 <= s < 2**31 for s in stream)
    assert stream != [daily_candidate("another", KEY, DAY, n) for n in range(20)]


async def test_the_day_s_deal_is_the_first_candidate_proved_winnable_and_its_line_wins(two) -> None:
    first, _, _ = two
    maker = DealMaker(process(first, "a", daily_prove_seconds=2.0, daily_candidates=40))  # type: ignore[arg-type]
    found = await maker.find_day(GAMES[KEY], DAY, SECRET)
    assert found is not None and found.ready and found.proved
    assert found.seed == daily_candidate(SECRET, KEY, DAY, found.candidate)
    assert replays_to_a_win(KEY, found.seed, {}, found.line)  # the engine replays the solver's line to a win
    again = await first.deals.day(KEY, DAY.isoformat())
    assert again == found


async def test_two_processes_asking_at_once_get_one_deal_and_one_row(two, monkeypatch) -> None:
    first, second, _ = two
    seeds = [daily_candidate(SECRET, KEY, DAY, n) for n in range(6)]
    calls: list[int] = []
    monkeypatch.setattr(deals_module, "prove", scripted({seeds[3]: WINNABLE, seeds[1]: NOT_WINNABLE}, calls))
    a, b = (DealMaker(process(s, name)) for s, name in ((first, "a"), (second, "b")))  # type: ignore[arg-type]
    got = await asyncio.gather(a.find_day(GAMES[KEY], DAY, SECRET), b.find_day(GAMES[KEY], DAY, SECRET))
    found = [g for g in got if g is not None]
    assert found and {g.seed for g in found} == {seeds[3]}  # candidates 0-2 failed: the fourth
    assert calls == seeds[:4]  # one process ground; the other found the lease taken
    assert await rows(first, "SELECT seed, candidate, proved FROM daily_deals") == [(seeds[3], 3, 1)]
    assert (await second.deals.day(KEY, DAY.isoformat())) == (await first.deals.day(KEY, DAY.isoformat()))


async def test_a_process_that_died_mid_proof_is_taken_over_after_its_lease_from_where_it_was(two, monkeypatch) -> None:
    first, second, clock = two
    seeds = [daily_candidate(SECRET, KEY, DAY, n) for n in range(6)]
    day = DAY.isoformat()
    # Process a claimed the day and failed two candidates, then died (nothing given back).
    await first.deals.open_day(KEY, day)
    assert await first.deals.claim_day(KEY, day, "a", 40.0) is not None
    assert await first.deals.advance_day(KEY, day, "a", 2, 40.0)
    calls: list[int] = []
    monkeypatch.setattr(deals_module, "prove", scripted({seeds[4]: WINNABLE}, calls))
    b = DealMaker(process(second, "b"))  # type: ignore[arg-type]
    assert await b.find_day(GAMES[KEY], DAY, SECRET) is None and calls == []  # a's lease still holds
    clock.now += 41
    found = await b.find_day(GAMES[KEY], DAY, SECRET)
    assert found is not None and found.seed == seeds[4] and calls == seeds[2:5]
    # The dead process's late word changes nothing: the first stored deal is the truth.
    assert not await first.deals.advance_day(KEY, day, "a", 3, 40.0)
    late = await first.deals.found_day(KEY, day, candidate=2, seed=seeds[2], shuffle_version=SHUFFLE_VERSION,
                                       proved=True, line=["y"])
    assert late.seed == seeds[4] and await rows(first, "SELECT COUNT(*) FROM daily_deals") == [(1,)]


async def test_a_clean_stop_gives_the_lease_back_and_keeps_the_progress(two, monkeypatch) -> None:
    first, second, _ = two
    seeds = [daily_candidate(SECRET, KEY, DAY, n) for n in range(6)]
    started = asyncio.Event()

    def stuck(key: str, seed: int, options: Any, seconds: float) -> dict[str, Any]:
        if seed == seeds[1]:
            started.set()
            raise asyncio.CancelledError  # the stop reaches the task while candidate 1 runs
        return {"kind": UNDECIDED, "line": [], "followed": 0, "nodes": 1}
    monkeypatch.setattr(deals_module, "prove", stuck)
    a = DealMaker(process(first, "a"))  # type: ignore[arg-type]
    with pytest.raises(asyncio.CancelledError):
        await a.find_day(GAMES[KEY], DAY, SECRET)
    assert await rows(first, "SELECT candidate, claimed_by, seed FROM daily_deals") == [(1, None, None)]
    calls: list[int] = []
    monkeypatch.setattr(deals_module, "prove", scripted({seeds[2]: WINNABLE}, calls))
    found = await DealMaker(process(second, "b")).find_day(GAMES[KEY], DAY, SECRET)  # type: ignore[arg-type]
    assert found is not None and found.seed == seeds[2] and calls == seeds[1:3]


async def test_no_candidate_proved_within_the_cap_deals_the_first_unproved(two, monkeypatch) -> None:
    first, _, _ = two
    calls: list[int] = []
    monkeypatch.setattr(deals_module, "prove", scripted({}, calls))
    found = await DealMaker(process(first, "a", daily_candidates=3)).find_day(  # type: ignore[arg-type]
        GAMES[KEY], DAY, SECRET)
    assert found is not None and not found.proved and found.seed == daily_seed(SECRET, KEY, DAY)
    assert len(calls) == 3


async def test_the_stock_gives_each_proved_deal_to_one_play_only(two) -> None:
    first, second, _ = two
    options = GAMES[KEY].resolve_options({})
    for seed in (11, 12, 13):
        await first.deals.add(KEY, options, seed=seed, shuffle_version=SHUFFLE_VERSION, line=["x"])
    await first.deals.add(KEY, options, seed=14, shuffle_version=SHUFFLE_VERSION + 1, line=["x"])  # another dealing
    taken = await asyncio.gather(*(s.deals.take(KEY, options, SHUFFLE_VERSION) for s in (first, second) * 3))
    seeds = [d.seed for d in taken if d is not None]
    assert sorted(seeds) == [11, 12, 13] and taken.count(None) == 3
    assert await first.deals.stocked(KEY, options) == 1  # only the one this engine cannot deal


async def test_filling_the_stock_keeps_proved_deals_of_every_game_s_default_rules(two, monkeypatch) -> None:
    first, _, _ = two
    calls: list[int] = []

    def every_other(key: str, seed: int, options: Any, seconds: float) -> dict[str, Any]:
        calls.append(seed)
        kind = WINNABLE if len(calls) % 2 else NOT_WINNABLE
        return {"kind": kind, "line": ["x"] if kind == WINNABLE else [], "followed": 0, "nodes": 1}
    monkeypatch.setattr(deals_module, "prove", every_other)
    maker = DealMaker(process(first, "a", winnable_stock=2))  # type: ignore[arg-type]
    await maker.fill_stock(first.now())
    for info in winnable_games():
        assert await first.deals.stocked(info.key, info.resolve_options({})) == 2
    assert await rows(first, "SELECT COUNT(*) FROM winnable_wants WHERE claimed_by IS NOT NULL") == [(0,)]
    before = len(calls)
    await maker.fill_stock(first.now())  # full: nothing to prove
    assert len(calls) == before


async def test_a_game_whose_deals_are_hard_to_prove_does_not_hold_the_others_back(two, monkeypatch) -> None:
    first, _, _ = two
    hard, easy = GAMES["defend-and-capture"], GAMES[KEY]
    easy_first = daily_candidate(SECRET, KEY, DAY, 0)
    order: list[str] = []

    def prove(key: str, seed: int, options: Any, seconds: float) -> dict[str, Any]:
        order.append(key)
        kind = WINNABLE if seed == easy_first else UNDECIDED
        return {"kind": kind, "line": ["x"] if kind == WINNABLE else [], "followed": 0, "nodes": 1}
    monkeypatch.setattr(deals_module, "prove", prove)
    monkeypatch.setattr(deals_module, "daily_games", lambda: [hard, easy])
    monkeypatch.setattr(deals_module, "winnable_games", lambda: [])
    monkeypatch.setenv("DAILY_SECRET", SECRET)
    maker = DealMaker(process(first, "a", daily_candidates=5))  # type: ignore[arg-type]
    await maker.prepare(now=datetime(DAY.year, DAY.month, DAY.day, 12, tzinfo=timezone.utc).timestamp())
    assert order[:2] == [hard.key, KEY]  # the easy game's deal is found after one hard candidate
    assert (await first.deals.day(KEY, DAY.isoformat())).proved
    hard_deal = await first.deals.day(hard.key, DAY.isoformat())
    assert hard_deal.ready and not hard_deal.proved  # five candidates tried, then the first dealt unproved
    assert order.count(hard.key) == 10  # five today, five tomorrow
