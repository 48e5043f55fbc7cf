"""mypy over engine/, bot/ and render/ (configured in pyproject.toml): the seams stay typed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, "mypy found errors:\n" + (done.stdout + done.stderr)[-6000:]
