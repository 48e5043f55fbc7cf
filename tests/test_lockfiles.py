"""The lock files stay in step with pyproject.toml and stay installable with --require-hashes.

`requirements.lock` (the runtime dependencies) and `requirements-dev.lock` (runtime and the
`dev` extra) are what scripts/run-bot.sh, scripts/test.sh and CI install, so a deploy gets
what the tests passed with.  Each one must name every package pyproject.toml asks for, pin
every entry with `==` and at least one hash, and carry no index, find-links or host line (a
machine's own pip configuration must not leak into them).  Pure file parsing: regenerate with
the pip-compile command in each file's header.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_LOCK = ROOT / "requirements.lock"
DEV_LOCK = ROOT / "requirements-dev.lock"

NAME = re.compile(r"\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)")
# One lock entry: name, optional extras, an exact pin, an optional environment marker.
ENTRY = re.compile(r"(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?==(?P<version>[^\s;\\]+)"
                   r"\s*(?:;(?P<marker>[^\\]*?))?\s*$")
HASH = re.compile(r"--hash=sha256:[0-9a-f]{64}")
# Anything that would send pip to a particular place instead of the index it is set up with.
PLACES = re.compile(r"(?:^|\s)(?:-i|-f|--index-url|--extra-index-url|--find-links|--trusted-host|--no-index)"
                    r"(?:[\s=]|$)|://", re.MULTILINE)


def normalise(name: str) -> str:
    """PEP 503: runs of '-', '_' and '.' are one '-', case does not count."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(requirement: str) -> str:
    found = NAME.match(requirement)
    assert found, f"pyproject.toml: cannot read a package name in {requirement!r}"
    return normalise(found.group(1))


def pyproject_requirements(extra: str | None = None) -> dict[str, str]:
    """name -> the requirement as written, for [project].dependencies (+ one extra)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    written = list(project.get("dependencies", []))
    if extra is not None:
        written += project["optional-dependencies"][extra]
    return {requirement_name(r): r for r in written}


def logical_lines(text: str) -> list[str]:
    """The lock's lines with comments dropped and backslash continuations joined."""
    lines: list[str] = []
    current = ""
    for raw in text.splitlines():
        line = re.sub(r"(?:^|\s)#.*$", "", raw).rstrip()
        if line.endswith("\\"):
            current += line[:-1] + " "
            continue
        current += line
        if current.strip():
            lines.append(current.strip())
        current = ""
    if current.strip():
        lines.append(current.strip())
    return lines


def read_lock(path: Path) -> dict[str, tuple[str, str | None, int]]:
    """name -> (version, marker or None, number of hashes); fails on any line that is not an entry."""
    assert path.exists(), f"{path.name} is missing: regenerate it with the command in the README"
    entries: dict[str, tuple[str, str | None, int]] = {}
    for line in logical_lines(path.read_text()):
        requirement, _, options = line.partition(" --")
        options = ("--" + options) if options else ""
        found = ENTRY.match(requirement.strip())
        assert found, f"{path.name}: not a pinned 'name==version' entry: {line[:120]!r}"
        hashes = HASH.findall(options)
        leftover = HASH.sub("", options).strip()
        assert not leftover, f"{path.name}: {found['name']} has options other than --hash: {leftover[:120]!r}"
        assert hashes, f"{path.name}: {found['name']} has no --hash (pip install --require-hashes refuses it)"
        name = normalise(found["name"])
        assert name not in entries, f"{path.name}: {name} is listed twice"
        marker = (found["marker"] or "").strip() or None
        entries[name] = (found["version"], marker, len(hashes))
    assert entries, f"{path.name} lists no package"
    return entries


LOCKS = [pytest.param(RUNTIME_LOCK, None, id="requirements.lock"),
         pytest.param(DEV_LOCK, "dev", id="requirements-dev.lock")]


@pytest.mark.parametrize(("lock", "extra"), LOCKS)
def test_lock_names_every_dependency_of_pyproject(lock: Path, extra: str | None) -> None:
    entries = read_lock(lock)
    wanted = pyproject_requirements(extra)
    missing = sorted(set(wanted) - set(entries))
    assert not missing, (f"{lock.name} lacks {', '.join(missing)} (named in pyproject.toml): regenerate it "
                         "with the pip-compile command in its header")
    # A dependency pyproject.toml limits to some platforms keeps its marker in the lock, so an
    # install elsewhere skips it as an install from pyproject.toml would (uvloop on Windows).
    for name, requirement in wanted.items():
        if ";" in requirement:
            assert entries[name][1], f"{lock.name}: {name} lost its marker ({requirement.split(';', 1)[1].strip()})"


@pytest.mark.parametrize(("lock", "extra"), LOCKS)
def test_lock_has_no_index_or_host_line(lock: Path, extra: str | None) -> None:
    found = PLACES.search(lock.read_text())
    assert not found, (f"{lock.name} names an index, a find-links folder or a host ({found.group(0).strip()!r}): "
                       "regenerate it with --no-emit-index-url --no-emit-trusted-host --no-emit-find-links")


def test_every_lock_entry_is_pinned_with_hashes() -> None:
    for lock in (RUNTIME_LOCK, DEV_LOCK):
        for name, (version, _, hashes) in read_lock(lock).items():
            assert version and hashes >= 1, f"{lock.name}: {name}"


def test_runtime_and_dev_locks_agree() -> None:
    """A package in both files has one version: the deploy runs what the tests ran."""
    runtime, dev = read_lock(RUNTIME_LOCK), read_lock(DEV_LOCK)
    assert set(runtime) <= set(dev), f"only in requirements.lock: {sorted(set(runtime) - set(dev))}"
    differing = {name: (runtime[name][0], dev[name][0]) for name in runtime if runtime[name][0] != dev[name][0]}
    assert not differing, f"versions differ between requirements.lock and requirements-dev.lock: {differing}"


@pytest.mark.parametrize(("lock", "extra"), LOCKS)
def test_lock_versions_satisfy_pyproject(lock: Path, extra: str | None) -> None:
    """The pinned versions are inside pyproject.toml's ranges (where `packaging` is installed)."""
    requirements = pytest.importorskip("packaging.requirements")
    entries = read_lock(lock)
    for name, written in pyproject_requirements(extra).items():
        requirement = requirements.Requirement(written)
        version = entries[name][0] if name in entries else None
        assert version is not None, f"{lock.name} lacks {name}"
        assert requirement.specifier.contains(version, prereleases=True), (
            f"{lock.name} pins {name}=={version}, outside pyproject.toml's {written!r}: regenerate it")
