"""The outbox's vocabulary (bot.discord.sending): each request handles Discord's refusals once
(logged, given up, said as an `Outcome`), never raising them into a feature or the outbox's
sender; pictures travel as bytes and become a fresh file for each request."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discord import sending
from bot.discord.components import control_button
from bot.discord.customid import ComponentId
from bot.discord.outbox import Outbox
from bot.discord.pictures import Picture
from bot.discord.sending import Draft, Outcome, Where

WHERE = Where(channel_id=5, guild_id=9)
PNG = b"\x89PNG fake bytes"


def refusal(kind: type[discord.HTTPException], status: int) -> discord.HTTPException:
    return kind(SimpleNamespace(status=status, reason="refused"), "refused")  # type: ignore[arg-type]


class Channel:
    """A partial messageable that records each request, or raises `fails` (once each)."""

    def __init__(self, *fails: discord.HTTPException) -> None:
        self.fails = list(fails)
        self.requests: list[tuple[str, dict[str, Any]]] = []
        self.next_id = 100

    def _maybe_fail(self) -> None:
        if self.fails:
            raise self.fails.pop(0)

    async def send(self, **kwargs: Any) -> Any:
        self.requests.append(("post", kwargs))
        self._maybe_fail()
        self.next_id += 1
        return SimpleNamespace(id=self.next_id)

    def get_partial_message(self, message_id: int) -> Any:
        async def edit(**kwargs: Any) -> None:
            self.requests.append(("edit", {"id": message_id, **kwargs}))
            self._maybe_fail()

        async def delete() -> None:
            self.requests.append(("delete", {"id": message_id}))
            self._maybe_fail()

        return SimpleNamespace(id=message_id, edit=edit, delete=delete)


class Bot:
    layouts_since = 0.0  # every message is a V2 one (`bot.discord.layout`)

    def __init__(self, channel: Channel) -> None:
        self.channel = channel
        self.asked: list[tuple[int, int | None]] = []

    def get_partial_messageable(self, channel_id: int, *, guild_id: int | None = None) -> Channel:
        self.asked.append((channel_id, guild_id))
        return self.channel


async def test_an_edit_of_a_deleted_message_is_logged_and_given_up(caplog: pytest.LogCaptureFixture) -> None:
    bot = Bot(Channel(refusal(discord.NotFound, 404)))
    with caplog.at_level(logging.WARNING, "bot.sending"):
        done = await sending.edit(bot, WHERE, 42, Draft("new text"), what="update the message of game 7")  # type: ignore[arg-type]
    assert done is Outcome.GONE and not done
    assert "could not update the message of game 7 (404 gone)" in caplog.text
    assert bot.asked == [(5, 9)] and bot.channel.requests[0][1]["id"] == 42


async def test_each_refusal_is_said_by_its_outcome_and_nothing_is_raised() -> None:
    for exc, outcome in ((refusal(discord.NotFound, 404), Outcome.GONE),
                         (refusal(discord.Forbidden, 403), Outcome.REFUSED),
                         (refusal(discord.DiscordServerError, 503), Outcome.FAILED),
                         (refusal(discord.HTTPException, 400), Outcome.FAILED)):
        bot = Bot(Channel(exc))
        posted = await sending.post(bot, WHERE, Draft("text"), what="post it")  # type: ignore[arg-type]
        assert posted.outcome is outcome and posted.message_id is None and not posted
        assert await sending.delete(Bot(Channel(exc)), WHERE, 1, what="delete it") is outcome  # type: ignore[arg-type]
    bot = Bot(Channel())
    posted = await sending.post(bot, WHERE, Draft("text"), what="post it")  # type: ignore[arg-type]
    assert posted and posted.outcome is Outcome.SENT and posted.message_id == 101


async def test_a_post_refused_with_forbidden_does_not_stop_the_channels_sender(
        caplog: pytest.LogCaptureFixture) -> None:
    channel = Channel(refusal(discord.Forbidden, 403))
    bot, outbox, ended = Bot(channel), Outbox(), []

    def send(name: str) -> Any:
        async def run() -> None:
            posted = await sending.post(bot, WHERE, Draft(name), what=f"post {name}")  # type: ignore[arg-type]
            ended.append((name, posted.outcome))
        return run

    with caplog.at_level(logging.WARNING, "bot.sending"):
        outbox.put(WHERE.channel_id, ("notice", 1), send("refused"))
        outbox.put(WHERE.channel_id, ("notice", 2), send("next"))
        await asyncio.wait_for(outbox.drained(), 1)
    assert ended == [("refused", Outcome.REFUSED), ("next", Outcome.SENT)]
    assert outbox.sent == 2 and outbox.failed == 0  # handled in the request: the outbox saw no error
    assert "could not post refused (403 refused)" in caplog.text


async def test_a_table_posted_again_after_its_edit_found_it_gone_gets_a_fresh_picture() -> None:
    """A `discord.File` is read once: each request makes its own from the picture's bytes."""
    channel = Channel(refusal(discord.NotFound, 404))
    bot = Bot(channel)
    draft = Draft("the table", pictures=(Picture(PNG, "table.png", "alt " * 400),))
    assert await sending.edit(bot, WHERE, 42, draft, what="edit") is Outcome.GONE  # type: ignore[arg-type]
    assert await sending.post(bot, WHERE, draft, what="post")  # type: ignore[arg-type]
    (_, edited), (_, posted) = channel.requests
    first, second = edited["attachments"][0], posted["files"][0]
    assert first is not second and second.fp.read() == PNG and second.filename == "table.png"
    assert len(second.description) == 1024  # Discord's limit for alt text


