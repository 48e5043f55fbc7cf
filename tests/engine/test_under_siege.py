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

from engine.core import LEVELS, ORIGINAL_LEVEL, IllegalAction, check_action_spelling, tokens_prefix_free
from engine.under_siege import INFO, UnderSiegeState
from engine.under_siege import words
from engine.under_siege.events import ARG_NAMES
from engine.under_siege.ai import play_against_random
from i18n import said, t

from .playout import option_sets, random_playout
from .test_player_text import Grammar, Reader, phrase_problems
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
    assert out.winners <= frozenset(range(players)) and said(out.reason)
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


@pytest.mark.parametrize("players,seed", [(n, s) for n in (1, 2) for s in (1, 2)])
def test_events_name_their_arguments_in_the_order_stored_games_hold_them(players: int, seed: int) -> None:
    """Every event's arguments are named as `ARG_NAMES` names them, in its order (a list of
    values stored before names existed is named by it on load), and an event stored as that
    list loads as the event itself."""
    for state, seat, action in random_playout(INFO, players, seed):
        end = state.apply(seat, action)
    data = end.to_json()
    codes_seen = set()
    for e in end.events:
        names = tuple(e.args)
        assert names == ARG_NAMES[e.code][:len(names)], e
        codes_seen.add(e.code)
    assert {"turn", "deploy", "reveal", "draw", "drew"} <= codes_seen
    assert set(words._EVENT_KEYS) == set(ARG_NAMES), "every event has its sentence"
    old = {**data, "events": [[e.code, list(e.args.values()), *([list(e.seats)] if e.seats else [])]
                              for e in end.events]}
    assert UnderSiegeState.from_json(old).events == end.events


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
    assert INFO.reactions and INFO.hidden_hands and INFO.kit is not None and ORIGINAL_LEVEL in INFO.kit.levels
    assert ORIGINAL_LEVEL not in LEVELS  # the bot plays it; players never choose it
    assert INFO.rules_markdown.strip() and len(t(INFO.summary)) <= 100
    for opt in INFO.options:
        assert opt.default in opt.choices and len(t(opt.description)) <= 100 and t(opt.label)
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


@pytest.mark.parametrize("players,seed", [(n, s) for n in (1, 2) for s in range(4)])
def test_every_menu_fits_discord(players: int, seed: int) -> None:
    """Each step of the generic picker fits Discord's limits; deploying a card is two clicks
    at most (the card, then where), and a battle answer one or two."""
    from bot.picker import MAX_CHOICES, step

    for state, seat, _ in random_playout(INFO, players, seed):
        legal = state.legal_actions(seat)
        root = step(legal, "", state.label, state.prompt, inline=state.inline_verbs,
                    action_label=state.action_label)
        assert root.action is None and 0 < len(root.choices) <= MAX_CHOICES
        for choice in root.choices:
            nxt = step(legal, choice.path, state.label, state.prompt, inline=state.inline_verbs,
                       action_label=state.action_label)
            assert nxt.action is not None or all(
                step(legal, c.path, state.label, state.prompt, inline=state.inline_verbs,
                     action_label=state.action_label).action for c in nxt.choices), choice.path


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


def test_the_ai_beats_a_random_player_in_both_roles() -> None:
    for role in ("defender", "attacker"):
        results = [play_against_random(INFO, seed, 0, options={"challenger_role": role}) for seed in range(30)]
        assert results.count(1) >= 24, (role, results)


# --- scenarios: set positions ------------------------------------------------------------------

Face = list  # [card, shoot card or None, shots]


