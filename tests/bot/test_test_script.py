"""scripts/test.sh, the README's second command: it installs the locked test dependencies once
and then runs pytest at once while pyproject.toml and requirements-dev.lock are unchanged
(issue 33, Newcomers: it reinstalled on every run, 36 s before the first test).

Offline and fast, as tests/bot/test_admin_run_bot_script.py: a temporary copy of the
repository whose .venv/bin/python is a stub recording how it was called."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.bot.test_admin_run_bot_script import install_stub, make_copy as copy_with

INSTALL = ["-m pip install --quiet --disable-pip-version-check --require-hashes -r requirements-dev.lock",
           "-m pip install --quiet --disable-pip-version-check --no-deps -e ."]


def make_copy(tmp_path: Path) -> Path:
    return copy_with(tmp_path, "test.sh", "requirements-dev.lock")


def run(repo: Path) -> tuple[int, list[str]]:
    log = repo / "calls.log"
    log.unlink(missing_ok=True)
    proc = subprocess.run(["sh", str(repo / "scripts" / "test.sh"), "-x"], cwd="/", capture_output=True,
                          text=True, timeout=60)
    return proc.returncode, log.read_text().splitlines() if log.exists() else []


def test_the_tests_start_without_reinstalling_when_nothing_changed(tmp_path: Path) -> None:
    repo = make_copy(tmp_path)
    install_stub(repo)
    assert run(repo) == (0, [*INSTALL, "-m pytest -x"])
    assert run(repo) == (0, ["-m pytest -x"]), "pip ran again although nothing changed"


def test_a_changed_lock_file_or_a_failed_install_installs_again(tmp_path: Path) -> None:
    repo = make_copy(tmp_path)
    install_stub(repo)
    run(repo)
    with (repo / "requirements-dev.lock").open("a") as lock:
        lock.write("# changed\n")
    assert run(repo)[1] == [*INSTALL, "-m pytest -x"]
    (repo / "pip-fails").touch()
    with (repo / "pyproject.toml").open("a") as project:
        project.write("# changed\n")
    code, calls = run(repo)
    assert code != 0 and calls == INSTALL[:1]
    (repo / "pip-fails").unlink()
    assert run(repo)[1] == [*INSTALL, "-m pytest -x"]  # the failed install is not taken as done
