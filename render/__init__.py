"""Table pictures: Pillow drawings of per-seat views, never of full game states.

Each game has one renderer module offering `draw(view, theme) -> PIL.Image` (the cards, and
figures where a glance needs them: no words), `facts(view) -> list[str]` (the short lines the
message's text carries beside the picture: who sits where, counts, piles, the last reveal...;
neither the game's title and players nor its log, which the bot words) and `describe(view) ->
str` (the screen-reader text, everything in words), registered below under the game's key: a
new game is one module built from the kit (`render/kit.py`) plus one `register` line.

`render_png(game_key, view, theme, locale)` draws, encodes a palette PNG (the table is drawn
in its theme's palette) and describes, every word in `locale` (`i18n.speaking`: it runs in a
worker process, so the locale is an argument, not the caller's ambient one; the only letters a
picture holds are the Decktet's suit initials, the buttons' own).  `facts(game_key, view)`
words in the caller's ambient locale (inside `i18n.speaking(locale)`).  The theme is a
`Theme` or the name of one of `THEMES` ("classic", "four-colour", "colour-blind", "dark"; an
unknown name is classic).  Everything is a pure function of the view, the theme and the locale, safe to call
from a worker thread (`asyncio.to_thread`): the only shared state is lru-cached sprites,
palettes, tiles and text masks, which are never mutated.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Protocol

from PIL import Image

import i18n

from . import capture, deck_defence, defend_and_capture, tiles, tower_defense, under_siege
from .palette import FAST_LEVEL, encode_png, table_palette
from .theme import DEFAULT_THEME, THEMES, Theme, theme_named


class GameRenderer(Protocol):
    """What a renderer module offers (its view type is the game's own)."""

    def draw(self, view: Any, theme: Theme) -> Image.Image: ...

    def facts(self, view: Any) -> list[str]: ...

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


def warm(theme: str | Theme | None = None) -> None:
    """Build the palette, card sprites and tiles of `theme`, or of every theme of `THEMES`
    (None), once, before the first click, rather than a stall of a few tenths of a second on
    the first picture a player asks for in a new theme (benchmarks/render_bench.py prints the
    time; the workers warm in parallel, once at start-up)."""
    for each in THEMES.values() if theme is None else (theme_named(theme),):
        table_palette(each)
        tiles.warm(each)


def png_level(renderer: Any) -> int:
    """The zlib level a renderer's pictures are first encoded at (see `encode_png`)."""
    return int(getattr(renderer, "PNG_LEVEL", FAST_LEVEL))


def render_png(game_key: str, view: Any, theme: str | Theme = DEFAULT_THEME, locale: str = "en") -> Rendered:
    """Draw, encode and describe `view` with `theme` (a Theme or a name), its words in
    `locale`; KeyError for a game without a renderer."""
    renderer = RENDERERS[game_key]
    chosen = theme_named(theme)
    with i18n.speaking(locale):
        img = renderer.draw(view, chosen)
        description = renderer.describe(view)
    return Rendered(encode_png(img, chosen, png_level(renderer)), description, img.width, img.height)


# View fields no picture draws: the words of what happened, which the message's text says.
UNDRAWN = ("log",)


def cards_only(view: Any) -> Any:
    """`view` without what its picture does not draw: two views with the same `cards_only`
    draw the same picture, so a change of words alone keeps the picture a message has."""
    return replace(view, **{name: () for name in UNDRAWN if hasattr(view, name)})


def facts(game_key: str, view: Any) -> list[str]:
    """The lines of `view` the message's text carries beside its picture, in the ambient
    locale (call it inside `i18n.speaking`); KeyError for a game without a renderer."""
    return RENDERERS[game_key].facts(view)


__all__ = ["DEFAULT_THEME", "RENDERERS", "THEMES", "UNDRAWN", "GameRenderer", "Rendered", "Theme", "cards_only",
           "facts", "register", "render_png", "theme_named", "warm"]
