"""Settings: what servers and members choose with `/settings server` and `/settings me`, as
shown and as changed.

(`bot.config` is the process's configuration from the environment; these settings are
stored per server and per member in the database: `Storage.preferences`.  Whom they make a
message speak to, in which language and theme, is the adapter's: `bot.discord.voices`.  The
commands themselves are declared for Discord in `bot.discord.commands.settings`.)
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import i18n
from engine import GAMES
from i18n import Message, t

from ..discord import replies
from ..discord.members import can_open_threads, has_role, manages_server
from ..discord.replies import Interaction
from ..discord.voices import DEFAULT_THEME, adopt_private_voice, settings_changed
from ..web import links

if TYPE_CHECKING:
    from ..discord.host import Host
    from ..storage import MemberSettings, ServerSettings

log = logging.getLogger("bot.preferences")

# The table themes render/ draws (render.theme.THEMES; a test keeps the two in step).
THEMES = ("classic", "four-colour", "colour-blind", "dark")
THEME_KEYS = {"classic": "settings-theme-classic", "four-colour": "settings-theme-four-colour",
              "colour-blind": "settings-theme-colour-blind", "dark": "settings-theme-dark"}
# Bounds an admin may set (the environment's own limits are the same or wider).
TURN_HOURS = (0.25, 24.0 * 14)
REACTION_MINUTES = (0.5, 24.0 * 60)
AUTO = "auto"  # a choice's value meaning "back to the default"


# ---- the server's and the member's settings, as shown and as changed -------------------

def _hours(value: float) -> str:
    return t("settings-hours", n=round(value, 2) if value != int(value) else int(value))


def _minutes(value: float) -> str:
    return t("settings-minutes", n=round(value, 2) if value != int(value) else int(value))


def _language_name(code: str) -> str:
    return i18n.native_name(code)


def server_text(bot: "Host", server: "ServerSettings", guild_locale: object) -> str:
    """The server's settings, each with what it means now (a default says so)."""
    lang = (t("settings-value-chosen", value=_language_name(server.locale)) if server.locale else
            t("settings-value-discord-language", value=_language_name(i18n.resolve(guild_locale))))
    games = (t("settings-value-all-games") if server.games is None else
             ", ".join(info.title for key, info in GAMES.items() if key in server.games) or t("settings-value-no-game"))
    turn = (_hours(server.turn_hours) if server.turn_hours is not None else
            t("settings-value-default", value=_hours(bot.settings.turn_timeout_hours)))
    reaction = (_minutes(server.reaction_minutes) if server.reaction_minutes is not None else
                t("settings-value-default", value=_minutes(bot.settings.reaction_minutes)))
    return "\n".join([
        t("settings-server-title"),
        t("settings-line-language", value=lang),
        t("settings-line-theme", value=t(THEME_KEYS.get(server.theme or DEFAULT_THEME, "settings-theme-classic"))),
        t("settings-line-games", value=games),
        t("settings-line-turn", value=turn),
        t("settings-line-reaction", value=reaction),
        t("settings-line-hints", on="yes" if server.hints else "no"),
        t("settings-line-threads", on="yes" if server.threads else "no"),
        (t("settings-line-events-role", role=f"<@&{server.event_role}>") if server.event_role is not None else
         t("settings-line-events-manage")),
        *_web_lines("settings-line-web", server.web, links.server_path(server.guild_id), bot.settings.web_base_url),
        t("settings-server-how"),
    ])


def _web_lines(key: str, on: bool, path: str, base_url: str | None) -> list[str]:
    """Whether a web page is on, and its address while it is, when the pages have one."""
    address = links.absolute(base_url, path) if on else None
    return [t(key, on="yes" if on else "no"), *([t("settings-line-web-address", url=address)] if address else [])]


def member_text(member: "MemberSettings", client_locale: object, base_url: str | None = None) -> str:
    """The member's settings; `base_url`: the web pages' address (`WEB_BASE_URL`), to show
    their page's."""
    lang = (t("settings-value-chosen", value=_language_name(member.locale)) if member.locale else
            t("settings-value-discord-client", value=_language_name(i18n.resolve(client_locale))))
    theme = (t(THEME_KEYS.get(member.theme, "settings-theme-classic")) if member.theme else
             t("settings-value-server-theme"))
    return "\n".join([t("settings-me-title"), t("settings-line-language-me", value=lang),
                       t("settings-line-theme-me", value=theme),
                       *_web_lines("settings-line-web-me", member.web, links.player_path(member.user_id), base_url),
                       t("settings-line-turn-dms-me", on="yes" if member.turn_dms else "no"),
                       t("settings-me-how")])


