"""A seat's name inside a sentence.

Names are proper nouns ("Alice wins."), and so is the bot's in English ("The bot wins.").
French and Spanish call the bot by a common noun with its article, "Le bot", "El bot": the
article takes a capital only where a sentence starts, and joins a preposition ("du bot",
"del bot", never "de Le bot").  Every message that prints a name is worded here with the
bot's name in each such locale."""

from __future__ import annotations

import re

import pytest

import engine
import i18n

from .test_catalogues import messages
from .test_numbers import OTHERS, Shape, counted

# The variables that carry a seat's name (the engine's `Names`, the bot's lists of players).
NAME = re.compile(r"(^|_)(name|names|winner|winners|who|enemy|first|second)$")
# The messages a seat the bot may take is named in (`engine.Names`): those of every game for
# more than one player, in its catalogue and the pictures', and the engine's shared words.
SEATED = tuple(prefix for key, info in engine.GAMES.items() if max(info.players) > 1
               for prefix in (f"{key}-", f"render-{key}-")) + ("core-whose",)
ARTICLED = [code for code in i18n.SHIPPED if i18n.tr(code, "bot-name-bot-mid") != i18n.tr(code, "bot-name-bot")]


def sentence_starts_at(text: str, i: int) -> bool:
    before = text[:i].rstrip(" *")
    return not before or before[-1] in ".!?\n·"


def wordings(locale: str, key: str) -> list[str]:
    shape = counted(locale).get(key) or Shape(messages(locale)[key])
    bot = i18n.tr(locale, "bot-name-bot")
    out = []
    for choice in shape.choices:
        others = iter(OTHERS)
        args: dict[str, object] = {v: (next(others) if v in shape.counts else bot if NAME.search(v) else "Ada")
                                   for v in sorted(shape.variables)}
        args.update(choice)
        out.append(i18n.tr(locale, key, **args))
    return out


def test_some_locale_calls_the_bot_with_an_article() -> None:
    assert {"fr", "es"} <= set(ARTICLED)


@pytest.mark.parametrize("locale", ARTICLED)
def test_the_bots_article_takes_a_capital_only_where_a_sentence_starts(locale: str) -> None:
    bot = i18n.tr(locale, "bot-name-bot")
    of = i18n.tr(locale, "core-name-of", name="").strip()  # "de"
    bad = []
    for key, msg in messages(locale).items():
        if not key.startswith(SEATED) or not any(NAME.search(v) for v in Shape(msg).printed):
            continue
        for text in wordings(locale, key):
            for found in re.finditer(re.escape(bot), text):
                if not sentence_starts_at(text, found.start()):
                    bad.append(f"{key}: {text!r}")
            if re.search(rf"\b{of} {re.escape(bot)}\b", text, re.IGNORECASE):
                bad.append(f"{key}: {text!r}")
    assert not bad, f"{locale}: {len(bad)} wordings: {bad[:15]}"


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_a_members_name_stays_as_written_wherever_it_stands(locale: str) -> None:
    name = i18n._name_function(locale)  # the catalogues' NAME()
    assert name("ada") == "ada" and name("ada", form="of") == i18n.tr(locale, "core-name-of", name="ada")
    assert name(i18n.tr(locale, "bot-name-bot")) == i18n.tr(locale, "bot-name-bot-mid")
    assert name(i18n.tr(locale, "bot-name-bot"), form="of") == i18n.tr(locale, "bot-name-bot-of")
