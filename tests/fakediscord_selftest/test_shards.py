"""Self-tests of the fake Discord's shards: a gateway connection gets only the guilds (READY,
GUILD_CREATE) and the events of its shard, ``(guild_id >> 22) % shard_count == shard_id``, as
Discord routes them; several connections are live at once; ``GET /gateway/bot`` recommends the
shard count the fake was given.

Two ways in: raw websockets speaking the gateway protocol (exactly what each connection
receives), and real discord.py ``AutoShardedClient``s, one per shard as two processes would run
them, each answering a slash command with the shard it runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any, AsyncIterator

import aiohttp
import discord
import pytest
from discord import app_commands

from tests.fakediscord import FakeDiscord, FakeDiscordError, running_bot
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)


class Gateway:
    """One raw gateway connection: IDENTIFY with a shard, then read what arrives."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws

    async def receive(self, timeout: float = 2.0) -> dict[str, Any]:
        msg = await asyncio.wait_for(self.ws.receive(), timeout)
        assert msg.type == aiohttp.WSMsgType.TEXT, msg
        return json.loads(msg.data)

    async def identify(self, fake: FakeDiscord, shard: list[int] | None) -> dict[str, Any]:
        hello = await self.receive()
        assert hello["op"] == 10
        d: dict[str, Any] = {"token": fake.token, "intents": 1, "properties": {}}
        if shard is not None:
            d["shard"] = shard
        await self.ws.send_str(json.dumps({"op": 2, "d": d}))
        ready = await self.receive()
        assert ready["t"] == "READY", ready
        return ready["d"]

    async def events(self, quiet: float = 0.2) -> list[dict[str, Any]]:
        """Every dispatch that arrives until `quiet` seconds pass without one."""
        got: list[dict[str, Any]] = []
        while True:
            try:
                frame = await self.receive(quiet)
            except asyncio.TimeoutError:
                return got
            got.append(frame)


@contextlib.asynccontextmanager
async def gateways(fake: FakeDiscord, *shards: list[int] | None) -> AsyncIterator[list[Gateway]]:
    """Connections identified with `shards`, in that order, all open at once."""
    async with aiohttp.ClientSession() as session:
        opened: list[Gateway] = []
        try:
            for shard in shards:
                gw = Gateway(await session.ws_connect(fake.gateway_url))
                opened.append(gw)
                gw.ready = await gw.identify(fake, shard)  # type: ignore[attr-defined]
            yield opened
        finally:
            for gw in opened:
                await gw.ws.close()


def guild_ids(frames: list[dict[str, Any]], event: str) -> list[int]:
    return [int(f["d"].get("guild_id") or f["d"]["id"]) for f in frames if f.get("t") == event]


