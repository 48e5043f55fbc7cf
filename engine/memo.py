"""The engines' memo caches, every one with a stated bound: a dict emptied when it is full.

A search (the bot's moves, the hints, the solver: the worker processes, the benchmarks) plays
thousands of moves a decision and meets the same payments, parsings, events and special
cards again and again; there a cache is worth its `search` bound.  The bot's main process
only applies the moves people make and builds their menus, one position at a time (a
position's own legal list is kept with it, `GameState.legal_actions`): there a cache saves
next to nothing, and each entry it keeps is memory held for good that grows with the games
played.  Issue 33: Tower Defense's caches alone hold up to about 245,000 entries, and Deck
Defence's orders and refills had no bound at all.  So every cache states two bounds, and
`use_menu_bounds()` (the bot's main process calls it at start) makes each keep at most its
`menus` bound, a few hundred entries: a few hundred KB in all, filled within the first
minute.  `use_search_bounds()` restores the others.

Emptied when full rather than least recently used: a hit is a plain dict look-up with no
bookkeeping (as fast as functools.lru_cache's), and a cache that ran through its bound of
different keys starts again.

    _COMBOS = memo("tower_defense.combos", search=1 << 16)
    found = _COMBOS.get(key)
    if found is None:
        found = _COMBOS.keep(key, work(key))

or, for a whole function of hashable arguments, `@cached("deck_defence.orders", search=8192)`.
`CACHES` lists them all by name (tests check that each stays within its bound).
"""

from __future__ import annotations

from functools import update_wrapper
from typing import Any, Callable, Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
F = TypeVar("F", bound=Callable[..., Any])

MENUS = 256  # the bound in the bot's main process, unless a cache states its own

_MISSING: Any = object()
_MODE = "search"  # or "menus", after use_menu_bounds()


class Memo(dict[K, V]):
    """A dict that `keep` never lets hold more than `bound` entries (look up with `get` or
    `in`, as any dict)."""

    __slots__ = ("name", "search", "menus", "bound")

    def __init__(self, name: str, search: int, menus: int) -> None:
        super().__init__()
        if search < 1 or menus < 1:
            raise ValueError("a cache's bounds are at least 1")
        self.name, self.search, self.menus = name, search, menus
        self.bound = search

    def keep(self, key: K, value: V) -> V:
        """Add `key`, emptying the cache first when it is full; returns `value`."""
        if len(self) >= self.bound:
            self.clear()
        self[key] = value
        return value

    def limit(self, bound: int) -> None:
        self.bound = bound
        if len(self) > bound:
            self.clear()

    def __repr__(self) -> str:
        return f"<Memo {self.name}: {len(self)} of {self.bound}>"


CACHES: dict[str, Memo[Any, Any]] = {}


def memo(name: str, *, search: int, menus: int = MENUS) -> Memo[Any, Any]:
    """A new cache, registered under `name` (unique), with its bounds in a search and in the
    bot's main process."""
    if name in CACHES:
        raise ValueError(f"a cache named {name!r} already exists")
    cache: Memo[Any, Any] = Memo(name, search, min(menus, search))
    if _MODE == "menus":
        cache.bound = cache.menus
    CACHES[name] = cache
    return cache


def cached(name: str, *, search: int, menus: int = MENUS) -> Callable[[F], F]:
    """A function of hashable positional arguments, memoised in a `memo` cache (its
    `cache` attribute), keyed by its argument (one) or the tuple of its arguments."""

    def decorate(fn: F) -> F:
        cache = memo(name, search=search, menus=menus)
        get, keep = cache.get, cache.keep
        code = fn.__code__
        if code.co_argcount == 1 and not code.co_flags & 0x0C:  # one argument (no *args, no **kwargs)

            def wrapper(arg: Any) -> Any:
                found = get(arg, _MISSING)
                if found is _MISSING:
                    found = keep(arg, fn(arg))
                return found
        else:

            def wrapper(*args: Any) -> Any:  # type: ignore[misc]
                found = get(args, _MISSING)
                if found is _MISSING:
                    found = keep(args, fn(*args))
                return found

        update_wrapper(wrapper, fn)
        wrapper.cache = cache  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    return decorate


def use_menu_bounds() -> None:
    """Every cache, now and later made, keeps at most its `menus` bound (the bot's main
    process: menus and moves, no search)."""
    global _MODE
    _MODE = "menus"
    for cache in CACHES.values():
        cache.limit(cache.menus)


def use_search_bounds() -> None:
    global _MODE
    _MODE = "search"
    for cache in CACHES.values():
        cache.limit(cache.search)


def entries() -> dict[str, tuple[int, int]]:
    """Each cache's (entries, bound) now."""
    return {name: (len(cache), cache.bound) for name, cache in CACHES.items()}
