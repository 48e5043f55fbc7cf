"""Tower Defense table picture (from a `TDView`, never a state).

The board is the rulebook's cross: the tower in the middle with its top card face up (the
cards below it as backs peeking out, its height and value under it), the top army above it
(rear farthest), the left and right armies beside it (rears outermost).  Face-down enemies
are card backs, empty ranks dark slots.  Beside each army: its attack value as things stand
and whether it attacks the tower.  Top left: the deck and the open discard pile.  Right
panel: the attack as things stand (total against the tower top, and whether the top falls),
the Advantages in play, the special effects in force in words, and the log.  Bottom: the
hand (full-size cards while five or fewer fit, small ones beyond).  The header carries the
round and what to do; at the end it becomes a WIN / LOSS banner.

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
TOP = kit.HEADER + 40  # the first row of cards
ROW = CH + 40  # a row of cards and the tag line above the next
BOARD_W = 5 * CW + 4 * GAP
RX = kit.MARGIN + BOARD_W + 36  # the right panel
WIDTH = kit.WIDTH
RW = WIDTH - kit.MARGIN - RX
TOWER_Y = TOP + 2 * ROW
CAPTION_Y = TOWER_Y + CH + 26  # the tower's height and value
HAND_Y = CAPTION_Y + 40
HEIGHT = HAND_Y + 28 + CH + 14
BACK_STEP = 4  # each card under the tower top peeks out this far
ARMY_NAMES = ("Left", "Top", "Right")  # also the Fluent selectors of the army keys
_ENDED = {"resign": "render-tower-defense-ended-resign", "timeout": "render-tower-defense-ended-timeout",
          "abandon": "render-tower-defense-ended-abandon", "cap": "render-tower-defense-ended-cap"}


def _x(col: int) -> int:
    return kit.MARGIN + col * (CW + GAP)


def _y(row: int) -> int:
    return TOP + row * ROW


# (army, rank) -> (column, row) on the board: the rear farthest from the tower.
PLACES = {(0, 0): (1, 2), (0, 1): (0, 2), (1, 0): (2, 1), (1, 1): (2, 0), (2, 0): (3, 2), (2, 1): (4, 2)}


def _enemy(img: Image.Image, theme: Theme, code: str | None, col: int, row: int, tag: str) -> None:
    xy = (_x(col), _y(row))
    kit.slot_tag(img, theme, (xy[0], xy[1] - 30), tag)
    if code is None:
        kit.slot(img, theme, xy, FULL, t("render-empty"))
    elif code == "":
        kit.face_down(img, theme, xy, FULL)
    else:
        kit.card(img, theme, DECK, code, xy)


def _army_note(img: Image.Image, theme: Theme, a: int, army: ArmyView, xy: tuple[int, int], width: int) -> None:
    x, y = xy
    if army.value is None:
        kit.counter(img, theme, (x, y), t("render-tower-defense-army", army=ARMY_NAMES[a]), width=width)
        kit.label(img, theme, (x, y + 36), t("render-tower-defense-no-face-up"), width=width)
        return
    colour = theme.ink_gold if army.attacks else None
    kit.counter(img, theme, (x, y), t("render-tower-defense-army-value", army=ARMY_NAMES[a], value=army.value),
                width=width, fill=colour)
    says = t("render-tower-defense-attacks") if army.attacks else t("render-tower-defense-no-attack")
    kit.label(img, theme, (x, y + 36), says, width=width)


def _board(img: Image.Image, theme: Theme, view: TDView) -> None:
    for (a, r), (col, row) in PLACES.items():
        army = view.armies[a]
        rank = t("render-tower-defense-rear") if r else t("render-tower-defense-front")
        _enemy(img, theme, army.rear if r else army.front, col, row, rank)
    side = 2 * CW + GAP
    _army_note(img, theme, 0, view.armies[0], (_x(0), _y(2) - 104), side)
    _army_note(img, theme, 1, view.armies[1], (_x(3), _y(0) + 20), side)
    _army_note(img, theme, 2, view.armies[2], (_x(3), _y(2) - 104), side)
    _tower(img, theme, view)


def _tower(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = _x(2), TOWER_Y
    kit.slot_tag(img, theme, (x, y - 30), t("render-tower-defense-tower-tag"))
    below = max(0, view.tower_count - 1)
    for k in range(below, 0, -1):  # the deepest card farthest down and right
        kit.face_down(img, theme, (x + k * BACK_STEP, y + k * BACK_STEP), FULL)
    if view.tower_top is None:
        kit.slot(img, theme, (x, y), FULL, t("render-tower-defense-fallen"))
    else:
        kit.card(img, theme, DECK, view.tower_top, (x, y))
    if view.tower_top is not None:
        text = t("render-tower-defense-tower-top", n=view.tower_count, cap=view.tower_cap, value=view.tower_value)
    else:
        text = t("render-tower-defense-tower", n=view.tower_count, cap=view.tower_cap)
    kit.counter(img, theme, (x + CW // 2, CAPTION_Y), text, anchor="ma", width=3 * CW + 2 * GAP)


def _piles(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = kit.MARGIN, TOP - 28
    kit.label(img, theme, (x, y), t("render-deck"), width=CW + GAP // 2)
    kit.pile(img, theme, (x, y + 28), view.deck_count, empty=t("render-empty"))
    y += 28 + MH + 14
    kit.label(img, theme, (x, y), t("render-discard-pile"), width=CW + GAP // 2)
    top = view.discard[-1] if view.discard else None
    kit.pile(img, theme, (x, y + 28), len(view.discard), DECK, top, empty=t("render-empty"))


def _header(img: Image.Image, theme: Theme, view: TDView) -> None:
    if view.outcome is not None:
        won = kit.won(view.outcome, 0)
        ending = view.outcome.ending
        if won:
            text = t("render-tower-defense-won", n=view.tower_count, round=view.round)
        elif ending in _ENDED:
            text = t(_ENDED[ending], round=view.round)
        elif view.tower_count == 0:
            text = t("render-tower-defense-fell", round=view.round)
        else:
            text = t("render-tower-defense-stuck", round=view.round)
        kit.header(img, theme, result=kit.Result(text, won))
        return
    if view.phase == "drop":
        status = t("render-tower-defense-discard-down", n=view.hand_limit)
    elif view.action_limit:
        status = t("render-tower-defense-your-turn-action", n=min(view.actions_taken + 1, view.action_limit),
                   limit=view.action_limit)
    else:
        status = t("render-tower-defense-your-turn")
    if view.endless_night:
        figures = t("render-tower-defense-figures-pass", round=view.round, n=min(view.passes + 1, view.passes_needed),
                    needed=view.passes_needed)
    else:
        figures = t("render-round-n", n=view.round)
    kit.header(img, theme, "Tower Defense", status, figures)


def _right(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = RX, TOP - 28
    hitting = [a for a in view.armies if a.attacks]
    if not hitting:
        kit.counter(img, theme, (x, y), t("render-tower-defense-attack-none"), width=RW)
        note = t("render-tower-defense-no-army-attacks")
    else:
        kit.counter(img, theme, (x, y),
                    t("render-tower-defense-attack-now", total=view.attack_total, value=view.tower_value),
                    width=RW, fill=theme.ink_gold if view.breach else None)
        note = t("render-tower-defense-would-fall") if view.breach else t("render-tower-defense-would-hold")
    kit.label(img, theme, (x, y + 36), note, width=RW)
    y += 76
    kit.label(img, theme, (x, y), t("render-tower-defense-advantages"), width=RW)
    kit.strip(img, theme, DECK, view.advantages, (x, y + 28), RW, MINI, empty=t("render-none"))
    y += 28 + MH + 14
    heading = t("render-tower-defense-in-force") if view.in_force else t("render-tower-defense-in-force-nothing")
    kit.label(img, theme, (x, y), heading, width=RW)
    y += 30
    for line in view.in_force[:6]:
        kit.text(img, (x, y), line, kit.LABEL, theme.ink_gold, width=RW)
        y += 28
    y = max(y, TOP + 76 + 28 + MH + 14 + 30 + 3 * 28) + 6
    kit.log_box(img, theme, (x, y, x + RW, HEIGHT - 12), view.log, title=t("render-what-happened"), most=3)


def _hand(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = kit.MARGIN, HAND_Y
    kit.label(img, theme, (x, y), t("render-tower-defense-your-hand", n=len(view.hand), limit=view.hand_limit),
              width=BOARD_W)
    size = FULL if len(view.hand) <= 5 else MINI
    kit.strip(img, theme, DECK, view.hand, (x, y + 28), BOARD_W, size, gap=8, empty=t("render-tower-defense-no-cards"))


def draw(view: TDView, theme: Theme) -> Image.Image:
    img = kit.canvas(WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    _piles(img, theme, view)
    _board(img, theme, view)
    _hand(img, theme, view)
    _right(img, theme, view)
    return img


# --- words -------------------------------------------------------------------------------


def _name(code: str | None) -> str:
    if code is None:
        return t("render-empty")
    return t("render-tower-defense-face-down") if code == "" else std_name(code)


def _list(codes: Sequence[str]) -> str:
    return ", ".join(std_name(c) for c in codes) if codes else t("render-none")


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
    if view.tower_top:
        tower = t("render-tower-defense-alt-tower-top", n=view.tower_count, cap=view.tower_cap,
                  top=std_name(view.tower_top), value=view.tower_value)
    else:
        tower = t("render-tower-defense-alt-tower", n=view.tower_count, cap=view.tower_cap)
    parts = [head, tower]
    for a, army in enumerate(view.armies):
        cards = dict(army=ARMY_NAMES[a], front=_name(army.front), rear=_name(army.rear))
        if army.value is None:
            parts.append(t("render-tower-defense-alt-army-blank", **cards))
        elif army.attacks:
            parts.append(t("render-tower-defense-alt-army-attacks", value=army.value, **cards))
        else:
            parts.append(t("render-tower-defense-alt-army-holds", value=army.value, **cards))
    if any(a.attacks for a in view.armies):
        key = "render-tower-defense-alt-attack-falls" if view.breach else "render-tower-defense-alt-attack-holds"
        parts.append(t(key, total=view.attack_total, value=view.tower_value))
    parts.append(t("render-tower-defense-alt-hand", n=len(view.hand), limit=view.hand_limit, cards=_list(view.hand)))
    parts.append(t("render-tower-defense-alt-advantages", cards=_list(view.advantages)))
    if view.in_force:
        parts.append(t("render-tower-defense-alt-in-force", effects="; ".join(view.in_force)))
    if view.discard:
        parts.append(t("render-tower-defense-alt-piles-top", deck=view.deck_count, n=len(view.discard),
                       top=std_name(view.discard[-1])))
    else:
        parts.append(t("render-tower-defense-alt-piles", deck=view.deck_count, n=len(view.discard)))
    return kit.clip_description(" ".join(parts))
