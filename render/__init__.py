"""Table pictures: Pillow drawings of per-seat views, never of full game states.

`RENDERERS[game_key](view) -> PIL.Image` draws a table; `render_png(game_key, view)` adds the
palette-PNG encoding and a screen-reader description built from the same view.  Both are
pure functions of the view, safe to call from a worker thread (`asyncio.to_thread`): the
only shared state is lru-cached card sprites and text masks, which are never mutated.
"""

from __future__ import annotations

from typing import Any, Callable

from PIL import Image

from . import capture, deck_defence, defend_and_capture
from .common import Rendered, encode_png

Renderer = Callable[[Any], Image.Image]
Describer = Callable[[Any], str]

RENDERERS: dict[str, Renderer] = {
    "defend-and-capture": defend_and_capture.draw,
    "deck-defence": deck_defence.draw,
    "capture": capture.draw,
}
DESCRIBERS: dict[str, Describer] = {
    "defend-and-capture": defend_and_capture.describe,
    "deck-defence": deck_defence.describe,
    "capture": capture.describe,
}


def warm() -> None:
    """Build the shared palette and card sprites once (~0.3 s), before the first click."""
    from .palette import table_palette

    table_palette()


def render_png(game_key: str, view: Any) -> Rendered:
    """Draw, encode and describe `view`; KeyError for a game without a renderer."""
    img = RENDERERS[game_key](view)
    return Rendered(encode_png(img), DESCRIBERS[game_key](view), img.width, img.height)


__all__ = ["DESCRIBERS", "RENDERERS", "Rendered", "render_png", "warm"]
