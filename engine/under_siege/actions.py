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


def parse(action: str) -> Move:
    """The move an action spells; ValueError for anything that is not an Under Siege move."""
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
