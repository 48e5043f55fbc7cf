"""Deck Defence table picture (from a `DDView`, never a state).

Layout follows the rulebook's rows, top to bottom in the middle column: Capture area
(c1, c2 ...), Main area (m1 ...), Hand area piles (p1 ..., drawn stacked downwards so every
card's rank and attribute stay visible, the top card whole).  Left column: the Deck with its
count and the "known top of deck" strip left by Explore, the Discard pile (face down with a
count; Classic: the top card face up, DD-12) and, in Classic, the disclosure area.  Right
column: the Defeat area, the cards being ordered after an Explore (phase "order", drawn
large) and the last action's events.  The header carries the phase, defeats and actions; at
the end it becomes a WIN / LOSS banner, with the score only on a win (a loss scores nothing).
The picture is always `WIDTH` x `HEIGHT`: room for the longest pile the rules allow (nine
cards, every Friendly card once).

Nothing hidden is drawn: the view carries no deck order beyond what Explore showed and no
discard contents in standard mode (DD-9); as a second guard, `discard_top` is ignored unless
the view says Classic.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.cards import DD_ATTRIBUTES
from engine.core import plural
from engine.deck_defence.views import DDView

from . import kit
from .kit import FULL, MINI
from .theme import Theme

DECK = "deck-defence"
CW, CH = FULL
MW, MH = MINI
PILE_STEP = 48  # each buried card shows its rank and attribute strip
ROW_GAP = 34  # between rows: holds the slot names
WIDTH, HEIGHT = kit.WIDTH, 900  # a pile of nine (DD: every Friendly card once) still fits

LX = kit.MARGIN  # left column
LW = 240
MX = 280  # middle column
TOP = kit.HEADER + 34  # the first row of cards
RX = MX + 3 * (CW + 22) - 8  # right column
RW = WIDTH - kit.MARGIN - RX

_ENDED = {"resign": "resigned", "timeout": "ran out of time", "abandon": "abandoned"}
_AREAS = {"c": "Capture", "m": "Main", "p": "Hand"}


def _x(i: int) -> int:
    return MX + i * (CW + 22)


def _y(row: int) -> int:
    """Rows: 0 Capture area, 1 Main area, 2 Hand area."""
    return TOP + row * (CH + ROW_GAP)


def _row_titles(img: Image.Image, theme: Theme, row: int, prefix: str, count: int) -> None:
    # Slot names sit at each slot's top-left; the area's name follows the first one.
    y = _y(row) - 30
    for i in range(count):
        right = kit.slot_tag(img, theme, (_x(i), y), f"{prefix}{i + 1}")
        if i == 0:
            kit.label(img, theme, (right + 8, y + 2), _AREAS[prefix], width=_x(1) - right - 16)


def _row(img: Image.Image, theme: Theme, codes: Sequence[str | None], row: int, prefix: str,
         highlight: int | None = None) -> None:
    _row_titles(img, theme, row, prefix, len(codes))
    for i, code in enumerate(codes):
        ident = kit.card(img, theme, DECK, code, (_x(i), _y(row)))
        if highlight == i + 1:
            kit.frame(img, theme, (_x(i), _y(row)), pad=5, owner=ident)


def _piles(img: Image.Image, theme: Theme, view: DDView) -> None:
    _row_titles(img, theme, 2, "p", len(view.piles))
    for i, pile in enumerate(view.piles):
        if not pile:
            kit.slot(img, theme, (_x(i), _y(2)))
        kit.stack(img, theme, DECK, pile, (_x(i), _y(2)), HEIGHT - 12 - _y(2), step=PILE_STEP)


def _won(view: DDView) -> bool | None:
    return kit.won(view.outcome, 0)


def _header(img: Image.Image, theme: Theme, view: DDView) -> None:
    defeated, total = len(view.defeated), view.enemies_total
    if view.outcome is not None:
        if _won(view):
            text = f"all {total} enemies defeated, score {view.score}"
        elif view.outcome.ending in _ENDED:
            text = f"{_ENDED[view.outcome.ending]} with {defeated} of {total} enemies defeated"
        else:
            text = f"no legal action left; {defeated} of {total} enemies defeated"
        kit.header(img, theme, result=kit.Result(f"{text} ({view.actions_taken} actions)", _won(view)))
        return
    if view.phase == "order":
        status = "Explore: choose the order"
    elif view.phase == "refill":
        status = "Choose the card for Main"
    else:
        status = "Choose an action"
    # The score only means something at a win (a loss scores nothing, DD-8): the header shows
    # progress instead.
    kit.header(img, theme, "Deck Defence" + (" Classic" if view.classic else ""), status,
               f"Defeated {defeated}/{total} \u00b7 Actions {view.actions_taken}")


def _left(img: Image.Image, theme: Theme, view: DDView) -> None:
    y = _y(0) - 28
    kit.label(img, theme, (LX, y), "Deck")
    y += 28
    kit.pile(img, theme, (LX, y), view.deck_count, empty="empty")
    y += MH + 12
    kit.label(img, theme, (LX, y), "Known top of deck")
    y += 28
    kit.strip(img, theme, DECK, view.deck_top_known, (LX, y), LW, empty="none until you Explore")
    if view.deck_top_known:
        kit.label(img, theme, (LX, y + MH + 6), "top first, left to right", width=LW)
    y += MH + 38
    kit.label(img, theme, (LX, y), "Discard pile")
    y += 28
    kit.pile(img, theme, (LX, y), view.discard_count, DECK, view.discard_top if view.classic else None)
    y += MH + 12
    if view.classic:
        kit.label(img, theme, (LX, y), "Disclosed")
        kit.strip(img, theme, DECK, view.disclosed, (LX, y + 28), LW, empty="none")


def _right(img: Image.Image, theme: Theme, view: DDView) -> None:
    y = _y(0) - 28
    defeated = sorted(view.defeated)  # grouped by attribute: easier to count what is left
    total = view.enemies_total
    kit.progress(img, theme, (RX, y), RW, f"Defeated {len(defeated)}/{total}", len(defeated), total)
    y += 36
    kit.strip(img, theme, DECK, defeated, (RX, y), RW, empty="no enemy defeated yet")
    y += MH + 14
    if view.exploring:
        kit.panel(img, theme, (RX - 8, y, RX + RW + 4, y + CH + 52), "Explored: choose the order")
        kit.strip(img, theme, DECK, view.exploring, (RX + 4, y + 40), RW - 12, FULL, gap=12)
        y += CH + 64
    if view.outcome is not None and _won(view):
        kit.counter(img, theme, (RX, y), f"Final score: {view.score}", width=RW)
        y += 40
    if view.explore_blocked and view.phase == "act":
        kit.text(img, (RX, y), "No Explore now: the last action was one", kit.LABEL, theme.ink_gold, width=RW)
        y += 32
    kit.log_box(img, theme, (RX, y + 4, RX + RW, HEIGHT - 10), view.log, title="Last action", most=3)


def draw(view: DDView, theme: Theme) -> Image.Image:
    img = kit.canvas(WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    _left(img, theme, view)
    _row(img, theme, view.capture, 0, "c")
    _row(img, theme, view.main, 1, "m", highlight=view.refill_slot if view.phase == "refill" else None)
    _piles(img, theme, view)
    _right(img, theme, view)
    return img


# --- words -------------------------------------------------------------------------------


def _name(code: str | None) -> str:
    if code is None:
        return "empty"
    rank = code[1]
    return f"{DD_ATTRIBUTES[code[0]]} {'Enemy' if rank == '4' else rank}"


def _list(codes: Sequence[str]) -> str:
    return ", ".join(_name(c) for c in codes) if codes else "none"


def describe(view: DDView) -> str:
    """Alt text from the view alone.  Standard mode never names a discarded card (DD-9)."""
    defeated, total = len(view.defeated), view.enemies_total
    if view.phase == "over":
        won = _won(view)
        ending = view.outcome.ending if view.outcome else "normal"
        result = "win" if won else _ENDED.get(ending, "loss")
        score = f", score {view.score}" if view.score is not None else ""  # DD-8: a win only
        head = (f"Game over: {result}, {defeated} of {total} "
                f"enemies defeated{score}, {plural(view.actions_taken, 'action')}.")
    else:
        phase = {"order": "choose the order of the explored cards",
                 "refill": "choose the disclosed card that refills Main"}.get(view.phase, "choose an action")
        head = (f"Deck Defence{' Classic' if view.classic else ''}: {phase}. "
                f"{plural(view.actions_taken, 'action')} taken. Defeated {defeated} of {total}.")
    piles = "; ".join(
        f"pile {i + 1} " + (", ".join(_name(c) for c in p) + " (top last)" if p else "empty")
        for i, p in enumerate(view.piles))
    parts = [
        head,
        "Capture area: " + ", ".join(f"slot {i + 1} {_name(c)}" for i, c in enumerate(view.capture)) + ".",
        "Main area: " + ", ".join(f"slot {i + 1} {_name(c)}" for i, c in enumerate(view.main)) + ".",
        f"Hand piles: {piles}.",
    ]
    if view.exploring:
        parts.append(f"Explored, to order: {_list(view.exploring)}.")
    deck = f"Deck {view.deck_count}"
    if view.deck_top_known:
        deck += f", known top first: {_list(view.deck_top_known)}"
    parts.append(deck + ".")
    if view.classic:
        top = f", top {_name(view.discard_top)}" if view.discard_top else ""
        parts.append(f"Discard pile {view.discard_count}{top}. Disclosed: {_list(view.disclosed)}.")
    else:
        parts.append(f"Discard pile {view.discard_count}, face down.")
    if view.explore_blocked and view.phase == "act":
        parts.append("Explore is not allowed right after Explore.")
    parts.append(f"Defeated: {_list(sorted(view.defeated))}.")
    return kit.clip_description(" ".join(parts))
