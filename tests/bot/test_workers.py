"""The worker pool outlives a worker: one killed (for memory, say) breaks a
ProcessPoolExecutor for good, so the pool is replaced and the task runs on the new one."""

from __future__ import annotations

import asyncio
import os
import signal
import time

import pytest

from bot import workers


async def test_a_task_after_a_worker_was_killed_runs_on_a_new_pool() -> None:
    workers.start_pool(None)  # idempotent: the pool the bots of this process use (one worker per core)
    first = await asyncio.wait_for(workers.in_workers(os.getpid), 60)
    broken = workers._pool
    for process in list(broken._processes.values()):  # type: ignore[union-attr]  # every worker, whatever the size
        os.kill(process.pid, signal.SIGKILL)
    pid = await asyncio.wait_for(workers.in_workers(os.getpid), 60)
    assert pid != first and pid != os.getpid()
    assert workers._pool is not broken
    assert await asyncio.wait_for(workers.in_workers(os.getpid), 60) > 0


async def test_a_search_that_overruns_its_deadline_is_given_up() -> None:
    workers.start_pool(None)
    with pytest.raises(workers.WorkerLate):
        await asyncio.wait_for(workers.in_workers(time.sleep, 1, deadline=0.1), 30)
    assert workers.search_deadline(10) > 20  # twice the budget and the queue ahead
