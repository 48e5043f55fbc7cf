"""Winnable deals: every `/daily` deal, and `/play <game> winnable:true`, is a deal the solver
(`engine.search.solve`) has proved winnable, found ahead of any click.

The day's deal (every game one person plays alone, `bot.features.daily.daily_games`)
- Candidates are drawn in order from the day's secret seed stream (`daily_candidate`: 0, 1,
  2, ... under DAILY_SECRET) and each is given to the solver for DAILY_PROVE_SECONDS; the
  first proved winnable is the day's deal (undecided or not winnable: the next candidate).
  When none of the first DAILY_CANDIDATES is proved, the first candidate is dealt, unproved,
  and nothing says it is winnable (logged as a warning): the day still has its deal.
- The result is stored once per game and day (`storage.deals`): the row is inserted if
  absent, a process takes a lease on it before it grinds (so two processes never both
  do), records each failed candidate (a process that takes over after a crash goes on from
  there), and stores the deal only while none is stored.  The solver's budget is a clock,
  so two runs could disagree about a candidate: the first stored deal is the truth.
- Today's and tomorrow's are found by this background task of every process, the solver
  running in the worker processes (`bot.workers`); a `/daily` click only reads the stored
  deal (not ready yet: a private "being prepared" answer, and nothing changes).

`/play <game> winnable:true`
- Proved-winnable deals are kept in stock in the database, WINNABLE_STOCK per game and
  option set (house rules make another deal), by the same task: each candidate is a fresh
  random seed, as any game's own seed is chosen, kept once the solver proves it winnable
  (at most DAILY_CANDIDATES tried per set and pass).
  A /play takes one atomically (`storage.deals.take`), so the click costs one query, any
  process may serve it, and the stock survives restarts.  The default rules of every game
  are always kept; other option sets once asked for (for WANT_DAYS): an empty stock
  answers "being prepared" and asks for that set at once.
- The game's mode is "winnable": the table and the result say so, and its results are
  counted apart in `/stats` (`storage.player_summary(mode="winnable")`).

Claims, and the stop: a stopping process gives its leases back (the task is cancelled
through `CardBot.close`); a killed one's leases run out (three times one candidate's budget
and LEASE_SLACK more; each candidate renews it) and the next pass of any process takes over,
from the candidate it had reached.

One search at a time per process, in one worker: the other workers keep drawing tables.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, Mapping

from engine import GAMES, GameInfo
from engine.core import SHUFFLE_VERSION
from engine.jobs import solve_json
from engine.search import WINNABLE, Verdict

from .daily import daily_candidate, daily_games, daily_secret, utc_day
from ..storage import DayDeal, unavailable
from ..waits import wait_or_timeout
from ..workers import in_workers, search_deadline

if TYPE_CHECKING:
    from ..discord.host import Host

log = logging.getLogger("bot.deals")

PREPARE_EVERY = 30.0  # seconds between passes (a click that finds nothing ready kicks one)
LEASE_SLACK = 30.0  # a lease holds three times one candidate's budget (a loaded machine) and this much more
WANT_DAYS = 7  # an option set asked for within this many days is kept in stock
DAY = 86400.0


def winnable_games() -> list[GameInfo]:
    """The games whose deals can be proved winnable: played alone, and known to the solver."""
    return [info for info in daily_games() if info.kit is not None]


def offers_winnable(info: GameInfo) -> bool:
    return info in winnable_games()


def prove(key: str, seed: int, options: Mapping[str, Any], seconds: float) -> dict[str, Any]:
    """The solver's verdict on a one-seat deal (a worker process runs it)."""
    return solve_json(key, seed, options, 1, [], seconds)


