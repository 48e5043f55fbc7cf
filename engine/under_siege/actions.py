"""The one spelling of Under Siege's actions: `Move` with `parse` and `format`.

Deploying (the seat whose turn it is, one card at a time, then `done`):
    place.<card>.front        defender: at the end of the front line
    place.<card>.vs<i>        attacker: opposite the defender's i-th front card (US-3)
    place.<card>.through      attacker: in an unopposed position, to go through (US-3)
    place.<card>.reserve      face down in the reserve pile (2-10 only)
    place.<card>.back         a J/Q/K face up in the back
    place.<card>.on<queen>    face down on that Queen as its shoot card ("place.8C.onQH")
    take.<card>               take back a card placed this turn
    done                      deployment finished
Deciding in the battle (reactions):
    reserve.<card>            add this reserve card to the encounter (US-6)
    intercept.<queen>         fire that Queen's shoot card at the card going through (US-9)
    remove.<card>             the face card an Ace going through takes out (US-13)
    fire.<queen>.<target>     after the battle: shoot an enemy face card (US-10)
    pass                      decline (no reserve, no interception, no more shots)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..memo import memo
from .values import CARDS

PLACE, TAKE, DONE = "place", "take", "done"
RESERVE, INTERCEPT, REMOVE, FIRE, PASS = "reserve", "intercept", "remove", "fire", "pass"
FRONT, THROUGH, BACK = "front", "through", "back"  # zones; RESERVE is a zone too
MAX_POSITIONS = 12  # more front cards than a 5-card hand can ever make
_CARD_SET = frozenset(CARDS)


@dataclass(frozen=True)
class Move:
    """kind: one of the verbs above.  card: the card placed, taken, added, removed, or the
    firing Queen.  zone: where a card is placed ("front", "vs", "through", "reserve",
    "back", "on"); pos: the 0-based defender position for "vs"; target: the Queen a shoot
    card goes on ("on"), or the face card fired at."""

    kind: str
    card: str = ""
    zone: str = ""
    pos: int = 0
    target: str = ""


def zone_token(move: Move) -> str:
    if move.zone == "vs":
        return f"vs{move.pos + 1}"
    if move.zone == "on":
        return f"on{move.target}"
    return move.zone


def format(move: Move) -> str:  # noqa: A001 (the module's one formatter)
    if move.kind in (DONE, PASS):
        return move.kind
    if move.kind == PLACE:
        return f"{PLACE}.{move.card}.{zone_token(move)}"
    if move.kind == FIRE:
        return f"{FIRE}.{move.card}.{move.target}"
    return f"{move.kind}.{move.card}"


def _zone(token: str) -> tuple[str, int, str] | None:
    if token in (FRONT, THROUGH, RESERVE, BACK):
        return token, 0, ""
    if token.startswith("vs") and token[2:].isdigit():
        pos = int(token[2:]) - 1
        return ("vs", pos, "") if 0 <= pos < MAX_POSITIONS and token == f"vs{pos + 1}" else None
    if token.startswith("on") and token[2:] in _CARD_SET and token[2] == "Q":
        return "on", 0, token[2:]
    return None


# Every valid spelling parses to one immutable Move: kept once parsed, so the thousands of
# moves a search plays split no string twice.  Only valid actions are kept, so forged ones
# cannot fill it.
_PARSED = memo("under_siege.parse", search=1 << 14)


def parse(action: str) -> Move:
    """The move an action spells; ValueError for anything that is not an Under Siege move."""
    if type(action) is str:
        found = _PARSED.get(action)
        if found is not None:
            return found
    return _PARSED.keep(action, _parse(action))


def _parse(action: str) -> Move:
    if not isinstance(action, str):
        raise ValueError("not text")
    parts = action.split(".")
    verb = parts[0]
    if len(parts) == 1 and verb in (DONE, PASS):
        return Move(verb)
    if len(parts) == 2 and verb in (TAKE, RESERVE, INTERCEPT, REMOVE) and parts[1] in _CARD_SET:
        return Move(verb, parts[1])
    if len(parts) == 3 and parts[1] in _CARD_SET:
        if verb == PLACE:
            zone = _zone(parts[2])
            if zone is not None:
                return Move(PLACE, parts[1], zone[0], zone[1], zone[2])
        if verb == FIRE and parts[2] in _CARD_SET:
            return Move(FIRE, parts[1], target=parts[2])
    raise ValueError(f"not an Under Siege move: {action!r}")


# --- spellings made once -------------------------------------------------------------------
# The legal lists are rebuilt for every position a search visits: these tables hold each
# action's text, made by `format` above (still the one spelling), so a list is made of
# look-ups rather than of Moves formatted one by one.

PLACE_FRONT: dict[str, str] = {c: format(Move(PLACE, c, FRONT)) for c in CARDS}
PLACE_THROUGH: dict[str, str] = {c: format(Move(PLACE, c, THROUGH)) for c in CARDS}
PLACE_RESERVE: dict[str, str] = {c: format(Move(PLACE, c, RESERVE)) for c in CARDS}
PLACE_BACK: dict[str, str] = {c: format(Move(PLACE, c, BACK)) for c in CARDS}
# card -> one action per defender position (0-based), opposite that position
PLACE_VS: dict[str, tuple[str, ...]] = {
    c: tuple(format(Move(PLACE, c, "vs", i)) for i in range(MAX_POSITIONS)) for c in CARDS}
# card -> Queen -> the card placed on that Queen as its shoot card
PLACE_ON: dict[str, dict[str, str]] = {
    c: {q: format(Move(PLACE, c, "on", target=q)) for q in CARDS if q[0] == "Q"} for c in CARDS}
TAKE_CARD: dict[str, str] = {c: format(Move(TAKE, c)) for c in CARDS}
RESERVE_CARD: dict[str, str] = {c: format(Move(RESERVE, c)) for c in CARDS}
INTERCEPT_WITH: dict[str, str] = {c: format(Move(INTERCEPT, c)) for c in CARDS}
REMOVE_CARD: dict[str, str] = {c: format(Move(REMOVE, c)) for c in CARDS}
