"""Who a table names, in its reader's language: a private panel's first line
(bot.discord.panels.panel_text) names whom the reader plays against, and nobody where they
play alone; the public table (bot.discord.table.public_text) asks whoever it waits for to
act, in the plural when it waits for two."""

from __future__ import annotations

import pytest

import i18n
from bot.discord.panels import panel_text
from bot.discord.table import public_text
from bot.discord.host import TableParts
from bot.service import Table
from bot.storage import GameRow
from engine import GAMES

BOT = 999
ALICE, BOB = 1, 2
KEY = "under-siege"  # hidden hands, played alone against the automaton or by two


def table(seats: tuple[int, ...], key: str = KEY) -> Table:
    state = GAMES[key].new_game(players=len(seats), seed=5)
    row = GameRow(id=7, key=key, guild_id=1, channel_id=2, message_id=3, seed=5, options={}, status="running",
                  version=0, state=state.to_json(), seats=seats, created_at=0.0, updated_at=0.0)
    return Table(row, state, BOT)


def head(seats: tuple[int, ...], locale: str) -> str:
    with i18n.speaking(locale):
        return panel_text(table(seats), 0, parts=TableParts()).head.splitlines()[0]


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


def public_waiting_line(seats: tuple[int, ...], locale: str, *, lock_first: bool = False) -> str:
    t = table(seats, "capture")  # both place their cards at once
    if lock_first:  # seat 0 places its cards and locks in: only seat 1 is waited for
        state = t.state
        for _ in range(20):  # five columns to fill, then the lock: a bounded walk
            legal = state.legal_actions(0)
            state = state.apply(0, "lock" if "lock" in legal else next(a for a in legal if a.startswith("place.")))
            if 0 not in state.to_act():
                break
        t = Table(t.row, state, BOT)
    with i18n.speaking(locale):
        return public_text(t, parts=TableParts()).content.splitlines()[-1]


# The verbs said to whoever is waited for, by how many: one of them, or both.
TOLD = {"fr": ("appuie", "appuyez"), "es": ("pulsa", "pulsad"), "de": ("Drück", "Drückt")}


@pytest.mark.parametrize("locale", sorted(TOLD))
def test_the_table_asks_two_waited_for_players_in_the_plural(locale: str) -> None:
    one, both = TOLD[locale]
    two = public_waiting_line((ALICE, BOB), locale)
    assert "<@1>" in two and "<@2>" in two and f" {both} " in two, two
    alone = public_waiting_line((ALICE, BOB), locale, lock_first=True)
    assert "<@1>" not in alone and "<@2>" in alone and f" {one} " in alone and f" {both} " not in alone, alone
