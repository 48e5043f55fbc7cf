"""The rating chart (bot.web.chart): SVG markup drawn on the server from a rating's history."""

from __future__ import annotations

import re

from bot.web.chart import HEIGHT, WIDTH, rating_chart

DAY = 86400.0
START = 1_767_225_600.0  # 2026-01-01 00:00 UTC


def points(svg: str) -> list[tuple[float, float]]:
    [found] = re.findall(r'<polyline class="rating" points="([^"]*)"', svg)
    return [(float(x), float(y)) for x, y in (p.split(",") for p in found.split())]


def test_a_history_of_n_points_draws_a_line_through_n_points_inside_the_view() -> None:
    history = [(START + n * DAY, 1500 + (37 * n) % 90 - 40) for n in range(12)]
    svg = rating_chart(history, title="Rating over time", locale="en")
    drawn = points(svg)
    assert len(drawn) == 12
    xs = [x for x, _ in drawn]
    assert xs == sorted(xs) and len(set(xs)) == 12  # later games further right
    assert all(0 <= x <= WIDTH and 0 <= y <= HEIGHT for x, y in drawn)
    # A higher rating is drawn higher (a smaller y): the extremes sit on the plot's edges.
    ys = [y for _, y in drawn]
    ratings = [r for _, r in history]
    assert ys.index(min(ys)) == ratings.index(max(ratings)) and ys.index(max(ys)) == ratings.index(min(ratings))


def test_the_chart_scales_and_says_what_it_shows() -> None:
    history = [(START, 1500), (START + 3 * DAY, 1560), (START + 9 * DAY, 1532)]
    svg = rating_chart(history, title="Capture <rating>", locale="en")
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    opening = svg[:svg.index(">")]
    assert f'viewBox="0 0 {WIDTH} {HEIGHT}"' in opening and 'class="chart"' in opening
    assert " width=" not in opening and " height=" not in opening  # the page's CSS sizes it
    assert 'role="img"' in opening
    [alt] = re.findall(r'aria-label="([^"]*)"', opening)
    assert alt == "Rating from Jan 1, 2026 to Jan 10, 2026: lowest 1500, highest 1560, now 1532."
    assert "<title>Capture &lt;rating&gt;</title>" in svg
    labels = re.findall(r"<text [^>]*>([^<]*)</text>", svg)
    assert labels == ["1560", "1500", "Jan 1, 2026", "Jan 10, 2026"]
    assert "style=" not in svg and "<script" not in svg  # the pages' CSP allows neither inline


def test_dates_are_written_in_the_readers_language() -> None:
    history = [(START, 1500), (START + 40 * DAY, 1520)]
    svg = rating_chart(history, title="Cote", locale="fr")
    assert "1 janv. 2026" in svg and "10 févr. 2026" in svg
    assert "Cote du 1 janv. 2026 au 10 févr. 2026" in svg


def test_one_point_still_draws() -> None:
    svg = rating_chart([(START, 1516)], title="Rating", locale="en")
    [(x, y)] = points(svg)
    assert 0 < x < WIDTH and 0 < y < HEIGHT
    assert re.search(r'<circle cx="[0-9.]+" cy="[0-9.]+" r="4"', svg)  # a dot where a line cannot show
    assert re.findall(r"<text [^>]*>([^<]*)</text>", svg) == ["1516", "Jan 1, 2026"]  # one of each, not twice


def test_no_history_draws_nothing() -> None:
    assert rating_chart([], title="Rating", locale="en") == ""
