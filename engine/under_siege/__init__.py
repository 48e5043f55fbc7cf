"""Under Siege (version 2, 2006): two armies fight over one deck, or one player holds out
for five turns against the automaton.

The rules, action grammar and options open `engine.under_siege.rules`; the battle and the
automaton are in `engine.under_siege.battle`, the words players read in
`engine.under_siege.words`, the views in `engine.under_siege.views`, the one action spelling
in `engine.under_siege.actions` and the computer player in `engine.under_siege.ai`.
"""

from .rules import INFO, UnderSiegeState
from .views import FaceView, SideView, SiegeView, SlotView

__all__ = ["INFO", "FaceView", "SideView", "SiegeView", "SlotView", "UnderSiegeState"]
