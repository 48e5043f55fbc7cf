"""The slash commands in every shipped language (bot.translator): the real command tree, as
`register_commands` builds it, translated for each locale through the tree's own payload.

- every command, subcommand, group and option has a name and a description in de, fr, es;
- the bot's own commands and options are named in each language, valid by Discord's rule
  (lowercase letters, digits, - and _, at most 32 characters); a game's subcommand and its
  options keep their identifiers;
- descriptions (and choice names) fit Discord's 100 characters in every locale;
- English is the default: registered as today, with no English localisation.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any, Iterator

import discord
import pytest
from discord import app_commands

import i18n
from bot.commands import register_commands
from bot.translator import CatalogueTranslator, shipped_locale
from engine import GAMES

NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's rule for names: \w here is Unicode letters and digits
DISCORD = {"de": discord.Locale.german, "fr": discord.Locale.french, "es": discord.Locale.spain_spanish}
OTHERS = [code for code in i18n.SHIPPED if code != i18n.SOURCE]
# Identifiers that are no words: the games' slugs and their options' names.
GAME_OPTIONS = {opt.name for info in GAMES.values() for opt in info.options}


async def _payload() -> list[dict[str, Any]]:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    register_commands(SimpleNamespace(tree=tree))  # type: ignore[arg-type]  # the callbacks never run here
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


@pytest.mark.parametrize("locale", OTHERS)
def test_the_bots_own_names_are_localised_and_valid(payload: list[dict[str, Any]], locale: str) -> None:
    code = DISCORD[locale].value
    for where, item in _walk(payload):
        if "description" not in item:
            continue  # a choice
        names = item.get("name_localizations") or {}
        own = item["name"] not in GAMES and item["name"] not in GAME_OPTIONS
        if own:
            assert code in names, f"{where}: no {locale} name"
            name = names[code]
            assert NAME.match(name) and name == name.lower(), f"{where}: {locale} name {name!r}"
        else:
            assert code not in names, f"{where}: a game's identifier is not translated"
        assert NAME.match(item["name"]) and item["name"] == item["name"].lower()


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
