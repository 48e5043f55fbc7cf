"""Settings, and who reads a message decides its language and its picture's theme.

(`bot.config` is the process's configuration from the environment; this module is what
servers and members choose with `/settings server` and `/settings me`, stored per server and
per member in the database: `Storage.preferences`.)

- A public message (a table, a challenge, a notice in the channel) speaks the server's
  language: the server's `/settings` choice, else the server's own Discord locale
  (`guild_locale`), else English; its picture uses the server's table theme.
- A private answer (a panel, a refusal, a hint) speaks the reader's language: their
  `/settings me` choice, else their Discord client's (`interaction.locale`); its picture uses
  their theme, else the server's.

Settings are read from storage each time (they apply at once, in every process).
"""

from __future__ import annotations

import logging
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

import i18n
from engine import GAMES
from i18n import Message, t

from ..discord import replies

if TYPE_CHECKING:
    from ..discord.host import Host
    from ..storage import ServerSettings

log = logging.getLogger("bot.preferences")

DEFAULT_THEME = "classic"
# The table themes render/ draws (render.theme.THEMES; a test keeps the two in step).
THEMES = ("classic", "four-colour", "colour-blind", "dark")
_THEME_KEYS = {"classic": "settings-theme-classic", "four-colour": "settings-theme-four-colour",
               "colour-blind": "settings-theme-colour-blind", "dark": "settings-theme-dark"}
# Bounds an admin may set (the environment's own limits are the same or wider).
TURN_HOURS = (0.25, 24.0 * 14)
REACTION_MINUTES = (0.5, 24.0 * 60)


@dataclass(frozen=True)
class Voice:
    """How to speak to one audience: a shipped locale and a table theme's name."""

    locale: str = i18n.SOURCE
    theme: str = DEFAULT_THEME
    hints: bool = True  # the server lets players ask for hints (its /settings)


# The settings read once for the interaction being handled (its task's context): a click
# reads its asker's and its server's settings in one trip to the database, and the public
# table it redraws reuses them.  Nothing outlives the interaction's task.
_READ: ContextVar[tuple[Any, Any] | None] = ContextVar("settings_read", default=None)


async def server_settings(bot: "Host", guild_id: int | None) -> Any:
    """A server's settings (None outside a server), read once per interaction."""
    if not guild_id:
        return None
    read = _READ.get()
    if read is not None and read[1] is not None and read[1].guild_id == guild_id:
        return read[1]
    return await bot.storage.preferences.server(guild_id)


async def _member_and_server(bot: "Host", user_id: int, guild_id: int | None) -> tuple[Any, Any]:
    read = _READ.get()
    if read is not None and read[0].user_id == user_id and (read[1] is None or read[1].guild_id == guild_id):
        return read
    return await bot.storage.preferences.member_and_server(user_id, guild_id)


def _guild_locale(bot: "Host", guild_id: int | None) -> str | None:
    guild = bot.get_guild(guild_id) if guild_id else None
    return str(guild.preferred_locale) if guild is not None else None


async def public_voice(bot: "Host", guild_id: int | None, guild_locale: object = None) -> Voice:
    """The voice of a public message in server `guild_id` (`guild_locale`: the interaction's,
    when there is one)."""
    server = await server_settings(bot, guild_id)
    locale = (server.locale if server is not None and server.locale else
              guild_locale or _guild_locale(bot, guild_id))
    theme = server.theme if server is not None and server.theme else DEFAULT_THEME
    return Voice(i18n.resolve(locale), theme, server is None or server.hints)


async def private_voice(bot: "Host", interaction: "discord.Interaction") -> Voice:
    """The voice of an answer only `interaction.user` sees."""
    known = interaction.extras.get("voice")
    if isinstance(known, Voice):
        return known
    member, server = await _member_and_server(bot, interaction.user.id, interaction.guild_id)
    locale = member.locale if member is not None and member.locale else interaction.locale
    theme = (member.theme if member is not None and member.theme else
             server.theme if server is not None and server.theme else DEFAULT_THEME)
    return Voice(i18n.resolve(locale), theme, server is None or server.hints)


