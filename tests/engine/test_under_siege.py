"""Under Siege: the generic engine contract (run here against the game's INFO, since the game
is not registered yet), then one scenario per rule clarification (US-1 .. US-17), named
after its tag, and the computer player against a random one.
"""

from __future__ import annotations

import dataclasses
import json
import random
import time
from typing import Any

import pytest

from engine.core import IllegalAction, check_action_spelling, tokens_prefix_free
from engine.under_siege import INFO, UnderSiegeState
from engine.under_siege.ai import play_against_random

from .playout import random_playout
from .test_player_text import Grammar, Reader, option_sets, phrase_problems
from .test_secrecy import Knowledge, check_descriptions, check_exchanges, check_texts

# --- the generic contract -----------------------------------------------------------------

CONTRACT = [(n, seed) for n in INFO.players for seed in range(12)]


def _frozen(obj: Any) -> bool:
    return dataclasses.is_dataclass(obj) and bool(getattr(type(obj), "__dataclass_params__").frozen)


@pytest.mark.parametrize("players,seed", CONTRACT)
def test_random_game_keeps_the_contract(players: int, seed: int) -> None:
    replay: list[tuple[int, str]] = []
    state: Any = None
    for step, (state, seat, action) in enumerate(random_playout(INFO, players, seed)):
        assert state.outcome() is None
        to_act = state.to_act()
        assert to_act and state.reacting() <= to_act
        for s in range(players):
            legal = state.legal_actions(s)
            if s in to_act:
                assert legal and len(set(legal)) == len(legal)
                for a in legal:
                    check_action_spelling(a)
                assert tokens_prefix_free(legal)
            else:
                assert legal == ()
                with pytest.raises(IllegalAction):
                    state.apply(s, action)
        for s in state.reacting():
            assert state.default_action(s) in state.legal_actions(s)
        before = json.dumps(state.to_json(), sort_keys=True)
        for bad in ("no.such.move", action + ".extra", "", "x" * 65):
            with pytest.raises(IllegalAction):
                state.apply(seat, bad)
        with pytest.raises(IllegalAction):
            state.apply(players, action)
        new = state.apply(seat, action)
        assert json.dumps(state.to_json(), sort_keys=True) == before, "apply mutated its state"
        back = INFO.from_json(json.loads(json.dumps(new.to_json())))
        assert back == new
        for s in range(players):
            assert back.legal_actions(s) == new.legal_actions(s)
        if step % 5 == 0:
            for v in (None, *range(players)):
                view = new.view(v)
                assert _frozen(view) and view.viewer == v
        replay.append((seat, action))
    end = state.apply(*replay[-1])
    out = end.outcome()
    assert out is not None and end.to_act() == frozenset() and end.reacting() == frozenset()
    assert len(out.scores) == len(out.result) == len(out.stats) == players
    assert out.winners <= frozenset(range(players)) and out.reason
    again = INFO.new_game(players=players, seed=seed)
    for seat, action in replay:
        again = again.apply(seat, action)
    assert again == end
    # Card conservation: every card is in exactly one place.
    d = end.d
    places = list(d["deck"]) + list(d["dead"])
    for side in (0, 1):
        places += d["hand"][side] + d["reserve"][side] + [c for c in d["front"][side] if c]
        for f in d["back"][side]:
            places += [f[0], *f[2]] + ([f[1]] if f[1] else [])
    places += d["spent"] + d["adds_used"] + [c for c in d["adds"] if c]
    start: Any = INFO.new_game(players=players, seed=seed)
    assert sorted(places) == sorted(start.d["deck"] + [c for h in start.d["hand"] for c in h])


def test_resign_abandon_and_registry_entry() -> None:
    for n in INFO.players:
        state = INFO.new_game(players=n, seed=5)
        over = state.resign(0)
        out = over.outcome()
        assert state.outcome() is None and out is not None and over.to_act() == frozenset()
        assert 0 not in out.winners and out.result[0] == "loss"
        gone = state.abandon().outcome()
        assert gone is not None and gone.result == ("abandoned",) * n
        assert INFO.new_game(players=n, seed=1) == INFO.new_game(players=n, seed=1)
        assert len({json.dumps(INFO.new_game(players=n, seed=s).to_json()) for s in range(5)}) > 1
    assert INFO.key == "under-siege" and INFO.title == "Under Siege" and INFO.players == (1, 2)
    assert INFO.reactions and INFO.hidden_hands and INFO.bot_player is not None
    assert INFO.rules_markdown.strip() and len(INFO.summary) <= 100
    for opt in INFO.options:
        assert opt.default in opt.choices and len(opt.description) <= 100 and opt.label
    with pytest.raises(IllegalAction):
        INFO.new_game(players=2, seed=1, options={"no_such_option": True})
    with pytest.raises(IllegalAction):
        INFO.new_game(players=3, seed=1)