def table(players: int = 2, hands: tuple[list[str], list[str]] = ([], []),
          reserve: tuple[list[str], list[str]] = ([], []), back: tuple[list[Any], list[Any]] = ([], []),
          deck: list[str] | None = None, att: tuple[int, int] = (20, 20), **options: Any) -> UnderSiegeState:
    """A turn-1 position with seat 0 defending (the solitaire player always does): the given
    hands, reserves, back rows and attrition; the deck is `deck` on top of every other card."""
    opts = {"challenger_role": "defender", **options}
    data = INFO.new_game(players=players, seed=0, options=opts).to_json()
    placed = [c for side in (0, 1) for c in hands[side] + reserve[side]]
    placed += [c for side in (0, 1) for f in back[side] for c in [f[0], *f[2]] + ([f[1]] if f[1] else [])]
    top = list(deck or [])
    rest = [c for c in sorted(data["deck"] + data["hand"][0] + data["hand"][1]) if c not in placed + top]
    data.update(deck=top + rest, hand=[list(hands[0]), list(hands[1])], att=list(att),
                reserve=[list(reserve[0]), list(reserve[1])], back=[list(back[0]), list(back[1])])
    state = INFO.from_json(data)
    assert isinstance(state, UnderSiegeState) and state.to_act() == {0}
    return state


def play(state: Any, *moves: str) -> Any:
    """Moves as "seat:action"."""
    for move in moves:
        seat, action = move.split(":")
        state = state.apply(int(seat), action)
    return state


def codes(state: Any, since: Any = None) -> list[str]:
    return [e.code for e in state.events[len(since.events) if since is not None else 0:]]


def args(state: Any, code: str) -> list[tuple[Any, ...]]:
    """The arguments of `code`'s events as their values, in the order `ARG_NAMES` names them."""
    return [tuple(e.args.values()) for e in state.events if e.code == code]


def battle(d_front: list[str], a_front: list[str | None], **kw: Any) -> Any:
    """Seat 0 defends with `d_front` in order; seat 1 puts `a_front` opposite them, the rest
    through (None in `a_front` leaves a defender card unopposed)."""
    hands = kw.pop("hands", ([*d_front], [c for c in a_front if c]))
    state: Any = table(hands=hands, **kw)
    state = play(state, *(f"0:place.{c}.front" for c in d_front), "0:done")
    for i, c in enumerate(a_front):
        if c:
            zone = f"vs{i + 1}" if i < len(d_front) else "through"
            state = state.apply(1, f"place.{c}.{zone}")
    return state.apply(1, "done")


# --- US-1 .. US-3: roles and deployment ---------------------------------------------------------


def test_defender_deploys_first_and_roles_never_change_US1() -> None:
    state: Any = table(hands=(["9C", "5H"], ["8D"]))
    assert state.to_act() == {0} and state.role(0) == "defender"
    state = play(state, "0:place.9C.front", "0:place.5H.front")
    seen = state.view(1)
    assert seen.sides[0].front_count == 0 and seen.sides[0].hand_count == 2  # still secret
    state = state.apply(0, "done")
    assert state.to_act() == {1} and state.view(1).sides[0].front_count == 2
    assert "2 front cards" in state.prompt(())
    assert all(slot.cards[0] is None and slot.present[0] for slot in state.view(1).line)
    state = play(state, "1:place.8D.vs1", "1:done")
    assert state.d["turn"] == 2 and state.to_act() == {0} and state.role(0) == "defender"


def test_deployment_zones_US2() -> None:
    state: Any = table(hands=(["AS", "5H", "KD", "QC", "7C"], []))
    legal = set(state.legal_actions(0))
    assert {"place.AS.front"} == {a for a in legal if a.startswith("place.AS.")}  # Aces: front only
    assert {"place.5H.front", "place.5H.reserve"} == {a for a in legal if a.startswith("place.5H.")}
    assert "place.KD.reserve" not in legal and "place.KD.back" in legal and "place.KD.front" in legal
    state = state.apply(0, "place.QC.back")
    legal = set(state.legal_actions(0))
    assert "place.7C.onQC" in legal and "place.AS.onQC" not in legal  # no Ace as a shoot card
    assert "place.KD.onQC" in legal  # a face card may be a shoot card (Decision), worth 10
    state = state.apply(0, "place.7C.onQC")
    assert not any(a.endswith(".onQC") for a in state.legal_actions(0))  # one shoot card a Queen
    strict: Any = table(hands=(["KD", "QC"], []), face_shoot_cards=False).apply(0, "place.QC.back")
    assert "place.KD.onQC" not in strict.legal_actions(0)
    with pytest.raises(IllegalAction, match="2 to 10"):
        state.apply(0, "place.KD.reserve")


