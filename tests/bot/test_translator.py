"""The slash commands in every shipped language (bot.discord.translator): the whole command tree, as
`register_commands` and `register_settings` build it, translated for each locale through the
tree's own payload.

- every command, subcommand, group and option has a name and a description in de, fr, es;
- every name (commands, groups, subcommands, options: a game's house rules too) and every
  choice is worded in each language: different from the English one unless `SAME_WORD` says
  the language uses that word too; only what names a game or a language keeps one spelling
  (a game's subcommand, its slug; a choice of a game, its title; a language, its own name);
- names follow Discord's rule, in every locale, and differ within a command;
- descriptions and choice names fit Discord's 100 characters in every locale;
- English is the default: registered as today (a game's options and choices by their
  identifiers), with no English localisation.
"""

from __future__ import annotations

import unicodedata
from types import SimpleNamespace
from typing import Any, Iterator

import discord
import pytest
from discord import app_commands

import i18n
from bot.discord.commands import register_commands, register_settings
from bot.discord.translator import CatalogueTranslator, shipped_locale
from engine import GAMES

DISCORD = {"de": discord.Locale.german, "fr": discord.Locale.french, "es": discord.Locale.spain_spanish}
OTHERS = [code for code in i18n.SHIPPED if code != i18n.SOURCE]
# Names and choices a language writes as English does: the same word there, not a forgotten
# translation.
SAME_WORD: dict[str, set[str]] = {
    # "normal": a level, the same adjective; "gif": a file format's name; "server" and
    # "threads": what Discord's German client calls them; "arena": the same word (Lichess's "Arena").
    "de": {"normal", "gif", "server", "threads", "arena"},
    # "stats": French shortens "statistiques" the same way.
    "fr": {"normal", "gif", "stats"},
    # "arena": the same word (Lichess's "torneo arena").
    "es": {"normal", "gif", "arena"},
}
# Choices that name a game or a language, by (value, name): one spelling everywhere.
PROPER_NAMES = ({(key, info.title) for key, info in GAMES.items()}
                | {(code, i18n.native_name(code)) for code in i18n.SHIPPED})


def discord_name(name: str) -> bool:
    r"""Discord's rule for a command's or an option's name, in any locale:
    `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in lowercase where a letter has one."""
    def allowed(ch: str) -> bool:
        return (ch in "-_" or unicodedata.category(ch)[0] in "LN"
                or unicodedata.name(ch, "").startswith(("DEVANAGARI ", "THAI ")))
    return 1 <= len(name) <= 32 and name == name.lower() and all(allowed(ch) for ch in name)


async def _payload() -> list[dict[str, Any]]:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    bot = SimpleNamespace(tree=tree)  # the callbacks never run here
    register_commands(bot)  # type: ignore[arg-type]
    register_settings(bot)  # type: ignore[arg-type]
    translator = CatalogueTranslator()
    await tree.set_translator(translator)
    return [await command.get_translated_payload(tree, translator) for command in tree.get_commands()]


