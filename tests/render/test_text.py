"""The pictures' font (DejaVu Sans Condensed, bundled in render/fonts/) draws every letter of
the shipped languages and the card suits; no picture may show an empty box for a character it
lacks (a name in a script it has no glyphs for, on the event standings: tables draw no names,
their facts say them, see test_facts.py)."""

from __future__ import annotations

from render.text import drawable, has_glyph

LETTERS = "\u00e4\u00f6\u00fc\u00df\u00e9\u00e8\u00ea\u00eb\u00e0\u00e2\u00e7\u00ee\u00ef\u00f4\u00fb\u00f9\u00ff\u0153\u00e6\u00f1\u00e1\u00ed\u00f3\u00fa\u00bf\u00a1\u00ab\u00bb"
SUITS = "\u2660\u2665\u2666\u2663"


def test_the_font_draws_every_letter_of_the_shipped_languages_and_the_suits() -> None:
    for ch in LETTERS + LETTERS.upper() + SUITS + "\u2013\u2014\u00d7\u00b7\u2026":
        if ch.isalpha() and ch.upper() != ch and len(ch.upper()) > 1:
            continue  # \u00df has no one-letter capital
        assert has_glyph(ch), repr(ch)
    text = "A\u2660 10\u2665 Q\u2666 K\u2663 Ren\u00e9e \u2013 3\u00d7 " + LETTERS
    assert drawable(text) == text  # nothing dropped, nothing made plain
    assert not has_glyph("\u4e2d") and drawable("\u4e2d x") == " x"  # no glyph, no plain form: left out


def test_the_font_is_bundled_not_read_from_the_system() -> None:
    from render import text

    assert text.FONT_FILE.parent.name == "fonts" and text.FONT_FILE.is_file()
    assert text.FONT_FILE.parent.parent == __import__("pathlib").Path(text.__file__).parent
    assert (text.FONT_FILE.parent / "LICENSE.txt").is_file()
