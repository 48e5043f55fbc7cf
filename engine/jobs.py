"""Search's worker-process entry points (`*_json`): they receive plain, picklable arguments
(a game's key, its state's JSON) and find the game in `GAMES`.

Apart from `engine.search` so that no import circle is left: `engine/__init__` imports the
games, a game's solver imports `engine.search`, and these import `engine` (its GAMES) and
search; nothing in the engine imports this module (the bot's callers do, and the benchmarks).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import i18n

from . import GAMES
from .core import GameInfo, Seat
from .search import decide, hint, solve


def _info(key: str) -> GameInfo:
    return GAMES[key]


def decide_json(key: str, data: Mapping[str, Any], seat: Seat, level: str, seed: int, version: int) -> str:
    """`decide` for a worker process: the state travels as its JSON."""
    info = _info(key)
    return decide(info, info.from_json(data), seat, level, seed, version)


def hint_json(key: str, data: Mapping[str, Any], seat: Seat, seed: int, version: int, *,
              locale: str = "en") -> tuple[str, str]:
    """`hint` for a worker process: (move, reason), the reason worded in `locale` (the
    reader's: a worker process has no ambient locale of the bot's)."""
    info = _info(key)
    with i18n.speaking(locale):
        found = hint(info, info.from_json(data), seat, seed, version)
    return found.action, found.reason


def solve_json(key: str, seed: int, options: Mapping[str, Any], players: int, played: Sequence[str],
               seconds: float) -> dict[str, Any]:
    """`solve` for a worker process: the deal is dealt again from its seed and options; the
    budget is the worker's CPU time."""
    info = _info(key)
    start = info.new_game(players=players, seed=seed, options=dict(options))
    return solve(info, start, played, seconds).to_json()


__all__ = ["decide_json", "hint_json", "solve_json"]
