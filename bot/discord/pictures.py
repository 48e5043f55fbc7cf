"""Table pictures as Discord attachments: the one place a view becomes a PNG file, and a
drawing becomes an attachment.

Drawing and encoding never run on the event loop, and they use every core: they run in the
worker processes of `bot.workers`.  Views are small frozen dataclasses, cheap to send to a
worker; the theme (a name of `render.THEMES`) and the locale travel with them as plain
arguments, since a worker has no ambient locale of the caller's.

A picture travels as bytes (`Picture`) until a request takes it: a `discord.File` is read
once, so each request makes its own (a table posted again after a failed edit, say).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import discord

from render import RENDERERS, Rendered, facts, render_png

from ..workers import in_workers

DESCRIPTION_MAX = 1024  # Discord's limit for an attachment's description (its alt text)
TABLE_PICTURE = "table.png"  # a public table's picture (an edit that keeps it names it)
Attachment = discord.File  # a picture as one request attaches it (`Picture.file`)


@dataclass(frozen=True)
class Picture:
    """A PNG to attach, with its file name and its alt text (screen readers read it)."""

    png: bytes
    filename: str
    description: str = ""

    def file(self) -> Attachment:
        return attachment(self.png, self.filename, self.description)


async def rendered(key: str, view: Any, *, theme: str = "classic", locale: str = "en") -> Rendered:
    return await in_workers(render_png, key, view, theme, locale)


def described(key: str, view: Any) -> str:
    """A picture's alt text without drawing it (for a picture a message keeps), in the
    language being spoken."""
    return RENDERERS[key].describe(view)


def caption(key: str, view: Any) -> list[str]:
    """What a picture of `view` shows, in words (`render.facts`: the picture carries the cards
    and no sentence), as its caption: small type under it, in the language being spoken."""
    return [f"-# {line}" for line in facts(key, view)]


def attachment(data: bytes, filename: str, description: str) -> Attachment:
    """Bytes drawn elsewhere (a picture, an animation) as a message's attachment, with its
    alt text."""
    return discord.File(io.BytesIO(data), filename=filename, description=description[:DESCRIPTION_MAX])


async def drawn(key: str, view: Any, filename: str = "table.png", *, theme: str = "classic",
                locale: str = "en") -> Picture:
    done = await rendered(key, view, theme=theme, locale=locale)
    return Picture(done.png, filename, done.description)


async def picture(key: str, view: Any, filename: str = "table.png", *, theme: str = "classic",
                  locale: str = "en") -> discord.File:
    return (await drawn(key, view, filename, theme=theme, locale=locale)).file()

