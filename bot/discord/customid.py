"""custom_id encoding for persistent components.

    ct:<kind>:<id>:<state version>:<path>

The id is a game's, or an invitation's for the invitation kinds.  Each kind names what the
control does and where it lives (`KINDS`): on a game's public message, on a player's
private panel, or on an invitation.  Everything here is untrusted input: parse it, then let
storage and the engine decide.  The seat never comes from here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

BUTTON, SELECT = "button", "select"
PUBLIC, PANEL, INVITATION = "public", "panel", "invitation"
REPLAY = "replay"  # a finished game's public replay message (bot.features.replay): any message, anyone may page it


@dataclass(frozen=True)
class Kind:
    name: str
    component: str  # BUTTON | SELECT
    place: str  # PUBLIC | PANEL | INVITATION: the only kind of message it acts on


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("move", BUTTON, PUBLIC),  # a picker step on the public table (`path` is where it leads)
    Kind("menu", SELECT, PUBLIC),  # a picker select on the public table (the value is the next token)
    Kind("resign", BUTTON, PUBLIC),  # asks to confirm, privately
    Kind("again", BUTTON, PUBLIC),  # play again (solo, or against the bot)
    Kind("rematch", BUTTON, PUBLIC),  # invite the same players again
    Kind("hand", BUTTON, PUBLIC),  # open my private panel
    Kind("pmove", BUTTON, PANEL),  # a picker step on a private panel
    Kind("pmenu", SELECT, PANEL),  # a picker select on a private panel
    Kind("refresh", BUTTON, PANEL),  # draw my panel again
    Kind("confirm", BUTTON, PANEL),  # yes, resign (on the private confirmation)
    Kind("here", BUTTON, PANEL),  # bring my running game's table back, as a new message here
    Kind("hint", BUTTON, PUBLIC),  # a hint for the one player of a solitaire table (bot.features.hints)
    Kind("phint", BUTTON, PANEL),  # the same on a private table (a daily deal, a solitaire panel)
    Kind("verdict", BUTTON, PUBLIC),  # was this lost deal winnable? (bot.features.verdicts)
    Kind("accept", BUTTON, INVITATION),
    Kind("decline", BUTTON, INVITATION),
    Kind("withdraw", BUTTON, INVITATION),
    Kind("replay", BUTTON, REPLAY),  # page a public replay to step `path` (bot.features.replay)
    Kind("sreplay", BUTTON, PANEL),  # page a replay from the clicker's own seat (ephemeral)
)}

PATTERN = r"ct:(?P<kind>[a-z]{2,8}):(?P<gid>[0-9]{1,12}):(?P<ver>[0-9]{1,9}):(?P<path>[A-Za-z0-9+_.\-]{0,64})"
_RE = re.compile(PATTERN)
MAX_LEN = 100


@dataclass(frozen=True)
class ComponentId:
    kind: str
    game_id: int
    version: int = 0
    path: str = ""

    def encode(self) -> str:
        if self.kind not in KINDS:
            raise ValueError(f"unknown component kind {self.kind!r}")
        out = f"ct:{self.kind}:{self.game_id}:{self.version}:{self.path}"
        if len(out) > MAX_LEN:
            raise ValueError(f"custom_id too long: {out!r}")
        return out

    @property
    def spec(self) -> Kind:
        return KINDS[self.kind]


def decode(custom_id: str) -> ComponentId | None:
    """The parsed id, or None when it is not one of ours or is malformed."""
    m = _RE.fullmatch(custom_id)
    if m is None or m["kind"] not in KINDS:
        return None
    return ComponentId(m["kind"], int(m["gid"]), int(m["ver"]), m["path"])
