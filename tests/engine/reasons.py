"""The promise every game's hint reason keeps, checked the same way for each game that
explains its hints: a reason is empty or one plain sentence, without the action grammar
(`grammar`: the game's spellings and rule tags) or a stray None."""

from __future__ import annotations

import random
import re
from typing import Iterable

from engine import GameInfo, GameState
from engine.search import Seen, Trial, monte_carlo


def assert_every_reason_is_one_plain_sentence(info: GameInfo, positions: Iterable[GameState], grammar: re.Pattern[str],
                                              *, playouts: int, depth: int) -> None:
    kit = info.kit
    assert kit is not None and kit.why is not None
    for i, state in enumerate(positions):
        if state.outcome() is not None:
            continue
        seen = Seen(state, 0, kit)
        _action, trials = monte_carlo(seen, random.Random(i), playouts, depth=depth)
        for action in state.legal_actions(0):
            # A move the search did not try still gets a reason (as a hint for it would).
            fake = trials + (Trial(action, 1, 0.5, 0),) if all(t.action != action for t in trials) else trials
            reason = kit.why(seen, action, fake)
            assert "None" not in reason and not grammar.search(reason), reason
            assert reason == "" or (reason[0].isupper() and reason.endswith(".") and reason.count(". ") == 0)
