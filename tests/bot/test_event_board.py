"""An event's standings as its readers get them (bot.features.event_board): a start or an end
is a Discord time in message text, where each reader sees it in their own zone, and words in
the picture and its alt text, where Discord's markup would show as itself."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import i18n
from bot.features.event_board import event_text, standings_view
from bot.storage import EventRow
from render import render_standings_png
from render.kit import recording
from render.standings import draw
from render.theme import theme_named

ENDS = datetime(2026, 11, 30, 14, 5, tzinfo=timezone.utc).timestamp()
# The moment in each language's own forms (CLDR's, through Babel).
DATE = {"en": "Nov 30", "fr": "30 nov.", "es": "30 nov", "de": "30. Nov."}
CLOCK = {"en": "2:05\u202fPM", "fr": "14:05", "es": "14:05", "de": "14:05"}


def event(status: str = "running", *, starts_at: float = 0.0, ends_at: float | None = ENDS) -> EventRow:
    return EventRow(id=1, guild_id=9, channel_id=8, message_id=None, thread_id=None, kind="arena", key="capture",
                    name="Friday", options={}, status=status, starts_at=starts_at, ends_at=ends_at, round=0,
                    created_by=1, created_at=0.0)


def picture_words(row: EventRow, locale: str) -> tuple[str, list[str], str]:
    """The standings' status, every line drawn in their picture, and its alt text."""
    with i18n.speaking(locale):
        view = standings_view(row, [], {}, now=ENDS - 720)
        with recording() as rec:
            draw(view, theme_named("classic"))
    drawn = [item.text for item in rec.items if item.kind == "text"]
    return view.status, drawn, render_standings_png(view, "classic", locale).description


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_the_standings_picture_and_its_alt_text_say_when_the_event_ends_in_words(locale: str) -> None:
    status, drawn, alt = picture_words(event(), locale)
    for words in (status, *drawn, alt):
        assert "<t:" not in words, f"{locale}: Discord markup in a picture: {words!r}"
    assert DATE[locale] in status and CLOCK[locale] in status and "UTC" in status
    assert any(CLOCK[locale] in line for line in drawn), f"{locale}: the end is not drawn: {drawn}"
    assert status in alt
    if locale != "en":
        assert status != picture_words(event(), "en")[0]


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_an_event_yet_to_start_says_when_it_starts_in_words(locale: str) -> None:
    status, drawn, alt = picture_words(event("open", starts_at=ENDS, ends_at=None), locale)
    assert "<t:" not in status + alt + "".join(drawn)
    assert DATE[locale] in status and CLOCK[locale] in status and status in alt


def test_the_event_message_text_keeps_discords_live_time() -> None:
    # The text's reader sees the end in their own zone, counting down: Discord's markup.
    row = event()
    with i18n.speaking("en"):
        view = standings_view(row, [], {}, now=ENDS - 720)
        text = event_text(row, view, players=0, now=ENDS - 720)
    assert f"Ends <t:{int(ENDS)}:R>" in text and "UTC" not in text