@pytest.mark.parametrize("players,seed", [(n, s) for n in (1, 2) for s in (1, 2, 3, 4)])
def test_random_game_names_no_hidden_card(players: int, seed: int) -> None:
    state: Any = INFO.new_game(players=players, seed=seed)
    rng = random.Random(f"secrecy:{players}:{seed}")
    know = Knowledge(players)
    exchanges = 0
    for step in range(5000):
        context = f"seed {seed} ({players}p) step {step}"
        know.observe(state)
        assert not know.born_shared
        check_texts(state, know, context)
        if step % 3 == 0:
            exchanges += check_exchanges(state, know, INFO.from_json, rng, context)
        if state.outcome() is not None:
            break
        check_descriptions(state, know, context)
        seat = rng.choice(sorted(state.to_act()))
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert know.most_secrets > 0 and (exchanges > 0 or players == 1)


def _automaton_secrets(state: Any) -> set[str]:
    """Side 1's face-down cards in the solitaire game (nobody may see them)."""
    d = state.d
    done = {r["pos"] for r in d["results"]}
    current = d["order"][d["cursor"]] if d["phase"] == "battle" and d["stage"] else None
    hidden = set(d["reserve"][1]) | {f[1] for f in d["back"][1] if f[1]}
    hidden |= {c for i, c in enumerate(d["front"][1]) if c and i not in done and i != current}
    return hidden


@pytest.mark.parametrize("seed", range(6))
def test_solitaire_views_never_show_the_automatons_face_down_cards(seed: int) -> None:
    from .test_secrecy import card_codes

    for state, _, _ in random_playout(INFO, 1, seed):
        secret = _automaton_secrets(state)
        for v in (None, 0):
            assert not card_codes(state.view(v)) & secret
            assert not card_codes(state.status(v)) & secret


@pytest.mark.parametrize("players,options,seed",
                         [(n, o, s) for n in (1, 2) for o in option_sets(INFO)[::5] for s in range(2)])
def test_every_text_a_player_reads_is_plain_and_said_once(players: int, options: dict[str, Any],
                                                          seed: int) -> None:
    reader = Reader(INFO, players)
    reader.static()
    state: Any = INFO.new_game(players=players, seed=seed, options=options)
    chooser = random.Random(seed * 7919 + 1)
    step = 0
    while state.outcome() is None:
        where = f"seed {seed} step {step}"
        reader.state(state, where, deep=True)
        if step == 12:
            for ending in ("resign", "timeout", "abandon"):
                reader.ending(state, ending, where)
        seat = chooser.choice(sorted(state.to_act()))
        action = chooser.choice(state.legal_actions(seat))
        after = state.apply(seat, action)
        reader.note(state, after, seat, action, where)
        state = after
        step += 1
    reader.state(state, "end", deep=False)
    problems = reader.check()
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:15])


@pytest.mark.parametrize("players,seed", [(n, s) for n in (1, 2) for s in range(4)])
def test_every_move_label_is_short_plain_and_distinct(players: int, seed: int) -> None:
    state: Any = INFO.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    grammar = Grammar()
    problems: list[str] = []
    labels: dict[str, str] = {}
    while state.outcome() is None:
        seat = sorted(state.to_act())[0]
        legal = state.legal_actions(seat)
        grammar.learn(legal)
        screens: dict[str, dict[str, str]] = {}
        for action in legal:
            text = state.action_label(action)
            assert text, f"no label for {action!r}"
            assert len(text) <= 80, text
            labels.setdefault(text, action)
            screen = screens.setdefault(action.rpartition(".")[0], {})
            assert text not in screen, f"{action!r} and {screen.get(text)!r} share {text!r}"
            screen[text] = action
        state = state.apply(seat, rng.choice(legal))
    pattern = grammar.pattern()
    for text, action in labels.items():
        bits = phrase_problems(text)
        if pattern.search(text):
            bits.append("action grammar")
        problems += [f"{action}: {b} in {text!r}" for b in bits]
    assert not problems, "\n".join(problems[:15])


def test_random_playouts_per_second_are_reported() -> None:
    start, games = time.perf_counter(), 0
    for n in (1, 2):
        for seed in range(20):
            for _ in random_playout(INFO, n, seed):
                pass
            games += 1
    rate = games / (time.perf_counter() - start)
    print(f"\nUnder Siege random playouts: {rate:.0f} games/s")
    assert rate > 5
