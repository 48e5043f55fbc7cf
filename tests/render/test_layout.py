"""The pictures' layout, checked through the kit's recorder (`render.kit.recording`) over
random playouts of every registered game and over crowded views made by hand:

- a game's picture keeps one size for every move (one for the public, one for the seats), so
  the Discord message never jumps;
- no figure overlaps another or a card it is not on, no rank or suit is covered, nothing
  leaves the picture;
- read on a phone (~0.35x) ranks, suits and figures stay at their minimum sizes."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engine import GAMES
from engine.capture.views import COLUMNS, ColumnView
from engine.cards import DECKTET
from render import DEFAULT_THEME, RENDERERS
from render.kit import MINIMUM, Recorder, recording

from ..engine.playout import game_states
from .layout_check import problems

OPTIONS: dict[str, list[dict[str, Any] | None]] = {
    "deck-defence": [None, {"classic": True}],
    "capture": [None, {"ace_flexible_high_low": True}],
}


WIDE_NAMES = ("W" * 19 + "\u2026", "M" * 19 + "\u2026", "W" * 19 + "\u2026", "M" * 19 + "\u2026")


def playout(key: str, seed: int, options: dict[str, Any] | None = None) -> list[Any]:
    # The widest names the bot passes (display names are cut to 20 characters), so that no
    # name pushes text over a card or off the picture.
    return game_states(key, seed, options, WIDE_NAMES)


def spread(states: list[Any], n: int) -> list[Any]:
    return states[:: max(1, len(states) // n)] + [states[-1]]


def viewers(key: str) -> tuple[int | None, ...]:
    return (None, *range(GAMES[key].players[0]))


def record(key: str, view: Any) -> tuple[Recorder, tuple[int, int]]:
    with recording() as rec:
        img = RENDERERS[key].draw(view, DEFAULT_THEME)
    assert rec.size == img.size
    return rec, img.size


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_games_picture_keeps_one_size_for_the_public_and_one_for_the_seats(key: str) -> None:
    sizes: dict[bool, set[tuple[int, int]]] = {True: set(), False: set()}
    for options in OPTIONS.get(key, [None]):
        for seed in range(5):
            for state in spread(playout(key, seed, options), 40):
                for seat in viewers(key):
                    img = RENDERERS[key].draw(state.view(seat), DEFAULT_THEME)
                    sizes[seat is None].add(img.size)
    assert len(sizes[True]) == 1 and len(sizes[False]) == 1, sizes
    for (width, height), in (sizes[True], sizes[False]):
        assert 1100 <= width <= 1200 and height <= 1000  # the phone shows it ~390 px wide


@pytest.mark.parametrize("key", sorted(GAMES))
def test_no_text_overlaps_and_everything_is_legible_over_random_playouts(key: str) -> None:
    checked = 0
    found: list[str] = []
    for options in OPTIONS.get(key, [None]):
        for seed in range(10):
            for state in spread(playout(key, seed, options), 12):
                for seat in viewers(key):
                    rec, _ = record(key, state.view(seat))
                    found += [f"seed {seed} {options} seat {seat}: {p}" for p in problems(rec)]
                    checked += 1
    assert checked >= 200
    assert not found, "\n".join(found[:20])


def test_the_minimum_sizes_are_what_a_phone_can_read() -> None:
    # ~1120 px shown ~390 px wide: a 40 px rank is ~14 px there, a 28 px figure ~10 px.
    assert MINIMUM == {"rank": 40, "suit": 28, "counter": 28, "label": 22}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_ranks_suits_and_figures_are_drawn_at_their_minimum_sizes_or_more(key: str) -> None:
    seen: dict[str, int] = {}
    for state in spread(playout(key, 2), 20):
        for seat in viewers(key):
            rec, _ = record(key, state.view(seat))
            for item in rec.items:
                if item.kind == "text":
                    seen[item.role] = min(seen.get(item.role, 999), item.size)
    assert {"rank", "suit", "counter"} <= set(seen), seen
    for role, size in seen.items():
        assert size >= MINIMUM[role], (role, size)


# --- crowded views, made by hand from real ones ------------------------------------------------


def _dc_crowded() -> list[Any]:
    view = GAMES["defend-and-capture"].new_game(players=1, seed=1).view(0)
    codes = list(DECKTET)
    wide = [c for c in codes if len(DECKTET[c].suits) == 3]
    low = [c for c in codes if DECKTET[c].rank <= 2]
    crowded = dataclasses.replace(
        view, captured=tuple(wide[:12]), damaged=tuple(low[:13]), hand=tuple(codes[10:22]), damage=19,
        battleground=tuple(tuple(wide[i * 3:i * 3 + 3]) for i in range(3)), defense=tuple(wide[:3]),
        side=tuple(wide[3:6]), discard_top=wide[0], discard_count=30, deck_count=0, hand_target=12,
        log=tuple(f"A long line of events number {i} that wraps on a narrow box" * 2 for i in range(12)))
    return [crowded, *(dataclasses.replace(crowded, hand=crowded.hand[:n]) for n in range(8))]


def _dd_crowded() -> list[Any]:
    view = GAMES["deck-defence"].new_game(players=1, seed=2, options={"classic": True}).view(0)
    pile = ("S1", "S2", "S3", "F1", "F2", "F3", "T1", "T2", "T3")  # every Friendly card once
    crowded = dataclasses.replace(
        view, piles=(pile, pile[:8], pile[:5]), exploring=("S4", "F2", "T3"), phase="order",
        defeated=("S4",) * 3 + ("F4",) * 3 + ("T4",) * 3, deck_top_known=("S1", "F4", "T2"),
        disclosed=("S1", "F4", "T2"), discard_top="F3", discard_count=12,
        log=tuple("An action's event, worded at length so that it wraps over three lines" * 2 for _ in range(4)))
    return [crowded, dataclasses.replace(crowded, phase="act", exploring=(), explore_blocked=True),
            dataclasses.replace(crowded, phase="refill", exploring=(), refill_slot=2)]


def _capture_crowded() -> list[Any]:
    view = GAMES["capture"].new_game(players=2, seed=3).view(0)
    deep = (("TH", "QS", "KD", "AC", "9H"), ("TS", "TD", "QC", "JH", "8S"))  # the deepest: 5 + this round's
    cols = tuple(ColumnView(i + 1, deep, (1, 1), "TC", 4) for i in range(COLUMNS))
    crowded = dataclasses.replace(view, columns=cols, captured=(("TH",) * 30, ("QS",) * 31), short_round=True)
    public = dataclasses.replace(crowded, viewer=None, columns=tuple(dataclasses.replace(c, mine=None) for c in cols))
    return [crowded, public, dataclasses.replace(crowded, columns=(None,) * COLUMNS)]


@pytest.mark.parametrize("key,views", [("defend-and-capture", _dc_crowded), ("deck-defence", _dd_crowded),
                                       ("capture", _capture_crowded)])
def test_crowded_tables_keep_the_size_and_overlap_nothing(key: str, views: Any) -> None:
    size = RENDERERS[key].draw(playout(key, 1)[0].view(0), DEFAULT_THEME).size
    for view in views():
        rec, drawn = record(key, view)
        assert drawn == size
        assert not problems(rec), problems(rec)[:10]


# --- the checker itself ---------------------------------------------------------------------------


def test_the_checker_sees_a_figure_over_a_card_a_covered_rank_and_a_figure_off_the_edge() -> None:
    from render import kit

    theme = DEFAULT_THEME
    with recording() as rec:
        img = kit.table(400, 300, theme)
        below = kit.card(img, theme, "standard", "QD", (10, 10))
        kit.card(img, theme, "standard", "KS", (10, 30), over=True)  # covers the Queen's rank and suit
        kit.number(img, theme, (40, 120), 12)  # over the King
        kit.number(img, theme, (395, 250), 345)
        mine = kit.card(img, theme, "standard", "AH", (200, 10))
        kit.count_badge(img, theme, (256, 140), 7, owner=mine, over=True)  # on its card: fine
    found = problems(rec)
    assert below is not None
    assert any(("hidden under" in p or "covered by" in p) and "rank 'Q'" in p for p in found)
    assert any("over card" in p and "'12'" in p for p in found)
    assert any("outside" in p and "'345'" in p for p in found)
    assert not any("'7'" in p for p in found)
