"""Defend and Capture table picture (from a `DCView`, never a state), and its words.

Layout follows the rulebook's table: the Battleground grid with the Defense row south of it
and the Side column east of it, the Main Deck (a back with its count) in the corner they
leave; on the right the Hand, then the Captured and Damaged piles as rows of chips (rank and
suits of every card readable on a phone), each under its figures and meter ("5/12", green
towards the win; "4/20", red towards the loss), and the Discard Pile's top card with its
count.  No words: `facts` says what the areas are and the figures a reader needs, `describe`
says everything.  A finished game gets a green (win), red (loss) or grey edge.  Every limit
shown (damage, capture goal) is read from the view.  The picture is always `WIDTH` x `HEIGHT`.

View fields used: battleground, defense, side, hand, captured, damaged, damage, deck_count,
discard_count, discard_top, turn, phase, actions_left, actions_per_turn, hand_target,
damage_limit, capture_goal, outcome (the log is the bot's to word).
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.cards import DECKTET, decktet_name, decktet_suit_initial
from engine.defend_and_capture.views import DCView
from i18n import t

from . import kit
from .cards import index_width
from .kit import CHIP, FULL, MINI
from .theme import Theme

DECK = "decktet"
CW, CH = FULL
GAP = 12
AREA_GAP = 24  # between the Battleground and the Defense row / Side column
BG_X, BG_Y = kit.MARGIN, kit.MARGIN
RX = 552  # the right-hand column
RW = kit.WIDTH - kit.MARGIN - RX
CHIP_ROWS = 3  # rows of chips for Captured and for Damaged (12 captured cards fit)
CHIPS_H = CHIP_ROWS * (CHIP[1] + 8) - 8
GAUGE_H = 36  # a pile's figures and meter above its chips
WIDTH, HEIGHT = kit.WIDTH, BG_Y + 3 * (CH + GAP) - GAP + AREA_GAP + CH + kit.MARGIN


def _x(col: int) -> int:
    return BG_X + col * (CW + GAP)


def _y(row: int) -> int:
    return BG_Y + row * (CH + GAP)


def _board(img: Image.Image, theme: Theme, view: DCView) -> None:
    """The Battleground, Side column and Defense row, and the Main Deck in their corner."""
    side_x = _x(len(view.defense) - 1) + CW + AREA_GAP
    def_y = _y(len(view.side) - 1) + CH + AREA_GAP
    for r, row in enumerate(view.battleground):
        for c, code in enumerate(row):
            kit.card(img, theme, DECK, code, (_x(c), _y(r)))
    for r, code in enumerate(view.side):
        kit.card(img, theme, DECK, code, (side_x, _y(r)))
    for c, code in enumerate(view.defense):
        kit.card(img, theme, DECK, code, (_x(c), def_y))
    deck = kit.face_down(img, theme, (side_x, def_y), MINI) if view.deck_count else kit.slot(img, theme,
                                                                                            (side_x, def_y), MINI)
    kit.count_badge(img, theme, (side_x + MINI[0] // 2, def_y + MINI[1] // 2), view.deck_count, owner=deck,
                    over=True)


def _hand(img: Image.Image, theme: Theme, view: DCView, y: int) -> None:
    if not view.hand:
        kit.slot(img, theme, (RX, y))
    elif len(view.hand) <= 1 + (RW - CW) // (index_width(DECK, FULL, theme) + 2):
        kit.strip(img, theme, DECK, view.hand, (RX, y), RW, FULL, gap=10)
    else:  # a long hand: chips, so that every card's rank and suits stay readable
        kit.chips(img, theme, DECK, view.hand, (RX, y, RX + RW, y + CH))


def _gathered(img: Image.Image, theme: Theme, codes: Sequence[str], value: int, limit: int, good: bool,
              y: int) -> int:
    """A pile the game counts towards its end (Captured, Damaged): figures and meter, then its
    cards as chips; returns the y below it."""
    kit.gauge(img, theme, (RX, y + GAUGE_H // 2 - 4), RW, value, limit, good)
    kit.chips(img, theme, DECK, codes, (RX, y + GAUGE_H, RX + RW, y + GAUGE_H + CHIPS_H))
    return y + GAUGE_H + CHIPS_H + 14


def _discard(img: Image.Image, theme: Theme, view: DCView, y: int) -> None:
    if view.discard_top is not None:
        kit.card(img, theme, DECK, view.discard_top, (RX, y), CHIP)
        right = RX + kit.card_width(DECK, view.discard_top, CHIP, theme)
    else:
        kit.slot(img, theme, (RX, y), (MINI[0], CHIP[1]))
        right = RX + MINI[0]
    kit.count_badge(img, theme, (right + 12, y + CHIP[1] // 2), view.discard_count, anchor="lm")


def draw(view: DCView, theme: Theme) -> Image.Image:
    img = kit.table(WIDTH, HEIGHT, theme)
    _board(img, theme, view)
    y = BG_Y
    _hand(img, theme, view, y)
    y += CH + 14
    y = _gathered(img, theme, view.captured, len(view.captured), view.capture_goal, True, y)
    y = _gathered(img, theme, view.damaged, view.damage, view.damage_limit, False, y)
    _discard(img, theme, view, y)
    if view.outcome is not None:
        kit.outcome_edge(img, theme, kit.won(view.outcome, 0))
    return img


# --- words -------------------------------------------------------------------------------


_ROWS = ("top", "middle", "bottom")  # Fluent selectors of render-defend-and-capture-alt-row
_SUITS = {"M": "render-defend-and-capture-suit-moons", "S": "render-defend-and-capture-suit-suns",
          "W": "render-defend-and-capture-suit-waves", "L": "render-defend-and-capture-suit-leaves",
          "Y": "render-defend-and-capture-suit-wyrms", "K": "render-defend-and-capture-suit-knots"}


def _card(code: str | None, short: bool) -> str:
    if code is None:
        return t("render-empty")
    card = DECKTET[code]
    name = decktet_name(code)
    if short:
        return f"{name.removeprefix('The ')} {card.rank} {''.join(decktet_suit_initial(s) for s in card.suits)}"
    return t("render-defend-and-capture-alt-card", name=name, rank=card.rank,
             suits="+".join(t(_SUITS[s]) for s in card.suits))


def _three(codes: Sequence[str | None], short: bool) -> dict[str, str]:
    return {k: _card(c, short) for k, c in zip(("a", "b", "c"), codes)}


def _figures(view: DCView) -> str:
    return t("render-defend-and-capture-alt-figures", damage=view.damage, limit=view.damage_limit,
             captured=len(view.captured), goal=view.capture_goal)


def _piles(view: DCView, short: bool) -> str:
    if view.discard_top:
        return t("render-defend-and-capture-alt-piles-top", deck=view.deck_count, discard=view.discard_count,
                 top=_card(view.discard_top, short))
    return t("render-defend-and-capture-alt-piles", deck=view.deck_count, discard=view.discard_count)


def facts(view: DCView) -> list[str]:
    """What the picture shows without words, in short lines for the message's text: the
    figures towards the end, the captured cards' ranks, the hand's size and the piles, then
    which area is which."""
    high = sum(1 for c in view.captured if DECKTET[c].rank == 10)
    lines = [_figures(view)]
    if view.captured:
        lines.append(t("render-defend-and-capture-fact-captured", low=len(view.captured) - high, high=high))
    lines += [
        t("render-defend-and-capture-fact-hand", n=len(view.hand), target=view.hand_target),
        _piles(view, short=False),
        t("render-defend-and-capture-fact-left"),
        t("render-defend-and-capture-fact-right"),
    ]
    return lines


def _words(view: DCView, short: bool) -> str:
    def cards(codes: Sequence[str | None]) -> str:
        return ", ".join(_card(c, short) for c in codes) if codes else t("render-none")

    if view.outcome is not None:
        head = t("render-defend-and-capture-alt-over", turn=view.turn, reason=view.outcome.reason)
    elif view.phase == "actions":
        head = t("render-defend-and-capture-alt-actions", turn=view.turn, left=view.actions_left,
                 per_turn=view.actions_per_turn)
    else:
        head = t("render-defend-and-capture-alt-discard", turn=view.turn)
    parts = [
        head,
        _figures(view),
        *(t("render-defend-and-capture-alt-row", row=name, cards=cards(row))
          for name, row in zip(_ROWS, view.battleground)),
        t("render-defend-and-capture-alt-defense", **_three(view.defense, short)) if len(view.defense) == 3
        else t("render-defend-and-capture-alt-defense-list", cards=cards(view.defense)),
        t("render-defend-and-capture-alt-side", **_three(view.side, short)) if len(view.side) == 3
        else t("render-defend-and-capture-alt-side-list", cards=cards(view.side)),
        t("render-defend-and-capture-alt-hand", n=len(view.hand), target=view.hand_target, cards=cards(view.hand)),
        _piles(view, short),
        t("render-defend-and-capture-alt-captured", cards=cards(view.captured)),
        t("render-defend-and-capture-alt-damaged", cards=cards(view.damaged)),
    ]
    return " ".join(parts)


def describe(view: DCView) -> str:
    """Alt text from the view alone: long card names when they fit, short ones otherwise."""
    text = _words(view, short=False)
    if len(text) > 900:
        text = _words(view, short=True)
    return kit.clip_description(text)
