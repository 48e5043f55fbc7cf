"""A private panel's first line (bot.discord.panels.panel_text): whom the reader plays
against, in their language, and nobody where they play alone."""

from __future__ import annotations

import pytest

import i18n
from bot.discord.panels import panel_text
from bot.service import Table
from bot.storage import GameRow
from engine import GAMES

BOT = 999
ALICE, BOB = 1, 2
KEY = "under-siege"  # hidden hands, played alone against the automaton or by two


def table(seats: tuple[int, ...]) -> Table:
    state = GAMES[KEY].new_game(players=len(seats), seed=5)
    row = GameRow(id=7, key=KEY, guild_id=1, channel_id=2, message_id=3, seed=5, options={}, status="running",
                  version=0, state=state.to_json(), seats=seats, created_at=0.0, updated_at=0.0)
    return Table(row, state, BOT)


def head(seats: tuple[int, ...], locale: str) -> str:
    with i18n.speaking(locale):
        return panel_text(table(seats), 0).splitlines()[0]


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_a_solitaire_panel_names_the_game_and_no_opponent(locale: str) -> None:
    line = head((ALICE,), locale)
    assert line.endswith("· Under Siege"), f"{locale}: {line!r}"
    # The two-player header's word before the opponents ("against", "contre"...) is not left dangling.
    against = head((ALICE, BOB), locale).rsplit("<@2>", 1)[0].rsplit("·", 1)[1].strip()
    assert against and against not in line


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_a_two_player_panel_names_the_opponent(locale: str) -> None:
    assert head((ALICE, BOB), locale).endswith("<@2>")
    assert head((ALICE, BOT), locale).endswith(i18n.tr(locale, "bot-against-the-bot"))
