"""Link buttons to the web companion's pages (issue 36): the one place every message makes them.

A link button opens its page in the reader's browser.  Discord tells the bot nothing when one
is pressed, so it carries a url and no custom_id (Discord refuses a link button with one) and
no route of the bot ever sees it.  There is none without `WEB_BASE_URL`
(`Settings.web_base_url`): nothing the players can open serves the pages then.  A player's
page and a server's are linked only when their owner turned them on in `/settings`
(`MemberSettings.web`, `ServerSettings.web`): a link to a page its owner keeps off would
lead nowhere.  A game's page is named by its random token (`GameRow.token`), never its id.

Labels are worded in the locale current when a button is made (the message's reader's:
build them inside `voices.worded`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard

import discord

from engine.core import LABEL_MAX
from i18n import t

from ..web import links
from .components import Controls, fitted

if TYPE_CHECKING:
    from ..storage import EventRow, GameRow, MemberSettings, ServerSettings

# The adapter's words for a link button and for the controls it joins (a feature imports
# nothing from discord).
Link = discord.ui.Button[Any]
View = discord.ui.View
ROWS = 5  # a message's rows of controls
GLOBE = "\U0001f310"


def link_button(base_url: str | None, path: str, label: str) -> Link | None:
    """A button opening `path` on the web pages' address; None without one."""
    url = links.absolute(base_url, path)
    if url is None:
        return None
    return discord.ui.Button(style=discord.ButtonStyle.link, url=url, label=fitted(label, LABEL_MAX, "button label"),
                             emoji=GLOBE)


def game_link(base_url: str | None, row: "GameRow") -> Link | None:
    """A game's page (a game stored before its token was has none)."""
    return link_button(base_url, links.game_path(row.token), t("web-link-game")) if row.token else None


def player_link(base_url: str | None, member: "MemberSettings") -> Link | None:
    """A player's page and games export, when they turned it on (`/settings me web_page`)."""
    return link_button(base_url, links.player_path(member.user_id), t("web-link-player")) if member.web else None


def _pages_on(server: "ServerSettings | None") -> TypeGuard["ServerSettings"]:
    """Whether a server turned its pages on (`/settings server web_pages`)."""
    return server is not None and server.web


def server_link(base_url: str | None, server: "ServerSettings | None") -> Link | None:
    """A server's page (its leaderboards and season board), when it turned its pages on."""
    if not _pages_on(server):
        return None
    return link_button(base_url, links.server_path(server.guild_id), t("web-link-server"))


def event_link(base_url: str | None, server: "ServerSettings | None", event: "EventRow") -> Link | None:
    """An event's page, when its server turned its pages on."""
    if not _pages_on(server):
        return None
    return link_button(base_url, links.event_path(event.guild_id, event.id), t("web-link-event"))


def with_links(view: View | None, *found: Link | None) -> View | None:
    """`view` with the link buttons that were made (None: not made), on a row of their own
    under its controls when one is free (a new view when it had none); `view` as it was when
    none were made."""
    made = [button for button in found if button is not None]
    if not made:
        return view
    out = view if view is not None else Controls()
    used = [item._rendered_row for item in out.children if item._rendered_row is not None]
    row = max(used, default=-1) + 1
    for button in made:
        # A link beside the game's own controls would read as one of them; only a view that
        # fills every row has it placed wherever Discord's rows have room.
        button.row = row if row < ROWS else None
        out.add_item(button)
    return out


__all__ = ["Link", "View", "event_link", "game_link", "link_button", "player_link", "server_link", "with_links"]
