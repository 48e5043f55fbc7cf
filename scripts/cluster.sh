#!/bin/sh
# Try a sharded deployment on one machine: a local PostgreSQL and two bot processes sharing it.
#
#   sh scripts/cluster.sh         start it, in the foreground; Ctrl-C (or SIGTERM) stops it all
#   sh scripts/cluster.sh stop    stop one left running (or started from another terminal)
#
# PostgreSQL comes from this machine's own server binaries (initdb under
# /usr/lib/postgresql/*/bin, the newest, or on PATH; Debian's package postgresql); as root the
# server runs as the postgres user, since initdb refuses root.  Its data lives in the folder
# ./cluster/ of the repository ($CLUSTER_DIR), created on first use and kept between runs
# (delete the folder to start afresh); it listens only on 127.0.0.1, at port 55432
# ($CLUSTER_PG_PORT), with a password made on first use and kept in the folder (db-password).
# The two bots run `.venv/bin/python -m bot` ($CLUSTER_BOT_CMD) with DATABASE_URL pointing at
# database cardtable there, SHARD_COUNT=2, and SHARD_IDS=0 and SHARD_IDS=1; each logs to
# the folder's bot-0.log and bot-1.log.  Everything else, the token included, comes from .env
# as when the bot runs alone (the bot reads it; the settings given here take precedence).
# Stopping sends the bots SIGTERM and waits for them, then stops the database (pg_ctl stop);
# the pids are in the folder, so `stop` works from anywhere.  If a bot ends on its own, the
# other and the database are stopped too and its log's last lines are shown (exit code 1).
set -eu

CALLER_DIR=$(pwd)
cd "$(dirname "$0")/.."
ROOT=$(pwd)
DIR=${CLUSTER_DIR:-$ROOT/cluster}
case $DIR in /*) ;; *) DIR=$CALLER_DIR/$DIR ;; esac
PORT=${CLUSTER_PG_PORT:-55432}
BOT_CMD=${CLUSTER_BOT_CMD:-.venv/bin/python -m bot}
SHARDS=2
DB_NAME=cardtable
STOP_WAIT=30  # seconds the bots get to stop after SIGTERM before they are killed
PG_HOME=$DIR/pg  # owned by the user the server runs as
PG_DATA=$PG_HOME/data
PG_LOG=$PG_HOME/server.log
PASSWORD_FILE=$DIR/db-password

say() { echo "cluster.sh: $*" >&2; }
refuse() { say "$*"; exit 2; }

find_bin() {
    # The newest /usr/lib/postgresql/<version>/bin with initdb, else initdb on PATH.
    found=$(for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && echo "$d"; done |
        sort -t/ -k5,5n | tail -n 1)
    if [ -z "$found" ] && command -v initdb >/dev/null 2>&1; then
        found=$(dirname "$(command -v initdb)")
    fi
    [ -n "$found" ] && [ -x "$found/pg_ctl" ] || return 1
    echo "$found"
}

PG_USER=""
if [ "$(id -u)" = 0 ]; then
    PG_USER=postgres
fi
as_pg() {
    if [ -n "$PG_USER" ]; then runuser -u "$PG_USER" -- "$@"; else "$@"; fi
}

pg_running() {
    [ -f "$PG_DATA/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1
}

# A pid from a pid file is one of this folder's bots (not a pid reused since by another
# process): its environment names this folder.
ours() {
    kill -0 "$1" 2>/dev/null || return 1
    [ -r "/proc/$1/environ" ] || return 0
    tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null | grep -qxF "CLUSTER_DIR=$DIR"
}

stop_all() {
    : >"$DIR/stopping"  # tells a foreground run that the bots end because of a stop
    pids=""
    for f in "$DIR"/bot-*.pid; do
        [ -f "$f" ] || continue
        pid=$(cat "$f")
        if [ -n "$pid" ] && ours "$pid"; then
            kill -TERM "$pid" 2>/dev/null && pids="$pids $pid"
        fi
    done
    [ -z "$pids" ] || say "stopping the bots (pids$pids)"
    left=$((STOP_WAIT * 5))
    for pid in $pids; do
        while kill -0 "$pid" 2>/dev/null && [ "$left" -gt 0 ]; do
            sleep 0.2
            left=$((left - 1))
        done
        if kill -0 "$pid" 2>/dev/null; then
            say "bot pid $pid did not stop within $STOP_WAIT s; killing it"
            kill -KILL "$pid" 2>/dev/null || true
        fi
    done
    rm -f "$DIR"/bot-*.pid
    if pg_running; then
        say "stopping PostgreSQL"
        as_pg "$BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null
    fi
}

BIN=$(find_bin) || refuse "no PostgreSQL server binaries found (initdb under /usr/lib/postgresql/*/bin or on PATH); install them (Debian: sudo apt install postgresql) and run this again."
if [ -n "$PG_USER" ] && ! id "$PG_USER" >/dev/null 2>&1; then
    refuse "running as root, the database must run as the $PG_USER user (initdb refuses root), and there is none; install Debian's postgresql package, which creates it, or run this as an ordinary user."
