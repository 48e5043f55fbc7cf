"""Pure rules for the bot's card games: no Discord, Pillow or SQLite here.

`GAMES` maps each game's slug to its `GameInfo`; `IllegalAction` is the one error a
player's bad move raises.  See `engine.core` for the contract every game follows.

Each game is a package `engine/<game>/` exposing `INFO`; registering a game is adding its
package name to `_PACKAGES` (the order is the order players see).
"""

from __future__ import annotations

import importlib

from .core import (ENDINGS, RESULTS, BotPlayer, Event, GameInfo, GameState, IllegalAction, Metric, Names,
                   Option, Outcome, Pick, Seat)

_PACKAGES = ("defend_and_capture", "deck_defence", "capture", "under_siege", "tower_defense")

GAMES: dict[str, GameInfo] = {}
for _name in _PACKAGES:
    _info = importlib.import_module(f"{__name__}.{_name}").INFO
    GAMES[_info.key] = _info

__all__ = ["ENDINGS", "GAMES", "RESULTS", "BotPlayer", "Event", "GameInfo", "GameState", "IllegalAction",
           "Metric", "Names", "Option", "Outcome", "Pick", "Seat"]
