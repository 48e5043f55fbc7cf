"""The worker processes: drawing pictures, and the bot's and the hints' searches, never run on
the event loop, and they use every core.

A pool of worker processes (one per core unless RENDER_PROCESSES says otherwise; 0 runs the
work in a thread of this process instead).  Each worker warms its card sprites once when it
starts.  The pool is shared by every bot in the process and lives until the process exits.
Work is sent as plain arguments (views, a game's JSON) to module-level functions.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, TypeVar

import render

T = TypeVar("T")
log = logging.getLogger("bot.workers")
_pool: Executor | None = None
_pool_size: int | None = None


def _start_worker(parent: int) -> None:
    render.warm(render.DEFAULT_THEME)  # other themes warm on first use (~0.3 s each)
    # A worker must not outlive a bot killed outright (SIGKILL gives it no chance to stop
    # its pool): watch the parent and leave when it is gone.
    threading.Thread(target=_watch_parent, args=(parent,), name="parent-watch", daemon=True).start()


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def start_pool(processes: int | None) -> None:
    """Start the worker pool (idempotent; `processes` None is one per core, 0 no pool)."""
    global _pool, _pool_size
    size = (os.cpu_count() or 1) if processes is None else processes
    if _pool is not None or size <= 0:
        return
    # "spawn": a worker must not inherit the event loop, sockets or the database connection.
    _pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                                initializer=_start_worker, initargs=(os.getpid(),))
    _pool_size = size
    atexit.register(_pool.shutdown, wait=False, cancel_futures=True)



async def start_pool_warm(processes: int | None) -> None:
    """`start_pool`, and wait until every worker is up and warm (~1 s), before the bot takes
    its first interaction: workers are spawned on demand, and the first tables after a start
    would otherwise be drawn late."""
    start_pool(processes)
    if _pool is None:
        return
    loop = asyncio.get_running_loop()
    await asyncio.gather(*(loop.run_in_executor(_pool, _ready) for _ in range(_pool_size or 0)))


def pooled() -> bool:
    """Whether the work runs in worker processes (else in threads of this process)."""
    return _pool is not None


def _ready() -> None:
    """Nothing: a task whose submission spawns a worker (its initializer warms it)."""


class WorkerLate(RuntimeError):
    """A task's answer did not come within its deadline (the caller gives up on it; the
    worker may still finish it, and its answer is dropped)."""


async def in_workers(task: Callable[..., T], *args: Any, deadline: float | None = None) -> T:
    """Run a task (a module-level function: a drawing, bot.features.replay_gif.draw_gif, a search) in the pool.

    A worker that died (killed for memory, say) breaks the whole pool, and every task after
    would fail at once, for good: the broken pool is replaced by a new one and the task
    tried once more there.  `deadline` (seconds): the searches, whose own budget is a clock
    inside the worker, are given up after it (WorkerLate), so that nothing the bot holds
    for them (a lease, a claim) waits on a worker for ever."""
    if deadline is None:
        return await _in_workers(task, args)
    try:
        async with asyncio.timeout(deadline):
            return await _in_workers(task, args)
    except TimeoutError:
        raise WorkerLate(f"{getattr(task, '__name__', task)!s} gave no answer within {deadline:.0f} s") from None


async def _in_workers(task: Callable[..., T], args: tuple[Any, ...]) -> T:
    if _pool is None:
        return await asyncio.to_thread(task, *args)
    pool = _pool
    try:
        return await asyncio.get_running_loop().run_in_executor(pool, task, *args)
    except BrokenProcessPool:
        _replace_broken(pool)
        assert _pool is not None
        return await asyncio.get_running_loop().run_in_executor(_pool, task, *args)


def search_deadline(budget: float) -> float:
    """How long the bot waits for a search given `budget` seconds of its own: twice that (a
    loaded machine) and a minute for the tables drawn ahead of it in the queue."""
    return 2 * budget + 60.0


def _replace_broken(broken: Executor) -> None:
    """A new pool of the same size in place of `broken` (once, however many tasks saw it break)."""
    global _pool
    if _pool is not broken:
        return  # another task replaced it already
    log.error("a worker process died: starting a new pool of %s", _pool_size)
    broken.shutdown(wait=False, cancel_futures=True)
    _pool = None
    start_pool(_pool_size)
