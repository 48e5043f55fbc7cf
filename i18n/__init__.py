"""Every word a player reads, in their language: Project Fluent catalogues behind `t`.

Why Fluent (`fluent.runtime`) rather than gettext with Babel: a Fluent message is a whole
sentence with named arguments and select expressions, so "1 card / 2 cards", French elision
or a German case ending is decided in the catalogue, by the language's own CLDR plural rules
(Babel's data, which fluent.runtime uses), instead of in code that only knows English's two
forms (ngettext pairs) or by gluing fragments together.

- Catalogues: `i18n/locales/<locale>/*.ftl`, one file per area (a game, the bot, pictures),
  plus `rules/<game>.md`, each game's rules page (long markdown pages stay documents: Fluent
  reserves `*`, `[`, `.` and `{` at the places markdown uses them).  A locale is one folder:
  adding one needs nothing else (`SHIPPED` is read from the folders).
- English (`en`) is the source and the fallback: a message missing in a locale is said in
  English, never shown as its key.
- The locale is ambient: `speaking(locale)` sets it for the words said inside it (a
  `ContextVar`, so each asyncio task and each worker call has its own), and `t(key, **args)`
  words a message in it.  The engine's words modules keep their event codes and arguments
  and call `t`; the bot decides who reads what (a private panel in the user's language, a
  public table in the server's).
- Keys are written as literals (`t("capture-lock-in")`, or a table of literal keys), so a
  test can find every key the code uses and every catalogue entry nothing uses.  The one
  exception is a game option's name and choices in a command, whose keys follow from the
  option's description key (`engine.Option.name_key`); the tests derive them from every
  registered game.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, cast

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType, fluent_number

LOCALES_DIR = Path(__file__).with_name("locales")
SOURCE = "en"  # the language the catalogues are written from, and every fallback



def _shipped() -> tuple[str, ...]:
    found = sorted(p.name for p in LOCALES_DIR.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    return (SOURCE, *[code for code in found if code != SOURCE])


SHIPPED: tuple[str, ...] = _shipped()

_current: ContextVar[str] = ContextVar("locale", default=SOURCE)


def resolve(locale: object) -> str:
    """The shipped locale for a Discord locale ("de", "es-ES", "es-419", "en-GB", "pt-BR"),
    or for anything with a `value` or str() of one: the exact folder, else the language's,
    else English."""
    code = str(getattr(locale, "value", locale) or "").replace("_", "-")
    if code in SHIPPED:
        return code
    lang = code.split("-", 1)[0].lower()
    return lang if lang in SHIPPED else SOURCE


def current() -> str:
    """The locale words are said in now."""
    return _current.get()


@contextmanager
def speaking(locale: object) -> Iterator[str]:
    """Say everything inside in `locale` (resolved as `resolve` does)."""
    code = resolve(locale)
    token = _current.set(code)
    try:
        yield code
    finally:
        _current.reset(token)


def adopt(locale: object) -> str:
    """Say everything from here on in `locale`, for the rest of the current asyncio task (or
    thread): an interaction's handler adopts its asker's language once, at its start."""
    code = resolve(locale)
    _current.set(code)
    return code


# How a catalogue places a seat's name inside a sentence: `{ NAME($name) }`, or
# `{ NAME($name, form: "of") }` for "of <name>".  Names are proper nouns ("Alice wins."), but
# where a language calls the bot by a common noun with its article ("Le bot", "El bot"),
# that article takes a capital only where a sentence starts (the name as given) and joins a
# preposition ("du bot", "del bot"): its forms are catalogue messages, said in the locale.
_BOT_FORMS = {"mid": "bot-name-bot-mid", "of": "bot-name-bot-of"}


def _name_function(locale: str) -> Callable[..., str]:
    def name(value: Any, form: str = "mid") -> str:
        text = str(value)
        if form not in _BOT_FORMS:
            raise ValueError(f"NAME(): no form {form!r}")
        bot = tr(locale, "bot-name-bot")
        # The bot's name, alone or leading words made of it ("Le bot 7", "Le bot et Alice").
        if text == bot or text.startswith(bot + " "):
            return tr(locale, _BOT_FORMS[form]) + text[len(bot):]
        return tr(locale, "core-name-of", name=text) if form == "of" else text
    return name


@lru_cache(maxsize=None)
def bundle(locale: str) -> FluentBundle:
    """Every catalogue file of a shipped locale, in one bundle (built once per process)."""
    # Unicode isolation marks around arguments would reach Discord and the pictures as
    # invisible characters; names are cleaned of markup before they get here.
    # fluent.runtime types a function as returning a FluentType; its resolver takes text too.
    functions = {"NAME": cast(Callable[[Any], FluentType], _name_function(locale))}
    out = FluentBundle([locale], functions=functions, use_isolating=False)
    for path in sorted((LOCALES_DIR / locale).glob("*.ftl")):
        out.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return out


class Message:
    """Words kept as data until their reader is known: a catalogue key and its arguments,
    or a function wording them (`Message.compose`), said in the locale current when
    `say()` (or `str()`) is called, or in the reader's given to `say(locale)`.  An argument
    may itself be a Message: it is said in the same locale.  Refusals, illegal moves'
    reasons and outcomes' reasons travel as these and are worded once, where a payload for
    a known reader is built."""

    __slots__ = ("key", "args", "_compose")

    def __init__(self, key: str, /, **args: Any) -> None:
        self.key = key
        self.args = args
        self._compose: Callable[[], str] | None = None

    @classmethod
    def compose(cls, words: Callable[[], str]) -> "Message":
        """A wording made by code (lists, a game's formatters), called when said."""
        out = cls("")
        out._compose = words
        return out

    def say(self, locale: object = None) -> str:
        """The words in `locale` (resolved as `resolve` does), or in the current locale: the
        reader's language is given where a payload for them is built."""
        if locale is not None:
            with speaking(locale):
                return self.say()
        return self._compose() if self._compose is not None else t(self.key, **self.args)

    def __str__(self) -> str:
        return self.say()

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {self.args!r})" if self._compose is None else "Message(<composed>)"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and self._compose is None and other._compose is None
                and self.key == other.key and self.args == other.args)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, repr(v)) for k, v in self.args.items()))))


