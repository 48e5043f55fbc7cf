"""custom_id encoding for persistent components.

    ct:<kind>:<game id>:<state version>:<path>

kinds on a game's public message: s step (the button leads to `path`), m menu (a select;
the chosen value is the next token after `path`), r resign (ask), n new game (play again),
M rematch, h open my private panel (two-player games);
on a private panel: p step, q menu, R resign (confirmed);
on a challenge (the id is the challenge's): a accept, d decline, w withdraw.  Everything here is untrusted input: parse it,
then let storage and the engine decide.  The seat never comes from here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = "smrRnMhpqadw"
PATTERN = r"ct:(?P<kind>[a-zA-Z]):(?P<gid>[0-9]{1,12}):(?P<ver>[0-9]{1,9}):(?P<path>[A-Za-z0-9+_.\-]{0,64})"
_RE = re.compile(PATTERN)
MAX_LEN = 100


@dataclass(frozen=True)
class ComponentId:
    kind: str
    game_id: int
    version: int
    path: str = ""

    def encode(self) -> str:
        out = f"ct:{self.kind}:{self.game_id}:{self.version}:{self.path}"
        if len(out) > MAX_LEN:
            raise ValueError(f"custom_id too long: {out!r}")
        return out


def decode(custom_id: str) -> ComponentId | None:
    """The parsed id, or None when it is not one of ours or is malformed."""
    m = _RE.fullmatch(custom_id)
    if m is None or m["kind"] not in KINDS:
        return None
    return ComponentId(m["kind"], int(m["gid"]), int(m["ver"]), m["path"])
