"""Every theme and every locale: the layout holds (one size per game, nothing overlapping,
everything legible), nothing hidden is drawn or said, the themes differ where they promise
to, a picture changes with the locale only by the Decktet's suit initials, and the words
beside it keep their accents."""

from __future__ import annotations

import dataclasses
import io
from typing import Any

import pytest
from PIL import Image

import i18n
from engine import GAMES
from engine.cards import DECKTET_SUITS, decktet_suit_initial, std_name, std_short
from render import DEFAULT_THEME, RENDERERS, THEMES, render_png, theme_named
from render import cards as C
from render.kit import recording
from render.palette import SIZE_BUDGET, table_palette
from render.text import drawable
from render.theme import contrast

from ..engine.playout import game_states
from .layout_check import problems

LOCALES = i18n.SHIPPED
LOOKS = [(theme, locale) for theme in THEMES for locale in LOCALES]
WIDE_NAMES = ("W" * 19 + "\u2026", "M" * 19 + "\u2026", "W" * 19 + "\u2026", "M" * 19 + "\u2026")


def _viewers(key: str) -> tuple[int | None, ...]:
    return (None, *range(GAMES[key].players[0]))


def _few(key: str, seed: int = 1) -> list[Any]:
    """A few states of one playout: the start, the middle and the end."""
    states = game_states(key, seed, None, WIDE_NAMES)
    n = len(states)
    return [states[0], states[n // 2], states[-1]]


@pytest.fixture(scope="module")
def classic_sizes() -> dict[tuple[str, bool], tuple[int, int]]:
    out = {}
    for key in sorted(GAMES):
        state = _few(key)[0]
        for seat in _viewers(key):
            out[key, seat is None] = RENDERERS[key].draw(state.view(seat), DEFAULT_THEME).size
    return out


@pytest.mark.parametrize("theme,locale", LOOKS)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_layout_holds_in_every_theme_and_locale(key: str, theme: str, locale: str,
                                                classic_sizes: dict[tuple[str, bool], tuple[int, int]]) -> None:
    found: list[str] = []
    with i18n.speaking(locale):
        for state in _few(key)[1:]:
            for seat in _viewers(key):
                with recording() as rec:
                    img = RENDERERS[key].draw(state.view(seat), THEMES[theme])
                assert img.size == classic_sizes[key, seat is None]
                found += [f"seat {seat}: {p}" for p in problems(rec)]
    assert not found, "\n".join(found[:20])


# --- nothing hidden, in any look ---------------------------------------------------------------


@pytest.mark.parametrize("theme,locale", LOOKS)
def test_capture_never_shows_nor_names_another_seats_hand_C11(theme: str, locale: str) -> None:
    for state in _few("capture", 2):
        for viewer in (None, 0, 1):
            hidden = {c for seat in (0, 1) if seat != viewer for c in state.hands[seat]}
            with i18n.speaking(locale), recording() as rec:
                RENDERERS["capture"].draw(state.view(viewer), THEMES[theme])
                spelled = {s for c in hidden for s in (c, std_short(c), std_name(c))}
            out = render_png("capture", state.view(viewer), theme, locale)
            assert not hidden & {i.text for i in rec.items if i.kind == "card"}
            assert not any(s in out.description for s in spelled), (viewer, out.description)


@pytest.mark.parametrize("theme,locale", LOOKS)
def test_under_siege_never_shows_another_sides_face_down_cards(theme: str, locale: str) -> None:
    from .test_under_siege_render import _hidden, _states

    for state in _states(2, 1)[::12]:
        for viewer in (None, 0, 1):
            view = state.view(viewer)
            hidden = {c for c in _hidden(state, viewer) if std_short(c) not in " ".join(view.log)}
            with i18n.speaking(locale), recording() as rec:
                RENDERERS["under-siege"].draw(view, THEMES[theme])
            out = render_png("under-siege", view, theme, locale)
            assert not hidden & {i.text for i in rec.items if i.kind == "card"}
            assert not any(std_short(c) in out.description for c in hidden)


@pytest.mark.parametrize("theme,locale", LOOKS)
def test_tower_defense_face_down_enemies_stay_backs(theme: str, locale: str) -> None:
    states = game_states("tower-defense", 3, {"havoc": True})
    for state in states[:: max(1, len(states) // 6)]:
        view = state.view(None)
        hidden = {c for c, up in zip(state.army, state.up) if c is not None and not up}
        with i18n.speaking(locale), recording() as rec:
            RENDERERS["tower-defense"].draw(view, THEMES[theme])
            names = {std_name(c) for c in hidden}
        assert not hidden & {i.text for i in rec.items if i.kind == "card"}
        out = render_png("tower-defense", view, theme, locale)
        assert not any(n in out.description for n in names)


@pytest.mark.parametrize("theme,locale", LOOKS)
def test_deck_defence_standard_mode_ignores_a_discard_top_DD9(theme: str, locale: str) -> None:
    view = game_states("deck-defence", 8)[20].view(None)
    assert not view.classic and view.discard_count > 0
    leaky = dataclasses.replace(view, discard_top="F4")
    assert render_png("deck-defence", leaky, theme, locale) == render_png("deck-defence", view, theme, locale)


# --- the themes ----------------------------------------------------------------------------------


def test_the_themes_are_named_and_an_unknown_name_is_classic() -> None:
    assert set(THEMES) == {"classic", "four-colour", "colour-blind", "dark"}
    assert THEMES["classic"] == DEFAULT_THEME
    assert theme_named("no-such-theme") is DEFAULT_THEME and theme_named(None) is DEFAULT_THEME
    assert theme_named(THEMES["dark"]) is THEMES["dark"]
    view = _few("capture")[1].view(0)
    assert render_png("capture", view, "no-such-theme") == render_png("capture", view, DEFAULT_THEME)


def test_the_themes_differ() -> None:
    names = list(THEMES)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert THEMES[a] != THEMES[b]
            assert C.sprite("standard", "QD", C.FULL, THEMES[a]).tobytes() != \
                C.sprite("standard", "QD", C.FULL, THEMES[b]).tobytes(), (a, b)
            assert table_palette(THEMES[a]).getpalette() != table_palette(THEMES[b]).getpalette()


def _grey(c: tuple[int, int, int]) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def test_four_colour_gives_each_standard_suit_its_own_colour() -> None:
    theme = THEMES["four-colour"]
    inks = [theme.standard_ink(s) for s in "SHDC"]
    assert len(set(inks)) == 4
    assert inks[1] == DEFAULT_THEME.standard_ink("H") and inks[0] == DEFAULT_THEME.standard_ink("S")
    assert inks[2][2] > max(inks[2][:2]) and inks[3][1] > max(inks[3][0], inks[3][2])  # blue, green
    assert len({theme.decktet_ink(s) for s in "MSWLYK"}) == 6
    assert len({theme.deck_defence_ink(a) for a in "SFT"}) == 3


def test_colour_blind_suits_differ_in_brightness_and_keep_contrast_on_the_face() -> None:
    theme = THEMES["colour-blind"]
    greys = sorted(_grey(theme.standard_ink(s)) for s in "SHDC")
    assert all(b - a >= 25 for a, b in zip(greys, greys[1:])), greys
    assert len({theme.decktet_ink(s) for s in "MSWLYK"}) == 6
    assert len({theme.deck_defence_ink(a) for a in "SFT"}) == 3
    for name, ink in theme.suit_inks().items():
        assert contrast(ink, theme.face) >= 3, name
    assert contrast(theme.face_ink, theme.face) >= 7
    assert contrast(theme.enemy_ink, theme.enemy_face) >= 7


def test_dark_has_dark_felt_and_faces_with_light_ink() -> None:
    theme = THEMES["dark"]
    assert _grey(theme.felt) < 40 and _grey(theme.face) < 70 and _grey(theme.face_ink) > 200
    for name, ink in theme.suit_inks().items():
        assert contrast(ink, theme.face) >= 3, name
    assert contrast(theme.face_ink, theme.face) >= 7
    face = C.sprite("standard", "5S", C.FULL, theme).convert("RGB").getpixel((C.FULL[0] // 2, C.FULL[1] - 12))
    assert _grey(face) < 70


def test_every_decktet_suit_is_its_own_shape_in_every_theme() -> None:
    for theme in THEMES.values():
        shapes = set()
        for suit in "MSWLYK":
            img = Image.new("L", (64, 64), 0)
            from PIL import ImageDraw

            C.DECKTET_SYMBOLS[suit](ImageDraw.Draw(img), 32, 32, 28, 255, 0)  # type: ignore[arg-type]
            shapes.add(img.tobytes())
        assert len(shapes) == 6
        for code in ("PMYK", "5ML", "9LK"):  # every suit on a face is noted as a drawn symbol
            assert {m.role for m in C.marks("decktet", code, C.FULL, theme)} >= {"rank", "suit"}


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_theme_stays_within_the_size_budget(theme: str) -> None:
    for key in sorted(GAMES):
        for state in _few(key)[1:]:
            out = render_png(key, state.view(0 if GAMES[key].players[0] else None), theme)
            assert len(out.png) <= SIZE_BUDGET, (key, theme, len(out.png))
            with Image.open(io.BytesIO(out.png)) as png:
                assert png.mode == "P"


# --- words -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_alt_texts_are_in_the_locale_and_a_picture_changes_only_by_its_suit_initials(locale: str) -> None:
    view = _few("defend-and-capture")[1].view(0)
    english = render_png("defend-and-capture", view, locale="en")
    local = render_png("defend-and-capture", view, locale=locale)
    assert local.description != english.description
    assert any(not ch.isascii() and ch.isalpha() for ch in local.description + english.description)
    with i18n.speaking(locale), recording() as rec:
        RENDERERS["defend-and-capture"].draw(view, DEFAULT_THEME)
    letters = {i.text for i in rec.items if i.kind == "text" and i.role == "label" and i.text.isalpha()}
    with i18n.speaking(locale):
        initials = {decktet_suit_initial(s) for s in DECKTET_SUITS}
    assert letters and letters <= initials, (letters, initials)
    for key in ("deck-defence", "capture", "tower-defense", "under-siege"):  # no letter on their faces
        other = _few(key)[1].view(0)
        assert render_png(key, other, locale=locale).png == render_png(key, other, locale="en").png, key


def test_a_german_french_and_spanish_text_keeps_its_accents_on_the_picture() -> None:
    from render import kit

    for line in ("Größe Übermäßig", "Élève, forêt, cœur « ça »", "¿Año? ¡Señor!"):
        img = Image.new("RGB", (600, 60))
        with recording() as rec:
            kit.label(img, DEFAULT_THEME, (10, 10), line)
        assert [i.text for i in rec.items] == [line] and drawable(line) == line
        plain = Image.new("RGB", (600, 60))
        kit.label(plain, DEFAULT_THEME, (10, 10), line.encode("ascii", "ignore").decode())
        assert img.tobytes() != plain.tobytes()


def test_deck_defence_faces_carry_no_word_and_look_the_same_in_every_locale() -> None:
    english = C.sprite("deck-defence", "S4", C.FULL, DEFAULT_THEME).tobytes()
    for locale in LOCALES:
        with i18n.speaking(locale):
            assert C.sprite("deck-defence", "S4", C.FULL, DEFAULT_THEME).tobytes() == english
            for code in ("S4", "F1", "T2", "S3"):
                assert {m.role for m in C.marks("deck-defence", code, C.FULL, DEFAULT_THEME)} == {"rank", "suit"}
