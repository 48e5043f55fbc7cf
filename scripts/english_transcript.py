"""Every English sentence the engine says over seeded random games, one line each.

Used to check that a refactoring keeps what players read byte-identical: run it before and
after, and compare the two files (`python scripts/english_transcript.py > before.txt`).
Each game is played with random legal moves from every seat count and option set, and at
every step it records, for every viewer: the status, the description of the move, the
events the move produced, the labels and prompts of the menus, illegal-action reasons, and
the outcome.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import i18n  # noqa: E402
from engine import GAMES  # noqa: E402
from tests.engine.playout import option_sets, random_playout  # noqa: E402


def outcome_words(out: object) -> str:
    if out is None:
        return "-"
    said = getattr(out, "said", None)
    reason = said() if callable(said) else getattr(out, "reason", "")
    return json.dumps([sorted(out.winners), list(out.scores), str(reason), [str(r) for r in out.result],  # type: ignore[attr-defined]
                       str(out.ending), [dict(s) for s in out.stats]], default=str)  # type: ignore[attr-defined]


def main(seeds: int = 3) -> None:
    write = sys.stdout.write
    with i18n.speaking("en"):
        for key, info in GAMES.items():
            for players in info.players:
                for options in option_sets(info):
                    for seed in range(seeds):
                        write(f"## {key} {players}p {options} seed {seed}\n")
                        named = ("Alice", "Bob", "Carol", "Dan")[:players]
                        chooser = random.Random(seed)
                        before = None
                        for state, seat, action in random_playout(info, players, seed, options):
                            state = state.named(named)
                            viewers = [None, *range(players)]
                            for v in viewers:
                                write(f"status {v}: {state.status(v)}\n")
                            if before is not None:
                                for v in viewers:
                                    write(f"events {v}: {list(state.worded_events(before, v))}\n")
                            for v in viewers:
                                write(f"describe {v}: {state.describe(seat, action, v)}\n")
                            write(f"label: {state.action_label(action)}\n")
                            path: list[str] = []
                            for token in action.split("."):
                                write(f"prompt: {state.prompt(path)}\n")
                                write(f"tok: {state.label(token)}\n")
                                path.append(token)
                            legal = state.legal_actions(seat)
                            bad = f"{action}.x" if chooser.random() < 0.5 else "zz"
                            if bad not in legal:
                                write(f"illegal: {state.explain_illegal(seat, bad)}\n")
                            before = state
                        end = state.apply(seat, action).named(named) if before is not None else state
                        for v in [None, *range(players)]:
                            write(f"status {v}: {end.status(v)}\n")
                            write(f"events {v}: {list(end.worded_events(state, v))}\n")
                        write(f"outcome: {outcome_words(end.outcome())}\n")
                        resigned = info.new_game(players=players, seed=seed, options=info.resolve_options(options))
                        write(f"resign: {outcome_words(resigned.resign(0).outcome())}\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