def test_taking_a_card_back_before_done_US2() -> None:
    state: Any = table(hands=(["QC", "7C", "5H"], []))
    state = play(state, "0:place.QC.back", "0:place.7C.onQC", "0:place.5H.front")
    state = play(state, "0:take.QC")  # the Queen comes back with its shoot card
    assert set(state.d["hand"][0]) == {"QC", "7C"} and state.d["back"][0] == []
    assert "take.5H" in state.legal_actions(0)


def test_attacker_pairs_by_position_and_extras_go_through_US3() -> None:
    state: Any = table(hands=(["9C", "5H"], ["8D", "4S", "6H"]))
    state = play(state, "0:place.9C.front", "0:place.5H.front", "0:done")
    legal = state.legal_actions(1)
    assert {"place.8D.vs1", "place.8D.vs2", "place.8D.through"} <= set(legal)
    state = play(state, "1:place.8D.vs2", "1:place.6H.through")
    assert state.d["front"][1] == [None, "8D", "6H"]
    assert "place.4S.vs2" not in state.legal_actions(1)
    state = state.apply(1, "done")
    # 8D meets 5H; 9C (position 1) and 6H (position 3) go through.
    assert [a[0] for a in args(state, "through")] == [1, 3]
    assert args(state, "encounter")[0][:4] == (2, 1, 0, 3)


# --- US-4 .. US-8: the battle ---------------------------------------------------------------------


def test_jack_bonuses_stack_and_skip_reserves_and_aces_US4() -> None:
    jacks: tuple[list[Any], list[Any]] = ([["JC", None, []], ["JD", None, []]], [])
    state = battle(["5H"], ["6S"], back=jacks)
    assert args(state, "reveal")[0][3:5] == (7, 6)
    assert state.d["att"][1] == 19
    flat = battle(["5H"], ["6S"], back=jacks, jacks_stack=False)
    assert args(flat, "reveal")[0][3:5] == (6, 6) and args(flat, "encounter")[0][1] is None
    state = battle(["4H"], ["9S"], back=jacks, reserve=(["3C"], []))
    assert state.to_act() == {0}
    state = state.apply(0, "reserve.3C")
    assert args(state, "reserve")[0][2] == 9  # 4 + 2 Jacks + 3, the reserve without a bonus
    ace = battle(["AH"], ["9S"], back=jacks)
    assert args(ace, "reveal")[0][3] is None


def test_encounters_first_then_go_through_and_zero_attrition_ends_at_once_US5() -> None:
    state = battle(["9C", "2H"], [None, "3S", "TD"])
    assert [e.code for e in state.events if e.code in ("reveal", "through")] == ["reveal", "through", "through"]
    assert args(state, "reveal")[0][0] == 2
    assert [a[0] for a in args(state, "through")] == [1, 3]
    over = battle(["2H", "3H"], ["TS", "9S"], att=(5, 20))
    assert over.outcome() is not None and over.outcome().winners == {1}
    assert len(args(over, "reveal")) == 1  # position 2 is never turned up
    assert over.view(None).line[1].cards == (None, None) and not over.view(None).line[1].revealed


def test_lower_side_adds_a_reserve_then_the_other_side_US6() -> None:
    state = battle(["5H"], ["9S"], reserve=(["6C", "2C"], ["3D"]))
    assert state.to_act() == {0} and state.reacting() == {0}
    assert state.default_action(0) == "pass"
    assert set(state.legal_actions(0)) == {"reserve.2C", "reserve.6C", "pass"}
    state = state.apply(0, "reserve.6C")  # 11 against 9: now the attacker is behind
    assert state.reacting() == {1} and state.legal_actions(1) == ("reserve.3D", "pass")
    state = state.apply(1, "reserve.3D")  # 12 against 11: the defender has used its one reserve
    assert args(state, "encounter")[0][1:4] == (1, 0, 1)
    assert state.d["att"][0] == 19 and state.d["reserve"][0] == ["2C"]
    declined = battle(["5H"], ["9S"], reserve=(["6C"], ["3D"])).apply(0, "pass")
    assert args(declined, "encounter")[0][3] == 4 and declined.d["reserve"][1] == ["3D"]
    tie = battle(["9H"], ["9S"], reserve=(["6C"], ["3D"]))
    assert args(tie, "encounter")[0][1] is None and tie.d["turn"] == 2  # nobody is behind


