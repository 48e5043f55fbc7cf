"""Games stored before a change of the engine's formats load and read the same.

The files under `stored_games/` were written by the engine as it stood before events carried named
arguments: states in the stored JSON of that time, with every sentence a player read about
them (the events a move produced, the status, the views with their logs), in English.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from pathlib import Path
from typing import Any

import pytest

import i18n
from engine import GAMES

DATA = Path(__file__).parent / "stored_games"


def plain(v: Any) -> Any:
    """A view as data: dataclasses as dicts, enums as their values, words as said."""
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return {f.name: plain(getattr(v, f.name)) for f in dataclasses.fields(v)}
    if isinstance(v, enum.Enum):
        return plain(v.value)
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    if isinstance(v, (frozenset, set)):
        return sorted(plain(x) for x in v)
    if isinstance(v, dict):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, (int, float, bool)) or v is None:
        return v
    return str(v)


def _cases() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for key in GAMES:
        cases = json.loads((DATA / f"stored_{key.replace('-', '_')}.json").read_text())
        out.extend((key, i, case) for i, case in enumerate(cases))
    return out


@pytest.mark.parametrize("key,index,case", _cases(), ids=lambda v: str(v) if not isinstance(v, dict) else "")
def test_a_stored_game_reads_as_it_did(key: str, index: int, case: dict[str, Any]) -> None:
    info = GAMES[key]
    before, after = info.from_json(case["before"]), info.from_json(case["after"])
    with i18n.speaking("en"):
        for viewer in [None, *range(case["players"])]:
            v = str(viewer)
            assert list(after.worded_events(before, viewer)) == case["events"][v]
            assert after.status(viewer) == case["status"][v]
            assert plain(after.view(viewer)) == case["view"][v]
