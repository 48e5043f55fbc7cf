"""The pace of new DM channels (issue 37) is shared by every process: two bot processes on one
database, asking at once, never open more than the burst at a time nor more than one an
interval after it; on both databases."""

from __future__ import annotations

import asyncio

from tests.databases import two_processes

INTERVAL, BURST = 6.0, 3  # 10 a minute, 3 at once (DM_OPENS_PER_MINUTE's default)


async def test_two_processes_asking_at_once_share_one_pace(database: str) -> None:
    async with two_processes(database, 1000.0) as (first, second, _):
        async def ask(now: float) -> int:
            taken = await asyncio.wait_for(asyncio.gather(*(
                store.turn_dms.open_slot(now, INTERVAL, BURST) for store in (first, second) for _ in range(10))),
                timeout=60)
            return sum(1 for at in taken if at == now)

        assert await ask(1000.0) == BURST
        assert await ask(1000.0 + INTERVAL / 2) == 0  # nothing free yet: each is told when
        assert await ask(1000.0 + INTERVAL) == 1
        assert await ask(1000.0 + 4 * INTERVAL) == 3  # three intervals idle: three again, never more
