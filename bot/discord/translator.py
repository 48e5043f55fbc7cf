"""The slash commands in every shipped language: a discord.py `Translator` over the catalogues.

Every name and description the bot registers is a `locale_str` whose English text is the
default Discord shows, and whose extras say how to word it in another locale:
- `key` (and `args`): a catalogue message (`commands.ftl`, keys `cmd-...`), or a key of the
  engine's (a game's `Option.description`, `Option.name_key`, `Option.choice_keys`);
- `say`: a function of a locale code, for a text composed of several messages (a game's
  summary and its seat modes).
`translate` maps Discord's locale to a shipped one (exact, then the language: "es-ES" and
"es-419" are "es"); English is the default itself, and a locale the bot does not ship keeps
the default: both return None.  Names are cut to Discord's 32 characters, descriptions to
100 (the catalogues are written to fit; the tests check).

What is not localised: what names a game or a language, the same in every locale: a game's
subcommand (its published name, as a slug), a choice naming a game (its title) and a
language's own name among the language choices; these carry no key.  Everything else is,
the games' options and their choices included (tests/bot/test_translator.py walks the tree).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import i18n

if TYPE_CHECKING:
    from engine import GameInfo

NAME_LIMIT = 32
TEXT_LIMIT = 100  # descriptions and choice names
NAMES = (Where.command_name, Where.group_name, Where.parameter_name)
# The bot's levels (`Kit.levels`), as a choice's name and in /history.
LEVEL_KEYS = {"easy": "cmd-level-easy", "normal": "cmd-level-normal", "hard": "cmd-level-hard"}


def shipped_locale(locale: object) -> str | None:
    """The shipped locale for a Discord locale, None for English (the default) or a locale
    the bot does not ship."""
    code = str(getattr(locale, "value", locale) or "").replace("_", "-")
    for candidate in (code, code.split("-", 1)[0].lower()):
        if candidate in i18n.SHIPPED:
            return None if candidate == i18n.SOURCE else candidate
    return None


def fit(text: str, limit: int) -> str:
    """`text` within `limit` characters: cut at a word, with an ellipsis, when too long."""
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit // 2 else cut).rstrip(" ,;:(") + "\u2026"


def said(locale: str, key: str) -> str:
    """A contract field (a catalogue key: `GameInfo.summary`, `Option.description`, a seat
    mode) worded in `locale`."""
    return i18n.tr(locale, key)


def seat_mode(info: "GameInfo", count: int, locale: str) -> str:
    """What playing `info` with `count` seats means, in `locale` ("solo", "2 players")."""
    if count in info.seat_modes:
        return said(locale, info.seat_modes[count])
    return (i18n.tr(locale, "cmd-seat-solo") if count == 1 else
            i18n.tr(locale, "cmd-seat-players", count=count))


def keyed(key: str, /, **args: Any) -> app_commands.locale_str:
    """A catalogue message as a command's name or description (English by default)."""
    return app_commands.locale_str(i18n.tr(i18n.SOURCE, key, **args), key=key, args=args)


def composed(say: Callable[[str], str]) -> app_commands.locale_str:
    """A text made of several messages, worded by `say(locale)` (English by default)."""
    return app_commands.locale_str(say(i18n.SOURCE), say=say)


def words(string: app_commands.locale_str, locale: str) -> str | None:
    """`string` in shipped `locale`, or None where it has no wording there."""
    say = string.extras.get("say")
    if say is not None:
        return str(say(locale))
    key = string.extras.get("key")
    if not key or not i18n.bundle(locale).has_message(key):
        return None
    return i18n.tr(locale, key, **string.extras.get("args", {}))


class CatalogueTranslator(app_commands.Translator):
    """The bot's commands, options and choices in de, fr and es (see the module's notes)."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        code = shipped_locale(locale)
        if code is None:
            return None
        text = words(string, code)
        if not text:
            return None
        return text[:NAME_LIMIT] if context.location in NAMES else fit(text, TEXT_LIMIT)


__all__ = ["LEVEL_KEYS", "CatalogueTranslator", "composed", "fit", "keyed", "said", "seat_mode", "shipped_locale", "words"]
