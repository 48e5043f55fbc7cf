"""What the render tests check in a recorded picture (`render.kit.recording`): every piece
inside the picture, no text over another text or over a card or solid it does not sit on,
no text partly under something drawn later (a word on a buried card may be hidden whole;
a rank or suit never), every face-up card showing its rank and suit, and every text at
least its role's minimum size."""

from __future__ import annotations

from render.kit import MINIMUM, Box, Item, Recorder


def overlap(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def inside(a: Box, b: Box) -> bool:
    return a[0] >= b[0] and a[1] >= b[1] and a[2] <= b[2] and a[3] <= b[3]


FRAME_LINE = 4  # a frame is an outline this thick: what lies within it is not covered


def crosses(t: Box, s: Item) -> bool:
    """Whether text box `t` meets solid `s` (for a frame, its outline only)."""
    if not overlap(t, s.box):
        return False
    if s.role != "frame":
        return True
    x0, y0, x1, y1 = s.box
    return not inside(t, (x0 + FRAME_LINE, y0 + FRAME_LINE, x1 - FRAME_LINE, y1 - FRAME_LINE))


def _chain(item: Item, by_id: dict[int, Item]) -> set[int]:
    out: set[int] = set()
    while item.owner is not None:
        out.add(item.owner)
        item = by_id[item.owner]
    return out


def _name(item: Item) -> str:
    return f"{item.kind} {item.role} {item.text!r} {item.box}"


def problems(rec: Recorder) -> list[str]:
    w, h = rec.size
    by_id = {i.id: i for i in rec.items}
    texts = [i for i in rec.items if i.kind == "text"]
    solids = [i for i in rec.items if i.kind in ("card", "solid")]
    chains = {t.id: _chain(t, by_id) for t in rec.items}
    found: list[str] = []
    hidden = set()
    for t in texts:
        cover = next((s for s in solids if s.id > t.id and s.id not in chains[t.id] and s.role != "frame"
                      and inside(t.box, s.box)), None)
        if cover is not None:
            hidden.add(t.id)
            if t.role in ("rank", "suit"):
                found.append(f"hidden under {_name(cover)}: {_name(t)}")
    texts = [t for t in texts if t.id not in hidden]
    for item in rec.items:
        if not inside(item.box, (0, 0, w, h)):
            found.append(f"outside the {w}x{h} picture: {_name(item)}")
    for t in texts:
        if t.size < MINIMUM[t.role]:
            found.append(f"{t.role} at {t.size} px < {MINIMUM[t.role]}: {_name(t)}")
        if t.owner is not None and not inside(t.box, by_id[t.owner].box):
            found.append(f"sticks out of {_name(by_id[t.owner])}: {_name(t)}")
        for s in solids:
            if s.id in chains[t.id] or not crosses(t.box, s):
                continue
            if s.id > t.id:
                found.append(f"covered by {_name(s)}: {_name(t)}")
            elif not any(o > s.id for o in chains[t.id]):
                found.append(f"over {_name(s)}: {_name(t)}")
    texts.sort(key=lambda t: t.box[0])
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if b.box[0] >= a.box[2]:
                break
            if overlap(a.box, b.box):
                found.append(f"texts overlap: {_name(a)} / {_name(b)}")
    for s in solids:
        if s.role not in ("slot", "badge", "meter"):
            continue
        if s.owner is not None and not inside(s.box, by_id[s.owner].box):
            found.append(f"sticks out of {_name(by_id[s.owner])}: {_name(s)}")
        for o in solids:
            related = o.id in chains[s.id] or s.id in chains[o.id] or (s.owner is not None and s.owner == o.owner)
            if o.id == s.id or related or not overlap(s.box, o.box):
                continue
            if o.id > s.id or not any(c > o.id for c in chains[s.id]):
                found.append(f"{_name(s)} meets {_name(o)}")
    for c in rec.items:
        if c.kind == "card" and c.role != "back":
            roles = {t.role for t in texts if t.owner == c.id}
            if not {"rank", "suit"} <= roles:
                found.append(f"card without its rank and suit: {_name(c)}")
    return found
