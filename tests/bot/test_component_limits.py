"""Every control the bot draws fits Discord's limits, in every language, as written (issue 33).

Discord refuses a message whose button label passes 80 characters, a menu's placeholder 150,
or an option's label or description 100.  The bot cuts a text that does not fit, with an
ellipsis, as a last resort (`bot.discord.components.fitted`), and a game's `fit_label` cuts
its shortest wording the same way: a cut label no longer says the move, and a hint naming
the button names words that are not on it.  So texts are written to fit: a short label or
question, the detail in the message text.

Seeded random games of every game (each seat count, house rules drawn at random) are played
through; at each position every screen of the step-by-step picker (its sub-steps included)
is built as Discord components in every language, and each text is checked whole: within
its limit and not cut.  The buttons a hint names are the words on the buttons.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

import discord
import pytest

import i18n
from bot.discord.components import (LABEL_MAX, OPTION_MAX, PLACEHOLDER_MAX, bring_back_view, confirm_resign_view,
                                    control_button, finished_view, hand_table_view, invitation_view, picker_view,
                                    refresh_view)
from bot.discord.customid import ComponentId
from bot.features import replay
from bot.features.event_board import event_controls
from bot.picker import StaleChoice, Step, clicks, menu
from bot.storage import EventRow
from engine import GAMES, GameState
from engine.tower_defense.constants import SLOTS
from tests.engine.playout import option_sets

SEEDS = range(3)
MOVES = 150  # positions looked at in one game, at most
SCREENS = 60  # picker screens walked from one position, at most
CUT = "\u2026"  # the ellipsis a cut text ends with


def texts(view: discord.ui.View) -> Iterator[tuple[str, str, int]]:
    """(what, text, limit) for every text on a view's components."""
    for control in view.children:
        item = getattr(control, "item", control)  # the bot's controls wrap their component (DynamicItem)
        if isinstance(item, discord.ui.Button):
            yield "button", item.label or "", LABEL_MAX
        elif isinstance(item, discord.ui.Select):
            yield "placeholder", item.placeholder or "", PLACEHOLDER_MAX
            for option in item.options:
                yield "option", option.label, OPTION_MAX
                yield "option description", option.description or "", OPTION_MAX


def problems(view: discord.ui.View, where: str) -> list[str]:
    return [f"{where}: {what} of {len(text)} characters{' (cut)' if text.endswith(CUT) else ''}: {text!r}"
            for what, text, limit in texts(view) if len(text) > limit or text.endswith(CUT)]


def screens(state: GameState[Any], seat: int) -> Iterator[Step]:
    """Every screen of the picker a seat can open from here, first screen first."""
    todo, seen = [""], set()
    while todo and len(seen) < SCREENS:
        path = todo.pop(0)
        try:
            st = menu(state, seat, path)
        except StaleChoice:
            continue
        if st.action is not None or st.path in seen:
            continue
        seen.add(st.path)
        yield st
        if st.many is None:
            todo += [c.path for c in st.choices]


def game_cases() -> list[tuple[str, int, dict[str, Any], int]]:
    """Every game and seat count, a few seeds each, with house rules drawn from the seed."""
    out = []
    for key, info in GAMES.items():
        sets = option_sets(info)
        for players in info.players:
            for seed in SEEDS:
                out.append((key, players, random.Random(seed).choice(sets), seed))
    return out


CASES = game_cases()


@pytest.mark.parametrize("key,players,options,seed", CASES,
                         ids=[f"{k}-{n}p-{s}" for k, n, _, s in CASES])
def test_every_label_and_placeholder_of_a_played_game_fits_in_every_language(
        key: str, players: int, options: dict[str, Any], seed: int) -> None:
    state = GAMES[key].new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed * 31 + players)
    found: list[str] = []
    for move in range(MOVES):
        if state.outcome() is not None:
            break
        for seat in sorted(state.to_act()):
            for locale in i18n.SHIPPED:
                with i18n.speaking(locale):
                    for st in screens(state, seat):
                        for private in (False, True):
                            view = picker_view(1, move, st, private=private, refresh=private, hint=True)
                            found += problems(view, f"{key} seed {seed} move {move} {locale} {st.path!r}")
        seat = rng.choice(sorted(state.to_act()))
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert not found, f"{len(found)} texts do not fit, the first ones:\n" + "\n".join(dict.fromkeys(found[:12]))


