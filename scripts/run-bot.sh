#!/usr/bin/env sh
# Set up (idempotent) and run the bot; settings come from .env (see .env.example).
# The dependencies come from requirements.lock (pinned, with hashes), then the project itself.
# They are installed into .venv only when pyproject.toml or requirements.lock changed since the
# last successful install (their checksum is kept in .venv/.installed-pyproject); the code
# itself is an editable install, so a change to it needs no reinstall.
set -eu
cd "$(dirname "$0")/.."
STAMP=.venv/.installed-pyproject
if [ ! -x .venv/bin/python ]; then
    if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        echo "run-bot.sh: the bot needs Python 3.11 or newer as python3; install it and run this again." >&2
        exit 1
    fi
    if ! python3 -m venv .venv; then
        rm -rf .venv
        echo "run-bot.sh: python3 could not create .venv; on Debian or Ubuntu install the python3-venv package (sudo apt install python3-venv) and run this again." >&2
        exit 1
    fi
fi
wanted=$(cat pyproject.toml requirements.lock | cksum)
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$wanted" ]; then
    echo "run-bot.sh: installing the bot and its dependencies into .venv" >&2
    rm -f "$STAMP"
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes -r requirements.lock
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps -e .
    printf '%s\n' "$wanted" > "$STAMP"
fi
exec .venv/bin/python -m bot
