"""Under Siege table picture (from a `SiegeView`, never a state), and its words.

From the top: the other side, the battle line, the viewer's side (side 0 for the public).

A side: at the left its attrition (and, in a battle, the points it lost there); then its
hand (the viewer's own face up, anyone else's as a card back with its count), its reserve
pile (own face up as chips, others' as a back with its count) and its back row: each Jack,
Queen and King face up, the damage its shots did on a pill at its top right, and a loaded
Queen's shoot card peeking out at its left (a back, or face up in its owner's view).  Cards
only the viewer can see (own front cards not yet turned up, face cards placed this turn)
wear a gold frame.

The battle line: one column per position (`MAX_LINE` at most, the most a line can hold: 5
defender cards and 5 attacker cards going through), the other side's card above and the
viewer's below, backs while face down; a reserve card added lies on the lower part of the
card it helps.  Between them: each side's total (the winner's in gold, the loser's with the
points lost), the position's number, and the shot that met a card going through or the face
card an Ace took out in the empty place opposite.  The position being resolved is framed in
gold.  While the next turn is deployed and nothing is committed yet, the last battle is shown
instead.  A position where neither side shows a card (a placement the viewer may not see
yet) is left out.

No words: `facts` says who sits where in which role, the attrition, the battle's results;
`describe` says everything.  A finished game gets a green (win), red (loss) or grey edge.
The picture is always `WIDTH` x `HEIGHT`.  Nothing hidden is drawn: the view carries a card
only where the viewer may see it.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image, ImageDraw

from engine.cards import std_short
from engine.under_siege.views import FaceView, SideView, SiegeView, SlotView
from i18n import t

from . import kit
from .cards import CHIP, index_width
from .kit import MINI
from .theme import Colour, Theme

DECK = "standard"
MW, MH = MINI
WIDTH = kit.WIDTH
M = kit.MARGIN
GAP = 24  # between the blocks of a side
INFO_W = 80  # a side's attrition
BX = M + INFO_W + 16  # the blocks of a side (hand, reserve, back row)
RIGHT = WIDTH - M
PEEK = 59  # a shoot card's visible strip beside its Queen (any card's index)
OVERLAY = 82  # a reserve chip lies on a front card from this far down (below its index)

MAX_LINE = 10  # positions: 5 defender cards, then 5 attacker cards going through
COL = (RIGHT - M) // MAX_LINE  # one position's column
TOP_Y = M  # the other side
CARD1_Y = TOP_Y + MH + 20  # the other side's front cards
ROW1_Y = CARD1_Y + OVERLAY + CHIP[1] + 6  # the other side's totals
ROW2_Y = ROW1_Y + 32  # position numbers
ROW3_Y = ROW2_Y + 32  # the viewer's side's totals
CARD2_Y = ROW3_Y + 32
BOTTOM_Y = CARD2_Y + OVERLAY + CHIP[1] + 10  # the viewer's side
HEIGHT = BOTTOM_Y + MH + M


# --- who is where ----------------------------------------------------------------------------


def _sides(view: SiegeView) -> tuple[int, int]:
    """(top side, bottom side): the viewer at the bottom (side 0 for the public)."""
    bottom = view.viewer if view.viewer is not None else 0
    return 1 - bottom, bottom


def _who(view: SiegeView, side: int) -> str:
    """"You", or the side's name (the alt text's words)."""
    if side == view.viewer:
        return t("render-you")
    name = view.sides[side].name
    return name[:1].upper() + name[1:]


def _mine(view: SiegeView, side: SideView) -> bool:
    return view.viewer == side.side and not side.automaton


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


def _secret(view: SiegeView, slots: Sequence[SlotView]) -> bool:
    """Whether the picture shows the viewer cards only they see (in a gold frame)."""
    if view.viewer is None:
        return False
    bottom = _sides(view)[1]
    return any(s.cards[bottom] and not s.revealed for s in slots) or any(f.new for f in view.sides[bottom].back)


# --- a side -------------------------------------------------------------------------------------


def _info(img: Image.Image, theme: Theme, view: SiegeView, side: SideView, y: int) -> None:
    if side.attrition is None:
        return
    kit.number(img, theme, (M, y + 24), side.attrition, anchor="lm")
    if side.lost and (view.phase in ("battle", "shots", "over")):
        kit.number(img, theme, (M, y + 64), f"-{side.lost}", fill=theme.ink_dim, anchor="lm")


def _chip_rows(codes: Sequence[str], theme: Theme, width: int, gap: int = 8) -> int:
    """How many rows of `width` px the chips of `codes` take."""
    rows, x = 1, 0
    for code in codes:
        w = kit.card_width(DECK, code, CHIP, theme)
        if x and x + w > width:
            rows, x = rows + 1, 0
        x += w + gap
    return rows


def _chips_width(codes: Sequence[str], theme: Theme, rows: int = 2) -> int:
    """The narrowest width that lays the chips of `codes` out in `rows` rows."""
    widest = max(kit.card_width(DECK, c, CHIP, theme) for c in codes)
    total = sum(kit.card_width(DECK, c, CHIP, theme) + 8 for c in codes)
    width = widest
    while width < total and _chip_rows(codes, theme, width) > rows:
        width += 8
    return width


def _face_width(face: FaceView) -> int:
    return MW + (PEEK if face.loaded else 0)


def _pile_width(theme: Theme, count: int) -> int:
    return MW + 12 + kit.badge_width(theme, count)


def _blocks(img: Image.Image, theme: Theme, view: SiegeView, side: SideView, y: int) -> None:
    mine = _mine(view, side)
    avail = RIGHT - BX
    # Widths: the hand spaced (or overlapped to its index), the reserve's chips in two rows.
    if side.automaton:
        hand_w = 0
    elif mine:
        n = len(side.hand)
        hand_w = MW + (n - 1) * (MW + 6) if n else MW
        tight = MW + (n - 1) * index_width(DECK, MINI, theme) if n else MW
    else:
        hand_w = tight = max(_pile_width(theme, side.hand_count), 70)
    if mine and side.reserve:
        res_w = max(110, min(_chips_width(side.reserve, theme), 2 * 104 + 8))
    elif mine:
        res_w = 0
    else:
        res_w = max(_pile_width(theme, side.reserve_count), 100)
    back_need = sum(_face_width(f) + 10 for f in side.back) - 10 if side.back else 0
    if not side.automaton and hand_w + res_w + back_need + 2 * GAP > avail:
        hand_w = tight
    x = BX
    if not side.automaton:
        _hand(img, theme, side, mine, (x, y), hand_w)
        x += hand_w + GAP
    _reserve(img, theme, side, mine, (x, y), res_w)
    x += res_w + GAP if res_w else 0
    _back(img, theme, side, (x, y), RIGHT - x)


def _hand(img: Image.Image, theme: Theme, side: SideView, mine: bool, xy: kit.Point, width: int) -> None:
    if mine:
        kit.strip(img, theme, DECK, side.hand, xy, width, MINI, gap=6)
    else:
        kit.pile(img, theme, xy, side.hand_count)


def _reserve(img: Image.Image, theme: Theme, side: SideView, mine: bool, xy: kit.Point, width: int) -> None:
    x, y = xy
    if mine:
        kit.chips(img, theme, DECK, side.reserve, (x, y, x + width, y + MH))
    else:
        kit.pile(img, theme, xy, side.reserve_count)


def _back(img: Image.Image, theme: Theme, side: SideView, xy: kit.Point, width: int) -> None:
    x, y = xy
    used = 0
    for f in side.back:
        w = _face_width(f)
        if used + w > width:
            break  # the alt text names the rest
        used += w + 10
        if f.loaded:  # the shoot card peeks out at the Queen's left
            if f.shoot is not None:
                kit.card(img, theme, DECK, f.shoot, (x, y), MINI)
            else:
                kit.face_down(img, theme, (x, y), MINI)
            x += PEEK
        ident = kit.card(img, theme, DECK, f.card, (x, y), MINI, over=f.loaded)
        if f.new:
            kit.frame(img, theme, (x, y), MINI, pad=0, owner=ident)
        if f.damage:
            kit.count_badge(img, theme, (x + MW - 18, y + 24), f.damage, owner=ident, over=True)
        x += MW + 10


def _side(img: Image.Image, theme: Theme, view: SiegeView, k: int, y: int) -> None:
    side = view.sides[k]
    _info(img, theme, view, side, y)
    _blocks(img, theme, view, side, y)


# --- the battle line ------------------------------------------------------------------------------


def _chip_at(img: Image.Image, theme: Theme, code: str, cx: int, y: int, over: bool) -> None:
    w = kit.card_width(DECK, code, CHIP, theme)
    kit.card(img, theme, DECK, code, (cx - w // 2, y), CHIP, over=over)


def _resolved(slot: SlotView) -> bool:
    return bool(slot.result)


def _total(slot: SlotView, k: int) -> tuple[str, bool]:
    """Side k's figures under its card (its total, with the points it lost), and whether
    they are the winner's (gold); an Ace's total is its card's own "A"."""
    card = slot.cards[k]
    done = _resolved(slot)
    won = done and slot.winner == k
    if slot.present[k] and slot.revealed:
        main = "" if card and card[0] == "A" or slot.totals[k] is None else str(slot.totals[k])
        if not slot.opposed:  # going through: gold once it has gone through
            return main, done
        if done and slot.winner is not None and not won and slot.loss:
            main = f"{main} -{slot.loss}".strip()
        return main, won
    if not slot.present[k] and done and slot.winner is not None and slot.winner != k and not slot.removed:
        return (f"-{slot.loss}" if slot.loss else ""), False
    return "", False


