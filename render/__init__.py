"""Table pictures: Pillow drawings of per-seat views, never of full game states.

Each game has one renderer module offering `draw(view, theme) -> PIL.Image` and
`describe(view) -> str` (the screen-reader text), registered below under the game's key: a
new game is one module built from the kit (`render/kit.py`) plus one `register` line.

`render_png(game_key, view, theme, locale)` draws, encodes a palette PNG (palette learnt per
theme) and describes, every word in `locale` (`i18n.speaking`: it runs in a worker process, so
the locale is an argument, not the caller's ambient one).  The theme is a `Theme` or the name
of one of `THEMES` ("classic", "four-colour", "colour-blind", "dark"; an unknown name is
classic).  Everything is a pure function of the view, the theme and the locale, safe to call
from a worker thread (`asyncio.to_thread`): the only shared state is lru-cached sprites,
palettes and text masks, which are never mutated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PIL import Image

import i18n

from . import capture, deck_defence, defend_and_capture, tower_defense, under_siege
from .palette import encode_png, table_palette
from .theme import DEFAULT_THEME, THEMES, Theme, theme_named


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


def warm(theme: str | Theme = "classic") -> None:
    """Build a theme's palette and card sprites once, before the first click.

    Only classic by default: measured on the shared 2-core box, warming classic took 1.8 s
    and the three other themes 4.5 s more, per worker, and the bot waits for its workers to
    be warm before it takes interactions; another theme's palette is built the first time a
    player picks it (~0.3 s on an idle machine) and cached from then on."""
    table_palette(theme_named(theme))


def render_png(game_key: str, view: Any, theme: str | Theme = DEFAULT_THEME, locale: str = "en") -> Rendered:
    """Draw, encode and describe `view` with `theme` (a Theme or a name), its words in
    `locale`; KeyError for a game without a renderer."""
    renderer = RENDERERS[game_key]
    chosen = theme_named(theme)
    with i18n.speaking(locale):
        img = renderer.draw(view, chosen)
        description = renderer.describe(view)
    return Rendered(encode_png(img, chosen), description, img.width, img.height)


__all__ = ["DEFAULT_THEME", "RENDERERS", "THEMES", "GameRenderer", "Rendered", "Theme", "register", "render_png",
           "theme_named", "warm"]
