"""A per-test deadline for the whole suite (pytest-timeout, `timeout` in pyproject.toml): a
test that runs too long fails, and says where everything stood.

pytest-timeout's own signal method prints the other threads' stacks; a hang in this suite is
almost always an asyncio task awaiting something nothing will complete, invisible there (the
main thread is just the idle event loop).  So this takes over its timer hook:
- at the deadline, SIGALRM prints every thread's stack and every asyncio task's (each with
  what it awaits), then fails the test; the rest of the suite goes on;
- should the failed test's teardown hang as well, a watchdog thread prints the same a
  minute later and ends the run (os._exit): a red run that says where, never a stuck CI.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import threading
import traceback
from typing import Any, TextIO

import pytest

WATCHDOG_GRACE = 60.0  # seconds after the deadline before a hung teardown ends the run


def write_stacks(out: TextIO, title: str) -> None:
    """Every thread's stack and every asyncio task's (of the loop running in this thread)."""
    out.write(f"\n{'+' * 30} {title} {'+' * 30}\n")
    names = {t.ident: t.name for t in threading.enumerate()}
    for ident, frame in sys._current_frames().items():
        out.write(f"\n--- thread {names.get(ident, '?')} ({ident})\n")
        out.write("".join(traceback.format_stack(frame)))
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    if loop is not None:
        tasks = asyncio.all_tasks(loop)
        out.write(f"\n--- {len(tasks)} asyncio task(s)\n")
        for task in sorted(tasks, key=lambda t: t.get_name()):
            out.write(f"\n{task!r}\n")
            for frame in task.get_stack():
                out.write("".join(traceback.format_stack(frame, limit=1)))
    out.write(f"\n{'+' * 30} end of stacks {'+' * 30}\n")
    out.flush()


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> bool | None:
    if settings.method != "signal" or threading.current_thread() is not threading.main_thread():
        return None  # pytest-timeout's own way
    limit = settings.timeout

    def on_deadline(signum: int, frame: Any) -> None:
        __tracebackhide__ = True
        write_stacks(sys.stderr, f"Timeout: {item.nodeid} ran over {limit} s")
        pytest.fail(f"Timeout: the test ran over {limit} s (every thread's and task's stack is above)")

    def watchdog() -> None:
        write_stacks(sys.stderr, f"Timeout: {item.nodeid} still hung {WATCHDOG_GRACE} s after its deadline")
        sys.stderr.write("ending the test run: a hung test cannot be stopped from inside\n")
        sys.stderr.flush()
        os._exit(1)

    timer = threading.Timer(limit + WATCHDOG_GRACE, watchdog)
    timer.daemon = True
    timer.name = f"test watchdog {item.nodeid}"

    def cancel() -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
        timer.cancel()

    item.cancel_timeout = cancel  # type: ignore[attr-defined]  # pytest-timeout's cancel hook calls it
    signal.signal(signal.SIGALRM, on_deadline)
    signal.setitimer(signal.ITIMER_REAL, limit)
    timer.start()
    return True