def test_lesser_loser_gets_plus_one_US7() -> None:
    state = battle(["9H", "2H"], ["7S", "8S"])  # the attacker loses 2, the defender 6
    assert args(state, "bonus") == [(1, 6, 2, 20 - 2 + 1)]
    assert state.d["att"] == [14, 19]
    even = battle(["9H", "2H"], ["7S", "4S"])  # 2 each: no bonus
    assert args(even, "bonus") == [] and even.d["att"] == [18, 18]
    per_encounter = battle(["9H", "2H"], ["7S", "8S"], plus_one="encounter")
    assert args(per_encounter, "bonus") == [] and len(args(per_encounter, "bonus.encounter")) == 2
    assert per_encounter.d["att"] == [14 + 1, 18 + 1]


def test_go_through_hits_for_value_with_jack_bonus_US8() -> None:
    state = battle(["7H", "KD"], [], back=([["JC", None, []]], []))
    assert [a[3] for a in args(state, "through")] == [8, 11]  # a face-down King is a 10
    assert state.d["att"][1] == 20 - 19


# --- US-9 .. US-13: Queens, face cards, Aces ---------------------------------------------------------


def test_queen_intercepts_a_card_going_through_US9() -> None:
    queen: tuple[list[Any], list[Any]] = ([["QH", "8C", []]], [])
    state = battle([], ["9S"], back=queen)
    assert state.reacting() == {0} and state.legal_actions(0) == ("intercept.QH", "pass")
    assert state.default_action(0) == "pass"
    stopped = state.apply(0, "intercept.QH")  # 8 + 2 = 10 stops a 9
    assert stopped.d["att"][0] == 20 and args(stopped, "hit")[0][2] == 0
    assert "8C" in stopped.d["dead"] and stopped.d["back"][0][0][1] is None
    strong = play(table(hands=([], ["TS", "JD"]), back=([["QH", "6C", []]], [["JS", None, []]])),
                  "0:done", "1:place.TS.through", "1:done", "0:intercept.QH")
    assert args(strong, "hit")[0][2] == 11 - 8 and strong.d["att"][0] == 17
    ace = battle([], ["AS"], back=queen)
    assert ace.d["pending"][0] == "remove"  # an Ace is immune to shots: no interception asked
    two = battle([], ["3S", "9S"], back=queen)
    two = two.apply(0, "pass")  # the shooter picks its target: not the 3 ...
    assert two.legal_actions(0) == ("intercept.QH", "pass")
    two = two.apply(0, "intercept.QH")  # ... but the 9
    assert [a[2] for a in args(two, "hit")] == [3, 0]


def test_after_the_battle_shots_add_up_and_kill_at_ten_US10() -> None:
    backs: tuple[list[Any], list[Any]] = ([["QH", "3C", []]], [["JD", None, []], ["KS", None, []]])
    state = battle([], [], back=backs)
    assert state.d["phase"] == "shots" and state.reacting() == {0}
    assert set(state.legal_actions(0)) == {"fire.QH.JD", "fire.QH.KS", "pass"}
    state = state.apply(0, "fire.QH.JD")  # 3 + 2 = 5: hurt, not dead
    assert state.d["back"][1][0] == ["JD", None, ["3C"]] and state.d["turn"] == 2
    # Second turn: another shot of 5 makes 10, and the Jack dies with its shots.
    state = table(back=([["QH", "4C", []]], [["JD", None, ["3C"]], ["KS", None, []]]))
    state = play(state, "0:done", "1:done", "0:fire.QH.JD")
    assert [f[0] for f in state.d["back"][1]] == ["KS"] and {"JD", "3C", "4C"} <= set(state.d["dead"])
    king = play(table(back=([["QH", "8C", []]], [["KS", None, []]]), att=(20, 25)),
                "0:done", "1:done", "0:fire.QH.KS")
    assert king.d["att"][1] == 15 and args(king, "king.lost")


