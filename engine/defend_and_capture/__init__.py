"""Defend and Capture (W. Nai), a solo Decktet game: see `rules` for the rules summary,
the action grammar and the events.

The package wires its modules: the rules know nothing of their words or of search, so
here the state gets its words, and the game its `GameInfo` and search kit.
"""

from __future__ import annotations

from typing import Any, Mapping

import i18n
from engine.core import GameInfo, IllegalAction, Kit, Metric

from . import kit, solving, words
from .constants import SLUG, TITLE
from .rules import DCState, deal
from .views import DCView

DCState.words = words


def new_game(players: int = 1, seed: int = 0, options: Mapping[str, Any] | None = None) -> DCState:
    if players != 1:
        raise IllegalAction("defend-and-capture-solo-only", title=TITLE)
    INFO.resolve_options(options)
    return deal(int(seed))


# Short playouts judged by `evaluate` (damage still coming, wave after wave): playouts run to
# 30 moves nearly all ended lost, which told the moves apart by noise only.  (A search of
# the whole turn judged after the Enemy Phase was tried for the hint: it lost every one of
# 28 deals, surviving 9 turns where these playouts survive 26.)  The solver gets its key, its
# end test and its win search from `solving`.
KIT = Kit(kit.determinize, kit.policy, kit.evaluate, hint_playouts=480, playout_depth=12, why=kit.why,
          key=solving.key, won=solving.won, win_search=solving.win_search)

INFO = GameInfo(
    key=SLUG,
    title=TITLE,
    players=(1,),
    new_game=new_game,
    from_json=DCState.from_json,
    summary=words.SUMMARY,
    options=(),
    metrics=(
        Metric("damage", words.METRIC_LABELS["damage"], higher_is_better=False),
        Metric("turns", words.METRIC_LABELS["turns"], higher_is_better=False),
    ),
    rules_markdown=i18n.page(SLUG, "en"),
    hidden_hands=False,  # DC-18: the public table shows all the player may know
    simultaneous=False,
    reactions=False,
    kit=KIT,
    act_hint=words.ACT_HINT,
    wait_hint=words.WAIT_HINT,
)

__all__ = ["INFO", "KIT", "DCState", "DCView", "new_game"]
