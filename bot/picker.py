"""The generic step-by-step action picker: legal actions in, one menu step out.

Actions are dot-separated tokens, object first (`play.5ML.d1`).  After the player has chosen
the tokens in `path`, the distinct next tokens of the legal actions that start with `path`
become the choices.  The picker never wastes a click:
- a step with a single choice is taken automatically, unless taking it would make a move
  from the very first screen (no move is ever made without a click);
- a game may name verbs whose choices are shown straight away on the first screen
  (`inline`: the cards to place, instead of a lone "Place a card" button), so a player stays
  on the card choice after each placement;
- Back returns to the last screen where there was a real choice;
- a button that completes a move can be labelled with the whole move (`action_label`),
  so a cost or an effect the player has not seen yet is on the button.
Pure: no Discord here; `bot.components` turns a `Step` into buttons and selects within
Discord's limits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Protocol, Sequence

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
    back: str | None = None  # where Back leads; None: this is the first screen

    @property
    def as_buttons(self) -> bool:
        return len(self.choices) <= MAX_BUTTONS


def _split(path: str) -> tuple[str, ...]:
    return tuple(path.split(".")) if path else ()


def _nexts(legal: Sequence[str], chosen: tuple[str, ...]) -> list[str]:
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
    return nexts


def _forward(legal: Sequence[str], chosen: tuple[str, ...]) -> tuple[str, ...]:
    """Follow single choices from `chosen` (below the root) as far as they go."""
    while ".".join(chosen) not in legal:
        nexts = _nexts(legal, chosen)
        if len(nexts) != 1:
            break
        chosen = chosen + (nexts[0],)
    return chosen


def step(
    legal: Sequence[str],
    path: str = "",
    label: Callable[[str], str] = str,
    prompt: Callable[[Sequence[str]], str] = lambda p: "",
    *,
    inline: Collection[str] = (),
    action_label: Callable[[str], str] = lambda a: "",
) -> Step:
    """The menu after `path`; raises StaleChoice if no legal action starts with it."""
    chosen = _split(path)
    if chosen and ".".join(chosen) not in legal and not _nexts(legal, chosen):
        raise StaleChoice(path)
    if chosen:
        chosen = _forward(legal, chosen)
    path = ".".join(chosen)
    if path in legal:
        # Legal actions are never token-prefixes of each other, so this is a leaf.
        return Step(path=path, action=path)
    nexts = _nexts(legal, chosen)
    if not nexts:
        raise StaleChoice(path)
    if not chosen:
        shown = _root_choices(legal, nexts, inline)
        if len(shown) == 1 and ".".join(_forward(legal, _split(shown[0]))) not in legal:
            # One way on, and it is not yet a move: take it without a click.
            return step(legal, shown[0], label, prompt, inline=inline, action_label=action_label)
    else:
        shown = [f"{path}.{t}" for t in nexts]
    if len(shown) > MAX_CHOICES:
        # No game's grammar should get here; refuse loudly rather than hide moves.
        raise ValueError(f"{len(shown)} choices after {path!r}: more than a menu can hold")
    choices = tuple(_choice(legal, p, label, action_label) for p in shown)
    back = None if not chosen else _back(legal, chosen, inline)
    return Step(path=path, action=None, choices=choices, prompt=prompt(chosen), back=back)


def _root_choices(legal: Sequence[str], nexts: list[str], inline: Collection[str]) -> list[str]:
    """The first screen: each first token, with inline verbs replaced by their choices
    (only while everything still fits as buttons: a select chooses one token at a time)."""
    shown: list[str] = []
    for t in nexts:
        if t in inline:
            shown.extend(f"{t}.{n}" for n in _nexts(legal, (t,)))
        else:
            shown.append(t)
    return shown if len(shown) <= MAX_BUTTONS else list(nexts)


def _choice(legal: Sequence[str], path: str, label: Callable[[str], str],
            action_label: Callable[[str], str]) -> Choice:
    token = path.rpartition(".")[2]
    ends = ".".join(_forward(legal, _split(path)))
    text = (action_label(ends) if ends in legal else "") or label(token)
    return Choice(token, text, path)


def _back(legal: Sequence[str], chosen: tuple[str, ...], inline: Collection[str]) -> str | None:
    """The path of the last screen before this one that offered a real choice, "" for the
    first screen, or None when there is none (this screen is where the picker starts)."""
    root = _root_choices(legal, _nexts(legal, ()), inline)
    # A lone way on from the first screen is opened without a click: that screen *is* the
    # first one, reached by Cancel, not a second screen behind a Back.
    opened = _forward(legal, _split(root[0])) if len(root) == 1 else ()
    for i in range(len(chosen) - 1, 0, -1):
        prefix = chosen[:i]
        if i == 1 and prefix[0] in inline:
            break  # an inline verb's choices are on the first screen
        if len(_nexts(legal, prefix)) > 1:
            return "" if prefix == opened else ".".join(prefix)
    return "" if len(root) > 1 else None


class Menu(Protocol):
    """What the picker reads from a game state (engine.GameState offers all of it)."""

    @property
    def inline_verbs(self) -> frozenset[str]: ...

    def legal_actions(self, seat: int) -> tuple[str, ...]: ...

    def label(self, token: str) -> str: ...

    def prompt(self, path: Sequence[str]) -> str: ...

    def action_label(self, action: str) -> str: ...


def menu(state: Menu, seat: int, path: str = "") -> Step:
    """The step for `seat` after `path`, with the game's labels, prompts and inline verbs."""
    return step(state.legal_actions(seat), path, state.label, state.prompt, inline=state.inline_verbs,
                action_label=state.action_label)


def parent(path: str) -> str:
    """The path one step back."""
    return path.rpartition(".")[0]