def _column(img: Image.Image, theme: Theme, view: SiegeView, slot: SlotView, x: int, step: int,
            order: tuple[int, int]) -> None:
    cx = x + step // 2
    card_x = cx - MW // 2
    now = view.current == slot.number and view.phase == "battle"
    bg: Colour | None = None
    if now:
        bg = theme.felt_dark
        ImageDraw.Draw(img).rounded_rectangle((x + 1, CARD1_Y - 6, x + step - 2, CARD2_Y + OVERLAY + CHIP[1] + 4),
                                              radius=12, fill=kit.paint(img, theme, theme.felt_dark),
                                              outline=kit.paint(img, theme, theme.ink_gold), width=3)
    for k, y, row in ((order[0], CARD1_Y, ROW1_Y), (order[1], CARD2_Y, ROW3_Y)):
        card = slot.cards[k]
        if slot.present[k]:
            if card is None:
                kit.face_down(img, theme, (card_x, y), MINI, over=now)
            else:
                ident = kit.card(img, theme, DECK, card, (card_x, y), MINI, over=now)
                if not slot.revealed:  # the viewer's own, still face down
                    kit.frame(img, theme, (card_x, y), MINI, pad=0, owner=ident)
            if slot.reserves[k]:
                _chip_at(img, theme, slot.reserves[k] or "", cx, y + OVERLAY, over=True)
        elif slot.shot and (_resolved(slot) or now):
            _chip_at(img, theme, slot.shot, cx, y + 8, over=now)
        elif slot.removed:
            _chip_at(img, theme, slot.removed, cx, y + 8, over=now)
        else:
            kit.slot(img, theme, (card_x, y), MINI)
        figures, gold = _total(slot, k)
        if figures:
            kit.number(img, theme, (cx, row), figures, fill=theme.ink_gold if gold else None, anchor="ma", bg=bg)
    kit.number(img, theme, (cx, ROW2_Y), slot.number, kit.TAG, theme.ink_gold, anchor="ma", bg=bg, role="label")