async def adopt_private_voice(bot: "Host", interaction: "discord.Interaction") -> Voice:
    """The asker's voice, made the ambient locale for the rest of this interaction's task (a
    refusal raised anywhere in it is worded for them) and kept in `interaction.extras`."""
    voice = interaction.extras.get("voice")
    if not isinstance(voice, Voice):
        read = await bot.storage.preferences.member_and_server(interaction.user.id, interaction.guild_id)
        _READ.set(read)
        voice = await private_voice(bot, interaction)
        interaction.extras["voice"] = voice
    i18n.adopt(voice.locale)
    return voice


async def user_voice(bot: "Host", user_id: int, guild_id: int | None) -> Voice:
    """The voice of a private message with no interaction to read a locale from (a panel
    updated by someone else's move): the member's setting, else the server's language."""
    member = await bot.storage.preferences.member(user_id)
    public = await public_voice(bot, guild_id)
    return Voice(i18n.resolve(member.locale) if member is not None and member.locale else public.locale,
                 member.theme if member is not None and member.theme else public.theme, public.hints)


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
        t("settings-line-theme", value=t(_THEME_KEYS.get(server.theme or DEFAULT_THEME, "settings-theme-classic"))),
        t("settings-line-games", value=games),
        t("settings-line-turn", value=turn),
        t("settings-line-reaction", value=reaction),
        t("settings-line-hints", on="yes" if server.hints else "no"),
        t("settings-line-threads", on="yes" if server.threads else "no"),
        (t("settings-line-events-role", role=f"<@&{server.event_role}>") if server.event_role is not None else
         t("settings-line-events-manage")),
        t("settings-server-how"),
    ])


def member_text(member: Any, client_locale: object) -> str:
    lang = (t("settings-value-chosen", value=_language_name(member.locale)) if member.locale else
            t("settings-value-discord-client", value=_language_name(i18n.resolve(client_locale))))
    theme = (t(_THEME_KEYS.get(member.theme, "settings-theme-classic")) if member.theme else
             t("settings-value-server-theme"))
    return "\n".join([t("settings-me-title"), t("settings-line-language-me", value=lang),
                       t("settings-line-theme-me", value=theme), t("settings-me-how")])


def _manages_server(interaction: discord.Interaction) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.administrator)


def may_organise_events(interaction: discord.Interaction, server: "ServerSettings | None") -> bool:
    """Whether the asker may start an event here: Manage Server, or the role the server chose
    in `/settings server` (issue 27).  Discord's command permissions are not relied on: a
    server may show `/event` to anyone, so this is checked every time."""
    if _manages_server(interaction):
        return True
    role_id = server.event_role if server is not None else None
    user = interaction.user
    # The interaction carries the member's role ids, resolved against the server's roles that
    # the gateway keeps (a DM's user has no roles at all).
    return role_id is not None and isinstance(user, discord.Member) and any(role.id == role_id for role in user.roles)


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


AUTO = "auto"  # a choice's value meaning "back to the default"


def _choices(*pairs: tuple[str, str, str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=app_commands.locale_str(english, key=key), value=value)
            for english, key, value in pairs]


def _language_choices(auto_english: str, auto_key: str) -> list[app_commands.Choice[str]]:
    # A language's own name is the same in every locale (names of languages as their speakers
    # write them), so those choices are plain; only "automatic" is worded.
    out = [app_commands.Choice(name=app_commands.locale_str(auto_english, key=auto_key), value=AUTO)]
    out += [app_commands.Choice(name=i18n.native_name(code), value=code) for code in i18n.SHIPPED]
    return out


def _theme_choices(auto_english: str | None, auto_key: str | None) -> list[app_commands.Choice[str]]:
    english = {"classic": "Classic", "four-colour": "Four colours", "colour-blind": "Colour-blind safe",
               "dark": "Dark"}
    out = []
    if auto_english and auto_key:
        out.append(app_commands.Choice(name=app_commands.locale_str(auto_english, key=auto_key), value=AUTO))
    out += [app_commands.Choice(name=app_commands.locale_str(english[name], key=_THEME_KEYS[name]), value=name)
            for name in THEMES]
    return out


