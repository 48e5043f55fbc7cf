"""What the search features store (revision 0004), on both backends: the bot's level with a
game, hints counted, and a deal's verdict asked for once, worked out once and kept."""

from __future__ import annotations

import pytest

from bot.storage import Storage
from engine import GAMES
from tests.databases import rows

GUILD, CHAN, ANN, BOT = 1, 2, 3, 99


@pytest.fixture
async def store(database):
    s = await Storage.open(database)
    yield s
    await s.close()


async def new_game(store: Storage, key: str, seats: tuple[int, ...], level: str | None = None):
    info = GAMES[key]
    state = info.new_game(players=len(seats), seed=7)
    return await store.create_game(key=key, guild_id=GUILD, channel_id=CHAN, seed=7, options={},
                                   state=state.to_json(), seats=seats, people=[ANN], level=level)


async def test_a_game_keeps_its_bots_level(store) -> None:
    game = await new_game(store, "capture", (ANN, BOT), level="hard")
    assert game.level == "hard"
    assert (await store.load_game(game.id)).level == "hard"  # type: ignore[union-attr]
    other = await new_game(store, "deck-defence", (ANN,))
    assert other.level is None and other.hints == 0 and other.verdict is None


async def test_hints_are_counted_with_the_game(store) -> None:
    game = await new_game(store, "deck-defence", (ANN,))
    assert await store.count_hint(game.id) == 1
    assert await store.count_hint(game.id) == 2
    assert (await store.load_game(game.id)).hints == 2  # type: ignore[union-attr]


async def test_a_verdict_is_asked_once_stored_once_and_closes_its_timer(store) -> None:
    game = await new_game(store, "deck-defence", (ANN,))
    assert await store.ask_verdict(game.id, ANN) == "asked"
    assert await store.ask_verdict(game.id, ANN) == "pending"  # asked already: not a second timer
    [timer] = await store.timers.claim_due(store.now() + 1, "me")
    assert (timer.kind, timer.ref_id, timer.data) == ("verdict", game.id, {"asked_by": ANN})
    assert await store.store_verdict(game.id, {"kind": "not winnable"})
    assert not await store.store_verdict(game.id, {"kind": "winnable"}), "the first answer stays"
    assert (await store.load_game(game.id)).verdict == {"kind": "not winnable"}  # type: ignore[union-attr]
    assert await rows(store, "SELECT COUNT(*) FROM timers") == [(0,)]
    assert await store.ask_verdict(game.id, ANN) == "stored"
