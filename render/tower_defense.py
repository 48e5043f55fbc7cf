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
from engine.core import plural
from engine.tower_defense.views import ArmyView, TDView

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
ARMY_NAMES = ("Left", "Top", "Right")
_ENDED = {"resign": "you resigned", "timeout": "you ran out of time", "abandon": "abandoned",
          "cap": "stopped after too many rounds"}


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
        kit.slot(img, theme, xy, FULL, "empty")
    elif code == "":
        kit.face_down(img, theme, xy, FULL)
    else:
        kit.card(img, theme, DECK, code, xy)


def _army_note(img: Image.Image, theme: Theme, a: int, army: ArmyView, xy: tuple[int, int], width: int) -> None:
    x, y = xy
    if army.value is None:
        kit.counter(img, theme, (x, y), f"{ARMY_NAMES[a]} army", width=width)
        kit.label(img, theme, (x, y + 36), "no face-up card", width=width)
        return
    colour = theme.ink_gold if army.attacks else None
    kit.counter(img, theme, (x, y), f"{ARMY_NAMES[a]} army {army.value}", width=width, fill=colour)
    kit.label(img, theme, (x, y + 36), "attacks the tower" if army.attacks else "does not attack", width=width)


def _board(img: Image.Image, theme: Theme, view: TDView) -> None:
    for (a, r), (col, row) in PLACES.items():
        army = view.armies[a]
        _enemy(img, theme, army.rear if r else army.front, col, row, "rear" if r else "front")
    side = 2 * CW + GAP
    _army_note(img, theme, 0, view.armies[0], (_x(0), _y(2) - 104), side)
    _army_note(img, theme, 1, view.armies[1], (_x(3), _y(0) + 20), side)
    _army_note(img, theme, 2, view.armies[2], (_x(3), _y(2) - 104), side)
    _tower(img, theme, view)


