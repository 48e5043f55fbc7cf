"""Table pictures as Discord attachments: the one place a view becomes a PNG file.

Drawing and encoding never run on the event loop, and they use every core: they run in the
worker processes of `bot.workers`.  Views are small frozen dataclasses, cheap to send to a
worker.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from render import Rendered, render_png

from .workers import in_workers


async def rendered(key: str, view: Any) -> Rendered:
    return await in_workers(render_png, key, view)


async def picture(key: str, view: Any, filename: str = "table.png") -> discord.File:
    done = await rendered(key, view)
    return discord.File(io.BytesIO(done.png), filename=filename, description=done.description[:1024])
