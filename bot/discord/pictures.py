"""Table pictures as Discord attachments: the one place a view becomes a PNG file, and a
drawing becomes an attachment.

Drawing and encoding never run on the event loop, and they use every core: they run in the
worker processes of `bot.workers`.  Views are small frozen dataclasses, cheap to send to a
worker; the theme (a name of `render.THEMES`) and the locale travel with them as plain
arguments, since a worker has no ambient locale of the caller's.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from render import Rendered, render_png

from ..workers import in_workers


async def rendered(key: str, view: Any, *, theme: str = "classic", locale: str = "en") -> Rendered:
    return await in_workers(render_png, key, view, theme, locale)


def attachment(data: bytes, filename: str, description: str) -> discord.File:
    """Bytes drawn elsewhere (a picture, an animation) as a message's attachment, with its
    alt text."""
    return discord.File(io.BytesIO(data), filename=filename, description=description[:1024])


async def picture(key: str, view: Any, filename: str = "table.png", *, theme: str = "classic",
                  locale: str = "en") -> discord.File:
    done = await rendered(key, view, theme=theme, locale=locale)
    return attachment(done.png, filename, done.description)
