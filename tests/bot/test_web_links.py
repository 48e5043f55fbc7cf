"""Link buttons to the web pages (`bot.discord.web_links`, issue 36): made only with a web
address, a player's and a server's only when their owner turned them on, each a url with no
custom_id, on a row of its own under a message's controls, worded in the reader's language."""

from __future__ import annotations

import discord

import i18n
from bot.discord.components import finished_view
from bot.discord.web_links import event_link, game_link, link_button, player_link, server_link, with_links
from bot.storage import EventRow, GameRow, MemberSettings, ServerSettings

WEB = "https://cards.example.org/"  # a trailing slash is not doubled
GUILD, ALICE = 42, 7


def game_row(token: str | None = "tok-en_1") -> GameRow:
    return GameRow(id=3, key="capture", guild_id=GUILD, channel_id=2, message_id=9, seed=1, options={},
                   status="over", version=4, state={}, seats=(ALICE,), created_at=0.0, updated_at=0.0, token=token)


def event_row() -> EventRow:
    return EventRow(id=5, guild_id=GUILD, channel_id=2, message_id=None, thread_id=None, kind="arena", key="capture",
                    name="Friday", options={}, status="running", starts_at=0.0, ends_at=None, round=0, created_by=1,
                    created_at=0.0)


def test_without_a_web_address_nothing_links() -> None:
    assert link_button(None, "/g/x", "Game page") is None
    assert game_link(None, game_row()) is None
    assert player_link(None, MemberSettings(ALICE, web=True)) is None
    assert server_link(None, ServerSettings(GUILD, web=True)) is None


def test_a_game_links_to_its_token_never_its_id_and_a_game_without_one_links_nowhere() -> None:
    button = game_link(WEB, game_row())
    assert button is not None and button.url == "https://cards.example.org/g/tok-en_1"
    assert button.style is discord.ButtonStyle.link and button.custom_id is None
    assert game_link(WEB, game_row(token=None)) is None


def test_a_players_and_a_servers_pages_are_linked_only_once_turned_on() -> None:
    assert player_link(WEB, MemberSettings(ALICE)) is None
    assert player_link(WEB, MemberSettings(ALICE, web=True)).url == f"https://cards.example.org/p/{ALICE}"
    assert server_link(WEB, ServerSettings(GUILD)) is None and server_link(WEB, None) is None
    assert server_link(WEB, ServerSettings(GUILD, web=True)).url == f"https://cards.example.org/s/{GUILD}"
    assert event_link(WEB, ServerSettings(GUILD), event_row()) is None
    assert event_link(WEB, ServerSettings(GUILD, web=True), event_row()).url == \
        f"https://cards.example.org/s/{GUILD}/events/5"


def test_links_go_on_a_row_of_their_own_under_the_controls_and_none_leave_the_view_as_it_was() -> None:
    view = finished_view(3, rematch=False, verdict=True)
    assert with_links(view, None, None) is view and len(view.children) == 2
    linked = with_links(view, game_link(WEB, game_row()))
    assert linked is view
    rows = [row["components"] for row in view.to_components()]
    assert [[c.get("custom_id") is None for c in row] for row in rows] == [[False, False], [True]]
    alone = with_links(None, player_link(WEB, MemberSettings(ALICE, web=True)),
                       server_link(WEB, ServerSettings(GUILD, web=True)))
    assert alone is not None and [len(row["components"]) for row in alone.to_components()] == [2]
    assert with_links(None) is None


def test_a_link_is_worded_in_the_readers_language() -> None:
    for locale in i18n.SHIPPED:
        with i18n.speaking(locale):
            button = game_link(WEB, game_row())
        assert button is not None and button.label == i18n.tr(locale, "web-link-game")