async def test_each_connection_gets_only_the_guilds_and_events_of_its_shard(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    # The first guild lies where its id puts it; one more guild on each shard of two.
    extra = {n: fake.add_guild(f"guild on shard {n}", shard=(n, 2)) for n in (0, 1)}
    assert all(fake.shard_of(guild, 2) == n for n, (guild, _) in extra.items())
    on_shard = {n: sorted(g for g in fake.guilds if fake.shard_of(g, 2) == n) for n in (0, 1)}
    assert len(on_shard[0]) + len(on_shard[1]) == 3 and on_shard[0] and on_shard[1]
    alice = fake.add_member("alice")
    async with gateways(fake, [0, 2], [1, 2]) as (zero, one):
        assert fake.shards_connected == [(0, 2), (1, 2)]
        await fake.wait_ready(2.0)
        for n, gw in ((0, zero), (1, one)):
            ready = gw.ready  # type: ignore[attr-defined]
            assert ready["shard"] == [n, 2]
            assert sorted(int(g["id"]) for g in ready["guilds"]) == on_shard[n]
            assert sorted(guild_ids(await gw.events(), "GUILD_CREATE")) == on_shard[n]
        # An interaction in each extra guild reaches only its shard's connection (nobody
        # answers these raw connections: the fake's user action just times out).
        fake.timeout = 0.2
        for n, (guild, channel) in extra.items():
            await fake.slash(alice, "play", channel=channel, expect_response=False, settle=False)
            got = {0: await zero.events(), 1: await one.events()}
            assert guild_ids(got[n], "INTERACTION_CREATE") == [guild]
            assert guild_ids(got[1 - n], "INTERACTION_CREATE") == []
        # So does a channel created in a guild of each shard.
        for n, (guild, _) in extra.items():
            fake.add_channel(f"more-{n}", guild)
            got = {0: await zero.events(), 1: await one.events()}
            assert guild_ids(got[n], "CHANNEL_CREATE") == [guild] and got[1 - n] == []


async def test_a_guild_whose_shard_nobody_runs_gets_no_events_and_ready_waits_for_it(
        fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    guild, channel = fake.add_guild("on shard 1", shard=(1, 2))
    alice = fake.add_member("alice")
    async with gateways(fake, [0, 2]):
        assert fake.connected and fake.shards_connected == [(0, 2)]
        if fake.shard_of(fake.guild_id, 2) == 0:  # the first guild is served: ready still waits
            with pytest.raises(asyncio.TimeoutError):
                await fake.wait_ready(0.3)
        with pytest.raises(FakeDiscordError, match=f"for guild {guild}"):
            await fake.slash(alice, "play", channel=channel, settle=False)
        async with gateways(fake, [1, 2]):
            await fake.wait_ready(2.0)
    await fake.wait_disconnected()
    assert not fake.connected


async def test_a_newer_identify_takes_over_only_the_guilds_of_its_shard(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    guilds = {n: fake.add_guild(f"on shard {n}", shard=(n, 2)) for n in (0, 1)}
    alice = fake.add_member("alice")
    fake.timeout = 0.2
    async with gateways(fake, [0, 1]) as (whole,):
        assert sorted(int(g["id"]) for g in whole.ready["guilds"]) == sorted(fake.guilds)  # type: ignore[attr-defined]
        await whole.events()
        async with gateways(fake, [1, 2]) as (newer,):
            await newer.events()
            for n, (guild, channel) in guilds.items():
                await fake.slash(alice, "play", channel=channel, expect_response=False, settle=False)
                receiver, other = (newer, whole) if n == 1 else (whole, newer)
                assert guild_ids(await receiver.events(), "INTERACTION_CREATE") == [guild]
                assert await other.events() == []


async def test_a_shard_id_outside_the_count_is_closed_with_4010(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(fake_discord.gateway_url)
        gw = Gateway(ws)
        assert (await gw.receive())["op"] == 10
        await ws.send_str(json.dumps({"op": 2, "d": {"token": fake_discord.token, "shard": [2, 2]}}))
        msg = await asyncio.wait_for(ws.receive(), 2.0)
        assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED) and ws.close_code == 4010
    assert not fake_discord.connected


async def test_gateway_bot_recommends_the_shard_count_the_fake_is_told(fake_discord: FakeDiscord) -> None:
    async def recommended() -> int:
        async with aiohttp.ClientSession() as session:
            async with session.get(f"{fake_discord.api_base}/gateway/bot",
                                   headers={"Authorization": f"Bot {fake_discord.token}"}) as resp:
                body = await resp.json()
        assert body["url"] == fake_discord.gateway_url
        return int(body["shards"])

    assert await recommended() == 1
    fake_discord.recommended_shards = 3
    assert await recommended() == 3
    assert FakeDiscord(shards=4).recommended_shards == 4


# --- real discord.py clients, one per shard --------------------------------------------------------


def shard_bot(shard_ids: list[int] | None, shard_count: int | None) -> discord.AutoShardedClient:
    """A sharded client whose /where answers with the shard that got the interaction."""
    options: Any = {"shard_ids": shard_ids, "shard_count": shard_count}  # None: discord.py's default
    client = discord.AutoShardedClient(intents=discord.Intents(guilds=True), guild_ready_timeout=0.01, **options)
    tree = app_commands.CommandTree(client)

    @tree.command(name="where", description="Which shard answers")
    async def where(interaction: discord.Interaction) -> None:
        guild = interaction.guild
        assert guild is not None
        await interaction.response.send_message(
            f"shard {guild.shard_id} of {sorted(client.shards)} in guild {guild.id}")

    async def setup_hook() -> None:
        await tree.sync()

    async def no_wait(shard_id: int | None, *, initial: bool = False) -> None:
        pass  # discord.py waits 5 s before each shard after the first (Discord's identify limit)

    client.setup_hook = setup_hook  # type: ignore[method-assign]
    client.before_identify_hook = no_wait  # type: ignore[method-assign]
    return client


async def test_two_sharded_clients_each_answer_the_guilds_of_their_own_shard(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    guilds = {n: fake.add_guild(f"on shard {n}", shard=(n, 2)) for n in (0, 1)}
    alice = fake.add_member("alice")
    async with running_bot(fake, shard_bot([0], 2)) as zero:
        async with running_bot(fake, shard_bot([1], 2)) as one:
            assert sorted(fake.shards_connected) == [(0, 2), (1, 2)]
            assert {g.id for g in zero.guilds} == {g for g in fake.guilds if fake.shard_of(g, 2) == 0}
            assert {g.id for g in one.guilds} == {g for g in fake.guilds if fake.shard_of(g, 2) == 1}
            for n, (guild, channel) in guilds.items():
                res = await fake.slash(alice, "where", channel=channel)
                assert res.message is not None
                assert res.message.content == f"shard {n} of [{n}] in guild {guild}"
                assert res.message.guild_id == guild
    assert [d.get("shard") for d in fake.identifies] == [[0, 2], [1, 2]]


async def test_one_client_asks_gateway_bot_how_many_shards_and_runs_them_all(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.recommended_shards = 2
    guilds = {n: fake.add_guild(f"on shard {n}", shard=(n, 2)) for n in (0, 1)}
    alice = fake.add_member("alice")
    async with running_bot(fake, shard_bot(None, None)) as client:
        assert client.shard_count == 2 and fake.shards_connected == [(0, 2), (1, 2)]
        for n, (guild, channel) in guilds.items():
            res = await fake.slash(alice, "where", channel=channel)
            assert res.message is not None
            assert res.message.content == f"shard {n} of [0, 1] in guild {guild}"
    assert ("GET", "/gateway/bot") in [(r.method, r.path) for r in fake.requests]
