"""Tower Defense, the solitaire (Julian "Legend" Jimenez): rules in `rules`, the action
grammar in `actions`, board arithmetic in `board`, views in `views`, words in `words`."""

from .rules import INFO, TowerDefenseState
from .views import ArmyView, TDView

__all__ = ["INFO", "ArmyView", "TDView", "TowerDefenseState"]
