#!/usr/bin/env sh
# Run the test suite several times in a row while other processes keep every CPU core busy,
# to catch tests that pass only on a quiet machine. Stops at the first failing run.
#
#   sh scripts/busy-tests.sh [-n RUNS] [-j BURNERS] [pytest arguments...]
#
# RUNS defaults to 5, BURNERS (busy-looping processes) to the number of cores. Other arguments
# go to pytest unchanged, e.g. `sh scripts/busy-tests.sh -n 3 tests/e2e -x`.
# Each run's output is kept in a temporary directory; a failing run's output is printed.
set -eu
cd "$(dirname "$0")/.."

runs=5
burners=
while [ $# -gt 0 ]; do
    case $1 in
        -n|--runs) [ $# -ge 2 ] || { echo "busy-tests: $1 needs a number" >&2; exit 2; }; runs=$2; shift 2 ;;
        -j|--burners) [ $# -ge 2 ] || { echo "busy-tests: $1 needs a number" >&2; exit 2; }; burners=$2; shift 2 ;;
        --) shift; break ;;
        *) break ;;
    esac
done
case $runs in ''|*[!0-9]*|0) echo "busy-tests: runs must be a positive integer, got '$runs'" >&2; exit 2 ;; esac

# Same setup as scripts/test.sh (creates .venv and installs the project on first use).
if ! sh scripts/test.sh --co -q >/dev/null 2>&1; then
    if [ ! -x .venv/bin/python ]; then
        echo "busy-tests: setting up .venv failed; run 'sh scripts/test.sh' to see why" >&2
        exit 1
    fi
    echo "busy-tests: warning: test collection reports errors; running anyway" >&2
fi
py=.venv/bin/python

if [ -z "$burners" ]; then
    burners=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc 2>/dev/null || echo 2)
fi
case $burners in ''|*[!0-9]*) echo "busy-tests: burners must be an integer, got '$burners'" >&2; exit 2 ;; esac

logs=$(mktemp -d "${TMPDIR:-/tmp}/busy-tests.XXXXXX")
pids=
keep_logs=0
test_pid=
cleanup() {
    for pid in $test_pid $pids; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in $test_pid $pids; do
        wait "$pid" 2>/dev/null || true
    done
    test_pid=
    pids=
    if [ "$keep_logs" = 0 ]; then
        rm -rf "$logs"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

i=0
while [ "$i" -lt "$burners" ]; do
    "$py" -c 'while True: pass' &
    pids="$pids $!"
    i=$((i + 1))
done
echo "busy-tests: $runs run(s) of pytest $* with $burners busy process(es):$pids"

run=1
while [ "$run" -le "$runs" ]; do
    log="$logs/run-$run.log"
    started=$(date +%s)
    status=0
    # In the background so that a signal's trap runs at once (and stops this run too).
    "$py" -m pytest "$@" >"$log" 2>&1 </dev/null &
    test_pid=$!
    wait "$test_pid" || status=$?
    test_pid=
    took=$(( $(date +%s) - started ))
    summary=$(grep -v '^[[:space:]]*$' "$log" | tail -n 1)
    if [ "$status" -eq 0 ]; then
        echo "run $run/$runs: passed in ${took} s: $summary"
    else
        keep_logs=1
        cat "$log"
        echo "run $run/$runs: FAILED (pytest exit $status) in ${took} s: $summary"
        echo "busy-tests: stopped at the first failing run; output kept in $log"
        exit "$status"
    fi
    run=$((run + 1))
done
echo "busy-tests: all $runs run(s) passed under load"
