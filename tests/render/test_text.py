"""The pictures' font has plain Latin letters only: no picture may show an empty box for a
suit, a dash, an accented or a foreign letter, or an emoji in a display name."""

from __future__ import annotations

import random

from engine import GAMES
from render import DEFAULT_THEME, RENDERERS
from render.kit import recording
from render.text import drawable, has_glyph


def test_the_font_lacks_suits_and_accents_so_they_are_drawn_plainly() -> None:
    assert has_glyph("A") and not has_glyph("\u2660") and not has_glyph("\u00e9")
    assert drawable("A\u2660 10\u2665 Q\u2666 K\u2663") == "As 10h Qd Kc"  # as card players write them
    assert drawable("Ren\u00e9e \u2013 3\u00d7") == "Renee - 3x"
    assert drawable("\U0001F600 \u4e2d") == " "  # no plain form: left out, never a box


def test_display_names_with_accents_and_emoji_are_drawn_in_plain_letters() -> None:
    names = ("Ren\u00e9e \U0001F600", "Bob")
    checked = 0
    for key, info in GAMES.items():
        if max(info.players) < 2:
            continue
        state = info.new_game(players=2, seed=5).named(names)
        rng = random.Random(5)
        for _ in range(30):
            with recording() as rec:
                RENDERERS[key].draw(state.view(None), DEFAULT_THEME)
            drawn = [drawable(item.text) for item in rec.items if item.kind == "text"]
            assert any("Renee" in text for text in drawn), (key, drawn)
            checked += 1
            if state.outcome() is not None:
                break
            seat = rng.choice(sorted(state.to_act()))
            state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked >= 30


def test_a_name_the_font_cannot_draw_is_player_n_in_the_picture_and_itself_in_the_alt_text() -> None:
    for key in ("capture", "under-siege"):
        state = GAMES[key].new_game(players=2, seed=3).named(("Alice", "\u5c71\u7530"))
        with recording() as rec:
            RENDERERS[key].draw(state.view(0), DEFAULT_THEME)
        drawn = " ".join(drawable(item.text) for item in rec.items if item.kind == "text")
        assert "Player 2" in drawn, (key, drawn)
        assert "\u5c71\u7530" in RENDERERS[key].describe(state.view(0)), key
