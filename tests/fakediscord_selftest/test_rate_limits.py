"""The fake's rate limits: one bucket per channel for creating, editing and deleting messages,
with Discord's headers and 429 answers; interaction callbacks and webhooks are in no bucket;
and the real discord.py client waits for a bucket's reset instead of running into it."""

from __future__ import annotations

import asyncio

import aiohttp
import discord

from tests.fakediscord import DISCORD_MESSAGE_LIMIT, FakeDiscord, running_bot
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)

HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Reset-After",
           "X-RateLimit-Bucket")


def auth(fake: FakeDiscord) -> dict[str, str]:
    return {"Authorization": f"Bot {fake.token}"}


async def test_off_by_default_and_discords_numbers_when_on(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    assert fake.rate_limit is None and DISCORD_MESSAGE_LIMIT == (5, 5.0)
    async with aiohttp.ClientSession(headers=auth(fake)) as session:
        for _ in range(8):
            async with session.post(f"{fake.api_base}/channels/{fake.channel_id}/messages",
                                    json={"content": "hi"}) as resp:
                assert resp.status == 200 and "X-RateLimit-Bucket" not in resp.headers
    assert fake.rate_limit_hits == []


async def test_creates_edits_and_deletes_share_a_channels_bucket_and_429_until_its_reset(
        fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.rate_limit = (3, 0.5)
    other = fake.add_channel("other")
    messages = f"{fake.api_base}/channels/{fake.channel_id}/messages"
    async with aiohttp.ClientSession(headers=auth(fake)) as session:
        seen = []
        async with session.post(messages, json={"content": "one"}) as resp:
            mid = (await resp.json())["id"]
            seen.append(resp.headers)
        async with session.patch(f"{messages}/{mid}", json={"content": "two"}) as resp:
            seen.append(resp.headers)
        async with session.post(messages, json={"content": "three"}) as resp:
            doomed = (await resp.json())["id"]
            seen.append(resp.headers)
        assert [h["X-RateLimit-Remaining"] for h in seen] == ["2", "1", "0"]
        assert all(h[name] for h in seen for name in HEADERS)
        assert len({h["X-RateLimit-Bucket"] for h in seen}) == 1 and seen[0]["X-RateLimit-Limit"] == "3"
        assert 0 < float(seen[-1]["X-RateLimit-Reset-After"]) <= 0.5
        # The bucket is empty: a delete (and any of the three) is refused until the reset.
        async with session.delete(f"{messages}/{doomed}") as resp:
            assert resp.status == 429
            body = await resp.json()
            assert body["message"] == "You are being rate limited." and body["global"] is False
            assert 0 < body["retry_after"] <= 0.5
            assert resp.headers["Retry-After"] == "1" and resp.headers["X-RateLimit-Remaining"] == "0"
            assert resp.headers["Via"]
        assert not fake.messages[int(doomed)].deleted, "a refused request changes nothing"
        # Another channel has its own bucket; webhooks and callbacks are in none.
        async with session.post(f"{fake.api_base}/channels/{other}/messages", json={"content": "x"}) as resp:
            assert resp.status == 200 and resp.headers["X-RateLimit-Remaining"] == "2"
        async with session.post(f"{fake.api_base}/webhooks/{fake.application_id}/nope", json={"content": "x"}) as resp:
            assert resp.status == 404 and "X-RateLimit-Bucket" not in resp.headers
        async with session.post(f"{fake.api_base}/interactions/1/nope/callback", json={"type": 6}) as resp:
            assert resp.status == 404 and "X-RateLimit-Bucket" not in resp.headers
        await asyncio.sleep(body["retry_after"])
        async with session.delete(f"{messages}/{doomed}") as resp:
            assert resp.status == 204 and resp.headers["X-RateLimit-Remaining"] == "2"
    [hit] = fake.rate_limit_hits
    assert (hit.method, hit.route, hit.channel_id) == ("DELETE", "DELETE /channels/{channel_id}/messages/{message_id}",
                                                       fake.channel_id)
    assert hit.request.path == f"/channels/{fake.channel_id}/messages/{doomed}"


async def test_discord_py_waits_for_the_reset_instead_of_running_into_the_bucket(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.rate_limit = (3, 0.5)
    client = discord.Client(intents=discord.Intents.none())
    async with running_bot(fake, client):
        channel = client.get_partial_messageable(fake.channel_id)
        loop = asyncio.get_running_loop()
        started = loop.time()
        sent = [await channel.send(f"message {n}") for n in range(7)]
        # 7 messages, 3 a window: the third window opened no sooner than a second later.
        assert loop.time() - started >= 1.0
        assert fake.rate_limit_hits == []
        # A route discord.py has not used yet is not known to share the bucket until its first
        # answer: its first request may run into an empty bucket (one 429, retried after the
        # reset, and the edit is made); from then on the client keeps to the bucket on every route.
        await asyncio.sleep(0.6)
        posts = len(fake.requests)
        fills = asyncio.ensure_future(asyncio.gather(*[channel.send(f"fill {n}") for n in range(3)]))
        while sum(r.method == "POST" for r in fake.requests[posts:]) < 3:
            await asyncio.sleep(0.005)
        await sent[0].edit(content="edited")  # while discord.py waits for the reset after the third
        await fills
        assert [hit.route for hit in fake.rate_limit_hits] == ["PATCH /channels/{channel_id}/messages/{message_id}"]
        assert fake.messages[sent[0].id].content == "edited"
        for message in sent[1:]:
            await message.edit(content="edited again")
        assert len(fake.rate_limit_hits) == 1
