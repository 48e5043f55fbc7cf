"""A finished game step by step, rebuilt from its deal and move log: what `/replay` pages in
Discord (`bot.features.replay`) and a game's web page steps through (`bot.web.games`).

No Discord in it: the engine deals the game again from its seed, options and shuffle
version, and applies its logged moves one by one.  The moves log only actions; a game stopped
by a resignation, a forfeit on time or an abandon ends on the stored final state, shown as
the last step.  What a step shows is `state.view(seat)`: the public view for seat None, so
nothing face down is ever shown to the public.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from engine import GAMES, GameState
from engine.core import SHUFFLE_VERSIONS
from i18n import t

from .service import Table

MAX_EVENT_LINES = 8


def rebuild(key: str, seed: int, options: Mapping[str, Any], players: int,
            moves: Sequence[tuple[int, str]], shuffle_version: int = 1) -> list[GameState[Any]]:
    """Every position of a game, from its deal (seed, options, seat count, shuffle version)
    through each (seat, action) of its move log: len(moves) + 1 states."""
    if shuffle_version not in SHUFFLE_VERSIONS:
        raise ValueError(f"unknown shuffle version {shuffle_version}")
    state = GAMES[key].new_game(players=players, seed=seed, options=dict(options))
    states = [state]
    for seat, action in moves:
        state = state.apply(seat, action)
        states.append(state)
    return states


@dataclass(frozen=True)
class Replay:
    table: Table  # the finished game as stored (its row, final state, seats, names)
    states: tuple[GameState[Any], ...]  # step 0 (the deal) to the last step
    moves: tuple[tuple[int, str], ...]  # the move that led to step k is moves[k - 1]

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def view(self, step: int, seat: int | None) -> Any:
        """What step `step` shows: the public view (seat None) or one seat's own."""
        return self.states[step].view(seat)

    def line(self, step: int, viewer: int | None) -> str:
        """What happened at `step`, as `viewer` may read it."""
        if step == 0:
            return t("info-replay-the-deal")
        if step <= len(self.moves):
            seat, action = self.moves[step - 1]
            before, after = self.states[step - 1], self.states[step]
            lines = [f"\u25b6 {before.describe(seat, action, viewer)}"]
            events = after.worded_events(before, viewer)
            lines.extend(f"\u2022 {e}" for e in events[:MAX_EVENT_LINES])
            if len(events) > MAX_EVENT_LINES:
                lines.append("\u2026")
            return "\n".join(lines)
        return t("info-replay-stopped")  # a resignation, a forfeit on time or an abandon: see its reason


def build(table: Table, moves: Sequence[tuple[int, str]]) -> Replay:
    """The replay of a finished game: rebuilt from its deal and move log; when the log ends
    before the stored end (a stop: resignation, forfeit, abandon), the stored final state
    is the last step."""
    row = table.row
    states = rebuild(row.key, row.seed, row.options, len(row.seats), moves, row.shuffle_version)
    names = table.engine_names
    states = [s.named(names) for s in states]
    if json.loads(json.dumps(states[-1].to_json())) != row.state:
        states.append(table.state)
    return Replay(table, tuple(states), tuple(moves))


__all__ = ["MAX_EVENT_LINES", "Replay", "build", "rebuild"]
