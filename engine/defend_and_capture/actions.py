"""The one spelling of Defend and Capture's actions: `parse(action) -> Move` and
`format(move) -> str`, plus ready-made spellings for the rules' legal lists.

Grammar (dot-separated tokens, see the rules module):
  play.<card>.<slot>   counter.<slot>   interchange.<hand>.<captured>
  sacrifice.<hand>.<damaged>   withdraw.<slot>   end   discard.<card>   done

`parse` checks the shape only (a known verb with the right number of tokens); whether the
cards and slots fit the position is for the rules to judge.
"""

from __future__ import annotations

from dataclasses import dataclass

from .constants import RANK, SLOTS

# The tokens after the verb, by verb, in spelling order.
FIELDS: dict[str, tuple[str, ...]] = {
    "play": ("card", "slot"),
    "counter": ("slot",),
    "interchange": ("card", "other"),
    "sacrifice": ("card", "other"),
    "withdraw": ("slot",),
    "end": (),
    "discard": ("card",),
    "done": (),
}
VERBS = tuple(FIELDS)
ACTION_VERBS = ("play", "counter", "interchange", "sacrifice", "withdraw", "end")  # actions step
DISCARD_VERBS = ("discard", "done")  # discard step (DC-15)


class UnknownVerb(ValueError):
    """The first token is not one of the game's verbs."""


class WrongParts(ValueError):
    """A known verb with too few or too many tokens."""

    def __init__(self, verb: str, message: str) -> None:
        super().__init__(message)
        self.verb = verb


@dataclass(frozen=True)
class Move:
    """One action.  card: a hand card (play, interchange, sacrifice, discard); slot: d1..d3
    or s1..s3 (play, counter, withdraw); other: the Captured card an interchange takes or
    the Damaged card a sacrifice takes back."""

    verb: str
    card: str | None = None
    slot: str | None = None
    other: str | None = None


def format(move: Move) -> str:  # noqa: A001 - the module's one formatter, as in the contract
    fields = FIELDS[move.verb]
    return ".".join([move.verb, *(getattr(move, f) for f in fields)])


def _parse(action: str) -> Move:
    parts = action.split(".") if isinstance(action, str) else []
    verb = parts[0] if parts else ""
    fields = FIELDS.get(verb)
    if fields is None:
        raise UnknownVerb(f"unknown verb in {action!r}")
    if len(parts) != len(fields) + 1:
        raise WrongParts(verb, f"{verb} takes {len(fields)} tokens: {action!r}")
    return Move(verb, **dict(zip(fields, parts[1:])))


# --- ready-made spellings (every one made by `format`, and parsed by a dict lookup) ----

_KNOWN: dict[str, Move] = {}


def _spell(move: Move) -> str:
    text = format(move)
    _KNOWN[text] = move
    return text


_CARDS = tuple(RANK)
END = _spell(Move("end"))
DONE = _spell(Move("done"))
PLAY: dict[str, tuple[str, ...]] = {
    c: tuple(_spell(Move("play", card=c, slot=sl)) for sl in SLOTS) for c in _CARDS
}  # hand card -> one action per slot, in SLOTS order
COUNTER: dict[str, str] = {sl: _spell(Move("counter", slot=sl)) for sl in SLOTS}
WITHDRAW: dict[str, str] = {sl: _spell(Move("withdraw", slot=sl)) for sl in SLOTS}
DISCARD: dict[str, str] = {c: _spell(Move("discard", card=c)) for c in _CARDS}
INTERCHANGE: dict[str, dict[str, str]] = {
    c: {k: _spell(Move("interchange", card=c, other=k)) for k in _CARDS if k != c} for c in _CARDS
}
SACRIFICE: dict[str, dict[str, str]] = {
    c: {d: _spell(Move("sacrifice", card=c, other=d)) for d in _CARDS if RANK[d] < RANK[c]} for c in _CARDS
}  # only strictly lower damaged cards can be taken back (DC-13)


def parse(action: str) -> Move:
    """The move an action spells; UnknownVerb or WrongParts (ValueErrors) otherwise."""
    known = _KNOWN.get(action) if isinstance(action, str) else None
    return known if known is not None else _parse(action)
