"""Deck Defence table picture (from a `DDView`, never a state), and its words.

Layout follows the rulebook's rows, top to bottom in the middle column: Capture area, Main
area, Hand area piles (drawn stacked downwards so every card's rank and attribute stay
visible, the top card whole), each slot under its number (1 to 3, as the buttons count).
Left column: the Deck (a back with its count), the "known top of deck" strip left by
Explore, the Discard pile (a back with its count; Classic: the top card face up, DD-12) and,
in Classic, the disclosure area.  Right column: the Defeat area under its figures and meter,
and the cards being ordered after an Explore (phase "order", drawn large in a gold panel).
No words: `facts` says which area is which and the figures a reader needs, `describe` says
everything.  A finished game gets a green (win) or red (loss) edge.  The picture is always
`WIDTH` x `HEIGHT`: room for the longest pile the rules allow (nine cards, every Friendly
card once).

Nothing hidden is drawn: the view carries no deck order beyond what Explore showed and no
discard contents in standard mode (DD-9); as a second guard, `discard_top` is ignored unless
the view says Classic.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.deck_defence.views import DDView
from i18n import t

from . import kit
from .kit import FULL, MINI
from .theme import Theme

DECK = "deck-defence"
CW, CH = FULL
MW, MH = MINI
PILE_STEP = 48  # each buried card shows its rank and attribute strip
ROW_GAP = 34  # between rows: holds the slot numbers
PILE_ROOM = 414  # a pile of nine: eight index strips and a whole card
WIDTH = kit.WIDTH

LX = kit.MARGIN  # left column
LW = 240
MX = 280  # middle column
TOP = kit.MARGIN + ROW_GAP  # the first row of cards, under its slot numbers
RX = MX + 3 * (CW + 22) - 8  # right column
RW = WIDTH - kit.MARGIN - RX
HEIGHT = TOP + 2 * (CH + ROW_GAP) + PILE_ROOM + 12

_ENDED_WORD = {"resign": "render-deck-defence-alt-resigned", "timeout": "render-deck-defence-alt-timeout",
               "abandon": "render-deck-defence-alt-abandoned"}
_ATTRIBUTES = {"S": "render-card-sword", "F": "render-card-fire", "T": "render-card-forest"}


def _x(i: int) -> int:
    return MX + i * (CW + 22)


def _y(row: int) -> int:
    """Rows: 0 Capture area, 1 Main area, 2 Hand area."""
    return TOP + row * (CH + ROW_GAP)


def _numbers(img: Image.Image, theme: Theme, row: int, count: int) -> None:
    for i in range(count):
        kit.slot_number(img, theme, (_x(i), _y(row) - ROW_GAP // 2), i + 1, anchor="lm")


def _row(img: Image.Image, theme: Theme, codes: Sequence[str | None], row: int, highlight: int | None = None) -> None:
    _numbers(img, theme, row, len(codes))
    for i, code in enumerate(codes):
        ident = kit.card(img, theme, DECK, code, (_x(i), _y(row)))
        if highlight == i + 1:
            kit.frame(img, theme, (_x(i), _y(row)), pad=5, owner=ident)


def _piles(img: Image.Image, theme: Theme, view: DDView) -> None:
    _numbers(img, theme, 2, len(view.piles))
    for i, pile in enumerate(view.piles):
        if not pile:
            kit.slot(img, theme, (_x(i), _y(2)))
        kit.stack(img, theme, DECK, pile, (_x(i), _y(2)), HEIGHT - 12 - _y(2), step=PILE_STEP)


def _won(view: DDView) -> bool | None:
    return kit.won(view.outcome, 0)


def _title(view: DDView) -> str:
    return t("render-deck-defence-title-classic") if view.classic else "Deck Defence"


def _left(img: Image.Image, theme: Theme, view: DDView) -> None:
    y = TOP
    kit.pile(img, theme, (LX, y), view.deck_count)
    y += MH + 16
    kit.strip(img, theme, DECK, view.deck_top_known, (LX, y), LW, empty=False)
    y += MH + 16
    kit.pile(img, theme, (LX, y), view.discard_count, DECK, view.discard_top if view.classic else None)
    y += MH + 16
    if view.classic:
        kit.strip(img, theme, DECK, view.disclosed, (LX, y), LW, empty=False)


def _right(img: Image.Image, theme: Theme, view: DDView) -> None:
    y = TOP
    defeated = sorted(view.defeated)  # grouped by attribute: easier to count what is left
    kit.gauge(img, theme, (RX, y + 14), RW, len(defeated), view.enemies_total)
    y += 36
    kit.strip(img, theme, DECK, defeated, (RX, y), RW, empty=False)
    y += MH + 16
    if view.exploring:
        kit.panel(img, theme, (RX - 8, y, RX + RW + 4, y + CH + 24))
        kit.strip(img, theme, DECK, view.exploring, (RX + 4, y + 12), RW - 12, FULL, gap=12)


def draw(view: DDView, theme: Theme) -> Image.Image:
    img = kit.table(WIDTH, HEIGHT, theme)
    _left(img, theme, view)
    _row(img, theme, view.capture, 0)
    _row(img, theme, view.main, 1, highlight=view.refill_slot if view.phase == "refill" else None)
    _piles(img, theme, view)
    _right(img, theme, view)
    if view.outcome is not None:
        kit.outcome_edge(img, theme, _won(view))
    return img


# --- words -------------------------------------------------------------------------------


def _name(code: str | None) -> str:
    if code is None:
        return t("render-empty")
    rank = code[1]
    if rank == "4":
        return t("render-deck-defence-alt-enemy", attribute=t(_ATTRIBUTES[code[0]]))
    return t("render-deck-defence-alt-card", attribute=t(_ATTRIBUTES[code[0]]), rank=rank)


def _list(codes: Sequence[str]) -> str:
    return ", ".join(_name(c) for c in codes) if codes else t("render-none")


def _piles_words(view: DDView) -> list[str]:
    """The deck (and its known top), the discard pile (its top and the disclosure area in
    Classic, only its size otherwise: DD-9), and whether Explore is barred now."""
    if view.deck_top_known:
        lines = [t("render-deck-defence-alt-deck-known", n=view.deck_count, cards=_list(view.deck_top_known))]
    else:
        lines = [t("render-deck-defence-alt-deck", n=view.deck_count)]
    if not view.classic:
        lines.append(t("render-deck-defence-alt-discard-hidden", n=view.discard_count))
    elif view.discard_top:
        lines.append(t("render-deck-defence-alt-discard-top", n=view.discard_count, top=_name(view.discard_top),
                       cards=_list(view.disclosed)))
    else:
        lines.append(t("render-deck-defence-alt-discard-classic", n=view.discard_count, cards=_list(view.disclosed)))
    if view.explore_blocked and view.phase == "act":
        lines.append(t("render-deck-defence-alt-explore-blocked"))
    return lines


def facts(view: DDView) -> list[str]:
    """What the picture shows without words, in short lines for the message's text: enemies
    defeated (and the score of a win), the explored cards to order, the piles, then which
    area is which."""
    lines = [t("render-deck-defence-defeated-of", n=len(view.defeated), total=view.enemies_total)]
    if view.score is not None:  # DD-8: a win only
        lines.append(t("render-deck-defence-final-score", score=view.score))
    if view.exploring:
        lines.append(t("render-deck-defence-alt-explored", cards=_list(view.exploring)))
    return [*lines, *_piles_words(view), t("render-deck-defence-fact-rows"),
            t("render-deck-defence-fact-columns", classic="yes" if view.classic else "no")]


def describe(view: DDView) -> str:
    """Alt text from the view alone.  Standard mode never names a discarded card (DD-9)."""
    defeated, total = len(view.defeated), view.enemies_total
    if view.phase == "over":
        won = _won(view)
        ending = view.outcome.ending if view.outcome else "normal"
        result = (t("render-deck-defence-alt-win") if won
                  else t(_ENDED_WORD.get(ending, "render-deck-defence-alt-loss")))
        n = view.actions_taken
        if view.score is not None:  # DD-8: a win only
            head = t("render-deck-defence-alt-over-score", result=result, defeated=defeated, total=total,
                     score=view.score, actions=n)
        else:
            head = t("render-deck-defence-alt-over", result=result, defeated=defeated, total=total, actions=n)
    else:
        phase = t({"order": "render-deck-defence-alt-phase-order", "refill": "render-deck-defence-alt-phase-refill"}
                  .get(view.phase, "render-deck-defence-alt-phase-act"))
        head = t("render-deck-defence-alt-head", title=_title(view), phase=phase, actions=view.actions_taken,
                 defeated=defeated, total=total)
    piles = "; ".join(
        t("render-deck-defence-alt-pile", n=i + 1, cards=", ".join(_name(c) for c in p)) if p
        else t("render-deck-defence-alt-pile-empty", n=i + 1)
        for i, p in enumerate(view.piles))

    def slots(codes: Sequence[str | None]) -> str:
        return ", ".join(t("render-deck-defence-alt-slot", n=i + 1, card=_name(c)) for i, c in enumerate(codes))

    parts = [
        head,
        t("render-deck-defence-alt-capture-area", slots=slots(view.capture)),
        t("render-deck-defence-alt-main-area", slots=slots(view.main)),
        t("render-deck-defence-alt-hand-piles", piles=piles),
    ]
    if view.exploring:
        parts.append(t("render-deck-defence-alt-explored", cards=_list(view.exploring)))
    parts += _piles_words(view)
    parts.append(t("render-deck-defence-alt-defeated", cards=_list(sorted(view.defeated))))
    return kit.clip_description(" ".join(parts))
