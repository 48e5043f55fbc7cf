"""Capture table pictures: views from seeded random playouts for the public and both seats,
within the size budget, and no hidden card (code or name) in a public or other seat's
picture description (C-11)."""

from __future__ import annotations

import io
import random

from PIL import Image

from engine.capture import INFO, CaptureState
from engine.cards import std_name, std_short
from render import DEFAULT_THEME
from render.capture import HEIGHT, MID, MIDDLE, WIDTH, describe
from render.capture import draw as draw_with
from render.palette import encode_png


def draw(view) -> Image.Image:
    return draw_with(view, DEFAULT_THEME)


def _states(seed: int) -> list[CaptureState]:
    state = INFO.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    out = [state]
    while state.to_act():
        seat = rng.choice(sorted(state.to_act()))
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
        out.append(state)
    return out


def _spellings(code: str) -> tuple[str, ...]:
    return (code, std_short(code), std_name(code), std_short(code)[:-1] + code[1])


def _hidden_from(state: CaptureState, viewer: int | None) -> set[str]:
    """Cards in face-down hands or placements that `viewer` may not see."""
    return {c for seat in (0, 1) if seat != viewer for c in state.hands[seat]}


def test_descriptions_never_name_a_hidden_card_C11() -> None:
    checked = 0
    for seed in range(4):
        for state in _states(seed)[::9]:
            for viewer in (None, 0, 1):
                text = describe(state.view(viewer))
                assert text and len(text) <= 1024
                for code in _hidden_from(state, viewer):
                    for spelled in _spellings(code):
                        assert spelled not in text, (seed, viewer, spelled)
                checked += 1
    assert checked > 100


def test_own_placements_are_described_as_yours_and_others_as_counts_C11() -> None:
    state = INFO.new_game(players=2, seed=3)
    card = state.hands[0][0]
    state = state.apply(0, f"place.{card}.c2")
    mine = describe(state.view(0))
    assert f"yours face down {std_short(card)}" in mine
    public = describe(state.view(None))
    assert "+ 1 face down" in public and std_short(card) not in public


def test_pictures_are_palette_pngs_within_budget_for_every_viewer() -> None:
    biggest = 0
    for seed in range(3):
        states = _states(seed)
        n = len(states)
        for state in (states[0], states[n // 3], states[2 * n // 3], states[-2], states[-1]):
            for viewer in (None, 0, 1):
                view = state.view(viewer)
                img = draw(view)
                assert img.size == (WIDTH, HEIGHT)
                png = encode_png(img, DEFAULT_THEME)
                assert png.startswith(b"\x89PNG")
                assert Image.open(io.BytesIO(png)).mode == "P"
                biggest = max(biggest, len(png))
    assert biggest < 60_000


def test_private_picture_shows_the_own_placement_the_public_one_hides_C11() -> None:
    state = INFO.new_game(players=2, seed=8)
    state = state.apply(0, f"place.{state.hands[0][0]}.c1")
    public, private = draw(state.view(None)), draw(state.view(0))
    # Column 1's lower side (seat 0): the face-up card plus the placement just below it.
    box = (20, MID + MIDDLE, 20 + 112, MID + MIDDLE + 50 + 156)
    assert public.crop(box).tobytes() != private.crop(box).tobytes()
    assert private.size == public.size  # the same frame: the public one leaves the hand row empty


def test_games_stopped_by_resignation_timeout_or_abandon_render_for_everyone() -> None:
    state = INFO.new_game(players=2, seed=5)
    for over in (state.resign(0), state.resign(1, "timeout"), state.abandon()):
        for viewer in (None, 0, 1):
            view = over.view(viewer)
            assert view.outcome is not None and encode_png(draw(view), DEFAULT_THEME).startswith(b"\x89PNG")
            text = describe(view)
            if view.outcome.ending == "abandon":
                assert "abandoned" in text and "draw" not in text
            else:
                assert "won" in text
