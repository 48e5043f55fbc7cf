#!/usr/bin/env sh
# Set up (idempotent) and run the whole test suite.
# Dependencies come from requirements-dev.lock (pinned, with hashes); the project itself is
# an editable install on top of them.  They are installed into .venv only when pyproject.toml
# or requirements-dev.lock changed since the last successful install (their checksum is kept
# in .venv/.installed-dev, as run-bot.sh keeps its own), so a run starts at its first test.
set -eu
cd "$(dirname "$0")/.."
STAMP=.venv/.installed-dev
[ -x .venv/bin/python ] || python3 -m venv .venv
wanted=$(cat pyproject.toml requirements-dev.lock | cksum)
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$wanted" ]; then
    rm -f "$STAMP"
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes -r requirements-dev.lock
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps -e .
    printf '%s\n' "$wanted" > "$STAMP"
fi
exec .venv/bin/python -m pytest "$@"
