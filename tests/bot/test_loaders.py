"""Each kind of thing a control acts on has one loader (`bot.discord.loaders`), tried here
without Discord: a real database, a stand-in bot and clicks made of plain objects.

- An event's control acts only in its event's server and channel (or its thread): a
  custom_id forged for an event elsewhere is refused before its handler runs.
- A game's and an invitation's lock is held while the handler runs; a first click on a
  table or challenge just posted records its message, a click on another message is refused.
- A select's choice is folded into the path, and a malformed one refused before anything
  is loaded.
- A replay's controls load nothing and take no lock.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discord import loaders
from bot.discord.customid import BUTTON, EVENT, INVITATION, PANEL, PUBLIC, REPLAY, SELECT, ComponentId
from bot.discord.loaders import Route
from bot.service import Refusal, TableService
from bot.storage import Storage

GUILD, CHAN, THREAD, OTHER_GUILD, OTHER_CHAN = 100, 10, 11, 200, 20
ANN, BOB = 1, 2
BOT = 999
COMPONENT = {BUTTON: 2, SELECT: 3}


class Host:
    """What the loaders use of the bot."""

    def __init__(self, storage: Storage, service: TableService) -> None:
        self.storage, self.service = storage, service
        self.user = SimpleNamespace(id=BOT)
        self.locks: dict[Any, asyncio.Lock] = {}

    def lock_for(self, key: Any) -> asyncio.Lock:
        return self.locks.setdefault(key, asyncio.Lock())


@pytest.fixture
async def host(tmp_path: Any) -> Any:
    store = await Storage.open(str(tmp_path / "bot.db"))
    yield Host(store, TableService(store, reminder_seconds=3600, bot_user_id=BOT))
    await store.close()


def click(cid: ComponentId, *, guild: int = GUILD, channel: int = CHAN, message_id: int = 500,
          component: str = BUTTON, author: int = BOT) -> Any:
    """A click on a public message of `author` in `channel` carrying the control `cid`."""
    custom_id, kind = cid.encode(), COMPONENT[component]
    control = SimpleNamespace(custom_id=custom_id, type=kind)
    message = SimpleNamespace(id=message_id, author=SimpleNamespace(id=author),
                              flags=SimpleNamespace(ephemeral=False), components=[SimpleNamespace(children=[control])])
    return SimpleNamespace(guild_id=guild, channel_id=channel, channel=SimpleNamespace(type=discord.ChannelType.text),
                           message=message, data={"custom_id": custom_id, "component_type": kind},
                           user=SimpleNamespace(id=ANN))


class Handler:
    """A route's handler that records what it was handed, and which locks were held then."""

    def __init__(self, host: Host) -> None:
        self.host, self.calls, self.held = host, [], []

    async def __call__(self, *args: Any) -> None:
        self.calls.append(args)
        self.held.append({key for key, lock in self.host.locks.items() if lock.locked()})


async def refused(route: Route[Any], host: Host, interaction: Any, cid: ComponentId,
                  values: list[str] | None = None) -> str:
    with pytest.raises(Refusal) as caught:
        await route.loader.run(host, interaction, route, cid, values or [])
    return caught.value.reason.key


async def test_an_event_control_forged_for_an_event_elsewhere_is_refused_before_its_handler_runs(host) -> None:
    event = await host.storage.events.create(guild_id=GUILD, channel_id=CHAN, kind="arena", key="capture",
                                             name="Friday", options={}, starts_at=0.0, ends_at=None, created_by=ANN)
    await host.storage.events.set_message(event.id, message_id=500, thread_id=THREAD)
    handler = Handler(host)
    route = Route("join", BUTTON, EVENT, loaders.EVENT, handler)
    cid = ComponentId("join", event.id)
    for guild, channel in ((OTHER_GUILD, CHAN), (OTHER_GUILD, OTHER_CHAN), (GUILD, OTHER_CHAN)):
        assert await refused(route, host, click(cid, guild=guild, channel=channel), cid) == "errors-control-other-place"
    assert await refused(route, host, click(cid), ComponentId("join", event.id + 1)) == "events-unknown"
    assert handler.calls == []
    for channel in (CHAN, THREAD):  # its channel, and the thread it has for its games
        interaction = click(cid, channel=channel)
        await route.loader.run(host, interaction, route, cid, [])
        assert handler.calls[-1] == (host, interaction, await host.storage.events.load(event.id), cid)
    assert handler.held == [set(), set()]  # an event takes no lock: its handlers lock what they change


