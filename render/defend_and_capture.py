"""Defend and Capture table picture (from a `DCView`, never a state).

Layout follows the rulebook's table: the Battleground grid with the Defense row (d1, d2 ...)
south of it and the Side column (s1, s2 ...) east of it; on the right the Hand, the Captured
and Damaged piles as overlapped strips (rank and suits stay visible on each), the Main Deck
and the Discard Pile, then the last few log lines.  The header states turn, phase and
actions; when the game is over it becomes a green (win), red (loss) or grey (abandoned)
banner carrying the outcome's reason.  Every limit shown (damage, capture goal, hand size)
is read from the view.

View fields used: battleground, defense, side, hand, captured, damaged, damage, deck_count,
discard_count, discard_top, turn, phase, actions_left, actions_per_turn, hand_target,
damage_limit, capture_goal, log, outcome.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.cards import DECKTET, DECKTET_SUITS
from engine.defend_and_capture.views import DCView

from . import kit
from .kit import FULL, MINI
from .theme import Theme

DECK = "decktet"
HEIGHT = 770
CW, CH = FULL
MW, MH = MINI
GAP = 14
AREA_GAP = 30  # between the Battleground and the Defense row / Side column: holds slot names
BG_X, BG_Y = 30, 84


def _x(col: int) -> int:
    return BG_X + col * (CW + GAP)


def _y(row: int) -> int:
    return BG_Y + row * (CH + GAP)


def _header(img: Image.Image, theme: Theme, view: DCView) -> None:
    if view.outcome is not None:
        reason = view.outcome.reason or "game over"
        kit.header(img, theme, result=kit.Result(f"{reason} (turn {view.turn})", kit.won(view.outcome, 0)))
        return
    if view.phase == "actions":
        status = f"Actions: {view.actions_left} of {view.actions_per_turn} left"
    else:
        status = "Discard phase: discard, then end the turn"
    figures = f"Damage {view.damage}/{view.damage_limit}   Captured {len(view.captured)}/{view.capture_goal}"
    kit.header(img, theme, f"Turn {view.turn}", status, figures)


def _board(img: Image.Image, theme: Theme, view: DCView) -> int:
    """The Battleground, Side column and Defense row; returns the x right of them."""
    side_x = _x(len(view.defense) - 1) + CW + AREA_GAP
    def_y = _y(len(view.side) - 1) + CH + AREA_GAP
    kit.label(img, theme, (BG_X, BG_Y - 24), "Battleground")
    for r, row in enumerate(view.battleground):
        for c, code in enumerate(row):
            kit.card(img, theme, DECK, code, (_x(c), _y(r)))
    kit.label(img, theme, (side_x, BG_Y - 24), "Side")
    for r, code in enumerate(view.side):
        kit.card(img, theme, DECK, code, (side_x, _y(r)))
        kit.slot_tag(img, theme, (side_x - AREA_GAP // 2, _y(r) + CH // 2), f"s{r + 1}", anchor="mm")
    for c, code in enumerate(view.defense):
        kit.card(img, theme, DECK, code, (_x(c), def_y))
        kit.slot_tag(img, theme, (_x(c) + CW // 2, def_y - AREA_GAP // 2), f"d{c + 1}", anchor="mm")
    # The empty corner below the Side column names the row beside it.
    kit.label(img, theme, (side_x + 4, def_y + CH // 2 - 12), "Defense row", 20, anchor="lm")
    kit.label(img, theme, (side_x + 4, def_y + CH // 2 + 14), " ".join(f"d{c + 1}" for c in range(len(view.defense))),
              anchor="lm")
    return side_x + CW


def draw(view: DCView, theme: Theme) -> Image.Image:
    img = kit.canvas(kit.WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    rx = _board(img, theme, view) + 36  # the right-hand column
    rw = kit.WIDTH - kit.MARGIN - rx

    y = BG_Y - 24
    kit.label(img, theme, (rx, y), f"Hand {len(view.hand)} (draws up to {view.hand_target})", width=rw)
    kit.strip(img, theme, DECK, view.hand, (rx, y + 24), rw, FULL, gap=10)
    y += 24 + CH + 16

    captured = view.captured
    high = sum(1 for c in captured if DECKTET[c].is_personality)
    kit.progress(img, theme, (rx, y), rw, f"Captured {len(captured)}/{view.capture_goal}  "
                 f"({len(captured) - high} rank 1-9, {high} Pawn/Court/Crown)", len(captured), view.capture_goal)
    kit.strip(img, theme, DECK, captured, (rx, y + 24), rw)
    y += 24 + MH + 14

    cards = f"{len(view.damaged)} card{'s' * (len(view.damaged) != 1)}"
    kit.progress(img, theme, (rx, y), rw, f"Damaged: {view.damage}/{view.damage_limit}  ({cards})", view.damage,
                 view.damage_limit, good=False)
    kit.strip(img, theme, DECK, view.damaged, (rx, y + 24), rw, empty="no damage yet")
    y += 24 + MH + 14

    kit.label(img, theme, (rx, y), "Main Deck")
    kit.label(img, theme, (rx + 200, y), "Discard Pile")
    y += 24
    kit.pile(img, theme, (rx, y), view.deck_count)
    kit.pile(img, theme, (rx + 200, y), view.discard_count, DECK, view.discard_top)
    y += MH + 12

    kit.log_box(img, theme, (rx, y), rw, HEIGHT, view.log)
    return img


# --- words -------------------------------------------------------------------------------


_ROWS = ("top", "middle", "bottom")


def _card(code: str | None, short: bool) -> str:
    if code is None:
        return "empty"
    card = DECKTET[code]
    if short:
        return f"{card.name.removeprefix('The ')} {card.rank} {''.join(card.suits)}"
    return f"{card.name} ({card.rank}, {'+'.join(DECKTET_SUITS[s] for s in card.suits)})"


def _words(view: DCView, short: bool) -> str:
    def cards(codes: Sequence[str | None]) -> str:
        return ", ".join(_card(c, short) for c in codes) if codes else "none"

    if view.outcome is not None:
        head = f"Game over after turn {view.turn}: {view.outcome.reason}"
    elif view.phase == "actions":
        head = f"Turn {view.turn}, actions {view.actions_left} of {view.actions_per_turn} left."
    else:
        head = f"Turn {view.turn}, discard phase."
    parts = [
        head,
        f"Damage {view.damage} of {view.damage_limit}. Captured {len(view.captured)} of {view.capture_goal}.",
        *(f"Battleground {name} row: {cards(row)}." for name, row in zip(_ROWS, view.battleground)),
        "Defense " + ", ".join(f"d{i + 1} {_card(c, short)}" for i, c in enumerate(view.defense)) + ".",
        "Side " + ", ".join(f"s{i + 1} {_card(c, short)}" for i, c in enumerate(view.side)) + ".",
        f"Hand ({len(view.hand)}, draws up to {view.hand_target}): {cards(view.hand)}.",
        f"Deck {view.deck_count}, discard {view.discard_count}"
        + (f" (top {_card(view.discard_top, short)})." if view.discard_top else "."),
        f"Captured: {cards(view.captured)}.",
        f"Damaged: {cards(view.damaged)}.",
    ]
    return " ".join(parts)


def describe(view: DCView) -> str:
    """Alt text from the view alone: long card names when they fit, short ones otherwise."""
    text = _words(view, short=False)
    if len(text) > 900:
        text = _words(view, short=True)
    return kit.clip_description(text)
