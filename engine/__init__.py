"""Pure rules for the bot's card games: no Discord, Pillow or SQLite here.

`GAMES` maps each game's slug to its `GameInfo`; `IllegalAction` is the one error a
player's bad move raises.  See `engine.core` for the contract every game follows.

Each game is a package `engine/<game>/` whose `__init__` declares it: it builds the game's
`GameInfo` (`INFO`) and its search kit from its own modules.  Registering a game is importing
its package here and adding it to `GAMES` (the order is the order players see).
"""

from __future__ import annotations

from . import capture, deck_defence, defend_and_capture, tower_defense, under_siege
from .core import (ENDINGS, RESULTS, Ending, Event, GameInfo, GameState, IllegalAction, Metric, Names, Option,
                   Outcome, Pick, Result, Seat)

GAMES: dict[str, GameInfo] = {game.INFO.key: game.INFO for game in (
    defend_and_capture, deck_defence, capture, under_siege, tower_defense)}

__all__ = ["ENDINGS", "GAMES", "RESULTS", "Ending", "Event", "GameInfo", "GameState", "IllegalAction", "Metric",
           "Names", "Option", "Outcome", "Pick", "Result", "Seat"]