@pytest.mark.parametrize("key", list(GAMES))
def test_the_buttons_a_hint_names_are_the_words_on_the_buttons(key: str) -> None:
    """A hint says which buttons to press, screen by screen (`bot.picker.clicks`): each is
    the label of a button (or an option of a menu) on that screen, exactly as drawn."""
    info = GAMES[key]
    players = min(info.players)
    for seed in SEEDS:
        state = info.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        for move in range(MOVES):
            if state.outcome() is not None:
                break
            seat = rng.choice(sorted(state.to_act()))
            action = rng.choice(state.legal_actions(seat))
            for locale in i18n.SHIPPED:
                with i18n.speaking(locale):
                    named = clicks(state, seat, action)
                    path = ""
                    for label in named:
                        st = menu(state, seat, path)
                        drawn = {text for what, text, _ in texts(picker_view(1, move, st, hint=True))
                                 if what in ("button", "option")}
                        parts = label.split(", ") if st.many is not None else [label]
                        assert all(p in drawn for p in parts), (
                            f"{key} seed {seed} move {move} {locale}: the hint names {label!r}, "
                            f"the screen shows {sorted(drawn)}")
                        if st.many is not None:
                            break
                        path = next(c.path for c in st.choices if c.label == label
                                    and (c.path == action or action.startswith(c.path + ".")))
            state = state.apply(seat, action)


def _event(kind: str, status: str) -> EventRow:
    return EventRow(id=1, guild_id=1, channel_id=1, message_id=1, thread_id=None, kind=kind, key="capture",
                    name="x", options={}, status=status, starts_at=0.0, ends_at=None, round=0, created_by=1,
                    created_at=0.0)


def test_the_tables_events_and_replays_controls_fit_in_every_language() -> None:
    found: list[str] = []
    for locale in i18n.SHIPPED:
        with i18n.speaking(locale):
            views = [hand_table_view(1, 1), refresh_view(1), invitation_view(1), confirm_resign_view(1, 1),
                     bring_back_view(1)]
            views += [finished_view(1, rematch=r, used=u, verdict=v) for r in (False, True)
                      for u in (False, True) for v in (False, True)]
            views += [event_controls(_event(kind, status)) for kind in ("arena", "swiss", "challenge")
                      for status in ("open", "running", "over")]
            more = discord.ui.View()
            for _, label, emoji in replay.BUTTONS:
                more.add_item(control_button(ComponentId(replay.PUBLIC_KIND, 1, 0, "first.0"), label=i18n.t(label),
                                             emoji=emoji))
            # a challenge's deal: Give up (bot.features.daily_table.panel_payload)
            more.add_item(control_button(ComponentId("giveup", 1, 1), label=i18n.t("events-challenge-give-up")))
            views.append(more)
            for view in views:
                found += problems(view, locale)
    assert not found, "\n".join(found)


def test_tower_defenses_defending_cards_menu_asks_in_short_whatever_the_enemy() -> None:
    """The question on the menu of defending cards, for every enemy card in every slot and a
    two-digit target, in every language: it fits (the full prompt, with what each card
    counts, is in the message above)."""
    from engine.tower_defense import words

    found = []
    base = GAMES["tower-defense"].new_game(players=1, seed=0).to_json()
    for code in [r + s for r in "23456789TJQKA" for s in "SHDC"]:  # a Joker is never defended against
        state = GAMES["tower-defense"].from_json(dict(base, army=[code] * len(SLOTS), up=[True] * len(SLOTS)))
        for slot in SLOTS:
            for locale in i18n.SHIPPED:
                with i18n.speaking(locale):
                    asked = words.placeholder(state, ("defend", slot))
                    longest = i18n.t("tower-defense-placeholder-defend-cards", enemy=words._enemy(state, slot),
                                     target=99)
                    if not asked or len(longest) > PLACEHOLDER_MAX:
                        found.append(f"{locale} {code} {slot}: {asked!r}, at most {longest!r}")
    assert not found, "\n".join(found[:10])
