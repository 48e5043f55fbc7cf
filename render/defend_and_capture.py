"""Defend and Capture table picture (from a `DCView`, never a state).

Layout follows the rulebook's table: the 3x3 Battleground with the Defense row (d1..d3)
south of it and the Side column (s1..s3) east of it; on the right the Hand, the Captured and
Damaged piles as overlapped strips (rank and suits stay visible on each), the Main Deck and
the Discard Pile, then the last few log lines.  The header states turn, phase and actions;
when the game is over it becomes a green (win), red (loss) or grey (abandoned) banner carrying
the outcome's reason.

View fields used: battleground, defense, side, hand, captured, damaged, damage, deck_count,
discard_count, discard_top, turn, phase, actions_left, actions_per_turn, hand_target,
damage_limit, capture_goal, log, outcome.
"""

from __future__ import annotations

from typing import Any, Sequence

from PIL import Image, ImageDraw

from engine.cards import DECKTET, DECKTET_SUITS

from . import cards as C
from .common import (
    BANNER_LOSS,
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

HEIGHT = 770
CW, CH = C.FULL
MW, MH = C.MINI
GAP = 14
AREA_GAP = 30  # between the Battleground and the Defense row / Side column: holds slot names

BG_X, BG_Y = 30, 84
COL_X = [BG_X + i * (CW + GAP) for i in range(3)]
ROW_Y = [BG_Y + i * (CH + GAP) for i in range(3)]
SIDE_X = COL_X[2] + CW + AREA_GAP
DEF_Y = ROW_Y[2] + CH + AREA_GAP

RX = SIDE_X + CW + 36  # the right-hand column
RW = WIDTH - 20 - RX


def _slot_card(img: Image.Image, code: str | None, x: int, y: int) -> None:
    if code is None:
        slot(img, (x, y, x + CW, y + CH))
    else:
        paste(img, C.decktet_card(code), (x, y))


def _strip(img: Image.Image, codes: Sequence[str], x: int, y: int, width: int) -> None:
    step = row_step(len(codes), MW, width, 6)
    for i, code in enumerate(codes):
        paste(img, C.decktet_card(code, C.MINI), (x + i * step, y))


def _reason(view: Any) -> str:
    return view.outcome.reason if view.outcome is not None else ""


def _won(view: Any) -> bool | None:
    """True for a win, False for a loss, None otherwise (abandoned, or still running)."""
    result = view.outcome.result[0] if view.outcome is not None and view.outcome.result else None
    return True if result == "win" else False if result == "loss" else None


def _header(img: Image.Image, view: Any) -> None:
    if view.phase == "over":
        banner(img, f"{_reason(view) or 'game over'} (turn {view.turn})", _won(view), y=0, h=54)
        return
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH, 54), fill=FELT_DARK)
    draw_text(img, (20, 27), f"Turn {view.turn}", 28, INK_LIGHT, anchor="lm", bold=True)
    if view.phase == "actions":
        phase = f"Actions: {view.actions_left} of {view.actions_per_turn} left"
    elif view.phase == "discard":
        phase = "Discard phase: discard, then end the turn"
    else:
        phase = str(view.phase)
    figures = f"Damage {view.damage}/{view.damage_limit}   Captured {len(view.captured)}/{view.capture_goal}"
    draw_text(img, (WIDTH - 20, 27), figures, 24, INK_LIGHT, anchor="rm", bold=True)
    room = WIDTH - 20 - text_width(figures, 24) - 30 - 150
    draw_text(img, (150, 27), fit_text(phase, 26, room), 26, INK_GOLD, anchor="lm", bold=True)


