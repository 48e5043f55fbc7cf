"""Deck Defence, the solitaire (Hakushi, Kuuri Keikaku): the game as the engine registers it.

Rules in `rules` (their summary opens it), the action grammar in `actions`, events in
`events`, views in `views`, words in `words`; what search needs in `kit` (worlds, policy,
evaluation, the hint's reason), `hinting` (the hint's own search) and `solving` (the
solver's key and bound).  This module puts them together: the rules import none of them.
"""

from __future__ import annotations

from typing import Any, Mapping

import i18n

from ..core import GameInfo, IllegalAction, Kit, Metric, Option
from . import hinting, kit, solving, words
from .constants import SLUG, TITLE
from .rules import DeckDefenceState
from .views import DDView

DeckDefenceState.words = words


def _new_game(players: int = 1, seed: int = 0, options: Mapping[str, Any] | None = None) -> DeckDefenceState:
    if players != 1:
        raise IllegalAction("deck-defence-solo-only", title=TITLE)
    opts = INFO.resolve_options(options)
    return DeckDefenceState.new(int(seed), classic=bool(opts["classic"]))


INFO = GameInfo(
    key=SLUG,
    title=TITLE,
    players=(1,),
    new_game=_new_game,
    from_json=DeckDefenceState.from_json,
    summary="deck-defence-summary",
    options=(Option("classic", "deck-defence-option-classic", default=False,
                    label="deck-defence-option-classic-label"),),
    metrics=(Metric("score", "deck-defence-metric-score", higher_is_better=True),),
    rules_markdown=i18n.page(SLUG, "en"),
    hidden_hands=False,  # DD-9 secrets (deck order, face-down discards) are in no view at all
    simultaneous=False,
    reactions=False,
    # A hint searches each sampled world for won lines (`hinting`); its budget is positions
    # searched, about 30 microseconds each, so 15,000 keep it near half a second.
    kit=Kit(kit.determinize, kit.policy, kit.evaluate, hint_playouts=15000, playout_depth=10, why=kit.why,
            hint_search=hinting.hint_search, key=solving.key, bound=solving.bound),
    act_hint="deck-defence-act-hint",
    wait_hint="deck-defence-wait-hint",
)

__all__ = ["INFO", "DDView", "DeckDefenceState"]
