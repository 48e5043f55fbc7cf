"""Under Siege (version 2, 2006): two armies fight over one deck, or one player holds out
for five turns against the automaton.

The game declares itself here: its `GameInfo` (`INFO`) and its search kit, wired from the
package's modules, none of which imports this one.  The rules, action grammar and options
open `engine.under_siege.rules`; the battle and the automaton are in
`engine.under_siege.battle`, the events' arguments in `engine.under_siege.events`, the words
players read in `engine.under_siege.words`, the views in `engine.under_siege.views`, the one
action spelling in `engine.under_siege.actions`, the computer players in
`engine.under_siege.ai` and what search needs in `engine.under_siege.kit`, `.hidden` and
`.solving`.
"""

from __future__ import annotations

from typing import Any, Mapping

import i18n
from engine.core import ORIGINAL_LEVEL, GameInfo, IllegalAction, Kit, Metric, Option

from . import ai, kit, solving, words
from .hidden import determinize
from .rules import SLUG, UnderSiegeState
from .views import FaceView, SideView, SiegeView, SlotView

__all__ = ["INFO", "FaceView", "SideView", "SiegeView", "SlotView", "UnderSiegeState"]

# The rules know no words: what a state says (its log, its views' names, its outcome's
# reason) it reads from here.
UnderSiegeState.words = words


def _new_game(players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None
              ) -> UnderSiegeState:
    if players not in (1, 2):
        raise IllegalAction("under-siege-players")
    return UnderSiegeState.new(int(seed), players, INFO.resolve_options(options))


KIT = Kit(
    key=solving.key,
    bound=solving.bound,
    determinize=determinize,
    policy=kit.policy,
    evaluate=kit.evaluate,
    # The levels players choose, and the rule-of-thumb player of old as one more, which
    # nobody chooses (engine.core.LEVELS lists those offered).
    levels={**ai.LEVELS, ORIGINAL_LEVEL: ai.original_level},
    hint_playouts=ai.HINT_PLAYOUTS,
    playout_depth=ai.PLAYOUT_DEPTH,
    why=ai.why,
    hint_search=ai.hint_search,
    # Fixed ratings (1500: the benchmark's greedy reference, which scores a move by the
    # attrition it is expected to make), from each level's share of decided games against it
    # in benchmarks/bot_levels.py (400 games each), as Elo reads a share:
    # 400 * log10(p / (1 - p)), rounded to 10 (easy 16.5%, normal 56.5%, hard 58.0%).
    ratings={"easy": 1220, "normal": 1550, "hard": 1560},
)

INFO = GameInfo(
    key=SLUG,
    title="Under Siege",
    players=(1, 2),
    new_game=_new_game,
    from_json=UnderSiegeState.from_json,
    summary="under-siege-summary",
    options=(
        Option("plus_one", "under-siege-option-plus-one", default="battle", choices=("battle", "encounter"),
               label="under-siege-option-plus-one-label"),
        Option("jacks_stack", "under-siege-option-jacks-stack", default=True,
               label="under-siege-option-jacks-stack-label"),
        Option("face_shoot_cards", "under-siege-option-face-shoot-cards", default=True,
               label="under-siege-option-face-shoot-cards-label"),
        Option("challenger_role", "under-siege-option-challenger-role", default="random",
               choices=("random", "defender", "attacker"), label="under-siege-option-challenger-role-label",
               house_rule=False),
    ),
    metrics=(Metric("attrition", "under-siege-metric-best-attrition", higher_is_better=True),
             Metric("margin", "under-siege-metric-margin", higher_is_better=True, wins_only=False,
                    aggregate="sum")),
    rules_markdown=i18n.page(SLUG, "en"),
    seat_modes={1: "under-siege-seats-one", 2: "under-siege-seats-two"},
    hidden_hands=True,
    simultaneous=False,
    reactions=True,
    kit=KIT,
    act_hint=words.ACT_HINT,
    wait_hint=words.WAIT_HINT,
)