def draw(view: Any) -> Image.Image:
    img = canvas(WIDTH, HEIGHT)
    _header(img, view)

    label(img, BG_X, BG_Y - 24, "Battleground")
    for r in range(3):
        for c in range(3):
            _slot_card(img, view.battleground[r][c], COL_X[c], ROW_Y[r])

    label(img, SIDE_X, BG_Y - 24, "Side")
    for r in range(3):
        _slot_card(img, view.side[r], SIDE_X, ROW_Y[r])
        slot_tag(img, (SIDE_X - AREA_GAP // 2, ROW_Y[r] + CH // 2), f"s{r + 1}", anchor="mm")
    for c in range(3):
        _slot_card(img, view.defense[c], COL_X[c], DEF_Y)
        slot_tag(img, (COL_X[c] + CW // 2, DEF_Y - AREA_GAP // 2), f"d{c + 1}", anchor="mm")
    # The empty corner below the Side column names the row beside it.
    draw_text(img, (SIDE_X + 4, DEF_Y + CH // 2 - 12), "Defense row", 20, INK_DIM, anchor="lm")
    draw_text(img, (SIDE_X + 4, DEF_Y + CH // 2 + 14), "d1 d2 d3", 18, INK_DIM, anchor="lm")

    y = BG_Y - 24
    hand = list(view.hand)
    label(img, RX, y, fit_text(f"Hand {len(hand)} (draws up to {view.hand_target})", 18, RW))
    y += 24
    if hand:
        step = row_step(len(hand), CW, RW, 10)
        for i, code in enumerate(hand):
            paste(img, C.decktet_card(code), (RX + i * step, y))
    else:
        slot(img, (RX, y, RX + CW, y + CH))
    y += CH + 16

    captured = list(view.captured)
    low = sum(1 for c in captured if DECKTET[c].rank < 10)
    label(img, RX, y, f"Captured {len(captured)}/{view.capture_goal}  ({low} rank 1-9, "
          f"{len(captured) - low} Pawn/Court/Crown)")
    meter(img, (RX + RW - 110, y + 4, RX + RW, y + 18), len(captured), view.capture_goal, BANNER_WIN)
    y += 24
    _strip(img, captured, RX, y, RW)
    y += MH + 14

    damaged = list(view.damaged)
    cards = f"{len(damaged)} card{'s' * (len(damaged) != 1)}"
    label(img, RX, y, f"Damaged: {view.damage}/{view.damage_limit}  ({cards})")
    meter(img, (RX + RW - 110, y + 4, RX + RW, y + 18), view.damage, view.damage_limit, BANNER_LOSS)
    y += 24
    if damaged:
        _strip(img, damaged, RX, y, RW)
    else:
        draw_text(img, (RX, y + 30), "no damage yet", 18, INK_DIM)
    y += MH + 14

    label(img, RX, y, "Main Deck")
    label(img, RX + 200, y, "Discard Pile")
    y += 24
    if view.deck_count:
        paste(img, C.card_back(C.MINI), (RX, y))
    else:
        slot(img, (RX, y, RX + MW, y + MH))
    count_badge(img, (RX + MW + 44, y + MH // 2), str(view.deck_count))
    if view.discard_top:
        paste(img, C.decktet_card(view.discard_top, C.MINI), (RX + 200, y))
    else:
        slot(img, (RX + 200, y, RX + 200 + MW, y + MH))
    count_badge(img, (RX + 200 + MW + 44, y + MH // 2), str(view.discard_count))
    y += MH + 12

    event_lines(img, RX, y, RW, view.log, rows=max(1, (HEIGHT - y - 30) // 24))
    return img


# --- words -------------------------------------------------------------------------------


def _card(code: str | None, short: bool) -> str:
    if code is None:
        return "empty"
    card = DECKTET[code]
    if short:
        return f"{card.name.removeprefix('The ')} {card.rank} {''.join(card.suits)}"
    return f"{card.name} ({card.rank}, {'+'.join(DECKTET_SUITS[s] for s in card.suits)})"


def _words(view: Any, short: bool) -> str:
    def cards(codes: Sequence[str | None]) -> str:
        return ", ".join(_card(c, short) for c in codes) if codes else "none"

    if view.phase == "over":
        head = f"Game over after turn {view.turn}: {_reason(view)}"
    elif view.phase == "actions":
        head = f"Turn {view.turn}, actions {view.actions_left} of {view.actions_per_turn} left."
    else:
        head = f"Turn {view.turn}, discard phase."
    rows = ("top", "middle", "bottom")
    parts = [
        head,
        f"Damage {view.damage} of {view.damage_limit}. Captured {len(view.captured)} of {view.capture_goal}.",
        *(f"Battleground {rows[r]} row: {cards(view.battleground[r])}." for r in range(3)),
        "Defense " + ", ".join(f"d{i + 1} {_card(c, short)}" for i, c in enumerate(view.defense)) + ".",
        "Side " + ", ".join(f"s{i + 1} {_card(c, short)}" for i, c in enumerate(view.side)) + ".",
        f"Hand ({len(view.hand)}, draws up to {view.hand_target}): {cards(view.hand)}.",
        f"Deck {view.deck_count}, discard {view.discard_count}"
        + (f" (top {_card(view.discard_top, short)})." if view.discard_top else "."),
        f"Captured: {cards(view.captured)}.",
        f"Damaged: {cards(view.damaged)}.",
    ]
    return " ".join(parts)


def describe(view: Any) -> str:
    """Alt text from the view alone: long card names when they fit, short ones otherwise."""
    text = _words(view, short=False)
    if len(text) > 900:
        text = _words(view, short=True)
    return clip_description(text)
