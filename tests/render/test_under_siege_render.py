"""Under Siege table pictures: one size for every position and viewer, nothing overlapping
or off the picture over random playouts of both player counts and in the most crowded table
the rules allow, the minimum sizes for a phone, no face-down card of another side in the
picture or its alt text, and each side's role in the reader's words beside the picture."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

import i18n
from engine.cards import std_name, std_short
from engine.under_siege import INFO, FaceView, SiegeView, SlotView, UnderSiegeState
from render import DEFAULT_THEME, render_png
from render import under_siege as us
from render.kit import MINIMUM, Recorder, recording
from render.text import drawable

from ..engine.playout import random_playout
from .layout_check import problems

KEY = "under-siege"


WIDE_NAMES = ("W" * 19 + "\u2026", "M" * 19 + "\u2026")
OPTIONS: list[dict[str, Any] | None] = [None, {"plus_one": "encounter", "jacks_stack": False},
                                        {"challenger_role": "attacker"}]


def _states(players: int, seed: int, options: dict[str, Any] | None = None) -> list[UnderSiegeState]:
    out: list[Any] = []
    last = None
    for state, seat, action in random_playout(INFO, players, seed, options):
        out.append(state.named(WIDE_NAMES[:players]))
        last = state.apply(seat, action)
    if last is not None:
        out.append(last.named(WIDE_NAMES[:players]))
    return out


def _spread(states: list[Any], n: int) -> list[Any]:
    return states[:: max(1, len(states) // n)] + [states[-1]]


def _viewers(players: int) -> tuple[int | None, ...]:
    return (None, *range(players))


def _record(view: SiegeView) -> tuple[Recorder, tuple[int, int]]:
    with recording() as rec:
        img = us.draw(view, DEFAULT_THEME)
    assert rec.size == img.size
    return rec, img.size


def test_one_size_for_every_position_and_viewer() -> None:
    sizes = set()
    for players in (1, 2):
        for options in OPTIONS:
            for seed in range(4):
                for state in _spread(_states(players, seed, options), 30):
                    for seat in _viewers(players):
                        sizes.add(us.draw(state.view(seat), DEFAULT_THEME).size)
    assert sizes == {(us.WIDTH, us.HEIGHT)}
    assert 1100 <= us.WIDTH <= 1200 and us.HEIGHT <= 1000


@pytest.mark.parametrize("players", [1, 2])
def test_no_overlap_nothing_off_the_picture_over_random_playouts(players: int) -> None:
    checked = 0
    found: list[str] = []
    for options in OPTIONS:
        for seed in range(8):
            for state in _spread(_states(players, seed, options), 14):
                for seat in _viewers(players):
                    rec, _ = _record(state.view(seat))
                    found += [f"seed {seed} {options} seat {seat}: {p}" for p in problems(rec)]
                    checked += 1
    assert checked >= 200
    assert not found, "\n".join(found[:20])


def test_ranks_suits_and_figures_at_their_minimum_sizes_or_more() -> None:
    seen: dict[str, int] = {}
    for players in (1, 2):
        for state in _spread(_states(players, 2), 20):
            for seat in _viewers(players):
                rec, _ = _record(state.view(seat))
                for item in rec.items:
                    if item.kind == "text":
                        seen[item.role] = min(seen.get(item.role, 999), item.size)
    assert {"rank", "suit", "counter", "label"} <= set(seen), seen
    for role, size in seen.items():
        assert size >= MINIMUM[role], (role, size)


# --- secrecy -------------------------------------------------------------------------------------


def _hidden(state: UnderSiegeState, viewer: int | None) -> set[str]:
    """Cards of another side the viewer may not see: hand, reserve, shoot cards on Queens,
    front cards not turned up, anything placed this turn before it is shown."""
    d = state.d
    current = d["order"][d["cursor"]] if d["phase"] == "battle" and d["stage"] else None
    turned = {r["pos"] for r in d["results"]} | ({current} if current is not None else set())
    out: set[str] = set()
    for side in (0, 1):
        if side == viewer and not (d["solo"] and side == 1):
            continue
        out |= set(d["hand"][side]) | set(d["reserve"][side]) | set(d["fresh"][side])
        out |= {f[1] for f in d["back"][side] if f[1]}
        out |= {c for pos, c in enumerate(d["front"][side]) if c and pos not in turned}
    return out


def _spellings(code: str) -> tuple[str, ...]:
    return (std_short(code), std_name(code), drawable(std_short(code)))


def test_no_face_down_card_of_another_side_in_the_picture_or_the_alt_text() -> None:
    checked = 0
    for players in (1, 2):
        for seed in range(6):
            for state in _states(players, seed)[::3]:
                for viewer in _viewers(players):
                    view = state.view(viewer)
                    hidden = _hidden(state, viewer)
                    # A card once turned up (the last battle, the log) may be dealt again
                    # after a reshuffle: what the view itself says in words is public.
                    said = " ".join(view.log)
                    hidden = {c for c in hidden if std_short(c) not in said}
                    with recording() as rec:
                        us.draw(view, DEFAULT_THEME)
                    drawn = {i.text for i in rec.items if i.kind == "card"}
                    words = " ".join(i.text for i in rec.items if i.kind == "text" and i.role not in ("rank", "suit"))
                    text = us.describe(view)
                    assert text and len(text) <= 1024
                    for code in hidden:
                        assert code not in drawn, (players, seed, viewer, code)
                        for spelled in _spellings(code):
                            assert spelled not in text, (players, seed, viewer, spelled, text)
                            assert not re.search(rf"(?<![\w]){re.escape(spelled)}(?![\w])", words), (
                                players, seed, viewer, spelled)
                    checked += 1
    assert checked > 150


def test_own_face_down_cards_are_face_up_for_their_owner_only() -> None:
    state = UnderSiegeState.new(4, 2, INFO.resolve_options({"challenger_role": "defender"}))
    card = state.d["hand"][0][0]
    placed = state.apply(0, f"place.{card}.front")
    with recording() as mine:
        us.draw(placed.view(0), DEFAULT_THEME)
    with recording() as public:
        us.draw(placed.view(None), DEFAULT_THEME)
    assert card in {i.text for i in mine.items if i.kind == "card"}
    assert card not in {i.text for i in public.items if i.kind == "card"}
    assert std_short(card) in us.describe(placed.view(0))
    assert std_short(card) not in us.describe(placed.view(None))


# --- crowded tables --------------------------------------------------------------------------------


def _crowded() -> list[SiegeView]:
    """The longest line (5 defender cards met, 5 attacker cards going through), full hands,
    long reserves and back rows, reserves on every encounter, shots and a removal."""
    base = _states(2, 1)[5].view(0)
    faces = tuple(FaceView(c, ("8S",), 10 - 1, c[0] == "Q", "TC" if c[0] == "Q" else None, i == 0)
                  for i, c in enumerate(("QS", "QH", "KD", "JC", "JD", "KH")))
    others = tuple(dataclasses.replace(f, shoot=None, new=False) for f in faces)
    slots = []
    for i in range(10):
        opposed = i < 5
        slots.append(SlotView(
            number=i + 1, cards=("TD" if opposed else None, "TS" if i != 3 else "AS"),
            present=(opposed, True), revealed=True, opposed=opposed,
            reserves=("TH", "TC") if opposed and i != 3 else (None, None),
            totals=(24, 24) if i != 3 else (24, None), winner=1 if i else None, loss=22 if i else 0,
            shot="TH" if i == 6 else None, removed="KC" if i == 7 else None,
            result="Draw" if not i else "Somebody wins by 22"))
    sides = tuple(dataclasses.replace(s, hand=("TS", "TH", "TD", "TC", "AS") if s.side == 0 else (),
                                      hand_count=5, reserve=("TS", "TH", "TD", "TC", "9S", "9H", "9D") if s.side == 0
                                      else (), reserve_count=7, back=faces if s.side == 0 else others,
                                      attrition=-99, lost=99)
                  for s in base.sides)
    crowded = dataclasses.replace(base, sides=(sides[0], sides[1]), line=tuple(slots), phase="battle",
                                  current=10, pending="intercept", deciding=(0,), turn=30, deck_count=52,
                                  dead_count=52,
                                  log=tuple("A long line of events that wraps over more than one line of "
                                            "the log box, Q\u2660 and 10\u2665 in it" for _ in range(14)))
    return [crowded, dataclasses.replace(crowded, viewer=1), dataclasses.replace(crowded, viewer=None),
            dataclasses.replace(crowded, phase="deploy", pending="deploy", current=None),
            dataclasses.replace(crowded, line=(), last_battle=tuple(slots), phase="deploy", current=None)]


def test_crowded_tables_keep_the_size_and_overlap_nothing() -> None:
    for view in _crowded():
        rec, size = _record(view)
        assert size == (us.WIDTH, us.HEIGHT)
        assert not problems(rec), problems(rec)[:10]


def test_the_picture_draws_through_the_registry_and_ends_in_a_banner() -> None:
    for players in (1, 2):
        end = _states(players, 5)[-1]
        assert end.outcome() is not None
        for viewer in _viewers(players):
            out = render_png(KEY, end.view(viewer))
            assert out.png.startswith(b"\x89PNG") and (out.width, out.height) == (us.WIDTH, us.HEIGHT)
            assert len(out.png) < 60_000
            assert "game over" in out.description
    stopped = _states(2, 6)[3].resign(1)
    assert render_png(KEY, stopped.view(0)).png.startswith(b"\x89PNG")


@pytest.mark.parametrize("locale", ["fr", "es", "de"])
@pytest.mark.parametrize("players", [1, 2])
def test_each_sides_role_is_in_the_readers_language_beside_the_picture_and_in_the_alt_text(locale: str,
                                                                                         players: int) -> None:
    view = INFO.new_game(players=players, seed=4).view(0)
    with i18n.speaking(locale):
        said = " ".join(us.facts(view))
        sides = [i18n.t("render-under-siege-fact-side", where=where, own="no", name="X", role=role)
                 for where, role in (("top", "attacker"), ("bottom", "defender"))]
        roles = {i18n.t("render-under-siege-role", role=role) for role in ("defender", "attacker")}
    alt = render_png(KEY, view, DEFAULT_THEME, locale).description
    assert sides[0] != sides[1]
    assert all(f"({role})" in alt for role in roles), alt
    english = re.compile(r"\b(attacker|defender)\b", re.IGNORECASE)
    assert not english.search(said) and not english.search(alt), said
