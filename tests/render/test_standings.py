"""An event's standings as a picture and as text (`render.standings`): the same rows, in the
reader's theme and language, one size however many players there are."""

from __future__ import annotations

import pytest

import i18n
from render import THEMES, render_standings_png
from render.kit import recording
from render.standings import MOST_ROWS, StandingRow, StandingsView, describe, draw
from render.theme import theme_named

from .layout_check import problems

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def field(n: int) -> StandingsView:
    rows = tuple(StandingRow(rank=i + 1, name=f"Player number {i + 1} with a rather long name", score=str(40 - i),
                             games=10 + i % 3, on_fire=i % 4 == 0, detail=f"Buchholz {30 - i}" if i % 2 else "")
                 for i in range(n))
    return StandingsView(title="Friday arena · Capture", status="Ends in 12 minutes", rows=rows)


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_the_standings_picture_lays_out_cleanly_in_every_theme_and_language(theme: str, locale: str) -> None:
    with i18n.speaking(locale), recording() as rec:
        img = draw(field(7), theme_named(theme))
    assert rec.size == img.size
    assert problems(rec) == []


def test_two_hundred_players_draw_the_top_rows_and_say_how_many_more_the_text_lists_all() -> None:
    few, many = draw(field(MOST_ROWS), theme_named("classic")), draw(field(200), theme_named("classic"))
    assert few.width == many.width and many.height <= few.height + 40
    with i18n.speaking("en"):
        text = describe(field(200))
        with recording() as rec:
            draw(field(200), theme_named("classic"))
    assert "and 180 more players" in [i.text for i in rec.items if i.kind == "text"]
    assert len(text.splitlines()) == 201 and text.splitlines()[200].startswith("200. Player number 200")


def test_a_streak_and_a_tie_break_are_said_for_screen_readers() -> None:
    view = StandingsView("Swiss · Under Siege", "Round 3 of 7", (
        StandingRow(1, "Ann", "4", 3, on_fire=True), StandingRow(2, "Bob", "3", 1, detail="Buchholz 9")))
    with i18n.speaking("en"):
        lines = describe(view).splitlines()
    assert lines == ["Swiss · Under Siege: Round 3 of 7",
                     "1. Ann: 4 (3 games); on a winning streak, wins count double",
                     "2. Bob: 3 (1 game); Buchholz 9"]


def test_an_event_nobody_joined_says_so_and_encodes_as_a_png() -> None:
    out = render_standings_png(StandingsView("Arena", "", ()), "dark", "de")
    assert out.png.startswith(PNG_MAGIC) and out.description == "Arena\nNoch niemand ist beigetreten."
