"""A table picture holds the cards and no words; the sentences are the lines beside it.

- No picture draws a word, in any theme, for the public or any seat: the text helpers of
  render/text.py are never called while a table is drawn, and every mark drawn off a card
  is figures (a count, a total, a slot's number).
- `facts` gives every game's lines for the message's text: never empty, whole (never cut
  with an ellipsis), free of Discord markup, rule tags and action spellings, in each
  shipped language, and `render.facts` gives the same through the registry.
- The lines name no card hidden from the view they are worded from.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

import i18n
import render
from engine import GAMES
from engine.cards import std_name, std_short
from render import RENDERERS, THEMES, kit
from render import text as text_module
from render.kit import recording
from render.tiles import NUMERAL

from ..engine.playout import game_states, random_playout
from ..engine.test_secrecy import HIDDEN_HAND_GAMES, Knowledge, assert_no_leak

OPTIONS: dict[str, list[dict[str, Any] | None]] = {
    "deck-defence": [None, {"classic": True}],
    "capture": [None, {"ace_flexible_high_low": True}],
    "tower-defense": [None, {"endless_night": True, "havoc": True}],
}
RULE_TAG = re.compile(r"\b(?:DC|DD|TD|C|US|T)-\d+\b")
MARKUP = ("<t:", "**", "<@", "`", "\n")


def spread(states: list[Any], n: int) -> list[Any]:
    return states[:: max(1, len(states) // n)] + [states[-1]]


def viewers(key: str) -> tuple[int | None, ...]:
    return (None, *range(GAMES[key].players[0]))


def positions(key: str, seeds: range, n: int) -> Iterator[Any]:
    for options in OPTIONS.get(key, [None]):
        for seed in seeds:
            yield from spread(game_states(key, seed, options), n)


# --- no words in the pictures ------------------------------------------------------------------


def _no_words(*args: object, **kwargs: object) -> None:
    raise AssertionError(f"a table picture drew text: {args[:3]}")


@pytest.mark.parametrize("key", sorted(GAMES))
def test_no_picture_draws_a_word_in_any_theme_for_anyone(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for module in (text_module, kit):
        for name in ("draw_text", "fit_text", "text_box", "_text_mask"):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, _no_words)
    for name in ("text", "label", "header"):
        monkeypatch.setattr(kit, name, _no_words)
    drawn = 0
    for state in positions(key, range(2), 6):
        for seat in viewers(key):
            for theme in THEMES.values():
                with recording() as rec:
                    RENDERERS[key].draw(state.view(seat), theme)
                cards = {i.id for i in rec.items if i.kind == "card"}
                written = [i.text for i in rec.items if i.kind == "text" and i.owner not in cards]
                assert all(NUMERAL.fullmatch(w) for w in written), written
                drawn += 1
    assert drawn >= 40


def test_a_picture_refuses_to_write_a_word() -> None:
    from PIL import Image

    img = Image.new("P", (200, 100))
    with pytest.raises(ValueError):
        kit.number(img, render.DEFAULT_THEME, (50, 50), "yours")


# --- the lines beside the picture -------------------------------------------------------------------


@pytest.mark.parametrize("locale", i18n.SHIPPED)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_lines_beside_a_picture_are_whole_plain_and_in_the_readers_language(key: str, locale: str) -> None:
    checked = 0
    for state in positions(key, range(2), 8):
        actions = {a for s in state.to_act() for a in state.legal_actions(s) if "." in a}
        for seat in viewers(key):
            with i18n.speaking(locale):
                view = state.view(seat)
                lines = render.facts(key, view)
                assert lines == RENDERERS[key].facts(view)
            assert lines and all(isinstance(line, str) and line.strip() for line in lines), lines
            for line in lines:
                assert "\u2026" not in line, f"cut: {line!r}"
                assert not any(m in line for m in MARKUP), f"markup: {line!r}"
                assert not RULE_TAG.search(line), f"rule tag: {line!r}"
                assert not any(a in line for a in actions), f"action spelling: {line!r}"
                assert len(line) <= 400, f"not a short line: {line!r}"
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_lines_are_said_in_each_language_of_their_own(key: str) -> None:
    state = game_states(key, 3)[len(game_states(key, 3)) // 2]
    said = {}
    for locale in i18n.SHIPPED:
        with i18n.speaking(locale):
            said[locale] = render.facts(key, state.view(0))
    assert len({tuple(lines) for lines in said.values()}) == len(i18n.SHIPPED), said
    assert any(not ch.isascii() and ch.isalpha() for line in said["fr"] + said["de"] for ch in line)


# --- no hidden card in them ---------------------------------------------------------------------


@pytest.mark.parametrize("key", HIDDEN_HAND_GAMES)
def test_the_lines_never_name_a_card_another_seat_holds_hidden(key: str) -> None:
    info = GAMES[key]
    players = max(info.players)
    checked = 0
    for seed in range(3):
        know = Knowledge(players)
        for step, (state, _, _) in enumerate(random_playout(info, players, seed)):
            know.observe(state)
            if step % 3:
                continue
            for viewer in know.viewers:
                forbidden = know.forbidden(viewer)
                if forbidden:
                    text = " ".join(RENDERERS[key].facts(state.view(viewer)))
                    assert_no_leak(text, forbidden, f"{key} seed {seed} step {step}: facts({viewer})")
                    checked += 1
    assert checked >= 30


def test_tower_defense_lines_never_name_a_face_down_enemy() -> None:
    for options in OPTIONS["tower-defense"]:
        for state in game_states("tower-defense", 3, options):
            hidden = {c for c, up in zip(state.army, state.up) if c is not None and not up}
            text = " ".join(RENDERERS["tower-defense"].facts(state.view(None)))
            assert not any(s in text for c in hidden for s in (std_name(c), std_short(c))), text


@pytest.mark.parametrize("key", sorted(k for k, info in GAMES.items() if max(info.players) >= 2))
def test_names_with_accents_or_in_any_script_are_said_as_written(key: str) -> None:
    state = GAMES[key].new_game(players=2, seed=5).named(("Ren\u00e9e \U0001F600", "\u5c71\u7530"))
    said = " ".join(RENDERERS[key].facts(state.view(None)))
    assert "Ren\u00e9e \U0001F600" in said and "\u5c71\u7530" in said, said


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_change_of_words_alone_draws_the_same_picture(key: str) -> None:
    """What `render.UNDRAWN` names (the log) is never drawn: a move that changed only words
    keeps the message's picture (`bot.discord.clicks.picture_changed` compares `cards_only`)."""
    logged = 0
    for state in positions(key, range(2), 12):
        for viewer in viewers(key):
            view = state.view(viewer)
            logged += bool(view.log)
            whole = render.render_png(key, view).png
            assert render.render_png(key, render.cards_only(view)).png == whole, (key, viewer)
    assert logged > 5, "positions with a log to leave out"
