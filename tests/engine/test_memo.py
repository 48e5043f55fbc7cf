"""The engines' caches stay within their stated bounds (issue 33; `engine.memo`).

Every memo cache of the engines is an `engine.memo.Memo`: a bound for searches, a smaller one
for the bot's main process (menus and moves only).  Filled past its bound, a cache holds no
more than it; and no engine module keeps a functools cache, whose bound no one states here
(Deck Defence's orders and refills had none, and grew with every game the bot served).
None of this is timed.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from itertools import permutations
from pathlib import Path
from typing import Any, Iterator

import pytest

import engine
from engine import memo
from engine.cards import dd_deck

ENGINE = Path(engine.__file__).resolve().parent


def import_every_engine_module() -> None:
    """Every cache is made when its module is imported: import them all (the solvers' and the
    AIs' too, which the games' packages load only when asked)."""
    for info in pkgutil.walk_packages([str(ENGINE)], prefix="engine."):
        importlib.import_module(info.name)


@pytest.fixture(autouse=True)
def search_bounds() -> Iterator[None]:
    """Each test starts and ends with every cache at its search bound (the default)."""
    memo.use_search_bounds()
    yield
    memo.use_search_bounds()


def test_no_engine_module_keeps_a_functools_cache() -> None:
    found = [f"{path.relative_to(ENGINE)}: {line.strip()}"
             for path in sorted(ENGINE.rglob("*.py")) if path.name != "memo.py"
             for line in path.read_text().splitlines()
             if re.search(r"\blru_cache\b|\bfunctools\.cache\b|^\s*@cache\b|\bcached_property\b", line)]
    assert not found, "a cache without a stated bound; use engine.memo:\n" + "\n".join(found)


def test_every_cache_states_its_bounds() -> None:
    import_every_engine_module()
    names = set(memo.CACHES)
    # The caches issue 33 named, and those that had no bound at all.
    assert {"tower_defense.combos", "tower_defense.sorted_combos", "tower_defense.parse", "tower_defense.specials",
            "tower_defense.events", "deck_defence.orders", "deck_defence.refills", "deck_defence.defeats",
            "deck_defence.parse", "under_siege.parse"} <= names
    for name, cache in memo.CACHES.items():
        assert 1 <= cache.menus <= cache.search, name
        assert cache.menus <= memo.MENUS, f"{name}: the bot's main process keeps a few hundred entries at most"
        assert cache.bound == cache.search, name


def _filled_past(cache: memo.Memo[Any, Any], extra: int = 10) -> int:
    """Keep `bound + extra` new keys (of this test only) in `cache`; the most it held."""
    most = 0
    for i in range(cache.bound + extra):
        cache.keep(("test_memo", i), i)
        most = max(most, len(cache))
    return most


def test_every_cache_filled_past_its_bound_holds_no_more_than_it() -> None:
    import_every_engine_module()
    for name, cache in memo.CACHES.items():
        saved = dict(cache)
        cache.clear()
        try:
            assert _filled_past(cache) == cache.bound, name
            assert len(cache) <= cache.bound
        finally:
            cache.clear()
            cache.update(saved)


def test_the_bots_main_process_keeps_the_menu_bounds() -> None:
    import_every_engine_module()
    for cache in memo.CACHES.values():
        for i in range(min(cache.search, memo.MENUS * 2)):
            cache.keep(("test_memo", i), i)
    memo.use_menu_bounds()
    for name, cache in memo.CACHES.items():
        assert cache.bound == cache.menus and len(cache) <= cache.menus, name
        assert _filled_past(cache) <= cache.menus, name
        cache.clear()
    later = memo.memo("test_memo.made_later", search=1000, menus=5)
    try:
        assert later.bound == 5  # a module imported after the switch follows it
        memo.use_search_bounds()
        assert later.bound == 1000
        assert all(cache.bound == cache.search for cache in memo.CACHES.values())
    finally:
        del memo.CACHES["test_memo.made_later"]


def test_the_engines_functions_fill_their_caches_only_to_the_bound() -> None:
    """The real functions, called with more different arguments than the menu bound."""
    from engine.deck_defence import rules as dd_rules
    from engine.tower_defense import board as td_board

    memo.use_menu_bounds()
    orders = dd_rules._orders.cache  # type: ignore[attr-defined]
    orders.clear()
    seen = list(dict.fromkeys(permutations(sorted(set(dd_deck())), 3)))
    assert len(seen) > orders.bound + 100
    for cards in seen[:orders.bound + 100]:
        assert dd_rules._orders(cards)[0] == "order." + ".".join(cards)
        assert len(orders) <= orders.bound
    combos = td_board.combos.cache  # type: ignore[attr-defined]
    combos.clear()
    for i in range(combos.bound + 100):
        values = (1 + i % 10, 1 + i // 10 % 10, 1 + i // 100, 5)
        assert td_board.combos(values, 12) == td_board.combos.__wrapped__(values, 12)  # type: ignore[attr-defined]
        assert len(combos) <= combos.bound


def test_a_cached_function_keeps_no_failure_and_recurses() -> None:
    calls: list[int] = []

    @memo.cached("test_memo.function", search=4, menus=2)
    def fib(n: int) -> int:
        calls.append(n)
        if n < 0:
            raise ValueError("negative")
        return n if n < 2 else fib(n - 1) + fib(n - 2)

    try:
        assert fib(10) == 55
        assert len(fib.cache) <= 4  # type: ignore[attr-defined]
        with pytest.raises(ValueError):
            fib(-1)
        with pytest.raises(ValueError):
            fib(-1)
        assert calls.count(-1) == 2 and -1 not in fib.cache  # type: ignore[attr-defined]
        with pytest.raises(ValueError, match="already exists"):
            memo.memo("test_memo.function", search=4)
    finally:
        del memo.CACHES["test_memo.function"]
