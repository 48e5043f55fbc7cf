"""Tables as Components V2 messages (`bot.discord.layout`, issue 35): every word is text in
the reader's language, never cut, and every message stays inside Discord's limits.

Seeded games of every game are played through; at each position the public table and each
seat's panel are worded in every shipped language and laid out as Discord would receive them:
at most 40 components counted with nesting, at most 4,000 characters of text, no text cut
with an ellipsis, no raw Discord markup in the alt text.  A message posted before the bot spoke
V2 keeps its old form (`legacy`).
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Any, Iterator

import discord
import pytest

import i18n
from bot.discord.components import finished_view, picker_view
from bot.discord.host import TableParts
from bot.discord.layout import TEXT_MAX, Kept, Tone, layout, legacy, posted_as_layout
from bot.discord.panels import panel_text
from bot.discord.pictures import described
from bot.discord.table import change_note, public_text_and_view, tone
from bot.picker import Step
from bot.service import Change, Move, Table
from bot.storage import GameRow
from engine import GAMES
from tests.engine.playout import option_sets

BOT = 999
USERS = (101, 102)
COMPONENTS_MAX = 40
CUT = "\u2026"
MARKUP = ("<t:", "<@", "**", "-# ")
MOVES = 120


def components(tree: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component of a message, as Discord counts them: nested ones too."""
    for comp in tree:
        yield comp
        yield from components(comp.get("components") or [])
        if comp.get("accessory"):
            yield comp["accessory"]


def texts(tree: list[dict[str, Any]]) -> list[str]:
    return [c["content"] for c in components(tree) if c["type"] == 10]


def table_of(key: str, state: Any, players: int) -> Table:
    row = GameRow(id=7, key=key, guild_id=1, channel_id=2, message_id=3, seed=1, options={}, status="running",
                  version=0, state=state.to_json(), seats=USERS[:players], created_at=0.0, updated_at=0.0)
    return Table(row, state, BOT)


def check(payload: dict[str, Any], where: str) -> list[str]:
    tree = layout(payload)["view"].to_components()
    words = texts(tree)
    found = []
    count = sum(1 for _ in components(tree))
    if count > COMPONENTS_MAX:
        found.append(f"{where}: {count} components")
    if sum(map(len, words)) > TEXT_MAX:
        found.append(f"{where}: {sum(map(len, words))} characters")
    found += [f"{where}: cut text {w[-60:]!r}" for w in words if CUT in w]
    return found


def cases() -> list[tuple[str, int, int]]:
    return [(key, players, seed) for key, info in GAMES.items() for players in info.players for seed in range(2)]


@pytest.mark.parametrize("key,players,seed", cases(), ids=[f"{k}-{n}p-{s}" for k, n, s in cases()])
def test_every_table_and_panel_is_worded_whole_inside_discords_limits_in_every_language(
        key: str, players: int, seed: int) -> None:
    info = GAMES[key]
    options = random.Random(seed).choice(option_sets(info))
    state = info.new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    found: list[str] = []
    for move in range(MOVES):
        seat = rng.choice(sorted(state.to_act())) if state.outcome() is None else None
        action = rng.choice(state.legal_actions(seat)) if seat is not None else None
        after = state.apply(seat, action) if seat is not None and action is not None else state
        table = table_of(key, after, players)
        change = Change(table, (Move(seat, action, state),))
        for locale in i18n.SHIPPED:
            with i18n.speaking(locale):
                where = f"{key} {players}p seed {seed} move {move} {locale}"
                note = change_note(change, None) if seat is not None else ""
                said, view = public_text_and_view(table, parts=TableParts(), note=note)
                alt = described(key, after.view(None))
                found += check(replace(said, controls=view, kept=(Kept("table.png", alt),)).payload(), where)
                found += [f"{where}: markup in the alt text: {alt[:80]!r}" for m in MARKUP if m in alt]
                for s in range(players):
                    panel = panel_text(table, s, change_note(change, s) if seat is not None else "",
                                       parts=TableParts())
                    found += check(replace(panel, kept=(Kept("hand.png", described(key, after.view(s))),)).payload(),
                                   f"{where} seat {s}")
        if seat is None:
            break
        state = after
    assert not found, f"{len(found)} problems, the first ones:\n" + "\n".join(found[:12])


def test_a_table_with_the_most_controls_stays_inside_40_components() -> None:
    """20 choice buttons in four rows and the navigation row: 25 buttons in 5 rows, the
    container, its gallery and two texts."""
    from bot.picker import Choice
    step = Step(path="p", action=None, choices=tuple(Choice(f"c{i}", f"choice {i}", f"p.c{i}") for i in range(20)),
                back="")
    payload = {"head": "### head", "content": "x" * 3000, "tone": Tone.YOUR_TURN,
               "view": picker_view(1, 2, step), "kept": (Kept("table.png", "alt"),)}
    tree = layout(payload)["view"].to_components()
    assert sum(1 for _ in components(tree)) <= COMPONENTS_MAX
    assert [c["type"] for c in tree].count(1) == 5


def test_an_edit_that_keeps_the_picture_still_shows_it_in_the_gallery() -> None:
    tree = layout({"content": "words", "kept": (Kept("table.png", "the cards"),)})["view"].to_components()
    gallery = next(c for c in components(tree) if c["type"] == 12)
    assert gallery["items"] == [{"media": {"url": "attachment://table.png"}, "spoiler": False,
                                 "description": "the cards"}]


def test_the_accent_says_whose_turn_and_how_it_ended() -> None:
    info = GAMES["deck-defence"]
    state = info.new_game(players=1, seed=3)
    table = table_of("deck-defence", state, 1)
    assert tone(table, 0) is Tone.YOUR_TURN and tone(table, None) is Tone.PLAYING
    tree = layout({"content": "x", "tone": Tone.WON})["view"].to_components()
    assert tree[0]["accent_color"] == Tone.WON.value


def test_a_message_posted_before_the_bot_spoke_v2_keeps_its_old_form() -> None:
    since = time.time()
    old = discord.utils.time_snowflake(discord.utils.utcnow().replace(year=2025))
    new = discord.utils.time_snowflake(discord.utils.utcnow())
    assert not posted_as_layout(old, since) and posted_as_layout(new + (5 << 22) * 1000, since)
    form = legacy({"head": "**Capture** · a vs b", "content": "your turn", "tone": Tone.PLAYING,
                   "kept": (Kept("table.png"),), "view": finished_view(1, rematch=False)})
    assert form["content"] == "**Capture** · a vs b\nyour turn"
    assert not {"head", "tone", "kept"} & set(form)


def test_a_tables_view_is_worded_once_per_reader_and_language_and_never_outlives_its_state() -> None:
    info = GAMES["capture"]
    state = info.new_game(players=2, seed=4)
    table = table_of("capture", state, 2)
    with i18n.speaking("fr"):
        first = table.view(None)
        assert table.view(None) is first and table.view(0) is not first
    with i18n.speaking("de"):
        assert table.view(None) is not first and table.view(None) == state.view(None)
    seat = sorted(state.to_act())[0]
    moved = replace(table, state=state.apply(seat, state.legal_actions(seat)[0]))
    with i18n.speaking("fr"):
        assert moved.view(None) == moved.state.view(None) != first
