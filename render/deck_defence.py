"""Deck Defence table picture (from a `DDView`, never a state).

Layout follows the rulebook's rows, top to bottom in the middle column: Capture area
(c1..c3), Main area (m1..m3), Hand area piles (p1..p3, drawn stacked downwards so every
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

from typing import Any, Sequence

from PIL import Image, ImageDraw

from engine.cards import DD_ATTRIBUTES

from . import cards as C
from .common import (
    BANNER_WIN,
    FELT_DARK,
    INK_DIM,
    INK_GOLD,
    INK_LIGHT,
    WIDTH,
    banner,
    canvas,
    clip_description,
    count_badge,
    draw_text,
    event_lines,
    fit_text,
    label,
    meter,
    paste,
    row_step,
    slot,
    slot_tag,
    text_width,
)

MIN_HEIGHT = 720
CW, CH = C.FULL
MW, MH = C.MINI
PILE_STEP = 48  # enough of each buried card to show its rank and attribute strip
ROW_GAP = 32  # between rows: holds the area name and slot tags

LX = 20  # left column
MX = 280  # middle column
COL_X = [MX + i * (CW + 22) for i in range(3)]
ROW_Y = [86 + i * (CH + ROW_GAP) for i in range(3)]  # capture, main, hand
RX = COL_X[2] + CW + 36  # right column
RW = WIDTH - 20 - RX


def _won(view: Any) -> bool | None:
    """True for a win, False for a loss, None while running or when abandoned."""
    out = view.outcome
    if out is None or out.ending == "abandon":
        return None
    return 0 in out.winners


_ENDED = {"resign": "resigned", "timeout": "ran out of time", "abandon": "abandoned"}


def _height(view: Any) -> int:
    tallest = max((len(p) for p in view.piles), default=0)
    return max(MIN_HEIGHT, ROW_Y[2] + max(0, tallest - 1) * PILE_STEP + CH + 20)


def _row_titles(img: Image.Image, y: int, prefix: str, title: str) -> None:
    # Slot names sit at each slot's top-left; the area name follows the first one.
    for i in range(3):
        slot_tag(img, (COL_X[i], y - 26), f"{prefix}{i + 1}")
    label(img, COL_X[0] + 32, y - 25, title, size=16)


def _row(img: Image.Image, codes: Sequence[str | None], row: int, prefix: str, title: str,
         highlight: int | None = None) -> None:
    y = ROW_Y[row]
    _row_titles(img, y, prefix, title)
    for i, code in enumerate(codes):
        x = COL_X[i]
        if code is None:
            slot(img, (x, y, x + CW, y + CH))
        else:
            paste(img, C.dd_card(code), (x, y))
        if highlight == i + 1:
            ImageDraw.Draw(img).rounded_rectangle((x - 5, y - 5, x + CW + 5, y + CH + 5), radius=12,
                                                  outline=INK_GOLD, width=4)


def _strip(img: Image.Image, codes: Sequence[str], x: int, y: int, width: int) -> None:
    step = row_step(len(codes), MW, width, 6)
    for i, code in enumerate(codes):
        paste(img, C.dd_card(code, C.MINI), (x + i * step, y))


def _header(img: Image.Image, view: Any) -> None:
    defeated, total = len(view.defeated), view.enemies_total
    if view.phase == "over":
        won = _won(view)
        ending = view.outcome.ending if view.outcome else "normal"
        if won:
            text = f"all {total} enemies defeated, score {view.score}"
        elif ending in _ENDED:
            text = f"{_ENDED[ending]} with {defeated} of {total} enemies defeated"
        else:
            text = f"no legal action left; {defeated} of {total} enemies defeated"
        banner(img, f"{text} ({view.actions_taken} actions)", won, y=0, h=54)
        return
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH, 54), fill=FELT_DARK)
    title = "Deck Defence" + (" Classic" if view.classic else "")
    draw_text(img, (20, 27), title, 26, INK_LIGHT, anchor="lm", bold=True)
    if view.phase == "order":
        phase = "Explore: choose the order"
    elif view.phase == "refill":
        phase = "Choose the card for Main"
    else:
        phase = "Choose an action"
    draw_text(img, (40 + text_width(title, 26), 27), phase, 26, INK_GOLD, anchor="lm", bold=True)
    # The running "score" counts the deck too (DD-8), so it only means something at a win:
    # the header shows progress instead and the score sits in the right column.
    draw_text(img, (WIDTH - 20, 27), f"Defeated {defeated}/{total}   Actions {view.actions_taken}", 24,
              INK_LIGHT, anchor="rm", bold=True)


def _left(img: Image.Image, view: Any) -> None:
    y = ROW_Y[0] - 26
    label(img, LX, y, "Deck")
    y += 26
    if view.deck_count:
        paste(img, C.card_back(), (LX, y))
    else:
        slot(img, (LX, y, LX + CW, y + CH), "empty")
    count_badge(img, (LX + CW + 50, y + CH // 2), str(view.deck_count), 28)
    y += CH + 12
    label(img, LX, y, "Known top of deck")
    y += 24
    known = list(view.deck_top_known)
    if known:
        draw_text(img, (LX, y + MH + 4), "top first, left to right", 14, INK_DIM)
        _strip(img, known, LX, y, MX - LX - 30)
    else:
        draw_text(img, (LX, y + 10), "none (Explore shows 3)", 16, INK_DIM)
    y += MH + 26
    label(img, LX, y, "Discard pile")
    y += 24
    classic_top = view.discard_top if view.classic else None
    if classic_top:
        paste(img, C.dd_card(classic_top, C.MINI), (LX, y))
    elif view.discard_count:
        paste(img, C.card_back(C.MINI), (LX, y))
    else:
        slot(img, (LX, y, LX + MW, y + MH))
    count_badge(img, (LX + MW + 40, y + MH // 2), str(view.discard_count))
    y += MH + 12
    if view.classic:
        label(img, LX, y, "Disclosed")
        y += 24
        if view.disclosed:
            _strip(img, list(view.disclosed), LX, y, MX - LX - 30)
        else:
            draw_text(img, (LX, y + 10), "none", 16, INK_DIM)


def _right(img: Image.Image, view: Any, height: int) -> None:
    y = ROW_Y[0] - 26
    defeated = sorted(view.defeated)  # grouped by attribute: easier to count what is left
    total = view.enemies_total
    label(img, RX, y, f"Defeat area: {len(defeated)}/{total}")
    meter(img, (RX + RW - 110, y + 4, RX + RW, y + 18), len(defeated), total, BANNER_WIN)
    y += 26
    if defeated:
        _strip(img, defeated, RX, y, RW)
    else:
        draw_text(img, (RX, y + 30), "no enemy defeated yet", 18, INK_DIM)
    y += MH + 16
    if view.exploring:
        d = ImageDraw.Draw(img)
        d.rounded_rectangle((RX - 8, y - 4, RX + RW + 4, y + CH + 40), radius=12, fill=FELT_DARK,
                            outline=INK_GOLD, width=3)
        draw_text(img, (RX + 4, y + 2), "Explored cards: choose the order", 18, INK_GOLD, bold=True)
        step = row_step(len(view.exploring), CW, RW - 8, 12)
        for i, code in enumerate(view.exploring):
            paste(img, C.dd_card(code), (RX + 2 + i * step, y + 28))
        y += CH + 52
    if view.phase == "over":
        status = [f"Final score: {view.score}" if _won(view) else f"Enemies defeated: {len(view.defeated)}"]
    else:
        status = [f"Score if won now: {view.score} (Friendly cards kept)"]
    if view.explore_blocked and view.phase == "act":
        status.append("Explore not allowed: the last action was Explore")
    for line in status:
        draw_text(img, (RX, y), fit_text(line, 16, RW), 16, INK_LIGHT)
        y += 22
    y += 8
    event_lines(img, RX, y, RW, view.log, rows=max(1, (height - y - 30) // 24))


def draw(view: Any) -> Image.Image:
    height = _height(view)
    img = canvas(WIDTH, height)
    _header(img, view)
    _left(img, view)
    refill = getattr(view, "refill_slot", None) if view.phase == "refill" else None
    _row(img, view.capture, 0, "c", "Capture area")
    _row(img, view.main, 1, "m", "Main area", highlight=refill)
    y = ROW_Y[2]
    _row_titles(img, y, "p", "Hand area")
    for i, pile in enumerate(view.piles):
        x = COL_X[i]
        if not pile:
            slot(img, (x, y, x + CW, y + CH))
        for k, code in enumerate(pile):
            paste(img, C.dd_card(code), (x, y + k * PILE_STEP))
    _right(img, view, height)
    return img


# --- words -------------------------------------------------------------------------------


def card_words(code: str | None) -> str:
    if code is None:
        return "empty"
    rank = code[1]
    return f"{DD_ATTRIBUTES[code[0]]} {'Enemy' if rank == '4' else rank}"


def _list(codes: Sequence[str]) -> str:
    return ", ".join(card_words(c) for c in codes) if codes else "none"


def describe(view: Any) -> str:
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
        f"p{i + 1} " + (", ".join(card_words(c) for c in p) + " (top last)" if p else "empty")
        for i, p in enumerate(view.piles))
    parts = [
        head,
        "Capture area: " + ", ".join(f"c{i + 1} {card_words(c)}" for i, c in enumerate(view.capture)) + ".",
        "Main area: " + ", ".join(f"m{i + 1} {card_words(c)}" for i, c in enumerate(view.main)) + ".",
        f"Hand piles: {piles}.",
    ]
    if view.exploring:
        parts.append(f"Explored, to order: {_list(view.exploring)}.")
    deck = f"Deck {view.deck_count}"
    if view.deck_top_known:
        deck += f", known top first: {_list(view.deck_top_known)}"
    parts.append(deck + ".")
    if view.classic:
        top = f", top {card_words(view.discard_top)}" if view.discard_top else ""
        parts.append(f"Discard pile {view.discard_count}{top}. Disclosed: {_list(view.disclosed)}.")
    else:
        parts.append(f"Discard pile {view.discard_count}, face down.")
    if view.explore_blocked and view.phase == "act":
        parts.append("Explore is not allowed right after Explore.")
    parts.append(f"Defeated: {_list(sorted(view.defeated))}.")
    return clip_description(" ".join(parts))
