"""The table pictures: every renderer draws views from seeded random playouts, within the
size and byte budgets, with a description that states the position; renderers read only
the documented view fields and never show hidden information (Deck Defence DD-9)."""

from __future__ import annotations

import dataclasses
import io
import re
from types import SimpleNamespace

import pytest
from PIL import Image

from engine import GAMES, Outcome
from engine.cards import DECKTET, dd_deck, standard_deck
from engine.defend_and_capture.views import DCView
from render import DEFAULT_THEME, RENDERERS, render_png
from render import cards as C
from render.kit import EDGE
from render.palette import SIZE_BUDGET
from render.deck_defence import describe as dd_describe
from render.deck_defence import draw as dd_draw_with
from render.defend_and_capture import describe as dc_describe

from ..engine.playout import game_states


def dd_draw(view) -> Image.Image:
    return dd_draw_with(view, DEFAULT_THEME)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

DC_FIELDS = (
    "battleground", "defense", "side", "hand", "captured", "damaged", "damage", "deck_count",
    "discard_count", "discard_top", "turn", "phase", "actions_left", "actions_per_turn",
    "hand_target", "damage_limit", "capture_goal", "outcome",
)
DD_FIELDS = (
    "main", "piles", "capture", "defeated", "deck_count", "deck_top_known", "discard_count",
    "discard_top", "disclosed", "exploring", "phase", "classic", "explore_blocked",
    "actions_taken", "score", "enemies_total", "refill_slot", "outcome",
)
FIELDS = {"defend-and-capture": DC_FIELDS, "deck-defence": DD_FIELDS}


playout = game_states  # every state of one seeded random game


