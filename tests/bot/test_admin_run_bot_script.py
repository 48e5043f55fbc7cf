"""scripts/run-bot.sh, the README's one command: it sets up .venv once and then starts the bot
without reinstalling the project while pyproject.toml is unchanged (issue 9, Admins).

Offline and fast: the script runs in a temporary copy of the repository whose
.venv/bin/python is a stub that records how it was called, so "pip was not called" is read
from that record (and from the script's own "installing" line)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INSTALLING = "run-bot.sh: installing"
# What an install runs: the locked, hashed dependencies, then the project itself.
INSTALL = ["-m pip install --quiet --disable-pip-version-check --require-hashes -r requirements.lock",
           "-m pip install --quiet --disable-pip-version-check --no-deps -e ."]

STUB = """#!/bin/sh
# A stand-in for .venv/bin/python: records its arguments; pip fails when asked to.
echo "$*" >> "{log}"
case "$*" in
    "-m pip "*) [ -f "{fail}" ] && exit 1 ;;
esac
exit 0
"""


def make_copy(tmp_path: Path, script: str = "run-bot.sh", lock: str = "requirements.lock") -> Path:
    """A repository holding only `script`, pyproject.toml and `lock`."""
    repo = tmp_path / "repo"
    (repo / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / script, repo / "scripts" / script)
    shutil.copy(ROOT / "pyproject.toml", repo / "pyproject.toml")
    shutil.copy(ROOT / lock, repo / lock)
    return repo


def install_stub(repo: Path) -> None:
    python = repo / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True, exist_ok=True)
    python.write_text(STUB.format(log=repo / "calls.log", fail=repo / "pip-fails"))
    python.chmod(0o755)


def run(repo: Path, path: str | None = None) -> tuple[int, str, list[str]]:
    """Run the script from elsewhere (it finds its repository itself); the stub's calls of this run."""
    log = repo / "calls.log"
    log.unlink(missing_ok=True)
    env = dict(os.environ, DISCORD_TOKEN="")
    if path is not None:
        env["PATH"] = path
    proc = subprocess.run(["sh", str(repo / "scripts" / "run-bot.sh")], cwd="/", env=env,
                          capture_output=True, text=True, timeout=60)
    calls = log.read_text().splitlines() if log.exists() else []
    return proc.returncode, proc.stderr, calls


def test_the_second_start_does_not_reinstall_when_nothing_changed(tmp_path: Path) -> None:
    repo = make_copy(tmp_path)
    install_stub(repo)

    code, err, calls = run(repo)
    assert code == 0 and INSTALLING in err
    assert calls == [*INSTALL, "-m bot"]

    code, err, calls = run(repo)
    assert code == 0 and INSTALLING not in err
    assert calls == ["-m bot"], "pip ran again although pyproject.toml did not change"

    code, err, calls = run(repo)
    assert code == 0 and calls == ["-m bot"]  # and stays so


def test_a_changed_pyproject_or_a_failed_install_installs_again(tmp_path: Path) -> None:
    repo = make_copy(tmp_path)
    install_stub(repo)
    assert run(repo)[2][0].startswith("-m pip install")

    with (repo / "pyproject.toml").open("a") as f:
        f.write("\n# a new dependency, say\n")
    code, err, calls = run(repo)
    assert code == 0 and INSTALLING in err and calls[0].startswith("-m pip install") and calls[-1] == "-m bot"
    assert run(repo)[2] == ["-m bot"]

    with (repo / "pyproject.toml").open("a") as f:
        f.write("# another change\n")
    (repo / "pip-fails").touch()
    code, err, calls = run(repo)
    assert code != 0 and calls == INSTALL[:1]  # the bot did not start
    (repo / "pip-fails").unlink()
    code, err, calls = run(repo)
    assert code == 0 and calls[0].startswith("-m pip install"), "a failed install must be retried"
    assert run(repo)[2] == ["-m bot"]


def test_without_python3_venv_it_names_the_debian_package_and_leaves_no_broken_venv(tmp_path: Path) -> None:
    repo = make_copy(tmp_path)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    # A python3 like Debian's without python3-venv: new enough, but venv stops half-way.
    (bin_dir / "python3").write_text(
        '#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = venv ]; then mkdir -p "$3/bin"; touch "$3/bin/python"; '
        'chmod +x "$3/bin/python"; echo "ensurepip is not available" >&2; exit 1; fi\nexit 0\n')
    (bin_dir / "python3").chmod(0o755)
    path = f"{bin_dir}:/usr/bin:/bin"
    code, err, calls = run(repo, path=path)
    assert code == 1 and "python3-venv" in err and "apt install python3-venv" in err
    assert not (repo / ".venv").exists(), "a half-made .venv would be taken for a working one next time"
