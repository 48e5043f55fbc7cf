"""Under Siege table picture (from a `SiegeView`, never a state).

From the top: the header (title, what is pending and who decides, turn N of M, deck and
dead pile counts; at the end the WIN / LOSS banner), the other side, the battle line, the
viewer's side (side 0 for the public), and the log.

A side: at the left its name ("You" for the viewer, the automaton in the solitaire game),
role, attrition, what it lost in this battle and what it must decide; then its hand (the
viewer's own face up, anyone else's as a card back with a count), its reserve pile (own
face up as chips, others' as a back with a count) and its back row: each Jack, Queen and King
face up, the damage its shots did on a pill at its top right, and a loaded Queen's shoot card
peeking out at its left (a back, or face up in its owner's view).  Cards only the viewer can
see (own front cards not yet turned up, face cards placed this turn) wear a gold frame.

The battle line: one column per position (`MAX_LINE` at most, the most a line can hold: 5
defender cards and 5 attacker cards going through), the other side's card above and the
viewer's below, backs while face down; a reserve card added lies on the lower part of the
card it helps.  Between them: each side's total (the winner's in gold, the loser's with the
points lost), the position's number (with "draw"), "through" for a card going through and
the shot that met it or the face card an Ace took out in the empty place opposite.  The
position being resolved is framed in gold.  While the next turn is deployed and nothing is
committed yet, the last battle is shown instead.  A position where neither side shows a card
(a placement the viewer may not see yet) is left out.

The log keeps this turn's lines first (a face card lost and the end of the game before the
rest), then the newest; suits are drawn as letters ("Q♠" as "Qs": see render/text.py).

The picture is always `WIDTH` x `HEIGHT`.  Nothing hidden is drawn: the view carries a card
only where the viewer may see it.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image, ImageDraw

from engine.cards import std_short
from engine.under_siege.views import FaceView, SideView, SiegeView, SlotView
from i18n import said, t

from . import kit
from .cards import CHIP, index_width, sprite
from .kit import MINI
from .text import shown_name
from .theme import Theme

DECK = "standard"
MW, MH = MINI
WIDTH = kit.WIDTH
M = kit.MARGIN
GAP = 24  # between the blocks of a side
INFO_W = 186  # a side's name, role and attrition
BX = M + INFO_W + 16  # the blocks of a side (hand, reserve, back row)
RIGHT = WIDTH - M
LABEL_H = 28  # a block's title line above its cards
SIDE_H = LABEL_H + MH
PEEK = 59  # a shoot card's visible strip beside its Queen (any card's index)
OVERLAY = 82  # a reserve chip lies on a front card from this far down (below its index)

MAX_LINE = 10  # positions: 5 defender cards, then 5 attacker cards going through
COL = (RIGHT - M) // MAX_LINE  # one position's column
TOP_Y = kit.HEADER + 8  # the other side
BATTLE_Y = TOP_Y + SIDE_H + 14  # the battle line's caption
CARD1_Y = BATTLE_Y + 36  # the other side's front cards
ROW1_Y = CARD1_Y + OVERLAY + CHIP[1] + 6  # the other side's totals
ROW2_Y = ROW1_Y + 32  # position numbers
ROW3_Y = ROW2_Y + 32  # the viewer's side's totals
CARD2_Y = ROW3_Y + 32
BOTTOM_Y = CARD2_Y + OVERLAY + CHIP[1] + 10  # the viewer's side
LOG_Y = BOTTOM_Y + SIDE_H + 12
HEIGHT = LOG_Y + 5 * (kit.EVENT + 8) + 30 - 8 + 10

_ASK = {"reserve": "render-under-siege-ask-reserve", "intercept": "render-under-siege-ask-intercept",
        "remove": "render-under-siege-ask-remove", "fire": "render-under-siege-ask-fire"}
_YOU = {"reserve": "render-under-siege-you-reserve", "intercept": "render-under-siege-you-intercept",
        "remove": "render-under-siege-you-remove", "fire": "render-under-siege-you-fire"}
_NOTE = {"deploy": "render-under-siege-note-deploy", "reserve": "render-under-siege-note-reserve",
         "intercept": "render-under-siege-note-intercept", "remove": "render-under-siege-note-remove",
         "fire": "render-under-siege-note-fire"}


# --- who is where ----------------------------------------------------------------------------


def _sides(view: SiegeView) -> tuple[int, int]:
    """(top side, bottom side): the viewer at the bottom (side 0 for the public)."""
    bottom = view.viewer if view.viewer is not None else 0
    return 1 - bottom, bottom


def _who(view: SiegeView, side: int, said: bool = False) -> str:
    """"You", or the side's name as the picture can draw it (`said`: as the alt text reads it)."""
    if side == view.viewer:
        return t("render-you")
    name = view.sides[side].name if said else shown_name(view.sides[side].name, t("render-player-n", n=side + 1))
    return name[:1].upper() + name[1:]