def _walk(items: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    for item in items:
        where = f"{path}/{item['name']}"
        yield where, item
        yield from _walk(item.get("options", []), where)


@pytest.fixture(scope="module")
def payload() -> list[dict[str, Any]]:
    import asyncio

    return asyncio.run(_payload())


def test_every_shipped_locale_is_tested() -> None:
    assert set(OTHERS) == set(DISCORD), "add the new locale's discord.Locale to DISCORD"


@pytest.mark.parametrize("locale", OTHERS)
def test_every_command_and_option_has_a_description(payload: list[dict[str, Any]], locale: str) -> None:
    code = DISCORD[locale].value
    for where, item in _walk(payload):
        descriptions = item.get("description_localizations") or {}
        if "description" in item:
            assert code in descriptions, f"{where}: no {locale} description"
            text = descriptions[code]
            assert text.strip() and len(text) <= 100, f"{where}: {locale} description {text!r}"
        for choice in item.get("choices", []):
            for name in [choice["name"], *(choice.get("name_localizations") or {}).values()]:
                assert 1 <= len(name) <= 100, f"{where}: choice {name!r}"


def test_the_walk_reaches_every_kind_of_name(payload: list[dict[str, Any]]) -> None:
    # A test that saw no option or choice would pass on anything.
    kinds = {item.get("type") for _, item in _walk(payload)}
    assert {1, 3, 5, 6} <= kinds  # commands and subcommands, texts, yes/no, members
    paths = {where for where, _ in _walk(payload)}
    assert {"/play/under-siege/challenger_role", "/play/tower-defense/havoc", "/settings/me/language"} <= paths
    assert any(item.get("choices") for _, item in _walk(payload))


@pytest.mark.parametrize("locale", OTHERS)
def test_every_name_is_worded_in_each_language_and_valid(payload: list[dict[str, Any]], locale: str) -> None:
    code = DISCORD[locale].value
    for where, item in _walk(payload):
        english = item["name"]
        assert discord_name(english), f"{where}: English name {english!r}"
        names = item.get("name_localizations") or {}
        if item.get("type") == 1 and english in GAMES:
            assert code not in names, f"{where}: a game keeps its published name"
            continue
        assert code in names, f"{where}: no {locale} name"
        name = names[code]
        assert discord_name(name), f"{where}: {locale} name {name!r} breaks Discord's rule for names"
        assert name != english or name in SAME_WORD[locale], (
            f"{where}: the {locale} name is the English one (add it to SAME_WORD if {locale} says it so)")


@pytest.mark.parametrize("locale", OTHERS)
def test_every_choice_is_worded_in_each_language(payload: list[dict[str, Any]], locale: str) -> None:
    code = DISCORD[locale].value
    for where, item in _walk(payload):
        for choice in item.get("choices", []):
            english = choice["name"]
            names = choice.get("name_localizations") or {}
            if (choice["value"], english) in PROPER_NAMES:
                assert code not in names, f"{where}: {english!r} keeps its one spelling"
                continue
            assert code in names, f"{where}: choice {english!r} has no {locale} name"
            name = names[code]
            assert 1 <= len(name) <= 100, f"{where}: {locale} choice {name!r}"
            assert name != english or name in SAME_WORD[locale], (
                f"{where}: the {locale} choice is the English {english!r} (add it to SAME_WORD if {locale} "
                f"says it so)")


def test_a_games_options_and_choices_are_its_identifiers_in_english(payload: list[dict[str, Any]]) -> None:
    play = next(item for item in payload if item["name"] == "play")
    for info in GAMES.values():
        command = next(sub for sub in play["options"] if sub["name"] == info.key)
        options = {o["name"]: o for o in command.get("options", [])}
        for opt in info.options:
            assert opt.name in options, f"{info.key}: {opt.name} is not named by its identifier"
            choices = options[opt.name].get("choices", [])
            assert [(c["name"], c["value"]) for c in choices] == [(str(v), v) for v in opt.choice_keys], (
                f"{info.key}/{opt.name}: English choices {choices}")


@pytest.mark.parametrize("locale", OTHERS)
def test_names_of_options_differ_within_a_command(payload: list[dict[str, Any]], locale: str) -> None:
    code = DISCORD[locale].value
    for where, item in _walk(payload):
        options = [o for o in item.get("options", []) if "description" in o]
        names = [(o.get("name_localizations") or {}).get(code, o["name"]) for o in options]
        assert len(names) == len(set(names)), f"{where}: two {locale} names alike: {names}"


def test_english_is_the_default_and_descriptions_fit(payload: list[dict[str, Any]]) -> None:
    for where, item in _walk(payload):
        for field in ("name_localizations", "description_localizations"):
            assert not set(item.get(field) or {}) & {"en-US", "en-GB"}, where
        if "description" in item:
            assert 1 <= len(item["description"]) <= 100, where
    names = {item["name"] for item in payload}
    assert {"play", "rules", "help", "stats", "daily", "history", "replay"} <= names


@pytest.mark.parametrize("given, shipped", [
    ("de", "de"), ("fr", "fr"), ("es-ES", "es"), ("es-419", "es"), ("en-US", None), ("en-GB", None),
    ("pt-BR", None), ("ja", None), (discord.Locale.german, "de"), (discord.Locale.latin_american_spanish, "es"),
])
def test_discord_locales_map_to_shipped_ones(given: object, shipped: str | None) -> None:
    assert shipped_locale(given) == shipped