fi

case ${1:-start} in
    stop)
        if [ ! -d "$DIR" ]; then
            say "nothing to stop: there is no $DIR"
            exit 0
        fi
        stop_all
        say "stopped"
        exit 0
        ;;
    start) ;;
    *)
        refuse "usage: sh scripts/cluster.sh [start|stop] (start runs in the foreground; Ctrl-C stops it)"
        ;;
esac

# ---- start ---------------------------------------------------------------------------
if [ -z "${CLUSTER_BOT_CMD:-}" ] && [ ! -x .venv/bin/python ]; then
    refuse "there is no .venv yet: run sh scripts/run-bot.sh once (it sets it up), then this again."
fi
mkdir -p "$DIR"
if pg_running; then
    refuse "a cluster is already running in $DIR; stop it first with: sh scripts/cluster.sh stop"
fi
for f in "$DIR"/bot-*.pid; do
    if [ -f "$f" ] && ours "$(cat "$f")"; then
        refuse "a bot of $DIR is still running ($f); stop it first with: sh scripts/cluster.sh stop"
    fi
done
rm -f "$DIR/stopping" "$DIR"/bot-*.pid

if [ ! -s "$PASSWORD_FILE" ]; then
    (umask 077 && od -An -N16 -tx1 /dev/urandom | tr -d ' \n' >"$PASSWORD_FILE")
fi
PASSWORD=$(cat "$PASSWORD_FILE")

if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    rm -rf "$PG_HOME"  # what an interrupted first run may have left
    mkdir -p "$PG_HOME"
    if [ -n "$PG_USER" ]; then
        chown "$PG_USER" "$PG_HOME"
        as_pg test -w "$PG_HOME" ||
            refuse "the $PG_USER user cannot write to $PG_HOME (a folder above it is closed to it); set CLUSTER_DIR to a folder it can reach, such as one under /tmp."
    fi
    (umask 077 && printf '%s\n' "$PASSWORD" >"$PG_HOME/pwfile")
    [ -z "$PG_USER" ] || chown "$PG_USER" "$PG_HOME/pwfile"
    say "creating the database cluster in $PG_DATA ($BIN)"
    if ! as_pg "$BIN/initdb" -D "$PG_DATA" -U postgres -E UTF8 --locale=C --auth=scram-sha-256 \
            --pwfile="$PG_HOME/pwfile" >"$DIR/initdb.log" 2>&1; then
        rm -f "$PG_HOME/pwfile"
        refuse "initdb failed; see $DIR/initdb.log"
    fi
    rm -f "$PG_HOME/pwfile"
fi

trap 'trap "" INT TERM; stop_all; say "stopped"; exit 0' INT TERM

# No Unix socket: the server is reached on 127.0.0.1 only.
if ! as_pg "$BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=''" start >/dev/null; then
    tail -n 5 "$PG_LOG" >&2 || true
    refuse "PostgreSQL did not start (is port $PORT taken? set CLUSTER_PG_PORT); its log is $PG_LOG"
fi
if ! PGPASSWORD=$PASSWORD "$BIN/psql" -X -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'" | grep -q 1; then
    if ! PGPASSWORD=$PASSWORD "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB_NAME"; then
        trap '' INT TERM
        stop_all
        refuse "could not create the database $DB_NAME; the server's log is $PG_LOG"
    fi
fi
URL="postgresql://postgres:$PASSWORD@127.0.0.1:$PORT/$DB_NAME"
say "PostgreSQL is up: postgresql://postgres:***@127.0.0.1:$PORT/$DB_NAME (password in $PASSWORD_FILE)"

i=0
while [ "$i" -lt "$SHARDS" ]; do
    # Given in the environment, not on a command line: the URL holds the password.
    (
        export DATABASE_URL="$URL" SHARD_COUNT="$SHARDS" SHARD_IDS="$i" CLUSTER_DIR="$DIR"
        # shellcheck disable=SC2086  # the command is words: program and arguments
        exec $BOT_CMD
    ) >"$DIR/bot-$i.log" 2>&1 &
    echo "$!" >"$DIR/bot-$i.pid"
    say "shard $i of $SHARDS started (pid $!), logging to $DIR/bot-$i.log"
    i=$((i + 1))
done
say "running; Ctrl-C here (or sh scripts/cluster.sh stop) stops the bots, then the database"

while :; do
    i=0
    while [ "$i" -lt "$SHARDS" ]; do
        pid=$(cat "$DIR/bot-$i.pid" 2>/dev/null || true)
        if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then
            if [ -e "$DIR/stopping" ]; then
                say "stopped by sh scripts/cluster.sh stop"
                exit 0
            fi
            trap '' INT TERM
            code=0
            [ -z "$pid" ] || wait "$pid" || code=$?
            say "the bot of shard $i ended on its own (exit code $code); the end of $DIR/bot-$i.log:"
            tail -n 10 "$DIR/bot-$i.log" >&2 || true
            stop_all
            exit 1
        fi
        i=$((i + 1))
    done
    sleep 1 &
    wait $! || true
done
