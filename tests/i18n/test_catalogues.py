"""The catalogues are complete and used: every key the code names (or the engine derives: an
option's name and choices) is in English, every English key is in every shipped locale (and
nothing extra), no entry is left that no code names, each locale's plural selects cover its CLDR plural forms, every file parses, and
every game has a rules page in every locale."""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast as fast
from fluent.syntax import parse

import engine
import i18n

ROOT = Path(__file__).resolve().parents[2]
CODE = ("engine", "bot", "render", "i18n")
KEY = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$")
TEMPLATE_KEY = re.compile(r"""\bt\(\s*["']([a-z][a-z0-9]*(?:-[a-z0-9]+)+)["']""")
CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


def resources(locale: str) -> dict[str, fast.Resource]:
    return {p.name: parse(p.read_text(encoding="utf-8")) for p in sorted((i18n.LOCALES_DIR / locale).glob("*.ftl"))}


@lru_cache(maxsize=None)
def messages(locale: str) -> dict[str, fast.Message]:
    out: dict[str, fast.Message] = {}
    for res in resources(locale).values():
        for entry in res.body:
            if isinstance(entry, fast.Message):
                assert entry.id.name not in out, f"{locale}: {entry.id.name} defined twice"
                out[entry.id.name] = entry
    return out


@lru_cache(maxsize=1)
def literals_in_code() -> frozenset[str]:
    """Every string literal in the program that looks like a catalogue key."""
    found: set[str] = set()
    for package in CODE:
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.match(node.value):
                    found.add(node.value)
        # The web pages' templates (bot/web/templates) word their text with t("key", ...).
        for path in (ROOT / package).rglob("*.html"):
            found.update(TEMPLATE_KEY.findall(path.read_text(encoding="utf-8")))
    return frozenset(found)


def test_english_and_three_more_are_shipped() -> None:
    assert i18n.SHIPPED[0] == "en" and {"de", "fr", "es"} <= set(i18n.SHIPPED)


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_every_file_parses(locale: str) -> None:
    for name, res in resources(locale).items():
        junk = [e.content[:80] for e in res.body if isinstance(e, fast.Junk)]
        assert not junk, f"{locale}/{name} does not parse: {junk}"


@pytest.mark.parametrize("locale", [code for code in i18n.SHIPPED if code != "en"])
def test_every_english_key_is_translated_and_nothing_else(locale: str) -> None:
    english, here = set(messages("en")), set(messages(locale))
    assert not english - here, f"{locale} lacks {sorted(english - here)[:20]}"
    assert not here - english, f"{locale} has keys English lacks: {sorted(here - english)[:20]}"
    # Same catalogue files: a translator finds a key where the English one is.
    assert set(resources(locale)) == set(resources("en"))


def derived_keys() -> frozenset[str]:
    """The keys the engine derives rather than writes: each registered option's name and
    choices in a command (`Option.name_key`, `Option.choice_keys`)."""
    return frozenset(key for info in engine.GAMES.values() for opt in info.options
                     for key in (opt.name_key, *opt.choice_keys.values()))


def test_every_key_the_code_names_exists() -> None:
    # A literal shaped like a key with a catalogue prefix must be in the English catalogue.
    prefixes = {name.split("-", 1)[0] for name in messages("en")}
    # A game's slug ("tower-defense") is its catalogue keys' prefix, not a key.
    missing = sorted(k for k in literals_in_code() if k.split("-", 1)[0] in prefixes and k not in messages("en")
                     and k not in engine.GAMES)
    missing += sorted(k for k in derived_keys() if k not in messages("en"))
    assert not missing, f"keys the code names but English lacks: {missing[:20]}"


def test_no_catalogue_entry_is_unused() -> None:
    unused = sorted(set(messages("en")) - literals_in_code() - derived_keys())
    assert not unused, f"catalogue entries no code names: {unused[:30]}"


def _plural_selects(pattern: fast.Pattern | None) -> list[fast.SelectExpression]:
    out: list[fast.SelectExpression] = []

    def walk(node: object) -> None:
        if isinstance(node, fast.SelectExpression):
            keys = {v.key.name for v in node.variants if isinstance(v.key, fast.Identifier)}
            if keys & (CATEGORIES - {"other"}):  # [one], [few]...: chosen by a plural rule
                out.append(node)
            for v in node.variants:
                walk(v.value)
        elif isinstance(node, fast.Pattern):
            for el in node.elements:
                walk(el)
        elif isinstance(node, fast.Placeable):
            walk(node.expression)
    walk(pattern)
    return out


