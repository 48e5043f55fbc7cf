#!/usr/bin/env sh
# Set up (idempotent) and run the whole test suite.
# Dependencies come from requirements-dev.lock (pinned, with hashes); the project itself is
# an editable install on top of them.
set -eu
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes -r requirements-dev.lock
.venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps -e .
exec .venv/bin/python -m pytest "$@"
