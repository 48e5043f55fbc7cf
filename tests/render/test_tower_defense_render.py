"""Tower Defense picture: one size for every position, nothing overlapping in the most
crowded table the rules allow, face-down enemies drawn as backs and never named, each army's
attack on its front card and said beside the picture."""

from __future__ import annotations

import dataclasses
import random

from engine import GAMES
from engine.tower_defense.views import ArmyView, TDView
from render import DEFAULT_THEME, render_png
from render import tower_defense as td
from render.kit import recording

from .layout_check import problems

KEY = "tower-defense"


def _states(seed: int, options: dict[str, bool] | None = None) -> list:
    state = GAMES[KEY].new_game(players=1, seed=seed, options=options)
    rng = random.Random(seed)
    out = [state]
    while state.outcome() is None:
        state = state.apply(0, rng.choice(state.legal_actions(0)))
        out.append(state)
    return out


def _crowded() -> list[TDView]:
    view = GAMES[KEY].new_game(players=1, seed=1).view(0)
    armies = (ArmyView("KS", "QH", 31, True), ArmyView(None, "", None, False), ArmyView("", "", None, False))
    crowded = dataclasses.replace(
        view, armies=armies, hand=("QD", "KD", "JC", "TH", "9S", "8C", "7D"), hand_limit=7,
        advantages=("AS", "KH"), tower_count=6, tower_cap=6, tower_top="QC", discard=("2H",) * 30,
        in_force=("Necromancer: no special cards", "Warlord: enemies +4", "Banshee: face-up rears +2",
                  "Thief: hand limit 4, no Bard", "Knight: enemies -1", "Revive: repair 1 or 2 away, tower 6"),
        log=tuple("A long line of events that wraps over more than one line of the log box" for _ in range(12)),
        action_limit=3, actions_taken=2, endless_night=True)
    return [crowded, dataclasses.replace(crowded, hand=crowded.hand[:5]), dataclasses.replace(crowded, hand=()),
            dataclasses.replace(crowded, phase="drop", tower_top=None, tower_count=0)]


def test_crowded_tables_keep_the_size_and_overlap_nothing() -> None:
    size = td.draw(_states(1)[0].view(0), DEFAULT_THEME).size
    for view in _crowded():
        with recording() as rec:
            img = td.draw(view, DEFAULT_THEME)
        assert img.size == size == (td.WIDTH, td.HEIGHT)
        assert not problems(rec), problems(rec)[:10]


def test_face_down_enemies_are_backs_and_the_alt_text_never_names_them() -> None:
    for state in _states(3, {"havoc": True}):
        view = state.view(None)
        hidden = {c for c, up in zip(state.army, state.up) if c is not None and not up}
        shown = {c for a in view.armies for c in (a.front, a.rear)}
        assert not hidden & shown
        with recording() as rec:
            td.draw(view, DEFAULT_THEME)
        backs = sum(1 for i in rec.items if i.kind == "card" and i.role == "back")
        assert backs >= len(hidden)
        text = render_png(KEY, view).description
        from engine.cards import std_name
        assert not any(std_name(c) in text for c in hidden)


def test_each_armys_attack_lies_on_its_front_and_the_lines_beside_say_the_attack_as_things_stand() -> None:
    state = GAMES[KEY].new_game(players=1, seed=2, options={"calm_first_round": True})
    view = state.view(0)
    with recording() as rec:
        td.draw(view, DEFAULT_THEME)
    figures = {i.text for i in rec.items if i.kind == "text" and i.role == "counter"}
    assert f"{view.tower_count}/{view.tower_cap}" in figures
    for army in view.armies:
        if army.value is not None:
            assert str(army.value) in figures
    said = " ".join(td.facts(view))
    assert "Tower 5 of 5" in said and ("Attack now" in said)
    for name, army in zip(td.ARMY_NAMES, view.armies):
        assert f"{name} army" in said