def needed_forms(locale: str) -> set[str]:
    """The plural forms the numbers a game counts (0 to 1000) take in `locale`."""
    rule = Locale.parse(locale).plural_form
    return {rule(n) for n in range(0, 1001)}


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_plural_selects_cover_the_locales_forms(locale: str) -> None:
    forms = needed_forms(locale)
    bad = []
    for key, msg in messages(locale).items():
        for select in _plural_selects(msg.value):
            keys = {v.key.name for v in select.variants if isinstance(v.key, fast.Identifier)}
            default = next(v.key.name for v in select.variants if v.default and isinstance(v.key, fast.Identifier))
            if not keys <= CATEGORIES:
                continue  # a select on a word ("yes"/"no"), not a count
            wrong = keys - forms - {"other"}
            missing = forms - keys - {default}
            if wrong or missing:
                bad.append(f"{key}: forms {sorted(forms)}, has {sorted(keys)}")
    assert not bad, f"{locale}: {bad[:10]}"


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_every_game_has_a_rules_page(locale: str) -> None:
    for key in engine.GAMES:
        path = i18n.LOCALES_DIR / locale / "rules" / f"{key}.md"
        assert path.is_file(), f"{locale} lacks the rules of {key}"
        text = path.read_text(encoding="utf-8")
        assert text.strip()
        for part in i18n.page_parts(text):  # /rules sends a long page as several embeds
            assert len(part) <= 4096, f"{locale}/{key}: a part of {len(part)} characters; an embed holds 4,096"
        assert not re.search(r"\b(DC|DD|TD|C|US|T)-\d+\b", text), f"{locale}/{key} shows a rule tag"


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_every_message_words_without_errors(locale: str) -> None:
    """Each message formats with plausible arguments of each kind (a number for counts)."""
    bundle = i18n.bundle(locale)
    for key, msg in messages(locale).items():
        variables: set[str] = set()
        _variables(msg.value, variables)
        for n in (0, 1, 2, 5, 21):
            args = {name: n for name in variables}
            text, errors = bundle.format_pattern(bundle.get_message(key).value, args)
            assert text.strip(), f"{locale}/{key} words to nothing"
            assert not [e for e in errors if "Unknown" in str(e) or "reference" in str(e).lower()], (locale, key, errors)


def walk(node: object, found: list[object]) -> None:
    """Every node of a message's pattern, in order, into `found` (also tests/i18n/test_numbers.py)."""
    found.append(node)
    if isinstance(node, fast.Pattern):
        for el in node.elements:
            walk(el, found)
    elif isinstance(node, fast.Placeable):
        walk(node.expression, found)
    elif isinstance(node, fast.SelectExpression):
        walk(node.selector, found)
        for v in node.variants:
            walk(v.value, found)
    elif isinstance(node, fast.FunctionReference):  # NAME($name), NUMBER($n)
        for arg in (*node.arguments.positional, *(n.value for n in node.arguments.named)):
            walk(arg, found)


def _variables(node: object, out: set[str]) -> None:
    found: list[object] = []
    walk(node, found)
    out.update(n.id.name for n in found if isinstance(n, fast.VariableReference))


def test_locale_resolution_follows_discord_codes() -> None:
    assert i18n.resolve("de") == "de" and i18n.resolve("es-ES") == "es" and i18n.resolve("es-419") == "es"
    assert i18n.resolve("en-GB") == "en" and i18n.resolve("pt-BR") == "en" and i18n.resolve(None) == "en"


def test_a_key_missing_in_a_locale_is_said_in_english_never_as_its_key(tmp_path: Path) -> None:
    key = next(iter(messages("en")))
    with i18n.speaking("xx-unknown"):
        assert i18n.current() == "en"
    assert i18n.tr("de", key)  # worded (German or, if ever missing, English), never raising
    with pytest.raises(i18n.MissingMessage):
        i18n.t("no-such-key-anywhere")


def test_the_settings_offer_exactly_the_themes_render_draws() -> None:
    from bot.features.settings import THEMES
    from render import THEMES as DRAWN

    assert THEMES == tuple(DRAWN)
