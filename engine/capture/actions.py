"""The one spelling of Capture's actions: `Move` and its `parse` / `format`.

    place.<card>.<col>   put a hand card face down on column c1..c5
    take.<col>           take back your own face-down card from that column
    lock                 commit this round's placement

Every legal spelling is known in advance (266 of them), so `parse` is a table lookup and
the rules glue legal lists from the precomputed strings below.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import standard_deck

from .views import COLUMNS

PLACE, TAKE, LOCK = "place", "take", "lock"
CARDS = tuple(standard_deck())
COL_TOKENS = tuple(f"c{i + 1}" for i in range(COLUMNS))
_CARD_SET = frozenset(CARDS)
_COL_INDEX = {c: i for i, c in enumerate(COL_TOKENS)}


@dataclass(frozen=True)
class Move:
    """kind: "place" | "take" | "lock"; col: 0-based column index; card: a card code."""

    kind: str
    col: int = 0
    card: str = ""


def format(move: Move) -> str:  # noqa: A001 (the module's one formatter, like Move.uci())
    if move.kind == LOCK:
        return LOCK
    if not 0 <= move.col < COLUMNS:
        raise ValueError(f"no column {move.col + 1}")
    if move.kind == TAKE:
        return f"{TAKE}.{COL_TOKENS[move.col]}"
    if move.kind == PLACE and move.card in _CARD_SET:
        return f"{PLACE}.{move.card}.{COL_TOKENS[move.col]}"
    raise ValueError(f"not a Capture move: {move!r}")


_MOVES: dict[str, Move] = {LOCK: Move(LOCK)}
for _i in range(COLUMNS):
    _MOVES[format(Move(TAKE, _i))] = Move(TAKE, _i)
    for _card in CARDS:
        _MOVES[format(Move(PLACE, _i, _card))] = Move(PLACE, _i, _card)


def parse(action: str) -> Move:
    """The move an action spells; ValueError for anything that is not a Capture move."""
    try:
        return _MOVES[action]
    except (KeyError, TypeError):
        raise ValueError(f"not a Capture move: {action!r}") from None


def column_index(token: str) -> int | None:
    """0-based index of a column token ("c3" -> 2), or None."""
    return _COL_INDEX.get(token)


# Spellings precomputed for the rules' legal lists: PLACES[card][col], TAKES[col].
PLACES = {card: tuple(format(Move(PLACE, i, card)) for i in range(COLUMNS)) for card in CARDS}
TAKES = tuple(format(Move(TAKE, i)) for i in range(COLUMNS))