class DealMaker:
    """The background task of one process that finds the day's deals and fills the stock."""

    def __init__(self, bot: "Host") -> None:
        self.bot = bot
        self._kicked = asyncio.Event()

    @property
    def lease(self) -> float:
        return 3 * self.bot.settings.daily_prove_seconds + LEASE_SLACK

    def kick(self) -> None:
        """A pass now rather than at the next turn (a click found nothing ready)."""
        self._kicked.set()

    async def run(self, every: float = PREPARE_EVERY) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            self._kicked.clear()
            try:
                await self.prepare()
            except Exception as exc:
                if unavailable(exc):
                    log.warning("deal pass skipped: the database cannot be reached (%s)", type(exc).__name__)
                else:
                    log.exception("deal pass failed")
            await wait_or_timeout(self._kicked, every)

    async def prepare(self, now: float | None = None) -> None:
        """One pass: today's deal of every game, then the stock, then tomorrow's deals."""
        today = utc_day(time.time() if now is None else now)
        secret = await daily_secret(self.bot.storage)
        await self._days(today, secret)
        await self.fill_stock(now)
        await self._days(today + timedelta(days=1), secret)

    async def _days(self, day: date, secret: str) -> None:
        """Every game's deal of `day`, one candidate of each game in turn: a game whose deals
        are hard to prove does not hold the others' back."""
        pending = daily_games()
        while pending:
            pending = [info for info in pending if (await self._find(info, day, secret, most=1))[1]]

    async def find_day(self, info: GameInfo, day: date, secret: str) -> DayDeal | None:
        """The game's deal of `day`, found here unless it is stored already or another
        process is finding it (then None)."""
        return (await self._find(info, day, secret))[0]

    async def _find(self, info: GameInfo, day: date, secret: str,
                    most: int | None = None) -> tuple[DayDeal | None, bool]:
        """`find_day`, trying at most `most` candidates before giving the lease back (the
        progress is kept); and whether it stopped there, with more to try."""
        deals = self.bot.storage.deals
        key, text = info.key, day.isoformat()
        found = await deals.day(key, text)
        if found is not None and found.ready:
            return found, False
        if found is None:
            await deals.open_day(key, text)
        owner = self.bot.instance_id
        row = await deals.claim_day(key, text, owner, self.lease)
        if row is None:
            return None, False
        done = False
        try:
            options = info.resolve_options({})
            n = row.candidate
            limit = self.bot.settings.daily_candidates if info.kit is not None else 0
            while n < limit:
                if most is not None and n - row.candidate >= most:
                    return None, True  # the lease is given back below
                seed = daily_candidate(secret, key, day, n)
                budget = self.bot.settings.daily_prove_seconds
                verdict = Verdict.from_json(await in_workers(prove, key, seed, options, budget,
                                                             deadline=search_deadline(budget)))
                if verdict.kind == WINNABLE:
                    stored = await deals.found_day(key, text, candidate=n, seed=seed, shuffle_version=SHUFFLE_VERSION,
                                                   proved=True, line=verdict.line)
                    done = True
                    log.info("%s deal of %s: candidate %s proved winnable", key, text, n)
                    return stored, False
                n += 1
                if not await deals.advance_day(key, text, owner, n, self.lease):
                    done = True  # found meanwhile, or the lease ran out and another took over
                    return None, False
            stored = await deals.found_day(key, text, candidate=0, seed=daily_candidate(secret, key, day, 0),
                                           shuffle_version=SHUFFLE_VERSION, proved=False, line=())
            done = True
            if info.kit is not None:
                log.warning("%s deal of %s: none of %s candidates was proved winnable; the first is dealt unproved",
                            key, text, limit)
            return stored, False
        finally:
            if not done:
                try:
                    await deals.release_day(key, text, owner)
                except Exception:  # stopping: the lease runs out and another process takes over
                    log.warning("could not give back the %s deal of %s", key, text)

    async def fill_stock(self, now: float | None = None) -> None:
        """Every wanted option set's stock filled up to WINNABLE_STOCK proved deals."""
        deals = self.bot.storage.deals
        now = time.time() if now is None else now
        for info in winnable_games():  # every game's default rules are always wanted
            await deals.want(info.key, info.resolve_options({}))
        for key, options in await deals.wants(now - WANT_DAYS * DAY):
            if key in GAMES and offers_winnable(GAMES[key]):
                await self._fill(key, options)

    async def _fill(self, key: str, options: Mapping[str, Any]) -> None:
        deals, owner, settings = self.bot.storage.deals, self.bot.instance_id, self.bot.settings
        missing = settings.winnable_stock - await deals.stocked(key, options)
        if missing <= 0 or not await deals.claim_want(key, options, owner, self.lease):
            return
        try:
            draw = random.SystemRandom()
            for _ in range(settings.daily_candidates):  # a pass's tries for one set, as for a day's deal
                if missing <= 0:
                    return
                seed = draw.randrange(1, 2**31)  # as any game's own seed (TableService.start)
                verdict = Verdict.from_json(await in_workers(prove, key, seed, options, settings.daily_prove_seconds,
                                                             deadline=search_deadline(settings.daily_prove_seconds)))
                if verdict.kind == WINNABLE:
                    await deals.add(key, options, seed=seed, shuffle_version=SHUFFLE_VERSION, line=verdict.line)
                    missing -= 1
                if not await deals.claim_want(key, options, owner, self.lease):  # renewed, or lost
                    return
        finally:
            try:
                await deals.release_want(key, options, owner)
            except Exception:
                log.warning("could not give back the %s stock claim", key)


__all__ = ["DealMaker", "offers_winnable", "prove", "winnable_games"]
