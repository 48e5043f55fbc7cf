"""Pure rules for the bot's card games: no Discord, Pillow or SQLite here.

`GAMES` maps each game's slug to its `GameInfo`; `IllegalAction` is the one error a
player's bad move raises.  See `engine.core` for the contract every game follows.
"""

from __future__ import annotations

import importlib

from .core import GameInfo, GameState, IllegalAction, Metric, Option, Outcome, Seat

# One module per game, each exposing INFO: GameInfo.  Order is the order players see.
_MODULES = ("defend_and_capture", "deck_defence", "capture")

GAMES: dict[str, GameInfo] = {}
for _name in _MODULES:
    _info = importlib.import_module(f"{__name__}.{_name}").INFO
    GAMES[_info.key] = _info

__all__ = ["GAMES", "GameInfo", "GameState", "IllegalAction", "Metric", "Option", "Outcome", "Seat"]
