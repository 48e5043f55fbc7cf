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

from engine.deck_defence.views import DDView
from i18n import t

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

_ENDED = {"resign": "render-deck-defence-result-resign", "timeout": "render-deck-defence-result-timeout",
          "abandon": "render-deck-defence-result-abandon"}
_ENDED_WORD = {"resign": "render-deck-defence-alt-resigned", "timeout": "render-deck-defence-alt-timeout",
               "abandon": "render-deck-defence-alt-abandoned"}
_AREAS = {"c": "render-deck-defence-area-capture", "m": "render-deck-defence-area-main",
          "p": "render-deck-defence-area-hand"}
_ATTRIBUTES = {"S": "render-card-sword", "F": "render-card-fire", "T": "render-card-forest"}


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
            kit.label(img, theme, (right + 8, y + 2), t(_AREAS[prefix]), width=_x(1) - right - 16)


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
        n = view.actions_taken
        if _won(view):
            text = t("render-deck-defence-result-win", total=total, score=view.score or 0, actions=n)
        elif view.outcome.ending in _ENDED:
            text = t(_ENDED[view.outcome.ending], defeated=defeated, total=total, actions=n)
        else:
            text = t("render-deck-defence-result-stuck", defeated=defeated, total=total, actions=n)
        kit.header(img, theme, result=kit.Result(text, _won(view)))
        return
    if view.phase == "order":
        status = t("render-deck-defence-status-order")
    elif view.phase == "refill":
        status = t("render-deck-defence-status-refill")
    else:
        status = t("render-deck-defence-status-act")
    # The score only means something at a win (a loss scores nothing, DD-8): the header shows
    # progress instead.
    kit.header(img, theme, _title(view), status,
               t("render-deck-defence-figures", defeated=defeated, total=total, actions=view.actions_taken))


def _title(view: DDView) -> str:
    return t("render-deck-defence-title-classic") if view.classic else "Deck Defence"


def _left(img: Image.Image, theme: Theme, view: DDView) -> None:
    y = _y(0) - 28
    kit.label(img, theme, (LX, y), t("render-deck"), width=LW)
    y += 28
    kit.pile(img, theme, (LX, y), view.deck_count, empty=t("render-empty"))
    y += MH + 12
    kit.label(img, theme, (LX, y), t("render-deck-defence-known-top"), width=LW)
    y += 28
    kit.strip(img, theme, DECK, view.deck_top_known, (LX, y), LW,
              empty=t("render-deck-defence-none-until-explore"))
    if view.deck_top_known:
        kit.label(img, theme, (LX, y + MH + 6), t("render-deck-defence-top-first"), width=LW)
    y += MH + 38
    kit.label(img, theme, (LX, y), t("render-discard-pile"), width=LW)
    y += 28
    kit.pile(img, theme, (LX, y), view.discard_count, DECK, view.discard_top if view.classic else None)
    y += MH + 12
    if view.classic:
        kit.label(img, theme, (LX, y), t("render-deck-defence-disclosed"), width=LW)
        kit.strip(img, theme, DECK, view.disclosed, (LX, y + 28), LW, empty=t("render-none"))


def _right(img: Image.Image, theme: Theme, view: DDView) -> None:
    y = _y(0) - 28
    defeated = sorted(view.defeated)  # grouped by attribute: easier to count what is left
    total = view.enemies_total
    kit.progress(img, theme, (RX, y), RW, t("render-deck-defence-defeated-of", n=len(defeated), total=total),
                 len(defeated), total)
    y += 36
    kit.strip(img, theme, DECK, defeated, (RX, y), RW, empty=t("render-deck-defence-none-defeated"))
    y += MH + 14
    if view.exploring:
        kit.panel(img, theme, (RX - 8, y, RX + RW + 4, y + CH + 52), t("render-deck-defence-explored-order"))
        kit.strip(img, theme, DECK, view.exploring, (RX + 4, y + 40), RW - 12, FULL, gap=12)
        y += CH + 64
    if view.outcome is not None and _won(view):
        kit.counter(img, theme, (RX, y), t("render-deck-defence-final-score", score=view.score or 0), width=RW)
        y += 40
    if view.explore_blocked and view.phase == "act":
        kit.text(img, (RX, y), t("render-deck-defence-explore-blocked"), kit.LABEL, theme.ink_gold, width=RW)
        y += 32
    kit.log_box(img, theme, (RX, y + 4, RX + RW, HEIGHT - 10), view.log,
                title=t("render-deck-defence-last-action"), most=3)


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
        return t("render-empty")
    rank = code[1]
    if rank == "4":
        return t("render-deck-defence-alt-enemy", attribute=t(_ATTRIBUTES[code[0]]))
    return t("render-deck-defence-alt-card", attribute=t(_ATTRIBUTES[code[0]]), rank=rank)


def _list(codes: Sequence[str]) -> str:
    return ", ".join(_name(c) for c in codes) if codes else t("render-none")


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
    if view.deck_top_known:
        parts.append(t("render-deck-defence-alt-deck-known", n=view.deck_count, cards=_list(view.deck_top_known)))
    else:
        parts.append(t("render-deck-defence-alt-deck", n=view.deck_count))
    if view.classic:
        if view.discard_top:
            parts.append(t("render-deck-defence-alt-discard-top", n=view.discard_count, top=_name(view.discard_top),
                           cards=_list(view.disclosed)))
        else:
            parts.append(t("render-deck-defence-alt-discard-classic", n=view.discard_count,
                           cards=_list(view.disclosed)))
    else:
        parts.append(t("render-deck-defence-alt-discard-hidden", n=view.discard_count))
    if view.explore_blocked and view.phase == "act":
        parts.append(t("render-deck-defence-alt-explore-blocked"))
    parts.append(t("render-deck-defence-alt-defeated", cards=_list(sorted(view.defeated))))
    return kit.clip_description(" ".join(parts))