async def test_a_draft_says_whom_it_pings_and_an_edit_pings_nobody() -> None:
    channel = Channel()
    bot = Bot(channel)
    table = Draft("x" * 2000, controls=None, head="**Capture**")
    headed = table.headed("<@1> and <@2>: your game is ready.", (1, 2))
    assert headed.head == "<@1> and <@2>: your game is ready.\n**Capture**" and headed.content == "x" * 2000
    await sending.post(bot, WHERE, headed, what="post")  # type: ignore[arg-type]
    await sending.post(bot, WHERE, Draft("<@3> reminder", ping=True), what="remind")  # type: ignore[arg-type]
    await sending.post(bot, WHERE, Draft("a verdict"), what="verdict", reply_to=7)  # type: ignore[arg-type]
    await sending.edit(bot, WHERE, 8, headed, what="edit")  # type: ignore[arg-type]
    (_, pinging), (_, anyone), (_, reply), (_, edit) = channel.requests

    def pings(request: dict[str, Any]) -> dict[str, Any]:  # whom Discord may notify (a reply's author aside)
        return {k: v for k, v in request["allowed_mentions"].to_dict().items() if k != "replied_user"}

    assert pings(pinging) == {"parse": [], "users": [1, 2]}
    assert pings(anyone) == {"parse": ["users"]}
    assert pings(reply) == {"parse": []} and reply["reference"].id == 7 and reply["mention_author"] is False
    words = [c["content"] for c in pinging["view"].to_components()[0]["components"]]
    assert words == ["<@1> and <@2>: your game is ready.\n**Capture**", "x" * 2000]
    assert pings(edit) == {"parse": []}
    # An edit leaves the message's pictures unless the draft has its own; no controls: no rows.
    assert "attachments" not in edit and [c["type"] for c in edit["view"].to_components()] == [17]


def test_a_draft_as_an_interactions_answer_takes_it() -> None:
    picture = Picture(PNG, "standings.png", "alt")
    assert Draft("text", controls=None).payload() == {"content": "text", "view": None, "head": "", "tone": None,
                                                      "kept": ()}
    payload = Draft("text", pictures=(picture,)).payload()
    assert [f.filename for f in payload["attachments"]] == ["standings.png"]


def test_a_button_style_named_by_a_feature_is_discords() -> None:
    cid = ComponentId("join", 3)
    for name, style in (("success", discord.ButtonStyle.success), ("primary", discord.ButtonStyle.primary),
                        ("secondary", discord.ButtonStyle.secondary), ("danger", discord.ButtonStyle.danger)):
        assert control_button(cid, label="Join", style=name).item.style is style  # type: ignore[attr-defined]
