"""An animated GIF of a whole game, for `/replay <id> gif:true` (bot.features.replay).

Drawn in the worker processes (bot.workers), like every table picture: `draw_gif`
is the task a worker runs.  Every frame is mapped onto the one palette of the theme
(render.palette.table_palette), so the GIF carries a single global palette and no frame
shifts its colours; frames of different sizes are centred on one canvas of the felt.
At most MAX_FRAMES frames: a longer game is sampled evenly, always keeping its first and
last step.  (Discord animates GIF, not APNG.)
"""

from __future__ import annotations

import io
from typing import Any, Sequence

from PIL import Image

import i18n
from render import RENDERERS, Theme, theme_named
from render.palette import table_palette

MAX_FRAMES = 60
FRAME_MS = 800
LAST_FRAME_MS = 4000
MAX_BYTES = 8 * 1024 * 1024  # under Discord's smallest upload limit


def sample_steps(last: int, most: int = MAX_FRAMES) -> list[int]:
    """Steps 0..last, evenly thinned to at most `most`, the first and last always in."""
    if last + 1 <= most:
        return list(range(last + 1))
    return sorted({round(i * last / (most - 1)) for i in range(most)})


def draw_gif(key: str, views: Sequence[Any], scale: float = 1.0, theme: str | Theme = "classic",
             locale: str = "en") -> bytes:
    """The GIF of `views` in order (run in a render worker), drawn with `theme` (a name of
    `render.THEMES` or a Theme), its words in `locale`."""
    chosen = theme_named(theme)
    renderer = RENDERERS[key]
    palette = table_palette(chosen)
    with i18n.speaking(locale):
        frames = [renderer.draw(v, chosen).convert("RGB") for v in views]
    if scale != 1.0:
        frames = [f.resize((max(1, int(f.width * scale)), max(1, int(f.height * scale)))) for f in frames]
    width, height = max(f.width for f in frames), max(f.height for f in frames)
    out = []
    for f in frames:
        canvas = Image.new("RGB", (width, height), chosen.felt)
        canvas.paste(f, ((width - f.width) // 2, (height - f.height) // 2))
        out.append(canvas.quantize(palette=palette, dither=Image.Dither.NONE))
    data = io.BytesIO()
    durations = [FRAME_MS] * (len(out) - 1) + [LAST_FRAME_MS]
    out[0].save(data, format="GIF", save_all=True, append_images=out[1:], duration=durations, loop=0,
                optimize=False, disposal=1, palette=palette.getpalette())  # one global palette
    if data.tell() > MAX_BYTES and scale > 0.3:
        return draw_gif(key, views, scale * 0.7, theme, locale)
    return data.getvalue()


__all__ = ["MAX_FRAMES", "draw_gif", "sample_steps"]
