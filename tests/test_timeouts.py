"""The suite's deadline (tests/conftest.py): a hung test fails with every asyncio task's stack,
naming the await that never ends, and the tests after it still run."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HUNG = '''
import asyncio
import pytest


async def awaits_what_nothing_completes():
    await asyncio.get_running_loop().create_future()


@pytest.mark.timeout(1)
async def test_hangs():
    waiter = asyncio.create_task(awaits_what_nothing_completes(), name="the-waiter")
    await waiter


def test_after_it_runs():
    assert True
'''


def test_a_hung_test_fails_with_the_stacks_of_its_tasks_and_the_run_goes_on(tmp_path: Path) -> None:
    shutil.copy(Path(__file__).with_name("conftest.py"), tmp_path / "conftest.py")
    (tmp_path / "test_hung.py").write_text(HUNG)
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto",
                          "-o", "timeout_method=signal", "-q", str(tmp_path)],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "1 failed, 1 passed" in out, out
    assert "Timeout: the test ran over 1" in out, out
    assert "the-waiter" in out and "awaits_what_nothing_completes" in out, out  # the task and its await
    assert "--- thread MainThread" in out, out