def test_what_stays_and_what_goes_to_the_dead_pile_US11() -> None:
    state = battle(["5H"], ["9S"], reserve=(["6C", "2C"], ["3D"]), hands=(["5H", "8C"], ["9S"]))
    state = play(state, "0:reserve.6C", "1:pass")
    assert {"5H", "9S", "6C"} <= set(state.d["dead"])
    assert state.d["reserve"] == [["2C"], ["3D"]]  # unused reserves stay
    assert "8C" in state.d["hand"][0]  # a card not deployed stays in the hand


def test_king_face_up_gives_ten_and_costs_ten_when_lost_US12() -> None:
    state = play(table(hands=(["KH"], []), att=(15, 20)), "0:place.KH.back", "0:done")
    assert state.d["att"][0] == 25 and args(state, "king") == [(0, "KH", 25)]
    ace = battle([], ["AS"], back=([["KH", None, []]], []), att=(25, 20))
    ace = ace.apply(0, "remove.KH")
    assert ace.d["att"][0] == 15


def test_aces_beat_all_but_aces_and_take_out_face_cards_US13() -> None:
    state = battle(["AH"], ["TS"], reserve=([], ["9D"]))
    assert args(state, "encounter")[0][1:4] == (0, 1, 1)  # no reserve asked against an Ace
    assert state.d["reserve"][1] == ["9D"]
    aces = battle(["AH"], ["AS"])
    assert args(aces, "encounter")[0][1] is None
    faces = battle([], ["AS"], back=([["JC", None, []], ["KH", None, []]], []))
    assert faces.reacting() == {0} and set(faces.legal_actions(0)) == {"remove.JC", "remove.KH"}
    assert faces.default_action(0) == "remove.JC"  # never the King while another is left
    faces = faces.apply(0, "remove.KH")
    assert faces.d["att"][0] == 10 and [f[0] for f in faces.d["back"][0]] == ["JC"]
    bare = battle([], ["AS"])
    assert args(bare, "hit")[0][2] == 1 and bare.d["att"][0] == 19


# --- US-14: drawing ----------------------------------------------------------------------------------


def test_draw_back_to_five_defender_first_and_reshuffle_the_dead_pile_US14() -> None:
    state = battle(["5H"], ["9S"], deck=["2C", "3C", "4C", "5C", "6C", "7C"])
    assert sorted(state.d["hand"][0]) == sorted(["2C", "3C", "4C", "5C", "6C"])
    assert state.d["hand"][1][0] == "7C" or "7C" in state.d["hand"][1]
    empty: Any = table(hands=(["5H"], ["9S"]))
    data = empty.to_json()
    data["dead"], data["deck"] = data["deck"][2:], data["deck"][:2]
    empty = INFO.from_json(data)
    empty = play(empty, "0:place.5H.front", "0:done", "1:place.9S.vs1", "1:done")
    assert args(empty, "reshuffle") and len(empty.d["hand"][0]) == len(empty.d["hand"][1]) == 5


# --- US-15 .. US-17: solitaire ------------------------------------------------------------------------


def test_solitaire_player_defends_US15() -> None:
    state: Any = INFO.new_game(players=1, seed=3, options={"challenger_role": "attacker"})
    assert state.to_act() == {0} and state.role(0) == "defender" and state.players == 1


