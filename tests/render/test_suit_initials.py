"""A Decktet suit's initial is its name's in the reader's language: beside its symbol on a
card, on the buttons and in the alt text, one letter per suit that no other suit shares."""

from __future__ import annotations

import pytest

import i18n
from engine.cards import DECKTET, DECKTET_SUITS, decktet_name, decktet_suit_initial
from engine.defend_and_capture.words import short
from render import DEFAULT_THEME
from render import cards as C
from render.defend_and_capture import describe

from .test_render import _dc_view

FOREST = "5ML"  # The Forest: Moons and Leaves (Lunes and Feuilles in French)


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_every_suit_has_an_initial_of_its_own_in_every_language(locale: str) -> None:
    with i18n.speaking(locale):
        initials = {suit: decktet_suit_initial(suit) for suit in DECKTET_SUITS}
    assert all(len(letter) == 1 and letter.isupper() for letter in initials.values()), initials
    assert len(set(initials.values())) == len(DECKTET_SUITS), f"{locale}: two suits share an initial: {initials}"


def test_english_initials_are_the_rulebooks_letters() -> None:
    with i18n.speaking("en"):
        assert {suit: decktet_suit_initial(suit) for suit in DECKTET_SUITS} == {s: s for s in DECKTET_SUITS}


def test_a_french_card_face_button_and_alt_text_show_french_initials() -> None:
    assert DECKTET[FOREST].suits == ("M", "L")
    with i18n.speaking("fr"):
        face = [m.text for m in C.marks("decktet", FOREST, C.FULL, DEFAULT_THEME) if m.role == "label"]
        button = short(FOREST)
        name = decktet_name(FOREST)
        codes = list(DECKTET)
        crowded = _dc_view(battleground=((FOREST, *codes[31:33]), tuple(codes[33:36]), tuple(codes[36:39])),
                           defense=tuple(codes[39:42]), side=tuple(codes[41:44]), hand=tuple(codes[6:16]),
                           captured=tuple(codes[16:28]), damaged=tuple(codes[:6]), discard_top="9LK")
        alt = describe(crowded)  # crowded: cards said short, with their initials
    assert face == ["L", "F"]
    assert button == f"{name} 5 L/F"
    assert f"{name} 5 LF" in alt and f"{name} 5 ML" not in alt
    with i18n.speaking("en"):  # the English face is drawn apart from the French one
        assert [m.text for m in C.marks("decktet", FOREST, C.FULL, DEFAULT_THEME) if m.role == "label"] == ["M", "L"]
