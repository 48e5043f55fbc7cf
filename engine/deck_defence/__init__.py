"""Deck Defence, the solitaire (Hakushi, Kuuri Keikaku): rules in `rules`, the action
grammar in `actions`, views in `views`, words in `words`."""

from .rules import INFO, DeckDefenceState
from .views import DDView

__all__ = ["INFO", "DDView", "DeckDefenceState"]
