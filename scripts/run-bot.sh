#!/usr/bin/env sh
# Set up (idempotent) and run the bot; settings come from .env (see .env.example).
set -eu
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
exec .venv/bin/python -m bot
