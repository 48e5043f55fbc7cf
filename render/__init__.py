"""Table pictures: Pillow drawings of per-seat views, never of full game states.

Each game has one renderer module offering `draw(view, theme) -> PIL.Image` and
`describe(view) -> str` (the screen-reader text), registered below under the game's key: a
new game is one module built from the kit (`render/kit.py`) plus one `register` line.

`render_png(game_key, view, theme)` draws, encodes a palette PNG (palette learnt per theme)
and describes.  Everything is a pure function of the view and the theme, safe to call from a
worker thread (`asyncio.to_thread`): the only shared state is lru-cached sprites, palettes
and text masks, which are never mutated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PIL import Image

from . import capture, deck_defence, defend_and_capture, tower_defense, under_siege
from .palette import encode_png, table_palette
from .theme import DEFAULT_THEME, Theme


class GameRenderer(Protocol):
    """What a renderer module offers (its view type is the game's own)."""

    def draw(self, view: Any, theme: Theme) -> Image.Image: ...

    def describe(self, view: Any) -> str: ...


@dataclass(frozen=True)
class Rendered:
    """A table picture ready to attach: PNG bytes, alt text and pixel size."""

    png: bytes
    description: str
    width: int
    height: int


RENDERERS: dict[str, GameRenderer] = {}


def register(game_key: str, renderer: GameRenderer) -> None:
    RENDERERS[game_key] = renderer


register("defend-and-capture", defend_and_capture)
register("deck-defence", deck_defence)
register("capture", capture)
register("tower-defense", tower_defense)
register("under-siege", under_siege)


def warm(theme: Theme = DEFAULT_THEME) -> None:
    """Build the theme's palette and card sprites once (~0.3 s), before the first click."""
    table_palette(theme)


def render_png(game_key: str, view: Any, theme: Theme = DEFAULT_THEME) -> Rendered:
    """Draw, encode and describe `view`; KeyError for a game without a renderer."""
    renderer = RENDERERS[game_key]
    img = renderer.draw(view, theme)
    return Rendered(encode_png(img, theme), renderer.describe(view), img.width, img.height)


__all__ = ["DEFAULT_THEME", "RENDERERS", "GameRenderer", "Rendered", "Theme", "register", "render_png", "warm"]
