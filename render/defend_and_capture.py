"""Defend and Capture table picture (from a `DCView`, never a state).

Layout follows the rulebook's table: the Battleground grid with the Defense row (d1, d2 ...)
south of it and the Side column (s1, s2 ...) east of it, the Main Deck in the corner they
leave; on the right the Hand, then the Captured and Damaged piles as rows of chips (rank and
suits of every card readable on a phone) and the Discard Pile; along the bottom the events
since the player's last move, damage and captures first when not all fit.  The header states
turn, phase and actions; when the game is over it becomes a green (win), red (loss) or grey
(abandoned) banner carrying the outcome's reason.  Every limit shown (damage, capture goal,
hand size) is read from the view.  The picture is always `WIDTH` x `HEIGHT`.

View fields used: battleground, defense, side, hand, captured, damaged, damage, deck_count,
discard_count, discard_top, turn, phase, actions_left, actions_per_turn, hand_target,
damage_limit, capture_goal, log, outcome.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from PIL import Image

from engine.cards import DECKTET, decktet_name, decktet_suit_initial
from engine.defend_and_capture.views import DCView
import i18n
from i18n import t

from . import kit
from .cards import index_width
from .kit import CHIP, FULL, MINI
from .theme import Theme

DECK = "decktet"
WIDTH, HEIGHT = kit.WIDTH, 1000
CW, CH = FULL
GAP = 12
AREA_GAP = 30  # between the Battleground and the Defense row / Side column: holds slot names
BG_X, BG_Y = kit.MARGIN, kit.HEADER + 34
RX = 552  # the right-hand column
RW = WIDTH - kit.MARGIN - RX
CHIP_ROWS = 3  # rows of chips for Captured and for Damaged (12 captured cards fit)
LOG_Y = 784


def _x(col: int) -> int:
    return BG_X + col * (CW + GAP)


def _y(row: int) -> int:
    return BG_Y + row * (CH + GAP)


def _header(img: Image.Image, theme: Theme, view: DCView) -> None:
    if view.outcome is not None:
        reason = view.outcome.reason or t("render-defend-and-capture-game-over")
        kit.header(img, theme, result=kit.Result(t("render-defend-and-capture-result", reason=reason, turn=view.turn),
                                                 kit.won(view.outcome, 0)))
        return
    if view.phase == "actions":
        status = t("render-defend-and-capture-actions-left", left=view.actions_left, per_turn=view.actions_per_turn)
    else:
        status = t("render-defend-and-capture-discard-then-end")
    figures = t("render-defend-and-capture-figures", damage=view.damage, limit=view.damage_limit,
                captured=len(view.captured), goal=view.capture_goal)
    kit.header(img, theme, t("render-turn-n", n=view.turn), status, figures)


def _board(img: Image.Image, theme: Theme, view: DCView) -> None:
    """The Battleground, Side column and Defense row, and the Main Deck in their corner."""
    side_x = _x(len(view.defense) - 1) + CW + AREA_GAP
    def_y = _y(len(view.side) - 1) + CH + AREA_GAP
    kit.label(img, theme, (BG_X, BG_Y - 28), t("render-defend-and-capture-battleground"))
    for r, row in enumerate(view.battleground):
        for c, code in enumerate(row):
            kit.card(img, theme, DECK, code, (_x(c), _y(r)))
    kit.label(img, theme, (side_x, BG_Y - 28), t("render-defend-and-capture-side"))
    for r, code in enumerate(view.side):
        kit.card(img, theme, DECK, code, (side_x, _y(r)))
        kit.slot_tag(img, theme, (side_x - AREA_GAP // 2, _y(r) + CH // 2), f"s{r + 1}", anchor="mm")
    for c, code in enumerate(view.defense):
        kit.card(img, theme, DECK, code, (_x(c), def_y))
        kit.slot_tag(img, theme, (_x(c) + CW // 2, def_y - AREA_GAP // 2), f"d{c + 1}", anchor="mm")
    kit.label(img, theme, (side_x, def_y), t("render-deck"), width=WIDTH - kit.MARGIN - side_x)
    y = def_y + 30
    deck = kit.face_down(img, theme, (side_x, y), MINI) if view.deck_count else kit.slot(img, theme, (side_x, y), MINI)
    kit.count_badge(img, theme, (side_x + MINI[0] // 2, y + MINI[1] // 2), str(view.deck_count), owner=deck)


def _hand(img: Image.Image, theme: Theme, view: DCView, y: int) -> None:
    right = kit.counter(img, theme, (RX, y), t("render-defend-and-capture-hand", n=len(view.hand)), width=RW // 2)
    kit.label(img, theme, (right + 12, y + 5), t("render-defend-and-capture-draws-up-to", n=view.hand_target),
              width=RX + RW - right - 12)
    y += 34
    if not view.hand:
        kit.label(img, theme, (RX, y + CH // 2), t("render-empty"), anchor="lm")
    elif len(view.hand) <= 1 + (RW - CW) // (index_width(DECK, FULL, theme) + 2):
        kit.strip(img, theme, DECK, view.hand, (RX, y), RW, FULL, gap=10)
    else:  # a long hand: chips, so that every card's rank and suits stay readable
        kit.chips(img, theme, DECK, view.hand, (RX, y, RX + RW, y + CH))


def _note(note: str, left_out: int) -> str:
    return t("render-oldest-not-shown", n=left_out) if left_out else note


def _name_re(code: str) -> re.Pattern[str]:
    return _name_re_in(code, i18n.current())


@lru_cache(maxsize=256)
def _name_re_in(code: str, locale: str) -> re.Pattern[str]:
    # The log is worded in the picture's language: find the card's name as it says it.
    return re.compile(rf"(?<!\w){re.escape(decktet_name(code))}(?!\w)")


def log_priority(view: DCView) -> tuple[int, ...]:
    """How much each log line matters to the picture, decided from the position, not from
    the wording: 2 for a line naming a card now in Damaged (an attack that hurt, a
    sacrifice), 1 for one naming a card now in Captured (a capture, an interchange), 0 for
    the rest (advances, draws, reshuffles, repelled attacks)."""
    def rank(line: str) -> int:
        if any(_name_re(c).search(line) for c in view.damaged):
            return 2
        return 1 if any(_name_re(c).search(line) for c in view.captured) else 0

    return tuple(rank(line) for line in view.log)


def draw(view: DCView, theme: Theme) -> Image.Image:
    img = kit.canvas(WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    _board(img, theme, view)

    y = BG_Y - 28
    _hand(img, theme, view, y)
    y += 34 + CH + 14

    captured = view.captured
    high = sum(1 for c in captured if DECKTET[c].rank == 10)
    chip_h = CHIP_ROWS * (CHIP[1] + 8) - 8
    left_out = kit.chips(img, theme, DECK, captured, (RX, y + 36, RX + RW, y + 36 + chip_h), empty=t("render-none"))
    ranks = t("render-defend-and-capture-captured-ranks", low=len(captured) - high, high=high)
    kit.progress(img, theme, (RX, y), RW,
                 t("render-defend-and-capture-captured-of", n=len(captured), goal=view.capture_goal),
                 len(captured), view.capture_goal, note=_note(ranks, left_out))
    y += 36 + chip_h + 14

    left_out = kit.chips(img, theme, DECK, view.damaged, (RX, y + 36, RX + RW, y + 36 + chip_h),
                         empty=t("render-defend-and-capture-no-damage-yet"))
    cards = t("render-cards", n=len(view.damaged))
    kit.progress(img, theme, (RX, y), RW,
                 t("render-defend-and-capture-damage-of", n=view.damage, limit=view.damage_limit), view.damage,
                 view.damage_limit, good=False, note=_note(cards, left_out))
    y += 36 + chip_h + 14

    right = kit.counter(img, theme, (RX, y + CHIP[1] // 2), t("render-discard-pile-n", n=view.discard_count),
                        anchor="lm")
    if view.discard_top is not None:
        kit.card(img, theme, DECK, view.discard_top, (right + 16, y), CHIP)

    kit.log_box(img, theme, (kit.MARGIN, LOG_Y, WIDTH - kit.MARGIN, HEIGHT - 10), view.log, log_priority(view),
                empty=t("render-defend-and-capture-nothing-yet"))
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
    if view.discard_top:
        piles = t("render-defend-and-capture-alt-piles-top", deck=view.deck_count, discard=view.discard_count,
                  top=_card(view.discard_top, short))
    else:
        piles = t("render-defend-and-capture-alt-piles", deck=view.deck_count, discard=view.discard_count)
    parts = [
        head,
        t("render-defend-and-capture-alt-figures", damage=view.damage, limit=view.damage_limit,
          captured=len(view.captured), goal=view.capture_goal),
        *(t("render-defend-and-capture-alt-row", row=name, cards=cards(row))
          for name, row in zip(_ROWS, view.battleground)),
        t("render-defend-and-capture-alt-defense", **_three(view.defense, short)) if len(view.defense) == 3
        else t("render-defend-and-capture-alt-defense-list", cards=cards(view.defense)),
        t("render-defend-and-capture-alt-side", **_three(view.side, short)) if len(view.side) == 3
        else t("render-defend-and-capture-alt-side-list", cards=cards(view.side)),
        t("render-defend-and-capture-alt-hand", n=len(view.hand), target=view.hand_target, cards=cards(view.hand)),
        piles,
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
