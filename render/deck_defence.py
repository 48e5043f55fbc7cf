"""Deck Defence table picture (from a `DDView`, never a state).

Layout follows the rulebook's rows, top to bottom in the middle column: Capture area
(c1, c2 ...), Main area (m1 ...), Hand area piles (p1 ..., drawn stacked downwards so every
card's rank and attribute stay visible, the top card whole).  Left column: the Deck with its
count and the "known top of deck" strip left by Explore, the Discard pile (face down with a
count; Classic: the top card face up, DD-12) and, in Classic, the disclosure area.  Right
column: the Defeat area, the cards being ordered after an Explore (phase "order", drawn
large), the score, and recent events.  The header carries actions, defeats and the phase;
at the end it becomes a WIN / LOSS banner.

Nothing hidden is drawn: the view carries no deck order beyond what Explore showed and no
discard contents in standard mode (DD-9); as a second guard, `discard_top` is ignored unless
the view says Classic.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.cards import DD_ATTRIBUTES
from engine.deck_defence.views import DDView

from . import kit
from .kit import FULL, MINI
from .theme import Theme

DECK = "deck-defence"
MIN_HEIGHT = 720
CW, CH = FULL
MW, MH = MINI
PILE_STEP = 48  # enough of each buried card to show its rank and attribute strip
ROW_GAP = 32  # between rows: holds the area name and slot tags

LX = 20  # left column
MX = 280  # middle column
TOP = 86  # the first row of cards

_ENDED = {"resign": "resigned", "timeout": "ran out of time", "abandon": "abandoned"}


def _x(i: int) -> int:
    return MX + i * (CW + 22)


def _y(row: int) -> int:
    """Rows: 0 Capture area, 1 Main area, 2 Hand area."""
    return TOP + row * (CH + ROW_GAP)


def _height(view: DDView) -> int:
    tallest = max((len(p) for p in view.piles), default=0)
    return max(MIN_HEIGHT, _y(2) + max(0, tallest - 1) * PILE_STEP + CH + 20)


def _row_titles(img: Image.Image, theme: Theme, row: int, prefix: str, count: int, title: str) -> None:
    # Slot names sit at each slot's top-left; the area name follows the first one.
    y = _y(row) - 26
    for i in range(count):
        kit.slot_tag(img, theme, (_x(i), y), f"{prefix}{i + 1}")
    kit.label(img, theme, (_x(0) + 32, y + 1), title, size=16)


def _row(img: Image.Image, theme: Theme, codes: Sequence[str | None], row: int, prefix: str, title: str,
         highlight: int | None = None) -> None:
    _row_titles(img, theme, row, prefix, len(codes), title)
    for i, code in enumerate(codes):
        kit.card(img, theme, DECK, code, (_x(i), _y(row)))
        if highlight == i + 1:
            kit.frame(img, theme, (_x(i), _y(row)), pad=5)


def _piles(img: Image.Image, theme: Theme, view: DDView) -> None:
    _row_titles(img, theme, 2, "p", len(view.piles), "Hand area")
    for i, pile in enumerate(view.piles):
        if not pile:
            kit.slot(img, theme, (_x(i), _y(2)))
        for k, code in enumerate(pile):
            kit.card(img, theme, DECK, code, (_x(i), _y(2) + k * PILE_STEP))


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
    # The running "score" counts the deck too (DD-8), so it only means something at a win:
    # the header shows progress instead and the score sits in the right column.
    kit.header(img, theme, "Deck Defence" + (" Classic" if view.classic else ""), status,
               f"Defeated {defeated}/{total}   Actions {view.actions_taken}")


def _left(img: Image.Image, theme: Theme, view: DDView) -> None:
    width = MX - LX - 30
    y = _y(0) - 26
    kit.label(img, theme, (LX, y), "Deck")
    y += 26
    kit.pile(img, theme, (LX, y), view.deck_count, size=FULL, empty="empty")
    y += CH + 12
    kit.label(img, theme, (LX, y), "Known top of deck")
    y += 24
    kit.strip(img, theme, DECK, view.deck_top_known, (LX, y), width, empty="none until you Explore")
    if view.deck_top_known:
        kit.label(img, theme, (LX, y + MH + 4), "top first, left to right", 14)
    y += MH + 26
    kit.label(img, theme, (LX, y), "Discard pile")
    y += 24
    kit.pile(img, theme, (LX, y), view.discard_count, DECK, view.discard_top if view.classic else None)
    y += MH + 12
    if view.classic:
        kit.label(img, theme, (LX, y), "Disclosed")
        kit.strip(img, theme, DECK, view.disclosed, (LX, y + 24), width, empty="none")


def _right(img: Image.Image, theme: Theme, view: DDView, height: int) -> None:
    rx = _x(len(view.main)) + 14  # after the middle column's slots
    rw = kit.WIDTH - kit.MARGIN - rx
    y = _y(0) - 26
    defeated = sorted(view.defeated)  # grouped by attribute: easier to count what is left
    total = view.enemies_total
    kit.progress(img, theme, (rx, y), rw, f"Defeat area: {len(defeated)}/{total}", len(defeated), total)
    y += 26
    kit.strip(img, theme, DECK, defeated, (rx, y), rw, empty="no enemy defeated yet")
    y += MH + 16
    if view.exploring:
        kit.panel(img, theme, (rx - 8, y - 4, rx + rw + 4, y + CH + 40), "Explored cards: choose the order")
        kit.strip(img, theme, DECK, view.exploring, (rx + 2, y + 28), rw - 8, FULL, gap=12)
        y += CH + 52
    if view.outcome is not None:
        status = [f"Final score: {view.score}" if _won(view) else f"Enemies defeated: {len(view.defeated)}"]
    else:
        status = [f"Score if won now: {view.score} (Friendly cards kept)"]
    if view.explore_blocked and view.phase == "act":
        status.append("Explore not allowed: the last action was Explore")
    for line in status:
        kit.text(img, (rx, y), line, 16, theme.ink_light, width=rw)
        y += 22
    kit.log_box(img, theme, (rx, y + 8), rw, height, view.log)


def draw(view: DDView, theme: Theme) -> Image.Image:
    height = _height(view)
    img = kit.canvas(kit.WIDTH, height, theme)
    _header(img, theme, view)
    _left(img, theme, view)
    _row(img, theme, view.capture, 0, "c", "Capture area")
    _row(img, theme, view.main, 1, "m", "Main area", highlight=view.refill_slot if view.phase == "refill" else None)
    _piles(img, theme, view)
    _right(img, theme, view, height)
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
        head = (f"Game over: {result}, {defeated} of {total} "
                f"enemies defeated, score {view.score}, {view.actions_taken} actions.")
    else:
        phase = {"order": "choose the order of the explored cards",
                 "refill": "choose the disclosed card that refills Main"}.get(view.phase, "choose an action")
        head = (f"Deck Defence{' Classic' if view.classic else ''}: {phase}. {view.actions_taken} actions "
                f"taken. Defeated {defeated} of {total}. Score {view.score}.")
    piles = "; ".join(
        f"p{i + 1} " + (", ".join(_name(c) for c in p) + " (top last)" if p else "empty")
        for i, p in enumerate(view.piles))
    parts = [
        head,
        "Capture area: " + ", ".join(f"c{i + 1} {_name(c)}" for i, c in enumerate(view.capture)) + ".",
        "Main area: " + ", ".join(f"m{i + 1} {_name(c)}" for i, c in enumerate(view.main)) + ".",
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
