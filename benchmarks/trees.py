"""Another revision's tree beside the working one, for a benchmark that measures a change
before and after in one run, on the same machine load (load_bench.py, render_bench.py)."""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def checkout(rev: str) -> Iterator[Path]:
    """The tree of commit `rev`, extracted into a temporary folder (git's state untouched)."""
    with tempfile.TemporaryDirectory(prefix="bench-tree-") as tmp:
        archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        yield Path(tmp)


def merge_base(branch: str = "main") -> str:
    """The commit where the working tree's branch left `branch` (HEAD itself on `branch`)."""
    return subprocess.run(["git", "merge-base", "HEAD", branch], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