def test_automaton_lays_out_its_five_cards_by_the_recipe_US16() -> None:
    state = play(table(players=1, hands=(["9H", "8H"], []), deck=["2C", "3C", "KC", "AC", "7C"]),
                 "0:place.9H.front", "0:place.8H.front", "0:done")
    assert state.d["last"]["front"][1] == ["2C", "3C", "KC", "AC"]  # in draw order, K as a 10
    assert args(state, "auto.deploy") == [(4, 1, "", 0, 0)]  # the 7 to its reserve ...
    assert args(state, "auto.reserve") == [(-1, "7C", 9)]  # ... used at once: 2 + 7 against my 9
    assert [a[3] for a in args(state, "through")] == [10, None]  # K and the Ace go through
    ace5 = play(table(players=1, deck=["2C", "3C", "4C", "5C", "AD"]), "0:done")
    assert ace5.d["last"]["front"][1] == ["2C", "3C", "4C", "5C", "AD"]
    face5 = play(table(players=1, deck=["2C", "3C", "4C", "5C", "QD"]), "0:done")
    assert face5.d["back"][1] == [["QD", None, []]]
    # Behind in an encounter, it adds a random reserve; its Queen shoots the first card it can.
    fight = play(table(players=1, hands=(["9H", "8H", "7H"], []), reserve=([], ["6D"]),
                       back=([], [["QS", "5D", []]]), deck=["2C", "3C", "4C", "5C", "KD"]),
                 "0:place.9H.front", "0:done")
    assert args(fight, "auto.reserve") == [(-1, "6D", 8)]
    assert not args(fight, "auto.intercept")  # its own cards went through, none of mine
    shoot = play(table(players=1, hands=(["9H", "8H", "7H", "6H", "5H"], []), back=([], [["QS", "5D", []]]),
                       deck=["2C", "3C", "4C", "5C", "6C"]),
                 "0:place.9H.front", "0:place.8H.front", "0:place.7H.front", "0:place.6H.front",
                 "0:place.5H.front", "0:done")
    assert args(shoot, "auto.intercept") == [(-1, "QS", "5D", 7)]  # at my 5th card, going through
    # After the battle its loaded Queen shoots one of my face cards at random, from the seed.
    fire = play(table(players=1, back=([["JH", None, []], ["KH", None, []]], [["QS", "5D", []]]),
                      deck=["2C", "3C", "4C", "5C", "9C"]), "0:done")
    assert len(args(fire, "auto.fire")) == 1 and args(fire, "auto.fire")[0][3] in ("JH", "KH")
    again = play(table(players=1, back=([["JH", None, []], ["KH", None, []]], [["QS", "5D", []]]),
                       deck=["2C", "3C", "4C", "5C", "9C"]), "0:done")
    assert again == fire  # the automaton plays from the seed, like chance
    assert fire.view(0).sides[1].attrition is None  # its attrition is not kept


def test_solitaire_is_won_by_surviving_five_turns_US17() -> None:
    state: Any = table(players=1, att=(200, 20))
    for turn in range(1, 6):
        assert state.outcome() is None and state.d["turn"] == turn
        while state.to_act():
            if state.d["phase"] == "deploy":
                state = state.apply(0, "done")
            else:
                state = state.apply(0, state.default_action(0))
            if state.d["turn"] != turn:
                break
    out = state.outcome()
    assert out is not None and out.winners == {0} and out.result == ("win",)
    assert out.stats[0]["turns"] == 5
    lost = play(table(players=1, att=(3, 20), deck=["9C", "9D", "9S", "9H", "2C"]), "0:done")
    assert lost.outcome() is not None and lost.outcome().result == ("loss",)


def test_a_card_placed_to_go_through_is_not_told_by_the_line_before_done_US3() -> None:
    """The other side and the public learn the attacker's placements only at Done: not even
    the number of positions on the line may change before it (US-3)."""
    for seed in range(40):
        state = INFO.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.outcome() is not None:
                break
            seat = min(state.to_act())
            through = [a for a in state.legal_actions(seat) if a.endswith(".through")]
            if through:
                other = 1 - seat
                before = (len(state.view(None).line), len(state.view(other).line))
                after = state.apply(seat, through[0])
                assert (len(after.view(None).line), len(after.view(other).line)) == before
                assert len(after.view(seat).line) >= len(state.view(seat).line)
                return
            state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no card was ever placed to go through")


# --- audit against the rulebook and CLARIFICATIONS section 3 ----------------------------------


def _read(after: Any, before: Any, viewer: Any) -> str:
    return " ".join(after.worded_events(before, viewer))


def test_a_king_shot_dead_after_the_battle_is_not_lost_in_it_US7() -> None:
    """The extra point is decided at the end of the battle (US-7); a King killed by the shots
    after it costs its owner 10 (US-10) but is not attrition lost in that battle."""
    backs: tuple[list[Any], list[Any]] = ([["QH", "8C", []]], [["KS", None, []], ["QD", "2D", []]])
    state = play(table(back=backs, att=(20, 30)), "0:done", "1:done", "0:fire.QH.KS")
    assert state.d["att"][1] == 20 and state.reacting() == {1}  # the attacker may fire back
    assert state.d["lost"] == [0, 0]
    assert state.view(1).sides[1].lost == 0 and state.view(None).sides[1].lost == 0


