"""An event's standings as its readers get them (bot.features.event_board): a start or an end
is a Discord time, where each reader sees it in their own zone, counting down."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import i18n
from bot.features.event_board import event_text, standings_view
from bot.storage import EventRow

ENDS = datetime(2026, 11, 30, 14, 5, tzinfo=timezone.utc).timestamp()


def event(status: str = "running", *, starts_at: float = 0.0, ends_at: float | None = ENDS) -> EventRow:
    return EventRow(id=1, guild_id=9, channel_id=8, message_id=None, thread_id=None, kind="arena", key="capture",
                    name="Friday", options={}, status=status, starts_at=starts_at, ends_at=ends_at, round=0,
                    created_by=1, created_at=0.0)


def test_the_event_message_text_keeps_discords_live_time() -> None:
    # The text's reader sees the end in their own zone, counting down: Discord's markup.
    row = event()
    with i18n.speaking("en"):
        view = standings_view(row, [], {}, now=ENDS - 720)
        text = event_text(row, view, players=0, now=ENDS - 720).content
    assert f"Ends <t:{int(ENDS)}:R>" in text and "UTC" not in text
