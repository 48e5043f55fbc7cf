"""History and replays (issue 17): exact replays of every game and option set, the public
replay shows only the public view and names no hidden card, the seat replay only its own
seat, and `/history`'s query on both storage backends."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

import bot.features.replay as replay_module
from bot.discord.voices import Voice
from bot.features.replay import build, rebuild, step_message, target_step
from bot.service import Refusal, Table
from bot.storage import GameRow, ResultRow, Storage
from bot.storage.history import recent_games
from engine import GAMES
from render import RENDERERS
from tests.databases import FakeClock
from tests.engine.playout import case_id, cases, random_playout
from tests.engine.test_secrecy import card_codes, mentions, where

BOT = 999
ALICE, BOB = 1, 2


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def played(key: str, players: int, options: dict[str, Any], seed: int) -> tuple[list[tuple[int, str]], Any]:
    info = GAMES[key]
    moves: list[tuple[int, str]] = []
    state = info.new_game(players=players, seed=seed, options=info.resolve_options(options))
    for state, seat, action in random_playout(info, players, seed, info.resolve_options(options)):
        moves.append((seat, action))
    final = state.apply(*moves[-1]) if moves else state
    return moves, final


@pytest.mark.parametrize("case", cases(range(2)), ids=case_id)
def test_replaying_the_move_log_reproduces_the_final_position(case: tuple[str, int, dict[str, Any], int]) -> None:
    key, players, options, seed = case
    resolved = GAMES[key].resolve_options(options)
    moves, final = played(key, players, options, seed)
    states = rebuild(key, seed, resolved, players, moves, shuffle_version=1)
    assert len(states) == len(moves) + 1
    assert states[-1].to_json() == final.to_json()
    assert states[-1].outcome() is not None


def test_an_unknown_shuffle_version_is_refused() -> None:
    with pytest.raises(ValueError):
        rebuild("deck-defence", 1, {}, 1, [], shuffle_version=99)


def finished_table(key: str, players: int, seed: int, options: dict[str, Any] | None = None,
                   seats: tuple[int, ...] = (ALICE, BOB), stop: bool = False) -> tuple[Table, list[tuple[int, str]]]:
    info = GAMES[key]
    resolved = info.resolve_options(options or {})
    moves, final = played(key, players, resolved, seed)
    if stop:  # resigned halfway: the log ends before the stored end
        moves = moves[:len(moves) // 2]
        final = rebuild(key, seed, resolved, players, moves)[-1].resign(0)
    row = GameRow(id=7, key=key, guild_id=1, channel_id=2, message_id=3, seed=seed, options=resolved, status="over",
                  version=len(moves) + int(stop), state=_json(final.to_json()), seats=seats[:players],
                  created_at=0.0, updated_at=0.0, names=("Alice", "Bob")[:players])
    return Table(row, info.from_json(row.state), BOT), moves


def test_a_stopped_game_ends_on_its_stored_final_state() -> None:
    table, moves = finished_table("capture", 2, 3, stop=True)
    rep = build(table, moves)
    assert rep.last == len(moves) + 1
    assert rep.states[-1].to_json() == table.state.to_json() and rep.states[-1].outcome() is not None
    assert rep.line(rep.last, None) == "The game was stopped."


def test_steps_out_of_range_or_misspelt_are_refused() -> None:
    table, moves = finished_table("deck-defence", 1, 4, seats=(ALICE,))
    rep = build(table, moves)
    assert target_step(rep, f"last.{rep.last}") == rep.last and target_step(rep, "first.0") == 0
    for forged in (f"next.{rep.last + 1}", "next.-1", "jump.3", "next.", "next.1.2", "", "next.9999999"):
        with pytest.raises(Refusal):
            target_step(rep, forged)


# --- secrecy: what a replay draws and says ------------------------------------------------

HIDDEN_HANDS = {"capture": ("hands",), "under-siege": ("hand", "fresh")}
SEEDS = (1, 2, 3)


def hand_cards(key: str, state: Any) -> set[str]:
    """The cards in any hand at this state (from the engine's JSON), less any the public
    view shows face up."""
    data = state.to_json()
    held = set().union(*(card_codes(_json(data[field])) for field in HIDDEN_HANDS[key]))
    return held - card_codes(state.view(None))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """What the replay module hands to the picture workers, instead of drawing it."""
    seen: list[tuple[str, Any]] = []

    async def fake_picture(key: str, view: Any, filename: str = "table.png", **voice: Any) -> Any:
        seen.append((key, view))
        return RENDERERS[key].describe(view)  # the alt text the picture would carry

    monkeypatch.setattr(replay_module, "picture", fake_picture)
    return seen


@pytest.mark.parametrize("key", sorted(HIDDEN_HANDS))
@pytest.mark.parametrize("seed", SEEDS)
async def test_a_public_replay_draws_only_the_public_view_and_names_no_hidden_card(
        drawn: list[tuple[str, Any]], key: str, seed: int) -> None:
    table, moves = finished_table(key, 2, seed)
    rep = build(table, moves)
    checked = 0
    for step in range(rep.last + 1):
        payload = await step_message(rep, step, None, Voice())
        _, view = drawn[-1]
        state = rep.states[step]
        assert view == state.view(None), f"step {step}: the public replay drew another view than view(None)"
        hidden = hand_cards(key, state)
        alt, content = payload["attachments"][0], payload["content"]
        for what, text in (("alt text", alt), ("message", content)):
            leaked = mentions(text) & hidden
            assert not leaked, f"{key} seed {seed} step {step}: the {what} names hidden {where(text, leaked)}"
        checked += bool(hidden)
    assert checked, "no step had a card in hand: the test checked nothing"


@pytest.mark.parametrize("key", sorted(HIDDEN_HANDS))
async def test_a_seat_replay_draws_that_seat_s_view_only(drawn: list[tuple[str, Any]], key: str) -> None:
    table, moves = finished_table(key, 2, 5)
    rep = build(table, moves)
    for step in range(rep.last + 1):
        await step_message(rep, step, 1, Voice())
        assert drawn[-1][1] == rep.states[step].view(1)
    assert replay_module.seat_of(rep, BOB) == 1
    with pytest.raises(Refusal):
        replay_module.seat_of(rep, 12345)  # not seated in that game


def test_the_bot_s_seat_is_nobody_s_to_replay_from() -> None:
    table, moves = finished_table("capture", 2, 6, seats=(ALICE, BOT))
    rep = build(table, moves)
    assert replay_module.seat_of(rep, ALICE) == 0
    with pytest.raises(Refusal):
        replay_module.seat_of(rep, BOT)


# --- /history's query, on SQLite and PostgreSQL ------------------------------------------------

GUILD, OTHER_GUILD, CHAN = 100, 200, 10


@pytest.fixture
async def store(database):
    s = await Storage.open(database, clock=FakeClock())
    yield s
    await s.close()


async def finish(store: Storage, *, key: str = "deck-defence", seats: tuple[int, ...] = (ALICE,),
                 guild: int = GUILD, mode: str = "normal", result: str = "win") -> int:
    row = await store.create_game(key=key, guild_id=guild, channel_id=CHAN, seed=5, options={}, state={"s": 0},
                                  seats=seats, mode=mode, message_id=77)
    await store.save_state(row.id, expected_version=0, state={"s": 1}, status="over", move=(0, "x"),
                           results=[ResultRow(seat=i, user_id=u, result=result, score=1)
                                    for i, u in enumerate(seats) if u != BOT])
    return row.id


async def test_history_lists_the_newest_finished_games_of_one_player_in_one_guild(store: Storage) -> None:
    ids = [await finish(store) for _ in range(12)]
    duel = await finish(store, key="capture", seats=(BOB, ALICE), result="loss")
    replayed = await finish(store, mode="replay")
    await finish(store, guild=OTHER_GUILD)
    await finish(store, seats=(BOB,))
    running = await store.create_game(key="tower-defense", guild_id=GUILD, channel_id=CHAN, seed=1, options={},
                                      state={}, seats=(ALICE,))
    games = await recent_games(store, guild_id=GUILD, user_id=ALICE)
    assert [g.row.id for g in games] == [replayed, duel, *reversed(ids)][:10]
    assert running.id not in [g.row.id for g in games]
    assert games[1].seat == 1 and games[1].result == "loss" and games[1].row.seats == (BOB, ALICE)
    assert games[0].row.mode == "replay" and games[0].row.message_id == 77
    only = await recent_games(store, guild_id=GUILD, user_id=ALICE, key="capture")
    assert [g.row.id for g in only] == [duel]
    assert await recent_games(store, guild_id=OTHER_GUILD, user_id=BOB) == []


def test_history_line_names_opponents_and_marks_modes() -> None:
    from bot.features.replay import history_line
    from bot.storage.history import PastGame

    row = GameRow(id=9, key="capture", guild_id=1, channel_id=2, message_id=3, seed=5,
                  options=GAMES["capture"].resolve_options({}), status="over", version=3, state={},
                  seats=(ALICE, BOT), created_at=0.0, updated_at=0.0)
    line = history_line(PastGame(row, 0, "win", 1, 1_700_000_000.0), BOT)
    assert "`#9`" in line and "won" in line and "<t:1700000000:d>" in line and "vs the bot" in line
    assert "https://discord.com/channels/1/2/3" in line and "code `" in line
    daily = replace(row, key="deck-defence", options={"classic": False}, seats=(ALICE,), mode="daily",
                    created_at=2e9)
    line = history_line(PastGame(daily, 0, "loss", 1, 2e9), BOT)
    assert "(daily)" in line and "code `" not in line and "played privately" in line and "solo" in line
    # The bot's level and the hints a game was played with are marked too (issue 18).
    line = history_line(PastGame(replace(row, level="hard"), 0, "win", 1, 1_700_000_000.0), BOT)
    assert "vs the bot (hard)" in line
    line = history_line(PastGame(replace(daily, hints=2), 0, "loss", 1, 2e9), BOT)
    assert "(daily) (with 2 hints)" in line


# --- the animated GIF ------------------------------------------------------------------------


def test_gif_frames_are_sampled_evenly_with_the_first_and_last_step() -> None:
    from bot.features.replay_gif import MAX_FRAMES, sample_steps

    assert sample_steps(5) == [0, 1, 2, 3, 4, 5]
    long = sample_steps(500)
    assert len(long) <= MAX_FRAMES and long[0] == 0 and long[-1] == 500 and long == sorted(set(long))


def test_a_gif_has_one_shared_palette_and_at_most_the_frame_cap() -> None:
    import io

    from PIL import Image

    from bot.features.replay_gif import MAX_FRAMES, draw_gif, sample_steps

    table, moves = finished_table("capture", 2, 3)
    rep = build(table, moves)
    steps = sample_steps(rep.last)
    data = draw_gif("capture", [rep.view(s, None) for s in steps])
    assert data.startswith(b"GIF89a")
    img = Image.open(io.BytesIO(data))
    # (Pillow merges a frame identical to the one before it, adding up their durations)
    assert img.is_animated and 1 < img.n_frames <= len(steps) <= MAX_FRAMES
    assert data[10] & 0x80, "a global colour table"
    assert local_colour_tables(data) == 0, "every frame uses the one global palette"


def local_colour_tables(gif: bytes) -> int:
    """How many frames of a GIF bring their own colour table (walking its blocks)."""
    pos = 13 + (3 << ((gif[10] & 7) + 1) if gif[10] & 0x80 else 0)
    count = 0
    while gif[pos] != 0x3B:  # the trailer
        if gif[pos] == 0x21:  # an extension: label, then sub-blocks
            pos += 2
        else:  # 0x2C, an image: descriptor, optional local table, LZW size, sub-blocks
            assert gif[pos] == 0x2C
            packed = gif[pos + 9]
            pos += 10
            if packed & 0x80:
                count += 1
                pos += 3 << ((packed & 7) + 1)
            pos += 1
        while gif[pos]:
            pos += gif[pos] + 1
        pos += 1
    return count


@pytest.mark.parametrize("key", sorted(HIDDEN_HANDS))
async def test_a_public_gif_draws_only_public_views(monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    sent: list[tuple[Any, ...]] = []

    async def fake_workers(task: Any, *args: Any) -> bytes:
        sent.append(args)
        return b"GIF89a"

    monkeypatch.setattr(replay_module, "in_workers", fake_workers)
    table, moves = finished_table(key, 2, 4)
    rep = build(table, moves)
    await replay_module.gif_message(rep, None, Voice("de", "dark"))
    [(game, views, _, theme, locale)] = sent
    assert (theme, locale) == ("dark", "de")
    steps = replay_module.sample_steps(rep.last)
    assert game == key and list(views) == [rep.states[s].view(None) for s in steps]
