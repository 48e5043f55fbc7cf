"""Tower Defense table picture (from a `TDView`, never a state), and its words.

The board is the rulebook's cross: the tower in the middle with its top card face up (the
cards below it as backs peeking out, its height against its cap in figures under it), the top
army above it (rear farthest), the left and right armies beside it (rears outermost).
Face-down enemies are card backs, empty ranks dark slots.  On each army's front place: its
attack value as things stand, in gold when it attacks the tower.  Top left: the deck and the
open discard pile, with their counts.  Right: the Advantages in play.  Bottom: the hand
(full-size cards while five or fewer fit, small ones beyond).  No words: `facts` says which
army is which, the attack, the effects in force; `describe` says everything.  A finished game
gets a green (win) or red (loss) edge.

The picture is always `WIDTH` x `HEIGHT`.  Nothing hidden is drawn: the view carries face-down
cards as "" (a back) and the deck as a count.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image

from engine.cards import std_name
from engine.tower_defense.views import ArmyView, TDView
from i18n import t

from . import kit
from .kit import FULL, MINI
from .theme import Theme

DECK = "standard"
CW, CH = FULL
MW, MH = MINI
GAP = 24
TOP = kit.MARGIN  # the first row of cards
ROW = CH + GAP
BOARD_W = 5 * CW + 4 * GAP
RX = kit.MARGIN + BOARD_W + 36  # the right panel
WIDTH = kit.WIDTH
RW = WIDTH - kit.MARGIN - RX
TOWER_Y = TOP + 2 * ROW
CAPTION_Y = TOWER_Y + CH + 44  # the tower's height against its cap
HAND_Y = CAPTION_Y + 30
HEIGHT = HAND_Y + CH + kit.MARGIN
BACK_STEP = 4  # each card under the tower top peeks out this far
ARMY_NAMES = ("Left", "Top", "Right")  # the Fluent selectors of the army keys


def _x(col: int) -> int:
    return kit.MARGIN + col * (CW + GAP)


def _y(row: int) -> int:
    return TOP + row * ROW


# (army, rank) -> (column, row) on the board: the rear farthest from the tower.
PLACES = {(0, 0): (1, 2), (0, 1): (0, 2), (1, 0): (2, 1), (1, 1): (2, 0), (2, 0): (3, 2), (2, 1): (4, 2)}


def _enemy(img: Image.Image, theme: Theme, code: str | None, col: int, row: int) -> int | None:
    xy = (_x(col), _y(row))
    if code is None:
        return kit.slot(img, theme, xy, FULL)
    if code == "":
        return kit.face_down(img, theme, xy, FULL)
    return kit.card(img, theme, DECK, code, xy)


def _board(img: Image.Image, theme: Theme, view: TDView) -> None:
    for a, army in enumerate(view.armies):
        for r, code in enumerate((army.front, army.rear)):
            col, row = PLACES[a, r]
            ident = _enemy(img, theme, code, col, row)
            if r == 0:
                _attack(img, theme, army, (_x(col) + CW // 2, _y(row) + CH - 26), ident)
    _tower(img, theme, view)


def _attack(img: Image.Image, theme: Theme, army: ArmyView, xy: kit.Point, owner: int | None) -> None:
    """An army's attack value on its front place (below the card's index), gold when it
    attacks the tower."""
    if army.value is not None:
        kit.count_badge(img, theme, xy, army.value, owner=owner, over=True,
                        fill=theme.ink_gold if army.attacks else None)


def _tower(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = _x(2), TOWER_Y
    below = max(0, view.tower_count - 1)
    for k in range(below, 0, -1):  # the deepest card farthest down and right
        kit.face_down(img, theme, (x + k * BACK_STEP, y + k * BACK_STEP), FULL, over=k < below)
    if view.tower_top is None:
        kit.slot(img, theme, (x, y), FULL)
    else:
        kit.card(img, theme, DECK, view.tower_top, (x, y), over=below > 0)
    kit.number(img, theme, (x + CW // 2, CAPTION_Y), f"{view.tower_count}/{view.tower_cap}")


def _piles(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = kit.MARGIN, TOP
    kit.pile(img, theme, (x, y), view.deck_count)
    top = view.discard[-1] if view.discard else None
    kit.pile(img, theme, (x, y + MH + 14), len(view.discard), DECK, top)


def draw(view: TDView, theme: Theme) -> Image.Image:
    img = kit.table(WIDTH, HEIGHT, theme)
    _piles(img, theme, view)
    _board(img, theme, view)
    kit.strip(img, theme, DECK, view.advantages, (RX, TOP), RW, MINI, empty=False)
    size = FULL if len(view.hand) <= 5 else MINI
    kit.strip(img, theme, DECK, view.hand, (kit.MARGIN, HAND_Y), BOARD_W, size, gap=8, empty=False)
    if view.outcome is not None:
        kit.outcome_edge(img, theme, kit.won(view.outcome, 0))
    return img


# --- words -------------------------------------------------------------------------------


def _name(code: str | None) -> str:
    if code is None:
        return t("render-empty")
    return t("render-tower-defense-face-down") if code == "" else std_name(code)


def _list(codes: Sequence[str]) -> str:
    return ", ".join(std_name(c) for c in codes) if codes else t("render-none")


def _tower_words(view: TDView) -> str:
    if view.tower_top:
        return t("render-tower-defense-alt-tower-top", n=view.tower_count, cap=view.tower_cap,
                 top=std_name(view.tower_top), value=view.tower_value)
    return t("render-tower-defense-alt-tower", n=view.tower_count, cap=view.tower_cap)


def _army_words(a: int, army: ArmyView) -> str:
    cards = dict(army=ARMY_NAMES[a], front=_name(army.front), rear=_name(army.rear))
    if army.value is None:
        return t("render-tower-defense-alt-army-blank", **cards)
    if army.attacks:
        return t("render-tower-defense-alt-army-attacks", value=army.value, **cards)
    return t("render-tower-defense-alt-army-holds", value=army.value, **cards)


def _attack_words(view: TDView) -> str:
    key = "render-tower-defense-alt-attack-falls" if view.breach else "render-tower-defense-alt-attack-holds"
    return t(key, total=view.attack_total, value=view.tower_value)


def _piles_words(view: TDView) -> str:
    if view.discard:
        return t("render-tower-defense-alt-piles-top", deck=view.deck_count, n=len(view.discard),
                 top=std_name(view.discard[-1]))
    return t("render-tower-defense-alt-piles", deck=view.deck_count, n=len(view.discard))


def facts(view: TDView) -> list[str]:
    """What the picture shows without words, in short lines for the message's text: the
    tower, each army and the attack as things stand, the effects in force, the hand and the
    piles, then where everything lies."""
    lines = [_tower_words(view), *(_army_words(a, army) for a, army in enumerate(view.armies))]
    lines.append(_attack_words(view) if any(a.attacks for a in view.armies) else t("render-tower-defense-attack-none"))
    if view.endless_night:
        lines.append(t("render-tower-defense-figures-pass", round=view.round,
                       n=min(view.passes + 1, view.passes_needed), needed=view.passes_needed))
    if view.in_force:
        lines.append(t("render-tower-defense-alt-in-force", effects="; ".join(view.in_force)))
    return [*lines, t("render-tower-defense-your-hand", n=len(view.hand), limit=view.hand_limit), _piles_words(view),
            t("render-tower-defense-fact-board"), t("render-tower-defense-fact-edges")]


def describe(view: TDView) -> str:
    """Alt text from the view alone: face-down cards are said to be face down, nothing more."""
    if view.outcome is not None:
        won = kit.won(view.outcome, 0)
        head = t("render-tower-defense-alt-won" if won else "render-tower-defense-alt-lost", round=view.round,
                 n=view.tower_count)
    elif view.phase == "drop":
        head = t("render-tower-defense-alt-drop", round=view.round, n=view.hand_limit)
    else:
        head = t("render-tower-defense-alt-turn", round=view.round)
    parts = [head, _tower_words(view), *(_army_words(a, army) for a, army in enumerate(view.armies))]
    if any(a.attacks for a in view.armies):
        parts.append(_attack_words(view))
    parts.append(t("render-tower-defense-alt-hand", n=len(view.hand), limit=view.hand_limit, cards=_list(view.hand)))
    parts.append(t("render-tower-defense-alt-advantages", cards=_list(view.advantages)))
    if view.in_force:
        parts.append(t("render-tower-defense-alt-in-force", effects="; ".join(view.in_force)))
    parts.append(_piles_words(view))
    return kit.clip_description(" ".join(parts))
