"""A rating's history as a chart: SVG markup drawn on the server, inlined in a player's page.

Pure: the same history, title and locale give the same markup.  No script and no style
attribute (the pages' Content-Security-Policy allows neither inline): SVG presentation
attributes only (`stroke`, `fill`, `font-size`), colours in `currentColor` where they follow
the page's text (its dark scheme too).  A `viewBox` and no fixed size: the page's
`svg.chart` rule makes it as wide as the page allows.  Every figure and date in it is
written here, in the reader's locale: the rating's lowest and highest values on the side,
the first and last dates under it, and in words for whoever cannot see it (`role="img"`,
`aria-label`; its `<title>` for a pointer's tooltip).
"""

from __future__ import annotations

from datetime import datetime, timezone
from html import escape
from typing import Sequence

from babel.dates import format_date

import i18n

WIDTH, HEIGHT = 400, 200  # the viewBox; 14-unit type is about 12 px on a 360 px screen
LEFT, RIGHT, TOP, BOTTOM = 46, 12, 14, 32  # room for the labels around the plot
LINE = "#3b5bdb"


def day(at: float, locale: str) -> str:
    """A date as the locale writes it ("Jan 3, 2026", "3 janv. 2026"), in UTC."""
    return format_date(datetime.fromtimestamp(at, timezone.utc).date(), format="medium", locale=locale)


def _scale(value: float, low: float, high: float, start: float, end: float) -> float:
    """`value` from [low, high] onto [start, end]; the middle when the range is a point."""
    if high <= low:
        return (start + end) / 2
    return start + (value - low) / (high - low) * (end - start)


def rating_chart(history: Sequence[tuple[float, int]], *, title: str, locale: str) -> str:
    """The chart of `history` ((when, rating after that game), oldest first) as SVG markup,
    or "" for no history."""
    if not history:
        return ""
    times = [at for at, _ in history]
    values = [rating for _, rating in history]
    first, last, low, high = min(times), max(times), min(values), max(values)
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM
    points = " ".join(f"{_scale(at, first, last, x0, x1):.1f},{_scale(rating, low, high, y1, y0):.1f}"
                      for at, rating in history)
    end_x, end_y = points.rsplit(" ", 1)[-1].split(",")
    first_day, last_day = day(first, locale), day(last, locale)
    alt = i18n.tr(locale, "web-chart-alt", first=first_day, last=last_day, low=low, high=high, now=values[-1])
    labels = [(LEFT - 6, TOP + 5, "end", str(high))]
    if low != high:
        labels.append((LEFT - 6, y1, "end", str(low)))
    labels.append((x0, HEIGHT - 8, "start", first_day))
    if last_day != first_day:
        labels.append((x1, HEIGHT - 8, "end", last_day))
    texts = "".join(f'<text x="{x}" y="{y}" text-anchor="{anchor}">{escape(words)}</text>'
                    for x, y, anchor, words in labels)
    return (f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
            f'aria-label="{escape(alt)}">'
            f"<title>{escape(title)}</title>"
            f'<g font-size="14" fill="currentColor">{texts}</g>'
            f'<path d="M{x0} {y0}V{y1}H{x1}" fill="none" stroke="currentColor" stroke-opacity="0.4" stroke-width="1"/>'
            f'<polyline class="rating" points="{points}" fill="none" stroke="{LINE}" stroke-width="2.5" '
            f'stroke-linejoin="round" stroke-linecap="round"/>'
            f'<circle cx="{end_x}" cy="{end_y}" r="4" fill="{LINE}"/>'
            "</svg>")


__all__ = ["rating_chart"]
