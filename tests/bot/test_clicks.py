"""What a click on a table's picker does, decided without Discord (`TableService.step`), and
each surface's rule for stale clicks (`bot.discord.clicks`).

- the public table and a daily deal's table act only on the version their buttons were
  drawn for;
- a seat's panel acts across other seats' moves (its own options stay), except on an
  out-of-turn question: a button from an earlier position must not answer this one.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.discord.clicks import Surface
from bot.discord.panels import SEAT_PANEL
from bot.discord.routes import private_table, public_table
from bot.discord.table import PUBLIC_TABLE
from bot.features.daily_table import DAILY_TABLE
from bot.picker import menu
from bot.service import Stepped, TableService
from bot.storage import Storage
from engine import GAMES

GUILD, CHAN = 100, 10
ANN, BOB, CAT = 1, 2, 3
BOT = 999


@pytest.fixture
async def service(tmp_path: Any) -> Any:
    store = await Storage.open(str(tmp_path / "bot.db"))
    yield TableService(store, reminder_seconds=3600, bot_user_id=BOT)
    await store.close()


async def solo(service: TableService, key: str = "deck-defence") -> Any:
    return (await service.start(key, guild_id=GUILD, channel_id=CHAN, users=(ANN,), options={}, seed=7)).table


async def test_a_menu_step_changes_nothing_and_a_whole_action_is_played_and_stored(service) -> None:
    table = await solo(service)
    action = table.state.legal_actions(0)[-1]
    here = menu(table.state, 0, "")
    for _ in range(10):  # click the button on the way to `action`, screen by screen
        button = next(c for c in here.choices if c.path == action or action.startswith(c.path + "."))
        result = await service.step(table, ANN, button.path, table.version)
        if result.what is Stepped.MOVED:
            break
        assert result.what is Stepped.MENU and result.change is None
        assert (await service.load(table.id)).version == table.version  # type: ignore[union-attr]
        here = menu(table.state, 0, result.path)
    assert result.what is Stepped.MOVED and result.change is not None
    assert result.change.moves[0].action == action
    stored = await service.load(table.id)
    assert stored is not None and stored.version == table.version + 1 == result.change.table.version


async def test_a_click_from_someone_not_seated_or_on_a_finished_game_acts_on_nothing(service) -> None:
    table = await solo(service)
    assert (await service.step(table, BOB, "", table.version)).what is Stepped.NOT_SEATED
    over = (await service.stop(table, 0, "resign")).table
    assert (await service.step(over, ANN, "", over.version)).what is Stepped.OVER


async def test_a_path_that_leads_nowhere_is_a_choice_gone(service) -> None:
    table = await solo(service)
    assert (await service.step(table, ANN, "nosuch.token", table.version)).what is Stepped.CHOICE_GONE


async def test_the_public_and_daily_tables_refuse_a_button_drawn_for_another_version(service) -> None:
    table = await solo(service)
    for surface in (PUBLIC_TABLE, DAILY_TABLE):
        result = await service.step(table, ANN, "", table.version - 1, surface.stale)
        assert result.what is Stepped.STALE
        assert (await service.step(table, ANN, "", table.version, surface.stale)).what is not Stepped.STALE


async def test_not_your_turn_between_people(service) -> None:
    table = (await service.start("capture", guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB), options={},
                                 seed=3)).table
    seat = min(table.state.to_act())
    action = table.state.legal_actions(seat)[0]
    moved = (await service.step(table, table.users[seat], action, table.version, SEAT_PANEL.stale)).change
    assert moved is not None
    after = moved.table
    waiting = [s for s in range(2) if s not in after.state.to_act()]
    for s in waiting:  # Capture: a seat that placed waits for the other
        result = await service.step(after, after.users[s], "", after.version, SEAT_PANEL.stale)
        assert result.what is Stepped.NOT_YOUR_TURN


async def test_a_panel_acts_across_the_other_seats_moves_but_not_on_an_earlier_question(service) -> None:
    info = GAMES["under-siege"]
    # A position where a seat must answer out of turn (a reserve, a shot, ...): found by
    # playing random moves from seeded deals.
    rng = random.Random(1)
    for seed in range(1, 200):
        state = info.new_game(players=2, seed=seed)
        for _ in range(400):
            if state.outcome() is not None or state.reacting():
                break
            seat = min(state.to_act())
            state = state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.outcome() is None and state.reacting():
            break
    else:
        pytest.fail("no out-of-turn question found")
    store = service.storage
    row = await store.create_game(key="under-siege", guild_id=GUILD, channel_id=CHAN, seed=seed, options={},
                                  state=state.to_json(), seats=(ANN, BOB), people=[ANN, BOB])
    table = await service.load(row.id)
    assert table is not None
    asker = min(table.state.reacting())
    user = table.users[asker]
    earlier = table.version - 1
    assert SEAT_PANEL.stale(table, asker, earlier), "a button from an earlier position answers no question"
    assert (await service.step(table, user, "", earlier, SEAT_PANEL.stale)).what is Stepped.STALE
    assert not SEAT_PANEL.stale(table, asker, table.version)
    assert (await service.step(table, user, "", table.version, SEAT_PANEL.stale)).what is Stepped.MENU
    # A seat with nothing to answer out of turn keeps using an older panel.
    calm = next((s for s in table.state.to_act() if s not in table.state.reacting()), None)
    if calm is not None:
        assert not SEAT_PANEL.stale(table, calm, earlier)


def test_the_surface_of_a_click_follows_from_the_kind_and_the_mode() -> None:
    class Row:
        def __init__(self, mode: str) -> None:
            self.mode = mode

    class Game:
        def __init__(self, mode: str) -> None:
            self.row = Row(mode)

    assert private_table(Game("daily")) is DAILY_TABLE  # type: ignore[arg-type]
    assert private_table(Game("normal")) is SEAT_PANEL  # type: ignore[arg-type]
    assert public_table(Game("normal")) is PUBLIC_TABLE  # type: ignore[arg-type]
    assert all(isinstance(s, Surface) for s in (DAILY_TABLE, SEAT_PANEL, PUBLIC_TABLE))
