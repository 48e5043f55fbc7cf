"""Words a new player reads in French and Spanish, one thing one word: the lines beside the
picture and the status call Under Siege's attrition the same, Spanish calls a rating a
rating ("valoración", never the game's score, "puntuación"), and French elides its "de"
before a vowel."""

from __future__ import annotations

import re

import pytest

import i18n

from .test_catalogues import messages


@pytest.mark.parametrize("locale", i18n.SHIPPED)
def test_the_table_facts_and_the_status_give_under_siege_attrition_one_name(locale: str) -> None:
    # The picture draws attrition as a bare figure; the line beside it (and the alt text)
    # names it as the status does.
    said = i18n.tr(locale, "render-under-siege-alt-attrition", scores="Ada 7").split(":")[0].strip().lower()
    told = i18n.tr(locale, "under-siege-status-side", who="other", name="Ada", role="defender", att=7).lower()
    assert said in told, f"{locale}: beside the picture {said!r}, status {told!r}"


def test_spanish_calls_a_rating_valoracion_never_the_games_score() -> None:
    ratings = {key: i18n.tr("es", key, **{v: 3 for v in ("games", "total", "waiting", "limit", "rank")},
                            name="Ada", game="Capture", changes="Ada +14", rating=1514, who="Ada", points="+14")
               for key in messages("es") if key.startswith("info-rating")}
    assert not [text for text in ratings.values() if re.search(r"puntu|puntú", text, re.IGNORECASE)], ratings
    assert ratings["info-rating-note"].startswith("Valoración")
    assert "Valoración" in ratings["info-rating-of"] and "valoración" in ratings["info-rating-line"]


@pytest.mark.parametrize("kind", ["events-kind-arena", "events-kind-swiss", "events-kind-challenge"])
def test_a_french_event_pairing_never_writes_de_before_a_vowel(kind: str) -> None:
    name = i18n.tr("fr", "events-default-name", kind=i18n.tr("fr", kind), game="Capture")
    text = i18n.tr("fr", "events-paired", first="<@1>", second="<@2>", name=name, link="https://x")
    assert not re.search(r"\bde [AEIOUÉÈÊaeiouéèê]", text), text