def _short(name: str, most: int = 12) -> str:
    return name if len(name) <= most else name[:most - 1].rstrip() + "\u2026"


def _mine(view: SiegeView, side: SideView) -> bool:
    return view.viewer == side.side and not side.automaton


def _jacks(view: SiegeView, side: SideView) -> int:
    n = sum(1 for f in side.back if f.card[0] == "J")
    return n if view.jacks_stack else min(n, 1)


def _line(view: SiegeView) -> tuple[tuple[SlotView, ...], str]:
    """The slots to draw and the caption: the live line, or the last battle while nothing of
    the next one is committed."""
    # A position where neither side shows a card is a placement the viewer may not see yet.
    line = tuple(s for s in view.line if s.present[0] or s.present[1])
    live = bool(line)
    if view.phase == "battle":
        if view.current:
            return line, t("render-under-siege-battle-at", turn=view.turn, position=view.current)
        return line, t("render-under-siege-battle", turn=view.turn)
    if view.phase == "shots":
        return line, t("render-under-siege-shots", turn=view.turn)
    if view.phase == "over":
        if live:
            return line, t("render-under-siege-the-last-battle")
        return view.last_battle, (t("render-under-siege-the-last-battle") if view.last_battle
                                  else t("render-under-siege-no-battle"))
    if live:
        return line, t("render-under-siege-front-lines", turn=view.turn)
    if view.last_battle:
        return view.last_battle, t("render-under-siege-last-battle", turn=view.turn - 1)
    return (), t("render-under-siege-no-front-cards", turn=view.turn)


# --- the header --------------------------------------------------------------------------------


def _status(view: SiegeView) -> str:
    if not view.deciding:
        return ""
    seat = view.deciding[0]
    you = seat == view.viewer
    who = _short(_who(view, seat))
    if view.pending == "deploy":
        return t("render-under-siege-you-deploy") if you else t("render-under-siege-deploying", name=who)
    if you:
        return t(_YOU[view.pending]) if view.pending in _YOU else ""
    return t(_ASK.get(view.pending, "render-under-siege-ask-other"), name=who)


def _result(view: SiegeView) -> kit.Result:
    assert view.outcome is not None
    return kit.Result(said(view.outcome.reason).rstrip("."), kit.won(view.outcome, view.viewer))


def _header(img: Image.Image, theme: Theme, view: SiegeView) -> None:
    if view.outcome is not None:
        kit.header(img, theme, result=_result(view))
        return
    figures = t("render-under-siege-figures", turn=view.turn, total=view.turns_total, deck=view.deck_count,
                dead=view.dead_count)
    kit.header(img, theme, "Under Siege", _status(view), figures)


# --- a side -------------------------------------------------------------------------------------


def _role(side: SideView) -> str:
    """The side's role in the reader's words (the view carries the engine's token)."""
    return t("render-under-siege-role", role=side.role)


def _info(img: Image.Image, theme: Theme, view: SiegeView, side: SideView, y: int) -> None:
    kit.text(img, (M, y), _who(view, side.side), kit.TAG, theme.ink_light, width=INFO_W, bold=True)
    kit.label(img, theme, (M, y + 30), _role(side), width=INFO_W)
    if side.attrition is None:
        kit.label(img, theme, (M, y + 62), t("render-under-siege-no-attrition"), width=INFO_W)
    else:
        kit.counter(img, theme, (M, y + 58), t("render-under-siege-attrition", n=side.attrition), width=INFO_W)
    notes: list[tuple[str, bool]] = []
    if view.outcome is None and view.pending and side.side in view.deciding:
        notes.append((t(_NOTE.get(view.pending, "render-under-siege-note-other")), True))
    elif view.phase == "deploy" and view.outcome is None:
        notes.append((t("render-under-siege-deployed") if side.deployed else t("render-under-siege-deploys-next"),
                      False))
    if view.phase in ("battle", "shots") or (view.phase == "over" and side.lost):
        if side.attrition is not None:
            notes.append((t("render-under-siege-lost-in-battle", n=side.lost), False))
    for i, (line, gold) in enumerate(notes[:2]):
        kit.text(img, (M, y + 92 + 24 * i), line, kit.LABEL, theme.ink_gold if gold else theme.ink_dim, width=INFO_W)