def _tower(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = _x(2), TOWER_Y
    kit.slot_tag(img, theme, (x, y - 30), "tower")
    below = max(0, view.tower_count - 1)
    for k in range(below, 0, -1):  # the deepest card farthest down and right
        kit.face_down(img, theme, (x + k * BACK_STEP, y + k * BACK_STEP), FULL)
    if view.tower_top is None:
        kit.slot(img, theme, (x, y), FULL, "fallen")
    else:
        kit.card(img, theme, DECK, view.tower_top, (x, y))
    text = f"Tower {view.tower_count} of {view.tower_cap}"
    if view.tower_top is not None:
        text += f", top {view.tower_value}"
    kit.counter(img, theme, (x + CW // 2, CAPTION_Y), text, anchor="ma")


def _piles(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = kit.MARGIN, TOP - 28
    kit.label(img, theme, (x, y), "Deck")
    kit.pile(img, theme, (x, y + 28), view.deck_count, empty="empty")
    y += 28 + MH + 14
    kit.label(img, theme, (x, y), "Discard pile")
    top = view.discard[-1] if view.discard else None
    kit.pile(img, theme, (x, y + 28), len(view.discard), DECK, top, empty="empty")


def _header(img: Image.Image, theme: Theme, view: TDView) -> None:
    if view.outcome is not None:
        won = kit.won(view.outcome, 0)
        ending = view.outcome.ending
        if won:
            text = f"the night is over, the tower stands with {view.tower_count} (round {view.round})"
        elif ending in _ENDED:
            text = f"{_ENDED[ending]} in round {view.round}"
        elif view.tower_count == 0:
            text = f"the tower fell in round {view.round}"
        else:
            text = f"no way to clear the field (round {view.round})"
        kit.header(img, theme, result=kit.Result(text, won))
        return
    if view.phase == "drop":
        status = f"Discard down to {view.hand_limit} cards"
    elif view.action_limit:
        status = f"Your turn: action {min(view.actions_taken + 1, view.action_limit)} of {view.action_limit}"
    else:
        status = "Your turn"
    figures = f"Round {view.round}"
    if view.endless_night:
        figures += f" \u00b7 Pass {min(view.passes + 1, view.passes_needed)}/{view.passes_needed}"
    kit.header(img, theme, "Tower Defense", status, figures)


def _right(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = RX, TOP - 28
    hitting = [a for a in view.armies if a.attacks]
    if not hitting:
        kit.counter(img, theme, (x, y), "Attack now: none", width=RW)
        note = "no army attacks the tower"
    else:
        kit.counter(img, theme, (x, y), f"Attack now: {view.attack_total} vs {view.tower_value}", width=RW,
                    fill=theme.ink_gold if view.breach else None)
        note = "the tower top would fall" if view.breach else "the tower would hold"
    kit.label(img, theme, (x, y + 36), note, width=RW)
    y += 76
    kit.label(img, theme, (x, y), "Advantages in play")
    kit.strip(img, theme, DECK, view.advantages, (x, y + 28), RW, MINI, empty="none")
    y += 28 + MH + 14
    kit.label(img, theme, (x, y), "In force" if view.in_force else "In force: nothing")
    y += 30
    for line in view.in_force[:6]:
        kit.text(img, (x, y), line, kit.LABEL, theme.ink_gold, width=RW)
        y += 28
    y = max(y, TOP + 76 + 28 + MH + 14 + 30 + 3 * 28) + 6
    kit.log_box(img, theme, (x, y, x + RW, HEIGHT - 12), view.log, title="What happened", most=3)


def _hand(img: Image.Image, theme: Theme, view: TDView) -> None:
    x, y = kit.MARGIN, HAND_Y
    kit.label(img, theme, (x, y), f"Your hand ({len(view.hand)} of {view.hand_limit})")
    size = FULL if len(view.hand) <= 5 else MINI
    kit.strip(img, theme, DECK, view.hand, (x, y + 28), BOARD_W, size, gap=8, empty="no cards")


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
        return "empty"
    return "face down" if code == "" else std_name(code)


def _list(codes: Sequence[str]) -> str:
    return ", ".join(std_name(c) for c in codes) if codes else "none"


def describe(view: TDView) -> str:
    """Alt text from the view alone: face-down cards are said to be face down, nothing more."""
    if view.outcome is not None:
        won = kit.won(view.outcome, 0)
        head = (f"Game over: {'win' if won else 'loss'} in round {view.round}, "
                f"tower {plural(view.tower_count, 'card')}.")
    else:
        todo = f"discard down to {view.hand_limit} cards" if view.phase == "drop" else "your turn"
        head = f"Tower Defense, round {view.round}: {todo}."
    top = f", top {std_name(view.tower_top)} worth {view.tower_value}" if view.tower_top else ""
    parts = [head, f"Tower {view.tower_count} of {view.tower_cap}{top}."]
    for a, army in enumerate(view.armies):
        if army.value is None:
            state = "no face-up card"
        else:
            state = f"attack {army.value}, {'attacks' if army.attacks else 'does not attack'}"
        parts.append(f"{ARMY_NAMES[a]} army: front {_name(army.front)}, rear {_name(army.rear)}; {state}.")
    if any(a.attacks for a in view.armies):
        parts.append(f"Attack now {view.attack_total} against {view.tower_value}: "
                     f"{'the tower top would fall' if view.breach else 'the tower holds'}.")
    parts.append(f"Hand {len(view.hand)} of {view.hand_limit}: {_list(view.hand)}.")
    parts.append(f"Advantages: {_list(view.advantages)}.")
    if view.in_force:
        parts.append("In force: " + "; ".join(view.in_force) + ".")
    top_discard = f", top {std_name(view.discard[-1])}" if view.discard else ""
    parts.append(f"Deck {view.deck_count}. Discard pile {len(view.discard)}{top_discard}.")
    return kit.clip_description(" ".join(parts))
