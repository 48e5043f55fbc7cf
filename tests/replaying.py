"""Replaying a solver's line through the engine: what the winnable-deal tests check."""

from __future__ import annotations

from typing import Any, Mapping

from engine import GAMES


def replays_to_a_win(key: str, seed: int, options: Mapping[str, Any], line: list[str] | tuple[str, ...]) -> bool:
    """Whether the solver's line, played by the engine from the deal, wins it."""
    info = GAMES[key]
    state = info.new_game(players=1, seed=seed, options=info.resolve_options(dict(options)))
    for action in line:
        state = state.apply(min(state.to_act()), action)
    out = state.outcome()
    return out is not None and out.result[:1] == ("win",)
