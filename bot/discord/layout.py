"""Messages as Discord's Components V2 layouts: the one place where a message's words,
pictures and controls become what Discord shows.

A message the bot sends is a container whose accent colour says the state (`Tone`): its
heading, the pictures (a gallery: cards only, their alt text the full description), the
words under them, then the controls' rows.  Every word is a text display, never drawn into a
picture, so nothing is cut for a longer language and everything can be copied and read aloud.

Builders word a message as a payload (`content`, `attachments`/`files`/`file`, `view`, and
three keys of their own: `head`, the words above the pictures; `tone`; `kept`,
the pictures an edit leaves on the message, which a layout must still name).  Two forms come
out of one payload:
- `layout(payload)`: the V2 form, for every message the bot posts now;
- `legacy(payload)`: the form of a message posted before the bot spoke V2 (Discord cannot
  add the V2 flag to a message by an edit), so such a table keeps working to its end: its
  words as content, its picture as an attachment, its controls as rows.

Discord's limits (a whole message is refused past them): at most 40 components counted with
nesting, 4,000 characters of text, 1-10 gallery items, and no content or embeds beside the
V2 flag.  A table stays well inside them (at most 36 components: 25 controls in 5 rows, one
container, a gallery, three texts); words past 4,000 characters are cut and logged, as
the component limits' labels are, which no message written today reaches.
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import discord

from .translator import fit

log = logging.getLogger("bot.layout")

TEXT_MAX = 4000  # Discord's limit for a V2 message's text, all text displays together
LEGACY_TEXT_MAX = 2000  # a message's content without the flag
DESCRIPTION_MAX = 1024  # a gallery item's (and an attachment's) alt text


class Tone(enum.Enum):
    """What a message's accent colour says."""

    YOUR_TURN = 0x5865F2  # the reader must act, on their own panel
    WAITING = 0x99AAB5  # the reader waits for someone else
    PLAYING = 0x3498DB  # a public table in play
    WON = 0x3BA55D
    LOST = 0xED4245
    OVER = 0xFAA61A  # ended without one winner to colour for the reader (a draw, a match)
    INFO = 0x4F545C  # anything else: a notice, a page, an answer

    @property
    def colour(self) -> discord.Colour:
        return discord.Colour(self.value)


@dataclass(frozen=True)
class Kept:
    """A picture an edit leaves on the message: its file name and alt text."""

    filename: str
    description: str = ""


class Layout(discord.ui.LayoutView):
    """A message's layout, sent and then forgotten (as `components.Controls`: every click is
    matched by the dynamic items' templates, so discord.py need store none of them)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_finished(self) -> bool:
        return True


def _rows(view: discord.ui.View | None) -> list[discord.ui.ActionRow[Any]]:
    """A classic view's controls as action rows, in the rows it would have had."""
    if view is None or not view.children:
        return []
    view.to_components()  # places every item in its row (`_rendered_row`), as a classic message would
    rows: dict[int, list[discord.ui.Item[Any]]] = {}
    for item in view.children:
        rows.setdefault(item._rendered_row or 0, []).append(item)
    return [discord.ui.ActionRow(*items) for _, items in sorted(rows.items())]


def _files(payload: dict[str, Any]) -> list[discord.File]:
    files = payload.get("attachments") or payload.get("files") or []
    one = payload.get("file")
    return [*files, one] if one is not None else list(files)


def _texts(payload: dict[str, Any]) -> tuple[str, list[str]]:
    content = str(payload.get("content") or "")
    return str(payload.get("head") or ""), [content] if content else []


def _fitted(texts: list[str], limit: int) -> list[str]:
    """`texts` as they are when they fit in `limit` together; else the last ones cut (logged)."""
    total = sum(map(len, texts))
    if total <= limit:
        return texts
    log.warning("a message's text of %s characters was cut to %s", total, limit)
    out: list[str] = []
    room = limit
    for text in texts:
        if room <= 1:
            break
        out.append(text if len(text) <= room else fit(text, room))
        room -= len(out[-1])
    return out


def gallery(files: Sequence[discord.File], kept: Iterable[Kept] = ()) -> discord.ui.MediaGallery[Any] | None:
    items = [discord.MediaGalleryItem(f"attachment://{f.filename}", description=(f.description or None))
             for f in files]
    items += [discord.MediaGalleryItem(f"attachment://{k.filename}",
                                       description=k.description[:DESCRIPTION_MAX] or None) for k in kept]
    return discord.ui.MediaGallery(*items[:10]) if items else None


def layout(payload: dict[str, Any]) -> dict[str, Any]:
    """`payload` as a V2 message: {"view": its layout, "attachments": its files}, without
    "attachments" when the payload names none (an edit then keeps the message's own)."""
    head, below = _texts(payload)
    texts = _fitted([head, *below] if head else below, TEXT_MAX)
    tone: Tone = payload.get("tone") or Tone.INFO
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=tone.colour)
    if head:
        box.add_item(discord.ui.TextDisplay(texts.pop(0)))
    pictures = gallery(_files(payload), payload.get("kept") or ())
    if pictures is not None:
        box.add_item(pictures)
    for text in texts:
        box.add_item(discord.ui.TextDisplay(text))
    view = Layout()
    if box.children:
        view.add_item(box)
    for row in _rows(payload.get("view")):
        view.add_item(row)
    out: dict[str, Any] = {"view": view}
    if any(key in payload for key in ("attachments", "files", "file")):  # else an edit keeps the message's
        out["attachments"] = _files(payload)
    return out


def legacy(payload: dict[str, Any]) -> dict[str, Any]:
    """`payload` as a message without the V2 flag (one posted before it): words as content."""
    out = {k: v for k, v in payload.items() if k not in ("head", "tone", "kept")}
    head = payload.get("head")
    if head:
        out["content"] = "\n".join(filter(None, [head, payload.get("content") or ""]))
    if len(out.get("content") or "") > LEGACY_TEXT_MAX:  # the old form's limit: cut, as it always was
        out["content"] = fit(out["content"], LEGACY_TEXT_MAX)
    return out


def posted_as_layout(message_id: int, since: float) -> bool:
    """Whether the bot's message `message_id` was posted as a V2 message: after `since`, the
    time the bot began to (`Storage.layouts_since`), as its id's creation time says."""
    return discord.utils.snowflake_time(message_id).timestamp() >= since


def as_posted(payload: dict[str, Any], message_id: int, since: float) -> dict[str, Any]:
    """`payload` in the form of the bot's message `message_id` (see `posted_as_layout`)."""
    return layout(payload) if posted_as_layout(message_id, since) else legacy(payload)


def is_layout(message: discord.Message | None) -> bool:
    """Whether a message (the one a click came from) is a V2 message."""
    return message is None or message.flags.components_v2


__all__ = ["DESCRIPTION_MAX", "Kept", "LEGACY_TEXT_MAX", "Layout", "TEXT_MAX", "Tone", "gallery", "is_layout",
           "layout", "legacy", "posted_as_layout", "as_posted"]
