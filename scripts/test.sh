#!/usr/bin/env sh
# Set up (idempotent) and run the whole test suite.
set -eu
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
exec .venv/bin/python -m pytest "$@"
