"""With the bot's garbage-collector thresholds, reference cycles still in flight at a
collection are freed within a few collections once done (issue 33).

An interaction's objects form reference cycles (discord.py's Interaction and its response, a
view and its items).  Those still in flight when generation 0 is collected move to generation
1 and, once done, wait for its next collection; those still in flight then move to generation
2 and wait for a full collection.  With the thresholds before, (20,000, 20, 20), a full
collection came after 400 collections of generation 0 (about 8 minutes at 100 games), and that
garbage was what grew.  Here a loop plays it through: a window of cycles in flight (the interactions being answered),
each dropped once newer ones came, allocating as an interaction does; weak references count
the cycles dropped and not yet freed.  The collector's own counting decides when it runs, so
the result does not depend on time.  What start-up built is frozen, as the bot does.

Each measurement runs in a fresh interpreter (`measured`): in one shared with the rest of the
suite, threads that earlier tests left behind (database drivers, servers) allocate while the
loop runs and move the collector's counts (3,767 instead of 2,865, once, in a full run).
"""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref
from collections import deque
from pathlib import Path

from bot.discord.app import COLLECTOR_THRESHOLDS

IN_FLIGHT = 300  # cycles alive at once
CYCLES = 150_000  # about 300 collections of generation 0, 50 of generation 1 at the bot's thresholds
BOUND = 12 * IN_FLIGHT  # the most garbage the bot's thresholds allow here: 2,865 cycles


class Node:
    __slots__ = ("other", "payload", "__weakref__")


def most_garbage(thresholds: tuple[int, int, int]) -> int:
    """The most cycles dropped but not yet freed at any moment of the loop."""
    freed = [0]

    def gone(_: object) -> None:
        freed[0] += 1

    saved = gc.get_threshold()
    gc.collect()
    gc.freeze()
    refs: set[weakref.ref[Node]] = set()
    try:
        gc.set_threshold(*thresholds)
        flight: deque[Node] = deque()
        dropped = most = 0
        for _ in range(CYCLES):
            a, b = Node(), Node()
            a.other, b.other = b, a
            a.payload = [[] for _ in range(40)]  # the payloads, components, views
            flight.append(a)
            if len(flight) > IN_FLIGHT:
                done = flight.popleft()
                ref = weakref.ref(done, gone)
                refs.add(ref)
                del done
                dropped += 1
                most = max(most, dropped - freed[0])
            del a, b
        return most
    finally:
        gc.set_threshold(*saved)
        gc.unfreeze()
        del refs
        gc.collect()


ROOT = Path(__file__).resolve().parents[2]


def measured(thresholds: tuple[int, int, int]) -> int:
    """`most_garbage(thresholds)` in a fresh interpreter, alone (see the module's docstring)."""
    code = f"from tests.bot.test_collector import most_garbage; print(most_garbage({thresholds!r}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip())


def test_cycles_in_flight_at_a_collection_are_freed_within_a_few_collections() -> None:
    assert COLLECTOR_THRESHOLDS[0] >= 10_000  # the bot collects generation 0 rarely (CPU)
    # Garbage waits in generation 1 for at most 6 collections of generation 0 (what was in
    # flight at each), in generation 2 for at most 2 of generation 1: about 9 windows in flight.
    assert measured(COLLECTOR_THRESHOLDS) <= BOUND
    # Each half of the change alone (the thresholds before issue 33, (20,000, 20, 20), let
    # 10,387 wait): 7,077 with generation 1 at 20, 8,280 with generation 2 at 20.
    for before in ((20_000, 20, 1), (20_000, 5, 20)):
        assert measured(before) > BOUND, before