def may_organise_events(interaction: Interaction, server: "ServerSettings | None") -> bool:
    """Whether the asker may start an event here: Manage Server, or the role the server chose
    in `/settings server` (issue 27).  Discord's command permissions are not relied on: a
    server may show `/event` to anyone, so this is checked every time."""
    if manages_server(interaction):
        return True
    role_id = server.event_role if server is not None else None
    return role_id is not None and has_role(interaction, role_id)


class SettingsRefused(Exception):
    """A setting out of bounds: its `reason`, worded when the answer is (the asker's language)."""

    def __init__(self, key: str, /, **args: Any) -> None:
        super().__init__(key)
        self.reason = Message(key, **args)


def _between(value: float | None, bounds: tuple[float, float], key: str) -> float | None:
    if value is None:
        return None
    low, high = bounds
    if not low <= value <= high:
        raise SettingsRefused(key, low=str(low).removesuffix(".0"), high=str(high).removesuffix(".0"))
    return float(value)


async def change_server(bot: "Host", interaction: Interaction, *, language: str | None,
                        theme: str | None, allow: str | None, forbid: str | None, turn_hours: float | None,
                        reaction_minutes: float | None, hints: bool | None, threads: bool | None,
                        event_role: int | None, no_event_role: bool, web_pages: bool | None, reset: bool) -> None:
    """`/settings server` (Manage Server): the server's settings changed, then shown."""
    guild_id = interaction.guild_id
    if guild_id is None or not manages_server(interaction):
        # Discord hides the command from members without Manage Server, but a server may
        # show it to them (Integrations settings): the check is ours, every time.
        await replies.send_private(interaction, t("settings-refused"))
        return
    store = bot.storage.preferences
    current = await store.server(guild_id)
    changes: dict[str, Any] = {}
    try:
        if reset:
            changes.update(locale=None, theme=None, games=None, turn_hours=None, reaction_minutes=None,
                           hints=True, threads=False, event_role=None, web=False)
        if language is not None:
            changes["locale"] = None if language == AUTO else i18n.resolve(language)
        if theme is not None:
            changes["theme"] = None if theme == DEFAULT_THEME else theme
        games = set(changes.get("games", current.games) or GAMES) if (allow or forbid) else None
        if games is not None:
            if allow:
                games.add(allow)
            if forbid:
                games.discard(forbid)
            if not games:
                raise SettingsRefused("settings-refused-no-game")
            changes["games"] = None if games >= set(GAMES) else tuple(sorted(games))
        if turn_hours is not None:
            changes["turn_hours"] = _between(turn_hours, TURN_HOURS, "settings-refused-turn")
        if reaction_minutes is not None:
            changes["reaction_minutes"] = _between(reaction_minutes, REACTION_MINUTES, "settings-refused-reaction")
        if hints is not None:
            changes["hints"] = hints
        if threads is not None:
            changes["threads"] = threads
        if web_pages is not None:
            changes["web"] = web_pages
        if event_role is not None and no_event_role:
            raise SettingsRefused("settings-refused-event-role-both")
        if event_role is not None or no_event_role:
            changes["event_role"] = event_role
    except SettingsRefused as refused:
        await replies.send_private(interaction, refused.reason.say())
        return
    warning = ""
    if changes.get("threads") and not can_open_threads(interaction):
        warning = "\n" + t("settings-threads-need-permissions")
    if changes:
        current = await store.change_server(guild_id, interaction.user.id, **changes)
        settings_changed()  # what is said from here on follows the new settings
        log.info("server %s settings changed by %s: %s", guild_id, interaction.user.id, sorted(changes))
    lead = t("settings-saved") + "\n" if changes else ""
    await replies.send_private(interaction, lead + server_text(bot, current, interaction.guild_locale) + warning)


async def change_member(bot: "Host", interaction: Interaction, *, language: str | None, theme: str | None,
                        web_page: bool | None = None, turn_dms: bool | None = None) -> None:
    """`/settings me`: the asker's own language and theme (`AUTO`: back to the default),
    whether their player page and games export are on the web, and whether they get a DM
    when a game waits for them (`bot.discord.turn_dms`: nobody gets one without asking)."""
    changes: dict[str, Any] = {}
    if language is not None:
        changes["locale"] = None if language == AUTO else i18n.resolve(language)
    if theme is not None:
        changes["theme"] = None if theme == AUTO else theme
    if web_page is not None:
        changes["web"] = web_page
    if turn_dms is not None:
        changes["turn_dms"] = turn_dms
    if changes:
        member = await bot.storage.preferences.change_member(interaction.user.id, **changes)
    else:
        member = await bot.storage.preferences.member(interaction.user.id)
    # Read again and adopted: the new choice applies at once, to this answer too.
    await adopt_private_voice(bot, interaction, again=True)
    lead = t("settings-saved") + "\n" if changes else ""
    await replies.send_private(interaction, lead + member_text(member, interaction.locale, bot.settings.web_base_url))
