"""A rate limit per client (a token bucket each): enough for a person paging a game or a
live event page, not for a scraper.  Kept in the process's memory: it protects this
process's own work, and a client's allowance needs no agreement between processes."""

from __future__ import annotations

import time
from typing import Callable

MAX_CLIENTS = 50_000  # buckets kept before the full ones are forgotten


class RateLimit:
    def __init__(self, rate: float | None, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # client: (tokens, at)

    def take(self, client: str) -> bool:
        """Whether `client` may make one more request now (and count it)."""
        if self.rate is None:
            return True
        now = self._clock()
        tokens, at = self._buckets.get(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        if tokens < 1.0:
            self._buckets[client] = (tokens, now)
            return False
        self._buckets[client] = (tokens - 1.0, now)
        if len(self._buckets) > MAX_CLIENTS:
            self._forget(now)
        return True

    def _forget(self, now: float) -> None:
        """Drop the buckets that have filled up again (their clients are as new)."""
        assert self.rate is not None
        full = [c for c, (tokens, at) in self._buckets.items() if tokens + (now - at) * self.rate >= self.burst]
        for client in full:
            del self._buckets[client]


__all__ = ["RateLimit"]
