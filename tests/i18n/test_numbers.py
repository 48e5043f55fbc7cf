"""A count a player reads is the count there is, in every language.

A plural branch is chosen by the language's CLDR category, and a category is not a number:
French's "one" covers 0 as well as 1, so a branch written "[one] 1 partie" tells a member who
played nothing that they played once.  Every message that takes a count (a variable that
selects a plural branch) is worded here with 0, 1, 2, 5 and 21 in every shipped locale."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

import pytest
from fluent.syntax import ast as fast

import i18n

from .test_catalogues import CATEGORIES, messages, walk

COUNTS = (0, 1, 2, 5, 21)
# Other counts of the same message keep values no tried count spells, so a figure in the
# words can only be the count being tried, another argument, or the catalogue's own text.
OTHERS = tuple(range(34, 64))
FIGURE = re.compile(r"(?<![\d.,])\d+(?![\d])")


def _selector_name(select: fast.SelectExpression) -> str | None:
    sel = select.selector
    if isinstance(sel, fast.FunctionReference) and sel.arguments.positional:
        sel = sel.arguments.positional[0]
    return sel.id.name if isinstance(sel, fast.VariableReference) else None


def _counts_select(select: fast.SelectExpression) -> bool:
    """A select on a number: an exact-number variant ([0]) or a plural category ([one])."""
    return any(isinstance(v.key, fast.NumberLiteral)
               or (isinstance(v.key, fast.Identifier) and v.key.name in CATEGORIES - {"other"})
               for v in select.variants)


class Shape:
    """What a message does with its variables: which are counts, which it prints, and which
    numbers an exact variant ([1]) words for itself."""

    def __init__(self, msg: fast.Message) -> None:
        nodes: list[object] = []
        walk(msg.value, nodes)
        self.variables = {n.id.name for n in nodes if isinstance(n, fast.VariableReference)}
        self.counts: set[str] = set()
        self.exact: dict[str, set[int]] = {}
        words: dict[str, set[str]] = {}
        for node in nodes:
            if isinstance(node, fast.FunctionReference) and node.id.name == "NUMBER":
                self.counts |= {a.id.name for a in node.arguments.positional if isinstance(a, fast.VariableReference)}
            if isinstance(node, fast.SelectExpression):
                name = _selector_name(node)
                if name is None:
                    continue
                if _counts_select(node):
                    self.counts.add(name)
                    self.exact.setdefault(name, set()).update(
                        int(v.key.value) for v in node.variants if isinstance(v.key, fast.NumberLiteral))
                else:
                    words.setdefault(name, set()).update(
                        v.key.name for v in node.variants if isinstance(v.key, fast.Identifier))
        # Each way the word selects ($pile: yes / other) can go: a count printed in one of them
        # ("the discard pile (5 cards)") is tried there.
        names = sorted(set(words) - self.counts)
        self.choices = [dict(zip(names, keys)) for keys in itertools.product(*(sorted(words[n]) for n in names))]
        # A variable placed as words, not only as a selector: the message prints it, alone
        # or through a function ({ NAME($name) }, { NUMBER($n) }).
        placed = [n.expression for n in nodes if isinstance(n, fast.Placeable)]
        self.printed = {e.id.name for e in placed if isinstance(e, fast.VariableReference)} | {
            a.id.name for e in placed if isinstance(e, fast.FunctionReference)
            for a in e.arguments.positional if isinstance(a, fast.VariableReference)}


@lru_cache(maxsize=None)
def counted(locale: str) -> dict[str, Shape]:
    out = {}
    for key, msg in messages(locale).items():
        shape = Shape(msg)
        if shape.counts:
            out[key] = shape
    return out


def wordings(locale: str, key: str, shape: Shape, name: str) -> list[dict[int, str]]:
    """The message with `name` = each of COUNTS, once for each way its word selects go."""
    out = []
    for choice in shape.choices:
        others = iter(OTHERS)
        # Words for the rest ("Ada"): they carry no figure.
        args: dict[str, object] = {v: (next(others) if v in shape.counts else "Ada") for v in sorted(shape.variables)}
        args.update(choice)
        out.append({n: i18n.tr(locale, key, **{**args, name: n}) for n in COUNTS})
    return out


def test_every_count_is_found() -> None:
    # The test below is only as good as the counts it finds: the known ones must be there.
    assert {"render-standings-line", "info-season-line", "events-message-players"} <= set(counted("fr"))
    assert counted("fr")["info-season-line"].counts == {"points", "games"}


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_every_plural_branch_prints_its_number(locale: str) -> None:
    """A message that prints a count prints the count given, whichever branch its language
    picks for it; only an exact-number variant ([0] "Nobody yet", [1] "the top card") may
    say its number in words, since it is chosen for that number alone."""
    bad = []
    for key, shape in counted(locale).items():
        for name in sorted(shape.counts & shape.printed):
            for texts in wordings(locale, key, shape, name):
                shown = {n for n, text in texts.items() if str(n) in FIGURE.findall(text)}
                if not shown:
                    continue  # this way the message goes does not print the count at all
                for n, text in texts.items():
                    if n not in shown and n not in shape.exact.get(name, set()):
                        bad.append(f"{key} with {name}={n}: {text!r}")
    assert not bad, f"{locale}: {len(bad)} wordings lack their number: {bad[:12]}"


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_no_message_shows_a_number_it_was_not_given(locale: str) -> None:
    """A figure in the words is a count given, another argument, or one the message always
    says (the catalogue's own "3 seconds"): never a branch's literal "1" said for 0."""
    bad = []
    for key, shape in counted(locale).items():
        for name in sorted(shape.counts):
            for texts in wordings(locale, key, shape, name):
                always = set.intersection(*(set(FIGURE.findall(text)) for text in texts.values()))
                for n, text in texts.items():
                    stray = set(FIGURE.findall(text)) - always - {str(n)} - {str(o) for o in OTHERS}
                    if stray:
                        bad.append(f"{key} with {name}={n} shows {sorted(stray)}: {text!r}")
    assert not bad, f"{locale}: {len(bad)} wordings show a number not given: {bad[:12]}"
