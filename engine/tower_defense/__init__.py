"""Tower Defense, the solitaire (Julian "Legend" Jimenez), as the bot knows it: `INFO`.

The package's modules, each importing only those before it: `constants` (card values,
slots), `actions` (the action grammar), `board` (what a position means), `events` (what the
rules did), `phases` (the round's automatic parts), `views`, `rules` (the state and its
moves), `words` (everything a player reads), `kit` (what search needs: worlds, playouts,
the hint's reason).  Here they are put together: the state gets its words, the game its
`GameInfo` with its kit.
"""

from __future__ import annotations

from typing import Any, Mapping

import i18n

from ..core import GameInfo, IllegalAction, Metric, Option
from . import words
from .constants import SLUG, TITLE
from .kit import KIT
from .rules import TowerDefenseState
from .views import ArmyView, TDView

TowerDefenseState.words = words


def _new_game(players: int = 1, seed: int = 0, options: Mapping[str, Any] | None = None) -> TowerDefenseState:
    if players != 1:
        raise IllegalAction("tower-defense-one-player")
    return TowerDefenseState.new(int(seed), INFO.resolve_options(options))


INFO = GameInfo(
    key=SLUG,
    title=TITLE,
    players=(1,),
    new_game=_new_game,
    from_json=TowerDefenseState.from_json,
    # Texts players read are catalogue keys (tower-defense.ftl).
    summary="tower-defense-summary",
    options=(
        Option("havoc", "tower-defense-option-havoc", False, label="tower-defense-option-havoc-label"),
        Option("endless_night", "tower-defense-option-endless-night", False,
               label="tower-defense-option-endless-night-label"),
        Option("total_victory", "tower-defense-option-total-victory", False,
               label="tower-defense-option-total-victory-label"),
        Option("calm_first_round", "tower-defense-option-calm-first-round", False,
               label="tower-defense-option-calm-first-round-label"),
        Option("three_actions", "tower-defense-option-three-actions", False,
               label="tower-defense-option-three-actions-label"),
        Option("free_trade", "tower-defense-option-free-trade", False, label="tower-defense-option-free-trade-label"),
    ),
    metrics=(
        Metric("tower", "tower-defense-metric-tower", higher_is_better=True),
        Metric("rounds", "tower-defense-metric-rounds", higher_is_better=False),
        Metric("survived", "tower-defense-metric-survived", higher_is_better=True, wins_only=False),
    ),
    rules_markdown=i18n.page(SLUG, "en"),
    hidden_hands=False,  # face-down enemies and the deck order are in no view at all
    kit=KIT,
    act_hint=words.ACT_HINT,
    wait_hint=words.WAIT_HINT,
)

__all__ = ["INFO", "ArmyView", "TDView", "TowerDefenseState"]
