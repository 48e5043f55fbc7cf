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
  so a cost or an effect the player has not seen yet is on the button;
- a game may ask for several items at once (`engine.core.Pick`: the cards that pay for a
  defence): that step is one multi-choice menu, and the chosen set, spelled by the game's
  order, is the move; the game checks it when it is played and says what is wrong;
- a menu shows the step's question; a game whose prompt can outgrow a menu's placeholder
  offers a short form (`placeholder`), and the message above the menu says the prompt whole.
Pure: no Discord here; `bot.discord.components` turns a `Step` into buttons and selects within
Discord's limits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Collection, Protocol, Sequence

if TYPE_CHECKING:
    from engine.core import Pick

PickOf = Callable[[tuple[str, ...]], "Pick | None"]


def _no_pick(path: tuple[str, ...]) -> "Pick | None":
    return None

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
    # A multi-choice step: choose from `least` to `most` of `choices` at once.
    many: tuple[int, int] | None = None
    # The question in short, for a menu whose prompt may be too long to sit on it ("": the
    # prompt fits); the prompt is said in full in the message above.
    placeholder: str = ""

    @property
    def as_buttons(self) -> bool:
        return self.many is None and len(self.choices) <= MAX_BUTTONS


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


def _forward(legal: Sequence[str], chosen: tuple[str, ...], pick: PickOf = _no_pick) -> tuple[str, ...]:
    """Follow single choices from `chosen` (below the root) as far as they go: not into a
    multi-choice step, where the legal list shows only some of the sets."""
    while ".".join(chosen) not in legal and pick(chosen) is None:
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
    pick: PickOf = _no_pick,
    placeholder: Callable[[Sequence[str]], str] = lambda p: "",
) -> Step:
    """The menu after `path`; raises StaleChoice if no legal action starts with it."""
    chosen = _split(path)
    many = pick(chosen[:-1]) if len(chosen) > 1 else None
    if many is not None:
        # A set chosen at a multi-choice step: the move, spelled in the game's order; the
        # game accepts it or says why not when it is played.
        whole = ".".join(chosen[:-1] + (many.spell(chosen[-1].split("+")),))
        return Step(path=whole, action=whole)
    if chosen and ".".join(chosen) not in legal and not _nexts(legal, chosen):
        raise StaleChoice(path)
    if chosen:
        chosen = _forward(legal, chosen, pick)
    path = ".".join(chosen)
    if path in legal:
        # Legal actions are never token-prefixes of each other, so this is a leaf.
        return Step(path=path, action=path)
    back = None if not chosen else _back(legal, chosen, inline, pick)
    many = pick(chosen) if chosen else None
    if many is not None:
        if len(many.items) > MAX_OPTIONS:
            raise ValueError(f"{len(many.items)} items after {path!r}: more than a menu can hold")
        items = tuple(Choice(t, label(t), f"{path}.{t}") for t in many.items)
        return Step(path=path, action=None, choices=items, prompt=prompt(chosen), back=back,
                    many=(many.least, many.most or len(many.items)), placeholder=placeholder(chosen))
    nexts = _nexts(legal, chosen)
    if not nexts:
        raise StaleChoice(path)
    if not chosen:
        shown = _root_choices(legal, nexts, inline)
        if len(shown) == 1 and ".".join(_forward(legal, _split(shown[0]), pick)) not in legal:
            # One way on, and it is not yet a move: take it without a click.
            return step(legal, shown[0], label, prompt, inline=inline, action_label=action_label, pick=pick,
                        placeholder=placeholder)
    else:
        shown = [f"{path}.{t}" for t in nexts]
    if len(shown) > MAX_CHOICES:
        # No game's grammar should get here; refuse loudly rather than hide moves.
        raise ValueError(f"{len(shown)} choices after {path!r}: more than a menu can hold")
    choices = tuple(_choice(legal, p, label, action_label, pick) for p in shown)
    return Step(path=path, action=None, choices=choices, prompt=prompt(chosen), back=back,
                placeholder=placeholder(chosen))


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
            action_label: Callable[[str], str], pick: PickOf) -> Choice:
    token = path.rpartition(".")[2]
    ends = ".".join(_forward(legal, _split(path), pick))
    text = (action_label(ends) if ends in legal else "") or label(token)
    return Choice(token, text, path)


def _back(legal: Sequence[str], chosen: tuple[str, ...], inline: Collection[str], pick: PickOf) -> str | None:
    """The path of the last screen before this one that offered a real choice, "" for the
    first screen, or None when there is none (this screen is where the picker starts)."""
    root = _root_choices(legal, _nexts(legal, ()), inline)
    # A lone way on from the first screen is opened without a click: that screen *is* the
    # first one, reached by Cancel, not a second screen behind a Back.
    opened = _forward(legal, _split(root[0]), pick) if len(root) == 1 else ()
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

    def placeholder(self, path: Sequence[str]) -> str: ...

    def pick(self, seat: int, path: Sequence[str]) -> "Pick | None": ...


def menu(state: Menu, seat: int, path: str = "") -> Step:
    """The step for `seat` after `path`, with the game's labels, prompts (and their short
    forms for menus), inline verbs and multi-choice steps."""
    return step(state.legal_actions(seat), path, state.label, state.prompt, inline=state.inline_verbs,
                action_label=state.action_label, pick=lambda p: state.pick(seat, p),
                placeholder=state.placeholder)


def parent(path: str) -> str:
    """The path one step back."""
    return path.rpartition(".")[0]


def clicks(state: Menu, seat: int, action: str) -> list[str]:
    """The labels a player clicks, screen by screen, to make `action` (a hint says which
    buttons to press, in the words on them); a multi-choice step's chosen items joined."""
    out: list[str] = []
    path = ""
    for _ in range(len(_split(action)) + 1):
        st = menu(state, seat, path)
        if st.action is not None:
            break
        if st.many is not None:
            chosen = set(action[len(st.path) + 1:].split(".")[0].split("+")) if st.path else set()
            out.append(", ".join(c.label for c in st.choices if c.token in chosen))
            break
        found = next((c for c in st.choices if c.path == action or action.startswith(c.path + ".")), None)
        if found is None:
            break
        out.append(found.label)
        path = found.path
    return out
