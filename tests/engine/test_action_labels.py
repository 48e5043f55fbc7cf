"""Whole-move button labels (`GameState.action_label`) over random playouts of every game.

A button whose click completes a move is labelled with the whole move, its cost and its
effect, so that nothing the player has not seen happens on a click (Deck Defence's defeat
discards pile tops; a Defend and Capture counterattack captures or destroys enemies).

For every legal action of every position reached:
- a game that words its moves gives every verb a label; every label fits a Discord button
  (80 characters), is plain words (no rule tag, no action grammar, no card or slot code)
  and leaves the position unchanged;
- labels that can stand side by side on one menu screen (same tokens but the last) differ;
- a Deck Defence defeat names the enemy, every pile paid and every card discarded, and a
  Defend and Capture counterattack names what it captures and destroys, or says it has no
  effect; checked against the state after applying the move.  A sacrifice says the damage
  it adds.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from typing import Any, Callable

import pytest

from engine import GAMES, GameState
from engine.deck_defence.words import card_name as dd_name
from engine.defend_and_capture.constants import AFFECTED, SLOT_NAME
from engine.defend_and_capture.constants import NAME as DC_NAME

from .playout import case_id, cases
from .test_player_text import Grammar, phrase_problems

MAX_LABEL = 80  # Discord's limit for a button's text

# Verbs each game words as a whole move (a game not listed keeps its token labels).
LABELLED = {
    "deck-defence": {"conscript", "defeat", "explore", "capture", "order", "refill"},
    "defend-and-capture": {"play", "counter", "interchange", "sacrifice", "withdraw", "end", "discard",
                           "done"},
}
SEEDS = range(3)


def _chooser(key: str, seed: int) -> Callable[[GameState[Any], int], str]:
    """Random moves; in Defend and Capture mostly plays and counterattacks, so that
    counterattacks that capture and destroy come up."""
    rng = random.Random(seed * 7919 + 1)

    def choose(state: GameState[Any], seat: int) -> str:
        legal = state.legal_actions(seat)
        if key == "defend-and-capture":
            busy = [a for a in legal if a.startswith(("play.", "counter."))]
            if busy and rng.random() < 0.8:
                return rng.choice(busy)
        return rng.choice(legal)

    return choose


CASES = cases(SEEDS)


@pytest.mark.parametrize("key,players,options,seed", CASES, ids=[case_id(c) for c in CASES])
def test_every_move_label_is_short_plain_and_says_the_move(key: str, players: int, options: dict[str, Any],
                                                          seed: int) -> None:
    state = GAMES[key].new_game(players=players, seed=seed, options=options)
    choose = _chooser(key, seed)
    grammar = Grammar()
    problems: list[str] = []
    labels: dict[str, str] = {}  # label -> where it was read
    step = 0
    while state.outcome() is None:
        for seat in sorted(state.to_act()):
            legal = state.legal_actions(seat)
            grammar.learn(legal)
            before = state.to_json()
            screens: dict[str, dict[str, str]] = defaultdict(dict)
            for action in legal:
                where = f"{key} seed {seed} step {step} {action!r}"
                text = state.action_label(action)
                verb = action.split(".")[0]
                if not text:
                    if verb in LABELLED.get(key, ()):
                        problems.append(f"{where}: no label")
                    continue
                labels.setdefault(text, where)
                if len(text) > MAX_LABEL:
                    problems.append(f"{where}: {len(text)} characters: {text!r}")
                screen = screens[action.rpartition(".")[0]]
                if text in screen:
                    problems.append(f"{where}: same label as {screen[text]!r} on one screen: {text!r}")
                screen[text] = action
                if key == "deck-defence" and verb == "defeat":
                    problems += [f"{where}: {p}" for p in _defeat_problems(state, action, text)]
                if key == "defend-and-capture" and verb in ("counter", "sacrifice"):
                    check = _counter_problems if verb == "counter" else _sacrifice_problems
                    problems += [f"{where}: {p}" for p in check(state, action, text)]
            if state.to_json() != before:
                problems.append(f"{key} seed {seed} step {step}: a label changed the position")
        seat = sorted(state.to_act())[0]
        state = state.apply(seat, choose(state, seat))
        step += 1
    pattern = grammar.pattern()
    for text, where in labels.items():
        bits = phrase_problems(text)
        hit = pattern.search(text)
        if hit:
            bits.append(f"action grammar or code {hit.group(0)!r}")
        problems += [f"{where}: {b} in {text!r}" for b in bits]
    assert not problems, f"{len(problems)} problems, the first ones:\n" + "\n".join(problems[:15])


# --- what a label must say, read from the state after the move ---------------------------


def _numbers(text: str, word: str) -> set[int]:
    """The numbers after "pile"/"piles" in a label ("piles 1, 3" -> {1, 3})."""
    found: set[int] = set()
    for m in re.finditer(rf"\b{word}s? ((?:\d+(?:, | and )?)+)", text):
        found.update(int(n) for n in re.findall(r"\d+", m.group(1)))
    return found


def _defeat_problems(state: Any, action: str, text: str) -> list[str]:
    after = state.apply(0, action)
    paid_piles = {j + 1 for j in range(len(state.piles)) if len(after.piles[j]) < len(state.piles[j])}
    discarded = list(after.discard[len(state.discard):])
    enemy = after.defeated[-1]
    out = []
    if not text.lower().startswith(("defeat ", "win: defeat ")):
        out.append(f"does not say Defeat: {text!r}")
    if dd_name(enemy) not in text:
        out.append(f"does not name the enemy {dd_name(enemy)}: {text!r}")
    if _numbers(text, "pile") != paid_piles:
        out.append(f"names piles {sorted(_numbers(text, 'pile'))}, pays {sorted(paid_piles)}: {text!r}")
    if "discard" not in text:
        out.append(f"does not say the pile tops are discarded: {text!r}")
    if "tops of" not in text:  # the short form names the piles only
        for card in set(discarded):
            if text.count(dd_name(card)) < discarded.count(card):
                out.append(f"does not name {dd_name(card)} as discarded: {text!r}")
    if after.result == "win" and "win" not in text.lower():
        out.append(f"wins the game without saying so: {text!r}")
    return out


def _counter_problems(state: Any, action: str, text: str) -> list[str]:
    after = state.apply(0, action)
    slot = action.split(".")[1]
    captured = list(after.captured[len(state.captured):])
    if after.turn == state.turn:  # no Enemy Phase ran after the move: read the board
        cells = [c for c in AFFECTED[slot] if state.bg[c] and after.bg[c] is None]
        destroyed = [state.bg[c] for c in cells if state.bg[c] not in captured]
    else:  # the turn ended at once: the move's own event says what it destroyed
        event = next(e for e in after.events if e.code == "counter")
        destroyed = list(event.args["destroyed"])
    out = []
    if SLOT_NAME[slot] not in text:
        out.append(f"does not name the slot {SLOT_NAME[slot]}: {text!r}")
    if not captured and not destroyed:
        if "no effect" not in text:
            out.append(f"has no effect without saying so: {text!r}")
        return out
    # "...: captures A and B, destroys C": what follows each verb, up to the next one.
    said = {"captures ": text.partition("captures ")[2].partition("destroys ")[0],
            "destroys ": text.partition("destroys ")[2]}
    for verb, cards in (("captures ", captured), ("destroys ", destroyed)):
        if not cards:
            if verb in text:
                out.append(f"says it {verb.strip()} but does not: {text!r}")
            continue
        if verb not in text:
            out.append(f"does not say it {verb.strip()} {[DC_NAME[c] for c in cards]}: {text!r}")
        elif not all(DC_NAME[c] in said[verb] for c in cards) and f"{verb}{len(cards)}" not in text:
            out.append(f"{verb.strip()} {[DC_NAME[c] for c in cards]}, says otherwise: {text!r}")
    if after.end == "captured" and "win" not in text:
        out.append(f"wins the game without saying so: {text!r}")
    return out


def _sacrifice_problems(state: Any, action: str, text: str) -> list[str]:
    after = state.apply(0, action)
    added = after.damage - state.damage
    out = []
    if f"+{added} damage" not in text:
        out.append(f"adds {added} damage, says otherwise: {text!r}")
    if after.end and "falls" not in text:
        out.append(f"loses the game without saying so: {text!r}")
    return out


def test_counterattack_labels_in_random_play_say_their_effect() -> None:
    """Random play reaches counterattacks that destroy and some with no effect (captures,
    which need an exact sum, are set up below)."""
    seen: set[str] = set()
    for seed in range(6):
        state = GAMES["defend-and-capture"].new_game(players=1, seed=seed)
        choose = _chooser("defend-and-capture", seed)
        while state.outcome() is None:
            for action in state.legal_actions(0):
                if action.startswith("counter."):
                    text = state.action_label(action)
                    seen.update(w for w in ("captures", "destroys", "no effect") if w in text)
            state = state.apply(0, choose(state, 0))
    assert {"destroys", "no effect"} <= seen


# --- set positions: the labels word for word ----------------------------------------------


def _dc(**places: Any) -> Any:
    """A Defend and Capture position (seed 0's, with the given lists); every card placed is
    taken out of the deck, the hand and Captured first, so each card is in one place."""
    data = GAMES["defend-and-capture"].new_game(players=1, seed=0).to_json()
    placed = {c for v in places.values() for c in v if c}
    for key in ("deck", "hand", "captured", "bg"):
        data[key] = [c if c not in placed else None for c in data[key]]
        if key != "bg":
            data[key] = [c for c in data[key] if c]
    data.update({k: list(v) for k, v in places.items()})
    state: Any = GAMES["defend-and-capture"].from_json(data)
    assert state.phase == "actions" and state.actions_left > 0
    return state


# The Windfall (10, Knots) at the top left, Ace of Wyrms (1) below it; The Battle (4, Wyrms
# and Knots) at Defense left; The Market (6, Knots) at Side top makes 10: a capture; The
# Savage (3, Wyrms) at Side middle makes 7 against the Ace: destroyed.
BOARD = dict(bg=["XK", None, None, "AY", None, None, None, None, None], defense=["4YK", None, None],
             side=["6LK", "3LY", None])


def test_a_counterattack_label_names_what_it_captures_and_destroys() -> None:
    state = _dc(**BOARD)
    assert state.action_label("counter.d1") == ("Counterattack from Defense left: captures The Windfall, "
                                                "destroys Ace of Wyrms")
    assert state.action_label("counter.s3") == ""  # not a legal move: an empty slot
    assert not _counter_problems(state, "counter.d1", state.action_label("counter.d1"))
    # Side middle touches only the Ace's row: The Battle and The Savage destroy it.
    assert state.action_label("counter.s2") == "Counterattack from Side middle: destroys Ace of Wyrms"
    empty = _dc(bg=[None, "XK", None, None, None, None, None, None, None], defense=["4YK", None, None],
                side=["6LK", None, None])
    assert empty.action_label("counter.d1") == "Counterattack from Defense left: no effect"


def test_the_twelfth_capture_says_it_wins() -> None:
    state = _dc(captured=["CMWK", "PWLY", "3MW", "6MW", "2MK", "5SW", "XM", "XW", "3SK", "8MS", "6SY"],
                **BOARD)
    text = state.action_label("counter.d1")
    assert text == "Counterattack from Defense left: captures The Windfall (you win)"
    assert state.apply(0, "counter.d1").end == "captured"


def test_play_sacrifice_interchange_and_turn_labels() -> None:
    state = _dc(hand=["9MS", "5SW"], damaged=["2SY"], captured=["CMWK", "PWLY", "3MW", "6MW"],
                defense=["7WY", None, None])
    assert state.action_label("play.9MS.d1") == "Play The Pact to Defense left, discarding The Cave"
    assert state.action_label("play.9MS.s2") == "Play The Pact to Side middle"
    assert (state.action_label("sacrifice.9MS.2SY")
            == "Sacrifice The Pact, take back The Desert (+7 damage, 9 of 20)")
    assert (state.action_label("interchange.5SW.CMWK")
            == "Swap The Discovery for captured The Consul (-1 action, +1 draw)")
    assert state.action_label("interchange.5SW.3MW") == "Swap The Discovery for captured The Journey"
    assert state.action_label("withdraw.d1") == "Withdraw The Cave from Defense left to your hand"
    assert state.action_label("end") == f"End actions ({state.actions_left} left unused)"
    discard = state.apply(0, "end")
    assert discard.action_label("discard.9MS") == "Discard The Pact 9 M/S"
    assert discard.action_label("done") == "End turn, keeping The Pact and The Discovery"
    last = discard.apply(0, "discard.9MS")
    assert last.action_label("discard.5SW") == "Discard The Discovery 5 S/W and end the turn"
    falls = _dc(hand=["XM"], damaged=["AY", "9WY", "8YK"])  # 18 damage: +9 makes 27
    assert falls.action_label("sacrifice.XM.AY") == ("Sacrifice The Huntress, take back Ace of Wyrms "
                                                     "(+9 damage: the town falls)")


def _dd(**fields: Any) -> Any:
    data = GAMES["deck-defence"].new_game(players=1, seed=0).to_json()
    data.update(fields)
    return GAMES["deck-defence"].from_json(data)


def test_a_defeat_label_names_the_cards_it_discards() -> None:
    state = _dd(main=["F4", "S2", "T4"], piles=[["F2"], ["S1", "F3"], ["T3", "F3"]],
                capture=["F4", None, None])
    assert state.action_label("defeat.m1.p1+p2") == "Defeat Fire Enemy, discarding Fire 2 + Fire 3 (piles 1, 2)"
    assert (state.action_label("defeat.c1.p1+p2+p3")
            == "Defeat captured Fire Enemy, discarding Fire 2 + Fire 3 + Fire 3 (piles 1, 2, 3)")
    assert state.action_label("conscript.m2.p2") == "Conscript Sword 2 onto pile 2 (on Fire 3)"
    assert state.action_label("capture.m3") == "Capture Forest Enemy from Main 3 into Capture slot 2"
    assert state.action_label("explore.p3") == "Explore: discard Fire 3 from pile 3, see the top 3 cards"
    last = _dd(main=["T4", None, None], piles=[["T2"], ["T3"], []],
               defeated=["S4", "S4", "S4", "F4", "F4", "F4", "T4", "T4"])
    text = last.action_label("defeat.m1.p1+p2")
    assert text == "Win: defeat Forest Enemy, discarding Forest 2 + Forest 3 (piles 1, 2)"
    assert not _defeat_problems(last, "defeat.m1.p1+p2", text)


def test_labels_for_a_game_without_whole_move_words_are_empty() -> None:
    """Capture's last click is a column, which its token label already says in full."""
    state = GAMES["capture"].new_game(players=2, seed=0)
    assert all(state.action_label(a) == "" for a in state.legal_actions(0))