def _game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=info.title, value=key) for key, info in GAMES.items()]


def _ls(english: str, key: str) -> app_commands.locale_str:
    return app_commands.locale_str(english, key=key)


def register_settings(bot: "Host") -> None:
    """`/settings server` (Manage Server) and `/settings me` (everyone)."""
    group = app_commands.Group(name=_ls("settings", "settings-cmd-name"),
                               description=_ls("Language, theme and how games run here", "settings-cmd-desc"),
                               guild_only=True)

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
                     reset: Optional[bool] = None) -> None:
        async with bot.work:  # answered in the asker's language, the ambient one (`adopt_private_voice`)
            await _server_command(bot, interaction, language=language.value if language else None,
                                  theme=theme.value if theme else None, allow=allow.value if allow else None,
                                  forbid=forbid.value if forbid else None, turn_hours=turn_hours,
                                  reaction_minutes=reaction_minutes, hints=hints, threads=threads,
                                  event_role=event_role.id if event_role else None,
                                  no_event_role=bool(no_event_role), reset=bool(reset))

    @group.command(name=_ls("me", "settings-cmd-me-name"),
                   description=_ls("Your own language and theme, for what only you see", "settings-cmd-me-desc"))
    @app_commands.describe(language=_ls("Language of what only you see", "settings-opt-my-language-desc"),
                           theme=_ls("Theme of the pictures only you see", "settings-opt-my-theme-desc"))
    @app_commands.rename(language=_ls("language", "settings-opt-language-name"),
                         theme=_ls("theme", "settings-opt-theme-name"))
    @app_commands.choices(language=_language_choices("My Discord language", "settings-choice-language-client"),
                          theme=_theme_choices("The server's theme", "settings-choice-theme-server"))
    async def me(interaction: discord.Interaction, language: Optional[app_commands.Choice[str]] = None,
                 theme: Optional[app_commands.Choice[str]] = None) -> None:
        async with bot.work:
            changes: dict[str, Any] = {}
            if language is not None:
                changes["locale"] = None if language.value == AUTO else i18n.resolve(language.value)
            if theme is not None:
                changes["theme"] = None if theme.value == AUTO else theme.value
            if changes:
                member = await bot.storage.preferences.change_member(interaction.user.id, **changes)
            else:
                member = await bot.storage.preferences.member(interaction.user.id)
            interaction.extras.pop("voice", None)
            # Read again and adopted: the new choice applies at once, to this answer too.
            await adopt_private_voice(bot, interaction)
            lead = t("settings-saved") + "\n" if changes else ""
            await replies.send_private(interaction, lead + member_text(member, interaction.locale))

    bot.tree.add_command(group)


async def _server_command(bot: "Host", interaction: discord.Interaction, *, language: str | None,
                          theme: str | None, allow: str | None, forbid: str | None, turn_hours: float | None,
                          reaction_minutes: float | None, hints: bool | None, threads: bool | None,
                          event_role: int | None, no_event_role: bool, reset: bool) -> None:
    guild_id = interaction.guild_id
    if guild_id is None or not _manages_server(interaction):
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
                           hints=True, threads=False, event_role=None)
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
        if event_role is not None and no_event_role:
            raise SettingsRefused("settings-refused-event-role-both")
        if event_role is not None or no_event_role:
            changes["event_role"] = event_role
    except SettingsRefused as refused:
        await replies.send_private(interaction, refused.reason.say())
        return
    warning = ""
    if changes.get("threads"):
        app = interaction.app_permissions
        if not (app.create_public_threads and app.send_messages_in_threads):
            warning = "\n" + t("settings-threads-need-permissions")
    if changes:
        current = await store.change_server(guild_id, interaction.user.id, **changes)
        _READ.set(None)  # what is said from here on follows the new settings
        log.info("server %s settings changed by %s: %s", guild_id, interaction.user.id, sorted(changes))
    lead = t("settings-saved") + "\n" if changes else ""
    await replies.send_private(interaction, lead + server_text(bot, current, interaction.guild_locale) + warning)
