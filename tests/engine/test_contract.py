"""One contract test for every registered game: seeded random games through the public API.

Checks what every game promises (engine/core.py): purity of apply, JSON round trips
mid-game, JSON that shares nothing with the state, replay determinism, the action spelling
rules, multi-choice steps whose every chosen set is either played or refused with a reason,
IllegalAction for illegal input, to_act() empty exactly when the game is over, and that
every game ends.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

import i18n
from engine import GAMES, IllegalAction
from engine.core import check_action_spelling, tokens_prefix_free

from .playout import option_sets, random_playout

SEEDS = range(12)
CASES = [(key, n, seed) for key, info in GAMES.items() for n in info.players for seed in SEEDS]


def _scramble(data: Any) -> None:
    """Change every list and dict inside `data` in place."""
    if isinstance(data, list):
        for item in data:
            _scramble(item)
        data.reverse()
        data.append("scrambled")
    elif isinstance(data, dict):
        for value in data.values():
            _scramble(value)
        data["scrambled"] = True


def _check_picks(state: Any, seat: int, rng: random.Random) -> None:
    """Every multi-choice step reached from the legal list: a few random sets, each legal
    and played, or refused with a reason and nothing changed."""
    seen: set[tuple[str, ...]] = set()
    for action in state.legal_actions(seat):
        tokens = tuple(action.split("."))
        for i in range(1, len(tokens)):
            prefix = tokens[:i]
            pick = state.pick(seat, prefix)
            if pick is None or prefix in seen:
                continue
            seen.add(prefix)
            assert len(pick.items) == len(set(pick.items)) and 1 <= pick.least <= (pick.most or len(pick.items))
            for _ in range(3):
                chosen = rng.sample(pick.items, rng.randint(pick.least, pick.most or len(pick.items)))
                move = ".".join(prefix + (pick.spell(chosen),))
                check_action_spelling(move)
                if state.is_legal(seat, move):
                    assert state.apply(seat, move).to_json() != state.to_json()
                else:
                    with pytest.raises(IllegalAction) as refused:
                        state.apply(seat, move)
                    assert str(refused.value), "a refused set gets a reason"


def _frozen_dataclass(obj) -> bool:
    return dataclasses.is_dataclass(obj) and type(obj).__dataclass_params__.frozen  # type: ignore[attr-defined]


@pytest.mark.parametrize("key,players,seed", CASES)
def test_random_game_keeps_the_contract(key: str, players: int, seed: int) -> None:
    info = GAMES[key]
    replay: list[tuple[int, str]] = []
    state = None
    rng = random.Random(seed)
    for step, (state, seat, action) in enumerate(random_playout(info, players, seed)):
        assert state.outcome() is None
        to_act = state.to_act()
        assert to_act, "to_act() is empty while the game runs"
        assert state.reacting() <= to_act, "a seat decides out of turn without being asked"
        for s in state.reacting():  # what is taken for a seat that does not answer in time
            default = state.default_action(s)
            assert default is None or default in state.legal_actions(s), (s, default)
        if state.reacting():
            assert info.reactions, "reacting() is used by a game that does not declare reactions"
        for s in range(players):
            legal = state.legal_actions(s)
            if s in to_act:
                assert legal, f"seat {s} must act but has no legal action"
                assert len(set(legal)) == len(legal), "duplicate legal actions"
                for a in legal:
                    check_action_spelling(a)
                assert tokens_prefix_free(legal), "a legal action is a token-prefix of another"
                assert all(state.is_legal(s, a) for a in legal)
                _check_picks(state, s, rng)
            else:
                assert legal == ()
                with pytest.raises(IllegalAction):
                    state.apply(s, legal[0] if legal else action)
        # Illegal input changes nothing and raises the player-readable error.
        before = json.dumps(state.to_json(), sort_keys=True)
        for bad in ("no.such.move", action + ".extra", "", "x" * 65):
            with pytest.raises(IllegalAction):
                state.apply(seat, bad)
        with pytest.raises(IllegalAction):
            state.apply(players, action)  # a seat that does not exist
        new = state.apply(seat, action)
        assert json.dumps(state.to_json(), sort_keys=True) == before, "apply mutated its state"
        assert new is not state
        if step % 7 == 0:
            # What to_json returns is the caller's: changing it leaves the state as it was.
            kept = json.dumps(new.to_json(), sort_keys=True)
            legal_kept = {s: new._legal(s) for s in new.to_act()}  # computed afresh, not cached
            _scramble(new.to_json())
            assert json.dumps(new.to_json(), sort_keys=True) == kept, "to_json shares data with the state"
            assert {s: new._legal(s) for s in new.to_act()} == legal_kept
            data = json.loads(json.dumps(new.to_json()))
            back = info.from_json(data)
            assert back == new
            for s in range(players):
                assert back.legal_actions(s) == new.legal_actions(s)
            assert _frozen_dataclass(new.view(None))
            for s in range(players):
                assert _frozen_dataclass(new.view(s))
        replay.append((seat, action))
    end = state.apply(*replay[-1])
    out = end.outcome()
    assert out is not None and end.to_act() == frozenset()
    assert len(out.scores) == players and len(out.result) == players and len(out.stats) == players
    assert out.winners <= frozenset(range(players)) and str(out.reason)
    assert set(out.result) <= {"win", "loss", "draw", "abandoned"}
    for s in range(players):
        assert end.legal_actions(s) == ()
        with pytest.raises(IllegalAction):
            end.apply(s, replay[-1][1])
    # Same seed + same actions = same state.
    again = info.new_game(players=players, seed=seed)
    for seat, action in replay:
        again = again.apply(seat, action)
    assert again == end
    assert info.from_json(json.loads(json.dumps(end.to_json()))) == end


@pytest.mark.parametrize("key", sorted(GAMES))
def test_resign_ends_the_game_as_a_loss(key: str) -> None:
    info = GAMES[key]
    players = info.players[0]
    state = info.new_game(players=players, seed=5)
    over = state.resign(0)
    assert state.outcome() is None, "resign mutated its state"
    out = over.outcome()
    assert out is not None and over.to_act() == frozenset()
    assert 0 not in out.winners and out.result[0] == "loss"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_different_seeds_deal_differently_and_same_seed_deals_the_same(key: str) -> None:
    info = GAMES[key]
    n = info.players[0]
    assert info.new_game(players=n, seed=1) == info.new_game(players=n, seed=1)
    assert len({json.dumps(info.new_game(players=n, seed=s).to_json(), sort_keys=True) for s in range(5)}) > 1


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_combination_of_options_plays_to_its_end(key: str) -> None:
    info = GAMES[key]
    combos = option_sets(info)
    assert len(combos) <= 256, "too many option sets to play each"
    for i, options in enumerate(combos):
        for players in info.players:
            last = None
            for last, seat, action in random_playout(info, players, seed=100 + i, options=options):
                pass
            assert last is not None
            end = last.apply(seat, action)
            assert end.outcome() is not None and not end.to_act()
            assert info.from_json(json.loads(json.dumps(end.to_json()))) == end


@pytest.mark.parametrize("key", sorted(GAMES))
def test_registry_entry_is_complete(key: str) -> None:
    info = GAMES[key]
    assert info.key == key and info.title and info.players
    assert info.rules_markdown.strip(), "every game ships a rules page"
    # Texts players read are catalogue keys, worded in every shipped locale within Discord's
    # limits (a command's description, an option's).
    keys = [info.summary, info.act_hint, info.wait_hint, *info.seat_modes.values(),
            *(k for opt in info.options for k in (opt.description, opt.label) if k),
            *(m.label for m in info.metrics)]
    for k in keys:
        assert i18n.exists(k), f"{key}: {k!r} is not a catalogue key"
    for locale in i18n.SHIPPED:
        assert len(i18n.tr(locale, info.summary)) <= 100, (locale, info.summary)
        assert i18n.page(key, locale).strip()
        for opt in info.options:
            assert len(i18n.tr(locale, opt.description)) <= 100, (locale, opt.description)
    for opt in info.options:
        assert opt.default in opt.choices
        # The command picker names an option and its choices from the catalogue; English says
        # the identifiers the game stores, so an English command reads as it always did.
        assert i18n.tr("en", opt.name_key) == opt.name, (key, opt.name_key)
        for value, choice in opt.choice_keys.items():
            assert i18n.tr("en", choice) == str(value), (key, choice)
    with pytest.raises(IllegalAction):
        info.new_game(players=info.players[0], seed=1, options={"no_such_option": True})


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_chosen_house_rule_reads_in_the_readers_language(key: str) -> None:
    info = GAMES[key]
    for opt in info.options:
        for value, choice in opt.choice_keys.items():
            if value == opt.default:
                continue
            for locale in i18n.SHIPPED:
                with i18n.speaking(locale):
                    assert i18n.tr(locale, choice) in info.house_rules({opt.name: value}, seating=True), (
                        key, opt.name, value, locale)