def _chip_rows(codes: Sequence[str], theme: Theme, width: int, gap: int = 8) -> int:
    """How many rows of `width` px the chips of `codes` take."""
    rows, x = 1, 0
    for code in codes:
        w = sprite(DECK, code, CHIP, theme).width
        if x and x + w > width:
            rows, x = rows + 1, 0
        x += w + gap
    return rows


def _chips_width(codes: Sequence[str], theme: Theme, rows: int = 2) -> int:
    """The narrowest width that lays the chips of `codes` out in `rows` rows."""
    widest = max(sprite(DECK, c, CHIP, theme).width for c in codes)
    total = sum(sprite(DECK, c, CHIP, theme).width + 8 for c in codes)
    width = widest
    while width < total and _chip_rows(codes, theme, width) > rows:
        width += 8
    return width


def _face_width(face: FaceView) -> int:
    return MW + (PEEK if face.loaded else 0)


def _pile_width(count: int) -> int:
    return MW + 12 + kit.text_width(str(count), kit.COUNTER) + 18


def _blocks(img: Image.Image, theme: Theme, view: SiegeView, side: SideView, y: int) -> None:
    mine = _mine(view, side)
    avail = RIGHT - BX
    # Widths: the hand spaced (or overlapped to its index), the reserve's chips in two rows.
    if side.automaton:
        hand_w = 0
    elif mine:
        n = len(side.hand)
        hand_w = MW + (n - 1) * (MW + 6) if n else 110
        tight = MW + (n - 1) * index_width(DECK, MINI, theme) if n else 110
    else:
        hand_w = tight = max(_pile_width(side.hand_count), 70)
    if mine and side.reserve:
        res_w = max(110, min(_chips_width(side.reserve, theme), 2 * 104 + 8))
    elif mine:
        res_w = 110
    else:
        res_w = max(_pile_width(side.reserve_count), 100)
    back_need = sum(_face_width(f) + 10 for f in side.back) - 10 if side.back else 150
    if not side.automaton and hand_w + res_w + back_need + 2 * GAP > avail:
        hand_w = tight
    x = BX
    if not side.automaton:
        _hand(img, theme, view, side, mine, (x, y), hand_w)
        x += hand_w + GAP
    _reserve(img, theme, side, mine, (x, y), res_w)
    x += res_w + GAP
    _back(img, theme, view, side, (x, y), RIGHT - x)


def _hand(img: Image.Image, theme: Theme, view: SiegeView, side: SideView, mine: bool, xy: kit.Point,
          width: int) -> None:
    x, y = xy
    count = len(side.hand) if mine else side.hand_count
    kit.label(img, theme, (x, y), t("render-under-siege-hand", n=count), width=width)
    if mine:
        empty = t("render-under-siege-all-placed") if view.phase == "deploy" else t("render-under-siege-no-cards")
        kit.strip(img, theme, DECK, side.hand, (x, y + LABEL_H), width, MINI, gap=6, empty=empty)
    else:
        kit.pile(img, theme, (x, y + LABEL_H), count, empty=t("render-none"))


def _reserve(img: Image.Image, theme: Theme, side: SideView, mine: bool, xy: kit.Point, width: int) -> None:
    x, y = xy
    kit.label(img, theme, (x, y), t("render-under-siege-reserve", n=side.reserve_count), width=width)
    if mine:
        kit.chips(img, theme, DECK, side.reserve, (x, y + LABEL_H, x + width, y + LABEL_H + MH),
                  empty=t("render-empty"))
    else:
        kit.pile(img, theme, (x, y + LABEL_H), side.reserve_count, empty=t("render-none"))


