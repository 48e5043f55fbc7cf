"""custom_id encoding for persistent components.

    ct:<kind>:<id>:<state version>:<path>

The id is a game's, an invitation's for the invitation kinds, an event's for the event kinds.  Each kind names what the
control does; where it lives and who answers it are declared once, in `bot.discord.routes`.
Everything here is untrusted input: parse it (a kind nobody declared is the router's to
refuse), then let storage and the engine decide.  The seat never comes from here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

BUTTON, SELECT = "button", "select"
PUBLIC, PANEL, INVITATION = "public", "panel", "invitation"
REPLAY = "replay"  # a finished game's public replay message (bot.features.replay): any message, anyone may page it
EVENT = "event"  # an event's public message (bot.features.event_board): the id is the event's


PATTERN = r"ct:(?P<kind>[a-z]{2,8}):(?P<gid>[0-9]{1,12}):(?P<ver>[0-9]{1,9}):(?P<path>[A-Za-z0-9+_.\-]{0,64})"
_RE = re.compile(PATTERN)
_KIND = re.compile(r"[a-z]{2,8}")
MAX_LEN = 100


@dataclass(frozen=True)
class ComponentId:
    kind: str
    game_id: int
    version: int = 0
    path: str = ""

    def encode(self) -> str:
        if not _KIND.fullmatch(self.kind):
            raise ValueError(f"malformed component kind {self.kind!r}")
        out = f"ct:{self.kind}:{self.game_id}:{self.version}:{self.path}"
        if len(out) > MAX_LEN:
            raise ValueError(f"custom_id too long: {out!r}")
        return out


def decode(custom_id: str) -> ComponentId | None:
    """The parsed id, or None when it is not one of ours or is malformed."""
    m = _RE.fullmatch(custom_id)
    if m is None:
        return None
    return ComponentId(m["kind"], int(m["gid"]), int(m["ver"]), m["path"])