def test_the_automaton_keeps_no_attrition_for_its_king_US16() -> None:
    """Solitaire: the automaton's attrition is not tracked, so its King's 10 matter only for
    the extra point when lost in the battle (US-16, US-7); nothing says it loses attrition."""
    after_battle = play(table(players=1, hands=(["9H", "8H", "7H", "6H"], []),
                              back=([["QH", "8C", []]], [["KS", None, []]]),
                              deck=["2C", "3C", "4C", "5C", "6C"]),
                        "0:place.9H.front", "0:place.8H.front", "0:place.7H.front", "0:place.6H.front",
                        "0:done")
    assert after_battle.d["pending"] == ["fire", 0]
    label = after_battle.action_label("fire.QH.KS")
    assert "dies" in label and "lose" not in label
    shot = after_battle.apply(0, "fire.QH.KS")
    text = _read(shot, after_battle, 0)
    assert "K♠ is gone." in text and "attrition lost" not in text



def test_the_automatons_king_counts_nothing_for_the_extra_point_US16_US7() -> None:
    """US-16 (clarified): its King costs it nothing, so it counts 0 when the extra point is
    computed; taking it out with an Ace in the battle earns no extra point by itself."""
    ace = play(table(players=1, hands=(["9H", "8H", "7H", "6H", "AH"], []), back=([], [["KS", None, []]]),
                     deck=["2C", "3C", "4C", "5C", "6C"]),
               *(f"0:place.{c}.front" for c in ("9H", "8H", "7H", "6H", "AH")), "0:done")
    text = " ".join(ace.words.event(e, 0) for e in ace.events if e.code == "king.lost")
    assert "K♠ is gone." in text and "extra point" not in text and "attrition lost" not in text
    assert args(ace, "king.lost")[0][3] == 0
    # It lost 1 + 5 + 3 + 1 in the four encounters, and nothing for the King: 10, not 20.
    assert [a[3] for a in args(ace, "encounter")] == [1, 5, 3, 1]
    assert args(ace, "bonus") == [(0, 0, 10, 21)]


def test_a_second_jack_says_no_more_bonus_when_jacks_do_not_stack_US4() -> None:
    state: Any = table(hands=(["JC", "JD"], []), jacks_stack=False).apply(0, "place.JC.back")
    assert "+1" not in state.action_label("place.JD.back")
    assert "+1" in table(hands=(["JC", "JD"], [])).apply(0, "place.JC.back").action_label("place.JD.back")


def test_the_attacker_facing_an_empty_front_line_is_told_its_cards_go_through_US3() -> None:
    state = play(table(hands=([], ["5S"])), "0:done")
    text = state.prompt(())
    assert "0 front cards" not in text and "goes through" in text


def test_rules_page_keeps_shots_on_face_cards_until_they_die_US10() -> None:
    """US-10: a shot fired at a face card stays on it; only shoot cards fired at cards going
    through go to the dead pile after the battle (US-9, US-11)."""
    page = INFO.rules_markdown
    assert "fired shoot cards go to the" not in page
    assert "stay on them until the face card dies" in page


def test_every_side_reads_the_shoot_card_that_intercepts_US9() -> None:
    """The shoot card is turned face up on the card going through (US-9): the defender, the
    attacker and the public all read which card it was and what it shot for."""
    state = battle([], ["9S"], back=([["QH", "8C", []]], []))
    after = state.apply(0, "intercept.QH")
    for viewer in (0, 1, None):
        text = state.describe(0, "intercept.QH", viewer) + " " + _read(after, state, viewer)
        assert "8♣" in text and "10" in text, (viewer, text)


def test_a_player_at_zero_reads_no_attrition_left_US5() -> None:
    over = battle(["2H", "3H"], ["TS", "9S"], att=(5, 20))
    text = " ".join(over.words.event(e, 0) for e in over.events if e.code == "encounter")
    assert "no attrition left" in text and "-3" not in text
