"""`/settings server` (Manage Server) and `/settings me` (everyone), declared for Discord: their
options, choices and descriptions; what they do is `bot.features.settings`'."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES

from ..places import SERVER_INSTALL, SERVERS, server_only
from ...features.settings import AUTO, THEME_KEYS, THEMES, change_member, change_server

if TYPE_CHECKING:
    from ..host import Host

# The themes' names in English, Discord's default (their keys word them elsewhere).
_THEME_NAMES = {"classic": "Classic", "four-colour": "Four colours", "colour-blind": "Colour-blind safe",
                "dark": "Dark"}


def _ls(english: str, key: str) -> app_commands.locale_str:
    return app_commands.locale_str(english, key=key)


def _language_choices(auto_english: str, auto_key: str) -> list[app_commands.Choice[str]]:
    # A language's own name is the same in every locale (names of languages as their speakers
    # write them), so those choices are plain; only "automatic" is worded.
    out = [app_commands.Choice(name=_ls(auto_english, auto_key), value=AUTO)]
    out += [app_commands.Choice(name=i18n.native_name(code), value=code) for code in i18n.SHIPPED]
    return out


def _theme_choices(auto_english: str | None, auto_key: str | None) -> list[app_commands.Choice[str]]:
    out = []
    if auto_english and auto_key:
        out.append(app_commands.Choice(name=_ls(auto_english, auto_key), value=AUTO))
    out += [app_commands.Choice(name=_ls(_THEME_NAMES[name], THEME_KEYS[name]), value=name) for name in THEMES]
    return out


def _game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=info.title, value=key) for key, info in GAMES.items()]


def _value(choice: app_commands.Choice[str] | None) -> str | None:
    return choice.value if choice is not None else None


def register_settings(bot: "Host") -> None:
    """`/settings server` (Manage Server) and `/settings me` (everyone)."""
    group = server_only(bot, app_commands.Group(
        name=_ls("settings", "settings-cmd-name"),
        description=_ls("Language, theme and how games run here", "settings-cmd-desc"),
        allowed_installs=SERVER_INSTALL, allowed_contexts=SERVERS))

    @group.command(name=_ls("server", "settings-cmd-server-name"),
                   description=_ls("Settings of this server (needs Manage Server)", "settings-cmd-server-desc"))
    @app_commands.describe(
        language=_ls("Language of public messages and tables", "settings-opt-language-desc"),
        theme=_ls("Theme of the tables' pictures", "settings-opt-theme-desc"),
        allow=_ls("Allow a game to be started here", "settings-opt-allow-desc"),
        forbid=_ls("Stop a game from being started here", "settings-opt-forbid-desc"),
        turn_hours=_ls("Hours a player has for a turn in two-player games", "settings-opt-turn-desc"),
        reaction_minutes=_ls("Minutes for an out-of-turn decision", "settings-opt-reaction-desc"),
        hints=_ls("Whether players may ask for hints", "settings-opt-hints-desc"),
        threads=_ls("Whether each game gets its own thread", "settings-opt-threads-desc"),
        event_role=_ls("A role whose members may run events too", "settings-opt-event-role-desc"),
        no_event_role=_ls("Let only members with Manage Server run events", "settings-opt-no-event-role-desc"),
        web_pages=_ls("Show this server's leaderboards, season board and event pages on the web",
                      "settings-opt-web-pages-desc"),
        reset=_ls("Put every setting back to its default", "settings-opt-reset-desc"))
    @app_commands.rename(language=_ls("language", "settings-opt-language-name"),
                         theme=_ls("theme", "settings-opt-theme-name"),
                         allow=_ls("allow", "settings-opt-allow-name"),
                         forbid=_ls("forbid", "settings-opt-forbid-name"),
                         turn_hours=_ls("turn_hours", "settings-opt-turn-name"),
                         reaction_minutes=_ls("reaction_minutes", "settings-opt-reaction-name"),
                         hints=_ls("hints", "settings-opt-hints-name"),
                         threads=_ls("threads", "settings-opt-threads-name"),
                         event_role=_ls("event_role", "settings-opt-event-role-name"),
                         no_event_role=_ls("no_event_role", "settings-opt-no-event-role-name"),
                         web_pages=_ls("web_pages", "settings-opt-web-pages-name"),
                         reset=_ls("reset", "settings-opt-reset-name"))
    @app_commands.choices(language=_language_choices("The server's Discord language", "settings-choice-language-auto"),
                          theme=_theme_choices(None, None), allow=_game_choices(), forbid=_game_choices())
    @app_commands.default_permissions(manage_guild=True)
    async def server(interaction: discord.Interaction, language: Optional[app_commands.Choice[str]] = None,
                     theme: Optional[app_commands.Choice[str]] = None,
                     allow: Optional[app_commands.Choice[str]] = None,
                     forbid: Optional[app_commands.Choice[str]] = None,
                     turn_hours: Optional[float] = None, reaction_minutes: Optional[float] = None,
                     hints: Optional[bool] = None, threads: Optional[bool] = None,
                     event_role: Optional[discord.Role] = None, no_event_role: Optional[bool] = None,
                     web_pages: Optional[bool] = None, reset: Optional[bool] = None) -> None:
        async with bot.work:  # answered in the asker's language, the ambient one (`adopt_private_voice`)
            await change_server(bot, interaction, language=_value(language), theme=_value(theme),
                                allow=_value(allow), forbid=_value(forbid), turn_hours=turn_hours,
                                reaction_minutes=reaction_minutes, hints=hints, threads=threads,
                                event_role=event_role.id if event_role else None,
                                no_event_role=bool(no_event_role), web_pages=web_pages, reset=bool(reset))

    @group.command(name=_ls("me", "settings-cmd-me-name"),
                   description=_ls("Your own language and theme, for what only you see", "settings-cmd-me-desc"))
    @app_commands.describe(language=_ls("Language of what only you see", "settings-opt-my-language-desc"),
                           theme=_ls("Theme of the pictures only you see", "settings-opt-my-theme-desc"),
                           web_page=_ls("Show my player page and games export on the web",
                                        "settings-opt-web-page-desc"),
                           turn_dms=_ls("Send me a DM when a game waits for me", "settings-opt-turn-dms-desc"))
    @app_commands.rename(language=_ls("language", "settings-opt-language-name"),
                         theme=_ls("theme", "settings-opt-theme-name"),
                         web_page=_ls("web_page", "settings-opt-web-page-name"),
                         turn_dms=_ls("turn_dms", "settings-opt-turn-dms-name"))
    @app_commands.choices(language=_language_choices("My Discord language", "settings-choice-language-client"),
                          theme=_theme_choices("The server's theme", "settings-choice-theme-server"))
    async def me(interaction: discord.Interaction, language: Optional[app_commands.Choice[str]] = None,
                 theme: Optional[app_commands.Choice[str]] = None, web_page: Optional[bool] = None,
                 turn_dms: Optional[bool] = None) -> None:
        async with bot.work:
            await change_member(bot, interaction, language=_value(language), theme=_value(theme), web_page=web_page,
                                turn_dms=turn_dms)

    bot.tree.add_command(group)