async def test_a_game_is_handed_over_under_its_lock_and_a_first_click_records_its_table(host) -> None:
    game = (await host.service.start("deck-defence", guild_id=GUILD, channel_id=CHAN, users=(ANN,), options={},
                                     seed=7)).table
    handler = Handler(host)
    route = Route("move", BUTTON, PUBLIC, loaders.GAME, handler)
    cid = ComponentId("move", game.id, game.version)
    # Not the bot's own post: not this table, nothing recorded.
    assert await refused(route, host, click(cid, author=BOB), cid) == "errors-control-elsewhere"
    assert await refused(route, host, click(cid, guild=OTHER_GUILD), cid) == "errors-control-other-place"
    assert await refused(route, host, click(cid), ComponentId("move", game.id + 1)) == "errors-no-game"
    await route.loader.run(host, click(cid, message_id=500), route, cid, [])
    (_, _, found, handed), = handler.calls
    assert (found.id, found.row.message_id, handed) == (game.id, 500, cid)
    assert handler.held == [{game.id}]
    assert (await host.service.load(game.id)).row.message_id == 500  # type: ignore[union-attr]
    # Recorded now: a forged copy on another message acts on nothing.
    assert await refused(route, host, click(cid, message_id=501), cid) == "errors-control-elsewhere"
    # A panel's control needs no message of the game's (a private message has none).
    panel = Route("pmove", BUTTON, PANEL, loaders.GAME, handler)
    await panel.loader.run(host, click(cid, message_id=777, author=BOB), panel, cid, [])
    assert len(handler.calls) == 2


async def test_a_select_s_choice_is_folded_into_the_path_and_a_malformed_one_refused_before_loading(host) -> None:
    game = (await host.service.start("deck-defence", guild_id=GUILD, channel_id=CHAN, users=(ANN,), options={},
                                     seed=7)).table
    handler = Handler(host)
    route = Route("pmenu", SELECT, PANEL, loaders.GAME, handler)
    for path, values, folded in (("", ["a"], "a"), ("x", ["a"], "x.a"), ("x", ["a", "b"], "x.a+b")):
        cid = ComponentId("pmenu", game.id, game.version, path)
        await route.loader.run(host, click(cid, component=SELECT), route, cid, values)
        assert handler.calls[-1][3] == ComponentId("pmenu", game.id, game.version, folded)
    nowhere = ComponentId("pmenu", game.id + 1)  # no such game: refused for its choice first
    for values in ([], [""], ["a.b"], ["a+b"], ["a" * 65]):
        assert await refused(route, host, click(nowhere, component=SELECT), nowhere, values) == "errors-choice-unknown"
    assert len(handler.calls) == 3


async def test_an_invitation_is_handed_over_under_its_lock_with_its_message_recorded(host) -> None:
    inv = await host.storage.invitations.create(key="capture", guild_id=GUILD, channel_id=CHAN, users=(ANN, BOB),
                                                options={}, expires_at=1e12)
    handler = Handler(host)
    route = Route("accept", BUTTON, INVITATION, loaders.INVITATION, handler)
    cid = ComponentId("accept", inv.id)
    assert await refused(route, host, click(cid, channel=OTHER_CHAN), cid) == "errors-control-other-place"
    assert await refused(route, host, click(cid, author=BOB), cid) == "bot-challenge-unknown"
    assert await refused(route, host, click(cid), ComponentId("accept", inv.id + 1)) == "bot-challenge-unknown"
    await route.loader.run(host, click(cid, message_id=600), route, cid, [])
    (_, _, handed, handed_cid), = handler.calls
    assert (handed.id, handed.message_id, handed_cid) == (inv.id, 600, cid)
    assert handler.held == [{-inv.id}]  # invitations have their own id space
    assert await refused(route, host, click(cid, message_id=601), cid) == "bot-challenge-unknown"


async def test_a_replay_s_control_loads_nothing_and_takes_no_lock(host) -> None:
    handler = Handler(host)
    route = Route("replay", BUTTON, REPLAY, loaders.NOTHING, handler)
    cid = ComponentId("replay", 12345, 0, "3")
    interaction = click(cid, guild=OTHER_GUILD)
    await route.loader.run(host, interaction, route, cid, [])
    assert handler.calls == [(host, interaction, cid)] and host.locks == {}