def sample(states: list) -> list:
    """Start, two middle points and the end."""
    n = len(states)
    return [states[0], states[n // 3], states[2 * n // 3], states[-1]]


def documented_only(key: str, view) -> SimpleNamespace:
    return SimpleNamespace(**{f: getattr(view, f) for f in FIELDS[key]})


def key_figures(key: str, view) -> list[str]:
    if key == "defend-and-capture":
        return [f"Damage {view.damage} of {view.damage_limit}", f"Captured {len(view.captured)} of {view.capture_goal}"]
    # DD-8: only a win has a score, and only then does the alt text name one.
    return [f"{len(view.defeated)} of {view.enemies_total}"] + ([f"score {view.score}"] if view.score is not None else [])


CASES = [("defend-and-capture", None, s) for s in (1, 2, 3)] + [
    ("deck-defence", None, s) for s in (1, 2)] + [("deck-defence", {"classic": True}, 3)]


@pytest.mark.parametrize("key,options,seed", CASES)
def test_views_from_random_playouts_render_within_budget(key: str, options, seed: int) -> None:
    for state in sample(playout(key, seed, options)):
        for seat in (None, 0):
            view = state.view(seat)
            out = render_png(key, view)
            assert out.png.startswith(PNG_SIGNATURE)
            assert 900 <= out.width <= 1300
            assert len(out.png) <= SIZE_BUDGET, f"{key} seed {seed}: {len(out.png)} bytes"
            with Image.open(io.BytesIO(out.png)) as img:
                assert img.size == (out.width, out.height)
                assert img.mode == "P"
            assert 0 < len(out.description) <= 900
            for figure in key_figures(key, view):
                assert figure in out.description.lower() or figure in out.description


@pytest.mark.parametrize("key", sorted(FIELDS))
def test_renderer_needs_only_the_documented_view_fields(key: str) -> None:
    states = playout(key, 4)
    view = states[len(states) // 2].view(0)
    bare = documented_only(key, view)
    renderer = RENDERERS[key]
    assert renderer.draw(bare, DEFAULT_THEME).tobytes() == renderer.draw(view, DEFAULT_THEME).tobytes()
    assert renderer.describe(bare) == renderer.describe(view)
    assert renderer.facts(bare) == renderer.facts(view)


def test_every_registered_game_has_a_renderer_its_facts_and_a_describer() -> None:
    assert set(GAMES) <= set(RENDERERS)
    for renderer in RENDERERS.values():
        assert callable(renderer.draw) and callable(renderer.facts) and callable(renderer.describe)


def test_rendering_is_a_pure_function_of_the_view() -> None:
    states = playout("defend-and-capture", 6)
    view = states[len(states) // 2].view(0)
    assert render_png("defend-and-capture", view) == render_png("defend-and-capture", view)


# --- Deck Defence hidden information ------------------------------------------------------


def test_standard_mode_description_never_names_a_discarded_card_DD9() -> None:
    for state in playout("deck-defence", 7):
        view = state.view(None)
        text = dd_describe(view)
        assert re.search(rf"Discard pile {view.discard_count}, face down\.", text)
        assert "top " not in text.split("Discard pile")[1].split(".")[0]


def test_standard_mode_ignores_a_discard_top_even_if_a_view_carried_one_DD9() -> None:
    view = playout("deck-defence", 8)[20].view(None)
    assert not view.classic and view.discard_count > 0
    leaky = dataclasses.replace(view, discard_top="F4")
    assert dd_draw(leaky).tobytes() == dd_draw(view).tobytes()
    assert dd_describe(leaky) == dd_describe(view)
    assert RENDERERS["deck-defence"].facts(leaky) == RENDERERS["deck-defence"].facts(view)


def test_classic_mode_shows_the_top_discard_DD12() -> None:
    states = playout("deck-defence", 3, {"classic": True})
    view = next(s.view(0) for s in states if s.view(0).discard_top)
    assert f"Discard pile {view.discard_count}, top " in dd_describe(view)


def test_explored_cards_are_described_while_being_ordered_DD4() -> None:
    for seed in range(1, 30):
        found = [s.view(0) for s in playout("deck-defence", seed) if s.view(0).phase == "order"]
        if found:
            break
    view = found[0]
    assert "Explored, to order:" in dd_describe(view)


def test_a_pile_of_nine_shows_every_cards_rank_and_attribute_in_the_same_frame() -> None:
    from render.kit import recording

    view = playout("deck-defence", 9)[0].view(0)
    nine = ("S1", "S2", "F2", "F3", "T3", "T1", "S3", "F1", "T2")
    tall = dataclasses.replace(view, piles=(nine, (), ()))
    with recording() as rec:
        img = dd_draw(tall)
    assert img.size == dd_draw(view).size
    shown = {i.text for i in rec.items if i.kind == "card"}
    assert set(nine) <= shown


# --- Defend and Capture words and banner --------------------------------------------------


def _dc_view(**changes) -> DCView:
    base = dict(
        battleground=(("5ML", None, None), (None, None, None), (None, None, None)),
        defense=(None, "7SK", None), side=(None, None, "XK"), hand=("AW",), captured=("PMYK", "2SY"),
        damaged=("4MS",), damage=4, deck_count=30, discard_count=0, discard_top=None, turn=2,
        phase="actions", actions_left=1, actions_per_turn=1, hand_target=1, damage_limit=20,
        capture_goal=12, log=("Advance.",), outcome=None,
    )
    base.update(changes)
    return DCView(viewer=0, **base)


def test_description_names_cards_with_rank_and_suits_in_their_slots() -> None:
    text = dc_describe(_dc_view())
    assert "Battleground top row: The Forest (5, Moons+Leaves), empty, empty." in text
    assert "Defense: left empty, middle The Castle (7, Suns+Knots)" in text
    assert "bottom The Windfall (10, Knots)." in text
    assert "Turn 2, actions 1 of 1 left." in text


def test_crowded_table_description_stays_under_the_attachment_limit() -> None:
    codes = list(DECKTET)
    view = _dc_view(battleground=(tuple(codes[30:33]), tuple(codes[33:36]), tuple(codes[36:39])),
                    defense=tuple(codes[39:42]), side=tuple(codes[41:44]), hand=tuple(codes[6:16]),
                    captured=tuple(codes[16:28]), damaged=tuple(codes[:6]), discard_top="9LK")
    text = dc_describe(view)
    assert len(text) <= 900
    assert "Damage 4 of 20. Captured 12 of 12." in text


@pytest.mark.parametrize("won,colour", [(True, DEFAULT_THEME.banner_win), (False, DEFAULT_THEME.banner_loss)])
def test_a_finished_game_is_edged_green_for_a_win_and_red_for_a_loss(won: bool, colour: tuple[int, int, int]) -> None:
    outcome = Outcome(winners=frozenset({0}) if won else frozenset(), scores=(2,), reason="The end.",
                      result=("win",) if won else ("loss",))
    view = _dc_view(phase="over", outcome=outcome)
    img = RENDERERS["defend-and-capture"].draw(view, DEFAULT_THEME).convert("RGB")
    assert img.getpixel((2, img.height // 2)) == img.getpixel((img.width - 3, 2)) == colour
    running = RENDERERS["defend-and-capture"].draw(_dc_view(), DEFAULT_THEME).convert("RGB")
    assert running.getpixel((2, img.height // 2)) == DEFAULT_THEME.felt
    assert "Game over after turn 2: The end." in dc_describe(view)


# --- sprites --------------------------------------------------------------------------------


def test_every_card_of_every_deck_has_a_sprite_of_each_size() -> None:
    assert C.DECKS == {"decktet": tuple(DECKTET), "deck-defence": tuple(sorted(set(dd_deck()))),
                       "standard": tuple(standard_deck(jokers=True))}
    for deck, codes in C.DECKS.items():
        for size in C.SIZES[deck]:
            for code in codes:
                sprite = C.sprite(deck, code, size, DEFAULT_THEME)
                assert sprite.mode == "RGBA" and sprite.height == size[1]
                assert sprite.width == (size[0] or sprite.width)
                roles = {m.role for m in C.marks(deck, code, size, DEFAULT_THEME)}
                assert {"rank", "suit"} <= roles, (deck, code, size)
    for size in (C.FULL, C.MINI):
        assert C.back(size, DEFAULT_THEME).size == size


def test_enemy_cards_are_dark_and_friendly_cards_light() -> None:
    def brightness(code: str) -> float:
        px = C.sprite("deck-defence", code, C.FULL, DEFAULT_THEME).convert("L").getpixel((10, C.FULL[1] // 2))
        return float(px)

    assert brightness("S4") < 100 < brightness("S3")


# --- themes ----------------------------------------------------------------------------------

WINE = dataclasses.replace(DEFAULT_THEME, felt=(92, 28, 48), felt_dark=(64, 18, 34), back=(20, 90, 70))


@pytest.mark.parametrize("key", sorted(RENDERERS))
def test_every_game_draws_with_the_theme_it_is_given(key: str) -> None:
    states = playout(key, 5)
    seats = (None, *range(GAMES[key].players[0]))
    for state in (states[len(states) // 2], states[-1]):
        for seat in seats:
            view = state.view(seat)
            img = RENDERERS[key].draw(view, WINE).convert("RGB")
            corner = (EDGE + 4, img.height - EDGE - 5)  # inside a finished game's edge, outside every card
            assert img.getpixel(corner) == WINE.felt
            assert RENDERERS[key].draw(view, DEFAULT_THEME).convert("RGB").getpixel(corner) == DEFAULT_THEME.felt
            out = render_png(key, view, WINE)
            with Image.open(io.BytesIO(out.png)) as png:
                assert png.convert("RGB").getpixel(corner) == WINE.felt  # the palette holds the theme's colours
            assert len(out.png) <= SIZE_BUDGET


def test_palettes_and_sprites_are_cached_per_theme() -> None:
    from render.palette import table_palette

    assert table_palette(WINE) is table_palette(dataclasses.replace(WINE))
    assert table_palette(WINE).getpalette() != table_palette(DEFAULT_THEME).getpalette()
    assert C.back(C.FULL, WINE).tobytes() != C.back(C.FULL, DEFAULT_THEME).tobytes()
    assert C.sprite("decktet", "5ML", C.FULL, WINE) is C.sprite("decktet", "5ML", C.FULL, dataclasses.replace(WINE))


# --- a table's size ---------------------------------------------------------------------------


def test_half_the_pictures_of_every_game_weigh_40_kb_or_less() -> None:
    for key in sorted(RENDERERS):
        sizes = [len(render_png(key, state.view(0)).png) for seed in (1, 2) for state in sample(playout(key, seed))]
        assert sorted(sizes)[len(sizes) // 2] <= 40 * 1024, (key, sizes)
