"""Table pictures as Discord attachments: the one place a view becomes a PNG file.

Drawing and encoding never run on the event loop.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from render import render_png


async def picture(key: str, view: Any, filename: str = "table.png") -> discord.File:
    rendered = await asyncio.to_thread(render_png, key, view)
    return discord.File(io.BytesIO(rendered.png), filename=filename, description=rendered.description[:1024])