def _battle(img: Image.Image, theme: Theme, view: SiegeView) -> None:
    slots, _ = _line(view)
    top, bottom = _sides(view)
    if not slots:
        return
    step = min(COL, (RIGHT - M) // len(slots))
    x0 = M + (RIGHT - M - step * len(slots)) // 2
    for i, slot in enumerate(slots):
        _column(img, theme, view, slot, x0 + i * step, step, (top, bottom))


def draw(view: SiegeView, theme: Theme) -> Image.Image:
    img = kit.table(WIDTH, HEIGHT, theme)
    top, bottom = _sides(view)
    _side(img, theme, view, top, TOP_Y)
    _battle(img, theme, view)
    _side(img, theme, view, bottom, BOTTOM_Y)
    if view.outcome is not None:
        kit.outcome_edge(img, theme, kit.won(view.outcome, view.viewer))
    return img


# --- words -----------------------------------------------------------------------------------------


_ASK = {"reserve": "render-under-siege-ask-reserve", "intercept": "render-under-siege-ask-intercept",
        "remove": "render-under-siege-ask-remove", "fire": "render-under-siege-ask-fire"}
_YOU = {"reserve": "render-under-siege-you-reserve", "intercept": "render-under-siege-you-intercept",
        "remove": "render-under-siege-you-remove", "fire": "render-under-siege-you-fire"}


def _status(view: SiegeView) -> str:
    """What is pending and who decides."""
    if not view.deciding:
        return ""
    seat = view.deciding[0]
    you = seat == view.viewer
    who = _who(view, seat)
    if view.pending == "deploy":
        return t("render-under-siege-you-deploy") if you else t("render-under-siege-deploying", name=who)
    if you:
        return t(_YOU[view.pending]) if view.pending in _YOU else ""
    return t(_ASK.get(view.pending, "render-under-siege-ask-other"), name=who)


def _role(side: SideView) -> str:
    """The side's role in the reader's words (the view carries the engine's token)."""
    return t("render-under-siege-role", role=side.role)



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


def _attrition(view: SiegeView) -> str:
    """Each side's attrition (the viewer's first), and what it lost in this battle."""
    top, bottom = _sides(view)
    scores = [t("render-under-siege-alt-score-lost", name=_who(view, k), n=view.sides[k].attrition,
                lost=view.sides[k].lost) if view.sides[k].lost
              else t("render-under-siege-alt-score", name=_who(view, k), n=view.sides[k].attrition)
              for k in (bottom, top) if view.sides[k].attrition is not None]
    return t("render-under-siege-alt-attrition", scores=", ".join(scores))


def facts(view: SiegeView) -> list[str]:
    """What the picture shows without words, in short lines for the message's text: who
    sits at the top and at the bottom in which role, the attrition, the turn and the piles,
    the battle line and its results so far, what a gold frame means, then where everything
    lies."""
    top, bottom = _sides(view)
    lines = [t("render-under-siege-fact-side", where=where, own="yes" if _mine(view, view.sides[k]) else "no",
               name=view.sides[k].name, role=view.sides[k].role) for where, k in (("top", top), ("bottom", bottom))]
    lines += [_attrition(view), t("render-under-siege-figures", turn=view.turn, total=view.turns_total,
                                  deck=view.deck_count, dead=view.dead_count)]
    slots, caption = _line(view)
    lines.append(caption)
    results = [f"{s.number}: {s.result}" for s in slots if s.result]
    if results:
        lines.append(t("render-under-siege-fact-results", results="; ".join(results)))
    if not slots and view.outcome is None:
        lines.append(t("render-under-siege-defender-first"))
    if _secret(view, slots):
        lines.append(t("render-gold-frame"))
    return [*lines, t("render-under-siege-fact-layout")]


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
    parts.append(_attrition(view))
    slots, caption = _line(view)
    if slots:
        parts.append(t("render-under-siege-alt-line", caption=caption,
                       slots=" ".join(_slot_words(view, s) for s in slots)))
    parts += [_side_words(view, view.sides[bottom]), _side_words(view, view.sides[top])]
    parts.append(t("render-under-siege-alt-piles", deck=view.deck_count, dead=view.dead_count))
    if view.log:
        parts.append(t("render-under-siege-alt-latest", line=view.log[-1]))
    return kit.clip_description(" ".join(parts))
