"""Who reads a message decides its language and its picture's theme.

- A public message (a table, a challenge, a notice in the channel) speaks the server's
  language: the server's `/settings` choice, else the server's own Discord locale
  (`guild_locale`), else English; its picture uses the server's table theme.
- A private answer (a panel, a refusal, a hint) speaks the reader's language: their
  `/settings me` choice, else their Discord client's (`interaction.locale`); its picture uses
  their theme, else the server's.

Settings are read from storage each time (they apply at once, in every process); what the
settings are and how they change is `bot.features.settings`.  A payload for a known reader
is built inside `worded(voice, ...)`: every sentence said while it is built is theirs.
"""

from __future__ import annotations

import inspect
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Awaitable, Callable, TypeVar, overload

import i18n

from .dm_refusals import tell_refused
from .replies import Interaction

if TYPE_CHECKING:
    from .host import Host

DEFAULT_THEME = "classic"
T = TypeVar("T")


@dataclass(frozen=True)
class Voice:
    """How to speak to one audience: a shipped locale and a table theme's name."""

    locale: str = i18n.SOURCE
    theme: str = DEFAULT_THEME
    hints: bool = True  # the server lets players ask for hints (its /settings)


@overload
async def worded(voice: Voice, build: Callable[[], Awaitable[T]]) -> T: ...


@overload
async def worded(voice: Voice, build: Callable[[], T]) -> T: ...


async def worded(voice: Voice, build: Callable[[], Any]) -> Any:
    """What `build()` makes (a function, or a coroutine function), every sentence said in it
    worded in `voice`'s language: the one way a payload is made for its reader."""
    with i18n.speaking(voice.locale):
        made = build()
        return await made if inspect.isawaitable(made) else made


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


def settings_changed() -> None:
    """The settings read for this interaction are stale: what is said from here on reads them
    again (a `/settings server` that just changed them)."""
    _READ.set(None)


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


async def server_voice(bot: "Host", interaction: Interaction) -> Voice:
    """The voice of a public answer to `interaction`: its server's."""
    return await public_voice(bot, interaction.guild_id, interaction.guild_locale)


async def private_voice(bot: "Host", interaction: Interaction) -> Voice:
    """The voice of an answer only `interaction.user` sees."""
    known = interaction.extras.get("voice")
    if isinstance(known, Voice):
        return known
    member, server = await _member_and_server(bot, interaction.user.id, interaction.guild_id)
    locale = member.locale if member is not None and member.locale else interaction.locale
    theme = (member.theme if member is not None and member.theme else
             server.theme if server is not None and server.theme else DEFAULT_THEME)
    return Voice(i18n.resolve(locale), theme, server is None or server.hints)


def adopted(interaction: Interaction) -> Voice | None:
    """The asker's voice, as the interaction's handler adopted it (`adopt_private_voice`)."""
    found = interaction.extras.get("voice")
    return found if isinstance(found, Voice) else None


async def adopt_private_voice(bot: "Host", interaction: Interaction, *, again: bool = False) -> Voice:
    """The asker's voice, made the ambient locale for the rest of this interaction's task (a
    refusal raised anywhere in it is worded for them) and kept in `interaction.extras`;
    `again`: read anew (the asker just changed their settings)."""
    if again:
        interaction.extras.pop("voice", None)
    voice = adopted(interaction)
    if voice is None:
        read = await bot.storage.preferences.member_and_server(interaction.user.id, interaction.guild_id)
        _READ.set(read)
        voice = await private_voice(bot, interaction)
        interaction.extras["voice"] = voice
        if read[0].dm_untold and not again:  # their turn DMs are refused: told once, here
            with i18n.speaking(voice.locale):
                tell_refused(bot, interaction, read[0].dm_untold)
    i18n.adopt(voice.locale)
    return voice


async def user_voice(bot: "Host", user_id: int, guild_id: int | None) -> Voice:
    """The voice of a private message with no interaction to read a locale from (a panel
    updated by someone else's move): the member's setting, else the server's language."""
    member = await bot.storage.preferences.member(user_id)
    public = await public_voice(bot, guild_id)
    return Voice(i18n.resolve(member.locale) if member is not None and member.locale else public.locale,
                 member.theme if member is not None and member.theme else public.theme, public.hints)


__all__ = ["DEFAULT_THEME", "Voice", "adopt_private_voice", "adopted", "private_voice", "public_voice",
           "server_settings", "server_voice", "settings_changed", "user_voice", "worded"]
