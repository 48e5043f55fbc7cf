"""What Capture's rules tell players, kept as data (`i18n.Message`: a catalogue key and its
arguments) until the reader is known: a judging reason, a judged column's fate and the
outcome's reason.  The rules build these without the words module; `engine.capture.words`
says them where it words a whole sentence.
"""

from __future__ import annotations

from engine.core import Names
from i18n import Message

_REASONS = {
    "high-low": "capture-reason-high-low",
    "high-low-ace": "capture-reason-high-low-ace",
    "ace": "capture-reason-ace",
    "aces-block": "capture-reason-aces-block",
    "no-high-low": "capture-reason-no-high-low",
}
_FATES = {"captured": "capture-fate-captured", "carried": "capture-fate-carried",
          "lost": "capture-fate-lost"}


def reason(code: str) -> Message | str:
    """A judging reason code (engine.capture.judge) as words: "pair beats nothing"."""
    if code.startswith("sets."):
        return Message("capture-reason-sets", hi=int(code[5]), lo=int(code[7]))
    if code.startswith("cancel."):
        rest = code[7:]
        if rest == "no-high-low":
            return Message("capture-reason-cancel-no-high-low")
        return Message("capture-reason-cancel", reason=reason(rest))
    if code in _REASONS:
        return Message(_REASONS[code])
    return code  # a reason saved in words by an older version stays as it was


def fate(code: str) -> Message | str:
    """A judged column's fate code as words: "carried over"."""
    return Message(_FATES[code]) if code in _FATES else code


def seat_name(names: Names, seat: int) -> Message | str:
    """A seat's display name as data: the name given, or "Player 2" said by the reader
    (`Names.of` words it at once)."""
    given = names.given[seat] if 0 <= seat < len(names.given) else ""
    return given or Message("core-player", n=seat + 1)


def outcome_reason(ending: str, stopped: int | None, winners: frozenset[int],
                   n: tuple[int, int], names: Names) -> Message:
    """The sentence of a finished game's outcome: why it ended and who won.  The game's end
    is told here, not by an event, and the captured counts by the status read with it."""
    if ending == "abandon":
        return Message("capture-outcome-abandoned")
    if stopped is not None:
        return Message("capture-outcome-stopped", ending=str(ending), name=seat_name(names, stopped),
                       winner=seat_name(names, 1 - stopped))
    if not winners:
        return Message("capture-outcome-draw", n=n[0])
    w = next(iter(winners))
    return Message("capture-outcome-win", name=seat_name(names, w), n=n[w], other=n[1 - w])