def said(words: "Message | str") -> str:
    """Words as the current locale says them (text already worded stays as it is)."""
    return words.say() if isinstance(words, Message) else words


def _arg(value: Any) -> Any:
    if isinstance(value, Message):
        return value.say()
    # Plain figures, as the bot always wrote them: "1500", not "1,500" or "1.500" (a rating,
    # a year, a message id); plural selection still sees a number.
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    return value


class MissingMessage(KeyError):
    """A key in no catalogue, not even English's: a programming error the tests catch."""


def t(key: str, /, **args: Any) -> str:
    """The message `key` worded in the current locale (English where that locale lacks it)."""
    return tr(current(), key, **args)


def tr(locale: str, key: str, /, **args: Any) -> str:
    """The message `key` in an explicit shipped locale (English where that locale lacks it)."""
    for code in (locale, SOURCE):
        b = bundle(code)
        if b.has_message(key):
            message = b.get_message(key)
            if message.value is None:
                break
            text, errors = b.format_pattern(message.value, {k: _arg(v) for k, v in args.items()})
            if errors:
                raise ValueError(f"{code}/{key}: {errors[0]}")
            return str(text)
    raise MissingMessage(key)


def native_name(locale: str) -> str:
    """What a shipped locale calls itself ("Deutsch"), for menus: its own catalogue says it
    (`language-name`), so a new locale needs nothing outside its folder."""
    return tr(locale, "language-name") if bundle(locale).has_message("language-name") else locale


def exists(key: str) -> bool:
    return bundle(SOURCE).has_message(key)


def page(name: str, locale: str | None = None) -> str:
    """A long page of a locale (`rules/<name>.md`): the rules of a game; English where the
    locale lacks it."""
    for code in (locale or current(), SOURCE):
        path = LOCALES_DIR / code / "rules" / f"{name}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise MissingMessage(f"rules/{name}.md")


def page_parts(text: str, most: int = 4000) -> list[str]:
    """A long page cut at its `## ` headings into parts of at most `most` characters each
    (a part over it, one section too long, is cut at a paragraph): one embed each."""
    sections: list[str] = []
    for block in text.split("\n## "):
        sections.append(block if not sections else "## " + block)
    parts: list[str] = []
    for section in sections:
        if parts and len(parts[-1]) + 1 + len(section) <= most:
            parts[-1] += "\n" + section
            continue
        while len(section) > most:
            cut = section.rfind("\n\n", 0, most)
            cut = cut if cut > 0 else most
            parts.append(section[:cut])
            section = section[cut:].lstrip("\n")
        parts.append(section)
    return [part.strip() for part in parts if part.strip()]