def _back(img: Image.Image, theme: Theme, view: SiegeView, side: SideView, xy: kit.Point, width: int) -> None:
    x, y = xy
    faces = list(side.back)
    shown: list[FaceView] = []
    used = 0
    for f in faces:
        w = _face_width(f)
        if used + w > width:
            break
        shown.append(f)
        used += w + 10
    title = t("render-under-siege-back-row", more=len(faces) - len(shown), jacks=_jacks(view, side),
              pills="yes" if any(f.damage for f in faces) else "no")
    kit.label(img, theme, (x, y), title, width=width)
    cy = y + LABEL_H
    if not faces:
        kit.label(img, theme, (x, cy + MH // 2), t("render-under-siege-no-face-cards"), width=width, anchor="lm")
        return
    for f in shown:
        if f.loaded:  # the shoot card peeks out at the Queen's left
            if f.shoot is not None:
                kit.card(img, theme, DECK, f.shoot, (x, cy), MINI)
            else:
                kit.face_down(img, theme, (x, cy), MINI)
            x += PEEK
        ident = kit.card(img, theme, DECK, f.card, (x, cy), MINI)
        if f.new:
            kit.frame(img, theme, (x, cy), MINI, pad=0, owner=ident)
        if f.damage:
            kit.count_badge(img, theme, (x + MW - 18, cy + 24), str(f.damage), owner=ident)
        x += MW + 10


def _side(img: Image.Image, theme: Theme, view: SiegeView, k: int, y: int) -> None:
    side = view.sides[k]
    _info(img, theme, view, side, y)
    _blocks(img, theme, view, side, y)


# --- the battle line ------------------------------------------------------------------------------


def _chip_at(img: Image.Image, theme: Theme, code: str, cx: int, y: int) -> None:
    w = sprite(DECK, code, CHIP, theme).width
    kit.card(img, theme, DECK, code, (cx - w // 2, y), CHIP)


def _resolved(slot: SlotView) -> bool:
    return bool(slot.result)


def _total_text(slot: SlotView, k: int) -> tuple[str, bool]:
    """What side k's total row says, and whether it is the winner's (gold)."""
    card = slot.cards[k]
    done = _resolved(slot)
    won = done and slot.winner == k
    if slot.present[k] and slot.revealed:
        if not slot.opposed:  # going through
            if done:
                return t("render-under-siege-through"), True
            return (t("render-under-siege-ace") if card and card[0] == "A" else str(slot.totals[k] or "")), False
        main = (t("render-under-siege-ace") if card and card[0] == "A"
                else "" if slot.totals[k] is None else str(slot.totals[k]))
        if done and slot.winner is not None and not won and slot.loss:
            main = f"{main} -{slot.loss}"
        return main, won
    if not slot.present[k] and done and slot.winner is not None and slot.winner != k:
        if slot.removed:
            return "", False
        return f"-{slot.loss}" if slot.loss else t("render-under-siege-stopped"), False
    return "", False


def _column(img: Image.Image, theme: Theme, view: SiegeView, slot: SlotView, x: int, step: int,
            order: tuple[int, int]) -> None:
    cx = x + step // 2
    card_x = cx - MW // 2
    if view.current == slot.number and view.phase == "battle":
        ImageDraw.Draw(img).rounded_rectangle((x + 1, CARD1_Y - 6, x + step - 2, CARD2_Y + OVERLAY + CHIP[1] + 4),
                                              radius=12, fill=theme.felt_dark, outline=theme.ink_gold, width=3)
    for k, y, row in ((order[0], CARD1_Y, ROW1_Y), (order[1], CARD2_Y, ROW3_Y)):
        card = slot.cards[k]
        if slot.present[k]:
            if card is None:
                kit.face_down(img, theme, (card_x, y), MINI)
            else:
                ident = kit.card(img, theme, DECK, card, (card_x, y), MINI)
                if not slot.revealed:  # the viewer's own, still face down
                    kit.frame(img, theme, (card_x, y), MINI, pad=0, owner=ident)
            if slot.reserves[k]:
                _chip_at(img, theme, slot.reserves[k] or "", cx, y + OVERLAY)
        elif slot.shot and _resolved(slot) or slot.shot and view.current == slot.number:
            _chip_at(img, theme, slot.shot, cx, y + 8)
            kit.label(img, theme, (cx, y + 66), t("render-under-siege-shot"), anchor="ma", width=step - 6)
        elif slot.removed:
            _chip_at(img, theme, slot.removed, cx, y + 8)
            kit.label(img, theme, (cx, y + 66), t("render-under-siege-taken-out"), anchor="ma", width=step - 6)
        else:
            kit.slot(img, theme, (card_x, y), MINI)
        line, gold = _total_text(slot, k)
        if line:
            counter = line[0].isdigit() or line[0] == "-" or line == t("render-under-siege-ace")
            role_size = kit.COUNTER if counter else kit.LABEL
            kit.text(img, (cx, row), line, role_size, theme.ink_gold if gold else theme.ink_light, width=step - 6,
                     anchor="ma", bold=role_size == kit.COUNTER,
                     role="counter" if role_size == kit.COUNTER else "label")
    tag = str(slot.number)
    if _resolved(slot) and slot.opposed and slot.winner is None:
        tag = t("render-under-siege-position-draw", n=slot.number)
    kit.text(img, (cx, ROW2_Y), tag, kit.TAG, theme.ink_gold, anchor="ma", bold=True, width=step - 6)


def _battle(img: Image.Image, theme: Theme, view: SiegeView) -> None:
    slots, caption = _line(view)
    top, bottom = _sides(view)
    kit.text(img, (M, BATTLE_Y), caption, kit.LABEL, theme.ink_gold, width=620, bold=True)
    secret = any(s.cards[bottom] and not s.revealed for s in slots) or any(f.new for f in view.sides[bottom].back)
    if view.viewer is not None and secret:
        kit.label(img, theme, (RIGHT, BATTLE_Y), t("render-under-siege-gold-frame"), anchor="ra",
                  width=RIGHT - M - 620 - 16)
    if not slots:
        kit.label(img, theme, (WIDTH // 2, ROW2_Y), t("render-under-siege-defender-first"), anchor="ma",
                  width=RIGHT - M)
        return
    step = min(COL, (RIGHT - M) // len(slots))
    x0 = M + (RIGHT - M - step * len(slots)) // 2
    for i, slot in enumerate(slots):
        _column(img, theme, view, slot, x0 + i * step, step, (top, bottom))


# --- the log ---------------------------------------------------------------------------------------

_LOUD = ("dies", "takes out", "is gone", "no attrition", "game is over", "abandoned", "resigned", "ran out of time")


def log_priority(view: SiegeView) -> list[int]:
    """What the log keeps when not all fits: this turn's lines before older ones (then the
    newest), and among them a face card lost or the end of the game first."""
    start = max((i for i, line in enumerate(view.log) if line.startswith("Turn ")), default=0)
    return [0 if i < start else 2 if any(w in line for w in _LOUD) else 1 for i, line in enumerate(view.log)]


def _log(img: Image.Image, theme: Theme, view: SiegeView) -> None:
    kit.log_box(img, theme, (M, LOG_Y, RIGHT, HEIGHT - 8), list(view.log),
                log_priority(view), title=t("render-what-happened"))


def draw(view: SiegeView, theme: Theme) -> Image.Image:
    img = kit.canvas(WIDTH, HEIGHT, theme)
    _header(img, theme, view)
    top, bottom = _sides(view)
    _side(img, theme, view, top, TOP_Y)
    _battle(img, theme, view)
    _side(img, theme, view, bottom, BOTTOM_Y)
    _log(img, theme, view)
    return img


# --- words -----------------------------------------------------------------------------------------


def _cards(codes: Sequence[str]) -> str:
    return " ".join(std_short(c) for c in codes) if codes else t("render-none")


def _face_words(view: SiegeView, side: SideView, f: FaceView) -> str:
    bits = []
    if f.damage:
        bits.append(t("render-under-siege-alt-damage", n=f.damage, shots=_cards(f.shots)))
    if f.loaded:
        bits.append(t("render-under-siege-alt-loaded-with", card=std_short(f.shoot)) if f.shoot
                    else t("render-under-siege-alt-loaded"))
    if f.new:
        bits.append(t("render-under-siege-alt-placed-now"))
    return std_short(f.card) + (f" ({', '.join(bits)})" if bits else "")


def _side_words(view: SiegeView, side: SideView) -> str:
    who = _who(view, side.side)
    parts = []
    if _mine(view, side):
        parts.append(t("render-under-siege-alt-hand", cards=_cards(side.hand)))
        parts.append(t("render-under-siege-alt-reserve", cards=_cards(side.reserve)))
    else:
        if not side.automaton:
            parts.append(t("render-under-siege-alt-in-hand", n=side.hand_count))
        parts.append(t("render-under-siege-alt-reserve-cards", n=side.reserve_count))
    back = ", ".join(_face_words(view, side, f) for f in side.back) or t("render-none")
    parts.append(t("render-under-siege-alt-back-row", cards=back))
    return t("render-under-siege-alt-side", name=who, role=_role(side), parts="; ".join(parts))


def _slot_who(view: SiegeView, k: int) -> str:
    if view.viewer is None:
        return _who(view, k)
    if k == view.viewer:
        return t("render-under-siege-alt-you")
    return t("render-under-siege-alt-automaton") if view.sides[k].automaton else t("render-under-siege-alt-them")


def _slot_words(view: SiegeView, slot: SlotView) -> str:
    bits = []
    for k in (0, 1):
        card = slot.cards[k]
        if not slot.present[k]:
            continue
        if card is None:
            text = t("render-under-siege-alt-face-down")
        elif not slot.revealed:
            text = t("render-under-siege-alt-card-face-down", card=std_short(card))
        else:
            text = std_short(card)
        if slot.reserves[k]:
            text += f" + {std_short(slot.reserves[k] or '')}"
        if slot.revealed and slot.totals[k] is not None and (slot.reserves[k] or slot.totals[k] != _face(card)):
            text += f" = {slot.totals[k]}"
        bits.append(f"{_slot_who(view, k)} {text}")
    now = view.current == slot.number and view.phase == "battle"
    where = t("render-under-siege-alt-position-now", n=slot.number) if now else str(slot.number)
    what = t("render-under-siege-alt-against", first=bits[0], second=bits[1]) if len(bits) == 2 else "".join(bits)
    if slot.shot:
        what = t("render-under-siege-alt-shot-with", what=what, card=std_short(slot.shot))
    result = f": {slot.result}" if slot.result else ""
    return f"{where}: {what}{result}."


def _face(card: str | None) -> int | None:
    """A card's printed value (J/Q/K 10), to say a total only where it differs."""
    if not card or card[0] == "A":
        return None
    return 10 if card[0] in "TJQK" else int(card[0])


def describe(view: SiegeView) -> str:
    """Alt text from the view alone: other sides' face-down cards are counts, never names."""
    if view.outcome is not None:
        parts = [t("render-under-siege-alt-over", reason=view.outcome.reason)]
    else:
        status = _status(view)
        if not status:
            parts = [t("render-under-siege-alt-turn", turn=view.turn, total=view.turns_total)]
        elif status.endswith("?"):
            parts = [t("render-under-siege-alt-turn-ask", turn=view.turn, total=view.turns_total, status=status)]
        else:
            parts = [t("render-under-siege-alt-turn-status", turn=view.turn, total=view.turns_total, status=status)]
    top, bottom = _sides(view)
    scores = [t("render-under-siege-alt-score-lost", name=_who(view, k, said=True), n=view.sides[k].attrition,
                lost=view.sides[k].lost) if view.sides[k].lost
              else t("render-under-siege-alt-score", name=_who(view, k, said=True), n=view.sides[k].attrition)
              for k in (bottom, top) if view.sides[k].attrition is not None]
    parts.append(t("render-under-siege-alt-attrition", scores=", ".join(scores)))
    slots, caption = _line(view)
    if slots:
        parts.append(t("render-under-siege-alt-line", caption=caption,
                       slots=" ".join(_slot_words(view, s) for s in slots)))
    parts += [_side_words(view, view.sides[bottom]), _side_words(view, view.sides[top])]
    parts.append(t("render-under-siege-alt-piles", deck=view.deck_count, dead=view.dead_count))
    if view.log:
        parts.append(t("render-under-siege-alt-latest", line=view.log[-1]))
    return kit.clip_description(" ".join(parts))
