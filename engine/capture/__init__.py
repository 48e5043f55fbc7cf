"""Capture (Jim DuBois): two players place cards face down on five columns at once.

The package declares the game: its `GameInfo` (`INFO`) and search `Kit`, wired from its
modules, none of which imports another that imports it back.  The rules, action grammar,
events and options open `engine.capture.rules` (the state); the words players read are in
`engine.capture.words`, what the rules tell players as data in `engine.capture.messages`,
the views in `engine.capture.views`, the one action spelling in `engine.capture.actions`,
column judging in `engine.capture.judge`, the computer players in `engine.capture.ai` and
what search needs in `engine.capture.kit` and `engine.capture.hidden`.
"""

from __future__ import annotations

from typing import Any, Mapping

import i18n
from engine.core import GameInfo, IllegalAction, Kit, Metric, Option

from . import kit, words
from .hidden import determinize
from .rules import SLUG, CaptureState
from .views import CaptureView, ColumnView, RevealView

__all__ = ["INFO", "CaptureState", "CaptureView", "ColumnView", "RevealView"]

CaptureState.words = words


def _new_game(players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None
              ) -> CaptureState:
    if players != 2:
        raise IllegalAction("capture-two-players-only")
    opts = INFO.resolve_options(options)
    return CaptureState.new(int(seed), ace_flexible=bool(opts["ace_flexible_high_low"]))


INFO = GameInfo(
    key=SLUG,
    title="Capture",
    players=(2,),
    new_game=_new_game,
    from_json=CaptureState.from_json,
    summary="capture-summary",
    options=(Option("ace_flexible_high_low", "capture-option-ace-flexible", default=False,
                    label="capture-option-ace-flexible-label"),),
    metrics=(Metric("margin", "capture-metric-best-margin", higher_is_better=True),
             Metric("margin", "capture-metric-margin", higher_is_better=True, wins_only=False,
                    aggregate="sum")),
    rules_markdown=i18n.page(SLUG, "en"),
    seat_modes={2: "capture-seats-two"},
    hidden_hands=True,
    simultaneous=True,
    reactions=False,
    kit=Kit(determinize=determinize, policy=kit.policy, evaluate=kit.evaluate, levels=kit.LEVELS,
            playout_depth=0, ratings=kit.RATINGS),
    act_hint=words.ACT_HINT,
    wait_hint=words.WAIT_HINT,
)
