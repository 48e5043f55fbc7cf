"""The generic step-by-step action picker: legal actions in, one menu step out.

Actions are dot-separated tokens, object first (`play.5ML.d1`).  After the player has chosen
the tokens in `path`, the distinct next tokens of the legal actions that start with `path`
become the choices.  A step with a single choice is taken automatically (except at the root,
so no move is ever made without a click).  Pure: no Discord here; `bot.components` turns a
`Step` into buttons and selects within Discord's limits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

# Discord's limits (components v1): 5 action rows; a row holds 5 buttons or 1 select; a select
# holds 25 options.  One row is kept for navigation, so choices get 4 rows.
MAX_BUTTONS = 20
MAX_SELECTS = 4
MAX_OPTIONS = 25
MAX_CHOICES = MAX_SELECTS * MAX_OPTIONS


class StaleChoice(ValueError):
    """The path no longer leads to any legal action (the table moved on)."""


@dataclass(frozen=True)
class Choice:
    token: str
    label: str
    path: str  # the full path after choosing this token


@dataclass(frozen=True)
class Step:
    path: str  # tokens chosen so far, dot-joined ("" at the root)
    action: str | None  # set when the path is a complete legal action
    choices: tuple[Choice, ...] = ()
    prompt: str = ""

    @property
    def as_buttons(self) -> bool:
        return len(self.choices) <= MAX_BUTTONS


def _split(path: str) -> tuple[str, ...]:
    return tuple(path.split(".")) if path else ()


def step(
    legal: Sequence[str],
    path: str = "",
    label: Callable[[str], str] = str,
    prompt: Callable[[Sequence[str]], str] = lambda p: "",
) -> Step:
    """The menu after `path`; raises StaleChoice if no legal action starts with it."""
    chosen = _split(path)
    while True:
        if path in legal:
            # Legal actions are never token-prefixes of each other, so this is a leaf.
            return Step(path=path, action=path)
        depth = len(chosen)
        nexts: list[str] = []
        seen: set[str] = set()
        for action in legal:
            tokens = action.split(".")
            if len(tokens) > depth and tuple(tokens[:depth]) == chosen:
                t = tokens[depth]
                if t not in seen:
                    seen.add(t)
                    nexts.append(t)
        if not nexts:
            raise StaleChoice(path)
        if len(nexts) == 1 and depth > 0:
            chosen = chosen + (nexts[0],)
            path = ".".join(chosen)
            continue
        if len(nexts) > MAX_CHOICES:
            # No game's grammar should get here; refuse loudly rather than hide moves.
            raise ValueError(f"{len(nexts)} choices after {path!r}: more than a menu can hold")
        prefix = path + "." if path else ""
        choices = tuple(Choice(t, label(t), prefix + t) for t in nexts)
        return Step(path=path, action=None, choices=choices, prompt=prompt(chosen))


def parent(path: str) -> str:
    """The path one step back."""
    return path.rpartition(".")[0]
